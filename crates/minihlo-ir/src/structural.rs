//! `pad`, `rev`, `sort` and the cumulative reductions: params as JAX 0.12 prints them and JAX's
//! shape rules with its messages (`jax/_src/lax/lax.py`, `lax/control_flow/loops.py`).

use crate::primitive::py_tuple;
use crate::types::{Aval, DType};

/// A Python int as JAX prints it inside params: `1`, or `np.int64(1)` where a NumPy scalar
/// reached the param (`jnp.pad` does that).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyInt {
    pub value: i64,
    /// The NumPy scalar type (`np.int64`), if printed as one.
    pub numpy: Option<DType>,
}

impl PyInt {
    pub fn plain(value: i64) -> PyInt {
        PyInt { value, numpy: None }
    }
}

impl std::fmt::Display for PyInt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.numpy {
            Some(d) => write!(f, "np.{}({})", d.numpy_name(), self.value),
            None => write!(f, "{}", self.value),
        }
    }
}

/// `pad operand padding_value`: `(low, high, interior)` per axis.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pad {
    pub padding_config: Vec<[PyInt; 3]>,
}

impl Pad {
    pub fn repr(&self) -> String {
        let items: Vec<String> = self
            .padding_config
            .iter()
            .map(|[l, h, i]| format!("({l}, {h}, {i})"))
            .collect();
        py_tuple(&items)
    }

    fn config_text(&self) -> String {
        let items: Vec<String> = self
            .padding_config
            .iter()
            .map(|[l, h, i]| format!("({}, {}, {})", l.value, h.value, i.value))
            .collect();
        py_tuple(&items)
    }
}

/// JAX's `_pad_shape_rule` and dtype rule.
pub fn infer_pad(p: &Pad, operand: &Aval, value: &Aval) -> Result<Vec<Aval>, String> {
    if value.rank() != 0 {
        return Err(format!(
            "padding_value must be a scalar; got np.shape(padding_value)={}",
            py_tuple(value.dims())
        ));
    }
    if operand.dtype != value.dtype {
        return Err(format!(
            "lax.pad requires arguments to have the same dtypes, got {}, {}.",
            operand.dtype.numpy_name(),
            value.dtype.numpy_name()
        ));
    }
    let shape = py_tuple(operand.dims());
    if p.padding_config.len() != operand.rank() {
        return Err(format!(
            "length of padding_config must equal the number of axes of operand, got padding_config {} for operand shape {shape}",
            p.config_text()
        ));
    }
    if p.padding_config.iter().any(|[_, _, i]| i.value < 0) {
        return Err(format!(
            "interior padding in padding_config must be nonnegative, got padding_config {}",
            p.config_text()
        ));
    }
    let mut out = Vec::with_capacity(operand.rank());
    for ([l, h, i], &d) in p.padding_config.iter().zip(operand.dims()) {
        let d = i128::from(d);
        let dilated = if d == 0 {
            0
        } else {
            1 + (i128::from(i.value) + 1) * (d - 1)
        };
        out.push(i128::from(l.value) + i128::from(h.value) + dilated);
    }
    if out.iter().any(|&d| d < 0) {
        return Err(format!(
            "Dimension size after padding is not at least 0, got result shape {}, for padding_config {} and operand shape {shape}",
            py_tuple(&out),
            p.config_text()
        ));
    }
    let dims: Option<Vec<u64>> = out.iter().map(|&d| u64::try_from(d).ok()).collect();
    let dims = dims.ok_or("pad: the result is too large")?;
    Ok(vec![Aval::new(operand.dtype, dims)])
}

/// JAX's `_rev_shape_rule`.
pub fn infer_rev(dimensions: &[usize], operand: &Aval) -> Result<Vec<Aval>, String> {
    let mut seen = dimensions.to_vec();
    seen.sort_unstable();
    seen.dedup();
    if seen.len() != dimensions.len() {
        return Err(format!(
            "rev dimensions must be unique, got {}.",
            py_tuple(dimensions)
        ));
    }
    if dimensions.iter().any(|&d| d >= operand.rank()) {
        return Err(format!(
            "rev dimensions must all be less than operand ndim, got dimensions {} for operand ndim {}.",
            py_tuple(dimensions),
            operand.rank()
        ));
    }
    Ok(vec![operand.clone()])
}

/// The cumulative reductions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CumOp {
    Sum,
    Prod,
    Max,
    Min,
    Logsumexp,
}

