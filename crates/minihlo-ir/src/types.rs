//! Element types, shapes and abstract values (`f32[3,4]`), printed the way jaxprs print them.

use std::fmt;
use std::str::FromStr;

/// An element type. `Display` is the short jaxpr spelling (`f32`); [`DType::numpy_name`] is the
/// spelling JAX uses in params and messages (`float32`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
    /// `complex64`: two f32s.
    C64,
    /// `complex128`: two f64s.
    C128,
    /// A PRNG key (`key<fry>`, `key<rbg>`, `key<urbg>`): JAX's extended dtype; its data is
    /// `uint32` with a trailing key dimension ([`KeyImpl::key_shape`]).
    Key(KeyImpl),
}

/// A PRNG implementation, by the tag JAX prints in `key<TAG>` and `impl=TAG`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum KeyImpl {
    /// `threefry2x32` (the default): a key is `u32[2]`.
    Fry,
    /// `rbg`: a key is `u32[4]`.
    Rbg,
    /// `unsafe_rbg`: a key is `u32[4]`.
    Urbg,
}

impl KeyImpl {
    pub const ALL: [KeyImpl; 3] = [KeyImpl::Fry, KeyImpl::Rbg, KeyImpl::Urbg];

    /// The tag JAX prints: `fry`, `rbg`, `urbg`.
    pub fn tag(self) -> &'static str {
        match self {
            KeyImpl::Fry => "fry",
            KeyImpl::Rbg => "rbg",
            KeyImpl::Urbg => "urbg",
        }
    }

    /// The implementation's name (`jax.random.key(0, impl=NAME)`).
    pub fn impl_name(self) -> &'static str {
        match self {
            KeyImpl::Fry => "threefry2x32",
            KeyImpl::Rbg => "rbg",
            KeyImpl::Urbg => "unsafe_rbg",
        }
    }

    /// Reads a tag (`fry`) or an implementation name (`threefry2x32`).
    pub fn from_name(name: &str) -> Option<KeyImpl> {
        KeyImpl::ALL
            .into_iter()
            .find(|k| k.tag() == name || k.impl_name() == name)
    }

    /// The trailing dimensions of a key's `uint32` data.
    pub fn key_shape(self) -> &'static [u64] {
        match self {
            KeyImpl::Fry => &[2],
            KeyImpl::Rbg | KeyImpl::Urbg => &[4],
        }
    }
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

    /// The jaxpr spelling: `bool`, `i32`, `u8`, `bf16`, `f32`.
    pub fn short_name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::I8 => "i8",
            DType::I16 => "i16",
            DType::I32 => "i32",
            DType::I64 => "i64",
            DType::U8 => "u8",
            DType::U16 => "u16",
            DType::U32 => "u32",
            DType::U64 => "u64",
            DType::F16 => "f16",
            DType::BF16 => "bf16",
            DType::F32 => "f32",
            DType::F64 => "f64",
            DType::Key(k) => match k {
                KeyImpl::Fry => "key<fry>",
                KeyImpl::Rbg => "key<rbg>",
                KeyImpl::Urbg => "key<urbg>",
            },
            DType::C64 => "c64",
            DType::C128 => "c128",
        }
    }

    /// The numpy spelling JAX prints in params and error messages: `int32`, `bfloat16`.
    pub fn numpy_name(self) -> &'static str {
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
            DType::Key(_) => self.short_name(),
            DType::C64 => "complex64",
            DType::C128 => "complex128",
        }
    }

    /// Accepts both spellings, and the key types (`key<fry>`).
    pub fn from_name(name: &str) -> Option<DType> {
        DType::ALL
            .into_iter()
            .chain(KeyImpl::ALL.map(DType::Key))
            .find(|d| d.short_name() == name || d.numpy_name() == name)
    }

    /// The PRNG implementation of a key type.
    pub fn key_impl(self) -> Option<KeyImpl> {
        match self {
            DType::Key(k) => Some(k),
            _ => None,
        }
    }
    pub fn is_key(self) -> bool {
        matches!(self, DType::Key(_))
    }

    pub fn is_float(self) -> bool {
        matches!(self, DType::F16 | DType::BF16 | DType::F32 | DType::F64)
    }
    pub fn is_signed_int(self) -> bool {
        matches!(self, DType::I8 | DType::I16 | DType::I32 | DType::I64)
    }
    pub fn is_unsigned_int(self) -> bool {
        matches!(self, DType::U8 | DType::U16 | DType::U32 | DType::U64)
    }
    pub fn is_int(self) -> bool {
        self.is_signed_int() || self.is_unsigned_int()
    }
    pub fn is_bool(self) -> bool {
        self == DType::Bool
    }
    pub fn is_complex(self) -> bool {
        matches!(self, DType::C64 | DType::C128)
    }
    /// Float or complex (numpy's `inexact`).
    pub fn is_inexact(self) -> bool {
        self.is_float() || self.is_complex()
    }
    /// The dtype of a complex dtype's parts (`c64` -> `f32`); other dtypes are their own.
    pub fn real_part(self) -> DType {
        match self {
            DType::C64 => DType::F32,
            DType::C128 => DType::F64,
            d => d,
        }
    }
    /// The complex dtype with parts of this float dtype (`f32` -> `c64`, `f64` -> `c128`): JAX's
    /// `complex` and `conj` take only these two.
    pub fn complex_of(self) -> Option<DType> {
        match self {
            DType::F32 | DType::C64 => Some(DType::C64),
            DType::F64 | DType::C128 => Some(DType::C128),
            _ => None,
        }
    }

    /// Width in bits (bool counts as 1, as MLIR's `i1`).
    pub fn bits(self) -> u32 {
        match self {
            DType::Bool => 1,
            DType::I8 | DType::U8 => 8,
            DType::I16 | DType::U16 | DType::F16 | DType::BF16 => 16,
            DType::I32 | DType::U32 | DType::F32 => 32,
            DType::Key(k) => 32 * k.key_shape().iter().product::<u64>() as u32,
            DType::I64 | DType::U64 | DType::F64 | DType::C64 => 64,
            DType::C128 => 128,
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.short_name())
    }
}

