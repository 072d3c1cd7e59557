//! The IR against JAX's own text: the builder's conformance programs print exactly as
//! `jax.make_jaxpr` printed them, and the error programs fail with JAX's messages.

use std::path::PathBuf;

use minihlo_ir::samples::{conformance, CONFORMANCE};

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/conformance")
        .join(name)
}

fn read(name: &str) -> Option<String> {
    std::fs::read_to_string(data(name)).ok()
}

#[test]
fn conformance_programs_print_as_jax_prints_them() {
    for name in CONFORMANCE {
        let built = conformance(name).expect("known program");
        let jax_text = read(&format!("{name}.jaxpr.txt")).expect("jaxpr file");
        match built {
            Ok(jaxpr) => {
                minihlo_ir::check(&jaxpr).unwrap_or_else(|e| panic!("{name}: {e}"));
                assert_eq!(jaxpr.to_string(), jax_text.trim_end(), "{name}");
            }
            Err(e) => {
                let expected = read(&format!("{name}.expected_error")).expect("error file");
                assert_eq!(e.to_string(), expected.trim_end(), "{name}");
            }
        }
    }
}

mod rules {
    //! Every shape-rule error, through the builder, with its exact message.
    use minihlo_ir::*;

    fn f32s(dims: &[u64]) -> Aval {
        Aval::new(DType::F32, dims)
    }

    /// Runs `build` on a fresh builder with inputs f32[4], i32[4], f32[2,3], bool[4] and
    /// asserts that it fails with `expected`.
    fn check_err(
        expected: &str,
        build: impl FnOnce(&mut Builder, [Var; 4]) -> Result<Var, BuildError>,
    ) {
        let mut b = Builder::new();
        let x = b.input(f32s(&[4]));
        let i = b.input(Aval::new(DType::I32, [4]));
        let m = b.input(f32s(&[2, 3]));
        let p = b.input(Aval::new(DType::Bool, [4]));
        match build(&mut b, [x, i, m, p]) {
            Ok(_) => panic!("expected the error {expected:?}"),
            Err(e) => assert_eq!(e.to_string(), expected),
        }
    }

    #[test]
    fn elementwise() {
        check_err(
            "lax.add requires arguments to have the same dtypes, got float32, int32. (Tip: jnp.add is a similar function that does automatic type promotion on inputs).",
            |b, [x, i, ..]| b.add(x, i),
        );
        check_err(
            "mul: arrays must have the same number of dimensions, got {1, 2}",
            |b, [x, _, m, _]| b.mul(x, m),
        );
        check_err(
            "add got incompatible shapes for broadcasting: (2, 3), (3, 2).",
            |b, [.., m, _]| {
                let t = b.transpose(m, &[1, 0])?;
                b.add(m, t)
            },
        );
        check_err(
            "lt got incompatible shapes for broadcasting: (2, 3), (1, 2).",
            |b, [.., m, _]| {
                let r = b.reshape(m, [6])?;
                let s = b.slice(r, &[0], &[2], None)?;
                let s = b.reshape(s, [1, 2])?;
                b.compare(CompareOp::Lt, m, s)
            },
        );
        check_err(
            "exp does not accept dtype int32. Accepted dtypes are subtypes of floating, complexfloating.",
            |b, [_, i, ..]| b.unary(UnaryOp::Exp, i),
        );
        check_err(
            "not does not accept dtype float32. Accepted dtypes are subtypes of integer, bool.",
            |b, [x, ..]| b.unary(UnaryOp::Not, x),
        );
        check_err("neg does not accept dtype bool. Accepted dtypes are subtypes of integer, floating, complexfloating.", |b, [.., p]| {
            b.unary(UnaryOp::Neg, p)
        });
        check_err(
            "integer_pow does not accept dtype bool. Accepted dtypes are subtypes of integer, floating, complexfloating.",
            |b, [.., p]| b.integer_pow(p, 2),
        );
        check_err(
            "lax.clamp requires arguments to have the same dtypes, got int32, float32, float32.",
            |b, [x, i, ..]| b.clamp(i, x, Literal::f32(1.0)),
        );
        check_err(
            "integer_pow: Integers cannot be raised to negative powers, got integer_pow(int32[4], -1)",
            |b, [_, i, ..]| b.integer_pow(i, -1),
        );
        check_err(
            "abs does not accept dtype uint8. Accepted dtypes are subtypes of floating, complexfloating, signedinteger.",
            |b, _| {
                let u = b.iota(DType::U8, [4], 0)?;
                b.abs(u)
            },
        );
        check_err(
            "lax.lt requires arguments to have the same dtypes, got float32, int32.",
            |b, [x, ..]| b.compare(CompareOp::Lt, x, Literal::i32(1)),
        );
        check_err("add: literal 300:u8[] does not fit its dtype", |b, [..]| {
            let y = b.iota(DType::U8, [4], 0)?;
            b.add(
                y,
                Literal {
                    value: Scalar::Int(300),
                    dtype: DType::U8,
                },
            )
        });
        check_err(
            "clamp requires min.shape == operand.shape or min.shape == (), got min.shape=(2, 3), operand.shape=(4,).",
            |b, [x, _, m, _]| b.clamp(m, x, Literal::f32(1.0)),
        );
        check_err(
            "select_n: select_n cases must all have the same type, got f32[4], i32[4]",
            |b, [x, i, _, p]| b.select_n(p, &[x.into(), i.into()]),
        );
        check_err(
            "select_n: select_n predicate must be bool or an integer, got f32[4]",
            |b, [x, ..]| b.select_n(x, &[x.into()]),
        );
        check_err(
            "select_n: select_n with a bool predicate takes at most two cases",
            |b, [x, .., p]| b.select_n(p, &[x.into(), x.into(), x.into()]),
        );
        check_err(
            "select_n: select_n predicate bool[4] must be a scalar or have the cases' shape [2,3]",
            |b, [_, _, m, p]| b.select_n(p, &[m.into(), m.into()]),
        );
        check_err(
            "select_n: select_n takes a predicate and at least one case",
            |b, [.., p]| b.select_n(p, &[]),
        );
        check_err("add: takes 2 operand(s), got 1", |b, [x, ..]| {
            b.eqn(Primitive::Binary(BinaryOp::Add), &[x.into()])
                .map(|v| v[0])
        });
    }

