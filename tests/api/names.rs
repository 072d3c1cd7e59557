//! Strings from the input never change the structure of the emitted IR: callback names reach
//! only the host-callback table, module names only the module's `sym_name` string attribute
//! (sanitised as JAX sanitises them).

use melior::ir::attribute::StringAttribute;
use melior::ir::operation::OperationLike;
use minihlo::ir::{Aval, BufferCallback, Builder, DType};
use minihlo::stablehlo::{jax_module_name, lower, FfiForm, LowerOptions, MlirContext};

use super::verify_module;

fn hostile_strings() -> Vec<String> {
    let mut v: Vec<String> = [
        "\"",
        "'",
        "}",
        "{",
        "\"} }",
        "a\nb",
        "\r\n\t",
        "\0",
        "nul\0inside",
        "#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>",
        "#stablehlo<comparison_direction GT>",
        "\"} : () -> ()\n  func.func @evil() {\n    return\n  }\n  \"",
        "%0 = \"stablehlo.constant\"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>",
        "@main",
        "module @x {",
        "\\\"\\\\",
        "\u{202e}ünïcødé\u{1F600}",
        "",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    v.push("x".repeat(100_000));
    v
}

/// `b = buffer_callback[callback=NAME](a); c = buffer_callback[callback=NAME](b)`.
fn program(name: &str) -> minihlo::ir::Program {
    let mut b = Builder::new();
    let x = b.input(Aval::new(DType::F32, [4]));
    let f32x4 = vec![Aval::new(DType::F32, [4])];
    let y = b
        .buffer_callback(BufferCallback::new(name, f32x4.clone()), &[x.into()])
        .expect("typed");
    let z = b
        .buffer_callback(
            BufferCallback::new(format!("{name}2"), f32x4).side_effect(true),
            &[y[0].into()],
        )
        .expect("typed");
    b.finish([z[0]])
}

#[test]
fn hostile_callback_names_reach_only_the_callback_table() {
    for name in hostile_strings() {
        let j = program(&name);
        for (platforms, form) in [
            (vec!["cpu"], FfiForm::Typed),
            (vec!["cuda"], FfiForm::Jax),
            (vec!["cpu", "cuda", "rocm"], FfiForm::Typed),
        ] {
            let opts = LowerOptions {
                module_name: "m".into(),
                platforms: platforms
                    .iter()
                    .map(|p| minihlo::stablehlo::Platform::from(*p))
                    .collect(),
                ffi_form: form,
                emit: minihlo::stablehlo::Emit::Both,
                ..LowerOptions::default()
            };
            let lowered = lower(&j, &opts).unwrap_or_else(|e| panic!("{name:?}: {e}"));
            let names: Vec<&str> = lowered
                .callbacks
                .iter()
                .map(|c| c.callback.as_str())
                .collect();
            assert_eq!(names, [name.clone(), format!("{name}2")], "{name:?}");
            let calls = verify_module(&lowered.text, lowered.callbacks.len());
            assert!(calls >= 2, "{name:?}: {calls} custom_calls");
            // The module is exactly the one a plain name gives: the name reaches only the table.
            let plain = lower(&program("plain"), &opts).expect("lowers");
            assert_eq!(lowered.text, plain.text, "{name:?}");
            assert_eq!(lowered.bytecode, plain.bytecode, "{name:?}");
        }
    }
}

#[test]
fn hostile_module_names_stay_one_string_attribute() {
    for name in hostile_strings() {
        let opts = LowerOptions {
            module_name: name.clone(),
            ..LowerOptions::default()
        };
        let lowered = lower(&program("cb"), &opts).unwrap_or_else(|e| panic!("{name:?}: {e}"));
        verify_module(&lowered.text, lowered.callbacks.len());
        let mlir = MlirContext::new();
        let module = mlir.parse(&lowered.text).expect("parses");
        let sym = module
            .as_operation()
            .attribute("sym_name")
            .expect("sym_name");
        let sym = StringAttribute::try_from(sym).expect("a string attribute");
        // JAX's rule: `jit_NAME` with what is not a letter, digit, `_`, `.` or `-` made `_`.
        assert_eq!(sym.value(), jax_module_name(&name), "{name:?}");
        assert!(
            sym.value()
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '-')),
            "{name:?}"
        );
        // One module holding one public @main.
        assert_eq!(lowered.text.matches("func.func public @main").count(), 1);
    }
}

#[test]
fn hostile_callback_names_through_jaxpr_text() {
    // The text can carry a name that is one balanced repr: MLIR syntax, quotes, braces.
    for name in [
        r#"a"b"#,
        r#"x} func.func @evil() {"#,
        "#stablehlo.dot<lhs_batching_dimensions = [0]>",
        r#"%0 = "stablehlo.add"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>"#,
    ] {
        let text = format!(
            "{{ lambda ; a:f32[4]. let\n    b:f32[4] = buffer_callback[\n      callback=<function {name} at 0x1>\n      result_avals=(ShapedArray(float32[4]),)\n    ] a\n  in (b,) }}"
        );
        let parsed = minihlo::jaxpr::parse(&text);
        if name.contains("->") {
            // `->` is an unbalanced `>`: the repr ends there and the rest is a syntax error.
            let e = parsed.expect_err("unbalanced");
            assert_eq!(
                e.message(),
                "expected `=` after the param name, found `<4xf32>`"
            );
            continue;
        }
        let compiled = minihlo::compile(&text, &minihlo::Options::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(compiled.lowered.callbacks[0].callback, name);
        assert!(!compiled.lowered.text.contains(name));
        verify_module(&compiled.lowered.text, 1);
        // And the print of the parsed program reads back to the same name.
        let print = minihlo::ir::pretty::pretty_print;
        let again = minihlo::jaxpr::parse(&print(&compiled.program)).expect("prints back");
        assert_eq!(print(&again), print(&compiled.program));
    }
}
