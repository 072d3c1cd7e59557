//! The PRNG primitives, lowered as JAX 0.12 lowers them for cpu (read in
//! `jax/_src/random/{prng,threefry2x32,rbg}.py` and `lax/lax.py`, and checked against
//! `jax.jit(f).lower(...)`, with the jaxprs `mlir.lower_fun` traces printed for each rule):
//!
//! - A key array is its `uint32` data with the key dimension last (`types::tensor_type`);
//!   `random_wrap`, `random_unwrap` and `random_clone` emit nothing.
//! - The other key primitives are JAX's `lower_fun` of the implementation's function: the
//!   equations JAX traces are replayed here, primitive by primitive, through the ordinary rules
//!   ([`Tracer::apply`]), so each op is the one JAX emits. `_threefry_split` and
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

use melior::ir::attribute::{DenseElementsAttribute, IntegerAttribute};
use melior::ir::operation::OperationLike;
use melior::ir::{Type, Value, ValueLike};
use minihlo_ir::primitive::{
    BroadcastInDim, Concatenate, ConvertElementType, DynamicUpdateSlice, Reshape, SelectN, Slice,
    Squeeze, Transpose,
};
use minihlo_ir::random::{Random, RngAlgorithm};
use minihlo_ir::shape_rules::infer;
use minihlo_ir::structural::{PyInt, Restructure};
use minihlo_ir::{Aval, BinaryOp, CompareOp, DType, KeyImpl, Primitive, Scalar, Shape};

use super::control_flow::{call, private_func_marked, region};
use super::lower_eqn;
use crate::attrs::opaque_attr;
use crate::ctx::{EqnCtx, Lowering, State};
use crate::emit::Emitter;
use crate::error::LowerError;
use crate::multi_platform::stablehlo_return;
use crate::types::{element_type, tensor_types};

