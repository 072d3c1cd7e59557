//! The spectral kernels: `gesdd`, `gesvd`, `syevd` / `heevd`, `geev`, `gees`.

use num_complex::{Complex, Complex32, Complex64};

use super::factor::{mat, nth, nth_mut, zeros};
use super::{copy_into, data, flag, int, lapack_error, operand, result, set, split_batch, Kernel};
use crate::sys::lapack::{self as la, Field, Int, Mat, Svd, Vectors, Work};
use crate::sys::{Buffers, ErrorCode, Failure, Frame};

/// The SVD kernels: divide and conquer (`gesdd`) or QR iteration (`gesvd`).
pub(super) struct Gesdd;
pub(super) struct Gesvd;

impl<T: Field> Kernel<T> for Gesdd {
    fn run(frame: Frame<'_>) -> Result<(), Failure> {
        svd::<T>(frame, false)
    }
}

impl<T: Field> Kernel<T> for Gesvd {
    fn run(frame: Frame<'_>) -> Result<(), Failure> {
        svd::<T>(frame, true)
    }
}

fn svd<T: Field>(frame: Frame<'_>, qr: bool) -> Result<(), Failure> {
    let mode = flag(&frame, "mode")?;
    if mode == b'O' {
        return Err(Failure::new(
            ErrorCode::Unimplemented,
            "Current implementation does not support this computation mode",
        ));
    }
    let Buffers {
        inputs,
        mut outputs,
    } = frame.buffers()?;
    let (x, dims) = operand::<T>(&inputs, 0)?;
    let (x_out, _) = result::<T>(&mut outputs, 0)?;
    let (s, s_dims) = result::<T::Real>(&mut outputs, 1)?;
    let (u, u_dims) = result::<T>(&mut outputs, 2)?;
    let (vt, vt_dims) = result::<T>(&mut outputs, 3)?;
    let (info, _) = result::<Int>(&mut outputs, 4)?;
    copy_into(&x, 0, x_out)?;
    let (batch, m, n) = split_batch(dims)?;
    let (_, _, u_cols) = split_batch(u_dims)?;
    let (_, vt_rows, vt_cols) = split_batch(vt_dims)?;
    let s_step = s_dims.last().map_or(0, |&k| k.max(0) as usize);
    let (mi, ni) = (int(m)?, int(n)?);
    let lwork = if qr {
        la::gesvd_lwork::<T>(mode, mi, ni)
    } else {
        la::gesdd_lwork::<T>(mode, mi, ni)
    }
    .map_err(lapack_error)?;
    let mut work = zeros(lwork);
    let mut iwork = zeros(if qr { 0 } else { 8 * m.min(n) });
    let rwork_len = match (T::COMPLEX, qr) {
        (false, _) => 0,
        (true, true) => 5 * m.min(n),
        (true, false) => la::gesdd_rwork(mode, mi, ni),
    };
    let mut rwork = zeros(rwork_len);
    for b in 0..batch {
        let a = mat(nth_mut(x_out, m * n, b)?, m, n)?;
        let out = Svd {
            s: nth_mut(s, s_step, b)?,
            u: Mat {
                data: nth_mut(u, m * u_cols, b)?,
                ld: mi.max(1),
                rows: mi,
                cols: int(u_cols)?,
            },
            vt: mat(nth_mut(vt, vt_rows * vt_cols, b)?, vt_rows, vt_cols)?,
        };
        let w = Work {
            work: &mut work,
            rwork: &mut rwork,
            iwork: &mut iwork,
        };
        let status = if qr {
            la::gesvd(mode, a, out, w)
        } else {
            la::gesdd(mode, a, out, w)
        };
        set(info, b, status.map_err(lapack_error)?)?;
    }
    Ok(())
}

/// The symmetric / Hermitian eigensolver (`syevd` / `heevd`), with jaxlib's fixed workspaces.
pub(super) struct Syevd;

impl<T: Field> Kernel<T> for Syevd {
    fn run(frame: Frame<'_>) -> Result<(), Failure> {
        let uplo = flag(&frame, "uplo")?;
        let mode = flag(&frame, "mode")?;
        let Buffers {
            inputs,
            mut outputs,
        } = frame.buffers()?;
        let (x, dims) = operand::<T>(&inputs, 0)?;
        let (x_out, _) = result::<T>(&mut outputs, 0)?;
        let (w, _) = result::<T::Real>(&mut outputs, 1)?;
        let (info, _) = result::<Int>(&mut outputs, 2)?;
        copy_into(&x, 0, x_out)?;
        let (batch, _, n) = split_batch(dims)?;
        let vectors = mode == b'V';
        let (work, rwork, iwork) = match (T::COMPLEX, vectors) {
            (false, false) => (2 * n + 1, 0, 1),
            (false, true) => (1 + 6 * n + 2 * n * n, 0, 3 + 5 * n),
            (true, false) => (n + 1, n.max(1), 1),
            (true, true) => (2 * n + n * n, 1 + 5 * n + 2 * n * n, 3 + 5 * n),
        };
        let (mut work, mut rwork, mut iwork) = (zeros(work), zeros(rwork), zeros(iwork));
        for b in 0..batch {
            let a = mat(nth_mut(x_out, n * n, b)?, n, n)?;
            let ws = Work {
                work: &mut work,
                rwork: &mut rwork,
                iwork: &mut iwork,
            };
            let status = la::syevd([mode, uplo], a, nth_mut(w, n, b)?, ws);
            set(info, b, status.map_err(lapack_error)?)?;
        }
        Ok(())
    }
}

