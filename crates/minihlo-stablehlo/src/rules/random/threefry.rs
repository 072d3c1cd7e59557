//! Threefry: `threefry2x32` (rolled on cpu, unrolled elsewhere), `iota_2x32_shape`, and
//! `threefry_seed` (the rule of `random_seed` for every implementation).

use melior::ir::operation::OperationLike;
use melior::ir::{Type, Value, ValueLike};
use minihlo_ir::structural::Restructure;
use minihlo_ir::{Aval, BinaryOp, CompareOp, DType, KeyImpl, Scalar, Shape};

use super::tracer::Tracer;
use super::{dense_constant, err, lit, two, typed, v, In, T};
use crate::error::LowerError;
use crate::multi_platform::stablehlo_return;
use crate::rules::control_flow::region;
use crate::types::tensor_types;

/// `random_seed`: seeds of any shape (`vmap` of the scalar rule), the key words concatenated
/// last; an rbg key is the threefry key twice.
pub(super) fn seed<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    s: &T<'c, 'a>,
    imp: KeyImpl,
) -> Result<T<'c, 'a>, LowerError> {
    let k = threefry_seed(tr, s)?;
    let r = s.a.rank();
    match imp {
        KeyImpl::Fry => Ok(k),
        KeyImpl::Rbg | KeyImpl::Urbg => tr.concatenate(&[&k, &k], r),
    }
}

/// `threefry_seed` as `lower_fun` traces it for a (strongly typed) scalar seed of dtype `D`:
/// the high word `seed >> 32`, the low word `seed & 0xFFFFFFFF` computed in
/// `promote(D, uint32)` (numpy's standard promotion, 64-bit types only under x64).
fn threefry_seed<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    s: &T<'c, 'a>,
) -> Result<T<'c, 'a>, LowerError> {
    let d = s.a.dtype;
    let hi = tr.bin(BinaryOp::ShiftRightLogical, v(s), lit(d, 32))?;
    let hi = if d == DType::U32 {
        hi
    } else {
        tr.convert(&hi, DType::U32)?
    };
    let mut word = s.a.dims().to_vec();
    word.push(1);
    let bdims: Vec<usize> = (0..s.a.rank()).collect();
    let hi = tr.broadcast(&hi, &word, &bdims)?;
    let p = match d {
        DType::U8 | DType::U16 | DType::U32 => DType::U32,
        DType::U64 => DType::U64,
        _ if tr.x64() => DType::I64,
        _ => DType::I32,
    };
    let x = if d == p { s.clone() } else { tr.convert(s, p)? };
    let lo = tr.bin(BinaryOp::And, v(&x), lit(p, 0xFFFF_FFFF))?;
    let lo = if p == DType::U32 {
        lo
    } else {
        tr.convert(&lo, DType::U32)?
    };
    let lo = tr.broadcast(&lo, &word, &bdims)?;
    tr.concatenate(&[&hi, &lo], s.a.rank())
}

/// `threefry_2x32` of a key's words and counters, as `threefry_random_bits` and
/// `_threefry_split_foldlike` hash them: for shape `()` the words of one key, or of a batch
/// `u32[*K,2]` (`vmap`), and the counters `0` unbatched; otherwise [`words_and_counts`].
pub(super) fn hash<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    k: &T<'c, 'b>,
    shape: &Shape,
) -> Result<(T<'c, 'b>, T<'c, 'b>), LowerError> {
    if shape.rank() == 0 {
        let axis = k.a.rank() - 1;
        let (k1, k2) = tr.pair(Restructure::Unstack { axis }, &[v(k)])?;
        tr.threefry([v(&k1), v(&k2), lit(DType::U32, 0), lit(DType::U32, 0)])
    } else {
        let [k1, k2, c1, c2] = words_and_counts(tr, k, shape)?;
        tr.threefry([v(&k1), v(&k2), v(&c1), v(&c2)])
    }
}

