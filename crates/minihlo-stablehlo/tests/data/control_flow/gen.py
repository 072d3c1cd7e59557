"""JAX 0.12's lowering of control flow, as minihlo's tests compare against it.

    .venv/bin/python crates/minihlo-stablehlo/tests/data/control_flow/gen.py   (from the repo root)

For every program of crates/minihlo-ir/tests/data/control/gen.py and the extra ones below, writes
NAME.jaxpr.txt (what jax.make_jaxpr prints, function addresses masked) and NAME_cpu.generic.mlir
(`jax.jit(f).trace(*args).lower(lowering_platforms=("cpu",))` in MLIR's generic form, which
parses without the StableHLO dialect). crates/minihlo-stablehlo/tests/control_flow.rs parses each
text with minihlo, lowers it in JAX's FFI form, and compares the modules op by op.
"""
import importlib.util
import os
import re

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax.experimental.buffer_callback import buffer_callback  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
IR_GEN = os.path.join(HERE, "../../../../minihlo-ir/tests/data/control/gen.py")

spec = importlib.util.spec_from_file_location("ir_control_gen", IR_GEN)
ir_gen = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ir_gen)
PROGRAMS = dict(ir_gen.PROGRAMS)

f32 = jnp.float32
x4 = np.arange(4, dtype=np.float32)


def program(*args):
    def reg(fn):
        PROGRAMS[fn.__name__] = (fn, args)
        return fn
    return reg


def std_cb(ctx, out, *args):
    pass


def cb(shape=(4,), has_side_effect=False):
    return buffer_callback(std_cb, jax.ShapeDtypeStruct(shape, f32), has_side_effect=has_side_effect)


@program(x4, np.int32(3), np.float32(2))
def while_consts(x, lim, k):
    return lax.while_loop(lambda c: c[0] < lim, lambda c: (c[0] + 1, c[1] * k), (0, x))


@program(np.ones(3, np.float32), np.ones((5, 3), np.float32), np.ones((5, 3), np.float32),
         np.float32(2))
def scan_consts_two_xs(c0, xs, ys, k):
    return lax.scan(lambda c, xy: (c + xy[0] * k, (c * xy[1], xy[0])), c0, (xs, ys))


@program(np.ones((5, 2, 4), np.float32))
def scan_rank3(xs):
    return lax.scan(lambda c, x: (c + x[0], x * 2.0), jnp.zeros(4, f32), xs)


@program(np.ones(0, np.float32))
def scan_length0(xs):
    return lax.scan(lambda c, x: (c + x, c * x), f32(0), xs)


@program(np.float32(1))
def scan_no_xs(c):
    return lax.scan(lambda c, _: (c * 2.0, None), c, None, length=4)


@program(np.ones(5, np.float32), np.ones((3, 2), np.float32))
def scan_two_shapes(a, b):
    s1 = lax.scan(lambda c, x: (c + x, c), f32(0), a)
    s2 = lax.scan(lambda c, x: (c + x[0], x * 3.0), f32(0), b)
    return s1, s2


@program(x4, np.ones((4, 4), np.float32))
def scan_in_cond_callback(x, xs):
    def body(c, row):
        y = cb()(row)
        return c + y, y
    return lax.cond(x[0] > 1.0, lambda: lax.scan(body, x, xs), lambda: (x, xs))


def _cb_scan(c, row):
    y = cb()(row)
    return c + y, y * 2.0


@program(x4, np.ones((5, 4), np.float32))
def scan_unroll(c, xs):
    # length 5, unroll 2: two trips of two inlined iterations, one remainder row; the callback
    # appears in each inlined copy.
    return lax.scan(_cb_scan, c, xs, unroll=2)


@program(x4, np.ones((5, 4), np.float32))
def scan_unroll_reverse(c, xs):
    return lax.scan(_cb_scan, c, xs, unroll=2, reverse=True)


@program(x4, np.ones((4, 4), np.float32))
def scan_unroll_exact(c, xs):
    return lax.scan(lambda c, x: (c + x, c * x), c, xs, unroll=2)


@program(x4, np.ones((6, 4), np.float32))
def scan_unroll_exact_reverse(c, xs):
    return lax.scan(lambda c, x: (c + x, c * x), c, xs, unroll=3, reverse=True)


@program(x4, np.ones((3, 4), np.float32))
def scan_unroll_full(c, xs):
    # unroll=True: unroll == length, one trip and no remainder, so no loop at all.
    return lax.scan(_cb_scan, c, xs, unroll=True)


@program(x4, np.ones((3, 4), np.float32))
def scan_unroll_full_reverse(c, xs):
    return lax.scan(lambda c, x: (c + x, c * x), c, xs, unroll=True, reverse=True)


@program(x4, np.ones((3, 4), np.float32))
def scan_unroll_zero(c, xs):
    return lax.scan(lambda c, x: (c + x, c * x), c, xs, unroll=0)


@program(x4, np.ones((3, 4), np.float32))
def scan_unroll_over(c, xs):
    # unroll past the length: no trip, everything in the remainder.
    return lax.scan(lambda c, x: (c + x, c * x), c, xs, unroll=7, reverse=True)


