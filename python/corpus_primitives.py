"""Corpus programs of issue 26: the silent differences (complex operands on the paths JAX
special-cases, x64 constants, host-callback reuse across control flow, params JAX prints that
minihlo refused) and the last "not yet" primitives. Tag ``primitives26``.

Registered into gen_corpus.py's registry on import, after the programs already there:
``.venv/bin/python python/gen_corpus.py --only cplx_window_minmax ...``.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax._src.lax import lax as _lax
from jax._src.lax import linalg as _linalg

from gen_corpus import In, bcb, f32, f64, i32, like, program

c64 = jnp.complex64
c128 = jnp.complex128
P26 = ("primitives26",)
INF, NAN = float("inf"), float("nan")


def cvals(re, im):
    """Complex values from their parts (lists of the same length), cycled to the input's size."""
    def f(n):
        z = np.empty(len(re), np.complex128)
        z.real, z.imag = re, im
        return np.resize(z, n)
    f.desc = f"complex(re={re}, im={im})"
    return f


# Equal real parts with different imaginary parts: lexicographic and XLA's complex max disagree.
TIES = cvals([1.0, 1.0, -2.0, 3.0, 3.0, -2.0, 0.5, 3.0], [2.0, -5.0, 1.0, -1.0, 4.0, 7.0, 0.0, 0.5])


@program(In((8,), c64, values=TIES), In((2, 4), c64, values=TIES), tags=P26,
         features=["buffer_callback", "complex"])
def cplx_window_minmax(x, m):
    """cummax, cummin (forward and reverse) and reduce_window max/min of complex64 after a
    callback: JAX compares lexicographically (real, then imaginary) through real, imag, compare
    and select in the reduction's body."""
    y = bcb(0, like(x))(x)
    return (lax.cummax(y), lax.cummin(y), lax.cummax(x, reverse=True), lax.cummin(m, axis=1),
            lax.reduce_window(m, -jnp.inf + 0j, lax.max, (1, 2), (1, 1), "VALID"),
            lax.reduce_window(y, jnp.inf + 0j, lax.min, (3,), (2,), "SAME"))


@program(In((8,), c128, values=TIES), tags=P26, x64=True, features=["buffer_callback", "complex", "x64"])
def cplx_window_minmax_x64(x):
    """cummax, cummin and reduce_window max of complex128 (x64), lexicographic as JAX."""
    y = bcb(0, like(x))(x)
    return (lax.cummax(y), lax.cummin(x, reverse=True),
            lax.reduce_window(y, -jnp.inf + 0j, lax.max, (2,), (1,), "VALID"))


CVALS = cvals([1.5, -3.0, 0.25, 2.0, 2.0, -0.0], [2.0, -4.0, -0.5, 0.0, -1.0, 3.0])


def _cplx_paths(x, y, m):
    return (lax.log2(x), jnp.log10(x), lax.sign(x), lax.pow(x, y), lax.pow(x, jnp.int32(2)),
            lax.sort(x), lax.sort((x, y), num_keys=1), lax.sort((x, y), num_keys=2),
            lax.reduce_max(m, (1,)), lax.reduce_min(m, (0,)),
            lax.reduce_prod(m, (1,)), lax.reduce_sum(m, (0,)), lax.cumsum(m, axis=1), lax.cumprod(x),
            lax.max(x, y), lax.min(x, y), lax.exp2(x), lax.integer_pow(x, 5), lax.square(x),
            jnp.clip(x.real, -1.0, 1.0), lax.clamp(y, x, y + 1j))


@program(In((6,), c64, values=CVALS), In((6,), c64, values=cvals([2, 1.5, 0.5, 2, 2, 1], [1, 2, -2, -1, -1, 0])),
         In((2, 3), c64, values=CVALS), tags=P26 + ("control_flow",), features=["buffer_callback", "complex"])
def cplx_paths(x, y, m):
    """Every complex path JAX special-cases, c64 after a callback: log2 (log, then the parts
    times 1/ln 2), log10, sign, pow (complex and integer exponents), sort with complex keys
    (one and two keys), reduce_max/min/prod/sum, cumsum/cumprod, max/min, exp2,
    integer_pow, square, clamp (stablehlo.clamp on complex, as JAX emits it)."""
    return _cplx_paths(bcb(0, like(x))(x), y, m)


