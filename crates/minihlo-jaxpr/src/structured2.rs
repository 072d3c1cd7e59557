//! The rest of the structured primitives' params as JAX 0.12 prints them:
//! `select_and_scatter_add` / `select_and_gather_add` (autodiff of pooling), `approx_top_k`,
//! `SearchSorted` (`jnp.searchsorted`) and `empty`.

use minihlo_ir::search::{ApproxTopK, Empty, SearchMethod, SearchSorted};
use minihlo_ir::select_window::{SelectPrim, SelectWindow, SelectWindowKind};
use minihlo_ir::windows::Window;
use minihlo_ir::{Aval, Primitive, Shape};

use crate::ast::{Value, ValueKind};
use crate::params::{bool_of, dim_of_value, dims_of, dtype_of, i64_of, usize_of, Params, R};
use crate::structured::window_padding;

const NAMES: [&str; 5] = [
    "select_and_scatter_add",
    "select_and_gather_add",
    "approx_top_k",
    "SearchSorted",
    "empty",
];

/// Whether `name` is one of the primitives [`primitive`] reads.
pub(crate) fn reads(name: &str) -> bool {
    NAMES.contains(&name)
}

fn select_prim(v: &Value) -> Result<SelectPrim, String> {
    match &v.kind {
        ValueKind::Ident(s) | ValueKind::Str(s) => SelectPrim::parse(s),
        _ => None,
    }
    .ok_or_else(|| "`ge` or `le`".into())
}

/// Python's repr of a float: the shortest round trip, exponents as `1e-05` / `1e+16`.
pub(crate) fn py_float(f: f64) -> String {
    let s = format!("{f:?}");
    match s.split_once('e') {
        Some((m, e)) => {
            let (sign, digits) = match e.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', e),
            };
            format!("{m}e{sign}{digits:0>2}")
        }
        None => s,
    }
}

fn float_repr(v: &Value) -> Result<String, String> {
    match v.kind {
        ValueKind::Float(f) => Ok(py_float(f)),
        ValueKind::Int(i) => Ok(i.to_string()),
        _ => Err("a float such as `0.95`".into()),
    }
}

fn side(v: &Value) -> Result<bool, String> {
    match &v.kind {
        ValueKind::Ident(s) | ValueKind::Str(s) if s == "left" => Ok(false),
        ValueKind::Ident(s) | ValueKind::Str(s) if s == "right" => Ok(true),
        _ => Err("`left` or `right`".into()),
    }
}

fn method(v: &Value) -> Result<SearchMethod, String> {
    let msg = || "one of `scan`, `scan_unrolled`, `sort`, `compare_all`".to_string();
    match &v.kind {
        ValueKind::Ident(s) | ValueKind::Str(s) => SearchMethod::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(msg),
        _ => Err(msg()),
    }
}

/// The primitive `name` (one [`reads`] accepts), its params converted; `outs` are the
/// equation's output types (`SearchSorted` does not print its result dtype).
pub(crate) fn primitive(name: &str, p: &mut Params, outs: &[Aval]) -> R<Primitive> {
    Ok(match name {
        "select_and_scatter_add" => {
            let padding = p.required("padding", window_padding)?;
            let select_prim = p.required("select_prim", select_prim)?;
            let window_dimensions = p.required("window_dimensions", dims_of)?;
            let window_strides = p.required("window_strides", dims_of)?;
            let ones = vec![1; window_dimensions.len()];
            Primitive::SelectWindow(Box::new(SelectWindow {
                kind: SelectWindowKind::ScatterAdd,
                select_prim,
                window: Window {
                    window_dimensions,
                    window_strides,
                    padding,
                    base_dilation: ones.clone(),
                    window_dilation: ones,
                },
            }))
        }
        "select_and_gather_add" => Primitive::SelectWindow(Box::new(SelectWindow {
            kind: SelectWindowKind::GatherAdd,
            select_prim: p.required("select_prim", select_prim)?,
            window: Window {
                window_dimensions: p.required("window_dimensions", dims_of)?,
                window_strides: p.required("window_strides", dims_of)?,
                padding: p.required("padding", window_padding)?,
                base_dilation: p.required("base_dilation", dims_of)?,
                window_dilation: p.required("window_dilation", dims_of)?,
            },
        })),
        "approx_top_k" => Primitive::ApproxTopK(Box::new(ApproxTopK {
            k: p.required("k", dim_of_value)?,
            reduction_dimension: p.required("reduction_dimension", i64_of)?,
            recall_target: p.required("recall_target", float_repr)?,
            is_max_k: p.required("is_max_k", bool_of)?,
            reduction_input_size_override: p
                .optional("reduction_input_size_override", i64_of)?
                .unwrap_or(-1),
            aggregate_to_topk: p.optional("aggregate_to_topk", bool_of)?.unwrap_or(true),
        })),
        "SearchSorted" => Primitive::SearchSorted(Box::new(SearchSorted {
            right: p.required("side", side)?,
            dimension: p.optional("dimension", usize_of)?.unwrap_or(0),
            batch_dims: p.optional("batch_dims", usize_of)?.unwrap_or(0),
            method: p.optional("method", method)?.unwrap_or(SearchMethod::Scan),
            dtype: outs.first().map_or(minihlo_ir::DType::I32, |o| o.dtype),
        })),
        _ => {
            // empty
            let dtype = p.required("dtype", dtype_of)?;
            let shape = p.required("shape", dims_of)?;
            Primitive::Empty(Box::new(Empty {
                dtype,
                shape: Shape::new(shape),
            }))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::py_float;

    #[test]
    fn floats_print_as_python_does() {
        assert_eq!(py_float(0.95), "0.95");
        assert_eq!(py_float(1.0), "1.0");
        assert_eq!(py_float(1e-5), "1e-05");
        assert_eq!(py_float(1e16), "1e+16");
    }
}
