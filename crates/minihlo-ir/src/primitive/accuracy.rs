//! The `accuracy` param of the transcendental unary ops (`exp[accuracy=AccuracyMode.HIGHEST]`,
//! which `jax.grad` of `erf` prints).

use super::UnaryOp;

/// `lax.AccuracyMode` as a jaxpr prints it. A `lax.Tolerance` prints as an object's address, so
/// its values cannot be read back from the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AccuracyMode {
    Default,
    Highest,
}

impl AccuracyMode {
    /// The name after `AccuracyMode.`.
    pub fn member(self) -> &'static str {
        match self {
            AccuracyMode::Default => "DEFAULT",
            AccuracyMode::Highest => "HIGHEST",
        }
    }
    pub fn from_member(s: &str) -> Option<AccuracyMode> {
        match s {
            "DEFAULT" => Some(AccuracyMode::Default),
            "HIGHEST" => Some(AccuracyMode::Highest),
            _ => None,
        }
    }
}

impl UnaryOp {
    /// Whether JAX's primitive has the `accuracy` param.
    pub fn has_accuracy(self) -> bool {
        matches!(
            self,
            UnaryOp::Exp
                | UnaryOp::Exp2
                | UnaryOp::Log
                | UnaryOp::Log2
                | UnaryOp::Expm1
                | UnaryOp::Log1p
                | UnaryOp::Tanh
                | UnaryOp::Logistic
                | UnaryOp::Sin
                | UnaryOp::Cos
                | UnaryOp::Tan
                | UnaryOp::Sqrt
                | UnaryOp::Rsqrt
                | UnaryOp::Cbrt
        )
    }
}
