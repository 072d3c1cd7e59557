//! `SearchSorted` expanded as JAX lowers it: the primitive is a "hijax" primitive whose
//! lowering traces `SearchSorted.expand` (`jax/_src/numpy/hijax.py`, `_searchsorted_impl`) and
//! lowers that jaxpr. For a one-dimensional sorted array the expansion is one `jit` of the
//! method's implementation (`_searchsorted_scan_impl`, `_searchsorted_sort_impl`,
//! `_searchsorted_compare_all_impl`) on the same operands, so the hijax pass
//! ([`crate::hiprims_expand`]) replaces each `SearchSorted` equation by that `jit`, its jaxpr
//! built here equation for equation as JAX traces it; the lowering then treats it as any other
//! call.
//!
//! Supported: a one-dimensional sorted array (`batch_dims=0`, `dimension=0`); `scan` and
//! every method, with a query of any rank; and, for every method, a batched search
//! (`batch_dims > 0`, the sorted array one-dimensional per batch, `dimension` its last axis:
//! `jax.vmap(jnp.searchsorted)`), the method's `jit` traced under one vmap per batch axis. The
//! rest is refused with a message.

use crate::builder::{BuildError, Builder, SubJaxpr};
use crate::control::Scan;
use crate::indexing::{
    Gather, GatherDimensionNumbers, GatherScatterMode, Scatter, ScatterDimensionNumbers,
    ScatterKind,
};
use crate::jaxpr::{Atom, Literal, Var};
use crate::jnp_jits::JnpJits;
use crate::primitive::{BinaryOp, CompareOp, Primitive, ReduceOp};
use crate::search::{SearchMethod, SearchSorted};
use crate::structural::Sort;
use crate::types::Scalar;
use crate::types::{Aval, DType};

type R<T> = Result<T, String>;

fn built<T>(r: Result<T, BuildError>) -> R<T> {
    r.map_err(|e| format!("expanding SearchSorted: {e}"))
}

fn lit(dtype: DType, value: Scalar) -> Atom {
    Atom::Literal(Literal { value, dtype })
}

/// JAX's `full_like(x, v)` inside a traced function: a literal for a scalar, a
/// `broadcast_in_dim` of one otherwise.
fn full_like(b: &mut Builder, aval: &Aval, value: Scalar) -> R<Atom> {
    let l = lit(aval.dtype, value);
    if aval.rank() == 0 {
        return Ok(l);
    }
    Ok(built(b.broadcast_in_dim(l, aval.dims().to_vec(), &[]))?.into())
}

/// `full_like` of a scalar traced under `jax.vmap` over the axes `batch`: the innermost vmap
/// broadcasts the literal to its axis, each outer one broadcasts that to its own in front.
fn batched_full(b: &mut Builder, dtype: DType, batch: &[u64], value: Scalar) -> R<Atom> {
    let mut x = lit(dtype, value);
    for i in (0..batch.len()).rev() {
        let dims: Vec<usize> = (1..batch.len() - i).collect();
        x = built(b.broadcast_in_dim(x, batch[i..].to_vec(), &dims))?.into();
    }
    Ok(x)
}

/// `lax._canonicalize_float_for_sort`: -0.0 as 0.0 and every NaN as one NaN (floats only).
/// `batch`: the value is a scalar of a function vmapped over these axes.
fn canonical(b: &mut Builder, x: Atom, aval: &Aval, batch: Option<&[u64]>) -> R<Atom> {
    if !aval.dtype.is_float() {
        return Ok(x);
    }
    let full = |b: &mut Builder, v: f64| match batch {
        Some(axes) => batched_full(b, aval.dtype, axes, Scalar::Float(v)),
        None => full_like(b, aval, Scalar::Float(v)),
    };
    let zero = lit(aval.dtype, Scalar::Float(0.0));
    let is_zero = built(b.compare(CompareOp::Eq, x, zero))?;
    let zeros = full(b, 0.0)?;
    let r = built(b.select_n(is_zero, &[x, zeros]))?;
    let is_nan = built(b.compare(CompareOp::Ne, x, x))?;
    let nans = full(b, f64::NAN)?;
    Ok(built(b.select_n(is_nan, &[r.into(), nans]))?.into())
}

