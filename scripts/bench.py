#!/usr/bin/env python3
"""End-to-end speed and memory of `minihlo compile` against MLIR's own parse-and-print.

For each size N the script writes the program of issue 6 as JAX prints it: N buffer_callbacks
chained with two elementwise ops each (`x = cb(x); x = x * 2.0 + 1.0`, every other callback
side-effecting), about 7*N ops once lowered. It compiles it with minihlo, then times minihlo and
`mlir-opt --allow-unregistered-dialect --mlir-print-op-generic` on that module alternately
(several runs each) and prints medians, the ratios minihlo / mlir-opt of wall time and peak RSS,
and minihlo's time per equation.

    cargo build --release && python3 scripts/bench.py [--sizes 1000 10000 20000] [--runs 5]

Only the standard library is used; peak RSS comes from wait4's rusage of each child.
"""

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CALLBACK = "<function make_std_cb.<locals>.std_cb at 0xXXXXXXXXXXXX>"


def var_name(n: int) -> str:
    """JAX's variable names: a..z, ba, bb, ..."""
    digits = []
    while True:
        digits.append(chr(ord("a") + n % 26))
        n //= 26
        if n == 0:
            break
    return "".join(reversed(digits))


def chain_program(n: int, width: int = 8) -> str:
    """The jaxpr text JAX prints for the chained-callback program with n callbacks."""
    t = f"f32[{width}]"
    lines = [f"{{ lambda ; a:{t}. let"]
    cur, nxt = "a", 1
    for i in range(n):
        cb, mul, add = var_name(nxt), var_name(nxt + 1), var_name(nxt + 2)
        nxt += 3
        side = "True" if i % 2 == 1 else "False"
        lines += [
            f"    {cb}:{t} = buffer_callback[",
            f"      callback={CALLBACK}",
            "      command_buffer_compatible=False",
            f"      has_side_effect={side}",
            "      in_tree=PyTreeDef(((*,), {}))",
            "      input_output_aliases=()",
            "      out_tree=PyTreeDef(*)",
            f"      result_avals=(ShapedArray(float32[{width}]),)",
            "      vmap_method=None",
            f"    ] {cur}",
            f"    {mul}:{t} = mul {cb} 2.0:f32[]",
            f"    {add}:{t} = add {mul} 1.0:f32[]",
        ]
        cur = add
    lines.append(f"  in ({cur},) }}")
    return "\n".join(lines) + "\n"


def run(cmd):
    """Runs cmd with its output discarded; returns (wall seconds, peak RSS in MiB)."""
    start = time.perf_counter()
    with open(os.devnull, "wb") as null:
        proc = subprocess.Popen(cmd, stdout=null, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
        proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        sys.exit(f"bench: {' '.join(cmd)} failed ({proc.returncode}):\n{err}")
    return wall, usage.ru_maxrss / 1024.0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 20000])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--minihlo", default=os.path.join(REPO, "target", "release", "minihlo"))
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt-22") or "/usr/lib/llvm-22/bin/mlir-opt")
    args = ap.parse_args()
    for tool in (args.minihlo, args.mlir_opt):
        if not os.access(tool, os.X_OK):
            sys.exit(f"bench: {tool} not found (cargo build --release; scripts/install-deps)")

    print(f"# {platform.node()} {platform.machine()} {os.cpu_count()} cpus, {time.strftime('%Y-%m-%d')}, "
          f"median of {args.runs} alternating runs")
    print(f"{'callbacks':>9} {'eqns':>7} {'ops':>7} {'minihlo s':>9} {'mlir-opt s':>10} {'time x':>6} "
          f"{'minihlo MiB':>11} {'mlir-opt MiB':>12} {'RSS x':>6} {'us/eqn':>7}")
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.sizes:
            src = os.path.join(tmp, f"chain_{n}.jaxpr")
            mod = os.path.join(tmp, f"chain_{n}.mlir")
            with open(src, "w") as f:
                f.write(chain_program(n))
            subprocess.run([args.minihlo, "compile", src, "-o", mod], check=True)
            with open(mod) as f:
                ops = sum(1 for line in f if " = " in line or "stablehlo." in line)
            ours, theirs = [], []
            for _ in range(args.runs):
                ours.append(run([args.minihlo, "compile", src, "-o", os.devnull]))
                theirs.append(run([args.mlir_opt, "--allow-unregistered-dialect",
                                   "--mlir-print-op-generic", mod, "-o", os.devnull]))
            t_ours = statistics.median(w for w, _ in ours)
            t_theirs = statistics.median(w for w, _ in theirs)
            m_ours = statistics.median(m for _, m in ours)
            m_theirs = statistics.median(m for _, m in theirs)
            eqns = 3 * n
            print(f"{n:>9} {eqns:>7} {ops:>7} {t_ours:>9.3f} {t_theirs:>10.3f} {t_ours / t_theirs:>6.2f} "
                  f"{m_ours:>11.1f} {m_theirs:>12.1f} {m_ours / m_theirs:>6.2f} {1e6 * t_ours / eqns:>7.2f}",
                  flush=True)


if __name__ == "__main__":
    main()
