#!/usr/bin/env python3
"""Writes the sharded-module tests of minihlo-runtime (tests/sharded/NAME.mlir, NAME.json).

Each program is lowered by JAX on a mesh of 8 host CPU devices (`jax.jit` with in/out
shardings, `shard_map` with collectives) and run by jaxlib on those 8 devices; NAME.json holds
the global inputs and jaxlib's global outputs, and for a program with a host callback, its
callbacks table (the --callbacks-json format; the callback doubles its input, as the Rust
test's closure does). The data are small integers (in floats where the
program is a float one), so every result is exact and does not depend on the XLA version or the
machine: the Rust test (tests/sharded.rs) compares minihlo-runtime's 8-device run with jaxlib's
bit for bit.

    XLA_FLAGS=--xla_force_host_platform_device_count=8 .venv/bin/python \
        crates/minihlo-runtime/tests/sharded/gen.py
"""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("JAX_PLATFORMS", "cpu")
if "--xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                               " --xla_force_host_platform_device_count=8").strip()

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

OUT = Path(__file__).resolve().parent


def ints(shape, dtype=np.float32, seed=0):
    rng = np.random.default_rng(seed + sum(shape))
    return rng.integers(-3, 4, size=shape).astype(dtype)


def mesh(shape, names):
    return Mesh(np.array(jax.devices()[:8]).reshape(shape), names)


def programs():
    m2 = mesh((2, 4), ("x", "y"))
    m1 = mesh((8,), ("d",))
    m3 = mesh((2, 2, 2), ("a", "b", "c"))
    ns = lambda m, *spec: NamedSharding(m, P(*spec))

    def matmul_sum(a, b):
        return (a * 2 + 1) @ b, a.sum(axis=0)
    yield ("jit_2d_mesh", jax.jit(matmul_sum, in_shardings=(ns(m2, "x", "y"), ns(m2, "y", None)),
                                  out_shardings=(ns(m2, "x"), ns(m2))),
           [ints((8, 16)), ints((16, 4), seed=1)])

    def square(x):
        return x * x + 1
    yield ("jit_1d_propagated", jax.jit(square, in_shardings=ns(m1, "d")), [ints((16, 3))])

    def mixed(i, x):
        return x[i] * 3, i + 1
    yield ("jit_int_replicated", jax.jit(mixed, in_shardings=(ns(m2), ns(m2, None, "y")),
                                         out_shardings=(ns(m2, "y"), ns(m2))),
           [np.int32(2), ints((4, 8), np.int32)])

    def psum_y(a):
        return jax.lax.psum(a, "y")
    yield ("shard_map_psum", jax.jit(jax.shard_map(psum_y, mesh=m2, in_specs=P("x", "y"),
                                                   out_specs=P("x", None))),
           [ints((4, 8))])

    def collectives(x):
        g = jax.lax.all_gather(x, "c", axis=0, tiled=True)
        s = jax.lax.ppermute(g, "a", perm=[(0, 1), (1, 0)])
        return s + jax.lax.axis_index("b").astype(x.dtype)
    yield ("shard_map_3d_collectives",
           jax.jit(jax.shard_map(collectives, mesh=m3, in_specs=P(("a", "b", "c")),
                                 out_specs=P(("a", "b", "c")))),
           [ints((16, 2))])


    def host_double(x):
        return np.asarray(x) * 2

    def with_callback(x):
        return jax.pure_callback(host_double, jax.ShapeDtypeStruct(x.shape, x.dtype), x) + 1
    # One call per shard: f32[2] on each of the 8 devices (the table's per-shard avals).
    yield ("shard_map_callback",
           jax.jit(jax.shard_map(with_callback, mesh=m1, in_specs=P("d"), out_specs=P("d"))),
           [ints((16,))],
           [{"index": 0, "callback": "host_double", "kind": "pure",
             "operands": [{"dtype": "float32", "shape": [2]}],
             "results": [{"dtype": "float32", "shape": [2]}]}])


def spec(a):
    a = np.asarray(a)
    return {"dtype": a.dtype.name, "shape": list(a.shape), "data": a.ravel().tolist()}


def main() -> None:
    for name, fn, args, *table in programs():
        text = fn.lower(*args).as_text()
        outs = jax.tree_util.tree_leaves(fn(*args))
        (OUT / f"{name}.mlir").write_text(text)
        (OUT / f"{name}.json").write_text(json.dumps(
            {"inputs": [spec(a) for a in args], "outputs": [spec(o) for o in outs],
             "callbacks": table[0] if table else []}, indent=1) + "\n")
        print(f"{name}: {len(args)} inputs, {len(outs)} outputs")


if __name__ == "__main__":
    main()
