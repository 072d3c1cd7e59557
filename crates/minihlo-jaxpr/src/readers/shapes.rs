//! Readers of the primitives that rearrange, slice, contract and reduce arrays.

use minihlo_ir::primitive::{
    ArgReduce, BroadcastInDim, Concatenate, DynamicSlice, DynamicUpdateSlice, ExpandDims, Iota,
    Reduce, Reshape, Slice, Squeeze, Transpose,
};
use minihlo_ir::{DotDims, Primitive, Shape};

use super::{Read, ReadCx};
use crate::params::{dimension_numbers, dims_of, dtype_of, opt, usize_of, usizes_of, R};

impl Read for BroadcastInDim {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let out = cx.one_output()?.clone();
        let shape = cx.p.optional("shape", dims_of)?;
        if let Some(s) = &shape {
            if s.as_slice() != out.dims() {
                return Err(cx.p.mismatch("shape", &out));
            }
        }
        Ok(Primitive::BroadcastInDim(BroadcastInDim {
            shape: out.shape,
            broadcast_dimensions: cx
                .p
                .optional("broadcast_dimensions", usizes_of)?
                .unwrap_or_default(),
        }))
    }
}

impl Read for Reshape {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        cx.p.none_only(
            "dimensions",
            "reshape with `dimensions` (a transpose first)",
        )?;
        let new_sizes = match cx.p.optional("new_sizes", dims_of)? {
            Some(d) => Shape::new(d),
            None => cx.one_output()?.shape.clone(),
        };
        Ok(Primitive::Reshape(Reshape { new_sizes }))
    }
}

impl Read for Transpose {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Transpose(Transpose {
            permutation: cx.p.required("permutation", usizes_of)?,
        }))
    }
}

impl Read for Squeeze {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Squeeze(Squeeze {
            dimensions: cx.p.required("dimensions", usizes_of)?,
        }))
    }
}

impl Read for ExpandDims {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::ExpandDims(ExpandDims {
            dimensions: cx.p.required("dimensions", usizes_of)?,
        }))
    }
}

impl Read for Iota {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let dtype = cx.p.optional("dtype", dtype_of)?;
        let shape = cx.p.optional("shape", dims_of)?;
        let (dtype, shape) = match (dtype, shape) {
            (Some(d), Some(s)) => (d, Shape::new(s)),
            (d, s) => {
                let out = cx.one_output()?;
                (
                    d.unwrap_or(out.dtype),
                    s.map_or_else(|| out.shape.clone(), Shape::new),
                )
            }
        };
        Ok(Primitive::Iota(Iota {
            dtype,
            shape,
            dimension: cx.p.required("dimension", usize_of)?,
        }))
    }
}

impl Read for Concatenate {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Concatenate(Concatenate {
            dimension: cx.p.required("dimension", usize_of)?,
        }))
    }
}

impl Read for Slice {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Slice(Slice {
            start_indices: cx.p.required("start_indices", dims_of)?,
            limit_indices: cx.p.required("limit_indices", dims_of)?,
            strides: cx.p.optional("strides", opt(dims_of))?.flatten(),
        }))
    }
}

impl Read for DynamicSlice {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::DynamicSlice(DynamicSlice {
            slice_sizes: cx.p.required("slice_sizes", dims_of)?,
        }))
    }
}

impl Read for DynamicUpdateSlice {
    fn read(_: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::DynamicUpdateSlice(DynamicUpdateSlice))
    }
}

impl Read for DotDims {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let (lc, rc, lb, rb) = cx.p.required("dimension_numbers", dimension_numbers)?;
        Ok(Primitive::DotGeneral(DotDims {
            precision: cx
                .p
                .optional("precision", crate::param_values::precision)?
                .flatten(),
            lhs_contracting: lc,
            rhs_contracting: rc,
            lhs_batch: lb,
            rhs_batch: rb,
            preferred_element_type: cx
                .p
                .optional("preferred_element_type", opt(dtype_of))?
                .flatten(),
        }))
    }
}

impl Read for Reduce {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Reduce(Reduce {
            op: cx.kind()?,
            axes: cx.p.required("axes", usizes_of)?,
        }))
    }
}

impl Read for ArgReduce {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::ArgReduce(ArgReduce {
            op: cx.kind()?,
            axes: cx.p.required("axes", usizes_of)?,
            index_dtype: cx.p.required("index_dtype", dtype_of)?,
        }))
    }
}
