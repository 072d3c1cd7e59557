//! The linear-algebra primitives built from Rust and lowered as JAX lowers them: LAPACK calls on
//! cpu, cuSOLVER / hipSOLVER calls on GPUs, JAX's per-platform dispatch for several platforms
//! (snapshots: jaxpr, module, callback table), and the refusals.

use minihlo_ir::linalg::{Linalg, TriangularSolve};
use minihlo_ir::{Atom, Aval, BufferCallback, Builder, DType};
use minihlo_stablehlo::{lower, FfiForm};

use crate::lower::{build, check_lower, opts, Body};

fn all(b: &mut Builder, l: Linalg, x: Atom) -> Result<Vec<Atom>, minihlo_ir::BuildError> {
    Ok(b.linalg(l, &[x])?.into_iter().map(Atom::from).collect())
}

const FAMILIES: &[(&str, Body)] = &[
    ("factorizations", |b| {
        let s = b.input(Aval::new(DType::F32, [3, 3]));
        let r = b.input(Aval::new(DType::F32, [4, 3]));
        let mut outs: Vec<Atom> = vec![b.cholesky(s)?.into()];
        let eigh = Linalg::Eigh {
            lower: true,
            sort_eigenvalues: true,
            algorithm: None,
            subset_by_index: None,
        };
        outs.extend(all(b, eigh, s.into())?);
        for (full_matrices, compute_uv) in [(true, true), (false, true), (false, false)] {
            let svd = Linalg::Svd {
                full_matrices,
                compute_uv,
                algorithm: None,
                subset_by_index: None,
            };
            outs.extend(all(b, svd, r.into())?);
        }
        for full_matrices in [true, false] {
            let qr = Linalg::Qr {
                full_matrices,
                pivoting: false,
                use_magma: None,
            };
            outs.extend(all(b, qr, r.into())?);
        }
        Ok(outs)
    }),
    ("lu_solve_batched", |b| {
        let a = b.input(Aval::new(DType::F64, [2, 3, 3]));
        let x = b.input(Aval::new(DType::F64, [2, 3, 2]));
        let v = b.input(Aval::new(DType::F32, [3, 3]));
        let mut outs: Vec<Atom> = all(b, Linalg::Lu, v.into())?;
        let t = TriangularSolve {
            left_side: true,
            lower: true,
            transpose_a: true,
            conjugate_a: false,
            unit_diagonal: true,
        };
        outs.push(b.triangular_solve(a, x, t)?.into());
        let l = b.cholesky(a)?;
        outs.push(l.into());
        Ok(outs)
    }),
];

#[test]
fn linalg_families() {
    for (name, body) in FAMILIES {
        let program = build(*body);
        for (suffix, platforms, form) in [
            ("cpu", &["cpu"][..], FfiForm::Typed),
            ("cuda_jax", &["cuda"][..], FfiForm::Jax),
            (
                "cpu_cuda_rocm",
                &["cpu", "cuda", "rocm"][..],
                FfiForm::Typed,
            ),
        ] {
            if *name == "factorizations" && suffix == "cpu_cuda_rocm" {
                continue; // one multi-platform module is enough
            }
            let snapshot_name = format!("linalg_{name}_{suffix}");
            check_lower(
                &snapshot_name,
                &program,
                &opts(&snapshot_name, platforms, form),
            );
        }
    }
}