@program(In((6,), c128, values=CVALS), In((6,), c128, values=cvals([2, 1.5, 0.5, 2, 2, 1], [1, 2, -2, -1, -1, 0])),
         In((2, 3), c128, values=CVALS), tags=P26 + ("control_flow",), x64=True, features=["buffer_callback", "complex", "x64"])
def cplx_paths_x64(x, y, m):
    """cplx_paths on complex128 (x64)."""
    return _cplx_paths(bcb(0, like(x))(x), y, m)


# ----------------------------------------------------------------------------------------------
# Host callbacks in control flow lowered more than once (JAX's reuse rule per callback kind).

CF_CB26 = P26 + ("callbacks", "control_flow")


def _branches():
    def b0(v):
        jax.debug.print("b0 {}", v, ordered=True)
        return v + 1.0

    def b1(v):
        jax.debug.print("b1 {}", v, ordered=True)
        return v * 2.0

    return [b0, b1]


@program(In((3,), f32), In((), i32, values=[1]), tags=CF_CB26, k_agnostic=True,
         features=["buffer_callback", "debug_print", "ordered", "cond"])
def cbreuse_switch_twice(x, n):
    """A lax.switch whose branches hold ordered jax.debug.prints, called twice with the same
    branches: JAX lowers the cond twice, each time with new host callbacks."""
    br = _branches()
    y = lax.switch(n, br, x)
    y = lax.switch(n - 1, br, y)
    return bcb(0, like(y))(y)


def _io(k, result, *args, ordered=False):
    from jax.experimental import io_callback

    import corpus_callbacks
    return io_callback(corpus_callbacks.make_py_cb(k, result, "io", ordered), result, *args, ordered=ordered)


def _pure(k, result, *args):
    import corpus_callbacks
    return jax.pure_callback(corpus_callbacks.make_py_cb(k, result), result, *args)


_IO_CB = _PURE_CB = None


def _loop_body(i, c):
    jax.debug.print("step {} {}", i, c, ordered=True)
    return c * 2.0


def _scan_step(c, x):
    return c + 1.0, _IO_CB(x + c)


def _cond_pure(v):
    return _PURE_CB(v)


@program(In((3,), f32), In((), i32, values=[2]), In((2, 3), f32), tags=CF_CB26, k_agnostic=True,
         features=["buffer_callback", "debug_print", "io_callback", "pure_callback", "ordered", "while",
                   "scan", "cond"])
def cbreuse_loops_twice(x, n, xs):
    """The same while loop (an ordered debug.print in its body), the same scan (an ordered
    io_callback in its body) and the same cond (a pure_callback in a branch) each lowered twice:
    JAX's lowering cache gives the second of each the first's host callbacks."""
    global _IO_CB, _PURE_CB
    if _IO_CB is None:
        _IO_CB = jax.jit(lambda v: _io(1, like(v), v, ordered=True))
        _PURE_CB = lambda v: _pure(2, like(v), v)  # noqa: E731
    y = lax.fori_loop(0, n, _loop_body, x)
    y = lax.fori_loop(0, n, _loop_body, y)
    c, ys = lax.scan(_scan_step, jnp.float32(0.0), xs)
    c2, ys2 = lax.scan(_scan_step, jnp.float32(0.0), ys)
    z = lax.cond(n > 0, _cond_pure, lambda v: v - 1.0, y)
    z = lax.cond(n > 0, _cond_pure, lambda v: v - 1.0, z)
    return bcb(3, like(z))(z), ys2, c + c2


# ----------------------------------------------------------------------------------------------
# Params JAX prints that minihlo refused.


@program(In((2, 3), c64, values=CVALS), In((3,), f32), tags=P26, features=["buffer_callback", "complex"])
def conj_no_input_dtype(z, r):
    """conj bound without its input_dtype param (older texts and some transforms print
    ``conj a``): lowered as JAX's _conj_impl, which never reads it, on complex and float operands."""
    w = bcb(0, like(z))(z)
    return lax.conj_p.bind(w), lax.conj_p.bind(r)


@program(In((2, 3), f32), In((4,), c64, values=CVALS), tags=P26, features=["buffer_callback"])
def device_put_devices(x, z):
    """device_put onto jax.devices()[0] (``devices=(CpuDevice(id=0),)``) and onto a
    SingleDeviceSharding inside jit: on one device JAX lowers both to the operand itself."""
    dev = jax.devices()[0]
    y = bcb(0, like(x))(x)
    return (jax.device_put(y, dev) * 2.0, jax.device_put(z, jax.sharding.SingleDeviceSharding(dev)),
            jax.device_put((y, z), dev)[1])


