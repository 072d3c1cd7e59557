//! `custom_linear_solve`: JAX lowers it with `mlir.lower_fun(_custom_linear_solve_impl)`, the
//! `solve` jaxpr applied to its consts and `b`, its equations inlined where the primitive stands
//! (a `jit` inside it is a function call as anywhere else). `matvec`, `vecmat` and
//! `transpose_solve` are only there for differentiation and are not lowered.

use minihlo_ir::linear_solve::{LinearSolve, SOLVE};

use super::control_flow::{no_constvars, unsupported};
use crate::ctx::{EqnCtx, Lowering};

pub(super) fn linear_solve<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    p: &LinearSolve,
) -> Lowering<'c, 'a> {
    let Some(solve) = p.jaxprs[SOLVE] else {
        return Err(unsupported("custom_linear_solve", "no solve jaxpr"));
    };
    let Some((consts, b)) = p.split(cx.xs) else {
        return Err(unsupported(
            "custom_linear_solve",
            "fewer operands than const_lengths counts",
        ));
    };
    let args: Vec<_> = consts[SOLVE].iter().chain(b).copied().collect();
    let solve = cx.state.program.get(solve);
    no_constvars("custom_linear_solve", solve)?;
    cx.lower_ctx().lower_jaxpr(solve, &args)
}
