"""Corpus programs for the linear-algebra part of issue 16: ``jax.numpy.linalg`` and
``jax.scipy.linalg`` functions whose primitives minihlo lowers (cholesky, eigh, svd, qr through
geqrf / householder_product, lu with its pivots-to-permutation loop, triangular_solve), on
float32 and float64, batched and unbatched, each with a buffer_callback.

Registered from gen_corpus.py (``register(globals())``), generated like every other program:
``.venv/bin/python python/gen_corpus.py --only la_cholesky_f32 ...``. Tag ``linalg``.

The LAPACK handlers (``lapack_spotrf_ffi``, ...) are registered by jaxlib in XLA:CPU, so the
interop check runs these programs and compares them with JAX's outputs bit for bit (the same
LAPACK on the same inputs gives the same bits run to run).
"""

from __future__ import annotations

import numpy as np

PASSING: set[str] = {
    "la_cholesky_f32", "la_cholesky_f64_batched", "la_eigh_f32", "la_eigh_f64_batched",
    "la_svd_f32", "la_svd_f64_batched", "la_qr_f32", "la_qr_f64_batched",
    "la_solve_triangular", "la_lu_factor_f32", "la_lu_solve_f64", "la_cho_pinv", "la_lu_batched", "la_hessenberg_schur", "la_tridiagonal",
    "la_geqrf_pivots", "la_ormqr", "la_lstsq_norm",
    "fft_f32", "fft_c128_x64", "la_complex",
}


def spd_values(n_mat: int, n: int):
    """Values of ``n_mat`` well-conditioned n x n matrices (diagonally dominant)."""
    def f(size):
        rng = np.random.default_rng(16)
        a = rng.standard_normal((n_mat, n, n))
        a = a + a.transpose(0, 2, 1) + 2 * n * np.eye(n)
        return a.reshape(-1)[:size]
    f.desc = f"default_rng(16): {n_mat} symmetric {n}x{n} matrices plus {2 * n}*I"
    return f


def normal_values(seed: int):
    def f(size):
        return np.random.default_rng(seed).standard_normal(size)
    f.desc = f"default_rng({seed}).standard_normal(n)"
    return f


def ar_values(start: float):
    def f(size):
        return start + np.arange(size) % 3
    f.desc = f"{start} + np.arange(n) % 3"
    return f


