//! IR types to MLIR types, as JAX lowers them.

use melior::ir::r#type::{IntegerType, RankedTensorType};
use melior::ir::{Type, TypeLike};
use melior::Context;
use minihlo_ir::{Aval, DType};

use crate::error::LowerError;

/// The element type JAX uses: `bool` → `i1`, signed → `iN` (signless), unsigned → `uiN`, floats
/// as themselves, complex numbers as `complex<f32>` and `complex<f64>`.
pub fn element_type(context: &Context, dtype: DType) -> Type<'_> {
    match dtype {
        DType::Bool => IntegerType::new(context, 1).into(),
        DType::I8 | DType::I16 | DType::I32 | DType::I64 => {
            IntegerType::new(context, dtype.bits()).into()
        }
        DType::U8 | DType::U16 | DType::U32 | DType::U64 => {
            IntegerType::unsigned(context, dtype.bits()).into()
        }
        DType::F16 => Type::float16(context),
        DType::BF16 => Type::bfloat16(context),
        DType::F32 => Type::float32(context),
        DType::F64 => Type::float64(context),
        // A key's data (its trailing key dimension is added by `tensor_type`).
        DType::Key(_) => IntegerType::unsigned(context, 32).into(),
        DType::C64 | DType::C128 => {
            let part = element_type(context, dtype.real_part());
            // SAFETY: the element type is a valid float type of `context`, which owns the
            // complex type made from it.
            unsafe { Type::from_raw(mlir_sys::mlirComplexTypeGet(part.to_raw())) }
        }
    }
}

/// `tensor<d0x...xelem>`; a scalar is `tensor<elem>`, zero-size dimensions are kept. A PRNG key
/// array is its `uint32` data, the key dimension last (JAX's `physical_aval`).
pub fn tensor_type<'c>(context: &'c Context, aval: &Aval) -> Result<Type<'c>, LowerError> {
    let physical;
    let aval = if aval.dtype.is_key() {
        physical = aval.physical();
        &physical
    } else {
        aval
    };
    if let Some(&dim) = aval.dims().iter().find(|&&d| d > i64::MAX as u64) {
        return Err(LowerError::DimTooLarge {
            aval: aval.to_string(),
            dim,
        });
    }
    Ok(RankedTensorType::new(aval.dims(), element_type(context, aval.dtype), None).into())
}

/// Tensor types for several avals.
pub fn tensor_types<'c>(context: &'c Context, avals: &[Aval]) -> Result<Vec<Type<'c>>, LowerError> {
    avals.iter().map(|a| tensor_type(context, a)).collect()
}
