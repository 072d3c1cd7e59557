//! `eig`, `geqp3` (pivoted `qr`) and `cholesky_update` as JAX 0.12 lowers them
//! (`jax/_src/lax/linalg.py`):
//!
//! - `eig` (`_eig_cpu_lowering`): `lapack_{s,d,c,z}geev_ffi` (`compute_left`, `compute_right` as
//!   `'V'` / `'N'`); for a real input the eigenvalues come back as two real parts joined by
//!   `stablehlo.complex`; then the info check (NaN + NaN*j where `info != 0`). On cuda / rocm
//!   (`_eig_gpu_lowering`) the hybrid handler `{cu,hip}hybrid_eig_{real,comp}` (`left`,
//!   `magma`, `right`), as JAX emits it where no cuSOLVER 11.7.1 is found (the machines JAX
//!   lowers on without a GPU); `implementation=CUSOLVER` is refused with JAX's message there,
//!   and any implementation but LAPACK on cpu.
//! - `geqp3` (`_geqp3_cpu_gpu_lowering`): `lapack_?geqp3_ffi` with `a` and `jpvt` aliased
//!   (`{cu,hip}hybrid_geqp3` with `magma` on GPUs).
//! - `cholesky_update`: on cuda `cu_cholesky_update_ffi` (row-major, both operands aliased, no
//!   batch declaration: the primitive takes none); elsewhere JAX's `_cholesky_update_jax_fn`
//!   traced with the [`Builder`] (one Givens rotation per row, each a `cond` on `z[k] == 0`,
//!   the row written back with a `scatter`).

use minihlo_ir::indexing::{GatherScatterMode, Scatter, ScatterDimensionNumbers, ScatterKind};
use minihlo_ir::linalg::{EigImplementation, EighImplementation, SvdAlgorithm};
use minihlo_ir::{
    Atom, Aval, BinaryOp, BuildError, Builder, CompareOp, DType, Literal, UnaryOp, Var,
};

use super::solver_call::{
    batch_dims, ch, ffi, info_ok, is_complex, lapack_letter, replace_not_ok_with_nan, Solver,
    MATRIX,
};
use crate::attrs::ComparisonDirection;
use crate::ctx::{EqnCtx, Lowering};
use crate::error::LowerError;
use crate::ffi_call::{build_ffi_call, row_major, FfiAttr, FfiCall};
use crate::op::stablehlo;
use melior::ir::block::BlockLike;

/// `eig`'s params.
#[derive(Clone, Copy)]
pub(super) struct EigParams {
    pub left: bool,
    pub right: bool,
    pub implementation: Option<EigImplementation>,
}

