//! The builder as a Rust user writes programs (issue 15, section 4): a method with its natural
//! name for every primitive, each the same equation as the generic call; callbacks that take
//! `Var`s and, with one result, return it; platforms as a typed value.

use minihlo::ir::{
    ArgOp, Aval, BinaryOp, BufferCallback, BuildError, Builder, CompareOp, DType, Literal, Program,
    ReduceOp, UnaryOp, Var,
};
use minihlo::stablehlo::{lower, LowerOptions, Platform};

type Method = fn(&mut Builder, Var, Var) -> Result<Var, BuildError>;

/// Builds `f(x, y)` on two inputs of `dtype`'s `[2, 3]` and prints the jaxpr.
fn program(dtype: DType, f: Method) -> String {
    let mut b = Builder::new();
    let x = b.input(Aval::new(dtype, [2, 3]));
    let y = b.input(Aval::new(dtype, [2, 3]));
    let z = f(&mut b, x, y).unwrap_or_else(|e| panic!("{e}"));
    b.finish([z]).to_string()
}

#[test]
fn natural_names_are_the_generic_equations() {
    let f32 = DType::F32;
    let cases: Vec<(DType, Method, Method)> = vec![
        (f32, |b, x, _| b.neg(x), |b, x, _| b.unary(UnaryOp::Neg, x)),
        (f32, |b, x, _| b.abs(x), |b, x, _| b.unary(UnaryOp::Abs, x)),
        (
            f32,
            |b, x, _| b.sign(x),
            |b, x, _| b.unary(UnaryOp::Sign, x),
        ),
        (f32, |b, x, _| b.exp(x), |b, x, _| b.unary(UnaryOp::Exp, x)),
        (f32, |b, x, _| b.log(x), |b, x, _| b.unary(UnaryOp::Log, x)),
        (
            f32,
            |b, x, _| b.tanh(x),
            |b, x, _| b.unary(UnaryOp::Tanh, x),
        ),
        (
            f32,
            |b, x, _| b.logistic(x),
            |b, x, _| b.unary(UnaryOp::Logistic, x),
        ),
        (f32, |b, x, _| b.sin(x), |b, x, _| b.unary(UnaryOp::Sin, x)),
        (f32, |b, x, _| b.cos(x), |b, x, _| b.unary(UnaryOp::Cos, x)),
        (
            f32,
            |b, x, _| b.sqrt(x),
            |b, x, _| b.unary(UnaryOp::Sqrt, x),
        ),
        (
            f32,
            |b, x, _| b.rsqrt(x),
            |b, x, _| b.unary(UnaryOp::Rsqrt, x),
        ),
        (
            f32,
            |b, x, _| b.square(x),
            |b, x, _| b.unary(UnaryOp::Square, x),
        ),
        (
            f32,
            |b, x, _| b.floor(x),
            |b, x, _| b.unary(UnaryOp::Floor, x),
        ),
        (
            f32,
            |b, x, _| b.ceil(x),
            |b, x, _| b.unary(UnaryOp::Ceil, x),
        ),
        (
            DType::Bool,
            |b, x, _| b.not(x),
            |b, x, _| b.unary(UnaryOp::Not, x),
        ),
        (
            f32,
            |b, x, y| b.rem(x, y),
            |b, x, y| b.binary(BinaryOp::Rem, x, y),
        ),
        (
            f32,
            |b, x, y| b.max(x, y),
            |b, x, y| b.binary(BinaryOp::Max, x, y),
        ),
        (
            f32,
            |b, x, y| b.min(x, y),
            |b, x, y| b.binary(BinaryOp::Min, x, y),
        ),
        (
            f32,
            |b, x, y| b.pow(x, y),
            |b, x, y| b.binary(BinaryOp::Pow, x, y),
        ),
        (
            DType::I32,
            |b, x, y| b.and(x, y),
            |b, x, y| b.binary(BinaryOp::And, x, y),
        ),
        (
            DType::I32,
            |b, x, y| b.or(x, y),
            |b, x, y| b.binary(BinaryOp::Or, x, y),
        ),
        (
            DType::Bool,
            |b, x, y| b.xor(x, y),
            |b, x, y| b.binary(BinaryOp::Xor, x, y),
        ),
        (
            f32,
            |b, x, y| b.eq(x, y),
            |b, x, y| b.compare(CompareOp::Eq, x, y),
        ),
        (
            f32,
            |b, x, y| b.ne(x, y),
            |b, x, y| b.compare(CompareOp::Ne, x, y),
        ),
        (
            f32,
            |b, x, y| b.lt(x, y),
            |b, x, y| b.compare(CompareOp::Lt, x, y),
        ),
        (
            f32,
            |b, x, y| b.le(x, y),
            |b, x, y| b.compare(CompareOp::Le, x, y),
        ),
        (
            f32,
            |b, x, y| b.gt(x, y),
            |b, x, y| b.compare(CompareOp::Gt, x, y),
        ),
        (
            f32,
            |b, x, y| b.ge(x, y),
            |b, x, y| b.compare(CompareOp::Ge, x, y),
        ),
        (
            f32,
            |b, x, _| b.reduce_sum(x, &[1]),
            |b, x, _| b.reduce(ReduceOp::Sum, x, &[1]),
        ),
        (
            f32,
            |b, x, _| b.reduce_max(x, &[0, 1]),
            |b, x, _| b.reduce(ReduceOp::Max, x, &[0, 1]),
        ),
        (
            f32,
            |b, x, _| b.reduce_min(x, &[0]),
            |b, x, _| b.reduce(ReduceOp::Min, x, &[0]),
        ),
        (
            f32,
            |b, x, _| b.argmax(x, 1, DType::I32),
            |b, x, _| b.arg_reduce(ArgOp::Argmax, x, 1, DType::I32),
        ),
        (
            f32,
            |b, x, _| b.argmin(x, 0, DType::I32),
            |b, x, _| b.arg_reduce(ArgOp::Argmin, x, 0, DType::I32),
        ),
    ];
    for (dtype, natural, generic) in cases {
        let ours = program(dtype, natural);
        assert_eq!(ours, program(dtype, generic));
    }
    // The names print as JAX's primitives.
    assert!(program(f32, |b, x, _| b.tanh(x)).contains("= tanh a"));
    assert!(program(f32, |b, x, y| b.max(x, y)).contains("= max a b"));
    // Operand lists as Vars.
    assert_eq!(
        program(f32, |b, x, y| b.concat([x, y], 1)),
        program(f32, |b, x, y| b.concatenate(&[x.into(), y.into()], 1))
    );
    let select = |b: &mut Builder, x: Var, y: Var| {
        let which = b.lt(x, y)?;
        b.select(which, [x, y])
    };
    let select_n = |b: &mut Builder, x: Var, y: Var| {
        let which = b.compare(CompareOp::Lt, x, y)?;
        b.select_n(which, &[x.into(), y.into()])
    };
    assert_eq!(program(f32, select), program(f32, select_n));
    // Errors are the generic calls' errors.
    let mut b = Builder::new();
    let x = b.input(Aval::new(DType::F32, [2]));
    let i = b.input(Aval::new(DType::I32, [2]));
    assert_eq!(
        b.max(x, i).map_err(|e| e.to_string()),
        b.binary(BinaryOp::Max, x, i).map_err(|e| e.to_string())
    );
}

