//! The command line as a Unix tool (issue 15, section 3): each error once, `-` for stdout,
//! binary output kept off terminals, the umask, several files for check and fmt, usage errors
//! with the subcommand's usage, no temporary paths in messages, JAX's module names.

use std::path::Path;

use super::{
    assert_compile_error, assert_ok, assert_usage_error, minihlo, path_str, root, stderr, stdout,
    HELLO,
};

const BAD: &str = "{ lambda ; a:f32[4]. let\n    b:f32[4] = frobnicate a\n  in (b,) }\n";

#[test]
fn each_error_is_printed_once() {
    let o = minihlo(&["compile", "-"], BAD);
    assert_compile_error(&o, "unknown primitive `frobnicate`");
    let err = stderr(&o);
    assert_eq!(
        err.matches("unknown primitive `frobnicate`").count(),
        1,
        "{err}"
    );
    assert!(!err.contains('×'), "{err}");
    assert!(err.contains("╭─[<stdin>:2:16]"), "{err}");
    // Every diagnostic of a program with several problems, each once.
    let two = "{ lambda ; a:f32[4]. let\n    b:f32[4] = frobnicate a\n    c:f32[4] = wibble b\n  in (c,) }\n";
    let o = minihlo(&["check", "-"], two);
    let err = stderr(&o);
    let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error: ")).collect();
    assert!(!errors.is_empty(), "{err}");
    for line in errors {
        assert_eq!(err.matches(line).count(), 1, "{err}");
        let message = line.trim_start_matches("error: ");
        assert_eq!(err.matches(message).count(), 1, "{err}");
    }
}

#[test]
fn dash_is_stdout_for_the_module_and_the_table() {
    let dir = tempfile::tempdir().expect("temp dir");
    let module = dir.path().join("m.mlir");
    let plain = minihlo(&["compile", HELLO], "");
    assert_ok(&plain);
    // -o -: the module on stdout, as without -o.
    let o = minihlo(&["compile", HELLO, "-o", "-"], "");
    assert_ok(&o);
    assert_eq!(stdout(&o), stdout(&plain));
    // --callbacks-json -: the table on stdout, the module in its file.
    let o = minihlo(
        &[
            "compile",
            HELLO,
            "-o",
            path_str(&module),
            "--callbacks-json",
            "-",
        ],
        "",
    );
    assert_ok(&o);
    let table: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("a JSON table");
    assert_eq!(table[0]["callback"], "hello");
    assert_eq!(
        std::fs::read_to_string(&module).expect("module written"),
        stdout(&plain)
    );
    // Both on stdout: a usage error.
    for args in [
        &["compile", HELLO, "--callbacks-json", "-"][..],
        &["compile", HELLO, "-o", "-", "--callbacks-json", "-"],
    ] {
        assert_usage_error(
            &minihlo(args, ""),
            "--callbacks-json - and the module would both go to stdout",
        );
    }
}

/// Runs `minihlo ARGS` with its stdout on a terminal (a pseudo-terminal made by `script`).
fn on_a_terminal(args: &str) -> (Option<i32>, String) {
    let command = format!("{} {args}", env!("CARGO_BIN_EXE_minihlo"));
    let o = std::process::Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(root())
        .stdin(std::process::Stdio::null())
        .output()
        .expect("script (util-linux) runs");
    (
        o.status.code(),
        strip_ansi(&String::from_utf8_lossy(&o.stdout)),
    )
}

/// The text without ANSI escape sequences (clap colours its messages on a terminal).
fn strip_ansi(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // CSI: ESC [ parameters, ended by a letter.
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn bytecode_is_not_written_to_a_terminal_unless_asked_with_o() {
    let (code, out) = on_a_terminal(&format!("compile {HELLO} --emit bytecode"));
    assert_eq!(code, Some(2), "{out}");
    assert!(
        out.contains("refusing to write MLIR bytecode to a terminal"),
        "{out}"
    );
    assert!(out.contains("Usage: minihlo compile"), "{out}");
    let (code, out) = on_a_terminal(&format!("compile {HELLO} --emit bytecode -o -"));
    assert_eq!(code, Some(0), "{out}");
    let (code, out) = on_a_terminal(&format!("compile {HELLO}"));
    assert_eq!(code, Some(0), "text goes to a terminal: {out}");
    // Piped, as tests run it: written.
    let o = minihlo(&["compile", HELLO, "--emit", "bytecode"], "");
    assert_ok(&o);
}

#[cfg(unix)]
#[test]
fn output_files_follow_the_umask() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let module = dir.path().join("m.mlir");
    let table = dir.path().join("m.json");
    // The umask of the test process (cargo's), read back from a file it creates.
    let probe = dir.path().join("probe");
    std::fs::File::create(&probe).expect("probe");
    let expected = std::fs::metadata(&probe)
        .expect("probe")
        .permissions()
        .mode()
        & 0o777;
    let o = minihlo(
        &[
            "compile",
            HELLO,
            "-o",
            path_str(&module),
            "--callbacks-json",
            path_str(&table),
        ],
        "",
    );
    assert_ok(&o);
    for path in [&module, &table] {
        let mode = std::fs::metadata(path)
            .expect("written")
            .permissions()
            .mode()
            & 0o777;
        assert_eq!(mode, expected, "{}: {mode:o}", path.display());
    }
}

