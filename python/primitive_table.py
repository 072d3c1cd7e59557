#!/usr/bin/env python3
"""The table of JAX 0.12's primitives, generated so that it cannot drift.

    .venv/bin/python python/primitive_table.py            # rewrite the table in docs/primitives.md
    .venv/bin/python python/primitive_table.py --check    # exit 1 when it is out of date

Every primitive JAX 0.12 registers a lowering for (``jax._src.interpreters.mlir._lowerings`` and
the platform-specific registry, after importing the modules that register theirs) gets one row:

- ``supported``: a program of the corpus (tests/corpus, proven by the interop check: verified by
  jaxlib, op for op equal to JAX's module, run bit for bit on XLA:CPU) uses it;
- ``out of scope``: with the reason (multi-device collectives and sharding, GPU-only fusions, ...);
- ``not yet``: everything else.

The rows go between the markers ``<!-- primitives:begin -->`` and ``<!-- primitives:end -->`` of
docs/primitives.md (README.md's "Primitives" section links to it), and the names (with the out-of-scope reasons) to crates/minihlo-jaxpr/src/jax_primitives.rs,
which the front end reads for its message about a primitive minihlo does not compile;
python/test_primitive_table.py fails when either differs from what this script writes.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("JAX_PLATFORMS", "cpu")

REPO = Path(__file__).resolve().parent.parent
# The page holding the table (the name README is kept for python/test_primitive_table.py).
README = REPO / "docs" / "primitives.md"
RUST_TABLE = REPO / "crates" / "minihlo-jaxpr" / "src" / "jax_primitives.rs"
CORPUS = REPO / "tests" / "corpus"
BEGIN, END = "<!-- primitives:begin -->", "<!-- primitives:end -->"

COLLECTIVE = "multi-device or multi-host collective"
SHARDING = "sharding and layout annotations (one device)"
GPU_FUSION = "GPU-only fusion (cuDNN / cuBLAS)"
INTERNAL = "JAX-internal (never in a printed jaxpr of a jitted function)"
STATE = "mutable state (Refs)"

OUT_OF_SCOPE: dict[str, str] = {}
# The collectives python/corpus_sharding.py covers (shard_map's psum, all_gather, ...) are
# supported; their async halves, the unreduced / reduced ones and the legacy pmap-era ones are not.
for _name in """all_gather_done all_gather_invariant all_gather_reduced all_gather_reduced_start
        all_gather_start all_to_all_done all_to_all_start pbroadcast
        pbroadcast_dynamic ppermute_done ppermute_start precv preduced psend
        psum_done psum_invariant_start ragged_all_to_all
        reduce_scatter_done reduce_scatter_start reduced_vary_cast unreduced_pmax unreduced_pmin
        unreduced_psum unreduced_reduce_scatter vary_unreduced_cast
        global_array_to_host_local_array host_local_array_to_global_array""".split():
    OUT_OF_SCOPE[_name] = COLLECTIVE
for _name in """sharding_constraint reshard custom_partitioning inspect_sharding
        layout_constraint with_memory_space_constraint""".split():
    OUT_OF_SCOPE[_name] = SHARDING
for _name in """cudnn_fusion dot_product_attention_bwd dot_product_attention_bwd_wrapper
        dot_product_attention_fp8_bwd dot_product_attention_fp8_bwd_wrapper
        dot_product_attention_fp8_fwd dot_product_attention_fp8_fwd_wrapper
        dot_product_attention_fwd dot_product_attention_fwd_wrapper scaled_matmul
        scaled_matmul_wrapper""".split():
    OUT_OF_SCOPE[_name] = GPU_FUSION
for _name in """dce_sink create_linear custom_lin""".split():
    OUT_OF_SCOPE[_name] = INTERNAL
for _name in """run_state""".split():
    OUT_OF_SCOPE[_name] = STATE
# Issue 26: what the jaxpr text cannot carry, or minihlo's static-shape, default-memory model
# excludes.
SHAPE_POLY = "shape polymorphism (symbolic dimensions; minihlo compiles static shapes)"
for _name in """dim_as_value dimension_size shape_assertion""".split():
    OUT_OF_SCOPE[_name] = SHAPE_POLY
OUT_OF_SCOPE["call_exported"] = (
    "calls a jax.export.Exported whose serialized module the text elides (`Exported(fun_name=..., ...)`)")
OUT_OF_SCOPE["relayout"] = SHARDING
for _name in """pin unpin""".split():
    OUT_OF_SCOPE[_name] = "TPU memory-space pinning (hbm / vmem values)"


def registered_primitives() -> list[str]:
    """Names of every primitive with a lowering rule once JAX's public modules are imported."""
    import jax  # noqa: F401
    import jax.experimental.buffer_callback  # noqa: F401
    import jax.experimental.custom_partitioning  # noqa: F401
    import jax.experimental.multihost_utils  # noqa: F401
    import jax.experimental.shard_map  # noqa: F401
    import jax.numpy  # noqa: F401
    import jax.scipy.special  # noqa: F401
    from jax._src.interpreters import mlir

    names = {p.name for p in mlir._lowerings}
    for rules in mlir._platform_specific_lowerings.values():
        names |= {p.name for p in rules}
    return sorted(names)


