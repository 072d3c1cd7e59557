//! From the syntax tree to the IR: names resolved per jaxpr, params interpreted per primitive,
//! every equation given its span. Each problem becomes a [`Diagnostic`] at the place it is about.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use minihlo_ir::{
    ArgOp, Atom, Aval, BinaryOp, BufferCallback, CompareOp, Cond, CustomJvpCall, CustomVjpCall,
    DType, DotDims, Eqn, FlatTree, Jaxpr, JaxprId, Jaxprs, Jit, Literal, Primitive, Program,
    ReduceOp, Scalar, Scan, Shape, Span, UnaryOp, Var, While,
};

use crate::ast::{self, Value, ValueKind};
use crate::error::Diagnostic;

/// Names bound in one jaxpr (JAX's jaxprs are closed: each has its own).
type Scope<'s> = HashMap<Cow<'s, str>, Var>;

/// A jaxpr being made, equation by equation, with the names bound so far.
pub struct Building<'s> {
    jaxpr: Jaxpr,
    scope: Scope<'s>,
}

/// Primitives JAX prints that take nested jaxprs but minihlo's IR does not have: reported as
/// unsupported rather than unknown. (`jit`/`pjit`, `cond`, `while`, `scan` and the custom
/// derivative calls are read into the IR.)
pub const CONTROL_FLOW: [&str; 5] = [
    "closed_call",
    "core_call",
    "remat",
    "checkpoint",
    "shard_map",
];

/// How deeply jaxprs may nest, counting jaxprs reached through `let` names (the same limit as
/// [`minihlo_ir::check()`]'s).
pub const MAX_JAXPR_DEPTH: usize = minihlo_ir::pretty::MAX_DEPTH;

/// Params that JAX prints only as `None` for the programs minihlo handles; they are accepted when
/// `None` and ignored, and any other value is an error.
pub const IGNORED_WHEN_NONE: [&str; 5] = [
    "sharding",
    "out_sharding",
    "accuracy",
    "precision",
    "out_dtype",
];

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
}

