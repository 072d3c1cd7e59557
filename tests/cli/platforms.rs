//! `--platform` takes any name, as JAX's `lowering_platforms` does (issue 15, section 1).

use super::{assert_compile_error, assert_ok, assert_usage_error, minihlo, stdout, HELLO};

/// A program without a buffer_callback (tests/data/no_callback.jaxpr).
const PLAIN: &str = "tests/data/no_callback.jaxpr";

#[test]
fn a_buffer_callback_for_a_platform_without_target_is_jaxs_error_with_the_name_as_given() {
    for name in ["tpu", "metal", "METAL", "my_plugin", "neuron", "CPU"] {
        for form in ["typed", "jax"] {
            let o = minihlo(
                &["compile", HELLO, "--platform", name, "--ffi-form", form],
                "",
            );
            assert_compile_error(
                &o,
                &format!("`buffer_callback` not supported on {name} backend."),
            );
        }
    }
}

#[test]
fn a_program_without_buffer_callback_lowers_for_any_platform() {
    let tpu = minihlo(&["compile", PLAIN, "--platform", "tpu"], "");
    assert_ok(&tpu);
    for name in ["metal", "METAL", "my_plugin"] {
        let o = minihlo(&["compile", PLAIN, "--platform", name], "");
        assert_ok(&o);
        assert_eq!(stdout(&o), stdout(&tpu), "{name}");
        let o = minihlo(
            &["compile", PLAIN, "--platform", &format!("cpu,{name}")],
            "",
        );
        assert_ok(&o);
        assert!(stdout(&o).contains("_platform_index"), "{}", stdout(&o));
    }
}

#[test]
fn several_platforms_with_an_unknown_name_fail_as_jax_does() {
    // The jax form is JAX: its multi-platform error comes first.
    let o = minihlo(
        &[
            "compile",
            HELLO,
            "--platform",
            "cpu,metal",
            "--ffi-form",
            "jax",
        ],
        "",
    );
    assert_compile_error(&o, "multi-platform lowering for buffer_callback");
    // The typed form dispatches per platform: metal has no target.
    for list in [
        &["--platform", "cpu,metal"][..],
        &["--platform", "cpu", "--platform", "metal"],
    ] {
        let mut args = vec!["compile", HELLO];
        args.extend_from_slice(list);
        let o = minihlo(&args, "");
        assert_compile_error(&o, "`buffer_callback` not supported on metal backend.");
    }
}

#[test]
fn gpu_and_names_that_are_not_names_are_usage_errors() {
    let o = minihlo(&["compile", HELLO, "--platform", "gpu"], "");
    assert_usage_error(&o, "choose cuda or rocm");
    assert_usage_error(&o, "known platforms: cpu, cuda, rocm, tpu, oneapi");
    for blank in ["", " ", "cpu,"] {
        let o = minihlo(&["compile", HELLO, "--platform", blank], "");
        assert_usage_error(
            &o,
            "is not a platform name; known platforms: cpu, cuda, rocm, tpu, oneapi",
        );
    }
}

#[test]
fn a_list_and_repeated_platforms_are_the_same_and_a_duplicate_is_a_usage_error() {
    let list = minihlo(&["compile", HELLO, "--platform", "cpu,cuda"], "");
    assert_ok(&list);
    let repeated = minihlo(
        &["compile", HELLO, "--platform", "cpu", "--platform", "cuda"],
        "",
    );
    assert_eq!(stdout(&list), stdout(&repeated));
    for args in [
        &["--platform", "cpu,cpu"][..],
        &["--platform", "cuda", "--platform", "cpu,cuda"],
    ] {
        let mut all = vec!["compile", HELLO];
        all.extend_from_slice(args);
        let o = minihlo(&all, "");
        assert_usage_error(&o, "is given twice");
    }
}

#[test]
fn help_lists_the_known_platforms() {
    let o = minihlo(&["compile", "--help"], "");
    assert_ok(&o);
    assert!(
        stdout(&o).contains("[possible values: cpu, cuda, rocm, tpu, oneapi]"),
        "{}",
        stdout(&o)
    );
}
