//! `philox2x32 k0 x0 x1` (`jax._src.random.philox2x32`): the Philox 2x32 hash, 10 rounds, on
//! uint32 arrays of one shape (the key word and the counter's two words); two uint32 results.

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, PrimitiveDef, PrintedParam};
use crate::rule_helpers::{arity, Rule};
use crate::types::{Aval, DType};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Philox2x32;

impl PrimitiveDef for Philox2x32 {
    const NAMES: &'static [&'static str] = &["philox2x32"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        Vec::new()
    }
    /// `_philox2x32_abstract_eval`, for operands of one shape.
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [k, a, b] = arity(inputs)?;
        if [k, a, b].iter().any(|x| x.dtype != DType::U32) || a != k || b != k {
            return Err(format!(
                "Arguments to philox2x32 must have uint32 type and one shape, got {k}, {a}, {b}"
            )
            .into());
        }
        Ok(vec![k.clone(), k.clone()])
    }
}
