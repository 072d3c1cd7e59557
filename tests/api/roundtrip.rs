//! Random well-typed programs made with the builder: they check, lower (for one platform in
//! both forms, and for several), pass the custom_call rules, and print → parse → print unchanged.

use minihlo::ir::pretty::pretty_print;
use minihlo::ir::{
    ArgOp, Atom, Aval, BinaryOp, BufferCallback, Builder, CompareOp, DType, DotDims, Literal,
    Program, ReduceOp, Scalar, UnaryOp, Var,
};
use minihlo::stablehlo::{lower, FfiForm, LowerOptions};
use proptest::prelude::*;

use super::verify_module;

/// One step of a program: what to build, on which earlier values (indices wrap around).
#[derive(Clone, Debug)]
enum Step {
    Input(usize, Vec<u64>),
    Unary(usize, usize),
    Binary(usize, usize, usize),
    BinaryLiteral(usize, usize),
    Compare(usize, usize, usize),
    Convert(usize, usize),
    Flatten(usize),
    Reverse(usize),
    Reduce(usize, usize),
    Broadcast(usize, u64),
    Callback(usize, u8, bool),
    Pow(usize, i64),
    Concat(usize),
    Slice(usize),
    Iota(usize, u64),
    Argmax(usize),
    Dot(usize, usize),
    Select(usize, usize),
}

const DTYPES: [DType; 6] = [
    DType::F32,
    DType::I32,
    DType::Bool,
    DType::F16,
    DType::U8,
    DType::I64,
];

fn step() -> impl Strategy<Value = Step> {
    let i = || 0usize..64;
    prop_oneof![
        (0..DTYPES.len(), prop::collection::vec(1u64..4, 0..3))
            .prop_map(|(d, s)| Step::Input(d, s)),
        (i(), i()).prop_map(|(a, b)| Step::Unary(a, b)),
        (i(), i(), i()).prop_map(|(a, b, c)| Step::Binary(a, b, c)),
        (i(), i()).prop_map(|(a, b)| Step::BinaryLiteral(a, b)),
        (i(), i(), i()).prop_map(|(a, b, c)| Step::Compare(a, b, c)),
        (i(), i()).prop_map(|(a, b)| Step::Convert(a, b)),
        i().prop_map(Step::Flatten),
        i().prop_map(Step::Reverse),
        (i(), i()).prop_map(|(a, b)| Step::Reduce(a, b)),
        (i(), 1u64..4).prop_map(|(a, n)| Step::Broadcast(a, n)),
        (i(), any::<u8>(), any::<bool>()).prop_map(|(a, n, s)| Step::Callback(a, n, s)),
        (i(), -5i64..6).prop_map(|(a, y)| Step::Pow(a, y)),
        i().prop_map(Step::Concat),
        i().prop_map(Step::Slice),
        (i(), 1u64..5).prop_map(|(d, n)| Step::Iota(d, n)),
        i().prop_map(Step::Argmax),
        (i(), i()).prop_map(|(a, b)| Step::Dot(a, b)),
        (i(), i()).prop_map(|(a, b)| Step::Select(a, b)),
    ]
}

fn literal(dtype: DType) -> Literal {
    let value = if dtype.is_float() {
        Scalar::Float(0.5)
    } else if dtype.is_bool() {
        Scalar::Bool(true)
    } else {
        Scalar::Int(3)
    };
    Literal { value, dtype }
}

