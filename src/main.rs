//! The `minihlo` command line: compile, check and format jaxpr text.

use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

mod diff_cmd;
mod npy_io;
mod output;
mod run_actions;
mod run_cmd;
mod vmap_cmd;
use minihlo::jaxpr::ParseOptions;
use minihlo::stablehlo::{lower_checked_into, FfiForm, HostCallback, LowerOptions, Platform};
use output::Output;

const EXAMPLE: &str = "\
Example:
  python -c 'import jax; print(jax.make_jaxpr(f)(x))' > f.jaxpr
  minihlo compile f.jaxpr --platform cuda --ffi-form jax --callbacks-json f.callbacks.json -o f.mlir
  minihlo compile examples/hello_callback.jaxpr
  minihlo compile f.jaxpr --name f --ffi-form jax -o f.mlir
  minihlo diff f.mlir f.jax.mlir      # against jax.jit(f).lower(x).as_text(), in either form
  minihlo run f.jaxpr --input x.npy --callback NAME=log

Exit status: 0 on success, 1 when the program does not compile (the message, with JAX's own
text where JAX reports the same problem, goes to stderr), 2 on a usage error.";

#[derive(Parser)]
#[command(name = "minihlo", version, about = "Compile JAX jaxpr text (buffer_callback above all) to StableHLO", after_help = EXAMPLE)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Compile a jaxpr text to a StableHLO module.
    #[command(after_help = EXAMPLE)]
    Compile(CompileArgs),
    /// Parse and type-check jaxpr texts; print nothing on success.
    Check {
        /// The jaxpr text as `print(jax.make_jaxpr(f)(*args))` prints it; `-` for stdin.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
    },
    /// Compile a jaxpr for cpu and execute it on XLA:CPU, callbacks bound to host actions.
    Run(run_cmd::RunArgs),
    /// Print the jaxpr `jax.vmap` makes of a jaxpr (as `jax.make_jaxpr` prints it).
    Vmap(vmap_cmd::VmapArgs),
    /// Compare two modules (generic or pretty form): the first operation and attributes that
    /// differ.
    Diff(diff_cmd::DiffArgs),
    /// Print jaxpr texts in canonical form (as JAX prints them), one after the other.
    Fmt {
        /// The jaxpr text; `-` for stdin.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
    },
}

#[derive(clap::Args)]
struct CompileArgs {
    /// The jaxpr text as `print(jax.make_jaxpr(f)(*args))` prints it; `-` for stdin. Several
    /// files need `--out-dir`.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    /// A lowering platform; repeat it or give a list (`cpu,cuda`) to lower for several. Any
    /// other name (metal, a PJRT plugin's) is lowered as JAX lowers it: a buffer_callback gets
    /// JAX's `not supported on P backend`. Not `gpu`: choose cuda or rocm. Default: cpu.
    #[arg(long = "platform", value_name = "P", value_delimiter = ',', value_parser = PlatformParser)]
    platforms: Vec<Platform>,
    /// How buffer_callback's custom_call carries its index: `typed` (api_version 4, the
    /// typed-FFI form) or `jax` (api_version 1 with mhlo.backend_config, JAX's own output).
    #[arg(long, value_enum, default_value_t = Form::Typed)]
    ffi_form: Form,
    /// Write the host-callback table as JSON to PATH (`-`: stdout, with `-o PATH`).
    #[arg(long, value_name = "PATH", conflicts_with = "out_dir")]
    callbacks_json: Option<PathBuf>,
    /// Write the module to PATH instead of stdout (`-`: stdout).
    #[arg(
        short = 'o',
        long = "output",
        value_name = "PATH",
        conflicts_with = "out_dir"
    )]
    output: Option<PathBuf>,
    /// Name the module as JAX names `jax.jit` of a function called NAME: `jit_NAME`, every
    /// character other than a letter, digit, `_`, `.` or `-` made `_`, trailing `_` dropped.
    /// Default: the file name up to its first `.` (`main` for stdin).
    #[arg(long, conflicts_with = "out_dir")]
    name: Option<String>,
    /// Compile every FILE into DIR: `NAME.mlir` (or `.mlirbc`) and `NAME.callbacks.json`, NAME
    /// from the file name. Files are compiled in parallel, one MLIR context per thread.
    #[arg(long, value_name = "DIR")]
    out_dir: Option<PathBuf>,
    /// How many files to compile at once with `--out-dir`. Default: the number of CPUs.
    #[arg(long, short = 'j', value_name = "N", requires = "out_dir", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
    /// Whether the program was traced with `jax_enable_x64` (the jaxpr text does not say): the
    /// indices JAX makes up while lowering (the platform index, scan's counter) are then i64.
    /// Default: inferred, on when the program has any 64-bit value.
    #[arg(long, value_enum, value_name = "on|off")]
    x64: Option<Switch>,
    /// What to write: MLIR text or MLIR bytecode (not to a terminal unless `-o` is given), as
    /// the library's `Emit::Text` and `Emit::Bytecode`.
    #[arg(long, value_enum, default_value_t = Emit::Text)]
    emit: Emit,
}

