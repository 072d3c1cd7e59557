//! The SVD and symmetric eigensolver routines: `?gesdd`, `?gesvd`, `?syevd` / `?heevd`.

use super::{at_least, flag, lapack, lwork, lwork_of, min_mn, null, Field, Int, Len, Mat, Work};

/// The outputs of an SVD: singular values, U and V^T (referenced as the job says).
pub(crate) struct Svd<'a, T: Field> {
    pub s: &'a mut [T::Real],
    pub u: Mat<'a, T>,
    pub vt: Mat<'a, T>,
}

/// Checks U and V^T for job `A` (full), `S` (thin) or `N` (none) of an `m` x `n` SVD.
fn check_svd<T: Field>(job: u8, m: Int, n: Int, out: &Svd<'_, T>) -> Result<(), String> {
    flag("svd job", job, b"ASN")?;
    at_least("svd s", out.s.len(), min_mn(m, n))?;
    let k = m.min(n);
    let (u_cols, vt_rows) = match job {
        b'A' => (m, n),
        b'S' => (k, k),
        _ => {
            return out
                .u
                .check_unused("svd u")
                .and(out.vt.check_unused("svd vt"))
        }
    };
    Mat::check_shape(&out.u, "svd u", m, u_cols)?;
    Mat::check_shape(&out.vt, "svd vt", vt_rows, n)
}

impl<T> Mat<'_, T> {
    /// Checks the matrix holds `rows` x `cols`.
    pub(super) fn check_shape(&self, what: &str, rows: Int, cols: Int) -> Result<(), String> {
        super::matrix(what, self.data.len(), self.ld, rows, cols)
    }
}

type GesddReal<T> = unsafe extern "C" fn(
    *const u8,
    *const Int,
    *const Int,
    *mut T,
    *const Int,
    *mut T,
    *mut T,
    *const Int,
    *mut T,
    *const Int,
    *mut T,
    *const Int,
    *mut Int,
    *mut Int,
    Len,
);
type GesddComplex<T, R> = unsafe extern "C" fn(
    *const u8,
    *const Int,
    *const Int,
    *mut T,
    *const Int,
    *mut R,
    *mut T,
    *const Int,
    *mut T,
    *const Int,
    *mut T,
    *const Int,
    *mut R,
    *mut Int,
    *mut Int,
    Len,
);

/// `?gesdd`'s optimal workspace for job `jobz`.
pub(crate) fn gesdd_lwork<T: Field>(jobz: u8, m: Int, n: Int) -> Result<usize, String> {
    flag("gesdd jobz", jobz, b"ASN")?;
    let ldvt = if jobz == b'A' { n } else { m.min(n) }.max(1);
    let (mut work, mut info) = (T::default(), 0);
    let l = lapack()?;
    // SAFETY: `?gesdd`'s signature (real or complex); a query reads only sizes and flags.
    unsafe {
        if T::COMPLEX {
            let f: GesddComplex<T, T::Real> = l.routine::<T, _>("gesdd")?;
            f(
                &jobz,
                &m,
                &n,
                null(),
                &m.max(1),
                null(),
                null(),
                &m.max(1),
                null(),
                &ldvt,
                &mut work,
                &-1,
                null(),
                null(),
                &mut info,
                1,
            );
        } else {
            let f: GesddReal<T> = l.routine::<T, _>("gesdd")?;
            f(
                &jobz,
                &m,
                &n,
                null(),
                &m.max(1),
                null(),
                null(),
                &m.max(1),
                null(),
                &ldvt,
                &mut work,
                &-1,
                null(),
                &mut info,
                1,
            );
        }
    }
    lwork_of(info, work)
}

/// `?gesdd`'s real workspace (complex types) for an `m` x `n` matrix, as jaxlib sizes it.
pub(crate) fn gesdd_rwork(jobz: u8, m: Int, n: Int) -> usize {
    let (mn, mx) = (min_mn(m, n) as usize, m.max(n).max(0) as usize);
    if jobz == b'N' {
        7 * mn
    } else {
        (5 * mn * mn + 5 * mn).max(2 * mx * mn + 2 * mn * mn + mn)
    }
}

