//! `gather` and the `scatter` family: their params as JAX 0.12 prints them, and JAX's shape rules
//! with its messages (`jax/_src/lax/slicing.py`: `_gather_shape_rule`, `_scatter_shape_rule`).

use crate::callee::{Callees, JaxprId};
use crate::primitive_def::{
    calls_no_jaxprs, op_names, texts, JaxprLabel, PrimitiveDef, PrintedParam,
};
use crate::pyfmt::{format_python_float, py_bool, py_tuple};
use crate::rule_helpers::arity;
use crate::type_error::RuleError;
use crate::types::Scalar;
use crate::types::{Aval, DType};

/// `GatherScatterMode`, printed `GatherScatterMode.CLIP` (the member names derived).
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
#[strum(serialize_all = "SCREAMING_SNAKE_CASE")]
pub enum GatherScatterMode {
    Clip,
    FillOrDrop,
    PromiseInBounds,
    OneHot,
}

impl GatherScatterMode {
    /// The enum member's name: `CLIP`, `FILL_OR_DROP`, ...
    pub fn member(self) -> &'static str {
        self.into()
    }

    /// The text JAX prints, `GatherScatterMode.CLIP`.
    pub fn repr(self) -> String {
        format!("GatherScatterMode.{}", self.member())
    }

    /// Reads `GatherScatterMode.CLIP` (or the bare member name, or a lowercase name as
    /// `GatherScatterMode.from_any` accepts).
    pub fn parse(text: &str) -> Option<GatherScatterMode> {
        let member = text.strip_prefix("GatherScatterMode.").unwrap_or(text);
        match member {
            "clip" => return Some(GatherScatterMode::Clip),
            "fill" | "drop" => return Some(GatherScatterMode::FillOrDrop),
            "promise_in_bounds" => return Some(GatherScatterMode::PromiseInBounds),
            "one_hot" => return Some(GatherScatterMode::OneHot),
            _ => {}
        }
        member.parse().ok()
    }
}

/// `GatherDimensionNumbers(offset_dims=..., ...)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct GatherDimensionNumbers {
    pub offset_dims: Vec<usize>,
    pub collapsed_slice_dims: Vec<usize>,
    pub start_index_map: Vec<usize>,
    pub operand_batching_dims: Vec<usize>,
    pub start_indices_batching_dims: Vec<usize>,
}

impl GatherDimensionNumbers {
    pub fn repr(&self) -> String {
        format!(
            "GatherDimensionNumbers(offset_dims={}, collapsed_slice_dims={}, start_index_map={}, operand_batching_dims={}, start_indices_batching_dims={})",
            py_tuple(&self.offset_dims),
            py_tuple(&self.collapsed_slice_dims),
            py_tuple(&self.start_index_map),
            py_tuple(&self.operand_batching_dims),
            py_tuple(&self.start_indices_batching_dims),
        )
    }
}

/// `ScatterDimensionNumbers(update_window_dims=..., ...)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ScatterDimensionNumbers {
    pub update_window_dims: Vec<usize>,
    pub inserted_window_dims: Vec<usize>,
    pub scatter_dims_to_operand_dims: Vec<usize>,
    pub operand_batching_dims: Vec<usize>,
    pub scatter_indices_batching_dims: Vec<usize>,
}

impl ScatterDimensionNumbers {
    pub fn repr(&self) -> String {
        format!(
            "ScatterDimensionNumbers(update_window_dims={}, inserted_window_dims={}, scatter_dims_to_operand_dims={}, operand_batching_dims={}, scatter_indices_batching_dims={})",
            py_tuple(&self.update_window_dims),
            py_tuple(&self.inserted_window_dims),
            py_tuple(&self.scatter_dims_to_operand_dims),
            py_tuple(&self.operand_batching_dims),
            py_tuple(&self.scatter_indices_batching_dims),
        )
    }
}

