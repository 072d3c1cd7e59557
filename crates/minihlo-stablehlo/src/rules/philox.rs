//! `philox2x32` as JAX lowers it: `mlir.lower_fun(_philox2x32_lowering)` registered with
//! `inline=False`, so one private `@philox2x32` per operand type, called. Each of the 10 rounds
//! bumps the key (after the first) and computes `hi ^ x1 ^ k0, lo` from `lo, hi = mul, mulhi` of
//! the multiplier and `x0`; every NumPy constant is a `ui32` constant broadcast to the shape.

use melior::ir::{Value, ValueLike};
use minihlo_ir::{Aval, DType, Scalar};

use super::control_flow::{call, private_func_with, FuncSig};
use crate::ctx::{EqnCtx, Lowering};
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

pub(super) fn philox2x32_rule<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    cx.arity(3)?;
    let aval = cx.avals[0].clone();
    let (em, platform_index) = (cx.em, cx.platform_index);
    let avals = vec![aval.clone(); 3];
    let results = vec![aval.clone(); 2];
    let key = ("philox2x32".to_string(), avals.clone(), results.clone());
    let symbol = match cx.state.cf.random.get(&key).cloned() {
        Some(s) => s,
        None => {
            let sig = FuncSig {
                platform_index: platform_index.map(|v| v.r#type()),
                mark_index: false,
                tokens: 0,
                args: &avals,
                results: &results,
            };
            let s = private_func_with(
                em.context,
                cx.state,
                "philox2x32",
                sig,
                |inner, _, args, _| hash(inner, args, &aval),
            )?;
            cx.state.cf.random.insert(key, s.clone());
            s
        }
    };
    call(em, &symbol, platform_index, cx.xs, &results)
}
