//! Lowering: one snapshot per program (jaxpr, module, host-callback table), errors by message.

use minihlo_ir::{
    ArgOp, Atom, Aval, BinaryOp, BufferCallback, BuildError, Builder, CompareOp, DType, DotDims,
    Literal, Program, ReduceOp, UnaryOp,
};
use minihlo_stablehlo::{lower, FfiForm, LowerOptions, MlirContext};

use crate::common::snapshot;

pub type Body = fn(&mut Builder) -> Result<Vec<Atom>, BuildError>;

pub fn build(program: Body) -> Program {
    let mut b = Builder::new();
    let outs = program(&mut b).unwrap_or_else(|e| panic!("builder: {e}"));
    b.finish(outs)
}

pub fn opts(name: &str, platforms: &[&str], ffi_form: FfiForm) -> LowerOptions {
    LowerOptions {
        module_name: name.into(),
        platforms: platforms
            .iter()
            .map(|p| minihlo_stablehlo::Platform::from(*p))
            .collect(),
        ffi_form,
        ..LowerOptions::default()
    }
}

/// Lowers, checks the text parses back unchanged, and snapshots jaxpr + module + callback table.
pub fn check_lower(snapshot_name: &str, jaxpr: &Program, opts: &LowerOptions) {
    let both = LowerOptions {
        emit: minihlo_stablehlo::Emit::Both,
        ..opts.clone()
    };
    let lowered = lower(jaxpr, &both).unwrap_or_else(|e| panic!("{snapshot_name}: {e}"));
    assert!(!lowered.bytecode.is_empty());
    let mlir = MlirContext::new();
    let parsed = mlir
        .parse(&lowered.text)
        .unwrap_or_else(|e| panic!("{snapshot_name}: {e}"));
    assert_eq!(parsed.as_operation().to_string(), lowered.text);
    let callbacks = serde_json::to_string_pretty(&lowered.callbacks).expect("json");
    snapshot(
        &format!("lower_{snapshot_name}"),
        &format!(
            "{jaxpr}\n--- platforms {:?}, {:?}\n{}--- callbacks\n{callbacks}\n",
            opts.platforms, opts.ffi_form, lowered.text
        ),
    );
}

pub fn check_err(jaxpr: &Program, opts: &LowerOptions, message: &str) {
    let err = lower(jaxpr, opts).expect_err(message);
    assert_eq!(err.to_string(), message);
}

fn x23(b: &mut Builder, d: DType) -> minihlo_ir::Var {
    b.input(Aval::new(d, [2, 3]))
}

