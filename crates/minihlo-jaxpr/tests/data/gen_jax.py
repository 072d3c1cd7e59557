"""Writes the JAX-printed test programs under ok/ (jax_*.jaxpr) and err/ (jax_*.jaxpr).

Run with JAX 0.12.0.1: `python gen_jax.py`. Each file is exactly what
`print(jax.make_jaxpr(f)(*args))` printed (JAX masks callback addresses itself).
"""
import functools
import os

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.experimental import buffer_callback as bc

HERE = os.path.dirname(os.path.abspath(__file__))
f32 = jnp.float32


def save(kind, name, f, *args):
    text = str(jax.make_jaxpr(f)(*args))
    with open(os.path.join(HERE, kind, f"jax_{name}.jaxpr"), "w") as fh:
        fh.write(text + "\n")


def cb(ctx, out, *args):
    pass


def buf(results, **kw):
    return bc.buffer_callback(cb, results, **kw)


x = jnp.ones((3, 4), f32)
v = jnp.ones((4,), f32)
s = jnp.ones((), f32)
i = jnp.ones((3, 4), jnp.int32)
b = jnp.ones((3, 4), bool)
sds = jax.ShapeDtypeStruct

save("ok", "unary", lambda x: (lax.neg(x), lax.abs(x), lax.sign(x), lax.exp(x), lax.log(x),
                              lax.tanh(x), lax.logistic(x), lax.sin(x), lax.cos(x), lax.sqrt(x),
                              lax.rsqrt(x), lax.square(x), lax.floor(x), lax.ceil(x)), x)
save("ok", "not", lambda b, i: (lax.bitwise_not(b), lax.bitwise_not(i)), b, i)
save("ok", "integer_pow", lambda x: (lax.integer_pow(x, 3), lax.integer_pow(x, -2)), x)
save("ok", "binary", lambda x, y: (x + y, x - y, x * y, x / y, lax.rem(x, y), lax.max(x, y),
                                  lax.min(x, y), lax.pow(x, y)), x, x)
save("ok", "bitwise", lambda x, y: (x & y, x | y, x ^ y), i, i)
save("ok", "compare", lambda x, y: (x == y, x != y, x < y, x <= y, x > y, x >= y), x, x)
save("ok", "clamp", lambda x: lax.clamp(np.float32(0.0), x, np.float32(1.0)), x)
save("ok", "select", lambda p, x, y: lax.select(p, x, y), b, x, x)
save("ok", "select_n", lambda p, x, y, z: lax.select_n(p, x, y, z), i, x, x, x)
save("ok", "convert", lambda x: (x.astype(jnp.int32), x.astype(jnp.bfloat16), x.astype(jnp.uint8),
                                x.astype(jnp.float16), x.astype(bool)), x)
save("ok", "broadcast_in_dim", lambda v: jnp.broadcast_to(v, (3, 4)), v)
save("ok", "broadcast_scalar", lambda s: jnp.broadcast_to(s, (2, 5)), s)
save("ok", "reshape", lambda x: x.reshape(12), x)
save("ok", "transpose", lambda x: x.T, x)
save("ok", "squeeze", lambda x: lax.squeeze(x, (0,)), jnp.ones((1, 4), f32))
save("ok", "iota", lambda: (lax.iota(jnp.int32, 5), lax.broadcasted_iota(f32, (3, 4), 1)))
save("ok", "concatenate", lambda x, y: jnp.concatenate([x, y], 0), x, x)
save("ok", "slice", lambda x: (x[1:2, ::2], lax.slice(x, (0, 0), (2, 2))), x)
save("ok", "dynamic_slice", lambda x, k: lax.dynamic_slice(x, (k, 0), (2, 2)), x, 1)
save("ok", "dynamic_update_slice", lambda x, u, k: lax.dynamic_update_slice(x, u, (k, 0)),
     x, jnp.ones((2, 2), f32), 1)
save("ok", "dot_general", lambda x, y: x @ y, x, x.T)
save("ok", "dot_general_int", lambda x, y: lax.dot_general(
    x, y, (((1,), (0,)), ((), ())), preferred_element_type=f32), i, i.T)
save("ok", "dot_general_batch", lambda x, y: jnp.einsum("bij,bjk->bik", x, y),
     jnp.ones((2, 3, 4), f32), jnp.ones((2, 4, 5), f32))
save("ok", "reduce", lambda x: (x.sum(0), x.max(1), x.min((0, 1))), x)
save("ok", "argmax", lambda x: (jnp.argmax(x, 0), jnp.argmin(x, 1)), x)
save("ok", "float_literals", lambda x: (x + np.float32(np.inf), x * np.float32(-np.inf),
                                        x - np.float32(np.nan), x + np.float32(-2.5),
                                        x * np.float32(1e20), x * np.float32(1e-7),
                                        x * np.float32(1 / 3)), s)
