//! `dot_general`: its dimension numbers and JAX's rules (`_dot_general_shape_rule`,
//! `_dot_general_dtype_rule`).

use crate::callee::Callees;
use crate::convolution::Precision;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_list;
use crate::rule_helpers::{arity, distinct_axes, Rule};
use crate::type_error::RuleError;
use crate::types::{Aval, DType};

/// `dot_general`'s dimension numbers, plus its result type.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct DotDims {
    pub lhs_contracting: Vec<usize>,
    pub rhs_contracting: Vec<usize>,
    pub lhs_batch: Vec<usize>,
    pub rhs_batch: Vec<usize>,
    pub preferred_element_type: Option<DType>,
    /// `None`, or one precision per operand (`precision=(Precision.HIGHEST, Precision.HIGHEST)`).
    pub precision: Option<(Precision, Precision)>,
}

impl PrimitiveDef for DotDims {
    const NAMES: &'static [&'static str] = &["dot_general"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let mut p = vec![(
            "dimension_numbers",
            format!(
                "(({}, {}), ({}, {}))",
                py_list(&self.lhs_contracting),
                py_list(&self.rhs_contracting),
                py_list(&self.lhs_batch),
                py_list(&self.rhs_batch)
            ),
        )];
        if let Some((a, b)) = self.precision {
            p.push((
                "precision",
                format!("(Precision.{}, Precision.{})", a.member(), b.member()),
            ));
        }
        if let Some(t) = self.preferred_element_type {
            p.push(("preferred_element_type", t.numpy_name().to_string()));
        }
        texts(p)
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let d = self;
        let [lhs, rhs] = arity(inputs)?;
        let dtype = dot_result_dtype(lhs.dtype, rhs.dtype, d.preferred_element_type)?;
        if d.lhs_contracting.len() != d.rhs_contracting.len()
            || d.lhs_batch.len() != d.rhs_batch.len()
        {
            return Err(
                "dot_general needs as many lhs as rhs contracting and batch dimensions".into(),
            );
        }
        let lhs_axes: Vec<usize> = d
            .lhs_batch
            .iter()
            .chain(&d.lhs_contracting)
            .copied()
            .collect();
        let rhs_axes: Vec<usize> = d
            .rhs_batch
            .iter()
            .chain(&d.rhs_contracting)
            .copied()
            .collect();
        distinct_axes(&lhs_axes, lhs.rank(), "dot_general lhs dimensions")?;
        distinct_axes(&rhs_axes, rhs.rank(), "dot_general rhs dimensions")?;
        for (&l, &r) in lhs_axes.iter().zip(&rhs_axes) {
            if lhs.dims()[l] != rhs.dims()[r] {
                return Err(format!(
                    "dot_general lhs dimension {l} ({}) and rhs dimension {r} ({}) differ in size",
                    lhs.dims()[l],
                    rhs.dims()[r]
                )
                .into());
            }
        }
        let mut dims: Vec<u64> = d.lhs_batch.iter().map(|&i| lhs.dims()[i]).collect();
        dims.extend(
            (0..lhs.rank())
                .filter(|i| !lhs_axes.contains(i))
                .map(|i| lhs.dims()[i]),
        );
        dims.extend(
            (0..rhs.rank())
                .filter(|i| !rhs_axes.contains(i))
                .map(|i| rhs.dims()[i]),
        );
        Ok(vec![Aval::new(dtype, dims)])
    }
}

/// `_dot_general_dtype_rule`: operands of different dtypes give the higher-precision one (XLA's
/// `HigherPrecisionType`: complex, then exponent range, mantissa, width, signedness), which a
/// `preferred_element_type` may widen (an integer result not narrowed).
fn dot_result_dtype(lhs: DType, rhs: DType, preferred: Option<DType>) -> Result<DType, RuleError> {
    if lhs.is_key() || rhs.is_key() {
        return Err(format!(
            "dot_general does not accept key operands, got {} and {}",
            lhs.numpy_name(),
            rhs.numpy_name()
        )
        .into());
    }
    // (is complex, max exponent, mantissa bits, width, signed) of the real part.
    let props = |d: DType| {
        let r = d.real_part();
        let (maxexp, nmant) = match r {
            DType::F16 => (16, 10),
            DType::BF16 => (128, 7),
            DType::F32 => (128, 23),
            DType::F64 => (1024, 52),
            _ => (-1, -1),
        };
        (
            d.is_complex(),
            maxexp,
            nmant,
            r.bits(),
            !r.is_unsigned_int(),
        )
    };
    let result = match props(lhs).cmp(&props(rhs)) {
        std::cmp::Ordering::Greater => lhs,
        std::cmp::Ordering::Less => rhs,
        std::cmp::Ordering::Equal if lhs == rhs => lhs,
        std::cmp::Ordering::Equal => {
            return Err(format!(
                "lax.dot_general argument type error: {}, {}",
                lhs.numpy_name(),
                rhs.numpy_name()
            )
            .into())
        }
    };
    match preferred {
        None => Ok(result),
        Some(p) if p == result => Ok(result),
        // `finfo` of a complex dtype is its parts': c64 counts 32 bits here.
        Some(p) if !result.is_float() && p.real_part().bits() < result.real_part().bits() => Err(format!(
            "`preferred_element_type` must not be narrower than the original type, got preferred_element_type of {} for result type of {}.",
            p.numpy_name(),
            result.numpy_name()
        ).into()),
        Some(p) => Ok(p),
    }
}
