//! `philox2x32` as JAX lowers it: `mlir.lower_fun(_philox2x32_lowering)` registered with
//! `inline=False`, so one private `@philox2x32` per operand type, called. Each of the 10 rounds
//! bumps the key (after the first) and computes `hi ^ x1 ^ k0, lo` from `lo, hi = mul, mulhi` of
//! the multiplier and `x0`; every NumPy constant is a `ui32` constant broadcast to the shape.

use melior::ir::{Value, ValueLike};
use minihlo_ir::{Aval, DType, Scalar};

use super::control_flow::{call, private_func_with, FuncSig};
use crate::ctx::{EqnCtx, Lowering, TracedFn};
use crate::emit::Emitter;
use crate::error::LowerError;

const M2X32_0: i128 = 0xD256_D193;
const W32_0: i128 = 0x9E37_79B9;
const ROUNDS: usize = 10;

/// A NumPy uint32 scalar as an operand of `aval`'s shape.
fn konst<'c, 'b>(em: &Emitter<'c, 'b>, v: i128, aval: &Aval) -> Result<Value<'c, 'b>, LowerError> {
    let c = em.constant(DType::U32, Scalar::Int(v))?;
    if aval.rank() == 0 {
        Ok(c)
    } else {
        em.broadcast(c, aval, &[])
    }
}

fn hash<'c, 'b>(
    em: &Emitter<'c, 'b>,
    args: &[Value<'c, 'b>],
    aval: &Aval,
) -> Result<Vec<Value<'c, 'b>>, LowerError> {
    let [mut k0, mut x0, mut x1] = [args[0], args[1], args[2]];
    for rnd in 0..ROUNDS {
        if rnd > 0 {
            let w = konst(em, W32_0, aval)?;
            k0 = em.binary("stablehlo.add", k0, w, aval)?;
        }
        let m = konst(em, M2X32_0, aval)?;
        let lo = em.binary("stablehlo.multiply", m, x0, aval)?;
        let m = konst(em, M2X32_0, aval)?;
        let hi = em.binary("chlo.mulhi", m, x0, aval)?;
        let t = em.binary("stablehlo.xor", hi, x1, aval)?;
        x0 = em.binary("stablehlo.xor", t, k0, aval)?;
        x1 = lo;
    }
    Ok(vec![x0, x1])
}

const M4X32: [i128; 2] = [0xD251_1F53, 0xCD9E_8D57];
const W32: [i128; 2] = [0x9E37_79B9, 0xBB67_AE85];

/// `_philox4x32_lowering(k0, k1, x0, x1, x2, x3)`.
fn hash4<'c, 'b>(
    em: &Emitter<'c, 'b>,
    args: &[Value<'c, 'b>],
    aval: &Aval,
) -> Result<Vec<Value<'c, 'b>>, LowerError> {
    let [mut k0, mut k1, mut x0, mut x1, mut x2, mut x3] =
        [args[0], args[1], args[2], args[3], args[4], args[5]];
    for rnd in 0..ROUNDS {
        if rnd > 0 {
            let w = konst(em, W32[0], aval)?;
            k0 = em.binary("stablehlo.add", k0, w, aval)?;
            let w = konst(em, W32[1], aval)?;
            k1 = em.binary("stablehlo.add", k1, w, aval)?;
        }
        let mulhilo = |m: i128, x| -> Result<_, LowerError> {
            let c = konst(em, m, aval)?;
            let lo = em.binary("stablehlo.multiply", c, x, aval)?;
            let c = konst(em, m, aval)?;
            Ok((lo, em.binary("chlo.mulhi", c, x, aval)?))
        };
        let (lo0, hi0) = mulhilo(M4X32[0], x0)?;
        let (lo1, hi1) = mulhilo(M4X32[1], x2)?;
        let t = em.binary("stablehlo.xor", hi1, x1, aval)?;
        let n0 = em.binary("stablehlo.xor", t, k0, aval)?;
        let t = em.binary("stablehlo.xor", hi0, x3, aval)?;
        let n2 = em.binary("stablehlo.xor", t, k1, aval)?;
        (x0, x1, x2, x3) = (n0, lo1, n2, lo0);
    }
    Ok(vec![x0, x1, x2, x3])
}

const ROTATIONS: [[i128; 2]; 8] = [
    [10, 26],
    [11, 21],
    [13, 27],
    [23, 5],
    [6, 20],
    [17, 11],
    [25, 10],
    [18, 20],
];
const PARITY: i128 = 0x1BD1_1BDA;

