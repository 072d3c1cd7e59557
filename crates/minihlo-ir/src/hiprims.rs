//! The "hijax" primitives JAX 0.12's `jnp` prints by their class names: `Ldexp` and `Frexp`
//! (`jnp.ldexp` / `jnp.frexp`, `jax/_src/numpy/ufuncs.py`, whose params print the operands'
//! types) and `Nonzero` (`jnp.nonzero` with `size=`, `jax/_src/numpy/hijax.py`): their params,
//! and the checks and result types of the classes' `__init__`. They lower through their
//! expansion ([`crate::hiprims_expand`]).

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple;
use crate::type_error::RuleError;
use crate::types::{Aval, DType};

/// `Ldexp[x1_aval x2_aval] x1 x2`: `x1 * 2 ** x2`, bit for bit on the IEEE fields.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ldexp {
    pub x1_aval: Aval,
    pub x2_aval: Aval,
}

impl Ldexp {
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        vec![
            ("x1_aval", self.x1_aval.to_string()),
            ("x2_aval", self.x2_aval.to_string()),
        ]
    }
}

/// `Frexp[x_aval] x`: the mantissa (in `[0.5, 1)` in magnitude) and the `int32` exponent.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Frexp {
    pub x_aval: Aval,
}

impl Frexp {
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        vec![("x_aval", self.x_aval.to_string())]
    }
}

/// The floating dtypes the expansion handles (`_UINT_DTYPES[finfo.bits]` with IEEE fields):
/// `float16`, `bfloat16`, `float32`, `float64`.
fn check_float(prim: &str, aval: &Aval) -> Result<(), RuleError> {
    match aval.dtype {
        DType::F16 | DType::BF16 | DType::F32 | DType::F64 => Ok(()),
        d => Err(format!(
            "{} takes a float16, bfloat16, float32 or float64 operand, got {}",
            prim.to_lowercase(),
            d.numpy_name()
        )
        .into()),
    }
}

/// The operand `got` must be of the type the params print.
fn check_aval(param: &str, want: &Aval, got: &Aval) -> Result<(), RuleError> {
    if want != got {
        return Err(format!("{param}={want} but the operand is {got}").into());
    }
    Ok(())
}

/// `Ldexp`: the operands have the printed types, one shape, a float mantissa and an integer
/// exponent (`jnp.ldexp` broadcasts and converts them before binding); the result is `x1`'s type.
pub fn infer_ldexp(p: &Ldexp, inputs: &[Aval]) -> Result<Vec<Aval>, RuleError> {
    let [x1, x2] = inputs else {
        return Err(format!("Ldexp takes 2 operands, got {}", inputs.len()).into());
    };
    check_aval("x1_aval", &p.x1_aval, x1)?;
    check_aval("x2_aval", &p.x2_aval, x2)?;
    check_float("Ldexp", x1)?;
    if !x2.dtype.is_int() {
        return Err(format!(
            "ldexp not supported for input types ({}, {})",
            x1.dtype.numpy_name(),
            x2.dtype.numpy_name()
        )
        .into());
    }
    if x1.dims() != x2.dims() {
        return Err(format!("operands must have one shape, got {x1} and {x2}").into());
    }
    Ok(vec![x1.clone()])
}

/// `Frexp`: the operand has the printed type and a float dtype; the results are the mantissa
/// (its type) and the `int32` exponent.
pub fn infer_frexp(p: &Frexp, inputs: &[Aval]) -> Result<Vec<Aval>, RuleError> {
    let [x] = inputs else {
        return Err(format!("Frexp takes 1 operand, got {}", inputs.len()).into());
    };
    check_aval("x_aval", &p.x_aval, x)?;
    check_float("Frexp", x)?;
    Ok(vec![x.clone(), Aval::new(DType::I32, x.dims().to_vec())])
}

/// `Nonzero[size axes out_dtype] a *fill_values` (JAX 0.12's `jnp.nonzero`, `jnp.argwhere`,
/// `jnp.flatnonzero` with `size=`; `jax/_src/numpy/hijax.py`): one result per axis of `axes`, the
/// indices along that axis of the first `size` nonzero elements of `a` in row-major order over
/// `axes`, for each index of the other (batch) axes; padded with `fill_values` (one per axis,
/// broadcast over the batch shape) or zeros. Lowered through its expansion
/// ([`crate::hiprims_expand`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nonzero {
    pub size: u64,
    pub axes: Vec<usize>,
    pub out_dtype: DType,
}

