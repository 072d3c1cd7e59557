//! The autodiff-of-pooling primitives, `approx_top_k`, `SearchSorted` and `empty` built from
//! Rust: one snapshot per family (jaxpr, module, callback table), checked by the interop step
//! too; and what is refused.

use minihlo_ir::search::{ApproxTopK, Empty, SearchMethod, SearchSorted};
use minihlo_ir::select_window::SelectPrim;
use minihlo_ir::windows::Window;
use minihlo_ir::{Atom, Aval, Builder, DType, Shape};
use minihlo_stablehlo::FfiForm;

use crate::lower::{build, check_err, check_lower, opts, Body};

fn pool(window: [u64; 2], strides: [u64; 2], padding: [(i64, i64); 2]) -> Window {
    Window {
        window_dimensions: window.to_vec(),
        window_strides: strides.to_vec(),
        padding: padding.to_vec(),
        base_dilation: vec![1, 1],
        window_dilation: vec![1, 1],
    }
}

fn search(right: bool, method: SearchMethod) -> SearchSorted {
    SearchSorted {
        right,
        dimension: 0,
        batch_dims: 0,
        method,
        dtype: DType::I32,
    }
}

const FAMILIES: &[(&str, Body, &[&str])] = &[
    (
        "pool_grad",
        |b| {
            let x = b.input(Aval::new(DType::F32, [4, 5]));
            let g = b.input(Aval::new(DType::F32, [3, 2]));
            let w = pool([2, 2], [1, 2], [(0, 0), (0, 0)]);
            let padded = pool([2, 2], [2, 2], [(1, 1), (0, 1)]);
            let h = b.input(Aval::new(DType::F32, [3, 3]));
            Ok(vec![
                b.select_and_scatter_add(g, x, SelectPrim::Ge, w.clone())?
                    .into(),
                b.select_and_scatter_add(h, x, SelectPrim::Le, padded)?
                    .into(),
                b.select_and_gather_add(x, x, SelectPrim::Ge, w)?.into(),
            ])
        },
        &["cpu"],
    ),
    (
        "search",
        |b| {
            let a = b.input(Aval::new(DType::F32, [5]));
            let q = b.input(Aval::new(DType::F32, [3]));
            let s = b.input(Aval::new(DType::F32, []));
            let mut outs: Vec<Atom> = vec![
                b.search_sorted(a, q, search(false, SearchMethod::Scan))?
                    .into(),
                b.search_sorted(a, s, search(true, SearchMethod::Scan))?
                    .into(),
                b.search_sorted(a, q, search(true, SearchMethod::Sort))?
                    .into(),
                b.search_sorted(a, q, search(false, SearchMethod::CompareAll))?
                    .into(),
            ];
            let (v, i) = b.approx_top_k(
                a,
                ApproxTopK {
                    k: 2,
                    reduction_dimension: -1,
                    recall_target: "0.95".into(),
                    is_max_k: true,
                    reduction_input_size_override: -1,
                    aggregate_to_topk: true,
                },
            )?;
            outs.extend([Atom::from(v), Atom::from(i)]);
            Ok(outs)
        },
        &["cpu"],
    ),
    (
        "empty",
        |b| {
            let e = b.empty(Empty {
                dtype: DType::F32,
                shape: Shape::new(vec![2, 3]),
            })?;
            Ok(vec![e.into()])
        },
        &["cpu", "cuda"],
    ),
];

#[test]
fn select_search_families() {
    for (name, body, platforms) in FAMILIES {
        let program = build(*body);
        let snapshot_name = format!("structured2_{name}");
        check_lower(
            &snapshot_name,
            &program,
            &opts(&snapshot_name, platforms, FfiForm::Typed),
        );
    }
}

#[test]
fn searchsorted_of_a_sorted_array_with_unbatched_axes_is_refused() {
    let mut b = Builder::new();
    let a = b.input(Aval::new(DType::F32, [2, 4, 6]));
    let q = b.input(Aval::new(DType::F32, [2, 3]));
    let s = SearchSorted {
        batch_dims: 1,
        dimension: 1,
        ..search(false, SearchMethod::Scan)
    };
    let r = b.search_sorted(a, q, s).expect("typed");
    let program = b.finish([r]);
    check_err(
        &program,
        &opts("refused", &["cpu"], FfiForm::Typed),
        "cannot lower `SearchSorted`: SearchSorted of a sorted array of rank 3 (batch_dims=1, dimension=1): minihlo lowers a one-dimensional sorted array only, and a batched one (one-dimensional per batch, `dimension` its last axis)",
    );
}
