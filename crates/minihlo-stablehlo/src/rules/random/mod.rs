//! The PRNG primitives, lowered as JAX 0.12 lowers them for cpu (read in
//! `jax/_src/random/{prng,threefry2x32,rbg}.py` and `lax/lax.py`, and checked against
//! `jax.jit(f).lower(...)`, with the jaxprs `mlir.lower_fun` traces printed for each rule):
//!
//! - A key array is its `uint32` data with the key dimension last (`types::tensor_type`);
//!   `random_wrap`, `random_unwrap` and `random_clone` emit nothing.
//! - The other key primitives are JAX's `lower_fun` of the implementation's function: the
//!   equations JAX traces are replayed here, primitive by primitive, through the ordinary rules
//!   ([`Tracer`]), so each op is the one JAX emits. `_threefry_split` and
//!   `_threefry_fold_in` are `jit`s in JAX: private functions here too, one per operand types.
//! - `threefry2x32` is a private function `@threefry2x32` per operand types; on cpu its body is
//!   the rolled loop (`fori_loop(0, 5, ...)`, a scan lowered to a `stablehlo.while`), elsewhere
//!   the unrolled rounds.
//! - `iota_2x32_shape` is JAX's rule: one `ui64` iota per dimension, scaled by the strides and
//!   summed, split into its high and low halves.
//! - `rng_bit_generator` on a `u32[4]` key: reshape and bitcast to `u64[2]`, the op, and back.
//!
//! Key arrays of rank 0 are lowered for every implementation; batched key arrays (the traces of
//! `vmap` in JAX's rules) are lowered for `random_bits`, `random_split` and `random_fold_in`
//! of threefry keys as JAX batches them only where listed in [`lower_random`]'s errors. Arrays
//! of fold-in messages are `iterated_vmap_binary_bcast`: one threefry key, or keys of the
//! messages' shape.
//!
//! The rooms: [`tracer`] (the replay), [`threefry`] (`threefry2x32`, `iota_2x32_shape`, the
//! seed), [`bits`], [`split`], [`fold_in`], [`rbg`] (the rbg and unsafe_rbg implementations and
//! `rng_bit_generator`) and [`physical`] (structural ops on key arrays).

mod bits;
mod fold_in;
mod physical;
mod rbg;
mod split;
mod threefry;
mod tracer;

use melior::ir::attribute::{DenseElementsAttribute, IntegerAttribute};
use melior::ir::Value;
use minihlo_ir::random::Random;
use minihlo_ir::{Aval, DType, KeyImpl, Scalar};

use crate::ctx::{EqnCtx, Lowering};
use crate::emit::Emitter;
use crate::error::LowerError;
use crate::types::element_type;

pub(super) use physical::physical_eqn;
use tracer::Tracer;

/// A value with its aval.
#[derive(Clone)]
pub(super) struct T<'c, 'a> {
    v: Value<'c, 'a>,
    a: Aval,
}

impl<'c, 'a> T<'c, 'a> {
    /// The same value seen with its key arrays' physical (`uint32`) type.
    fn physical(&self) -> Self {
        T {
            v: self.v,
            a: self.a.physical(),
        }
    }
}

/// Values with their avals.
fn typed<'c, 'a>(vals: &[Value<'c, 'a>], avals: &[Aval]) -> Vec<T<'c, 'a>> {
    vals.iter()
        .zip(avals)
        .map(|(v, a)| T {
            v: *v,
            a: a.clone(),
        })
        .collect()
}

/// An operand: a value, or a literal (a constant emitted when the equation reads it).
enum In<'x, 'c, 'a> {
    V(&'x T<'c, 'a>),
    L(DType, Scalar),
}

fn v<'x, 'c, 'a>(t: &'x T<'c, 'a>) -> In<'x, 'c, 'a> {
    In::V(t)
}

fn lit<'x, 'c, 'a>(dtype: DType, value: i128) -> In<'x, 'c, 'a> {
    // Integers wrap as numpy does: 4294967295 as an int32 is -1.
    let value = match dtype.bits() {
        b @ (8 | 16 | 32) if dtype.is_signed_int() => {
            let m = 1i128 << b;
            let w = value.rem_euclid(m);
            if w >= m / 2 {
                w - m
            } else {
                w
            }
        }
        _ => value,
    };
    In::L(dtype, Scalar::Int(value))
}

fn err(prim: &str, reason: impl Into<String>) -> LowerError {
    LowerError::Unsupported {
        primitive: prim.into(),
        reason: reason.into(),
    }
}

/// The first two of `outs`, or an error naming `prim`.
fn two<'c, 'a>(outs: Vec<T<'c, 'a>>, prim: &str) -> Result<(T<'c, 'a>, T<'c, 'a>), LowerError> {
    let mut outs = outs.into_iter();
    match (outs.next(), outs.next()) {
        (Some(a), Some(b)) => Ok((a, b)),
        _ => Err(err(prim, "expected two results")),
    }
}

