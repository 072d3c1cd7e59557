//! `slice`, `dynamic_slice` and `dynamic_update_slice`.

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple;
use crate::rule_helpers::{arity, start_indices, Rule};
use crate::type_error::RuleError;
use crate::types::Aval;

/// `slice[limit_indices=(...) start_indices=(...) strides=None] x`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Slice {
    pub start_indices: Vec<u64>,
    pub limit_indices: Vec<u64>,
    pub strides: Option<Vec<u64>>,
}

impl PrimitiveDef for Slice {
    const NAMES: &'static [&'static str] = &["slice"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![
            ("limit_indices", py_tuple(&self.limit_indices)),
            ("start_indices", py_tuple(&self.start_indices)),
            (
                "strides",
                self.strides.as_ref().map_or("None".into(), |s| py_tuple(s)),
            ),
        ])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        let rank = x.rank();
        let strides = &self.strides;
        if self.start_indices.len() != rank
            || self.limit_indices.len() != rank
            || strides.as_ref().is_some_and(|s| s.len() != rank)
        {
            return Err(format!(
                "slice needs one start index, limit index and stride per dimension of {x}"
            )
            .into());
        }
        let mut dims = Vec::with_capacity(rank);
        for i in 0..rank {
            let (start, limit) = (self.start_indices[i], self.limit_indices[i]);
            let stride = strides.as_ref().map_or(1, |s| s[i]);
            if start > limit || limit > x.dims()[i] {
                return Err(format!(
                    "slice dimension {i}: start {start} and limit {limit} must satisfy 0 <= start <= limit <= {}",
                    x.dims()[i]
                ).into());
            }
            if stride == 0 {
                return Err(format!("slice dimension {i}: stride must be positive").into());
            }
            dims.push((limit - start).div_ceil(stride));
        }
        Ok(vec![Aval::new(x.dtype, dims)])
    }
}

/// `dynamic_slice[slice_sizes=(...)] operand *start_indices`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DynamicSlice {
    pub slice_sizes: Vec<u64>,
}

impl PrimitiveDef for DynamicSlice {
    const NAMES: &'static [&'static str] = &["dynamic_slice"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![("slice_sizes", py_tuple(&self.slice_sizes))])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let (x, indices) = inputs
            .split_first()
            .ok_or("dynamic_slice takes an operand and one start index per dimension")?;
        start_indices(indices, x, "dynamic_slice")?;
        if self.slice_sizes.len() != x.rank() {
            return Err(format!("dynamic_slice needs one slice size per dimension of {x}").into());
        }
        for (i, (&s, &d)) in self.slice_sizes.iter().zip(x.dims()).enumerate() {
            if s > d {
                return Err(format!("dynamic_slice size {s} exceeds dimension {i} of {x}").into());
            }
        }
        Ok(vec![Aval::new(x.dtype, self.slice_sizes.clone())])
    }
}

/// `dynamic_update_slice operand update *start_indices`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DynamicUpdateSlice;

impl PrimitiveDef for DynamicUpdateSlice {
    const NAMES: &'static [&'static str] = &["dynamic_update_slice"];
    calls_no_jaxprs!();
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x, update, indices @ ..] = inputs else {
            return Err(RuleError::from(
                "dynamic_update_slice takes an operand, an update and one start index per dimension",
            ));
        };
        start_indices(indices, x, "dynamic_update_slice")?;
        if update.dtype != x.dtype || update.rank() != x.rank() {
            return Err(format!(
                "dynamic_update_slice update {update} must have the operand's dtype and rank, operand {x}"
            ).into());
        }
        if update.dims().iter().zip(x.dims()).any(|(u, d)| u > d) {
            return Err(format!(
                "dynamic_update_slice update {update} is larger than the operand {x}"
            )
            .into());
        }
        Ok(vec![x.clone()])
    }
}
