"""Corpus programs for the hijax primitives JAX 0.12's ``jnp`` prints by class name inside a jit
(issue 13): ``Ldexp`` (``jnp.ldexp``), ``Frexp`` (``jnp.frexp``) and ``Nonzero`` (``jnp.nonzero``
/ ``argwhere`` / ``flatnonzero`` with ``size=``, further down), lowered through their
expansion (``_ldexp_impl`` / ``_frexp_impl``: the IEEE fields taken apart with shifts and masks),
over the float dtypes JAX accepts, exponents of every integer width, 0-d and zero-size shapes and
special values (0, -0, inf, nan, subnormals, huge exponents), each with a buffer_callback
somewhere. Names ``hp_*``, tag ``hiprims``.

Registered into gen_corpus.py's registry on import: ``.venv/bin/python python/gen_corpus.py
--only hp_ldexp_f32 ...``.
"""

from __future__ import annotations

import jax.numpy as jnp

from gen_corpus import BOOL, In, bcb, f16, bf16, f32, f64, i8, i16, i32, i64, u8, u32, u64, like, program

HP = ("hiprims", "control_flow")
INF, NAN = float("inf"), float("nan")

# Zeros of both signs, normal values, the smallest normal and subnormals (flushed to zero by JAX's
# expansion), the largest finite values, infinities and nan.
F32_VALUES = [0.0, -0.0, 1.0, -1.5, 3.0, 0.1, 1.1754944e-38, 1e-40, -1e-45, 3.4028235e38,
              -3.4028235e38, INF, -INF, NAN, 7.0, -0.75]
F16_VALUES = [0.0, -0.0, 1.0, -1.5, 3.0, 0.1, 6.1035e-05, 1e-06, -6e-08, 65504.0, -65504.0, INF,
              -INF, NAN, 7.0, -0.75]
EXPONENTS = [0, 1, -1, 3, -3, 127, -126, 128, 200, -200, 2**31 - 1, -(2**31), 1000, -1000, 20, -20]


@program(In((16,), f32, values=F32_VALUES), In((16,), i32, values=EXPONENTS), tags=HP,
         features=["buffer_callback", "special_values"])
def hp_ldexp_f32(x, e):
    """``jnp.ldexp`` on f32 after a callback: zeros, subnormals, the largest finite values, inf and
    nan against exponents up to the int32 limits (clamped to +-512), overflowing to inf and
    underflowing to zero; and a second call on a broadcast scalar exponent."""
    y = bcb(0, like(x))(x)
    return jnp.ldexp(y, e), jnp.ldexp(x, 3)


@program(In((16,), f16, values=F16_VALUES), In((16,), i8, values=[0, 1, -1, 3, -3, 15, -14, 16,
                                                                  127, -128, 100, -100, 5, -5, 20, -20]),
         In((4,), bf16, values=[1.0, -0.0, 3e38, 1e-39]), In((4,), u8, values=[0, 1, 255, 130]),
         In((2, 3), f32, values=[1.0, 2.0, -3.0, 0.5, 6.0, 1e-30]), In((2, 3), BOOL, values=[True, False, True, True, False, False]),
         tags=HP, features=["buffer_callback", "special_values", "f16", "bf16"])
def hp_ldexp_half(h, e8, b, u, x, m):
    """``jnp.ldexp`` on f16 with an int8 exponent (widened to int32 and clamped to +-64), on bf16
    with a uint8 exponent (widened to uint32, clamped to [0, 512], converted to int32), and on f32
    with a bool exponent (converted to int32 before the primitive), after a callback."""
    y = bcb(0, like(h))(h)
    return jnp.ldexp(y, e8), jnp.ldexp(b, u), jnp.ldexp(x, m)


@program(In((8,), f64, values=[0.0, -0.0, 1.5, 1e-310, 1.7976931348623157e308, INF, NAN, -2.0]),
         In((8,), i64, values=[0, 5, -5, 2**62, -(2**62), 1, 1023, -1074]),
         In((8,), u64, values=[0, 1, 2**63, 5000, 3, 4, 2, 1]), In((), f32, values=[3.0]),
         In((), u32, values=[4]), In((0, 2), f32),
         tags=HP, x64=True, features=["buffer_callback", "special_values", "x64", "0-d", "zero-size"])
