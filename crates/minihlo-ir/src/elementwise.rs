//! The elementwise primitives: the unary, binary and comparison ops (one param type each, the
//! names derived), and `integer_pow`, `round`, `clamp`, `select_n`, `polynomial` and
//! `regularized_incomplete_beta`, with JAX's dtype rules and broadcasting (`jax/_src/lax/lax.py`).

use crate::callee::Callees;
use crate::operand_kind::OperandKind;
use crate::primitive_def::{calls_no_jaxprs, op_names, texts, PrimitiveDef, PrintedParam};
use crate::rule_helpers::{
    arity, broadcast_shapes, elementwise, kind_named, list, nary_kinds, python_tuple, Rule,
};
use crate::type_error::RuleError;
use crate::types::{Aval, DType};

op_names!(UnaryOp, BinaryOp, CompareOp);

/// One-operand elementwise operations without params.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    strum::VariantArray,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantNames,
)]
#[strum(serialize_all = "snake_case")]
pub enum UnaryOp {
    Neg,
    Abs,
    Sign,
    Exp,
    Log,
    Tanh,
    Logistic,
    Sin,
    Cos,
    Sqrt,
    Rsqrt,
    Square,
    Floor,
    Ceil,
    Not,
    /// Lowered per platform, as JAX does: `chlo.asin` on cuda and rocm, a composition elsewhere.
    Asin,
    Acos,
    Atan,
    Acosh,
    Asinh,
    Atanh,
    Sinh,
    Cosh,
    Tan,
    Cbrt,
    Expm1,
    Log1p,
    Exp2,
    Log2,
    Erf,
    Erfc,
    ErfInv,
    Digamma,
    #[strum(serialize = "bessel_i1e")]
    BesselI1e,
    /// `1 - x^2` (the derivative of tanh prints it).
    OneMinusSquare,
    /// The result is bool.
    IsFinite,
    PopulationCount,
    Clz,
    /// `jnp.copy`: no op is emitted.
    Copy,
    /// No op is emitted.
    StopGradient,
    /// The real part of a complex number (result `f32` for `c64`).
    Real,
    /// The imaginary part of a complex number.
    Imag,
    /// Lowered as JAX's Cephes Chebyshev expansion (`lower_fun`).
    #[strum(serialize = "bessel_i0e")]
    BesselI0e,
    /// `chlo.lgamma` for f64; JAX's float32 `lgamma_impl` (`lower_fun`) otherwise.
    Lgamma,
}

impl UnaryOp {
    /// Which element types the operation takes.
    pub fn operand_kind(self) -> OperandKind {
        match self {
            // JAX: abs takes signed integers and floats, not unsigned ones.
            UnaryOp::Abs => OperandKind::SignedOrFloat,
            UnaryOp::Real | UnaryOp::Imag => OperandKind::Complex,
            UnaryOp::Neg | UnaryOp::Sign | UnaryOp::Square | UnaryOp::OneMinusSquare => {
                OperandKind::Numeric
            }
            UnaryOp::Not => OperandKind::IntOrBool,
            UnaryOp::PopulationCount | UnaryOp::Clz => OperandKind::Int,
            UnaryOp::Copy | UnaryOp::StopGradient => OperandKind::Any,
            UnaryOp::Asin
            | UnaryOp::Acos
            | UnaryOp::Atan
            | UnaryOp::Acosh
            | UnaryOp::Asinh
            | UnaryOp::Atanh
            | UnaryOp::Sinh
            | UnaryOp::Cosh
            | UnaryOp::Tan
            | UnaryOp::Expm1
            | UnaryOp::Log1p
            | UnaryOp::Exp2
            | UnaryOp::Log2 => OperandKind::Inexact,
            UnaryOp::Cbrt
            | UnaryOp::Erf
            | UnaryOp::Erfc
            | UnaryOp::ErfInv
            | UnaryOp::Digamma
            | UnaryOp::BesselI1e
            | UnaryOp::BesselI0e
            | UnaryOp::Lgamma
            | UnaryOp::IsFinite => OperandKind::Float,
            UnaryOp::Exp
            | UnaryOp::Log
            | UnaryOp::Tanh
            | UnaryOp::Logistic
            | UnaryOp::Sin
            | UnaryOp::Cos
            | UnaryOp::Sqrt
            | UnaryOp::Rsqrt => OperandKind::Inexact,
            UnaryOp::Floor | UnaryOp::Ceil => OperandKind::Float,
        }
    }
}

