//! From the syntax tree to the IR: names resolved per jaxpr (each jaxpr has its own scope), jaxprs
//! built into the program's arena (shared `let` jaxprs read once, nesting limited), every
//! equation given its span; each equation's primitive and params are read by the crate's readers
//! (one per param type). Each problem becomes a [`Diagnostic`] at the place it is about.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use minihlo_ir::pretty::{pretty_print_rooted, ParamTexts};
use minihlo_ir::{
    Atom, Aval, DType, Eqn, Jaxpr, JaxprId, Jaxprs, Literal, Program, Scalar, Shape, Span, Var,
};

use crate::ast::{self, Value, ValueKind};
use crate::error::Diagnostic;
use crate::params::R;
use crate::readers::{self, JaxprParamError, SubJaxprs};

/// Names bound in one jaxpr (JAX's jaxprs are closed: each has its own).
type Scope<'s> = HashMap<Cow<'s, str>, Var>;

/// A jaxpr being made, equation by equation, with the names bound so far.
pub struct Building<'s> {
    jaxpr: Jaxpr,
    scope: Scope<'s>,
}

/// How deeply jaxprs may nest, counting jaxprs reached through `let` names (the same limit as
/// [`minihlo_ir::check()`]'s).
pub const MAX_JAXPR_DEPTH: usize = minihlo_ir::pretty::MAX_DEPTH;

pub struct Lowerer<'s> {
    src: &'s str,
    pub diags: Vec<Diagnostic>,
    /// The `let NAME = { ... } in` jaxprs of the text, by name.
    shared: HashMap<String, Rc<ast::Jaxpr>>,
    /// The program's jaxprs read so far, callees first.
    arena: Jaxprs,
    /// Shared jaxprs already read: one id per name, so that every equation naming it calls the
    /// same jaxpr (and the sharing survives into printing and lowering).
    shared_ir: HashMap<String, JaxprId>,
    /// Shared jaxprs that could not be read, with why (each is read at most once).
    shared_err: HashMap<String, Diagnostic>,
    /// Shared jaxprs being read (to report a jaxpr that refers to itself).
    in_progress: HashSet<String>,
    /// How many jaxprs enclose the one being read.
    depth: usize,
    /// Sharing across `str()`-printed sub-programs ([`SubJaxprs::sub_program`]).
    solves: SubPrograms,
}

/// What ties the jaxprs of `str()`-printed sub-programs to the text's own `let` jaxprs.
///
/// JAX prints each of `custom_linear_solve`'s jaxprs with `str()`, in a context of its own, so a
/// jaxpr used by two of them (`matvec` as `vecmat` when `symmetric=True`, a `jit` both solves
/// call) is written out in each. The text's top-level `let` jaxprs are the only trace of that
/// sharing: JAX's count of uses walks into the sub-programs, so such a jaxpr (or one of more
/// than 10 equations) is printed once more up front. A jaxpr read inside a sub-program that
/// prints like a top-level `let` jaxpr is that jaxpr.
#[derive(Default)]
struct SubPrograms {
    /// How many sub-programs enclose the jaxpr being read.
    depth: usize,
    /// The text's top-level `let` jaxprs, in order.
    lets: Vec<JaxprId>,
    /// Their texts printed on their own (made when first needed), and whether a sub-program's
    /// jaxpr was already taken for each.
    texts: Option<Vec<(String, bool)>>,
    /// Whether any jaxpr was replaced by a `let` jaxpr (and so is left unreached).
    replaced: bool,
}

