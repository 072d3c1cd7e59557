//! A tracer-style builder: each call types the new equation with the shape rules, so a built
//! program is well-typed by construction.
//!
//! ```
//! use minihlo_ir::{Builder, BufferCallback, Aval, DType, Literal};
//! let mut b = Builder::new();
//! let x = b.input(Aval::new(DType::F32, [4]));
//! let y = b.buffer_callback(BufferCallback::new("std_cb", vec![Aval::new(DType::F32, [4])]), &[x.into()])?;
//! let z = b.mul(y[0], Literal::f32(2.0))?;
//! let jaxpr = b.finish([z]);
//! assert!(jaxpr.to_string().contains("mul b 2.0:f32[]"));
//! # Ok::<(), minihlo_ir::BuildError>(())
//! ```

use std::fmt;
use std::sync::Arc;

use crate::control::{Cond, CustomJvpCall, CustomVjpCall, Jit, Scan, While};
use crate::jaxpr::{Atom, Eqn, Jaxpr, Var};
use crate::primitive::{
    ArgOp, BinaryOp, BufferCallback, CompareOp, DotDims, Primitive, ReduceOp, UnaryOp,
};
use crate::shape_rules::infer;
use crate::types::{Aval, DType, Shape};

/// Why the builder refused an equation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError {
    pub primitive: &'static str,
    pub message: String,
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.message.starts_with("input_output_aliases") {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.primitive, self.message)
        }
    }
}

impl std::error::Error for BuildError {}

type Built<T> = Result<T, BuildError>;

/// Builds a [`Jaxpr`] equation by equation.
#[derive(Default)]
pub struct Builder {
    jaxpr: Jaxpr,
}

