//! The linear-algebra primitives ([`minihlo_ir::linalg`]) as JAX 0.12 lowers them
//! (`jax/_src/lax/linalg.py`): for cpu a `stablehlo.custom_call` to jaxlib's LAPACK FFI handler
//! (`lapack_{s,d,c,z}potrf_ffi`, ...) built by [`crate::ffi_call`], then the ops JAX wraps around
//! it (the `info` check that turns a failed factorisation into NaNs, the 1-based pivots made
//! 0-based, ...); for cuda and rocm the cuSOLVER / hipSOLVER handlers JAX calls
//! (`cusolver_potrf_ffi`, ...). Where JAX lowers through `mlir.lower_fun` (`qr`, `lu`'s
//! permutation, `lu_pivots_to_permutation` on cpu), the same function is built as a jaxpr with
//! the [`Builder`] and lowered in place ([`lower_fun`]), so that every op is the one JAX's trace
//! gives. `eig`, `geqp3` (pivoted `qr`), `cholesky_update` and the `eigh` / `svd` algorithm
//! choices are in `linalg_eig.rs`.
//!
//! Not lowered (each refused with a message): these primitives for any platform other than
//! cpu, cuda and rocm (JAX has no or other lowerings there; for `hessenberg`, `schur`, `eig` and
//! `geqp3` JAX's own refusal, at once), the implementations JAX's rules refuse (with JAX's
//! messages), and `qr` / `svd` of an empty matrix.

use minihlo_ir::linalg::{Linalg, SvdAlgorithm, TriangularSolve};
use minihlo_ir::{Atom, Aval, Builder, DType, Literal, Program, Scalar, Var};

use crate::attrs::{bool_attr, ComparisonDirection};
use crate::ctx::{EqnCtx, LowerCtx, Lowering};
use crate::error::LowerError;
use crate::ffi_call::FfiAttr;
use crate::multi_platform::{build_case, platform_branch_index, stablehlo_return};
use crate::platform::Platform;
use crate::rules::linalg_eig;
use crate::rules::solver_call::{
    batch_dims, ch, ffi, info_ok, is_complex, lapack_letter, replace_not_ok_with_nan, Layout,
    Solver, MATRIX,
};
use melior::ir::operation::OperationLike;
use melior::ir::{Value, ValueLike};

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

fn svd<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    solver: Solver,
    x: &Aval,
    (full_matrices, compute_uv): (bool, bool),
    algorithm: Option<SvdAlgorithm>,
) -> Lowering<'c, 'a> {
    let em = cx.em;
    let batch = batch_dims(x, 2);
    let (m, n) = (x.dims()[x.rank() - 2], x.dims()[x.rank() - 1]);
    if m == 0 || n == 0 {
        return Err(cx.unsupported("svd of an empty matrix (JAX's _empty_svd) is not lowered yet"));
    }
    let routine = linalg_eig::svd_routine(cx, solver, algorithm, m, n)?;
    if let Solver::Gpu(prefix) = solver {
        return svd_gpu(cx, prefix, x, (full_matrices, compute_uv), routine);
    }
    let k = m.min(n);
    let shaped = |d: DType, tail: &[u64]| {
        let mut s = batch.clone();
        s.extend_from_slice(tail);
        Aval::new(d, s)
    };
    let real = minihlo_ir::linalg::real_dtype(x.dtype);
    // `_svd_computation_attr`: 'A' full, 'S' reduced, 'N' no vectors; the handler's result
    // shapes always hold u and vt (full or reduced), as JAX declares them.
    let (mode, u_aval, vt_aval) = if !compute_uv {
        let (u_cols, vt_rows) = if full_matrices { (m, n) } else { (k, k) };
        (
            'N',
            shaped(x.dtype, &[m, u_cols]),
            shaped(x.dtype, &[vt_rows, n]),
        )
    } else if full_matrices {
        ('A', shaped(x.dtype, &[m, m]), shaped(x.dtype, &[n, n]))
    } else {
        ('S', shaped(x.dtype, &[m, k]), shaped(x.dtype, &[k, n]))
    };
    let s_aval = shaped(real, &[k]);
    let info_aval = Aval::new(DType::I32, batch.clone());
    let t = format!("lapack_{}{routine}_ffi", lapack_letter(cx, x.dtype)?);
    let xs = cx.xs.to_vec();
    let r = ffi(
        cx,
        t,
        (&xs, std::slice::from_ref(x)),
        vec![
            x.clone(),
            s_aval.clone(),
            u_aval.clone(),
            vt_aval.clone(),
            info_aval.clone(),
        ],
        vec![(0, 0)],
        vec![("mode", ch(mode))],
        MATRIX,
    )?;
    let ok = info_ok(em, r[4], &info_aval, ComparisonDirection::Eq)?;
    let s = replace_not_ok_with_nan(em, &batch, ok, r[1], &s_aval)?;
    if !compute_uv {
        return Ok(vec![s]);
    }
    let u = replace_not_ok_with_nan(em, &batch, ok, r[2], &u_aval)?;
    let vt = replace_not_ok_with_nan(em, &batch, ok, r[3], &vt_aval)?;
    Ok(vec![s, u, vt])
}

