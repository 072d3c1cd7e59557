"""Corpus programs for issue 13's known deviations from JAX: the cumulative reductions in a module
lowered for several platforms at once (JAX's one private function per primitive holding the
platform dispatch), and jnp.searchsorted on batched sorted arrays (``batch_dims > 0``).

Registered from gen_corpus.py after corpus_callbacks (``register(globals())``), generated like
every other program: ``.venv/bin/python python/gen_corpus.py --only cum_platforms ...``.

Every program that can have one has a buffer_callback, as the corpus rule asks. JAX refuses every
host callback in a module lowered for several platforms (``multi-platform lowering for
buffer_callback`` / ``python_callback``), so the programs whose multi-platform modules are
compared op for op with JAX's (``extra_platforms``: the interop check's ``multi_reference_module``)
have none; each has a twin with a callback whose modules are checked per platform and, lowered
for cpu, cuda and rocm in the typed form, specialised to each. Tag ``structured``.
"""

from __future__ import annotations

import numpy as np


def register(g: dict) -> None:
    program, In, bcb, like = g["program"], g["In"], g["bcb"], g["like"]
    jax, jnp, lax = g["jax"], g["jnp"], g["lax"]
    f32, f64, i32, i64, f16 = g["f32"], g["f64"], g["i32"], g["i64"], g["f16"]
    u8, bf16 = g["u8"], g["bf16"]
    ST = ("structured", "control_flow")  # jnp.cumsum is a jit of the primitive
    MULTI = [("cpu_cuda_rocm", ("cpu", "cuda", "rocm")), ("cuda_rocm", ("cuda", "rocm")),
             ("rocm_cpu", ("rocm", "cpu")), ("cpu_tpu", ("cpu", "tpu"))]

    # ------------------------------------------------------------------------------------------
    # cumulative reductions, every platform list

    def cumulatives(x, n):
        """Every cumulative primitive, forward and reverse, on several axes; cumsum twice with
        the same operand (one cached function, two calls)."""
        return (jnp.cumsum(x, axis=1), lax.cumsum(x, axis=0, reverse=True),
                lax.cumsum(x, axis=1), lax.cumprod(x, axis=1, reverse=True),
                lax.cummax(x, axis=0), lax.cummin(x, axis=1, reverse=True),
                lax.cumlogsumexp(x, axis=1), lax.cumsum(n, axis=0), lax.cummax(n, axis=1),
                lax.cumsum(x[:, :0], axis=1))

    @program(In((2, 3), f32, values=lambda n: (np.arange(n) * 5 % 7) - 3.0),
             In((3, 2), i32, values=lambda n: (np.arange(n) * 3 % 5) - 2), tags=ST,
             features=["cumulative", "other_platforms"], extra_platforms=MULTI)
    def cum_platforms(x, n):
        """cumsum, cumprod, cummax, cummin and cumlogsumexp (forward and reverse, several axes,
        f32 and i32, an empty axis) lowered for cpu+cuda+rocm, cuda+rocm, rocm+cpu and cpu+tpu:
        JAX's one private function per primitive (`@cumsum`), the platform dispatch inside it
        (cumsum only: a rule each for cuda and rocm, chlo.scan where supported)."""
        return cumulatives(x, n)

    @program(In((2, 3), f32, values=lambda n: (np.arange(n) * 5 % 7) - 3.0),
             In((3, 2), i32, values=lambda n: (np.arange(n) * 3 % 5) - 2), tags=ST,
             features=["buffer_callback", "cumulative"])
    def cum_platforms_cb(x, n):
        """cum_platforms behind a buffer_callback (its module for cpu, cuda and rocm is the typed
        form's, checked specialised to each platform)."""
        return cumulatives(bcb(0, like(x))(x), n)

    @program(In((4,), f64, values=[0.5, -1.0, 2.0, 3.0]), In((2, 3), i64), tags=ST, x64=True,
             features=["cumulative", "other_platforms", "x64"], extra_platforms=MULTI[:2])
    def cum_platforms_x64(x, n):
        """Cumulative reductions traced with x64 on, lowered for several platforms: the i64
        platform index is converted to i32 inside the cumulative function."""
        return (jnp.cumsum(x), jnp.cumprod(x), lax.cummax(x, reverse=True),
                jnp.cumsum(n, axis=1), lax.cummin(n, axis=0))

    @program(In((3, 4), f16, values=lambda n: (np.arange(n) % 5) * 0.25),
             In((4,), bf16), In((5,), u8), tags=ST,
             features=["cumulative", "other_platforms", "vmap"], extra_platforms=MULTI[:1])
    def cum_platforms_narrow(x, b, u):
        """Half-precision, bfloat16 and uint8 cumulative reductions under vmap and grad-free
        jnp wrappers, lowered for cpu+cuda+rocm."""
        return (jax.vmap(jnp.cumsum)(x), jnp.cumsum(b), lax.cumprod(u),
                jax.vmap(lambda r: lax.cummax(r, reverse=True), in_axes=1)(x))

    @program(In((), i32, values=[7]), In((2, 3), f32, values=[1.0, 5.0, -2.0, 5.0, 0.5, 3.0]),
             tags=ST, features=["other_platforms", "random", "argmax"], extra_platforms=MULTI[:2])
    def cached_lowerings_platforms(seed, x):
        """The other primitives JAX lowers as cached private functions (`inline=False`):
        argmax / argmin and threefry2x32, lowered for several platforms, where they take the
        platform index first, unmarked, beside a cumsum and jax.random's jits (marked)."""
        k = jax.random.key(seed)
        return (jax.random.uniform(k, (3,)), jnp.argmax(x, axis=1), jnp.argmin(x, axis=0),
                jnp.cumsum(x, axis=0))

    # ------------------------------------------------------------------------------------------
    # searchsorted on batched sorted arrays (batch_dims > 0)

    @program(In((3, 4), f32, values=[0, 1, 2, 3, -3, -2, -2, 0, -0.0, 0.5, 4, np.nan]),
             In((3, 2), f32, values=[1.5, -1, -2, 0, 0.0, np.nan]), In((3,), f32, values=[1, -2, 9]),
             In((2, 3, 4), i32, values=lambda n: np.sort((np.arange(n) * 7) % 11)),
             In((2, 3, 5), i32, values=lambda n: (np.arange(n) * 5) % 13 - 1),
             tags=ST, features=["buffer_callback", "searchsorted", "vmap"])
    def searchsorted_batched(a, v, s, b, w):
        """jax.vmap of jnp.searchsorted over both the sorted arrays and the queries (SearchSorted
        with batch_dims=1 and 2) with method='compare_all', side left and right, queries of rank
        0 and 1 per batch, NaN and -0.0 among the floats."""
        x = bcb(0, like(a))(a)
        cmp = lambda side: (lambda p, q: jnp.searchsorted(p, q, side=side, method="compare_all"))
        return (jax.vmap(cmp("left"))(x, v), jax.vmap(cmp("right"))(x, v),
                jax.vmap(cmp("left"))(x, s),
                jax.vmap(jax.vmap(cmp("right")))(b, w))

    @program(In((3, 4), f32, values=[0, 1, 2, 3, -3, -2, -2, 0, -0.0, 0.5, 4, np.nan]),
             In((3, 2), f32, values=[1.5, -1, -2, 0, 0.0, np.nan]), In((3,), f32, values=[1, -2, 9]),
             In((2, 3, 4), i32, values=lambda n: np.sort((np.arange(n) * 7) % 11)),
             In((2, 3, 2, 2), i32, values=lambda n: (np.arange(n) * 5) % 13 - 1),
             tags=ST, features=["buffer_callback", "searchsorted", "vmap"])
    def searchsorted_batched_sort(a, v, s, b, w):
        """jax.vmap of jnp.searchsorted with method='sort' over sorted arrays and queries
        (batch_dims=1 and 2): side left and right, queries of rank 0, 1 and 2 per batch (the
        ravel and the reshape back)."""
        x = bcb(0, like(a))(a)
        srt = lambda side: (lambda p, q: jnp.searchsorted(p, q, side=side, method="sort"))
        return (jax.vmap(srt("left"))(x, v), jax.vmap(srt("right"))(x, v),
                jax.vmap(srt("right"))(x, s),
                jax.vmap(jax.vmap(srt("left")))(b, w))

    @program(In((3, 4), f32, values=[0, 1, 2, 3, -3, -2, -2, 0, -0.0, 0.5, 4, np.nan]),
             In((3, 2), f32, values=[1.5, -1, -2, 0, 0.0, np.nan]), In((3,), f32, values=[1, -2, 9]),
             In((2, 3, 4), i32, values=lambda n: np.sort((np.arange(n) * 7) % 11)),
             In((2, 3, 2, 2), i32, values=lambda n: (np.arange(n) * 5) % 13 - 1),
             tags=ST, features=["buffer_callback", "searchsorted", "vmap", "scan"])
    def searchsorted_batched_scan(a, v, s, b, w):
        """jax.vmap of jnp.searchsorted with method='scan' and 'scan_unrolled' over sorted arrays
        and queries (batch_dims=1 and 2): the binary search's gather with batching dims, queries
        of rank 0, 1 and 2 per batch (one nested jit per query axis), side left and right."""
        x = bcb(0, like(a))(a)
        sc = lambda side, m="scan": (lambda p, q: jnp.searchsorted(p, q, side=side, method=m))
        return (jax.vmap(sc("left"))(x, v), jax.vmap(sc("right", "scan_unrolled"))(x, v),
                jax.vmap(sc("right"))(x, s),
                jax.vmap(jax.vmap(sc("left")))(b, w),
                jax.vmap(jax.vmap(sc("right", "scan_unrolled")))(b, w[:, :, 0, 0]))
