//! Slicing and indexing: `slice`, `dynamic_slice`, `dynamic_update_slice`, `gather`,
//! `scatter*` (JAX's rules in `slicing.py`).

use crate::jaxpr::Eqn;
use crate::primitive::Primitive;

use super::super::batch::BVal;
use super::super::emit::{any_np, ix_tuple, vals, Em, Ix, R};
use super::super::error::VmapError;

/// `slicing._slice_batching_rule`: the batch dimension sliced whole.
pub(super) fn slice(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let Primitive::Slice {
        start_indices,
        limit_indices,
        strides,
    } = &eqn.primitive
    else {
        return Err(VmapError::unsupported(eqn.primitive.name(), ""));
    };
    let b = ins[0];
    let bd = b.d.unwrap_or(0);
    let u = |v: &[u64]| -> Vec<usize> { v.iter().map(|&x| x as usize).collect() };
    let mut start = em.cx.src_ints(eqn, "start_indices", &u(start_indices));
    let mut limit = em.cx.src_ints(eqn, "limit_indices", &u(limit_indices));
    start.insert(bd, Ix::py(0));
    limit.insert(bd, Ix::py(em.shape(&b.x)[bd] as usize));
    let strides = strides.as_ref().map(|s| {
        let mut s = em.cx.src_ints(eqn, "strides", &u(s));
        s.insert(bd, Ix::py(1));
        s
    });
    let mut texts = vec![];
    if any_np(&limit) {
        texts.push(("limit_indices", ix_tuple(&limit)));
    }
    if any_np(&start) {
        texts.push(("start_indices", ix_tuple(&start)));
    }
    if let Some(s) = strides.as_ref().filter(|s| any_np(s)) {
        texts.push(("strides", ix_tuple(s)));
    }
    let w = |v: &[Ix]| -> Vec<u64> { vals(v).into_iter().map(|x| x as u64).collect() };
    let out = em.bind1_t(
        Primitive::Slice {
            start_indices: w(&start),
            limit_indices: w(&limit),
            strides: strides.as_deref().map(w),
        },
        &[b.x],
        texts,
    )?;
    Ok(vec![BVal::new(out, Some(bd))])
}
