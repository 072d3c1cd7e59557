//! The library through its API: hostile strings, threads, and random well-typed programs.

mod builder;
mod capi;
mod checked;
mod emit;
mod examples;
mod names;
mod py_callbacks;
mod roundtrip;
mod sharing;
mod threads;
mod vmap;

use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, OperationRef};
use melior::ir::{Module, RegionLike};

/// Calls `f` on every operation of the module, nested regions included.
pub fn for_each_op(module: &Module, mut f: impl FnMut(OperationRef)) {
    fn walk(op: OperationRef, f: &mut dyn FnMut(OperationRef)) {
        f(op);
        for r in 0..op.region_count() {
            let Ok(region) = op.region(r) else { continue };
            let mut block = region.first_block();
            while let Some(b) = block {
                let mut inner = b.first_operation();
                while let Some(o) = inner {
                    walk(o, f);
                    inner = o.next_in_block();
                }
                block = b.next_in_region();
            }
        }
    }
    let mut op = module.body().first_operation();
    while let Some(o) = op {
        walk(o, &mut f);
        op = o.next_in_block();
    }
}

/// Parses `text` back in a fresh context, verifies it, and checks every custom_call against
/// StableHLO's rules with a table of `host_callbacks` entries; returns the custom_call count.
pub fn verify_module(text: &str, host_callbacks: usize) -> usize {
    let mlir = minihlo::stablehlo::MlirContext::new();
    let module = mlir.parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    mlir.verify(&module)
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut calls = 0;
    for_each_op(&module, |op| {
        if op.name().as_string_ref().as_str() == Ok("stablehlo.custom_call") {
            minihlo::stablehlo::check_custom_call_op(&op, Some(host_callbacks))
                .unwrap_or_else(|e| panic!("{e}\n{text}"));
            calls += 1;
        }
    });
    calls
}