    /// JAX 0.12's n-ary rule: sizes 1 broadcast, rank-0 operands broadcast, the result takes the
    /// size that is not 1.
    #[test]
    fn size_one_broadcasting() {
        let mut b = Builder::new();
        let m = b.input(f32s(&[2, 3]));
        let row = b.input(f32s(&[1, 3]));
        let col = b.input(f32s(&[2, 1]));
        let empty = b.input(f32s(&[0, 1]));
        let s = b.input(f32s(&[]));
        let cases = [
            (b.add(m, row).unwrap(), vec![2, 3]),
            (b.sub(col, row).unwrap(), vec![2, 3]),
            (b.mul(row, s).unwrap(), vec![1, 3]),
            (b.binary(BinaryOp::Max, empty, row).unwrap(), vec![0, 3]),
            (b.compare(CompareOp::Ge, col, m).unwrap(), vec![2, 3]),
        ];
        for (v, dims) in cases {
            assert_eq!(b.aval(v).unwrap().dims(), dims.as_slice());
        }
        let err = b.add(empty, m).unwrap_err();
        assert_eq!(
            err.to_string(),
            "add got incompatible shapes for broadcasting: (0, 1), (2, 3)."
        );
    }

    #[test]
    fn structural() {
        check_err("broadcast_in_dim: broadcast_in_dim broadcast_dimensions [] must have one entry per operand dimension of f32[4]", |b, [x, ..]| b.broadcast_in_dim(x, [4, 4], &[]));
        check_err("broadcast_in_dim: broadcast_in_dim broadcast_dimensions entry 2 is out of range for the output rank 2", |b, [x, ..]| b.broadcast_in_dim(x, [4, 4], &[2]));
        check_err("broadcast_in_dim: broadcast_in_dim broadcast_dimensions [1, 0] must be strictly increasing", |b, [_, _, m, _]| b.broadcast_in_dim(m, [3, 2], &[1, 0]));
        check_err("broadcast_in_dim: broadcast_in_dim cannot broadcast operand dimension 0 of size 4 to output dimension 1 of size 5", |b, [x, ..]| b.broadcast_in_dim(x, [2, 5], &[1]));
        check_err(
            "broadcast_in_dim: shape [4294967296,4294967296] has more elements than fit in an i64",
            |b, [x, ..]| b.broadcast_in_dim(x, [1 << 32, 1 << 32], &[]),
        );
        check_err(
            "reshape: reshape cannot change the element count: f32[2,3] to f32[5]",
            |b, [_, _, m, _]| b.reshape(m, [5]),
        );
        check_err(
            "transpose: transpose permutation [0, 0] is not a permutation of 0..2",
            |b, [_, _, m, _]| b.transpose(m, &[0, 0]),
        );
        check_err(
            "squeeze: squeeze dimension 0 of f32[2,3] has size 2, not 1",
            |b, [_, _, m, _]| b.squeeze(m, &[0]),
        );
        check_err(
            "squeeze: squeeze dimensions: axis 5 is out of range for rank 2",
            |b, [_, _, m, _]| b.squeeze(m, &[5]),
        );
        check_err(
            "expand_dims: expand_dims dimensions: axis 1 appears twice",
            |b, [x, ..]| b.expand_dims(x, &[1, 1]),
        );
        check_err("iota: iota needs a numeric dtype, got bool", |b, _| {
            b.iota(DType::Bool, [3], 0)
        });
        check_err(
            "iota: iota dimension 1 is out of range for shape [3]",
            |b, _| b.iota(DType::I32, [3], 1),
        );
        check_err(
            "concatenate: concatenate takes at least one operand",
            |b, _| b.concatenate(&[], 0),
        );
        check_err(
            "concatenate: concatenate dimension 1 is out of range for f32[4]",
            |b, [x, ..]| b.concatenate(&[x.into()], 1),
        );
        check_err("concatenate: concatenate operands must agree in dtype and in every dimension but 0, got f32[4], i32[4]", |b, [x, i, ..]| b.concatenate(&[x.into(), i.into()], 0));
        check_err(
            "slice: slice needs one start index, limit index and stride per dimension of f32[2,3]",
            |b, [_, _, m, _]| b.slice(m, &[0], &[1], None),
        );
        check_err(
            "slice: slice dimension 0: start 3 and limit 2 must satisfy 0 <= start <= limit <= 4",
            |b, [x, ..]| b.slice(x, &[3], &[2], None),
        );
        check_err(
            "slice: slice dimension 0: stride must be positive",
            |b, [x, ..]| b.slice(x, &[0], &[2], Some(&[0])),
        );
        check_err(
            "dynamic_slice: dynamic_slice needs one start index per dimension of f32[2,3], got 1",
            |b, [_, _, m, _]| b.dynamic_slice(m, &[Literal::i32(0).into()], &[1, 1]),
        );
        check_err(
            "dynamic_slice: dynamic_slice start indices must be integer scalars, got f32[]",
            |b, [x, ..]| b.dynamic_slice(x, &[Literal::f32(0.0).into()], &[1]),
        );
        check_err(
            "dynamic_slice: dynamic_slice needs one slice size per dimension of f32[4]",
            |b, [x, ..]| b.dynamic_slice(x, &[Literal::i32(0).into()], &[1, 1]),
        );
        check_err(
            "dynamic_slice: dynamic_slice size 5 exceeds dimension 0 of f32[4]",
            |b, [x, ..]| b.dynamic_slice(x, &[Literal::i32(0).into()], &[5]),
        );
        check_err("dynamic_update_slice: dynamic_update_slice update i32[4] must have the operand's dtype and rank, operand f32[4]", |b, [x, i, ..]| b.dynamic_update_slice(x, i, &[Literal::i32(0).into()]));
        check_err("dynamic_update_slice: dynamic_update_slice update f32[4] is larger than the operand f32[2]", |b, [x, ..]| {
            let s = b.slice(x, &[0], &[2], None)?;
            b.dynamic_update_slice(s, x, &[Literal::i32(0).into()])
        });
        check_err("dynamic_update_slice: dynamic_update_slice takes an operand, an update and one start index per dimension", |b, [x, ..]| {
            b.eqn(Primitive::DynamicUpdateSlice(minihlo_ir::primitive::DynamicUpdateSlice), &[x.into()]).map(|v| v[0])
        });
    }