/// JAX's `_svd_gpu_sub_lowering` with the default algorithm: Jacobi (`gesvdj`) for matrices of
/// at most 1024 rows and columns, `gesvd` (on the transpose when wide) otherwise; then the info
/// check as on cpu.
fn svd_gpu<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    prefix: &str,
    x: &Aval,
    (full_matrices, compute_uv): (bool, bool),
    routine: &str,
) -> Lowering<'c, 'a> {
    let jacobi = routine == "gesvdj";
    let em = cx.em;
    let batch = batch_dims(x, 2);
    let nb = batch.len();
    let (m, n) = (x.dims()[nb], x.dims()[nb + 1]);
    let k = m.min(n);
    let shaped = |tail: &[u64]| {
        let mut s = batch.clone();
        s.extend_from_slice(tail);
        Aval::new(x.dtype, s)
    };
    let outs = cx.outs.to_vec();
    let s_aval = outs[0].clone();
    let (u_out, vt_out) = if compute_uv {
        (outs[1].clone(), outs[2].clone())
    } else {
        (Aval::scalar(x.dtype), Aval::scalar(x.dtype))
    };
    let info_aval = Aval::new(DType::I32, batch.clone());
    let xs = cx.xs.to_vec();
    let (s, u, vt, info) = if jacobi {
        let econ = !full_matrices && m > 32 && n > 32;
        let u_aval = shaped(&[m, if econ { k } else { m }]);
        let v_aval = shaped(&[n, if econ { k } else { n }]);
        let r = ffi(
            cx,
            format!("{prefix}solver_gesvdj_ffi"),
            (&xs, std::slice::from_ref(x)),
            vec![
                x.clone(),
                s_aval.clone(),
                u_aval,
                v_aval.clone(),
                info_aval.clone(),
            ],
            vec![(0, 0)],
            vec![
                ("compute_uv", FfiAttr::Bool(compute_uv)),
                ("full_matrices", FfiAttr::Bool(!econ)),
            ],
            MATRIX,
        )?;
        let (mut u, mut vt) = (r[2], r[3]);
        if compute_uv {
            let mut perm: Vec<i64> = (0..nb as i64).collect();
            perm.extend([nb as i64 + 1, nb as i64]);
            let vt_full = shaped(&[v_aval.dims()[nb + 1], n]);
            vt = em.one(
                "stablehlo.transpose",
                &[vt],
                em.ty(&vt_full)?,
                &[(
                    "permutation",
                    crate::attrs::i64_array_attr(em.context, &perm),
                )],
            )?;
            if !full_matrices && !econ {
                let slice = |v: Value<'c, 'a>, to: &Aval| {
                    let rank = to.rank();
                    em.one(
                        "stablehlo.slice",
                        &[v],
                        em.ty(to)?,
                        &[
                            (
                                "start_indices",
                                crate::attrs::i64_array_attr(em.context, &vec![0; rank]),
                            ),
                            (
                                "limit_indices",
                                crate::attrs::i64_array_attr(
                                    em.context,
                                    &to.dims().iter().map(|&d| d as i64).collect::<Vec<_>>(),
                                ),
                            ),
                            (
                                "strides",
                                crate::attrs::i64_array_attr(em.context, &vec![1; rank]),
                            ),
                        ],
                    )
                };
                u = slice(u, &u_out)?;
                vt = slice(vt, &vt_out)?;
            }
        }
        (r[1], u, vt, r[4])
    } else {
        // gesdd (rocm's divide and conquer) is never transposed.
        let transposed = routine == "gesvd" && m < n;
        let results = if transposed {
            vec![
                x.clone(),
                s_aval.clone(),
                vt_out.clone(),
                u_out.clone(),
                info_aval.clone(),
            ]
        } else {
            vec![
                x.clone(),
                s_aval.clone(),
                u_out.clone(),
                vt_out.clone(),
                info_aval.clone(),
            ]
        };
        let layout = if transposed {
            Layout::RowMajor { non_batch: 2 }
        } else {
            MATRIX
        };
        let r = ffi(
            cx,
            format!("{prefix}solver_{routine}_ffi"),
            (&xs, std::slice::from_ref(x)),
            results,
            vec![(0, 0)],
            vec![
                ("compute_uv", FfiAttr::Bool(compute_uv)),
                ("full_matrices", FfiAttr::Bool(full_matrices)),
                ("transposed", FfiAttr::Bool(transposed)),
            ],
            layout,
        )?;
        if transposed {
            (r[1], r[3], r[2], r[4])
        } else {
            (r[1], r[2], r[3], r[4])
        }
    };
    let ok = info_ok(em, info, &info_aval, ComparisonDirection::Eq)?;
    let s = replace_not_ok_with_nan(em, &batch, ok, s, &s_aval)?;
    if !compute_uv {
        return Ok(vec![s]);
    }
    let u = replace_not_ok_with_nan(em, &batch, ok, u, &u_out)?;
    let vt = replace_not_ok_with_nan(em, &batch, ok, vt, &vt_out)?;
    Ok(vec![s, u, vt])
}

