"""Corpus programs for complex numbers (issue 12): c64 and c128 through literals, ``complex``,
``real``, ``imag``, ``conj``, ``abs``, arithmetic, the transcendental functions JAX accepts for
complex operands, comparisons, ``max``/``min``, reductions, ``dot_general`` and
``convert_element_type`` to and from complex, each with a buffer_callback somewhere.

Registered into gen_corpus.py's registry on import, after the programs already there.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from gen_corpus import In, bcb, f32, f64, i32, like, program

c64 = jnp.complex64
c128 = jnp.complex128
CPLX = ("complex",)
INF, NAN = float("inf"), float("nan")


def cvals(re, im):
    """Complex values from their parts (lists of the same length)."""
    def f(n):
        z = np.empty(len(re), np.complex128)
        z.real, z.imag = re, im  # not re + 1j * im: 1j * inf has a nan real part
        return z[:n]
    f.desc = f"complex(re={re}, im={im})"
    return f


ORDINARY = cvals([1.5, -3.0, 0.25, 2.0], [2.0, -4.0, -0.5, 0.0])
SPECIAL = cvals([INF, -0.0, NAN, 0.0, 1e30, -INF], [1.0, -0.0, 2.0, INF, -1e-30, NAN])


@program(In((4,), c64, values=ORDINARY), In((4,), c64, values=cvals([2, -1, 0.5, 1], [1, 1, -2, -1])),
         tags=CPLX, features=["buffer_callback", "complex"])
def complex_arith(x, y):
    """c64 add sub mul div neg, complex literals (weak-typed Python complex numbers), square,
    integer_pow, sign, exp, log, sqrt, rsqrt, tan, tanh, logistic, expm1, exp2, pow (complex and
    integer exponents), eq, ne on a callback's result."""
    z = bcb(0, like(x))(x)  # z = x + 1
    return (x + y, x - y, x * y, x / y, -z, z * (2 + 3j), x + 1.5, lax.square(x), lax.integer_pow(x, 3),
            lax.integer_pow(y, -2), lax.sign(x), lax.exp(x), lax.log(x), lax.sqrt(x), lax.rsqrt(x), lax.tan(x),
            lax.tanh(x), lax.logistic(x), lax.expm1(x), lax.exp2(x), lax.pow(x, y), lax.pow(x, jnp.int32(3)),
            x == y, x != z)


@program(In((4,), c64, values=ORDINARY), In((4,), c64, values=cvals([2, -1, 0.5, 1], [1, 1, -2, -1])),
         tags=CPLX, features=["buffer_callback", "complex"])
def complex_inverse_trig(x, y):
    """The chlo ops on c64 (asin, acos, atan, sinh, cosh, asinh, acosh, atanh), log1p and atan2
    of complex numbers, after a callback."""
    z = bcb(0, like(x))(x)
    return (lax.asin(x), lax.acos(z), lax.atan(x), lax.sinh(x), lax.cosh(x), lax.asinh(x), lax.acosh(x),
            lax.atanh(x), lax.log1p(x), lax.atan2(x, y))


@program(In((2, 3), c64, values=cvals([1.5, -3.0, 0.25, 2.0, 0.0, -0.0], [2.0, -4.0, -0.5, 0.0, -1.0, 0.0])),
         In((), c64, values=[1 - 2j]), tags=CPLX, features=["buffer_callback", "complex", "0-d"])
def complex_parts(z, s):
    """real, imag, conj (of complex and of float32), complex, abs (JAX's hypot), sin and cos
    (expm1-based), max and min (lexicographic) on c64[2,3] and on a 0-d c64, the parts going
    through a callback and back into complex with size-1 broadcasting."""
    re, im = lax.real(z), lax.imag(z)
    re2 = bcb(0, like(re))(re)
    w = lax.complex(re2, im)
    col = lax.complex(re[:, :1], jnp.float32(0.5))
    return (re, im, lax.conj(z), lax.conj(re), w, w * col, jnp.abs(z), jnp.abs(s), lax.sin(z), lax.cos(z),
            lax.sin(s), lax.cos(s), lax.max(z, w), lax.min(z, s), lax.conj(s), lax.real(s), lax.imag(s))


