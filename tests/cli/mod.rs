//! The real `minihlo` binary: exit codes, stdout, stderr and files.

mod callback_identity;
mod conformance;
mod corpus;
mod first_hour;
mod hostile;
mod platforms;
mod quickstart;
mod unix;
mod vmap;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn conformance_file(name: &str) -> PathBuf {
    root().join("tests/data/conformance").join(name)
}

/// Runs `minihlo ARGS` with `stdin` as standard input.
pub fn minihlo(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_minihlo"))
        .args(args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the minihlo binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("stdin written");
    child.wait_with_output().expect("minihlo finishes")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[track_caller]
pub fn assert_ok(o: &Output) {
    assert_eq!(o.status.code(), Some(0), "stderr:\n{}", stderr(o));
    assert!(o.stderr.is_empty(), "stderr:\n{}", stderr(o));
}

/// Exit 1, `error: MESSAGE` on stderr's first line, nothing on stdout.
#[track_caller]
pub fn assert_compile_error(o: &Output, message: &str) {
    assert_eq!(o.status.code(), Some(1), "stderr:\n{}", stderr(o));
    let err = stderr(o);
    assert_eq!(
        err.lines().next(),
        Some(format!("error: {message}").as_str()),
        "stderr:\n{err}"
    );
    assert!(o.stdout.is_empty(), "stdout:\n{}", stdout(o));
}

#[track_caller]
pub fn assert_usage_error(o: &Output, needle: &str) {
    assert_eq!(o.status.code(), Some(2), "stderr:\n{}", stderr(o));
    assert!(stderr(o).contains(needle), "stderr:\n{}", stderr(o));
    assert!(o.stdout.is_empty());
}

pub fn path_str(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

pub const HELLO: &str = "examples/hello_callback.jaxpr";

#[test]
fn compile_prints_the_module_named_after_the_file() {
    let o = minihlo(&["compile", HELLO], "");
    assert_ok(&o);
    let out = stdout(&o);
    assert!(
        out.starts_with("module @jit_hello_callback attributes"),
        "{out}"
    );
    assert!(
        out.contains("call_target_name = \"xla_buffer_python_cpu_callback\""),
        "{out}"
    );
    assert!(
        out.contains("api_version = 4 : i32"),
        "typed form by default:\n{out}"
    );
    assert!(out.contains("backend_config = {index = 0 : ui64}"), "{out}");
    assert!(out.ends_with("}\n"), "{out}");
}

#[test]
fn every_example_compiles_for_every_gpu_and_cpu() {
    for entry in std::fs::read_dir(root().join("examples")).expect("examples/") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "jaxpr") {
            for platform in ["cpu", "cuda", "rocm"] {
                let o = minihlo(&["compile", path_str(&path), "--platform", platform], "");
                assert_ok(&o);
            }
        }
    }
}

#[test]
fn name_and_stdin() {
    let text = std::fs::read_to_string(root().join(HELLO)).expect("example");
    let o = minihlo(&["compile", "-"], &text);
    assert_ok(&o);
    assert!(
        stdout(&o).starts_with("module @jit_main "),
        "{}",
        stdout(&o)
    );
    let o = minihlo(&["compile", "-", "--name", "my_fn"], &text);
    assert_ok(&o);
    assert!(
        stdout(&o).starts_with("module @jit_my_fn "),
        "{}",
        stdout(&o)
    );
    let o = minihlo(&["compile", HELLO, "--name", "other"], "");
    assert!(
        stdout(&o).starts_with("module @jit_other "),
        "{}",
        stdout(&o)
    );
}

#[test]
fn jax_form() {
    let o = minihlo(&["compile", HELLO, "--ffi-form", "jax"], "");
    assert_ok(&o);
    let out = stdout(&o);
    assert!(out.contains("api_version = 1 : i32"), "{out}");
    assert!(out.contains("backend_config = \"\""), "{out}");
    assert!(
        out.contains("mhlo.backend_config = {index = 0 : ui64}"),
        "{out}"
    );
}

#[test]
fn bytecode() {
    let o = minihlo(&["compile", HELLO, "--emit", "bytecode"], "");
    assert_ok(&o);
    assert!(o.stdout.starts_with(b"ML\xefR"), "MLIR bytecode magic");
}

/// `-o` onto something that is not a regular file (here a FIFO; `/dev/null` alike) writes into
/// it: renaming a temporary file over it would replace the device or pipe itself.
#[test]
fn output_to_a_fifo_writes_through_it() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("out.fifo");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).expect("read the fifo"))
    };
    let file = conformance_file("single_f32.jaxpr.txt");
    let o = minihlo(&["compile", path_str(&file), "-o", path_str(&fifo)], "");
    assert_ok(&o);
    let module = reader.join().expect("reader thread");
    assert!(module.starts_with("module @jit_single_f32 "), "{module}");
    let kind = std::fs::metadata(&fifo).expect("still there").file_type();
    assert!(kind.is_fifo(), "the FIFO was replaced: {kind:?}");
}