type R<T> = Result<T, Diagnostic>;

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
            if let Err(d) = self.shared_jaxpr(&s.name.text, s.name.span) {
                self.diags.push(d);
            }
        }
        self.open(constvars, invars)
    }

    /// Ends the main jaxpr: `None` when any diagnostic was reported (they are in `diags`).
    pub fn finish(&mut self, building: Building<'s>, outvars: &[ast::Atom]) -> Option<Program> {
        let j = self.close(building, outvars);
        let program = std::mem::take(&mut self.arena).finish(j);
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
        let prim = self.primitive(e, &out_avals);
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
        self.arena
            .push(j)
            .map_err(|e| Diagnostic::new(e.to_string(), span, "in this jaxpr"))
    }

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

    /// The required jaxpr-valued param `name` of `p`'s equation.
    fn jaxpr_param(&mut self, p: &mut Params, name: &str) -> R<JaxprId> {
        let param = p.take_required(name)?;
        self.sub_jaxpr(&param.value)
            .map_err(|e| e.located(p, name, &param.value))
    }

    /// A scope key for `n`: the name's place in the source text when it is there (no copy).
    fn key(&self, n: &ast::Name) -> Cow<'s, str> {
        match self.src.get(n.span.start..n.span.end) {
            Some(text) if text == n.text => Cow::Borrowed(text),
            _ => Cow::Owned(n.text.clone()),
        }
    }

    fn bind(&mut self, j: &mut Jaxpr, scope: &mut Scope<'s>, b: &ast::Binder) -> Var {
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

    fn primitive(&mut self, e: &ast::Eqn, outs: &[Aval]) -> R<Primitive> {
        let name = e.primitive.text.as_str();
        let mut p = Params::new(e, self.src)?;
        // The op enums' names are derived (`FromStr`): an op added to one is read with no table
        // here.
        let prim = if let Ok(op) = name.parse::<UnaryOp>() {
            Primitive::Unary(op)
        } else if let Ok(op) = name.parse::<BinaryOp>() {
            Primitive::Binary(op)
        } else if let Ok(op) = name.parse::<CompareOp>() {
            Primitive::Compare(op)
        } else if let Ok(op) = name.parse::<ReduceOp>() {
            Primitive::Reduce {
                op,
                axes: p.required("axes", usizes_of)?,
            }
        } else if let Ok(op) = name.parse::<ArgOp>() {
            Primitive::ArgReduce {
                op,
                axes: p.required("axes", usizes_of)?,
                index_dtype: p.required("index_dtype", dtype_of)?,
            }
        } else {
            match name {
                "integer_pow" => Primitive::IntegerPow {
                    y: p.required("y", i64_of)?,
                },
                "clamp" => Primitive::Clamp,
                "select_n" => Primitive::SelectN,
                "convert_element_type" => Primitive::ConvertElementType {
                    new_dtype: p.required("new_dtype", dtype_of)?,
                    weak_type: p.optional("weak_type", bool_of)?.unwrap_or(false),
                },
                "broadcast_in_dim" => {
                    let out = one_output(e, outs)?;
                    let shape = p.optional("shape", dims_of)?;
                    if let Some(s) = &shape {
                        if s.as_slice() != out.dims() {
                            return Err(p.mismatch("shape", out));
                        }
                    }
                    Primitive::BroadcastInDim {
                        shape: out.shape.clone(),
                        broadcast_dimensions: p
                            .optional("broadcast_dimensions", usizes_of)?
                            .unwrap_or_default(),
                    }
                }
                "reshape" => {
                    p.none_only("dimensions", "reshape with `dimensions` (a transpose first)")?;
                    let new_sizes = match p.optional("new_sizes", dims_of)? {
                        Some(d) => Shape::new(d),
                        None => one_output(e, outs)?.shape.clone(),
                    };
                    Primitive::Reshape { new_sizes }
                }
                "transpose" => Primitive::Transpose {
                    permutation: p.required("permutation", usizes_of)?,
                },
                "squeeze" => Primitive::Squeeze {
                    dimensions: p.required("dimensions", usizes_of)?,
                },
                "expand_dims" => Primitive::ExpandDims {
                    dimensions: p.required("dimensions", usizes_of)?,
                },
                "iota" => {
                    let dtype = p.optional("dtype", dtype_of)?;
                    let shape = p.optional("shape", dims_of)?;
                    let (dtype, shape) = match (dtype, shape) {
                        (Some(d), Some(s)) => (d, Shape::new(s)),
                        (d, s) => {
                            let out = one_output(e, outs)?;
                            (
                                d.unwrap_or(out.dtype),
                                s.map_or_else(|| out.shape.clone(), Shape::new),
                            )
                        }
                    };
                    Primitive::Iota {
                        dtype,
                        shape,
                        dimension: p.required("dimension", usize_of)?,
                    }
                }
                "concatenate" => Primitive::Concatenate {
                    dimension: p.required("dimension", usize_of)?,
                },
                "slice" => Primitive::Slice {
                    start_indices: p.required("start_indices", dims_of)?,
                    limit_indices: p.required("limit_indices", dims_of)?,
                    strides: p.optional("strides", opt(dims_of))?.flatten(),
                },
                "dynamic_slice" => Primitive::DynamicSlice {
                    slice_sizes: p.required("slice_sizes", dims_of)?,
                },
                "dynamic_update_slice" => Primitive::DynamicUpdateSlice,
                "dot_general" => {
                    let (lc, rc, lb, rb) = p.required("dimension_numbers", dimension_numbers)?;
                    Primitive::DotGeneral(DotDims {
                        lhs_contracting: lc,
                        rhs_contracting: rc,
                        lhs_batch: lb,
                        rhs_batch: rb,
                        preferred_element_type: p
                            .optional("preferred_element_type", opt(dtype_of))?
                            .flatten(),
                    })
                }
                "buffer_callback" => buffer_callback(&mut p, e.inputs.len())?,
                "jit" | "pjit" => {
                    let name = p.required("name", text_of)?;
                    let jaxpr = self.jaxpr_param(&mut p, "jaxpr")?;
                    Primitive::Jit(Box::new(Jit { name, jaxpr }))
                }
                "cond" => {
                    let param = p.take_required("branches")?;
                    let items = match &param.value.kind {
                        ValueKind::Tuple(items) | ValueKind::List(items) => items,
                        _ => {
                            return Err(p.invalid(
                                "branches",
                                &param.value,
                                "a tuple of jaxprs".into(),
                            ))
                        }
                    };
                    let mut branches = Vec::with_capacity(items.len());
                    for item in items {
                        branches.push(
                            self.sub_jaxpr(item)
                                .map_err(|e| e.located(&p, "branches", item))?,
                        );
                    }
                    Primitive::Cond(Box::new(Cond { branches }))
                }
                "while" => {
                    let cond_jaxpr = self.jaxpr_param(&mut p, "cond_jaxpr")?;
                    let body_jaxpr = self.jaxpr_param(&mut p, "body_jaxpr")?;
                    Primitive::While(Box::new(While {
                        cond_jaxpr,
                        cond_nconsts: p.required("cond_nconsts", usize_of)?,
                        body_jaxpr,
                        body_nconsts: p.required("body_nconsts", usize_of)?,
                    }))
                }
                "scan" => self.scan(&mut p, e.inputs.len())?,
                "custom_jvp_call" => {
                    let call_jaxpr = self.jaxpr_param(&mut p, "call_jaxpr")?;
                    Primitive::CustomJvpCall(Box::new(CustomJvpCall {
                        name: p.required("name", text_of)?,
                        call_jaxpr,
                        jvp: p.required("jvp", text_of)?,
                        num_consts: p.optional("num_consts", usize_of)?.unwrap_or(0),
                        symbolic_zeros: p.optional("symbolic_zeros", bool_of)?.unwrap_or(false),
                    }))
                }
                "custom_vjp_call" => {
                    let call_jaxpr = self.jaxpr_param(&mut p, "call_jaxpr")?;
                    Primitive::CustomVjpCall(Box::new(CustomVjpCall {
                        name: p.required("name", text_of)?,
                        call_jaxpr,
                        fwd: p.required("fwd", text_of)?,
                        bwd: p.required("bwd", text_of)?,
                        num_consts: p.optional("num_consts", usize_of)?.unwrap_or(0),
                        symbolic_zeros: p.optional("symbolic_zeros", bool_of)?.unwrap_or(false),
                    }))
                }
                _ if CONTROL_FLOW.contains(&name) => {
                    return Err(Diagnostic::new(
                        format!(
                            "unsupported primitive `{name}`: minihlo reads jit, cond, while, scan, custom_jvp_call and custom_vjp_call, not `{name}`"
                        ),
                        e.primitive.span,
                        "not supported yet",
                    ))
                }
                _ => {
                    return Err(Diagnostic::new(
                        format!("unknown primitive `{name}`"),
                        e.primitive.span,
                        "not a primitive minihlo knows",
                    ))
                }
            }
        };
        p.finish()?;
        Ok(prim)
    }
}

