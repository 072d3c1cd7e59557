#!/usr/bin/env python3
"""minihlo's conformance-corpus generator (JAX is the reference).

Rerun (from the repository root, after ``scripts/python-env``):

    .venv/bin/python python/gen_corpus.py                 # all programs -> tests/corpus/
    .venv/bin/python python/gen_corpus.py --only single_f32 cf_cond
    .venv/bin/python python/gen_corpus.py --list

Needs jax == jaxlib == 0.12.0.1 (python/requirements.txt). Runs on CPU only: lowering for
cuda / rocm needs no GPU. Takes about a minute.

For every registered program it writes ``tests/corpus/<program>/``:

- ``jaxpr.txt``       what ``print(jax.make_jaxpr(f)(*args))`` prints (function addresses are
                      masked as ``0xXXXXXXXXXXXX``, as JAX itself does). For programs JAX refuses to
                      trace, the jaxpr of the same program built by binding the primitive directly
                      (so it is in JAX's format, with the parameters that JAX rejects).
- ``expected_error``  only for those programs: ``str()`` of the error JAX raises; for programs
                      JAX traces but refuses to lower (``lower_error=True``), the cpu lowering's.
                      A StableHLO verifier error is kept as its first two lines (``jax_message``).
- ``<P>.*`` for ``extra_platforms`` (metal, a plugin's name): as for the platforms below.
- ``<P>.mlir``        ``jax.jit(f).trace(*args).lower(lowering_platforms=(P,)).as_text()`` for
                      P in cpu, cuda, rocm, tpu and the pair ("cpu", "cuda") (file ``cpu_cuda``);
                      ``<P>.expected_error`` with ``str()`` of the error where lowering fails.
- ``callbacks.json``  JAX's host-callback table of the cpu lowering, in the format minihlo writes
                      (see python/interop.py): one entry per index, in index order.
- ``inputs.npz``      ``in0``, ``in1``, ... (see "Inputs" below).
- ``outputs.npz``     ``out0``, ``out1``, ...: the flat outputs of ``jax.jit(f)(*inputs)`` on XLA:CPU.
- ``meta.json``       name, description, tags, x64, input/output avals, the primitives the jaxpr
                      uses (recursively), features, the callbacks with their k, lowering status.

Inputs: unless a program says otherwise, ``np.arange(n)`` cast to the input's dtype and reshaped
(bool: ``np.arange(n) % 2 == 1``). bfloat16 arrays are stored in the .npz files as their uint16 bit
patterns (numpy has no bfloat16); meta.json marks them with ``"npz_dtype": "uint16"``.

Callbacks follow the rule of /work/shared/conformance/README.md (python/std_rule.py): for the
callback with host-callback index k, output j copies the first input with the same shape and dtype
plus 1 (logical not for bool, integers wrap), otherwise it is filled with ``10*k + j + 1``. JAX only
fixes k at lowering time, so every program builds its callbacks with ``make_std_cb(k)`` for the k its
lowering assigns; the generator checks this afterwards by compiling the cpu module with callbacks
bound by index (python/interop.py) and comparing with JAX's outputs bit for bit (``--no-check``
skips it).

64-bit types need ``jax_enable_x64``; it is switched on only for the programs registered with
``x64=True`` (recorded in meta.json).
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import io
import json
import os
import re
import shutil
import sys
import time
import zipfile
from pathlib import Path
from typing import Any, Callable, Sequence

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax.experimental.buffer_callback import buffer_callback  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from std_rule import apply_std_rule  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO / "tests" / "corpus"
JAX_VERSION = "0.12.0.1"

PLATFORMS: list[tuple[str, tuple[str, ...]]] = [
    ("cpu", ("cpu",)),
    ("cuda", ("cuda",)),
    ("rocm", ("rocm",)),
    ("tpu", ("tpu",)),
    ("cpu_cuda", ("cpu", "cuda")),
]

# Every primitive minihlo supports must appear in at least one non-error program.
REQUIRED_PRIMITIVES = """
add sub mul div rem max min pow neg abs sign exp log tanh logistic sin cos sqrt rsqrt square floor
ceil integer_pow clamp eq ne lt le gt ge and or not xor select_n convert_element_type
broadcast_in_dim reshape transpose squeeze iota concatenate slice dynamic_slice
dynamic_update_slice dot_general reduce_sum reduce_max reduce_min argmax argmin buffer_callback
acos atan acosh asinh atanh sinh cosh tan cbrt expm1 log1p exp2 log2 erf erfc erf_inv digamma
bessel_i1e one_minus_square is_finite population_count clz copy stop_gradient round atan2 nextafter
shift_left shift_right_logical shift_right_arithmetic reduce_prod reduce_and reduce_or reduce_xor
zeta polygamma mulhi add_any bitcast_convert_type reduce_precision polynomial optimization_barrier asin
device_put
gather scatter scatter-add scatter-sub scatter-mul scatter-min scatter-max pad rev sort top_k
cumsum cumprod cummax cummin cumlogsumexp reduce_window_sum reduce_window_max reduce_window_min
reduce reduce_window conv_general_dilated split stack unstack tile
select_and_scatter_add select_and_gather_add approx_top_k SearchSorted empty Nonzero
""".split()

# Primitives whose presence makes a program "control_flow" (the Rust side supports them later).
CONTROL_FLOW_PRIMITIVES = {"cond", "scan", "while", "jit", "pjit", "custom_jvp_call", "custom_vjp_call"}

f16, bf16, f32, f64 = jnp.float16, jnp.bfloat16, jnp.float32, jnp.float64
i8, i16, i32, i64 = jnp.int8, jnp.int16, jnp.int32, jnp.int64
u8, u16, u32, u64 = jnp.uint8, jnp.uint16, jnp.uint32, jnp.uint64
BOOL = jnp.bool_


# ----------------------------------------------------------------------------------------------
# Callbacks


def make_std_cb(k: int):
    """The standard deterministic callback for host-callback index ``k``."""

    def std_cb(ctx, out, *args, **kwargs):
        del ctx
        ins = [np.asarray(b) for b in jax.tree_util.tree_leaves((args, kwargs))]
        outs = [np.asarray(b) for b in jax.tree_util.tree_leaves(out)]
        apply_std_rule(k, ins, outs)

    return std_cb


def make_other_cb(k: int):
    """The standard rule under another name. jaxpr text identifies a callback only by its printed
    name (JAX masks addresses), so distinct callbacks that a program means to keep apart need
    distinct names."""
    cb = make_std_cb(k)
    cb.__name__, cb.__qualname__ = "other_cb", "make_other_cb.<locals>.other_cb"
    return cb


def sds(shape, dtype) -> jax.ShapeDtypeStruct:
    return jax.ShapeDtypeStruct(tuple(shape), dtype)


def like(x) -> jax.ShapeDtypeStruct:
    return jax.ShapeDtypeStruct(x.shape, x.dtype)


def bcb(k: int, result, **kwargs):
    """``buffer_callback(make_std_cb(k), result, **kwargs)``."""
    return buffer_callback(make_std_cb(k), result, **kwargs)


def bind_buffer_callback(callback, args: Sequence[Any], result, *, input_output_aliases=(),
                         has_side_effect=False, vmap_method=None, command_buffer_compatible=False):
    """Binds ``buffer_callback_p`` directly, skipping the wrapper's alias validation, so that
    the jaxpr of a program JAX refuses to trace can still be printed in JAX's own format."""
    from jax._src import core
    from jax._src.buffer_callback import buffer_callback_p

    flat_args, in_tree = jax.tree_util.tree_flatten((tuple(args), {}))
    flat_res, out_tree = jax.tree_util.tree_flatten(result)
    outs = buffer_callback_p.bind(
        *flat_args,
        callback=callback,
        result_avals=tuple(core.ShapedArray(r.shape, r.dtype) for r in flat_res),
        in_tree=in_tree,
        out_tree=out_tree,
        vmap_method=vmap_method,
        has_side_effect=has_side_effect,
        input_output_aliases=tuple(input_output_aliases),
        command_buffer_compatible=command_buffer_compatible,
    )
    return jax.tree_util.tree_unflatten(out_tree, outs)


