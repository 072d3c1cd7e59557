//! What reaches MLIR's C API is checked first: the constructors that abort the process on bad
//! input (tensor types with dimensions past i64, attributes out of range) are never called with
//! it; the guards answer with errors.

use melior::ir::Location;
use minihlo::ir::{Aval, Builder, DType, Literal, Scalar};
use minihlo::stablehlo::types::tensor_type;
use minihlo::stablehlo::{
    build_custom_call, lower, CustomCall, FfiForm, LowerOptions, MlirContext,
};

#[test]
fn tensor_types_with_dimensions_past_i64_are_errors() {
    let mlir = MlirContext::new();
    for dims in [
        vec![1u64 << 63],
        vec![0, u64::MAX],
        vec![2, 3, (1 << 63) + 5],
    ] {
        let aval = Aval::new(DType::F32, dims.clone());
        let e = tensor_type(mlir.context(), &aval).expect_err("past i64");
        let dim = dims
            .iter()
            .find(|&&d| d > i64::MAX as u64)
            .copied()
            .unwrap_or(0);
        assert_eq!(
            e.to_string(),
            format!("dimension {dim} of {aval} does not fit in MLIR's signed 64-bit shape")
        );
    }
    // i64::MAX itself is a valid static size (not MLIR's dynamic marker).
    let t =
        tensor_type(mlir.context(), &Aval::new(DType::F32, [0, i64::MAX as u64])).expect("fits");
    assert_eq!(t.to_string(), "tensor<0x9223372036854775807xf32>");
}

#[test]
fn custom_calls_with_bad_shapes_or_indices_are_errors() {
    let mlir = MlirContext::new();
    let ctx = mlir.context();
    let call = CustomCall {
        call_target_name: "xla_buffer_python_cpu_callback".into(),
        operands: vec![],
        results: vec![Aval::new(DType::F32, [u64::MAX])],
        has_side_effect: true,
        aliases: vec![],
        callback_index: u64::MAX,
        form: FfiForm::Typed,
    };
    let e = build_custom_call(ctx, &call, &[], None, Location::unknown(ctx)).expect_err("dim");
    assert_eq!(
        e.to_string(),
        "dimension 18446744073709551615 of f32[18446744073709551615] does not fit in MLIR's signed 64-bit shape"
    );
    let call = CustomCall {
        results: vec![Aval::new(DType::F32, [4])],
        aliases: vec![(i64::MIN, 0)],
        ..call
    };
    let e = build_custom_call(ctx, &call, &[], None, Location::unknown(ctx)).expect_err("alias");
    assert_eq!(
        e.to_string(),
        "Cannot lower jaxpr with verifier errors: 'stablehlo.custom_call' op expects operandIndex in the output_operand_alias attribute to be in range [0, 0); got: -9223372036854775808.\n(input_output_aliases maps input -9223372036854775808 to output 0: JAX's checks accept a negative input index, as Python indexing does, and hand it to StableHLO unchanged, which refuses it; use the input's non-negative index)"
    );
    // The largest index is a valid ui64 attribute.
    let call = CustomCall {
        aliases: vec![],
        ..call
    };
    let op = build_custom_call(ctx, &call, &[], None, Location::unknown(ctx)).expect("builds");
    assert!(
        op.to_string()
            .contains("index = 18446744073709551615 : ui64"),
        "{op}"
    );
}

/// Lowers `x OP literal` for a literal the builder accepts.
fn lower_with_literal(lit: Literal) -> Result<String, String> {
    let mut b = Builder::new();
    let x = b.input(Aval::scalar(lit.dtype));
    let y = b.add(x, lit).map_err(|e| e.to_string())?;
    let j = b.finish([y]);
    lower(&j, &LowerOptions::default())
        .map(|l| l.text)
        .map_err(|e| e.to_string())
}

#[test]
fn extreme_literals_lower_or_are_refused() {
    // Floats out of a narrow type's range round to infinity, as numpy's casts do.
    let text = lower_with_literal(Literal {
        value: Scalar::Float(1e300),
        dtype: DType::F16,
    })
    .expect("lowers");
    assert!(text.contains("0x7C00"), "{text}");
    for v in [f64::NAN, f64::INFINITY, -0.0, f64::MIN_POSITIVE] {
        for dtype in [DType::BF16, DType::F32, DType::F64] {
            lower_with_literal(Literal {
                value: Scalar::Float(v),
                dtype,
            })
            .unwrap_or_else(|e| panic!("{v} {dtype}: {e}"));
        }
    }
    // Integers at the edges of their types lower; past them the builder refuses.
    for (value, dtype) in [
        (i64::MIN as i128, DType::I64),
        (u64::MAX as i128, DType::U64),
        (255, DType::U8),
        (-128, DType::I8),
    ] {
        lower_with_literal(Literal {
            value: Scalar::Int(value),
            dtype,
        })
        .unwrap_or_else(|e| panic!("{value} {dtype}: {e}"));
    }
    let e = lower_with_literal(Literal {
        value: Scalar::Int(1 << 64),
        dtype: DType::U64,
    })
    .expect_err("too large");
    assert_eq!(
        e,
        "add: literal 18446744073709551616:u64[] does not fit its dtype"
    );
}
