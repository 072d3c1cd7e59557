//! Element types and host arrays: what goes into and comes out of a run.

use std::fmt;

use half::{bf16, f16};

use crate::Error;

/// The element types a module's inputs, outputs and callback buffers can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DType {
    Bool,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F16,
    BF16,
    F32,
    F64,
    /// complex64: two f32s (real, imaginary).
    C64,
    /// complex128: two f64s.
    C128,
}

impl DType {
    pub const ALL: [DType; 15] = [
        DType::Bool,
        DType::I8,
        DType::I16,
        DType::I32,
        DType::I64,
        DType::U8,
        DType::U16,
        DType::U32,
        DType::U64,
        DType::F16,
        DType::BF16,
        DType::F32,
        DType::F64,
        DType::C64,
        DType::C128,
    ];

    /// numpy's name (`float32`, `bool`, `bfloat16`, ...), as the callbacks table writes it.
    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::I8 => "int8",
            DType::I16 => "int16",
            DType::I32 => "int32",
            DType::I64 => "int64",
            DType::U8 => "uint8",
            DType::U16 => "uint16",
            DType::U32 => "uint32",
            DType::U64 => "uint64",
            DType::F16 => "float16",
            DType::BF16 => "bfloat16",
            DType::F32 => "float32",
            DType::F64 => "float64",
            DType::C64 => "complex64",
            DType::C128 => "complex128",
        }
    }

    /// The dtype numpy calls `name`.
    pub fn from_name(name: &str) -> Option<DType> {
        DType::ALL.into_iter().find(|d| d.name() == name)
    }

    /// Bytes per element.
    pub fn size(self) -> usize {
        match self {
            DType::Bool | DType::I8 | DType::U8 => 1,
            DType::I16 | DType::U16 | DType::F16 | DType::BF16 => 2,
            DType::I32 | DType::U32 | DType::F32 => 4,
            DType::I64 | DType::U64 | DType::F64 | DType::C64 => 8,
            DType::C128 => 16,
        }
    }

    /// `PJRT_Buffer_Type`.
    pub(crate) fn pjrt(self) -> u32 {
        match self {
            DType::Bool => 1,
            DType::I8 => 2,
            DType::I16 => 3,
            DType::I32 => 4,
            DType::I64 => 5,
            DType::U8 => 6,
            DType::U16 => 7,
            DType::U32 => 8,
            DType::U64 => 9,
            DType::F16 => 10,
            DType::F32 => 11,
            DType::F64 => 12,
            DType::BF16 => 13,
            DType::C64 => 14,
            DType::C128 => 15,
        }
    }

    pub(crate) fn from_pjrt(t: u32) -> Option<DType> {
        DType::ALL.into_iter().find(|d| d.pjrt() == t)
    }

    /// `XLA_FFI_DataType` (XLA's `PrimitiveType` numbers).
    pub(crate) fn from_xla_ffi(t: u32) -> Option<DType> {
        Some(match t {
            1 => DType::Bool,
            2 => DType::I8,
            3 => DType::I16,
            4 => DType::I32,
            5 => DType::I64,
            6 => DType::U8,
            7 => DType::U16,
            8 => DType::U32,
            9 => DType::U64,
            10 => DType::F16,
            11 => DType::F32,
            12 => DType::F64,
            15 => DType::C64,
            16 => DType::BF16,
            18 => DType::C128,
            _ => return None,
        })
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A Rust type that holds one element of a [`DType`].
///
/// # Safety
/// `Self` must be plain data of exactly `DTYPE.size()` bytes for which every bit pattern the
/// dtype can hold is a valid value (`bool` is excluded for that reason: views of bool buffers
/// are `u8`s, 0 or 1).
pub unsafe trait Element: Copy + Send + Sync + 'static {
    const DTYPE: DType;
}

macro_rules! element {
    ($($t:ty => $d:ident),*) => {
        // SAFETY: fixed-size plain numbers, valid for every bit pattern.
        $(unsafe impl Element for $t { const DTYPE: DType = DType::$d; })*
    };
}
element!(i8 => I8, i16 => I16, i32 => I32, i64 => I64, u16 => U16, u32 => U32, u64 => U64,
         f16 => F16, bf16 => BF16, f32 => F32, f64 => F64,
         [f32; 2] => C64, [f64; 2] => C128);
