//! `gather` and the `scatter` family, lowered as JAX 0.12 lowers them for cpu, cuda and rocm
//! (`jax/_src/lax/slicing.py`): `_gather_lower` (FILL_OR_DROP through `_gather_fill`: a mask,
//! the gather, a select) and `_scatter_lower` (CLIP through `_clamp_scatter_indices`).

use melior::ir::attribute::DenseElementsAttribute;
use melior::ir::block::BlockLike;
use melior::ir::{Block, Location, Region, RegionLike, Value};
use minihlo_ir::indexing::{Gather, GatherScatterMode, Scatter, ScatterKind};
use minihlo_ir::{Aval, DType, Scalar};

use crate::attrs::{bool_attr, i64_array_attr, opaque_attr, ComparisonDirection};
use crate::ctx::{block_arg, EqnCtx, LowerCtx, Lowering};
use crate::emit::{element_attr, first_result, scalar_tensor, Emitter};
use crate::error::LowerError;
use crate::op::stablehlo;

fn list(values: &[usize]) -> String {
    let items: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    format!("[{}]", items.join(", "))
}

/// `#stablehlo.gather<...>` / `#stablehlo.scatter<...>` as StableHLO prints them: empty lists
/// and a zero index_vector_dim left out.
fn dims_attr_text(kind: &str, fields: &[(&str, &[usize])], index_vector_dim: usize) -> String {
    let mut parts: Vec<String> = fields
        .iter()
        .filter(|(_, v)| !v.is_empty())
        .map(|(k, v)| format!("{k} = {}", list(v)))
        .collect();
    if index_vector_dim != 0 {
        parts.push(format!("index_vector_dim = {index_vector_dim}"));
    }
    format!("{kind}<{}>", parts.join(", "))
}

/// Fills a scatter's update-computation block, its `stablehlo.return` included.
pub(super) type UpdateRegion<'f, 'c> = &'f mut dyn FnMut(&Block<'c>) -> Result<(), LowerError>;

fn lower_error(stage: &str, e: impl ToString) -> LowerError {
    LowerError::Mlir {
        stage: stage.into(),
        diagnostics: vec![e.to_string()],
    }
}

/// A rank-1 constant `dense<[...]>` of `dtype` (the NumPy arrays JAX's helpers close over).
fn vector_constant<'c, 'a>(
    em: &Emitter<'c, 'a>,
    dtype: DType,
    values: &[i64],
) -> Result<Value<'c, 'a>, LowerError> {
    let aval = Aval::new(dtype, [values.len() as u64]);
    let ty = em.ty(&aval)?;
    let elems: Vec<_> = values
        .iter()
        .map(|&v| element_attr(em.context, dtype, Scalar::Int(i128::from(v))))
        .collect();
    let dense = DenseElementsAttribute::new(ty, &elems)
        .map_err(|e| lower_error("building a constant", e))?;
    em.one(stablehlo::CONSTANT, &[], ty, &[("value", dense.into())])
}

/// `lax.broadcast_in_dim`, which emits nothing when the shape is already the target's.
fn broadcast_in_dim<'c, 'a>(
    em: &Emitter<'c, 'a>,
    x: Value<'c, 'a>,
    from: &Aval,
    to: &Aval,
    dims: &[i64],
) -> Result<Value<'c, 'a>, LowerError> {
    if from.shape == to.shape {
        Ok(x)
    } else {
        em.broadcast(x, to, dims)
    }
}

/// JAX's `int_dtype_for_shape(shape, signed=True)`.
fn index_dtype_for(dims: &[u64]) -> DType {
    if dims.iter().any(|&d| d > i32::MAX as u64) {
        DType::I64
    } else {
        DType::I32
    }
}

