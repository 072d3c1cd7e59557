//! Every conformance program through the real binary, against JAX's reference outputs.
//!
//! The module text must equal what `minihlo_stablehlo::lower` makes from the IR builder's copy of
//! the program (the lowering crate's own tests compare that, op by op and attribute by attribute,
//! with JAX's modules); on top, the custom_calls' targets and indices are checked against JAX's
//! `<p>_<platform>.mlir` here, and every error against JAX's message.

use minihlo_ir::samples::{conformance, CONFORMANCE};
use minihlo_stablehlo::{lower, FfiForm, LowerOptions};

use super::{assert_compile_error, assert_ok, conformance_file, minihlo, stdout};

fn read(name: &str) -> Option<String> {
    std::fs::read_to_string(conformance_file(name)).ok()
}

/// `(target, index)` of each custom_call in a module, in order, from either text form.
fn custom_calls(text: &str) -> Vec<(String, u64)> {
    text.lines()
        .filter(|l| l.contains("custom_call"))
        .map(|l| {
            let target = l
                .split("xla_buffer_python_")
                .nth(1)
                .and_then(|rest| rest.split(['"', '(']).next())
                .map(|t| format!("xla_buffer_python_{t}"))
                .unwrap_or_default();
            let index = l
                .split("index = ")
                .nth(1)
                .and_then(|rest| rest.split(' ').next())
                .and_then(|n| n.parse().ok())
                .unwrap_or(u64::MAX);
            (target, index)
        })
        .collect()
}

#[test]
fn every_program_compiles_like_jax_on_cpu_cuda_rocm_in_both_forms() {
    let mut compiled = 0;
    for name in CONFORMANCE {
        let Some(Ok(built)) = conformance(name) else {
            continue;
        };
        let file = conformance_file(&format!("{name}.jaxpr.txt"));
        for platform in ["cpu", "cuda", "rocm"] {
            let reference = read(&format!("{name}_{platform}.mlir")).expect("JAX's module");
            for (form, flag) in [(FfiForm::Jax, "jax"), (FfiForm::Typed, "typed")] {
                let o = minihlo(
                    &[
                        "compile",
                        file.to_str().expect("path"),
                        "--platform",
                        platform,
                        "--ffi-form",
                        flag,
                    ],
                    "",
                );
                assert_ok(&o);
                let ours = stdout(&o);
                let expected = lower(
                    &built,
                    &LowerOptions {
                        module_name: name.into(),
                        platforms: vec![platform.into()],
                        ffi_form: form,
                        ..LowerOptions::default()
                    },
                )
                .expect("the builder's program lowers");
                assert_eq!(
                    ours.trim_end(),
                    expected.text.trim_end(),
                    "{name} {platform} {flag}"
                );
                assert_eq!(
                    custom_calls(&ours),
                    custom_calls(&reference),
                    "{name} {platform} {flag}: custom_call targets and indices"
                );
                let first = reference.lines().next().unwrap_or("");
                assert!(ours.starts_with(first), "{name}: module header\n{ours}");
                compiled += 1;
            }
        }
    }
    assert_eq!(compiled, 13 * 3 * 2);
}

#[test]
fn tpu_and_multi_platform_errors_are_jax_errors() {
    for name in CONFORMANCE {
        let file = conformance_file(&format!("{name}.jaxpr.txt"));
        let file = file.to_str().expect("path");
        if let Some(expected) = read(&format!("{name}.expected_error")) {
            let o = minihlo(&["compile", file], "");
            assert_compile_error(&o, expected.trim_end());
            continue;
        }
        let o = minihlo(&["compile", file, "--platform", "tpu"], "");
        match read(&format!("{name}_tpu.expected_error")) {
            Some(expected) => assert_compile_error(&o, expected.trim_end()),
            None => assert_ok(&o),
        }
        // JAX's multi-platform error is the jax form's; the typed form lowers several platforms
        // (a `stablehlo.case` on the platform index, see minihlo-stablehlo's multi_platform.rs).
        let o = minihlo(
            &[
                "compile",
                file,
                "--platform",
                "cpu",
                "--platform",
                "cuda",
                "--ffi-form",
                "jax",
            ],
            "",
        );
        match read(&format!("{name}_cpu_cuda.expected_error")) {
            Some(expected) => assert_compile_error(&o, expected.trim_end()),
            // pure_unused_result: JAX's DCE removes the callback, so several platforms work.
            None => assert_ok(&o),
        }
        let o = minihlo(
            &["compile", file, "--platform", "cpu", "--platform", "cuda"],
            "",
        );
        assert_ok(&o);
    }
}

#[test]
fn custom_calls_reads_both_text_forms() {
    let jax = read("two_callbacks_cuda.mlir").expect("JAX's module");
    let expected = vec![
        ("xla_buffer_python_gpu_callback".to_string(), 0),
        ("xla_buffer_python_gpu_callback".to_string(), 1),
    ];
    assert_eq!(custom_calls(&jax), expected);
    let o = minihlo(
        &[
            "compile",
            conformance_file("two_callbacks.jaxpr.txt")
                .to_str()
                .expect("path"),
            "--platform",
            "rocm",
        ],
        "",
    );
    assert_eq!(custom_calls(&stdout(&o)), expected);
}
