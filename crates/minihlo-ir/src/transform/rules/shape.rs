//! Shape primitives: `broadcast_in_dim`, `reshape`, `transpose`, `squeeze`, `concatenate`,
//! `rev`, `pad` (JAX's rules in `lax.py`).

use crate::jaxpr::{Atom, Eqn};
use crate::primitive::{
    BroadcastInDim, Concatenate, ExpandDims, Primitive, Reshape, Rev, SelectN, Squeeze, Transpose,
};
use crate::structural::{Pad, PyInt, Restructure};

use super::super::batch::BVal;
use super::super::emit::{Em, Ix, R};
use super::super::error::VmapError;
use super::batch_size;

pub(super) fn batch(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let one = |x: Atom, d: usize| Ok(vec![BVal::new(x, Some(d))]);
    match &eqn.primitive {
        Primitive::BroadcastInDim(BroadcastInDim {
            shape,
            broadcast_dimensions,
        }) => {
            // `_broadcast_in_dim_batch_rule`.
            let b = ins[0];
            let bd = b.d.unwrap_or(0);
            let n = em.shape(&b.x)[bd];
            let x = em.moveaxis(b.x, bd, 0)?;
            let src = em
                .cx
                .src_ints(eqn, "broadcast_dimensions", broadcast_dimensions);
            let mut dims = vec![Ix::py(0)];
            dims.extend(src.iter().map(|i| Ix {
                v: i.v + 1,
                np: true,
            }));
            let mut new_shape = vec![n];
            new_shape.extend_from_slice(shape.dims());
            one(em.broadcast_in_dim(x, new_shape, &dims)?, 0)
        }
        Primitive::Reshape(Reshape {
            new_sizes,
            dimensions,
        }) => {
            let b = ins[0];
            let x = em.moveaxis(b.x, b.d.unwrap_or(0), 0)?;
            let mut shape = vec![em.shape(&x)[0]];
            shape.extend_from_slice(new_sizes.dims());
            let dims = dimensions
                .as_ref()
                .map(|d| std::iter::once(0).chain(d.iter().map(|i| i + 1)).collect());
            one(em.reshape_dims(x, shape, dims)?, 0)
        }
        Primitive::Transpose(Transpose { permutation }) => {
            let bd = ins[0].d.unwrap_or(0);
            let mut perm = vec![bd];
            perm.extend(permutation.iter().map(|&i| if i < bd { i } else { i + 1 }));
            one(em.transpose(ins[0].x, &perm)?, 0)
        }
        Primitive::Squeeze(Squeeze { dimensions }) => {
            let b = ins[0];
            let x = em.moveaxis(b.x, b.d.unwrap_or(0), 0)?;
            let dims: Vec<usize> = dimensions.iter().map(|d| d + 1).collect();
            one(em.squeeze(x, &dims)?, 0)
        }
        Primitive::Concatenate(Concatenate { dimension }) => {
            let size = batch_size(em, ins);
            let mut ops = Vec::with_capacity(ins.len());
            for b in ins {
                ops.push(match b.d {
                    Some(d) => em.moveaxis(b.x, d, 0)?,
                    None => em.lax_broadcast(b.x, &[size])?,
                });
            }
            let out = if ops.len() == 1 {
                ops[0]
            } else {
                em.bind1(
                    Primitive::Concatenate(Concatenate {
                        dimension: dimension + 1,
                    }),
                    &ops,
                )?
            };
            one(out, 0)
        }
        Primitive::Rev(Rev { dimensions }) => {
            let bd = ins[0].d.unwrap_or(0);
            let dims = dimensions
                .iter()
                .map(|&i| if i >= bd { i + 1 } else { i })
                .collect();
            let out = em.bind1(Primitive::Rev(Rev { dimensions: dims }), &[ins[0].x])?;
            one(out, bd)
        }
        // Not a primitive of JAX 0.12 (older JAX printed it): batched as `squeeze` is.
        Primitive::ExpandDims(e) => {
            let b = ins[0];
            let x = em.moveaxis(b.x, b.d.unwrap_or(0), 0)?;
            let dimensions = e.dimensions.iter().map(|d| d + 1).collect();
            let out = em.bind1(Primitive::ExpandDims(ExpandDims { dimensions }), &[x])?;
            one(out, 0)
        }
        Primitive::Pad(p) => pad(em, p, ins),
        Primitive::Restructure(r) => restructure(em, r, ins),
        p => Err(VmapError::unsupported(p.name(), "")),
    }
}

