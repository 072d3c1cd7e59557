#!/usr/bin/env python3
"""A sharded module across several processes, as on a cluster of hosts: 2 processes x 4 host CPU
devices on 127.0.0.1 with JAX's distributed runtime (``jax.distributed.initialize``, gloo CPU
collectives). Each process compiles minihlo's module and JAX's (the same program) for the 8
global devices (SPMD, Shardy), supplies the shards of the global inputs its devices hold (by the
executable's parameter shardings), runs, and gathers the global outputs; process 0 writes them.
minihlo's outputs must equal JAX's module's bit for bit, and the single-process 8-device run
(``outputs_8dev.npz``) within 1e-6 of each output's largest magnitude (gloo's all-reduce sums
in another order than the in-process one: float sums may differ in the last bit).

    .venv/bin/python python/multiprocess_sharded.py MINIHLO.mlir JAX.mlir INPUTS.npz EXPECTED.npz

Exit 0 when they agree; the last line is ``multiprocess: ...`` (``FAIL`` on a failure).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

PROCESSES, LOCAL_DEVICES = 2, 4


def worker(pid: int, port: int, inputs: str, out: str, *modules: str) -> None:
    os.environ["XLA_FLAGS"] = f"--xla_force_host_platform_device_count={LOCAL_DEVICES}"
    os.environ["JAX_PLATFORMS"] = "cpu"
    import jax
    import numpy as np

    jax.config.update("jax_cpu_collectives_implementation", "gloo")
    jax.distributed.initialize(f"127.0.0.1:{port}", num_processes=PROCESSES, process_id=pid)
    sys.path.insert(0, str(Path(__file__).resolve().parent))

    for k, module in enumerate(modules):
        outs = run_module(module, inputs)
        if pid == 0:
            np.savez(f"{out}.{k}.npz", **{f"out{i}": o for i, o in enumerate(outs)})
    jax.distributed.shutdown()


def run_module(module: str, inputs: str) -> list:
    """One module on every process's devices; the global outputs, gathered."""
    import jax
    import numpy as np
    from jax._src import compiler, xla_bridge
    from jax._src.lib import xla_client as xc
    from jax._src.sharding_impls import GSPMDSharding
    from jax.experimental import multihost_utils

    import interop

    text = Path(module).read_text()
    backend = xla_bridge.get_backend("cpu")
    devs = sorted(backend.devices(), key=lambda d: d.id)
    n = len(devs)
    options = compiler.get_compile_options(num_replicas=1, num_partitions=n,
                                           device_assignment=np.array(devs).reshape(1, n),
                                           backend=backend)
    options.executable_build_options.use_spmd_partitioning = True
    options.executable_build_options.use_shardy_partitioner = True
    exe = backend.compile_and_load(text, executable_devices=xc.DeviceList(tuple(devs)),
                                   compile_options=options)
    xs = interop.load_npz(inputs, "in")
    args = []
    for x, s in zip(xs, exe.get_parameter_shardings()):
        sharding = GSPMDSharding(devs, s)
        args.append(jax.make_array_from_callback(x.shape, sharding, lambda idx, x=x: x[idx]))
    results = exe.execute_sharded(args)
    ctx = interop.jax_context()
    parsed, _ = interop.parse_module(text, ctx)
    with ctx:
        out_avals = interop._avals_of_types(interop.main_signature(parsed)[1])
    outs = []
    for aval, shards, s in zip(out_avals, results.disassemble_into_single_device_arrays(),
                               exe.get_output_shardings()):
        arr = jax.make_array_from_single_device_arrays(tuple(aval["shape"]),
                                                       GSPMDSharding(devs, s), shards)
        outs.append(np.asarray(multihost_utils.process_allgather(arr, tiled=True)))
    return outs


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def close(got, want, rel: float = 1e-6) -> list[str]:
    """Float outputs within ``rel`` of each array's largest magnitude; others equal."""
    import numpy as np

    errs = []
    for i, (g, w) in enumerate(zip(got, want)):
        if g.shape != w.shape or g.dtype != w.dtype:
            errs.append(f"out{i}: {g.dtype}{list(g.shape)} vs {w.dtype}{list(w.shape)}")
        elif np.issubdtype(w.dtype, np.floating):
            scale = max(1.0, float(np.max(np.abs(w), initial=0)))
            if not np.all(np.abs(g.astype(np.float64) - w) <= rel * scale):
                errs.append(f"out{i}: beyond {rel} of {scale}")
        elif not np.array_equal(g, w):
            errs.append(f"out{i}: differs")
    return errs


def run(minihlo_module: str, jax_module: str, inputs: str, expected: str,
        timeout: float = 120) -> tuple[bool, str]:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import interop

    with tempfile.TemporaryDirectory() as tmp:
        out = str(Path(tmp) / "out.npz")
        port = free_port()
        procs = [subprocess.Popen([sys.executable, __file__, "--worker", str(pid), str(port),
                                   inputs, out, minihlo_module, jax_module],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for pid in range(PROCESSES)]
        errs = []
        for p in procs:
            try:
                _, err = p.communicate(timeout=timeout)
            except subprocess.TimeoutExpired:
                p.kill()
                _, err = p.communicate()
                errs.append(f"timed out: {err[-1500:]}")
                continue
            if p.returncode != 0:
                errs.append(f"exit {p.returncode}: {err[-1500:]}")
        if errs:
            return False, "; ".join(errs)
        got = interop.load_npz(f"{out}.0.npz", "out")
        jax_got = interop.load_npz(f"{out}.1.npz", "out")
        want = interop.load_npz(expected, "out")
        diffs = [f"vs JAX's module: {d}" for d in interop.compare_outputs(got, jax_got)]
        diffs += [f"vs one process: {d}" for d in close(got, want)]
        exact = not interop.compare_outputs(got, want)
        return (not diffs), "; ".join(diffs) or (
            "equal to JAX's module bit for bit; " +
            ("bit for bit" if exact else "within 1e-6") + " of the one-process run")


def main(argv: list[str]) -> int:
    if argv[:1] == ["--worker"]:
        worker(int(argv[1]), int(argv[2]), argv[3], argv[4], *argv[5:])
        return 0
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    ok, msg = run(*argv)
    print(f"multiprocess: {msg if ok else 'FAIL ' + msg}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
