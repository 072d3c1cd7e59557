//! `jax.vmap` of a program (`minihlo_ir::transform::vmap`) at 1k, 10k and 100k equations: the
//! transform alone and with printing, on a chain of elementwise ops against an unbatched operand,
//! reductions and a `vmap_method=sequential` buffer_callback every 50 steps (a scan each); and on
//! `samples::doubling_chain` of jits (2^depth equations if expanded), which must stay linear in
//! the text because each shared jaxpr is batched once.
//!
//! `cargo bench --bench vmap`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use minihlo::ir::samples::{doubling_chain, Chain};
use minihlo::ir::{
    vmap, Aval, BufferCallback, Builder, DType, Literal, Program, ReduceOp, UnaryOp, VmapSpec,
};

const EQNS: [usize; 3] = [1_000, 10_000, 100_000];

/// About `eqns` equations: per step `sin`, a `mul` by the unbatched input, an `add` of a
/// literal, and every 50th step a buffer_callback plus a reduction broadcast back.
fn chain(eqns: usize) -> Program {
    let mut b = Builder::new();
    let aval = Aval::new(DType::F32, [8]);
    let mut x = b.input(aval.clone());
    let w = b.input(aval.clone());
    for i in 0..eqns / 3 {
        let y = b.unary(UnaryOp::Sin, x).expect("sin");
        let y = b.mul(y, w).expect("mul");
        x = b.add(y, Literal::f32(1.0)).expect("add");
        if i % 50 == 49 {
            let cb = BufferCallback::new("cb", vec![aval.clone()]).vmap("sequential");
            x = b.buffer_callback(cb, &[x.into()]).expect("callback")[0];
            let s = b.reduce(ReduceOp::Sum, x, &[0]).expect("sum");
            x = b.add(x, s).expect("add");
        }
    }
    b.finish([x])
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("vmap");
    group.sample_size(10);
    for eqns in EQNS {
        let program = chain(eqns);
        let spec = VmapSpec {
            in_axes: vec![Some(0), None],
            out_axes: vec![Some(0)],
            axis_size: Some(16),
        };
        group.throughput(Throughput::Elements(eqns as u64));
        group.bench_with_input(BenchmarkId::new("transform", eqns), &program, |b, p| {
            b.iter(|| vmap(p, &spec).expect("batches"))
        });
        group.bench_with_input(
            BenchmarkId::new("transform_and_print", eqns),
            &program,
            |b, p| b.iter(|| vmap(p, &spec).expect("batches").to_string()),
        );
    }
    for depth in [10, 20, 40] {
        let text = doubling_chain(Chain::Jit, depth, "f32", true);
        let program = minihlo::jaxpr::parse(&text).expect("the chain parses");
        let spec = VmapSpec::leading(&program, 16);
        group.bench_with_input(
            BenchmarkId::new("jit_doubling_chain", depth),
            &program,
            |b, p| b.iter(|| vmap(p, &spec).expect("batches")),
        );
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
