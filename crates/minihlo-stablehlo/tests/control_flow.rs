//! Calls and control flow (jit, cond, while, scan, custom_jvp/vjp calls) against JAX 0.12's own
//! lowering: every program of `tests/data/control_flow/` (made by its gen.py: the IR's control
//! programs and more) is parsed from JAX's text, lowered in JAX's form for cpu, and compared op by
//! op with JAX's module; the lowering of each is also snapshotted. Then the errors, by message.

use std::collections::HashMap;
use std::path::PathBuf;

use melior::ir::block::{BlockArgument, BlockLike};
use melior::ir::operation::{OperationLike, OperationResult, WalkOrder, WalkResult};
use melior::ir::RegionLike;

use minihlo_ir::{Aval, Builder, DType, Jaxpr, Literal, Program, Scan, SubJaxpr};
use minihlo_stablehlo::{lower, FfiForm, LowerOptions, MlirContext};

use crate::conformance::describe_module;
use crate::lower::{check_err, check_lower, opts};

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/control_flow")
}

fn programs() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(data_dir())
        .expect("data dir")
        .filter_map(|e| {
            let name = e.ok()?.file_name().to_string_lossy().into_owned();
            name.strip_suffix(".jaxpr.txt").map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

fn parse(name: &str) -> Program {
    let text =
        std::fs::read_to_string(data_dir().join(format!("{name}.jaxpr.txt"))).expect("jaxpr");
    minihlo_jaxpr::parse(&text).unwrap_or_else(|e| panic!("{name}:\n{}", e.render()))
}

#[test]
fn control_flow_matches_jax_op_by_op() {
    let names = programs();
    assert!(names.len() >= 38, "{names:?}");
    for name in &names {
        let jaxpr = parse(name);
        let o = opts(name, &["cpu"], FfiForm::Jax);
        let ours = lower(&jaxpr, &o).unwrap_or_else(|e| panic!("{name}: {e}"));
        let theirs = std::fs::read_to_string(data_dir().join(format!("{name}_cpu.generic.mlir")))
            .expect("JAX's module");
        let mlir = MlirContext::new();
        let table = ours.callbacks.len();
        let mine = describe_module(&mlir, &ours.text, table);
        let jax = describe_module(&mlir, &theirs, table);
        for (i, (m, t)) in mine.iter().zip(&jax).enumerate() {
            assert_eq!(m, t, "{name}: op {i}\n{}", ours.text);
        }
        assert_eq!(mine.len(), jax.len(), "{name}: op count\n{}", ours.text);
    }
}

/// Where each operand of each op of `text` (in walk order) comes from: `op N #R` (result `R` of
/// the `N`th op) or `block N.G.B arg A` (argument `A` of block `B` of region `G` of op `N`). With
/// the op-by-op description (names, types, attributes) this pins the whole module down.
fn dataflow(mlir: &MlirContext, text: &str) -> Vec<Vec<String>> {
    let module = mlir.parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut ops: HashMap<usize, usize> = HashMap::new();
    let mut blocks: HashMap<usize, String> = HashMap::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        let n = ops.len();
        ops.insert(op.to_raw().ptr as usize, n);
        for (g, region) in op.regions().enumerate() {
            let mut block = region.first_block();
            let mut b = 0;
            while let Some(bl) = block {
                blocks.insert(bl.to_raw().ptr as usize, format!("{n}.{g}.{b}"));
                block = bl.next_in_region();
                b += 1;
            }
        }
        WalkResult::Advance
    });
    let mut out = Vec::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        let sources = op
            .operands()
            .map(|v| {
                if let Ok(r) = OperationResult::try_from(v) {
                    let owner = ops.get(&(r.owner().to_raw().ptr as usize));
                    format!("op {owner:?} #{}", r.result_number())
                } else if let Ok(a) = BlockArgument::try_from(v) {
                    let owner = blocks.get(&(a.owner().to_raw().ptr as usize));
                    format!("block {owner:?} arg {}", a.argument_number())
                } else {
                    "?".to_string()
                }
            })
            .collect();
        out.push(sources);
        WalkResult::Advance
    });
    out
}

