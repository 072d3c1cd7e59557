//! Windowed reductions and convolutions: `reduce_window_{sum,max,min}`, the generic `reduce`
//! and `reduce_window` (with a jaxpr), `select_and_scatter_add`, `select_and_gather_add`
//! (`windowed_reductions.py`), and `conv_general_dilated` (`convolution.py`).

use crate::convolution::Conv;
use crate::jaxpr::{Atom, Eqn};
use crate::primitive::Primitive;
use crate::select_window::SelectWindow;
use crate::windows::{GenericReduce, GenericReduceWindow, ReduceWindow, Window};

use super::super::batch::BVal;
use super::super::emit::{Em, R};
use super::super::error::VmapError;
use super::batch_size;

/// The window with a unit dimension at `d` (no padding, no dilation there).
fn widen(w: &Window, d: usize) -> Window {
    let mut w = w.clone();
    w.window_dimensions.insert(d, 1);
    w.window_strides.insert(d, 1);
    w.padding.insert(d, (0, 0));
    w.base_dilation.insert(d, 1);
    w.window_dilation.insert(d, 1);
    w
}

pub(super) fn batch(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    match &eqn.primitive {
        Primitive::ReduceWindow(r) => {
            // `_reduce_window_batch_rule`: a unit window over the batch dimension, in place.
            let b = ins[0];
            let bd = b.d.unwrap_or(0);
            let r = ReduceWindow {
                op: r.op,
                window: widen(&r.window, bd),
            };
            let out = em.bind1(Primitive::ReduceWindow(Box::new(r)), &[b.x])?;
            Ok(vec![BVal::new(out, Some(bd))])
        }
        Primitive::ReduceJaxpr(g) => generic_reduce(em, g, ins),
        Primitive::ReduceWindowJaxpr(g) => generic_reduce_window(em, g, ins),
        Primitive::SelectWindow(s) => select_window(em, s, ins),
        Primitive::ConvGeneralDilated(c) => conv(em, c, ins),
        p => Err(VmapError::unsupported(p.name(), "")),
    }
}

/// Operands with the batch dimension in front (unbatched ones broadcast), init values as they are.
fn front(em: &mut Em, ins: &[BVal], n: usize, what: &'static str) -> R<Vec<Atom>> {
    if ins[n..].iter().any(|b| b.d.is_some()) {
        return Err(VmapError::refused(
            what,
            format!("{what} batching is not implemented for initial values"),
        ));
    }
    let size = batch_size(em, ins);
    let mut xs = Vec::with_capacity(ins.len());
    for b in &ins[..n] {
        xs.push(em.bdim_at_front(b.x, b.d, size)?);
    }
    xs.extend(ins[n..].iter().map(|b| b.x));
    Ok(xs)
}

/// `lax._reduce_batch_rule`.
fn generic_reduce(em: &mut Em, g: &GenericReduce, ins: &[BVal]) -> R<Vec<BVal>> {
    let n = ins.len() / 2;
    let xs = front(em, ins, n, "reduce")?;
    let g = GenericReduce {
        computation: g.computation.clone(),
        dimensions: g.dimensions.iter().map(|d| d + 1).collect(),
        jaxpr: g.jaxpr,
    };
    let outs = em.bind(Primitive::ReduceJaxpr(Box::new(g)), &xs)?;
    Ok(outs.into_iter().map(|v| BVal::new(v, Some(0))).collect())
}

/// `windowed_reductions._generic_reduce_window_batch_rule`.
fn generic_reduce_window(em: &mut Em, g: &GenericReduceWindow, ins: &[BVal]) -> R<Vec<BVal>> {
    let n = ins.len() / 2;
    let xs = front(em, ins, n, "reduce_window")?;
    let g = GenericReduceWindow {
        window: widen(&g.window, 0),
        jaxpr: g.jaxpr,
    };
    let outs = em.bind(Primitive::ReduceWindowJaxpr(Box::new(g)), &xs)?;
    Ok(outs.into_iter().map(|v| BVal::new(v, Some(0))).collect())
}

/// `_select_and_scatter_add_batch_rule`, `_select_and_gather_add_batching_rule`.
fn select_window(em: &mut Em, s: &SelectWindow, ins: &[BVal]) -> R<Vec<BVal>> {
    let size = batch_size(em, ins);
    let a = em.bdim_at_front(ins[0].x, ins[0].d, size)?;
    let b = em.bdim_at_front(ins[1].x, ins[1].d, size)?;
    let s = SelectWindow {
        kind: s.kind,
        select_prim: s.select_prim,
        window: widen(&s.window, 0),
    };
    let out = em.bind1(Primitive::SelectWindow(Box::new(s)), &[a, b])?;
    Ok(vec![BVal::new(out, Some(0))])
}

