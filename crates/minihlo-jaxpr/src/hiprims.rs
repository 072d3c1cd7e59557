//! The params of `Ldexp` and `Frexp` (JAX 0.12's `jnp.ldexp` / `jnp.frexp`, hijax primitives
//! printed by their class names): the operands' types, printed as `f32[2,3]`.

use minihlo_ir::hiprims::{Frexp, Ldexp};
use minihlo_ir::{Aval, DType, Primitive};

use crate::ast::{Value, ValueKind};
use crate::params::{Params, R};

const NAMES: [&str; 2] = ["Ldexp", "Frexp"];

/// Whether `name` is one of the primitives [`primitive`] reads.
pub(crate) fn reads(name: &str) -> bool {
    NAMES.contains(&name)
}

/// A type as JAX prints an aval param: `f32[2,3]`, `i32[]`.
fn aval_of(v: &Value) -> Result<Aval, String> {
    let msg = || "a type such as `f32[2,3]`".to_string();
    match &v.kind {
        ValueKind::Shaped { dtype, dims } => DType::from_name(dtype)
            .map(|d| Aval::new(d, dims.clone()))
            .ok_or_else(msg),
        _ => Err(msg()),
    }
}

/// The primitive `name` (one [`reads`] accepts), its params converted.
pub(crate) fn primitive(name: &str, p: &mut Params) -> R<Primitive> {
    Ok(match name {
        "Ldexp" => Primitive::Ldexp(Box::new(Ldexp {
            x1_aval: p.required("x1_aval", aval_of)?,
            x2_aval: p.required("x2_aval", aval_of)?,
        })),
        _ => Primitive::Frexp(Box::new(Frexp {
            x_aval: p.required("x_aval", aval_of)?,
        })),
    })
}
