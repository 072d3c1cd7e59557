//! Control flow in the IR (jit, cond, while, scan, custom_jvp/vjp calls) against JAX 0.12's own
//! text: the programs under tests/data/control/ were printed by `jax.make_jaxpr`.

use std::path::PathBuf;

use minihlo_ir::pretty::pretty_print;
use minihlo_ir::samples::{conformance, CONFORMANCE};

fn conformance_data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/conformance")
        .join(name)
}

#[test]
fn the_document_printer_reproduces_the_conformance_texts() {
    for name in CONFORMANCE {
        let Ok(jaxpr) = conformance(name).expect("known program") else {
            continue;
        };
        let jax_text = std::fs::read_to_string(conformance_data(&format!("{name}.jaxpr.txt")))
            .expect("jaxpr file");
        assert_eq!(pretty_print(&jaxpr), jax_text.trim_end(), "{name}");
    }
}

fn control_data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/control")
        .join(name)
}

#[path = "support/control_programs.rs"]
mod programs;

#[test]
fn dce_prunes_as_jax_does() {
    for name in programs::DCE {
        let build = programs::ALL
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, b)| b)
            .expect("known program");
        let jaxpr = minihlo_ir::dce(&build().expect("builds"));
        minihlo_ir::check(&jaxpr).unwrap_or_else(|e| panic!("{name}: {e}"));
        let jax_text = std::fs::read_to_string(control_data(&format!("{name}.dce.jaxpr.txt")))
            .expect("dce file");
        assert_eq!(jaxpr.to_string(), jax_text.trim_end(), "{name}");
    }
}

#[test]
fn control_programs_print_as_jax_prints_them() {
    for (name, build) in programs::ALL {
        let jaxpr = build().unwrap_or_else(|e| panic!("{name}: {e}"));
        minihlo_ir::check(&jaxpr).unwrap_or_else(|e| panic!("{name}: {e}"));
        let jax_text = std::fs::read_to_string(control_data(&format!("{name}.jaxpr.txt")))
            .expect("jaxpr file");
        assert_eq!(jaxpr.to_string(), jax_text.trim_end(), "{name}");
    }
}

mod rules {
    //! Every control-flow shape-rule error, with its exact message (JAX's where JAX has one).
    use super::programs::*;
    use minihlo_ir::*;

    fn err(r: Result<Vec<Var>, BuildError>) -> String {
        match r {
            Ok(_) => panic!("expected an error"),
            Err(e) => e.to_string(),
        }
    }

    fn ident(ins: &[Aval]) -> SubJaxpr {
        sub(ins, |_, v| Ok(v.iter().map(|&x| x.into()).collect())).unwrap()
    }

    #[test]
    fn cond() {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let i = b.input(i32s());
        let l = b.input(Aval::scalar(DType::I64));
        let v = b.input(Aval::new(DType::I32, [2]));
        let f4 = ident(&[f32s(&[4])]);
        assert_eq!(
            err(b.cond(i, &[], &[x.into()])),
            "cond: cond requires at least one branch function"
        );
        assert_eq!(
            err(b.cond(
                i,
                &[f4.clone(), ident(&[f32s(&[4]), f32s(&[4])])],
                &[x.into()]
            )),
            "cond: cond branch 0 takes 1 inputs, branch 1 takes 2"
        );
        let two_out = sub(&[f32s(&[4])], |_, v| Ok(vec![v[0].into(), v[0].into()])).unwrap();
        assert_eq!(
            err(b.cond(i, &[f4.clone(), two_out], &[x.into()])),
            "cond: cond branch 0 outputs 1 values, branch 1 outputs 2"
        );
        assert_eq!(
            err(b.cond(i, &[f4.clone(), ident(&[f32s(&[3])])], &[x.into()])),
            "cond: cond branches 0 and 1 have mismatching input types: float32[4] vs float32[3]"
        );
        let conv = sub(&[f32s(&[4])], |b, v| {
            Ok(vec![b.convert(v[0], DType::I32)?.into()])
        })
        .unwrap();
        assert_eq!(
            err(b.cond(i, &[f4.clone(), conv], &[x.into()])),
            "cond: cond branches 0 and 1 have mismatching output types: float32[4] vs int32[4]"
        );
        assert_eq!(
            err(b.cond(i, std::slice::from_ref(&f4), &[x.into(), x.into()])),
            "cond: cond called with 2 non-predicate operands, but branches take 1 inputs"
        );
        assert_eq!(
            err(b.cond(l, std::slice::from_ref(&f4), &[x.into()])),
            "cond: cond called with index of type int64 instead of int32"
        );
        assert_eq!(
            err(b.cond(v, std::slice::from_ref(&f4), &[x.into()])),
            "cond: cond called with index of shape [2] instead of a scalar"
        );
        assert_eq!(
            err(b.cond(i, &[ident(&[f32s(&[3])])], &[x.into()])),
            "cond: cond branches take input types float32[3], called with operands of type float32[4]"
        );
    }

