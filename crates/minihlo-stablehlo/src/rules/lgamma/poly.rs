//! `_log_f32` (the logarithm as a hi/lo pair) and `_horner` (scalar and array coefficients).

use melior::ir::Value;
use minihlo_ir::{Aval, DType, Scalar, Shape};

use super::ops::{A, K};
use super::tables::{LN2_HI, LN2_LO, LOG_Q_HI};
use super::{arg, jit_call, JitFn, Pi, R};
use crate::ctx::State;
use crate::emit::Emitter;
use crate::op::stablehlo;

/// `_log_f32(x, sub_shift)`: `sub_shift` an i32 value, or `None` for the literal 0.
pub(super) fn log_f32<'c, 'd>(
    em: &Emitter<'c, 'd>,
    pi: Pi<'c, 'd>,
    x: Value<'c, 'd>,
    sub_shift: Option<Value<'c, 'd>>,
    shape: &Shape,
    state: &mut State<'_, 'c>,
) -> R<Vec<Value<'c, 'd>>> {
    let k = K::new(em, shape);
    let bits = k.to_i(x)?;
    let dc = k.ib(stablehlo::SUBTRACT, A::V(bits), A::I(0x3F35_04F3))?;
    let dd = k.ifull(23)?;
    let exp_off = k.ib(stablehlo::SHIFT_RIGHT_ARITHMETIC, A::V(dc), A::V(dd))?;
    let shift = match sub_shift {
        Some(v) => A::V(v),
        None => A::I(0),
    };
    let df = k.ib(stablehlo::SUBTRACT, A::V(exp_off), shift)?;
    let kf = k.un(stablehlo::CONVERT, df, &k.f)?;
    let dh = k.ifull(23)?;
    let di = k.ib(stablehlo::SHIFT_LEFT, A::V(exp_off), A::V(dh))?;
    let dj = k.ib(stablehlo::SUBTRACT, A::V(bits), A::V(di))?;
    let m = k.to_f(dj)?;
    let fm = k.fb(stablehlo::SUBTRACT, m, 1.0)?;
    let f2 = k.fb(stablehlo::MULTIPLY, fm, fm)?;
    let dn = k.fb(stablehlo::MULTIPLY, 0.5, f2)?;
    let dd2 = k.fb(stablehlo::SUBTRACT, fm, dn)?;
    let dp = k.fb(stablehlo::MULTIPLY, f2, fm)?;
    let q = horner_scalar(&k, pi, fm, &LOG_Q_HI, state)?;
    let dr = k.fb(stablehlo::MULTIPLY, dp, q)?;
    let ln1pf = k.fb(stablehlo::ADD, dd2, dr)?;
    let h_d = k.fb(stablehlo::MULTIPLY, kf, LN2_HI)?;
    let du = k.fb(stablehlo::MULTIPLY, kf, LN2_LO)?;
    let l_d = k.fb(stablehlo::ADD, ln1pf, du)?;
    let log_hi = k.fb(stablehlo::ADD, h_d, l_d)?;
    let dx = k.fb(stablehlo::SUBTRACT, h_d, log_hi)?;
    let log_lo = k.fb(stablehlo::ADD, dx, l_d)?;
    Ok(vec![log_hi, log_lo])
}

/// `_horner(x, coeffs)` with Python-float coefficients: each an f32[] argument of the call (a
/// constant in the caller), converted (weak to strong) in the function.
pub(super) fn horner_scalar<'c, 'd>(
    k: &K<'_, 'c, 'd>,
    pi: Pi<'c, 'd>,
    x: Value<'c, 'd>,
    coeffs: &[f64],
    state: &mut State<'_, 'c>,
) -> R<Value<'c, 'd>> {
    let scalar = Aval::scalar(DType::F32);
    // The coefficients are weak-typed Python floats (the f32 tables' values): with x64 on, JAX
    // passes them as f64[] and converts them in the function.
    let weak = if state.index_dtype == DType::I64 {
        DType::F64
    } else {
        DType::F32
    };
    let mut args = vec![x];
    for &c in coeffs {
        let v = f64::from(c as f32);
        args.push(k.em.constant(weak, Scalar::Float(v))?);
    }
    let mut avals = vec![k.f.clone()];
    avals.extend(std::iter::repeat_n(Aval::scalar(weak), coeffs.len()));
    let shape = k.f.shape.clone();
    let n = coeffs.len();
    let r = jit_call(
        k.em,
        state,
        pi,
        JitFn {
            name: "_horner",
            key: "_horner/scalar",
            args: &avals,
            results: std::slice::from_ref(&k.f),
        },
        &args,
        move |em, _pi, args, _state| {
            let k = K::new(em, &shape);
            let x = arg(args, 0)?;
            let conv = |i: usize| -> R<Value<'c, '_>> {
                let c = arg(args, i)?;
                let c = em.one(stablehlo::CONVERT, &[c], em.ty(&scalar)?, &[])?;
                if k.f.rank() == 0 {
                    Ok(c)
                } else {
                    em.broadcast(c, &k.f, &[])
                }
            };
            let mut p = conv(n)?;
            for i in (1..n).rev() {
                let m = k.fb(stablehlo::MULTIPLY, p, x)?;
                let c = conv(i)?;
                p = k.fb(stablehlo::ADD, m, c)?;
            }
            Ok(vec![p])
        },
    )?;
    arg(&r, 0)
}

/// `_horner(x, coeffs)` with array coefficients (arguments of the call).
pub(super) fn horner_array<'c, 'd>(
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
        JitFn {
            name: "_horner",
            key: "_horner/array",
            args: &avals,
            results: std::slice::from_ref(&k.f),
        },
        &args,
        move |em, _pi, args, _state| {
            let k = K::new(em, &shape);
            let x = arg(args, 0)?;
            let mut p = arg(args, n)?;
            for i in (1..n).rev() {
                let m = k.fb(stablehlo::MULTIPLY, p, x)?;
                p = k.fb(stablehlo::ADD, m, arg(args, i)?)?;
            }
            Ok(vec![p])
        },
    )?;
    arg(&r, 0)
}
