//! `select_and_scatter_add` and `select_and_gather_add` (the autodiff of max and min pooling),
//! lowered as JAX 0.12 lowers them (`jax/_src/lax/windowed_reductions.py`): the first through
//! `_select_and_scatter_add_impl` (on cpu, cuda and rocm with `expand_padding`: the operand padded
//! with the selection's identity, a `stablehlo.select_and_scatter` without padding, a slice back;
//! elsewhere the padding on the op itself), the second through `_select_and_gather_add_lowering`
//! (a two-operand `stablehlo.reduce_window` carrying the tangent of the selected element).
//! Also [`per_platform`], JAX's `lower_per_platform` for rules whose lowering depends on the
//! platform.

use melior::ir::operation::OperationLike;
use melior::ir::{Block, Region, RegionLike, Type, Value};
use minihlo_ir::select_window::{SelectPrim, SelectWindow, SelectWindowKind};
use minihlo_ir::{Aval, DType, Scalar};

use super::windows::{i64_matrix_attr, window_attrs};
use crate::attrs::{i64_array_attr, ComparisonDirection};
use crate::ctx::{block_arg, EqnCtx, Lowering};
use crate::emit::{first_result, scalar_tensor, Emitter};
use crate::error::LowerError;
use crate::op::stablehlo;
use crate::types::tensor_type;

fn lower_error(stage: &str, e: impl ToString) -> LowerError {
    LowerError::Mlir {
        stage: stage.into(),
        diagnostics: vec![e.to_string()],
    }
}

/// The rules JAX's `lower_per_platform` keeps for `platforms`: one per platform with a
/// platform-specific rule (`specific`), in the platforms' order, then the default rule once for
/// all the others (`default`). Returns the kept rules and each platform's rule index.
pub(super) fn kept_rules<K: Copy>(
    platforms: &[&str],
    specific: impl Fn(&str) -> Option<K>,
    default: K,
) -> (Vec<K>, Vec<usize>) {
    let mut kept = Vec::new();
    let mut index = vec![usize::MAX; platforms.len()];
    for (i, p) in platforms.iter().enumerate() {
        if let Some(k) = specific(p) {
            index[i] = kept.len();
            kept.push(k);
        }
    }
    if index.contains(&usize::MAX) {
        let d = kept.len();
        kept.push(default);
        for i in index.iter_mut().filter(|i| **i == usize::MAX) {
            *i = d;
        }
    }
    (kept, index)
}

/// JAX's `lower_per_platform`: the rules [`kept_rules`] keeps; one is emitted inline, several
/// as a `stablehlo.case` on the rule index of the platform (a first `case` maps the platform
/// index to it). `emit(em, i, rule)` emits kept rule `i`.
pub(super) fn per_platform<'c, 'a, K: Copy>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    specific: impl Fn(&str) -> Option<K>,
    default: K,
    mut emit: impl for<'b> FnMut(&Emitter<'c, 'b>, usize, K) -> Result<Vec<Value<'c, 'b>>, LowerError>,
) -> Lowering<'c, 'a> {
    let platforms: Vec<&str> = cx.state.opts.platforms.iter().map(|p| p.as_str()).collect();
    let (kept, branch_of) = kept_rules(&platforms, specific, default);
    let em = cx.em;
    match (kept.as_slice(), cx.platform_index) {
        ([], _) => Err(cx.unsupported("no lowering platform")),
        ([k], _) => emit(em, 0, *k),
        (_, None) => {
            Err(cx.unsupported("lowering for several platforms needs the platform index here"))
        }
        (_, Some(pi)) => {
            let ctx = em.context;
            let i32_scalar = tensor_type(ctx, &Aval::scalar(DType::I32))?;
            let pi = if melior::ir::ValueLike::r#type(&pi) == i32_scalar {
                pi
            } else {
                em.one(stablehlo::CONVERT, &[pi], i32_scalar, &[])?
            };
            let types: Vec<Type<'c>> =
                cx.outs.iter().map(|o| em.ty(o)).collect::<Result<_, _>>()?;
            let branch = crate::multi_platform::platform_branch_index(em, pi, &branch_of)?;
            let case =
                crate::multi_platform::build_case(em, branch, &types, kept.len(), |b, inner| {
                    let rs = emit(inner, b, kept[b])?;
                    crate::multi_platform::stablehlo_return(inner, &rs)
                })?;
            Ok(case.results().map(Into::into).collect())
        }
    }
}

