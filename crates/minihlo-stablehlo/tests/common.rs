//! Shared test plumbing: snapshot settings and module round trips.

use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::{Attribute, Identifier, Location, Module, Type};
use minihlo_stablehlo::{build_module, emit, MlirContext};

/// Snapshots `text` under `snapshots/stablehlo/<name>.snap`.
pub fn snapshot(name: &str, text: &str) {
    insta::with_settings!({
        snapshot_path => "../../../snapshots/stablehlo",
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::assert_snapshot!(name, text);
    });
}

/// Verifies, prints, and checks that the text parses back to the same text in a fresh context.
pub fn emit_and_round_trip(mlir: &MlirContext, module: &Module) -> String {
    let emitted = emit(mlir, module).unwrap_or_else(|e| panic!("emit failed: {e}"));
    assert!(!emitted.bytecode.is_empty());
    let fresh = MlirContext::new();
    let parsed = fresh
        .parse(&emitted.text)
        .unwrap_or_else(|e| panic!("printed module does not parse back: {e}\n{}", emitted.text));
    assert_eq!(parsed.as_operation().to_string(), emitted.text);
    emitted.text
}

/// A module whose `@main` holds one `"test.attr"() {value = ATTR}` op.
pub fn module_with_attr(
    name: &str,
    make: impl for<'c> Fn(&'c melior::Context) -> Attribute<'c>,
) -> String {
    let mlir = MlirContext::new();
    let context = mlir.context();
    let module = build_module(&mlir, name, &[], &[], |block| {
        let op = OperationBuilder::new("test.attr", Location::unknown(context))
            .add_attributes(&[(Identifier::new(context, "value"), make(context))])
            .build()
            .expect("test op");
        block.append_operation(op);
        Ok(vec![])
    })
    .expect("module");
    emit_and_round_trip(&mlir, &module)
}

/// A module whose `@main` returns one value of each given type, made by `"test.value"`.
pub fn module_with_values(
    name: &str,
    make: impl for<'c> Fn(&'c melior::Context) -> Vec<Type<'c>>,
) -> String {
    let mlir = MlirContext::new();
    let context = mlir.context();
    let types = make(context);
    let module = build_module(&mlir, name, &[], &types, |block| {
        let op = OperationBuilder::new("test.value", Location::unknown(context))
            .add_results(&types)
            .build()
            .expect("test op");
        let op = block.append_operation(op);
        Ok(op.results().map(Into::into).collect())
    })
    .expect("module");
    emit_and_round_trip(&mlir, &module)
}
