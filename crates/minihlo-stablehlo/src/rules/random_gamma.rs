//! `random_gamma`, lowered as JAX 0.12 lowers it (`jax/_src/random/core.py`): the
//! `mlir.lower_fun` of `_gamma_impl(key, a, log_space, use_vmap=True)`, written here with the
//! [`Builder`] so that its jaxpr is the one JAX traces, equation for equation, and lowered through
//! the ordinary rules:
//!
//! - the keys flattened and each split into `prod(a.shape[key.ndim:])` keys, the alphas
//!   flattened;
//! - `vmap(_gamma_one)` over them: Marsaglia and Tsang's rejection sampler, two nested
//!   `while` loops whose predicates are batched (lowered with JAX's `reduce_or` and selects), its
//!   draws the jits `_normal` → `_normal_real` → `_uniform` and `_uniform` (and `_exponential` in
//!   log space) on batched keys;
//! - the samples reshaped to `a`'s shape.
//!
//! JAX takes the `lax.map` path (a scan) for keys other than threefry's: those are refused.

use minihlo_ir::structural::Restructure;
use minihlo_ir::{Atom, Aval, BuildError, Builder, DType, Literal, Shape, SubJaxpr, Var};

type Built<T> = Result<T, BuildError>;

fn fl(dtype: DType, v: f64) -> Atom {
    Atom::Literal(Literal::of(dtype, v))
}

fn uint(dtype: DType, v: u64) -> Atom {
    Atom::Literal(Literal::of(dtype, v))
}

fn fail(message: impl Into<String>) -> BuildError {
    BuildError::refused("random_gamma", message)
}

fn prod(d: &[u64]) -> u64 {
    d.iter().product()
}

/// `(nbits, nmant)` of a float dtype (`dtypes.finfo`).
fn finfo(dtype: DType) -> Built<(u32, u32)> {
    match dtype {
        DType::F16 => Ok((16, 10)),
        DType::BF16 => Ok((16, 7)),
        DType::F32 => Ok((32, 23)),
        DType::F64 => Ok((64, 52)),
        _ => Err(fail(format!(
            "samples of dtype {} are not supported (float16, bfloat16, float32, float64 are)",
            dtype.numpy_name()
        ))),
    }
}

fn uint_dtype(bits: u32) -> DType {
    match bits {
        8 => DType::U8,
        16 => DType::U16,
        32 => DType::U32,
        _ => DType::U64,
    }
}

/// `_split(keys, num)` under `vmap` over `keys: key[n]`: `random_split[shape=(num,)]` and the
/// columns (`unstack[axis=1]`).
fn split_cols(b: &mut Builder, keys: Var, num: u64) -> Built<Vec<Var>> {
    let s = b.random_split(keys, Shape::new([num]))?;
    b.restructure(Restructure::Unstack { axis: 1 }, &[s.into()])
}

/// The jit `_uniform(key, minval, maxval)` for a shape `()` under `vmap` over `n` keys, the
/// bounds of dtype `bounds`. `weak`: the bounds were Python floats (weakly typed, of the default
/// float dtype), converted to `dtype` first.
fn uniform_jit(key_aval: &Aval, dtype: DType, bounds: DType, weak: bool) -> Built<SubJaxpr> {
    let mut b = Builder::new();
    let k = b.input(key_aval.clone());
    let lo = b.input(Aval::scalar(bounds));
    let hi = b.input(Aval::scalar(bounds));
    let (lo, hi) = if weak {
        (b.convert(lo, dtype)?, b.convert(hi, dtype)?)
    } else {
        (lo, hi)
    };
    let (nbits, nmant) = finfo(dtype)?;
    let rng_bits = if nmant < 8 { 8 } else { nbits };
    let ud = uint_dtype(nbits);
    let mut bits = b.random_bits(k, rng_bits, Shape::scalar())?;
    if rng_bits != nbits {
        bits = b.convert(bits, ud)?;
    }
    let shifted = b.shift_right_logical(bits, uint(ud, u64::from(rng_bits - nmant)))?;
    let one_bits = match dtype {
        DType::F16 => 0x3C00,
        DType::BF16 => 0x3F80,
        DType::F32 => 0x3F80_0000,
        _ => 0x3FF0_0000_0000_0000,
    };
    let fb = b.or(shifted, uint(ud, one_bits))?;
    let floats = b.bitcast_convert_type(fb, dtype)?;
    let floats = b.sub(floats, fl(dtype, 1.0))?;
    let span = b.sub(hi, lo)?;
    let scaled = b.mul(floats, span)?;
    let shifted = b.add(scaled, lo)?;
    let out = b.max(lo, shifted)?;
    Ok(b.finish_sub([out]))
}

