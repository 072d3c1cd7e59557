//! Readers of the structured primitives: gather, the scatters, pad, rev, sort, top_k, the
//! cumulative and windowed reductions, `reduce` and `reduce_window` with a jaxpr, `split` and
//! its kin, and convolutions.

use minihlo_ir::convolution::Conv;
use minihlo_ir::indexing::{Gather, Scatter};
use minihlo_ir::primitive::Rev;
use minihlo_ir::structural::{Cumulative, Pad, Restructure, RestructureKind, Sort, TopK};
use minihlo_ir::windows::{GenericReduce, GenericReduceWindow, ReduceWindow, Window};
use minihlo_ir::Primitive;

use super::{Read, ReadCx};
use crate::ast::ValueKind;
use crate::param_values::{
    conv_dimension_numbers, fill_value, gather_dimension_numbers, mode, padding_config, precision,
    py_ints, scatter_dimension_numbers, window_padding,
};
use crate::params::{
    bool_of, dim_of_value, dims_of, dtype_of, opt, text_of, usize_of, usizes_of, Params, R,
};

fn window(p: &mut Params) -> R<Window> {
    Ok(Window {
        window_dimensions: p.required("window_dimensions", dims_of)?,
        window_strides: p.required("window_strides", dims_of)?,
        padding: p.required("padding", window_padding)?,
        base_dilation: p.required("base_dilation", dims_of)?,
        window_dilation: p.required("window_dilation", dims_of)?,
    })
}

/// An empty tuple param (`update_consts=()`, `consts=()`): closed-over constants the text does
/// not carry are not supported.
fn no_consts(p: &mut Params, name: &str) -> R<()> {
    if let Some(param) = p.take(name) {
        if !matches!(&param.value.kind, ValueKind::Tuple(v) | ValueKind::List(v) if v.is_empty()) {
            return Err(p.invalid(name, &param.value, "`()`".into()));
        }
    }
    Ok(())
}

impl Read for Gather {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let p = &mut cx.p;
        Ok(Primitive::Gather(Box::new(Gather {
            dimension_numbers: p.required("dimension_numbers", gather_dimension_numbers)?,
            slice_sizes: p.required("slice_sizes", dims_of)?,
            indices_are_sorted: p.optional("indices_are_sorted", bool_of)?.unwrap_or(false),
            unique_indices: p.optional("unique_indices", bool_of)?.unwrap_or(false),
            mode: p.required("mode", mode)?,
            fill_value: p.optional("fill_value", fill_value)?.flatten(),
        })))
    }
}

impl Read for Scatter {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let kind = cx.kind()?;
        let update_jaxpr = cx.optional_jaxpr("update_jaxpr")?;
        let p = &mut cx.p;
        no_consts(p, "update_consts")?;
        Ok(Primitive::Scatter(Box::new(Scatter {
            kind,
            dimension_numbers: p.required("dimension_numbers", scatter_dimension_numbers)?,
            indices_are_sorted: p.optional("indices_are_sorted", bool_of)?.unwrap_or(false),
            unique_indices: p.optional("unique_indices", bool_of)?.unwrap_or(false),
            mode: p.required("mode", mode)?,
            update_jaxpr,
        })))
    }
}

impl Read for Pad {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Pad(Box::new(Pad {
            padding_config: cx.p.required("padding_config", padding_config)?,
        })))
    }
}

impl Read for Rev {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Rev(Rev {
            dimensions: cx.p.required("dimensions", usizes_of)?,
        }))
    }
}

impl Read for Cumulative {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Cumulative(Cumulative {
            op: cx.kind()?,
            axis: cx.p.required("axis", usize_of)?,
            reverse: cx.p.optional("reverse", bool_of)?.unwrap_or(false),
        }))
    }
}

impl Read for Sort {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::Sort(Sort {
            dimension: cx.p.required("dimension", usize_of)?,
            is_stable: cx.p.optional("is_stable", bool_of)?.unwrap_or(false),
            num_keys: cx.p.required("num_keys", usize_of)?,
        }))
    }
}

impl Read for TopK {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::TopK(TopK {
            k: cx.p.required("k", dim_of_value)?,
            axis: cx.p.required("axis", usize_of)?,
            is_stable: cx.p.optional("is_stable", bool_of)?.unwrap_or(false),
        }))
    }
}

impl Read for Restructure {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let kind = cx.kind()?;
        let p = &mut cx.p;
        let r = match kind {
            RestructureKind::Split => Restructure::Split {
                axis: p.required("axis", usize_of)?,
                sizes: p.required("sizes", py_ints)?,
            },
            RestructureKind::Stack => Restructure::Stack {
                axis: p.required("axis", usize_of)?,
            },
            RestructureKind::Unstack => Restructure::Unstack {
                axis: p.required("axis", usize_of)?,
            },
            RestructureKind::Tile => Restructure::Tile {
                reps: p.required("reps", py_ints)?,
            },
        };
        Ok(Primitive::Restructure(Box::new(r)))
    }
}

impl Read for ReduceWindow {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::ReduceWindow(Box::new(ReduceWindow {
            op: cx.kind()?,
            window: window(&mut cx.p)?,
        })))
    }
}

impl Read for GenericReduce {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let jaxpr = cx.jaxpr("jaxpr")?;
        Ok(Primitive::ReduceJaxpr(Box::new(GenericReduce {
            computation: cx.p.required("computation", text_of)?,
            dimensions: cx.p.required("dimensions", usizes_of)?,
            jaxpr,
        })))
    }
}

impl Read for GenericReduceWindow {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let jaxpr = cx.jaxpr("jaxpr")?;
        no_consts(&mut cx.p, "consts")?;
        Ok(Primitive::ReduceWindowJaxpr(Box::new(
            GenericReduceWindow {
                window: window(&mut cx.p)?,
                jaxpr,
            },
        )))
    }
}

impl Read for Conv {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let p = &mut cx.p;
        p.none_only("out_sharding", "sharded convolutions")?;
        let [lhs_spec, rhs_spec, out_spec] =
            p.required("dimension_numbers", conv_dimension_numbers)?;
        Ok(Primitive::ConvGeneralDilated(Box::new(Conv {
            window_strides: p.required("window_strides", dims_of)?,
            padding: p.required("padding", window_padding)?,
            lhs_dilation: p.required("lhs_dilation", dims_of)?,
            rhs_dilation: p.required("rhs_dilation", dims_of)?,
            lhs_spec,
            rhs_spec,
            out_spec,
            feature_group_count: p.required("feature_group_count", dim_of_value)?,
            batch_group_count: p.required("batch_group_count", dim_of_value)?,
            precision: p.optional("precision", precision)?.flatten(),
            preferred_element_type: p
                .optional("preferred_element_type", opt(dtype_of))?
                .flatten(),
        })))
    }
}