impl Em<'_, '_> {
    /// `convolution._reshape_axis_into(src, dst, x)`: dimension `src` merged into `dst` (counted
    /// without `src`), a `lax.reshape` with a permutation.
    fn reshape_axis_into(&mut self, src: usize, dst: usize, x: Atom) -> R<Atom> {
        let shape = self.shape(&x);
        let mut perm: Vec<usize> = (0..shape.len()).filter(|&i| i != src).collect();
        perm.insert(dst.min(perm.len()), src);
        let mut new: Vec<u64> = shape
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != src)
            .map(|(_, &d)| d)
            .collect();
        new[dst] *= shape[src];
        self.reshape_dims(x, new, Some(perm))
    }

    /// `convolution._reshape_axis_out_of(src, size1, x)`.
    fn reshape_axis_out_of(&mut self, src: usize, size1: u64, x: Atom) -> R<Atom> {
        let mut shape = self.shape(&x);
        let size2 = shape[src] / size1.max(1);
        shape.splice(src..=src, [size1, size2]);
        self.reshape(x, shape)
    }
}

/// `convolution._conv_general_dilated_batch_rule`.
fn conv(em: &mut Em, c: &Conv, ins: &[BVal]) -> R<Vec<BVal>> {
    let (lhs, rhs) = (ins[0], ins[1]);
    let (ls, rs, os) = (&c.lhs_spec, &c.rhs_spec, &c.out_spec);
    let bind = |em: &mut Em, l: Atom, r: Atom, c: Conv| {
        em.bind1(Primitive::ConvGeneralDilated(Box::new(c)), &[l, r])
    };
    let zero_size = lhs.d.is_some_and(|d| em.shape(&lhs.x)[d] == 0)
        || rhs.d.is_some_and(|d| em.shape(&rhs.x)[d] == 0);
    if zero_size {
        return Err(VmapError::unsupported(
            "conv_general_dilated",
            "of a batch of size 0",
        ));
    }
    match (lhs.d, rhs.d) {
        (Some(lb), Some(rb)) => {
            let n = em.shape(&lhs.x)[lb];
            let mut c = c.clone();
            let new_lhs = if c.batch_group_count > 1 {
                c.batch_group_count *= n;
                em.reshape_axis_into(lb, ls[0], lhs.x)?
            } else {
                c.feature_group_count *= n;
                em.reshape_axis_into(lb, ls[1], lhs.x)?
            };
            let new_rhs = em.reshape_axis_into(rb, rs[0], rhs.x)?;
            let out = bind(em, new_lhs, new_rhs, c)?;
            let out = em.reshape_axis_out_of(os[1], n, out)?;
            Ok(vec![BVal::new(out, Some(os[1]))])
        }
        (Some(lb), None) => {
            let n = em.shape(&lhs.x)[lb];
            if c.batch_group_count == 1 {
                let new_lhs = em.reshape_axis_into(lb, ls[0], lhs.x)?;
                let out = bind(em, new_lhs, rhs.x, c.clone())?;
                let out = em.reshape_axis_out_of(os[0], n, out)?;
                return Ok(vec![BVal::new(out, Some(os[0]))]);
            }
            let new_lhs = em.reshape_axis_out_of(
                ls[0] + usize::from(lb <= ls[0]),
                c.batch_group_count,
                lhs.x,
            )?;
            let new_lhs = em.reshape_axis_into(lb + usize::from(ls[0] < lb), ls[0] + 1, new_lhs)?;
            let new_lhs = em.reshape_axis_into(ls[0], ls[0], new_lhs)?;
            let out = bind(em, new_lhs, rhs.x, c.clone())?;
            let out = em.reshape_axis_out_of(os[0], n, out)?;
            Ok(vec![BVal::new(out, Some(os[0]))])
        }
        (None, Some(rb)) => {
            let n = em.shape(&rhs.x)[rb];
            if c.feature_group_count == 1 && c.batch_group_count == 1 {
                let new_rhs = em.reshape_axis_into(rb, rs[0], rhs.x)?;
                let out = bind(em, lhs.x, new_rhs, c.clone())?;
                let out = em.reshape_axis_out_of(os[1], n, out)?;
                return Ok(vec![BVal::new(out, Some(os[1]))]);
            }
            let group = if c.feature_group_count > 1 {
                c.feature_group_count
            } else {
                c.batch_group_count
            };
            let new_rhs = em.reshape_axis_out_of(rs[0] + usize::from(rb <= rs[0]), group, rhs.x)?;
            let new_rhs = em.reshape_axis_into(rb + usize::from(rs[0] < rb), rs[0] + 1, new_rhs)?;
            let new_rhs = em.reshape_axis_into(rs[0], rs[0], new_rhs)?;
            let out = bind(em, lhs.x, new_rhs, c.clone())?;
            let out = em.reshape_axis_out_of(os[1], group, out)?;
            let out = em.reshape_axis_out_of(os[1] + 1, n, out)?;
            let out = em.reshape_axis_into(os[1], os[1] + 1, out)?;
            Ok(vec![BVal::new(out, Some(os[1]))])
        }
        (None, None) => unreachable!("conv's rule runs on a batched operand"),
    }
}
