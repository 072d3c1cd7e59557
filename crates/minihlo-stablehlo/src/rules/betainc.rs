//! `regularized_incomplete_beta` (`lax.betainc`) as JAX 0.12 lowers it: `mlir.lower_fun` of
//! `_up_and_broadcast(regularized_incomplete_beta_impl)` (`jax/_src/lax/special.py`), written
//! with the [`Builder`] so that the traced jaxpr is JAX's: the special cases, the symmetry
//! relation, `lentz_thompson_barnett_algorithm` as a `while` loop (the operands its body
//! constants; the iteration's parity and half through `jnp`'s `remainder` and `floor_divide`,
//! jit functions calling one `_where`), then the `lgamma`-based factor.

use minihlo_ir::{
    Atom, Aval, BuildError, Builder, DType, Literal, ReduceOp, Scalar, Shape, SubJaxpr, Var,
};

use crate::ctx::{EqnCtx, Lowering};

type Built<T> = Result<T, BuildError>;

/// The dtype computed in (f32 or f64) and the broadcast shape.
struct G {
    dt: DType,
    /// The integer type of Python ints (`i64` under x64).
    int: DType,
    shape: Shape,
}

fn lit(dtype: DType, value: Scalar) -> Atom {
    Literal { value, dtype }.into()
}

impl G {
    fn f(&self, v: f64) -> Atom {
        lit(self.dt, Scalar::Float(v))
    }

    /// `full_like(_, v)` of `dtype`: a `broadcast_in_dim` of the literal (the literal at rank 0).
    fn full_of(&self, b: &mut Builder, dtype: DType, v: Scalar) -> Built<Atom> {
        if self.shape.rank() == 0 {
            Ok(lit(dtype, v))
        } else {
            Ok(b.broadcast_in_dim(lit(dtype, v), self.shape.clone(), &[])?
                .into())
        }
    }

    fn full(&self, b: &mut Builder, v: f64) -> Built<Atom> {
        self.full_of(b, self.dt, Scalar::Float(v))
    }

    fn ifull(&self, b: &mut Builder, v: i64) -> Built<Atom> {
        self.full_of(b, self.int, Scalar::Int(i128::from(v)))
    }

    /// `broadcast_in_dim(i, shape, [])` of an i32 scalar.
    fn bcast(&self, b: &mut Builder, i: impl Into<Atom>) -> Built<Atom> {
        let i = i.into();
        if self.shape.rank() == 0 {
            Ok(i)
        } else {
            Ok(b.broadcast_in_dim(i, self.shape.clone(), &[])?.into())
        }
    }

    fn eps(&self) -> f64 {
        if self.dt == DType::F64 {
            f64::EPSILON
        } else {
            f64::from(f32::EPSILON)
        }
    }

    fn tiny(&self) -> f64 {
        if self.dt == DType::F64 {
            f64::MIN_POSITIVE
        } else {
            f64::from(f32::MIN_POSITIVE)
        }
    }
}

fn select(b: &mut Builder, pred: Var, t: impl Into<Atom>, f: impl Into<Atom>) -> Built<Var> {
    b.select_n(pred, &[f.into(), t.into()])
}

/// The rule.
pub(super) fn betainc<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    cx.arity(3)?;
    let out = cx.one_out()?.clone();
    let avals = cx.avals.to_vec();
    let xs = cx.xs.to_vec();
    let int = cx.state.index_dtype;
    let mut b = Builder::new();
    let ins: Vec<Var> = avals.iter().map(|a| b.input(a.clone())).collect();
    let built = super::igamma::up_and_broadcast_with(&mut b, &ins, &avals, &out, |b, dt, args| {
        let g = G {
            dt,
            int,
            shape: out.shape.clone(),
        };
        betainc_impl(b, &g, args[0], args[1], args[2])
    })
    .map(|r| vec![r]);
    let outs = built.map_err(|e| cx.unsupported(e.to_string()))?;
    let program = b.finish(outs.into_iter().map(Atom::from));
    // JAX's jit cache gives equations of one signature the same `remainder`, `floor_divide` and
    // `_where` functions.
    let computed = super::igamma::computed_dtype(out.dtype);
    let key = format!(
        "regularized_incomplete_beta {computed:?} {:?} {int:?}",
        out.shape
    );
    super::lower_fun::lower_program_sharing(&mut cx.lower_ctx(), &program, &xs, Some(&key))
}

