"""Corpus programs for the Python-callback family (issue 14): ``jax.pure_callback``,
``io_callback`` (ordered and not), ``jax.debug.callback`` and ``jax.debug.print``, alone and
mixed with buffer_callbacks (one host-callback index numbering), across dtypes, with several
results and none. Tag ``callbacks``.

Registered from gen_corpus.py (``register(globals())``): ``.venv/bin/python python/gen_corpus.py
--only pycb_pure ...``. Each program has a buffer_callback somewhere, as the corpus rule asks.

The pure and io callbacks compute the std rule (python/std_rule.py) with k = their host-callback
index, which is what the interop check binds to each index of kind pure / io; debug callbacks
only log their calls.

JAX lowers Python callbacks for cuda / rocm only with a GPU backend at hand
(``ModuleContext.get_backend()``, which the non-TPU path does not otherwise use); for the
corpus the cpu backend stands in, so that JAX's own cuda / rocm modules are written.
"""

from __future__ import annotations

import contextlib
import io
from typing import Any

import numpy as np

from std_rule import apply_std_rule

# Calls of the corpus's Python callbacks under jax.jit, in order: (kind, k, ordered).
CALLS: list[tuple[str, int, bool]] = []


def ordered_calls() -> list[int]:
    """The host-callback indices of the ordered calls logged so far, in call order."""
    return [k for _, k, ordered in CALLS if ordered and k >= 0]


def make_py_cb(k: int, result, kind: str = "pure", ordered: bool = False):
    """A pure / io callback computing the std rule for index ``k`` on its flat inputs, with the
    results ``result`` (a pytree of ShapeDtypeStructs, or None)."""
    import jax

    leaves, tree = jax.tree_util.tree_flatten(result)

    def py_cb(*args, **kwargs):
        ins = [np.asarray(a) for a in jax.tree_util.tree_leaves((args, kwargs))]
        CALLS.append((kind, k, ordered))
        outs = [np.zeros(r.shape, r.dtype) for r in leaves]
        apply_std_rule(k, ins, outs)
        return None if result is None else jax.tree_util.tree_unflatten(tree, outs)

    return py_cb


@contextlib.contextmanager
def printed():
    """Captures what jax.debug.print writes to stdout (after an effects barrier) into the yielded
    list, one entry per line."""
    import jax

    buf = io.StringIO()
    lines: list[str] = []
    with contextlib.redirect_stdout(buf):
        yield lines
        jax.effects_barrier()
    lines.extend(buf.getvalue().splitlines())


def _closure_vars(fn) -> dict[str, Any]:
    code = getattr(fn, "__code__", None)
    if code is None:
        return {}
    return {name: cell.cell_contents
            for name, cell in zip(code.co_freevars, fn.__closure__ or ())}


def python_callback_info(hc) -> dict | None:
    """What the host-callback table says about a Python callback's host callback ``hc`` (JAX's
    ``emit_python_callback`` wrapper): kind, primitive, callback name, in_tree, fmt. None for
    other host callbacks (buffer_callback's)."""
    cv = _closure_vars(hc)
    if "callback_without_token" in cv:
        cv = _closure_vars(cv["callback_without_token"])
    if "result_avals" not in cv or "callback" not in cv:
        return None
    rule_cb = cv["callback"]
    q = getattr(rule_cb, "__qualname__", "")
    flat = _closure_vars(rule_cb).get("callback")
    if q.startswith(("pure_callback_lowering", "io_callback_lowering")):
        pure = q.startswith("pure")
        return {"kind": "pure" if pure else "io",
                "primitive": "pure_callback" if pure else "io_callback",
                "callback": flat.callback_func.__qualname__,
                "in_tree": str(flat.in_tree)}
    if q.startswith("debug_callback_lowering"):
        fv = _closure_vars(flat)
        inner = fv.get("callback")
        if getattr(inner, "func", None) is not None and "in_tree" in fv:  # debug_print
            return {"kind": "debug", "primitive": "debug_print", "callback": "debug_print",
                    "fmt": inner.args[0], "in_tree": str(fv["in_tree"])}
        return {"kind": "debug", "primitive": "debug_callback",
                "callback": flat.__qualname__}
    return None


