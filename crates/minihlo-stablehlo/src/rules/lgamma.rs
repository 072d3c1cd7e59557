//! `lgamma` as JAX 0.12 lowers it (`_lgamma_lowering`, `jax/_src/lax/special.py`): `chlo.lgamma`
//! for f64; otherwise `mlir.lower_fun` of the float32 `lgamma_impl` of `jax/_src/lax/lgamma.py`
//! (f16 and bf16 converted to f32 and back). `lgamma_impl` and its helpers are `jax.jit`
//! functions, so the module holds them as private functions (`@lgamma_impl`, `@_log_f32`,
//! `@_horner`, ...), one per signature, reused across equations as JAX's jit cache does; the
//! negative-root table of `_lgamma_neg_root` is closed over, so its rows are constants at the
//! start of that function.

use melior::ir::attribute::DenseElementsAttribute;
use melior::ir::{Value, ValueLike};
use minihlo_ir::indexing::{Gather, GatherDimensionNumbers, GatherScatterMode};
use minihlo_ir::{Aval, CompareOp, DType, Scalar, Shape};

use super::control_flow::{call, private_func};
use crate::ctx::{EqnCtx, Lowering, State};
use crate::emit::{element_attr, Emitter};
use crate::error::LowerError;

type R<T> = Result<T, LowerError>;

/// An operand: a value, or a scalar literal of the op's dtype (a constant, broadcast when the
/// op is not rank 0, emitted where the op is).
#[derive(Clone, Copy)]
enum A<'c, 'b> {
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
struct K<'e, 'c, 'b> {
    em: &'e Emitter<'c, 'b>,
    f: Aval,
    i: Aval,
    p: Aval,
}

impl<'e, 'c, 'b> K<'e, 'c, 'b> {
    fn new(em: &'e Emitter<'c, 'b>, shape: &Shape) -> Self {
        K {
            em,
            f: Aval::new(DType::F32, shape.clone()),
            i: Aval::new(DType::I32, shape.clone()),
            p: Aval::new(DType::Bool, shape.clone()),
        }
    }