/// `gather operand indices`: every param JAX prints.
#[derive(Clone, Debug, PartialEq)]
pub struct Gather {
    pub dimension_numbers: GatherDimensionNumbers,
    pub slice_sizes: Vec<u64>,
    pub indices_are_sorted: bool,
    pub unique_indices: bool,
    pub mode: GatherScatterMode,
    /// `None`, or the value out-of-bounds slices take under `FILL_OR_DROP` (JAX resolves `None`
    /// to NaN / the dtype's minimum / `True` before printing).
    pub fill_value: Option<Scalar>,
}

impl Gather {
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        vec![
            ("dimension_numbers", self.dimension_numbers.repr()),
            (
                "fill_value",
                self.fill_value.map_or_else(|| "None".into(), py_scalar),
            ),
            ("indices_are_sorted", py_bool(self.indices_are_sorted)),
            ("mode", self.mode.repr()),
            ("slice_sizes", py_tuple(&self.slice_sizes)),
            ("unique_indices", py_bool(self.unique_indices)),
        ]
    }
}

/// Which scatter: the primitive's name and the combiner its `update_jaxpr` holds.
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
pub enum ScatterKind {
    /// `scatter`: the update replaces the operand's element.
    #[strum(serialize = "scatter")]
    Set,
    #[strum(serialize = "scatter-add")]
    Add,
    #[strum(serialize = "scatter-sub")]
    Sub,
    #[strum(serialize = "scatter-mul")]
    Mul,
    #[strum(serialize = "scatter-min")]
    Min,
    #[strum(serialize = "scatter-max")]
    Max,
}

op_names!(ScatterKind, GatherScatterMode);

/// `scatter*`: every param JAX prints. `update_jaxpr` is `None` for `scatter` (the update
/// replaces) and JAX's combiner jaxpr (`{ lambda ; a b. let c = add a b in (c,) }`) otherwise;
/// lowering runs it as the scatter's region, as JAX does.
#[derive(Clone, Debug, PartialEq)]
pub struct Scatter {
    pub kind: ScatterKind,
    pub dimension_numbers: ScatterDimensionNumbers,
    pub indices_are_sorted: bool,
    pub unique_indices: bool,
    pub mode: GatherScatterMode,
    pub update_jaxpr: Option<JaxprId>,
}

impl Scatter {
    /// The text params, `update_jaxpr` excepted (a jaxpr when present).
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        vec![
            ("dimension_numbers", self.dimension_numbers.repr()),
            ("indices_are_sorted", py_bool(self.indices_are_sorted)),
            ("mode", self.mode.repr()),
            ("unique_indices", py_bool(self.unique_indices)),
            ("update_consts", "()".into()),
        ]
    }
}

fn list(avals: &[Aval]) -> String {
    let items: Vec<String> = avals.iter().map(|a| a.to_string()).collect();
    items.join(", ")
}

/// A Python scalar's repr: `-1.0`, `nan`, `-2147483648`, `True`.
pub fn py_scalar(s: Scalar) -> String {
    match s {
        Scalar::Bool(b) => py_bool(b),
        Scalar::Int(i) => i.to_string(),
        Scalar::Float(f) => format_python_float(f),
        Scalar::Complex(re, im) => crate::pyfmt::format_python_complex(re, im),
    }
}

use crate::rule_helpers::Rule;

fn is_sorted(dims: &[usize], op: &str, name: &str) -> Result<(), RuleError> {
    if dims.windows(2).any(|w| w[1] < w[0]) {
        return Err(format!("{name} in {op} op must be sorted; got {}", py_tuple(dims)).into());
    }
    Ok(())
}

fn in_range(dims: &[usize], rank: usize, op: &str, name: &str) -> Result<(), RuleError> {
    if let Some(d) = dims.iter().find(|&&d| d >= rank) {
        return Err(format!(
            "Invalid {name} set in {op} op; valid range is [0, {rank}); got: {d}."
        )
        .into());
    }
    Ok(())
}

