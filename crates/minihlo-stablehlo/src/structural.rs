//! `pad`, `rev`, `sort` and the cumulative reductions, lowered as JAX 0.12 lowers them for cpu,
//! cuda and rocm (`jax/_src/lax/lax.py` `_pad_lower`, `_rev_lower`, `_sort_lower` with
//! `_sort_lt_comparator`; `lax/control_flow/loops.py` `cumred_reduce_window_impl`).

use melior::ir::attribute::DenseElementsAttribute;
use melior::ir::block::BlockLike;
use melior::ir::r#type::{IntegerType, RankedTensorType};
use melior::ir::{Attribute, Block, Region, RegionLike, Value};
use minihlo_ir::convolution::{Conv, Precision};
use minihlo_ir::structural::{CumOp, Cumulative, Pad, Restructure, Sort, TopK};
use minihlo_ir::windows::{ReduceWindow, Window, WindowOp};
use minihlo_ir::{Aval, DType, Scalar};

use crate::attrs::{bool_attr, i64_array_attr, i64_attr, ComparisonDirection, ComparisonType};
use crate::emit::{comparison_type, first_result, scalar_tensor, Emitter};
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

/// `stablehlo.pad operand, value`.
pub fn pad<'c, 'a>(
    em: &Emitter<'c, 'a>,
    p: &Pad,
    operand: Value<'c, 'a>,
    value: Value<'c, 'a>,
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let part = |k: usize| -> Vec<i64> { p.padding_config.iter().map(|c| c[k].value).collect() };
    em.one(
        "stablehlo.pad",
        &[operand, value],
        em.ty(out)?,
        &[
            ("edge_padding_low", i64_array_attr(em.context, &part(0))),
            ("edge_padding_high", i64_array_attr(em.context, &part(1))),
            ("interior_padding", i64_array_attr(em.context, &part(2))),
        ],
    )
}

/// `stablehlo.reverse operand, dims`.
pub fn rev<'c, 'a>(
    em: &Emitter<'c, 'a>,
    dimensions: &[usize],
    operand: Value<'c, 'a>,
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let dims: Vec<i64> = dimensions.iter().map(|&d| d as i64).collect();
    em.one(
        "stablehlo.reverse",
        &[operand],
        em.ty(out)?,
        &[("dimensions", i64_array_attr(em.context, &dims))],
    )
}

/// JAX's `_canonicalize_float_for_sort` on a scalar: -0.0 as 0.0, every NaN as one NaN.
fn canonical_float<'c, 'a>(
    em: &Emitter<'c, 'a>,
    x: Value<'c, 'a>,
    s: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let zero = em.constant(s.dtype, Scalar::Float(0.0))?;
    let is_zero = em.compare(x, zero, ComparisonDirection::Eq, s)?;
    let zero2 = em.constant(s.dtype, Scalar::Float(0.0))?;
    let r = em.select(is_zero, zero2, x, s)?;
    let is_nan = em.compare(x, x, ComparisonDirection::Ne, s)?;
    let nan = em.constant(s.dtype, Scalar::Float(f64::NAN))?;
    em.select(is_nan, nan, r, s)
}

