"""Corpus programs for issue 12: size-1 broadcasting and the elementwise surface of ``jax.lax``.

Registered into gen_corpus.py's registry on import (gen_corpus imports this module after its own
programs, so their order, and the files of the programs already there, do not change). Only
programs that minihlo passes in the interop check are registered; python/elementwise_notes.md
lists what JAX prints and lowers for the rest.
"""

from __future__ import annotations

import os

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from gen_corpus import PROGRAMS, BOOL, In, ar, bcb, bf16, f16, f32, f64, i32, like, program, sds, u8

# ----------------------------------------------------------------------------------------------
# Size-1 broadcasting (JAX 0.12's broadcasting_shape_rule): operands of one rank whose sizes differ
# only where one of them is 1, and rank-0 operands; lowered with a stablehlo.broadcast_in_dim of
# each operand whose shape is not the result's.

BCAST = ("broadcasting",)


@program(In((2, 1), f32, values=ar(-1.5, 2.0)), In((1, 3), f32, values=ar(0.5, 1.25)), In((), f32, values=[2.0]),
         tags=BCAST, features=["buffer_callback", "broadcasting", "0-d"])
def bcast_binary_f32(a, b, s):
    """add sub mul div rem max min pow and the comparisons on f32[2,1] with f32[1,3] (both
    operands broadcast), with a 0-d operand, and after a callback."""
    c = bcb(0, like(a))(a)  # c = a + 1
    return (lax.add(a, b), lax.sub(b, a), lax.mul(c, b), lax.div(a, b), lax.rem(c, b),
            lax.max(a, b), lax.min(b, c), lax.pow(b, lax.abs(a)), lax.add(s, b),
            lax.eq(a, b), lax.ne(c, b), lax.lt(a, b), lax.le(b, a), lax.gt(c, b), lax.ge(b, c))


@program(In((4,), BOOL, values=[True, False, True, False]), In((4,), jnp.int8, values=[-128, -3, 5, 127]),
         In((4,), jnp.uint16, values=[0, 7, 300, 65535]), In((4,), f16, values=[float("nan"), -0.0, 2.5, float("-inf")]),
         In((4,), f16, values=[-1.0, 0.0, 0.0, -2.0]), tags=BCAST, features=["buffer_callback", "special_values"])
def clamp_dtypes(p, a, u, h, lo):
    """clamp on bool (JAX accepts any dtype), int8, uint16 and float16 (nan, -0.0, infinities),
    with scalar and array bounds."""
    h = bcb(0, like(h))(h)
    return (lax.clamp(False, p, True), lax.clamp(jnp.int8(-5), a, jnp.int8(100)),
            lax.clamp(jnp.uint16(5), u, jnp.uint16(400)), lax.clamp(lo, h, jnp.float16(1.0)))


@program(In((2, 1), i32, values=[-7, 9]), In((1, 3), i32, values=[2, -3, 4]),
         In((3, 1), u8, values=[0, 15, 255]), In((1, 2), u8, values=[1, 240]),
         In((1, 2), BOOL, values=[True, False]), In((2, 1), BOOL, values=[True, False]),
         tags=BCAST, features=["broadcasting"])
def bcast_int_bool(x, y, u, v, p, q):
    """Integer arithmetic, bit ops and comparisons on i32[2,1] with i32[1,3] and u8[3,1] with
    u8[1,2] (unsigned division and comparison), and the logical ops on bool[1,2] with bool[2,1]."""
    return (x + y, x - y, x * y, lax.div(x, y), lax.rem(x, y), lax.max(x, y), lax.min(x, y),
            lax.bitwise_and(x, y), lax.bitwise_or(x, y), lax.bitwise_xor(x, y), lax.lt(x, y),
            lax.div(u, v), lax.rem(u, v), lax.max(u, v), lax.ge(u, v), lax.bitwise_xor(u, v),
            lax.bitwise_and(p, q), lax.bitwise_or(p, q), lax.bitwise_xor(p, q), lax.eq(p, q))


@program(In((0, 1), f32), In((1, 3), f32, values=ar(1)), In((2, 0), i32), In((1, 0), i32),
         In((1, 1), f32, values=[4.0]), In((), f32, values=[-0.0]),
         tags=BCAST, features=["buffer_callback", "broadcasting", "zero_size", "0-d"])
