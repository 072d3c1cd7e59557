//! `empty`, `approx_top_k` and `SearchSorted`, lowered as JAX 0.12 lowers them:
//! `_empty_lower` (zeros; `AllocateBuffer` on cuda, rocm and tpu), `_approx_top_k_lowering`
//! (the `ApproxTopK` custom call with its comparator function, `is_fallback` off tpu) and
//! `SearchSorted.expand` (see [`super::searchsorted`]).

use melior::dialect::func;
use melior::ir::attribute::{FloatAttribute, StringAttribute, TypeAttribute};
use melior::ir::operation::OperationLike;
use melior::ir::r#type::FunctionType;
use melior::ir::{Attribute, Block, Identifier, Location, Region, RegionLike, Type};
use minihlo_ir::search::{ApproxTopK, Empty, SearchSorted};
use minihlo_ir::{Aval, DType, Scalar};

use super::select_window::per_platform;
use crate::attrs::{
    array_attr, bool_attr, comparison_direction_attr, dict_attr, i64_attr, string_attr,
    ComparisonDirection,
};
use crate::ctx::{block_arg, EqnCtx, Lowering};
use crate::emit::{scalar_tensor, Emitter};
use crate::error::LowerError;
use crate::op::stablehlo;
use crate::types::element_type;

/// `empty`: JAX's `_empty_lower` (a zero broadcast to the shape), or on cuda, rocm and tpu
/// `_empty_custom_call_lower` (`stablehlo.custom_call @AllocateBuffer()`).
pub(super) fn empty_rule<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, e: &Empty) -> Lowering<'c, 'a> {
    cx.arity(0)?;
    let aval = e.aval();
    // `_empty_custom_call_lower` is registered for tpu and gpu (cuda, rocm).
    per_platform(
        cx,
        |p| matches!(p, "cuda" | "rocm" | "tpu").then_some(true),
        false,
        |em, _, allocate| {
            if allocate {
                let op = em.op(
                    stablehlo::CUSTOM_CALL,
                    &[],
                    &[em.ty(&aval)?],
                    &[
                        (
                            "call_target_name",
                            string_attr(em.context, "AllocateBuffer"),
                        ),
                        ("has_side_effect", bool_attr(em.context, false)),
                    ],
                    vec![],
                )?;
                Ok(op.results().map(Into::into).collect())
            } else {
                let zero = if aval.dtype.is_bool() {
                    Scalar::Bool(false)
                } else {
                    Scalar::Int(0)
                };
                Ok(vec![em.full_like(zero, &aval)?])
            }
        },
    )
}

/// `_comparator_builder_mlir`: a public function at the start of the module,
/// `top_k_{gt,lt}_<type>_comparator(x, y, i, j) -> x > y` (or `<`), with no compare type.
fn approx_top_k_comparator(
    cx: &mut EqnCtx<'_, '_, '_, '_>,
    dtype: DType,
    is_max_k: bool,
) -> Result<String, LowerError> {
    let ctx = cx.em.context;
    let elem = element_type(ctx, dtype).to_string();
    let base = format!(
        "top_k_{}_{elem}_comparator",
        if is_max_k { "gt" } else { "lt" }
    );
    let name = cx.state.funcs.insert_symbol(&base);
    let location = Location::unknown(ctx);
    let scalar = scalar_tensor(ctx, dtype);
    let index = scalar_tensor(ctx, DType::I32);
    let args: [Type; 4] = [scalar, scalar, index, index];
    let block = Block::new(&args.iter().map(|t| (*t, location)).collect::<Vec<_>>());
    let bool_ty = scalar_tensor(ctx, DType::Bool);
    {
        let em = Emitter::new(ctx, &block);
        let x = block_arg(&block, 0)?;
        let y = block_arg(&block, 1)?;
        let dir = if is_max_k {
            ComparisonDirection::Gt
        } else {
            ComparisonDirection::Lt
        };
        let c = em.one(
            stablehlo::COMPARE,
            &[x, y],
            bool_ty,
            &[("comparison_direction", comparison_direction_attr(ctx, dir))],
        )?;
        em.op(stablehlo::RETURN, &[c], &[], &[], vec![])?;
    }
    let region = Region::new();
    region.append_block(block);
    let function_type = FunctionType::new(ctx, &args, &[bool_ty]);
    let f = func::func(
        ctx,
        StringAttribute::new(ctx, &name),
        TypeAttribute::new(function_type.into()),
        region,
        &[],
        location,
    );
    cx.state.funcs.prepend(f);
    Ok(name)
}

