//! `ffi_call[...] *operands` (`jax.ffi.ffi_call`): a call of a user's XLA FFI handler, lowered as
//! JAX's `ffi_call_lowering` lowers it: one `stablehlo.custom_call` to `target_name` with the
//! `attributes` as its typed config, the layouts (minor-to-major, as the text prints them), the
//! aliases and `has_side_effect`. The params are kept as the text writes them, to print it back.

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::rule_helpers::Rule;
use crate::types::{Aval, DType};

/// One `attributes` value, as `mlir.ir_attribute` types it.
#[derive(Clone, Debug, PartialEq)]
pub enum FfiValue {
    /// An integer of `dtype` (`np.uint8(76)`: `76 : ui8`; a Python int: `i64`).
    Int(i128, DType),
    /// A float of `dtype` (`np.float32(2.0)`; a Python float: `f64`).
    Float(f64, DType),
    Bool(bool),
    Str(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct FfiCallPrim {
    pub target_name: String,
    pub attributes: Vec<(String, FfiValue)>,
    pub custom_call_api_version: i64,
    pub has_side_effect: bool,
    /// Minor-to-major, one per operand / result; `None`: row-major.
    pub input_layouts: Vec<Option<Vec<i64>>>,
    pub output_layouts: Vec<Option<Vec<i64>>>,
    /// `(operand, result)` pairs.
    pub input_output_aliases: Vec<(usize, usize)>,
    pub result_avals: Vec<Aval>,
    /// Every param as written, in JAX's (sorted) order.
    pub written: Vec<(&'static str, String)>,
}

impl PrimitiveDef for FfiCallPrim {
    const NAMES: &'static [&'static str] = &["ffi_call"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.written.clone())
    }
    /// `ffi_call_abstract_eval`: `result_avals`; layouts and aliases must fit the operands.
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let fits = |ls: &[Option<Vec<i64>>], avals: &[Aval]| {
            ls.len() == avals.len()
                && ls.iter().zip(avals).all(|(l, a)| {
                    l.as_ref().is_none_or(|l| {
                        let mut s: Vec<i64> = l.clone();
                        s.sort_unstable();
                        s == (0..a.rank() as i64).collect::<Vec<_>>()
                    })
                })
        };
        if !fits(&self.input_layouts, inputs) || !fits(&self.output_layouts, &self.result_avals) {
            return Err(format!(
                "ffi_call `{}`: one layout (a permutation of the dimensions) per operand and result",
                self.target_name
            )
            .into());
        }
        for &(i, o) in &self.input_output_aliases {
            if inputs.get(i) != self.result_avals.get(o) || inputs.get(i).is_none() {
                return Err(format!(
                    "ffi_call `{}`: input_output_aliases ({i}, {o}) join different types",
                    self.target_name
                )
                .into());
            }
        }
        Ok(self.result_avals.clone())
    }
    fn has_side_effect(&self, _: &[bool]) -> bool {
        self.has_side_effect
    }
}