/// JAX's tridiagonal_solve rules: on cpu `gtsv` (every operand aliased to its result, then the
/// info check on `b`), or the `tridiagonal_solve_perturbed_ffi` handler; on GPUs `gtsv2` for at
/// least 3 rows, or `{cu,hip}_tridiagonal_solve_perturbed`.
fn tridiagonal_solve<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    solver: Solver,
    perturb_singular: bool,
) -> Lowering<'c, 'a> {
    let em = cx.em;
    let xs = cx.xs.to_vec();
    let avals = cx.avals.to_vec();
    let b_aval = avals[3].clone();
    let batch = batch_dims(&b_aval, 2);
    let m = avals[1].dims()[avals[1].rank() - 1];
    if perturb_singular {
        let target = match solver {
            Solver::Lapack => "tridiagonal_solve_perturbed_ffi".to_string(),
            Solver::Gpu(prefix) => format!("{prefix}_tridiagonal_solve_perturbed"),
        };
        return ffi(
            cx,
            target,
            (&xs, &avals),
            vec![b_aval],
            vec![],
            vec![],
            MATRIX,
        );
    }
    match solver {
        Solver::Gpu(prefix) => {
            if m <= 2 {
                return Err(cx.unsupported(
                    "tridiagonal_solve of fewer than 3 rows on a GPU (JAX's scan of _tridiagonal_solve_jax) is not lowered yet",
                ));
            }
            let target = format!("{prefix}sparse_gtsv2_ffi");
            ffi(
                cx,
                target,
                (&xs, &avals),
                vec![b_aval],
                vec![(3, 0)],
                vec![],
                MATRIX,
            )
        }
        Solver::Lapack => {
            let target = format!("lapack_{}gtsv_ffi", lapack_letter(cx, b_aval.dtype)?);
            let info_aval = Aval::new(DType::I32, batch.clone());
            let mut results = avals.clone();
            results.push(info_aval.clone());
            let r = ffi(
                cx,
                target,
                (&xs, &avals),
                results,
                vec![(0, 0), (1, 1), (2, 2), (3, 3)],
                vec![],
                MATRIX,
            )?;
            let ok = info_ok(em, r[4], &info_aval, ComparisonDirection::Eq)?;
            Ok(vec![replace_not_ok_with_nan(
                em, &batch, ok, r[3], &b_aval,
            )?])
        }
    }
}