    #[test]
    fn contractions_and_reductions() {
        let dims = |lc: &[usize], rc: &[usize]| DotDims {
            lhs_contracting: lc.to_vec(),
            rhs_contracting: rc.to_vec(),
            ..DotDims::default()
        };
        // Operands of different dtypes are JAX's (the higher-precision one is the result's);
        // a preferred_element_type may not narrow an integer result.
        check_err(
            "dot_general: `preferred_element_type` must not be narrower than the original type, got preferred_element_type of int8 for result type of int32.",
            |b, [_, i, ..]| {
                let mut d = dims(&[0], &[0]);
                d.preferred_element_type = Some(DType::I8);
                b.dot_general(i, i, d)
            },
        );
        check_err(
            "dot_general: dot_general needs as many lhs as rhs contracting and batch dimensions",
            |b, [x, ..]| b.dot_general(x, x, dims(&[0], &[])),
        );
        check_err(
            "dot_general: dot_general lhs dimensions: axis 1 is out of range for rank 1",
            |b, [x, ..]| b.dot_general(x, x, dims(&[1], &[0])),
        );
        check_err(
            "dot_general: dot_general lhs dimension 1 (3) and rhs dimension 0 (4) differ in size",
            |b, [x, _, m, _]| b.dot_general(m, x, dims(&[1], &[0])),
        );
        check_err(
            "reduce_sum: reduce_sum needs a numeric operand, got bool",
            |b, [.., p]| b.reduce(ReduceOp::Sum, p, &[0]),
        );
        check_err(
            "reduce_max: reduce_max: axis 2 is out of range for rank 2",
            |b, [_, _, m, _]| b.reduce(ReduceOp::Max, m, &[2]),
        );
        check_err(
            "argmax: argmax index_dtype must be an integer type, got float32",
            |b, [x, ..]| b.arg_reduce(ArgOp::Argmax, x, 0, DType::F32),
        );
        check_err(
            "argmin: argmin cannot reduce over the empty axis 0 of f32[0]",
            |b, [x, ..]| {
                let e = b.slice(x, &[0], &[0], None)?;
                b.arg_reduce(ArgOp::Argmin, e, 0, DType::I32)
            },
        );
        check_err(
            "argmax: argmax takes exactly one axis, got [0, 1]",
            |b, [_, _, m, _]| {
                b.eqn(
                    Primitive::ArgReduce(minihlo_ir::primitive::ArgReduce {
                        op: ArgOp::Argmax,
                        axes: vec![0, 1],
                        index_dtype: DType::I32,
                    }),
                    &[m.into()],
                )
                .map(|v| v[0])
            },
        );
    }

