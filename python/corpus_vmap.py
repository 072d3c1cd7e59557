#!/usr/bin/env python3
"""minihlo's vmap corpus: ``jax.vmap`` of jaxprs, as JAX 0.12 batches them (the reference).

Rerun (from the repository root, after ``scripts/python-env``):

    .venv/bin/python python/corpus_vmap.py                  # every program -> tests/vmap/
    .venv/bin/python python/corpus_vmap.py --only vm_dot_lhs vm_scan
    .venv/bin/python python/corpus_vmap.py --list

For every program (a function ``f``, its unbatched arguments, ``in_axes``, ``out_axes``,
``axis_size``, x64 on or off) it writes ``tests/vmap/<program>/``:

- ``before.jaxpr``   ``print(jax.make_jaxpr(f)(*args))`` (function addresses masked).
- ``spec.json``      ``in_axes``, ``out_axes`` (one entry per input / output of the jaxpr; an int
                     or null), ``axis_size``, ``x64``, the description; ``then``: a second spec
                     for nested programs (``vmap`` of the first ``vmap``).
- ``after.jaxpr``    what ``jax.make_jaxpr(jax.vmap(core.jaxpr_as_fun(closed_jaxpr), in_axes,
                     out_axes, axis_size))`` prints on the batched arguments (for ``then``: the
                     ``vmap`` of that), or ``expected_error``: ``str()`` of JAX's error.
- ``cpu.mlir``       JAX's module of the batched function, ``jax.jit(...).lower(...)`` for cpu.
- ``inputs.npz``     the batched arguments ``in0``, ``in1``, ...
- ``outputs.npz``    the outputs of JAX's module run on XLA:CPU with the standard host callbacks
                     (python/std_rule.py, by host-callback index).

``vmap`` of ``jaxpr_as_fun`` of the printed jaxpr is what ``minihlo vmap`` reproduces; the
generator also checks that it prints as ``vmap`` of ``f`` itself (``claim`` in spec.json: true
where it does).

python/vmap_check.py checks minihlo against these: the text byte for byte (and the Rust test
``tests/api/vmap.rs`` does too), then minihlo's module against JAX's module of the same program
traced again in the run, op for op, and both modules run on XLA:CPU, bit for bit.
"""

from __future__ import annotations

import argparse
import dataclasses
import io
import json
import os
import re
import shutil
import sys
import zipfile
from pathlib import Path
from typing import Any, Callable, Sequence

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax._src import core  # noqa: E402
from jax.experimental import io_callback  # noqa: E402
from jax.experimental.buffer_callback import buffer_callback  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from std_rule import apply_std_rule  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO / "tests" / "vmap"
JAX_VERSION = "0.12.0.1"

f32, f64, i32, i64, u32 = np.float32, np.float64, np.int32, np.int64, np.uint32


def mask(text: str) -> str:
    return re.sub(r"0x[0-9a-f]+", "0xXXXXXXXXXXXX", text)


def make_std_cb(k: int):
    """A buffer callback following the standard rule for host-callback index ``k``."""

    def std_cb(ctx, out, *args):
        del ctx
        ins = [np.asarray(b) for b in jax.tree_util.tree_leaves(args)]
        outs = [np.asarray(b) for b in jax.tree_util.tree_leaves(out)]
        apply_std_rule(k, ins, outs)

    return std_cb


def py_cb(*args):
    """A Python callback (pure / io) following the standard rule with k = 0."""
    arrays = [np.asarray(a) for a in args]
    out = np.zeros_like(arrays[0])
    apply_std_rule(0, arrays, [out])
    return out


def bcb(k: int, result, **kwargs):
    return buffer_callback(make_std_cb(k), result, **kwargs)


def like(x):
    return jax.ShapeDtypeStruct(x.shape, x.dtype)


@dataclasses.dataclass
class Spec:
    in_axes: list
    out_axes: list | None = None  # None: 0 for every output
    axis_size: int = 3


@dataclasses.dataclass
class Program:
    name: str
    fn: Callable
    args: list[np.ndarray]
    spec: Spec
    then: Spec | None
    x64: bool
    description: str
    # The batched arguments, when the default (the unbatched ones shifted per batch element)
    # does not suit (indices that must stay in range).
    batched: Callable | None = None


PROGRAMS: dict[str, Program] = {}


