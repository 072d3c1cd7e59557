//! `Ldexp` and `Frexp` expanded as JAX lowers them: a hijax primitive's lowering traces its
//! `expand` (`_ldexp_impl`, `_frexp_impl` in `jax/_src/numpy/ufuncs.py`) and lowers that jaxpr
//! in place, so [`crate::hiprims_expand`] splices in the equations of the trace, built here
//! equation for equation as JAX traces them (the subnormal flush, then the IEEE
//! fields taken apart and put back together with shifts, masks and selects).

use crate::builder::{BuildError, Builder};
use crate::jaxpr::{Atom, Literal, Var};
use crate::primitive::{BinaryOp, CompareOp};
use crate::program::Program;
use crate::types::{Aval, DType};

type R<T> = Result<T, String>;

fn built<T>(prim: &str, r: Result<T, BuildError>) -> R<T> {
    r.map_err(|e| format!("expanding {prim}: {e}"))
}

fn lit(dtype: DType, value: i128) -> Atom {
    Atom::Literal(Literal::of(dtype, value))
}

/// `dtypes.finfo(dtype)`'s fields for a float JAX expands: the unsigned type of its width,
/// the exponent bits, the mantissa bits and `maxexp - 1` (the bias).
struct Fields {
    float: DType,
    uint: DType,
    nexp: u32,
    nmant: u32,
    bias: i128,
}

impl Fields {
    fn of(prim: &str, dtype: DType) -> R<Fields> {
        let (uint, nexp, nmant) = match dtype {
            DType::F16 => (DType::U16, 5, 10),
            DType::BF16 => (DType::U16, 8, 7),
            DType::F32 => (DType::U32, 8, 23),
            DType::F64 => (DType::U64, 11, 52),
            d => {
                return Err(format!(
                    "{prim} of {}: not a float JAX expands",
                    d.numpy_name()
                ))
            }
        };
        Ok(Fields {
            float: dtype,
            uint,
            nexp,
            nmant,
            bias: (1i128 << (nexp - 1)) - 1,
        })
    }
    fn exp_mask(&self) -> i128 {
        (1i128 << self.nexp) - 1
    }
    fn mant_mask(&self) -> i128 {
        (1i128 << self.nmant) - 1
    }
    fn sign_mask(&self) -> i128 {
        1i128 << (self.nexp + self.nmant)
    }
    fn u(&self, v: i128) -> Atom {
        lit(self.uint, v)
    }
}

/// `u`, `sign`, `exp`, `mant`, `is_zero_or_sub`, `is_inf_or_nan` of `_ldexp_impl` and
/// `_frexp_impl`, after `_flush_subnormals(x)`.
struct Parts {
    u: Var,
    sign: Var,
    exp: Var,
    mant: Var,
    is_zero: Var,
    is_inf_or_nan: Var,
}

fn parts(b: &mut Builder, prim: &str, f: &Fields, x: Var) -> R<Parts> {
    let ok = |r| built(prim, r);
    // _flush_subnormals
    let u0 = ok(b.bitcast_convert_type(x, f.uint))?;
    let e0 = ok(b.binary(BinaryOp::And, u0, f.u(f.exp_mask() << f.nmant)))?;
    let z0 = ok(b.compare(CompareOp::Eq, e0, f.u(0)))?;
    let s0 = ok(b.binary(BinaryOp::And, u0, f.u(f.sign_mask())))?;
    let sel = ok(b.select_n(z0, &[u0.into(), s0.into()]))?;
    let x = ok(b.bitcast_convert_type(sel, f.float))?;
    // the fields
    let u = ok(b.bitcast_convert_type(x, f.uint))?;
    let sign = ok(b.binary(BinaryOp::And, u, f.u(f.sign_mask())))?;
    let shifted = ok(b.binary(BinaryOp::ShiftRightLogical, u, f.u(f.nmant.into())))?;
    let exp = ok(b.binary(BinaryOp::And, shifted, f.u(f.exp_mask())))?;
    let mant = ok(b.binary(BinaryOp::And, u, f.u(f.mant_mask())))?;
    let is_zero = ok(b.compare(CompareOp::Eq, exp, f.u(0)))?;
    let is_inf_or_nan = ok(b.compare(CompareOp::Eq, exp, f.u(f.exp_mask())))?;
    Ok(Parts {
        u,
        sign,
        exp,
        mant,
        is_zero,
        is_inf_or_nan,
    })
}