/// The key words and the counters `threefry_random_bits` and `_threefry_split_foldlike` hash:
/// for one key `u32[2]` its two words and `iota_2x32_shape(shape)`; for a batch `u32[*K,2]` (as
/// nested `vmap`s trace them) the words broadcast to `u32[*K,1...]` and the counters to
/// `u32[1,*shape]` by the innermost `vmap`, then one leading 1 more by each outer one.
fn words_and_counts<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    k: &T<'c, 'b>,
    shape: &Shape,
) -> Result<[T<'c, 'b>; 4], LowerError> {
    if k.a.rank() == 1 {
        let (k1, k2) = tr.pair(Restructure::Unstack { axis: 0 }, &[v(k)])?;
        let (c1, c2) = tr.iota_2x32(shape)?;
        return Ok([k1, k2, c1, c2]);
    }
    let batch = &k.a.dims()[..k.a.rank() - 1];
    let nb = batch.len();
    let r = shape.rank();
    let (k1, k2) = tr.pair(Restructure::Unstack { axis: nb }, &[v(k)])?;
    let (c1, c2) = tr.iota_2x32(shape)?;
    let mut cdims = vec![1u64];
    cdims.extend_from_slice(shape.dims());
    let cd: Vec<usize> = (1..=r).collect();
    let mut c1 = tr.broadcast(&c1, &cdims, &cd)?;
    let mut c2 = tr.broadcast(&c2, &cdims, &cd)?;
    let mut kdims = batch.to_vec();
    kdims.extend(std::iter::repeat_n(1, r));
    let kd: Vec<usize> = (0..nb).collect();
    let k1 = tr.broadcast(&k1, &kdims, &kd)?;
    let k2 = tr.broadcast(&k2, &kdims, &kd)?;
    for level in 2..=nb {
        let mut dims = vec![1u64; level];
        dims.extend_from_slice(shape.dims());
        let bd: Vec<usize> = (1..level + r).collect();
        c1 = tr.broadcast(&c1, &dims, &bd)?;
        c2 = tr.broadcast(&c2, &dims, &bd)?;
    }
    Ok([k1, k2, c1, c2])
}

/// `iota_2x32_shape_lowering`.
pub(super) fn iota_2x32_shape<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    shape: &Shape,
) -> Result<(T<'c, 'a>, T<'c, 'a>), LowerError> {
    let em = tr.em;
    let dims = shape.dims();
    if dims.is_empty() {
        return Err(err("iota_2x32_shape", "needs a shape of rank >= 1"));
    }
    let u64a = Aval::new(DType::U64, shape.clone());
    let ty = em.ty(&u64a)?;
    let iotas = (0..dims.len())
        .map(|d| {
            em.one(
                "stablehlo.iota",
                &[],
                ty,
                &[(
                    "iota_dimension",
                    crate::attrs::i64_attr(em.context, d as i64),
                )],
            )
        })
        .collect::<Result<Vec<_>, _>>()?;
    // strides: the suffix products of the shape, then 1 (numpy's uint64 arithmetic wraps).
    let mut strides = vec![1u64; dims.len()];
    for i in (0..dims.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].wrapping_mul(dims[i + 1]);
    }
    // `reduce(add, [mul(s, i) for ...])`: every product first, then the sums left to right.
    let mut products = Vec::with_capacity(iotas.len());
    for (i, s) in iotas.iter().zip(&strides) {
        let c = em.constant(DType::U64, Scalar::Int(*s as i128))?;
        let b = em.broadcast(c, &u64a, &[])?;
        products.push(em.binary("stablehlo.multiply", b, *i, &u64a)?);
    }
    let mut products = products.into_iter();
    let first = products
        .next()
        .ok_or_else(|| err("iota_2x32_shape", "no dimension"))?;
    let counts = products.try_fold(first, |acc, m| em.binary("stablehlo.add", acc, m, &u64a))?;
    let c = em.constant(DType::U64, Scalar::Int(32))?;
    let shift = em.broadcast(c, &u64a, &[])?;
    let shifted = em.binary("stablehlo.shift_right_logical", counts, shift, &u64a)?;
    let u32a = Aval::new(DType::U32, shape.clone());
    let lo = em.one("stablehlo.convert", &[counts], em.ty(&u32a)?, &[])?;
    let hi = em.one("stablehlo.convert", &[shifted], em.ty(&u32a)?, &[])?;
    Ok((
        T {
            v: hi,
            a: u32a.clone(),
        },
        T { v: lo, a: u32a },
    ))
}

