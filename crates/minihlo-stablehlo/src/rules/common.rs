//! What several rooms share: index lists as MLIR's `i64`s, the scalars 0 and 1 of a dtype, and
//! the refusals `unsupported` / `no_constvars`.

use minihlo_ir::{DType, Jaxpr, Scalar};

use crate::error::LowerError;

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

pub(super) fn unsupported(prim: &str, reason: impl Into<String>) -> LowerError {
    LowerError::Unsupported {
        primitive: prim.into(),
        reason: reason.into(),
    }
}

/// Sub-jaxprs with constvars hold closed-over values the text does not carry.
pub(super) fn no_constvars(prim: &str, j: &Jaxpr) -> Result<(), LowerError> {
    if j.constvars.is_empty() {
        Ok(())
    } else {
        Err(unsupported(
            prim,
            format!(
                "a nested jaxpr with {} constvars (closed-over values the text does not hold) cannot be lowered",
                j.constvars.len()
            ),
        ))
    }
}