impl Lowerer<'_> {
    /// `scan` as JAX 0.12 prints it (`ft_in`/`ft_out`), or with the older counts
    /// (`num_consts`, `num_carry`, `linear`, `_split_transpose`).
    fn scan(&mut self, p: &mut Params, n_inputs: usize) -> R<Primitive> {
        let jaxpr = self.jaxpr_param(p, "jaxpr")?;
        let length = p.required("length", dim_of_value)?;
        let reverse = p.optional("reverse", bool_of)?.unwrap_or(false);
        let unroll = p.optional("unroll", unroll_of)?.unwrap_or(1);
        let ft_in = p.optional("ft_in", flat_tree)?;
        let ft_out = p.optional("ft_out", flat_tree)?;
        let num_consts = p.optional("num_consts", usize_of)?;
        let num_carry = p.optional("num_carry", usize_of)?;
        let _ = p.optional("linear", bools_of)?;
        let _ = p.optional("_split_transpose", bool_of)?;
        let mut scan = match (ft_in, ft_out, num_consts, num_carry) {
            (Some(ft_in), Some(ft_out), None, None) => Scan {
                jaxpr,
                length,
                reverse,
                unroll,
                ft_in,
                ft_out,
            },
            (None, None, Some(nc), Some(nk)) => {
                let n_out = self.arena.get(jaxpr).map_or(0, |j| j.outvars.len());
                let (Some(nx), Some(ny)) = (
                    n_inputs.checked_sub(nc).and_then(|r| r.checked_sub(nk)),
                    n_out.checked_sub(nk),
                ) else {
                    return Err(Diagnostic::new(
                        format!(
                            "`scan` with num_consts={nc} and num_carry={nk} needs at least {} operands and {nk} jaxpr outputs, but has {n_inputs} operands and {n_out} outputs",
                            nc.saturating_add(nk)
                        ),
                        p.eqn.span,
                        "operands and params disagree",
                    ));
                };
                Scan::new(jaxpr, length, nc, nk, nx, ny)
            }
            _ => {
                return Err(Diagnostic::new(
                    "`scan` needs either `ft_in` and `ft_out` (JAX 0.12) or `num_consts` and `num_carry` (older JAX), not a mix",
                    p.eqn.primitive.span,
                    "how operands split is not given",
                ))
            }
        };
        scan.reverse = reverse;
        scan.unroll = unroll;
        Ok(Primitive::Scan(Box::new(scan)))
    }
}