/// `eig x` for one platform's solver.
pub(super) fn eig<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    solver: Solver,
    x: &Aval,
    p: EigParams,
) -> Lowering<'c, 'a> {
    let xs = cx.xs;
    let outs = cx.outs.to_vec();
    let em = cx.em;
    let batch = batch_dims(x, 2);
    let info_aval = Aval::new(DType::I32, batch.clone());
    let real = !is_complex(x.dtype);
    let complex = x.dtype.complex_of().unwrap_or(x.dtype);
    let mut w_dims = batch.clone();
    w_dims.push(x.dims()[x.rank() - 1]);
    // The eigenvalues (or their real and imaginary parts) are of the operand's dtype.
    let w_part = Aval::new(x.dtype, w_dims);
    let vectors = Aval::new(complex, x.shape.clone());
    let mut results = vec![w_part.clone()];
    if real {
        results.push(w_part);
    }
    results.extend([vectors.clone(), vectors, info_aval.clone()]);
    let mode = |compute: bool| ch(if compute { 'V' } else { 'N' });
    let (target, config) = match solver {
        Solver::Lapack => {
            if !matches!(p.implementation, None | Some(EigImplementation::Lapack)) {
                return Err(cx.unsupported(
                    "Only the lapack implementation is supported on CPU. (JAX's ValueError)",
                ));
            }
            (
                format!("lapack_{}geev_ffi", lapack_letter(cx, x.dtype)?),
                vec![
                    ("compute_left", mode(p.left)),
                    ("compute_right", mode(p.right)),
                ],
            )
        }
        Solver::Gpu(prefix) => {
            let magma = match p.implementation {
                None => "auto",
                Some(EigImplementation::Magma) => "on",
                Some(EigImplementation::Lapack) => "off",
                Some(EigImplementation::Cusolver) => {
                    return Err(cx.unsupported(
                        "Nonsymmetric eigendecomposition requires cusolver 11.7.1 or newer (JAX's RuntimeError where no cuSOLVER is found; minihlo emits the hybrid handler JAX falls back to)",
                    ))
                }
            };
            let kind = if real { "real" } else { "comp" };
            (
                format!("{prefix}hybrid_eig_{kind}"),
                vec![
                    ("left", FfiAttr::Bool(p.left)),
                    ("magma", FfiAttr::Str(magma)),
                    ("right", FfiAttr::Bool(p.right)),
                ],
            )
        }
    };
    let r = ffi(cx, target, (xs, cx.avals), results, vec![], config, MATRIX)?;
    let (w, rest) = if real {
        let w = em.binary(stablehlo::COMPLEX, r[0], r[1], &outs[0])?;
        (w, &r[2..])
    } else {
        (r[0], &r[1..])
    };
    let [vl, vr, info] = rest[..] else {
        return Err(cx.unsupported("geev gave other than the expected results"));
    };
    let ok = info_ok(em, info, &info_aval, ComparisonDirection::Eq)?;
    let mut out = vec![replace_not_ok_with_nan(em, &batch, ok, w, &outs[0])?];
    for (compute, v) in [(p.left, vl), (p.right, vr)] {
        if compute {
            let aval = &outs[out.len()];
            out.push(replace_not_ok_with_nan(em, &batch, ok, v, aval)?);
        }
    }
    Ok(out)
}

/// `geqp3 a jpvt`: the packed factor, the 1-based pivots, the Householder scalars.
pub(super) fn geqp3<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    solver: Solver,
    x: &Aval,
    use_magma: Option<bool>,
) -> Lowering<'c, 'a> {
    let (target, config) = match solver {
        Solver::Lapack => (
            format!("lapack_{}geqp3_ffi", lapack_letter(cx, x.dtype)?),
            vec![],
        ),
        Solver::Gpu(prefix) => (
            format!("{prefix}hybrid_geqp3"),
            vec![("magma", FfiAttr::Str(magma_flag(use_magma)))],
        ),
    };
    let outs = cx.outs.to_vec();
    ffi(
        cx,
        target,
        (cx.xs, cx.avals),
        outs,
        vec![(0, 0), (1, 1)],
        config,
        MATRIX,
    )
}

/// The GPU handlers' `magma` attribute: the `jax_use_magma` flag's default (`auto`) unless the
/// equation says.
fn magma_flag(use_magma: Option<bool>) -> &'static str {
    match use_magma {
        None => "auto",
        Some(true) => "on",
        Some(false) => "off",
    }
}

/// `cholesky_update r w` on cuda: `cu_cholesky_update_ffi`, both operands aliased, `r`'s result.
pub(super) fn cholesky_update_cuda<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    let avals = cx.avals.to_vec();
    let layouts: Vec<Vec<i64>> = avals.iter().map(|a| row_major(a.rank())).collect();
    let call = FfiCall {
        target: "cu_cholesky_update_ffi".into(),
        operands: avals.clone(),
        results: avals,
        operand_layouts: layouts.clone(),
        result_layouts: layouts,
        aliases: vec![(0, 0), (1, 1)],
        config: vec![],
        num_batch_dims: None,
        form: cx.state.opts.ffi_form,
    };
    let em = cx.em;
    let op = build_ffi_call(em.context, &call, cx.xs, em.location)?;
    let op = em.block.append_operation(op);
    let r = op
        .result(0)
        .map_err(|_| cx.unsupported("cu_cholesky_update_ffi gave no result"))?;
    Ok(vec![r.into()])
}

