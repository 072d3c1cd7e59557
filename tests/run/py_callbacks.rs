//! The Python-callback family run from Rust: `debug_print` through the runtime's formatter (the
//! lines JAX printed for the same program, tests/data/py_callbacks), pure / io callbacks as
//! closures that return their results, and ordered callbacks called in program order.

use std::sync::{Arc, Mutex};

use minihlo::runtime::debug_print::printer;
use minihlo::runtime::{Array, Callbacks, Runtime};

fn load(name: &str) -> (Runtime, minihlo::runtime::Executable) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join(format!("tests/corpus/{name}/jaxpr.txt")))
        .expect("corpus program");
    let c = minihlo::compile(&text, &minihlo::Options::default()).expect("compiles");
    let rt = Runtime::new().expect("the PJRT plugin");
    let exe = minihlo::exec::load(&rt, &c.program, &c.lowered).expect("loads");
    (rt, exe)
}

#[test]
fn debug_print_prints_what_jax_printed() {
    let (_rt, exe) = load("pycb_debug");
    let lines = Arc::new(Mutex::new(Vec::new()));
    let sink = lines.clone();
    let callbacks = Callbacks::new()
        .bind_name(
            "debug_print",
            printer(move |l| sink.lock().unwrap().push(l)),
        )
        .bind_rest(|call| {
            // The buffer_callback (std rule: copy + 1) and the debug_callback (nothing).
            let (ins, outs) = call.split();
            if let (Some(i), Some(o)) = (ins.first(), outs.first_mut()) {
                let x = i.as_slice::<f32>()?.to_vec();
                for (o, v) in o.as_slice_mut::<f32>()?.iter_mut().zip(x) {
                    *o = v + 1.0;
                }
            }
            Ok(())
        });
    let x = Array::from_slice(&[2, 2], &[0.0f32, 1.0, 2.0, 3.0]).unwrap();
    let out = exe
        .run(&[x, Array::scalar(0i32)], &callbacks)
        .expect("runs");
    assert_eq!(out[0].to_vec::<f32>().unwrap(), [1.0, 2.0, 3.0, 4.0]);
    let mut got = lines.lock().unwrap().clone();
    got.sort(); // unordered prints may run in any order
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let want = std::fs::read_to_string(root.join("tests/data/py_callbacks/pycb_debug.printed.txt"))
        .unwrap();
    let mut want: Vec<String> = vec![
        want.lines().take(2).collect::<Vec<_>>().join("\n"),
        want.lines().nth(2).unwrap().to_string(),
    ];
    want.sort();
    assert_eq!(got, want);
}

#[test]
fn ordered_io_callbacks_return_results_in_program_order() {
    let (_rt, exe) = load("pycb_io_ordered");
    let calls = Arc::new(Mutex::new(Vec::new()));
    let mut callbacks = Callbacks::new().bind_rest(|call| {
        // The buffer_callback (index 1): copy + 1.
        let (ins, outs) = call.split();
        let x = ins[0].as_slice::<f32>()?.to_vec();
        for (o, v) in outs[0].as_slice_mut::<f32>()?.iter_mut().zip(x) {
            *o = v + 1.0;
        }
        Ok(())
    });
    for k in [0u64, 2, 3] {
        let log = calls.clone();
        callbacks = callbacks.bind_returning(k, move |ins| {
            log.lock().unwrap().push(k);
            let x = ins[0].as_slice::<f32>()?;
            Ok(if k == 2 {
                vec![]
            } else {
                let doubled: Vec<f32> = x.iter().map(|v| v * 2.0).collect();
                vec![Array::from_slice(&[3], &doubled)?]
            })
        });
    }
    let x = Array::from_slice(&[3], &[1.0f32, 2.0, 3.0]).unwrap();
    let out = exe.run(&[x], &callbacks).expect("runs");
    // io 0 doubles, the buffer_callback adds 1, io 3 doubles.
    assert_eq!(out[0].to_vec::<f32>().unwrap(), [6.0, 10.0, 14.0]);
    assert_eq!(*calls.lock().unwrap(), [0, 2, 3]);
}

#[test]
fn a_closure_returning_the_wrong_shape_fails_the_run() {
    let (_rt, exe) = load("pycb_pure");
    let callbacks = Callbacks::new()
        .bind_returning(1, |_| Ok(vec![Array::from_slice(&[2], &[0.0f32, 0.0])?]))
        .bind_rest(|_| Ok(()));
    let x = Array::from_slice(&[4], &[1.0f32, 2.0, 3.0, 4.0]).unwrap();
    let err = exe.run(&[x], &callbacks).unwrap_err().to_string();
    assert!(
        err.contains("Incorrect output for return value #0"),
        "{err}"
    );
}

/// Every corpus program whose `jax.debug.print` calls JAX printed (`printed_lines` in its
/// meta.json): run through minihlo-runtime with the formatter bound to `debug_print` and the std
/// rule to the rest, the lines printed are JAX's (sorted: unordered prints run in any order).
#[test]
fn corpus_debug_prints_print_what_jax_printed() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let rt = Runtime::new().expect("the PJRT plugin");
    let mut checked = 0;
    let mut dirs: Vec<_> = std::fs::read_dir(root.join("tests/corpus"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    dirs.sort();
    for dir in dirs {
        let Ok(meta) = std::fs::read_to_string(dir.join("meta.json")) else {
            continue;
        };
        let meta: serde_json::Value = serde_json::from_str(&meta).unwrap();
        let Some(want) = meta["printed_lines"].as_array() else {
            continue;
        };
        let mut want: Vec<String> = want
            .iter()
            .map(|l| l.as_str().unwrap().to_string())
            .collect();
        want.sort();
        let lines = Arc::new(Mutex::new(Vec::<String>::new()));
        let sink = lines.clone();
        let callbacks = Callbacks::new()
            .bind_name(
                "debug_print",
                printer(move |l| sink.lock().unwrap().push(l)),
            )
            .bind_rest(super::std_rule::apply);
        super::corpus::run_program(
            &rt,
            &dir,
            &["cpu"],
            minihlo::stablehlo::Emit::Text,
            &callbacks,
        )
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        let mut got: Vec<String> = lines
            .lock()
            .unwrap()
            .iter()
            .flat_map(|m| m.lines().map(str::to_string).collect::<Vec<_>>())
            .collect();
        got.sort();
        assert_eq!(got, want, "{}", dir.display());
        checked += 1;
    }
    assert!(checked >= 5, "{checked} programs with printed lines");
}
