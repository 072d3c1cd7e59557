//! The primitives: one table ([`with_primitives!`](crate::with_primitives)) with a line per
//! param type, from which [`Primitive`] and its methods (name, printed params, type rule, the
//! jaxprs it calls) are made. Each param type defines its primitive next to its fields
//! ([`PrimitiveDef`]); the jaxpr reader (`minihlo-jaxpr`) keys its readers by the same table. Adding a primitive: its param type and definition in its
//! room, and one line here.

use crate::callee::{Callees, JaxprId};
pub use crate::primitive_def::{JaxprLabel, PrimitiveDef, PrintedParam};
use crate::type_error::RuleError;
use crate::types::Aval;

pub use crate::buffer_callback::BufferCallback;
pub use crate::convert::{BitcastConvertType, Conj, ConvertElementType, ReducePrecision};
pub use crate::dot::DotDims;
pub use crate::elementwise::{
    AccuracyMode, BinaryOp, Clamp, CompareOp, IntegerPow, Polynomial, RegularizedIncompleteBeta,
    Round, RoundingMethod, SelectN, UnaryAccuracy, UnaryOp,
};
pub use crate::operand_kind::OperandKind;
pub use crate::passthrough::{DevicePut, OptimizationBarrier};
pub use crate::py_callback::{OrderedEffect, PrintParams, PyCallback, PyCallbackKind};
pub use crate::pyfmt::{py_list, py_tuple};
pub use crate::reductions::{ArgOp, ArgReduce, Reduce, ReduceOp};
pub use crate::shape_ops::{
    BroadcastInDim, Concatenate, ExpandDims, Iota, Reshape, Squeeze, Transpose,
};
pub use crate::slicing::{DynamicSlice, DynamicUpdateSlice, Slice};
pub use crate::structural::Rev;