/// A value with its aval.
#[derive(Clone)]
pub(super) struct T<'c, 'a> {
    v: Value<'c, 'a>,
    a: Aval,
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

/// Replays the equations JAX traces for a rule, each through its ordinary lowering rule.
pub(super) struct Tracer<'e, 'o, 'c, 'a> {
    em: &'e Emitter<'c, 'a>,
    state: &'e mut State<'o, 'c>,
    pi: Option<Value<'c, 'a>>,
}

fn err(prim: &str, reason: impl Into<String>) -> LowerError {
    LowerError::Unsupported {
        primitive: prim.into(),
        reason: reason.into(),
    }
}

impl<'e, 'o, 'c, 'a> Tracer<'e, 'o, 'c, 'a> {
    fn apply(
        &mut self,
        prim: Primitive,
        xs: &[In<'_, 'c, 'a>],
    ) -> Result<Vec<T<'c, 'a>>, LowerError> {
        let mut vals = Vec::with_capacity(xs.len());
        let mut avals = Vec::with_capacity(xs.len());
        for x in xs {
            match x {
                In::V(t) => {
                    vals.push(t.v);
                    avals.push(t.a.clone());
                }
                In::L(dtype, value) => {
                    vals.push(self.em.constant(*dtype, *value)?);
                    avals.push(Aval::scalar(*dtype));
                }
            }
        }
        let outs = infer(&prim, &avals, &[]).map_err(|m| err(prim.name(), m.error.to_string()))?;
        let results = lower_eqn(&mut EqnCtx {
            em: self.em,
            state: &mut *self.state,
            platform_index: self.pi,
            prim: &prim,
            xs: &vals,
            avals: &avals,
            outs: &outs,
        })?;
        Ok(results
            .into_iter()
            .zip(outs)
            .map(|(v, a)| T { v, a })
            .collect())
    }

    fn one(&mut self, prim: Primitive, xs: &[In<'_, 'c, 'a>]) -> Result<T<'c, 'a>, LowerError> {
        let name = prim.name();
        self.apply(prim, xs)?
            .into_iter()
            .next()
            .ok_or_else(|| err(name, "no result"))
    }

    fn bin(
        &mut self,
        op: BinaryOp,
        x: In<'_, 'c, 'a>,
        y: In<'_, 'c, 'a>,
    ) -> Result<T<'c, 'a>, LowerError> {
        self.one(Primitive::Binary(op), &[x, y])
    }

    fn convert(&mut self, x: &T<'c, 'a>, to: DType) -> Result<T<'c, 'a>, LowerError> {
        self.one(
            Primitive::ConvertElementType(ConvertElementType {
                new_dtype: to,
                weak_type: false,
            }),
            &[v(x)],
        )
    }

    fn broadcast(
        &mut self,
        x: &T<'c, 'a>,
        shape: &[u64],
        dims: &[usize],
    ) -> Result<T<'c, 'a>, LowerError> {
        self.one(
            Primitive::BroadcastInDim(BroadcastInDim {
                shape: Shape::new(shape.to_vec()),
                broadcast_dimensions: dims.to_vec(),
            }),
            &[v(x)],
        )
    }

    fn reshape(&mut self, x: &T<'c, 'a>, dims: &[u64]) -> Result<T<'c, 'a>, LowerError> {
        self.one(
            Primitive::Reshape(Reshape {
                new_sizes: Shape::new(dims.to_vec()),
            }),
            &[v(x)],
        )
    }

    fn restructure(
        &mut self,
        r: Restructure,
        xs: &[In<'_, 'c, 'a>],
    ) -> Result<Vec<T<'c, 'a>>, LowerError> {
        self.apply(Primitive::Restructure(Box::new(r)), xs)
    }

    fn pair(
        &mut self,
        r: Restructure,
        xs: &[In<'_, 'c, 'a>],
    ) -> Result<(T<'c, 'a>, T<'c, 'a>), LowerError> {
        let mut outs = self.restructure(r, xs)?.into_iter();
        match (outs.next(), outs.next()) {
            (Some(a), Some(b)) => Ok((a, b)),
            _ => Err(err("random", "expected two results")),
        }
    }

    fn concatenate(
        &mut self,
        xs: &[&T<'c, 'a>],
        dimension: usize,
    ) -> Result<T<'c, 'a>, LowerError> {
        let ins: Vec<In> = xs.iter().map(|x| v(x)).collect();
        self.one(Primitive::Concatenate(Concatenate { dimension }), &ins)
    }

    fn threefry(&mut self, xs: [In<'_, 'c, 'a>; 4]) -> Result<(T<'c, 'a>, T<'c, 'a>), LowerError> {
        let mut outs = self
            .apply(Primitive::Random(Box::new(Random::Threefry2x32)), &xs)?
            .into_iter();
        match (outs.next(), outs.next()) {
            (Some(a), Some(b)) => Ok((a, b)),
            _ => Err(err("threefry2x32", "expected two results")),
        }
    }

    fn iota_2x32(&mut self, shape: &Shape) -> Result<(T<'c, 'a>, T<'c, 'a>), LowerError> {
        let mut outs = self
            .apply(
                Primitive::Random(Box::new(Random::Iota2x32Shape {
                    shape: shape.clone(),
                })),
                &[],
            )?
            .into_iter();
        match (outs.next(), outs.next()) {
            (Some(a), Some(b)) => Ok((a, b)),
            _ => Err(err("iota_2x32_shape", "expected two results")),
        }
    }

    fn x64(&self) -> bool {
        self.state.index_dtype == DType::I64
    }

    /// A jit-like private function `name` over `args` (one per name and operand types, as JAX's
    /// jit cache), its body built by `body`, and the call.
    fn jit(
        &mut self,
        name: &str,
        args: &[&T<'c, 'a>],
        results: &[Aval],
        body: &Body<'c, '_>,
    ) -> Result<Vec<T<'c, 'a>>, LowerError> {
        let in_avals: Vec<Aval> = args.iter().map(|t| t.a.clone()).collect();
        let key = (name.to_string(), in_avals.clone(), results.to_vec());
        let symbol = match self.state.cf.random.get(&key) {
            Some(s) => s.clone(),
            None => {
                // `threefry2x32` is a primitive's cached lowering (`inline=False`), whose
                // platform index JAX leaves unmarked; the others are jits.
                let symbol = private_func_marked(
                    self.em.context,
                    self.state,
                    name,
                    self.pi.map(|v| v.r#type()),
                    name != "threefry2x32",
                    &in_avals,
                    results,
                    |inner, pi, vals, state| {
                        let ts: Vec<T> = vals
                            .iter()
                            .zip(&in_avals)
                            .map(|(v, a)| T {
                                v: *v,
                                a: a.clone(),
                            })
                            .collect();
                        let mut tr = Tracer {
                            em: inner,
                            state,
                            pi,
                        };
                        Ok(body(&mut tr, &ts)?.into_iter().map(|t| t.v).collect())
                    },
                )?;
                self.state.cf.random.insert(key, symbol.clone());
                symbol
            }
        };
        let vals: Vec<Value> = args.iter().map(|t| t.v).collect();
        let outs = call(self.em, &symbol, self.pi, &vals, results)?;
        Ok(outs
            .into_iter()
            .zip(results)
            .map(|(v, a)| T { v, a: a.clone() })
            .collect())
    }
}

/// The body of a private function: its arguments to its results.
type Body<'c, 'f> = dyn for<'b> Fn(&mut Tracer<'_, '_, 'c, 'b>, &[T<'c, 'b>]) -> Result<Vec<T<'c, 'b>>, LowerError>
    + 'f;

/// The rule of every PRNG primitive.
pub(super) fn lower_random<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    r: &Random,
) -> Lowering<'c, 'a> {
    let xs: Vec<T> = cx
        .xs
        .iter()
        .zip(cx.avals)
        .map(|(v, a)| T {
            v: *v,
            a: a.clone(),
        })
        .collect();
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
        Random::Seed { imp } => {
            let s = first?;
            // Seeds of any shape: `vmap` of the scalar rule, the key words concatenated last.
            let k = threefry_seed(&mut tr, s)?;
            let r = s.a.rank();
            match imp {
                KeyImpl::Fry => vec![k],
                KeyImpl::Rbg | KeyImpl::Urbg => vec![tr.concatenate(&[&k, &k], r)?],
            }
        }
        Random::Bits { bit_width, shape } => {
            let k = first?;
            let imp = key_impl(name, &k.a)?;
            let kd = T {
                v: k.v,
                a: k.a.physical(),
            };
            if imp != KeyImpl::Fry && k.a.rank() == 1 {
                let dtype = outs.first().map(|o| o.dtype).unwrap_or(DType::U32);
                return Ok(vec![rbg_bits_batched(&mut tr, &kd, dtype, shape)?.v]);
            }
            batch_ok(name, imp, &k.a, usize::MAX)?;
            match imp {
                KeyImpl::Fry => vec![threefry_bits(&mut tr, &kd, *bit_width, shape)?],
                KeyImpl::Rbg | KeyImpl::Urbg => {
                    let dtype = outs.first().map(|o| o.dtype).unwrap_or(DType::U32);
                    let p = Random::RngBitGenerator {
                        shape: shape.clone(),
                        dtype,
                        algorithm: RngAlgorithm::Default,
                    };
                    let mut r = tr.apply(Primitive::Random(Box::new(p)), &[v(&kd)])?;
                    vec![r.pop().ok_or_else(|| err(name, "no bits"))?]
                }
            }
        }
        Random::Split { shape } => {
            let k = first?;
            let imp = key_impl(name, &k.a)?;
            batch_ok(name, imp, &k.a, usize::MAX)?;
            let kd = T {
                v: k.v,
                a: k.a.physical(),
            };
            match imp {
                KeyImpl::Fry => {
                    let mut out_dims = k.a.dims().to_vec();
                    out_dims.extend_from_slice(shape.dims());
                    out_dims.push(2);
                    let batch = k.a.rank();
                    if shape.rank() == 0 && batch > 0 {
                        // `vmap` of a split into shape (): the jit's result is `u32[2,*batch]`,
                        // the batch dimensions moved back to the front after the call.
                        let mut dims = vec![2];
                        dims.extend_from_slice(k.a.dims());
                        let out = Aval::new(DType::U32, dims);
                        let r = tr.jit("_threefry_split", &[&kd], &[out], &|t, a| {
                            split_body(t, a, shape)
                        })?;
                        let r = r.first().ok_or_else(|| err(name, "no result"))?;
                        let mut perm: Vec<usize> = (1..=batch).collect();
                        perm.push(0);
                        vec![tr.one(
                            Primitive::Transpose(Transpose { permutation: perm }),
                            &[v(r)],
                        )?]
                    } else {
                        let out = Aval::new(DType::U32, out_dims);
                        tr.jit("_threefry_split", &[&kd], &[out], &|t, a| {
                            split_body(t, a, shape)
                        })?
                    }
                }
                KeyImpl::Rbg => vec![rbg_split(&mut tr, &kd, shape)?],
                KeyImpl::Urbg => vec![unsafe_rbg_split(&mut tr, &kd, shape)?],
            }
        }
        Random::FoldIn => {
            let (Some(k), Some(m)) = (xs.first(), xs.get(1)) else {
                return Err(err(name, "expects a key and a message"));
            };
            let imp = key_impl(name, &k.a)?;
            let kd = T {
                v: k.v,
                a: k.a.physical(),
            };
            if m.a.rank() != 0 {
                // `iterated_vmap_binary_bcast`: one `vmap` per message dimension, over the
                // messages (a single key) or over keys and messages of the same shape.
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
                let mut out = m.a.dims().to_vec();
                out.push(2);
                let out = Aval::new(DType::U32, out);
                let r = tr.jit("_threefry_fold_in", &[&kd, m], &[out], &fold_in_body_msgs)?;
                return Ok(r.into_iter().map(|t| t.v).collect());
            }
            batch_ok(name, imp, &k.a, 1)?;
            match imp {
                KeyImpl::Fry if k.a.rank() == 1 => {
                    let out = kd.a.clone();
                    tr.jit(
                        "_threefry_fold_in",
                        &[&kd, m],
                        &[out],
                        &fold_in_body_batched,
                    )?
                }
                KeyImpl::Fry => tr.jit(
                    "_threefry_fold_in",
                    &[&kd, m],
                    &[Aval::new(DType::U32, [2])],
                    &fold_in_body_msgs,
                )?,
                KeyImpl::Urbg => vec![unsafe_rbg_fold_in(&mut tr, &kd, m)?],
                KeyImpl::Rbg => {
                    let k2 = tr.reshape(&kd, &[2, 2])?;
                    let f = tr.jit(
                        "_threefry_fold_in",
                        &[&k2, m],
                        &[Aval::new(DType::U32, [2, 2])],
                        &fold_in_body_batched,
                    )?;
                    let f = f.first().ok_or_else(|| err(name, "no result"))?;
                    vec![tr.reshape(f, &[4])?]
                }
            }
        }
        Random::Gamma { log_space } => {
            let (Some(k), Some(a)) = (xs.first(), xs.get(1)) else {
                return Err(err(name, "expects a key and a"));
            };
            if key_impl(name, &k.a)? != KeyImpl::Fry {
                return Err(err(
                    name,
                    format!(
                        "keys {} are not supported yet: JAX samples them with `lax.map` (a scan); minihlo lowers threefry keys (JAX's `vmap` path)",
                        k.a
                    ),
                ));
            }
            let (ka, aa, log_space) = (k.a.clone(), a.a.clone(), *log_space);
            let x64 = cx.state.index_dtype == DType::I64;
            let by_content = std::mem::replace(&mut cx.state.cf.jit_by_content, true);
            let r = super::linalg::lower_fun_with(
                cx,
                &[ka.clone(), aa.clone()],
                &[k.v, a.v],
                |b, ins| {
                    super::random_gamma::gamma_impl(b, ins[0], &ka, ins[1], &aa, log_space, x64)
                        .map(|v| vec![v])
                },
            );
            cx.state.cf.jit_by_content = by_content;
            return r;
        }
        Random::Threefry2x32 => vec_pair(threefry2x32(&mut tr, &xs)?),
        Random::Iota2x32Shape { shape } => vec_pair(iota_2x32_shape(&mut tr, shape)?),
        Random::RngBitGenerator {
            shape,
            dtype,
            algorithm,
        } => rng_bit_generator(&mut tr, first?, shape, *dtype, *algorithm)?,
        Random::RngUniform { shape } => {
            let (Some(a), Some(b)) = (xs.first(), xs.get(1)) else {
                return Err(err(name, "expects two operands"));
            };
            let dims: Vec<i64> = shape.dims().iter().map(|&d| d as i64).collect();
            let s = dense_constant(
                tr.em,
                DType::I64,
                &dims.iter().map(|&d| d as i128).collect::<Vec<_>>(),
            )?;
            let out = Aval::new(a.a.dtype, shape.clone());
            let attr = opaque_attr(tr.em.context, "stablehlo", "rng_distribution UNIFORM");
            let r = tr.em.one(
                "stablehlo.rng",
                &[a.v, b.v, s],
                tr.em.ty(&out)?,
                &[("rng_distribution", attr)],
            )?;
            vec![T { v: r, a: out }]
        }
    };
    Ok(results.into_iter().map(|t| t.v).collect())
}

fn vec_pair<'c, 'a>((a, b): (T<'c, 'a>, T<'c, 'a>)) -> Vec<T<'c, 'a>> {
    vec![a, b]
}

fn key_impl(name: &str, a: &Aval) -> Result<KeyImpl, LowerError> {
    a.dtype
        .key_impl()
        .ok_or_else(|| err(name, format!("expects a key array, got {a}")))
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

/// `threefry_seed` as `lower_fun` traces it for a (strongly typed) scalar seed of dtype `D`:
/// the high word `seed >> 32`, the low word `seed & 0xFFFFFFFF` computed in
/// `promote(D, uint32)` (numpy's standard promotion, 64-bit types only under x64).
fn threefry_seed<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    s: &T<'c, 'a>,
) -> Result<T<'c, 'a>, LowerError> {
    let d = s.a.dtype;
    let hi = tr.bin(BinaryOp::ShiftRightLogical, v(s), lit(d, 32))?;
    let hi = if d == DType::U32 {
        hi
    } else {
        tr.convert(&hi, DType::U32)?
    };
    let mut word = s.a.dims().to_vec();
    word.push(1);
    let bdims: Vec<usize> = (0..s.a.rank()).collect();
    let hi = tr.broadcast(&hi, &word, &bdims)?;
    let p = match d {
        DType::U8 | DType::U16 | DType::U32 => DType::U32,
        DType::U64 => DType::U64,
        _ if tr.x64() => DType::I64,
        _ => DType::I32,
    };
    let x = if d == p { s.clone() } else { tr.convert(s, p)? };
    let lo = tr.bin(BinaryOp::And, v(&x), lit(p, 0xFFFF_FFFF))?;
    let lo = if p == DType::U32 {
        lo
    } else {
        tr.convert(&lo, DType::U32)?
    };
    let lo = tr.broadcast(&lo, &word, &bdims)?;
    tr.concatenate(&[&hi, &lo], s.a.rank())
}

/// `_threefry_random_bits_partitionable` for one key `u32[2]`.
fn threefry_bits<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    k: &T<'c, 'a>,
    bit_width: u32,
    shape: &Shape,
) -> Result<T<'c, 'a>, LowerError> {
    let (b1, b2) = if shape.rank() == 0 {
        // One key, or a batch `u32[n,2]` (`vmap`): the words, and the counters 0 unbatched.
        let axis = k.a.rank() - 1;
        let (k1, k2) = tr.pair(Restructure::Unstack { axis }, &[v(k)])?;
        tr.threefry([v(&k1), v(&k2), lit(DType::U32, 0), lit(DType::U32, 0)])?
    } else {
        let [k1, k2, c1, c2] = words_and_counts(tr, k, shape)?;
        tr.threefry([v(&k1), v(&k2), v(&c1), v(&c2)])?
    };
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

/// `_threefry_split_foldlike`: the body of `@_threefry_split`.
fn split_body<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    args: &[T<'c, 'b>],
    shape: &Shape,
) -> Result<Vec<T<'c, 'b>>, LowerError> {
    let k = args.first().ok_or_else(|| err("random_split", "no key"))?;
    let (b1, b2) = if shape.rank() == 0 {
        // `iota_2x32_shape(())`: two `uint32` zeros, unbatched. Under `vmap` the stack at the
        // (logical) axis 0 puts the batch dimensions after the new one: `u32[2,*batch]`.
        let axis = k.a.rank() - 1;
        let (k1, k2) = tr.pair(Restructure::Unstack { axis }, &[v(k)])?;
        let (b1, b2) = tr.threefry([v(&k1), v(&k2), lit(DType::U32, 0), lit(DType::U32, 0)])?;
        if axis > 0 {
            return tr.restructure(Restructure::Stack { axis: 0 }, &[v(&b1), v(&b2)]);
        }
        (b1, b2)
    } else {
        let [k1, k2, c1, c2] = words_and_counts(tr, k, shape)?;
        tr.threefry([v(&k1), v(&k2), v(&c1), v(&c2)])?
    };
    let axis = b1.a.rank();
    let s = tr.restructure(Restructure::Stack { axis }, &[v(&b1), v(&b2)])?;
    Ok(s)
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

/// The key words and the counters `threefry_random_bits` and `_threefry_split_foldlike` hash:
/// for one key `u32[2]` its two words and `iota_2x32_shape(shape)`; for a batch `u32[*K,2]` (as
/// nested `vmap`s trace them) the words broadcast to `u32[*K,1...]` and the counters to
/// `u32[1,*shape]` by the innermost `vmap`, then one leading 1 more by each outer one.
fn words_and_counts<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    k: &T<'c, 'b>,
    shape: &Shape,
) -> Result<[T<'c, 'b>; 4], LowerError> {
    if k.a.rank() == 1 {
        let (k1, k2) = tr.pair(Restructure::Unstack { axis: 0 }, &[v(k)])?;
        let (c1, c2) = tr.iota_2x32(shape)?;
        return Ok([k1, k2, c1, c2]);
    }
    let batch = &k.a.dims()[..k.a.rank() - 1];
    let nb = batch.len();
    let r = shape.rank();
    let (k1, k2) = tr.pair(Restructure::Unstack { axis: nb }, &[v(k)])?;
    let (c1, c2) = tr.iota_2x32(shape)?;
    let mut cdims = vec![1u64];
    cdims.extend_from_slice(shape.dims());
    let cd: Vec<usize> = (1..=r).collect();
    let mut c1 = tr.broadcast(&c1, &cdims, &cd)?;
    let mut c2 = tr.broadcast(&c2, &cdims, &cd)?;
    let mut kdims = batch.to_vec();
    kdims.extend(std::iter::repeat_n(1, r));
    let kd: Vec<usize> = (0..nb).collect();
    let k1 = tr.broadcast(&k1, &kdims, &kd)?;
    let k2 = tr.broadcast(&k2, &kdims, &kd)?;
    for level in 2..=nb {
        let mut dims = vec![1u64; level];
        dims.extend_from_slice(shape.dims());
        let bd: Vec<usize> = (1..level + r).collect();
        c1 = tr.broadcast(&c1, &dims, &bd)?;
        c2 = tr.broadcast(&c2, &dims, &bd)?;
    }
    Ok([k1, k2, c1, c2])
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

fn split2<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    x: &T<'c, 'b>,
) -> Result<(T<'c, 'b>, T<'c, 'b>), LowerError> {
    split2_at(tr, x, 0)
}

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

/// `vmap(_threefry_fold_in, (0, None))` over a batch of threefry keys `u32[n,2]` (the two
/// halves of an rbg key, or a key array of rank 1).
fn fold_in_body_batched<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    args: &[T<'c, 'b>],
) -> Result<Vec<T<'c, 'b>>, LowerError> {
    let [k, m] = args else {
        return Err(err("random_fold_in", "expects a key and a message"));
    };
    let seed = fold_in_seed(tr, m)?;
    let (k1, k2) = tr.pair(Restructure::Unstack { axis: 1 }, &[v(k)])?;
    let (x1, x2) = split2(tr, &seed)?;
    let x1 = tr.broadcast(&x1, &[1, 1], &[1])?;
    let x2 = tr.broadcast(&x2, &[1, 1], &[1])?;
    let n = k.a.dims().first().copied().unwrap_or(1);
    let k1 = tr.broadcast(&k1, &[n, 1], &[0])?;
    let k2 = tr.broadcast(&k2, &[n, 1], &[0])?;
    let (y1, y2) = tr.threefry([v(&k1), v(&k2), v(&x1), v(&x2)])?;
    Ok(vec![tr.concatenate(&[&y1, &y2], 1)?])
}

/// `_threefry_fold_in(key u32[2], data u32[])` (`threefry_2x32(key, threefry_seed(data))`),
/// and the same under one `vmap` per dimension of messages `u32[*S]`: over the messages with one
/// key `u32[2]` (`iterated_vmap_unary`), or over keys `u32[*S,2]` and the messages together
/// (`iterated_vmap_binary_bcast` of equal shapes); the result `u32[*S,2]`.
fn fold_in_body_msgs<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    args: &[T<'c, 'b>],
) -> Result<Vec<T<'c, 'b>>, LowerError> {
    let [k, m] = args else {
        return Err(err("random_fold_in", "expects a key and a message"));
    };
    let n = m.a.rank();
    let seed = fold_in_seed(tr, m)?;
    let key_axis = k.a.rank().saturating_sub(1);
    let (k1, k2) = tr.pair(Restructure::Unstack { axis: key_axis }, &[v(k)])?;
    let (x1, x2) = split2_at(tr, &seed, n)?;
    let (k1, k2) = if k.a.rank() > 1 {
        // The batching rule of `threefry2x32` brings the batched key words to the counters'
        // rank.
        let dims = x1.a.dims().to_vec();
        let bd: Vec<usize> = (0..n).collect();
        (
            tr.broadcast(&k1, &dims, &bd)?,
            tr.broadcast(&k2, &dims, &bd)?,
        )
    } else {
        (k1, k2)
    };
    let (y1, y2) = tr.threefry([v(&k1), v(&k2), v(&x1), v(&x2)])?;
    Ok(vec![tr.concatenate(&[&y1, &y2], n)?])
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
    let k = tr.reshape(k, &[2, 2])?;
    let (k1, k2) = tr.pair(Restructure::Unstack { axis: 1 }, &[v(&k)])?;
    let (c1, c2) = tr.iota_2x32(shape)?;
    let mut bdims = vec![1u64];
    bdims.extend_from_slice(shape.dims());
    let cd: Vec<usize> = (1..=r).collect();
    let c1 = tr.broadcast(&c1, &bdims, &cd)?;
    let c2 = tr.broadcast(&c2, &bdims, &cd)?;
    let mut kdims = vec![2u64];
    kdims.extend(std::iter::repeat_n(1, r));
    let k1 = tr.broadcast(&k1, &kdims, &[0])?;
    let k2 = tr.broadcast(&k2, &kdims, &[0])?;
    let (b1, b2) = tr.threefry([v(&k1), v(&k2), v(&c1), v(&c2)])?;
    let s = tr.restructure(Restructure::Stack { axis: r + 1 }, &[v(&b1), v(&b2)])?;
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

fn rbg_bits<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    key: &T<'c, 'a>,
    shape: &[u64],
) -> Result<T<'c, 'a>, LowerError> {
    let p = Random::RngBitGenerator {
        shape: Shape::new(shape.to_vec()),
        dtype: DType::U32,
        algorithm: RngAlgorithm::Default,
    };
    let mut r = tr.apply(Primitive::Random(Box::new(p)), &[v(key)])?;
    r.pop().ok_or_else(|| err("rng_bit_generator", "no bits"))
}

/// `_rbg_random_bits` under `vmap` over a batch of rbg / unsafe_rbg keys `u32[n,4]`: JAX's
/// `_rng_bit_generator_batching_rule` draws all `n` rows from the first key (`keys[0]`) and
/// writes its new state back into the batch (`dynamic_update_index_in_dim`, unused).
fn rbg_bits_batched<'c, 'a>(
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
    let bits = rbg_bits(tr, k, &[rows, 4])?;
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

/// `_unsafe_rbg_fold_in`: the key xor the last of ten rows of bits seeded by the message.
fn unsafe_rbg_fold_in<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    k: &T<'c, 'a>,
    m: &T<'c, 'a>,
) -> Result<T<'c, 'a>, LowerError> {
    let half = fold_in_seed(tr, m)?;
    let seed = tr.concatenate(&[&half, &half], 0)?;
    let bits = rbg_bits(tr, &seed, &[10, 4])?;
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

/// `iota_2x32_shape_lowering`.
fn iota_2x32_shape<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    shape: &Shape,
) -> Result<(T<'c, 'a>, T<'c, 'a>), LowerError> {
    let em = tr.em;
    let dims = shape.dims();
    if dims.is_empty() {
        return Err(err("iota_2x32_shape", "needs a shape of rank >= 1"));
    }
    let u64a = Aval::new(DType::U64, shape.clone());
    let ty = em.ty(&u64a)?;
    let iotas = (0..dims.len())
        .map(|d| {
            em.one(
                "stablehlo.iota",
                &[],
                ty,
                &[(
                    "iota_dimension",
                    crate::attrs::i64_attr(em.context, d as i64),
                )],
            )
        })
        .collect::<Result<Vec<_>, _>>()?;
    // strides: the suffix products of the shape, then 1 (numpy's uint64 arithmetic wraps).
    let mut strides = vec![1u64; dims.len()];
    for i in (0..dims.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].wrapping_mul(dims[i + 1]);
    }
    let mut counts: Option<Value> = None;
    for (i, s) in iotas.iter().zip(&strides) {
        let c = em.constant(DType::U64, Scalar::Int(*s as i128))?;
        let b = em.broadcast(c, &u64a, &[])?;
        let m = em.binary("stablehlo.multiply", b, *i, &u64a)?;
        counts = Some(match counts {
            None => m,
            Some(acc) => em.binary("stablehlo.add", acc, m, &u64a)?,
        });
    }
    let counts = counts.ok_or_else(|| err("iota_2x32_shape", "no dimension"))?;
    let c = em.constant(DType::U64, Scalar::Int(32))?;
    let shift = em.broadcast(c, &u64a, &[])?;
    let shifted = em.binary("stablehlo.shift_right_logical", counts, shift, &u64a)?;
    let u32a = Aval::new(DType::U32, shape.clone());
    let lo = em.one("stablehlo.convert", &[counts], em.ty(&u32a)?, &[])?;
    let hi = em.one("stablehlo.convert", &[shifted], em.ty(&u32a)?, &[])?;
    Ok((
        T {
            v: hi,
            a: u32a.clone(),
        },
        T { v: lo, a: u32a },
    ))
}

/// `threefry2x32`: `@threefry2x32` (one per operand types), and its call.
fn threefry2x32<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    xs: &[T<'c, 'a>],
) -> Result<(T<'c, 'a>, T<'c, 'a>), LowerError> {
    if xs.len() != 4 {
        return Err(err("threefry2x32", "expects 4 operands"));
    }
    let avals: Vec<Aval> = xs.iter().map(|t| t.a.clone()).collect();
    let shape =
        minihlo_ir::shape_rules::broadcast_shapes("threefry2x32", avals.iter().map(|a| &a.shape))
            .map_err(|m| err("threefry2x32", m.to_string()))?;
    let out = Aval::new(DType::U32, shape);
    let refs: Vec<&T> = xs.iter().collect();
    let outs = tr.jit("threefry2x32", &refs, &[out.clone(), out], &threefry_body)?;
    let mut it = outs.into_iter();
    match (it.next(), it.next()) {
        (Some(a), Some(b)) => Ok((a, b)),
        _ => Err(err("threefry2x32", "expected two results")),
    }
}

