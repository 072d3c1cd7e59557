//! The structured primitives' entries of the name table (`primitives.rs`) and their param values (gather, scatter, pad, ...) as JAX 0.12 prints them:
//! `GatherDimensionNumbers(offset_dims=(1,), ...)`, `GatherScatterMode.CLIP`, `fill_value=nan`,
//! `padding_config=((np.int64(1), np.int64(1), 0), ...)`. Each reader returns what it expected
//! on a mismatch, for the caller's located message.

use minihlo_ir::convolution::Precision;
use minihlo_ir::indexing::{GatherDimensionNumbers, GatherScatterMode, ScatterDimensionNumbers};
use minihlo_ir::structural::PyInt;
use minihlo_ir::{DType, Scalar};

use minihlo_ir::convolution::Conv;
use minihlo_ir::indexing::{Gather, Scatter, ScatterKind};
use minihlo_ir::structural::{CumOp, Cumulative, Pad, Restructure, Sort, TopK};
use minihlo_ir::windows::{GenericReduce, GenericReduceWindow, ReduceWindow, Window, WindowOp};
use minihlo_ir::{JaxprId, Primitive};

use crate::ast::{Value, ValueKind};
use crate::params::{
    bool_of, dim_of_value, dims_of, dtype_of, opt, text_of, usize_of, usizes_of, Params, R,
};

fn seq(v: &Value) -> Option<&[Value]> {
    match &v.kind {
        ValueKind::Tuple(items) | ValueKind::List(items) => Some(items),
        _ => None,
    }
}

fn usizes(v: &Value) -> Option<Vec<usize>> {
    seq(v)?
        .iter()
        .map(|x| {
            crate::params::int_value(x)
                .and_then(|i| usize::try_from(i).ok())
                .filter(|&u| u <= i64::MAX as usize)
        })
        .collect()
}

/// The keyword arguments of `Name(k=v, ...)` in the order of `fields`, each exactly once.
fn keyword_call<'v>(v: &'v Value, name: &str, fields: &[&str]) -> Option<Vec<&'v Value>> {
    let ValueKind::Call { name: n, args } = &v.kind else {
        return None;
    };
    if n != name || args.len() != fields.len() {
        return None;
    }
    fields
        .iter()
        .map(|f| {
            args.iter()
                .find(|a| a.keyword.as_ref().is_some_and(|k| k.text == *f))
                .map(|a| &a.value)
        })
        .collect()
}

const GATHER_FIELDS: [&str; 5] = [
    "offset_dims",
    "collapsed_slice_dims",
    "start_index_map",
    "operand_batching_dims",
    "start_indices_batching_dims",
];

const SCATTER_FIELDS: [&str; 5] = [
    "update_window_dims",
    "inserted_window_dims",
    "scatter_dims_to_operand_dims",
    "operand_batching_dims",
    "scatter_indices_batching_dims",
];

fn five(v: &Value, name: &str, fields: &[&str; 5]) -> Option<[Vec<usize>; 5]> {
    let vals = keyword_call(v, name, fields)?;
    let mut out: [Vec<usize>; 5] = Default::default();
    for (slot, val) in out.iter_mut().zip(vals) {
        *slot = usizes(val)?;
    }
    Some(out)
}

pub fn gather_dimension_numbers(v: &Value) -> Result<GatherDimensionNumbers, String> {
    let [o, c, s, ob, sb] = five(v, "GatherDimensionNumbers", &GATHER_FIELDS).ok_or_else(|| {
        format!(
            "GatherDimensionNumbers({}) with tuples of non-negative ints",
            GATHER_FIELDS.join("=..., ")
        ) + "=...)"
    })?;
    Ok(GatherDimensionNumbers {
        offset_dims: o,
        collapsed_slice_dims: c,
        start_index_map: s,
        operand_batching_dims: ob,
        start_indices_batching_dims: sb,
    })
}

pub fn scatter_dimension_numbers(v: &Value) -> Result<ScatterDimensionNumbers, String> {
    let [u, i, s, ob, sb] =
        five(v, "ScatterDimensionNumbers", &SCATTER_FIELDS).ok_or_else(|| {
            format!(
                "ScatterDimensionNumbers({}) with tuples of non-negative ints",
                SCATTER_FIELDS.join("=..., ")
            ) + "=...)"
        })?;
    Ok(ScatterDimensionNumbers {
        update_window_dims: u,
        inserted_window_dims: i,
        scatter_dims_to_operand_dims: s,
        operand_batching_dims: ob,
        scatter_indices_batching_dims: sb,
    })
}

