//! `minihlo run`: compile a jaxpr for cpu and execute it on XLA:CPU (minihlo-runtime), each
//! callback bound to a built-in host action chosen by its name.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use minihlo::runtime::{Array, Call, CallbackResult, Callbacks, Runtime};
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
    /// Write the results to PATH (`.npz`, arrays `out0`, `out1`, ...) instead of printing them.
    #[arg(short = 'o', long = "output", value_name = "PATH")]
    output: Option<PathBuf>,
    /// The host action of the callback NAME (`*` for every callback not named): `log`, `zeros`,
    /// `copy`, `npy:DIR` or `print`. Repeat for several callbacks.
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
  print     jax.debug.print (callback name debug_print): print the line JAX prints; others as log

numpy has no bfloat16: bfloat16 values are read and written as their uint16 bits.

Example:
  minihlo run examples/hello_callback.jaxpr --input x.npy --callback hello=log";

#[derive(Clone)]
enum Action {
    Log,
    Zeros,
    Copy,
    Npy(PathBuf),
    Print,
}

fn parse_action(spec: &str) -> Result<(String, Action), String> {
    let (name, action) = spec
        .rsplit_once('=')
        .ok_or_else(|| format!("--callback {spec:?}: expected NAME=ACTION"))?;
    let action = match action {
        "log" => Action::Log,
        "zeros" => Action::Zeros,
        "copy" => Action::Copy,
        "print" => Action::Print,
        a if a.starts_with("npy:") && a.len() > 4 => Action::Npy(PathBuf::from(&a[4..])),
        a => {
            return Err(format!(
                "--callback {spec:?}: unknown action {a:?} (log, zeros, copy, npy:DIR, print)"
            ))
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
    let compiled = minihlo::compile(text, &opts).map_err(|e| e.render())?;

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
    let counter = Arc::new(AtomicUsize::new(0));
    let print_lock = Arc::new(Mutex::new(()));
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
        let (action, counter, lock) = (action.clone(), counter.clone(), print_lock.clone());
        if let Action::Npy(dir) = &action {
            std::fs::create_dir_all(dir)
                .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        callbacks = callbacks.bind_name(name, move |call| {
            host_action(&action, call, &counter, &lock)
        });
    }

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

    let mut inputs = Vec::new();
    for path in &args.inputs {
        inputs.extend(npy_io::read_arrays(path)?);
    }
    if let Some(want) = exe.inputs() {
        inputs = inputs
            .into_iter()
            .zip(
                want.iter()
                    .map(|w| w.dtype)
                    .chain(std::iter::repeat(minihlo::runtime::DType::U8)),
            )
            .map(|(a, d)| npy_io::as_dtype(a, d))
            .collect();
    }
    let outputs = exe.run(&inputs, &callbacks).map_err(|e| e.to_string())?;
    match &args.output {
        Some(path) => npy_io::write_npz(path, &outputs),
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
