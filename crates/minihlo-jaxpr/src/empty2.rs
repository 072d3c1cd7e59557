//! `empty2`'s params as JAX 0.12 prints them: `empty2[dtype=float32
//! memory_space=MemorySpace.Device]` (no operands; autodiff's placeholder for residuals a `cond`
//! branch does not produce).

use minihlo_ir::empty2::{Empty2, MemorySpace};
use minihlo_ir::Primitive;

use crate::ast::{Value, ValueKind};
use crate::params::{dtype_of, Params, R};

/// Whether `name` is the primitive [`primitive`] reads.
pub(crate) fn reads(name: &str) -> bool {
    name == "empty2"
}

fn memory_space(v: &Value) -> Result<MemorySpace, String> {
    match &v.kind {
        ValueKind::Ident(s) => MemorySpace::from_repr(s),
        _ => None,
    }
    .ok_or_else(|| "`MemorySpace.Device`, `MemorySpace.Host` or `MemorySpace.Any`".into())
}

pub(crate) fn primitive(p: &mut Params) -> R<Primitive> {
    Ok(Primitive::Empty2(Box::new(Empty2 {
        dtype: p.required("dtype", dtype_of)?,
        memory_space: p.required("memory_space", memory_space)?,
    })))
}