#[derive(Clone, Copy, ValueEnum)]
enum Form {
    Typed,
    Jax,
}

#[derive(Clone, Copy, ValueEnum)]
enum Switch {
    On,
    Off,
}

#[derive(Clone, Copy, ValueEnum)]
enum Emit {
    /// MLIR text (`mlir` is accepted too).
    #[value(alias = "mlir")]
    Text,
    Bytecode,
}

/// `--platform`: any name [`Platform::from_str`](std::str::FromStr) accepts; the known ones are
/// listed in `--help`.
#[derive(Clone)]
struct PlatformParser;

impl clap::builder::TypedValueParser for PlatformParser {
    type Value = Platform;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Platform, clap::Error> {
        let invalid = |message: String| {
            let arg = arg.map_or_else(|| "--platform <P>".to_string(), |a| a.to_string());
            cmd.clone().error(
                clap::error::ErrorKind::ValueValidation,
                format!(
                    "invalid value {:?} for '{arg}': {message}",
                    value.to_string_lossy()
                ),
            )
        };
        let name = value
            .to_str()
            .ok_or_else(|| invalid("a platform name is UTF-8 text".into()))?;
        name.parse::<Platform>().map_err(|e| invalid(e.to_string()))
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            minihlo::stablehlo::platform::KNOWN_PLATFORMS
                .iter()
                .map(|p| clap::builder::PossibleValue::new(*p)),
        ))
    }
}

/// A failure: the message for stderr (after `error: `).
struct Failure(String);

fn main() -> ExitCode {
    // clap exits with 2 on a usage error and 0 for --help / --version.
    let cli = Cli::parse();
    if let Command::Diff(args) = &cli.command {
        return match diff_cmd::run(args) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::from(1),
            Err(message) => {
                eprintln!("error: {}", message.trim_end());
                ExitCode::from(2)
            }
        };
    }
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(message)) => {
            let mut err = std::io::stderr().lock();
            let _ = writeln!(err, "error: {}", message.trim_end());
            ExitCode::from(1)
        }
    }
}

fn run(cli: Cli) -> Result<(), Failure> {
    match cli.command {
        Command::Compile(args) => {
            let hint = platform_hint(&args.platforms);
            compile(args).map_err(|Failure(m)| match hint {
                Some(h) => Failure(format!("{}\n{h}", m.trim_end())),
                None => Failure(m),
            })
        }
        Command::Run(args) => {
            let (text, opts) = read(args.file())?;
            run_cmd::run(args, &text, opts).map_err(Failure)
        }
        Command::Vmap(args) => {
            let (text, opts) = read(&args.file)?;
            vmap_cmd::run(args, &text, opts).map_err(Failure)
        }
        Command::Diff(_) => Ok(()),
        Command::Check { files } => each_file(&files, |file| {
            let (text, opts) = read(file)?;
            minihlo::jaxpr::parse_with(&text, &opts).map_err(parse_failure)?;
            Ok(())
        }),
        Command::Fmt { files } => each_file(&files, |file| {
            let (text, opts) = read(file)?;
            let jaxpr = minihlo::jaxpr::parse_with(&text, &opts).map_err(parse_failure)?;
            // NumPy scalars in params (`np.int64(1)`) are printed as the text spells them.
            let ast = minihlo::jaxpr::parse_ast_with(&text, &opts).map_err(parse_failure)?;
            let texts = minihlo::jaxpr::param_texts::param_texts(&ast, &text);
            let mut out = minihlo::ir::pretty::pretty_print_with(&jaxpr, &texts);
            out.push('\n');
            write_stdout(out.as_bytes())
        }),
    }
}