@program(In((2, 3), f32), In((2, 3, 4), i32), tags=P26, features=["buffer_callback"])
def reshape_dimensions(x, m):
    """reshape with ``dimensions=(...)`` (a transpose first, as JAX lowers it)."""
    y = bcb(0, like(x))(x)
    return (lax.reshape(y, (3, 2), dimensions=(1, 0)), lax.reshape(m, (4, 6), dimensions=(2, 0, 1)),
            lax.reshape(m, (24,), dimensions=(0, 1, 2)))


# ----------------------------------------------------------------------------------------------
# Primitives JAX binds inside its own lowerings, in a jaxpr of their own.

SPECIALS = [NAN, -0.0, 0.0, 1.0, -INF, INF, -1.0, NAN]


@program(In((8,), f32, values=SPECIALS), In((8,), f32, values=[0.0, 0.0, -0.0, 1.0, -INF, NAN, 2.0, NAN]),
         In((8,), i32, values=lambda n: np.arange(n) % 3 - 1), tags=P26, features=["buffer_callback", "special_values"])
def total_order_compare(x, y, k):
    """eq_to, lt_to and le_to (TOTALORDER comparisons, as in JAX's sort comparators) on f32
    special values (nan, -0.0, infinities) and i32, and JAX's own lexicographic comparator
    (_sort_lt_comparator: lt_to, eq_to, and, or) on two keys."""
    x = bcb(0, like(x))(x)
    return (_lax.eq_to_p.bind(x, y), _lax.lt_to_p.bind(x, y), _lax.le_to_p.bind(x, y), _lax.lt_to_p.bind(k, k[::-1]),
            _lax.le_to_p.bind(k, 0 * k), _lax.eq_to_p.bind(k, k),
            _lax._sort_lt_comparator(x, y, k, k[::-1], num_keys=2))


@program(In((4, 3), f32, values=lambda n: (np.arange(n) * 7 % 11) * 0.5 - 2.0), In((3,), i32, values=[0, 0, 0]),
         tags=P26, features=["buffer_callback", "linalg"])
def geqp3_direct(a, jpvt):
    """lax.linalg.geqp3 (column-pivoted QR, LAPACK's geqp3_ffi on cpu) in a jaxpr of its own,
    after a callback: the packed factor, the 1-based pivots and the Householder scalars."""
    return _linalg.geqp3(bcb(0, like(a))(a), jpvt)


@program(In((3, 5), jnp.float64, values=lambda n: np.cos(np.arange(n) * 1.3)), In((5,), i32, values=[0, 0, 0, 0, 0]),
         tags=P26, x64=True, features=["buffer_callback", "linalg", "x64"])
def geqp3_x64(a, jpvt):
    """geqp3 on f64 (x64; LAPACK takes int32 pivots), a wide matrix."""
    return _linalg.geqp3(bcb(0, like(a))(a), jpvt)


@program(In((2, 2), c64, values=cvals([1.0, -2.0, 0.5, 3.0], [0.5, 1.0, -1.0, 0.0])), In((2,), i32, values=[0, 0]),
         tags=P26, features=["buffer_callback", "linalg", "complex"])
def geqp3_complex(a, jpvt):
    """geqp3 on complex64 (cgeqp3)."""
    return _linalg.geqp3(bcb(0, like(a))(a), jpvt)


@program(In((4,), jnp.uint32), tags=P26, features=["buffer_callback", "random"])
def iota_2x32_direct(x):
    """iota_2x32_shape (the high and low words of a 64-bit iota, as JAX's partitionable
    threefry builds its counters) for 1-, 2- and 3-d shapes, mixed with a callback's uint32s."""
    from jax._src.random import prng
    hi, lo = prng.iota_2x32_shape((2, 3))
    h1, l1 = prng.iota_2x32_shape((4,))
    h3, l3 = prng.iota_2x32_shape((2, 1, 3))
    return hi, lo, bcb(0, like(x))(x) + h1 + l1, h3, l3


# ----------------------------------------------------------------------------------------------
# The "not yet" rows: broadcast_to and the primitives that call a jaxpr inline.


@program(In((1, 3), f32), In((3,), i32), In((2, 1), c64, values=CVALS), In((3,), jnp.bool_), tags=P26,
         features=["buffer_callback", "complex"])
