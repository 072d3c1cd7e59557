//! custom_call: construction (snapshotted), the description rules, and the op-level rules.

use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{Location, RegionLike};
use minihlo_ir::{Aval, DType};
use minihlo_stablehlo::types::tensor_types;
use minihlo_stablehlo::{
    build_custom_call, build_module, check_custom_call, check_custom_call_op, CustomCall, FfiForm,
    MlirContext,
};

use crate::common::{emit_and_round_trip, snapshot};

fn f32s(dims: &[u64]) -> Aval {
    Aval::new(DType::F32, dims)
}

fn call(operands: Vec<Aval>, results: Vec<Aval>) -> CustomCall {
    CustomCall {
        call_target_name: "xla_buffer_python_cpu_callback".into(),
        operands,
        results,
        has_side_effect: false,
        aliases: vec![],
        callback_index: 0,
        form: FfiForm::Typed,
    }
}

/// Builds `@main(operands) -> results` around one custom_call, verifies, round-trips, snapshots.
fn check_build(name: &str, call: &CustomCall, host_callbacks: Option<usize>) {
    let mlir = MlirContext::new();
    let context = mlir.context();
    let args = tensor_types(context, &call.operands).expect("types");
    let results = tensor_types(context, &call.results).expect("types");
    let module = build_module(&mlir, name, &args, &results, |block| {
        let operands: Vec<_> = (0..block.argument_count())
            .map(|i| block.argument(i).expect("arg").into())
            .collect();
        let op = build_custom_call(
            context,
            call,
            &operands,
            host_callbacks,
            Location::unknown(context),
        )?;
        let op = block.append_operation(op);
        Ok(op.results().map(Into::into).collect())
    })
    .unwrap_or_else(|e| panic!("{name}: {e}"));
    let text = emit_and_round_trip(&mlir, &module);
    // The op-level checker accepts what the builder made.
    let parsed = mlir.parse(&text).expect("parse");
    for_each_custom_call(&parsed, |op| {
        check_custom_call_op(&op, host_callbacks).expect("op-level rules")
    });
    snapshot(&format!("custom_call_{name}"), &text);
}

fn for_each_custom_call(module: &melior::ir::Module, mut f: impl FnMut(melior::ir::OperationRef)) {
    let main = module.body().first_operation().expect("main");
    let region = main.region(0).expect("region");
    let block = region.first_block().expect("block");
    let mut op = block.first_operation();
    while let Some(o) = op {
        if o.name().as_string_ref().as_str() == Ok("stablehlo.custom_call") {
            f(o);
        }
        op = o.next_in_block();
    }
}

#[test]
fn builds() {
    let base = call(vec![f32s(&[4])], vec![f32s(&[4])]);
    check_build("typed_single_f32", &base, Some(1));
    check_build(
        "jax_single_f32",
        &CustomCall {
            form: FfiForm::Jax,
            ..base.clone()
        },
        None,
    );
    check_build(
        "alias_1_0_two_results",
        &CustomCall {
            operands: vec![Aval::new(DType::I32, [3]), f32s(&[4])],
            results: vec![f32s(&[4]), Aval::new(DType::I32, [3])],
            aliases: vec![(1, 0)],
            form: FfiForm::Jax,
            ..base.clone()
        },
        None,
    );
    check_build(
        "aliases_sorted",
        &CustomCall {
            operands: vec![f32s(&[2]), f32s(&[3])],
            results: vec![f32s(&[3]), f32s(&[2])],
            aliases: vec![(1, 0), (0, 1)],
            ..base.clone()
        },
        None,
    );
    check_build(
        "alias_single_output",
        &CustomCall {
            operands: vec![Aval::new(DType::I32, [3]), f32s(&[4])],
            results: vec![f32s(&[4])],
            aliases: vec![(1, 0)],
            ..base.clone()
        },
        None,
    );
    check_build(
        "zero_inputs",
        &CustomCall {
            operands: vec![],
            results: vec![f32s(&[2, 3])],
            callback_index: 7,
            ..base.clone()
        },
        None,
    );
    check_build(
        "zero_outputs_side_effect",
        &CustomCall {
            results: vec![],
            has_side_effect: true,
            ..base.clone()
        },
        None,
    );
    check_build(
        "scalar_and_zero_size",
        &CustomCall {
            operands: vec![Aval::scalar(DType::BF16), Aval::new(DType::U64, [0, 5, 2])],
            results: vec![Aval::scalar(DType::Bool), Aval::new(DType::F64, [3, 0])],
            callback_index: u64::MAX,
            ..base.clone()
        },
        None,
    );
    check_build(
        "gpu_cmd_buffer_side_effect",
        &CustomCall {
            call_target_name: "xla_buffer_python_gpu_callback_cmd_buffer".into(),
            has_side_effect: true,
            ..base.clone()
        },
        None,
    );
}

