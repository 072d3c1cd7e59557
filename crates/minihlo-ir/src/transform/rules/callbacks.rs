//! Callbacks: `buffer_callback` and `pure_callback` (`ffi.ffi_batching_rule`, by
//! `vmap_method`), `io_callback` (`lax.map` of the callback), `debug_callback` and
//! `debug_print` (unrolled over the batch, one call per element).

use crate::control::Scan;
use crate::jaxpr::{Atom, Eqn, Var};
use crate::primitive::{Primitive, Slice};
use crate::types::Aval;

use super::super::batch::{unmapped_aval, BVal};
use super::super::emit::{Em, R};
use super::super::error::VmapError;
use super::batch_size;

/// `buffer_callback` and `pure_callback`: JAX's `ffi_batching_rule`.
pub(super) fn ffi(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let (name, method) = match &eqn.primitive {
        Primitive::BufferCallback(cb) => ("buffer_callback", cb.vmap_method.clone()),
        Primitive::PyCallback(cb) => ("pure_callback", cb.vmap_method.clone()),
        p => return Err(VmapError::unsupported(p.name(), "")),
    };
    let size = batch_size(em, ins);
    let mut args = Vec::with_capacity(ins.len());
    for b in ins {
        args.push(BVal::new(em.move_to(b.x, b.d, 0)?, b.d.map(|_| 0)));
    }
    let all0 = |outs: Vec<Var>| outs.into_iter().map(|v| BVal::new(v, Some(0))).collect();
    match method.as_deref() {
        Some("legacy_vectorized") => {
            let prim = with_batched_results(&eqn.primitive, size);
            let inputs: Vec<Atom> = args.iter().map(|b| b.x).collect();
            Ok(all0(em.bind(prim, &inputs)?))
        }
        Some(m @ ("expand_dims" | "broadcast_all")) => {
            let n = if m == "broadcast_all" { size } else { 1 };
            let mut inputs = Vec::with_capacity(args.len());
            for b in &args {
                inputs.push(match b.d {
                    None => em.lax_broadcast(b.x, &[n])?,
                    Some(_) => b.x,
                });
            }
            let prim = with_batched_results(&eqn.primitive, size);
            Ok(all0(em.bind(prim, &inputs)?))
        }
        Some(m @ ("sequential" | "sequential_unrolled")) => {
            let outs = sequential(em, eqn, &args, size, m == "sequential_unrolled")?;
            Ok(all0(outs))
        }
        other => {
            let got = other.map_or("None".to_string(), |m| format!("'{m}'"));
            Err(VmapError::refused(
                name,
                format!(
                    "vmap is only supported for the {name} primitive when vmap_method is one of \
                     'sequential', 'sequential_unrolled', 'expand_dims', 'broadcast_all', or \
                     'legacy_vectorized'. Got vmap_method={got}."
                ),
            ))
        }
    }
}

/// The callback primitive with its `result_avals` batched at 0.
fn with_batched_results(p: &Primitive, size: u64) -> Primitive {
    let batch = |avals: &[Aval]| -> Vec<Aval> {
        avals
            .iter()
            .map(|a| unmapped_aval(size, Some(0), a))
            .collect()
    };
    match p {
        Primitive::BufferCallback(cb) => {
            let mut cb = cb.clone();
            cb.result_avals = batch(&cb.result_avals);
            Primitive::BufferCallback(cb)
        }
        Primitive::PyCallback(cb) => {
            let mut cb = cb.clone();
            cb.result_avals = batch(&cb.result_avals);
            Primitive::PyCallback(cb)
        }
        p => p.clone(),
    }
}

