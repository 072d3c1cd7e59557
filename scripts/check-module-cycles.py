#!/usr/bin/env python3
"""Checks that no module of a crate uses a sibling module that uses it back (directly or round a
longer circle), at every level of the module tree: the crate's top-level modules among
themselves, and the submodules of each module among themselves (`rules/windows.rs` and
`rules/cumulative_platforms.rs` are siblings under `rules`).

A module's uses are the paths its files name (its own file, the files below it and its inline
`mod x { ... }` blocks), test code included: `crate::a::b`, `super::b`, `self::b` and `use`
groups (`use crate::{a::x, b}`), each resolved to a path from the crate root. A use from module
`p::a::...` of a path `p::b::...`, where `a` and `b` are sibling modules under `p`, is an edge
`a -> b`; a module using its own submodules, or an item of an enclosing module, is no edge. Only
modules declared in files (`mod x;`, inline `mod x { ... }`) count: a name re-exported by a
module does not. Comments, string literals (raw, byte, continued over lines with `\\`) and
character literals are skipped, so doc text and messages do not count.

Usage: scripts/check-module-cycles.py [CRATE_DIR ...]   (default: every crate under crates/ and
the root package). Exits 1 and prints each cycle when there is one.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
MOD_DECL = re.compile(rf"\b(?:pub(?:\s*\([^)]*\))?\s+)?mod\s+({IDENT})\s*([;{{])")
PATH_ATTR = re.compile(r'#\s*\[\s*path\s*=\s*"([^"]*)"\s*\]\s*$')


def strip(text: str) -> str:
    """Source with comments, string literals and character literals blanked (newlines kept),
    scanned left to right as the lexer does: `//` and nested `/* */` comments, `"..."` with
    escapes (a `\\` before a newline continues the string), `r#"..."#` raw strings, `b"..."`,
    and `'x'` / `'\\''` characters (not lifetimes `'a`)."""
    out: list[str] = []
    i, n = 0, len(text)

    def blank(s: str) -> str:
        return "".join("\n" if c == "\n" else " " for c in s)

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(blank(text[i:j]))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(blank(text[i:j]))
            i = j
        elif (m := re.compile(r'b?r(#*)"').match(text, i)) and (
            i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")
        ):
            close = '"' + m.group(1)
            j = text.find(close, m.end())
            j = n if j < 0 else j + len(close)
            out.append('""' + blank(text[i + 2 : j]))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append('""' + blank(text[i + 2 : j]))
            i = j
        elif c == "'":
            # A character literal ('x', '\n', '\u{..}', '"'), or a lifetime / label ('a).
            m = re.compile(r"'(?:\\(?:u\{[0-9A-Fa-f]*\}|x[0-9A-Fa-f]{2}|.)|[^\\'])'").match(text, i)
            if m:
                out.append(blank(m.group(0)))
                i = m.end()
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def matching_brace(text: str, open_at: int) -> int:
    depth = 0
    for j in range(open_at, len(text)):
        depth += text[j] == "{"
        depth -= text[j] == "}"
        if depth == 0:
            return j
    return len(text)


def expand(text: str, start: int) -> list[list[str]]:
    """The paths of the `use`-like tree at `start` (`a::b`, `a::{b, c::d}`, `a::*`), as segment
    lists."""
    paths: list[list[str]] = []

    def walk(i: int, prefix: list[str]) -> int:
        segs = list(prefix)
        while True:
            while i < len(text) and text[i].isspace():
                i += 1
            if i < len(text) and text[i] == "{":
                close = matching_brace(text, i)
                inner, depth, s0 = text[i + 1 : close], 0, 0
                for k, ch in enumerate(inner + ","):
                    depth += ch == "{"
                    depth -= ch == "}"
                    if ch == "," and depth == 0:
                        part = inner[s0:k]
                        if part.strip():
                            sub = expand(part, 0)
                            paths.extend(segs + p for p in sub)
                        s0 = k + 1
                return close + 1
            m = re.compile(IDENT).match(text, i)
            if not m:
                paths.append(segs)
                return i
            segs.append(m.group(0))
            i = m.end()
            m = re.compile(r"\s*::\s*").match(text, i)
            if not m:
                paths.append(segs)
                return i
            i = m.end()

    walk(start, [])
    return [p for p in paths if p]


PATH_START = re.compile(r"(?<![A-Za-z0-9_:])(crate|super|self)\s*::")


def resolve(path: list[str], module: list[str]) -> list[str] | None:
    """`path` (starting with crate / super / self) from `module`, as a path from the crate
    root."""
    if path[0] == "crate":
        return path[1:]
    base = list(module)
    rest = list(path)
    if rest[0] == "self":
        rest = rest[1:]
    while rest and rest[0] == "super":
        if not base:
            return None
        base.pop()
        rest = rest[1:]
    return base + rest


class Crate:
    def __init__(self, crate: Path):
        self.src = crate / "src"
        self.modules: set[tuple[str, ...]] = set()
        # (module path, text) for every module body: files and inline blocks.
        self.bodies: list[tuple[tuple[str, ...], str]] = []
        for root in (self.src / "lib.rs", self.src / "main.rs"):
            if root.exists():
                self.read_file(root, (), self.src)

    def read_file(self, path: Path, module: tuple[str, ...], dir_for_children: Path) -> None:
        raw = path.read_text()
        self.read_body(strip(raw), raw, module, dir_for_children)

    def read_body(self, text: str, raw: str, module: tuple[str, ...], child_dir: Path) -> None:
        own: list[str] = []
        i = 0
        for m in MOD_DECL.finditer(text):
            if m.start() < i:
                continue
            name = m.group(1)
            child = module + (name,)
            self.modules.add(child)
            if m.group(2) == "{":
                close = matching_brace(text, m.end() - 1)
                own.append(text[i : m.start()])
                self.read_body(
                    text[m.end() : close], raw[m.end() : close], child, child_dir / name
                )
                i = close + 1
                continue
            line_start = text.rfind("\n", 0, m.start())
            prev = raw[: max(line_start, 0)].rstrip().rsplit("\n", 1)[-1]
            attr = PATH_ATTR.search(prev)
            if attr:
                files = [child_dir / attr.group(1)]
            else:
                files = [child_dir / f"{name}.rs", child_dir / name / "mod.rs"]
            for f in files:
                if f.exists():
                    grand = f.parent if f.name == "mod.rs" or attr else f.parent / name
                    self.read_file(f, child, grand)
                    break
        own.append(text[i:])
        self.bodies.append((module, "".join(own)))

    def edges(self) -> dict[tuple[str, ...], dict[str, set[str]]]:
        """For each module with submodules, its submodules' edges among themselves."""
        out: dict[tuple[str, ...], dict[str, set[str]]] = {}
        for m in self.modules:
            out.setdefault(m[:-1], {}).setdefault(m[-1], set())
        for module, text in self.bodies:
            for start in PATH_START.finditer(text):
                for path in expand(text, start.start()):
                    target = resolve(path, list(module))
                    if not target:
                        continue
                    # The longest module prefix the user and the target share.
                    k = 0
                    while k < min(len(module), len(target)) and module[k] == target[k]:
                        k += 1
                    if k >= len(module) or k >= len(target):
                        continue  # an enclosing module's item, or one's own submodule
                    parent = tuple(module[:k])
                    a, b = module[k], target[k]
                    if parent + (b,) in self.modules and a != b:
                        out[parent][a].add(b)
        return out


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
        name = str(crate.relative_to(ROOT)) if crate.is_relative_to(ROOT) else str(crate)
        name = "." if crate == ROOT else name
        for parent, edges in sorted(Crate(crate).edges().items()):
            where = "::".join(("crate",) + parent)
            for comp in cycles(edges):
                bad += 1
                detail = "; ".join(
                    f"{m} -> {', '.join(sorted(edges[m] & set(comp)))}" for m in comp
                )
                print(f"{name}: modules of {where} in a cycle: {detail}")
    if bad:
        return 1
    print(f"module cycles: none in {len(crates)} crate(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
