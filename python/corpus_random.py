"""Corpus programs for random numbers (issue 16): ``jax.random`` with typed keys
(``jax.random.key``, key-typed inputs and outputs of @main) and legacy ``PRNGKey`` keys, the
samplers, ``split`` / ``fold_in``, batched sample shapes, x64 on and off, and the ``rbg`` /
``unsafe_rbg`` implementations.

Registered from gen_corpus.py (``register(globals())``), so they are generated like every other
program: ``.venv/bin/python python/gen_corpus.py --only rnd_normal_key ...``. Each program has a
buffer_callback somewhere, as the corpus rule asks. Tag ``random``. A key-typed input is made by
``KeyIn`` (its data ``arange``-like, wrapped with ``jax.random.wrap_key_data``); inputs.npz and
outputs.npz hold a key array's uint32 data (``jax.random.key_data``), as @main takes and returns
it.
"""

from __future__ import annotations

import dataclasses

import numpy as np


def key_input_maker(In, u32, jr, offset: int):
    """``key_in(shape=(), impl=...)``: a key array input of that shape, its uint32 data
    ``arange``-like (times a large odd constant, plus ``offset``), wrapped with
    ``jax.random.wrap_key_data``."""

    @dataclasses.dataclass
    class KeyIn(In):
        """A key array input: ``shape`` is the key array's shape, ``impl`` its implementation."""

        impl: str = "threefry2x32"

        def make(self):
            width = 2 if self.impl == "threefry2x32" else 4
            n = int(np.prod(self.shape, dtype=np.int64)) * width
            data = (np.arange(n, dtype=np.uint32) * np.uint32(2654435761) + np.uint32(offset))
            return jr.wrap_key_data(data.reshape(*self.shape, width), impl=self.impl)

        def describe(self) -> str:
            return f"jax.random.wrap_key_data(arange-based uint32 data, impl={self.impl!r})"

    def key_in(shape=(), impl="threefry2x32"):
        return KeyIn(shape, u32, impl=impl)

    return key_in