fn no_duplicates(dims: &[usize], op: &str, name: &str) -> Result<(), RuleError> {
    let mut seen = dims.to_vec();
    seen.sort_unstable();
    seen.dedup();
    if seen.len() != dims.len() {
        return Err(format!(
            "{name} in {op} op must not repeat; got: {}.",
            py_tuple(dims)
        )
        .into());
    }
    Ok(())
}

fn disjoint(a: &[usize], b: &[usize], op: &str, na: &str, nb: &str) -> Result<(), RuleError> {
    if a.iter().any(|d| b.contains(d)) {
        return Err(format!(
            "{na} and {nb} in {op} op must be disjoint; got: {} and {}.",
            py_tuple(a),
            py_tuple(b)
        )
        .into());
    }
    Ok(())
}

fn integer_indices(indices: &Aval) -> Result<(), RuleError> {
    if indices.dtype.is_int() {
        Ok(())
    } else {
        Err("indices must have an integer type".into())
    }
}

/// JAX's `_gather_shape_rule` and `_gather_dtype_rule`.
pub fn infer_gather(g: &Gather, operand: &Aval, indices: &Aval) -> Rule {
    integer_indices(indices)?;
    let d = &g.dimension_numbers;
    let Some(index_vector_dim) = indices.rank().checked_sub(1) else {
        return Err(format!(
            "Gather index leaf dimension must be within [0, rank(indices) + 1). rank(indices) is {} and gather index leaf dimension is -1.",
            indices.rank()
        ).into());
    };
    is_sorted(&d.offset_dims, "gather", "offset_dims")?;
    no_duplicates(&d.offset_dims, "gather", "offset_dims")?;
    let out_rank = d.offset_dims.len() + indices.rank() - 1;
    for (i, &o) in d.offset_dims.iter().enumerate() {
        if o >= out_rank {
            return Err(format!(
                "Offset dimension {i} in gather op is out of bounds; got {o}, but should have been in [0, {out_rank})"
            ).into());
        }
    }
    let bound = indices.dims()[index_vector_dim];
    if d.start_index_map.len() as u64 != bound {
        return Err(format!(
            "Gather op has {} elements in start_index_map and the bound of dimension index_vector_dim={index_vector_dim} of indices is {bound}. These two numbers must be equal.",
            d.start_index_map.len()
        ).into());
    }
    for (i, &m) in d.start_index_map.iter().enumerate() {
        if m >= operand.rank() {
            return Err(format!(
                "Invalid start_index_map; domain is [0, {}), got: {i}->{m}.",
                operand.rank()
            )
            .into());
        }
    }
    no_duplicates(&d.start_index_map, "gather", "start_index_map")?;
    is_sorted(&d.collapsed_slice_dims, "gather", "collapsed_slice_dims")?;
    in_range(
        &d.collapsed_slice_dims,
        operand.rank(),
        "gather",
        "collapsed_slice_dims",
    )?;
    no_duplicates(&d.collapsed_slice_dims, "gather", "collapsed_slice_dims")?;
    no_duplicates(&d.operand_batching_dims, "gather", "operand_batching_dims")?;
    is_sorted(&d.operand_batching_dims, "gather", "operand_batching_dims")?;
    in_range(
        &d.operand_batching_dims,
        operand.rank(),
        "gather",
        "operand_batching_dims",
    )?;
    disjoint(
        &d.collapsed_slice_dims,
        &d.operand_batching_dims,
        "gather",
        "collapsed_slice_dims",
        "operand_batching_dims",
    )?;
    disjoint(
        &d.start_index_map,
        &d.operand_batching_dims,
        "gather",
        "start_index_map",
        "operand_batching_dims",
    )?;
    no_duplicates(
        &d.start_indices_batching_dims,
        "gather",
        "start_indices_batching_dims",
    )?;
    in_range(
        &d.start_indices_batching_dims,
        indices.rank(),
        "gather",
        "start_indices_batching_dims",
    )?;
    if d.start_indices_batching_dims.contains(&index_vector_dim) {
        return Err(format!(
            "Gather op cannot have the index vector dimension as a batching dimension; got {}.",
            py_tuple(&d.start_indices_batching_dims)
        )
        .into());
    }
    if d.operand_batching_dims.len() != d.start_indices_batching_dims.len() {
        return Err(format!(
            "Gather op requires equal numbers of operand_batching_dims and start_indices_batching_dims, got {} and{}.",
            py_tuple(&d.operand_batching_dims),
            py_tuple(&d.start_indices_batching_dims)
        ).into());
    }
    let ob: Vec<u64> = d
        .operand_batching_dims
        .iter()
        .map(|&i| operand.dims()[i])
        .collect();
    let ib: Vec<u64> = d
        .start_indices_batching_dims
        .iter()
        .map(|&i| indices.dims()[i])
        .collect();
    if ob != ib {
        return Err(format!(
            "Gather op requires operand batching dimensions and indices batching dimensions to have the same shape, got {} and {}.",
            py_tuple(&ob),
            py_tuple(&ib)
        ).into());
    }
    let sizes = &g.slice_sizes;
    if operand.rank() != sizes.len() {
        return Err(format!(
            "Gather op must have one slice size for every input dimension; got: len(slice_sizes)={}, input_shape.rank={}",
            sizes.len(),
            operand.rank()
        ).into());
    }
    if sizes.len()
        != d.offset_dims.len() + d.collapsed_slice_dims.len() + d.operand_batching_dims.len()
    {
        return Err(format!(
            "All components of the offset index in a gather op must either be a offset dimension or explicitly collapsed/batching; got len(slice_sizes)={}, output_slice_sizes={}, collapsed_slice_dims={}, operand_batching_dims={}.",
            sizes.len(),
            py_tuple(&d.offset_dims),
            py_tuple(&d.collapsed_slice_dims),
            py_tuple(&d.operand_batching_dims)
        ).into());
    }
    if indices.shape.num_elements() != Some(0) {
        for (i, (&s, &n)) in sizes.iter().zip(operand.dims()).enumerate() {
            if s > n {
                return Err(format!(
                    "Slice size at index {i} in gather op is out of range, must be within [0, {n} + 1), got {s}."
                ).into());
            }
        }
    }
    for (i, &c) in d.collapsed_slice_dims.iter().enumerate() {
        if sizes[c] != 1 {
            return Err(format!(
                "Gather op can only collapse slice dims with bound 1, but bound is {} for index {c} at position {i}.",
                sizes[c]
            ).into());
        }
    }
    for (i, &b) in d.operand_batching_dims.iter().enumerate() {
        if sizes[b] > 1 {
            return Err(format!(
                "Gather op can only have operand batching dims with bound 0/1, but bound is {} for index {b} at position {i}.",
                sizes[b]
            ).into());
        }
    }
    let mut batch = indices.dims()[..index_vector_dim].iter();
    let mut window = sizes.iter().enumerate().filter_map(|(i, &s)| {
        (!d.collapsed_slice_dims.contains(&i) && !d.operand_batching_dims.contains(&i)).then_some(s)
    });
    let mut out = Vec::with_capacity(out_rank);
    for i in 0..out_rank {
        let next = if d.offset_dims.contains(&i) {
            window.next()
        } else {
            batch.next().copied()
        };
        out.push(next.ok_or("gather: inconsistent dimension numbers")?);
    }
    Ok(vec![Aval::new(operand.dtype, out)])
}

