//! Issue 27, the first hour of a new user: `minihlo diff`, `run -o -`, bfloat16 `.npy` files as
//! numpy saves them, the replay and command actions, output-file hygiene, and the messages.

use std::path::{Path, PathBuf};
use std::process::Output;

use minihlo::runtime::{Array, DType};

use super::{assert_ok, minihlo, path_str, root, stderr, stdout, HELLO};

// tests/run includes it too, as a private module of its own.
#[path = "../../src/npy_io.rs"]
#[allow(dead_code, clippy::duplicate_mod)]
mod npy_io;

fn data(name: &str) -> PathBuf {
    root().join("tests/data/first_hour").join(name)
}

fn s(p: &Path) -> &str {
    path_str(p)
}

/// Exit 2 or 1 (as given), `needle` in stderr, nothing on stdout.
#[track_caller]
fn assert_fails(o: &Output, code: i32, needle: &str) {
    assert_eq!(o.status.code(), Some(code), "stderr:\n{}", stderr(o));
    assert!(stderr(o).contains(needle), "{needle:?} in:\n{}", stderr(o));
    assert!(o.stdout.is_empty(), "stdout:\n{}", stdout(o));
}

fn write_npy(dir: &Path, name: &str, a: &Array) -> PathBuf {
    let p = dir.join(name);
    npy_io::write_npy(&p, a).expect("npy written");
    p
}

fn x(dir: &Path) -> PathBuf {
    let a = Array::from_slice(&[4], &[0.5f32, 1.0, -2.0, 3.0]).expect("array");
    write_npy(dir, "x.npy", &a)
}

/// `minihlo run HELLO -i x --callback hello=ACTION -o OUT`'s results.
fn run_hello(dir: &Path, action: &str, out: &str) -> Vec<Array> {
    let x = x(dir);
    let out = dir.join(out);
    let o = minihlo(
        &[
            "run",
            HELLO,
            "-i",
            s(&x),
            "--callback",
            &format!("hello={action}"),
            "-o",
            s(&out),
        ],
        "",
    );
    assert_ok(&o);
    npy_io::read_arrays(&out).expect("results")
}

fn compile(dir: &Path, file: &Path, name: &str, extra: &[&str]) -> PathBuf {
    let out = dir.join(name);
    let mut args = vec!["compile", s(file), "-o", s(&out)];
    args.extend_from_slice(extra);
    assert_ok(&minihlo(&args, ""));
    out
}

#[test]
fn diff_reports_the_first_operation_and_attributes_that_differ() {
    let dir = tempfile::tempdir().expect("tempdir");
    let model = data("model.jaxpr");
    let as_jax = compile(
        dir.path(),
        &model,
        "jax.mlir",
        &["--name", "f", "--ffi-form", "jax"],
    );
    let typed = compile(dir.path(), &model, "typed.mlir", &["--name", "f"]);
    let again = compile(dir.path(), &model, "again.mlir", &["--name", "f"]);

    // minihlo's own parser: generic forms.
    let o = minihlo(&["diff", s(&typed), s(&again), "--parser", "mlir"], "");
    assert_ok(&o);
    assert!(stdout(&o).contains(" are equal: "), "{}", stdout(&o));
    let o = minihlo(&["diff", s(&typed), s(&as_jax), "--parser", "mlir"], "");
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let report = stdout(&o);
    let (t, j) = (s(&typed), s(&as_jax));
    for line in [
        ", stablehlo.custom_call, differs:".to_string(),
        format!("  attribute api_version: 4 : i32 in {t}, 1 : i32 in {j}"),
        format!("  attribute mhlo.backend_config: absent in {t}, {{index = 0 : ui64}} in {j}"),
    ] {
        assert!(report.contains(&line), "{line:?} in:\n{report}");
    }
    // The module's name is an attribute too.
    let other = compile(dir.path(), &model, "other.mlir", &[]);
    let o = minihlo(&["diff", s(&other), s(&typed), "--parser", "mlir"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).starts_with(
            "operation 0, builtin.module, differs:\n  attribute sym_name: \"jit_model\""
        ),
        "{}",
        stdout(&o)
    );

    // JAX's pretty form needs jaxlib's parser.
    let jax = data("model.jax.mlir");
    let o = minihlo(&["diff", s(&as_jax), s(&jax), "--parser", "mlir"], "");
    assert_fails(&o, 2, "StableHLO's pretty form");
    let python = root().join(".venv/bin/python");
    assert!(
        python.exists(),
        "these checks need .venv: run scripts/python-env"
    );
    let o = minihlo(&["diff", s(&as_jax), s(&jax), "--python", s(&python)], "");
    assert_ok(&o);
    assert!(
        stdout(&o).contains("compared by jaxlib's parser"),
        "{}",
        stdout(&o)
    );
    let o = minihlo(&["diff", s(&typed), s(&jax), "--python", s(&python)], "");
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("  attribute api_version: 4 : i32 in"),
        "{}",
        stdout(&o)
    );
    // A Python without jax: `--parser jaxlib` fails, `auto` falls back and says so.
    let o = minihlo(
        &[
            "diff",
            s(&typed),
            s(&again),
            "--parser",
            "jaxlib",
            "--python",
            "/bin/false",
        ],
        "",
    );
    assert_fails(&o, 2, "/bin/false failed");
    let o = minihlo(
        &[
            "diff",
            s(&typed),
            s(&again),
            "--python",
            "/nonexistent/python",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stderr(&o).starts_with("note: cannot run /nonexistent/python"),
        "{}",
        stderr(&o)
    );
    let o = minihlo(&["diff", s(&typed), "nope.mlir"], "");
    assert_fails(&o, 2, "cannot read nope.mlir");
}

