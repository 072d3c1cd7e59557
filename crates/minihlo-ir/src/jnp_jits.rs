//! The `jit`-wrapped `jnp` functions that hijax expansions call (`jnp.cumsum`, `jnp.floor_divide`,
//! `jnp.remainder`, `jnp.where`'s `_where`), their jaxprs built equation for equation as JAX traces
//! them. JAX's jit cache hands back one jaxpr per function and argument types (weak types
//! included), and the lowering makes one function of it however often it is called, so
//! [`JnpJits`] makes each signature once and hands back the same [`SubJaxpr`] after that.

use std::collections::HashMap;

use crate::builder::{BuildError, Builder, SubJaxpr};
use crate::jaxpr::{Atom, Literal};
use crate::primitive::{BinaryOp, CompareOp, UnaryOp};
use crate::structural::CumOp;
use crate::types::{Aval, DType, Scalar};

type R<T> = Result<T, String>;

fn built<T>(r: Result<T, BuildError>) -> R<T> {
    r.map_err(|e| format!("a jnp function's jit: {e}"))
}

/// A literal of `dtype` holding the integer `value` (a float or complex one for those dtypes).
pub fn int_lit(dtype: DType, value: i128) -> Atom {
    let value = if dtype.is_complex() {
        Scalar::Complex(value as f64, 0.0)
    } else if dtype.is_float() {
        Scalar::Float(value as f64)
    } else if dtype.is_bool() {
        Scalar::Bool(value != 0)
    } else {
        Scalar::Int(value)
    };
    Atom::Literal(Literal { value, dtype })
}

/// One argument of a jit's signature: its type, and whether it is weakly typed (a Python
/// scalar), which JAX's cache tells apart.
type Arg = (Aval, bool);

/// The jits made so far, by function name and signature.
#[derive(Default)]
pub struct JnpJits {
    made: HashMap<(&'static str, Vec<Arg>), SubJaxpr>,
}

impl JnpJits {
    fn get(
        &mut self,
        name: &'static str,
        sig: Vec<Arg>,
        make: impl FnOnce(&mut Self) -> R<SubJaxpr>,
    ) -> R<SubJaxpr> {
        let key = (name, sig);
        if let Some(j) = self.made.get(&key) {
            return Ok(j.clone());
        }
        let j = make(self)?;
        self.made.insert(key, j.clone());
        Ok(j)
    }

    /// `jnp.cumsum(x, axis=-1)` of a bool or integer array, `int` the default integer dtype: a
    /// bool array is converted first.
    pub fn cumsum(&mut self, x: &Aval, int: DType) -> R<SubJaxpr> {
        self.get("cumsum", vec![(x.clone(), false)], |_| {
            let mut b = Builder::new();
            let v = b.input(x.clone());
            let v = if x.dtype == int {
                v
            } else {
                built(b.convert(v, int))?
            };
            let axis = x.rank().checked_sub(1).ok_or("cumsum of a 0-d array")?;
            let r = built(b.cumulative(CumOp::Sum, v, axis, false))?;
            Ok(b.finish_sub([r]))
        })
    }

    /// `jnp.where(c, x, y)`'s `_where` of a boolean `c` and operands of the result's dtype: a weak
    /// operand converted (to a strong type), a smaller one broadcast (right-aligned), then
    /// `select_n(c, y, x)`.
    fn where_(&mut self, c: &Aval, x: Arg, y: Arg) -> R<SubJaxpr> {
        self.get(
            "_where",
            vec![(c.clone(), false), x.clone(), y.clone()],
            |_| {
                let mut b = Builder::new();
                let cv = b.input(c.clone());
                let xv = b.input(x.0.clone());
                let yv = b.input(y.0.clone());
                let dtype = y.0.dtype;
                let fit = |b: &mut Builder, v, (aval, weak): &Arg| -> R<Atom> {
                    let mut v: Atom = v;
                    if *weak {
                        v = built(b.convert(v, dtype))?.into();
                    }
                    if aval.dims() != c.dims() {
                        let dims: Vec<usize> = (c.rank() - aval.rank()..c.rank()).collect();
                        v = built(b.broadcast_in_dim(v, c.dims().to_vec(), &dims))?.into();
                    }
                    Ok(v)
                };
                let xa = fit(&mut b, xv.into(), &x)?;
                let ya = fit(&mut b, yv.into(), &y)?;
                let r = built(b.select_n(cv, &[ya, xa]))?;
                Ok(b.finish_sub([r]))
            },
        )
    }

