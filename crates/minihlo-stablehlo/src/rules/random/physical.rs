//! Structural primitives on key arrays: the same operation on the keys' `uint32` data.

use minihlo_ir::primitive::{BroadcastInDim, Reshape, Slice, Transpose};
use minihlo_ir::{Aval, Primitive, Shape};

use super::err;
use crate::error::LowerError;

/// A primitive with its operand and result types.
pub(in crate::rules) type PhysicalEqn = (Primitive, Vec<Aval>, Vec<Aval>);

/// A structural primitive applied to key arrays, as JAX's `KeyTyRules` lower it: the same
/// operation on the keys' `uint32` data, its params extended over the trailing key dimension
/// (`slice` keeps the whole key, `broadcast_in_dim` and `transpose` carry it along). `None`:
/// the equation involves no key array, or its rule needs no change (calls and control flow,
/// whose types are already the physical ones).
pub(in crate::rules) fn physical_eqn(
    prim: &Primitive,
    avals: &[Aval],
    outs: &[Aval],
) -> Option<Result<PhysicalEqn, LowerError>> {
    let key = avals.iter().chain(outs).find_map(|a| a.dtype.key_impl())?;
    let ks = key.key_shape();
    let trailing = ks.len();
    let rank = |a: Option<&Aval>| a.map_or(0, Aval::rank);
    let p = match prim {
        Primitive::Random(_)
        | Primitive::Jit(_)
        | Primitive::Cond(_)
        | Primitive::While(_)
        | Primitive::Scan(_)
        | Primitive::CustomJvpCall(_)
        | Primitive::CustomVjpCall(_)
        | Primitive::Remat(_)
        | Primitive::EvalJaxpr(_)
        | Primitive::CheckpointName(_)
        | Primitive::OptimizationBarrier(_)
        | Primitive::DevicePut(_)
        | Primitive::Unary(minihlo_ir::UnaryOp::Copy | minihlo_ir::UnaryOp::StopGradient) => {
            return None
        }
        Primitive::Slice(Slice {
            start_indices,
            limit_indices,
            strides,
        }) => Primitive::Slice(Slice {
            start_indices: [start_indices.as_slice(), &vec![0; trailing]].concat(),
            limit_indices: [limit_indices.as_slice(), ks].concat(),
            strides: strides
                .as_ref()
                .map(|s| [s.as_slice(), &vec![1; trailing]].concat()),
        }),
        Primitive::Squeeze(_)
        | Primitive::ExpandDims(_)
        | Primitive::Concatenate(_)
        | Primitive::Restructure(_) => prim.clone(),
        Primitive::Reshape(Reshape {
            new_sizes,
            dimensions,
        }) => Primitive::Reshape(Reshape {
            new_sizes: Shape::new([new_sizes.dims(), ks].concat()),
            // The key dimensions stay last.
            dimensions: dimensions.as_ref().map(|d| {
                let r = d.len();
                d.iter().copied().chain(r..r + ks.len()).collect()
            }),
        }),
        Primitive::BroadcastInDim(BroadcastInDim {
            shape,
            broadcast_dimensions,
        }) => {
            let r = shape.rank();
            let mut dims = broadcast_dimensions.clone();
            dims.extend(r..r + trailing);
            Primitive::BroadcastInDim(BroadcastInDim {
                shape: Shape::new([shape.dims(), ks].concat()),
                broadcast_dimensions: dims,
            })
        }
        Primitive::Transpose(Transpose { permutation }) => {
            let r = rank(avals.first());
            let mut perm = permutation.clone();
            perm.extend(r..r + trailing);
            Primitive::Transpose(Transpose { permutation: perm })
        }
        Primitive::Rev(_) => prim.clone(),
        // `_gather_lower_opaque`: the key dimensions are trailing offset dimensions, whole.
        Primitive::Gather(g) => {
            let r = rank(outs.first());
            let mut g = g.clone();
            g.dimension_numbers.offset_dims.extend(r..r + trailing);
            g.slice_sizes.extend_from_slice(ks);
            Primitive::Gather(g)
        }
        // `_scatter_lower_opaque`: the key dimensions are trailing update window dimensions.
        Primitive::Scatter(sc) => {
            let r = rank(avals.get(2));
            let mut sc = sc.clone();
            sc.dimension_numbers
                .update_window_dims
                .extend(r..r + trailing);
            Primitive::Scatter(sc)
        }
        other => {
            return Some(Err(err(
                other.name(),
                format!(
                    "`{}` on key arrays (key<{}>) is not supported yet",
                    other.name(),
                    key.tag()
                ),
            )))
        }
    };
    Some(Ok((
        p,
        avals.iter().map(Aval::physical).collect(),
        outs.iter().map(Aval::physical).collect(),
    )))
}
