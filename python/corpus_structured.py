"""Corpus programs for the structured half of `jax.lax` (issue 13): indexing (gather and the
scatter family from ``x[idx]`` and ``x.at[i]``), pad, rev, cumulative reductions and sort.

Registered from gen_corpus.py (``register(globals())``), so they are generated like every other
program: ``.venv/bin/python python/gen_corpus.py --only idx_take ...``. Each program has a
buffer_callback somewhere, as the corpus rule asks. Tag ``structured``.
"""

from __future__ import annotations

import numpy as np


# The programs minihlo passes (the interop check): only these are registered, so a full
# regeneration writes only them into tests/corpus. MINIHLO_CORPUS_PENDING=1 registers the rest
# too (to generate them elsewhere while working on them).
PASSING: set[str] = {
    "idx_take", "idx_take_slice", "idx_gather_clip", "idx_gather_fill", "idx_gather_fill_int",
    "idx_gather_nd", "idx_scatter_set", "idx_scatter_add", "idx_scatter_add_clip",
    "idx_scatter_drop", "idx_scatter_ops_int", "idx_scatter_scalar", "pad_lax", "pad_jnp",
    "rev_lax", "cum_f32", "cum_int", "sort_lax", "sort_bool_int", "sort_jnp",
    "pool_max_sum", "pool_min_int", "conv_2d", "conv_1d", "conv_3d",
    "top_k_lax", "reduce_jaxpr", "cumsum_f32", "cumsum_jnp",
    "restructure", "dot_precision", "idx_x64", "idx_zero_size",
    "idx_jnp_forms", "dyn_slice_forms", "half_bool_forms", "idx_vmap",
}