def bcast_zero_size(a, b, i, j, one, s):
    """Broadcasting with zero-size dimensions (a size 0 meets a size 1: the result is empty) and
    between a f32[1,1] and a 0-d value."""
    z = lax.mul(a, b)
    return bcb(0, like(z))(z), lax.add(i, j), lax.lt(j, i), lax.sub(one, s), lax.max(s, one)


@program(In((3, 4), f32, values=lambda n: np.sin(np.arange(n)) * 3), tags=BCAST,
         features=["buffer_callback", "broadcasting", "keepdims"])
def bcast_softmax_keepdims(x):
    """softmax written with keepdims=True: x - max(x, keepdims) and e / sum(e, keepdims) subtract
    and divide f32[3,4] by f32[3,1]; the result goes through a callback."""
    e = jnp.exp(x - jnp.max(x, axis=-1, keepdims=True))
    y = e / jnp.sum(e, axis=-1, keepdims=True)
    return bcb(0, like(y))(y)


@program(In((2, 3), f32, values=ar(-1, 0.5)), In((3, 4), f32, values=lambda n: np.cos(np.arange(n))),
         In((4,), f32, values=ar(-0.5, 0.25)), In((4, 2), f32, values=lambda n: np.sin(np.arange(n))),
         In((2,), f32, values=[0.5, -0.5]), tags=BCAST, features=["buffer_callback", "broadcasting"])
def bcast_mlp(x, w1, b1, w2, b2):
    """A two-layer MLP, x @ W + b (the bias f32[4] prints as broadcast_in_dim to f32[1,4], then
    add with f32[2,4]), relu as max with 0, a callback between the layers."""
    h = jnp.maximum(x @ w1 + b1, 0.0)
    h = bcb(0, like(h))(h)
    return h @ w2 + b2


@program(In((3, 4), f32, values=lambda n: np.cos(np.arange(n)) * 2), In((4,), f32, values=ar(1, 0.5)),
         In((4,), f32, values=ar(-1, 0.25)), tags=BCAST + ("control_flow",),
         features=["buffer_callback", "broadcasting", "keepdims"])
def bcast_layernorm(x, gamma, beta):
    """Layer norm with mean and var over the last axis (keepdims=True; jnp.var prints a jit) and
    a scale and shift of f32[4] broadcast over the rows; the input comes from a callback."""
    x = bcb(0, like(x))(x)
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.var(x, axis=-1, keepdims=True)
    return (x - mean) / jnp.sqrt(var + 1e-5) * gamma + beta


# ----------------------------------------------------------------------------------------------
# The unary math of jax.lax that lowers to one stablehlo or chlo op (the same on every platform),
# and exp2 / log2 (a multiply by a constant around exp / log), on special values.

_SPECIAL_F = [float("nan"), float("inf"), float("-inf"), -0.0, 0.0, 0.5, -0.5, 0.99, -1.0, 1.0, 2.0, 30.0]
_MATH_UNARY = ("atan acosh asinh atanh sinh cosh tan cbrt expm1 log1p erf erfc erf_inv digamma "
               "bessel_i1e exp2 acos").split()
MATH = ("math",)


def _math_unary(x):
    return tuple(getattr(lax, n)(x) for n in _MATH_UNARY) + (jnp.log2(x),)


@program(In((12,), f32, values=_SPECIAL_F, note="nan inf -inf -0.0 0.0 0.5 -0.5 0.99 -1 1 2 30"),
         tags=MATH, features=["buffer_callback", "special_values"])
def math_unary_f32(x):
    """atan acosh asinh atanh sinh cosh tan cbrt expm1 log1p erf erfc erf_inv digamma bessel_i1e
    exp2 acos and jnp.log2 (log2) on f32 special values, the input from a callback."""
    return _math_unary(bcb(0, like(x))(x - 1.0))


@program(In((12,), f16, values=_SPECIAL_F, note="nan inf -inf -0.0 0.0 0.5 -0.5 0.99 -1 1 2 30"),
         In((2, 3), bf16, values=[0.25, -0.75, 3.0, float("nan"), -0.0, 1.5]),
         tags=MATH, features=["special_values", "dtype:float16", "dtype:bfloat16"])
def math_unary_half(x, y):
    """The same functions on float16 and bfloat16 (2-D)."""
    return _math_unary(x) + _math_unary(y)


