//! Builder methods of the linear-algebra primitives ([`crate::linalg`]).

use crate::builder::{BuildError, Builder};
use crate::jaxpr::{Atom, Var};
use crate::linalg::{Linalg, TriangularSolve};
use crate::primitive::Primitive;

impl Builder {
    /// Any linear-algebra primitive applied to `inputs`, typed by JAX's rule; its outputs in
    /// JAX's order.
    pub fn linalg(&mut self, prim: Linalg, inputs: &[Atom]) -> Result<Vec<Var>, BuildError> {
        self.eqn(crate::Primitive::Linalg(Box::new(prim)), inputs)
    }

    /// `cholesky x` (`lax.linalg.cholesky` with `symmetrize_input=False`).
    pub fn cholesky(&mut self, x: impl Into<Atom>) -> Result<Var, BuildError> {
        self.one(Primitive::Linalg(Box::new(Linalg::Cholesky)), &[x.into()])
    }

    /// `triangular_solve a b`.
    pub fn triangular_solve(
        &mut self,
        a: impl Into<Atom>,
        b: impl Into<Atom>,
        t: TriangularSolve,
    ) -> Result<Var, BuildError> {
        self.one(
            Primitive::Linalg(Box::new(Linalg::TriangularSolve(t))),
            &[a.into(), b.into()],
        )
    }
}
