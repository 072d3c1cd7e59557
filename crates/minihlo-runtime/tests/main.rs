//! minihlo-runtime against the real XLA:CPU plugin (installed by scripts/pjrt-plugin), on JAX's
//! own modules from tests/corpus (this crate knows no MLIR; the root package's tests run
//! minihlo's modules through it). One test binary.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

mod linalg;
mod multi_device;

use minihlo_runtime::{
    Array, BufferSpec, CallbackSpec, Callbacks, DType, Error, Executable, Runtime,
};

fn corpus(program: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/corpus")
        .join(program)
}

pub(crate) fn runtime() -> &'static Runtime {
    static RT: OnceLock<Runtime> = OnceLock::new();
    RT.get_or_init(|| Runtime::new().expect("the PJRT plugin (scripts/pjrt-plugin installs it)"))
}

/// JAX's cpu module of a corpus program and its callbacks table.
fn load(program: &str) -> (String, Vec<CallbackSpec>) {
    let dir = corpus(program);
    let text = std::fs::read_to_string(dir.join("cpu.mlir")).unwrap();
    let table = CallbackSpec::table_from_json(
        &std::fs::read_to_string(dir.join("callbacks.json")).unwrap(),
    )
    .unwrap();
    (text, table)
}

fn compile(program: &str) -> Executable {
    let (text, table) = load(program);
    runtime().compile(text.as_bytes(), &table).unwrap()
}

fn f32s(shape: &[usize], v: &[f32]) -> Array {
    Array::from_slice(shape, v).unwrap()
}

/// `cb_dtype_float32`: one callback f32[2,3] -> (f32[2,3], f32[2]).
fn plus_one_and_twos() -> Callbacks {
    Callbacks::new().bind(0, |call| {
        let (ins, outs) = call.split();
        let x = ins[0].as_slice::<f32>()?;
        for (o, v) in outs[0].as_slice_mut::<f32>()?.iter_mut().zip(x) {
            *o = v + 1.0;
        }
        outs[1].as_slice_mut::<f32>()?.fill(2.0);
        Ok(())
    })
}

#[test]
fn runs_a_callback_closure() {
    let exe = compile("cb_dtype_float32");
    assert_eq!(exe.num_outputs(), 2);
    let x = f32s(&[2, 3], &[1., 2., 3., 4., 5., 6.]);
    let out = exe.run(&[x], &plus_one_and_twos()).unwrap();
    assert_eq!(out[0].to_vec::<f32>().unwrap(), [2., 3., 4., 5., 6., 7.]);
    assert_eq!(out[0].shape(), [2, 3]);
    assert_eq!(out[1].to_vec::<f32>().unwrap(), [2., 2.]);
    assert_eq!(runtime().platform(), "cpu");
}

#[test]
fn binds_by_name_and_reports_the_call() {
    let exe = compile("cb_dtype_float32");
    let seen = Arc::new(AtomicUsize::new(0));
    let s = seen.clone();
    let cbs = Callbacks::new().bind_name("make_std_cb.<locals>.std_cb", move |call| {
        assert_eq!(call.index(), 0);
        assert_eq!(call.inputs()[0].shape(), [2, 3]);
        assert_eq!(call.inputs()[0].dtype(), DType::F32);
        s.fetch_add(1, Ordering::SeqCst);
        for o in call.outputs() {
            o.fill_zero();
        }
        Ok(())
    });
    let out = exe.run(&[f32s(&[2, 3], &[0.; 6])], &cbs).unwrap();
    assert_eq!(out[1].to_vec::<f32>().unwrap(), [0., 0.]);
    assert_eq!(seen.load(Ordering::SeqCst), 1);
}