/// `stablehlo.gather` as `_gather_lower` builds it (PROMISE_IN_BOUNDS and CLIP; XLA clamps).
fn plain_gather<'c, 'a>(
    em: &Emitter<'c, 'a>,
    g: &Gather,
    operand: Value<'c, 'a>,
    indices: Value<'c, 'a>,
    indices_aval: &Aval,
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    if out.shape.num_elements() == Some(0) {
        return em.full_like(Scalar::Int(0), out);
    }
    let d = &g.dimension_numbers;
    let text = dims_attr_text(
        "gather",
        &[
            ("offset_dims", &d.offset_dims),
            ("collapsed_slice_dims", &d.collapsed_slice_dims),
            ("operand_batching_dims", &d.operand_batching_dims),
            (
                "start_indices_batching_dims",
                &d.start_indices_batching_dims,
            ),
            ("start_index_map", &d.start_index_map),
        ],
        indices_aval.rank().saturating_sub(1),
    );
    let sizes: Vec<i64> = g.slice_sizes.iter().map(|&s| s as i64).collect();
    em.one(
        stablehlo::GATHER,
        &[operand, indices],
        em.ty(out)?,
        &[
            (
                "dimension_numbers",
                opaque_attr(em.context, "stablehlo", &text),
            ),
            (
                "indices_are_sorted",
                bool_attr(em.context, g.indices_are_sorted),
            ),
            ("slice_sizes", i64_array_attr(em.context, &sizes)),
        ],
    )
}

/// `gather operand indices` for one platform (cpu, cuda and rocm lower it alike).
pub(super) fn gather<'c, 'a>(
    em: &Emitter<'c, 'a>,
    g: &Gather,
    operand: Value<'c, 'a>,
    indices: Value<'c, 'a>,
    avals: [&Aval; 2],
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let [operand_aval, indices_aval] = avals;
    if g.mode != GatherScatterMode::FillOrDrop {
        return plain_gather(em, g, operand, indices, indices_aval, out);
    }
    // `_gather_fill`, traced by `mlir.lower_fun`: the NumPy upper bound is a constant first.
    let d = &g.dimension_numbers;
    let index_dtype = index_dtype_for(operand_aval.dims());
    let upper: Vec<i64> = d
        .start_index_map
        .iter()
        .map(|&i| operand_aval.dims()[i] as i64 - g.slice_sizes[i] as i64)
        .collect();
    let upper_c = vector_constant(em, index_dtype, &upper)?;
    let mut indices = indices;
    let idx = Aval::new(index_dtype, indices_aval.shape.clone());
    if indices_aval.dtype != index_dtype {
        indices = em.one(stablehlo::CONVERT, &[indices], em.ty(&idx)?, &[])?;
    }
    let n_batch = idx.rank() - 1;
    let zero = em.full_like(Scalar::Int(0), &idx)?;
    let ge = em.compare(indices, zero, ComparisonDirection::Ge, &idx)?;
    // expand_dims(upper_bound, range(n_batch)), then `le`'s broadcasting to the indices' shape.
    let upper_aval = Aval::new(index_dtype, [upper.len() as u64]);
    let mut expanded_dims = vec![1u64; n_batch];
    expanded_dims.push(upper.len() as u64);
    let expanded = Aval::new(index_dtype, expanded_dims);
    let ub = broadcast_in_dim(em, upper_c, &upper_aval, &expanded, &[n_batch as i64])?;
    let all: Vec<i64> = (0..idx.rank() as i64).collect();
    let ub = broadcast_in_dim(em, ub, &expanded, &idx, &all)?;
    let le = em.compare(indices, ub, ComparisonDirection::Le, &idx)?;
    let mask_full = Aval::new(DType::Bool, idx.shape.clone());
    let both = em.binary(stablehlo::AND, ge, le, &mask_full)?;
    let mask_aval = Aval::new(DType::Bool, &idx.dims()[..n_batch]);
    let mask = reduce_and(em, both, n_batch, &mask_aval)?;
    let plain = Gather {
        mode: GatherScatterMode::PromiseInBounds,
        ..g.clone()
    };
    let gathered = plain_gather(em, &plain, operand, indices, &idx, out)?;
    let batch_dims: Vec<i64> = (0..out.rank())
        .filter(|i| !d.offset_dims.contains(i))
        .map(|i| i as i64)
        .collect();
    let out_mask = Aval::new(DType::Bool, out.shape.clone());
    let mask = broadcast_in_dim(em, mask, &mask_aval, &out_mask, &batch_dims)?;
    let fill = g
        .fill_value
        .unwrap_or_else(|| minihlo_ir::indexing::default_fill_value(out.dtype));
    let fill = if out.rank() == 0 {
        em.constant(out.dtype, fill)?
    } else {
        em.full_like(fill, out)?
    };
    em.select(mask, gathered, fill, out)
}

