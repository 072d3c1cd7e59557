//! The one unsafe layer of the crate: every call into the PJRT plugin, every read of an XLA FFI
//! call frame, and every LAPACK routine go through here, behind safe types and functions.
//!
//! - [`c`]: the C declarations (PJRT C API, its FFI and shardings extensions, XLA FFI);
//! - `plugin`: loading the plugin, its errors, FFI type and handler registration;
//! - `client`: clients, devices, compiled executables, device buffers, executions;
//! - `host`: 64-byte-aligned host memory, which XLA:CPU uses in place;
//! - `frame`: XLA FFI handlers and a checked view of their call frames;
//! - `lapack`: the LAPACK library and a wrapper of each routine that checks every array's
//!   length against the sizes the routine is given.
//!
//! Outside this module the crate has no `unsafe` (the crate root forbids it elsewhere with
//! `#![deny(unsafe_code)]`, allowed here alone).

#![allow(unsafe_code)]

mod c;
mod client;
mod frame;
mod host;
pub(crate) mod lapack;
mod plugin;

pub(crate) use c::{byte_size, HandlerFn};
pub(crate) use client::{Client, Device, DeviceBuffer, LoadedExecutable};
pub(crate) use frame::{
    handler, Buffers, ErrorCode, Failure, Frame, Handler, Input, InputData, Output, Scalar,
};
pub(crate) use host::HostBytes;
pub(crate) use plugin::{load, locate, Plugin};
pub use plugin::{INSTALL_DIR, PLUGIN_ENV, PLUGIN_FILE};
