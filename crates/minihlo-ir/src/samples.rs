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

/// How a [`doubling_chain`] shares its jaxprs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chain {
    /// Level `k` calls level `k-1` twice through `jit`.
    Jit,
    /// Level `k` is a `cond` whose two branches call level `k-1` twice through `jit`.
    Cond,
    /// Level `k` is a `while` (two trips) whose body calls level `k-1` twice through `jit`.
    While,
    /// Level `k` is a `scan` (length 2) whose body calls level `k-1` twice through `jit`.
    Scan,
    /// Level `k` is a `cond` whose two branches *are* level `k-1`: JAX inlines branches, so the
    /// module would hold 2^depth copies; minihlo refuses it at once.
    CondInlined,
}

impl Chain {
    pub const ALL: [Chain; 5] = [
        Chain::Jit,
        Chain::Cond,
        Chain::While,
        Chain::Scan,
        Chain::CondInlined,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Chain::Jit => "jit",
            Chain::Cond => "cond",
            Chain::While => "while",
            Chain::Scan => "scan",
            Chain::CondInlined => "cond_inlined",
        }
    }
}

/// A program as JAX prints it whose jaxprs share each other in a chain `depth` levels deep, each
/// level using the one below twice: a few hundred bytes a level, 2^depth equations if expanded.
/// `dtype` is the value's type (`f32`, or `f64` for a program traced with x64); with `used`
/// false the main jaxpr returns its input and the chain is dead code.
pub fn doubling_chain(kind: Chain, depth: usize, dtype: &str, used: bool) -> String {
    let t = format!("{dtype}[]");
    let mut out = format!("let f0 = {{ lambda ; a:{t}. let b:{t} = sin a in (b,) }} in\n");
    for k in 1..=depth {
        let prev = k - 1;
        // Two calls of the level below, through jit.
        let twice = |x: &str, y: &str, z: &str| {
            format!("{y}:{t} = jit[name=f{prev} jaxpr=f{prev}] {x}; {z}:{t} = jit[name=f{prev} jaxpr=f{prev}] {y}")
        };
        let level = match kind {
            Chain::Jit => format!("{{ lambda ; a:{t}. let {} in (c,) }}", twice("a", "b", "c")),
            Chain::Cond => format!(
                "{{ lambda ; a:{t}. let p:i32[] = convert_element_type[new_dtype=int32 weak_type=False] a; \
                 d:{t} = cond[branches=(g{k} g{k})] p a in (d,) }}"
            ),
            Chain::CondInlined => format!(
                "{{ lambda ; a:{t}. let p:i32[] = convert_element_type[new_dtype=int32 weak_type=False] a; \
                 d:{t} = cond[branches=(f{prev} f{prev})] p a in (d,) }}"
            ),
            Chain::While => format!(
                "{{ lambda ; a:{t}. let i:i32[] d:{t} = while[body_jaxpr=g{k} body_nconsts=0 \
                 cond_jaxpr={{ lambda ; j:i32[] x:{t}. let q:bool[] = lt j 2:i32[] in (q,) }} \
                 cond_nconsts=0] 0:i32[] a in (d,) }}"
            ),
            Chain::Scan => format!(
                "{{ lambda ; a:{t}. let d:{t} = scan[ft_in=((), (None,), ()) ft_out=((None,), ()) \
                 jaxpr=g{k} length=2 reverse=False unroll=1] a in (d,) }}"
            ),
        };
        let helper = match kind {
            Chain::Cond | Chain::Scan => Some(format!(
                "{{ lambda ; a:{t}. let {} in (c,) }}",
                twice("a", "b", "c")
            )),
            Chain::While => Some(format!(
                "{{ lambda ; i:i32[] a:{t}. let {}; j:i32[] = add i 1:i32[] in (j, c) }}",
                twice("a", "b", "c")
            )),
            Chain::Jit | Chain::CondInlined => None,
        };
        if let Some(h) = helper {
            out.push_str(&format!("let g{k} = {h} in\n"));
        }
        out.push_str(&format!("let f{k} = {level} in\n"));
    }
    let result = if used { "b" } else { "a" };
    out.push_str(&format!(
        "{{ lambda ; a:{t}. let b:{t} = jit[name=f{depth} jaxpr=f{depth}] a in ({result},) }}\n"
    ));
    out
}