/// The description rules: `check_custom_call` and `build_custom_call` give the same error.
fn check_rule(call: &CustomCall, host_callbacks: Option<usize>, message: &str) {
    let err = check_custom_call(call, host_callbacks).expect_err(message);
    assert_eq!(err.to_string(), message);
}

#[test]
fn description_rules() {
    let base = call(vec![f32s(&[4])], vec![f32s(&[4])]);
    check_rule(
        &CustomCall {
            call_target_name: String::new(),
            ..base.clone()
        },
        None,
        "custom_call: call_target_name must be a non-empty string (rule 1)",
    );
    check_rule(
        &CustomCall {
            operands: vec![f32s(&[3])],
            aliases: vec![(0, 0)],
            ..base.clone()
        },
        None,
        "custom_call `xla_buffer_python_cpu_callback`: alias (0, 0) joins operand type f32[3] and result type f32[4]; they must be identical (rule 10)",
    );
    check_rule(
        &CustomCall {
            operands: vec![Aval::new(DType::I32, [4])],
            aliases: vec![(0, 0)],
            ..base.clone()
        },
        None,
        "custom_call `xla_buffer_python_cpu_callback`: alias (0, 0) joins operand type i32[4] and result type f32[4]; they must be identical (rule 10)",
    );
    check_rule(
        &CustomCall {
            aliases: vec![(1, 0)],
            ..base.clone()
        },
        None,
        "custom_call `xla_buffer_python_cpu_callback`: alias (1, 0) has operand_index 1 outside the range [0, 1) (rule 8)",
    );
    // Negative indices, which JAX's checks let through: the StableHLO verifier's words, as JAX
    // reports them, then minihlo's explanation.
    check_rule(
        &CustomCall {
            aliases: vec![(-1, 0)],
            ..base.clone()
        },
        None,
        "Cannot lower jaxpr with verifier errors: 'stablehlo.custom_call' op expects operandIndex in the output_operand_alias attribute to be in range [0, 1); got: -1.\n(input_output_aliases maps input -1 to output 0: JAX's checks accept a negative input index, as Python indexing does, and hand it to StableHLO unchanged, which refuses it; use the input's non-negative index)",
    );
    check_rule(
        &CustomCall {
            operands: vec![f32s(&[4]), f32s(&[4])],
            results: vec![f32s(&[4]), f32s(&[4])],
            aliases: vec![(1, -2)],
            ..base.clone()
        },
        None,
        "Cannot lower jaxpr with verifier errors: 'stablehlo.custom_call' op output_tuple_indices in the output_operand_alias attribute out of bounds\n(input_output_aliases maps input 1 to output -2: JAX's checks accept a negative output index, as Python indexing does, and hand it to StableHLO unchanged, which refuses it when there are several results; use the output's non-negative index)",
    );
    // With one result the output index is not used (output_tuple_indices = []): as JAX lowers it.
    check_custom_call(
        &CustomCall {
            aliases: vec![(0, -1)],
            ..base.clone()
        },
        None,
    )
    .expect("one result: the output index is not used");
    check_rule(
        &CustomCall {
            aliases: vec![(0, 1)],
            ..base.clone()
        },
        None,
        "custom_call `xla_buffer_python_cpu_callback`: alias (0, 1) has output index 1 outside the range [0, 1) (rule 9)",
    );
    check_rule(
        &CustomCall {
            operands: vec![f32s(&[4]), f32s(&[4])],
            aliases: vec![(0, 0), (1, 0)],
            ..base.clone()
        },
        None,
        "custom_call `xla_buffer_python_cpu_callback`: result 0 is aliased more than once (rule 10)",
    );
    check_rule(
        &CustomCall {
            results: vec![f32s(&[4]), f32s(&[4])],
            aliases: vec![(0, 0), (0, 1)],
            ..base.clone()
        },
        None,
        "custom_call `xla_buffer_python_cpu_callback`: operand 0 is aliased more than once (rule 10)",
    );
    check_rule(
        &CustomCall {
            results: vec![],
            has_side_effect: true,
            aliases: vec![(0, 0)],
            ..base.clone()
        },
        None,
        "custom_call `xla_buffer_python_cpu_callback`: aliases on a custom_call with zero results crash the StableHLO verifier (rule 11)",
    );
    check_rule(
        &CustomCall {
            results: vec![],
            ..base.clone()
        },
        None,
        "custom_call `xla_buffer_python_cpu_callback`: zero results and has_side_effect = false: MLIR and XLA may remove it; mark it has_side_effect = true (rule 12)",
    );
    check_rule(
        &CustomCall {
            callback_index: 2,
            ..base.clone()
        },
        Some(2),
        "custom_call `xla_buffer_python_cpu_callback`: host-callback index 2 is at or past the 2 host callback(s) given to the compiler (rule 13)",
    );
    check_rule(
        &base,
        Some(0),
        "custom_call `xla_buffer_python_cpu_callback`: host-callback index 0 is at or past the 0 host callback(s) given to the compiler (rule 13)",
    );
}