pub fn mode(v: &Value) -> Result<GatherScatterMode, String> {
    match &v.kind {
        ValueKind::Ident(s) | ValueKind::Str(s) => GatherScatterMode::parse(s),
        ValueKind::Int(i) => match i {
            0 => Some(GatherScatterMode::Clip),
            1 => Some(GatherScatterMode::FillOrDrop),
            2 => Some(GatherScatterMode::PromiseInBounds),
            3 => Some(GatherScatterMode::OneHot),
            _ => None,
        },
        _ => None,
    }
    .ok_or_else(|| "a GatherScatterMode such as `GatherScatterMode.CLIP`".into())
}

/// `None`, or a Python scalar: `-1.0`, `nan`, `-inf`, `3`, `True`.
pub fn fill_value(v: &Value) -> Result<Option<Scalar>, String> {
    Ok(Some(match &v.kind {
        ValueKind::None => return Ok(None),
        ValueKind::Bool(b) => Scalar::Bool(*b),
        ValueKind::Int(i) => Scalar::Int(*i),
        ValueKind::Float(f) => Scalar::Float(*f),
        ValueKind::Ident(s) if s == "nan" => Scalar::Float(f64::NAN),
        ValueKind::Ident(s) if s == "inf" => Scalar::Float(f64::INFINITY),
        _ => return Err("`None` or a number".into()),
    }))
}

/// `1` or `np.int64(1)`.
pub fn py_int(v: &Value) -> Option<PyInt> {
    match &v.kind {
        ValueKind::Int(i) => Some(PyInt::plain(i64::try_from(*i).ok()?)),
        ValueKind::Call { name, args } => {
            let dtype = DType::from_name(name.strip_prefix("np.")?)?;
            let [arg] = args.as_slice() else {
                return None;
            };
            if arg.keyword.is_some() || !dtype.is_int() {
                return None;
            }
            match arg.value.kind {
                ValueKind::Int(i) => Some(PyInt {
                    value: i64::try_from(i).ok()?,
                    numpy: Some(dtype),
                }),
                _ => None,
            }
        }
        _ => None,
    }
}

/// `((low, high, interior), ...)`.
pub fn padding_config(v: &Value) -> Result<Vec<[PyInt; 3]>, String> {
    let msg = || "a tuple of (low, high, interior) int triples".to_string();
    seq(v)
        .ok_or_else(msg)?
        .iter()
        .map(|t| {
            let items = seq(t).ok_or_else(msg)?;
            match items {
                [l, h, i] => Ok([
                    py_int(l).ok_or_else(msg)?,
                    py_int(h).ok_or_else(msg)?,
                    py_int(i).ok_or_else(msg)?,
                ]),
                _ => Err(msg()),
            }
        })
        .collect()
}

/// `((low, high), ...)`.
pub fn window_padding(v: &Value) -> Result<Vec<(i64, i64)>, String> {
    let msg = || "a tuple of (low, high) int pairs".to_string();
    seq(v)
        .ok_or_else(msg)?
        .iter()
        .map(|t| match seq(t).ok_or_else(msg)? {
            [l, h] => Ok((
                py_int(l).ok_or_else(msg)?.value,
                py_int(h).ok_or_else(msg)?.value,
            )),
            _ => Err(msg()),
        })
        .collect()
}

/// `ConvDimensionNumbers(lhs_spec=(...), rhs_spec=(...), out_spec=(...))`.
pub fn conv_dimension_numbers(v: &Value) -> Result<[Vec<usize>; 3], String> {
    let msg = || "ConvDimensionNumbers(lhs_spec=..., rhs_spec=..., out_spec=...)".to_string();
    let vals = keyword_call(
        v,
        "ConvDimensionNumbers",
        &["lhs_spec", "rhs_spec", "out_spec"],
    )
    .ok_or_else(msg)?;
    Ok([
        usizes(vals[0]).ok_or_else(msg)?,
        usizes(vals[1]).ok_or_else(msg)?,
        usizes(vals[2]).ok_or_else(msg)?,
    ])
}

