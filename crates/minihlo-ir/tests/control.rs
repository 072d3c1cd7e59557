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

mod programs {
    //! The programs of tests/data/control/gen.py, built with the builder.
    use std::sync::Arc;

    use minihlo_ir::*;

    pub type Built = Result<Jaxpr, BuildError>;

    pub fn f32s(dims: &[u64]) -> Aval {
        Aval::new(DType::F32, dims)
    }
    pub fn i32s() -> Aval {
        Aval::scalar(DType::I32)
    }

    /// A sub-jaxpr with inputs `ins`, built by `body`.
    pub fn sub(
        ins: &[Aval],
        body: impl FnOnce(&mut Builder, &[Var]) -> Result<Vec<Atom>, BuildError>,
    ) -> Result<Arc<Jaxpr>, BuildError> {
        let mut b = Builder::new();
        let vars: Vec<Var> = ins.iter().map(|a| b.input(a.clone())).collect();
        let outs = body(&mut b, &vars)?;
        Ok(b.finish_sub(outs))
    }

    /// `x[0] > thr` as an i32 index, the way `lax.cond(x[0] > thr, ...)` traces.
    pub fn index_of_first_gt(b: &mut Builder, x: Var, thr: f32) -> Result<Var, BuildError> {
        let s = b.slice(x, &[0], &[1], None)?;
        let c = b.squeeze(s, &[0])?;
        let p = b.compare(CompareOp::Gt, c, Literal::f32(thr))?;
        b.convert(p, DType::I32)
    }

    pub fn std_cb(side_effect: bool) -> BufferCallback {
        BufferCallback::new("std_cb", vec![f32s(&[4])]).side_effect(side_effect)
    }

