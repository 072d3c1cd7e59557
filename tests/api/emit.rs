//! `LowerOptions::emit` picks the forms of the module; each is the same as in `Emit::Both`.

use minihlo::ir::samples;
use minihlo::stablehlo::{lower, Emit, LowerOptions};

#[test]
fn each_form_alone_equals_that_form_of_both() {
    let jaxpr = samples::conformance("two_callbacks")
        .expect("known program")
        .expect("builds");
    let with = |emit| {
        lower(
            &jaxpr,
            &LowerOptions {
                emit,
                ..LowerOptions::default()
            },
        )
        .expect("lowers")
    };
    let both = with(Emit::Both);
    assert!(!both.text.is_empty() && !both.bytecode.is_empty());
    let text = with(Emit::Text);
    assert_eq!(
        (text.text.as_str(), text.bytecode.len()),
        (both.text.as_str(), 0)
    );
    let bytecode = with(Emit::Bytecode);
    assert_eq!(
        (bytecode.text.len(), &bytecode.bytecode),
        (0, &both.bytecode)
    );
    assert_eq!(text.callbacks, both.callbacks);
    // The default is the text alone, as the command line's default `--emit text`.
    let default = lower(&jaxpr, &LowerOptions::default()).expect("lowers");
    assert_eq!(default, text);
    assert_eq!(LowerOptions::default().emit, Emit::Text);
}
