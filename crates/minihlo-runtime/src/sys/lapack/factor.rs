//! The factorizations and solves: `?trsm`, `?getrf`, `?geqrf`, `?geqp3`, `?orgqr`,
//! `?ormqr`, `?potrf`, `?gehrd`, `?sytrd`, `?gtsv`.

use super::{
    at_least, flag, lapack, lwork, lwork_of, matrix, min_mn, null, Field, Int, Len, Mat, MatRef,
    Work,
};

/// `?trsm`: solves op(A) X = B (`side` L) or X op(A) = B (R) in place of `b`.
pub(crate) fn trsm<T: Field>(
    flags: [u8; 4],
    a: MatRef<'_, T>,
    b: Mat<'_, T>,
) -> Result<(), String> {
    let [side, uplo, trans, diag] = flags;
    flag("trsm side", side, b"LR")?;
    flag("trsm uplo", uplo, b"UL")?;
    flag("trsm trans", trans, b"NTC")?;
    flag("trsm diag", diag, b"NU")?;
    b.check("trsm b")?;
    let k = if side == b'L' { b.rows } else { b.cols };
    if a.rows != k || a.cols != k {
        return Err(format!(
            "trsm a: {}x{}, the side needs {k}x{k}",
            a.rows, a.cols
        ));
    }
    matrix("trsm a", a.data.len(), a.ld, k, k)?;
    type F<T> = unsafe extern "C" fn(
        *const u8,
        *const u8,
        *const u8,
        *const u8,
        *const Int,
        *const Int,
        *const T,
        *const T,
        *const Int,
        *mut T,
        *const Int,
        Len,
        Len,
        Len,
        Len,
    );
    let alpha = T::unit();
    // SAFETY: `F` is `?trsm`'s signature; both matrices were checked against their sizes.
    unsafe {
        let f: F<T> = lapack()?.routine::<T, _>("trsm")?;
        f(
            &side,
            &uplo,
            &trans,
            &diag,
            &b.rows,
            &b.cols,
            &alpha,
            a.data.as_ptr(),
            &a.ld,
            b.data.as_mut_ptr(),
            &b.ld,
            1,
            1,
            1,
            1,
        );
    }
    Ok(())
}

/// `?getrf`: LU with partial pivoting, in place; `ipiv` gets min(m, n) 1-based pivots.
pub(crate) fn getrf<T: Field>(a: Mat<'_, T>, ipiv: &mut [Int]) -> Result<Int, String> {
    a.check("getrf a")?;
    at_least("getrf ipiv", ipiv.len(), min_mn(a.rows, a.cols))?;
    type F<T> =
        unsafe extern "C" fn(*const Int, *const Int, *mut T, *const Int, *mut Int, *mut Int);
    let mut info = 0;
    // SAFETY: `F` is `?getrf`'s signature; the arrays were checked against the sizes.
    unsafe {
        let f: F<T> = lapack()?.routine::<T, _>("getrf")?;
        f(
            &a.rows,
            &a.cols,
            a.data.as_mut_ptr(),
            &a.ld,
            ipiv.as_mut_ptr(),
            &mut info,
        );
    }
    Ok(info)
}

type GeqrfF<T> = unsafe extern "C" fn(
    *const Int,
    *const Int,
    *mut T,
    *const Int,
    *mut T,
    *mut T,
    *const Int,
    *mut Int,
);

/// `?geqrf`'s optimal workspace for an `m` x `n` matrix.
pub(crate) fn geqrf_lwork<T: Field>(m: Int, n: Int) -> Result<usize, String> {
    let (mut work, mut info) = (T::default(), 0);
    // SAFETY: `?geqrf`'s signature; a query (`lwork` -1) reads only the sizes.
    unsafe {
        let f: GeqrfF<T> = lapack()?.routine::<T, _>("geqrf")?;
        f(&m, &n, null(), &m.max(1), null(), &mut work, &-1, &mut info);
    }
    lwork_of(info, work)
}

