//! The linear-algebra primitives ([`minihlo_ir::linalg`]) as JAX 0.12 lowers them
//! (`jax/_src/lax/linalg.py`): for cpu a `stablehlo.custom_call` to jaxlib's LAPACK FFI handler
//! (`lapack_{s,d,c,z}potrf_ffi`, ...) built by [`crate::ffi_call`], then the ops JAX wraps around
//! it (the `info` check that turns a failed factorisation into NaNs, the 1-based pivots made
//! 0-based, ...); for cuda and rocm the cuSOLVER / hipSOLVER handlers JAX calls
//! (`cusolver_potrf_ffi`, ...). Where JAX lowers through `mlir.lower_fun` (`qr`, `lu`'s
//! permutation, `lu_pivots_to_permutation` on cpu), the same function is built as a jaxpr with
//! the [`Builder`] and lowered in place ([`lower_fun`](super::lower_fun)), so that every op is the one JAX's trace
//! gives. `eig`, `geqp3` (pivoted `qr`), `cholesky_update` and the `eigh` / `svd` algorithm
//! choices are in `linalg_eig.rs`.
//!
//! Not lowered (each refused with a message): these primitives for any platform other than
//! cpu, cuda and rocm (JAX has no or other lowerings there; for `hessenberg`, `schur`, `eig` and
//! `geqp3` JAX's own refusal, at once), the implementations JAX's rules refuse (with JAX's
//! messages), and `qr` / `svd` of an empty matrix.

mod solve;
mod svd;

use minihlo_ir::linalg::Linalg;
use minihlo_ir::{Aval, DType, Scalar};

use crate::attrs::ComparisonDirection;
use crate::ctx::{EqnCtx, Lowering};
use crate::error::LowerError;
use crate::ffi_call::FfiAttr;
use crate::multi_platform::{build_case, platform_branch_index, stablehlo_return};
use crate::platform::Platform;
use crate::rules::linalg_eig;
use crate::rules::linalg_fun::qr_fun;
use crate::rules::lower_fun::{lower_fun, lower_fun_with};
use crate::rules::solver_call::{
    batch_dims, ch, ffi, info_ok, is_complex, lapack_letter, replace_not_ok_with_nan, Layout,
    Solver, MATRIX,
};
use melior::ir::operation::OperationLike;
use melior::ir::{Value, ValueLike};
use solve::{triangular_solve, tridiagonal_solve};
use svd::svd;

/// The solver a platform's rule calls; `None` where minihlo has no rule for the platform.
/// Whether JAX registers a rule of its own for primitive `name` on `platform` (jaxlib's LAPACK
/// and cuSOLVER / hipSOLVER kernels); the others take the default rule.
fn has_platform_rule(name: &str, platform: &str) -> bool {
    const CPU: &[&str] = &[
        "cholesky",
        "eig",
        "eigh",
        "geqp3",
        "geqrf",
        "hessenberg",
        "householder_product",
        "lu",
        "ormqr",
        "schur",
        "svd",
        "triangular_solve",
        "tridiagonal",
        "tridiagonal_solve",
    ];
    const ROCM: &[&str] = &[
        "cholesky",
        "eig",
        "eigh",
        "geqp3",
        "geqrf",
        "householder_product",
        "lu",
        "lu_pivots_to_permutation",
        "ormqr",
        "svd",
        "tridiagonal",
        "tridiagonal_solve",
    ];
    match platform {
        "cpu" => CPU.contains(&name),
        "rocm" => ROCM.contains(&name),
        "cuda" => ROCM.contains(&name) || matches!(name, "cholesky_update" | "symmetric_product"),
        _ => false,
    }
}

fn solver_of(p: &Platform) -> Option<Solver> {
    match p {
        Platform::Cpu => Some(Solver::Lapack),
        Platform::Cuda => Some(Solver::Gpu("cu")),
        Platform::Rocm => Some(Solver::Gpu("hip")),
        _ => None,
    }
}