#[test]
fn output_file_and_callback_table() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("m.mlir");
    let json = dir.path().join("cb.json");
    let file = conformance_file("two_callbacks.jaxpr.txt");
    let o = minihlo(
        &[
            "compile",
            path_str(&file),
            "--platform",
            "cuda",
            "-o",
            path_str(&out),
            "--callbacks-json",
            path_str(&json),
        ],
        "",
    );
    assert_ok(&o);
    assert!(o.stdout.is_empty(), "the module goes to -o only");
    let module = std::fs::read_to_string(&out).expect("module written");
    assert!(module.starts_with("module @jit_two_callbacks "), "{module}");
    let table: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).expect("json written")).expect("json");
    assert_eq!(
        table,
        serde_json::json!([
            {
                "index": 0,
                "callback": "make_std_cb.<locals>.std_cb",
                "target": "xla_buffer_python_gpu_callback",
                "operands": [{"dtype": "float32", "shape": [4]}],
                "results": [{"dtype": "float32", "shape": [4]}],
                "has_side_effect": false
            },
            {
                "index": 1,
                "callback": "make_std_cb.<locals>.std_cb",
                "target": "xla_buffer_python_gpu_callback",
                "operands": [{"dtype": "float32", "shape": [4]}],
                "results": [{"dtype": "float32", "shape": [4]}, {"dtype": "int32", "shape": [2]}],
                "has_side_effect": false
            }
        ])
    );
    // Nothing else is left in the directory (no temporary files).
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .expect("dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["cb.json", "m.mlir"]);
}

#[test]
fn the_same_callback_twice_is_one_table_entry() {
    let dir = tempfile::tempdir().expect("temp dir");
    let json = dir.path().join("cb.json");
    let file = conformance_file("same_callback_twice.jaxpr.txt");
    let o = minihlo(
        &[
            "compile",
            path_str(&file),
            "--callbacks-json",
            path_str(&json),
        ],
        "",
    );
    assert_ok(&o);
    let table: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).expect("json")).expect("json");
    assert_eq!(table.as_array().map(Vec::len), Some(1), "{table}");
    assert_eq!(stdout(&o).matches("index = 0 : ui64").count(), 2);
}

#[test]
fn a_failed_compile_writes_nothing_and_keeps_old_files() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("m.mlir");
    let json = dir.path().join("cb.json");
    std::fs::write(&out, "old module").expect("write");
    let file = conformance_file("single_f32.jaxpr.txt");
    let o = minihlo(
        &[
            "compile",
            path_str(&file),
            "--platform",
            "tpu",
            "-o",
            path_str(&out),
            "--callbacks-json",
            path_str(&json),
        ],
        "",
    );
    assert_compile_error(&o, "`buffer_callback` not supported on tpu backend.");
    assert_eq!(
        std::fs::read_to_string(&out).expect("old file"),
        "old module"
    );
    assert!(!json.exists());
    let names: Vec<_> = std::fs::read_dir(dir.path()).expect("dir").collect();
    assert_eq!(names.len(), 1, "no temporary files left");
}

#[test]
fn parse_errors_show_place_and_snippet() {
    let text = "{ lambda ; a:f32[4]. let\n    b:f32[4] = frobnicate a\n  in (b,) }\n";
    let o = minihlo(&["compile", "-"], text);
    assert_compile_error(&o, "unknown primitive `frobnicate`");
    let err = stderr(&o);
    assert!(err.contains("<stdin>:2:16"), "{err}");
    assert!(err.contains("2 │     b:f32[4] = frobnicate a"), "{err}");
    assert!(!err.contains('\u{1b}'), "no colours: {err}");
}

