//! Reading an equation's primitive and params: one reader per param type ([`Read`]), found by
//! the names the IR's table of primitives gives ([`minihlo_ir::with_primitives!`]), so a
//! primitive added to that table is read once its param type implements [`Read`] (and does not
//! compile before). Each reader lives in the room of its family, beside the IR's.

mod callbacks;
mod control;
mod elementwise;
mod ffi_call;
mod jaxpr_calls;
mod linalg;
mod linear_solve;
mod placement;
mod platform_index;
mod random;
mod remat;
mod search;
mod shapes;
mod sharding;
mod structured;

use std::collections::HashMap;
use std::sync::LazyLock;

use minihlo_ir::{Aval, JaxprId, Primitive, PrimitiveDef, Span};

use crate::ast::{self, Value, ValueKind};
use crate::error::Diagnostic;
use crate::params::{Params, R};

/// Primitives JAX prints that take nested jaxprs but minihlo's IR does not have: reported as
/// unsupported rather than unknown.
pub const CONTROL_FLOW: [&str; 5] = [
    "closed_call",
    "core_call",
    "remat",
    "checkpoint",
    "shard_map",
];

/// How a primitive's params reach the program's jaxprs: the name resolution
/// ([`crate::resolve`]) reads a jaxpr-valued param, written inline or naming a shared jaxpr, into
/// its arena and answers its id.
pub(crate) trait SubJaxprs {
    /// A jaxpr-valued param's value, read.
    fn sub_jaxpr(&mut self, v: &Value) -> Result<JaxprId, JaxprParamError>;
    /// How many outputs the jaxpr `id`, already read, has.
    fn n_outputs(&self, id: JaxprId) -> usize;
    /// A jaxpr printed with `str()` inside a param (`custom_linear_solve`'s `jaxprs`): a whole
    /// program with its own names and `let` jaxprs.
    fn sub_program(&mut self, v: &Value) -> Result<JaxprId, JaxprParamError>;
}

/// Why a jaxpr-valued param could not be read.
pub(crate) enum JaxprParamError {
    /// Not a jaxpr at all: `expected` says what is.
    Expected(String),
    /// A problem with a place of its own (an unknown name, nesting too deep).
    Located(Diagnostic),
}

impl JaxprParamError {
    fn located(self, p: &Params, name: &str, v: &Value) -> Diagnostic {
        match self {
            JaxprParamError::Located(d) => d,
            JaxprParamError::Expected(expected) => p.invalid(name, v, expected),
        }
    }
}

/// What a reader sees of one equation.
pub(crate) struct ReadCx<'r, 'a> {
    /// The primitive's name as written (`pjit` for a `jit`).
    pub(crate) name: &'a str,
    pub(crate) eqn: &'a ast::Eqn,
    /// The params, each taken at most once; what no reader takes is an error.
    pub(crate) p: Params<'a>,
    /// The equation's output types (some params JAX leaves out follow from them).
    pub(crate) outs: &'r [Aval],
    /// Where jaxpr-valued params are read into.
    pub(crate) jaxprs: &'r mut dyn SubJaxprs,
}

impl ReadCx<'_, '_> {
    /// How many operands the equation has.
    pub(crate) fn n_inputs(&self) -> usize {
        self.eqn.inputs.len()
    }

    /// The required jaxpr-valued param `name`.
    pub(crate) fn jaxpr(&mut self, name: &str) -> R<JaxprId> {
        let param = self.p.take_required(name)?;
        self.jaxprs
            .sub_jaxpr(&param.value)
            .map_err(|e| e.located(&self.p, name, &param.value))
    }

    /// A jaxpr-valued param that may be absent or `None` (scatter's `update_jaxpr`).
    pub(crate) fn optional_jaxpr(&mut self, name: &str) -> R<Option<JaxprId>> {
        match self.p.take(name) {
            None => Ok(None),
            Some(param) if param.value.kind == ValueKind::None => Ok(None),
            Some(param) => self
                .jaxprs
                .sub_jaxpr(&param.value)
                .map(Some)
                .map_err(|e| e.located(&self.p, name, &param.value)),
        }
    }

    /// A tuple of jaxprs (`cond`'s `branches`).
    pub(crate) fn jaxprs(&mut self, name: &str) -> R<Vec<JaxprId>> {
        let param = self.p.take_required(name)?;
        let items = match &param.value.kind {
            ValueKind::Tuple(items) | ValueKind::List(items) => items,
            _ => {
                return Err(self
                    .p
                    .invalid(name, &param.value, "a tuple of jaxprs".into()))
            }
        };
        let mut ids = Vec::with_capacity(items.len());
        for item in items {
            ids.push(
                self.jaxprs
                    .sub_jaxpr(item)
                    .map_err(|e| e.located(&self.p, name, item))?,
            );
        }
        Ok(ids)
    }

