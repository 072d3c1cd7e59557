//! `lgamma` as JAX 0.12 lowers it (`_lgamma_lowering`, `jax/_src/lax/special.py`): `chlo.lgamma`
//! for f64; otherwise `mlir.lower_fun` of the float32 `lgamma_impl` of `jax/_src/lax/lgamma.py`
//! (f16 and bf16 converted to f32 and back). `lgamma_impl` and its helpers are `jax.jit`
//! functions, so the module holds them as private functions (`@lgamma_impl`, `@_log_f32`,
//! `@_horner`, ...), one per signature, reused across equations as JAX's jit cache does; the
//! negative-root table of `_lgamma_neg_root` is closed over, so its rows are constants at the
//! start of that function.

mod branches;
mod ops;
mod poly;
mod tables;

use melior::ir::{Value, ValueLike};
use minihlo_ir::{Aval, CompareOp, DType, Shape};

use super::control_flow::{call, private_func};
use crate::ctx::{EqnCtx, Lowering, State};
use crate::emit::Emitter;
use crate::error::LowerError;
use branches::{neg_reflection, neg_root, pos_large, pos_small};
use ops::{A, K};
use poly::log_f32;

type R<T> = Result<T, LowerError>;

/// The platform index of the enclosing function, passed on to the functions it calls.
type Pi<'c, 'b> = Option<Value<'c, 'b>>;

/// A `jax.jit` function of JAX's lgamma code: its private function is named `name` and emitted
/// once per `(key, operand types)` in the module.
struct JitFn<'s> {
    name: &'s str,
    key: &'s str,
    args: &'s [Aval],
    results: &'s [Aval],
}

/// A call of the `jax.jit` function `f` of JAX's lgamma code on `args`: its private function,
/// built by `body`, is reused across equations (JAX's jit cache).
fn jit_call<'c, 'b, F>(
    em: &Emitter<'c, 'b>,
    state: &mut State<'_, 'c>,
    pi: Pi<'c, 'b>,
    f: JitFn<'_>,
    args: &[Value<'c, 'b>],
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
    let JitFn {
        name,
        key,
        args: arg_avals,
        results,
    } = f;
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
        JitFn {
            name: "lgamma_impl",
            key: "lgamma_impl",
            args: std::slice::from_ref(&f),
            results: std::slice::from_ref(&f),
        },
        &[x],
        move |em, pi, args, state| Ok(vec![lgamma_impl(em, pi, arg(args, 0)?, &shape, state)?]),
    )?;
    arg(&r, 0)
}

/// `_ALL_INTEGERS_BELOW`, `_MAX_FINITE_ARG` (both as f32 constants).
const ALL_INTEGERS_BELOW: f64 = -8388608.0;
const MAX_FINITE_ARG: f64 = 4.085003e36;

/// `lgamma_impl`: the argument normalised, the branches called and selected, poles and NaN.
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
        JitFn {
            name: "_log_f32",
            key: "_log_f32/shift",
            args: &[f_aval.clone(), i_aval],
            results: &[f_aval.clone(), f_aval.clone()],
        },
        &[abs_delta, sub_shift],
        move |em, pi, args, state| log_f32(em, pi, arg(args, 0)?, Some(arg(args, 1)?), &sh, state),
    )?;
    let (log_hi, log_lo) = (arg(&log, 0)?, arg(&log, 1)?);
    let three = vec![f_aval.clone(); 3];
    let sh = shape.clone();
    let small = jit_call(
        em,
        state,
        pi,
        JitFn {
            name: "_lgamma_pos_small",
            key: "_lgamma_pos_small",
            args: std::slice::from_ref(&f_aval),
            results: &three,
        },
        &[x_bounded],
        move |em, pi, args, state| pos_small(em, pi, arg(args, 0)?, &sh, state),
    )?;
    let sh = shape.clone();
    let large = jit_call(
        em,
        state,
        pi,
        JitFn {
            name: "_lgamma_pos_large",
            key: "_lgamma_pos_large",
            args: std::slice::from_ref(&f_aval),
            results: &three,
        },
        &[x_bounded],
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
        JitFn {
            name: "_lgamma_neg_reflection",
            key: "_lgamma_neg_reflection",
            args: &vec![f_aval.clone(); 5],
            results: std::slice::from_ref(&f_aval),
        },
        &[delta, log_hi, lg_pos_hi, bw, bx],
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
        JitFn {
            name: "_lgamma_neg_root",
            key: "_lgamma_neg_root",
            args: &[f_aval.clone(), f_aval.clone()],
            results: &[k.p.clone(), f_aval.clone()],
        },
        &[x_neg_safe, n],
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
