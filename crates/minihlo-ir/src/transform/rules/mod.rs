//! One batching rule per primitive, in one file per family as JAX keeps them; [`batch_eqn`]
//! dispatches.

use crate::jaxpr::{Atom, Eqn};
use crate::primitive::Primitive;

use super::batch::BVal;
use super::emit::{Em, R};
use super::error::VmapError;

mod callbacks;
mod control;
mod dot;
mod elementwise;
mod hiprims;
mod misc;
mod reductions;
mod shape;
mod slicing;
mod sorting;
mod windows;

/// The batched results of one source equation on batched operands (JAX's
/// `BatchTrace.process_primitive`).
pub(crate) fn batch_eqn(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let unbatched = ins.iter().all(|b| b.d.is_none());
    let p = &eqn.primitive;
    // Primitives whose rule runs even when nothing is batched (they re-trace their jaxprs).
    if unbatched && !retraces(p) {
        return copy(em, eqn, ins, None);
    }
    match p {
        Primitive::Unary(_)
        | Primitive::UnaryAccuracy(_)
        | Primitive::IntegerPow(_)
        | Primitive::Round(_)
        | Primitive::BitcastConvertType(_)
        | Primitive::ReducePrecision(_)
        | Primitive::Conj(_)
        | Primitive::ConvertElementType(_)
        | Primitive::CheckpointName(_) => elementwise::vectorized(em, eqn, ins),
        Primitive::Binary(crate::BinaryOp::AddAny) => elementwise::add_any(em, eqn, ins),
        Primitive::Binary(_)
        | Primitive::Compare(_)
        | Primitive::Polynomial(_)
        | Primitive::RegularizedIncompleteBeta(_) => elementwise::broadcasting(em, eqn, ins),
        Primitive::Clamp(_) => elementwise::clamp(em, eqn, ins),
        Primitive::SelectN(_) => elementwise::select_n(em, eqn, ins),
        Primitive::OptimizationBarrier(_) | Primitive::DevicePut(_) => {
            elementwise::per_operand(em, eqn, ins)
        }
        Primitive::BroadcastInDim(_)
        | Primitive::Reshape(_)
        | Primitive::Transpose(_)
        | Primitive::Squeeze(_)
        | Primitive::ExpandDims(_)
        | Primitive::Concatenate(_)
        | Primitive::Rev(_)
        | Primitive::Pad(_)
        | Primitive::Restructure(_) => shape::batch(em, eqn, ins),
        Primitive::Reduce(_) | Primitive::ArgReduce(_) => reductions::reducer(em, eqn, ins),
        Primitive::BufferCallback(_) => callbacks::ffi(em, eqn, ins),
        Primitive::PyCallback(cb) => match cb.kind {
            crate::PyCallbackKind::Pure => callbacks::ffi(em, eqn, ins),
            crate::PyCallbackKind::Io => callbacks::io(em, eqn, ins),
            crate::PyCallbackKind::Debug | crate::PyCallbackKind::Print => {
                callbacks::debug(em, eqn, ins)
            }
        },
        Primitive::DotGeneral(_) => dot::dot_general(em, eqn, ins),
        Primitive::Slice(_) => slicing::slice(em, eqn, ins),
        Primitive::Cumulative(_) | Primitive::Sort(_) | Primitive::TopK(_) => {
            sorting::batch(em, eqn, ins)
        }
        Primitive::ReduceWindow(_)
        | Primitive::ReduceJaxpr(_)
        | Primitive::ReduceWindowJaxpr(_)
        | Primitive::SelectWindow(_)
        | Primitive::ConvGeneralDilated(_) => windows::batch(em, eqn, ins),
        Primitive::Fft(_) => misc::fft(em, eqn, ins),
        Primitive::Linalg(l) => misc::linalg(em, eqn, l, ins),
        // A `standard_linalg_primitive`: `expand_dims_batcher`.
        Primitive::SymmetricProduct(_) => misc::expand_dims_batcher(em, eqn, ins),
        Primitive::Random(r) => misc::random(em, eqn, r, ins),
        Primitive::ApproxTopK(_) => misc::approx_top_k(em, eqn, ins),
        // No operands: always unbatched (and JAX has no rule for them).
        Primitive::Empty(_)
        | Primitive::Empty2(_)
        | Primitive::Iota(_)
        | Primitive::PlatformIndex(_) => Err(misc::no_rule(p)),
        // JAX registers no batching rule for these.
        Primitive::BroadcastTo(_)
        | Primitive::LinearCall(_)
        | Primitive::SelectAndScatter(_)
        | Primitive::Unreachable(_)
        | Primitive::Composite(_) => Err(misc::no_rule(p)),
        // JAX batches them with Python code the text does not hold: custom_vmap's `rule`, and
        // remat_opt's `fun_jaxpr_thunk` re-traced under vmap (`_remat_opt_vmap`).
        Primitive::FfiCall(_) => Err(VmapError::unsupported(p.name(), "")),
        // JAX's `defbroadcasting` makes size-1 operands (`u32[1,3]`) that minihlo's philox2x32
        // does not type.
        Primitive::Philox2x32(_) | Primitive::Philox4x32(_) | Primitive::Threefry4x32(_) => {
            Err(VmapError::unsupported(
                p.name(),
                "operands of different shapes (JAX's broadcasting batcher)",
            ))
        }
        // `defvectorized`: both operands batched at one dimension, the result there too.
        Primitive::Tie(_) => match (ins[0].d, ins[1].d) {
            (dx, dy) if dx == dy => copy(em, eqn, ins, dy),
            _ => Err(VmapError::unsupported(
                p.name(),
                "operands batched at different dimensions (JAX's vectorized batcher asserts)",
            )),
        },
        Primitive::CustomVmapCall(_) | Primitive::RematOpt(_) => Err(VmapError::unsupported(
            p.name(),
            "its batching rule runs Python code the jaxpr text does not hold",
        )),
        Primitive::Ldexp(_)
        | Primitive::Frexp(_)
        | Primitive::SearchSorted(_)
        | Primitive::Nonzero(_) => hiprims::batch(em, eqn, ins),
        Primitive::Gather(_) => slicing::gather(em, eqn, ins),
        Primitive::Scatter(_) => slicing::scatter(em, eqn, ins),
        Primitive::DynamicSlice(_) => slicing::dynamic_slice(em, eqn, ins),
        Primitive::DynamicUpdateSlice(_) => slicing::dynamic_update_slice(em, eqn, ins),
        Primitive::Jit(j) => control::jit(em, j, ins),
        Primitive::Cond(c) => control::cond(em, c, ins),
        Primitive::While(w) => control::while_loop(em, w, ins),
        Primitive::Scan(s) => control::scan(em, s, ins),
        Primitive::CustomJvpCall(c) => control::custom_jvp(em, c, ins),
        Primitive::CustomVjpCall(c) => control::custom_vjp(em, c, ins),
        Primitive::Remat(r) => control::remat(em, r, ins),
        Primitive::EvalJaxpr(j) => control::eval_jaxpr(em, j, ins),
        Primitive::LinearSolve(l) => control::linear_solve(em, l, ins),
        // JAX batches it through `hijax.vmap_rule`, re-tracing `solve` as a Python function.
        Primitive::CustomRoot(_) => Err(VmapError::unsupported(p.name(), "")),
        // JAX batches shard_map (its `_shard_map_batch`) and its collectives by axis names;
        // minihlo does not: vmap of a program on a mesh is refused.
        Primitive::ShardMap(_) | Primitive::Collective(_) | Primitive::ShardingConstraint(_) => {
            Err(VmapError::unsupported(p.name(), "on a mesh (shard_map)"))
        }
    }
}