/// `approx_top_k`: JAX's `_approx_top_k_lowering`, with `fallback=True` off tpu.
pub(super) fn approx_top_k_rule<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    t: &ApproxTopK,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let x = cx.xs[0];
    let aval = cx.avals[0].clone();
    let outs = cx.outs.to_vec();
    let axis = t
        .axis(aval.rank())
        .ok_or_else(|| cx.unsupported("reduction_dimension out of range"))?;
    let recall = t
        .recall()
        .ok_or_else(|| cx.unsupported("recall_target is not a number"))?;
    // JAX's rule for tpu has no fallback; the default (every other platform) has. Each kept
    // rule, run in order, builds its comparator.
    let tpu = |p: &str| (p == "tpu").then_some(false);
    let platforms: Vec<String> = cx.platform_names();
    let names: Vec<&str> = platforms.iter().map(String::as_str).collect();
    let (kept, _) = super::select_window::kept_rules(&names, tpu, true);
    let mut comparators = Vec::new();
    for _ in &kept {
        comparators.push(approx_top_k_comparator(cx, aval.dtype, t.is_max_k)?);
    }
    per_platform(cx, tpu, true, |em, rule, fallback| {
        let ctx = em.context;
        let comparator = comparators.get(rule).cloned().unwrap_or_default();
        let iota_aval = Aval::new(DType::I32, aval.dims().to_vec());
        let iota = em.one(
            stablehlo::IOTA,
            &[],
            em.ty(&iota_aval)?,
            &[("iota_dimension", i64_attr(ctx, axis as i64))],
        )?;
        let init_arg = em.constant(DType::I32, Scalar::Int(-1))?;
        let init = em.constant(
            aval.dtype,
            Scalar::Float(if t.is_max_k {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }),
        )?;
        let f32t = element_type(ctx, DType::F32);
        let mut config: Vec<(&str, Attribute)> = vec![
            ("aggregate_to_topk", bool_attr(ctx, t.aggregate_to_topk)),
            (
                "recall_target",
                FloatAttribute::new(ctx, f32t, recall).into(),
            ),
            ("reduction_dim", i64_attr(ctx, axis as i64)),
            (
                "reduction_input_size_override",
                i64_attr(ctx, t.reduction_input_size_override),
            ),
            ("top_k", i64_attr(ctx, t.k as i64)),
        ];
        if fallback {
            config.insert(1, ("is_fallback", bool_attr(ctx, true)));
        }
        let callee: Attribute =
            melior::ir::attribute::FlatSymbolRefAttribute::new(ctx, &comparator).into();
        let types = outs
            .iter()
            .map(|o| em.ty(o))
            .collect::<Result<Vec<_>, _>>()?;
        let op = em.op(
            stablehlo::CUSTOM_CALL,
            &[x, iota, init, init_arg],
            &types,
            &[
                ("call_target_name", string_attr(ctx, "ApproxTopK")),
                ("backend_config", string_attr(ctx, "")),
                ("called_computations", array_attr(ctx, &[callee])),
                ("mhlo.backend_config", dict_attr(ctx, &config)),
            ],
            vec![],
        )?;
        Ok(op.results().map(Into::into).collect())
    })
}

/// `SearchSorted`: see [`super::searchsorted`].
pub(super) fn search_sorted_rule<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    s: &SearchSorted,
) -> Lowering<'c, 'a> {
    let _ = s;
    let _ = Identifier::new(cx.em.context, "unused");
    Err(cx.unsupported("not lowered yet"))
}