def hp_ldexp_x64(x, e, u, s, su, z):
    """``jnp.ldexp`` on f64 with int64 and uint64 exponents (clamped to +-4096 / [0, 4096] and
    converted to int32), a 0-d f32 with a uint32 exponent, a zero-size f32, after a callback."""
    y = bcb(0, like(x))(x)
    return jnp.ldexp(y, e), jnp.ldexp(x, u), jnp.ldexp(s, su), jnp.ldexp(z, 2)


@program(In((16,), f32, values=F32_VALUES), In((16,), f16, values=F16_VALUES),
         In((4,), bf16, values=[1.0, -0.0, 3e38, 1e-39]), In((), f32, values=[-6.5]), tags=HP,
         features=["buffer_callback", "special_values", "f16", "bf16", "0-d"])
def hp_frexp(x, h, b, s):
    """``jnp.frexp`` on f32, f16, bf16 and a 0-d f32 after a callback: mantissas in [0.5, 1),
    zeros (both signs) and subnormals to (+-0, 0), inf and nan kept with exponent 0; and
    ``ldexp(*frexp(x))`` round trips the normal values."""
    y = bcb(0, like(x))(x)
    m, e = jnp.frexp(y)
    return m, e, jnp.frexp(h), jnp.frexp(b), jnp.frexp(s), jnp.ldexp(m, e)


@program(In((8,), f64, values=[0.0, -0.0, 1.5, 1e-310, 1.7976931348623157e308, INF, NAN, -2.0]),
         In((2, 0), f64), tags=HP, x64=True,
         features=["buffer_callback", "special_values", "x64", "zero-size"])
def hp_frexp_f64(x, z):
    """``jnp.frexp`` on f64 (bias 1022 in the mantissa, int32 exponent) and a zero-size f64, after
    a callback; an unused exponent (a dropped result of the primitive), and ``ldexp`` of the
    mantissa by the negated exponent (what ``Frexp``'s jvp binds)."""
    y = bcb(0, like(x))(x)
    m = jnp.frexp(x)[0]
    mm, e = jnp.frexp(y)
    return mm, e, jnp.frexp(z), jnp.ldexp(m, -e)


# ----------------------------------------------------------------------------------------------
# Nonzero (jnp.nonzero / argwhere / flatnonzero / where with size=), lowered through its expansion
# (_nonzero_impl: a cumsum of the mask, a scatter-add bincount, floor_divide / remainder per axis,
# a where for the padding).
import jax  # noqa: E402
from jax import lax  # noqa: E402

c64 = jnp.complex64
NZ_F32 = [0.0, 1.5, -0.0, NAN, 0.0, -2.0, INF, 0.0, 3.0, 0.0, 0.0, 7.0]


@program(In((12,), f32, values=NZ_F32), tags=HP, features=["buffer_callback", "special_values"])
def hp_nonzero_f32(x):
    """``jnp.nonzero`` of f32 after a callback (nan and inf are nonzero, -0.0 is zero) with size
    below, at and above the count (truncated, exact, zero-padded); ``jnp.where(x, size=)`` with a
    fill value; the indices used to gather."""
    y = bcb(0, like(x))(x)
    (a,) = jnp.nonzero(y, size=3)
    (b,) = jnp.nonzero(y, size=6)
    (c,) = jnp.nonzero(x, size=9)
    (d,) = jnp.where(y > 0, size=5, fill_value=-1)
    return a, b, c, d, y[c]


@program(In((3, 4), i32, values=[0, 5, 0, -1, 0, 0, 0, 0, 2, 0, 9, 9]),
         In((2, 3, 2), BOOL, values=[True, False, False, True, True, True, False, False, True,
                                     False, False, True]),
         tags=HP, features=["buffer_callback"])
def hp_nonzero_nd(x, m):
    """``jnp.nonzero`` of a 2-D int32 (one index per axis: floor_divide by the stride, remainder by
    the size) with a scalar fill value and with a tuple of fill values; of a 3-D bool mask (no
    comparison); ``jnp.argwhere`` and ``jnp.flatnonzero`` (a reshape first), after a callback;
    the 2-D indices gather the nonzero values."""
    y = bcb(0, like(x))(x)
    r, c = jnp.nonzero(y, size=6, fill_value=-1)
    r2, c2 = jnp.nonzero(y, size=3, fill_value=(7, 8))
    i, j, k = jnp.nonzero(m, size=8)
    return r, c, r2, c2, i, j, k, jnp.argwhere(m, size=5), jnp.flatnonzero(y, size=4), y[r, c]