const PRIMITIVES: &[(&str, Body)] = &[
    ("add_literal", |b| {
        let x = x23(b, DType::F32);
        Ok(vec![b.add(x, Literal::f32(2.0))?.into()])
    }),
    ("scalar_add_literal", |b| {
        let x = b.input(Aval::scalar(DType::F32));
        Ok(vec![b.add(x, Literal::f32(2.0))?.into()])
    }),
    ("literal_lhs_max", |b| {
        let x = b.input(Aval::new(DType::F32, [3]));
        Ok(vec![b.binary(BinaryOp::Max, Literal::f32(1.0), x)?.into()])
    }),
    ("binary_f32", |b| {
        let x = x23(b, DType::F32);
        let y = x23(b, DType::F32);
        let mut outs = vec![];
        for op in [
            BinaryOp::Add,
            BinaryOp::Sub,
            BinaryOp::Mul,
            BinaryOp::Div,
            BinaryOp::Rem,
            BinaryOp::Max,
            BinaryOp::Min,
            BinaryOp::Pow,
        ] {
            outs.push(b.binary(op, x, y)?.into());
        }
        Ok(outs)
    }),
    ("binary_bitwise", |b| {
        let p = x23(b, DType::Bool);
        let q = x23(b, DType::Bool);
        let i = x23(b, DType::I32);
        let j = x23(b, DType::I32);
        Ok(vec![
            b.binary(BinaryOp::And, p, q)?.into(),
            b.binary(BinaryOp::Or, p, q)?.into(),
            b.binary(BinaryOp::Xor, i, j)?.into(),
            b.binary(BinaryOp::Max, p, q)?.into(),
            b.binary(BinaryOp::Rem, i, j)?.into(),
        ])
    }),
    ("unary_f32", |b| {
        let x = x23(b, DType::F32);
        let mut outs = vec![];
        for &op in UnaryOp::ALL {
            if op.operand_kind().accepts(DType::F32) {
                outs.push(b.unary(op, x)?.into());
            }
        }
        Ok(outs)
    }),
    ("unary_int", |b| {
        let i = x23(b, DType::I32);
        let u = x23(b, DType::U8);
        let p = x23(b, DType::Bool);
        Ok(vec![
            b.unary(UnaryOp::Sign, i)?.into(),
            b.unary(UnaryOp::Abs, i)?.into(),
            b.unary(UnaryOp::Square, i)?.into(),
            b.unary(UnaryOp::Not, i)?.into(),
            b.unary(UnaryOp::Sign, u)?.into(),
            b.unary(UnaryOp::Not, p)?.into(),
        ])
    }),
    ("integer_pow", |b| {
        let x = x23(b, DType::F32);
        let i = x23(b, DType::I32);
        let mut outs = vec![];
        for y in [0, 1, 2, 3, -1, -2] {
            outs.push(b.integer_pow(x, y)?.into());
        }
        outs.push(b.integer_pow(i, 5)?.into());
        Ok(outs)
    }),
    ("compare", |b| {
        let x = x23(b, DType::F32);
        let y = x23(b, DType::F32);
        let mut outs = vec![];
        for &op in CompareOp::ALL {
            outs.push(b.compare(op, x, y)?.into());
        }
        let i = x23(b, DType::I32);
        let u = x23(b, DType::U8);
        let p = x23(b, DType::Bool);
        outs.push(b.compare(CompareOp::Lt, i, i)?.into());
        outs.push(b.compare(CompareOp::Lt, u, u)?.into());
        outs.push(b.compare(CompareOp::Eq, p, p)?.into());
        outs.push(b.compare(CompareOp::Gt, x, Literal::f32(0.5))?.into());
        Ok(outs)
    }),
    ("clamp", |b| {
        let x = x23(b, DType::F32);
        let lo = x23(b, DType::F32);
        let hi = x23(b, DType::F32);
        Ok(vec![
            b.clamp(Literal::f32(0.0), x, Literal::f32(1.0))?.into(),
            b.clamp(lo, x, hi)?.into(),
        ])
    }),
    ("select_n", |b| {
        let p = x23(b, DType::Bool);
        let w = x23(b, DType::I32);
        let c: Vec<Atom> = (0..4).map(|_| x23(b, DType::F32).into()).collect();
        Ok(vec![
            b.select_n(p, &c[..1])?.into(),
            b.select_n(p, &c[..2])?.into(),
            b.select_n(w, &c[..3])?.into(),
            b.select_n(w, &c[..4])?.into(),
        ])
    }),
    ("select_n_scalar_predicate", |b| {
        let p = b.input(Aval::scalar(DType::Bool));
        let c: Vec<Atom> = (0..2).map(|_| x23(b, DType::F32).into()).collect();
        Ok(vec![b.select_n(p, &c)?.into()])
    }),
    ("convert_element_type", |b| {
        let x = x23(b, DType::F32);
        let i = x23(b, DType::I32);
        let p = x23(b, DType::Bool);
        let u = x23(b, DType::U16);
        let s = b.input(Aval::scalar(DType::F32));
        Ok(vec![
            b.convert(x, DType::I32)?.into(),
            b.convert(x, DType::Bool)?.into(),
            b.convert(i, DType::Bool)?.into(),
            b.convert(u, DType::Bool)?.into(),
            b.convert(p, DType::F32)?.into(),
            b.convert(x, DType::BF16)?.into(),
            b.convert(s, DType::Bool)?.into(),
        ])
    }),
    ("shape_ops", |b| {
        let x = x23(b, DType::F32);
        let one = b.input(Aval::new(DType::F32, [1, 3]));
        Ok(vec![
            b.broadcast_in_dim(x, [4, 2, 3], &[1, 2])?.into(),
            b.reshape(x, [3, 2])?.into(),
            b.transpose(x, &[1, 0])?.into(),
            b.squeeze(one, &[0])?.into(),
            b.expand_dims(x, &[0, 2])?.into(),
        ])
    }),
    ("iota_concatenate_slice", |b| {
        let x = x23(b, DType::F32);
        let y = x23(b, DType::F32);
        Ok(vec![
            b.iota(DType::I32, [2, 3], 1)?.into(),
            b.concatenate(&[x.into(), y.into()], 0)?.into(),
            b.slice(x, &[0, 1], &[2, 3], None)?.into(),
            b.slice(x, &[0, 0], &[2, 3], Some(&[1, 2]))?.into(),
        ])
    }),
    ("dynamic_slices", |b| {
        let x = x23(b, DType::F32);
        let u = b.input(Aval::new(DType::F32, [1, 2]));
        let i = b.input(Aval::scalar(DType::I32));
        Ok(vec![
            b.dynamic_slice(x, &[i.into(), Literal::i32(1).into()], &[1, 2])?
                .into(),
            b.dynamic_update_slice(x, u, &[i.into(), i.into()])?.into(),
        ])
    }),
    ("dot_general", |b| {
        let x = x23(b, DType::F32);
        let y = b.input(Aval::new(DType::F32, [3, 4]));
        let bx = b.input(Aval::new(DType::F32, [5, 2, 3]));
        let by = b.input(Aval::new(DType::F32, [5, 3, 4]));
        let hx = b.input(Aval::new(DType::BF16, [2, 3]));
        let hy = b.input(Aval::new(DType::BF16, [3, 4]));
        let mm = DotDims {
            lhs_contracting: vec![1],
            rhs_contracting: vec![0],
            ..DotDims::default()
        };
        Ok(vec![
            b.dot_general(x, y, mm.clone())?.into(),
            b.dot_general(
                bx,
                by,
                DotDims {
                    lhs_contracting: vec![2],
                    rhs_contracting: vec![1],
                    lhs_batch: vec![0],
                    rhs_batch: vec![0],
                    preferred_element_type: None,
                    precision: None,
                },
            )?
            .into(),
            b.dot_general(
                hx,
                hy,
                DotDims {
                    preferred_element_type: Some(DType::F32),
                    ..mm
                },
            )?
            .into(),
        ])
    }),
    ("reductions", |b| {
        let x = x23(b, DType::F32);
        let i = x23(b, DType::I32);
        let u = x23(b, DType::U8);
        let p = x23(b, DType::Bool);
        let h = x23(b, DType::BF16);
        Ok(vec![
            b.reduce(ReduceOp::Sum, x, &[1])?.into(),
            b.reduce(ReduceOp::Max, x, &[0, 1])?.into(),
            b.reduce(ReduceOp::Min, i, &[0])?.into(),
            b.reduce(ReduceOp::Max, u, &[0])?.into(),
            b.reduce(ReduceOp::Sum, u, &[0])?.into(),
            b.reduce(ReduceOp::Max, p, &[0])?.into(),
            b.reduce(ReduceOp::Min, h, &[0])?.into(),
        ])
    }),
    ("argmax_argmin", |b| {
        let x = x23(b, DType::F32);
        let v = b.input(Aval::new(DType::F32, [4]));
        let i = x23(b, DType::I32);
        let p = x23(b, DType::Bool);
        Ok(vec![
            b.arg_reduce(ArgOp::Argmax, x, 1, DType::I32)?.into(),
            b.arg_reduce(ArgOp::Argmax, v, 0, DType::I32)?.into(),
            b.arg_reduce(ArgOp::Argmax, x, 1, DType::I32)?.into(),
            b.arg_reduce(ArgOp::Argmin, i, 0, DType::I64)?.into(),
            b.arg_reduce(ArgOp::Argmax, p, 0, DType::I32)?.into(),
        ])
    }),
    ("literal_and_input_outputs", |b| {
        let x = b.input(Aval::new(DType::F32, [3]));
        Ok(vec![
            x.into(),
            Literal::f32(1.0).into(),
            Literal::bool(true).into(),
        ])
    }),
    ("scalar_and_zero_size", |b| {
        let s = b.input(Aval::scalar(DType::F32));
        let z = b.input(Aval::new(DType::F32, [0, 3]));
        Ok(vec![
            b.unary(UnaryOp::Neg, s)?.into(),
            b.unary(UnaryOp::Neg, z)?.into(),
            b.reduce(ReduceOp::Sum, z, &[0])?.into(),
        ])
    }),
];