/// An input aliased to an output is the same memory in XLA: the closure reads the input's
/// values while it writes the output.
#[test]
fn aliased_buffers() {
    let exe = compile("alias_1_0");
    let cbs = Callbacks::new().bind(0, |call| {
        let (ins, outs) = call.split();
        let i = ins[0].as_slice::<i32>()?.to_vec();
        let x = ins[1].as_slice::<f32>()?.to_vec();
        let o0 = outs[0].as_slice_mut::<f32>()?;
        for (k, o) in o0.iter_mut().enumerate() {
            *o = x[3 - k] * 10.0; // reversed: wrong if the input were overwritten in place
        }
        for (o, v) in outs[1].as_slice_mut::<i32>()?.iter_mut().zip(&i) {
            *o = v * 2;
        }
        Ok(())
    });
    let ints = Array::from_slice(&[3], &[1i32, 2, 3]).unwrap();
    let out = exe
        .run(&[ints, f32s(&[4], &[1., 2., 3., 4.])], &cbs)
        .unwrap();
    assert_eq!(out[0].to_vec::<f32>().unwrap(), [40., 30., 20., 10.]);
    assert_eq!(out[1].to_vec::<i32>().unwrap(), [2, 4, 6]);
}

/// What goes wrong, what it gave, a part of the error it must give.
type Case = (&'static str, Result<Vec<Array>, Error>, &'static str);

