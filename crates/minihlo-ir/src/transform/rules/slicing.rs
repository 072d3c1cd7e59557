//! Slicing and indexing: `slice`, `dynamic_slice`, `dynamic_update_slice`, `gather`,
//! `scatter*` (JAX's rules in `slicing.py`).

use crate::indexing::{
    Gather, GatherDimensionNumbers, GatherScatterMode, Scatter, ScatterDimensionNumbers,
    ScatterKind,
};
use crate::jaxpr::Eqn;
use crate::primitive::{Concatenate, DynamicSlice, Primitive, Slice};

use super::super::batch::BVal;
use super::super::emit::{any_np, ix_tuple, vals, Em, Ix, R};
use super::super::error::VmapError;

/// `slicing._slice_batching_rule`: the batch dimension sliced whole.
pub(super) fn slice(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let Primitive::Slice(Slice {
        start_indices,
        limit_indices,
        strides,
    }) = &eqn.primitive
    else {
        return Err(VmapError::unsupported(eqn.primitive.name(), ""));
    };
    let b = ins[0];
    let bd = b.d.unwrap_or(0);
    let u = |v: &[u64]| -> Vec<usize> { v.iter().map(|&x| x as usize).collect() };
    let mut start = em.cx.src_ints(eqn, "start_indices", &u(start_indices));
    let mut limit = em.cx.src_ints(eqn, "limit_indices", &u(limit_indices));
    start.insert(bd, Ix::py(0));
    limit.insert(bd, Ix::py(em.shape(&b.x)[bd] as usize));
    let strides = strides.as_ref().map(|s| {
        let mut s = em.cx.src_ints(eqn, "strides", &u(s));
        s.insert(bd, Ix::py(1));
        s
    });
    let mut texts = vec![];
    if any_np(&limit) {
        texts.push(("limit_indices", ix_tuple(&limit)));
    }
    if any_np(&start) {
        texts.push(("start_indices", ix_tuple(&start)));
    }
    if let Some(s) = strides.as_ref().filter(|s| any_np(s)) {
        texts.push(("strides", ix_tuple(s)));
    }
    let w = |v: &[Ix]| -> Vec<u64> { vals(v).into_iter().map(|x| x as u64).collect() };
    let out = em.bind1_t(
        Primitive::Slice(Slice {
            start_indices: w(&start),
            limit_indices: w(&limit),
            strides: strides.as_deref().map(w),
        }),
        &[b.x],
        texts,
    )?;
    Ok(vec![BVal::new(out, Some(bd))])
}

/// Dimension numbers as a rule computes them: every field's ints with their spelling.
#[derive(Clone, Debug, Default)]
struct Dnums([Vec<Ix>; 5]);

impl Dnums {
    /// The source equation's fields, spelled as its text spells them.
    fn from_src(em: &Em, eqn: &Eqn, fields: [&[usize]; 5]) -> Dnums {
        let all: Vec<usize> = fields.iter().flat_map(|f| f.iter().copied()).collect();
        let ints = em.cx.src_ints(eqn, "dimension_numbers", &all);
        let mut it = ints.into_iter();
        Dnums(fields.map(|f| it.by_ref().take(f.len()).collect()))
    }
    fn any_np(&self) -> bool {
        self.0.iter().any(|f| any_np(f))
    }
    fn text(&self, class: &str, names: [&str; 5]) -> String {
        let fields: Vec<String> = names
            .iter()
            .zip(&self.0)
            .map(|(n, f)| format!("{n}={}", ix_tuple(f)))
            .collect();
        format!("{class}({})", fields.join(", "))
    }
    fn vals(&self, i: usize) -> Vec<usize> {
        vals(&self.0[i])
    }
}

const GATHER_FIELDS: [&str; 5] = [
    "offset_dims",
    "collapsed_slice_dims",
    "start_index_map",
    "operand_batching_dims",
    "start_indices_batching_dims",
];
const SCATTER_FIELDS: [&str; 5] = [
    "update_window_dims",
    "inserted_window_dims",
    "scatter_dims_to_operand_dims",
    "operand_batching_dims",
    "scatter_indices_batching_dims",
];

/// `np.add(1, dims)`: each plus one, a NumPy int.
fn add1(xs: &[Ix]) -> Vec<Ix> {
    xs.iter()
        .map(|x| Ix {
            v: x.v + 1,
            np: true,
        })
        .collect()
}
/// `(0,) + tuple(np.add(1, dims))`.
fn zero_add1(xs: &[Ix]) -> Vec<Ix> {
    std::iter::once(Ix::py(0)).chain(add1(xs)).collect()
}

