//! The op enums' derived name tables.

use super::*;

/// The derived names are JAX's, read back by `parse`, and no name belongs to two tables.
#[test]
fn op_names_are_jax_names_and_read_back() {
    fn names<T: Copy + Into<&'static str>>(all: &[T]) -> Vec<&'static str> {
        all.iter().map(|&op| op.into()).collect()
    }
    let tables = [
        names(UnaryOp::ALL).join(" "),
        names(BinaryOp::ALL).join(" "),
        names(CompareOp::ALL).join(" "),
        names(ReduceOp::ALL).join(" "),
        names(ArgOp::ALL).join(" "),
    ];
    assert_eq!(
        tables,
        [
            "neg abs sign exp log tanh logistic sin cos sqrt rsqrt square floor ceil not \
             asin acos atan acosh asinh atanh sinh cosh tan cbrt expm1 log1p exp2 log2 erf erfc \
             erf_inv digamma bessel_i1e one_minus_square is_finite population_count clz copy \
             stop_gradient real imag bessel_i0e lgamma",
            "add sub mul div rem max min pow and or xor atan2 nextafter shift_left \
             shift_right_logical shift_right_arithmetic zeta polygamma mulhi add_any complex igamma \
             igammac igamma_grad_a",
            "eq ne lt le gt ge eq_to lt_to le_to",
            "reduce_sum reduce_max reduce_min reduce_prod reduce_and reduce_or reduce_xor",
            "argmax argmin",
        ]
    );
    for &op in UnaryOp::ALL {
        assert_eq!(op.name().parse(), Ok(op));
    }
    for &op in BinaryOp::ALL {
        assert_eq!(op.name().parse(), Ok(op));
    }
    for &op in CompareOp::ALL {
        assert_eq!(op.name().parse(), Ok(op));
    }
    for &op in ReduceOp::ALL {
        assert_eq!(op.name().parse(), Ok(op));
    }
    for &op in ArgOp::ALL {
        assert_eq!(op.name().parse(), Ok(op));
    }
    let all: Vec<&str> = tables.iter().flat_map(|t| t.split(' ')).collect();
    let distinct: std::collections::HashSet<&str> = all.iter().copied().collect();
    assert_eq!(all.len(), distinct.len());
    assert!("Neg".parse::<UnaryOp>().is_err());
}