/// JAX's `_scatter_shape_rule` and `_scatter_dtype_rule`; the `update_jaxpr` (in the arena
/// `jaxprs`) must combine two scalars of the operand's dtype into one.
pub fn infer_scatter(
    s: &Scatter,
    operand: &Aval,
    indices: &Aval,
    updates: &Aval,
    jaxprs: &dyn Callees,
) -> Rule {
    integer_indices(indices)?;
    if let Some(id) = s.update_jaxpr {
        let j = jaxprs.signature(id)?;
        let scalar = Aval::scalar(operand.dtype);
        let (ins, outs) = (j.ins, j.outs);
        if j.has_constvars || ins != [scalar.clone(), scalar.clone()] || outs != [scalar.clone()] {
            return Err(format!(
                "{}'s update_jaxpr must take two {scalar} values and return one, got ({}) -> ({})",
                s.kind.name(),
                list(&ins),
                list(&outs)
            )
            .into());
        }
    }
    if operand.dtype != updates.dtype {
        return Err(RuleError::Complete(format!(
            "lax.scatter requires arguments to have the same dtypes, got {}, {}.",
            operand.dtype.numpy_name(),
            updates.dtype.numpy_name()
        )));
    }
    let d = &s.dimension_numbers;
    let Some(index_vector_dim) = indices.rank().checked_sub(1) else {
        return Err(format!(
            "Scatter index leaf dimension must be within [0, rank(indices) + 1). rank(indices) is {} and scatter index leaf dimension is -1.",
            indices.rank()
        ).into());
    };
    let expanded = indices.dims();
    let expected_rank = expanded.len() - 1 + d.update_window_dims.len();
    if updates.rank() != expected_rank {
        return Err(format!(
            "Updates tensor must be of rank {expected_rank}; got {}.",
            updates.rank()
        )
        .into());
    }
    let (op, ur, or) = ("scatter", updates.rank(), operand.rank());
    is_sorted(&d.update_window_dims, op, "update_window_dims")?;
    no_duplicates(&d.update_window_dims, op, "update_window_dims")?;
    in_range(&d.update_window_dims, ur, op, "update_window_dims")?;
    is_sorted(&d.inserted_window_dims, op, "inserted_window_dims")?;
    no_duplicates(&d.inserted_window_dims, op, "inserted_window_dims")?;
    in_range(&d.inserted_window_dims, or, op, "inserted_window_dims")?;
    is_sorted(&d.operand_batching_dims, op, "operand_batching_dims")?;
    no_duplicates(&d.operand_batching_dims, op, "operand_batching_dims")?;
    in_range(&d.operand_batching_dims, or, op, "operand_batching_dims")?;
    disjoint(
        &d.inserted_window_dims,
        &d.operand_batching_dims,
        op,
        "inserted_window_dims",
        "operand_batching_dims",
    )?;
    disjoint(
        &d.scatter_dims_to_operand_dims,
        &d.operand_batching_dims,
        op,
        "scatter_dims_to_operand_dims",
        "operand_batching_dims",
    )?;
    let sib = &d.scatter_indices_batching_dims;
    no_duplicates(sib, op, "scatter_indices_batching_dims")?;
    in_range(sib, indices.rank(), op, "scatter_indices_batching_dims")?;
    if sib.contains(&index_vector_dim) {
        return Err(format!(
            "Scatter op cannot have the index vector dimension as a batching dimension; got {}.",
            py_tuple(sib)
        )
        .into());
    }
    if d.operand_batching_dims.len() != sib.len() {
        return Err(format!(
            "Scatter op requires equal numbers of operand_batching_dims and scatter_indices_batching_dims, got {} and {}.",
            py_tuple(&d.operand_batching_dims),
            py_tuple(sib)
        ).into());
    }
    let ob: Vec<u64> = d
        .operand_batching_dims
        .iter()
        .map(|&i| operand.dims()[i])
        .collect();
    let ib: Vec<u64> = sib.iter().map(|&i| indices.dims()[i]).collect();
    if ob != ib {
        return Err(format!(
            "Scatter op requires operand batching dimensions and indices batching dimensions to have the same shape, got {} and {}.",
            py_tuple(&ob),
            py_tuple(&ib)
        ).into());
    }
    // Where each indices dimension (before index_vector_dim) lands among the update dims.
    let mut scatter_dim_in_updates: Vec<Option<usize>> = (0..index_vector_dim).map(Some).collect();
    for &w in &d.update_window_dims {
        if w <= scatter_dim_in_updates.len() {
            scatter_dim_in_updates.insert(w, None);
        }
    }
    let ub: Vec<u64> = sib
        .iter()
        .filter_map(|&i| scatter_dim_in_updates.iter().position(|&x| x == Some(i)))
        .map(|p| updates.dims()[p])
        .collect();
    if ob != ub {
        return Err(format!(
            "Scatter op requires operand batching dimensions and updates batching dimensions to have the same shape, got {} and {}.",
            py_tuple(&ob),
            py_tuple(&ub)
        ).into());
    }
    let window =
        d.update_window_dims.len() + d.inserted_window_dims.len() + d.operand_batching_dims.len();
    if or != window {
        return Err(format!(
            "Scatter op has window of size {window}; doesn't match operand of rank {or}."
        )
        .into());
    }
    let bound = indices.dims()[index_vector_dim];
    if d.scatter_dims_to_operand_dims.len() as u64 != bound {
        return Err(format!(
            "Scatter op has {} elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim={index_vector_dim} of indices is {bound}. These two numbers must be equal",
            d.scatter_dims_to_operand_dims.len()
        ).into());
    }
    for (i, &m) in d.scatter_dims_to_operand_dims.iter().enumerate() {
        if m >= or {
            return Err(format!(
                "Invalid scatter_dims_to_operand_dims mapping; domain is [0, {or}), got: {i}->{m}."
            )
            .into());
        }
    }
    no_duplicates(
        &d.scatter_dims_to_operand_dims,
        op,
        "scatter_dims_to_operand_dims",
    )?;
    let max_sizes: Vec<u64> = (0..or)
        .filter(|i| !d.inserted_window_dims.contains(i) && !d.operand_batching_dims.contains(i))
        .map(|i| operand.dims()[i])
        .collect();
    for (&w, &m) in d.update_window_dims.iter().zip(&max_sizes) {
        let u = updates.dims()[w];
        if m < u {
            return Err(format!(
                "Bounds of the window dimensions of updates must not exceed the bounds of the corresponding dimensions of operand. For dimension {w}, updates bound is {u}, operand bound is {m}."
            ).into());
        }
    }
    let mut seen = 0;
    for i in (0..ur).filter(|i| !d.update_window_dims.contains(i)) {
        if seen == index_vector_dim {
            seen += 1;
        }
        let want = expanded.get(seen).copied().unwrap_or(0);
        if updates.dims()[i] != want {
            return Err(format!(
                "Bounds of the scatter dimensions of updates must be the same as the bounds of the corresponding dimensions of scatter indices. For scatter dimension {i}, updates bound is {}, indices bound is {want}.",
                updates.dims()[i]
            ).into());
        }
        seen += 1;
    }
    Ok(vec![operand.clone()])
}