# ----------------------------------------------------------------------------------------------
# Program registry


@dataclasses.dataclass
class In:
    """One input: its aval and how its values are made (default: arange)."""

    shape: tuple[int, ...]
    dtype: Any
    values: Any = None  # None: arange; a callable n -> flat array; or a list / array
    note: str | None = None

    def make(self) -> np.ndarray:
        dtype = np.dtype(self.dtype)
        n = int(np.prod(self.shape, dtype=np.int64))
        if self.values is None:
            flat = (np.arange(n) % 2 == 1) if dtype == np.bool_ else np.arange(n)
        elif callable(self.values):
            flat = self.values(n)
        else:
            flat = self.values
        flat = np.asarray(flat)
        if flat.dtype != dtype:
            with np.errstate(over="ignore"):  # e.g. 3e38 -> float16 inf, on purpose
                flat = flat.astype(dtype)
        return flat.reshape(self.shape)

    def describe(self) -> str:
        if self.note:
            return self.note
        if self.values is None:
            return "np.arange(n) % 2 == 1" if np.dtype(self.dtype) == np.bool_ else "np.arange(n)"
        if hasattr(self.values, "desc"):
            return self.values.desc
        flat = self.values(int(np.prod(self.shape))) if callable(self.values) else self.values
        return f"{np.asarray(flat).reshape(-1).tolist()}"


@dataclasses.dataclass
class Program:
    name: str
    fn: Callable
    inputs: list[In]
    description: str
    tags: list[str]
    features: list[str]
    x64: bool
    jaxpr_fn: Callable | None  # for programs JAX refuses to trace
    k_agnostic: bool  # a callback serves several indices; its outputs never depend on k
    # Lowerings besides PLATFORMS: (file name, platform list), e.g. ("metal", ("metal",)).
    extra_platforms: list[tuple[str, tuple[str, ...]]] = dataclasses.field(default_factory=list)
    lower_error: bool = False  # JAX traces the program but refuses to lower it (for any platform)


PROGRAMS: dict[str, Program] = {}


def program(*inputs: In, tags: Sequence[str] = (), features: Sequence[str] = (), x64: bool = False,
            jaxpr_fn: Callable | None = None, name: str | None = None, k_agnostic: bool = False,
            extra_platforms: Sequence[tuple[str, tuple[str, ...]]] = (), lower_error: bool = False):
    def register(fn):
        pname = name or fn.__name__
        fn.__name__ = fn.__qualname__ = pname  # JAX names the module jit_<fn.__name__>
        assert pname not in PROGRAMS, pname
        doc = " ".join((fn.__doc__ or "").split())
        PROGRAMS[pname] = Program(pname, fn, list(inputs), doc, list(tags), list(features), x64,
                                  jaxpr_fn, k_agnostic, list(extra_platforms), lower_error)
        return fn

    return register


def ar(start=0, step=1):
    """Values ``start + step * np.arange(n)``."""
    f = lambda n: start + step * np.arange(n)  # noqa: E731
    f.desc = f"{start} + {step} * np.arange(n)"
    return f


# ----------------------------------------------------------------------------------------------
# The 16 programs of /work/shared/conformance (same names and semantics)

CONF = ("conformance",)


@program(In((4,), f32), tags=CONF, features=["buffer_callback"])
def single_f32(x):
    """One pure callback f32[4] -> f32[4]."""
    return bcb(0, like(x))(x)


@program(In((4,), f32), tags=CONF, features=["buffer_callback", "side_effect"])
def side_effect(x):
    """One callback with has_side_effect=True."""
    return bcb(0, like(x), has_side_effect=True)(x)


@program(In((4,), f32), tags=CONF, features=["buffer_callback", "side_effect", "unused_result"])
def side_effect_unused_result(x):
    """A side-effecting callback whose result is unused: it is kept."""
    bcb(0, like(x), has_side_effect=True)(x)
    return x * 2


@program(In((4,), f32), tags=CONF, features=["buffer_callback", "unused_result", "dce"])
def pure_unused_result(x):
    """A pure callback whose result is unused: lowering removes it (no host callback)."""
    bcb(0, like(x))(x)
    return x * 2


@program(In((4,), f32), tags=CONF, features=["buffer_callback", "alias"])
def alias_0_0(x):
    """Input 0 aliases output 0 (single result: output_tuple_indices = [])."""
    return bcb(0, like(x), input_output_aliases={0: 0})(x)


@program(In((3,), i32), In((4,), f32), tags=CONF, features=["buffer_callback", "alias", "multi_output"])
def alias_1_0(a, b):
    """Input 1 aliases output 0 of two (output_tuple_indices = [0])."""
    return bcb(0, (like(b), like(a)), input_output_aliases={1: 0})(a, b)


@program(In((3,), i32), In((4,), f32), tags=CONF, features=["buffer_callback", "alias"])
def alias_1_0_single_output(a, b):
    """Input 1 aliases the only output."""
    return bcb(0, like(b), input_output_aliases={1: 0})(a, b)


@program(In((4,), f32), tags=CONF, features=["buffer_callback", "cmd_buffer"])
def cmd_buffer(x):
    """command_buffer_compatible=True: `_cmd_buffer` target suffix on GPU only."""
    return bcb(0, like(x), command_buffer_compatible=True)(x)


@program(tags=CONF, features=["buffer_callback", "zero_inputs"])
def zero_inputs():
    """A callback without inputs producing f32[2,3] (filled with 1)."""
    return bcb(0, sds((2, 3), f32))()


@program(In((4,), f32), tags=CONF, features=["buffer_callback", "zero_outputs", "side_effect"])
def zero_outputs_side_effect(x):
    """A side-effecting callback without outputs."""
    bcb(0, (), has_side_effect=True)(x)
    return x + 1


@program(In((4,), f32), tags=CONF, features=["buffer_callback", "reused_callback"])
def same_callback_twice(x):
    """The same callback object applied twice with equal avals: one host callback, index 0 twice."""
    cb = bcb(0, like(x))
    return cb(cb(x))


@program(In((4,), f32), tags=CONF, features=["buffer_callback", "two_callbacks", "multi_output"])
def two_callbacks(x):
    """Two callbacks (indices 0 and 1); the second fills its i32[2] output with 12."""
    y = bcb(0, like(x))(x) * 2
    return bcb(1, (like(x), sds((2,), i32)))(y)


@program(In((3, 4), f32), In((4,), f32, values=np.ones, note="np.ones(4)"), tags=CONF,
         features=["buffer_callback", "vmap"])
def vmap_expand_dims(x, y):
    """vmap over the first argument of a callback with vmap_method='expand_dims'."""
    cb = bcb(0, sds((4,), f32), vmap_method="expand_dims")
    return jax.vmap(cb, in_axes=(0, None))(x, y)


def _alias_error_program(name, in_shape, aliases, doc):
    def fn(x):
        return bcb(0, sds((4,), f32), input_output_aliases=dict(aliases))(x)

    def jaxpr_fn(x):
        return bind_buffer_callback(make_std_cb(0), (x,), sds((4,), f32),
                                    input_output_aliases=tuple(aliases))

    fn.__doc__ = doc
    program(In(in_shape, f32), tags=CONF + ("error",), features=["buffer_callback", "alias", "error"],
            jaxpr_fn=jaxpr_fn, name=name)(fn)