fn betainc_impl(b: &mut Builder, g: &G, a: Var, bb: Var, x: Var) -> Built<Var> {
    let z = g.full(b, 0.0)?;
    let e0 = b.eq(a, z)?;
    let inf = g.full(b, f64::INFINITY)?;
    let e1 = b.eq(bb, inf)?;
    let a_is_zero = b.bitwise_or(e0, e1)?;
    let z = g.full(b, 0.0)?;
    let e0 = b.eq(bb, z)?;
    let inf = g.full(b, f64::INFINITY)?;
    let e1 = b.eq(a, inf)?;
    let b_is_zero = b.bitwise_or(e0, e1)?;
    let z = g.full(b, 0.0)?;
    let x_is_zero = b.eq(x, z)?;
    let o = g.full(b, 1.0)?;
    let x_is_one = b.eq(x, o)?;
    let x_not_zero = b.bitwise_not(x_is_zero)?;
    let x_not_one = b.bitwise_not(x_is_one)?;
    let na = b.ne(a, a)?;
    let nb = b.ne(bb, bb)?;
    let n = b.bitwise_or(na, nb)?;
    let nx = b.ne(x, x)?;
    let is_nan = b.bitwise_or(n, nx)?;
    let p = b.bitwise_and(b_is_zero, x_not_one)?;
    let q = b.bitwise_and(a_is_zero, x_is_zero)?;
    let result_is_zero = b.bitwise_or(p, q)?;
    let p = b.bitwise_and(a_is_zero, x_not_zero)?;
    let q = b.bitwise_and(b_is_zero, x_is_one)?;
    let result_is_one = b.bitwise_or(p, q)?;
    let z = g.full(b, 0.0)?;
    let l0 = b.lt(a, z)?;
    let z = g.full(b, 0.0)?;
    let l1 = b.lt(bb, z)?;
    let r = b.bitwise_or(l0, l1)?;
    let z = g.full(b, 0.0)?;
    let l2 = b.lt(x, z)?;
    let r = b.bitwise_or(r, l2)?;
    let o = g.full(b, 1.0)?;
    let g3 = b.gt(x, o)?;
    let r = b.bitwise_or(r, g3)?;
    let both = b.bitwise_and(a_is_zero, b_is_zero)?;
    let w = b.bitwise_or(both, is_nan)?;
    let result_is_nan = b.bitwise_or(r, w)?;
    let o = g.full(b, 1.0)?;
    let num = b.add(a, o)?;
    let s = b.add(a, bb)?;
    let two = g.full(b, 2.0)?;
    let den = b.add(s, two)?;
    let q = b.div(num, den)?;
    let converges = b.lt(x, q)?;
    let a2 = select(b, converges, a, bb)?;
    let b2 = select(b, converges, bb, a)?;
    let o = g.full(b, 1.0)?;
    let omx = b.sub(o, x)?;
    let x2 = select(b, converges, x, omx)?;
    let cf = lentz(b, g, a2, b2, x2)?;
    let lb = b.lgamma(b2)?;
    let ab = b.add(a2, b2)?;
    let lab = b.lgamma(ab)?;
    let lbeta_small = b.sub(lb, lab)?;
    let la = b.lgamma(a2)?;
    let lbeta = b.add(la, lbeta_small)?;
    let vs = g.full(b, round_to(g.dt, g.tiny() * 2.0))?;
    let small_a = b.lt(a2, vs)?;
    let nx = b.neg(x2)?;
    let l1p = b.log1p(nx)?;
    let m = b.mul(l1p, b2)?;
    let s = b.sub(m, lbeta_small)?;
    let t = b.exp(s)?;
    let lx = b.log(x2)?;
    let m1 = b.mul(lx, a2)?;
    let nx = b.neg(x2)?;
    let l1p = b.log1p(nx)?;
    let m2 = b.mul(l1p, b2)?;
    let s = b.add(m1, m2)?;
    let s = b.sub(s, lbeta)?;
    let e = b.exp(s)?;
    let f = b.div(e, a2)?;
    let factor = select(b, small_a, t, f)?;
    let result = b.mul(cf, factor)?;
    let o = g.full(b, 1.0)?;
    let omr = b.sub(o, result)?;
    let result = select(b, converges, result, omr)?;
    let z = g.full(b, 0.0)?;
    let result = select(b, result_is_zero, z, result)?;
    let o = g.full(b, 1.0)?;
    let result = select(b, result_is_one, o, result)?;
    let n = g.full(b, f64::NAN)?;
    select(b, result_is_nan, n, result)
}