/// One round: `x0 += x1; x1 = x0 ^ rotate_left(x1, r)` with `r` a `u32[]`.
fn round<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    x0: &T<'c, 'b>,
    x1: &T<'c, 'b>,
    r: In<'_, 'c, 'b>,
    r2: In<'_, 'c, 'b>,
) -> Result<(T<'c, 'b>, T<'c, 'b>), LowerError> {
    let n = tr.bin(BinaryOp::Add, v(x0), v(x1))?;
    let a = tr.bin(BinaryOp::ShiftLeft, v(x1), r)?;
    // A literal rotation is folded (`nbits - d` in numpy); a traced one is subtracted.
    let b = match r2 {
        In::L(..) => tr.bin(BinaryOp::ShiftRightLogical, v(x1), r2)?,
        In::V(_) => {
            let s = tr.bin(BinaryOp::Sub, lit(DType::U32, 32), r2)?;
            tr.bin(BinaryOp::ShiftRightLogical, v(x1), v(&s))?
        }
    };
    let rot = tr.bin(BinaryOp::Or, v(&a), v(&b))?;
    let x = tr.bin(BinaryOp::Xor, v(&n), v(&rot))?;
    Ok((n, x))
}

/// `_threefry2x32_lowering`: rolled on cpu, unrolled on every other platform; a module for
/// several platforms that need both dispatches on the platform index (JAX's
/// `lower_per_platform`).
fn threefry_body<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    args: &[T<'c, 'b>],
) -> Result<Vec<T<'c, 'b>>, LowerError> {
    // JAX's rules: cpu's (rolled), cuda's, rocm's and oneapi's (unrolled, each its own branch),
    // the default (unrolled) for the rest.
    let platforms: Vec<String> = tr.state.platform_names();
    let (rules, branch_of) = crate::multi_platform::kept_rules(&platforms, |p| {
        matches!(p, "cpu" | "cuda" | "rocm" | "oneapi")
    });
    let variants: Vec<bool> = rules.iter().map(|r| r.as_deref() == Some("cpu")).collect();
    if let [variant] = variants.as_slice() {
        return if *variant {
            threefry_rolled(tr, args)
        } else {
            threefry_unrolled(tr, args)
        };
    }
    let Some(pi) = tr.pi else {
        return Err(err(
            "threefry2x32",
            "several platforms without a platform index",
        ));
    };
    let em = tr.em;
    let i32_scalar = em.ty(&Aval::scalar(DType::I32))?;
    let pi = if pi.r#type() == i32_scalar {
        pi
    } else {
        em.one("stablehlo.convert", &[pi], i32_scalar, &[])?
    };
    let branch = crate::multi_platform::platform_branch_index(em, pi, &branch_of)?;
    let avals: Vec<Aval> = args.iter().map(|t| t.a.clone()).collect();
    let shape =
        minihlo_ir::shape_rules::broadcast_shapes("threefry2x32", avals.iter().map(|a| &a.shape))
            .map_err(|m| err("threefry2x32", m.to_string()))?;
    let out_avals = vec![
        Aval::new(DType::U32, shape.clone()),
        Aval::new(DType::U32, shape),
    ];
    let types = tensor_types(em.context, &out_avals)?;
    let state = &mut *tr.state;
    let outer_pi = tr.pi;
    let case =
        crate::multi_platform::build_case(em, branch, &types, variants.len(), |b, inner| {
            let mut t = Tracer {
                em: inner,
                state: &mut *state,
                pi: outer_pi,
            };
            let outs = if variants.get(b).copied().unwrap_or(false) {
                threefry_rolled(&mut t, args)?
            } else {
                threefry_unrolled(&mut t, args)?
            };
            let vals: Vec<Value> = outs.iter().map(|o| o.v).collect();
            stablehlo_return(inner, &vals)
        })?;
    let results: Vec<Value> = case.results().map(Into::into).collect();
    Ok(results
        .into_iter()
        .zip(out_avals)
        .map(|(v, a)| T { v, a })
        .collect())
}

