//! The outer trace a batching rule records into (JAX's `DynamicJaxprTrace` under the
//! `BatchTrace`): equations typed by [`crate::shape_rules`], and the `lax` wrappers the rules call,
//! with JAX's shortcuts (`lax.transpose` of the identity permutation is its operand) and its
//! forwarding (`broadcast_in_dim` to the operand's own shape records nothing).
//!
//! JAX's rules compute many params with NumPy (`np.add(1, dims)`, `np.delete(np.arange(n), i)`):
//! those ints are `np.int64` scalars and print as `np.int64(1)`. An [`Ix`] remembers which kind an
//! int is; the params holding one are recorded in the program's [`ParamTexts`] (by a span of the
//! equation's own), which the printer prints instead of the IR's plain rendering.

use std::collections::HashMap;

use crate::jaxpr::{Atom, Eqn, Jaxpr, Span, Var};
use crate::pretty::ParamTexts;
use crate::primitive::{BroadcastInDim, Primitive, Reshape, Squeeze, Transpose};
use crate::program::{JaxprId, Jaxprs, Program};
use crate::shape_rules::infer;
use crate::types::{Aval, DType, Shape};

use super::error::VmapError;

pub(crate) type R<T> = Result<T, VmapError>;

/// Where a value is batched: `None` for a value that is the same for every batch element.
pub(crate) type BDim = Option<usize>;

/// A value of the batched trace: an atom of the jaxpr being recorded and its batch dimension.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct BVal {
    pub x: Atom,
    pub d: BDim,
}

impl BVal {
    pub fn new(x: impl Into<Atom>, d: BDim) -> BVal {
        BVal { x: x.into(), d }
    }
    pub fn unbatched(x: impl Into<Atom>) -> BVal {
        BVal {
            x: x.into(),
            d: None,
        }
    }
}

/// Where `batch_jaxpr_axes` puts an output: at a dimension, unbatched, or at 0 if it is
/// batched at all (`zero_if_mapped`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum OutDest {
    At(usize),
    /// Unbatched (JAX's `None`).
    None,
    ZeroIfMapped,
}

/// A memoised batching of one jaxpr.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum MemoKey {
    /// `batch_jaxpr2(jaxpr, in_axes)`: outputs where they come out.
    Free(JaxprId, Vec<BDim>),
    /// `batch_jaxpr_axes(jaxpr, in_axes, out_axes_dest)`.
    Axes(JaxprId, Vec<BDim>, Vec<OutDest>),
}

/// A primitive's batching rule: the batched results of one source equation on batched operands
/// (the dispatch of `rules`, handed in by the caller so that the trace does not depend on it).
pub(crate) type Rule = fn(&mut Em, &Eqn, &[BVal]) -> R<Vec<BVal>>;

/// An int as a batching rule computed it: a Python `int`, or a NumPy `int64` scalar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Ix {
    pub v: i64,
    pub np: bool,
}

impl Ix {
    pub fn py(v: usize) -> Ix {
        Ix {
            v: v as i64,
            np: false,
        }
    }
    pub fn np(v: usize) -> Ix {
        Ix {
            v: v as i64,
            np: true,
        }
    }
    pub fn u(self) -> usize {
        self.v.max(0) as usize
    }
    /// `repr()` of the int: `1` or `np.int64(1)`.
    pub fn repr(self) -> String {
        if self.np {
            format!("np.int64({})", self.v)
        } else {
            self.v.to_string()
        }
    }
}

pub(crate) fn pys(xs: &[usize]) -> Vec<Ix> {
    xs.iter().map(|&x| Ix::py(x)).collect()
}
pub(crate) fn nps(xs: &[usize]) -> Vec<Ix> {
    xs.iter().map(|&x| Ix::np(x)).collect()
}
pub(crate) fn vals(xs: &[Ix]) -> Vec<usize> {
    xs.iter().map(|x| x.u()).collect()
}
pub(crate) fn any_np(xs: &[Ix]) -> bool {
    xs.iter().any(|x| x.np)
}
/// Python's tuple repr of the ints: `(0, np.int64(2))`.
pub(crate) fn ix_tuple(xs: &[Ix]) -> String {
    crate::pyfmt::py_tuple_of(xs.iter().map(|x| x.repr()))
}
/// JAX's `canonicalize_axis`, with its message.
pub(crate) fn canonicalize_axis(axis: i64, ndim: usize) -> R<usize> {
    let n = ndim as i64;
    if axis < -n || axis >= n {
        return Err(VmapError::Spec(format!(
            "axis {axis} is out of bounds for array of dimension {ndim}"
        )));
    }
    Ok(if axis < 0 { axis + n } else { axis } as usize)
}