/// Why a jaxpr-valued param could not be read.
enum JaxprParamError {
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

fn buffer_callback(p: &mut Params, n_inputs: usize) -> R<Primitive> {
    let callback = p.required("callback", callback_name)?;
    let result_avals = p.required("result_avals", result_avals)?;
    let n_out = result_avals.len();
    let mut cb = BufferCallback::new(callback, result_avals);
    cb.has_side_effect = p.optional("has_side_effect", bool_of)?.unwrap_or(false);
    cb.command_buffer_compatible = p
        .optional("command_buffer_compatible", bool_of)?
        .unwrap_or(false);
    cb.input_output_aliases = p
        .optional("input_output_aliases", aliases)?
        .unwrap_or_default();
    cb.vmap_method = p.optional("vmap_method", opt(name_of))?.flatten();
    // The trees are kept as written, unless they are the flat default the printer makes anyway.
    cb.in_tree = p
        .optional_raw("in_tree")
        .filter(|t| *t != BufferCallback::default_in_tree(n_inputs));
    cb.out_tree = p
        .optional_raw("out_tree")
        .filter(|t| *t != BufferCallback::default_out_tree(n_out));
    Ok(Primitive::BufferCallback(Box::new(cb)))
}

/// An equation's params, each taken at most once; what is left over is an error.
struct Params<'a> {
    eqn: &'a ast::Eqn,
    src: &'a str,
    used: Vec<bool>,
}

impl<'a> Params<'a> {
    fn new(eqn: &'a ast::Eqn, src: &'a str) -> R<Params<'a>> {
        for (i, p) in eqn.params.iter().enumerate() {
            if eqn.params[..i].iter().any(|q| q.name.text == p.name.text) {
                return Err(Diagnostic::new(
                    format!("param `{}` is given twice", p.name.text),
                    p.name.span,
                    "given again here",
                ));
            }
        }
        Ok(Params {
            eqn,
            src,
            used: vec![false; eqn.params.len()],
        })
    }

    fn prim(&self) -> &str {
        &self.eqn.primitive.text
    }

    fn take(&mut self, name: &str) -> Option<&'a ast::Param> {
        let i = self.eqn.params.iter().position(|p| p.name.text == name)?;
        self.used[i] = true;
        Some(&self.eqn.params[i])
    }

    fn optional<T>(
        &mut self,
        name: &str,
        conv: impl Fn(&Value) -> Result<T, String>,
    ) -> R<Option<T>> {
        match self.take(name) {
            None => Ok(None),
            Some(p) => conv(&p.value)
                .map(Some)
                .map_err(|expected| self.invalid(name, &p.value, expected)),
        }
    }

    /// A param value that is not what `name` takes.
    fn invalid(&self, name: &str, v: &Value, expected: String) -> Diagnostic {
        Diagnostic::new(
            format!(
                "param `{name}` of `{}` must be {expected}, got `{}`",
                self.prim(),
                self.text(v.span)
            ),
            v.span,
            format!("expected {expected}"),
        )
    }

    /// The param `name`, which must be given.
    fn take_required(&mut self, name: &str) -> R<&'a ast::Param> {
        match self.take(name) {
            Some(p) => Ok(p),
            None => Err(self.missing(name)),
        }
    }

    fn missing(&self, name: &str) -> Diagnostic {
        Diagnostic::new(
            format!("`{}` needs the param `{name}`", self.prim()),
            self.eqn.primitive.span,
            format!("`{name}` is missing"),
        )
    }

    fn required<T>(&mut self, name: &str, conv: impl Fn(&Value) -> Result<T, String>) -> R<T> {
        match self.optional(name, conv)? {
            Some(v) => Ok(v),
            None => Err(self.missing(name)),
        }
    }

    /// The param's text as written.
    fn optional_raw(&mut self, name: &str) -> Option<String> {
        self.take(name).map(|p| self.text(p.value.span).to_string())
    }

    /// A param minihlo accepts only as `None`.
    fn none_only(&mut self, name: &str, what: &str) -> R<()> {
        let prim = self.prim().to_string();
        match self.take(name) {
            Some(p) if p.value.kind != ValueKind::None => Err(Diagnostic::new(
                format!(
                    "unsupported param `{name}={}` of `{prim}`: minihlo does not support {what}",
                    self.text(p.value.span)
                ),
                p.span,
                "only `None` is supported",
            )),
            _ => Ok(()),
        }
    }

    fn mismatch(&self, name: &str, out: &Aval) -> Diagnostic {
        let p = self.eqn.params.iter().find(|p| p.name.text == name);
        let span = p.map_or(self.eqn.span, |p| p.span);
        Diagnostic::new(
            format!(
                "param `{name}={}` of `{}` disagrees with the output type {out}",
                self.text(p.map_or(span, |p| p.value.span)),
                self.prim()
            ),
            span,
            "disagrees with the output type",
        )
    }

    fn text(&self, span: Span) -> &str {
        self.src.get(span.start..span.end).unwrap_or("")
    }

    /// Every param must have been read; the documented ignored ones must be `None`.
    fn finish(mut self) -> R<()> {
        for name in IGNORED_WHEN_NONE {
            if self.eqn.params.iter().any(|p| p.name.text == name) && !self.taken(name) {
                self.none_only(name, &format!("`{name}` other than `None`"))?;
            }
        }
        for (i, p) in self.eqn.params.iter().enumerate() {
            if !self.used[i] {
                return Err(Diagnostic::new(
                    format!("unknown param `{}` for `{}`", p.name.text, self.prim()),
                    p.name.span,
                    "not a param of this primitive",
                ));
            }
        }
        Ok(())
    }

    fn taken(&self, name: &str) -> bool {
        self.eqn
            .params
            .iter()
            .zip(&self.used)
            .any(|(p, &u)| u && p.name.text == name)
    }
}

