//! `select_and_scatter_add` and `select_and_gather_add`: the primitives JAX's autodiff of max and
//! min pooling emits (`jax.grad` of `reduce_window_max` gives `select_and_scatter_add`,
//! `jax.jvp` gives `select_and_gather_add`), their params and JAX's shape rules
//! (`jax/_src/lax/windowed_reductions.py`).

use crate::pyfmt::py_tuple;
use crate::types::Aval;
use crate::windows::{infer_reduce_window, ReduceWindow, Window, WindowOp};

/// Which of the two primitives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SelectWindowKind {
    /// `select_and_scatter_add source operand`: each window's `source` value added at the
    /// position the window selects in `operand`; the result has `operand`'s shape.
    ScatterAdd,
    /// `select_and_gather_add tangents operand`: each window's `tangents` value at the position
    /// the window selects in `operand`; the result has the windowed shape.
    GatherAdd,
}

/// `select_prim=ge` (max pooling) or `select_prim=le` (min pooling).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SelectPrim {
    Ge,
    Le,
}

impl SelectPrim {
    pub fn name(self) -> &'static str {
        match self {
            SelectPrim::Ge => "ge",
            SelectPrim::Le => "le",
        }
    }

    pub fn parse(s: &str) -> Option<SelectPrim> {
        match s {
            "ge" => Some(SelectPrim::Ge),
            "le" => Some(SelectPrim::Le),
            _ => None,
        }
    }
}

/// The params of both primitives. `select_and_scatter_add` has no dilations: its `window`
/// holds ones there and they are not printed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SelectWindow {
    pub kind: SelectWindowKind,
    pub select_prim: SelectPrim,
    pub window: Window,
}

impl SelectWindow {
    pub fn name(&self) -> &'static str {
        match self.kind {
            SelectWindowKind::ScatterAdd => "select_and_scatter_add",
            SelectWindowKind::GatherAdd => "select_and_gather_add",
        }
    }

    /// The params in the order JAX prints them (sorted by name).
    pub fn params(&self) -> Vec<(&'static str, String)> {
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
pub fn infer_select_window(s: &SelectWindow, inputs: &[Aval]) -> Result<Vec<Aval>, String> {
    let [a, operand] = inputs else {
        return Err(format!(
            "{} takes 2 operands, got {}",
            s.name(),
            inputs.len()
        ));
    };
    if a.dtype != operand.dtype {
        return Err(format!(
            "{} requires arguments to have the same dtypes, got {}, {}.",
            s.name(),
            a.dtype.numpy_name(),
            operand.dtype.numpy_name()
        ));
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
                ));
            }
            Ok(windowed)
        }
        SelectWindowKind::ScatterAdd => {
            if windowed.first().map(|w| w.dims()) != Some(a.dims()) {
                return Err(format!(
                    "select_and_scatter_add source shape {} must be the windowed operand shape {}",
                    py_tuple(a.dims()),
                    py_tuple(windowed.first().map(|w| w.dims()).unwrap_or(&[]))
                ));
            }
            Ok(vec![Aval::new(a.dtype, operand.dims().to_vec())])
        }
    }
}