impl<'s> Lowerer<'s> {
    pub fn new(src: &'s str) -> Lowerer<'s> {
        Lowerer {
            src,
            diags: Vec::new(),
            shared: HashMap::new(),
            arena: Jaxprs::new(),
            shared_ir: HashMap::new(),
            shared_err: HashMap::new(),
            in_progress: HashSet::new(),
            depth: 0,
            solves: SubPrograms::default(),
        }
    }

    /// The program's IR, from a whole syntax tree.
    pub fn program(&mut self, p: ast::Program) -> Option<Program> {
        let main = p.main;
        let mut building = self.begin(&p.shared, &main.constvars, &main.invars);
        for e in &main.eqns {
            self.add_eqn(&mut building, e);
        }
        self.finish(building, &main.outvars)
    }

    /// Starts the main jaxpr: reads the shared jaxprs and binds the main jaxpr's inputs. The
    /// parser then hands over its equations one by one ([`Lowerer::add_eqn`]), so a large
    /// program never holds its whole syntax tree.
    pub fn begin(
        &mut self,
        shared: &[ast::Shared],
        constvars: &[ast::Binder],
        invars: &[ast::Binder],
    ) -> Building<'s> {
        for s in shared {
            if self.shared.contains_key(&s.name.text) {
                self.diags.push(Diagnostic::new(
                    format!("shared jaxpr `{}` is defined twice", s.name.text),
                    s.name.span,
                    "defined again here",
                ));
            } else {
                self.shared
                    .insert(s.name.text.clone(), Rc::new(s.jaxpr.clone()));
            }
        }
        // Every shared jaxpr is read (and so checked), even one nothing refers to.
        for s in shared {
            match self.shared_jaxpr(&s.name.text, s.name.span) {
                Ok(j) => self.solves.lets.push(j),
                Err(d) => self.diags.push(d),
            }
        }
        self.open(constvars, invars)
    }

    /// Ends the main jaxpr: `None` when any diagnostic was reported (they are in `diags`).
    pub fn finish(&mut self, building: Building<'s>, outvars: &[ast::Atom]) -> Option<Program> {
        let j = self.close(building, outvars);
        let mut program = std::mem::take(&mut self.arena).finish(j);
        if self.solves.replaced {
            program = program.map(Program::retain_reachable);
        }
        // A shared jaxpr that failed is reported by every equation naming it: once is enough.
        let mut seen = HashSet::new();
        self.diags
            .retain(|d| seen.insert((d.message.clone(), d.span.start, d.span.end)));
        if !self.diags.is_empty() {
            return None;
        }
        match program {
            Ok(p) => Some(p),
            Err(e) => {
                // Every id comes from this arena, callees first: not reached.
                let whole = Span::new(0, self.src.trim_end().len());
                self.diags
                    .push(Diagnostic::new(e.to_string(), whole, "in this program"));
                None
            }
        }
    }

    /// One jaxpr with its own scope of names (JAX's jaxprs are closed).
    pub fn jaxpr(&mut self, a: &ast::Jaxpr) -> Jaxpr {
        let mut building = self.open(&a.constvars, &a.invars);
        for e in &a.eqns {
            self.add_eqn(&mut building, e);
        }
        self.close(building, &a.outvars)
    }

