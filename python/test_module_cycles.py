"""scripts/check-module-cycles.py on small crates written here: the circles it must find (between
top-level modules, between the submodules of one module, a use hidden after a string continued
with `\\`) and the uses that are no circle (a module and its own submodules, text in comments,
strings and character literals)."""

import importlib.util
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "check-module-cycles.py"
spec = importlib.util.spec_from_file_location("check_module_cycles", SCRIPT)
cycles_mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cycles_mod)


def crate(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        p = tmp_path / "src" / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return tmp_path


def run(root: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(SCRIPT), str(root)], capture_output=True, text=True, check=False
    )


def test_top_level_circle(tmp_path):
    root = crate(tmp_path, {
        "lib.rs": "mod a;\nmod b;\n",
        "a.rs": "use crate::b::f;\npub fn g() {}\n",
        "b.rs": "pub fn f() { crate::a::g() }\n",
    })
    r = run(root)
    assert r.returncode == 1
    assert "modules of crate in a cycle: a -> b; b -> a" in r.stdout


def test_submodule_circle(tmp_path):
    root = crate(tmp_path, {
        "lib.rs": "mod rules;\n",
        "rules/mod.rs": "mod windows;\nmod cumulative;\nuse windows::w;\n",
        "rules/windows.rs": "pub fn w() { super::cumulative::c() }\n",
        "rules/cumulative.rs": "use super::windows::w;\npub fn c() { w() }\n",
    })
    r = run(root)
    assert r.returncode == 1
    assert "modules of crate::rules in a cycle: cumulative -> windows; windows -> cumulative" in r.stdout


def test_use_after_a_continued_string(tmp_path):
    # The string's `\` + newline used to end the string pattern, so the quotes paired wrongly and
    # the `use crate::b` between two messages was taken for string text.
    root = crate(tmp_path, {
        "lib.rs": "mod a;\nmod b;\n",
        "a.rs": 'const M: &str = "one \\\n  two";\nuse crate::b::f;\nconst N: &str = "x";\npub fn g() {}\n',
        "b.rs": "use crate::a::g;\npub fn f() {}\n",
    })
    r = run(root)
    assert r.returncode == 1, r.stdout
    assert "a -> b; b -> a" in r.stdout


def test_no_circle_through_parents_comments_and_literals(tmp_path):
    root = crate(tmp_path, {
        "lib.rs": "mod random;\nmod b;\n",
        # A module and its submodules use each other freely (`super::T`, `tracer::Tracer`).
        "random/mod.rs": "mod tracer;\nmod bits;\nuse tracer::Tracer;\npub struct T;\n",
        "random/tracer.rs": "use super::T;\npub struct Tracer;\n",
        "random/bits.rs": "use super::tracer::Tracer;\nuse super::T;\nuse crate::b;\n",
        # Only comments, strings, raw strings and characters name `crate::random` here.
        "b.rs": (
            "// use crate::random::T;\n/* crate::random::T */\n"
            "const S: &str = \"crate::random::T\";\nconst R: &str = r#\"crate::random\"#;\n"
            "const Q: char = '\"';\nfn f<'a>(x: &'a str) -> &'a str { x }\n"
        ),
    })
    r = run(root)
    assert r.returncode == 0, r.stdout
    assert "module cycles: none" in r.stdout


def test_strip_keeps_offsets_and_blanks_literals():
    text = 'a "x\\\ny" b r#"z"# c \'"\' d // e\nf /* g /* h */ i */ j'
    out = cycles_mod.strip(text)
    assert len(out) == len(text)
    assert out.count("\n") == text.count("\n")
    for word in "xyzeghi":
        assert word not in out
    for word in "abcdfj":
        assert word in out