/// `io_callback`: `lax.map` of the callback over the batch; JAX refuses an ordered one.
pub(super) fn io(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    if let Primitive::PyCallback(cb) = &eqn.primitive {
        if cb.ordered {
            return Err(VmapError::refused(
                "io_callback",
                "Cannot `vmap` ordered IO callback.",
            ));
        }
    }
    let size = batch_size(em, ins);
    let mut args = Vec::with_capacity(ins.len());
    for b in ins {
        args.push(BVal::new(em.move_to(b.x, b.d, 0)?, b.d.map(|_| 0)));
    }
    let outs = sequential(em, eqn, &args, size, false)?;
    Ok(outs.into_iter().map(|v| BVal::new(v, Some(0))).collect())
}

/// `scan(lambda _, x: ((), prim.bind(*merged(x))), (), batched_args, unroll=...)`: the
/// equation inside a scan over the batched operands (at 0), the unbatched ones closed over
/// (the scan's consts, in order of first use; literals stay in the body).
fn sequential(em: &mut Em, eqn: &Eqn, args: &[BVal], size: u64, unroll: bool) -> R<Vec<Var>> {
    let mut consts: Vec<Atom> = Vec::new();
    for b in args {
        if b.d.is_none() && matches!(b.x, Atom::Var(_)) && !consts.contains(&b.x) {
            consts.push(b.x);
        }
    }
    let xs: Vec<Atom> = args.iter().filter(|b| b.d.is_some()).map(|b| b.x).collect();
    let const_avals: Vec<Aval> = consts.iter().map(|c| em.aval(c)).collect();
    let x_avals: Vec<Aval> = xs
        .iter()
        .map(|x| {
            let a = em.aval(x);
            Aval::new(a.dtype, a.dims()[1..].to_vec())
        })
        .collect();
    let mut body = Em::new(&mut *em.cx);
    let cvars: Vec<Var> = const_avals.into_iter().map(|a| body.input(a)).collect();
    let xvars: Vec<Var> = x_avals.into_iter().map(|a| body.input(a)).collect();
    let mut next_x = xvars.iter();
    let mut inputs = Vec::with_capacity(args.len());
    for b in args {
        inputs.push(match (b.d, b.x) {
            (Some(_), _) => Atom::Var(*next_x.next().expect("one slice per batched operand")),
            (None, Atom::Var(_)) => {
                let k = consts.iter().position(|c| *c == b.x).unwrap_or(0);
                Atom::Var(cvars[k])
            }
            (None, lit) => lit,
        });
    }
    let outs = body.copy_eqn(eqn, &inputs)?;
    let n_ys = outs.len();
    let id = body.finish(outs.into_iter().map(Atom::Var).collect());
    let mut scan = Scan::new(id, size, consts.len(), 0, xs.len(), n_ys);
    if unroll {
        scan.unroll = size.max(1);
    }
    let mut operands = consts;
    operands.extend(xs);
    em.bind(Primitive::Scan(Box::new(scan)), &operands)
}

/// `debugging.debug_batching_rule`: one call per batch element, each batched operand indexed
/// (`lax.index_in_dim`: a slice and a squeeze).
pub(super) fn debug(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let size = batch_size(em, ins);
    for i in 0..size {
        let mut inputs = Vec::with_capacity(ins.len());
        for b in ins {
            inputs.push(match b.d {
                None => b.x,
                Some(d) => em.index_in_dim(b.x, i, d)?,
            });
        }
        em.copy_eqn(eqn, &inputs)?;
    }
    Ok(vec![])
}

impl Em<'_, '_> {
    /// `lax.index_in_dim(x, i, axis, keepdims=False)`: `slice_in_dim` then `squeeze`.
    pub fn index_in_dim(&mut self, x: Atom, i: u64, axis: usize) -> R<Atom> {
        let shape = self.shape(&x);
        let mut start = vec![0; shape.len()];
        let mut limit = shape.clone();
        start[axis] = i;
        limit[axis] = i + 1;
        let s = self.bind1(
            Primitive::Slice(Slice {
                start_indices: start,
                limit_indices: limit,
                strides: Some(vec![1; shape.len()]),
            }),
            &[x],
        )?;
        self.squeeze(s, &[axis])
    }
}
