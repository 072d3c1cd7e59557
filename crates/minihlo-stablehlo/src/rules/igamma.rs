//! `igamma`, `igammac` and `igamma_grad_a` as JAX 0.12 lowers them: `mlir.lower_fun` of
//! `_up_and_broadcast(igamma_impl)` (and `igammac_impl`, `igamma_grad_a_impl`) of
//! `jax/_src/lax/special.py`, written with the [`Builder`] so that the traced jaxpr is JAX's,
//! equation for equation: the operands broadcast to the result's shape (size-1 dimensions and
//! scalars), f16 and bf16 computed in f32, then the series (`_igamma_series`) and the continued
//! fraction (`_igammac_continued_fraction`) as `while` loops, in the modes `VALUE` and
//! `DERIVATIVE`. Their `lgamma` and `digamma` equations lower as those primitives do.

use minihlo_ir::{
    Atom, Aval, BinaryOp, BuildError, Builder, DType, Literal, ReduceOp, Scalar, Shape, Var,
};

use crate::ctx::{EqnCtx, Lowering};

type Built<T> = Result<T, BuildError>;

/// `IgammaMode`: `VALUE` and `DERIVATIVE` (`igamma_grad_a`). (`SAMPLE_DERIVATIVE` is
/// `lax.random_gamma_grad`'s, which is no primitive: JAX traces its code into the jaxpr.)
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Value,
    Derivative,
}

/// The dtype the code computes in (f32 or f64) and the (broadcast) shape.
#[derive(Clone)]
struct G {
    dt: DType,
    shape: Shape,
}

impl G {
    fn lit(&self, v: f64) -> Atom {
        Literal {
            value: Scalar::Float(v),
            dtype: self.dt,
        }
        .into()
    }

    /// `lax.full_like(x, v)`: a `broadcast_in_dim` of the literal, or the literal at rank 0.
    fn full(&self, b: &mut Builder, v: f64) -> Built<Atom> {
        if self.shape.rank() == 0 {
            Ok(self.lit(v))
        } else {
            Ok(b.broadcast_in_dim(self.lit(v), self.shape.clone(), &[])?
                .into())
        }
    }

    fn aval(&self) -> Aval {
        Aval::new(self.dt, self.shape.clone())
    }

    fn scalar(&self) -> Aval {
        Aval::scalar(self.dt)
    }

    fn pred(&self) -> Aval {
        Aval::new(DType::Bool, self.shape.clone())
    }

    fn eps(&self) -> f64 {
        if self.dt == DType::F64 {
            f64::EPSILON
        } else {
            f64::from(f32::EPSILON)
        }
    }

    fn max(&self) -> f64 {
        if self.dt == DType::F64 {
            f64::MAX
        } else {
            f64::from(f32::MAX)
        }
    }

    /// `_any(p)`: `reduce_or` over every axis.
    fn any(&self, b: &mut Builder, p: Var) -> Built<Var> {
        let axes: Vec<usize> = (0..self.shape.rank()).collect();
        b.reduce(ReduceOp::Or, p, &axes)
    }
}

/// `lax.select(pred, on_true, on_false)`.
fn select(b: &mut Builder, pred: Var, t: impl Into<Atom>, f: impl Into<Atom>) -> Built<Var> {
    b.select_n(pred, &[f.into(), t.into()])
}

/// The rule of `igamma`, `igammac` and `igamma_grad_a`.
pub(super) fn igamma<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, op: BinaryOp) -> Lowering<'c, 'a> {
    cx.arity(2)?;
    let out = cx.one_out()?.clone();
    let avals = cx.avals.to_vec();
    let xs = cx.xs.to_vec();
    super::lower_fun::lower_fun_with(cx, &avals, &xs, |b, ins| {
        Ok(vec![up_and_broadcast(b, ins, &avals, &out, op)?])
    })
}