def register(g: dict) -> None:
    import os

    every = os.environ.get("MINIHLO_CORPUS_PENDING") == "1"

    def program(*a, **k):
        def reg(fn):
            return g["program"](*a, **k)(fn) if every or fn.__name__ in PASSING else fn
        return reg

    In, bcb, like, sds = g["In"], g["bcb"], g["like"], g["sds"]
    jax, jnp, lax = g["jax"], g["jnp"], g["lax"]
    f32, i32, u8, i8, BOOL = g["f32"], g["i32"], g["u8"], g["i8"], g["BOOL"]
    f16 = g["f16"]
    ST = ("structured",)
    CF_ST = ("structured", "control_flow")

    # ------------------------------------------------------------------------------------------
    # gather

    @program(In((3, 4), f32), In((2,), i32, values=[2, -3]), tags=ST,
             features=["buffer_callback", "gather"])
    def idx_take(x, i):
        """``x[i]`` with an i32 index vector (negative indices wrapped by jnp): a gather in
        PROMISE_IN_BOUNDS mode, on the result of a callback."""
        return bcb(0, like(x))(x)[i]

    @program(In((3, 4), f32), In((2,), i32, values=[1, -1]), tags=ST,
             features=["buffer_callback", "gather"])
    def idx_take_slice(x, i):
        """``x[i, 1:3]``: gather with a two-component start index (concatenate of the index and
        a constant), slice size 2 on the second axis."""
        y = x[i, 1:3]
        return bcb(0, like(y))(y)

    @program(In((3, 4), f32), In((3,), i32, values=[5, -7, 1]), tags=ST,
             features=["buffer_callback", "gather", "clip"])
    def idx_gather_clip(x, i):
        """``x.at[i].get(mode='clip')`` with out-of-range indices (clamped by XLA's gather)."""
        return bcb(0, like(x))(x).at[i].get(mode="clip")

    @program(In((3, 4), f32), In((3,), i32, values=[5, -7, 1]), tags=ST,
             features=["buffer_callback", "gather", "fill"])
    def idx_gather_fill(x, i):
        """``x.at[i].get(mode='fill', fill_value=-1.0)`` and with the default fill (NaN):
        FILL_OR_DROP is lowered as JAX's _gather_fill (a mask, a gather, a select)."""
        y = bcb(0, like(x))(x)
        return y.at[i].get(mode="fill", fill_value=-1.0), y.at[i].get(mode="fill")

    @program(In((2, 3), i32), In((2,), i32, values=[9, 1]), In((4,), u8), tags=ST,
             features=["buffer_callback", "gather", "fill"])
    def idx_gather_fill_int(x, i, u):
        """FILL_OR_DROP gathers of i32 (fill: the minimum) and u8 (fill: the maximum)."""
        y = bcb(0, like(x))(x)
        return y.at[i].get(mode="fill"), u.at[i].get(mode="fill")

    @program(In((4, 3, 2), f32), In((2, 2), i32, values=[0, 2, 3, 1]), tags=ST,
             features=["buffer_callback", "gather"])
    def idx_gather_nd(x, ij):
        """``x[ij[:, 0], ij[:, 1]]``: gather of rank-1 windows with two collapsed dims, and an
        ``x[:, 1]``-style column pick by a traced scalar."""
        y = bcb(0, like(x))(x)
        return y[ij[:, 0], ij[:, 1]], y[:, ij[0, 0]]

    @program(In((3, 4), f32), In((2,), i32, values=[2, -1]), tags=ST, x64=True,
             features=["buffer_callback", "gather", "scatter", "x64"])
    def idx_x64(x, i):
        """Indexing traced with x64 on: i64 index arithmetic, a FILL_OR_DROP gather converting
        its i64 indices to i32 (JAX's _gather_fill), a clipped scatter-add of i64 indices."""
        y = bcb(0, like(x))(x)
        j = i.astype(jnp.int64)
        return y[j], y.at[j].get(mode="fill", fill_value=0.5), y.at[j].add(1.0, mode="clip")

    @program(In((3, 4, 2), f32), In((3, 2), i32, values=[1, 0, 3, 3, 0, 2]), tags=ST,
             features=["buffer_callback", "gather", "scatter", "vmap"])
    def idx_vmap(x, i):
        """jax.vmap of x[i] and x.at[i].add(1): gathers and scatters with operand and
        start-indices batching dims."""
        y = bcb(0, like(x))(x)
        return (jax.vmap(lambda a, b: a[b])(y, i),
                jax.vmap(lambda a, b: a.at[b].add(1.0))(y, i))

    @program(In((0, 3), f32), In((0,), i32), In((4,), f32), In((), f32), tags=ST,
             features=["buffer_callback", "gather", "scatter", "zero_size", "sort", "cumulative"])
    def idx_zero_size(z, e, x, s):
        """Zero-size and 0-d operands: gathering no indices (an empty result, JAX's zero
        constant), scattering nothing, sorting and accumulating along an empty axis, padding and
        reversing a scalar-sized array."""
        y = bcb(0, like(x))(x)
        return (y[e], y.at[e].set(2.0), lax.sort(z, dimension=0), lax.cumsum(z, 0),
                lax.cummax(z, 1), lax.pad(s, 1.0, ()), lax.rev(s, ()), y.at[e].get(mode="fill"), e)

    @program(In((3, 4), f32, values=lambda n: (np.arange(n) * 5) % 7), In((3, 2), i32,
             values=[3, 0, -1, 5, 2, 2]), tags=CF_ST, features=["buffer_callback", "gather", "sort"])
    def idx_jnp_forms(x, i):
        """jnp.take_along_axis (a FILL_OR_DROP gather with operand and start-indices batching
        dims), jnp.take (nested jits), jnp.sort and jnp.argsort with descending=True (rev around
        the sort), x[None, i]."""
        y = bcb(0, like(x))(x)
        return (jnp.take_along_axis(y, i, axis=1), jnp.take(y, i[0], axis=1),
                jnp.sort(y, axis=1, descending=True), jnp.argsort(y, axis=0, descending=True),
                y[None, i[1]])

    @program(In((5, 6), f32), In((2,), i32, values=[1, 4]), In((2, 2), f32), tags=ST,
             features=["buffer_callback", "dynamic_slice", "unstack"])
    def dyn_slice_forms(x, ij, u):
        """lax.dynamic_slice and dynamic_update_slice with the start indices in one array (JAX
        unstacks it), clamped start indices past the end, and lax.dynamic_index_in_dim."""
        y = bcb(0, like(x))(x)
        return (lax.dynamic_slice(y, ij, (2, 2)), lax.dynamic_update_slice(y, u, ij),
                lax.dynamic_slice_in_dim(y, ij[1], 3, axis=1))

    # ------------------------------------------------------------------------------------------
    # scatter

    @program(In((3, 4), f32), In((2,), i32, values=[2, 0]), In((2, 4), f32), tags=ST,
             features=["buffer_callback", "scatter"])
    def idx_scatter_set(x, i, v):
        """``x.at[i].set(v)``: scatter (update_jaxpr=None) in FILL_OR_DROP mode."""
        return bcb(0, like(x))(x).at[i].set(v)

    @program(In((3, 4), f32), In((3,), i32, values=[2, 0, 2]), In((3, 4), f32), tags=ST,
             features=["buffer_callback", "scatter", "scatter-add"])
    def idx_scatter_add(x, i, v):
        """``x.at[i].add(v)`` with a repeated index: scatter-add and its update_jaxpr."""
        return bcb(0, like(x))(x).at[i].add(v)

    @program(In((3, 4), f32), In((3,), i32, values=[7, -9, 1]), In((3, 4), f32), tags=ST,
             features=["buffer_callback", "scatter", "scatter-add", "clip"])
    def idx_scatter_add_clip(x, i, v):
        """``x.at[i].add(v, mode='clip')``: indices clamped as JAX's _clamp_scatter_indices."""
        return bcb(0, like(x))(x).at[i].add(v, mode="clip")

    @program(In((3, 4), f32), In((2,), i32, values=[5, 1]), In((2, 4), f32),
             In((2,), i32, values=[2, 1]), tags=ST, features=["buffer_callback", "scatter", "fill"])
    def idx_scatter_drop(x, i, v, j):
        """``x.at[i].set(v, mode='drop')`` with an out-of-range index (dropped), and
        ``mode='promise_in_bounds'`` with in-range ones."""
        y = bcb(0, like(x))(x)
        return y.at[i].set(v, mode="drop"), y.at[j].set(v, mode="promise_in_bounds")

    @program(In((5,), i32), In((2,), i32, values=[4, 1]), In((2,), i32, values=[3, -2]), tags=ST,
             features=["buffer_callback", "scatter", "scatter-mul", "scatter-min", "scatter-max"])
    def idx_scatter_ops_int(x, i, v):
        """scatter-mul, scatter-min, scatter-max and scatter-sub on i32 (``.at[].multiply``,
        ``.min``, ``.max``, ``.subtract``)."""
        y = bcb(0, like(x))(x)
        return (y.at[i].multiply(v), y.at[i].min(v), y.at[i].max(v),
                y.at[i].subtract(v))

    @program(In((3, 4), f32), tags=ST, features=["buffer_callback", "scatter"])
    def idx_scatter_scalar(x):
        """``x.at[1, 2].set(5.0)``: a scatter of a literal scalar at a constant index
        (indices_are_sorted and unique_indices True)."""
        return bcb(0, like(x))(x).at[1, 2].set(5.0)

    @program(In((6, 4), f32), In((3,), i32), tags=ST,
             features=["buffer_callback", "split", "stack", "unstack", "tile"])
    def restructure(x, v):
        """JAX 0.12's structural primitives: jnp.split (split, np.int64 sizes) on both axes,
        jnp.stack of two and of one operand (stack), iterating rows (unstack) and jnp.tile."""
        y = bcb(0, like(x))(x)
        a, b, c = jnp.split(y, [2, 5])
        d, e = jnp.split(y, [1], axis=1)
        rows = list(v)
        return (a, b, c, d, e, jnp.stack([y, y], axis=1), jnp.stack([v]), *rows,
                jnp.tile(y, (2, 3)))

    # ------------------------------------------------------------------------------------------
    # pad, rev

    @program(In((3, 4), f32), tags=ST, features=["buffer_callback", "pad"])
    def pad_lax(x):
        """lax.pad with negative low padding and interior padding; and an all-negative pad."""
        y = bcb(0, like(x))(x)
        return lax.pad(y, 0.5, ((1, 2, 0), (-1, 0, 1))), lax.pad(y, -1.0, ((-1, -1, 0), (0, -2, 0)))

    @program(In((2, 3), i32), tags=ST + ("control_flow",), features=["buffer_callback", "pad"])
    def pad_jnp(x):
        """jnp.pad: a jit named _pad whose padding_config holds np.int64 values."""
        return jnp.pad(bcb(0, like(x))(x), ((1, 1), (2, 0)))

    @program(In((3, 4), f32), In((0, 2), f32), tags=ST, features=["buffer_callback", "rev"])
    def rev_lax(x, z):
        """lax.rev over one axis, two axes, no axis, and a zero-size operand."""
        y = bcb(0, like(x))(x)
        return lax.rev(y, (1,)), lax.rev(y, (0, 1)), lax.rev(y, ()), lax.rev(z, (0,))

    # ------------------------------------------------------------------------------------------
    # cumulative reductions

    @program(In((3, 4), f32), tags=ST, features=["buffer_callback", "cumulative"])
    def cum_f32(x):
        """cumprod, cummax, cummin, cumlogsumexp on f32 over each axis, forward and reversed
        (each lowered through a private function, as JAX's cached lowering)."""
        y = bcb(0, like(x))(x) * 0.25
        return (lax.cumprod(y, 0), lax.cummax(y, 1, reverse=True), lax.cummin(y, 0),
                lax.cumlogsumexp(y, 1), lax.cumlogsumexp(y, 0, reverse=True))

    @program(In((3, 4), f32), tags=ST, features=["buffer_callback", "cumulative"])
    def cumsum_f32(x):
        """cumsum over each axis, forward and reversed (cuda/rocm lower the forward one to
        chlo.scan)."""
        y = bcb(0, like(x))(x) * 0.25
        return lax.cumsum(y, 1), lax.cumsum(y, 0, reverse=True), lax.cumsum(y, 0)

    @program(In((4,), i32), In((2, 3), u8), tags=CF_ST, features=["buffer_callback", "cumulative"])
    def cumsum_jnp(x, u):
        """jnp.cumsum (a jit named cumsum around the primitive) on i32 and u8, jnp.cumsum over
        the flattened array."""
        y = bcb(0, like(x))(x)
        return jnp.cumsum(y), jnp.cumsum(u, axis=1), jnp.cumsum(u)

    @program(In((4,), i32), In((2, 3), u8), tags=ST, features=["buffer_callback", "cumulative"])
    def cum_int(x, u):
        """Integer cumulative reductions: cummax on i32, cumprod/cummin on u8."""
        y = bcb(0, like(x))(x)
        return lax.cummax(y, 0, reverse=True), lax.cumprod(u, 1), lax.cummin(u, 0)

    # ------------------------------------------------------------------------------------------
    # sort

    @program(In((3, 4), f32, values=lambda n: np.array([3, -0.0, 0.0, np.nan, 1, -np.inf, 2, 2,
                                                        np.nan, -1, 5, 0.5])),
             In((3, 4), i32), tags=ST, features=["buffer_callback", "sort"])
    def sort_lax(x, y):
        """lax.sort of one f32 operand (JAX's NaN and -0.0 canonicalisation in the comparator),
        of two operands with num_keys=1, and along axis 0."""
        z = bcb(0, like(x))(x)
        return (lax.sort(z, dimension=1), *lax.sort((z, y), dimension=1, num_keys=1),
                lax.sort(y, dimension=0, is_stable=False))

    @program(In((5,), BOOL), In((5,), i8, values=[3, -1, 3, 0, -7]), tags=ST,
             features=["buffer_callback", "sort"])
    def sort_bool_int(p, x):
        """lax.sort of bool and of i8 (two keys)."""
        q = bcb(0, like(p))(p)
        return lax.sort(q), *lax.sort((x, q), num_keys=2)

    @program(In((3, 4), f32, values=lambda n: np.array([3, 1, 2, 1, 0, -1, 7, 7, 2, 9, 4, 1])),
             tags=CF_ST, features=["buffer_callback", "sort"])
    def sort_jnp(x):
        """jnp.sort and jnp.argsort (jits named sort and argsort; argsort sorts an iota along)."""
        y = bcb(0, like(x))(x)
        return jnp.sort(y, axis=1), jnp.argsort(y, axis=0)

    @program(In((3, 5), f32, values=lambda n: (np.arange(n) * 7) % 11), tags=ST,
             features=["buffer_callback", "top_k"])
    def top_k_lax(x):
        """lax.top_k along the last axis (chlo.top_k) and along axis 0 (transposed there and
        back), on f32 and i32."""
        y = bcb(0, like(x))(x)
        return (*lax.top_k(y, 2), *lax.top_k(y.astype(jnp.int32), 3, axis=0))

    # ------------------------------------------------------------------------------------------
    # windowed reductions (pooling)

    @program(In((1, 2, 5, 6), f32), tags=ST, features=["buffer_callback", "reduce_window"])
    def pool_max_sum(x):
        """Max-pooling 2x2 stride 2 with asymmetric padding (reduce_window_max), and a SAME
        sum-pooling with window and base dilation (reduce_window_sum)."""
        y = bcb(0, like(x))(x)
        return (lax.reduce_window(y, -jnp.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2),
                                  ((0, 0), (0, 0), (0, 1), (1, 0))),
                lax.reduce_window(y, 0.0, lax.add, (1, 1, 3, 3), (1, 1, 1, 1), "SAME",
                                  window_dilation=(1, 1, 2, 1), base_dilation=(1, 1, 1, 2)))

    @program(In((4, 3), i32), In((6,), u8), tags=ST, features=["buffer_callback", "reduce_window"])
    def pool_min_int(x, u):
        """reduce_window_min on i32 (VALID, stride 2 on the first axis) and reduce_window_max on
        u8 (1-D)."""
        y = bcb(0, like(x))(x)
        return (lax.reduce_window(y, np.iinfo(np.int32).max, lax.min, (2, 2), (2, 1), "VALID"),
                lax.reduce_window(u, np.uint8(0), lax.max, (3,), (1,), "SAME"))

    @program(In((3, 4), f32, values=lambda n: np.arange(n) % 5 * 0.5), In((3, 4), i32), tags=ST,
             features=["buffer_callback", "reduce", "reduce_window"])
    def reduce_jaxpr(x, y):
        """lax.reduce and lax.reduce_window with user computations (a jaxpr param): one operand
        (with a literal in the combiner) and two operands of different dtypes."""
        z = bcb(0, like(x))(x)
        return (lax.reduce(z, 1.0, lambda a, b: a * b + 1.0, (1,)),
                *lax.reduce((z, y), (0.0, 0), lambda a, b: (a[0] + b[0], jnp.maximum(a[1], b[1])),
                            (0,)),
                lax.reduce_window(z, 1.0, lambda a, b: a * b, (2, 2), (1, 1), "VALID"),
                *lax.reduce_window((z, y), (0.0, 0), lambda a, b: (a[0] + b[0], a[1] + b[1]),
                                   (1, 2), (1, 1), ((0, 0), (1, 0))))

    @program(In((2, 3), f32), In((3, 4), f32), In((3, 2, 4), i8), In((4, 2, 5), i8), tags=ST,
             features=["buffer_callback", "dot_general"])
    def dot_precision(a, b, p, q):
        """dot_general with precision (HIGHEST from jnp.dot, a (HIGH, DEFAULT) pair), and i8 x i8
        -> i32 with a batch dimension in the middle of both operands."""
        y = bcb(0, like(a))(a)
        return (jnp.dot(y, b, precision=lax.Precision.HIGHEST),
                lax.dot_general(y, b, (([1], [0]), ([], [])),
                                precision=(lax.Precision.HIGH, lax.Precision.DEFAULT)),
                lax.dot_general(p, q, (([2], [0]), ([1], [1])), preferred_element_type=jnp.int32))

    # ------------------------------------------------------------------------------------------
    # convolutions

    @program(In((2, 4, 6, 5), f32), In((6, 2, 3, 2), f32, values=lambda n: np.arange(n) % 5 - 2),
             tags=ST, features=["buffer_callback", "conv"])
    def conv_2d(x, w):
        """2-D conv_general_dilated, NCHW/OIHW: strides, explicit padding, rhs dilation,
        feature_group_count=2; and NCHW/OIHW->NHWC with SAME padding, precision HIGHEST and
        preferred_element_type."""
        y = bcb(0, like(x))(x)
        return (lax.conv_general_dilated(y, w, (1, 2), ((1, 0), (0, 1)), rhs_dilation=(2, 1),
                                         feature_group_count=2),
                lax.conv_general_dilated(y, w, (1, 1), "SAME",
                                         dimension_numbers=("NCHW", "OIHW", "NHWC"),
                                         feature_group_count=2,
                                         precision=lax.Precision.HIGHEST,
                                         preferred_element_type=jnp.float32))

    @program(In((1, 8, 3), f32), In((3, 3, 2), f32, values=lambda n: np.arange(n) % 3 - 1),
             In((4, 2, 5), f32), In((2, 2, 2), f32), tags=ST, features=["buffer_callback", "conv"])
    def conv_1d(x, w, a, k):
        """1-D convs: NWC/WIO with lhs dilation (transposed-conv style), and
        batch_group_count=2 on NCW/OIW."""
        y = bcb(0, like(x))(x)
        return (lax.conv_general_dilated(y, w, (1,), ((1, 0),), lhs_dilation=(2,),
                                         dimension_numbers=("NWC", "WIO", "NWC")),
                lax.conv_general_dilated(a, k, (2,), ((1, 1),), batch_group_count=2))

    @program(In((1, 2, 3, 4, 4), f32), In((2, 2, 2, 2, 2), f32, values=lambda n: np.arange(n) % 4),
             tags=ST, features=["buffer_callback", "conv"])
    def conv_3d(x, w):
        """3-D conv_general_dilated NCDHW/OIDHW with strides and padding."""
        y = bcb(0, like(x))(x)
        return lax.conv_general_dilated(y, w, (1, 2, 1), ((0, 1), (1, 0), (0, 0)))

    @program(In((2, 3), f16, values=lambda n: np.array([1.5, -0.0, np.nan, 0.0, -2, 7])),
             In((2, 3), BOOL), In((4,), g["bf16"]), In((2,), i32, values=[1, 0]), tags=ST,
             features=["buffer_callback", "sort", "cumulative", "gather", "dtypes"])
    def half_bool_forms(h, p, b, i):
        """sort, cumsum/cummax and a gather on f16, bf16 and bool operands."""
        y = bcb(0, like(h))(h)
        return (lax.sort(y, dimension=1), lax.cumsum(y, 1), lax.cummax(b, 0), lax.sort(b),
                p[i], lax.rev(p, (1,)), y.at[i[:1]].add(y[:1]))

