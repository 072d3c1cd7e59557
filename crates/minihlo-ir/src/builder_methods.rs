//! A method with its natural name for every primitive the builder makes: `b.tanh(x)`,
//! `b.max(x, y)`, `b.lt(x, y)`, `b.reduce_sum(x, &[0])`, and callbacks that take their inputs as
//! `Var`s (`b.callback(cb, [x, y])`) and, for one result, return it (`b.callback1(cb, [x])`);
//! `b.select(which, [a, c])` and `b.concat([x, y], 0)` likewise. Thin wrappers over
//! [`Builder::unary`], [`Builder::binary`], [`Builder::compare`], [`Builder::reduce`],
//! [`Builder::arg_reduce`], [`Builder::select_n`], [`Builder::concatenate`] and
//! [`Builder::buffer_callback`].

use crate::builder::{BuildError, Builder};
use crate::jaxpr::{Atom, Var};
use crate::primitive::Primitive;
use crate::primitive::{ArgOp, BinaryOp, BufferCallback, ReduceOp, UnaryOp};
use crate::types::DType;

type Built<T> = Result<T, BuildError>;

macro_rules! unary {
    ($($(#[$doc:meta])* $name:ident => $op:ident;)*) => {$(
        $(#[$doc])*
        pub fn $name(&mut self, x: impl Into<Atom>) -> Built<Var> {
            self.unary(UnaryOp::$op, x)
        }
    )*};
}

macro_rules! binary {
    ($($(#[$doc:meta])* $name:ident => $kind:ident :: $op:ident;)*) => {$(
        $(#[$doc])*
        pub fn $name(&mut self, x: impl Into<Atom>, y: impl Into<Atom>) -> Built<Var> {
            binary!(@call self, $kind, $op, x, y)
        }
    )*};
    (@call $self:ident, BinaryOp, $op:ident, $x:ident, $y:ident) => {
        $self.binary(BinaryOp::$op, $x, $y)
    };
    (@call $self:ident, CompareOp, $op:ident, $x:ident, $y:ident) => {
        $self.compare(CompareOp::$op, $x, $y)
    };
}

// The other elementwise ops' methods (b.tanh, b.max, b.lt, ...) are in builder_ops.rs.
impl Builder {
    unary! {
        /// `not x`: logical not of a bool, bitwise not of an integer.
        not => Not;
    }

    binary! {
        /// `and x y`: logical or bitwise.
        and => BinaryOp::And;
        /// `or x y`: logical or bitwise.
        or => BinaryOp::Or;
        /// `xor x y`: logical or bitwise.
        xor => BinaryOp::Xor;
    }

    /// `reduce_sum[axes]`.
    pub fn reduce_sum(&mut self, x: impl Into<Atom>, axes: &[usize]) -> Built<Var> {
        self.reduce(ReduceOp::Sum, x, axes)
    }
    /// `reduce_max[axes]`.
    pub fn reduce_max(&mut self, x: impl Into<Atom>, axes: &[usize]) -> Built<Var> {
        self.reduce(ReduceOp::Max, x, axes)
    }
    /// `reduce_min[axes]`.
    pub fn reduce_min(&mut self, x: impl Into<Atom>, axes: &[usize]) -> Built<Var> {
        self.reduce(ReduceOp::Min, x, axes)
    }
    /// `argmax[axes=(axis,) index_dtype]`.
    pub fn argmax(&mut self, x: impl Into<Atom>, axis: usize, index_dtype: DType) -> Built<Var> {
        self.arg_reduce(ArgOp::Argmax, x, axis, index_dtype)
    }
    /// `argmin[axes=(axis,) index_dtype]`.
    pub fn argmin(&mut self, x: impl Into<Atom>, axis: usize, index_dtype: DType) -> Built<Var> {
        self.arg_reduce(ArgOp::Argmin, x, axis, index_dtype)
    }

    /// [`Builder::select_n`] with its cases as `Var`s (or literals): `b.select(which, [a, c])`.
    pub fn select<A: Into<Atom>>(
        &mut self,
        which: impl Into<Atom>,
        cases: impl IntoIterator<Item = A>,
    ) -> Built<Var> {
        let cases: Vec<Atom> = cases.into_iter().map(Into::into).collect();
        self.select_n(which, &cases)
    }

    /// [`Builder::concatenate`] with its operands as `Var`s: `b.concat([x, y], 0)`.
    pub fn concat<A: Into<Atom>>(
        &mut self,
        xs: impl IntoIterator<Item = A>,
        dimension: usize,
    ) -> Built<Var> {
        let xs: Vec<Atom> = xs.into_iter().map(Into::into).collect();
        self.concatenate(&xs, dimension)
    }

    /// [`Builder::buffer_callback`] with its inputs as `Var`s (or literals, or atoms):
    /// `b.callback(cb, [x, y])`. One variable per result.
    pub fn callback<A: Into<Atom>>(
        &mut self,
        cb: BufferCallback,
        inputs: impl IntoIterator<Item = A>,
    ) -> Built<Vec<Var>> {
        let inputs: Vec<Atom> = inputs.into_iter().map(Into::into).collect();
        self.buffer_callback(cb, &inputs)
    }

    /// [`Builder::callback`] for a callback with exactly one result, which it returns:
    /// `let y = b.callback1(cb, [x])?;`. A callback with another number of results is an error.
    pub fn callback1<A: Into<Atom>>(
        &mut self,
        cb: BufferCallback,
        inputs: impl IntoIterator<Item = A>,
    ) -> Built<Var> {
        let results = cb.result_avals.len();
        if results != 1 {
            return Err(BuildError::refused(
                "buffer_callback",
                format!(
                    "callback1 needs a callback with one result; `{}` has {results} (use callback)",
                    cb.callback
                ),
            ));
        }
        let inputs: Vec<Atom> = inputs.into_iter().map(Into::into).collect();
        self.one(Primitive::BufferCallback(Box::new(cb)), &inputs)
    }
}