_alias_error_program("alias_mismatch_error", (3,), [(0, 0)],
                     "Alias between f32[3] input and f32[4] output: rejected at trace time.")
_alias_error_program("alias_out_of_range_error", (4,), [(2, 0)],
                     "Alias with input index 2 of 1 input: rejected at trace time.")
_alias_error_program("alias_output_out_of_range_error", (4,), [(0, 1)],
                     "Alias with output index 1 of 1 output: rejected at trace time.")


# ----------------------------------------------------------------------------------------------
# Elementwise arithmetic


@program(In((6,), f32), In((6,), f32, values=ar(1)), features=["buffer_callback"])
def arith_f32(x, y):
    """add sub mul div rem max min pow on f32, on the result of a callback."""
    b = bcb(0, like(x))(x)  # b = x + 1
    return (lax.add(b, y), lax.sub(b, y), lax.mul(b, y), lax.div(b, y), lax.rem(b, y),
            lax.max(b, y), lax.min(b, y), lax.pow(b, y))


@program(In((6,), i32, values=ar(-3)), In((6,), i32, values=ar(1)), In((6,), i32, values=ar(-4, 3)))
def arith_i32(x, y, z):
    """add sub mul div rem max min neg abs sign integer_pow on i32, negative operands included."""
    return (x + y, x - y, x * y, lax.div(z, y), lax.rem(z, y), lax.div(z, -y), lax.rem(z, -y),
            lax.max(x, y), lax.min(x, z), lax.neg(x), lax.abs(x), lax.sign(x), lax.integer_pow(x, 3))


@program(In((8,), f32, values=lambda n: (np.arange(n) - 3.5) / 2), features=["buffer_callback"])
def unary_f32(x):
    """neg abs sign floor ceil square integer_pow exp tanh logistic sin cos, signed inputs."""
    x = bcb(0, like(x))(x)
    return (lax.neg(x), lax.abs(x), lax.sign(x), lax.floor(x), lax.ceil(x), lax.square(x),
            lax.integer_pow(x, 3), lax.integer_pow(x, -2), lax.exp(x), lax.tanh(x),
            lax.logistic(x), lax.sin(x), lax.cos(x))


@program(In((6,), f32, values=lambda n: np.arange(n) + 0.5))
def unary_positive_f32(x):
    """log sqrt rsqrt pow on positive f32 inputs."""
    return lax.log(x), lax.sqrt(x), lax.rsqrt(x), lax.pow(x, 0.5)


@program(In((8,), f32, values=lambda n: np.arange(n) - 2.0), In((8,), f32, values=ar(1, 0.5)),
         features=["buffer_callback"])
def clamp_f32(x, hi):
    """clamp with scalar and with array bounds."""
    c = lax.clamp(-1.0, x, 3.0)
    d = lax.clamp(jnp.zeros_like(x), x, hi)
    return bcb(0, like(c))(c), d


@program(In((6,), f16, values=ar(-2, 0.75)), In((6,), bf16, values=ar(-2, 0.75)),
         features=["buffer_callback"])
def arith_half(x, y):
    """Arithmetic in float16 and bfloat16."""
    a, b = bcb(0, (like(x), like(y)))(x, y)
    return a * a + x, lax.exp(b) - y, lax.div(a, x + 3)


@program(In((4,), f64, values=ar(0.5)), In((4,), i64, values=ar(2**40)), x64=True,
         features=["buffer_callback", "x64"])
def arith_x64(x, y):
    """Arithmetic in float64 and int64 (x64 on)."""
    a = bcb(0, like(x))(x)
    return lax.sqrt(a) * a, y * 3 - 1, lax.convert_element_type(y, f64) + x


# ----------------------------------------------------------------------------------------------
# Comparisons and logic


@program(In((6,), f32), In((6,), f32, values=[5.0, 1.0, 2.0, 0.0, 4.0, -1.0]),
         features=["buffer_callback"])
def compare_f32(x, y):
    """eq ne lt le gt ge on f32, then a callback on the bool results."""
    r = (lax.eq(x, y), lax.ne(x, y), lax.lt(x, y), lax.le(x, y), lax.gt(x, y), lax.ge(x, y))
    return bcb(0, tuple(like(v) for v in r))(*r)


@program(In((6,), i32, values=ar(-3)), In((6,), u8, values=[0, 1, 2, 3, 250, 255]),
         In((6,), u8, values=[255, 250, 3, 2, 1, 0]))
def compare_int(x, y, z):
    """eq ne lt le gt ge on i32 and u8 (unsigned compare) with scalar and array operands."""
    return (x == 0, x != 1, x < 0, x <= -1, x > 1, x >= 2,
            lax.lt(y, z), y >= 200, lax.eq(y, jnp.uint8(255)), lax.ge(z, y))


@program(In((8,), BOOL), In((8,), BOOL, values=lambda n: np.arange(n) % 3 == 0),
         features=["buffer_callback"])
def logical_bool(p, q):
    """and or not xor on bool, and a callback taking/returning bool."""
    r = bcb(0, like(p))(p)  # logical not
    return lax.bitwise_and(r, q), lax.bitwise_or(p, q), lax.bitwise_not(q), lax.bitwise_xor(p, q)


@program(In((6,), i32, values=ar(-3, 7)), In((6,), u8, values=[0, 1, 15, 128, 200, 255]),
         In((6,), u8, values=[255, 200, 128, 15, 1, 0]))
def bitwise_int(x, y, z):
    """and or not xor on i32 and u8."""
    return (lax.bitwise_and(x, 12), lax.bitwise_or(x, 5), lax.bitwise_not(x), lax.bitwise_xor(x, -1),
            lax.bitwise_not(y), lax.bitwise_xor(y, z), lax.bitwise_and(y, jnp.uint8(0xF0)),
            lax.bitwise_or(y, z))


@program(In((6,), BOOL), In((6,), f32), In((6,), f32, values=ar(100)), features=["buffer_callback"])
def select_n_bool(p, a, b):
    """select_n with a bool predicate (jnp.where semantics: False picks case 0)."""
    s = lax.select_n(p, a, b)
    return bcb(0, like(s))(s)


@program(In((6,), i32, values=lambda n: np.arange(n) % 3), In((6,), i32), In((6,), i32, values=ar(10)),
         In((6,), i32, values=ar(20)))
def select_n_i32(i, a, b, c):
    """select_n with an i32 case index and three cases, and a scalar predicate."""
    return lax.select_n(i, a, b, c), lax.select_n(a[1] > 0, b, c)


@program(In((6,), f32, values=lambda n: (np.arange(n) - 2.0) * 1.75), In((6,), i32, values=ar(-3, 100)),
         In((6,), BOOL), features=["buffer_callback", "dtype:bfloat16", "dtype:float16"])
def convert_element_type(x, y, p):
    """convert_element_type between f32, i32, bool, f16, bf16, u8 (truncation, wrap, rounding)."""
    xb = lax.convert_element_type(x, bf16)
    xb = bcb(0, like(xb))(xb)
    return (lax.convert_element_type(x, i32), lax.convert_element_type(y, f32),
            lax.convert_element_type(p, f32), lax.convert_element_type(x, BOOL),
            lax.convert_element_type(x, f16), xb, lax.convert_element_type(y, u8),
            lax.convert_element_type(y, BOOL), lax.convert_element_type(xb, f32))


@program(In((4,), f32, values=ar(0.25)), In((4,), i32, values=ar(-2)), In((4,), u32, values=ar(4294967290)),
         x64=True, features=["x64"])
def convert_x64(x, y, z):
    """convert_element_type to and from 64-bit types (x64 on)."""
    return (lax.convert_element_type(x, f64), lax.convert_element_type(y, i64),
            lax.convert_element_type(z, u64), lax.convert_element_type(y, u64),
            lax.convert_element_type(lax.convert_element_type(x, f64) * 3, i64))