// SAFETY: as above; `u8` also views `bool` buffers (see `Element`), checked in `dtype_matches`.
unsafe impl Element for u8 {
    const DTYPE: DType = DType::U8;
}

/// Whether an element type `T` may view a buffer of `dtype` (u8 views bool too).
pub(crate) fn dtype_matches<T: Element>(dtype: DType) -> bool {
    T::DTYPE == dtype || (T::DTYPE == DType::U8 && dtype == DType::Bool)
}

/// A dense row-major array on the host: the inputs and outputs of a run.
#[derive(Clone, PartialEq)]
pub struct Array {
    dtype: DType,
    shape: Vec<usize>,
    data: Vec<u8>,
}

impl Array {
    /// An array of `dtype` and `shape` over `data` (row-major, native byte order). Errors when
    /// the byte count does not match.
    pub fn from_bytes(dtype: DType, shape: &[usize], data: Vec<u8>) -> Result<Array, Error> {
        let want = shape.iter().product::<usize>() * dtype.size();
        if data.len() != want {
            return Err(Error::Input(format!(
                "{} bytes for a {dtype}{shape:?} array, which needs {want}",
                data.len()
            )));
        }
        Ok(Array {
            dtype,
            shape: shape.to_vec(),
            data,
        })
    }

    /// An array of shape `shape` holding `values` (row-major). Errors when the count differs.
    pub fn from_slice<T: Element>(shape: &[usize], values: &[T]) -> Result<Array, Error> {
        let mut data = vec![0u8; std::mem::size_of_val(values)];
        copy_to_bytes(values, &mut data);
        Array::from_bytes(T::DTYPE, shape, data)
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
        let mut data = vec![0u8; std::mem::size_of::<T>()];
        copy_to_bytes(&[value], &mut data);
        Array {
            dtype: T::DTYPE,
            shape: vec![],
            data,
        }
    }

    /// An array of zeros (false for bool).
    pub fn zeros(dtype: DType, shape: &[usize]) -> Array {
        Array {
            dtype,
            shape: shape.to_vec(),
            data: vec![0; shape.iter().product::<usize>() * dtype.size()],
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
        &self.data
    }

    pub fn into_bytes(self) -> Vec<u8> {
        self.data
    }

    /// The elements as `T` (a copy); errors when `T` is not the array's dtype.
    pub fn to_vec<T: Element>(&self) -> Result<Vec<T>, Error> {
        if !dtype_matches::<T>(self.dtype) {
            return Err(Error::Input(format!(
                "a {} array read as {}",
                self.dtype,
                T::DTYPE
            )));
        }
        let n = self.len();
        let mut out = Vec::with_capacity(n);
        for chunk in self.data.chunks_exact(std::mem::size_of::<T>()) {
            // SAFETY: `chunk` has exactly size_of::<T>() bytes and `T` is valid for every bit
            // pattern (`Element`); read_unaligned has no alignment requirement.
            out.push(unsafe { std::ptr::read_unaligned(chunk.as_ptr().cast::<T>()) });
        }
        Ok(out)
    }
}

impl fmt::Debug for Array {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Array({}{:?}, ", self.dtype, self.shape)?;
        write_values(f, self.dtype, &self.data, 16)?;
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
    let n = bytes.len() / dtype.size();
    for (i, c) in bytes.chunks_exact(dtype.size()).take(limit).enumerate() {
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
        }
    }
    if n > limit {
        write!(f, ", ... ({n} elements)")?;
    }
    f.write_char(']')
}

/// Copies `values` into `out` (which has exactly their byte size).
fn copy_to_bytes<T: Element>(values: &[T], out: &mut [u8]) {
    debug_assert_eq!(out.len(), std::mem::size_of_val(values));
    // SAFETY: `out` has room for exactly the bytes of `values`; the two do not overlap (one is
    // a fresh Vec); `T` is plain data.
    unsafe {
        std::ptr::copy_nonoverlapping(values.as_ptr().cast::<u8>(), out.as_mut_ptr(), out.len())
    }
}
