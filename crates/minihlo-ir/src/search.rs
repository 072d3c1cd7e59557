//! `approx_top_k` (`lax.approx_max_k`, `lax.approx_min_k`), `SearchSorted` (JAX 0.12's
//! `jnp.searchsorted`, a "hijax" primitive printed by its class name) and `empty`
//! (`jnp.empty`): their params and JAX's shape rules (`jax/_src/lax/ann.py`,
//! `jax/_src/numpy/hijax.py`, `jax/_src/lax/lax.py`).

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, op_names, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::{py_bool, py_tuple};
use crate::rule_helpers::arity;
use crate::type_error::RuleError;
use crate::types::{Aval, DType, Shape};

/// `approx_top_k[aggregate_to_topk is_max_k k recall_target reduction_dimension
/// reduction_input_size_override] operand`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApproxTopK {
    pub k: u64,
    /// As given: negative counts from the end.
    pub reduction_dimension: i64,
    /// Python's repr of the float (`0.95`), kept to print it back as JAX does.
    pub recall_target: String,
    pub is_max_k: bool,
    pub reduction_input_size_override: i64,
    pub aggregate_to_topk: bool,
}

impl ApproxTopK {
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        vec![
            ("aggregate_to_topk", py_bool(self.aggregate_to_topk)),
            ("is_max_k", py_bool(self.is_max_k)),
            ("k", self.k.to_string()),
            ("recall_target", self.recall_target.clone()),
            ("reduction_dimension", self.reduction_dimension.to_string()),
            (
                "reduction_input_size_override",
                self.reduction_input_size_override.to_string(),
            ),
        ]
    }

    /// The reduction dimension in `[0, rank)`, or `None` when out of range.
    pub fn axis(&self, rank: usize) -> Option<usize> {
        let r = rank as i64;
        let d = if self.reduction_dimension < 0 {
            self.reduction_dimension + r
        } else {
            self.reduction_dimension
        };
        (0..r).contains(&d).then_some(d as usize)
    }

    /// The recall target as a number.
    pub fn recall(&self) -> Option<f64> {
        self.recall_target.parse().ok()
    }
}

/// JAX's `_approx_top_k_abstract_eval`. With `aggregate_to_topk=False` the reduced size is
/// XLA's `ApproxTopKReductionOutputSize`; minihlo knows it only where it is the input size (an
/// axis no longer than the TPU tiling, 1024 for rank 1 and 128 otherwise, or a recall target
/// of 1 or more) and refuses the rest.
pub fn infer_approx_top_k(t: &ApproxTopK, x: &Aval) -> Result<Vec<Aval>, RuleError> {
    if t.k == 0 {
        return Err(format!("k must be positive, got {}", t.k).into());
    }
    if x.rank() == 0 {
        return Err("approx_top_k operand must have >= 1 dimension, got ()".into());
    }
    let axis = t.axis(x.rank()).ok_or_else(|| {
        format!(
            "list index out of range: reduction_dimension={} for an operand of rank {}",
            t.reduction_dimension,
            x.rank()
        )
    })?;
    let mut dims = x.dims().to_vec();
    if dims[axis] < t.k {
        return Err(format!(
            "k must be smaller than the size of reduction_dim {}, got {}",
            dims[axis], t.k
        )
        .into());
    }
    if !x.dtype.is_float() {
        return Err("operand must be a floating type".into());
    }
    if t.aggregate_to_topk {
        dims[axis] = t.k;
    } else {
        let tiling = if x.rank() == 1 { 1024 } else { 128 };
        let recall = t.recall().unwrap_or(0.0);
        if dims[axis] > tiling && recall < 1.0 {
            return Err(format!(
                "approx_top_k with aggregate_to_topk=False and a reduction dimension of size {} (more than {tiling}): XLA's reduced output size is not computed by minihlo",
                dims[axis]
            ).into());
        }
    }
    Ok(vec![
        Aval::new(x.dtype, dims.clone()),
        Aval::new(DType::I32, dims),
    ])
}