#[test]
fn build_rejects_operand_mismatch() {
    let mlir = MlirContext::new();
    let context = mlir.context();
    let f32_4 = tensor_types(context, &[f32s(&[4])]).expect("types");
    let described = call(vec![f32s(&[5])], vec![f32s(&[4])]);
    let err = build_module(&mlir, "m", &f32_4, &f32_4, |block| {
        let arg = block.argument(0).expect("arg").into();
        let op = build_custom_call(
            context,
            &described,
            &[arg],
            None,
            Location::unknown(context),
        )?;
        let op = block.append_operation(op);
        Ok(op.results().map(Into::into).collect())
    })
    .expect_err("mismatch");
    assert_eq!(
        err.to_string(),
        "custom_call `xla_buffer_python_cpu_callback`: operand 0 has type tensor<4xf32>, but the description says tensor<5xf32>"
    );
    let err = build_module(&mlir, "m", &f32_4, &f32_4, |block| {
        let op = build_custom_call(context, &described, &[], None, Location::unknown(context))?;
        let op = block.append_operation(op);
        Ok(op.results().map(Into::into).collect())
    })
    .expect_err("count");
    assert_eq!(
        err.to_string(),
        "custom_call `xla_buffer_python_cpu_callback`: 1 operand value(s) described, 0 given"
    );
}

/// The op-level rules on hand-written generic custom_calls (test input only: the library never
/// parses text it builds).
fn check_op(attrs: &str, signature: &str, host_callbacks: Option<usize>, expect: Result<(), &str>) {
    let (ins, outs) = signature.split_once(" -> ").expect("signature");
    let ins = ins.trim_start_matches('(').trim_end_matches(')');
    let args: Vec<String> = ins
        .split(", ")
        .filter(|s| !s.is_empty())
        .enumerate()
        .map(|(i, t)| format!("%arg{i}: {t}"))
        .collect();
    let operands: Vec<String> = (0..args.len()).map(|i| format!("%arg{i}")).collect();
    let source = format!(
        "module {{ func.func @main({}) {{ \"stablehlo.custom_call\"({}) {{{attrs}}} : {signature} \n return }} }}",
        args.join(", "),
        operands.join(", "),
    );
    let _ = outs;
    let mlir = MlirContext::new();
    let module = mlir
        .parse(&source)
        .unwrap_or_else(|e| panic!("{e}\n{source}"));
    let mut got = None;
    for_each_custom_call(&module, |op| {
        got = Some(check_custom_call_op(&op, host_callbacks))
    });
    let got = got.expect("one custom_call");
    let got = got.map_err(|e| e.to_string());
    assert_eq!(
        got.as_ref().copied().map_err(|e| e.as_str()),
        expect,
        "{source}"
    );
}

