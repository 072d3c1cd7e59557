//! The programs of tests/data/control/gen.py, built with the builder.
use minihlo_ir::*;

pub type Built = Result<Program, BuildError>;

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
) -> Result<SubJaxpr, BuildError> {
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

fn scan_body(op: BinaryOp, second_convert: bool) -> Result<SubJaxpr, BuildError> {
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

fn inner() -> Result<SubJaxpr, BuildError> {
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
    let make = |ids: &[JaxprId]| {
        let mut scan = Scan::new(ids[0], 4, 0, 1, 1, 0);
        scan.ft_out = FlatTree::Tuple(vec![
            FlatTree::nones(1),
            FlatTree::nones(1).filter_with_mask(&[false]),
        ]);
        Primitive::Scan(Box::new(scan))
    };
    let out = b.eqn_calling(&[body], make, &[x.into(), x.into()])?;
    Ok(b.finish(out))
}

pub fn scan_carry_only() -> Built {
    let mut p = scan_basic()?;
    let j = p.main_mut();
    j.outvars.truncate(1);
    let c = j.eqns[0].outputs[1];
    j.vars[c.index()].dropped = true;
    Ok(p)
}

pub fn cond_callback_unused() -> Built {
    let mut p = cond_callback()?;
    let j = p.main_mut();
    let x = j.invars[0];
    j.outvars = vec![x.into()];
    let f = j.eqns[4].outputs[0];
    j.vars[f.index()].dropped = true;
    Ok(p)
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

pub type Sample = (&'static str, fn() -> Built);

pub const ALL: [Sample; 23] = [
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
