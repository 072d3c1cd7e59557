//! The ops on key arrays whose lowering adds operands (JAX's `KeyTyRules` and
//! `_select_hlo_lowering_opaque`), before the ordinary rule runs on the keys' `uint32` data:
//!
//! - `select_n`: the predicate broadcast over the data's shape (`broadcast_in_dim`, the
//!   predicate's dimensions leading), then the select of the data;
//! - `dynamic_slice`, `dynamic_update_slice`: one zero start index per key dimension, of the
//!   first index's dtype (`int64` canonicalized when there is none), appended.
//!
//! The other structural ops only change their params: [`super::random::physical_eqn`].

use melior::ir::Value;
use minihlo_ir::primitive::{DynamicSlice, DynamicUpdateSlice, SelectN};
use minihlo_ir::{Aval, Primitive, Scalar};

use crate::ctx::{EqnCtx, Lowering};

/// The lowering of `cx`'s equation when it is one of these ops on key arrays.
pub(super) fn lower<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Option<Lowering<'c, 'a>> {
    let key = cx
        .avals
        .iter()
        .chain(cx.outs)
        .find_map(|a| a.dtype.key_impl())?;
    let ks = key.key_shape();
    match cx.prim {
        Primitive::SelectN(_) => Some(select_n(cx)),
        Primitive::DynamicSlice(DynamicSlice { slice_sizes }) => {
            let mut sizes = slice_sizes.clone();
            sizes.extend_from_slice(ks);
            let prim = Primitive::DynamicSlice(DynamicSlice { slice_sizes: sizes });
            Some(with_zero_starts(cx, prim, 1, ks.len()))
        }
        Primitive::DynamicUpdateSlice(_) => Some(with_zero_starts(
            cx,
            Primitive::DynamicUpdateSlice(DynamicUpdateSlice),
            2,
            ks.len(),
        )),
        _ => None,
    }
}

fn select_n<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    let (Some(which), Some(which_aval), Some(out)) =
        (cx.xs.first(), cx.avals.first(), cx.outs.first())
    else {
        return Err(cx.unsupported("select_n takes a predicate and cases"));
    };
    let phys = out.physical();
    let bcast = Aval::new(which_aval.dtype, phys.shape.clone());
    let dims: Vec<i64> = (0..which_aval.rank() as i64).collect();
    let w = cx.em.broadcast(*which, &bcast, &dims)?;
    let mut xs = vec![w];
    xs.extend_from_slice(&cx.xs[1..]);
    let mut avals = vec![bcast];
    avals.extend(cx.avals[1..].iter().map(Aval::physical));
    let outs = [phys];
    super::lower_eqn(&mut EqnCtx {
        em: cx.em,
        state: &mut *cx.state,
        platform_index: cx.platform_index,
        prim: &Primitive::SelectN(SelectN),
        xs: &xs,
        avals: &avals,
        outs: &outs,
    })
}

/// `prim` on the data with `n` zero start indices appended after the `first_index`-th operand's
/// indices.
fn with_zero_starts<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    prim: Primitive,
    first_index: usize,
    n: usize,
) -> Lowering<'c, 'a> {
    let dtype = cx
        .avals
        .get(first_index)
        .map(|a| a.dtype)
        .unwrap_or(cx.state.index_dtype);
    let mut xs: Vec<Value> = cx.xs.to_vec();
    let mut avals: Vec<Aval> = cx.avals.iter().map(Aval::physical).collect();
    for _ in 0..n {
        xs.push(cx.em.constant(dtype, Scalar::Int(0))?);
        avals.push(Aval::scalar(dtype));
    }
    let outs: Vec<Aval> = cx.outs.iter().map(Aval::physical).collect();
    super::lower_eqn(&mut EqnCtx {
        em: cx.em,
        state: &mut *cx.state,
        platform_index: cx.platform_index,
        prim: &prim,
        xs: &xs,
        avals: &avals,
        outs: &outs,
    })
}
