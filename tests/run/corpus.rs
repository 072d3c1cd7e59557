//! The Rust execution path over the corpus: every program JAX ran on XLA:CPU (it has
//! `outputs.npz`) is compiled by minihlo for cpu in the typed FFI form, run in this process on
//! the XLA:CPU PJRT plugin through minihlo-runtime (every other program as MLIR bytecode, the rest
//! as text), and, where JAX lowers it for cpu, cuda and rocm, also as the one typed module minihlo
//! lowers for all three, given cpu's platform index, with the standard callback rule written in
//! Rust (std_rule.rs).
//!
//! The reference is computed here: JAX's own cpu module (`cpu.mlir`) runs on the same plugin
//! with the same inputs and callbacks (its callbacks bound by index, its LAPACK calls on
//! minihlo-runtime's handlers), and minihlo's cpu module must equal it bit for bit, on any CPU
//! (`XLA_FLAGS=--xla_cpu_max_isa=...` included: scripts/other-isa). The module for cpu, cuda and
//! rocm equals it bit for bit or, where the plugin's XLA compiles the platform dispatch as it
//! stands and sums in another order, within the record policy of record.rs (counted and
//! printed). JAX's run is compared with the stored record (`outputs.npz`, computed by JAX 0.12 on
//! the machine that generated the corpus; the plugin's XLA is jaxlib 0.11.2's) under that one
//! policy, as a sanity check of the record.
//!
//! Per-program facts come from each program's meta.json (`facts`, written by
//! python/gen_corpus.py): `plugin_aborts_on_multi_platform` (why the module for cpu, cuda and rocm
//! is not run), `gpu_branch_calls_solver` (that module is refused for a GPU solver target no host
//! registers), `calls_lapack`, `plugin_record_differs` (why the plugin's run of JAX's module
//! differs from the record beyond the policy). `MINIHLO_CORPUS_ONLY="a b"` runs those programs
//! only.

use std::path::{Path, PathBuf};

use minihlo::runtime::{Array, CallbackSpec, Callbacks, DType, Runtime};
use minihlo::stablehlo::{Emit, FfiForm, LowerOptions};

use super::{npy_io, record, std_rule};

/// What a program's meta.json says about it that the test needs (see the module docs).
#[derive(Default)]
struct Facts {
    plugin_aborts_on_multi_platform: Option<String>,
    gpu_branch_calls_solver: bool,
    calls_lapack: bool,
    plugin_record_differs: Option<String>,
}

impl Facts {
    fn of(meta: &serde_json::Value) -> Facts {
        let f = &meta["facts"];
        let text = |k: &str| f[k].as_str().map(str::to_owned);
        Facts {
            plugin_aborts_on_multi_platform: text("plugin_aborts_on_multi_platform"),
            gpu_branch_calls_solver: f["gpu_branch_calls_solver"].as_bool() == Some(true),
            calls_lapack: f["calls_lapack"].as_bool() == Some(true),
            plugin_record_differs: text("plugin_record_differs"),
        }
    }
}

fn is_solver_refusal(error: &str) -> bool {
    [
        "lapack_",
        "cusolver_",
        "hipsolver_",
        "cu_",
        "hip_",
        "cuhybrid_",
        "hiphybrid_",
        "cusparse_",
        "hipsparse_",
    ]
    .iter()
    .any(|t| error.contains(&format!("No FFI handler registered for {t}")))
}

fn meta(dir: &Path) -> serde_json::Value {
    std::fs::read_to_string(dir.join("meta.json"))
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// Runs one corpus program compiled for `platforms` (typed form); a module lowered for several
/// gets cpu's `_platform_index` as its leading argument.
pub(super) fn run_program(
    rt: &Runtime,
    dir: &Path,
    platforms: &[&str],
    emit: Emit,
    callbacks: &Callbacks,
) -> Result<Vec<Array>, String> {
    let name = dir.file_name().unwrap().to_string_lossy().into_owned();
    let x64 = meta(dir)["x64"].as_bool();
    let text = std::fs::read_to_string(dir.join("jaxpr.txt")).map_err(|e| e.to_string())?;
    let lower = LowerOptions {
        module_name: name,
        platforms: platforms
            .iter()
            .map(|p| minihlo::stablehlo::Platform::from(*p))
            .collect(),
        ffi_form: FfiForm::Typed,
        x64,
        emit,
    };
    let opts = minihlo::Options {
        lower,
        ..Default::default()
    };
    let c = minihlo::compile(&text, &opts).map_err(|e| e.render())?;
    let mut exe = minihlo::exec::load(rt, &c.program, &c.lowered).map_err(|e| e.to_string())?;
    if platforms.len() > 1 {
        let cpu = platforms.iter().position(|p| *p == "cpu").unwrap();
        let index = match x64 {
            Some(true) => Array::scalar(cpu as i64),
            _ => Array::scalar(cpu as i32),
        };
        exe = exe.with_leading(vec![index]);
    }
    let want: Vec<DType> = exe.inputs().unwrap().iter().map(|s| s.dtype).collect();
    let inputs: Vec<Array> = npy_io::read_arrays(&dir.join("inputs.npz"))?
        .into_iter()
        .zip(want)
        .map(|(a, d)| npy_io::as_dtype(a, d))
        .collect();
    exe.run(&inputs, callbacks).map_err(|e| e.to_string())
}

/// What the corpus run found, printed at the end.
#[derive(Default)]
struct Tally {
    failures: Vec<String>,
    programs: usize,
    exact: usize,
    lapack: usize,
    multi_exact: usize,
    multi_within: Vec<String>,
    multi_not_run: Vec<String>,
    solver_refused: Vec<String>,
    jax_not_run: Vec<String>,
    same_failure: Vec<String>,
    record_notes: Vec<String>,
    record_known: Vec<String>,
}

fn corpus_dirs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let only = std::env::var("MINIHLO_CORPUS_ONLY")
        .ok()
        .filter(|o| !o.trim().is_empty());
    let only: Option<Vec<&str>> = only.as_deref().map(|o| o.split_whitespace().collect());
    let mut dirs: Vec<_> = std::fs::read_dir(root.join("tests/corpus"))
        .expect("tests/corpus")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.join("outputs.npz").is_file() && !p.join("expected_error").exists())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            only.as_ref().is_none_or(|o| o.contains(&&*name))
        })
        .collect();
    dirs.sort();
    match only {
        Some(o) => assert_eq!(
            dirs.len(),
            o.len(),
            "MINIHLO_CORPUS_ONLY names runnable programs"
        ),
        None => assert!(dirs.len() >= 60, "the corpus has its runnable programs"),
    }
    dirs
}

