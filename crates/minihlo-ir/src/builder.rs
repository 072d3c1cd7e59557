//! A tracer-style builder: each call types the new equation with the shape rules, so a built
//! program is well-typed by construction.
//!
//! ```
//! use minihlo_ir::{Builder, BufferCallback, Aval, DType, Literal};
//! let mut b = Builder::new();
//! let x = b.input(Aval::new(DType::F32, [4]));
//! let y = b.buffer_callback(BufferCallback::new("std_cb", vec![Aval::new(DType::F32, [4])]), &[x.into()])?;
//! let z = b.mul(y[0], Literal::f32(2.0))?;
//! let program = b.finish([z]);
//! assert!(program.to_string().contains("mul b 2.0:f32[]"));
//! # Ok::<(), minihlo_ir::BuildError>(())
//! ```

use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use crate::control::{Cond, CustomJvpCall, CustomVjpCall, Jit, Scan, While};
use crate::jaxpr::{Atom, Eqn, Jaxpr, Literal, Var};
use crate::primitive::{
    ArgOp, ArgReduce, BinaryOp, BroadcastInDim, BufferCallback, Clamp, CompareOp, Concatenate,
    ConvertElementType, DotDims, DynamicSlice, DynamicUpdateSlice, ExpandDims, IntegerPow, Iota,
    Primitive, Reduce, ReduceOp, RegularizedIncompleteBeta, Reshape, SelectN, Slice, Squeeze,
    Transpose, UnaryOp,
};
use crate::program::{JaxprId, Jaxprs, Program};
use crate::shape_rules::infer;
use crate::type_error::TypeError;
use crate::types::{Aval, DType, Shape};

/// Why the builder refused an equation or a program.
#[derive(Clone, Debug, PartialEq)]
pub enum BuildError {
    /// The primitive's type rule refused the operands (JAX's message where JAX has one).
    Type(TypeError),
    /// Operand `input` is a variable another builder made.
    ForeignOperand {
        primitive: &'static str,
        input: usize,
        var: Var,
    },
    /// A literal operand does not fit its dtype.
    LiteralDoesNotFit {
        primitive: &'static str,
        literal: Literal,
    },
    /// [`Builder::eqn`] was given a primitive that calls jaxprs: those have builder methods of
    /// their own, which take the jaxprs as [`SubJaxpr`]s.
    CallsJaxprs { primitive: &'static str },
    /// [`Builder::eqn_calling`]'s primitive calls a jaxpr that is not one of the sub-jaxprs
    /// given.
    NotGiven {
        primitive: &'static str,
        id: JaxprId,
    },
    /// An equation made another number of outputs than its builder method returns.
    Outputs {
        primitive: &'static str,
        expected: usize,
        got: usize,
    },
    /// Output `index` of the program (or sub-jaxpr) being finished is a variable another
    /// builder made.
    ForeignOutput { index: usize, var: Var },
    /// A program built by code refused what it was given: the message follows the primitive's
    /// name.
    Refused {
        primitive: &'static str,
        message: String,
    },
}

impl BuildError {
    /// A program built by code refuses what it was given ([`BuildError::Refused`]).
    pub fn refused(primitive: &'static str, message: impl Into<String>) -> BuildError {
        BuildError::Refused {
            primitive,
            message: message.into(),
        }
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Type(e) => write!(f, "{e}"),
            BuildError::ForeignOperand {
                primitive,
                input,
                var,
            } => write!(
                f,
                "{primitive}: input {input} is variable {var} of another builder, not of this one \
                 (a value can only be used by the builder that made it; pass it to a sub-jaxpr as \
                 an input instead)"
            ),
            BuildError::LiteralDoesNotFit { primitive, literal } => {
                write!(f, "{primitive}: literal {literal} does not fit its dtype")
            }
            BuildError::CallsJaxprs { primitive } => write!(
                f,
                "{primitive}: a primitive that calls jaxprs is made by its own builder method \
                 (jit, cond, while_loop, scan, custom_jvp_call, custom_vjp_call)"
            ),
            BuildError::NotGiven { primitive, id } => write!(
                f,
                "{primitive}: calls {id}, which is not one of the sub-jaxprs given"
            ),
            BuildError::Outputs {
                primitive,
                expected,
                got,
            } => write!(f, "{primitive}: produced {got} outputs, not {expected}"),
            BuildError::ForeignOutput { index, var } => write!(
                f,
                "output {index} is variable {var} of another builder, not of this one (a value \
                 can only be used by the builder that made it)"
            ),
            BuildError::Refused { primitive, message } => write!(f, "{primitive}: {message}"),
        }
    }
}

