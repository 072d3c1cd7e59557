//! Builder methods for complex numbers: `b.complex(re, im)`, `b.real(z)`, `b.imag(z)`,
//! `b.conj(z)`; and `b.unary_with_accuracy(op, x, mode)`.

use crate::builder::{BuildError, Builder};
use crate::jaxpr::{Atom, Var};
use crate::primitive::{AccuracyMode, BinaryOp, Conj, Primitive, UnaryAccuracy, UnaryOp};

type Built<T> = Result<T, BuildError>;

impl Builder {
    /// `complex re im`: f32 parts make a c64, f64 parts a c128.
    pub fn complex(&mut self, re: impl Into<Atom>, im: impl Into<Atom>) -> Built<Var> {
        self.binary(BinaryOp::Complex, re, im)
    }
    /// `real z`: the real part (f32 of a c64).
    pub fn real(&mut self, z: impl Into<Atom>) -> Built<Var> {
        self.unary(UnaryOp::Real, z)
    }
    /// `imag z`: the imaginary part.
    pub fn imag(&mut self, z: impl Into<Atom>) -> Built<Var> {
        self.unary(UnaryOp::Imag, z)
    }
    /// `op[accuracy=AccuracyMode.M] x` for the ops with an `accuracy` param (`exp`, `log`,
    /// `tanh`, `sin`, `sqrt`, ...).
    pub fn unary_with_accuracy(
        &mut self,
        op: UnaryOp,
        x: impl Into<Atom>,
        accuracy: AccuracyMode,
    ) -> Built<Var> {
        self.one(
            Primitive::UnaryAccuracy(UnaryAccuracy { op, accuracy }),
            &[x.into()],
        )
    }
    /// `conj[input_dtype] z`: the complex conjugate; an f32 or f64 operand becomes complex with
    /// a zero imaginary part, as JAX's `lax.conj` does.
    pub fn conj(&mut self, z: impl Into<Atom>) -> Built<Var> {
        let z = z.into();
        // An atom of another builder has no aval here: the rule then reports it.
        let input_dtype = Some(self.aval(z).map_or(crate::types::DType::C64, |a| a.dtype));
        self.one(Primitive::Conj(Conj { input_dtype }), &[z])
    }
}