/// Whether the primitive's batching rule runs when no operand is batched (JAX's
/// `fancy_primitive_batchers` that re-trace, and the custom-derivative calls the `BatchTrace`
/// always processes).
fn retraces(p: &Primitive) -> bool {
    matches!(
        p,
        Primitive::Jit(_)
            | Primitive::Cond(_)
            | Primitive::While(_)
            | Primitive::Scan(_)
            | Primitive::Remat(_)
            | Primitive::EvalJaxpr(_)
            | Primitive::LinearSolve(_)
            | Primitive::CustomJvpCall(_)
            | Primitive::CustomVjpCall(_)
    )
}

/// The source equation on the new operands, params unchanged; every result batched at `d`.
pub(crate) fn copy(em: &mut Em, eqn: &Eqn, ins: &[BVal], d: Option<usize>) -> R<Vec<BVal>> {
    let inputs: Vec<Atom> = ins.iter().map(|b| b.x).collect();
    let outs = em.copy_eqn(eqn, &inputs)?;
    Ok(outs.into_iter().map(|v| BVal::new(v, d)).collect())
}

/// The first batched operand's batch size (`next(x.shape[d] for x, d in ... if d is not None)`).
pub(crate) fn batch_size(em: &Em, ins: &[BVal]) -> u64 {
    ins.iter()
        .find_map(|b| b.d.map(|d| em.shape(&b.x)[d]))
        .unwrap_or_else(|| em.size())
}
