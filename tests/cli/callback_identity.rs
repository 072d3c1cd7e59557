//! buffer_callbacks of one name told apart by the address the text writes
//! (tests/data/callback_identity): distinct addresses are distinct host callbacks, as in JAX's
//! module; JAX 0.12's masked addresses cannot be told apart (docs/callback-identity.md).

use super::{assert_ok, minihlo, path_str, root, stdout};

fn data(name: &str) -> std::path::PathBuf {
    root().join("tests/data/callback_identity").join(name)
}

/// The host-callback indices a module's custom_calls use, in order.
fn indices(module: &str) -> Vec<u64> {
    module
        .split("index = ")
        .skip(1)
        .filter_map(|rest| rest.split(' ').next()?.parse().ok())
        .collect()
}

fn table_len(file: &std::path::Path) -> (Vec<u64>, usize) {
    let dir = tempfile::tempdir().expect("temp dir");
    let json = dir.path().join("cb.json");
    let o = minihlo(
        &[
            "compile",
            path_str(file),
            "--callbacks-json",
            path_str(&json),
        ],
        "",
    );
    assert_ok(&o);
    let table: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).expect("json")).expect("json");
    (indices(&stdout(&o)), table.as_array().map_or(0, Vec::len))
}

#[test]
fn distinct_addresses_are_distinct_callbacks_as_in_jax() {
    let file = data("distinct_addresses.jaxpr");
    let jax = std::fs::read_to_string(data("distinct_addresses.jax.mlir")).expect("JAX's module");
    let theirs = indices(&jax);
    let (ours, n) = table_len(&file);
    assert_eq!(ours, theirs);
    let distinct: std::collections::BTreeSet<_> = theirs.iter().collect();
    assert_eq!(n, distinct.len(), "one table entry per JAX host callback");
    let o = minihlo(&["fmt", path_str(&file)], "");
    assert_ok(&o);
    assert_eq!(
        stdout(&o),
        std::fs::read_to_string(&file).expect("jaxpr"),
        "fmt keeps the addresses"
    );
}

#[test]
fn masked_addresses_of_one_name_are_one_callback() {
    // Undecidable from the text: the program of distinct_addresses as JAX 0.12 prints it.
    let (ours, n) = table_len(&data("masked_addresses.jaxpr"));
    assert_eq!(n, 1);
    assert_eq!(ours.len(), 3);
}
