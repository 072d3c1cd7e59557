//! One [`Builder`] method per elementwise operation, named as `jax.lax` names it (`b.exp(x)`,
//! `b.bitwise_and(x, y)`, `b.lt(x, y)`), so a Rust user finds them where a JAX user would.
//! Binary operations follow JAX's broadcasting rule: scalars, and sizes 1 against any size.

use crate::builder::{BuildError, Builder};
use crate::jaxpr::{Atom, Var};
use crate::primitive::{BinaryOp, CompareOp, UnaryOp};

macro_rules! unary_methods {
    ($($(#[$doc:meta])* $method:ident => $op:ident),* $(,)?) => {
        impl Builder {$(
            $(#[$doc])*
            pub fn $method(&mut self, x: impl Into<Atom>) -> Result<Var, BuildError> {
                self.unary(UnaryOp::$op, x)
            }
        )*}
    };
}

macro_rules! binary_methods {
    ($build:ident, $enum:ident: $($(#[$doc:meta])* $method:ident => $op:ident),* $(,)?) => {
        impl Builder {$(
            $(#[$doc])*
            pub fn $method(
                &mut self,
                x: impl Into<Atom>,
                y: impl Into<Atom>,
            ) -> Result<Var, BuildError> {
                self.$build($enum::$op, x, y)
            }
        )*}
    };
}

unary_methods! {
    neg => Neg,
    abs => Abs,
    sign => Sign,
    exp => Exp,
    log => Log,
    tanh => Tanh,
    /// `1 / (1 + exp(-x))`.
    logistic => Logistic,
    sin => Sin,
    cos => Cos,
    sqrt => Sqrt,
    rsqrt => Rsqrt,
    square => Square,
    floor => Floor,
    ceil => Ceil,
    /// Logical not of bools, bitwise not of integers (JAX's `not`).
    bitwise_not => Not,
}

binary_methods! {
    binary, BinaryOp:
    add => Add,
    sub => Sub,
    mul => Mul,
    div => Div,
    rem => Rem,
    max => Max,
    min => Min,
    pow => Pow,
    /// Logical and of bools, bitwise and of integers (JAX's `and`).
    bitwise_and => And,
    /// JAX's `or`.
    bitwise_or => Or,
    /// JAX's `xor`.
    bitwise_xor => Xor,
}

binary_methods! {
    compare, CompareOp:
    eq => Eq,
    ne => Ne,
    lt => Lt,
    le => Le,
    gt => Gt,
    ge => Ge,
}
