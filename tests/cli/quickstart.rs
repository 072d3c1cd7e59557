//! The README's quick start, run as written: the blocks marked `<!-- quickstart: file NAME -->`
//! are saved as NAME, the blocks marked `<!-- quickstart: run -->` run with bash (`set -e`) in a
//! temporary directory, with this build's `minihlo` and the project's `.venv/bin` (the one
//! `scripts/install-deps --python` makes) first on PATH, as after `source .venv/bin/activate`.

use super::{root, stderr, stdout};

/// (file name or None for a script, the block's text), in the README's order.
fn marked_blocks(readme: &str) -> Vec<(Option<String>, String)> {
    let mut out = Vec::new();
    let mut lines = readme.lines();
    while let Some(line) = lines.next() {
        let Some(mark) = line
            .strip_prefix("<!-- quickstart: ")
            .and_then(|m| m.strip_suffix(" -->"))
        else {
            continue;
        };
        let fence = lines.next().unwrap_or_default();
        assert!(fence.starts_with("```"), "a fenced block follows {line:?}");
        let body: Vec<&str> = lines.by_ref().take_while(|l| *l != "```").collect();
        let name = mark.strip_prefix("file ").map(str::to_string);
        assert!(name.is_some() || mark == "run", "unknown mark {mark:?}");
        out.push((name, body.join("\n") + "\n"));
    }
    out
}

fn floats(text: &str) -> Vec<f64> {
    text.split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-' || c == 'e'))
        .filter_map(|w| w.trim_end_matches('.').parse().ok())
        .collect()
}

#[test]
fn readme_quick_start_runs_as_written() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let blocks = marked_blocks(&readme);
    assert!(
        blocks.iter().filter(|(n, _)| n.is_none()).count() >= 1,
        "no run block"
    );
    let python = root().join(".venv/bin/python");
    assert!(
        python.exists(),
        "the quick start needs the project's Python: run scripts/python-env"
    );
    let dir = tempfile::tempdir().expect("tempdir");
    // As `source .venv/bin/activate` does: its bin first on PATH (python, python3).
    let minihlo = std::path::Path::new(env!("CARGO_BIN_EXE_minihlo"));
    let path = std::env::join_paths(
        [
            root().join(".venv/bin"),
            minihlo.parent().expect("bin dir").to_path_buf(),
        ]
        .into_iter()
        .chain(std::env::split_paths(
            &std::env::var_os("PATH").unwrap_or_default(),
        )),
    )
    .expect("PATH");
    let mut outputs = String::new();
    for (name, text) in &blocks {
        match name {
            Some(name) => std::fs::write(dir.path().join(name), text).expect("file written"),
            None => {
                let o = std::process::Command::new("bash")
                    .args(["-euo", "pipefail", "-c", text])
                    .current_dir(dir.path())
                    .env("PATH", &path)
                    .env("JAX_PLATFORMS", "cpu")
                    .output()
                    .expect("bash runs");
                assert!(
                    o.status.success(),
                    "the quick start failed:\n{text}\nstdout:\n{}\nstderr:\n{}",
                    stdout(&o),
                    stderr(&o)
                );
                outputs.push_str(&stdout(&o));
            }
        }
    }
    // JAX's result (model.py prints it) is what `minihlo run` printed.
    let lines: Vec<&str> = outputs.lines().collect();
    let jax = lines
        .iter()
        .find(|l| l.starts_with('['))
        .expect("JAX's result");
    let ours = lines
        .iter()
        .find_map(|l| l.strip_prefix("out0: float32[4] "))
        .expect("minihlo run's result");
    let (jax, ours) = (floats(jax), floats(ours));
    assert_eq!(jax.len(), 4, "{jax:?}");
    assert_eq!(ours.len(), 4, "{ours:?}");
    for (a, b) in jax.iter().zip(&ours) {
        assert!(
            (a - b).abs() <= 1e-6 * a.abs().max(1.0),
            "{jax:?} vs {ours:?}"
        );
    }
    assert!(
        outputs.contains(" are equal: "),
        "minihlo diff found the modules equal:\n{outputs}"
    );
}
