//! `Ldexp` and `Frexp` built from Rust: one snapshot (jaxpr, module, callback table), checked by
//! the interop step too; and what the builder refuses.

use minihlo_ir::{Aval, Builder, DType};
use minihlo_stablehlo::FfiForm;

use crate::lower::{build, check_lower, opts};

#[test]
fn hiprims_ldexp_frexp() {
    let program = build(|b| {
        let x = b.input(Aval::new(DType::F32, [2, 3]));
        let e = b.input(Aval::new(DType::I32, [2, 3]));
        let h = b.input(Aval::new(DType::F16, [4]));
        let u = b.input(Aval::new(DType::U8, [4]));
        let s = b.input(Aval::new(DType::BF16, []));
        let y = b.ldexp(x, e)?;
        let z = b.ldexp(h, u)?;
        let (m, k) = b.frexp(s)?;
        let (m2, k2) = b.frexp(y)?;
        let back = b.ldexp(m2, k2)?;
        Ok(vec![y.into(), z.into(), m.into(), k.into(), back.into()])
    });
    check_lower(
        "hiprims_ldexp_frexp",
        &program,
        &opts("hiprims_ldexp_frexp", &["cpu"], FfiForm::Typed),
    );
}

#[test]
fn ldexp_of_a_float_exponent_and_frexp_of_an_integer_are_refused() {
    let mut b = Builder::new();
    let x = b.input(Aval::new(DType::F32, [3]));
    let i = b.input(Aval::new(DType::I32, [3]));
    let s = b.input(Aval::new(DType::I32, []));
    let err = b.ldexp(x, x).expect_err("a float exponent");
    assert_eq!(
        err.to_string(),
        "Ldexp: ldexp not supported for input types (float32, float32)"
    );
    let err = b.frexp(i).expect_err("an integer operand");
    assert_eq!(
        err.to_string(),
        "Frexp: frexp takes a float16, bfloat16, float32 or float64 operand, got int32"
    );
    let err = b.ldexp(x, s).expect_err("shapes differ");
    assert_eq!(
        err.to_string(),
        "Ldexp: operands must have one shape, got f32[3] and i32[]"
    );
}
