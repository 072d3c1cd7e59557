//! The element types an elementwise operation accepts, with JAX's names for them.

use crate::types::DType;

/// The element types an elementwise operation accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperandKind {
    Any,
    /// Integers, floats and complex numbers (not bool).
    Numeric,
    Float,
    /// Floats and complex numbers.
    Inexact,
    /// Signed integers, floats and complex numbers (`abs`).
    SignedOrFloat,
    Int,
    IntOrBool,
    /// Integers and floats (`rem`).
    Real,
    /// Integers, floats and bool (`lt`, `le`, `gt`, `ge`).
    Ordered,
    /// Complex numbers (`real`, `imag`).
    Complex,
    /// `f32` and `f64` (`complex`).
    ComplexParts,
    /// `f32`, `f64` and complex numbers (`conj`).
    ComplexPartsOrComplex,
}

impl OperandKind {
    pub fn accepts(self, d: DType) -> bool {
        match self {
            OperandKind::Any => true,
            OperandKind::Numeric => !d.is_bool(),
            OperandKind::Float => d.is_float(),
            OperandKind::Inexact => d.is_inexact(),
            OperandKind::SignedOrFloat => d.is_signed_int() || d.is_inexact(),
            OperandKind::Int => d.is_int(),
            OperandKind::IntOrBool => d.is_int() || d.is_bool(),
            OperandKind::Real => d.is_int() || d.is_float(),
            OperandKind::Ordered => !d.is_complex(),
            OperandKind::Complex => d.is_complex(),
            OperandKind::ComplexParts => matches!(d, DType::F32 | DType::F64),
            OperandKind::ComplexPartsOrComplex => {
                matches!(d, DType::F32 | DType::F64) || d.is_complex()
            }
        }
    }
    /// The accepted numpy types as JAX's dtype rules list them (Python set order, as observed).
    pub fn jax_names(self) -> &'static str {
        match self {
            OperandKind::Any => "integer, floating, complexfloating, bool",
            OperandKind::Numeric => "integer, floating, complexfloating",
            OperandKind::Float => "floating",
            OperandKind::Inexact => "floating, complexfloating",
            OperandKind::SignedOrFloat => "floating, complexfloating, signedinteger",
            OperandKind::Int => "integer",
            OperandKind::IntOrBool => "integer, bool",
            OperandKind::Real => "integer, floating",
            OperandKind::Ordered => "integer, floating, bool",
            OperandKind::Complex => "complexfloating",
            OperandKind::ComplexParts => "float32, float64",
            OperandKind::ComplexPartsOrComplex => "float32, complexfloating, float64",
        }
    }
    /// JAX's `unop_dtype_rule` message.
    pub fn unary_message(self, name: &str, d: DType) -> String {
        format!(
            "{name} does not accept dtype {}. Accepted dtypes are subtypes of {}.",
            d.numpy_name(),
            self.jax_names()
        )
    }
    /// JAX's `naryop_dtype_rule` message for the operand at `position`.
    pub fn nary_message(self, name: &str, position: usize, d: DType) -> String {
        format!(
            "{name} does not accept dtype {} at position {position}. Accepted dtypes at position {position} are subtypes of {}.",
            d.numpy_name(),
            self.jax_names()
        )
    }
    pub fn describe(self) -> &'static str {
        match self {
            OperandKind::Any => "any type",
            OperandKind::Numeric => "a numeric type",
            OperandKind::Float => "a floating-point type",
            OperandKind::Inexact => "a floating-point or complex type",
            OperandKind::SignedOrFloat => "a signed integer, floating-point or complex type",
            OperandKind::Int => "an integer type",
            OperandKind::IntOrBool => "an integer or bool type",
            OperandKind::Real => "an integer or floating-point type",
            OperandKind::Ordered => "an integer, floating-point or bool type",
            OperandKind::Complex => "a complex type",
            OperandKind::ComplexParts => "float32 or float64",
            OperandKind::ComplexPartsOrComplex => "float32, float64 or a complex type",
        }
    }
}