/// `stablehlo.sort` with JAX's `_sort_lt_comparator` over the first `num_keys` operands.
pub fn sort<'c, 'a>(
    em: &Emitter<'c, 'a>,
    s: &Sort,
    xs: &[Value<'c, 'a>],
    avals: &[Aval],
    outs: &[Aval],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let ctx = em.context;
    let mut args = Vec::with_capacity(2 * avals.len());
    for a in avals {
        let t = scalar_tensor(ctx, a.dtype);
        args.push((t, em.location));
        args.push((t, em.location));
    }
    let body = Block::new(&args);
    {
        let inner = Emitter::new(ctx, &body);
        let mut keys = Vec::with_capacity(s.num_keys);
        for (k, a) in avals.iter().take(s.num_keys).enumerate() {
            let scalar = Aval::scalar(a.dtype);
            let (mut x, mut y) = (block_value(&body, 2 * k)?, block_value(&body, 2 * k + 1)?);
            if a.dtype.is_float() {
                x = canonical_float(&inner, x, &scalar)?;
                y = canonical_float(&inner, y, &scalar)?;
            }
            keys.push((x, y, scalar));
        }
        let b = Aval::scalar(DType::Bool);
        let total = |a: &Aval| {
            if a.dtype.is_float() {
                ComparisonType::TotalOrder
            } else {
                comparison_type(a.dtype)
            }
        };
        let mut p: Option<Value> = None;
        for (x, y, scalar) in keys.iter().rev() {
            let lt = inner.compare_as(*x, *y, ComparisonDirection::Lt, total(scalar), scalar)?;
            p = Some(match p {
                None => lt,
                Some(prev) => {
                    let eq =
                        inner.compare_as(*x, *y, ComparisonDirection::Eq, total(scalar), scalar)?;
                    let and = inner.binary("stablehlo.and", eq, prev, &b)?;
                    inner.binary("stablehlo.or", lt, and, &b)?
                }
            });
        }
        let p = p.ok_or_else(|| LowerError::Unsupported {
            primitive: "sort".into(),
            reason: "num_keys must be at least 1".into(),
        })?;
        inner.op("stablehlo.return", &[p], &[], &[], vec![])?;
    }
    let region = Region::new();
    region.append_block(body);
    let types = outs
        .iter()
        .map(|o| em.ty(o))
        .collect::<Result<Vec<_>, _>>()?;
    let op = em.op(
        "stablehlo.sort",
        xs,
        &types,
        &[
            ("dimension", i64_attr(ctx, s.dimension as i64)),
            ("is_stable", bool_attr(ctx, s.is_stable)),
        ],
        vec![region],
    )?;
    (0..outs.len())
        .map(|i| {
            op.result(i)
                .map(Into::into)
                .map_err(|e| lower_error("reading sort's results", e))
        })
        .collect()
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
        CumOp::Max | CumOp::Logsumexp if dtype.is_float() => Scalar::Float(f64::NEG_INFINITY),
        CumOp::Min if dtype.is_float() => Scalar::Float(f64::INFINITY),
        CumOp::Max | CumOp::Logsumexp => Scalar::Int(int_min(dtype)),
        CumOp::Min => Scalar::Int(int_max(dtype)),
    }
}

fn i64_matrix_attr<'c>(
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

