//! Builder methods of the PRNG primitives ([`crate::random`]): keys from seeds or key data,
//! their bits, splits and fold-ins. Each is typed by the primitive's shape rule.
//!
//! ```
//! use minihlo_ir::{Aval, Builder, DType, KeyImpl, Shape};
//! let mut b = Builder::new();
//! let seed = b.input(Aval::scalar(DType::I32));
//! let key = b.random_seed(seed, KeyImpl::Fry)?;
//! let keys = b.random_split(key, Shape::new([2]))?;
//! let bits = b.random_bits(keys, 32, Shape::new([3]))?;
//! let program = b.finish([bits]);
//! assert!(program.to_string().contains("random_split[shape=(2,)] b"));
//! # Ok::<(), minihlo_ir::BuildError>(())
//! ```

use crate::builder::{BuildError, Builder};
use crate::jaxpr::{Atom, Var};
use crate::primitive::Primitive;
use crate::random::Random;
use crate::types::{KeyImpl, Shape};

impl Builder {
    fn random(&mut self, r: Random, inputs: &[Atom]) -> Result<Var, BuildError> {
        self.one(Primitive::Random(Box::new(r)), inputs)
    }

    /// `random_seed[impl] seeds`: keys of the seeds' shape.
    pub fn random_seed(&mut self, seeds: impl Into<Atom>, imp: KeyImpl) -> Result<Var, BuildError> {
        self.random(Random::Seed { imp }, &[seeds.into()])
    }

    /// `random_wrap[impl] data`: keys from their `uint32` data.
    pub fn random_wrap(&mut self, data: impl Into<Atom>, imp: KeyImpl) -> Result<Var, BuildError> {
        self.random(Random::Wrap { imp }, &[data.into()])
    }

    /// `random_unwrap keys`: the keys' `uint32` data.
    pub fn random_unwrap(&mut self, keys: impl Into<Atom>) -> Result<Var, BuildError> {
        self.random(Random::Unwrap, &[keys.into()])
    }

    /// `random_bits[bit_width shape] keys`.
    pub fn random_bits(
        &mut self,
        keys: impl Into<Atom>,
        bit_width: u32,
        shape: Shape,
    ) -> Result<Var, BuildError> {
        self.random(Random::Bits { bit_width, shape }, &[keys.into()])
    }

    /// `random_split[shape] keys`.
    pub fn random_split(&mut self, keys: impl Into<Atom>, shape: Shape) -> Result<Var, BuildError> {
        self.random(Random::Split { shape }, &[keys.into()])
    }

    /// `random_fold_in keys msgs` (msgs `uint32`).
    pub fn random_fold_in(
        &mut self,
        keys: impl Into<Atom>,
        msgs: impl Into<Atom>,
    ) -> Result<Var, BuildError> {
        self.random(Random::FoldIn, &[keys.into(), msgs.into()])
    }

    /// `random_gamma[log_space] keys a`: Gamma(a) samples (`jax.random.gamma`, `loggamma`).
    pub fn random_gamma(
        &mut self,
        keys: impl Into<Atom>,
        a: impl Into<Atom>,
        log_space: bool,
    ) -> Result<Var, BuildError> {
        self.random(Random::Gamma { log_space }, &[keys.into(), a.into()])
    }
}