/// Runs `one` on every file in order, going on after a failure; one `error:` per failure.
fn each_file(
    files: &[PathBuf],
    mut one: impl FnMut(&Path) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let failed: Vec<String> = files
        .iter()
        .filter_map(|f| one(f).err().map(|Failure(m)| m))
        .collect();
    if failed.is_empty() {
        Ok(())
    } else {
        Err(Failure(failed.join("\nerror: ")))
    }
}

fn is_dash(path: &Path) -> bool {
    path == Path::new("-")
}

fn compile(args: CompileArgs) -> Result<(), Failure> {
    for (i, p) in args.platforms.iter().enumerate() {
        if args.platforms[..i].contains(p) {
            usage_error(
                "compile",
                &format!("--platform {p} is given twice; each platform is listed once"),
            );
        }
    }
    if let Some(dir) = &args.out_dir {
        return compile_into(&args, dir);
    }
    let [file] = args.files.as_slice() else {
        usage_error("compile", "several files need --out-dir DIR")
    };
    // `-` is stdout for -o and --callbacks-json, as it is stdin for FILE.
    let module_file = args.output.as_deref().filter(|p| !is_dash(p));
    let table_to_stdout = args.callbacks_json.as_deref().is_some_and(is_dash);
    if module_file.is_none() && table_to_stdout {
        usage_error(
            "compile",
            "--callbacks-json - and the module would both go to stdout; give -o PATH for the module",
        );
    }
    if matches!(args.emit, Emit::Bytecode)
        && args.output.is_none()
        && std::io::stdout().is_terminal()
    {
        usage_error(
            "compile",
            "refusing to write MLIR bytecode to a terminal; give -o PATH (`-o -` for stdout) or redirect stdout",
        );
    }
    check_outputs(&args, file);
    let (text, parse) = read(file)?;
    let module_name = args.name.clone().unwrap_or_else(|| {
        if is_dash(file) {
            "main".into()
        } else {
            minihlo::module_name_from_path(file)
        }
    });
    // The module is written as MLIR prints it: into a temporary file beside `-o` (renamed into
    // place once everything succeeded, so a failure leaves no partial output), or to stdout
    // (MLIR prints only a verified module, so a failure prints nothing).
    match module_file {
        Some(path) => {
            let mut module = Output::create(path)?;
            let callbacks = compile_text(&args, text, parse, module_name, module.writer())?;
            match &args.callbacks_json {
                Some(json_path) if is_dash(json_path) => {
                    let mut stdout = std::io::stdout().lock();
                    write_table(&callbacks, &mut stdout, Path::new("stdout"))?;
                    stdout
                        .flush()
                        .map_err(|e| Failure(format!("cannot write to stdout: {e}")))?;
                }
                Some(json_path) => {
                    let mut table = Output::create(json_path)?;
                    write_table(&callbacks, table.writer(), json_path)?;
                    table.commit()?;
                }
                None => {}
            }
            module.commit()
        }
        None => {
            let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
            match &args.callbacks_json {
                None => {
                    compile_text(&args, text, parse, module_name, &mut stdout)?;
                }
                // The table is in place before the module reaches stdout.
                Some(json_path) => {
                    let mut module = Vec::new();
                    let callbacks = compile_text(&args, text, parse, module_name, &mut module)?;
                    let mut table = Output::create(json_path)?;
                    write_table(&callbacks, table.writer(), json_path)?;
                    table.commit()?;
                    stdout
                        .write_all(&module)
                        .map_err(|e| Failure(format!("cannot write to stdout: {e}")))?;
                }
            }
            stdout
                .flush()
                .map_err(|e| Failure(format!("cannot write to stdout: {e}")))
        }
    }
}