/// The jits of one `_gamma_one` under `vmap`, shared by its calls.
struct Jits {
    /// Python floats' dtype (the weakly typed bounds of `uniform`).
    float: DType,
    normal: SubJaxpr,
    uniform: SubJaxpr,
    exponential: SubJaxpr,
}

/// `float`: the default float dtype (`float64` under x64), Python floats' weak type.
fn jits(key_aval: &Aval, dtype: DType, float: DType) -> Built<Jits> {
    let (_, nmant) = finfo(dtype)?;
    // `_normal_real`: `uniform(key, (), dtype, nextafter(-1, 0), 1)` then `sqrt(2) * erf_inv`.
    let strong = uniform_jit(key_aval, dtype, dtype, false)?;
    let mut b = Builder::new();
    let k = b.input(key_aval.clone());
    let lo = -1.0 + 2f64.powi(-(nmant as i32 + 1));
    let u = b.jit(
        "_uniform",
        &strong,
        &[k.into(), fl(dtype, lo), fl(dtype, 1.0)],
    )?;
    let u = first(u)?;
    let e = b.erf_inv(u)?;
    let r = b.mul(fl(dtype, std::f64::consts::SQRT_2), e)?;
    let normal_real = b.finish_sub([r]);
    let mut b = Builder::new();
    let k = b.input(key_aval.clone());
    let r = first(b.jit("_normal_real", &normal_real, &[k.into()])?)?;
    let normal = b.finish_sub([r]);
    let uniform = uniform_jit(key_aval, dtype, float, true)?;
    // `_exponential`: `-log1p(-uniform(key))`.
    let mut b = Builder::new();
    let k = b.input(key_aval.clone());
    let u = first(b.jit(
        "_uniform",
        &uniform,
        &[k.into(), fl(float, 0.0), fl(float, 1.0)],
    )?)?;
    let n = b.neg(u)?;
    let l = b.log1p(n)?;
    let r = b.neg(l)?;
    let exponential = b.finish_sub([r]);
    Ok(Jits {
        float,
        normal,
        uniform,
        exponential,
    })
}

fn first(v: Vec<Var>) -> Built<Var> {
    v.into_iter()
        .next()
        .ok_or_else(|| fail("a call gave no result"))
}

/// `_gamma_one`'s outer loop condition on `(d; key, X, V, U)`: the sample is rejected.
fn outer_cond(key_aval: &Aval, f: &Aval) -> Built<SubJaxpr> {
    let t = f.dtype;
    let mut b = Builder::new();
    let d = b.input(f.clone());
    let _k = b.input(key_aval.clone());
    let x = b.input(f.clone());
    let v = b.input(f.clone());
    let u = b.input(f.clone());
    let xx = b.mul(x, x)?;
    let sq = b.mul(fl(t, 0.0331), xx)?;
    let h = b.sub(fl(t, 1.0), sq)?;
    let c1 = b.ge(u, h)?;
    let lu = b.log(u)?;
    let xh = b.mul(x, fl(t, 0.5))?;
    let omv = b.sub(fl(t, 1.0), v)?;
    let lv = b.log(v)?;
    let s = b.add(omv, lv)?;
    let ds = b.mul(d, s)?;
    let rhs = b.add(xh, ds)?;
    let c2 = b.ge(lu, rhs)?;
    let r = b.and(c1, c2)?;
    Ok(b.finish_sub([r]))
}

