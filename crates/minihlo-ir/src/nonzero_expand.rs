//! `Nonzero` expanded as JAX lowers it: the hijax primitive's lowering traces
//! `Nonzero.expand` (`_nonzero_impl` in `jax/_src/numpy/hijax.py`) inline, so
//! [`nonzero_expansion`] builds that trace equation for equation: the array moved so that `axes`
//! come last and flattened over them, a running count of its nonzero elements (`jnp.cumsum`), a
//! bincount of those counts into `size` bins (a `scatter-add`, under one vmap per batch axis),
//! whose running sum is the flat index of each nonzero element, split into one index per axis
//! (`jnp.floor_divide`, `jnp.remainder`), and the slots past the count filled (`jnp.where`).
//! The `jnp` functions are `jit`s ([`crate::jnp_jits`]).

use crate::builder::{BuildError, Builder, SubJaxpr};
use crate::hiprims::Nonzero;
use crate::indexing::{GatherScatterMode, Scatter, ScatterDimensionNumbers, ScatterKind};
use crate::jnp_jits::{int_lit, JnpJits};
use crate::primitive::{BinaryOp, CompareOp, ReduceOp};
use crate::search::Empty;
use crate::types::{Aval, DType, Shape};

type R<T> = Result<T, String>;

fn built<T>(r: Result<T, BuildError>) -> R<T> {
    r.map_err(|e| format!("expanding Nonzero: {e}"))
}