@program(In((12,), f64, values=_SPECIAL_F, note="nan inf -inf -0.0 0.0 0.5 -0.5 0.99 -1 1 2 30"),
         In((), f64, values=[0.3]), In((0,), f64),
         tags=MATH, x64=True, features=["special_values", "x64", "0-d", "zero_size"])
def math_unary_f64(x, s, e):
    """The same functions on float64 (x64 on), on a 0-d and a zero-size value too."""
    return _math_unary(x) + _math_unary(s) + _math_unary(e)


@program(In((12,), f32, values=_SPECIAL_F, note="nan inf -inf -0.0 0.0 0.5 -0.5 0.99 -1 1 2 30"),
         In((2, 2), f16, values=[0.25, -1.0, 1.0, 0.999]), In((), bf16, values=[-0.5]),
         tags=MATH, features=["buffer_callback", "special_values", "0-d", "dtype:float16", "dtype:bfloat16"])
def asin_per_platform(x, h, b):
    """asin, whose rule is JAX's per platform: atan2(x, sqrt((1 - x) * (1 + x))) on cpu,
    chlo.asin on cuda and rocm (a case on the platform index when lowered for all three)."""
    x = bcb(0, like(x))(x)
    return lax.asin(x), jnp.arcsin(h), lax.asin(b)


@program(In((10,), f32, values=[0.5, 1.5, 2.5, -0.5, -2.5, -0.0, float("nan"), float("inf"), 1e30, 2.4999]),
         In((2, 2), f16, values=[0.5, -1.5, float("-inf"), 65504.0]),
         tags=MATH + ("control_flow",), features=["buffer_callback", "special_values", "dtype:float16"])
def round_is_finite(x, h):
    """round away from zero (rounding_method=0) and to nearest even (1, as jnp.round and jnp.rint
    print it inside a jit), is_finite, on f32 and f16 halves, infinities and nan."""
    r = lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO)
    return (bcb(0, like(r))(r), lax.round(x, lax.RoundingMethod.TO_NEAREST_EVEN), jnp.round(h),
            lax.is_finite(x), lax.is_finite(h), jnp.isfinite(lax.round(h, 0)))


@program(In((6,), jnp.int8, values=[0, 1, -1, 127, -128, 5]), In((6,), u8, values=[0, 1, 255, 128, 7, 16]),
         In((2, 3), jnp.int16, values=[0, -1, 32767, -32768, 256, 3]),
         In((4,), jnp.uint16, values=[0, 65535, 1, 4096]), In((4,), i32, values=[0, -1, 2**31 - 1, -2**31]),
         In((4,), jnp.uint32, values=[0, 1, 2**32 - 1, 2**16]), tags=MATH, features=["buffer_callback"])
def popcnt_clz(a, b, c, d, e, f):
    """population_count and clz on every integer width up to 32 bits, signed and unsigned,
    extremes included."""
    e = bcb(0, like(e))(e)  # e + 1 (wraps)
    return tuple(op(v) for v in (a, b, c, d, e, f) for op in (lax.population_count, lax.clz))


@program(In((2, 4), i32, values=[1, -1, 2**31 - 1, -2**31, 12345, -12345, 0, 7]),
         In((1, 4), i32, values=[0, 1, 31, 32]), In((5,), u8, values=[1, 128, 255, 0, 77]),
         In((5,), u8, values=[0, 1, 7, 8, 200]), In((), i32, values=[-3]),
         tags=MATH, features=["broadcasting", "0-d"])
def shifts(x, n, u, m, neg):
    """shift_left, shift_right_logical, shift_right_arithmetic on i32 (shift by 0, 1, 31, 32 and a
    negative amount; i32[1,4] amounts broadcast) and u8 (amounts past the width)."""
    return (lax.shift_left(x, n), lax.shift_right_logical(x, n), lax.shift_right_arithmetic(x, n),
            lax.shift_left(u, m), lax.shift_right_logical(u, m), lax.shift_right_arithmetic(u, m),
            lax.shift_left(x, neg), lax.shift_right_arithmetic(x, neg), jnp.right_shift(x, 2))


