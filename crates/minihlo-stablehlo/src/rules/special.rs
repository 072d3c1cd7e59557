//! Special functions JAX lowers through `mlir.lower_fun` of its own code: `bessel_i0e`
//! (`_i0e_impl32` / `_i0e_impl64`, Cephes' Chebyshev expansions; f16 and bf16 computed in f32).

use minihlo_ir::{Aval, CompareOp, DType, Scalar};

use super::complex::{Fun, Lit, V};
use crate::ctx::{EqnCtx, Lowering};
use crate::error::LowerError;
use crate::op::stablehlo;

pub(super) fn bessel_i0e<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?.clone();
    let f = Fun { em: cx.em };
    let mut x = cx.xs[0];
    let wide = out.dtype == DType::F64;
    let aval = Aval::new(
        if wide { DType::F64 } else { DType::F32 },
        out.shape.clone(),
    );
    if aval.dtype != out.dtype {
        x = f.un(stablehlo::CONVERT, x, &aval)?;
    }
    let (a, b): (&[f64], &[f64]) = if wide {
        (&I0E_A64, &I0E_B64)
    } else {
        (&I0E_A32, &I0E_B32)
    };
    let x = f.un(stablehlo::ABS, x, &aval)?;
    let half = f.full_like(0.5, &aval)?;
    let two = f.full_like(2.0, &aval)?;
    let thirty_two = f.full_like(32.0, &aval)?;
    let hx = f.bin(stablehlo::MULTIPLY, half, Lit::Val(x), &aval)?;
    let t = f.bin(stablehlo::SUBTRACT, Lit::Val(hx), two, &aval)?;
    let le_8 = chebyshev(&f, t, a, &aval)?;
    let q = f.bin(stablehlo::DIVIDE, thirty_two, Lit::Val(x), &aval)?;
    let t = f.bin(stablehlo::SUBTRACT, Lit::Val(q), two, &aval)?;
    let c = chebyshev(&f, t, b, &aval)?;
    let s = f.un(stablehlo::SQRT, x, &aval)?;
    let gt_8 = f.bin(stablehlo::DIVIDE, Lit::Val(c), Lit::Val(s), &aval)?;
    let small = f.cmp(
        CompareOp::Le,
        Lit::Val(x),
        Lit::Scalar(Scalar::Float(8.0)),
        &aval,
    )?;
    let mut r = f.select(small, Lit::Val(le_8), Lit::Val(gt_8), &aval)?;
    if aval.dtype != out.dtype {
        r = f.un(stablehlo::CONVERT, r, &out)?;
    }
    Ok(vec![r])
}

/// JAX's `evaluate_chebyshev_polynomial` (Clenshaw's recurrence, unrolled).
fn chebyshev<'c, 'a>(
    f: &Fun<'_, 'c, 'a>,
    x: V<'c, 'a>,
    coefficients: &[f64],
    aval: &Aval,
) -> Result<V<'c, 'a>, LowerError> {
    let mut b0 = f.full_like(0.0, aval)?;
    let mut b1 = f.full_like(0.0, aval)?;
    let mut b2 = f.full_like(0.0, aval)?;
    for &c in coefficients {
        b2 = b1;
        b1 = b0;
        let m = f.bin(stablehlo::MULTIPLY, Lit::Val(x), b1, aval)?;
        let s = f.bin(stablehlo::SUBTRACT, Lit::Val(m), b2, aval)?;
        let c = f.full_like(c, aval)?;
        b0 = Lit::Val(f.bin(stablehlo::ADD, Lit::Val(s), c, aval)?);
    }
    let d = f.bin(stablehlo::SUBTRACT, b0, b2, aval)?;
    f.bin(
        stablehlo::MULTIPLY,
        Lit::Scalar(Scalar::Float(0.5)),
        Lit::Val(d),
        aval,
    )
}

#[allow(clippy::excessive_precision)] // Cephes' digits, as JAX writes them
const I0E_A32: [f64; 18] = [
    -1.30002500998624804212E-8,
    6.04699502254191894932E-8,
    -2.67079385394061173391E-7,
    1.11738753912010371815E-6,
    -4.41673835845875056359E-6,
    1.64484480707288970893E-5,
    -5.75419501008210370398E-5,
    1.88502885095841655729E-4,
    -5.76375574538582365885E-4,
    1.63947561694133579842E-3,
    -4.32430999505057594430E-3,
    1.05464603945949983183E-2,
    -2.37374148058994688156E-2,
    4.93052842396707084878E-2,
    -9.49010970480476444210E-2,
    1.71620901522208775349E-1,
    -3.04682672343198398683E-1,
    6.76795274409476084995E-1,
];
#[allow(clippy::excessive_precision)] // Cephes' digits, as JAX writes them
const I0E_B32: [f64; 7] = [
    3.39623202570838634515E-9,
    2.26666899049817806459E-8,
    2.04891858946906374183E-7,
    2.89137052083475648297E-6,
    6.88975834691682398426E-5,
    3.36911647825569408990E-3,
    8.04490411014108831608E-1,
];
#[allow(clippy::excessive_precision)] // Cephes' digits, as JAX writes them
const I0E_A64: [f64; 30] = [
    -4.41534164647933937950E-18,
    3.33079451882223809783E-17,
    -2.43127984654795469359E-16,
    1.71539128555513303061E-15,
    -1.16853328779934516808E-14,
    7.67618549860493561688E-14,
    -4.85644678311192946090E-13,
    2.95505266312963983461E-12,
    -1.72682629144155570723E-11,
    9.67580903537323691224E-11,
    -5.18979560163526290666E-10,
    2.65982372468238665035E-9,
    -1.30002500998624804212E-8,
    6.04699502254191894932E-8,
    -2.67079385394061173391E-7,
    1.11738753912010371815E-6,
    -4.41673835845875056359E-6,
    1.64484480707288970893E-5,
    -5.75419501008210370398E-5,
    1.88502885095841655729E-4,
    -5.76375574538582365885E-4,
    1.63947561694133579842E-3,
    -4.32430999505057594430E-3,
    1.05464603945949983183E-2,
    -2.37374148058994688156E-2,
    4.93052842396707084878E-2,
    -9.49010970480476444210E-2,
    1.71620901522208775349E-1,
    -3.04682672343198398683E-1,
    6.76795274409476084995E-1,
];
#[allow(clippy::excessive_precision)] // Cephes' digits, as JAX writes them
const I0E_B64: [f64; 25] = [
    -7.23318048787475395456E-18,
    -4.83050448594418207126E-18,
    4.46562142029675999901E-17,
    3.46122286769746109310E-17,
    -2.82762398051658348494E-16,
    -3.42548561967721913462E-16,
    1.77256013305652638360E-15,
    3.81168066935262242075E-15,
    -9.55484669882830764870E-15,
    -4.15056934728722208663E-14,
    1.54008621752140982691E-14,
    3.85277838274214270114E-13,
    7.18012445138366623367E-13,
    -1.79417853150680611778E-12,
    -1.32158118404477131188E-11,
    -3.14991652796324136454E-11,
    1.18891471078464383424E-11,
    4.94060238822496958910E-10,
    3.39623202570838634515E-9,
    2.26666899049817806459E-8,
    2.04891858946906374183E-7,
    2.89137052083475648297E-6,
    6.88975834691682398426E-5,
    3.36911647825569408990E-3,
    8.04490411014108831608E-1,
];
