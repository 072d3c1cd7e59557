//! Every type and attribute helper: built into a module, verified, round-tripped and snapshotted.

use minihlo_ir::{Aval, DType};
use minihlo_stablehlo::attrs::*;
use minihlo_stablehlo::types::{element_type, tensor_type};
use minihlo_stablehlo::{LowerError, MlirContext};

use crate::common::{module_with_attr, module_with_values, snapshot};

type AttrCase = (
    &'static str,
    fn(&melior::Context) -> melior::ir::Attribute<'_>,
);

fn check_attrs(cases: &[AttrCase]) {
    for (name, make) in cases {
        let text = module_with_attr(name, make);
        snapshot(&format!("attr_{name}"), &text);
    }
}

#[test]
fn attribute_helpers() {
    check_attrs(&[
        ("i32", |c| i32_attr(c, -7)),
        ("i64", |c| i64_attr(c, i64::MIN)),
        ("ui64", |c| ui64_attr(c, 3)),
        ("ui64_max", |c| ui64_attr(c, u64::MAX)),
        ("bool", |c| {
            array_attr(c, &[bool_attr(c, true), bool_attr(c, false)])
        }),
        ("string_escaped", |c| {
            string_attr(c, "quote \" brace } newline \n end")
        }),
        ("dict", |c| {
            dict_attr(
                c,
                &[("index", ui64_attr(c, 0)), ("name", string_attr(c, "x"))],
            )
        }),
        ("layout_rank0", |c| row_major_layout(c, 0)),
        ("layout_rank1", |c| row_major_layout(c, 1)),
        ("layout_rank3", |c| row_major_layout(c, 3)),
        ("i64_array_empty", |c| i64_array_attr(c, &[])),
        ("i64_array", |c| i64_array_attr(c, &[0, 2, -1])),
        ("alias_one_result", |c| {
            output_operand_alias_attr(c, &[], 0, &[])
        }),
        ("alias_tuple", |c| {
            output_operand_alias_attr(c, &[1], 2, &[])
        }),
        ("dot_empty", |c| {
            dot_dimension_numbers_attr(c, &DotDimensionNumbers::default())
        }),
        ("dot_full", |c| {
            dot_dimension_numbers_attr(
                c,
                &DotDimensionNumbers {
                    lhs_batching_dimensions: vec![0],
                    rhs_batching_dimensions: vec![0],
                    lhs_contracting_dimensions: vec![2],
                    rhs_contracting_dimensions: vec![1],
                },
            )
        }),
        ("comparison", |c| {
            array_attr(
                c,
                &[
                    comparison_direction_attr(c, ComparisonDirection::Eq),
                    comparison_direction_attr(c, ComparisonDirection::Ne),
                    comparison_direction_attr(c, ComparisonDirection::Lt),
                    comparison_direction_attr(c, ComparisonDirection::Le),
                    comparison_direction_attr(c, ComparisonDirection::Gt),
                    comparison_direction_attr(c, ComparisonDirection::Ge),
                    comparison_type_attr(c, ComparisonType::Float),
                    comparison_type_attr(c, ComparisonType::TotalOrder),
                    comparison_type_attr(c, ComparisonType::Signed),
                    comparison_type_attr(c, ComparisonType::Unsigned),
                ],
            )
        }),
    ]);
}

#[test]
fn type_helpers() {
    let text = module_with_values("every_dtype", |c| {
        DType::ALL.iter().map(|&d| element_type(c, d)).collect()
    });
    snapshot("types_every_dtype", &text);
    let text = module_with_values("tensor_shapes", |c| {
        [
            Aval::scalar(DType::F32),
            Aval::new(DType::I32, [0]),
            Aval::new(DType::Bool, [2, 0, 3]),
            Aval::new(DType::U8, [1, 2, 3, 4]),
        ]
        .iter()
        .map(|a| tensor_type(c, a).expect("tensor type"))
        .collect()
    });
    snapshot("types_tensor_shapes", &text);
}

#[test]
fn tensor_type_rejects_huge_dims() {
    let mlir = MlirContext::new();
    let err = tensor_type(mlir.context(), &Aval::new(DType::F32, [2, u64::MAX])).unwrap_err();
    assert_eq!(
        err,
        LowerError::DimTooLarge {
            aval: format!("f32[2,{}]", u64::MAX),
            dim: u64::MAX
        }
    );
    assert_eq!(
        err.to_string(),
        "dimension 18446744073709551615 of f32[2,18446744073709551615] does not fit in MLIR's signed 64-bit shape"
    );
}

#[test]
fn parse_errors_are_captured() {
    let mlir = MlirContext::new();
    let err = mlir.parse("module { %0 = }").unwrap_err().to_string();
    assert!(err.starts_with("MLIR parsing failed: "), "{err}");
    assert!(err.contains("expected"), "{err}");
}

#[test]
fn verifier_diagnostics_are_captured() {
    use melior::dialect::func;
    use melior::ir::block::BlockLike;
    use melior::ir::Location;
    // A func.return in the middle of the block: MLIR's verifier rejects it, and its message comes
    // back in the error instead of going to stderr.
    let mlir = MlirContext::new();
    let module = minihlo_stablehlo::build_module(&mlir, "bad", &[], &[], |block| {
        block.append_operation(func::r#return(&[], Location::unknown(mlir.context())));
        Ok(vec![])
    })
    .expect("module");
    let err = minihlo_stablehlo::emit(&mlir, &module).expect_err("verify");
    assert_eq!(
        err.to_string(),
        "MLIR verification failed: 'func.return' op must be the last operation in the parent block \
         (note: see current operation: \"func.return\"() : () -> ())"
    );
}
