"""Corpus programs for random numbers, second part (issue 16's gaps): ``jax.random.gamma`` and
what samples through it (``loggamma``, ``beta``, ``dirichlet``), scalar and batched alphas, keys
under ``vmap``, f32 and f64 (x64), typed keys and legacy ``PRNGKey`` keys; and key arrays in
the structural ops real programs use.

Registered from gen_corpus.py (``register(globals())``):
``.venv/bin/python python/gen_corpus.py --only rnd2_gamma_scalar ...``. Each program has a
buffer_callback somewhere, as the corpus rule asks. Tag ``random``. A key-typed input is made
as in corpus_random.py (its data ``arange``-like, wrapped with ``jax.random.wrap_key_data``).
"""

from __future__ import annotations

import corpus_random


def register(g: dict) -> None:
    In, bcb, like, program = g["In"], g["bcb"], g["like"], g["program"]
    jax, jnp = g["jax"], g["jnp"]
    f32, i32, u32 = g["f32"], g["i32"], g["u32"]
    f64 = g["f64"]
    jr = jax.random
    RND = ("random", "control_flow")

    key_in = corpus_random.key_input_maker(In, u32, jr, offset=11)

    @program(key_in(), In((), f32, values=[2.5]), In((), f32, values=[0.3]), tags=RND,
             features=["buffer_callback", "random", "gamma", "typed_key"])
    def rnd2_gamma_scalar(key, a, small):
        """``jax.random.gamma`` of a scalar alpha (``random_gamma`` on one key: JAX's vmap of the
        rejection sampler over one sample), an alpha below 1 (the boost), and ``loggamma``
        (``log_space=True``) of the same small alpha."""
        k1, k2 = jr.split(key)
        x = jr.gamma(k1, a)
        y = jr.gamma(k2, small)
        z = jr.loggamma(k2, small)
        w = jax.vmap(jax.vmap(lambda k, i: jr.key_data(jr.fold_in(k, i))))(keys23, msgs)
        return bcb(0, like(x))(x), y, z, w

    @program(key_in(), In((2, 3), f32, values=[0.2, 0.9, 1.0, 1.5, 3.0, 7.5]), tags=RND,
             features=["buffer_callback", "random", "gamma", "typed_key"])
    def rnd2_gamma_batch(key, alphas):
        """``gamma`` of an f32[2,3] array of alphas (one key split six ways, the alphas
        flattened and the samples reshaped back) and of a scalar alpha broadcast to shape
        (4,)."""
        k1, k2 = jr.split(key)
        x = jr.gamma(k1, alphas)
        y = jr.gamma(k2, 2.0, shape=(4,))
        return bcb(0, like(x))(x), y

    @program(In((), i32, values=[17]), In((3,), f32, values=[0.5, 1.0, 4.0]), tags=RND,
             features=["buffer_callback", "random", "gamma", "legacy_key"])
    def rnd2_beta_dirichlet(seed, alpha):
        """A legacy ``PRNGKey``: ``beta`` (two ``loggamma`` draws), ``dirichlet`` over three
        categories and a batch of two, ``gamma`` with a legacy key."""
        key = jr.PRNGKey(seed)
        k1, k2, k3 = jr.split(key, 3)
        b = jr.beta(k1, 2.0, 3.0, (3,))
        d = jr.dirichlet(k2, alpha, (2,))
        gm = jr.gamma(k3, alpha)
        return b, bcb(0, like(d))(d), gm

    @program(key_in((4,)), In((4,), f32, values=[0.5, 1.0, 2.0, 9.0]), tags=RND,
             features=["buffer_callback", "random", "gamma", "vmap", "typed_key"])
    def rnd2_gamma_vmap(keys, alphas):
        """``jax.vmap`` of ``gamma`` over four keys and alphas (the batching rule binds
        ``random_gamma`` on the key array), and over the keys alone with a sample shape (2,)."""
        x = jax.vmap(jr.gamma)(keys, alphas)
        y = jax.vmap(lambda k: jr.gamma(k, 1.5, (2,)))(keys)
        return bcb(0, like(x))(x), y

    @program(In((), g["i64"], values=[2**33 + 9]), In((2,), f64, values=[0.25, 5.0]), tags=RND,
             x64=True, features=["buffer_callback", "random", "gamma", "x64", "legacy_key"])
    def rnd2_gamma_x64(seed, alphas):
        """x64 on: ``gamma`` and ``loggamma`` in f64 (64-bit random bits for the uniforms),
        ``beta`` in f64 from a legacy key, and ``gamma`` in f32 (its uniforms' Python-float
        bounds are weak f64 under x64, converted)."""
        key = jr.PRNGKey(seed)
        k1, k2, k3 = jr.split(key, 3)
        x = jr.gamma(k1, alphas, dtype=jnp.float64)
        y = jr.loggamma(k2, alphas, dtype=jnp.float64)
        b = jr.beta(k3, 0.5, 2.0, (2,), dtype=jnp.float64)
        z = jr.gamma(k3, alphas.astype(jnp.float32), dtype=jnp.float32)
        return bcb(0, like(x))(x), y, b, z

    @program(key_in((4,)), In((), i32, values=[2]), In((3,), i32, values=[3, 0, -2]), tags=RND,
             features=["buffer_callback", "random", "key_indexing", "typed_key"])
    def rnd2_key_index(keys, i, idx):
        """Indexing a key array: a static index and a negative one (slice, squeeze), a traced
        index (``dynamic_slice`` with a zero start for the key dimension), an index array
        (``gather``), ``at[...].set`` (``scatter``), ``[::-1]`` (``rev``) and
        ``lax.dynamic_update_index_in_dim`` (``dynamic_update_slice``); bits of each."""
        b1 = jr.bits(keys[1], (2,))
        b2 = jr.bits(keys[-1], (2,))
        b3 = jr.bits(keys[i], (2,))
        g = keys[idx]
        s = keys.at[2].set(keys[0])
        r = keys[::-1]
        u = jax.lax.dynamic_update_index_in_dim(keys, keys[3], i, 0)
        bg = jax.vmap(lambda k: jr.bits(k, (2,)))(g)
        return (bcb(0, like(b1))(b1), b2, b3, jr.key_data(g), jr.key_data(s), jr.key_data(r),
                jr.key_data(u), bg)

    @program(key_in((4,)), In((), g["BOOL"], values=[False]),
             In((4,), g["BOOL"], values=[True, False, False, True]), In((), i32, values=[2]),
             tags=RND, features=["buffer_callback", "random", "key_select", "typed_key"])
    def rnd2_key_select(keys, p, mask, which):
        """``select_n`` on key arrays (the predicate broadcast over the key data): ``jnp.where``
        of two keys by a scalar predicate, of two key arrays by a mask, ``lax.select``, and
        ``lax.select_n`` of three keys by an int32 index."""
        k = jnp.where(p, keys[0], keys[1])
        m = jnp.where(mask, keys, keys[::-1])
        s = jax.lax.select(p, keys[2], keys[3])
        n = jax.lax.select_n(which, keys[0], keys[1], keys[2])
        u = jr.uniform(k, (3,))
        return bcb(0, like(u))(u), jr.key_data(m), jr.bits(s, (2,)), jr.key_data(n)

    @program(In((), i32, values=[5]), tags=RND,
             features=["buffer_callback", "random", "split", "vmap", "legacy_key"])
    def rnd2_split_shapes(seed):
        """``split`` into shape () (one key), a (2, 3) grid of keys under ``vmap`` of ``vmap``
        (``random_bits`` / ``random_split`` / ``normal`` on a key array of rank 2), and
        ``split`` of a batch of keys into shape () under ``vmap``; legacy keys throughout."""
        key = jr.PRNGKey(seed)
        one = jr.split(key, ())
        grid = jr.split(key, (2, 3))
        b = jax.vmap(jax.vmap(lambda k: jr.bits(k, (2,))))(grid)
        s = jax.vmap(jax.vmap(lambda k: jr.split(k)))(grid)
        n = jax.vmap(jax.vmap(lambda k: jr.normal(k, ())))(grid)
        e = jax.vmap(lambda k: jr.split(k, ()))(jr.split(key, 3))
        return one, bcb(0, like(b))(b), s, n, e

    @program(key_in((3,)), In((), g["i64"], values=[1]), In((2,), f64, values=[0.5, 3.0]),
             tags=RND, x64=True,
             features=["buffer_callback", "random", "key_indexing", "gamma", "x64", "typed_key"])
    def rnd2_keys_x64(keys, i, alphas):
        """x64 on: a key array indexed by an int64 (``dynamic_slice``, its key start an int64
        zero), a key picked by ``jnp.where``, f64 ``gamma`` from it, and ``normal`` in f64 from
        keys carried through a ``fori_loop``."""
        k = keys[i]
        w = jnp.where(i > 0, k, keys[0])
        x = jr.gamma(w, alphas, dtype=jnp.float64)

        def body(j, c):
            kk, acc = c
            k1, k2 = jr.split(kk)
            return k1, acc + jr.normal(k2, (2,), dtype=jnp.float64)

        _, acc = jax.lax.fori_loop(0, 3, body, (k, jnp.zeros(2, jnp.float64)))
        return bcb(0, like(x))(x), acc

    @program(key_in(), In((3,), f32, values=[0.5, 2.0, 6.0]), tags=RND,
             features=["buffer_callback", "random", "gamma", "half", "typed_key"])
    def rnd2_gamma_half(key, alphas):
        """``gamma`` in float16 and bfloat16 (16-bit random bits for float16, 8-bit bits
        converted to uint16 for bfloat16's 7-bit mantissa)."""
        k1, k2 = jr.split(key)
        h = jr.gamma(k1, alphas.astype(jnp.float16), dtype=jnp.float16)
        b = jr.gamma(k2, alphas.astype(jnp.bfloat16), dtype=jnp.bfloat16)
        return bcb(0, like(h))(h), b

    @program(In((), i32, values=[9]), key_in((3,), impl="unsafe_rbg"), tags=RND,
             features=["buffer_callback", "random", "rbg", "unsafe_rbg", "vmap"])
    def rnd2_rbg_vmap(seed, ukeys):
        """``jax.vmap`` of ``bits`` over batches of ``rbg`` and ``unsafe_rbg`` keys: JAX's
        ``rng_bit_generator`` batching rule draws every row from the first key (and writes its
        new state back with ``dynamic_update_index_in_dim``), in 32 and 8 bits."""
        keys = jr.split(jr.key(seed, impl="rbg"), 3)
        b = jax.vmap(lambda k: jr.bits(k, (2,)))(keys)
        b8 = jax.vmap(lambda k: jr.bits(k, (4,), jnp.uint8))(ukeys)
        return bcb(0, like(b))(b), b8

    @program(key_in(), In((3,), f32, values=[0.5, 4.0, 25.0]), tags=RND,
             features=["buffer_callback", "random", "poisson", "typed_key"])
    def rnd2_poisson(key, rates):
        """``jax.random.poisson``: Knuth's algorithm for small rates and the transformed
        rejection (with ``lgamma``) for rates of 10 and more, both as JAX's while loops selected
        per element; a scalar rate with a shape, and an array of rates."""
        k1, k2 = jr.split(key)
        n = jr.poisson(k1, 3.0, (4,))
        m = jr.poisson(k2, rates)
        return bcb(0, like(n))(n), m

    @program(key_in(), In((), i32, values=[5]),
             In((2, 3), i32, values=[0, 1, 7, -1, 2**31 - 1, 12]), key_in((4,)),
             key_in((2, 3)), tags=RND,
             features=["buffer_callback", "random", "fold_in", "vmap", "typed_key", "legacy_key"])
    def rnd2_fold_in_batch(key, seed, msgs, keys, keys23):
        """``fold_in`` of an array of messages (issue 16): ``jax.vmap`` over ``arange(3)`` of
        ``normal(fold_in(key, i))`` with a typed key (``random_fold_in`` of one key and
        ``u32[3]``), nested ``vmap``s over an i32[2,3] of messages (negative ones too) with a
        legacy ``PRNGKey`` (wrapped, folded, unwrapped), and ``vmap(fold_in)`` over a batch of
        four keys with four messages of the same shape, and nested over a [2,3] batch of keys
        with the [2,3] messages."""
        x = jax.vmap(lambda i: jr.normal(jr.fold_in(key, i), (2,)))(jnp.arange(3))
        lk = jr.PRNGKey(seed)
        y = jax.vmap(jax.vmap(lambda i: jr.fold_in(lk, i)))(msgs)
        z = jax.vmap(lambda k, i: jr.bits(jr.fold_in(k, i), (2,)))(keys, jnp.arange(4) * 3)
        w = jax.vmap(jax.vmap(lambda k, i: jr.key_data(jr.fold_in(k, i))))(keys23, msgs)
        return bcb(0, like(x))(x), y, z, w