/// The table of primitives: `Variant(ParamType)`, one line per param type (large params boxed).
/// `with_primitives!(m)` calls `m! { ... }` with the table, so other crates can key their own
/// per-primitive code by it (the jaxpr reader does).
#[macro_export]
macro_rules! with_primitives {
    ($m:ident) => {
        $m! {
            /// `neg x`, `exp x`, ... ([`UnaryOp`](crate::UnaryOp)).
            Unary($crate::elementwise::UnaryOp),
            /// A unary op with its `accuracy` param other than `None`.
            UnaryAccuracy($crate::elementwise::UnaryAccuracy),
            IntegerPow($crate::elementwise::IntegerPow),
            Round($crate::elementwise::Round),
            BitcastConvertType($crate::convert::BitcastConvertType),
            ReducePrecision($crate::convert::ReducePrecision),
            Polynomial($crate::elementwise::Polynomial),
            OptimizationBarrier($crate::passthrough::OptimizationBarrier),
            DevicePut($crate::passthrough::DevicePut),
            /// `add x y`, `mul x y`, ... ([`BinaryOp`](crate::BinaryOp)).
            Binary($crate::elementwise::BinaryOp),
            Conj($crate::convert::Conj),
            /// `eq x y`, `lt x y`, ... ([`CompareOp`](crate::CompareOp)).
            Compare($crate::elementwise::CompareOp),
            Clamp($crate::elementwise::Clamp),
            RegularizedIncompleteBeta($crate::elementwise::RegularizedIncompleteBeta),
            SelectN($crate::elementwise::SelectN),
            ConvertElementType($crate::convert::ConvertElementType),
            BroadcastInDim($crate::shape_ops::BroadcastInDim),
            Reshape($crate::shape_ops::Reshape),
            Transpose($crate::shape_ops::Transpose),
            Squeeze($crate::shape_ops::Squeeze),
            ExpandDims($crate::shape_ops::ExpandDims),
            Iota($crate::shape_ops::Iota),
            Concatenate($crate::shape_ops::Concatenate),
            Slice($crate::slicing::Slice),
            DynamicSlice($crate::slicing::DynamicSlice),
            DynamicUpdateSlice($crate::slicing::DynamicUpdateSlice),
            DotGeneral($crate::dot::DotDims),
            /// `reduce_sum`, `reduce_max`, ... ([`ReduceOp`](crate::primitive::ReduceOp)).
            Reduce($crate::reductions::Reduce),
            /// `argmax`, `argmin`.
            ArgReduce($crate::reductions::ArgReduce),
            BufferCallback(Box<$crate::buffer_callback::BufferCallback>),
            /// `pure_callback`, `io_callback`, `debug_callback`, `debug_print`.
            PyCallback(Box<$crate::py_callback::PyCallback>),
            /// `jit` (`pjit` in older JAX): a call of a named function.
            Jit(Box<$crate::control::Jit>),
            /// `cond index *operands`.
            Cond(Box<$crate::control::Cond>),
            /// `while *cond_consts *body_consts *init`.
            While(Box<$crate::control::While>),
            /// `scan *consts *init *xs`.
            Scan(Box<$crate::control::Scan>),
            /// `custom_jvp_call *args`: runs `call_jaxpr`.
            CustomJvpCall(Box<$crate::control::CustomJvpCall>),
            /// `custom_vjp_call *args`: runs `call_jaxpr`.
            CustomVjpCall(Box<$crate::control::CustomVjpCall>),
            /// `gather operand indices`.
            Gather(Box<$crate::indexing::Gather>),
            /// `scatter`, `scatter-add`, ... `operand indices updates`.
            Scatter(Box<$crate::indexing::Scatter>),
            /// `pad operand padding_value`.
            Pad(Box<$crate::structural::Pad>),
            Rev($crate::structural::Rev),
            /// `cumsum`, `cumprod`, `cummax`, `cummin`, `cumlogsumexp`.
            Cumulative($crate::structural::Cumulative),
            /// `sort *operands`.
            Sort($crate::structural::Sort),
            /// `reduce_window_sum`, `reduce_window_max`, `reduce_window_min`.
            ReduceWindow(Box<$crate::windows::ReduceWindow>),
            /// `top_k operand`.
            TopK($crate::structural::TopK),
            /// `split`, `stack`, `unstack`, `tile`.
            Restructure(Box<$crate::structural::Restructure>),
            /// `reduce` with a user jaxpr.
            ReduceJaxpr(Box<$crate::windows::GenericReduce>),
            /// `reduce_window` with a user jaxpr.
            ReduceWindowJaxpr(Box<$crate::windows::GenericReduceWindow>),
            /// `conv_general_dilated lhs rhs`.
            ConvGeneralDilated(Box<$crate::convolution::Conv>),
            /// `select_and_scatter_add`, `select_and_gather_add`.
            SelectWindow(Box<$crate::select_window::SelectWindow>),
            /// `approx_top_k operand`.
            ApproxTopK(Box<$crate::search::ApproxTopK>),
            /// `SearchSorted sorted_arr query`.
            SearchSorted(Box<$crate::search::SearchSorted>),
            /// `Ldexp x1 x2`.
            Ldexp(Box<$crate::hiprims::Ldexp>),
            /// `Frexp x`.
            Frexp(Box<$crate::hiprims::Frexp>),
            /// `Nonzero a *fill_values`.
            Nonzero(Box<$crate::hiprims::Nonzero>),
            /// `empty[dtype shape]`.
            Empty(Box<$crate::search::Empty>),
            /// `eval_jaxpr[call_jaxpr]`: a plain call, inlined.
            EvalJaxpr(Box<$crate::eval_jaxpr::EvalJaxpr>),
            /// `CustomRoot[solve_jaxpr has_aux]` (`lax.custom_root`).
            CustomRoot(Box<$crate::custom_root::CustomRoot>),
            /// `empty2[dtype memory_space]`.
            Empty2(Box<$crate::empty2::Empty2>),
            /// The PRNG primitives: keys, `random_bits`, `threefry2x32`, ...
            Random(Box<$crate::random::Random>),
            /// `cholesky`, `eigh`, `svd`, `qr`, `lu`, `triangular_solve`, ...
            Linalg(Box<$crate::linalg::Linalg>),
            /// `fft x`.
            Fft(Box<$crate::fft::Fft>),
            /// `custom_linear_solve *consts *b`.
            LinearSolve(Box<$crate::linear_solve::LinearSolve>),
            /// `platform_index[platforms=...]`.
            PlatformIndex(Box<$crate::platform_index::PlatformIndex>),
            /// `remat2 *args` (`jax.checkpoint`): runs `jaxpr`.
            Remat(Box<$crate::remat::Remat>),
            /// `name[name=...] x` (`checkpoint_name`): `x` itself.
            CheckpointName(Box<$crate::remat::CheckpointName>),
            /// `shard_map` ([`crate::sharding`]).
            ShardMap(Box<$crate::sharding::ShardMap>),
            /// `psum`, `all_gather`, `ppermute`, `axis_index`, `pvary`, ...
            Collective(Box<$crate::collectives::Collective>),
            /// `sharding_constraint`, `reshard`.
            ShardingConstraint(Box<$crate::sharding::ShardingConstraint>),
            /// `broadcast_to[shape] x`.
            BroadcastTo($crate::broadcast_to::BroadcastTo),
            /// `remat_opt *consts *args` (custom_vjp's `optimize_remat`): runs `fwd_jaxpr`.
            RematOpt(Box<$crate::jaxpr_calls::RematOpt>),
            /// `linear_call *args`: runs `callee`.
            LinearCall(Box<$crate::jaxpr_calls::LinearCall>),
            /// `custom_vmap_call *args`: runs `call`.
            CustomVmapCall(Box<$crate::jaxpr_calls::CustomVmapCall>),
            /// `select_and_scatter operand source init_value` with its two jaxprs.
            SelectAndScatter(Box<$crate::select_and_scatter::SelectAndScatter>),
            /// `symmetric_product[alpha beta] a c`.
            SymmetricProduct(Box<$crate::symmetric_product::SymmetricProduct>),
            /// `unreachable[exc_type message out_avals] *args`: refused when lowered, as in JAX.
            Unreachable(Box<$crate::unreachable::Unreachable>),
            /// `ffi_call *operands`: a user's XLA FFI handler.
            FfiCall(Box<$crate::ffi_call::FfiCallPrim>),
            /// `composite *args` (`lax.composite`): a `stablehlo.composite` of `call_jaxpr`.
            Composite(Box<$crate::composite::Composite>),
            /// `tie x y`: `y`.
            Tie($crate::tie::Tie),
            /// `philox2x32 k0 x0 x1`.
            Philox2x32($crate::philox::Philox2x32),
            /// `philox4x32 k0 k1 x0 x1 x2 x3`.
            Philox4x32($crate::philox::Philox4x32),
            /// `threefry4x32 k0 k1 k2 k3 x0 x1 x2 x3`.
            Threefry4x32($crate::philox::Threefry4x32),
        }
    };
}