#[test]
fn primitives() {
    for (name, program) in PRIMITIVES {
        check_lower(
            name,
            &build(*program),
            &opts(name, &["cpu"], FfiForm::Typed),
        );
    }
}

#[test]
fn every_dtype() {
    for dtype in DType::ALL {
        let mut b = Builder::new();
        let x = b.input(Aval::new(dtype, [2]));
        let s = b.input(Aval::scalar(dtype));
        let m = b.binary(BinaryOp::Max, x, s).expect("max");
        let cb = BufferCallback::new("cb", vec![Aval::new(dtype, [2]), Aval::scalar(dtype)]);
        let outs = b.buffer_callback(cb, &[m.into(), s.into()]).expect("cb");
        let jaxpr = b.finish(outs);
        let name = format!("dtype_{}", dtype.short_name());
        check_lower(&name, &jaxpr, &opts(&name, &["cpu"], FfiForm::Typed));
    }
}

pub fn callback_program(name: &str) -> Program {
    match minihlo_ir::samples::conformance(name) {
        Some(Ok(j)) => j,
        other => panic!("{name}: {other:?}"),
    }
}

/// Every conformance program on every platform, in both forms; tpu and (jax form) multi-platform
/// errors.
#[test]
fn buffer_callback_variants() {
    for name in &minihlo_ir::samples::CONFORMANCE[..13] {
        let jaxpr = callback_program(name);
        check_lower(
            &format!("cb_{name}_cpu_typed"),
            &jaxpr,
            &opts(name, &["cpu"], FfiForm::Typed),
        );
        check_lower(
            &format!("cb_{name}_cuda_jax"),
            &jaxpr,
            &opts(name, &["cuda"], FfiForm::Jax),
        );
        let dead = *name == "pure_unused_result";
        if dead {
            // The callback is dead code: other platforms and several platforms lower fine.
            check_lower(
                "cb_pure_unused_result_tpu",
                &jaxpr,
                &opts(name, &["tpu"], FfiForm::Typed),
            );
            check_lower(
                "cb_pure_unused_result_cpu_cuda",
                &jaxpr,
                &opts(name, &["cpu", "cuda"], FfiForm::Typed),
            );
            continue;
        }
        check_lower(
            &format!("cb_{name}_rocm_typed"),
            &jaxpr,
            &opts(name, &["rocm"], FfiForm::Typed),
        );
        let data = format!("{}/tests/data/conformance", env!("CARGO_MANIFEST_DIR"));
        // JAX's errors: tpu in either form; several platforms in the jax form (the typed form
        // lowers them, see multi_platform.rs).
        for (platforms, file, form) in [
            (&["tpu"][..], "tpu", FfiForm::Typed),
            (&["tpu"][..], "tpu", FfiForm::Jax),
            (&["cpu", "cuda"][..], "cpu_cuda", FfiForm::Jax),
        ] {
            let expected = std::fs::read_to_string(format!("{data}/{name}_{file}.expected_error"))
                .expect("expected_error");
            check_err(&jaxpr, &opts(name, platforms, form), expected.trim_end());
        }
    }
}

