#!/usr/bin/env python3
"""Checks ``minihlo vmap`` against JAX on the vmap corpus (tests/vmap, python/corpus_vmap.py).

Usage (from the repository root):

    .venv/bin/python python/vmap_check.py [--minihlo target/debug/minihlo] [--only NAME...] [-j N]

Per program, the JAX side computed here, in this run (not read from the corpus files):

1. text: ``minihlo vmap`` of ``before.jaxpr`` (applied twice for nested programs) prints
   ``after.jaxpr`` byte for byte, or fails with ``expected_error`` (exit status 1);
2. lowering: ``minihlo compile --ffi-form jax`` of that text, and JAX's module of the same batched
   function traced again now (``jax.jit(jax.vmap(...)).lower``): every operation equal, in order
   (python/interop.py's ``compare_every_op`` and custom_call comparison);
3. running: both modules compiled by XLA:CPU and run on ``inputs.npz``, host callbacks following
   python/std_rule.py by index; outputs equal bit for bit.

Exit status 0 when every program passes, 1 otherwise; the last line is
``vmap_check: N passed, M failed``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

os.environ.setdefault("JAX_PLATFORMS", "cpu")
sys.path.insert(0, str(Path(__file__).resolve().parent))

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "tests" / "vmap"


def axes_arg(axes) -> str:
    return ",".join("none" if a is None else str(a) for a in axes)


def run_minihlo(minihlo: str, args: list[str], stdin: str) -> tuple[int, str, str]:
    p = subprocess.run([minihlo, *args], input=stdin, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def check_program(name: str, minihlo: str) -> list[str]:
    import interop
    import corpus_vmap

    d = CORPUS / name
    spec = json.loads((d / "spec.json").read_text())
    errors: list[str] = []
    text = (d / "before.jaxpr").read_text()
    for s in [spec] + ([spec["then"]] if spec.get("then") else []):
        rc, out, err = run_minihlo(minihlo, [
            "vmap", "-", f"--in-axes={axes_arg(s['in_axes'])}",
            f"--out-axes={axes_arg(s['out_axes'])}", f"--axis-size={s['axis_size']}"], text)
        if rc != 0:
            text = None
            if (d / "expected_error").exists():
                want = (d / "expected_error").read_text().strip()
                if rc != 1 or err.strip() != f"error: {want}":
                    errors.append(f"error differs:\n  JAX     {want}\n  minihlo {err.strip()}")
            else:
                errors.append(f"minihlo vmap failed (exit {rc}): {err.strip()}")
            return errors
        text = out
    if (d / "expected_error").exists():
        return ["JAX refuses this program, minihlo vmap batched it"]
    want = (d / "after.jaxpr").read_text()
    if text != want:
        return [f"text differs:\n--- JAX\n{want}--- minihlo\n{text}"]

    # JAX's module, traced now.
    p = corpus_vmap.PROGRAMS.get(name)
    if p is None:
        return [f"{name} is not a program of python/corpus_vmap.py"]
    t = corpus_vmap.trace(p)
    if "module" not in t:
        return [f"JAX refuses to trace it now: {t.get('error')}"]
    module_name = t["module"].split("module @", 1)[1].split(" ", 1)[0].removeprefix("jit_")
    with tempfile.TemporaryDirectory() as tmp:
        mod_path, table_path = Path(tmp) / "m.mlir", Path(tmp) / "table.json"
        rc, _, err = run_minihlo(minihlo, [
            "compile", "-", "--ffi-form", "jax", "--x64", "on" if spec["x64"] else "off",
            "--name", module_name, "-o", str(mod_path), "--callbacks-json", str(table_path)], text)
        if rc != 0:
            return [f"minihlo compile failed: {err.strip()}"]
        ours_text = mod_path.read_text()
        table = json.loads(table_path.read_text())
    ctx = interop.jax_context()
    ours, diag = interop.parse_module(ours_text, ctx)
    if ours is None:
        return [f"minihlo's module does not verify:\n{diag}"]
    theirs, diag = interop.parse_module(t["module"], ctx)
    if theirs is None:
        return [f"JAX's module does not parse:\n{diag}"]
    with ctx, interop._ir().Location.unknown():
        errors += interop.compare_with_reference(ours, theirs, "jax")
        errors += interop.compare_every_op(ours, theirs)
        inputs = [a for a in t["inputs"]]
        try:
            got = interop.execute_cpu(ours, table, inputs)
            ref = interop.execute_cpu(theirs, table, inputs)
            errors += interop.compare_outputs(got, ref)
        except interop.CaseFailed as e:
            errors.append(f"running: {e}")
    return errors


def check_one(args: tuple[str, str]) -> tuple[str, list[str]]:
    name, minihlo = args
    try:
        return name, check_program(name, minihlo)
    except Exception as e:  # a bug here or an XLA error: the program fails, the run goes on
        import traceback
        return name, [f"{type(e).__name__}: {e}\n{traceback.format_exc()}"]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--minihlo", default=str(REPO / "target" / "debug" / "minihlo"))
    ap.add_argument("--only", nargs="+", metavar="NAME")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    names = args.only or sorted(p.name for p in CORPUS.iterdir() if (p / "spec.json").exists())
    jobs = [(n, args.minihlo) for n in names]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as ex:
            results = list(ex.map(check_one, jobs))
    else:
        results = [check_one(j) for j in jobs]
    failed = 0
    for name, errs in results:
        if errs:
            failed += 1
            print(f"FAIL {name}\n  " + "\n  ".join(e.replace("\n", "\n  ") for e in errs))
        elif args.verbose:
            print(f"ok   {name}")
    print(f"vmap_check: {len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
