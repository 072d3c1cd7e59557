//! `remat_opt`, `linear_call` and `custom_vmap_call`: JAX lowers each with `mlir.lower_fun` of
//! an impl that evaluates its one jaxpr (`fwd_jaxpr`, `callee`, `call`), so the jaxpr inlined;
//! and `broadcast_to` (`mlir.lower_fun` of `jnp.broadcast_to`).

use minihlo_ir::broadcast_to::BroadcastTo;
use minihlo_ir::JaxprId;

use super::control_flow::{primal, unsupported};
use crate::ctx::{EqnCtx, Lowering};

/// The call primitives: their jaxpr inlined.
pub(super) fn call<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, jaxpr: JaxprId) -> Lowering<'c, 'a> {
    primal(cx, jaxpr)
}

/// `jnp.broadcast_to`: the operand itself for an equal shape, else a `broadcast_in_dim` onto the
/// trailing dimensions.
pub(super) fn broadcast_to<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    b: &BroadcastTo,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?;
    let x = &cx.avals[0];
    let dims = b.dims_for(x).map_err(|e| unsupported("broadcast_to", e))?;
    if x.dims() == out.dims() {
        return Ok(vec![cx.xs[0]]);
    }
    let dims: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
    Ok(vec![cx.em.broadcast(cx.xs[0], out, &dims)?])
}