    #[test]
    fn calls() {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let f3 = ident(&[f32s(&[3])]);
        assert_eq!(
            err(b.jit("f", &f3, &[x.into(), x.into()])),
            "jit: Call primitive jit with 2 operands cannot call jaxpr with 1 inputs"
        );
        assert_eq!(
            err(b.jit("f", &f3, &[x.into()])),
            "jit: Call primitive jit passes operand 0 of type float32[4] to jaxpr expecting type float32[3]"
        );
        assert_eq!(
            err(b.custom_jvp_call("f", &f3, "jvp", &[x.into()])),
            "custom_jvp_call: Call primitive custom_jvp_call passes operand 0 of type float32[4] to jaxpr expecting type float32[3]"
        );
        assert_eq!(
            err(b.custom_vjp_call("f", &f3, "fwd", "bwd", &[])),
            "custom_vjp_call: Call primitive custom_vjp_call with 0 operands cannot call jaxpr with 1 inputs"
        );
    }

    #[test]
    fn while_loop() {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let i = b.input(i32s());
        let carry = [i32s(), f32s(&[4])];
        let cond = sub(&carry, |b, v| {
            Ok(vec![b
                .compare(CompareOp::Lt, v[0], Literal::i32(3))?
                .into()])
        })
        .unwrap();
        let body = ident(&carry);
        let init = [i.into(), x.into()];
        let p = |ids: &[JaxprId]| {
            Primitive::While(Box::new(While {
                cond_jaxpr: ids[0],
                cond_nconsts: 3,
                body_jaxpr: ids[1],
                body_nconsts: 0,
            }))
        };
        assert_eq!(
            err(b.eqn_calling(&[cond.clone(), body.clone()], p, &init)),
            "while: while called with 2 operands, fewer than cond_nconsts=3 plus body_nconsts=0"
        );
        assert_eq!(
            err(b.while_loop(&cond, &[x.into()], &body, &[], &init)),
            "while: while cond_jaxpr takes input types int32[] float32[4], called with cond consts and carry of type float32[4] int32[] float32[4]"
        );
        let not_bool = ident(&carry);
        assert_eq!(
            err(b.while_loop(&not_bool, &[], &body, &[], &init)),
            "while: while cond_jaxpr must return one bool[] value (or, under vmap, a bool array whose shape leads every carry's), got (int32[] float32[4])"
        );
        assert_eq!(
            err(b.while_loop(&cond, &[], &body, &[i.into()], &init)),
            "while: while body_jaxpr takes input types int32[] float32[4], called with body consts and carry of type int32[] int32[] float32[4]"
        );
        let wrong = sub(&carry, |b, v| {
            Ok(vec![v[0].into(), b.convert(v[1], DType::I32)?.into()])
        })
        .unwrap();
        assert_eq!(
            err(b.while_loop(&cond, &[], &wrong, &[], &init)),
            "while: while body_jaxpr carry input and output types mismatch: int32[] float32[4] vs int32[] int32[4]"
        );
    }

