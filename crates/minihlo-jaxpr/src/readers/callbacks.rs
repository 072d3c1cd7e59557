//! Readers of `buffer_callback` and the Python-callback family (`pure_callback`,
//! `io_callback`, `debug_callback`, `debug_print`).

use minihlo_ir::{BufferCallback, Primitive, PrintParams, PyCallback, PyCallbackKind};

use super::{Read, ReadCx};
use crate::ast::{Value, ValueKind};
use crate::callback_repr::{callback_address, callback_name};
use crate::params::{aliases, bool_of, name_of, opt, result_avals, Params, R};

impl Read for BufferCallback {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let n_inputs = cx.n_inputs();
        let p = &mut cx.p;
        let callback = p.take_required("callback")?;
        let address = callback_address(&callback.value);
        let callback = callback_name(&callback.value)
            .map_err(|e| p.invalid("callback", &callback.value, e))?;
        let result_avals = p.required("result_avals", result_avals)?;
        let n_out = result_avals.len();
        let mut cb = BufferCallback::new(callback, result_avals);
        cb.address = address;
        cb.has_side_effect = p.optional("has_side_effect", bool_of)?.unwrap_or(false);
        cb.command_buffer_compatible = p
            .optional("command_buffer_compatible", bool_of)?
            .unwrap_or(false);
        cb.input_output_aliases = p
            .optional("input_output_aliases", aliases)?
            .unwrap_or_default();
        cb.vmap_method = p.optional("vmap_method", opt(name_of))?.flatten();
        // The trees are kept as written, unless they are the flat default the printer makes anyway.
        cb.in_tree = p
            .optional_raw("in_tree")
            .filter(|t| *t != BufferCallback::default_in_tree(n_inputs));
        cb.out_tree = p
            .optional_raw("out_tree")
            .filter(|t| *t != BufferCallback::default_out_tree(n_out));
        Ok(Primitive::BufferCallback(Box::new(cb)))
    }
}

impl Read for PyCallback {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let kind: PyCallbackKind = cx.kind()?;
        let n_inputs = cx.n_inputs();
        let p = &mut cx.p;
        let default_tree = PyCallback::default_in_tree(n_inputs);
        let cb = match kind {
            PyCallbackKind::Pure | PyCallbackKind::Io => {
                let param = p.take_required("callback")?;
                let callback = callback_name(&param.value)
                    .map_err(|e| p.invalid("callback", &param.value, e))?;
                let in_tree = flat_callback_tree(p, &param.value);
                let results = p.required("result_avals", result_avals)?;
                let sharding = single_device_sharding(p)?;
                let mut cb = if kind == PyCallbackKind::Pure {
                    let mut cb = PyCallback::pure(callback, results);
                    cb.vmap_method = p.optional("vmap_method", opt(name_of))?.flatten();
                    cb
                } else {
                    let ordered = p.optional("ordered", bool_of)?.unwrap_or(false);
                    PyCallback::io(callback, results, ordered)
                };
                cb.in_tree = in_tree.filter(|t| *t != default_tree);
                cb.sharding = sharding;
                cb
            }
            PyCallbackKind::Debug => {
                let callback = p.required("callback", callback_name)?;
                let ordered = p.required("effect", effect_of)?;
                let mut cb = PyCallback::debug(ordered);
                cb.callback = callback;
                cb.partitioned = p.optional("partitioned", bool_of)?.unwrap_or(false);
                cb
            }
            PyCallbackKind::Print => {
                let fmt = p.required("fmt", fmt_of)?;
                let ordered = p.optional("ordered", bool_of)?.unwrap_or(false);
                let mut cb = PyCallback::print(fmt, ordered);
                cb.partitioned = p.optional("partitioned", bool_of)?.unwrap_or(false);
                let mut print = cb.print.take().unwrap_or_else(|| PrintParams::new(""));
                if let Some(h) = p.optional("has_placeholders", bool_of)? {
                    print.has_placeholders = h;
                }
                if let Some(s) = p.optional_raw("static_args") {
                    print.static_args = s;
                }
                if let Some(s) = p.optional_raw("np_printoptions") {
                    print.np_printoptions = s;
                }
                if let Some(s) = p.optional_raw("logging_record") {
                    print.logging_record = s;
                }
                cb.print = Some(print);
                cb.in_tree = p.optional_raw("in_tree").filter(|t| *t != default_tree);
                cb
            }
        };
        Ok(Primitive::PyCallback(Box::new(cb)))
    }
}

/// `sharding=None` or `sharding=SingleDeviceSharding(...)` (kept as written: on one device the
/// callback runs on device 0 either way); any other sharding is refused.
fn single_device_sharding(p: &mut Params) -> R<Option<String>> {
    let Some(param) = p.take("sharding") else {
        return Ok(None);
    };
    match &param.value.kind {
        ValueKind::None => Ok(None),
        ValueKind::Call { name, .. } if name == "SingleDeviceSharding" => {
            Ok(Some(p.text(param.value.span).to_string()))
        }
        _ => Err(p.invalid(
            "sharding",
            &param.value,
            "`None` or a `SingleDeviceSharding(...)` (minihlo lowers single-device modules)".into(),
        )),
    }
}

/// `_FlatCallback(callback_func=..., in_tree=PyTreeDef(...))`: the `in_tree` as written.
fn flat_callback_tree(p: &Params, v: &Value) -> Option<String> {
    match &v.kind {
        ValueKind::Call { args, .. } => args
            .iter()
            .find(|a| a.keyword.as_ref().is_some_and(|k| k.text == "in_tree"))
            .map(|a| p.text(a.value.span).to_string()),
        _ => None,
    }
}

/// `effect=Debug` or `effect=OrderedDebug`: whether ordered.
fn effect_of(v: &Value) -> Result<bool, String> {
    match &v.kind {
        ValueKind::Ident(s) if s == "Debug" => Ok(false),
        ValueKind::Ident(s) if s == "OrderedDebug" => Ok(true),
        _ => Err("`Debug` or `OrderedDebug`".into()),
    }
}

/// The raw format string (the lexer reads `fmt=` to the next param).
fn fmt_of(v: &Value) -> Result<String, String> {
    match &v.kind {
        ValueKind::Str(s) => Ok(s.clone()),
        _ => Err("a format string".into()),
    }
}
