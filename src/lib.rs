//! minihlo: JAX-style traced programs, `buffer_callback` above all, to StableHLO.
//!
//! [`compile`] is the whole pipeline on jaxpr text: parse ([`jaxpr`]), check ([`ir::check()`]),
//! lower ([`stablehlo::lower()`]).
//!
//! ```no_run
//! let text = std::fs::read_to_string("examples/hello_callback.jaxpr")?;
//! let compiled = minihlo::compile(&text, &minihlo::Options::default())?;
//! println!("{}", compiled.lowered.text);
//! for cb in &compiled.lowered.callbacks {
//!     println!("index {} -> {}", cb.index, cb.callback);
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Programs built from Rust are typed as they are traced, print as JAX prints them, and lower
//! the same way:
//!
//! ```
//! use minihlo::ir::{Aval, BufferCallback, Builder, DType, Literal};
//! use minihlo::stablehlo::{lower, LowerOptions, Platform};
//!
//! let mut b = Builder::new();
//! let x = b.input(Aval::new(DType::F32, [4]));
//! let log = BufferCallback::new("log", vec![Aval::new(DType::F32, [4])]).side_effect(true);
//! let y = b.callback1(log, [x])?;                  // one result: the Var itself
//! let z = b.mul(y, Literal::f32(2.0))?;
//! let t = b.tanh(z)?;                              // b.max(x, y), b.lt(x, y), b.reduce_sum(x, &[0]), ...
//! let program = b.finish([t]);
//! assert!(program.to_string().contains("c:f32[4] = mul b 2.0:f32[]"));
//! let opts = LowerOptions { platforms: vec![Platform::Cuda], ..LowerOptions::default() };
//! let lowered = lower(&program, &opts)?;             // the module's text (LowerOptions::emit)
//! assert!(lowered.text.contains("xla_buffer_python_gpu_callback"));
//! assert_eq!(lowered.callbacks[0].callback, "log");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A module's snapshot with [insta](https://insta.rs), as the README shows it (inside a
//! `#[test]` function; insta needs its `glob` feature for `glob!`, and the table is written with
//! serde_json):
//!
//! ```no_run
//! insta::glob!("../examples", "*.jaxpr", |path| {
//!     let text = std::fs::read_to_string(path).unwrap();
//!     let compiled = minihlo::compile(&text, &minihlo::Options::default()).unwrap();
//!     let table = serde_json::to_string_pretty(&compiled.lowered.callbacks).unwrap();
//!     insta::assert_snapshot!(format!("{}--- callbacks\n{table}\n", compiled.lowered.text));
//! });
//! ```

pub use minihlo_ir as ir;
pub use minihlo_jaxpr as jaxpr;
pub use minihlo_runtime as runtime;
pub use minihlo_stablehlo as stablehlo;

pub mod exec;

use minihlo_ir::Program;
use minihlo_stablehlo::{LowerError, LowerOptions, Lowered};

/// How to compile.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// How to read the text (the source name diagnostics show).
    pub parse: minihlo_jaxpr::ParseOptions,
    /// Module name, platforms and custom_call form.
    pub lower: LowerOptions,
}

/// A compiled program: the checked program and its module.
#[derive(Clone, Debug)]
pub struct Compiled {
    pub program: Program,
    pub lowered: Lowered,
}

/// Why a text did not compile.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The text is not a valid jaxpr, or the program is ill-typed (located diagnostics).
    #[error("{}", .0.message())]
    Parse(minihlo_jaxpr::Error),
    /// The program cannot be lowered as asked (JAX's message where JAX has one).
    #[error("{0}")]
    Lower(LowerError),
}

impl Error {
    /// The message, then for located errors each diagnostic with `file:line:column` and a snippet
    /// (no colours).
    pub fn render(&self) -> String {
        match self {
            Error::Parse(e) => e.render(),
            Error::Lower(e) => e.to_string(),
        }
    }
}

impl From<minihlo_jaxpr::Error> for Error {
    fn from(e: minihlo_jaxpr::Error) -> Error {
        Error::Parse(e)
    }
}

impl From<LowerError> for Error {
    fn from(e: LowerError) -> Error {
        Error::Lower(e)
    }
}

/// Parses, checks and lowers a jaxpr text.
pub fn compile(text: &str, opts: &Options) -> Result<Compiled, Error> {
    let checked = minihlo_jaxpr::parse_checked_with(text, &opts.parse)?;
    let lowered = minihlo_stablehlo::lower_checked(&checked, &opts.lower)?;
    Ok(Compiled {
        program: checked.into_inner(),
        lowered,
    })
}

/// The function name a file stands for, as the command line names its module: the file name
/// up to its first `.` (`main` when that is empty). The module is then named by JAX's rule,
/// [`stablehlo::jax_module_name`]: `hello-callback.jaxpr` gives `@"jit_hello-callback"`, as
/// `jax.jit` of a function named `hello-callback` does.
pub fn module_name_from_path(path: &std::path::Path) -> String {
    let file = path
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default();
    match file.split('.').next() {
        Some(stem) if !stem.is_empty() => stem.to_string(),
        _ => "main".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::module_name_from_path;
    use std::path::Path;

    #[test]
    fn module_names_from_file_names() {
        for (path, name) in [
            ("dir/single_f32.jaxpr.txt", "single_f32"),
            ("hello-callback.jaxpr", "hello-callback"),
            ("3d model.jaxpr", "3d model"),
            (".jaxpr", "main"),
            ("", "main"),
            ("ünï.jaxpr", "ünï"),
        ] {
            assert_eq!(module_name_from_path(Path::new(path)), name, "{path}");
        }
    }
}
