//! The Rust execution path over the corpus: every program JAX ran on XLA:CPU (it has
//! `outputs.npz`) is compiled by minihlo for cpu in the typed FFI form, run in this process on
//! the XLA:CPU PJRT plugin through minihlo-runtime (every other program as MLIR bytecode, the rest
//! as text), and, where JAX lowers it for cpu, cuda and rocm, also as the one typed module minihlo
//! lowers for all three, given cpu's platform index, with the standard callback rule written in
//! Rust (std_rule.rs), and compared with JAX's outputs bit for bit, except for the differences
//! listed in TOLERATED (the plugin's XLA is older than JAX 0.12's).

use std::path::Path;

use minihlo::runtime::{Array, CallbackSpec, Callbacks, DType, Runtime};
use minihlo::stablehlo::{Emit, FfiForm, LowerOptions};

use super::{npy_io, std_rule};

/// Programs whose outputs on the plugin (XLA of jaxlib 0.11.2) differ from JAX 0.12's, and how.
/// Each difference is allowed only in the program listed, and only of the kind named.
const TOLERATED: &[(&str, Tolerance, &str)] = &[
    (
        "unary_positive_f32",
        Tolerance::Ulps(1),
        "log: the plugin's XLA:CPU log is one ulp off JAX 0.12's on 2 of 6 inputs",
    ),
    (
        "math_unary_f32",
        Tolerance::Ulps(1),
        "atan: the plugin's XLA:CPU is one ulp off JAX 0.12's on 1 of 12 inputs",
    ),
    (
        "math_unary_f64",
        Tolerance::Ulps(1),
        "sinh: the plugin's XLA:CPU is one ulp off JAX 0.12's on 2 of 12 inputs",
    ),
    (
        "cnn_grad",
        Tolerance::Ulps(2),
        "conv and pooling gradients: the plugin's XLA:CPU sums in another order, within 2 ulps of JAX 0.12's on 26 of 99 outputs",
    ),
    (
        "complex_arith",
        Tolerance::Ulps(2),
        "tan and expm1 of complex64: the plugin's XLA:CPU is off JAX 0.12's in one part of 1 of 4 \
         inputs each (tan by one ulp, expm1 by two)",
    ),
    (
        "complex_parts",
        Tolerance::Ulps(1),
        "sin of complex64 (JAX's expm1, sin, cos composition): the plugin's XLA:CPU is one ulp off \
         JAX 0.12's in both parts of 1 of 6 inputs",
    ),
    (
        "unary_accuracy",
        Tolerance::Ulps(1),
        "the transcendental ops with result_accuracy: the plugin's XLA:CPU is within one ulp of \
         JAX 0.12's (log on 0.001 was one ulp off, log2 two: 0.001 is no longer an input)",
    ),
    (
        "grad_erf_accuracy",
        Tolerance::Ulps(1),
        "sin of complex64: the plugin's XLA:CPU is one ulp off JAX 0.12's in one part of 1 of 2 inputs",
    ),
    (
        "rnd2_beta_dirichlet",
        Tolerance::Ulps(2),
        "dirichlet (gamma samples normalised): the plugin's XLA:CPU is two ulps off JAX 0.12's on \
         1 of 6 outputs (the gamma samples themselves are equal)",
    ),
    (
        "igamma_broadcast",
        Tolerance::Ulps(4),
        "igammac(2, 7) (JAX's continued fraction times exp(a log x - x - lgamma a)): the plugin's \
         XLA:CPU is 4 ulps off JAX 0.12's on 1 of 3 inputs (its log and exp round differently)",
    ),
    (
        "gs_grad_cond_dtypes",
        Tolerance::Ulps(1),
        "cos of complex64 (the gradient of sin in a cond branch): the plugin's XLA:CPU is one ulp \
         off JAX 0.12's on 1 of 4 outputs (cosh(1.0))",
    ),
    (
        "cb_float_special",
        Tolerance::SignOfZero,
        "max(-0.0, 0.0): the plugin's XLA returns -0.0 where JAX 0.12's returns 0.0",
    ),
];

