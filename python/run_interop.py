#!/usr/bin/env python3
"""The interop check: every program of the corpus (tests/corpus) and of the examples, compiled by
the real `minihlo` binary for cpu, cuda and rocm in both FFI forms, then proven against JAX's stack
by python/interop.py (jaxlib's StableHLO verifier, custom_calls against JAX's module, XLA:CPU run
bit for bit against JAX's outputs).

    .venv/bin/python python/run_interop.py [--minihlo target/debug/minihlo] [--out target/interop]

Where JAX fails (a program JAX refuses, a platform it does not support, several platforms with a
buffer_callback in the jax form), minihlo must fail too, with exit code 1 and JAX's message on
stderr. The last line is `interop: N passed, M failed`; exit 1 on any failure.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import interop_sharded  # noqa: E402  (programs on a mesh: run on 8 devices)

REPO = Path(__file__).resolve().parent.parent
PLATFORMS = ("cpu", "cuda", "rocm")
FORMS = ("typed", "jax")


def compile_program(minihlo: str, src: Path, name: str, platforms: list[str], form: str,
                    module: Path, callbacks: Path, x64: bool | None = None) -> subprocess.CompletedProcess:
    cmd = [minihlo, "compile", str(src), "--ffi-form", form, "--name", name,
           "--callbacks-json", str(callbacks), "-o", str(module)]
    if x64 is not None:
        # What JAX traced with (meta.json): the text itself does not say.
        cmd += ["--x64", "on" if x64 else "off"]
    for p in platforms:
        cmd += ["--platform", p]
    return subprocess.run(cmd, capture_output=True, text=True)


def expect_failure(result: subprocess.CompletedProcess, expected: str, what: str, failures: list[str]) -> int:
    """minihlo must exit 1 with JAX's message (its last line) on stderr; returns 1 when it does."""
    message = expected.strip().splitlines()[-1].strip()
    if result.returncode != 1 or message not in result.stderr:
        failures.append(f"{what}: expected exit 1 with {message!r}; got exit {result.returncode}, "
                        f"stderr {result.stderr.strip()!r}")
        return 0
    return 1


CHECKABLE = {"cpu", "cuda", "rocm"}
# The lowerings every corpus program has (gen_corpus.PLATFORMS): file name -> platform list.
STANDARD_LOWERINGS = {"cpu": ["cpu"], "cuda": ["cuda"], "rocm": ["rocm"], "tpu": ["tpu"],
                      "cpu_cuda": ["cpu", "cuda"]}
WITH_TARGET = {"cpu", "cuda", "rocm", "oneapi"}


def expected_lowering_errors(minihlo: str, prog: Path, meta: dict, out: Path, x64: bool,
                             lowerings: dict[str, list[str]], failures: list[str]) -> tuple[int, int]:
    """Every ``<lowering>.expected_error`` of ``lowerings`` through minihlo: one platform fails
    with JAX's message in both forms; several fail with it in the jax form, and in the typed form
    (which dispatches per platform) with JAX's message for the first platform without a target.
    Returns (reproduced, expectations)."""
    name = meta["name"]
    matched = expectations = 0
    for fname, platforms in lowerings.items():
        error = prog / f"{fname}.expected_error"
        if not error.exists():
            continue
        checks = [("jax", error)]
        if len(platforms) == 1:
            checks.append(("typed", error))
        else:
            first = next((p for p in platforms if p not in WITH_TARGET), None)
            if first is not None and (prog / f"{first}.expected_error").exists():
                checks.append(("typed", prog / f"{first}.expected_error"))
        for form, expected in checks:
            r = compile_program(minihlo, prog / "jaxpr.txt", name, platforms, form,
                                out / "err.mlir", out / "err.json", x64)
            matched += expect_failure(r, expected.read_text(), f"{name}.{form}.{fname}", failures)
            expectations += 1
    return matched, expectations