@program(In((6,), c64, values=SPECIAL), In((6,), c64, values=cvals([1, 2, -1, 0.5, 3, 1], [0, 1, 1, -1, 2, 0])),
         tags=CPLX, features=["buffer_callback", "complex", "special_values"])
def complex_special(x, y):
    """c64 special values (infinities, nan, -0.0, 1e30 with 1e-30 in one number) through
    abs, mul, div, exp, log, sqrt, sin, cos, conj, eq, and as literals ((nan-infj), -0j)."""
    z = bcb(0, like(x))(x)
    return (jnp.abs(x), x * y, x / y, y / x, lax.exp(x), lax.log(x), lax.sqrt(x), lax.sin(x), lax.cos(x),
            lax.conj(x), x == x, z * complex(NAN, -INF), x * -0j, x + complex(-0.0, 3.0))


@program(In((2, 3), c64, values=cvals([1, 2, 3, -1, 0.5, 2], [0, -1, 2, 1, 1, -3])),
         In((3, 2), c64, values=cvals([0.5, 1, -2, 1, 0, 3], [1, 1, 0, -1, 2, 0.5])),
         tags=CPLX, features=["buffer_callback", "complex"])
def complex_dot_reduce(a, b):
    """Complex matrix product (dot_general with preferred_element_type=complex64), reduce_sum,
    reduce_prod, reduce_max and reduce_min (lexicographic reducers) and a transpose on
    c64, the product through a callback."""
    m = a @ b
    m2 = bcb(0, like(m))(m)
    return (m2, jnp.sum(a, axis=1), jnp.prod(a, axis=0), jnp.max(a, axis=1), jnp.min(b, axis=0),
            a.T, jnp.sum(m2))


@program(In((4,), c64, values=cvals([1.75, -2.5, 0.0, 3e9], [2.0, -1.0, 5.0, 1.0])),
         In((4,), f32, values=[1.5, -0.0, NAN, INF]), In((4,), i32, values=[-3, 0, 7, 2**31 - 1]),
         In((4,), jnp.bool_, values=[True, False, True, False]),
         tags=CPLX, features=["buffer_callback", "complex", "convert"])
def complex_convert(z, f, i, p):
    """convert_element_type from c64 to float32, float16, int32, uint8 and bool (JAX takes the
    real part first) and to c64 from float32, int32 and bool; select_n, broadcast_in_dim and
    concatenate of complex values."""
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        outs = (z.astype(jnp.float32), z.astype(jnp.float16), z.astype(jnp.int32), z.astype(jnp.uint8),
                z.astype(jnp.bool_))
    w = bcb(0, like(z))(z)
    return outs + (f.astype(c64), i.astype(c64), p.astype(c64), lax.select(p, z, w),
                   jnp.broadcast_to(z, (2, 4)), jnp.concatenate([z, w]))


@program(In((3,), c128, values=cvals([1.5, -0.0, 1e300], [2.0, INF, -1e-300])),
         In((3,), f64, values=[0.1, -2.0, NAN]), In((3,), c64, values=cvals([1, 2, 3], [-1, 0, 0.5])),
         tags=CPLX, x64=True, features=["buffer_callback", "complex", "x64", "special_values"])
def complex128_x64(z, f, w):
    """c128 with x64: literals with 17-digit parts ((0.1+0.2j)), complex of float64 parts, abs
    (float64 hypot constants), sin, cos, exp, conj, dot, reduce_sum and reduce_max, and
    conversions between c64, c128 and float64."""
    z2 = bcb(0, like(z))(z)
    c = lax.complex(f, f * 2)
    return (z * (0.1 + 0.2j), c, jnp.abs(z), jnp.abs(c), lax.sin(c), lax.cos(c), lax.exp(z), lax.conj(z2),
            jnp.dot(z, c), jnp.sum(z), jnp.max(c), w.astype(c128), z.astype(c64), z.astype(jnp.float64),
            lax.conj(f), z2 == c)


# ----------------------------------------------------------------------------------------------
# The `accuracy` param of the transcendental unary ops.

ACC = ("accuracy",)
HIGHEST, DEFAULT = lax.AccuracyMode.HIGHEST, lax.AccuracyMode.DEFAULT