/// The unrolled `_threefry2x32_lowering`: five groups of four rounds with the rotations as
/// constants, each group followed by the key schedule's injection.
fn threefry_unrolled<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    args: &[T<'c, 'b>],
) -> Result<Vec<T<'c, 'b>>, LowerError> {
    let [k1, k2, x1, x2] = args else {
        return Err(err("threefry2x32", "expects 4 operands"));
    };
    const ROT: [[i128; 4]; 2] = [[13, 15, 26, 6], [17, 29, 16, 24]];
    let ks01 = tr.bin(BinaryOp::Xor, v(k1), v(k2))?;
    let ks2 = tr.bin(BinaryOp::Xor, v(&ks01), lit(DType::U32, 0x1BD1_1BDA))?;
    let ks = [k1.clone(), k2.clone(), ks2];
    let mut a = tr.bin(BinaryOp::Add, v(x1), v(&ks[0]))?;
    let mut b = tr.bin(BinaryOp::Add, v(x2), v(&ks[1]))?;
    for group in 0..5usize {
        for &r in &ROT[group % 2] {
            let (n, x) = round(tr, &a, &b, lit(DType::U32, r), lit(DType::U32, 32 - r))?;
            a = n;
            b = x;
        }
        a = tr.bin(BinaryOp::Add, v(&a), v(&ks[(group + 1) % 3]))?;
        let b1 = tr.bin(BinaryOp::Add, v(&b), v(&ks[(group + 2) % 3]))?;
        b = tr.bin(BinaryOp::Add, v(&b1), lit(DType::U32, group as i128 + 1))?;
    }
    Ok(vec![a, b])
}