/// `_rotate_left_u32(x, d)`: `shift_left(x, d) | shift_right_logical(x, 32 - d)`.
fn rotl<'c, 'b>(
    em: &Emitter<'c, 'b>,
    x: Value<'c, 'b>,
    d: i128,
    aval: &Aval,
) -> Result<Value<'c, 'b>, LowerError> {
    let c = konst(em, d, aval)?;
    let l = em.binary("stablehlo.shift_left", x, c, aval)?;
    let c = konst(em, 32 - d, aval)?;
    let r = em.binary("stablehlo.shift_right_logical", x, c, aval)?;
    em.binary("stablehlo.or", l, r, aval)
}

/// `_threefry4x32_lowering(k0, k1, k2, k3, x0, x1, x2, x3)`.
fn hash_threefry<'c, 'b>(
    em: &Emitter<'c, 'b>,
    args: &[Value<'c, 'b>],
    aval: &Aval,
) -> Result<Vec<Value<'c, 'b>>, LowerError> {
    let add = |a, b| em.binary("stablehlo.add", a, b, aval);
    let xor = |a, b| em.binary("stablehlo.xor", a, b, aval);
    let mut ks = args[..4].to_vec();
    let p = xor(xor(xor(ks[0], ks[1])?, ks[2])?, ks[3])?;
    ks.push(xor(p, konst(em, PARITY, aval)?)?);
    let mut x: Vec<Value<'c, 'b>> = Vec::with_capacity(4);
    for i in 0..4 {
        x.push(add(args[4 + i], ks[i])?);
    }
    for rnd in 0..20 {
        let [r0, r1] = ROTATIONS[rnd % 8];
        if rnd % 2 == 0 {
            x[0] = add(x[0], x[1])?;
            x[1] = xor(x[0], rotl(em, x[1], r0, aval)?)?;
            x[2] = add(x[2], x[3])?;
            x[3] = xor(x[2], rotl(em, x[3], r1, aval)?)?;
        } else {
            x[0] = add(x[0], x[3])?;
            x[3] = xor(x[0], rotl(em, x[3], r0, aval)?)?;
            x[2] = add(x[2], x[1])?;
            x[1] = xor(x[2], rotl(em, x[1], r1, aval)?)?;
        }
        if rnd & 3 == 3 {
            let inject = rnd / 4;
            for (i, xi) in x.iter_mut().enumerate() {
                *xi = add(*xi, ks[(1 + i + inject) % 5])?;
            }
            x[3] = add(x[3], konst(em, 1 + inject as i128, aval)?)?;
        }
    }
    Ok(x)
}

pub(super) fn threefry4x32_rule<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    cx.arity(8)?;
    philox_call(cx, "threefry4x32", 8, 4, hash_threefry)
}

pub(super) fn philox4x32_rule<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    cx.arity(6)?;
    philox_call(cx, "philox4x32", 6, 4, hash4)
}

pub(super) fn philox2x32_rule<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    cx.arity(3)?;
    philox_call(cx, "philox2x32", 3, 2, hash)
}

type Hash = for<'c, 'b> fn(
    &Emitter<'c, 'b>,
    &[Value<'c, 'b>],
    &Aval,
) -> Result<Vec<Value<'c, 'b>>, LowerError>;

/// A call of the private function `@name` (one per operand type) that `body` fills.
fn philox_call<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    name: &str,
    n_in: usize,
    n_out: usize,
    body: Hash,
) -> Lowering<'c, 'a> {
    let aval = cx.avals[0].clone();
    let (em, platform_index) = (cx.em, cx.platform_index);
    let avals = vec![aval.clone(); n_in];
    let results = vec![aval.clone(); n_out];
    let key = (
        TracedFn::Random(name.to_string()),
        avals.clone(),
        results.clone(),
    );
    let symbol = match cx.state.cf.traced.get(&key).cloned() {
        Some(s) => s,
        None => {
            let sig = FuncSig {
                platform_index: platform_index.map(|v| v.r#type()),
                mark_index: false,
                tokens: 0,
                args: &avals,
                results: &results,
            };
            let s = private_func_with(em.context, cx.state, name, sig, |inner, _, args, _| {
                body(inner, args, &aval)
            })?;
            cx.state.cf.traced.insert(key, s.clone());
            s
        }
    };
    call(em, &symbol, platform_index, cx.xs, &results)
}