def broadcast_to_prim(a, b, z, p):
    """broadcast_to (the state primitive Pallas's Triton lowering wants): size-1 dimensions
    stretched at equal rank, new leading dimensions, an equal shape (the operand itself), on
    f32, i32, c64 and bool, after a callback."""
    from jax._src.state.primitives import broadcast_to_p
    a = bcb(0, like(a))(a)
    bt = lambda x, s: broadcast_to_p.bind(x, shape=s)  # noqa: E731
    return bt(a, (2, 3)), bt(b, (4, 2, 3)), bt(a, (2, 2, 3)), bt(z, (2, 5)), bt(p, (3,)), bt(a, (1, 3))


@program(In((2, 3), f64), In((3,), jnp.int64), tags=P26, x64=True, features=["buffer_callback", "x64"])
def broadcast_to_x64(a, b):
    """broadcast_to on f64 and i64 (x64)."""
    from jax._src.state.primitives import broadcast_to_p
    return broadcast_to_p.bind(bcb(0, like(a))(a), shape=(2, 2, 3)), broadcast_to_p.bind(b, shape=(2, 3))


@jax.custom_vjp
def _sin2(x):
    return jnp.sin(x) * 2.0


def _sin2_fwd(x):
    return _sin2(x), (jnp.cos(x),)


def _sin2_bwd(r, g):
    return (g * r[0] * 2.0,)


_sin2.defvjp(_sin2_fwd, _sin2_bwd, optimize_remat=True)


@program(In((4,), f32, values=[0.5, -1.0, 2.0, 0.0]), tags=P26 + ("control_flow",),
         features=["buffer_callback", "grad", "custom_vjp"])
def remat_opt_grad(x):
    """remat_opt (custom_vjp's optimize_remat=True): the gradient binds it with the forward
    function as fwd_jaxpr (a custom_vjp_call and the residual), lowered inline; also under
    jax.checkpoint."""
    y = bcb(0, like(x))(x)
    g = jax.grad(lambda v: _sin2(v).sum())(y)
    h = jax.checkpoint(lambda v: jax.vjp(_sin2, v)[0])(x)
    return g, h


@program(In((), f32, values=[2.5]), In((3,), f32), In((2,), c64, values=CVALS), tags=P26,
         features=["buffer_callback", "complex"])
def linear_call_prim(r, t, z):
    """jax.custom_derivatives.linear_call: the callee (residual times the linear input) lowered
    inline, on f32 and c64."""
    from jax.custom_derivatives import linear_call

    def callee(res, lin):
        return lin * res

    def transpose(res, ct):
        return ct * res

    t = bcb(0, like(t))(t)
    return linear_call(callee, transpose, r, t), linear_call(callee, transpose, z[0], z)


@program(In((3,), f32, values=[0.5, 1.0, -2.0]), In((2, 2), i32), tags=P26, features=["buffer_callback"])
def custom_vmap_prim(x, m):
    """jax.custom_batching.custom_vmap called unbatched: custom_vmap_call runs its call jaxpr
    (inline); a second function with two inputs and a pytree output."""
    from jax.custom_batching import custom_vmap

    @custom_vmap
    def f(v):
        return jnp.sin(v) + 1.0

    @f.def_vmap
    def f_vmap(axis_size, in_batched, v):
        return jnp.cos(v), in_batched[0]

    @custom_vmap
    def g(a, b):
        return {"s": a * 2.0, "m": b + 1}

    @g.def_vmap
    def g_vmap(axis_size, in_batched, a, b):
        return {"s": a, "m": b}, {"s": in_batched[0], "m": in_batched[1]}

    y = bcb(0, like(x))(x)
    out = g(y, m)
    return f(y), out["s"], out["m"]


def _sas(x, select, source, init, scatter, dims, strides, padding):
    from jax._src.lax import windowed_reductions as wr
    return wr._select_and_scatter(x, select, dims, strides, padding, source, init, scatter)


@program(In((4, 6), f32, values=lambda n: (np.arange(n) * 7 % 11) * 0.5), In((2, 3), f32), In((5,), i32),
         In((4,), i32), tags=P26, features=["buffer_callback"])
