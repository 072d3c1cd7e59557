//! The kit lgamma's f32 code is written with: [`K`] emits the ops of one shape, [`A`] is an
//! operand or a literal.

use melior::ir::Value;
use minihlo_ir::{Aval, CompareOp, DType, Scalar, Shape};

use super::R;
use crate::emit::Emitter;

/// An operand: a value, or a scalar literal of the op's dtype (a constant, broadcast when the
/// op is not rank 0, emitted where the op is).
#[derive(Clone, Copy)]
pub(super) enum A<'c, 'b> {
    V(Value<'c, 'b>),
    F(f64),
    I(i64),
}

impl<'c, 'b> From<Value<'c, 'b>> for A<'c, 'b> {
    fn from(v: Value<'c, 'b>) -> Self {
        A::V(v)
    }
}

impl<'c, 'b> From<f64> for A<'c, 'b> {
    fn from(v: f64) -> Self {
        A::F(v)
    }
}

/// Emits into one block the ops of JAX's float32 code on one shape: `f` (f32), `i` (i32) and
/// `p` (bool) avals of that shape.
pub(super) struct K<'e, 'c, 'b> {
    pub(super) em: &'e Emitter<'c, 'b>,
    pub(super) f: Aval,
    pub(super) i: Aval,
    pub(super) p: Aval,
}

impl<'e, 'c, 'b> K<'e, 'c, 'b> {
    pub(super) fn new(em: &'e Emitter<'c, 'b>, shape: &Shape) -> Self {
        K {
            em,
            f: Aval::new(DType::F32, shape.clone()),
            i: Aval::new(DType::I32, shape.clone()),
            p: Aval::new(DType::Bool, shape.clone()),
        }
    }

    pub(super) fn get(&self, a: A<'c, 'b>, aval: &Aval) -> R<Value<'c, 'b>> {
        let s = match a {
            A::V(v) => return Ok(v),
            A::F(f) => Scalar::Float(f),
            A::I(i) => Scalar::Int(i128::from(i)),
        };
        let c = self.em.constant(aval.dtype, s)?;
        if aval.rank() == 0 {
            Ok(c)
        } else {
            self.em.broadcast(c, aval, &[])
        }
    }

    pub(super) fn bin(
        &self,
        op: &str,
        x: A<'c, 'b>,
        y: A<'c, 'b>,
        aval: &Aval,
    ) -> R<Value<'c, 'b>> {
        let x = self.get(x, aval)?;
        let y = self.get(y, aval)?;
        self.em.binary(op, x, y, aval)
    }

    /// A float binary op.
    pub(super) fn fb(
        &self,
        op: &str,
        x: impl Into<A<'c, 'b>>,
        y: impl Into<A<'c, 'b>>,
    ) -> R<Value<'c, 'b>> {
        self.bin(op, x.into(), y.into(), &self.f)
    }

    /// An int binary op.
    pub(super) fn ib(&self, op: &str, x: A<'c, 'b>, y: A<'c, 'b>) -> R<Value<'c, 'b>> {
        self.bin(op, x, y, &self.i)
    }

    /// A bool binary op (`and`, `or`).
    pub(super) fn pb(&self, op: &str, x: Value<'c, 'b>, y: Value<'c, 'b>) -> R<Value<'c, 'b>> {
        self.em.binary(op, x, y, &self.p)
    }

    pub(super) fn cmp(
        &self,
        dir: CompareOp,
        x: A<'c, 'b>,
        y: A<'c, 'b>,
        aval: &Aval,
    ) -> R<Value<'c, 'b>> {
        let x = self.get(x, aval)?;
        let y = self.get(y, aval)?;
        self.em.compare(x, y, dir, aval)
    }

    pub(super) fn fc(
        &self,
        dir: CompareOp,
        x: impl Into<A<'c, 'b>>,
        y: impl Into<A<'c, 'b>>,
    ) -> R<Value<'c, 'b>> {
        self.cmp(dir, x.into(), y.into(), &self.f)
    }

    pub(super) fn ic(&self, dir: CompareOp, x: Value<'c, 'b>, y: i64) -> R<Value<'c, 'b>> {
        self.cmp(dir, A::V(x), A::I(y), &self.i)
    }

    /// `select(pred, on_true, on_false)` of values.
    pub(super) fn sel(
        &self,
        pred: Value<'c, 'b>,
        t: Value<'c, 'b>,
        f: Value<'c, 'b>,
        aval: &Aval,
    ) -> R<Value<'c, 'b>> {
        self.em.select(pred, t, f, aval)
    }

    /// `select(pred, full_like(t), full_like(f))`: the two `broadcast_in_dim` equations come
    /// first (`t`'s, then `f`'s); at rank 0 they are literals, materialised by the select in
    /// its operand order (`f`, then `t`).
    pub(super) fn sel_full(
        &self,
        pred: Value<'c, 'b>,
        t: A<'c, 'b>,
        f: A<'c, 'b>,
        aval: &Aval,
    ) -> R<Value<'c, 'b>> {
        let (t, f) = if aval.rank() == 0 {
            let f = self.get(f, aval)?;
            (self.get(t, aval)?, f)
        } else {
            (self.get(t, aval)?, self.get(f, aval)?)
        };
        self.em.select(pred, t, f, aval)
    }

    /// `lax.full_like(x, v)` of the float shape.
    pub(super) fn full(&self, v: f64) -> R<Value<'c, 'b>> {
        self.get(A::F(v), &self.f)
    }

    pub(super) fn ifull(&self, v: i64) -> R<Value<'c, 'b>> {
        self.get(A::I(v), &self.i)
    }

    pub(super) fn un(&self, op: &str, x: Value<'c, 'b>, aval: &Aval) -> R<Value<'c, 'b>> {
        self.em.one(op, &[x], self.em.ty(aval)?, &[])
    }

    pub(super) fn to_i(&self, x: Value<'c, 'b>) -> R<Value<'c, 'b>> {
        self.un("stablehlo.bitcast_convert", x, &self.i)
    }

    pub(super) fn to_f(&self, x: Value<'c, 'b>) -> R<Value<'c, 'b>> {
        self.un("stablehlo.bitcast_convert", x, &self.f)
    }

    /// `integer_pow(x, -1)`: `1 / x`, the 1 broadcast even at rank 0 (`full_like_aval`).
    pub(super) fn recip(&self, x: Value<'c, 'b>) -> R<Value<'c, 'b>> {
        let one = self.em.full_like(Scalar::Float(1.0), &self.f)?;
        self.em.binary("stablehlo.divide", one, x, &self.f)
    }

    /// `_split12(x)`: `(x_hi, x - x_hi)`, `x_hi` with 12 mantissa bits.
    pub(super) fn split12(&self, x: Value<'c, 'b>) -> R<(Value<'c, 'b>, Value<'c, 'b>)> {
        let bits = self.to_i(x)?;
        let hi = self.ib("stablehlo.and", A::V(bits), A::I(-0x1000))?;
        let hi = self.to_f(hi)?;
        let lo = self.fb("stablehlo.subtract", x, hi)?;
        Ok((hi, lo))
    }
}
