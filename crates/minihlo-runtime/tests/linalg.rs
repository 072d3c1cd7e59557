//! minihlo-runtime's LAPACK handlers on JAX's own modules (tests/linalg, written by
//! tests/linalg/gen.py): each module calls one routine family (all 61 targets jaxlib
//! registers on cpu are covered, for f32, f64, complex64 and complex128) and returns the
//! residual of the identity its factorization must satisfy (A = L L^H, P A = L U, A = Q R and
//! Q^H Q = I, A V = V diag(w), Z T Z^H = A, ...), relative to A's size. The inputs are drawn
//! here; a wrong or missing result leaves a large residual (or NaN).

use std::path::{Path, PathBuf};

use minihlo_runtime::{Array, Callbacks, DType, Runtime};
use serde::Deserialize;

use super::runtime;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/linalg")
}

#[derive(Deserialize)]
struct Spec {
    dtype: String,
    shape: Vec<usize>,
    tolerance: f64,
    targets: Vec<String>,
}

/// Values in [-1, 1) from a fixed sequence (a linear congruential generator).
fn values(n: usize, seed: u64) -> Vec<f64> {
    let mut s = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (s >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
        })
        .collect()
}

fn input(spec: &Spec, seed: u64) -> Array {
    let n: usize = spec.shape.iter().product();
    let v = values(2 * n, seed);
    let shape = &spec.shape;
    match DType::from_name(&spec.dtype).expect("a dtype") {
        DType::F32 => {
            Array::from_slice(shape, &v[..n].iter().map(|&x| x as f32).collect::<Vec<_>>())
        }
        DType::F64 => Array::from_slice(shape, &v[..n]),
        DType::C64 => Array::from_slice(
            shape,
            &v.chunks(2)
                .map(|c| [c[0] as f32, c[1] as f32])
                .collect::<Vec<_>>(),
        ),
        DType::C128 => Array::from_slice(
            shape,
            &v.chunks(2).map(|c| [c[0], c[1]]).collect::<Vec<_>>(),
        ),
        d => panic!("no LAPACK type {d}"),
    }
    .unwrap()
}

fn residual(out: &Array) -> f64 {
    match out.dtype() {
        DType::F32 => f64::from(out.to_vec::<f32>().unwrap()[0]),
        DType::F64 => out.to_vec::<f64>().unwrap()[0],
        d => panic!("a residual of {d}"),
    }
}

fn check(rt: &Runtime, name: &str) -> Result<Vec<String>, String> {
    let module = std::fs::read_to_string(dir().join(format!("{name}.mlir"))).unwrap();
    let spec: Spec =
        serde_json::from_str(&std::fs::read_to_string(dir().join(format!("{name}.json"))).unwrap())
            .unwrap();
    let exe = rt
        .compile(module.as_bytes(), &[])
        .map_err(|e| e.to_string())?;
    for seed in 0..3 {
        let out = exe
            .run(&[input(&spec, seed)], &Callbacks::new())
            .map_err(|e| e.to_string())?;
        let r = residual(&out[0]);
        if r.is_nan() || r > spec.tolerance {
            return Err(format!(
                "seed {seed}: residual {r:e}, tolerance {:e}",
                spec.tolerance
            ));
        }
    }
    Ok(spec.targets)
}

#[test]
fn lapack_targets_satisfy_their_identities() {
    let rt = runtime();
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            (p.extension()? == "mlir")
                .then(|| p.file_stem().unwrap().to_string_lossy().into_owned())
        })
        .collect();
    names.sort();
    let (mut failures, mut targets) = (vec![], std::collections::BTreeSet::new());
    for name in &names {
        match check(rt, name) {
            Ok(t) => targets.extend(t),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every target jaxlib registers on cpu was called.
    assert_eq!(targets.len(), 61, "{targets:?}");
}

/// A custom_call no one handles: the error names the target and what minihlo-runtime serves.
#[test]
fn a_target_without_a_handler_says_what_to_do() {
    let module =
        "module @m {\n  func.func public @main(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {\n    \
        %0 = stablehlo.custom_call @cusolver_getrf_ffi(%arg0) {api_version = 4 : i32} : \
        (tensor<2x2xf32>) -> tensor<2x2xf32>\n    return %0 : tensor<2x2xf32>\n  }\n}\n";
    let e = runtime()
        .compile(module.as_bytes(), &[])
        .map(|_| ())
        .unwrap_err()
        .to_string();
    for part in [
        "custom_call target cusolver_getrf_ffi",
        "lapack_{s,d,c,z}",
        "lower it for cpu",
    ] {
        assert!(e.contains(part), "{part:?} in {e}");
    }
}
