//! Readers of the elementwise primitives, the conversions and the pass-through ones
//! (`optimization_barrier`, `device_put`).

use minihlo_ir::primitive::{
    BitcastConvertType, Clamp, Conj, ConvertElementType, DevicePut, IntegerPow,
    OptimizationBarrier, Polynomial, ReducePrecision, RegularizedIncompleteBeta, Round, SelectN,
    UnaryAccuracy,
};
use minihlo_ir::{AccuracyMode, BinaryOp, CompareOp, Primitive, RoundingMethod, UnaryOp};

use super::{Read, ReadCx};
use crate::ast::{Value, ValueKind};
use crate::params::{bool_of, dtype_of, i64_of, seq, usize_of, R};

impl Read for UnaryOp {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let op: UnaryOp = cx.kind()?;
        // An op without the param is left to `finish`, which accepts only `accuracy=None`.
        if op.has_accuracy() {
            if let Some(accuracy) = cx.p.optional("accuracy", accuracy_of)?.flatten() {
                return Ok(Primitive::UnaryAccuracy(UnaryAccuracy { op, accuracy }));
            }
        }
        Ok(Primitive::Unary(op))
    }
}

impl Read for UnaryAccuracy {
    /// None of its own: the unary ops' reader reads it (the `accuracy` param tells them apart).
    const READS: &'static [&'static str] = &[];
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        UnaryOp::read(cx)
    }
}

impl Read for BinaryOp {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Binary(cx.kind()?))
    }
}

impl Read for CompareOp {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Compare(cx.kind()?))
    }
}

impl Read for IntegerPow {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::IntegerPow(IntegerPow {
            y: cx.p.required("y", i64_of)?,
        }))
    }
}

impl Read for Round {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Round(Round {
            rounding_method: cx.p.required("rounding_method", rounding_method_of)?,
        }))
    }
}

impl Read for Clamp {
    fn read(_: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Clamp(Clamp))
    }
}

impl Read for RegularizedIncompleteBeta {
    fn read(_: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::RegularizedIncompleteBeta(
            RegularizedIncompleteBeta,
        ))
    }
}

impl Read for SelectN {
    fn read(_: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::SelectN(SelectN))
    }
}

impl Read for Polynomial {
    fn read(_: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Polynomial(Polynomial))
    }
}

impl Read for ConvertElementType {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::ConvertElementType(ConvertElementType {
            new_dtype: cx.p.required("new_dtype", dtype_of)?,
            weak_type: cx.p.optional("weak_type", bool_of)?.unwrap_or(false),
        }))
    }
}

impl Read for BitcastConvertType {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::BitcastConvertType(BitcastConvertType {
            new_dtype: cx.p.required("new_dtype", dtype_of)?,
        }))
    }
}

impl Read for ReducePrecision {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::ReducePrecision(ReducePrecision {
            exponent_bits: cx.p.required("exponent_bits", u32_of)?,
            mantissa_bits: cx.p.required("mantissa_bits", u32_of)?,
        }))
    }
}

impl Read for Conj {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Conj(Conj {
            input_dtype: cx.p.optional("input_dtype", dtype_of)?,
        }))
    }
}

impl Read for OptimizationBarrier {
    fn read(_: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::OptimizationBarrier(OptimizationBarrier))
    }
}

impl Read for DevicePut {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let copy_semantics = cx.p.required("copy_semantics", copy_semantics_of)?;
        let n = copy_semantics.len();
        let devices = super::placement::placements(cx, "devices", n)?;
        let srcs = super::placement::placements(cx, "srcs", n)?;
        Ok(Primitive::DevicePut(DevicePut {
            copy_semantics,
            devices,
            srcs,
        }))
    }
}

/// `(ArrayCopySemantics.REUSE_INPUT, ...)`: the member names.
fn copy_semantics_of(v: &Value) -> Result<Vec<String>, String> {
    const EXPECTED: &str =
        "a tuple of ArrayCopySemantics.ALWAYS_COPY, .REUSE_INPUT or .DONATE_INPUT";
    let items = seq(v).ok_or(EXPECTED)?;
    items
        .iter()
        .map(|item| match &item.kind {
            ValueKind::Ident(s) => s
                .strip_prefix("ArrayCopySemantics.")
                .filter(|m| ["ALWAYS_COPY", "REUSE_INPUT", "DONATE_INPUT"].contains(m))
                .map(str::to_string)
                .ok_or_else(|| EXPECTED.to_string()),
            _ => Err(EXPECTED.to_string()),
        })
        .collect()
}

/// `None`, `AccuracyMode.HIGHEST` or `AccuracyMode.DEFAULT` (a `Tolerance` prints as an
/// object's address: its values are not in the text).
fn accuracy_of(v: &Value) -> Result<Option<AccuracyMode>, String> {
    const EXPECTED: &str = "None, AccuracyMode.HIGHEST or AccuracyMode.DEFAULT (a Tolerance prints without its values, so it cannot be read back)";
    match &v.kind {
        ValueKind::None => Ok(None),
        ValueKind::Ident(s) => s
            .strip_prefix("AccuracyMode.")
            .and_then(AccuracyMode::from_member)
            .map(Some)
            .ok_or_else(|| EXPECTED.to_string()),
        _ => Err(EXPECTED.to_string()),
    }
}

fn u32_of(v: &Value) -> Result<u32, String> {
    usize_of(v).and_then(|n| u32::try_from(n).map_err(|_| "an int that fits in u32".into()))
}

fn rounding_method_of(v: &Value) -> Result<RoundingMethod, String> {
    match i64_of(v) {
        Ok(0) => Ok(RoundingMethod::AwayFromZero),
        Ok(1) => Ok(RoundingMethod::ToNearestEven),
        _ => Err("0 (AWAY_FROM_ZERO) or 1 (TO_NEAREST_EVEN)".into()),
    }
}
