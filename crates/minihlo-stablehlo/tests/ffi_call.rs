//! The solver custom_calls (`ffi_call`): construction in both forms (snapshotted, checked again
//! by the op-level rules), and the description rules.

use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{Location, RegionLike};
use minihlo_ir::{Aval, DType};
use minihlo_stablehlo::ffi_call::{
    build_ffi_call, check_ffi_call, linalg_layouts, FfiAttr, FfiCall,
};
use minihlo_stablehlo::types::tensor_types;
use minihlo_stablehlo::{build_module, check_custom_call_op, FfiForm, MlirContext};

use crate::common::{emit_and_round_trip, snapshot};

fn av(dtype: DType, dims: &[u64]) -> Aval {
    Aval::new(dtype, dims)
}

/// `lapack_spotrf_ffi` as JAX calls it for `x` (a batch of square matrices).
fn potrf(x: Aval, form: FfiForm) -> FfiCall {
    let batch = x.dims()[..x.rank() - 2].to_vec();
    let info = av(DType::I32, &batch);
    let results = vec![x.clone(), info];
    let (operand_layouts, result_layouts) = linalg_layouts(std::slice::from_ref(&x), &results);
    FfiCall {
        target: "lapack_spotrf_ffi".into(),
        operands: vec![x.clone()],
        results,
        operand_layouts,
        result_layouts,
        aliases: vec![(0, 0)],
        config: vec![("uplo", FfiAttr::U8(b'L'))],
        num_batch_dims: Some(batch.len()),
        form,
    }
}

fn check_build(name: &str, call: &FfiCall) {
    let mlir = MlirContext::new();
    let context = mlir.context();
    let args = tensor_types(context, &call.operands).expect("types");
    let results = tensor_types(context, &call.results).expect("types");
    let module = build_module(&mlir, name, &args, &results, |block| {
        let operands: Vec<_> = (0..block.argument_count())
            .map(|i| block.argument(i).expect("arg").into())
            .collect();
        let op = build_ffi_call(context, call, &operands, Location::unknown(context))?;
        let op = block.append_operation(op);
        Ok(op.results().map(Into::into).collect())
    })
    .unwrap_or_else(|e| panic!("{name}: {e}"));
    let text = emit_and_round_trip(&mlir, &module);
    let parsed = mlir.parse(&text).expect("parse");
    let main = parsed.body().first_operation().expect("main");
    let region = main.region(0).expect("region");
    let block = region.first_block().expect("block");
    let op = block.first_operation().expect("the custom_call");
    check_custom_call_op(&op, None).expect("op-level rules");
    snapshot(&format!("ffi_call_{name}"), &text);
}

#[test]
fn builds() {
    let m = av(DType::F32, &[3, 3]);
    check_build("potrf_jax", &potrf(m.clone(), FfiForm::Jax));
    check_build("potrf_typed", &potrf(m, FfiForm::Typed));
    // Two batch dimensions: column-major layouts [2, 3, 1, 0], shared batch factors i, j.
    check_build(
        "potrf_batched_jax",
        &potrf(av(DType::F32, &[2, 5, 3, 3]), FfiForm::Jax),
    );
    // Two operands, one result aliasing operand 1 (output_tuple_indices = []), four flags.
    let a = av(DType::F64, &[2, 3, 3]);
    let b = av(DType::F64, &[2, 3, 4]);
    let (operand_layouts, result_layouts) =
        linalg_layouts(&[a.clone(), b.clone()], std::slice::from_ref(&b));
    check_build(
        "trsm_batched_jax",
        &FfiCall {
            target: "lapack_dtrsm_ffi".into(),
            operands: vec![a, b.clone()],
            results: vec![b],
            operand_layouts,
            result_layouts,
            aliases: vec![(1, 0)],
            config: vec![
                ("side", FfiAttr::U8(b'L')),
                ("diag", FfiAttr::U8(b'N')),
                ("trans_x", FfiAttr::U8(b'T')),
                ("uplo", FfiAttr::U8(b'U')),
            ],
            num_batch_dims: Some(1),
            form: FfiForm::Jax,
        },
    );
    // Bool flags (cuSOLVER), row-major layouts and 0-d results of a batched call.
    let x = av(DType::F32, &[2, 3, 5]);
    let results = vec![
        x.clone(),
        av(DType::F32, &[2, 3]),
        av(DType::F32, &[]),
        av(DType::F32, &[]),
        av(DType::I32, &[2]),
    ];
    let rows = |a: &Aval| (0..a.rank() as i64).rev().collect::<Vec<_>>();
    check_build(
        "gesvd_transposed_typed",
        &FfiCall {
            target: "cusolver_gesvd_ffi".into(),
            operands: vec![x.clone()],
            operand_layouts: vec![rows(&x)],
            result_layouts: results.iter().map(rows).collect(),
            results,
            aliases: vec![(0, 0)],
            config: vec![
                ("compute_uv", FfiAttr::Bool(false)),
                ("full_matrices", FfiAttr::Bool(true)),
                ("transposed", FfiAttr::Bool(true)),
            ],
            num_batch_dims: Some(1),
            form: FfiForm::Typed,
        },
    );
}

fn check_rule(call: &FfiCall, message: &str) {
    let err = check_ffi_call(call).expect_err(message);
    assert_eq!(err.to_string(), message);
}

#[test]
fn description_rules() {
    let base = potrf(av(DType::F32, &[3, 3]), FfiForm::Jax);
    check_rule(
        &FfiCall {
            target: String::new(),
            ..base.clone()
        },
        "custom_call: call_target_name must be a non-empty string (rule 1)",
    );
    check_rule(
        &FfiCall {
            operand_layouts: vec![],
            ..base.clone()
        },
        "custom_call `lapack_spotrf_ffi`: operand_layouts has 0 entries for 1 value(s) (rule 6)",
    );
    check_rule(
        &FfiCall {
            result_layouts: vec![vec![0, 0], vec![]],
            ..base.clone()
        },
        "custom_call `lapack_spotrf_ffi`: result_layouts[0] = [0, 0] is not a permutation of [0, 2) (rule 6)",
    );
    check_rule(
        &FfiCall {
            aliases: vec![(1, 0)],
            ..base.clone()
        },
        "custom_call `lapack_spotrf_ffi`: alias (1, 0) has operand_index 1 outside the range [0, 1) (rule 8)",
    );
    check_rule(
        &FfiCall {
            aliases: vec![(0, 2)],
            ..base.clone()
        },
        "custom_call `lapack_spotrf_ffi`: alias (0, 2) has output index 2 outside the range [0, 2) (rule 9)",
    );
    let err = check_ffi_call(&FfiCall {
        aliases: vec![(0, 1)],
        ..base.clone()
    })
    .expect_err("an alias of two types");
    assert!(err.to_string().contains("alias (0, 1)"), "{err}");
    let err = check_ffi_call(&FfiCall {
        aliases: vec![(0, 0), (0, 0)],
        ..base.clone()
    })
    .expect_err("an operand aliased twice");
    assert!(err.to_string().contains("aliased more than once"), "{err}");
    check_rule(
        &FfiCall {
            results: vec![],
            result_layouts: vec![],
            aliases: vec![],
            ..base
        },
        "custom_call `lapack_spotrf_ffi`: zero results and has_side_effect = false: MLIR and XLA may remove it; mark it has_side_effect = true (rule 12)",
    );
}