const JAX_ALIAS_1_0: &str = r#"api_version = 1 : i32, backend_config = "", call_target_name = "xla_buffer_python_gpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], mhlo.backend_config = {index = 0 : ui64}"#;
const SIG_ALIAS_1_0: &str = "(tensor<3xi32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<3xi32>)";
const SIG_1_1: &str = "(tensor<4xf32>) -> tensor<4xf32>";
const LAYOUTS_1_1: &str =
    "operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]";

#[test]
fn op_rules() {
    let t = "custom_call `t`";
    // JAX's own op (from jax-buffer-callback.md) passes, with and without the table size.
    check_op(JAX_ALIAS_1_0, SIG_ALIAS_1_0, None, Ok(()));
    check_op(JAX_ALIAS_1_0, SIG_ALIAS_1_0, Some(1), Ok(()));
    // Defaults elided, as the pretty printer does.
    check_op(r#"call_target_name = "t""#, SIG_1_1, None, Ok(()));
    // Rule 1.
    check_op(
        r#"backend_config = """#,
        SIG_1_1,
        None,
        Err("custom_call: call_target_name must be a non-empty string (rule 1)"),
    );
    check_op(
        r#"call_target_name = 3 : i32"#,
        SIG_1_1,
        None,
        Err("custom_call: call_target_name must be a non-empty string (rule 1)"),
    );
    // Rule 2.
    for bad in ["1 : i64", "1 : si32", "5 : i32", "\"1\""] {
        let msg = format!(
            "{t}: api_version must be an i32 (signless) integer in 0..=4, found {bad} (rule 2)"
        );
        check_op(
            &format!(r#"call_target_name = "t", api_version = {bad}"#),
            SIG_1_1,
            None,
            Err(&msg),
        );
    }
    // Rule 3.
    check_op(
        r#"call_target_name = "t", has_side_effect = 1 : i32"#,
        SIG_1_1,
        None,
        Err("custom_call `t`: has_side_effect must be a bool attribute, found 1 : i32 (rule 3)"),
    );
    // Rule 4.
    check_op(
        r#"call_target_name = "t", api_version = 4 : i32, backend_config = """#,
        SIG_1_1,
        None,
        Err(
            r#"custom_call `t`: api_version 4 needs backend_config to be a dictionary, found "" (rule 4)"#,
        ),
    );
    check_op(r#"call_target_name = "t", api_version = 4 : i32"#, SIG_1_1, None, Err("custom_call `t`: api_version 4 needs backend_config to be a dictionary, found nothing (rule 4)"));
    check_op(r#"call_target_name = "t", backend_config = {index = 0 : ui64}"#, SIG_1_1, None, Err("custom_call `t`: api_version 1 needs backend_config to be a string, found {index = 0 : ui64} (rule 4)"));
    // Rule 5.
    check_op(
        r#"call_target_name = "t", api_version = 4 : i32, backend_config = {index = 0 : i64}"#,
        SIG_1_1,
        None,
        Err("custom_call `t`: the FFI attribute `index` must be `ui64`, found 0 : i64 (rule 5)"),
    );
    check_op(
        r#"call_target_name = "t", mhlo.backend_config = {index = 0 : si64}"#,
        SIG_1_1,
        None,
        Err("custom_call `t`: the FFI attribute `index` must be `ui64`, found 0 : si64 (rule 5)"),
    );
    // Rule 6.
    check_op(r#"call_target_name = "t", operand_layouts = [dense<0> : tensor<1xindex>]"#, SIG_1_1, None, Err("custom_call `t`: operand_layouts and result_layouts must be both present or both absent (rule 6)"));
    check_op(
        r#"call_target_name = "t", operand_layouts = [], result_layouts = [dense<0> : tensor<1xindex>]"#,
        SIG_1_1,
        None,
        Err("custom_call `t`: operand_layouts has 0 entries for 1 value(s) (rule 6)"),
    );
    check_op(r#"call_target_name = "t", operand_layouts = [dense<0> : tensor<1xi64>], result_layouts = [dense<0> : tensor<1xindex>]"#, SIG_1_1, None, Err("custom_call `t`: operand_layouts[0] must be dense<[...]> : tensor<Nxindex>, found dense<0> : tensor<1xi64> (rule 6)"));
    check_op(r#"call_target_name = "t", operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<1> : tensor<1xindex>]"#, SIG_1_1, None, Err("custom_call `t`: result_layouts[0] = dense<1> : tensor<1xindex> is not a permutation of [0, 1) (rule 6)"));
    check_op(r#"call_target_name = "t", operand_layouts = [dense<[0, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]"#, "(tensor<2x3xf32>) -> tensor<2x3xf32>", None, Err("custom_call `t`: operand_layouts[0] = dense<0> : tensor<2xindex> is not a permutation of [0, 2) (rule 6)"));
    // Rule 7.
    check_op(&format!(r#"call_target_name = "t", {LAYOUTS_1_1}, output_operand_aliases = [#stablehlo.output_operand_alias<operand_index = 0, output_tuple_indices = [], operand_tuple_indices = []>]"#), SIG_1_1, None, Err("custom_call `t`: malformed output_operand_alias `#stablehlo.output_operand_alias<operand_index = 0, output_tuple_indices = [], operand_tuple_indices = []>`: needs output_tuple_indices, operand_index and operand_tuple_indices in that order (rule 7)"));
    check_op(&format!(r#"call_target_name = "t", {LAYOUTS_1_1}, output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0>]"#), SIG_1_1, None, Err("custom_call `t`: malformed output_operand_alias `#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0>`: needs output_tuple_indices, operand_index and operand_tuple_indices in that order (rule 7)"));
    check_op(r#"call_target_name = "t", output_operand_aliases = [0 : i32]"#, SIG_1_1, None, Err("custom_call `t`: malformed output_operand_alias `0 : i32`: needs output_tuple_indices, operand_index and operand_tuple_indices in that order (rule 7)"));
    // Rule 8.
    check_op(
        r#"call_target_name = "t", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>]"#,
        SIG_1_1,
        None,
        Err("custom_call `t`: alias (1, 0) has operand_index 1 outside the range [0, 1) (rule 8)"),
    );
    // Rule 9.
    check_op(r#"call_target_name = "t", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>]"#, SIG_1_1, None, Err("custom_call `t`: with 1 result(s), output_tuple_indices must be [], found [0] (rule 9)"));
    check_op(r#"call_target_name = "t", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]"#, "(tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)", None, Err("custom_call `t`: with 2 result(s), output_tuple_indices must be [i] with i a result index, found [] (rule 9)"));
    check_op(
        r#"call_target_name = "t", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 0, operand_tuple_indices = []>]"#,
        "(tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)",
        None,
        Err("custom_call `t`: alias (0, 2) has output index 2 outside the range [0, 2) (rule 9)"),
    );
    // Rule 10.
    check_op(r#"call_target_name = "t", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]"#, "(tensor<4xi32>) -> tensor<4xf32>", None, Err("custom_call `t`: alias (0, 0) joins operand type tensor<4xi32> and result type tensor<4xf32>; they must be identical (rule 10)"));
    // Rule 11.
    check_op(r#"call_target_name = "t", has_side_effect = true, output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]"#, "(tensor<4xf32>) -> ()", None, Err("custom_call `t`: aliases on a custom_call with zero results crash the StableHLO verifier (rule 11)"));
    // Rule 12.
    check_op(r#"call_target_name = "t""#, "(tensor<4xf32>) -> ()", None, Err("custom_call `t`: zero results and has_side_effect = false: MLIR and XLA may remove it; mark it has_side_effect = true (rule 12)"));
    check_op(
        r#"call_target_name = "t", has_side_effect = true"#,
        "(tensor<4xf32>) -> ()",
        None,
        Ok(()),
    );
    // Rule 13.
    check_op(r#"call_target_name = "t", api_version = 4 : i32, backend_config = {index = 3 : ui64}"#, SIG_1_1, Some(3), Err("custom_call `t`: host-callback index 3 is at or past the 3 host callback(s) given to the compiler (rule 13)"));
    check_op(
        r#"call_target_name = "t", api_version = 4 : i32, backend_config = {index = 2 : ui64}"#,
        SIG_1_1,
        Some(3),
        Ok(()),
    );
}
