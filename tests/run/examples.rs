//! `minihlo run` on the bundled examples: the real binary, the real plugin. Expected values are
//! computed here from the inputs (f32 math; XLA's tanh is an approximation, so within 1e-6).

use minihlo::runtime::Array;

use super::npy_io;
use crate::cli::{assert_compile_error, assert_ok, minihlo, stdout};

fn npy(dir: &std::path::Path, name: &str, a: &Array) -> String {
    let path = dir.join(name);
    npy_io::write_npy(&path, a).unwrap();
    path.to_str().unwrap().to_string()
}

fn close(a: f32, b: f32) -> bool {
    (a - b).abs() <= 1e-6
}

#[test]
fn run_executes_the_examples() {
    let tmp = tempfile::tempdir().unwrap();
    let x: Vec<f32> = vec![-1.5, 0.0, 0.25, 3.0];
    let x_npy = npy(tmp.path(), "x.npy", &Array::from_slice(&[4], &x).unwrap());

    // hello: tanh(2x) + 1 with the callback copying its input; results as an .npz.
    let out = tmp.path().join("out.npz");
    let o = minihlo(
        &[
            "run",
            "examples/hello_callback.jaxpr",
            "--input",
            &x_npy,
            "--callback",
            "hello=copy",
            "-o",
            out.to_str().unwrap(),
        ],
        "",
    );
    assert_ok(&o);
    let got = npy_io::read_arrays(&out).unwrap();
    let got = got[0].to_vec::<f32>().unwrap();
    for (g, v) in got.iter().zip(&x) {
        assert!(close(*g, (2.0 * v).tanh() + 1.0), "{got:?} for {x:?}");
    }

    // The same with `zeros`: tanh(0) + 1, printed.
    let o = minihlo(
        &[
            "run",
            "examples/hello_callback.jaxpr",
            "-i",
            &x_npy,
            "--callback",
            "*=zeros",
        ],
        "",
    );
    assert_ok(&o);
    assert_eq!(stdout(&o), "out0: float32[4] [1.0, 1.0, 1.0, 1.0]\n");

    // side_effect_log: the host sees the input; the result is sum(a * a).
    let a: Vec<f32> = (0..6).map(|i| i as f32 * 0.5).collect();
    let a_npy = npy(
        tmp.path(),
        "a.npy",
        &Array::from_slice(&[2, 3], &a).unwrap(),
    );
    let dump = tmp.path().join("dump");
    let o = minihlo(
        &[
            "run",
            "examples/side_effect_log.jaxpr",
            "-i",
            &a_npy,
            "--callback",
            "log_values=log",
        ],
        "",
    );
    assert_ok(&o);
    let sum: f32 = a.iter().map(|v| v * v).sum();
    assert_eq!(
        stdout(&o),
        format!(
            "callback log_values (index 0) call 0: in0=float32[2, 3] {a:?}\nout0: float32[] [{sum:?}]\n"
        )
    );
    let o = minihlo(
        &[
            "run",
            "examples/side_effect_log.jaxpr",
            "-i",
            &a_npy,
            "--callback",
            &format!("log_values=npy:{}", dump.display()),
        ],
        "",
    );
    assert_ok(&o);
    let saved = npy_io::read_arrays(&dump.join("log_values.0.in0.npy")).unwrap();
    assert_eq!(saved[0].to_vec::<f32>().unwrap(), a);

    // aliased_update: output 0 aliases input 1 and copies it.
    let ints = npy(
        tmp.path(),
        "i.npy",
        &Array::from_slice(&[3], &[7i32, 8, 9]).unwrap(),
    );
    let o = minihlo(
        &[
            "run",
            "examples/aliased_update.jaxpr",
            "-i",
            &ints,
            "-i",
            &x_npy,
            "--callback",
            "scale_in_place=copy",
        ],
        "",
    );
    assert_ok(&o);
    assert_eq!(stdout(&o), format!("out0: float32[4] {x:?}\n"));
}

/// Each case: the arguments, and the error's first line.
#[test]
fn run_errors() {
    let tmp = tempfile::tempdir().unwrap();
    let x = npy(
        tmp.path(),
        "x.npy",
        &Array::from_slice(&[4], &[1.0f32; 4]).unwrap(),
    );
    let ints = npy(
        tmp.path(),
        "i.npy",
        &Array::from_slice(&[4], &[1i32; 4]).unwrap(),
    );
    let hello = "examples/hello_callback.jaxpr";
    let cases: &[(&[&str], &str)] = &[
        (&[hello, "-i", &x], "callback \"hello\" has no host action: pass --callback hello=log (or zeros, copy, npy:DIR)"),
        (&[hello, "-i", &x, "--callback", "hello=shout"], "--callback \"hello=shout\": unknown action \"shout\" (log, zeros, copy, npy:DIR, print)"),
        (&[hello, "-i", &x, "--callback", "bye=log"], "--callback bye=...: the program has no callback \"bye\" (its callbacks: hello)"),
        (&[hello, "--callback", "hello=log"], "0 inputs given, @main takes 1"),
        (&[hello, "-i", &ints, "--callback", "hello=log"], "input 0 is int32[4], @main takes float32[4]"),
        (&[hello, "-i", "nope.npy", "--callback", "hello=log"], "cannot read nope.npy: No such file or directory (os error 2)"),
        (&[hello, "-i", &x, "--callback", "hello=log", "--plugin", "/nope/pjrt.so"], "cannot use PJRT plugin /nope/pjrt.so: cannot open it: No such file or directory (os error 2)"),
    ];
    for (args, message) in cases {
        let mut full = vec!["run"];
        full.extend_from_slice(args);
        assert_compile_error(&minihlo(&full, ""), message);
    }
}