def snapshot_manifest(snapshots: Path, out: Path) -> tuple[list[dict], list[str]]:
    """Manifest cases for every lowered module in the snapshot suite, and the snapshots whose
    platforms interop.py cannot check (tpu, oneapi alone)."""
    out.mkdir(parents=True, exist_ok=True)
    cases, unchecked = [], []
    header = re.compile(r"^--- platforms (\[.*?\]), (Typed|Jax)$", re.M)
    for snap in sorted(snapshots.glob("lower_*.snap")):
        text = snap.read_text()
        h = header.search(text)
        module = re.search(r"^(module @.*?)^--- callbacks\n(.*)\Z", text, re.S | re.M)
        if not h or not module:
            continue
        platforms, form = json.loads(h.group(1)), h.group(2).lower()
        checkable = [p for p in platforms if p in CHECKABLE]
        if not checkable:
            unchecked.append(snap.stem)
            continue
        mlir, callbacks = out / f"{snap.stem}.mlir", out / f"{snap.stem}.callbacks.json"
        mlir.write_text(module.group(1))
        callbacks.write_text(module.group(2))
        for platform in checkable:
            case = {"name": f"snapshot.{snap.stem}@{platform}", "module": str(mlir),
                    "callbacks": str(callbacks), "platform": platform, "form": form,
                    "reference_module": None, "inputs": None, "expected_outputs": None}
            if len(platforms) > 1:
                case["platforms"] = platforms
            cases.append(case)
    return cases, unchecked


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--minihlo", default=str(REPO / "target" / "debug" / "minihlo"))
    ap.add_argument("--corpus", default=str(REPO / "tests" / "corpus"))
    ap.add_argument("--examples", default=str(REPO / "examples"))
    ap.add_argument("--snapshots", default=str(REPO / "snapshots" / "stablehlo"))
    ap.add_argument("--out", default=str(REPO / "target" / "interop"))
    ap.add_argument("--exclude-tag", action="append", default=[],
                    help="skip corpus programs with this tag (say so in the summary)")
    ap.add_argument("--only", nargs="+", metavar="NAME",
                    help="check only these corpus programs (no examples, no snapshots)")
    ap.add_argument("--runs-only", action="store_true",
                    help="only the modules that run on XLA:CPU (against JAX's module run here and "
                         "the record): no JAX errors, examples or snapshots (scripts/other-isa)")
    args = ap.parse_args()

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    manifest, failures, expectations, skipped, sharded = [], [], 0, [], []
    matched = 0  # expected failures that minihlo reproduced

    corpus = sorted(p for p in Path(args.corpus).iterdir() if (p / "jaxpr.txt").exists())
    if args.only:
        corpus = [p for p in corpus if p.name in args.only]
        missing = sorted(set(args.only) - {p.name for p in corpus})
        if missing:
            print(f"run_interop: no such corpus programs: {missing}", file=sys.stderr)
            return 2
    for prog in corpus:
        meta = json.loads((prog / "meta.json").read_text())
        name = meta["name"]
        if set(meta.get("tags", [])) & set(args.exclude_tag):
            skipped.append(name)
            continue
        src = prog / "jaxpr.txt"
        x64 = bool(meta.get("x64", False))
        extra = meta.get("extra_platforms", {})
        if (prog / "expected_error").exists():
            r = compile_program(args.minihlo, src, name, ["cpu"], "jax", out / f"{name}.mlir", out / f"{name}.json", x64)
            matched += expect_failure(r, (prog / "expected_error").read_text(), name, failures)
            expectations += 1
            # Programs JAX traces but refuses to lower: every platform's error (negative aliases).
            m, e = expected_lowering_errors(args.minihlo, prog, meta, out, x64,
                                            dict(STANDARD_LOWERINGS, **extra), failures)
            matched, expectations = matched + m, expectations + e
            continue
        # Platforms beyond cpu, cuda, rocm and tpu (metal, a plugin's name): JAX's errors where
        # it has them; where JAX lowers (no buffer_callback), minihlo's module is checked against
        # JAX's for that platform, on XLA:CPU (a module without callbacks runs there as it is).
        m, e = expected_lowering_errors(args.minihlo, prog, meta, out, x64, extra, failures)
        matched, expectations = matched + m, expectations + e
        for fname, platforms in extra.items():
            if not (prog / f"{fname}.mlir").exists():
                continue
            for form in FORMS:
                case = f"{name}.{form}.{fname}"
                module, callbacks = out / f"{case}.mlir", out / f"{case}.callbacks.json"
                r = compile_program(args.minihlo, src, name, platforms, form, module, callbacks, x64)
                if r.returncode != 0:
                    failures.append(f"{case}: minihlo failed (exit {r.returncode}): {r.stderr.strip()}")
                    continue
                # Several platforms: specialised to cpu (or the first of cuda / rocm listed) and
                # compared with JAX's module for it; before that, op for op with JAX's module for
                # the whole list. One platform: JAX's module for it, on XLA:CPU.
                at = "cpu"
                if len(platforms) > 1 and "cpu" not in platforms:
                    at = next((p for p in platforms if p in CHECKABLE), None)
                    if at is None:
                        continue
                run_here = at == "cpu" and (prog / "outputs.npz").exists()
                entry = {
                    "name": f"{case}@{at}", "module": str(module), "callbacks": str(callbacks),
                    "platform": at, "form": form,
                    "reference_module": str(prog / (f"{fname}.mlir" if len(platforms) == 1 else f"{at}.mlir")),
                    "inputs": str(prog / "inputs.npz") if run_here else None,
                    "expected_outputs": str(prog / "outputs.npz") if run_here else None,
                }
                if len(platforms) > 1:
                    entry["platforms"] = platforms
                    entry["multi_reference_module"] = str(prog / f"{fname}.mlir")
                manifest.append(entry)
        for form in FORMS:
            for platform in PLATFORMS:
                case = f"{name}.{form}.{platform}"
                module, callbacks = out / f"{case}.mlir", out / f"{case}.callbacks.json"
                r = compile_program(args.minihlo, src, name, [platform], form, module, callbacks, x64)
                expected_error = prog / f"{platform}.expected_error"
                if expected_error.exists():
                    matched += expect_failure(r, expected_error.read_text(), case, failures)
                    expectations += 1
                    continue
                if r.returncode != 0:
                    failures.append(f"{case}: minihlo failed (exit {r.returncode}): {r.stderr.strip()}")
                    continue
                run_here = platform == "cpu" and (prog / "outputs.npz").exists()
                sharded += interop_sharded.sharded_cases(prog, module, case) if platform == "cpu" else []
                manifest.append({
                    "name": case, "module": str(module), "callbacks": str(callbacks),
                    "platform": platform, "form": form,
                    "reference_module": str(prog / f"{platform}.mlir"),
                    "inputs": str(prog / "inputs.npz") if run_here else None,
                    "expected_outputs": str(prog / "outputs.npz") if run_here else None,
                })
            # Unsupported platforms fail as JAX fails, in both forms.
            tpu_error = prog / "tpu.expected_error"
            if tpu_error.exists():
                r = compile_program(args.minihlo, src, name, ["tpu"], form, out / "tpu.mlir", out / "tpu.json", x64)
                matched += expect_failure(r, tpu_error.read_text(), f"{name}.{form}.tpu", failures)
                expectations += 1
        # Several platforms without a callback: JAX's module for cpu and cuda, op for op, then
        # specialised to cpu (JAX's cpu module, run); with a callback, the jax form keeps JAX's error.
        if (prog / "cpu_cuda.mlir").exists():
            for form in FORMS:
                case = f"{name}.{form}.cpu_cuda"
                module, callbacks = out / f"{case}.mlir", out / f"{case}.callbacks.json"
                r = compile_program(args.minihlo, src, name, ["cpu", "cuda"], form, module, callbacks, x64)
                if r.returncode != 0:
                    failures.append(f"{case}: minihlo failed (exit {r.returncode}): {r.stderr.strip()}")
                    continue
                run_here = (prog / "outputs.npz").exists()
                manifest.append({
                    "name": f"{case}@cpu", "module": str(module), "callbacks": str(callbacks),
                    "platform": "cpu", "platforms": ["cpu", "cuda"], "form": form,
                    "multi_reference_module": str(prog / "cpu_cuda.mlir"),
                    "reference_module": str(prog / "cpu.mlir"),
                    "inputs": str(prog / "inputs.npz") if run_here else None,
                    "expected_outputs": str(prog / "outputs.npz") if run_here else None,
                })
        multi_error = prog / "cpu_cuda.expected_error"
        if multi_error.exists():
            r = compile_program(args.minihlo, src, name, ["cpu", "cuda"], "jax", out / "multi.mlir", out / "multi.json", x64)
            matched += expect_failure(r, multi_error.read_text(), f"{name}.jax.cpu_cuda", failures)
            expectations += 1
        # The typed form lowers one module for all of them (issue 8): specialised to each platform
        # it must verify, match JAX's single-platform module, and on cpu run to JAX's outputs.
        multi = ["cpu", "cuda", "rocm"]
        if all((prog / f"{p}.mlir").exists() for p in multi):
            case = f"{name}.typed.{'_'.join(multi)}"
            module, callbacks = out / f"{case}.mlir", out / f"{case}.callbacks.json"
            r = compile_program(args.minihlo, src, name, multi, "typed", module, callbacks, x64)
            if r.returncode != 0:
                failures.append(f"{case}: minihlo failed (exit {r.returncode}): {r.stderr.strip()}")
            else:
                for platform in multi:
                    run_here = platform == "cpu" and (prog / "outputs.npz").exists()
                    manifest.append({
                        "name": f"{case}@{platform}", "module": str(module), "callbacks": str(callbacks),
                        "platform": platform, "platforms": multi, "form": "typed",
                        "reference_module": str(prog / f"{platform}.mlir"),
                        "inputs": str(prog / "inputs.npz") if run_here else None,
                        "expected_outputs": str(prog / "outputs.npz") if run_here else None,
                    })

    # The examples have no JAX reference: they must verify and agree with their callback table.
    for example in [] if args.only or args.runs_only else sorted(Path(args.examples).glob("*.jaxpr")):
        for form in FORMS:
            case = f"example.{example.stem}.{form}.cpu"
            module, callbacks = out / f"{case}.mlir", out / f"{case}.callbacks.json"
            r = compile_program(args.minihlo, example, example.stem, ["cpu"], form, module, callbacks)
            if r.returncode != 0:
                failures.append(f"{case}: minihlo failed (exit {r.returncode}): {r.stderr.strip()}")
                continue
            manifest.append({"name": case, "module": str(module), "callbacks": str(callbacks),
                             "platform": "cpu", "form": form, "reference_module": None,
                             "inputs": None, "expected_outputs": None})

    # The snapshot suite's modules (snapshots/stablehlo/lower_*.snap hold the module and its
    # callback table): verified with jaxlib and checked against their tables, specialised to each
    # platform when lowered for several. They have no JAX reference or outputs.
    snapshot_cases, unchecked = ([], []) if args.only or args.runs_only else snapshot_manifest(Path(args.snapshots), out / "snapshots")
    manifest += snapshot_cases

    if args.runs_only:
        manifest = [c for c in manifest if c.get("inputs")]
        matched = expectations = 0
        failures = [f for f in failures if "minihlo failed" in f]

    manifest_path = out / "manifest.json"
    manifest_path.write_text(json.dumps(manifest, indent=1))
    checker = subprocess.run([sys.executable, str(REPO / "python" / "interop.py"), str(manifest_path)],
                             capture_output=True, text=True)
    lines = checker.stdout.strip().splitlines()
    summary = next((l for l in reversed(lines) if l.startswith("interop: ")), None)
    body = [l for l in lines if l is not summary]
    if body:
        print("\n".join(body))
    if checker.stderr.strip():
        print(checker.stderr.strip(), file=sys.stderr)
    if summary is None:
        failures.append(f"interop.py gave no summary (exit {checker.returncode})")
        passed_modules, failed_modules = 0, 0
    else:
        counts = summary.removeprefix("interop: ").split(", ")
        passed_modules, failed_modules = (int(c.split()[0]) for c in counts)
    sharded_passed, sharded_failed = interop_sharded.run_subprocess(sharded, out)
    passed_modules, failed_modules = passed_modules + sharded_passed, failed_modules + sharded_failed
    for f in failures:
        print(f"FAIL {f}")
    if unchecked:
        print(f"snapshot modules for platforms interop.py cannot check (tpu, oneapi): {', '.join(unchecked)}")
    if skipped:
        print(f"skipped {len(skipped)} corpus programs tagged {args.exclude_tag}: {', '.join(skipped)}")
    print(f"modules checked by interop.py: {passed_modules} passed, {failed_modules} failed; "
          f"JAX's errors reproduced: {matched} of {expectations}")
    passed = passed_modules + matched
    failed = failed_modules + len(failures)
    print(f"interop: {passed} passed, {failed} failed")
    return 1 if failed or checker.returncode not in (0, 1) else 0


if __name__ == "__main__":
    sys.exit(main())