@program(In((6,), f64, values=[0.5, -2.5, float("nan"), float("-inf"), 1e308, -0.0]),
         In((4,), bf16, values=[0.5, 1.5, float("inf"), -2.5]),
         In((4,), jnp.int64, values=[-1, 0, 2**62, -(2**63)]),
         In((4,), jnp.uint64, values=np.array([2**64 - 1, 1, 2**40, 0], np.uint64), note="[2**64 - 1, 1, 2**40, 0]"),
         In((4,), jnp.uint16, values=[1, 0x8000, 0xFFFF, 3]), In((4,), jnp.uint16, values=[0, 1, 15, 16]),
         tags=MATH, x64=True, features=["special_values", "x64", "dtype:bfloat16"])
def wide_round_bits(x, b, i, u, h, n):
    """round (both methods) and is_finite on float64 and bfloat16; population_count, clz and the
    three shifts on int64, uint64 and uint16 (x64 on)."""
    return (lax.round(x, 0), lax.round(x, 1), lax.is_finite(x), lax.round(b, 1), lax.is_finite(b),
            lax.population_count(i), lax.clz(i), lax.population_count(u), lax.clz(u),
            lax.shift_left(i, jnp.int64(3)), lax.shift_right_arithmetic(i, jnp.int64(63)),
            lax.shift_right_logical(u, jnp.uint64(4)), lax.shift_left(h, n), lax.shift_right_logical(h, n),
            lax.shift_right_arithmetic(h, n))


@program(In((2, 1), f32, values=[1.0, -0.0]), In((1, 6), f32, values=[0.0, -0.0, 1.0, -1.0, float("inf"), float("nan")]),
         In((3,), f16, values=[0.0, 1.0, -65504.0]), In((3,), f16, values=[1.0, 0.0, float("-inf")]),
         tags=MATH, features=["buffer_callback", "broadcasting", "special_values", "dtype:float16"])
def atan2_nextafter(y, x, a, b):
    """atan2 and nextafter on f32 with size-1 broadcasting and signed zeros, inf and nan, and on f16."""
    t = lax.atan2(y, x)
    return bcb(0, like(t))(t), lax.nextafter(y, x), lax.atan2(a, b), lax.nextafter(a, b), lax.nextafter(b, a)


@program(In((3, 4), f32, values=lambda n: np.sin(np.arange(n)) * 3), In((4,), f32, values=ar(-1, 0.5)),
         tags=BCAST, features=["buffer_callback", "broadcasting", "stop_gradient", "copy"])
def nn_softmax_copy(x, b):
    """jax.nn.softmax (max with -inf, stop_gradient, keepdims broadcasting) of x + b, jnp.copy
    (copy) and lax.stop_gradient; the softmax goes through a callback."""
    y = jax.nn.softmax(x + b, axis=-1)
    return bcb(0, like(y))(y), jnp.copy(b), lax.stop_gradient(x) * 2


@program(In((2, 3), f32, values=ar(-1, 0.5)), In((3, 4), f32, values=lambda n: np.cos(np.arange(n))),
         In((4,), f32, values=ar(-0.5, 0.25)), tags=BCAST, features=["buffer_callback", "broadcasting", "grad"])
def grad_tanh_mlp(x, w, b):
    """jax.grad of sum(tanh(x @ W + b)) with respect to W and b: the derivative of tanh prints as
    one_minus_square, the bias gradient as a reduce_sum over the broadcast axis; the gradient of
    W goes through a callback."""
    def loss(w, b):
        return jnp.sum(jnp.tanh(x @ w + b))
    gw, gb = jax.grad(loss, argnums=(0, 1))(w, b)
    return bcb(0, like(gw))(gw), gb



@program(In((2, 3), f32, values=[2.0, 3.0, 1.5, 1.0, 4.0, float("inf")]),
         In((1, 3), f32, values=[1.0, 0.5, 2.0]), In((4,), f32, values=[0.0, 1.0, 2.0, 3.0]),
         In((4,), f32, values=[0.5, 2.0, -1.5, 10.0]), tags=MATH, features=["broadcasting", "special_values"])
def zeta_polygamma(s, q, m, x):
    """zeta (Hurwitz) and polygamma (orders 0 to 3), with size-1 broadcasting."""
    return lax.zeta(s, q), lax.polygamma(m, x), lax.zeta(q, s)


