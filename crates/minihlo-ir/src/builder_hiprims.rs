//! Builder methods of the hijax primitives: `Ldexp` and `Frexp` (`jnp.ldexp`, `jnp.frexp`), whose
//! params are the operands' types, taken from the operands as `jnp` takes them, and `Nonzero`
//! (`jnp.nonzero` with `size=`).

use crate::builder::Builder;
use crate::hiprims::{Frexp, Ldexp, Nonzero};
use crate::jaxpr::{Atom, Var};
use crate::primitive::Primitive;
use crate::BuildError;

type Built<T> = Result<T, BuildError>;

fn unknown(primitive: &'static str) -> BuildError {
    BuildError::refused(primitive, "an operand of another builder")
}

impl Builder {
    /// `Ldexp[x1_aval x2_aval] x1 x2`: `x1 * 2 ** x2` on the IEEE fields (`jnp.ldexp` after its
    /// broadcasting: one shape, a float `x1`, an integer `x2`).
    pub fn ldexp(&mut self, x1: impl Into<Atom>, x2: impl Into<Atom>) -> Built<Var> {
        let (x1, x2) = (x1.into(), x2.into());
        let p = Ldexp {
            x1_aval: self.aval(x1).ok_or_else(|| unknown("Ldexp"))?,
            x2_aval: self.aval(x2).ok_or_else(|| unknown("Ldexp"))?,
        };
        self.one(Primitive::Ldexp(Box::new(p)), &[x1, x2])
    }

    /// `Frexp[x_aval] x`: the mantissa and the `int32` exponent (`jnp.frexp`).
    pub fn frexp(&mut self, x: impl Into<Atom>) -> Built<(Var, Var)> {
        let x = x.into();
        let p = Frexp {
            x_aval: self.aval(x).ok_or_else(|| unknown("Frexp"))?,
        };
        let [m, e] = self.outputs(Primitive::Frexp(Box::new(p)), &[x])?;
        Ok((m, e))
    }

    /// `Nonzero[size axes out_dtype] a *fill_values`: per axis of `p.axes`, the indices along it
    /// of the first `p.size` nonzero elements of `a` (row-major over the axes, for each index of
    /// the other axes), padded with `fill_values` (none, or one per axis of dtype `out_dtype`,
    /// broadcastable to the other axes' shape) or zeros. `jnp.nonzero(a, size=n)` is
    /// `axes` all of `a`'s axes and `out_dtype` the default integer dtype.
    pub fn nonzero(
        &mut self,
        a: impl Into<Atom>,
        fill_values: &[Atom],
        p: Nonzero,
    ) -> Built<Vec<Var>> {
        let mut inputs = vec![a.into()];
        inputs.extend_from_slice(fill_values);
        self.eqn(Primitive::Nonzero(Box::new(p)), &inputs)
    }
}