# ----------------------------------------------------------------------------------------------
# Shapes


@program(In((3,), f32), In((), i32), features=["buffer_callback", "0-d"])
def broadcast_in_dim(x, s):
    """broadcast_in_dim of a vector into 2-D / 3-D and of a 0-d value."""
    a = lax.broadcast_in_dim(x, (2, 3), (1,))
    b = lax.broadcast_in_dim(x, (3, 2, 2), (0,))
    c = jnp.broadcast_to(s, (2, 2))
    return bcb(0, like(a))(a), b, c


@program(In((2, 3, 4), f32), features=["buffer_callback"])
def reshape_transpose(x):
    """reshape and transpose (2-D and 3-D permutations) around a callback."""
    a = lax.reshape(x, (6, 4))
    b = bcb(0, like(a))(a)
    return lax.transpose(b, (1, 0)), lax.transpose(x, (2, 0, 1)), lax.reshape(b, (24,))


@program(In((1, 3, 1), f32), In((3,), i32), features=["buffer_callback", "expand_dims"])
def squeeze_expand_dims(x, y):
    """squeeze; jnp.expand_dims and lax.expand_dims (JAX prints broadcast_in_dim for both)."""
    a = lax.squeeze(x, (0, 2))
    b = jnp.expand_dims(y, 0)
    c = lax.expand_dims(a, (1,))
    d = bcb(0, like(b))(b)
    return a, jnp.squeeze(d), c, lax.squeeze(x, (0,))


@program(In((2, 3), f32))
def iota(x):
    """iota: lax.iota, lax.broadcasted_iota on dimension 1, jnp.arange under jit."""
    return (lax.iota(i32, 5), lax.broadcasted_iota(f32, (2, 3), 1) + x, jnp.arange(3, dtype=u8),
            lax.broadcasted_iota(i32, (2, 3), 0))


@program(In((2, 3), f32), In((2, 2), f32, values=ar(100)), In((1, 3), f32, values=ar(-1, -1)),
         features=["buffer_callback"])
def concatenate(x, y, z):
    """concatenate along dimension 1 and along dimension 0 (three operands)."""
    a = lax.concatenate([x, y], 1)
    b = lax.concatenate([x, z, z], 0)
    return bcb(0, like(a))(a), b


@program(In((4, 5), i32), features=["buffer_callback"], name="slice")
def slices(x):
    """slice with and without strides, and Python indexing."""
    s = lax.slice(x, (1, 0), (3, 5))
    return lax.slice(x, (0, 1), (4, 5), (2, 3)), bcb(0, like(s))(s), x[2]


@program(In((4, 5), f32), In((), i32, values=[1]), In((), i32, values=[3]), features=["buffer_callback", "0-d"])
def dynamic_slice(x, i, j):
    """dynamic_slice with traced start indices (one clamped at the edge)."""
    a = lax.dynamic_slice(x, (i, j), (2, 3))
    return bcb(0, like(a))(a), lax.dynamic_slice(x, (j, i), (2, 2))


@program(In((4, 5), f32), In((2, 2), f32, values=ar(-1, -1)), In((), i32, values=[2]), In((), i32, values=[4]))
def dynamic_update_slice(x, u, i, j):
    """dynamic_update_slice with traced start indices (one clamped at the edge)."""
    return lax.dynamic_update_slice(x, u, (i, i)), lax.dynamic_update_slice(x, u, (j, j))


# ----------------------------------------------------------------------------------------------
# dot_general and reductions


@program(In((2, 3), f32), In((3, 4), f32), In((3,), f32), features=["buffer_callback"])
def dot_general(a, b, v):
    """dot_general without batch dimensions: matmul, matvec, vecdot, contracting dim 0."""
    m = lax.dot_general(a, b, (((1,), (0,)), ((), ())))
    m = bcb(0, like(m))(m)
    return m, lax.dot_general(a, v, (((1,), (0,)), ((), ()))), jnp.dot(v, v), \
        lax.dot_general(b, b, (((0,), (0,)), ((), ())))


@program(In((2, 2, 3), f32), In((2, 3, 2), f32), In((2, 3), i32), features=["buffer_callback"])
def dot_general_batch(a, b, c):
    """dot_general with batch dimensions (and an i32 one with preferred_element_type)."""
    r = lax.dot_general(a, b, (((2,), (1,)), ((0,), (0,))))
    r = bcb(0, like(r))(r)
    s = lax.dot_general(c, c, (((1,), (1,)), ((0,), (0,))), preferred_element_type=i32)
    return r, s


@program(In((3, 4), f32, values=[3, -1, 4, 1, -5, 9, 2, 6, 5, 3, -5, 8]), features=["buffer_callback"])
def reduce_f32(x):
    """reduce_sum reduce_max reduce_min argmax argmin over each axis and all axes (ties included)."""
    x = bcb(0, like(x))(x)
    return (jnp.sum(x, axis=0), jnp.sum(x), jnp.max(x, axis=1), jnp.min(x, axis=0),
            jnp.argmax(x, axis=1), jnp.argmin(x, axis=0), jnp.argmax(x), lax.reduce_max(x, (0, 1)))


@program(In((2, 3), i32, values=[7, -2, 7, 0, 5, -9]), In((4,), u8, values=[3, 200, 100, 200]))
def reduce_int(x, y):
    """Integer reductions (wrapping u8 sum) and argmax/argmin with ties."""
    return (jnp.sum(x, axis=1), jnp.max(x), jnp.min(x, axis=1), jnp.argmax(x, axis=0),
            jnp.argmin(x, axis=1), jnp.sum(y, dtype=u8), jnp.argmax(y), jnp.min(y))


# ----------------------------------------------------------------------------------------------
# buffer_callback: every dtype

ALL_DTYPES = [
    ("bool", BOOL, False), ("int8", i8, False), ("int16", i16, False), ("int32", i32, False),
    ("int64", i64, True), ("uint8", u8, False), ("uint16", u16, False), ("uint32", u32, False),
    ("uint64", u64, True), ("float16", f16, False), ("bfloat16", bf16, False),
    ("float32", f32, False), ("float64", f64, True),
]


def _dtype_program(dname, dtype, x64):
    def fn(x):
        # output 0 copies x (+1), output 1 has no matching input: filled with 10*0+1+1 = 2.
        return bcb(0, (like(x), sds((2,), dtype)))(x)

    fn.__doc__ = (f"A callback on {dname}[2,3]: output 0 = x + 1 (not for bool), "
                  f"output 1 ({dname}[2]) filled with 2 (True for bool).")
    program(In((2, 3), dtype), x64=x64, name=f"cb_dtype_{dname}",
            features=["buffer_callback", f"dtype:{dname}"] + (["x64"] if x64 else []))(fn)


for _dname, _dtype, _x64 in ALL_DTYPES:
    _dtype_program(_dname, _dtype, _x64)


@program(x64=True, features=["buffer_callback", "zero_inputs", "x64", "multi_output"]
         + [f"dtype:{d}" for d, _, _ in ALL_DTYPES])
def cb_fill_all_dtypes():
    """One callback without inputs and one output per dtype: output j filled with j + 1."""
    return bcb(0, tuple(sds((2,), dt) for _, dt, _ in ALL_DTYPES))()


@program(In((4,), i8, values=[127, -128, -1, 0]), In((3,), u8, values=[255, 0, 128]),
         In((2,), i32, values=[2**31 - 1, -(2**31)]), In((2,), u32, values=[2**32 - 1, 7]),
         In((2,), u64, values=np.array([2**64 - 1, 0], dtype=np.uint64)), x64=True,
         features=["buffer_callback", "integer_wrap", "x64"])
