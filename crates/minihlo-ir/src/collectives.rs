//! The collectives a `shard_map` body calls, over one or several of its manual mesh axes, as
//! JAX 0.12 prints them: `psum` / `psum_invariant` / `pmax` / `pmin`, `all_gather`,
//! `reduce_scatter` (`psum_scatter`), `all_to_all`, `ppermute`, `axis_index`, and the vma cast
//! `pvary` (the identity on values).

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_bool;
use crate::type_error::RuleError;
use crate::types::{Aval, DType, Shape};

/// The reduction of an all-reduce.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReduceKind {
    Sum,
    Max,
    Min,
}

/// Which collective, with the params that only it has.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CollectiveKind {
    /// `psum`, `pmax`, `pmin` (printed with `axis_index_groups=None`) and `psum_invariant`
    /// (without): an all-reduce of every operand.
    AllReduce { op: ReduceKind, invariant: bool },
    /// `all_gather[all_gather_dimension axis_size tiled]`.
    AllGather {
        dimension: usize,
        axis_size: u64,
        tiled: bool,
    },
    /// `reduce_scatter[scatter_dimension axis_size tiled]` (`psum_scatter`).
    ReduceScatter {
        dimension: usize,
        axis_size: u64,
        tiled: bool,
    },
    /// `all_to_all[split_axis concat_axis tiled]`; `result_dims` (not printed) is the
    /// equation's result shape, which the type rule checks against the operand's.
    AllToAll {
        split_axis: usize,
        concat_axis: usize,
        tiled: bool,
        result_dims: Vec<u64>,
    },
    /// `ppermute[perm]`: (source, target) pairs of indices along the axes.
    Ppermute { perm: Vec<(u64, u64)> },
    /// `axis_index[axis_name]`: this shard's index along one axis.
    AxisIndex,
    /// `pvary[axes]`: marks the operands as varying over more axes (the identity).
    Pvary,
}

/// A collective over `axes` of the enclosing `shard_map`'s mesh.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Collective {
    pub kind: CollectiveKind,
    pub axes: Vec<String>,
    /// The axes param as printed (`('x',)`, or a bare `y` for `all_to_all` and `axis_index`).
    pub axes_text: String,
}

impl Collective {
    /// The number of shards along the collective's axes, where the params say it.
    fn axis_size(&self) -> Option<u64> {
        match self.kind {
            CollectiveKind::AllGather { axis_size, .. }
            | CollectiveKind::ReduceScatter { axis_size, .. } => Some(axis_size),
            _ => None,
        }
    }
}

const NAMES: &[&str] = &[
    "psum",
    "psum_invariant",
    "pmax",
    "pmin",
    "all_gather",
    "reduce_scatter",
    "all_to_all",
    "ppermute",
    "axis_index",
    "pvary",
];

