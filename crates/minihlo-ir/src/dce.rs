//! Dead-code elimination as JAX does it: an equation whose outputs are all unused disappears
//! unless it has a side effect (a `has_side_effect=True` buffer_callback).

use crate::jaxpr::{Atom, Jaxpr};

/// Removes dead equations. Inputs and outputs of the jaxpr are kept as they are.
pub fn dce(jaxpr: &Jaxpr) -> Jaxpr {
    let mut used = vec![false; jaxpr.vars.len()];
    let mark = |used: &mut Vec<bool>, a: &Atom| {
        if let Atom::Var(v) = a {
            if let Some(u) = used.get_mut(v.index()) {
                *u = true;
            }
        }
    };
    for a in &jaxpr.outvars {
        mark(&mut used, a);
    }
    let mut keep = vec![false; jaxpr.eqns.len()];
    for (i, eqn) in jaxpr.eqns.iter().enumerate().rev() {
        let live = eqn.primitive.has_side_effect()
            || eqn
                .outputs
                .iter()
                .any(|v| used.get(v.index()).copied().unwrap_or(false));
        if live {
            keep[i] = true;
            for a in &eqn.inputs {
                mark(&mut used, a);
            }
        }
    }
    let mut out = jaxpr.clone();
    out.eqns = jaxpr
        .eqns
        .iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .map(|(e, _)| e.clone())
        .collect();
    out
}