impl std::error::Error for BuildError {}

impl From<TypeError> for BuildError {
    fn from(e: TypeError) -> BuildError {
        BuildError::Type(e)
    }
}

type Built<T> = Result<T, BuildError>;

/// Builds a [`Program`] equation by equation.
///
/// Each builder makes one jaxpr; the jaxprs its equations call (a `jit` body, `cond` branches,
/// loop bodies) are made by other builders and handed over as [`SubJaxpr`]s. A variable belongs
/// to the builder that made it: passing it to another builder is an error, never a silent
/// reference to whichever variable has the same number there.
#[derive(Default)]
pub struct Builder {
    jaxpr: Jaxpr,
    /// The jaxprs this one calls, callees first, each with the key of the sub-jaxpr it came from.
    subs: Jaxprs,
    keys: Vec<u64>,
    imported: HashMap<u64, JaxprId>,
}

/// A finished sub-jaxpr with the jaxprs it calls, ready to be called from another builder's
/// equations. Cheap to clone; every use of one `SubJaxpr` (or of its clones) calls the same
/// function, printed once (`let NAME = ...`) and lowered once.
#[derive(Clone, Debug)]
pub struct SubJaxpr(Arc<SubParts>);

#[derive(Debug)]
struct SubParts {
    program: Program,
    /// One key per jaxpr of `program`: which finished sub-jaxpr it is, across builders.
    keys: Vec<u64>,
}

impl SubJaxpr {
    /// A program (a parsed one, say) as a sub-jaxpr: its main is the jaxpr called.
    pub fn from_program(program: Program) -> SubJaxpr {
        let keys = program.jaxprs().iter().map(|_| fresh_key()).collect();
        SubJaxpr(Arc::new(SubParts { program, keys }))
    }

    /// The sub-jaxpr itself.
    pub fn jaxpr(&self) -> &Jaxpr {
        self.0.program.main()
    }
    /// The sub-jaxpr as a program of its own (with the jaxprs it calls).
    pub fn program(&self) -> &Program {
        &self.0.program
    }
    /// One key per jaxpr of [`SubJaxpr::program`]: which finished sub-jaxpr it is (equal keys,
    /// one function).
    pub(crate) fn keys(&self) -> &[u64] {
        &self.0.keys
    }
}

fn fresh_key() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

impl Builder {
    pub fn new() -> Builder {
        Builder::default()
    }

    /// Brings `sub` and what it calls into this builder's arena (once per sub-jaxpr, however
    /// often and through however many builders it arrives); returns its id here.
    fn import(&mut self, sub: &SubJaxpr) -> JaxprId {
        let ids = self.import_jaxprs(sub, None);
        let main = sub.0.program.main_id();
        ids[main.index()].unwrap_or(main)
    }

    /// [`Builder::import`] of every jaxpr of `sub` but `skip` (which nothing imported may call):
    /// each one's id here, by its index in `sub`'s program.
    pub(crate) fn import_jaxprs(
        &mut self,
        sub: &SubJaxpr,
        skip: Option<JaxprId>,
    ) -> Vec<Option<JaxprId>> {
        let parts = &sub.0;
        let mut ids: Vec<Option<JaxprId>> = Vec::with_capacity(parts.keys.len());
        for (i, (j, &key)) in parts.program.jaxprs().iter().zip(&parts.keys).enumerate() {
            if skip.is_some_and(|s| s.index() == i) {
                ids.push(None);
                continue;
            }
            if let Some(&id) = self.imported.get(&key) {
                ids.push(Some(id));
                continue;
            }
            let mut j = j.clone();
            for e in &mut j.eqns {
                e.primitive.map_sub_jaxprs(|c| ids[c.index()].unwrap_or(c));
            }
            let id = self.subs.push_ordered(j);
            self.keys.push(key);
            self.imported.insert(key, id);
            ids.push(Some(id));
        }
        ids
    }

