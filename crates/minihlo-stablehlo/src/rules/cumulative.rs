//! The cumulative reductions' rule (the ops of each platform's rule are in `windows.rs`), and
//! cumulative reductions in a module lowered for several platforms, as JAX 0.12 lowers them.
//!
//! The cumulative primitives register their rule with `inline=False` (`lax/control_flow/loops.py`
//! `_cumulative_reduction_primitive`), so JAX emits each equation as a call of ONE private
//! function named after the primitive (`@cumsum`, uniqued), which takes the platform index first
//! (unmarked: `_emit_lowering_rule_as_fun` passes the dim vars, not a jaxpr's marked argument) and
//! holds `mlir.lower_per_platform` inside:
//!
//! ```text
//! func.func private @cumsum(%arg0: tensor<i32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
//!   %0 = "stablehlo.case"(%arg0) ({ return 2 }, { return 0 }, { return 1 })  // cpu, cuda, rocm
//!   %1 = "stablehlo.case"(%0) ({ cuda's rule }, { rocm's rule }, { the default rule })
//!   return %1
//! }
//! ```
//!
//! The kept rules are the platform-specific ones for the listed platforms, in list order (only
//! cumsum has some: `_cumred_gpu_lowering`, registered for `gpu`, that is cuda and rocm, each its
//! own rule), then the default rule (`cumred_reduce_window_impl`) when a listed platform has no
//! specific one. One kept rule is applied without any `case` (cummax, cumprod, ... everywhere, and
//! cumsum without a GPU). Rules are not merged when they emit the same ops: a reverse cumsum for
//! cpu, cuda and rocm has three branches of the same `reduce_window`, as JAX prints it.

use melior::dialect::func;
use melior::ir::attribute::FlatSymbolRefAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{Value, ValueLike};
use minihlo_ir::structural::{CumOp, Cumulative};
use minihlo_ir::{Aval, DType};

use super::control_flow::{call, private_func, private_func_with, FuncSig};
use super::windows::{cumulative, cumulative_chlo_scan, cumulative_uses_chlo_scan};
use crate::ctx::{EqnCtx, Lowering};
use crate::emit::{first_result, Emitter};
use crate::error::LowerError;
use crate::multi_platform::{build_case, platform_branch_index, stablehlo_return};
use crate::types::tensor_type;

/// A cumulative reduction: a call of its cached private function, the `chlo.scan` one on
/// cuda/rocm where JAX uses it; for platforms that disagree, JAX's `lower_per_platform` cases.
pub(super) fn cumulative_rule<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    c: &Cumulative,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    if cx.state.opts.platforms.len() > 1 {
        return multi_platform_cumulative(cx, c);
    }
    let (em, platform_index, x) = (cx.em, cx.platform_index, cx.xs[0]);
    let aval = &cx.avals[0];
    let state = &mut *cx.state;
    let ctx = em.context;
    let platforms: Vec<String> = state.platform_names();
    let uses_scan: Vec<bool> = platforms
        .iter()
        .map(|p| cumulative_uses_chlo_scan(c, aval, p))
        .collect();
    let mut variants: Vec<bool> = Vec::new();
    for &u in &uses_scan {
        if !variants.contains(&u) {
            variants.push(u);
        }
    }
    let mut names = Vec::with_capacity(variants.len());
    for &scan in &variants {
        let key = (*c, aval.clone(), scan);
        let name = match state.cf.cumulative.get(&key) {
            Some(name) => name.clone(),
            None => {
                let name = private_func(
                    ctx,
                    state,
                    c.op.name(),
                    None,
                    std::slice::from_ref(aval),
                    std::slice::from_ref(aval),
                    |inner, _, args, _| {
                        Ok(vec![if scan {
                            cumulative_chlo_scan(inner, c, args[0], aval)?
                        } else {
                            cumulative(inner, c, args[0], aval)?
                        }])
                    },
                )?;
                state.cf.cumulative.insert(key, name.clone());
                name
            }
        };
        names.push(name);
    }
    let ty = em.ty(aval)?;
    let call_in = |inner: &Emitter<'c, '_>, name: &str| -> Result<Value<'c, '_>, LowerError> {
        let call = func::call(
            ctx,
            FlatSymbolRefAttribute::new(ctx, name),
            &[x],
            &[ty],
            inner.location,
        );
        first_result(inner.block.append_operation(call), "func.call")
    };
    match (names.as_slice(), platform_index) {
        ([name], _) => Ok(vec![call_in(em, name)?]),
        (_, Some(pi)) => {
            let branch_of: Vec<usize> = uses_scan
                .iter()
                .map(|u| variants.iter().position(|v| v == u).unwrap_or(0))
                .collect();
            let i32_scalar = tensor_type(ctx, &Aval::scalar(DType::I32))?;
            let pi = if melior::ir::ValueLike::r#type(&pi) == i32_scalar {
                pi
            } else {
                em.one("stablehlo.convert", &[pi], i32_scalar, &[])?
            };
            let branch = crate::multi_platform::platform_branch_index(em, pi, &branch_of)?;
            let case =
                crate::multi_platform::build_case(em, branch, &[ty], names.len(), |b, inner| {
                    let r = call_in(inner, &names[b])?;
                    crate::multi_platform::stablehlo_return(inner, &[r])
                })?;
            Ok(case.results().map(Into::into).collect())
        }
        (_, None) => Err(LowerError::Unsupported {
            primitive: c.op.name().into(),
            reason: "lowering for several platforms needs the platform index here".into(),
        }),
    }
}

