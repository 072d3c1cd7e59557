//! `minihlo run` on a program that calls LAPACK (`jnp.linalg.cholesky`: JAX's `lapack_spotrf_ffi`
//! on cpu), served by minihlo-runtime's handlers; with no LAPACK to load, the error says what to
//! install. (Every LAPACK target on JAX's own modules: the runtime crate's tests/linalg.rs.)

use std::process::Command;

use minihlo::runtime::Array;

use super::npy_io;
use crate::cli::root;

fn run(spd: &std::path::Path, lapack: Option<&str>) -> std::process::Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_minihlo"));
    cmd.args(["run", "tests/data/lapack_cholesky.jaxpr", "--input"])
        .arg(spd)
        .current_dir(root());
    if let Some(path) = lapack {
        cmd.env(minihlo::runtime::LAPACK_ENV, path);
    }
    cmd.output().expect("minihlo runs")
}

#[test]
fn run_calls_lapack() {
    let tmp = tempfile::tempdir().unwrap();
    // A = M M^T + 3 I with M = [[1,2,0],[0,1,1],[1,0,1]]: symmetric positive definite.
    let a = [8.0f32, 2.0, 1.0, 2.0, 5.0, 1.0, 1.0, 1.0, 5.0];
    let spd = tmp.path().join("a.npy");
    npy_io::write_npy(&spd, &Array::from_slice(&[3, 3], &a).unwrap()).unwrap();
    let out = run(&spd, None);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // out0: float32[3, 3] [l00, l01, ...]: L L^T must give A back.
    let values: Vec<f32> = stdout
        .split('[')
        .nth(2)
        .and_then(|s| s.split(']').next())
        .unwrap_or_default()
        .split(", ")
        .map(|v| v.parse().unwrap())
        .collect();
    assert_eq!(values.len(), 9, "{stdout}");
    for i in 0..3 {
        for j in 0..3 {
            let llt: f32 = (0..3).map(|k| values[i * 3 + k] * values[j * 3 + k]).sum();
            assert!(
                (llt - a[i * 3 + j]).abs() < 1e-5,
                "L L^T != A at ({i}, {j}): {stdout}"
            );
        }
    }
    let missing = run(&spd, Some("/nonexistent/liblapack.so"));
    let err = String::from_utf8_lossy(&missing.stderr);
    assert!(!missing.status.success());
    for part in [
        "no LAPACK library could be loaded",
        "scripts/install-deps",
        "MINIHLO_LAPACK",
    ] {
        assert!(err.contains(part), "{part:?} in {err}");
    }
}
