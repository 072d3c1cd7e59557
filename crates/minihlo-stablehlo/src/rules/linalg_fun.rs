//! The Python functions JAX lowers the linear-algebra primitives through (`mlir.lower_fun`),
//! written with the [`Builder`] so that their jaxprs are the ones JAX's trace gives, equation
//! for equation: `_triu` and `_generic_lu_pivots_to_permutation` (`jax/_src/lax/linalg.py`).

use minihlo_ir::indexing::{
    Gather, GatherDimensionNumbers, GatherScatterMode, Scatter, ScatterDimensionNumbers,
    ScatterKind,
};
use minihlo_ir::linalg::Linalg;
use minihlo_ir::{Atom, Aval, BuildError, Builder, DType, Literal, Scalar, Var};

type Built<T> = Result<T, BuildError>;

fn int(dtype: DType, v: i64) -> Literal {
    Literal {
        value: Scalar::Int(i128::from(v)),
        dtype,
    }
}

/// `_triu(m)` (`k = 0`): `select(_tri(bool, (m, n), -1), zeros, m)` with `_tri`'s iotas of the
/// default int type (`index`), broadcast over the batch dimensions.
pub(super) fn triu(b: &mut Builder, m: Var, aval: &Aval, index: DType) -> Built<Var> {
    let rank = aval.rank();
    let nb = rank - 2;
    let mn = [aval.dims()[nb], aval.dims()[nb + 1]];
    let rows = b.iota(index, mn, 0)?;
    let shifted = b.add(rows, int(index, -1))?;
    let cols = b.iota(index, mn, 1)?;
    let mut mask = b.ge(shifted, cols)?;
    if nb > 0 {
        mask = b.broadcast_in_dim(mask, aval.shape.clone(), &[nb, nb + 1])?;
    }
    let zero = Literal {
        value: Scalar::Float(0.0),
        dtype: aval.dtype,
    };
    let zeros = b.broadcast_in_dim(zero, aval.shape.clone(), &[])?;
    b.select_n(mask, &[m.into(), zeros.into()])
}

/// JAX's `_normalize_index` then `dynamic_slice` + `squeeze` of one element of a vector
/// (`x[i]` with a traced scalar `i` of dtype `i_dtype`).
fn index_vector(
    b: &mut Builder,
    x: Var,
    len: u64,
    i: Var,
    i_dtype: DType,
    convert: bool,
) -> Built<Var> {
    let neg = b.lt(i, int(i_dtype, 0))?;
    let conv = if convert { b.convert(i, i_dtype)? } else { i };
    let wrapped = b.add(conv, int(i_dtype, len as i64))?;
    let idx = b.select_n(neg, &[i.into(), wrapped.into()])?;
    let slice = b.dynamic_slice(x, &[idx.into()], &[1])?;
    b.squeeze(slice, &[0])
}

/// `x.at[i].set(v)` on a vector: the index normalised (without a convert when it has the
/// vector's index type), `scatter` with `FILL_OR_DROP`, sorted and unique indices.
fn set_vector(
    b: &mut Builder,
    x: Var,
    len: u64,
    i: Var,
    i_dtype: DType,
    v: Var,
    convert: bool,
) -> Built<Var> {
    let neg = b.lt(i, int(i_dtype, 0))?;
    let wrapped = b.add(i, int(i_dtype, len as i64))?;
    let mut idx = b.select_n(neg, &[i.into(), wrapped.into()])?;
    if convert {
        idx = b.convert(idx, DType::I32)?;
    }
    let idx = b.broadcast_in_dim(idx, [1u64], &[])?;
    let s = Scatter {
        kind: ScatterKind::Set,
        dimension_numbers: ScatterDimensionNumbers {
            update_window_dims: vec![],
            inserted_window_dims: vec![0],
            scatter_dims_to_operand_dims: vec![0],
            operand_batching_dims: vec![],
            scatter_indices_batching_dims: vec![],
        },
        indices_are_sorted: true,
        unique_indices: true,
        mode: GatherScatterMode::FillOrDrop,
        update_jaxpr: None,
    };
    b.scatter(x, idx, v, s)
}