def register(g: dict) -> None:
    import os

    every = os.environ.get("MINIHLO_CORPUS_PENDING") == "1"
    # Each of these is in a program that passes the interop check (gen_corpus checks).
    g["REQUIRED_PRIMITIVES"].extend(
        "cholesky eigh svd qr geqrf householder_product lu lu_pivots_to_permutation "
        "triangular_solve hessenberg tridiagonal tridiagonal_solve schur ormqr fft".split())

    def program(*a, **k):
        def reg(fn):
            return g["program"](*a, **k)(fn) if every or fn.__name__ in PASSING else fn
        return reg

    In, bcb, like = g["In"], g["bcb"], g["like"]
    jax, jnp, lax = g["jax"], g["jnp"], g["lax"]
    f32, f64 = g["f32"], g["f64"]
    import jax.scipy.linalg as jsl
    LA = ("linalg", "control_flow")

    @program(In((3, 3), f32, values=spd_values(1, 3)), tags=LA,
             features=["buffer_callback", "linalg"])
    def la_cholesky_f32(x):
        """``jnp.linalg.cholesky`` of a callback's result (lapack_spotrf_ffi, the info check
        with NaNs, the lower-triangle mask)."""
        return jnp.linalg.cholesky(bcb(0, like(x))(x))

    @program(In((2, 4, 4), f64, values=spd_values(2, 4)), tags=LA, x64=True,
             features=["buffer_callback", "linalg", "x64"])
    def la_cholesky_f64_batched(x):
        """A batch of two f64 Cholesky factors (lapack_dpotrf_ffi, num_batch_dims = 1), then a
        callback on the factors; ``lax.linalg.cholesky`` without symmetrization too."""
        l = jnp.linalg.cholesky(x)
        return bcb(0, like(l))(l), lax.linalg.cholesky(x, symmetrize_input=False)

    @program(In((3, 3), f32, values=spd_values(1, 3)), tags=LA,
             features=["buffer_callback", "linalg"])
    def la_eigh_f32(x):
        """``jnp.linalg.eigh`` (lapack_ssyevd_ffi, mode V, uplo L) of a callback's result, and
        ``eigvalsh`` with the upper triangle."""
        y = bcb(0, like(x))(x)
        w, v = jnp.linalg.eigh(y)
        return w, v, jnp.linalg.eigvalsh(y, UPLO="U")

    @program(In((2, 3, 3), f64, values=spd_values(2, 3)), tags=LA, x64=True,
             features=["buffer_callback", "linalg", "x64"])
    def la_eigh_f64_batched(x):
        """Batched f64 eigh, unsorted and upper (lax.linalg.eigh), callback on the vectors."""
        v, w = lax.linalg.eigh(x, lower=False, sort_eigenvalues=False)
        return bcb(0, like(v))(v), w

    @program(In((4, 3), f32, values=normal_values(1)), tags=LA,
             features=["buffer_callback", "linalg"])
    def la_svd_f32(x):
        """``jnp.linalg.svd`` full and reduced, and singular values only (lapack_sgesdd_ffi,
        modes A, S, N) of a 4x3 callback result."""
        y = bcb(0, like(x))(x)
        u, s, vt = jnp.linalg.svd(y)
        u2, s2, vt2 = jnp.linalg.svd(y, full_matrices=False)
        return u, s, vt, u2, vt2, jnp.linalg.svd(y, compute_uv=False)

    @program(In((2, 3, 5), f64, values=normal_values(2)), tags=LA, x64=True,
             features=["buffer_callback", "linalg", "x64"])
    def la_svd_f64_batched(x):
        """Batched wide f64 SVD (reduced), callback on the singular values."""
        u, s, vt = jnp.linalg.svd(x, full_matrices=False)
        return u, bcb(0, like(s))(s), vt

    @program(In((4, 3), f32, values=normal_values(3)), In((3, 4), f32, values=normal_values(4)),
             tags=LA, features=["buffer_callback", "linalg"])
    def la_qr_f32(x, w):
        """``jnp.linalg.qr`` reduced and complete of a tall matrix (geqrf, pad, orgqr, triu), and
        of a wide one (slice before orgqr); after a callback."""
        y = bcb(0, like(x))(x)
        q, r = jnp.linalg.qr(y)
        q2, r2 = jnp.linalg.qr(y, mode="complete")
        q3, r3 = jnp.linalg.qr(w)
        return q, r, q2, r2, q3, r3

    @program(In((2, 4, 3), f64, values=normal_values(5)), tags=LA, x64=True,
             features=["buffer_callback", "linalg", "x64"])
    def la_qr_f64_batched(x):
        """Batched f64 QR (reduced: R sliced, triu broadcast over the batch), callback on R."""
        q, r = jnp.linalg.qr(x)
        return q, bcb(0, like(r))(r)

    @program(In((3, 3), f32, values=spd_values(1, 3)), In((3, 2), f32, values=normal_values(6)),
             In((2, 3, 3), f64, values=spd_values(2, 3)), In((2, 3, 3), f64, values=normal_values(7)),
             tags=LA, x64=True, features=["buffer_callback", "linalg", "x64"])
    def la_solve_triangular(a, b, a2, b2):
        """``jax.scipy.linalg.solve_triangular`` lower/upper, transposed, unit diagonal, and
        ``lax.linalg.triangular_solve`` from the right, batched (lapack_{s,d}trsm_ffi)."""
        y = bcb(0, like(b))(b)
        x1 = jsl.solve_triangular(a, y, lower=True)
        x2 = jsl.solve_triangular(a, y, trans=1, unit_diagonal=True)
        x3 = lax.linalg.triangular_solve(a2, b2, left_side=False, lower=True, transpose_a=True)
        return x1, x2, x3

    @program(In((3, 3), f32, values=normal_values(8)), tags=LA,
             features=["buffer_callback", "linalg"])
    def la_lu_factor_f32(x):
        """``jax.scipy.linalg.lu_factor`` and ``lu`` (lapack_sgetrf_ffi, 0-based pivots, the
        pivots-to-permutation loop) of a callback's result."""
        y = bcb(0, like(x))(x)
        lu, piv = jsl.lu_factor(y)
        p, l, u = jsl.lu(y)
        return lu, piv, p, l, u

    @program(In((4, 4), f64, values=normal_values(9)), In((4,), f64, values=normal_values(10)),
             tags=LA, x64=True, features=["buffer_callback", "linalg", "x64"])
    def la_lu_solve_f64(a, b):
        """``lu_solve(lu_factor(a), b)`` on f64 with x64 (i64 loop counter), callback on b."""
        return jsl.lu_solve(jsl.lu_factor(a), bcb(0, like(b))(b))

    @program(In((3, 3), f32, values=spd_values(1, 3)), In((3, 2), f32, values=normal_values(11)),
             In((4, 3), f32, values=normal_values(12)), tags=LA,
             features=["buffer_callback", "linalg"])
    def la_cho_pinv(a, b, c):
        """``cho_factor`` / ``cho_solve`` (potrf, two trsm) after a callback, and ``pinv`` and
        ``matrix_rank`` (gesdd, no vectors) of a 4x3 matrix."""
        y = bcb(0, like(b))(b)
        f = jsl.cho_factor(a, lower=True)
        return jsl.cho_solve(f, y), jnp.linalg.pinv(c), jnp.linalg.matrix_rank(c)

    @program(In((2, 3, 3), f32, values=normal_values(13)), In((2, 3, 4), f32, values=normal_values(14)),
             tags=LA, features=["buffer_callback", "linalg"])
    def la_lu_batched(x, y):
        """Batched ``lax.linalg.lu`` (the vmapped swap loop: gathers and scatters with batching
        dimensions), also of wide matrices, after a callback. (A batched ``lu_solve`` prints
        ``np.int64`` dimension numbers, which ``minihlo fmt`` prints back as plain ints.)"""
        lu, piv, perm = lax.linalg.lu(bcb(0, like(x))(x))
        lu2, piv2, perm2 = lax.linalg.lu(y)
        return lu, piv, perm, lu2, piv2, perm2

    @program(In((4, 4), f32, values=normal_values(15)), In((2, 3, 3), f64, values=normal_values(16)),
             tags=LA, x64=True, features=["buffer_callback", "linalg", "x64"])
    def la_hessenberg_schur(a, b):
        """``jax.scipy.linalg.hessenberg`` with Q (gehrd, then orgqr of the reflectors) and
        ``schur`` (gees, real: six results) of a callback's result; batched f64 ``lax.linalg``
        forms without vectors."""
        y = bcb(0, like(a))(a)
        h, q = jsl.hessenberg(y, calc_q=True)
        t, z = jsl.schur(y)
        h2, taus = lax.linalg.hessenberg(b)
        return h, q, t, z, h2, taus, lax.linalg.schur(b, compute_schur_vectors=False)

    @program(In((4, 4), f32, values=spd_values(1, 4)), In((2, 5), f64, values=normal_values(17)),
             In((2, 5), f64, values=ar_values(4.0)), In((2, 5, 3), f64, values=normal_values(18)),
             tags=LA, x64=True, features=["buffer_callback", "linalg", "x64"])
    def la_tridiagonal(a, off, d, b):
        """``lax.linalg.tridiagonal`` (sytrd, lower and upper) of a callback's result, and a
        batched f64 ``tridiagonal_solve`` (gtsv, every operand aliased)."""
        y = bcb(0, like(a))(a)
        lo = lax.linalg.tridiagonal(y, lower=True)
        up = lax.linalg.tridiagonal(y, lower=False)
        dl = off.at[:, 0].set(0.0)
        du = off.at[:, -1].set(0.0)
        return (*lo, *up, lax.linalg.tridiagonal_solve(dl, d, du, b))

    @program(In((5, 3), f32, values=normal_values(19)), In((4,), jnp.int32, values=[2, 3, 2, 3]),
             In((2, 3), jnp.int32, values=[1, 1, 2, 0, 2, 2]), tags=LA,
             features=["buffer_callback", "linalg"])
    def la_geqrf_pivots(x, piv, piv2):
        """The building blocks as primitives of their own: ``jnp.linalg.qr(mode="raw")`` (geqrf, transposed) and
        ``householder_product`` of a callback's result, and ``lu_pivots_to_permutation`` (the
        swap loop; batched) with a permutation longer than the pivots."""
        y = bcb(0, like(x))(x)
        r, taus = jnp.linalg.qr(y, mode="raw")
        q = lax.linalg.householder_product(r.T, taus)
        return (r, taus, q, lax.linalg.lu_pivots_to_permutation(piv, 6),
                lax.linalg.lu_pivots_to_permutation(piv2, 3))

    @program(In((4, 3), f32, values=normal_values(20)), In((4, 2), f32, values=normal_values(21)),
             In((2, 5, 3), f64, values=normal_values(22)), In((2, 4, 5), f64, values=normal_values(23)),
             tags=LA, x64=True, features=["buffer_callback", "linalg", "x64"])
    def la_ormqr(a, c, a2, c2):
        """``lax.linalg.ormqr`` (lapack ormqr, c aliased) of ``jnp.linalg.qr(mode="raw")``'s
        reflectors: Q^T C after a callback, and batched f64 C Q from the right."""
        h, taus = jnp.linalg.qr(a, mode="raw")
        y = bcb(0, like(c))(c)
        h2, taus2 = jnp.linalg.qr(a2, mode="raw")
        return (lax.linalg.ormqr(h.mT, taus, y, left=True, transpose=True),
                lax.linalg.ormqr(h2.mT, taus2, c2, left=False, transpose=False))

    @program(In((4, 3), f32, values=normal_values(24)), In((4,), f32, values=normal_values(25)),
             tags=LA, features=["buffer_callback", "linalg"])
    def la_lstsq_norm(a, b):
        """``jnp.linalg.lstsq``, ``norm(ord=2)``, ``cond`` and ``eigvalsh`` (svd and eigh under
        the jnp wrappers) of a callback's result."""
        y = bcb(0, like(a))(a)
        x, res, rank, sv = jnp.linalg.lstsq(y, b)
        return x, res, rank, sv, jnp.linalg.norm(y, 2), jnp.linalg.cond(y), jnp.linalg.eigvalsh(y.T @ y)

    FFT = ("fft", "control_flow")

    @program(In((2, 8), f32, values=normal_values(30)), In((3, 4, 6), f32, values=normal_values(31)),
             tags=FFT, features=["buffer_callback", "fft"])
    def fft_f32(x, y):
        """``jnp.fft`` on float32 after a callback: fft, ifft, rfft, irfft (even and odd n),
        fft2 and fftn over all three axes (every FftType). Real FFTs over several axes
        (rfftn, irfftn) lower only for cpu here: JAX's cuda/rocm rule rewrites them."""
        z = bcb(0, like(x))(x)
        a = jnp.fft.fft(z)
        r = jnp.fft.rfft(z)
        return (a, jnp.fft.ifft(a), r, jnp.fft.irfft(r, n=8), jnp.fft.irfft(r, n=7),
                jnp.fft.fft2(y), jnp.fft.fftn(y))

    @program(In((2, 5), jnp.complex128, values=lambda n: np.arange(n) + 1j * (np.arange(n) % 3)),
             In((4, 6), f64, values=normal_values(32)), tags=FFT, x64=True,
             features=["buffer_callback", "fft", "x64"])
    def fft_c128_x64(z, x):
        """complex128 and float64 FFTs with x64: fft / ifft of a complex input after a callback,
        rfft / irfft of float64, hfft, and an FFT along axis 0 (transposes around it)."""
        w = bcb(0, like(z))(z)
        return (jnp.fft.fft(w), jnp.fft.ifft(w, n=8), jnp.fft.rfft(x), jnp.fft.irfft(jnp.fft.rfft(x)),
                jnp.fft.hfft(w), jnp.fft.fft(x, axis=0))

    def herm(n, seed):
        def f(size):
            rng = np.random.default_rng(seed)
            a = rng.standard_normal((n, n)) + 1j * rng.standard_normal((n, n))
            return (a @ a.conj().T + n * np.eye(n)).reshape(-1)[:size]
        f.desc = f"default_rng({seed}): a @ a^H + {n}*I, a complex normal"
        return f

    @program(In((3, 3), jnp.complex64, values=herm(3, 40)), In((3, 2), jnp.complex64,
             values=lambda n: np.arange(n) - 1j * np.arange(n)), tags=LA,
             features=["buffer_callback", "linalg"])
    def la_complex(a, b):
        """complex64 linear algebra after a callback: cholesky (cpotrf), eigh (cheevd, real
        eigenvalues), qr (cgeqrf, cungqr), svd (cgesdd), lu (cgetrf) and a conjugate-transposed
        triangular solve (ctrsm, trans_x = C)."""
        y = bcb(0, like(a))(a)
        w, v = jnp.linalg.eigh(y)
        q, r = jnp.linalg.qr(y)
        lu, piv = jsl.lu_factor(y)
        x = lax.linalg.triangular_solve(y, b, left_side=True, lower=True, transpose_a=True,
                                        conjugate_a=True)
        return jnp.linalg.cholesky(y), w, v, q, r, jnp.linalg.svd(y, compute_uv=False), lu, piv, x