#[test]
fn control_flow_compiles_and_unsupported_call_primitives_are_clear_errors() {
    let path = root().join("crates/minihlo-jaxpr/tests/data/ok/jax_cond.jaxpr");
    let o = minihlo(&["compile", path_str(&path)], "");
    assert_ok(&o);
    assert!(stdout(&o).contains("\"stablehlo.case\""), "{}", stdout(&o));
    let path = root().join("crates/minihlo-jaxpr/tests/data/err/cf_closed_call.jaxpr");
    let o = minihlo(&["compile", path_str(&path)], "");
    assert_compile_error(
        &o,
        "unsupported primitive `closed_call`: minihlo reads jit, cond, while, scan, custom_jvp_call and custom_vjp_call, not `closed_call`",
    );
}

#[test]
fn lowering_errors_are_compile_errors() {
    let o = minihlo(&["compile", HELLO, "--platform", "vulkan"], "");
    assert_compile_error(&o, "`buffer_callback` not supported on vulkan backend.");
}

#[test]
fn unreadable_input() {
    let o = minihlo(&["compile", "no/such/file.jaxpr"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("error: cannot read no/such/file.jaxpr: "),
        "{}",
        stderr(&o)
    );
}

#[test]
fn usage_errors_exit_2() {
    assert_usage_error(&minihlo(&[], ""), "Usage: minihlo <COMMAND>");
    assert_usage_error(
        &minihlo(&["compile"], ""),
        "required arguments were not provided",
    );
    assert_usage_error(
        &minihlo(&["compile", HELLO, "--bogus"], ""),
        "unexpected argument '--bogus'",
    );
    assert_usage_error(
        &minihlo(&["compile", HELLO, "--ffi-form", "xla"], ""),
        "invalid value 'xla' for '--ffi-form <FFI_FORM>'",
    );
    assert_usage_error(
        &minihlo(&["compile", HELLO, "--emit", "xml"], ""),
        "invalid value 'xml' for '--emit <EMIT>'",
    );
    assert_usage_error(
        &minihlo(&["frobnicate"], ""),
        "unrecognized subcommand 'frobnicate'",
    );
}

#[test]
fn help_has_an_example() {
    for args in [&["--help"][..], &["compile", "--help"]] {
        let o = minihlo(args, "");
        assert_ok(&o);
        assert!(stdout(&o).contains("Example:\n"), "{}", stdout(&o));
        assert!(stdout(&o).contains("minihlo compile examples/hello_callback.jaxpr"));
    }
}

#[test]
fn check_command() {
    let o = minihlo(&["check", HELLO], "");
    assert_ok(&o);
    assert!(o.stdout.is_empty());
    let bad = conformance_file("alias_out_of_range_error.jaxpr.txt");
    let o = minihlo(&["check", path_str(&bad)], "");
    assert_compile_error(
        &o,
        "input_output_aliases contains the mapping '2:0' with input index 2 outside the range [0, 1).",
    );
}

#[test]
fn fmt_prints_canonical_text() {
    let o = minihlo(
        &["fmt", "-"],
        "{lambda;a:f32[4] b:f32[4].let c:f32[4]=add a b;d:f32[4]=mul c 2:f32[]\nin(d,c)}",
    );
    assert_ok(&o);
    assert_eq!(
        stdout(&o),
        "{ lambda ; a:f32[4] b:f32[4]. let\n    c:f32[4] = add a b\n    d:f32[4] = mul c 2.0:f32[]\n  in (d, c) }\n"
    );
    let file = conformance_file("vmap_expand_dims.jaxpr.txt");
    let o = minihlo(&["fmt", path_str(&file)], "");
    assert_ok(&o);
    assert_eq!(stdout(&o), std::fs::read_to_string(&file).expect("jaxpr"));
    let o = minihlo(&["fmt", "-"], "{ lambda ; a:f32[4]. let  in (b,) }");
    assert_compile_error(&o, "unknown variable `b`");
}

/// `--out-dir` compiles files in parallel (one MLIR context per thread) to the same modules and
/// tables as one file at a time; a failing file is reported and the others are still written.
#[test]
fn several_files_into_a_directory() {
    let dir = tempfile::tempdir().expect("temp dir");
    let names = [
        "single_f32",
        "two_callbacks",
        "alias_1_0",
        "zero_inputs",
        "cmd_buffer",
    ];
    let files: Vec<PathBuf> = names
        .iter()
        .map(|n| conformance_file(&format!("{n}.jaxpr.txt")))
        .collect();
    let bad = conformance_file("alias_mismatch_error.jaxpr.txt");
    let mut args = vec!["compile", "--platform", "cuda", "-j", "2", "--out-dir"];
    args.push(path_str(dir.path()));
    args.extend(files.iter().map(|f| path_str(f)));
    args.push(path_str(&bad));
    let o = minihlo(&args, "");
    assert_eq!(o.status.code(), Some(1), "stderr:\n{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.starts_with(&format!(
            "error: {}: input_output_aliases contains the mapping '0:0'",
            path_str(&bad)
        )),
        "{err}"
    );
    assert!(!dir.path().join("alias_mismatch_error.mlir").exists());
    for (name, file) in names.iter().zip(&files) {
        let json = dir.path().join("one.json");
        let one = minihlo(
            &[
                "compile",
                path_str(file),
                "--platform",
                "cuda",
                "--callbacks-json",
                path_str(&json),
            ],
            "",
        );
        assert_ok(&one);
        let module = std::fs::read_to_string(dir.path().join(format!("{name}.mlir")));
        assert_eq!(module.expect("module written"), stdout(&one), "{name}");
        let table = std::fs::read_to_string(dir.path().join(format!("{name}.callbacks.json")));
        assert_eq!(
            table.expect("table written"),
            std::fs::read_to_string(&json).expect("json"),
            "{name}"
        );
    }
}

