//! The nonsymmetric eigenvalue routines: `?geev` (eigenvectors) and `?gees` (Schur form).

use super::{at_least, flag, lapack, lwork, lwork_of, null, Field, Int, Len, Mat, Work};

/// The left and right eigenvector (or Schur vector) matrices of `?geev` / `?gees`.
pub(crate) struct Vectors<'a, T> {
    pub left: Mat<'a, T>,
    pub right: Mat<'a, T>,
}

/// Checks a vector matrix: `n` x `n` when computed (`job` V), else only its leading dimension.
fn check_vectors<T>(what: &str, job: u8, m: &Mat<'_, T>, n: Int) -> Result<(), String> {
    flag(what, job, b"NV")?;
    if job == b'V' {
        m.check_shape(what, n, n)
    } else {
        m.check_unused(what)
    }
}

type GeevReal<T> = unsafe extern "C" fn(
    *const u8,
    *const u8,
    *const Int,
    *mut T,
    *const Int,
    *mut T,
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
type GeevComplex<T, R> = unsafe extern "C" fn(
    *const u8,
    *const u8,
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
    *mut R,
    *mut Int,
    Len,
    Len,
);

/// `?geev`'s optimal workspace for jobs `[jobvl, jobvr]` on an `n` x `n` matrix.
pub(crate) fn geev_lwork<T: Field>(jobs: [u8; 2], n: Int) -> Result<usize, String> {
    let [jl, jr] = jobs;
    flag("geev jobvl", jl, b"NV")?;
    flag("geev jobvr", jr, b"NV")?;
    let ld = n.max(1);
    let (mut work, mut info) = (T::default(), 0);
    let l = lapack()?;
    // The complex query writes to `rwork` (a null one crashes, jaxlib notes).
    let mut rwork = vec![<T::Real as Default>::default(); 2 * ld as usize];
    // SAFETY: `?geev`'s signature (real or complex); a query reads only sizes and flags.
    unsafe {
        if T::COMPLEX {
            let f: GeevComplex<T, T::Real> = l.routine::<T, _>("geev")?;
            f(
                &jl,
                &jr,
                &n,
                null(),
                &ld,
                null(),
                null(),
                &ld,
                null(),
                &ld,
                &mut work,
                &-1,
                rwork.as_mut_ptr(),
                &mut info,
                1,
                1,
            );
        } else {
            let f: GeevReal<T> = l.routine::<T, _>("geev")?;
            f(
                &jl,
                &jr,
                &n,
                null(),
                &ld,
                null(),
                null(),
                null(),
                &ld,
                null(),
                &ld,
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

/// `?geev` of a real type: eigenvalues as real and imaginary parts, eigenvectors packed as
/// LAPACK packs them (a complex pair in two columns); `a` is destroyed.
pub(crate) fn geev_real<T: Field<Real = T>>(
    jobs: [u8; 2],
    a: Mat<'_, T>,
    values: [&mut [T]; 2],
    vectors: Vectors<'_, T>,
    work: &mut [T],
) -> Result<Int, String> {
    let [jl, jr] = jobs;
    let [wr, wi] = values;
    a.check("geev a")?;
    let n = a.cols;
    at_least("geev wr", wr.len(), i64::from(n))?;
    at_least("geev wi", wi.len(), i64::from(n))?;
    let Vectors { left, right } = vectors;
    check_vectors("geev vl", jl, &left, n)?;
    check_vectors("geev vr", jr, &right, n)?;
    let mut info = 0;
    // SAFETY: `?geev`'s signature; the arrays were checked, `lwork` is `work`'s length.
    unsafe {
        let f: GeevReal<T> = lapack()?.routine::<T, _>("geev")?;
        f(
            &jl,
            &jr,
            &n,
            a.data.as_mut_ptr(),
            &a.ld,
            wr.as_mut_ptr(),
            wi.as_mut_ptr(),
            left.data.as_mut_ptr(),
            &left.ld,
            right.data.as_mut_ptr(),
            &right.ld,
            work.as_mut_ptr(),
            &lwork(work)?,
            &mut info,
            1,
            1,
        );
    }
    Ok(info)
}

/// `?geev` of a complex type; `a` is destroyed.
pub(crate) fn geev_complex<T: Field>(
    jobs: [u8; 2],
    a: Mat<'_, T>,
    values: &mut [T],
    vectors: Vectors<'_, T>,
    w: Work<'_, T>,
) -> Result<Int, String> {
    let [jl, jr] = jobs;
    a.check("geev a")?;
    let n = a.cols;
    at_least("geev w", values.len(), i64::from(n))?;
    at_least("geev rwork", w.rwork.len(), 2 * i64::from(n))?;
    let Vectors { left, right } = vectors;
    check_vectors("geev vl", jl, &left, n)?;
    check_vectors("geev vr", jr, &right, n)?;
    let mut info = 0;
    // SAFETY: `?geev`'s signature; the arrays were checked, `lwork` is `work`'s length.
    unsafe {
        let f: GeevComplex<T, T::Real> = lapack()?.routine::<T, _>("geev")?;
        f(
            &jl,
            &jr,
            &n,
            a.data.as_mut_ptr(),
            &a.ld,
            values.as_mut_ptr(),
            left.data.as_mut_ptr(),
            &left.ld,
            right.data.as_mut_ptr(),
            &right.ld,
            w.work.as_mut_ptr(),
            &lwork(w.work)?,
            w.rwork.as_mut_ptr(),
            &mut info,
            1,
            1,
        );
    }
    Ok(info)
}

type GeesReal<T> = unsafe extern "C" fn(
    *const u8,
    *const u8,
    *const u8,
    *const Int,
    *mut T,
    *const Int,
    *mut Int,
    *mut T,
    *mut T,
    *mut T,
    *const Int,
    *mut T,
    *const Int,
    *mut Int,
    *mut Int,
    Len,
    Len,
);
type GeesComplex<T, R> = unsafe extern "C" fn(
    *const u8,
    *const u8,
    *const u8,
    *const Int,
    *mut T,
    *const Int,
    *mut Int,
    *mut T,
    *mut T,
    *const Int,
    *mut T,
    *const Int,
    *mut R,
    *mut Int,
    *mut Int,
    Len,
    Len,
);

/// `?gees`'s optimal workspace (no eigenvalue ordering).
pub(crate) fn gees_lwork<T: Field>(jobvs: u8, n: Int) -> Result<usize, String> {
    flag("gees jobvs", jobvs, b"NV")?;
    let ld = n.max(1);
    let (mut work, mut info, mut sdim) = (T::default(), 0, 0);
    let l = lapack()?;
    // SAFETY: `?gees`'s signature (real or complex); with sort `N` no select function is
    // called; a query reads only sizes and flags.
    unsafe {
        if T::COMPLEX {
            let f: GeesComplex<T, T::Real> = l.routine::<T, _>("gees")?;
            f(
                &jobvs,
                &b'N',
                std::ptr::null(),
                &n,
                null(),
                &ld,
                &mut sdim,
                null(),
                null(),
                &ld,
                &mut work,
                &-1,
                null(),
                null(),
                &mut info,
                1,
                1,
            );
        } else {
            let f: GeesReal<T> = l.routine::<T, _>("gees")?;
            f(
                &jobvs,
                &b'N',
                std::ptr::null(),
                &n,
                null(),
                &ld,
                &mut sdim,
                null(),
                null(),
                null(),
                &ld,
                &mut work,
                &-1,
                null(),
                &mut info,
                1,
                1,
            );
        }
    }
    lwork_of(info, work)
}

/// `?gees` of a real type, without ordering: the Schur form in place of `a`, eigenvalues as
/// real and imaginary parts, Schur vectors in `vectors.right` (job `V`). Returns
/// `(sdim, info)`.
pub(crate) fn gees_real<T: Field<Real = T>>(
    jobvs: u8,
    a: Mat<'_, T>,
    values: [&mut [T]; 2],
    vs: Mat<'_, T>,
    work: &mut [T],
) -> Result<(Int, Int), String> {
    let [wr, wi] = values;
    a.check("gees a")?;
    let n = a.cols;
    at_least("gees wr", wr.len(), i64::from(n))?;
    at_least("gees wi", wi.len(), i64::from(n))?;
    check_vectors("gees vs", jobvs, &vs, n)?;
    let (mut info, mut sdim) = (0, 0);
    // SAFETY: `?gees`'s signature; sort `N` (no select function, no bwork); the arrays were
    // checked, `lwork` is `work`'s length.
    unsafe {
        let f: GeesReal<T> = lapack()?.routine::<T, _>("gees")?;
        f(
            &jobvs,
            &b'N',
            std::ptr::null(),
            &n,
            a.data.as_mut_ptr(),
            &a.ld,
            &mut sdim,
            wr.as_mut_ptr(),
            wi.as_mut_ptr(),
            vs.data.as_mut_ptr(),
            &vs.ld,
            work.as_mut_ptr(),
            &lwork(work)?,
            null(),
            &mut info,
            1,
            1,
        );
    }
    Ok((sdim, info))
}

/// `?gees` of a complex type, without ordering. Returns `(sdim, info)`.
pub(crate) fn gees_complex<T: Field>(
    jobvs: u8,
    a: Mat<'_, T>,
    values: &mut [T],
    vs: Mat<'_, T>,
    w: Work<'_, T>,
) -> Result<(Int, Int), String> {
    a.check("gees a")?;
    let n = a.cols;
    at_least("gees w", values.len(), i64::from(n))?;
    at_least("gees rwork", w.rwork.len(), i64::from(n))?;
    check_vectors("gees vs", jobvs, &vs, n)?;
    let (mut info, mut sdim) = (0, 0);
    // SAFETY: as for the real type, with `rwork` checked.
    unsafe {
        let f: GeesComplex<T, T::Real> = lapack()?.routine::<T, _>("gees")?;
        f(
            &jobvs,
            &b'N',
            std::ptr::null(),
            &n,
            a.data.as_mut_ptr(),
            &a.ld,
            &mut sdim,
            values.as_mut_ptr(),
            vs.data.as_mut_ptr(),
            &vs.ld,
            w.work.as_mut_ptr(),
            &lwork(w.work)?,
            w.rwork.as_mut_ptr(),
            null(),
            &mut info,
            1,
            1,
        );
    }
    Ok((sdim, info))
}