impl PrimitiveDef for Collective {
    const NAMES: &'static [&'static str] = NAMES;
    calls_no_jaxprs!();
    fn name(&self) -> &'static str {
        match &self.kind {
            CollectiveKind::AllReduce { op, invariant } => match (op, invariant) {
                (ReduceKind::Sum, false) => "psum",
                (ReduceKind::Sum, true) => "psum_invariant",
                (ReduceKind::Max, _) => "pmax",
                (ReduceKind::Min, _) => "pmin",
            },
            CollectiveKind::AllGather { .. } => "all_gather",
            CollectiveKind::ReduceScatter { .. } => "reduce_scatter",
            CollectiveKind::AllToAll { .. } => "all_to_all",
            CollectiveKind::Ppermute { .. } => "ppermute",
            CollectiveKind::AxisIndex => "axis_index",
            CollectiveKind::Pvary => "pvary",
        }
    }
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let t = PrintedParam::Text;
        let axes = || t(self.axes_text.clone());
        let none = || t("None".to_string());
        match &self.kind {
            CollectiveKind::AllReduce {
                invariant: true, ..
            }
            | CollectiveKind::Pvary => {
                vec![("axes", axes())]
            }
            CollectiveKind::AllReduce { .. } => {
                vec![("axes", axes()), ("axis_index_groups", none())]
            }
            CollectiveKind::AllGather {
                dimension,
                axis_size,
                tiled,
            } => vec![
                ("all_gather_dimension", t(dimension.to_string())),
                ("axis_index_groups", none()),
                ("axis_name", axes()),
                ("axis_size", t(axis_size.to_string())),
                ("tiled", t(py_bool(*tiled))),
            ],
            CollectiveKind::ReduceScatter {
                dimension,
                axis_size,
                tiled,
            } => vec![
                ("axis_index_groups", none()),
                ("axis_name", axes()),
                ("axis_size", t(axis_size.to_string())),
                ("scatter_dimension", t(dimension.to_string())),
                ("tiled", t(py_bool(*tiled))),
            ],
            CollectiveKind::AllToAll {
                split_axis,
                concat_axis,
                tiled,
                ..
            } => vec![
                ("axis_index_groups", none()),
                ("axis_name", axes()),
                ("concat_axis", t(concat_axis.to_string())),
                ("split_axis", t(split_axis.to_string())),
                ("tiled", t(py_bool(*tiled))),
            ],
            CollectiveKind::Ppermute { perm } => {
                let pairs: Vec<String> = perm.iter().map(|(a, b)| format!("({a}, {b})")).collect();
                let perm = match pairs.len() {
                    1 => format!("({},)", pairs[0]),
                    _ => format!("({})", pairs.join(", ")),
                };
                vec![("axis_name", axes()), ("perm", t(perm))]
            }
            CollectiveKind::AxisIndex => vec![("axis_name", axes())],
        }
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let named = |m: String| RuleError::Named(m);
        match &self.kind {
            CollectiveKind::AxisIndex => {
                if !inputs.is_empty() {
                    return Err(RuleError::Arity {
                        expected: 0,
                        got: inputs.len(),
                    });
                }
                Ok(vec![Aval::scalar(DType::I32)])
            }
            CollectiveKind::AllReduce { .. }
            | CollectiveKind::Pvary
            | CollectiveKind::Ppermute { .. } => Ok(inputs.to_vec()),
            _ => {
                let [x] = inputs else {
                    return Err(RuleError::Arity {
                        expected: 1,
                        got: inputs.len(),
                    });
                };
                let dims = self.shape(x.shape.dims()).map_err(named)?;
                Ok(vec![Aval::new(x.dtype, Shape::new(dims))])
            }
        }
    }
}

impl Collective {
    /// The result shape of the one-operand collectives (`all_gather`, `reduce_scatter`,
    /// `all_to_all`) on a shard of `dims`.
    fn shape(&self, dims: &[u64]) -> Result<Vec<u64>, String> {
        let n = self.axis_size();
        let mut out = dims.to_vec();
        let check = |d: usize, rank: usize| {
            if d < rank {
                Ok(())
            } else {
                Err(format!("dimension {d} out of range for rank {rank}"))
            }
        };
        match &self.kind {
            CollectiveKind::AllGather {
                dimension, tiled, ..
            } => {
                let n = n.unwrap_or(1);
                if *tiled {
                    check(*dimension, out.len())?;
                    out[*dimension] *= n;
                } else {
                    check(*dimension, out.len() + 1)?;
                    out.insert(*dimension, n);
                }
            }
            CollectiveKind::ReduceScatter {
                dimension, tiled, ..
            } => {
                let n = n.unwrap_or(1);
                check(*dimension, out.len())?;
                if n == 0 || !out[*dimension].is_multiple_of(n) {
                    return Err(format!(
                        "dimension {dimension} of size {} does not divide by {n}",
                        out[*dimension]
                    ));
                }
                out[*dimension] /= n;
                if !*tiled {
                    if out[*dimension] != 1 {
                        return Err(
                            "an untiled reduce_scatter needs its dimension to equal the axis size"
                                .into(),
                        );
                    }
                    out.remove(*dimension);
                }
            }
            CollectiveKind::AllToAll {
                split_axis,
                concat_axis,
                tiled,
                result_dims,
            } => {
                check(*split_axis, out.len())?;
                check(*concat_axis, out.len())?;
                let ok = result_dims.len() == out.len() && *tiled && {
                    let (i, o) = (out[*concat_axis], result_dims[*concat_axis]);
                    let n = o.checked_div(i).unwrap_or(0);
                    let mut want = out.clone();
                    if *split_axis != *concat_axis && n > 0 {
                        want[*split_axis] /= n;
                        want[*concat_axis] *= n;
                    }
                    n > 0 && out[*split_axis].is_multiple_of(n) && want == *result_dims
                };
                if !ok {
                    return Err(format!(
                        "all_to_all of a shard of shape {out:?} cannot give shape {result_dims:?} (only tiled=True is supported)"
                    ));
                }
                out = result_dims.clone();
            }
            _ => {}
        }
        Ok(out)
    }
}
