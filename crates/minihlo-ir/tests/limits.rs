//! Hostile programs built through the API: every limit is an error with its message, never a
//! panic, an overflow or a hang.

use minihlo_ir::limits::{MAX_EQNS, MAX_EQN_ARITY, MAX_LITERALS};
use minihlo_ir::types::MAX_RANK;
use minihlo_ir::*;

/// The first error of checking `jaxpr`, which must fail.
#[track_caller]
fn check_error(program: &Program) -> String {
    match check(program) {
        Ok(()) => panic!("expected a check error"),
        Err(e) => e.first().message.clone(),
    }
}

/// A program of one hand-made jaxpr.
fn prog(j: Jaxpr) -> Program {
    Program::new(j).expect("calls no jaxpr")
}

fn f32s(dims: &[u64]) -> Aval {
    Aval::new(DType::F32, dims)
}

#[test]
fn a_zero_dimension_does_not_excuse_a_dimension_beyond_i64() {
    // [0, 2^64-1] has zero elements, but MLIR's shapes are i64.
    let mut b = Builder::new();
    let x = b.input(f32s(&[0, u64::MAX]));
    let j = b.finish([x]);
    assert_eq!(
        check_error(&j),
        "input `a`: shape [0,18446744073709551615] has dimension 18446744073709551615, more than fits in an i64"
    );
    let mut b = Builder::new();
    let e = b.iota(DType::I32, [0, 1 << 63], 0).unwrap_err();
    assert_eq!(
        e.to_string(),
        "iota: shape [0,9223372036854775808] has dimension 9223372036854775808, more than fits in an i64"
    );
}

#[test]
fn ranks_beyond_the_limit_are_errors() {
    let mut b = Builder::new();
    let x = b.input(f32s(&vec![1; MAX_RANK + 1]));
    let j = b.finish([x]);
    assert_eq!(
        check_error(&j),
        "input `a`: a shape of rank 65 exceeds the limit of 64 dimensions"
    );

    let mut b = Builder::new();
    let x = b.input(f32s(&vec![1; MAX_RANK]));
    assert_eq!(
        b.expand_dims(x, &[0]).unwrap_err().to_string(),
        "expand_dims: expand_dims to rank 65 exceeds the limit of 64 dimensions"
    );
    // A million new axes: refused before any per-axis work (which was quadratic).
    let many: Vec<usize> = (0..1_000_000).collect();
    assert_eq!(
        b.expand_dims(x, &many).unwrap_err().to_string(),
        "expand_dims: expand_dims to rank 1000064 exceeds the limit of 64 dimensions"
    );
    assert_eq!(
        b.broadcast_in_dim(x, vec![1u64; MAX_RANK + 1], &[])
            .unwrap_err()
            .to_string(),
        "broadcast_in_dim: a shape of rank 65 exceeds the limit of 64 dimensions"
    );
}

#[test]
fn outputs_whose_element_count_overflows_are_errors() {
    // Each operand is fine; the outer product has 2^80 elements.
    let mut b = Builder::new();
    let x = b.input(f32s(&[1 << 40]));
    let y = b.input(f32s(&[1 << 40]));
    let e = b.dot_general(x, y, DotDims::default()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "dot_general: shape [1099511627776,1099511627776] has more elements than fit in an i64"
    );
}

