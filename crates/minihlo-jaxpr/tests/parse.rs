//! The parser against data: `data/ok/*.jaxpr` parse, check and print back (JAX's own `jax_*`
//! programs byte for byte), `data/err/*.jaxpr` fail with the snapshotted diagnostics, and JAX's
//! conformance programs parse to the same IR the builder makes.

use std::path::{Path, PathBuf};

use minihlo_ir::samples::{conformance, CONFORMANCE};
use minihlo_ir::Program;
use minihlo_jaxpr::{parse, parse_with, Error, ParseOptions};

macro_rules! snapshots {
    ($($body:tt)*) => {
        insta::with_settings!({
            snapshot_path => "../../../snapshots/jaxpr",
            prepend_module_to_snapshot => false,
            omit_expression => true,
        }, { $($body)* })
    };
}

/// JAX programs whose text says more than the IR holds, so the IR prints them differently.
const NOT_REPRINTED: [(&str, &str); 1] = [(
    "jax_cb_partial.jaxpr",
    "the IR keeps only the name of a functools.partial callback",
)];

/// The IR's printer of JAX's text.
fn print(j: &Program) -> String {
    minihlo_ir::pretty::pretty_print(j)
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn opts(path: &Path) -> ParseOptions {
    ParseOptions {
        source_name: file_name(path),
    }
}

/// The IR without spans (those of nested jaxprs too) and variable scopes (each parse makes its
/// own), its jaxprs in canonical order, for comparing programs parsed from different texts; as its `Debug` text, so that NaN
/// literals compare equal.
fn without_spans(j: Program) -> String {
    let text = format!("{:?}", j.canonical());
    let text = replace_between(&text, "span: Some(Span {", "})", "span: None");
    replace_between(&text, "scope: Scope(", ")", "scope")
}

/// `text` with every piece from `start` to the next `end` replaced by `with`.
fn replace_between(text: &str, start: &str, end: &str, with: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(start) {
        out.push_str(&rest[..i]);
        out.push_str(with);
        rest = &rest[i..];
        rest = rest.find(end).map_or("", |e| &rest[e + end.len()..]);
    }
    out.push_str(rest);
    out
}

/// Parses, checks, prints back and parses the print again: the same IR.
fn check_ok(path: &Path, text: &str) -> String {
    let jaxpr = parse_with(text, &opts(path))
        .unwrap_or_else(|e| panic!("{}:\n{}", path.display(), e.render()));
    assert!(
        jaxpr.main().eqns.iter().all(|e| e.span.is_some()),
        "every equation has a span"
    );
    let printed = print(&jaxpr);
    let again = parse(&printed).unwrap_or_else(|e| panic!("reparse:\n{}", e.render()));
    assert_eq!(
        without_spans(again),
        without_spans(jaxpr),
        "{}: the printed text parses back to the same IR",
        path.display()
    );
    printed
}

fn check_err(path: &Path, text: &str) -> Error {
    match parse_with(text, &opts(path)) {
        Ok(j) => panic!("{} parsed, but should fail:\n{j}", path.display()),
        Err(e) => {
            assert!(!e.diagnostics.is_empty());
            let rendered = e.render();
            assert!(
                !rendered.contains('\u{1b}'),
                "diagnostics are rendered without colours"
            );
            e
        }
    }
}

#[test]
fn ok_programs_parse_check_and_print_back() {
    snapshots! {
        insta::glob!("data/ok/*.jaxpr", |path| {
            let text = std::fs::read_to_string(path).expect("readable");
            let printed = check_ok(path, &text);
            let name = file_name(path);
            if name.starts_with("jax_") && !NOT_REPRINTED.iter().any(|(n, _)| *n == name) {
                // As `minihlo fmt` prints it: NumPy scalars (`np.int64(1)`) as written.
                let ast = minihlo_jaxpr::parse_ast(&text).expect("parses");
                let texts = minihlo_jaxpr::param_texts::param_texts(&ast, &text);
                let program = parse_with(&text, &opts(path)).expect("parses");
                let reprinted = minihlo_ir::pretty::pretty_print_with(&program, &texts);
                assert_eq!(reprinted, text.trim_end(), "{name}: JAX's text reprints identically");
            }
            insta::assert_snapshot!(printed);
        });
    }
}

#[test]
fn err_programs_fail_with_located_diagnostics() {
    snapshots! {
        insta::glob!("data/err/*.jaxpr", |path| {
            let text = std::fs::read_to_string(path).expect("readable");
            let e = check_err(path, &text);
            insta::assert_snapshot!(format!("{e}\n\n{}", e.render()));
        });
    }
}

fn conformance_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/conformance")
}

#[test]
fn conformance_programs_parse_to_the_builders_ir() {
    for name in CONFORMANCE {
        let path = conformance_dir().join(format!("{name}.jaxpr.txt"));
        let text = std::fs::read_to_string(&path).expect("conformance jaxpr");
        match conformance(name).expect("known program") {
            Ok(built) => {
                let printed = check_ok(&path, &text);
                assert_eq!(
                    printed,
                    text.trim_end(),
                    "{name} reprints as JAX printed it"
                );
                let parsed = parse(&text).expect("parses");
                assert_eq!(
                    without_spans(parsed),
                    without_spans(built),
                    "{name}: same IR as the builder's"
                );
            }
            Err(_) => {
                let expected = std::fs::read_to_string(
                    conformance_dir().join(format!("{name}.expected_error")),
                )
                .expect("expected error");
                let e = check_err(&path, &text);
                assert_eq!(e.message(), expected.trim_end(), "{name}: JAX's message");
                assert_eq!(
                    e.line_col(e.diagnostics[0].span.start).line,
                    2,
                    "{name}: at the equation"
                );
            }
        }
    }
}

