"""Corpus programs for reverse-mode differentiation through ``lax.scan`` (issue: grad of scan):
``jax.grad`` / ``value_and_grad`` / ``vjp`` / ``jacrev`` / ``hessian`` / ``linearize`` through
``lax.scan`` and ``lax.fori_loop`` (a scan when its bounds are static), with consts, reverse scans,
unroll, tuple / dict / NamedTuple carries, ``jax.checkpoint`` bodies, in f32, f64 (x64) and bf16.
Their jaxprs hold the scans JAX's partial eval and transpose build: ``ft_in`` / ``ft_out`` printed
as ``Pytree(vals=[...], tree=PyTreeDef(...))``, mixed with flat-tree tuples and ``RightsOnly``.
Each has a buffer_callback outside the differentiated function (buffer_callback has no JVP) or
inside a scan body on a value the derivative does not flow through. Names ``gs_*``, tag
``gradscan``.

Registered into gen_corpus.py's registry on import: ``.venv/bin/python python/gen_corpus.py
--only gs_grad_f32 ...``.
"""

from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax

from gen_corpus import In, ar, bcb, bf16, f32, f64, like, program

GS = ("gradscan", "control_flow")


def _sin_body(c, xi):
    c = jnp.sin(c) * xi
    return c, c * 2


def _scan_loss(x):
    c, ys = lax.scan(_sin_body, x[0], x)
    return c + ys.sum()


@program(In((4,), f32, values=ar(0.1, 0.3)), tags=GS, features=["buffer_callback", "scan", "grad"])
def gs_grad_f32(x):
    """``jax.grad`` of a scan whose carry is ``sin(c) * x_i`` and whose ys are summed, on the
    output of a callback: a forward scan that stacks the residuals (``cos c``, ``sin c``) and a
    reverse transposed scan whose ``ft_in`` / ``ft_out`` print as ``Pytree(...)``."""
    y = bcb(0, like(x))(x)
    return jax.grad(_scan_loss)(y)


@program(In((5,), f32, values=ar(0.2, 0.15)), In((3,), f32, values=ar(-0.5, 0.4)), tags=GS,
         features=["buffer_callback", "scan", "grad", "reverse", "unroll"])
def gs_value_and_grad_consts(x, w):
    """``jax.value_and_grad`` with respect to both arguments of a reverse scan (unroll=2) that
    closes over ``w`` (a const of the scan, whose cotangent is a carried accumulator in the
    transposed scan); the callback runs on the gradient."""

    def loss(x, w):
        def body(c, xi):
            c = jnp.tanh(c * w[0] + xi) + w[1] * xi
            return c, c * w
        c, ys = lax.scan(body, w[2], x, reverse=True, unroll=2)
        return c + (ys ** 2).sum()

    v, (gx, gw) = jax.value_and_grad(loss, argnums=(0, 1))(x, w)
    return v, bcb(0, like(gx))(gx), gw


class _PQ(NamedTuple):
    p: jax.Array
    q: jax.Array


@program(In((4, 3), f32, values=ar(0.05, 0.05)), In((3,), f32, values=ar(1.0, -0.25)),
         In((3,), f32, values=ar(0.5, 0.5)), tags=GS,
         features=["buffer_callback", "scan", "vjp", "pytree"])
def gs_vjp_tuple_dict_carry(xs, a, ct):
    """``jax.vjp`` of a scan whose carry is a tuple of a dict and a NamedTuple and whose ys are a
    dict: the cotangent ``ct`` pulled back to the xs and the initial carry; the callback runs
    inside the body on ``stop_gradient`` of a slice (no derivative flows through it)."""

    def f(xs, a):
        def body(c, x):
            d, pq = c
            k = bcb(0, like(x))(lax.stop_gradient(x))
            u = d["u"] * jnp.cos(x) + pq.q
            v = jnp.exp(d["v"] * 0.1) + k * 0.01
            return ({"u": u, "v": v}, _PQ(pq.p * x, pq.q + u * 0.5)), {"s": u * v, "t": pq.p}
        (d, pq), ys = lax.scan(body, ({"u": a, "v": a * 2}, _PQ(a, -a)), xs)
        return d["u"] + d["v"] + pq.p + pq.q + ys["s"].sum(0) + ys["t"][-1]

    out, pullback = jax.vjp(f, xs, a)
    gxs, ga = pullback(ct)
    return out, gxs, ga


@program(In((6,), f64, values=ar(0.3, 0.1)), tags=GS, x64=True,
         features=["buffer_callback", "scan", "jacrev", "x64"])
def gs_jacrev_f64(x):
    """``jax.jacrev`` (vmap of the vjp) of a scan's stacked ys, with x64: a batched transposed
    scan over f64 with an i64 loop counter; the callback runs on the input."""

    def f(x):
        def body(c, xi):
            c = c * jnp.sin(xi) + xi ** 2
            return c, jnp.log1p(c * c)
        return lax.scan(body, x[-1], x)[1]

    y = bcb(0, like(x))(x)
    return jax.jacrev(f)(y)