    /// Which member of a family the equation's name is (`add` of the binary ops).
    pub(crate) fn kind<T: std::str::FromStr>(&self) -> R<T> {
        self.name
            .parse()
            .map_err(|_| not_read(self.name, self.eqn.primitive.span))
    }

    /// The equation's one output type (an error for another number of outputs).
    pub(crate) fn one_output(&self) -> R<&Aval> {
        match self.outs {
            [one] => Ok(one),
            _ => Err(Diagnostic::new(
                format!(
                    "`{}` has one output, but this equation binds {}",
                    self.name,
                    self.outs.len()
                ),
                self.eqn.span,
                "expected one output binder",
            )),
        }
    }
}

/// A param type's reader: the primitive of an equation whose name is one of [`Read::READS`],
/// its params converted.
pub(crate) trait Read: PrimitiveDef {
    /// The names this reader is called for: the names JAX prints, unless said otherwise.
    const READS: &'static [&'static str] = Self::NAMES;

    fn read(cx: &mut ReadCx) -> R<Primitive>;
}

impl<T: Read> Read for Box<T> {
    const READS: &'static [&'static str] = T::READS;
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        T::read(cx)
    }
}

type ReadFn = fn(&mut ReadCx) -> R<Primitive>;

/// The readers of the IR's table, by name.
macro_rules! readers {
    ($( $(#[$doc:meta])* $variant:ident($ty:ty), )*) => {
        fn readers() -> Vec<(&'static str, ReadFn)> {
            let mut table: Vec<(&'static str, ReadFn)> = Vec::new();
            $(
                for &name in <$ty as Read>::READS {
                    table.push((name, <$ty as Read>::read));
                }
            )*
            table
        }
    };
}
minihlo_ir::with_primitives!(readers);

static READERS: LazyLock<HashMap<&'static str, ReadFn>> =
    LazyLock::new(|| readers().into_iter().collect());

/// The IR primitive of equation `e`, its params converted; `outs` are its output types.
/// Jaxpr-valued params are read through `jaxprs`.
pub(crate) fn primitive(
    e: &ast::Eqn,
    outs: &[Aval],
    src: &str,
    jaxprs: &mut dyn SubJaxprs,
) -> R<Primitive> {
    let name = e.primitive.text.as_str();
    let p = Params::new(e, src)?;
    let Some(read) = READERS.get(name) else {
        return Err(not_read(name, e.primitive.span));
    };
    let mut cx = ReadCx {
        name,
        eqn: e,
        p,
        outs,
        jaxprs,
    };
    let prim = read(&mut cx)?;
    cx.p.finish()?;
    Ok(prim)
}

/// A primitive minihlo does not read: one of JAX 0.12's (not yet, or out of scope, and why), with
/// a pointer to docs/primitives.md's table of them; or a name JAX does not have.
fn not_read(name: &str, span: Span) -> Diagnostic {
    use crate::jax_primitives::{JAX_PRIMITIVES, OUT_OF_SCOPE};
    const TABLE: &str =
        "docs/primitives.md lists every primitive of JAX 0.12 and whether minihlo compiles it";
    if CONTROL_FLOW.contains(&name) {
        Diagnostic::new(
            format!(
                "unsupported primitive `{name}`: minihlo reads jit, cond, while, scan, custom_jvp_call and custom_vjp_call, not `{name}`"
            ),
            span,
            "not supported yet",
        )
    } else if let Some((_, why)) = OUT_OF_SCOPE.iter().find(|(n, _)| *n == name) {
        Diagnostic::new(
            format!("unsupported primitive `{name}`: out of scope for minihlo ({why}); {TABLE}"),
            span,
            "out of scope",
        )
    } else if JAX_PRIMITIVES.contains(&name) {
        Diagnostic::new(
            format!("unsupported primitive `{name}`: minihlo does not compile this JAX primitive yet; {TABLE}"),
            span,
            "not supported yet",
        )
    } else {
        Diagnostic::new(
            format!("unknown primitive `{name}`"),
            span,
            "not a primitive minihlo knows",
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every name of the IR's table has one reader, and every reader's name is JAX's.
    #[test]
    fn every_primitive_is_read_by_one_reader() {
        // Primitives JAX 0.12 prints that have no lowering rule of their own (the hijax ones
        // lower through their expansion), and the older name of `jit`.
        const UNREGISTERED: [&str; 7] = [
            "expand_dims",
            "SearchSorted",
            "Ldexp",
            "Frexp",
            "Nonzero",
            "CustomRoot",
            "pjit",
        ];
        let table = readers();
        let mut seen = std::collections::HashSet::new();
        for (name, _) in &table {
            assert!(seen.insert(*name), "`{name}` is read by two readers");
            assert!(
                crate::jax_primitives::JAX_PRIMITIVES.contains(name) || UNREGISTERED.contains(name),
                "`{name}` is not one of JAX 0.12's primitives"
            );
        }
        for name in Primitive::names() {
            assert!(READERS.contains_key(name), "`{name}` has no reader");
        }
    }
}