def register(g: dict) -> None:
    In, bcb, like, program = g["In"], g["bcb"], g["like"], g["program"]
    jax, jnp = g["jax"], g["jnp"]
    f32, i32, u32 = g["f32"], g["i32"], g["u32"]
    jr = jax.random
    RND = ("random", "control_flow")

    key_in = key_input_maker(In, u32, jr, offset=7)

    @program(key_in(), tags=RND, features=["buffer_callback", "random", "typed_key"])
    def rnd_normal_key(key):
        """``jax.random.normal`` (f32[3,4]) and ``uniform`` from a key-typed input; the
        samples go through a callback."""
        x = jr.normal(key, (3, 4))
        u = jr.uniform(key, (5,), minval=-2.0, maxval=3.0)
        return bcb(0, like(x))(x), u

    @program(In((), i32, values=[42]), tags=RND, features=["buffer_callback", "random", "legacy_key"])
    def rnd_uniform_legacy(seed):
        """A legacy ``PRNGKey(seed)`` (uint32[2]), split, ``uniform`` and ``normal`` from the
        halves; the legacy key itself is returned (a plain uint32 array)."""
        key = jr.PRNGKey(seed)
        k1, k2 = jr.split(key)
        u = jr.uniform(k1, (2, 3))
        n = jr.normal(k2, (4,))
        return bcb(0, like(u))(u), n, k1

    @program(key_in(), tags=RND, features=["buffer_callback", "random", "bits"])
    def rnd_bits_widths(key):
        """``jax.random.bits`` of 8, 16 and 32 bits, a scalar and a 2-d shape."""
        b8 = jr.bits(key, (5,), jnp.uint8)
        b16 = jr.bits(key, (), jnp.uint16)
        b32 = jr.bits(key, (2, 3))
        return b8, b16, bcb(0, like(b32))(b32)

    @program(key_in(), In((), u32, values=[7]), tags=RND,
             features=["buffer_callback", "random", "split", "fold_in", "key_output"])
    def rnd_split_fold_in(key, msg):
        """``split`` into 3 and into (2, 2) keys (key-typed outputs), ``fold_in`` with a literal
        and with a traced message, ``clone``; bits of each key."""
        ks = jr.split(key, 3)
        grid = jr.split(ks[1], (2, 2))
        f = jr.fold_in(key, 3)
        g = jr.fold_in(jr.clone(ks[2]), msg)
        b = jr.bits(f, (4,))
        return ks, grid, bcb(0, like(b))(b), jr.key_data(g)

    @program(key_in(), tags=RND, features=["buffer_callback", "random", "samplers"])
    def rnd_samplers(key):
        """``bernoulli``, ``categorical``, ``randint``, ``permutation``, ``exponential``,
        ``truncated_normal`` and ``choice`` from one key split five ways."""
        k = jr.split(key, 7)
        logits = jnp.log(jnp.arange(1.0, 5.0))
        b = jr.bernoulli(k[0], 0.3, (6,))
        c = jr.categorical(k[1], logits, shape=(3,))
        r = jr.randint(k[2], (4,), 0, 10)
        p = jr.permutation(k[3], 6)
        e = jr.exponential(k[4], (3,))
        t = jr.truncated_normal(k[5], -1.0, 1.0, (3,))
        ch = jr.choice(k[6], 10, (3,), replace=False)
        return b, c, r, p, bcb(0, like(e))(e), t, ch

    @program(In((), g["i64"], values=[2**40 + 5]), tags=RND, x64=True,
             features=["buffer_callback", "random", "x64", "legacy_key"])
    def rnd_x64(seed):
        """x64 on: a 64-bit seed, ``normal`` in f64, 64-bit ``bits``, ``randint`` in i64."""
        key = jr.key(seed)
        k1, k2, k3 = jr.split(key, 3)
        n = jr.normal(k1, (3,), dtype=jnp.float64)
        b = jr.bits(k2, (2,), jnp.uint64)
        r = jr.randint(k3, (3,), 0, 1000, dtype=jnp.int64)
        return bcb(0, like(n))(n), b, r

    @program(In((), i32, values=[3]), tags=RND,
             features=["buffer_callback", "random", "rbg"])
    def rnd_rbg(seed):
        """An ``rbg`` key from a seed: ``bits`` (rng_bit_generator), ``split`` and ``fold_in``
        (threefry under vmap), ``uniform``."""
        key = jr.key(seed, impl="rbg")
        b = jr.bits(key, (3,))
        ks = jr.split(key, (2, 3))
        f = jr.fold_in(key, 5)
        u = jr.uniform(f, (4,))
        return bcb(0, like(b))(b), jr.key_data(ks), u

    @program(key_in(impl="unsafe_rbg"), tags=RND,
             features=["buffer_callback", "random", "unsafe_rbg", "typed_key"])
    def rnd_unsafe_rbg(key):
        """A key-typed ``unsafe_rbg`` input: ``bits`` in 8 and 32 bits, ``split``, ``fold_in``,
        ``normal``."""
        b = jr.bits(key, (3,), jnp.uint8)
        ks = jr.split(key, 3)
        f = jr.fold_in(key, 9)
        n = jr.normal(f, (2, 2))
        return b, ks, bcb(0, like(n))(n)

    @program(In((2,), u32, values=[0, 42]), In((), g["u8"], values=[200]), tags=RND,
             features=["buffer_callback", "random", "key_data"])
    def rnd_key_data(data, small_seed):
        """``wrap_key_data`` / ``key_data`` round trip and a uint8 seed."""
        key = jr.wrap_key_data(data)
        s = jr.key(small_seed)
        x = jr.uniform(key, (3,)) + jr.uniform(s, (3,))
        return bcb(0, like(x))(x), jr.key_data(jr.split(s)[0])

    @program(In((4,), u32, values=[1, 2, 3, 4]), In((2,), u32, values=[5, 6]),
             In((6,), u32), tags=RND, features=["buffer_callback", "random", "lax_rng"])
    def rnd_lax_bits(k4, keypair, count):
        """The primitives under the samplers, from their public APIs: ``lax.rng_bit_generator``
        on a uint32[4] key, ``jax.extend.random.threefry_2x32`` (the ``threefry2x32`` primitive)
        and ``lax.rng_uniform`` (XLA's stateful sampler: its draws differ from run to run, so
        only ``0 * draw`` is returned)."""
        import jax.extend.random as xr

        s, b = jax.lax.rng_bit_generator(k4, (3, 2))
        t = xr.threefry_2x32(keypair, count)
        u = jax.lax.rng_uniform(0.0, 1.0, (3,)) * 0.0
        return s, bcb(0, like(b))(b), t, u

    @program(key_in((4,)), tags=RND, features=["buffer_callback", "random", "vmap", "typed_key"])
    def rnd_vmap_keys(keys):
        """``jax.vmap`` over a key array of shape (4,): ``bits`` in 8 and 32 bits, ``split``
        and ``fold_in`` of each key (random_bits / random_split / random_fold_in on a batch of
        keys). (``normal`` under vmap prints ``np.int64`` broadcast dimensions, which ``minihlo
        fmt`` does not reprint.)"""
        def one(k):
            return (jr.bits(k, (2, 3)), jr.bits(k, (2,), jnp.uint8), jr.split(k),
                    jr.fold_in(k, 2))

        b, b8, s, f = jax.vmap(one)(keys)
        return bcb(0, like(b))(b), b8, s, f

    @program(In((3,), i32, values=[0, 1, -5]), In((2, 2), g["u8"]), In((), g["i16"], values=[-2]),
             tags=RND, features=["buffer_callback", "random", "vmap", "seeds"])
    def rnd_seed_batch(seeds, small, s16):
        """Seeds of several dtypes and shapes: ``vmap(jax.random.key)`` over i32[3] (a batch of
        keys, then bits of each), over u8[2,2] (vmap of vmap), rbg keys from i32[3], and an i16
        scalar seed."""
        keys = jax.vmap(jr.key)(seeds)
        b = jax.vmap(lambda k: jr.bits(k, (2,)))(keys)
        grid = jax.vmap(jax.vmap(jr.key))(small)
        rbg = jax.vmap(lambda x: jr.key(x, impl="rbg"))(seeds)
        u = jr.uniform(jr.key(s16), (2,))
        return bcb(0, like(b))(b), jr.key_data(grid), jr.key_data(rbg), u
