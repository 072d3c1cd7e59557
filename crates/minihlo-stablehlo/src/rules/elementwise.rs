//! Elementwise primitives: unary and binary arithmetic, `integer_pow`, comparisons, `clamp`,
//! `select_n` and `convert_element_type`, with JAX's implicit broadcasting of scalar operands.

use melior::ir::operation::OperationLike;
use melior::ir::Value;
use minihlo_ir::shape_rules::broadcast_shapes;
use minihlo_ir::{Aval, BinaryOp, DType, RoundingMethod, Scalar, UnaryOp};

use super::common::{one, zero};
use crate::attrs::{i32_attr, ComparisonDirection};
use crate::ctx::{EqnCtx, Lowering};
use crate::emit::Emitter;
use crate::error::LowerError;

pub(super) fn unary<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, op: UnaryOp) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    // JAX's asin rules dispatch per platform for floats only: complex asin is `chlo.asin`.
    if op == UnaryOp::Asin && !cx.avals[0].dtype.is_complex() {
        return Ok(vec![asin(cx)?]);
    }
    if op == UnaryOp::BesselI0e {
        return super::special::bessel_i0e(cx);
    }
    if op == UnaryOp::Lgamma {
        return super::lgamma::lgamma(cx);
    }
    if cx.avals[0].dtype.is_complex() {
        match op {
            UnaryOp::Abs => return super::complex::abs(cx),
            UnaryOp::Sin => return super::complex::sin_cos(cx, false),
            UnaryOp::Cos => return super::complex::sin_cos(cx, true),
            UnaryOp::Log2 => {
                let out = cx.one_out()?;
                return Ok(vec![super::complex::log2(cx.em, cx.xs[0], out, &[])?]);
            }
            _ => {}
        }
    }
    let out = cx.one_out()?;
    let em = cx.em;
    let x = cx.xs[0];
    let ty = em.ty(out)?;
    let v = match op {
        UnaryOp::Sign if out.dtype.is_unsigned_int() => {
            // JAX: select(x == 0, 0, 1).
            let z = em.full_like(zero(out.dtype), out)?;
            let is_zero = em.compare(x, z, ComparisonDirection::Eq, out)?;
            let z2 = em.full_like(zero(out.dtype), out)?;
            let o = em.full_like(one(out.dtype), out)?;
            em.select(is_zero, z2, o, out)?
        }
        UnaryOp::Square if !out.dtype.is_inexact() => em.binary("stablehlo.multiply", x, x, out)?,
        // JAX: exp(log(2) * x) and log(x) * (1 / log(2)), the constant broadcast.
        UnaryOp::Exp2 => {
            let c = em.full_like(Scalar::Float(std::f64::consts::LN_2), out)?;
            let m = em.binary("stablehlo.multiply", c, x, out)?;
            em.one("stablehlo.exponential", &[m], ty, &[])?
        }
        UnaryOp::Log2 => {
            let l = em.one("stablehlo.log", &[x], ty, &[])?;
            let c = em.full_like(Scalar::Float(std::f64::consts::LOG2_E), out)?;
            em.binary("stablehlo.multiply", l, c, out)?
        }
        // JAX (through `lower_fun`): (1 + x) * (1 - x), the 1 a literal broadcast like any
        // scalar operand.
        UnaryOp::OneMinusSquare => {
            let o = scalar_like(em, one(out.dtype), out)?;
            let a = em.binary("stablehlo.add", o, x, out)?;
            let o2 = scalar_like(em, one(out.dtype), out)?;
            let s = em.binary("stablehlo.subtract", o2, x, out)?;
            em.binary("stablehlo.multiply", a, s, out)?
        }
        UnaryOp::Copy | UnaryOp::StopGradient => x,
        UnaryOp::Logistic => {
            // JAX: 1 / (1 + exp(-x)). Its tpu rule is the same off a TPU machine (the HLO
            // logistic only for a TPU v8 present), but registered apart: a module for tpu and
            // another platform dispatches on the platform index.
            let out = out.clone();
            let vs = cx.per_platform(
                |p| p == "tpu",
                |em, _| {
                    let ty = em.ty(&out)?;
                    let n = em.one("stablehlo.negate", &[x], ty, &[])?;
                    let e = em.one("stablehlo.exponential", &[n], ty, &[])?;
                    let o = em.full_like(one(out.dtype), &out)?;
                    let d = em.binary("stablehlo.add", o, e, &out)?;
                    let o2 = em.full_like(one(out.dtype), &out)?;
                    Ok(vec![em.binary("stablehlo.divide", o2, d, &out)?])
                },
            )?;
            return Ok(vs);
        }
        _ => em.one(unary_name(op), &[x], ty, &[])?,
    };
    Ok(vec![v])
}