/// `_up_and_broadcast(impl)(a, x)`.
fn up_and_broadcast(
    b: &mut Builder,
    ins: &[Var],
    avals: &[Aval],
    out: &Aval,
    op: BinaryOp,
) -> Built<Var> {
    up_and_broadcast_with(b, ins, avals, out, |b, dt, args| {
        let g = G {
            dt,
            shape: out.shape.clone(),
        };
        let (a, x) = (args[0], args[1]);
        match op {
            BinaryOp::Igamma => igamma_impl(b, &g, a, x),
            BinaryOp::Igammac => igammac_impl(b, &g, a, x),
            _ => grad_a_impl(b, &g, a, x),
        }
    })
}

/// The dtype JAX's `_up_and_broadcast` computes `out` in: f32 for f16 and bf16.
pub(super) fn computed_dtype(out: DType) -> DType {
    if matches!(out, DType::F16 | DType::BF16) {
        DType::F32
    } else {
        out
    }
}

/// JAX's `_up_and_broadcast` around `imp`: the operands broadcast to `out`'s shape, given to
/// `imp` in the computed dtype ([`computed_dtype`]), its result converted back to `out`'s.
pub(super) fn up_and_broadcast_with(
    b: &mut Builder,
    ins: &[Var],
    avals: &[Aval],
    out: &Aval,
    imp: impl FnOnce(&mut Builder, DType, &[Var]) -> Built<Var>,
) -> Built<Var> {
    let mut args = Vec::with_capacity(ins.len());
    for (&v, aval) in ins.iter().zip(avals) {
        if aval.shape == out.shape {
            args.push(v);
        } else {
            let dims: Vec<usize> = (0..aval.rank()).collect();
            args.push(b.broadcast_in_dim(v, out.shape.clone(), &dims)?);
        }
    }
    let dt = computed_dtype(out.dtype);
    if dt != out.dtype {
        for a in &mut args {
            *a = b.convert(*a, dt)?;
        }
    }
    let r = imp(b, dt, &args)?;
    if dt != out.dtype {
        b.convert(r, out.dtype)
    } else {
        Ok(r)
    }
}

/// `_isnan(a) | _isnan(x)`.
fn is_nan(b: &mut Builder, a: Var, x: Var) -> Built<Var> {
    let na = b.ne(a, a)?;
    let nx = b.ne(x, x)?;
    b.bitwise_or(na, nx)
}

/// `reduce(bitwise_or, ps)`.
fn any_of(b: &mut Builder, ps: &[Var]) -> Built<Var> {
    let mut acc = ps[0];
    for &p in &ps[1..] {
        acc = b.bitwise_or(acc, p)?;
    }
    Ok(acc)
}

/// `ax = a * log(x) - x - lgamma(a)` and `underflow = ax < -log(finfo.max)`.
fn log_ax(b: &mut Builder, g: &G, a: Var, x: Var) -> Built<(Var, Var)> {
    let l = b.log(x)?;
    let m = b.mul(a, l)?;
    let s = b.sub(m, x)?;
    let lg = b.lgamma(a)?;
    let ax = b.sub(s, lg)?;
    let lm = b.log(g.lit(g.max()))?;
    let nl = b.neg(lm)?;
    let underflow = b.lt(ax, nl)?;
    Ok((ax, underflow))
}

