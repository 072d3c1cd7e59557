//! Calls and control flow, lowered as JAX 0.12 lowers them (read in `jax/_src/pjit.py`,
//! `lax/control_flow/{conditionals,loops}.py`, `custom_derivatives.py`, and checked against
//! `jax.jit(f).lower(...)` for each construct):
//!
//! - `jit` → a `func.func private @<name>` (one per jaxpr and name: a jaxpr shared by several
//!   equations is emitted once) and `func.call`. Symbol names are uniqued as MLIR's symbol table
//!   does for JAX: `name`, then `name_K` with one counter `K` for the whole module.
//! - `custom_jvp_call` / `custom_vjp_call` → the primal `call_jaxpr`, inline.
//! - `cond` → `stablehlo.case` on the (already `i32`) index; branches capture the operands and end
//!   in `stablehlo.return`; branch 0 is lowered first.
//! - `while` → `stablehlo.while` whose state is `cond_consts ++ body_consts ++ carry`.
//! - `scan` → JAX's `_scan_impl`. For `unroll=1`: zero-filled `ys`, then (for a nonzero length)
//!   a `stablehlo.while` over `xs ++ consts ++ [i] ++ carry ++ ys`, slicing `xs` with
//!   `@dynamic_index_in_dim` and writing `ys` with `@dynamic_update_index_in_dim`; the body is
//!   inlined. For `unroll=k != 1`: `num_trips, remainder = divmod(length, k)` (`0, length` for
//!   `k=0` or when that is one trip and no remainder); the xs are split (`slice`) into the rows
//!   of the trips and the remainder, the former reshaped to `[num_trips, k, ...]`; the same
//!   while runs `num_trips` trips, each inlining the body `k` times on static row slices and
//!   stacking the ys (`broadcast_in_dim` + `concatenate`, sixteen operands at a time); then the
//!   ys are reshaped back, the remainder's iterations inlined and their ys concatenated (first
//!   when `reverse`). With no trip there is no while, only inlined iterations.
//!
//! In a module for several platforms every private function takes the platform index first, as
//! JAX's do (`{jax.global_constant = "_platform_index"}`).
//!
//! Bodies that are inlined (branches, loop bodies, custom calls) are lowered once per use; the
//! total number of equations lowered is capped at [`MAX_LOWERED_EQNS`](crate::ctx::MAX_LOWERED_EQNS) so that a small text that
//! shares one jaxpr among many nested branches cannot make an exponentially large module.

mod batched;
mod effects;
mod scan;

use melior::dialect::func;
use melior::ir::attribute::{FlatSymbolRefAttribute, StringAttribute, TypeAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::FunctionType;
use melior::ir::{
    Attribute, Block, Identifier, Location, Region, RegionLike, Type, Value, ValueLike,
};
use melior::Context;
use minihlo_ir::{Aval, Jaxpr, JaxprId, Jit, While};

use crate::attrs::{array_attr, bool_attr, dict_attr, string_attr};
use crate::ctx::{block_arg, EqnCtx, LowerCtx, Lowering, State};
use crate::emit::Emitter;
use crate::error::LowerError;
use crate::multi_platform::{build_case, stablehlo_return};
use crate::types::tensor_types;

pub(super) use scan::scan;

pub(super) use super::common::{no_constvars, unsupported};

fn mlir_error(stage: &str, e: impl ToString) -> LowerError {
    LowerError::Mlir {
        stage: stage.into(),
        diagnostics: vec![e.to_string()],
    }
}

/// A `func.func private @<base>` (name uniqued) taking the platform index first when there is
/// one, then `args`, returning `results`; `body` fills it.
pub(super) fn private_func<'c, F>(
    ctx: &'c Context,
    state: &mut State<'_, 'c>,
    base: &str,
    platform_index: Option<Type<'c>>,
    args: &[Aval],
    results: &[Aval],
    body: F,
) -> Result<String, LowerError>
where
    F: for<'b> FnOnce(
        &Emitter<'c, 'b>,
        Option<Value<'c, 'b>>,
        &[Value<'c, 'b>],
        &mut State<'_, 'c>,
    ) -> Result<Vec<Value<'c, 'b>>, LowerError>,
{
    let sig = FuncSig {
        platform_index,
        mark_index: true,
        tokens: 0,
        args,
        results,
    };
    private_func_with(ctx, state, base, sig, body)
}