fn one_output<'a>(e: &ast::Eqn, outs: &'a [Aval]) -> R<&'a Aval> {
    match outs {
        [one] => Ok(one),
        _ => Err(Diagnostic::new(
            format!(
                "`{}` has one output, but this equation binds {}",
                e.primitive.text,
                outs.len()
            ),
            e.span,
            "expected one output binder",
        )),
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

// Converters from param values. Each returns what it expected on failure.

fn seq(v: &Value) -> Option<&[Value]> {
    match &v.kind {
        ValueKind::Tuple(items) | ValueKind::List(items) => Some(items),
        _ => None,
    }
}

fn i64_of(v: &Value) -> Result<i64, String> {
    match v.kind {
        ValueKind::Int(i) => i64::try_from(i).map_err(|_| "an int that fits in i64".into()),
        _ => Err("an int".into()),
    }
}

fn usize_of(v: &Value) -> Result<usize, String> {
    match v.kind {
        ValueKind::Int(i) if (0..=i64::MAX as i128).contains(&i) => {
            usize::try_from(i).map_err(|_| "a non-negative int".into())
        }
        _ => Err("a non-negative int".into()),
    }
}

fn dim_of(v: &Value) -> Result<u64, String> {
    match v.kind {
        ValueKind::Int(i) if (0..=i64::MAX as i128).contains(&i) => Ok(i as u64),
        _ => Err("a tuple of sizes from 0 to 2^63-1".into()),
    }
}

fn usizes_of(v: &Value) -> Result<Vec<usize>, String> {
    let msg = || "a tuple of non-negative ints".to_string();
    seq(v)
        .ok_or_else(msg)?
        .iter()
        .map(|x| usize_of(x).map_err(|_| msg()))
        .collect()
}

fn dims_of(v: &Value) -> Result<Vec<u64>, String> {
    seq(v)
        .ok_or("a tuple of sizes from 0 to 2^63-1")?
        .iter()
        .map(dim_of)
        .collect()
}

fn bool_of(v: &Value) -> Result<bool, String> {
    match v.kind {
        ValueKind::Bool(b) => Ok(b),
        _ => Err("`True` or `False`".into()),
    }
}

fn dtype_of(v: &Value) -> Result<DType, String> {
    match &v.kind {
        ValueKind::Ident(s) | ValueKind::Str(s) => {
            DType::from_name(s.strip_prefix("dtype.").unwrap_or(s))
                .ok_or_else(|| "a dtype such as `float32`".into())
        }
        _ => Err("a dtype such as `float32`".into()),
    }
}

fn name_of(v: &Value) -> Result<String, String> {
    match &v.kind {
        ValueKind::Ident(s) | ValueKind::Str(s) => Ok(s.clone()),
        _ => Err("a name".into()),
    }
}

/// A name as JAX prints it, kept as written: `inner`, `<lambda>`, `'f'`.
fn text_of(v: &Value) -> Result<String, String> {
    match &v.kind {
        ValueKind::Ident(s) | ValueKind::Str(s) | ValueKind::Repr(s) => Ok(s.clone()),
        _ => Err("a name such as `inner` or `<lambda>`".into()),
    }
}

/// A size: a non-negative int that fits in i64.
fn dim_of_value(v: &Value) -> Result<u64, String> {
    dim_of(v).map_err(|_| "a size from 0 to 2^63-1".into())
}

/// `unroll`: a non-negative int.
fn unroll_of(v: &Value) -> Result<u64, String> {
    match v.kind {
        ValueKind::Int(i) if (0..=i64::MAX as i128).contains(&i) => Ok(i as u64),
        _ => Err("a non-negative int".into()),
    }
}

fn bools_of(v: &Value) -> Result<Vec<bool>, String> {
    let msg = || "a tuple of `True`/`False`".to_string();
    seq(v)
        .ok_or_else(msg)?
        .iter()
        .map(|x| bool_of(x).map_err(|_| msg()))
        .collect()
}

/// `ft_in` / `ft_out`: JAX's flat-tree repr, `((), (None,), (RightsOnly(Right(None)),))`.
fn flat_tree(v: &Value) -> Result<FlatTree, String> {
    fn write(v: &Value, out: &mut String) -> Result<(), String> {
        match &v.kind {
            ValueKind::None => out.push_str("None"),
            ValueKind::Tuple(items) => {
                out.push('(');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write(item, out)?;
                }
                if items.len() == 1 {
                    out.push(',');
                }
                out.push(')');
            }
            ValueKind::Call { name, args }
                if ["RightsOnly", "Right", "Left"].contains(&name.as_str()) =>
            {
                let [ast::Arg {
                    keyword: None,
                    value,
                }] = args.as_slice()
                else {
                    return Err(String::new());
                };
                out.push_str(name);
                out.push('(');
                write(value, out)?;
                out.push(')');
            }
            _ => return Err(String::new()),
        }
        Ok(())
    }
    let expected = "a flat tree such as `((), (None,), (None,))`";
    let mut text = String::new();
    write(v, &mut text).map_err(|_| expected.to_string())?;
    FlatTree::parse(&text).map_err(|e| format!("{expected} ({e})"))
}

