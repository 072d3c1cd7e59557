//! `dot_general`, with its `precision` (JAX's default, DEFAULT, on both operands when `None`).

use minihlo_ir::DotDims;

use super::common::i64s;
use crate::attrs::{array_attr, dot_dimension_numbers_attr, opaque_attr, DotDimensionNumbers};
use crate::ctx::{EqnCtx, Lowering};

pub(super) fn dot_general<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    d: &DotDims,
) -> Lowering<'c, 'a> {
    cx.arity(2)?;
    let out = cx.one_out()?;
    let em = cx.em;
    let ctx = em.context;
    let dims = DotDimensionNumbers {
        lhs_batching_dimensions: i64s(&d.lhs_batch),
        rhs_batching_dimensions: i64s(&d.rhs_batch),
        lhs_contracting_dimensions: i64s(&d.lhs_contracting),
        rhs_contracting_dimensions: i64s(&d.rhs_contracting),
    };
    let (pa, pb) = d.precision.unwrap_or_default();
    let precision = |p: minihlo_ir::convolution::Precision| {
        opaque_attr(ctx, "stablehlo", &format!("precision {}", p.member()))
    };
    Ok(vec![em.one(
        "stablehlo.dot_general",
        cx.xs,
        em.ty(out)?,
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
}
