//! Readers of the primitives that call one jaxpr inline (`remat_opt`, `linear_call`,
//! `custom_vmap_call`, minihlo_ir::jaxpr_calls) and of `broadcast_to`. The Python functions
//! among their params are kept as the text writes them.

use minihlo_ir::broadcast_to::BroadcastTo;
use minihlo_ir::jaxpr_calls::{CustomVmapCall, LinearCall, RematOpt};
use minihlo_ir::Primitive;

use super::{Read, ReadCx};
use crate::ast::ValueKind;
use crate::param_values::window_padding;
use crate::params::{dims_of, usize_of, R};

/// The param `name` as written (a function's repr, a pytree).
fn written(cx: &mut ReadCx, name: &str) -> R<String> {
    let p = cx.p.take_required(name)?;
    Ok(cx.p.text(p.value.span).to_string())
}

impl Read for RematOpt {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::RematOpt(Box::new(RematOpt {
            fwd_jaxpr: cx.jaxpr("fwd_jaxpr")?,
            num_consts: cx.p.required("num_consts", usize_of)?,
            num_res: cx.p.required("num_res", usize_of)?,
            fun_jaxpr_thunk: written(cx, "fun_jaxpr_thunk")?,
        })))
    }
}

impl Read for LinearCall {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::LinearCall(Box::new(LinearCall {
            callee: cx.jaxpr("callee")?,
            num_callee_consts: cx.p.required("num_callee_consts", usize_of)?,
            num_res: cx.p.required("num_res", usize_of)?,
            transpose_thunk: written(cx, "transpose_thunk")?,
        })))
    }
}

impl Read for CustomVmapCall {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::CustomVmapCall(Box::new(CustomVmapCall {
            call: cx.jaxpr("call")?,
            in_tree: written(cx, "in_tree")?,
            out_tree: written(cx, "out_tree")?,
            rule: written(cx, "rule")?,
        })))
    }
}

impl Read for BroadcastTo {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::BroadcastTo(BroadcastTo {
            shape: cx.p.required("shape", dims_of)?,
        }))
    }
}

impl Read for minihlo_ir::select_and_scatter::SelectAndScatter {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        for name in ["select_consts", "scatter_consts"] {
            let p = cx.p.take_required(name)?;
            let empty =
                matches!(&p.value.kind, ValueKind::Tuple(v) | ValueKind::List(v) if v.is_empty());
            if !empty {
                let expected = "`()` (closed-over constants the text does not carry)".into();
                return Err(cx.p.invalid(name, &p.value, expected));
            }
        }
        Ok(Primitive::SelectAndScatter(Box::new(
            minihlo_ir::select_and_scatter::SelectAndScatter {
                select_jaxpr: cx.jaxpr("select_jaxpr")?,
                scatter_jaxpr: cx.jaxpr("scatter_jaxpr")?,
                window_dimensions: cx.p.required("window_dimensions", dims_of)?,
                window_strides: cx.p.required("window_strides", dims_of)?,
                padding: cx.p.required("padding", window_padding)?,
            },
        )))
    }
}

impl Read for minihlo_ir::symmetric_product::SymmetricProduct {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let float = |v: &crate::ast::Value| match v.kind {
            ValueKind::Float(f) => Ok(f),
            ValueKind::Int(i) => Ok(i as f64),
            _ => Err("a float".to_string()),
        };
        Ok(Primitive::SymmetricProduct(Box::new(
            minihlo_ir::symmetric_product::SymmetricProduct {
                alpha: cx.p.required("alpha", float)?,
                beta: cx.p.required("beta", float)?,
            },
        )))
    }
}

impl Read for minihlo_ir::unreachable::Unreachable {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let message = cx.p.required("message", |v| match &v.kind {
            ValueKind::Str(s) | ValueKind::Ident(s) => Ok(s.clone()),
            _ => Err("the message JAX prints raw".to_string()),
        })?;
        Ok(Primitive::Unreachable(Box::new(
            minihlo_ir::unreachable::Unreachable {
                exc_type: written(cx, "exc_type")?,
                message,
                out_avals: cx.p.required("out_avals", crate::params::result_avals)?,
            },
        )))
    }
}

/// `composite`'s `attributes`: `((name, leaves, treedef), ...)`, a value of one leaf
/// (`PyTreeDef(*)`) or `None` (`PyTreeDef(None)`, no leaves: left out, as JAX does).
fn composite_attributes(
    v: &crate::ast::Value,
) -> Result<Vec<(String, minihlo_ir::ffi_call::FfiValue)>, String> {
    let expected = || "a tuple of (name, (value,), PyTreeDef(*)) triples".to_string();
    let mut out = Vec::new();
    for item in crate::params::seq(v).ok_or_else(expected)? {
        let Some([k, leaves, tree]) = crate::params::seq(item) else {
            return Err(expected());
        };
        let (ValueKind::Str(name), Some(leaves)) = (&k.kind, crate::params::seq(leaves)) else {
            return Err(expected());
        };
        let tree = match &tree.kind {
            ValueKind::Call { name, args } if name == "PyTreeDef" && args.len() == 1 => {
                &args[0].value.kind
            }
            _ => return Err(expected()),
        };
        match (tree, leaves) {
            (ValueKind::Star, [leaf]) => {
                out.push((name.clone(), super::ffi_call::attribute(leaf)?))
            }
            (ValueKind::None, []) => {}
            _ => return Err(expected()),
        }
    }
    Ok(out)
}

impl Read for minihlo_ir::composite::Composite {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let p = cx.p.take_required("attributes")?;
        let attributes_text = cx.p.text(p.value.span).to_string();
        let attributes =
            composite_attributes(&p.value).map_err(|e| cx.p.invalid("attributes", &p.value, e))?;
        Ok(Primitive::Composite(Box::new(
            minihlo_ir::composite::Composite {
                name: cx.p.required("name", crate::params::text_of)?,
                call_jaxpr: cx.jaxpr("call_jaxpr")?,
                version: cx.p.required("version", crate::params::i64_of)?,
                attributes,
                attributes_text,
            },
        )))
    }
}

impl Read for minihlo_ir::tie::Tie {
    fn read(_: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Tie(minihlo_ir::tie::Tie))
    }
}

impl Read for minihlo_ir::philox::Philox2x32 {
    fn read(_: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Philox2x32(minihlo_ir::philox::Philox2x32))
    }
}

impl Read for minihlo_ir::philox::Philox4x32 {
    fn read(_: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Philox4x32(minihlo_ir::philox::Philox4x32))
    }
}

impl Read for minihlo_ir::philox::Threefry4x32 {
    fn read(_: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Threefry4x32(minihlo_ir::philox::Threefry4x32))
    }
}
