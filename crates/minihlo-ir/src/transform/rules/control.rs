//! Calls and control flow: `jit` (`pjit._pjit_batcher`), `cond`, `while`, `scan`,
//! `custom_jvp_call`, `custom_vjp_call`, `remat2`.

use crate::control::Jit;
use crate::jaxpr::{Atom, Eqn};
use crate::primitive::Primitive;

use super::super::batch::{batch_jaxpr2, BDim, BVal};
use super::super::emit::{Em, R};

/// `pjit._pjit_batcher`: the callee batched with the operands' dims as they are
/// (`batch_jaxpr2`, memoised), called under the same name.
pub(super) fn jit(em: &mut Em, _eqn: &Eqn, p: &Jit, ins: &[BVal]) -> R<Vec<BVal>> {
    let dims: Vec<BDim> = ins.iter().map(|b| b.d).collect();
    let (new, out_dims) = batch_jaxpr2(em.cx, p.jaxpr, &dims)?;
    let inputs: Vec<Atom> = ins.iter().map(|b| b.x).collect();
    let outs = em.bind(
        Primitive::Jit(Box::new(Jit {
            name: p.name.clone(),
            jaxpr: new,
        })),
        &inputs,
    )?;
    Ok(outs
        .into_iter()
        .zip(out_dims)
        .map(|(v, d)| BVal::new(v, d))
        .collect())
}