#[test]
fn linalg_refusals() {
    // tpu: minihlo has no rule there (JAX has its own); refused with the platform named.
    let chol = build(|b| {
        let s = b.input(Aval::new(DType::F32, [3, 3]));
        Ok(vec![b.cholesky(s)?.into()])
    });
    let err = lower(&chol, &opts("chol", &["tpu"], FfiForm::Typed)).expect_err("tpu");
    assert_eq!(
        err.to_string(),
        "cannot lower `cholesky`: minihlo lowers the linear-algebra primitives for cpu, cuda and rocm, not for tpu"
    );
    // A buffer_callback after it: JAX lowers the cholesky for tpu and then refuses the callback;
    // so does minihlo (its own refusal waits for the end of the module).
    let then_cb = build(|b| {
        let s = b.input(Aval::new(DType::F32, [3, 3]));
        let l = b.cholesky(s)?;
        let cb = BufferCallback::new("cb", vec![Aval::new(DType::F32, [3, 3])]);
        Ok(vec![b.callback1(cb, [l])?.into()])
    });
    let err = lower(&then_cb, &opts("then_cb", &["tpu"], FfiForm::Typed)).expect_err("tpu");
    assert_eq!(
        err.to_string(),
        "`buffer_callback` not supported on tpu backend."
    );
    // LAPACK has no float16 routines: JAX's triangular_solve falls back to stablehlo's op.
    let half = build(|b| {
        let a = b.input(Aval::new(DType::F16, [3, 3]));
        let t = TriangularSolve {
            left_side: true,
            lower: false,
            transpose_a: false,
            conjugate_a: false,
            unit_diagonal: false,
        };
        Ok(vec![b.triangular_solve(a, a, t)?.into()])
    });
    let lowered = lower(&half, &opts("half", &["cpu"], FfiForm::Typed)).expect("f16 trsm");
    assert!(
        lowered.text.contains("\"stablehlo.triangular_solve\""),
        "{}",
        lowered.text
    );
}

#[test]
fn fft_every_type() {
    use minihlo_ir::fft::{Fft, FftType};
    use minihlo_ir::Primitive;
    let fft = |t, lengths: &[u64]| {
        Primitive::Fft(Box::new(Fft {
            fft_type: t,
            fft_lengths: lengths.to_vec(),
        }))
    };
    let program = build(|b| {
        let x = b.input(Aval::new(DType::F32, [2, 4, 6]));
        let r = b.eqn(
            Primitive::Fft(Box::new(Fft {
                fft_type: FftType::Rfft,
                fft_lengths: vec![4, 6],
            })),
            &[x.into()],
        )?[0];
        let c = b.eqn(
            Primitive::Fft(Box::new(Fft {
                fft_type: FftType::Fft,
                fft_lengths: vec![4, 4],
            })),
            &[r.into()],
        )?[0];
        let i = b.eqn(
            Primitive::Fft(Box::new(Fft {
                fft_type: FftType::Ifft,
                fft_lengths: vec![4],
            })),
            &[c.into()],
        )?[0];
        let back = b.eqn(
            Primitive::Fft(Box::new(Fft {
                fft_type: FftType::Irfft,
                fft_lengths: vec![4, 6],
            })),
            &[i.into()],
        )?[0];
        Ok(vec![r.into(), c.into(), i.into(), back.into()])
    });
    check_lower(
        "fft_every_type_cpu",
        &program,
        &opts("fft_every_type", &["cpu"], FfiForm::Typed),
    );
    // JAX's GPU rule rewrites real FFTs over several axes: refused there for now.
    let err = lower(&program, &opts("fft_cuda", &["cuda"], FfiForm::Typed)).expect_err("cuda");
    assert!(
        err.to_string()
            .contains("real FFTs over several dimensions"),
        "{err}"
    );
    // JAX's messages.
    let bad = Builder::new().eqn(fft(FftType::Rfft, &[8]), &[]).err();
    assert!(bad.is_some());
    let mut b = Builder::new();
    let z = b.input(Aval::new(DType::F32, [2, 8]));
    let err = b
        .eqn(fft(FftType::Fft, &[8]), &[z.into()])
        .expect_err("real input");
    assert!(
        err.to_string()
            .contains("FFT input must be complex64 or complex128, got float32"),
        "{err}"
    );
    let err = b
        .eqn(fft(FftType::Rfft, &[6]), &[z.into()])
        .expect_err("lengths");
    assert!(
        err.to_string()
            .contains("RFFT input shape (2, 8) minor dimensions must be equal to fft_lengths (6,)"),
        "{err}"
    );
}
