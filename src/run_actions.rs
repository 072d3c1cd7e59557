//! `minihlo run --callback NAME=cmd:COMMAND`: a callback served by an external command, so that a
//! program's real callbacks (a Python function, a tool) run end to end without writing Rust; and
//! outputs read back from `.npy` files (this action's and `npy-out:DIR`'s replay).

use std::path::PathBuf;
use std::process::Command;

use minihlo::runtime::{Array, Call, CallbackResult, DType};

use crate::npy_io;

/// Runs `COMMAND CALLDIR` through `sh` for call `n` of the callback: its inputs are
/// `CALLDIR/inJ.npy`, and it writes `CALLDIR/outJ.npy` for every output. Its stdout and stderr
/// are this process's.
pub fn external(command: &str, call: &mut Call<'_>, n: usize) -> CallbackResult {
    let dir = tempfile::Builder::new()
        .prefix("minihlo-call-")
        .tempdir()
        .map_err(|e| format!("cannot create a directory for the call: {e}"))?;
    for (j, b) in call.inputs().iter().enumerate() {
        npy_io::write_npy(&dir.path().join(format!("in{j}.npy")), &b.to_array())?;
    }
    let status = Command::new("sh")
        .arg("-c")
        .arg(format!("{command} \"$1\""))
        .arg("minihlo-callback")
        .arg(dir.path())
        .env("MINIHLO_CALLBACK", call.name())
        .env("MINIHLO_CALL", n.to_string())
        .status()
        .map_err(|e| format!("cannot run sh for `{command}`: {e}"))?;
    if !status.success() {
        return Err(format!("`{command}` failed ({status}) on call {n}").into());
    }
    fill_outputs(call, |j| dir.path().join(format!("out{j}.npy")))
        .map_err(|e| format!("after `{command}` on call {n}: {e}").into())
}

/// Output J of the call read from `path(J)`, checked against the output's dtype and shape.
pub fn fill_outputs(call: &mut Call<'_>, path: impl Fn(usize) -> PathBuf) -> CallbackResult {
    let (_, outs) = call.split();
    for (j, o) in outs.iter_mut().enumerate() {
        let file = path(j);
        let arrays = npy_io::read_arrays_noted(&file).map_err(|e| {
            if file.exists() {
                e
            } else {
                format!("output {j}: no file {}", file.display())
            }
        })?;
        let [(a, void)] = <[(Array, bool); 1]>::try_from(arrays)
            .map_err(|_| format!("{}: expected one array", file.display()))?;
        if void && o.dtype() != DType::BF16 {
            return Err(format!(
                "{}: dtype <V2 (2-byte void) where output {j} is {}",
                file.display(),
                o.dtype().numpy_name()
            )
            .into());
        }
        let a = npy_io::as_dtype(a, o.dtype());
        if a.dtype() != o.dtype() || a.shape() != o.shape() {
            return Err(format!(
                "{}: {}{:?}, but output {j} is {}{:?}",
                file.display(),
                a.dtype().numpy_name(),
                a.shape(),
                o.dtype().numpy_name(),
                o.shape()
            )
            .into());
        }
        o.bytes_mut().copy_from_slice(a.bytes());
    }
    Ok(())
}
