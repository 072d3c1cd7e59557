//! The traced program: variables in an arena addressed by [`Var`] handles, equations, literals.

use std::fmt;
use std::sync::atomic::{AtomicU32, Ordering};

use crate::callee::{Callees, JaxprId, Signature};
use crate::primitive::Primitive;
pub use crate::pyfmt::{format_python_complex, format_python_float};
use crate::type_error::RuleError;
pub use crate::types::Scalar;
use crate::types::{Aval, DType};

/// Which jaxpr a [`Var`] belongs to: every [`Jaxpr`] made by [`Jaxpr::new`] gets its own, so a
/// handle from another jaxpr (another builder, another parse) is recognised, never taken for one
/// of this jaxpr's variables. A copy of a jaxpr (as DCE makes) keeps its scope and so its handles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Scope(u32);

impl Scope {
    fn fresh() -> Scope {
        // Wrapping after 2^32 jaxprs in one process only weakens the foreign-handle check.
        static NEXT: AtomicU32 = AtomicU32::new(1);
        Scope(NEXT.fetch_add(1, Ordering::Relaxed))
    }
}

/// A handle to a variable of one [`Jaxpr`]: an index into [`Jaxpr::vars`], tagged with the
/// jaxpr's [`Scope`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Var {
    index: u32,
    scope: Scope,
}

impl Var {
    pub fn index(self) -> usize {
        self.index as usize
    }
    pub fn scope(self) -> Scope {
        self.scope
    }
    /// The handle of variable `index` of a jaxpr with `scope` (for passes that rebuild a jaxpr).
    pub fn new(scope: Scope, index: u32) -> Var {
        Var { index, scope }
    }
}

impl fmt::Display for Var {
    /// `#N`: how messages name a variable that has no printed name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.index)
    }
}

/// What the arena stores for each variable.
#[derive(Clone, Debug, PartialEq)]
pub struct VarDecl {
    pub aval: Aval,
    /// A `_` binder: the equation produces the value but nothing may read it.
    pub dropped: bool,
    /// Inside `shard_map`: the mesh axes the value varies over, as JAX prints them after the
    /// type (`f32[2]{V:x}`); empty elsewhere.
    pub vma: Vec<String>,
}

/// A byte range in the source text a program was parsed from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }
}

/// A typed scalar literal, `2.0:f32[]` in jaxpr text.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Literal {
    pub value: Scalar,
    pub dtype: DType,
}

impl Literal {
    pub fn f32(v: f32) -> Literal {
        Literal {
            value: Scalar::Float(v as f64),
            dtype: DType::F32,
        }
    }
    pub fn f64(v: f64) -> Literal {
        Literal {
            value: Scalar::Float(v),
            dtype: DType::F64,
        }
    }
    pub fn i32(v: i32) -> Literal {
        Literal {
            value: Scalar::Int(v as i128),
            dtype: DType::I32,
        }
    }
    pub fn i64(v: i64) -> Literal {
        Literal {
            value: Scalar::Int(v as i128),
            dtype: DType::I64,
        }
    }
    pub fn bool(v: bool) -> Literal {
        Literal {
            value: Scalar::Bool(v),
            dtype: DType::Bool,
        }
    }
    pub fn aval(&self) -> Aval {
        Aval::scalar(self.dtype)
    }

    /// Whether the value is representable in the dtype (kind and range).
    pub fn fits(&self) -> bool {
        match (self.value, self.dtype) {
            (Scalar::Bool(_), d) => d.is_bool(),
            (Scalar::Int(v), d) if d.is_int() => {
                let bits = d.bits();
                if d.is_signed_int() {
                    let lim = 1i128 << (bits - 1);
                    (-lim..lim).contains(&v)
                } else {
                    (0..(1i128 << bits)).contains(&v)
                }
            }
            (Scalar::Int(_), d) => d.is_inexact(),
            (Scalar::Float(_), d) => d.is_inexact(),
            (Scalar::Complex(..), d) => d.is_complex(),
        }
    }
}

