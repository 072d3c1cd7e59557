//! What a primitive is, in one place: each param type implements [`PrimitiveDef`] (its names,
//! its printed params, its type rule and the jaxprs it calls) next to its definition, and the
//! table in [`crate::primitive`] turns those into [`crate::Primitive`]'s methods. The jaxpr
//! reader (`minihlo-jaxpr`) keys its readers by the same table.

use std::fmt;

use crate::callee::Callees;
use crate::jaxpr_id::JaxprId;
use crate::type_error::RuleError;
use crate::types::Aval;

/// The definition of a primitive (or of a family of primitives sharing one param type, such as
/// the unary ops).
///
/// The jaxpr methods have no default: a param type says which jaxprs it calls (or, with the
/// crate's `calls_no_jaxprs!`, that it calls none), so no pass that walks the program's jaxprs (the
/// checker, DCE, arena moves, printing) can miss a new primitive's.
pub trait PrimitiveDef {
    /// Every name JAX prints for a primitive of this param type.
    const NAMES: &'static [&'static str];

    /// The name JAX prints for this one.
    fn name(&self) -> &'static str {
        Self::NAMES[0]
    }

    /// The params JAX prints, in its order (sorted by name); params that hold their default or
    /// follow from the types are left out, as JAX 0.12 does. `n_inputs` is the equation's
    /// operand count (a callback's default `in_tree` depends on it).
    fn params(&self, _n_inputs: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        Vec::new()
    }

    /// The output avals of this primitive applied to `inputs`, or why not (JAX's message where
    /// JAX has one). `callees` are the program's jaxprs, for primitives that call some.
    fn infer(&self, inputs: &[Aval], callees: &dyn Callees) -> Result<Vec<Aval>, RuleError>;

    /// Visits the jaxprs the params hold, in JAX's params-dict order (`while`: cond, then body),
    /// each with how messages name it.
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId));

    /// Visits the same jaxprs to change them (for passes that move jaxprs between arenas).
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId));

    /// Whether an equation of this primitive must stay when its results are unused. `effects`
    /// says, per jaxpr id, whether running that jaxpr has a side effect; by default the
    /// equation has one when a jaxpr it calls has one.
    fn has_side_effect(&self, effects: &[bool]) -> bool {
        let mut any = false;
        self.jaxprs(&mut |_, j| any |= effects.get(j.index()).copied().unwrap_or(false));
        any
    }
}

/// Boxed params (the large ones) are defined by what they hold.
impl<T: PrimitiveDef> PrimitiveDef for Box<T> {
    const NAMES: &'static [&'static str] = T::NAMES;
    fn name(&self) -> &'static str {
        (**self).name()
    }
    fn params(&self, n_inputs: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        (**self).params(n_inputs)
    }
    fn infer(&self, inputs: &[Aval], callees: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        (**self).infer(inputs, callees)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        (**self).jaxprs(visit)
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        (**self).jaxprs_mut(visit)
    }
    fn has_side_effect(&self, effects: &[bool]) -> bool {
        (**self).has_side_effect(effects)
    }
}

/// Says, inside an `impl PrimitiveDef`, that the param type holds no jaxpr.
macro_rules! calls_no_jaxprs {
    () => {
        fn jaxprs(
            &self,
            _: &mut dyn FnMut($crate::primitive_def::JaxprLabel, $crate::callee::JaxprId),
        ) {
        }
        fn jaxprs_mut(&mut self, _: &mut dyn FnMut(&mut $crate::callee::JaxprId)) {}
    };
}
pub(crate) use calls_no_jaxprs;

/// The name tables of the op enums are derived (strum): `name()` is the name JAX prints,
/// `str::parse` reads it back, and `ALL` lists every op in declaration order.
macro_rules! op_names {
    ($($op:ident),*) => {$(
        impl $op {
            /// Every op, in declaration order.
            pub const ALL: &'static [$op] = <$op as strum::VariantArray>::VARIANTS;

            /// The name JAX prints.
            pub fn name(self) -> &'static str {
                self.into()
            }
        }
    )*};
}
pub(crate) use op_names;

/// How messages name a jaxpr an equation calls (`branch 1 of equation 4 (cond)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JaxprLabel {
    /// `jaxpr`.
    Jaxpr,
    /// By its param: `cond_jaxpr`, `body_jaxpr`, `call_jaxpr`, `solve jaxpr`.
    Named(&'static str),
    /// `branch K` of a `cond`.
    Branch(usize),
}

impl fmt::Display for JaxprLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JaxprLabel::Jaxpr => f.write_str("jaxpr"),
            JaxprLabel::Named(name) => f.write_str(name),
            JaxprLabel::Branch(k) => write!(f, "branch {k}"),
        }
    }
}

/// A param value as it is printed.
#[derive(Clone, Debug, PartialEq)]
pub enum PrintedParam<'a> {
    /// The value's text.
    Text(String),
    Jaxpr(JaxprId),
    /// A tuple of jaxprs (`cond`'s `branches`).
    Jaxprs(&'a [JaxprId]),
    /// `custom_linear_solve`'s `jaxprs`: a `_LinearSolveTuple`, which JAX prints with `str()`,
    /// each jaxpr on its own as a whole program.
    LinearSolveJaxprs([Option<JaxprId>; 4]),
}

/// Params whose values are all text.
pub(crate) fn texts(
    params: Vec<(&'static str, String)>,
) -> Vec<(&'static str, PrintedParam<'static>)> {
    params
        .into_iter()
        .map(|(k, v)| (k, PrintedParam::Text(v)))
        .collect()
}
