//! [`Tracer`]: the equations JAX traces for a rule, replayed one by one through the ordinary
//! lowering rules, and the jit-like private functions they call.

use melior::ir::{Value, ValueLike};
use minihlo_ir::primitive::{BroadcastInDim, Concatenate, ConvertElementType, Reshape};
use minihlo_ir::random::Random;
use minihlo_ir::shape_rules::infer;
use minihlo_ir::structural::Restructure;
use minihlo_ir::{Aval, BinaryOp, DType, Primitive, Shape};

use super::{err, two, typed, v, In, T};
use crate::ctx::{EqnCtx, State};
use crate::emit::Emitter;
use crate::error::LowerError;
use crate::rules::control_flow::{call, private_func_with, FuncSig};
use crate::rules::lower_eqn;

/// Replays the equations JAX traces for a rule, each through its ordinary lowering rule.
pub(super) struct Tracer<'e, 'o, 'c, 'a> {
    pub(super) em: &'e Emitter<'c, 'a>,
    pub(super) state: &'e mut State<'o, 'c>,
    pub(super) pi: Option<Value<'c, 'a>>,
}

impl<'e, 'o, 'c, 'a> Tracer<'e, 'o, 'c, 'a> {
    pub(super) fn apply(
        &mut self,
        prim: Primitive,
        xs: &[In<'_, 'c, 'a>],
    ) -> Result<Vec<T<'c, 'a>>, LowerError> {
        let mut vals = Vec::with_capacity(xs.len());
        let mut avals = Vec::with_capacity(xs.len());
        for x in xs {
            match x {
                In::V(t) => {
                    vals.push(t.v);
                    avals.push(t.a.clone());
                }
                In::L(dtype, value) => {
                    vals.push(self.em.constant(*dtype, *value)?);
                    avals.push(Aval::scalar(*dtype));
                }
            }
        }
        let outs = infer(&prim, &avals, &[]).map_err(|m| err(prim.name(), m.error.to_string()))?;
        let results = lower_eqn(&mut EqnCtx {
            em: self.em,
            state: &mut *self.state,
            platform_index: self.pi,
            prim: &prim,
            xs: &vals,
            avals: &avals,
            outs: &outs,
        })?;
        Ok(typed(&results, &outs))
    }

    pub(super) fn one(
        &mut self,
        prim: Primitive,
        xs: &[In<'_, 'c, 'a>],
    ) -> Result<T<'c, 'a>, LowerError> {
        let name = prim.name();
        self.apply(prim, xs)?
            .into_iter()
            .next()
            .ok_or_else(|| err(name, "no result"))
    }

    pub(super) fn bin(
        &mut self,
        op: BinaryOp,
        x: In<'_, 'c, 'a>,
        y: In<'_, 'c, 'a>,
    ) -> Result<T<'c, 'a>, LowerError> {
        self.one(Primitive::Binary(op), &[x, y])
    }

    pub(super) fn convert(&mut self, x: &T<'c, 'a>, to: DType) -> Result<T<'c, 'a>, LowerError> {
        self.one(
            Primitive::ConvertElementType(ConvertElementType {
                new_dtype: to,
                weak_type: false,
            }),
            &[v(x)],
        )
    }

    pub(super) fn broadcast(
        &mut self,
        x: &T<'c, 'a>,
        shape: &[u64],
        dims: &[usize],
    ) -> Result<T<'c, 'a>, LowerError> {
        self.one(
            Primitive::BroadcastInDim(BroadcastInDim {
                shape: Shape::new(shape.to_vec()),
                broadcast_dimensions: dims.to_vec(),
            }),
            &[v(x)],
        )
    }

    pub(super) fn reshape(&mut self, x: &T<'c, 'a>, dims: &[u64]) -> Result<T<'c, 'a>, LowerError> {
        self.one(
            Primitive::Reshape(Reshape {
                new_sizes: Shape::new(dims.to_vec()),
                dimensions: None,
            }),
            &[v(x)],
        )
    }

    pub(super) fn restructure(
        &mut self,
        r: Restructure,
        xs: &[In<'_, 'c, 'a>],
    ) -> Result<Vec<T<'c, 'a>>, LowerError> {
        self.apply(Primitive::Restructure(Box::new(r)), xs)
    }

    pub(super) fn pair(
        &mut self,
        r: Restructure,
        xs: &[In<'_, 'c, 'a>],
    ) -> Result<(T<'c, 'a>, T<'c, 'a>), LowerError> {
        two(self.restructure(r, xs)?, "random")
    }

    pub(super) fn concatenate(
        &mut self,
        xs: &[&T<'c, 'a>],
        dimension: usize,
    ) -> Result<T<'c, 'a>, LowerError> {
        let ins: Vec<In> = xs.iter().map(|x| v(x)).collect();
        self.one(Primitive::Concatenate(Concatenate { dimension }), &ins)
    }

    pub(super) fn threefry(
        &mut self,
        xs: [In<'_, 'c, 'a>; 4],
    ) -> Result<(T<'c, 'a>, T<'c, 'a>), LowerError> {
        let outs = self.apply(Primitive::Random(Box::new(Random::Threefry2x32)), &xs)?;
        two(outs, "threefry2x32")
    }

    pub(super) fn iota_2x32(
        &mut self,
        shape: &Shape,
    ) -> Result<(T<'c, 'a>, T<'c, 'a>), LowerError> {
        let iota = Random::Iota2x32Shape {
            shape: shape.clone(),
        };
        let outs = self.apply(Primitive::Random(Box::new(iota)), &[])?;
        two(outs, "iota_2x32_shape")
    }

    pub(super) fn x64(&self) -> bool {
        self.state.index_dtype == DType::I64
    }

    /// A jit-like private function `name` over `args` (one per name and operand types, as JAX's
    /// jit cache), its body built by `body`, and the call.
    pub(super) fn jit(
        &mut self,
        name: &str,
        args: &[&T<'c, 'a>],
        results: &[Aval],
        body: &Body<'c, '_>,
    ) -> Result<Vec<T<'c, 'a>>, LowerError> {
        let in_avals: Vec<Aval> = args.iter().map(|t| t.a.clone()).collect();
        let key = (name.to_string(), in_avals.clone(), results.to_vec());
        let symbol = match self.state.cf.random.get(&key) {
            Some(s) => s.clone(),
            None => {
                // `threefry2x32` is a primitive's cached lowering (`inline=False`), whose
                // platform index JAX leaves unmarked; the others are jits.
                let sig = FuncSig {
                    platform_index: self.pi.map(|v| v.r#type()),
                    mark_index: name != "threefry2x32",
                    tokens: 0,
                    args: &in_avals,
                    results,
                };
                let symbol = private_func_with(
                    self.em.context,
                    self.state,
                    name,
                    sig,
                    |inner, pi, vals, state| {
                        let ts = typed(vals, &in_avals);
                        let mut tr = Tracer {
                            em: inner,
                            state,
                            pi,
                        };
                        Ok(body(&mut tr, &ts)?.into_iter().map(|t| t.v).collect())
                    },
                )?;
                self.state.cf.random.insert(key, symbol.clone());
                symbol
            }
        };
        let vals: Vec<Value> = args.iter().map(|t| t.v).collect();
        let outs = call(self.em, &symbol, self.pi, &vals, results)?;
        Ok(typed(&outs, results))
    }
}

/// The body of a private function: its arguments to its results.
pub(super) type Body<'c, 'f> = dyn for<'b> Fn(&mut Tracer<'_, '_, 'c, 'b>, &[T<'c, 'b>]) -> Result<Vec<T<'c, 'b>>, LowerError>
    + 'f;