/// Stronger than op by op: each module's dataflow (which value feeds which operand) is JAX's.
#[test]
fn control_flow_dataflow_matches_jax() {
    for name in programs() {
        let jaxpr = parse(&name);
        let o = opts(&name, &["cpu"], FfiForm::Jax);
        let ours = lower(&jaxpr, &o).unwrap_or_else(|e| panic!("{name}: {e}"));
        let theirs = std::fs::read_to_string(data_dir().join(format!("{name}_cpu.generic.mlir")))
            .expect("JAX's module");
        let mlir = MlirContext::new();
        assert_eq!(
            dataflow(&mlir, &ours.text),
            dataflow(&mlir, &theirs),
            "{name}\n{}",
            ours.text
        );
    }
}

#[test]
fn control_flow_snapshots() {
    for name in [
        "cond_basic",
        "cond_callback",
        "switch3",
        "cond_side_effect_no_outputs",
        "scan_callback",
        "scan_reverse",
        "scan_consts_two_xs",
        "scan_length0",
        "scan_unroll",
        "scan_unroll_reverse",
        "scan_unroll_full",
        "scan_unroll_consts",
        "scan_unroll_length0",
        "while_callback",
        "while_consts",
        "jit_callback",
        "jit_twice",
        "jit_symbol_names",
        "jit_preorder",
        "jit_in_cond",
        "custom_jvp_relu",
        "custom_vjp_sin",
        "nested",
        "scan_in_cond_callback",
        "while_in_scan_in_jit",
    ] {
        let jaxpr = parse(name);
        check_lower(
            &format!("cf_{name}"),
            &jaxpr,
            &opts(name, &["cpu"], FfiForm::Typed),
        );
    }
    // Host-callback targets per platform, in branches, loop bodies and functions alike.
    for name in ["cond_callback", "while_in_scan_in_jit"] {
        let jaxpr = parse(name);
        check_lower(
            &format!("cf_{name}_cuda_jax"),
            &jaxpr,
            &opts(name, &["cuda"], FfiForm::Jax),
        );
    }
    // Several platforms: every private function takes the platform index first.
    let jaxpr = parse("jit_in_cond");
    check_lower(
        "cf_jit_in_cond_cpu_cuda",
        &jaxpr,
        &opts("jit_in_cond", &["cpu", "cuda"], FfiForm::Typed),
    );
}

/// The callbacks of a module, in index order, are lowered in JAX's order: branch 0 first, the
/// loop body, functions where they are first called.
#[test]
fn callback_indices_follow_lowering_order() {
    let jaxpr = parse("jit_in_cond");
    let lowered = lower(&jaxpr, &LowerOptions::default()).expect("lowers");
    assert_eq!(lowered.callbacks.len(), 1, "one function, lowered once");
    let text = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus/cf_cond/jaxpr.txt"),
    )
    .expect("corpus");
    let lowered = lower(
        &minihlo_jaxpr::parse(&text).expect("parses"),
        &LowerOptions::default(),
    )
    .expect("lowers");
    let shapes: Vec<usize> = lowered.callbacks.iter().map(|c| c.operands.len()).collect();
    // Branch 0 (false) passes its operand, branch 1 calls with none.
    assert_eq!(shapes, [1, 0]);
}

fn f32s(dims: &[u64]) -> Aval {
    Aval::new(DType::F32, dims)
}

#[test]
fn scan_errors() {
    let body = {
        let mut b = Builder::new();
        let c = b.input(f32s(&[]));
        let x = b.input(f32s(&[]));
        let s = b.add(c, x).expect("add");
        b.finish_sub([s, s])
    };
    let scan = |length: u64, unroll: u64| {
        let mut b = Builder::new();
        let xs = b.input(f32s(&[length]));
        let outs = b
            .scan(
                &body,
                length,
                false,
                &[],
                &[Literal::f32(0.0).into()],
                &[xs.into()],
            )
            .expect("scan");
        let mut j = b.finish(outs);
        if let Some(minihlo_ir::Primitive::Scan(s)) =
            j.main_mut().eqns.last_mut().map(|e| &mut e.primitive)
        {
            let s: &mut Scan = s;
            s.unroll = unroll;
        }
        j
    };
    // A fully unrolled scan inlines its body once per row: even an empty body counts each copy
    // toward the budget.
    let passthrough = {
        let mut b = Builder::new();
        let c = b.input(f32s(&[]));
        b.finish_sub([c])
    };
    let mut b = Builder::new();
    let c = b.input(f32s(&[]));
    let outs = b
        .scan(&passthrough, 1 << 21, false, &[], &[c.into()], &[])
        .expect("scan");
    let mut j = b.finish(outs);
    if let Some(minihlo_ir::Primitive::Scan(s)) =
        j.main_mut().eqns.last_mut().map(|e| &mut e.primitive)
    {
        s.unroll = 0;
    }
    check_err(
        &j,
        &LowerOptions::default(),
        "cannot lower `jaxpr`: the module would hold more than 1048576 lowered equations (branches and loop bodies are inlined once per use)",
    );
    // Unrolled or not, the length must fit JAX's int32 counter.
    check_err(
        &scan(1 << 31, 2),
        &LowerOptions::default(),
        "cannot lower `scan`: length 2147483648 does not fit the int32 loop counter JAX uses",
    );
    check_err(
        &scan(1 << 31, 1),
        &LowerOptions::default(),
        "cannot lower `scan`: length 2147483648 does not fit the int32 loop counter JAX uses",
    );
}