/// `?gesdd`: the SVD by divide and conquer; `a` is destroyed.
pub(crate) fn gesdd<T: Field>(
    jobz: u8,
    a: Mat<'_, T>,
    out: Svd<'_, T>,
    w: Work<'_, T>,
) -> Result<Int, String> {
    a.check("gesdd a")?;
    let (m, n) = (a.rows, a.cols);
    check_svd(jobz, m, n, &out)?;
    at_least("gesdd iwork", w.iwork.len(), 8 * min_mn(m, n))?;
    let l = lapack()?;
    let lw = lwork(w.work)?;
    let mut info = 0;
    let Svd { s, u, vt } = out;
    // SAFETY: `?gesdd`'s signature; the arrays were checked, `rwork` (complex) below.
    unsafe {
        if T::COMPLEX {
            at_least("gesdd rwork", w.rwork.len(), gesdd_rwork(jobz, m, n) as i64)?;
            let f: GesddComplex<T, T::Real> = l.routine::<T, _>("gesdd")?;
            f(
                &jobz,
                &m,
                &n,
                a.data.as_mut_ptr(),
                &a.ld,
                s.as_mut_ptr(),
                u.data.as_mut_ptr(),
                &u.ld,
                vt.data.as_mut_ptr(),
                &vt.ld,
                w.work.as_mut_ptr(),
                &lw,
                w.rwork.as_mut_ptr(),
                w.iwork.as_mut_ptr(),
                &mut info,
                1,
            );
        } else {
            let f: GesddReal<T> = l.routine::<T, _>("gesdd")?;
            f(
                &jobz,
                &m,
                &n,
                a.data.as_mut_ptr(),
                &a.ld,
                s.as_mut_ptr().cast(),
                u.data.as_mut_ptr(),
                &u.ld,
                vt.data.as_mut_ptr(),
                &vt.ld,
                w.work.as_mut_ptr(),
                &lw,
                w.iwork.as_mut_ptr(),
                &mut info,
                1,
            );
        }
    }
    Ok(info)
}

type GesvdReal<T> = unsafe extern "C" fn(
    *const u8,
    *const u8,
    *const Int,
    *const Int,
    *mut T,
    *const Int,
    *mut T,
    *mut T,
    *const Int,
    *mut T,
    *const Int,
    *mut T,
    *const Int,
    *mut Int,
    Len,
    Len,
);
type GesvdComplex<T, R> = unsafe extern "C" fn(
    *const u8,
    *const u8,
    *const Int,
    *const Int,
    *mut T,
    *const Int,
    *mut R,
    *mut T,
    *const Int,
    *mut T,
    *const Int,
    *mut T,
    *const Int,
    *mut R,
    *mut Int,
    Len,
    Len,
);

/// `?gesvd`'s optimal workspace for job `job` (both U and V^T).
pub(crate) fn gesvd_lwork<T: Field>(job: u8, m: Int, n: Int) -> Result<usize, String> {
    flag("gesvd job", job, b"ASN")?;
    let ldvt = if job == b'A' { n } else { m.min(n) }.max(1);
    let (mut work, mut info) = (T::default(), 0);
    let l = lapack()?;
    // SAFETY: `?gesvd`'s signature (real or complex); a query reads only sizes and flags.
    unsafe {
        if T::COMPLEX {
            let f: GesvdComplex<T, T::Real> = l.routine::<T, _>("gesvd")?;
            f(
                &job,
                &job,
                &m,
                &n,
                null(),
                &m.max(1),
                null(),
                null(),
                &m.max(1),
                null(),
                &ldvt,
                &mut work,
                &-1,
                null(),
                &mut info,
                1,
                1,
            );
        } else {
            let f: GesvdReal<T> = l.routine::<T, _>("gesvd")?;
            f(
                &job,
                &job,
                &m,
                &n,
                null(),
                &m.max(1),
                null(),
                null(),
                &m.max(1),
                null(),
                &ldvt,
                &mut work,
                &-1,
                &mut info,
                1,
                1,
            );
        }
    }
    lwork_of(info, work)
}

