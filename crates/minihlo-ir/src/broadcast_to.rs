//! `broadcast_to[shape] x` (`jax._src.state.primitives.broadcast_to`, an equal-or-higher-rank
//! broadcast Pallas's Triton lowering wants): lowered through `jnp.broadcast_to`, which is the
//! operand itself for an equal shape and otherwise one `broadcast_in_dim` onto the trailing
//! dimensions.

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple;
use crate::rule_helpers::{arity, Rule};
use crate::type_error::RuleError;
use crate::types::Aval;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastTo {
    pub shape: Vec<u64>,
}

impl BroadcastTo {
    /// `jnp.broadcast_to`'s check (its `ValueError`, which JAX raises when it lowers), and the
    /// `broadcast_dimensions` of the `broadcast_in_dim` it binds.
    pub fn dims_for(&self, x: &Aval) -> Result<Vec<usize>, String> {
        let from = x.dims();
        let to = &self.shape;
        if to.len() < from.len() {
            return Err(format!(
                "Cannot broadcast to shape with fewer dimensions: arr_shape={} shape={}",
                py_tuple(from),
                py_tuple(to)
            ));
        }
        let lead = to.len() - from.len();
        let ok = from.iter().zip(&to[lead..]).all(|(a, b)| *a == 1 || a == b);
        if !ok {
            return Err(format!(
                "Incompatible shapes for broadcasting: {} and requested shape {}",
                py_tuple(from),
                py_tuple(to)
            ));
        }
        Ok((lead..to.len()).collect())
    }
}

impl PrimitiveDef for BroadcastTo {
    const NAMES: &'static [&'static str] = &["broadcast_to"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![("shape", py_tuple(&self.shape))])
    }
    /// `_broadcast_to_abstract_eval`: `ShapedArray(shape, dtype)`, after `jnp.broadcast_to`'s
    /// check (JAX reports it when lowering; minihlo when it types the program).
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        self.dims_for(x).map_err(RuleError::Complete)?;
        Ok(vec![Aval::new(x.dtype, self.shape.clone())])
    }
}
