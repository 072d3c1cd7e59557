//! Modules partitioned over 8 CPU devices (tests/sharded, written by tests/sharded/gen.py from
//! JAX's lowering on a mesh of 8 host devices): minihlo-runtime places the global inputs by
//! the executable's parameter shardings, runs every partition, assembles the global outputs,
//! and gets what jaxlib got on 8 devices, bit for bit (the data are small integers, so the
//! results are exact on any XLA).

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use minihlo_runtime::{Array, CallbackSpec, Callbacks, Runtime, Sharding};
use serde::Deserialize;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sharded")
}

fn runtime8() -> &'static Runtime {
    static RT: OnceLock<Runtime> = OnceLock::new();
    RT.get_or_init(|| {
        Runtime::builder()
            .devices(8)
            .build()
            .expect("8 CPU devices")
    })
}

#[derive(Deserialize)]
struct Case {
    inputs: Vec<Value>,
    outputs: Vec<Value>,
    /// The callbacks table, where the program calls the host.
    callbacks: serde_json::Value,
}

#[derive(Deserialize)]
struct Value {
    dtype: String,
    shape: Vec<usize>,
    data: Vec<f64>,
}

impl Value {
    fn array(&self) -> Array {
        let n = &self.data;
        match self.dtype.as_str() {
            "float32" => Array::from_slice(
                &self.shape,
                &n.iter().map(|&v| v as f32).collect::<Vec<_>>(),
            ),
            "int32" => Array::from_slice(
                &self.shape,
                &n.iter().map(|&v| v as i32).collect::<Vec<_>>(),
            ),
            d => panic!("add dtype {d} to the test"),
        }
        .unwrap()
    }
}

/// Runs a sharded module on 8 devices; its host callback (if any) doubles its input, counting
/// the calls. Returns the results, jaxlib's, and the number of callback calls.
fn run(name: &str) -> (Vec<Array>, Vec<Array>, usize) {
    let module = std::fs::read(dir().join(format!("{name}.mlir"))).unwrap();
    let case: Case =
        serde_json::from_str(&std::fs::read_to_string(dir().join(format!("{name}.json"))).unwrap())
            .unwrap();
    let table = CallbackSpec::table_from_json(&case.callbacks.to_string()).unwrap();
    let exe = runtime8()
        .compile(&module, &table)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(exe.num_partitions(), 8, "{name}");
    let calls = Arc::new(AtomicUsize::new(0));
    let counter = calls.clone();
    let callbacks = Callbacks::new().bind_rest(move |call| {
        counter.fetch_add(1, Ordering::SeqCst);
        let (ins, outs) = call.split();
        let x = ins[0].as_slice::<f32>()?;
        for (o, v) in outs[0].as_slice_mut::<f32>()?.iter_mut().zip(x) {
            *o = 2.0 * v;
        }
        Ok(())
    });
    let inputs: Vec<Array> = case.inputs.iter().map(Value::array).collect();
    let got = exe
        .run(&inputs, &callbacks)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let want = case.outputs.iter().map(Value::array).collect();
    (got, want, calls.load(Ordering::SeqCst))
}

#[test]
fn sharded_modules_run_on_eight_devices() {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            (p.extension()? == "mlir")
                .then(|| p.file_stem().unwrap().to_string_lossy().into_owned())
        })
        .collect();
    names.sort();
    assert!(names.len() >= 6, "the sharded tests: {names:?}");
    for name in names {
        let (got, want, calls) = run(&name);
        assert_eq!(
            got, want,
            "{name}: minihlo-runtime on 8 devices vs jaxlib on 8 devices"
        );
        // A callback inside shard_map is called once per shard.
        let shards = if name.contains("callback") { 8 } else { 0 };
        assert_eq!(calls, shards, "{name}: callback calls");
    }
}

/// The executable reports how its parameters lie: `P('x', 'y')` on a 2x4 mesh tiles an 8x16
/// array in 2x4 blocks of 4x4, partition p holding block (p / 4, p % 4).
#[test]
fn parameter_shardings_are_the_modules() {
    let module = std::fs::read(dir().join("jit_2d_mesh.mlir")).unwrap();
    let exe = runtime8().compile(&module, &[]).unwrap();
    let s = exe.parameter_sharding(0, 2).unwrap();
    assert!(
        matches!(&s, Sharding::Tiled { tiles, replicas: 1, .. } if tiles == &[2, 4]),
        "{s:?}"
    );
    let shard = s.shard(&[8, 16], 6).unwrap();
    assert_eq!((shard.offsets, shard.shape), (vec![4, 8], vec![4, 4]));
    // The second output (a.sum(0)) is replicated.
    assert_eq!(exe.output_sharding(1, 1).unwrap(), Sharding::Replicated);
}

/// A module partitioned 8 ways needs 8 devices; a one-device runtime says so.
#[test]
fn too_few_devices_is_an_error() {
    let module = std::fs::read(dir().join("jit_2d_mesh.mlir")).unwrap();
    let rt = Runtime::new().unwrap();
    let e = rt
        .compile(&module, &[])
        .map(|_| ())
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("8 partitions") && e.contains("devices(8)"),
        "{e}"
    );
}
