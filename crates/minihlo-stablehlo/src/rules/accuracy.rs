//! Unary ops with an `accuracy` param (JAX's `_nary_lower_hlo` with `accuracy`): the op is built
//! once without the attribute and then again with `result_accuracy` (for `HIGHEST`; `DEFAULT`
//! has no attribute), the first copy left unused, as JAX emits it. `exp2` and `log2` put the
//! attribute on their one `exponential` / `log`; `logistic` and the complex `sin`/`cos`
//! expansions ignore the param.

use minihlo_ir::{AccuracyMode, Scalar, UnaryOp};

use crate::attrs::opaque_attr;
use crate::ctx::{EqnCtx, Lowering};

pub(super) fn unary_accuracy<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    op: UnaryOp,
    accuracy: AccuracyMode,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let complex_sin_cos =
        cx.avals[0].dtype.is_complex() && matches!(op, UnaryOp::Sin | UnaryOp::Cos);
    if op == UnaryOp::Logistic || complex_sin_cos {
        return super::elementwise::unary(cx, op);
    }
    let out = cx.one_out()?.clone();
    let em = cx.em;
    let ty = em.ty(&out)?;
    let x = cx.xs[0];
    let attr = match accuracy {
        AccuracyMode::Highest => Some(opaque_attr(
            em.context,
            "stablehlo",
            "result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>",
        )),
        AccuracyMode::Default => None,
    };
    let attrs: Vec<(&str, _)> = attr.map(|a| ("result_accuracy", a)).into_iter().collect();
    let v = match op {
        UnaryOp::Exp2 => {
            let c = em.full_like(Scalar::Float(std::f64::consts::LN_2), &out)?;
            let m = em.binary("stablehlo.multiply", c, x, &out)?;
            em.one("stablehlo.exponential", &[m], ty, &attrs)?
        }
        UnaryOp::Log2 if out.dtype.is_complex() => super::complex::log2(em, x, &out, &attrs)?,
        UnaryOp::Log2 => {
            let l = em.one("stablehlo.log", &[x], ty, &attrs)?;
            let c = em.full_like(Scalar::Float(std::f64::consts::LOG2_E), &out)?;
            em.binary("stablehlo.multiply", l, c, &out)?
        }
        _ => {
            let name = super::elementwise::unary_op_name(op);
            em.one(name, &[x], ty, &[])?;
            em.one(name, &[x], ty, &attrs)?
        }
    };
    Ok(vec![v])
}