@program(In((2, 3), f32, values=[2.0, -2.0, 0.5, 0.0, -0.0, float("inf")]), In((1, 3), i32, values=[3, -2, 0]),
         In((3,), f16, values=[2.0, -1.5, 10.0]), In((3,), jnp.int8, values=[-1, 4, 127]),
         In((4,), i32, values=[-1, 2**31 - 1, -2**31, 12345]), In((4,), jnp.uint32, values=[2**32 - 1, 3, 2**31, 0]),
         In((1,), jnp.uint32, values=[2**32 - 1]), In((3,), f32, values=[0.5, -1.0, 2.0]),
         tags=MATH, features=["buffer_callback", "broadcasting", "grad", "dtype:float16"])
def pow_mulhi_add_any(x, n, h, k, a, u, v, t):
    """pow with an integer exponent (JAX converts it to the base's dtype, then broadcasts), mulhi
    on i32 and u32, and the add_any that jax.grad prints when a value has two uses."""
    t = bcb(0, like(t))(t)
    mulhi = jax._src.lax.lax.mulhi_p.bind
    g = jax.grad(lambda z: (jnp.sin(z) * jnp.cos(z)).sum())(t)
    return lax.pow(x, n), lax.pow(h, k), mulhi(a, a), mulhi(u, v), g


@program(In((2, 3), f32, values=[1.0, -0.0, float("nan"), float("inf"), 3.14159, 1e-40]),
         In((3, 2), u8, values=[0, 60, 255, 127, 1, 2]), In((4,), jnp.int16, values=[-1, 0, 15360, 32767]),
         In((), f32, values=[65519.0]), tags=MATH,
         features=["buffer_callback", "special_values", "0-d", "dtype:float16", "dtype:bfloat16"])
def bitcast_reduce_precision(x, b, h, s):
    """bitcast_convert_type to the same width (f32 <-> i32/u32, i16 -> f16/bf16), to a narrower
    type (a trailing dimension: f32 -> u8[.., 4], 0-d -> u16[2]) and a wider one (u8[3, 2] ->
    f16[3]); reduce_precision to f16's and bf16's formats and to e2m1 (rounding, overflow, nan)."""
    x = bcb(0, like(x))(x)
    bits = lax.bitcast_convert_type(x, i32)
    return (bits, lax.bitcast_convert_type(x, jnp.uint32), lax.bitcast_convert_type(bits, f32),
            lax.bitcast_convert_type(x, u8), lax.bitcast_convert_type(s, jnp.uint16),
            lax.bitcast_convert_type(b, f16), lax.bitcast_convert_type(h, f16), lax.bitcast_convert_type(h, bf16),
            lax.reduce_precision(x, 5, 10), lax.reduce_precision(x, 8, 7), lax.reduce_precision(s, 5, 10),
            lax.reduce_precision(x, 2, 1))


@program(In((2, 3), f32, values=ar(-1.5, 0.75)), In((3,), f32, values=[0.5, -2.0, 4.0]),
         In((1, 3), f32, values=[1.0, 0.0, -1.0]), In((4,), i32, values=[-2, 0, 3, 100]),
         tags=MATH + ("control_flow",), features=["buffer_callback", "broadcasting"])
def polynomial_barrier(x, v, row, n):
    """polynomial (Horner's rule: scalar, vector and broadcast f32[1,3] coefficients, jnp.polyval
    inside a jit, i32) and optimization_barrier over a callback's result and other values."""
    poly = jax._src.lax.lax.polynomial_p.bind
    x = bcb(0, like(x))(x)
    p1 = poly(x, jnp.float32(1.0), jnp.float32(-2.0), jnp.float32(0.5))
    p2 = poly(x, row, jnp.float32(3.0))
    p3 = poly(n, jnp.int32(7), jnp.int32(-1), jnp.int32(2), jnp.int32(1))
    b1, b2 = lax.optimization_barrier((p1, n))
    return b1, b2, p2, p3, jnp.polyval(v, x)


@program(In((5,), u8, values=[0, 1, 2, 3, 255]), In((2, 3), jnp.int8, values=[0, 1, -1, 2, 1, 0]),
         In((5,), f32, values=ar(0)), In((5,), f32, values=ar(10)), In((5,), f32, values=ar(20)),
         In((5,), f32, values=ar(30)), In((2, 3), i32, values=ar(0)), In((2, 3), i32, values=ar(100)),
         In((2, 3), i32, values=ar(200)), In((), jnp.uint16, values=[1]), tags=BCAST,
         features=["buffer_callback", "0-d"])
