//! The element types an elementwise operation accepts, and `round`'s rounding methods.

use crate::types::DType;

/// `round`'s `rounding_method` (JAX's `lax.RoundingMethod`, printed as its int value).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoundingMethod {
    /// `stablehlo.round_nearest_afz`.
    AwayFromZero = 0,
    /// `stablehlo.round_nearest_even` (`jnp.round`, `jnp.rint`).
    ToNearestEven = 1,
}

/// The element types an elementwise operation accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperandKind {
    Any,
    Numeric,
    Float,
    SignedOrFloat,
    Int,
    IntOrBool,
}

impl OperandKind {
    pub fn accepts(self, d: DType) -> bool {
        match self {
            OperandKind::Any => true,
            OperandKind::Numeric => !d.is_bool(),
            OperandKind::Float => d.is_float(),
            OperandKind::SignedOrFloat => d.is_signed_int() || d.is_float(),
            OperandKind::Int => d.is_int(),
            OperandKind::IntOrBool => d.is_int() || d.is_bool(),
        }
    }
    pub fn describe(self) -> &'static str {
        match self {
            OperandKind::Any => "any type",
            OperandKind::Numeric => "a numeric type",
            OperandKind::Float => "a floating-point type",
            OperandKind::SignedOrFloat => "a signed integer or floating-point type",
            OperandKind::Int => "an integer type",
            OperandKind::IntOrBool => "an integer or bool type",
        }
    }
}