def program(*args, in_axes, out_axes=None, axis_size=3, then=None, x64=False, batched=None):
    def register(fn):
        name = fn.__name__
        assert name not in PROGRAMS, name
        doc = " ".join((fn.__doc__ or "").split())
        PROGRAMS[name] = Program(name, fn, [np.asarray(a) for a in args],
                                 Spec(list(in_axes), out_axes, axis_size), then, x64, doc, batched)
        return fn

    return register


def batch_arg(x: np.ndarray, axis, n: int, offset: int = 0) -> np.ndarray:
    """``n`` variants of ``x`` stacked along ``axis`` (floats shifted by i/4, ints by i)."""
    if axis is None:
        return x
    if x.dtype == np.bool_:
        xs = [x if i % 2 == 0 else ~x for i in range(n)]
    elif np.issubdtype(x.dtype, np.floating) or np.issubdtype(x.dtype, np.complexfloating):
        xs = [x + np.asarray((i + offset) / 4, x.dtype) for i in range(n)]
    else:
        xs = [x + np.asarray(i + offset, x.dtype) for i in range(n)]
    return np.stack(xs, axis=axis % (x.ndim + 1))


def batched_args(p: Program) -> list[np.ndarray]:
    if p.batched is not None:
        return [np.asarray(a) for a in p.batched()]
    args = [batch_arg(a, ax, p.spec.axis_size) for a, ax in zip(p.args, p.spec.in_axes)]
    if p.then is not None:
        args = [batch_arg(a, ax, p.then.axis_size, 1) for a, ax in zip(args, p.then.in_axes)]
    return args


def vmapped(p: Program, closed) -> Callable:
    """The function whose jaxpr is the corpus's `after`: vmap of ``jaxpr_as_fun`` (twice for
    nested programs)."""
    n_out = len(closed.out_avals)
    f = core.jaxpr_as_fun(closed)
    for s in [p.spec] + ([p.then] if p.then else []):
        out = s.out_axes if s.out_axes is not None else [0] * n_out
        f = jax.vmap(f, in_axes=tuple(s.in_axes), out_axes=list(out), axis_size=s.axis_size)
    return f


def vmapped_user(p: Program) -> Callable:
    """The same of ``f`` itself (for the claim that both print alike)."""
    res = jax.eval_shape(p.fn, *p.args)
    single = not isinstance(res, (tuple, list))
    n_out = 1 if single else len(res)
    f = p.fn
    for s in [p.spec] + ([p.then] if p.then else []):
        out = s.out_axes if s.out_axes is not None else [0] * n_out
        f = jax.vmap(f, in_axes=tuple(s.in_axes), out_axes=out[0] if single else tuple(out),
                     axis_size=s.axis_size)
    return f


def error_text(e: BaseException) -> str:
    return str(e).split("\n--------------------")[0].strip()


def spec_json(s: Spec | None, n_out: int) -> dict | None:
    if s is None:
        return None
    return {"in_axes": s.in_axes,
            "out_axes": s.out_axes if s.out_axes is not None else [0] * n_out,
            "axis_size": s.axis_size}