impl FromStr for DType {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        DType::from_name(s).ok_or_else(|| format!("unknown dtype `{s}`"))
    }
}

/// A static shape. Dimensions may be zero; rank 0 is a scalar.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Shape(pub Vec<u64>);

/// The largest element count minihlo accepts for one value: JAX and XLA index with i64.
pub const MAX_ELEMENTS: u64 = i64::MAX as u64;

/// The largest rank minihlo accepts: numpy 2's `NPY_MAXDIMS`, so every JAX array fits.
pub const MAX_RANK: usize = 64;

impl Shape {
    pub fn new(dims: impl Into<Vec<u64>>) -> Shape {
        Shape(dims.into())
    }
    pub fn scalar() -> Shape {
        Shape(Vec::new())
    }
    pub fn dims(&self) -> &[u64] {
        &self.0
    }
    pub fn rank(&self) -> usize {
        self.0.len()
    }
    /// The element count, or `None` when it does not fit in an i64.
    pub fn num_elements(&self) -> Option<u64> {
        self.0
            .iter()
            .try_fold(1u64, |acc, &d| acc.checked_mul(d))
            .filter(|&n| n <= MAX_ELEMENTS)
    }

    /// Whether every later stage can hold the shape: rank at most [`MAX_RANK`], every dimension
    /// and the element count at most [`MAX_ELEMENTS`] (MLIR's shapes are i64; a zero dimension
    /// does not excuse a huge one).
    pub fn validate(&self) -> Result<(), ShapeError> {
        if self.rank() > MAX_RANK {
            return Err(ShapeError::Rank(self.rank()));
        }
        if let Some(&d) = self.0.iter().find(|&&d| d > MAX_ELEMENTS) {
            return Err(ShapeError::Dimension(self.clone(), d));
        }
        match self.num_elements() {
            Some(_) => Ok(()),
            None => Err(ShapeError::Elements(self.clone())),
        }
    }
}

