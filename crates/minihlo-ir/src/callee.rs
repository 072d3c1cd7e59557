//! What a type rule sees of a callee: the [`Signature`] of a jaxpr of the arena, through
//! [`Callees`]. The params modules (control, indexing, windows) name callees by [`JaxprId`] and
//! check them through this trait, not through `Jaxpr` itself, so the modules layer without a
//! circle: types <- callee <- params <- primitive <- jaxpr <- program.

use std::fmt;

use crate::types::Aval;

/// A handle to a jaxpr of a [`Program`](crate::Program) (or of a [`Jaxprs`](crate::Jaxprs) arena being filled).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct JaxprId(pub(crate) u32);

impl JaxprId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// The id of the `index`th jaxpr of an arena (for passes that append to one).
    pub(crate) fn from_index(index: usize) -> JaxprId {
        JaxprId(index as u32)
    }
}

impl fmt::Display for JaxprId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "jaxpr #{}", self.0)
    }
}

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
    fn signature(&self, id: JaxprId) -> Result<Signature, String>;
}
