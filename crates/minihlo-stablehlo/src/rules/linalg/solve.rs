//! `tridiagonal_solve` and `triangular_solve`.

use minihlo_ir::linalg::TriangularSolve;
use minihlo_ir::{Aval, DType};

use crate::attrs::{bool_attr, ComparisonDirection};
use crate::ctx::{EqnCtx, Lowering};
use crate::rules::solver_call::{
    batch_dims, ch, ffi, info_ok, lapack_letter, replace_not_ok_with_nan, Solver, MATRIX,
};

/// JAX's tridiagonal_solve rules: on cpu `gtsv` (every operand aliased to its result, then the
/// info check on `b`), or the `tridiagonal_solve_perturbed_ffi` handler; on GPUs `gtsv2` for at
/// least 3 rows, or `{cu,hip}_tridiagonal_solve_perturbed`.
pub(super) fn tridiagonal_solve<'c, 'a>(
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

pub(super) fn triangular_solve<'c, 'a>(
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
