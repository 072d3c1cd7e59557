//! The module shell: `module @jit_<name>`, `func.func public @main`, `jax.result_info`.

use melior::ir::block::BlockLike;
use melior::ir::Type;
use minihlo_ir::{Aval, DType};
use minihlo_stablehlo::types::tensor_types;
use minihlo_stablehlo::{build_module, MlirContext};

use crate::common::{emit_and_round_trip, snapshot};

/// `@main(args)` returning the arguments picked by `returns`.
fn check_shell(snapshot_name: &str, module_name: &str, args: &[Aval], returns: &[usize]) {
    let mlir = MlirContext::new();
    let context = mlir.context();
    let arg_types = tensor_types(context, args).expect("types");
    let result_types: Vec<Type> = returns.iter().map(|&i| arg_types[i]).collect();
    let module = build_module(&mlir, module_name, &arg_types, &result_types, |block| {
        Ok(returns
            .iter()
            .map(|&i| block.argument(i).expect("arg").into())
            .collect())
    })
    .expect("module");
    snapshot(
        &format!("shell_{snapshot_name}"),
        &emit_and_round_trip(&mlir, &module),
    );
}

#[test]
fn shells() {
    let f = Aval::new(DType::F32, [4]);
    let i = Aval::new(DType::I32, [2, 3]);
    check_shell("empty", "f", &[], &[]);
    check_shell("no_results", "f", std::slice::from_ref(&f), &[]);
    check_shell("one_result", "f", std::slice::from_ref(&f), &[0]);
    check_shell("several_results", "g", &[f.clone(), i.clone()], &[1, 0, 1]);
    check_shell(
        "odd_name",
        "my fn \"quoted\" @x",
        &[Aval::scalar(DType::Bool)],
        &[0],
    );
}

#[test]
fn shell_rejects_wrong_return_types() {
    let mlir = MlirContext::new();
    let context = mlir.context();
    let types = tensor_types(
        context,
        &[Aval::new(DType::F32, [4]), Aval::scalar(DType::I32)],
    )
    .expect("types");
    let err = build_module(&mlir, "f", &types, &types[..1], |block| {
        Ok(vec![block.argument(1).expect("arg").into()])
    })
    .expect_err("mismatch");
    assert_eq!(
        err.to_string(),
        "MLIR building func.return failed: the body returns (tensor<i32>) but @main declares (tensor<4xf32>)"
    );
}
