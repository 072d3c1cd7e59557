//! Each stage of the pipeline on the scale program (`samples::callback_chain`: a buffer_callback
//! and two elementwise ops per step, every other callback side-effecting) at 1k, 10k and 100k
//! equations: building it, printing its jaxpr text, parsing that text, checking, DCE, lowering to
//! MLIR text, and the whole `compile`.
//!
//! `cargo bench --bench pipeline`; `scripts/bench.py` compares the whole binary with mlir-opt.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use minihlo::ir::{check, dce, samples::callback_chain, Checked};
use minihlo::jaxpr::{parse_checked_with, parse_unchecked_with, ParseOptions};
use minihlo::stablehlo::{lower_checked, Emit, LowerOptions};

const EQNS: [usize; 3] = [1_000, 10_000, 100_000];

fn stages(c: &mut Criterion) {
    let mut group = c.benchmark_group("pipeline");
    group.sample_size(10);
    let parse = ParseOptions::default();
    let lower = LowerOptions {
        emit: Emit::Text,
        ..LowerOptions::default()
    };
    for eqns in EQNS {
        let jaxpr = callback_chain(eqns / 3).expect("the chain program builds");
        let text = jaxpr.to_string();
        let checked = Checked::new(jaxpr.clone()).expect("the chain program checks");
        group.throughput(Throughput::Elements(eqns as u64));
        group.bench_with_input(BenchmarkId::new("build", eqns), &eqns, |b, &n| {
            b.iter(|| callback_chain(n / 3))
        });
        group.bench_with_input(BenchmarkId::new("print_jaxpr", eqns), &jaxpr, |b, j| {
            b.iter(|| j.to_string())
        });
        group.bench_with_input(BenchmarkId::new("parse", eqns), &text, |b, t| {
            b.iter(|| parse_unchecked_with(t, &parse))
        });
        group.bench_with_input(BenchmarkId::new("check", eqns), &jaxpr, |b, j| {
            b.iter(|| check(j))
        });
        group.bench_with_input(BenchmarkId::new("dce", eqns), &jaxpr, |b, j| {
            b.iter(|| dce(j))
        });
        group.bench_with_input(
            BenchmarkId::new("lower_and_print", eqns),
            &checked,
            |b, j| b.iter(|| lower_checked(j, &lower)),
        );
        group.bench_with_input(BenchmarkId::new("end_to_end", eqns), &text, |b, t| {
            b.iter(|| {
                let checked = parse_checked_with(t, &parse).expect("parses");
                lower_checked(&checked, &lower).expect("lowers")
            })
        });
    }
    group.finish();
}

criterion_group!(benches, stages);
criterion_main!(benches);
