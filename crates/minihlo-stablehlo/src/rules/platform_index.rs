//! `platform_index` and `cond` with `branches_platforms` (JAX's `platform_dependent`, used by
//! `jnp.diagonal`): JAX's `_platform_index_lowering` is a constant per lowering platform (through
//! `lower_per_platform`: one constant when every platform gets the same), and `_cond_lowering`
//! keeps only the branches of the lowering platforms, mapping the index onto them with a
//! `stablehlo.case` whose branches return constants.

use minihlo_ir::platform_index::{BranchesPlatforms, PlatformIndex};
use minihlo_ir::{Cond, DType, Scalar};

use super::control_flow::{self, unsupported};
use crate::ctx::{EqnCtx, Lowering};
use crate::multi_platform::{build_case, stablehlo_return};
use crate::types::tensor_type;

/// `platform_index`: the branch index of the lowering platform(s), a constant `tensor<i32>`.
pub(super) fn platform_index<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    p: &PlatformIndex,
) -> Lowering<'c, 'a> {
    let platforms = &cx.state.opts.platforms;
    let what = || format!("platform_index(platforms={})", p.platforms.text());
    let mut index = None;
    for pl in platforms {
        let Some(i) = p.platforms.index_for(pl.as_str()) else {
            return Err(unsupported(
                "platform_index",
                format!(
                    "MLIR translation rule for primitive '{}' not found for platform {}",
                    what(),
                    pl.as_str()
                ),
            ));
        };
        match index {
            Some(j) if j != i => {
                return Err(unsupported(
                    "platform_index",
                    "different branches for the lowering platforms (a per-platform dispatch)",
                ))
            }
            _ => index = Some(i),
        }
    }
    let i = index.unwrap_or(0);
    Ok(vec![cx.em.constant(DType::I32, Scalar::Int(i as i128))?])
}

/// `cond` with `branches_platforms`: the kept branches, the index mapped onto them.
pub(super) fn cond<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    c: &Cond,
    bp: &BranchesPlatforms,
) -> Lowering<'c, 'a> {
    if bp.0.len() != c.branches.len() {
        return Err(unsupported(
            "cond",
            "branches_platforms does not have one entry per branch",
        ));
    }
    let mut kept = Vec::new();
    let mut kept_index: Vec<Option<usize>> = vec![None; c.branches.len()];
    for pl in &cx.state.opts.platforms {
        let Some(b) = bp.branch_for(pl.as_str()) else {
            return Err(unsupported(
                "cond",
                format!("no branch for platform {}", pl.as_str()),
            ));
        };
        if kept_index[b].is_none() {
            kept_index[b] = Some(kept.len());
            kept.push(c.branches[b]);
        }
    }
    let Some((&index, operands)) = cx.xs.split_first() else {
        return Err(unsupported("cond", "the equation has no index operand"));
    };
    let em = cx.em;
    let i32_type = tensor_type(em.context, &minihlo_ir::Aval::scalar(DType::I32))?;
    let case = build_case(em, index, &[i32_type], c.branches.len(), |i, inner| {
        let k = kept_index[i].unwrap_or(0);
        let v = inner.constant(DType::I32, Scalar::Int(k as i128))?;
        stablehlo_return(inner, &[v])
    })?;
    let new_index = case
        .result(0)
        .map_err(|e| unsupported("cond", e.to_string()))?
        .into();
    let mut xs = vec![new_index];
    xs.extend_from_slice(operands);
    control_flow::cond(
        &mut EqnCtx {
            em: cx.em,
            state: &mut *cx.state,
            platform_index: cx.platform_index,
            prim: cx.prim,
            xs: &xs,
            avals: cx.avals,
            outs: cx.outs,
        },
        &kept,
    )
}
