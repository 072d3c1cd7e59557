"""Corpus programs for ``jax.checkpoint`` / ``jax.remat``: the ``remat2`` primitive (its
``jaxpr`` inlined where it stands; with ``differentiated=True`` and ``prevent_cse`` the operands
first pass through one ``optimization_barrier``) and ``checkpoint_name``'s ``name`` primitive
(the identity). Plain checkpointed calls (``differentiated=False``), ``jax.grad`` through a
checkpoint (``differentiated=True``, ``prevent_cse`` True and False), the policies JAX prints
(``dots_saveable``, ``save_only_these_names``, ...), a jit inside a checkpoint, a checkpoint
inside a scan body, and JAX's DCE of unused checkpoint results and operands; each with a
buffer_callback (one inside a checkpointed function too).

Registered from gen_corpus.py (``register(globals())``); generate with
``.venv/bin/python python/gen_corpus.py --only remat_sin ...``. Tag ``control_flow``.
"""

from __future__ import annotations

import numpy as np


def register(g: dict) -> None:
    g["REQUIRED_PRIMITIVES"].extend(["remat2", "name"])
    program, In, bcb, like = g["program"], g["In"], g["bcb"], g["like"]
    jax, jnp, lax = g["jax"], g["jnp"], g["lax"]
    f32 = g["f32"]
    from jax.ad_checkpoint import checkpoint_name

    CF = ("control_flow",)
    feats = ["buffer_callback", "remat"]
    cp = jax.checkpoint_policies

    def vals(seed):
        def f(size):
            return np.random.default_rng(seed).standard_normal(size)
        f.desc = f"default_rng({seed}): standard normal"
        return f

    @program(In((2, 3), f32, values=vals(1)), tags=CF, features=feats)
    def remat_sin(x):
        """``jax.checkpoint`` of a function with a buffer_callback inside
        (``differentiated=False``: the body inlined, no barrier)."""
        def f(x):
            y = bcb(0, like(x))(x)
            return jnp.sin(y) * x
        return jax.checkpoint(f)(x)

    @program(In((2, 3), f32, values=vals(2)), In((2, 3), f32, values=vals(3)), tags=CF,
             features=feats + ["grad"])
    def remat_grad(x, w):
        """``jax.grad`` through a checkpoint after a callback: the backward pass is a
        ``remat2[differentiated=True prevent_cse=True]`` whose operands (a literal among them)
        pass through one ``optimization_barrier``."""
        y = bcb(0, like(x))(x)
        def g_(x, w):
            return jnp.sum(jnp.sin(x) * w)
        return jax.grad(jax.checkpoint(g_), argnums=(0, 1))(y, w)

    @program(In((2, 3), f32, values=vals(4)), In((2, 3), f32, values=vals(5)), tags=CF,
             features=feats + ["grad"])
    def remat_grad_no_cse(x, w):
        """``jax.grad`` through ``jax.checkpoint(..., prevent_cse=False)``: no barrier."""
        y = bcb(0, like(x))(x)
        def g_(x, w):
            return jnp.sum(jnp.exp(jnp.cos(x) * w))
        return jax.grad(jax.checkpoint(g_, prevent_cse=False))(y, w)

    @program(In((3, 4), f32, values=vals(6)), In((4, 2), f32, values=vals(7)), tags=CF,
             features=feats + ["grad"])
    def remat_policy_dots(x, w):
        """``jax.grad`` through a checkpoint with the ``dots_saveable`` policy (printed as the
        policy function's repr) and one with ``nothing_saveable``."""
        y = bcb(0, like(x))(x)
        def g_(x, w):
            return jnp.sum(jnp.tanh(jnp.dot(x, w)) ** 2)
        a = jax.grad(jax.checkpoint(g_, policy=cp.dots_saveable))(y, w)
        b = jax.grad(jax.checkpoint(g_, policy=cp.nothing_saveable), argnums=1)(y, w)
        return a, b

    @program(In((2, 3), f32, values=vals(8)), tags=CF, features=feats + ["grad"])
    def remat_names(x):
        """``checkpoint_name`` (the ``name`` primitive) under ``save_only_these_names`` in a
        gradient, and under ``save_any_names_but_these`` in a plain checkpointed call."""
        y = bcb(0, like(x))(x)
        def h(x):
            s = checkpoint_name(jnp.sin(x), "s")
            return jnp.sum(jnp.cos(s) * checkpoint_name(x, "x"))
        a = jax.grad(jax.checkpoint(h, policy=cp.save_only_these_names("s")))(y)
        b = jax.checkpoint(h, policy=cp.save_any_names_but_these("x"))(y)
        return a, b

    @program(In((4,), f32, values=vals(9)), In((4,), f32, values=vals(10)), tags=CF,
             features=feats + ["grad", "nested_jit"])
    def remat_nested_jit(x, w):
        """A jit inside a checkpointed function (a function call from the inlined body), with
        a callback in the checkpoint, called plainly and differentiated."""
        @jax.jit
        def inner(a, b):
            return jnp.sin(a) * b + jnp.log1p(a * a)
        def f(x, w):
            return jnp.sum(inner(x, w) * inner(w, x))
        y = bcb(0, like(x))(x)
        def plain(x, w):
            m = x.reshape(2, 2)
            z = bcb(1, like(m))(m).reshape(4)
            return inner(z, w)
        return jax.grad(jax.checkpoint(f))(y, w), jax.checkpoint(plain)(x, w)

    @program(In((4,), f32, values=vals(11)), In((4,), f32, values=vals(12)), tags=CF,
             features=feats + ["dce", "side_effect"])
    def remat_dce(x, w):
        """JAX's ``remat_dce``: a checkpoint's unused results, the equations feeding them and
        its unused operands are removed; a checkpoint whose only effect is a side-effecting
        callback stays."""
        def f(x, w):
            return jnp.sin(x), jnp.cos(w) * x, jnp.exp(w)
        def g_(x):
            bcb(0, like(x), has_side_effect=True)(x)
            return x * 2.0
        a, _, c = jax.checkpoint(f)(x, w)
        _ = jax.checkpoint(g_)(w)
        return bcb(1, like(a))(a) + c

    @program(In((5, 3), f32, values=vals(13)), In((3,), f32, values=vals(14)), tags=CF,
             features=feats + ["scan"])
    def remat_scan(xs, c0):
        """A scan whose body is checkpointed (the checkpoint inlined in the while body), and a
        checkpoint holding a scan, after a callback. (A gradient through the scan is left out:
        the transposed scan prints ``ft_in=Pytree(...)``, which minihlo does not read yet.)"""
        ys = bcb(0, like(xs))(xs)
        def body(c, x):
            c = jnp.tanh(c * x + jnp.sin(c))
            return c, jnp.sum(c)
        c, s = lax.scan(jax.checkpoint(body), c0, ys)
        c2, s2 = jax.checkpoint(lambda c0, ys: lax.scan(body, c0, ys))(c, ys)
        return c, s, c2, s2

    @program(In((2, 3), f32, values=vals(15)), In((2, 3), f32, values=vals(16)),
             In((3,), f32, values=vals(17)), tags=CF, features=feats + ["grad", "dce"])
    def remat_cse_tuple(x, w, v):
        """``prevent_cse`` given per argument (printed as a tuple; only those operands go
        through the barrier in the gradient, and ``remat_dce`` filters the tuple with the
        operands it drops)."""
        y = bcb(0, like(x))(x)
        def g_(x, w, v):
            return jnp.sum(jnp.sin(x) * jnp.cos(w)) + jnp.sum(v * 0.0), v * 3.0
        f = jax.checkpoint(g_, prevent_cse=(True, False, True))
        gx, gw = jax.grad(lambda x, w: f(x, w, v)[0], argnums=(0, 1))(y, w)
        plain, _ = f(y, w, v)
        _, pv = f(y, w, v)
        return gx, gw, plain, pv

    from jax.experimental import io_callback

    from corpus_callbacks import make_py_cb

    def io(k, result, *args, ordered=False):
        return io_callback(make_py_cb(k, result, "io", ordered), result, *args, ordered=ordered)

    @program(In((3,), f32, values=vals(18)), tags=CF + ("callbacks",), k_agnostic=True,
             features=feats + ["io_callback", "ordered"])
    def remat_io_ordered(x):
        """Ordered io_callbacks inside a checkpoint: the inlined body threads @main's token
        through them, around a buffer_callback."""
        def f(x):
            y = io(0, like(x), x, ordered=True)
            z = bcb(1, like(y))(y)
            io(2, None, z, ordered=True)
            return jnp.sin(z)
        return jax.checkpoint(f)(x)
