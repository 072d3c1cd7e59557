//! `pad`, `rev`, `sort` and the cumulative reductions: params as JAX 0.12 prints them and JAX's
//! shape rules with its messages (`jax/_src/lax/lax.py`, `lax/control_flow/loops.py`).

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, op_names, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple;
use crate::rule_helpers::arity;
use crate::type_error::RuleError;
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
pub fn infer_pad(p: &Pad, operand: &Aval, value: &Aval) -> Result<Vec<Aval>, RuleError> {
    if value.rank() != 0 {
        return Err(format!(
            "padding_value must be a scalar; got np.shape(padding_value)={}",
            py_tuple(value.dims())
        )
        .into());
    }
    if operand.dtype != value.dtype {
        return Err(RuleError::Complete(format!(
            "lax.pad requires arguments to have the same dtypes, got {}, {}.",
            operand.dtype.numpy_name(),
            value.dtype.numpy_name()
        )));
    }
    let shape = py_tuple(operand.dims());
    if p.padding_config.len() != operand.rank() {
        return Err(format!(
            "length of padding_config must equal the number of axes of operand, got padding_config {} for operand shape {shape}",
            p.config_text()
        ).into());
    }
    if p.padding_config.iter().any(|[_, _, i]| i.value < 0) {
        return Err(format!(
            "interior padding in padding_config must be nonnegative, got padding_config {}",
            p.config_text()
        )
        .into());
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
        ).into());
    }
    let dims: Option<Vec<u64>> = out.iter().map(|&d| u64::try_from(d).ok()).collect();
    let dims = dims.ok_or("pad: the result is too large")?;
    Ok(vec![Aval::new(operand.dtype, dims)])
}

/// JAX's `_rev_shape_rule`.
pub fn infer_rev(dimensions: &[usize], operand: &Aval) -> Result<Vec<Aval>, RuleError> {
    let mut seen = dimensions.to_vec();
    seen.sort_unstable();
    seen.dedup();
    if seen.len() != dimensions.len() {
        return Err(format!(
            "rev dimensions must be unique, got {}.",
            py_tuple(dimensions)
        )
        .into());
    }
    if dimensions.iter().any(|&d| d >= operand.rank()) {
        return Err(format!(
            "rev dimensions must all be less than operand ndim, got dimensions {} for operand ndim {}.",
            py_tuple(dimensions),
            operand.rank()
        ).into());
    }
    Ok(vec![operand.clone()])
}

/// The cumulative reductions, by the names JAX prints.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    strum::VariantArray,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantNames,
)]
pub enum CumOp {
    #[strum(serialize = "cumsum")]
    Sum,
    #[strum(serialize = "cumprod")]
    Prod,
    #[strum(serialize = "cummax")]
    Max,
    #[strum(serialize = "cummin")]
    Min,
    #[strum(serialize = "cumlogsumexp")]
    Logsumexp,
}

op_names!(CumOp);

/// `cumsum[axis=1 reverse=False]` and its kin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cumulative {
    pub op: CumOp,
    pub axis: usize,
    pub reverse: bool,
}