/// `ceil(log2(n + 1))`: the number of halvings of the scan.
fn n_levels(n: u64) -> u64 {
    u64::from(64 - n.leading_zeros())
}

/// The expansion of `SearchSorted` for a sorted array of type `a` and a query of type `q`: the
/// `jit` name and its jaxpr. `x64`: JAX traced with x64 (the type of Python int literals).
pub fn search_sorted_expansion(
    s: &SearchSorted,
    a: &Aval,
    q: &Aval,
    x64: bool,
    jits: &mut JnpJits,
) -> R<(&'static str, SubJaxpr)> {
    let batched = s.batch_dims > 0 && a.rank() == s.batch_dims + 1 && s.dimension == s.batch_dims;
    if !batched && (a.rank() != 1 || s.batch_dims != 0 || s.dimension != 0) {
        return Err(format!(
            "SearchSorted of a sorted array of rank {} (batch_dims={}, dimension={}): minihlo lowers a one-dimensional sorted array only, and a batched one (one-dimensional per batch, `dimension` its last axis)",
            a.rank(),
            s.batch_dims,
            s.dimension
        ));
    }
    match s.method {
        SearchMethod::Scan | SearchMethod::ScanUnrolled => Ok((
            "_searchsorted_scan_impl",
            scan_impl(s, a, q, x64, s.method == SearchMethod::ScanUnrolled, jits)?,
        )),
        SearchMethod::Sort => Ok(("_searchsorted_sort_impl", sort_impl(s, a, q)?)),
        SearchMethod::CompareAll => {
            Ok(("_searchsorted_compare_all_impl", compare_all_impl(s, a, q)?))
        }
    }
}

/// `full_like` of a scalar, of the per-batch shape `dims[k..]`, traced under `k` vmaps (the
/// `batch_dims` of a batched search): one broadcast to the per-batch shape (none for a scalar),
/// then one per vmap level, innermost first.
fn batched_full_k(b: &mut Builder, dtype: DType, dims: &[u64], k: usize, value: Scalar) -> R<Atom> {
    let mut x = lit(dtype, value);
    if dims.len() > k {
        x = built(b.broadcast_in_dim(x, dims[k..].to_vec(), &[]))?.into();
    }
    for i in (0..k).rev() {
        let kept: Vec<usize> = (1..dims.len() - i).collect();
        x = built(b.broadcast_in_dim(x, dims[i..].to_vec(), &kept))?.into();
    }
    Ok(x)
}

/// [`canonical`] of a value of the per-batch shape `aval.dims()[k..]` under `k` vmaps.
fn canonical_k(b: &mut Builder, x: Atom, aval: &Aval, k: usize) -> R<Atom> {
    if !aval.dtype.is_float() {
        return Ok(x);
    }
    let zero = lit(aval.dtype, Scalar::Float(0.0));
    let is_zero = built(b.compare(CompareOp::Eq, x, zero))?;
    let zeros = batched_full_k(b, aval.dtype, aval.dims(), k, Scalar::Float(0.0))?;
    let r = built(b.select_n(is_zero, &[x, zeros]))?;
    let is_nan = built(b.compare(CompareOp::Ne, x, x))?;
    let nans = batched_full_k(b, aval.dtype, aval.dims(), k, Scalar::Float(f64::NAN))?;
    Ok(built(b.select_n(is_nan, &[r.into(), nans]))?.into())
}