#[test]
fn run_dash_o_writes_the_npz_bytes_to_stdout() {
    let dir = tempfile::tempdir().expect("tempdir");
    let to_file = run_hello(dir.path(), "copy", "out.npz");
    let x = x(dir.path());
    let o = minihlo(
        &[
            "run",
            HELLO,
            "-i",
            s(&x),
            "--callback",
            "hello=copy",
            "-o",
            "-",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let piped = dir.path().join("piped.npz");
    std::fs::write(&piped, &o.stdout).expect("written");
    assert_eq!(npy_io::read_arrays(&piped).expect("npz"), to_file);
    assert!(!root().join("-").exists(), "no file named -");
}

#[test]
fn bfloat16_npy_as_numpy_saves_it_is_read_as_bfloat16() {
    let dir = tempfile::tempdir().expect("tempdir");
    let program = data("bf16_twice.jaxpr");
    let run = |input: &Path, out: &str| {
        let out = dir.path().join(out);
        let o = minihlo(
            &[
                "run",
                s(&program),
                "-i",
                s(input),
                "--callback",
                "on_host=copy",
                "-o",
                s(&out),
            ],
            "",
        );
        (o, out)
    };
    // The same values as uint16 bits (the corpus's spelling of bfloat16).
    let v2 = data("bf16_x.npy");
    let [bits] = <[Array; 1]>::try_from(npy_io::read_arrays(&v2).expect("<V2 read")).expect("one");
    assert_eq!(bits.dtype(), DType::U16);
    let bits = write_npy(dir.path(), "bits.npy", &bits);
    let (o, from_bits) = run(&bits, "bits.npz");
    assert_ok(&o);
    let (o, from_v2) = run(&v2, "v2.npz");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stderr(&o).trim_end(),
        format!(
            "note: input 0 ({}): dtype <V2 (a 2-byte void, as numpy saves ml_dtypes.bfloat16) read as bfloat16",
            s(&v2)
        )
    );
    assert_eq!(
        npy_io::read_arrays(&from_v2).expect("results"),
        npy_io::read_arrays(&from_bits).expect("results")
    );
    // Where @main does not take bfloat16, a 2-byte void is refused.
    let o = minihlo(
        &["run", HELLO, "-i", s(&v2), "--callback", "hello=copy"],
        "",
    );
    assert_fails(&o, 1, "has dtype <V2, a 2-byte void");
    assert!(stderr(&o).contains("@main takes float32"), "{}", stderr(&o));
}

#[test]
fn replayed_outputs_and_an_external_command_serve_callbacks() {
    let dir = tempfile::tempdir().expect("tempdir");
    let copied = run_hello(dir.path(), "copy", "copy.npz");
    // Record the inputs (npy:), make them the outputs, replay them (npy-out:).
    let rec = dir.path().join("rec");
    let _ = run_hello(dir.path(), &format!("npy:{}", s(&rec)), "rec.npz");
    std::fs::rename(rec.join("hello.0.in0.npy"), rec.join("hello.0.out0.npy")).expect("mv");
    let replayed = run_hello(dir.path(), &format!("npy-out:{}", s(&rec)), "replay.npz");
    assert_eq!(replayed, copied);
    // A command that copies its input file to its output file.
    let script = dir.path().join("copy.sh");
    std::fs::write(&script, "cp \"$1/in0.npy\" \"$1/out0.npy\"\n").expect("script");
    let by_command = run_hello(dir.path(), &format!("cmd:sh {}", s(&script)), "cmd.npz");
    assert_eq!(by_command, copied);

    let x = x(dir.path());
    let fails = |action: String, needle: &str| {
        let o = minihlo(
            &[
                "run",
                HELLO,
                "-i",
                s(&x),
                "--callback",
                &format!("hello={action}"),
            ],
            "",
        );
        assert_fails(&o, 1, needle);
    };
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).expect("dir");
    fails(
        format!("npy-out:{}", s(&empty)),
        &format!("output 0: no file {}/hello.0.out0.npy", s(&empty)),
    );
    std::fs::copy(&x, empty.join("hello.0.out0.npy")).expect("copy");
    let int = Array::from_slice(&[4], &[1i32; 4]).expect("array");
    write_npy(&empty, "hello.0.out0.npy", &int);
    fails(
        format!("npy-out:{}", s(&empty)),
        "int32[4], but output 0 is float32[4]",
    );
    fails(
        "npy-out:/nonexistent".into(),
        "not a directory of recorded outputs",
    );
    fails(
        "cmd:false".into(),
        "`false` failed (exit status: 1) on call 0",
    );
    fails(
        "cmd:true".into(),
        "after `true` on call 0: output 0: no file",
    );
    fails(
        "shout".into(),
        "unknown action \"shout\" (log, zeros, copy, npy:DIR, print)\n  or replay recorded outputs with npy-out:DIR, or run a command with cmd:COMMAND",
    );
}