def select_and_scatter_prim(x, s, v, t):
    """select_and_scatter with its own select and scatter functions (ge/add as max-pool's
    gradient, le/max, a strict gt and mul), strides and padding, on f32 and i32, after a
    callback."""
    x = bcb(0, like(x))(x)
    return (_sas(x, lax.ge, s, jnp.float32(0.0), lax.add, (2, 2), (2, 2), ((0, 0), (0, 0))),
            _sas(x, lax.le, s * 3.0, jnp.float32(-1.0), lax.max, (3, 2), (1, 2), ((0, 0), (0, 0))),
            _sas(v, lax.gt, t, jnp.int32(1), lax.mul, (3,), (1,), ((1, 0),)))


@program(In((3, 2), f32, values=lambda n: np.arange(n) * 0.5 - 1.0), In((3, 3), f32),
         In((2, 3, 2), f32, values=lambda n: np.cos(np.arange(n))), In((2, 3, 3), f32), tags=P26,
         features=["buffer_callback", "linalg"], extra_platforms=[("cpu_cuda", ("cpu", "cuda"))])
def symmetric_product_prim(a, c, ba, bc):
    """lax.linalg.symmetric_product (alpha * a a^T + beta * c): the batched dot_general at
    HIGHEST on cpu and rocm, cusolver_syrk_ffi on cuda; a batch of matrices, default and given
    alpha/beta; also lowered for cpu+cuda."""
    a = bcb(0, like(a))(a)
    return (_linalg.symmetric_product(a, c), _linalg.symmetric_product(ba, bc, alpha=2.0, beta=0.5))


@program(In((2, 4), f64, values=lambda n: np.sin(np.arange(n))), In((2, 2), f64), tags=P26, x64=True,
         features=["buffer_callback", "linalg", "x64"])
def symmetric_product_x64(a, c):
    """symmetric_product on f64 (x64)."""
    return _linalg.symmetric_product(bcb(0, like(a))(a), c, alpha=-1.5, beta=3.0)


def _unreachable(x, message, exc_type=TypeError):
    from jax._src import core
    from jax._src.custom_derivatives import unreachable_p
    return unreachable_p.bind(x, out_avals=(core.ShapedArray(x.shape, x.dtype),), exc_type=exc_type,
                              message=message)[0]


@program(In((3,), f32), tags=P26, features=["buffer_callback"], lower_error=True)
def unreachable_prim(x):
    """unreachable (stages out, fails when evaluated): JAX's lowering rule is its impl, so JAX
    refuses to lower it with the message itself (a message with spaces and punctuation)."""
    return _unreachable(bcb(0, like(x))(x), "can't apply forward-mode autodiff (jvp) to this, sorry") + 1.0


@program(In((3,), f32), tags=P26, features=["buffer_callback", "dce"])
def unreachable_unused(x):
    """unreachable whose result is unused: JAX's DCE drops it before lowering, so the program
    lowers."""
    _unreachable(x, "never evaluated", ValueError)
    return bcb(0, like(x))(x) * 2.0


@program(In((3, 3), f32, values=lambda n: np.eye(3).ravel() * 4.0 + 0.5), In((2, 2), f32, values=[4.0, 1.0, 1.0, 3.0]),
         In((3, 2), f32, values=lambda n: np.arange(n) + 1.0), tags=P26, features=["buffer_callback", "linalg"])
def ffi_call_lapack(a, b, m):
    """jax.ffi.ffi_call of XLA FFI handlers (jaxlib's LAPACK ones, which every XLA:CPU has):
    potrf with a NumPy-typed attribute (uplo=np.uint8), column-major input and output layouts
    and an input/output alias; getrf with column-major layouts
    too, three results, no attributes; a call with has_side_effect=True and vmap_method set."""
    _linalg.initialize_lapack()  # the handlers' function pointers, as JAX's linalg lowering sets them
    a = bcb(0, like(a))(a)
    sds = jax.ShapeDtypeStruct
    chol, info = jax.ffi.ffi_call("lapack_spotrf_ffi", (sds(a.shape, a.dtype), sds((), jnp.int32)),
                                  input_layouts=[(1, 0)], output_layouts=[(1, 0), None],
                                  input_output_aliases={0: 0})(a, uplo=np.uint8(ord("L")))
    lu, piv, info2 = jax.ffi.ffi_call("lapack_sgetrf_ffi", (sds(m.shape, m.dtype), sds((2,), jnp.int32),
                                                            sds((), jnp.int32)),
                                      input_layouts=[(1, 0)], output_layouts=[(1, 0), None, None],
                                      vmap_method="sequential")(m)
    c2, info3 = jax.ffi.ffi_call("lapack_spotrf_ffi", (sds(b.shape, b.dtype), sds((), jnp.int32)),
                                 input_layouts=[(1, 0)], output_layouts=[(1, 0), None],
                                 has_side_effect=True)(b, uplo=np.uint8(ord("U")))
    return chol, info, lu, piv, info2, c2, info3


