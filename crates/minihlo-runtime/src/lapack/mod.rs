//! jaxlib's LAPACK custom calls on XLA:CPU (`lapack_sgetrf_ffi`, ...), served by
//! minihlo-runtime so that a module JAX or minihlo lowered for cpu with `jnp.linalg` in it runs.
//!
//! Each kernel does what jaxlib's does (`jaxlib/cpu/lapack_kernels.cc`): the same operands,
//! results and attributes (`uplo`, `mode`, `side`, ... as `ui8` characters, `left` /
//! `transpose` as booleans, `low` / `high` as `i32`), the same batch loop over the leading
//! dimensions, matrices column-major (the custom_call's layouts make XLA pass them so), LAPACK's
//! `info` as an `i32` result, workspaces sized as jaxlib sizes them, an operand copied into its
//! aliased result when XLA passes them apart. The numerics are the system LAPACK's (see
//! [`crate::LAPACK_ENV`]), not scipy's OpenBLAS that jaxlib uses, so results agree with jaxlib
//! to rounding, and JAX's module and minihlo's agree bit for bit through these handlers.

mod factor;
mod spectral;
mod tridiagonal;

use num_complex::{Complex32, Complex64};

use crate::sys::lapack::{symbol, Field, Int};
use crate::sys::{handler, Failure, Frame, Handler, HandlerFn, Input, InputData, Output, Scalar};

/// The routine families, by their real names (a complex type's `orgqr` is `ungqr`, ...).
pub(crate) const FAMILIES: [&str; 15] = [
    "trsm", "getrf", "geqrf", "geqp3", "orgqr", "ormqr", "potrf", "gesdd", "gesvd", "syevd",
    "geev", "sytrd", "gees", "gehrd", "gtsv",
];

/// A kernel of one routine family for element type `T`.
trait Kernel<T> {
    fn run(frame: Frame<'_>) -> Result<(), Failure>;
}

/// The handler of family `K` for `T`.
struct Target<K, T>(std::marker::PhantomData<(K, T)>);

impl<K: Kernel<T>, T> Handler for Target<K, T> {
    fn call(frame: Frame<'_>) -> Result<(), Failure> {
        K::run(frame)
    }
}

/// jaxlib's name of family `family`'s target for `T`: `lapack_sgetrf_ffi`, `lapack_cungqr_ffi`.
fn target_name<T: Field>(family: &str) -> String {
    let symbol = symbol::<T>(family);
    format!("lapack_{}_ffi", symbol.trim_end_matches('_'))
}

/// The target of family `K` for each of the four types.
fn four<K>(family: &str) -> [(String, HandlerFn); 4]
where
    K: Kernel<f32> + Kernel<f64> + Kernel<Complex32> + Kernel<Complex64> + 'static,
{
    [
        (target_name::<f32>(family), handler::<Target<K, f32>>()),
        (target_name::<f64>(family), handler::<Target<K, f64>>()),
        (
            target_name::<Complex32>(family),
            handler::<Target<K, Complex32>>(),
        ),
        (
            target_name::<Complex64>(family),
            handler::<Target<K, Complex64>>(),
        ),
    ]
}

/// Every target served, with its handler.
pub(crate) fn targets() -> Vec<(String, HandlerFn)> {
    let mut all = Vec::new();
    all.extend(four::<factor::Trsm>("trsm"));
    all.extend(four::<factor::Getrf>("getrf"));
    all.extend(four::<factor::Geqrf>("geqrf"));
    all.extend(four::<factor::Geqp3>("geqp3"));
    all.extend(four::<factor::Orgqr>("orgqr"));
    all.extend(four::<factor::Ormqr>("ormqr"));
    all.extend(four::<factor::Potrf>("potrf"));
    all.extend(four::<factor::Gehrd>("gehrd"));
    all.extend(four::<factor::Sytrd>("sytrd"));
    all.extend(four::<factor::Gtsv>("gtsv"));
    all.extend(four::<spectral::Gesdd>("gesdd"));
    all.extend(four::<spectral::Gesvd>("gesvd"));
    all.extend(four::<spectral::Syevd>("syevd"));
    all.extend(four::<spectral::Geev>("geev"));
    all.extend(four::<spectral::Gees>("gees"));
    all.push((
        "tridiagonal_solve_perturbed_ffi".into(),
        handler::<tridiagonal::PerturbedSolve>(),
    ));
    all
}

/// A failure of a LAPACK wrapper's checks (a module whose shapes do not fit the routine).
fn invalid(message: String) -> Failure {
    Failure::invalid(message)
}

/// The batch count, rows and columns of a buffer of shape `[..., rows, cols]`.
fn split_batch(dims: &[i64]) -> Result<(usize, usize, usize), Failure> {
    let n = dims.len();
    if n < 2 {
        return Err(invalid(format!(
            "a LAPACK operand must have at least 2 dimensions, not {dims:?}"
        )));
    }
    let batch = dims[..n - 2].iter().map(|&d| d.max(0) as usize).product();
    Ok((
        batch,
        dims[n - 2].max(0) as usize,
        dims[n - 1].max(0) as usize,
    ))
}

/// A size as LAPACK's 32-bit integer.
fn int(n: usize) -> Result<Int, Failure> {
    Int::try_from(n).map_err(|_| invalid(format!("{n} is too large for LAPACK's 32-bit integers")))
}

/// A character attribute (`uplo = 76 : ui8`).
fn flag(frame: &Frame<'_>, name: &str) -> Result<u8, Failure> {
    match frame.scalar(name) {
        Some(Scalar::UInt(v)) => u8::try_from(v).ok(),
        Some(Scalar::Int(v)) => u8::try_from(v).ok(),
        _ => None,
    }
    .ok_or_else(|| {
        invalid(format!(
            "the custom_call has no `{name}` character attribute"
        ))
    })
}

/// A boolean attribute (`left = true`).
fn boolean(frame: &Frame<'_>, name: &str) -> Result<bool, Failure> {
    match frame.scalar(name) {
        Some(Scalar::Bool(b)) => Ok(b),
        _ => Err(invalid(format!(
            "the custom_call has no `{name}` boolean attribute"
        ))),
    }
}

/// An integer attribute (`low = 1 : i32`).
fn integer(frame: &Frame<'_>, name: &str) -> Result<i64, Failure> {
    frame
        .scalar(name)
        .and_then(Scalar::as_i64)
        .ok_or_else(|| invalid(format!("the custom_call has no `{name}` integer attribute")))
}

/// An operand: its elements, or which result holds them (aliased).
enum In<'a, T> {
    Data(&'a [T]),
    InResult(usize),
}

/// Operand `i` as elements of `E` (a buffer of `E`'s dtype).
fn operand<'a, E: Elem>(inputs: &[Input<'a>], i: usize) -> Result<(In<'a, E>, &'a [i64]), Failure> {
    let b = inputs
        .get(i)
        .ok_or_else(|| invalid(format!("the custom_call has no operand {i}")))?;
    if b.dtype != E::DTYPE {
        return Err(invalid(format!(
            "operand {i} is {}, the kernel takes {}",
            b.dtype.numpy_name(),
            E::DTYPE.numpy_name()
        )));
    }
    let data = match b.data {
        InputData::Bytes(bytes) => In::Data(cast(bytes)?),
        InputData::SameAsOutput(k) => In::InResult(k),
    };
    Ok((data, b.dims))
}

