//! `reduce_window_sum`, `reduce_window_max`, `reduce_window_min`: JAX's specialised windowed
//! reductions (max-pooling, sum-pooling), their params and JAX's shape rule
//! (`jax/_src/lax/windowed_reductions.py`).

use crate::primitive::py_tuple;
use crate::types::Aval;

/// Which specialised windowed reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WindowOp {
    Sum,
    Max,
    Min,
}

impl WindowOp {
    pub const ALL: [WindowOp; 3] = [WindowOp::Sum, WindowOp::Max, WindowOp::Min];

    pub fn name(self) -> &'static str {
        match self {
            WindowOp::Sum => "reduce_window_sum",
            WindowOp::Max => "reduce_window_max",
            WindowOp::Min => "reduce_window_min",
        }
    }
}

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
    pub fn params(&self) -> Vec<(&'static str, String)> {
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
pub fn infer_reduce_window(r: &ReduceWindow, x: &Aval) -> Result<Vec<Aval>, String> {
    let w = &r.window;
    if r.op == WindowOp::Sum && x.dtype.is_bool() {
        return Err("operand to reduce_window_sum must have a number dtype, got bool".into());
    }
    let dims = py_tuple(&w.window_dimensions);
    if x.rank() != w.window_dimensions.len() {
        return Err(format!(
            "reduce_window got the wrong number of window_dimensions for operand: got operand shape {} with window_dimensions {dims}.",
            py_tuple(x.dims())
        ));
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
            ));
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
            ));
        }
    }
    if w.padding.len() != x.rank() {
        return Err(format!(
            "reduce_window padding must have one (low, high) pair per operand dimension, got {} for operand shape {}",
            w.padding.len(),
            py_tuple(x.dims())
        ));
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
