//! The primitives whose results are their operands, unchanged: `optimization_barrier` and
//! `device_put` (to the default device).

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple;
use crate::rule_helpers::Rule;
use crate::types::Aval;

/// `optimization_barrier x0 x1 ...`: its operands, unchanged, as many outputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OptimizationBarrier;

impl PrimitiveDef for OptimizationBarrier {
    const NAMES: &'static [&'static str] = &["optimization_barrier"];
    calls_no_jaxprs!();
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        Ok(inputs.to_vec())
    }
}

/// `device_put x0 x1 ...` to the default device (`devices` and `srcs` all `None`): its
/// operands, unchanged; `copy_semantics` holds one `ArrayCopySemantics` member name per operand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DevicePut {
    pub copy_semantics: Vec<String>,
}

impl PrimitiveDef for DevicePut {
    const NAMES: &'static [&'static str] = &["device_put"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let nones = vec!["None"; self.copy_semantics.len()];
        let members: Vec<String> = self
            .copy_semantics
            .iter()
            .map(|m| format!("ArrayCopySemantics.{m}"))
            .collect();
        texts(vec![
            ("copy_semantics", py_tuple(&members)),
            ("devices", py_tuple(&nones)),
            ("srcs", py_tuple(&nones)),
        ])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        if self.copy_semantics.len() != inputs.len() {
            return Err(format!(
                "device_put has {} copy_semantics for {} operands",
                self.copy_semantics.len(),
                inputs.len()
            )
            .into());
        }
        Ok(inputs.to_vec())
    }
}
