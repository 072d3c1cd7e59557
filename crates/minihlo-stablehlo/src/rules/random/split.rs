//! `random_split`: threefry's `_threefry_split` (a jit), rbg's and unsafe_rbg's.

use minihlo_ir::primitive::{Slice, Transpose};
use minihlo_ir::structural::Restructure;
use minihlo_ir::{Aval, DType, KeyImpl, Primitive, Shape};

use super::rbg::rbg_bits;
use super::threefry::hash;
use super::tracer::Tracer;
use super::{batch_ok, err, key_impl, v, T};
use crate::error::LowerError;

/// `random_split` of one key of every implementation, or of a batch of threefry keys.
pub(super) fn random_split<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    k: &T<'c, 'a>,
    shape: &Shape,
) -> Result<T<'c, 'a>, LowerError> {
    let name = "random_split";
    let imp = key_impl(name, &k.a)?;
    batch_ok(name, imp, &k.a, usize::MAX)?;
    let kd = k.physical();
    match imp {
        KeyImpl::Fry => {
            let batch = k.a.rank();
            if shape.rank() == 0 && batch > 0 {
                // `vmap` of a split into shape (): the jit's result is `u32[2,*batch]`, the
                // batch dimensions moved back to the front after the call.
                let mut dims = vec![2];
                dims.extend_from_slice(k.a.dims());
                let out = Aval::new(DType::U32, dims);
                let r = tr.jit("_threefry_split", &[&kd], &[out], &|t, a| {
                    split_body(t, a, shape)
                })?;
                let r = r.first().ok_or_else(|| err(name, "no result"))?;
                let mut perm: Vec<usize> = (1..=batch).collect();
                perm.push(0);
                tr.one(
                    Primitive::Transpose(Transpose { permutation: perm }),
                    &[v(r)],
                )
            } else {
                let mut out_dims = k.a.dims().to_vec();
                out_dims.extend_from_slice(shape.dims());
                out_dims.push(2);
                let out = Aval::new(DType::U32, out_dims);
                let r = tr.jit("_threefry_split", &[&kd], &[out], &|t, a| {
                    split_body(t, a, shape)
                })?;
                r.into_iter().next().ok_or_else(|| err(name, "no result"))
            }
        }
        KeyImpl::Rbg => rbg_split(tr, &kd, shape),
        KeyImpl::Urbg => unsafe_rbg_split(tr, &kd, shape),
    }
}

/// `_threefry_split_foldlike`: the body of `@_threefry_split`.
fn split_body<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    args: &[T<'c, 'b>],
    shape: &Shape,
) -> Result<Vec<T<'c, 'b>>, LowerError> {
    let k = args.first().ok_or_else(|| err("random_split", "no key"))?;
    let (b1, b2) = hash(tr, k, shape)?;
    // `iota_2x32_shape(())` is two `uint32` zeros, unbatched: under `vmap` the stack at the
    // (logical) axis 0 puts the batch dimensions after the new one, `u32[2,*batch]`.
    let axis = if shape.rank() == 0 && k.a.rank() > 1 {
        0
    } else {
        b1.a.rank()
    };
    tr.restructure(Restructure::Stack { axis }, &[v(&b1), v(&b2)])
}

/// `rbg_split`: `vmap(threefry_split, (0, None))` over the two threefry keys of `u32[4]`, the
/// keys reassembled as `u32[*shape, 4]`.
fn rbg_split<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    k: &T<'c, 'a>,
    shape: &Shape,
) -> Result<T<'c, 'a>, LowerError> {
    let r = shape.rank();
    if r == 0 {
        return Err(err(
            "random_split",
            "a split into shape () is not supported yet",
        ));
    }
    // The two threefry keys, a batch `u32[2,2]`: `_threefry_split_foldlike` under `vmap`.
    let k = tr.reshape(k, &[2, 2])?;
    let s = split_body(tr, std::slice::from_ref(&k), shape)?;
    let s = s.first().ok_or_else(|| err("random_split", "no stack"))?;
    let mut perm: Vec<usize> = (1..=r).collect();
    perm.extend([0, r + 1]);
    let t = tr.one(
        Primitive::Transpose(Transpose { permutation: perm }),
        &[v(s)],
    )?;
    let mut out = shape.dims().to_vec();
    out.push(4);
    tr.reshape(&t, &out)
}

/// `_unsafe_rbg_split`: every tenth of `10 * num` rows of random bits.
fn unsafe_rbg_split<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    k: &T<'c, 'a>,
    shape: &Shape,
) -> Result<T<'c, 'a>, LowerError> {
    let num: u64 = shape.dims().iter().product();
    let rows = num
        .checked_mul(10)
        .ok_or_else(|| err("random_split", "too many keys"))?;
    let bits = rbg_bits(tr, k, &Shape::new(vec![rows, 4]), DType::U32)?;
    let sliced = tr.one(
        Primitive::Slice(Slice {
            start_indices: vec![0, 0],
            limit_indices: vec![rows, 4],
            strides: Some(vec![10, 1]),
        }),
        &[v(&bits)],
    )?;
    let mut out = shape.dims().to_vec();
    out.push(4);
    if sliced.a.dims() == out.as_slice() {
        // `reshape` to the same shape is no op in JAX's trace.
        return Ok(sliced);
    }
    tr.reshape(&sliced, &out)
}