    /// A new input of the function.
    pub fn input(&mut self, aval: Aval) -> Var {
        let v = self.jaxpr.new_var(aval);
        self.jaxpr.invars.push(v);
        v
    }

    /// A new constvar (lowered as a leading argument).
    pub fn constvar(&mut self, aval: Aval) -> Var {
        let v = self.jaxpr.new_var(aval);
        self.jaxpr.constvars.push(v);
        v
    }

    pub fn aval(&self, a: impl Into<Atom>) -> Option<Aval> {
        self.jaxpr.atom_aval(&a.into())
    }

    /// Appends `prim` applied to `inputs`; returns its outputs. Primitives that call jaxprs are
    /// made by [`Builder::jit`], [`Builder::cond`], [`Builder::while_loop`], [`Builder::scan`]
    /// and the custom calls, which take their jaxprs as [`SubJaxpr`]s.
    pub fn eqn(&mut self, prim: Primitive, inputs: &[Atom]) -> Built<Vec<Var>> {
        if prim.sub_jaxprs().next().is_some() {
            return Err(BuildError::CallsJaxprs {
                primitive: prim.name(),
            });
        }
        self.push_eqn(prim, inputs)
    }

    /// Appends a primitive that calls jaxprs, made by `make` from the ids the `subs` get in this
    /// builder: for params the typed methods do not set (scan's `ft_out` after DCE, `unroll`).
    /// The primitive may call only those ids.
    pub fn eqn_calling(
        &mut self,
        subs: &[SubJaxpr],
        make: impl FnOnce(&[JaxprId]) -> Primitive,
        inputs: &[Atom],
    ) -> Built<Vec<Var>> {
        let ids: Vec<JaxprId> = subs.iter().map(|s| self.import(s)).collect();
        let prim = make(&ids);
        if let Some(bad) = prim.sub_jaxprs().find(|id| !ids.contains(id)) {
            return Err(BuildError::NotGiven {
                primitive: prim.name(),
                id: bad,
            });
        }
        self.push_eqn(prim, inputs)
    }

    pub(crate) fn push_eqn(&mut self, prim: Primitive, inputs: &[Atom]) -> Built<Vec<Var>> {
        let primitive = prim.name();
        let mut avals = Vec::with_capacity(inputs.len());
        for (input, a) in inputs.iter().enumerate() {
            match a {
                Atom::Literal(l) if !l.fits() => {
                    return Err(BuildError::LiteralDoesNotFit {
                        primitive,
                        literal: *l,
                    });
                }
                Atom::Literal(l) => avals.push(l.aval()),
                Atom::Var(v) => match self.jaxpr.decl(*v) {
                    Some(d) => avals.push(d.aval.clone()),
                    None => {
                        return Err(BuildError::ForeignOperand {
                            primitive,
                            input,
                            var: *v,
                        })
                    }
                },
            }
        }
        let outs = infer(&prim, &avals, self.subs.as_slice())?;
        let outputs: Vec<Var> = outs.into_iter().map(|a| self.jaxpr.new_var(a)).collect();
        self.jaxpr.eqns.push(Eqn {
            primitive: prim,
            inputs: inputs.to_vec(),
            outputs: outputs.clone(),
            span: None,
        });
        Ok(outputs)
    }

    pub(crate) fn one(&mut self, prim: Primitive, inputs: &[Atom]) -> Built<Var> {
        let [out] = self.outputs(prim, inputs)?;
        Ok(out)
    }

    /// Appends `prim` (which calls no jaxpr) and returns its `N` outputs.
    pub(crate) fn outputs<const N: usize>(
        &mut self,
        prim: Primitive,
        inputs: &[Atom],
    ) -> Built<[Var; N]> {
        let primitive = prim.name();
        let outs = self.push_eqn(prim, inputs)?;
        let got = outs.len();
        outs.try_into().map_err(|_| BuildError::Outputs {
            primitive,
            expected: N,
            got,
        })
    }

