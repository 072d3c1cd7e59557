//! The Python-callback family built from Rust: the builder's program prints as JAX printed the
//! corpus program, and lowers to the module the text lowers to.

use minihlo::ir::{Aval, BufferCallback, Builder, DType, PyCallback};
use minihlo::stablehlo::{lower, FfiForm, LowerOptions};

#[test]
fn built_ordered_io_callbacks_are_the_corpus_program() {
    let f = Aval::new(DType::F32, [3]);
    let name = "make_py_cb.<locals>.py_cb";
    let mut b = Builder::new();
    let a = b.input(f.clone());
    let io = |results: Vec<Aval>| PyCallback::io(name, results, true);
    let y = b.py_callback(io(vec![f.clone()]), &[a.into()]).unwrap()[0];
    let z = b
        .callback1(
            BufferCallback::new("make_std_cb.<locals>.std_cb", vec![f.clone()]),
            [y],
        )
        .unwrap();
    assert!(b.py_callback(io(vec![]), &[z.into()]).unwrap().is_empty());
    let w = b.py_callback(io(vec![f.clone()]), &[z.into()]).unwrap()[0];
    let program = b.finish([w]);

    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text =
        std::fs::read_to_string(root.join("tests/corpus/pycb_io_ordered/jaxpr.txt")).unwrap();
    assert_eq!(program.to_string() + "\n", text);

    let opts = LowerOptions {
        ffi_form: FfiForm::Jax,
        ..Default::default()
    };
    let built = lower(&program, &opts).unwrap();
    let parsed = minihlo::compile(
        &text,
        &minihlo::Options {
            lower: opts.clone(),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(built.text, parsed.lowered.text);
    assert_eq!(built.callbacks, parsed.lowered.callbacks);
    assert!(built
        .text
        .contains("%arg0: !stablehlo.token {jax.token = true}"));
}

#[test]
fn debug_print_and_pure_callback_print_as_jax_does() {
    let f = Aval::new(DType::F32, [2]);
    let mut b = Builder::new();
    let x = b.input(f.clone());
    let y = b
        .py_callback(PyCallback::pure("h", vec![f.clone()]), &[x.into()])
        .unwrap()[0];
    b.py_callback(PyCallback::print("y={}", false), &[y.into()])
        .unwrap();
    b.py_callback(PyCallback::debug(true), &[y.into()]).unwrap();
    let text = b.finish([y]).to_string();
    for part in [
        "b:f32[2] = pure_callback[\n      callback=_FlatCallback(callback_func=<function h at 0xXXXXXXXXXXXX>, in_tree=PyTreeDef(((*,), {})))\n      result_avals=(ShapedArray(float32[2]),)\n      sharding=None\n      vmap_method=None\n    ] a",
        "debug_print[\n      fmt=y={}\n      has_placeholders=True\n      in_tree=PyTreeDef(((*,), {}))\n      logging_record=None\n",
        "effect=OrderedDebug",
    ] {
        assert!(text.contains(part), "{text}");
    }
}
