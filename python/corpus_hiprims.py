"""Corpus programs for the hijax primitives JAX 0.12's ``jnp`` prints by class name inside a jit
(issue 13): ``Ldexp`` (``jnp.ldexp``) and ``Frexp`` (``jnp.frexp``), lowered through their
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
