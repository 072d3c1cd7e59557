"""Corpus programs for the second linear-algebra part of issue 16: the nonsymmetric
eigendecomposition (``jnp.linalg.eig`` / ``eigvals``, ``lax.linalg.eig``: LAPACK geev with the
NaN fill on failure) on float32, float64, complex64 and complex128, ``lax.linalg.cholesky_update``
(JAX's traced Givens rotations), pivoted QR (``jax.scipy.linalg.qr(pivoting=True)`` through
geqp3) and the non-default algorithm params JAX's cpu rules accept (``svd(algorithm=QR)``:
gesvd; ``eigh``'s ``implementation=QR``, ``subset_by_index`` of every eigenvalue), each with a
buffer_callback, batched and unbatched.

Registered from gen_corpus.py (``register(globals())``), generated like every other program:
``.venv/bin/python python/gen_corpus.py --only la2_eig_f32 ...``. Tag ``linalg``.

As for corpus_linalg.py, the LAPACK handlers (``lapack_sgeev_ffi``, ...) run in jaxlib's XLA:CPU
once LAPACK is initialised (the interop check calls ``initialize_lapack()`` for any module that
calls one), and the same LAPACK on the same inputs gives the same bits; the Rust plugin registers
none and refuses these modules (``No FFI handler registered``), as tests/run/corpus.rs expects.
``cholesky_update`` calls no LAPACK: it runs in the plugin too.
"""

from __future__ import annotations

import numpy as np

PASSING: set[str] = {
    "la2_eig_f32", "la2_eig_f64_batched", "la2_eig_c64", "la2_eig_c128_batched",
    "la2_cholesky_update", "la2_qr_pivoting", "la2_qr_pivoting_batched", "la2_svd_eigh_algorithms", "la2_lu_batch2",
}


def normal_values(seed: int):
    def f(size):
        return np.random.default_rng(seed).standard_normal(size)
    f.desc = f"default_rng({seed}).standard_normal(n)"
    return f


def complex_values(seed: int):
    def f(size):
        rng = np.random.default_rng(seed)
        return rng.standard_normal(size) + 1j * rng.standard_normal(size)
    f.desc = f"default_rng({seed}): complex normal"
    return f


def upper_factor(n: int, seed: int):
    """An upper Cholesky factor: ``cholesky(a a^T + n I)^T``."""
    def f(size):
        rng = np.random.default_rng(seed)
        a = rng.standard_normal((n, n))
        return np.linalg.cholesky(a @ a.T + n * np.eye(n)).T.reshape(-1)[:size]
    f.desc = f"default_rng({seed}): cholesky(a a^T + {n}*I)^T"
    return f


