"""Writes NAME.jaxpr.txt for each control-flow program below, as jax.make_jaxpr (0.12.0.1) prints
it. Run: .venv/bin/python crates/minihlo-ir/tests/data/control/gen.py  (from the repo root).
The Rust tests (crates/minihlo-ir/tests/control.rs) build the same programs and compare."""
import os, re
import numpy as np
import jax, jax.numpy as jnp
from jax import lax
from jax.experimental.buffer_callback import buffer_callback

HERE = os.path.dirname(os.path.abspath(__file__))
x4 = np.arange(4, dtype=np.float32)
PROGRAMS = {}

def program(*args):
    def reg(fn):
        PROGRAMS[fn.__name__] = (fn, args)
        return fn
    return reg

def std_cb(ctx, out, *args):
    pass

def cb(has_side_effect=False, shape=(4,)):
    return buffer_callback(std_cb, jax.ShapeDtypeStruct(shape, jnp.float32),
                           has_side_effect=has_side_effect)

@jax.jit
def inner(y):
    return y * 2.0 + 1.0

@jax.jit
def two(y):
    return y + 1.0, y * 2.0

@jax.jit
def j2(a, b):
    return a + b, a

@program(x4)
def cond_basic(x):
    return lax.cond(x[0] > 1.0, lambda v: v + 1.0, lambda v: v * 3.0, x)

@program(x4)
def switch3(x):
    return lax.switch(1, [lambda v: v, lambda v: v - 1.0, lambda v: -v], x)

@program(x4)
def cond_no_operands(x):
    return lax.cond(x[0] > 0, lambda: 1.0, lambda: 2.0)

@program(x4)
def cond_unused_in_branch(x):
    def br(v):
        v * 2.0
        return v + 1.0
    return lax.cond(x[0] > 1.0, br, lambda v: v * 3.0, x)

@program(x4)
def scan_basic(x):
    return lax.scan(lambda c, a: (c + a, c * 2.0), 0.0, x)

@program(x4)
def scan_reverse(x):
    return lax.scan(lambda c, a: (c * a, c + a), 1.0, x, reverse=True)

@program(x4)
def fori_static(x):
    return lax.fori_loop(0, 3, lambda i, v: v + 1.0, x)

@program(x4, 3)
def fori_traced(x, n):
    return lax.fori_loop(0, n, lambda i, v: v + 1.0, x)

@program(x4)
def while_basic(x):
    return lax.while_loop(lambda s: s[0] < 10, lambda s: (s[0] + 1, s[1] * 1.5), (0, x))

@program(x4)
def jit_twice(x):
    return inner(x) + inner(x)

@program(x4)
def jit_unused_output(x):
    return two(x)[1]

@program(x4)
def jit_same_operand_twice(x):
    return j2(x, x)

@program(x4)
def custom_jvp_relu(x):
    return jax.nn.relu(x)

@jax.custom_vjp
def cv(x):
    return jnp.sin(x)
cv.defvjp(lambda x: (jnp.sin(x), x), lambda r, g: (g * jnp.cos(r),))

@program(x4)
def custom_vjp_sin(x):
    return cv(x)

@program(x4)
def cond_callback(x):
    return lax.cond(x[0] > 1.0, lambda v: cb()(v), lambda v: v, x)

@program(x4)
def scan_callback(x):
    return lax.scan(lambda c, a: (cb(True)(c), c), x, x)

@program(x4)
def while_callback(x):
    return lax.while_loop(lambda s: s[0] < 3, lambda s: (s[0] + 1, cb(True)(s[1])), (0, x))[1]

@program(x4)
def jit_callback(x):
    return jax.jit(lambda y: cb(True)(y))(x)

def _long(v):
    for i in range(11):
        v = v + float(i)
    return v

@program(x4)
def cond_long_branch(x):
    return lax.cond(x[0] > 1.0, _long, lambda v: v * 3.0, x)

@program(x4)
def nested(x):
    def body(c, a):
        c2 = lax.cond(a > 1.0, lambda u: inner(u), lambda u: u - a, c)
        return c2, a
    return lax.scan(body, x, x)[0]

# Programs whose DCE'd text (pe.dce_jaxpr, every output used, every input kept) is also saved,
# as NAME.dce.jaxpr.txt.
DCE = ["cond_unused_in_branch", "jit_unused_output", "fori_static", "fori_traced",
       "while_callback", "scan_callback", "custom_jvp_relu", "jit_twice", "nested",
       "scan_carry_only", "cond_callback_unused", "while_unused_counter"]

@program(x4)
def scan_carry_only(x):
    return lax.scan(lambda c, a: (c + a, c * 2.0), 0.0, x)[0]

@program(x4)
def cond_callback_unused(x):
    lax.cond(x[0] > 1.0, lambda v: cb()(v), lambda v: v, x)
    return x

@program(x4)
def while_unused_counter(x):
    return lax.while_loop(lambda s: s[1][0] < 10.0,
                          lambda s: (s[0] + 1, s[1] * 1.5), (0, x))[1]

def main():
    for name, (fn, args) in PROGRAMS.items():
        text = str(jax.make_jaxpr(fn)(*args))
        text = re.sub(r" at 0x[0-9a-fA-F]+>", " at 0xXXXXXXXXXXXX>", text)
        with open(os.path.join(HERE, f"{name}.jaxpr.txt"), "w") as f:
            f.write(text + "\n")
        if name in DCE:
            from jax._src.interpreters import partial_eval as pe
            closed = jax.make_jaxpr(fn)(*args)
            d, _ = pe.dce_jaxpr(closed.jaxpr, [True] * len(closed.jaxpr.outvars), True)
            text = re.sub(r" at 0x[0-9a-fA-F]+>", " at 0xXXXXXXXXXXXX>", str(d))
            with open(os.path.join(HERE, f"{name}.dce.jaxpr.txt"), "w") as f:
                f.write(text + "\n")

if __name__ == "__main__":
    main()
