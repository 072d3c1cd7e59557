//! What the type rules share: operand counts, JAX's `naryop` dtype rules and broadcasting (with
//! JAX's messages), and the checks of axes and permutations.

use std::collections::HashSet;

use crate::operand_kind::OperandKind;
use crate::type_error::RuleError;
use crate::types::{Aval, Shape};

/// What a rule returns.
pub(crate) type Rule = Result<Vec<Aval>, RuleError>;

/// Exactly `N` operands.
pub(crate) fn arity<const N: usize>(inputs: &[Aval]) -> Result<&[Aval; N], RuleError> {
    inputs.try_into().map_err(|_| RuleError::Arity {
        expected: N,
        got: inputs.len(),
    })
}

/// JAX's `unop_dtype_rule`: `{name} does not accept dtype ...`.
pub(crate) fn kind_named(k: OperandKind, name: &str, x: &Aval) -> Result<(), RuleError> {
    if k.accepts(x.dtype) {
        Ok(())
    } else {
        Err(RuleError::Complete(k.unary_message(name, x.dtype)))
    }
}

/// JAX's `naryop_dtype_rule`, position by position (before it checks that the dtypes agree).
pub(crate) fn nary_kinds(name: &str, xs: &[&Aval], kinds: &[OperandKind]) -> Result<(), RuleError> {
    for (i, (x, k)) in xs.iter().zip(kinds).enumerate() {
        if !k.accepts(x.dtype) {
            return Err(RuleError::Complete(k.nary_message(name, i, x.dtype)));
        }
    }
    Ok(())
}

pub(crate) fn valid_shape(shape: &Shape) -> Result<(), RuleError> {
    Ok(shape.validate()?)
}

/// JAX's n-ary elementwise rule (`broadcasting_shape_rule`, then `naryop_dtype_rule`): rank-0
/// operands broadcast to anything; the others must have one rank, and in each dimension every
/// size that is not 1 must be the same (the result has that size, or 1). Then equal dtypes.
pub(crate) fn elementwise(name: &str, xs: &[&Aval]) -> Result<Aval, RuleError> {
    let shape = broadcast_shapes(name, xs.iter().map(|x| &x.shape))?;
    let dtype = xs[0].dtype;
    if xs.iter().any(|x| x.dtype != dtype) {
        return Err(RuleError::Complete(same_dtypes_message(name, xs)));
    }
    Ok(Aval::new(dtype, shape))
}

/// `check_same_dtypes`'s message, with its tip for the ops `jax.numpy` has a promoting twin of.
fn same_dtypes_message(name: &str, xs: &[&Aval]) -> String {
    let dtypes: Vec<&str> = xs.iter().map(|x| x.dtype.numpy_name()).collect();
    let twin = match name {
        "add" => Some("add"),
        "atan2" => Some("arctan2"),
        "div" => Some("divide"),
        "eq" => Some("equal"),
        "max" => Some("maximum"),
        "min" => Some("minimum"),
        "mul" => Some("multiply"),
        "ne" => Some("not_equal"),
        "nextafter" => Some("nextafter"),
        "shift_left" => Some("left_shift"),
        "shift_right_logical" | "shift_right_arithmetic" => Some("right_shift"),
        "sub" => Some("subtract"),
        _ => None,
    };
    let tip = twin
        .map(|t| {
            format!(
                " (Tip: jnp.{t} is a similar function that does automatic type promotion on inputs)."
            )
        })
        .unwrap_or_default();
    format!(
        "lax.{name} requires arguments to have the same dtypes, got {}.{tip}",
        dtypes.join(", ")
    )
}

/// `jax._src.lax.lax._try_broadcast_shapes` over the shapes that are not rank 0, with its
/// messages (which name `name`, the primitive).
pub fn broadcast_shapes<'s>(
    name: &str,
    shapes: impl IntoIterator<Item = &'s Shape>,
) -> Result<Shape, RuleError> {
    let shapes: Vec<&Shape> = shapes.into_iter().filter(|s| s.rank() != 0).collect();
    let Some(first) = shapes.first() else {
        return Ok(Shape::default());
    };
    let ranks: std::collections::BTreeSet<usize> = shapes.iter().map(|s| s.rank()).collect();
    if ranks.len() != 1 {
        let ranks: Vec<String> = ranks.iter().map(|r| r.to_string()).collect();
        return Err(RuleError::Complete(format!(
            "{name}: arrays must have the same number of dimensions, got {{{}}}",
            ranks.join(", ")
        )));
    }
    let mut dims = Vec::with_capacity(first.rank());
    for i in 0..first.rank() {
        let mut size = 1;
        for s in &shapes {
            let d = s.dims()[i];
            if d == 1 {
                continue;
            }
            if size != 1 && size != d {
                let shown: Vec<String> = shapes.iter().map(|s| python_tuple(s)).collect();
                return Err(RuleError::Complete(format!(
                    "{name} got incompatible shapes for broadcasting: {}.",
                    shown.join(", ")
                )));
            }
            size = d;
        }
        dims.push(size);
    }
    Ok(Shape(dims))
}

/// A shape as Python prints a tuple: `(2, 3)`, `(4,)`, `()`.
pub(crate) fn python_tuple(s: &Shape) -> String {
    match s.dims() {
        [d] => format!("({d},)"),
        ds => format!(
            "({})",
            ds.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Avals as messages list them: `f32[3], i32[]`.
pub(crate) fn list(xs: &[&Aval]) -> String {
    xs.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// One integer scalar start index per dimension of `x` (`dynamic_slice` and
/// `dynamic_update_slice`).
pub(crate) fn start_indices(indices: &[Aval], x: &Aval, what: &str) -> Result<(), RuleError> {
    if indices.len() != x.rank() {
        return Err(format!(
            "{what} needs one start index per dimension of {x}, got {}",
            indices.len()
        )
        .into());
    }
    if let Some(bad) = indices.iter().find(|i| i.rank() != 0 || !i.dtype.is_int()) {
        return Err(format!("{what} start indices must be integer scalars, got {bad}").into());
    }
    Ok(())
}

pub(crate) fn permutation_of(perm: &[usize], rank: usize, what: &str) -> Result<(), RuleError> {
    let mut sorted = perm.to_vec();
    sorted.sort();
    if sorted != (0..rank).collect::<Vec<_>>() {
        return Err(format!("{what} {perm:?} is not a permutation of 0..{rank}").into());
    }
    Ok(())
}

pub(crate) fn distinct_axes(axes: &[usize], rank: usize, what: &str) -> Result<(), RuleError> {
    let mut seen = HashSet::new();
    for &a in axes {
        if a >= rank {
            return Err(format!("{what}: axis {a} is out of range for rank {rank}").into());
        }
        if !seen.insert(a) {
            return Err(format!("{what}: axis {a} appears twice").into());
        }
    }
    Ok(())
}

/// The dimensions of `x` but `removed`.
pub(crate) fn keep_dims(x: &Aval, removed: &[usize]) -> Vec<u64> {
    (0..x.rank())
        .filter(|i| !removed.contains(i))
        .map(|i| x.dims()[i])
        .collect()
}