@program(In((4, 5), f32, values=[0, 1, 0, 2, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0, 0, 5, 6, 7, 8, 9]),
         In((2, 3, 4), u8, values=[0, 1, 0, 0, 2, 0, 3, 0, 0, 0, 0, 0, 4, 4, 4, 4, 0, 0, 0, 5, 6,
                                   0, 0, 0]),
         In((4,), i32, values=[-1, 10, 20, -5]), tags=HP, features=["buffer_callback", "vmap"])
def hp_nonzero_vmap(x, u, f):
    """``jax.vmap`` of ``jnp.nonzero`` (Nonzero over the last axis: the bincount scatter-add with
    batching dims, its operands broadcast per vmap level), with a scalar fill value and with a
    batched one; vmap of vmap over a 3-D uint8; vmap over axis 1 (the array transposed first)."""
    y = bcb(0, like(x))(x)
    nz = lambda r: jnp.nonzero(r, size=3, fill_value=-1)[0]
    a = jax.vmap(nz)(y)
    b = jax.vmap(lambda r, v: jnp.nonzero(r, size=4, fill_value=v)[0])(y, f)
    c = jax.vmap(jax.vmap(lambda r: jnp.nonzero(r, size=2)[0]))(u)
    d = jax.vmap(lambda r: jnp.nonzero(r, size=2)[0], in_axes=1)(y)
    return a, b, c, d


@program(In((6,), bf16, values=[0.0, 1.0, 0.0, -0.0, 2.5, 0.0]),
         In((5,), f16, values=[0.0, NAN, 0.0, 1.0, 0.0]),
         In((4,), c64, values=[0j, 1j, 0j, 2 + 0j]),
         In((7,), i8, values=[0, -3, 0, 0, 4, 0, 1]),
         In((3, 2), u32, values=[0, 0, 0, 4, 0, 9]), tags=HP,
         features=["buffer_callback", "bf16", "f16", "complex"])
def hp_nonzero_dtypes(b, h, z, i, u):
    """``jnp.nonzero`` of bf16, f16, complex64, int8 and uint32 arrays after a callback; a float
    fill value (the indices in float32) and an int8 one (promoted to int32)."""
    y = bcb(0, like(b))(b)
    return (jnp.nonzero(y, size=3)[0], jnp.nonzero(h, size=3, fill_value=1.5)[0],
            jnp.nonzero(z, size=3)[0], jnp.nonzero(i, size=4, fill_value=jnp.int8(-2))[0],
            jnp.nonzero(u, size=3, fill_value=9.0))


@program(In((3, 4), f32), In((0, 3), f32), In((1,), i32, values=[5]), In((1, 1), BOOL, values=[False]),
         tags=HP, features=["buffer_callback", "zero-size"])
def hp_nonzero_empty(x, z, one, f):
    """``jnp.nonzero`` with size=0 and of a zero-size array (``jnp.empty`` results, an
    AllocateBuffer custom call on GPUs), of a one-element array with size 1 and 3, of a single
    False with a fill value, after a callback."""
    y = bcb(0, like(x))(x)
    return (jnp.nonzero(y, size=0), jnp.nonzero(z, size=2), jnp.nonzero(one, size=1),
            jnp.nonzero(one, size=3), jnp.nonzero(f, size=2, fill_value=4), y, z + 1)


@program(In((10,), f64, values=[0.0, 1.0, 0.0, 2.0, 0.0, 0.0, 3.0, 0.0, 4.0, 0.0]),
         In((2, 5), i64, values=[0, 1, 0, 0, 2, 3, 0, 0, 0, 0]), tags=HP, x64=True,
         features=["buffer_callback", "x64"])
def hp_nonzero_x64(x, m):
    """``jnp.nonzero`` with x64: int64 counts and indices (the scatter indices converted to
    int32), a float64 fill value, a 2-D int64 array, vmapped, after a callback."""
    y = bcb(0, like(x))(x)
    return (jnp.nonzero(y, size=5), jnp.nonzero(y, size=4, fill_value=0.5),
            jnp.nonzero(m, size=3, fill_value=-1),
            jax.vmap(lambda r: jnp.nonzero(r, size=2)[0])(m))


@program(In((8,), f32, values=[0.0, 2.0, 0.0, 0.0, 5.0, 1.0, 0.0, 3.0]), In((), i32, values=[1]),
         tags=HP, features=["buffer_callback"])
