"""Corpus programs for issue 12: size-1 broadcasting and the elementwise surface of ``jax.lax``.

Registered into gen_corpus.py's registry on import (gen_corpus imports this module after its own
programs, so their order, and the files of the programs already there, do not change). Only
programs that minihlo passes in the interop check are registered; python/elementwise_notes.md
lists what JAX prints and lowers for the rest.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from gen_corpus import BOOL, In, ar, bcb, f32, i32, like, program, u8

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
