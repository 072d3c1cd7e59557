//! `random_bits`: threefry's hash of counters, rbg's `rng_bit_generator`.

use minihlo_ir::{BinaryOp, DType, KeyImpl, Shape};

use super::rbg::{rbg_bits, rbg_bits_batched};
use super::threefry::hash;
use super::tracer::Tracer;
use super::{batch_ok, err, key_impl, lit, v, T};
use crate::error::LowerError;

/// `random_bits` of keys of every implementation: one key, threefry keys of any batch, and
/// rbg keys of rank 1 (JAX's batching rule of `rng_bit_generator`).
pub(super) fn random_bits<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    k: &T<'c, 'a>,
    bit_width: u32,
    shape: &Shape,
    dtype: DType,
) -> Result<T<'c, 'a>, LowerError> {
    let name = "random_bits";
    let imp = key_impl(name, &k.a)?;
    let kd = k.physical();
    if imp != KeyImpl::Fry && k.a.rank() == 1 {
        return rbg_bits_batched(tr, &kd, dtype, shape);
    }
    batch_ok(name, imp, &k.a, usize::MAX)?;
    match imp {
        KeyImpl::Fry => threefry_bits(tr, &kd, bit_width, shape),
        KeyImpl::Rbg | KeyImpl::Urbg => rbg_bits(tr, &kd, shape, dtype),
    }
}

/// `_threefry_random_bits_partitionable` for one key `u32[2]` or a batch `u32[*K,2]`.
fn threefry_bits<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    k: &T<'c, 'a>,
    bit_width: u32,
    shape: &Shape,
) -> Result<T<'c, 'a>, LowerError> {
    let (b1, b2) = hash(tr, k, shape)?;
    match bit_width {
        64 if tr.x64() => {
            let hi = tr.convert(&b1, DType::U64)?;
            let lo = tr.convert(&b2, DType::U64)?;
            let hi = tr.bin(BinaryOp::ShiftLeft, v(&hi), lit(DType::U64, 32))?;
            tr.bin(BinaryOp::Or, v(&hi), v(&lo))
        }
        64 => Err(err("random_bits", "64-bit random bits need x64")),
        32 => tr.bin(BinaryOp::Xor, v(&b1), v(&b2)),
        _ => {
            let x = tr.bin(BinaryOp::Xor, v(&b1), v(&b2))?;
            tr.convert(
                &x,
                if bit_width == 8 {
                    DType::U8
                } else {
                    DType::U16
                },
            )
        }
    }
}
