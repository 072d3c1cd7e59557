//! `remat_opt`, `linear_call` and `custom_vmap_call`: JAX lowers each with `mlir.lower_fun` of
//! an impl that evaluates its one jaxpr (`fwd_jaxpr`, `callee`, `call`), so the jaxpr inlined;
//! and `broadcast_to` (`mlir.lower_fun` of `jnp.broadcast_to`).

use minihlo_ir::broadcast_to::BroadcastTo;
use minihlo_ir::JaxprId;

use melior::ir::attribute::FlatSymbolRefAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::ValueLike;
use minihlo_ir::composite::Composite;

use super::control_flow::{no_constvars, primal, private_func, unsupported};
use super::ffi_call_prim::value_attr;
use crate::attrs::{dict_attr, i32_attr, string_attr};
use crate::ctx::{EqnCtx, LowerCtx, Lowering};
use crate::types::tensor_types;

/// The call primitives: their jaxpr inlined.
pub(super) fn call<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, jaxpr: JaxprId) -> Lowering<'c, 'a> {
    primal(cx, jaxpr)
}

/// `jnp.broadcast_to`: the operand itself for an equal shape, else a `broadcast_in_dim` onto the
/// trailing dimensions.
pub(super) fn broadcast_to<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    b: &BroadcastTo,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?;
    let x = &cx.avals[0];
    let dims = b.dims_for(x).map_err(|e| unsupported("broadcast_to", e))?;
    if x.dims() == out.dims() {
        return Ok(vec![cx.xs[0]]);
    }
    let dims: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
    Ok(vec![cx.em.broadcast(cx.xs[0], out, &dims)?])
}

/// `_composite_lowering`: `call_jaxpr` as a private function named after the composite (one per
/// name and jaxpr, `lower_called_computation`'s cache), and a `stablehlo.composite` calling it
/// as its decomposition, the platform index first where the module takes one.
pub(super) fn composite<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    c: &Composite,
) -> Lowering<'c, 'a> {
    let (em, platform_index) = (cx.em, cx.platform_index);
    let ctx = em.context;
    let key = (c.name.clone(), c.call_jaxpr);
    let symbol = match cx.state.cf.jit.get(&key).cloned() {
        Some(s) => s,
        None => {
            let jaxpr = cx.state.program.get(c.call_jaxpr);
            no_constvars("composite", jaxpr)?;
            let symbol = private_func(
                ctx,
                cx.state,
                &c.name,
                platform_index.map(|v| v.r#type()),
                &jaxpr.operand_avals(),
                &jaxpr.out_avals(),
                |inner, pi, args, state| {
                    LowerCtx {
                        em: inner,
                        state,
                        platform_index: pi,
                    }
                    .lower_jaxpr(jaxpr, args)
                },
            )?;
            cx.state.cf.jit.insert(key, symbol.clone());
            symbol
        }
    };
    let operands: Vec<_> = platform_index
        .into_iter()
        .chain(cx.xs.iter().copied())
        .collect();
    let entries: Vec<(&str, melior::ir::Attribute<'c>)> = c
        .attributes
        .iter()
        .map(|(k, v)| (k.as_str(), value_attr(ctx, v)))
        .collect();
    // The op's defaults (no attributes, version 0) are left out, as JAX's builder leaves them.
    let mut attrs = Vec::new();
    if !entries.is_empty() {
        attrs.push(("composite_attributes", dict_attr(ctx, &entries)));
    }
    attrs.push((
        "decomposition",
        FlatSymbolRefAttribute::new(ctx, &symbol).into(),
    ));
    attrs.push(("name", string_attr(ctx, &c.name)));
    if c.version != 0 {
        attrs.push(("version", i32_attr(ctx, c.version as i32)));
    }
    let op = em.op(
        "stablehlo.composite",
        &operands,
        &tensor_types(ctx, cx.outs)?,
        &attrs,
        vec![],
    )?;
    Ok(op.results().map(Into::into).collect())
}