    /// Ends the program with these outputs. Equation outputs that nothing reads become `_`
    /// binders, as in the jaxprs JAX traces.
    pub fn finish<A: Into<Atom>>(mut self, outputs: impl IntoIterator<Item = A>) -> Program {
        self.jaxpr.outvars = outputs.into_iter().map(Into::into).collect();
        let mut read = vec![false; self.jaxpr.vars.len()];
        let inputs = self.jaxpr.eqns.iter().flat_map(|e| &e.inputs);
        for a in inputs.chain(&self.jaxpr.outvars) {
            if let Atom::Var(v) = a {
                // A handle from another builder is left for `check` to report.
                if self.jaxpr.owns(*v) {
                    read[v.index()] = true;
                }
            }
        }
        for eqn in &self.jaxpr.eqns {
            for v in &eqn.outputs {
                if !read[v.index()] {
                    self.jaxpr.vars[v.index()].dropped = true;
                }
            }
        }
        self.subs.finish_ordered(self.jaxpr)
    }

    /// Ends a sub-jaxpr (a `jit` body, a `cond` branch, a loop body). Unlike [`Builder::finish`]
    /// no binder becomes `_`: JAX prints unread results inside nested jaxprs with their names.
    pub fn finish_sub<A: Into<Atom>>(mut self, outputs: impl IntoIterator<Item = A>) -> SubJaxpr {
        self.jaxpr.outvars = outputs.into_iter().map(Into::into).collect();
        let mut keys = self.keys;
        keys.push(fresh_key());
        SubJaxpr(Arc::new(SubParts {
            program: self.subs.finish_ordered(self.jaxpr),
            keys,
        }))
    }

    /// `jit[name=NAME jaxpr=JAXPR] inputs`: a call of `jaxpr`. Passing the same [`SubJaxpr`] to
    /// several calls makes them calls of one function (printed once as `let NAME = ...`,
    /// lowered once).
    pub fn jit(&mut self, name: &str, jaxpr: &SubJaxpr, inputs: &[Atom]) -> Built<Vec<Var>> {
        let p = Jit {
            name: name.into(),
            jaxpr: self.import(jaxpr),
            shardings: None,
        };
        self.push_eqn(Primitive::Jit(Box::new(p)), inputs)
    }

    /// `cond[branches=...] index *operands`: runs `branches[index]` (index an `i32[]`, clamped
    /// into range).
    pub fn cond(
        &mut self,
        index: impl Into<Atom>,
        branches: &[SubJaxpr],
        operands: &[Atom],
    ) -> Built<Vec<Var>> {
        let mut inputs = vec![index.into()];
        inputs.extend_from_slice(operands);
        let p = Cond {
            branches: branches.iter().map(|b| self.import(b)).collect(),
            branches_platforms: None,
        };
        self.push_eqn(Primitive::Cond(Box::new(p)), &inputs)
    }

    /// `while[...] *cond_consts *body_consts *init`: returns the final carry.
    pub fn while_loop(
        &mut self,
        cond: &SubJaxpr,
        cond_consts: &[Atom],
        body: &SubJaxpr,
        body_consts: &[Atom],
        init: &[Atom],
    ) -> Built<Vec<Var>> {
        let p = While {
            cond_jaxpr: self.import(cond),
            cond_nconsts: cond_consts.len(),
            body_jaxpr: self.import(body),
            body_nconsts: body_consts.len(),
        };
        let inputs: Vec<Atom> = cond_consts
            .iter()
            .chain(body_consts)
            .chain(init)
            .copied()
            .collect();
        self.push_eqn(Primitive::While(Box::new(p)), &inputs)
    }

    /// `scan[...] *consts *init *xs` as `lax.scan` binds it: `body` takes consts, carry and one
    /// slice of each xs and returns the new carry then one slice of each ys. Returns the final
    /// carry then the stacked ys.
    pub fn scan(
        &mut self,
        body: &SubJaxpr,
        length: u64,
        reverse: bool,
        consts: &[Atom],
        init: &[Atom],
        xs: &[Atom],
    ) -> Built<Vec<Var>> {
        let num_ys = body.jaxpr().outvars.len().saturating_sub(init.len());
        let mut p = Scan::new(
            self.import(body),
            length,
            consts.len(),
            init.len(),
            xs.len(),
            num_ys,
        );
        p.reverse = reverse;
        let inputs: Vec<Atom> = consts.iter().chain(init).chain(xs).copied().collect();
        self.push_eqn(Primitive::Scan(Box::new(p)), &inputs)
    }

