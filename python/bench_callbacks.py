#!/usr/bin/env python3
"""Per-call overhead of a buffer callback: minihlo-runtime with a Rust closure next to jaxlib with
a Python callback, on the same minihlo module, measured in one run (scripts/bench-callbacks).

Two programs, made from a fori_loop whose body calls one callback that copies its input to its
output (Rust: memcpy of the buffer; Python: `out[...] = x` on numpy views):
- small: f32[4], 2000 calls per execution -> time per call;
- large: f32[4M] (16 MiB), 20 calls per execution -> bytes per second through the callback;
- large-noop: the same with a callback that does nothing: what each XLA spends per iteration
  around the callback (the plugin's older XLA:CPU copies more here than jaxlib 0.12's).
Each program is compiled once by `minihlo compile` (typed FFI form) and run REPS times on XLA:CPU
by both runtimes (the PJRT plugin of jaxlib 0.11.2 for Rust, jaxlib 0.12's XLA for Python);
medians are reported, and the ratio Python / Rust, with each process's CPU time (all threads) per
call, which a busy machine's waits do not inflate.

With --profile (needs `perf`), the Rust run of large-noop is sampled and its time split between
minihlo-runtime's code (the callback dispatch on XLA's threads, the host transfers of each
execution) and XLA's own (the plugin's loop: its copies of the 16 MiB loop state, page faults):
where a call's cost goes when the callback touches nothing.

    .venv/bin/python python/bench_callbacks.py [--minihlo target/debug/minihlo] [--reps 15] [--profile]
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("JAX_PLATFORMS", "cpu")
REPO = Path(__file__).resolve().parent.parent

TEMPLATE = """{ lambda ; a:f32[SIZE]. let
    _:i32[] b:f32[SIZE] = scan[
      ft_in=((), (None, None), ())
      ft_out=((None, None), ())
      jaxpr={ lambda ; c:i32[] d:f32[SIZE]. let
          e:i32[] = add c 1:i32[]
          f:f32[SIZE] = buffer_callback[
            callback=<function copy at 0xXXXXXXXXXXXX>
            command_buffer_compatible=False
            has_side_effect=False
            in_tree=PyTreeDef(((*,), {}))
            input_output_aliases=()
            out_tree=PyTreeDef(*)
            result_avals=(ShapedArray(float32[SIZE]),)
            vmap_method=None
          ] d
        in (e, f) }
      length=CALLS
      reverse=False
      unroll=1
    ] 0:i32[] a
  in (b,) }
