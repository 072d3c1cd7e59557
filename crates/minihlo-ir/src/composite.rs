//! `composite[attributes call_jaxpr name version] *args` (`lax.composite`): lowered as JAX's
//! `_composite_lowering`, a `stablehlo.composite` named `name` whose decomposition is
//! `call_jaxpr` as a private function (named after `name`), with the attributes typed as
//! `mlir.ir_attribute` types them.

use crate::callee::{Callees, JaxprId};
use crate::ffi_call::FfiValue;
use crate::primitive_def::{JaxprLabel, PrimitiveDef, PrintedParam};
use crate::type_error::RuleError;
use crate::types::Aval;

#[derive(Clone, Debug, PartialEq)]
pub struct Composite {
    pub name: String,
    pub call_jaxpr: JaxprId,
    pub version: i64,
    /// The attributes whose value is not `None`, in the text's order.
    pub attributes: Vec<(String, FfiValue)>,
    /// `attributes` as written.
    pub attributes_text: String,
}

impl PrimitiveDef for Composite {
    const NAMES: &'static [&'static str] = &["composite"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        vec![
            (
                "attributes",
                PrintedParam::Text(self.attributes_text.clone()),
            ),
            ("call_jaxpr", PrintedParam::Jaxpr(self.call_jaxpr)),
            ("name", PrintedParam::Text(self.name.clone())),
            ("version", PrintedParam::Text(self.version.to_string())),
        ]
    }
    /// `_composite_abstract_eval`: `call_jaxpr`'s outputs.
    fn infer(&self, inputs: &[Aval], jaxprs: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        crate::control::call_rule("composite", jaxprs, self.call_jaxpr, inputs)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Named("call_jaxpr"), self.call_jaxpr);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.call_jaxpr);
    }
}