    #[test]
    fn scan() {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let m = b.input(f32s(&[3, 2]));
        let body = sub(&[f32s(&[]), f32s(&[])], |b, v| {
            Ok(vec![b.add(v[0], v[1])?.into(), v[0].into()])
        })
        .unwrap();
        let zero = Literal::f32(0.0);
        let scan = |num_consts, num_ys, ft_in: Option<FlatTree>| {
            move |ids: &[JaxprId]| {
                let mut p = Scan::new(ids[0], 4, num_consts, 1, 1, num_ys);
                if let Some(t) = ft_in {
                    p.ft_in = t;
                }
                Primitive::Scan(Box::new(p))
            }
        };
        let body1 = std::slice::from_ref(&body);
        assert_eq!(
            err(b.eqn_calling(
                body1,
                scan(0, 1, Some(FlatTree::nones(2))),
                &[zero.into(), x.into()]
            )),
            "scan: scan ft_in must be a tuple (consts, carry, xs) and ft_out a tuple (carry, ys), got ft_in=(None, None) ft_out=((None,), (RightsOnly(Right(None)),))"
        );
        assert_eq!(
            err(b.eqn_calling(body1, scan(0, 1, None), &[zero.into()])),
            "scan: scan called with 1 operands, but ft_in=((), (None,), (None,)) counts 2"
        );
        assert_eq!(
            err(b.eqn_calling(
                body1,
                scan(1, 1, None),
                &[zero.into(), zero.into(), x.into()]
            )),
            "scan: scan number of arguments doesn't match the number of jaxpr arguments: 3 vs 2"
        );
        assert_eq!(
            err(b.eqn_calling(body1, scan(0, 2, None), &[zero.into(), x.into()])),
            "scan: scan jaxpr returns 2 values, but ft_out=((None,), (RightsOnly(Right(None)), RightsOnly(Right(None)))) counts 3"
        );
        let int_carry = sub(&[f32s(&[]), f32s(&[])], |b, v| {
            Ok(vec![b.convert(v[0], DType::I32)?.into()])
        })
        .unwrap();
        assert_eq!(
            err(b.scan(&int_carry, 4, false, &[], &[zero.into()], &[x.into()])),
            "scan: scan input carry input and output types mismatch: \nfloat32[]\nvs\nint32[]"
        );
        let with_const = sub(&[i32s(), f32s(&[]), f32s(&[])], |_, v| {
            Ok(vec![v[1].into()])
        })
        .unwrap();
        assert_eq!(
            err(b.scan(&with_const, 4, false, &[zero.into()], &[zero.into()], &[x.into()])),
            "scan: scan jaxpr takes input const types\nint32[],\ncalled with consts of type\nfloat32[]"
        );
        assert_eq!(
            err(b.scan(&body, 4, false, &[], &[Literal::i32(0).into()], &[x.into()])),
            "scan: scan jaxpr takes input carry types\nfloat32[],\ncalled with initial carry of type\nint32[]"
        );
        assert_eq!(
            err(b.scan(&body, 3, false, &[], &[zero.into()], &[x.into()])),
            "scan: scan sequence operand of type float32[4] does not have the leading dimension length=3"
        );
        assert_eq!(
            err(b.scan(&body, 3, false, &[], &[zero.into()], &[m.into()])),
            "scan: scan jaxpr takes input sequence types\nfloat32[],\ncalled with sequence whose items have type\nfloat32[2]"
        );
        let big = sub(&[f32s(&[]), f32s(&[1u64 << 62])], |_, v| {
            Ok(vec![v[0].into(), v[1].into()])
        })
        .unwrap();
        let mut bb = Builder::new();
        let huge = bb.input(f32s(&[4, 1u64 << 62]));
        assert_eq!(
            err(bb.scan(&big, 4, false, &[], &[zero.into()], &[huge.into()])),
            "scan: scan output float32[4611686018427387904] stacked 4 times has more elements than fit in an i64"
        );
    }
}

mod verifier {
    //! Errors inside sub-jaxprs name where they are; nesting is limited; DCE follows JAX's rules.
    use super::programs::{self, *};
    use minihlo_ir::*;

