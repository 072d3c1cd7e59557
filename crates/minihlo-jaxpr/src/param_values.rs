//! The param values of the structured primitives (gather, scatter, pad, convolutions, ...) as
//! JAX 0.12 prints them: `GatherDimensionNumbers(offset_dims=(1,), ...)`,
//! `GatherScatterMode.CLIP`, `fill_value=nan`, `padding_config=((np.int64(1), np.int64(1), 0),
//! ...)`. Each converter returns what it expected on a mismatch, for the caller's located
//! message.

use minihlo_ir::convolution::Precision;
use minihlo_ir::indexing::{GatherDimensionNumbers, GatherScatterMode, ScatterDimensionNumbers};
use minihlo_ir::structural::PyInt;
use minihlo_ir::{DType, Scalar};

use crate::ast::{Value, ValueKind};
use crate::params::seq;

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
            member.parse().ok()
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
