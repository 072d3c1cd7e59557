"""Corpus programs for the primitives JAX lowers with platform-specific rules: ``dot_general``
(a rule of its own for cpu and tpu; operands of different dtypes converted first),
``conv_general_dilated`` (cpu and GPUs expand complex convolutions into three real ones),
``scatter-add`` / ``scatter-sub`` (GPUs scatter complex128 by parts), ``fft`` (cuda and rocm),
``logistic`` (tpu) and the linear-algebra rules (LAPACK on cpu, the default rule elsewhere for
``triangular_solve``). Each is lowered for one platform (cpu, cuda, rocm: the standard runs) and
for several (``extra_platforms``: JAX's ``lower_per_platform`` dispatch on the platform index,
a ``case`` even where the branches agree), without a callback so that JAX lowers them for
several platforms, and again behind a buffer_callback. Names ``plat_*``, tag ``platforms``.

Registered into gen_corpus.py's registry on import: ``.venv/bin/python python/gen_corpus.py
--only plat_rules ...``.
"""

from __future__ import annotations

import jax.numpy as jnp
import numpy as np
from jax import lax

import jax
from gen_corpus import In, bcb, bf16, f32, f64, i8, i32, like, program

PL = ("platforms", "structured", "control_flow")  # jnp functions print as jits
MULTI = [("cpu_cuda_rocm", ("cpu", "cuda", "rocm")), ("cuda_rocm", ("cuda", "rocm")),
         ("rocm_cpu", ("rocm", "cpu")), ("cpu_tpu", ("cpu", "tpu"))]
c64, c128 = jnp.complex64, jnp.complex128


def rules(x, w, z, v, k, q):
    """dot_general (f32; f32 x bf16 and int8 x int32, converted to the result's dtype; a
    preferred f32 of two bf16), conv_general_dilated (real and complex64), scatter-add and
    scatter-sub (clip and drop), fft, logistic."""
    img = x.reshape(1, 1, 4, 4)
    cimg = (img + 1j * img[..., ::-1]).astype(c64)
    cw = (w + 2j * w).astype(c64)
    return (x @ x.T, jnp.dot(x, x.astype(bf16)), jnp.dot(k, k.astype(i32)),
            lax.dot_general(x.astype(bf16), x.astype(bf16), (((1,), (1,)), ((), ())),
                            preferred_element_type=f32),
            lax.conv_general_dilated(img, w, (1, 1), "SAME"),
            lax.conv_general_dilated(cimg, cw, (1, 1), ((1, 0), (0, 1))),
            v.at[q].add(1.5, mode="clip"), v.at[q].subtract(2.0, mode="drop"),
            jnp.fft.fft(z), jax.nn.sigmoid(v))


INPUTS = (In((4, 4), f32, values=lambda n: (np.arange(n) % 7) * 0.5 - 1.0),
          In((2, 1, 3, 3), f32, values=lambda n: (np.arange(n) % 5) - 2.0),
          In((8,), c64, values=lambda n: np.arange(n) * (1 + 0.5j)),
          In((6,), f32, values=lambda n: np.arange(n) * 0.75 - 2.0),
          In((3, 3), i8, values=lambda n: np.arange(n) - 4),
          In((4,), i32, values=[5, -1, 2, 9]))


@program(*INPUTS, tags=PL, features=["dot_general", "conv", "scatter", "fft", "other_platforms"],
         extra_platforms=MULTI)
def plat_rules(x, w, z, v, k, q):
    """The primitives with platform-specific rules, lowered for cpu+cuda+rocm, cuda+rocm,
    rocm+cpu and cpu+tpu: dot_general and conv_general_dilated dispatch everywhere cpu (or tpu)
    is listed, conv and scatter-add/sub on GPUs, fft on cuda+rocm, logistic with tpu."""
    return rules(x, w, z, v, k, q)


@program(*INPUTS, tags=PL, features=["buffer_callback", "dot_general", "conv", "scatter", "fft"])
def plat_rules_cb(x, w, z, v, k, q):
    """plat_rules behind a buffer_callback (its module for cpu, cuda and rocm is the typed form's,
    checked specialised to each platform)."""
    return rules(bcb(0, like(x))(x), w, z, v, k, q)


@program(In((6,), c128, values=lambda n: np.arange(n) * (1 - 0.25j)),
         In((3,), i32, values=[1, 7, 1]), In((3,), c128, values=[1 + 2j, -3j, 0.5 + 0j]),
         In((2, 3), f64), tags=PL, x64=True,
         features=["scatter", "x64", "complex", "other_platforms"], extra_platforms=MULTI[:3])
def plat_scatter_c128(x, i, u, m):
    """scatter-add and scatter-sub of complex128 (x64): on cuda and rocm JAX scatters the real
    and imaginary parts apart (a region of add or subtract each) and puts them together; clip,
    drop and promise_in_bounds; a 2-D scatter-add of float64 rows."""
    return (x.at[i].add(u, mode="clip"), x.at[i].subtract(u, mode="drop"),
            x.at[i % 6].add(u, mode="promise_in_bounds"), m.at[i % 2].add(1.0))


def linalg(a):
    """triangular_solve (a cpu rule, the default on GPUs: one branch for cuda and rocm), lu and
    its pivots' permutation (a GPU rule, the default on cpu) through jnp.linalg.solve,
    cholesky."""
    s = a @ a.T + 4 * jnp.eye(4)
    return (jax.scipy.linalg.solve_triangular(jnp.tril(s), a[0], lower=True),
            jnp.linalg.solve(s, a[1]), jnp.linalg.cholesky(s))


@program(In((4, 4), f32, values=lambda n: (np.arange(n) * 7 % 11) * 0.5 - 2.0), tags=PL,
         features=["linalg", "other_platforms"], extra_platforms=MULTI[:3])
def plat_linalg(a):
    """Linear algebra lowered for cpu+cuda+rocm, cuda+rocm and rocm+cpu: JAX's rules for the
    listed platforms, then the default rule for the others (triangular_solve: cpu's own and one
    default branch for both GPUs; lu_pivots_to_permutation: the reverse)."""
    return linalg(a)


@program(In((4, 4), f32, values=lambda n: (np.arange(n) * 7 % 11) * 0.5 - 2.0), tags=PL,
         features=["buffer_callback", "linalg"])
def plat_linalg_cb(a):
    """plat_linalg behind a buffer_callback."""
    return linalg(bcb(0, like(a))(a))