    /// `jnp.where(c, 0, y)`: `0` a Python int (a weak `int` literal at the call).
    pub fn where_zero(&mut self, c: &Aval, int: DType, y: &Aval) -> R<SubJaxpr> {
        self.where_(c, (Aval::scalar(int), true), (y.clone(), false))
    }

    /// `jnp.where(c, x, y)` of arrays.
    pub fn where_arrays(&mut self, c: &Aval, x: &Aval, y: &Aval) -> R<SubJaxpr> {
        self.where_(c, (x.clone(), false), (y.clone(), false))
    }

    /// `jnp.floor_divide(x, d)` of an integer array by a Python int (a weak `int` scalar): for
    /// unsigned integers the quotient; for signed ones the truncating quotient, less one where
    /// the signs differ and the remainder is not zero.
    pub fn floor_divide(&mut self, x: &Aval, int: DType) -> R<SubJaxpr> {
        let sig = vec![(x.clone(), false), (Aval::scalar(int), true)];
        self.get("floor_divide", sig, |jits| {
            let mut b = Builder::new();
            let a = b.input(x.clone());
            let d = b.input(Aval::scalar(int));
            let d = built(b.convert(d, x.dtype))?;
            let q = built(b.binary(BinaryOp::Div, a, d))?;
            if x.dtype.is_unsigned_int() {
                return Ok(b.finish_sub([q]));
            }
            let int = x.dtype;
            let sa = built(b.unary(UnaryOp::Sign, a))?;
            let sd = built(b.unary(UnaryOp::Sign, d))?;
            let signs = built(b.compare(CompareOp::Ne, sa, sd))?;
            let r = built(b.binary(BinaryOp::Rem, a, d))?;
            let inexact = built(b.compare(CompareOp::Ne, r, int_lit(int, 0)))?;
            let fix = built(b.binary(BinaryOp::And, signs, inexact))?;
            let less = built(b.binary(BinaryOp::Sub, q, int_lit(int, 1)))?;
            let m = Aval::new(DType::Bool, x.dims().to_vec());
            let w = jits.where_arrays(&m, x, x)?;
            let out = built(b.jit("_where", &w, &[fix.into(), less.into(), q.into()]))?;
            Ok(b.finish_sub([out[0]]))
        })
    }

    /// `jnp.remainder(x, d)` of a signed integer array by a Python int: the remainder with the
    /// divisor's sign (a zero divisor taken as one).
    pub fn remainder(&mut self, x: &Aval) -> R<SubJaxpr> {
        let int = x.dtype;
        let sig = vec![(x.clone(), false), (Aval::scalar(int), true)];
        self.get("remainder", sig, |jits| {
            let mut b = Builder::new();
            let a = b.input(x.clone());
            let d = b.input(Aval::scalar(int));
            let d = built(b.convert(d, int))?;
            let zero = built(b.compare(CompareOp::Eq, d, int_lit(int, 0)))?;
            let s = Aval::scalar(int);
            let w = jits.where_arrays(&Aval::scalar(DType::Bool), &s, &s)?;
            let d = built(b.jit("_where", &w, &[zero.into(), int_lit(int, 1), d.into()]))?[0];
            let r = built(b.binary(BinaryOp::Rem, a, d))?;
            let nonzero = built(b.compare(CompareOp::Ne, r, int_lit(int, 0)))?;
            let r_neg = built(b.compare(CompareOp::Lt, r, int_lit(int, 0)))?;
            let d_neg = built(b.compare(CompareOp::Lt, d, int_lit(int, 0)))?;
            let differ = built(b.compare(CompareOp::Ne, r_neg, d_neg))?;
            let fix = built(b.binary(BinaryOp::And, differ, nonzero))?;
            let shifted = built(b.binary(BinaryOp::Add, r, d))?;
            let out = built(b.select_n(fix, &[r.into(), shifted.into()]))?;
            Ok(b.finish_sub([out]))
        })
    }
}
