//! The IR against JAX's own text: the builder's conformance programs print exactly as
//! `jax.make_jaxpr` printed them, and the error programs fail with JAX's messages.

use std::path::PathBuf;

use minihlo_ir::samples::{conformance, CONFORMANCE};

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/conformance")
        .join(name)
}

fn read(name: &str) -> Option<String> {
    std::fs::read_to_string(data(name)).ok()
}

#[test]
fn conformance_programs_print_as_jax_prints_them() {
    for name in CONFORMANCE {
        let built = conformance(name).expect("known program");
        let jax_text = read(&format!("{name}.jaxpr.txt")).expect("jaxpr file");
        match built {
            Ok(jaxpr) => {
                minihlo_ir::check(&jaxpr).unwrap_or_else(|e| panic!("{name}: {e}"));
                assert_eq!(jaxpr.to_string(), jax_text.trim_end(), "{name}");
            }
            Err(e) => {
                let expected = read(&format!("{name}.expected_error")).expect("error file");
                assert_eq!(e.to_string(), expected.trim_end(), "{name}");
            }
        }
    }
}