/// `split`, `stack`, `unstack`, `tile` (`lax._split_batch_rule`, ...).
fn restructure(em: &mut Em, r: &Restructure, ins: &[BVal]) -> R<Vec<BVal>> {
    let bind = |em: &mut Em, r: Restructure, xs: &[Atom], d: usize| -> R<Vec<BVal>> {
        let outs = em.bind(Primitive::Restructure(Box::new(r)), xs)?;
        Ok(outs.into_iter().map(|v| BVal::new(v, Some(d))).collect())
    };
    match r {
        Restructure::Split { axis, sizes } => {
            let bd = ins[0].d.unwrap_or(0);
            let axis = if *axis >= bd { axis + 1 } else { *axis };
            let r = Restructure::Split {
                axis,
                sizes: sizes.clone(),
            };
            bind(em, r, &[ins[0].x], bd)
        }
        Restructure::Tile { reps } => {
            let bd = ins[0].d.unwrap_or(0);
            let mut reps = reps.clone();
            reps.insert(bd, PyInt::plain(1));
            bind(em, Restructure::Tile { reps }, &[ins[0].x], bd)
        }
        Restructure::Unstack { axis } => {
            let bd = ins[0].d.unwrap_or(0);
            let (axis, out) = if *axis < bd {
                (*axis, bd - 1)
            } else {
                (axis + 1, bd)
            };
            bind(em, Restructure::Unstack { axis }, &[ins[0].x], out)
        }
        Restructure::Stack { axis } => {
            let bdim = ins[0].d;
            if let Some(bd) = bdim.filter(|_| ins.iter().all(|b| b.d == bdim)) {
                let (axis, out) = if *axis <= bd {
                    (*axis, bd + 1)
                } else {
                    (axis + 1, bd)
                };
                let xs: Vec<Atom> = ins.iter().map(|b| b.x).collect();
                return bind(em, Restructure::Stack { axis }, &xs, out);
            }
            let size = batch_size(em, ins);
            let mut xs = Vec::with_capacity(ins.len());
            for b in ins {
                xs.push(match b.d {
                    Some(d) => em.moveaxis(b.x, d, 0)?,
                    None => em.lax_broadcast(b.x, &[size])?,
                });
            }
            bind(em, Restructure::Stack { axis: axis + 1 }, &xs, 0)
        }
    }
}

/// `lax._pad_batch_rule`.
fn pad(em: &mut Em, p: &Pad, ins: &[BVal]) -> R<Vec<BVal>> {
    let (mut operand, value) = (ins[0], ins[1]);
    if operand.d.is_none() {
        let n = em.shape(&value.x)[value.d.unwrap_or(0)];
        operand = BVal::new(em.lax_broadcast(operand.x, &[n])?, Some(0));
    }
    let bd = operand.d.unwrap_or(0);
    let mut config = p.padding_config.clone();
    config.insert(bd, [PyInt::plain(0), PyInt::plain(0), PyInt::plain(0)]);
    let padded = |em: &mut Em, x: Atom, v: Atom| {
        em.bind1(
            Primitive::Pad(Box::new(Pad {
                padding_config: config.clone(),
            })),
            &[x, v],
        )
    };
    if value.d.is_none() {
        let out = padded(em, operand.x, value.x)?;
        return Ok(vec![BVal::new(out, Some(bd))]);
    }
    // A batched padding value: pad with zeros, then select the value where the mask is off.
    let dtype = em.aval(&operand.x).dtype;
    let x = padded(em, operand.x, Atom::Literal(zero(dtype)))?;
    let shape = em.shape(&operand.x);
    let ones = em.full(&shape, Atom::Literal(crate::Literal::bool(true)))?;
    let mask = padded(em, ones, Atom::Literal(crate::Literal::bool(false)))?;
    let xs = em.shape(&x);
    let bcast = em.broadcast_in_dim(value.x, xs, &[Ix::py(bd)])?;
    let out = em.bind1(Primitive::SelectN(SelectN), &[mask, bcast, x])?;
    Ok(vec![BVal::new(out, Some(bd))])
}

/// The zero of a dtype as JAX's `_zero` makes it (a literal).
pub(crate) fn zero(dtype: crate::DType) -> crate::Literal {
    use crate::types::Scalar;
    let value = if dtype.is_bool() {
        Scalar::Bool(false)
    } else if dtype.is_inexact() {
        Scalar::Float(0.0)
    } else {
        Scalar::Int(0)
    };
    crate::Literal::of(dtype, value)
}

impl Em<'_, '_> {
    /// `lax.full(shape, fill)` of a scalar literal: `broadcast(fill, shape)`.
    pub fn full(&mut self, shape: &[u64], fill: Atom) -> R<Atom> {
        self.lax_broadcast(fill, shape)
    }
}