impl Cumulative {
    fn param_texts(&self) -> Vec<(&'static str, String)> {
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
pub fn infer_cumulative(c: &Cumulative, x: &Aval) -> Result<Vec<Aval>, RuleError> {
    if x.dtype.is_bool() {
        return Err(RuleError::Complete(format!(
            "{} does not accept dtype bool. Accepted dtypes are subtypes of number.",
            c.op.name()
        )));
    }
    if c.axis >= x.rank() {
        return Err(format!(
            "axis {} is out of bounds for array of shape {}",
            c.axis,
            py_tuple(x.dims())
        )
        .into());
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
    fn param_texts(&self) -> Vec<(&'static str, String)> {
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
pub fn infer_sort(s: &Sort, operands: &[Aval]) -> Result<Vec<Aval>, RuleError> {
    let Some(first) = operands.first() else {
        return Err("sort requires at least one operand".into());
    };
    if operands.iter().any(|o| o.shape != first.shape) {
        let shapes: Vec<String> = operands.iter().map(|o| py_tuple(o.dims())).collect();
        return Err(format!(
            "Sort arrays must have equal shapes, got {}",
            py_tuple(&shapes)
        )
        .into());
    }
    if s.dimension >= first.rank() {
        return Err(format!(
            "sort dimension {} is out of bounds for operands of rank {}",
            s.dimension,
            first.rank()
        )
        .into());
    }
    if s.num_keys < 1 || s.num_keys > operands.len() {
        return Err(format!(
            "num_keys={} must be between 1 and the number of operands ({})",
            s.num_keys,
            operands.len()
        )
        .into());
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
    fn param_texts(&self) -> Vec<(&'static str, String)> {
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
pub fn infer_top_k(t: &TopK, x: &Aval) -> Result<Vec<Aval>, RuleError> {
    if x.rank() == 0 {
        return Err("top_k operand must have >= 1 dimension, got ()".into());
    }
    let shape = crate::pyfmt::py_list(x.dims());
    if t.axis >= x.rank() {
        return Err(format!(
            "axis argument out of range: axis={} for operand.shape={}",
            t.axis,
            py_tuple(x.dims())
        )
        .into());
    }
    if x.dims()[t.axis] < t.k {
        return Err(format!(
            "k argument to top_k must be no larger than size along axis; got k={} with shape={shape} and axis={}",
            t.k, t.axis
        ).into());
    }
    let mut dims = x.dims().to_vec();
    dims[t.axis] = t.k;
    Ok(vec![
        Aval::new(x.dtype, dims.clone()),
        Aval::new(DType::I32, dims),
    ])
}

/// JAX 0.12's structural primitives `split`, `stack`, `unstack` and `tile` (the names derived).
/// [`RestructureKind`] names them (the jaxpr reader reads them by it).
#[derive(Clone, Debug, PartialEq, Eq, Hash, strum::EnumDiscriminants)]
#[strum_discriminants(
    name(RestructureKind),
    derive(
        Hash,
        strum::IntoStaticStr,
        strum::EnumString,
        strum::VariantArray,
        strum::VariantNames
    ),
    strum(serialize_all = "snake_case")
)]
pub enum Restructure {
    /// `split[axis sizes] x`: consecutive pieces along `axis`.
    Split { axis: usize, sizes: Vec<PyInt> },
    /// `stack[axis] *xs`: equal-shaped operands stacked along a new axis.
    Stack { axis: usize },
    /// `unstack[axis] x`: one output per index along `axis`, without it.
    Unstack { axis: usize },
    /// `tile[reps] x`.
    Tile { reps: Vec<PyInt> },
}

impl Restructure {
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        match self {
            Restructure::Split { axis, sizes } => {
                vec![("axis", axis.to_string()), ("sizes", py_tuple(sizes))]
            }
            Restructure::Stack { axis } | Restructure::Unstack { axis } => {
                vec![("axis", axis.to_string())]
            }
            Restructure::Tile { reps } => vec![("reps", py_tuple(reps))],
        }
    }
}

/// JAX's shape rules of `split`, `stack`, `unstack` and `tile`.
pub fn infer_restructure(r: &Restructure, inputs: &[Aval]) -> Result<Vec<Aval>, RuleError> {
    let name: &str = RestructureKind::from(r).into();
    let Some(x) = inputs.first() else {
        return Err(format!("{name} needs an operand").into());
    };
    if !matches!(r, Restructure::Stack { .. }) && inputs.len() != 1 {
        return Err(format!("{name} takes one operand, got {}", inputs.len()).into());
    }
    let axis_in = |axis: usize, rank: usize| -> Result<(), RuleError> {
        if axis >= rank {
            Err(format!(
                "{name} axis {axis} is out of bounds for an operand of rank {}",
                x.rank()
            )
            .into())
        } else {
            Ok(())
        }
    };
    match r {
        Restructure::Split { axis, sizes } => {
            axis_in(*axis, x.rank())?;
            if sizes.iter().any(|s| s.value < 0) {
                return Err(format!(
                    "Sizes passed to split must be nonnegative, got {}",
                    py_tuple(&sizes.iter().map(|s| s.value).collect::<Vec<_>>())
                )
                .into());
            }
            let total: i128 = sizes.iter().map(|s| i128::from(s.value)).sum();
            if total != i128::from(x.dims()[*axis]) {
                return Err(format!(
                    "Sum of sizes passed to split must be equal to the size of the dimension being split, got sizes {} and shape {}",
                    py_tuple(&sizes.iter().map(|s| s.value).collect::<Vec<_>>()),
                    py_tuple(x.dims())
                ).into());
            }
            Ok(sizes
                .iter()
                .map(|s| {
                    let mut d = x.dims().to_vec();
                    d[*axis] = s.value as u64;
                    Aval::new(x.dtype, d)
                })
                .collect())
        }
        Restructure::Stack { axis } => {
            axis_in(*axis, x.rank() + 1)?;
            if inputs.iter().any(|i| i != x) {
                return Err(format!(
                    "stack operands must have the same type, got {}",
                    inputs
                        .iter()
                        .map(|a| a.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                )
                .into());
            }
            let mut d = x.dims().to_vec();
            d.insert(*axis, inputs.len() as u64);
            Ok(vec![Aval::new(x.dtype, d)])
        }
        Restructure::Unstack { axis } => {
            axis_in(*axis, x.rank())?;
            let mut d = x.dims().to_vec();
            let n = d.remove(*axis);
            if n > 1 << 16 {
                return Err(format!("unstack of {n} outputs is over minihlo's limit").into());
            }
            Ok((0..n).map(|_| Aval::new(x.dtype, d.clone())).collect())
        }
        Restructure::Tile { reps } => {
            if reps.len() != x.rank() {
                return Err(format!(
                    "tile reps {} must have one entry per operand dimension of {x}",
                    py_tuple(reps)
                )
                .into());
            }
            let mut d = Vec::with_capacity(x.rank());
            for (r, &n) in reps.iter().zip(x.dims()) {
                let r = u64::try_from(r.value).map_err(|_| {
                    format!("tile reps must be nonnegative, got {}", py_tuple(reps))
                })?;
                d.push(n.checked_mul(r).ok_or("tile: the result is too large")?);
            }
            Ok(vec![Aval::new(x.dtype, d)])
        }
    }
}

/// `rev[dimensions=(...)] x`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rev {
    pub dimensions: Vec<usize>,
}

impl PrimitiveDef for Pad {
    const NAMES: &'static [&'static str] = &["pad"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![("padding_config", self.repr())])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let [x, v] = arity(inputs)?;
        infer_pad(self, x, v)
    }
}

impl PrimitiveDef for Rev {
    const NAMES: &'static [&'static str] = &["rev"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![("dimensions", py_tuple(&self.dimensions))])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let [x] = arity(inputs)?;
        infer_rev(&self.dimensions, x)
    }
}

impl PrimitiveDef for Cumulative {
    const NAMES: &'static [&'static str] = <CumOp as strum::VariantNames>::VARIANTS;
    fn name(&self) -> &'static str {
        self.op.name()
    }
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let [x] = arity(inputs)?;
        infer_cumulative(self, x)
    }
}

impl PrimitiveDef for Sort {
    const NAMES: &'static [&'static str] = &["sort"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        infer_sort(self, inputs)
    }
}

impl PrimitiveDef for TopK {
    const NAMES: &'static [&'static str] = &["top_k"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let [x] = arity(inputs)?;
        infer_top_k(self, x)
    }
}

impl PrimitiveDef for Restructure {
    const NAMES: &'static [&'static str] = <RestructureKind as strum::VariantNames>::VARIANTS;
    fn name(&self) -> &'static str {
        RestructureKind::from(self).into()
    }
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        infer_restructure(self, inputs)
    }
}