#[test]
fn buffer_callback_extra() {
    // 0-d and zero-size values, several aliases, side effects with unused results, oneapi.
    let mut b = Builder::new();
    let s = b.input(Aval::scalar(DType::F32));
    let z = b.input(Aval::new(DType::I32, [0, 2]));
    let cb = BufferCallback::new(
        "odd_shapes",
        vec![Aval::new(DType::I32, [0, 2]), Aval::scalar(DType::F32)],
    )
    .alias(0, 1)
    .alias(1, 0)
    .side_effect(true);
    let outs = b.buffer_callback(cb, &[s.into(), z.into()]).expect("cb");
    let jaxpr = b.finish(outs);
    check_lower(
        "cb_scalar_zero_size_aliases",
        &jaxpr,
        &opts("odd", &["cpu"], FfiForm::Typed),
    );
    check_lower(
        "cb_oneapi_cmd_buffer",
        &build(|b| {
            let x = b.input(Aval::new(DType::F32, [4]));
            let cb =
                BufferCallback::new("cb", vec![Aval::new(DType::F32, [4])]).command_buffer(true);
            Ok(b.buffer_callback(cb, &[x.into()])?
                .into_iter()
                .map(Into::into)
                .collect())
        }),
        &opts("cmd", &["oneapi"], FfiForm::Jax),
    );
    // Same name, other avals: a new index; same name and avals, other params: a new index.
    check_lower(
        "cb_reuse_rules",
        &build(|b| {
            let x = b.input(Aval::new(DType::F32, [4]));
            let y = b.input(Aval::new(DType::F32, [2]));
            let f4 = BufferCallback::new("cb", vec![Aval::new(DType::F32, [4])]);
            let f2 = BufferCallback::new("cb", vec![Aval::new(DType::F32, [2])]);
            let a = b.buffer_callback(f4.clone(), &[x.into()])?[0];
            let c = b.buffer_callback(f2, &[y.into()])?[0];
            let d = b.buffer_callback(f4.clone(), &[a.into()])?[0];
            let e = b.buffer_callback(f4.side_effect(true), &[d.into()])?[0];
            Ok(vec![c.into(), e.into()])
        }),
        &opts("reuse", &["cpu"], FfiForm::Typed),
    );
}

