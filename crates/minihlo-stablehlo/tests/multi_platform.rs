//! One module for several platforms: buffer_callback dispatched on JAX's `_platform_index` in the
//! typed form, JAX's errors in the jax form, `@main`'s platform-index argument as JAX writes it,
//! the reusable `case` builder, and the modules `python/test_interop.py` specialises and runs.

use std::path::{Path, PathBuf};

use melior::ir::block::BlockLike;
use melior::ir::Value;
use minihlo_ir::{Aval, DType, Literal, Program};
use minihlo_stablehlo::{
    buffer_callback_dispatch, build_case, build_module, emit::Emitter, lower, stablehlo_return,
    FfiForm, HostCallback, LowerOptions, MlirContext,
};

use crate::lower::{build, callback_program, check_err, check_lower, opts};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn strings(xs: &[&str]) -> Vec<String> {
    xs.iter().map(|x| x.to_string()).collect()
}

fn platforms(xs: &[&str]) -> Vec<minihlo_stablehlo::Platform> {
    xs.iter()
        .map(|x| minihlo_stablehlo::Platform::from(*x))
        .collect()
}

/// Each conformance program with a live callback, for cpu + cuda (one branch per platform).
#[test]
fn cpu_cuda() {
    for name in [
        "single_f32",
        "alias_1_0",
        "two_callbacks",
        "same_callback_twice",
        "zero_outputs_side_effect",
        "side_effect_unused_result",
        "cmd_buffer",
    ] {
        check_lower(
            &format!("mp_{name}_cpu_cuda"),
            &callback_program(name),
            &opts(name, &["cpu", "cuda"], FfiForm::Typed),
        );
    }
}

/// Under x64 the platform index is `tensor<i64>`, converted to i32 for the case, as JAX does.
#[test]
fn x64_platform_index() {
    check_lower(
        "mp_cb_dtype_int64_cpu_cuda",
        &corpus_jaxpr("cb_dtype_int64"),
        &opts("cb_dtype_int64", &["cpu", "cuda"], FfiForm::Typed),
    );
}

/// Platforms with the same target share a branch; all the same target: no case at all.
#[test]
fn shared_branches() {
    let jaxpr = callback_program("cmd_buffer");
    check_lower(
        "mp_cmd_buffer_cpu_cuda_rocm",
        &jaxpr,
        &opts("cmd_buffer", &["cpu", "cuda", "rocm"], FfiForm::Typed),
    );
    check_lower(
        "mp_cmd_buffer_cuda_rocm",
        &jaxpr,
        &opts("cmd_buffer", &["cuda", "rocm"], FfiForm::Typed),
    );
    let lowered = lower(
        &jaxpr,
        &opts("cmd_buffer", &["cuda", "rocm"], FfiForm::Typed),
    )
    .expect("cuda+rocm");
    assert!(!lowered.text.contains("stablehlo.case"), "{}", lowered.text);
    // The user's order decides the index: cuda is 0 and cpu 1 here.
    check_lower(
        "mp_single_f32_cuda_cpu_oneapi",
        &callback_program("single_f32"),
        &opts("single_f32", &["cuda", "cpu", "oneapi"], FfiForm::Typed),
    );
}

#[test]
fn dispatch_table() {
    let d = buffer_callback_dispatch(&platforms(&["rocm", "cpu", "cuda", "cpu"]), true)
        .expect("dispatch");
    assert_eq!(
        d.branch_targets,
        strings(&[
            "xla_buffer_python_gpu_callback_cmd_buffer",
            "xla_buffer_python_cpu_callback"
        ])
    );
    assert_eq!(d.platform_branch, vec![0, 1, 0, 1]);
    assert_eq!(
        d.platform_targets(),
        vec![
            (
                "rocm".to_string(),
                "xla_buffer_python_gpu_callback_cmd_buffer".to_string()
            ),
            (
                "cpu".to_string(),
                "xla_buffer_python_cpu_callback".to_string()
            ),
            (
                "cuda".to_string(),
                "xla_buffer_python_gpu_callback_cmd_buffer".to_string()
            ),
        ]
    );
    let err = buffer_callback_dispatch(&[], false).expect_err("empty");
    assert_eq!(
        err.to_string(),
        "no lowering platform given; pass at least one, such as \"cpu\""
    );
}

