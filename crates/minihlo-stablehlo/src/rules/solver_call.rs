//! The pieces every solver call shares, JAX's `_linalg_ffi_lowering` and the ops around it:
//! the call itself with its layouts and `num_batch_dims`, LAPACK's type letters, and the `info`
//! check that turns a failed factorisation into NaNs. Used by `linalg.rs` and `linalg_eig.rs`.

use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::Value;
use minihlo_ir::{Aval, DType, Scalar};

use crate::attrs::ComparisonDirection;
use crate::ctx::{EqnCtx, Lowering};
use crate::emit::Emitter;
use crate::error::LowerError;
use crate::ffi_call::{build_ffi_call, linalg_layouts, FfiAttr, FfiCall};

/// Where the solver call goes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Solver {
    /// jaxlib's LAPACK handlers.
    Lapack,
    /// `cusolver_*` (cuda) or `hipsolver_*` (rocm).
    Gpu(&'static str),
}

/// LAPACK's type letter (`prepare_lapack_call`).
pub(super) fn lapack_letter(cx: &EqnCtx, dtype: DType) -> Result<char, LowerError> {
    match dtype.numpy_name() {
        "float32" => Ok('s'),
        "float64" => Ok('d'),
        "complex64" => Ok('c'),
        "complex128" => Ok('z'),
        other => Err(cx.unsupported(format!("LAPACK has no {other} routines"))),
    }
}

pub(super) fn is_complex(d: DType) -> bool {
    d.numpy_name().starts_with("complex")
}

pub(super) fn ch(c: char) -> FfiAttr {
    FfiAttr::U8(c as u8)
}

pub(super) fn batch_dims(a: &Aval, non_batch: usize) -> Vec<u64> {
    a.dims()[..a.rank().saturating_sub(non_batch)].to_vec()
}

/// One solver call, JAX's `_linalg_ffi_lowering`: column-major layouts for the values of the
/// largest operand rank, `num_batch_dims` that rank minus `non_batch`.
pub(super) fn ffi<'c, 'a>(
    cx: &EqnCtx<'_, '_, 'c, 'a>,
    target: String,
    operands: (&[Value<'c, 'a>], &[Aval]),
    results: Vec<Aval>,
    aliases: Vec<(usize, usize)>,
    config: Vec<(&'static str, FfiAttr)>,
    layout: Layout,
) -> Lowering<'c, 'a> {
    let (values, avals) = operands;
    let max = avals.iter().map(Aval::rank).max().unwrap_or(0);
    let (operand_layouts, result_layouts) = match layout {
        Layout::ColumnMajor { .. } => linalg_layouts(avals, &results),
        Layout::RowMajor { .. } => (
            avals.iter().map(|a| row(a.rank())).collect(),
            results.iter().map(|a| row(a.rank())).collect(),
        ),
    };
    let non_batch = match layout {
        Layout::ColumnMajor { non_batch } | Layout::RowMajor { non_batch } => non_batch,
    };
    let call = FfiCall {
        target,
        operands: avals.to_vec(),
        results,
        operand_layouts,
        result_layouts,
        aliases,
        config,
        num_batch_dims: Some(max.saturating_sub(non_batch)),
        form: cx.state.opts.ffi_form,
    };
    let em = cx.em;
    let op = build_ffi_call(em.context, &call, values, em.location)?;
    let op = em.block.append_operation(op);
    Ok(op.results().map(Into::into).collect())
}

fn row(rank: usize) -> Vec<i64> {
    crate::ffi_call::row_major(rank)
}

#[derive(Clone, Copy)]
pub(super) enum Layout {
    ColumnMajor { non_batch: usize },
    RowMajor { non_batch: usize },
}

pub(super) const MATRIX: Layout = Layout::ColumnMajor { non_batch: 2 };

/// `mlir.compare_hlo(info, full_like_aval(0, info_aval), dir, "SIGNED")`.
pub(super) fn info_ok<'c, 'a>(
    em: &Emitter<'c, 'a>,
    info: Value<'c, 'a>,
    info_aval: &Aval,
    dir: ComparisonDirection,
) -> Result<Value<'c, 'a>, LowerError> {
    let zero = em.full_like(Scalar::Int(0), info_aval)?;
    em.compare(info, zero, dir, info_aval)
}

/// JAX's `_replace_not_ok_with_nan`: where `ok` (of the batch shape) is false, NaN.
pub(super) fn replace_not_ok_with_nan<'c, 'a>(
    em: &Emitter<'c, 'a>,
    batch: &[u64],
    ok: Value<'c, 'a>,
    x: Value<'c, 'a>,
    x_aval: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let mut select_dims = batch.to_vec();
    select_dims.extend(std::iter::repeat_n(1, x_aval.rank() - batch.len()));
    let select_aval = Aval::new(DType::Bool, select_dims);
    let dims: Vec<i64> = (0..batch.len() as i64).collect();
    let which = em.broadcast(ok, &select_aval, &dims)?;
    // `_nan_like_hlo`: nan + nan*1j for complex values.
    let nan = if x_aval.dtype.is_complex() {
        Scalar::Complex(f64::NAN, f64::NAN)
    } else {
        Scalar::Float(f64::NAN)
    };
    let nan = em.full_like(nan, x_aval)?;
    let mask_aval = Aval::new(DType::Bool, x_aval.shape.clone());
    let which = if select_aval.shape == x_aval.shape {
        which
    } else {
        let all: Vec<i64> = (0..x_aval.rank() as i64).collect();
        em.broadcast(which, &mask_aval, &all)?
    };
    em.select(which, x, nan, x_aval)
}