/// JAX's `_integer_pow_lowering`: direct forms for 1, 2, 3 and -1, else square-and-multiply.
pub(super) fn integer_pow<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, y: i64) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?;
    Ok(vec![pow(cx.em, cx.xs[0], y, out)?])
}

fn pow<'c, 'a>(
    em: &Emitter<'c, 'a>,
    x: Value<'c, 'a>,
    y: i64,
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let mul = |a, b| em.binary("stablehlo.multiply", a, b, out);
    match y {
        1 => Ok(x),
        2 => mul(x, x),
        3 => {
            let sq = mul(x, x)?;
            mul(sq, x)
        }
        -1 => {
            let o = em.full_like(one(out.dtype), out)?;
            em.binary("stablehlo.divide", o, x, out)
        }
        0 => em.full_like(one(out.dtype), out),
        _ => {
            let reciprocal = y < 0;
            let mut n = y.unsigned_abs();
            let mut base = x;
            let mut acc: Option<Value<'c, 'a>> = None;
            while n > 0 {
                if n & 1 == 1 {
                    acc = Some(match acc {
                        None => base,
                        Some(a) => mul(a, base)?,
                    });
                }
                n >>= 1;
                if n > 0 {
                    base = mul(base, base)?;
                }
            }
            let acc = acc.unwrap_or(x);
            if reciprocal {
                let o = em.full_like(one(out.dtype), out)?;
                em.binary("stablehlo.divide", o, acc, out)
            } else {
                Ok(acc)
            }
        }
    }
}

/// `round`: JAX's two rounding methods are two stablehlo ops.
pub(super) fn round<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    method: RoundingMethod,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?;
    let name = match method {
        RoundingMethod::AwayFromZero => "stablehlo.round_nearest_afz",
        RoundingMethod::ToNearestEven => "stablehlo.round_nearest_even",
    };
    Ok(vec![cx.em.one(name, &[cx.xs[0]], cx.em.ty(out)?, &[])?])
}

/// A scalar literal of `lower_fun`-traced JAX code used with `out`-shaped values: a constant,
/// broadcast unless `out` is 0-d (where the shapes already agree).
fn scalar_like<'c, 'a>(
    em: &Emitter<'c, 'a>,
    value: Scalar,
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let c = em.constant(out.dtype, value)?;
    if out.rank() == 0 {
        Ok(c)
    } else {
        em.broadcast(c, out, &[])
    }
}

/// JAX's asin rules: `chlo.asin` on cuda and rocm (its 'gpu' rule), elsewhere
/// `atan2(x, sqrt((1 - x) * (1 + x)))`. A module for several platforms that need different rules
/// dispatches on the platform index as `lower_per_platform` does: one `case` branch per GPU
/// platform in the order given, then the default rule's.
fn asin<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Result<Value<'c, 'a>, LowerError> {
    let out = cx.one_out()?.clone();
    let x = cx.xs[0];
    let vs = cx.per_platform(
        |p| matches!(p, "cuda" | "rocm" | "oneapi"),
        |em, rule| {
            Ok(vec![match rule {
                Some(_) => em.one("chlo.asin", &[x], em.ty(&out)?, &[])?,
                None => asin_composed(em, x, &out)?,
            }])
        },
    )?;
    vs.into_iter()
        .next()
        .ok_or_else(|| cx.unsupported("asin produced no value"))
}

/// JAX's default asin rule (`lower_fun` of `atan2(x, sqrt((1 - x) * (1 + x)))`).
fn asin_composed<'c, 'b>(
    em: &Emitter<'c, 'b>,
    x: Value<'c, '_>,
    out: &Aval,
) -> Result<Value<'c, 'b>, LowerError> {
    let ty = em.ty(out)?;
    let o = scalar_like(em, one(out.dtype), out)?;
    let s = em.binary("stablehlo.subtract", o, x, out)?;
    let o2 = scalar_like(em, one(out.dtype), out)?;
    let a = em.binary("stablehlo.add", o2, x, out)?;
    let m = em.binary("stablehlo.multiply", s, a, out)?;
    let r = em.one("stablehlo.sqrt", &[m], ty, &[])?;
    em.binary("stablehlo.atan2", x, r, out)
}