fn gather_dnums(d: &Dnums) -> GatherDimensionNumbers {
    GatherDimensionNumbers {
        offset_dims: d.vals(0),
        collapsed_slice_dims: d.vals(1),
        start_index_map: d.vals(2),
        operand_batching_dims: d.vals(3),
        start_indices_batching_dims: d.vals(4),
    }
}

fn scatter_dnums(d: &Dnums) -> ScatterDimensionNumbers {
    ScatterDimensionNumbers {
        update_window_dims: d.vals(0),
        inserted_window_dims: d.vals(1),
        scatter_dims_to_operand_dims: d.vals(2),
        operand_batching_dims: d.vals(3),
        scatter_indices_batching_dims: d.vals(4),
    }
}

/// `slicing._gather_batching_rule` on a gather's params.
fn gather_rule(em: &mut Em, g: &Gather, dn: Dnums, operand: BVal, indices: BVal) -> R<Vec<BVal>> {
    let [offset, collapsed, sim, obd, sibd] = dn.0;
    let mut g = g.clone();
    let (x, idx, new, out_dim);
    match (operand.d, indices.d) {
        (Some(od), None) => {
            x = em.moveaxis(operand.x, od, 0)?;
            idx = indices.x;
            g.slice_sizes.insert(0, em.shape(&x)[0]);
            new = Dnums([
                zero_add1(&offset),
                add1(&collapsed),
                add1(&sim),
                add1(&obd),
                sibd,
            ]);
            out_dim = 0;
        }
        (None, Some(id)) => {
            x = operand.x;
            idx = em.moveaxis(indices.x, id, 0)?;
            let offset = offset
                .iter()
                .map(|d| Ix {
                    v: d.v + 1,
                    np: d.np,
                })
                .collect();
            new = Dnums([offset, collapsed, sim, obd, add1(&sibd)]);
            g.unique_indices = false;
            g.indices_are_sorted = false;
            out_dim = 0;
        }
        (Some(od), Some(id)) => {
            x = em.moveaxis(operand.x, od, 0)?;
            idx = em.moveaxis(indices.x, id, 0)?;
            let n = em.shape(&x)[0];
            g.slice_sizes.insert(0, if n == 0 { 0 } else { 1 });
            new = Dnums([
                add1(&offset),
                add1(&collapsed),
                add1(&sim),
                zero_add1(&obd),
                zero_add1(&sibd),
            ]);
            out_dim = 0;
        }
        (None, None) => unreachable!("the gather rule runs on a batched operand"),
    }
    g.dimension_numbers = gather_dnums(&new);
    let texts = if new.any_np() {
        vec![(
            "dimension_numbers",
            new.text("GatherDimensionNumbers", GATHER_FIELDS),
        )]
    } else {
        vec![]
    };
    let out = em.bind1_t(Primitive::Gather(Box::new(g)), &[x, idx], texts)?;
    Ok(vec![BVal::new(out, Some(out_dim))])
}

pub(super) fn gather(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let Primitive::Gather(g) = &eqn.primitive else {
        return Err(VmapError::unsupported(eqn.primitive.name(), ""));
    };
    let d = &g.dimension_numbers;
    let dn = Dnums::from_src(
        em,
        eqn,
        [
            &d.offset_dims,
            &d.collapsed_slice_dims,
            &d.start_index_map,
            &d.operand_batching_dims,
            &d.start_indices_batching_dims,
        ],
    );
    gather_rule(em, g, dn, ins[0], ins[1])
}

/// `slicing._batch_dynamic_slice_indices`: the scalar start indices as one index vector
/// (batched `[B, n]` when any is batched).
fn batch_indices(em: &mut Em, idx: &[BVal]) -> R<BVal> {
    let size = idx.iter().find_map(|b| b.d.map(|d| em.shape(&b.x)[d]));
    let mut parts = Vec::with_capacity(idx.len());
    for b in idx {
        parts.push(match size {
            None => em.lax_broadcast(b.x, &[1])?,
            Some(n) => {
                let dims = if b.d.is_some() {
                    vec![Ix::py(0)]
                } else {
                    vec![]
                };
                em.broadcast_in_dim(b.x, vec![n, 1], &dims)?
            }
        });
    }
    let dim = if size.is_some() { 1 } else { 0 };
    let x = if parts.len() == 1 {
        parts[0]
    } else {
        em.bind1(
            Primitive::Concatenate(Concatenate { dimension: dim }),
            &parts,
        )?
    };
    Ok(BVal::new(x, size.map(|_| 0)))
}