    #[test]
    fn errors_inside_sub_jaxprs_say_where_they_are() {
        let mut bad = Jaxpr::new();
        let a = bad.new_var(f32s(&[4]));
        bad.invars.push(a);
        let c = bad.new_var(Aval::new(DType::I32, [4]));
        bad.eqns.push(Eqn {
            primitive: Primitive::Unary(UnaryOp::Exp),
            inputs: vec![a.into()],
            outputs: vec![c],
            span: Some(Span::new(40, 50)),
        });
        bad.outvars = vec![c.into()];
        let mut arena = Jaxprs::new();
        let bad = arena.push(bad).unwrap();
        let mut j = Jaxpr::new();
        let x = j.new_var(f32s(&[4]));
        j.invars.push(x);
        let y = j.new_var(Aval::new(DType::I32, [4]));
        j.eqns.push(Eqn {
            primitive: Primitive::Jit(Box::new(Jit {
                name: "f".into(),
                jaxpr: bad,
                shardings: None,
            })),
            inputs: vec![x.into()],
            outputs: vec![y],
            span: None,
        });
        let i = j.new_var(i32s());
        j.invars.push(i);
        let z = j.new_var(Aval::new(DType::I32, [4]));
        j.eqns.push(Eqn {
            primitive: Primitive::Cond(Box::new(Cond {
                branches: vec![bad, bad],
                branches_platforms: None,
            })),
            inputs: vec![i.into(), x.into()],
            outputs: vec![z],
            span: None,
        });
        j.outvars = vec![y.into(), z.into()];
        let errs = check(&arena.finish(j).unwrap()).unwrap_err();
        // The shared jaxpr is checked (and reported) once.
        assert_eq!(
            errs.to_string(),
            "exp produces (f32[4]) but the equation declares (i32[4])\n  in equation 0: b:i32[4] = exp a\n  in jaxpr of equation 0 (jit)"
        );
        assert_eq!(errs.first().span, Some(Span::new(40, 50)));
        assert_eq!(
            errs.first().within,
            vec!["jaxpr of equation 0 (jit)".to_string()]
        );
    }

    /// `depth` jits, each calling the next, around `exp`.
    fn nest(depth: usize) -> Program {
        let mut j = sub(&[f32s(&[])], |b, v| {
            Ok(vec![b.unary(UnaryOp::Exp, v[0])?.into()])
        })
        .unwrap();
        for _ in 1..depth {
            let inner = j.clone();
            j = sub(&[f32s(&[])], |b, v| {
                Ok(vec![b.jit("f", &inner, &[v[0].into()])?[0].into()])
            })
            .unwrap();
        }
        j.program().clone()
    }

    #[test]
    fn nesting_is_limited() {
        assert_eq!(check(&nest(65)), Ok(()));
        let errs = check(&nest(66)).unwrap_err();
        assert_eq!(errs.0.len(), 1);
        let e = errs.first();
        assert_eq!(e.message, "jit: jaxprs nested more than 64 levels deep");
        assert_eq!(e.within.len(), 64);
        assert_eq!(e.within[63], "jaxpr of equation 0 (jit)");
        // Printing stops at the same depth instead of recursing further.
        assert!(nest(70).to_string().contains("jaxpr={ ... }"));
    }

    #[test]
    fn side_effects_are_seen_through_sub_jaxprs() {
        for (name, build, effect) in [
            (
                "cond_callback",
                programs::cond_callback as fn() -> Built,
                false,
            ),
            ("scan_callback", programs::scan_callback, true),
            ("while_callback", programs::while_callback, true),
            ("jit_callback", programs::jit_callback, true),
            ("nested", programs::nested, false),
        ] {
            let j = build().unwrap();
            let last = j.main().eqns.last().unwrap();
            let effects = j.side_effects();
            assert_eq!(last.primitive.has_side_effect(&effects), effect, "{name}");
        }
    }

    #[test]
    fn dce_keeps_effectful_calls_and_prunes_pure_ones() {
        // Results unused: the side-effecting while / scan / jit stay, the pure cond goes.
        for (build, kept) in [
            (programs::while_callback as fn() -> Built, true),
            (programs::scan_callback, true),
            (programs::jit_callback, true),
            (programs::cond_callback, false),
        ] {
            let mut j = build().unwrap();
            let x = j.main().invars[0];
            j.main_mut().outvars = vec![x.into()];
            let d = dce(&j);
            assert_eq!(
                d.main()
                    .eqns
                    .iter()
                    .any(|e| e.primitive.sub_jaxprs().count() > 0),
                kept
            );
        }
    }
}