/// The general eigensolver (`geev`).
pub(super) struct Geev;
/// The Schur decomposition (`gees`), without eigenvalue ordering.
pub(super) struct Gees;

macro_rules! by_kind {
    ($kernel:ident: $($t:ty => $f:ident),*) => {
        $(impl Kernel<$t> for $kernel {
            fn run(frame: Frame<'_>) -> Result<(), Failure> {
                $f::<$t>(frame)
            }
        })*
    };
}
by_kind!(Geev: f32 => geev_real, f64 => geev_real, Complex32 => geev_complex,
         Complex64 => geev_complex);
by_kind!(Gees: f32 => gees_real, f64 => gees_real, Complex32 => gees_complex,
         Complex64 => gees_complex);

/// A matrix of a batch, copied (the routine destroys it; jaxlib keeps XLA's operand intact).
fn copy_of<T: Field>(x: &[T], step: usize, b: usize, into: &mut [T]) -> Result<bool, Failure> {
    into.copy_from_slice(nth(x, step, b)?);
    Ok(into.iter().all(|v| v.is_finite()))
}

/// jaxlib's `info` for a matrix with a non-finite element, which LAPACK is not given.
const NOT_FINITE: Int = -4;

fn geev_real<T: Field<Real = T> + num_traits::Float>(frame: Frame<'_>) -> Result<(), Failure>
where
    Complex<T>: Field,
{
    let jobs = [
        flag(&frame, "compute_left")?,
        flag(&frame, "compute_right")?,
    ];
    let Buffers {
        inputs,
        mut outputs,
    } = frame.buffers()?;
    let (x, dims) = operand::<T>(&inputs, 0)?;
    let x = data(x, "x")?;
    let (wr, _) = result::<T>(&mut outputs, 0)?;
    let (wi, _) = result::<T>(&mut outputs, 1)?;
    let (left, _) = result::<Complex<T>>(&mut outputs, 2)?;
    let (right, _) = result::<Complex<T>>(&mut outputs, 3)?;
    let (info, _) = result::<Int>(&mut outputs, 4)?;
    let (batch, _, n) = split_batch(dims)?;
    let mut work = zeros(la::geev_lwork::<T>(jobs, int(n)?).map_err(lapack_error)?);
    let (mut a, mut vl, mut vr) = (zeros(n * n), zeros(n * n), zeros(n * n));
    for b in 0..batch {
        if !copy_of(x, n * n, b, &mut a)? {
            set(info, b, NOT_FINITE)?;
            continue;
        }
        let (wr, wi) = (nth_mut(wr, n, b)?, nth_mut(wi, n, b)?);
        let vectors = Vectors {
            left: mat(&mut vl, n, n)?,
            right: mat(&mut vr, n, n)?,
        };
        let status = la::geev_real(
            jobs,
            mat(&mut a, n, n)?,
            [&mut *wr, &mut *wi],
            vectors,
            &mut work,
        )
        .map_err(lapack_error)?;
        set(info, b, status)?;
        if status == 0 {
            unpack_eigenvectors(n, wi, &vl, nth_mut(left, n * n, b)?)?;
            unpack_eigenvectors(n, wi, &vr, nth_mut(right, n * n, b)?)?;
        }
    }
    Ok(())
}

/// LAPACK's real eigenvectors, a complex pair packed in two columns (real part, imaginary
/// part), as complex columns: jaxlib's `UnpackEigenvectors`.
fn unpack_eigenvectors<T: Field<Real = T> + num_traits::Float>(
    n: usize,
    imag: &[T],
    packed: &[T],
    out: &mut [Complex<T>],
) -> Result<(), Failure> {
    let mut j = 0;
    while j < n {
        let pair = imag[j] != T::zero() && !imag[j].is_nan() && j + 1 < n;
        if !pair {
            for i in 0..n {
                out[j * n + i] = Complex::new(packed[j * n + i], T::zero());
            }
            j += 1;
        } else {
            for i in 0..n {
                let (re, im) = (packed[j * n + i], packed[(j + 1) * n + i]);
                out[j * n + i] = Complex::new(re, im);
                out[(j + 1) * n + i] = Complex::new(re, -im);
            }
            j += 2;
        }
    }
    Ok(())
}

fn geev_complex<T: Field>(frame: Frame<'_>) -> Result<(), Failure> {
    let jobs = [
        flag(&frame, "compute_left")?,
        flag(&frame, "compute_right")?,
    ];
    let Buffers {
        inputs,
        mut outputs,
    } = frame.buffers()?;
    let (x, dims) = operand::<T>(&inputs, 0)?;
    let x = data(x, "x")?;
    let (w, _) = result::<T>(&mut outputs, 0)?;
    let (left, _) = result::<T>(&mut outputs, 1)?;
    let (right, _) = result::<T>(&mut outputs, 2)?;
    let (info, _) = result::<Int>(&mut outputs, 3)?;
    let (batch, _, n) = split_batch(dims)?;
    let mut work = zeros(la::geev_lwork::<T>(jobs, int(n)?).map_err(lapack_error)?);
    let mut rwork = zeros(2 * n);
    let mut a = zeros(n * n);
    for b in 0..batch {
        if !copy_of(x, n * n, b, &mut a)? {
            set(info, b, NOT_FINITE)?;
            continue;
        }
        let vectors = Vectors {
            left: mat(nth_mut(left, n * n, b)?, n, n)?,
            right: mat(nth_mut(right, n * n, b)?, n, n)?,
        };
        let ws = Work {
            work: &mut work,
            rwork: &mut rwork,
            iwork: &mut [],
        };
        let status = la::geev_complex(jobs, mat(&mut a, n, n)?, nth_mut(w, n, b)?, vectors, ws);
        set(info, b, status.map_err(lapack_error)?)?;
    }
    Ok(())
}

/// `gees`'s attributes: the job, and refusal of an ordering (as jaxlib's).
fn gees_job(frame: &Frame<'_>) -> Result<u8, Failure> {
    if flag(frame, "sort")? != b'N' {
        return Err(Failure::new(
            ErrorCode::Unimplemented,
            "Ordering eigenvalues on the diagonal is not implemented",
        ));
    }
    flag(frame, "mode")
}

fn gees_real<T: Field<Real = T>>(frame: Frame<'_>) -> Result<(), Failure> {
    let mode = gees_job(&frame)?;
    let Buffers {
        inputs,
        mut outputs,
    } = frame.buffers()?;
    let (x, dims) = operand::<T>(&inputs, 0)?;
    let (x_out, _) = result::<T>(&mut outputs, 0)?;
    let (vs, _) = result::<T>(&mut outputs, 1)?;
    let (wr, _) = result::<T>(&mut outputs, 2)?;
    let (wi, _) = result::<T>(&mut outputs, 3)?;
    let (selected, _) = result::<Int>(&mut outputs, 4)?;
    let (info, _) = result::<Int>(&mut outputs, 5)?;
    copy_into(&x, 0, x_out)?;
    let (batch, _, n) = split_batch(dims)?;
    let mut work = zeros(la::gees_lwork::<T>(mode, int(n)?).map_err(lapack_error)?);
    for b in 0..batch {
        let a = mat(nth_mut(x_out, n * n, b)?, n, n)?;
        let values = [nth_mut(wr, n, b)?, nth_mut(wi, n, b)?];
        let vs = mat(nth_mut(vs, n * n, b)?, n, n)?;
        let (sdim, status) = la::gees_real(mode, a, values, vs, &mut work).map_err(lapack_error)?;
        set(selected, b, sdim)?;
        set(info, b, status)?;
    }
    Ok(())
}

fn gees_complex<T: Field>(frame: Frame<'_>) -> Result<(), Failure> {
    let mode = gees_job(&frame)?;
    let Buffers {
        inputs,
        mut outputs,
    } = frame.buffers()?;
    let (x, dims) = operand::<T>(&inputs, 0)?;
    let (x_out, _) = result::<T>(&mut outputs, 0)?;
    let (vs, _) = result::<T>(&mut outputs, 1)?;
    let (w, _) = result::<T>(&mut outputs, 2)?;
    let (selected, _) = result::<Int>(&mut outputs, 3)?;
    let (info, _) = result::<Int>(&mut outputs, 4)?;
    copy_into(&x, 0, x_out)?;
    let (batch, _, n) = split_batch(dims)?;
    let mut work = zeros(la::gees_lwork::<T>(mode, int(n)?).map_err(lapack_error)?);
    let mut rwork = zeros(n);
    for b in 0..batch {
        let a = mat(nth_mut(x_out, n * n, b)?, n, n)?;
        let vs = mat(nth_mut(vs, n * n, b)?, n, n)?;
        let ws = Work {
            work: &mut work,
            rwork: &mut rwork,
            iwork: &mut [],
        };
        let (sdim, status) =
            la::gees_complex(mode, a, nth_mut(w, n, b)?, vs, ws).map_err(lapack_error)?;
        set(selected, b, sdim)?;
        set(info, b, status)?;
    }
    Ok(())
}
