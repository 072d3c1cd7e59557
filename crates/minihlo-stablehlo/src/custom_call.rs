//! `stablehlo.custom_call`: a plain description, the StableHLO rules it must meet (numbered as in
//! `shared/design/stablehlo-rules.md`), and its construction through the C API.

use melior::ir::attribute::AttributeLike;
use melior::ir::attribute::{
    ArrayAttribute, BoolAttribute, DenseElementsAttribute, DictionaryAttribute, IntegerAttribute,
    StringAttribute,
};
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::r#type::{IntegerType, RankedTensorType, ShapedTypeLike, TypeLike};
use melior::ir::{Attribute, Identifier, Location, Operation, Type, Value, ValueLike};
use melior::Context;
use minihlo_ir::Aval;
use mlir_sys::{
    mlirAttributeIsAOpaque, mlirDenseElementsAttrGetIndexValue, mlirOpaqueAttrGetData,
    mlirOpaqueAttrGetDialectNamespace, MlirStringRef,
};
use serde::{Deserialize, Serialize};

use crate::attrs::{
    array_attr, bool_attr, dict_attr, i32_attr, output_operand_alias_attr, row_major_layout,
    string_attr, ui64_attr,
};
pub use crate::error::CustomCallError;
use crate::error::LowerError;
use crate::op::stablehlo;
use crate::types::{tensor_type, tensor_types};

/// How the host-callback index reaches the FFI handler.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FfiForm {
    /// JAX's own output: `api_version = 1 : i32`, `backend_config = ""` and the real config as the
    /// discardable `mhlo.backend_config = {index = K : ui64}`.
    Jax,
    /// The standard typed-FFI form: `api_version = 4 : i32`, `backend_config = {index = K : ui64}`.
    #[default]
    Typed,
}

impl FfiForm {
    pub fn api_version(self) -> i32 {
        match self {
            FfiForm::Jax => 1,
            FfiForm::Typed => 4,
        }
    }
}

/// Everything a host-callback `stablehlo.custom_call` is made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CustomCall {
    pub call_target_name: String,
    pub operands: Vec<Aval>,
    pub results: Vec<Aval>,
    pub has_side_effect: bool,
    /// `(input index, output index)` pairs.
    pub aliases: Vec<(i64, i64)>,
    /// The host-callback index passed as `index : ui64`.
    pub callback_index: u64,
    pub form: FfiForm,
}

/// Checks a description against the custom_call rules 1–13 before anything is built.
///
/// `host_callbacks` is the size of the host-callback table, when known (rule 13). Rules 2–7 hold by
/// construction for a description (the form fixes api_version and backend_config, the index is
/// built `ui64`, layouts are derived from the ranks); [`check_custom_call_op`] checks them on an
/// operation.
pub fn check_custom_call(
    call: &CustomCall,
    host_callbacks: Option<usize>,
) -> Result<(), CustomCallError> {
    let target = &call.call_target_name;
    if target.is_empty() {
        return Err(CustomCallError::MissingTarget);
    }
    let t = || target.clone();
    if !call.aliases.is_empty() && call.results.is_empty() {
        return Err(CustomCallError::AliasesWithoutResults { target: t() });
    }
    let mut aliases = call.aliases.clone();
    aliases.sort();
    // Sets, not scans of the earlier aliases: a call may have tens of thousands of operands.
    let mut seen_inputs = std::collections::HashSet::new();
    let mut seen_outputs = std::collections::HashSet::new();
    for &(input, output) in &aliases {
        negative_alias(
            target,
            (input, output),
            call.operands.len(),
            call.results.len(),
        )?;
        // One result: the alias names no output (`output_tuple_indices = []`), so JAX's raw
        // output index, negative or not, means the only one.
        let output = if call.results.len() == 1 && output < 0 {
            0
        } else {
            output
        };
        check_alias(
            target,
            (input, output),
            &call.operands,
            &call.results,
            &mut seen_inputs,
        )?;
        if !seen_outputs.insert(output) {
            return Err(CustomCallError::AliasDuplicate {
                target: t(),
                what: "result",
                index: output,
            });
        }
    }
    if call.results.is_empty() && !call.has_side_effect {
        return Err(CustomCallError::PureWithoutResults { target: t() });
    }
    if let Some(n) = host_callbacks {
        if call.callback_index >= n as u64 {
            return Err(CustomCallError::IndexOutOfTable {
                target: t(),
                index: call.callback_index,
                host_callbacks: n,
            });
        }
    }
    Ok(())
}

