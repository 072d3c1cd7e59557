//! Doubling chains of shared jaxprs (`samples::doubling_chain`: each level uses the one below
//! twice, through jit, inside cond branches, while bodies and scan bodies; 2^depth equations if
//! expanded) compiled from text end to end, at depths 10, 20 and 40 (30 for the chains that nest
//! two jaxprs a level: the nesting limit is 64), with f32 and with f64 (an x64 program), with the
//! result used and unused (dead code). Time and memory must grow linearly with depth.
//!
//! `cargo bench --bench sharing` prints, before criterion's timings, each program's peak resident
//! memory (VmHWM, reset per program through /proc/self/clear_refs) and its ratio to depth 10.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use minihlo::ir::samples::{doubling_chain, Chain};

const KINDS: [Chain; 4] = [Chain::Jit, Chain::Cond, Chain::While, Chain::Scan];

fn depths(kind: Chain) -> [usize; 3] {
    match kind {
        Chain::Jit | Chain::CondInlined => [10, 20, 40],
        _ => [10, 20, 30],
    }
}

fn compile(text: &str) {
    minihlo::compile(text, &minihlo::Options::default()).expect("the chain compiles");
}

/// Peak resident memory of compiling `text`, in KiB (Linux), measured from a reset peak.
fn peak_kib(text: &str) -> Option<u64> {
    std::fs::write("/proc/self/clear_refs", "5").ok()?;
    compile(text);
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn memory_table() {
    println!("peak RSS compiling doubling chains (KiB; ratio to depth 10)");
    for kind in KINDS {
        for dtype in ["f32", "f64"] {
            for used in [true, false] {
                let mut row = format!("{:>6} {dtype} used={used:<5}", kind.name());
                let mut base = None;
                for depth in depths(kind) {
                    let text = doubling_chain(kind, depth, dtype, used);
                    match peak_kib(&text) {
                        Some(kib) => {
                            let b = *base.get_or_insert(kib);
                            row += &format!(
                                "  d{depth}: {kib} ({:.2}x)",
                                kib as f64 / b.max(1) as f64
                            );
                        }
                        None => row += &format!("  d{depth}: n/a"),
                    }
                }
                println!("{row}");
            }
        }
    }
}

fn chains(c: &mut Criterion) {
    memory_table();
    let mut group = c.benchmark_group("sharing");
    group.sample_size(10);
    for kind in KINDS {
        for dtype in ["f32", "f64"] {
            for used in [true, false] {
                for depth in depths(kind) {
                    let text = doubling_chain(kind, depth, dtype, used);
                    let id = format!(
                        "{}/{dtype}/{}",
                        kind.name(),
                        if used { "used" } else { "dead" }
                    );
                    group.bench_with_input(BenchmarkId::new(id, depth), &text, |b, t| {
                        b.iter(|| compile(t))
                    });
                }
            }
        }
    }
    group.finish();
}

criterion_group!(benches, chains);
criterion_main!(benches);
