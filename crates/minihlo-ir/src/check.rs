//! The verifier: every variable bound once and before use, literals that fit their dtype, and every
//! equation's declared outputs equal to what abstract evaluation gives. Sub-jaxprs (of `jit`,
//! `cond`, `while`, `scan`, custom calls) are checked the same way, each a scope of its own, down
//! to [`MAX_DEPTH`] levels; deeper nesting is an error, never a stack overflow. A jaxpr called
//! from many places is checked once (at its first call). Returns every error found.

use std::fmt;

use crate::jaxpr::{Atom, Jaxpr, Span, Var};
use crate::pretty::{named_context, pretty_eqn, PpContext, MAX_DEPTH};
use crate::program::{JaxprId, Program};
use crate::shape_rules::infer;

/// One problem, tied to the equation it is about (when it is about one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckError {
    /// The problem, complete on its own; JAX's exact text where JAX reports the same problem.
    pub message: String,
    /// Index of the equation in its jaxpr, `None` for problems with the jaxpr's binders or outputs.
    pub eqn: Option<usize>,
    /// The equation as jaxpr text, with the printer's variable names.
    pub eqn_text: Option<String>,
    /// Where the equation came from, for programs parsed from text.
    pub span: Option<Span>,
    /// For a problem inside a sub-jaxpr: where that sub-jaxpr sits, innermost first
    /// (`branch 1 of equation 4 (cond)`). Empty for the top-level jaxpr.
    pub within: Vec<String>,
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        if let (Some(i), Some(text)) = (self.eqn, &self.eqn_text) {
            write!(f, "\n  in equation {i}: {}", text.trim_start())?;
        }
        for w in &self.within {
            write!(f, "\n  in {w}")?;
        }
        Ok(())
    }
}

/// Every problem found in a jaxpr (never empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckErrors(pub Vec<CheckError>);

impl CheckErrors {
    pub fn first(&self) -> &CheckError {
        &self.0[0]
    }
}

impl fmt::Display for CheckErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for CheckErrors {}

/// A program that passed [`check`]: the only way to make one is to check it, so a pass that takes
/// a `Checked` (the lowering) may rely on its types without checking again.
#[derive(Clone, Debug, PartialEq)]
pub struct Checked(Program);

impl Checked {
    /// Checks `program` and takes it (call [`check`] on a reference to keep an ill-typed one).
    pub fn new(program: Program) -> Result<Checked, CheckErrors> {
        check(&program)?;
        Ok(Checked(program))
    }

    pub fn program(&self) -> &Program {
        &self.0
    }

    pub fn into_inner(self) -> Program {
        self.0
    }
}

impl std::ops::Deref for Checked {
    type Target = Program;
    fn deref(&self) -> &Program {
        &self.0
    }
}

/// Checks a program; `Ok` means every downstream pass may rely on its types.
pub fn check(program: &Program) -> Result<(), CheckErrors> {
    // Size first: past a limit, checking itself would take too long.
    if let Err(message) = crate::limits::check_size(program) {
        return Err(CheckErrors(vec![CheckError {
            message,
            eqn: None,
            eqn_text: None,
            span: None,
            within: Vec::new(),
        }]));
    }
    let mut names = Names { program, cx: None };
    let mut errors = Vec::new();
    let mut seen = vec![false; program.jaxprs().len()];
    seen[program.main_id().index()] = true;
    check_scope(
        program.main_id(),
        &mut names,
        &mut errors,
        &mut seen,
        &[],
        0,
    );
    if errors.is_empty() {
        Ok(())
    } else {
        Err(CheckErrors(errors))
    }
}

/// Variable names for messages, made only when the first message needs one: naming walks the
/// whole program, which would otherwise dominate checking a large, correct one.
struct Names<'t> {
    program: &'t Program,
    cx: Option<PpContext>,
}

impl Names<'_> {
    fn cx(&mut self) -> &mut PpContext {
        let program = self.program;
        self.cx.get_or_insert_with(|| named_context(program))
    }
}

/// Checks one jaxpr (a scope of its own) and, below it, its sub-jaxprs. A sub-jaxpr used by
/// several equations (the same id) is checked once.
fn check_scope(
    id: JaxprId,
    names: &mut Names,
    errors: &mut Vec<CheckError>,
    seen: &mut [bool],
    within: &[String],
    depth: usize,
) {
    let program = names.program;
    let jaxpr = program.get(id);
    let mut checker = Checker {
        program,
        id,
        jaxpr,
        names,
        bound: vec![false; jaxpr.vars.len()],
        errors: Vec::new(),
        within,
    };
    checker.run(seen, depth);
    errors.append(&mut checker.errors);
}

struct Checker<'a, 'c, 'n> {
    program: &'a Program,
    id: JaxprId,
    jaxpr: &'a Jaxpr,
    names: &'c mut Names<'n>,
    bound: Vec<bool>,
    errors: Vec<CheckError>,
    within: &'a [String],
}