/// `None` or what `f` accepts.
fn opt<T>(f: impl Fn(&Value) -> Result<T, String>) -> impl Fn(&Value) -> Result<Option<T>, String> {
    move |v| match v.kind {
        ValueKind::None => Ok(None),
        _ => f(v).map(Some).map_err(|e| format!("None or {e}")),
    }
}

type DimNums = (Vec<usize>, Vec<usize>, Vec<usize>, Vec<usize>);

/// `(([1], [0]), ([], []))`.
fn dimension_numbers(v: &Value) -> Result<DimNums, String> {
    let msg = || "`((lhs_contracting, rhs_contracting), (lhs_batch, rhs_batch))`".to_string();
    let pair = |v: &Value| -> Result<(Vec<usize>, Vec<usize>), String> {
        match seq(v) {
            Some([a, b]) => Ok((
                usizes_of(a).map_err(|_| msg())?,
                usizes_of(b).map_err(|_| msg())?,
            )),
            _ => Err(msg()),
        }
    };
    match seq(v) {
        Some([c, b]) => {
            let (lc, rc) = pair(c)?;
            let (lb, rb) = pair(b)?;
            Ok((lc, rc, lb, rb))
        }
        _ => Err(msg()),
    }
}

/// `((0, 0), (1, 0))`.
fn aliases(v: &Value) -> Result<Vec<(i64, i64)>, String> {
    let msg = || "a tuple of `(input, output)` index pairs".to_string();
    seq(v)
        .ok_or_else(msg)?
        .iter()
        .map(|pair| match seq(pair) {
            Some([i, o]) => Ok((i64_of(i).map_err(|_| msg())?, i64_of(o).map_err(|_| msg())?)),
            _ => Err(msg()),
        })
        .collect()
}

