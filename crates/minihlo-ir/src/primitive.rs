//! The primitives and their params, with the names and param spellings JAX 0.12 prints.

use crate::callee::JaxprId;
use crate::control::{Cond, CustomJvpCall, CustomVjpCall, Jit, Scan, While};
use crate::convolution::Conv;
use crate::fft::Fft;
use crate::indexing::{Gather, Scatter};
use crate::linalg::Linalg;
use crate::linear_solve::LinearSolve;
use crate::platform_index::PlatformIndex;
use crate::pyfmt::{py_bool, py_tuple_of};
pub use crate::pyfmt::{py_list, py_tuple};
use crate::random::Random;
use crate::structural::{Cumulative, Pad, Restructure, Sort, TopK};
use crate::types::{DType, Shape};
use crate::windows::{GenericReduce, GenericReduceWindow, ReduceWindow};

mod accuracy;
mod buffer_callback;
mod kinds;
mod py_callback;
pub use accuracy::AccuracyMode;
pub use buffer_callback::BufferCallback;
pub use kinds::{OperandKind, RoundingMethod};
pub use py_callback::{OrderedEffect, PrintParams, PyCallback, PyCallbackKind};

/// The name tables of the op enums below are derived (strum): `name()` is the name JAX prints,
/// `str::parse` reads it back, and `ALL` lists every op in declaration order. An op added to an
/// enum is printed and read with no further table.
macro_rules! op_names {
    ($($op:ident),*) => {$(
        impl $op {
            /// Every op, in declaration order.
            pub const ALL: &'static [$op] = <$op as strum::VariantArray>::VARIANTS;

            /// The name JAX prints.
            pub fn name(self) -> &'static str {
                self.into()
            }
        }
    )*};
}

op_names!(UnaryOp, BinaryOp, CompareOp, ReduceOp, ArgOp);

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

/// Reductions over axes.
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
)]
pub enum ReduceOp {
    #[strum(serialize = "reduce_sum")]
    Sum,
    #[strum(serialize = "reduce_max")]
    Max,
    #[strum(serialize = "reduce_min")]
    Min,
    #[strum(serialize = "reduce_prod")]
    Prod,
    /// Logical and of bools, bitwise and of integers.
    #[strum(serialize = "reduce_and")]
    And,
    #[strum(serialize = "reduce_or")]
    Or,
    #[strum(serialize = "reduce_xor")]
    Xor,
}

/// Index-of-extremum reductions.
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
)]
#[strum(serialize_all = "snake_case")]
pub enum ArgOp {
    Argmax,
    Argmin,
}

