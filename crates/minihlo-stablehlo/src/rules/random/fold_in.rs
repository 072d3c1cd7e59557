//! `random_fold_in`: threefry's `_threefry_fold_in` (a jit, one body for every batch shape),
//! rbg's (the same over its two threefry keys) and unsafe_rbg's.

use minihlo_ir::primitive::{Slice, Squeeze};
use minihlo_ir::structural::{PyInt, Restructure};
use minihlo_ir::{Aval, BinaryOp, DType, KeyImpl, Primitive, Shape};

use super::rbg::rbg_bits;
use super::tracer::Tracer;
use super::{batch_ok, err, key_impl, lit, v, T};
use crate::error::LowerError;

/// `random_fold_in` of a key `k` and messages `m`: one key of every implementation and one
/// message, a batch `u32[n,2]` of threefry keys and one message, or an array of messages
/// (`iterated_vmap_binary_bcast`: one `vmap` per message dimension) with one threefry key or
/// threefry keys of the messages' shape.
pub(super) fn random_fold_in<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    k: &T<'c, 'a>,
    m: &T<'c, 'a>,
) -> Result<Vec<T<'c, 'a>>, LowerError> {
    let name = "random_fold_in";
    let imp = key_impl(name, &k.a)?;
    let kd = k.physical();
    if m.a.rank() != 0 {
        if imp != KeyImpl::Fry {
            return Err(err(
                name,
                format!(
                    "an array of messages {} with keys {} is not supported yet: minihlo folds arrays of messages into threefry keys",
                    m.a, k.a
                ),
            ));
        }
        if k.a.rank() != 0 && k.a.dims() != m.a.dims() {
            return Err(err(
                name,
                format!(
                    "keys {} and messages {} of different shapes are not supported yet (JAX broadcasts their size-1 dimensions by squeezing them under vmap); minihlo folds one key or keys of the messages' shape",
                    k.a, m.a
                ),
            ));
        }
    } else {
        batch_ok(name, imp, &k.a, 1)?;
    }
    match imp {
        KeyImpl::Fry => {
            // The batch: the messages', or the keys' (one message).
            let mut out = if m.a.rank() != 0 {
                m.a.dims()
            } else {
                k.a.dims()
            }
            .to_vec();
            out.push(2);
            let out = Aval::new(DType::U32, out);
            tr.jit("_threefry_fold_in", &[&kd, m], &[out], &fold_in_body)
        }
        KeyImpl::Urbg => Ok(vec![unsafe_rbg_fold_in(tr, &kd, m)?]),
        KeyImpl::Rbg => {
            // `vmap(_threefry_fold_in, (0, None))` over the two threefry keys of `u32[4]`.
            let k2 = tr.reshape(&kd, &[2, 2])?;
            let f = tr.jit(
                "_threefry_fold_in",
                &[&k2, m],
                &[Aval::new(DType::U32, [2, 2])],
                &fold_in_body,
            )?;
            let f = f.first().ok_or_else(|| err(name, "no result"))?;
            Ok(vec![tr.reshape(f, &[4])?])
        }
    }
}

/// The seed of a fold-in message `u32[]`: `threefry_seed` of a uint32; of messages `u32[*S]`
/// (`threefry_seed` under one `vmap` per dimension) the seeds `u32[*S,2]`.
fn fold_in_seed<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    m: &T<'c, 'b>,
) -> Result<T<'c, 'b>, LowerError> {
    let n = m.a.rank();
    let mut dims = m.a.dims().to_vec();
    dims.push(1);
    let bd: Vec<usize> = (0..n).collect();
    let hi = tr.bin(BinaryOp::ShiftRightLogical, v(m), lit(DType::U32, 32))?;
    let hi = tr.broadcast(&hi, &dims, &bd)?;
    let lo = tr.bin(BinaryOp::And, v(m), lit(DType::U32, 0xFFFF_FFFF))?;
    let lo = tr.broadcast(&lo, &dims, &bd)?;
    tr.concatenate(&[&hi, &lo], n)
}