/// The same for the one module lowered for cpu, cuda and rocm, run with cpu's platform index:
/// where JAX's `lower_per_platform` puts an op in a `stablehlo.case` (dot_general and
/// conv_general_dilated have a rule for cpu and a default one), the plugin's XLA:CPU compiles the
/// case as it stands, without fusing across it, and sums in another order than for the cpu
/// module (which the interop check runs bit for bit on JAX 0.12's XLA, the case folded away).
const TOLERATED_MULTI: &[(&str, Tolerance, &str)] = &[
    (
        "cnn_grad",
        Tolerance::Ulps(128),
        "conv and pooling gradients with the convolutions in a case: up to 93 ulps on an element          that nearly cancels",
    ),
    (
        "gs_rnn_grad_vmap",
        Tolerance::Ulps(1),
        "the dots of a vmapped RNN gradient in a case: one ulp on 3 of 9 outputs",
    ),
];

/// Programs whose outputs on the plugin differ from JAX 0.12's in ways the tolerances
/// above do not cover: they compile and run here (an error or a crash still fails the test),
/// but their outputs are not compared. JAX 0.12's XLA (the interop check) runs them bit for bit.
const NOT_COMPARED: &[(&str, &str)] = &[
    (
        "fft_f32",
        "FFT: the plugin's XLA:CPU rounds some outputs differently in the last bits (irfft, fft2)",
    ),
    (
        "fft_c128_x64",
        "FFT: the plugin's XLA:CPU rounds some complex128 outputs differently in the last bit",
    ),
    (
        "clamp_dtypes",
        "clamp(-1, NaN, 1) in float16: the plugin's XLA gives the bound, JAX 0.12's gives NaN",
    ),
    (
        "complex_special",
        "log of complex64 -inf+nanj: the plugin's XLA gives inf+nanj, JAX 0.12's nan+nanj",
    ),
    (
        "math_unary_half",
        "expm1 in float16: the plugin's XLA is one float16 ulp off JAX 0.12's on 3 of 12 inputs",
    ),
];

#[derive(Clone, Copy, Debug)]
enum Tolerance {
    /// Floats within this many units in the last place (same sign).
    Ulps(u64),
    /// +0.0 and -0.0 count as equal.
    SignOfZero,
}

/// The plugin's older XLA:CPU aborts the process (a CHECK failure in its computation
/// partitioner: "Check failed: operand_maps.size() == 1 (0 vs. 1)") compiling a cpu+cuda+rocm
/// module whose cumulative function (`@cumsum`, JAX's form: the platform dispatch inside it)
/// has a `chlo.scan` branch for cuda and rocm, which JAX emits for every forward cumsum on a
/// GPU; JAX 0.12's XLA (the interop check) runs those modules. Their cpu modules run here as
/// usual.
/// Nor can XLA:CPU compile a module whose GPU branch (`jnp.empty`'s `AllocateBuffer` custom call,
/// chosen by the platform index given at run time here) has no Host implementation: the interop
/// check runs those specialised to cpu, where the dispatch folds away.
fn plugin_aborts_on_multi_platform(dir: &Path) -> bool {
    std::fs::read_to_string(dir.join("cuda.mlir"))
        .is_ok_and(|m| m.contains("chlo.scan") || m.contains("@AllocateBuffer"))
}

/// A program whose cpu module calls LAPACK (the linear-algebra programs of corpus_linalg.py)
/// runs on minihlo-runtime's LAPACK handlers (the system LAPACK, not the scipy OpenBLAS JAX's
/// outputs were computed with): its run is compared bit for bit with JAX's own cpu module run
/// through the same handlers here, not with `outputs.npz`. Their module for cpu, cuda and rocm
/// is refused for the GPU branches' solver targets (cuSOLVER / hipSOLVER handlers), which no
/// host registers.
fn calls_lapack(dir: &Path) -> bool {
    std::fs::read_to_string(dir.join("cpu.mlir")).is_ok_and(|m| m.contains("@lapack_"))
}

