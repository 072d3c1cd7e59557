//! `fft` as JAX 0.12 lowers it (`jax/_src/lax/fft.py`): one `stablehlo.fft` with the type and the
//! lengths. JAX's cuda and rocm rule differs only for real transforms over several dimensions
//! (rocm: 1-D real transforms plus complex ones; IRFFT: a Hermitian-symmetrised input); those are
//! refused on GPUs for now.

use minihlo_ir::fft::{Fft, FftType};
use minihlo_ir::Aval;

use crate::attrs::{i64_array_attr, opaque_attr};
use crate::ctx::{EqnCtx, Lowering};
use crate::op::stablehlo;
use crate::platform::Platform;

pub(super) fn fft<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, f: &Fft) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let multi_dim_real =
        matches!(f.fft_type, FftType::Rfft | FftType::Irfft) && f.fft_lengths.len() > 1;
    let gpu = cx
        .state
        .opts
        .platforms
        .iter()
        .any(|p| matches!(p, Platform::Cuda | Platform::Rocm));
    if multi_dim_real && gpu {
        return Err(cx.unsupported(
            "real FFTs over several dimensions on cuda/rocm (JAX's GPU rule rewrites them) are not lowered yet",
        ));
    }
    let out: Aval = cx.one_out()?.clone();
    let x = cx.xs[0];
    let lengths: Vec<i64> = f.fft_lengths.iter().map(|&n| n as i64).collect();
    // JAX registers `_fft_lowering_gpu` for cuda and rocm: a module for several platforms
    // dispatches on the platform index, though the branches agree here.
    cx.per_platform(
        |p| p == "cuda" || p == "rocm",
        |em, _| {
            let v = em.one(
                stablehlo::FFT,
                &[x],
                em.ty(&out)?,
                &[
                    ("fft_length", i64_array_attr(em.context, &lengths)),
                    (
                        "fft_type",
                        opaque_attr(
                            em.context,
                            "stablehlo",
                            &format!("fft_type {}", f.fft_type.name()),
                        ),
                    ),
                ],
            )?;
            Ok(vec![v])
        },
    )
}