    fn open(&mut self, constvars: &[ast::Binder], invars: &[ast::Binder]) -> Building<'s> {
        let mut b = Building {
            jaxpr: Jaxpr::new(),
            scope: HashMap::new(),
        };
        for binder in constvars {
            let v = self.bind(&mut b.jaxpr, &mut b.scope, binder);
            b.jaxpr.constvars.push(v);
        }
        for binder in invars {
            let v = self.bind(&mut b.jaxpr, &mut b.scope, binder);
            b.jaxpr.invars.push(v);
        }
        b
    }

    /// Converts the next equation of the jaxpr being built.
    pub fn add_eqn(&mut self, b: &mut Building<'s>, e: &ast::Eqn) {
        let (j, scope) = (&mut b.jaxpr, &mut b.scope);
        let inputs: Vec<Option<Atom>> = e.inputs.iter().map(|x| self.atom(j, scope, x)).collect();
        let out_avals: Vec<Aval> = e.outputs.iter().map(|b| aval(&b.ty)).collect();
        let prim = readers::primitive(e, &out_avals, self.src, self);
        let outputs: Vec<Var> = e.outputs.iter().map(|b| self.bind(j, scope, b)).collect();
        match prim {
            Ok(p) => {
                if let Some(inputs) = inputs.into_iter().collect::<Option<Vec<_>>>() {
                    j.eqns.push(Eqn {
                        primitive: p,
                        inputs,
                        outputs,
                        span: Some(e.span),
                    });
                }
            }
            Err(d) => self.diags.push(d),
        }
    }

    fn close(&mut self, mut b: Building<'s>, outvars: &[ast::Atom]) -> Jaxpr {
        for x in outvars {
            if let Some(atom) = self.atom(&mut b.jaxpr, &b.scope, x) {
                b.jaxpr.outvars.push(atom);
            }
        }
        b.jaxpr
    }

    /// The shared jaxpr `name` (read once, then the same id every time).
    fn shared_jaxpr(&mut self, name: &str, span: Span) -> R<JaxprId> {
        if let Some(&j) = self.shared_ir.get(name) {
            return Ok(j);
        }
        if let Some(d) = self.shared_err.get(name) {
            return Err(d.clone());
        }
        let Some(ast) = self.shared.get(name).cloned() else {
            return Err(Diagnostic::new(
                format!("unknown jaxpr `{name}`: no `let {name} = {{ lambda ... }} in` before the program"),
                span,
                "not a shared jaxpr of this text",
            ));
        };
        if !self.in_progress.insert(name.to_string()) {
            return Err(Diagnostic::new(
                format!("shared jaxpr `{name}` refers to itself"),
                span,
                "refers to the jaxpr it is part of",
            ));
        }
        let j = self.nested(&ast, span);
        self.in_progress.remove(name);
        match j {
            Ok(j) => {
                self.shared_ir.insert(name.to_string(), j);
                Ok(j)
            }
            Err(d) => {
                self.shared_err.insert(name.to_string(), d.clone());
                Err(d)
            }
        }
    }

    /// A jaxpr inside another one, one level deeper.
    fn nested(&mut self, a: &ast::Jaxpr, span: Span) -> R<JaxprId> {
        if self.depth >= MAX_JAXPR_DEPTH {
            return Err(Diagnostic::new(
                format!("jaxprs nested more than {MAX_JAXPR_DEPTH} levels deep"),
                span,
                "too deeply nested",
            ));
        }
        self.depth += 1;
        let j = self.jaxpr(a);
        self.depth -= 1;
        // Its callees were added while reading it: they come first, as the arena requires.
        let id = self
            .arena
            .push(j)
            .map_err(|e| Diagnostic::new(e.to_string(), span, "in this jaxpr"))?;
        if self.solves.depth > 0 && !self.solves.lets.is_empty() {
            return Ok(self.shared_like(id));
        }
        Ok(id)
    }

    /// The top-level `let` jaxpr that the jaxpr `id` (read inside a sub-program) prints like,
    /// else `id` itself. A `let` jaxpr not yet taken is preferred: JAX prints two jaxprs of the
    /// same text that are not the same object as two `let`s.
    fn shared_like(&mut self, id: JaxprId) -> JaxprId {
        // The arena as a program (moved, not copied) to print from, then back.
        let Ok(program) = std::mem::take(&mut self.arena).into_program(id) else {
            return id;
        };
        let print = |j: JaxprId| pretty_print_rooted(&program, j, &ParamTexts::new());
        if self.solves.texts.is_none() {
            let texts = self
                .solves
                .lets
                .iter()
                .map(|&l| (print(l), false))
                .collect();
            self.solves.texts = Some(texts);
        }
        let text = print(id);
        self.arena = program.into_parts().0;
        let Some(texts) = self.solves.texts.as_mut() else {
            return id;
        };
        let same: Vec<usize> = (0..texts.len()).filter(|&i| texts[i].0 == text).collect();
        let Some(&pick) = same.iter().find(|&&i| !texts[i].1).or(same.first()) else {
            return id;
        };
        texts[pick].1 = true;
        self.solves.replaced = true;
        self.solves.lets[pick]
    }

    /// A scope key for `n`: the name's place in the source text when it is there (no copy).
    fn key(&self, n: &ast::Name) -> Cow<'s, str> {
        match self.src.get(n.span.start..n.span.end) {
            Some(text) if text == n.text => Cow::Borrowed(text),
            _ => Cow::Owned(n.text.clone()),
        }
    }

    fn bind(&mut self, j: &mut Jaxpr, scope: &mut Scope<'s>, b: &ast::Binder) -> Var {
        let v = self.bind_var(j, scope, b);
        if !b.ty.vma.is_empty() {
            j.set_vma(v, b.ty.vma.clone());
        }
        v
    }

    fn bind_var(&mut self, j: &mut Jaxpr, scope: &mut Scope<'s>, b: &ast::Binder) -> Var {
        let aval = aval(&b.ty);
        match &b.name {
            None => {
                let v = j.new_drop_var(aval);
                if self.depth > 0 {
                    scope.insert(Cow::Borrowed("_"), v);
                }
                v
            }
            Some(n) => {
                let v = j.new_var(aval);
                if scope.insert(self.key(n), v).is_some() {
                    self.diags.push(Diagnostic::new(
                        format!("variable `{}` is bound twice", n.text),
                        n.span,
                        "bound again here",
                    ));
                }
                v
            }
        }
    }

    fn atom(&mut self, j: &mut Jaxpr, scope: &Scope<'s>, a: &ast::Atom) -> Option<Atom> {
        let r = match a {
            // Inside a jit, JAX names inner variables after the equation's operands and results
            // (`suggest_same_var_names`), so an inner value whose outer result is dropped prints
            // as `_` and is read as `_`: it is the latest `_` binder, and not dropped after all.
            ast::Atom::Var(n) if n.text == "_" && self.depth > 0 && scope.contains_key("_") => {
                let v = scope["_"];
                if let Some(d) = j.vars.get_mut(v.index()) {
                    d.dropped = false;
                }
                Ok(Atom::Var(v))
            }
            ast::Atom::Var(n) if n.text == "_" => Err(Diagnostic::new(
                "a `_` variable cannot be read",
                n.span,
                "`_` only drops an output",
            )),
            ast::Atom::Var(n) => scope
                .get(n.text.as_str())
                .map(|&v| Atom::Var(v))
                .ok_or_else(|| {
                    Diagnostic::new(
                        format!("unknown variable `{}`", n.text),
                        n.span,
                        "not bound before this use",
                    )
                }),
            ast::Atom::Literal(l) => literal(l).map(Atom::Literal),
        };
        r.map_err(|d| self.diags.push(d)).ok()
    }
}