/// The dtype-dependent default `fill_value` JAX's `gather` picks for `FILL_OR_DROP` when given
/// `None`: NaN for floats, the minimum of signed ints, the maximum of unsigned ints, `True`.
pub fn default_fill_value(dtype: DType) -> Scalar {
    if dtype.is_float() {
        Scalar::Float(f64::NAN)
    } else if dtype.is_bool() {
        Scalar::Bool(true)
    } else if dtype.is_signed_int() {
        Scalar::Int(-(1i128 << (dtype.bits() - 1)))
    } else {
        Scalar::Int((1i128 << dtype.bits()) - 1)
    }
}

impl PrimitiveDef for Gather {
    const NAMES: &'static [&'static str] = &["gather"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [x, i] = arity(inputs)?;
        infer_gather(self, x, i)
    }
}

impl PrimitiveDef for Scatter {
    const NAMES: &'static [&'static str] = <ScatterKind as strum::VariantNames>::VARIANTS;
    fn name(&self) -> &'static str {
        self.kind.name()
    }
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let mut v = texts(self.param_texts());
        let update = match self.update_jaxpr {
            Some(j) => PrintedParam::Jaxpr(j),
            None => PrintedParam::Text("None".into()),
        };
        v.push(("update_jaxpr", update));
        v
    }
    fn infer(&self, inputs: &[Aval], callees: &dyn Callees) -> Rule {
        let [x, i, u] = arity(inputs)?;
        infer_scatter(self, x, i, u, callees)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        if let Some(j) = self.update_jaxpr {
            visit(JaxprLabel::Jaxpr, j);
        }
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        if let Some(j) = &mut self.update_jaxpr {
            visit(j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn take() -> Gather {
        Gather {
            dimension_numbers: GatherDimensionNumbers {
                offset_dims: vec![1],
                collapsed_slice_dims: vec![0],
                start_index_map: vec![0],
                ..Default::default()
            },
            slice_sizes: vec![1, 4],
            indices_are_sorted: false,
            unique_indices: false,
            mode: GatherScatterMode::PromiseInBounds,
            fill_value: None,
        }
    }

    #[test]
    fn gather_as_jax_types_x_of_idx() {
        let x = Aval::new(DType::F32, [3, 4]);
        let i = Aval::new(DType::I32, [2, 1]);
        assert_eq!(
            infer_gather(&take(), &x, &i),
            Ok(vec![Aval::new(DType::F32, [2, 4])])
        );
        let mut bad = take();
        bad.slice_sizes = vec![2, 4];
        assert_eq!(
            infer_gather(&bad, &x, &i),
            Err("Gather op can only collapse slice dims with bound 1, but bound is 2 for index 0 at position 0.".into())
        );
        let f = Aval::new(DType::F32, [2, 1]);
        assert_eq!(
            infer_gather(&take(), &x, &f),
            Err("indices must have an integer type".into())
        );
    }

    #[test]
    fn scatter_as_jax_types_at_set() {
        let s = Scatter {
            kind: ScatterKind::Add,
            dimension_numbers: ScatterDimensionNumbers {
                update_window_dims: vec![1],
                inserted_window_dims: vec![0],
                scatter_dims_to_operand_dims: vec![0],
                ..Default::default()
            },
            indices_are_sorted: false,
            unique_indices: false,
            mode: GatherScatterMode::FillOrDrop,
            update_jaxpr: None,
        };
        let x = Aval::new(DType::F32, [3, 4]);
        let i = Aval::new(DType::I32, [2, 1]);
        let u = Aval::new(DType::F32, [2, 4]);
        assert_eq!(
            infer_scatter(&s, &x, &i, &u, &(&[] as &[crate::Jaxpr])),
            Ok(vec![x.clone()])
        );
        let u3 = Aval::new(DType::F32, [3, 4]);
        assert_eq!(
            infer_scatter(&s, &x, &i, &u3, &(&[] as &[crate::Jaxpr])),
            Err("Bounds of the scatter dimensions of updates must be the same as the bounds of the corresponding dimensions of scatter indices. For scatter dimension 0, updates bound is 3, indices bound is 2.".into())
        );
        assert_eq!(
            s.dimension_numbers.repr(),
            "ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,), operand_batching_dims=(), scatter_indices_batching_dims=())"
        );
    }

    #[test]
    fn modes_and_fill_values_print_as_jax() {
        for &m in GatherScatterMode::ALL {
            assert_eq!(GatherScatterMode::parse(&m.repr()), Some(m));
        }
        assert_eq!(py_scalar(default_fill_value(DType::F32)), "nan");
        assert_eq!(py_scalar(default_fill_value(DType::I32)), "-2147483648");
        assert_eq!(py_scalar(default_fill_value(DType::U8)), "255");
    }
}