/// A primitive with its params. Params that JAX always prints as `None` (shardings, accuracy,
/// precision) are not stored.
#[derive(Clone, Debug, PartialEq)]
pub enum Primitive {
    Unary(UnaryOp),
    /// A unary op with its `accuracy` param other than `None` ([`UnaryOp::has_accuracy`]).
    UnaryAccuracy {
        op: UnaryOp,
        accuracy: AccuracyMode,
    },
    IntegerPow {
        y: i64,
    },
    Round {
        rounding_method: RoundingMethod,
    },
    /// The same bits as another dtype: a narrower one adds a trailing dimension, a wider one
    /// takes the last away.
    BitcastConvertType {
        new_dtype: DType,
    },
    ReducePrecision {
        exponent_bits: u32,
        mantissa_bits: u32,
    },
    /// `polynomial x c0 c1 ... cn`: `c0 + x * (c1 + x * (... + x * cn))` (Horner).
    Polynomial,
    /// `optimization_barrier x0 x1 ...`: its operands, unchanged, as many outputs.
    OptimizationBarrier,
    /// `device_put x0 x1 ...` to the default device (`devices` and `srcs` all `None`): its
    /// operands, unchanged; `copy_semantics` holds one `ArrayCopySemantics` member name per operand.
    DevicePut {
        copy_semantics: Vec<String>,
    },
    Binary(BinaryOp),
    /// `conj[input_dtype=...] x`: the complex conjugate; a float32 or float64 operand becomes
    /// complex with a zero imaginary part. `input_dtype` is the operand's dtype.
    Conj {
        input_dtype: DType,
    },
    Compare(CompareOp),
    /// `clamp min x max`.
    Clamp,
    /// `regularized_incomplete_beta a b x` (`lax.betainc`): elementwise, JAX's n-ary broadcasting.
    RegularizedIncompleteBeta,
    /// `select_n which case0 case1 ...`.
    SelectN,
    ConvertElementType {
        new_dtype: DType,
        weak_type: bool,
    },
    BroadcastInDim {
        shape: Shape,
        broadcast_dimensions: Vec<usize>,
    },
    /// `reshape[dimensions new_sizes]`: with `dimensions`, the operand transposed by that
    /// permutation first (`lax.reshape(x, shape, dimensions)`, which JAX's conv batching makes).
    Reshape {
        new_sizes: Shape,
        dimensions: Option<Vec<usize>>,
    },
    Transpose {
        permutation: Vec<usize>,
    },
    Squeeze {
        dimensions: Vec<usize>,
    },
    ExpandDims {
        dimensions: Vec<usize>,
    },
    Iota {
        dtype: DType,
        shape: Shape,
        dimension: usize,
    },
    Concatenate {
        dimension: usize,
    },
    Slice {
        start_indices: Vec<u64>,
        limit_indices: Vec<u64>,
        strides: Option<Vec<u64>>,
    },
    /// `dynamic_slice operand *start_indices`.
    DynamicSlice {
        slice_sizes: Vec<u64>,
    },
    /// `dynamic_update_slice operand update *start_indices`.
    DynamicUpdateSlice,
    DotGeneral(DotDims),
    Reduce {
        op: ReduceOp,
        axes: Vec<usize>,
    },
    ArgReduce {
        op: ArgOp,
        axes: Vec<usize>,
        index_dtype: DType,
    },
    BufferCallback(Box<BufferCallback>),
    /// `pure_callback`, `io_callback`, `debug_callback`, `debug_print` ([`PyCallback`]).
    PyCallback(Box<PyCallback>),
    /// `jit` (`pjit` in older JAX): a call of a named function.
    Jit(Box<Jit>),
    /// `cond index *operands`.
    Cond(Box<Cond>),
    /// `while *cond_consts *body_consts *init`.
    While(Box<While>),
    /// `scan *consts *init *xs`.
    Scan(Box<Scan>),
    /// `custom_jvp_call *args`: runs `call_jaxpr`.
    CustomJvpCall(Box<CustomJvpCall>),
    /// `custom_vjp_call *args`: runs `call_jaxpr`.
    CustomVjpCall(Box<CustomVjpCall>),
    /// `gather operand indices` ([`crate::indexing`]).
    Gather(Box<Gather>),
    /// `scatter`, `scatter-add`, ... `operand indices updates` ([`crate::indexing`]).
    Scatter(Box<Scatter>),
    /// `pad operand padding_value` ([`crate::structural`]).
    Pad(Box<Pad>),
    Rev {
        dimensions: Vec<usize>,
    },
    /// `cumsum`, `cumprod`, `cummax`, `cummin`, `cumlogsumexp`.
    Cumulative(Cumulative),
    /// `sort *operands`.
    Sort(Sort),
    /// `reduce_window_sum`, `reduce_window_max`, `reduce_window_min` ([`crate::windows`]).
    ReduceWindow(Box<ReduceWindow>),
    /// `top_k operand`.
    TopK(TopK),
    /// `split`, `stack`, `unstack`, `tile` ([`crate::structural`]).
    Restructure(Box<Restructure>),
    /// `reduce` with a user jaxpr ([`crate::windows`]).
    ReduceJaxpr(Box<GenericReduce>),
    /// `reduce_window` with a user jaxpr ([`crate::windows`]).
    ReduceWindowJaxpr(Box<GenericReduceWindow>),
    /// `conv_general_dilated lhs rhs` ([`crate::convolution`]).
    ConvGeneralDilated(Box<Conv>),
    /// `select_and_scatter_add`, `select_and_gather_add` ([`crate::select_window`]).
    SelectWindow(Box<crate::select_window::SelectWindow>),
    /// `approx_top_k operand` ([`crate::search`]).
    ApproxTopK(Box<crate::search::ApproxTopK>),
    /// `SearchSorted sorted_arr query` ([`crate::search`]).
    SearchSorted(Box<crate::search::SearchSorted>),
    /// `Ldexp x1 x2` ([`crate::hiprims`]).
    Ldexp(Box<crate::hiprims::Ldexp>),
    /// `Frexp x` ([`crate::hiprims`]).
    Frexp(Box<crate::hiprims::Frexp>),
    /// `Nonzero a *fill_values` ([`crate::hiprims`]).
    Nonzero(Box<crate::hiprims::Nonzero>),
    /// `empty[dtype shape]` ([`crate::search`]).
    Empty(Box<crate::search::Empty>),
    /// `eval_jaxpr[call_jaxpr]`: a plain call, inlined ([`crate::eval_jaxpr`]).
    EvalJaxpr(Box<crate::eval_jaxpr::EvalJaxpr>),
    /// `CustomRoot[solve_jaxpr has_aux]` (`lax.custom_root`, [`crate::custom_root`]).
    CustomRoot(Box<crate::custom_root::CustomRoot>),
    /// `empty2[dtype memory_space]` ([`crate::empty2`]).
    Empty2(Box<crate::empty2::Empty2>),
    /// The PRNG primitives: keys, `random_bits`, `threefry2x32`, ... ([`crate::random`]).
    Random(Box<Random>),
    /// `cholesky`, `eigh`, `svd`, `qr`, `lu`, `triangular_solve`, ... ([`crate::linalg`]).
    Linalg(Box<Linalg>),
    /// `fft x` ([`crate::fft`]).
    Fft(Box<Fft>),
    /// `custom_linear_solve *consts *b` ([`crate::linear_solve`]).
    LinearSolve(Box<LinearSolve>),
    /// `platform_index[platforms=...]` ([`crate::platform_index`]).
    PlatformIndex(Box<PlatformIndex>),
    /// `remat2 *args` (`jax.checkpoint`): runs `jaxpr` ([`crate::remat`]).
    Remat(Box<crate::remat::Remat>),
    /// `name[name=...] x` (`checkpoint_name`): `x` itself ([`crate::remat`]).
    CheckpointName(Box<crate::remat::CheckpointName>),
}

