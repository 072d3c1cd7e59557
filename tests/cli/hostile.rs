//! Hostile input through the real binary: every regression input (tests/data/hostile, most of
//! them found by the fuzzers in fuzz/) and large junk end with exit 1 and an `error:` line,
//! quickly, never a panic, an abort or a hang.

use std::io::Write;
use std::time::{Duration, Instant};

use super::{minihlo, path_str, root, stderr};

/// Each regression input and the start of its `error:` line.
const HOSTILE: [(&str, &str); 9] = [
    // Found by fuzz/parse: a callback name cut short at the last ` at 0x` printed back as a repr
    // that does not parse.
    (
        "callback_repr_cut_short.jaxpr",
        "param `callback` of `buffer_callback` must be a function repr such as `<function f at 0xXXXXXXXXXXXX>` whose name prints back as one repr (balanced `<>`, on one line), got `",
    ),
    ("deep_parens.jaxpr", "the input nests deeper than 64 levels"),
    (
        "dim_beyond_i64.jaxpr",
        "dimension `9223372036854775808` is not a size from 0 to 9223372036854775807 (dimensions are i64)",
    ),
    (
        "dot_general_overflow.jaxpr",
        "dot_general: shape [1099511627776,1099511627776] has more elements than fit in an i64",
    ),
    (
        "elements_overflow.jaxpr",
        "input `a`: shape [4294967296,4294967296] has more elements than fit in an i64",
    ),
    (
        "expand_dims_rank.jaxpr",
        "expand_dims: expand_dims to rank 65 exceeds the limit of 64 dimensions",
    ),
    ("nul_byte.jaxpr", "unexpected character U+0000"),
    (
        "rank_65.jaxpr",
        "a shape of rank more than 64 exceeds the limit of 64 dimensions",
    ),
    ("unterminated_repr.jaxpr", "unterminated `<...>` repr"),
];

/// Exit 1, stderr's first line `error: ` + `start`..., no panic, nothing on stdout.
#[track_caller]
fn assert_fails_with(o: &std::process::Output, start: &str, what: &str) {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(1), "{what}: stderr:\n{err}");
    assert!(
        err.lines()
            .next()
            .is_some_and(|l| l.starts_with(&format!("error: {start}"))),
        "{what}: stderr:\n{err}"
    );
    assert!(!err.contains("panicked"), "{what}: stderr:\n{err}");
    assert!(o.stdout.is_empty(), "{what}");
}

#[test]
fn every_regression_input_is_an_error() {
    let dir = root().join("tests/data/hostile");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/data/hostile")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".jaxpr"))
        .collect();
    files.sort();
    let listed: Vec<&str> = HOSTILE.iter().map(|(f, _)| *f).collect();
    assert_eq!(
        files, listed,
        "every file in tests/data/hostile has its error here"
    );
    for (file, start) in HOSTILE {
        let path = dir.join(file);
        for cmd in ["compile", "check"] {
            let o = minihlo(&[cmd, path_str(&path)], "");
            assert_fails_with(&o, start, &format!("{cmd} {file}"));
        }
    }
}

/// Writes `bytes` to a temporary file and runs `minihlo compile` on it; the error must come
/// within `limit`.
/// A hang guard, not a speed claim (speed lives in benches/): a linear pass over 20 MB takes well
/// under a second even in a debug build, a super-linear one hours, so a generous bound does not
/// flake on a loaded machine and still catches a quadratic path.
const HANG_GUARD: Duration = Duration::from_secs(60);

fn compile_file(bytes: &[u8]) -> std::process::Output {
    let mut f = tempfile::NamedTempFile::new().expect("temp file");
    f.write_all(bytes).expect("written");
    let start = Instant::now();
    let o = minihlo(&["compile", path_str(f.path())], "");
    let took = start.elapsed();
    assert!(took < HANG_GUARD, "took {took:?}:\n{}", stderr(&o));
    o
}

const MB20: usize = 20 << 20;

#[test]
fn twenty_megabytes_of_junk_fail_fast() {
    // Junk that lexes (names) and junk that does not (punctuation), each stopping at its start.
    let names = "a ".repeat(MB20 / 2);
    let o = compile_file(names.as_bytes());
    assert_fails_with(&o, "expected `{` to start a jaxpr, found `a`", "names");

    let braces = "{".repeat(MB20);
    let o = compile_file(braces.as_bytes());
    assert_fails_with(&o, "expected `lambda`, found `{`", "braces");

    // Printable junk from a fixed generator.
    let mut x: u32 = 12345;
    let junk: Vec<u8> = (0..MB20)
        .map(|_| {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            b' ' + ((x >> 16) % 95) as u8
        })
        .collect();
    let o = compile_file(&junk);
    assert_fails_with(&o, "", "printable junk");
}

#[test]
fn binary_garbage_is_not_text() {
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut garbage: Vec<u8> = (0..MB20)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect();
    garbage[..4].copy_from_slice(b"{ \xff\xfe");
    let o = compile_file(&garbage);
    assert_fails_with(&o, "", "garbage");
    assert!(
        stderr(&o).contains("is not UTF-8 text (invalid byte at offset 2)"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn input_past_the_size_limit_is_refused_unread() {
    let limit = minihlo::jaxpr::lexer::MAX_INPUT_BYTES;
    let big = vec![b' '; limit + 1];
    let o = compile_file(&big);
    assert_fails_with(&o, "", &format!("a file of {} bytes", limit + 1));
    assert!(
        stderr(&o).ends_with(&format!("is larger than the limit of {limit} bytes\n")),
        "{}",
        stderr(&o)
    );
    // The same through stdin.
    let text = String::from_utf8(big).expect("spaces");
    let o = minihlo(&["check", "-"], &text);
    assert_fails_with(
        &o,
        &format!("stdin is larger than the limit of {limit} bytes"),
        "stdin",
    );
    // Exactly at the limit is read, then found empty.
    let o = minihlo(&["check", "-"], &text[..limit]);
    assert_fails_with(&o, "expected `{` to start a jaxpr", "at the limit");
}

#[test]
fn hostile_callback_names_in_text_reach_only_the_table() {
    // Quotes, braces, `#stablehlo`, MLIR syntax: one balanced repr, so a valid name.
    let name = r##"evil"} func.func @x() {"#stablehlo.x<1> %0 = "a.b"() : () {}"##;
    let text = format!(
        "{{ lambda ; a:f32[4]. let\n    b:f32[4] = buffer_callback[\n      callback=<function {name} at 0x1234>\n      result_avals=(ShapedArray(float32[4]),)\n    ] a\n  in (b,) }}\n"
    );
    let dir = tempfile::tempdir().expect("temp dir");
    let json = dir.path().join("cb.json");
    let o = minihlo(
        &["compile", "-", "--callbacks-json", path_str(&json)],
        &text,
    );
    super::assert_ok(&o);
    let module = super::stdout(&o);
    assert!(!module.contains("evil"), "{module}");
    assert_eq!(module.matches("func.func").count(), 1, "{module}");
    let table: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).expect("json")).expect("valid");
    assert_eq!(table[0]["callback"], name);
}
