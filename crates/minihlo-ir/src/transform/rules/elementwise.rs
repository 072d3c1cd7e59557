//! Elementwise primitives: `defvectorized` (one operand), `defbroadcasting` (JAX's
//! `broadcast_batcher`), `add_any`, `clamp`, `select_n`, and the operand-wise identities.

use crate::jaxpr::{Atom, Eqn};
use crate::primitive::{Clamp, Primitive, SelectN};

use super::super::batch::BVal;
use super::super::emit::{Em, R};
use super::{batch_size, copy};

/// `batching.vectorized_batcher`: the primitive on the batched operand, batched where it was.
pub(super) fn vectorized(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let d = ins.iter().find_map(|b| b.d);
    copy(em, eqn, ins, d)
}

/// Operand-wise identities (`optimization_barrier`, `device_put`): each result batched as its
/// operand.
pub(super) fn per_operand(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let inputs: Vec<Atom> = ins.iter().map(|b| b.x).collect();
    let outs = em.copy_eqn(eqn, &inputs)?;
    Ok(outs
        .into_iter()
        .zip(ins)
        .map(|(v, b)| BVal::new(v, b.d))
        .collect())
}

/// `batching.broadcast_batcher`.
pub(super) fn broadcasting(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let (shape, dim) = ins
        .iter()
        .find_map(|b| b.d.map(|d| (em.shape(&b.x), d)))
        .unwrap_or_default();
    let agree = ins
        .iter()
        .filter(|b| em.ndim(&b.x) > 0)
        .all(|b| em.shape(&b.x) == shape && b.d == Some(dim));
    if agree {
        return copy(em, eqn, ins, Some(dim));
    }
    let mut args = Vec::with_capacity(ins.len());
    for b in ins {
        if em.ndim(&b.x) > 0 {
            args.push(em.bdim_at_front(b.x, b.d, 1)?);
        } else {
            args.push(b.x);
        }
    }
    let nd = args.iter().map(|a| em.ndim(a)).max().unwrap_or(0);
    for (a, b) in args.iter_mut().zip(ins) {
        let r = em.ndim(a);
        if b.d.is_some() && r != nd {
            let dims: Vec<usize> = (r..nd).collect();
            *a = em.expand_dims(*a, &dims)?;
        }
    }
    let outs = em.bind(eqn.primitive.clone(), &args)?;
    Ok(outs.into_iter().map(|v| BVal::new(v, Some(0))).collect())
}

/// `batching.add_batched`: `add_any` of operands batched alike.
pub(super) fn add_any(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let (mut x, mut y) = (ins[0], ins[1]);
    let d = match (x.d, y.d) {
        (a, b) if a == b => a,
        (None, Some(by)) => {
            let n = em.shape(&y.x)[by];
            x.x = em.broadcast_at(x.x, n, by)?;
            Some(by)
        }
        (Some(bx), None) => {
            let n = em.shape(&x.x)[bx];
            y.x = em.broadcast_at(y.x, n, bx)?;
            Some(bx)
        }
        (Some(bx), Some(by)) => {
            x.x = em.moveaxis(x.x, bx, by)?;
            Some(by)
        }
        (None, None) => None,
    };
    let outs = em.bind(eqn.primitive.clone(), &[x.x, y.x])?;
    Ok(outs.into_iter().map(|v| BVal::new(v, d)).collect())
}