/// What a private function takes and returns: the platform index first (if any), then `tokens`
/// ordered-effect tokens (`{jax.token = true}`, also first among the results), then tensors.
/// The platform-index argument is marked `{jax.global_constant = "_platform_index"}` only when
/// `mark_index` (JAX marks it on the functions of jaxprs, not on a primitive's cached lowering,
/// `_emit_lowering_rule_as_fun`).
pub(super) struct FuncSig<'s, 'c> {
    pub platform_index: Option<Type<'c>>,
    pub mark_index: bool,
    pub tokens: usize,
    pub args: &'s [Aval],
    pub results: &'s [Aval],
}

/// A private function `@base` (made unique) of signature `sig`, its body built by `body` from
/// the platform index and the other arguments (tokens first); returns the symbol.
pub(super) fn private_func_with<'c, F>(
    ctx: &'c Context,
    state: &mut State<'_, 'c>,
    base: &str,
    sig: FuncSig<'_, 'c>,
    body: F,
) -> Result<String, LowerError>
where
    F: for<'b> FnOnce(
        &Emitter<'c, 'b>,
        Option<Value<'c, 'b>>,
        &[Value<'c, 'b>],
        &mut State<'_, 'c>,
    ) -> Result<Vec<Value<'c, 'b>>, LowerError>,
{
    let name = state.funcs.insert_symbol(base);
    let slot = state.funcs.reserve();
    let location = Location::unknown(ctx);
    let token = crate::tokens::token_type(ctx)?;
    let np = usize::from(sig.platform_index.is_some());
    let mut arg_types: Vec<Type<'c>> = sig.platform_index.into_iter().collect();
    arg_types.extend(std::iter::repeat_n(token, sig.tokens));
    arg_types.extend(tensor_types(ctx, sig.args)?);
    let mut result_types: Vec<Type<'c>> = std::iter::repeat_n(token, sig.tokens).collect();
    result_types.extend(tensor_types(ctx, sig.results)?);
    let block = Block::new(&arg_types.iter().map(|t| (*t, location)).collect::<Vec<_>>());
    {
        let em = Emitter::new(ctx, &block);
        let values = (0..arg_types.len())
            .map(|i| block_arg(&block, i))
            .collect::<Result<Vec<_>, _>>()?;
        let pi = values.first().copied().filter(|_| np == 1);
        let outs = body(&em, pi, &values[np..], state)?;
        let found: Vec<Type<'c>> = outs.iter().map(|v| v.r#type()).collect();
        if found != result_types {
            return Err(mlir_error(
                "building a private function",
                format!(
                    "@{name} returns {} values of other types than declared",
                    outs.len()
                ),
            ));
        }
        block.append_operation(func::r#return(&outs, location));
    }
    let region = Region::new();
    region.append_block(block);
    let function_type = FunctionType::new(ctx, &arg_types, &result_types);
    let mut attributes: Vec<(Identifier<'c>, Attribute<'c>)> = vec![(
        Identifier::new(ctx, "sym_visibility"),
        StringAttribute::new(ctx, "private").into(),
    )];
    let marked = np == 1 && sig.mark_index;
    if marked || sig.tokens > 0 {
        let empty = dict_attr(ctx, &[]);
        let token_attr = dict_attr(ctx, &[("jax.token", bool_attr(ctx, true))]);
        let index_attr = if marked {
            dict_attr(
                ctx,
                &[("jax.global_constant", string_attr(ctx, "_platform_index"))],
            )
        } else {
            empty
        };
        let arg_attrs: Vec<Attribute<'c>> = (0..arg_types.len())
            .map(|i| match i {
                i if i < np => index_attr,
                i if i < np + sig.tokens => token_attr,
                _ => empty,
            })
            .collect();
        attributes.push((
            Identifier::new(ctx, "arg_attrs"),
            array_attr(ctx, &arg_attrs),
        ));
        if sig.tokens > 0 {
            let res_attrs: Vec<Attribute<'c>> = (0..result_types.len())
                .map(|i| if i < sig.tokens { token_attr } else { empty })
                .collect();
            attributes.push((
                Identifier::new(ctx, "res_attrs"),
                array_attr(ctx, &res_attrs),
            ));
        }
    }
    let f = func::func(
        ctx,
        StringAttribute::new(ctx, &name),
        TypeAttribute::new(function_type.into()),
        region,
        &attributes,
        location,
    );
    state.funcs.fill(slot, f);
    Ok(name)
}

/// `func.call @name(platform_index?, args...)`.
pub(super) fn call<'c, 'a>(
    em: &Emitter<'c, 'a>,
    name: &str,
    platform_index: Option<Value<'c, 'a>>,
    args: &[Value<'c, 'a>],
    results: &[Aval],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let ctx = em.context;
    let operands: Vec<Value<'c, 'a>> = platform_index
        .into_iter()
        .chain(args.iter().copied())
        .collect();
    let types = tensor_types(ctx, results)?;
    let op = func::call(
        ctx,
        FlatSymbolRefAttribute::new(ctx, name),
        &operands,
        &types,
        em.location,
    );
    let op = em.block.append_operation(op);
    Ok(op.results().map(Into::into).collect())
}

/// `jit`: a private function per jaxpr and name, and a call.
pub(super) fn jit<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, p: &Jit) -> Lowering<'c, 'a> {
    let effects = effects::effects_of(cx, &[p.jaxpr]);
    if !effects.is_empty() {
        return effects::jit(cx, p, &effects);
    }
    let (em, platform_index) = (cx.em, cx.platform_index);
    let key = (p.name.clone(), p.jaxpr);
    let content = cx
        .state
        .cf
        .jit_by_content
        .then(|| (p.name.clone(), cx.state.program.get(p.jaxpr).content_key()));
    let shared = content
        .as_ref()
        .and_then(|c| cx.state.cf.content_jit.get(c).cloned());
    let symbol = match cx.state.cf.jit.get(&key).cloned().or(shared) {
        Some(s) => s,
        None => {
            let jaxpr = cx.state.program.get(p.jaxpr);
            no_constvars("jit", jaxpr)?;
            let symbol = private_func(
                em.context,
                cx.state,
                &p.name,
                platform_index.map(|v| v.r#type()),
                &jaxpr.operand_avals(),
                &jaxpr.out_avals(),
                |inner, pi, args, state| {
                    let Some(s) = &p.shardings else {
                        return LowerCtx {
                            em: inner,
                            state,
                            platform_index: pi,
                        }
                        .lower_jaxpr(jaxpr, args);
                    };
                    super::sharding::jit_body(inner, pi, args, state, jaxpr, s)
                },
            )?;
            cx.state.cf.jit.insert(key, symbol.clone());
            if let Some(c) = content {
                cx.state.cf.content_jit.insert(c, symbol.clone());
            }
            symbol
        }
    };
    call(em, &symbol, platform_index, cx.xs, cx.outs)
}

/// `cond`: a `stablehlo.case` whose branches inline the branch jaxprs.
pub(super) fn cond<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    branches: &[JaxprId],
) -> Lowering<'c, 'a> {
    let effects = effects::effects_of(cx, branches);
    if !effects.is_empty() {
        return effects::cond(cx, branches, &effects);
    }
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
    let result_types = tensor_types(em.context, outs)?;
    let case = build_case(em, *index, &result_types, branches.len(), |i, inner| {
        let branch = branches
            .get(i)
            .ok_or_else(|| unsupported("cond", format!("no branch {i}")))?;
        let results = LowerCtx {
            em: inner,
            state: &mut *state,
            platform_index,
        }
        .lower_jaxpr(branch, operands)?;
        stablehlo_return(inner, &results)
    })?;
    Ok(case.results().map(Into::into).collect())
}