#[test]
fn several_files_need_an_out_dir_and_distinct_names() {
    let a = conformance_file("single_f32.jaxpr.txt");
    let b = conformance_file("two_callbacks.jaxpr.txt");
    let o = minihlo(&["compile", path_str(&a), path_str(&b)], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).starts_with("error: several files need --out-dir DIR"),
        "{}",
        stderr(&o)
    );
    let dir = tempfile::tempdir().expect("temp dir");
    let o = minihlo(
        &[
            "compile",
            path_str(&a),
            path_str(&a),
            "--out-dir",
            path_str(dir.path()),
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("would both write single_f32.*"),
        "{}",
        stderr(&o)
    );
    let o = minihlo(
        &[
            "compile",
            path_str(&a),
            "-o",
            "x.mlir",
            "--out-dir",
            path_str(dir.path()),
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot be used with"), "{}", stderr(&o));
}

/// The text does not say whether JAX traced with x64; `--x64` does. It decides the type of the
/// indices JAX makes up while lowering: scan's counter and the platform index.
#[test]
fn x64_decides_the_index_types_jax_makes_up() {
    let file = root().join("tests/corpus/cf_scan_x64/jaxpr.txt");
    let run = |extra: &[&str]| {
        let mut args = vec!["compile", path_str(&file)];
        args.extend_from_slice(extra);
        minihlo(&args, "")
    };
    let compile = |extra: &[&str]| {
        let o = run(extra);
        assert_ok(&o);
        stdout(&o)
    };
    // Only f32 values: inferred as an x64-off trace, so the counter is i32; the text cannot
    // tell, so minihlo warns and names --x64 (JAX traced this one with x64: its counter is i64).
    let row =
        |index: &str| format!("@dynamic_index_in_dim(%arg0: tensor<3x4xf32>, %arg1: {index})");
    let o = run(&[]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let inferred = stdout(&o);
    assert!(inferred.contains(&row("tensor<i32>")), "{inferred}");
    let warning = stderr(&o);
    assert!(
        warning.starts_with("warning: ")
            && warning.contains("jax_enable_x64")
            && warning.contains("scan's loop counter is 32-bit")
            && warning.contains("--x64 on"),
        "{warning}"
    );
    assert_eq!(warning.lines().count(), 1, "{warning}");
    assert_eq!(compile(&["--x64", "off"]), inferred);
    let on = compile(&["--x64", "on"]);
    assert!(on.contains(&row("tensor<i64>")), "{on}");
    let multi = compile(&["--x64", "on", "--platform", "cpu", "--platform", "cuda"]);
    assert!(
        multi.contains("@main(%arg0: tensor<i64> {jax.global_constant = \"_platform_index\"}"),
        "{multi}"
    );
}