/// The expansion of `p` for operands of types `avals` (the array, then the fill values, if any):
/// a sub-jaxpr whose main is spliced in place of the equation. `x64`: JAX traced with x64 (the
/// default integer dtype, which the counts are computed in).
pub fn nonzero_expansion(
    p: &Nonzero,
    avals: &[Aval],
    x64: bool,
    jits: &mut JnpJits,
) -> R<SubJaxpr> {
    let Some((a, fills)) = avals.split_first() else {
        return Err("Nonzero takes an array operand".into());
    };
    crate::hiprims::infer_nonzero(p, avals).map_err(|e| e.to_string())?;
    if p.size > i32::MAX as u64 {
        return Err(format!(
            "Nonzero with size={}: minihlo lowers sizes below 2^31 (JAX indexes larger ones with int64)",
            p.size
        ));
    }
    let int = if x64 { DType::I64 } else { DType::I32 };
    let mut b = Builder::new();
    let x = b.input(a.clone());
    let fill_vars: Vec<_> = fills.iter().map(|f| b.input(f.clone())).collect();
    let mut axes = p.axes.clone();
    axes.sort_unstable();
    if axes.is_empty() {
        return Ok(b.finish_sub::<crate::jaxpr::Atom>([]));
    }
    let batch_axes: Vec<usize> = (0..a.rank()).filter(|i| !axes.contains(i)).collect();
    let batch: Vec<u64> = batch_axes.iter().map(|&i| a.dims()[i]).collect();
    let k = batch.len();
    let mut out_shape = batch.clone();
    out_shape.push(p.size);
    // Nothing to find, or nowhere to put it: `jnp.empty` per axis.
    if a.dims().contains(&0) || p.size == 0 {
        let outs = (0..axes.len())
            .map(|_| {
                built(b.empty(Empty {
                    dtype: p.out_dtype,
                    shape: Shape::new(out_shape.clone()),
                }))
            })
            .collect::<R<Vec<_>>>()?;
        return Ok(b.finish_sub(outs));
    }
    // `jnp.transpose(a, (*batch_axes, *axes))` (nothing when that is the order already), then
    // `reshape(*batch_shape, -1)` (nothing when the shape is that already).
    let perm: Vec<usize> = batch_axes.iter().chain(&axes).copied().collect();
    let mut v = x;
    if perm.iter().enumerate().any(|(i, &p)| i != p) {
        v = built(b.transpose(v, &perm))?;
    }
    let sub_shape: Vec<u64> = axes.iter().map(|&i| a.dims()[i]).collect();
    let n: u64 = sub_shape.iter().product();
    let mut flat_shape = batch.clone();
    flat_shape.push(n);
    let moved: Vec<u64> = perm.iter().map(|&i| a.dims()[i]).collect();
    if moved != flat_shape {
        v = built(b.reshape(v, flat_shape.clone()))?;
    }
    let mask = if a.dtype.is_bool() {
        v
    } else {
        built(b.compare(CompareOp::Ne, v, int_lit(a.dtype, 0)))?
    };
    let mask_aval = Aval::new(DType::Bool, flat_shape.clone());
    let cumsum = jits.cumsum(&mask_aval, int)?;
    let cs = built(b.jit("cumsum", &cumsum, &[mask.into()]))?[0];
    // `_bincount`: `zeros(size).at[cs].add(1, mode='drop')`, vmapped over the batch axes.
    let size = i128::from(p.size);
    let zeros = built(b.broadcast_in_dim(int_lit(int, 0), vec![p.size], &[]))?;
    let negative = built(b.compare(CompareOp::Lt, cs, int_lit(int, 0)))?;
    let wrapped = built(b.binary(BinaryOp::Add, cs, int_lit(int, size)))?;
    let mut index = built(b.select_n(negative, &[cs.into(), wrapped.into()]))?;
    if int != DType::I32 {
        index = built(b.convert(index, DType::I32))?;
    }
    let mut index_shape = flat_shape.clone();
    index_shape.push(1);
    let lead: Vec<usize> = (0..=k).collect();
    let index = built(b.broadcast_in_dim(index, index_shape, &lead))?;
    let ones = built(b.broadcast_in_dim(int_lit(int, 1), vec![n], &[]))?;
    let (mut operand, mut updates) = (zeros, ones);
    for i in (0..k).rev() {
        let dims: Vec<usize> = (1..=k - i).collect();
        let with = |last: u64| -> Vec<u64> {
            let mut s = batch[i..].to_vec();
            s.push(last);
            s
        };
        operand = built(b.broadcast_in_dim(operand, with(p.size), &dims))?;
        updates = built(b.broadcast_in_dim(updates, with(n), &dims))?;
    }
    let batching: Vec<usize> = (0..k).collect();
    let bins = built(b.scatter(
        operand,
        index,
        updates,
        Scatter {
            kind: ScatterKind::Add,
            dimension_numbers: ScatterDimensionNumbers {
                update_window_dims: vec![],
                inserted_window_dims: vec![k],
                scatter_dims_to_operand_dims: vec![k],
                operand_batching_dims: batching.clone(),
                scatter_indices_batching_dims: batching,
            },
            indices_are_sorted: false,
            unique_indices: false,
            mode: GatherScatterMode::FillOrDrop,
            update_jaxpr: None,
        },
    ))?;
    let bins_aval = Aval::new(int, out_shape.clone());
    let cumsum = jits.cumsum(&bins_aval, int)?;
    let flat_index = built(b.jit("cumsum", &cumsum, &[bins.into()]))?[0];
    // `(flat_index // stride) % size` per axis, in `out_dtype`.
    let floor_divide = jits.floor_divide(&bins_aval, int)?;
    let remainder = jits.remainder(&bins_aval)?;
    let mut entries = Vec::with_capacity(axes.len());
    for (i, &len) in sub_shape.iter().enumerate() {
        let stride: u64 = sub_shape[i + 1..].iter().product();
        let q = built(b.jit(
            "floor_divide",
            &floor_divide,
            &[flat_index.into(), int_lit(int, i128::from(stride))],
        ))?[0];
        let mut e = built(b.jit(
            "remainder",
            &remainder,
            &[q.into(), int_lit(int, i128::from(len))],
        ))?[0];
        if p.out_dtype != int {
            e = built(b.convert(e, p.out_dtype))?;
        }
        entries.push(e);
    }
    // `counts = mask.sum(axis=-1, keepdims=True)`; `fill_mask = arange(size) >= counts`.
    let mut m = built(b.convert(mask, DType::I32))?;
    if int != DType::I32 {
        m = built(b.convert(m, int))?;
    }
    let total = built(b.reduce(ReduceOp::Sum, m, &[k]))?;
    let mut counts_shape = batch.clone();
    counts_shape.push(1);
    let kept: Vec<usize> = (0..k).collect();
    let counts = built(b.broadcast_in_dim(total, counts_shape, &kept))?;
    let mut slots = built(b.iota(int, vec![p.size], 0))?;
    if k > 0 {
        let mut shape = vec![1; k];
        shape.push(p.size);
        slots = built(b.broadcast_in_dim(slots, shape, &[k]))?;
    }
    let fill_mask = built(b.compare(CompareOp::Ge, slots, counts))?;
    let fill_mask_aval = Aval::new(DType::Bool, out_shape.clone());
    let entry_aval = Aval::new(p.out_dtype, out_shape);
    let mut outs = Vec::with_capacity(entries.len());
    for (i, e) in entries.into_iter().enumerate() {
        let r = match (fills.get(i), fill_vars.get(i)) {
            (Some(f), Some(&fv)) => {
                // `lax.expand_dims(fv, [fv.ndim])`
                let mut shape = f.dims().to_vec();
                shape.push(1);
                let dims: Vec<usize> = (0..f.rank()).collect();
                let fv = built(b.broadcast_in_dim(fv, shape.clone(), &dims))?;
                let fv_aval = Aval::new(f.dtype, shape);
                let w = jits.where_arrays(&fill_mask_aval, &fv_aval, &entry_aval)?;
                built(b.jit("_where", &w, &[fill_mask.into(), fv.into(), e.into()]))?[0]
            }
            _ => {
                let w = jits.where_zero(&fill_mask_aval, int, &entry_aval)?;
                built(b.jit("_where", &w, &[fill_mask.into(), int_lit(int, 0), e.into()]))?[0]
            }
        };
        outs.push(r);
    }
    Ok(b.finish_sub(outs))
}