/// `_generic_lu_pivots_to_permutation(swaps, permutation_size)`: an iota, then a `fori_loop`
/// over the swaps (a `scan` with the loop index as carry, of the default int type `index`)
/// swapping two entries of the permutation each step.
pub(crate) fn generic_pivots_to_permutation(
    b: &mut Builder,
    swaps: Var,
    swaps_aval: &Aval,
    permutation_size: u64,
    index: DType,
) -> Built<Var> {
    let nb = swaps_aval.rank() - 1;
    let k = swaps_aval.dims()[nb];
    let m = permutation_size;
    let mut perm_dims = swaps_aval.dims()[..nb].to_vec();
    perm_dims.push(m);
    let perm = b.iota(DType::I32, perm_dims.clone(), nb)?;
    if m == 0 || k == 0 {
        return Ok(perm);
    }
    // The loop body: (swaps; i, permutation) -> (i + 1, permutation with i and swaps[i] swapped).
    let mut body = Builder::new();
    let a = body.input(swaps_aval.clone());
    let i = body.input(Aval::scalar(index));
    let c = body.input(Aval::new(DType::I32, perm_dims.clone()));
    let next = body.add(i, int(index, 1))?;
    let c2 = if nb == 0 {
        // The loop index is converted to itself first (it is weakly typed), the swap target not.
        let j = index_vector(&mut body, a, k, i, index, true)?;
        let x = index_vector(&mut body, c, m, i, index, true)?;
        let y = index_vector(&mut body, c, m, j, DType::I32, false)?;
        let c1 = set_vector(&mut body, c, m, i, index, y, true)?;
        set_vector(&mut body, c1, m, j, DType::I32, x, false)?
    } else {
        let batch = &perm_dims[..nb];
        let j = column(&mut body, a, batch, k, i, index)?;
        let x = column(&mut body, c, batch, m, i, index)?;
        let y = batched_element(&mut body, c, m, j)?;
        let c1 = set_column(&mut body, c, m, i, index, y)?;
        set_batched_element(&mut body, c1, m, j, x)?
    };
    let body = body.finish_sub([Atom::from(next), Atom::from(c2)]);
    let zero = int(index, 0);
    let outs = b.scan(
        &body,
        k,
        false,
        &[swaps.into()],
        &[zero.into(), perm.into()],
        &[],
    )?;
    outs.get(1).copied().ok_or(BuildError::refused(
        "lu_pivots_to_permutation",
        "the loop gave no permutation",
    ))
}

/// Under `vmap` (once per batch dimension): `x[..., i]` for the scalar loop index `i`, a `CLIP`
/// gather of a `(*batch, 1)` slice, squeezed.
fn column(b: &mut Builder, x: Var, batch: &[u64], len: u64, i: Var, i_dtype: DType) -> Built<Var> {
    let nb = batch.len();
    let neg = b.lt(i, int(i_dtype, 0))?;
    let conv = b.convert(i, i_dtype)?;
    let wrapped = b.add(conv, int(i_dtype, len as i64))?;
    let idx = b.select_n(neg, &[i.into(), wrapped.into()])?;
    let idx = b.broadcast_in_dim(idx, [1u64], &[])?;
    let g = Gather {
        dimension_numbers: GatherDimensionNumbers {
            offset_dims: (0..=nb).collect(),
            collapsed_slice_dims: vec![],
            start_index_map: vec![nb],
            operand_batching_dims: vec![],
            start_indices_batching_dims: vec![],
        },
        slice_sizes: batch.iter().copied().chain([1]).collect(),
        indices_are_sorted: true,
        unique_indices: true,
        mode: GatherScatterMode::Clip,
        fill_value: None,
    };
    let col = b.gather(x, idx, g)?;
    b.squeeze(col, &[nb])
}

/// The batch dimensions of `idx` (`j`'s shape), the shape `(*batch, 1)` of the index array,
/// and the batch dimension numbers.
fn batched_index(b: &Builder, idx: Var) -> (Vec<u64>, Vec<usize>) {
    let mut shape = b.aval(idx).map(|a| a.dims().to_vec()).unwrap_or_default();
    let dims: Vec<usize> = (0..shape.len()).collect();
    shape.push(1);
    (shape, dims)
}

/// Under `vmap`: `x[n, j[n]]` for each batch element `n` (`j` an `i32[*batch]`), a gather with
/// batching dimensions.
fn batched_element(b: &mut Builder, x: Var, len: u64, j: Var) -> Built<Var> {
    let neg = b.lt(j, int(DType::I32, 0))?;
    let wrapped = b.add(j, int(DType::I32, len as i64))?;
    let idx = b.select_n(neg, &[j.into(), wrapped.into()])?;
    let (shape, dims) = batched_index(b, idx);
    let nb = dims.len();
    let idx = b.broadcast_in_dim(idx, shape, &dims)?;
    let g = Gather {
        dimension_numbers: GatherDimensionNumbers {
            offset_dims: vec![nb],
            collapsed_slice_dims: vec![],
            start_index_map: vec![nb],
            operand_batching_dims: dims.clone(),
            start_indices_batching_dims: dims,
        },
        slice_sizes: vec![1; nb + 1],
        indices_are_sorted: true,
        unique_indices: true,
        mode: GatherScatterMode::Clip,
        fill_value: None,
    };
    let e = b.gather(x, idx, g)?;
    b.squeeze(e, &[nb])
}

/// Under `vmap`: `x.at[..., i].set(v)` for the scalar loop index `i`.
fn set_column(b: &mut Builder, x: Var, len: u64, i: Var, i_dtype: DType, v: Var) -> Built<Var> {
    let nb = b.aval(x).map_or(1, |a| a.rank()) - 1;
    let neg = b.lt(i, int(i_dtype, 0))?;
    let wrapped = b.add(i, int(i_dtype, len as i64))?;
    let idx = b.select_n(neg, &[i.into(), wrapped.into()])?;
    let idx = b.convert(idx, DType::I32)?;
    let idx = b.broadcast_in_dim(idx, [1u64], &[])?;
    let s = Scatter {
        kind: ScatterKind::Set,
        dimension_numbers: ScatterDimensionNumbers {
            update_window_dims: (0..nb).collect(),
            inserted_window_dims: vec![nb],
            scatter_dims_to_operand_dims: vec![nb],
            operand_batching_dims: vec![],
            scatter_indices_batching_dims: vec![],
        },
        indices_are_sorted: true,
        unique_indices: true,
        mode: GatherScatterMode::FillOrDrop,
        update_jaxpr: None,
    };
    b.scatter(x, idx, v, s)
}