/// The inner loop (`_next_kxv` while `v <= 0`): its condition and body on `(c; key, x, v)`.
fn inner_loop(key_aval: &Aval, f: &Aval, j: &Jits) -> Built<(SubJaxpr, SubJaxpr)> {
    let t = f.dtype;
    let mut b = Builder::new();
    let _k = b.input(key_aval.clone());
    let _x = b.input(f.clone());
    let v = b.input(f.clone());
    let r = b.le(v, fl(t, 0.0))?;
    let cond = b.finish_sub([r]);
    let mut b = Builder::new();
    let c = b.input(f.clone());
    let k = b.input(key_aval.clone());
    let _x = b.input(f.clone());
    let _v = b.input(f.clone());
    let ks = split_cols(&mut b, k, 2)?;
    let (k, sub) = (ks[0], ks[1]);
    let x = first(b.jit("_normal", &j.normal, &[sub.into()])?)?;
    let xc = b.mul(x, c)?;
    let v = b.add(fl(t, 1.0), xc)?;
    let body = b.finish_sub([k, x, v]);
    Ok((cond, body))
}

/// `_gamma_one`'s outer loop body on `(c; key, X, V, U)`.
fn outer_body(key_aval: &Aval, f: &Aval, j: &Jits) -> Built<SubJaxpr> {
    let t = f.dtype;
    let (icond, ibody) = inner_loop(key_aval, f, j)?;
    let mut b = Builder::new();
    let c = b.input(f.clone());
    let k = b.input(key_aval.clone());
    let _x = b.input(f.clone());
    let _v = b.input(f.clone());
    let _u = b.input(f.clone());
    let ks = split_cols(&mut b, k, 3)?;
    let (k, x_key, u_key) = (ks[0], ks[1], ks[2]);
    let zero = b.broadcast_in_dim(fl(t, 0.0), f.shape.clone(), &[])?;
    let minus_one = b.broadcast_in_dim(fl(t, -1.0), f.shape.clone(), &[])?;
    let outs = b.while_loop(
        &icond,
        &[],
        &ibody,
        &[c.into()],
        &[x_key.into(), zero.into(), minus_one.into()],
    )?;
    let (x, v) = match outs.as_slice() {
        [_, x, v] => (*x, *v),
        _ => return Err(fail("the inner loop gave no carry")),
    };
    let xx = b.mul(x, x)?;
    let vv = b.mul(v, v)?;
    let vvv = b.mul(vv, v)?;
    let u = first(b.jit(
        "_uniform",
        &j.uniform,
        &[u_key.into(), fl(j.float, 0.0), fl(j.float, 1.0)],
    )?)?;
    Ok(b.finish_sub([k, xx, vvv, u]))
}