/// The rolled `_threefry2x32_lowering` (cpu): `fori_loop(0, 5, rolled_loop_step, ...)`.
fn threefry_rolled<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    args: &[T<'c, 'b>],
) -> Result<Vec<T<'c, 'b>>, LowerError> {
    let [k1, k2, x1, x2] = args else {
        return Err(err("threefry2x32", "expects 4 operands"));
    };
    let rot_a = Aval::new(DType::U32, [4]);
    let rot0 = T {
        v: dense_constant(tr.em, DType::U32, &[13, 15, 26, 6])?,
        a: rot_a.clone(),
    };
    let rot1 = T {
        v: dense_constant(tr.em, DType::U32, &[17, 29, 16, 24])?,
        a: rot_a.clone(),
    };
    let ks01 = tr.bin(BinaryOp::Xor, v(k1), v(k2))?;
    let ks2 = tr.bin(BinaryOp::Xor, v(&ks01), lit(DType::U32, 0x1BD1_1BDA))?;
    let x0 = tr.bin(BinaryOp::Add, v(x1), v(k1))?;
    let x1 = tr.bin(BinaryOp::Add, v(x2), v(k2))?;
    let idx = tr.state.index_dtype;
    // scan(length=5) over the carry (i, x0, x1, ks1, ks2, ks0, rot0, rot1): a while whose state
    // is the loop counter, then the carry.
    let i0 = tr.em.constant(idx, Scalar::Int(0))?;
    let counter0 = tr.em.constant(idx, Scalar::Int(0))?;
    let carry = [
        T {
            v: i0,
            a: Aval::scalar(idx),
        },
        x0,
        x1,
        k2.clone(),
        ks2,
        k1.clone(),
        rot0,
        rot1,
    ];
    let mut state_avals = vec![Aval::scalar(idx)];
    state_avals.extend(carry.iter().map(|t| t.a.clone()));
    let ctx = tr.em.context;
    let types: Vec<Type> = tensor_types(ctx, &state_avals)?;
    let cond = region(ctx, &types, |inner, args| {
        let five = inner.constant(idx, Scalar::Int(5))?;
        let first = args
            .first()
            .copied()
            .ok_or_else(|| err("threefry2x32", "no counter"))?;
        let p = inner.compare(first, five, CompareOp::Lt, &Aval::scalar(idx))?;
        stablehlo_return(inner, &[p])
    })?;
    let state = &mut *tr.state;
    let pi = tr.pi;
    let avals_for_body = state_avals.clone();
    let body = region(ctx, &types, |inner, args| {
        let ts: Vec<T> = args
            .iter()
            .zip(&avals_for_body)
            .map(|(v, a)| T {
                v: *v,
                a: a.clone(),
            })
            .collect();
        let mut t = Tracer {
            em: inner,
            state: &mut *state,
            pi,
        };
        let out = rolled_step(&mut t, &ts[1..])?;
        let c = t.bin(BinaryOp::Add, v(&ts[0]), lit(idx, 1))?;
        let mut back = vec![c.v];
        back.extend(out.iter().map(|t| t.v));
        stablehlo_return(inner, &back)
    })?;
    let mut operands = vec![counter0];
    operands.extend(carry.iter().map(|t| t.v));
    let op = tr
        .em
        .op("stablehlo.while", &operands, &types, &[], vec![cond, body])?;
    let results: Vec<Value> = op.results().map(Into::into).collect();
    let (Some(a), Some(b)) = (results.get(2), results.get(3)) else {
        return Err(err("threefry2x32", "the loop lost its results"));
    };
    Ok(vec![
        T {
            v: *a,
            a: state_avals[2].clone(),
        },
        T {
            v: *b,
            a: state_avals[3].clone(),
        },
    ])
}

