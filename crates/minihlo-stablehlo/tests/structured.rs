//! The structured primitives built from Rust (gather, scatter, sort, windows, convolution, ...):
//! one snapshot per family (jaxpr, module, callback table), checked by the interop step too.

use minihlo_ir::convolution::{Conv, Precision};
use minihlo_ir::indexing::{
    Gather, GatherDimensionNumbers, GatherScatterMode, Scatter, ScatterDimensionNumbers,
    ScatterKind,
};
use minihlo_ir::structural::{CumOp, PyInt, Restructure, Sort, TopK};
use minihlo_ir::windows::{Window, WindowOp};
use minihlo_ir::{Atom, Aval, DType, Literal};
use minihlo_stablehlo::FfiForm;

use crate::lower::{build, check_lower, opts, Body};

fn take(mode: GatherScatterMode) -> Gather {
    Gather {
        dimension_numbers: GatherDimensionNumbers {
            offset_dims: vec![1],
            collapsed_slice_dims: vec![0],
            start_index_map: vec![0],
            ..GatherDimensionNumbers::default()
        },
        slice_sizes: vec![1, 4],
        indices_are_sorted: false,
        unique_indices: false,
        mode,
        fill_value: None,
    }
}

fn rows(kind: ScatterKind, mode: GatherScatterMode) -> Scatter {
    Scatter {
        kind,
        dimension_numbers: ScatterDimensionNumbers {
            update_window_dims: vec![1],
            inserted_window_dims: vec![0],
            scatter_dims_to_operand_dims: vec![0],
            ..ScatterDimensionNumbers::default()
        },
        indices_are_sorted: false,
        unique_indices: false,
        mode,
        update_jaxpr: None,
    }
}

const FAMILIES: &[(&str, Body)] = &[
    ("gather_scatter", |b| {
        let x = b.input(Aval::new(DType::F32, [3, 4]));
        let i = b.input(Aval::new(DType::I32, [2, 1]));
        let u = b.input(Aval::new(DType::F32, [2, 4]));
        let mut outs: Vec<Atom> = Vec::new();
        for mode in [
            GatherScatterMode::PromiseInBounds,
            GatherScatterMode::Clip,
            GatherScatterMode::FillOrDrop,
        ] {
            outs.push(b.gather(x, i, take(mode))?.into());
        }
        for (kind, mode) in [
            (ScatterKind::Set, GatherScatterMode::FillOrDrop),
            (ScatterKind::Add, GatherScatterMode::Clip),
            (ScatterKind::Max, GatherScatterMode::PromiseInBounds),
        ] {
            outs.push(b.scatter(x, i, u, rows(kind, mode))?.into());
        }
        Ok(outs)
    }),
    ("sort_top_k", |b| {
        let x = b.input(Aval::new(DType::F32, [3, 4]));
        let y = b.input(Aval::new(DType::I32, [3, 4]));
        let sort = Sort {
            dimension: 1,
            is_stable: true,
            num_keys: 1,
        };
        let mut outs: Vec<Atom> = b
            .sort(&[x.into(), y.into()], sort)?
            .into_iter()
            .map(Atom::from)
            .collect();
        let (v, i) = b.top_k(
            y,
            TopK {
                k: 2,
                axis: 0,
                is_stable: true,
            },
        )?;
        outs.extend([Atom::from(v), Atom::from(i)]);
        Ok(outs)
    }),
    ("windows", |b| {
        let x = b.input(Aval::new(DType::F32, [1, 2, 5, 6]));
        let pool = Window {
            window_dimensions: vec![1, 1, 2, 2],
            window_strides: vec![1, 1, 2, 2],
            padding: vec![(0, 0), (0, 0), (0, 1), (1, 0)],
            base_dilation: vec![1; 4],
            window_dilation: vec![1; 4],
        };
        Ok(vec![
            b.reduce_window(WindowOp::Max, x, pool)?.into(),
            b.cumulative(CumOp::Sum, x, 3, false)?.into(),
            b.cumulative(CumOp::Logsumexp, x, 2, true)?.into(),
        ])
    }),
    ("conv_pad_rev_split", |b| {
        let x = b.input(Aval::new(DType::F32, [2, 4, 6, 5]));
        let w = b.input(Aval::new(DType::F32, [6, 2, 3, 2]));
        let conv = Conv {
            window_strides: vec![1, 2],
            padding: vec![(1, 0), (0, 1)],
            lhs_dilation: vec![1, 1],
            rhs_dilation: vec![2, 1],
            lhs_spec: vec![0, 1, 2, 3],
            rhs_spec: vec![0, 1, 2, 3],
            out_spec: vec![0, 3, 1, 2],
            feature_group_count: 2,
            batch_group_count: 1,
            precision: Some((Precision::Highest, Precision::Highest)),
            preferred_element_type: None,
        };
        let c = b.conv_general_dilated(x, w, conv)?;
        let p = b.pad(
            w,
            Literal::f32(0.5),
            &[(1, -1, 0), (0, 0, 1), (0, 0, 0), (-1, 1, 0)],
        )?;
        let r = b.rev(p, &[0, 3])?;
        let sizes = vec![PyInt::plain(2), PyInt::plain(4)];
        let mut outs: Vec<Atom> = vec![c.into()];
        outs.extend(
            b.restructure(Restructure::Split { axis: 0, sizes }, &[r.into()])?
                .into_iter()
                .map(Atom::from),
        );
        Ok(outs)
    }),
];

#[test]
fn structured_families() {
    for (name, body) in FAMILIES {
        let program = build(*body);
        let snapshot_name = format!("structured_{name}");
        check_lower(
            &snapshot_name,
            &program,
            &opts(&snapshot_name, &["cpu"], FfiForm::Typed),
        );
    }
}