impl UnaryOp {
    /// The result's dtype for an operand of dtype `x`.
    pub fn result_dtype(self, x: DType) -> DType {
        match self {
            UnaryOp::IsFinite => DType::Bool,
            UnaryOp::Abs | UnaryOp::Real | UnaryOp::Imag => x.real_part(),
            _ => x,
        }
    }
}

/// Two-operand elementwise operations whose result has the operands' dtype.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    strum::VariantArray,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantNames,
)]
#[strum(serialize_all = "snake_case")]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Max,
    Min,
    Pow,
    And,
    Or,
    Xor,
    Atan2,
    Nextafter,
    ShiftLeft,
    ShiftRightLogical,
    ShiftRightArithmetic,
    Zeta,
    Polygamma,
    /// The high half of the double-width product of two integers.
    Mulhi,
    /// The sum JAX's autodiff prints for cotangents (`add_any`).
    AddAny,
    /// `complex re im`: the complex number of two f32s (c64) or f64s (c128).
    Complex,
    /// The regularized lower incomplete gamma function `P(a, x)` (JAX's `igamma_impl`).
    Igamma,
    /// The regularized upper incomplete gamma function `Q(a, x)` (JAX's `igammac_impl`).
    Igammac,
    /// The derivative of `igamma` in `a` (JAX's `igamma_grad_a_impl`).
    IgammaGradA,
}

impl BinaryOp {
    pub fn operand_kind(self) -> OperandKind {
        match self {
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => OperandKind::IntOrBool,
            BinaryOp::Pow | BinaryOp::Atan2 => OperandKind::Inexact,
            BinaryOp::Complex => OperandKind::ComplexParts,
            BinaryOp::Nextafter
            | BinaryOp::Zeta
            | BinaryOp::Polygamma
            | BinaryOp::Igamma
            | BinaryOp::Igammac
            | BinaryOp::IgammaGradA => OperandKind::Float,
            BinaryOp::ShiftLeft
            | BinaryOp::ShiftRightLogical
            | BinaryOp::ShiftRightArithmetic
            | BinaryOp::Mulhi => OperandKind::Int,
            BinaryOp::Max | BinaryOp::Min => OperandKind::Any,
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div | BinaryOp::AddAny => {
                OperandKind::Numeric
            }
            BinaryOp::Rem => OperandKind::Real,
        }
    }
}

/// Comparisons; the result is `bool`.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    strum::VariantArray,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantNames,
)]
#[strum(serialize_all = "snake_case")]
pub enum CompareOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    /// `eq_to`, `lt_to`, `le_to`: JAX's total-order comparisons (sort comparators,
    /// searchsorted), `TOTALORDER` on floats.
    EqTo,
    LtTo,
    LeTo,
}

impl CompareOp {
    /// Whether this is one of the total-order comparisons.
    pub fn total_order(self) -> bool {
        matches!(self, CompareOp::EqTo | CompareOp::LtTo | CompareOp::LeTo)
    }

    /// `eq` and `ne` take any dtype; the ordering comparisons no complex one.
    pub fn operand_kind(self) -> OperandKind {
        match self {
            CompareOp::Eq | CompareOp::Ne => OperandKind::Any,
            _ => OperandKind::Ordered,
        }
    }
    /// StableHLO's `comparison_direction` spelling.
    pub fn direction(self) -> &'static str {
        match self {
            CompareOp::Eq | CompareOp::EqTo => "EQ",
            CompareOp::Ne => "NE",
            CompareOp::Lt | CompareOp::LtTo => "LT",
            CompareOp::Le | CompareOp::LeTo => "LE",
            CompareOp::Gt => "GT",
            CompareOp::Ge => "GE",
        }
    }
}

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

