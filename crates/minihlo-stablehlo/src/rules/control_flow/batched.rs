//! A `while` whose condition returns a bool array (what `vmap` of a loop with a batched
//! condition makes), lowered as JAX's `_while_lowering` does: the cond region reduces the
//! predicate with `or` (`_unary_reduce_lower`), and the body evaluates the condition again on
//! the old carry and keeps each new carry value only where it holds (`_pred_bcast_select_hlo`:
//! the predicate broadcast over the value's physical shape, then `stablehlo.select`).

use melior::ir::Value;
use minihlo_ir::primitive::Reduce;
use minihlo_ir::{Aval, DType, Primitive, ReduceOp};

use crate::ctx::{EqnCtx, State};
use crate::emit::Emitter;
use crate::error::LowerError;

/// `reduce_or(pred, all axes)` of a batched predicate.
pub(super) fn reduce_pred<'c, 'a>(
    em: &Emitter<'c, 'a>,
    state: &mut State<'_, 'c>,
    platform_index: Option<Value<'c, 'a>>,
    pred: Value<'c, 'a>,
    pred_aval: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let prim = Primitive::Reduce(Reduce {
        op: ReduceOp::Or,
        axes: (0..pred_aval.rank()).collect(),
    });
    let outs = [Aval::scalar(DType::Bool)];
    let r = super::super::lower_eqn(&mut EqnCtx {
        em,
        state,
        platform_index,
        prim: &prim,
        xs: &[pred],
        avals: std::slice::from_ref(pred_aval),
        outs: &outs,
    })?;
    r.first().copied().ok_or_else(|| LowerError::Unsupported {
        primitive: "while".into(),
        reason: "reduce_or gave no result".into(),
    })
}

/// `select(broadcast(pred), new, old)` for each carry value (of the logical type `aval`).
pub(super) fn select_carry<'c, 'a>(
    em: &Emitter<'c, 'a>,
    pred: Value<'c, 'a>,
    pred_aval: &Aval,
    new: &[Value<'c, 'a>],
    old: &[Value<'c, 'a>],
    avals: &[Aval],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let dims: Vec<i64> = (0..pred_aval.rank() as i64).collect();
    new.iter()
        .zip(old)
        .zip(avals)
        .map(|((n, o), a)| {
            let p = a.physical();
            let b = em.broadcast(pred, &Aval::new(DType::Bool, p.shape.clone()), &dims)?;
            em.select(b, *n, *o, &p)
        })
        .collect()
}