    /// `custom_jvp_call[name=NAME call_jaxpr=... jvp=JVP symbolic_zeros=False] inputs`.
    pub fn custom_jvp_call(
        &mut self,
        name: &str,
        call_jaxpr: &SubJaxpr,
        jvp: &str,
        inputs: &[Atom],
    ) -> Built<Vec<Var>> {
        let p = CustomJvpCall {
            name: name.into(),
            call_jaxpr: self.import(call_jaxpr),
            jvp: jvp.into(),
            num_consts: 0,
            symbolic_zeros: false,
        };
        self.push_eqn(Primitive::CustomJvpCall(Box::new(p)), inputs)
    }

    /// `custom_vjp_call[name=NAME bwd=BWD call_jaxpr=... fwd=FWD symbolic_zeros=False] inputs`.
    pub fn custom_vjp_call(
        &mut self,
        name: &str,
        call_jaxpr: &SubJaxpr,
        fwd: &str,
        bwd: &str,
        inputs: &[Atom],
    ) -> Built<Vec<Var>> {
        let p = CustomVjpCall {
            name: name.into(),
            call_jaxpr: self.import(call_jaxpr),
            fwd: fwd.into(),
            bwd: bwd.into(),
            num_consts: 0,
            symbolic_zeros: false,
        };
        self.push_eqn(Primitive::CustomVjpCall(Box::new(p)), inputs)
    }