type Built<T> = Result<T, BuildError>;

/// `_drotg_nonzero(x, y)`: the Givens coefficients `(c, s)` of a nonzero `y`.
fn drotg_nonzero(dtype: DType) -> Built<minihlo_ir::SubJaxpr> {
    let mut b = Builder::new();
    let x = b.input(Aval::scalar(dtype));
    let y = b.input(Aval::scalar(dtype));
    let abs_x = b.unary(UnaryOp::Abs, x)?;
    let abs_y = b.unary(UnaryOp::Abs, y)?;
    let gt = b.compare(CompareOp::Gt, abs_x, abs_y)?;
    let denominator = b.select_n(gt, &[abs_y.into(), abs_x.into()])?;
    let x = b.binary(BinaryOp::Div, x, denominator)?;
    let y = b.binary(BinaryOp::Div, y, denominator)?;
    let x2 = b.integer_pow(x, 2)?;
    let y2 = b.integer_pow(y, 2)?;
    let sum = b.binary(BinaryOp::Add, x2, y2)?;
    let root = b.unary(UnaryOp::Sqrt, sum)?;
    let rh = b.binary(BinaryOp::Div, Literal::of(dtype, 1.0), root)?;
    let c = b.binary(BinaryOp::Mul, x, rh)?;
    let minus_y = b.unary(UnaryOp::Neg, y)?;
    let s = b.binary(BinaryOp::Mul, minus_y, rh)?;
    Ok(b.finish_sub([c, s]))
}

/// `lambda x, y: (1, 0)`: the coefficients of a zero `y`.
fn drotg_zero(dtype: DType) -> minihlo_ir::SubJaxpr {
    let mut b = Builder::new();
    b.input(Aval::scalar(dtype));
    b.input(Aval::scalar(dtype));
    b.finish_sub([
        Atom::from(Literal::of(dtype, 1.0)),
        Atom::from(Literal::of(dtype, 0.0)),
    ])
}

/// JAX's `_cholesky_update_jax_fn(R, z)` (a Python loop over the rows, unrolled by the trace).
pub(super) fn cholesky_update_fun(b: &mut Builder, r: Var, z: Var, n: u64) -> Built<Vec<Var>> {
    let dtype = b
        .aval(r)
        .ok_or_else(|| BuildError::refused("cholesky_update", "R is not a value of this builder"))?
        .dtype;
    let (mut r, mut z) = (r, z);
    for k in 0..n {
        let diag = b.slice(r, &[k, k], &[k + 1, k + 1], None)?;
        let x = b.squeeze(diag, &[0, 1])?;
        let zk = b.slice(z, &[k], &[k + 1], None)?;
        let y = b.squeeze(zk, &[0])?;
        let zero = b.compare(CompareOp::Eq, y, Literal::of(dtype, 0.0))?;
        let index = b.convert(zero, DType::I32)?;
        let branches = [drotg_nonzero(dtype)?, drotg_zero(dtype)];
        let cs = b.cond(index, &branches, &[x.into(), y.into()])?;
        let [c, s] = cs[..] else {
            return Err(BuildError::refused(
                "cholesky_update",
                "the rotation gave other than two values",
            ));
        };
        let row = b.slice(r, &[k, 0], &[k + 1, n], None)?;
        let row = b.squeeze(row, &[0])?;
        // `_drot(row, z, c, s)`.
        let c_row = b.binary(BinaryOp::Mul, c, row)?;
        let s_z = b.binary(BinaryOp::Mul, s, z)?;
        let new_row = b.binary(BinaryOp::Sub, c_row, s_z)?;
        let c_z = b.binary(BinaryOp::Mul, c, z)?;
        let s_row = b.binary(BinaryOp::Mul, s, row)?;
        z = b.binary(BinaryOp::Add, c_z, s_row)?;
        // `R.at[k, :].set(row_k)`.
        let idx = b.broadcast_in_dim(Literal::of(DType::I32, k), [1u64], &[])?;
        let set = Scatter {
            kind: ScatterKind::Set,
            dimension_numbers: ScatterDimensionNumbers {
                update_window_dims: vec![0],
                inserted_window_dims: vec![0],
                scatter_dims_to_operand_dims: vec![0],
                operand_batching_dims: vec![],
                scatter_indices_batching_dims: vec![],
            },
            indices_are_sorted: true,
            unique_indices: true,
            mode: GatherScatterMode::FillOrDrop,
            update_jaxpr: None,
        };
        r = b.scatter(r, idx, new_row, set)?;
    }
    Ok(vec![r])
}

