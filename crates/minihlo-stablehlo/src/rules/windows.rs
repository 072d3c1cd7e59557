//! Windowed reductions, lowered as JAX 0.12 lowers them for cpu, cuda and rocm:
//! `reduce_window_{sum,max,min}`, `reduce` and `reduce_window` with a user jaxpr, and the
//! cumulative reductions (`lax/control_flow/loops.py` `cumred_reduce_window_impl`, and
//! `_cumred_chlo_lowering` for cumsum on GPUs).

use melior::ir::attribute::DenseElementsAttribute;
use melior::ir::block::BlockLike;
use melior::ir::r#type::{IntegerType, RankedTensorType};
use melior::ir::{Attribute, Block, Region, RegionLike, Value};
use minihlo_ir::structural::{CumOp, Cumulative};
use minihlo_ir::windows::{GenericReduce, GenericReduceWindow, ReduceWindow, Window, WindowOp};
use minihlo_ir::{Aval, DType, Scalar};

use super::gather_scatter::UpdateRegion;
use crate::attrs::{bool_attr, i64_array_attr, i64_attr, ComparisonDirection};
use crate::ctx::{block_arg, EqnCtx, LowerCtx, Lowering};
use crate::emit::{first_result, scalar_tensor, Emitter};
use crate::error::LowerError;

fn lower_error(stage: &str, e: impl ToString) -> LowerError {
    LowerError::Mlir {
        stage: stage.into(),
        diagnostics: vec![e.to_string()],
    }
}

fn block_value<'c, 'a>(block: &'a Block<'c>, i: usize) -> Result<Value<'c, 'a>, LowerError> {
    block
        .argument(i)
        .map(Into::into)
        .map_err(|e| lower_error("reading a block argument", e))
}

/// The identity JAX's cumulative reduction starts from.
fn cum_init(op: CumOp, dtype: DType) -> Scalar {
    let int_max = |d: DType| -> i128 {
        if d.is_signed_int() {
            (1i128 << (d.bits() - 1)) - 1
        } else {
            (1i128 << d.bits()) - 1
        }
    };
    let int_min = |d: DType| -> i128 {
        if d.is_signed_int() {
            -(1i128 << (d.bits() - 1))
        } else {
            0
        }
    };
    match op {
        CumOp::Sum => Scalar::Int(0),
        CumOp::Prod => Scalar::Int(1),
        // Complex: JAX's `_get_max_identity` is `(-inf, 0)` (`(inf, 0)` for min).
        CumOp::Max | CumOp::Logsumexp if dtype.is_inexact() => Scalar::Float(f64::NEG_INFINITY),
        CumOp::Min if dtype.is_inexact() => Scalar::Float(f64::INFINITY),
        CumOp::Max | CumOp::Logsumexp => Scalar::Int(int_min(dtype)),
        CumOp::Min => Scalar::Int(int_max(dtype)),
    }
}

pub(super) fn i64_matrix_attr<'c>(
    em: &Emitter<'c, '_>,
    rows: &[[i64; 2]],
) -> Result<Attribute<'c>, LowerError> {
    let i64t = IntegerType::new(em.context, 64).into();
    let ty = RankedTensorType::new(&[rows.len() as u64, 2], i64t, None).into();
    let elems: Vec<Attribute<'c>> = rows
        .iter()
        .flatten()
        .map(|&v| melior::ir::attribute::IntegerAttribute::new(i64t, v).into())
        .collect();
    DenseElementsAttribute::new(ty, &elems)
        .map(Into::into)
        .map_err(|e| lower_error("building reduce_window padding", e))
}

