//! `select_and_scatter` as JAX lowers it (`_select_and_scatter_lower`): one
//! `stablehlo.select_and_scatter` whose select and scatter regions lower the two jaxprs on two
//! scalars of the operand's dtype.

use melior::ir::{Block, Region, RegionLike};
use minihlo_ir::select_and_scatter::SelectAndScatter;
use minihlo_ir::{Aval, JaxprId};

use super::windows::i64_matrix_attr;
use crate::attrs::i64_array_attr;
use crate::ctx::{block_arg, EqnCtx, LowerCtx, Lowering};
use crate::emit::{first_result, scalar_tensor, Emitter};
use crate::error::LowerError;

/// A region of one block over two scalars of the operand's dtype, lowering `jaxpr` and returning
/// its outputs.
fn jaxpr_region<'c>(
    cx: &mut EqnCtx<'_, '_, 'c, '_>,
    jaxpr: JaxprId,
    scalar: &Aval,
) -> Result<Region<'c>, LowerError> {
    let em = cx.em;
    let elem = scalar_tensor(em.context, scalar.dtype);
    let body = Block::new(&[(elem, em.location), (elem, em.location)]);
    {
        let args = [block_arg(&body, 0)?, block_arg(&body, 1)?];
        let inner = Emitter::new(em.context, &body);
        let j = cx.state.program.get(jaxpr);
        super::control_flow::no_constvars("select_and_scatter", j)?;
        let r = LowerCtx {
            em: &inner,
            state: &mut *cx.state,
            platform_index: None,
        }
        .lower_jaxpr(j, &args)?;
        inner.op("stablehlo.return", &r, &[], &[], vec![])?;
    }
    let region = Region::new();
    region.append_block(body);
    Ok(region)
}

pub(super) fn select_and_scatter_rule<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    s: &SelectAndScatter,
) -> Lowering<'c, 'a> {
    cx.arity(3)?;
    let out = cx.one_out()?.clone();
    let scalar = Aval::scalar(out.dtype);
    let select = jaxpr_region(cx, s.select_jaxpr, &scalar)?;
    let scatter = jaxpr_region(cx, s.scatter_jaxpr, &scalar)?;
    let em = cx.em;
    let i64s = |v: &[u64]| -> Vec<i64> { v.iter().map(|&d| d as i64).collect() };
    let padding: Vec<[i64; 2]> = s.padding.iter().map(|&(l, h)| [l, h]).collect();
    let op = em.op(
        "stablehlo.select_and_scatter",
        cx.xs,
        &[em.ty(&out)?],
        &[
            ("padding", i64_matrix_attr(em, &padding)?),
            (
                "window_dimensions",
                i64_array_attr(em.context, &i64s(&s.window_dimensions)),
            ),
            (
                "window_strides",
                i64_array_attr(em.context, &i64s(&s.window_strides)),
            ),
        ],
        vec![select, scatter],
    )?;
    Ok(vec![first_result(op, "stablehlo.select_and_scatter")?])
}
