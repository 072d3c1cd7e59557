//! The PRNG primitives as JAX 0.12 prints them (`jax/_src/random/prng.py`,
//! `threefry2x32.py`, `lax/control_flow/random.py`... read for their abstract evaluation):
//! keys are arrays of an extended dtype `key<fry>` / `key<rbg>` / `key<urbg>`
//! ([`crate::KeyImpl`]) whose data is `uint32` with a trailing key dimension.

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, op_names, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple;
use crate::type_error::RuleError;
use crate::types::{Aval, DType, KeyImpl, Shape};

/// One of the PRNG primitives with its params, by the name JAX prints.
/// [`RandomKind`] names the primitives (the jaxpr reader reads them by it).
#[derive(Clone, Debug, PartialEq, Eq, Hash, strum::EnumDiscriminants)]
#[strum_discriminants(
    name(RandomKind),
    derive(
        Hash,
        strum::IntoStaticStr,
        strum::EnumString,
        strum::VariantArray,
        strum::VariantNames
    ),
    strum(serialize_all = "snake_case")
)]
pub enum Random {
    /// `random_seed[impl=fry] seeds`: integer seeds to keys of the same shape.
    #[strum_discriminants(strum(serialize = "random_seed"))]
    Seed { imp: KeyImpl },
    /// `random_bits[bit_width=32 shape=(3,)] keys`: `uint{bit_width}[*keys.shape, *shape]`.
    #[strum_discriminants(strum(serialize = "random_bits"))]
    Bits { bit_width: u32, shape: Shape },
    /// `random_split[shape=(2,)] keys`: keys of shape `(*keys.shape, *shape)`.
    #[strum_discriminants(strum(serialize = "random_split"))]
    Split { shape: Shape },
    /// `random_fold_in keys msgs` (msgs `uint32`, broadcast against the keys).
    #[strum_discriminants(strum(serialize = "random_fold_in"))]
    FoldIn,
    /// `random_wrap[impl=fry] data`: `uint32` key data to keys.
    #[strum_discriminants(strum(serialize = "random_wrap"))]
    Wrap { imp: KeyImpl },
    /// `random_unwrap keys`: the keys' `uint32` data.
    #[strum_discriminants(strum(serialize = "random_unwrap"))]
    Unwrap,
    /// `random_clone keys`: the same keys.
    #[strum_discriminants(strum(serialize = "random_clone"))]
    Clone,
    /// `threefry2x32 k1 k2 x1 x2`: the Threefry-2x32 hash, broadcasting, two results.
    Threefry2x32,
    /// `iota_2x32_shape[shape=(3,)]`: the high and low halves of a 64-bit iota of `shape`.
    #[strum_discriminants(strum(serialize = "iota_2x32_shape"))]
    Iota2x32Shape { shape: Shape },
    /// `rng_bit_generator[algorithm=RNG_DEFAULT dtype=uint32 out_sharding=None shape=(3,)] key`:
    /// the new key and the bits.
    RngBitGenerator {
        shape: Shape,
        dtype: DType,
        algorithm: RngAlgorithm,
    },
    /// `rng_uniform[shape=(3,)] a b`: XLA's stateful uniform sampler.
    RngUniform { shape: Shape },
    /// `random_gamma[log_space=False] keys a`: Gamma(a) samples of `a`'s type (the keys' shape
    /// a prefix of `a`'s, one key per sample or per trailing block of samples).
    #[strum_discriminants(strum(serialize = "random_gamma"))]
    Gamma { log_space: bool },
}

/// `lax.RandomAlgorithm` as printed (`RNG_DEFAULT`, `RNG_THREE_FRY`, `RNG_PHILOX`).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    strum::VariantArray,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantNames,
)]
pub enum RngAlgorithm {
    #[strum(serialize = "RNG_DEFAULT")]
    Default,
    #[strum(serialize = "RNG_THREE_FRY")]
    ThreeFry,
    #[strum(serialize = "RNG_PHILOX")]
    Philox,
}

op_names!(RngAlgorithm);

impl RngAlgorithm {
    /// The member name JAX prints.
    pub fn member(self) -> &'static str {
        self.name()
    }
    /// StableHLO's `algorithm` spelling.
    pub fn stablehlo(self) -> &'static str {
        match self {
            RngAlgorithm::Default => "DEFAULT",
            RngAlgorithm::ThreeFry => "THREE_FRY",
            RngAlgorithm::Philox => "PHILOX",
        }
    }
    /// Reads `RNG_DEFAULT` or `RandomAlgorithm.RNG_DEFAULT`.
    pub fn parse(s: &str) -> Option<RngAlgorithm> {
        let s = s.strip_prefix("RandomAlgorithm.").unwrap_or(s);
        s.parse().ok()
    }
}