/// Parses and checks `text`, frees it, and lowers the program into `out` with the command line's
/// options; returns the host-callback table.
fn compile_text(
    args: &CompileArgs,
    text: String,
    parse: ParseOptions,
    module_name: String,
    out: &mut dyn Write,
) -> Result<Vec<HostCallback>, Failure> {
    let checked = minihlo::jaxpr::parse_checked_with(&text, &parse).map_err(parse_failure)?;
    // Not needed past parsing: freed before MLIR builds the module, which lowers the peak.
    drop(text);
    let platforms = if args.platforms.is_empty() {
        vec![Platform::Cpu]
    } else {
        args.platforms.clone()
    };
    let x64 = args.x64.map(|s| matches!(s, Switch::On));
    let warning = x64_warning(&checked, x64);
    let opts = LowerOptions {
        module_name,
        platforms,
        ffi_form: match args.ffi_form {
            Form::Typed => FfiForm::Typed,
            Form::Jax => FfiForm::Jax,
        },
        // Only the form that will be written: each costs about a tenth of a compile.
        emit: match args.emit {
            Emit::Text => minihlo::stablehlo::Emit::Text,
            Emit::Bytecode => minihlo::stablehlo::Emit::Bytecode,
        },
        x64,
    };
    let callbacks = lower_checked_into(&checked, &opts, out).map_err(|e| Failure(e.to_string()))?;
    // After success only: a failure's first line is its error.
    if let Some(warning) = warning {
        eprintln!("warning: {warning}");
    }
    Ok(callbacks)
}

/// The warning when `--x64` is not given and the text cannot tell whether JAX traced with
/// `jax_enable_x64`: no 64-bit value (so x64 is taken as off), yet the module has a value whose
/// type x64 decides (scan's loop counter, a PRNG seed's promotion). The platform index of a
/// module for several platforms is left out: a caller gives it (jax.export), and docs/cli.md says
/// that `--x64` decides it.
pub(crate) fn x64_warning(program: &minihlo::ir::Program, x64: Option<bool>) -> Option<String> {
    if x64.is_some()
        || minihlo::stablehlo::multi_platform::platform_index_dtype(program)
            == minihlo::ir::DType::I64
    {
        return None;
    }
    let reachable = program.reachable();
    let mut uses = Vec::new();
    for (j, _) in program.jaxprs().iter().zip(&reachable).filter(|(_, r)| **r) {
        for e in &j.eqns {
            let what = match e.primitive.name() {
                "scan" => "scan's loop counter",
                "random_seed" => "the PRNG seed's promotion",
                _ => continue,
            };
            if !uses.contains(&what) {
                uses.push(what);
            }
        }
    }
    if uses.is_empty() {
        return None;
    }
    Some(format!(
        "the text does not say whether JAX traced it with jax_enable_x64, and no value is 64-bit: \
         taken as off, so {} is 32-bit; pass --x64 on if the program was traced with x64 \
         (--x64 off silences this)",
        uses.join(" and ")
    ))
}

/// "did you mean `cpu`?" for a platform name that is a known one in other case (`CPU`).
fn platform_hint(platforms: &[Platform]) -> Option<String> {
    platforms.iter().find_map(|p| {
        let name = p.to_string();
        let lower = name.to_ascii_lowercase();
        (lower != name && minihlo::stablehlo::platform::KNOWN_PLATFORMS.contains(&lower.as_str()))
            .then(|| {
                format!(
                    "  did you mean `--platform {lower}`? Platform names are lower case; `{name}` \
                     is lowered as an unknown platform, as JAX does"
                )
            })
    })
}

/// `-o` and `--callbacks-json` must not name the input or each other (exit 2).
fn check_outputs(args: &CompileArgs, input: &Path) {
    let mut refused = None;
    if let Some(out) = &args.output {
        refused = output::refuse_clobber("-o", out, &[(input, "the input")]).err();
    }
    if let (None, Some(json)) = (&refused, &args.callbacks_json) {
        let mut others: Vec<(&Path, &str)> = vec![(input, "the input")];
        if let Some(out) = &args.output {
            others.push((out, "the module's output (-o)"));
        }
        refused = output::refuse_clobber("--callbacks-json", json, &others).err();
    }
    if let Some(message) = refused {
        usage_error("compile", &message);
    }
}

/// The host-callback table as JSON, one object per index.
fn write_table(
    callbacks: &[HostCallback],
    out: &mut dyn Write,
    path: &Path,
) -> Result<(), Failure> {
    let fail = |e: String| Failure(format!("cannot write {}: {e}", path.display()));
    serde_json::to_writer_pretty(&mut *out, callbacks).map_err(|e| fail(e.to_string()))?;
    out.write_all(b"\n").map_err(|e| fail(e.to_string()))
}

