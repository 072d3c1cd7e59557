//! The LAPACK library behind the `lapack_*_ffi` handlers, and a safe wrapper of each routine
//! they call.
//!
//! LAPACK is loaded at the first call (`$MINIHLO_LAPACK`, else the system's OpenBLAS or
//! reference LAPACK that `scripts/install-deps` installs), never linked: a program that calls
//! no solver needs no LAPACK, and one that does gets an error naming what to install. The
//! routines are Fortran's (LP64: 32-bit integers, every argument by address, a hidden length
//! after the arguments for each character argument). Each wrapper checks that every array is
//! as long as the routine will read or write, given the sizes and leading dimensions passed,
//! so no call reaches outside a Rust slice; workspace-size queries (`lwork = -1`) pass no
//! arrays, which LAPACK does not touch then.

use std::collections::HashMap;
use std::ffi::c_void;
use std::sync::OnceLock;

use num_complex::{Complex32, Complex64};

mod factor;
mod nonsymmetric;
mod spectral;

pub(crate) use factor::*;
pub(crate) use nonsymmetric::*;
pub(crate) use spectral::*;

/// LAPACK's integer (LP64).
pub(crate) type Int = i32;

/// The environment variable naming the LAPACK library to load.
pub const LAPACK_ENV: &str = "MINIHLO_LAPACK";
/// Where the library is looked for when `$MINIHLO_LAPACK` is unset: Debian's OpenBLAS (what
/// `scripts/install-deps` installs), then whatever provides the system's `liblapack.so.3`.
const CANDIDATES: [&str; 2] = ["libopenblas.so.0", "liblapack.so.3"];

/// A LAPACK element type: `s`, `d`, `c` or `z`.
pub(crate) trait Field: bytemuck::Pod + Default + Send + Sync + 'static {
    /// The type of its real parts (itself for a real type).
    type Real: Field<Real = Self::Real> + num_traits::Float;
    /// LAPACK's letter for it.
    const PREFIX: char;
    const DTYPE: minihlo_ir::DType;
    const COMPLEX: bool;
    fn unit() -> Self;
    /// The real part (LAPACK returns workspace sizes there).
    fn real_part(self) -> Self::Real;
    fn is_finite(self) -> bool;
}

macro_rules! real_field {
    ($t:ty, $p:literal, $d:ident) => {
        impl Field for $t {
            type Real = $t;
            const PREFIX: char = $p;
            const DTYPE: minihlo_ir::DType = minihlo_ir::DType::$d;
            const COMPLEX: bool = false;
            fn unit() -> Self {
                1.0
            }
            fn real_part(self) -> Self {
                self
            }
            fn is_finite(self) -> bool {
                <$t>::is_finite(self)
            }
        }
    };
}
macro_rules! complex_field {
    ($t:ty, $r:ty, $p:literal, $d:ident) => {
        impl Field for $t {
            type Real = $r;
            const PREFIX: char = $p;
            const DTYPE: minihlo_ir::DType = minihlo_ir::DType::$d;
            const COMPLEX: bool = true;
            fn unit() -> Self {
                <$t>::new(1.0, 0.0)
            }
            fn real_part(self) -> $r {
                self.re
            }
            fn is_finite(self) -> bool {
                self.re.is_finite() && self.im.is_finite()
            }
        }
    };
}
real_field!(f32, 's', F32);
real_field!(f64, 'd', F64);
complex_field!(Complex32, f32, 'c', C64);
complex_field!(Complex64, f64, 'z', C128);

/// The loaded library: the address of each routine it has, by symbol name.
pub(crate) struct Lapack {
    pub path: String,
    routines: HashMap<String, usize>,
}

/// The routine families the handlers call, by their real and complex names.
pub(crate) const FAMILIES: [(&str, &str); 15] = [
    ("trsm", "trsm"),
    ("getrf", "getrf"),
    ("geqrf", "geqrf"),
    ("geqp3", "geqp3"),
    ("orgqr", "ungqr"),
    ("ormqr", "unmqr"),
    ("potrf", "potrf"),
    ("gesdd", "gesdd"),
    ("gesvd", "gesvd"),
    ("syevd", "heevd"),
    ("geev", "geev"),
    ("sytrd", "hetrd"),
    ("gees", "gees"),
    ("gehrd", "gehrd"),
    ("gtsv", "gtsv"),
];

/// The symbol of routine `family` (its real name) for `T`: `sgetrf_`, `cungqr_`.
pub(crate) fn symbol<T: Field>(family: &str) -> String {
    let name =
        FAMILIES
            .iter()
            .find(|f| f.0 == family)
            .map_or(family, |f| if T::COMPLEX { f.1 } else { f.0 });
    format!("{}{name}_", T::PREFIX)
}

/// The library, loaded at the first call; the error says what to install.
pub(crate) fn lapack() -> Result<&'static Lapack, String> {
    static LAPACK: OnceLock<Result<Lapack, String>> = OnceLock::new();
    LAPACK.get_or_init(load).as_ref().map_err(Clone::clone)
}