/// The identity of the selection: `-inf` (or the dtype's minimum) for `ge`, `inf` (or the
/// maximum) for `le` (`lax._get_max_identity` / `_get_min_identity`).
fn select_identity(prim: SelectPrim, dtype: DType) -> Scalar {
    let max = prim == SelectPrim::Ge;
    if dtype.is_float() {
        return Scalar::Float(if max {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        });
    }
    if dtype.is_bool() {
        return Scalar::Bool(!max);
    }
    let bits = dtype.bits();
    let (lo, hi) = if dtype.is_signed_int() {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    Scalar::Int(if max { lo } else { hi })
}

fn direction(prim: SelectPrim) -> ComparisonDirection {
    match prim {
        SelectPrim::Ge => ComparisonDirection::Ge,
        SelectPrim::Le => ComparisonDirection::Le,
    }
}

/// A region of one block over two scalars of `dtype`, filled by `fill` (which appends its
/// `stablehlo.return`).
fn scalar_region<'c>(
    em: &Emitter<'c, '_>,
    dtype: DType,
    n_args: usize,
    fill: impl FnOnce(&Emitter<'c, '_>, &[Value<'c, '_>]) -> Result<(), LowerError>,
) -> Result<Region<'c>, LowerError> {
    let elem = scalar_tensor(em.context, dtype);
    let args: Vec<_> = (0..n_args).map(|_| (elem, em.location)).collect();
    let body = Block::new(&args);
    {
        let inner = Emitter::new(em.context, &body);
        let vals = (0..n_args)
            .map(|i| block_arg(&body, i))
            .collect::<Result<Vec<_>, _>>()?;
        fill(&inner, &vals)?;
    }
    let region = Region::new();
    region.append_block(body);
    Ok(region)
}

/// `stablehlo.select_and_scatter(operand, source, init)` whose select region compares with
/// `select_prim` and whose scatter region adds (`or` for bool); `out` is the operand's type.
fn select_and_scatter<'c, 'b>(
    em: &Emitter<'c, 'b>,
    s: &SelectWindow,
    operands: &[Value<'c, '_>],
    out: &Aval,
    padding: &[[i64; 2]],
) -> Result<Value<'c, 'b>, LowerError> {
    let ctx = em.context;
    let dtype = out.dtype;
    let w = &s.window;
    let scalar = Aval::scalar(dtype);
    let select = scalar_region(em, dtype, 2, |inner, a| {
        let c = inner.compare(a[0], a[1], direction(s.select_prim), &scalar)?;
        inner.op(stablehlo::RETURN, &[c], &[], &[], vec![])?;
        Ok(())
    })?;
    let scatter = scalar_region(em, dtype, 2, |inner, a| {
        let name = if dtype.is_bool() {
            stablehlo::OR
        } else {
            stablehlo::ADD
        };
        let r = inner.binary(name, a[0], a[1], &scalar)?;
        inner.op(stablehlo::RETURN, &[r], &[], &[], vec![])?;
        Ok(())
    })?;
    let i64s = |v: &[u64]| -> Vec<i64> { v.iter().map(|&d| d as i64).collect() };
    let op = em.op(
        stablehlo::SELECT_AND_SCATTER,
        operands,
        &[em.ty(out)?],
        &[
            ("padding", i64_matrix_attr(em, padding)?),
            (
                "window_dimensions",
                i64_array_attr(ctx, &i64s(&w.window_dimensions)),
            ),
            (
                "window_strides",
                i64_array_attr(ctx, &i64s(&w.window_strides)),
            ),
        ],
        vec![select, scatter],
    )?;
    first_result(op, stablehlo::SELECT_AND_SCATTER)
}

