//! `Ldexp` and `Frexp` built from Rust: one snapshot (jaxpr, module, callback table), checked by
//! the interop step too; and what the builder refuses.

use minihlo_ir::hiprims::Nonzero;
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

#[test]
fn hiprims_nonzero() {
    let program = build(|b| {
        let x = b.input(Aval::new(DType::F32, [2, 3]));
        let m = b.input(Aval::new(DType::Bool, [4, 3]));
        let f = b.input(Aval::new(DType::I32, [4]));
        let all = Nonzero {
            size: 4,
            axes: vec![0, 1],
            out_dtype: DType::I32,
        };
        let rc = b.nonzero(x, &[], all)?;
        let per_row = Nonzero {
            size: 2,
            axes: vec![1],
            out_dtype: DType::I32,
        };
        let rows = b.nonzero(m, &[f.into()], per_row)?;
        let mut outs: Vec<minihlo_ir::Atom> = rc.into_iter().map(Into::into).collect();
        outs.extend(rows.into_iter().map(minihlo_ir::Atom::from));
        Ok(outs)
    });
    check_lower(
        "hiprims_nonzero",
        &program,
        &opts("hiprims_nonzero", &["cpu"], FfiForm::Typed),
    );
}

#[test]
fn nonzero_with_bad_axes_or_fill_values_is_refused_with_jax_messages() {
    let mut b = Builder::new();
    let x = b.input(Aval::new(DType::F32, [2, 3]));
    let fill = b.input(Aval::new(DType::I32, []));
    let wide = b.input(Aval::new(DType::I32, [5]));
    let float = b.input(Aval::new(DType::F32, []));
    let p = |axes: Vec<usize>| Nonzero {
        size: 3,
        axes,
        out_dtype: DType::I32,
    };
    let cases = [
        (
            b.nonzero(x, &[fill.into()], p(vec![0, 1])),
            "Nonzero: Expected 2 fill values, got 1",
        ),
        (
            b.nonzero(x, &[float.into()], p(vec![1])),
            "Nonzero: Expected fill values to have dtype int32, got (ShapedArray(float32[]),)",
        ),
        (
            b.nonzero(x, &[], p(vec![0, 2])),
            "Nonzero: axes out of range for array with 2 dimensions:  axes=(0, 2)",
        ),
        (
            b.nonzero(x, &[], p(vec![1, 1])),
            "Nonzero: duplicate axes are not allowed: axes=(1, 1)",
        ),
        (
            b.nonzero(x, &[wide.into()], p(vec![1])),
            "Nonzero: fill_value shape (5,) is not broadcast-compatible with batch shape (2,)",
        ),
    ];
    for (got, want) in cases {
        assert_eq!(got.expect_err(want).to_string(), want);
    }
}