/// A program whose cpu module calls no solver but whose cuda module does (`cholesky_update`:
/// JAX's traced rotations on cpu, `cu_cholesky_update_ffi` on cuda) runs here for cpu alone;
/// its module for cpu, cuda and rocm is refused for the GPU branch's handler, as above.
fn gpu_branch_calls_solver(dir: &Path) -> bool {
    ["cuda", "rocm"].iter().any(|p| {
        std::fs::read_to_string(dir.join(format!("{p}.mlir")))
            .is_ok_and(|m| m.contains("@cu_") || m.contains("@cusolver_") || m.contains("hybrid_"))
    })
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

#[test]
fn corpus_runs_through_minihlo_runtime() {
    let rt = Runtime::new().expect("the PJRT plugin (scripts/pjrt-plugin installs it)");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dirs: Vec<_> = std::fs::read_dir(root.join("tests/corpus"))
        .expect("tests/corpus")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.join("outputs.npz").is_file() && !p.join("expected_error").exists())
        .collect();
    dirs.sort();
    assert!(dirs.len() >= 60, "the corpus has its runnable programs");
    let callbacks = Callbacks::new().bind_rest(std_rule::apply);
    let (mut failures, mut tolerated_seen, mut multi) = (vec![], vec![], 0);
    let (mut lapack_refused, mut lapack_ran) = (vec![], 0);
    for (i, dir) in dirs.iter().enumerate() {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let emit = if i % 2 == 1 {
            Emit::Bytecode
        } else {
            Emit::Text
        };
        let mut runs = vec![(
            name.clone(),
            run_program(&rt, dir, &["cpu"], emit, &callbacks),
        )];
        // As the interop check does: where JAX lowers the program for cpu, cuda and rocm alike,
        // the one typed module minihlo lowers for all three runs on cpu too.
        if ["cpu", "cuda", "rocm"]
            .iter()
            .all(|p| dir.join(format!("{p}.mlir")).is_file())
            && !plugin_aborts_on_multi_platform(dir)
        {
            multi += 1;
            let platforms = ["cpu", "cuda", "rocm"];
            runs.push((
                format!("{name} (cpu, cuda, rocm)"),
                run_program(&rt, dir, &platforms, emit, &callbacks),
            ));
        }
        if calls_lapack(dir) {
            let jax = run_jax_module(&rt, dir, &callbacks);
            for (case, result) in runs {
                match (result, &jax) {
                    (Err(e), _) if is_solver_refusal(&e) && case.ends_with("rocm)") => {
                        lapack_refused.push(case)
                    }
                    (Ok(got), Ok(want)) => match compare(&got, want, None) {
                        Ok(_) => lapack_ran += 1,
                        Err(e) => failures.push(format!("{case} against JAX's module: {e}")),
                    },
                    (Err(e), _) => failures.push(format!("{case}: {e}")),
                    (_, Err(e)) => failures.push(format!("{case}: JAX's module: {e}")),
                }
            }
            continue;
        }
        let want = npy_io::read_arrays(&dir.join("outputs.npz")).unwrap();
        let tolerated =
            |list: &[(&str, Tolerance, &str)]| list.iter().find(|t| t.0 == name).map(|t| t.1);
        for (case, result) in runs {
            let tolerance = if case.ends_with("(cpu, cuda, rocm)") {
                tolerated(TOLERATED_MULTI).or(tolerated(TOLERATED))
            } else {
                tolerated(TOLERATED)
            };
            let got = match result {
                Ok(got) => got,
                Err(e)
                    if case.ends_with("(cpu, cuda, rocm)")
                        && is_solver_refusal(&e)
                        && gpu_branch_calls_solver(dir) =>
                {
                    lapack_refused.push(case);
                    continue;
                }
                Err(e) => {
                    failures.push(format!("{case}: {e}"));
                    continue;
                }
            };
            if NOT_COMPARED.iter().any(|n| n.0 == name) {
                continue;
            }
            match compare(&got, &want, tolerance) {
                Ok(false) => {}
                Ok(true) => tolerated_seen.push(case),
                Err(e) => failures.push(format!("{case}: {e}")),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} runs differ from JAX:\n{}",
        failures.len(),
        failures.join("\n")
    );
    eprintln!(
        "{} corpus programs ({multi} also lowered for cpu, cuda and rocm) run through \
         minihlo-runtime ({lapack_ran} calling LAPACK, equal to JAX's module on the same \
         handlers); tolerated differences in: {tolerated_seen:?}; GPU solver branches refused: \
         {lapack_refused:?}",
        dirs.len()
    );
}

/// JAX's own cpu module of a corpus program, run on its inputs.
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

/// Ok(true) when the outputs differ within the tolerance, Ok(false) when they are equal bit for
/// bit (bfloat16 and uint16 compare by bits: the corpus stores bfloat16 as uint16).
fn compare(got: &[Array], want: &[Array], tol: Option<Tolerance>) -> Result<bool, String> {
    if got.len() != want.len() {
        return Err(format!("{} outputs, JAX has {}", got.len(), want.len()));
    }
    let mut tolerated = false;
    for (j, (g, w)) in got.iter().zip(want).enumerate() {
        let same_type =
            g.dtype() == w.dtype() || (g.dtype() == DType::BF16 && w.dtype() == DType::U16);
        if !same_type || g.shape() != w.shape() {
            return Err(format!("out{j}: {:?}, JAX has {:?}", g, w));
        }
        if g.bytes() == w.bytes() {
            continue;
        }
        let within = match (tol, g.dtype()) {
            (Some(t), DType::F32) => {
                floats(&g.to_vec::<f32>().unwrap(), &w.to_vec::<f32>().unwrap(), t)
            }
            (Some(t), DType::F64) => {
                floats(&g.to_vec::<f64>().unwrap(), &w.to_vec::<f64>().unwrap(), t)
            }
            // Complex numbers part by part.
            (Some(t), DType::C64) => {
                let parts = |a: &Array| a.to_vec::<[f32; 2]>().unwrap().concat();
                floats(&parts(g), &parts(w), t)
            }
            (Some(t), DType::C128) => {
                let parts = |a: &Array| a.to_vec::<[f64; 2]>().unwrap().concat();
                floats(&parts(g), &parts(w), t)
            }
            _ => false,
        };
        if !within {
            let ulps = match g.dtype() {
                DType::F32 => max_ulps(&g.to_vec::<f32>().unwrap(), &w.to_vec::<f32>().unwrap()),
                DType::F64 => max_ulps(&g.to_vec::<f64>().unwrap(), &w.to_vec::<f64>().unwrap()),
                _ => None,
            };
            let ulps = ulps.map_or(String::new(), |n| format!(" (at most {n} ulps apart)"));
            return Err(format!("out{j}{ulps}: {g:?}\n  JAX: {w:?}"));
        }
        tolerated = true;
    }
    Ok(tolerated)
}

trait Float: Copy + PartialEq {
    fn bits(self) -> u64;
    fn is_zero(self) -> bool;
}
impl Float for f32 {
    fn bits(self) -> u64 {
        self.to_bits() as u64
    }
    fn is_zero(self) -> bool {
        self == 0.0
    }
}
impl Float for f64 {
    fn bits(self) -> u64 {
        self.to_bits()
    }
    fn is_zero(self) -> bool {
        self == 0.0
    }
}

/// The largest distance between the bit patterns of elements of one sign (`None` when some
/// signs differ): what a [`Tolerance::Ulps`] would have to allow.
fn max_ulps<T: Float>(g: &[T], w: &[T]) -> Option<u64> {
    g.iter()
        .zip(w)
        .map(|(&a, &b)| {
            let (x, y) = (a.bits(), b.bits());
            let sign = |v: u64| v >> 63 == 1 || (v >> 31 == 1 && v < (1 << 32));
            (sign(x) == sign(y)).then(|| x.abs_diff(y))
        })
        .try_fold(0, |m, d| d.map(|d| m.max(d)))
}

fn floats<T: Float>(g: &[T], w: &[T], tol: Tolerance) -> bool {
    g.iter().zip(w).all(|(&a, &b)| {
        a.bits() == b.bits()
            || match tol {
                Tolerance::SignOfZero => a.is_zero() && b.is_zero(),
                // Same sign (top bit), then the distance between the bit patterns.
                Tolerance::Ulps(n) => {
                    let (x, y) = (a.bits(), b.bits());
                    let sign = |v: u64| v >> 63 == 1 || (v >> 31 == 1 && v < (1 << 32));
                    sign(x) == sign(y) && x.abs_diff(y) <= n
                }
            }
    })
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