    fn get(&self, a: A<'c, 'b>, aval: &Aval) -> R<Value<'c, 'b>> {
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

    fn bin(&self, op: &str, x: A<'c, 'b>, y: A<'c, 'b>, aval: &Aval) -> R<Value<'c, 'b>> {
        let x = self.get(x, aval)?;
        let y = self.get(y, aval)?;
        self.em.binary(op, x, y, aval)
    }

    /// A float binary op.
    fn fb(&self, op: &str, x: impl Into<A<'c, 'b>>, y: impl Into<A<'c, 'b>>) -> R<Value<'c, 'b>> {
        self.bin(op, x.into(), y.into(), &self.f)
    }

    /// An int binary op.
    fn ib(&self, op: &str, x: A<'c, 'b>, y: A<'c, 'b>) -> R<Value<'c, 'b>> {
        self.bin(op, x, y, &self.i)
    }

    /// A bool binary op (`and`, `or`).
    fn pb(&self, op: &str, x: Value<'c, 'b>, y: Value<'c, 'b>) -> R<Value<'c, 'b>> {
        self.em.binary(op, x, y, &self.p)
    }

    fn cmp(&self, dir: CompareOp, x: A<'c, 'b>, y: A<'c, 'b>, aval: &Aval) -> R<Value<'c, 'b>> {
        let x = self.get(x, aval)?;
        let y = self.get(y, aval)?;
        self.em.compare(x, y, dir, aval)
    }

    fn fc(
        &self,
        dir: CompareOp,
        x: impl Into<A<'c, 'b>>,
        y: impl Into<A<'c, 'b>>,
    ) -> R<Value<'c, 'b>> {
        self.cmp(dir, x.into(), y.into(), &self.f)
    }

    fn ic(&self, dir: CompareOp, x: Value<'c, 'b>, y: i64) -> R<Value<'c, 'b>> {
        self.cmp(dir, A::V(x), A::I(y), &self.i)
    }

    /// `select(pred, on_true, on_false)` of values.
    fn sel(
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
    fn sel_full(
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
    fn full(&self, v: f64) -> R<Value<'c, 'b>> {
        self.get(A::F(v), &self.f)
    }

    fn ifull(&self, v: i64) -> R<Value<'c, 'b>> {
        self.get(A::I(v), &self.i)
    }

    fn un(&self, op: &str, x: Value<'c, 'b>, aval: &Aval) -> R<Value<'c, 'b>> {
        self.em.one(op, &[x], self.em.ty(aval)?, &[])
    }

    fn to_i(&self, x: Value<'c, 'b>) -> R<Value<'c, 'b>> {
        self.un("stablehlo.bitcast_convert", x, &self.i)
    }

    fn to_f(&self, x: Value<'c, 'b>) -> R<Value<'c, 'b>> {
        self.un("stablehlo.bitcast_convert", x, &self.f)
    }

    /// `integer_pow(x, -1)`: `1 / x`, the 1 broadcast even at rank 0 (`full_like_aval`).
    fn recip(&self, x: Value<'c, 'b>) -> R<Value<'c, 'b>> {
        let one = self.em.full_like(Scalar::Float(1.0), &self.f)?;
        self.em.binary("stablehlo.divide", one, x, &self.f)
    }

    /// `_split12(x)`: `(x_hi, x - x_hi)`, `x_hi` with 12 mantissa bits.
    fn split12(&self, x: Value<'c, 'b>) -> R<(Value<'c, 'b>, Value<'c, 'b>)> {
        let bits = self.to_i(x)?;
        let hi = self.ib("stablehlo.and", A::V(bits), A::I(-0x1000))?;
        let hi = self.to_f(hi)?;
        let lo = self.fb("stablehlo.subtract", x, hi)?;
        Ok((hi, lo))
    }
}

/// The platform index of the enclosing function, passed on to the functions it calls.
type Pi<'c, 'b> = Option<Value<'c, 'b>>;

/// A call of the `jax.jit` function `name` of JAX's lgamma code: its private function is
/// emitted once per `(key, operand types)` in the module and reused (JAX's jit cache).
#[allow(clippy::too_many_arguments)]
fn jit_call<'c, 'b, F>(
    em: &Emitter<'c, 'b>,
    state: &mut State<'_, 'c>,
    pi: Pi<'c, 'b>,
    name: &str,
    key: &str,
    args: &[Value<'c, 'b>],
    arg_avals: &[Aval],
    results: &[Aval],
    body: F,
) -> R<Vec<Value<'c, 'b>>>
where
    F: for<'d> FnOnce(
        &Emitter<'c, 'd>,
        Pi<'c, 'd>,
        &[Value<'c, 'd>],
        &mut State<'_, 'c>,
    ) -> R<Vec<Value<'c, 'd>>>,
{
    let cache_key = (
        format!("lgamma:{key}"),
        arg_avals.to_vec(),
        results.to_vec(),
    );
    let symbol = match state.cf.random.get(&cache_key) {
        Some(s) => s.clone(),
        None => {
            let s = private_func(
                em.context,
                state,
                name,
                pi.map(|v| v.r#type()),
                arg_avals,
                results,
                body,
            )?;
            state.cf.random.insert(cache_key, s.clone());
            s
        }
    };
    call(em, &symbol, pi, args, results)
}

fn arg<'c, 'd>(args: &[Value<'c, 'd>], i: usize) -> R<Value<'c, 'd>> {
    args.get(i).copied().ok_or_else(|| LowerError::Unsupported {
        primitive: "lgamma".into(),
        reason: format!("a private function has no argument {i}"),
    })
}

/// The `lgamma` rule.
pub(super) fn lgamma<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?.clone();
    let em = cx.em;
    let x = cx.xs[0];
    if out.dtype == DType::F64 {
        return Ok(vec![em.one("chlo.lgamma", &[x], em.ty(&out)?, &[])?]);
    }
    let f32_aval = Aval::new(DType::F32, out.shape.clone());
    let pi = cx.platform_index;
    let x = if out.dtype == DType::F32 {
        x
    } else {
        em.one("stablehlo.convert", &[x], em.ty(&f32_aval)?, &[])?
    };
    let r = lgamma_impl_call(em, cx.state, pi, x, &out.shape)?;
    let r = if out.dtype == DType::F32 {
        r
    } else {
        em.one("stablehlo.convert", &[r], em.ty(&out)?, &[])?
    };
    Ok(vec![r])
}

/// A call of `@lgamma_impl` on an f32 value of `shape`.
pub(super) fn lgamma_impl_call<'c, 'b>(
    em: &Emitter<'c, 'b>,
    state: &mut State<'_, 'c>,
    pi: Pi<'c, 'b>,
    x: Value<'c, 'b>,
    shape: &Shape,
) -> R<Value<'c, 'b>> {
    let f = Aval::new(DType::F32, shape.clone());
    let shape = shape.clone();
    let r = jit_call(
        em,
        state,
        pi,
        "lgamma_impl",
        "lgamma_impl",
        &[x],
        std::slice::from_ref(&f),
        std::slice::from_ref(&f),
        move |em, pi, args, state| Ok(vec![lgamma_impl(em, pi, arg(args, 0)?, &shape, state)?]),
    )?;
    arg(&r, 0)
}

/// `_ALL_INTEGERS_BELOW`, `_MAX_FINITE_ARG` (both as f32 constants).
const ALL_INTEGERS_BELOW: f64 = -8388608.0;
const MAX_FINITE_ARG: f64 = 4.085003e36;

fn lgamma_impl<'c, 'd>(
    em: &Emitter<'c, 'd>,
    pi: Pi<'c, 'd>,
    a: Value<'c, 'd>,
    shape: &Shape,
    state: &mut State<'_, 'c>,
) -> R<Value<'c, 'd>> {
    use CompareOp::*;
    let k = K::new(em, shape);
    let b = k.to_i(a)?;
    let c = k.ib("stablehlo.and", A::V(b), A::I(0x7FFF_FFFF))?;
    let d = k.ic(Eq, c, 0)?;
    let e = k.ic(Gt, c, 0)?;
    let f = k.ic(Lt, c, 0x0080_0000)?;
    let g = k.pb("stablehlo.and", e, f)?;
    let h = k.un("stablehlo.count_leading_zeros", c, &k.i)?;
    let i = k.ib("stablehlo.subtract", A::V(h), A::I(8))?;
    let j = k.ifull(0)?;
    let sub_shift = k.sel(g, i, j, &k.i)?;
    let l = k.ib("stablehlo.and", A::V(b), A::I(-0x8000_0000))?;
    let m = k.ib("stablehlo.shift_left", A::V(c), A::V(sub_shift))?;
    let n = k.ib("stablehlo.or", A::V(l), A::V(m))?;
    let o = k.sel(g, n, b, &k.i)?;
    let x_norm = k.to_f(o)?;
    let is_pos = k.fc(Ge, x_norm, 0.5)?;
    let one = k.full(1.0)?;
    let x_safe = k.sel(d, one, x_norm, &k.f)?;
    let not_pos = k.un("stablehlo.not", is_pos, &k.p)?;
    let u = k.fc(Gt, x_safe, ALL_INTEGERS_BELOW)?;
    let v = k.pb("stablehlo.and", not_pos, u)?;
    let w = k.full(-0.5)?;
    let x_neg_safe = k.sel(v, x_safe, w, &k.f)?;
    let n = k.un("stablehlo.round_nearest_even", x_neg_safe, &k.f)?;
    let delta = k.fb("stablehlo.subtract", x_neg_safe, n)?;
    let abs_delta = k.un("stablehlo.abs", delta, &k.f)?;
    let bb = k.fb("stablehlo.subtract", 1.0, n)?;
    let y = k.fb("stablehlo.subtract", bb, delta)?;
    let bd = k.fb("stablehlo.subtract", 1.0, n)?;
    let be = k.fb("stablehlo.subtract", bd, y)?;
    let y_lo = k.fb("stablehlo.subtract", be, delta)?;
    let arg_pos = k.sel(is_pos, x_safe, y, &k.f)?;
    let bh = k.full(MAX_FINITE_ARG)?;
    let x_bounded = k.fb("stablehlo.minimum", arg_pos, bh)?;
    let (f_aval, i_aval) = (k.f.clone(), k.i.clone());
    let sh = shape.clone();
    let log = jit_call(
        em,
        state,
        pi,
        "_log_f32",
        "_log_f32/shift",
        &[abs_delta, sub_shift],
        &[f_aval.clone(), i_aval],
        &[f_aval.clone(), f_aval.clone()],
        move |em, pi, args, state| log_f32(em, pi, arg(args, 0)?, Some(arg(args, 1)?), &sh, state),
    )?;
    let (log_hi, log_lo) = (arg(&log, 0)?, arg(&log, 1)?);
    let three = vec![f_aval.clone(); 3];
    let sh = shape.clone();
    let small = jit_call(
        em,
        state,
        pi,
        "_lgamma_pos_small",
        "_lgamma_pos_small",
        &[x_bounded],
        std::slice::from_ref(&f_aval),
        &three,
        move |em, pi, args, state| pos_small(em, pi, arg(args, 0)?, &sh, state),
    )?;
    let sh = shape.clone();
    let large = jit_call(
        em,
        state,
        pi,
        "_lgamma_pos_large",
        "_lgamma_pos_large",
        &[x_bounded],
        std::slice::from_ref(&f_aval),
        &three,
        move |em, pi, args, state| pos_large(em, pi, arg(args, 0)?, &sh, state),
    )?;
    let (lg_small, lg_small_hi, lg_small_lo) = (arg(&small, 0)?, arg(&small, 1)?, arg(&small, 2)?);
    let (p_hi, s_pos, psi) = (arg(&large, 0)?, arg(&large, 1)?, arg(&large, 2)?);
    let in_le_four = k.fc(Le, x_bounded, 4.0)?;
    let bs = k.fb("stablehlo.add", p_hi, s_pos)?;
    let lg_pos = k.sel(in_le_four, lg_small, bs, &k.f)?;
    let lg_pos_hi = k.sel(in_le_four, lg_small_hi, p_hi, &k.f)?;
    let lg_pos_lo = k.sel(in_le_four, lg_small_lo, s_pos, &k.f)?;
    let bw = k.fb("stablehlo.add", lg_pos_lo, log_lo)?;
    let bx = k.fb("stablehlo.multiply", psi, y_lo)?;
    let sh = shape.clone();
    let refl = jit_call(
        em,
        state,
        pi,
        "_lgamma_neg_reflection",
        "_lgamma_neg_reflection",
        &[delta, log_hi, lg_pos_hi, bw, bx],
        &vec![f_aval.clone(); 5],
        std::slice::from_ref(&f_aval),
        move |em, pi, args, state| {
            let a: Vec<Value<'c, '_>> = (0..5).map(|i| arg(args, i)).collect::<R<_>>()?;
            Ok(vec![neg_reflection(em, pi, &a, &sh, state)?])
        },
    )?;
    let refl = arg(&refl, 0)?;
    let sh = shape.clone();
    let root = jit_call(
        em,
        state,
        pi,
        "_lgamma_neg_root",
        "_lgamma_neg_root",
        &[x_neg_safe, n],
        &[f_aval.clone(), f_aval.clone()],
        &[k.p.clone(), f_aval.clone()],
        move |em, pi, args, state| neg_root(em, pi, arg(args, 0)?, arg(args, 1)?, &sh, state),
    )?;
    let (in_root_win, rw) = (arg(&root, 0)?, arg(&root, 1)?);
    let neg_res = k.sel(in_root_win, rw, refl, &k.f)?;
    let res = k.sel(is_pos, lg_pos, neg_res, &k.f)?;
    let ck = k.fc(Eq, res, 0.0)?;
    let cl = k.full(0.0)?;
    let res = k.sel(ck, cl, res, &k.f)?;
    let cn = k.un("stablehlo.not", is_pos, &k.p)?;
    let co = k.un("stablehlo.floor", x_safe, &k.f)?;
    let cp = k.fc(Eq, x_safe, co)?;
    let is_neg_int = k.pb("stablehlo.and", cn, cp)?;
    let cr = k.pb("stablehlo.or", d, is_neg_int)?;
    let cs = k.fc(Gt, a, MAX_FINITE_ARG)?;
    let pole = k.pb("stablehlo.or", cr, cs)?;
    let inf = k.full(f64::INFINITY)?;
    let res = k.sel(pole, inf, res, &k.f)?;
    let nan_in = k.fc(Ne, a, a)?;
    let nan = k.full(f64::NAN)?;
    k.sel(nan_in, nan, res, &k.f)
}

/// `_log_f32(x, sub_shift)`: `sub_shift` an i32 value, or `None` for the literal 0.
fn log_f32<'c, 'd>(
    em: &Emitter<'c, 'd>,
    pi: Pi<'c, 'd>,
    x: Value<'c, 'd>,
    sub_shift: Option<Value<'c, 'd>>,
    shape: &Shape,
    state: &mut State<'_, 'c>,
) -> R<Vec<Value<'c, 'd>>> {
    let k = K::new(em, shape);
    let bits = k.to_i(x)?;
    let dc = k.ib("stablehlo.subtract", A::V(bits), A::I(0x3F35_04F3))?;
    let dd = k.ifull(23)?;
    let exp_off = k.ib("stablehlo.shift_right_arithmetic", A::V(dc), A::V(dd))?;
    let shift = match sub_shift {
        Some(v) => A::V(v),
        None => A::I(0),
    };
    let df = k.ib("stablehlo.subtract", A::V(exp_off), shift)?;
    let kf = k.un("stablehlo.convert", df, &k.f)?;
    let dh = k.ifull(23)?;
    let di = k.ib("stablehlo.shift_left", A::V(exp_off), A::V(dh))?;
    let dj = k.ib("stablehlo.subtract", A::V(bits), A::V(di))?;
    let m = k.to_f(dj)?;
    let fm = k.fb("stablehlo.subtract", m, 1.0)?;
    let f2 = k.fb("stablehlo.multiply", fm, fm)?;
    let dn = k.fb("stablehlo.multiply", 0.5, f2)?;
    let dd2 = k.fb("stablehlo.subtract", fm, dn)?;
    let dp = k.fb("stablehlo.multiply", f2, fm)?;
    let q = horner_scalar(&k, pi, fm, &LOG_Q_HI, state)?;
    let dr = k.fb("stablehlo.multiply", dp, q)?;
    let ln1pf = k.fb("stablehlo.add", dd2, dr)?;
    let h_d = k.fb("stablehlo.multiply", kf, LN2_HI)?;
    let du = k.fb("stablehlo.multiply", kf, LN2_LO)?;
    let l_d = k.fb("stablehlo.add", ln1pf, du)?;
    let log_hi = k.fb("stablehlo.add", h_d, l_d)?;
    let dx = k.fb("stablehlo.subtract", h_d, log_hi)?;
    let log_lo = k.fb("stablehlo.add", dx, l_d)?;
    Ok(vec![log_hi, log_lo])
}

/// `_horner(x, coeffs)` with Python-float coefficients: each an f32[] argument of the call (a
/// constant in the caller), converted (weak to strong) in the function.
fn horner_scalar<'c, 'd>(
    k: &K<'_, 'c, 'd>,
    pi: Pi<'c, 'd>,
    x: Value<'c, 'd>,
    coeffs: &[f64],
    state: &mut State<'_, 'c>,
) -> R<Value<'c, 'd>> {
    let scalar = Aval::scalar(DType::F32);
    let mut args = vec![x];
    for &c in coeffs {
        args.push(k.em.constant(DType::F32, Scalar::Float(c))?);
    }
    let mut avals = vec![k.f.clone()];
    avals.extend(std::iter::repeat_n(scalar.clone(), coeffs.len()));
    let shape = k.f.shape.clone();
    let n = coeffs.len();
    let r = jit_call(
        k.em,
        state,
        pi,
        "_horner",
        "_horner/scalar",
        &args,
        &avals,
        std::slice::from_ref(&k.f),
        move |em, _pi, args, _state| {
            let k = K::new(em, &shape);
            let x = arg(args, 0)?;
            let conv = |i: usize| -> R<Value<'c, '_>> {
                let c = arg(args, i)?;
                let c = em.one("stablehlo.convert", &[c], em.ty(&scalar)?, &[])?;
                if k.f.rank() == 0 {
                    Ok(c)
                } else {
                    em.broadcast(c, &k.f, &[])
                }
            };
            let mut p = conv(n)?;
            for i in (1..n).rev() {
                let m = k.fb("stablehlo.multiply", p, x)?;
                let c = conv(i)?;
                p = k.fb("stablehlo.add", m, c)?;
            }
            Ok(vec![p])
        },
    )?;
    arg(&r, 0)
}

/// `_horner(x, coeffs)` with array coefficients (arguments of the call).
fn horner_array<'c, 'd>(
    k: &K<'_, 'c, 'd>,
    pi: Pi<'c, 'd>,
    x: Value<'c, 'd>,
    coeffs: &[Value<'c, 'd>],
    state: &mut State<'_, 'c>,
) -> R<Value<'c, 'd>> {
    let mut args = vec![x];
    args.extend_from_slice(coeffs);
    let avals = vec![k.f.clone(); args.len()];
    let shape = k.f.shape.clone();
    let n = coeffs.len();
    let r = jit_call(
        k.em,
        state,
        pi,
        "_horner",
        "_horner/array",
        &args,
        &avals,
        std::slice::from_ref(&k.f),
        move |em, _pi, args, _state| {
            let k = K::new(em, &shape);
            let x = arg(args, 0)?;
            let mut p = arg(args, n)?;
            for i in (1..n).rev() {
                let m = k.fb("stablehlo.multiply", p, x)?;
                p = k.fb("stablehlo.add", m, arg(args, i)?)?;
            }
            Ok(vec![p])
        },
    )?;
    arg(&r, 0)
}

fn pos_small<'c, 'd>(
    em: &Emitter<'c, 'd>,
    pi: Pi<'c, 'd>,
    x: Value<'c, 'd>,
    shape: &Shape,
    state: &mut State<'_, 'c>,
) -> R<Vec<Value<'c, 'd>>> {
    let k = K::new(em, shape);
    let in_15_4 = k.fc(CompareOp::Gt, x, 1.5)?;
    let u = k.fb("stablehlo.subtract", x, 1.0)?;
    let v = k.fb("stablehlo.subtract", u, 1.0)?;
    let s = k.sel_full(in_15_4, A::F(1.75), A::F(0.0), &k.f)?;
    let d = k.fb("stablehlo.subtract", u, s)?;
    let mut coeffs = Vec::with_capacity(POS_HI_05_15.len());
    for (&c1, &c2) in POS_HI_05_15.iter().zip(&POS_HI_15_4) {
        coeffs.push(k.sel_full(in_15_4, A::F(c2), A::F(c1), &k.f)?);
    }
    let p = horner_array(&k, pi, d, &coeffs, state)?;
    let (u_hi, u_lo) = k.split12(u)?;
    let (v_hi, v_lo) = k.split12(v)?;
    let uv_hi = k.fb("stablehlo.multiply", u_hi, v_hi)?;
    let a = k.fb("stablehlo.multiply", u_lo, v)?;
    let b = k.fb("stablehlo.multiply", u_hi, v_lo)?;
    let uv_lo = k.fb("stablehlo.add", a, b)?;
    let (p_hi, p_lo) = k.split12(p)?;
    let res_hi = k.fb("stablehlo.multiply", uv_hi, p_hi)?;
    let a = k.fb("stablehlo.multiply", uv_lo, p)?;
    let b = k.fb("stablehlo.multiply", uv_hi, p_lo)?;
    let res_lo = k.fb("stablehlo.add", a, b)?;
    let sum = k.fb("stablehlo.add", res_hi, res_lo)?;
    Ok(vec![sum, res_hi, res_lo])
}

fn pos_large<'c, 'd>(
    em: &Emitter<'c, 'd>,
    pi: Pi<'c, 'd>,
    x: Value<'c, 'd>,
    shape: &Shape,
    state: &mut State<'_, 'c>,
) -> R<Vec<Value<'c, 'd>>> {
    let k = K::new(em, shape);
    let sh = shape.clone();
    let f = k.f.clone();
    let log = jit_call(
        em,
        state,
        pi,
        "_log_f32",
        "_log_f32/zero",
        &[x],
        std::slice::from_ref(&f),
        &[f.clone(), f.clone()],
        move |em, pi, args, state| log_f32(em, pi, arg(args, 0)?, None, &sh, state),
    )?;
    let (s, log_lo) = (arg(&log, 0)?, arg(&log, 1)?);
    let (h_x, s_lo) = k.split12(s)?;
    let l_x = k.fb("stablehlo.add", s_lo, log_lo)?;
    let b = k.fb("stablehlo.subtract", x, 0.5)?;
    let (b_hi, b_lo) = k.split12(b)?;
    let hx_m1 = k.fb("stablehlo.subtract", h_x, 1.0)?;
    let p_hi = k.fb("stablehlo.multiply", b_hi, hx_m1)?;
    let a = k.fb("stablehlo.multiply", b_lo, hx_m1)?;
    let c = k.fb("stablehlo.multiply", b, l_x)?;
    let p_lo = k.fb("stablehlo.add", a, c)?;
    let inv_x = k.recip(x)?;
    let inv2 = k.fb("stablehlo.multiply", inv_x, inv_x)?;
    let sp = horner_scalar(&k, pi, inv2, &STIRLING_HI, state)?;
    let a = k.fb("stablehlo.add", p_lo, HALF_LN_2PI_MINUS_HALF)?;
    let c = k.fb("stablehlo.multiply", inv_x, sp)?;
    let s_pos = k.fb("stablehlo.add", a, c)?;
    let h = k.fb("stablehlo.multiply", 0.5, inv_x)?;
    let psi = k.fb("stablehlo.subtract", s, h)?;
    Ok(vec![p_hi, s_pos, psi])
}

fn neg_reflection<'c, 'd>(
    em: &Emitter<'c, 'd>,
    pi: Pi<'c, 'd>,
    a: &[Value<'c, 'd>],
    shape: &Shape,
    state: &mut State<'_, 'c>,
) -> R<Value<'c, 'd>> {
    let k = K::new(em, shape);
    let (delta, log_delta_hi, lg_pos_hi, lg_pos_lo, dy_corr) = (a[0], a[1], a[2], a[3], a[4]);
    let d2 = k.fb("stablehlo.multiply", delta, delta)?;
    let h = horner_scalar(&k, pi, d2, &SINC_HI, state)?;
    let sinc = k.fb("stablehlo.multiply", d2, h)?;
    let cc = k.fb("stablehlo.add", log_delta_hi, lg_pos_hi)?;
    let cd = k.fb("stablehlo.add", sinc, dy_corr)?;
    let ce = k.fb("stablehlo.add", lg_pos_lo, cd)?;
    let cf = k.fb("stablehlo.add", cc, ce)?;
    k.un("stablehlo.negate", cf, &k.f)
}

fn neg_root<'c, 'd>(
    em: &Emitter<'c, 'd>,
    pi: Pi<'c, 'd>,
    x: Value<'c, 'd>,
    n: Value<'c, 'd>,
    shape: &Shape,
    state: &mut State<'_, 'c>,
) -> R<Vec<Value<'c, 'd>>> {
    use CompareOp::*;
    let k = K::new(em, shape);
    // The closed-over rows of `_NEG_TABLE`, constants at the start of the function.
    let row_aval = Aval::new(DType::F32, [16u64]);
    let row_ty = em.ty(&row_aval)?;
    let mut rows = Vec::with_capacity(NEG_TABLE.len());
    for row in &NEG_TABLE {
        let elems: Vec<_> = row
            .iter()
            .map(|&v| element_attr(em.context, DType::F32, Scalar::Float(v)))
            .collect();
        let dense = DenseElementsAttribute::new(row_ty, &elems).map_err(|e| LowerError::Mlir {
            stage: "building a constant".into(),
            diagnostics: vec![e.to_string()],
        })?;
        rows.push(em.one(
            "stablehlo.constant",
            &[],
            row_ty,
            &[("value", dense.into())],
        )?);
    }
    let ig = k.fc(Gt, x, -2.6)?;
    let ih = k.fc(Lt, x, -2.0)?;
    let ii = k.pb("stablehlo.and", ig, ih)?;
    let ij = k.full(-2.0)?;
    let n_root = k.sel(ii, ij, n, &k.f)?;
    let delta_root = k.fb("stablehlo.subtract", x, n_root)?;
    let neg = k.un("stablehlo.negate", n_root, &k.f)?;
    let kk = k.un("stablehlo.convert", neg, &k.i)?;
    let io = k.ic(Ge, kk, 2)?;
    let ip = k.ic(Le, kk, 9)?;
    let in_k_range = k.pb("stablehlo.and", io, ip)?;
    let ir = k.fc(Gt, delta_root, 0.0)?;
    let side = k.sel_full(ir, A::I(1), A::I(0), &k.i)?;
    let iv = k.ib("stablehlo.subtract", A::V(kk), A::I(2))?;
    let iw = k.ib("stablehlo.multiply", A::I(2), A::V(iv))?;
    let ix = k.ib("stablehlo.add", A::V(iw), A::V(side))?;
    let iy = k.ifull(1)?;
    let idx = k.sel(in_k_range, ix, iy, &k.i)?;
    let mut idx_dims = shape.dims().to_vec();
    idx_dims.push(1);
    let idx_aval = Aval::new(DType::I32, idx_dims);
    let bdims: Vec<i64> = (0..shape.rank() as i64).collect();
    let idx_exp = em.broadcast(idx, &idx_aval, &bdims)?;
    let g = Gather {
        dimension_numbers: GatherDimensionNumbers {
            offset_dims: vec![],
            collapsed_slice_dims: vec![0],
            start_index_map: vec![0],
            operand_batching_dims: vec![],
            start_indices_batching_dims: vec![],
        },
        slice_sizes: vec![1],
        indices_are_sorted: false,
        unique_indices: false,
        mode: GatherScatterMode::PromiseInBounds,
        fill_value: None,
    };
    let mut cols = Vec::with_capacity(rows.len());
    for &row in &rows {
        cols.push(super::gather_scatter::gather(
            em,
            &g,
            row,
            idx_exp,
            [&row_aval, &idx_aval],
            &k.f,
        )?);
    }
    let (r_hi, r_lo, w_bound) = (cols[0], cols[1], cols[2]);
    let d0 = k.fb("stablehlo.subtract", delta_root, r_hi)?;
    let d = k.fb("stablehlo.add", delta_root, r_hi)?;
    let rcp = k.recip(d)?;
    let js = k.fb("stablehlo.subtract", d0, r_lo)?;
    let w = k.fb("stablehlo.multiply", js, rcp)?;
    let ju = k.fb("stablehlo.multiply", w, d)?;
    let jv = k.fb("stablehlo.subtract", d0, ju)?;
    let jw = k.fb("stablehlo.add", 1.0, w)?;
    let jx = k.fb("stablehlo.multiply", r_lo, jw)?;
    let jy = k.fb("stablehlo.subtract", jv, jx)?;
    let jz = k.fb("stablehlo.multiply", jy, rcp)?;
    let w = k.fb("stablehlo.add", w, jz)?;
    let kb = k.un("stablehlo.abs", w, &k.f)?;
    let in_root_win = k.fc(Le, kb, w_bound)?;
    let kd = k.full(0.0)?;
    let w_safe = k.sel(in_root_win, w, kd, &k.f)?;
    let p = horner_array(&k, pi, w_safe, &cols[3..], state)?;
    let r = k.fb("stablehlo.multiply", w_safe, p)?;
    Ok(vec![in_root_win, r])
}

const LN2_HI: f64 = 0.693115234375;
const LN2_LO: f64 = 3.19461832987e-05;
const HALF_LN_2PI_MINUS_HALF: f64 = 0.4189385175704956;

#[allow(clippy::excessive_precision)]
const LOG_Q_HI: [f64; 10] = [
    0.3333333432674408,
    -0.24999989569187164,
    0.19999992847442627,
    -0.16668006777763367,
    0.14287430047988892,
    -0.12451331317424774,
    0.11021918058395386,
    -0.10625848919153214,
    0.10618706792593002,
    -0.06354549527168274,
];

#[allow(clippy::excessive_precision)]
const POS_HI_05_15: [f64; 13] = [
    0.5772156715393066,
    -0.24525131285190582,
    0.15543334186077118,
    -0.1151529923081398,
    0.09227604418992996,
    -0.0771135687828064,
    0.06608173251152039,
    -0.06148973107337952,
    0.058332279324531555,
    -0.03065679967403412,
    0.016753701493144035,
    -0.08664266765117645,
    0.09459882974624634,
];

#[allow(clippy::excessive_precision)]
const POS_HI_15_4: [f64; 13] = [
    0.3620683252811432,
    -0.06572934240102768,
    0.016030851751565933,
    -0.004419584292918444,
    0.0013036809395998716,
    -0.00040008797077462077,
    0.00012487791536841542,
    -4.1899154894053936e-05,
    1.5541731045232154e-05,
    -3.445456741246744e-06,
    2.1466885868903773e-07,
    -9.512536394140625e-07,
    5.093689878776786e-07,
];

#[allow(clippy::excessive_precision)]
const STIRLING_HI: [f64; 5] = [
    0.0833333358168602,
    -0.0027777778450399637,
    0.0007936508045531809,
    -0.0005952381179668009,
    0.0008417508215643466,
];

#[allow(clippy::excessive_precision)]
const SINC_HI: [f64; 7] = [
    -1.644934058189392,
    -0.5411607623100281,
    -0.3391686975955963,
    -0.24974527955055237,
    -0.21417342126369476,
    -0.09055595844984055,
    -0.33258557319641113,
];

/// `_NEG_TABLE` (14 rows of 16 f32s): `r_hi`, `r_lo`, `w_bound`, then `c_0 .. c_10`.
#[allow(clippy::excessive_precision)]
const NEG_TABLE: [[f64; 16]; 14] = [
    [
        -0.4570247530937195,
        1.0,
        -0.14358088374137878,
        0.2523173391819,
        -0.03936183825135231,
        0.04470571503043175,
        -0.008218168281018734,
        0.008455359376966953,
        -0.0013852944830432534,
        0.001392519916407764,
        -0.00019833340775221586,
        0.00019849211093969643,
        -2.4800270693958737e-05,
        2.480290459061507e-05,
        -2.755714831437217e-06,
        2.7557489374885336e-06,
    ],
    [
        1.4872918896458032e-08,
        0.0,
        -4.608601056332873e-09,
        1.4090687727730256e-08,
        -1.4891843314046582e-09,
        1.1097014973593389e-10,
        -4.15751669202713e-11,
        6.298560284445642e-11,
        2.9888522212750956e-11,
        2.7165145133345447e-12,
        4.276554967357765e-13,
        -1.5769613262786586e-12,
        1.1601349492618845e-14,
        -4.116331028206771e-13,
        8.029728344369734e-15,
        8.437904373695751e-14,
    ],
    [
        0.2549999952316284,
        -1.0,
        0.3400000035762787,
        0.3700000047683716,
        0.41999998688697815,
        0.41999998688697815,
        0.41999998688697815,
        0.41999998688697815,
        0.41999998688697815,
        0.41999998688697815,
        0.41999998688697815,
        0.41999998688697815,
        0.41999998688697815,
        0.41999998688697815,
        0.41999998688697815,
        0.41999998688697815,
    ],
    [
        -1.3853365182876587,
        0.0,
        -2.2346599102020264,
        -0.9660475254058838,
        -2.1090452671051025,
        -1.8530573844909668,
        -2.0276224613189697,
        -1.9707038402557373,
        -2.0051767826080322,
        -1.9947720766067505,
        -2.0007991790771484,
        -1.999199628829956,
        -2.0001060962677,
        -1.9998937845230103,
        -2.0000123977661133,
        -1.9999876022338867,
    ],
    [
        2.6737210750579834,
        0.0,
        -0.10455801337957382,
        1.472333550453186,
        -0.09949951618909836,
        0.1592523604631424,
        -0.027202462777495384,
        0.02974076010286808,
        -0.005164650734513998,
        0.005240116734057665,
        -0.0007990428712219,
        0.0008006766438484192,
        -0.00010617126827128232,
        0.00010619792737998068,
        -1.2454861462174449e-05,
        1.2445724678400438e-05,
    ],
    [
        5.654962062835693,
        0.0,
        -0.6329700946807861,
        1.3282930850982666,
        -0.7565763592720032,
        -0.49503886699676514,
        -0.6934509873390198,
        -0.6364829540252686,
        -0.6718208193778992,
        -0.6614158749580383,
        -0.667466938495636,
        -0.6658671498298645,
        -0.6667742729187012,
        -0.6665619015693665,
        -0.6666803359985352,
        -0.6666555404663086,
    ],
    [
        13.648747444152832,
        0.0,
        0.18435128033161163,
        2.663341760635376,
        -0.08025430887937546,
        0.18398988246917725,
        -0.02635575272142887,
        0.030618861317634583,
        -0.005139326676726341,
        0.005263099446892738,
        -0.0007983599789440632,
        0.0008009925368241966,
        -0.00010607429430820048,
        0.00010612390178721398,
        -1.0810486855916679e-05,
        1.1192499187018257e-05,
    ],
    [
        29.05604362487793,
        0.0,
        -0.047576695680618286,
        3.1682286262512207,
        -0.47040924429893494,
        -0.2035086750984192,
        -0.42581096291542053,
        -0.36883100867271423,
        -0.405023992061615,
        -0.39462560415267944,
        -0.40070071816444397,
        -0.3991020619869232,
        -0.4000096917152405,
        -0.3997977674007416,
        -0.3999229967594147,
        -0.39989691972732544,
    ],
    [
        64.69268798828125,
        0.0,
        0.5535060167312622,
        4.828585147857666,
        -0.06051565706729889,
        0.2127881944179535,
        -0.0257291067391634,
        0.0318717323243618,
        -0.005158360581845045,
        0.005333737935870886,
        -0.0008044287096709013,
        0.0008080150000751019,
        -0.0001079421053873375,
        0.00010787778592202812,
        -3.5387503885431215e-05,
        2.9538590752054006e-05,
    ],
    [
        144.2744140625,
        0.0,
        0.5029898881912231,
        6.225178241729736,
        -0.3385486900806427,
        -0.058972425758838654,
        -0.31383317708969116,
        -0.25587204098701477,
        -0.2933040261268616,
        -0.28273552656173706,
        -0.28885287046432495,
        -0.2872275114059448,
        -0.2881371080875397,
        -0.2879173457622528,
        -0.28795185685157776,
        -0.2879430055618286,
    ],
    [
        354.1711730957031,
        0.0,
        0.874119758605957,
        9.207906723022461,
        -0.04211042821407318,
        0.19476988911628723,
        -0.021956387907266617,
        0.027959952130913734,
        -0.004527992568910122,
        0.004708156455308199,
        -0.0007103931275196373,
        0.0007148765143938363,
        -8.80396764841862e-05,
        8.913140482036397e-05,
        0.00013230105105321854,
        -9.354341455036774e-05,
    ],
    [
        972.521484375,
        0.0,
        0.8290212154388428,
        15.62746810913086,
        -0.2303585410118103,
        -0.011887536384165287,
        -0.2158958464860916,
        -0.16832894086837769,
        -0.2014114260673523,
        -0.1927308589220047,
        -0.19840183854103088,
        -0.19707120954990387,
        -0.1979275345802307,
        -0.19777315855026245,
        -0.19833749532699585,
        -0.19823305308818817,
    ],
    [
        2111.91357421875,
        0.0,
        2.9675049781799316,
        24.958375930786133,
        -0.012698682025074959,
        0.4708675146102905,
        -0.03855019807815552,
        0.05648542195558548,
        -0.008209493942558765,
        0.008694824762642384,
        -0.0012875236570835114,
        0.0012958142906427383,
        -0.00018785701831802726,
        0.00018500936857890338,
        -0.00034586386755108833,
        0.0002531808859203011,
    ],
    [
        2133.65771484375,
        0.0,
        3.8766984939575195,
        18.714889526367188,
        -0.28982892632484436,
        0.24794331192970276,
        -0.34019771218299866,
        -0.23934946954250336,
        -0.30434995889663696,
        -0.286053866147995,
        -0.2954479455947876,
        -0.2926260828971863,
        -0.2939679026603699,
        -0.2935481369495392,
        -0.29285988211631775,
        -0.29295918345451355,
    ],
];