/// `reduce_and(x, [axis])`: `stablehlo.reduce` with `true` and `stablehlo.and`.
fn reduce_and<'c, 'a>(
    em: &Emitter<'c, 'a>,
    x: Value<'c, 'a>,
    axis: usize,
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let init = em.constant(DType::Bool, Scalar::Bool(true))?;
    let elem = scalar_tensor(em.context, DType::Bool);
    let body = Block::new(&[(elem, em.location), (elem, em.location)]);
    {
        let inner = Emitter::new(em.context, &body);
        let a = block_value(&body, 0)?;
        let b = block_value(&body, 1)?;
        let r = inner.one(stablehlo::AND, &[a, b], elem, &[])?;
        inner.op(stablehlo::RETURN, &[r], &[], &[], vec![])?;
    }
    let region = Region::new();
    region.append_block(body);
    let op = em.op(
        stablehlo::REDUCE,
        &[x, init],
        &[em.ty(out)?],
        &[("dimensions", i64_array_attr(em.context, &[axis as i64]))],
        vec![region],
    )?;
    first_result(op, stablehlo::REDUCE)
}

fn block_value<'c, 'a>(block: &'a Block<'c>, i: usize) -> Result<Value<'c, 'a>, LowerError> {
    block
        .argument(i)
        .map(Into::into)
        .map_err(|e| lower_error("reading a block argument", e))
}

/// JAX's `_clamp_scatter_indices`: indices clamped to `[0, operand - window]`.
fn clamp_scatter_indices<'c, 'a>(
    em: &Emitter<'c, 'a>,
    s: &Scatter,
    indices: Value<'c, 'a>,
    avals: [&Aval; 3],
) -> Result<Value<'c, 'a>, LowerError> {
    let [operand, idx, updates] = avals;
    let d = &s.dimension_numbers;
    let mut slice_sizes = Vec::with_capacity(operand.rank());
    let mut pos = 0;
    for i in 0..operand.rank() {
        if d.inserted_window_dims.contains(&i) || d.operand_batching_dims.contains(&i) {
            slice_sizes.push(1);
        } else {
            let w = d.update_window_dims.get(pos).copied().unwrap_or(0);
            slice_sizes.push(updates.dims().get(w).copied().unwrap_or(0));
            pos += 1;
        }
    }
    let upper: Vec<i64> = d
        .scatter_dims_to_operand_dims
        .iter()
        .map(|&i| operand.dims()[i] as i64 - slice_sizes[i] as i64)
        .collect();
    let upper_u: Vec<u64> = upper.iter().map(|&u| u.max(0) as u64).collect();
    let ub_dtype = index_dtype_for(&upper_u);
    let ub_aval = Aval::new(ub_dtype, [upper.len() as u64]);
    let ub = vector_constant(em, ub_dtype, &upper)?;
    let max = |t: DType| -> i128 { (1i128 << (t.bits() - u32::from(t.is_signed_int()))) - 1 };
    let cap = max(ub_dtype).min(max(idx.dtype));
    let cap = em.full_like(Scalar::Int(cap), &ub_aval)?;
    let mut ub = em.binary(stablehlo::MINIMUM, ub, cap, &ub_aval)?;
    let ub_idx = Aval::new(idx.dtype, ub_aval.shape.clone());
    if idx.dtype != ub_dtype {
        ub = em.one(stablehlo::CONVERT, &[ub], em.ty(&ub_idx)?, &[])?;
    }
    let last = idx.rank() as i64 - 1;
    let ub = broadcast_in_dim(em, ub, &ub_idx, idx, &[last])?;
    let zero = em.full_like(Scalar::Int(0), idx)?;
    em.one(stablehlo::CLAMP, &[zero, indices, ub], em.ty(idx)?, &[])
}

