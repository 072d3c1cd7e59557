//! `CustomRoot[solve_jaxpr has_aux]` (JAX 0.12's `lax.custom_root`, a hijax primitive printed by
//! its class name, `jax/_src/lax/control_flow/solves.py`): its operands are the solve's consts and
//! initial guess (the `solve_jaxpr`'s inputs), then the consts of `f` and of `tangent_solve`,
//! which only its derivatives read. JAX lowers it through its expansion, the solve applied to
//! its operands, which the hijax pass splices in ([`crate::hiprims_expand`]).

use crate::callee::{Callees, JaxprId};
use crate::primitive_def::{JaxprLabel, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_bool;
use crate::type_error::RuleError;
use crate::types::Aval;

#[derive(Clone, Debug, PartialEq)]
pub struct CustomRoot {
    pub solve_jaxpr: JaxprId,
    /// The solve returns `(root, aux)`, flattened: the results are the solve's outputs either way.
    pub has_aux: bool,
}

impl CustomRoot {
    /// How many leading operands the solve takes.
    pub fn solve_operands(&self, jaxprs: &dyn Callees) -> Result<usize, RuleError> {
        Ok(jaxprs.signature(self.solve_jaxpr)?.ins.len())
    }
}

impl PrimitiveDef for CustomRoot {
    const NAMES: &'static [&'static str] = &["CustomRoot"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        vec![
            ("solve_jaxpr", PrintedParam::Jaxpr(self.solve_jaxpr)),
            ("has_aux", PrintedParam::Text(py_bool(self.has_aux))),
        ]
    }
    /// The leading operands match the solve's inputs (the rest are `f`'s and `tangent_solve`'s
    /// consts); the results are the solve's outputs.
    fn infer(&self, inputs: &[Aval], jaxprs: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let n = self.solve_operands(jaxprs)?;
        let Some(solve_ins) = inputs.get(..n) else {
            return Err(format!(
                "CustomRoot with {} operands cannot call a solve_jaxpr with {n} inputs",
                inputs.len()
            )
            .into());
        };
        crate::control::call_rule("CustomRoot", jaxprs, self.solve_jaxpr, solve_ins)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Jaxpr, self.solve_jaxpr);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.solve_jaxpr);
    }
}
