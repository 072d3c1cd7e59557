//! The lowering rules, one room per family of primitives, and the one table that maps each
//! primitive to its rule ([`lower_eqn`]). A rule takes the equation ([`EqnCtx`]) and the
//! primitive's params and returns the equation's results. Adding a primitive: one function in
//! its room, one line here (the `match` has no catch-all, so a new primitive that lacks a rule
//! does not compile).

mod accuracy;
mod betainc;
mod callbacks;
mod common;
mod complex;
mod control_flow;
mod cumulative;
mod dot;
mod elementwise;
mod empty2;
mod eqn_cache;
mod eval_jaxpr;
mod ffi_call_prim;
mod fft;
mod gather_scatter;
mod hiprims;
mod igamma;
mod indexing;
mod jaxpr_calls;
mod key_ops;
mod lgamma;
mod linalg;
mod linalg_eig;
mod linalg_fun;
mod linear_solve;
mod lower_fun;
mod philox;
mod platform_index;
mod py_callbacks;
mod random;
mod random_gamma;
mod reductions;
mod remat;
mod search;
mod select_and_scatter;
mod select_window;
mod shape;
mod sharding;
mod solver_call;
mod special;
mod structural;
mod symmetric_product;
mod windows;

use minihlo_ir::primitive::{
    ArgReduce, BroadcastInDim, Concatenate, ConvertElementType, DynamicSlice, IntegerPow, Iota,
    Reduce, ReducePrecision, Reshape, Rev, Round, Slice, Transpose, UnaryAccuracy,
};
use minihlo_ir::Primitive;

use crate::ctx::{EqnCtx, Lowering};

/// Lowers one equation by its primitive's rule.
pub(crate) fn lower_eqn<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    let prim = cx.prim;
    // Structural primitives on PRNG key arrays: the same op on the keys' uint32 data.
    if let Some(r) = key_ops::lower(cx) {
        return r;
    }
    if let Some(physical) = random::physical_eqn(prim, cx.avals, cx.outs) {
        let (prim, avals, outs) = physical?;
        return lower_eqn(&mut EqnCtx {
            em: cx.em,
            state: &mut *cx.state,
            platform_index: cx.platform_index,
            prim: &prim,
            xs: cx.xs,
            avals: &avals,
            outs: &outs,
        });
    }
    if eqn_cache::applies(prim) {
        return eqn_cache::lower_cached(cx, lower_rule);
    }
    lower_rule(cx)
}

