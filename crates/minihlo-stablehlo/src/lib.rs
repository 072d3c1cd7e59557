//! Lowers minihlo's IR to StableHLO through the MLIR C API (melior / mlir-sys).
//!
//! StableHLO operations are built as operations of an unregistered `stablehlo` dialect and print
//! in MLIR's generic form; this crate checks StableHLO's rules itself before it emits (see
//! [`custom_call::check_custom_call`]). User strings reach MLIR only as string attributes.

pub mod attrs;
mod body;
mod budget;
pub mod context;
mod ctx;
pub mod custom_call;
pub mod emit;
pub mod error;
pub mod ffi_call;
mod funcs;
pub mod host_callbacks;
mod key_args;
pub mod lower;
mod mesh;
pub mod module;
pub mod multi_platform;
pub mod options;
pub mod platform;
mod rules;
mod tokens;
pub mod types;

pub use context::MlirContext;
pub use custom_call::{
    build_custom_call, check_custom_call, check_custom_call_op, CustomCall, CustomCallError,
    FfiForm,
};
pub use error::LowerError;
pub use host_callbacks::HostCallback;
pub use lower::{lower, lower_checked, lower_checked_into, Lowered};
pub use module::{
    build_module, build_module_with, emit, emit_forms, emit_into, jax_module_name, Emitted,
    MainSignature,
};
pub use multi_platform::{
    buffer_callback_dispatch, build_case, emit_dispatched_custom_call, index_dtype,
    platform_index_dtype, stablehlo_return, PlatformDispatch,
};
pub use options::{Emit, LowerOptions};
pub use platform::{buffer_callback_target, Platform, PlatformError};