/// `igamma_impl(a, x)`.
fn igamma_impl(b: &mut Builder, g: &G, a: Var, x: Var) -> Built<Var> {
    let nan = is_nan(b, a, x)?;
    let x_inf = b.eq(x, g.lit(f64::INFINITY))?;
    let a_inf = b.eq(a, g.lit(f64::INFINITY))?;
    let a_zero = b.eq(a, g.lit(0.0))?;
    let x_zero = b.eq(x, g.lit(0.0))?;
    let d0 = b.lt(x, g.lit(0.0))?;
    let d1 = b.lt(a, g.lit(0.0))?;
    let d2 = b.bitwise_and(a_zero, x_zero)?;
    let d3 = b.bitwise_and(a_inf, x_inf)?;
    let domain_error = any_of(b, &[d0, d1, d2, d3, nan])?;
    let u0 = b.ge(x, g.lit(1.0))?;
    let u1 = b.gt(x, a)?;
    let use_igammac = b.bitwise_and(u0, u1)?;
    let (ax, underflow) = log_ax(b, g, a, x)?;
    let ax = b.exp(ax)?;
    let off = any_of(b, &[x_zero, domain_error, underflow, x_inf, a_inf])?;
    let enabled = b.bitwise_not(off)?;
    let en = b.bitwise_and(enabled, use_igammac)?;
    let cf = continued_fraction(b, g, ax, x, a, en, Mode::Value)?;
    let cf = b.sub(g.lit(1.0), cf)?;
    let not_c = b.bitwise_not(use_igammac)?;
    let en = b.bitwise_and(enabled, not_c)?;
    let series = series(b, g, ax, x, a, en, Mode::Value)?;
    let out = select(b, use_igammac, cf, series)?;
    let z = g.full(b, 0.0)?;
    let out = select(b, a_inf, z, out)?;
    let z = g.full(b, 0.0)?;
    let out = select(b, x_zero, z, out)?;
    let o = g.full(b, 1.0)?;
    let out = select(b, x_inf, o, out)?;
    let n = g.full(b, f64::NAN)?;
    select(b, domain_error, n, out)
}

/// `igammac_impl(a, x)`.
fn igammac_impl(b: &mut Builder, g: &G, a: Var, x: Var) -> Built<Var> {
    let nan = is_nan(b, a, x)?;
    let a_zero = b.eq(a, g.lit(0.0))?;
    let x_zero = b.eq(x, g.lit(0.0))?;
    let x_inf = b.eq(x, g.lit(f64::INFINITY))?;
    let a_inf = b.eq(a, g.lit(f64::INFINITY))?;
    let d0 = b.lt(x, g.lit(0.0))?;
    let d1 = b.lt(a, g.lit(0.0))?;
    let d2 = b.bitwise_and(a_zero, x_zero)?;
    let d3 = b.bitwise_and(a_inf, x_inf)?;
    let domain_error = any_of(b, &[d0, d1, d2, d3, nan])?;
    let u0 = b.lt(x, g.lit(1.0))?;
    let u1 = b.lt(x, a)?;
    let use_igamma = b.bitwise_or(u0, u1)?;
    let (ax, underflow) = log_ax(b, g, a, x)?;
    let off = any_of(b, &[domain_error, underflow, x_inf, a_zero, a_inf])?;
    let enabled = b.bitwise_not(off)?;
    let ax = b.exp(ax)?;
    let en = b.bitwise_and(enabled, use_igamma)?;
    let series = series(b, g, ax, x, a, en, Mode::Value)?;
    let not_i = b.bitwise_not(use_igamma)?;
    let en = b.bitwise_and(enabled, not_i)?;
    let cf = continued_fraction(b, g, ax, x, a, en, Mode::Value)?;
    let s = b.sub(g.lit(1.0), series)?;
    let out = select(b, use_igamma, s, cf)?;
    let o = g.full(b, 1.0)?;
    let out = select(b, a_inf, o, out)?;
    let p = b.bitwise_or(x_inf, a_zero)?;
    let z = g.full(b, 0.0)?;
    let out = select(b, p, z, out)?;
    let n = g.full(b, f64::NAN)?;
    select(b, domain_error, n, out)
}

