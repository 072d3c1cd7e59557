//! The names of the ops minihlo emits, one constant each: the StableHLO and CHLO dialects are
//! not registered in minihlo's MLIR context (`mlir_context.rs`), so MLIR accepts any name and a
//! misspelt string would show only when XLA parses the module. Write `op::stablehlo::ADD`, not
//! `"stablehlo.add"`; a new op gets its line here.

/// Constants `NAME = "dialect.name";`, and `ALL`, every name of the dialect.
macro_rules! op_names {
    ($($name:ident = $text:literal;)*) => {
        $(pub const $name: &str = $text;)*
        /// Every name above.
        pub const ALL: &[&str] = &[$($text),*];
    };
}

/// `stablehlo.*`.
pub mod stablehlo {
    op_names! {
        ABS = "stablehlo.abs";
        ADD = "stablehlo.add";
        AND = "stablehlo.and";
        ATAN2 = "stablehlo.atan2";
        BITCAST_CONVERT = "stablehlo.bitcast_convert";
        BROADCAST_IN_DIM = "stablehlo.broadcast_in_dim";
        CASE = "stablehlo.case";
        CBRT = "stablehlo.cbrt";
        CEIL = "stablehlo.ceil";
        CLAMP = "stablehlo.clamp";
        COMPARE = "stablehlo.compare";
        COMPLEX = "stablehlo.complex";
        CONCATENATE = "stablehlo.concatenate";
        CONSTANT = "stablehlo.constant";
        CONVERT = "stablehlo.convert";
        CONVOLUTION = "stablehlo.convolution";
        COSINE = "stablehlo.cosine";
        COUNT_LEADING_ZEROS = "stablehlo.count_leading_zeros";
        CUSTOM_CALL = "stablehlo.custom_call";
        DIVIDE = "stablehlo.divide";
        DOT_GENERAL = "stablehlo.dot_general";
        DYNAMIC_SLICE = "stablehlo.dynamic_slice";
        DYNAMIC_UPDATE_SLICE = "stablehlo.dynamic_update_slice";
        EXPONENTIAL = "stablehlo.exponential";
        EXPONENTIAL_MINUS_ONE = "stablehlo.exponential_minus_one";
        FFT = "stablehlo.fft";
        FLOOR = "stablehlo.floor";
        GATHER = "stablehlo.gather";
        IMAG = "stablehlo.imag";
        IOTA = "stablehlo.iota";
        IS_FINITE = "stablehlo.is_finite";
        LOG = "stablehlo.log";
        LOG_PLUS_ONE = "stablehlo.log_plus_one";
        LOGISTIC = "stablehlo.logistic";
        MAXIMUM = "stablehlo.maximum";
        MESH = "stablehlo.mesh";
        MINIMUM = "stablehlo.minimum";
        MULTIPLY = "stablehlo.multiply";
        NEGATE = "stablehlo.negate";
        NOT = "stablehlo.not";
        OPTIMIZATION_BARRIER = "stablehlo.optimization_barrier";
        OR = "stablehlo.or";
        PAD = "stablehlo.pad";
        POPCNT = "stablehlo.popcnt";
        POWER = "stablehlo.power";
        REAL = "stablehlo.real";
        REDUCE = "stablehlo.reduce";
        REDUCE_PRECISION = "stablehlo.reduce_precision";
        REDUCE_WINDOW = "stablehlo.reduce_window";
        REMAINDER = "stablehlo.remainder";
        RESHAPE = "stablehlo.reshape";
        RETURN = "stablehlo.return";
        REVERSE = "stablehlo.reverse";
        RNG = "stablehlo.rng";
        RNG_BIT_GENERATOR = "stablehlo.rng_bit_generator";
        ROUND_NEAREST_AFZ = "stablehlo.round_nearest_afz";
        ROUND_NEAREST_EVEN = "stablehlo.round_nearest_even";
        RSQRT = "stablehlo.rsqrt";
        SCATTER = "stablehlo.scatter";
        SELECT = "stablehlo.select";
        SELECT_AND_SCATTER = "stablehlo.select_and_scatter";
        SHIFT_LEFT = "stablehlo.shift_left";
        SHIFT_RIGHT_ARITHMETIC = "stablehlo.shift_right_arithmetic";
        SHIFT_RIGHT_LOGICAL = "stablehlo.shift_right_logical";
        SIGN = "stablehlo.sign";
        SINE = "stablehlo.sine";
        SLICE = "stablehlo.slice";
        SORT = "stablehlo.sort";
        SQRT = "stablehlo.sqrt";
        SUBTRACT = "stablehlo.subtract";
        TAN = "stablehlo.tan";
        TANH = "stablehlo.tanh";
        TRANSPOSE = "stablehlo.transpose";
        TRIANGULAR_SOLVE = "stablehlo.triangular_solve";
        WHILE = "stablehlo.while";
        XOR = "stablehlo.xor";
    }
}

/// `chlo.*` (decomposed by XLA).
pub mod chlo {
    op_names! {
        ACOS = "chlo.acos";
        ACOSH = "chlo.acosh";
        ASIN = "chlo.asin";
        ASINH = "chlo.asinh";
        ATAN = "chlo.atan";
        ATANH = "chlo.atanh";
        BESSEL_I1E = "chlo.bessel_i1e";
        CONJ = "chlo.conj";
        COSH = "chlo.cosh";
        DIGAMMA = "chlo.digamma";
        ERF = "chlo.erf";
        ERF_INV = "chlo.erf_inv";
        ERFC = "chlo.erfc";
        LGAMMA = "chlo.lgamma";
        MULHI = "chlo.mulhi";
        NEXT_AFTER = "chlo.next_after";
        POLYGAMMA = "chlo.polygamma";
        SCAN = "chlo.scan";
        SINH = "chlo.sinh";
        SQUARE = "chlo.square";
        TOP_K = "chlo.top_k";
        ZETA = "chlo.zeta";
    }
}

#[cfg(test)]
mod tests {
    use super::{chlo, stablehlo};

    #[test]
    fn names_are_unique_and_in_their_dialect() {
        for (dialect, all) in [("stablehlo.", stablehlo::ALL), ("chlo.", chlo::ALL)] {
            let mut seen = std::collections::HashSet::new();
            for name in all {
                assert!(name.starts_with(dialect), "{name}");
                assert!(seen.insert(name), "{name} twice");
            }
        }
    }
}