def cb_int_wrap(a, b, c, d, e):
    """Integer callbacks at the edge of their range: +1 wraps."""
    return bcb(0, (like(a), like(b), like(c), like(d), like(e)))(a, b, c, d, e)


_SPECIAL = [np.nan, -np.nan, np.inf, -np.inf, -0.0, 0.0, 1e-45, 3.0e38]


@program(In((8,), f32, values=_SPECIAL, note="nan -nan inf -inf -0.0 0.0 1e-45 3e38"),
         In((8,), f16, values=_SPECIAL, note="same values cast to float16"),
         In((8,), bf16, values=_SPECIAL, note="same values cast to bfloat16"),
         features=["buffer_callback", "float_special", "dtype:float16", "dtype:bfloat16"])
def cb_float_special(x, h, b):
    """Special float values through a callback (+1) and through XLA (x * -1): compared bit for bit."""
    y, g, c = bcb(0, (like(x), like(h), like(b)))(x, h, b)
    return y, g, c, x * -1.0, lax.max(x, 0.0)


# ----------------------------------------------------------------------------------------------
# buffer_callback: shapes, aliases, arity, reuse


@program(In((), f32, values=[2.5]), features=["buffer_callback", "0-d"])
def cb_scalar(x):
    """0-d values: f32[] -> (f32[], i32[] filled with 2); layouts dense<> : tensor<0xindex>."""
    return bcb(0, (like(x), sds((), i32)))(x)


@program(In((0,), f32), In((2, 0), i32), features=["buffer_callback", "zero_size"])
def cb_zero_size(x, y):
    """Zero-size dimensions: f32[0] and i32[2,0] in, the same plus an f32[0,3] out."""
    return bcb(0, (like(x), like(y), sds((0, 3), f32)))(x, y)


@program(In((3,), i32), In((4,), f32), In((2, 2), f16),
         features=["buffer_callback", "alias", "multi_output"])
def cb_alias_multi(a, b, c):
    """Two aliases {0: 1, 2: 0} on a callback with three inputs and three outputs."""
    return bcb(0, (like(c), like(a), like(b)), input_output_aliases={2: 0, 0: 1})(a, b, c)


@program(In((4,), f32), features=["buffer_callback", "alias", "side_effect"])
def cb_alias_side_effect(x):
    """An alias on a side-effecting callback."""
    return bcb(0, like(x), input_output_aliases={0: 0}, has_side_effect=True)(x)


@program(In((4,), f32), features=["buffer_callback", "zero_inputs", "zero_outputs", "side_effect"])
def cb_zero_inputs_zero_outputs(x):
    """A side-effecting callback with no inputs and no outputs."""
    bcb(0, (), has_side_effect=True)()
    return x * 3


@program(In((4,), f32), features=["buffer_callback", "zero_outputs", "dce"])
def cb_zero_outputs_pure(x):
    """A pure callback with no outputs: JAX removes it (no host callback)."""
    bcb(0, ())(x)
    return x - 1


@program(In((4,), f32), In((3,), i32), features=["buffer_callback", "reused_callback"], k_agnostic=True)
def cb_reused_other_avals(x, y):
    """The same callback object on f32[4] and on i32[3]: two host callbacks (0 and 1).

    The callback is built with k = 0 but also serves index 1: every output has a matching
    input, so the values do not depend on k."""
    cb = make_std_cb(0)
    a = buffer_callback(cb, like(x))(x)
    b = buffer_callback(cb, like(y))(y)
    c = buffer_callback(cb, like(x))(a)
    return a, b, c


@program(In((4,), f32), features=["buffer_callback", "two_callbacks"])
def cb_two_callbacks_same_avals(x):
    """Two distinct callbacks (distinct names) with equal avals: indices 0 and 1 (fills 2 and 12)."""
    a, _ = bcb(0, (like(x), sds((2,), i32)))(x)
    b, m = buffer_callback(make_other_cb(1), (like(x), sds((2,), i32)))(x)
    return a, b, m


@program(In((4,), f32), features=["buffer_callback", "three_callbacks", "side_effect"])
def cb_three_callbacks(x):
    """Three callbacks in a chain, the middle one side-effecting; a callback reused in between."""
    first = bcb(0, like(x))
    a = first(x)
    b = bcb(1, (like(a), sds((), f32)), has_side_effect=True)(a)
    c = first(b[0])
    return bcb(2, sds((3,), i32))(c, b[1]), c


@program(In((4,), f32), features=["buffer_callback", "cmd_buffer", "side_effect"])
def cb_cmd_buffer_side_effect(x):
    """command_buffer_compatible=True with has_side_effect=True."""
    return bcb(0, like(x), command_buffer_compatible=True, has_side_effect=True)(x)


@program(In((2,), f32), In((3,), i32), In((), f32, values=[7.0]), features=["buffer_callback", "pytree"])
def cb_pytree(x, y, s):
    """Pytree inputs (a nested tuple and a keyword) and outputs (a tuple with a dict).

    The alias {0: 0} is validated against positional arguments but indexes flat inputs."""
    cb = bcb(0, (like(x), {"a": like(s), "b": like(y)}), input_output_aliases={0: 0})
    out = cb((x, y), z=s)
    return out[0], out[1]["a"], out[1]["b"]


@program(In((3, 2), f32), In((2,), f32, values=ar(10)), features=["buffer_callback", "vmap"])
def cb_vmap_broadcast_all(x, y):
    """vmap with vmap_method='broadcast_all': unbatched operands are broadcast to the batch."""
    cb = bcb(0, sds((2,), f32), vmap_method="broadcast_all")
    return jax.vmap(cb, in_axes=(0, None))(x, y)


# ----------------------------------------------------------------------------------------------
# buffer_callback's edge cases (issue 15): negative alias indices, platforms without a target

@program(In((4,), f32), features=["buffer_callback", "alias", "negative_alias"])
def cb_alias_negative_output(x):
    """Alias {0: -1} with a single result: JAX's checks index as Python does, and the lowering drops
    the output index (no output_tuple_indices with one result): an ordinary alias of operand 0."""
    return bcb(0, like(x), input_output_aliases={0: -1})(x)


@program(In((4,), f32), features=["buffer_callback", "alias", "negative_alias", "error"],
         tags=("error",), lower_error=True)
def cb_alias_negative_input_error(x):
    """Alias {-1: 0}: JAX traces it, and the StableHLO verifier refuses operand_index = -1."""
    return bcb(0, like(x), input_output_aliases={-1: 0})(x)


@program(In((3,), i32), In((4,), f32), tags=("error",), lower_error=True,
         features=["buffer_callback", "alias", "negative_alias", "multi_output", "error"])
def cb_alias_negative_output_multi_error(a, b):
    """Alias {1: -2} with two results: JAX traces it, and the StableHLO verifier refuses
    output_tuple_indices = [-2]."""
    return bcb(0, (like(b), like(a)), input_output_aliases={1: -2})(a, b)


OTHER_PLATFORMS = [("metal", ("metal",)), ("METAL", ("METAL",)), ("my_plugin", ("my_plugin",)),
                   ("cpu_metal", ("cpu", "metal")), ("metal_cpu", ("metal", "cpu"))]


@program(In((4,), f32), features=["buffer_callback", "other_platforms"],
         extra_platforms=OTHER_PLATFORMS)
def platform_names(x):
    """A callback lowered for platforms without a buffer_callback target (metal, METAL, a made-up
    plugin name): JAX's `not supported on NAME backend.` with the name as given."""
    return bcb(0, like(x))(x)


@program(In((4,), f32), features=["other_platforms"], extra_platforms=OTHER_PLATFORMS)
def platform_names_no_callback(x):
    """No callback: JAX lowers for any platform name, metal or a plugin's, as for tpu."""
    return jnp.tanh(x) * 2.0 + 1.0


