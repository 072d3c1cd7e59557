//! Programs whose jaxprs share each other in doubling chains (2^40 equations if expanded) compile
//! in time linear in their text: every pass visits a shared jaxpr once. A chain JAX itself would
//! inline 2^40 times is refused with the budget's message. (Their speed is measured in
//! benches/sharing.rs; these tests pin what they compile to.)
//!
//! A level of a cond, while or scan chain nests two jaxprs (the loop or branch body, then the
//! function it calls), so those chains reach the nesting limit of 64 at depth 31: they are
//! tested at depth 30.

use minihlo::ir::samples::{doubling_chain, Chain};

/// The deepest chain of `kind` within the nesting limit.
fn max_depth(kind: Chain) -> usize {
    match kind {
        Chain::Jit | Chain::CondInlined => 40,
        Chain::Cond | Chain::While | Chain::Scan => 30,
    }
}

fn compile(text: &str) -> Result<minihlo::Compiled, minihlo::Error> {
    minihlo::compile(text, &minihlo::Options::default())
}

#[test]
fn doubling_chains_compile_to_one_function_a_level() {
    for kind in [Chain::Jit, Chain::Cond, Chain::While, Chain::Scan] {
        let depth = max_depth(kind);
        for dtype in ["f32", "f64"] {
            let text = doubling_chain(kind, depth, dtype, true);
            let compiled = compile(&text).unwrap_or_else(|e| panic!("{kind:?} {dtype}: {e}"));
            let module = &compiled.lowered.text;
            // f0 .. f{depth}, each a private function emitted once.
            let funcs = module.matches("func.func private").count();
            assert_eq!(funcs, depth + 1, "{kind:?} {dtype}:\n{module}");
            let index = if dtype == "f64" {
                "tensor<f64>"
            } else {
                "tensor<f32>"
            };
            assert!(module.contains(index), "{kind:?} {dtype}");
            // The program prints as JAX prints it, and that text reads back to itself.
            let printed = compiled.program.to_string();
            let again = minihlo::jaxpr::parse(&printed).expect("prints back");
            assert_eq!(again.to_string(), printed, "{kind:?} {dtype}");
        }
    }
}

#[test]
fn dead_doubling_chains_disappear() {
    for kind in Chain::ALL {
        let text = doubling_chain(kind, max_depth(kind), "f32", false);
        let compiled = compile(&text).unwrap_or_else(|e| panic!("{kind:?}: {e}"));
        assert_eq!(
            compiled.lowered.text.matches("func.func").count(),
            1,
            "{kind:?}: only @main is left"
        );
    }
}

#[test]
fn a_chain_jax_would_inline_two_to_the_forty_times_is_refused() {
    let text = doubling_chain(Chain::CondInlined, 40, "f32", true);
    let e = compile(&text).expect_err("2^40 inlined branches");
    assert_eq!(
        e.to_string(),
        "cannot lower `jaxpr`: the module would hold more than 1048576 lowered equations (branches and loop bodies are inlined once per use)"
    );
}
