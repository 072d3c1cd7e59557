//! [`JaxprId`]: how params and passes name a jaxpr of a program's arena.

use std::fmt;

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