/// `?gesvd`: the SVD by QR iteration; `a` is destroyed.
pub(crate) fn gesvd<T: Field>(
    job: u8,
    a: Mat<'_, T>,
    out: Svd<'_, T>,
    w: Work<'_, T>,
) -> Result<Int, String> {
    a.check("gesvd a")?;
    let (m, n) = (a.rows, a.cols);
    check_svd(job, m, n, &out)?;
    let l = lapack()?;
    let lw = lwork(w.work)?;
    let mut info = 0;
    let Svd { s, u, vt } = out;
    // SAFETY: `?gesvd`'s signature; the arrays were checked, `rwork` (complex) below.
    unsafe {
        if T::COMPLEX {
            at_least("gesvd rwork", w.rwork.len(), 5 * min_mn(m, n))?;
            let f: GesvdComplex<T, T::Real> = l.routine::<T, _>("gesvd")?;
            f(
                &job,
                &job,
                &m,
                &n,
                a.data.as_mut_ptr(),
                &a.ld,
                s.as_mut_ptr(),
                u.data.as_mut_ptr(),
                &u.ld,
                vt.data.as_mut_ptr(),
                &vt.ld,
                w.work.as_mut_ptr(),
                &lw,
                w.rwork.as_mut_ptr(),
                &mut info,
                1,
                1,
            );
        } else {
            let f: GesvdReal<T> = l.routine::<T, _>("gesvd")?;
            f(
                &job,
                &job,
                &m,
                &n,
                a.data.as_mut_ptr(),
                &a.ld,
                s.as_mut_ptr().cast(),
                u.data.as_mut_ptr(),
                &u.ld,
                vt.data.as_mut_ptr(),
                &vt.ld,
                w.work.as_mut_ptr(),
                &lw,
                &mut info,
                1,
                1,
            );
        }
    }
    Ok(info)
}

/// `?syevd` (real) / `?heevd` (complex): eigenvalues into `w`, and with job `V` the
/// eigenvectors in place of `a`. The workspaces' lengths are passed as `lwork`, `lrwork` and
/// `liwork` (LAPACK checks them against its minimums).
pub(crate) fn syevd<T: Field>(
    flags: [u8; 2],
    a: Mat<'_, T>,
    w: &mut [T::Real],
    work: Work<'_, T>,
) -> Result<Int, String> {
    let [jobz, uplo] = flags;
    flag("syevd jobz", jobz, b"NV")?;
    flag("syevd uplo", uplo, b"UL")?;
    a.check("syevd a")?;
    let n = a.cols;
    if a.rows < n {
        return Err(format!("syevd: a {}x{n} matrix", a.rows));
    }
    at_least("syevd w", w.len(), i64::from(n))?;
    let (lw, liw) = (lwork(work.work)?, lwork(work.iwork)?);
    let l = lapack()?;
    let mut info = 0;
    // SAFETY: the routine's signature (real or complex); the arrays were checked and every
    // workspace's length is passed.
    unsafe {
        if T::COMPLEX {
            type F<T, R> = unsafe extern "C" fn(
                *const u8,
                *const u8,
                *const Int,
                *mut T,
                *const Int,
                *mut R,
                *mut T,
                *const Int,
                *mut R,
                *const Int,
                *mut Int,
                *const Int,
                *mut Int,
                Len,
                Len,
            );
            let lrw = lwork(work.rwork)?;
            let f: F<T, T::Real> = l.routine::<T, _>("syevd")?;
            f(
                &jobz,
                &uplo,
                &n,
                a.data.as_mut_ptr(),
                &a.ld,
                w.as_mut_ptr(),
                work.work.as_mut_ptr(),
                &lw,
                work.rwork.as_mut_ptr(),
                &lrw,
                work.iwork.as_mut_ptr(),
                &liw,
                &mut info,
                1,
                1,
            );
        } else {
            type F<T> = unsafe extern "C" fn(
                *const u8,
                *const u8,
                *const Int,
                *mut T,
                *const Int,
                *mut T,
                *mut T,
                *const Int,
                *mut Int,
                *const Int,
                *mut Int,
                Len,
                Len,
            );
            let f: F<T> = l.routine::<T, _>("syevd")?;
            f(
                &jobz,
                &uplo,
                &n,
                a.data.as_mut_ptr(),
                &a.ld,
                w.as_mut_ptr().cast(),
                work.work.as_mut_ptr(),
                &lw,
                work.iwork.as_mut_ptr(),
                &liw,
                &mut info,
                1,
                1,
            );
        }
    }
    Ok(info)
}