fn triangular_solve<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    solver: Solver,
    t: &TriangularSolve,
) -> Lowering<'c, 'a> {
    let em = cx.em;
    let (a_aval, b_aval) = (cx.avals[0].clone(), cx.avals[1].clone());
    let mut a = cx.xs[0];
    let b = cx.xs[1];
    let mut conjugate_a = t.conjugate_a;
    if conjugate_a && !t.transpose_a {
        a = em.one("chlo.conj", &[a], em.ty(&a_aval)?, &[])?;
        conjugate_a = false;
    }
    let lapack = solver == Solver::Lapack
        && matches!(
            a_aval.dtype.numpy_name(),
            "float32" | "float64" | "complex64" | "complex128"
        );
    if lapack {
        let target = format!("lapack_{}trsm_ffi", lapack_letter(cx, a_aval.dtype)?);
        let trans = if !t.transpose_a {
            'N'
        } else if conjugate_a {
            'C'
        } else {
            'T'
        };
        let config = vec![
            ("diag", ch(if t.unit_diagonal { 'U' } else { 'N' })),
            ("side", ch(if t.left_side { 'L' } else { 'R' })),
            ("trans_x", ch(trans)),
            ("uplo", ch(if t.lower { 'L' } else { 'U' })),
        ];
        return ffi(
            cx,
            target,
            (&[a, b], &[a_aval, b_aval.clone()]),
            vec![b_aval],
            vec![(1, 0)],
            config,
            MATRIX,
        );
    }
    // JAX's default rule (GPU, and non-LAPACK dtypes on cpu): stablehlo.triangular_solve.
    let transpose = if !t.transpose_a {
        "NO_TRANSPOSE"
    } else if conjugate_a {
        "ADJOINT"
    } else {
        "TRANSPOSE"
    };
    let transpose_attr =
        crate::attrs::opaque_attr(em.context, "stablehlo", &format!("transpose {transpose}"));
    let out = em.one(
        "stablehlo.triangular_solve",
        &[a, b],
        em.ty(&b_aval)?,
        &[
            ("left_side", bool_attr(em.context, t.left_side)),
            ("lower", bool_attr(em.context, t.lower)),
            ("transpose_a", transpose_attr),
            ("unit_diagonal", bool_attr(em.context, t.unit_diagonal)),
        ],
    )?;
    Ok(vec![out])
}

/// JAX's `_qr_lowering`, traced: `geqrf` (or, with `pivoting` given as `Some(use_magma)`,
/// `geqp3` of zero pivots, its pivots made 0-based), `householder_product` of the packed factor
/// (sliced or padded to Q's shape) and `_triu` of R.
fn qr_fun(
    b: &mut Builder,
    a: Var,
    x: &Aval,
    full_matrices: bool,
    pivoting: Option<Option<bool>>,
    index: DType,
) -> Result<Vec<Var>, minihlo_ir::BuildError> {
    let rank = x.rank();
    let nb = rank - 2;
    let (m, n) = (x.dims()[nb], x.dims()[nb + 1]);
    let err = |message: &str| minihlo_ir::BuildError::refused("qr", message);
    if m == 0 || n == 0 {
        return Err(err(
            "qr of an empty matrix (JAX's identity Q) is not lowered yet",
        ));
    }
    let (mut r, taus, p) = match pivoting {
        None => {
            let outs = b.linalg(Linalg::Geqrf, &[a.into()])?;
            let [r, taus] = outs[..] else {
                return Err(err("geqrf gave other than two outputs"));
            };
            (r, taus, None)
        }
        Some(use_magma) => {
            // `jpvt = lax.full((*batch_dims, n), 0, int32)`; `p -= 1`.
            let mut jpvt_shape: Vec<u64> = x.dims()[..nb].to_vec();
            jpvt_shape.push(n);
            let int32 = |v: i128| Literal {
                value: Scalar::Int(v),
                dtype: DType::I32,
            };
            let jpvt = b.broadcast_in_dim(int32(0), jpvt_shape, &[])?;
            let outs = b.linalg(Linalg::Geqp3 { use_magma }, &[a.into(), jpvt.into()])?;
            let [r, p, taus] = outs[..] else {
                return Err(err("geqp3 gave other than three outputs"));
            };
            let p = b.binary(minihlo_ir::BinaryOp::Sub, p, int32(1))?;
            (r, taus, Some(p))
        }
    };
    let q = if m < n {
        let mut limit: Vec<u64> = x.dims()[..nb].to_vec();
        limit.extend([m, m]);
        let start = vec![0; rank];
        let rm = b.slice(r, &start, &limit, None)?;
        b.linalg(Linalg::HouseholderProduct, &[rm.into(), taus.into()])?[0]
    } else if full_matrices {
        let mut config = vec![(0, 0, 0); rank - 1];
        config.push((0, (m - n) as i64, 0));
        let zero = Literal {
            value: Scalar::Float(0.0),
            dtype: x.dtype,
        };
        let padded = b.pad(r, zero, &config)?;
        b.linalg(Linalg::HouseholderProduct, &[padded.into(), taus.into()])?[0]
    } else {
        let q = b.linalg(Linalg::HouseholderProduct, &[r.into(), taus.into()])?[0];
        // `r[..., :n, :n]`: jnp indexing of the whole extent is no op.
        if m != n {
            let mut limit: Vec<u64> = x.dims()[..nb].to_vec();
            limit.extend([n, n]);
            r = b.slice(r, &vec![0; rank], &limit, None)?;
        }
        q
    };
    let r_aval = b.aval(r).ok_or_else(|| err("R has no type"))?;
    let r = crate::rules::linalg_fun::triu(b, r, &r_aval, index)?;
    Ok([q, r].into_iter().chain(p).collect())
}