# ----------------------------------------------------------------------------------------------
# Control flow (the Rust side supports these later)

CF = ("control_flow",)


@program(In((), i32, values=[1]), In((4,), f32), tags=CF, features=["buffer_callback", "cond"])
def cf_cond(p, x):
    """A callback in each branch of lax.cond (lowered to stablehlo.case). Branch 0 is the false
    branch and is lowered first (index 0); the true branch (index 1) runs and fills 11."""
    return lax.cond(p > 0, lambda v: bcb(1, sds((4,), f32))() * 2, lambda v: bcb(0, like(v))(v), x)


@program(In((), i32, values=[2]), In((4,), f32), tags=CF, features=["buffer_callback", "cond", "switch"])
def cf_switch(i, x):
    """lax.switch over three branches, two of them with callbacks."""
    return lax.switch(i, [lambda v: v + 1, lambda v: bcb(0, like(v))(v),
                          lambda v: bcb(1, (like(v), sds((), f32)))(v)[1] + v], x)


@program(In((4,), f32), In((3, 4), f32), tags=CF, features=["buffer_callback", "scan"])
def cf_scan(c, xs):
    """A callback inside the body of lax.scan (called once per iteration)."""

    def body(carry, x):
        y = bcb(0, like(carry))(carry + x)
        return y, y * 2

    return lax.scan(body, c, xs)


@program(In((4,), f32), In((3, 4), f32), tags=CF, x64=True,
         features=["buffer_callback", "scan", "x64"])
def cf_scan_x64(c, xs):
    """cf_scan traced with x64 on: JAX's loop counter and dynamic-index helpers use i64, and the
    program has no 64-bit value to tell (minihlo needs `--x64 on`)."""

    def body(carry, x):
        y = bcb(0, like(carry))(carry + x)
        return y, y * 2

    return lax.scan(body, c, xs)


def _unroll_body(carry, x):
    y = bcb(0, like(carry))(carry + x)
    return y, y * 2


@program(In((4,), f32), In((5, 4), f32), tags=CF, features=["buffer_callback", "scan", "unroll"])
def cf_scan_unroll(c, xs):
    """lax.scan with unroll=2 over 5 rows: a loop of 2 trips, each inlining the body twice on
    a block of 2 rows, then the remaining row inlined after the loop. The one callback appears
    three times and keeps one host-callback index (JAX's lowering cache)."""
    return lax.scan(_unroll_body, c, xs, unroll=2)


@program(In((4,), f32), In((5, 4), f32), tags=CF, features=["buffer_callback", "scan", "unroll"])
def cf_scan_unroll_reverse(c, xs):
    """cf_scan_unroll with reverse=True: the remainder is the first row, run last; blocks and
    the rows inside them are taken from the end."""
    return lax.scan(_unroll_body, c, xs, unroll=2, reverse=True)


@program(In((4,), f32), In((3, 4), f32), tags=CF, features=["buffer_callback", "scan", "unroll"])
def cf_scan_unroll_full(c, xs):
    """lax.scan with unroll=True (unroll == length): no loop at all, the body inlined once per
    row."""
    return lax.scan(_unroll_body, c, xs, unroll=True)


@program(In((4,), f32), In((6, 4), f32), tags=CF, features=["buffer_callback", "scan", "unroll"])
def cf_scan_unroll_exact(c, xs):
    """lax.scan with unroll=3 over 6 rows (length % unroll == 0): the loop only, no
    remainder."""
    return lax.scan(_unroll_body, c, xs, unroll=3)


@program(In((3,), f32), In((3,), f32), In((7, 3), f32), In((7, 2), f32), In((), f32),
         tags=CF, features=["buffer_callback", "scan", "unroll"])
def cf_scan_unroll_consts(a, b, xs, zs, k):
    """lax.scan with unroll=3 over 7 rows with a closed-over const, two carries, two xs and two
    ys (one of them from the callback)."""

    def body(carry, xz):
        c0, c1 = carry
        x, z = xz
        y = bcb(0, like(c0))(c0 + x * k)
        return (y, c1 - x), (c0 * k, z + k)

    return lax.scan(body, (a, b), (xs, zs), unroll=3)


@program(In((4,), f32), In((5, 4), f32), tags=CF, x64=True,
         features=["buffer_callback", "scan", "unroll", "x64"])
def cf_scan_unroll_x64(c, xs):
    """cf_scan_unroll traced with x64 on: the loop counter and the dynamic-index helpers are
    i64 (minihlo needs `--x64 on`)."""
    return lax.scan(_unroll_body, c, xs, unroll=2)


@program(In((4,), f32), tags=CF, features=["buffer_callback", "fori_loop", "unroll"])
def cf_fori_loop_unroll(x):
    """lax.fori_loop(0, 5, ..., unroll=2): a scan with no xs or ys, unrolled."""
    return lax.fori_loop(0, 5, lambda i, v: bcb(0, like(v))(v) + i, x, unroll=2)


@program(In((4,), f32), tags=CF, features=["buffer_callback", "while"])
def cf_while(x):
    """A callback inside the body of lax.while_loop."""

    def body(state):
        i, v = state
        return i + 1, bcb(0, like(v))(v)

    return lax.while_loop(lambda s: s[0] < 3, body, (0, x))


@program(In((4,), f32), tags=CF, features=["buffer_callback", "fori_loop"])
def cf_fori_loop(x):
    """A callback inside lax.fori_loop with static bounds (JAX turns it into a scan)."""
    return lax.fori_loop(0, 3, lambda i, v: bcb(0, like(v))(v) + i, x)


@program(In((4,), f32), In((), i32, values=[3]), tags=CF, features=["buffer_callback", "fori_loop", "while"])
def cf_fori_loop_dynamic(x, n):
    """A callback inside lax.fori_loop with a traced bound (a while loop)."""
    return lax.fori_loop(0, n, lambda i, v: bcb(0, like(v))(v) * 2, x)


@program(In((4,), f32), tags=CF, features=["buffer_callback", "nested_jit"])
def cf_nested_jit(x):
    """A callback inside a nested jax.jit (a private func.func reached by func.call), called twice."""

    @jax.jit
    def inner(v):
        return bcb(0, like(v))(v) * 2

    return inner(inner(x))


@program(In((6,), f32, values=ar(-3)), tags=CF, features=["buffer_callback", "custom_jvp_call"])
def cf_relu(x):
    """jax.nn.relu of a callback result (relu prints as custom_jvp_call)."""
    return jax.nn.relu(bcb(0, like(x))(x))


@jax.custom_vjp
def _clip_grad(x, lo):
    return jnp.clip(x, lo, 2.0)


_clip_grad.defvjp(lambda x, lo: (_clip_grad(x, lo), (x, lo)),
                  lambda res, g: (jnp.clip(g, -1, 1), jnp.zeros_like(res[1])))


@functools.partial(jax.custom_vjp, nondiff_argnums=(1,))
def _scale(x, k):
    return x * k


_scale.defvjp(lambda x, k: (x * k, None), lambda k, r, g: (g * k,))


@jax.custom_vjp
def _exp_sz(x):
    return jnp.exp(x)


_exp_sz.defvjp(lambda x: (jnp.exp(x), x), lambda r, g: (g * jnp.exp(r),), symbolic_zeros=True)


@program(In((6,), f32, values=ar(-3)), In((), f32, values=[0.5]), tags=CF,
         features=["buffer_callback", "custom_vjp_call"])