/// `rolled_loop_step` on the carry `(i, x0, x1, ks0, ks1, ks2, rot0, rot1)` as JAX traces it.
fn rolled_step<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    c: &[T<'c, 'b>],
) -> Result<Vec<T<'c, 'b>>, LowerError> {
    let [i, x0, x1, ks0, ks1, ks2, rot0, rot1] = c else {
        return Err(err("threefry2x32", "the loop carry has the wrong length"));
    };
    let idx = i.a.dtype;
    let i_next = tr.bin(BinaryOp::Add, v(i), lit(idx, 1))?;
    let rs = tr.restructure(Restructure::Unstack { axis: 0 }, &[v(rot0)])?;
    let (mut a, mut b) = (x0.clone(), x1.clone());
    for r in &rs {
        let (n, x) = round(tr, &a, &b, v(r), v(r))?;
        a = n;
        b = x;
    }
    let a = tr.bin(BinaryOp::Add, v(&a), v(ks0))?;
    let b = tr.bin(BinaryOp::Add, v(&b), v(ks1))?;
    let i1 = tr.bin(BinaryOp::Add, v(i), lit(idx, 1))?;
    let i1 = tr.convert(&i1, DType::U32)?;
    let b = tr.bin(BinaryOp::Add, v(&b), v(&i1))?;
    Ok(vec![
        i_next,
        a,
        b,
        ks1.clone(),
        ks2.clone(),
        ks0.clone(),
        rot1.clone(),
        rot0.clone(),
    ])
}

