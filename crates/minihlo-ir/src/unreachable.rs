//! `unreachable[exc_type message out_avals] *args` (`jax._src.custom_derivatives.unreachable_p`):
//! stages out with the types `out_avals`, and raises `exc_type(message)` when evaluated. Its
//! lowering rule is that impl, so JAX refuses to lower it with the message itself; minihlo
//! refuses alike.

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple_of;
use crate::rule_helpers::Rule;
use crate::types::Aval;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Unreachable {
    /// As written: `<class 'TypeError'>`.
    pub exc_type: String,
    pub message: String,
    pub out_avals: Vec<Aval>,
}

impl PrimitiveDef for Unreachable {
    const NAMES: &'static [&'static str] = &["unreachable"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let avals = py_tuple_of(
            self.out_avals
                .iter()
                .map(|a| format!("ShapedArray({})", a.numpy_display())),
        );
        texts(vec![
            ("exc_type", self.exc_type.clone()),
            ("message", self.message.clone()),
            ("out_avals", avals),
        ])
    }
    /// The abstract eval: `out_avals`, whatever the operands.
    fn infer(&self, _: &[Aval], _: &dyn Callees) -> Rule {
        Ok(self.out_avals.clone())
    }
}