impl SubJaxprs for Lowerer<'_> {
    /// A jaxpr-valued param: written inline (`{ lambda ... }`) or naming a shared jaxpr.
    fn sub_jaxpr(&mut self, v: &Value) -> Result<JaxprId, JaxprParamError> {
        match &v.kind {
            ValueKind::Jaxpr(a) => self.nested(a, v.span).map_err(JaxprParamError::Located),
            ValueKind::Ident(name) => self
                .shared_jaxpr(name, v.span)
                .map_err(JaxprParamError::Located),
            _ => Err(JaxprParamError::Expected(
                "a jaxpr `{ lambda ... }` or the name of a shared jaxpr".into(),
            )),
        }
    }

    /// A jaxpr printed with `str()`: `{ lambda ... }` or `let NAME = ... in { lambda ... }`,
    /// its `let` names its own.
    fn sub_program(&mut self, v: &Value) -> Result<JaxprId, JaxprParamError> {
        let (shared, main): (&[ast::Shared], &ast::Jaxpr) = match &v.kind {
            ValueKind::Jaxpr(a) => (&[], a),
            ValueKind::Program(p) => (&p.shared, &p.main),
            _ => {
                return Err(JaxprParamError::Expected(
                    "a jaxpr `{ lambda ... }` (with its `let` jaxprs)".into(),
                ))
            }
        };
        let outer = (
            std::mem::take(&mut self.shared),
            std::mem::take(&mut self.shared_ir),
            std::mem::take(&mut self.shared_err),
            std::mem::take(&mut self.in_progress),
        );
        self.solves.depth += 1;
        for s in shared {
            if self.shared.contains_key(&s.name.text) {
                self.diags.push(Diagnostic::new(
                    format!("shared jaxpr `{}` is defined twice", s.name.text),
                    s.name.span,
                    "defined again here",
                ));
            } else {
                self.shared
                    .insert(s.name.text.clone(), Rc::new(s.jaxpr.clone()));
            }
        }
        for s in shared {
            if let Err(d) = self.shared_jaxpr(&s.name.text, s.name.span) {
                self.diags.push(d);
            }
        }
        let j = self.nested(main, v.span);
        self.solves.depth -= 1;
        (
            self.shared,
            self.shared_ir,
            self.shared_err,
            self.in_progress,
        ) = outer;
        j.map_err(JaxprParamError::Located)
    }

    fn n_outputs(&self, id: JaxprId) -> usize {
        self.arena.get(id).map_or(0, |j| j.outvars.len())
    }
}