/// `scatter*` for one platform. `update` fills the update computation's block (two scalar
/// arguments: the operand's element, the update), its `stablehlo.return` included; `None` is
/// `scatter`'s replacement (`update_jaxpr=None`: JAX's `_scatter_reduction_computation`,
/// `lambda x, y: y`).
pub(super) fn scatter<'c, 'a>(
    em: &Emitter<'c, 'a>,
    s: &Scatter,
    xs: [Value<'c, '_>; 3],
    avals: [&Aval; 3],
    out: &Aval,
    update: Option<UpdateRegion<'_, 'c>>,
) -> Result<Value<'c, 'a>, LowerError> {
    let [operand, indices, updates] = xs;
    let indices = if s.mode == GatherScatterMode::Clip {
        clamp_scatter_indices(em, s, indices, avals)?
    } else {
        indices
    };
    scatter_op(em, s, [operand, indices, updates], avals[1], out, update)
}

/// The `stablehlo.scatter` of `scatter`, its indices of type `idx` ready.
fn scatter_op<'c, 'a>(
    em: &Emitter<'c, 'a>,
    s: &Scatter,
    [operand, indices, updates]: [Value<'c, '_>; 3],
    idx: &Aval,
    out: &Aval,
    update: Option<UpdateRegion<'_, 'c>>,
) -> Result<Value<'c, 'a>, LowerError> {
    let d = &s.dimension_numbers;
    let text = dims_attr_text(
        "scatter",
        &[
            ("update_window_dims", &d.update_window_dims),
            ("inserted_window_dims", &d.inserted_window_dims),
            ("input_batching_dims", &d.operand_batching_dims),
            (
                "scatter_indices_batching_dims",
                &d.scatter_indices_batching_dims,
            ),
            (
                "scatter_dims_to_operand_dims",
                &d.scatter_dims_to_operand_dims,
            ),
        ],
        idx.rank().saturating_sub(1),
    );
    let elem = scalar_tensor(em.context, out.dtype);
    let location = Location::unknown(em.context);
    let body = Block::new(&[(elem, location), (elem, location)]);
    match update {
        Some(f) => f(&body)?,
        None => {
            let inner = Emitter::new(em.context, &body);
            let y = block_value(&body, 1)?;
            inner.op(stablehlo::RETURN, &[y], &[], &[], vec![])?;
        }
    }
    let region = Region::new();
    region.append_block(body);
    let op = em.op(
        stablehlo::SCATTER,
        &[operand, indices, updates],
        &[em.ty(out)?],
        &[
            (
                "indices_are_sorted",
                bool_attr(em.context, s.indices_are_sorted),
            ),
            (
                "scatter_dimension_numbers",
                opaque_attr(em.context, "stablehlo", &text),
            ),
            ("unique_indices", bool_attr(em.context, s.unique_indices)),
        ],
        vec![region],
    )?;
    first_result(op, stablehlo::SCATTER)
}

/// `_scatter_addsub_lower_gpu` for complex128 (cuda and rocm): the real and the imaginary parts
/// scattered apart, each with an `add` (`subtract`) region, and put back together.
fn scatter_addsub_c128<'c, 'a>(
    em: &Emitter<'c, 'a>,
    s: &Scatter,
    [operand, indices, updates]: [Value<'c, '_>; 3],
    avals: [&Aval; 3],
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let indices = if s.mode == GatherScatterMode::Clip {
        clamp_scatter_indices(em, s, indices, avals)?
    } else {
        indices
    };
    let part = |a: &Aval| Aval::new(DType::F64, a.dims().to_vec());
    let (op_part, upd_part, out_part) = (part(avals[0]), part(avals[2]), part(out));
    let reduce = if s.kind == ScatterKind::Sub {
        stablehlo::SUBTRACT
    } else {
        stablehlo::ADD
    };
    let scalar = Aval::scalar(DType::F64);
    let half = |name: &str| -> Result<Value<'c, 'a>, LowerError> {
        let o = em.one(name, &[operand], em.ty(&op_part)?, &[])?;
        let u = em.one(name, &[updates], em.ty(&upd_part)?, &[])?;
        let mut region = |block: &Block<'c>| -> Result<(), LowerError> {
            let inner = Emitter::new(em.context, block);
            let r = inner.binary(
                reduce,
                block_value(block, 0)?,
                block_value(block, 1)?,
                &scalar,
            )?;
            inner.op(stablehlo::RETURN, &[r], &[], &[], vec![])?;
            Ok(())
        };
        scatter_op(
            em,
            s,
            [o, indices, u],
            avals[1],
            &out_part,
            Some(&mut region),
        )
    };
    let re = half(stablehlo::REAL)?;
    let im = half(stablehlo::IMAG)?;
    em.one(stablehlo::COMPLEX, &[re, im], em.ty(out)?, &[])
}

