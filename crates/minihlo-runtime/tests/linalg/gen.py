#!/usr/bin/env python3
"""Writes the LAPACK-handler tests of minihlo-runtime (tests/linalg/NAME.mlir, NAME.json).

Each program is a JAX function lowered for cpu that calls one LAPACK routine family through
`jax.numpy.linalg` / `jax.scipy.linalg` / `jax.lax.linalg` (so its module calls jaxlib's
`lapack_?..._ffi` target) and returns the residual of the identity the factorization must
satisfy (A = L L^H, P A = L U, A = Q R with Q^H Q = I, A V = V diag(w), ...), scaled by the
size of A. The Rust test (tests/linalg.rs) runs JAX's module on inputs it draws itself,
through minihlo-runtime's handlers, and checks the residual against NAME.json's tolerance, for
the four LAPACK types (s, d, c, z).

    .venv/bin/python crates/minihlo-runtime/tests/linalg/gen.py
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp  # noqa: E402
import jax.scipy.linalg as jsl  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402

OUT = Path(__file__).resolve().parent
DTYPES = {"f32": np.float32, "f64": np.float64, "c64": np.complex64, "c128": np.complex128}
TOL = {"f32": 1e-4, "c64": 1e-4, "f64": 1e-11, "c128": 1e-11}


def rel(r, a):
    """max |r| / max(1, max |a|): a residual relative to A's size."""
    return jnp.max(jnp.abs(r)) / jnp.maximum(1.0, jnp.max(jnp.abs(a))).astype(jnp.abs(r).dtype)


def h(x):
    return jnp.conj(jnp.swapaxes(x, -1, -2))


def spd(a):
    n = a.shape[-1]
    return a @ h(a) + n * jnp.eye(n, dtype=a.dtype)


def herm(a):
    return (a + h(a)) / 2


def eye_like(q):
    return jnp.eye(q.shape[-1], dtype=q.dtype)


def cholesky(a):
    s = spd(a)
    l = jnp.linalg.cholesky(s)
    return rel(l @ h(l) - s, s)


def lu(a):
    lu_, _, perm = lax.linalg.lu(a)
    n = a.shape[-1]
    l = jnp.tril(lu_, -1) + jnp.eye(n, dtype=a.dtype)
    u = jnp.triu(lu_)
    return rel(jnp.take_along_axis(a, perm[..., :, None], axis=-2) - l @ u, a)


def qr(a):
    q, r = jnp.linalg.qr(a)
    return rel(q @ r - a, a) + rel(h(q) @ q - eye_like(q), eye_like(q))


def qr_pivoting(a):
    q, r, p = jsl.qr(a, pivoting=True)
    return rel(a[:, p] - q @ r, a)


def ormqr(a):
    h_, taus = jnp.linalg.qr(a, mode="raw")
    q, _ = jnp.linalg.qr(a, mode="complete")
    c = jnp.arange(a.shape[0] * 2, dtype=a.dtype).reshape(a.shape[0], 2)
    left = lax.linalg.ormqr(h_.mT, taus, c) - q @ c
    right = lax.linalg.ormqr(h_.mT, taus, c.mT, left=False, transpose=True) - c.mT @ h(q)
    return rel(left, c) + rel(right, c)


def svd(a):
    u, s, vh = jnp.linalg.svd(a, full_matrices=False)
    return rel((u * s[..., None, :].astype(u.dtype)) @ vh - a, a)


def svd_qr(a):
    u, s, vh = lax.linalg.svd(a, full_matrices=True, algorithm=lax.linalg.SvdAlgorithm.QR)
    k = s.shape[-1]
    return rel((u[..., :, :k] * s[..., None, :].astype(u.dtype)) @ vh[..., :k, :] - a, a)


def eigh(a):
    s = herm(a)
    w, v = jnp.linalg.eigh(s)
    return rel(s @ v - v * w[..., None, :].astype(v.dtype), s)


def eig(a):
    w, v = jnp.linalg.eig(a)
    a_ = a.astype(v.dtype)
    return rel(a_ @ v - v * w[..., None, :], a)


def schur(a):
    t, z = jsl.schur(a)
    return rel(z @ t @ h(z) - a, a)


def hessenberg(a):
    hh, q = jsl.hessenberg(a, calc_q=True)
    return rel(q @ hh @ h(q) - a, a)


def tridiagonal(a):
    s = herm(a)
    _, d, e, _ = lax.linalg.tridiagonal(s, lower=True)
    t = jnp.diag(d) + jnp.diag(e, -1) + jnp.diag(e, 1)
    return rel(jnp.linalg.eigvalsh(t) - jnp.linalg.eigvalsh(s), s)


def tridiagonal_solve(a, perturb=False):
    n = a.shape[-1]
    d = jnp.diagonal(a) + 4
    dl = jnp.concatenate([jnp.zeros(1, a.dtype), jnp.diagonal(a, -1)])
    du = jnp.concatenate([jnp.diagonal(a, 1), jnp.zeros(1, a.dtype)])
    b = a[:, :2]
    x = lax.linalg.tridiagonal_solve(dl, d, du, b, perturb_singular=perturb)
    t = jnp.diag(d) + jnp.diag(dl[1:], -1) + jnp.diag(du[:-1], 1)
    return rel(t @ x - b, b)


def triangular_solve(a):
    l = jnp.tril(a) + 4 * jnp.eye(a.shape[-1], dtype=a.dtype)
    b = a[:, :2]
    x = lax.linalg.triangular_solve(l, b, left_side=True, lower=True)
    y = lax.linalg.triangular_solve(l, b.mT, left_side=False, lower=True, transpose_a=True,
                                    conjugate_a=True)
    return rel(l @ x - b, b) + rel(y @ h(l) - b.mT, b)


PROGRAMS = {
    "trsm": triangular_solve, "getrf": lu, "geqrf_orgqr": qr, "geqp3": qr_pivoting,
    "ormqr": ormqr, "potrf": cholesky, "gesdd": svd, "gesvd": svd_qr, "syevd": eigh,
    "geev": eig, "gees": schur, "gehrd": hessenberg, "sytrd": tridiagonal,
    "gtsv": tridiagonal_solve,
    "tridiagonal_perturbed": lambda a: tridiagonal_solve(a, perturb=True),
}
# Batched (a leading dimension of 2) where the routine's kernel loops over a batch.
BATCHED = {"getrf", "geqrf_orgqr", "potrf", "gesdd", "syevd", "geev"}


def main() -> None:
    for prog, fn in PROGRAMS.items():
        for tname, dtype in DTYPES.items():
            shape = (5, 4) if prog in {"geqrf_orgqr", "geqp3", "ormqr", "gesdd", "gesvd"} else (4, 4)
            f = fn
            if prog in BATCHED:
                shape = (2, *shape)
                f = jax.vmap(fn)
            text = jax.jit(f).lower(jax.ShapeDtypeStruct(shape, dtype)).as_text()
            if "lapack_" not in text and "tridiagonal_solve_perturbed" not in text:
                raise SystemExit(f"{prog} {tname}: the module calls no LAPACK target")
            name = f"{prog}_{tname}"
            (OUT / f"{name}.mlir").write_text(text)
            (OUT / f"{name}.json").write_text(json.dumps(
                {"dtype": np.dtype(dtype).name, "shape": list(shape), "tolerance": TOL[tname],
                 "targets": sorted(set(re.findall(r"@((?:lapack|tridiagonal)_\w+)", text)))}) + "\n")
            print(name)


if __name__ == "__main__":
    main()