/// What one `vmap` shares across the jaxprs it builds: the source program, the arena being
/// filled, the param texts of both, the batch size and the memo of batched sub-jaxprs.
pub(crate) struct Cx<'s> {
    pub src: &'s Program,
    src_texts: &'s ParamTexts,
    /// The source's jaxprs first (same ids: copied equations keep calling them), then the
    /// batched ones, callees before callers.
    pub arena: Jaxprs,
    pub texts: ParamTexts,
    next_span: usize,
    pub size: u64,
    /// The batching rules (JAX's `fancy_primitive_batchers`).
    pub rule: Rule,
    /// Whether the program was traced with x64 (Python ints are `i64` literals then).
    pub x64: bool,
    pub memo: HashMap<MemoKey, (JaxprId, Vec<BDim>)>,
    /// Per source jaxpr: whether running it may perform an `io_callback`, and an ordered one
    /// (computed once, callees first).
    io: Option<Vec<(bool, bool)>>,
    /// The `jit`s the rules call (`lax.fft` is jitted), by name, params and operand types:
    /// JAX's jit cache makes one jaxpr of each.
    jits: HashMap<String, JaxprId>,
}

/// Spans of the equations a rule makes start here, far above any source text's offsets, so that
/// their param texts never clash with those of copied equations (which keep their spans).
const SYNTHETIC_SPANS: usize = usize::MAX / 2;

impl<'s> Cx<'s> {
    pub fn new(
        src: &'s Program,
        src_texts: &'s ParamTexts,
        size: u64,
        x64: bool,
        rule: Rule,
    ) -> Cx<'s> {
        let (arena, _) = src.clone().into_parts();
        Cx {
            src,
            src_texts,
            arena,
            texts: ParamTexts::new(),
            next_span: SYNTHETIC_SPANS,
            size,
            rule,
            x64,
            memo: HashMap::new(),
            jits: HashMap::new(),
            io: None,
        }
    }

    /// [`Cx::io`], computed on first use in one sweep over the source's jaxprs.
    pub fn io_effects(&mut self) -> &[(bool, bool)] {
        let src = self.src;
        self.io.get_or_insert_with(|| {
            let mut io: Vec<(bool, bool)> = Vec::with_capacity(src.jaxprs().len());
            for j in src.jaxprs() {
                let mut here = (false, false);
                for e in &j.eqns {
                    if let Primitive::PyCallback(cb) = &e.primitive {
                        if cb.kind == crate::PyCallbackKind::Io {
                            here = (true, here.1 || cb.ordered);
                        }
                    }
                    for c in e.primitive.sub_jaxprs() {
                        if let Some(&(a, o)) = io.get(c.index()) {
                            here = (here.0 || a, here.1 || o);
                        }
                    }
                }
                io.push(here);
            }
            io
        })
    }

    fn fresh_span(&mut self) -> Span {
        let s = Span::new(self.next_span, self.next_span);
        self.next_span += 1;
        s
    }

    /// The source param texts of a copied equation, carried over.
    fn carry_texts(&mut self, span: Option<Span>) {
        if let Some(s) = span {
            if let Some(t) = self.src_texts.get(&s) {
                self.texts.insert(s, t.clone());
            }
        }
    }

    /// The param texts of a source equation (to read a param's NumPy spelling).
    pub fn src_text(&self, eqn: &Eqn, name: &str) -> Option<&str> {
        let t = self.src_texts.get(&eqn.span?)?;
        t.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }
}

/// A jaxpr being recorded.
pub(crate) struct Em<'c, 's> {
    pub j: Jaxpr,
    pub cx: &'c mut Cx<'s>,
}

impl<'c, 's> Em<'c, 's> {
    pub fn new(cx: &'c mut Cx<'s>) -> Em<'c, 's> {
        Em {
            j: Jaxpr::new(),
            cx,
        }
    }

    pub fn size(&self) -> u64 {
        self.cx.size
    }

    /// A Python int as JAX binds it: a weak `i32` literal, `i64` under x64.
    pub fn py_int(&self, v: i64) -> Atom {
        let dtype = if self.cx.x64 { DType::I64 } else { DType::I32 };
        Atom::Literal(crate::Literal {
            value: crate::types::Scalar::Int(v as i128),
            dtype,
        })
    }

