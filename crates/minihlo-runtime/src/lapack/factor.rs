//! The factorization and solve kernels: `trsm`, `getrf`, `geqrf`, `geqp3`, `orgqr`, `ormqr`,
//! `potrf`, `gehrd`, `sytrd` / `hetrd`, `gtsv`.

use super::{
    boolean, copy_into, data, flag, int, integer, invalid, lapack_error, operand, result, set,
    split_batch, Kernel,
};
use crate::sys::lapack::{self as la, Field, Int, Mat, MatRef, Tridiagonal, Work};
use crate::sys::{Buffers, Failure, Frame};

/// Matrix `b` of a batch laid out in steps of `step` elements, checked to be there.
pub(super) fn nth<T>(all: &[T], step: usize, b: usize) -> Result<&[T], Failure> {
    all.get(b * step..(b + 1) * step)
        .ok_or_else(|| invalid(format!("a buffer too short for batch element {b}")))
}

/// As [`nth`], writable.
pub(super) fn nth_mut<T>(all: &mut [T], step: usize, b: usize) -> Result<&mut [T], Failure> {
    all.get_mut(b * step..(b + 1) * step)
        .ok_or_else(|| invalid(format!("a buffer too short for batch element {b}")))
}

/// A column-major `rows` x `cols` matrix (leading dimension `rows`, at least 1).
pub(super) fn mat<T>(data: &mut [T], rows: usize, cols: usize) -> Result<Mat<'_, T>, Failure> {
    let (r, c) = (int(rows)?, int(cols)?);
    Ok(Mat {
        data,
        ld: r.max(1),
        rows: r,
        cols: c,
    })
}

/// A workspace of `n` default elements.
pub(super) fn zeros<T: Default + Clone>(n: usize) -> Vec<T> {
    vec![T::default(); n]
}

pub(super) struct Trsm;

impl<T: Field> Kernel<T> for Trsm {
    fn run(frame: Frame<'_>) -> Result<(), Failure> {
        let flags = [
            flag(&frame, "side")?,
            flag(&frame, "uplo")?,
            flag(&frame, "trans_x")?,
            flag(&frame, "diag")?,
        ];
        let Buffers {
            inputs,
            mut outputs,
        } = frame.buffers()?;
        let (x, _) = operand::<T>(&inputs, 0)?;
        let (y, y_dims) = operand::<T>(&inputs, 1)?;
        let (y_out, _) = result::<T>(&mut outputs, 0)?;
        copy_into(&y, 0, y_out)?;
        let x = data(x, "x")?;
        let (batch, m, n) = split_batch(y_dims)?;
        let k = if flags[0] == b'L' { m } else { n };
        for b in 0..batch {
            let a = nth(x, k * k, b)?;
            let a = MatRef {
                data: a,
                ld: int(k)?.max(1),
                rows: int(k)?,
                cols: int(k)?,
            };
            la::trsm(flags, a, mat(nth_mut(y_out, m * n, b)?, m, n)?).map_err(lapack_error)?;
        }
        Ok(())
    }
}

pub(super) struct Getrf;

impl<T: Field> Kernel<T> for Getrf {
    fn run(frame: Frame<'_>) -> Result<(), Failure> {
        let Buffers {
            inputs,
            mut outputs,
        } = frame.buffers()?;
        let (x, dims) = operand::<T>(&inputs, 0)?;
        let (x_out, _) = result::<T>(&mut outputs, 0)?;
        let (ipiv, _) = result::<Int>(&mut outputs, 1)?;
        let (info, _) = result::<Int>(&mut outputs, 2)?;
        copy_into(&x, 0, x_out)?;
        let (batch, m, n) = split_batch(dims)?;
        let k = m.min(n);
        for b in 0..batch {
            let a = mat(nth_mut(x_out, m * n, b)?, m, n)?;
            set(
                info,
                b,
                la::getrf(a, nth_mut(ipiv, k, b)?).map_err(lapack_error)?,
            )?;
        }
        Ok(())
    }
}

pub(super) struct Geqrf;

impl<T: Field> Kernel<T> for Geqrf {
    fn run(frame: Frame<'_>) -> Result<(), Failure> {
        let Buffers {
            inputs,
            mut outputs,
        } = frame.buffers()?;
        let (x, dims) = operand::<T>(&inputs, 0)?;
        let (x_out, _) = result::<T>(&mut outputs, 0)?;
        let (tau, _) = result::<T>(&mut outputs, 1)?;
        copy_into(&x, 0, x_out)?;
        let (batch, m, n) = split_batch(dims)?;
        let mut work = zeros(la::geqrf_lwork::<T>(int(m)?, int(n)?).map_err(lapack_error)?);
        for b in 0..batch {
            let a = mat(nth_mut(x_out, m * n, b)?, m, n)?;
            la::geqrf(a, nth_mut(tau, m.min(n), b)?, &mut work).map_err(lapack_error)?;
        }
        Ok(())
    }
}

pub(super) struct Geqp3;

