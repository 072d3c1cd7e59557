//! The inlining budget, checked before any MLIR is built: branches, loop bodies and custom-call
//! primals are inlined once per use (as JAX lowers them), so a program whose jaxprs share each
//! other through them can stand for exponentially many equations. Counting them per jaxpr id,
//! callees first, takes time linear in the program; the lowering's own count (which also sees
//! unrolled scan copies) stays the authority, and this count never exceeds it.

use minihlo_ir::{Primitive, Program};

use crate::ctx::MAX_LOWERED_EQNS;
use crate::error::LowerError;

/// Refuses a program whose module would hold more than [`MAX_LOWERED_EQNS`] lowered equations,
/// with the lowering's message, before lowering starts.
pub(crate) fn check_inline_budget(program: &Program) -> Result<(), LowerError> {
    // inlined[id]: the equations lowering the jaxpr `id` once puts in place, bodies inlined.
    let mut inlined: Vec<usize> = Vec::with_capacity(program.jaxprs().len());
    for j in program.jaxprs() {
        let mut n = j.eqns.len();
        for e in &j.eqns {
            let inner = match &e.primitive {
                // A call: the function is emitted once, counted below.
                Primitive::Jit(_) => 0,
                // Only the solve jaxpr is lowered (inlined).
                Primitive::LinearSolve(p) => {
                    p.jaxprs[minihlo_ir::linear_solve::SOLVE].map_or(0, |s| inlined[s.index()])
                }
                p => p
                    .sub_jaxprs()
                    .map(|s| inlined[s.index()])
                    .fold(0, usize::saturating_add),
            };
            n = n.saturating_add(inner);
        }
        inlined.push(n);
    }
    // Each jaxpr called through jit is one function, however many calls reach it.
    let reachable = program.reachable();
    let mut called = vec![false; inlined.len()];
    for (j, _) in program.jaxprs().iter().zip(&reachable).filter(|(_, r)| **r) {
        for e in &j.eqns {
            if let Primitive::Jit(p) = &e.primitive {
                called[p.jaxpr.index()] = true;
            }
        }
    }
    let total = inlined
        .iter()
        .zip(&called)
        .filter(|(_, c)| **c)
        .map(|(n, _)| *n)
        .fold(inlined[program.main_id().index()], usize::saturating_add);
    if total > MAX_LOWERED_EQNS {
        return Err(LowerError::Unsupported {
            primitive: "jaxpr".into(),
            reason: format!(
                "the module would hold more than {MAX_LOWERED_EQNS} lowered equations (branches and loop bodies are inlined once per use)"
            ),
        });
    }
    Ok(())
}