    #[test]
    fn buffer_callback() {
        let cb = |aliases: &[(i64, i64)]| {
            let mut c = BufferCallback::new(
                "cb",
                vec![Aval::new(DType::F32, [4]), Aval::new(DType::I32, [4])],
            );
            c.input_output_aliases = aliases.to_vec();
            c
        };
        let run = |b: &mut Builder, c: BufferCallback, ins: &[Atom]| {
            b.buffer_callback(c, ins).map(|v| v[0])
        };
        // Negative indices index as in Python (JAX's checks let them through): -1 is the last.
        check_err("input_output_aliases contains the mapping '-1:0' referring to an input with abstract value int32[4] and an output with a different abstract value float32[4].", |b, [x, i, ..]| run(b, cb(&[(-1, 0)]), &[x.into(), i.into()]));
        check_err("input_output_aliases contains the mapping '-3:0' with input index -3 outside the range [-2, 2) of Python's indexing (JAX fails with `IndexError: list index out of range`).", |b, [x, i, ..]| run(b, cb(&[(-3, 0)]), &[x.into(), i.into()]));
        check_err("input_output_aliases contains the mapping '0:-3' with output index -3 outside the range [-2, 2) of Python's indexing (JAX fails with `IndexError: tuple index out of range`).", |b, [x, i, ..]| run(b, cb(&[(0, -3)]), &[x.into(), i.into()]));
        check_err("input_output_aliases maps more than one input to output 1; an output can alias at most one input.", |b, [x, ..]| {
            let mut c = cb(&[(0, 1), (1, -1)]);
            c.result_avals = vec![Aval::new(DType::F32, [4]), Aval::new(DType::F32, [4])];
            run(b, c, &[x.into(), x.into()])
        });
        // Checked in sorted order, as JAX does: the out-of-range input wins over the mismatch.
        check_err("input_output_aliases contains the mapping '1:0' referring to an input with abstract value int32[4] and an output with a different abstract value float32[4].", |b, [x, i, ..]| run(b, cb(&[(2, 0), (1, 0)]), &[x.into(), i.into()]));
        check_err("input_output_aliases maps more than one input to output 1; an output can alias at most one input.", |b, [x, ..]| {
            let mut c = cb(&[(0, 1), (1, 1)]);
            c.result_avals = vec![Aval::new(DType::F32, [4]), Aval::new(DType::F32, [4])];
            run(b, c, &[x.into(), x.into()])
        });
        check_err(
            "input_output_aliases maps one input more than once.",
            |b, [x, ..]| {
                let mut c = cb(&[(0, 0), (0, 1)]);
                c.result_avals = vec![Aval::new(DType::F32, [4]), Aval::new(DType::F32, [4])];
                run(b, c, &[x.into()])
            },
        );
        check_err(
            "buffer_callback: shape [9223372036854775807,2] has more elements than fit in an i64",
            |b, [x, ..]| {
                run(
                    b,
                    BufferCallback::new("cb", vec![Aval::new(DType::F32, [i64::MAX as u64, 2])]),
                    &[x.into()],
                )
            },
        );
    }
}