/// `threefry2x32`: `@threefry2x32` (one per operand types), and its call.
pub(super) fn threefry2x32<'c, 'a>(
    tr: &mut Tracer<'_, '_, 'c, 'a>,
    xs: &[T<'c, 'a>],
) -> Result<(T<'c, 'a>, T<'c, 'a>), LowerError> {
    if xs.len() != 4 {
        return Err(err("threefry2x32", "expects 4 operands"));
    }
    let avals: Vec<Aval> = xs.iter().map(|t| t.a.clone()).collect();
    let shape =
        minihlo_ir::shape_rules::broadcast_shapes("threefry2x32", avals.iter().map(|a| &a.shape))
            .map_err(|m| err("threefry2x32", m.to_string()))?;
    let out = Aval::new(DType::U32, shape);
    let refs: Vec<&T> = xs.iter().collect();
    let outs = tr.jit("threefry2x32", &refs, &[out.clone(), out], &threefry_body)?;
    two(outs, "threefry2x32")
}

/// One round: `x0 += x1; x1 = x0 ^ rotate_left(x1, r)` with `r` a `u32[]`.
fn round<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    x0: &T<'c, 'b>,
    x1: &T<'c, 'b>,
    r: In<'_, 'c, 'b>,
    r2: In<'_, 'c, 'b>,
) -> Result<(T<'c, 'b>, T<'c, 'b>), LowerError> {
    let n = tr.bin(BinaryOp::Add, v(x0), v(x1))?;
    let a = tr.bin(BinaryOp::ShiftLeft, v(x1), r)?;
    // A literal rotation is folded (`nbits - d` in numpy); a traced one is subtracted.
    let b = match r2 {
        In::L(..) => tr.bin(BinaryOp::ShiftRightLogical, v(x1), r2)?,
        In::V(_) => {
            let s = tr.bin(BinaryOp::Sub, lit(DType::U32, 32), r2)?;
            tr.bin(BinaryOp::ShiftRightLogical, v(x1), v(&s))?
        }
    };
    let rot = tr.bin(BinaryOp::Or, v(&a), v(&b))?;
    let x = tr.bin(BinaryOp::Xor, v(&n), v(&rot))?;
    Ok((n, x))
}

/// `_threefry2x32_lowering`: rolled on cpu, unrolled on every other platform; a module for
/// several platforms that need both dispatches on the platform index (JAX's
/// `lower_per_platform`).
fn threefry_body<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    args: &[T<'c, 'b>],
) -> Result<Vec<T<'c, 'b>>, LowerError> {
    // JAX's rules: cpu's (rolled), cuda's, rocm's and oneapi's (unrolled, each its own branch),
    // the default (unrolled) for the rest.
    let platforms: Vec<String> = tr.state.platform_names();
    let (rules, branch_of) = crate::multi_platform::kept_rules(&platforms, |p| {
        matches!(p, "cpu" | "cuda" | "rocm" | "oneapi")
    });
    let variants: Vec<bool> = rules.iter().map(|r| r.as_deref() == Some("cpu")).collect();
    if let [variant] = variants.as_slice() {
        return if *variant {
            threefry_rolled(tr, args)
        } else {
            threefry_unrolled(tr, args)
        };
    }
    let Some(pi) = tr.pi else {
        return Err(err(
            "threefry2x32",
            "several platforms without a platform index",
        ));
    };
    let em = tr.em;
    let i32_scalar = em.ty(&Aval::scalar(DType::I32))?;
    let pi = if pi.r#type() == i32_scalar {
        pi
    } else {
        em.one("stablehlo.convert", &[pi], i32_scalar, &[])?
    };
    let branch = crate::multi_platform::platform_branch_index(em, pi, &branch_of)?;
    let avals: Vec<Aval> = args.iter().map(|t| t.a.clone()).collect();
    let shape =
        minihlo_ir::shape_rules::broadcast_shapes("threefry2x32", avals.iter().map(|a| &a.shape))
            .map_err(|m| err("threefry2x32", m.to_string()))?;
    let out_avals = vec![
        Aval::new(DType::U32, shape.clone()),
        Aval::new(DType::U32, shape),
    ];
    let types = tensor_types(em.context, &out_avals)?;
    let state = &mut *tr.state;
    let outer_pi = tr.pi;
    let case =
        crate::multi_platform::build_case(em, branch, &types, variants.len(), |b, inner| {
            let mut t = Tracer {
                em: inner,
                state: &mut *state,
                pi: outer_pi,
            };
            let outs = if variants.get(b).copied().unwrap_or(false) {
                threefry_rolled(&mut t, args)?
            } else {
                threefry_unrolled(&mut t, args)?
            };
            let vals: Vec<Value> = outs.iter().map(|o| o.v).collect();
            stablehlo_return(inner, &vals)
        })?;
    let results: Vec<Value> = case.results().map(Into::into).collect();
    Ok(typed(&results, &out_avals))
}