/// `_select_and_scatter_add_impl`: `expand` is its `expand_padding` (cpu, cuda, rocm).
fn select_and_scatter_add<'c, 'b>(
    em: &Emitter<'c, 'b>,
    s: &SelectWindow,
    source: Value<'c, '_>,
    operand: Value<'c, '_>,
    operand_aval: &Aval,
    expand: bool,
) -> Result<Value<'c, 'b>, LowerError> {
    let ctx = em.context;
    let dtype = operand_aval.dtype;
    let w = &s.window;
    let rank = operand_aval.rank();
    let mut padded = None;
    let (padded_aval, padding) = if expand {
        let identity = em.constant(dtype, select_identity(s.select_prim, dtype))?;
        let dims: Vec<u64> = operand_aval
            .dims()
            .iter()
            .zip(&w.padding)
            .map(|(&d, &(l, h))| (d as i64 + l + h).max(0) as u64)
            .collect();
        let padded_aval = Aval::new(dtype, dims);
        let lows: Vec<i64> = w.padding.iter().map(|p| p.0).collect();
        let highs: Vec<i64> = w.padding.iter().map(|p| p.1).collect();
        padded = Some(em.one(
            stablehlo::PAD,
            &[operand, identity],
            em.ty(&padded_aval)?,
            &[
                ("edge_padding_low", i64_array_attr(ctx, &lows)),
                ("edge_padding_high", i64_array_attr(ctx, &highs)),
                ("interior_padding", i64_array_attr(ctx, &vec![0; rank])),
            ],
        )?);
        (padded_aval, vec![[0i64, 0]; rank])
    } else {
        let padding: Vec<[i64; 2]> = w.padding.iter().map(|&(l, h)| [l, h]).collect();
        (operand_aval.clone(), padding)
    };
    let zero = em.constant(
        dtype,
        if dtype.is_bool() {
            Scalar::Bool(false)
        } else {
            Scalar::Int(0)
        },
    )?;
    let out = match padded {
        Some(p) => select_and_scatter(em, s, &[p, source, zero], &padded_aval, &padding)?,
        None => select_and_scatter(em, s, &[operand, source, zero], &padded_aval, &padding)?,
    };
    if !expand {
        return Ok(out);
    }
    let starts: Vec<i64> = w.padding.iter().map(|p| p.0).collect();
    let limits: Vec<i64> = w
        .padding
        .iter()
        .zip(operand_aval.dims())
        .map(|(p, &d)| p.0 + d as i64)
        .collect();
    em.one(
        stablehlo::SLICE,
        &[out],
        em.ty(operand_aval)?,
        &[
            ("start_indices", i64_array_attr(ctx, &starts)),
            ("limit_indices", i64_array_attr(ctx, &limits)),
            ("strides", i64_array_attr(ctx, &vec![1; rank])),
        ],
    )
}

/// `_select_and_gather_add_lowering`: `reduce_window((operand, tangents), (init, 0), reducer)`
/// whose reducer keeps the pair whose key `select_prim` selects.
fn select_and_gather_add<'c, 'b>(
    em: &Emitter<'c, 'b>,
    s: &SelectWindow,
    tangents: Value<'c, '_>,
    operand: Value<'c, '_>,
    operand_aval: &Aval,
    out: &Aval,
) -> Result<Value<'c, 'b>, LowerError> {
    let dtype = operand_aval.dtype;
    if !dtype.is_float() {
        return Err(LowerError::Unsupported {
            primitive: "select_and_gather_add".into(),
            reason: format!(
                "cannot convert float infinity to integer (JAX's init value for a {} operand)",
                dtype.numpy_name()
            ),
        });
    }
    let init = em.constant(dtype, select_identity(s.select_prim, dtype))?;
    let zero = em.constant(dtype, Scalar::Int(0))?;
    let scalar = Aval::scalar(dtype);
    let body = scalar_region(em, dtype, 4, |inner, a| {
        let which = inner.compare(a[0], a[2], direction(s.select_prim), &scalar)?;
        let k = inner.select(which, a[0], a[2], &scalar)?;
        let v = inner.select(which, a[1], a[3], &scalar)?;
        inner.op(stablehlo::RETURN, &[k, v], &[], &[], vec![])?;
        Ok(())
    })?;
    let ty = em.ty(out)?;
    let op = em.op(
        stablehlo::REDUCE_WINDOW,
        &[operand, tangents, init, zero],
        &[ty, ty],
        &window_attrs(em, &s.window)?,
        vec![body],
    )?;
    op.result(1)
        .map(Into::into)
        .map_err(|e| lower_error("reading stablehlo.reduce_window's results", e))
}

pub(super) fn select_window_rule<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    s: &SelectWindow,
) -> Lowering<'c, 'a> {
    cx.arity(2)?;
    let (a, operand) = (cx.xs[0], cx.xs[1]);
    let operand_aval = cx.avals[1].clone();
    let out = cx.one_out()?.clone();
    match s.kind {
        // `expand_padding`: JAX's rules for cpu and for gpu (cuda, rocm); the default elsewhere.
        SelectWindowKind::ScatterAdd => per_platform(
            cx,
            |p| matches!(p, "cpu" | "cuda" | "rocm").then_some(true),
            false,
            |em, _, expand| {
                Ok(vec![select_and_scatter_add(
                    em,
                    s,
                    a,
                    operand,
                    &operand_aval,
                    expand,
                )?])
            },
        ),
        SelectWindowKind::GatherAdd => Ok(vec![select_and_gather_add(
            cx.em,
            s,
            a,
            operand,
            &operand_aval,
            &out,
        )?]),
    }
}