fn precision_of(v: &Value) -> Option<Precision> {
    match &v.kind {
        ValueKind::Ident(s) => {
            let member = s.strip_prefix("Precision.").unwrap_or(s);
            Precision::ALL.into_iter().find(|p| p.member() == member)
        }
        _ => None,
    }
}

/// `None`, `(Precision.HIGHEST, Precision.HIGHEST)` or one `Precision.X` (for both operands).
pub fn precision(v: &Value) -> Result<Option<(Precision, Precision)>, String> {
    let msg = || {
        "`None` or a pair of `Precision.DEFAULT`/`HIGH`/`HIGHEST` (minihlo does not support dot algorithms)"
            .to_string()
    };
    match &v.kind {
        ValueKind::None => Ok(None),
        ValueKind::Tuple(items) | ValueKind::List(items) => match items.as_slice() {
            [a, b] => Ok(Some((
                precision_of(a).ok_or_else(msg)?,
                precision_of(b).ok_or_else(msg)?,
            ))),
            _ => Err(msg()),
        },
        _ => precision_of(v).map(|p| Some((p, p))).ok_or_else(msg),
    }
}

/// `(2, np.int64(3), ...)`.
pub fn py_ints(v: &Value) -> Result<Vec<PyInt>, String> {
    let msg = || "a tuple of ints".to_string();
    seq(v)
        .ok_or_else(msg)?
        .iter()
        .map(|x| py_int(x).ok_or_else(msg))
        .collect()
}

/// The names [`primitive`] reads.
const NAMES: [&str; 9] = [
    "gather",
    "pad",
    "rev",
    "sort",
    "top_k",
    "conv_general_dilated",
    "reduce",
    "reduce_window",
    "split",
];

/// Whether `name` is a structured primitive [`primitive`] reads.
pub(crate) fn reads(name: &str) -> bool {
    NAMES.contains(&name)
        || ["stack", "unstack", "tile"].contains(&name)
        || ScatterKind::ALL.iter().any(|k| k.name() == name)
        || CumOp::ALL.iter().any(|o| o.name() == name)
        || WindowOp::ALL.iter().any(|o| o.name() == name)
}

fn window(p: &mut Params) -> R<Window> {
    Ok(Window {
        window_dimensions: p.required("window_dimensions", dims_of)?,
        window_strides: p.required("window_strides", dims_of)?,
        padding: p.required("padding", window_padding)?,
        base_dilation: p.required("base_dilation", dims_of)?,
        window_dilation: p.required("window_dilation", dims_of)?,
    })
}

/// An empty tuple param (`update_consts=()`, `consts=()`): closed-over constants the text does
/// not carry are not supported.
fn no_consts(p: &mut Params, name: &str) -> R<()> {
    if let Some(param) = p.take(name) {
        if !matches!(&param.value.kind, ValueKind::Tuple(v) | ValueKind::List(v) if v.is_empty()) {
            return Err(p.invalid(name, &param.value, "`()`".into()));
        }
    }
    Ok(())
}

/// Reads a jaxpr-valued param into the program (`name`, whether it is required; an optional
/// one may be absent or `None`).
pub(crate) type JaxprParam<'j> = dyn FnMut(&mut Params, &str, bool) -> R<Option<JaxprId>> + 'j;

