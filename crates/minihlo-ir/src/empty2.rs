//! `empty2[dtype memory_space]`: the scalar placeholder JAX 0.12's autodiff binds for residuals a
//! branch or an iteration does not produce (`ad_util.empty_like_aval`, used by `cond`'s partial
//! eval for the residuals of the branches not taken, then broadcast to the residual's shape;
//! scan's `_empty_array` in its impl). It has no operands; its value is unspecified, and
//! `_empty2_lower` makes it a zero constant of the dtype's physical type.

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::rule_helpers::{arity, Rule};
use crate::types::{Aval, DType};

/// JAX's `core.MemorySpace`, as `MemorySpace.Device` prints it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemorySpace {
    Device,
    Host,
    Any,
}

impl MemorySpace {
    /// `MemorySpace.Device`, `MemorySpace.Host`, `MemorySpace.Any`.
    pub fn from_repr(s: &str) -> Option<MemorySpace> {
        match s {
            "MemorySpace.Device" => Some(MemorySpace::Device),
            "MemorySpace.Host" => Some(MemorySpace::Host),
            "MemorySpace.Any" => Some(MemorySpace::Any),
            _ => None,
        }
    }

    pub fn repr(self) -> &'static str {
        match self {
            MemorySpace::Device => "MemorySpace.Device",
            MemorySpace::Host => "MemorySpace.Host",
            MemorySpace::Any => "MemorySpace.Any",
        }
    }
}

/// `empty2`'s params; its result is a scalar of `dtype`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Empty2 {
    pub dtype: DType,
    pub memory_space: MemorySpace,
}

impl Empty2 {
    /// `_empty2_abstract_eval`: `ShapedArray((), dtype)`.
    pub fn aval(&self) -> Aval {
        Aval::scalar(self.dtype)
    }
}

impl PrimitiveDef for Empty2 {
    const NAMES: &'static [&'static str] = &["empty2"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![
            ("dtype", self.dtype.numpy_name().to_string()),
            ("memory_space", self.memory_space.repr().to_string()),
        ])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [] = arity(inputs)?;
        Ok(vec![self.aval()])
    }
}