/// The primitive's rule.
fn lower_rule<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    match cx.prim {
        Primitive::Unary(op) => elementwise::unary(cx, *op),
        Primitive::UnaryAccuracy(UnaryAccuracy { op, accuracy }) => {
            accuracy::unary_accuracy(cx, *op, *accuracy)
        }
        Primitive::IntegerPow(IntegerPow { y }) => elementwise::integer_pow(cx, *y),
        Primitive::Round(Round { rounding_method }) => elementwise::round(cx, *rounding_method),
        Primitive::BitcastConvertType(_) => elementwise::bitcast_convert(cx),
        Primitive::Polynomial(_) => elementwise::polynomial(cx),
        Primitive::OptimizationBarrier(_) => elementwise::optimization_barrier(cx),
        // JAX's `_common_device_put_lowering`: the operands themselves.
        Primitive::DevicePut(_) => Ok(cx.xs.to_vec()),
        Primitive::ReducePrecision(ReducePrecision {
            exponent_bits,
            mantissa_bits,
        }) => elementwise::reduce_precision(cx, *exponent_bits, *mantissa_bits),
        Primitive::Binary(op) => elementwise::binary(cx, *op),
        Primitive::Conj(_) => complex::conj(cx),
        Primitive::Compare(op) => elementwise::compare(cx, *op),
        Primitive::Clamp(_) => elementwise::clamp(cx),
        Primitive::RegularizedIncompleteBeta(_) => betainc::betainc(cx),
        Primitive::SelectN(_) => elementwise::select_n(cx),
        Primitive::ConvertElementType(ConvertElementType { new_dtype, .. }) => {
            elementwise::convert(cx, *new_dtype)
        }
        Primitive::BroadcastInDim(BroadcastInDim {
            broadcast_dimensions,
            ..
        }) => shape::broadcast_in_dim(cx, broadcast_dimensions),
        Primitive::Reshape(Reshape { dimensions, .. }) => shape::reshape(cx, dimensions.as_deref()),
        Primitive::Squeeze(_) => shape::reshape(cx, None),
        Primitive::ExpandDims(_) => shape::reshape(cx, None),
        Primitive::Transpose(Transpose { permutation }) => shape::transpose(cx, permutation),
        Primitive::Iota(Iota { dimension, .. }) => shape::iota(cx, *dimension),
        Primitive::Concatenate(Concatenate { dimension }) => shape::concatenate(cx, *dimension),
        Primitive::Slice(Slice {
            start_indices,
            limit_indices,
            strides,
        }) => indexing::slice(cx, start_indices, limit_indices, strides.as_deref()),
        Primitive::DynamicSlice(DynamicSlice { slice_sizes }) => {
            indexing::dynamic_slice(cx, slice_sizes)
        }
        Primitive::DynamicUpdateSlice(_) => indexing::dynamic_update_slice(cx),
        Primitive::DotGeneral(d) => dot::dot_general(cx, d),
        Primitive::Reduce(Reduce { op, axes }) => reductions::reduce(cx, *op, axes),
        Primitive::ArgReduce(ArgReduce {
            op,
            axes,
            index_dtype,
        }) => reductions::arg_reduce(cx, *op, axes, *index_dtype),
        Primitive::BufferCallback(cb) => callbacks::buffer_callback(cx, cb),
        Primitive::PyCallback(cb) => py_callbacks::py_callback(cx, cb),
        Primitive::Jit(p) => control_flow::jit(cx, p),
        Primitive::CustomJvpCall(p) => control_flow::primal(cx, p.call_jaxpr),
        Primitive::CustomVjpCall(p) => control_flow::primal(cx, p.call_jaxpr),
        Primitive::Remat(p) => remat::remat(cx, p),
        Primitive::EvalJaxpr(p) => eval_jaxpr::eval_jaxpr(cx, p),
        Primitive::CheckpointName(_) => remat::checkpoint_name(cx),
        Primitive::Cond(p) => match &p.branches_platforms {
            Some(bp) => platform_index::cond(cx, p, bp),
            None => control_flow::cond(cx, &p.branches),
        },
        Primitive::While(p) => control_flow::while_loop(cx, p),
        Primitive::Scan(p) => control_flow::scan(cx, p),
        Primitive::Gather(g) => gather_scatter::gather_rule(cx, g),
        Primitive::Scatter(s) => gather_scatter::scatter_rule(cx, s),
        Primitive::Pad(p) => structural::pad_rule(cx, p),
        Primitive::Rev(Rev { dimensions }) => structural::rev_rule(cx, dimensions),
        Primitive::Sort(s) => structural::sort_rule(cx, s),
        Primitive::TopK(t) => structural::top_k_rule(cx, t),
        Primitive::ConvGeneralDilated(c) => structural::conv_rule(cx, c),
        Primitive::Restructure(r) => structural::restructure_rule(cx, r),
        Primitive::ReduceWindow(r) => windows::reduce_window_rule(cx, r),
        Primitive::ReduceJaxpr(r) => windows::reduce_jaxpr_rule(cx, r),
        Primitive::ReduceWindowJaxpr(r) => windows::reduce_window_jaxpr_rule(cx, r),
        Primitive::Cumulative(c) => cumulative::cumulative_rule(cx, c),
        Primitive::SelectWindow(s) => select_window::select_window_rule(cx, s),
        Primitive::ApproxTopK(t) => search::approx_top_k_rule(cx, t),
        Primitive::SearchSorted(s) => search::search_sorted_rule(cx, s),
        Primitive::Ldexp(_)
        | Primitive::Frexp(_)
        | Primitive::Nonzero(_)
        | Primitive::CustomRoot(_) => hiprims::hiprim_rule(cx),
        Primitive::Empty(e) => search::empty_rule(cx, e),
        Primitive::Empty2(e) => empty2::empty2_rule(cx, e),
        Primitive::Random(r) => random::lower_random(cx, r),
        Primitive::Linalg(l) => linalg::linalg(cx, l),
        Primitive::Fft(f) => fft::fft(cx, f),
        Primitive::LinearSolve(p) => linear_solve::linear_solve(cx, p),
        Primitive::PlatformIndex(p) => platform_index::platform_index(cx, p),
        Primitive::ShardMap(p) => sharding::shard_map(cx, p),
        Primitive::Collective(c) => sharding::collective(cx, c),
        Primitive::ShardingConstraint(c) => sharding::sharding_constraint(cx, c),
        Primitive::BroadcastTo(b) => jaxpr_calls::broadcast_to(cx, b),
        Primitive::RematOpt(p) => jaxpr_calls::call(cx, p.fwd_jaxpr),
        Primitive::LinearCall(p) => jaxpr_calls::call(cx, p.callee),
        Primitive::CustomVmapCall(p) => jaxpr_calls::call(cx, p.call),
        Primitive::SelectAndScatter(s) => select_and_scatter::select_and_scatter_rule(cx, s),
        Primitive::SymmetricProduct(s) => symmetric_product::symmetric_product_rule(cx, s),
        Primitive::FfiCall(f) => ffi_call_prim::ffi_call_rule(cx, f),
        Primitive::Composite(c) => jaxpr_calls::composite(cx, c),
        Primitive::Philox2x32(_) => philox::philox2x32_rule(cx),
        Primitive::Philox4x32(_) => philox::philox4x32_rule(cx),
        Primitive::Threefry4x32(_) => philox::threefry4x32_rule(cx),
        // JAX: `lambda ctx, x, y: [y]`.
        Primitive::Tie(_) => {
            cx.arity(2)?;
            Ok(vec![cx.xs[1]])
        }
        // `unreachable_impl`: JAX's lowering raises `exc_type(message)`.
        Primitive::Unreachable(u) => Err(crate::error::LowerError::JaxRaises {
            message: u.message.clone(),
        }),
    }
}
