"""Per-program facts the tests need, kept with the program (``meta.json``'s ``"facts"``), written by
python/gen_corpus.py (``--refresh-facts`` recomputes them for existing programs without
regenerating them). Read by tests/run/corpus.rs and python/interop.py.

Facts found in JAX's modules (computed):

- ``calls_lapack``: JAX's cpu module calls LAPACK (``lapack_*_ffi``); minihlo-runtime serves those
  calls with the system LAPACK, jaxlib with scipy's.
- ``gpu_branch_calls_solver``: JAX's cuda or rocm module calls a GPU solver (cuSOLVER, hipSOLVER,
  the hybrid eigensolvers, ``cu_cholesky_update``...): minihlo's one module for cpu, cuda and rocm
  is refused on XLA:CPU, where no host registers those handlers.
- ``plugin_aborts_on_multi_platform``: why the PJRT plugin's XLA (jaxlib 0.11.2's) cannot compile
  minihlo's module for cpu, cuda and rocm (it would abort the process); the interop check runs
  those modules on JAX 0.12's XLA, specialised to cpu.

Facts found by running (written here with their reason, checked by the tests that read them):

- ``plugin_record_differs``: why the plugin's run of JAX's own cpu module differs from the record
  (outputs.npz) beyond the tolerance policy of python/record_policy.py.
- ``record_differs``: the same for JAX 0.12's own run (the interop check); none so far.
"""

from __future__ import annotations

from pathlib import Path

# Differences between XLA versions (the plugin's, jaxlib 0.11.2, against JAX 0.12's, which
# computed the record) that no tolerance covers: another value, not another rounding.
FOUND_BY_RUNNING: dict[str, dict[str, str]] = {
    "clamp_dtypes": {
        "plugin_record_differs": "clamp(-1, NaN, 1) in float16: the plugin's XLA gives the bound, "
                                 "JAX 0.12's gives NaN",
    },
    "complex_special": {
        "plugin_record_differs": "log of complex64 -inf+nanj: the plugin's XLA gives inf+nanj, "
                                 "JAX 0.12's nan+nanj",
    },
}

GPU_SOLVER_MARKERS = ("@cu_", "@cusolver_", "hybrid_", "@hipsolver_", "@hip_")


def _read(path: Path) -> str:
    return path.read_text() if path.exists() else ""


def compute(d: Path) -> dict:
    """The facts of the program in directory ``d`` (its JAX modules must be there)."""
    facts: dict = {}
    cpu = _read(d / "cpu.mlir")
    cuda, rocm = _read(d / "cuda.mlir"), _read(d / "rocm.mlir")
    if "@lapack_" in cpu:
        facts["calls_lapack"] = True
    if any(m in gpu for gpu in (cuda, rocm) for m in GPU_SOLVER_MARKERS):
        facts["gpu_branch_calls_solver"] = True
    why = []
    if "chlo.scan" in cuda:
        why.append("the cuda branch has a chlo.scan (JAX's cumulative op on a GPU), and the "
                   "plugin's XLA:CPU aborts compiling it (computation partitioner: \"Check failed: "
                   "operand_maps.size() == 1\")")
    if "@AllocateBuffer" in cuda:
        why.append("the cuda branch calls AllocateBuffer (jnp.empty on a GPU), which XLA:CPU has "
                   "no Host implementation of")
    if why:
        facts["plugin_aborts_on_multi_platform"] = "; ".join(why)
    facts.update(FOUND_BY_RUNNING.get(d.name, {}))
    return facts