impl Checker<'_, '_, '_> {
    fn run(&mut self, seen: &mut [bool], depth: usize) {
        let j = self.jaxpr;
        for &v in j.constvars.iter().chain(&j.invars) {
            if let Err(m) = self.bind(v) {
                self.error(None, m);
            } else if let Err(why) = j.aval(v).shape.validate() {
                // The name only: the message already shows the shape (or its rank, when the
                // shape is too long to show).
                let m = format!("input `{}`: {why}", self.names.cx().name(self.id, j, v));
                self.error(None, m);
            }
        }
        for (i, eqn) in j.eqns.iter().enumerate() {
            let mut in_avals = Vec::with_capacity(eqn.inputs.len());
            let mut inputs_ok = true;
            for a in &eqn.inputs {
                match self.read(a) {
                    Ok(aval) => in_avals.push(aval),
                    Err(m) => {
                        self.error(Some(i), m);
                        inputs_ok = false;
                    }
                }
            }
            let mut outputs_ok = true;
            for &v in &eqn.outputs {
                if let Err(m) = self.bind(v) {
                    self.error(Some(i), m);
                    outputs_ok = false;
                }
            }
            let subs = eqn.primitive.labelled_jaxprs();
            // Callees come before their callers: the graph has no cycle, which every pass
            // after this one relies on.
            if let Some((_, bad)) = subs.iter().find(|(_, s)| *s >= self.id) {
                self.error(
                    Some(i),
                    format!(
                        "{}: calls {bad}, which is not before the calling jaxpr in the program",
                        eqn.primitive.name()
                    ),
                );
                continue;
            }
            let mut subs_ok = true;
            if !subs.is_empty() && depth + 1 > MAX_DEPTH {
                self.error(
                    Some(i),
                    format!(
                        "{}: jaxprs nested more than {MAX_DEPTH} levels deep",
                        eqn.primitive.name()
                    ),
                );
                continue;
            }
            for (label, sub) in subs {
                if std::mem::replace(&mut seen[sub.index()], true) {
                    continue;
                }
                let mut within = vec![format!(
                    "{label} of equation {i} ({})",
                    eqn.primitive.name()
                )];
                within.extend(self.within.iter().cloned());
                let mut errs = Vec::new();
                check_scope(sub, self.names, &mut errs, seen, &within, depth + 1);
                subs_ok &= errs.is_empty();
                self.errors.append(&mut errs);
            }
            if !(inputs_ok && outputs_ok && subs_ok) {
                continue;
            }
            match infer(&eqn.primitive, &in_avals, self.program.jaxprs()) {
                Err(e) => self.error(Some(i), e.to_string()),
                Ok(expected) => {
                    let declared: Vec<_> = eqn.outputs.iter().map(|&v| j.aval(v).clone()).collect();
                    if declared != expected {
                        let show = |avals: &[crate::types::Aval]| {
                            avals
                                .iter()
                                .map(|a| a.to_string())
                                .collect::<Vec<_>>()
                                .join(" ")
                        };
                        self.error(
                            Some(i),
                            format!(
                                "{} produces ({}) but the equation declares ({})",
                                eqn.primitive.name(),
                                show(&expected),
                                show(&declared)
                            ),
                        );
                    }
                }
            }
        }
        for a in &j.outvars {
            if let Err(m) = self.read(a) {
                self.error(None, format!("output: {m}"));
            }
        }
    }

    fn describe(&mut self, v: Var) -> String {
        match self.jaxpr.decl(v) {
            Some(d) => format!(
                "`{}:{}`",
                self.names.cx().name(self.id, self.jaxpr, v),
                d.aval
            ),
            None => v.to_string(),
        }
    }

    fn bind(&mut self, v: Var) -> Result<(), String> {
        if !self.jaxpr.owns(v) {
            return Err(format!("variable {v} is not in this jaxpr"));
        }
        match self.bound.get_mut(v.index()) {
            None => Err(format!("variable {v} is not in this jaxpr")),
            Some(true) => Err(format!("variable {} is bound twice", self.describe(v))),
            Some(slot) => {
                *slot = true;
                Ok(())
            }
        }
    }

    fn read(&mut self, a: &Atom) -> Result<crate::types::Aval, String> {
        match a {
            Atom::Literal(l) => {
                if l.fits() {
                    Ok(l.aval())
                } else {
                    Err(format!("literal {l} does not fit its dtype"))
                }
            }
            Atom::Var(v) => {
                let decl = self
                    .jaxpr
                    .decl(*v)
                    .ok_or_else(|| format!("variable {v} is not in this jaxpr"))?;
                if decl.dropped {
                    return Err("a `_` variable cannot be read".into());
                }
                if !self.bound[v.index()] {
                    return Err(format!(
                        "variable {} is used before it is bound",
                        self.describe(*v)
                    ));
                }
                Ok(decl.aval.clone())
            }
        }
    }

    fn error(&mut self, eqn: Option<usize>, message: String) {
        let e = eqn.and_then(|i| self.jaxpr.eqns.get(i));
        self.errors.push(CheckError {
            message,
            eqn,
            eqn_text: e.map(|e| pretty_eqn(self.names.cx(), self.program, self.id, e)),
            span: e.and_then(|e| e.span),
            within: self.within.to_vec(),
        });
    }
}
