//! `custom_linear_solve` (`lax.custom_linear_solve`, and through it `jnp.linalg.solve`, `inv`,
//! `jax.scipy.linalg.solve`): four optional sub-jaxprs (`matvec`, `vecmat`, `solve`,
//! `transpose_solve`), each taking its own consts then the right-hand side `b`.
//!
//! The operands are every jaxpr's consts in that order (`const_lengths` of each), then the leaves
//! of `b`; the results are `b`'s avals (plus `solve`'s auxiliary outputs when it has any). Only
//! `solve` runs: JAX lowers the primitive as `solve(*solve_consts, *b)`.

use crate::callee::{Callees, JaxprId};
use crate::control::avals_short;
use crate::primitive_def::{JaxprLabel, PrimitiveDef, PrintedParam};
use crate::type_error::RuleError;
use crate::types::Aval;

/// The field names of JAX's `_LinearSolveTuple`, in order.
pub const FIELDS: [&str; 4] = ["matvec", "vecmat", "solve", "transpose_solve"];

/// Index of `solve` in [`FIELDS`].
pub const SOLVE: usize = 2;

/// How messages name the jaxprs of [`FIELDS`].
const LABELS: [&str; 4] = [
    "matvec jaxpr",
    "vecmat jaxpr",
    "solve jaxpr",
    "transpose_solve jaxpr",
];

/// `custom_linear_solve[const_lengths=... jaxprs=...] *consts *b`.
#[derive(Clone, Debug, PartialEq)]
pub struct LinearSolve {
    /// How many operands each jaxpr takes before `b` (matvec, vecmat, solve, transpose_solve).
    pub const_lengths: [usize; 4],
    /// The jaxprs; `vecmat` and `transpose_solve` are `None` without a `transpose_solve`.
    /// `matvec` and `solve` are always there in JAX; a missing one is refused by the shape rule.
    pub jaxprs: [Option<JaxprId>; 4],
}

impl LinearSolve {
    /// `const_lengths` as JAX prints it.
    pub fn const_lengths_text(&self) -> String {
        let [m, v, s, t] = self.const_lengths;
        format!("_LinearSolveTuple(matvec={m}, vecmat={v}, solve={s}, transpose_solve={t})")
    }

    /// The operands' split: `(consts of each jaxpr, b)`, or `None` when there are fewer operands
    /// than consts.
    pub fn split<'x, T>(&self, xs: &'x [T]) -> Option<([&'x [T]; 4], &'x [T])> {
        let mut rest = xs;
        let mut parts: [&[T]; 4] = [&[]; 4];
        for (p, &n) in parts.iter_mut().zip(&self.const_lengths) {
            if rest.len() < n {
                return None;
            }
            let (a, b) = rest.split_at(n);
            *p = a;
            rest = b;
        }
        Some((parts, rest))
    }
}

impl PrimitiveDef for LinearSolve {
    const NAMES: &'static [&'static str] = &["custom_linear_solve"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        vec![
            (
                "const_lengths",
                PrintedParam::Text(self.const_lengths_text()),
            ),
            ("jaxprs", PrintedParam::LinearSolveJaxprs(self.jaxprs)),
        ]
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        for (label, j) in LABELS.into_iter().zip(self.jaxprs) {
            if let Some(j) = j {
                visit(JaxprLabel::Named(label), j);
            }
        }
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        self.jaxprs.iter_mut().flatten().for_each(visit);
    }
    /// JAX's effects of the equation are its solve jaxpr's (the others never run).
    fn has_side_effect(&self, effects: &[bool]) -> bool {
        self.jaxprs[SOLVE].is_some_and(|j| effects.get(j.index()).copied().unwrap_or(false))
    }
    /// JAX's `_linear_solve_abstract_eval`, with the checks `custom_linear_solve` makes when it
    /// traces the functions (each jaxpr takes its consts and `b`, and returns `b`'s shapes).
    fn infer(&self, inputs: &[Aval], jaxprs: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let total: usize = self.const_lengths.iter().sum();
        let Some((consts, b)) = self.split(inputs) else {
            return Err(format!(
                "{} operands, fewer than the {total} consts const_lengths counts",
                inputs.len()
            )
            .into());
        };
        for (k, name) in FIELDS.iter().enumerate() {
            let Some(id) = self.jaxprs[k] else {
                if k == 0 || k == SOLVE {
                    return Err(format!("the {name} jaxpr is required, got None").into());
                }
                if self.const_lengths[k] != 0 {
                    return Err(format!(
                        "no {name} jaxpr, but const_lengths gives it {} consts",
                        self.const_lengths[k]
                    )
                    .into());
                }
                continue;
            };
            let sig = jaxprs.signature(id)?;
            let expected: Vec<Aval> = consts[k].iter().chain(b).cloned().collect();
            if sig.ins != expected {
                return Err(format!(
                    "the {name} jaxpr takes {}, but is given {} (its consts, then b)",
                    avals_short(&sig.ins),
                    avals_short(&expected),
                )
                .into());
            }
            // JAX's `_check_shapes`: the function's outputs have b's shapes (solve and
            // transpose_solve may return auxiliary values after them).
            let outs = if k >= SOLVE && sig.outs.len() > b.len() {
                &sig.outs[..b.len()]
            } else {
                &sig.outs[..]
            };
            let shapes = |a: &[Aval]| -> Vec<Vec<u64>> {
                a.iter().map(|x| x.shape.dims().to_vec()).collect()
            };
            if shapes(outs) != shapes(b) {
                return Err(format!(
                    "{name}() output shapes must match b, got {} and {}",
                    py_shapes(&shapes(outs)),
                    py_shapes(&shapes(b))
                )
                .into());
            }
        }
        let solve = self.jaxprs[SOLVE]
            .map(|id| jaxprs.signature(id))
            .transpose()?;
        let mut outs = b.to_vec();
        if let Some(s) = solve {
            outs.extend(s.outs.iter().skip(b.len()).cloned());
        }
        Ok(outs)
    }
}

/// A list of shapes as Python prints `[np.shape(x), ...]`: `[(3,), (2, 3)]`.
fn py_shapes(shapes: &[Vec<u64>]) -> String {
    let items: Vec<String> = shapes.iter().map(|s| crate::pyfmt::py_tuple(s)).collect();
    format!("[{}]", items.join(", "))
}