#[test]
fn errors() {
    let jaxpr = callback_program("single_f32");
    for platforms in [
        &["cpu", "tpu"][..],
        &["tpu", "cuda"],
        &["cuda", "rocm", "tpu"],
    ] {
        check_err(
            &jaxpr,
            &opts("single_f32", platforms, FfiForm::Typed),
            "`buffer_callback` not supported on tpu backend.",
        );
    }
    // The jax form is JAX: several platforms are refused whatever they are.
    let data = repo().join("crates/minihlo-stablehlo/tests/data/conformance");
    for name in ["single_f32", "cmd_buffer", "zero_outputs_side_effect"] {
        let expected =
            std::fs::read_to_string(data.join(format!("{name}_cpu_cuda.expected_error")))
                .expect("expected_error");
        for platforms in [&["cpu", "cuda"][..], &["cuda", "rocm"], &["cpu", "tpu"]] {
            check_err(
                &callback_program(name),
                &opts(name, platforms, FfiForm::Jax),
                expected.trim_end(),
            );
        }
    }
    // A dead callback is gone before lowering: any platform list lowers.
    let dead = callback_program("pure_unused_result");
    lower(&dead, &opts("p", &["cpu", "tpu"], FfiForm::Jax)).expect("dead callback");
}

/// The first line of `@main` (signature and argument attributes) as JAX prints it.
fn main_line(text: &str) -> Option<&str> {
    text.lines()
        .find(|l| l.trim_start().starts_with("func.func public @main"))
        .map(str::trim)
}

