//! The examples, snapshot-tested the way a user would snapshot-test their own programs: compile
//! each `examples/*.jaxpr` with the library and snapshot the module and its host-callback table
//! (`snapshots/examples/`). Under `CI=true` insta never writes a snapshot, so a change fails.

use minihlo::stablehlo::{FfiForm, LowerOptions};

#[test]
fn examples_compile_to_their_snapshots() {
    insta::with_settings!({
        snapshot_path => "../../snapshots/examples",
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::glob!("../../examples", "*.jaxpr", |path| {
            let text = std::fs::read_to_string(path).expect("readable example");
            for (platforms, form) in [(vec!["cpu"], FfiForm::Typed), (vec!["cuda"], FfiForm::Jax)] {
                let opts = minihlo::Options {
                    lower: LowerOptions {
                        module_name: minihlo::module_name_from_path(path),
                        platforms: platforms.iter().map(|p| minihlo::stablehlo::Platform::from(*p)).collect(),
                        ffi_form: form,
                        ..LowerOptions::default()
                    },
                    ..minihlo::Options::default()
                };
                let compiled = minihlo::compile(&text, &opts)
                    .unwrap_or_else(|e| panic!("{}: {}", path.display(), e.render()));
                let table = serde_json::to_string_pretty(&compiled.lowered.callbacks)
                    .expect("the table serialises");
                insta::assert_snapshot!(
                    format!("{}_{form:?}", platforms.join("_")),
                    format!("{}--- callbacks\n{table}\n", compiled.lowered.text)
                );
            }
        });
    });
}