fn load() -> Result<Lapack, String> {
    let explicit = std::env::var(LAPACK_ENV).ok().filter(|p| !p.is_empty());
    let candidates: Vec<String> = match &explicit {
        Some(p) => vec![p.clone()],
        None => CANDIDATES.iter().map(|s| s.to_string()).collect(),
    };
    let mut tried = Vec::new();
    for path in candidates {
        // SAFETY: loading a shared library runs its initialisers; a LAPACK's (OpenBLAS's
        // thread set-up, gfortran's runtime) are safe to run in any process.
        let lib = match unsafe { libloading::Library::new(&path) } {
            Ok(lib) => lib,
            Err(e) => {
                tried.push(format!("{path}: {e}"));
                continue;
            }
        };
        let mut routines = HashMap::new();
        for prefix in ['s', 'd', 'c', 'z'] {
            for (real, complex) in FAMILIES {
                let name = if prefix == 's' || prefix == 'd' {
                    real
                } else {
                    complex
                };
                let sym = format!("{prefix}{name}_");
                // SAFETY: only the address is read; it is called through `Lapack::routine`
                // with the routine's Fortran signature.
                if let Ok(f) = unsafe { lib.get::<*const c_void>(sym.as_bytes()) } {
                    routines.insert(sym, *f as usize);
                }
            }
        }
        if !routines.contains_key("sgetrf_") {
            tried.push(format!("{path}: not a LAPACK library (no sgetrf_)"));
            continue;
        }
        // Never unloaded: the handlers keep the routines' addresses.
        std::mem::forget(lib);
        return Ok(Lapack { path, routines });
    }
    Err(format!(
        "no LAPACK library could be loaded ({}); install one (`scripts/install-deps` installs \
         Debian's libopenblas0-pthread) or set {LAPACK_ENV} to a liblapack.so",
        tried.join("; ")
    ))
}

impl Lapack {
    /// The routine `family` for `T`, as a function pointer of type `F`.
    ///
    /// # Safety
    /// `F` must be an `unsafe extern "C" fn` type matching the routine's Fortran signature.
    pub(super) unsafe fn routine<T: Field, F: Copy>(&self, family: &str) -> Result<F, String> {
        let name = symbol::<T>(family);
        let addr = *self
            .routines
            .get(&name)
            .ok_or_else(|| format!("the LAPACK library {} has no {name}", self.path))?;
        assert_eq!(std::mem::size_of::<F>(), std::mem::size_of::<usize>());
        // SAFETY: per this function's contract; `addr` is the routine's address.
        Ok(unsafe { std::mem::transmute_copy::<usize, F>(&addr) })
    }
}

/// A column-major `rows` x `cols` matrix with leading dimension `ld` that LAPACK may write.
pub(crate) struct Mat<'a, T> {
    pub data: &'a mut [T],
    pub ld: Int,
    pub rows: Int,
    pub cols: Int,
}

/// A matrix LAPACK only reads.
pub(crate) struct MatRef<'a, T> {
    pub data: &'a [T],
    pub ld: Int,
    pub rows: Int,
    pub cols: Int,
}

impl<T> Mat<'_, T> {
    pub(super) fn check(&self, what: &str) -> Result<(), String> {
        matrix(what, self.data.len(), self.ld, self.rows, self.cols)
    }
    /// For a matrix the call does not reference: only its leading dimension is checked.
    pub(super) fn check_unused(&self, what: &str) -> Result<(), String> {
        if self.ld < 1 {
            return Err(format!("{what}: leading dimension {}", self.ld));
        }
        Ok(())
    }
}

/// The workspaces of a call: `work` (its length is passed as `lwork`), and where the routine
/// takes them, `rwork` (real) and `iwork` (integer).
pub(crate) struct Work<'a, T: Field> {
    pub work: &'a mut [T],
    pub rwork: &'a mut [T::Real],
    pub iwork: &'a mut [Int],
}

/// Checks that `len` elements hold what LAPACK uses of a `rows` x `cols` column-major matrix
/// with leading dimension `ld` (at least 1, and at least `rows`).
pub(super) fn matrix(what: &str, len: usize, ld: Int, rows: Int, cols: Int) -> Result<(), String> {
    if rows < 0 || cols < 0 || ld < rows.max(1) {
        return Err(format!(
            "{what}: a {rows}x{cols} matrix with leading dimension {ld}"
        ));
    }
    let need = if rows == 0 || cols == 0 {
        0
    } else {
        i64::from(ld) * i64::from(cols - 1) + i64::from(rows)
    };
    at_least(what, len, need)
}

pub(super) fn at_least(what: &str, len: usize, need: i64) -> Result<(), String> {
    if (len as i64) < need {
        return Err(format!("{what}: {len} elements, LAPACK needs {need}"));
    }
    Ok(())
}

pub(super) fn flag(what: &str, c: u8, allowed: &[u8]) -> Result<(), String> {
    if !allowed.contains(&c) {
        return Err(format!(
            "{what}: {:?} is not one of {:?}",
            c as char, allowed
        ));
    }
    Ok(())
}

/// A workspace size from a query's `work[0]`.
pub(super) fn lwork_of<T: Field>(info: Int, work: T) -> Result<usize, String> {
    if info != 0 {
        return Err(format!("a workspace query failed (info {info})"));
    }
    num_traits::ToPrimitive::to_usize(&work.real_part())
        .map(|n| n.max(1))
        .ok_or_else(|| "a workspace query returned no size".into())
}

/// The length of a workspace, as LAPACK's `lwork`.
pub(super) fn lwork<T>(work: &[T]) -> Result<Int, String> {
    Int::try_from(work.len()).map_err(|_| "a workspace too large for LAPACK's integers".into())
}

/// A null array, for a query or an array the call does not reference.
pub(super) fn null<T>() -> *mut T {
    std::ptr::null_mut()
}

pub(super) fn min_mn(m: Int, n: Int) -> i64 {
    i64::from(m.min(n).max(0))
}

/// A hidden character-argument length (gfortran's `size_t`).
pub(super) type Len = usize;