impl fmt::Display for Literal {
    /// The jaxpr spelling: `2.0:f32[]`, `1:i32[]`, `True:bool[]`, `inf:f32[]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.value {
            Scalar::Bool(b) => write!(f, "{}", if b { "True" } else { "False" })?,
            Scalar::Int(v) if self.dtype.is_complex() => {
                write!(f, "{}", format_python_complex(v as f64, 0.0))?
            }
            Scalar::Int(v) if self.dtype.is_float() => write!(f, "{v}.0")?,
            Scalar::Int(v) => write!(f, "{v}")?,
            Scalar::Float(v) if self.dtype.is_complex() => {
                write!(f, "{}", format_python_complex(v, 0.0))?
            }
            Scalar::Float(v) => write!(f, "{}", format_python_float(v))?,
            Scalar::Complex(re, im) => write!(f, "{}", format_python_complex(re, im))?,
        }
        write!(f, ":{}[]", self.dtype)
    }
}

/// An operand: a variable or a scalar literal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Atom {
    Var(Var),
    Literal(Literal),
}

impl From<Var> for Atom {
    fn from(v: Var) -> Atom {
        Atom::Var(v)
    }
}

impl From<Literal> for Atom {
    fn from(l: Literal) -> Atom {
        Atom::Literal(l)
    }
}

impl From<&Var> for Atom {
    fn from(v: &Var) -> Atom {
        Atom::Var(*v)
    }
}

/// One equation: `outputs = primitive[params] inputs`.
#[derive(Clone, Debug, PartialEq)]
pub struct Eqn {
    pub primitive: Primitive,
    pub inputs: Vec<Atom>,
    pub outputs: Vec<Var>,
    pub span: Option<Span>,
}

/// A traced program, as `jax.make_jaxpr` prints it:
/// `{ lambda CONSTVARS ; INVARS. let EQNS in (OUTVARS) }`.
///
/// Constvars carry no values in jaxpr text; minihlo lowers them as leading arguments of the
/// function, before the invars.
#[derive(Clone, Debug, PartialEq)]
pub struct Jaxpr {
    scope: Scope,
    pub vars: Vec<VarDecl>,
    pub constvars: Vec<Var>,
    pub invars: Vec<Var>,
    pub eqns: Vec<Eqn>,
    pub outvars: Vec<Atom>,
}

impl Default for Jaxpr {
    fn default() -> Jaxpr {
        Jaxpr::new()
    }
}

impl Jaxpr {
    /// What the jaxpr computes, as text: its types, and its equations with variables numbered in
    /// order of definition (spans and the variables' own numbers left out); the jaxprs it calls
    /// by id, so callees must be shared first. Equal keys: one computation (JAX's jit cache
    /// shares such jaxprs across traces).
    pub fn content_key(&self) -> String {
        use std::collections::HashMap;
        use std::fmt::Write;
        let mut numbers: HashMap<Var, usize> = HashMap::new();
        let mut out = String::new();
        let define = |v: Var, out: &mut String, numbers: &mut HashMap<Var, usize>| {
            let n = numbers.len();
            numbers.insert(v, n);
            let _ = write!(out, "v{n}:{} ", self.aval(v));
        };
        for &v in self.constvars.iter().chain(&self.invars) {
            define(v, &mut out, &mut numbers);
        }
        let atom = |a: &Atom, numbers: &HashMap<Var, usize>| match a {
            Atom::Var(v) => numbers.get(v).map_or("?".to_string(), |n| format!("v{n}")),
            Atom::Literal(l) => format!("{l:?}"),
        };
        for e in &self.eqns {
            let _ = write!(out, "; {:?}", e.primitive);
            for a in &e.inputs {
                let _ = write!(out, " {}", atom(a, &numbers));
            }
            out.push_str(" ->");
            for &v in &e.outputs {
                define(v, &mut out, &mut numbers);
            }
        }
        out.push_str("; in");
        for a in &self.outvars {
            let _ = write!(out, " {}", atom(a, &numbers));
        }
        out
    }

