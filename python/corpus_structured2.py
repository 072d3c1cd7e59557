"""Corpus programs for the rest of issue 13 (the structured half of `jax.lax`): the gradient of
max pooling (select_and_scatter_add, select_and_gather_add), jnp.searchsorted (the SearchSorted
primitive, every method), approx_top_k, empty, and the edge cases of the structural primitives
(broadcast_to, iota, clamp with scalars, concatenate, squeeze, dynamic slices, vmapped params).

Registered from gen_corpus.py after corpus_structured (``register(globals())``), generated like
every other program: ``.venv/bin/python python/gen_corpus.py --only grad_max_pool ...``. Each
program has a buffer_callback somewhere, as the corpus rule asks. Tag ``structured``.
"""

from __future__ import annotations

import numpy as np


# The programs minihlo passes (the interop check): only these are registered, so a full
# regeneration writes only them into tests/corpus. MINIHLO_CORPUS_PENDING=1 registers the rest
# too (to generate them elsewhere while working on them).
PASSING: set[str] = {
    "grad_max_pool", "grad_min_pool", "jvp_max_pool", "searchsorted_methods", "searchsorted_int",
    "searchsorted_vmap", "searchsorted_x64", "approx_top_k_cpu", "structural_forms",
    "concat_squeeze_edges", "dyn_index_forms", "idx_vmap_params", "cnn_grad", "numpy_helpers",
}


