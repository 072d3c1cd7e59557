//! `empty2`, lowered as JAX 0.12's `_empty2_lower`: `mlir.ir_constant(np.zeros((), dtype))`, a
//! scalar zero constant (autodiff broadcasts it to the residual's shape with a separate
//! `broadcast_in_dim` equation).

use minihlo_ir::empty2::Empty2;
use minihlo_ir::Scalar;

use crate::ctx::{EqnCtx, Lowering};

pub(super) fn empty2_rule<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, e: &Empty2) -> Lowering<'c, 'a> {
    cx.arity(0)?;
    if e.dtype.is_key() {
        return Err(cx.unsupported(format!(
            "empty2 of the key dtype {} (a zero key's physical uint32 data) is not supported",
            e.dtype.numpy_name()
        )));
    }
    let zero = if e.dtype.is_bool() {
        Scalar::Bool(false)
    } else {
        Scalar::Int(0)
    };
    Ok(vec![cx.em.constant(e.dtype, zero)?])
}
