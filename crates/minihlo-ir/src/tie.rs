//! `tie x y` (`lax.lax.tie_p`): `y`, with `x` kept alive as an operand (JAX's lowering returns
//! `y`; its batching rule is `defvectorized`).

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, PrimitiveDef, PrintedParam};
use crate::rule_helpers::{arity, Rule};
use crate::types::Aval;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tie;

impl PrimitiveDef for Tie {
    const NAMES: &'static [&'static str] = &["tie"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        Vec::new()
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [_, y] = arity(inputs)?;
        Ok(vec![y.clone()])
    }
}
