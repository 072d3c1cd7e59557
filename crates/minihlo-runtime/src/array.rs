//! Host arrays and the Rust types of their elements: what goes into and comes out of a run.
//! The element types themselves are minihlo-ir's [`DType`] (one table for the compiler and the
//! runtime; minihlo-ir has no MLIR dependency).

use std::fmt;

use half::{bf16, f16};
pub use minihlo_ir::DType;

use crate::sys::HostBytes;
use crate::Error;

/// The number of bytes of one element of `dtype` (a bool is a byte; a PRNG key, passed as its
/// `uint32` key data, has none of its own: 0).
pub fn byte_size(dtype: DType) -> usize {
    crate::sys::byte_size(dtype)
}

mod sealed {
    pub trait Sealed {}
}

/// A Rust type that holds one element of a [`DType`]: plain data valid for every bit pattern
/// (`bytemuck::Pod`). `bool` is not one (views of bool buffers are `u8`s, 0 or 1).
pub trait Element: bytemuck::Pod + Send + Sync + sealed::Sealed {
    const DTYPE: DType;
}

macro_rules! element {
    ($($t:ty => $d:ident),*) => {
        $(
            impl sealed::Sealed for $t {}
            impl Element for $t { const DTYPE: DType = DType::$d; }
        )*
    };
}
element!(i8 => I8, i16 => I16, i32 => I32, i64 => I64, u8 => U8, u16 => U16, u32 => U32,
         u64 => U64, f16 => F16, bf16 => BF16, f32 => F32, f64 => F64,
         [f32; 2] => C64, [f64; 2] => C128);

/// Whether an element type `T` may view a buffer of `dtype` (u8 views bool too).
pub(crate) fn dtype_matches<T: Element>(dtype: DType) -> bool {
    T::DTYPE == dtype || (T::DTYPE == DType::U8 && dtype == DType::Bool)
}

/// `bytes` as elements of `T` (of a buffer of `dtype`): errors when `T` is not the dtype's
/// element type or the bytes are not aligned for it.
pub(crate) fn view<T: Element>(dtype: DType, bytes: &[u8]) -> Result<&[T], Error> {
    if !dtype_matches::<T>(dtype) {
        return Err(view_error::<T>(dtype));
    }
    bytemuck::try_cast_slice(bytes).map_err(|e| misaligned::<T>(dtype, bytes.as_ptr(), e))
}

/// As [`view`], writable.
pub(crate) fn view_mut<T: Element>(dtype: DType, bytes: &mut [u8]) -> Result<&mut [T], Error> {
    if !dtype_matches::<T>(dtype) {
        return Err(view_error::<T>(dtype));
    }
    let ptr = bytes.as_ptr();
    bytemuck::try_cast_slice_mut(bytes).map_err(|e| misaligned::<T>(dtype, ptr, e))
}

fn view_error<T: Element>(dtype: DType) -> Error {
    Error::Input(format!(
        "a {} buffer viewed as {}",
        dtype.numpy_name(),
        T::DTYPE.numpy_name()
    ))
}

fn misaligned<T: Element>(dtype: DType, ptr: *const u8, e: bytemuck::PodCastError) -> Error {
    Error::Input(format!(
        "a {} buffer at {ptr:p} cannot be viewed as {}: {e:?}",
        dtype.numpy_name(),
        T::DTYPE.numpy_name()
    ))
}

/// A dense row-major array on the host: the inputs and outputs of a run. Its bytes are aligned
/// as XLA:CPU wants host memory, so a run uses an input in place, without a copy.
#[derive(Clone, PartialEq)]
pub struct Array {
    dtype: DType,
    shape: Vec<usize>,
    data: HostBytes,
}

impl Array {
    /// An array of `dtype` and `shape` over `data` (row-major, native byte order). Errors when
    /// the byte count does not match.
    pub fn from_bytes(dtype: DType, shape: &[usize], data: Vec<u8>) -> Result<Array, Error> {
        if dtype.is_key() {
            return Err(Error::Input(format!(
                "a {dtype} array is passed as its uint32 key data (jax.random.key_data)"
            )));
        }
        let want = shape.iter().product::<usize>() * byte_size(dtype);
        if data.len() != want {
            return Err(Error::Input(format!(
                "{} bytes for a {}{shape:?} array, which needs {want}",
                data.len(),
                dtype.numpy_name()
            )));
        }
        Ok(Array {
            dtype,
            shape: shape.to_vec(),
            data: HostBytes::from_slice(&data),
        })
    }

    /// An array of shape `shape` holding `values` (row-major). Errors when the count differs.
    pub fn from_slice<T: Element>(shape: &[usize], values: &[T]) -> Result<Array, Error> {
        Array::from_bytes(T::DTYPE, shape, bytemuck::cast_slice(values).to_vec())
    }

    /// A bool array (stored as bytes 0 / 1).
    pub fn from_bools(shape: &[usize], values: &[bool]) -> Result<Array, Error> {
        Array::from_bytes(
            DType::Bool,
            shape,
            values.iter().map(|&b| b as u8).collect(),
        )
    }

