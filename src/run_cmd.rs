//! `minihlo run`: compile a jaxpr for cpu and execute it on XLA:CPU (minihlo-runtime), each
//! callback bound to a built-in host action chosen by its name.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use minihlo::runtime::{Array, Call, CallbackResult, Callbacks, DType, Runtime};
use minihlo::stablehlo::{FfiForm, LowerOptions};

use crate::npy_io;

#[derive(clap::Args)]
#[command(after_help = RUN_HELP)]
pub struct RunArgs {
    /// The jaxpr text as `print(jax.make_jaxpr(f)(*args))` prints it; `-` for stdin.
    file: PathBuf,
    /// An input: `.npy` (one array) or `.npz` (its arrays in order); repeat, in `@main`'s order
    /// (constvars first, then the inputs).
    #[arg(long = "input", short = 'i', value_name = "FILE")]
    inputs: Vec<PathBuf>,
    /// Write the results to PATH (`.npz`, arrays `out0`, `out1`, ...) instead of printing them
    /// (`-`: the `.npz` bytes to stdout, which must not be a terminal).
    #[arg(short = 'o', long = "output", value_name = "PATH")]
    output: Option<PathBuf>,
    /// The host action of the callback NAME (`*` for every callback not named): `log`, `zeros`,
    /// `copy`, `npy:DIR`, `npy-out:DIR`, `cmd:COMMAND` or `print`. Repeat for several callbacks.
    #[arg(long = "callback", value_name = "NAME=ACTION")]
    callbacks: Vec<String>,
    /// Whether the program was traced with `jax_enable_x64` (as `minihlo compile --x64`).
    /// Default: inferred, on when the program has any 64-bit value.
    #[arg(long, value_name = "on|off", value_parser = ["on", "off"])]
    x64: Option<String>,
    /// The PJRT plugin library. Default: $MINIHLO_PJRT_PLUGIN, else what scripts/pjrt-plugin
    /// installed.
    #[arg(long, value_name = "PATH")]
    plugin: Option<PathBuf>,
    /// Run on N CPU devices: a program on a mesh of N devices takes global inputs, split by the
    /// compiled module's parameter shardings, and gives global results.
    #[arg(long, value_name = "N")]
    devices: Option<usize>,
}

const RUN_HELP: &str = "\
Host actions (each callback needs one):
  log       print the call's inputs, then fill each output as `copy` does, or with zeros
  zeros     fill the outputs with zeros
  copy      output j copies the first input of the same dtype and shape (an error if none)
  npy:DIR   save every call's inputs as DIR/NAME.CALL.inJ.npy, fill the outputs with zeros
  npy-out:DIR  replay: output J of call CALL (counted per callback from 0) is read from
            DIR/NAME.CALL.outJ.npy, recorded by JAX or any earlier run
  cmd:COMMAND  run `COMMAND CALLDIR` (through sh) for every call: the inputs are in
            CALLDIR/in0.npy, in1.npy, ...; it writes CALLDIR/out0.npy, ... (the environment has
            MINIHLO_CALLBACK=NAME and MINIHLO_CALL=CALL)
  print     jax.debug.print (callback name debug_print): print the line JAX prints; others as log

numpy has no bfloat16: bfloat16 values are written as their uint16 bits; an input or a replayed
output of uint16 bits, or of a 2-byte void (`<V2`, as numpy saves an ml_dtypes.bfloat16 array),
is read as bfloat16 where bfloat16 is expected.

Example:
  minihlo run examples/hello_callback.jaxpr --input x.npy --callback hello=log";

#[derive(Clone)]
enum Action {
    Log,
    Zeros,
    Copy,
    Npy(PathBuf),
    NpyOut(PathBuf),
    Cmd(String),
    Print,
}

fn parse_action(spec: &str) -> Result<(String, Action), String> {
    let (name, action) = spec
        .split_once('=')
        .ok_or_else(|| format!("--callback {spec:?}: expected NAME=ACTION"))?;
    let action = match action {
        "log" => Action::Log,
        "zeros" => Action::Zeros,
        "copy" => Action::Copy,
        "print" => Action::Print,
        a if a.starts_with("npy:") && a.len() > 4 => Action::Npy(PathBuf::from(&a[4..])),
        a if a.starts_with("npy-out:") && a.len() > 8 => Action::NpyOut(PathBuf::from(&a[8..])),
        a if a.starts_with("cmd:") && !a[4..].trim().is_empty() => Action::Cmd(a[4..].to_string()),
        a => {
            // The first line is the one the tests of the original actions know.
            return Err(format!(
                "--callback {spec:?}: unknown action {a:?} (log, zeros, copy, npy:DIR, print)\n  \
                 or replay recorded outputs with npy-out:DIR, or run a command with cmd:COMMAND"
            ));
        }
    };
    Ok((name.to_string(), action))
}

impl RunArgs {
    pub fn file(&self) -> &std::path::Path {
        &self.file
    }
}