impl Random {
    /// The name JAX prints.
    pub fn name(&self) -> &'static str {
        RandomKind::from(self).into()
    }

    /// The params JAX prints, sorted by name.
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        match self {
            Random::Seed { imp } | Random::Wrap { imp } => vec![("impl", imp.tag().into())],
            Random::Bits { bit_width, shape } => vec![
                ("bit_width", bit_width.to_string()),
                ("shape", py_tuple(shape.dims())),
            ],
            Random::Split { shape }
            | Random::Iota2x32Shape { shape }
            | Random::RngUniform { shape } => vec![("shape", py_tuple(shape.dims()))],
            Random::RngBitGenerator {
                shape,
                dtype,
                algorithm,
            } => vec![
                ("algorithm", algorithm.member().into()),
                ("dtype", dtype.numpy_name().into()),
                ("out_sharding", "None".into()),
                ("shape", py_tuple(shape.dims())),
            ],
            Random::Gamma { log_space } => vec![(
                "log_space",
                if *log_space { "True" } else { "False" }.into(),
            )],
            Random::FoldIn | Random::Unwrap | Random::Clone | Random::Threefry2x32 => vec![],
        }
    }
}

fn key_of<'a>(_name: &str, x: &'a Aval) -> Result<(KeyImpl, &'a Aval), RuleError> {
    match x.dtype {
        DType::Key(k) => Ok((k, x)),
        _ => Err(format!(
            "the operand must be a key array (key<fry>, key<rbg>, key<urbg>), got {}",
            x.numpy_display()
        )
        .into()),
    }
}

fn concat(a: &[u64], b: &[u64]) -> Shape {
    Shape::new([a, b].concat())
}

/// JAX's `lax.broadcasting_shape_rule` (rank-0 operands broadcast; the others have one rank and
/// each dimension equal or 1).
fn broadcast(name: &str, xs: &[&Aval]) -> Result<Shape, RuleError> {
    let shapes: Vec<&[u64]> = xs
        .iter()
        .map(|x| x.dims())
        .filter(|d| !d.is_empty())
        .collect();
    let Some(first) = shapes.first() else {
        return Ok(Shape::scalar());
    };
    let all = || {
        let s: Vec<String> = shapes.iter().map(|d| py_tuple(d)).collect();
        s.join(", ")
    };
    if shapes.iter().any(|d| d.len() != first.len()) {
        return Err(RuleError::Complete(format!(
            "{name}: arrays must have the same number of dimensions, got {}",
            all()
        )));
    }
    let mut out = Vec::with_capacity(first.len());
    for i in 0..first.len() {
        let mut size = 1;
        for d in &shapes {
            match (size, d[i]) {
                (_, 1) => {}
                (1, n) => size = n,
                (m, n) if m == n => {}
                _ => {
                    return Err(RuleError::Complete(format!(
                        "{name} got incompatible shapes for broadcasting: {}",
                        all()
                    )))
                }
            }
        }
        out.push(size);
    }
    Ok(Shape::new(out))
}