fn f32x4() -> Aval {
    Aval::new(DType::F32, [4])
}

#[test]
fn callbacks_take_vars_and_a_single_result_is_returned() {
    let build = |single: bool| -> Program {
        let mut b = Builder::new();
        let x = b.input(f32x4());
        let y = b.input(f32x4());
        let cb = BufferCallback::new("cb", vec![f32x4()]);
        let z = if single {
            b.callback1(cb, [x, y]).expect("one result")
        } else {
            b.buffer_callback(cb, &[x.into(), y.into()]).expect("typed")[0]
        };
        b.finish([z])
    };
    assert_eq!(build(true).to_string(), build(false).to_string());
    // Literals and vars alike, as atoms; several results as a Vec.
    let mut b = Builder::new();
    let x = b.input(f32x4());
    let two = BufferCallback::new("two", vec![f32x4(), Aval::scalar(DType::I32)]);
    let outs = b
        .callback(
            two.clone(),
            [minihlo::ir::Atom::from(x), Literal::f32(1.0).into()],
        )
        .expect("typed");
    assert_eq!(outs.len(), 2);
    // callback1 on a callback with two results is an error, not a panic.
    let e = b.callback1(two, [x]).expect_err("two results");
    assert_eq!(
        e.to_string(),
        "buffer_callback: callback1 needs a callback with one result; `two` has 2 (use callback)"
    );
}