def hp_nonzero_nested(x, p):
    """``jnp.nonzero`` inside a ``lax.cond`` branch and a ``lax.scan`` body (the expansion in a
    sub-jaxpr), twice on one type (the jits shared), its result through a callback."""
    def branch(v):
        return jnp.nonzero(v, size=4)[0]

    a = lax.cond(p > 0, branch, lambda v: jnp.nonzero(-v, size=4)[0], x)

    def step(c, row):
        return c + jnp.nonzero(row, size=2)[0].sum(), jnp.nonzero(row, size=2)[0]

    c, ys = lax.scan(step, jnp.int32(0), x.reshape(4, 2))
    b = bcb(0, like(a))(a)
    return b, c, ys


@program(In((5,), f32, values=[0.0, 1.0, 2.0, 0.0, 3.0]), In((3,), i32, values=[4, -7, 9]),
         tags=HP, features=["buffer_callback"])
def hp_nonzero_shared(x, v):
    """The jnp jits of ``Nonzero``'s expansion shared with the program's own calls of one
    signature (JAX's jit cache spans the trace): a ``jnp.where`` and a ``%`` before the
    nonzero, a ``//`` and a ``jnp.where`` of its result after it; ``jnp.cumsum`` of the mask with
    axis=None is another jit (a static argument differs) and is not shared."""
    w = jnp.where(v > 0, 0, v)
    r = v % 5
    y = bcb(0, like(x))(x)
    (i,) = jnp.nonzero(y, size=3)
    return w, r, i, jnp.where(i > 1, 0, i), jnp.cumsum(y != 0), i // 2


@program(In((8,), i32, values=[3, 1, 3, 0, 2, 1, 5, 0]), In((4,), i32, values=[1, 2, 9, 9]),
         In((6,), f32, values=[0.5, NAN, 0.5, -0.0, 0.0, 2.0]), tags=HP, features=["buffer_callback"])
def hp_nonzero_setops(x, y, f):
    """The jnp set operations with ``size=`` (each a ``Nonzero`` inside its jit):
    ``jnp.unique`` with a fill value and with every return, ``setdiff1d``, ``union1d``,
    ``intersect1d``, ``extract``; ``unique`` of floats with nan and signed zeros; after a
    callback."""
    z = bcb(0, like(x))(x)
    return (jnp.unique(z, size=6, fill_value=-1),
            jnp.unique(x, size=6, return_index=True, return_inverse=True, return_counts=True),
            jnp.setdiff1d(z, y, size=4), jnp.union1d(z, y, size=8), jnp.intersect1d(z, y, size=3),
            jnp.extract(z > 1, z, size=4), jnp.unique(f, size=5))


# ----------------------------------------------------------------------------------------------
# CustomRoot (lax.custom_root): the printed solve_jaxpr applied to the solve's operands.


def _newton_sqrt(x):
    def solve(g, y0):
        return lax.while_loop(lambda y: jnp.abs(g(y)).max() > 1e-6,
                              lambda y: y - g(y) / (2 * y), y0)

    return lax.custom_root(lambda y: y * y - x, jnp.ones_like(x), solve,
                           lambda g, y: y / g(1.0))


@program(In((4,), f32, values=[2.0, 9.0, 0.25, 16.0]), tags=HP, features=["buffer_callback"])
def hp_custom_root(x):
    """``lax.custom_root``: a Newton square root whose solve is a while_loop calling ``f``
    (``eval_jaxpr`` inside the solve_jaxpr), on a callback result; a solve that returns its guess
    unchanged (the result is an operand); ``has_aux=True`` (root and aux both results)."""
    y = bcb(0, like(x))(x)
    keep = lax.custom_root(lambda r: r - y, y, lambda g, r0: r0, lambda g, r: r)
    root, aux = lax.custom_root(lambda r: r - x, x, lambda g, r0: (r0 - g(r0), r0 * 2.0),
                                lambda g, r: r, has_aux=True)
    return _newton_sqrt(y), keep, root, aux


@program(In((3, 2), f32, values=[2.0, 9.0, 0.25, 16.0, 1.0, 4.0]), tags=HP,
         features=["buffer_callback", "vmap"])
def hp_custom_root_vmap(x):
    """``jax.vmap`` of a ``lax.custom_root`` Newton square root: the batched CustomRoot (its
    solve a while_loop with a batched predicate), after a callback."""
    return jax.vmap(_newton_sqrt)(bcb(0, like(x))(x))