/// A region with one block taking `types`, filled by `body` (which ends it).
pub(super) fn region<'c, F>(
    ctx: &'c Context,
    types: &[Type<'c>],
    body: F,
) -> Result<Region<'c>, LowerError>
where
    F: for<'b> FnOnce(&Emitter<'c, 'b>, &[Value<'c, 'b>]) -> Result<(), LowerError>,
{
    let location = Location::unknown(ctx);
    let block = Block::new(&types.iter().map(|t| (*t, location)).collect::<Vec<_>>());
    {
        let em = Emitter::new(ctx, &block);
        let args = (0..types.len())
            .map(|i| block_arg(&block, i))
            .collect::<Result<Vec<_>, _>>()?;
        body(&em, &args)?;
    }
    let region = Region::new();
    region.append_block(block);
    Ok(region)
}

/// custom_jvp_call / custom_vjp_call: their primal `call_jaxpr`, inlined as JAX does.
pub(super) fn primal<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    call_jaxpr: JaxprId,
) -> Lowering<'c, 'a> {
    let call_jaxpr = cx.state.program.get(call_jaxpr);
    no_constvars(cx.prim.name(), call_jaxpr)?;
    let xs = cx.xs;
    cx.lower_ctx().lower_jaxpr(call_jaxpr, xs)
}