/// The structured primitive `name` (one [`reads`] accepts), its params converted.
pub(crate) fn primitive(name: &str, p: &mut Params, jaxpr: &mut JaxprParam) -> R<Primitive> {
    let mut required_jaxpr = |p: &mut Params| -> R<JaxprId> {
        jaxpr(p, "jaxpr", true)?.ok_or_else(|| p.missing("jaxpr"))
    };
    if let Some(kind) = ScatterKind::ALL.into_iter().find(|k| k.name() == name) {
        let update_jaxpr = jaxpr(p, "update_jaxpr", false)?;
        no_consts(p, "update_consts")?;
        return Ok(Primitive::Scatter(Box::new(Scatter {
            kind,
            dimension_numbers: p.required("dimension_numbers", scatter_dimension_numbers)?,
            indices_are_sorted: p.optional("indices_are_sorted", bool_of)?.unwrap_or(false),
            unique_indices: p.optional("unique_indices", bool_of)?.unwrap_or(false),
            mode: p.required("mode", mode)?,
            update_jaxpr,
        })));
    }
    if let Some(op) = CumOp::ALL.into_iter().find(|o| o.name() == name) {
        return Ok(Primitive::Cumulative(Cumulative {
            op,
            axis: p.required("axis", usize_of)?,
            reverse: p.optional("reverse", bool_of)?.unwrap_or(false),
        }));
    }
    if let Some(op) = WindowOp::ALL.into_iter().find(|o| o.name() == name) {
        return Ok(Primitive::ReduceWindow(Box::new(ReduceWindow {
            op,
            window: window(p)?,
        })));
    }
    Ok(match name {
        "gather" => Primitive::Gather(Box::new(Gather {
            dimension_numbers: p.required("dimension_numbers", gather_dimension_numbers)?,
            slice_sizes: p.required("slice_sizes", dims_of)?,
            indices_are_sorted: p.optional("indices_are_sorted", bool_of)?.unwrap_or(false),
            unique_indices: p.optional("unique_indices", bool_of)?.unwrap_or(false),
            mode: p.required("mode", mode)?,
            fill_value: p.optional("fill_value", fill_value)?.flatten(),
        })),
        "pad" => Primitive::Pad(Box::new(Pad {
            padding_config: p.required("padding_config", padding_config)?,
        })),
        "rev" => Primitive::Rev {
            dimensions: p.required("dimensions", usizes_of)?,
        },
        "sort" => Primitive::Sort(Sort {
            dimension: p.required("dimension", usize_of)?,
            is_stable: p.optional("is_stable", bool_of)?.unwrap_or(false),
            num_keys: p.required("num_keys", usize_of)?,
        }),
        "top_k" => Primitive::TopK(TopK {
            k: p.required("k", dim_of_value)?,
            axis: p.required("axis", usize_of)?,
            is_stable: p.optional("is_stable", bool_of)?.unwrap_or(false),
        }),
        "split" => Primitive::Restructure(Box::new(Restructure::Split {
            axis: p.required("axis", usize_of)?,
            sizes: p.required("sizes", py_ints)?,
        })),
        "stack" => Primitive::Restructure(Box::new(Restructure::Stack {
            axis: p.required("axis", usize_of)?,
        })),
        "unstack" => Primitive::Restructure(Box::new(Restructure::Unstack {
            axis: p.required("axis", usize_of)?,
        })),
        "tile" => Primitive::Restructure(Box::new(Restructure::Tile {
            reps: p.required("reps", py_ints)?,
        })),
        "reduce" => {
            let jaxpr = required_jaxpr(p)?;
            Primitive::ReduceJaxpr(Box::new(GenericReduce {
                computation: p.required("computation", text_of)?,
                dimensions: p.required("dimensions", usizes_of)?,
                jaxpr,
            }))
        }
        "reduce_window" => {
            let jaxpr = required_jaxpr(p)?;
            no_consts(p, "consts")?;
            Primitive::ReduceWindowJaxpr(Box::new(GenericReduceWindow {
                window: window(p)?,
                jaxpr,
            }))
        }
        _ => {
            // conv_general_dilated
            p.none_only("out_sharding", "sharded convolutions")?;
            let [lhs_spec, rhs_spec, out_spec] =
                p.required("dimension_numbers", conv_dimension_numbers)?;
            Primitive::ConvGeneralDilated(Box::new(Conv {
                window_strides: p.required("window_strides", dims_of)?,
                padding: p.required("padding", window_padding)?,
                lhs_dilation: p.required("lhs_dilation", dims_of)?,
                rhs_dilation: p.required("rhs_dilation", dims_of)?,
                lhs_spec,
                rhs_spec,
                out_spec,
                feature_group_count: p.required("feature_group_count", dim_of_value)?,
                batch_group_count: p.required("batch_group_count", dim_of_value)?,
                precision: p.optional("precision", precision)?.flatten(),
                preferred_element_type: p
                    .optional("preferred_element_type", opt(dtype_of))?
                    .flatten(),
            }))
        }
    })
}