/// The start both lowerings share: the third key word `k1 ^ k2 ^ 0x1BD11BDA`, and the counters
/// with the first two key words injected.
fn key_schedule<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    [k1, k2, x1, x2]: [&T<'c, 'b>; 4],
) -> Result<(T<'c, 'b>, T<'c, 'b>, T<'c, 'b>), LowerError> {
    let ks01 = tr.bin(BinaryOp::Xor, v(k1), v(k2))?;
    let ks2 = tr.bin(BinaryOp::Xor, v(&ks01), lit(DType::U32, 0x1BD1_1BDA))?;
    let x0 = tr.bin(BinaryOp::Add, v(x1), v(k1))?;
    let x1 = tr.bin(BinaryOp::Add, v(x2), v(k2))?;
    Ok((ks2, x0, x1))
}

/// The unrolled `_threefry2x32_lowering`: five groups of four rounds with the rotations as
/// constants, each group followed by the key schedule's injection.
fn threefry_unrolled<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    args: &[T<'c, 'b>],
) -> Result<Vec<T<'c, 'b>>, LowerError> {
    let [k1, k2, x1, x2] = args else {
        return Err(err("threefry2x32", "expects 4 operands"));
    };
    const ROT: [[i128; 4]; 2] = [[13, 15, 26, 6], [17, 29, 16, 24]];
    let (ks2, mut a, mut b) = key_schedule(tr, [k1, k2, x1, x2])?;
    let ks = [k1.clone(), k2.clone(), ks2];
    for group in 0..5usize {
        for &r in &ROT[group % 2] {
            let (n, x) = round(tr, &a, &b, lit(DType::U32, r), lit(DType::U32, 32 - r))?;
            a = n;
            b = x;
        }
        a = tr.bin(BinaryOp::Add, v(&a), v(&ks[(group + 1) % 3]))?;
        let b1 = tr.bin(BinaryOp::Add, v(&b), v(&ks[(group + 2) % 3]))?;
        b = tr.bin(BinaryOp::Add, v(&b1), lit(DType::U32, group as i128 + 1))?;
    }
    Ok(vec![a, b])
}

