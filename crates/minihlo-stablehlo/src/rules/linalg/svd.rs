//! `svd`: LAPACK's `gesdd` / `gesvd` on cpu, cuSOLVER's / hipSOLVER's `gesvdj` / `gesvd` on
//! GPUs.

use melior::ir::Value;
use minihlo_ir::linalg::SvdAlgorithm;
use minihlo_ir::{Aval, DType};

use crate::attrs::ComparisonDirection;
use crate::ctx::{EqnCtx, Lowering};
use crate::ffi_call::FfiAttr;
use crate::rules::linalg_eig;
use crate::rules::solver_call::{
    batch_dims, ch, ffi, info_ok, lapack_letter, replace_not_ok_with_nan, Layout, Solver, MATRIX,
};

pub(super) fn svd<'c, 'a>(
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
