//! Calls and control flow whose jaxprs have ordered effects (ordered `io_callback`,
//! `jax.debug.print` / `jax.debug.callback`), threaded as JAX's `mlir.TokenSet` rules do
//! (jax/_src/pjit.py, interpreters/mlir.py, lax/control_flow/{conditionals,loops}.py):
//!
//! - `jit`: the private function takes one `!stablehlo.token {jax.token = true}` per ordered
//!   effect of its jaxpr first and returns them first; the call passes the current tokens.
//! - `cond`: the `stablehlo.case` returns the tokens of the branches' effects first; a branch
//!   that does not touch an effect returns the outer token (captured).
//! - `while`: the body's effects' tokens are the first loop carries; the cond ignores them
//!   (JAX refuses ordered effects in a while cond, as minihlo does).
//!
//! (`scan` threads them in its own loop, `scan.rs`.)

use melior::dialect::func;
use melior::ir::attribute::FlatSymbolRefAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{Type, Value, ValueLike};
use minihlo_ir::{Jaxpr, JaxprId, Jit, OrderedEffect, While};

use super::{no_constvars, region, unsupported};
use crate::ctx::{EqnCtx, LowerCtx, Lowering};
use crate::error::LowerError;
use crate::multi_platform::{build_case, stablehlo_return};
use crate::op::stablehlo;
use crate::tokens::{ordered_effects_of, token_type};
use crate::types::tensor_types;

/// The ordered effects of `ids`, for the rules to decide whether to thread tokens.
pub(super) fn effects_of(cx: &EqnCtx, ids: &[JaxprId]) -> Vec<OrderedEffect> {
    ordered_effects_of(cx.state.program, ids)
}

fn token_types<'c>(
    ctx: &'c melior::Context,
    effects: &[OrderedEffect],
) -> Result<Vec<Type<'c>>, LowerError> {
    let t = token_type(ctx)?;
    Ok(effects.iter().map(|_| t).collect())
}

/// `jit` of a jaxpr with ordered effects.
pub(super) fn jit<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    p: &Jit,
    effects: &[OrderedEffect],
) -> Lowering<'c, 'a> {
    let (em, platform_index) = (cx.em, cx.platform_index);
    let ctx = em.context;
    let key = (p.name.clone(), p.jaxpr);
    let symbol = match cx.state.cf.jit.get(&key) {
        Some(s) => s.clone(),
        None => {
            let jaxpr = cx.state.program.get(p.jaxpr);
            no_constvars("jit", jaxpr)?;
            let sig = super::FuncSig {
                platform_index: platform_index.map(|v| v.r#type()),
                mark_index: true,
                tokens: effects.len(),
                args: &jaxpr.operand_avals(),
                results: &jaxpr.out_avals(),
            };
            let name =
                super::private_func_with(ctx, cx.state, &p.name, sig, |em, pi, values, state| {
                    let (tokens, args) = values.split_at(effects.len());
                    let saved = state.tokens.enter(em.block.to_raw(), effects, tokens);
                    let outs = LowerCtx {
                        em,
                        state: &mut *state,
                        platform_index: pi,
                    }
                    .lower_jaxpr(jaxpr, args)?;
                    let mut all = state.tokens.leave(saved, effects);
                    all.extend(outs);
                    Ok(all)
                })?;
            cx.state.cf.jit.insert(key, name.clone());
            name
        }
    };
    let tokens = cx
        .state
        .tokens
        .outer(em.block.to_raw(), effects, "a jit call")?;
    let operands: Vec<Value<'c, 'a>> = platform_index
        .into_iter()
        .chain(tokens)
        .chain(cx.xs.iter().copied())
        .collect();
    let mut types = token_types(ctx, effects)?;
    types.extend(tensor_types(ctx, cx.outs)?);
    let op = func::call(
        ctx,
        FlatSymbolRefAttribute::new(ctx, &symbol),
        &operands,
        &types,
        em.location,
    );
    let op = em.block.append_operation(op);
    let results: Vec<Value<'c, 'a>> = op.results().map(Into::into).collect();
    let (toks, outs) = results.split_at(effects.len());
    cx.state.tokens.update(effects, toks);
    Ok(outs.to_vec())
}

/// `cond` whose branches have ordered effects.
pub(super) fn cond<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    branches: &[JaxprId],
    effects: &[OrderedEffect],
) -> Lowering<'c, 'a> {
    let (em, platform_index, outs) = (cx.em, cx.platform_index, cx.outs);
    let state = &mut *cx.state;
    let Some((index, operands)) = cx.xs.split_first() else {
        return Err(unsupported("cond", "the equation has no index operand"));
    };
    let program = state.program;
    let branches: Vec<&Jaxpr> = branches.iter().map(|&b| program.get(b)).collect();
    for b in &branches {
        no_constvars("cond", b)?;
    }
    let tokens = state.tokens.outer(em.block.to_raw(), effects, "a cond")?;
    let mut result_types = token_types(em.context, effects)?;
    result_types.extend(tensor_types(em.context, outs)?);
    let case = build_case(em, *index, &result_types, branches.len(), |i, inner| {
        let branch = branches
            .get(i)
            .ok_or_else(|| unsupported("cond", format!("no branch {i}")))?;
        let saved = state.tokens.enter(inner.block.to_raw(), effects, &tokens);
        let results = LowerCtx {
            em: inner,
            state: &mut *state,
            platform_index,
        }
        .lower_jaxpr(branch, operands)?;
        let mut all = state.tokens.leave(saved, effects);
        all.extend(results);
        stablehlo_return(inner, &all)
    })?;
    let results: Vec<Value<'c, 'a>> = case.results().map(Into::into).collect();
    let (toks, outs) = results.split_at(effects.len());
    state.tokens.update(effects, toks);
    Ok(outs.to_vec())
}

