//! Abstract evaluation: the output avals of a primitive applied to input avals, or why not. Each
//! primitive's rule lives with its params ([`crate::primitive_def::PrimitiveDef::infer`]); this
//! is the entry point.
//!
//! The builder uses these rules to type new equations and [`crate::check()`] uses them to verify
//! parsed ones, so both agree by construction.

use crate::jaxpr::Jaxpr;
use crate::primitive::Primitive;
pub use crate::rule_helpers::broadcast_shapes;
pub use crate::type_error::{RuleError, TypeError};
use crate::types::Aval;

/// The output avals of `prim` applied to `inputs`; every output shape within
/// [`crate::Shape::validate`]'s limits (a `dot_general` or `scan` of large operands can
/// overflow).
///
/// `jaxprs` is the program's arena, indexed by [`crate::JaxprId`]: the rules of call-like and
/// control-flow primitives read their callees' signatures there.
pub fn infer(prim: &Primitive, inputs: &[Aval], jaxprs: &[Jaxpr]) -> Result<Vec<Aval>, TypeError> {
    let typed = |error| TypeError {
        primitive: prim.name(),
        error,
    };
    let outs = prim.infer_rule(inputs, &jaxprs).map_err(typed)?;
    for out in &outs {
        out.shape
            .validate()
            .map_err(|e| typed(RuleError::Shape(e)))?;
    }
    Ok(outs)
}
