//! `remat2` (`jax.checkpoint` / `jax.remat`) and `name` (`checkpoint_name`) params as JAX 0.12
//! prints them: `differentiated`, `policy` (`None` or the policy function's repr), `prevent_cse`
//! (a bool, or one bool per operand), and `name`.

use minihlo_ir::remat::{CheckpointName, PreventCse, Remat};
use minihlo_ir::{JaxprId, Primitive};

use super::{Read, ReadCx};
use crate::ast::{Value, ValueKind};
use crate::params::{bool_of, bools_of, text_of, Params, R};

impl Read for Remat {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let jaxpr = cx.jaxpr("jaxpr")?;
        let n_operands = cx.n_inputs();
        remat(&mut cx.p, jaxpr, n_operands)
    }
}

impl Read for CheckpointName {
    /// `name[name=...]`.
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::CheckpointName(Box::new(CheckpointName {
            name: cx.p.required("name", text_of)?,
        })))
    }
}

/// `remat2`, its `jaxpr` already read.
fn remat(p: &mut Params, jaxpr: JaxprId, n_operands: usize) -> R<Primitive> {
    let prevent_cse = p.required("prevent_cse", prevent_cse_of)?;
    if let PreventCse::PerOperand(v) = &prevent_cse {
        if v.len() != n_operands {
            let param = p.take_required("prevent_cse");
            let expected = format!("one bool per operand ({n_operands} operands)");
            return Err(match param {
                Ok(param) => p.invalid("prevent_cse", &param.value, expected),
                Err(d) => d,
            });
        }
    }
    Ok(Primitive::Remat(Box::new(Remat {
        jaxpr,
        prevent_cse,
        differentiated: p.required("differentiated", bool_of)?,
        policy: p.required("policy", policy_of)?,
    })))
}

fn prevent_cse_of(v: &Value) -> Result<PreventCse, String> {
    match &v.kind {
        ValueKind::Bool(b) => Ok(PreventCse::All(*b)),
        _ => bools_of(v)
            .map(PreventCse::PerOperand)
            .map_err(|_| "`True`, `False` or a tuple of them".into()),
    }
}

fn policy_of(v: &Value) -> Result<Option<String>, String> {
    match &v.kind {
        ValueKind::None => Ok(None),
        ValueKind::Repr(r) => Ok(Some(r.clone())),
        _ => Err(
            "`None` or a function repr such as `<function dots_saveable at 0xXXXXXXXXXXXX>`".into(),
        ),
    }
}