def cf_custom_vjp(x, lo):
    """jax.custom_vjp functions called forward (custom_vjp_call: the primal call_jaxpr runs, the
    fwd/bwd rules are only named): two operands with a jit inside, nondiff_argnums (the
    constant inlined), symbolic_zeros=True; one of them on a callback result."""
    y = bcb(0, like(x))(x)
    return _clip_grad(y, lo), _scale(x, 3), _exp_sz(y) + 3.0


@program(In((6,), f32, values=ar(-3)), In((6,), f32, values=ar(2, -1)), tags=CF,
         features=["nested_jit"])
def cf_jnp_wrappers(x, y):
    """jnp.where, jnp.clip and % : jnp functions that print as nested jit equations."""
    return jnp.where(x > 0, x, y), jnp.clip(x, -1.0, 1.0), x % 4.0


@program(In((3,), f32), tags=CF, features=["buffer_callback", "vmap", "scan"])
def cf_vmap_sequential(x):
    """vmap with vmap_method='sequential': the callback runs per element inside a scan."""
    return jax.vmap(bcb(0, sds((), f32), vmap_method="sequential"))(x)


# Issue 12's programs (broadcasting, the elementwise surface of jax.lax) live in their own module,
# which registers them here, after the programs above.
sys.modules.setdefault("gen_corpus", sys.modules[__name__])
import corpus_elementwise  # noqa: E402,F401
import corpus_complex  # noqa: E402,F401


# ----------------------------------------------------------------------------------------------
# Generation

_ADDR = re.compile(r" at 0x[0-9a-fA-F]+>")


def mask_addresses(text: str) -> str:
    return _ADDR.sub(" at 0xXXXXXXXXXXXX>", text)


def jaxpr_primitives(jaxpr) -> set[str]:
    """Names of all primitives used in a (closed) jaxpr, recursively."""
    from jax._src import core

    names: set[str] = set()

    def walk(jx):
        for eqn in jx.eqns:
            names.add(eqn.primitive.name)
            if eqn.primitive.name == "call_hi_primitive":
                # A hijax primitive prints by its class name (`SearchSorted[...]`).
                names.add(type(eqn.params["_prim"]).__name__)
            for sub in core.jaxprs_in_params(eqn.params):
                walk(sub)

    walk(jaxpr.jaxpr)
    return names


def dump_json(obj, indent: int = 0) -> str:
    """JSON with one key per line, but short lists and dicts of scalars kept on one line."""
    flat = json.dumps(obj)
    if len(flat) + indent <= 100 or not isinstance(obj, (list, dict)) or not obj:
        return flat
    pad = " " * (indent + 1)
    if isinstance(obj, list):
        items = [pad + dump_json(v, indent + 1) for v in obj]
        return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"
    items = [pad + json.dumps(k) + ": " + dump_json(v, indent + 1) for k, v in obj.items()]
    return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"


def dtype_name(dt) -> str:
    return np.dtype(dt).name


def physical(a):
    """A PRNG key array as its uint32 key data (what @main takes and returns); else ``a``."""
    if jax.dtypes.issubdtype(getattr(a, "dtype", None), jax.dtypes.prng_key):
        return np.asarray(jax.random.key_data(a))
    return a


def to_npz_array(a: np.ndarray) -> np.ndarray:
    a = np.asarray(physical(a))
    if a.dtype == ml_dtypes.bfloat16:
        return a.view(np.uint16)
    return a