/// `?geqrf`: QR as Householder reflectors in place, with their factors in `tau`.
pub(crate) fn geqrf<T: Field>(a: Mat<'_, T>, tau: &mut [T], work: &mut [T]) -> Result<Int, String> {
    a.check("geqrf a")?;
    at_least("geqrf tau", tau.len(), min_mn(a.rows, a.cols))?;
    let mut info = 0;
    // SAFETY: `?geqrf`'s signature; the arrays were checked, `lwork` is `work`'s length.
    unsafe {
        let f: GeqrfF<T> = lapack()?.routine::<T, _>("geqrf")?;
        f(
            &a.rows,
            &a.cols,
            a.data.as_mut_ptr(),
            &a.ld,
            tau.as_mut_ptr(),
            work.as_mut_ptr(),
            &lwork(work)?,
            &mut info,
        );
    }
    Ok(info)
}

type Geqp3Real<T> = unsafe extern "C" fn(
    *const Int,
    *const Int,
    *mut T,
    *const Int,
    *mut Int,
    *mut T,
    *mut T,
    *const Int,
    *mut Int,
);
type Geqp3Complex<T, R> = unsafe extern "C" fn(
    *const Int,
    *const Int,
    *mut T,
    *const Int,
    *mut Int,
    *mut T,
    *mut T,
    *const Int,
    *mut R,
    *mut Int,
);

/// `?geqp3`'s optimal workspace.
pub(crate) fn geqp3_lwork<T: Field>(m: Int, n: Int) -> Result<usize, String> {
    let (mut work, mut info) = (T::default(), 0);
    let l = lapack()?;
    // SAFETY: `?geqp3`'s signature (real or complex); a query reads only the sizes.
    unsafe {
        if T::COMPLEX {
            let f: Geqp3Complex<T, T::Real> = l.routine::<T, _>("geqp3")?;
            f(
                &m,
                &n,
                null(),
                &m.max(1),
                null(),
                null(),
                &mut work,
                &-1,
                null(),
                &mut info,
            );
        } else {
            let f: Geqp3Real<T> = l.routine::<T, _>("geqp3")?;
            f(
                &m,
                &n,
                null(),
                &m.max(1),
                null(),
                null(),
                &mut work,
                &-1,
                &mut info,
            );
        }
    }
    lwork_of(info, work)
}

/// `?geqp3`: QR with column pivoting in place; `jpvt` in (nonzero: fixed columns) and out.
pub(crate) fn geqp3<T: Field>(
    a: Mat<'_, T>,
    jpvt: &mut [Int],
    tau: &mut [T],
    w: Work<'_, T>,
) -> Result<Int, String> {
    a.check("geqp3 a")?;
    at_least("geqp3 jpvt", jpvt.len(), i64::from(a.cols))?;
    at_least("geqp3 tau", tau.len(), min_mn(a.rows, a.cols))?;
    let l = lapack()?;
    let mut info = 0;
    let lw = lwork(w.work)?;
    // SAFETY: `?geqp3`'s signature; the arrays were checked, `rwork` (complex) below.
    unsafe {
        if T::COMPLEX {
            at_least("geqp3 rwork", w.rwork.len(), 2 * i64::from(a.cols))?;
            let f: Geqp3Complex<T, T::Real> = l.routine::<T, _>("geqp3")?;
            f(
                &a.rows,
                &a.cols,
                a.data.as_mut_ptr(),
                &a.ld,
                jpvt.as_mut_ptr(),
                tau.as_mut_ptr(),
                w.work.as_mut_ptr(),
                &lw,
                w.rwork.as_mut_ptr(),
                &mut info,
            );
        } else {
            let f: Geqp3Real<T> = l.routine::<T, _>("geqp3")?;
            f(
                &a.rows,
                &a.cols,
                a.data.as_mut_ptr(),
                &a.ld,
                jpvt.as_mut_ptr(),
                tau.as_mut_ptr(),
                w.work.as_mut_ptr(),
                &lw,
                &mut info,
            );
        }
    }
    Ok(info)
}