#[test]
fn platforms_are_typed_with_an_escape_hatch_for_any_name() {
    let mut b = Builder::new();
    let x = b.input(f32x4());
    let y = b
        .callback1(BufferCallback::new("cb", vec![f32x4()]), [x])
        .expect("typed");
    let jaxpr = b.finish([y]);
    let with = |platforms: Vec<Platform>| {
        lower(
            &jaxpr,
            &LowerOptions {
                platforms,
                ..LowerOptions::default()
            },
        )
    };
    let cuda = with(vec![Platform::Cuda]).expect("cuda");
    assert!(cuda.text.contains("xla_buffer_python_gpu_callback"));
    assert_eq!(with(vec![Platform::from("cuda")]).expect("cuda"), cuda);
    let e = with(vec![Platform::Other("metal".into())]).expect_err("metal");
    assert_eq!(
        e.to_string(),
        "`buffer_callback` not supported on metal backend."
    );
    let e = with(vec![Platform::from("METAL")]).expect_err("METAL");
    assert_eq!(
        e.to_string(),
        "`buffer_callback` not supported on METAL backend."
    );
    assert_eq!(Platform::from("neuron").to_string(), "neuron");
    assert_eq!(
        "gpu".parse::<Platform>().map_err(|e| e.to_string()),
        Err("`gpu` is not a lowering platform (JAX resolves it to cuda or rocm from the backends it finds): choose cuda or rocm; known platforms: cpu, cuda, rocm, tpu, oneapi".to_string())
    );
    let e = with(vec![Platform::from(" ")]).expect_err("blank");
    assert!(e.to_string().contains("is not a platform name"), "{e}");
}

/// The README's snapshot example is the block `src/lib.rs` compiles as a doctest, and its
/// builder example is made of the doctest's lines.
#[test]
fn readme_examples_are_the_doctests() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README");
    let lib = std::fs::read_to_string(root.join("src/lib.rs")).expect("lib.rs");
    let blocks = |text: &str, fence: &str| -> Vec<String> {
        let mut out = Vec::new();
        let mut current: Option<String> = None;
        for line in text.lines() {
            let line = line.strip_prefix("//! ").unwrap_or(line);
            let line = if line == "//!" { "" } else { line };
            match &mut current {
                None if line.starts_with(fence) => current = Some(String::new()),
                None => {}
                Some(_) if line == "```" => out.extend(current.take()),
                Some(block) => {
                    block.push_str(line);
                    block.push('\n');
                }
            }
        }
        out
    };
    let readme_blocks = blocks(&readme, "```rust");
    let doc_blocks = blocks(&lib, "```");
    let snapshot = readme_blocks
        .iter()
        .find(|b| b.contains("insta::glob!"))
        .expect("the README's snapshot example");
    assert!(doc_blocks.contains(snapshot), "{snapshot}");
    let builder = readme_blocks
        .iter()
        .find(|b| b.contains("Builder::new()"))
        .expect("the README's builder example");
    let doctest = doc_blocks
        .iter()
        .find(|b| b.contains("Builder::new()"))
        .expect("the builder doctest");
    for line in builder.lines().filter(|l| !l.starts_with("print!")) {
        assert!(doctest.lines().any(|d| d == line), "{line}");
    }
}