def npz_bytes(prefix: str, arrays: Sequence[np.ndarray]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as z:
        for i, a in enumerate(arrays):
            b = io.BytesIO()
            np.save(b, np.asarray(a), allow_pickle=False)
            info = zipfile.ZipInfo(f"{prefix}{i}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, b.getvalue())
    return buf.getvalue()


def trace(p: Program) -> dict:
    """Everything JAX says about one program: the texts, the module, or the error."""
    jax.config.update("jax_enable_x64", p.x64)
    try:
        closed = jax.make_jaxpr(p.fn)(*p.args)
        out = {"before": mask(str(closed)), "n_out": len(closed.out_avals)}
        args = batched_args(p)
        out["inputs"] = args
        try:
            f = vmapped(p, closed)
            out["after"] = mask(str(jax.make_jaxpr(f)(*args)))
        except Exception as e:  # JAX refuses: its message is the expected error
            out["error"] = error_text(e)
            return out
        try:
            out["claim"] = mask(str(jax.make_jaxpr(vmapped_user(p))(*args))) == out["after"]
        except Exception:
            out["claim"] = False
        out["module"] = jax.jit(f).trace(*args).lower(lowering_platforms=("cpu",)).as_text()
        return out
    finally:
        jax.config.update("jax_enable_x64", False)


def module_name(p: Program) -> str:
    """The name JAX's module of the batched function has (`jit_<name>`), for minihlo's
    ``--name``."""
    m = re.search(r"module @(\S+)", trace_cache[p.name]["module"])
    name = m.group(1) if m else "jit_main"
    return name.removeprefix("jit_").strip('"')


trace_cache: dict[str, dict] = {}


def generate(p: Program, root: Path) -> dict:
    import interop

    t = trace(p)
    trace_cache[p.name] = t
    d = root / p.name
    if d.exists():
        shutil.rmtree(d)
    d.mkdir(parents=True)
    (d / "before.jaxpr").write_text(t["before"] + "\n")
    spec = {"description": p.description, "x64": p.x64, **spec_json(p.spec, t["n_out"])}
    if p.then is not None:
        spec["then"] = spec_json(p.then, t["n_out"])
    if "error" in t:
        (d / "expected_error").write_text(t["error"] + "\n")
    else:
        spec["claim"] = t["claim"]
        (d / "after.jaxpr").write_text(t["after"] + "\n")
        (d / "cpu.mlir").write_text(t["module"])
        (d / "inputs.npz").write_bytes(npz_bytes("in", t["inputs"]))
        table = interop.callback_table_from_module(t["module"])
        outs = interop.execute_cpu(interop.parse_module(t["module"], interop.jax_context())[0],
                                   table, t["inputs"])
        (d / "outputs.npz").write_bytes(npz_bytes("out", outs))
    (d / "spec.json").write_text(json.dumps(spec, indent=1) + "\n")
    return spec


# ----------------------------------------------------------------------------------------------
# The programs

x4 = np.arange(4, dtype=f32)
x34 = np.arange(12, dtype=f32).reshape(3, 4)
x23 = np.arange(6, dtype=f32).reshape(2, 3)
idx3 = np.array([2, 0, 1], i32)
m33 = np.eye(3, dtype=f32) * 4 + np.arange(9, dtype=f32).reshape(3, 3) / 10
spd = m33 @ m33.T


# --- elementwise


@program(x4, x4, in_axes=[0, None])
def vm_elementwise(x, y):
    """Elementwise ops on a batched and an unbatched operand: the unbatched one broadcast to a
    leading 1 (`broadcast_in_dim` with `np.int64` dims), literals left alone."""
    return jnp.sin(x) * y + 2.0, jnp.exp(-x) / (y + 1.0)


@program(x34, f32(2.0), in_axes=[1, 0])
def vm_scalar_operand(x, s):
    """A batched scalar against a batched matrix batched on another axis: both moved to the
    front, the scalar expanded (`expand_dims`)."""
    return x * s - s


@program(x4, x4, in_axes=[0, 0], out_axes=[-1])
def vm_select_clamp(x, y):
    """`jnp.where` (select_n inside a jit), `jnp.clip`, `lax.clamp` with batched bounds."""
    return lax.clamp(y - 1.0, jnp.where(x > 1.5, x, y), y + 1.0) + jnp.clip(x, 0.5, 2.5)


@program(x4, x4, in_axes=[0, None])
def vm_grad_add_any(x, y):
    """`jax.grad` inside: `add_any` of a batched and an unbatched cotangent."""
    return jax.grad(lambda a: jnp.sum(a * a + jnp.sin(a) * y))(x)


@program(x4, np.int64(3), in_axes=[0, None], x64=True)
def vm_x64_convert(x, n):
    """x64 on: f64 and i64 operands, `convert_element_type`, integer literals."""
    return x.astype(jnp.float64) * n + 1, (x * 2).astype(jnp.int64) + n


@program(x4, in_axes=[None], axis_size=5)
def vm_no_mapped_input(x):
    """No input mapped: `axis_size` says the size; every output broadcast at the end."""
    return x * 2.0, jnp.sum(x)


@program(x4, x4, in_axes=[0, None], out_axes=[0, None, 1])
def vm_out_axes_mixed(x, y):
    """An unbatched output left unbatched (`out_axes=None`), a literal output broadcast, a
    batched one moved to axis 1."""
    return x[:, None] + y, y * 3.0, x[None, :] * x[:, None]


# --- shapes


@program(x34, in_axes=[1], out_axes=[-1, 0, 1, 0])
def vm_shape_ops(x):
    """reshape, transpose, squeeze, expand_dims, concatenate, rev, broadcast, slicing with
    negative out_axes."""
    a = x.reshape(2, 6).T
    b = jnp.concatenate([x, jnp.flip(x, 1), x[:, ::2]], axis=1)
    c = jnp.squeeze(x[None, :1], 0)
    d = jnp.broadcast_to(x[:, None, :], (3, 2, 4))
    return a, b, c, d


@program(x4, f32(-1.0), in_axes=[0, 0])
def vm_pad_batched_value(x, v):
    """`lax.pad` with a batched padding value: pad with zeros, then select the value in the
    padding (a mask padded with False)."""
    return lax.pad(x, v, [(1, 2, 1)])


@program(x34, in_axes=[0])
def vm_split_stack_tile(x):
    """split, stack, unstack (iterating), tile."""
    a, b = jnp.split(x, 2, axis=1)
    rows = list(x)
    return jnp.stack([a, b], axis=2), jnp.tile(rows[0], 2), jnp.stack(rows, 1)


# --- dot_general and reductions


@program(x23, x34, in_axes=[0, None])
def vm_dot_lhs(a, b):
    """dot_general with a batched lhs: the batch becomes a free dimension of the result."""
    return a @ b


@program(x23, x34, in_axes=[None, 2])
def vm_dot_rhs(a, b):
    """dot_general with the rhs batched on its last axis."""
    return a @ b


@program(x23, x34, x4, in_axes=[0, 0, 0])
def vm_mlp_both(a, w, bias):
    """An MLP layer with every operand batched: a new leading batch dimension of dot_general."""
    return jax.nn.relu(a @ w + bias)


@program(x34, in_axes=[1], out_axes=[-1, 0, 0, 0, 0])
def vm_reductions(x):
    """reduce_sum/max/min/prod, argmax/argmin: axes bumped past the batch dimension (np.int64)."""
    return (jnp.sum(x, 0), jnp.max(x, 1), jnp.argmax(x, 0), jnp.prod(x[:, :2], 1),
            jnp.any(x > 3, axis=0))


@program(x34, in_axes=[0])
def vm_softmax(x):
    """`jax.nn.softmax` (a custom_jvp_call) and `logsumexp`."""
    return jax.nn.softmax(x, axis=-1), jax.nn.logsumexp(x, axis=0)


# --- indexing


@program(x4, idx3, in_axes=[0, None])
def vm_gather_operand(x, i):
    """`x[i]` with the operand batched: a gather whose slice covers the batch."""
    return x[i]


@program(x4, idx3, in_axes=[None, 0],
         batched=lambda: [x4, np.array([[2, 0, 1], [1, 1, 3], [0, 3, 2]], i32)])
def vm_gather_indices(x, i):
    """`x[i]` with the indices batched."""
    return x[i]


@program(x34, idx3, in_axes=[1, 0],
         batched=lambda: [np.stack([x34 + k for k in range(3)], 1),
                          np.array([[2, 0, 1], [1, 1, 2], [0, 2, 2]], i32)])
def vm_gather_both(x, i):
    """Both batched: operand and start-indices batching dims."""
    return x[i, 1:3], x.at[i].get(mode="fill", fill_value=-1.0)


@program(x34, i32(1), in_axes=[0, 0], batched=lambda: [np.stack([x34 + k for k in range(3)]),
                                                       np.array([0, 2, 1], i32)])
def vm_dynamic_slice(x, i):
    """`lax.dynamic_slice` and integer indexing with batched start indices."""
    return lax.dynamic_slice(x, (i, 1), (2, 2)), x[i]


@program(x34, x4[:2], i32(1), in_axes=[None, 0, 0],
         batched=lambda: [x34, np.stack([x4[:2] + k for k in range(3)]), np.array([0, 2, 1], i32)])
def vm_dynamic_update_slice(x, u, i):
    """`lax.dynamic_update_slice` batched: JAX's `vmap` of a scatter."""
    return lax.dynamic_update_slice(x, u[None], (i, 1))


@program(x4, idx3, x4[:3], in_axes=[0, None, 0])
def vm_scatter(x, i, u):
    """`.at[i].set/add/max` with batched operand and updates."""
    return x.at[i].set(u), x.at[i].add(u), x.at[i].max(u)


@program(x4, idx3, x4[:3], in_axes=[None, 0, None],
         batched=lambda: [x4, np.array([[2, 0, 1], [1, 3, 0], [3, 2, 1]], i32), x4[:3]])
def vm_scatter_indices(x, i, u):
    """scatter-add with batched indices: operand and updates broadcast in front."""
    return x.at[i].add(u)


# --- sorting and scans along an axis


@program(x34[::-1].copy(), in_axes=[1])
def vm_sort_topk_cum(x):
    """sort, argsort, top_k, cumsum, cummax."""
    return jnp.sort(x, 0), jnp.argsort(x, 1), lax.top_k(x, 2)[0], jnp.cumsum(x, 1), lax.cummax(x, 0)


# --- windows and convolutions


@program(x34, in_axes=[1])
def vm_pooling(x):
    """Max and sum pooling (`reduce_window_*`), and the gradient of max pooling
    (`select_and_scatter_add`)."""
    pool = lambda z: lax.reduce_window(z, -jnp.inf, lax.max, (2, 2), (1, 1), "VALID")  # noqa
    return pool(x), lax.reduce_window(x, 0.0, lax.add, (1, 2), (1, 2), "SAME"), \
        jax.grad(lambda z: jnp.sum(pool(z)))(x)


img = np.arange(2 * 3 * 5 * 5, dtype=f32).reshape(2, 3, 5, 5) / 50
ker = np.arange(4 * 3 * 3 * 3, dtype=f32).reshape(4, 3, 3, 3) / 50


@program(img, ker, in_axes=[0, None])
def vm_conv_lhs(x, k):
    """`lax.conv` with the images batched: the batch folded into the conv's batch dimension."""
    return lax.conv(x, k, (1, 1), "SAME")


@program(img, ker, in_axes=[None, 0])
def vm_conv_rhs(x, k):
    """`lax.conv` with the kernels batched: folded into the output features."""
    return lax.conv(x, k, (1, 1), "VALID")


@program(img, ker, in_axes=[0, 0])
def vm_conv_both(x, k):
    """Images and kernels both batched: the batch folded into the feature groups, moved there by
    a `reshape` with `dimensions` (a transpose first)."""
    return lax.conv(x, k, (1, 1), "SAME")


@program(img.transpose(0, 2, 3, 1).copy(), ker.transpose(2, 3, 1, 0).copy(), in_axes=[1, 3])
def vm_conv_nhwc(x, k):
    """NHWC / HWIO convolution, the images batched on axis 1 and the kernels on axis 3."""
    return lax.conv_general_dilated(x, k, (1, 1), "SAME",
                                    dimension_numbers=("NHWC", "HWIO", "NHWC"))


# --- control flow


@program(x4, x4, in_axes=[0, None])
def vm_jit(x, y):
    """Two calls of one jitted function, one batched, one not: each callee batched once per
    pattern (`batch_jaxpr2`), printed as shared jaxprs."""
    f = jax.jit(lambda z: jnp.sin(z) * 2.0)
    return f(x) + f(y), f(x) * f(x)


@program(x4, i32(1), in_axes=[0, None])
def vm_cond_unbatched_pred(x, p):
    """`lax.cond` with an unbatched predicate: a cond of batched branches."""
    return lax.cond(p > 0, jnp.sin, jnp.cos, x)


@program(x4, i32(1), in_axes=[None, 0], batched=lambda: [x4, np.array([1, -1, 2], i32)])
def vm_cond_batched_pred(x, p):
    """A batched predicate: both branches run on every element, `select_n` picks (with JAX's
    `stop_gradient` selects on the operands)."""
    return lax.cond(p > 0, lambda z: z * 2.0, lambda z: z - 1.0, x)


@program(x4, i32(1), in_axes=[0, 0], batched=lambda: [np.stack([x4 + k for k in range(3)]),
                                                      np.array([0, 2, 1], i32)])
def vm_switch(x, i):
    """`lax.switch` over three branches with a batched index."""
    return lax.switch(i, [jnp.sin, jnp.cos, lambda z: z * z], x)


@program(x4, i32(3), in_axes=[0, None])
def vm_fori_unbatched_pred(x, n):
    """`fori_loop` with a traced trip count: a while whose predicate stays unbatched."""
    return lax.fori_loop(0, n, lambda i, c: c * 2.0 + i, x)


@program(x4, i32(3), in_axes=[None, 0], batched=lambda: [x4, np.array([1, 3, 2], i32)])
def vm_while_batched_pred(x, n):
    """A batched trip count: the predicate is batched, so every carry is (a bool[3] predicate)."""
    return lax.fori_loop(0, n, lambda i, c: c * 2.0, x)


@program(x4, x34, in_axes=[None, 0], out_axes=[0, 1])
def vm_scan(c, xs):
    """`lax.scan` with batched xs: the carry becomes batched in the fixpoint; ys at axis 1."""
    return lax.scan(lambda c, x: (c + x, c * x), c, xs)


@program(x4, in_axes=[0])
def vm_custom_jvp_vjp_remat(x):
    """custom_jvp (`jax.nn.relu`), custom_vjp, and `jax.checkpoint`: their jaxprs re-traced
    batched."""
    @jax.custom_vjp
    def g(z):
        return jnp.sin(z)
    g.defvjp(lambda z: (jnp.sin(z), z), lambda r, c: (c * r,))
    return jax.nn.relu(x) + g(x), jax.checkpoint(lambda z: jnp.sin(z) * z)(x)


# --- callbacks


def _bcb_program(method):
    def f(x, y):
        return bcb(0, like(x), vmap_method=method)(x, y)
    f.__doc__ = f"buffer_callback with vmap_method={method!r}."
    f.__name__ = f"vm_bcb_{method}"
    return f


for _m in ["sequential", "sequential_unrolled", "expand_dims", "broadcast_all",
           "legacy_vectorized"]:
    program(x4, x4, in_axes=[0, None])(_bcb_program(_m))


@program(x34, x4, in_axes=[1, 0])
def vm_bcb_two_results(x, y):
    """A two-result buffer_callback, vmap_method=sequential, operands batched on different axes."""
    r, s = bcb(0, (like(y), jax.ShapeDtypeStruct((), jnp.int32)), vmap_method="sequential")(x[0], y)
    return r * 2.0, s


@program(x4, in_axes=[0])
def vm_bcb_none_error(x):
    """buffer_callback without a vmap_method: JAX refuses."""
    return bcb(0, like(x))(x)


@program(x4, in_axes=[0])
def vm_bcb_other_error(x):
    """An unknown vmap_method: JAX refuses, naming it."""
    from jax._src.buffer_callback import buffer_callback_p
    flat, in_tree = jax.tree_util.tree_flatten(((x,), {}))
    _, out_tree = jax.tree_util.tree_flatten(like(x))
    return buffer_callback_p.bind(
        x, callback=make_std_cb(0), result_avals=(core.ShapedArray(x.shape, x.dtype),),
        in_tree=in_tree, out_tree=out_tree, vmap_method="bogus", has_side_effect=False,
        input_output_aliases=(), command_buffer_compatible=False)[0]


@program(x4, x4, in_axes=[0, None])
def vm_pure_callback(x, y):
    """pure_callback with vmap_method=sequential (a scan) and expand_dims."""
    a = jax.pure_callback(py_cb, like(x), x, y, vmap_method="sequential")
    b = jax.pure_callback(py_cb, like(x), x, y, vmap_method="expand_dims")
    return a, b


@program(x4, x4, in_axes=[0, None])
def vm_io_callback(x, y):
    """io_callback (unordered): `lax.map` of the callback."""
    return io_callback(py_cb, like(x), x, y)


@program(x4, in_axes=[0])
def vm_io_ordered_error(x):
    """An ordered io_callback: JAX refuses to vmap it."""
    return io_callback(py_cb, like(x), x, ordered=True)


@program(x4, i32(1), in_axes=[0, None])
def vm_cond_io_error(x, p):
    """An io_callback in a cond's branch: JAX refuses (IO effect in vmap-of-cond)."""
    return lax.cond(p > 0, lambda z: io_callback(py_cb, like(z), z), lambda z: z, x)


@program(x34, x4, in_axes=[1, None])
def vm_debug_print(x, y):
    """`jax.debug.print`: unrolled, one print per batch element on a slice."""
    jax.debug.print("x={x} y={y}", x=x, y=y)
    return x + 1.0


# --- random, linear algebra, fft


@program(u32(3), in_axes=[0], batched=lambda: [np.array([3, 4, 5], u32)])
def vm_random(seed):
    """Keys from batched seeds: random_seed, split, random_bits, uniform, normal."""
    key = jax.random.key(seed)
    k1, k2 = jax.random.split(key)
    return (jax.random.uniform(k1, (2,)), jax.random.normal(k2, (2,)),
            jax.random.bits(jax.random.PRNGKey(seed), (3,)))


@program(np.arange(4, dtype=u32), in_axes=[0])
def vm_rng_bit_generator(key):
    """`lax.rng_bit_generator` of a batch of keys: every row from the first key, its new state
    written back by a `dynamic_update_index_in_dim` jit (i32 indices)."""
    return lax.rng_bit_generator(key, (2,))


@program(np.arange(4, dtype=u32), in_axes=[0], x64=True)
def vm_rng_bit_generator_x64(key):
    """The same traced with x64 (the jit's index i64) drawing uint64 bits."""
    return lax.rng_bit_generator(key, (2,), dtype=np.uint64)


@program(x4, np.arange(4, dtype=i32), np.array([0., 1., 2., 5.], f32), in_axes=[0, None, 0])
def vm_hiprims(x, e, s):
    """The hijax primitives: `Ldexp`, `Frexp`, `SearchSorted` (sorted array and queries batched),
    `Nonzero`."""
    m, ex = jnp.frexp(x)
    return (jnp.ldexp(x, e), m, ex, jnp.searchsorted(s, x), jnp.nonzero(x > 1.5, size=2)[0])


@program(np.arange(4, dtype=f64), np.int64(3), in_axes=[None, 0], x64=True,
         batched=lambda: [np.arange(4, dtype=f64), np.array([1, 3, 2], i64)])
def vm_x64_loops(x, n):
    """x64 on: a fori_loop with a batched i64 trip count (a batched predicate) and a scan."""
    y = lax.fori_loop(0, n, lambda i, c: c * 2.0 + i, x)
    return y, lax.scan(lambda c, r: (c + r, c * r), 0.0, y)[1]


@program(spd, x4[:3], in_axes=[0, None])
def vm_linalg(a, b):
    """cholesky, triangular_solve, `jnp.linalg.solve` (custom_linear_solve over lu)."""
    c = jnp.linalg.cholesky(a)
    return c, jax.scipy.linalg.solve_triangular(c, b, lower=True), jnp.linalg.solve(a, b)


@program(x34, in_axes=[1])
def vm_fft(x):
    """`jnp.fft.fft` / `rfft`: the batched fft through `lax.fft`'s jit."""
    return jnp.fft.fft(x), jnp.fft.rfft(x)


# --- errors and nesting


@program(x4, in_axes=[0], out_axes=[None])
def vm_out_axes_none_error(x):
    """`out_axes=None` for a batched output: JAX's error."""
    return x * 2.0


@program(x4, x4, in_axes=[0, None], then=Spec([None, 0], [1], 2))
def vm_nested(x, y):
    """`vmap` of `vmap`: the command applied twice (the second over the other argument)."""
    return jnp.dot(x, y) * x + y


@program(x34, idx3, in_axes=[1, None], then=Spec([0, 0], [0], 2),
         batched=lambda: [np.stack([np.stack([x34 + a + b for a in range(3)], 1)
                                    for b in range(2)]),
                          np.array([[0, 1, 2], [2, 2, 1]], i32)])
def vm_nested_gather(x, i):
    """Nested vmap of a gather: the second vmap batches indices the first left unbatched."""
    return x[i] * 2.0


# ----------------------------------------------------------------------------------------------


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--only", nargs="+", metavar="NAME")
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args(argv)
    if jax.__version__ != JAX_VERSION:
        print(f"corpus_vmap: needs jax {JAX_VERSION}, found {jax.__version__}", file=sys.stderr)
        return 2
    if args.list:
        for p in PROGRAMS.values():
            print(f"{p.name:32} {p.description}")
        return 0
    names = args.only or list(PROGRAMS)
    unknown = [n for n in names if n not in PROGRAMS]
    if unknown:
        print(f"corpus_vmap: unknown programs: {unknown}", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    if not args.only:
        for d in args.out.iterdir():
            if d.is_dir() and d.name not in PROGRAMS:
                shutil.rmtree(d)
    for n in names:
        spec = generate(PROGRAMS[n], args.out)
        state = "error" if not (args.out / n / "after.jaxpr").exists() else (
            "ok" if spec.get("claim") else "ok (vmap of f prints otherwise)")
        print(f"  {n}: {state}")
    print(f"corpus_vmap: wrote {len(names)} programs to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