/// Result `i` as elements of `E`, taken out of `outputs` (each result is taken once).
fn result<'a, E: Elem>(
    outputs: &mut [Output<'a>],
    i: usize,
) -> Result<(&'a mut [E], &'a [i64]), Failure> {
    let b = outputs
        .get_mut(i)
        .ok_or_else(|| invalid(format!("the custom_call has no result {i}")))?;
    if b.dtype != E::DTYPE {
        return Err(invalid(format!(
            "result {i} is {}, the kernel writes {}",
            b.dtype.numpy_name(),
            E::DTYPE.numpy_name()
        )));
    }
    let bytes = std::mem::take(&mut b.bytes);
    let data = bytemuck::try_cast_slice_mut(bytes)
        .map_err(|e| invalid(format!("result {i} is not aligned for its type: {e:?}")))?;
    Ok((data, b.dims))
}

fn cast<E: Elem>(bytes: &[u8]) -> Result<&[E], Failure> {
    bytemuck::try_cast_slice(bytes)
        .map_err(|e| invalid(format!("an operand is not aligned: {e:?}")))
}

/// jaxlib's `CopyIfDiffBuffer`: the operand's values into its result, unless XLA passed both
/// in the same memory.
fn copy_into<T: Copy>(
    operand: &In<'_, T>,
    result_index: usize,
    out: &mut [T],
) -> Result<(), Failure> {
    match operand {
        In::Data(d) if d.len() == out.len() => {
            out.copy_from_slice(d);
            Ok(())
        }
        In::InResult(k) if *k == result_index => Ok(()),
        _ => Err(invalid(format!(
            "an operand does not fit result {result_index} it is copied into"
        ))),
    }
}

/// An operand that is read only, never aliased.
fn data<'a, T>(operand: In<'a, T>, what: &str) -> Result<&'a [T], Failure> {
    match operand {
        In::Data(d) => Ok(d),
        In::InResult(_) => Err(invalid(format!(
            "the {what} operand shares a result's memory"
        ))),
    }
}

/// A buffer element type: a LAPACK field, or LAPACK's `i32`.
trait Elem: bytemuck::Pod {
    const DTYPE: minihlo_ir::DType;
}

impl<T: Field> Elem for T {
    const DTYPE: minihlo_ir::DType = <T as Field>::DTYPE;
}

/// LAPACK's integers (`ipiv`, `info`, `jpvt`) are `i32` buffers.
impl Elem for Int {
    const DTYPE: minihlo_ir::DType = minihlo_ir::DType::I32;
}

/// Sets batch element `b` of an `info` result.
fn set(info: &mut [Int], b: usize, value: Int) -> Result<(), Failure> {
    *info
        .get_mut(b)
        .ok_or_else(|| invalid(format!("an info result too short for batch element {b}")))? = value;
    Ok(())
}

/// A LAPACK wrapper's error as a handler failure.
fn lapack_error(e: String) -> Failure {
    Failure::new(crate::sys::ErrorCode::FailedPrecondition, e)
}