def select_n_int_which(w, v, a, b, c, d, x, y, z, s):
    """select_n with uint8, int8 and a 0-d uint16 case index (JAX's tree of unsigned or signed
    `which < mid` compares), four and three cases, out-of-range indices."""
    a = bcb(0, like(a))(a)
    return lax.select_n(w, a, b, c, d), lax.select_n(v, x, y, z), lax.select_n(s, x, y)


@program(In((3,), f32, values=[1.0, -2.0, float("nan")]), In((2, 2), i32), In((), BOOL, values=[True]),
         tags=MATH, features=["buffer_callback", "0-d"])
def device_put_identity(x, i, p):
    """jax.device_put of one value and of a tuple (one device_put with two operands, default copy
    semantics) and jnp.array(x, copy=True): no op is emitted for them."""
    x = bcb(0, like(x))(x)
    a = jax.device_put(x)
    b, c = jax.device_put((i, p))
    return a * 2, b, c, jnp.array(a, copy=True)


def _grad_all(x):
    fs = [jnp.sin, jnp.cos, jnp.tan, jnp.exp, jnp.log, jnp.sqrt, jnp.tanh, jax.nn.sigmoid, jnp.arctan,
          jnp.arcsinh, jnp.arcsin, jnp.log1p, jnp.expm1, jnp.cbrt, jnp.exp2, jnp.log2, jnp.sinh, jnp.cosh,
          lax.rsqrt, lambda v: v ** 3, lambda v: v ** 2.5, lambda v: jnp.abs(v), lambda v: jnp.maximum(v, 0.5),
          lambda v: jnp.arctan2(v, 2.0)]
    return sum(jnp.sum(f(x)) for f in fs)


@program(In((2, 3), f32, values=[0.1, 0.25, 0.5, 0.75, 0.9, 0.3]), In((4,), f64, values=[0.2, 0.4, 0.6, 0.8]),
         tags=MATH + ("control_flow",), x64=True, features=["buffer_callback", "grad", "x64"])
def grad_elementwise(x, y):
    """jax.grad of a sum of elementwise functions (sin ... atan2, integer and float powers, abs,
    maximum): the derivatives JAX prints, add_any included; on f32 after a callback, and on f64."""
    x = bcb(0, like(x))(x)
    return jax.grad(_grad_all)(x), jax.grad(_grad_all)(y)

# ----------------------------------------------------------------------------------------------
# Reductions: reduce_prod, reduce_and, reduce_or, reduce_xor; argmax / argmin on every dtype.

REDUCE = ("reductions",)


@program(In((2, 3), f32, values=[1.5, -2.0, 0.5, 3.0, -0.0, 4.0]), In((2, 3), i32, values=[2, -3, 7, 0, 5, -1]),
         In((4,), u8, values=[2, 200, 3, 1]), In((2, 3), BOOL, values=[True, True, False, True, False, True]),
         In((3, 2), u8, values=[0b1010, 0b0110, 0xFF, 0x0F, 1, 0]), In((0, 2), f32),
         tags=REDUCE, features=["buffer_callback", "zero_size"])
def reduce_prod_logic(x, i, u, p, m, e):
    """reduce_prod on f32, i32 and u8 (wrapping), and of bool (JAX converts to i32 first);
    reduce_and, reduce_or, reduce_xor on bool (jnp.all, jnp.any, lax.reduce_xor) and on integers
    (bitwise); products over an empty axis."""
    x = bcb(0, like(x))(x)
    return (jnp.prod(x, axis=0), jnp.prod(x), jnp.prod(i, axis=1), jnp.prod(u, dtype=u8), jnp.prod(p),
            jnp.all(p, axis=1), jnp.any(p, axis=0), lax.reduce_xor_p.bind(p, axes=(0, 1)),
            lax.reduce_and_p.bind(m, axes=(0,)), lax.reduce_or_p.bind(m, axes=(1,)),
            lax.reduce_xor_p.bind(m, axes=(0, 1)), lax.reduce_and_p.bind(i, axes=(1,)),
            jnp.prod(e, axis=0), jnp.all(e > 0, axis=0))