/// Under `vmap`: `x.at[n, j[n]].set(v[n])` for each batch element `n`.
fn set_batched_element(b: &mut Builder, x: Var, len: u64, j: Var, v: Var) -> Built<Var> {
    let neg = b.lt(j, int(DType::I32, 0))?;
    let wrapped = b.add(j, int(DType::I32, len as i64))?;
    let idx = b.select_n(neg, &[j.into(), wrapped.into()])?;
    let (shape, dims) = batched_index(b, idx);
    let nb = dims.len();
    let idx = b.broadcast_in_dim(idx, shape, &dims)?;
    let s = Scatter {
        kind: ScatterKind::Set,
        dimension_numbers: ScatterDimensionNumbers {
            update_window_dims: vec![],
            inserted_window_dims: vec![nb],
            scatter_dims_to_operand_dims: vec![nb],
            operand_batching_dims: dims.clone(),
            scatter_indices_batching_dims: dims,
        },
        indices_are_sorted: true,
        unique_indices: true,
        mode: GatherScatterMode::FillOrDrop,
        update_jaxpr: None,
    };
    b.scatter(x, idx, v, s)
}

/// JAX's `_qr_lowering`, traced: `geqrf` (or, with `pivoting` given as `Some(use_magma)`,
/// `geqp3` of zero pivots, its pivots made 0-based), `householder_product` of the packed factor
/// (sliced or padded to Q's shape) and `_triu` of R.
pub(super) fn qr_fun(
    b: &mut Builder,
    a: Var,
    x: &Aval,
    full_matrices: bool,
    pivoting: Option<Option<bool>>,
    index: DType,
) -> Result<Vec<Var>, minihlo_ir::BuildError> {
    let rank = x.rank();
    let nb = rank - 2;
    let (m, n) = (x.dims()[nb], x.dims()[nb + 1]);
    let err = |message: &str| minihlo_ir::BuildError::refused("qr", message);
    if m == 0 || n == 0 {
        return Err(err(
            "qr of an empty matrix (JAX's identity Q) is not lowered yet",
        ));
    }
    let (mut r, taus, p) = match pivoting {
        None => {
            let outs = b.linalg(Linalg::Geqrf, &[a.into()])?;
            let [r, taus] = outs[..] else {
                return Err(err("geqrf gave other than two outputs"));
            };
            (r, taus, None)
        }
        Some(use_magma) => {
            // `jpvt = lax.full((*batch_dims, n), 0, int32)`; `p -= 1`.
            let mut jpvt_shape: Vec<u64> = x.dims()[..nb].to_vec();
            jpvt_shape.push(n);
            let int32 = |v: i128| Literal {
                value: Scalar::Int(v),
                dtype: DType::I32,
            };
            let jpvt = b.broadcast_in_dim(int32(0), jpvt_shape, &[])?;
            let outs = b.linalg(Linalg::Geqp3 { use_magma }, &[a.into(), jpvt.into()])?;
            let [r, p, taus] = outs[..] else {
                return Err(err("geqp3 gave other than three outputs"));
            };
            let p = b.binary(minihlo_ir::BinaryOp::Sub, p, int32(1))?;
            (r, taus, Some(p))
        }
    };
    let q = if m < n {
        let mut limit: Vec<u64> = x.dims()[..nb].to_vec();
        limit.extend([m, m]);
        let start = vec![0; rank];
        let rm = b.slice(r, &start, &limit, None)?;
        b.linalg(Linalg::HouseholderProduct, &[rm.into(), taus.into()])?[0]
    } else if full_matrices {
        let mut config = vec![(0, 0, 0); rank - 1];
        config.push((0, (m - n) as i64, 0));
        let zero = Literal {
            value: Scalar::Float(0.0),
            dtype: x.dtype,
        };
        let padded = b.pad(r, zero, &config)?;
        b.linalg(Linalg::HouseholderProduct, &[padded.into(), taus.into()])?[0]
    } else {
        let q = b.linalg(Linalg::HouseholderProduct, &[r.into(), taus.into()])?[0];
        // `r[..., :n, :n]`: jnp indexing of the whole extent is no op.
        if m != n {
            let mut limit: Vec<u64> = x.dims()[..nb].to_vec();
            limit.extend([n, n]);
            r = b.slice(r, &vec![0; rank], &limit, None)?;
        }
        q
    };
    let r_aval = b.aval(r).ok_or_else(|| err("R has no type"))?;
    let r = crate::rules::linalg_fun::triu(b, r, &r_aval, index)?;
    Ok([q, r].into_iter().chain(p).collect())
}