/// `dot_general`'s dimension numbers, plus its result type.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct DotDims {
    pub lhs_contracting: Vec<usize>,
    pub rhs_contracting: Vec<usize>,
    pub lhs_batch: Vec<usize>,
    pub rhs_batch: Vec<usize>,
    pub preferred_element_type: Option<DType>,
    /// `None`, or one precision per operand (`precision=(Precision.HIGHEST, Precision.HIGHEST)`).
    pub precision: Option<(crate::convolution::Precision, crate::convolution::Precision)>,
}

impl Primitive {
    /// The name JAX prints.
    pub fn name(&self) -> &'static str {
        match self {
            Primitive::Unary(op) => op.name(),
            Primitive::UnaryAccuracy { op, .. } => op.name(),
            Primitive::IntegerPow { .. } => "integer_pow",
            Primitive::Round { .. } => "round",
            Primitive::BitcastConvertType { .. } => "bitcast_convert_type",
            Primitive::ReducePrecision { .. } => "reduce_precision",
            Primitive::Polynomial => "polynomial",
            Primitive::OptimizationBarrier => "optimization_barrier",
            Primitive::DevicePut { .. } => "device_put",
            Primitive::Binary(op) => op.name(),
            Primitive::Conj { .. } => "conj",
            Primitive::Compare(op) => op.name(),
            Primitive::Clamp => "clamp",
            Primitive::RegularizedIncompleteBeta => "regularized_incomplete_beta",
            Primitive::SelectN => "select_n",
            Primitive::ConvertElementType { .. } => "convert_element_type",
            Primitive::BroadcastInDim { .. } => "broadcast_in_dim",
            Primitive::Reshape { .. } => "reshape",
            Primitive::Transpose { .. } => "transpose",
            Primitive::Squeeze { .. } => "squeeze",
            Primitive::ExpandDims { .. } => "expand_dims",
            Primitive::Iota { .. } => "iota",
            Primitive::Concatenate { .. } => "concatenate",
            Primitive::Slice { .. } => "slice",
            Primitive::DynamicSlice { .. } => "dynamic_slice",
            Primitive::DynamicUpdateSlice => "dynamic_update_slice",
            Primitive::DotGeneral(_) => "dot_general",
            Primitive::Reduce { op, .. } => op.name(),
            Primitive::ArgReduce { op, .. } => op.name(),
            Primitive::BufferCallback(_) => "buffer_callback",
            Primitive::PyCallback(cb) => cb.kind.name(),
            Primitive::Jit(_) => "jit",
            Primitive::Cond(_) => "cond",
            Primitive::While(_) => "while",
            Primitive::Scan(_) => "scan",
            Primitive::CustomJvpCall(_) => "custom_jvp_call",
            Primitive::CustomVjpCall(_) => "custom_vjp_call",
            Primitive::Gather(_) => "gather",
            Primitive::Scatter(p) => p.kind.name(),
            Primitive::Pad(_) => "pad",
            Primitive::Rev { .. } => "rev",
            Primitive::Cumulative(p) => p.op.name(),
            Primitive::Sort(_) => "sort",
            Primitive::ReduceWindow(p) => p.op.name(),
            Primitive::ConvGeneralDilated(_) => "conv_general_dilated",
            Primitive::TopK(_) => "top_k",
            Primitive::Restructure(r) => r.name(),
            Primitive::ReduceJaxpr(_) => "reduce",
            Primitive::ReduceWindowJaxpr(_) => "reduce_window",
            Primitive::SelectWindow(p) => p.name(),
            Primitive::ApproxTopK(_) => "approx_top_k",
            Primitive::SearchSorted(_) => "SearchSorted",
            Primitive::Ldexp(_) => "Ldexp",
            Primitive::Frexp(_) => "Frexp",
            Primitive::Nonzero(_) => "Nonzero",
            Primitive::Empty(_) => "empty",
            Primitive::Empty2(_) => "empty2",
            Primitive::EvalJaxpr(_) => "eval_jaxpr",
            Primitive::CustomRoot(_) => "CustomRoot",
            Primitive::Random(r) => r.name(),
            Primitive::Linalg(l) => l.name(),
            Primitive::Fft(_) => "fft",
            Primitive::LinearSolve(_) => "custom_linear_solve",
            Primitive::PlatformIndex(_) => "platform_index",
            Primitive::Remat(_) => "remat2",
            Primitive::CheckpointName(_) => "name",
        }
    }

    /// Whether the equation must stay even when its results are unused. `effects` says, per
    /// jaxpr id, whether running that jaxpr has a side effect ([`crate::Program::side_effects`]).
    pub fn has_side_effect(&self, effects: &[bool]) -> bool {
        match self {
            Primitive::BufferCallback(cb) => cb.has_side_effect,
            Primitive::PyCallback(cb) => cb.has_effect(),
            // JAX's effects of the equation are its solve jaxpr's (the others never run).
            Primitive::LinearSolve(p) => p.jaxprs[crate::linear_solve::SOLVE]
                .is_some_and(|j| effects.get(j.index()).copied().unwrap_or(false)),
            _ => self
                .sub_jaxprs()
                .any(|j| effects.get(j.index()).copied().unwrap_or(false)),
        }
    }

    /// Jaxprs called by the params, in JAX's params-dict order (`while`: cond, then body).
    pub fn sub_jaxprs(&self) -> impl Iterator<Item = JaxprId> + '_ {
        let (fixed, branches): ([Option<JaxprId>; 2], &[JaxprId]) = match self {
            Primitive::Jit(p) => ([Some(p.jaxpr), None], &[]),
            Primitive::Cond(p) => ([None, None], &p.branches),
            Primitive::While(p) => ([Some(p.cond_jaxpr), Some(p.body_jaxpr)], &[]),
            Primitive::Scan(p) => ([Some(p.jaxpr), None], &[]),
            Primitive::CustomJvpCall(p) => ([Some(p.call_jaxpr), None], &[]),
            Primitive::CustomVjpCall(p) => ([Some(p.call_jaxpr), None], &[]),
            Primitive::Scatter(p) => ([p.update_jaxpr, None], &[]),
            Primitive::ReduceJaxpr(p) => ([Some(p.jaxpr), None], &[]),
            Primitive::ReduceWindowJaxpr(p) => ([Some(p.jaxpr), None], &[]),
            Primitive::Remat(p) => ([Some(p.jaxpr), None], &[]),
            Primitive::EvalJaxpr(p) => ([Some(p.call_jaxpr), None], &[]),
            Primitive::CustomRoot(p) => ([Some(p.solve_jaxpr), None], &[]),
            _ => ([None, None], &[]),
        };
        let solves = match self {
            Primitive::LinearSolve(p) => p.jaxprs,
            _ => [None; 4],
        };
        fixed
            .into_iter()
            .flatten()
            .chain(branches.iter().copied())
            .chain(solves.into_iter().flatten())
    }

    /// The same primitive calling `f(id)` wherever it called `id` (for passes that move jaxprs
    /// from one arena to another).
    pub fn map_sub_jaxprs(&mut self, mut f: impl FnMut(JaxprId) -> JaxprId) {
        match self {
            Primitive::Jit(p) => p.jaxpr = f(p.jaxpr),
            Primitive::Cond(p) => p.branches.iter_mut().for_each(|b| *b = f(*b)),
            Primitive::While(p) => {
                p.cond_jaxpr = f(p.cond_jaxpr);
                p.body_jaxpr = f(p.body_jaxpr);
            }
            Primitive::Scan(p) => p.jaxpr = f(p.jaxpr),
            Primitive::CustomJvpCall(p) => p.call_jaxpr = f(p.call_jaxpr),
            Primitive::CustomVjpCall(p) => p.call_jaxpr = f(p.call_jaxpr),
            Primitive::Scatter(p) => p.update_jaxpr = p.update_jaxpr.map(f),
            Primitive::ReduceJaxpr(p) => p.jaxpr = f(p.jaxpr),
            Primitive::ReduceWindowJaxpr(p) => p.jaxpr = f(p.jaxpr),
            Primitive::LinearSolve(p) => p.jaxprs.iter_mut().flatten().for_each(|j| *j = f(*j)),
            Primitive::Remat(p) => p.jaxpr = f(p.jaxpr),
            Primitive::EvalJaxpr(p) => p.call_jaxpr = f(p.call_jaxpr),
            Primitive::CustomRoot(p) => p.solve_jaxpr = f(p.solve_jaxpr),
            _ => {}
        }
    }

    /// The params JAX prints, in its order (sorted by name), as text. Params that hold their
    /// default or follow from the output type are left out, as JAX 0.12 does. `n_inputs` is the
    /// equation's operand count (buffer_callback's default `in_tree` depends on it). Jaxpr-valued
    /// params are left out here: [`crate::pretty`] prints them.
    pub fn params(&self, n_inputs: usize) -> Vec<(&'static str, String)> {
        match self {
            Primitive::Unary(_)
            | Primitive::Binary(_)
            | Primitive::Compare(_)
            | Primitive::Clamp
            | Primitive::RegularizedIncompleteBeta
            | Primitive::SelectN
            | Primitive::Polynomial
            | Primitive::OptimizationBarrier
            | Primitive::DynamicUpdateSlice => vec![],
            Primitive::IntegerPow { y } => vec![("y", y.to_string())],
            Primitive::UnaryAccuracy { accuracy, .. } => {
                vec![("accuracy", format!("AccuracyMode.{}", accuracy.member()))]
            }
            Primitive::Conj { input_dtype } => {
                vec![("input_dtype", input_dtype.numpy_name().to_string())]
            }
            Primitive::Round { rounding_method } => {
                vec![("rounding_method", (*rounding_method as u8).to_string())]
            }
            Primitive::DevicePut { copy_semantics } => {
                let nones = vec!["None"; copy_semantics.len()];
                let members: Vec<String> = copy_semantics
                    .iter()
                    .map(|m| format!("ArrayCopySemantics.{m}"))
                    .collect();
                vec![
                    ("copy_semantics", py_tuple(&members)),
                    ("devices", py_tuple(&nones)),
                    ("srcs", py_tuple(&nones)),
                ]
            }
            Primitive::BitcastConvertType { new_dtype } => {
                vec![("new_dtype", new_dtype.numpy_name().to_string())]
            }
            Primitive::ReducePrecision {
                exponent_bits,
                mantissa_bits,
            } => vec![
                ("exponent_bits", exponent_bits.to_string()),
                ("mantissa_bits", mantissa_bits.to_string()),
            ],
            Primitive::ConvertElementType {
                new_dtype,
                weak_type,
            } => vec![
                ("new_dtype", new_dtype.numpy_name().to_string()),
                ("weak_type", py_bool(*weak_type)),
            ],
            Primitive::BroadcastInDim {
                broadcast_dimensions,
                ..
            } if broadcast_dimensions.is_empty() => vec![], // JAX omits the trivial case
            Primitive::BroadcastInDim {
                broadcast_dimensions,
                ..
            } => vec![("broadcast_dimensions", py_tuple(broadcast_dimensions))],
            Primitive::Reshape {
                new_sizes,
                dimensions,
            } => vec![
                (
                    "dimensions",
                    dimensions.as_ref().map_or("None".into(), |d| py_tuple(d)),
                ),
                ("new_sizes", py_tuple(new_sizes.dims())),
                ("sharding", "None".into()),
            ],
            Primitive::Transpose { permutation } => vec![("permutation", py_tuple(permutation))],
            Primitive::Squeeze { dimensions } => vec![("dimensions", py_tuple(dimensions))],
            Primitive::ExpandDims { dimensions } => vec![("dimensions", py_tuple(dimensions))],
            Primitive::Iota {
                dtype,
                shape,
                dimension,
            } => vec![
                ("dimension", dimension.to_string()),
                ("dtype", dtype.numpy_name().to_string()),
                ("shape", py_tuple(shape.dims())),
                ("sharding", "None".into()),
            ],
            Primitive::Concatenate { dimension } => vec![("dimension", dimension.to_string())],
            Primitive::Slice {
                start_indices,
                limit_indices,
                strides,
            } => vec![
                ("limit_indices", py_tuple(limit_indices)),
                ("start_indices", py_tuple(start_indices)),
                (
                    "strides",
                    strides.as_ref().map_or("None".into(), |s| py_tuple(s)),
                ),
            ],
            Primitive::DynamicSlice { slice_sizes } => {
                vec![("slice_sizes", py_tuple(slice_sizes))]
            }
            Primitive::DotGeneral(d) => {
                let mut p = vec![(
                    "dimension_numbers",
                    format!(
                        "(({}, {}), ({}, {}))",
                        py_list(&d.lhs_contracting),
                        py_list(&d.rhs_contracting),
                        py_list(&d.lhs_batch),
                        py_list(&d.rhs_batch)
                    ),
                )];
                if let Some((a, b)) = d.precision {
                    p.push((
                        "precision",
                        format!("(Precision.{}, Precision.{})", a.member(), b.member()),
                    ));
                }
                if let Some(t) = d.preferred_element_type {
                    p.push(("preferred_element_type", t.numpy_name().to_string()));
                }
                p
            }
            Primitive::Reduce { op, axes } => match op {
                ReduceOp::Sum | ReduceOp::Max | ReduceOp::Min => {
                    vec![("axes", py_tuple(axes)), ("out_sharding", "None".into())]
                }
                ReduceOp::Prod | ReduceOp::And | ReduceOp::Or | ReduceOp::Xor => {
                    vec![("axes", py_tuple(axes))]
                }
            },
            Primitive::ArgReduce {
                axes, index_dtype, ..
            } => vec![
                ("axes", py_tuple(axes)),
                ("index_dtype", index_dtype.numpy_name().to_string()),
            ],
            Primitive::Gather(p) => p.params(),
            Primitive::Scatter(p) => p.params(),
            Primitive::Pad(p) => vec![("padding_config", p.repr())],
            Primitive::Rev { dimensions } => vec![("dimensions", py_tuple(dimensions))],
            Primitive::Cumulative(p) => p.params(),
            Primitive::Sort(p) => p.params(),
            Primitive::ReduceWindow(p) => p.params(),
            Primitive::ConvGeneralDilated(p) => p.params(),
            Primitive::TopK(p) => p.params(),
            Primitive::SelectWindow(p) => p.params(),
            Primitive::ApproxTopK(p) => p.params(),
            Primitive::SearchSorted(p) => p.params(),
            Primitive::Ldexp(p) => p.params(),
            Primitive::Frexp(p) => p.params(),
            Primitive::Nonzero(p) => p.params(),
            Primitive::Empty(p) => p.params(),
            Primitive::Empty2(p) => p.params(),
            Primitive::EvalJaxpr(_) => vec![],
            Primitive::CustomRoot(p) => p.params(),
            Primitive::Linalg(l) => l.params(),
            Primitive::Fft(f) => f.params(),
            Primitive::LinearSolve(p) => vec![("const_lengths", p.const_lengths_text())],
            Primitive::PlatformIndex(p) => vec![("platforms", p.platforms.text())],
            Primitive::Restructure(r) => r.params(),
            Primitive::Random(r) => r.params(),
            Primitive::ReduceJaxpr(p) => vec![
                ("computation", p.computation.clone()),
                ("dimensions", py_tuple(&p.dimensions)),
            ],
            Primitive::ReduceWindowJaxpr(p) => {
                let mut v = ReduceWindow {
                    op: crate::windows::WindowOp::Sum,
                    window: p.window.clone(),
                }
                .params();
                v.insert(1, ("consts", "()".into()));
                v
            }
            Primitive::Jit(p) => vec![("name", p.name.clone())],
            Primitive::Remat(p) => p.params(),
            Primitive::CheckpointName(p) => vec![("name", p.name.clone())],
            Primitive::Cond(_) => vec![],
            Primitive::While(p) => vec![
                ("body_nconsts", p.body_nconsts.to_string()),
                ("cond_nconsts", p.cond_nconsts.to_string()),
            ],
            Primitive::Scan(p) => vec![
                ("ft_in", p.ft_in.to_string()),
                ("ft_out", p.ft_out.to_string()),
                ("length", p.length.to_string()),
                ("reverse", py_bool(p.reverse)),
                ("unroll", p.unroll.to_string()),
            ],
            Primitive::CustomJvpCall(p) => {
                let mut v = vec![("name", p.name.clone()), ("jvp", p.jvp.clone())];
                if p.num_consts != 0 {
                    v.push(("num_consts", p.num_consts.to_string()));
                }
                v.push(("symbolic_zeros", py_bool(p.symbolic_zeros)));
                v
            }
            Primitive::CustomVjpCall(p) => {
                let mut v = vec![
                    ("name", p.name.clone()),
                    ("bwd", p.bwd.clone()),
                    ("fwd", p.fwd.clone()),
                ];
                if p.num_consts != 0 {
                    v.push(("num_consts", p.num_consts.to_string()));
                }
                v.push(("symbolic_zeros", py_bool(p.symbolic_zeros)));
                v
            }
            Primitive::PyCallback(cb) => cb.params(n_inputs),
            Primitive::BufferCallback(cb) => {
                let n_out = cb.result_avals.len();
                vec![
                    (
                        "callback",
                        format!("<function {} at 0xXXXXXXXXXXXX>", cb.callback),
                    ),
                    (
                        "command_buffer_compatible",
                        py_bool(cb.command_buffer_compatible),
                    ),
                    ("has_side_effect", py_bool(cb.has_side_effect)),
                    (
                        "in_tree",
                        cb.in_tree
                            .clone()
                            .unwrap_or_else(|| BufferCallback::default_in_tree(n_inputs)),
                    ),
                    (
                        "input_output_aliases",
                        py_tuple_of(
                            cb.input_output_aliases
                                .iter()
                                .map(|(i, o)| format!("({i}, {o})")),
                        ),
                    ),
                    (
                        "out_tree",
                        cb.out_tree
                            .clone()
                            .unwrap_or_else(|| BufferCallback::default_out_tree(n_out)),
                    ),
                    (
                        "result_avals",
                        py_tuple_of(
                            cb.result_avals
                                .iter()
                                .map(|a| format!("ShapedArray({})", a.numpy_display())),
                        ),
                    ),
                    (
                        "vmap_method",
                        cb.vmap_method.clone().unwrap_or_else(|| "None".into()),
                    ),
                ]
            }
        }
    }
}

#[cfg(test)]
mod tests;