@program(In((2, 3), BOOL, values=[False, True, True, False, False, False]),
         In((2, 3), jnp.int8, values=[-128, 127, 127, 0, -1, -128]), In((4,), jnp.uint16, values=[7, 65535, 65535, 0]),
         In((2, 3), f16, values=[float("nan"), 1.0, 2.0, -0.0, 0.0, float("-inf")]),
         In((2, 3), bf16, values=[1.0, 1.0, -3.0, float("inf"), 2.0, float("nan")]),
         In((3,), jnp.uint32, values=[5, 2**32 - 1, 0]),
         tags=REDUCE, features=["buffer_callback", "special_values", "dtype:float16", "dtype:bfloat16"])
def argmax_dtypes(p, a, b, h, g, u):
    """argmax and argmin on bool, int8, uint16, uint32, float16 and bfloat16, ties, nan and
    infinities included."""
    h = bcb(0, like(h))(h)
    return (jnp.argmax(p, axis=1), jnp.argmin(p, axis=0), jnp.argmax(a, axis=0), jnp.argmin(a, axis=1),
            jnp.argmax(b), jnp.argmin(b), jnp.argmax(h, axis=1), jnp.argmin(h, axis=0),
            jnp.argmax(g, axis=0), jnp.argmin(g, axis=1), jnp.argmax(u), jnp.argmin(u))



@program(In((6,), jnp.int8, values=[-128, 127, 7, -7, 0, 5]), In((6,), jnp.int8, values=[-1, 2, 0, 3, 0, -2]),
         In((2, 3), jnp.uint16, values=[65535, 7, 0, 1, 300, 9]), In((1, 3), jnp.uint16, values=[2, 0, 65535]),
         In((6,), f16, values=[1.5, -0.0, float("inf"), float("nan"), 65504.0, -3.0]),
         In((6,), f16, values=[0.0, 0.0, float("inf"), 1.0, 2.0, 0.5]),
         In((2, 3), bf16, values=[1.5, -2.0, float("-inf"), 3.0, 0.0, 7.0]), In((2, 1), bf16, values=[-0.5, 2.0]),
         In((2, 3), BOOL, values=[True, False, True, False, False, True]), In((1, 3), BOOL, values=[False, True, True]),
         tags=BCAST, features=["buffer_callback", "broadcasting", "special_values", "dtype:float16", "dtype:bfloat16"])
def binary_dtypes(a, b, c, d, h, k, g, m, p, q):
    """The arithmetic, bit ops and comparisons on int8 (division by zero, INT_MIN / -1), uint16,
    float16 (nan, inf, -0.0), bfloat16 and bool (max, min and comparisons), some broadcast."""
    h = bcb(0, like(h))(h)
    out = []
    for x, y in ((a, b), (c, d), (h, k), (g, m)):
        out += [lax.add(x, y), lax.sub(x, y), lax.mul(x, y), lax.div(x, y), lax.rem(x, y), lax.max(x, y),
                lax.min(x, y), lax.eq(x, y), lax.ne(x, y), lax.lt(x, y), lax.le(x, y), lax.gt(x, y),
                lax.ge(x, y)]
        if jnp.issubdtype(x.dtype, jnp.integer):
            out += [lax.bitwise_and(x, y), lax.bitwise_or(x, y), lax.bitwise_xor(x, y)]
        else:
            out.append(lax.pow(x, y))
    out += [lax.max(p, q), lax.min(p, q), lax.lt(p, q), lax.ge(q, p), lax.eq(p, q)]
    return tuple(out)

# ----------------------------------------------------------------------------------------------
# sign, integer_pow, square, abs, neg on every dtype JAX accepts for them.

_I8 = [0, 1, -1, 127, -128, 3]
_U8 = [0, 1, 2, 255, 128, 3]
_F = [float("nan"), -0.0, 0.0, -2.5, float("inf"), 3.0]


@program(In((6,), jnp.int8, values=_I8), In((6,), u8, values=_U8), In((2, 3), jnp.int16, values=_I8),
         In((6,), jnp.uint16, values=_U8), In((6,), jnp.uint32, values=_U8), In((6,), f16, values=_F),
         In((6,), bf16, values=_F), In((2, 3), f32, values=_F), tags=MATH,
         features=["buffer_callback", "special_values", "dtype:float16", "dtype:bfloat16"])
