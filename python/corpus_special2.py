"""Corpus programs for the last elementwise special functions of issue 12: ``lgamma`` (``chlo.lgamma``
for f64, JAX's float32 ``lgamma_impl`` with its jit helpers otherwise), the incomplete gamma
family (``igamma``, ``igammac``, ``igamma_grad_a``, ``random_gamma_grad``) and their gradients,
over the dtypes JAX accepts, 0-d, zero-size and broadcast shapes and special values, each with a
buffer_callback somewhere. Tag ``special_functions``.

Registered into gen_corpus.py's registry on import, after the programs already there:
``.venv/bin/python python/gen_corpus.py --only lgamma_f32 ...``.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from gen_corpus import In, bcb, f32, f64, like, program

SPECIAL_FNS = ("special_functions",)
INF, NAN = float("inf"), float("nan")
f16, bf16 = jnp.float16, jnp.bfloat16

# Poles (0, -0, negative integers, -inf), the roots 1 and 2, both halves of the negative axis
# (Euler reflection and the root windows near -2.457 and -2.748), a subnormal, the Stirling range,
# past the largest finite result, inf and nan.
LGAMMA_VALUES = [0.0, -0.0, 1.0, 2.0, 0.5, -0.5, -2.457, -2.748, -3.0, 3.7, 1e-40, 4.5, 1e30, 5e36,
                 -1e9, -6.00337, INF, -INF, NAN, 1.5]


@program(In((20,), f32, values=LGAMMA_VALUES), In((2, 3), f32, values=[0.1, 7.0, -0.3, 12.5, -4.5, 2.5]),
         tags=SPECIAL_FNS, features=["buffer_callback", "special_values"])
def lgamma_f32(x, m):
    """lgamma on f32 (JAX's float32 lgamma_impl and its jit helpers as private functions) after a
    callback, on poles, roots, subnormals, the root windows of the negative axis, inf and nan; a
    second lgamma of the same shape reuses @lgamma_impl, one of another shape gets its own."""
    y = bcb(0, like(x))(x)
    return lax.lgamma(y), lax.lgamma(x * 0.5), lax.lgamma(m)


@program(In((20,), f16, values=LGAMMA_VALUES), In((4,), bf16, values=[0.5, -1.5, 3.0, 100.0]),
         In((), f32, values=[2.5]), In((0, 3), f32), tags=SPECIAL_FNS,
         features=["buffer_callback", "special_values", "0-d", "zero-size"])
def lgamma_half(h, b, s, z):
    """lgamma on f16 and bf16 (converted to f32 and back around @lgamma_impl), on a 0-d f32 and a
    zero-size f32, after a callback."""
    y = bcb(0, like(h))(h)
    return lax.lgamma(y), lax.lgamma(b), lax.lgamma(s), lax.lgamma(z)


@program(In((20,), f64, values=LGAMMA_VALUES), In((), f64, values=[-2.5]), In((2, 0), f64), tags=SPECIAL_FNS,
         x64=True, features=["buffer_callback", "special_values", "x64", "0-d", "zero-size"])
def lgamma_f64(x, s, z):
    """lgamma on f64 (chlo.lgamma), 0-d and zero-size, after a callback."""
    y = bcb(0, like(x))(x)
    return lax.lgamma(y), lax.lgamma(s), lax.lgamma(z)


@program(In((5,), f32, values=[0.5, 1.0, 2.5, 7.0, 30.0]), tags=SPECIAL_FNS,
         features=["buffer_callback", "grad"])
def grad_lgamma(x):
    """jax.grad of sum(gammaln(x)) (digamma) and of sum(digamma(x)) (polygamma(1, x)), and
    jax.scipy.special.gammaln itself, after a callback."""
    y = bcb(0, like(x))(x)
    g1 = jax.grad(lambda v: jnp.sum(jax.scipy.special.gammaln(v)))(y)
    g2 = jax.grad(lambda v: jnp.sum(lax.digamma(v)))(y)
    return g1, g2, jax.scipy.special.gammaln(y)


# (a, x) pairs: the series (x < a or x < 1) and the continued fraction (x > a, x >= 1), long runs
# of both, a = 0, x = 0, negative operands, infinities and nans.
IG_A = [0.5, 1.0, 2.0, 5.0, 0.0, 0.0, 1.0, -1.0, INF, 1.0, INF, NAN, 100.0, 3.0, 1e-3, 30.0]
IG_X = [0.3, 1.0, 3.0, 2.0, 0.0, 1.0, 0.0, 1.0, 1.0, INF, INF, 1.0, 90.0, 50.0, 1e3, 31.0]


@program(In((16,), f32, values=IG_A), In((16,), f32, values=IG_X), tags=SPECIAL_FNS,
         features=["buffer_callback", "special_values", "while"])
def igamma_f32(a, x):
    """igamma, igammac and igamma_grad_a on f32 (JAX's igamma_impl, igammac_impl and
    igamma_grad_a_impl: the series and the continued fraction as while loops, lgamma as
    @lgamma_impl, digamma) after a callback, on both branches and special values."""
    y = bcb(0, like(x))(x)
    return lax.igamma(a, y), lax.igammac(a, y), lax.igamma_grad_a(a, y)


@program(In((2, 1), f32, values=[0.5, 4.0]), In((1, 3), f32, values=[0.2, 3.0, 9.0]), In((), f32, values=[2.0]),
         In((3,), f32, values=[0.5, 2.0, 7.0]), tags=SPECIAL_FNS,
         features=["buffer_callback", "broadcast", "0-d"])
def igamma_broadcast(a, x, s, v):
    """igamma and igammac with size-1 broadcasting (f32[2,1] with f32[1,3]), a 0-d operand with
    a vector, and both 0-d, after a callback."""
    y = bcb(0, like(x))(x)
    return lax.igamma(a, y), lax.igammac(s, v), lax.igamma(v, s), lax.igamma_grad_a(s, s)


@program(In((16,), f16, values=IG_A), In((16,), f16, values=IG_X), In((4,), bf16, values=[0.5, 2.0, 3.0, 1.0]),
         In((4,), bf16, values=[1.0, 1.0, 5.0, 0.1]), In((0,), f32), tags=SPECIAL_FNS,
         features=["buffer_callback", "special_values", "zero-size"])
def igamma_half(a, x, c, d, z):
    """igamma, igammac and igamma_grad_a on f16 and bf16 (computed in f32), and igamma of
    zero-size operands, after a callback."""
    y = bcb(0, like(x))(x)
    return (lax.igamma(a, y), lax.igammac(a, y), lax.igamma_grad_a(a, y), lax.igamma(c, d),
            lax.igammac(d, c), lax.igamma(z, z))


@program(In((16,), f64, values=IG_A), In((16,), f64, values=IG_X), In((), f64, values=[3.5]), tags=SPECIAL_FNS,
         x64=True, features=["buffer_callback", "special_values", "x64", "0-d"])
def igamma_f64(a, x, s):
    """igamma, igammac and igamma_grad_a on f64 (chlo.lgamma inside), and on 0-d, after a
    callback."""
    y = bcb(0, like(x))(x)
    return lax.igamma(a, y), lax.igammac(a, y), lax.igamma_grad_a(a, y), lax.igamma(s, s), lax.igammac(s, s)


@program(In((4,), f32, values=[0.5, 2.0, 5.0, 10.0]), In((4,), f32, values=[1.0, 1.5, 7.0, 3.0]),
         tags=SPECIAL_FNS, features=["buffer_callback", "grad", "while"])
def grad_igamma(a, x):
    """jax.grad of gammainc and gammaincc (jax.scipy.special) in both operands: igamma_grad_a,
    and exp / log / lgamma for the x derivative, after a callback."""
    y = bcb(0, like(x))(x)
    ga, gx = jax.grad(lambda p, q: jnp.sum(jax.scipy.special.gammainc(p, q)), argnums=(0, 1))(a, y)
    hc = jax.grad(lambda p, q: jnp.sum(jax.scipy.special.gammaincc(p, q)), argnums=(0, 1))(a, y)
    return ga, gx, hc[0], hc[1]


@program(In((6,), f32, values=[0.5, 1.0, 2.0, 5.0, 0.0, 3.0]), In((6,), f32, values=[0.3, 2.0, 1.0, 9.0, 1.0, 0.0]),
         tags=SPECIAL_FNS + ("control_flow",), features=["buffer_callback", "while"])
def random_gamma_grad_f32(a, x):
    """lax.random_gamma_grad (not a primitive: JAX traces random_gamma_grad_impl, the series and
    the continued fraction in SAMPLE_DERIVATIVE mode, into the jaxpr) after a callback."""
    y = bcb(0, like(x))(x)
    return lax.random_gamma_grad(a, y)


# (a, b, x): both sides of the symmetry relation (x < (a + 1) / (a + b + 2) or not), a or b zero
# or infinite, x at 0 and 1, out of the domain, nan, and a long continued fraction.
BI_A = [0.5, 2.0, 1.0, 5.0, 0.0, INF, 1.0, -1.0, 2.0, NAN, 30.0, 1e-3]
BI_B = [0.5, 3.0, 1.0, 0.5, 1.0, 1.0, 0.0, 1.0, 2.0, 1.0, 40.0, 2.0]
BI_X = [0.3, 0.8, 0.5, 0.99, 0.5, 0.5, 0.5, 0.5, 1.5, 0.5, 0.45, 1.0]


@program(In((12,), f32, values=BI_A), In((12,), f32, values=BI_B), In((12,), f32, values=BI_X),
         tags=SPECIAL_FNS, features=["buffer_callback", "special_values", "while"])
def betainc_f32(a, b, x):
    """regularized_incomplete_beta (lax.betainc, jax.scipy.special.betainc) on f32: JAX's
    regularized_incomplete_beta_impl, the Lentz continued fraction as a while loop whose body
    calls jnp's remainder and floor_divide (and their shared _where), lgamma as @lgamma_impl,
    after a callback."""
    y = bcb(0, like(x))(x)
    return lax.betainc(a, b, y), jax.scipy.special.betainc(b, a, y)


@program(In((2, 1), f32, values=[0.5, 3.0]), In((1, 3), f32, values=[1.0, 2.0, 0.5]), In((), f32, values=[0.25]),
         In((12,), f16, values=BI_A), In((12,), bf16, values=BI_X), tags=SPECIAL_FNS,
         features=["buffer_callback", "broadcast", "0-d"])
def betainc_broadcast(a, b, s, h, c):
    """betainc with size-1 broadcasting (f32[2,1], f32[1,3] and a 0-d x), all 0-d, and on f16
    and bf16 (computed in f32), after a callback."""
    y = bcb(0, like(b))(b)
    return (lax.betainc(a, y, s), lax.betainc(s, s, s), lax.betainc(h, h, jnp.float16(0.5)),
            lax.betainc(c, c, c))


@program(In((12,), f64, values=BI_A), In((12,), f64, values=BI_B), In((12,), f64, values=BI_X),
         In((0, 2), f64), tags=SPECIAL_FNS, x64=True,
         features=["buffer_callback", "special_values", "x64", "zero-size"])
def betainc_f64(a, b, x, z):
    """betainc on f64 (600 iterations at most, chlo.lgamma) and on zero-size operands, after a
    callback."""
    y = bcb(0, like(x))(x)
    return lax.betainc(a, b, y), lax.betainc(z, z, z)


@program(In((4,), f32, values=[0.5, 3.0, -2.5, 7.0]), In((4,), f32, values=[0.2, 0.5, 0.7, 0.9]),
         tags=SPECIAL_FNS + ("control_flow",), features=["buffer_callback", "nested_jit", "scan", "cond"])
def special2_nested(x, p):
    """lgamma inside a nested jit and a scan body (one @lgamma_impl for the module), igamma in a
    cond branch, and betainc twice on one signature (one @remainder, @floor_divide, @_where,
    @_where_0), after a callback."""
    y = bcb(0, like(x))(x)
    inner = jax.jit(lambda v: lax.lgamma(v) * 2.0)(y)

    def step(c, v):
        return c + lax.lgamma(v), lax.lgamma(v + c)

    c, ys = lax.scan(step, jnp.float32(0.0), y)
    r = lax.cond(c > 0, lambda v: lax.igamma(jnp.abs(v), p), lambda v: lax.igammac(jnp.abs(v), p), y)
    return inner, lax.lgamma(y), c, ys, r, lax.betainc(p, p, p), lax.betainc(p + 1.0, p, p)