/// `_rng_bit_generator_lowering` for a `u32[4]` (or `u64[2]`) key.
fn rng_bit_generator<'c, 'a>(
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

/// A primitive with its operand and result types.
pub(super) type PhysicalEqn = (Primitive, Vec<Aval>, Vec<Aval>);

/// A structural primitive applied to key arrays, as JAX's `KeyTyRules` lower it: the same
/// operation on the keys' `uint32` data, its params extended over the trailing key dimension
/// (`slice` keeps the whole key, `broadcast_in_dim` and `transpose` carry it along). `None`:
/// the equation involves no key array, or its rule needs no change (calls and control flow,
/// whose types are already the physical ones).
pub(super) fn physical_eqn(
    prim: &Primitive,
    avals: &[Aval],
    outs: &[Aval],
) -> Option<Result<PhysicalEqn, LowerError>> {
    let key = avals.iter().chain(outs).find_map(|a| a.dtype.key_impl())?;
    let ks = key.key_shape();
    let trailing = ks.len();
    let rank = |a: Option<&Aval>| a.map_or(0, Aval::rank);
    let p = match prim {
        Primitive::Random(_)
        | Primitive::Jit(_)
        | Primitive::Cond(_)
        | Primitive::While(_)
        | Primitive::Scan(_)
        | Primitive::CustomJvpCall(_)
        | Primitive::CustomVjpCall(_)
        | Primitive::Remat(_)
        | Primitive::EvalJaxpr(_)
        | Primitive::CheckpointName(_)
        | Primitive::OptimizationBarrier(_)
        | Primitive::DevicePut(_)
        | Primitive::Unary(minihlo_ir::UnaryOp::Copy | minihlo_ir::UnaryOp::StopGradient) => {
            return None
        }
        Primitive::Slice(Slice {
            start_indices,
            limit_indices,
            strides,
        }) => Primitive::Slice(Slice {
            start_indices: [start_indices.as_slice(), &vec![0; trailing]].concat(),
            limit_indices: [limit_indices.as_slice(), ks].concat(),
            strides: strides
                .as_ref()
                .map(|s| [s.as_slice(), &vec![1; trailing]].concat()),
        }),
        Primitive::Squeeze(_)
        | Primitive::ExpandDims(_)
        | Primitive::Concatenate(_)
        | Primitive::Restructure(_) => prim.clone(),
        Primitive::Reshape(Reshape { new_sizes }) => Primitive::Reshape(Reshape {
            new_sizes: Shape::new([new_sizes.dims(), ks].concat()),
        }),
        Primitive::BroadcastInDim(BroadcastInDim {
            shape,
            broadcast_dimensions,
        }) => {
            let r = shape.rank();
            let mut dims = broadcast_dimensions.clone();
            dims.extend(r..r + trailing);
            Primitive::BroadcastInDim(BroadcastInDim {
                shape: Shape::new([shape.dims(), ks].concat()),
                broadcast_dimensions: dims,
            })
        }
        Primitive::Transpose(Transpose { permutation }) => {
            let r = rank(avals.first());
            let mut perm = permutation.clone();
            perm.extend(r..r + trailing);
            Primitive::Transpose(Transpose { permutation: perm })
        }
        Primitive::Rev(_) => prim.clone(),
        // `_gather_lower_opaque`: the key dimensions are trailing offset dimensions, whole.
        Primitive::Gather(g) => {
            let r = rank(outs.first());
            let mut g = g.clone();
            g.dimension_numbers.offset_dims.extend(r..r + trailing);
            g.slice_sizes.extend_from_slice(ks);
            Primitive::Gather(g)
        }
        // `_scatter_lower_opaque`: the key dimensions are trailing update window dimensions.
        Primitive::Scatter(sc) => {
            let r = rank(avals.get(2));
            let mut sc = sc.clone();
            sc.dimension_numbers
                .update_window_dims
                .extend(r..r + trailing);
            Primitive::Scatter(sc)
        }
        other => {
            return Some(Err(err(
                other.name(),
                format!(
                    "`{}` on key arrays (key<{}>) is not supported yet",
                    other.name(),
                    key.tag()
                ),
            )))
        }
    };
    Some(Ok((
        p,
        avals.iter().map(Aval::physical).collect(),
        outs.iter().map(Aval::physical).collect(),
    )))
}