/// JAX's `_polynomial_lower` (up to 8 coefficients; more are a scan there): Horner's rule from
/// the highest coefficient, `acc = acc * x + c`, each op broadcasting as any n-ary op does.
pub(super) fn polynomial<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    let out = cx.one_out()?.clone();
    let em = cx.em;
    let (Some((&x, coeffs)), Some((x_aval, coeff_avals))) =
        (cx.xs.split_first(), cx.avals.split_first())
    else {
        return Err(cx.unsupported("needs x and coefficients"));
    };
    if coeffs.is_empty() || coeffs.len() > 8 {
        return Err(cx.unsupported("lowers 1 to 8 coefficients (JAX lowers more as a scan)"));
    }
    let nary = |name: &str, a: (Value<'c, 'a>, &Aval), b: (Value<'c, 'a>, &Aval)| {
        let shape = broadcast_shapes("polynomial", [&a.1.shape, &b.1.shape])
            .map_err(|m| cx.unsupported(m.to_string()))?;
        let aval = Aval::new(out.dtype, shape);
        let v = broadcast_to(em, &[a.0, b.0], &[a.1.clone(), b.1.clone()], &aval)?;
        Ok::<_, LowerError>((em.binary(name, v[0], v[1], &aval)?, aval))
    };
    let n = coeffs.len() - 1;
    let mut acc = (coeffs[n], coeff_avals[n].clone());
    for (&c, c_aval) in coeffs[..n].iter().zip(&coeff_avals[..n]).rev() {
        let m = nary("stablehlo.multiply", (acc.0, &acc.1), (x, x_aval))?;
        acc = nary("stablehlo.add", (m.0, &m.1), (c, c_aval))?;
    }
    if acc.1 != out {
        return Err(cx.unsupported(format!("a result of type {} for {out}", acc.1)));
    }
    Ok(vec![acc.0])
}

/// `stablehlo.optimization_barrier` with one result per operand.
pub(super) fn optimization_barrier<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    let em = cx.em;
    let types = cx
        .avals
        .iter()
        .map(|a| em.ty(a))
        .collect::<Result<Vec<_>, _>>()?;
    let op = em.op("stablehlo.optimization_barrier", cx.xs, &types, &[], vec![])?;
    Ok(op.results().map(Into::into).collect())
}

pub(super) fn bitcast_convert<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?;
    let ty = cx.em.ty(out)?;
    Ok(vec![cx.em.one(
        "stablehlo.bitcast_convert",
        &[cx.xs[0]],
        ty,
        &[],
    )?])
}

pub(super) fn reduce_precision<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    exponent_bits: u32,
    mantissa_bits: u32,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?;
    let em = cx.em;
    let bits = |n: u32| i32::try_from(n).map(|n| i32_attr(em.context, n));
    let (Ok(e), Ok(m)) = (bits(exponent_bits), bits(mantissa_bits)) else {
        return Err(cx.unsupported("exponent_bits and mantissa_bits must fit in i32"));
    };
    let attrs = [("exponent_bits", e), ("mantissa_bits", m)];
    Ok(vec![em.one(
        "stablehlo.reduce_precision",
        &[cx.xs[0]],
        em.ty(out)?,
        &attrs,
    )?])
}

pub(super) fn binary<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, op: BinaryOp) -> Lowering<'c, 'a> {
    cx.arity(2)?;
    let out = cx.one_out()?;
    let em = cx.em;
    let (mut xs, mut avals) = (cx.xs.to_vec(), cx.avals.to_vec());
    if op == BinaryOp::Pow && avals[1].dtype != out.dtype {
        // JAX's `_pow_lower`: an integer exponent is converted to the base's dtype first.
        avals[1] = Aval::new(out.dtype, avals[1].shape.clone());
        xs[1] = em.one("stablehlo.convert", &[xs[1]], em.ty(&avals[1])?, &[])?;
    }
    if op == BinaryOp::Complex {
        return super::complex::complex(cx);
    }
    if matches!(
        op,
        BinaryOp::Igamma | BinaryOp::Igammac | BinaryOp::IgammaGradA
    ) {
        return super::igamma::igamma(cx, op);
    }
    let b = broadcast_to(em, &xs, &avals, out)?;
    if out.dtype.is_complex() && matches!(op, BinaryOp::Max | BinaryOp::Min) {
        let dir = if op == BinaryOp::Max {
            ComparisonDirection::Gt
        } else {
            ComparisonDirection::Lt
        };
        return Ok(vec![super::complex::minmax(em, b[0], b[1], dir, out)?]);
    }
    Ok(vec![em.binary(binary_name(op), b[0], b[1], out)?])
}