pub fn run(args: RunArgs, text: &str, parse: minihlo::jaxpr::ParseOptions) -> Result<(), String> {
    let opts = minihlo::Options {
        parse,
        lower: LowerOptions {
            module_name: minihlo::module_name_from_path(&args.file),
            platforms: vec!["cpu".into()],
            ffi_form: FfiForm::Typed,
            x64: args.x64.as_deref().map(|s| s == "on"),
            ..LowerOptions::default()
        },
    };
    check_output(&args)?;
    let compiled = minihlo::compile(text, &opts).map_err(|e| e.render())?;
    if let Some(warning) = crate::x64_warning(&compiled.program, opts.lower.x64) {
        eprintln!("warning: {warning}");
    }
    let callbacks = bind_callbacks(&args, &compiled)?;

    // XLA logs at INFO on stderr (`cpu_device_count set via create_options`): the command shows
    // its warnings and errors only, unless TF_CPP_MIN_LOG_LEVEL says otherwise. Set before the
    // plugin loads, while this process has one thread.
    if std::env::var_os("TF_CPP_MIN_LOG_LEVEL").is_none() {
        std::env::set_var("TF_CPP_MIN_LOG_LEVEL", "1");
    }
    let mut builder = Runtime::builder();
    if let Some(p) = &args.plugin {
        builder = builder.plugin(p);
    }
    if let Some(n) = args.devices {
        builder = builder.devices(n);
    }
    let rt = builder.build().map_err(|e| e.to_string())?;
    let exe = minihlo::exec::load(&rt, &compiled.program, &compiled.lowered)
        .map_err(|e| e.to_string())?;

    let inputs = read_inputs(&args.inputs, exe.inputs())?;
    let outputs = exe.run(&inputs, &callbacks).map_err(|e| e.to_string())?;
    match &args.output {
        Some(path) if path == std::path::Path::new("-") => {
            use std::io::Write;
            let bytes = npy_io::npz_bytes(&outputs)?;
            let mut out = std::io::stdout().lock();
            out.write_all(&bytes)
                .and_then(|()| out.flush())
                .map_err(|e| format!("cannot write to stdout: {e}"))
        }
        // As compile's outputs: whole or not at all, the mode kept, through a symlink.
        Some(path) => {
            let bytes = npy_io::npz_bytes(&outputs)?;
            let mut file = crate::output::Output::create(path).map_err(|crate::Failure(m)| m)?;
            file.writer()
                .write_all(&bytes)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            file.commit().map_err(|crate::Failure(m)| m)
        }
        None => {
            let mut out = String::new();
            for (i, a) in outputs.iter().enumerate() {
                let _ = writeln!(out, "out{i}: {}", show(a));
            }
            print!("{out}");
            Ok(())
        }
    }
}

/// `-o` must not be an input, and `-o -` (the `.npz` bytes) must not reach a terminal.
fn check_output(args: &RunArgs) -> Result<(), String> {
    let Some(out) = &args.output else {
        return Ok(());
    };
    if out == std::path::Path::new("-") {
        use std::io::IsTerminal;
        if std::io::stdout().is_terminal() {
            return Err(
                "-o -: refusing to write the .npz bytes to a terminal; redirect stdout, or leave \
                 out -o to print the results"
                    .into(),
            );
        }
        return Ok(());
    }
    let mut others: Vec<(&std::path::Path, &str)> = vec![(&args.file, "the program")];
    others.extend(args.inputs.iter().map(|p| (p.as_path(), "an input")));
    crate::output::refuse_clobber("-o", out, &others)
}

/// The inputs in @main's order, converted where only the spelling differs (uint16 bits or a
/// 2-byte void for bfloat16; the latter said on stderr).
fn read_inputs(
    paths: &[PathBuf],
    want: Option<&[minihlo::runtime::BufferSpec]>,
) -> Result<Vec<Array>, String> {
    let mut inputs = Vec::new();
    for path in paths {
        for (a, void) in npy_io::read_arrays_noted(path)? {
            inputs.push((a, void, path));
        }
    }
    let mut out = Vec::new();
    for (i, (a, void, path)) in inputs.into_iter().enumerate() {
        let spec = want.and_then(|w| w.get(i));
        let dtype = spec.map(|w| w.dtype);
        if void {
            if dtype != Some(DType::BF16) {
                let takes = spec.map_or("@main has no such input".to_string(), |w| {
                    format!("@main takes {w}")
                });
                return Err(format!(
                    "input {i} ({}) has dtype <V2, a 2-byte void (numpy's spelling of an \
                     ml_dtypes.bfloat16 array), read as bfloat16 only where bfloat16 is expected; \
                     {takes}",
                    path.display()
                ));
            }
            eprintln!(
                "note: input {i} ({}): dtype <V2 (a 2-byte void, as numpy saves ml_dtypes.bfloat16) \
                 read as bfloat16",
                path.display()
            );
        }
        out.push(match dtype {
            Some(d) => npy_io::as_dtype(a, d),
            None => a,
        });
    }
    Ok(out)
}