/// `x` rounded to `dtype` (`(finfo(dtype).eps / 2).astype(dtype)` and the like).
fn round_to(dtype: DType, x: f64) -> f64 {
    if dtype == DType::F64 {
        x
    } else {
        f64::from(x as f32)
    }
}

/// `jnp`'s `_where(c, x, y)` on i32 operands of `shape`: `select_n(c, y, x)`.
fn where_fn(g: &G) -> Built<SubJaxpr> {
    let shape = &g.shape;
    let mut w = Builder::new();
    let c = w.input(Aval::new(DType::Bool, shape.clone()));
    let x = w.input(Aval::new(g.int, shape.clone()));
    let y = w.input(Aval::new(g.int, shape.clone()));
    // `lax.select(c, x, y) if not is_always_empty else x`.
    if shape.num_elements() == Some(0) {
        return Ok(w.finish_sub([x]));
    }
    let r = w.select_n(c, &[y.into(), x.into()])?;
    Ok(w.finish_sub([r]))
}

/// `jnp.remainder` of i32 operands (a jit function).
fn remainder_fn(g: &G, where_: &SubJaxpr) -> Built<SubJaxpr> {
    let i32_of = |v: i64| lit(g.int, Scalar::Int(i128::from(v)));
    let mut w = Builder::new();
    let ia = Aval::new(g.int, g.shape.clone());
    let x1 = w.input(ia.clone());
    let x2 = w.input(ia);
    let zero = w.eq(x2, i32_of(0))?;
    let one = g.ifull(&mut w, 1)?;
    let trunc_mod_den = w.jit("_where", where_, &[zero.into(), one, x2.into()])?;
    let d = trunc_mod_den[0];
    let t = w.rem(x1, d)?;
    let nz = w.ne(t, i32_of(0))?;
    let l0 = w.lt(t, i32_of(0))?;
    let l1 = w.lt(d, i32_of(0))?;
    let ne = w.ne(l0, l1)?;
    let cond = w.bitwise_and(ne, nz)?;
    let s = w.add(t, d)?;
    let r = select(&mut w, cond, s, t)?;
    Ok(w.finish_sub([r]))
}

/// `jnp.floor_divide` of i32 operands (a jit function).
fn floor_divide_fn(g: &G, where_: &SubJaxpr) -> Built<SubJaxpr> {
    let i32_of = |v: i64| lit(g.int, Scalar::Int(i128::from(v)));
    let mut w = Builder::new();
    let ia = Aval::new(g.int, g.shape.clone());
    let x1 = w.input(ia.clone());
    let x2 = w.input(ia);
    let q = w.div(x1, x2)?;
    let s1 = w.sign(x1)?;
    let s2 = w.sign(x2)?;
    let sne = w.ne(s1, s2)?;
    let r = w.rem(x1, x2)?;
    let rnz = w.ne(r, i32_of(0))?;
    let c1 = w.convert(sne, DType::Bool)?;
    let c2 = w.convert(rnz, DType::Bool)?;
    let sel = w.bitwise_and(c1, c2)?;
    let qm1 = w.sub(q, i32_of(1))?;
    let out = w.jit("_where", where_, &[sel.into(), qm1.into(), q.into()])?;
    Ok(w.finish_sub([out[0]]))
}