"""

# name: (elements, calls per execution, what the callback does)
PROGRAMS = {"small": (4, 2000, "copy"), "large": (4 * 1024 * 1024, 20, "copy"),
            "large-noop": (4 * 1024 * 1024, 20, "noop")}


def jaxlib_times(module_text: str, size: int, reps: int, mode: str) -> tuple[list[float], float]:
    import jax
    import numpy as np
    from jax._src import compiler, xla_bridge
    from jax._src.lib import xla_client as xc

    backend = xla_bridge.get_backend("cpu")
    dev = backend.local_devices()[0]
    options = compiler.get_compile_options(num_replicas=1, num_partitions=1,
                                           device_assignment=np.array([[dev]]), backend=backend)

    def copy(ctx, x, out):
        del ctx
        np.asarray(out)[...] = np.asarray(x)

    def noop(ctx, x, out):
        del ctx, x, out

    sys.path.insert(0, str(REPO / "python"))
    from interop import jax_context, parse_module

    module, err = parse_module(module_text, jax_context())
    if module is None:
        raise SystemExit(f"jaxlib cannot parse the module: {err}")
    exe = backend.compile_and_load(module, executable_devices=xc.DeviceList((dev,)),
                                   compile_options=options, host_callbacks=[copy if mode == "copy" else noop])
    args = [jax.device_put(np.full((size,), 0.5, dtype=np.float32), dev)]

    def once() -> float:
        t = time.perf_counter()
        out = exe.execute_sharded(args)
        for a in out.disassemble_into_single_device_arrays():
            a[0].block_until_ready()
        return time.perf_counter() - t

    for _ in range(3):
        once()
    cpu = time.process_time()
    times = sorted(once() for _ in range(reps))
    return times, (time.process_time() - cpu) / reps


def profile(rust_bench: str, module: Path, table: Path, reps: int) -> dict[str, float]:
    """Shares of the samples of a Rust large-noop run, by whose code is on the stack."""
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "perf.data"
        subprocess.run(["perf", "record", "-q", "--call-graph", "dwarf,16384", "-F", "499", "-o",
                        str(data), rust_bench, str(module), str(table), str(reps), "noop"],
                       check=True, capture_output=True)
        script = subprocess.run(["perf", "script", "-i", str(data), "-F", "tid,ip,sym,dso"],
                                check=True, capture_output=True, text=True).stdout
    samples = [s.strip().splitlines() for s in script.strip().split("\n\n") if s.strip()]
    main_tid = min((int(s[0]) for s in samples), default=0)
    shares: collections.Counter[str] = collections.Counter()
    for s in samples:
        tid, stack = int(s[0]), "\n".join(s[1:])
        if "minihlo_runtime" in stack:
            shares["minihlo-runtime: callback dispatch" if tid != main_tid
                   else "minihlo-runtime: host transfers of each execution"] += 1
        elif tid != main_tid:
            shares["XLA (the plugin's loop, its copies, page faults)"] += 1
        else:
            shares["main thread, outside minihlo-runtime (waiting, loading)"] += 1
    total = sum(shares.values()) or 1
    return {k: 100.0 * v / total for k, v in shares.most_common()}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--minihlo", default=str(REPO / "target" / "debug" / "minihlo"))
    ap.add_argument("--rust-bench", default=str(REPO / "target" / "release" / "examples" / "callback_bench"))
    ap.add_argument("--reps", type=int, default=15)
    ap.add_argument("--out", default=str(REPO / "target" / "bench-callbacks"))
    ap.add_argument("--profile", action="store_true", help="split large-noop's time with perf")
    args = ap.parse_args()
    if args.profile and shutil.which("perf") is None:
        raise SystemExit("--profile needs perf (apt-get install linux-perf)")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    rows = []
    for name, (size, calls, mode) in PROGRAMS.items():
        src = out / f"{name}.jaxpr"
        src.write_text(TEMPLATE.replace("SIZE", str(size)).replace("CALLS", str(calls)))
        module, table = out / f"{name}.mlir", out / f"{name}.callbacks.json"
        subprocess.run([args.minihlo, "compile", str(src), "--callbacks-json", str(table), "-o", str(module)],
                       check=True)
        rust = json.loads(subprocess.run([args.rust_bench, str(module), str(table), str(args.reps), mode],
                                         check=True, capture_output=True, text=True).stdout)
        py, py_cpu = jaxlib_times(module.read_text(), size, args.reps, mode)
        rows.append((name, size, calls, rust["median"], statistics.median(py), rust["cpu"], py_cpu))

    print(f"buffer callback overhead, {args.reps} executions each (median), "
          f"Rust: minihlo-runtime on the PJRT plugin; Python: jaxlib {__import__('jaxlib').__version__}")
    for name, size, calls, rust, py, rust_cpu, py_cpu in rows:
        if name == "small":
            print(f"  small f32[{size}], {calls} calls/execution: per call Rust {rust / calls * 1e6:.2f} us, "
                  f"Python {py / calls * 1e6:.2f} us, ratio {py / rust:.1f}x")
        elif name == "large-noop":
            small = rows[0][3] / rows[0][2]
            print(f"  large f32[{size}], callback doing nothing (XLA's own cost per loop iteration): "
                  f"Rust {rust / calls * 1e3:.2f} ms/call ({rust / calls / small:.0f}x a small call), "
                  f"Python {py / calls * 1e3:.2f} ms/call; CPU time per call Rust "
                  f"{rust_cpu / calls * 1e3:.2f} ms, Python {py_cpu / calls * 1e3:.2f} ms")
        else:
            nbytes = size * 4 * calls
            print(f"  large f32[{size}] ({size * 4 >> 20} MiB), {calls} calls/execution: Rust "
                  f"{nbytes / rust / 1e9:.2f} GB/s ({rust / calls * 1e3:.2f} ms/call), Python "
                  f"{nbytes / py / 1e9:.2f} GB/s ({py / calls * 1e3:.2f} ms/call), ratio {py / rust:.1f}x; "
                  f"per CPU second Rust {nbytes / rust_cpu / 1e9:.2f} GB, Python {nbytes / py_cpu / 1e9:.2f} GB")
    if args.profile:
        shares = profile(args.rust_bench, out / "large-noop.mlir", out / "large-noop.callbacks.json",
                         args.reps)
        print("  where a large do-nothing call's time goes (Rust, perf samples):")
        for what, pct in shares.items():
            print(f"    {pct:5.1f}%  {what}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