type OrgqrF<T> = unsafe extern "C" fn(
    *const Int,
    *const Int,
    *const Int,
    *mut T,
    *const Int,
    *const T,
    *mut T,
    *const Int,
    *mut Int,
);

/// `?orgqr` / `?ungqr`'s optimal workspace.
pub(crate) fn orgqr_lwork<T: Field>(m: Int, n: Int, k: Int) -> Result<usize, String> {
    let (mut work, mut info) = (T::default(), 0);
    // SAFETY: the routine's signature; a query reads only the sizes.
    unsafe {
        let f: OrgqrF<T> = lapack()?.routine::<T, _>("orgqr")?;
        f(
            &m,
            &n,
            &k,
            null(),
            &m.max(1),
            null(),
            &mut work,
            &-1,
            &mut info,
        );
    }
    lwork_of(info, work)
}

/// `?orgqr` / `?ungqr`: the first `n` columns of Q from `k` reflectors, in place.
pub(crate) fn orgqr<T: Field>(
    a: Mat<'_, T>,
    k: Int,
    tau: &[T],
    work: &mut [T],
) -> Result<Int, String> {
    a.check("orgqr a")?;
    if !(a.rows >= a.cols && a.cols >= k && k >= 0) {
        return Err(format!(
            "orgqr: m {} >= n {} >= k {k} >= 0 fails",
            a.rows, a.cols
        ));
    }
    at_least("orgqr tau", tau.len(), i64::from(k))?;
    let mut info = 0;
    // SAFETY: the routine's signature; the arrays were checked, `lwork` is `work`'s length.
    unsafe {
        let f: OrgqrF<T> = lapack()?.routine::<T, _>("orgqr")?;
        f(
            &a.rows,
            &a.cols,
            &k,
            a.data.as_mut_ptr(),
            &a.ld,
            tau.as_ptr(),
            work.as_mut_ptr(),
            &lwork(work)?,
            &mut info,
        );
    }
    Ok(info)
}

type OrmqrF<T> = unsafe extern "C" fn(
    *const u8,
    *const u8,
    *const Int,
    *const Int,
    *const Int,
    *mut T,
    *const Int,
    *const T,
    *mut T,
    *const Int,
    *mut T,
    *const Int,
    *mut Int,
    Len,
    Len,
);

/// `?ormqr` / `?unmqr`'s optimal workspace for `side`/`trans` on an `m` x `n` C.
pub(crate) fn ormqr_lwork<T: Field>(
    flags: [u8; 2],
    m: Int,
    n: Int,
    k: Int,
    lda: Int,
) -> Result<usize, String> {
    let [side, trans] = flags;
    let (mut work, mut info) = (T::default(), 0);
    // SAFETY: the routine's signature; a query reads only the sizes and flags.
    unsafe {
        let f: OrmqrF<T> = lapack()?.routine::<T, _>("ormqr")?;
        f(
            &side,
            &trans,
            &m,
            &n,
            &k,
            null(),
            &lda,
            null(),
            null(),
            &m.max(1),
            &mut work,
            &-1,
            &mut info,
            1,
            1,
        );
    }
    lwork_of(info, work)
}

