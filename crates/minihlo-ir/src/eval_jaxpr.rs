//! `eval_jaxpr[call_jaxpr={ ... }]`: JAX 0.12's plain call of a jaxpr (`core.eval_jaxpr_p`).
//! Autodiff binds it for the known half of a scan under `jax.checkpoint`
//! (`_scan_partial_eval_custom`): `jax.grad(jax.checkpoint(f))` of an `f` holding a scan prints
//! one, its outputs dropped or (`value_and_grad`) read. The lowering inlines the jaxpr
//! (`core_call_lowering` with `inline_jax_late`); DCE is `dce_jaxpr_closed_call_rule`.

use crate::callee::{Callees, JaxprId};
use crate::primitive_def::{JaxprLabel, PrimitiveDef, PrintedParam};
use crate::type_error::RuleError;
use crate::types::Aval;

#[derive(Clone, Debug, PartialEq)]
pub struct EvalJaxpr {
    pub call_jaxpr: JaxprId,
}

impl PrimitiveDef for EvalJaxpr {
    const NAMES: &'static [&'static str] = &["eval_jaxpr"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        vec![("call_jaxpr", PrintedParam::Jaxpr(self.call_jaxpr))]
    }
    /// `_check_closed_call`: the operands match the jaxpr's inputs; the results are its outputs.
    fn infer(&self, inputs: &[Aval], jaxprs: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        crate::control::call_rule("eval_jaxpr", jaxprs, self.call_jaxpr, inputs)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Jaxpr, self.call_jaxpr);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.call_jaxpr);
    }
}
