//! `eval_jaxpr`, as JAX 0.12's `core_call_lowering` with `inline_jax_late` lowers it: the
//! call's jaxpr lowered as a function and inlined where the call stands, which is its equations
//! lowered in place on the operands.

use minihlo_ir::eval_jaxpr::EvalJaxpr;

use super::control_flow::no_constvars;
use crate::ctx::{EqnCtx, Lowering};

pub(super) fn eval_jaxpr<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    p: &EvalJaxpr,
) -> Lowering<'c, 'a> {
    let body = cx.state.program.get(p.call_jaxpr);
    no_constvars("eval_jaxpr", body)?;
    let args = cx.xs.to_vec();
    cx.lower_ctx().lower_jaxpr(body, &args)
}
