//! `reduce_window_sum`, `reduce_window_max`, `reduce_window_min`: JAX's specialised windowed
//! reductions (max-pooling, sum-pooling), their params and JAX's shape rule
//! (`jax/_src/lax/windowed_reductions.py`).

use crate::callee::{Callees, JaxprId};
use crate::primitive_def::{
    calls_no_jaxprs, op_names, texts, JaxprLabel, PrimitiveDef, PrintedParam,
};
use crate::pyfmt::py_tuple;
use crate::rule_helpers::arity;
use crate::type_error::RuleError;
use crate::types::Aval;

/// Which specialised windowed reduction, by the name JAX prints.
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
pub enum WindowOp {
    #[strum(serialize = "reduce_window_sum")]
    Sum,
    #[strum(serialize = "reduce_window_max")]
    Max,
    #[strum(serialize = "reduce_window_min")]
    Min,
}

op_names!(WindowOp);

/// The window of a windowed reduction, every param JAX prints.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Window {
    pub window_dimensions: Vec<u64>,
    pub window_strides: Vec<u64>,
    pub padding: Vec<(i64, i64)>,
    pub base_dilation: Vec<u64>,
    pub window_dilation: Vec<u64>,
}

/// `reduce_window_max[...] operand` and its kin.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReduceWindow {
    pub op: WindowOp,
    pub window: Window,
}

impl ReduceWindow {
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        let w = &self.window;
        let padding: Vec<String> = w
            .padding
            .iter()
            .map(|(l, h)| format!("({l}, {h})"))
            .collect();
        vec![
            ("base_dilation", py_tuple(&w.base_dilation)),
            ("padding", py_tuple(&padding)),
            ("window_dilation", py_tuple(&w.window_dilation)),
            ("window_dimensions", py_tuple(&w.window_dimensions)),
            ("window_strides", py_tuple(&w.window_strides)),
        ]
    }
}

fn dilate(d: i128, k: u64) -> i128 {
    if d == 0 {
        0
    } else {
        1 + i128::from(k) * (d - 1)
    }
}

/// JAX's `_common_reduce_window_shape_rule` (and `reduce_window_sum`'s number dtype check).
pub fn infer_reduce_window(r: &ReduceWindow, x: &Aval) -> Result<Vec<Aval>, RuleError> {
    let w = &r.window;
    if r.op == WindowOp::Sum && x.dtype.is_bool() {
        return Err("operand to reduce_window_sum must have a number dtype, got bool".into());
    }
    let dims = py_tuple(&w.window_dimensions);
    if x.rank() != w.window_dimensions.len() {
        return Err(format!(
            "reduce_window got the wrong number of window_dimensions for operand: got operand shape {} with window_dimensions {dims}.",
            py_tuple(x.dims())
        ).into());
    }
    for (name, v) in [
        ("window_strides", &w.window_strides),
        ("base_dilation", &w.base_dilation),
        ("window_dilation", &w.window_dilation),
    ] {
        if v.len() != w.window_dimensions.len() {
            return Err(format!(
                "reduce_window got inconsistent {name} and window_dimensions: got {name} {} and window_dimensions {dims}.",
                py_tuple(v)
            ).into());
        }
    }
    for (name, v) in [
        ("window_dimensions", &w.window_dimensions),
        ("window_strides", &w.window_strides),
    ] {
        if v.contains(&0) {
            return Err(format!(
                "reduce_window {name} must have every element be greater than 0, got {}.",
                py_tuple(v)
            )
            .into());
        }
    }
    if w.padding.len() != x.rank() {
        return Err(format!(
            "reduce_window padding must have one (low, high) pair per operand dimension, got {} for operand shape {}",
            w.padding.len(),
            py_tuple(x.dims())
        ).into());
    }
    let mut out = Vec::with_capacity(x.rank());
    for i in 0..x.rank() {
        let base = dilate(i128::from(x.dims()[i]), w.base_dilation[i]);
        let padded = base + i128::from(w.padding[i].0) + i128::from(w.padding[i].1);
        let window = dilate(i128::from(w.window_dimensions[i]), w.window_dilation[i]);
        let n = if padded < window {
            0
        } else {
            (padded - window) / i128::from(w.window_strides[i]) + 1
        };
        out.push(u64::try_from(n).map_err(|_| "reduce_window: the result is too large")?);
    }
    Ok(vec![Aval::new(x.dtype, out)])
}

/// `reduce[computation=... dimensions=... jaxpr=...] *operands *init_values`: a reduction whose
/// combiner is a user jaxpr over `2 * n` scalars (the accumulators, then the elements).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GenericReduce {
    /// The Python function's repr, kept to print the text back.
    pub computation: String,
    pub dimensions: Vec<usize>,
    pub jaxpr: JaxprId,
}

/// `reduce_window[... consts=() jaxpr=... ...] *operands *init_values`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GenericReduceWindow {
    pub window: Window,
    pub jaxpr: JaxprId,
}