/// `slicing._dynamic_slice_batching_rule`: a gather of the batched start indices.
pub(super) fn dynamic_slice(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let Primitive::DynamicSlice(DynamicSlice { slice_sizes }) = &eqn.primitive else {
        return Err(VmapError::unsupported(eqn.primitive.name(), ""));
    };
    let (operand, starts) = ins.split_first().expect("dynamic_slice has an operand");
    if starts.is_empty() {
        return Err(VmapError::unsupported(
            "dynamic_slice",
            "of a rank-0 operand",
        ));
    }
    let ndims = starts.len();
    let dims: Vec<Ix> = (0..ndims).map(Ix::py).collect();
    let index = batch_indices(em, starts)?;
    let g = Gather {
        dimension_numbers: GatherDimensionNumbers::default(),
        slice_sizes: slice_sizes.clone(),
        indices_are_sorted: true,
        unique_indices: true,
        mode: GatherScatterMode::Clip,
        fill_value: None,
    };
    let dn = Dnums([dims.clone(), vec![], dims, vec![], vec![]]);
    gather_rule(em, &g, dn, *operand, index)
}

/// `slicing._scatter_batching_rule` on a scatter's params.
fn scatter_rule(em: &mut Em, s: &Scatter, dn: Dnums, ins: [BVal; 3]) -> R<Vec<BVal>> {
    let [operand, indices, updates] = ins;
    let size = ins
        .iter()
        .find_map(|b| b.d.map(|d| em.shape(&b.x)[d]))
        .unwrap_or_else(|| em.size());
    let x = em.bdim_at_front(operand.x, operand.d, size)?;
    let u = em.bdim_at_front(updates.x, updates.d, size)?;
    let [uwd, iwd, sdod, obd, sibd] = dn.0;
    let (idx, new) = match indices.d {
        None => (
            indices.x,
            Dnums([zero_add1(&uwd), add1(&iwd), add1(&sdod), add1(&obd), sibd]),
        ),
        Some(_) => (
            em.bdim_at_front(indices.x, indices.d, size)?,
            Dnums([
                add1(&uwd),
                add1(&iwd),
                add1(&sdod),
                zero_add1(&obd),
                zero_add1(&sibd),
            ]),
        ),
    };
    let mut s = s.clone();
    s.dimension_numbers = scatter_dnums(&new);
    let texts = if new.any_np() {
        vec![(
            "dimension_numbers",
            new.text("ScatterDimensionNumbers", SCATTER_FIELDS),
        )]
    } else {
        vec![]
    };
    let out = em.bind1_t(Primitive::Scatter(Box::new(s)), &[x, idx, u], texts)?;
    Ok(vec![BVal::new(out, Some(0))])
}

pub(super) fn scatter(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let Primitive::Scatter(s) = &eqn.primitive else {
        return Err(VmapError::unsupported(eqn.primitive.name(), ""));
    };
    let d = &s.dimension_numbers;
    let dn = Dnums::from_src(
        em,
        eqn,
        [
            &d.update_window_dims,
            &d.inserted_window_dims,
            &d.scatter_dims_to_operand_dims,
            &d.operand_batching_dims,
            &d.scatter_indices_batching_dims,
        ],
    );
    scatter_rule(em, s, dn, [ins[0], ins[1], ins[2]])
}

/// `slicing._dynamic_update_slice_batching_rule`: `vmap` of a `scatter` of the update at the
/// batched start indices.
pub(super) fn dynamic_update_slice(em: &mut Em, _eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let (operand, update, starts) = (ins[0], ins[1], &ins[2..]);
    if starts.is_empty() {
        return Err(VmapError::unsupported(
            "dynamic_update_slice",
            "of a rank-0 operand",
        ));
    }
    let rank = em.ndim(&update.x) - usize::from(update.d.is_some());
    let dims: Vec<Ix> = (0..rank).map(Ix::py).collect();
    let index = batch_indices(em, starts)?;
    let s = Scatter {
        kind: ScatterKind::Set,
        dimension_numbers: ScatterDimensionNumbers::default(),
        indices_are_sorted: true,
        unique_indices: true,
        mode: GatherScatterMode::Clip,
        update_jaxpr: None,
    };
    let dn = Dnums([dims.clone(), vec![], dims, vec![], vec![]]);
    scatter_rule(em, &s, dn, [operand, index, update])
}