def register(g: dict) -> None:
    import os

    every = os.environ.get("MINIHLO_CORPUS_PENDING") == "1"
    # Each of these is in a program that passes the interop check (gen_corpus checks).
    g["REQUIRED_PRIMITIVES"].extend("eig cholesky_update".split())

    def program(*a, **k):
        def reg(fn):
            return g["program"](*a, **k)(fn) if every or fn.__name__ in PASSING else fn
        return reg

    In, bcb, like = g["In"], g["bcb"], g["like"]
    jnp, lax = g["jnp"], g["lax"]
    f32, f64 = g["f32"], g["f64"]
    import jax.scipy.linalg as jsl
    LA = ("linalg", "control_flow")

    @program(In((4, 4), f32, values=normal_values(50)), tags=LA,
             features=["buffer_callback", "linalg"])
    def la2_eig_f32(x):
        """``jnp.linalg.eig`` of a real nonsymmetric matrix after a callback (lapack_sgeev_ffi:
        real and imaginary parts joined by stablehlo.complex, the NaN fill where info != 0),
        and ``eigvals`` (no vectors)."""
        y = bcb(0, like(x))(x)
        w, v = jnp.linalg.eig(y)
        return w, v, jnp.linalg.eigvals(y)

    @program(In((2, 3, 3), f64, values=normal_values(51)), tags=LA, x64=True,
             features=["buffer_callback", "linalg", "x64"])
    def la2_eig_f64_batched(x):
        """Batched f64 ``lax.linalg.eig`` with left and right eigenvectors, and left only
        (lapack_dgeev_ffi, num_batch_dims = 1); a callback on the eigenvalues."""
        w, vl, vr = lax.linalg.eig(x)
        w2, vl2 = lax.linalg.eig(x, compute_left_eigenvectors=True,
                                 compute_right_eigenvectors=False)
        return bcb(0, like(w))(w), vl, vr, w2, vl2

    @program(In((3, 3), jnp.complex64, values=complex_values(52)), tags=LA,
             features=["buffer_callback", "linalg"])
    def la2_eig_c64(x):
        """complex64 ``jnp.linalg.eig`` and ``eigvals`` after a callback (lapack_cgeev_ffi:
        complex eigenvalues directly, NaN + NaN*j on failure)."""
        y = bcb(0, like(x))(x)
        w, v = jnp.linalg.eig(y)
        return w, v, jnp.linalg.eigvals(y)

    @program(In((2, 3, 3), jnp.complex128, values=complex_values(53)), tags=LA, x64=True,
             features=["buffer_callback", "linalg", "x64"])
    def la2_eig_c128_batched(x):
        """Batched complex128 ``lax.linalg.eig`` with both eigenvector sets (lapack_zgeev_ffi),
        then a callback on the right eigenvectors."""
        w, vl, vr = lax.linalg.eig(x)
        return w, vl, bcb(0, like(vr))(vr)

    @program(In((4, 4), f32, values=upper_factor(4, 54)), In((4,), f32, values=normal_values(55)),
             In((3, 3), f64, values=upper_factor(3, 56)), In((3,), f64, values=[0.0, 1.5, -2.0]),
             tags=LA, x64=True, features=["buffer_callback", "linalg", "x64"])
    def la2_cholesky_update(r, w, r2, w2):
        """``lax.linalg.cholesky_update`` (JAX's traced rotations: a cond on w[k] == 0 and a row
        scatter per row) of a callback's f32 factor, and an f64 one whose vector has a zero
        (the cond's other branch). The primitive takes no batch dimensions."""
        y = bcb(0, like(r))(r)
        return lax.linalg.cholesky_update(y, w), lax.linalg.cholesky_update(r2, w2)

    @program(In((4, 3), f32, values=normal_values(57)), In((3, 5), f32, values=normal_values(58)),
             tags=LA, features=["buffer_callback", "linalg"])
    def la2_qr_pivoting(x, w):
        """``jax.scipy.linalg.qr(pivoting=True)`` (geqp3 with a, jpvt aliased; the pivots made
        0-based; orgqr; triu) of a tall matrix after a callback, full and economic, and of a wide
        one."""
        y = bcb(0, like(x))(x)
        q, r, p = jsl.qr(y, pivoting=True)
        q2, r2, p2 = jsl.qr(y, pivoting=True, mode="economic")
        q3, r3, p3 = jsl.qr(w, pivoting=True)
        return q, r, p, q2, r2, p2, q3, r3, p3

    @program(In((2, 4, 3), f64, values=normal_values(59)),
             In((2, 3, 3), jnp.complex64, values=complex_values(60)),
             tags=LA, x64=True, features=["buffer_callback", "linalg", "x64"])
    def la2_qr_pivoting_batched(x, z):
        """Batched f64 ``lax.linalg.qr(pivoting=True)`` (num_batch_dims = 1) with a callback on
        the pivots, and batched complex64 (cgeqp3, cungqr)."""
        q, r, p = lax.linalg.qr(x, pivoting=True, full_matrices=False)
        q2, r2, p2 = lax.linalg.qr(z, pivoting=True)
        return q, r, bcb(0, like(p))(p), q2, r2, p2

    def sym_values(n_mat: int, n: int, seed: int):
        def f(size):
            rng = np.random.default_rng(seed)
            a = rng.standard_normal((n_mat, n, n))
            return (a + a.transpose(0, 2, 1)).reshape(-1)[:size]
        f.desc = f"default_rng({seed}): {n_mat} symmetric {n}x{n} matrices"
        return f

    @program(In((4, 3), f32, values=normal_values(61)), In((3, 3), f32, values=sym_values(1, 3, 62)),
             In((2, 3, 4), f64, values=normal_values(63)), tags=LA, x64=True,
             features=["buffer_callback", "linalg", "x64"])
    def la2_svd_eigh_algorithms(x, s, b):
        """The algorithm params JAX's cpu rules take: ``svd(algorithm=QR)`` (lapack_sgesvd_ffi;
        full, reduced, values only), ``DIVIDE_AND_CONQUER`` and ``DEFAULT`` (gesdd),
        ``subset_by_index`` of every singular value; ``eigh(implementation=QR)`` and every
        eigenvalue by index (syevd); batched f64 gesvd. After a callback."""
        SA = lax.linalg.SvdAlgorithm
        y = bcb(0, like(x))(x)
        u, sv, vt = lax.linalg.svd(y, algorithm=SA.QR)
        u2, sv2, vt2 = lax.linalg.svd(y, full_matrices=False, algorithm=SA.QR)
        sv3 = lax.linalg.svd(y, compute_uv=False, algorithm=SA.QR)
        sv4 = lax.linalg.svd(y, compute_uv=False, algorithm=SA.DIVIDE_AND_CONQUER)
        u5, sv5, vt5 = lax.linalg.svd(y, full_matrices=False, subset_by_index=(0, 3),
                                      algorithm=SA.DEFAULT)
        v, w = lax.linalg.eigh(s, implementation=lax.linalg.EighImplementation.QR)
        v2, w2 = lax.linalg.eigh(s, subset_by_index=(0, 3), sort_eigenvalues=False)
        ub, sb, vtb = lax.linalg.svd(b, full_matrices=False, algorithm=SA.QR)
        return (u, sv, vt, u2, sv2, vt2, sv3, sv4, u5, sv5, vt5, v, w, v2, w2, ub, sb, vtb)

    @program(In((2, 2, 3, 3), f32, values=normal_values(64)), In((2, 3, 2, 4), jnp.int32,
             values=lambda n: np.arange(n) % 3), tags=LA, features=["buffer_callback", "linalg"])
    def la2_lu_batch2(x, piv):
        """``lax.linalg.lu`` with two batch dimensions after a callback (getrf with
        num_batch_dims = 2, then the swap loop vmapped twice: gathers and scatters with two
        batching dimensions), and ``lu_pivots_to_permutation`` of pivots with two."""
        y = bcb(0, like(x))(x)
        lu, p, perm = lax.linalg.lu(y)
        return lu, p, perm, lax.linalg.lu_pivots_to_permutation(piv, 5)