def write_npz(path: Path, prefix: str, arrays: Sequence[np.ndarray]) -> None:
    """Like np.savez, but byte-for-byte reproducible (fixed zip timestamps)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_STORED) as zf:
        for i, a in enumerate(arrays):
            member = io.BytesIO()
            np.lib.format.write_array(member, to_npz_array(a).copy(order="C"),
                                      allow_pickle=False)
            info = zipfile.ZipInfo(f"{prefix}{i}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            zf.writestr(info, member.getvalue())
    path.write_bytes(buf.getvalue())


def aval_json(name: str, a) -> dict:
    a = physical(a)
    d = {"name": name, "dtype": dtype_name(a.dtype), "shape": list(a.shape)}
    if np.dtype(a.dtype) == ml_dtypes.bfloat16:
        d["npz_dtype"] = "uint16"
    return d


def _closure_vars(fn) -> dict[str, Any]:
    return {name: cell.cell_contents
            for name, cell in zip(fn.__code__.co_freevars, fn.__closure__ or ())}


def host_callbacks(lowered) -> list[tuple[str, int | None]]:
    """(qualified name, k) of the user callback behind each host-callback index of a lowering;
    k is the argument of make_std_cb (None for other callbacks)."""
    out = []
    for hc in lowered._lowering.compile_args["host_callbacks"]:
        user = _closure_vars(hc).get("callback", hc)
        out.append((getattr(user, "__qualname__", repr(user)), _closure_vars(user).get("k")))
    return out


VERIFIER_ERRORS = "Cannot lower jaxpr with verifier errors:"


def jax_message(e: Exception) -> str:
    """``str(e)``; for a StableHLO verifier error only its first two lines (the header and the
    verifier's message): the lines after them hold the source locations of this file, which
    would change with every edit."""
    text = str(e)
    if text.startswith(VERIFIER_ERRORS):
        return "\n".join(text.splitlines()[:2])
    return text


def generate(prog: Program, out_root: Path) -> dict:
    import interop  # the checker's MLIR helpers build callbacks.json

    d = out_root / prog.name
    if d.exists():
        shutil.rmtree(d)
    d.mkdir(parents=True)
    prev_x64 = jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", prog.x64)
    try:
        args = [i.make() for i in prog.inputs]
        meta: dict[str, Any] = {
            "name": prog.name,
            "description": prog.description,
            "tags": list(prog.tags),
            "x64": prog.x64,
            "jax_version": JAX_VERSION,
            "inputs": [dict(aval_json(f"in{i}", a), values=spec.describe())
                       for i, (spec, a) in enumerate(zip(prog.inputs, args))],
        }
        write_npz(d / "inputs.npz", "in", args)

        error = None
        try:
            closed = jax.make_jaxpr(prog.fn)(*args)
        except Exception as e:  # JAX refuses the program
            if prog.jaxpr_fn is None:
                raise
            error = str(e)
            closed = jax.make_jaxpr(prog.jaxpr_fn)(*args)
        if prog.jaxpr_fn is not None and error is None:
            raise AssertionError(f"{prog.name}: expected JAX to reject the program")
        platform_lists = PLATFORMS + prog.extra_platforms
        if prog.lower_error:  # JAX traces it, and refuses to lower it for any platform
            lowering = {}
            for fname, plats in platform_lists:
                try:
                    jax.jit(prog.fn).trace(*args).lower(lowering_platforms=plats)
                except Exception as e:
                    (d / f"{fname}.expected_error").write_text(jax_message(e) + "\n")
                    lowering[fname] = "error"
                else:
                    raise AssertionError(f"{prog.name}: expected JAX to refuse lowering for {plats}")
            error = (d / "cpu.expected_error").read_text().rstrip("\n")
        (d / "jaxpr.txt").write_text(mask_addresses(str(closed)) + "\n")
        prims = sorted(jaxpr_primitives(closed))
        meta["primitives"] = prims
        meta["features"] = sorted(set(prog.features) | ({"control_flow"} if "control_flow" in prog.tags else set()))
        cf_used = sorted(set(prims) & CONTROL_FLOW_PRIMITIVES)
        if cf_used and "control_flow" not in prog.tags:
            raise AssertionError(f"{prog.name}: uses {cf_used} but is not tagged control_flow")

        if error is not None:
            (d / "expected_error").write_text(error + "\n")
            meta["expected_error"] = error
            meta["outputs"] = []
            meta["callbacks"] = []
            meta["lowering"] = lowering if prog.lower_error else {}
        else:
            lowering: dict[str, str] = {}
            cpu_lowered = None
            for fname, plats in platform_lists:
                try:
                    lowered = jax.jit(prog.fn).trace(*args).lower(lowering_platforms=plats)
                    (d / f"{fname}.mlir").write_text(lowered.as_text())
                    lowering[fname] = "ok"
                    if fname == "cpu":
                        cpu_lowered = lowered
                except Exception as e:
                    (d / f"{fname}.expected_error").write_text(jax_message(e) + "\n")
                    lowering[fname] = "error"
            meta["lowering"] = lowering
            assert cpu_lowered is not None, f"{prog.name}: cpu lowering failed"

            hcs = host_callbacks(cpu_lowered)
            for index, (cb_name, k) in enumerate(hcs):
                if k != index and not prog.k_agnostic:
                    raise AssertionError(f"{prog.name}: host callback {index} ({cb_name}) was "
                                         f"built with make_std_cb({k})")
            table = interop.callback_table_from_module(
                (d / "cpu.mlir").read_text(), [name for name, _ in hcs],
                corpus_callbacks.python_callback_infos(cpu_lowered))
            (d / "callbacks.json").write_text(dump_json(table) + "\n")
            meta["callbacks"] = [{"index": i, "callback": name, "make_std_cb_k": k}
                                 for i, (name, k) in enumerate(hcs)]

            corpus_callbacks.CALLS.clear()
            with corpus_callbacks.printed() as lines:
                outs = jax.tree_util.tree_leaves(jax.jit(prog.fn)(*args))
            if lines:  # what jax.debug.print printed, line by line, sorted (unordered prints)
                meta["printed_lines"] = sorted(lines)
            if corpus_callbacks.ordered_calls():  # JAX's order of the ordered callbacks' calls
                meta["ordered_calls"] = corpus_callbacks.ordered_calls()
            outs = [np.asarray(physical(o)) for o in outs]
            write_npz(d / "outputs.npz", "out", outs)
            meta["outputs"] = [aval_json(f"out{i}", o) for i, o in enumerate(outs)]
            meta["expected_error"] = None
        if prog.extra_platforms:  # only where there are some: other meta.json files stay as they were
            meta["extra_platforms"] = {fname: list(plats) for fname, plats in prog.extra_platforms}
        meta["facts"] = corpus_facts.compute(d)
        (d / "meta.json").write_text(dump_json(meta) + "\n")
        return meta
    finally:
        jax.config.update("jax_enable_x64", prev_x64)


def refresh_facts(names: Sequence[str], out_root: Path) -> int:
    """Recomputes the ``facts`` of existing programs' meta.json (python/corpus_facts.py) without
    regenerating them; returns how many files changed."""
    changed = 0
    for name in names:
        path = out_root / name / "meta.json"
        if not path.exists():
            continue
        meta = json.loads(path.read_text())
        meta.pop("facts", None)
        meta["facts"] = corpus_facts.compute(out_root / name)
        text = dump_json(meta) + "\n"
        if text != path.read_text():
            path.write_text(text)
            changed += 1
    return changed


def self_check(names: Sequence[str], out_root: Path) -> bool:
    """Runs the interop checker on JAX's own cpu modules (jax form) and on their typed-form
    conversions: checks the k given to make_std_cb against the lowering's indices."""
    import interop

    cases = []
    for name in names:
        d = out_root / name
        if not (d / "cpu.mlir").exists():
            continue
        cases += interop.corpus_cases(d, forms=("jax", "typed"))
    results = interop.run_cases(cases, verbose=False)
    failed = [r for r in results if not r.ok]
    for r in failed:
        print(r.report(), file=sys.stderr)
    print(f"self-check: {len(results) - len(failed)} passed, {len(failed)} failed")
    return not failed


import corpus_facts  # noqa: E402
import corpus_structured  # noqa: E402

corpus_structured.register(globals())

import corpus_structured2  # noqa: E402

corpus_structured2.register(globals())
import corpus_random  # noqa: E402

corpus_random.register(globals())
import corpus_random2  # noqa: E402

corpus_random2.register(globals())
import corpus_linalg  # noqa: E402

corpus_linalg.register(globals())
import corpus_linalg2  # noqa: E402

corpus_linalg2.register(globals())
import corpus_callbacks  # noqa: E402

corpus_callbacks.register(globals())
import corpus_solve  # noqa: E402

corpus_solve.register(globals())
import corpus_structfix  # noqa: E402

corpus_structfix.register(globals())
import corpus_remat  # noqa: E402

corpus_remat.register(globals())
import corpus_sharding  # noqa: E402

corpus_sharding.register(globals())
import corpus_special2  # noqa: E402,F401
import corpus_hiprims  # noqa: E402,F401
import corpus_gradscan  # noqa: E402,F401
import corpus_platforms  # noqa: E402,F401
import corpus_primitives  # noqa: E402,F401


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output root (tests/corpus)")
    ap.add_argument("--only", nargs="+", metavar="NAME", help="generate only these programs")
    ap.add_argument("--list", action="store_true", help="list the programs and exit")
    ap.add_argument("--no-check", action="store_true", help="skip the interop self-check")
    ap.add_argument("--refresh-facts", action="store_true",
                    help="recompute meta.json's facts (python/corpus_facts.py) of the existing "
                         "programs (or --only's) without regenerating them, and exit")
    args = ap.parse_args(argv)

    if jax.__version__ != JAX_VERSION:
        print(f"gen_corpus: needs jax {JAX_VERSION}, found {jax.__version__}", file=sys.stderr)
        return 2
    if args.list:
        for p in PROGRAMS.values():
            print(f"{p.name:32} {' '.join(p.tags):24} {p.description}")
        return 0

    names = args.only or list(PROGRAMS)
    unknown = [n for n in names if n not in PROGRAMS]
    if unknown:
        print(f"gen_corpus: unknown programs: {unknown}", file=sys.stderr)
        return 2

    if args.refresh_facts:
        changed = refresh_facts(names, args.out)
        print(f"gen_corpus: facts refreshed, {changed} meta.json files changed")
        return 0

    t0 = time.time()
    args.out.mkdir(parents=True, exist_ok=True)
    if not args.only:  # drop directories of programs that no longer exist
        for d in args.out.iterdir():
            if d.is_dir() and (d / "meta.json").exists() and d.name not in PROGRAMS:
                shutil.rmtree(d)
    metas = {}
    for n in names:
        metas[n] = generate(PROGRAMS[n], args.out)
        print(f"  {n}: {' '.join(f'{k}={v}' for k, v in metas[n]['lowering'].items()) or 'error'}")

    ok = True
    if not args.only:
        covered = set()
        for m in metas.values():
            if m["expected_error"] is None:
                covered |= set(m["primitives"])
        missing = [p for p in REQUIRED_PRIMITIVES if p not in covered]
        if missing:
            print(f"gen_corpus: primitives covered by no program: {missing}", file=sys.stderr)
            ok = False
        index = {n: {"tags": m["tags"], "primitives": m["primitives"], "features": m["features"]}
                 for n, m in metas.items()}
        (args.out / "index.json").write_text(dump_json(index) + "\n")
    elif (args.out / "index.json").exists():
        # The same index a whole run writes, for the programs generated so far.
        old = json.loads((args.out / "index.json").read_text())
        for n, m in metas.items():
            old[n] = {"tags": m["tags"], "primitives": m["primitives"], "features": m["features"]}
        index = {n: old[n] for n in PROGRAMS if n in old}
        (args.out / "index.json").write_text(dump_json(index) + "\n")
    print(f"gen_corpus: wrote {len(names)} programs to {args.out} in {time.time() - t0:.1f}s")

    if not args.no_check:
        t1 = time.time()
        ok = self_check(names, args.out) and ok
        print(f"gen_corpus: self-check took {time.time() - t1:.1f}s")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
