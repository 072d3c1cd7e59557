//! Conformance with JAX 0.12: the 16 programs of `shared/conformance`, built with the IR's
//! Builder and lowered in JAX's form, against JAX's own modules (copied, with their generic-form
//! twins, into `tests/data/conformance/`; `gen_generic.py` there regenerates them and checks the
//! pretty ones equal the shared references byte for byte).
//!
//! Both texts are parsed with MLIR (unregistered dialects allowed) and compared op by op: names,
//! operand and result types, and attributes, with the defaults JAX's printer elides filled in
//! (api_version 1, has_side_effect false, output_operand_aliases [], called_computations []).

use std::collections::BTreeMap;

use melior::ir::operation::{OperationLike, OperationRef, WalkOrder, WalkResult};
use melior::ir::ValueLike;
use minihlo_ir::samples::{conformance, CONFORMANCE};
use minihlo_stablehlo::{check_custom_call_op, lower, FfiForm, LowerOptions, MlirContext};

fn data(file: &str) -> String {
    let path = format!(
        "{}/tests/data/conformance/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Attribute names looked up explicitly: parsed `<{...}>` properties of unregistered ops are not
/// listed by `attributes()`, but `attribute(name)` finds them.
const KNOWN: &[&str] = &[
    "api_version",
    "backend_config",
    "call_target_name",
    "called_computations",
    "has_side_effect",
    "operand_layouts",
    "output_operand_aliases",
    "result_layouts",
    "mhlo.backend_config",
    "value",
    "broadcast_dimensions",
    "sym_name",
    "sym_visibility",
    "function_type",
    "res_attrs",
    "arg_attrs",
    "mhlo.num_partitions",
    "mhlo.num_replicas",
    "comparison_direction",
    "compare_type",
    "slice_sizes",
    "dimensions",
    "permutation",
    "start_indices",
    "limit_indices",
    "strides",
    "iota_dimension",
    "dimension",
    "dot_dimension_numbers",
    "precision_config",
    "callee",
];

#[derive(Debug, PartialEq)]
pub struct OpDesc {
    name: String,
    operands: Vec<String>,
    results: Vec<String>,
    attributes: BTreeMap<String, String>,
}

fn describe(op: &OperationRef) -> OpDesc {
    let name = op
        .name()
        .as_string_ref()
        .as_str()
        .unwrap_or("?")
        .to_string();
    let mut attributes: BTreeMap<String, String> = op
        .attributes()
        .map(|(k, v)| {
            (
                k.as_string_ref().as_str().unwrap_or("?").to_string(),
                v.to_string(),
            )
        })
        .collect();
    for k in KNOWN {
        if let Ok(v) = op.attribute(k) {
            attributes.insert(k.to_string(), v.to_string());
        }
    }
    if name == "stablehlo.custom_call" {
        for (k, v) in [
            ("api_version", "1 : i32"),
            ("has_side_effect", "false"),
            ("output_operand_aliases", "[]"),
            ("called_computations", "[]"),
        ] {
            attributes.entry(k.into()).or_insert_with(|| v.into());
        }
    }
    // JAX writes `arg_attrs = [{}, ...]` (and, on private functions, `res_attrs = [{}, ...]`)
    // where no argument or result has attributes; MLIR prints the same function either way.
    for key in ["arg_attrs", "res_attrs"] {
        if attributes.get(key).is_some_and(|a| {
            a.trim_start_matches('[')
                .trim_end_matches(']')
                .split(", ")
                .all(|d| d == "{}" || d.is_empty())
        }) {
            attributes.remove(key);
        }
    }
    OpDesc {
        name,
        operands: op.operands().map(|v| v.r#type().to_string()).collect(),
        results: op.results().map(|v| v.r#type().to_string()).collect(),
        attributes,
    }
}

/// Every op of a module, and the custom_call rule check of each custom_call with a table of
/// `host_callbacks` entries (no panics inside the walk: it runs under an FFI callback).
pub fn describe_module(mlir: &MlirContext, text: &str, host_callbacks: usize) -> Vec<OpDesc> {
    let module = mlir.parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut out = Vec::new();
    let mut checks = Vec::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        out.push(describe(&op));
        if out
            .last()
            .is_some_and(|d| d.name == "stablehlo.custom_call")
        {
            // JAX's own custom_calls meet every rule minihlo checks.
            checks.push(check_custom_call_op(&op, Some(host_callbacks)));
        }
        WalkResult::Advance
    });
    for check in checks {
        check.unwrap_or_else(|e| panic!("{e}\n{text}"));
    }
    out
}

/// One program on one platform: minihlo (JAX form) against JAX's module.
fn check_conformance(name: &str, platform: &str) {
    let jaxpr = match conformance(name) {
        Some(Ok(j)) => j,
        other => panic!("{name}: {other:?}"),
    };
    let opts = LowerOptions {
        module_name: name.into(),
        platforms: vec![platform.into()],
        ffi_form: FfiForm::Jax,
        ..LowerOptions::default()
    };
    let ours = lower(&jaxpr, &opts).unwrap_or_else(|e| panic!("{name} {platform}: {e}"));
    let mlir = MlirContext::new();
    let table = ours.callbacks.len();
    let theirs = describe_module(
        &mlir,
        &data(&format!("{name}_{platform}.generic.mlir")),
        table,
    );
    let mine = describe_module(&mlir, &ours.text, table);
    assert_eq!(
        mine.len(),
        theirs.len(),
        "{name} {platform}: op count\n{}",
        ours.text
    );
    for (m, t) in mine.iter().zip(&theirs) {
        assert_eq!(m, t, "{name} {platform}\n{}", ours.text);
    }
}

#[test]
fn matches_jax() {
    for name in &CONFORMANCE[..13] {
        for platform in ["cpu", "cuda", "rocm"] {
            check_conformance(name, platform);
        }
    }
}

/// The three programs JAX refuses to trace: the Builder refuses them with JAX's messages.
#[test]
fn error_programs_match_jax() {
    for name in &CONFORMANCE[13..] {
        let err = match conformance(name) {
            Some(Err(e)) => e,
            other => panic!("{name}: expected a build error, got {other:?}"),
        };
        assert_eq!(
            err.to_string(),
            data(&format!("{name}.expected_error")).trim_end(),
            "{name}"
        );
    }
}

/// Host-callback counts as JAX's lowering registers them.
#[test]
fn callback_tables() {
    for (name, count) in [
        ("single_f32", 1),
        ("pure_unused_result", 0),
        ("same_callback_twice", 1),
        ("two_callbacks", 2),
        ("zero_outputs_side_effect", 1),
    ] {
        let jaxpr = match conformance(name) {
            Some(Ok(j)) => j,
            other => panic!("{name}: {other:?}"),
        };
        let lowered = lower(&jaxpr, &LowerOptions::default()).expect("lower");
        assert_eq!(lowered.callbacks.len(), count, "{name}");
        for (i, cb) in lowered.callbacks.iter().enumerate() {
            assert_eq!(cb.index, i as u64);
        }
    }
}