/// The two halves of `x` along `axis`, each of size 1.
fn split2_at<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    x: &T<'c, 'b>,
    axis: usize,
) -> Result<(T<'c, 'b>, T<'c, 'b>), LowerError> {
    tr.pair(
        Restructure::Split {
            axis,
            sizes: vec![PyInt::plain(1), PyInt::plain(1)],
        },
        &[v(x)],
    )
}

/// `_threefry_fold_in(key u32[2], data u32[])` (`threefry_2x32(key, threefry_seed(data))`),
/// the body of `@_threefry_fold_in` for every batch shape: under one `vmap` per dimension of
/// messages `u32[*S]` over the messages with one key `u32[2]` (`iterated_vmap_unary`), or over
/// keys `u32[*S,2]` and the messages together (`iterated_vmap_binary_bcast` of equal shapes);
/// or `vmap(_threefry_fold_in, (0, None))` over keys `u32[n,2]` and one message (a key array of
/// rank 1, or the two halves of an rbg key). The result: `u32[*batch,2]`.
fn fold_in_body<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    args: &[T<'c, 'b>],
) -> Result<Vec<T<'c, 'b>>, LowerError> {
    let [k, m] = args else {
        return Err(err("random_fold_in", "expects a key and a message"));
    };
    let n = m.a.rank();
    let nk = k.a.rank().saturating_sub(1);
    let seed = fold_in_seed(tr, m)?;
    let (k1, k2) = tr.pair(Restructure::Unstack { axis: nk }, &[v(k)])?;
    let (x1, x2) = split2_at(tr, &seed, n)?;
    let (k1, k2, x1, x2) = if nk == 0 {
        (k1, k2, x1, x2)
    } else {
        // The batching rule of `threefry2x32` (`broadcast_batcher`) brings its operands to one
        // rank: unbatched counters get the leading batch dimension 1, the batched key words
        // the trailing counter dimension.
        let (x1, x2) = if n == 0 {
            let mut dims = vec![1u64; nk];
            dims.extend_from_slice(x1.a.dims());
            let bd: Vec<usize> = (nk..dims.len()).collect();
            (
                tr.broadcast(&x1, &dims, &bd)?,
                tr.broadcast(&x2, &dims, &bd)?,
            )
        } else {
            (x1, x2)
        };
        let mut dims = k.a.dims()[..nk].to_vec();
        dims.push(1);
        let bd: Vec<usize> = (0..nk).collect();
        (
            tr.broadcast(&k1, &dims, &bd)?,
            tr.broadcast(&k2, &dims, &bd)?,
            x1,
            x2,
        )
    };
    let (y1, y2) = tr.threefry([v(&k1), v(&k2), v(&x1), v(&x2)])?;
    Ok(vec![tr.concatenate(&[&y1, &y2], n.max(nk))?])
}

/// `_unsafe_rbg_fold_in`: the key xor the last of ten rows of bits seeded by the message.
fn unsafe_rbg_fold_in<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    k: &T<'c, 'a>,
    m: &T<'c, 'a>,
) -> Result<T<'c, 'a>, LowerError> {
    let half = fold_in_seed(tr, m)?;
    let seed = tr.concatenate(&[&half, &half], 0)?;
    let bits = rbg_bits(tr, &seed, &Shape::new(vec![10, 4]), DType::U32)?;
    let last = tr.one(
        Primitive::Slice(Slice {
            start_indices: vec![9, 0],
            limit_indices: vec![10, 4],
            strides: None,
        }),
        &[v(&bits)],
    )?;
    let last = tr.one(
        Primitive::Squeeze(Squeeze {
            dimensions: vec![0],
        }),
        &[v(&last)],
    )?;
    tr.bin(BinaryOp::Xor, v(k), v(&last))
}
