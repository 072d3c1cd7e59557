//! `remat2` (`jax.checkpoint`), as `ad_checkpoint._remat_lowering` lowers it: the jaxpr's
//! equations inlined where the primitive stands; when `differentiated` and some operands are
//! marked `prevent_cse`, those operands first pass together through one
//! `stablehlo.optimization_barrier` and the body reads the barrier's results. `name`
//! (`checkpoint_name`) lowers to its operand.

use melior::ir::operation::OperationLike;
use minihlo_ir::remat::Remat;

use super::control_flow::no_constvars;
use crate::ctx::{EqnCtx, Lowering};
use crate::op::stablehlo;

pub(super) fn remat<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, p: &Remat) -> Lowering<'c, 'a> {
    let n = cx.xs.len();
    let prevent_cse = p.prevent_cse.per_operand(n);
    if prevent_cse.len() != n {
        return Err(cx.unsupported(format!(
            "prevent_cse has {} entries for {n} operands",
            prevent_cse.len()
        )));
    }
    let mut args = cx.xs.to_vec();
    if p.differentiated && prevent_cse.iter().any(|&b| b) {
        let em = cx.em;
        let picked: Vec<usize> = (0..n).filter(|&i| prevent_cse[i]).collect();
        let xs: Vec<_> = picked.iter().map(|&i| cx.xs[i]).collect();
        let types = picked
            .iter()
            .map(|&i| em.ty(&cx.avals[i]))
            .collect::<Result<Vec<_>, _>>()?;
        let op = em.op(stablehlo::OPTIMIZATION_BARRIER, &xs, &types, &[], vec![])?;
        for (r, &i) in op.results().zip(&picked) {
            args[i] = r.into();
        }
    }
    let body = cx.state.program.get(p.jaxpr);
    no_constvars("remat2", body)?;
    cx.lower_ctx().lower_jaxpr(body, &args)
}

/// `name`: the operand itself.
pub(super) fn checkpoint_name<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    Ok(vec![cx.xs[0]])
}
