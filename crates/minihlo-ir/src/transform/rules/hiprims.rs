//! The hijax primitives' `batch` methods: `Ldexp`, `Frexp` (`numpy/ufuncs.py`), `SearchSorted`,
//! `Nonzero` (`numpy/hijax.py`). A batched equation is the primitive made anew for the batched
//! operand types (its params follow them).

use crate::hiprims::{Frexp, Ldexp, Nonzero};
use crate::jaxpr::{Atom, Eqn};
use crate::primitive::Primitive;
use crate::search::SearchSorted;

use super::super::batch::BVal;
use super::super::emit::{pys, Em, R};
use super::super::error::VmapError;

pub(super) fn batch(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    match &eqn.primitive {
        Primitive::Ldexp(_) => {
            let (mut a, mut b) = (ins[0], ins[1]);
            let mut d = a.d;
            if a.d != b.d {
                let size = em.size();
                a.x = em.bdim_at_front(a.x, a.d, size)?;
                b.x = em.bdim_at_front(b.x, b.d, size)?;
                d = Some(0);
            }
            let p = Ldexp {
                x1_aval: em.aval(&a.x),
                x2_aval: em.aval(&b.x),
            };
            let out = em.bind1(Primitive::Ldexp(Box::new(p)), &[a.x, b.x])?;
            Ok(vec![BVal::new(out, d)])
        }
        Primitive::Frexp(_) => {
            let p = Frexp {
                x_aval: em.aval(&ins[0].x),
            };
            let outs = em.bind(Primitive::Frexp(Box::new(p)), &[ins[0].x])?;
            Ok(outs.into_iter().map(|v| BVal::new(v, ins[0].d)).collect())
        }
        Primitive::SearchSorted(s) => search_sorted(em, s, ins),
        Primitive::Nonzero(n) => nonzero(em, n, ins),
        p => Err(VmapError::unsupported(p.name(), "")),
    }
}

/// `SearchSorted.batch`.
fn search_sorted(em: &mut Em, s: &SearchSorted, ins: &[BVal]) -> R<Vec<BVal>> {
    let (mut sorted, mut query) = (ins[0].x, ins[1].x);
    let mut s = s.clone();
    let out_dim = match (ins[0].d, ins[1].d) {
        (Some(ds), None) => {
            sorted = em.moveaxis(sorted, ds, s.batch_dims)?;
            s.dimension += 1;
            s.batch_dims
        }
        (None, Some(dq)) => {
            query = em.moveaxis(query, dq, s.batch_dims)?;
            em.ndim(&sorted) - 1
        }
        (Some(ds), Some(dq)) => {
            sorted = em.moveaxis(sorted, ds, 0)?;
            query = em.moveaxis(query, dq, 0)?;
            s.batch_dims += 1;
            s.dimension += 1;
            0
        }
        (None, None) => unreachable!("the rule runs on a batched operand"),
    };
    let out = em.bind1(Primitive::SearchSorted(Box::new(s)), &[sorted, query])?;
    Ok(vec![BVal::new(out, Some(out_dim))])
}

/// `Nonzero.batch`: the array batched in front (broadcast when only fill values are), the fill
/// values reshaped to `(B, 1, ..., 1)`.
fn nonzero(em: &mut Em, n: &Nonzero, ins: &[BVal]) -> R<Vec<BVal>> {
    let (a, fvs) = ins.split_first().expect("Nonzero has an operand");
    let mut x = a.x;
    match a.d {
        None => {
            let b = fvs
                .iter()
                .find_map(|f| f.d.map(|d| em.shape(&f.x)[d]))
                .unwrap_or_else(|| em.size());
            let mut shape = vec![b];
            shape.extend(em.shape(&x));
            let dims: Vec<usize> = (1..shape.len()).collect();
            x = em.broadcast_in_dim(x, shape, &pys(&dims))?;
        }
        Some(d) => x = em.moveaxis(x, d, 0)?,
    }
    let axes: Vec<usize> = n.axes.iter().map(|a| a + 1).collect();
    let ones = em.ndim(&x) - axes.len() - 1;
    let mut inputs: Vec<Atom> = vec![x];
    for f in fvs {
        inputs.push(match f.d {
            None => f.x,
            Some(d) => {
                let fv = em.moveaxis(f.x, d, 0)?;
                let mut shape = vec![em.shape(&fv)[0]];
                shape.extend(std::iter::repeat_n(1, ones));
                em.reshape(fv, shape)?
            }
        });
    }
    let p = Nonzero {
        size: n.size,
        axes,
        out_dtype: n.out_dtype,
    };
    let outs = em.bind(Primitive::Nonzero(Box::new(p)), &inputs)?;
    Ok(outs.into_iter().map(|v| BVal::new(v, Some(0))).collect())
}