    pub fn cond_basic() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let i = index_of_first_gt(&mut b, x, 1.0)?;
        let br0 = sub(&[f32s(&[4])], |b, v| {
            Ok(vec![b.mul(v[0], Literal::f32(3.0))?.into()])
        })?;
        let br1 = sub(&[f32s(&[4])], |b, v| {
            Ok(vec![b.add(v[0], Literal::f32(1.0))?.into()])
        })?;
        let out = b.cond(i, &[br0, br1], &[x.into()])?;
        Ok(b.finish(out))
    }

    pub fn switch3() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let i = b.clamp(Literal::i32(0), Literal::i32(1), Literal::i32(2))?;
        let br0 = sub(&[f32s(&[4])], |_, v| Ok(vec![v[0].into()]))?;
        let br1 = sub(&[f32s(&[4])], |b, v| {
            Ok(vec![b.sub(v[0], Literal::f32(1.0))?.into()])
        })?;
        let br2 = sub(&[f32s(&[4])], |b, v| {
            Ok(vec![b.unary(UnaryOp::Neg, v[0])?.into()])
        })?;
        let out = b.cond(i, &[br0, br1, br2], &[x.into()])?;
        Ok(b.finish(out))
    }

    pub fn cond_no_operands() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let i = index_of_first_gt(&mut b, x, 0.0)?;
        let br0 = sub(&[], |_, _| Ok(vec![Literal::f32(2.0).into()]))?;
        let br1 = sub(&[], |_, _| Ok(vec![Literal::f32(1.0).into()]))?;
        let out = b.cond(i, &[br0, br1], &[])?;
        Ok(b.finish(out))
    }

    pub fn cond_unused_in_branch() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let i = index_of_first_gt(&mut b, x, 1.0)?;
        let br0 = sub(&[f32s(&[4])], |b, v| {
            Ok(vec![b.mul(v[0], Literal::f32(3.0))?.into()])
        })?;
        let br1 = sub(&[f32s(&[4])], |b, v| {
            b.mul(v[0], Literal::f32(2.0))?;
            Ok(vec![b.add(v[0], Literal::f32(1.0))?.into()])
        })?;
        let out = b.cond(i, &[br0, br1], &[x.into()])?;
        Ok(b.finish(out))
    }

    fn scan_body(op: BinaryOp, second_convert: bool) -> Result<Arc<Jaxpr>, BuildError> {
        sub(&[f32s(&[]), f32s(&[])], |b, v| {
            let c = b.convert(v[0], DType::F32)?;
            let g = b.binary(op, c, v[1])?;
            let h = if second_convert {
                let h = b.convert(v[0], DType::F32)?;
                b.add(h, v[1])?
            } else {
                b.mul(v[0], Literal::f32(2.0))?
            };
            Ok(vec![g.into(), h.into()])
        })
    }

    pub fn scan_basic() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let body = scan_body(BinaryOp::Add, false)?;
        let out = b.scan(
            &body,
            4,
            false,
            &[],
            &[Literal::f32(0.0).into()],
            &[x.into()],
        )?;
        Ok(b.finish(out))
    }

    pub fn scan_reverse() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let body = scan_body(BinaryOp::Mul, true)?;
        let out = b.scan(
            &body,
            4,
            true,
            &[],
            &[Literal::f32(1.0).into()],
            &[x.into()],
        )?;
        Ok(b.finish(out))
    }

    pub fn fori_static() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let body = sub(&[i32s(), f32s(&[4])], |b, v| {
            let e = b.add(v[0], Literal::i32(1))?;
            let f = b.add(v[1], Literal::f32(1.0))?;
            Ok(vec![e.into(), f.into()])
        })?;
        let out = b.scan(
            &body,
            3,
            false,
            &[],
            &[Literal::i32(0).into(), x.into()],
            &[],
        )?;
        Ok(b.finish([out[1]]))
    }

    pub fn fori_traced() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let n = b.input(i32s());
        let carry = [i32s(), i32s(), f32s(&[4])];
        let body = sub(&carry, |b, v| {
            let g = b.add(v[0], Literal::i32(1))?;
            let h = b.add(v[2], Literal::f32(1.0))?;
            Ok(vec![g.into(), v[1].into(), h.into()])
        })?;
        let cond = sub(&carry, |b, v| {
            Ok(vec![b.compare(CompareOp::Lt, v[0], v[1])?.into()])
        })?;
        let init = [Literal::i32(0).into(), n.into(), x.into()];
        let out = b.while_loop(&cond, &[], &body, &[], &init)?;
        Ok(b.finish([out[2]]))
    }

    pub fn while_basic() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let carry = [i32s(), f32s(&[4])];
        let body = sub(&carry, |b, v| {
            let f = b.add(v[0], Literal::i32(1))?;
            let g = b.mul(v[1], Literal::f32(1.5))?;
            Ok(vec![f.into(), g.into()])
        })?;
        let cond = sub(&carry, |b, v| {
            Ok(vec![b
                .compare(CompareOp::Lt, v[0], Literal::i32(10))?
                .into()])
        })?;
        let out = b.while_loop(&cond, &[], &body, &[], &[Literal::i32(0).into(), x.into()])?;
        Ok(b.finish(out))
    }

    fn inner() -> Result<Arc<Jaxpr>, BuildError> {
        sub(&[f32s(&[4])], |b, v| {
            let m = b.mul(v[0], Literal::f32(2.0))?;
            Ok(vec![b.add(m, Literal::f32(1.0))?.into()])
        })
    }

    pub fn jit_twice() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let inner = inner()?;
        let e = b.jit("inner", &inner, &[x.into()])?;
        let f = b.jit("inner", &inner, &[x.into()])?;
        let g = b.add(e[0], f[0])?;
        Ok(b.finish([g]))
    }

    pub fn jit_unused_output() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let two = sub(&[f32s(&[4])], |b, v| {
            let p = b.add(v[0], Literal::f32(1.0))?;
            let q = b.mul(v[0], Literal::f32(2.0))?;
            Ok(vec![p.into(), q.into()])
        })?;
        let out = b.jit("two", &two, &[x.into()])?;
        Ok(b.finish([out[1]]))
    }

    pub fn jit_same_operand_twice() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let j2 = sub(&[f32s(&[4]), f32s(&[4])], |b, v| {
            Ok(vec![b.add(v[0], v[1])?.into(), v[0].into()])
        })?;
        let out = b.jit("j2", &j2, &[x.into(), x.into()])?;
        Ok(b.finish(out))
    }

    pub fn custom_jvp_relu() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let relu = sub(&[f32s(&[4])], |b, v| {
            Ok(vec![b
                .binary(BinaryOp::Max, v[0], Literal::f32(0.0))?
                .into()])
        })?;
        let call = sub(&[f32s(&[4])], |b, v| {
            Ok(b.jit("relu", &relu, &[v[0].into()])?
                .into_iter()
                .map(Atom::from)
                .collect())
        })?;
        let out = b.custom_jvp_call("relu", &call, "jvp", &[x.into()])?;
        Ok(b.finish(out))
    }

    pub fn custom_vjp_sin() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let call = sub(&[f32s(&[4])], |b, v| {
            Ok(vec![b.unary(UnaryOp::Sin, v[0])?.into()])
        })?;
        let out = b.custom_vjp_call("cv", &call, "<lambda>", "<lambda>", &[x.into()])?;
        Ok(b.finish(out))
    }

    pub fn cond_callback() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let i = index_of_first_gt(&mut b, x, 1.0)?;
        let br0 = sub(&[f32s(&[4])], |_, v| Ok(vec![v[0].into()]))?;
        let br1 = sub(&[f32s(&[4])], |b, v| {
            Ok(vec![
                b.buffer_callback(std_cb(false), &[v[0].into()])?[0].into()
            ])
        })?;
        let out = b.cond(i, &[br0, br1], &[x.into()])?;
        Ok(b.finish(out))
    }

    pub fn scan_callback() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let body = sub(&[f32s(&[4]), f32s(&[])], |b, v| {
            let f = b.buffer_callback(std_cb(true), &[v[0].into()])?;
            Ok(vec![f[0].into(), v[0].into()])
        })?;
        let out = b.scan(&body, 4, false, &[], &[x.into()], &[x.into()])?;
        Ok(b.finish(out))
    }

    pub fn while_callback() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let carry = [i32s(), f32s(&[4])];
        let body = sub(&carry, |b, v| {
            let e = b.add(v[0], Literal::i32(1))?;
            let f = b.buffer_callback(std_cb(true), &[v[1].into()])?;
            Ok(vec![e.into(), f[0].into()])
        })?;
        let cond = sub(&carry, |b, v| {
            Ok(vec![b
                .compare(CompareOp::Lt, v[0], Literal::i32(3))?
                .into()])
        })?;
        let out = b.while_loop(&cond, &[], &body, &[], &[Literal::i32(0).into(), x.into()])?;
        Ok(b.finish([out[1]]))
    }

    pub fn jit_callback() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let f = sub(&[f32s(&[4])], |b, v| {
            Ok(vec![
                b.buffer_callback(std_cb(true), &[v[0].into()])?[0].into()
            ])
        })?;
        let out = b.jit("<lambda>", &f, &[x.into()])?;
        Ok(b.finish(out))
    }

    pub fn cond_long_branch() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let i = index_of_first_gt(&mut b, x, 1.0)?;
        let br0 = sub(&[f32s(&[4])], |b, v| {
            Ok(vec![b.mul(v[0], Literal::f32(3.0))?.into()])
        })?;
        let long = sub(&[f32s(&[4])], |b, v| {
            let mut acc = v[0];
            for k in 0..11 {
                acc = b.add(acc, Literal::f32(k as f32))?;
            }
            Ok(vec![acc.into()])
        })?;
        let out = b.cond(i, &[br0, long], &[x.into()])?;
        Ok(b.finish(out))
    }

    pub fn nested() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let inner = inner()?;
        let br0 = sub(&[f32s(&[]), f32s(&[4])], |b, v| {
            Ok(vec![b.sub(v[1], v[0])?.into()])
        })?;
        let br1 = sub(&[f32s(&[]), f32s(&[4])], |b, v| {
            Ok(vec![b.jit("inner", &inner, &[v[1].into()])?[0].into()])
        })?;
        let body = sub(&[f32s(&[4]), f32s(&[])], |b, v| {
            let e = b.compare(CompareOp::Gt, v[1], Literal::f32(1.0))?;
            let f = b.convert(e, DType::I32)?;
            let g = b.cond(f, &[br0, br1], &[v[1].into(), v[0].into()])?;
            Ok(vec![g[0].into()])
        })?;
        let mut scan = Scan::new(body, 4, 0, 1, 1, 0);
        scan.ft_out = FlatTree::Tuple(vec![
            FlatTree::nones(1),
            FlatTree::nones(1).filter_with_mask(&[false]),
        ]);
        let out = b.eqn(Primitive::Scan(Box::new(scan)), &[x.into(), x.into()])?;
        Ok(b.finish(out))
    }

    pub fn scan_carry_only() -> Built {
        let mut j = scan_basic()?;
        j.outvars.truncate(1);
        let c = j.eqns[0].outputs[1];
        j.vars[c.index()].dropped = true;
        Ok(j)
    }

    pub fn cond_callback_unused() -> Built {
        let mut j = cond_callback()?;
        let x = j.invars[0];
        j.outvars = vec![x.into()];
        let f = j.eqns[4].outputs[0];
        j.vars[f.index()].dropped = true;
        Ok(j)
    }

    pub fn while_unused_counter() -> Built {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let carry = [i32s(), f32s(&[4])];
        let body = sub(&carry, |b, v| {
            let f = b.add(v[0], Literal::i32(1))?;
            let g = b.mul(v[1], Literal::f32(1.5))?;
            Ok(vec![f.into(), g.into()])
        })?;
        let cond = sub(&carry, |b, v| {
            let s = b.slice(v[1], &[0], &[1], None)?;
            let q = b.squeeze(s, &[0])?;
            Ok(vec![b
                .compare(CompareOp::Lt, q, Literal::f32(10.0))?
                .into()])
        })?;
        let out = b.while_loop(&cond, &[], &body, &[], &[Literal::i32(0).into(), x.into()])?;
        Ok(b.finish([out[1]]))
    }

    pub type Program = (&'static str, fn() -> Built);

    pub const ALL: [Program; 23] = [
        ("cond_basic", cond_basic),
        ("switch3", switch3),
        ("cond_no_operands", cond_no_operands),
        ("cond_unused_in_branch", cond_unused_in_branch),
        ("scan_basic", scan_basic),
        ("scan_reverse", scan_reverse),
        ("fori_static", fori_static),
        ("fori_traced", fori_traced),
        ("while_basic", while_basic),
        ("jit_twice", jit_twice),
        ("jit_unused_output", jit_unused_output),
        ("jit_same_operand_twice", jit_same_operand_twice),
        ("custom_jvp_relu", custom_jvp_relu),
        ("custom_vjp_sin", custom_vjp_sin),
        ("cond_callback", cond_callback),
        ("scan_callback", scan_callback),
        ("while_callback", while_callback),
        ("jit_callback", jit_callback),
        ("cond_long_branch", cond_long_branch),
        ("nested", nested),
        ("scan_carry_only", scan_carry_only),
        ("cond_callback_unused", cond_callback_unused),
        ("while_unused_counter", while_unused_counter),
    ];

    /// The programs whose DCE'd text JAX printed too (gen.py's DCE list).
    pub const DCE: [&str; 12] = [
        "cond_unused_in_branch",
        "jit_unused_output",
        "fori_static",
        "fori_traced",
        "while_callback",
        "scan_callback",
        "custom_jvp_relu",
        "jit_twice",
        "nested",
        "scan_carry_only",
        "cond_callback_unused",
        "while_unused_counter",
    ];
}

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

    fn ident(ins: &[Aval]) -> std::sync::Arc<Jaxpr> {
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
        let p = While {
            cond_jaxpr: cond.clone(),
            cond_nconsts: 3,
            body_jaxpr: body.clone(),
            body_nconsts: 0,
        };
        assert_eq!(
            err(b.eqn(Primitive::While(Box::new(p)), &init)),
            "while: while called with 2 operands, fewer than cond_nconsts=3 plus body_nconsts=0"
        );
        assert_eq!(
            err(b.while_loop(&cond, &[x.into()], &body, &[], &init)),
            "while: while cond_jaxpr takes input types int32[] float32[4], called with cond consts and carry of type float32[4] int32[] float32[4]"
        );
        let not_bool = ident(&carry);
        assert_eq!(
            err(b.while_loop(&not_bool, &[], &body, &[], &init)),
            "while: while cond_jaxpr must return one bool[] value, got (int32[] float32[4])"
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
        let mut bad = Scan::new(body.clone(), 4, 0, 1, 1, 1);
        bad.ft_in = FlatTree::nones(2);
        assert_eq!(
            err(b.eqn(Primitive::Scan(Box::new(bad)), &[zero.into(), x.into()])),
            "scan: scan ft_in must be a tuple (consts, carry, xs) and ft_out a tuple (carry, ys), got ft_in=(None, None) ft_out=((None,), (RightsOnly(Right(None)),))"
        );
        let p = Scan::new(body.clone(), 4, 0, 1, 1, 1);
        assert_eq!(
            err(b.eqn(Primitive::Scan(Box::new(p)), &[zero.into()])),
            "scan: scan called with 1 operands, but ft_in=((), (None,), (None,)) counts 2"
        );
        let p = Scan::new(body.clone(), 4, 1, 1, 1, 1);
        assert_eq!(
            err(b.eqn(
                Primitive::Scan(Box::new(p)),
                &[zero.into(), zero.into(), x.into()]
            )),
            "scan: scan number of arguments doesn't match the number of jaxpr arguments: 3 vs 2"
        );
        let p = Scan::new(body.clone(), 4, 0, 1, 1, 2);
        assert_eq!(
            err(b.eqn(Primitive::Scan(Box::new(p)), &[zero.into(), x.into()])),
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
    use std::sync::Arc;

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
        let bad = Arc::new(bad);
        let mut j = Jaxpr::new();
        let x = j.new_var(f32s(&[4]));
        j.invars.push(x);
        let y = j.new_var(Aval::new(DType::I32, [4]));
        j.eqns.push(Eqn {
            primitive: Primitive::Jit(Box::new(Jit {
                name: "f".into(),
                jaxpr: bad.clone(),
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
                branches: vec![bad.clone(), bad],
            })),
            inputs: vec![i.into(), x.into()],
            outputs: vec![z],
            span: None,
        });
        j.outvars = vec![y.into(), z.into()];
        let errs = check(&j).unwrap_err();
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
    fn nest(depth: usize) -> Jaxpr {
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
        Arc::try_unwrap(j).unwrap_or_else(|a| (*a).clone())
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
            let last = j.eqns.last().unwrap();
            assert_eq!(last.primitive.has_side_effect(), effect, "{name}");
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
            let x = j.invars[0];
            j.outvars = vec![x.into()];
            let d = dce(&j);
            assert_eq!(
                d.eqns.iter().any(|e| e.primitive.sub_jaxprs().count() > 0),
                kept
            );
        }
    }
}