/// The body of JAX's cached cumulative-reduction function: a `stablehlo.reduce_window` over
/// the whole axis, padded on the side the sums come from. cumsum, cummax and cummin go through
/// `reduce_window_{sum,max,min}` (whose init JAX broadcasts to a scalar); cumprod and
/// cumlogsumexp through the generic `reduce_window`.
pub fn cumulative<'c, 'a>(
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
pub fn reduce_window_op<'c, 'a>(
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
            CumOp::Max => inner.binary("stablehlo.maximum", a, b, &scalar)?,
            CumOp::Min => inner.binary("stablehlo.minimum", a, b, &scalar)?,
            CumOp::Logsumexp => logaddexp(&inner, a, b, &scalar)?,
        };
        inner.op("stablehlo.return", &[r], &[], &[], vec![])?;
    }
    let region = Region::new();
    region.append_block(body);
    let i64s = |v: &[u64]| -> Vec<i64> { v.iter().map(|&d| d as i64).collect() };
    let padding: Vec<[i64; 2]> = w.padding.iter().map(|&(l, h)| [l, h]).collect();
    let op = em.op(
        "stablehlo.reduce_window",
        &[x, init],
        &[em.ty(out)?],
        &[
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
        ],
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

/// `stablehlo.convolution` as JAX's `_conv_general_dilated_lower` builds it (cpu, cuda and rocm
/// alike for real types).
pub fn convolution<'c, 'a>(
    em: &Emitter<'c, 'a>,
    c: &Conv,
    lhs: Value<'c, 'a>,
    rhs: Value<'c, 'a>,
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let ctx = em.context;
    let layout = |spec: &[usize], a: &str, b: &str| -> String {
        let mut names = vec![String::new(); spec.len()];
        for (k, &d) in spec.iter().enumerate() {
            if let Some(slot) = names.get_mut(d) {
                *slot = match k {
                    0 => a.to_string(),
                    1 => b.to_string(),
                    _ => (k - 2).to_string(),
                };
            }
        }
        format!("[{}]", names.join(", "))
    };
    let dnums = format!(
        "conv<{}x{}->{}>",
        layout(&c.lhs_spec, "b", "f"),
        layout(&c.rhs_spec, "o", "i"),
        layout(&c.out_spec, "b", "f")
    );
    let n = c.window_strides.len();
    let reversal = format!(
        "array<i1{}>",
        ": false".to_string() + &", false".repeat(n.saturating_sub(1))
    );
    let reversal = if n == 0 {
        "array<i1>".to_string()
    } else {
        reversal
    };
    let reversal = Attribute::parse(ctx, &reversal)
        .ok_or_else(|| lower_error("building window_reversal", "unparsable"))?;
    let (pa, pb) = c
        .precision
        .unwrap_or((Precision::Default, Precision::Default));
    let precision = [pa, pb]
        .map(|p| crate::attrs::opaque_attr(ctx, "stablehlo", &format!("precision {}", p.member())));
    let i64s = |v: &[u64]| -> Vec<i64> { v.iter().map(|&d| d as i64).collect() };
    let padding: Vec<[i64; 2]> = c.padding.iter().map(|&(l, h)| [l, h]).collect();
    em.one(
        "stablehlo.convolution",
        &[lhs, rhs],
        em.ty(out)?,
        &[
            (
                "batch_group_count",
                i64_attr(ctx, c.batch_group_count as i64),
            ),
            (
                "dimension_numbers",
                crate::attrs::opaque_attr(ctx, "stablehlo", &dnums),
            ),
            (
                "feature_group_count",
                i64_attr(ctx, c.feature_group_count as i64),
            ),
            ("lhs_dilation", i64_array_attr(ctx, &i64s(&c.lhs_dilation))),
            ("padding", i64_matrix_attr(em, &padding)?),
            (
                "precision_config",
                crate::attrs::array_attr(ctx, &precision),
            ),
            ("rhs_dilation", i64_array_attr(ctx, &i64s(&c.rhs_dilation))),
            ("window_reversal", reversal),
            (
                "window_strides",
                i64_array_attr(ctx, &i64s(&c.window_strides)),
            ),
        ],
    )
}

/// `chlo.top_k` over the last axis, the axis swapped there and back with transposes, as JAX's
/// `_top_k_lower`.
pub fn top_k<'c, 'a>(
    em: &Emitter<'c, 'a>,
    t: &TopK,
    x: Value<'c, 'a>,
    aval: &Aval,
    outs: &[Aval],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let ctx = em.context;
    let rank = aval.rank();
    let perm: Option<Vec<usize>> = (t.axis + 1 != rank).then(|| {
        let mut p: Vec<usize> = (0..rank).collect();
        p.swap(t.axis, rank - 1);
        p
    });
    let permuted = |a: &Aval, p: &[usize]| {
        Aval::new(a.dtype, p.iter().map(|&i| a.dims()[i]).collect::<Vec<_>>())
    };
    let perm_attr = |p: &[usize]| {
        let v: Vec<i64> = p.iter().map(|&i| i as i64).collect();
        i64_array_attr(ctx, &v)
    };
    let mut operand = x;
    let mut result_avals = outs.to_vec();
    if let Some(p) = &perm {
        operand = em.one(
            "stablehlo.transpose",
            &[x],
            em.ty(&permuted(aval, p))?,
            &[("permutation", perm_attr(p))],
        )?;
        result_avals = outs.iter().map(|o| permuted(o, p)).collect();
    }
    let types = result_avals
        .iter()
        .map(|o| em.ty(o))
        .collect::<Result<Vec<_>, _>>()?;
    let mut attrs = vec![("k", i64_attr(ctx, t.k as i64))];
    if !t.is_stable {
        attrs.push(("is_stable", bool_attr(ctx, false)));
    }
    let op = em.op("chlo.top_k", &[operand], &types, &attrs, vec![])?;
    let mut results = Vec::with_capacity(2);
    for (i, out) in outs.iter().enumerate().take(2) {
        let r: Value = op
            .result(i)
            .map(Into::into)
            .map_err(|e| lower_error("reading top_k's results", e))?;
        results.push(match &perm {
            Some(p) => em.one(
                "stablehlo.transpose",
                &[r],
                em.ty(out)?,
                &[("permutation", perm_attr(p))],
            )?,
            None => r,
        });
    }
    Ok(results)
}

/// `stablehlo.reduce` (`window: None`) or `stablehlo.reduce_window` of `n` operands and `n`
/// inits (`xs`), whose region `fill` lowers the user's combiner into (its `2 * n` scalar
/// arguments: the accumulators, then the elements; its `stablehlo.return` included).
pub fn generic_reduce<'c, 'a>(
    em: &Emitter<'c, 'a>,
    xs: &[Value<'c, 'a>],
    avals: &[Aval],
    outs: &[Aval],
    dimensions: &[usize],
    window: Option<&Window>,
    fill: crate::gather_scatter::UpdateRegion<'_, 'c>,
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
    let i64s = |v: &[u64]| -> Vec<i64> { v.iter().map(|&d| d as i64).collect() };
    let (name, attrs) = match window {
        None => {
            let dims: Vec<i64> = dimensions.iter().map(|&d| d as i64).collect();
            (
                "stablehlo.reduce",
                vec![("dimensions", i64_array_attr(ctx, &dims))],
            )
        }
        Some(w) => {
            let padding: Vec<[i64; 2]> = w.padding.iter().map(|&(l, h)| [l, h]).collect();
            (
                "stablehlo.reduce_window",
                vec![
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
                ],
            )
        }
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
/// (`_is_supported_cumred`: cumsum, forward, a non-empty axis, not bool).
pub fn cumulative_uses_chlo_scan(c: &Cumulative, aval: &Aval, platform: &str) -> bool {
    matches!(platform, "cuda" | "rocm")
        && c.op == CumOp::Sum
        && !c.reverse
        && aval.dims().get(c.axis).is_some_and(|&n| n > 0)
        && !aval.dtype.is_bool()
}

/// JAX's `_cumred_chlo_lowering`: `chlo.scan` with the identity as its init (broadcast to the
/// operand's shape without the axis) and `add` as its body.
pub fn cumulative_chlo_scan<'c, 'a>(
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

fn slice_along<'c, 'a>(
    em: &Emitter<'c, 'a>,
    x: Value<'c, 'a>,
    aval: &Aval,
    axis: usize,
    start: u64,
    limit: u64,
) -> Result<(Value<'c, 'a>, Aval), LowerError> {
    let ctx = em.context;
    let starts: Vec<i64> = (0..aval.rank())
        .map(|i| if i == axis { start as i64 } else { 0 })
        .collect();
    let limits: Vec<i64> = (0..aval.rank())
        .map(|i| {
            if i == axis {
                limit as i64
            } else {
                aval.dims()[i] as i64
            }
        })
        .collect();
    let mut dims = aval.dims().to_vec();
    dims[axis] = limit - start;
    let out = Aval::new(aval.dtype, dims);
    let v = em.one(
        "stablehlo.slice",
        &[x],
        em.ty(&out)?,
        &[
            ("start_indices", i64_array_attr(ctx, &starts)),
            ("limit_indices", i64_array_attr(ctx, &limits)),
            ("strides", i64_array_attr(ctx, &vec![1; aval.rank()])),
        ],
    )?;
    Ok((v, out))
}

/// `split` (slices), `stack` (broadcasts and a concatenate tree), `unstack` (slices and
/// reshapes) and `tile` (reshape, broadcast, reshape), as JAX's lowering rules.
pub fn restructure<'c, 'a>(
    em: &Emitter<'c, 'a>,
    r: &Restructure,
    xs: &[Value<'c, 'a>],
    avals: &[Aval],
    outs: &[Aval],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let (x, aval) = (xs[0], &avals[0]);
    match r {
        Restructure::Split { axis, .. } => {
            let mut start = 0;
            let mut values = Vec::with_capacity(outs.len());
            for o in outs {
                let limit = start + o.dims()[*axis];
                values.push(slice_along(em, x, aval, *axis, start, limit)?.0);
                start = limit;
            }
            Ok(values)
        }
        Restructure::Unstack { axis } => {
            let mut values = Vec::with_capacity(outs.len());
            for (i, o) in outs.iter().enumerate() {
                let (s, _) = slice_along(em, x, aval, *axis, i as u64, i as u64 + 1)?;
                values.push(em.one("stablehlo.reshape", &[s], em.ty(o)?, &[])?);
            }
            Ok(values)
        }
        Restructure::Stack { axis } => {
            let mut dims = aval.dims().to_vec();
            dims.insert(*axis, 1);
            let expanded = Aval::new(aval.dtype, dims);
            let bdims: Vec<i64> = (0..=aval.rank())
                .filter(|&i| i != *axis)
                .map(|i| i as i64)
                .collect();
            let mut parts = Vec::with_capacity(xs.len());
            for &v in xs {
                parts.push((em.broadcast(v, &expanded, &bdims)?, expanded.clone()));
            }
            Ok(vec![em.concatenate_tree(&parts, *axis)?.0])
        }
        Restructure::Tile { reps } => {
            let expand: Vec<u64> = aval.dims().iter().flat_map(|&d| [1, d]).collect();
            let reshaped = Aval::new(aval.dtype, expand);
            let v = em.one("stablehlo.reshape", &[x], em.ty(&reshaped)?, &[])?;
            let wide: Vec<u64> = reps
                .iter()
                .zip(aval.dims())
                .flat_map(|(r, &d)| [r.value.max(0) as u64, d])
                .collect();
            let wide = Aval::new(aval.dtype, wide);
            let all: Vec<i64> = (0..2 * aval.rank() as i64).collect();
            let v = em.broadcast(v, &wide, &all)?;
            Ok(vec![em.one(
                "stablehlo.reshape",
                &[v],
                em.ty(&outs[0])?,
                &[],
            )?])
        }
    }
}