/// Lowers one linear-algebra equation: for one platform its rule; for several, JAX's
/// `lower_per_platform` (a `case` mapping the platform index to a rule, then a `case` with one
/// branch per distinct rule, each lowering the whole rule). A platform minihlo has no rule for
/// is refused, but only once the rest of the module is lowered ([`State::defer`]): JAX has rules
/// there, so an error JAX reports later in the module (a buffer_callback on tpu) comes first.
pub(super) fn linalg<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, l: &Linalg) -> Lowering<'c, 'a> {
    let platforms = cx.state.opts.platforms.clone();
    // hessenberg and schur have a cpu rule only, eig and geqp3 cpu and GPU rules only: JAX's
    // lower_per_platform refuses the others at once.
    let ruled: Option<&[Platform]> = match l {
        Linalg::Hessenberg | Linalg::Schur { .. } => Some(&[Platform::Cpu]),
        // Pivoted qr's traced function calls geqp3, which fails there.
        Linalg::Eig { .. } | Linalg::Geqp3 { .. } | Linalg::Qr { pivoting: true, .. } => {
            Some(&[Platform::Cpu, Platform::Cuda, Platform::Rocm])
        }
        _ => None,
    };
    let name = match l {
        Linalg::Qr { .. } => "geqp3",
        _ => l.name(),
    };
    if let Some(ruled) = ruled {
        let other: Vec<&str> = platforms
            .iter()
            .filter(|p| !ruled.contains(p))
            .map(|p| p.as_str())
            .collect();
        match (platforms.len(), other.as_slice()) {
            (_, []) => {}
            (1, [p]) => {
                return Err(LowerError::Unsupported {
                    primitive: name.into(),
                    reason: format!(
                        "MLIR translation rule for primitive '{}' not found for platform {p}",
                        name
                    ),
                })
            }
            (_, ps) => {
                let list: Vec<String> = ps.iter().map(|p| format!("'{p}'")).collect();
                return Err(LowerError::Unsupported {
                    primitive: name.into(),
                    reason: format!(
                        "MLIR translation rule for primitive '{}' not found for platforms [{}]",
                        name,
                        list.join(", ")
                    ),
                });
            }
        }
    }
    for p in &platforms {
        if solver_of(p).is_none() {
            let err = cx.unsupported(format!(
                "minihlo lowers the linear-algebra primitives for cpu, cuda and rocm, not for {}",
                p.as_str()
            ));
            return placeholder(cx, err);
        }
    }
    // JAX's `lower_per_platform`: the rules registered for the listed platforms, then the
    // default rule for the others. qr's default rule is the traced `_qr_lowering` (its solver
    // calls dispatched one by one), cholesky_update's the traced rotations: both the Lapack
    // variant here, which serves every platform alike.
    let names = cx.platform_names();
    let (kept, platform_branch) =
        crate::multi_platform::kept_rules(&names, |p| has_platform_rule(l.name(), p));
    let solver_for = |rule: &Option<String>| -> Solver {
        match (rule, l) {
            (None, Linalg::Qr { .. } | Linalg::CholeskyUpdate) => Solver::Lapack,
            (Some(p), _) => platforms
                .iter()
                .find(|q| q.as_str() == p)
                .and_then(solver_of)
                .unwrap_or(Solver::Lapack),
            (None, _) => platforms
                .iter()
                .zip(&platform_branch)
                .find(|(_, &b)| kept.get(b).is_some_and(Option::is_none))
                .and_then(|(q, _)| solver_of(q))
                .unwrap_or(Solver::Lapack),
        }
    };
    let rules: Vec<Solver> = kept.iter().map(solver_for).collect();
    match (rules.as_slice(), cx.platform_index) {
        ([solver], _) => linalg_for(cx, *solver, l),
        (_, Some(index)) => {
            let em = cx.em;
            let i32_scalar = em.ty(&Aval::scalar(DType::I32))?;
            let index = if index.r#type() == i32_scalar {
                index
            } else {
                em.one("stablehlo.convert", &[index], i32_scalar, &[])?
            };
            let branch = platform_branch_index(em, index, &platform_branch)?;
            let types = crate::types::tensor_types(em.context, cx.outs)?;
            let (state, prim, xs, avals, outs) =
                (&mut *cx.state, cx.prim, cx.xs, cx.avals, cx.outs);
            let platform_index = cx.platform_index;
            let case = build_case(em, branch, &types, rules.len(), |b, inner| {
                let mut sub = EqnCtx {
                    em: inner,
                    state: &mut *state,
                    platform_index,
                    prim,
                    xs,
                    avals,
                    outs,
                };
                let values = linalg_for(&mut sub, rules[b], l)?;
                stablehlo_return(inner, &values)
            })?;
            Ok(case.results().map(Into::into).collect())
        }
        _ => Err(cx.unsupported("several platforms without a platform index")),
    }
}

