//! `Ldexp` and `Frexp` (JAX 0.12's `jnp.ldexp` / `jnp.frexp`, "hijax" primitives printed by
//! their class names, `jax/_src/numpy/ufuncs.py`): their params, which print the operands'
//! types, and the checks and result types of the classes' `__init__`. They lower through their
//! expansion ([`crate::hiprims_expand`]).

use crate::types::{Aval, DType};

/// `Ldexp[x1_aval x2_aval] x1 x2`: `x1 * 2 ** x2`, bit for bit on the IEEE fields.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ldexp {
    pub x1_aval: Aval,
    pub x2_aval: Aval,
}

impl Ldexp {
    pub fn params(&self) -> Vec<(&'static str, String)> {
        vec![
            ("x1_aval", self.x1_aval.to_string()),
            ("x2_aval", self.x2_aval.to_string()),
        ]
    }
}

/// `Frexp[x_aval] x`: the mantissa (in `[0.5, 1)` in magnitude) and the `int32` exponent.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Frexp {
    pub x_aval: Aval,
}

impl Frexp {
    pub fn params(&self) -> Vec<(&'static str, String)> {
        vec![("x_aval", self.x_aval.to_string())]
    }
}

/// The floating dtypes the expansion handles (`_UINT_DTYPES[finfo.bits]` with IEEE fields):
/// `float16`, `bfloat16`, `float32`, `float64`.
fn check_float(prim: &str, aval: &Aval) -> Result<(), String> {
    match aval.dtype {
        DType::F16 | DType::BF16 | DType::F32 | DType::F64 => Ok(()),
        d => Err(format!(
            "{} takes a float16, bfloat16, float32 or float64 operand, got {}",
            prim.to_lowercase(),
            d.numpy_name()
        )),
    }
}

/// The operand `got` must be of the type the params print.
fn check_aval(param: &str, want: &Aval, got: &Aval) -> Result<(), String> {
    if want != got {
        return Err(format!("{param}={want} but the operand is {got}"));
    }
    Ok(())
}

/// `Ldexp`: the operands have the printed types, one shape, a float mantissa and an integer
/// exponent (`jnp.ldexp` broadcasts and converts them before binding); the result is `x1`'s type.
pub fn infer_ldexp(p: &Ldexp, inputs: &[Aval]) -> Result<Vec<Aval>, String> {
    let [x1, x2] = inputs else {
        return Err(format!("Ldexp takes 2 operands, got {}", inputs.len()));
    };
    check_aval("x1_aval", &p.x1_aval, x1)?;
    check_aval("x2_aval", &p.x2_aval, x2)?;
    check_float("Ldexp", x1)?;
    if !x2.dtype.is_int() {
        return Err(format!(
            "ldexp not supported for input types ({}, {})",
            x1.dtype.numpy_name(),
            x2.dtype.numpy_name()
        ));
    }
    if x1.dims() != x2.dims() {
        return Err(format!("operands must have one shape, got {x1} and {x2}"));
    }
    Ok(vec![x1.clone()])
}

/// `Frexp`: the operand has the printed type and a float dtype; the results are the mantissa
/// (its type) and the `int32` exponent.
pub fn infer_frexp(p: &Frexp, inputs: &[Aval]) -> Result<Vec<Aval>, String> {
    let [x] = inputs else {
        return Err(format!("Frexp takes 1 operand, got {}", inputs.len()));
    };
    check_aval("x_aval", &p.x_aval, x)?;
    check_float("Frexp", x)?;
    Ok(vec![x.clone(), Aval::new(DType::I32, x.dims().to_vec())])
}