impl<T: Field> Kernel<T> for Geqp3 {
    fn run(frame: Frame<'_>) -> Result<(), Failure> {
        let Buffers {
            inputs,
            mut outputs,
        } = frame.buffers()?;
        let (x, dims) = operand::<T>(&inputs, 0)?;
        let (jpvt, _) = operand::<Int>(&inputs, 1)?;
        let (x_out, _) = result::<T>(&mut outputs, 0)?;
        let (jpvt_out, _) = result::<Int>(&mut outputs, 1)?;
        let (tau, _) = result::<T>(&mut outputs, 2)?;
        copy_into(&x, 0, x_out)?;
        copy_into(&jpvt, 1, jpvt_out)?;
        let (batch, m, n) = split_batch(dims)?;
        let mut work = zeros(la::geqp3_lwork::<T>(int(m)?, int(n)?).map_err(lapack_error)?);
        let mut rwork = zeros(if T::COMPLEX { 2 * n } else { 0 });
        for b in 0..batch {
            let w = Work {
                work: &mut work,
                rwork: &mut rwork,
                iwork: &mut [],
            };
            let a = mat(nth_mut(x_out, m * n, b)?, m, n)?;
            let (jp, t) = (nth_mut(jpvt_out, n, b)?, nth_mut(tau, m.min(n), b)?);
            la::geqp3(a, jp, t, w).map_err(lapack_error)?;
        }
        Ok(())
    }
}

pub(super) struct Orgqr;

impl<T: Field> Kernel<T> for Orgqr {
    fn run(frame: Frame<'_>) -> Result<(), Failure> {
        let Buffers {
            inputs,
            mut outputs,
        } = frame.buffers()?;
        let (x, dims) = operand::<T>(&inputs, 0)?;
        let (tau, tau_dims) = operand::<T>(&inputs, 1)?;
        let (x_out, _) = result::<T>(&mut outputs, 0)?;
        copy_into(&x, 0, x_out)?;
        let tau = data(tau, "tau")?;
        let (batch, m, n) = split_batch(dims)?;
        let k = tau_dims.last().map_or(0, |&k| k.max(0) as usize);
        let mut work =
            zeros(la::orgqr_lwork::<T>(int(m)?, int(n)?, int(k)?).map_err(lapack_error)?);
        for b in 0..batch {
            let a = mat(nth_mut(x_out, m * n, b)?, m, n)?;
            la::orgqr(a, int(k)?, nth(tau, k, b)?, &mut work).map_err(lapack_error)?;
        }
        Ok(())
    }
}

pub(super) struct Ormqr;

impl<T: Field> Kernel<T> for Ormqr {
    fn run(frame: Frame<'_>) -> Result<(), Failure> {
        let left = boolean(&frame, "left")?;
        let transpose = boolean(&frame, "transpose")?;
        let Buffers {
            inputs,
            mut outputs,
        } = frame.buffers()?;
        let (a, a_dims) = operand::<T>(&inputs, 0)?;
        let (tau, tau_dims) = operand::<T>(&inputs, 1)?;
        let (c, c_dims) = operand::<T>(&inputs, 2)?;
        let (c_out, _) = result::<T>(&mut outputs, 0)?;
        copy_into(&c, 0, c_out)?;
        let (a, tau) = (data(a, "a")?, data(tau, "tau")?);
        let (batch, m, n) = split_batch(c_dims)?;
        let (_, a_rows, a_cols) = split_batch(a_dims)?;
        let k = tau_dims.last().map_or(0, |&k| k.max(0) as usize);
        let side = if left { b'L' } else { b'R' };
        let trans = match (transpose, T::COMPLEX) {
            (false, _) => b'N',
            (true, true) => b'C',
            (true, false) => b'T',
        };
        // LDA is m (= a's rows) when left, n when right, as jaxlib passes it.
        let lda = if left { a_rows } else { n };
        let lwork =
            la::ormqr_lwork::<T>([side, trans], int(m)?, int(n)?, int(k)?, int(lda.max(1))?)
                .map_err(lapack_error)?;
        let mut work = zeros(lwork);
        // The routine changes A while it runs (and restores it): it works on a copy.
        let mut a_copy = zeros(a_rows * a_cols);
        for b in 0..batch {
            a_copy.copy_from_slice(nth(a, a_rows * a_cols, b)?);
            let a = Mat {
                data: &mut a_copy,
                ld: int(lda.max(1))?,
                rows: int(lda)?,
                cols: int(a_cols)?,
            };
            let c = mat(nth_mut(c_out, m * n, b)?, m, n)?;
            la::ormqr([side, trans], a, nth(tau, k, b)?, c, &mut work).map_err(lapack_error)?;
        }
        Ok(())
    }
}

pub(super) struct Potrf;

impl<T: Field> Kernel<T> for Potrf {
    fn run(frame: Frame<'_>) -> Result<(), Failure> {
        let uplo = flag(&frame, "uplo")?;
        let Buffers {
            inputs,
            mut outputs,
        } = frame.buffers()?;
        let (x, dims) = operand::<T>(&inputs, 0)?;
        let (x_out, _) = result::<T>(&mut outputs, 0)?;
        let (info, _) = result::<Int>(&mut outputs, 1)?;
        copy_into(&x, 0, x_out)?;
        let (batch, n, cols) = split_batch(dims)?;
        for b in 0..batch {
            let a = mat(nth_mut(x_out, n * cols, b)?, n, cols)?;
            set(info, b, la::potrf(uplo, a).map_err(lapack_error)?)?;
        }
        Ok(())
    }
}