/// `while` whose body has ordered effects.
pub(super) fn while_loop<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    w: &While,
    effects: &[OrderedEffect],
) -> Lowering<'c, 'a> {
    let (em, platform_index, xs, avals) = (cx.em, cx.platform_index, cx.xs, cx.avals);
    let state = &mut *cx.state;
    if !ordered_effects_of(state.program, &[w.cond_jaxpr]).is_empty() {
        return Err(unsupported(
            "while",
            "Ordered effects not supported for while_loop cond (JAX's own refusal)",
        ));
    }
    let (cond_jaxpr, body_jaxpr) = (
        state.program.get(w.cond_jaxpr),
        state.program.get(w.body_jaxpr),
    );
    no_constvars("while", cond_jaxpr)?;
    no_constvars("while", body_jaxpr)?;
    let (cn, bn, nt) = (w.cond_nconsts, w.body_nconsts, effects.len());
    if w.split(xs).is_none() {
        return Err(unsupported(
            "while",
            "fewer operands than cond_nconsts plus body_nconsts",
        ));
    }
    let ctx = em.context;
    let tokens = state.tokens.outer(em.block.to_raw(), effects, "a while")?;
    let mut types = token_types(ctx, effects)?;
    types.extend(tensor_types(ctx, avals)?);
    let cond = region(ctx, &types, |inner, args| {
        let args = &args[nt..];
        let (x, rest) = args.split_at(cn);
        let z = &rest[bn..];
        let ins: Vec<Value> = x.iter().chain(z).copied().collect();
        let pred = LowerCtx {
            em: inner,
            state: &mut *state,
            platform_index,
        }
        .lower_jaxpr(cond_jaxpr, &ins)?;
        stablehlo_return(inner, &pred)
    })?;
    let body = region(ctx, &types, |inner, args| {
        let (toks, args) = args.split_at(nt);
        let (x, rest) = args.split_at(cn);
        let (y, z) = rest.split_at(bn);
        let ins: Vec<Value> = y.iter().chain(z).copied().collect();
        let saved = state.tokens.enter(inner.block.to_raw(), effects, toks);
        let new_z = LowerCtx {
            em: inner,
            state: &mut *state,
            platform_index,
        }
        .lower_jaxpr(body_jaxpr, &ins)?;
        let toks_out = state.tokens.leave(saved, effects);
        let back: Vec<Value> = toks_out
            .iter()
            .chain(x)
            .chain(y)
            .chain(&new_z)
            .copied()
            .collect();
        stablehlo_return(inner, &back)
    })?;
    let operands: Vec<Value<'c, 'a>> = tokens.iter().chain(xs).copied().collect();
    let op = em.op(stablehlo::WHILE, &operands, &types, &[], vec![cond, body])?;
    let results: Vec<Value<'c, 'a>> = op.results().map(Into::into).collect();
    state.tokens.update(effects, &results[..nt]);
    Ok(results[nt + cn + bn..].to_vec())
}