impl Builder {
    pub fn new() -> Builder {
        Builder::default()
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

    /// Appends `prim` applied to `inputs`; returns its outputs.
    pub fn eqn(&mut self, prim: Primitive, inputs: &[Atom]) -> Built<Vec<Var>> {
        let err = |message: String| BuildError {
            primitive: prim.name(),
            message,
        };
        let mut avals = Vec::with_capacity(inputs.len());
        for a in inputs {
            if let Atom::Literal(l) = a {
                if !l.fits() {
                    return Err(err(format!("literal {l} does not fit its dtype")));
                }
            }
            avals.push(
                self.jaxpr
                    .atom_aval(a)
                    .ok_or_else(|| err("an input is not a variable of this builder".into()))?,
            );
        }
        let outs = infer(&prim, &avals).map_err(err)?;
        let outputs: Vec<Var> = outs.into_iter().map(|a| self.jaxpr.new_var(a)).collect();
        self.jaxpr.eqns.push(Eqn {
            primitive: prim,
            inputs: inputs.to_vec(),
            outputs: outputs.clone(),
            span: None,
        });
        Ok(outputs)
    }

    fn one(&mut self, prim: Primitive, inputs: &[Atom]) -> Built<Var> {
        let name = prim.name();
        self.eqn(prim, inputs)?.first().copied().ok_or(BuildError {
            primitive: name,
            message: "produced no output".into(),
        })
    }

    /// Ends the program with these outputs. Equation outputs that nothing reads become `_`
    /// binders, as in the jaxprs JAX traces.
    pub fn finish<A: Into<Atom>>(mut self, outputs: impl IntoIterator<Item = A>) -> Jaxpr {
        self.jaxpr.outvars = outputs.into_iter().map(Into::into).collect();
        let mut read = vec![false; self.jaxpr.vars.len()];
        let inputs = self.jaxpr.eqns.iter().flat_map(|e| &e.inputs);
        for a in inputs.chain(&self.jaxpr.outvars) {
            if let Atom::Var(v) = a {
                // A handle from another builder is left for `check` to report.
                if let Some(r) = read.get_mut(v.index()) {
                    *r = true;
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
        self.jaxpr
    }

    /// Ends a sub-jaxpr (a `jit` body, a `cond` branch, a loop body). Unlike [`Builder::finish`]
    /// no binder becomes `_`: JAX prints unread results inside nested jaxprs with their names.
    pub fn finish_sub<A: Into<Atom>>(mut self, outputs: impl IntoIterator<Item = A>) -> Arc<Jaxpr> {
        self.jaxpr.outvars = outputs.into_iter().map(Into::into).collect();
        Arc::new(self.jaxpr)
    }

    /// `jit[name=NAME jaxpr=JAXPR] inputs`: a call of `jaxpr`. Passing the same `Arc` to several
    /// calls makes them calls of one function (printed once as `let NAME = ...`, lowered once).
    pub fn jit(&mut self, name: &str, jaxpr: &Arc<Jaxpr>, inputs: &[Atom]) -> Built<Vec<Var>> {
        let p = Jit {
            name: name.into(),
            jaxpr: jaxpr.clone(),
        };
        self.eqn(Primitive::Jit(Box::new(p)), inputs)
    }

    /// `cond[branches=...] index *operands`: runs `branches[index]` (index an `i32[]`, clamped
    /// into range).
    pub fn cond(
        &mut self,
        index: impl Into<Atom>,
        branches: &[Arc<Jaxpr>],
        operands: &[Atom],
    ) -> Built<Vec<Var>> {
        let mut inputs = vec![index.into()];
        inputs.extend_from_slice(operands);
        let p = Cond {
            branches: branches.to_vec(),
        };
        self.eqn(Primitive::Cond(Box::new(p)), &inputs)
    }

    /// `while[...] *cond_consts *body_consts *init`: returns the final carry.
    pub fn while_loop(
        &mut self,
        cond: &Arc<Jaxpr>,
        cond_consts: &[Atom],
        body: &Arc<Jaxpr>,
        body_consts: &[Atom],
        init: &[Atom],
    ) -> Built<Vec<Var>> {
        let p = While {
            cond_jaxpr: cond.clone(),
            cond_nconsts: cond_consts.len(),
            body_jaxpr: body.clone(),
            body_nconsts: body_consts.len(),
        };
        let inputs: Vec<Atom> = cond_consts
            .iter()
            .chain(body_consts)
            .chain(init)
            .copied()
            .collect();
        self.eqn(Primitive::While(Box::new(p)), &inputs)
    }

    /// `scan[...] *consts *init *xs` as `lax.scan` binds it: `body` takes consts, carry and one
    /// slice of each xs and returns the new carry then one slice of each ys. Returns the final
    /// carry then the stacked ys.
    pub fn scan(
        &mut self,
        body: &Arc<Jaxpr>,
        length: u64,
        reverse: bool,
        consts: &[Atom],
        init: &[Atom],
        xs: &[Atom],
    ) -> Built<Vec<Var>> {
        let num_ys = body.outvars.len().saturating_sub(init.len());
        let mut p = Scan::new(
            body.clone(),
            length,
            consts.len(),
            init.len(),
            xs.len(),
            num_ys,
        );
        p.reverse = reverse;
        let inputs: Vec<Atom> = consts.iter().chain(init).chain(xs).copied().collect();
        self.eqn(Primitive::Scan(Box::new(p)), &inputs)
    }

    /// `custom_jvp_call[name=NAME call_jaxpr=... jvp=JVP symbolic_zeros=False] inputs`.
    pub fn custom_jvp_call(
        &mut self,
        name: &str,
        call_jaxpr: &Arc<Jaxpr>,
        jvp: &str,
        inputs: &[Atom],
    ) -> Built<Vec<Var>> {
        let p = CustomJvpCall {
            name: name.into(),
            call_jaxpr: call_jaxpr.clone(),
            jvp: jvp.into(),
            num_consts: 0,
            symbolic_zeros: false,
        };
        self.eqn(Primitive::CustomJvpCall(Box::new(p)), inputs)
    }

    /// `custom_vjp_call[name=NAME bwd=BWD call_jaxpr=... fwd=FWD symbolic_zeros=False] inputs`.
    pub fn custom_vjp_call(
        &mut self,
        name: &str,
        call_jaxpr: &Arc<Jaxpr>,
        fwd: &str,
        bwd: &str,
        inputs: &[Atom],
    ) -> Built<Vec<Var>> {
        let p = CustomVjpCall {
            name: name.into(),
            call_jaxpr: call_jaxpr.clone(),
            fwd: fwd.into(),
            bwd: bwd.into(),
            num_consts: 0,
            symbolic_zeros: false,
        };
        self.eqn(Primitive::CustomVjpCall(Box::new(p)), inputs)
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
    pub fn add(&mut self, x: impl Into<Atom>, y: impl Into<Atom>) -> Built<Var> {
        self.binary(BinaryOp::Add, x, y)
    }
    pub fn sub(&mut self, x: impl Into<Atom>, y: impl Into<Atom>) -> Built<Var> {
        self.binary(BinaryOp::Sub, x, y)
    }
    pub fn mul(&mut self, x: impl Into<Atom>, y: impl Into<Atom>) -> Built<Var> {
        self.binary(BinaryOp::Mul, x, y)
    }
    pub fn div(&mut self, x: impl Into<Atom>, y: impl Into<Atom>) -> Built<Var> {
        self.binary(BinaryOp::Div, x, y)
    }
    pub fn integer_pow(&mut self, x: impl Into<Atom>, y: i64) -> Built<Var> {
        self.one(Primitive::IntegerPow { y }, &[x.into()])
    }
    pub fn clamp(
        &mut self,
        lo: impl Into<Atom>,
        x: impl Into<Atom>,
        hi: impl Into<Atom>,
    ) -> Built<Var> {
        self.one(Primitive::Clamp, &[lo.into(), x.into(), hi.into()])
    }
    /// `select_n(which, cases...)`: case `which` of each element.
    pub fn select_n(&mut self, which: impl Into<Atom>, cases: &[Atom]) -> Built<Var> {
        let mut inputs = vec![which.into()];
        inputs.extend_from_slice(cases);
        self.one(Primitive::SelectN, &inputs)
    }
    pub fn convert(&mut self, x: impl Into<Atom>, new_dtype: DType) -> Built<Var> {
        self.one(
            Primitive::ConvertElementType {
                new_dtype,
                weak_type: false,
            },
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
            Primitive::BroadcastInDim {
                shape: shape.into(),
                broadcast_dimensions: broadcast_dimensions.to_vec(),
            },
            &[x.into()],
        )
    }
    pub fn reshape(&mut self, x: impl Into<Atom>, new_sizes: impl Into<Shape>) -> Built<Var> {
        self.one(
            Primitive::Reshape {
                new_sizes: new_sizes.into(),
            },
            &[x.into()],
        )
    }
    pub fn transpose(&mut self, x: impl Into<Atom>, permutation: &[usize]) -> Built<Var> {
        self.one(
            Primitive::Transpose {
                permutation: permutation.to_vec(),
            },
            &[x.into()],
        )
    }
    pub fn squeeze(&mut self, x: impl Into<Atom>, dimensions: &[usize]) -> Built<Var> {
        self.one(
            Primitive::Squeeze {
                dimensions: dimensions.to_vec(),
            },
            &[x.into()],
        )
    }
    pub fn expand_dims(&mut self, x: impl Into<Atom>, dimensions: &[usize]) -> Built<Var> {
        self.one(
            Primitive::ExpandDims {
                dimensions: dimensions.to_vec(),
            },
            &[x.into()],
        )
    }
    pub fn iota(&mut self, dtype: DType, shape: impl Into<Shape>, dimension: usize) -> Built<Var> {
        self.one(
            Primitive::Iota {
                dtype,
                shape: shape.into(),
                dimension,
            },
            &[],
        )
    }
    pub fn concatenate(&mut self, xs: &[Atom], dimension: usize) -> Built<Var> {
        self.one(Primitive::Concatenate { dimension }, xs)
    }
    pub fn slice(
        &mut self,
        x: impl Into<Atom>,
        start_indices: &[u64],
        limit_indices: &[u64],
        strides: Option<&[u64]>,
    ) -> Built<Var> {
        self.one(
            Primitive::Slice {
                start_indices: start_indices.to_vec(),
                limit_indices: limit_indices.to_vec(),
                strides: strides.map(<[u64]>::to_vec),
            },
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
            Primitive::DynamicSlice {
                slice_sizes: slice_sizes.to_vec(),
            },
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
        self.one(Primitive::DynamicUpdateSlice, &inputs)
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
            Primitive::Reduce {
                op,
                axes: axes.to_vec(),
            },
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
            Primitive::ArgReduce {
                op,
                axes: vec![axis],
                index_dtype,
            },
            &[x.into()],
        )
    }
    /// A `buffer_callback` equation; returns one variable per result aval.
    pub fn buffer_callback(&mut self, cb: BufferCallback, inputs: &[Atom]) -> Built<Vec<Var>> {
        self.eqn(Primitive::BufferCallback(Box::new(cb)), inputs)
    }
}
