"""The one tolerance policy under which a run is compared with a program's stored record
(``tests/corpus/NAME/outputs.npz``: what ``jax.jit`` computed on the machine that generated the
corpus). Every bit-exact comparison is between two modules run here, by the same XLA; the record is
only a sanity check of the corpus, since XLA:CPU's code (vector width, FMA contraction, the LAPACK
kernels picked) depends on the host's instruction set. See docs/testing.md.

Policy, element by element of each output (complex numbers part by part):

* equal bits: equal;
* both NaN (another payload or sign) and +0.0 against -0.0: equal under the policy, reported as a
  note with both bit patterns, since they print alike;
* finite floats: ``|got - want| <= RECORD_EPS_MULTIPLE * eps(dtype) * scale``, ``scale`` being the
  largest finite ``|want|`` of that output (at least the dtype's smallest normal): equal under the
  policy, reported as a note with the largest distance in ulps;
* anything else (an integer, a bool, an infinity, a NaN against a number, a larger distance) is
  beyond the policy: a failure, unless the program's ``meta.json`` ``facts`` give the reason
  (``record_differs`` for every run, ``plugin_record_differs`` for the PJRT plugin's older XLA).

The Rust corpus test (tests/run/corpus.rs) applies the same policy with the same constant.
"""

from __future__ import annotations

from typing import Sequence

import ml_dtypes
import numpy as np

# A small multiple of eps of the output's scale (the Rust test's RECORD_EPS_MULTIPLE).
RECORD_EPS_MULTIPLE = 64

_FLOATS = {np.dtype(np.float16), np.dtype(ml_dtypes.bfloat16), np.dtype(np.float32),
           np.dtype(np.float64)}
_COMPLEX = {np.dtype(np.complex64): np.float32, np.dtype(np.complex128): np.float64}


def _bits(a: np.ndarray) -> np.ndarray:
    a = np.atleast_1d(np.asarray(a)).copy(order="C")
    if a.dtype == np.bool_ or a.dtype.itemsize > 8:  # numpy has no u16: complex128 as bytes
        return a.view(np.uint8)
    return a.view(f"u{a.dtype.itemsize}")


def _float_parts(a: np.ndarray) -> np.ndarray | None:
    a = np.asarray(a)
    if a.dtype in _COMPLEX:  # 1-d first: numpy cannot view a 0-d array as another itemsize
        return np.atleast_1d(a).copy(order="C").view(_COMPLEX[a.dtype]).reshape(-1)
    if a.dtype in _FLOATS:
        return a.reshape(-1)
    return None


def _ulps(g: np.ndarray, w: np.ndarray) -> int:
    """The largest distance between bit patterns of same-signed elements (sign-magnitude)."""
    gb, wb = _bits(g).astype(np.int64), _bits(w).astype(np.int64)
    return int(np.max(np.abs(gb - wb))) if gb.size else 0


def compare_floats(g: np.ndarray, w: np.ndarray, label: str) -> tuple[list[str], list[str]]:
    """(beyond the policy, notes) for one output's float parts."""
    info = ml_dtypes.finfo(w.dtype)
    g64, w64 = g.astype(np.float64), w.astype(np.float64)
    diff = _bits(g) != _bits(w)
    both_nan = np.isnan(g64) & np.isnan(w64)
    zeros = (g64 == 0) & (w64 == 0)
    finite = np.isfinite(g64) & np.isfinite(w64) & ~zeros
    fw = np.abs(w64[np.isfinite(w64)])
    scale = max(float(fw.max()) if fw.size else 0.0, float(info.tiny))
    bound = RECORD_EPS_MULTIPLE * float(info.eps) * scale
    near = finite & (np.abs(g64 - w64) <= bound)
    notes, beyond = [], []
    for what, mask in (("NaN payload or sign", diff & both_nan), ("sign of zero", diff & zeros)):
        idx = np.flatnonzero(mask)
        if idx.size:
            i = int(idx[0])
            notes.append(f"{label}: {idx.size} elements differ only in {what} (prints alike); "
                         f"first at flat index {i}: bits {int(_bits(g)[i]):#x} here, "
                         f"{int(_bits(w)[i]):#x} in the record")
    idx = np.flatnonzero(diff & near)
    if idx.size:
        notes.append(f"{label}: {idx.size} of {w.size} elements within the policy "
                     f"({RECORD_EPS_MULTIPLE} eps of the output's scale {scale:.3g}), at most "
                     f"{_ulps(g[idx], w[idx])} ulps apart")
    idx = np.flatnonzero(diff & ~both_nan & ~zeros & ~near)
    if idx.size:
        i = int(idx[0])
        beyond.append(f"{label}: {idx.size} of {w.size} elements beyond the policy "
                      f"({RECORD_EPS_MULTIPLE} eps of the output's scale {scale:.3g}); first at "
                      f"flat index {i}: {g[i]!r} (bits {int(_bits(g)[i]):#x}) here, {w[i]!r} "
                      f"(bits {int(_bits(w)[i]):#x}) in the record")
    return beyond, notes


def compare_with_record(got: Sequence[np.ndarray],
                        want: Sequence[np.ndarray]) -> tuple[list[str], list[str]]:
    """(beyond the policy, notes) for a run's outputs against the stored record."""
    beyond: list[str] = []
    notes: list[str] = []
    if len(got) != len(want):
        return [f"{len(got)} outputs, the record has {len(want)}"], []
    for j, (g, w) in enumerate(zip(got, want)):
        g, w = np.asarray(g), np.asarray(w)
        if g.dtype != w.dtype or g.shape != w.shape:
            beyond.append(f"out{j}: {g.dtype}{list(g.shape)}, the record has "
                          f"{w.dtype}{list(w.shape)}")
            continue
        if np.ascontiguousarray(g).tobytes() == np.ascontiguousarray(w).tobytes():
            continue
        gp, wp = _float_parts(g), _float_parts(w)
        if gp is None:
            d = np.flatnonzero(_bits(g).reshape(-1) != _bits(w).reshape(-1))
            i = int(d[0])
            beyond.append(f"out{j}: {d.size} of {w.size} elements differ ({w.dtype} must be "
                          f"equal); first at flat index {i}: {g.reshape(-1)[i]!r} here, "
                          f"{w.reshape(-1)[i]!r} in the record")
            continue
        b, n = compare_floats(gp, wp, f"out{j}")
        beyond += b
        notes += n
    return beyond, notes