    pub fn unary(&mut self, op: UnaryOp, x: impl Into<Atom>) -> Built<Var> {
        self.one(Primitive::Unary(op), &[x.into()])
    }
    pub fn binary(&mut self, op: BinaryOp, x: impl Into<Atom>, y: impl Into<Atom>) -> Built<Var> {
        self.one(Primitive::Binary(op), &[x.into(), y.into()])
    }
    pub fn compare(&mut self, op: CompareOp, x: impl Into<Atom>, y: impl Into<Atom>) -> Built<Var> {
        self.one(Primitive::Compare(op), &[x.into(), y.into()])
    }
    pub fn integer_pow(&mut self, x: impl Into<Atom>, y: i64) -> Built<Var> {
        self.one(Primitive::IntegerPow(IntegerPow { y }), &[x.into()])
    }
    pub fn clamp(
        &mut self,
        lo: impl Into<Atom>,
        x: impl Into<Atom>,
        hi: impl Into<Atom>,
    ) -> Built<Var> {
        self.one(Primitive::Clamp(Clamp), &[lo.into(), x.into(), hi.into()])
    }
    /// `select_n(which, cases...)`: case `which` of each element.
    /// `lax.betainc(a, b, x)`: the regularized incomplete beta function
    /// (`regularized_incomplete_beta a b x`).
    pub fn regularized_incomplete_beta(
        &mut self,
        a: impl Into<Atom>,
        b: impl Into<Atom>,
        x: impl Into<Atom>,
    ) -> Built<Var> {
        self.one(
            Primitive::RegularizedIncompleteBeta(RegularizedIncompleteBeta),
            &[a.into(), b.into(), x.into()],
        )
    }
    pub fn select_n(&mut self, which: impl Into<Atom>, cases: &[Atom]) -> Built<Var> {
        let mut inputs = vec![which.into()];
        inputs.extend_from_slice(cases);
        self.one(Primitive::SelectN(SelectN), &inputs)
    }
    pub fn convert(&mut self, x: impl Into<Atom>, new_dtype: DType) -> Built<Var> {
        self.one(
            Primitive::ConvertElementType(ConvertElementType {
                new_dtype,
                weak_type: false,
            }),
            &[x.into()],
        )
    }
    pub fn broadcast_in_dim(
        &mut self,
        x: impl Into<Atom>,
        shape: impl Into<Shape>,
        broadcast_dimensions: &[usize],
    ) -> Built<Var> {
        self.one(
            Primitive::BroadcastInDim(BroadcastInDim {
                shape: shape.into(),
                broadcast_dimensions: broadcast_dimensions.to_vec(),
            }),
            &[x.into()],
        )
    }
    pub fn reshape(&mut self, x: impl Into<Atom>, new_sizes: impl Into<Shape>) -> Built<Var> {
        self.one(
            Primitive::Reshape(Reshape {
                new_sizes: new_sizes.into(),
                dimensions: None,
            }),
            &[x.into()],
        )
    }
    pub fn transpose(&mut self, x: impl Into<Atom>, permutation: &[usize]) -> Built<Var> {
        self.one(
            Primitive::Transpose(Transpose {
                permutation: permutation.to_vec(),
            }),
            &[x.into()],
        )
    }
    pub fn squeeze(&mut self, x: impl Into<Atom>, dimensions: &[usize]) -> Built<Var> {
        self.one(
            Primitive::Squeeze(Squeeze {
                dimensions: dimensions.to_vec(),
            }),
            &[x.into()],
        )
    }
    pub fn expand_dims(&mut self, x: impl Into<Atom>, dimensions: &[usize]) -> Built<Var> {
        self.one(
            Primitive::ExpandDims(ExpandDims {
                dimensions: dimensions.to_vec(),
            }),
            &[x.into()],
        )
    }
    pub fn iota(&mut self, dtype: DType, shape: impl Into<Shape>, dimension: usize) -> Built<Var> {
        self.one(
            Primitive::Iota(Iota {
                dtype,
                shape: shape.into(),
                dimension,
            }),
            &[],
        )
    }
    pub fn concatenate(&mut self, xs: &[Atom], dimension: usize) -> Built<Var> {
        self.one(Primitive::Concatenate(Concatenate { dimension }), xs)
    }
    pub fn slice(
        &mut self,
        x: impl Into<Atom>,
        start_indices: &[u64],
        limit_indices: &[u64],
        strides: Option<&[u64]>,
    ) -> Built<Var> {
        self.one(
            Primitive::Slice(Slice {
                start_indices: start_indices.to_vec(),
                limit_indices: limit_indices.to_vec(),
                strides: strides.map(<[u64]>::to_vec),
            }),
            &[x.into()],
        )
    }
    pub fn dynamic_slice(
        &mut self,
        x: impl Into<Atom>,
        start_indices: &[Atom],
        slice_sizes: &[u64],
    ) -> Built<Var> {
        let mut inputs = vec![x.into()];
        inputs.extend_from_slice(start_indices);
        self.one(
            Primitive::DynamicSlice(DynamicSlice {
                slice_sizes: slice_sizes.to_vec(),
            }),
            &inputs,
        )
    }
    pub fn dynamic_update_slice(
        &mut self,
        x: impl Into<Atom>,
        update: impl Into<Atom>,
        start_indices: &[Atom],
    ) -> Built<Var> {
        let mut inputs = vec![x.into(), update.into()];
        inputs.extend_from_slice(start_indices);
        self.one(Primitive::DynamicUpdateSlice(DynamicUpdateSlice), &inputs)
    }
    pub fn dot_general(
        &mut self,
        lhs: impl Into<Atom>,
        rhs: impl Into<Atom>,
        dims: DotDims,
    ) -> Built<Var> {
        self.one(Primitive::DotGeneral(dims), &[lhs.into(), rhs.into()])
    }
    pub fn reduce(&mut self, op: ReduceOp, x: impl Into<Atom>, axes: &[usize]) -> Built<Var> {
        self.one(
            Primitive::Reduce(Reduce {
                op,
                axes: axes.to_vec(),
            }),
            &[x.into()],
        )
    }
    pub fn arg_reduce(
        &mut self,
        op: ArgOp,
        x: impl Into<Atom>,
        axis: usize,
        index_dtype: DType,
    ) -> Built<Var> {
        self.one(
            Primitive::ArgReduce(ArgReduce {
                op,
                axes: vec![axis],
                index_dtype,
            }),
            &[x.into()],
        )
    }
    /// A `buffer_callback` equation; returns one variable per result aval.
    pub fn buffer_callback(&mut self, cb: BufferCallback, inputs: &[Atom]) -> Built<Vec<Var>> {
        self.push_eqn(Primitive::BufferCallback(Box::new(cb)), inputs)
    }
    /// A `pure_callback`, `io_callback`, `debug_callback` or `debug_print` equation
    /// ([`crate::PyCallback`]); returns one variable per result aval (none for the debug ones).
    pub fn py_callback(&mut self, cb: crate::PyCallback, inputs: &[Atom]) -> Built<Vec<Var>> {
        self.push_eqn(Primitive::PyCallback(Box::new(cb)), inputs)
    }
}