#[test]
fn corpus_runs_through_minihlo_runtime() {
    let rt = Runtime::new().expect("the PJRT plugin (scripts/pjrt-plugin installs it)");
    let callbacks = Callbacks::new().bind_rest(std_rule::apply);
    let mut t = Tally::default();
    for (i, dir) in corpus_dirs().iter().enumerate() {
        let emit = if i % 2 == 1 {
            Emit::Bytecode
        } else {
            Emit::Text
        };
        check_program(&rt, dir, emit, &callbacks, &mut t);
    }
    let list = |v: &[String]| v.iter().map(|l| format!("\n  {l}")).collect::<String>();
    eprintln!(
        "record (outputs.npz) against JAX's module run here, within the policy:{}\n\
         record differences the programs' facts explain:{}\n\
         modules for cpu, cuda and rocm within the policy of JAX's cpu module, not bit for bit:{}\n\
         modules for cpu, cuda and rocm not run (the plugin aborts on them):{}\n\
         refused for a GPU solver branch (no host registers its handler):{}\n\
         JAX's module could not run in the plugin (minihlo's run compared with the record):{}\n\
         minihlo's module refused by the plugin with JAX's module's error:{}",
        list(&t.record_notes),
        list(&t.record_known),
        list(&t.multi_within),
        list(&t.multi_not_run),
        list(&t.solver_refused),
        list(&t.jax_not_run),
        list(&t.same_failure),
    );
    assert!(
        t.failures.is_empty(),
        "{} failures:\n{}",
        t.failures.len(),
        t.failures.join("\n")
    );
    eprintln!(
        "{} corpus programs run through minihlo-runtime: {} cpu modules equal to JAX's module run \
         here bit for bit ({} calling LAPACK); modules for cpu, cuda and rocm: {} bit for bit, {} \
         within the policy, {} not run, {} refused; JAX's module not run: {} (minihlo's failing \
         with the same error: {}); record notes: {}, explained by facts: {}",
        t.programs,
        t.exact,
        t.lapack,
        t.multi_exact,
        t.multi_within.len(),
        t.multi_not_run.len(),
        t.solver_refused.len(),
        t.jax_not_run.len(),
        t.same_failure.len(),
        t.record_notes.len(),
        t.record_known.len()
    );
}