pub(super) fn compare<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    op: ComparisonDirection,
) -> Lowering<'c, 'a> {
    cx.arity(2)?;
    let out = cx.one_out()?;
    let operand = Aval::new(cx.avals[0].dtype, out.shape.clone());
    let b = broadcast_to(cx.em, cx.xs, cx.avals, &operand)?;
    if op.total_order() && operand.dtype.is_float() {
        // JAX's `_compare_lower_hlo(total_order=True)`.
        let ty = crate::attrs::ComparisonType::TotalOrder;
        return Ok(vec![cx.em.compare_as(b[0], b[1], op, ty, &operand)?]);
    }
    Ok(vec![cx.em.compare(b[0], b[1], op, &operand)?])
}

pub(super) fn clamp<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    cx.arity(3)?;
    let out = cx.one_out()?;
    let b = broadcast_to(cx.em, cx.xs, cx.avals, out)?;
    Ok(vec![cx.em.one(
        "stablehlo.clamp",
        &b,
        cx.em.ty(out)?,
        &[],
    )?])
}

pub(super) fn select_n<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    let out = cx.one_out()?;
    let (which, cases) = cx
        .xs
        .split_first()
        .ok_or_else(|| cx.unsupported("needs a predicate"))?;
    if cases.is_empty() {
        return Err(cx.unsupported("needs at least one case"));
    }
    let which_aval = &cx.avals[0];
    if cases.len() == 1 {
        return Ok(vec![cases[0]]);
    }
    if which_aval.dtype.is_bool() {
        return Ok(vec![cx.em.select(*which, cases[1], cases[0], out)?]);
    }
    Ok(vec![select_tree(cx.em, *which, which_aval, 0, cases, out)?])
}

pub(super) fn convert<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    new_dtype: DType,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?;
    let em = cx.em;
    let mut x = cx.xs[0];
    let mut aval = cx.avals[0].clone();
    if aval.dtype.is_complex() && !new_dtype.is_complex() {
        // JAX: `real` first (numpy's ComplexWarning: the imaginary part is discarded).
        (x, aval) = super::complex::real_part_of(em, x, &aval)?;
    }
    if new_dtype.is_bool() {
        let z = em.full_like(zero(aval.dtype), &aval)?;
        x = em.compare(x, z, ComparisonDirection::Ne, &aval)?;
    }
    Ok(vec![em.one("stablehlo.convert", &[x], em.ty(out)?, &[])?])
}

/// JAX's `select_n` for an integer predicate: a balanced tree of `which < mid` selects.
fn select_tree<'c, 'a>(
    em: &Emitter<'c, 'a>,
    which: Value<'c, 'a>,
    which_aval: &Aval,
    offset: usize,
    cases: &[Value<'c, 'a>],
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    if cases.len() == 1 {
        return Ok(cases[0]);
    }
    let mid = cases.len() / 2;
    let bound = em.full_like(Scalar::Int((offset + mid) as i128), which_aval)?;
    let pred = em.compare(which, bound, ComparisonDirection::Lt, which_aval)?;
    let lo = select_tree(em, which, which_aval, offset, &cases[..mid], out)?;
    let hi = select_tree(em, which, which_aval, offset + mid, &cases[mid..], out)?;
    em.select(pred, lo, hi, out)
}

/// JAX's `multi_broadcast_in_dim`: operands whose shape differs from `out`'s are broadcast along
/// its trailing dimensions.
fn broadcast_to<'c, 'a>(
    em: &Emitter<'c, 'a>,
    xs: &[Value<'c, 'a>],
    avals: &[Aval],
    out: &Aval,
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    xs.iter()
        .zip(avals)
        .map(|(&x, a)| {
            if a.shape == out.shape {
                Ok(x)
            } else {
                let r = out.rank() as i64;
                let dims: Vec<i64> = (r - a.rank() as i64..r).collect();
                em.broadcast(x, &Aval::new(a.dtype, out.shape.clone()), &dims)
            }
        })
        .collect()
}

