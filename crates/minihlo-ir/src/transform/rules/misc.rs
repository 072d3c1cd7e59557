//! The remaining families: `fft`, linear algebra (`expand_dims_batcher` for most,
//! `triangular_solve` and `tridiagonal_solve`'s own rules), the PRNG primitives
//! (`random/prng.py`, `random/core.py`), `approx_top_k`, and the primitives JAX has no batching
//! rule for (its `NotImplementedError`).

use crate::jaxpr::{Atom, Eqn};
use crate::linalg::Linalg;
use crate::primitive::{ConvertElementType, DynamicUpdateSlice, Primitive, SelectN, Slice};
use crate::random::Random;

use super::super::batch::BVal;
use super::super::emit::{Em, R};
use super::super::error::VmapError;
use super::{batch_size, copy, elementwise};

/// `BatchTrace.process_primitive` for a primitive without a batching rule.
pub(super) fn no_rule(p: &Primitive) -> VmapError {
    VmapError::refused(
        p.name(),
        format!("Batching rule for '{}' not implemented", p.name()),
    )
}

fn all_at(outs: Vec<crate::jaxpr::Var>, d: usize) -> Vec<BVal> {
    outs.into_iter().map(|v| BVal::new(v, Some(d))).collect()
}

/// `batching.expand_dims_batcher`: every operand with the batch dimension in front.
pub(super) fn expand_dims_batcher(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let size = batch_size(em, ins);
    let mut xs = Vec::with_capacity(ins.len());
    for b in ins {
        xs.push(em.bdim_at_front(b.x, b.d, size)?);
    }
    Ok(all_at(em.copy_eqn(eqn, &xs)?, 0))
}

/// `fft._fft_batching_rule`: the batch dimension in front, then `lax.fft` (a jitted function).
pub(super) fn fft(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let x = em.move_to(ins[0].x, ins[0].d, 0)?;
    let key = format!("{:?}", eqn.primitive);
    let outs = em.call_jit("fft", &key, &[x], |sub, args| {
        let out = sub.copy_eqn(eqn, args)?;
        Ok(out.into_iter().map(Atom::Var).collect())
    })?;
    Ok(all_at(outs, 0))
}

pub(super) fn linalg(em: &mut Em, eqn: &Eqn, l: &Linalg, ins: &[BVal]) -> R<Vec<BVal>> {
    match l {
        Linalg::CholeskyUpdate => Err(no_rule(&eqn.primitive)),
        Linalg::TriangularSolve(_) => triangular_solve(em, eqn, ins),
        Linalg::TridiagonalSolve { .. } => tridiagonal_solve(em, eqn, ins),
        _ => expand_dims_batcher(em, eqn, ins),
    }
}

/// `linalg._triangular_solve_batching_rule`.
fn triangular_solve(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let Primitive::Linalg(l) = &eqn.primitive else {
        return Err(VmapError::unsupported(eqn.primitive.name(), ""));
    };
    let Linalg::TriangularSolve(t) = l.as_ref() else {
        return Err(VmapError::unsupported(eqn.primitive.name(), ""));
    };
    let (a, b) = (ins[0], ins[1]);
    if a.d.is_some() {
        let size = em.size();
        let x = em.bdim_at_front(a.x, a.d, size)?;
        let y = em.bdim_at_front(b.x, b.d, size)?;
        return Ok(all_at(em.copy_eqn(eqn, &[x, y])?, 0));
    }
    let by = b.d.unwrap_or(0);
    let n = em.ndim(&b.x);
    let (y, flat, out_dim) = if t.left_side {
        let y = em.moveaxis(b.x, by, n - 1)?;
        let s = em.shape(&y);
        let mut flat = s[..n - 2].to_vec();
        flat.push(s[n - 2] * s[n - 1]);
        (y, flat, n - 1)
    } else {
        let y = em.moveaxis(b.x, by, n - 2)?;
        let s = em.shape(&y);
        let mut flat = s[..n - 3].to_vec();
        flat.push(s[n - 3] * s[n - 2]);
        flat.push(s[n - 1]);
        (y, flat, n - 2)
    };
    let yshape = em.shape(&y);
    let y_flat = em.reshape(y, flat)?;
    let out = em.copy_eqn(eqn, &[a.x, y_flat])?;
    let out = em.reshape(Atom::Var(out[0]), yshape)?;
    Ok(vec![BVal::new(out, Some(out_dim))])
}

/// `linalg._tridiagonal_solve_batching_rule`.
fn tridiagonal_solve(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    if ins[..3].iter().all(|b| b.d.is_none()) {
        let b = ins[3];
        let n = em.ndim(&b.x);
        let y = em.moveaxis(b.x, b.d.unwrap_or(0), n - 2)?;
        let s = em.shape(&y);
        let mut flat = s[..n - 3].to_vec();
        flat.push(s[n - 3]);
        flat.push(s[n - 2] * s[n - 1]);
        let y_flat = em.reshape(y, flat)?;
        let out = em.copy_eqn(eqn, &[ins[0].x, ins[1].x, ins[2].x, y_flat])?;
        let out = em.reshape(Atom::Var(out[0]), s)?;
        return Ok(vec![BVal::new(out, Some(n - 2))]);
    }
    expand_dims_batcher(em, eqn, ins)
}

