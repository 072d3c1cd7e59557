//! How large a program minihlo accepts. Everything past a limit is an error with a message that
//! names the limit, never a crash, a hang or gigabytes of MLIR.
//!
//! The other limits live beside what they limit: [`crate::types::MAX_RANK`] and
//! [`crate::types::Shape::validate`] (dimensions and element counts within i64),
//! [`crate::pretty::MAX_DEPTH`] (nested jaxprs), and the jaxpr parser's input size and nesting.

use crate::jaxpr::Atom;
use crate::program::Program;

/// Equations in a program, sub-jaxprs included (a shared sub-jaxpr counts once).
pub const MAX_EQNS: usize = 1 << 20;
/// Literal operands in a program (each becomes a constant when lowered).
pub const MAX_LITERALS: usize = 1 << 20;
/// Operands, or outputs, of one equation.
pub const MAX_EQN_ARITY: usize = 1 << 16;
/// Variables of one jaxpr (handles are `u32`).
pub const MAX_VARS: usize = 1 << 24;

/// Checks the program's size against the limits above; the message names the limit passed.
/// Every jaxpr the main reaches counts once, however often it is called.
pub fn check_size(program: &Program) -> Result<(), String> {
    let mut eqns = 0usize;
    let mut literals = 0usize;
    let reachable = program.reachable();
    let is_literal = |a: &&Atom| matches!(a, Atom::Literal(_));
    for (j, _) in program.jaxprs().iter().zip(reachable).filter(|(_, r)| *r) {
        if j.vars.len() > MAX_VARS {
            return Err(format!(
                "a jaxpr has {} variables; the limit is {MAX_VARS}",
                j.vars.len()
            ));
        }
        eqns += j.eqns.len();
        if eqns > MAX_EQNS {
            return Err(format!(
                "the program has more than {MAX_EQNS} equations (the limit)"
            ));
        }
        literals += j.outvars.iter().filter(is_literal).count();
        for (i, e) in j.eqns.iter().enumerate() {
            for (what, n) in [("operands", e.inputs.len()), ("outputs", e.outputs.len())] {
                if n > MAX_EQN_ARITY {
                    return Err(format!(
                        "equation {i} ({}) has {n} {what}; the limit is {MAX_EQN_ARITY}",
                        e.primitive.name()
                    ));
                }
            }
            literals += e.inputs.iter().filter(is_literal).count();
        }
        if literals > MAX_LITERALS {
            return Err(format!(
                "the program has more than {MAX_LITERALS} literal operands (the limit)"
            ));
        }
    }
    Ok(())
}