/// `_searchsorted_compare_all_impl`: every sorted element compared with every query, vmapped
/// over the `batch_dims` leading axes of both (none for an unbatched search).
fn compare_all_impl(s: &SearchSorted, a: &Aval, q: &Aval) -> R<SubJaxpr> {
    let k = s.batch_dims;
    let mut b = Builder::new();
    let x = b.input(a.clone());
    let y = b.input(q.clone());
    let (xc, yc) = if k == 0 {
        (
            canonical(&mut b, x.into(), a, None)?,
            canonical(&mut b, y.into(), q, None)?,
        )
    } else {
        (
            canonical_k(&mut b, x.into(), a, k)?,
            canonical_k(&mut b, y.into(), q, k)?,
        )
    };
    let op = if s.right {
        CompareOp::LeTo
    } else {
        CompareOp::LtTo
    };
    let batch = &a.dims()[..k];
    let n = a.dims()[k];
    let r = q.rank() - k;
    let lead: Vec<usize> = (0..k).collect();
    let cmp = if r == 0 && k == 0 {
        built(b.compare(op, xc, yc))?
    } else if r == 0 {
        let mut qd = batch.to_vec();
        qd.push(1);
        let yb = built(b.broadcast_in_dim(yc, qd, &lead))?;
        built(b.compare(op, xc, Atom::from(yb)))?
    } else {
        let mut qd = batch.to_vec();
        qd.push(1);
        qd.extend_from_slice(&q.dims()[k..]);
        let mut qdims = lead.clone();
        qdims.extend(k + 1..=k + r);
        let yb = built(b.broadcast_in_dim(yc, qd, &qdims))?;
        let mut ad = batch.to_vec();
        ad.push(n);
        ad.extend(std::iter::repeat_n(1, r));
        let mut adims = lead.clone();
        adims.push(k);
        let xb = built(b.broadcast_in_dim(xc, ad, &adims))?;
        built(b.compare(op, xb, yb))?
    };
    let c = built(b.convert(cmp, s.dtype))?;
    let r = built(b.reduce(ReduceOp::Sum, c, &[k]))?;
    Ok(b.finish_sub([r]))
}

/// `_rank` of `_searchsorted_sort_impl`: each element's position in the sorted order, traced
/// under one vmap per axis of `batch` (`x` is `batch + [len]`; none for an unbatched search): the
/// constants stay unbatched, and each vmap level broadcasts them where sort and scatter need
/// batched operands, innermost level first.
fn rank(b: &mut Builder, x: Var, batch: &[u64], len: u64) -> R<Var> {
    let k = batch.len();
    let idx = built(b.iota(DType::I32, vec![len], 0))?;
    let zeros = built(b.broadcast_in_dim(lit(DType::I32, Scalar::Int(0)), vec![len], &[]))?;
    let at = |i: usize| -> (Vec<u64>, Vec<usize>) {
        let mut shape = batch[i..].to_vec();
        shape.push(len);
        (shape, (1..=k - i).collect())
    };
    let mut sort_idx = idx;
    for i in (0..k).rev() {
        let (shape, dims) = at(i);
        sort_idx = built(b.broadcast_in_dim(sort_idx, shape, &dims))?;
    }
    let sorted = built(b.sort(
        &[x.into(), sort_idx.into()],
        Sort {
            dimension: k,
            is_stable: true,
            num_keys: 1,
        },
    ))?;
    let perm = sorted[1];
    let neg = built(b.compare(CompareOp::Lt, perm, lit(DType::I32, Scalar::Int(0))))?;
    let wrapped = built(b.binary(
        BinaryOp::Add,
        perm,
        lit(DType::I32, Scalar::Int(len as i128)),
    ))?;
    let index = built(b.select_n(neg, &[perm.into(), wrapped.into()]))?;
    let mut ishape = batch.to_vec();
    ishape.extend([len, 1]);
    let idims: Vec<usize> = (0..=k).collect();
    let index = built(b.broadcast_in_dim(index, ishape, &idims))?;
    let (mut operand, mut updates) = (zeros, idx);
    for i in (0..k).rev() {
        let (shape, dims) = at(i);
        operand = built(b.broadcast_in_dim(operand, shape.clone(), &dims))?;
        updates = built(b.broadcast_in_dim(updates, shape, &dims))?;
    }
    let lead: Vec<usize> = (0..k).collect();
    built(b.scatter(
        operand,
        index,
        updates,
        Scatter {
            kind: ScatterKind::Set,
            dimension_numbers: ScatterDimensionNumbers {
                update_window_dims: vec![],
                inserted_window_dims: vec![k],
                scatter_dims_to_operand_dims: vec![k],
                operand_batching_dims: lead.clone(),
                scatter_indices_batching_dims: lead,
            },
            indices_are_sorted: false,
            unique_indices: false,
            mode: GatherScatterMode::FillOrDrop,
            update_jaxpr: None,
        },
    ))
}