/// The five window attributes of `stablehlo.reduce_window` (cumulative reductions, pooling,
/// `select_and_gather_add`, user reductions), in the order MLIR prints them.
pub(super) fn window_attrs<'c>(
    em: &Emitter<'c, '_>,
    w: &Window,
) -> Result<Vec<(&'static str, Attribute<'c>)>, LowerError> {
    let ctx = em.context;
    let i64s = |v: &[u64]| -> Vec<i64> { v.iter().map(|&d| d as i64).collect() };
    let padding: Vec<[i64; 2]> = w.padding.iter().map(|&(l, h)| [l, h]).collect();
    Ok(vec![
        (
            "base_dilations",
            i64_array_attr(ctx, &i64s(&w.base_dilation)),
        ),
        ("padding", i64_matrix_attr(em, &padding)?),
        (
            "window_dilations",
            i64_array_attr(ctx, &i64s(&w.window_dilation)),
        ),
        (
            "window_dimensions",
            i64_array_attr(ctx, &i64s(&w.window_dimensions)),
        ),
        (
            "window_strides",
            i64_array_attr(ctx, &i64s(&w.window_strides)),
        ),
    ])
}

/// The body of JAX's cached cumulative-reduction function: a `stablehlo.reduce_window` over
/// the whole axis, padded on the side the sums come from. cumsum, cummax and cummin go through
/// `reduce_window_{sum,max,min}` (whose init JAX broadcasts to a scalar); cumprod and
/// cumlogsumexp through the generic `reduce_window`.
pub(super) fn cumulative<'c, 'a>(
    em: &Emitter<'c, 'a>,
    c: &Cumulative,
    x: Value<'c, 'a>,
    aval: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let rank = aval.rank();
    let n = aval.dims().get(c.axis).copied().unwrap_or(0) as i64;
    if n == 0 {
        return Ok(x); // `cumred_reduce_window_impl`: nothing to accumulate
    }
    let mut window = vec![1u64; rank];
    window[c.axis] = n.max(0) as u64;
    let mut padding = vec![(0i64, 0); rank];
    padding[c.axis] = if c.reverse { (0, n - 1) } else { (n - 1, 0) };
    let w = Window {
        window_dimensions: window,
        window_strides: vec![1; rank],
        padding,
        base_dilation: vec![1; rank],
        window_dilation: vec![1; rank],
    };
    let specialised = matches!(c.op, CumOp::Sum | CumOp::Max | CumOp::Min);
    reduce_window(em, x, aval, aval, &w, c.op, specialised)
}

/// `reduce_window_sum`, `reduce_window_max`, `reduce_window_min`.
fn reduce_window_op<'c, 'a>(
    em: &Emitter<'c, 'a>,
    r: &ReduceWindow,
    x: Value<'c, 'a>,
    aval: &Aval,
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let op = match r.op {
        WindowOp::Sum => CumOp::Sum,
        WindowOp::Max => CumOp::Max,
        WindowOp::Min => CumOp::Min,
    };
    reduce_window(em, x, aval, out, &r.window, op, true)
}

/// `stablehlo.reduce_window` of `x` with `op`'s identity and combiner; `broadcast_init`: the
/// init goes through JAX's no-op `broadcast_in_dim` to a scalar (the specialised primitives).
fn reduce_window<'c, 'a>(
    em: &Emitter<'c, 'a>,
    x: Value<'c, 'a>,
    aval: &Aval,
    out: &Aval,
    w: &Window,
    op: CumOp,
    broadcast_init: bool,
) -> Result<Value<'c, 'a>, LowerError> {
    let ctx = em.context;
    let scalar = Aval::scalar(aval.dtype);
    let mut init = em.constant(aval.dtype, cum_init(op, aval.dtype))?;
    if broadcast_init {
        init = em.broadcast(init, &scalar, &[])?;
    }
    let elem = scalar_tensor(ctx, aval.dtype);
    let body = Block::new(&[(elem, em.location), (elem, em.location)]);
    {
        let inner = Emitter::new(ctx, &body);
        let a = block_value(&body, 0)?;
        let b = block_value(&body, 1)?;
        let r = match op {
            CumOp::Sum => inner.binary("stablehlo.add", a, b, &scalar)?,
            CumOp::Prod => inner.binary("stablehlo.multiply", a, b, &scalar)?,
            // JAX's `mlir.max_hlo`/`min_hlo`: lexicographic on (real, imag) for complex.
            CumOp::Max | CumOp::Min if aval.dtype.is_complex() => {
                let dir = if op == CumOp::Max {
                    ComparisonDirection::Gt
                } else {
                    ComparisonDirection::Lt
                };
                super::complex::minmax(&inner, a, b, dir, &scalar)?
            }
            CumOp::Max => inner.binary("stablehlo.maximum", a, b, &scalar)?,
            CumOp::Min => inner.binary("stablehlo.minimum", a, b, &scalar)?,
            CumOp::Logsumexp => logaddexp(&inner, a, b, &scalar)?,
        };
        inner.op("stablehlo.return", &[r], &[], &[], vec![])?;
    }
    let region = Region::new();
    region.append_block(body);
    let op = em.op(
        "stablehlo.reduce_window",
        &[x, init],
        &[em.ty(out)?],
        &window_attrs(em, w)?,
        vec![region],
    )?;
    first_result(op, "stablehlo.reduce_window")
}