/// The rolled `_threefry2x32_lowering` (cpu): `fori_loop(0, 5, rolled_loop_step, ...)`.
fn threefry_rolled<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    args: &[T<'c, 'b>],
) -> Result<Vec<T<'c, 'b>>, LowerError> {
    let [k1, k2, x1, x2] = args else {
        return Err(err("threefry2x32", "expects 4 operands"));
    };
    let rot_a = Aval::new(DType::U32, [4]);
    let rot0 = T {
        v: dense_constant(tr.em, DType::U32, &[13, 15, 26, 6])?,
        a: rot_a.clone(),
    };
    let rot1 = T {
        v: dense_constant(tr.em, DType::U32, &[17, 29, 16, 24])?,
        a: rot_a.clone(),
    };
    let (ks2, x0, x1) = key_schedule(tr, [k1, k2, x1, x2])?;
    let idx = tr.state.index_dtype;
    // scan(length=5) over the carry (i, x0, x1, ks1, ks2, ks0, rot0, rot1): a while whose state
    // is the loop counter, then the carry.
    let i0 = tr.em.constant(idx, Scalar::Int(0))?;
    let counter0 = tr.em.constant(idx, Scalar::Int(0))?;
    let carry = [
        T {
            v: i0,
            a: Aval::scalar(idx),
        },
        x0,
        x1,
        k2.clone(),
        ks2,
        k1.clone(),
        rot0,
        rot1,
    ];
    let mut state_avals = vec![Aval::scalar(idx)];
    state_avals.extend(carry.iter().map(|t| t.a.clone()));
    let ctx = tr.em.context;
    let types: Vec<Type> = tensor_types(ctx, &state_avals)?;
    let cond = region(ctx, &types, |inner, args| {
        let five = inner.constant(idx, Scalar::Int(5))?;
        let first = args
            .first()
            .copied()
            .ok_or_else(|| err("threefry2x32", "no counter"))?;
        let p = inner.compare(first, five, CompareOp::Lt, &Aval::scalar(idx))?;
        stablehlo_return(inner, &[p])
    })?;
    let state = &mut *tr.state;
    let pi = tr.pi;
    let avals_for_body = state_avals.clone();
    let body = region(ctx, &types, |inner, args| {
        let ts = typed(args, &avals_for_body);
        let mut t = Tracer {
            em: inner,
            state: &mut *state,
            pi,
        };
        let out = rolled_step(&mut t, &ts[1..])?;
        let c = t.bin(BinaryOp::Add, v(&ts[0]), lit(idx, 1))?;
        let mut back = vec![c.v];
        back.extend(out.iter().map(|t| t.v));
        stablehlo_return(inner, &back)
    })?;
    let mut operands = vec![counter0];
    operands.extend(carry.iter().map(|t| t.v));
    let op = tr
        .em
        .op("stablehlo.while", &operands, &types, &[], vec![cond, body])?;
    let results: Vec<Value> = op.results().map(Into::into).collect();
    let (Some(a), Some(b)) = (results.get(2), results.get(3)) else {
        return Err(err("threefry2x32", "the loop lost its results"));
    };
    Ok(vec![
        T {
            v: *a,
            a: state_avals[2].clone(),
        },
        T {
            v: *b,
            a: state_avals[3].clone(),
        },
    ])
}

/// `rolled_loop_step` on the carry `(i, x0, x1, ks0, ks1, ks2, rot0, rot1)` as JAX traces it.
fn rolled_step<'c, 'b>(
    tr: &mut Tracer<'_, '_, 'c, 'b>,
    c: &[T<'c, 'b>],
) -> Result<Vec<T<'c, 'b>>, LowerError> {
    let [i, x0, x1, ks0, ks1, ks2, rot0, rot1] = c else {
        return Err(err("threefry2x32", "the loop carry has the wrong length"));
    };
    let idx = i.a.dtype;
    let i_next = tr.bin(BinaryOp::Add, v(i), lit(idx, 1))?;
    let rs = tr.restructure(Restructure::Unstack { axis: 0 }, &[v(rot0)])?;
    let (mut a, mut b) = (x0.clone(), x1.clone());
    for r in &rs {
        let (n, x) = round(tr, &a, &b, v(r), v(r))?;
        a = n;
        b = x;
    }
    let a = tr.bin(BinaryOp::Add, v(&a), v(ks0))?;
    let b = tr.bin(BinaryOp::Add, v(&b), v(ks1))?;
    let i1 = tr.bin(BinaryOp::Add, v(i), lit(idx, 1))?;
    let i1 = tr.convert(&i1, DType::U32)?;
    let b = tr.bin(BinaryOp::Add, v(&b), v(&i1))?;
    Ok(vec![
        i_next,
        a,
        b,
        ks1.clone(),
        ks2.clone(),
        ks0.clone(),
        rot1.clone(),
        rot0.clone(),
    ])
}