    pub fn aval(&self, a: &Atom) -> Aval {
        self.j
            .atom_aval(a)
            .unwrap_or_else(|| Aval::scalar(crate::DType::F32))
    }
    pub fn shape(&self, a: &Atom) -> Vec<u64> {
        self.aval(a).shape.0
    }
    pub fn ndim(&self, a: &Atom) -> usize {
        self.aval(a).rank()
    }

    pub fn input(&mut self, aval: Aval) -> Var {
        let v = self.j.new_var(aval);
        self.j.invars.push(v);
        v
    }
    pub fn constvar(&mut self, aval: Aval) -> Var {
        let v = self.j.new_var(aval);
        self.j.constvars.push(v);
        v
    }

    /// Records `prim` on `inputs`; `texts` are params whose value prints NumPy scalars.
    pub fn bind_t(
        &mut self,
        prim: Primitive,
        inputs: &[Atom],
        texts: Vec<(&'static str, String)>,
    ) -> R<Vec<Var>> {
        let span = if texts.is_empty() {
            None
        } else {
            let s = self.cx.fresh_span();
            let t = texts.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
            self.cx.texts.insert(s, t);
            Some(s)
        };
        self.push(prim, inputs, span)
    }

    pub fn bind(&mut self, prim: Primitive, inputs: &[Atom]) -> R<Vec<Var>> {
        self.bind_t(prim, inputs, vec![])
    }

    pub fn bind1(&mut self, prim: Primitive, inputs: &[Atom]) -> R<Atom> {
        let name = prim.name();
        let outs = self.bind(prim, inputs)?;
        outs.first()
            .map(|v| Atom::Var(*v))
            .ok_or(VmapError::Internal {
                primitive: name,
                message: "no result".into(),
            })
    }

    pub fn bind1_t(
        &mut self,
        prim: Primitive,
        inputs: &[Atom],
        texts: Vec<(&'static str, String)>,
    ) -> R<Atom> {
        let name = prim.name();
        let outs = self.bind_t(prim, inputs, texts)?;
        outs.first()
            .map(|v| Atom::Var(*v))
            .ok_or(VmapError::Internal {
                primitive: name,
                message: "no result".into(),
            })
    }

    /// The source equation again, on new operands: same params, same param texts.
    pub fn copy_eqn(&mut self, eqn: &Eqn, inputs: &[Atom]) -> R<Vec<Var>> {
        self.cx.carry_texts(eqn.span);
        self.push(eqn.primitive.clone(), inputs, eqn.span)
    }

    /// An equation of a jaxpr this transform built, recorded again (its param texts are
    /// already the transform's).
    pub fn copy_arena_eqn(&mut self, eqn: &Eqn, inputs: &[Atom]) -> R<Vec<Var>> {
        self.push(eqn.primitive.clone(), inputs, eqn.span)
    }

    fn push(&mut self, prim: Primitive, inputs: &[Atom], span: Option<Span>) -> R<Vec<Var>> {
        let avals: Vec<Aval> = inputs.iter().map(|a| self.aval(a)).collect();
        let outs = infer(&prim, &avals, self.cx.arena.as_slice()).map_err(|message| {
            VmapError::Internal {
                primitive: prim.name(),
                message: format!("{message} (operands {})", list(&avals)),
            }
        })?;
        let outputs: Vec<Var> = outs.into_iter().map(|a| self.j.new_var(a)).collect();
        self.j.eqns.push(Eqn {
            primitive: prim,
            inputs: inputs.to_vec(),
            outputs: outputs.clone(),
            span,
        });
        Ok(outputs)
    }

    /// Ends the jaxpr with these outputs and adds it to the arena.
    pub fn finish(mut self, outs: Vec<Atom>) -> JaxprId {
        self.j.outvars = outs;
        self.cx.arena.push_checked_order(self.j)
    }
}

fn list(avals: &[Aval]) -> String {
    avals
        .iter()
        .map(|a| a.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The `lax` wrappers and `batching` helpers the rules call.
impl Em<'_, '_> {
    /// A call of a jitted `lax` function (`jit[name=NAME]`): its body traced once per `key` (the
    /// function's static params) and operand types, as JAX's jit cache does.
    pub fn call_jit(
        &mut self,
        name: &str,
        key: &str,
        inputs: &[Atom],
        body: impl FnOnce(&mut Em, &[Atom]) -> R<Vec<Atom>>,
    ) -> R<Vec<Var>> {
        let avals: Vec<Aval> = inputs.iter().map(|a| self.aval(a)).collect();
        let full_key = format!("{name}|{key}|{}", list(&avals));
        let id = match self.cx.jits.get(&full_key) {
            Some(&id) => id,
            None => {
                let mut sub = Em::new(&mut *self.cx);
                let args: Vec<Atom> = avals
                    .iter()
                    .map(|a| Atom::Var(sub.input(a.clone())))
                    .collect();
                let outs = body(&mut sub, &args)?;
                let id = sub.finish(outs);
                self.cx.jits.insert(full_key, id);
                id
            }
        };
        self.bind(
            Primitive::Jit(Box::new(crate::control::Jit {
                name: name.to_string(),
                jaxpr: id,
                shardings: None,
            })),
            inputs,
        )
    }

    /// `lax.broadcast_in_dim`: the operand itself for a rank-0 no-op, and nothing recorded for a
    /// broadcast to the operand's own shape (JAX's forwarding rule).
    pub fn broadcast_in_dim(&mut self, x: Atom, shape: Vec<u64>, dims: &[Ix]) -> R<Atom> {
        let xs = self.shape(&x);
        if xs.len() == shape.len() && dims.is_empty() {
            return Ok(x);
        }
        if xs == shape {
            return Ok(x);
        }
        let texts = if any_np(dims) {
            vec![("broadcast_dimensions", ix_tuple(dims))]
        } else {
            vec![]
        };
        self.bind1_t(
            Primitive::BroadcastInDim(BroadcastInDim {
                shape: Shape(shape),
                broadcast_dimensions: vals(dims),
            }),
            &[x],
            texts,
        )
    }

    /// `lax.broadcast(x, sizes)`: new leading dimensions.
    pub fn lax_broadcast(&mut self, x: Atom, sizes: &[u64]) -> R<Atom> {
        if sizes.is_empty() {
            return Ok(x);
        }
        let xs = self.shape(&x);
        let dims: Vec<Ix> = (sizes.len()..sizes.len() + xs.len()).map(Ix::py).collect();
        let mut shape = sizes.to_vec();
        shape.extend(xs);
        self.broadcast_in_dim(x, shape, &dims)
    }

    /// `lax.transpose`: the operand itself for the identity permutation.
    pub fn transpose(&mut self, x: Atom, perm: &[usize]) -> R<Atom> {
        if perm.iter().enumerate().all(|(i, &p)| i == p) {
            return Ok(x);
        }
        self.bind1(
            Primitive::Transpose(Transpose {
                permutation: perm.to_vec(),
            }),
            &[x],
        )
    }

    /// `util.moveaxis(x, src, dst)` (`x.transpose(perm)`).
    pub fn moveaxis(&mut self, x: Atom, src: usize, dst: usize) -> R<Atom> {
        if src == dst {
            return Ok(x);
        }
        let n = self.ndim(&x);
        let mut perm: Vec<usize> = (0..n).filter(|&i| i != src).collect();
        perm.insert(dst.min(perm.len()), src);
        self.transpose(x, &perm)
    }

    /// `batching.broadcast(x, sz, axis)`: a new dimension of size `sz` at `axis`.
    pub fn broadcast_at(&mut self, x: Atom, sz: u64, axis: usize) -> R<Atom> {
        let mut shape = self.shape(&x);
        shape.insert(axis, sz);
        let dims: Vec<Ix> = (0..shape.len())
            .filter(|&i| i != axis)
            .map(Ix::np)
            .collect();
        // Never a no-op: the shape has one more dimension than the operand.
        let texts = vec![("broadcast_dimensions", ix_tuple(&dims))];
        self.bind1_t(
            Primitive::BroadcastInDim(BroadcastInDim {
                shape: Shape(shape),
                broadcast_dimensions: vals(&dims),
            }),
            &[x],
            texts,
        )
    }

    /// `batching.bdim_at_front(x, bdim, size)`.
    pub fn bdim_at_front(&mut self, x: Atom, bdim: BDim, size: u64) -> R<Atom> {
        match bdim {
            None => self.broadcast_at(x, size, 0),
            Some(d) => self.moveaxis(x, d, 0),
        }
    }

    /// `batching.moveaxis` of an optional dim (JAX's rules call it only on batched values).
    pub fn move_to(&mut self, x: Atom, bdim: BDim, dst: usize) -> R<Atom> {
        match bdim {
            Some(d) => self.moveaxis(x, d, dst),
            None => Ok(x),
        }
    }

    /// `lax.reshape(x, new_sizes)`: the operand itself when the shape is already that (and not
    /// a scalar).
    pub fn reshape(&mut self, x: Atom, new_sizes: Vec<u64>) -> R<Atom> {
        self.reshape_dims(x, new_sizes, None)
    }

    /// `lax.reshape(x, new_sizes, dimensions)`: `dimensions` dropped when it is the identity.
    pub fn reshape_dims(
        &mut self,
        x: Atom,
        new_sizes: Vec<u64>,
        dimensions: Option<Vec<usize>>,
    ) -> R<Atom> {
        let xs = self.shape(&x);
        let dimensions = dimensions.filter(|d| d.iter().enumerate().any(|(i, &p)| i != p));
        if !xs.is_empty() && xs == new_sizes && dimensions.is_none() {
            return Ok(x);
        }
        self.bind1(
            Primitive::Reshape(Reshape {
                new_sizes: Shape(new_sizes),
                dimensions,
            }),
            &[x],
        )
    }

    /// `lax.squeeze(x, dims)` (dims already canonical).
    pub fn squeeze(&mut self, x: Atom, dims: &[usize]) -> R<Atom> {
        let mut d = dims.to_vec();
        d.sort_unstable();
        if d.is_empty() {
            return Ok(x);
        }
        self.bind1(Primitive::Squeeze(Squeeze { dimensions: d }), &[x])
    }

    /// `lax.expand_dims(x, dims)` (dims canonical in the result): a `broadcast_in_dim`.
    pub fn expand_dims(&mut self, x: Atom, dims: &[usize]) -> R<Atom> {
        let mut shape = self.shape(&x);
        let ndim_out = shape.len() + dims.len();
        let mut sorted = dims.to_vec();
        sorted.sort_unstable();
        for &i in &sorted {
            shape.insert(i.min(shape.len()), 1);
        }
        let bdims: Vec<Ix> = (0..ndim_out)
            .filter(|i| !dims.contains(i))
            .map(Ix::py)
            .collect();
        self.broadcast_in_dim(x, shape, &bdims)
    }
}

impl Jaxprs {
    /// Adds a jaxpr the transform built: its callees were added before it.
    pub(crate) fn push_checked_order(&mut self, j: Jaxpr) -> JaxprId {
        self.push_ordered(j)
    }
}

/// The ints of a param's source text in order, each as written: `np.int64(2)` or `2` (`None`
/// and other words are skipped). What a rule reads to keep a param's NumPy spelling where JAX's
/// rule passes the param through untouched.
pub(crate) fn text_ints(text: &str) -> Vec<Ix> {
    let b = text.as_bytes();
    let n = b.len();
    let mut out = Vec::new();
    let mut i = 0;
    // An optionally negative run of digits at `i`: its value and where it ends.
    let int_at = |i: usize| -> Option<(i64, usize)> {
        let mut j = i;
        if j < n && b[j] == b'-' {
            j += 1;
        }
        let digits = j;
        while j < n && b[j].is_ascii_digit() {
            j += 1;
        }
        (j > digits).then(|| (text[i..j].parse().unwrap_or(0), j))
    };
    while i < n {
        if text[i..].starts_with("np.int64(") {
            if let Some((v, j)) = int_at(i + "np.int64(".len()) {
                out.push(Ix { v, np: true });
                i = j + 1;
                continue;
            }
        }
        let c = b[i];
        if c.is_ascii_alphabetic() || c == b'_' {
            // A word (`None`, `float32`, `x1`): no int of its own.
            while i < n && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                i += 1;
            }
            continue;
        }
        if let Some((v, j)) = int_at(i) {
            out.push(Ix { v, np: false });
            i = j;
            continue;
        }
        i += 1;
    }
    out
}

impl Cx<'_> {
    /// The ints of a source equation's param with their spelling, or `plain` as Python ints
    /// when the source spelled none of them with NumPy.
    pub fn src_ints(&self, eqn: &Eqn, name: &str, plain: &[usize]) -> Vec<Ix> {
        match self.src_text(eqn, name) {
            Some(t) => {
                let ints = text_ints(t);
                if ints.len() == plain.len() {
                    ints
                } else {
                    pys(plain)
                }
            }
            None => pys(plain),
        }
    }
}