/// Results of the equation's types from an op that is never printed, the error kept for the
/// end of the lowering.
fn placeholder<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, err: LowerError) -> Lowering<'c, 'a> {
    cx.state.defer(err);
    let types = crate::types::tensor_types(cx.em.context, cx.outs)?;
    let op = cx
        .em
        .op("minihlo.not_lowered", cx.xs, &types, &[], vec![])?;
    Ok(op.results().map(Into::into).collect())
}

/// One platform's rule.
fn linalg_for<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    solver: Solver,
    l: &Linalg,
) -> Lowering<'c, 'a> {
    let xs = cx.xs;
    let avals = cx.avals.to_vec();
    let outs = cx.outs.to_vec();
    let em = cx.em;
    let x = avals
        .first()
        .ok_or_else(|| cx.unsupported("no operand"))?
        .clone();
    let batch = batch_dims(&x, 2);
    let info_aval = Aval::new(DType::I32, batch.clone());
    let target = |cx: &EqnCtx, lapack: &str, gpu: &str| -> Result<String, LowerError> {
        Ok(match solver {
            Solver::Lapack => format!("lapack_{}{lapack}_ffi", lapack_letter(cx, x.dtype)?),
            Solver::Gpu(prefix) => format!("{prefix}solver_{gpu}_ffi"),
        })
    };
    match l {
        Linalg::Cholesky => {
            let config = match solver {
                Solver::Lapack => vec![("uplo", ch('L'))],
                Solver::Gpu(_) => vec![("lower", FfiAttr::Bool(true))],
            };
            let t = target(cx, "potrf", "potrf")?;
            let r = ffi(
                cx,
                t,
                (xs, &avals),
                vec![x.clone(), info_aval.clone()],
                vec![(0, 0)],
                config,
                MATRIX,
            )?;
            let ok = info_ok(em, r[1], &info_aval, ComparisonDirection::Eq)?;
            Ok(vec![replace_not_ok_with_nan(em, &batch, ok, r[0], &x)?])
        }
        Linalg::Eigh {
            lower,
            algorithm,
            subset_by_index,
            ..
        } => {
            let [v_aval, w_aval] = outs.as_slice() else {
                return Err(cx.unsupported("expects two outputs"));
            };
            let n = x.dims()[x.rank() - 1];
            if subset_by_index.is_some_and(|s| s != (0, n)) {
                return Err(cx.unsupported(
                    "subset_by_index not supported on CPU and GPU (JAX's NotImplementedError)",
                ));
            }
            let algo_int = linalg_eig::eigh_algorithm(cx, solver, *algorithm)?;
            let (t, config) = match solver {
                Solver::Lapack => {
                    let routine = if is_complex(x.dtype) {
                        "heevd"
                    } else {
                        "syevd"
                    };
                    (
                        target(cx, routine, "")?,
                        vec![
                            ("mode", ch('V')),
                            ("uplo", ch(if *lower { 'L' } else { 'U' })),
                        ],
                    )
                }
                Solver::Gpu(_) => (
                    target(cx, "", "syevd")?,
                    vec![
                        ("algorithm", FfiAttr::U8(algo_int)),
                        ("lower", FfiAttr::Bool(*lower)),
                    ],
                ),
            };
            let r = ffi(
                cx,
                t,
                (xs, &avals),
                vec![v_aval.clone(), w_aval.clone(), info_aval.clone()],
                vec![(0, 0)],
                config,
                MATRIX,
            )?;
            let ok = info_ok(em, r[2], &info_aval, ComparisonDirection::Eq)?;
            let v = replace_not_ok_with_nan(em, &batch, ok, r[0], v_aval)?;
            let w = replace_not_ok_with_nan(em, &batch, ok, r[1], w_aval)?;
            Ok(vec![v, w])
        }
        Linalg::Svd {
            full_matrices,
            compute_uv,
            algorithm,
            subset_by_index,
        } => {
            let k = x.dims()[x.rank() - 2].min(x.dims()[x.rank() - 1]);
            if subset_by_index.is_some_and(|s| s != (0, k)) {
                return Err(cx.unsupported(
                    "subset_by_index not implemented for CPU and GPU (JAX's NotImplementedError)",
                ));
            }
            svd(cx, solver, &x, (*full_matrices, *compute_uv), *algorithm)
        }
        Linalg::Geqrf => {
            let t = target(cx, "geqrf", "geqrf")?;
            ffi(cx, t, (xs, &avals), outs, vec![(0, 0)], vec![], MATRIX)
        }
        Linalg::HouseholderProduct => {
            let routine = if is_complex(x.dtype) {
                "ungqr"
            } else {
                "orgqr"
            };
            let t = target(cx, routine, "orgqr")?;
            ffi(cx, t, (xs, &avals), outs, vec![(0, 0)], vec![], MATRIX)
        }
        Linalg::TriangularSolve(t) => triangular_solve(cx, solver, t),
        Linalg::Lu => {
            let [lu_aval, pivot_aval, perm_aval] = outs.as_slice() else {
                return Err(cx.unsupported("expects three outputs"));
            };
            let t = target(cx, "getrf", "getrf")?;
            let r = ffi(
                cx,
                t,
                (xs, &avals),
                vec![lu_aval.clone(), pivot_aval.clone(), info_aval.clone()],
                vec![(0, 0)],
                vec![],
                MATRIX,
            )?;
            let one = em.full_like(Scalar::Int(1), pivot_aval)?;
            let pivot = em.binary("stablehlo.subtract", r[1], one, pivot_aval)?;
            let ok = info_ok(em, r[2], &info_aval, ComparisonDirection::Ge)?;
            let lu = replace_not_ok_with_nan(em, &batch, ok, r[0], lu_aval)?;
            let m = x.dims()[x.rank() - 2];
            let perm = pivots_to_permutation(cx, solver, pivot, pivot_aval, m, perm_aval)?;
            Ok(vec![lu, pivot, perm])
        }
        Linalg::LuPivotsToPermutation { permutation_size } => {
            let out = cx.one_out()?.clone();
            Ok(vec![pivots_to_permutation(
                cx,
                solver,
                xs[0],
                &x,
                *permutation_size,
                &out,
            )?])
        }
        Linalg::Hessenberg => {
            let n = x.dims()[x.rank() - 1];
            let t = target(cx, "gehrd", "")?;
            let mut results = outs.clone();
            results.push(info_aval.clone());
            let high = i32::try_from(n).map_err(|_| cx.unsupported("n does not fit in i32"))?;
            let r = ffi(
                cx,
                t,
                (xs, &avals),
                results,
                vec![(0, 0)],
                vec![("high", FfiAttr::I32(high)), ("low", FfiAttr::I32(1))],
                MATRIX,
            )?;
            let ok = info_ok(em, r[2], &info_aval, ComparisonDirection::Eq)?;
            let a = replace_not_ok_with_nan(em, &batch, ok, r[0], &outs[0])?;
            let taus = replace_not_ok_with_nan(em, &batch, ok, r[1], &outs[1])?;
            Ok(vec![a, taus])
        }
        Linalg::Tridiagonal { lower } => {
            let (t, config) = match solver {
                Solver::Lapack => {
                    let routine = if is_complex(x.dtype) {
                        "hetrd"
                    } else {
                        "sytrd"
                    };
                    (
                        target(cx, routine, "")?,
                        vec![("uplo", ch(if *lower { 'L' } else { 'U' }))],
                    )
                }
                Solver::Gpu(_) => (
                    target(cx, "", "sytrd")?,
                    vec![("lower", FfiAttr::Bool(*lower))],
                ),
            };
            let mut results = outs.clone();
            results.push(info_aval.clone());
            let r = ffi(cx, t, (xs, &avals), results, vec![(0, 0)], config, MATRIX)?;
            let ok = info_ok(em, r[4], &info_aval, ComparisonDirection::Eq)?;
            (0..4)
                .map(|i| replace_not_ok_with_nan(em, &batch, ok, r[i], &outs[i]))
                .collect()
        }
        Linalg::Ormqr { left, transpose } => {
            let routine = if is_complex(x.dtype) {
                "unmqr"
            } else {
                "ormqr"
            };
            let t = target(cx, routine, "ormqr")?;
            let config = vec![
                ("left", FfiAttr::Bool(*left)),
                ("transpose", FfiAttr::Bool(*transpose)),
            ];
            ffi(cx, t, (xs, &avals), outs, vec![(2, 0)], config, MATRIX)
        }
        Linalg::TridiagonalSolve { perturb_singular } => {
            tridiagonal_solve(cx, solver, *perturb_singular)
        }
        Linalg::Schur {
            compute_schur_vectors,
        } => {
            let n = x.dims()[x.rank() - 1];
            let t = target(cx, "gees", "")?;
            let mut eig_dims = batch.clone();
            eig_dims.push(n);
            let eig = Aval::new(x.dtype, eig_dims);
            let results = if is_complex(x.dtype) {
                vec![
                    x.clone(),
                    x.clone(),
                    eig,
                    info_aval.clone(),
                    info_aval.clone(),
                ]
            } else {
                vec![
                    x.clone(),
                    x.clone(),
                    eig.clone(),
                    eig,
                    info_aval.clone(),
                    info_aval.clone(),
                ]
            };
            let mode = if *compute_schur_vectors { 'V' } else { 'N' };
            let r = ffi(
                cx,
                t,
                (xs, &avals),
                results,
                vec![(0, 0)],
                vec![("mode", ch(mode)), ("sort", ch('N'))],
                MATRIX,
            )?;
            let info = r[r.len() - 1];
            let ok = info_ok(em, info, &info_aval, ComparisonDirection::Eq)?;
            let mut out = vec![replace_not_ok_with_nan(em, &batch, ok, r[0], &outs[0])?];
            if *compute_schur_vectors {
                out.push(replace_not_ok_with_nan(em, &batch, ok, r[1], &outs[1])?);
            }
            Ok(out)
        }
        Linalg::Qr {
            full_matrices,
            pivoting,
            use_magma,
        } => {
            let full = *full_matrices;
            let pivoting = pivoting.then_some(*use_magma);
            let index = cx.state.index_dtype;
            lower_fun(cx, std::slice::from_ref(&x), |b, ins| {
                qr_fun(b, ins[0], &x, full, pivoting, index)
            })
        }
        Linalg::Geqp3 { use_magma } => linalg_eig::geqp3(cx, solver, &x, *use_magma),
        Linalg::Eig {
            compute_left_eigenvectors,
            compute_right_eigenvectors,
            implementation,
            ..
        } => {
            let p = linalg_eig::EigParams {
                left: *compute_left_eigenvectors,
                right: *compute_right_eigenvectors,
                implementation: *implementation,
            };
            linalg_eig::eig(cx, solver, &x, p)
        }
        // JAX registers `cu_cholesky_update_ffi` for cuda alone, the traced function elsewhere.
        Linalg::CholeskyUpdate if solver == Solver::Gpu("cu") => {
            linalg_eig::cholesky_update_cuda(cx)
        }
        Linalg::CholeskyUpdate => {
            let n = x.dims()[x.rank() - 1];
            lower_fun(cx, &avals, |b, ins| {
                linalg_eig::cholesky_update_fun(b, ins[0], ins[1], n)
            })
        }
    }
}