/// The output avals of `r` applied to `inputs`, or JAX's message.
pub fn infer_random(r: &Random, inputs: &[Aval]) -> Result<Vec<Aval>, RuleError> {
    let name = r.name();
    let one = || -> Result<&Aval, RuleError> {
        match inputs {
            [x] => Ok(x),
            _ => Err(format!("{name} takes 1 operand, got {}", inputs.len()).into()),
        }
    };
    match r {
        Random::Seed { imp } => {
            let x = one()?;
            if !x.dtype.is_int() {
                return Err(format!(
                    "PRNG key seed must be an integer; got {}",
                    x.numpy_display()
                )
                .into());
            }
            Ok(vec![Aval::new(DType::Key(*imp), x.shape.clone())])
        }
        Random::Bits { bit_width, shape } => {
            let (_, k) = key_of(name, one()?)?;
            let dtype = match bit_width {
                8 => DType::U8,
                16 => DType::U16,
                32 => DType::U32,
                64 => DType::U64,
                _ => return Err("requires 8-, 16-, 32- or 64-bit field width.".into()),
            };
            Ok(vec![Aval::new(dtype, concat(k.dims(), shape.dims()))])
        }
        Random::Split { shape } => {
            let (imp, k) = key_of(name, one()?)?;
            Ok(vec![Aval::new(
                DType::Key(imp),
                concat(k.dims(), shape.dims()),
            )])
        }
        Random::FoldIn => {
            let [k, m] = inputs else {
                return Err(format!("{name} takes 2 operands, got {}", inputs.len()).into());
            };
            let (imp, _) = key_of(name, k)?;
            if m.dtype != DType::U32 {
                return Err(format!(
                    "random_fold_in takes uint32 messages, got {}",
                    m.numpy_display()
                )
                .into());
            }
            Ok(vec![Aval::new(DType::Key(imp), broadcast(name, &[k, m])?)])
        }
        Random::Wrap { imp } => {
            let x = one()?;
            let ks = imp.key_shape();
            let dims = x.dims();
            let ok = x.dtype == DType::U32
                && dims.len() >= ks.len()
                && dims[dims.len() - ks.len()..] == *ks;
            if !ok {
                return Err(format!(
                    "the base array of a {} key needs dtype uint32 and trailing shape {}, got {}",
                    imp.impl_name(),
                    py_tuple(ks),
                    x.numpy_display()
                )
                .into());
            }
            Ok(vec![Aval::new(
                DType::Key(*imp),
                dims[..dims.len() - ks.len()].to_vec(),
            )])
        }
        Random::Unwrap => {
            let (_, k) = key_of(name, one()?)?;
            Ok(vec![k.physical()])
        }
        Random::Clone => {
            let (_, k) = key_of(name, one()?)?;
            Ok(vec![k.clone()])
        }
        Random::Threefry2x32 => {
            if inputs.len() != 4 {
                return Err(format!("threefry2x32 takes 4 operands, got {}", inputs.len()).into());
            }
            if inputs.iter().any(|a| a.dtype != DType::U32) {
                let avals: Vec<String> = inputs.iter().map(Aval::numpy_display).collect();
                return Err(format!(
                    "Arguments to threefry2x32 must have uint32 type, got ({})",
                    avals.join(", ")
                )
                .into());
            }
            let xs: Vec<&Aval> = inputs.iter().collect();
            let shape = broadcast(name, &xs)?;
            Ok(vec![
                Aval::new(DType::U32, shape.clone()),
                Aval::new(DType::U32, shape),
            ])
        }
        Random::Iota2x32Shape { shape } => {
            if !inputs.is_empty() {
                return Err(format!("{name} takes no operands, got {}", inputs.len()).into());
            }
            let a = Aval::new(DType::U32, shape.clone());
            Ok(vec![a.clone(), a])
        }
        Random::RngBitGenerator { shape, dtype, .. } => {
            let k = one()?;
            if !matches!(k.dtype, DType::U32 | DType::U64) || k.rank() != 1 {
                return Err(format!(
                    "rng_bit_generator takes a uint32 or uint64 key of rank 1, got {}",
                    k.numpy_display()
                )
                .into());
            }
            if !dtype.is_unsigned_int() {
                return Err(format!(
                    "rng_bit_generator: dtype must be an unsigned integer type, got {}",
                    dtype.numpy_name()
                )
                .into());
            }
            Ok(vec![k.clone(), Aval::new(*dtype, shape.clone())])
        }
        Random::RngUniform { shape } => {
            let [a, b] = inputs else {
                return Err(format!("{name} takes 2 operands, got {}", inputs.len()).into());
            };
            if a.dtype != b.dtype || a.rank() != 0 || b.rank() != 0 {
                return Err(format!(
                    "rng_uniform: a and b must be scalars of one dtype, got {} and {}",
                    a.numpy_display(),
                    b.numpy_display()
                )
                .into());
            }
            Ok(vec![Aval::new(a.dtype, shape.clone())])
        }
        Random::Gamma { .. } => {
            let [k, a] = inputs else {
                return Err(format!("{name} takes 2 operands, got {}", inputs.len()).into());
            };
            let (_, k) = key_of(name, k)?;
            if !a.dtype.is_float() {
                return Err(format!(
                    "a must be a floating-point array, got {}",
                    a.numpy_display()
                )
                .into());
            }
            if k.rank() > a.rank() || k.dims() != &a.dims()[..k.rank()] {
                return Err(format!(
                    "the keys' shape {} must lead a's shape {} (one key per sample, or per block of samples)",
                    py_tuple(k.dims()),
                    py_tuple(a.dims())
                ).into());
            }
            Ok(vec![a.clone()])
        }
    }
}

impl PrimitiveDef for Random {
    const NAMES: &'static [&'static str] = <RandomKind as strum::VariantNames>::VARIANTS;
    fn name(&self) -> &'static str {
        Random::name(self)
    }
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        infer_random(self, inputs)
    }
}
