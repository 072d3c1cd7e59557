//! The Python functions JAX lowers the linear-algebra primitives through (`mlir.lower_fun`),
//! written with the [`Builder`] so that their jaxprs are the ones JAX's trace gives, equation
//! for equation: `_triu` and `_generic_lu_pivots_to_permutation` (`jax/_src/lax/linalg.py`).

use minihlo_ir::indexing::{GatherScatterMode, Scatter, ScatterDimensionNumbers, ScatterKind};
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
    if nb > 0 {
        return Err(BuildError {
            primitive: "lu_pivots_to_permutation",
            message: "batched pivots (JAX's vmapped swap loop) are not lowered yet".into(),
        });
    }
    // The loop body: (swaps; i, permutation) -> (i + 1, permutation with i and swaps[i] swapped).
    let mut body = Builder::new();
    let a = body.input(swaps_aval.clone());
    let i = body.input(Aval::scalar(index));
    let c = body.input(Aval::new(DType::I32, perm_dims));
    let next = body.add(i, int(index, 1))?;
    // The loop index is converted to itself first (it is weakly typed), the swap target not.
    let j = index_vector(&mut body, a, k, i, index, true)?;
    let x = index_vector(&mut body, c, m, i, index, true)?;
    let y = index_vector(&mut body, c, m, j, DType::I32, false)?;
    let c1 = set_vector(&mut body, c, m, i, index, y, true)?;
    let c2 = set_vector(&mut body, c1, m, j, DType::I32, x, false)?;
    let body = body.finish_sub([Atom::from(next), Atom::from(c2)]);
    let zero = int(index, 0);
    let outs = b.scan(&body, k, false, &[swaps.into()], &[zero.into(), perm.into()], &[])?;
    outs.get(1).copied().ok_or(BuildError {
        primitive: "lu_pivots_to_permutation",
        message: "the loop gave no permutation".into(),
    })
}
