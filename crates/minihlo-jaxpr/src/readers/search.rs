//! Readers of the primitives of `jnp`-level operations JAX 0.12 prints as primitives:
//! `select_and_scatter_add` / `select_and_gather_add` (autodiff of pooling), `approx_top_k`,
//! `SearchSorted` (`jnp.searchsorted`), `empty` and `empty2`, and the hijax `Ldexp` / `Frexp`
//! (the operands' types, printed as `f32[2,3]`) and `Nonzero` (`size=3 axes=(0, 1)
//! out_dtype=int32`).

use minihlo_ir::empty2::{Empty2, MemorySpace};
use minihlo_ir::hiprims::{Frexp, Ldexp, Nonzero};
use minihlo_ir::search::{ApproxTopK, Empty, SearchMethod, SearchSorted};
use minihlo_ir::select_window::{SelectPrim, SelectWindow, SelectWindowKind};
use minihlo_ir::windows::Window;
use minihlo_ir::{Aval, DType, Primitive, Shape};

use super::{Read, ReadCx};
use crate::ast::{Value, ValueKind};
use crate::param_values::window_padding;
use crate::params::{bool_of, dim_of_value, dims_of, dtype_of, i64_of, usize_of, usizes_of, R};

impl Read for SelectWindow {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let kind = cx.kind()?;
        let p = &mut cx.p;
        let s = match kind {
            SelectWindowKind::ScatterAdd => {
                let padding = p.required("padding", window_padding)?;
                let select_prim = p.required("select_prim", select_prim)?;
                let window_dimensions = p.required("window_dimensions", dims_of)?;
                let window_strides = p.required("window_strides", dims_of)?;
                let ones = vec![1; window_dimensions.len()];
                SelectWindow {
                    kind,
                    select_prim,
                    window: Window {
                        window_dimensions,
                        window_strides,
                        padding,
                        base_dilation: ones.clone(),
                        window_dilation: ones,
                    },
                }
            }
            SelectWindowKind::GatherAdd => SelectWindow {
                kind,
                select_prim: p.required("select_prim", select_prim)?,
                window: Window {
                    window_dimensions: p.required("window_dimensions", dims_of)?,
                    window_strides: p.required("window_strides", dims_of)?,
                    padding: p.required("padding", window_padding)?,
                    base_dilation: p.required("base_dilation", dims_of)?,
                    window_dilation: p.required("window_dilation", dims_of)?,
                },
            },
        };
        Ok(Primitive::SelectWindow(Box::new(s)))
    }
}

impl Read for ApproxTopK {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let p = &mut cx.p;
        Ok(Primitive::ApproxTopK(Box::new(ApproxTopK {
            k: p.required("k", dim_of_value)?,
            reduction_dimension: p.required("reduction_dimension", i64_of)?,
            recall_target: p.required("recall_target", float_repr)?,
            is_max_k: p.required("is_max_k", bool_of)?,
            reduction_input_size_override: p
                .optional("reduction_input_size_override", i64_of)?
                .unwrap_or(-1),
            aggregate_to_topk: p.optional("aggregate_to_topk", bool_of)?.unwrap_or(true),
        })))
    }
}

impl Read for SearchSorted {
    /// `SearchSorted` does not print its result dtype: the equation's output has it.
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let dtype = cx.outs.first().map_or(DType::I32, |o| o.dtype);
        let p = &mut cx.p;
        Ok(Primitive::SearchSorted(Box::new(SearchSorted {
            right: p.required("side", side)?,
            dimension: p.optional("dimension", usize_of)?.unwrap_or(0),
            batch_dims: p.optional("batch_dims", usize_of)?.unwrap_or(0),
            method: p.optional("method", method)?.unwrap_or(SearchMethod::Scan),
            dtype,
        })))
    }
}

impl Read for Empty {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let dtype = cx.p.required("dtype", dtype_of)?;
        let shape = cx.p.required("shape", dims_of)?;
        Ok(Primitive::Empty(Box::new(Empty {
            dtype,
            shape: Shape::new(shape),
        })))
    }
}

impl Read for Empty2 {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Empty2(Box::new(Empty2 {
            dtype: cx.p.required("dtype", dtype_of)?,
            memory_space: cx.p.required("memory_space", memory_space)?,
        })))
    }
}

impl Read for Ldexp {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Ldexp(Box::new(Ldexp {
            x1_aval: cx.p.required("x1_aval", aval_of)?,
            x2_aval: cx.p.required("x2_aval", aval_of)?,
        })))
    }
}

impl Read for Frexp {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Frexp(Box::new(Frexp {
            x_aval: cx.p.required("x_aval", aval_of)?,
        })))
    }
}

impl Read for Nonzero {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Nonzero(Box::new(Nonzero {
            size: cx.p.required("size", dim_of_value)?,
            axes: cx.p.required("axes", usizes_of)?,
            out_dtype: cx.p.required("out_dtype", dtype_of)?,
        })))
    }
}

fn select_prim(v: &Value) -> Result<SelectPrim, String> {
    match &v.kind {
        ValueKind::Ident(s) | ValueKind::Str(s) => s.parse().ok(),
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
        ValueKind::Ident(s) | ValueKind::Str(s) => s.parse().map_err(|_| msg()),
        _ => Err(msg()),
    }
}

/// A type as JAX prints an aval param: `f32[2,3]`, `i32[]`.
fn aval_of(v: &Value) -> Result<Aval, String> {
    let msg = || "a type such as `f32[2,3]`".to_string();
    match &v.kind {
        ValueKind::Shaped { dtype, dims } => DType::from_name(dtype)
            .map(|d| Aval::new(d, dims.clone()))
            .ok_or_else(msg),
        _ => Err(msg()),
    }
}

fn memory_space(v: &Value) -> Result<MemorySpace, String> {
    match &v.kind {
        ValueKind::Ident(s) => MemorySpace::from_repr(s),
        _ => None,
    }
    .ok_or_else(|| "`MemorySpace.Device`, `MemorySpace.Host` or `MemorySpace.Any`".into())
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
