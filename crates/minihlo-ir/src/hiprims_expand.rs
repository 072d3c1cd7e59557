//! `Ldexp` and `Frexp` expanded as JAX lowers them: a hijax primitive's lowering traces its
//! `expand` (`_ldexp_impl`, `_frexp_impl` in `jax/_src/numpy/ufuncs.py`) and lowers that jaxpr
//! in place, so [`expand_hiprims`] replaces each such equation by the equations of the trace,
//! built here equation for equation as JAX traces them (the subnormal flush, then the IEEE
//! fields taken apart and put back together with shifts, masks and selects).

use std::collections::HashMap;

use crate::builder::{BuildError, Builder};
use crate::hiprims::{Frexp, Ldexp};
use crate::jaxpr::{Atom, Eqn, Jaxpr, Literal, Var};
use crate::primitive::{BinaryOp, CompareOp, Primitive};
use crate::program::{Jaxprs, Program};
use crate::types::{Aval, DType, Scalar};

type R<T> = Result<T, String>;

fn built<T>(prim: &str, r: Result<T, BuildError>) -> R<T> {
    r.map_err(|e| format!("expanding {prim}: {e}"))
}

fn lit(dtype: DType, value: i128) -> Atom {
    Atom::Literal(Literal {
        value: Scalar::Int(value),
        dtype,
    })
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
fn ldexp_program(a1: &Aval, a2: &Aval) -> R<Program> {
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
fn frexp_program(a: &Aval) -> R<Program> {
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

/// Splices the main jaxpr of `sub` (no sub-jaxprs, straight-line) into `j` in place of `eqn`:
/// fresh variables for its intermediates, `eqn`'s own outputs for its results.
fn splice(j: &mut Jaxpr, eqn: &Eqn, sub: &Program, out: &mut Vec<Eqn>) -> R<()> {
    let s = sub.main();
    let mut map: HashMap<Var, Atom> = HashMap::new();
    for (v, a) in s.invars.iter().zip(&eqn.inputs) {
        map.insert(*v, *a);
    }
    let mut results: HashMap<Var, Var> = HashMap::new();
    for (o, &v) in s.outvars.iter().zip(&eqn.outputs) {
        match o {
            Atom::Var(sv) if !results.contains_key(sv) => {
                results.insert(*sv, v);
            }
            _ => {
                return Err(format!(
                    "expanding {}: an unexpected result",
                    eqn.primitive.name()
                ))
            }
        }
    }
    for e in &s.eqns {
        let inputs = e
            .inputs
            .iter()
            .map(|a| match a {
                Atom::Var(v) => map.get(v).copied().ok_or_else(|| {
                    format!("expanding {}: an unbound variable", eqn.primitive.name())
                }),
                Atom::Literal(_) => Ok(*a),
            })
            .collect::<R<Vec<Atom>>>()?;
        let outputs: Vec<Var> = e
            .outputs
            .iter()
            .map(|v| match results.get(v) {
                Some(&r) => r,
                None => j.new_var(s.aval(*v).clone()),
            })
            .collect();
        for (v, nv) in e.outputs.iter().zip(&outputs) {
            map.insert(*v, Atom::Var(*nv));
        }
        out.push(Eqn {
            primitive: e.primitive.clone(),
            inputs,
            outputs,
            span: eqn.span,
        });
    }
    Ok(())
}

fn is_hiprim(p: &Primitive) -> bool {
    matches!(p, Primitive::Ldexp(_) | Primitive::Frexp(_))
}

/// The expansion of `eqn` (an `Ldexp` or `Frexp`) for operands of types `avals`.
fn expansion(eqn: &Eqn, avals: &[Aval]) -> R<Program> {
    match (&eqn.primitive, avals) {
        (Primitive::Ldexp(p), [a1, a2]) => {
            let Ldexp { x1_aval, x2_aval } = &**p;
            if x1_aval != a1 || x2_aval != a2 {
                return Err("Ldexp: its params do not match its operands".into());
            }
            ldexp_program(a1, a2)
        }
        (Primitive::Frexp(p), [a]) => {
            let Frexp { x_aval } = &**p;
            if x_aval != a {
                return Err("Frexp: its params do not match its operand".into());
            }
            frexp_program(a)
        }
        (p, _) => Err(format!("{}: unexpected operands", p.name())),
    }
}

/// Replaces every `Ldexp` and `Frexp` equation of the program by JAX's expansion, inline;
/// `None` when there is none.
pub fn expand_hiprims(program: &Program) -> R<Option<Program>> {
    let has = program
        .jaxprs()
        .iter()
        .any(|j| j.eqns.iter().any(|e| is_hiprim(&e.primitive)));
    if !has {
        return Ok(None);
    }
    let mut arena = Jaxprs::new();
    let mut cache: HashMap<(String, Vec<Aval>), Program> = HashMap::new();
    for j in program.jaxprs() {
        let mut j = j.clone();
        let eqns = std::mem::take(&mut j.eqns);
        let mut out = Vec::with_capacity(eqns.len());
        for eqn in eqns {
            if !is_hiprim(&eqn.primitive) {
                out.push(eqn);
                continue;
            }
            let avals: Vec<Aval> = eqn
                .inputs
                .iter()
                .map(|a| j.atom_aval(a))
                .collect::<Option<_>>()
                .ok_or("expanding a hijax primitive: an operand of another jaxpr")?;
            let key = (eqn.primitive.name().to_string(), avals.clone());
            if !cache.contains_key(&key) {
                let sub = expansion(&eqn, &avals)?;
                cache.insert(key.clone(), sub);
            }
            splice(&mut j, &eqn, &cache[&key], &mut out)?;
        }
        j.eqns = out;
        arena
            .push(j)
            .map_err(|e| format!("expanding a hijax primitive: {e}"))?;
    }
    let p = arena
        .finish(Jaxpr::default())
        .and_then(|p| p.with_main(program.main_id()))
        .map_err(|e| format!("expanding a hijax primitive: {e}"))?
        .retain_reachable();
    Ok(Some(p))
}