/// `?ormqr` / `?unmqr`: C := op(Q) C (`side` L) or C op(Q) (R), Q from `tau.len()` = k
/// reflectors in the columns of `a` (which the routine changes and restores).
pub(crate) fn ormqr<T: Field>(
    flags: [u8; 2],
    a: Mat<'_, T>,
    tau: &[T],
    c: Mat<'_, T>,
    work: &mut [T],
) -> Result<Int, String> {
    let [side, trans] = flags;
    flag("ormqr side", side, b"LR")?;
    flag("ormqr trans", trans, if T::COMPLEX { b"NC" } else { b"NT" })?;
    c.check("ormqr c")?;
    let k = Int::try_from(tau.len()).map_err(|_| "ormqr: too many reflectors")?;
    let nq = if side == b'L' { c.rows } else { c.cols };
    if k > nq || a.cols < k {
        return Err(format!(
            "ormqr: {k} reflectors of length {nq} in {} columns",
            a.cols
        ));
    }
    matrix("ormqr a", a.data.len(), a.ld, nq, k)?;
    let mut info = 0;
    // SAFETY: the routine's signature; the arrays were checked, `lwork` is `work`'s length.
    unsafe {
        let f: OrmqrF<T> = lapack()?.routine::<T, _>("ormqr")?;
        f(
            &side,
            &trans,
            &c.rows,
            &c.cols,
            &k,
            a.data.as_mut_ptr(),
            &a.ld,
            tau.as_ptr(),
            c.data.as_mut_ptr(),
            &c.ld,
            work.as_mut_ptr(),
            &lwork(work)?,
            &mut info,
            1,
            1,
        );
    }
    Ok(info)
}

/// `?potrf`: Cholesky in place (the `uplo` triangle).
pub(crate) fn potrf<T: Field>(uplo: u8, a: Mat<'_, T>) -> Result<Int, String> {
    flag("potrf uplo", uplo, b"UL")?;
    a.check("potrf a")?;
    if a.rows != a.cols {
        return Err(format!("potrf: a {}x{} matrix", a.rows, a.cols));
    }
    type F<T> = unsafe extern "C" fn(*const u8, *const Int, *mut T, *const Int, *mut Int, Len);
    let mut info = 0;
    // SAFETY: `?potrf`'s signature; the matrix was checked.
    unsafe {
        let f: F<T> = lapack()?.routine::<T, _>("potrf")?;
        f(&uplo, &a.rows, a.data.as_mut_ptr(), &a.ld, &mut info, 1);
    }
    Ok(info)
}

type GehrdF<T> = unsafe extern "C" fn(
    *const Int,
    *const Int,
    *const Int,
    *mut T,
    *const Int,
    *mut T,
    *mut T,
    *const Int,
    *mut Int,
);

/// `?gehrd`'s optimal workspace.
pub(crate) fn gehrd_lwork<T: Field>(n: Int, lda: Int, ilo: Int, ihi: Int) -> Result<usize, String> {
    let (mut work, mut info) = (T::default(), 0);
    // SAFETY: `?gehrd`'s signature; a query reads only the sizes.
    unsafe {
        let f: GehrdF<T> = lapack()?.routine::<T, _>("gehrd")?;
        f(
            &n,
            &ilo,
            &ihi,
            null(),
            &lda,
            null(),
            &mut work,
            &-1,
            &mut info,
        );
    }
    lwork_of(info, work)
}

/// `?gehrd`: Hessenberg reduction of rows and columns `ilo..=ihi` in place; `tau` n - 1.
pub(crate) fn gehrd<T: Field>(
    range: [Int; 2],
    a: Mat<'_, T>,
    tau: &mut [T],
    work: &mut [T],
) -> Result<Int, String> {
    let [ilo, ihi] = range;
    a.check("gehrd a")?;
    let n = a.cols;
    if a.rows < n {
        return Err(format!("gehrd: a {}x{n} matrix", a.rows));
    }
    at_least("gehrd tau", tau.len(), i64::from(n) - 1)?;
    let mut info = 0;
    // SAFETY: `?gehrd`'s signature; the arrays were checked (LAPACK checks `ilo` and `ihi`
    // against `n`), `lwork` is `work`'s length.
    unsafe {
        let f: GehrdF<T> = lapack()?.routine::<T, _>("gehrd")?;
        f(
            &n,
            &ilo,
            &ihi,
            a.data.as_mut_ptr(),
            &a.ld,
            tau.as_mut_ptr(),
            work.as_mut_ptr(),
            &lwork(work)?,
            &mut info,
        );
    }
    Ok(info)
}

