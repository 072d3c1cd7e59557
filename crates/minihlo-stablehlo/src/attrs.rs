//! Attribute helpers built with the MLIR C API constructors.
//!
//! Nothing here parses text: user strings become string attributes, and the StableHLO attributes
//! that upstream MLIR does not know are built as opaque attributes whose data is assembled from
//! integers and fixed keywords only.

use melior::ir::attribute::{
    ArrayAttribute, BoolAttribute, DenseElementsAttribute, DenseI64ArrayAttribute,
    DictionaryAttribute, IntegerAttribute, StringAttribute,
};
use melior::ir::r#type::{IntegerType, RankedTensorType};
use melior::ir::TypeLike;
use melior::ir::{Attribute, Identifier, Type};
use melior::Context;
use mlir_sys::{mlirOpaqueAttrGet, MlirStringRef};

/// `N : i32`.
pub fn i32_attr(context: &Context, value: i32) -> Attribute<'_> {
    IntegerAttribute::new(IntegerType::new(context, 32).into(), value.into()).into()
}

/// `N : i64`.
pub fn i64_attr(context: &Context, value: i64) -> Attribute<'_> {
    IntegerAttribute::new(IntegerType::new(context, 64).into(), value).into()
}

/// `N : ui64`.
pub fn ui64_attr(context: &Context, value: u64) -> Attribute<'_> {
    // The C API takes the 64 bits as an int64_t; a ui64 attribute reads them back unsigned.
    IntegerAttribute::new(
        IntegerType::unsigned(context, 64).into(),
        i64::from_ne_bytes(value.to_ne_bytes()),
    )
    .into()
}

/// `true` / `false`.
pub fn bool_attr(context: &Context, value: bool) -> Attribute<'_> {
    BoolAttribute::new(context, value).into()
}

/// `"..."`; any string is safe here, MLIR escapes it when printing.
pub fn string_attr<'c>(context: &'c Context, value: &str) -> Attribute<'c> {
    StringAttribute::new(context, value).into()
}

/// `{name = value, ...}`.
pub fn dict_attr<'c>(context: &'c Context, entries: &[(&str, Attribute<'c>)]) -> Attribute<'c> {
    let entries: Vec<(Identifier<'c>, Attribute<'c>)> = entries
        .iter()
        .map(|(name, value)| (Identifier::new(context, name), *value))
        .collect();
    DictionaryAttribute::new(context, &entries).into()
}

/// `[a, b, ...]`.
pub fn array_attr<'c>(context: &'c Context, values: &[Attribute<'c>]) -> Attribute<'c> {
    ArrayAttribute::new(context, values).into()
}

/// `array<i64: ...>` (`array<i64>` when empty).
pub fn i64_array_attr<'c>(context: &'c Context, values: &[i64]) -> Attribute<'c> {
    DenseI64ArrayAttribute::new(context, values).into()
}

/// `dense<[...]> : tensor<Nxindex>`; `dense<> : tensor<0xindex>` when empty.
pub fn index_dense_attr<'c>(context: &'c Context, values: &[i64]) -> Attribute<'c> {
    let index = Type::index(context);
    let r#type = RankedTensorType::new(&[values.len() as u64], index, None).into();
    let elements: Vec<Attribute<'c>> = values
        .iter()
        .map(|&v| IntegerAttribute::new(index, v).into())
        .collect();
    match DenseElementsAttribute::new(r#type, &elements) {
        Ok(attr) => attr.into(),
        // Unreachable: the element attributes match the tensor's element type and count.
        Err(_) => Attribute::unit(context),
    }
}

/// The row-major layout of a rank-`rank` value, minor to major: `dense<[r-1, ..., 0]>`.
pub fn row_major_layout(context: &Context, rank: usize) -> Attribute<'_> {
    let dims: Vec<i64> = (0..rank as i64).rev().collect();
    index_dense_attr(context, &dims)
}

