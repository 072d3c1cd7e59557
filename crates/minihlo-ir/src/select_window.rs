//! `select_and_scatter_add` and `select_and_gather_add`: the primitives JAX's autodiff of max and
//! min pooling emits (`jax.grad` of `reduce_window_max` gives `select_and_scatter_add`,
//! `jax.jvp` gives `select_and_gather_add`), their params and JAX's shape rules
//! (`jax/_src/lax/windowed_reductions.py`).

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, op_names, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple;
use crate::type_error::RuleError;
use crate::types::Aval;
use crate::windows::{infer_reduce_window, ReduceWindow, Window, WindowOp};

/// Which of the two primitives, by the name JAX prints.
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
pub enum SelectWindowKind {
    /// `select_and_scatter_add source operand`: each window's `source` value added at the
    /// position the window selects in `operand`; the result has `operand`'s shape.
    #[strum(serialize = "select_and_scatter_add")]
    ScatterAdd,
    /// `select_and_gather_add tangents operand`: each window's `tangents` value at the position
    /// the window selects in `operand`; the result has the windowed shape.
    #[strum(serialize = "select_and_gather_add")]
    GatherAdd,
}

op_names!(SelectWindowKind);

/// `select_prim=ge` (max pooling) or `select_prim=le` (min pooling).
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
pub enum SelectPrim {
    Ge,
    Le,
}

op_names!(SelectPrim);

/// The params of both primitives. `select_and_scatter_add` has no dilations: its `window`
/// holds ones there and they are not printed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SelectWindow {
    pub kind: SelectWindowKind,
    pub select_prim: SelectPrim,
    pub window: Window,
}

impl SelectWindow {
    /// The params in the order JAX prints them (sorted by name).
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        let w = &self.window;
        let padding: Vec<String> = w
            .padding
            .iter()
            .map(|(l, h)| format!("({l}, {h})"))
            .collect();
        let mut v = vec![
            ("padding", py_tuple(&padding)),
            ("select_prim", self.select_prim.name().to_string()),
            ("window_dimensions", py_tuple(&w.window_dimensions)),
            ("window_strides", py_tuple(&w.window_strides)),
        ];
        if self.kind == SelectWindowKind::GatherAdd {
            v.insert(0, ("base_dilation", py_tuple(&w.base_dilation)));
            v.insert(3, ("window_dilation", py_tuple(&w.window_dilation)));
        }
        v
    }
}

/// JAX's shape rules: `select_and_scatter_add` returns the operand's shape (with the source's
/// dtype); `select_and_gather_add` needs equal shapes and returns the windowed shape
/// (`_common_reduce_window_shape_rule`). Both need equal dtypes (JAX's `input_dtype` and the
/// StableHLO verifier).
pub fn infer_select_window(s: &SelectWindow, inputs: &[Aval]) -> Result<Vec<Aval>, RuleError> {
    let [a, operand] = inputs else {
        return Err(format!("{} takes 2 operands, got {}", s.name(), inputs.len()).into());
    };
    if a.dtype != operand.dtype {
        return Err(format!(
            "{} requires arguments to have the same dtypes, got {}, {}.",
            s.name(),
            a.dtype.numpy_name(),
            operand.dtype.numpy_name()
        )
        .into());
    }
    let windowed = infer_reduce_window(
        &ReduceWindow {
            op: WindowOp::Max,
            window: s.window.clone(),
        },
        operand,
    )?;
    match s.kind {
        SelectWindowKind::GatherAdd => {
            if a.dims() != operand.dims() {
                return Err(format!(
                    "select_and_gather_add tangents and operand shapes must match, got {} and {}.",
                    py_tuple(a.dims()),
                    py_tuple(operand.dims())
                )
                .into());
            }
            Ok(windowed)
        }
        SelectWindowKind::ScatterAdd => {
            if windowed.first().map(|w| w.dims()) != Some(a.dims()) {
                return Err(format!(
                    "select_and_scatter_add source shape {} must be the windowed operand shape {}",
                    py_tuple(a.dims()),
                    py_tuple(windowed.first().map(|w| w.dims()).unwrap_or(&[]))
                )
                .into());
            }
            Ok(vec![Aval::new(a.dtype, operand.dims().to_vec())])
        }
    }
}

impl PrimitiveDef for SelectWindow {
    const NAMES: &'static [&'static str] = <SelectWindowKind as strum::VariantNames>::VARIANTS;
    fn name(&self) -> &'static str {
        self.kind.name()
    }
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        infer_select_window(self, inputs)
    }
}