/// [`Primitive`] and its methods, every one a dispatch to the variant's [`PrimitiveDef`].
macro_rules! define_primitive {
    ($( $(#[$doc:meta])* $variant:ident($ty:ty), )*) => {
        /// A primitive with its params. Params that JAX always prints as `None` (shardings,
        /// accuracy, precision) are not stored.
        #[derive(Clone, Debug, PartialEq)]
        pub enum Primitive {
            $( $(#[$doc])* $variant($ty), )*
        }

        impl Primitive {
            /// Every name a primitive prints, by param type in the table's order.
            pub const NAMES: &'static [&'static [&'static str]] =
                &[$( <$ty as PrimitiveDef>::NAMES, )*];

            /// The name JAX prints.
            pub fn name(&self) -> &'static str {
                match self {
                    $( Primitive::$variant(p) => PrimitiveDef::name(p), )*
                }
            }

            /// The params JAX prints, in its order (sorted by name), jaxpr-valued ones
            /// included; params that hold their default or follow from the output type are left
            /// out, as JAX 0.12 does. `n_inputs` is the equation's operand count.
            pub fn params(&self, n_inputs: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
                match self {
                    $( Primitive::$variant(p) => PrimitiveDef::params(p, n_inputs), )*
                }
            }

            /// The rule of [`crate::shape_rules::infer`], before it checks the result shapes.
            pub(crate) fn infer_rule(
                &self,
                inputs: &[Aval],
                callees: &dyn Callees,
            ) -> Result<Vec<Aval>, RuleError> {
                match self {
                    $( Primitive::$variant(p) => PrimitiveDef::infer(p, inputs, callees), )*
                }
            }

            /// Visits the jaxprs the params hold, in JAX's params-dict order (`while`: cond,
            /// then body), each with how messages name it.
            pub fn visit_jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
                match self {
                    $( Primitive::$variant(p) => PrimitiveDef::jaxprs(p, visit), )*
                }
            }

            /// The same primitive calling `f(id)` wherever it called `id` (for passes that move
            /// jaxprs from one arena to another).
            pub fn map_sub_jaxprs(&mut self, mut f: impl FnMut(JaxprId) -> JaxprId) {
                let visit: &mut dyn FnMut(&mut JaxprId) = &mut |id| *id = f(*id);
                match self {
                    $( Primitive::$variant(p) => PrimitiveDef::jaxprs_mut(p, visit), )*
                }
            }

            /// Whether the equation must stay even when its results are unused. `effects` says,
            /// per jaxpr id, whether running that jaxpr has a side effect
            /// ([`crate::Program::side_effects`]).
            pub fn has_side_effect(&self, effects: &[bool]) -> bool {
                match self {
                    $( Primitive::$variant(p) => PrimitiveDef::has_side_effect(p, effects), )*
                }
            }
        }
    };
}

with_primitives!(define_primitive);

impl Primitive {
    /// The jaxprs the params hold, in JAX's params-dict order (`while`: cond, then body).
    pub fn sub_jaxprs(&self) -> impl Iterator<Item = JaxprId> {
        self.labelled_jaxprs().into_iter().map(|(_, j)| j)
    }

    /// [`Primitive::sub_jaxprs`], each with how messages name it (`branch 1`, `body_jaxpr`).
    pub fn labelled_jaxprs(&self) -> Vec<(JaxprLabel, JaxprId)> {
        let mut v = Vec::new();
        self.visit_jaxprs(&mut |label, j| v.push((label, j)));
        v
    }

    /// Every name a primitive prints, in the table's order.
    pub fn names() -> impl Iterator<Item = &'static str> {
        Primitive::NAMES
            .iter()
            .flat_map(|names| names.iter().copied())
    }
}

#[cfg(test)]
mod tests;