/// `#dialect<data>` (printed `#dialect.data` when `data` is a simple `name<...>`), built with
/// `mlirOpaqueAttrGet`. `data` must come from this crate's fixed spellings and integers only.
pub(crate) fn opaque_attr<'c>(context: &'c Context, dialect: &str, data: &str) -> Attribute<'c> {
    let none = Type::none(context);
    // SAFETY: `dialect` and `data` outlive the call (MLIR copies them into the context's
    // storage), their lengths are the ones passed, and the context and type are live handles of
    // `context`; the returned attribute belongs to `context`, which the lifetime `'c` ties it to.
    unsafe {
        let namespace = MlirStringRef {
            data: dialect.as_ptr().cast(),
            length: dialect.len(),
        };
        Attribute::from_raw(mlirOpaqueAttrGet(
            context.to_raw(),
            namespace,
            data.len() as isize,
            data.as_ptr().cast(),
            none.to_raw(),
        ))
    }
}

fn int_list(values: &[i64]) -> String {
    let items: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    format!("[{}]", items.join(", "))
}

/// `#stablehlo.output_operand_alias<output_tuple_indices = [..], operand_index = N,
/// operand_tuple_indices = [..]>`, all three keys in StableHLO's order.
pub fn output_operand_alias_attr<'c>(
    context: &'c Context,
    output_tuple_indices: &[i64],
    operand_index: i64,
    operand_tuple_indices: &[i64],
) -> Attribute<'c> {
    let data = format!(
        "output_operand_alias<output_tuple_indices = {}, operand_index = {}, operand_tuple_indices = {}>",
        int_list(output_tuple_indices),
        operand_index,
        int_list(operand_tuple_indices)
    );
    opaque_attr(context, "stablehlo", &data)
}

/// The dimension numbers of `stablehlo.dot_general`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DotDimensionNumbers {
    pub lhs_batching_dimensions: Vec<i64>,
    pub rhs_batching_dimensions: Vec<i64>,
    pub lhs_contracting_dimensions: Vec<i64>,
    pub rhs_contracting_dimensions: Vec<i64>,
}

/// `#stablehlo.dot<...>`, empty lists left out as JAX prints them.
pub fn dot_dimension_numbers_attr<'c>(
    context: &'c Context,
    dims: &DotDimensionNumbers,
) -> Attribute<'c> {
    let fields = [
        ("lhs_batching_dimensions", &dims.lhs_batching_dimensions),
        ("rhs_batching_dimensions", &dims.rhs_batching_dimensions),
        (
            "lhs_contracting_dimensions",
            &dims.lhs_contracting_dimensions,
        ),
        (
            "rhs_contracting_dimensions",
            &dims.rhs_contracting_dimensions,
        ),
    ];
    let parts: Vec<String> = fields
        .iter()
        .filter(|(_, v)| !v.is_empty())
        .map(|(k, v)| format!("{k} = {}", int_list(v)))
        .collect();
    opaque_attr(context, "stablehlo", &format!("dot<{}>", parts.join(", ")))
}

/// StableHLO's comparison directions are the IR's comparisons (`CompareOp::direction` spells them).
pub use minihlo_ir::CompareOp as ComparisonDirection;

pub fn comparison_direction_attr(context: &Context, dir: ComparisonDirection) -> Attribute<'_> {
    opaque_attr(
        context,
        "stablehlo",
        &format!("comparison_direction {}", dir.direction()),
    )
}

/// StableHLO's comparison types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComparisonType {
    Float,
    TotalOrder,
    Signed,
    Unsigned,
}

impl ComparisonType {
    pub fn spelling(self) -> &'static str {
        match self {
            ComparisonType::Float => "FLOAT",
            ComparisonType::TotalOrder => "TOTALORDER",
            ComparisonType::Signed => "SIGNED",
            ComparisonType::Unsigned => "UNSIGNED",
        }
    }
}

/// `#stablehlo<comparison_type FLOAT>`.
pub fn comparison_type_attr(context: &Context, ty: ComparisonType) -> Attribute<'_> {
    opaque_attr(
        context,
        "stablehlo",
        &format!("comparison_type {}", ty.spelling()),
    )
}