/// A shape past the limits of [`Shape::validate`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeError {
    /// More than [`MAX_RANK`] dimensions.
    Rank(usize),
    /// A dimension over [`MAX_ELEMENTS`].
    Dimension(Shape, u64),
    /// More elements than [`MAX_ELEMENTS`].
    Elements(Shape),
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeError::Rank(rank) => write!(
                f,
                "a shape of rank {rank} exceeds the limit of {MAX_RANK} dimensions"
            ),
            ShapeError::Dimension(shape, d) => {
                write!(
                    f,
                    "shape {shape} has dimension {d}, more than fits in an i64"
                )
            }
            ShapeError::Elements(shape) => {
                write!(f, "shape {shape} has more elements than fit in an i64")
            }
        }
    }
}

impl std::error::Error for ShapeError {}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[")?;
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                write!(f, ",")?;
            }
            write!(f, "{d}")?;
        }
        write!(f, "]")
    }
}

impl From<Vec<u64>> for Shape {
    fn from(dims: Vec<u64>) -> Shape {
        Shape(dims)
    }
}

impl From<&[u64]> for Shape {
    fn from(dims: &[u64]) -> Shape {
        Shape(dims.to_vec())
    }
}

impl<const N: usize> From<[u64; N]> for Shape {
    fn from(dims: [u64; N]) -> Shape {
        Shape(dims.to_vec())
    }
}

/// An abstract value: dtype and shape. `Display` is the jaxpr binder type `f32[3,4]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Aval {
    pub dtype: DType,
    pub shape: Shape,
}

impl Aval {
    pub fn new(dtype: DType, shape: impl Into<Shape>) -> Aval {
        Aval {
            dtype,
            shape: shape.into(),
        }
    }
    pub fn scalar(dtype: DType) -> Aval {
        Aval::new(dtype, Shape::scalar())
    }
    pub fn rank(&self) -> usize {
        self.shape.rank()
    }
    pub fn dims(&self) -> &[u64] {
        self.shape.dims()
    }
    /// JAX's `core.physical_aval`: a key array as its `uint32` data (the key dimension last);
    /// any other value as it is.
    pub fn physical(&self) -> Aval {
        match self.dtype {
            DType::Key(k) => {
                let mut dims = self.dims().to_vec();
                dims.extend_from_slice(k.key_shape());
                Aval::new(DType::U32, dims)
            }
            _ => self.clone(),
        }
    }

    /// How JAX's `ShapedArray.str_short` prints in messages: `float32[3,4]`.
    pub fn numpy_display(&self) -> String {
        format!("{}{}", self.dtype.numpy_name(), self.shape)
    }
}

impl fmt::Display for Aval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.dtype, self.shape)
    }
}

/// The value of a scalar literal. Integers are held as i128 so that every i64 and u64 fits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    Bool(bool),
    Int(i128),
    Float(f64),
    /// The real and imaginary parts of a complex value.
    Complex(f64, f64),
}

impl From<bool> for Scalar {
    fn from(v: bool) -> Scalar {
        Scalar::Bool(v)
    }
}

impl From<f64> for Scalar {
    fn from(v: f64) -> Scalar {
        Scalar::Float(v)
    }
}

impl From<f32> for Scalar {
    fn from(v: f32) -> Scalar {
        Scalar::Float(f64::from(v))
    }
}

/// Integers of every width: `Literal::of(DType::U32, 0xFFFF_FFFFu64)`.
macro_rules! scalar_from_int {
    ($($t:ty),*) => {$(
        impl From<$t> for Scalar {
            fn from(v: $t) -> Scalar {
                Scalar::Int(i128::from(v))
            }
        }
    )*};
}
scalar_from_int!(i8, i16, i32, i64, i128, u8, u16, u32, u64);
