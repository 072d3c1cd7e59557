//! `jax.checkpoint` / `jax.remat`: the `remat2` primitive (a call of its `jaxpr` whose params only
//! steer differentiation) and `checkpoint_name`'s `name` primitive (an identity that tags a value
//! for checkpoint policies), as JAX 0.12 prints them.

use crate::callee::{Callees, JaxprId};
use crate::primitive_def::{calls_no_jaxprs, JaxprLabel, PrimitiveDef, PrintedParam};
use crate::pyfmt::{py_bool, py_tuple};
use crate::rule_helpers::arity;
use crate::type_error::RuleError;
use crate::types::Aval;

/// `remat2`'s `prevent_cse`: one bool for every operand, or one per operand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PreventCse {
    All(bool),
    PerOperand(Vec<bool>),
}

impl PreventCse {
    /// Whether operand `i` of `n` goes through the optimization barrier's "prevent CSE" set.
    pub fn per_operand(&self, n: usize) -> Vec<bool> {
        match self {
            PreventCse::All(b) => vec![*b; n],
            PreventCse::PerOperand(v) => v.clone(),
        }
    }

    /// As JAX prints it: `True`, or a tuple `(True, False)`.
    pub fn text(&self) -> String {
        let b = |x: bool| if x { "True" } else { "False" };
        match self {
            PreventCse::All(x) => b(*x).to_string(),
            PreventCse::PerOperand(v) => {
                let items: Vec<&str> = v.iter().map(|&x| b(x)).collect();
                py_tuple(&items)
            }
        }
    }

    /// The tuple kept where `keep` holds (`remat_dce` filters a tuple by the used operands).
    pub fn keep_where(&self, keep: &[bool]) -> PreventCse {
        match self {
            PreventCse::All(b) => PreventCse::All(*b),
            PreventCse::PerOperand(v) => PreventCse::PerOperand(
                v.iter()
                    .zip(keep)
                    .filter(|(_, &k)| k)
                    .map(|(&p, _)| p)
                    .collect(),
            ),
        }
    }
}

/// `remat2`: runs `jaxpr` on the operands. With `differentiated` and any `prevent_cse`, the
/// lowering passes the prevent-CSE operands through one `optimization_barrier` first.
#[derive(Clone, Debug, PartialEq)]
pub struct Remat {
    pub jaxpr: JaxprId,
    pub prevent_cse: PreventCse,
    pub differentiated: bool,
    /// The policy's repr as printed (`<function dots_saveable at 0xXXXXXXXXXXXX>`); `None`
    /// for `policy=None`.
    pub policy: Option<String>,
}

impl PrimitiveDef for Remat {
    const NAMES: &'static [&'static str] = &["remat2"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let text = PrintedParam::Text;
        vec![
            ("differentiated", text(py_bool(self.differentiated))),
            ("jaxpr", PrintedParam::Jaxpr(self.jaxpr)),
            (
                "policy",
                text(self.policy.clone().unwrap_or_else(|| "None".into())),
            ),
            ("prevent_cse", text(self.prevent_cse.text())),
        ]
    }
    /// `remat_abstract_eval` (the outputs of the jaxpr), with `_remat_bind`'s check of a
    /// `prevent_cse` tuple's length and the call's operand types checked as for a call.
    fn infer(&self, inputs: &[Aval], jaxprs: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        if let PreventCse::PerOperand(v) = &self.prevent_cse {
            if v.len() != inputs.len() {
                return Err(format!(
                    "remat2 prevent_cse has {} entries for {} operands",
                    v.len(),
                    inputs.len()
                )
                .into());
            }
        }
        crate::control::call_rule("remat2", jaxprs, self.jaxpr, inputs)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Jaxpr, self.jaxpr);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.jaxpr);
    }
}

/// `name[name=...]` (`jax.ad_checkpoint.checkpoint_name`): the operand itself, tagged.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CheckpointName {
    pub name: String,
}

impl PrimitiveDef for CheckpointName {
    const NAMES: &'static [&'static str] = &["name"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        vec![("name", PrintedParam::Text(self.name.clone()))]
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let [x] = arity(inputs)?;
        Ok(vec![x.clone()])
    }
}