type SytrdF<T, R> = unsafe extern "C" fn(
    *const u8,
    *const Int,
    *mut T,
    *const Int,
    *mut R,
    *mut R,
    *mut T,
    *mut T,
    *const Int,
    *mut Int,
    Len,
);

/// `?sytrd` / `?hetrd`'s optimal workspace.
pub(crate) fn sytrd_lwork<T: Field>(n: Int, lda: Int) -> Result<usize, String> {
    let (mut work, mut info) = (T::default(), 0);
    // SAFETY: the routine's signature; a query reads only the sizes.
    unsafe {
        let f: SytrdF<T, T::Real> = lapack()?.routine::<T, _>("sytrd")?;
        f(
            &b'L',
            &n,
            null(),
            &lda,
            null(),
            null(),
            null(),
            &mut work,
            &-1,
            &mut info,
            1,
        );
    }
    lwork_of(info, work)
}

/// The diagonal, off-diagonal and reflector factors `?sytrd` writes.
pub(crate) struct Tridiagonal<'a, T: Field> {
    pub d: &'a mut [T::Real],
    pub e: &'a mut [T::Real],
    pub tau: &'a mut [T],
}

/// `?sytrd` / `?hetrd`: tridiagonal reduction of the `uplo` triangle in place.
pub(crate) fn sytrd<T: Field>(
    uplo: u8,
    a: Mat<'_, T>,
    out: Tridiagonal<'_, T>,
    work: &mut [T],
) -> Result<Int, String> {
    flag("sytrd uplo", uplo, b"UL")?;
    a.check("sytrd a")?;
    let n = a.cols;
    if a.rows < n {
        return Err(format!("sytrd: a {}x{n} matrix", a.rows));
    }
    at_least("sytrd d", out.d.len(), i64::from(n))?;
    at_least("sytrd e", out.e.len(), i64::from(n) - 1)?;
    at_least("sytrd tau", out.tau.len(), i64::from(n) - 1)?;
    let mut info = 0;
    // SAFETY: the routine's signature; the arrays were checked, `lwork` is `work`'s length.
    unsafe {
        let f: SytrdF<T, T::Real> = lapack()?.routine::<T, _>("sytrd")?;
        f(
            &uplo,
            &n,
            a.data.as_mut_ptr(),
            &a.ld,
            out.d.as_mut_ptr(),
            out.e.as_mut_ptr(),
            out.tau.as_mut_ptr(),
            work.as_mut_ptr(),
            &lwork(work)?,
            &mut info,
            1,
        );
    }
    Ok(info)
}

/// `?gtsv`: solves the tridiagonal system (sub-, main and super-diagonal `dl`, `d`, `du`) for
/// the columns of `b` in place; the diagonals are overwritten.
pub(crate) fn gtsv<T: Field>(
    dl: &mut [T],
    d: &mut [T],
    du: &mut [T],
    b: Mat<'_, T>,
) -> Result<Int, String> {
    b.check("gtsv b")?;
    let n = b.rows;
    at_least("gtsv dl", dl.len(), i64::from(n) - 1)?;
    at_least("gtsv d", d.len(), i64::from(n))?;
    at_least("gtsv du", du.len(), i64::from(n) - 1)?;
    type F<T> = unsafe extern "C" fn(
        *const Int,
        *const Int,
        *mut T,
        *mut T,
        *mut T,
        *mut T,
        *const Int,
        *mut Int,
    );
    let mut info = 0;
    // SAFETY: `?gtsv`'s signature; the arrays were checked.
    unsafe {
        let f: F<T> = lapack()?.routine::<T, _>("gtsv")?;
        f(
            &n,
            &b.cols,
            dl.as_mut_ptr(),
            d.as_mut_ptr(),
            du.as_mut_ptr(),
            b.data.as_mut_ptr(),
            &b.ld,
            &mut info,
        );
    }
    Ok(info)
}
