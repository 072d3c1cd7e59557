//! Indexing primitives: `slice`, `dynamic_slice` and `dynamic_update_slice`.

use super::common::u64s;
use crate::attrs::i64_array_attr;
use crate::ctx::{EqnCtx, Lowering};
use crate::op::stablehlo;

pub(super) fn slice<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    start_indices: &[u64],
    limit_indices: &[u64],
    strides: Option<&[u64]>,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?;
    let em = cx.em;
    let ctx = em.context;
    let strides = strides
        .map(<[u64]>::to_vec)
        .unwrap_or_else(|| vec![1; start_indices.len()]);
    Ok(vec![em.one(
        stablehlo::SLICE,
        &[cx.xs[0]],
        em.ty(out)?,
        &[
            ("start_indices", i64_array_attr(ctx, &u64s(start_indices))),
            ("limit_indices", i64_array_attr(ctx, &u64s(limit_indices))),
            ("strides", i64_array_attr(ctx, &u64s(&strides))),
        ],
    )?])
}

pub(super) fn dynamic_slice<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    slice_sizes: &[u64],
) -> Lowering<'c, 'a> {
    let out = cx.one_out()?;
    let em = cx.em;
    Ok(vec![em.one(
        stablehlo::DYNAMIC_SLICE,
        cx.xs,
        em.ty(out)?,
        &[(
            "slice_sizes",
            i64_array_attr(em.context, &u64s(slice_sizes)),
        )],
    )?])
}

pub(super) fn dynamic_update_slice<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    let out = cx.one_out()?;
    Ok(vec![cx.em.one(
        stablehlo::DYNAMIC_UPDATE_SLICE,
        cx.xs,
        cx.em.ty(out)?,
        &[],
    )?])
}