/// JAX's `mlir.lower_fun`: `f` builds, with the [`Builder`], the function JAX traces for this
/// equation (inputs of the equation's operand types), and its jaxpr is lowered in place.
fn lower_fun<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    inputs: &[Aval],
    f: impl FnOnce(&mut Builder, &[Var]) -> Result<Vec<Var>, minihlo_ir::BuildError>,
) -> Lowering<'c, 'a> {
    let xs = cx.xs.to_vec();
    lower_fun_with(cx, inputs, &xs, f)
}

pub(super) fn lower_fun_with<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    inputs: &[Aval],
    args: &[Value<'c, 'a>],
    f: impl FnOnce(&mut Builder, &[Var]) -> Result<Vec<Var>, minihlo_ir::BuildError>,
) -> Lowering<'c, 'a> {
    let mut b = Builder::new();
    let vars: Vec<Var> = inputs.iter().map(|a| b.input(a.clone())).collect();
    let outs = f(&mut b, &vars).map_err(|e| cx.unsupported(e.to_string()))?;
    let program = b.finish(outs.into_iter().map(Atom::from));
    lower_program(&mut cx.lower_ctx(), &program, args)
}

/// Lowers `program`'s main jaxpr into the current block, its sub-jaxprs read from `program`:
/// the module's state (host callbacks, functions, caches) is lent to a lowering of `program`
/// and taken back. The jit cache, keyed by jaxpr ids, is not shared between the two programs.
fn lower_program<'c, 'a>(
    lcx: &mut LowerCtx<'_, '_, 'c, 'a>,
    program: &Program,
    args: &[Value<'c, 'a>],
) -> Lowering<'c, 'a> {
    lower_program_sharing(lcx, program, args, None)
}

/// [`lower_program`], the programs lowered under one `jit_key` (built alike, so that their jaxpr
/// ids agree) sharing one jit cache, as JAX's jit cache shares the functions of `lower_fun`'s
/// traces between equations.
pub(super) fn lower_program_sharing<'c, 'a>(
    lcx: &mut LowerCtx<'_, '_, 'c, 'a>,
    program: &Program,
    args: &[Value<'c, 'a>],
    jit_key: Option<&str>,
) -> Lowering<'c, 'a> {
    let state = &mut *lcx.state;
    let shared = jit_key
        .and_then(|k| state.cf.lower_fun_jit.remove(k))
        .unwrap_or_default();
    let saved_jit = std::mem::replace(&mut state.cf.jit, shared);
    let mut sub = crate::ctx::State {
        opts: state.opts,
        program,
        callbacks: std::mem::take(&mut state.callbacks),
        funcs: std::mem::replace(&mut state.funcs, crate::funcs::Funcs::new()),
        func_cache: std::mem::take(&mut state.func_cache),
        cf: std::mem::take(&mut state.cf),
        index_dtype: state.index_dtype,
        deferred: state.deferred.take(),
        tokens: std::mem::take(&mut state.tokens),
    };
    let result = LowerCtx {
        em: lcx.em,
        state: &mut sub,
        platform_index: lcx.platform_index,
    }
    .lower_jaxpr(program.main(), args);
    state.callbacks = sub.callbacks;
    state.funcs = sub.funcs;
    state.func_cache = sub.func_cache;
    state.cf = sub.cf;
    let used = std::mem::replace(&mut state.cf.jit, saved_jit);
    if let Some(k) = jit_key {
        state.cf.lower_fun_jit.insert(k.to_string(), used);
    }
    state.deferred = sub.deferred;
    state.tokens = sub.tokens;
    result
}