/// One of the rules `lower_per_platform` keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CumRule {
    /// `_cumred_gpu_lowering` for this platform (cumsum on cuda / rocm): `chlo.scan` where
    /// `_is_supported_cumred`, otherwise the default rule's ops.
    Gpu(&'static str),
    /// `cumred_reduce_window_impl`.
    Default,
}

/// The kept rules and, for each listed platform, the index of its rule (only cumsum has rules
/// of its own, for cuda and rocm).
fn kept_rules(op: CumOp, platforms: &[String]) -> (Vec<CumRule>, Vec<usize>) {
    let (rules, rule_of) = crate::multi_platform::kept_rules(platforms, |p| {
        op == CumOp::Sum && matches!(p, "cuda" | "rocm")
    });
    let rules = rules
        .iter()
        .map(|r| match r.as_deref() {
            Some("cuda") => CumRule::Gpu("cuda"),
            Some("rocm") => CumRule::Gpu("rocm"),
            _ => CumRule::Default,
        })
        .collect();
    (rules, rule_of)
}

/// One kept rule's ops on `x`.
fn apply_rule<'c, 'a>(
    em: &Emitter<'c, 'a>,
    rule: CumRule,
    c: &Cumulative,
    x: Value<'c, 'a>,
    aval: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    match rule {
        CumRule::Gpu(p) if cumulative_uses_chlo_scan(c, aval, p) => {
            cumulative_chlo_scan(em, c, x, aval)
        }
        _ => cumulative(em, c, x, aval),
    }
}

/// A cumulative reduction in a module lowered for `state.opts.platforms` (two or more): a call of
/// its cached private function (see the module docs).
pub(super) fn multi_platform_cumulative<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    c: &Cumulative,
) -> Lowering<'c, 'a> {
    let (em, x) = (cx.em, cx.xs[0]);
    let aval = cx.avals[0].clone();
    let Some(platform_index) = cx.platform_index else {
        return Err(LowerError::Unsupported {
            primitive: c.op.name().into(),
            reason: "lowering for several platforms needs the platform index here".into(),
        });
    };
    let state = &mut *cx.state;
    let ctx = em.context;
    let platforms: Vec<String> = state.platform_names();
    let (rules, rule_of) = kept_rules(c.op, &platforms);
    // One platform list per module: the key's flag is the single-platform `chlo.scan` choice,
    // which a multi-platform module never asks for, so `false` names this function.
    let key = (*c, aval.clone(), false);
    let name = match state.cf.cumulative.get(&key) {
        Some(name) => name.clone(),
        None => {
            let avals = std::slice::from_ref(&aval);
            let sig = FuncSig {
                platform_index: Some(platform_index.r#type()),
                mark_index: false,
                tokens: 0,
                args: avals,
                results: avals,
            };
            let name = private_func_with(ctx, state, c.op.name(), sig, |inner, pi, args, _| {
                let x = args[0];
                if let [rule] = rules.as_slice() {
                    return Ok(vec![apply_rule(inner, *rule, c, x, &aval)?]);
                }
                let pi = pi.ok_or_else(|| LowerError::Unsupported {
                    primitive: c.op.name().into(),
                    reason: "lowering for several platforms needs the platform index here".into(),
                })?;
                // `lower_per_platform`: an i64 platform index (x64) is converted to i32.
                let i32_scalar = tensor_type(ctx, &Aval::scalar(DType::I32))?;
                let pi = if pi.r#type() == i32_scalar {
                    pi
                } else {
                    inner.one("stablehlo.convert", &[pi], i32_scalar, &[])?
                };
                let branch = platform_branch_index(inner, pi, &rule_of)?;
                let ty = inner.ty(&aval)?;
                let case = build_case(inner, branch, &[ty], rules.len(), |b, em| {
                    let r = apply_rule(em, rules[b], c, x, &aval)?;
                    stablehlo_return(em, &[r])
                })?;
                Ok(case.results().map(Into::into).collect())
            })?;
            state.cf.cumulative.insert(key, name.clone());
            name
        }
    };
    call(
        em,
        &name,
        Some(platform_index),
        &[x],
        std::slice::from_ref(&aval),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(ps: &[&str]) -> Vec<String> {
        ps.iter().map(|p| p.to_string()).collect()
    }

    #[test]
    fn jax_kept_rules() {
        let (r, of) = kept_rules(CumOp::Sum, &names(&["cpu", "cuda", "rocm"]));
        assert_eq!(
            r,
            vec![CumRule::Gpu("cuda"), CumRule::Gpu("rocm"), CumRule::Default]
        );
        assert_eq!(of, vec![2, 0, 1]);
        let (r, of) = kept_rules(CumOp::Sum, &names(&["rocm", "cuda"]));
        assert_eq!(r, vec![CumRule::Gpu("rocm"), CumRule::Gpu("cuda")]);
        assert_eq!(of, vec![0, 1]);
        let (r, of) = kept_rules(CumOp::Max, &names(&["cpu", "cuda", "rocm"]));
        assert_eq!(r, vec![CumRule::Default]);
        assert_eq!(of, vec![0, 0, 0]);
        let (r, of) = kept_rules(CumOp::Sum, &names(&["cpu", "tpu"]));
        assert_eq!(r, vec![CumRule::Default]);
        assert_eq!(of, vec![0, 0]);
    }
}
