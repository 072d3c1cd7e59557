//! The whole pipeline (parse, check, lower through the MLIR C API) on arbitrary text: a module
//! or an error, never a panic or an abort inside MLIR.
//!
//! Its own `main`: the static MLIR libraries include mlir-opt's `main` (libMLIRMlirOptMain.a),
//! which the linker may pick over libFuzzer's; this one hands over to libFuzzer's driver.

use std::ffi::{c_char, c_int, CString};

use libfuzzer_sys::fuzz_target;

extern "C" {
    fn LLVMFuzzerRunDriver(
        argc: *mut c_int,
        argv: *mut *mut *mut c_char,
        callback: unsafe extern "C" fn(*const u8, usize) -> c_int,
    ) -> c_int;
    fn LLVMFuzzerTestOneInput(data: *const u8, size: usize) -> c_int;
}

fn main() {
    let args: Vec<CString> = std::env::args()
        .map(|a| CString::new(a).expect("no NUL in arguments"))
        .collect();
    let mut ptrs: Vec<*mut c_char> = args.iter().map(|a| a.as_ptr() as *mut c_char).collect();
    ptrs.push(std::ptr::null_mut());
    let mut argc = args.len() as c_int;
    let mut argv = ptrs.as_mut_ptr();
    // SAFETY: argc/argv describe NUL-terminated strings that outlive the call.
    let rc = unsafe { LLVMFuzzerRunDriver(&mut argc, &mut argv, LLVMFuzzerTestOneInput) };
    std::process::exit(rc);
}
use minihlo::stablehlo::{FfiForm, LowerOptions};

fuzz_target!(|data: &[u8]| {
    // The first byte picks the options, the rest is the program.
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let platforms: &[&str] = match pick & 3 {
        0 => &["cpu"],
        1 => &["cuda"],
        2 => &["cpu", "cuda"],
        _ => &["tpu"],
    };
    let opts = minihlo::Options {
        parse: Default::default(),
        lower: LowerOptions {
            module_name: "fuzz".into(),
            platforms: platforms
                .iter()
                .map(|p| minihlo::stablehlo::Platform::from(*p))
                .collect(),
            ffi_form: if pick & 4 == 0 {
                FfiForm::Typed
            } else {
                FfiForm::Jax
            },
            ..LowerOptions::default()
        },
    };
    match minihlo::compile(text, &opts) {
        Ok(c) => assert!(!c.lowered.text.is_empty()),
        Err(e) => {
            let _ = e.render();
        }
    }
});