def sign_pow_dtypes(a, b, c, d, e, h, g, f):
    """sign, integer_pow (powers 0, 1, 2, 3, 5, 8 and -1, -3 for floats), square, abs and neg on
    int8, uint8, int16, uint16, uint32, float16, bfloat16, float32: wrapping, signed zeros, nan."""
    f = bcb(0, like(f))(f)
    out = []
    for v in (a, b, c, d, e, h, g, f):
        out += [lax.sign(v), lax.integer_pow(v, 0), lax.integer_pow(v, 3), lax.integer_pow(v, 5),
                lax.integer_pow(v, 8), lax.square(v), lax.neg(v)]
        if not jnp.issubdtype(v.dtype, jnp.unsignedinteger):
            out.append(lax.abs(v))
        if jnp.issubdtype(v.dtype, jnp.floating):
            out += [lax.integer_pow(v, -1), lax.integer_pow(v, -3)]
    return tuple(out)


@program(In((3,), jnp.int64, values=[-(2**63), 2**40 + 3, -7]),
         In((3,), jnp.uint64, values=np.array([2**64 - 1, 0, 2**33], np.uint64), note="[2**64 - 1, 0, 2**33]"),
         In((3,), f64, values=[-0.0, 1e300, float("nan")]), tags=MATH, x64=True, features=["x64", "special_values"])
def sign_pow_x64(a, b, c):
    """sign, integer_pow, square, abs and neg on int64, uint64 and float64 (x64 on)."""
    return (lax.sign(a), lax.integer_pow(a, 3), lax.square(a), lax.abs(a), lax.neg(a),
            lax.sign(b), lax.integer_pow(b, 2), lax.neg(b), lax.sign(c), lax.integer_pow(c, -2),
            lax.square(c), lax.abs(c))


# ----------------------------------------------------------------------------------------------
# convert_element_type between every pair of dtypes.

_CONVERT_VALUES = [0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 127.5, 255.0, 300.75, -129.0, 65504.0, 70000.0,
                   float("nan"), float("inf"), float("-inf"), 1e-3]
_NARROW = [BOOL, jnp.int8, jnp.int16, i32, u8, jnp.uint16, jnp.uint32, f16, bf16, f32]
_WIDE = [jnp.int64, jnp.uint64, f64]


def _all_pairs(xs, targets):
    return tuple(lax.convert_element_type(x, t) for x in xs for t in targets if t != x.dtype)


@program(In((16,), f32, values=_CONVERT_VALUES, note="0 -0 1 -1 2.5 -2.5 127.5 255 300.75 -129 65504 70000 nan inf -inf 1e-3"),
         tags=("convert",), features=["buffer_callback", "special_values", "dtype:float16", "dtype:bfloat16"])
def convert_all_pairs(x):
    """convert_element_type from f32 special values to every other dtype, then from each of
    those to every other (bool, int8, int16, int32, uint8, uint16, uint32, float16, bfloat16,
    float32): truncation, wrapping, saturation and nan as XLA:CPU does them."""
    x = bcb(0, like(x))(x)
    firsts = tuple(lax.convert_element_type(x, t) for t in _NARROW if t != f32)
    return firsts + _all_pairs(firsts, _NARROW)


@program(In((16,), f64, values=_CONVERT_VALUES, note="0 -0 1 -1 2.5 -2.5 127.5 255 300.75 -129 65504 70000 nan inf -inf 1e-3"),
         In((4,), jnp.int64, values=[-(2**63), 2**53 + 1, -1, 2**31]), tags=("convert",), x64=True,
         features=["x64", "special_values"])
def convert_all_pairs_x64(x, y):
    """convert_element_type between the 64-bit types and every other dtype (x64 on)."""
    narrow = tuple(lax.convert_element_type(x, t) for t in _NARROW)
    wide = tuple(lax.convert_element_type(x, t) for t in _WIDE if t != f64) + (x, y)
    return narrow + _all_pairs(narrow, _WIDE) + _all_pairs(wide, _NARROW + _WIDE)


# Written from the jax.lax API but not yet compiled by minihlo: kept out of the corpus (and out of
# a whole regeneration) until they pass; MINIHLO_PENDING=1 registers them to try them out.
PENDING: set[str] = set()
if not os.environ.get("MINIHLO_PENDING"):
    for _name in PENDING:
        PROGRAMS.pop(_name)