/// Each case: what goes wrong, and a part of the error it must give (never a crash).
#[test]
fn errors_are_errors() {
    let exe = compile("cb_dtype_float32");
    let x = f32s(&[2, 3], &[1.; 6]);
    let xs = std::slice::from_ref(&x);
    let ok = plus_one_and_twos();
    let checked = compile("cb_dtype_float32").with_inputs(vec![BufferSpec {
        dtype: DType::F32,
        shape: vec![2, 3],
    }]);
    let (text, table) = load("cb_dtype_float32");
    let past = text.replace("index = 0 : ui64", "index = 7 : ui64");
    let past = runtime().compile(past.as_bytes(), &table).unwrap();
    let cases: Vec<Case> = vec![
        (
            "callback error",
            exe.run(xs, &Callbacks::new().bind(0, |_| Err("no disk".into()))),
            "host callback make_std_cb.<locals>.std_cb (index 0) failed: no disk",
        ),
        (
            "callback panic",
            exe.run(xs, &Callbacks::new().bind(0, |_| panic!("kaboom"))),
            "(index 0) failed: panicked: kaboom",
        ),
        (
            "wrong view type",
            exe.run(
                xs,
                &Callbacks::new().bind(0, |call| {
                    call.inputs()[0]
                        .as_slice::<i32>()
                        .map(drop)
                        .map_err(Into::into)
                }),
            ),
            "a float32 buffer viewed as int32",
        ),
        (
            "unbound",
            exe.run(xs, &Callbacks::new()),
            "(index 0) has no closure bound",
        ),
        (
            "bound past the table",
            exe.run(xs, &ok.clone().bind(3, |_| Ok(()))),
            "bound to callback index 3, but the module's callback table has 1 entries",
        ),
        (
            "bound to an unknown name",
            exe.run(xs, &ok.clone().bind_name("nope", |_| Ok(()))),
            "bound to callback \"nope\", which the module does not call",
        ),
        (
            "index past the table",
            past.run(xs, &ok),
            "host callback index 7 is outside the callback table (1 entries)",
        ),
        (
            "too few inputs",
            exe.run(&[], &ok),
            "supplied 0 arguments but compiled program expected 1",
        ),
        (
            "too few inputs, declared",
            checked.run(&[], &ok),
            "0 inputs given, @main takes 1",
        ),
        (
            "wrong dtype, declared",
            checked.run(&[Array::from_slice(&[2, 3], &[1i32; 6]).unwrap()], &ok),
            "input 0 is int32[2, 3], @main takes float32[2, 3]",
        ),
        (
            "wrong shape, declared",
            checked.run(&[f32s(&[3, 2], &[1.; 6])], &ok),
            "input 0 is float32[3, 2], @main takes float32[2, 3]",
        ),
        (
            "bad module",
            runtime().compile(b"module {", &table).map(|_| vec![]),
            "compile: ",
        ),
        (
            "table out of order",
            runtime()
                .compile(
                    text.as_bytes(),
                    &[CallbackSpec {
                        index: 1,
                        ..table[0].clone()
                    }],
                )
                .map(|_| vec![]),
            "entry 0 has index 1",
        ),
        (
            "missing plugin",
            Runtime::with_plugin("/nonexistent/pjrt.so").map(|_| vec![]),
            "cannot use PJRT plugin /nonexistent/pjrt.so: cannot open it",
        ),
        (
            "not a plugin",
            Runtime::with_plugin(corpus("cb_dtype_float32").join("cpu.mlir")).map(|_| vec![]),
            "cannot use PJRT plugin",
        ),
        (
            "bad array",
            Array::from_bytes(DType::F32, &[2], vec![0; 7]).map(|_| vec![]),
            "7 bytes for a float32[2] array, which needs 8",
        ),
    ];
    let mut failures = vec![];
    for (what, got, want) in cases {
        match got {
            Ok(_) => failures.push(format!(
                "{what}: succeeded, expected an error with {want:?}"
            )),
            Err(e) if !e.to_string().contains(want) => {
                failures.push(format!("{what}: {e}\n  expected it to contain {want:?}"))
            }
            Err(_) => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The executable still works after all of that.
    assert_eq!(exe.run(&[x], &ok).unwrap().len(), 2);
}

/// Several threads run two modules at once, each run with its own closures.
#[test]
fn several_threads_and_modules() {
    let a = Arc::new(compile("cb_dtype_float32"));
    let b = Arc::new(compile("cb_dtype_int32"));
    let calls = Arc::new(AtomicUsize::new(0));
    let threads: Vec<_> = (0..4)
        .map(|t| {
            let (a, b, calls) = (a.clone(), b.clone(), calls.clone());
            std::thread::spawn(move || {
                for i in 0..10 {
                    let k = (t * 100 + i) as f32;
                    let c = calls.clone();
                    let cbs = Callbacks::new().bind_rest(move |call| {
                        c.fetch_add(1, Ordering::SeqCst);
                        let (_, outs) = call.split();
                        for o in outs.iter_mut() {
                            match o.dtype() {
                                DType::F32 => o.as_slice_mut::<f32>()?.fill(k),
                                _ => o.as_slice_mut::<i32>()?.fill(k as i32),
                            }
                        }
                        Ok(())
                    });
                    let out = a.run(&[f32s(&[2, 3], &[0.; 6])], &cbs).unwrap();
                    assert_eq!(out[1].to_vec::<f32>().unwrap(), [k, k]);
                    let ints = Array::from_slice(&[2, 3], &[0i32; 6]).unwrap();
                    let out = b.run(&[ints], &cbs).unwrap();
                    assert!(out[0]
                        .to_vec::<i32>()
                        .unwrap()
                        .iter()
                        .all(|&v| v == k as i32));
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    assert_eq!(calls.load(Ordering::SeqCst), 80);
}

/// Zero-size buffers (XLA may pass a null pointer for them) give empty views of any type.
#[test]
fn zero_size_buffers() {
    let exe = compile("cb_zero_size");
    let cbs = Callbacks::new().bind(0, |call| {
        let (ins, outs) = call.split();
        assert!(ins[0].as_slice::<f32>()?.is_empty());
        assert!(ins[1].as_slice::<i32>()?.is_empty());
        assert_eq!(ins[1].shape(), [2, 0]);
        assert!(outs[2].as_slice_mut::<f32>()?.is_empty());
        assert!(
            ins[0].as_slice::<i32>().is_err(),
            "the dtype is still checked"
        );
        Ok(())
    });
    let ins = [
        f32s(&[0], &[]),
        Array::from_slice::<i32>(&[2, 0], &[]).unwrap(),
    ];
    let out = exe.run(&ins, &cbs).unwrap();
    assert_eq!(out.len(), 3);
    assert_eq!(out[2].shape(), [0, 3]);
    assert!(out[2].is_empty());
}