/// `round`'s `rounding_method` (JAX's `lax.RoundingMethod`, printed as its int value).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoundingMethod {
    /// `stablehlo.round_nearest_afz`.
    AwayFromZero = 0,
    /// `stablehlo.round_nearest_even` (`jnp.round`, `jnp.rint`).
    ToNearestEven = 1,
}

impl PrimitiveDef for UnaryOp {
    const NAMES: &'static [&'static str] = <UnaryOp as strum::VariantNames>::VARIANTS;
    fn name(&self) -> &'static str {
        UnaryOp::name(*self)
    }
    calls_no_jaxprs!();
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        kind_named(self.operand_kind(), self.name(), x)?;
        Ok(vec![Aval::new(self.result_dtype(x.dtype), x.shape.clone())])
    }
}

/// A unary op with its `accuracy` param other than `None` ([`UnaryOp::has_accuracy`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UnaryAccuracy {
    pub op: UnaryOp,
    pub accuracy: AccuracyMode,
}

impl PrimitiveDef for UnaryAccuracy {
    /// None of its own: it prints its op's name, and the jaxpr reader reads it under those
    /// names (the `accuracy` param tells the two apart).
    const NAMES: &'static [&'static str] = &[];
    fn name(&self) -> &'static str {
        self.op.name()
    }
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![(
            "accuracy",
            format!("AccuracyMode.{}", self.accuracy.member()),
        )])
    }
    fn infer(&self, inputs: &[Aval], callees: &dyn Callees) -> Rule {
        if !self.op.has_accuracy() {
            return Err(format!("{} has no accuracy param", self.op.name()).into());
        }
        self.op.infer(inputs, callees)
    }
}

impl PrimitiveDef for BinaryOp {
    const NAMES: &'static [&'static str] = <BinaryOp as strum::VariantNames>::VARIANTS;
    fn name(&self) -> &'static str {
        BinaryOp::name(*self)
    }
    calls_no_jaxprs!();
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let name = self.name();
        let [x, y] = arity(inputs)?;
        if *self == BinaryOp::Pow {
            // `_pow_dtype_rule`: a float base with an exponent of its dtype or of any integer
            // type.
            let shape = broadcast_shapes(name, [&x.shape, &y.shape])?;
            nary_kinds(name, &[x, y], &[OperandKind::Inexact, OperandKind::Numeric])?;
            if !(y.dtype == x.dtype || y.dtype.is_int()) {
                return Err(format!(
                    "the first argument to pow must have an inexact dtype (float or complex), and the second argument must have an inexact or integer dtype, and two inexact dtypes must match, but got {} and {} respectively.",
                    x.dtype.numpy_name(),
                    y.dtype.numpy_name()
                ).into());
            }
            return Ok(vec![Aval::new(x.dtype, shape)]);
        }
        broadcast_shapes(name, [&x.shape, &y.shape])?;
        nary_kinds(name, &[x, y], &[self.operand_kind(); 2])?;
        let out = elementwise(name, &[x, y])?;
        if *self == BinaryOp::Complex {
            let dtype = x.dtype.complex_of().unwrap_or(x.dtype);
            return Ok(vec![Aval::new(dtype, out.shape)]);
        }
        Ok(vec![out])
    }
}

impl PrimitiveDef for CompareOp {
    const NAMES: &'static [&'static str] = <CompareOp as strum::VariantNames>::VARIANTS;
    fn name(&self) -> &'static str {
        CompareOp::name(*self)
    }
    calls_no_jaxprs!();
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let name = self.name();
        let [x, y] = arity(inputs)?;
        broadcast_shapes(name, [&x.shape, &y.shape])?;
        nary_kinds(name, &[x, y], &[self.operand_kind(); 2])?;
        let out = elementwise(name, &[x, y])?;
        Ok(vec![Aval::new(DType::Bool, out.shape)])
    }
}

/// `integer_pow[y=Y] x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IntegerPow {
    pub y: i64,
}

impl PrimitiveDef for IntegerPow {
    const NAMES: &'static [&'static str] = &["integer_pow"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![("y", self.y.to_string())])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        kind_named(OperandKind::Numeric, self.name(), x)?;
        if self.y < 0 && x.dtype.is_int() {
            return Err(format!(
                "Integers cannot be raised to negative powers, got integer_pow({}, {})",
                x.numpy_display(),
                self.y
            )
            .into());
        }
        Ok(vec![x.clone()])
    }
}

