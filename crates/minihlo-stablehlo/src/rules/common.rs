//! What several rooms share: index lists as MLIR's `i64`s, and the scalars 0 and 1 of a dtype.

use minihlo_ir::{DType, Scalar};

pub(super) fn i64s(xs: &[usize]) -> Vec<i64> {
    xs.iter().map(|&x| x as i64).collect()
}

pub(super) fn u64s(xs: &[u64]) -> Vec<i64> {
    xs.iter().map(|&x| x as i64).collect()
}

pub(super) fn one(dtype: DType) -> Scalar {
    if dtype.is_inexact() {
        Scalar::Float(1.0)
    } else if dtype.is_bool() {
        Scalar::Bool(true)
    } else {
        Scalar::Int(1)
    }
}

pub(super) fn zero(dtype: DType) -> Scalar {
    if dtype.is_inexact() {
        Scalar::Float(0.0)
    } else if dtype.is_bool() {
        Scalar::Bool(false)
    } else {
        Scalar::Int(0)
    }
}