/// `while`: a `stablehlo.while` whose regions inline the cond and body jaxprs.
pub(super) fn while_loop<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, w: &While) -> Lowering<'c, 'a> {
    let effects = effects::effects_of(cx, &[w.cond_jaxpr, w.body_jaxpr]);
    if !effects.is_empty() {
        return effects::while_loop(cx, w, &effects);
    }
    let (em, platform_index, xs, avals) = (cx.em, cx.platform_index, cx.xs, cx.avals);
    let state = &mut *cx.state;
    let (cond_jaxpr, body_jaxpr) = (
        state.program.get(w.cond_jaxpr),
        state.program.get(w.body_jaxpr),
    );
    no_constvars("while", cond_jaxpr)?;
    no_constvars("while", body_jaxpr)?;
    let (cn, bn) = (w.cond_nconsts, w.body_nconsts);
    if w.split(xs).is_none() {
        return Err(unsupported(
            "while",
            "fewer operands than cond_nconsts plus body_nconsts",
        ));
    }
    let ctx = em.context;
    let types = tensor_types(ctx, avals)?;
    // A batched predicate (`vmap` of a loop with a batched condition): see [`batched`].
    let pred_aval = cond_jaxpr
        .out_avals()
        .into_iter()
        .next()
        .filter(|a| a.rank() > 0);
    let cond = region(ctx, &types, |inner, args| {
        let (x, rest) = args.split_at(cn);
        let z = &rest[bn..];
        let ins: Vec<Value> = x.iter().chain(z).copied().collect();
        let mut pred = LowerCtx {
            em: inner,
            state: &mut *state,
            platform_index,
        }
        .lower_jaxpr(cond_jaxpr, &ins)?;
        if let (Some(pa), Some(p)) = (&pred_aval, pred.first().copied()) {
            pred = vec![batched::reduce_pred(inner, state, platform_index, p, pa)?];
        }
        stablehlo_return(inner, &pred)
    })?;
    let body = region(ctx, &types, |inner, args| {
        let (x, rest) = args.split_at(cn);
        let (y, z) = rest.split_at(bn);
        let ins: Vec<Value> = y.iter().chain(z).copied().collect();
        let new_z = LowerCtx {
            em: inner,
            state: &mut *state,
            platform_index,
        }
        .lower_jaxpr(body_jaxpr, &ins)?;
        let new_z = match &pred_aval {
            Some(pa) => {
                let ins: Vec<Value> = x.iter().chain(z).copied().collect();
                let pred = LowerCtx {
                    em: inner,
                    state: &mut *state,
                    platform_index,
                }
                .lower_jaxpr(cond_jaxpr, &ins)?;
                let p = pred
                    .first()
                    .copied()
                    .ok_or_else(|| unsupported("while", "the cond_jaxpr gave no predicate"))?;
                batched::select_carry(inner, p, pa, &new_z, z, &avals[cn + bn..])?
            }
            None => new_z,
        };
        let back: Vec<Value> = x.iter().chain(y).chain(&new_z).copied().collect();
        stablehlo_return(inner, &back)
    })?;
    let op = em.op("stablehlo.while", xs, &types, &[], vec![cond, body])?;
    Ok(op.results().skip(cn + bn).map(Into::into).collect())
}