/// `(ShapedArray(float32[4]), ShapedArray(int32[3]))`.
fn result_avals(v: &Value) -> Result<Vec<Aval>, String> {
    let msg = || "a tuple of `ShapedArray(dtype[dims])`".to_string();
    seq(v)
        .ok_or_else(msg)?
        .iter()
        .map(|item| match &item.kind {
            ValueKind::Call { name, args } if name == "ShapedArray" => match args.first() {
                Some(ast::Arg {
                    keyword: None,
                    value:
                        Value {
                            kind: ValueKind::Shaped { dtype, dims },
                            ..
                        },
                }) => DType::from_name(dtype)
                    .map(|d| Aval::new(d, dims.clone()))
                    .ok_or_else(msg),
                _ => Err(msg()),
            },
            _ => Err(msg()),
        })
        .collect()
}

/// The callback's name from its repr: `<function NAME at 0x...>` (JAX masks the address; any
/// address is accepted), `<built-in function NAME>`, `<bound method NAME of ...>`; for a call such
/// as `functools.partial(<function f at 0x...>)`, the first function inside.
fn callback_name(v: &Value) -> Result<String, String> {
    fn find(v: &Value) -> Option<String> {
        match &v.kind {
            ValueKind::Repr(r) => Some(repr_name(r)),
            ValueKind::Ident(s) | ValueKind::Str(s) => Some(s.clone()),
            ValueKind::Call { args, .. } => args.iter().find_map(|a| find(&a.value)),
            _ => None,
        }
    }
    let expected = "a function repr such as `<function f at 0xXXXXXXXXXXXX>`";
    match find(v) {
        Some(name) if prints_back(&name) => Ok(name),
        Some(_) => Err(format!(
            "{expected} whose name prints back as one repr (balanced `<>`, on one line)"
        )),
        None => Err(expected.into()),
    }
}

/// Whether the printer's `<function NAME at 0xXXXXXXXXXXXX>` reads back as one repr with the same
/// name: a name with unbalanced `<>` (a repr cut short by `rfind(" at 0x")`) or a line break
/// would print as text that does not parse.
fn prints_back(name: &str) -> bool {
    let mut depth = 0usize;
    for c in name.chars() {
        match c {
            '<' => depth += 1,
            '>' => match depth.checked_sub(1) {
                Some(d) => depth = d,
                None => return false,
            },
            c if c.is_control() => return false,
            _ => {}
        }
    }
    depth == 0 && repr_name(&format!("<function {name} at 0xXXXXXXXXXXXX>")) == name
}

fn repr_name(r: &str) -> String {
    let inner = r
        .strip_prefix('<')
        .and_then(|s| s.strip_suffix('>'))
        .unwrap_or(r);
    for prefix in [
        "function ",
        "built-in function ",
        "bound method ",
        "built-in method ",
    ] {
        if let Some(rest) = inner.strip_prefix(prefix) {
            let end = [" at 0x", " of "]
                .iter()
                .filter_map(|sep| rest.rfind(sep))
                .min()
                .unwrap_or(rest.len());
            return rest[..end].to_string();
        }
    }
    inner.to_string()
}

#[cfg(test)]
mod tests {
    use super::repr_name;

    #[test]
    fn callback_names_come_from_reprs() {
        assert_eq!(
            repr_name("<function make_std_cb.<locals>.std_cb at 0xXXXXXXXXXXXX>"),
            "make_std_cb.<locals>.std_cb"
        );
        assert_eq!(
            repr_name("<function <lambda> at 0x7f3a2c1b5e40>"),
            "<lambda>"
        );
        assert_eq!(repr_name("<built-in function print>"), "print");
        assert_eq!(repr_name("<bound method A.f of <A object at 0x1>>"), "A.f");
        assert_eq!(repr_name("<lambda>"), "lambda");
    }
}