@program(In((4,), f32, values=[0.5, -1.0, 2.0, 0.25]), In((2, 2), i32), tags=P26, features=["buffer_callback"])
def composite_prim(x, m):
    """lax.composite: a stablehlo.composite whose decomposition is a private function named after
    it, with typed attributes (a float, an int, a string, a NumPy scalar, a None left out) and a
    version; two composites of one name get @my.sin and @my.sin_0; an integer one without
    attributes."""
    y = bcb(0, like(x))(x)
    a = lax.composite(lambda v, scale, n, tag, k, skip: jnp.sin(v) * scale, name="my.sin2", version=2)(
        y, scale=2.0, n=3, tag="hi", k=np.int32(7), skip=None)
    b = lax.composite(lambda v: jnp.sin(v), name="my.sin")(x) + lax.composite(lambda v: jnp.sin(v), name="my.sin")(y)
    c = lax.composite(lambda v: v * 2 + 1, name="int.affine")(m)
    return a, b, c


@program(In((3,), f32), In((2, 2), f32), In((2,), c64, values=CVALS), tags=P26, features=["buffer_callback"])
def tie_prim(x, y, z):
    """tie x y: y (x kept as an operand; JAX's lowering returns y), on f32 and c64 after a
    callback."""
    y = bcb(0, like(y))(y)
    return _lax.tie_p.bind(x, y) * 2.0, _lax.tie_p.bind(y, z)


@program(In((8,), f32, values=[0.5, -1.5, 3.0, 1e-3, 20.0, -2.457, 7.25, 1.0]), In((3,), jnp.float16, values=[0.5, 4.0, -0.5]),
         tags=P26, x64=True, features=["buffer_callback", "special_functions", "x64"])
def lgamma_f32_x64(x, h):
    """lgamma and digamma of f32 and f16 in an x64 program: JAX's float32 lgamma_impl helpers
    (and their constants) as traced with x64 on."""
    y = bcb(0, like(x))(x)
    return lax.lgamma(y), lax.lgamma(h), lax.digamma(y)


@program(In((4,), jnp.uint32, values=lambda n: np.arange(n) * 2654435761 % 2**32), In((4,), jnp.uint32),
         In((), jnp.uint32, values=[7]), tags=P26, features=["buffer_callback", "random"])
def philox2x32_prim(k, x, s0):
    """philox2x32 (the Philox 2x32 hash, 10 rounds) as a private function called twice (one per
    operand type: 1-d and 0-d), after a callback."""
    from jax._src.random.philox2x32 import philox2x32_p
    x = bcb(0, like(x))(x)
    a, b = philox2x32_p.bind(k, x, x + 1)
    c, d = philox2x32_p.bind(b, a, k)
    e, f = philox2x32_p.bind(s0, s0 + 1, s0 * 5)
    return a, b, c, d, e, f


@program(In((3,), jnp.uint32, values=lambda n: np.arange(n) * 2654435761 % 2**32), In((3,), jnp.uint32),
         tags=P26, features=["buffer_callback", "random"])
def philox4x32_prim(k, x):
    """philox4x32 (the Philox 4x32 hash, 10 rounds, two key words) as a private function, after
    a callback."""
    from jax._src.random.philox4x32 import philox4x32_p
    x = bcb(0, like(x))(x)
    return philox4x32_p.bind(k, k ^ x, x, x + 1, x * 3, k)


@program(In((3,), jnp.uint32, values=lambda n: np.arange(n) * 2654435761 % 2**32), In((3,), jnp.uint32),
         In((), jnp.uint32, values=[11]), tags=P26, features=["buffer_callback", "random"])
def threefry4x32_prim(k, x, s):
    """threefry4x32 (the Threefry 4x32 hash, 20 rounds, key schedule with the Skein parity,
    rotations) as a private function per operand type (1-d and 0-d), after a callback."""
    from jax._src.random.threefry4x32 import threefry4x32_p
    x = bcb(0, like(x))(x)
    a = threefry4x32_p.bind(k, x, k + 1, x ^ k, x, x + 2, k, x * 7)
    b = threefry4x32_p.bind(s, s + 1, s + 2, s + 3, s * 5, s, s ^ 9, s + 4)
    return (*a, *b)
