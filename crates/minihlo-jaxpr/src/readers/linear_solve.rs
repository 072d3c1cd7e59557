//! `custom_linear_solve`'s params as JAX 0.12 prints them:
//!
//! ```text
//! const_lengths=_LinearSolveTuple(matvec=1, vecmat=1, solve=2, transpose_solve=2)
//! jaxprs=_LinearSolveTuple(matvec={ lambda ... }, vecmat=None, solve=let f = ... in { ... }, ...)
//! ```
//!
//! JAX prints the `jaxprs` tuple with `str()`, so each jaxpr is a whole program of its own
//! (names from `a`, its own `let NAME = ... in` shared jaxprs); it is read through
//! `SubJaxprs::sub_program`.

use minihlo_ir::linear_solve::{LinearSolve, FIELDS};
use minihlo_ir::{JaxprId, Primitive};

use super::{JaxprParamError, Read, ReadCx};
use crate::ast::{Value, ValueKind};
use crate::error::Diagnostic;
use crate::params::{usize_of, Params, R};

const TUPLE: &str = "_LinearSolveTuple";

/// The four fields of a `_LinearSolveTuple(matvec=..., vecmat=..., solve=...,
/// transpose_solve=...)` (keywords in this order, or positional).
fn fields<'v>(p: &Params, name: &str, v: &'v Value) -> R<[&'v Value; 4]> {
    let expected = || format!("`{TUPLE}(matvec=..., vecmat=..., solve=..., transpose_solve=...)`");
    let ValueKind::Call { name: call, args } = &v.kind else {
        return Err(p.invalid(name, v, expected()));
    };
    if call != TUPLE || args.len() != 4 {
        return Err(p.invalid(name, v, expected()));
    }
    let mut out = [v; 4];
    for (k, (arg, field)) in args.iter().zip(FIELDS).enumerate() {
        if let Some(kw) = &arg.keyword {
            if kw.text != field {
                return Err(Diagnostic::new(
                    format!(
                        "field {k} of `{TUPLE}` in param `{name}` must be `{field}`, got `{}`",
                        kw.text
                    ),
                    kw.span,
                    format!("expected `{field}`"),
                ));
            }
        }
        out[k] = &arg.value;
    }
    Ok(out)
}

impl Read for LinearSolve {
    /// `custom_linear_solve[const_lengths=... jaxprs=...]`.
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let jaxprs = &mut *cx.jaxprs;
        read(&mut cx.p, &mut |v| {
            jaxprs.sub_program(v).map_err(|e| match e {
                JaxprParamError::Located(d) => Some(d),
                JaxprParamError::Expected(_) => None,
            })
        })
    }
}

/// How a jaxpr of the tuple is read: its id, or a located problem, or `None` when the value is
/// not a jaxpr at all.
type ReadJaxpr<'r> = dyn FnMut(&Value) -> Result<JaxprId, Option<Diagnostic>> + 'r;

/// `custom_linear_solve`'s params; `read_jaxpr` reads one of its jaxprs.
fn read(p: &mut Params, read_jaxpr: &mut ReadJaxpr) -> R<Primitive> {
    let cl = p.take_required("const_lengths")?;
    let mut const_lengths = [0; 4];
    for (k, v) in fields(p, "const_lengths", &cl.value)?
        .into_iter()
        .enumerate()
    {
        const_lengths[k] = usize_of(v).map_err(|expected| {
            Diagnostic::new(
                format!(
                    "`{}` of param `const_lengths` must be {expected}, got `{}`",
                    FIELDS[k],
                    p.text(v.span)
                ),
                v.span,
                format!("expected {expected}"),
            )
        })?;
    }
    let js = p.take_required("jaxprs")?;
    let mut ids = [None; 4];
    for (k, v) in fields(p, "jaxprs", &js.value)?.into_iter().enumerate() {
        if v.kind == ValueKind::None {
            continue;
        }
        let expected = "a jaxpr `{ lambda ... }` (with its `let` jaxprs)";
        ids[k] = Some(read_jaxpr(v).map_err(|e| {
            e.unwrap_or_else(|| {
                Diagnostic::new(
                    format!(
                        "`{}` of param `jaxprs` must be {expected} or `None`, got {}",
                        FIELDS[k],
                        v.kind.describe()
                    ),
                    v.span,
                    format!("expected {expected}"),
                )
            })
        })?);
    }
    Ok(Primitive::LinearSolve(Box::new(LinearSolve {
        const_lengths,
        jaxprs: ids,
    })))
}
