//! `pad`, `rev`, `sort`, `top_k`, `conv_general_dilated` and `split`/`stack`/`unstack`/`tile`,
//! lowered as JAX 0.12 lowers them for cpu, cuda and rocm (`jax/_src/lax/lax.py` `_pad_lower`,
//! `_rev_lower`, `_sort_lower` with `_sort_lt_comparator`, `_top_k_lower`, ...;
//! `lax/convolution.py` `_conv_general_dilated_lower`).

use melior::ir::block::BlockLike;
use melior::ir::{Attribute, Block, Region, RegionLike, Value};
use minihlo_ir::convolution::{Conv, Precision};
use minihlo_ir::structural::{Pad, Restructure, Sort, TopK};
use minihlo_ir::{Aval, DType, Scalar};

use super::windows::i64_matrix_attr;
use crate::attrs::{bool_attr, i64_array_attr, i64_attr, ComparisonDirection, ComparisonType};
use crate::ctx::{EqnCtx, Lowering};
use crate::emit::{comparison_type, scalar_tensor, Emitter};
use crate::error::LowerError;
use crate::op::chlo;
use crate::op::stablehlo;

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
fn pad<'c, 'a>(
    em: &Emitter<'c, 'a>,
    p: &Pad,
    operand: Value<'c, 'a>,
    value: Value<'c, 'a>,
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let part = |k: usize| -> Vec<i64> { p.padding_config.iter().map(|c| c[k].value).collect() };
    em.one(
        stablehlo::PAD,
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
fn rev<'c, 'a>(
    em: &Emitter<'c, 'a>,
    dimensions: &[usize],
    operand: Value<'c, 'a>,
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let dims: Vec<i64> = dimensions.iter().map(|&d| d as i64).collect();
    em.one(
        stablehlo::REVERSE,
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
fn sort<'c, 'a>(
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
            if a.dtype.is_complex() {
                // JAX: two keys, the canonical real and imaginary parts (x's, then y's).
                let part = Aval::scalar(a.dtype.real_part());
                let ty = inner.ty(&part)?;
                let mut parts = Vec::with_capacity(4);
                for v in [x, y] {
                    for name in [stablehlo::REAL, stablehlo::IMAG] {
                        let p = inner.one(name, &[v], ty, &[])?;
                        parts.push(canonical_float(&inner, p, &part)?);
                    }
                }
                keys.push((parts[0], parts[2], part.clone()));
                keys.push((parts[1], parts[3], part));
                continue;
            }
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
                    let and = inner.binary(stablehlo::AND, eq, prev, &b)?;
                    inner.binary(stablehlo::OR, lt, and, &b)?
                }
            });
        }
        let p = p.ok_or_else(|| LowerError::Unsupported {
            primitive: "sort".into(),
            reason: "num_keys must be at least 1".into(),
        })?;
        inner.op(stablehlo::RETURN, &[p], &[], &[], vec![])?;
    }
    let region = Region::new();
    region.append_block(body);
    let types = outs
        .iter()
        .map(|o| em.ty(o))
        .collect::<Result<Vec<_>, _>>()?;
    let op = em.op(
        stablehlo::SORT,
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

/// `stablehlo.convolution` as JAX's `_conv_general_dilated_lower` builds it (cpu, cuda and rocm
/// alike for real types).
fn convolution<'c, 'a>(
    em: &Emitter<'c, 'a>,
    c: &Conv,
    lhs: Value<'c, '_>,
    rhs: Value<'c, '_>,
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
        stablehlo::CONVOLUTION,
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
fn top_k<'c, 'a>(
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
            stablehlo::TRANSPOSE,
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
    let op = em.op(chlo::TOP_K, &[operand], &types, &attrs, vec![])?;
    let mut results = Vec::with_capacity(2);
    for (i, out) in outs.iter().enumerate().take(2) {
        let r: Value = op
            .result(i)
            .map(Into::into)
            .map_err(|e| lower_error("reading top_k's results", e))?;
        results.push(match &perm {
            Some(p) => em.one(
                stablehlo::TRANSPOSE,
                &[r],
                em.ty(out)?,
                &[("permutation", perm_attr(p))],
            )?,
            None => r,
        });
    }
    Ok(results)
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
        stablehlo::SLICE,
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
fn restructure<'c, 'a>(
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
                values.push(em.one(stablehlo::RESHAPE, &[s], em.ty(o)?, &[])?);
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
            let v = em.one(stablehlo::RESHAPE, &[x], em.ty(&reshaped)?, &[])?;
            let wide: Vec<u64> = reps
                .iter()
                .zip(aval.dims())
                .flat_map(|(r, &d)| [r.value.max(0) as u64, d])
                .collect();
            let wide = Aval::new(aval.dtype, wide);
            let all: Vec<i64> = (0..2 * aval.rank() as i64).collect();
            let v = em.broadcast(v, &wide, &all)?;
            Ok(vec![em.one(
                stablehlo::RESHAPE,
                &[v],
                em.ty(&outs[0])?,
                &[],
            )?])
        }
    }
}

pub(super) fn pad_rule<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, p: &Pad) -> Lowering<'c, 'a> {
    cx.arity(2)?;
    Ok(vec![pad(cx.em, p, cx.xs[0], cx.xs[1], cx.one_out()?)?])
}

