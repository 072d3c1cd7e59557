//! `CustomRoot[solve_jaxpr has_aux]` (JAX 0.12's `lax.custom_root`, a hijax primitive printed by
//! its class name, `jax/_src/lax/control_flow/solves.py`): its operands are the solve's consts and
//! initial guess (the `solve_jaxpr`'s inputs), then the consts of `f` and of `tangent_solve`,
//! which only its derivatives read. JAX lowers it through its expansion, the solve applied to
//! its operands, which the hijax pass splices in ([`crate::hiprims_expand`]).

use crate::callee::{Callees, JaxprId};
use crate::control::RuleError;
use crate::pyfmt::py_bool;
use crate::types::Aval;

#[derive(Clone, Debug, PartialEq)]
pub struct CustomRoot {
    pub solve_jaxpr: JaxprId,
    /// The solve returns `(root, aux)`, flattened: the results are the solve's outputs either way.
    pub has_aux: bool,
}

impl CustomRoot {
    /// The text params other than `solve_jaxpr`.
    pub fn params(&self) -> Vec<(&'static str, String)> {
        vec![("has_aux", py_bool(self.has_aux))]
    }

    /// How many leading operands the solve takes.
    pub fn solve_operands(&self, jaxprs: &(impl Callees + ?Sized)) -> Result<usize, RuleError> {
        Ok(jaxprs.signature(self.solve_jaxpr)?.ins.len())
    }

    /// The leading operands match the solve's inputs (the rest are `f`'s and `tangent_solve`'s
    /// consts); the results are the solve's outputs.
    pub fn infer(
        &self,
        inputs: &[Aval],
        jaxprs: &(impl Callees + ?Sized),
    ) -> Result<Vec<Aval>, RuleError> {
        let n = self.solve_operands(jaxprs)?;
        let Some(solve_ins) = inputs.get(..n) else {
            return Err(format!(
                "CustomRoot with {} operands cannot call a solve_jaxpr with {n} inputs",
                inputs.len()
            ));
        };
        crate::control::call_rule("CustomRoot", jaxprs, self.solve_jaxpr, solve_ins)
    }
}