/// The values given to a custom_call have the types its description says (`avals`).
pub(crate) fn check_operand_values(
    context: &Context,
    target: &str,
    operands: &[Value<'_, '_>],
    avals: &[Aval],
) -> Result<(), LowerError> {
    if operands.len() != avals.len() {
        return Err(CustomCallError::OperandCount {
            target: target.to_string(),
            expected: avals.len(),
            found: operands.len(),
        }
        .into());
    }
    for (index, (value, aval)) in operands.iter().zip(avals).enumerate() {
        let expected = tensor_type(context, aval)?;
        if value.r#type() != expected {
            return Err(CustomCallError::OperandType {
                target: target.to_string(),
                index,
                expected: expected.to_string(),
                found: value.r#type().to_string(),
            }
            .into());
        }
    }
    Ok(())
}

/// Builds the `stablehlo.custom_call` (an operation of the unregistered `stablehlo` dialect) after
/// checking the description; `operands` must have the described types.
pub fn build_custom_call<'c>(
    context: &'c Context,
    call: &CustomCall,
    operands: &[Value<'c, '_>],
    host_callbacks: Option<usize>,
    location: Location<'c>,
) -> Result<Operation<'c>, LowerError> {
    check_custom_call(call, host_callbacks)?;
    let target = &call.call_target_name;
    check_operand_values(context, target, operands, &call.operands)?;
    let result_types = tensor_types(context, &call.results)?;

    let index_config = dict_attr(
        context,
        &[("index", ui64_attr(context, call.callback_index))],
    );
    let backend_config = match call.form {
        FfiForm::Jax => string_attr(context, ""),
        FfiForm::Typed => index_config,
    };
    let layouts = |avals: &[Aval]| -> Attribute<'c> {
        let l: Vec<Attribute<'c>> = avals
            .iter()
            .map(|a| row_major_layout(context, a.rank()))
            .collect();
        array_attr(context, &l)
    };
    let mut aliases = call.aliases.clone();
    aliases.sort();
    let alias_attrs: Vec<Attribute<'c>> = aliases
        .iter()
        .map(|&(input, output)| {
            let tuple: &[i64] = if call.results.len() == 1 {
                &[]
            } else {
                &[output]
            };
            output_operand_alias_attr(context, tuple, input, &[])
        })
        .collect();

    let mut attributes = vec![
        ("api_version", i32_attr(context, call.form.api_version())),
        ("backend_config", backend_config),
        ("call_target_name", string_attr(context, target)),
        ("called_computations", array_attr(context, &[])),
        ("has_side_effect", bool_attr(context, call.has_side_effect)),
        ("operand_layouts", layouts(&call.operands)),
        ("output_operand_aliases", array_attr(context, &alias_attrs)),
        ("result_layouts", layouts(&call.results)),
    ];
    if call.form == FfiForm::Jax {
        attributes.push(("mhlo.backend_config", index_config));
    }
    let attributes: Vec<(Identifier<'c>, Attribute<'c>)> = attributes
        .into_iter()
        .map(|(n, a)| (Identifier::new(context, n), a))
        .collect();

    let op = OperationBuilder::new(stablehlo::CUSTOM_CALL, location)
        .add_operands(operands)
        .add_results(&result_types)
        .add_attributes(&attributes)
        .build()
        .map_err(|e| LowerError::Mlir {
            stage: "building stablehlo.custom_call".into(),
            diagnostics: vec![e.to_string()],
        })?;
    check_custom_call_op(&op, host_callbacks)?;
    Ok(op)
}

fn string_ref_str(s: MlirStringRef) -> String {
    if s.data.is_null() {
        return String::new();
    }
    // SAFETY: MLIR hands out a pointer and length into storage the context owns.
    let bytes = unsafe { std::slice::from_raw_parts(s.data.cast::<u8>(), s.length) };
    String::from_utf8_lossy(bytes).into_owned()
}

