//! `minihlo run --callback NAME=cmd:COMMAND`: a callback served by an external command, so that a
//! program's real callbacks (a Python function, a tool) run end to end without writing Rust.

use std::process::Command;

use minihlo::runtime::{Call, CallbackResult};

use crate::{npy_io, run_cmd};

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
    run_cmd::fill_outputs(call, |j| dir.path().join(format!("out{j}.npy")))
        .map_err(|e| format!("after `{command}` on call {n}: {e}").into())
}