#[test]
fn foreign_handles_are_check_errors_not_panics() {
    let mut other = Builder::new();
    for _ in 0..10 {
        other.input(f32s(&[4]));
    }
    let foreign = other.input(f32s(&[4]));
    // `try_finish` refuses another builder's output at once.
    let mut b = Builder::new();
    let x = b.input(f32s(&[4]));
    let refused = b.try_finish([Atom::from(x), Atom::from(foreign)]);
    assert_eq!(
        refused.map(|_| ()).map_err(|e| e.to_string()),
        Err(
            "output 1 is variable #10 of another builder, not of this one (a value can only be \
             used by the builder that made it)"
                .to_string()
        )
    );
    let mut b = Builder::new();
    let x = b.input(f32s(&[4]));
    // `finish` marks what is read; a handle past this builder's variables is left to check.
    let j = b.finish([Atom::from(x), Atom::from(foreign)]);
    assert_eq!(check_error(&j), "output: variable #10 is not in this jaxpr");
    let _ = pretty::pretty_print(&j);
    let _ = dce(&j);

    let mut j = Jaxpr::new();
    let x = j.new_var(f32s(&[4]));
    j.invars.push(x);
    let y = j.new_var(f32s(&[4]));
    // Handles past the jaxpr's variables: ones a copy of it (the same scope) made.
    let mut copy = j.clone();
    let (past, past2) = (copy.new_var(f32s(&[4])), copy.new_var(f32s(&[4])));
    j.eqns.push(Eqn {
        primitive: Primitive::Binary(BinaryOp::Add),
        inputs: vec![Atom::Var(x), Atom::Var(past)],
        outputs: vec![y, past2],
        span: None,
    });
    j.outvars.push(Atom::Var(y));
    let j = prog(j);
    assert_eq!(
        check_error(&j),
        format!("variable {past} is not in this jaxpr")
    );
    let _ = pretty::pretty_print(&j);
    let _ = dce(&j);
}

/// A jaxpr of `n` equations `b = add a LIT` (reading the input), made without the builder.
fn adds(n: usize, literal_operands: usize) -> Jaxpr {
    let mut j = Jaxpr::new();
    let x = j.new_var(f32s(&[]));
    j.invars.push(x);
    let one = Atom::Literal(Literal::f32(1.0));
    let mut last = x;
    for _ in 0..n {
        let y = j.new_var(f32s(&[]));
        let inputs = match literal_operands {
            0 => vec![Atom::Var(last), Atom::Var(last)],
            1 => vec![Atom::Var(last), one],
            _ => vec![one, one],
        };
        j.eqns.push(Eqn {
            primitive: Primitive::Binary(BinaryOp::Add),
            inputs,
            outputs: vec![y],
            span: None,
        });
        last = y;
    }
    j.outvars.push(Atom::Var(last));
    j
}

#[test]
fn programs_past_the_size_limits_are_errors() {
    assert_eq!(
        check_error(&prog(adds(MAX_EQNS + 1, 0))),
        "the program has more than 1048576 equations (the limit)"
    );
    assert_eq!(
        check_error(&prog(adds(MAX_LITERALS / 2 + 1, 2))),
        "the program has more than 1048576 literal operands (the limit)"
    );
    // Just under both limits: checks.
    check(&prog(adds(MAX_LITERALS / 2, 2))).expect("within the limits");
}

#[test]
fn equations_past_the_arity_limit_are_errors() {
    let mut b = Builder::new();
    let which = b.input(Aval::scalar(DType::I32));
    let x = b.input(f32s(&[]));
    let mut p = b.finish([x]);
    let j = p.main_mut();
    let out = j.new_var(f32s(&[]));
    let mut inputs = vec![Atom::Var(which)];
    inputs.extend(std::iter::repeat_n(Atom::Var(x), MAX_EQN_ARITY));
    j.eqns.push(Eqn {
        primitive: Primitive::SelectN(primitive::SelectN),
        inputs,
        outputs: vec![out],
        span: None,
    });
    assert_eq!(
        check_error(&p),
        "equation 0 (select_n) has 65537 operands; the limit is 65536"
    );

    let cb = BufferCallback::new("many", vec![f32s(&[]); MAX_EQN_ARITY + 1]);
    let mut j = Jaxpr::new();
    let outputs = (0..=MAX_EQN_ARITY).map(|_| j.new_var(f32s(&[]))).collect();
    j.eqns.push(Eqn {
        primitive: Primitive::BufferCallback(Box::new(cb)),
        inputs: vec![],
        outputs,
        span: None,
    });
    assert_eq!(
        check_error(&prog(j)),
        "equation 0 (buffer_callback) has 65537 outputs; the limit is 65536"
    );
}