/// JAX lowers for any platform name: a program without a buffer_callback lowers for `metal` or a
/// plugin's name exactly as for tpu; a buffer_callback is JAX's error with the name as given.
#[test]
fn any_platform_name_lowers_as_in_jax() {
    let plain = build(|b| {
        let x = b.input(Aval::new(DType::F32, [4]));
        Ok(vec![b.add(x, x)?.into()])
    });
    let tpu = lower(&plain, &opts("f", &["tpu"], FfiForm::Jax)).expect("tpu");
    for name in ["metal", "METAL", "my_plugin", "neuron", "CPU"] {
        let other = lower(&plain, &opts("f", &[name], FfiForm::Jax)).expect(name);
        assert_eq!(other.text, tpu.text, "{name}");
        let multi = lower(&plain, &opts("f", &["cpu", name], FfiForm::Jax)).expect(name);
        assert!(multi.text.contains("_platform_index"), "{name}");
    }
    let with_cb = build(|b| {
        let x = b.input(Aval::new(DType::F32, [4]));
        let cb = BufferCallback::new("cb", vec![Aval::new(DType::F32, [4])]);
        Ok(b.buffer_callback(cb, &[x.into()])?
            .into_iter()
            .map(Into::into)
            .collect())
    });
    for name in ["metal", "METAL", "my_plugin", "CPU"] {
        for form in [FfiForm::Typed, FfiForm::Jax] {
            check_err(
                &with_cb,
                &opts("f", &[name], form),
                &format!("`buffer_callback` not supported on {name} backend."),
            );
        }
        // Several platforms: JAX's multi-platform error in the jax form; in the typed form, the
        // platform without a target.
        check_err(
            &with_cb,
            &opts("f", &["cpu", name], FfiForm::Jax),
            "multi-platform lowering for buffer_callback",
        );
        check_err(
            &with_cb,
            &opts("f", &["cpu", name], FfiForm::Typed),
            &format!("`buffer_callback` not supported on {name} backend."),
        );
    }
}