/// Builds the steps the builder accepts (it refuses ill-typed ones) and returns the program.
fn build(steps: &[Step]) -> Program {
    let mut b = Builder::new();
    let mut vals: Vec<Var> = vec![b.input(Aval::new(DType::F32, [2, 3]))];
    let pick = |vals: &[Var], i: usize| vals[i % vals.len()];
    for s in steps {
        let aval = |b: &Builder, v: Var| b.aval(v).expect("own value");
        let made: Result<Vec<Var>, _> = match s.clone() {
            Step::Input(d, shape) => Ok(vec![b.input(Aval::new(DTYPES[d], shape))]),
            Step::Unary(op, x) => b
                .unary(UnaryOp::ALL[op % UnaryOp::ALL.len()], pick(&vals, x))
                .map(|v| vec![v]),
            Step::Binary(op, x, y) => b
                .binary(
                    BinaryOp::ALL[op % BinaryOp::ALL.len()],
                    pick(&vals, x),
                    pick(&vals, y),
                )
                .map(|v| vec![v]),
            Step::BinaryLiteral(op, x) => {
                let x = pick(&vals, x);
                let lit = literal(aval(&b, x).dtype);
                b.binary(BinaryOp::ALL[op % BinaryOp::ALL.len()], x, lit)
                    .map(|v| vec![v])
            }
            Step::Compare(op, x, y) => b
                .compare(
                    CompareOp::ALL[op % CompareOp::ALL.len()],
                    pick(&vals, x),
                    pick(&vals, y),
                )
                .map(|v| vec![v]),
            Step::Convert(x, d) => b
                .convert(pick(&vals, x), DTYPES[d % DTYPES.len()])
                .map(|v| vec![v]),
            Step::Flatten(x) => {
                let x = pick(&vals, x);
                let n = aval(&b, x).shape.num_elements().expect("small");
                b.reshape(x, [n]).map(|v| vec![v])
            }
            Step::Reverse(x) => {
                let x = pick(&vals, x);
                let perm: Vec<usize> = (0..aval(&b, x).rank()).rev().collect();
                b.transpose(x, &perm).map(|v| vec![v])
            }
            Step::Reduce(x, op) => {
                let op = [ReduceOp::Sum, ReduceOp::Max, ReduceOp::Min][op % 3];
                b.reduce(op, pick(&vals, x), &[0]).map(|v| vec![v])
            }
            Step::Broadcast(x, n) => {
                let x = pick(&vals, x);
                let a = aval(&b, x);
                let mut shape = vec![n];
                shape.extend_from_slice(a.dims());
                let dims: Vec<usize> = (1..=a.rank()).collect();
                b.broadcast_in_dim(x, shape, &dims).map(|v| vec![v])
            }
            Step::Callback(x, n, side_effect) => {
                let x = pick(&vals, x);
                let a = aval(&b, x);
                let mut cb = BufferCallback::new(format!("cb_{}", n % 4), vec![a.clone(), a])
                    .side_effect(side_effect);
                if n % 3 == 0 {
                    cb = cb.alias(0, 1);
                }
                b.buffer_callback(cb, &[x.into()])
            }
            Step::Pow(x, y) => b.integer_pow(pick(&vals, x), y).map(|v| vec![v]),
            Step::Concat(x) => {
                let x = pick(&vals, x);
                b.concatenate(&[x.into(), x.into()], 0).map(|v| vec![v])
            }
            Step::Slice(x) => {
                let x = pick(&vals, x);
                let a = aval(&b, x);
                let limits = a.dims().to_vec();
                let starts: Vec<u64> = limits.iter().map(|&d| d / 2).collect();
                b.slice(x, &starts, &limits, None).map(|v| vec![v])
            }
            Step::Iota(d, n) => b.iota(DTYPES[d % DTYPES.len()], [n, 2], 0).map(|v| vec![v]),
            // JAX traces argmax of a complex operand but cannot lower it (its `gt` refuses
            // complex): such a program is JAX's error, not one to print back.
            Step::Argmax(x) if aval(&b, pick(&vals, x)).dtype.is_complex() => continue,
            Step::Argmax(x) => b
                .arg_reduce(ArgOp::Argmax, pick(&vals, x), 0, DType::I32)
                .map(|v| vec![v]),
            Step::Dot(x, y) => b
                .dot_general(
                    pick(&vals, x),
                    pick(&vals, y),
                    DotDims {
                        lhs_contracting: vec![1],
                        rhs_contracting: vec![0],
                        ..DotDims::default()
                    },
                )
                .map(|v| vec![v]),
            Step::Select(p, x) => {
                let x = pick(&vals, x);
                b.select_n(pick(&vals, p), &[Atom::from(x), Atom::from(x)])
                    .map(|v| vec![v])
            }
        };
        if let Ok(vs) = made {
            vals.extend(vs);
        }
    }
    let outs: Vec<Var> = vals.iter().rev().take(3).copied().collect();
    b.finish(outs)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn built_programs_lower_and_print_back(steps in prop::collection::vec(step(), 1..24)) {
        let j = build(&steps);
        minihlo::ir::check(&j).map_err(|e| TestCaseError::fail(format!("{e}")))?;

        let text = pretty_print(&j);
        let parsed = minihlo::jaxpr::parse(&text)
            .map_err(|e| TestCaseError::fail(format!("{}\n{text}", e.render())))?;
        prop_assert_eq!(pretty_print(&parsed), text.clone());

        for (platforms, form) in [
            (&["cpu"][..], FfiForm::Typed),
            (&["rocm"][..], FfiForm::Jax),
            (&["cpu", "cuda"][..], FfiForm::Typed),
        ] {
            let opts = LowerOptions {
                module_name: "prop".into(),
                platforms: platforms.iter().map(|p| minihlo::stablehlo::Platform::from(*p)).collect(),
                ffi_form: form,
                ..LowerOptions::default()
            };
            let lowered = lower(&j, &opts)
                .map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
            verify_module(&lowered.text, lowered.callbacks.len());
            // The parsed program lowers to the same module.
            let again = lower(&parsed, &opts).expect("the parsed program lowers");
            prop_assert_eq!(again.text, lowered.text);
        }
    }
}