pub(super) struct Gehrd;

impl<T: Field> Kernel<T> for Gehrd {
    fn run(frame: Frame<'_>) -> Result<(), Failure> {
        let low = Int::try_from(integer(&frame, "low")?).map_err(|_| invalid("low".into()))?;
        let high = Int::try_from(integer(&frame, "high")?).map_err(|_| invalid("high".into()))?;
        let Buffers {
            inputs,
            mut outputs,
        } = frame.buffers()?;
        let (x, dims) = operand::<T>(&inputs, 0)?;
        let (x_out, _) = result::<T>(&mut outputs, 0)?;
        let (tau, _) = result::<T>(&mut outputs, 1)?;
        let (info, _) = result::<Int>(&mut outputs, 2)?;
        copy_into(&x, 0, x_out)?;
        let (batch, rows, n) = split_batch(dims)?;
        let lda = int(rows)?.max(1);
        let lwork = la::gehrd_lwork::<T>(int(n)?, lda, low, high).map_err(lapack_error)?;
        let mut work = zeros(lwork);
        let tau_step = n.saturating_sub(1);
        for b in 0..batch {
            let a = mat(nth_mut(x_out, rows * n, b)?, rows, n)?;
            let t = nth_mut(tau, tau_step, b)?;
            set(
                info,
                b,
                la::gehrd([low, high], a, t, &mut work).map_err(lapack_error)?,
            )?;
        }
        Ok(())
    }
}

pub(super) struct Sytrd;

impl<T: Field> Kernel<T> for Sytrd {
    fn run(frame: Frame<'_>) -> Result<(), Failure> {
        let uplo = flag(&frame, "uplo")?;
        let Buffers {
            inputs,
            mut outputs,
        } = frame.buffers()?;
        let (x, dims) = operand::<T>(&inputs, 0)?;
        let (x_out, _) = result::<T>(&mut outputs, 0)?;
        let (diagonal, _) = result::<T::Real>(&mut outputs, 1)?;
        let (off_diagonal, _) = result::<T::Real>(&mut outputs, 2)?;
        let (tau, tau_dims) = result::<T>(&mut outputs, 3)?;
        let (info, _) = result::<Int>(&mut outputs, 4)?;
        copy_into(&x, 0, x_out)?;
        let (batch, rows, n) = split_batch(dims)?;
        let lwork = la::sytrd_lwork::<T>(int(n)?, int(rows)?.max(1)).map_err(lapack_error)?;
        let mut work = zeros(lwork);
        let tau_step = tau_dims.last().map_or(0, |&k| k.max(0) as usize);
        let off = n.saturating_sub(1);
        for b in 0..batch {
            let a = mat(nth_mut(x_out, rows * n, b)?, rows, n)?;
            let out = Tridiagonal {
                d: nth_mut(diagonal, n, b)?,
                e: nth_mut(off_diagonal, off, b)?,
                tau: nth_mut(tau, tau_step, b)?,
            };
            set(
                info,
                b,
                la::sytrd(uplo, a, out, &mut work).map_err(lapack_error)?,
            )?;
        }
        Ok(())
    }
}

pub(super) struct Gtsv;

impl<T: Field> Kernel<T> for Gtsv {
    fn run(frame: Frame<'_>) -> Result<(), Failure> {
        let Buffers {
            inputs,
            mut outputs,
        } = frame.buffers()?;
        let mut diagonals = Vec::with_capacity(3);
        for i in 0..3 {
            let (operand, _) = operand::<T>(&inputs, i)?;
            let (out, _) = result::<T>(&mut outputs, i)?;
            copy_into(&operand, i, out)?;
            diagonals.push(out);
        }
        let (rhs, dims) = operand::<T>(&inputs, 3)?;
        let (b_out, _) = result::<T>(&mut outputs, 3)?;
        let (info, _) = result::<Int>(&mut outputs, 4)?;
        copy_into(&rhs, 3, b_out)?;
        let [dl, d, du]: [&mut [T]; 3] = diagonals
            .try_into()
            .map_err(|_| invalid("three diagonals".into()))?;
        let (batch, n, nrhs) = split_batch(dims)?;
        for b in 0..batch {
            // jaxlib's dl has a leading unused element: LAPACK gets dl[1..].
            let dl = nth_mut(dl, n, b)?;
            let dl = dl.get_mut(1..).unwrap_or_default();
            let (d, du) = (nth_mut(d, n, b)?, nth_mut(du, n, b)?);
            let rhs = mat(nth_mut(b_out, n * nrhs, b)?, n, nrhs)?;
            set(info, b, la::gtsv(dl, d, du, rhs).map_err(lapack_error)?)?;
        }
        Ok(())
    }
}
