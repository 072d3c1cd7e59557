//! Control flow in the IR (jit, cond, while, scan, custom_jvp/vjp calls) against JAX 0.12's own
//! text: the programs under tests/data/control/ were printed by `jax.make_jaxpr`.

use std::path::PathBuf;

use minihlo_ir::pretty::pretty_print;
use minihlo_ir::samples::{conformance, CONFORMANCE};

fn conformance_data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/conformance")
        .join(name)
}

#[test]
fn the_document_printer_reproduces_the_conformance_texts() {
    for name in CONFORMANCE {
        let Ok(jaxpr) = conformance(name).expect("known program") else {
            continue;
        };
        let jax_text = std::fs::read_to_string(conformance_data(&format!("{name}.jaxpr.txt")))
            .expect("jaxpr file");
        assert_eq!(pretty_print(&jaxpr), jax_text.trim_end(), "{name}");
    }
}