@program(In((4,), f32, values=ar(0.1, 0.2)), In((), f32, values=[0.7]), tags=GS,
         features=["buffer_callback", "fori_loop", "grad", "checkpoint"])
def gs_fori_checkpoint_grad(x, s):
    """``jax.grad`` through ``lax.fori_loop(0, 4, ...)`` (a scan, bounds static) whose body is a
    ``jax.checkpoint`` (remat inside the scan, rematerialized in the transposed body), with
    respect to the init and a closed-over scale; the callback runs on the init."""

    def f(x, s):
        @jax.checkpoint
        def step(i, c):
            return jnp.sin(c * s) * x[i] + c

        return lax.fori_loop(0, 4, step, x[0]) * 2

    y = bcb(0, like(x))(x)
    return jax.grad(f, argnums=(0, 1))(y, s)


@program(In((8,), bf16, values=ar(0.125, 0.125)), tags=GS,
         features=["buffer_callback", "scan", "grad", "bf16"])
def gs_grad_bf16(x):
    """``jax.grad`` of the sin-carry scan in bfloat16 (residuals and cotangents all bf16), the
    callback on the gradient."""
    g = jax.grad(_scan_loss)(x)
    return bcb(0, like(g))(g)


@program(In((3,), f32, values=ar(0.2, 0.3)), tags=GS,
         features=["buffer_callback", "scan", "hessian"])
def gs_hessian_f32(x):
    """``jax.hessian`` (jacfwd of jacrev) of a scan: the JVP of the transposed scan, whose
    ``ft_in`` / ``ft_out`` nest ``Pytree(...)`` inside tuples and ``RightsOnly(Pytree(vals=
    [Left(None), Right(None), ...]))``; the callback runs on the input."""
    y = bcb(0, like(x))(x)
    return jax.hessian(_scan_loss)(y)


@program(In((4,), f32, values=ar(0.1, 0.3)), In((4,), f32, values=ar(1.0, -0.5)), tags=GS,
         features=["buffer_callback", "scan", "linearize"])
def gs_linearize_f32(x, t):
    """``jax.linearize`` of the sin-carry scan evaluated at a tangent: the known forward scan
    and the linear scan (partial eval's nested ``ft_in`` with ``RightsOnly``); the callback runs
    on the tangent."""
    y, f_jvp = jax.linearize(_scan_loss, x)
    return y, f_jvp(bcb(0, like(t))(t))


@program(In((6,), f32, values=ar(-0.6, 0.25)), tags=GS,
         features=["buffer_callback", "scan", "cond", "grad", "empty2"])
def gs_grad_cond_in_scan(x):
    """``jax.grad`` of a scan whose body picks one of two branches with ``lax.cond``: cond's
    partial eval fills the residuals a branch does not make with ``empty2`` (f32 and bool, the
    leaky-relu mask) broadcast to their shapes; the residuals are stacked by the forward scan
    and read back by the transposed scan's cond. The callback runs on the gradient."""

    def loss(x):
        def body(c, xi):
            c = lax.cond(xi > 0, lambda c: jnp.sin(c) * xi,
                         lambda c: jnp.where(c > 0, c, 0.1 * c) + jnp.exp(xi), c)
            return c, c * c
        c, ys = lax.scan(body, x[0], x)
        return c + ys.sum()

    g = jax.grad(loss)(x)
    return bcb(0, like(g))(g)


@program(In((4,), f64, values=ar(-0.5, 0.4)), In((), f64, values=[0.3]), tags=GS, x64=True,
         features=["buffer_callback", "cond", "switch", "grad", "empty2", "x64"])
def gs_grad_switch_x64(x, s):
    """``jax.grad`` (both arguments) of ``lax.switch`` over three branches of different
    residuals, with x64: ``empty2`` of f64 broadcast to the residual shapes (scalars and
    vectors) in the branches that do not make them; the callback runs on the input."""

    def f(x, s):
        i = jnp.clip((s * 10).astype(jnp.int32), 0, 2)
        return lax.switch(i, [lambda x, s: jnp.sum(jnp.sin(x) * s),
                              lambda x, s: jnp.max(x) * s + jnp.sum(x * x),
                              lambda x, s: jnp.sum(jnp.tanh(x + s))], x, s)

    y = bcb(0, like(x))(x)
    return jax.grad(f, argnums=(0, 1))(y, s)


@program(In((5,), f32, values=ar(0.1, 0.2)), In((5, 2), f32, values=ar(-0.5, 0.1)), tags=GS,
         features=["buffer_callback", "scan", "checkpoint", "value_and_grad", "eval_jaxpr"])
def gs_checkpoint_around_scan(x, m):
    """``jax.checkpoint`` around a whole scan, differentiated: scan's remat partial eval
    (``_scan_partial_eval_custom``) binds ``eval_jaxpr`` for the known forward scan. With
    ``value_and_grad`` its result is the value (lowered inline); with ``grad`` its result is
    dropped (removed by DCE). The callback runs on the second input."""

    def f(x):
        return lax.scan(lambda c, xi: (jnp.sin(c) * xi + 0.5, c), x[0], x)[0]

    def g(m):
        def body(c, row):
            c = jnp.tanh(c * row[0] + row[1])
            return c, c
        c, ys = lax.scan(body, m[0, 0], m, reverse=True)
        return c + ys.sum()

    v, gx = jax.value_and_grad(jax.checkpoint(f))(x)
    gm = jax.grad(jax.checkpoint(g))(bcb(0, like(m))(m))
    return v, gx, gm