/// `--out-dir`: every file compiled on a pool of threads, each with its own MLIR context (in
/// `lower`). A file that fails is reported and writes nothing; the others are still written.
fn compile_into(args: &CompileArgs, dir: &Path) -> Result<(), Failure> {
    let mut names = std::collections::HashMap::new();
    for file in &args.files {
        if is_dash(file) {
            usage_error(
                "compile",
                "--out-dir compiles files; stdin (`-`) has no file name",
            );
        }
        let name = minihlo::module_name_from_path(file);
        if let Some(other) = names.insert(name.clone(), file) {
            usage_error(
                "compile",
                &format!(
                    "{} and {} would both write {name}.*",
                    other.display(),
                    file.display()
                ),
            );
        }
    }
    output::ensure_dir(dir).map_err(Failure)?;
    let extension = match args.emit {
        Emit::Text => "mlir",
        Emit::Bytecode => "mlirbc",
    };
    let one = |file: &PathBuf| -> Result<(), Failure> {
        let (text, parse) = read(file)?;
        let name = minihlo::module_name_from_path(file);
        let module_path = dir.join(format!("{name}.{extension}"));
        let json_path = dir.join(format!("{name}.callbacks.json"));
        for out in [&module_path, &json_path] {
            let inputs: Vec<(&Path, &str)> = args
                .files
                .iter()
                .map(|f| (f.as_path(), "an input"))
                .collect();
            output::refuse_clobber("--out-dir writes", out, &inputs).map_err(Failure)?;
        }
        let mut module = Output::create(&module_path)?;
        let callbacks = compile_text(args, text, parse, name.clone(), module.writer())?;
        let mut table = Output::create(&json_path)?;
        write_table(&callbacks, table.writer(), &json_path)?;
        table.commit()?;
        module.commit()
    };
    let jobs = args
        .jobs
        .map(usize::from)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .min(args.files.len());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<Result<(), Failure>>>> =
        args.files.iter().map(|_| Default::default()).collect();
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(file) = args.files.get(i) else { break };
                let result = one(file);
                if let Ok(mut slot) = results[i].lock() {
                    *slot = Some(result);
                }
            });
        }
    });
    let mut failed = Vec::new();
    for (file, slot) in args.files.iter().zip(results) {
        match slot.into_inner().ok().flatten() {
            Some(Ok(())) => {}
            Some(Err(Failure(message))) => failed.push(format!("{}: {message}", file.display())),
            None => failed.push(format!("{}: not compiled", file.display())),
        }
    }
    if failed.is_empty() {
        Ok(())
    } else {
        // One `error:` line per failed file, in the order the files were given.
        Err(Failure(failed.join("\nerror: ")))
    }
}

/// Exits with status 2, the message and the usage of `subcommand`, as clap's own usage errors.
fn usage_error(subcommand: &str, message: &str) -> ! {
    use clap::CommandFactory;
    let mut cli = Cli::command();
    cli.build();
    let kind = clap::error::ErrorKind::ArgumentConflict;
    match cli.find_subcommand_mut(subcommand) {
        Some(sub) => sub.error(kind, message).exit(),
        None => cli.error(kind, message).exit(),
    }
}

fn write_stdout(bytes: &[u8]) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    out.write_all(bytes)
        .and_then(|()| out.flush())
        .map_err(|e| Failure(format!("cannot write to stdout: {e}")))
}

fn read(file: &Path) -> Result<(String, ParseOptions), Failure> {
    let (name, source_name) = if file == Path::new("-") {
        ("stdin".to_string(), "<stdin>".to_string())
    } else {
        (file.display().to_string(), file.display().to_string())
    };
    let fail = |e: std::io::Error| Failure(format!("cannot read {name}: {e}"));
    // At most one byte past the limit: a huge file is refused without being read into memory.
    let limit = minihlo::jaxpr::lexer::MAX_INPUT_BYTES;
    let mut bytes = Vec::new();
    let reader: Box<dyn Read> = if file == Path::new("-") {
        Box::new(std::io::stdin().lock())
    } else {
        Box::new(std::fs::File::open(file).map_err(fail)?)
    };
    reader
        .take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(fail)?;
    if bytes.len() > limit {
        return Err(Failure(format!(
            "{name} is larger than the limit of {limit} bytes"
        )));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        Failure(format!(
            "{name} is not UTF-8 text (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        ))
    })?;
    Ok((text, ParseOptions { source_name }))
}

/// Every diagnostic once: `error: MESSAGE`, then its place and snippet.
fn parse_failure(e: minihlo::jaxpr::Error) -> Failure {
    let rendered = e.render_errors();
    let rendered = rendered.strip_prefix("error: ").unwrap_or(&rendered);
    Failure(rendered.trim_end().to_string())
}