/// `igamma_grad_a_impl(a, x)`.
fn grad_a_impl(b: &mut Builder, g: &G, a: Var, x: Var) -> Built<Var> {
    let mode = Mode::Derivative;
    let nan = is_nan(b, a, x)?;
    let z = g.full(b, 0.0)?;
    let x_zero = b.eq(x, z)?;
    let z = g.full(b, 0.0)?;
    let d0 = b.lt(x, z)?;
    let z = g.full(b, 0.0)?;
    let d1 = b.le(a, z)?;
    let domain_error = b.bitwise_or(d0, d1)?;
    let o = g.full(b, 1.0)?;
    let u0 = b.gt(x, o)?;
    let u1 = b.gt(x, a)?;
    let use_igammac = b.bitwise_and(u0, u1)?;
    let (ax, underflow) = log_ax(b, g, a, x)?;
    let ax = b.exp(ax)?;
    let off = any_of(b, &[x_zero, domain_error, underflow, nan])?;
    let enabled = b.bitwise_not(off)?;
    let en = b.bitwise_and(enabled, use_igammac)?;
    let cf = continued_fraction(b, g, ax, x, a, en, mode)?;
    let cf = b.neg(cf)?;
    let not_c = b.bitwise_not(use_igammac)?;
    let en = b.bitwise_and(enabled, not_c)?;
    let series = series(b, g, ax, x, a, en, mode)?;
    let out = select(b, use_igammac, cf, series)?;
    let z = g.full(b, 0.0)?;
    let out = select(b, x_zero, z, out)?;
    let p = b.bitwise_or(domain_error, nan)?;
    let n = g.full(b, f64::NAN)?;
    select(b, p, n, out)
}

