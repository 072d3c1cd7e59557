//! `Ldexp` and `Frexp` (`jnp.ldexp`, `jnp.frexp`): JAX lowers them through their expansion,
//! which the lowering splices in before emitting ([`minihlo_ir::hiprims_expand`]); an equation
//! that reaches the rules was not expanded.

use crate::ctx::{EqnCtx, Lowering};

pub(super) fn hiprim_rule<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    Err(cx.unsupported("lowered through its expansion, which did not run"))
}
