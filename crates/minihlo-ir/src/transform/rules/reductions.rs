//! Reductions: `defreducer` (`reduce_sum`, ..., `argmax`, `argmin`): the axes bumped past the
//! batch dimension with NumPy (`np.where(np.less(axes, bdim), axes, np.add(axes, 1))`), so they
//! print as `np.int64`.

use crate::jaxpr::Eqn;
use crate::primitive::{ArgReduce, Primitive, Reduce};

use super::super::batch::BVal;
use super::super::emit::{ix_tuple, nps, Em, R};
use super::super::error::VmapError;

/// `batching.reducer_batcher`.
pub(super) fn reducer(em: &mut Em, eqn: &Eqn, ins: &[BVal]) -> R<Vec<BVal>> {
    let b = ins[0];
    let bdim = b.d.unwrap_or(0);
    let ndim = em.ndim(&b.x);
    let bump = |axes: &[usize]| -> Vec<usize> {
        axes.iter()
            .map(|&a| if a < bdim { a } else { a + 1 })
            .collect()
    };
    // `out_axis(axes, bdim)`: where the batch dimension lands among the kept dimensions.
    let out_dim = |axes: &[usize]| {
        (0..ndim)
            .filter(|d| !axes.contains(d))
            .position(|d| d == bdim)
    };
    let (prim, axes) = match &eqn.primitive {
        Primitive::Reduce(Reduce { op, axes }) => {
            let a = bump(axes);
            (
                Primitive::Reduce(Reduce {
                    op: *op,
                    axes: a.clone(),
                }),
                a,
            )
        }
        Primitive::ArgReduce(ArgReduce {
            op,
            axes,
            index_dtype,
        }) => {
            let a = bump(axes);
            (
                Primitive::ArgReduce(ArgReduce {
                    op: *op,
                    axes: a.clone(),
                    index_dtype: *index_dtype,
                }),
                a,
            )
        }
        p => return Err(VmapError::unsupported(p.name(), "")),
    };
    let d = out_dim(&axes);
    let out = em.bind1_t(prim, &[b.x], vec![("axes", ix_tuple(&nps(&axes)))])?;
    Ok(vec![BVal::new(out, d)])
}