/// The parts of a `#stablehlo.output_operand_alias<...>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputOperandAlias {
    pub output_tuple_indices: Vec<i64>,
    pub operand_index: i64,
    pub operand_tuple_indices: Vec<i64>,
}

/// Reads an opaque `#stablehlo.output_operand_alias<...>` back; `None` when it is not one or when
/// a key is missing or out of order (rule 7).
pub fn read_output_operand_alias(attr: Attribute) -> Option<OutputOperandAlias> {
    // SAFETY: plain queries on a valid attribute.
    let (is_opaque, namespace, data) = unsafe {
        let raw = attr.to_raw();
        if !mlirAttributeIsAOpaque(raw) {
            return None;
        }
        (
            true,
            string_ref_str(mlirOpaqueAttrGetDialectNamespace(raw)),
            string_ref_str(mlirOpaqueAttrGetData(raw)),
        )
    };
    if !is_opaque || namespace != "stablehlo" {
        return None;
    }
    let body = data
        .strip_prefix("output_operand_alias<")?
        .strip_suffix('>')?;
    let mut rest = body.trim();
    let mut take = |key: &str| -> Option<String> {
        let after = rest.strip_prefix(key)?.trim_start().strip_prefix('=')?;
        let after = after.trim_start();
        let (value, tail) = if after.starts_with('[') {
            let end = after.find(']')? + 1;
            (&after[..end], &after[end..])
        } else {
            let end = after.find(',').unwrap_or(after.len());
            (&after[..end], &after[end..])
        };
        rest = tail
            .trim_start()
            .strip_prefix(',')
            .unwrap_or(tail)
            .trim_start();
        Some(value.trim().to_string())
    };
    let list = |s: &str| -> Option<Vec<i64>> {
        let inner = s.strip_prefix('[')?.strip_suffix(']')?.trim();
        if inner.is_empty() {
            return Some(Vec::new());
        }
        inner.split(',').map(|x| x.trim().parse().ok()).collect()
    };
    let output_tuple_indices = list(&take("output_tuple_indices")?)?;
    let operand_index = take("operand_index")?.parse().ok()?;
    let operand_tuple_indices = list(&take("operand_tuple_indices")?)?;
    if !rest.is_empty() {
        return None;
    }
    Some(OutputOperandAlias {
        output_tuple_indices,
        operand_index,
        operand_tuple_indices,
    })
}

fn array_elements<'c>(attr: Attribute<'c>) -> Option<Vec<Attribute<'c>>> {
    let array = ArrayAttribute::try_from(attr).ok()?;
    (0..array.len()).map(|i| array.element(i).ok()).collect()
}

