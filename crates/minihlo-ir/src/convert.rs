//! The primitives that change an array's element type: `convert_element_type`,
//! `bitcast_convert_type`, `reduce_precision` and `conj`, with JAX's rules and messages.

use crate::callee::Callees;
use crate::operand_kind::OperandKind;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_bool;
use crate::rule_helpers::{arity, kind_named, Rule};
use crate::types::{Aval, DType};

/// `convert_element_type[new_dtype=D weak_type=False] x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ConvertElementType {
    pub new_dtype: DType,
    pub weak_type: bool,
}

impl PrimitiveDef for ConvertElementType {
    const NAMES: &'static [&'static str] = &["convert_element_type"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![
            ("new_dtype", self.new_dtype.numpy_name().to_string()),
            ("weak_type", py_bool(self.weak_type)),
        ])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        Ok(vec![Aval::new(self.new_dtype, x.shape.clone())])
    }
}

/// `bitcast_convert_type[new_dtype=D] x`: the same bits as another dtype: a narrower one adds a
/// trailing dimension, a wider one takes the last away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BitcastConvertType {
    pub new_dtype: DType,
}

impl PrimitiveDef for BitcastConvertType {
    const NAMES: &'static [&'static str] = &["bitcast_convert_type"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![("new_dtype", self.new_dtype.numpy_name().to_string())])
    }
    /// `_bitcast_convert_type_shape_rule` and `_dtype_rule`, with JAX's messages.
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        let (old, new) = (x.dtype, self.new_dtype);
        let special = |d: DType| d.is_bool() || d.is_complex();
        if (special(old) || special(new)) && old != new {
            return Err(format!(
                "lax.bitcast_convert_type does not support bool or complex values unless the operand and destination types match. Got operand dtype={}, new_dtype=dtype('{}'). Consider using the arr.view() method instead.",
                old.numpy_name(),
                new.numpy_name()
            ).into());
        }
        let (old_bits, new_bits) = (old.bits() as u64, new.bits() as u64);
        let mut dims = x.dims().to_vec();
        if old_bits > new_bits {
            dims.push(old_bits / new_bits);
        } else if old_bits < new_bits {
            let last = dims.last().copied().unwrap_or(1);
            if last * old_bits != new_bits {
                let shape: Vec<String> = x.dims().iter().map(|d| d.to_string()).collect();
                let shape = match shape.as_slice() {
                    [d] => format!("({d},)"),
                    ds => format!("({})", ds.join(", ")),
                };
                return Err(format!(
                    "Attempting to convert array of shape {shape} from {} of size {old_bits} bits to {} of size {new_bits}, bits but {last} * {old_bits} != {new_bits}",
                    old.numpy_name(),
                    new.numpy_name()
                ).into());
            }
            dims.pop();
        }
        Ok(vec![Aval::new(new, dims)])
    }
}

/// `reduce_precision[exponent_bits=E mantissa_bits=M] x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReducePrecision {
    pub exponent_bits: u32,
    pub mantissa_bits: u32,
}

impl PrimitiveDef for ReducePrecision {
    const NAMES: &'static [&'static str] = &["reduce_precision"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![
            ("exponent_bits", self.exponent_bits.to_string()),
            ("mantissa_bits", self.mantissa_bits.to_string()),
        ])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        if self.exponent_bits < 1 {
            return Err(format!(
                "reduce_precision: exponent_bits must be positive; got {}",
                self.exponent_bits
            )
            .into());
        }
        kind_named(OperandKind::Float, self.name(), x)?;
        Ok(vec![x.clone()])
    }
}

/// `conj[input_dtype=D] x`: the complex conjugate; a float32 or float64 operand becomes complex
/// with a zero imaginary part. `input_dtype` is the operand's dtype; `None` when the text has no
/// such param (older texts and some transforms print `conj x`; JAX's lowering never reads it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Conj {
    pub input_dtype: Option<DType>,
}

impl PrimitiveDef for Conj {
    const NAMES: &'static [&'static str] = &["conj"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let dtype = self
            .input_dtype
            .map(|d| ("input_dtype", d.numpy_name().to_string()));
        texts(dtype.into_iter().collect())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        kind_named(OperandKind::ComplexPartsOrComplex, self.name(), x)?;
        if let Some(d) = self.input_dtype.filter(|d| *d != x.dtype) {
            return Err(format!(
                "conj input_dtype={} differs from its operand {x}",
                d.numpy_name()
            )
            .into());
        }
        let dtype = x.dtype.complex_of().unwrap_or(x.dtype);
        Ok(vec![Aval::new(dtype, x.shape.clone())])
    }
}