def register(g: dict) -> None:
    import os

    every = os.environ.get("MINIHLO_CORPUS_PENDING") == "1"

    def program(*a, **k):
        def reg(fn):
            return g["program"](*a, **k)(fn) if every or fn.__name__ in PASSING else fn
        return reg

    In, bcb, like = g["In"], g["bcb"], g["like"]
    jax, jnp, lax = g["jax"], g["jnp"], g["lax"]
    f32, i32, u8, BOOL = g["f32"], g["i32"], g["u8"], g["BOOL"]
    f16, bf16 = g["f16"], g["bf16"]
    ST = ("structured",)
    CF_ST = ("structured", "control_flow")

    # ------------------------------------------------------------------------------------------
    # gradients of pooling

    def max_pool(x):
        return lax.reduce_window(x, -jnp.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "VALID")

    @program(In((1, 2, 4, 6), f32, values=lambda n: (np.arange(n) * 7) % 5), tags=ST,
             features=["buffer_callback", "select_and_scatter_add"])
    def grad_max_pool(x):
        """jax.grad of a 2x2 max pooling (select_and_scatter_add with select_prim=ge, ties
        included), and of a padded, overlapping 3x3 stride-2 max pooling."""
        y = bcb(0, like(x))(x)
        g1 = jax.grad(lambda a: (max_pool(a) * 1.5).sum())(y)
        g2 = jax.grad(lambda a: lax.reduce_window(a, -jnp.inf, lax.max, (1, 1, 3, 3),
                                                  (1, 1, 2, 2), "SAME").sum())(y)
        return g1, g2

    @program(In((3, 5), f32, values=lambda n: (np.arange(n) * 3) % 4), In((6,), i32), tags=ST,
             features=["buffer_callback", "select_and_scatter_add"])
    def grad_min_pool(x, v):
        """jax.grad of min pooling (select_prim=le) with explicit padding, of max pooling in
        bfloat16 and float16, and jax.vmap of a max-pooling gradient (the batching rule adds a
        window dimension)."""
        y = bcb(0, like(x))(x)
        g = jax.grad(lambda a: lax.reduce_window(a, jnp.inf, lax.min, (2, 2), (1, 2),
                                                 ((1, 0), (0, 1))).sum())(y)
        mp = lambda a: lax.reduce_window(a, -jnp.inf, lax.max, (2,), (1,), "VALID").sum()
        h = jax.grad(mp)(y[0].astype(jnp.bfloat16)), jax.grad(mp)(y[1].astype(jnp.float16))
        vg = jax.vmap(jax.grad(mp))(y)
        return g, v, *h, vg

    @program(In((1, 4, 4, 1), f32, values=lambda n: (np.arange(n) * 5) % 7), tags=ST,
             features=["buffer_callback", "select_and_gather_add"])
    def jvp_max_pool(x):
        """jax.jvp of max pooling (select_and_gather_add: the tangent at the window's maximum),
        NHWC 2x2 stride 1, and the gradient of a gradient."""
        y = bcb(0, like(x))(x)
        f = lambda a: lax.reduce_window(a, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 1, 1, 1),
                                        "VALID")
        p, t = jax.jvp(f, (y,), (y * 0.5 + 1.0,))
        g = lambda a: lax.reduce_window(a, jnp.inf, lax.min, (1, 2, 3, 1), (1, 2, 1, 1),
                                        ((0, 0), (1, 1), (0, 2), (0, 0)),
                                        base_dilation=(1, 2, 1, 1), window_dilation=(1, 1, 2, 1))
        _, t2 = jax.jvp(g, (y,), (y * y,))
        hv = jax.grad(lambda a: jax.grad(lambda b: max_pool(b.transpose(0, 3, 1, 2)).sum())(a).sum())(y)
        return p, t, t2, hv

    @program(In((2, 1, 6, 6), f32, values=lambda n: np.sin(np.arange(n) * 0.7)),
             In((3, 1, 3, 3), f32, values=lambda n: np.cos(np.arange(n) * 0.3)),
             In((2,), i32, values=[1, 0]), tags=CF_ST,
             features=["buffer_callback", "select_and_scatter_add", "conv"])
    def cnn_grad(x, w, y):
        """The gradient of a small CNN's loss: conv (SAME), relu, 2x2 max pooling, mean over
        space, log-softmax cross-entropy against integer labels; both gradients."""
        def loss(w, x):
            h = lax.conv_general_dilated(x, w, (1, 1), "SAME")
            h = jnp.maximum(h, 0.0)
            h = lax.reduce_window(h, -jnp.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "VALID")
            logits = h.mean(axis=(2, 3))
            logp = jax.nn.log_softmax(logits)
            return -jnp.take_along_axis(logp, y[:, None], axis=1).mean()
        xs = bcb(0, like(x))(x)
        return jax.grad(loss, argnums=(0, 1))(w, xs)

    @program(In((8,), f32, values=lambda n: np.sin(np.arange(n) * 1.3)),
             In((4,), f32, values=[0.0, 1.0, 2.5, 4.0]), In((6,), i32, values=[3, 0, 1, 3, 5, 0]),
             tags=CF_ST, features=["buffer_callback", "searchsorted", "sort", "scatter-add"])
    def numpy_helpers(x, xp, k):
        """jnp.interp (searchsorted), jnp.bincount with length, jnp.quantile (sort),
        jax.nn.one_hot, the gradient of average pooling."""
        y = bcb(0, like(x))(x)
        avg = jax.grad(lambda a: lax.reduce_window(a, 0.0, lax.add, (3,), (2,), "SAME").sum()
                       / 3.0)(y)
        return (jnp.interp(y, xp, xp * 2.0), jnp.bincount(k, length=6),
                jnp.quantile(y, 0.25), jax.nn.one_hot(k, 6), avg)

    # ------------------------------------------------------------------------------------------
    # searchsorted

    @program(In((6,), f32, values=[-1.0, 0.0, 0.5, 2.0, 2.0, 7.0]),
             In((2, 3), f32, values=[2.0, -5.0, 0.5, 9.0, np.nan, -0.0]), tags=CF_ST,
             features=["buffer_callback", "searchsorted"])
    def searchsorted_methods(a, v):
        """jnp.searchsorted (the SearchSorted primitive inside a jit named searchsorted) with
        each method (scan, scan_unrolled, sort, compare_all) and side (left, right), on NaN and
        -0.0 queries."""
        s = bcb(0, like(a))(a)
        return tuple(jnp.searchsorted(s, v, side=side, method=m)
                     for m in ("scan", "scan_unrolled", "sort", "compare_all")
                     for side in ("left", "right"))

    @program(In((5,), i32, values=[1, 3, 3, 8, 9]), In((4,), i32, values=[3, 0, 10, 8]),
             In((0,), f32), In((), f32), tags=CF_ST, features=["buffer_callback", "searchsorted"])
    def searchsorted_int(a, v, e, s):
        """jnp.searchsorted on i32, with a 0-d query, and on an empty sorted array (a constant
        result: the empty array and the query are used elsewhere, since JAX's jit drops unused
        arguments)."""
        x = bcb(0, like(a))(a)
        return (jnp.searchsorted(x, v), jnp.searchsorted(x, v[0], side="right"),
                jnp.searchsorted(e, s), jnp.searchsorted(x, v, method="compare_all"),
                jnp.searchsorted(x, v[1], method="sort"), e + 1.0, s * 2.0)

    @program(In((2, 4), f32, values=[0, 1, 2, 3, -3, -2, -1, 0]), In((2, 3), f32,
             values=[1.5, -1, 9, -2.5, 0, -4]), tags=CF_ST,
             features=["buffer_callback", "searchsorted", "vmap"])
    def searchsorted_vmap(a, v):
        """jax.vmap of jnp.searchsorted over the queries (a query of higher rank), jnp.digitize
        (searchsorted of the bins and of the reversed bins) and jnp.searchsorted with
        side='right' and method='scan_unrolled' on a 2-D query."""
        x = bcb(0, like(a))(a)
        return (jax.vmap(jnp.searchsorted, in_axes=(None, 0))(x[0], v),
                jax.vmap(lambda q: jnp.searchsorted(x[1], q, method="sort"))(v),
                jnp.digitize(v, x[0]),
                jnp.searchsorted(x[0], v, side="right", method="scan_unrolled"))

    @program(In((5,), f32, values=[0.5, 1.0, 1.0, 3.0, 8.0]), In((4,), f32,
             values=[1.0, -2.0, 9.0, 0.75]), tags=CF_ST, x64=True,
             features=["buffer_callback", "searchsorted", "x64"])
    def searchsorted_x64(a, v):
        """jnp.searchsorted traced with x64 on (i64 Python-int literals in the binary search),
        each method."""
        x = bcb(0, like(a))(a)
        return tuple(jnp.searchsorted(x, v, method=m)
                     for m in ("scan", "sort", "compare_all")) + (jnp.searchsorted(x, v),)

    # ------------------------------------------------------------------------------------------
    # approx_top_k

    @program(In((3, 7), f32, values=lambda n: (np.arange(n) * 5) % 11), tags=ST,
             features=["buffer_callback", "approx_top_k"])
    def approx_top_k_cpu(x):
        """lax.approx_max_k and approx_min_k (the ApproxTopK custom_call with its comparator,
        is_fallback on cpu) along the last axis and axis 0, with recall_target."""
        y = bcb(0, like(x))(x)
        return (*lax.approx_max_k(y, 2), *lax.approx_min_k(y, 3, reduction_dimension=0,
                                                         recall_target=0.9))

    # ------------------------------------------------------------------------------------------
    # empty, broadcast_to, iota, clamp

    @program(In((2, 3), f32), In((3,), i32), tags=CF_ST,
             features=["buffer_callback", "empty", "iota", "broadcast_in_dim"])
    def structural_forms(x, v):
        """jnp.empty and jnp.empty_like (the empty primitive), jnp.broadcast_to, jnp.arange
        and lax.iota of several dtypes, lax.clamp with scalar bounds, jnp.clip."""
        y = bcb(0, like(x))(x)
        return (jnp.empty((2, 3)), jnp.empty_like(v), jnp.empty((0,), jnp.int8),
                jnp.broadcast_to(v, (2, 3)), jnp.broadcast_to(y[0, 0], (4,)),
                jnp.arange(5, dtype=jnp.uint8), lax.iota(jnp.float16, 3),
                lax.broadcasted_iota(jnp.int32, (2, 3), 1), lax.clamp(0.0, y, 1.0),
                lax.clamp(-1, v, 2), jnp.clip(y, -0.5, None))

    @program(In((1, 3, 1), f32), In((0, 3), f32), In((), i32), tags=CF_ST,
             features=["buffer_callback", "concatenate", "squeeze"])
    def concat_squeeze_edges(x, z, s):
        """concatenate with a zero-size operand and of one operand, squeeze of every unit axis
        and of none, expand_dims of a scalar, jnp.ravel and reshape to 0-d."""
        y = bcb(0, like(x))(x)
        return (jnp.concatenate([y[0, :, 0][None], z]), lax.concatenate([y], 1), lax.squeeze(y, (0, 2)),
                lax.squeeze(y, ()), jnp.squeeze(y), jnp.expand_dims(s, (0, 1)),
                jnp.ravel(y), jnp.reshape(s, ()), jnp.concatenate([z, z], axis=1))

    @program(In((5, 4), f32), In((), i32, values=[3]), In((2,), i32, values=[-1, 7]), tags=CF_ST,
             features=["buffer_callback", "dynamic_slice", "dynamic_update_slice"])
    def dyn_index_forms(x, i, ij):
        """x[i] and x[i, j] with traced (negative) scalars (JAX's index arithmetic: lt, add,
        select_n, then dynamic_slice / squeeze), x.at[i].set(row) (dynamic_update_slice), and
        lax.dynamic_update_index_in_dim."""
        y = bcb(0, like(x))(x)
        return (y[i], y[ij[0], ij[1]], y[ij[0]], y.at[i].set(jnp.ones(4)), y[jax.ds(i, 2)],
                lax.dynamic_update_index_in_dim(y, jnp.zeros(4), ij[0], 0),
                lax.dynamic_slice(y, (ij[0], np.int32(1)), (2, 3)))

    @program(In((3, 4, 2), f32), In((3, 2), i32, values=[1, 0, 3, 3, 0, 2]), In((3, 4), f32),
             tags=CF_ST, features=["buffer_callback", "gather", "scatter", "vmap"])
    def idx_vmap_params(x, i, p):
        """jax.vmap of indexing, padding and splitting: params holding np.int64 values
        (``offset_dims=(np.int64(1),)``), gathers and scatters with batching dims."""
        y = bcb(0, like(x))(x)
        return (jax.vmap(lambda a, b: a[b])(y, i),
                jax.vmap(lambda a, b: a.at[b].add(1.0))(y, i),
                jax.vmap(lambda r: jnp.pad(r, (1, 2)))(p),
                jax.vmap(lambda r: jnp.split(r, 2))(p),
                jax.vmap(lambda a, b: lax.dynamic_slice(a, (b[0], 0), (2, 2)))(y, i))
