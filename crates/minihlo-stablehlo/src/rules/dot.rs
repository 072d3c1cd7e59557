//! `dot_general`, with its `precision` (JAX's default, DEFAULT, on both operands when `None`),
//! as `_dot_general_lower`: operands of different dtypes are converted to the result's first
//! (on cpu and GPUs always; on tpu unless both are floats or integers). JAX registers the rule
//! again for cpu and for tpu, so a module for several platforms dispatches on the platform
//! index ([`EqnCtx::per_platform`]) even where the branches agree.

use minihlo_ir::{DType, DotDims};

use super::common::i64s;
use crate::attrs::{array_attr, dot_dimension_numbers_attr, opaque_attr, DotDimensionNumbers};
use crate::ctx::{EqnCtx, Lowering};
use crate::op::stablehlo;

pub(super) fn dot_general<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    d: &DotDims,
) -> Lowering<'c, 'a> {
    cx.arity(2)?;
    let out = cx.one_out()?.clone();
    let (lhs, rhs) = (cx.xs[0], cx.xs[1]);
    let (lhs_dtype, rhs_dtype) = (cx.avals[0].dtype, cx.avals[1].dtype);
    let dims = DotDimensionNumbers {
        lhs_batching_dimensions: i64s(&d.lhs_batch),
        rhs_batching_dimensions: i64s(&d.rhs_batch),
        lhs_contracting_dimensions: i64s(&d.lhs_contracting),
        rhs_contracting_dimensions: i64s(&d.rhs_contracting),
    };
    let (pa, pb) = d.precision.unwrap_or_default();
    cx.per_platform(
        |p| p == "cpu" || p == "tpu",
        |em, rule| {
            let ctx = em.context;
            let handled = |t: DType| t.is_float() || t.is_int();
            let convert = lhs_dtype != rhs_dtype
                && (rule != Some("tpu") || !(handled(lhs_dtype) && handled(rhs_dtype)));
            let (l, r) = if convert {
                let to = |v, shape: &minihlo_ir::Aval| {
                    let ty = em.ty(&minihlo_ir::Aval::new(out.dtype, shape.dims().to_vec()))?;
                    em.one(stablehlo::CONVERT, &[v], ty, &[])
                };
                (to(lhs, &cx.avals[0])?, to(rhs, &cx.avals[1])?)
            } else {
                (lhs, rhs)
            };
            let precision = |p: minihlo_ir::convolution::Precision| {
                opaque_attr(ctx, "stablehlo", &format!("precision {}", p.member()))
            };
            Ok(vec![em.one(
                stablehlo::DOT_GENERAL,
                &[l, r],
                em.ty(&out)?,
                &[
                    (
                        "dot_dimension_numbers",
                        dot_dimension_numbers_attr(ctx, &dims),
                    ),
                    (
                        "precision_config",
                        array_attr(ctx, &[precision(pa), precision(pb)]),
                    ),
                ],
            )?])
        },
    )
}