/// The combiner of a generic reduction must take `2 * n` scalars of the operands' dtypes and
/// return `n`.
fn combiner(
    what: &str,
    jaxprs: &dyn Callees,
    id: JaxprId,
    operands: &[Aval],
    inits: &[Aval],
) -> Result<(), RuleError> {
    let j = jaxprs.signature(id)?;
    for (x, i) in operands.iter().zip(inits) {
        if i.rank() != 0 || i.dtype != x.dtype {
            return Err(format!(
                "{what} init values must be scalars of the operands' dtypes, got {i} for an operand {x}"
            ).into());
        }
    }
    let scalars: Vec<Aval> = inits.to_vec();
    let want_in: Vec<Aval> = scalars.iter().chain(&scalars).cloned().collect();
    let (ins, outs) = (j.ins, j.outs);
    if j.has_constvars || ins != want_in || outs != scalars {
        let show = |v: &[Aval]| {
            v.iter()
                .map(|a| a.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(format!(
            "{what}'s jaxpr must map ({}) to ({}), got ({}) -> ({})",
            show(&want_in),
            show(&scalars),
            show(&ins),
            show(&outs)
        )
        .into());
    }
    Ok(())
}

fn halves<'i>(what: &str, inputs: &'i [Aval]) -> Result<(&'i [Aval], &'i [Aval]), RuleError> {
    if inputs.is_empty() || !inputs.len().is_multiple_of(2) {
        return Err(format!(
            "{what} takes operands and as many init values, got {} inputs",
            inputs.len()
        )
        .into());
    }
    let (xs, inits) = inputs.split_at(inputs.len() / 2);
    if xs.iter().any(|x| x.shape != xs[0].shape) {
        return Err(format!("{what} operands must all have the same shape").into());
    }
    Ok((xs, inits))
}

/// JAX's `_reduce_shape_rule` and the combiner's signature.
pub fn infer_generic_reduce(
    r: &GenericReduce,
    inputs: &[Aval],
    jaxprs: &dyn Callees,
) -> Result<Vec<Aval>, RuleError> {
    let (xs, inits) = halves("reduce", inputs)?;
    combiner("reduce", jaxprs, r.jaxpr, xs, inits)?;
    let rank = xs[0].rank();
    let mut seen = r.dimensions.clone();
    seen.sort_unstable();
    seen.dedup();
    if seen.len() != r.dimensions.len() || r.dimensions.iter().any(|&d| d >= rank) {
        return Err(format!(
            "reduce dimensions {} are not distinct axes of operands of rank {rank}",
            py_tuple(&r.dimensions)
        )
        .into());
    }
    let dims: Vec<u64> = (0..rank)
        .filter(|d| !r.dimensions.contains(d))
        .map(|d| xs[0].dims()[d])
        .collect();
    Ok(xs
        .iter()
        .map(|x| Aval::new(x.dtype, dims.clone()))
        .collect())
}

/// JAX's `_reduce_window_abstract_eval_rule` and the combiner's signature.
pub fn infer_generic_reduce_window(
    r: &GenericReduceWindow,
    inputs: &[Aval],
    jaxprs: &dyn Callees,
) -> Result<Vec<Aval>, RuleError> {
    let (xs, inits) = halves("reduce_window", inputs)?;
    combiner("reduce_window", jaxprs, r.jaxpr, xs, inits)?;
    let specialised = ReduceWindow {
        op: WindowOp::Max,
        window: r.window.clone(),
    };
    xs.iter()
        .map(|x| infer_reduce_window(&specialised, x).map(|mut v| v.remove(0)))
        .collect()
}

impl PrimitiveDef for ReduceWindow {
    const NAMES: &'static [&'static str] = <WindowOp as strum::VariantNames>::VARIANTS;
    fn name(&self) -> &'static str {
        self.op.name()
    }
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let [x] = arity(inputs)?;
        infer_reduce_window(self, x)
    }
}

impl PrimitiveDef for GenericReduce {
    const NAMES: &'static [&'static str] = &["reduce"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        vec![
            ("computation", PrintedParam::Text(self.computation.clone())),
            ("dimensions", PrintedParam::Text(py_tuple(&self.dimensions))),
            ("jaxpr", PrintedParam::Jaxpr(self.jaxpr)),
        ]
    }
    fn infer(&self, inputs: &[Aval], callees: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        infer_generic_reduce(self, inputs, callees)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Jaxpr, self.jaxpr);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.jaxpr);
    }
}

impl PrimitiveDef for GenericReduceWindow {
    const NAMES: &'static [&'static str] = &["reduce_window"];
    /// The specialised reductions' params, with `consts=()` and the jaxpr in their sorted places.
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let window = ReduceWindow {
            op: WindowOp::Sum,
            window: self.window.clone(),
        };
        let mut v = texts(window.param_texts());
        v.insert(1, ("consts", PrintedParam::Text("()".into())));
        v.insert(2, ("jaxpr", PrintedParam::Jaxpr(self.jaxpr)));
        v
    }
    fn infer(&self, inputs: &[Aval], callees: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        infer_generic_reduce_window(self, inputs, callees)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Jaxpr, self.jaxpr);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.jaxpr);
    }
}