/// The PRNG primitives.
pub(super) fn random(em: &mut Em, eqn: &Eqn, r: &Random, ins: &[BVal]) -> R<Vec<BVal>> {
    match r {
        Random::Seed { .. }
        | Random::Split { .. }
        | Random::Bits { .. }
        | Random::Unwrap
        | Random::Clone => {
            let d = ins[0].d;
            copy(em, eqn, ins, d)
        }
        Random::FoldIn | Random::Threefry2x32 => elementwise::broadcasting(em, eqn, ins),
        Random::Wrap { .. } => {
            let x = em.bdim_at_front(ins[0].x, ins[0].d, 1)?;
            Ok(all_at(em.copy_eqn(eqn, &[x])?, 0))
        }
        Random::Gamma { .. } => expand_dims_batcher(em, eqn, ins),
        Random::RngBitGenerator { shape, .. } => rng_bit_generator(em, eqn, shape, ins),
        Random::RngUniform { .. } | Random::Iota2x32Shape { .. } => Err(no_rule(&eqn.primitive)),
    }
}

/// `loops._rng_bit_generator_batching_rule`: every row drawn from the first key, its new state
/// written back (`keys[0]`, `slicing.dynamic_update_index_in_dim`).
fn rng_bit_generator(em: &mut Em, eqn: &Eqn, shape: &crate::Shape, ins: &[BVal]) -> R<Vec<BVal>> {
    let keys = em.move_to(ins[0].x, ins[0].d, 0)?;
    let kshape = em.shape(&keys);
    let n = kshape[0];
    // `keys[0]`: a slice and a squeeze.
    let mut limit = kshape.clone();
    limit[0] = 1;
    let row = em.bind1(
        Primitive::Slice(Slice {
            start_indices: vec![0; kshape.len()],
            limit_indices: limit,
            strides: None,
        }),
        &[keys],
    )?;
    let key = em.squeeze(row, &[0])?;
    let Primitive::Random(r) = &eqn.primitive else {
        return Err(VmapError::unsupported(eqn.primitive.name(), ""));
    };
    let Random::RngBitGenerator {
        dtype, algorithm, ..
    } = r.as_ref()
    else {
        return Err(VmapError::unsupported(eqn.primitive.name(), ""));
    };
    let mut bshape = vec![n];
    bshape.extend_from_slice(shape.dims());
    let prim = Primitive::Random(Box::new(Random::RngBitGenerator {
        shape: crate::Shape(bshape),
        dtype: *dtype,
        algorithm: *algorithm,
    }));
    let outs = em.bind(prim, &[key])?;
    let (new_key, bits) = (Atom::Var(outs[0]), outs[1]);
    let zero = em.py_int(0);
    let new_keys = em.dynamic_update_index_in_dim(keys, new_key, zero)?;
    Ok(vec![BVal::new(new_keys, Some(0)), BVal::new(bits, Some(0))])
}

impl Em<'_, '_> {
    /// `slicing.dynamic_update_index_in_dim(x, update, index, axis=0)`: a jitted function whose
    /// index is normalised as `lax.dynamic_update_slice` does (negative counts from the end).
    fn dynamic_update_index_in_dim(&mut self, x: Atom, update: Atom, index: Atom) -> R<Atom> {
        let outs = self.call_jit(
            "dynamic_update_index_in_dim",
            "0",
            &[x, update, index],
            |sub, a| {
                let (x, u, i) = (a[0], a[1], a[2]);
                let ushape = sub.shape(&u);
                let mut shape = vec![1];
                shape.extend(&ushape);
                let dims: Vec<usize> = (1..shape.len()).collect();
                let u = sub.broadcast_in_dim(u, shape, &super::super::emit::pys(&dims))?;
                let dt = sub.aval(&i).dtype;
                let lit = |v: i64| Atom::Literal(crate::Literal::of(dt, v));
                let neg = sub.bind1(Primitive::Compare(crate::CompareOp::Lt), &[i, lit(0)])?;
                let conv = sub.bind1(
                    Primitive::ConvertElementType(ConvertElementType {
                        new_dtype: dt,
                        weak_type: false,
                    }),
                    &[i],
                )?;
                let n = sub.shape(&x)[0] as i64;
                let wrapped =
                    sub.bind1(Primitive::Binary(crate::BinaryOp::Add), &[conv, lit(n)])?;
                let idx = sub.bind1(Primitive::SelectN(SelectN), &[neg, i, wrapped])?;
                let mut starts = vec![x, u, idx];
                starts.extend((1..sub.ndim(&x)).map(|_| lit(0)));
                Ok(vec![sub.bind1(
                    Primitive::DynamicUpdateSlice(DynamicUpdateSlice),
                    &starts,
                )?])
            },
        )?;
        Ok(Atom::Var(outs[0]))
    }
}

/// `ann._approx_top_k_batch_rule`.
pub(super) fn approx_top_k(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let Primitive::ApproxTopK(a) = &eqn.primitive else {
        return Err(VmapError::unsupported(eqn.primitive.name(), ""));
    };
    let bd = ins[0].d.unwrap_or(0);
    let n = em.ndim(&ins[0].x);
    let map: Vec<usize> = (0..n).filter(|&d| d != bd).collect();
    let rd = a.reduction_dimension;
    let idx = if rd < 0 { map.len() as i64 + rd } else { rd };
    let Some(&new) = usize::try_from(idx).ok().and_then(|i| map.get(i)) else {
        return Err(VmapError::refused(
            "approx_top_k",
            "list index out of range",
        ));
    };
    let mut a = a.clone();
    a.reduction_dimension = new as i64;
    let outs = em.bind(Primitive::ApproxTopK(a), &[ins[0].x])?;
    Ok(all_at(outs, bd))
}