/// JAX's `logaddexp` on scalars, as lowered inside cumlogsumexp's reduction.
fn logaddexp<'c, 'a>(
    em: &Emitter<'c, 'a>,
    a: Value<'c, 'a>,
    b: Value<'c, 'a>,
    s: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let ty = em.ty(s)?;
    let amax = em.binary("stablehlo.maximum", a, b, s)?;
    let delta = em.binary("stablehlo.subtract", a, b, s)?;
    let isnan = em.compare(delta, delta, ComparisonDirection::Ne, s)?;
    let sum = em.binary("stablehlo.add", a, b, s)?;
    let abs = em.one("stablehlo.abs", &[delta], ty, &[])?;
    let neg = em.one("stablehlo.negate", &[abs], ty, &[])?;
    let exp = em.one("stablehlo.exponential", &[neg], ty, &[])?;
    let log1p = em.one("stablehlo.log_plus_one", &[exp], ty, &[])?;
    let r = em.binary("stablehlo.add", amax, log1p, s)?;
    em.select(isnan, sum, r, s)
}

/// `stablehlo.reduce` (`window: None`) or `stablehlo.reduce_window` of `n` operands and `n`
/// inits (`xs`), whose region `fill` lowers the user's combiner into (its `2 * n` scalar
/// arguments: the accumulators, then the elements; its `stablehlo.return` included).
fn generic_reduce<'c, 'a>(
    em: &Emitter<'c, 'a>,
    xs: &[Value<'c, 'a>],
    avals: &[Aval],
    outs: &[Aval],
    dimensions: &[usize],
    window: Option<&Window>,
    fill: UpdateRegion<'_, 'c>,
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let ctx = em.context;
    let n = avals.len() / 2;
    let mut args = Vec::with_capacity(2 * n);
    for _ in 0..2 {
        for a in &avals[n..] {
            args.push((scalar_tensor(ctx, a.dtype), em.location));
        }
    }
    let body = Block::new(&args);
    fill(&body)?;
    let region = Region::new();
    region.append_block(body);
    let types = outs
        .iter()
        .map(|o| em.ty(o))
        .collect::<Result<Vec<_>, _>>()?;
    let (name, attrs) = match window {
        None => {
            let dims: Vec<i64> = dimensions.iter().map(|&d| d as i64).collect();
            (
                "stablehlo.reduce",
                vec![("dimensions", i64_array_attr(ctx, &dims))],
            )
        }
        Some(w) => ("stablehlo.reduce_window", window_attrs(em, w)?),
    };
    let op = em.op(name, xs, &types, &attrs, vec![region])?;
    (0..outs.len())
        .map(|i| {
            op.result(i)
                .map(Into::into)
                .map_err(|e| lower_error("reading a reduction's results", e))
        })
        .collect()
}

