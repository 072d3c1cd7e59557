//! The `BatchTrace`: which values are batched, at which dimension; JAX's `eval_jaxpr` of a
//! jaxpr under it (each equation through its primitive's batching rule, in order), and the
//! batched copies of sub-jaxprs (`batch_jaxpr2`, `batch_jaxpr_axes`), memoised per
//! (jaxpr, dims) as JAX's `weakref_lru_cache` does, so a shared jaxpr is batched once per use
//! pattern and the transform stays linear in the program's size.

use crate::jaxpr::{Atom, Var};
use crate::program::JaxprId;
use crate::types::Aval;

pub(crate) use super::emit::{BDim, BVal, MemoKey, OutDest};
use super::emit::{Cx, Em, R};
use super::error::VmapError;

/// `core.unmapped_aval(size, dim, aval)`: the aval with a dimension of `size` at `dim`.
pub(crate) fn unmapped_aval(size: u64, dim: BDim, aval: &Aval) -> Aval {
    match dim {
        None => aval.clone(),
        Some(d) => {
            let mut dims = aval.dims().to_vec();
            dims.insert(d.min(dims.len()), size);
            Aval::new(aval.dtype, dims)
        }
    }
}

/// `eval_jaxpr(jaxpr, consts, *args)` under the batch trace: the equations of the source jaxpr
/// `id` recorded into `em`, each through its batching rule. Returns the outputs.
pub(crate) fn eval_batched(
    em: &mut Em,
    id: JaxprId,
    consts: &[BVal],
    args: &[BVal],
) -> R<Vec<BVal>> {
    let src = em.cx.src;
    let j = src.get(id);
    let mut env: Vec<Option<BVal>> = vec![None; j.vars.len()];
    for (v, b) in j
        .constvars
        .iter()
        .zip(consts)
        .chain(j.invars.iter().zip(args))
    {
        env[v.index()] = Some(*b);
    }
    let read = |env: &[Option<BVal>], a: &Atom| -> R<BVal> {
        match a {
            Atom::Literal(_) => Ok(BVal::unbatched(*a)),
            Atom::Var(v) => env
                .get(v.index())
                .copied()
                .flatten()
                .ok_or_else(|| undefined(*v)),
        }
    };
    for eqn in &j.eqns {
        let ins: Vec<BVal> = eqn.inputs.iter().map(|a| read(&env, a)).collect::<R<_>>()?;
        let outs = (em.cx.rule)(em, eqn, &ins)?;
        if outs.len() != eqn.outputs.len() {
            return Err(VmapError::Internal {
                primitive: eqn.primitive.name(),
                message: format!(
                    "the rule returned {} results for {}",
                    outs.len(),
                    eqn.outputs.len()
                ),
            });
        }
        for (v, b) in eqn.outputs.iter().zip(outs) {
            env[v.index()] = Some(b);
        }
    }
    j.outvars.iter().map(|a| read(&env, a)).collect()
}

fn undefined(v: Var) -> VmapError {
    VmapError::Internal {
        primitive: "vmap",
        message: format!("variable {v} is read before it is defined"),
    }
}

/// A new jaxpr for the source jaxpr `id` whose inputs are batched at `in_dims`: its constvars
/// unbatched, its inputs of the batched avals. Returns the new jaxpr's builder state after the
/// equations, and the outputs.
fn trace_batched<'c, 's>(
    cx: &'c mut Cx<'s>,
    id: JaxprId,
    in_dims: &[BDim],
) -> R<(Em<'c, 's>, Vec<BVal>)> {
    let src = cx.src;
    let j = src.get(id);
    let size = cx.size;
    let mut em = Em::new(cx);
    let consts: Vec<BVal> = j
        .constvars
        .iter()
        .map(|v| BVal::unbatched(em.constvar(j.aval(*v).clone())))
        .collect();
    let args: Vec<BVal> = j
        .invars
        .iter()
        .zip(in_dims)
        .map(|(v, &d)| BVal::new(em.input(unmapped_aval(size, d, j.aval(*v))), d))
        .collect();
    let outs = eval_batched(&mut em, id, &consts, &args)?;
    Ok((em, outs))
}

