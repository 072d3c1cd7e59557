//! The syntax tree of jaxpr text, before names are resolved or params interpreted. Every node
//! keeps its span, so later stages can point back at the source.
//!
//! Param values are generic ([`Value`]): the syntax of every param JAX prints is handled here, and
//! the meaning of a param belongs to the primitive that reads it (see `crate::primitives`).

use minihlo_ir::{DType, Span};

/// A whole text: shared sub-jaxprs printed before the main one (`let NAME = { lambda ... } in`),
/// then the main jaxpr.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    pub shared: Vec<Shared>,
    pub main: Jaxpr,
}

/// `let NAME = { lambda ... } in`: a sub-jaxpr that params refer to by `NAME`.
#[derive(Clone, Debug, PartialEq)]
pub struct Shared {
    pub name: Name,
    pub jaxpr: Jaxpr,
}

/// A name with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Name {
    pub text: String,
    pub span: Span,
}

/// `{ lambda CONSTVARS ; INVARS. let EQNS in (OUTS) }`.
#[derive(Clone, Debug, PartialEq)]
pub struct Jaxpr {
    pub constvars: Vec<Binder>,
    pub invars: Vec<Binder>,
    pub eqns: Vec<Eqn>,
    pub outvars: Vec<Atom>,
    /// From `{` to `}`.
    pub span: Span,
    /// The `(OUTS)` tuple.
    pub outvars_span: Span,
}

/// `a:f32[3,4]` or `_:f32[3,4]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Binder {
    /// `None` for `_`.
    pub name: Option<Name>,
    pub ty: Type,
    pub span: Span,
}

/// `f32[3,4]`, or inside `shard_map` `f32[3,4]{V:x}` / `f32[3,4]{V:(x,y)}`.
#[derive(Clone, Debug, PartialEq)]
pub struct Type {
    pub dtype: DType,
    pub dims: Vec<u64>,
    /// The mesh axes the value varies over (`{V:...}`, JAX's varying manual axes), as written.
    pub vma: Vec<String>,
    pub span: Span,
}

/// An operand: a variable name or a typed literal.
#[derive(Clone, Debug, PartialEq)]
pub enum Atom {
    Var(Name),
    Literal(Literal),
}

impl Atom {
    pub fn span(&self) -> Span {
        match self {
            Atom::Var(n) => n.span,
            Atom::Literal(l) => l.span,
        }
    }
}

/// `2.0:f32[]`, `-3:i32[]`, `True:bool[]`, `inf:f32[]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Literal {
    pub value: Number,
    pub ty: Type,
    pub span: Span,
}

/// A number or bool as written.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    Bool(bool),
    Int(i128),
    Float(f64),
    /// Python's complex repr: `3j`, `(1.5-2j)`, `(nan+infj)`.
    Complex(f64, f64),
}

/// `OUTS = prim[PARAMS] INS`.
#[derive(Clone, Debug, PartialEq)]
pub struct Eqn {
    pub outputs: Vec<Binder>,
    pub primitive: Name,
    pub params: Vec<Param>,
    pub inputs: Vec<Atom>,
    pub span: Span,
}

/// `name=value`.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: Name,
    pub value: Value,
    pub span: Span,
}

/// A param value: the Python reprs JAX prints.
#[derive(Clone, Debug, PartialEq)]
pub struct Value {
    pub kind: ValueKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ValueKind {
    None,
    Bool(bool),
    Int(i128),
    Float(f64),
    /// A Python string literal (unquoted, escapes as written).
    Str(String),
    /// A bare name, possibly dotted: a dtype (`float32`), an enum member (`Precision.HIGHEST`), a
    /// string JAX prints without quotes (`expand_dims`), or a shared jaxpr's name.
    Ident(String),
    /// `*`, a pytree leaf.
    Star,
    /// `float32[4]`, as inside `ShapedArray(float32[4])`.
    Shaped {
        dtype: String,
        dims: Vec<u64>,
    },
    /// `(a, b)`, also `( {...} {...} )` without commas (how JAX prints tuples of jaxprs).
    Tuple(Vec<Value>),
    /// `[a, b]`.
    List(Vec<Value>),
    /// `{}`, `{k: v}`; also a mesh's `'x': 8` entries among call arguments (one-entry dicts).
    Dict(Vec<(Value, Value)>),
    /// `{a, b}`, a Python set (`frozenset({'x', 'y'})`).
    Set(Vec<Value>),
    /// `Name(args)`: `ShapedArray(float32[4])`, `PyTreeDef(((*,), {}))`, `functools.partial(...)`.
    Call {
        name: String,
        args: Vec<Arg>,
    },
    /// `<function f at 0xXXXXXXXXXXXX>`, `<lambda>`: an object repr, brackets included.
    Repr(String),
    /// A nested jaxpr, `{ lambda ... }`.
    Jaxpr(Box<Jaxpr>),
    /// A whole program as a param value, `let NAME = { ... } in { lambda ... }`: how `str()` of
    /// a jaxpr with shared sub-jaxprs prints (`custom_linear_solve`'s `jaxprs`).
    Program(Box<Program>),
}

/// A call argument, positional or `k=v`.
#[derive(Clone, Debug, PartialEq)]
pub struct Arg {
    pub keyword: Option<Name>,
    pub value: Value,
}

impl ValueKind {
    /// A short description for messages: `a tuple`, `an int`.
    pub fn describe(&self) -> &'static str {
        match self {
            ValueKind::None => "None",
            ValueKind::Bool(_) => "a bool",
            ValueKind::Int(_) => "an int",
            ValueKind::Float(_) => "a float",
            ValueKind::Str(_) => "a string",
            ValueKind::Ident(_) => "a name",
            ValueKind::Star => "`*`",
            ValueKind::Shaped { .. } => "a shaped type",
            ValueKind::Tuple(_) => "a tuple",
            ValueKind::List(_) => "a list",
            ValueKind::Dict(_) => "a dict",
            ValueKind::Set(_) => "a set",
            ValueKind::Call { .. } => "a call",
            ValueKind::Repr(_) => "an object repr",
            ValueKind::Jaxpr(_) => "a jaxpr",
            ValueKind::Program(_) => "a jaxpr with shared jaxprs",
        }
    }
}