#[test]
fn check_and_fmt_take_several_files() {
    let hello = root().join(HELLO);
    let dir = tempfile::tempdir().expect("temp dir");
    let bad = dir.path().join("bad.jaxpr");
    std::fs::write(&bad, BAD).expect("bad file");
    let o = minihlo(&["check", HELLO, "tests/data/no_callback.jaxpr"], "");
    assert_ok(&o);
    // Every file is checked; each failure is reported.
    let o = minihlo(&["check", path_str(&bad), HELLO, path_str(&bad)], "");
    assert_compile_error(&o, "unknown primitive `frobnicate`");
    assert_eq!(stderr(&o).matches("error: ").count(), 2, "{}", stderr(&o));
    // fmt prints each file in order.
    let o = minihlo(&["fmt", HELLO, "tests/data/no_callback.jaxpr"], "");
    assert_ok(&o);
    let one = |p: &Path| stdout(&minihlo(&["fmt", path_str(p)], ""));
    assert_eq!(
        stdout(&o),
        one(&hello) + &one(&root().join("tests/data/no_callback.jaxpr"))
    );
    for sub in ["check", "fmt"] {
        assert_usage_error(&minihlo(&[sub], ""), "Usage: minihlo ");
    }
}

#[test]
fn usage_errors_show_the_usage_of_the_subcommand() {
    for args in [
        &["compile", HELLO, HELLO][..],
        &["compile", HELLO, "--platform", "cpu,cpu"],
        &["compile", "-", "--out-dir", "x"],
    ] {
        let o = minihlo(args, "");
        assert_usage_error(&o, "Usage: minihlo compile [OPTIONS] <FILE>...");
    }
}

#[test]
fn errors_name_the_missing_directory_never_a_temporary_file() {
    let o = minihlo(&["compile", HELLO, "-o", "nodir/x.mlir"], "");
    assert_compile_error(
        &o,
        "cannot write nodir/x.mlir: cannot create a file in nodir: No such file or directory (os error 2)",
    );
    assert!(!stderr(&o).contains(".minihlo-"), "{}", stderr(&o));
    let o = minihlo(
        &[
            "compile",
            HELLO,
            "-o",
            "-",
            "--callbacks-json",
            "nodir/x.json",
        ],
        "",
    );
    assert_compile_error(
        &o,
        "cannot write nodir/x.json: cannot create a file in nodir: No such file or directory (os error 2)",
    );
}

/// One rule for module names, JAX's: `jit_NAME` sanitised, NAME from `--name`, the file name up
/// to its first `.`, or `main` for stdin; the library applies the same rule to
/// `LowerOptions::module_name`.
#[test]
fn module_names_follow_jaxs_rule() {
    let dir = tempfile::tempdir().expect("temp dir");
    let text = std::fs::read_to_string(root().join(HELLO)).expect("example");
    let first_line = |o: &std::process::Output| stdout(o).lines().next().unwrap_or("").to_string();
    for (file, module) in [
        ("hello-callback.jaxpr", "module @\"jit_hello-callback\" "),
        ("3d model.jaxpr", "module @jit_3d_model "),
        ("x__.jaxpr.txt", "module @jit_x "),
    ] {
        let path = dir.path().join(file);
        std::fs::write(&path, &text).expect("file");
        let o = minihlo(&["compile", path_str(&path)], "");
        assert_ok(&o);
        assert!(
            first_line(&o).starts_with(module),
            "{file}: {}",
            first_line(&o)
        );
    }
    for (name, module) in [
        ("1up", "module @jit_1up "),
        ("<lambda>", "module @jit__lambda "),
        ("a.b", "module @jit_a.b "),
        ("", "module @jit "),
    ] {
        let o = minihlo(&["compile", "-", "--name", name], &text);
        assert_ok(&o);
        assert!(
            first_line(&o).starts_with(module),
            "{name:?}: {}",
            first_line(&o)
        );
    }
    let o = minihlo(&["compile", "-"], &text);
    assert!(first_line(&o).starts_with("module @jit_main "));
}