/// One program: minihlo's modules against JAX's module run here, JAX's run against the record.
fn check_program(rt: &Runtime, dir: &Path, emit: Emit, callbacks: &Callbacks, t: &mut Tally) {
    let name = dir.file_name().unwrap().to_string_lossy().into_owned();
    let facts = Facts::of(&meta(dir));
    t.programs += 1;
    let mut runs = vec![(
        name.clone(),
        false,
        run_program(rt, dir, &["cpu"], emit, callbacks),
    )];
    let platforms = ["cpu", "cuda", "rocm"];
    if platforms
        .iter()
        .all(|p| dir.join(format!("{p}.mlir")).is_file())
    {
        match &facts.plugin_aborts_on_multi_platform {
            Some(why) => t.multi_not_run.push(format!("{name}: {why}")),
            None => runs.push((
                format!("{name} (cpu, cuda, rocm)"),
                true,
                run_program(rt, dir, &platforms, emit, callbacks),
            )),
        }
    }
    let record = npy_io::read_arrays(&dir.join("outputs.npz")).expect("outputs.npz");
    let jax = run_jax_module(rt, dir, callbacks);
    match &jax {
        Ok(jax) => check_record(&name, jax, &record, &facts, t),
        Err(e) => t.jax_not_run.push(format!("{name}: {e}")),
    }
    for (case, multi, result) in runs {
        let got = match result {
            Ok(got) => got,
            Err(e) if multi && facts.gpu_branch_calls_solver && is_solver_refusal(&e) => {
                t.solver_refused.push(case);
                continue;
            }
            // The plugin's XLA refuses JAX's module as it refuses minihlo's, with the same error
            // (its XLA:CPU cannot compile clamp in float16 under --xla_cpu_max_isa=SSE4_2).
            Err(e) if jax.as_ref().err() == Some(&e) => {
                t.same_failure.push(format!("{case}: {e}"));
                continue;
            }
            Err(e) => {
                t.failures.push(format!("{case}: {e}"));
                continue;
            }
        };
        let Ok(want) = &jax else {
            // JAX's module did not run here (counted above): the record, under the policy.
            let (beyond, notes) = record::against_record(&got, &record);
            t.failures.extend(
                beyond
                    .iter()
                    .map(|b| format!("{case} against the record: {b}")),
            );
            t.record_notes
                .extend(notes.iter().map(|n| format!("{case}, minihlo's run: {n}")));
            continue;
        };
        match record::exact(&got, want) {
            Ok(()) if multi => t.multi_exact += 1,
            Ok(()) => {
                t.exact += 1;
                t.lapack += usize::from(facts.calls_lapack);
            }
            Err(e) if multi && record::against_record(&got, want).0.is_empty() => {
                t.multi_within.push(format!("{case}: {e}"))
            }
            Err(e) => t.failures.push(format!("{case} against JAX's module: {e}")),
        }
    }
}

/// JAX's run against the stored record, under the policy; beyond it only where the program's
/// facts say why.
fn check_record(name: &str, jax: &[Array], record: &[Array], facts: &Facts, t: &mut Tally) {
    let (beyond, notes) = record::against_record(jax, record);
    t.record_notes
        .extend(notes.iter().map(|n| format!("{name}: {n}")));
    match &facts.plugin_record_differs {
        Some(why) if !beyond.is_empty() => t
            .record_known
            .push(format!("{name}: {} ({why})", beyond.join("; "))),
        _ => t.failures.extend(
            beyond
                .iter()
                .map(|b| format!("{name}: JAX's module run here against the record: {b}")),
        ),
    }
}

/// JAX's own cpu module of a corpus program, run on its inputs, its host callbacks bound by
/// index (the corpus's callbacks.json is its table; jaxlib's `mhlo.backend_config` index
/// dictionary is the typed FFI form the plugin serves, as for minihlo's modules).
fn run_jax_module(rt: &Runtime, dir: &Path, callbacks: &Callbacks) -> Result<Vec<Array>, String> {
    let text = std::fs::read_to_string(dir.join("cpu.mlir")).map_err(|e| e.to_string())?;
    let table = std::fs::read_to_string(dir.join("callbacks.json")).map_err(|e| e.to_string())?;
    let table = CallbackSpec::table_from_json(&table).map_err(|e| e.to_string())?;
    let exe = rt
        .compile(text.as_bytes(), &table)
        .map_err(|e| e.to_string())?;
    let exe = exe.with_tokens(minihlo::exec::ordered_tokens(&table));
    let inputs = npy_io::read_arrays(&dir.join("inputs.npz"))?;
    exe.run(&inputs, callbacks).map_err(|e| e.to_string())
}

/// The platform index picks the branch: cuda's (index 1) reaches the gpu target, which fails the
/// run on XLA:CPU instead of calling a closure.
#[test]
fn a_gpu_branch_on_cpu_is_an_error() {
    let rt = Runtime::new().expect("the PJRT plugin (scripts/pjrt-plugin installs it)");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/cb_dtype_float32");
    let text = std::fs::read_to_string(dir.join("jaxpr.txt")).unwrap();
    let opts = minihlo::Options {
        lower: LowerOptions {
            module_name: "cb".into(),
            platforms: vec!["cpu".into(), "cuda".into()],
            ffi_form: FfiForm::Typed,
            x64: Some(false),
            emit: Emit::Text,
        },
        ..Default::default()
    };
    let c = minihlo::compile(&text, &opts).unwrap();
    let x = Array::from_slice(&[2, 3], &[1.0f32; 6]).unwrap();
    let callbacks = Callbacks::new().bind_rest(std_rule::apply);
    for (index, ok) in [(0i32, true), (1, false)] {
        let exe = minihlo::exec::load(&rt, &c.program, &c.lowered)
            .unwrap()
            .with_leading(vec![Array::scalar(index)]);
        let got = exe.run(std::slice::from_ref(&x), &callbacks);
        match (ok, got) {
            (true, Ok(out)) => assert_eq!(out[0].to_vec::<f32>().unwrap(), [2.0; 6]),
            (false, Err(e)) => assert!(
                e.to_string()
                    .contains("a gpu buffer_callback target was called on XLA:CPU"),
                "{e}"
            ),
            (_, got) => panic!("platform index {index}: {got:?}"),
        }
    }
}
