//! The verifier: every variable bound once and before use, literals that fit their dtype, and every
//! equation's declared outputs equal to what abstract evaluation gives. Returns every error found.

use std::fmt;

use crate::jaxpr::{Atom, Jaxpr, Span, Var};
use crate::printer::{print_eqn, Namer};
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
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        if let (Some(i), Some(text)) = (self.eqn, &self.eqn_text) {
            write!(f, "\n  in equation {i}: {}", text.trim_start())?;
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

/// Checks a jaxpr; `Ok` means every downstream pass may rely on its types.
pub fn check(jaxpr: &Jaxpr) -> Result<(), CheckErrors> {
    let mut checker = Checker {
        jaxpr,
        namer: Namer::for_jaxpr(jaxpr, 0),
        bound: vec![false; jaxpr.vars.len()],
        errors: Vec::new(),
    };
    checker.run();
    if checker.errors.is_empty() {
        Ok(())
    } else {
        Err(CheckErrors(checker.errors))
    }
}

struct Checker<'a> {
    jaxpr: &'a Jaxpr,
    namer: Namer,
    bound: Vec<bool>,
    errors: Vec<CheckError>,
}

impl Checker<'_> {
    fn run(&mut self) {
        let j = self.jaxpr;
        for &v in j.constvars.iter().chain(&j.invars) {
            if let Err(m) = self.bind(v) {
                self.error(None, m);
            } else if j.aval(v).shape.num_elements().is_none() {
                self.error(
                    None,
                    format!(
                        "input {} has more elements than fit in an i64",
                        self.describe(v)
                    ),
                );
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
            if !(inputs_ok && outputs_ok) {
                continue;
            }
            match infer(&eqn.primitive, &in_avals) {
                Err(m) => {
                    let m = if m.starts_with("input_output_aliases") {
                        m
                    } else {
                        format!("{}: {m}", eqn.primitive.name())
                    };
                    self.error(Some(i), m);
                }
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

    fn describe(&self, v: Var) -> String {
        match self.jaxpr.decl(v) {
            Some(d) => format!("`{}:{}`", self.namer.name(self.jaxpr, v), d.aval),
            None => format!("#{}", v.0),
        }
    }

    fn bind(&mut self, v: Var) -> Result<(), String> {
        match self.bound.get_mut(v.index()) {
            None => Err(format!("variable #{} is not in this jaxpr", v.0)),
            Some(true) => Err(format!("variable {} is bound twice", self.describe(v))),
            Some(slot) => {
                *slot = true;
                Ok(())
            }
        }
    }

    fn read(&self, a: &Atom) -> Result<crate::types::Aval, String> {
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
                    .ok_or_else(|| format!("variable #{} is not in this jaxpr", v.0))?;
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
            eqn_text: e.map(|e| print_eqn(self.jaxpr, &self.namer, e, 0)),
            span: e.and_then(|e| e.span),
        });
    }
}
