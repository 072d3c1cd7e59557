"""Regenerates the generic-form copies of JAX's conformance references.

    scripts/python-env && .venv/bin/python crates/minihlo-stablehlo/tests/data/conformance/gen_generic.py

For each program of the repository's copy of JAX's conformance set (tests/data/conformance) and
each platform (cpu, cuda, rocm), lowers the same
program with JAX 0.12, checks that `as_text()` equals the shared pretty reference byte for byte,
and writes `<program>_<platform>.mlir` (the reference) and `<program>_<platform>.generic.mlir`
(`get_asm(print_generic_op_form=True)`, which MLIR parses without the StableHLO dialect).
"""
import os, sys
import jax, jax.numpy as jnp
import numpy as np
from jax.experimental.buffer_callback import buffer_callback

OUT = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(OUT, "..", "..", "..", "..", "..", "tests", "data", "conformance")

def make_std_cb(k):
    def std_cb(ctx, out, *args, **kwargs):
        pass
    return std_cb

def sds(shape, dtype):
    return jax.ShapeDtypeStruct(shape, dtype)

f32_4 = sds((4,), jnp.float32)

def single_f32(x):
    return buffer_callback(make_std_cb(0), f32_4)(x)
def side_effect(x):
    return buffer_callback(make_std_cb(0), f32_4, has_side_effect=True)(x)
def side_effect_unused_result(x):
    buffer_callback(make_std_cb(0), f32_4, has_side_effect=True)(x)
    return x * 2.0
def pure_unused_result(x):
    buffer_callback(make_std_cb(0), f32_4)(x)
    return x * 2.0
def alias_0_0(x):
    return buffer_callback(make_std_cb(0), f32_4, input_output_aliases={0: 0})(x)
def alias_1_0(a, b):
    return buffer_callback(make_std_cb(0), (f32_4, sds((3,), jnp.int32)), input_output_aliases={1: 0})(a, b)
def alias_1_0_single_output(a, b):
    return buffer_callback(make_std_cb(0), f32_4, input_output_aliases={1: 0})(a, b)
def cmd_buffer(x):
    return buffer_callback(make_std_cb(0), f32_4, command_buffer_compatible=True)(x)
def zero_inputs():
    return buffer_callback(make_std_cb(0), sds((2, 3), jnp.float32))()
def zero_outputs_side_effect(x):
    buffer_callback(make_std_cb(0), (), has_side_effect=True)(x)
    return x + 1.0
def same_callback_twice(x):
    f = buffer_callback(make_std_cb(0), f32_4)
    return f(f(x))
def two_callbacks(x):
    y = buffer_callback(make_std_cb(0), f32_4)(x)
    return buffer_callback(make_std_cb(1), (f32_4, sds((2,), jnp.int32)))(y * 2.0)
def vmap_expand_dims(x, y):
    f = buffer_callback(make_std_cb(0), f32_4, vmap_method="expand_dims")
    return jax.vmap(f, in_axes=(0, None))(x, y)

PROGRAMS = {
    "single_f32": (single_f32, [f32_4]),
    "side_effect": (side_effect, [f32_4]),
    "side_effect_unused_result": (side_effect_unused_result, [f32_4]),
    "pure_unused_result": (pure_unused_result, [f32_4]),
    "alias_0_0": (alias_0_0, [f32_4]),
    "alias_1_0": (alias_1_0, [sds((3,), jnp.int32), f32_4]),
    "alias_1_0_single_output": (alias_1_0_single_output, [sds((3,), jnp.int32), f32_4]),
    "cmd_buffer": (cmd_buffer, [f32_4]),
    "zero_inputs": (zero_inputs, []),
    "zero_outputs_side_effect": (zero_outputs_side_effect, [f32_4]),
    "same_callback_twice": (same_callback_twice, [f32_4]),
    "two_callbacks": (two_callbacks, [f32_4]),
    "vmap_expand_dims": (vmap_expand_dims, [sds((3, 4), jnp.float32), f32_4]),
}

bad = 0
for name, (fn, args) in PROGRAMS.items():
    for platform in ["cpu", "cuda", "rocm"]:
        lowered = jax.jit(fn).trace(*args).lower(lowering_platforms=(platform,))
        text = lowered.as_text()
        ref = open(f"{REF}/{name}_{platform}.mlir").read()
        if text != ref:
            print(f"MISMATCH {name} {platform}\n{text}\n---\n{ref}")
            bad += 1
            continue
        open(f"{OUT}/{name}_{platform}.mlir", "w").write(ref)
        generic = lowered.compiler_ir().operation.get_asm(print_generic_op_form=True, enable_debug_info=False)
        open(f"{OUT}/{name}_{platform}.generic.mlir", "w").write(generic)
sys.exit(1 if bad else 0)