@program(In((3, 3), f32, values=ar(-0.4, 0.1)), In((3, 2), f32, values=ar(0.3, -0.1)),
         In((5, 2), f32, values=ar(-1.0, 0.2)), In((2, 4), f32, values=ar(0.1, 0.05)), tags=GS,
         features=["buffer_callback", "scan", "grad", "vmap", "dot_general"])
def gs_rnn_grad_vmap(w, u, xs, b):
    """``jax.grad`` of a tanh RNN (``W @ h + U @ x`` in the body) with respect to both weight
    matrices, whose cotangents are carried accumulators of the transposed scan; and
    ``jax.vmap`` of a per-example ``jax.grad`` through a scan (a batched transposed scan). The
    callback runs on the sequence."""

    def rnn(w, u, xs):
        def body(h, x):
            h = jnp.tanh(w @ h + u @ x)
            return h, h.sum()
        h, ys = lax.scan(body, jnp.zeros(3, jnp.float32), xs)
        return (h ** 2).sum() + ys.sum()

    gw, gu = jax.grad(rnn, argnums=(0, 1))(w, u, bcb(0, like(xs))(xs))
    per_example = jax.vmap(jax.grad(
        lambda r: lax.scan(lambda c, xi: (jnp.sin(c) * xi, c), r[0], r)[0]))(b)
    return gw, gu, per_example


@program(In((4,), f32, values=ar(0.1, 0.3)), In((), f32, values=[0.3]), tags=GS,
         features=["buffer_callback", "scan", "grad", "nested_scan", "higher_order"])
def gs_nested_and_second_order(x, s):
    """``jax.grad`` of a scan whose body runs another scan (both transposed, the inner one
    inside the outer transposed body), and ``grad(grad(...))`` of a scan in a closed-over scale
    (the JVP of a transposed scan). The callback runs on the input."""

    def nested(x):
        def outer(c, xi):
            d, zs = lax.scan(lambda d, y: (jnp.cos(d) * y, d), c, jnp.stack([xi, xi * 2]))
            return d, zs.sum()
        c, ys = lax.scan(outer, x[0], x)
        return c + ys.sum()

    y = bcb(0, like(x))(x)
    second = jax.grad(jax.grad(
        lambda s: lax.scan(lambda c, xi: (jnp.sin(c) * xi * s, c), s, y)[0]))(s)
    return jax.grad(nested)(y), second


@program(In((6,), jnp.float16, values=ar(0.1, 0.1)), In((4, 2), f32, values=ar(0.1, 0.1)),
         In((4,), f32, values=ar(0.1, 0.3)), tags=GS,
         features=["buffer_callback", "scan", "grad", "f16", "unroll", "map", "fori_loop"])
def gs_f16_unroll_map_fori(h, m, x):
    """``jax.grad`` through a float16 scan with unroll=3, through ``lax.map`` (a scan with no
    carry), and through a ``fori_loop(1, 4, ...)`` with unroll=2 that indexes the input with the
    loop counter (dynamic_slice, transposed to dynamic_update_slice); the callback runs on the
    f16 gradient."""

    def f16(h):
        c, ys = lax.scan(lambda c, xi: (jnp.sin(c) * xi, c * 2), h[0], h, unroll=3)
        return c + ys.sum()

    g = jax.grad(f16)(h)
    gm = jax.grad(lambda m: lax.map(lambda r: jnp.sin(r).prod(), m).sum())(m)
    gx = jax.grad(lambda x: lax.fori_loop(
        1, 4, lambda i, c: c * jnp.sin(x[i]) + x[i - 1], x[0], unroll=2))(x)
    return bcb(0, like(g))(g), gm, gx


@program(In((4,), f32, values=ar(-0.3, 0.3)), In((3,), jnp.float16, values=ar(0.2, -0.3)),
         In((3,), bf16, values=ar(-0.3, 0.3)), tags=GS,
         features=["buffer_callback", "cond", "grad", "empty2", "complex", "f16", "bf16"])
def gs_grad_cond_dtypes(x, h, b):
    """``jax.grad`` of ``lax.cond`` whose branches keep residuals of complex64, float16 and
    bfloat16: ``empty2`` of each (a zero constant of the dtype) broadcast in the branch that does
    not make them; the callback runs on the f32 input."""

    def f(x):
        z = x.astype(jnp.complex64)
        return jnp.abs(lax.cond(x[0] > 0, lambda z: jnp.sin(z * 1j).sum(),
                                lambda z: (z * z).sum(), z))

    def g(h):
        return lax.cond(h[0] > 0, lambda h: jnp.sin(h).sum(), lambda h: (h * jnp.cos(h)).sum(), h)

    return jax.grad(f)(bcb(0, like(x))(x)), jax.grad(g)(h), jax.grad(g)(b)
