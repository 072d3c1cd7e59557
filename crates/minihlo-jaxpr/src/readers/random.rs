//! Readers of the PRNG primitives' params as JAX 0.12 prints them: `random_seed[impl=fry]`,
//! `random_bits[bit_width=32 shape=(3,)]`, `rng_bit_generator[algorithm=RNG_DEFAULT ...]`.

use minihlo_ir::random::{Random, RandomKind, RngAlgorithm};
use minihlo_ir::{KeyImpl, Primitive, Shape};

use super::{Read, ReadCx};
use crate::ast::{Value, ValueKind};
use crate::params::{bool_of, dims_of, dtype_of, R};

impl Read for Random {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let kind = cx.kind()?;
        let p = &mut cx.p;
        let r = match kind {
            RandomKind::Seed => Random::Seed {
                imp: p.required("impl", key_impl)?,
            },
            RandomKind::Wrap => Random::Wrap {
                imp: p.required("impl", key_impl)?,
            },
            RandomKind::Bits => Random::Bits {
                bit_width: p.required("bit_width", bit_width)?,
                shape: p.required("shape", shape)?,
            },
            RandomKind::Split => Random::Split {
                shape: p.required("shape", shape)?,
            },
            RandomKind::FoldIn => Random::FoldIn,
            RandomKind::Unwrap => Random::Unwrap,
            RandomKind::Clone => Random::Clone,
            RandomKind::Threefry2x32 => Random::Threefry2x32,
            RandomKind::Iota2x32Shape => Random::Iota2x32Shape {
                shape: p.required("shape", shape)?,
            },
            RandomKind::RngBitGenerator => {
                p.none_only("out_sharding", "sharded random bits")?;
                Random::RngBitGenerator {
                    shape: p.required("shape", shape)?,
                    dtype: p.required("dtype", dtype_of)?,
                    algorithm: p.required("algorithm", algorithm)?,
                }
            }
            RandomKind::Gamma => Random::Gamma {
                log_space: p.required("log_space", bool_of)?,
            },
            RandomKind::RngUniform => Random::RngUniform {
                shape: p.required("shape", shape)?,
            },
        };
        Ok(Primitive::Random(Box::new(r)))
    }
}

fn key_impl(v: &Value) -> Result<KeyImpl, String> {
    match &v.kind {
        ValueKind::Ident(s) | ValueKind::Str(s) => KeyImpl::from_name(s),
        _ => None,
    }
    .ok_or_else(|| "a PRNG implementation: `fry`, `rbg` or `urbg`".into())
}

fn shape(v: &Value) -> Result<Shape, String> {
    dims_of(v).map(Shape::new)
}

fn bit_width(v: &Value) -> Result<u32, String> {
    match v.kind {
        ValueKind::Int(i @ (8 | 16 | 32 | 64)) => Ok(i as u32),
        _ => Err("8, 16, 32 or 64".into()),
    }
}

fn algorithm(v: &Value) -> Result<RngAlgorithm, String> {
    match &v.kind {
        ValueKind::Ident(s) | ValueKind::Str(s) => RngAlgorithm::parse(s),
        _ => None,
    }
    .ok_or_else(|| "`RNG_DEFAULT`, `RNG_THREE_FRY` or `RNG_PHILOX`".into())
}