/// `_igamma_series(ax, x, a, enabled, dtype, mode)`.
fn series(b: &mut Builder, g: &G, ax: Var, x: Var, a: Var, enabled: Var, mode: Mode) -> Built<Var> {
    let (f, p) = (g.aval(), g.pred());
    // cond: _any(enabled).
    let mut c = Builder::new();
    let ins: Vec<Var> = std::iter::once(p.clone())
        .chain(std::iter::repeat_n(f.clone(), 6))
        .map(|av| c.input(av))
        .collect();
    let any = g.any(&mut c, ins[0])?;
    let cond = c.finish_sub([any]);
    // body.
    let mut bb = Builder::new();
    let v: Vec<Var> = std::iter::once(p.clone())
        .chain(std::iter::repeat_n(f.clone(), 6))
        .map(|av| bb.input(av))
        .collect();
    let b2 = &mut bb;
    let (en, r, cc, ans, xx, dc_da, dans_da) = (v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
    let r2 = b2.add(r, g.lit(1.0))?;
    let q = b2.div(xx, r2)?;
    let m = b2.mul(dc_da, q)?;
    let cx = b2.mul(cc, xx)?;
    let rr = b2.mul(r2, r2)?;
    let t = b2.div(cx, rr)?;
    let dc_da2 = b2.sub(m, t)?;
    let dans_da2 = b2.add(dans_da, dc_da2)?;
    let q = b2.div(xx, r2)?;
    let c2 = b2.mul(cc, q)?;
    let ans2 = b2.add(ans, c2)?;
    let conditional = if mode == Mode::Value {
        let t = b2.div(c2, ans2)?;
        let gt = b2.gt(t, g.lit(g.eps()))?;
        b2.bitwise_and(en, gt)?
    } else {
        let t = b2.div(dc_da2, dans_da2)?;
        let t = b2.abs(t)?;
        let gt = b2.gt(t, g.lit(g.eps()))?;
        b2.bitwise_and(en, gt)?
    };
    let outs = [
        conditional,
        select(b2, en, r2, r)?,
        select(b2, en, c2, cc)?,
        select(b2, en, ans2, ans)?,
        select(b2, en, xx, xx)?,
        select(b2, en, dc_da2, dc_da)?,
        select(b2, en, dans_da2, dans_da)?,
    ];
    let body = bb.finish_sub(outs);
    let init: Vec<Atom> = vec![
        enabled.into(),
        a.into(),
        g.full(b, 1.0)?,
        g.full(b, 1.0)?,
        x.into(),
        g.full(b, 0.0)?,
        g.full(b, 0.0)?,
    ];
    let vals = b.while_loop(&cond, &[], &body, &[], &init)?;
    let (ans, dans_da) = (vals[3], vals[6]);
    if mode == Mode::Value {
        let m = b.mul(ans, ax)?;
        return b.div(m, a);
    }
    let l = b.log(x)?;
    let a1 = b.add(a, g.lit(1.0))?;
    let dg = b.digamma(a1)?;
    let dlogax_da = b.sub(l, dg)?;
    let m = b.mul(ans, dlogax_da)?;
    let s = b.add(m, dans_da)?;
    let m = b.mul(ax, s)?;
    b.div(m, a)
}

/// `_igammac_continued_fraction(ax, x, a, enabled, dtype, mode)`.
fn continued_fraction(
    b: &mut Builder,
    g: &G,
    ax: Var,
    x: Var,
    a: Var,
    enabled: Var,
    mode: Mode,
) -> Built<Var> {
    let (f, p, s) = (g.aval(), g.pred(), g.scalar());
    let eps = g.lit(g.eps());
    let carry: Vec<Aval> = [p.clone()]
        .into_iter()
        .chain(std::iter::repeat_n(f.clone(), 4))
        .chain([s])
        .chain(std::iter::repeat_n(f.clone(), 9))
        .collect();
    // cond: c < 2000 and _any(enabled).
    let mut c = Builder::new();
    let ins: Vec<Var> = carry.iter().map(|av| c.input(av.clone())).collect();
    let lt = c.lt(ins[5], g.lit(2000.0))?;
    let any = g.any(&mut c, ins[0])?;
    let both = c.bitwise_and(lt, any)?;
    let cond = c.finish_sub([both]);
    // body.
    let mut bb = Builder::new();
    let v: Vec<Var> = carry.iter().map(|av| bb.input(av.clone())).collect();
    let b2 = &mut bb;
    let (en, ans, t, y, z, cc) = (v[0], v[1], v[2], v[3], v[4], v[5]);
    let (pkm1, qkm1, pkm2, qkm2) = (v[6], v[7], v[8], v[9]);
    let (dpkm2_da, dqkm2_da, dpkm1_da, dqkm1_da, dans_da) = (v[10], v[11], v[12], v[13], v[14]);
    let c2 = b2.add(cc, g.lit(1.0))?;
    let y2 = b2.add(y, g.lit(1.0))?;
    let z2 = b2.add(z, g.lit(2.0))?;
    let yc = b2.mul(y2, c2)?;
    let m1 = b2.mul(pkm1, z2)?;
    let m2 = b2.mul(pkm2, yc)?;
    let pk = b2.sub(m1, m2)?;
    let m1 = b2.mul(qkm1, z2)?;
    let m2 = b2.mul(qkm2, yc)?;
    let qk = b2.sub(m1, m2)?;
    let qk_nz = b2.ne(qk, g.lit(0.0))?;
    let r = b2.div(pk, qk)?;
    let d = b2.sub(ans, r)?;
    let d = b2.div(d, r)?;
    let d = b2.abs(d)?;
    let one = g.full(b2, 1.0)?;
    let t2 = select(b2, qk_nz, d, one)?;
    let ans2 = select(b2, qk_nz, r, ans)?;
    let m = b2.mul(dpkm1_da, z2)?;
    let m = b2.sub(m, pkm1)?;
    let m2 = b2.mul(dpkm2_da, yc)?;
    let m = b2.sub(m, m2)?;
    let m2 = b2.mul(pkm2, c2)?;
    let dpk_da = b2.add(m, m2)?;
    let m = b2.mul(dqkm1_da, z2)?;
    let m = b2.sub(m, qkm1)?;
    let m2 = b2.mul(dqkm2_da, yc)?;
    let m = b2.sub(m, m2)?;
    let m2 = b2.mul(qkm2, c2)?;
    let dqk_da = b2.add(m, m2)?;
    let m = b2.mul(ans2, dqk_da)?;
    let m = b2.sub(dpk_da, m)?;
    let m = b2.div(m, qk)?;
    let dans_da_new = select(b2, qk_nz, m, dans_da)?;
    let d = b2.sub(dans_da_new, dans_da)?;
    let d = b2.abs(d)?;
    let one = g.full(b2, 1.0)?;
    let grad_conditional = select(b2, qk_nz, d, one)?;
    // The rotation: pkm2 <- pkm1 <- pk, qkm2 <- qkm1 <- qk, and the derivatives alike.
    let (pkm2, pkm1, qkm2, qkm1) = (pkm1, pk, qkm1, qk);
    let (dpkm2_da, dqkm2_da, dpkm1_da, dqkm1_da) = (dpkm1_da, dqkm1_da, dpk_da, dqk_da);
    let apk = b2.abs(pk)?;
    let inv = b2.integer_pow(eps, -1)?;
    let rescale = b2.gt(apk, inv)?;
    let mut scaled = Vec::with_capacity(8);
    for v in [
        pkm2, pkm1, qkm2, qkm1, dpkm2_da, dqkm2_da, dpkm1_da, dqkm1_da,
    ] {
        let m = b2.mul(v, eps)?;
        scaled.push(select(b2, rescale, m, v)?);
    }
    let conditional = if mode == Mode::Value {
        let gt = b2.gt(t2, eps)?;
        b2.bitwise_and(en, gt)?
    } else {
        let gt = b2.gt(grad_conditional, eps)?;
        b2.bitwise_and(en, gt)?
    };
    let outs = [
        conditional,
        select(b2, en, ans2, ans)?,
        select(b2, en, t2, t)?,
        select(b2, en, y2, y)?,
        select(b2, en, z2, z)?,
        c2,
        select(b2, en, scaled[1], v[6])?,
        select(b2, en, scaled[3], v[7])?,
        select(b2, en, scaled[0], v[8])?,
        select(b2, en, scaled[2], v[9])?,
        select(b2, en, scaled[4], v[10])?,
        select(b2, en, scaled[5], v[11])?,
        select(b2, en, scaled[6], v[12])?,
        select(b2, en, scaled[7], v[13])?,
        select(b2, en, dans_da_new, v[14])?,
    ];
    let body = bb.finish_sub(outs);
    // The initial values.
    let y = b.sub(g.lit(1.0), a)?;
    let z = b.add(x, y)?;
    let z = b.add(z, g.lit(1.0))?;
    let pkm2 = g.full(b, 1.0)?;
    let pkm1 = b.add(x, g.lit(1.0))?;
    let qkm1 = b.mul(z, x)?;
    let ans = b.div(pkm1, qkm1)?;
    let t = g.full(b, 1.0)?;
    let dpkm2_da = g.full(b, 0.0)?;
    let dqkm2_da = g.full(b, 0.0)?;
    let dpkm1_da = g.full(b, 0.0)?;
    let dqkm1_da = b.neg(x)?;
    let m = b.mul(ans, dqkm1_da)?;
    let m = b.sub(dpkm1_da, m)?;
    let dans_da = b.div(m, qkm1)?;
    let init: Vec<Atom> = vec![
        enabled.into(),
        ans.into(),
        t,
        y.into(),
        z.into(),
        g.lit(0.0),
        pkm1.into(),
        qkm1.into(),
        pkm2,
        x.into(),
        dpkm2_da,
        dqkm2_da,
        dpkm1_da,
        dqkm1_da.into(),
        dans_da.into(),
    ];
    let vals = b.while_loop(&cond, &[], &body, &[], &init)?;
    let ans = vals[1];
    if mode == Mode::Value {
        return b.mul(ans, ax);
    }
    let dans_da = vals[14];
    let l = b.log(x)?;
    let dg = b.digamma(a)?;
    let dlogax_da = b.sub(l, dg)?;
    let m = b.mul(ans, dlogax_da)?;
    let s = b.add(m, dans_da)?;
    b.mul(ax, s)
}