pub(super) fn rev_rule<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    dimensions: &[usize],
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    Ok(vec![rev(cx.em, dimensions, cx.xs[0], cx.one_out()?)?])
}

pub(super) fn sort_rule<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, s: &Sort) -> Lowering<'c, 'a> {
    sort(cx.em, s, cx.xs, cx.avals, cx.outs)
}

pub(super) fn top_k_rule<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, t: &TopK) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    top_k(cx.em, t, cx.xs[0], &cx.avals[0], cx.outs)
}

/// `conv_general_dilated`: JAX's default rule, registered again for cpu and GPUs with
/// `expand_complex_convolutions=True` (so a module for several platforms dispatches on the
/// platform index, even where the branches agree).
pub(super) fn conv_rule<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, c: &Conv) -> Lowering<'c, 'a> {
    cx.arity(2)?;
    let out = cx.one_out()?.clone();
    let (lhs, rhs) = (cx.xs[0], cx.xs[1]);
    let (la, ra) = (cx.avals[0].clone(), cx.avals[1].clone());
    cx.per_platform(
        |p| matches!(p, "cpu" | "cuda" | "rocm" | "oneapi"),
        |em, rule| {
            if rule.is_some() && out.dtype.is_complex() {
                complex_convolution(em, c, [lhs, rhs], [&la, &ra], &out)
            } else {
                Ok(vec![convolution(em, c, lhs, rhs, &out)?])
            }
        },
    )
}

/// `_complex_mul` of `_conv_general_dilated_lower` (cpu and GPUs): a complex convolution as three
/// real ones (Gauss's trick), `k1 = conv(re x + im x, re y)`, `k2 = conv(re x, im y - re y)`,
/// `k3 = conv(im x, re y + im y)`, the result `complex(k1 - k3, k1 + k2)`.
fn complex_convolution<'c, 'b>(
    em: &Emitter<'c, 'b>,
    c: &Conv,
    [x, y]: [Value<'c, '_>; 2],
    [xa, ya]: [&Aval; 2],
    out: &Aval,
) -> Result<Vec<Value<'c, 'b>>, LowerError> {
    let part = |a: &Aval| Aval::new(a.dtype.real_part(), a.dims().to_vec());
    let (xp, yp, op) = (part(xa), part(ya), part(out));
    let x_re = em.one(stablehlo::REAL, &[x], em.ty(&xp)?, &[])?;
    let x_im = em.one(stablehlo::IMAG, &[x], em.ty(&xp)?, &[])?;
    let y_re = em.one(stablehlo::REAL, &[y], em.ty(&yp)?, &[])?;
    let y_im = em.one(stablehlo::IMAG, &[y], em.ty(&yp)?, &[])?;
    let s = em.binary(stablehlo::ADD, x_re, x_im, &xp)?;
    let k1 = convolution(em, c, s, y_re, &op)?;
    let d = em.binary(stablehlo::SUBTRACT, y_im, y_re, &yp)?;
    let k2 = convolution(em, c, x_re, d, &op)?;
    let s = em.binary(stablehlo::ADD, y_re, y_im, &yp)?;
    let k3 = convolution(em, c, x_im, s, &op)?;
    let re = em.binary(stablehlo::SUBTRACT, k1, k3, &op)?;
    let im = em.binary(stablehlo::ADD, k1, k2, &op)?;
    Ok(vec![em.one(
        stablehlo::COMPLEX,
        &[re, im],
        em.ty(out)?,
        &[],
    )?])
}

pub(super) fn restructure_rule<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    r: &Restructure,
) -> Lowering<'c, 'a> {
    if cx.xs.is_empty() {
        return Err(cx.unsupported("needs an operand"));
    }
    restructure(cx.em, r, cx.xs, cx.avals, cx.outs)
}