/// The rule of every PRNG primitive.
pub(super) fn lower_random<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    r: &Random,
) -> Lowering<'c, 'a> {
    let xs = typed(cx.xs, cx.avals);
    let outs = cx.outs.to_vec();
    let mut tr = Tracer {
        em: cx.em,
        state: &mut *cx.state,
        pi: cx.platform_index,
    };
    let name = r.name();
    let first = xs.first().ok_or_else(|| err(name, "no operand"));
    let results: Vec<T> = match r {
        Random::Wrap { .. } | Random::Unwrap | Random::Clone => return Ok(cx.xs.to_vec()),
        Random::Seed { imp } => vec![threefry::seed(&mut tr, first?, *imp)?],
        Random::Bits { bit_width, shape } => {
            let dtype = outs.first().map(|o| o.dtype).unwrap_or(DType::U32);
            vec![bits::random_bits(
                &mut tr, first?, *bit_width, shape, dtype,
            )?]
        }
        Random::Split { shape } => vec![split::random_split(&mut tr, first?, shape)?],
        Random::FoldIn => {
            let (Some(k), Some(m)) = (xs.first(), xs.get(1)) else {
                return Err(err(name, "expects a key and a message"));
            };
            fold_in::random_fold_in(&mut tr, k, m)?
        }
        Random::Gamma { log_space } => {
            let (Some(k), Some(a)) = (xs.first(), xs.get(1)) else {
                return Err(err(name, "expects a key and a"));
            };
            let (k, a) = (k.clone(), a.clone());
            return gamma(cx, name, &k, &a, *log_space);
        }
        Random::Threefry2x32 => {
            let (a, b) = threefry::threefry2x32(&mut tr, &xs)?;
            vec![a, b]
        }
        Random::Iota2x32Shape { shape } => {
            let (a, b) = threefry::iota_2x32_shape(&mut tr, shape)?;
            vec![a, b]
        }
        Random::RngBitGenerator {
            shape,
            dtype,
            algorithm,
        } => rbg::rng_bit_generator(&mut tr, first?, shape, *dtype, *algorithm)?,
        Random::RngUniform { shape } => {
            let (Some(a), Some(b)) = (xs.first(), xs.get(1)) else {
                return Err(err(name, "expects two operands"));
            };
            vec![rbg::rng_uniform(tr.em, a, b, shape)?]
        }
    };
    Ok(results.into_iter().map(|t| t.v).collect())
}

/// `random_gamma` of threefry keys: JAX's `vmap` path, a Builder program.
fn gamma<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    name: &str,
    k: &T<'c, 'a>,
    a: &T<'c, 'a>,
    log_space: bool,
) -> Lowering<'c, 'a> {
    if key_impl(name, &k.a)? != KeyImpl::Fry {
        return Err(err(
            name,
            format!(
                "keys {} are not supported yet: JAX samples them with `lax.map` (a scan); minihlo lowers threefry keys (JAX's `vmap` path)",
                k.a
            ),
        ));
    }
    let (ka, aa) = (k.a.clone(), a.a.clone());
    let x64 = cx.state.index_dtype == DType::I64;
    let by_content = std::mem::replace(&mut cx.state.cf.jit_by_content, true);
    let r =
        super::lower_fun::lower_fun_with(cx, &[ka.clone(), aa.clone()], &[k.v, a.v], |b, ins| {
            super::random_gamma::gamma_impl(b, ins[0], &ka, ins[1], &aa, log_space, x64)
                .map(|v| vec![v])
        });
    cx.state.cf.jit_by_content = by_content;
    r
}

fn key_impl(name: &str, a: &Aval) -> Result<KeyImpl, LowerError> {
    a.dtype
        .key_impl()
        .ok_or_else(|| err(name, format!("expects a key array, got {a}")))
}

/// Batched keys (as `jax.vmap` over keys makes): threefry keys of rank up to `max_rank`; every
/// implementation for one key.
fn batch_ok(name: &str, imp: KeyImpl, keys: &Aval, max_rank: usize) -> Result<(), LowerError> {
    match (keys.rank(), imp) {
        (0, _) => Ok(()),
        (r, KeyImpl::Fry) if r <= max_rank => Ok(()),
        _ => Err(err(
            name,
            format!(
                "a batch of keys {} (a key array of rank {}) is not supported yet: minihlo lowers one key of any implementation, and batches of threefry keys{}",
                keys,
                keys.rank(),
                if max_rank == 1 { " of rank 1" } else { "" }
            ),
        )),
    }
}

/// `stablehlo.constant dense<[...]>` of a rank-1 array.
fn dense_constant<'c, 'a>(
    em: &Emitter<'c, 'a>,
    dtype: DType,
    values: &[i128],
) -> Result<Value<'c, 'a>, LowerError> {
    let ty = em.ty(&Aval::new(dtype, [values.len() as u64]))?;
    let et = element_type(em.context, dtype);
    let elems: Vec<_> = values
        .iter()
        .map(|&x| IntegerAttribute::new(et, x as i64).into())
        .collect();
    let dense = DenseElementsAttribute::new(ty, &elems).map_err(|e| LowerError::Mlir {
        stage: "building a constant".into(),
        diagnostics: vec![e.to_string()],
    })?;
    em.one("stablehlo.constant", &[], ty, &[("value", dense.into())])
}
