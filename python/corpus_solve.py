"""Corpus programs for ``custom_linear_solve`` (issue 16's linear-solve gap): ``jnp.linalg.solve``
(vector and matrix right-hand sides, batched), ``jnp.linalg.inv``, ``jax.scipy.linalg.solve``
(general and ``assume_a="pos"``) and ``lax.custom_linear_solve`` called directly (with a
``transpose_solve``, ``symmetric=True``, neither, and ``has_aux``), on float32, float64 (x64) and
complex64, each with a buffer_callback.

JAX prints the primitive's ``jaxprs`` param with ``str()``: each of matvec, vecmat, solve and
transpose_solve is a whole program of its own, and the jaxprs they share (or that have more than
10 equations) are printed once more as ``let`` jaxprs before the main one. JAX lowers the
primitive as its ``solve`` jaxpr, inlined.

Registered from gen_corpus.py (``register(globals())``); generate with
``.venv/bin/python python/gen_corpus.py --only ls_solve_f32 ...``. Tag ``linalg``.
"""

from __future__ import annotations

import numpy as np

from corpus_linalg import normal_values, spd_values


def register(g: dict) -> None:
    g["REQUIRED_PRIMITIVES"].append("custom_linear_solve")
    program, In, bcb, like = g["program"], g["In"], g["bcb"], g["like"]
    jnp, lax = g["jnp"], g["lax"]
    f32, f64 = g["f32"], g["f64"]
    import jax.scipy.linalg as jsl
    LA = ("linalg", "control_flow")
    feats = ["buffer_callback", "linalg"]

    @program(In((3, 3), f32, values=normal_values(40)), In((3,), f32, values=normal_values(41)),
             In((3, 2), f32, values=normal_values(42)), tags=LA, features=feats)
    def ls_solve_f32(a, b, c):
        """``jnp.linalg.solve`` of a callback's result with a vector and a matrix right-hand
        side (getrf, the pivots' permutation loop, two trsm in ``_lu_solve``; the transposed
        solve of more than 10 equations printed as a ``let``)."""
        y = bcb(0, like(a))(a)
        return jnp.linalg.solve(y, b), jnp.linalg.solve(y, c)

    @program(In((2, 3, 3), f64, values=normal_values(43)), In((2, 3, 2), f64, values=normal_values(44)),
             In((2, 3), f64, values=normal_values(45)), tags=LA, x64=True,
             features=feats + ["x64"])
    def ls_solve_batched_f64(a, b, v):
        """Batched ``jnp.linalg.solve`` on float64 with x64 (matrix and batched-vector
        right-hand sides) and ``jnp.linalg.inv``, after a callback."""
        y = bcb(0, like(b))(b)
        return jnp.linalg.solve(a, y), jnp.linalg.solve(a, v[..., None])[..., 0], jnp.linalg.inv(a)

    @program(In((4, 4), f32, values=normal_values(46)), tags=LA, features=feats)
    def ls_inv_f32(a):
        """``jnp.linalg.inv`` of a callback's result (a solve against the identity: iota,
        eq, convert)."""
        return jnp.linalg.inv(bcb(0, like(a))(a))

    def cplx(seed):
        def f(size):
            rng = np.random.default_rng(seed)
            return rng.standard_normal(size) + 1j * rng.standard_normal(size)
        f.desc = f"default_rng({seed}): complex normal"
        return f

    @program(In((3, 3), jnp.complex64, values=cplx(47)), In((3, 2), jnp.complex64, values=cplx(48)),
             tags=LA, features=feats)
    def ls_complex64(a, b):
        """complex64 ``jnp.linalg.solve`` and ``inv`` after a callback (cgetrf, ctrsm)."""
        y = bcb(0, like(a))(a)
        return jnp.linalg.solve(y, b), jnp.linalg.inv(y)

    @program(In((3, 3), f32, values=normal_values(49)), In((3, 3), f32, values=spd_values(1, 3)),
             In((3,), f32, values=normal_values(50)), tags=LA, features=feats)
    def ls_scipy_solve(a, s, b):
        """``jax.scipy.linalg.solve``: general (lu) and ``assume_a="pos"`` (cholesky, cho_solve
        in a symmetric custom_linear_solve: matvec is vecmat and both solves call one jit,
        printed as ``let`` jaxprs), after a callback."""
        y = bcb(0, like(b))(b)
        return jsl.solve(a, y), jsl.solve(s, y, assume_a="pos")

    @program(In((3, 3), f32, values=spd_values(1, 3)), In((3,), f32, values=normal_values(51)),
             In((3, 2), f32, values=normal_values(52)), tags=("control_flow",),
             features=["buffer_callback"])
    def ls_custom_direct(a, b, c):
        """``lax.custom_linear_solve`` called directly: with a transpose_solve, with
        ``symmetric=True``, with neither (``vecmat=None``), a pytree right-hand side, and
        ``has_aux`` (solve returns an auxiliary value); the solves are Jacobi-style sweeps, one
        through a callback."""
        y = bcb(0, like(b))(b)
        d = jnp.sum(a * jnp.eye(3, dtype=a.dtype), axis=0)  # jnp.diagonal needs platform_index

        def mv(x):
            return a @ x

        def jacobi(matvec, r):
            x = r / d
            return x + (r - matvec(x)) / d

        x1 = lax.custom_linear_solve(mv, y, jacobi, lambda vm, r: r / d)
        x2 = lax.custom_linear_solve(mv, b, jacobi, symmetric=True)
        # The callback inside solve takes a (1, 3) array: the text masks the callbacks'
        # addresses, so two callbacks of one signature would look like one cached lowering.
        x3 = lax.custom_linear_solve(mv, y * 2.0,
                                     lambda m, r: bcb(1, like(r[None]))(r[None])[0] / d)
        t = lax.custom_linear_solve(lambda t: (a @ t[0], t[1] * 3.0), (b, c),
                                    lambda m, r: (r[0] / d, r[1] / 3.0))
        x5, aux = lax.custom_linear_solve(mv, b, lambda m, r: (jacobi(m, r), jnp.sum(r)),
                                          has_aux=True)
        return x1, x2, x3, t[0], t[1], x5, aux

    @program(In((4, 4), f32, values=normal_values(53)), In((3, 3), f32, values=normal_values(54)),
             tags=LA, features=feats)
    def ls_det_slogdet_f32(a, b):
        """``jnp.linalg.det`` (4x4: lu, the diagonal's product and the pivots' parity; 3x3: JAX's
        closed form in a custom_jvp_call), ``slogdet`` and ``jnp.diagonal`` (a
        ``platform_index`` and a ``cond`` with ``branches_platforms``: the default branch's
        gather is the one kept), after a callback."""
        y = bcb(0, like(a))(a)
        sign, logdet = jnp.linalg.slogdet(y)
        return jnp.linalg.det(y), jnp.linalg.det(b), sign, logdet, jnp.diagonal(y), jnp.trace(b)

    @program(In((2, 4, 4), f64, values=normal_values(55)), tags=LA, x64=True,
             features=feats + ["x64"])
    def ls_det_batched_f64(a):
        """Batched float64 ``det`` and ``slogdet`` with x64, after a callback."""
        y = bcb(0, like(a))(a)
        sign, logdet = jnp.linalg.slogdet(y)
        return jnp.linalg.det(y), sign, logdet

    @program(In((4, 4), jnp.complex64, values=cplx(56)), tags=LA, features=feats)
    def ls_det_complex64(a):
        """complex64 ``det`` and ``slogdet`` (a complex sign) after a callback."""
        y = bcb(0, like(a))(a)
        sign, logdet = jnp.linalg.slogdet(y)
        return jnp.linalg.det(y), sign, logdet

    @program(In((3, 3), f32, values=spd_values(1, 3)), In((3,), f32, values=normal_values(57)),
             tags=("control_flow",), features=["buffer_callback"])
    def ls_dce_effects(a, b):
        """Two custom_linear_solves whose results are unused: the one whose solve calls a
        side-effecting buffer_callback stays (its effects are its solve's), the pure one is
        removed by DCE."""
        lax.custom_linear_solve(lambda x: a @ x, b,
                                lambda m, r: bcb(0, like(r), has_side_effect=True)(r))
        lax.custom_linear_solve(lambda x: a @ x, b, lambda m, r: r * 2.0)
        return b + 1.0