/// A jaxpr shared by both branches of a cond, nested 24 deep: tiny as text and IR, 2^24 copies if
/// inlined. Lowering stops at the budget instead; through jit the same sharing stays linear.
#[test]
fn inlining_is_budgeted() {
    let leaf = || {
        let mut b = Builder::new();
        let x = b.input(f32s(&[]));
        let y = b.add(x, Literal::f32(1.0)).expect("add");
        b.finish_sub([y])
    };
    // Each level calls the one below twice, through jit: functions are emitted once each.
    let mut inner = leaf();
    for _ in 0..24 {
        let mut b = Builder::new();
        let x = b.input(f32s(&[]));
        let y = b.jit("f", &inner, &[x.into()]).expect("jit");
        let z = b.jit("f", &inner, &[y[0].into()]).expect("jit");
        inner = b.finish_sub(z);
    }
    let mut b = Builder::new();
    let x = b.input(f32s(&[]));
    let out = b.jit("top", &inner, &[x.into()]).expect("jit");
    let lowered = lower(&b.finish(out), &LowerOptions::default()).expect("linear");
    assert_eq!(lowered.text.matches("func.func private").count(), 25);

    // The same shape with cond: every level inlines both branches.
    let mut inner = leaf();
    for _ in 0..24 {
        let mut b = Builder::new();
        let x = b.input(f32s(&[]));
        let out = b
            .cond(
                Literal::i32(0),
                &[inner.clone(), inner.clone()],
                &[x.into()],
            )
            .expect("cond");
        inner = b.finish_sub(out);
    }
    let mut b = Builder::new();
    let x = b.input(f32s(&[]));
    let out = b
        .custom_jvp_call("f", &inner, "jvp", &[x.into()])
        .expect("call");
    let j = b.finish(out);
    check_err(
        &j,
        &LowerOptions::default(),
        "cannot lower `jaxpr`: the module would hold more than 1048576 lowered equations (branches and loop bodies are inlined once per use)",
    );
}

#[test]
fn nested_jaxprs_with_constvars_are_refused() {
    let inner = {
        let mut j = Jaxpr::new();
        let c = j.new_var(f32s(&[]));
        j.constvars.push(c);
        let x = j.new_var(f32s(&[]));
        j.invars.push(x);
        j.outvars.push(c.into());
        SubJaxpr::from_program(Program::new(j).expect("calls nothing"))
    };
    let mut b = Builder::new();
    let x = b.input(f32s(&[]));
    let out = b.jit("f", &inner, &[x.into()]).expect("jit");
    check_err(
        &b.finish(out),
        &LowerOptions::default(),
        "cannot lower `jit`: a nested jaxpr with 1 constvars (closed-over values the text does not hold) cannot be lowered",
    );
}

/// Nesting past the IR's limit is refused by the check before lowering: never a stack overflow.
#[test]
fn deep_nesting_is_an_error() {
    let mut inner = {
        let mut b = Builder::new();
        let x = b.input(f32s(&[]));
        let y = b.add(x, Literal::f32(1.0)).expect("add");
        b.finish_sub([y])
    };
    for _ in 0..70 {
        let mut b = Builder::new();
        let x = b.input(f32s(&[]));
        let out = b.jit("f", &inner, &[x.into()]).expect("jit");
        inner = b.finish_sub(out);
    }
    let mut b = Builder::new();
    let x = b.input(f32s(&[]));
    let out = b.jit("top", &inner, &[x.into()]).expect("jit");
    let err = lower(&b.finish(out), &LowerOptions::default()).expect_err("too deep");
    assert!(
        err.to_string()
            .starts_with("jit: jaxprs nested more than 64 levels deep"),
        "{err}"
    );
}
