//! The programs of JAX's conformance set (`tests/data/conformance`), built with the [`Builder`].
//! Tests in every crate use them, and they show the builder API on real programs.

use crate::builder::{BuildError, Builder};
use crate::jaxpr::Literal;
use crate::primitive::BufferCallback;
use crate::program::Program;
use crate::types::{Aval, DType};

/// The callback name JAX's conformance programs print.
pub const STD_CB: &str = "make_std_cb.<locals>.std_cb";

/// Names of the programs [`conformance`] knows, in the order of the conformance README.
pub const CONFORMANCE: [&str; 16] = [
    "single_f32",
    "side_effect",
    "side_effect_unused_result",
    "pure_unused_result",
    "alias_0_0",
    "alias_1_0",
    "alias_1_0_single_output",
    "cmd_buffer",
    "zero_inputs",
    "zero_outputs_side_effect",
    "same_callback_twice",
    "two_callbacks",
    "vmap_expand_dims",
    "alias_mismatch_error",
    "alias_out_of_range_error",
    "alias_output_out_of_range_error",
];

fn f32s(n: u64) -> Aval {
    Aval::new(DType::F32, [n])
}
fn i32s(n: u64) -> Aval {
    Aval::new(DType::I32, [n])
}
fn cb(results: Vec<Aval>) -> BufferCallback {
    BufferCallback::new(STD_CB, results)
}

/// Builds conformance program `name`. `None` for an unknown name; `Some(Err(..))` for the error
/// programs, whose buffer_callback the builder refuses with JAX's message.
pub fn conformance(name: &str) -> Option<Result<Program, BuildError>> {
    let mut b = Builder::new();
    let result = (|| -> Result<Option<Program>, BuildError> {
        Ok(Some(match name {
            "single_f32"
            | "cmd_buffer"
            | "side_effect"
            | "side_effect_unused_result"
            | "pure_unused_result" => {
                let a = b.input(f32s(4));
                let c = cb(vec![f32s(4)])
                    .command_buffer(name == "cmd_buffer")
                    .side_effect(name.starts_with("side_effect"));
                let out = b.buffer_callback(c, &[a.into()])?[0];
                match name {
                    "side_effect_unused_result" | "pure_unused_result" => {
                        let d = b.mul(a, Literal::f32(2.0))?;
                        b.finish([d])
                    }
                    _ => b.finish([out]),
                }
            }
            "alias_0_0" => {
                let a = b.input(f32s(4));
                let out = b.buffer_callback(cb(vec![f32s(4)]).alias(0, 0), &[a.into()])?;
                b.finish(out)
            }
            "alias_1_0" => {
                let a = b.input(i32s(3));
                let c = b.input(f32s(4));
                let out = b.buffer_callback(
                    cb(vec![f32s(4), i32s(3)]).alias(1, 0),
                    &[a.into(), c.into()],
                )?;
                b.finish(out)
            }
            "alias_1_0_single_output" => {
                let a = b.input(i32s(3));
                let c = b.input(f32s(4));
                let out =
                    b.buffer_callback(cb(vec![f32s(4)]).alias(1, 0), &[a.into(), c.into()])?;
                b.finish(out)
            }
            "zero_inputs" => {
                let out = b.buffer_callback(cb(vec![Aval::new(DType::F32, [2, 3])]), &[])?;
                b.finish(out)
            }
            "zero_outputs_side_effect" => {
                let a = b.input(f32s(4));
                b.buffer_callback(cb(vec![]).side_effect(true), &[a.into()])?;
                let d = b.add(a, Literal::f32(1.0))?;
                b.finish([d])
            }
            "same_callback_twice" => {
                let a = b.input(f32s(4));
                let x = b.buffer_callback(cb(vec![f32s(4)]), &[a.into()])?[0];
                let y = b.buffer_callback(cb(vec![f32s(4)]), &[x.into()])?;
                b.finish(y)
            }
            "two_callbacks" => {
                let a = b.input(f32s(4));
                let x = b.buffer_callback(cb(vec![f32s(4)]), &[a.into()])?[0];
                let y = b.mul(x, Literal::f32(2.0))?;
                let out = b.buffer_callback(cb(vec![f32s(4), i32s(2)]), &[y.into()])?;
                b.finish(out)
            }
            "vmap_expand_dims" => {
                let a = b.input(Aval::new(DType::F32, [3, 4]));
                let v = b.input(f32s(4));
                let c = b.broadcast_in_dim(v, [1, 4], &[1])?;
                let out = b.buffer_callback(
                    cb(vec![Aval::new(DType::F32, [3, 4])]).vmap("expand_dims"),
                    &[a.into(), c.into()],
                )?;
                b.finish(out)
            }
            "alias_mismatch_error" => {
                let a = b.input(f32s(3));
                let out = b.buffer_callback(cb(vec![f32s(4)]).alias(0, 0), &[a.into()])?;
                b.finish(out)
            }
            "alias_out_of_range_error" => {
                let a = b.input(f32s(4));
                let out = b.buffer_callback(cb(vec![f32s(4)]).alias(2, 0), &[a.into()])?;
                b.finish(out)
            }
            "alias_output_out_of_range_error" => {
                let a = b.input(f32s(4));
                let out = b.buffer_callback(cb(vec![f32s(4)]).alias(0, 1), &[a.into()])?;
                b.finish(out)
            }
            _ => return Ok(None),
        }))
    })();
    result.transpose()
}

/// The scale program of the benchmarks: `n` buffer_callbacks chained with two elementwise ops each
/// (`x = cb(x); x = x * 2.0 + 1.0`), every other callback side-effecting, on `f32[8]`. It prints as
/// JAX prints the same traced program (`tests/data/callback_chain_3.jaxpr`, and `scripts/bench.py`).
pub fn callback_chain(n: usize) -> Result<Program, BuildError> {
    let mut b = Builder::new();
    let aval = Aval::new(DType::F32, [8]);
    let mut x = b.input(aval.clone());
    for i in 0..n {
        let c = cb(vec![aval.clone()]).side_effect(i % 2 == 1);
        let y = b.buffer_callback(c, &[x.into()])?[0];
        let y = b.mul(y, Literal::f32(2.0))?;
        x = b.add(y, Literal::f32(1.0))?;
    }
    Ok(b.finish([x]))
}