/// `lentz_thompson_barnett_algorithm` with the partial numerators and denominators of betainc.
fn lentz(b: &mut Builder, g: &G, a: Var, bb: Var, x: Var) -> Built<Var> {
    let small = round_to(g.dt, g.eps() / 2.0);
    let threshold = small;
    let num_iterations: i64 = if g.dt == DType::F32 { 200 } else { 600 };
    let f = Aval::new(g.dt, g.shape.clone());
    let p = Aval::new(DType::Bool, g.shape.clone());
    let i32_of = |v: i64| lit(g.int, Scalar::Int(i128::from(v)));
    // The carry: c, d, h, iteration, unconverged (the state dict's keys, sorted).
    let carry = [
        f.clone(),
        f.clone(),
        f.clone(),
        Aval::scalar(g.int),
        p.clone(),
    ];
    let mut c = Builder::new();
    let ins: Vec<Var> = carry.iter().map(|av| c.input(av.clone())).collect();
    let lt = c.lt(ins[3], i32_of(num_iterations))?;
    let axes: Vec<usize> = (0..g.shape.rank()).collect();
    let any = c.reduce(ReduceOp::Or, ins[4], &axes)?;
    let both = c.bitwise_and(lt, any)?;
    let cond = c.finish_sub([both]);
    // Two `_where` functions: JAX traces the one of `remainder` and the one of `floor_divide`
    // apart (their operands' weak types differ), so the module holds `@_where` and `@_where_0`.
    let remainder = remainder_fn(g, &where_fn(g)?)?;
    let floor_divide = floor_divide_fn(g, &where_fn(g)?)?;
    // The body: consts a, b, x, then the carry.
    let mut w = Builder::new();
    let (a_, b_, x_) = (w.input(f.clone()), w.input(f.clone()), w.input(f.clone()));
    let st: Vec<Var> = carry.iter().map(|av| w.input(av.clone())).collect();
    let (sc, sd, sh, it, unconv) = (st[0], st[1], st[2], st[3], st[4]);
    let w_ = &mut w;
    // nth_partial_betainc_numerator(iteration, a, b, x).
    let ib = g.bcast(w_, it)?;
    let two = g.ifull(w_, 2)?;
    let rem = w_.jit("remainder", &remainder, &[ib, two])?[0];
    let zero = g.ifull(w_, 0)?;
    let is_even = w_.eq(rem, zero)?;
    let one = g.ifull(w_, 1)?;
    let is_one = w_.eq(ib, one)?;
    let one = g.ifull(w_, 1)?;
    let im1 = w_.sub(ib, one)?;
    let two = g.ifull(w_, 2)?;
    let m = w_.jit("floor_divide", &floor_divide, &[im1.into(), two])?[0];
    let zero = g.ifull(w_, 0)?;
    let m_is_zero = w_.eq(m, zero)?;
    let m = w_.convert(m, g.dt)?;
    let one = g.full(w_, 1.0)?;
    let two = g.full(w_, 2.0)?;
    let s = w_.add(a_, b_)?;
    let n = w_.neg(s)?;
    let n = w_.mul(n, x_)?;
    let d = w_.add(a_, one)?;
    let zero_numerator = w_.div(n, d)?;
    let t = w_.add(a_, m)?;
    let t = w_.neg(t)?;
    let u = w_.add(a_, b_)?;
    let u = w_.add(u, m)?;
    let t = w_.mul(t, u)?;
    let t = w_.mul(t, x_)?;
    let d1 = w_.mul(two, m)?;
    let d1 = w_.add(a_, d1)?;
    let d2 = w_.mul(two, m)?;
    let d2 = w_.add(a_, d2)?;
    let d2 = w_.add(d2, one)?;
    let d = w_.mul(d1, d2)?;
    let even_expr = w_.div(t, d)?;
    let even = select(w_, m_is_zero, zero_numerator, even_expr)?;
    let t = w_.sub(b_, m)?;
    let t = w_.mul(m, t)?;
    let t = w_.mul(t, x_)?;
    let d1 = w_.mul(two, m)?;
    let d1 = w_.add(a_, d1)?;
    let d1 = w_.sub(d1, one)?;
    let d2 = w_.mul(two, m)?;
    let d2 = w_.add(a_, d2)?;
    let d = w_.mul(d1, d2)?;
    let odd = w_.div(t, d)?;
    let one_numerator = g.full(w_, 1.0)?;
    let numerator = select(w_, is_even, even, odd)?;
    let pn = select(w_, is_one, one_numerator, numerator)?;
    // nth_partial_betainc_denominator(iteration, a, b, x).
    let ib = g.bcast(w_, it)?;
    let zero = g.ifull(w_, 0)?;
    let is0 = w_.eq(ib, zero)?;
    let zeros = g.full(w_, 0.0)?;
    let ones = g.full(w_, 1.0)?;
    let pd = select(w_, is0, zeros, ones)?;
    // The step.
    let q = w_.div(pn, sc)?;
    let cc = w_.add(pd, q)?;
    let small_c = g.full(w_, small)?;
    let ac = w_.abs(cc)?;
    let lt = w_.lt(ac, small_c)?;
    let cc = select(w_, lt, small_c, cc)?;
    let q = w_.mul(pn, sd)?;
    let dd = w_.add(pd, q)?;
    let ad = w_.abs(dd)?;
    let lt = w_.lt(ad, small_c)?;
    let dd = select(w_, lt, small_c, dd)?;
    let dd = w_.integer_pow(dd, -1)?;
    let delta = w_.mul(cc, dd)?;
    let h = w_.mul(sh, delta)?;
    let dm1 = w_.sub(delta, g.f(1.0))?;
    let adm = w_.abs(dm1)?;
    let tol = w_.ge(adm, g.f(threshold))?;
    let it2 = w_.add(it, i32_of(1))?;
    let unconv2 = w_.bitwise_and(unconv, tol)?;
    let c2 = select(w_, unconv, cc, sc)?;
    let d2 = select(w_, unconv, dd, sd)?;
    let h2 = select(w_, unconv, h, sh)?;
    let body = w.finish_sub([c2, d2, h2, it2, unconv2]);
    // The initial state.
    let i0 = g.bcast(b, i32_of(0))?;
    let zero = g.ifull(b, 0)?;
    let is0 = b.eq(i0, zero)?;
    let zeros = g.full(b, 0.0)?;
    let ones = g.full(b, 1.0)?;
    let pd = select(b, is0, zeros, ones)?;
    let apd = b.abs(pd)?;
    let lt = b.lt(apd, g.f(small))?;
    let sb = g.bcast_f(b, small)?;
    let h = select(b, lt, sb, pd)?;
    let tru = g.full_of(b, DType::Bool, Scalar::Bool(true))?;
    let zeros = g.full(b, 0.0)?;
    let init: Vec<Atom> = vec![h.into(), zeros, h.into(), i32_of(1), tru];
    let outs = b.while_loop(&cond, &[], &body, &[a.into(), bb.into(), x.into()], &init)?;
    Ok(outs[2])
}

impl G {
    /// `broadcast_in_dim(small, shape, ())` of a float scalar.
    fn bcast_f(&self, b: &mut Builder, v: f64) -> Built<Atom> {
        self.bcast(b, self.f(v))
    }
}