#[test]
fn outputs_never_overwrite_an_input_and_keep_mode_and_symlinks() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let program = dir.path().join("p.jaxpr");
    std::fs::copy(root().join(HELLO), &program).expect("copy");
    let original = std::fs::read(&program).expect("read");
    let link = dir.path().join("link.jaxpr");
    std::os::unix::fs::symlink(&program, &link).expect("symlink");
    let hard = dir.path().join("hard.jaxpr");
    std::fs::hard_link(&program, &hard).expect("hard link");
    let p = s(&program);
    for (out, message) in [
        (p, format!("-o {p} is the input: refusing to overwrite it")),
        (
            s(&link),
            format!(
                "-o {} is the input ({} and {p} are the same file)",
                s(&link),
                s(&link)
            ),
        ),
        (
            s(&hard),
            format!(
                "-o {} is the input ({} and {p} are the same file)",
                s(&hard),
                s(&hard)
            ),
        ),
    ] {
        assert_fails(&minihlo(&["compile", p, "-o", out], ""), 2, &message);
    }
    let table = dir.path().join("t.json");
    let o = minihlo(
        &["compile", p, "-o", s(&table), "--callbacks-json", s(&table)],
        "",
    );
    assert_fails(&o, 2, "--callbacks-json");
    assert!(stderr(&o).contains("is the module's output (-o): refusing to overwrite it"));
    let o = minihlo(&["compile", p, "--callbacks-json", p], "");
    assert_fails(&o, 2, "is the input: refusing to overwrite it");
    let x = x(dir.path());
    let o = minihlo(
        &[
            "run",
            p,
            "-i",
            s(&x),
            "--callback",
            "hello=copy",
            "-o",
            s(&x),
        ],
        "",
    );
    assert_fails(
        &o,
        1,
        &format!("-o {} is an input: refusing to overwrite it", s(&x)),
    );
    assert_eq!(std::fs::read(&program).expect("read"), original);
    assert!(!table.exists());

    // Overwriting keeps the file's mode, and writes through a symlink.
    let module = dir.path().join("m.mlir");
    std::fs::write(&module, "old").expect("write");
    std::fs::set_permissions(&module, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    let module_link = dir.path().join("m-link.mlir");
    std::os::unix::fs::symlink(&module, &module_link).expect("symlink");
    assert_ok(&minihlo(&["compile", p, "-o", s(&module_link)], ""));
    assert!(std::fs::symlink_metadata(&module_link)
        .expect("meta")
        .file_type()
        .is_symlink());
    let written = std::fs::read_to_string(&module).expect("module");
    assert!(written.starts_with("module @jit_p "), "{written}");
    let mode = std::fs::metadata(&module)
        .expect("meta")
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(mode, 0o640);

    // So does `run -o`.
    let results = dir.path().join("r.npz");
    std::fs::write(&results, "old").expect("write");
    std::fs::set_permissions(&results, std::fs::Permissions::from_mode(0o600)).expect("chmod");
    let results_link = dir.path().join("r-link.npz");
    std::os::unix::fs::symlink(&results, &results_link).expect("symlink");
    let o = minihlo(
        &[
            "run",
            p,
            "-i",
            s(&x),
            "--callback",
            "hello=copy",
            "-o",
            s(&results_link),
        ],
        "",
    );
    assert_ok(&o);
    assert!(std::fs::symlink_metadata(&results_link)
        .expect("meta")
        .file_type()
        .is_symlink());
    assert_eq!(npy_io::read_arrays(&results).expect("npz").len(), 1);
    let mode = std::fs::metadata(&results)
        .expect("meta")
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(mode, 0o600);
}