/// Every callback of the program bound to its action (`--callback NAME=ACTION`, `*` for the
/// rest); each callback counts its own calls from 0.
fn bind_callbacks(args: &RunArgs, compiled: &minihlo::Compiled) -> Result<Callbacks, String> {
    let mut actions: HashMap<String, Action> = HashMap::new();
    for spec in &args.callbacks {
        let (name, action) = parse_action(spec)?;
        actions.insert(name, action);
    }
    let names: Vec<&str> = compiled
        .lowered
        .callbacks
        .iter()
        .map(|c| c.callback.as_str())
        .collect();
    for name in actions.keys() {
        if name != "*" && !names.contains(&name.as_str()) {
            return Err(format!(
                "--callback {name}=...: the program has no callback {name:?} (its callbacks: {})",
                list(&names)
            ));
        }
    }
    let mut callbacks = Callbacks::new();
    let print_lock = Arc::new(Mutex::new(()));
    let mut counters: HashMap<&str, Arc<AtomicUsize>> = HashMap::new();
    for name in names.iter().copied() {
        let action = actions
            .get(name)
            .or_else(|| actions.get("*"))
            .ok_or_else(|| {
                format!(
                "callback {name:?} has no host action: pass --callback {name}=log (or zeros, copy, \
                 npy:DIR)"
            )
            })?;
        let counter = counters.entry(name).or_default().clone();
        let (action, lock) = (action.clone(), print_lock.clone());
        match &action {
            Action::Npy(dir) => crate::output::ensure_dir(dir)?,
            Action::NpyOut(dir) if !dir.is_dir() => {
                return Err(format!(
                    "--callback {name}=npy-out:{}: not a directory of recorded outputs",
                    dir.display()
                ))
            }
            _ => {}
        }
        callbacks = callbacks.bind_name(name, move |call| {
            host_action(&action, call, &counter, &lock)
        });
    }
    Ok(callbacks)
}

fn list(names: &[&str]) -> String {
    if names.is_empty() {
        "none".into()
    } else {
        names.join(", ")
    }
}

/// `float32[2, 3] [1.0, 2.0, ...]`.
fn show(a: &Array) -> String {
    let s = format!("{a:?}");
    // Array's Debug is `Array(DTYPE[SHAPE], [VALUES])`.
    let inner = s
        .strip_prefix("Array(")
        .and_then(|s| s.strip_suffix(')'))
        .unwrap_or(&s);
    inner.replacen(", [", " [", 1)
}

fn host_action(
    action: &Action,
    call: &mut Call<'_>,
    counter: &AtomicUsize,
    lock: &Mutex<()>,
) -> CallbackResult {
    let n = counter.fetch_add(1, Ordering::SeqCst);
    match action {
        Action::Print if call.spec().fmt.is_some() => {
            let fmt = call.spec().fmt.clone().unwrap_or_default();
            let args: Vec<Array> = call.inputs().iter().map(|b| b.to_array()).collect();
            let line = minihlo::runtime::debug_print::format(
                &fmt,
                minihlo::runtime::debug_print::has_placeholders(&fmt),
                call.spec().in_tree.as_deref(),
                &args,
            )?;
            let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
            println!("{line}");
            Ok(())
        }
        Action::Log | Action::Print => {
            let mut line = format!(
                "callback {} (index {}) call {n}:",
                call.name(),
                call.index()
            );
            for (j, b) in call.inputs().iter().enumerate() {
                let _ = write!(line, " in{j}={}", show(&b.to_array()));
            }
            {
                let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
                println!("{line}");
            }
            copy_or_zero(call, false)
        }
        Action::Zeros => copy_or_zero(call, true),
        Action::Copy => {
            let (ins, outs) = call.split();
            for (j, o) in outs.iter_mut().enumerate() {
                let src = ins
                    .iter()
                    .find(|b| b.dtype() == o.dtype() && b.shape() == o.shape())
                    .ok_or_else(|| {
                        format!("output {j} ({}{:?}) matches no input", o.dtype(), o.shape())
                    })?;
                o.bytes_mut().copy_from_slice(src.bytes());
            }
            Ok(())
        }
        Action::Npy(dir) => {
            for (j, b) in call.inputs().iter().enumerate() {
                let path = dir.join(format!("{}.{n}.in{j}.npy", file_safe(call.name())));
                npy_io::write_npy(&path, &b.to_array())?;
            }
            copy_or_zero(call, true)
        }
        Action::NpyOut(dir) => {
            let name = file_safe(call.name());
            crate::run_actions::fill_outputs(call, |j| dir.join(format!("{name}.{n}.out{j}.npy")))
        }
        Action::Cmd(command) => crate::run_actions::external(command, call, n),
    }
}

/// Each output copies the first input of its dtype and shape (unless `zeros`), else zeros.
fn copy_or_zero(call: &mut Call<'_>, zeros: bool) -> CallbackResult {
    let (ins, outs) = call.split();
    for o in outs.iter_mut() {
        match ins
            .iter()
            .find(|b| !zeros && b.dtype() == o.dtype() && b.shape() == o.shape())
        {
            Some(src) => o.bytes_mut().copy_from_slice(src.bytes()),
            None => o.fill_zero(),
        }
    }
    Ok(())
}

fn file_safe(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}