save("ok", "int_literals", lambda i, u: (i + np.int32(-3), u + np.uint32(7), i > 0,
                                         u * np.uint32(4294967295)),
     jnp.int32(1), jnp.uint32(1))
save("ok", "bool_literals", lambda b: (b & True, jnp.logical_or(b, False)), jnp.bool_(True))
save("ok", "bf16", lambda x: x * jnp.bfloat16(1.5), jnp.ones((2,), jnp.bfloat16))
save("ok", "f16", lambda x: x * jnp.float16(0.1), jnp.ones((2,), jnp.float16))
save("ok", "small_ints", lambda a, b, c: (a + np.int8(-128), b + np.uint16(65535), c * np.int16(3)),
     jnp.ones((2,), jnp.int8), jnp.ones((2,), jnp.uint16), jnp.ones((2,), jnp.int16))
save("ok", "zero_eqns", lambda x, y: (y, x), s, s)
save("ok", "literal_output", lambda x: (x, 1.0), s)
save("ok", "constvars", lambda x: x + np.arange(3.0, dtype=np.float32), jnp.ones(3, f32))
save("ok", "two_eqns_one_line", lambda x: -(-x), s)
save("ok", "many_inputs", lambda *xs: sum(xs), *([x] * 14))
save("ok", "many_outputs", lambda x: tuple(x + k for k in range(30)), s)
save("ok", "scalar_input_chain", lambda x: jnp.tanh(jnp.exp(x) * 2.0 + 1.0) / 3.0, s)
save("ok", "cb_partial", bc.buffer_callback(functools.partial(cb), sds((4,), f32)), v)
save("ok", "cb_lambda_sequential",
     bc.buffer_callback(lambda ctx, out, x: None, sds((4,), f32), vmap_method="sequential"), v)
save("ok", "cb_aliases_multi",
     buf((sds((3,), jnp.int32), sds((4,), f32)), input_output_aliases={0: 1, 1: 0}),
     jnp.ones(4, f32), jnp.ones(3, jnp.int32))
save("ok", "cb_scalar_bool", buf(sds((), bool)), jnp.ones((), jnp.int32))
save("ok", "cb_then_math",
     lambda x: jnp.sum(buf(sds((4,), f32), has_side_effect=True)(x * 2.0) + 1.0), v)
save("ok", "cb_pytree_args", lambda x, y: buf((sds((2,), f32), {"a": sds((3,), jnp.int32)}))(
    {"p": x, "q": [y]}), jnp.ones(2, f32), jnp.ones(3, jnp.int32))

# Control flow: jit, cond, while, scan and custom_jvp_call are in the IR.
@jax.jit
def inner(x):
    return jnp.sin(x) * 2.0


save("ok", "jit", lambda x: inner(x) + 1.0, v)
save("ok", "jit_shared", lambda x: inner(inner(x)), v)
save("ok", "cond", lambda p, x: lax.cond(p, lambda x: x + 1.0, lambda x: x * 2.0, x), True, v)
save("ok", "while", lambda x: lax.while_loop(lambda c: c[0] < 10, lambda c: (c[0] + 1, c[1] * 2.0),
                                              (0, x)), v)
save("ok", "scan", lambda x: lax.scan(lambda c, y: (c + y, c * y), s, x), v)


@jax.custom_jvp
def fj(x):
    return jnp.sin(x)


fj.defjvp(lambda p, t: (fj(p[0]), t[0]))
save("ok", "custom_jvp", fj, v)
save("ok", "exp_accuracy", lambda x: lax.exp(x, accuracy=lax.AccuracyMode.HIGHEST), v)
save("err", "dot_precision", lambda x: lax.dot(x, x, precision=lax.Precision.HIGHEST), v)
save("err", "cumsum", lambda x: jnp.cumsum(x), v)

# custom_linear_solve: each of its jaxprs printed with str(), shared ones again as top-level lets.
m33 = jnp.ones((3, 3), f32)
v3 = jnp.ones((3,), f32)
save("ok", "linear_solve_vec", jnp.linalg.solve, m33, v3)
save("ok", "linear_solve_mat", jnp.linalg.solve, m33, jnp.ones((3, 2), f32))
save("ok", "linear_solve_inv", jnp.linalg.inv, m33)
save("ok", "linear_solve_pos", lambda a, b: jax.scipy.linalg.solve(a, b, assume_a="pos"), m33, v3)
save("ok", "linear_solve_direct", lambda a, b: lax.custom_linear_solve(
    lambda x: a @ x, b, lambda mv, r: r / 2.0, lambda vm, r: r / 3.0), m33, v3)
