//! The params of the hijax primitives JAX 0.12 prints by their class names: `Ldexp` and `Frexp`
//! (`jnp.ldexp` / `jnp.frexp`: the operands' types, printed as `f32[2,3]`) and `Nonzero`
//! (`jnp.nonzero` with `size=`: `size=3 axes=(0, 1) out_dtype=int32`).

use minihlo_ir::hiprims::{Frexp, Ldexp, Nonzero};
use minihlo_ir::{Aval, DType, Primitive};

use crate::ast::{Value, ValueKind};
use crate::params::{dim_of_value, dtype_of, usizes_of, Params, R};

const NAMES: [&str; 3] = ["Ldexp", "Frexp", "Nonzero"];

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
        "Nonzero" => Primitive::Nonzero(Box::new(Nonzero {
            size: p.required("size", dim_of_value)?,
            axes: p.required("axes", usizes_of)?,
            out_dtype: p.required("out_dtype", dtype_of)?,
        })),
        _ => Primitive::Frexp(Box::new(Frexp {
            x_aval: p.required("x_aval", aval_of)?,
        })),
    })
}