/// `_searchsorted_sort_impl`: the ranks of the query among query and sorted array, less the
/// ranks of the query among itself; vmapped over the `batch_dims` leading axes of both.
fn sort_impl(s: &SearchSorted, a: &Aval, q: &Aval) -> R<SubJaxpr> {
    let k = s.batch_dims;
    let mut b = Builder::new();
    let x = b.input(a.clone());
    let y = b.input(q.clone());
    let batch = &a.dims()[..k];
    let n = a.dims()[k];
    let per_batch = &q.dims()[k..];
    let m: u64 = per_batch.iter().product();
    let with_batch = |last: &[u64]| -> Vec<u64> {
        let mut d = batch.to_vec();
        d.extend_from_slice(last);
        d
    };
    // `query.ravel()`, traced anew at each use.
    let ravel = |b: &mut Builder| -> R<Var> {
        if per_batch.len() == 1 {
            Ok(y)
        } else {
            built(b.reshape(y, with_batch(&[m])))
        }
    };
    let flat = ravel(&mut b)?;
    let both = if s.right {
        [x.into(), flat.into()]
    } else {
        [flat.into(), x.into()]
    };
    let cat = built(b.concatenate(&both, k))?;
    let all = rank(&mut b, cat, batch, n + m)?;
    let (start, limit) = if s.right { (n, n + m) } else { (0, m) };
    let mut starts = vec![0; k];
    starts.push(start);
    let index = built(b.slice(all, &starts, &with_batch(&[limit]), None))?;
    let flat = ravel(&mut b)?;
    let own = rank(&mut b, flat, batch, m)?;
    let mut r = built(b.binary(BinaryOp::Sub, index, own))?;
    if per_batch.len() != 1 {
        r = built(b.reshape(r, q.dims().to_vec()))?;
    }
    if s.dtype != DType::I32 {
        r = built(b.convert(r, s.dtype))?;
    }
    Ok(b.finish_sub([r]))
}