#[test]
fn messages_a_new_user_meets() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("file");
    std::fs::write(&file, "").expect("file");
    let f = s(&file);
    let o = minihlo(&["compile", HELLO, "--out-dir", f], "");
    assert_fails(
        &o,
        1,
        &format!(
            "error: cannot create directory {f}: a file of that name exists (not a directory)"
        ),
    );
    let x = x(dir.path());
    let o = minihlo(
        &[
            "run",
            HELLO,
            "-i",
            s(&x),
            "--callback",
            &format!("hello=npy:{f}"),
        ],
        "",
    );
    assert_fails(&o, 1, "(not a directory)");

    let o = minihlo(&["compile", HELLO, "--platform", "CPU"], "");
    assert_fails(
        &o,
        1,
        "error: `buffer_callback` not supported on CPU backend.\n  did you mean `--platform cpu`?",
    );

    let two = data("two_inputs.jaxpr");
    let o = minihlo(&["run", s(&two), "-i", s(&x)], "");
    assert_fails(&o, 1, "error: 1 input given, @main takes 2");
    let o = minihlo(&["run", s(&two), "-i", s(&x), "-i", s(&x), "-i", s(&x)], "");
    assert_fails(&o, 1, "error: 3 inputs given, @main takes 2");
}

/// A text cut inside a binder, wherever, says that the input ends there.
#[test]
fn a_text_cut_inside_a_binder_says_where_it_ends() {
    let text = std::fs::read_to_string(data("model.jaxpr")).expect("model");
    let mut cut_in_binder = 0;
    for end in 1..text.len() {
        let prefix = &text[..end];
        let last = prefix.lines().last().unwrap_or_default().trim_start();
        // `a:f32[4` at the end of a line's first word: inside a binder.
        let in_binder = last.split_once(':').is_some_and(|(name, ty)| {
            !name.is_empty()
                && name.chars().all(|c| c.is_ascii_lowercase())
                && ty
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "[],".contains(c))
        }) && !prefix.ends_with(char::is_whitespace);
        if !in_binder {
            continue;
        }
        cut_in_binder += 1;
        let o = minihlo(&["check", "-"], prefix);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{prefix:?}: {err}");
        let first = err.lines().next().unwrap_or_default();
        assert!(
            first.ends_with("found the end of the input")
                || first.contains("(the input ends here)"),
            "{prefix:?}: {first}"
        );
    }
    assert!(cut_in_binder >= 20, "{cut_in_binder}");
}

/// `run`, as `compile`: a program whose text cannot tell x64 (a scan, no 64-bit value) gets a
/// warning naming `--x64`; given `--x64`, none.
#[test]
fn run_warns_when_the_text_cannot_tell_x64() {
    let dir = root().join("tests/corpus/cf_scan_x64");
    let (program, inputs) = (dir.join("jaxpr.txt"), dir.join("inputs.npz"));
    let run = |extra: &[&str]| {
        let mut args = vec![
            "run",
            s(&program),
            "-i",
            s(&inputs),
            "--callback",
            "*=zeros",
        ];
        args.extend_from_slice(extra);
        minihlo(&args, "")
    };
    let o = run(&[]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let warning = stderr(&o);
    assert!(
        warning.starts_with("warning: ") && warning.contains("pass --x64 on"),
        "{warning}"
    );
    for x64 in ["on", "off"] {
        assert_ok(&run(&["--x64", x64]));
    }
}
