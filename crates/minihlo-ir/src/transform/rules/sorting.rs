//! Sorting and scans along an axis: `sort` (`lax._sort_batch_rule`: unbatched operands
//! broadcast to the batched one's shape), `top_k`, and the cumulative reductions
//! (`loops._cumred_batch_rule`).

use crate::jaxpr::{Atom, Eqn};
use crate::primitive::Primitive;
use crate::structural::{Cumulative, Sort, TopK};

use super::super::batch::BVal;
use super::super::emit::{Em, Ix, R};
use super::super::error::VmapError;

pub(super) fn batch(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    match &eqn.primitive {
        Primitive::Cumulative(c) => {
            let b = ins[0];
            let bd = b.d.unwrap_or(0);
            let axis = if c.axis < bd { c.axis } else { c.axis + 1 };
            let out = em.bind1(Primitive::Cumulative(Cumulative { axis, ..*c }), &[b.x])?;
            Ok(vec![BVal::new(out, Some(bd))])
        }
        Primitive::TopK(t) => {
            let b = ins[0];
            let bd = b.d.unwrap_or(0);
            let axis = if bd <= t.axis { t.axis + 1 } else { t.axis };
            let outs = em.bind(Primitive::TopK(TopK { axis, ..*t }), &[b.x])?;
            Ok(outs.into_iter().map(|v| BVal::new(v, Some(bd))).collect())
        }
        Primitive::Sort(s) => sort(em, s, ins),
        p => Err(VmapError::unsupported(p.name(), "")),
    }
}

fn sort(em: &mut Em, s: &Sort, ins: &[BVal]) -> R<Vec<BVal>> {
    let (proto, bd) = ins
        .iter()
        .find_map(|b| b.d.map(|d| (b.x, d)))
        .expect("sort's rule runs on a batched operand");
    let pshape = em.shape(&proto);
    let mut args: Vec<Atom> = Vec::with_capacity(ins.len());
    for b in ins {
        args.push(match b.d {
            None => {
                let dims: Vec<Ix> = (0..pshape.len()).filter(|&i| i != bd).map(Ix::py).collect();
                em.broadcast_in_dim(b.x, pshape.clone(), &dims)?
            }
            Some(d) => em.moveaxis(b.x, d, bd)?,
        });
    }
    let dimension = s.dimension + usize::from(bd <= s.dimension);
    let outs = em.bind(Primitive::Sort(Sort { dimension, ..*s }), &args)?;
    Ok(outs.into_iter().map(|v| BVal::new(v, Some(bd))).collect())
}
