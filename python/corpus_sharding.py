"""Corpus programs on a mesh of 8 host CPU devices: ``jax.shard_map`` with the collectives
(``psum`` / ``psum_invariant``, ``pmax``, ``pmin``, ``pmean``, ``all_gather`` tiled and not,
``psum_scatter``, ``all_to_all``, ``ppermute``, ``axis_index``, ``pvary``) on 1-D, 2-D and 3-D
meshes, inside ``scan`` / ``cond`` and under ``jax.grad``.

JAX lowers them with Shardy (``sdy.mesh``, ``sdy.manual_computation``, replica groups naming
mesh axes) into modules partitioned 8 ways. Such a module does not run on one device, so these
programs keep their outputs (JAX's, run on the 8 devices) in ``outputs_8dev.npz`` rather than
``outputs.npz``: the single-device checks (the interop run on one device, the Rust corpus run)
skip them, and ``python/interop_sharded.py`` runs minihlo's and JAX's modules on 8 devices.

The 8 devices: ``--xla_force_host_platform_device_count=8`` is set here, when gen_corpus.py
imports this file, before JAX starts its CPU backend. Tag ``sharding`` (``control_flow`` too
where a scan / cond is inside).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

DEVICES = 8
_flag = f"--xla_force_host_platform_device_count={DEVICES}"
if _flag not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " " + _flag).strip()

import numpy as np  # noqa: E402

OUTPUTS = "outputs_8dev.npz"


def keep_outputs_apart(prog_dir: Path) -> None:
    """Moves JAX's 8-device outputs to ``outputs_8dev.npz`` (see the module's docstring)."""
    src = prog_dir / "outputs.npz"
    if src.exists():
        shutil.move(src, prog_dir / OUTPUTS)


def register(g: dict) -> None:
    program, In = g["program"], g["In"]
    jax, jnp, lax = g["jax"], g["jnp"], g["lax"]
    f32, i32 = g["f32"], g["i32"]
    from jax.sharding import AxisType, PartitionSpec as P

    g["REQUIRED_PRIMITIVES"].extend(
        "shard_map psum_invariant pmax pmin all_gather reduce_scatter all_to_all ppermute "
        "axis_index pvary psum sharding_constraint reshard".split())
    generate = g["generate"]

    def generate_sharded(prog, out_root):
        meta = generate(prog, out_root)
        if "sharding" in prog.tags:
            keep_outputs_apart(out_root / prog.name)
        return meta

    g["generate"] = generate_sharded

    meshes = {}

    def mesh(*axes):
        """A mesh of the 8 devices with Auto axes, e.g. mesh(("x", 2), ("y", 4))."""
        key = tuple(axes)
        if key not in meshes:
            meshes[key] = jax.make_mesh(tuple(s for _, s in axes), tuple(n for n, _ in axes),
                                        axis_types=(AxisType.Auto,) * len(axes))
        return meshes[key]

    SH = ("sharding",)
    CF = ("sharding", "control_flow")

    def smap(body, m, in_specs, out_specs, **kw):
        return jax.shard_map(body, mesh=m, in_specs=in_specs, out_specs=out_specs, **kw)

    def vals(seed):
        def f(size):
            return np.random.default_rng(seed).standard_normal(size)
        f.desc = f"default_rng({seed}): standard normal"
        return f

    @program(In((16,), f32, values=vals(1)), tags=SH)
    def shmap_1d_collectives(x):
        """1-D mesh ('x': 8): psum (psum_invariant), pmax, pmin, axis_index, tiled all_gather,
        psum_scatter, a ring ppermute, pvary."""
        m = mesh(("x", 8))

        def body(b):
            s = lax.psum(b, "x")
            mx = lax.pmax(b, "x")
            mn = lax.pmin(b, "x")
            i = lax.axis_index("x")
            gathered = lax.all_gather(b, "x", tiled=True)
            r = lax.psum_scatter(gathered, "x", tiled=True)
            p = lax.ppermute(b, "x", [(k, (k + 1) % 8) for k in range(8)])
            return s + mx * mn + i + r + p

        return smap(body, m, P("x"), P("x"))(x)

    @program(In((8, 8), f32, values=vals(2)), tags=SH)
    def shmap_2d_collectives(x):
        """2-D mesh ('x': 2, 'y': 4): psum over both axes, pmin over one, all_to_all,
        axis_index of both axes, untiled all_gather on dimension 1."""
        m = mesh(("x", 2), ("y", 4))

        def body(b):
            s = lax.psum(b, ("x", "y"))
            t = lax.pmin(b, "y")
            u = lax.all_to_all(b, "y", 0, 1, tiled=True)
            i = lax.axis_index("x") * 4 + lax.axis_index("y")
            gathered = lax.all_gather(b, "y", axis=1, tiled=False)
            return s + jnp.sum(gathered) + lax.psum(t, "x"), u + i

        return smap(body, m, P("x", "y"), (P("x", "y"), P("x", "y")))(x)

    @program(In((8, 4), f32, values=vals(3)), tags=SH)
    def shmap_3d_collectives(x):
        """3-D mesh ('x': 2, 'y': 2, 'z': 2): a ppermute along the middle axis, pmean over
        two axes, an untiled psum_scatter; specs over several axes per dimension."""
        m = mesh(("x", 2), ("y", 2), ("z", 2))

        def body(b):
            p = lax.ppermute(b, "y", [(0, 1), (1, 0)])
            mean = lax.pmean(b, ("x", "z"))
            r = lax.psum_scatter(b, "z", scatter_dimension=0, tiled=False)
            return p, mean, r

        return smap(body, m, P(("x", "y"), "z"),
                    (P(("x", "y"), "z"), P("y"), P(("x", "y", "z"))))(x)

    @program(In((16,), f32, values=vals(4)), tags=SH)
    def shmap_no_collectives(x):
        """A shard_map whose body calls no collective (no second mesh symbol)."""
        return smap(lambda b: jnp.sin(b) * 2, mesh(("x", 8)), P("x"), P("x"))(x)

    @program(In((16,), f32, values=vals(5)), tags=SH)
    def shmap_check_vma_false(x):
        """check_vma=False: psum prints as psum, with replicated out_specs."""
        return smap(lambda b: lax.psum(b, "x"), mesh(("x", 8)), P("x"), P(),
                    check_vma=False)(x)

    @program(In((16,), f32, values=vals(6)), tags=CF)
    def shmap_fori_psum(x):
        """A fori_loop (a while) inside shard_map whose body calls psum and axis_index."""
        def body(b):
            def step(k, c):
                return lax.psum(c * 0.5, "x") + lax.axis_index("x") + k
            return lax.fori_loop(0, 3, step, b)

        return smap(body, mesh(("x", 8)), P("x"), P("x"))(x)

    @program(In((16,), f32, values=vals(7)), tags=CF)
    def shmap_cond_pmax(x):
        """A cond inside shard_map with a pmax in one branch; the predicate is the same on
        every shard (a psum), so every device takes the same branch."""
        def body(b):
            return lax.cond(lax.psum(jnp.sum(b), "x") > 0, lambda v: lax.pcast(lax.pmax(v, "x"), ("x",), to="varying"),
                            lambda v: v * 3.0, b)

        return smap(body, mesh(("x", 8)), P("x"), P("x"))(x)

    @program(In((4, 8), f32, values=vals(10)), tags=SH)
    def shmap_all_gather_dim1(x):
        """Tiled all_gather along dimension 1 on a ('x': 4, 'y': 2) mesh, over 'y'."""
        m = mesh(("x", 4), ("y", 2))
        return smap(lambda b: lax.all_gather(b, "y", axis=1, tiled=True), m,
                    P("x", "y"), P("x", "y"))(x)

    @program(In((16,), i32), tags=SH)
    def shmap_int_psum(x):
        """Integer psum and pmax (the reducer on i32)."""
        return smap(lambda b: lax.psum(b, "x") + lax.pmax(b, "x"), mesh(("x", 8)), P("x"),
                    P())(x)

    @program(In((8, 4), f32, values=vals(8)), In((4, 2), f32, values=vals(9)), tags=SH,
             features=["grad"])
    def shmap_grad_data_parallel(x, w):
        """jax.grad of a data-parallel loss: each shard's loss, psum'd; the gradient's
        transpose brings pvary / psum of the weights' cotangent."""
        m = mesh(("x", 8))

        def loss(w, x):
            def body(xb, w):
                return lax.psum(jnp.sum(jnp.tanh(xb @ w) ** 2), "x")

            return smap(body, m, (P("x"), P()), P())(x, w)

        return jax.grad(loss)(w, x)

    @program(In((8, 8), f32, values=vals(11)), In((8, 8), f32, values=vals(12)), tags=CF)
    def jit_shardings_2d(x, y):
        """jax.jit with in_shardings / out_shardings (one UnspecifiedValue) on a ('x': 2, 'y': 4)
        mesh, and with_sharding_constraint inside (one with an UNCONSTRAINED dimension)."""
        from jax.sharding import NamedSharding
        m = mesh(("x", 2), ("y", 4))
        ns = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731

        def g(a, b):
            c = jax.lax.with_sharding_constraint(a * 2, ns(None, "y"))
            d = jax.lax.with_sharding_constraint(c, ns(P.UNCONSTRAINED, "x"))
            return d @ b, jnp.sum(a, axis=0)

        return jax.jit(g, in_shardings=(ns("x", None), ns()),
                       out_shardings=(ns("x", "y"), None))(x, y)

    @program(In((16, 4), f32, values=vals(13)), In((4, 4), f32, values=vals(14)), tags=SH)
    def sharding_constraint_fsdp(x, w):
        """FSDP-style constraints on a 1-D mesh without jit shardings: weights sharded over 'd'
        on their first dimension, activations on the batch."""
        from jax.sharding import NamedSharding
        m = mesh(("d", 8))
        w = jax.lax.with_sharding_constraint(w, NamedSharding(m, P(None, None)))
        h = jax.lax.with_sharding_constraint(jnp.tanh(x @ w), NamedSharding(m, P("d")))
        return jnp.sum(h * h, axis=1)

    @program(In((8, 4), f32, values=vals(17)), In((8,), i32), tags=SH)
    def shmap_multi_operand(x, n):
        """psum and pmax of two operands at once (one all_reduce each), an integer pmin, a
        ppermute of two operands."""
        m = mesh(("x", 8))

        def body(a, k):
            s, t = lax.psum((a, k), "x")
            u, v = lax.pmax((a * 2, k), "x")
            w = lax.pmin(k, "x")
            p, q = lax.ppermute((a, k), "x", [(j, (j + 3) % 8) for j in range(8)])
            return s + u + p, t + v + w + q

        return smap(body, m, (P("x"), P("x")), (P("x"), P("x")))(x, n)

    @program(In((8, 8), f32, values=vals(18)), tags=SH)
    def shmap_3d_two_axes(x):
        """3-D mesh: all_gather, psum_scatter and all_to_all over two axes at once, axis_index
        of a multi-axis name."""
        m = mesh(("a", 2), ("b", 2), ("c", 2))

        def body(b):
            g = lax.all_gather(b, ("a", "c"), axis=0, tiled=True)
            r = lax.psum_scatter(g, ("a", "c"), scatter_dimension=0, tiled=True)
            t = lax.all_to_all(b, ("b", "c"), 1, 0, tiled=True)
            i = lax.axis_index(("a", "b"))
            return r + i, t

        return smap(body, m, P(("a", "c"), "b"), (P(("a", "c"), "b"), P(("a", "c"), "b")))(x)

    @program(In((4, 16), f32, values=vals(19)), tags=SH)
    def shmap_scatter_dim1(x):
        """psum_scatter on dimension 1, tiled, on a ('x': 4, 'y': 2) mesh over 'x'."""
        m = mesh(("x", 4), ("y", 2))
        return smap(lambda b: lax.psum_scatter(b, "x", scatter_dimension=1, tiled=True), m,
                    P(None, "y"), P(None, ("y", "x")))(x)
