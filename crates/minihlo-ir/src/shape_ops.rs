//! The primitives that rearrange an array's dimensions: `broadcast_in_dim`, `reshape`,
//! `transpose`, `squeeze`, `expand_dims`, `iota` and `concatenate`.

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple;
use crate::rule_helpers::{arity, distinct_axes, list, permutation_of, valid_shape, Rule};
use crate::types::{Aval, DType, Shape};

/// `broadcast_in_dim[broadcast_dimensions=(...) shape=(...)] x`; the shape is the output's.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastInDim {
    pub shape: Shape,
    pub broadcast_dimensions: Vec<usize>,
}

impl PrimitiveDef for BroadcastInDim {
    const NAMES: &'static [&'static str] = &["broadcast_in_dim"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        // JAX omits the trivial case.
        if self.broadcast_dimensions.is_empty() {
            return Vec::new();
        }
        texts(vec![(
            "broadcast_dimensions",
            py_tuple(&self.broadcast_dimensions),
        )])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        let (shape, dims) = (&self.shape, &self.broadcast_dimensions);
        valid_shape(shape)?;
        if dims.len() != x.rank() {
            return Err(format!(
                "broadcast_in_dim broadcast_dimensions {dims:?} must have one entry per operand dimension of {x}"
            ).into());
        }
        for (i, &d) in dims.iter().enumerate() {
            if d >= shape.rank() {
                return Err(format!(
                    "broadcast_in_dim broadcast_dimensions entry {d} is out of range for the output rank {}",
                    shape.rank()
                ).into());
            }
            if i > 0 && dims[i - 1] >= d {
                return Err(format!(
                    "broadcast_in_dim broadcast_dimensions {dims:?} must be strictly increasing"
                )
                .into());
            }
            let (src, dst) = (x.dims()[i], shape.dims()[d]);
            if src != 1 && src != dst {
                return Err(format!(
                    "broadcast_in_dim cannot broadcast operand dimension {i} of size {src} to output dimension {d} of size {dst}"
                ).into());
            }
        }
        Ok(vec![Aval::new(x.dtype, shape.clone())])
    }
}

/// `reshape[dimensions=None new_sizes=(...) sharding=None] x`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Reshape {
    pub new_sizes: Shape,
}

impl PrimitiveDef for Reshape {
    const NAMES: &'static [&'static str] = &["reshape"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![
            ("dimensions", "None".into()),
            ("new_sizes", py_tuple(self.new_sizes.dims())),
            ("sharding", "None".into()),
        ])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        let new_sizes = &self.new_sizes;
        valid_shape(new_sizes)?;
        if x.shape.num_elements() != new_sizes.num_elements() {
            return Err(format!(
                "reshape cannot change the element count: {x} to {}{new_sizes}",
                x.dtype
            )
            .into());
        }
        Ok(vec![Aval::new(x.dtype, new_sizes.clone())])
    }
}

/// `transpose[permutation=(...)] x`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Transpose {
    pub permutation: Vec<usize>,
}

impl PrimitiveDef for Transpose {
    const NAMES: &'static [&'static str] = &["transpose"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![("permutation", py_tuple(&self.permutation))])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        permutation_of(&self.permutation, x.rank(), "transpose permutation")?;
        let dims: Vec<u64> = self.permutation.iter().map(|&p| x.dims()[p]).collect();
        Ok(vec![Aval::new(x.dtype, dims)])
    }
}

/// `squeeze[dimensions=(...)] x`: drops dimensions of size 1.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Squeeze {
    pub dimensions: Vec<usize>,
}

impl PrimitiveDef for Squeeze {
    const NAMES: &'static [&'static str] = &["squeeze"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![("dimensions", py_tuple(&self.dimensions))])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        let dimensions = &self.dimensions;
        distinct_axes(dimensions, x.rank(), "squeeze dimensions")?;
        for &d in dimensions {
            if x.dims()[d] != 1 {
                return Err(format!(
                    "squeeze dimension {d} of {x} has size {}, not 1",
                    x.dims()[d]
                )
                .into());
            }
        }
        let dims: Vec<u64> = (0..x.rank())
            .filter(|i| !dimensions.contains(i))
            .map(|i| x.dims()[i])
            .collect();
        Ok(vec![Aval::new(x.dtype, dims)])
    }
}

/// `expand_dims[dimensions=(...)] x`: inserts dimensions of size 1.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpandDims {
    pub dimensions: Vec<usize>,
}

impl PrimitiveDef for ExpandDims {
    const NAMES: &'static [&'static str] = &["expand_dims"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![("dimensions", py_tuple(&self.dimensions))])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x] = arity(inputs)?;
        let dimensions = &self.dimensions;
        let out_rank = x.rank() + dimensions.len();
        if out_rank > crate::types::MAX_RANK {
            return Err(format!(
                "expand_dims to rank {out_rank} exceeds the limit of {} dimensions",
                crate::types::MAX_RANK
            )
            .into());
        }
        distinct_axes(dimensions, out_rank, "expand_dims dimensions")?;
        let mut rest = x.dims().iter();
        let dims: Vec<u64> = (0..out_rank)
            .map(|i| {
                if dimensions.contains(&i) {
                    1
                } else {
                    rest.next().copied().unwrap_or(1)
                }
            })
            .collect();
        Ok(vec![Aval::new(x.dtype, dims)])
    }
}

/// `iota[dimension=K dtype=D shape=(...) sharding=None]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Iota {
    pub dtype: DType,
    pub shape: Shape,
    pub dimension: usize,
}

impl PrimitiveDef for Iota {
    const NAMES: &'static [&'static str] = &["iota"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![
            ("dimension", self.dimension.to_string()),
            ("dtype", self.dtype.numpy_name().to_string()),
            ("shape", py_tuple(self.shape.dims())),
            ("sharding", "None".into()),
        ])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        arity::<0>(inputs)?;
        let (dtype, shape, dimension) = (self.dtype, &self.shape, self.dimension);
        valid_shape(shape)?;
        if dtype.is_bool() {
            return Err("iota needs a numeric dtype, got bool".into());
        }
        if dimension >= shape.rank() {
            return Err(
                format!("iota dimension {dimension} is out of range for shape {shape}").into(),
            );
        }
        Ok(vec![Aval::new(dtype, shape.clone())])
    }
}

/// `concatenate[dimension=K] *xs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Concatenate {
    pub dimension: usize,
}

impl PrimitiveDef for Concatenate {
    const NAMES: &'static [&'static str] = &["concatenate"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![("dimension", self.dimension.to_string())])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let dimension = self.dimension;
        let first = inputs
            .first()
            .ok_or("concatenate takes at least one operand")?;
        if dimension >= first.rank() {
            return Err(
                format!("concatenate dimension {dimension} is out of range for {first}").into(),
            );
        }
        let mut total: u64 = 0;
        for x in inputs {
            let same_other_dims = x.rank() == first.rank()
                && (0..x.rank()).all(|i| i == dimension || x.dims()[i] == first.dims()[i]);
            if x.dtype != first.dtype || !same_other_dims {
                return Err(format!(
                    "concatenate operands must agree in dtype and in every dimension but {dimension}, got {}",
                    list(&inputs.iter().collect::<Vec<_>>())
                ).into());
            }
            total = total
                .checked_add(x.dims()[dimension])
                .ok_or("concatenate result is too large")?;
        }
        let mut dims = first.dims().to_vec();
        dims[dimension] = total;
        let shape = Shape(dims);
        valid_shape(&shape)?;
        Ok(vec![Aval::new(first.dtype, shape)])
    }
}
