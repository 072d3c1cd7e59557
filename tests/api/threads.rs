//! Lowering from several threads at once (one MLIR context each) gives the modules one thread
//! gives.

use minihlo::stablehlo::{FfiForm, LowerOptions};

fn programs() -> Vec<(String, String)> {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for dir in ["tests/data/conformance", "examples"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.ends_with(".jaxpr.txt") || name.ends_with(".jaxpr") {
                let text = std::fs::read_to_string(e.path()).expect("readable");
                out.push((name, text));
            }
        }
    }
    out.sort();
    assert!(out.len() >= 10, "found {} programs", out.len());
    out
}

type Result1 = Result<(String, Vec<u8>, String), String>;

fn compile_all(programs: &[(String, String)]) -> Vec<Result1> {
    let mut out = Vec::new();
    for (name, text) in programs {
        for (platforms, form) in [
            (&["cpu"][..], FfiForm::Typed),
            (&["cuda"][..], FfiForm::Jax),
            (&["cpu", "cuda"][..], FfiForm::Typed),
        ] {
            let opts = minihlo::Options {
                parse: Default::default(),
                lower: LowerOptions {
                    module_name: name.replace('.', "_"),
                    platforms: platforms
                        .iter()
                        .map(|p| minihlo::stablehlo::Platform::from(*p))
                        .collect(),
                    ffi_form: form,
                    ..LowerOptions::default()
                },
            };
            out.push(
                minihlo::compile(text, &opts)
                    .map(|c| {
                        let table = serde_json::to_string(&c.lowered.callbacks).expect("json");
                        (c.lowered.text, c.lowered.bytecode, table)
                    })
                    .map_err(|e| e.to_string()),
            );
        }
    }
    out
}

#[test]
fn several_threads_lower_what_one_thread_lowers() {
    let programs = programs();
    let one = compile_all(&programs);
    assert!(one.iter().filter(|r| r.is_ok()).count() >= 10);
    let many: Vec<Vec<Result1>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..4).map(|_| s.spawn(|| compile_all(&programs))).collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("no thread panicked"))
            .collect()
    });
    for (t, results) in many.iter().enumerate() {
        assert!(results == &one, "thread {t} lowered differently");
    }
}
