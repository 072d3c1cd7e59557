//! What a type rule sees of a callee: the [`Signature`] of a jaxpr of the arena, through
//! [`Callees`]. The params modules (control, indexing, windows) name callees by [`JaxprId`] and
//! check them through this trait, not through `Jaxpr` itself, so the modules layer without a
//! circle: types, jaxpr_id <- type_error <- callee <- params <- primitive <- jaxpr <- program.

pub use crate::jaxpr_id::JaxprId;

use crate::type_error::RuleError;
use crate::types::Aval;

/// A callee's operands and results as a type rule sees them: its inputs (constvars are closed
/// over, not operands), its outputs, and whether it closes over constvars at all.
#[derive(Clone, Debug, PartialEq)]
pub struct Signature {
    pub ins: Vec<Aval>,
    pub outs: Vec<Aval>,
    pub has_constvars: bool,
}

/// An arena of jaxprs seen by signature (implemented by `[Jaxpr]`).
pub trait Callees {
    /// The signature of the jaxpr `id`; an error names an id that is not in the arena (ids come
    /// checked from a program; the error is for arenas put together by hand).
    fn signature(&self, id: JaxprId) -> Result<Signature, RuleError>;
}

impl<C: Callees + ?Sized> Callees for &C {
    fn signature(&self, id: JaxprId) -> Result<Signature, RuleError> {
        (**self).signature(id)
    }
}