/// `SearchSorted`'s `method`, by the name JAX prints.
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
#[strum(serialize_all = "snake_case")]
pub enum SearchMethod {
    Scan,
    ScanUnrolled,
    Sort,
    CompareAll,
}

op_names!(SearchMethod);

/// `SearchSorted[side dimension batch_dims method] sorted_arr query`. The result's integer
/// dtype is not printed (it is the output's type): `dtype` keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SearchSorted {
    /// `side=right`: the last suitable position instead of the first.
    pub right: bool,
    pub dimension: usize,
    pub batch_dims: usize,
    pub method: SearchMethod,
    pub dtype: DType,
}

impl SearchSorted {
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        vec![
            ("side", if self.right { "right" } else { "left" }.into()),
            ("dimension", self.dimension.to_string()),
            ("batch_dims", self.batch_dims.to_string()),
            ("method", self.method.name().into()),
        ]
    }
}

/// `SearchSorted.__init__`'s checks (JAX's messages), then the shape of `_searchsorted_impl`:
/// the batch dims, the sorted array's other dims, then the query's own dims.
pub fn infer_search_sorted(s: &SearchSorted, inputs: &[Aval]) -> Result<Vec<Aval>, RuleError> {
    let [a, q] = inputs else {
        return Err(format!("SearchSorted takes 2 operands, got {}", inputs.len()).into());
    };
    if s.batch_dims >= a.rank() {
        return Err(format!(
            "batch_dims={} must be in range [0, {})",
            s.batch_dims,
            a.rank()
        )
        .into());
    }
    if !(s.batch_dims <= s.dimension && s.dimension < a.rank()) {
        return Err(format!(
            "dimension={} must be in range [{}, {})",
            s.dimension,
            s.batch_dims,
            a.rank()
        )
        .into());
    }
    if a.dtype != q.dtype {
        return Err(format!(
            "dtypes of sorted_arr and query must match; got {} and {}",
            a.dtype.numpy_name(),
            q.dtype.numpy_name()
        )
        .into());
    }
    let qb = q.dims().get(..s.batch_dims);
    if qb != Some(&a.dims()[..s.batch_dims]) {
        return Err(format!(
            "batch dimension sizes must match; got {} != {}",
            py_tuple(&a.dims()[..s.batch_dims]),
            py_tuple(q.dims().get(..s.batch_dims).unwrap_or(q.dims()))
        )
        .into());
    }
    if !s.dtype.is_int() {
        return Err(format!(
            "out_dtype should be an integer type; got {}",
            s.dtype.numpy_name()
        )
        .into());
    }
    let mut dims: Vec<u64> = a.dims()[..s.batch_dims].to_vec();
    for (i, &d) in a.dims().iter().enumerate().skip(s.batch_dims) {
        if i != s.dimension {
            dims.push(d);
        }
    }
    dims.extend_from_slice(&q.dims()[s.batch_dims..]);
    Ok(vec![Aval::new(s.dtype, dims)])
}

/// `empty[dtype out_sharding=None shape]`: an array whose contents are unspecified (zeros on
/// cpu, an `AllocateBuffer` custom call on GPUs and TPUs).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Empty {
    pub dtype: DType,
    pub shape: Shape,
}

impl Empty {
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        vec![
            ("dtype", self.dtype.numpy_name().to_string()),
            ("out_sharding", "None".into()),
            ("shape", py_tuple(self.shape.dims())),
        ]
    }

    pub fn aval(&self) -> Aval {
        Aval::new(self.dtype, self.shape.dims().to_vec())
    }
}

impl PrimitiveDef for ApproxTopK {
    const NAMES: &'static [&'static str] = &["approx_top_k"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let [x] = arity(inputs)?;
        infer_approx_top_k(self, x)
    }
}

impl PrimitiveDef for SearchSorted {
    const NAMES: &'static [&'static str] = &["SearchSorted"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        infer_search_sorted(self, inputs)
    }
}

impl PrimitiveDef for Empty {
    const NAMES: &'static [&'static str] = &["empty"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let [] = arity(inputs)?;
        Ok(vec![self.aval()])
    }
}
