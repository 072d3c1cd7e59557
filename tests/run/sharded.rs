//! `minihlo run FILE --devices 8` on the corpus programs on a mesh (python/corpus_sharding.py):
//! each jaxpr compiled, its global inputs split over 8 CPU devices by the module's parameter
//! shardings, run partitioned, and the global results equal bit for bit to JAX's own module
//! (`cpu.mlir`) run the same way on the same 8-device runtime. Against what `jax.jit(f)` gave
//! on jaxlib's 8 devices of the machine that generated the corpus (`outputs_8dev.npz`), JAX's run
//! here is checked under the one tolerance policy of the record (record.rs, docs/testing.md): the
//! plugin's XLA and another CPU may round a partitioned dot differently. On one device the same
//! module is an error.

use std::path::{Path, PathBuf};

use minihlo::runtime::{Array, Runtime};

use super::npy_io;
use crate::cli::{minihlo, root, stderr};

fn sharded_programs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root().join("tests/corpus"))
        .expect("tests/corpus")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.join("outputs_8dev.npz").is_file())
        .collect();
    dirs.sort();
    dirs
}

#[test]
fn sharded_corpus_runs_on_8_devices() {
    let tmp = tempfile::tempdir().unwrap();
    let dirs = sharded_programs();
    assert!(dirs.len() >= 10, "the corpus has its sharded programs");
    let rt = Runtime::builder()
        .devices(8)
        .build()
        .expect("the PJRT plugin (scripts/pjrt-plugin installs it)");
    let (mut failures, mut exact) = (Vec::new(), 0);
    for dir in &dirs {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let out = tmp.path().join(format!("{name}.npz"));
        let o = minihlo(
            &[
                "run",
                dir.join("jaxpr.txt").to_str().unwrap(),
                "--devices",
                "8",
                "--input",
                dir.join("inputs.npz").to_str().unwrap(),
                "-o",
                out.to_str().unwrap(),
            ],
            "",
        );
        if !o.status.success() {
            failures.push(format!("{name}: {}", stderr(&o)));
            continue;
        }
        let got = npy_io::read_arrays(&out).unwrap();
        let jax = match run_jax_module(&rt, dir) {
            Ok(v) => v,
            Err(e) => {
                failures.push(format!("{name}: JAX's module: {e}"));
                continue;
            }
        };
        let want = npy_io::read_arrays(&dir.join("outputs_8dev.npz")).unwrap();
        if got.len() != jax.len() || got.len() != want.len() {
            failures.push(format!(
                "{name}: {} outputs, JAX has {}",
                got.len(),
                want.len()
            ));
        }
        for (i, ((g, j), w)) in got.iter().zip(&jax).zip(&want).enumerate() {
            if g.dtype() != j.dtype() || g.shape() != j.shape() || g.bytes() != j.bytes() {
                failures.push(format!(
                    "{name}: out{i} differs from JAX's module on the runtime"
                ));
            }
            exact += usize::from(g.bytes() == w.bytes());
        }
        // The record was computed by jaxlib on another CPU: the one tolerance policy (record.rs).
        let (beyond, _notes) = super::record::against_record(&jax, &want);
        failures.extend(
            beyond
                .into_iter()
                .map(|b| format!("{name}: the record: {b}")),
        );
    }
    eprintln!(
        "{} sharded programs: minihlo's run equals JAX's module on 8 devices; {exact} outputs \
         bit for bit equal to jaxlib's",
        dirs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_sharded_program_on_one_device_is_an_error() {
    let dir = root().join("tests/corpus/shmap_1d_collectives");
    let o = minihlo(
        &[
            "run",
            dir.join("jaxpr.txt").to_str().unwrap(),
            "--input",
            dir.join("inputs.npz").to_str().unwrap(),
        ],
        "",
    );
    assert!(!o.status.success());
    assert!(stderr(&o).contains("devices(8)"), "{}", stderr(&o));
    let o = minihlo(
        &[
            "run",
            dir.join("jaxpr.txt").to_str().unwrap(),
            "--devices",
            "8",
            "--input",
            dir.join("inputs.npz").to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

/// JAX's own module of a program, run on the runtime's 8 devices.
fn run_jax_module(rt: &Runtime, dir: &Path) -> Result<Vec<Array>, String> {
    let text = std::fs::read_to_string(dir.join("cpu.mlir")).map_err(|e| e.to_string())?;
    let exe = rt
        .compile(text.as_bytes(), &[])
        .map_err(|e| e.to_string())?;
    let inputs = npy_io::read_arrays(&dir.join("inputs.npz"))?;
    exe.run(&inputs, &Default::default())
        .map_err(|e| e.to_string())
}
