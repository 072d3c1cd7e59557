#!/usr/bin/env python3
"""The interop check's run on several devices: modules partitioned N ways (``mhlo.num_partitions
= N``, Shardy's ``sdy.mesh`` / ``sdy.manual_computation``, as JAX lowers programs on a mesh) are
compiled by jaxlib for N host CPU devices (SPMD partitioning with Shardy), their global inputs
placed by the executable's parameter shardings, run on the N devices at once, and their global
outputs assembled by the output shardings. minihlo's module and JAX's own module run the same
way, in the same process, and must agree bit for bit with each other; JAX's outputs recorded
when the corpus was generated (``outputs_8dev.npz``, what ``jax.jit(f)`` gave on 8 devices of
another CPU) are compared under the one tolerance policy of python/record_policy.py.

    .venv/bin/python python/interop_sharded.py MANIFEST.json      # cases as interop.py's
    .venv/bin/python python/interop_sharded.py --corpus tests/corpus [--only NAME ...]

A manifest case here is interop.py's (``name``, ``module``, ``reference_module``, ``inputs``)
plus ``expected_outputs`` naming the 8-device outputs. ``--corpus`` checks JAX's own modules of
the corpus programs tagged ``sharding`` (the generator's self-check). The device count comes
from ``--xla_force_host_platform_device_count``, set here before JAX starts (8, or the
largest ``mhlo.num_partitions`` asked for). Exit 1 on a failure; last line
``interop-sharded: N passed, M failed``.

run_interop.py calls :func:`sharded_cases` and :func:`main` (one hook) for the corpus
programs tagged ``sharding``; interop.py's single-device checks (verify, op for op) cover the
same modules on their own.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path

import subprocess

import numpy as np

DEVICES = 8

sys.path.insert(0, str(Path(__file__).resolve().parent))
import interop  # noqa: E402
import record_policy  # noqa: E402

OUTPUTS = "outputs_8dev.npz"


def ensure_devices(n: int = DEVICES) -> None:
    """Asks for ``n`` host CPU devices; only takes effect before JAX starts its CPU backend
    (this file's ``main`` calls it first)."""
    if "--xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
        flag = f"--xla_force_host_platform_device_count={n}"
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " " + flag).strip()
    os.environ.setdefault("JAX_PLATFORMS", "cpu")


def num_partitions(text: str) -> int:
    m = re.search(r"mhlo\.num_partitions\s*=\s*(\d+)", text)
    return int(m.group(1)) if m else 1


def execute_sharded(text: str, inputs: list[np.ndarray]) -> list[np.ndarray]:
    """Compiles ``text`` for ``mhlo.num_partitions`` devices (SPMD, Shardy), places the global
    ``inputs`` by the executable's parameter shardings, runs, and assembles the global outputs
    by its output shardings."""
    import jax
    from jax._src import compiler, xla_bridge
    from jax._src.lib import xla_client as xc
    from jax._src.sharding_impls import GSPMDSharding

    n = num_partitions(text)
    backend = xla_bridge.get_backend("cpu")
    devs = backend.local_devices()[:n]
    if len(devs) < n:
        raise interop.CaseFailed(f"the module is partitioned {n} ways; {len(devs)} devices")
    options = compiler.get_compile_options(num_replicas=1, num_partitions=n,
                                           device_assignment=np.array(devs).reshape(1, n),
                                           backend=backend)
    build = options.executable_build_options
    build.use_spmd_partitioning = True
    build.use_shardy_partitioner = True
    ctx = interop.jax_context()
    module, err = interop.parse_module(text, ctx)
    if module is None:
        raise interop.CaseFailed(err)
    with ctx:
        _, result_types = interop.main_signature(module)
        out_avals = interop._avals_of_types(result_types)
    try:
        exe = backend.compile_and_load(text, executable_devices=xc.DeviceList(tuple(devs)),
                                       compile_options=options)
        prev_x64 = jax.config.jax_enable_x64
        jax.config.update("jax_enable_x64", True)
        try:
            in_shardings = exe.get_parameter_shardings() or []
            args = [jax.device_put(a, GSPMDSharding(devs, s))
                    for a, s in zip(inputs, in_shardings)]
            results = exe.execute_sharded(args)
            shards = results.disassemble_into_single_device_arrays()
            out_shardings = exe.get_output_shardings() or []
            outs = []
            for aval, per_device, s in zip(out_avals, shards, out_shardings):
                arr = jax.make_array_from_single_device_arrays(
                    tuple(aval["shape"]), GSPMDSharding(devs, s), per_device)
                outs.append(np.asarray(arr))
        finally:
            jax.config.update("jax_enable_x64", prev_x64)
    except interop.CaseFailed:
        raise
    except Exception as e:
        raise interop.CaseFailed(f"XLA:CPU on {n} devices: {type(e).__name__}: {e}") from None
    return outs