impl Nonzero {
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        vec![
            ("size", self.size.to_string()),
            ("axes", py_tuple(&self.axes)),
            ("out_dtype", self.out_dtype.numpy_name().to_string()),
        ]
    }

    /// The shape of the axes not in `axes`, in order.
    pub fn batch_shape(&self, a: &Aval) -> Vec<u64> {
        (0..a.rank())
            .filter(|i| !self.axes.contains(i))
            .map(|i| a.dims()[i])
            .collect()
    }
}

/// A shape as Python prints a tuple of ints: `(3,)`, `(2, 4)`, `()`.
fn py_shape(dims: &[u64]) -> String {
    py_tuple(dims)
}

/// `lax.broadcast_shapes(fill, batch) == batch`: the fill value's shape broadcasts to the batch
/// shape without growing it (JAX's two messages for the two ways it fails).
fn check_fill_shape(fill: &[u64], batch: &[u64]) -> Result<(), RuleError> {
    let (f, b) = (py_shape(fill), py_shape(batch));
    let rank = fill.len().max(batch.len());
    let at = |d: &[u64], i: usize| (i + d.len()).checked_sub(rank).map_or(1, |j| d[j]);
    let compatible = (0..rank).all(|i| {
        let (x, y) = (at(fill, i), at(batch, i));
        x == y || x == 1 || y == 1
    });
    if !compatible {
        return Err(format!(
            "fill_value shape {f} is not broadcast-compatible with batch shape {b}"
        )
        .into());
    }
    let grows = fill.len() > batch.len() || (0..rank).any(|i| at(fill, i) > at(batch, i));
    if grows {
        return Err(format!(
            "fill_value shape {f} cannot be broadcast to batch shape {b} without expanding it."
        )
        .into());
    }
    Ok(())
}

/// `Nonzero`: the checks of the class's `__init__` and `_shape_rule`, with JAX's messages; one
/// `out_dtype[*batch_shape, size]` result per axis.
pub fn infer_nonzero(p: &Nonzero, inputs: &[Aval]) -> Result<Vec<Aval>, RuleError> {
    let Some((a, fills)) = inputs.split_first() else {
        return Err("Nonzero takes an array operand and its fill values".into());
    };
    if !fills.is_empty() && fills.len() != p.axes.len() {
        return Err(format!("Expected {} fill values, got {}", p.axes.len(), fills.len()).into());
    }
    if fills.iter().any(|f| f.dtype != p.out_dtype) {
        let avals = crate::pyfmt::py_tuple_of(
            fills
                .iter()
                .map(|f| format!("ShapedArray({}{})", f.dtype.numpy_name(), dims_list(f))),
        );
        return Err(format!(
            "Expected fill values to have dtype {}, got {avals}",
            p.out_dtype.numpy_name()
        )
        .into());
    }
    if p.out_dtype.is_key() {
        return Err(format!(
            "nonzero's out_dtype must be a numeric dtype, got {}",
            p.out_dtype.numpy_name()
        )
        .into());
    }
    let axes = py_tuple(&p.axes);
    if p.axes.iter().any(|&ax| ax >= a.rank()) {
        return Err(format!(
            "axes out of range for array with {} dimensions:  axes={axes}",
            a.rank()
        )
        .into());
    }
    let mut seen = p.axes.clone();
    seen.sort_unstable();
    seen.dedup();
    if seen.len() != p.axes.len() {
        return Err(format!("duplicate axes are not allowed: axes={axes}").into());
    }
    let mut shape = p.batch_shape(a);
    for f in fills {
        check_fill_shape(f.dims(), &shape)?;
    }
    shape.push(p.size);
    Ok(vec![Aval::new(p.out_dtype, shape); p.axes.len()])
}

/// `[2,3]` as a ShapedArray's repr writes the dims.
fn dims_list(a: &Aval) -> String {
    let d: Vec<String> = a.dims().iter().map(u64::to_string).collect();
    format!("[{}]", d.join(","))
}

impl PrimitiveDef for Ldexp {
    const NAMES: &'static [&'static str] = &["Ldexp"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        infer_ldexp(self, inputs)
    }
}

impl PrimitiveDef for Frexp {
    const NAMES: &'static [&'static str] = &["Frexp"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        infer_frexp(self, inputs)
    }
}

impl PrimitiveDef for Nonzero {
    const NAMES: &'static [&'static str] = &["Nonzero"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        infer_nonzero(self, inputs)
    }
}