@program(In((5,), f32, values=[0.5, 1.0, 2.0, 0.25, 10.0]), tags=ACC,
         features=["buffer_callback", "accuracy"])
def unary_accuracy(x):
    """exp, exp2, log, log2, expm1, log1p, tanh, logistic, sin, cos, tan, sqrt, rsqrt and cbrt
    with accuracy=AccuracyMode.HIGHEST (printed `exp[accuracy=AccuracyMode.HIGHEST]`, lowered as
    the op without and then with a result_accuracy attribute) and with AccuracyMode.DEFAULT, on a
    callback's result."""
    y = bcb(0, like(x))(x)
    ops = [lax.exp, lax.exp2, lax.log, lax.log2, lax.expm1, lax.log1p, lax.tanh, lax.logistic, lax.sin,
           lax.cos, lax.tan, lax.sqrt, lax.rsqrt, lax.cbrt]
    return tuple(f(y, accuracy=HIGHEST) for f in ops) + tuple(f(x, accuracy=DEFAULT) for f in ops)


@program(In((3,), f32, values=[-0.5, 0.0, 1.5]), In((2,), c64, values=cvals([1, -2], [0.5, 1])),
         tags=ACC + ("control_flow",), features=["buffer_callback", "accuracy", "grad", "complex"])
def grad_erf_accuracy(x, z):
    """jax.grad of erf (its derivative calls exp[accuracy=AccuracyMode.HIGHEST] inside a
    custom_jvp_call), and exp, sin and cos of complex numbers with accuracy=HIGHEST."""
    g = jax.vmap(jax.grad(lambda v: lax.erf(v)))(x)
    w = bcb(0, like(z))(z)
    return g, lax.exp(w, accuracy=HIGHEST), lax.sin(z, accuracy=HIGHEST), lax.cos(z, accuracy=HIGHEST)


# ----------------------------------------------------------------------------------------------
# Special functions JAX lowers through lower_fun of its own code.

SPECIAL_FNS = ("special_functions",)
I0E_VALUES = [0.0, -0.0, 0.5, -3.0, 8.0, 8.5, 30.0, -1e4, float("inf"), float("nan")]


@program(In((10,), f32, values=I0E_VALUES), In((2, 5), jnp.float16, values=I0E_VALUES),
         In((5,), jnp.bfloat16, values=I0E_VALUES[:5]), tags=SPECIAL_FNS,
         features=["buffer_callback", "special_values"])
def bessel_i0e_dtypes(x, h, b):
    """bessel_i0e (Cephes' Chebyshev expansions below and above 8, as JAX lowers them) on f32
    after a callback, and on f16 and bf16 (computed in f32), with 0, -0, 8, inf and nan."""
    y = bcb(0, like(x))(x)
    return lax.bessel_i0e(y), lax.bessel_i0e(x), lax.bessel_i0e(h), lax.bessel_i0e(b)


@program(In((10,), f64, values=I0E_VALUES), In((), f64, values=[2.5]), tags=SPECIAL_FNS, x64=True,
         features=["buffer_callback", "special_values", "x64", "0-d"])
def bessel_i0e_f64(x, s):
    """bessel_i0e on f64 (the 30- and 25-term expansions) after a callback, and on a 0-d f64
    (the constants then appear at each use)."""
    y = bcb(0, like(x))(x)
    return lax.bessel_i0e(y), lax.bessel_i0e(s)


@program(In((5,), c64, values=cvals([1.0, -2.0, 1.0, 0.5, 3.0], [0.5, 1.0, -1.0, 2.0, 0.0])),
         In((2, 3), c64, values=cvals([1, 2, 3, -1, 0.5, 2], [0, -1, 2, 1, 1, -3])),
         tags=CPLX, features=["buffer_callback", "complex"])
def complex_order(x, m):
    """clamp (stablehlo.clamp on complex values) and sort (JAX's lexicographic comparator on the
    parts) of c64 after a callback."""
    y = bcb(0, like(x))(x)
    return (lax.clamp(jnp.complex64(0.5 + 0j), y, jnp.complex64(2 + 1j)), lax.sort(x), lax.sort(m))