mod verifier {
    //! Errors only a hand-made (or parsed) jaxpr can have, and how they name their equation.
    use minihlo_ir::*;

    fn base() -> (Jaxpr, Var) {
        let mut j = Jaxpr::new();
        let a = j.new_var(Aval::new(DType::F32, [4]));
        j.invars.push(a);
        (j, a)
    }

    fn eqn(prim: Primitive, inputs: Vec<Atom>, outputs: Vec<Var>) -> Eqn {
        Eqn {
            primitive: prim,
            inputs,
            outputs,
            span: Some(Span::new(10, 20)),
        }
    }

    fn check_err(j: &Jaxpr, expected: &str) {
        match check(&Program::new(j.clone()).unwrap()) {
            Ok(()) => panic!("expected the error {expected:?}"),
            Err(e) => assert_eq!(e.to_string(), expected),
        }
    }

    #[test]
    fn binding_rules() {
        let (mut j, _) = base();
        let b = j.new_var(Aval::new(DType::F32, [4]));
        j.eqns
            .push(eqn(Primitive::Unary(UnaryOp::Exp), vec![b.into()], vec![b]));
        j.outvars = vec![b.into()];
        check_err(
            &j,
            "variable `b:f32[4]` is used before it is bound\n  in equation 0: b:f32[4] = exp b",
        );

        let (mut j, a2) = base();
        j.eqns.push(eqn(
            Primitive::Unary(UnaryOp::Exp),
            vec![a2.into()],
            vec![a2],
        ));
        check_err(
            &j,
            "variable `a:f32[4]` is bound twice\n  in equation 0: a:f32[4] = exp a",
        );

        // A handle past the jaxpr's variables: one a copy of it (the same scope) made.
        let (mut j, _) = base();
        let past = j.clone().new_var(Aval::new(DType::F32, [4]));
        j.outvars = vec![past.into()];
        let message = format!("output: variable {past} is not in this jaxpr");
        check_err(&j, &message);

        let (mut j, a3) = base();
        let d = j.new_drop_var(Aval::new(DType::F32, [4]));
        j.eqns.push(eqn(
            Primitive::Unary(UnaryOp::Exp),
            vec![a3.into()],
            vec![d],
        ));
        j.outvars = vec![d.into()];
        check_err(&j, "output: a `_` variable cannot be read");
    }

    #[test]
    fn declared_types_must_match() {
        let (mut j, a) = base();
        let b = j.new_var(Aval::new(DType::F64, [4]));
        j.eqns
            .push(eqn(Primitive::Unary(UnaryOp::Exp), vec![a.into()], vec![b]));
        j.outvars = vec![b.into()];
        let err = check(&Program::new(j).unwrap()).unwrap_err();
        assert_eq!(err.to_string(), "exp produces (f32[4]) but the equation declares (f64[4])\n  in equation 0: b:f64[4] = exp a");
        assert_eq!(err.first().span, Some(Span::new(10, 20)));
        assert_eq!(err.first().eqn, Some(0));
    }