/// `eigh`'s `algorithm` as JAX's `_eigh_cpu_gpu_lowering` takes it: the GPU handler's
/// `algorithm` attribute (0 default, 1 QR, 2 Jacobi); JAX's refusals (QDWH anywhere but tpu,
/// Jacobi on cpu).
pub(super) fn eigh_algorithm(
    cx: &EqnCtx,
    solver: Solver,
    algorithm: Option<EighImplementation>,
) -> Result<u8, LowerError> {
    match (algorithm, solver) {
        (Some(EighImplementation::Qdwh), _) => Err(cx.unsupported(
            "QDWH implementation is only supported on TPU (JAX's NotImplementedError)",
        )),
        (Some(EighImplementation::Jacobi), Solver::Lapack) => Err(cx.unsupported(
            "Jacobi implementation is not supported on CPU (JAX's NotImplementedError)",
        )),
        (None, _) => Ok(0),
        (Some(EighImplementation::Jacobi), _) => Ok(2),
        (Some(EighImplementation::Qr), _) => Ok(1),
    }
}

/// The solver routine of `svd`'s `algorithm` (`_svd_cpu_gpu_lowering` and
/// `_resolve_gpu_svd_implementation`): on cpu `gesdd` (default, divide and conquer) or `gesvd`
/// (QR); on GPUs `gesvdj` (Jacobi; the default up to 1024 rows and columns) or `gesvd` (QR; the
/// default beyond) or, on rocm, `gesdd` (divide and conquer). JAX's refusals; the GPU polar
/// handler (`gesvdp`) is refused as not lowered yet.
pub(super) fn svd_routine(
    cx: &EqnCtx,
    solver: Solver,
    algorithm: Option<SvdAlgorithm>,
    m: u64,
    n: u64,
) -> Result<&'static str, LowerError> {
    let algorithm = algorithm.unwrap_or(SvdAlgorithm::Default);
    match (solver, algorithm) {
        (Solver::Lapack, SvdAlgorithm::Default | SvdAlgorithm::DivideAndConquer) => Ok("gesdd"),
        (Solver::Lapack, SvdAlgorithm::Qr) => Ok("gesvd"),
        (Solver::Lapack, _) => Err(cx.unsupported(
            "The SVD Jacobi and Polar algorithms are not implemented on CPU. (JAX's NotImplementedError)",
        )),
        (Solver::Gpu(_), SvdAlgorithm::Default) if m <= 1024 && n <= 1024 => Ok("gesvdj"),
        (Solver::Gpu(_), SvdAlgorithm::Default | SvdAlgorithm::Qr) => Ok("gesvd"),
        (Solver::Gpu(_), SvdAlgorithm::Jacobi) => Ok("gesvdj"),
        (Solver::Gpu("cu"), SvdAlgorithm::DivideAndConquer) => Err(cx.unsupported(
            "Divide-and-conquer SVD (SvdAlgorithm.DIVIDE_AND_CONQUER) is only supported on AMD (ROCm) GPUs, not on NVIDIA CUDA. (JAX's NotImplementedError)",
        )),
        (Solver::Gpu(_), SvdAlgorithm::DivideAndConquer) => Ok("gesdd"),
        (Solver::Gpu(_), SvdAlgorithm::Polar) => Err(cx.unsupported(
            "svd with algorithm=SvdAlgorithm.POLAR on GPUs (JAX's gesvdp handler) is not lowered yet",
        )),
    }
}
