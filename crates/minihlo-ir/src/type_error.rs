//! Why a primitive's type rule refuses an equation, as values: a rule says what is wrong
//! ([`RuleError`]), and the checker and the builder attach the primitive's name
//! ([`TypeError`]). Whether a message is shown after the name is decided where the message is
//! written, never by looking at its text.

use std::fmt;

use crate::jaxpr_id::JaxprId;
use crate::types::ShapeError;

/// What a type rule reports about its operands or params.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// A message complete on its own, shown as it is: JAX's text that names the primitive
    /// itself (`add does not accept dtype bool. ...`, `lax.pad requires arguments to have the
    /// same dtypes, ...`) or names none (buffer_callback's `input_output_aliases ...`).
    Complete(String),
    /// A message shown after the primitive's name: `reshape: cannot change the element count`.
    Named(String),
    /// The equation has another number of operands than the primitive takes.
    Arity { expected: usize, got: usize },
    /// A shape (an operand's, a param's or a result's) past minihlo's limits.
    Shape(ShapeError),
    /// A jaxpr id that is not in the arena the rule was given (arenas put together by hand).
    NoSuchJaxpr(JaxprId),
}

impl RuleError {
    /// Whether [`TypeError`] shows the message after the primitive's name.
    fn after_name(&self) -> bool {
        !matches!(self, RuleError::Complete(_))
    }
}

impl fmt::Display for RuleError {
    /// The message itself, without the primitive's name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::Complete(m) | RuleError::Named(m) => f.write_str(m),
            RuleError::Arity { expected, got } => {
                write!(f, "takes {expected} operand(s), got {got}")
            }
            RuleError::Shape(e) => write!(f, "{e}"),
            RuleError::NoSuchJaxpr(id) => write!(f, "{id} is not in the program"),
        }
    }
}

impl std::error::Error for RuleError {}

/// minihlo's own messages are the common case: `Err(format!(...).into())`.
impl From<String> for RuleError {
    fn from(message: String) -> RuleError {
        RuleError::Named(message)
    }
}

impl From<&str> for RuleError {
    fn from(message: &str) -> RuleError {
        RuleError::Named(message.to_string())
    }
}

impl From<ShapeError> for RuleError {
    fn from(e: ShapeError) -> RuleError {
        RuleError::Shape(e)
    }
}

/// A primitive's type rule refused an equation. `Display` is JAX's exact text where JAX
/// reports the same problem, else `{primitive}: {message}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeError {
    /// The name of the refused primitive, as JAX prints it.
    pub primitive: &'static str,
    pub error: RuleError,
}

impl fmt::Display for TypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.error.after_name() {
            write!(f, "{}: {}", self.primitive, self.error)
        } else {
            write!(f, "{}", self.error)
        }
    }
}

impl std::error::Error for TypeError {}