    #[test]
    fn every_error_is_reported() {
        let (mut j, a) = base();
        let b = j.new_var(Aval::new(DType::I32, [4]));
        let c = j.new_var(Aval::new(DType::F32, [4]));
        j.eqns
            .push(eqn(Primitive::Unary(UnaryOp::Exp), vec![a.into()], vec![b]));
        j.eqns.push(eqn(
            Primitive::Binary(BinaryOp::Add),
            vec![
                a.into(),
                Literal {
                    value: Scalar::Float(1.0),
                    dtype: DType::I8,
                }
                .into(),
            ],
            vec![c],
        ));
        j.outvars = vec![c.into()];
        assert_eq!(
            check(&Program::new(j).unwrap()).unwrap_err().to_string(),
            "exp produces (f32[4]) but the equation declares (i32[4])\n  in equation 0: b:i32[4] = exp a\n\
             literal 1.0:i8[] does not fit its dtype\n  in equation 1: c:f32[4] = add a 1.0:i8[]"
        );
    }

    #[test]
    fn dce_keeps_side_effects_only() {
        for (name, kept) in [
            ("pure_unused_result", 1),
            ("side_effect_unused_result", 2),
            ("single_f32", 1),
        ] {
            let j = minihlo_ir::samples::conformance(name).unwrap().unwrap();
            let after = dce(&j);
            assert_eq!(after.main().eqns.len(), kept, "{name}");
            check(&after).unwrap();
        }
    }
}

#[test]
fn callback_chain_prints_as_jax_prints_it() {
    let jaxpr = minihlo_ir::samples::callback_chain(3).unwrap();
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/callback_chain_3.jaxpr");
    let jax_text = std::fs::read_to_string(path).unwrap();
    assert_eq!(jaxpr.to_string(), jax_text.trim_end());
}

/// Complex numbers: literals as Python's `repr(complex)`, and JAX's dtype rules and messages.
mod complex {
    use minihlo_ir::*;

    #[test]
    fn literals_print_as_python_complex_reprs() {
        let lit = |dtype, re, im| {
            Literal {
                value: Scalar::Complex(re, im),
                dtype,
            }
            .to_string()
        };
        assert_eq!(lit(DType::C64, 2.0, 3.0), "(2+3j):c64[]");
        assert_eq!(lit(DType::C64, 0.0, 3.0), "3j:c64[]");
        assert_eq!(lit(DType::C64, -0.0, -3.0), "(-0-3j):c64[]");
        assert_eq!(lit(DType::C64, 0.0, -0.0), "-0j:c64[]");
        assert_eq!(
            lit(DType::C128, f64::NAN, f64::NEG_INFINITY),
            "(nan-infj):c128[]"
        );
        assert_eq!(lit(DType::C128, 1.5, 0.0), "(1.5+0j):c128[]");
        assert_eq!(lit(DType::C128, 1e16, 1e-7), "(1e+16+1e-07j):c128[]");
    }

    #[test]
    fn dtype_rules_give_jax_messages() {
        let mut b = Builder::new();
        let z = b.input(Aval::new(DType::C64, [2]));
        let x = b.input(Aval::new(DType::F32, [2]));
        let i = b.input(Aval::new(DType::I32, [2]));
        let re = b.real(z).unwrap();
        assert_eq!(b.aval(re), Some(Aval::new(DType::F32, [2])));
        let a = b.abs(z).unwrap();
        assert_eq!(b.aval(a), Some(Aval::new(DType::F32, [2])));
        let w = b.complex(x, re).unwrap();
        assert_eq!(b.aval(w), Some(Aval::new(DType::C64, [2])));
        let c = b.conj(x).unwrap();
        assert_eq!(b.aval(c), Some(Aval::new(DType::C64, [2])));
        for (got, want) in [
            (
                b.real(x).map(|_| ()),
                "real does not accept dtype float32. Accepted dtypes are subtypes of complexfloating.",
            ),
            (
                b.conj(i).map(|_| ()),
                "conj does not accept dtype int32. Accepted dtypes are subtypes of float32, complexfloating, float64.",
            ),
            (
                b.complex(i, i).map(|_| ()),
                "complex does not accept dtype int32 at position 0. Accepted dtypes at position 0 are subtypes of float32, float64.",
            ),
            (
                b.compare(CompareOp::Lt, z, z).map(|_| ()),
                "lt does not accept dtype complex64 at position 0. Accepted dtypes at position 0 are subtypes of integer, floating, bool.",
            ),
            (
                b.unary(UnaryOp::Floor, z).map(|_| ()),
                "floor does not accept dtype complex64. Accepted dtypes are subtypes of floating.",
            ),
        ] {
            assert_eq!(got.unwrap_err().to_string(), want);
        }
    }
}