fn corpus_jaxpr(program: &str) -> Program {
    let path = repo().join(format!("tests/corpus/{program}/jaxpr.txt"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    minihlo_jaxpr::parse(&text).unwrap_or_else(|e| panic!("{program}: {e}"))
}

/// Programs without a live callback get `_platform_index` exactly as JAX writes it.
#[test]
fn platform_index_argument_matches_jax() {
    let mut compared = 0;
    for program in [
        "arith_i32",
        "bitwise_int",
        "cb_zero_outputs_pure",
        "compare_int",
        "convert_x64",
        "dynamic_update_slice",
        "iota",
        "pure_unused_result",
        "reduce_int",
        "select_n_i32",
        "unary_positive_f32",
    ] {
        let jax =
            std::fs::read_to_string(repo().join(format!("tests/corpus/{program}/cpu_cuda.mlir")))
                .unwrap_or_else(|e| panic!("{program}: {e}"));
        let ours = lower(
            &corpus_jaxpr(program),
            &opts(program, &["cpu", "cuda"], FfiForm::Typed),
        )
        .unwrap_or_else(|e| panic!("{program}: {e}"));
        assert_eq!(main_line(&ours.text), main_line(&jax), "{program}");
        // JAX types the index like a dimension variable: i64 under x64.
        let index_type = if program == "convert_x64" {
            "i64"
        } else {
            "i32"
        };
        let arg0 =
            format!("%arg0: tensor<{index_type}> {{jax.global_constant = \"_platform_index\"}}");
        assert!(
            main_line(&jax).is_some_and(|l| l.contains(&arg0)),
            "{program}"
        );
        compared += 1;
    }
    assert_eq!(compared, 11);
    check_lower(
        "mp_no_callback_cpu_cuda_rocm",
        &build(|b| {
            let x = b.input(Aval::new(DType::F32, [3]));
            Ok(vec![b.add(x, Literal::f32(1.0))?.into()])
        }),
        &opts("f", &["cpu", "cuda", "rocm"], FfiForm::Jax),
    );
}

#[test]
fn host_callback_targets_json() {
    let lowered = lower(
        &callback_program("cmd_buffer"),
        &opts("cmd_buffer", &["cpu", "rocm", "cuda"], FfiForm::Typed),
    )
    .expect("lower");
    let json = serde_json::to_string(&lowered.callbacks).expect("json");
    assert_eq!(
        json,
        r#"[{"index":0,"callback":"make_std_cb.<locals>.std_cb","target":"xla_buffer_python_cpu_callback","targets":{"cpu":"xla_buffer_python_cpu_callback","rocm":"xla_buffer_python_gpu_callback_cmd_buffer","cuda":"xla_buffer_python_gpu_callback_cmd_buffer"},"operands":[{"dtype":"float32","shape":[4]}],"results":[{"dtype":"float32","shape":[4]}],"has_side_effect":false}]"#
    );
    let back: Vec<HostCallback> = serde_json::from_str(&json).expect("parse");
    assert_eq!(back, lowered.callbacks);
    let cb = &back[0];
    assert_eq!(cb.target_for("cpu"), Some("xla_buffer_python_cpu_callback"));
    assert_eq!(
        cb.target_for("cuda"),
        Some("xla_buffer_python_gpu_callback_cmd_buffer")
    );
    assert_eq!(cb.target_for("tpu"), None);
    // A single-platform entry has no `targets`; its target serves any platform asked.
    let single = lower(&callback_program("cmd_buffer"), &LowerOptions::default()).expect("cpu");
    assert!(single.callbacks[0].targets.is_empty());
    assert_eq!(
        single.callbacks[0].target_for("cpu"),
        Some("xla_buffer_python_cpu_callback")
    );
    let twice = r#"[{"index":0,"callback":"c","target":"t","targets":{"cpu":"t","cpu":"u"},"operands":[],"results":[],"has_side_effect":true}]"#;
    let err = serde_json::from_str::<Vec<HostCallback>>(twice).expect_err("duplicate");
    assert!(
        err.to_string()
            .starts_with("platform `cpu` appears twice in targets"),
        "{err}"
    );
}

/// The `case` builder's own checks, with their messages.
#[test]
fn case_builder_errors() {
    let mlir = MlirContext::new();
    let context = mlir.context();
    let i64_ty =
        minihlo_stablehlo::types::tensor_type(context, &Aval::scalar(DType::I64)).expect("type");
    let i32_ty =
        minihlo_stablehlo::types::tensor_type(context, &Aval::scalar(DType::I32)).expect("type");
    let f32_ty =
        minihlo_stablehlo::types::tensor_type(context, &Aval::scalar(DType::F32)).expect("type");
    let mut messages = Vec::new();
    let _ = build_module(&mlir, "case", &[i64_ty, i32_ty], &[], |block| {
        let em = Emitter::new(context, block);
        let wide: Value = block.argument(0).expect("arg").into();
        let index: Value = block.argument(1).expect("arg").into();
        let mut record = |r: Result<_, minihlo_stablehlo::LowerError>| {
            messages.push(r.map(|_| ()).expect_err("must fail").to_string())
        };
        record(build_case(&em, wide, &[], 1, |_, inner| {
            stablehlo_return(inner, &[])
        }));
        record(build_case(&em, index, &[], 0, |_, inner| {
            stablehlo_return(inner, &[])
        }));
        record(build_case(&em, index, &[f32_ty], 2, |_, inner| {
            stablehlo_return(inner, &[])
        }));
        record(build_case(&em, index, &[], 1, |_, _| Ok(())));
        Ok(vec![])
    });
    assert_eq!(
        messages,
        [
            "MLIR building stablehlo.case failed: the index must be tensor<i32>, found tensor<i64>",
            "MLIR building stablehlo.case failed: a case needs at least one branch",
            "MLIR building stablehlo.case failed: branch 0 returns () but the case has results (tensor<f32>)",
            "MLIR building stablehlo.case failed: branch 0 does not end with stablehlo.return",
        ]
    );
}

/// Corpus programs lowered for several platforms, for `python/test_interop.py`: modules,
/// host-callback tables and a manifest under `tests/data/multi_platform/`, one interop case per
/// platform of each module (the checker specialises the module to it). `MINIHLO_BLESS=1`
/// rewrites them; otherwise they must equal what minihlo lowers now.
#[test]
fn interop_data() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/multi_platform");
    let bless = std::env::var_os("MINIHLO_BLESS").is_some();
    let mut files: Vec<(String, String)> = Vec::new();
    let mut manifest = Vec::new();
    let programs: &[(&str, &[&str])] = &[
        ("single_f32", &["cpu", "cuda"]),
        ("single_f32", &["cuda", "cpu"]),
        ("alias_1_0", &["cpu", "cuda"]),
        ("alias_0_0", &["cpu", "cuda"]),
        ("two_callbacks", &["cpu", "cuda"]),
        ("same_callback_twice", &["cpu", "cuda"]),
        ("side_effect", &["cpu", "cuda"]),
        ("side_effect_unused_result", &["cpu", "cuda"]),
        ("zero_outputs_side_effect", &["cpu", "cuda"]),
        ("zero_inputs", &["cpu", "cuda"]),
        ("vmap_expand_dims", &["cpu", "cuda"]),
        ("cmd_buffer", &["cpu", "cuda", "rocm"]),
        ("cb_alias_multi", &["cpu", "cuda"]),
        ("cb_three_callbacks", &["cpu", "rocm"]),
        ("cb_pytree", &["cpu", "cuda"]),
        ("cb_dtype_bfloat16", &["cpu", "cuda"]),
        ("cb_zero_size", &["cpu", "cuda"]),
        ("cb_scalar", &["cpu", "cuda"]),
        ("cb_dtype_float64", &["cpu", "cuda"]),
        ("cb_dtype_int64", &["cuda", "cpu"]),
        ("arith_i32", &["cpu", "cuda"]),
        ("convert_x64", &["cpu", "cuda"]),
    ];
    for (program, platforms) in programs {
        let stem = format!("{program}.{}", platforms.join("_"));
        let lowered = lower(
            &corpus_jaxpr(program),
            &opts(program, platforms, FfiForm::Typed),
        )
        .unwrap_or_else(|e| panic!("{stem}: {e}"));
        let table = serde_json::to_string_pretty(&lowered.callbacks).expect("json") + "\n";
        files.push((format!("{stem}.mlir"), lowered.text.clone()));
        files.push((format!("{stem}.callbacks.json"), table));
        let corpus = format!("tests/corpus/{program}");
        for platform in *platforms {
            let run = *platform == "cpu";
            manifest.push(serde_json::json!({
                "name": format!("{stem}.{platform}"),
                "module": format!("{stem}.mlir"),
                "callbacks": format!("{stem}.callbacks.json"),
                "platforms": platforms,
                "platform": platform,
                "form": "typed",
                "reference_module": format!("{corpus}/{platform}.mlir"),
                "inputs": if run { Some(format!("{corpus}/inputs.npz")) } else { None },
                "expected_outputs": if run { Some(format!("{corpus}/outputs.npz")) } else { None },
            }));
        }
    }
    files.push((
        "manifest.json".into(),
        serde_json::to_string_pretty(&manifest).expect("json") + "\n",
    ));
    if bless {
        std::fs::create_dir_all(&dir).expect("mkdir");
    }
    for (name, text) in &files {
        let path = dir.join(name);
        if bless {
            std::fs::write(&path, text).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        } else {
            let old = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{path:?}: {e} (MINIHLO_BLESS=1 writes it)"));
            assert_eq!(
                &old, text,
                "{path:?} is stale: rerun with MINIHLO_BLESS=1 and review"
            );
        }
    }
}