/// `lax._clamp_batch_rule`.
pub(super) fn clamp(em: &mut Em, _eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let size = batch_size(em, ins);
    let (mut min, mut x, mut max) = (ins[0].x, ins[1].x, ins[2].x);
    let (min_d, x_d, max_d) = (ins[0].d, ins[1].d, ins[2].d);
    let clamp = |em: &mut Em, min: Atom, x: Atom, max: Atom, d| -> R<Vec<BVal>> {
        let out = em.bind1(Primitive::Clamp(Clamp), &[min, x, max])?;
        Ok(vec![BVal::new(out, d)])
    };
    let (rmin, rx, rmax) = (em.ndim(&min), em.ndim(&x), em.ndim(&max));
    if min_d == x_d && x_d == max_d {
        let same = em.shape(&min) == em.shape(&x) && em.shape(&x) == em.shape(&max);
        if same || (rmin == 0 && rmax == 0) {
            return clamp(em, min, x, max, x_d);
        } else if rmin == 1 && rmax == 1 {
            let xs = em.shape(&x);
            let min = em.broadcast_in_dim(
                min,
                xs.clone(),
                &super::super::emit::pys(&[min_d.unwrap_or(0)]),
            )?;
            let max =
                em.broadcast_in_dim(max, xs, &super::super::emit::pys(&[max_d.unwrap_or(0)]))?;
            return clamp(em, min, x, max, x_d);
        }
    } else if rmin == 0 && rmax == 0 && x_d.is_some() {
        return clamp(em, min, x, max, x_d);
    }
    if rmin > 0 {
        min = em.bdim_at_front(min, min_d, size)?;
    }
    if rmax > 0 {
        max = em.bdim_at_front(max, max_d, size)?;
    }
    if rx > 0 {
        x = em.bdim_at_front(x, x_d, size)?;
    }
    let (rmin, rx, rmax) = (em.ndim(&min), em.ndim(&x), em.ndim(&max));
    if rmin == 0 && rx > 0 {
        let xs = em.shape(&x);
        min = em.lax_broadcast(min, &xs)?;
    }
    if rmax == 0 && rx > 0 {
        let xs = em.shape(&x);
        max = em.lax_broadcast(max, &xs)?;
    }
    let (rmin, rmax) = (em.ndim(&min), em.ndim(&max));
    if 0 < rmin && rmin < rx {
        let xs = em.shape(&x);
        min = em.broadcast_in_dim(min, xs, &super::super::emit::pys(&[0]))?;
    }
    if 0 < rmax && rmax < rx {
        let xs = em.shape(&x);
        max = em.broadcast_in_dim(max, xs, &super::super::emit::pys(&[0]))?;
    }
    if em.ndim(&min) > rx {
        let ms = em.shape(&min);
        x = em.lax_broadcast(x, &ms)?;
    }
    clamp(em, min, x, max, Some(0))
}

/// `lax._select_batch_rule`.
pub(super) fn select_n(em: &mut Em, _eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    use super::super::emit::pys;
    let size = batch_size(em, ins);
    let (which, cases) = ins.split_first().expect("select_n has a predicate");
    let sel = |em: &mut Em, which: Atom, cases: &[Atom], d| -> R<Vec<BVal>> {
        let mut inputs = vec![which];
        inputs.extend_from_slice(cases);
        let out = em.bind1(Primitive::SelectN(SelectN), &inputs)?;
        Ok(vec![BVal::new(out, d)])
    };
    let case_atoms: Vec<Atom> = cases.iter().map(|c| c.x).collect();
    let c0_shape = em.shape(&cases[0].x);
    if cases.iter().all(|c| c.d == which.d) {
        if em.shape(&which.x) == c0_shape {
            return sel(em, which.x, &case_atoms, which.d);
        }
        let w = em.broadcast_in_dim(which.x, c0_shape, &pys(&[which.d.unwrap_or(0)]))?;
        return sel(em, w, &case_atoms, which.d);
    } else if em.ndim(&which.x) == 0 && cases.iter().all(|c| c.d.is_some()) {
        if cases.iter().all(|c| c.d == cases[0].d) {
            return sel(em, which.x, &case_atoms, cases[0].d);
        } else if cases.iter().all(|c| em.shape(&c.x) == c0_shape) {
            let bdim = cases[0].d.unwrap_or(0);
            let mut atoms = vec![cases[0].x];
            for c in &cases[1..] {
                atoms.push(em.move_to(c.x, c.d, bdim)?);
            }
            return sel(em, which.x, &atoms, Some(bdim));
        }
    }
    let mut w = which.x;
    if em.ndim(&w) > 0 {
        w = em.bdim_at_front(w, which.d, size)?;
    }
    let mut atoms = case_atoms;
    if !cases.iter().all(|c| em.ndim(&c.x) == 0) {
        for (a, c) in atoms.iter_mut().zip(cases) {
            *a = em.bdim_at_front(c.x, c.d, size)?;
        }
    }
    let rw = em.ndim(&w);
    let rc = em.ndim(&atoms[0]);
    if 0 < rw && rw < rc {
        let cs = em.shape(&atoms[0]);
        w = em.broadcast_in_dim(w, cs, &pys(&[0]))?;
    }
    if em.ndim(&w) > rc {
        // `broadcast_like(c, which)`: each scalar case broadcast to the predicate's shape.
        let ws = em.shape(&w);
        for a in atoms.iter_mut() {
            *a = em.broadcast_like(*a, &ws)?;
        }
    }
    sel(em, w, &atoms, Some(0))
}

impl Em<'_, '_> {
    /// `lax.broadcast_like(x, target)` for a scalar `x`: `broadcast(x, target.shape)`.
    fn broadcast_like(&mut self, x: Atom, shape: &[u64]) -> R<Atom> {
        let xs = self.shape(&x);
        let lead = &shape[..shape.len() - xs.len()];
        self.lax_broadcast(x, lead)
    }
}
