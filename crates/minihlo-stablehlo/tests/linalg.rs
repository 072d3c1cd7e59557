//! The linear-algebra primitives built from Rust and lowered as JAX lowers them: LAPACK calls on
//! cpu, cuSOLVER / hipSOLVER calls on GPUs, JAX's per-platform dispatch for several platforms
//! (snapshots: jaxpr, module, callback table), and the refusals.

use minihlo_ir::linalg::{
    EigImplementation, EighImplementation, Linalg, SvdAlgorithm, TriangularSolve,
};
use minihlo_ir::{Atom, Aval, BufferCallback, Builder, DType};
use minihlo_stablehlo::{lower, FfiForm};

use crate::lower::{build, check_lower, opts, Body};

fn all(b: &mut Builder, l: Linalg, x: Atom) -> Result<Vec<Atom>, minihlo_ir::BuildError> {
    Ok(b.linalg(l, &[x])?.into_iter().map(Atom::from).collect())
}

fn eig(left: bool, right: bool, implementation: Option<EigImplementation>) -> Linalg {
    Linalg::Eig {
        compute_left_eigenvectors: left,
        compute_right_eigenvectors: right,
        enable_eigvec_derivs: false,
        implementation,
    }
}

const FAMILIES: &[(&str, Body)] = &[
    ("eig_update_pivoting", |b| {
        let a = b.input(Aval::new(DType::F32, [3, 3]));
        let z = b.input(Aval::new(DType::C64, [2, 3, 3]));
        let w = b.input(Aval::new(DType::F32, [3]));
        let r = b.input(Aval::new(DType::F64, [4, 3]));
        let mut outs = all(b, eig(true, true, None), a.into())?;
        outs.extend(all(b, eig(false, false, None), z.into())?);
        outs.extend(
            b.linalg(Linalg::CholeskyUpdate, &[a.into(), w.into()])?
                .into_iter()
                .map(Atom::from),
        );
        let qr = Linalg::Qr {
            full_matrices: false,
            pivoting: true,
            use_magma: None,
        };
        outs.extend(all(b, qr, r.into())?);
        let svd = Linalg::Svd {
            full_matrices: false,
            compute_uv: true,
            algorithm: Some(SvdAlgorithm::Qr),
            subset_by_index: Some((0, 3)),
        };
        outs.extend(all(b, svd, r.into())?);
        let eigh = Linalg::Eigh {
            lower: true,
            sort_eigenvalues: false,
            algorithm: Some(EighImplementation::Qr),
            subset_by_index: Some((0, 3)),
        };
        outs.extend(all(b, eigh, a.into())?);
        Ok(outs)
    }),
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
    // JAX's refusals of the implementations its cpu / GPU rules lack, and of the platforms
    // without a rule (at once: JAX's lower_per_platform).
    let refused = |l: Linalg, x: Aval, platforms: &[&str]| {
        let mut b = Builder::new();
        let x = b.input(x);
        let outs = b.linalg(l, &[x.into()]).expect("typed");
        let p = b.finish(outs.into_iter().map(Atom::from));
        lower(&p, &opts("refused", platforms, FfiForm::Typed))
            .expect_err("refused")
            .to_string()
    };
    let sq = Aval::new(DType::F32, [3, 3]);
    let cases: &[(Linalg, &[&str], &str)] = &[
        (
            eig(false, true, Some(EigImplementation::Magma)),
            &["cpu"],
            "cannot lower `eig`: Only the lapack implementation is supported on CPU. (JAX's ValueError)",
        ),
        (
            eig(false, true, Some(EigImplementation::Cusolver)),
            &["cuda"],
            "cannot lower `eig`: Nonsymmetric eigendecomposition requires cusolver 11.7.1 or newer",
        ),
        (
            eig(false, true, None),
            &["tpu"],
            "cannot lower `eig`: MLIR translation rule for primitive 'eig' not found for platform tpu",
        ),
        (
            Linalg::Qr {
                full_matrices: true,
                pivoting: true,
                use_magma: None,
            },
            &["cpu", "tpu"],
            "cannot lower `geqp3`: MLIR translation rule for primitive 'geqp3' not found for platforms ['tpu']",
        ),
        (
            Linalg::Eigh {
                lower: true,
                sort_eigenvalues: true,
                algorithm: Some(EighImplementation::Qdwh),
                subset_by_index: None,
            },
            &["cpu"],
            "cannot lower `eigh`: QDWH implementation is only supported on TPU",
        ),
        (
            Linalg::Eigh {
                lower: true,
                sort_eigenvalues: true,
                algorithm: Some(EighImplementation::Jacobi),
                subset_by_index: None,
            },
            &["cpu"],
            "cannot lower `eigh`: Jacobi implementation is not supported on CPU",
        ),
        (
            Linalg::Eigh {
                lower: true,
                sort_eigenvalues: true,
                algorithm: None,
                subset_by_index: Some((0, 2)),
            },
            &["cuda"],
            "cannot lower `eigh`: subset_by_index not supported on CPU and GPU",
        ),
        (
            Linalg::Svd {
                full_matrices: false,
                compute_uv: true,
                algorithm: Some(SvdAlgorithm::Jacobi),
                subset_by_index: None,
            },
            &["cpu"],
            "cannot lower `svd`: The SVD Jacobi and Polar algorithms are not implemented on CPU.",
        ),
        (
            Linalg::Svd {
                full_matrices: false,
                compute_uv: true,
                algorithm: Some(SvdAlgorithm::DivideAndConquer),
                subset_by_index: None,
            },
            &["cuda"],
            "cannot lower `svd`: Divide-and-conquer SVD (SvdAlgorithm.DIVIDE_AND_CONQUER) is only supported on AMD (ROCm) GPUs",
        ),
        (
            Linalg::Svd {
                full_matrices: false,
                compute_uv: false,
                algorithm: None,
                subset_by_index: Some((1, 3)),
            },
            &["cpu"],
            "cannot lower `svd`: subset_by_index not implemented for CPU and GPU",
        ),
    ];
    for (l, platforms, want) in cases {
        let err = refused(l.clone(), sq.clone(), platforms);
        assert!(err.starts_with(want), "{err}\n  expected: {want}");
    }
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