save("ok", "linear_solve_symmetric", lambda a, b: lax.custom_linear_solve(
    lambda x: a @ x, b, lambda mv, r: r / 2.0, symmetric=True), m33, v3)
save("ok", "linear_solve_no_transpose", lambda a, b: lax.custom_linear_solve(
    lambda x: a @ x, b, lambda mv, r: r / 2.0), m33, v3)
save("ok", "linear_solve_aux", lambda a, b: lax.custom_linear_solve(
    lambda x: (a @ x[0], x[1]), (b, b * 2.0), lambda mv, r: ((r[0] / 2.0, r[1]), jnp.sum(r[0])),
    has_aux=True), m33, v3)

# platform_index and cond's branches_platforms (jnp.diagonal's platform_dependent).
save("ok", "diagonal_platform_index", jnp.diagonal, m33)
save("ok", "slogdet", jnp.linalg.slogdet, m33)

# jax.checkpoint: remat2 (plain, differentiated, prevent_cse False and per argument, policies
# printed as function reprs) and checkpoint_name's `name`.
from jax.ad_checkpoint import checkpoint_name  # noqa: E402

cpp = jax.checkpoint_policies
m23 = jnp.ones((2, 3), f32)
save("ok", "remat_plain", jax.checkpoint(jnp.sin), m23)
save("ok", "remat_grad", jax.grad(jax.checkpoint(lambda x, y: jnp.sum(jnp.sin(x) * y))), m23, m23)
save("ok", "remat_grad_no_cse", jax.grad(jax.checkpoint(
    lambda x, y: jnp.sum(jnp.sin(x) * y), prevent_cse=False)), m23, m23)
save("ok", "remat_cse_tuple", jax.grad(jax.checkpoint(
    lambda x, y: jnp.sum(jnp.sin(x) * y), prevent_cse=(False, True))), m23, m23)
save("ok", "remat_dots_saveable", jax.grad(jax.checkpoint(
    lambda x, y: jnp.sum(jnp.tanh(x @ y.T)), policy=cpp.dots_saveable)), m23, m23)
save("ok", "remat_names", jax.grad(jax.checkpoint(
    lambda x: jnp.sum(jnp.cos(checkpoint_name(jnp.sin(x), "s"))),
    policy=cpp.save_only_these_names("s"))), m23)

# Grad of scan: the transposed scan's ft_in / ft_out print as Pytree(vals=[...],
# tree=PyTreeDef(...)), mixed with flat-tree tuples; hessian nests RightsOnly(Pytree(...)).


def _gs_loss(x):
    def body(c, xi):
        c = jnp.sin(c) * xi
        return c, c * 2
    c, ys = lax.scan(body, x[0], x)
    return c + ys.sum()


save("ok", "grad_scan", jax.grad(_gs_loss), v)
save("ok", "hessian_scan", jax.hessian(_gs_loss), jnp.ones((3,), f32))
# Grad of cond: empty2 for the residuals the other branch makes (one printed on one line, one
# broken over lines inside the scan's cond).
save("ok", "grad_cond_empty2", jax.grad(lambda x: lax.cond(
    x[0] > 0, lambda x: jnp.sin(x).sum(), lambda x: (x * x).sum(), x)), v)


def _gs_cond_loss(x):
    def body(c, xi):
        c = lax.cond(xi > 0.5, lambda c: jnp.sin(c) * xi, lambda c: jnp.exp(c) + xi, c)
        return c, c * 2
    c, ys = lax.scan(body, x[0], x)
    return c + ys.sum()


save("ok", "grad_scan_cond_empty2", jax.grad(_gs_cond_loss), v)
# float0: the cotangent of an integer input (refused: minihlo has no float0 dtype).
save("err", "grad_allow_int_float0", jax.grad(lambda x, n: (x * n).sum(), argnums=(0, 1),
                                              allow_int=True), v, jnp.ones((4,), jnp.int32))
# jax.checkpoint around a scan, differentiated: eval_jaxpr (the known forward scan) printed with
# its result dropped (grad) and read (value_and_grad).


def _gs_scan_only(x):
    return lax.scan(lambda c, xi: (jnp.sin(c) * xi, c), x[0], x)[0]


save("ok", "grad_checkpoint_scan_eval_jaxpr", jax.grad(jax.checkpoint(_gs_scan_only)), v)
save("ok", "value_and_grad_checkpoint_scan", jax.value_and_grad(jax.checkpoint(_gs_scan_only)), v)
