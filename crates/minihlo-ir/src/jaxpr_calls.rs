//! Primitives that call one jaxpr and whose lowering is that jaxpr inlined (`mlir.lower_fun` of
//! an impl that evaluates it): `remat_opt` (custom_vjp's `optimize_remat`: runs `fwd_jaxpr`),
//! `linear_call` (`jax.custom_derivatives.linear_call`: runs `callee`) and `custom_vmap_call`
//! (`jax.custom_batching.custom_vmap`: runs `call`). Their Python functions
//! (`fun_jaxpr_thunk`, `transpose_thunk`, `rule`) print as masked reprs, kept as written only to
//! print the text back.

use crate::callee::{Callees, JaxprId};
use crate::primitive_def::{JaxprLabel, PrimitiveDef, PrintedParam};
use crate::type_error::RuleError;
use crate::types::Aval;

/// `remat_opt[fun_jaxpr_thunk fwd_jaxpr num_consts num_res] *consts *args`.
#[derive(Clone, Debug, PartialEq)]
pub struct RematOpt {
    pub fwd_jaxpr: JaxprId,
    pub num_consts: usize,
    pub num_res: usize,
    pub fun_jaxpr_thunk: String,
}

impl PrimitiveDef for RematOpt {
    const NAMES: &'static [&'static str] = &["remat_opt"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        vec![
            (
                "fun_jaxpr_thunk",
                PrintedParam::Text(self.fun_jaxpr_thunk.clone()),
            ),
            ("fwd_jaxpr", PrintedParam::Jaxpr(self.fwd_jaxpr)),
            (
                "num_consts",
                PrintedParam::Text(self.num_consts.to_string()),
            ),
            ("num_res", PrintedParam::Text(self.num_res.to_string())),
        ]
    }
    /// `_remat_opt_abstract_eval`: `fwd_jaxpr`'s outputs (the residuals, then the primal ones).
    fn infer(&self, inputs: &[Aval], jaxprs: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let outs = crate::control::call_rule("remat_opt", jaxprs, self.fwd_jaxpr, inputs)?;
        if self.num_consts > inputs.len() || self.num_res > outs.len() {
            return Err(RuleError::Named(format!(
                "remat_opt with num_consts={} and num_res={} for {} operands and {} results",
                self.num_consts,
                self.num_res,
                inputs.len(),
                outs.len()
            )));
        }
        Ok(outs)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Named("fwd_jaxpr"), self.fwd_jaxpr);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.fwd_jaxpr);
    }
}

/// `linear_call[callee num_callee_consts num_res transpose_thunk] *consts *res *linear`.
#[derive(Clone, Debug, PartialEq)]
pub struct LinearCall {
    pub callee: JaxprId,
    pub num_callee_consts: usize,
    pub num_res: usize,
    pub transpose_thunk: String,
}

impl PrimitiveDef for LinearCall {
    const NAMES: &'static [&'static str] = &["linear_call"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        vec![
            ("callee", PrintedParam::Jaxpr(self.callee)),
            (
                "num_callee_consts",
                PrintedParam::Text(self.num_callee_consts.to_string()),
            ),
            ("num_res", PrintedParam::Text(self.num_res.to_string())),
            (
                "transpose_thunk",
                PrintedParam::Text(self.transpose_thunk.clone()),
            ),
        ]
    }
    /// `_linear_call_abstract_eval`: `callee`'s outputs.
    fn infer(&self, inputs: &[Aval], jaxprs: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        if self.num_callee_consts + self.num_res > inputs.len() {
            return Err(RuleError::Named(format!(
                "linear_call with num_callee_consts={} and num_res={} for {} operands",
                self.num_callee_consts,
                self.num_res,
                inputs.len()
            )));
        }
        crate::control::call_rule("linear_call", jaxprs, self.callee, inputs)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Named("callee"), self.callee);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.callee);
    }
}

/// `custom_vmap_call[call in_tree out_tree rule] *args`.
#[derive(Clone, Debug, PartialEq)]
pub struct CustomVmapCall {
    pub call: JaxprId,
    pub in_tree: String,
    pub out_tree: String,
    pub rule: String,
}

impl PrimitiveDef for CustomVmapCall {
    const NAMES: &'static [&'static str] = &["custom_vmap_call"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        vec![
            ("call", PrintedParam::Jaxpr(self.call)),
            ("in_tree", PrintedParam::Text(self.in_tree.clone())),
            ("out_tree", PrintedParam::Text(self.out_tree.clone())),
            ("rule", PrintedParam::Text(self.rule.clone())),
        ]
    }
    /// `custom_vmap_abstract_eval`: `call`'s outputs.
    fn infer(&self, inputs: &[Aval], jaxprs: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        crate::control::call_rule("custom_vmap_call", jaxprs, self.call, inputs)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Named("call"), self.call);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.call);
    }
}
