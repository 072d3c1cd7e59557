//! Builder methods of `select_and_scatter_add`, `select_and_gather_add`, `approx_top_k`,
//! `SearchSorted` and `empty`, typed by JAX's shape rules as every builder method is.

use crate::builder::Builder;
use crate::jaxpr::{Atom, Var};
use crate::primitive::Primitive;
use crate::search::{ApproxTopK, Empty, SearchSorted};
use crate::select_window::{SelectPrim, SelectWindow, SelectWindowKind};
use crate::windows::Window;
use crate::BuildError;

type Built<T> = Result<T, BuildError>;

impl Builder {
    /// `select_and_scatter_add source operand`: each window's `source` value added where
    /// `select_prim` selects in `operand` (the gradient of max / min pooling). The window's
    /// dilations must be ones (the primitive has none).
    pub fn select_and_scatter_add(
        &mut self,
        source: impl Into<Atom>,
        operand: impl Into<Atom>,
        select_prim: SelectPrim,
        window: Window,
    ) -> Built<Var> {
        let s = SelectWindow {
            kind: SelectWindowKind::ScatterAdd,
            select_prim,
            window,
        };
        self.one(
            Primitive::SelectWindow(Box::new(s)),
            &[source.into(), operand.into()],
        )
    }

    /// `select_and_gather_add tangents operand`: each window's tangent at the element
    /// `select_prim` selects in `operand` (the JVP of max / min pooling).
    pub fn select_and_gather_add(
        &mut self,
        tangents: impl Into<Atom>,
        operand: impl Into<Atom>,
        select_prim: SelectPrim,
        window: Window,
    ) -> Built<Var> {
        let s = SelectWindow {
            kind: SelectWindowKind::GatherAdd,
            select_prim,
            window,
        };
        self.one(
            Primitive::SelectWindow(Box::new(s)),
            &[tangents.into(), operand.into()],
        )
    }

    /// `approx_top_k operand`: the values and their `i32` indices.
    pub fn approx_top_k(&mut self, operand: impl Into<Atom>, t: ApproxTopK) -> Built<(Var, Var)> {
        let [v, i] = self.outputs(Primitive::ApproxTopK(Box::new(t)), &[operand.into()])?;
        Ok((v, i))
    }

    /// `SearchSorted sorted_arr query` (`jnp.searchsorted`).
    pub fn search_sorted(
        &mut self,
        sorted: impl Into<Atom>,
        query: impl Into<Atom>,
        s: SearchSorted,
    ) -> Built<Var> {
        self.one(
            Primitive::SearchSorted(Box::new(s)),
            &[sorted.into(), query.into()],
        )
    }

    /// `empty[dtype shape]` (`jnp.empty`).
    pub fn empty(&mut self, e: Empty) -> Built<Var> {
        self.one(Primitive::Empty(Box::new(e)), &[])
    }
}