/// `batching.batch_jaxpr2(jaxpr, axis_data, in_axes)`: the batched jaxpr and where its outputs
/// are batched.
pub(crate) fn batch_jaxpr2(cx: &mut Cx, id: JaxprId, in_dims: &[BDim]) -> R<(JaxprId, Vec<BDim>)> {
    let key = MemoKey::Free(id, in_dims.to_vec());
    if let Some(hit) = cx.memo.get(&key) {
        return Ok(hit.clone());
    }
    let (em, outs) = trace_batched(cx, id, in_dims)?;
    let dims: Vec<BDim> = outs.iter().map(|b| b.d).collect();
    let new = em.finish(outs.iter().map(|b| b.x).collect());
    cx.memo.insert(key, (new, dims.clone()));
    Ok((new, dims))
}

/// `batch_subtrace` of a jaxpr's function traced anew (`custom_jvp_call`'s primal, which JAX
/// re-traces for every call): like [`batch_jaxpr2`], never shared.
pub(crate) fn batch_jaxpr_fresh(
    cx: &mut Cx,
    id: JaxprId,
    in_dims: &[BDim],
) -> R<(JaxprId, Vec<BDim>)> {
    let (em, outs) = trace_batched(cx, id, in_dims)?;
    let dims: Vec<BDim> = outs.iter().map(|b| b.d).collect();
    Ok((em.finish(outs.iter().map(|b| b.x).collect()), dims))
}

/// `batching.batch_jaxpr_axes(jaxpr, axis_data, in_axes, out_axes_dest)`: the outputs moved to
/// their destinations (`matchaxis`); returns the jaxpr and which outputs are batched.
pub(crate) fn batch_jaxpr_axes(
    cx: &mut Cx,
    id: JaxprId,
    in_dims: &[BDim],
    out_dest: &[OutDest],
) -> R<(JaxprId, Vec<bool>)> {
    let key = MemoKey::Axes(id, in_dims.to_vec(), out_dest.to_vec());
    if let Some((j, dims)) = cx.memo.get(&key) {
        return Ok((*j, dims.iter().map(|d| d.is_some()).collect()));
    }
    let (mut em, outs) = trace_batched(cx, id, in_dims)?;
    let mut atoms = Vec::with_capacity(outs.len());
    let mut dims = Vec::with_capacity(outs.len());
    for (b, dest) in outs.iter().zip(out_dest) {
        let dst = match dest {
            OutDest::At(d) => Some(*d),
            OutDest::None => None,
            OutDest::ZeroIfMapped => b.d.map(|_| 0),
        };
        atoms.push(em.matchaxis(b.d, dst, b.x)?);
        dims.push(dst);
    }
    let new = em.finish(atoms);
    cx.memo.insert(key, (new, dims.clone()));
    Ok((new, dims.iter().map(|d| d.is_some()).collect()))
}

/// `batching.batch_jaxpr(jaxpr, axis_data, in_batched, instantiate)`: inputs batched at 0,
/// outputs at 0 where instantiated or batched.
pub(crate) fn batch_jaxpr(
    cx: &mut Cx,
    id: JaxprId,
    in_batched: &[bool],
    instantiate: &[bool],
) -> R<(JaxprId, Vec<bool>)> {
    let in_dims: Vec<BDim> = in_batched.iter().map(|&b| b.then_some(0)).collect();
    let dest: Vec<OutDest> = instantiate
        .iter()
        .map(|&i| {
            if i {
                OutDest::At(0)
            } else {
                OutDest::ZeroIfMapped
            }
        })
        .collect();
    batch_jaxpr_axes(cx, id, &in_dims, &dest)
}

impl Em<'_, '_> {
    /// `batching.matchaxis(axis_data, src, dst, x)` without `sum_match`.
    pub fn matchaxis(&mut self, src: BDim, dst: BDim, x: Atom) -> R<Atom> {
        match (src, dst) {
            (s, d) if s == d => Ok(x),
            (Some(s), Some(d)) => self.moveaxis(x, s, d),
            (None, Some(d)) => {
                let size = self.size();
                self.broadcast_at(x, size, d)
            }
            (Some(_), None) => Err(VmapError::Internal {
                primitive: "vmap",
                message: "a batched value where an unbatched one is needed".into(),
            }),
            (None, None) => Ok(x),
        }
    }
}
