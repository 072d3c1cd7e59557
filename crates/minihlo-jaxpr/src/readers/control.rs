//! Readers of the calls and control flow: `jit` (`pjit`), `cond`, `while`, `scan`, the custom
//! derivative calls, `eval_jaxpr` and `CustomRoot`, whose jaxpr-valued params are read into the
//! program's arena ([`super::SubJaxprs`]).

use minihlo_ir::custom_root::CustomRoot;
use minihlo_ir::eval_jaxpr::EvalJaxpr;
use minihlo_ir::{Cond, CustomJvpCall, CustomVjpCall, Jit, Primitive, Scan, While};

use super::platform_index::branches_platforms;
use super::{Read, ReadCx};
use crate::error::Diagnostic;
use crate::params::{
    bool_of, bools_of, dim_of_value, flat_tree, opt, text_of, unroll_of, usize_of, R,
};

impl Read for Jit {
    /// Older JAX printed `pjit`.
    const READS: &'static [&'static str] = &["jit", "pjit"];
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let name = cx.p.required("name", text_of)?;
        let jaxpr = cx.jaxpr("jaxpr")?;
        let shardings = super::sharding::jit_shardings(cx)?;
        Ok(Primitive::Jit(Box::new(Jit {
            name,
            jaxpr,
            shardings,
        })))
    }
}

impl Read for Cond {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let branches = cx.jaxprs("branches")?;
        let mut platforms = None;
        if let Some(param) = cx.p.take("branches_platforms") {
            let name = "branches_platforms";
            platforms = opt(branches_platforms)(&param.value)
                .map_err(|expected| cx.p.invalid(name, &param.value, expected))?;
            if platforms
                .as_ref()
                .is_some_and(|bp| bp.0.len() != branches.len())
            {
                let expected = format!(
                    "a tuple with one entry per branch ({} branches)",
                    branches.len()
                );
                return Err(cx.p.invalid(name, &param.value, expected));
            }
        }
        Ok(Primitive::Cond(Box::new(Cond {
            branches,
            branches_platforms: platforms,
        })))
    }
}

impl Read for While {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let cond_jaxpr = cx.jaxpr("cond_jaxpr")?;
        let body_jaxpr = cx.jaxpr("body_jaxpr")?;
        Ok(Primitive::While(Box::new(While {
            cond_jaxpr,
            cond_nconsts: cx.p.required("cond_nconsts", usize_of)?,
            body_jaxpr,
            body_nconsts: cx.p.required("body_nconsts", usize_of)?,
        })))
    }
}

impl Read for Scan {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        scan(cx)
    }
}

impl Read for CustomJvpCall {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let call_jaxpr = cx.jaxpr("call_jaxpr")?;
        let p = &mut cx.p;
        Ok(Primitive::CustomJvpCall(Box::new(CustomJvpCall {
            name: p.required("name", text_of)?,
            call_jaxpr,
            jvp: p.required("jvp", text_of)?,
            num_consts: p.optional("num_consts", usize_of)?.unwrap_or(0),
            symbolic_zeros: p.optional("symbolic_zeros", bool_of)?.unwrap_or(false),
        })))
    }
}

impl Read for CustomVjpCall {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let call_jaxpr = cx.jaxpr("call_jaxpr")?;
        let p = &mut cx.p;
        Ok(Primitive::CustomVjpCall(Box::new(CustomVjpCall {
            name: p.required("name", text_of)?,
            call_jaxpr,
            fwd: p.required("fwd", text_of)?,
            bwd: p.required("bwd", text_of)?,
            num_consts: p.optional("num_consts", usize_of)?.unwrap_or(0),
            symbolic_zeros: p.optional("symbolic_zeros", bool_of)?.unwrap_or(false),
        })))
    }
}

impl Read for EvalJaxpr {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::EvalJaxpr(Box::new(EvalJaxpr {
            call_jaxpr: cx.jaxpr("call_jaxpr")?,
        })))
    }
}

impl Read for CustomRoot {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::CustomRoot(Box::new(CustomRoot {
            solve_jaxpr: cx.jaxpr("solve_jaxpr")?,
            has_aux: cx.p.optional("has_aux", bool_of)?.unwrap_or(false),
        })))
    }
}

/// `scan` as JAX 0.12 prints it (`ft_in`/`ft_out`), or with the older counts
/// (`num_consts`, `num_carry`, `linear`, `_split_transpose`).
fn scan(cx: &mut ReadCx) -> R<Primitive> {
    let jaxpr = cx.jaxpr("jaxpr")?;
    let n_inputs = cx.n_inputs();
    let p = &mut cx.p;
    let length = p.required("length", dim_of_value)?;
    let reverse = p.optional("reverse", bool_of)?.unwrap_or(false);
    let unroll = p.optional("unroll", unroll_of)?.unwrap_or(1);
    let ft_in = p.optional("ft_in", flat_tree)?;
    let ft_out = p.optional("ft_out", flat_tree)?;
    let num_consts = p.optional("num_consts", usize_of)?;
    let num_carry = p.optional("num_carry", usize_of)?;
    let _ = p.optional("linear", bools_of)?;
    let _ = p.optional("_split_transpose", bool_of)?;
    let mut scan = match (ft_in, ft_out, num_consts, num_carry) {
        (Some(ft_in), Some(ft_out), None, None) => Scan {
            jaxpr,
            length,
            reverse,
            unroll,
            ft_in,
            ft_out,
        },
        (None, None, Some(nc), Some(nk)) => {
            let n_out = cx.jaxprs.n_outputs(jaxpr);
            let (Some(nx), Some(ny)) = (
                n_inputs.checked_sub(nc).and_then(|r| r.checked_sub(nk)),
                n_out.checked_sub(nk),
            ) else {
                return Err(Diagnostic::new(
                    format!(
                        "`scan` with num_consts={nc} and num_carry={nk} needs at least {} operands and {nk} jaxpr outputs, but has {n_inputs} operands and {n_out} outputs",
                        nc.saturating_add(nk)
                    ),
                    p.eqn.span,
                    "operands and params disagree",
                ));
            };
            Scan::new(jaxpr, length, nc, nk, nx, ny)
        }
        _ => {
            return Err(Diagnostic::new(
                "`scan` needs either `ft_in` and `ft_out` (JAX 0.12) or `num_consts` and `num_carry` (older JAX), not a mix",
                p.eqn.primitive.span,
                "how operands split is not given",
            ))
        }
    };
    scan.reverse = reverse;
    scan.unroll = unroll;
    Ok(Primitive::Scan(Box::new(scan)))
}