/// Whether JAX lowers this cumulative reduction for cuda/rocm through `chlo.scan`
/// (`_is_supported_cumred`: cumsum, forward, a non-empty axis, neither bool nor complex).
pub(super) fn cumulative_uses_chlo_scan(c: &Cumulative, aval: &Aval, platform: &str) -> bool {
    matches!(platform, "cuda" | "rocm")
        && c.op == CumOp::Sum
        && !c.reverse
        && aval.dims().get(c.axis).is_some_and(|&n| n > 0)
        && !aval.dtype.is_bool()
        && !aval.dtype.is_complex()
}

/// JAX's `_cumred_chlo_lowering`: `chlo.scan` with the identity as its init (broadcast to the
/// operand's shape without the axis) and `add` as its body.
pub(super) fn cumulative_chlo_scan<'c, 'a>(
    em: &Emitter<'c, 'a>,
    c: &Cumulative,
    x: Value<'c, 'a>,
    aval: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let ctx = em.context;
    let mut init_dims = aval.dims().to_vec();
    init_dims.remove(c.axis.min(init_dims.len().saturating_sub(1)));
    let init_aval = Aval::new(aval.dtype, init_dims);
    let mut init = em.constant(aval.dtype, cum_init(c.op, aval.dtype))?;
    if init_aval.rank() > 0 {
        init = em.broadcast(init, &init_aval, &[])?;
    }
    let init_ty = em.ty(&init_aval)?;
    let body = Block::new(&[(init_ty, em.location), (init_ty, em.location)]);
    {
        let inner = Emitter::new(ctx, &body);
        let a = block_value(&body, 0)?;
        let b = block_value(&body, 1)?;
        let r = inner.binary("stablehlo.add", a, b, &init_aval)?;
        inner.op("stablehlo.return", &[r, r], &[], &[], vec![])?;
    }
    let region = Region::new();
    region.append_block(body);
    let segments = melior::ir::attribute::DenseI32ArrayAttribute::new(ctx, &[1, 1]).into();
    let op = em.op(
        "chlo.scan",
        &[x, init],
        &[em.ty(aval)?, init_ty],
        &[
            ("dimension", i64_attr(ctx, c.axis as i64)),
            ("is_associative", bool_attr(ctx, true)),
            ("is_reverse", bool_attr(ctx, c.reverse)),
            ("operandSegmentSizes", segments),
            ("resultSegmentSizes", segments),
        ],
        vec![region],
    )?;
    first_result(op, "chlo.scan")
}

pub(super) fn reduce_window_rule<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    r: &ReduceWindow,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?;
    Ok(vec![reduce_window_op(
        cx.em,
        r,
        cx.xs[0],
        &cx.avals[0],
        out,
    )?])
}

pub(super) fn reduce_jaxpr_rule<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    r: &GenericReduce,
) -> Lowering<'c, 'a> {
    user_reduction(cx, r.jaxpr, &r.dimensions, None)
}

pub(super) fn reduce_window_jaxpr_rule<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    r: &GenericReduceWindow,
) -> Lowering<'c, 'a> {
    user_reduction(cx, r.jaxpr, &[], Some(&r.window))
}

/// `reduce` / `reduce_window` whose region lowers the user's jaxpr.
fn user_reduction<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    id: minihlo_ir::JaxprId,
    dims: &[usize],
    window: Option<&Window>,
) -> Lowering<'c, 'a> {
    let (em, xs, avals, outs) = (cx.em, cx.xs, cx.avals, cx.outs);
    let ctx = em.context;
    let state = &mut *cx.state;
    let program = state.program;
    let mut fill = |block: &Block<'c>| -> Result<(), LowerError> {
        let args = (0..xs.len())
            .map(|i| block_arg(block, i))
            .collect::<Result<Vec<_>, _>>()?;
        let inner = Emitter::new(ctx, block);
        let r = LowerCtx {
            em: &inner,
            state: &mut *state,
            platform_index: None,
        }
        .lower_jaxpr(program.get(id), &args)?;
        inner.op("stablehlo.return", &r, &[], &[], vec![])?;
        Ok(())
    };
    generic_reduce(em, xs, avals, outs, dims, window, &mut fill)
}