/// `round[rounding_method=M] x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Round {
    pub rounding_method: RoundingMethod,
}

impl PrimitiveDef for Round {
    const NAMES: &'static [&'static str] = &["round"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![(
            "rounding_method",
            (self.rounding_method as u8).to_string(),
        )])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        kind_named(OperandKind::Float, self.name(), x)?;
        Ok(vec![x.clone()])
    }
}

/// `clamp min x max`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Clamp;

impl PrimitiveDef for Clamp {
    const NAMES: &'static [&'static str] = &["clamp"];
    calls_no_jaxprs!();
    /// JAX's `_clamp_shape_rule`, then its dtype rule (any dtype, all the same).
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [lo, x, hi] = arity(inputs)?;
        for (name, bound) in [("min", lo), ("max", hi)] {
            if bound.rank() != 0 && bound.shape != x.shape {
                return Err(RuleError::Complete(format!(
                    "clamp requires {name}.shape == operand.shape or {name}.shape == (), got {name}.shape={}, operand.shape={}.",
                    python_tuple(&bound.shape),
                    python_tuple(&x.shape)
                )));
            }
        }
        if lo.dtype != x.dtype || hi.dtype != x.dtype {
            return Err(RuleError::Complete(format!(
                "lax.clamp requires arguments to have the same dtypes, got {}, {}, {}.",
                lo.dtype.numpy_name(),
                x.dtype.numpy_name(),
                hi.dtype.numpy_name()
            )));
        }
        Ok(vec![x.clone()])
    }
}

/// `regularized_incomplete_beta a b x` (`lax.betainc`): elementwise, JAX's n-ary broadcasting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegularizedIncompleteBeta;

impl PrimitiveDef for RegularizedIncompleteBeta {
    const NAMES: &'static [&'static str] = &["regularized_incomplete_beta"];
    calls_no_jaxprs!();
    /// `standard_naryop([_float, _float, _float])`: broadcasting, then the dtypes.
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let name = self.name();
        let [a, b, x] = arity(inputs)?;
        broadcast_shapes(name, [&a.shape, &b.shape, &x.shape])?;
        nary_kinds(name, &[a, b, x], &[OperandKind::Float; 3])?;
        Ok(vec![elementwise(name, &[a, b, x])?])
    }
}

/// `select_n which case0 case1 ...`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SelectN;

impl PrimitiveDef for SelectN {
    const NAMES: &'static [&'static str] = &["select_n"];
    calls_no_jaxprs!();
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        const CASES: &str = "select_n takes a predicate and at least one case";
        let (which, cases) = inputs.split_first().ok_or(CASES)?;
        let first = cases.first().ok_or(CASES)?;
        if cases.iter().any(|c| c != first) {
            return Err(format!(
                "select_n cases must all have the same type, got {}",
                list(&cases.iter().collect::<Vec<_>>())
            )
            .into());
        }
        if !(which.dtype.is_bool() || which.dtype.is_int()) {
            return Err(
                format!("select_n predicate must be bool or an integer, got {which}").into(),
            );
        }
        if which.dtype.is_bool() && cases.len() > 2 {
            return Err("select_n with a bool predicate takes at most two cases".into());
        }
        if which.rank() != 0 && which.shape != first.shape {
            return Err(format!(
                "select_n predicate {which} must be a scalar or have the cases' shape {}",
                first.shape
            )
            .into());
        }
        Ok(vec![first.clone()])
    }
}

/// `polynomial x c0 c1 ... cn`: `c0 + x * (c1 + x * (... + x * cn))` (Horner).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Polynomial;

impl PrimitiveDef for Polynomial {
    const NAMES: &'static [&'static str] = &["polynomial"];
    calls_no_jaxprs!();
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        if inputs.len() < 2 {
            return Err("polynomial takes x and at least one coefficient".into());
        }
        let xs: Vec<&Aval> = inputs.iter().collect();
        let out = elementwise(self.name(), &xs)?;
        kind_named(OperandKind::Numeric, self.name(), &out)?;
        Ok(vec![out])
    }
}
