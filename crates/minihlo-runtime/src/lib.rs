//! Run minihlo's (and JAX's) StableHLO modules on XLA:CPU from Rust, through a PJRT C-API
//! plugin, with Rust closures as the `buffer_callback` host callbacks, jaxlib's LAPACK
//! custom calls served, on one device or partitioned over several.
//!
//! ```no_run
//! use minihlo_runtime::{Array, Callbacks, CallbackSpec, Runtime};
//!
//! # let (module, table): (Vec<u8>, Vec<CallbackSpec>) = (vec![], vec![]);
//! let rt = Runtime::new()?; // the plugin scripts/pjrt-plugin installed, or $MINIHLO_PJRT_PLUGIN
//! let exe = rt.compile(&module, &table)?; // MLIR text or bytecode + the callbacks table
//! let callbacks = Callbacks::new().bind_name("double", |call| {
//!     let (ins, outs) = call.split();
//!     let x = ins[0].as_slice::<f32>()?;
//!     for (o, v) in outs[0].as_slice_mut::<f32>()?.iter_mut().zip(x) {
//!         *o = 2.0 * v;
//!     }
//!     Ok(())
//! });
//! let out = exe.run(&[Array::from_slice(&[4], &[1.0f32, 2.0, 3.0, 4.0])?], &callbacks)?;
//! println!("{:?}", out[0].to_vec::<f32>()?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Several devices: a module partitioned N ways (`mhlo.num_partitions = N`, Shardy's
//! `sdy.sharding` on `@main`'s arguments, as `jax.jit(f, in_shardings=...)` or `shard_map`
//! lower it) runs on a runtime with N CPU devices; `run` takes and returns global arrays,
//! split and assembled by the executable's parameter and output shardings:
//!
//! ```no_run
//! # use minihlo_runtime::{Array, Callbacks, Runtime};
//! # let module: Vec<u8> = vec![];
//! let rt = Runtime::builder().devices(8).build()?;
//! let exe = rt.compile(&module, &[])?;
//! let x = Array::from_slice(&[8, 4], &[1.0f32; 32])?;
//! let out = exe.run(&[x], &Callbacks::new())?; // global results
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The runtime takes a module and its callback table and knows nothing of MLIR: `minihlo`'s
//! `lower` gives both. One plugin per process, loaded once and never unloaded; every module's
//! callbacks go through one XLA FFI handler that finds the run's closures in the execute
//! context. Callbacks run on XLA's threads, possibly concurrently (one call per shard on a
//! partitioned run); executables and runtimes may be used from several threads at once.
//! jaxlib's `lapack_*_ffi` targets run on the system's LAPACK (loaded at the first call; see
//! [`LAPACK_ENV`]). All `unsafe` code is in one private module, `sys`.

#![deny(unsafe_code)]

mod array;
mod callback;
mod client;
pub mod debug_print;
mod error;
mod handlers;
mod lapack;
mod sharding;
mod sys;

pub use array::{byte_size, Array, DType, Element};
pub use callback::{
    Buffer, BufferMut, BufferSpec, Call, CallbackFn, CallbackResult, CallbackSpec, Callbacks,
};
pub use client::{CompileOptions, Executable, Runtime, RuntimeBuilder};
pub use error::{Error, INSTALL_COMMAND};
pub use half::{bf16, f16};
pub use sharding::{Shard, Sharding};
pub use sys::lapack::LAPACK_ENV;
pub use sys::{INSTALL_DIR, PLUGIN_ENV, PLUGIN_FILE};