impl CumOp {
    pub const ALL: [CumOp; 5] = [
        CumOp::Sum,
        CumOp::Prod,
        CumOp::Max,
        CumOp::Min,
        CumOp::Logsumexp,
    ];

    pub fn name(self) -> &'static str {
        match self {
            CumOp::Sum => "cumsum",
            CumOp::Prod => "cumprod",
            CumOp::Max => "cummax",
            CumOp::Min => "cummin",
            CumOp::Logsumexp => "cumlogsumexp",
        }
    }
}

/// `cumsum[axis=1 reverse=False]` and its kin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cumulative {
    pub op: CumOp,
    pub axis: usize,
    pub reverse: bool,
}

impl Cumulative {
    pub fn params(&self) -> Vec<(&'static str, String)> {
        vec![
            ("axis", self.axis.to_string()),
            (
                "reverse",
                if self.reverse { "True" } else { "False" }.into(),
            ),
        ]
    }
}

/// JAX's `_cumred_shape_rule` and `_cumred_dtype_rule`.
pub fn infer_cumulative(c: &Cumulative, x: &Aval) -> Result<Vec<Aval>, String> {
    if x.dtype.is_bool() {
        return Err(format!(
            "{} does not accept dtype bool. Accepted dtypes are subtypes of number.",
            c.op.name()
        ));
    }
    if c.axis >= x.rank() {
        return Err(format!(
            "axis {} is out of bounds for array of shape {}",
            c.axis,
            py_tuple(x.dims())
        ));
    }
    Ok(vec![x.clone()])
}

/// `sort[dimension=1 is_stable=True num_keys=1] *operands`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sort {
    pub dimension: usize,
    pub is_stable: bool,
    pub num_keys: usize,
}

impl Sort {
    pub fn params(&self) -> Vec<(&'static str, String)> {
        vec![
            ("dimension", self.dimension.to_string()),
            (
                "is_stable",
                if self.is_stable { "True" } else { "False" }.into(),
            ),
            ("num_keys", self.num_keys.to_string()),
        ]
    }
}

/// JAX's `_sort_abstract_eval`.
pub fn infer_sort(s: &Sort, operands: &[Aval]) -> Result<Vec<Aval>, String> {
    let Some(first) = operands.first() else {
        return Err("sort requires at least one operand".into());
    };
    if operands.iter().any(|o| o.shape != first.shape) {
        let shapes: Vec<String> = operands.iter().map(|o| py_tuple(o.dims())).collect();
        return Err(format!(
            "Sort arrays must have equal shapes, got {}",
            py_tuple(&shapes)
        ));
    }
    if s.dimension >= first.rank() {
        return Err(format!(
            "sort dimension {} is out of bounds for operands of rank {}",
            s.dimension,
            first.rank()
        ));
    }
    if s.num_keys < 1 || s.num_keys > operands.len() {
        return Err(format!(
            "num_keys={} must be between 1 and the number of operands ({})",
            s.num_keys,
            operands.len()
        ));
    }
    Ok(operands.to_vec())
}

/// `top_k[axis=1 is_stable=True k=2] operand`: the values and their i32 indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TopK {
    pub k: u64,
    pub axis: usize,
    pub is_stable: bool,
}

impl TopK {
    pub fn params(&self) -> Vec<(&'static str, String)> {
        vec![
            ("axis", self.axis.to_string()),
            (
                "is_stable",
                if self.is_stable { "True" } else { "False" }.into(),
            ),
            ("k", self.k.to_string()),
        ]
    }
}

/// JAX's `_top_k_abstract_eval`.
pub fn infer_top_k(t: &TopK, x: &Aval) -> Result<Vec<Aval>, String> {
    if x.rank() == 0 {
        return Err("top_k operand must have >= 1 dimension, got ()".into());
    }
    let shape = crate::primitive::py_list(x.dims());
    if t.axis >= x.rank() {
        return Err(format!(
            "axis argument out of range: axis={} for operand.shape={}",
            t.axis,
            py_tuple(x.dims())
        ));
    }
    if x.dims()[t.axis] < t.k {
        return Err(format!(
            "k argument to top_k must be no larger than size along axis; got k={} with shape={shape} and axis={}",
            t.k, t.axis
        ));
    }
    let mut dims = x.dims().to_vec();
    dims[t.axis] = t.k;
    Ok(vec![
        Aval::new(x.dtype, dims.clone()),
        Aval::new(DType::I32, dims),
    ])
}