def corpus_primitives(corpus: Path = CORPUS) -> dict[str, list[str]]:
    """Primitive -> the corpus programs (that JAX lowers) using it."""
    used: dict[str, list[str]] = {}
    for meta_path in sorted(corpus.glob("*/meta.json")):
        meta = json.loads(meta_path.read_text())
        if meta.get("expected_error"):
            continue
        for p in meta["primitives"]:
            used.setdefault(p, []).append(meta["name"])
    return used


def rows() -> list[tuple[str, str, str]]:
    used = corpus_primitives()
    out = []
    for name in registered_primitives():
        if name in used:
            progs = used[name]
            shown = ", ".join(progs[:3]) + (f" (+{len(progs) - 3})" if len(progs) > 3 else "")
            out.append((name, "supported", f"corpus: {shown}"))
        elif name in OUT_OF_SCOPE:
            out.append((name, "out of scope", OUT_OF_SCOPE[name]))
        else:
            out.append((name, "not yet", ""))
    return out


def table() -> str:
    rs = rows()
    counts = {s: sum(1 for _, st, _ in rs if st == s) for s in ("supported", "not yet", "out of scope")}
    lines = [
        BEGIN,
        f"<!-- generated by python/primitive_table.py from JAX 0.12's lowering registry and "
        f"tests/corpus; do not edit -->",
        "",
        f"{len(rs)} primitives: {counts['supported']} supported (each in a corpus program that passes "
        f"the interop check), {counts['not yet']} not yet, {counts['out of scope']} out of scope.",
        "",
        "| primitive | minihlo | where / why |",
        "| --- | --- | --- |",
    ]
    lines += [f"| `{n}` | {s} | {w} |" for n, s, w in rs]
    lines.append(END)
    return "\n".join(lines)


def rust_table() -> str:
    """The front end's list of JAX's primitives, for the message about one minihlo lacks."""
    names = registered_primitives()
    lines = [
        "//! Generated by python/primitive_table.py from JAX 0.12's lowering registry; do not edit.",
        "//! The front end names a primitive that minihlo does not compile as JAX's (not yet, or out",
        "//! of scope and why) rather than unknown, and points at docs/primitives.md's table.",
        "",
        "/// Every primitive JAX 0.12 registers a lowering for, sorted.",
        "#[rustfmt::skip]",
        "pub const JAX_PRIMITIVES: &[&str] = &[",
    ]
    lines += [f"    {json.dumps(n)}," for n in names]
    lines += [
        "];",
        "",
        "/// The primitives minihlo leaves out on purpose, with why, sorted by name.",
        "#[rustfmt::skip]",
        "pub const OUT_OF_SCOPE: &[(&str, &str)] = &[",
    ]
    lines += [f"    ({json.dumps(n)}, {json.dumps(OUT_OF_SCOPE[n])})," for n in names if n in OUT_OF_SCOPE]
    lines += ["];", ""]
    return "\n".join(lines)


def replace_table(readme: str, new: str) -> str:
    if BEGIN not in readme or END not in readme:
        raise SystemExit(f"primitive_table: {README} has no {BEGIN} ... {END} section")
    head, rest = readme.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    return head + new + tail


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 when docs/primitives.md is out of date")
    args = ap.parse_args(argv)
    readme = README.read_text()
    updated = replace_table(readme, table())
    rust = rust_table()
    if args.check:
        stale = [p.name for p, old, new in ((README, readme, updated), (RUST_TABLE, RUST_TABLE.read_text(), rust))
                 if old != new]
        if stale:
            print(f"primitive_table: {', '.join(stale)} out of date; run "
                  ".venv/bin/python python/primitive_table.py", file=sys.stderr)
            return 1
        return 0
    README.write_text(updated)
    RUST_TABLE.write_text(rust)
    return 0


if __name__ == "__main__":
    sys.exit(main())
