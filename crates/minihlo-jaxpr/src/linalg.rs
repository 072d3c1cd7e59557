//! The linear-algebra primitives' entries of the name table (`primitives.rs`): their params as
//! JAX 0.12 prints them (`eigh[algorithm=None lower=True sort_eigenvalues=True
//! subset_by_index=None]`, `triangular_solve[conjugate_a=False left_side=True ...]`). Params
//! that select another implementation (`algorithm`, `subset_by_index`, `use_magma`) are accepted
//! only as `None`, and `qr`'s `pivoting` only as `False`, each refused with a located message.

use minihlo_ir::fft::{Fft, FftType};
use minihlo_ir::linalg::{Linalg, TriangularSolve};
use minihlo_ir::Primitive;

use crate::error::Diagnostic;
use crate::params::{bool_of, dim_of_value, dims_of, Params, R};

/// Whether `name` is a linear-algebra primitive [`primitive`] reads.
pub(crate) fn reads(name: &str) -> bool {
    Linalg::NAMES.contains(&name) || name == "fft"
}

/// The linear-algebra primitive `name` (one [`reads`] accepts), its params converted.
pub(crate) fn primitive(name: &str, p: &mut Params) -> R<Primitive> {
    let flag = |p: &mut Params, n: &str, default: bool| -> R<bool> {
        Ok(p.optional(n, bool_of)?.unwrap_or(default))
    };
    if name == "fft" {
        let fft_type = p.required("fft_type", |v| {
            crate::params::int_value(v)
                .and_then(|i| i64::try_from(i).ok())
                .and_then(FftType::from_int)
                .ok_or_else(|| "an FftType: 0 (FFT), 1 (IFFT), 2 (RFFT) or 3 (IRFFT)".to_string())
        })?;
        return Ok(Primitive::Fft(Box::new(Fft {
            fft_type,
            fft_lengths: p.required("fft_lengths", dims_of)?,
        })));
    }
    let l = match name {
        "cholesky" => {
            // Older JAX printed `symmetrize_input`; 0.12 symmetrizes in jax code before binding.
            if let Some(param) = p.take("symmetrize_input") {
                if bool_of(&param.value) != Ok(false) {
                    return Err(p.invalid(
                        "symmetrize_input",
                        &param.value,
                        "`False` (JAX 0.12 prints the symmetrization as equations)".into(),
                    ));
                }
            }
            Linalg::Cholesky
        }
        "eigh" => {
            p.none_only(
                "algorithm",
                "eigh algorithms other than the default (syevd)",
            )?;
            p.none_only("subset_by_index", "eigh with subset_by_index")?;
            Linalg::Eigh {
                lower: flag(p, "lower", true)?,
                sort_eigenvalues: flag(p, "sort_eigenvalues", true)?,
            }
        }
        "svd" => {
            p.none_only("algorithm", "svd algorithms other than the default (gesdd)")?;
            p.none_only("subset_by_index", "svd with subset_by_index")?;
            Linalg::Svd {
                full_matrices: flag(p, "full_matrices", true)?,
                compute_uv: flag(p, "compute_uv", true)?,
            }
        }
        "qr" => {
            p.none_only("use_magma", "qr with use_magma")?;
            if let Some(param) = p.take("pivoting") {
                if bool_of(&param.value).map_err(|e| p.invalid("pivoting", &param.value, e))? {
                    return Err(Diagnostic::new(
                        "unsupported param `pivoting=True` of `qr`: minihlo does not lower pivoted QR (geqp3)".to_string(),
                        param.span,
                        "only `False` is supported",
                    ));
                }
            }
            Linalg::Qr {
                full_matrices: flag(p, "full_matrices", true)?,
            }
        }
        "geqrf" => Linalg::Geqrf,
        "householder_product" => Linalg::HouseholderProduct,
        "lu" => Linalg::Lu,
        "hessenberg" => Linalg::Hessenberg,
        "ormqr" => Linalg::Ormqr {
            left: flag(p, "left", true)?,
            transpose: flag(p, "transpose", false)?,
        },
        "tridiagonal" => Linalg::Tridiagonal {
            lower: flag(p, "lower", true)?,
        },
        "tridiagonal_solve" => Linalg::TridiagonalSolve {
            perturb_singular: flag(p, "perturb_singular", false)?,
        },
        "schur" => {
            p.none_only("select_callable", "schur with a select_callable")?;
            if let Some(param) = p.take("sort_eig_vals") {
                if bool_of(&param.value) != Ok(false) {
                    return Err(Diagnostic::new(
                        "unsupported param `sort_eig_vals` of `schur`: only `False` (JAX's cpu lowering refuses sorting too)".to_string(),
                        param.span,
                        "only `False` is supported",
                    ));
                }
            }
            Linalg::Schur {
                compute_schur_vectors: flag(p, "compute_schur_vectors", true)?,
            }
        }
        "lu_pivots_to_permutation" => Linalg::LuPivotsToPermutation {
            permutation_size: p.required("permutation_size", dim_of_value)?,
        },
        _ => Linalg::TriangularSolve(TriangularSolve {
            left_side: flag(p, "left_side", false)?,
            lower: flag(p, "lower", false)?,
            transpose_a: flag(p, "transpose_a", false)?,
            conjugate_a: flag(p, "conjugate_a", false)?,
            unit_diagonal: flag(p, "unit_diagonal", false)?,
        }),
    };
    Ok(Primitive::Linalg(Box::new(l)))
}
