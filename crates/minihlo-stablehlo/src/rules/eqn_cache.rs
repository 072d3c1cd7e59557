//! JAX's per-equation lowering cache (`mlir.jaxpr_subcomp`'s `LoweringCacheKey`: primitive,
//! params, input avals, effects, platforms), as far as it shows in a module: an equation equal to
//! one lowered before is the same lowering inlined again, so the Python callbacks in its jaxprs
//! (`cond` branches, `while` and `scan` bodies, `remat2`, `custom_linear_solve`, ...) get the host
//! callbacks of the first lowering rather than new ones. `jit`, `custom_jvp_call`,
//! `custom_vjp_call`, `eval_jaxpr` and the Python callbacks themselves are registered
//! `cacheable=False` (a `jit` reuses its private function instead, `control_flow::jit`).
//!
//! Equal params: the jaxprs compare by identity in JAX and by id here; the text names a jaxpr
//! that JAX shares (`let jaxpr = ...`) once, so the two agree for printed programs.

use minihlo_ir::Primitive;

use crate::ctx::{EqnCtx, Lowering};

/// Whether JAX caches the lowering of `prim` and it can hold a Python callback.
pub(super) fn applies(prim: &Primitive) -> bool {
    let uncacheable = matches!(
        prim,
        Primitive::Jit(_)
            | Primitive::CustomJvpCall(_)
            | Primitive::CustomVjpCall(_)
            | Primitive::EvalJaxpr(_)
            | Primitive::PyCallback(_)
    );
    !uncacheable && prim.sub_jaxprs().next().is_some()
}

/// Lowers the equation with `rule`, its Python callbacks taking the indices of an equal
/// equation's first lowering when there was one.
pub(super) fn lower_cached<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    rule: impl FnOnce(&mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a>,
) -> Lowering<'c, 'a> {
    let first = cx.state.callbacks.cached_copy(cx.prim, cx.avals);
    let recording = first.is_none();
    cx.state.callbacks.begin_copy(first);
    let outs = rule(cx);
    let indices = cx.state.callbacks.end_copy();
    if recording && !indices.is_empty() {
        cx.state
            .callbacks
            .cache_copy(cx.prim.clone(), cx.avals.to_vec(), indices);
    }
    outs
}
