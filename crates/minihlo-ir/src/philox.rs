//! `philox2x32 k0 x0 x1` and `philox4x32 k0 k1 x0 x1 x2 x3` (`jax._src.random.philox2x32`,
//! `philox4x32`): the Philox hashes, 10 rounds, on uint32 arrays of one shape (the key words and
//! the counter's words); two or four uint32 results.

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, PrimitiveDef, PrintedParam};
use crate::rule_helpers::{arity, Rule};
use crate::types::{Aval, DType};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Philox2x32;

impl PrimitiveDef for Philox2x32 {
    const NAMES: &'static [&'static str] = &["philox2x32"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        Vec::new()
    }
    /// `_philox2x32_abstract_eval`, for operands of one shape.
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [k, a, b] = arity(inputs)?;
        if [k, a, b].iter().any(|x| x.dtype != DType::U32) || a != k || b != k {
            return Err(format!(
                "Arguments to philox2x32 must have uint32 type and one shape, got {k}, {a}, {b}"
            )
            .into());
        }
        Ok(vec![k.clone(), k.clone()])
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Philox4x32;

impl PrimitiveDef for Philox4x32 {
    const NAMES: &'static [&'static str] = &["philox4x32"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        Vec::new()
    }
    /// `_philox4x32_abstract_eval`, for operands of one shape.
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        uint32_hash("philox4x32", 6, inputs)
    }
}

/// `threefry4x32 k0 k1 k2 k3 x0 x1 x2 x3` (`jax._src.random.threefry4x32`): the Threefry 4x32
/// hash, 20 rounds, on uint32 arrays of one shape; four uint32 results.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Threefry4x32;

impl PrimitiveDef for Threefry4x32 {
    const NAMES: &'static [&'static str] = &["threefry4x32"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        Vec::new()
    }
    /// `_threefry4x32_abstract_eval`, for operands of one shape.
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        uint32_hash("threefry4x32", 8, inputs)
    }
}

/// The type rule of the 4x32 hashes: `n` uint32 operands of one shape, four results of that type.
fn uint32_hash(name: &str, n: usize, inputs: &[Aval]) -> Rule {
    let [k, ..] = inputs else {
        return Err(format!("{name} takes {n} operands").into());
    };
    if inputs.len() != n || inputs.iter().any(|x| x.dtype != DType::U32 || x != k) {
        let got: Vec<String> = inputs.iter().map(|a| a.to_string()).collect();
        return Err(format!(
            "{name} takes {n} uint32 operands of one shape, got {}",
            got.join(", ")
        )
        .into());
    }
    Ok(vec![k.clone(); 4])
}
