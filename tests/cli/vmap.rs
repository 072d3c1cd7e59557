//! `minihlo vmap`: the batched jaxpr on stdout, JAX's messages with exit 1, usage errors with 2,
//! nested vmap as the command applied twice.

use super::{minihlo, root, stderr, stdout};

fn read(p: &str) -> String {
    std::fs::read_to_string(root().join("tests/vmap").join(p)).expect("corpus file")
}

#[test]
fn prints_jaxs_batched_jaxpr() {
    let o = minihlo(
        &[
            "vmap",
            "tests/vmap/vm_elementwise/before.jaxpr",
            "--in-axes",
            "0,none",
            "--out-axes",
            "0,0",
            "--axis-size",
            "3",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), read("vm_elementwise/after.jaxpr"));
}

#[test]
fn nested_vmap_is_the_command_twice() {
    let first = minihlo(
        &[
            "vmap",
            "-",
            "--in-axes=0,none",
            "--out-axes=0",
            "--axis-size=3",
        ],
        &read("vm_nested/before.jaxpr"),
    );
    assert_eq!(first.status.code(), Some(0), "{}", stderr(&first));
    let second = minihlo(
        &[
            "vmap",
            "-",
            "--in-axes=none,0",
            "--out-axes=1",
            "--axis-size=2",
        ],
        &stdout(&first),
    );
    assert_eq!(second.status.code(), Some(0), "{}", stderr(&second));
    assert_eq!(stdout(&second), read("vm_nested/after.jaxpr"));
}

#[test]
fn refusals_and_usage_errors() {
    // JAX's own message, exit status 1, nothing on stdout.
    let o = minihlo(
        &[
            "vmap",
            "tests/vmap/vm_bcb_none_error/before.jaxpr",
            "--in-axes=0",
            "--out-axes=0",
            "--axis-size=3",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    assert_eq!(
        stderr(&o).trim_end(),
        format!(
            "error: {}",
            read("vm_bcb_none_error/expected_error").trim_end()
        )
    );
    // A negative axis is an axis; a word that is not one is a usage error (exit 2).
    let o = minihlo(
        &[
            "vmap",
            "-",
            "--in-axes=-1",
            "--out-axes=-1",
            "--axis-size=2",
        ],
        "{ lambda ; a:f32[3]. let b:f32[3] = neg a in (b,) }",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("neg a"));
    let o = minihlo(&["vmap", "-", "--in-axes=x", "--out-axes=0"], "");
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    // One axis per input.
    let o = minihlo(
        &[
            "vmap",
            "-",
            "--in-axes=0,0",
            "--out-axes=0",
            "--axis-size=2",
        ],
        "{ lambda ; a:f32[3]. let  in (a,) }",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("len(in_axes)=2, len(args)=1"),
        "{}",
        stderr(&o)
    );
}