/// Reads `dense<[...]> : tensor<Nxindex>`.
fn read_layout(attr: Attribute) -> Option<Vec<u64>> {
    let dense = DenseElementsAttribute::try_from(attr).ok()?;
    let ty = RankedTensorType::try_from(attr.r#type()).ok()?;
    if ty.rank() != 1 || !ty.element().is_index() {
        return None;
    }
    // SAFETY: index-typed dense elements, positions below len.
    Some(
        (0..dense.len())
            .map(|i| unsafe { mlirDenseElementsAttrGetIndexValue(attr.to_raw(), i as isize) })
            .collect(),
    )
}

fn check_layouts(
    target: &str,
    attr: Attribute,
    kind: &str,
    types: &[Type],
) -> Result<(), CustomCallError> {
    let err = |problem: String| CustomCallError::Layouts {
        target: target.to_string(),
        problem,
    };
    let entries = array_elements(attr).ok_or_else(|| err(format!("{kind} must be an array")))?;
    if entries.len() != types.len() {
        return Err(err(format!(
            "{kind} has {} entries for {} value(s)",
            entries.len(),
            types.len()
        )));
    }
    for (i, (entry, ty)) in entries.iter().zip(types).enumerate() {
        let rank = RankedTensorType::try_from(*ty)
            .map(|t| t.rank())
            .map_err(|_| {
                err(format!(
                    "{kind}[{i}] belongs to a value that is not a ranked tensor"
                ))
            })?;
        let layout = read_layout(*entry).ok_or_else(|| {
            err(format!(
                "{kind}[{i}] must be dense<[...]> : tensor<Nxindex>, found {entry}"
            ))
        })?;
        let mut sorted = layout.clone();
        sorted.sort();
        if sorted != (0..rank as u64).collect::<Vec<_>>() {
            return Err(err(format!(
                "{kind}[{i}] = {entry} is not a permutation of [0, {rank})"
            )));
        }
    }
    Ok(())
}

/// Checks a built (or parsed) `stablehlo.custom_call` against rules 1–13, reading its attributes.
/// Absent `api_version` means 1, absent `has_side_effect` false, absent aliases none.
pub fn check_custom_call_op<'c: 'a, 'a>(
    op: &impl OperationLike<'c, 'a>,
    host_callbacks: Option<usize>,
) -> Result<(), CustomCallError> {
    let target = op
        .attribute("call_target_name")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string())
        .filter(|s| !s.is_empty())
        .ok_or(CustomCallError::MissingTarget)?;
    let t = || target.clone();

    // Rule 2.
    let api_version = match op.attribute("api_version") {
        Err(_) => 1,
        Ok(a) => {
            let bad = || CustomCallError::ApiVersion {
                target: t(),
                found: a.to_string(),
            };
            let int = IntegerAttribute::try_from(a).map_err(|_| bad())?;
            let signless_i32 = IntegerType::try_from(a.r#type())
                .map(|t| t.width() == 32 && t.is_signless())
                .unwrap_or(false);
            if !signless_i32 || !(0..=4).contains(&int.value()) {
                return Err(bad());
            }
            int.value()
        }
    };
    // Rule 3.
    let has_side_effect = match op.attribute("has_side_effect") {
        Err(_) => false,
        Ok(a) => BoolAttribute::try_from(a)
            .map_err(|_| CustomCallError::HasSideEffect {
                target: t(),
                found: a.to_string(),
            })?
            .value(),
    };
    // Rules 4 and 5.
    let backend_config = op.attribute("backend_config").ok();
    let config_dict = if api_version == 4 {
        let found = backend_config.map_or("nothing".to_string(), |a| a.to_string());
        let dict = backend_config
            .and_then(|a| DictionaryAttribute::try_from(a).ok())
            .ok_or(CustomCallError::BackendConfig {
                target: t(),
                api_version,
                expected: "a dictionary",
                found,
            })?;
        Some(dict)
    } else {
        if let Some(a) = backend_config {
            if !a.is_string() {
                return Err(CustomCallError::BackendConfig {
                    target: t(),
                    api_version,
                    expected: "a string",
                    found: a.to_string(),
                });
            }
        }
        op.attribute("mhlo.backend_config")
            .ok()
            .and_then(|a| DictionaryAttribute::try_from(a).ok())
    };
    let mut index = None;
    if let Some(a) = config_dict.and_then(|d| d.element_by_name("index")) {
        let int = IntegerAttribute::try_from(a)
            .ok()
            .filter(|_| {
                IntegerType::try_from(a.r#type())
                    .map(|t| t.width() == 64 && t.is_unsigned())
                    .unwrap_or(false)
            })
            .ok_or(CustomCallError::IndexType {
                target: t(),
                found: a.to_string(),
            })?;
        index = Some(int.unsigned_value());
    }

    // Rule 6.
    let operand_types: Vec<Type> = op.operands().map(|v| v.r#type()).collect();
    let result_types: Vec<Type> = op.results().map(|v| v.r#type()).collect();
    match (
        op.attribute("operand_layouts").ok(),
        op.attribute("result_layouts").ok(),
    ) {
        (None, None) => {}
        (Some(o), Some(r)) => {
            check_layouts(&target, o, "operand_layouts", &operand_types)?;
            check_layouts(&target, r, "result_layouts", &result_types)?;
        }
        _ => {
            return Err(CustomCallError::Layouts {
                target: t(),
                problem: "operand_layouts and result_layouts must be both present or both absent"
                    .into(),
            })
        }
    }

    // Rules 7 to 11.
    let aliases = match op.attribute("output_operand_aliases") {
        Err(_) => Vec::new(),
        Ok(a) => array_elements(a).ok_or(CustomCallError::AliasMalformed {
            target: t(),
            found: a.to_string(),
        })?,
    };
    if !aliases.is_empty() && result_types.is_empty() {
        return Err(CustomCallError::AliasesWithoutResults { target: t() });
    }
    let mut seen_operands = std::collections::HashSet::new();
    for a in aliases {
        let alias = read_output_operand_alias(a).ok_or(CustomCallError::AliasMalformed {
            target: t(),
            found: a.to_string(),
        })?;
        let input = alias.operand_index;
        let expected_tuple = if result_types.len() == 1 {
            "[]"
        } else {
            "[i] with i a result index"
        };
        let output = match (result_types.len(), alias.output_tuple_indices.as_slice()) {
            (1, []) => 0,
            (n, &[o]) if n > 1 => o,
            _ => {
                return Err(CustomCallError::AliasTupleIndices {
                    target: t(),
                    results: result_types.len(),
                    expected: expected_tuple.into(),
                    found: format!("{:?}", alias.output_tuple_indices),
                })
            }
        };
        check_alias(
            &target,
            (input, output),
            &operand_types,
            &result_types,
            &mut seen_operands,
        )?;
    }
    // Rule 12.
    if result_types.is_empty() && !has_side_effect {
        return Err(CustomCallError::PureWithoutResults { target: t() });
    }
    // Rule 13.
    if let (Some(n), Some(index)) = (host_callbacks, index) {
        if index >= n as u64 {
            return Err(CustomCallError::IndexOutOfTable {
                target: t(),
                index,
                host_callbacks: n,
            });
        }
    }
    Ok(())
}

/// An alias with a negative index, which JAX's trace-time checks let through (they index as
/// Python does) and hand to the lowering raw: a negative operand index, or a negative output
/// index with several results, is refused by the StableHLO verifier, in its words (rules 8 and
/// 9); with one result the output index is not used.
fn negative_alias(
    target: &str,
    (input, output): (i64, i64),
    operands: usize,
    results: usize,
) -> Result<(), CustomCallError> {
    let err = |verifier: String, explanation: String| CustomCallError::AliasVerifier {
        target: target.to_string(),
        verifier,
        explanation,
    };
    if input < 0 {
        return Err(err(
            format!("expects operandIndex in the output_operand_alias attribute to be in range [0, {operands}); got: {input}."),
            format!("(input_output_aliases maps input {input} to output {output}: JAX's checks accept a negative input index, as Python indexing does, and hand it to StableHLO unchanged, which refuses it; use the input's non-negative index)"),
        ));
    }
    if output < 0 && results > 1 {
        return Err(err(
            "output_tuple_indices in the output_operand_alias attribute out of bounds".to_string(),
            format!("(input_output_aliases maps input {input} to output {output}: JAX's checks accept a negative output index, as Python indexing does, and hand it to StableHLO unchanged, which refuses it when there are several results; use the output's non-negative index)"),
        ));
    }
    Ok(())
}

/// Rules 8 and 10 for one alias `(input, output)` over the call's operand and result types (avals
/// for a description, MLIR types for an operation), and that no operand is aliased twice.
fn check_alias<T: PartialEq + std::fmt::Display>(
    target: &str,
    (input, output): (i64, i64),
    operands: &[T],
    results: &[T],
    seen_operands: &mut std::collections::HashSet<i64>,
) -> Result<(), CustomCallError> {
    let t = || target.to_string();
    let operand = usize::try_from(input)
        .ok()
        .and_then(|i| operands.get(i))
        .ok_or(CustomCallError::AliasOperandOutOfRange {
            target: t(),
            input,
            output,
            operands: operands.len(),
        })?;
    let result = usize::try_from(output)
        .ok()
        .and_then(|o| results.get(o))
        .ok_or(CustomCallError::AliasOutputOutOfRange {
            target: t(),
            input,
            output,
            results: results.len(),
        })?;
    if operand != result {
        return Err(CustomCallError::AliasTypeMismatch {
            target: t(),
            input,
            output,
            operand: operand.to_string(),
            result: result.to_string(),
        });
    }
    if !seen_operands.insert(input) {
        return Err(CustomCallError::AliasDuplicate {
            target: t(),
            what: "operand",
            index: input,
        });
    }
    Ok(())
}
