//! The reductions over axes (`reduce_sum`, `reduce_max`, ..., `reduce_xor`) and the
//! index-of-extremum ones (`argmax`, `argmin`).

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, op_names, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple;
use crate::rule_helpers::{arity, distinct_axes, keep_dims, Rule};
use crate::type_error::RuleError;
use crate::types::{Aval, DType};

op_names!(ReduceOp, ArgOp);

/// Reductions over axes.
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
pub enum ReduceOp {
    #[strum(serialize = "reduce_sum")]
    Sum,
    #[strum(serialize = "reduce_max")]
    Max,
    #[strum(serialize = "reduce_min")]
    Min,
    #[strum(serialize = "reduce_prod")]
    Prod,
    /// Logical and of bools, bitwise and of integers.
    #[strum(serialize = "reduce_and")]
    And,
    #[strum(serialize = "reduce_or")]
    Or,
    #[strum(serialize = "reduce_xor")]
    Xor,
}

/// Index-of-extremum reductions.
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
#[strum(serialize_all = "snake_case")]
pub enum ArgOp {
    Argmax,
    Argmin,
}

/// `reduce_sum[axes=(...) out_sharding=None] x` and the other reductions of [`ReduceOp`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Reduce {
    pub op: ReduceOp,
    pub axes: Vec<usize>,
}

impl PrimitiveDef for Reduce {
    const NAMES: &'static [&'static str] = <ReduceOp as strum::VariantNames>::VARIANTS;
    fn name(&self) -> &'static str {
        self.op.name()
    }
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let axes = ("axes", py_tuple(&self.axes));
        texts(match self.op {
            ReduceOp::Sum | ReduceOp::Max | ReduceOp::Min => {
                vec![axes, ("out_sharding", "None".into())]
            }
            ReduceOp::Prod | ReduceOp::And | ReduceOp::Or | ReduceOp::Xor => vec![axes],
        })
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        distinct_axes(&self.axes, x.rank(), self.op.name())?;
        match self.op {
            ReduceOp::Sum if x.dtype.is_bool() => {
                return Err("reduce_sum needs a numeric operand, got bool".into());
            }
            ReduceOp::Prod if x.dtype.is_bool() => {
                return Err(RuleError::Complete(
                    "reduce_prod does not accept dtype bool. Accepted dtypes are subtypes of number."
                        .into(),
                ));
            }
            ReduceOp::And | ReduceOp::Or | ReduceOp::Xor if x.dtype.is_inexact() => {
                return Err(format!(
                    "logical reduction requires operand dtype bool or int, got {}.",
                    x.dtype.numpy_name()
                )
                .into());
            }
            _ => {}
        }
        Ok(vec![Aval::new(x.dtype, keep_dims(x, &self.axes))])
    }
}

/// `argmax[axes=(K,) index_dtype=int32] x` and `argmin`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArgReduce {
    pub op: ArgOp,
    pub axes: Vec<usize>,
    pub index_dtype: DType,
}

impl PrimitiveDef for ArgReduce {
    const NAMES: &'static [&'static str] = <ArgOp as strum::VariantNames>::VARIANTS;
    fn name(&self) -> &'static str {
        self.op.name()
    }
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![
            ("axes", py_tuple(&self.axes)),
            ("index_dtype", self.index_dtype.numpy_name().to_string()),
        ])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        let (name, axes) = (self.op.name(), &self.axes);
        if axes.len() != 1 {
            return Err(format!("{name} takes exactly one axis, got {axes:?}").into());
        }
        distinct_axes(axes, x.rank(), name)?;
        if !self.index_dtype.is_int() {
            return Err(format!(
                "{name} index_dtype must be an integer type, got {}",
                self.index_dtype.numpy_name()
            )
            .into());
        }
        if x.dims()[axes[0]] == 0 {
            return Err(format!(
                "{name} cannot reduce over the empty axis {} of {x}",
                axes[0]
            )
            .into());
        }
        Ok(vec![Aval::new(self.index_dtype, keep_dims(x, axes))])
    }
}
