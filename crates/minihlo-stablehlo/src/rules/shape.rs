//! Shape primitives: `broadcast_in_dim`, `reshape` (and `squeeze`, `expand_dims`, which lower to
//! it), `transpose`, `iota` and `concatenate`.

use melior::ir::Value;
use minihlo_ir::Aval;

use super::common::i64s;
use crate::attrs::{i64_array_attr, i64_attr};
use crate::ctx::{EqnCtx, Lowering};
use crate::op::stablehlo;

pub(super) fn broadcast_in_dim<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    broadcast_dimensions: &[usize],
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?;
    Ok(vec![cx.em.broadcast(
        cx.xs[0],
        out,
        &i64s(broadcast_dimensions),
    )?])
}

/// `reshape`, `squeeze` and `expand_dims`; a `reshape` with `dimensions` transposes first, as
/// JAX's `_reshape_lower` does.
pub(super) fn reshape<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    dimensions: Option<&[usize]>,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?;
    let mut x = cx.xs[0];
    if let Some(perm) = dimensions {
        let a = &cx.avals[0];
        let shape: Vec<u64> = perm.iter().map(|&p| a.dims()[p]).collect();
        let t = Aval::new(a.dtype, shape);
        x = cx.em.one(
            stablehlo::TRANSPOSE,
            &[x],
            cx.em.ty(&t)?,
            &[("permutation", i64_array_attr(cx.em.context, &i64s(perm)))],
        )?;
    }
    Ok(vec![cx.em.one(
        stablehlo::RESHAPE,
        &[x],
        cx.em.ty(out)?,
        &[],
    )?])
}

pub(super) fn transpose<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    permutation: &[usize],
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?;
    let em = cx.em;
    Ok(vec![em.one(
        stablehlo::TRANSPOSE,
        &[cx.xs[0]],
        em.ty(out)?,
        &[(
            "permutation",
            i64_array_attr(em.context, &i64s(permutation)),
        )],
    )?])
}

pub(super) fn iota<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, dimension: usize) -> Lowering<'c, 'a> {
    cx.arity(0)?;
    let out = cx.one_out()?;
    let em = cx.em;
    Ok(vec![em.one(
        stablehlo::IOTA,
        &[],
        em.ty(out)?,
        &[("iota_dimension", i64_attr(em.context, dimension as i64))],
    )?])
}

/// JAX concatenates sixteen operands at a time (`_concatenate_tree`).
pub(super) fn concatenate<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    dimension: usize,
) -> Lowering<'c, 'a> {
    let parts: Vec<(Value<'c, 'a>, Aval)> = cx
        .xs
        .iter()
        .copied()
        .zip(cx.avals.iter().cloned())
        .collect();
    Ok(vec![cx.em.concatenate_tree(&parts, dimension)?.0])
}
