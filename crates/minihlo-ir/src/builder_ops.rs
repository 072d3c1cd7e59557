//! One [`Builder`] method per elementwise operation, named as `jax.lax` names it (`b.exp(x)`,
//! `b.bitwise_and(x, y)`, `b.lt(x, y)`), so a Rust user finds them where a JAX user would.
//! Binary operations follow JAX's broadcasting rule: scalars, and sizes 1 against any size.

use crate::builder::{BuildError, Builder};
use crate::jaxpr::{Atom, Var};
use crate::primitive::{
    BinaryOp, BitcastConvertType, CompareOp, DevicePut, OptimizationBarrier, Polynomial, Primitive,
    ReduceOp, ReducePrecision, Round, RoundingMethod, UnaryOp,
};
use crate::types::DType;

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
    acos => Acos,
    atan => Atan,
    acosh => Acosh,
    asinh => Asinh,
    atanh => Atanh,
    sinh => Sinh,
    cosh => Cosh,
    tan => Tan,
    cbrt => Cbrt,
    expm1 => Expm1,
    log1p => Log1p,
    exp2 => Exp2,
    /// `jnp.log2`.
    log2 => Log2,
    erf => Erf,
    erfc => Erfc,
    erf_inv => ErfInv,
    digamma => Digamma,
    /// `lax.lgamma`: the log of the absolute value of the gamma function.
    lgamma => Lgamma,
    bessel_i1e => BesselI1e,
    /// `1 - x^2`, as the derivative of `tanh` prints it.
    one_minus_square => OneMinusSquare,
    /// A bool per element: neither infinite nor nan.
    is_finite => IsFinite,
    population_count => PopulationCount,
    /// Count of leading zero bits.
    clz => Clz,
    /// `jnp.copy`.
    copy => Copy,
    stop_gradient => StopGradient,
}

impl Builder {
    /// `lax.round(x, rounding_method)`.
    pub fn round(
        &mut self,
        x: impl Into<Atom>,
        rounding_method: RoundingMethod,
    ) -> Result<Var, BuildError> {
        self.one(Primitive::Round(Round { rounding_method }), &[x.into()])
    }

    /// `lax.bitcast_convert_type(x, new_dtype)`.
    pub fn bitcast_convert_type(
        &mut self,
        x: impl Into<Atom>,
        new_dtype: DType,
    ) -> Result<Var, BuildError> {
        self.one(
            Primitive::BitcastConvertType(BitcastConvertType { new_dtype }),
            &[x.into()],
        )
    }

    /// `lax.reduce_precision(x, exponent_bits, mantissa_bits)`.
    pub fn reduce_precision(
        &mut self,
        x: impl Into<Atom>,
        exponent_bits: u32,
        mantissa_bits: u32,
    ) -> Result<Var, BuildError> {
        let prim = Primitive::ReducePrecision(ReducePrecision {
            exponent_bits,
            mantissa_bits,
        });
        self.one(prim, &[x.into()])
    }

    /// `lax.polynomial(x, coeffs)`: `coeffs[0] + x * (coeffs[1] + ...)`.
    pub fn polynomial(&mut self, x: impl Into<Atom>, coeffs: &[Atom]) -> Result<Var, BuildError> {
        let mut inputs = vec![x.into()];
        inputs.extend_from_slice(coeffs);
        self.one(Primitive::Polynomial(Polynomial), &inputs)
    }

    /// `lax.optimization_barrier(xs)`: the operands, unchanged.
    pub fn optimization_barrier(&mut self, xs: &[Atom]) -> Result<Vec<Var>, BuildError> {
        self.eqn(Primitive::OptimizationBarrier(OptimizationBarrier), xs)
    }

    /// `jax.device_put(xs)` to the default device with JAX's default copy semantics
    /// (`REUSE_INPUT`): the operands, unchanged.
    pub fn device_put(&mut self, xs: &[Atom]) -> Result<Vec<Var>, BuildError> {
        let copy_semantics = vec!["REUSE_INPUT".to_string(); xs.len()];
        self.eqn(
            Primitive::DevicePut(DevicePut::to_default(copy_semantics)),
            xs,
        )
    }

    /// `lax.reduce_prod` (and `reduce_and`, `reduce_or`, `reduce_xor`: see [`Builder::reduce`]).
    pub fn reduce_prod(&mut self, x: impl Into<Atom>, axes: &[usize]) -> Result<Var, BuildError> {
        self.reduce(ReduceOp::Prod, x, axes)
    }
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
    /// `atan2(x, y)`: the angle of the point `(y, x)`.
    atan2 => Atan2,
    nextafter => Nextafter,
    shift_left => ShiftLeft,
    shift_right_logical => ShiftRightLogical,
    shift_right_arithmetic => ShiftRightArithmetic,
    zeta => Zeta,
    polygamma => Polygamma,
    mulhi => Mulhi,
    add_any => AddAny,
    /// `lax.igamma(a, x)`: the regularized lower incomplete gamma function.
    igamma => Igamma,
    /// `lax.igammac(a, x)`: the regularized upper incomplete gamma function.
    igammac => Igammac,
    /// `lax.igamma_grad_a(a, x)`: the derivative of `igamma` in `a`.
    igamma_grad_a => IgammaGradA,
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