def python_callback_infos(lowered) -> list[dict | None]:
    return [python_callback_info(hc) for hc in lowered._lowering.compile_args["host_callbacks"]]


def _lower_gpu_with_cpu_backend() -> None:
    """JAX's ``emit_python_callback`` asks for the backend of the lowering platform only to
    refuse a mismatch; outside TPU it does not use it. Lowering for cuda / rocm on a machine
    without GPUs then fails with ``the platform for the specified backend cpu is different from
    the lowering platform cuda``: let the cpu backend stand in for cuda and rocm."""
    from jax._src.interpreters import mlir

    if getattr(mlir.ModuleContext.get_backend, "_minihlo", False):
        return
    original = mlir.ModuleContext.get_backend

    def get_backend(self):
        try:
            return original(self)
        except ValueError as e:
            if "is different from the lowering platform" in str(e) and \
                    all(p in ("cuda", "rocm") for p in self.platforms):
                from jax._src import xla_bridge
                return xla_bridge.get_backend("cpu")
            raise

    get_backend._minihlo = True
    mlir.ModuleContext.get_backend = get_backend


def register(g: dict) -> None:
    _lower_gpu_with_cpu_backend()
    program, In, bcb, like, sds = g["program"], g["In"], g["bcb"], g["like"], g["sds"]
    jax, jnp, lax = g["jax"], g["jnp"], g["lax"]
    f32, i32 = g["f32"], g["i32"]
    from jax.experimental import io_callback

    def pure(k, result, *args, **kw):
        return jax.pure_callback(make_py_cb(k, result), result, *args, **kw)

    def io(k, result, *args, ordered=False):
        return io_callback(make_py_cb(k, result, "io", ordered), result, *args, ordered=ordered)

    def log(*args, **kwargs):
        CALLS.append(("debug", -1, False))

    def log_ordered(k):
        """A debug callback for host-callback index k whose calls are ordered."""
        def log_k(*args, **kwargs):
            CALLS.append(("debug", k, True))
        return log_k

    CB = ("callbacks",)
    CF_CB = ("callbacks", "control_flow")

    @program(In((4,), f32), tags=CB, k_agnostic=True, features=["buffer_callback", "pure_callback"])
    def pycb_pure(x):
        """A pure_callback on a buffer_callback's result: index 1 after the buffer_callback's 0,
        one numbering for both."""
        y = bcb(0, like(x))(x)
        return pure(1, like(y), y) * 2.0

    @program(In((2, 3), i32), In((3,), f32), tags=CB, k_agnostic=True,
             features=["buffer_callback", "pure_callback", "multi_output"])
    def pycb_pure_multi(a, b):
        """A pure_callback with two results of two dtypes and a pytree of arguments, then a
        buffer_callback (index 1)."""
        r = pure(0, (like(a), like(b), sds((), jnp.float32)), a, {"b": b})
        return bcb(1, like(r[1]))(r[1]), r[0], r[2]

    @program(In((4,), f32), tags=CB, k_agnostic=True, features=["buffer_callback", "pure_callback", "dce"])
    def pycb_pure_unused(x):
        """A pure_callback whose result is unused: JAX's DCE drops it (no host callback)."""
        pure(7, like(x), x)
        return bcb(0, like(x))(x)

    @program(In((3,), f32), In((2,), i32), tags=CB, k_agnostic=True, features=["buffer_callback", "io_callback"])
    def pycb_io(x, i):
        """Unordered io_callbacks, one with no result (kept: IO effect), between
        buffer_callbacks."""
        y = bcb(0, like(x))(x)
        z = io(1, like(i), i)
        io(2, None, y)
        return io(3, like(y), y, z), bcb(4, like(z))(z)

    @program(In((3,), f32), tags=CB, k_agnostic=True, features=["buffer_callback", "io_callback", "ordered"])
    def pycb_io_ordered(x):
        """Ordered io_callbacks: @main threads one token through both."""
        y = io(0, like(x), x, ordered=True)
        z = bcb(1, like(y))(y)
        io(2, None, z, ordered=True)
        return io(3, like(z), z, ordered=True)

    @program(In((2, 2), f32), In((), i32), tags=CB, k_agnostic=True,
             features=["buffer_callback", "debug_callback", "debug_print"])
    def pycb_debug(x, n):
        """jax.debug.callback and jax.debug.print (placeholders by position and name, none),
        unordered, around a buffer_callback."""
        jax.debug.callback(log, x, n)
        y = bcb(1, like(x))(x)
        jax.debug.print("y={} n={n}", y, n=n)
        jax.debug.print("no placeholders")
        return y

    @program(In((3,), f32), tags=CB, k_agnostic=True,
             features=["buffer_callback", "debug_print", "ordered"])
    def pycb_print_ordered(x):
        """Ordered jax.debug.print and jax.debug.callback: one token (OrderedDebug) through
        @main; the ordered debug calls carry no sdy.sharding."""
        jax.debug.print("x={}", x, ordered=True)
        y = bcb(1, like(x))(x)
        jax.debug.callback(log_ordered(2), y, ordered=True)
        return y

    @program(In((4,), jnp.float16), In((2,), jnp.uint8), In((3,), jnp.bool_), tags=CB, k_agnostic=True,
             features=["buffer_callback", "pure_callback", "io_callback", "dtypes"])
    def pycb_dtypes(h, u, b):
        """pure and io callbacks over float16, uint8 and bool."""
        h2 = pure(0, like(h), h)
        u2 = io(1, like(u), u)
        b2 = pure(2, like(b), b)
        return bcb(3, like(h2))(h2), u2, b2

    @program(In((2, 3), f32), tags=CF_CB, k_agnostic=True,
             features=["buffer_callback", "pure_callback", "debug_print", "vmap"])
    def pycb_vmap(x):
        """vmap of a pure_callback (vmap_method='sequential': a loop) and of a jax.debug.print
        (unrolled into one call per row)."""
        def row(r):
            jax.debug.print("row {}", r)
            return pure(2, like(r), r, vmap_method="sequential")
        return bcb(3, like(x))(jax.vmap(row)(x))

    # ------------------------------------------------------------------------------------------
    # Inside control flow: unordered (no token) and ordered (the token threaded through calls,
    # branches and loops as JAX's mlir.TokenSet rules do).

    @program(In((3,), f32), In((), i32, values=[1]), tags=CF_CB, k_agnostic=True,
             features=["buffer_callback", "pure_callback", "io_callback", "debug_print",
                       "cond", "while", "scan"])
    def pycb_unordered_cf(x, n):
        """Unordered callbacks in a cond branch, a while_loop body, a scan body and a jit."""
        y = lax.cond(n > 0, lambda v: pure(0, like(v), v), lambda v: v * 2.0, x)

        def body(i, c):
            jax.debug.print("i={} c={}", i, c)
            return c + 1.0
        y = lax.fori_loop(0, n, body, y)

        def step(c, xi):
            return c + io(2, like(xi), xi), c
        c, ys = lax.scan(step, 0.0 * y[0], y)
        return bcb(3, like(ys))(ys), c

    @program(In((3,), f32), tags=CF_CB, k_agnostic=True,
             features=["buffer_callback", "io_callback", "ordered", "jit"])
    def pycb_ordered_jit(x):
        """An ordered io_callback inside a jit called twice: the private function takes and
        returns the token (one host callback for both calls)."""
        @jax.jit
        def inner(v):
            return io(0, like(v), v, ordered=True)
        return bcb(1, like(x))(inner(inner(x)))

    @program(In((3,), f32), In((), i32, values=[1]), tags=CF_CB, k_agnostic=True,
             features=["buffer_callback", "io_callback", "ordered", "cond"])
    def pycb_ordered_cond(x, n):
        """An ordered io_callback in one branch of a cond: the case returns the token first
        (the other branch passes the outer token through)."""
        y = lax.cond(n > 0, lambda v: io(0, like(v), v, ordered=True), lambda v: v - 1.0, x)
        return bcb(1, like(y))(y)

    @program(In((3,), f32), In((), i32, values=[3]), tags=CF_CB, k_agnostic=True,
             features=["buffer_callback", "debug_print", "ordered", "while"])
    def pycb_ordered_while(x, n):
        """An ordered jax.debug.print in a while_loop body (fori_loop with a traced bound): the
        token is the loop's first carry."""
        def body(i, c):
            jax.debug.print("step {} {}", i, c, ordered=True)
            return c * 2.0
        y = lax.fori_loop(0, n, body, x)
        return bcb(1, like(y))(y)

    @program(In((4, 2), f32), tags=CF_CB, k_agnostic=True,
             features=["buffer_callback", "io_callback", "ordered", "scan"])
    def pycb_ordered_scan(xs):
        """An ordered io_callback in a scan body, and a fori_loop with static bounds (a scan)
        around an ordered one: the token rides first in the loop state."""
        def step(c, x):
            y = io(0, like(x), x + c, ordered=True)
            return c + 1.0, y
        c, ys = lax.scan(step, jnp.float32(0.0), xs)
        ys = lax.fori_loop(0, 2, lambda i, v: io(1, like(v), v, ordered=True), ys)
        return bcb(2, like(ys))(ys), c

    # ------------------------------------------------------------------------------------------
    # Platforms JAX cannot lower the callbacks for: its own messages, with the name as given.

    OTHER = g["OTHER_PLATFORMS"]

    @program(In((4,), f32), tags=CB, k_agnostic=True, extra_platforms=OTHER,
             features=["buffer_callback", "pure_callback", "other_platforms"])
    def pycb_platform_names(x):
        """A pure_callback lowered for metal, METAL, a plugin's name and lists with them:
        JAX's `EmitPythonCallback not supported on NAME backend.`."""
        y = pure(0, like(x), x)
        return bcb(1, like(y))(y)

    @program(In((4,), f32), tags=CB, k_agnostic=True, extra_platforms=OTHER,
             features=["buffer_callback", "debug_print", "other_platforms"])
    def pycb_print_platform_names(x):
        """A jax.debug.print lowered for metal and the like: JAX has no lowering rule for it
        there (`MLIR translation rule for primitive 'debug_print' not found for platform
        NAME`)."""
        jax.debug.print("x={}", x)
        return bcb(1, like(x))(x)

    @program(In((2, 3), f32), tags=CB, k_agnostic=True,
             features=["buffer_callback", "debug_callback", "debug_print", "partitioned"])
    def pycb_partitioned(x):
        """jax.debug.callback and jax.debug.print with partitioned=True: the
        `xla_ffi_partitioned_python_cpu_callback` target (one call per shard)."""
        jax.debug.callback(log, x, partitioned=True)
        jax.debug.print("x={}", x, partitioned=True)
        return bcb(2, like(x))(x)

    @program(In((5,), f32), In((), i32, values=[0]), tags=CF_CB, k_agnostic=True,
             features=["buffer_callback", "io_callback", "ordered", "scan", "cond", "unroll"])
    def pycb_ordered_scan_unroll(xs, n):
        """An ordered io_callback in a scan unrolled by 2 over 5 rows (a loop of two trips, each
        two inlined iterations, then one more inlined), inside a cond in the body."""
        def step(c, x):
            y = lax.cond(n > 0, lambda v: v + 1.0, lambda v: io(0, like(v), v, ordered=True), x)
            return c + y, y
        c, ys = lax.scan(step, jnp.float32(0.0), xs, unroll=2)
        return bcb(1, like(ys))(ys), c

    @program(In((3,), f32), tags=CB, k_agnostic=True,
             features=["buffer_callback", "pure_callback", "io_callback", "sharding"])
    def pycb_single_device_sharding(x):
        """pure and io callbacks given `sharding=SingleDeviceSharding(cpu 0)`: printed as given,
        lowered as without it (device 0 of a single-device module)."""
        from jax.sharding import SingleDeviceSharding
        s = SingleDeviceSharding(jax.devices("cpu")[0])
        y = jax.pure_callback(make_py_cb(0, like(x)), like(x), x, sharding=s)
        z = io_callback(make_py_cb(1, like(y), "io"), like(y), y, sharding=s)
        return bcb(2, like(z))(z)
