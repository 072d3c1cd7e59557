//! JAX's `mlir.lower_fun` for the rules that emit JAX's traced implementations: the function is
//! built with the [`Builder`] (inputs of the equation's operand types), and its jaxpr is lowered
//! in place, its sub-jaxprs private functions as JAX's jit makes them.

use melior::ir::Value;
use minihlo_ir::{Atom, Aval, Builder, Program, Var};

use crate::ctx::{EqnCtx, LowerCtx, Lowering};

/// JAX's `mlir.lower_fun`: `f` builds, with the [`Builder`], the function JAX traces for this
/// equation (inputs of the equation's operand types), and its jaxpr is lowered in place.
pub(super) fn lower_fun<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    inputs: &[Aval],
    f: impl FnOnce(&mut Builder, &[Var]) -> Result<Vec<Var>, minihlo_ir::BuildError>,
) -> Lowering<'c, 'a> {
    let xs = cx.xs.to_vec();
    lower_fun_with(cx, inputs, &xs, f)
}

pub(super) fn lower_fun_with<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    inputs: &[Aval],
    args: &[Value<'c, 'a>],
    f: impl FnOnce(&mut Builder, &[Var]) -> Result<Vec<Var>, minihlo_ir::BuildError>,
) -> Lowering<'c, 'a> {
    let mut b = Builder::new();
    let vars: Vec<Var> = inputs.iter().map(|a| b.input(a.clone())).collect();
    let outs = f(&mut b, &vars).map_err(|e| cx.unsupported(e.to_string()))?;
    let program = b.finish(outs.into_iter().map(Atom::from));
    lower_program(&mut cx.lower_ctx(), &program, args)
}

/// Lowers `program`'s main jaxpr into the current block, its sub-jaxprs read from `program`:
/// the module's state (host callbacks, functions, caches) is lent to a lowering of `program`
/// and taken back. The jit cache, keyed by jaxpr ids, is not shared between the two programs.
fn lower_program<'c, 'a>(
    lcx: &mut LowerCtx<'_, '_, 'c, 'a>,
    program: &Program,
    args: &[Value<'c, 'a>],
) -> Lowering<'c, 'a> {
    lower_program_sharing(lcx, program, args, None)
}

/// [`lower_program`], the programs lowered under one `jit_key` (built alike, so that their jaxpr
/// ids agree) sharing one jit cache, as JAX's jit cache shares the functions of `lower_fun`'s
/// traces between equations.
pub(super) fn lower_program_sharing<'c, 'a>(
    lcx: &mut LowerCtx<'_, '_, 'c, 'a>,
    program: &Program,
    args: &[Value<'c, 'a>],
    jit_key: Option<&str>,
) -> Lowering<'c, 'a> {
    let state = &mut *lcx.state;
    let shared = jit_key
        .and_then(|k| state.cf.lower_fun_jit.remove(k))
        .unwrap_or_default();
    let saved_jit = std::mem::replace(&mut state.cf.jit, shared);
    let mut sub = crate::ctx::State {
        opts: state.opts,
        program,
        callbacks: std::mem::take(&mut state.callbacks),
        funcs: std::mem::replace(&mut state.funcs, crate::funcs::Funcs::new()),
        func_cache: std::mem::take(&mut state.func_cache),
        cf: std::mem::take(&mut state.cf),
        index_dtype: state.index_dtype,
        deferred: state.deferred.take(),
        tokens: std::mem::take(&mut state.tokens),
    };
    let result = LowerCtx {
        em: lcx.em,
        state: &mut sub,
        platform_index: lcx.platform_index,
    }
    .lower_jaxpr(program.main(), args);
    state.callbacks = sub.callbacks;
    state.funcs = sub.funcs;
    state.func_cache = sub.func_cache;
    state.cf = sub.cf;
    let used = std::mem::replace(&mut state.cf.jit, saved_jit);
    if let Some(k) = jit_key {
        state.cf.lower_fun_jit.insert(k.to_string(), used);
    }
    state.deferred = sub.deferred;
    state.tokens = sub.tokens;
    result
}
