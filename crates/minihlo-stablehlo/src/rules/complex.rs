//! Complex numbers: `complex`, `real`, `imag`, `conj`, and the rules JAX lowers differently for
//! complex operands (`abs` through `hypot`, `sin` and `cos` through `expm1`, `max`/`min` and
//! `reduce_max`/`reduce_min` in lexicographic order, `convert_element_type` from complex through
//! the real part). Each reproduces what `mlir.lower_fun` of JAX's Python code emits: a Python
//! scalar (`_const`) becomes a constant at each use (broadcast unless the value is 0-d), while
//! `full_like` makes one broadcast value that later uses share (a constant at each use when 0-d).

use melior::ir::Value;
use minihlo_ir::{Aval, CompareOp, DType, Scalar};

use crate::attrs::ComparisonDirection;
use crate::ctx::{EqnCtx, Lowering};
use crate::emit::Emitter;
use crate::error::LowerError;

pub(super) type V<'c, 'a> = Value<'c, 'a>;

/// A value of traced JAX code: an array, or a Python scalar materialised at each use (shared
/// with the other `lower_fun` expansions, rules/special.rs).
#[derive(Clone, Copy)]
pub(super) enum Lit<'c, 'a> {
    Val(V<'c, 'a>),
    Scalar(Scalar),
}

pub(super) struct Fun<'e, 'c, 'a> {
    pub(super) em: &'e Emitter<'c, 'a>,
}

impl<'c, 'a> Fun<'_, 'c, 'a> {
    /// The value of `l` as an operand of type `aval`.
    pub(super) fn get(&self, l: Lit<'c, 'a>, aval: &Aval) -> Result<V<'c, 'a>, LowerError> {
        match l {
            Lit::Val(v) => Ok(v),
            Lit::Scalar(s) => {
                let c = self.em.constant(aval.dtype, s)?;
                if aval.rank() == 0 {
                    Ok(c)
                } else {
                    self.em.broadcast(c, aval, &[])
                }
            }
        }
    }
    /// `lax.full_like(x, v)`.
    pub(super) fn full_like(&self, v: f64, aval: &Aval) -> Result<Lit<'c, 'a>, LowerError> {
        if aval.rank() == 0 {
            Ok(Lit::Scalar(Scalar::Float(v)))
        } else {
            Ok(Lit::Val(self.get(Lit::Scalar(Scalar::Float(v)), aval)?))
        }
    }
    pub(super) fn bin(
        &self,
        name: &str,
        x: Lit<'c, 'a>,
        y: Lit<'c, 'a>,
        aval: &Aval,
    ) -> Result<V<'c, 'a>, LowerError> {
        let x = self.get(x, aval)?;
        let y = self.get(y, aval)?;
        self.em.binary(name, x, y, aval)
    }
    pub(super) fn un(
        &self,
        name: &str,
        x: V<'c, 'a>,
        aval: &Aval,
    ) -> Result<V<'c, 'a>, LowerError> {
        self.em.one(name, &[x], self.em.ty(aval)?, &[])
    }
    pub(super) fn cmp(
        &self,
        dir: ComparisonDirection,
        x: Lit<'c, 'a>,
        y: Lit<'c, 'a>,
        aval: &Aval,
    ) -> Result<V<'c, 'a>, LowerError> {
        let x = self.get(x, aval)?;
        let y = self.get(y, aval)?;
        self.em.compare(x, y, dir, aval)
    }
    /// `select(pred, on_true, on_false)`: `select_n(pred, on_false, on_true)` materialises its
    /// cases in that order.
    pub(super) fn select(
        &self,
        pred: V<'c, 'a>,
        on_true: Lit<'c, 'a>,
        on_false: Lit<'c, 'a>,
        aval: &Aval,
    ) -> Result<V<'c, 'a>, LowerError> {
        let f = self.get(on_false, aval)?;
        let t = self.get(on_true, aval)?;
        self.em.select(pred, t, f, aval)
    }
    pub(super) fn part(
        &self,
        name: &str,
        z: V<'c, 'a>,
        part: &Aval,
    ) -> Result<V<'c, 'a>, LowerError> {
        self.un(name, z, part)
    }
    pub(super) fn complex(
        &self,
        re: Lit<'c, 'a>,
        im: Lit<'c, 'a>,
        part: &Aval,
        out: &Aval,
    ) -> Result<V<'c, 'a>, LowerError> {
        let re = self.get(re, part)?;
        let im = self.get(im, part)?;
        self.em.binary("stablehlo.complex", re, im, out)
    }
}

fn part_aval(z: &Aval) -> Aval {
    Aval::new(z.dtype.real_part(), z.shape.clone())
}