    /// An empty jaxpr with a scope of its own.
    pub fn new() -> Jaxpr {
        Jaxpr {
            scope: Scope::fresh(),
            vars: Vec::new(),
            constvars: Vec::new(),
            invars: Vec::new(),
            eqns: Vec::new(),
            outvars: Vec::new(),
        }
    }

    /// The scope this jaxpr's variable handles carry.
    pub fn scope(&self) -> Scope {
        self.scope
    }

    /// An empty jaxpr with `other`'s scope: handles of `other` stay valid in it (a pass that
    /// rebuilds a jaxpr keeping its variables).
    pub fn with_scope_of(other: &Jaxpr) -> Jaxpr {
        Jaxpr {
            scope: other.scope,
            ..Jaxpr::new()
        }
    }

    /// Whether `v` is a variable of this jaxpr.
    pub fn owns(&self, v: Var) -> bool {
        v.scope == self.scope && v.index() < self.vars.len()
    }

    /// Adds a variable to the arena.
    pub fn new_var(&mut self, aval: Aval) -> Var {
        self.push_var(VarDecl {
            aval,
            dropped: false,
            vma: Vec::new(),
        })
    }

    /// Adds a `_` variable to the arena.
    pub fn new_drop_var(&mut self, aval: Aval) -> Var {
        self.push_var(VarDecl {
            aval,
            dropped: true,
            vma: Vec::new(),
        })
    }

    /// Records the mesh axes `v` varies over (`{V:...}`, printed after its type).
    pub fn set_vma(&mut self, v: Var, vma: Vec<String>) {
        if let Some(d) = self
            .vars
            .get_mut(v.index())
            .filter(|_| v.scope == self.scope)
        {
            d.vma = vma;
        }
    }

    fn push_var(&mut self, decl: VarDecl) -> Var {
        let v = Var {
            index: self.vars.len() as u32,
            scope: self.scope,
        };
        self.vars.push(decl);
        v
    }

    /// The declaration of `v`; `None` for a handle of another jaxpr.
    pub fn decl(&self, v: Var) -> Option<&VarDecl> {
        if v.scope != self.scope {
            return None;
        }
        self.vars.get(v.index())
    }

    /// The abstract value of a variable. Panics on a handle from another jaxpr: handles are made
    /// by this jaxpr's own constructors, and [`crate::check()`] rejects foreign ones first.
    pub fn aval(&self, v: Var) -> &Aval {
        &self.vars[v.index()].aval
    }

    /// The abstract value of an atom, if its variable exists.
    pub fn atom_aval(&self, a: &Atom) -> Option<Aval> {
        match a {
            Atom::Var(v) => self.decl(*v).map(|d| d.aval.clone()),
            Atom::Literal(l) => Some(l.aval()),
        }
    }

    pub fn in_avals(&self) -> Vec<Aval> {
        self.constvars
            .iter()
            .chain(&self.invars)
            .map(|v| self.aval(*v).clone())
            .collect()
    }

    /// The avals of the operands a caller passes: the inputs, not the closed-over constvars.
    pub fn operand_avals(&self) -> Vec<Aval> {
        self.invars
            .iter()
            .filter_map(|v| self.decl(*v).map(|d| d.aval.clone()))
            .collect()
    }

    pub fn out_avals(&self) -> Vec<Aval> {
        self.outvars
            .iter()
            .filter_map(|a| self.atom_aval(a))
            .collect()
    }

    /// The jaxprs this one's equations call, in equation order (with repeats).
    pub fn callees(&self) -> impl Iterator<Item = JaxprId> + '_ {
        self.eqns.iter().flat_map(|e| e.primitive.sub_jaxprs())
    }
}

impl Callees for [Jaxpr] {
    fn signature(&self, id: JaxprId) -> Result<Signature, RuleError> {
        let j = self.get(id.index()).ok_or(RuleError::NoSuchJaxpr(id))?;
        Ok(Signature {
            ins: j.operand_avals(),
            outs: j.out_avals(),
            has_constvars: !j.constvars.is_empty(),
        })
    }
}
