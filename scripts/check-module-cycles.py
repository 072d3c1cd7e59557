#!/usr/bin/env python3
"""Checks that no top-level module of a crate uses one that uses it back (directly or round a
longer circle). A module's uses are the `crate::<module>` paths in its files (its own file and,
for `foo/mod.rs` or `foo.rs` with a `foo/` folder, the files below), test code included;
`super::` inside a module's folder stays inside it. Only names declared as modules in the
crate root (`mod x;` / `pub mod x;`) count: `crate::Name` re-exported from the root does not.

Usage: scripts/check-module-cycles.py [CRATE_DIR ...]   (default: every crate under crates/ and
the root package). Exits 1 and prints each cycle when there is one.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MOD_DECL = re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+([A-Za-z_][A-Za-z0-9_]*)\s*;", re.M)
LINE_COMMENT = re.compile(r"//[^\n]*")
BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.S)
STRING = re.compile(r'"(?:\\.|[^"\\])*"')


def strip(text: str) -> str:
    """Source without comments and string literals (so doc text and messages do not count)."""
    text = BLOCK_COMMENT.sub("", text)
    text = STRING.sub('""', text)
    return LINE_COMMENT.sub("", text)


def uses(text: str, modules: set[str]) -> set[str]:
    """The top-level modules that `text` names through `crate::`, including inside
    `use crate::{a::x, b}` groups."""
    found: set[str] = set()
    for m in re.finditer(r"\bcrate\s*::\s*", text):
        rest = text[m.end():]
        if rest.startswith("{"):
            depth, i = 0, 0
            for i, ch in enumerate(rest):
                depth += ch == "{"
                depth -= ch == "}"
                if depth == 0:
                    break
            # The first segment of each top-level item of the group.
            inner = rest[1:i]
            depth, start, items = 0, 0, []
            for j, ch in enumerate(inner):
                if ch == "{":
                    depth += 1
                elif ch == "}":
                    depth -= 1
                elif ch == "," and depth == 0:
                    items.append(inner[start:j])
                    start = j + 1
            items.append(inner[start:])
            for item in items:
                name = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)", item)
                if name and name.group(1) in modules:
                    found.add(name.group(1))
        else:
            name = re.match(r"([A-Za-z_][A-Za-z0-9_]*)", rest)
            if name and name.group(1) in modules:
                found.add(name.group(1))
    return found


def module_files(src: Path, name: str) -> list[Path]:
    files = [p for p in (src / f"{name}.rs", src / name / "mod.rs") if p.exists()]
    if (src / name).is_dir():
        files += [p for p in sorted((src / name).rglob("*.rs")) if p not in files]
    return files


def graph(crate: Path) -> dict[str, set[str]]:
    src = crate / "src"
    roots = [p for p in (src / "lib.rs", src / "main.rs") if p.exists()]
    modules: set[str] = set()
    for r in roots:
        modules |= set(MOD_DECL.findall(strip(r.read_text())))
    edges: dict[str, set[str]] = {}
    for name in sorted(modules):
        deps: set[str] = set()
        for f in module_files(src, name):
            deps |= uses(strip(f.read_text()), modules)
        deps.discard(name)
        edges[name] = deps
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def main(argv: list[str]) -> int:
    crates = [Path(a).resolve() for a in argv] or sorted(
        [p.parent for p in ROOT.glob("crates/*/Cargo.toml")] + [ROOT]
    )
    bad = 0
    for crate in crates:
        edges = graph(crate)
        for comp in cycles(edges):
            bad += 1
            detail = "; ".join(
                f"{m} -> {', '.join(sorted(edges[m] & set(comp)))}" for m in comp
            )
            print(f"{crate.relative_to(ROOT) if crate != ROOT else '.'}: modules in a cycle: {detail}")
    if bad:
        return 1
    print(f"module cycles: none in {len(crates)} crate(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