/// `complex re im`, broadcasting as any n-ary op.
pub(super) fn complex<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    cx.arity(2)?;
    let out = cx.one_out()?.clone();
    let part = part_aval(&out);
    let em = cx.em;
    let xs = cx
        .xs
        .iter()
        .zip(cx.avals)
        .map(|(&x, a)| {
            if a.shape == out.shape {
                Ok(x)
            } else {
                let r = out.rank() as i64;
                let dims: Vec<i64> = (r - a.rank() as i64..r).collect();
                em.broadcast(x, &part, &dims)
            }
        })
        .collect::<Result<Vec<_>, LowerError>>()?;
    Ok(vec![em.binary("stablehlo.complex", xs[0], xs[1], &out)?])
}

/// `conj`: JAX's `_conj_impl` through `lower_fun`: `complex(real(x), -imag(x))`, or
/// `complex(x, zeros)` for a float operand.
pub(super) fn conj<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?.clone();
    let f = Fun { em: cx.em };
    let x = cx.xs[0];
    let part = part_aval(&out);
    if cx.avals[0].dtype.is_complex() {
        let re = f.part("stablehlo.real", x, &part)?;
        let im = f.part("stablehlo.imag", x, &part)?;
        let neg = f.un("stablehlo.negate", im, &part)?;
        return Ok(vec![f.complex(Lit::Val(re), Lit::Val(neg), &part, &out)?]);
    }
    let zeros = f.full_like(0.0, &part)?;
    Ok(vec![f.complex(Lit::Val(x), zeros, &part, &out)?])
}

/// `abs` of a complex number: `hypot(real(x), imag(x))[0]` (JAX's `hypot`, which rescales by a
/// power of two so that the squares neither overflow nor underflow; its unused unit vector is
/// emitted too).
pub(super) fn abs<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?.clone();
    let f = Fun { em: cx.em };
    let z = cx.xs[0];
    let x1 = f.part("stablehlo.real", z, &out)?;
    let x2 = f.part("stablehlo.imag", z, &out)?;
    let (nmant, minexp, maxexp) = match out.dtype {
        DType::F32 => (23i32, -126i32, 128i32),
        _ => (52, -1022, 1024),
    };
    let k = (nmant - minexp + 1).div_euclid(2);
    let e_hi = (maxexp - 1).div_euclid(2);
    let pow2 = |e: i32| Lit::Scalar(Scalar::Float(2f64.powi(e)));
    let a1 = f.un("stablehlo.abs", x1, &out)?;
    let a2 = f.un("stablehlo.abs", x2, &out)?;
    let m = f.bin("stablehlo.maximum", Lit::Val(a1), Lit::Val(a2), &out)?;
    let hi = f.cmp(CompareOp::Ge, Lit::Val(m), pow2(e_hi), &out)?;
    let lo = f.cmp(CompareOp::Le, Lit::Val(m), pow2(e_hi - k), &out)?;
    let s_down = f.full_like(2f64.powi(-k), &out)?;
    let s_up = f.full_like(2f64.powi(k), &out)?;
    let one = f.full_like(1.0, &out)?;
    let scaled = |x: V<'c, 'a>| -> Result<V<'c, 'a>, LowerError> {
        let down = f.bin("stablehlo.multiply", Lit::Val(x), s_down, &out)?;
        let up = f.bin("stablehlo.multiply", Lit::Val(x), s_up, &out)?;
        let l = f.select(lo, Lit::Val(up), Lit::Val(x), &out)?;
        f.select(hi, Lit::Val(down), Lit::Val(l), &out)
    };
    let y1 = scaled(x1)?;
    let y2 = scaled(x2)?;
    let l = f.select(lo, s_down, one, &out)?;
    let inv_scale = f.select(hi, s_up, Lit::Val(l), &out)?;
    let sq1 = f.un("chlo.square", y1, &out)?;
    let sq2 = f.un("chlo.square", y2, &out)?;
    let sum = f.bin("stablehlo.add", Lit::Val(sq1), Lit::Val(sq2), &out)?;
    let r_scaled = f.un("stablehlo.sqrt", sum, &out)?;
    let r = f.bin(
        "stablehlo.multiply",
        Lit::Val(r_scaled),
        Lit::Val(inv_scale),
        &out,
    )?;
    let inf = f.full_like(f64::INFINITY, &out)?;
    let i1 = f.cmp(CompareOp::Eq, Lit::Val(a1), inf, &out)?;
    let i2 = f.cmp(CompareOp::Eq, Lit::Val(a2), inf, &out)?;
    let bools = Aval::new(DType::Bool, out.shape.clone());
    let either = f.bin("stablehlo.or", Lit::Val(i1), Lit::Val(i2), &bools)?;
    let r = f.select(either, inf, Lit::Val(r), &out)?;
    f.bin("stablehlo.divide", Lit::Val(y1), Lit::Val(r_scaled), &out)?;
    f.bin("stablehlo.divide", Lit::Val(y2), Lit::Val(r_scaled), &out)?;
    Ok(vec![r])
}