/// `_ldexp_impl(x1, x2)` traced for operands of types `a1`, `a2`.
pub(crate) fn ldexp_program(a1: &Aval, a2: &Aval) -> R<Program> {
    let prim = "Ldexp";
    let ok = |r| built(prim, r);
    let f = Fields::of(prim, a1.dtype)?;
    let mut b = Builder::new();
    let x = b.input(a1.clone());
    let n = b.input(a2.clone());
    let p = parts(&mut b, prim, &f, x)?;
    let max_shift = 1i128 << (f.nexp + 1);
    let signed = a2.dtype.is_signed_int();
    let mut n: Atom = n.into();
    let mut ndt = a2.dtype;
    if a2.dtype.bits() < 32 {
        ndt = if signed { DType::I32 } else { DType::U32 };
        n = ok(b.convert(n, ndt))?.into();
    }
    let low = lit(ndt, if signed { -max_shift } else { 0 });
    let mut n: Atom = ok(b.clamp(low, n, lit(ndt, max_shift)))?.into();
    if ndt != DType::I32 {
        n = ok(b.convert(n, DType::I32))?.into();
    }
    let exp_i32 = ok(b.convert(p.exp, DType::I32))?;
    let new_exp = ok(b.binary(BinaryOp::Add, exp_i32, n))?;
    let inf_bits = ok(b.binary(BinaryOp::Or, p.sign, f.u(f.exp_mask() << f.nmant)))?;
    let ne = ok(b.convert(new_exp, f.uint))?;
    let ne = ok(b.binary(BinaryOp::ShiftLeft, ne, f.u(f.nmant.into())))?;
    let norm = ok(b.binary(BinaryOp::Or, p.sign, ne))?;
    let norm = ok(b.binary(BinaryOp::Or, norm, p.mant))?;
    let under = ok(b.compare(CompareOp::Le, new_exp, lit(DType::I32, 0)))?;
    let over = ok(b.compare(CompareOp::Ge, new_exp, lit(DType::I32, f.exp_mask())))?;
    let r = ok(b.select_n(over, &[norm.into(), inf_bits.into()]))?;
    let r = ok(b.select_n(under, &[r.into(), p.sign.into()]))?;
    let r = ok(b.select_n(p.is_zero, &[r.into(), p.sign.into()]))?;
    let r = ok(b.select_n(p.is_inf_or_nan, &[r.into(), p.u.into()]))?;
    let out = ok(b.bitcast_convert_type(r, f.float))?;
    Ok(b.finish([out]))
}

/// `_frexp_impl(x)` traced for an operand of type `a`.
pub(crate) fn frexp_program(a: &Aval) -> R<Program> {
    let prim = "Frexp";
    let ok = |r| built(prim, r);
    let f = Fields::of(prim, a.dtype)?;
    let mut b = Builder::new();
    let x = b.input(a.clone());
    let p = parts(&mut b, prim, &f, x)?;
    let m = ok(b.binary(BinaryOp::Or, p.sign, f.u((f.bias - 1) << f.nmant)))?;
    let m = ok(b.binary(BinaryOp::Or, m, p.mant))?;
    let m = ok(b.select_n(p.is_zero, &[m.into(), p.sign.into()]))?;
    let m = ok(b.select_n(p.is_inf_or_nan, &[m.into(), p.u.into()]))?;
    let special = ok(b.binary(BinaryOp::Or, p.is_inf_or_nan, p.is_zero))?;
    // `lax.full_like(u, 0, dtype=int32)`: the literal for a scalar, its broadcast otherwise.
    let zeros = if a.rank() == 0 {
        lit(DType::I32, 0)
    } else {
        ok(b.broadcast_in_dim(lit(DType::I32, 0), a.dims().to_vec(), &[]))?.into()
    };
    let e = ok(b.convert(p.exp, DType::I32))?;
    let e = ok(b.binary(BinaryOp::Sub, e, lit(DType::I32, f.bias - 1)))?;
    let e = ok(b.select_n(special, &[e.into(), zeros]))?;
    let m = ok(b.bitcast_convert_type(m, f.float))?;
    Ok(b.finish([m, e]))
}