const ONE_HOT: &str =
    "mode GatherScatterMode.ONE_HOT is not lowered (JAX rewrites it before binding the primitive)";

/// The `gather` rule.
pub(super) fn gather_rule<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, g: &Gather) -> Lowering<'c, 'a> {
    cx.arity(2)?;
    if g.mode == GatherScatterMode::OneHot {
        return Err(cx.unsupported(ONE_HOT));
    }
    let out = cx.one_out()?;
    let avals = [&cx.avals[0], &cx.avals[1]];
    Ok(vec![gather(cx.em, g, cx.xs[0], cx.xs[1], avals, out)?])
}

/// The rule of `scatter` and `scatter-*`: the update computation is the printed `update_jaxpr`.
pub(super) fn scatter_rule<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    s: &Scatter,
) -> Lowering<'c, 'a> {
    cx.arity(3)?;
    if s.mode == GatherScatterMode::OneHot {
        return Err(cx.unsupported(ONE_HOT));
    }
    let out = cx.one_out()?;
    let (em, xs, avals) = (cx.em, cx.xs, cx.avals);
    let ctx = em.context;
    let platform_index = cx.platform_index;
    let platforms: Vec<String> = cx.platform_names();
    let state = &mut *cx.state;
    let program = state.program;
    let mut fill = |block: &Block<'c>| -> Result<(), LowerError> {
        let Some(id) = s.update_jaxpr else {
            return Ok(());
        };
        let args = [block_arg(block, 0)?, block_arg(block, 1)?];
        let inner = Emitter::new(ctx, block);
        let r = LowerCtx {
            em: &inner,
            state: &mut *state,
            platform_index: None,
        }
        .lower_jaxpr(program.get(id), &args)?;
        inner.op(stablehlo::RETURN, &r, &[], &[], vec![])?;
        Ok(())
    };
    let three = [&avals[0], &avals[1], &avals[2]];
    if !matches!(s.kind, ScatterKind::Add | ScatterKind::Sub) {
        let update: Option<UpdateRegion<'_, 'c>> = match s.update_jaxpr {
            Some(_) => Some(&mut fill),
            None => None,
        };
        return Ok(vec![scatter(
            em,
            s,
            [xs[0], xs[1], xs[2]],
            three,
            out,
            update,
        )?]);
    }
    // JAX registers `_scatter_addsub_lower_gpu` for GPUs: complex128 is scattered by parts
    // there, and a module for several platforms dispatches on the platform index.
    let result_type = em.ty(out)?;
    let has_update = s.update_jaxpr.is_some();
    crate::multi_platform::lower_per_platform(
        em,
        platform_index,
        &platforms,
        |p| matches!(p, "cuda" | "rocm" | "oneapi"),
        &[result_type],
        |em, rule| {
            if rule.is_some() && out.dtype == DType::C128 {
                return Ok(vec![scatter_addsub_c128(
                    em,
                    s,
                    [xs[0], xs[1], xs[2]],
                    three,
                    out,
                )?]);
            }
            let update: Option<UpdateRegion<'_, 'c>> =
                if has_update { Some(&mut fill) } else { None };
            Ok(vec![scatter(
                em,
                s,
                [xs[0], xs[1], xs[2]],
                three,
                out,
                update,
            )?])
        },
    )
}
