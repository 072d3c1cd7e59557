//! The JAX corpus (`tests/corpus`, made by python/gen_corpus.py) through the real binary: `fmt`
//! reprints JAX's text byte for byte, `--callbacks-json` equals JAX's host-callback table, and
//! JAX's errors come back as JAX's messages. The control-flow programs (tag `control_flow`: jit,
//! cond, while, scan, custom_jvp) go through the same checks.

use std::path::Path;

use super::{assert_compile_error, assert_ok, minihlo, root, stdout};

fn meta(dir: &Path) -> serde_json::Value {
    std::fs::read_to_string(dir.join("meta.json"))
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

fn tags(dir: &Path) -> Vec<String> {
    meta(dir)["tags"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|t| t.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// JAX's message on one line, as minihlo's `error:` line has it: a verifier error is two lines
/// (`Cannot lower jaxpr with verifier errors:`, then the verifier's message after a tab).
fn one_line(expected: &str) -> String {
    expected
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn corpus_programs_through_the_binary() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let mut dirs: Vec<_> = std::fs::read_dir(root().join("tests/corpus"))
        .expect("tests/corpus")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.join("jaxpr.txt").is_file())
        .collect();
    dirs.sort();
    assert!(dirs.len() >= 80, "the corpus has its programs");
    let (mut compiled, mut control_flow) = (0, 0);
    for dir in &dirs {
        let name = dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let jaxpr = dir.join("jaxpr.txt");
        let jaxpr_arg = jaxpr.to_str().expect("path");
        let json = tmp.path().join(format!("{name}.json"));
        let o = minihlo(
            &[
                "compile",
                jaxpr_arg,
                "--callbacks-json",
                json.to_str().expect("path"),
                // As JAX traced it (the text does not say; without it, minihlo warns).
                "--x64",
                if meta(dir)["x64"].as_bool() == Some(true) {
                    "on"
                } else {
                    "off"
                },
            ],
            "",
        );
        if let Ok(expected) = std::fs::read_to_string(dir.join("expected_error")) {
            assert_compile_error(&o, &one_line(&expected));
            continue;
        }
        assert_ok(&o);
        if tags(dir).iter().any(|t| t == "control_flow") {
            control_flow += 1;
        }
        let ours: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&json).expect("table written"))
                .expect("json");
        let theirs: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(dir.join("callbacks.json")).expect("JAX's table"),
        )
        .expect("json");
        assert_eq!(ours, theirs, "{name}: host-callback table");
        let o = minihlo(&["fmt", jaxpr_arg], "");
        assert_ok(&o);
        assert_eq!(
            stdout(&o),
            std::fs::read_to_string(&jaxpr).expect("jaxpr"),
            "{name}: fmt reprints JAX's text"
        );
        compiled += 1;
    }
    assert!(
        compiled >= 60 && control_flow >= 10,
        "{compiled} {control_flow}"
    );
}
