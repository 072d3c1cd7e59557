//! Readers of the linear-algebra primitives and `fft`: their params as JAX 0.12 prints them
//! (`eigh[algorithm=None lower=True sort_eigenvalues=True subset_by_index=None]`,
//! `triangular_solve[conjugate_a=False left_side=True ...]`). Every
//! param JAX prints is read, the enum-valued ones (`algorithm=SvdAlgorithm.QR`,
//! `implementation=EigImplementation.LAPACK`) by their members' names; the values JAX's cpu / GPU
//! rules refuse are refused by the lowering, with JAX's messages.

use minihlo_ir::fft::{Fft, FftType};
use minihlo_ir::linalg::{
    EigImplementation, EighImplementation, Linalg, LinalgKind, SvdAlgorithm, TriangularSolve,
};
use minihlo_ir::Primitive;

use super::{Read, ReadCx};
use crate::error::Diagnostic;
use crate::params::{bool_of, dim_of_value, dims_of, name_of, opt, Params, R};

/// `ENUM.MEMBER`, one of `members`.
fn member<T: Copy>(
    v: &crate::ast::Value,
    enum_name: &str,
    members: &[T],
    name: impl Fn(T) -> &'static str,
) -> Result<T, String> {
    let names: Vec<String> = members
        .iter()
        .map(|m| format!("`{enum_name}.{}`", name(*m)))
        .collect();
    name_of(v)
        .ok()
        .and_then(|s| {
            let s = s.strip_prefix(enum_name)?.strip_prefix('.')?.to_string();
            members.iter().copied().find(|m| name(*m) == s)
        })
        .ok_or_else(|| format!("one of {}", names.join(", ")))
}

/// `(start, end)`.
fn subset(v: &crate::ast::Value) -> Result<(u64, u64), String> {
    match dims_of(v).as_deref() {
        Ok([a, b]) => Ok((*a, *b)),
        _ => Err("a pair `(start, end)`".into()),
    }
}

/// `EigImplementation.LAPACK`, `EigImplementation.MAGMA` or `EigImplementation.CUSOLVER`.
fn eig_implementation(v: &crate::ast::Value) -> Result<EigImplementation, String> {
    const EXPECTED: &str =
        "`EigImplementation.LAPACK`, `EigImplementation.MAGMA` or `EigImplementation.CUSOLVER`";
    name_of(v)
        .ok()
        .and_then(|s| {
            s.strip_prefix("EigImplementation.")
                .and_then(|m| m.parse().ok())
        })
        .ok_or_else(|| EXPECTED.to_string())
}

impl Read for Fft {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let p = &mut cx.p;
        let fft_type = p.required("fft_type", |v| {
            crate::params::int_value(v)
                .and_then(|i| i64::try_from(i).ok())
                .and_then(FftType::from_int)
                .ok_or_else(|| "an FftType: 0 (FFT), 1 (IFFT), 2 (RFFT) or 3 (IRFFT)".to_string())
        })?;
        Ok(Primitive::Fft(Box::new(Fft {
            fft_type,
            fft_lengths: p.required("fft_lengths", dims_of)?,
        })))
    }
}

impl Read for Linalg {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let kind = cx.kind()?;
        let p = &mut cx.p;
        let flag = |p: &mut Params, n: &str, default: bool| -> R<bool> {
            Ok(p.optional(n, bool_of)?.unwrap_or(default))
        };
        let l = match kind {
            LinalgKind::Cholesky => {
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
            LinalgKind::Eigh => Linalg::Eigh {
                lower: flag(p, "lower", true)?,
                sort_eigenvalues: flag(p, "sort_eigenvalues", true)?,
                algorithm: p
                    .optional(
                        "algorithm",
                        opt(|v| {
                            member(v, "EighImplementation", EighImplementation::ALL, |a| {
                                a.name()
                            })
                        }),
                    )?
                    .flatten(),
                subset_by_index: p.optional("subset_by_index", opt(subset))?.flatten(),
            },
            LinalgKind::Svd => Linalg::Svd {
                full_matrices: flag(p, "full_matrices", true)?,
                compute_uv: flag(p, "compute_uv", true)?,
                algorithm: p
                    .optional(
                        "algorithm",
                        opt(|v| member(v, "SvdAlgorithm", SvdAlgorithm::ALL, |a| a.name())),
                    )?
                    .flatten(),
                subset_by_index: p.optional("subset_by_index", opt(subset))?.flatten(),
            },
            LinalgKind::Qr => Linalg::Qr {
                full_matrices: flag(p, "full_matrices", true)?,
                pivoting: flag(p, "pivoting", false)?,
                use_magma: p.optional("use_magma", opt(bool_of))?.flatten(),
            },
            LinalgKind::Geqp3 => Linalg::Geqp3 {
                use_magma: p.optional("use_magma", opt(bool_of))?.flatten(),
            },
            LinalgKind::Eig => {
                // Older JAX printed `use_magma` where 0.12 prints `implementation`.
                let magma = p.optional("use_magma", opt(bool_of))?.flatten();
                let implementation = p
                    .optional("implementation", opt(eig_implementation))?
                    .flatten()
                    .or(magma.map(|m| {
                        if m {
                            EigImplementation::Magma
                        } else {
                            EigImplementation::Lapack
                        }
                    }));
                Linalg::Eig {
                    compute_left_eigenvectors: flag(p, "compute_left_eigenvectors", true)?,
                    compute_right_eigenvectors: flag(p, "compute_right_eigenvectors", true)?,
                    enable_eigvec_derivs: flag(p, "enable_eigvec_derivs", false)?,
                    implementation,
                }
            }
            LinalgKind::CholeskyUpdate => Linalg::CholeskyUpdate,
            LinalgKind::Geqrf => Linalg::Geqrf,
            LinalgKind::HouseholderProduct => Linalg::HouseholderProduct,
            LinalgKind::Lu => Linalg::Lu,
            LinalgKind::Hessenberg => Linalg::Hessenberg,
            LinalgKind::Ormqr => Linalg::Ormqr {
                left: flag(p, "left", true)?,
                transpose: flag(p, "transpose", false)?,
            },
            LinalgKind::Tridiagonal => Linalg::Tridiagonal {
                lower: flag(p, "lower", true)?,
            },
            LinalgKind::TridiagonalSolve => Linalg::TridiagonalSolve {
                perturb_singular: flag(p, "perturb_singular", false)?,
            },
            LinalgKind::Schur => {
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
            LinalgKind::LuPivotsToPermutation => Linalg::LuPivotsToPermutation {
                permutation_size: p.required("permutation_size", dim_of_value)?,
            },
            LinalgKind::TriangularSolve => Linalg::TriangularSolve(TriangularSolve {
                left_side: flag(p, "left_side", false)?,
                lower: flag(p, "lower", false)?,
                transpose_a: flag(p, "transpose_a", false)?,
                conjugate_a: flag(p, "conjugate_a", false)?,
                unit_diagonal: flag(p, "unit_diagonal", false)?,
            }),
        };
        Ok(Primitive::Linalg(Box::new(l)))
    }
}
