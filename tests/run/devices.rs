//! `minihlo run --devices N`: the runtime's client gets N CPU devices. A program for one device
//! runs on the first and gives what it gives on a one-device runtime; a bad count is an error.
//! (Programs on a mesh run partitioned: the runtime crate's tests/multi_device.rs.)

use minihlo::runtime::Array;

use super::npy_io;
use crate::cli::{assert_ok, minihlo, stderr, stdout};

#[test]
fn run_on_several_devices() {
    let tmp = tempfile::tempdir().unwrap();
    let x = tmp.path().join("x.npy");
    let values = [-1.5f32, 0.0, 0.25, 3.0];
    npy_io::write_npy(&x, &Array::from_slice(&[4], &values).unwrap()).unwrap();
    let run = |devices: &[&str]| {
        let mut args = vec![
            "run",
            "examples/hello_callback.jaxpr",
            "--input",
            x.to_str().unwrap(),
            "--callback",
            "hello=copy",
        ];
        args.extend_from_slice(devices);
        minihlo(&args, "")
    };
    let one = run(&[]);
    assert_ok(&one);
    let eight = run(&["--devices", "8"]);
    assert_ok(&eight);
    assert_eq!(stdout(&eight), stdout(&one));
    let none = run(&["--devices", "0"]);
    assert!(!none.status.success());
    assert!(
        stderr(&none).contains("at least one device"),
        "{}",
        stderr(&none)
    );
}