pub fn aval(t: &ast::Type) -> Aval {
    Aval::new(t.dtype, t.dims.clone())
}

/// A typed literal; scalars only, and the value must fit its dtype.
pub fn literal(l: &ast::Literal) -> R<Literal> {
    let dtype = l.ty.dtype;
    let err = |why: String| Diagnostic::new(why, l.span, "invalid literal");
    if !l.ty.dims.is_empty() {
        return Err(err(format!(
            "literals are scalars, but this one has shape {}",
            Shape::new(l.ty.dims.clone())
        )));
    }
    let value = match l.value {
        ast::Number::Bool(b) if dtype.is_complex() => {
            return Err(err(format!("literal {b} is not a valid {dtype} value")));
        }
        ast::Number::Int(i) if dtype.is_complex() => Scalar::Complex(i as f64, 0.0),
        ast::Number::Float(f) if dtype.is_complex() => Scalar::Complex(f, 0.0),
        ast::Number::Complex(re, im) if dtype.is_complex() => {
            let max = if dtype == DType::C64 {
                f32::MAX as f64
            } else {
                f64::MAX
            };
            if [re, im].iter().any(|v| v.is_finite() && v.abs() > max) {
                return Err(err(format!("literal {re:e}{im:+e}j overflows {dtype}")));
            }
            Scalar::Complex(re, im)
        }
        ast::Number::Complex(..) => {
            return Err(err(format!(
                "a complex literal is not a valid {dtype} value"
            )));
        }
        ast::Number::Bool(b) => Scalar::Bool(b),
        ast::Number::Int(i) if dtype.is_float() => Scalar::Float(i as f64),
        ast::Number::Int(i) => Scalar::Int(i),
        ast::Number::Float(f) if dtype.is_float() => {
            let max = match dtype {
                DType::F16 => 65504.0,
                DType::BF16 => 3.3895313892515355e38,
                DType::F32 => f32::MAX as f64,
                _ => f64::MAX,
            };
            if f.is_finite() && f.abs() > max {
                return Err(err(format!("literal {f:e} overflows {dtype}")));
            }
            Scalar::Float(f)
        }
        ast::Number::Float(f) => {
            return Err(err(format!("literal {f} is not a valid {dtype} value")));
        }
    };
    let lit = Literal { value, dtype };
    if !lit.fits() {
        return Err(err(format!(
            "literal `{lit}` does not fit its dtype {dtype}"
        )));
    }
    Ok(lit)
}
