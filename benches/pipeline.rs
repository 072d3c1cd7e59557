//! Each stage of the pipeline on the scale program (`samples::callback_chain`: a buffer_callback
//! and two elementwise ops per step) at 1k, 10k and 100k equations.
//!
//! `cargo bench --bench pipeline`; `scripts/bench.py` compares the whole binary with mlir-opt.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use minihlo::ir::{check, dce, samples::callback_chain};

const EQNS: [usize; 3] = [1_000, 10_000, 100_000];

fn ir(c: &mut Criterion) {
    let mut group = c.benchmark_group("ir");
    group.sample_size(10);
    for eqns in EQNS {
        let jaxpr = callback_chain(eqns / 3).expect("the chain program builds");
        group.throughput(Throughput::Elements(eqns as u64));
        group.bench_with_input(BenchmarkId::new("build", eqns), &eqns, |b, &n| {
            b.iter(|| callback_chain(n / 3))
        });
        group.bench_with_input(BenchmarkId::new("check", eqns), &jaxpr, |b, j| {
            b.iter(|| check(j))
        });
        group.bench_with_input(BenchmarkId::new("dce", eqns), &jaxpr, |b, j| {
            b.iter(|| dce(j))
        });
        group.bench_with_input(BenchmarkId::new("print", eqns), &jaxpr, |b, j| {
            b.iter(|| j.to_string())
        });
    }
    group.finish();
}

criterion_group!(benches, ir);
criterion_main!(benches);