/// `lu_pivots_to_permutation`: on cpu JAX's `_generic_lu_pivots_to_permutation` (a
/// `fori_loop` of swaps, traced); on cuda / rocm the `{cu,hip}_lu_pivots_to_permutation` handler.
fn pivots_to_permutation<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    solver: Solver,
    pivots: Value<'c, 'a>,
    pivots_aval: &Aval,
    permutation_size: u64,
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    if let Solver::Gpu(prefix) = solver {
        let r = ffi(
            cx,
            format!("{prefix}_lu_pivots_to_permutation"),
            (&[pivots], std::slice::from_ref(pivots_aval)),
            vec![out.clone()],
            vec![],
            vec![],
            Layout::RowMajor { non_batch: 1 },
        )?;
        return r
            .first()
            .copied()
            .ok_or_else(|| cx.unsupported("no result"));
    }
    let index = cx.state.index_dtype;
    let pivots_aval = pivots_aval.clone();
    let r = lower_fun_with(
        cx,
        std::slice::from_ref(&pivots_aval),
        &[pivots],
        |b, ins| {
            crate::rules::linalg_fun::generic_pivots_to_permutation(
                b,
                ins[0],
                &pivots_aval,
                permutation_size,
                index,
            )
            .map(|v| vec![v])
        },
    )?;
    r.first()
        .copied()
        .ok_or_else(|| cx.unsupported("no result"))
}