@program(np.ones(0, np.float32))
def scan_unroll_length0(xs):
    return lax.scan(lambda c, x: (c + x, c * x), f32(0), xs, unroll=2)


@program(np.ones(3, np.float32), np.ones(3, np.float32), np.ones((7, 3), np.float32),
         np.ones((7, 2), np.float32), np.float32(2))
def scan_unroll_consts(a, b, xs, zs, k):
    # consts, two carries, two xs and two ys; 7 = 2 * 3 + 1.
    def body(c, xz):
        x, z = xz
        return (c[0] + x * k, c[1] - x), (c[0] * k, z + k)
    return lax.scan(body, (a, b), (xs, zs), unroll=3)


@program(np.ones(40, np.float32))
def scan_unroll_wide(xs):
    # 20 ys stacked per trip: JAX's concatenate tree (16 at a time).
    return lax.scan(lambda c, x: (c + x, c * x), f32(0), xs, unroll=20)


@program(x4)
def fori_unroll(x):
    return lax.fori_loop(0, 5, lambda i, c: c * 2.0 + i.astype(f32), x, unroll=2)


@program(np.float32(1))
def scan_unroll_no_xs(c):
    return lax.scan(lambda c, _: (c * 2.0, c), c, None, length=5, unroll=2)


def _named(name, fn):
    fn.__name__ = name
    return jax.jit(fn)


_a1 = _named("a", lambda x: x * 2.0)
_a2 = _named("a", lambda x: x + 1.0)
_b1 = _named("b", lambda x: x * 3.0)
_b2 = _named("b", lambda x: x - 1.0)
_m = _named("main", lambda x: x * 5.0)
_am = _named("argmax", lambda x: x * 7.0)
_a0 = _named("a_0", lambda x: x * 9.0)


@program(x4)
def jit_symbol_names(x):
    return (_a1(x) + _a2(x) + _b1(x) + _b2(x) + _m(x) + _am(x)
            + jnp.argmax(x).astype(f32) + _a0(x))


@jax.jit
def leaf(x):
    return x + 1.0


@jax.jit
def mid(x):
    return leaf(x) * 2.0


@program(x4)
def jit_preorder(x):
    return _named("other", lambda y: y - 3.0)(mid(x)) + leaf(x)


@jax.jit
def cb_inner(x):
    return cb()(x) * 2.0


@program(x4)
def jit_in_cond(x):
    return lax.cond(x[0] > 0, cb_inner, lambda v: cb_inner(v + 1.0), x)


@program(x4)
def jit_other_avals(x):
    return leaf(x), leaf(x[:2]), leaf(x)


@program(x4)
def cond_side_effect_no_outputs(x):
    lax.cond(x[0] > 0, lambda v: (cb(has_side_effect=True)(v), None)[1], lambda v: None, x)
    return x


@jax.jit
def effect_only(x):
    cb(has_side_effect=True)(x)
    return x


@program(x4)
def jit_side_effect_no_outputs(x):
    effect_only(x)
    return x * 2.0


@program(True, x4)
def cond_bool_predicate(p, x):
    return lax.cond(p, lambda v: v + 1.0, lambda v: v * 2.0, x)


@program(x4)
def while_in_scan_in_jit(x):
    @jax.jit
    def f(xs):
        def body(c, row):
            n = lax.while_loop(lambda k: k[0] < 3, lambda k: (k[0] + 1, k[1] + row), (0, c))[1]
            return n, cb(shape=())(row[0])
        return lax.scan(body, jnp.zeros(4, f32), jnp.broadcast_to(xs, (2, 4)))
    return f(x)


@program(np.arange(2, dtype=np.float32))
def concatenate_wide(x):
    """Not control flow, but op-by-op too: JAX concatenates sixteen operands at a time."""
    return lax.concatenate([x] * 17, 0)


def mask(text):
    return re.sub(r" at 0x[0-9a-f]+>", " at 0xXXXXXXXXXXXX>", text)


def flat(name, fn):
    """`fn` returning its pytree's leaves: the result names (`result[i]`) then follow from the
    jaxpr alone, as minihlo sees it."""
    def wrapped(*args):
        leaves = jax.tree_util.tree_leaves(fn(*args))
        return leaves[0] if len(leaves) == 1 else tuple(leaves)
    wrapped.__name__ = name
    return wrapped


def main():
    for name, (fn, args) in sorted(PROGRAMS.items()):
        fn = flat(name, fn)
        jaxpr = mask(str(jax.make_jaxpr(fn)(*args)))
        lowered = jax.jit(fn).trace(*args).lower(lowering_platforms=("cpu",))
        generic = lowered.compiler_ir().operation.get_asm(print_generic_op_form=True)
        with open(os.path.join(HERE, f"{name}.jaxpr.txt"), "w") as f:
            f.write(jaxpr + "\n")
        with open(os.path.join(HERE, f"{name}_cpu.generic.mlir"), "w") as f:
            f.write(generic)
        print("wrote", name)


if __name__ == "__main__":
    main()
