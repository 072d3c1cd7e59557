//! The buffer_callback platform table.

use minihlo_stablehlo::{buffer_callback_target, Platform};

fn check(platforms: &[&str], command_buffer: bool, expect: Result<&str, &str>) {
    let platforms: Vec<Platform> = platforms.iter().map(|p| Platform::from(*p)).collect();
    let got = buffer_callback_target(&platforms, command_buffer).map_err(|e| e.to_string());
    assert_eq!(
        got.as_deref().map_err(|e| e.as_str()),
        expect,
        "{platforms:?} command_buffer={command_buffer}"
    );
}

#[test]
fn platform_table() {
    check(&["cpu"], false, Ok("xla_buffer_python_cpu_callback"));
    check(&["cpu"], true, Ok("xla_buffer_python_cpu_callback"));
    for gpu in ["cuda", "rocm", "oneapi"] {
        check(&[gpu], false, Ok("xla_buffer_python_gpu_callback"));
        check(
            &[gpu],
            true,
            Ok("xla_buffer_python_gpu_callback_cmd_buffer"),
        );
    }
    check(
        &["tpu"],
        false,
        Err("`buffer_callback` not supported on tpu backend."),
    );
    check(
        &["metal"],
        true,
        Err("`buffer_callback` not supported on metal backend."),
    );
    check(
        &["cpu", "cuda"],
        false,
        Err("multi-platform lowering for buffer_callback"),
    );
    check(
        &["tpu", "tpu"],
        false,
        Err("multi-platform lowering for buffer_callback"),
    );
    check(
        &[],
        false,
        Err("no lowering platform given; pass at least one, such as \"cpu\""),
    );
}
