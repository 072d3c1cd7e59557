//! The reader of `ffi_call` (minihlo_ir::ffi_call): the attributes JAX's `mlir.ir_attribute`
//! types (NumPy scalars, Python ints, floats, bools and strings; arrays and dicts are refused),
//! the layouts, aliases and result types; every param kept as written.

use minihlo_ir::ffi_call::{FfiCallPrim, FfiValue};
use minihlo_ir::{DType, Primitive};

use super::{Read, ReadCx};
use crate::ast::{Value, ValueKind};
use crate::params::{aliases, bool_of, i64_of, result_avals, seq, R};

const NAMES: [&str; 10] = [
    "attributes",
    "custom_call_api_version",
    "has_side_effect",
    "input_layouts",
    "input_output_aliases",
    "legacy_backend_config",
    "output_layouts",
    "result_avals",
    "target_name",
    "vmap_method",
];

pub(super) fn attribute(v: &Value) -> Result<FfiValue, String> {
    const EXPECTED: &str = "a NumPy scalar, int, float, bool or string attribute";
    match &v.kind {
        ValueKind::Bool(b) => Ok(FfiValue::Bool(*b)),
        ValueKind::Int(i) => Ok(FfiValue::Int(*i, DType::I64)),
        ValueKind::Float(f) => Ok(FfiValue::Float(*f, DType::F64)),
        ValueKind::Str(s) => Ok(FfiValue::Str(s.clone())),
        ValueKind::Call { name, args } if args.len() == 1 => {
            let dtype = name
                .strip_prefix("np.")
                .and_then(DType::from_name)
                .ok_or(EXPECTED)?;
            match (&args[0].value.kind, dtype) {
                (ValueKind::Bool(b), DType::Bool) => Ok(FfiValue::Bool(*b)),
                (ValueKind::Int(i), d) if d.is_int() => Ok(FfiValue::Int(*i, d)),
                (ValueKind::Int(i), d) if d.is_float() => Ok(FfiValue::Float(*i as f64, d)),
                (ValueKind::Float(f), d) if d.is_float() => Ok(FfiValue::Float(*f, d)),
                _ => Err(EXPECTED.into()),
            }
        }
        _ => Err(EXPECTED.into()),
    }
}

fn attributes(v: &Value) -> Result<Vec<(String, FfiValue)>, String> {
    let expected = || "a tuple of (name, value) pairs".to_string();
    seq(v)
        .ok_or_else(expected)?
        .iter()
        .map(|pair| match seq(pair) {
            Some([k, v]) => match &k.kind {
                ValueKind::Str(name) => Ok((name.clone(), attribute(v)?)),
                _ => Err(expected()),
            },
            _ => Err(expected()),
        })
        .collect()
}

fn layouts(v: &Value) -> Result<Vec<Option<Vec<i64>>>, String> {
    let expected = || "a tuple of layouts (tuples of ints, or None)".to_string();
    seq(v)
        .ok_or_else(expected)?
        .iter()
        .map(|l| match &l.kind {
            ValueKind::None => Ok(None),
            _ => seq(l)
                .ok_or_else(expected)?
                .iter()
                .map(|d| i64_of(d).map_err(|_| expected()))
                .collect::<Result<Vec<_>, _>>()
                .map(Some),
        })
        .collect()
}

impl Read for FfiCallPrim {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let mut written = Vec::new();
        for name in NAMES {
            if let Some(p) = cx.p.eqn.params.iter().find(|p| p.name.text == name) {
                written.push((name, cx.p.text(p.value.span).to_string()));
            }
        }
        let p = &mut cx.p;
        let pairs = p.required("input_output_aliases", aliases)?;
        let aliases = pairs
            .iter()
            .map(|&(i, o)| {
                (
                    usize::try_from(i).unwrap_or(usize::MAX),
                    usize::try_from(o).unwrap_or(usize::MAX),
                )
            })
            .collect();
        let legacy = p.take_required("legacy_backend_config")?;
        if legacy.value.kind != ValueKind::None {
            let expected = "None (a legacy backend_config string is not supported)".into();
            return Err(p.invalid("legacy_backend_config", &legacy.value, expected));
        }
        p.take("vmap_method");
        Ok(Primitive::FfiCall(Box::new(FfiCallPrim {
            target_name: p.required("target_name", crate::params::text_of)?,
            attributes: p.required("attributes", attributes)?,
            custom_call_api_version: p.required("custom_call_api_version", i64_of)?,
            has_side_effect: p.required("has_side_effect", bool_of)?,
            input_layouts: p.required("input_layouts", layouts)?,
            output_layouts: p.required("output_layouts", layouts)?,
            input_output_aliases: aliases,
            result_avals: p.required("result_avals", result_avals)?,
            written,
        })))
    }
}