    /// A 0-d array.
    pub fn scalar<T: Element>(value: T) -> Array {
        Array {
            dtype: T::DTYPE,
            shape: vec![],
            data: HostBytes::from_slice(bytemuck::bytes_of(&value)),
        }
    }

    /// An array of zeros (false for bool).
    pub fn zeros(dtype: DType, shape: &[usize]) -> Array {
        Array {
            dtype,
            shape: shape.to_vec(),
            data: HostBytes::zeroed(shape.iter().product::<usize>() * byte_size(dtype)),
        }
    }

    pub fn dtype(&self) -> DType {
        self.dtype
    }

    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.shape.iter().product()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The raw bytes (row-major, native byte order; bool as 0 / 1).
    pub fn bytes(&self) -> &[u8] {
        self.data.as_slice()
    }

    /// The raw bytes, writable (the dtype and shape stay).
    pub(crate) fn bytes_mut(&mut self) -> &mut [u8] {
        self.data.as_mut_slice()
    }

    /// The aligned storage, for a transfer that uses it in place.
    pub(crate) fn host_bytes(&self) -> &HostBytes {
        &self.data
    }

    /// An array over bytes XLA copied out (their size checked against dtype and shape).
    pub(crate) fn from_host(
        dtype: DType,
        shape: Vec<usize>,
        data: HostBytes,
    ) -> Result<Array, Error> {
        let want = shape.iter().product::<usize>() * byte_size(dtype);
        if data.as_slice().len() != want {
            return Err(Error::Input(format!(
                "{} bytes for a {}{shape:?} array, which needs {want}",
                data.as_slice().len(),
                dtype.numpy_name()
            )));
        }
        Ok(Array { dtype, shape, data })
    }

    /// The raw bytes, copied out.
    pub fn into_bytes(self) -> Vec<u8> {
        self.data.as_slice().to_vec()
    }

    /// The elements as `T` (a copy); errors when `T` is not the array's dtype.
    pub fn to_vec<T: Element>(&self) -> Result<Vec<T>, Error> {
        if !dtype_matches::<T>(self.dtype) {
            return Err(Error::Input(format!(
                "a {} array read as {}",
                self.dtype.numpy_name(),
                T::DTYPE.numpy_name()
            )));
        }
        Ok(bytemuck::pod_collect_to_vec(self.data.as_slice()))
    }
}

impl fmt::Debug for Array {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Array({}{:?}, ", self.dtype.numpy_name(), self.shape)?;
        write_values(f, self.dtype, self.data.as_slice(), 16)?;
        f.write_str(")")
    }
}

/// Writes up to `limit` elements of `bytes` (of `dtype`) as `[a, b, ...]`.
pub(crate) fn write_values(
    f: &mut dyn fmt::Write,
    dtype: DType,
    bytes: &[u8],
    limit: usize,
) -> fmt::Result {
    f.write_char('[')?;
    let size = byte_size(dtype).max(1);
    let n = bytes.len() / size;
    for (i, c) in bytes.chunks_exact(size).take(limit).enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        let b8 = |c: &[u8]| {
            let mut a = [0u8; 8];
            a[..c.len()].copy_from_slice(c);
            a
        };
        match dtype {
            DType::Bool => write!(f, "{}", c[0] != 0)?,
            DType::I8 => write!(f, "{}", c[0] as i8)?,
            DType::U8 => write!(f, "{}", c[0])?,
            DType::I16 => write!(f, "{}", i16::from_ne_bytes([c[0], c[1]]))?,
            DType::U16 => write!(f, "{}", u16::from_ne_bytes([c[0], c[1]]))?,
            DType::F16 => write!(f, "{}", f16::from_ne_bytes([c[0], c[1]]))?,
            DType::BF16 => write!(f, "{}", bf16::from_ne_bytes([c[0], c[1]]))?,
            DType::I32 => write!(f, "{}", i32::from_ne_bytes([c[0], c[1], c[2], c[3]]))?,
            DType::U32 => write!(f, "{}", u32::from_ne_bytes([c[0], c[1], c[2], c[3]]))?,
            DType::F32 => write!(f, "{:?}", f32::from_ne_bytes([c[0], c[1], c[2], c[3]]))?,
            DType::I64 => write!(f, "{}", i64::from_ne_bytes(b8(c)))?,
            DType::U64 => write!(f, "{}", u64::from_ne_bytes(b8(c)))?,
            DType::F64 => write!(f, "{:?}", f64::from_ne_bytes(b8(c)))?,
            DType::C64 => write!(
                f,
                "({:?}{:+?}j)",
                f32::from_ne_bytes([c[0], c[1], c[2], c[3]]),
                f32::from_ne_bytes([c[4], c[5], c[6], c[7]])
            )?,
            DType::C128 => write!(
                f,
                "({:?}{:+?}j)",
                f64::from_ne_bytes(b8(&c[..8])),
                f64::from_ne_bytes(b8(&c[8..]))
            )?,
            DType::Key(_) => f.write_char('?')?,
        }
    }
    if n > limit {
        write!(f, ", ... ({n} elements)")?;
    }
    f.write_char(']')
}