def check_case(case: dict) -> tuple[bool, str]:
    """One case: minihlo's module and JAX's run on the devices, equal bit for bit; JAX's run (or
    minihlo's, without a reference) against the recorded outputs under the one tolerance policy
    (python/record_policy.py: they were computed on another CPU, docs/testing.md)."""
    name = case["name"]
    notes: list[str] = []
    try:
        inputs = interop.load_npz(case["inputs"], "in")
        want = interop.load_npz(case["expected_outputs"], "out")
        got = execute_sharded(Path(case["module"]).read_text(), inputs)
        errors: list[str] = []
        checked, who = got, "minihlo's module"
        if case.get("reference_module"):
            ref = execute_sharded(Path(case["reference_module"]).read_text(), inputs)
            errors += [f"minihlo's vs JAX's module: {e}" for e in interop.compare_outputs(got, ref)]
            checked, who = ref, "JAX's module"
        beyond, notes = record_policy.compare_with_record(checked, want)
        errors += [f"record, {who}: {e}" for e in beyond]
    except interop.CaseFailed as e:
        return False, f"{name}: {e}"
    if errors:
        return False, f"{name}:\n  " + "\n  ".join(errors + notes)
    return True, name + "".join(f"\n  note: record: {n}" for n in notes)


def is_sharded(program_dir: Path) -> bool:
    return (program_dir / OUTPUTS).exists()


def sharded_cases(program_dir: Path, module: Path, name: str) -> list[dict]:
    """The run case of minihlo's cpu ``module`` of a sharded corpus program (none for others)."""
    d = Path(program_dir)
    if not is_sharded(d) or not (d / "cpu.mlir").exists():
        return []
    return [{"name": name, "module": str(module), "reference_module": str(d / "cpu.mlir"),
             "inputs": str(d / "inputs.npz"), "expected_outputs": str(d / OUTPUTS)}]


def run(cases: list[dict], verbose: bool = False) -> tuple[int, int]:
    passed = failed = 0
    for case in cases:
        ok, msg = check_case(case)
        if ok:
            passed += 1
            if verbose or "\n  note:" in msg:
                print(f"ok   {msg}")
        else:
            failed += 1
            print(f"FAIL {msg}")
    print(f"interop-sharded: {passed} passed, {failed} failed")
    return passed, failed


# The programs run_interop also runs across 2 processes x 4 devices (python/multiprocess_sharded.py).
MULTIPROCESS = ("shmap_2d_collectives.typed.cpu", "jit_shardings_2d.typed.cpu")


def run_multiprocess(cases: list[dict]) -> tuple[int, int]:
    """The cases named in :data:`MULTIPROCESS`, across 2 processes (JAX's distributed runtime,
    gloo) x 4 devices: minihlo's module equal to JAX's there, and to the one-process run."""
    import multiprocess_sharded

    passed = failed = 0
    for c in cases:
        if c["name"] not in MULTIPROCESS:
            continue
        ok, msg = multiprocess_sharded.run(c["module"], c["reference_module"], c["inputs"],
                                           c["expected_outputs"])
        print(f"{'ok  ' if ok else 'FAIL'} {c['name']} on 2 processes x 4 devices: {msg}")
        passed, failed = passed + ok, failed + (not ok)
    return passed, failed


def run_subprocess(cases: list[dict], out: Path) -> tuple[int, int]:
    """:func:`run` in a process of its own (its JAX starts with the devices), on a manifest
    written to ``out``, then :func:`run_multiprocess`; prints the reports and returns
    (passed, failed)."""
    if not cases:
        return 0, 0
    mp_passed, mp_failed = run_multiprocess(cases)
    manifest = Path(out) / "manifest_sharded.json"
    manifest.write_text(json.dumps(cases, indent=1))
    r = subprocess.run([sys.executable, __file__, str(manifest)], capture_output=True, text=True)
    lines = r.stdout.strip().splitlines()
    summary = next((l for l in reversed(lines) if l.startswith("interop-sharded: ")), None)
    body = [l for l in lines if l is not summary]
    if body:
        print("\n".join(body))
    if summary is None:
        print(f"FAIL interop_sharded.py gave no summary (exit {r.returncode}): {r.stderr[-2000:]}")
        return mp_passed, len(cases) + mp_failed
    passed, failed = (int(c.split()[0]) for c in summary.removeprefix("interop-sharded: ").split(", "))
    return passed + mp_passed, failed + mp_failed


def main(argv=None) -> int:
    ensure_devices()
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("manifest", nargs="?", type=Path)
    ap.add_argument("--corpus", type=Path, help="check JAX's own modules of the sharded programs")
    ap.add_argument("--only", nargs="+", metavar="NAME")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    if args.corpus:
        dirs = sorted(p for p in args.corpus.iterdir() if is_sharded(p))
        if args.only:
            dirs = [p for p in dirs if p.name in args.only]
        cases = [c for d in dirs for c in sharded_cases(d, d / "cpu.mlir", f"{d.name}.jax.cpu")]
    elif args.manifest:
        cases = json.loads(args.manifest.read_text())
    else:
        ap.error("give a manifest or --corpus")
    _, failed = run(cases, args.verbose)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