#[test]
fn every_conformance_file_is_covered() {
    let mut files: Vec<String> = std::fs::read_dir(conformance_dir())
        .expect("conformance dir")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter_map(|n| n.strip_suffix(".jaxpr.txt").map(str::to_string))
        .collect();
    files.sort();
    let mut known: Vec<String> = CONFORMANCE.iter().map(|s| s.to_string()).collect();
    known.sort();
    assert_eq!(files, known);
}

#[test]
fn builder_programs_print_and_parse_back() {
    for name in CONFORMANCE {
        if let Some(Ok(built)) = conformance(name) {
            let parsed = parse(&print(&built)).expect("printed text parses");
            assert_eq!(without_spans(parsed), without_spans(built), "{name}");
        }
    }
}

#[test]
fn constvars_are_kept_apart_from_invars() {
    let p = parse("{ lambda a:f32[3]; b:f32[3]. let c:f32[3] = add b a in (c,) }").expect("parses");
    let j = p.main();
    assert_eq!(j.constvars.len(), 1);
    assert_eq!(j.invars.len(), 1);
    // Lowered as leading arguments: the constvars come first in the function's inputs.
    assert_eq!(
        j.in_avals(),
        vec![
            minihlo_ir::Aval::new(minihlo_ir::DType::F32, [3]),
            minihlo_ir::Aval::new(minihlo_ir::DType::F32, [3])
        ]
    );
    assert_eq!(j.constvars[0].index(), 0);
}

#[test]
fn display_gives_file_line_and_column() {
    let e = parse("{ lambda ; a:f32[4]. let\n    b:f32[4] = frobnicate a\n  in (b,) }")
        .expect_err("unknown primitive");
    assert_eq!(
        e.to_string(),
        "<input>:2:16: unknown primitive `frobnicate`"
    );
}

#[test]
fn input_over_the_size_limit_is_rejected() {
    let big = " ".repeat(minihlo_jaxpr::lexer::MAX_INPUT_BYTES + 1);
    let e = parse(&big).expect_err("too big");
    assert_eq!(
        e.message(),
        format!(
            "the input is {} bytes; the limit is {} bytes",
            big.len(),
            minihlo_jaxpr::lexer::MAX_INPUT_BYTES
        )
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let deep = format!(
        "{{ lambda ; a:f32[]. let b:f32[] = neg[x={}{}] a in (b,) }}",
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    let e = parse(&deep).expect_err("too deep");
    assert_eq!(
        e.message(),
        format!(
            "the input nests deeper than {} levels",
            minihlo_jaxpr::MAX_DEPTH
        )
    );
}

#[test]
fn arbitrary_bytes_never_panic() {
    // A cheap fuzz: every prefix of every test program, and some byte soup.
    let mut texts = Vec::new();
    for dir in ["ok", "err"] {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(dir);
        for e in std::fs::read_dir(dir).expect("data dir").flatten() {
            texts.push(std::fs::read_to_string(e.path()).expect("readable"));
        }
    }
    for t in &texts {
        for (i, _) in t.char_indices().step_by(7) {
            let _ = parse(&t[..i]);
            let _ = parse(&t[i..]);
        }
    }
    let soup = "{}()[],;.=:*<>'\"-1e9 lambda let in a:f32[] _ True inf nan é";
    for i in 0..soup.len() {
        for j in i..soup.len() {
            if let Some(s) = soup.get(i..j) {
                let _ = parse(s);
            }
        }
    }
}

#[path = "../../minihlo-ir/tests/support/control_programs.rs"]
mod programs;

/// JAX's control-flow texts (crates/minihlo-ir/tests/data/control, from its gen.py) parse to the
/// IR the builder makes, sharing included, and print back byte for byte; so do their DCE'd texts.
#[test]
fn control_flow_texts_parse_to_the_builders_ir() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../minihlo-ir/tests/data/control");
    for (name, build) in programs::ALL {
        let built = build().unwrap_or_else(|e| panic!("{name}: {e}"));
        let file = format!("{name}.jaxpr.txt");
        let text = std::fs::read_to_string(dir.join(&file)).expect("JAX's text");
        let parsed = parse(&text).unwrap_or_else(|e| panic!("{file}:\n{}", e.render()));
        assert_eq!(
            print(&parsed),
            text.trim_end(),
            "{file}: reprints identically"
        );
        assert_eq!(
            without_spans(parsed),
            without_spans(built.clone()),
            "{file}: the builder's IR"
        );
        if programs::DCE.contains(&name) {
            // DCE keeps dead variables in the arena, so the DCE'd texts are compared as text.
            let file = format!("{name}.dce.jaxpr.txt");
            let text = std::fs::read_to_string(dir.join(&file)).expect("JAX's text");
            let parsed = parse(&text).unwrap_or_else(|e| panic!("{file}:\n{}", e.render()));
            assert_eq!(
                print(&parsed),
                text.trim_end(),
                "{file}: reprints identically"
            );
            assert_eq!(print(&minihlo_ir::dce(&built)), text.trim_end(), "{file}");
        }
    }
}

/// A jaxpr named by `let` is one jaxpr of the program, however many equations name it.
#[test]
fn shared_jaxprs_stay_shared() {
    let text = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/ok/jax_jit_shared.jaxpr"),
    )
    .expect("readable");
    let j = parse(&text).expect("parses");
    let subs: Vec<_> = j.main().callees().collect();
    assert_eq!(subs.len(), 2);
    assert_eq!(subs[0], subs[1]);
    assert_eq!(j.jaxprs().len(), 2);
}
