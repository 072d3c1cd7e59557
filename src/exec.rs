//! Running what minihlo compiled on XLA:CPU, in this process, with Rust closures as the host
//! callbacks ([`minihlo_runtime`], re-exported as [`crate::runtime`]).
//!
//! ```no_run
//! use minihlo::runtime::{Array, Callbacks, Runtime};
//!
//! let text = std::fs::read_to_string("examples/hello_callback.jaxpr")?;
//! let compiled = minihlo::compile(&text, &minihlo::Options::default())?;
//! let exe = minihlo::exec::load(&Runtime::new()?, &compiled.program, &compiled.lowered)?;
//! let callbacks = Callbacks::new().bind_name("hello", |call| {
//!     let (ins, outs) = call.split();
//!     outs[0].bytes_mut().copy_from_slice(ins[0].bytes());
//!     Ok(())
//! });
//! let out = exe.run(&[Array::from_slice(&[4], &[1.0f32, 2.0, 3.0, 4.0])?], &callbacks)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use minihlo_ir::Program;
use minihlo_runtime::{BufferSpec, CallbackSpec, Error, Executable, Runtime};
use minihlo_stablehlo::{HostCallback, Lowered};

/// The runtime's view of a host-callback table (through its JSON form, the one
/// `--callbacks-json` writes, so that the runtime needs none of the compiler's types).
pub fn callback_specs(callbacks: &[HostCallback]) -> Result<Vec<CallbackSpec>, Error> {
    let json = serde_json::to_string(callbacks)
        .map_err(|e| Error::Binding(format!("cannot serialize the callbacks table: {e}")))?;
    CallbackSpec::table_from_json(&json)
}

/// `@main`'s parameters: the main jaxpr's constvars, then its inputs. A PRNG key array is
/// passed as its `uint32` key data (`jax.random.key_data`), the key dimension last, as @main
/// takes it.
pub fn input_specs(program: &Program) -> Result<Vec<BufferSpec>, Error> {
    Ok(specs(&program.main().in_avals()))
}

/// `@main`'s results (global shapes, as a partitioned run assembles them).
pub fn output_specs(program: &Program) -> Vec<BufferSpec> {
    specs(&program.main().out_avals())
}

fn specs(avals: &[minihlo_ir::Aval]) -> Vec<BufferSpec> {
    avals
        .iter()
        .map(|a| {
            let a = a.physical();
            BufferSpec {
                dtype: a.dtype,
                shape: a.dims().iter().map(|&d| d as usize).collect(),
            }
        })
        .collect()
}

/// How many ordered-effect tokens `@main` threads: one per ordered effect (ordered io
/// callbacks share one, ordered debug callbacks another), each of which has an ordered entry in
/// the callback table.
pub fn ordered_tokens(specs: &[CallbackSpec]) -> usize {
    let io = specs.iter().any(|s| s.ordered && s.kind == "io");
    let debug = specs.iter().any(|s| s.ordered && s.kind == "debug");
    usize::from(io) + usize::from(debug)
}

/// Compiles a module lowered for cpu (either FFI form) on the runtime's plugin, with `jaxpr`'s
/// inputs as the checked signature of `run` and its outputs' global shapes. A text module
/// partitioned N ways (`mhlo.num_partitions = N`) needs a runtime with N devices
/// (`Runtime::builder().devices(N)`); a bytecode one is compiled for one partition unless the
/// caller uses [`Runtime::compile_with`].
pub fn load(rt: &Runtime, program: &Program, lowered: &Lowered) -> Result<Executable, Error> {
    let code = if lowered.text.is_empty() {
        &lowered.bytecode[..]
    } else {
        lowered.text.as_bytes()
    };
    let specs = callback_specs(&lowered.callbacks)?;
    let tokens = ordered_tokens(&specs);
    let exe = rt.compile(code, &specs)?;
    Ok(exe
        .with_inputs(input_specs(program)?)
        .with_outputs(output_specs(program))
        .with_tokens(tokens))
}
