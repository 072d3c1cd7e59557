//! `dot_general` (`lax._dot_batch_rule`, `_dot_general_batch_dim_nums`): a batch dimension on
//! both operands becomes a new leading batch dimension; on one operand, a free dimension of the
//! result. `lax.dot_general` makes the dims Python ints again.

use crate::jaxpr::Eqn;
use crate::primitive::{DotDims, Primitive};

use super::super::batch::BVal;
use super::super::emit::{Em, R};
use super::super::error::VmapError;

pub(super) fn dot_general(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let Primitive::DotGeneral(d) = &eqn.primitive else {
        return Err(VmapError::unsupported(eqn.primitive.name(), ""));
    };
    let (lhs, rhs) = (ins[0], ins[1]);
    let (ln, rn) = (em.ndim(&lhs.x), em.ndim(&rhs.x));
    let bump = |dims: &[usize], b: usize| -> Vec<usize> {
        dims.iter()
            .map(|&x| if x >= b { x + 1 } else { x })
            .collect()
    };
    let mut nd = d.clone();
    let result_dim;
    match (lhs.d, rhs.d) {
        (Some(lb), Some(rb)) => {
            nd.lhs_batch = std::iter::once(lb).chain(bump(&d.lhs_batch, lb)).collect();
            nd.rhs_batch = std::iter::once(rb).chain(bump(&d.rhs_batch, rb)).collect();
            nd.lhs_contracting = bump(&d.lhs_contracting, lb);
            nd.rhs_contracting = bump(&d.rhs_contracting, rb);
            result_dim = 0;
        }
        (Some(lb), None) => {
            let tensor =
                (0..ln).filter(|x| !d.lhs_batch.contains(x) && !d.lhs_contracting.contains(x));
            result_dim = d.lhs_batch.len() + tensor.filter(|&x| x < lb).count();
            nd.lhs_batch = bump(&d.lhs_batch, lb);
            nd.lhs_contracting = bump(&d.lhs_contracting, lb);
        }
        (None, Some(rb)) => {
            let tensor =
                (0..rn).filter(|x| !d.rhs_batch.contains(x) && !d.rhs_contracting.contains(x));
            result_dim = ln - d.lhs_contracting.len() + tensor.filter(|&x| x < rb).count();
            nd.rhs_batch = bump(&d.rhs_batch, rb);
            nd.rhs_contracting = bump(&d.rhs_contracting, rb);
        }
        (None, None) => unreachable!("dot_general's rule runs on a batched operand"),
    }
    let out = em.bind1(Primitive::DotGeneral(DotDims { ..nd }), &[lhs.x, rhs.x])?;
    Ok(vec![BVal::new(out, Some(result_dim))])
}