/// `vmap(_gamma_one)(keys, alphas)` over `n` threefry keys `key<fry>[n]` and alphas `f[n]`.
fn gamma_one(
    b: &mut Builder,
    keys: Var,
    key_aval: &Aval,
    alpha: Var,
    f: &Aval,
    log_space: bool,
    float: DType,
) -> Built<Var> {
    let t = f.dtype;
    let j = jits(key_aval, t, float)?;
    let boost = b.ge(alpha, fl(t, 1.0))?;
    let a1 = b.add(alpha, fl(t, 1.0))?;
    let boosted = b.select_n(boost, &[a1.into(), alpha.into()])?;
    let third = 1.0 / 3.0;
    let d = b.sub(boosted, fl(t, third))?;
    let sd = b.sqrt(d)?;
    let c = b.div(fl(t, third), sd)?;
    let ks = split_cols(b, keys, 2)?;
    let (k, sub) = (ks[0], ks[1]);
    let zero = b.broadcast_in_dim(fl(t, 0.0), f.shape.clone(), &[])?;
    let one = b.broadcast_in_dim(fl(t, 1.0), f.shape.clone(), &[])?;
    let two = b.broadcast_in_dim(fl(t, 2.0), f.shape.clone(), &[])?;
    let cond = outer_cond(key_aval, f)?;
    let body = outer_body(key_aval, f, &j)?;
    let outs = b.while_loop(
        &cond,
        &[d.into()],
        &body,
        &[c.into()],
        &[k.into(), zero.into(), one.into(), two.into()],
    )?;
    let v = match outs.as_slice() {
        [_, _, v, _] => *v,
        _ => return Err(fail("the outer loop gave no carry")),
    };
    if log_space {
        let e = first(b.jit("_exponential", &j.exponential, &[sub.into()])?)?;
        let ls = b.neg(e)?;
        let is0 = b.eq(ls, fl(t, 0.0))?;
        let mask = b.or(boost, is0)?;
        let inv = b.div(fl(t, 1.0), alpha)?;
        let lb = b.mul(ls, inv)?;
        let z = b.broadcast_in_dim(fl(t, 0.0), f.shape.clone(), &[])?;
        let log_boost = b.select_n(mask, &[lb.into(), z.into()])?;
        let ld = b.log(d)?;
        let lv = b.log(v)?;
        let s = b.add(ld, lv)?;
        b.add(s, log_boost)
    } else {
        let u = first(b.jit(
            "_uniform",
            &j.uniform,
            &[sub.into(), fl(j.float, 0.0), fl(j.float, 1.0)],
        )?)?;
        let samples = b.sub(fl(t, 1.0), u)?;
        let inv = b.div(fl(t, 1.0), alpha)?;
        let p = b.pow(samples, inv)?;
        let one = b.broadcast_in_dim(fl(t, 1.0), f.shape.clone(), &[])?;
        let boost_v = b.select_n(boost, &[p.into(), one.into()])?;
        let dv = b.mul(d, v)?;
        b.mul(dv, boost_v)
    }
}

/// `_gamma_impl(key, a, log_space, use_vmap=True)` for keys `key` (a threefry key array whose
/// shape leads `a`'s) and alphas `a`; `x64`: the trace's `jax_enable_x64`.
pub(super) fn gamma_impl(
    b: &mut Builder,
    key: Var,
    key_aval: &Aval,
    a: Var,
    a_aval: &Aval,
    log_space: bool,
    x64: bool,
) -> Built<Var> {
    let kr = key_aval.rank();
    if kr > a_aval.rank() || key_aval.dims() != &a_aval.dims()[..kr] {
        return Err(fail(format!(
            "the keys' shape {:?} must lead a's shape {:?}",
            key_aval.dims(),
            a_aval.dims()
        )));
    }
    let split_count = prod(&a_aval.dims()[kr..]);
    let nk = prod(key_aval.dims());
    let n = nk * split_count;
    if n == 0 {
        return Err(fail("an empty array of alphas is not supported yet"));
    }
    // `key.flatten()` and `a.flatten()`: `jnp.reshape` emits nothing for a vector.
    let keys = if kr == 1 { key } else { b.reshape(key, [nk])? };
    let keys = b.random_split(keys, Shape::new([split_count]))?;
    let keys = b.reshape(keys, [n])?;
    let alphas = if a_aval.rank() == 1 {
        a
    } else {
        b.reshape(a, [n])?
    };
    let key_n = Aval::new(key_aval.dtype, [n]);
    let f = Aval::new(a_aval.dtype, [n]);
    let float = if x64 { DType::F64 } else { DType::F32 };
    let samples = gamma_one(b, keys, &key_n, alphas, &f, log_space, float)?;
    if a_aval.rank() == 1 {
        Ok(samples)
    } else {
        b.reshape(samples, a_aval.shape.clone())
    }
}