/// `_searchsorted_scan_impl`: a binary search by a scan of `ceil(log2(n + 1))` halvings, vmapped
/// over a one-dimensional query (a second `jit` of the same name around the batched one).
fn scan_impl(
    s: &SearchSorted,
    a: &Aval,
    q: &Aval,
    x64: bool,
    unrolled: bool,
    jits: &mut JnpJits,
) -> R<SubJaxpr> {
    let k = s.batch_dims;
    let n = a.dims()[k];
    if n == 0 && k > 0 {
        return Err(format!(
            "SearchSorted with batch_dims={k} and method='{}' of an empty sorted array: minihlo does not lower it",
            s.method.name()
        ));
    }
    if n == 0 {
        let mut b = Builder::new();
        b.input(a.clone());
        b.input(q.clone());
        let zero = lit(s.dtype, Scalar::Int(0));
        let r: Atom = if q.rank() == 0 {
            zero
        } else {
            built(b.broadcast_in_dim(zero, q.dims().to_vec(), &[]))?.into()
        };
        return Ok(b.finish_sub([r]));
    }
    let u = if s.dtype.bits() == 64 {
        DType::U64
    } else {
        DType::U32
    };
    let int = if x64 { DType::I64 } else { DType::I32 };
    let batch: Vec<u64> = q.dims().to_vec();
    let carry = Aval::new(u, batch.clone());
    // The scan body: one halving of [low, high).
    let body = {
        let mut b = Builder::new();
        let x = b.input(a.clone());
        let y = b.input(q.clone());
        let low = b.input(carry.clone());
        let high = b.input(carry.clone());
        let width = built(b.binary(BinaryOp::Sub, high, low))?;
        let fd = jits.floor_divide(&Aval::new(u, batch.clone()), int)?;
        let half = built(b.jit(
            "floor_divide",
            &fd,
            &[width.into(), lit(int, Scalar::Int(2))],
        ))?;
        let mid = built(b.binary(BinaryOp::Add, low, half[0]))?;
        let r = batch.len();
        let lead: Vec<usize> = (0..k).collect();
        let at = if batch.is_empty() {
            let slice = built(b.dynamic_slice(x, &[mid.into()], &[1]))?;
            built(b.squeeze(slice, &[0]))?
        } else {
            let mut shape = batch.clone();
            shape.push(1);
            let dims: Vec<usize> = (0..r).collect();
            let idx = built(b.broadcast_in_dim(mid, shape, &dims))?;
            let g = built(b.gather(
                x,
                idx,
                Gather {
                    dimension_numbers: GatherDimensionNumbers {
                        offset_dims: vec![r],
                        collapsed_slice_dims: vec![],
                        start_index_map: vec![k],
                        operand_batching_dims: lead.clone(),
                        start_indices_batching_dims: lead,
                    },
                    slice_sizes: vec![1; k + 1],
                    // A scalar query's `dynamic_slice`, batched: JAX's batching rule makes it
                    // this gather with sorted, unique indices.
                    indices_are_sorted: r == k,
                    unique_indices: r == k,
                    mode: GatherScatterMode::Clip,
                    fill_value: None,
                },
            ))?;
            built(b.squeeze(g, &[r]))?
        };
        let elem = Aval::new(a.dtype, batch.clone());
        let qc = canonical(&mut b, y.into(), q, Some(&batch))?;
        let ac = canonical(&mut b, at.into(), &elem, Some(&batch))?;
        let op = if s.right {
            CompareOp::LtTo
        } else {
            CompareOp::LeTo
        };
        let go_left = built(b.compare(op, qc, ac))?;
        let new_low = built(b.select_n(go_left, &[mid.into(), low.into()]))?;
        let new_high = built(b.select_n(go_left, &[high.into(), mid.into()]))?;
        b.finish_sub([new_low, new_high])
    };
    let levels = n_levels(n);
    let inner = {
        let mut b = Builder::new();
        let x = b.input(a.clone());
        let y = b.input(q.clone());
        // The scan's batching rule broadcasts both inits at each vmap level, innermost first.
        let mut low = lit(u, Scalar::Int(0));
        let mut high = lit(u, Scalar::Int(i128::from(n)));
        for i in (0..batch.len()).rev() {
            let dims: Vec<usize> = (1..batch.len() - i).collect();
            low = built(b.broadcast_in_dim(low, batch[i..].to_vec(), &dims))?.into();
            high = built(b.broadcast_in_dim(high, batch[i..].to_vec(), &dims))?.into();
        }
        let outs = built(b.eqn_calling(
            std::slice::from_ref(&body),
            |ids| {
                let mut p = Scan::new(ids[0], levels, 2, 2, 0, 0);
                p.unroll = if unrolled { levels } else { 1 };
                Primitive::Scan(Box::new(p))
            },
            &[x.into(), y.into(), low, high],
        ))?;
        let r = built(b.convert(outs[1], s.dtype))?;
        b.finish_sub([r])
    };
    // One more `jit` of the same name per vmapped axis of the query (the batch axes vmap the
    // jits there are).
    let mut jaxpr = inner;
    for _ in k..batch.len() {
        let mut b = Builder::new();
        let x = b.input(a.clone());
        let y = b.input(q.clone());
        let r = built(b.jit("_searchsorted_scan_impl", &jaxpr, &[x.into(), y.into()]))?;
        jaxpr = b.finish_sub([r[0]]);
    }
    Ok(jaxpr)
}
