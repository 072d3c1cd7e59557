//! `rng_bit_generator` (the primitive, and the bits of rbg and unsafe_rbg keys) and
//! `rng_uniform`.

use melior::ir::operation::OperationLike;
use melior::ir::{Value, ValueLike};
use minihlo_ir::primitive::{DynamicUpdateSlice, SelectN, Slice};
use minihlo_ir::random::{Random, RngAlgorithm};
use minihlo_ir::{Aval, BinaryOp, CompareOp, DType, Primitive, Scalar, Shape};

use super::tracer::Tracer;
use super::{dense_constant, err, lit, v, T};
use crate::attrs::opaque_attr;
use crate::emit::Emitter;
use crate::error::LowerError;

/// `_rbg_random_bits` for one key: the bits of `rng_bit_generator` (the primitive, through its
/// rule), its new key unused.
pub(super) fn rbg_bits<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    key: &T<'c, 'a>,
    shape: &Shape,
    dtype: DType,
) -> Result<T<'c, 'a>, LowerError> {
    let p = Random::RngBitGenerator {
        shape: shape.clone(),
        dtype,
        algorithm: RngAlgorithm::Default,
    };
    let mut r = tr.apply(Primitive::Random(Box::new(p)), &[v(key)])?;
    r.pop().ok_or_else(|| err("rng_bit_generator", "no bits"))
}

/// `_rbg_random_bits` under `vmap` over a batch of rbg / unsafe_rbg keys `u32[n,4]`: JAX's
/// `_rng_bit_generator_batching_rule` draws all `n` rows from the first key (`keys[0]`) and
/// writes its new state back into the batch (`dynamic_update_index_in_dim`, unused).
pub(super) fn rbg_bits_batched<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    keys: &T<'c, 'a>,
    dtype: DType,
    shape: &Shape,
) -> Result<T<'c, 'a>, LowerError> {
    let n = keys.a.dims()[0];
    let first = tr.one(
        Primitive::Slice(Slice {
            start_indices: vec![0, 0],
            limit_indices: vec![1, 4],
            strides: None,
        }),
        &[v(keys)],
    )?;
    let first = tr.reshape(&first, &[4])?;
    let mut dims = vec![n];
    dims.extend_from_slice(shape.dims());
    let mut r =
        rng_bit_generator(tr, &first, &Shape::new(dims), dtype, RngAlgorithm::Default)?.into_iter();
    let (Some(new_key), Some(bits)) = (r.next(), r.next()) else {
        return Err(err("random_bits", "rng_bit_generator gave no bits"));
    };
    // `lax.dynamic_update_index_in_dim(keys, new_key, 0, axis=0)`: a jit whose index (a Python
    // int, weakly typed) is normalised as `_normalize_index` does.
    let index = tr.state.index_dtype;
    let zero = T {
        v: tr.em.constant(index, Scalar::Int(0))?,
        a: Aval::scalar(index),
    };
    let ka = keys.a.clone();
    tr.jit(
        "dynamic_update_index_in_dim",
        &[keys, &new_key, &zero],
        std::slice::from_ref(&keys.a),
        &|t, a| {
            let [ys, y, i] = a else {
                return Err(err("random_bits", "expects three operands"));
            };
            let mut dims = vec![1u64];
            dims.extend_from_slice(y.a.dims());
            let bd: Vec<usize> = (1..=y.a.rank()).collect();
            let e = t.broadcast(y, &dims, &bd)?;
            let neg = t.one(Primitive::Compare(CompareOp::Lt), &[v(i), lit(index, 0)])?;
            let c = t.convert(i, index)?;
            let wrapped = t.bin(BinaryOp::Add, v(&c), lit(index, i128::from(ka.dims()[0])))?;
            let idx = t.one(Primitive::SelectN(SelectN), &[v(&neg), v(i), v(&wrapped)])?;
            let mut ins = vec![v(ys), v(&e), v(&idx)];
            ins.extend((1..ys.a.rank()).map(|_| lit(index, 0)));
            Ok(vec![t.one(
                Primitive::DynamicUpdateSlice(DynamicUpdateSlice),
                &ins,
            )?])
        },
    )?;
    Ok(bits)
}

/// `_rng_bit_generator_lowering` for a `u32[4]` (or `u64[2]`) key.
pub(super) fn rng_bit_generator<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    key: &T<'c, 'a>,
    shape: &Shape,
    dtype: DType,
    algorithm: RngAlgorithm,
) -> Result<Vec<T<'c, 'a>>, LowerError> {
    let em = tr.em;
    let u32key = key.a.dtype == DType::U32;
    let k = if u32key {
        let r = em.reshape(key.v, &Aval::new(DType::U32, [2, 2]))?;
        em.one(
            "stablehlo.bitcast_convert",
            &[r],
            em.ty(&Aval::new(DType::U64, [2]))?,
            &[],
        )?
    } else {
        key.v
    };
    let out = Aval::new(dtype, shape.clone());
    let attr = opaque_attr(
        em.context,
        "stablehlo",
        &format!("rng_algorithm {}", algorithm.stablehlo()),
    );
    let op = em.op(
        "stablehlo.rng_bit_generator",
        &[k],
        &[k.r#type(), em.ty(&out)?],
        &[("rng_algorithm", attr)],
        vec![],
    )?;
    let results: Vec<Value> = op.results().map(Into::into).collect();
    let (Some(&new_key), Some(&bits)) = (results.first(), results.get(1)) else {
        return Err(err("rng_bit_generator", "expected two results"));
    };
    let new_key = if u32key {
        let b = em.one(
            "stablehlo.bitcast_convert",
            &[new_key],
            em.ty(&Aval::new(DType::U32, [2, 2]))?,
            &[],
        )?;
        em.reshape(b, &Aval::new(DType::U32, [4]))?
    } else {
        new_key
    };
    Ok(vec![
        T {
            v: new_key,
            a: key.a.clone(),
        },
        T { v: bits, a: out },
    ])
}

/// `rng_uniform`: `stablehlo.rng` with the UNIFORM distribution.
pub(super) fn rng_uniform<'c, 'a>(
    em: &Emitter<'c, 'a>,
    a: &T<'c, 'a>,
    b: &T<'c, 'a>,
    shape: &Shape,
) -> Result<T<'c, 'a>, LowerError> {
    let dims: Vec<i64> = shape.dims().iter().map(|&d| d as i64).collect();
    let s = dense_constant(
        em,
        DType::I64,
        &dims.iter().map(|&d| d as i128).collect::<Vec<_>>(),
    )?;
    let out = Aval::new(a.a.dtype, shape.clone());
    let attr = opaque_attr(em.context, "stablehlo", "rng_distribution UNIFORM");
    let r = em.one(
        "stablehlo.rng",
        &[a.v, b.v, s],
        em.ty(&out)?,
        &[("rng_distribution", attr)],
    )?;
    Ok(T { v: r, a: out })
}
