//! `buffer_callback`: a `stablehlo.custom_call` to the host-callback target, with an entry in
//! the module's host-callback table.

use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use minihlo_ir::BufferCallback;

use crate::ctx::{EqnCtx, Lowering};
use crate::custom_call::{build_custom_call, CustomCall, FfiForm};
use crate::host_callbacks::HostCallback;
use crate::multi_platform::{buffer_callback_dispatch, emit_dispatched_custom_call};
use crate::platform::buffer_callback_target;

/// JAX's lowering for one platform; for several, JAX's error in the jax form and a per-platform
/// dispatch in the typed form ([`crate::multi_platform`]).
pub(super) fn buffer_callback<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    cb: &BufferCallback,
) -> Lowering<'c, 'a> {
    let (em, state, avals) = (cx.em, &mut *cx.state, cx.avals);
    let platforms = &state.opts.platforms;
    // Several platforms (the module has the platform index argument): the typed form dispatches;
    // the jax form keeps JAX's `multi-platform lowering for buffer_callback`.
    let dispatch = match (cx.platform_index, state.opts.ffi_form) {
        (Some(index_arg), FfiForm::Typed) => Some((
            index_arg,
            buffer_callback_dispatch(platforms, cb.command_buffer_compatible)?,
        )),
        _ => None,
    };
    let target = match &dispatch {
        Some((_, d)) => d.branch_targets[d.platform_branch[0]].clone(),
        None => buffer_callback_target(platforms, cb.command_buffer_compatible)?,
    };
    let index = state.callbacks.index(cb, avals, |i| HostCallback {
        index: i,
        callback: cb.callback.clone(),
        target: target.clone(),
        targets: dispatch
            .as_ref()
            .map(|(_, d)| d.platform_targets())
            .unwrap_or_default(),
        operands: avals.to_vec(),
        results: cb.result_avals.clone(),
        has_side_effect: cb.has_side_effect,
        kind: Default::default(),
        ordered: false,
        primitive: None,
        fmt: None,
        in_tree: None,
    });
    let call = CustomCall {
        call_target_name: target,
        operands: avals.to_vec(),
        results: cx.outs.to_vec(),
        has_side_effect: cb.has_side_effect,
        aliases: cb.input_output_aliases.clone(),
        callback_index: index,
        form: state.opts.ffi_form,
    };
    if let Some((index_arg, dispatch)) = &dispatch {
        return emit_dispatched_custom_call(
            em,
            *index_arg,
            dispatch,
            &call,
            cx.xs,
            Some(state.callbacks.len()),
        );
    }
    let op = build_custom_call(
        em.context,
        &call,
        cx.xs,
        Some(state.callbacks.len()),
        em.location,
    )?;
    let op = em.block.append_operation(op);
    Ok(op.results().map(Into::into).collect())
}