/// `sin` / `cos` of a complex number (JAX's `_sin_complex` / `_cos_complex`).
pub(super) fn sin_cos<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, cos: bool) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?.clone();
    let f = Fun { em: cx.em };
    let part = part_aval(&out);
    let z = cx.xs[0];
    let a = f.part("stablehlo.real", z, &part)?;
    let b = f.part("stablehlo.imag", z, &part)?;
    let zero = || Lit::Scalar(Scalar::Float(0.0));
    let two = || Lit::Scalar(Scalar::Float(2.0));
    let a_is_zero = f.cmp(CompareOp::Eq, Lit::Val(a), zero(), &part)?;
    let sn = f.un("stablehlo.sine", a, &part)?;
    let cs = f.un("stablehlo.cosine", a, &part)?;
    let e1m = f.un("stablehlo.exponential_minus_one", b, &part)?;
    let nb = f.un("stablehlo.negate", b, &part)?;
    let e2m = f.un("stablehlo.exponential_minus_one", nb, &part)?;
    let d = f.bin("stablehlo.subtract", Lit::Val(e1m), Lit::Val(e2m), &part)?;
    let snh = f.bin("stablehlo.divide", Lit::Val(d), two(), &part)?;
    let s = f.bin("stablehlo.add", Lit::Val(e1m), Lit::Val(e2m), &part)?;
    let s2 = f.bin("stablehlo.add", Lit::Val(s), two(), &part)?;
    let csh = f.bin("stablehlo.divide", Lit::Val(s2), two(), &part)?;
    let v = if cos {
        let re = f.bin("stablehlo.multiply", Lit::Val(cs), Lit::Val(csh), &part)?;
        let nsn = f.un("stablehlo.negate", sn, &part)?;
        let im = f.bin("stablehlo.multiply", Lit::Val(nsn), Lit::Val(snh), &part)?;
        let when_zero = f.complex(Lit::Val(re), zero(), &part, &out)?;
        let general = f.complex(Lit::Val(re), Lit::Val(im), &part, &out)?;
        f.em.select(a_is_zero, when_zero, general, &out)?
    } else {
        let re = f.bin("stablehlo.multiply", Lit::Val(sn), Lit::Val(csh), &part)?;
        let im = f.bin("stablehlo.multiply", Lit::Val(cs), Lit::Val(snh), &part)?;
        let when_zero = f.complex(zero(), Lit::Val(im), &part, &out)?;
        let general = f.complex(Lit::Val(re), Lit::Val(im), &part, &out)?;
        f.em.select(a_is_zero, when_zero, general, &out)?
    };
    Ok(vec![v])
}

/// JAX's `_minmax_complex_lowering`: lexicographic on (real, imag); `x` wins when it compares
/// `dir` (GT for max, LT for min). Operands already have `out`'s shape.
pub(super) fn minmax<'c, 'a>(
    em: &Emitter<'c, 'a>,
    x: V<'c, 'a>,
    y: V<'c, 'a>,
    dir: ComparisonDirection,
    out: &Aval,
) -> Result<V<'c, 'a>, LowerError> {
    let f = Fun { em };
    let part = part_aval(out);
    let rx = f.part("stablehlo.real", x, &part)?;
    let ry = f.part("stablehlo.real", y, &part)?;
    let req = em.compare(rx, ry, CompareOp::Eq, &part)?;
    let rdir = em.compare(rx, ry, dir, &part)?;
    let ix = f.part("stablehlo.imag", x, &part)?;
    let iy = f.part("stablehlo.imag", y, &part)?;
    let idir = em.compare(ix, iy, dir, &part)?;
    let bools = Aval::new(DType::Bool, out.shape.clone());
    let which = em.select(req, idir, rdir, &bools)?;
    em.select(which, x, y, out)
}

/// JAX's `_log2_lower` for complex operands: `log x`, then its real and imaginary parts each
/// times `1 / ln 2` (one constant of the part type, broadcast), put together again. `attrs`: the
/// `log`'s (`result_accuracy`).
pub(super) fn log2<'c, 'a>(
    em: &Emitter<'c, 'a>,
    x: V<'c, 'a>,
    out: &Aval,
    attrs: &[(&str, melior::ir::Attribute<'c>)],
) -> Result<V<'c, 'a>, LowerError> {
    let part = part_aval(out);
    let log = em.one("stablehlo.log", &[x], em.ty(out)?, attrs)?;
    let f = Fun { em };
    let re = f.part("stablehlo.real", log, &part)?;
    let im = f.part("stablehlo.imag", log, &part)?;
    let c = em.full_like(Scalar::Float(std::f64::consts::LOG2_E), &part)?;
    let re = em.binary("stablehlo.multiply", re, c, &part)?;
    let im = em.binary("stablehlo.multiply", im, c, &part)?;
    em.one("stablehlo.complex", &[re, im], em.ty(out)?, &[])
}

/// `convert_element_type` from a complex dtype to another kind: JAX takes the real part first.
pub(super) fn real_part_of<'c, 'a>(
    em: &Emitter<'c, 'a>,
    x: V<'c, 'a>,
    aval: &Aval,
) -> Result<(V<'c, 'a>, Aval), LowerError> {
    let part = part_aval(aval);
    Ok((em.one("stablehlo.real", &[x], em.ty(&part)?, &[])?, part))
}