/// The one stablehlo or chlo op of `op` (empty for the compositions).
pub(super) fn unary_op_name(op: UnaryOp) -> &'static str {
    unary_name(op)
}

fn unary_name(op: UnaryOp) -> &'static str {
    match op {
        UnaryOp::Neg => "stablehlo.negate",
        UnaryOp::Abs => "stablehlo.abs",
        UnaryOp::Sign => "stablehlo.sign",
        UnaryOp::Exp => "stablehlo.exponential",
        UnaryOp::Log => "stablehlo.log",
        UnaryOp::Tanh => "stablehlo.tanh",
        UnaryOp::Logistic => "stablehlo.logistic",
        UnaryOp::Sin => "stablehlo.sine",
        UnaryOp::Cos => "stablehlo.cosine",
        UnaryOp::Sqrt => "stablehlo.sqrt",
        UnaryOp::Rsqrt => "stablehlo.rsqrt",
        UnaryOp::Square => "chlo.square",
        UnaryOp::Floor => "stablehlo.floor",
        UnaryOp::Ceil => "stablehlo.ceil",
        UnaryOp::Not => "stablehlo.not",
        UnaryOp::Asin => "chlo.asin",
        UnaryOp::Acos => "chlo.acos",
        UnaryOp::Atan => "chlo.atan",
        UnaryOp::Acosh => "chlo.acosh",
        UnaryOp::Asinh => "chlo.asinh",
        UnaryOp::Atanh => "chlo.atanh",
        UnaryOp::Sinh => "chlo.sinh",
        UnaryOp::Cosh => "chlo.cosh",
        UnaryOp::Tan => "stablehlo.tan",
        UnaryOp::Cbrt => "stablehlo.cbrt",
        UnaryOp::Expm1 => "stablehlo.exponential_minus_one",
        UnaryOp::Log1p => "stablehlo.log_plus_one",
        UnaryOp::Erf => "chlo.erf",
        UnaryOp::Erfc => "chlo.erfc",
        UnaryOp::ErfInv => "chlo.erf_inv",
        UnaryOp::Digamma => "chlo.digamma",
        UnaryOp::BesselI1e => "chlo.bessel_i1e",
        UnaryOp::IsFinite => "stablehlo.is_finite",
        UnaryOp::PopulationCount => "stablehlo.popcnt",
        UnaryOp::Clz => "stablehlo.count_leading_zeros",
        UnaryOp::Real => "stablehlo.real",
        UnaryOp::BesselI0e | UnaryOp::Lgamma => "",
        UnaryOp::Imag => "stablehlo.imag",
        // Lowered as compositions (or to nothing) in `unary`.
        UnaryOp::Exp2
        | UnaryOp::Log2
        | UnaryOp::OneMinusSquare
        | UnaryOp::Copy
        | UnaryOp::StopGradient => "",
    }
}

fn binary_name(op: BinaryOp) -> &'static str {
    match op {
        BinaryOp::Add => "stablehlo.add",
        BinaryOp::Sub => "stablehlo.subtract",
        BinaryOp::Mul => "stablehlo.multiply",
        BinaryOp::Div => "stablehlo.divide",
        BinaryOp::Rem => "stablehlo.remainder",
        BinaryOp::Max => "stablehlo.maximum",
        BinaryOp::Min => "stablehlo.minimum",
        BinaryOp::Pow => "stablehlo.power",
        BinaryOp::And => "stablehlo.and",
        BinaryOp::Or => "stablehlo.or",
        BinaryOp::Xor => "stablehlo.xor",
        BinaryOp::Atan2 => "stablehlo.atan2",
        BinaryOp::Nextafter => "chlo.next_after",
        BinaryOp::ShiftLeft => "stablehlo.shift_left",
        BinaryOp::ShiftRightLogical => "stablehlo.shift_right_logical",
        BinaryOp::ShiftRightArithmetic => "stablehlo.shift_right_arithmetic",
        BinaryOp::Zeta => "chlo.zeta",
        BinaryOp::Polygamma => "chlo.polygamma",
        BinaryOp::Mulhi => "chlo.mulhi",
        BinaryOp::AddAny => "stablehlo.add",
        BinaryOp::Complex => "stablehlo.complex",
        // Lowered as JAX's compositions (`igamma.rs`).
        BinaryOp::Igamma | BinaryOp::Igammac | BinaryOp::IgammaGradA => "",
    }
}