#[test]
fn lowering_errors() {
    let jaxpr = build(|b| {
        let x = b.input(Aval::new(DType::F32, [4]));
        Ok(vec![b.add(x, x)?.into()])
    });
    check_err(
        &jaxpr,
        &opts("f", &[], FfiForm::Typed),
        "no lowering platform given; pass at least one, such as \"cpu\"",
    );
    check_err(
        &jaxpr,
        &opts("f", &["gpu"], FfiForm::Typed),
        "`gpu` is not a lowering platform (JAX resolves it to cuda or rocm from the backends it finds): choose cuda or rocm; known platforms: cpu, cuda, rocm, tpu, oneapi",
    );
    for blank in ["", " ", "\t"] {
        check_err(
            &jaxpr,
            &opts("f", &["cpu", blank], FfiForm::Typed),
            &format!("{blank:?} is not a platform name; known platforms: cpu, cuda, rocm, tpu, oneapi (or any other name, such as a PJRT plugin's)"),
        );
    }
    // A jaxpr that fails the check never reaches MLIR.
    let mut bad = jaxpr.clone();
    // A handle past main's variables (made by a copy of main, whose scope it shares).
    let past = bad.main().clone().new_var(Aval::scalar(DType::F32));
    bad.main_mut().outvars = vec![Atom::Var(past)];
    let err = lower(&bad, &LowerOptions::default()).expect_err("unchecked");
    assert!(
        matches!(err, minihlo_stablehlo::LowerError::Check(_)),
        "{err}"
    );
}

#[test]
fn multi_platform_without_callbacks() {
    let jaxpr = build(|b| {
        let x = b.input(Aval::new(DType::F32, [3]));
        Ok(vec![b.mul(x, Literal::f32(2.0))?.into()])
    });
    check_lower(
        "multi_platform_index",
        &jaxpr,
        &opts("f", &["cpu", "cuda"], FfiForm::Typed),
    );
}

#[test]
fn host_callback_json() {
    let lowered =
        lower(&callback_program("two_callbacks"), &LowerOptions::default()).expect("lower");
    let json = serde_json::to_string(&lowered.callbacks).expect("json");
    assert_eq!(
        json,
        r#"[{"index":0,"callback":"make_std_cb.<locals>.std_cb","target":"xla_buffer_python_cpu_callback","operands":[{"dtype":"float32","shape":[4]}],"results":[{"dtype":"float32","shape":[4]}],"has_side_effect":false},{"index":1,"callback":"make_std_cb.<locals>.std_cb","target":"xla_buffer_python_cpu_callback","operands":[{"dtype":"float32","shape":[4]}],"results":[{"dtype":"float32","shape":[4]},{"dtype":"int32","shape":[2]}],"has_side_effect":false}]"#
    );
    let back: Vec<minihlo_stablehlo::HostCallback> = serde_json::from_str(&json).expect("parse");
    assert_eq!(back, lowered.callbacks);
    let err = serde_json::from_str::<Vec<minihlo_stablehlo::HostCallback>>(
        r#"[{"index":0,"callback":"c","target":"t","operands":[{"dtype":"float8","shape":[]}],"results":[],"has_side_effect":true}]"#,
    )
    .expect_err("bad dtype");
    assert!(
        err.to_string().starts_with("unknown dtype `float8`"),
        "{err}"
    );
}
