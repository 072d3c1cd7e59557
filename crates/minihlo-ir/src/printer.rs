//! Prints a [`Program`] as `jax.make_jaxpr` prints it (JAX 0.12); the work is done by
//! [`crate::pretty`], which builds JAX's own pretty-printer document.

use std::fmt;

use crate::program::Program;

pub use crate::pretty::var_name;

impl fmt::Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_jaxpr(self))
    }
}

/// The whole program as JAX prints it.
pub fn print_jaxpr(program: &Program) -> String {
    crate::pretty::pretty_print(program)
}
