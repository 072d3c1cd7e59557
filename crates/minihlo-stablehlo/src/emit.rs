//! Small builders for StableHLO operations appended to one block: the generic `"stablehlo.*"`
//! forms JAX's lowering produces, with attributes built through the C API.

use melior::ir::attribute::{DenseElementsAttribute, FloatAttribute, IntegerAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationBuilder;
use melior::ir::r#type::RankedTensorType;
use melior::ir::{Attribute, Block, Identifier, Location, OperationRef, Region, Type, Value};
use melior::Context;
use minihlo_ir::{Aval, DType, Scalar};

use crate::attrs::{
    comparison_direction_attr, comparison_type_attr, i64_array_attr, i64_attr, ComparisonDirection,
    ComparisonType,
};
use crate::error::LowerError;
use crate::op::stablehlo;
use crate::types::{element_type, tensor_type};

/// The comparison type JAX uses for a dtype: `FLOAT`, `SIGNED`, or `UNSIGNED` (also bool).
pub fn comparison_type(dtype: DType) -> ComparisonType {
    if dtype.is_inexact() {
        ComparisonType::Float
    } else if dtype.is_signed_int() {
        ComparisonType::Signed
    } else {
        ComparisonType::Unsigned
    }
}

/// One element of `dtype` holding `value`, as an MLIR attribute.
pub fn element_attr(context: &Context, dtype: DType, value: Scalar) -> Attribute<'_> {
    let ty = element_type(context, dtype);
    if dtype.is_float() {
        let v = match value {
            Scalar::Float(f) | Scalar::Complex(f, _) => f,
            Scalar::Int(i) => i as f64,
            Scalar::Bool(b) => f64::from(u8::from(b)),
        };
        return FloatAttribute::new(context, ty, v).into();
    }
    let v: i64 = match value {
        Scalar::Bool(b) => i64::from(b),
        // Wrapping on purpose: a ui64 above i64::MAX travels as its bit pattern.
        Scalar::Int(i) => i as i64,
        Scalar::Float(f) | Scalar::Complex(f, _) => f as i64,
    };
    IntegerAttribute::new(ty, v).into()
}

/// A complex scalar's bytes as MLIR stores them: the real part, then the imaginary part, each
/// a little-endian f32 (`c64`) or f64 (`c128`).
fn complex_bytes(dtype: DType, value: Scalar) -> Vec<u8> {
    let (re, im) = match value {
        Scalar::Complex(re, im) => (re, im),
        Scalar::Float(f) => (f, 0.0),
        Scalar::Int(i) => (i as f64, 0.0),
        Scalar::Bool(b) => (f64::from(u8::from(b)), 0.0),
    };
    if dtype == DType::C64 {
        [re as f32, im as f32]
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect()
    } else {
        [re, im].iter().flat_map(|v| v.to_le_bytes()).collect()
    }
}

/// Appends operations to one block.
pub struct Emitter<'c, 'a> {
    pub context: &'c Context,
    pub block: &'a Block<'c>,
    pub location: Location<'c>,
}

impl<'c, 'a> Emitter<'c, 'a> {
    pub fn new(context: &'c Context, block: &'a Block<'c>) -> Self {
        Emitter {
            context,
            block,
            location: Location::unknown(context),
        }
    }

    pub fn ty(&self, aval: &Aval) -> Result<Type<'c>, LowerError> {
        tensor_type(self.context, aval)
    }

    /// Appends `name(operands) {attrs} (regions) : results`.
    pub fn op(
        &self,
        name: &str,
        operands: &[Value<'c, '_>],
        results: &[Type<'c>],
        attrs: &[(&str, Attribute<'c>)],
        regions: Vec<Region<'c>>,
    ) -> Result<OperationRef<'c, 'a>, LowerError> {
        let attrs: Vec<(Identifier<'c>, Attribute<'c>)> = attrs
            .iter()
            .map(|(n, a)| (Identifier::new(self.context, n), *a))
            .collect();
        let op = OperationBuilder::new(name, self.location)
            .add_operands(operands)
            .add_results(results)
            .add_attributes(&attrs)
            .add_regions_vec(regions)
            .build()
            .map_err(|e| LowerError::Mlir {
                stage: format!("building {name}"),
                diagnostics: vec![e.to_string()],
            })?;
        Ok(self.block.append_operation(op))
    }

    /// An operation with one result.
    pub fn one(
        &self,
        name: &str,
        operands: &[Value<'c, '_>],
        result: Type<'c>,
        attrs: &[(&str, Attribute<'c>)],
    ) -> Result<Value<'c, 'a>, LowerError> {
        let op = self.op(name, operands, &[result], attrs, vec![])?;
        first_result(op, name)
    }

    /// `stablehlo.constant dense<value> : tensor<dtype>`.
    pub fn constant(&self, dtype: DType, value: Scalar) -> Result<Value<'c, 'a>, LowerError> {
        let ty = self.ty(&Aval::scalar(dtype))?;
        if dtype.is_complex() {
            // The builtin dialect has no complex element attribute: the parts as raw bytes.
            let dense = DenseElementsAttribute::raw_buffer(ty, &complex_bytes(dtype, value));
            return self.one(stablehlo::CONSTANT, &[], ty, &[("value", dense.into())]);
        }
        let elem = element_attr(self.context, dtype, value);
        let dense = DenseElementsAttribute::new(ty, &[elem]).map_err(|e| LowerError::Mlir {
            stage: "building a constant".into(),
            diagnostics: vec![e.to_string()],
        })?;
        self.one(stablehlo::CONSTANT, &[], ty, &[("value", dense.into())])
    }

    /// `stablehlo.broadcast_in_dim x, dims` to `to`.
    pub fn broadcast(
        &self,
        x: Value<'c, '_>,
        to: &Aval,
        dims: &[i64],
    ) -> Result<Value<'c, 'a>, LowerError> {
        self.one(
            stablehlo::BROADCAST_IN_DIM,
            &[x],
            self.ty(to)?,
            &[("broadcast_dimensions", i64_array_attr(self.context, dims))],
        )
    }

    /// JAX's `full_like_aval`: a scalar constant broadcast (always, even to a scalar) to `aval`.
    pub fn full_like(&self, value: Scalar, aval: &Aval) -> Result<Value<'c, 'a>, LowerError> {
        let c = self.constant(aval.dtype, value)?;
        self.broadcast(c, aval, &[])
    }

    /// `stablehlo.compare` with JAX's comparison type for `operand_dtype`.
    pub fn compare(
        &self,
        x: Value<'c, '_>,
        y: Value<'c, '_>,
        direction: ComparisonDirection,
        operand: &Aval,
    ) -> Result<Value<'c, 'a>, LowerError> {
        self.compare_as(x, y, direction, comparison_type(operand.dtype), operand)
    }

    pub fn compare_as(
        &self,
        x: Value<'c, '_>,
        y: Value<'c, '_>,
        direction: ComparisonDirection,
        compare_type: ComparisonType,
        operand: &Aval,
    ) -> Result<Value<'c, 'a>, LowerError> {
        let result = self.ty(&Aval::new(DType::Bool, operand.shape.clone()))?;
        self.one(
            stablehlo::COMPARE,
            &[x, y],
            result,
            &[
                (
                    "comparison_direction",
                    comparison_direction_attr(self.context, direction),
                ),
                (
                    "compare_type",
                    comparison_type_attr(self.context, compare_type),
                ),
            ],
        )
    }

    /// `stablehlo.select pred, on_true, on_false`.
    pub fn select(
        &self,
        pred: Value<'c, '_>,
        on_true: Value<'c, '_>,
        on_false: Value<'c, '_>,
        out: &Aval,
    ) -> Result<Value<'c, 'a>, LowerError> {
        self.one(
            stablehlo::SELECT,
            &[pred, on_true, on_false],
            self.ty(out)?,
            &[],
        )
    }

    /// `stablehlo.slice x [start:limit]` along dimension 0 (the other dimensions whole, strides
    /// 1): JAX's `slice_in_dim(x, start, limit)`. `x` has type `aval`.
    pub fn slice_leading(
        &self,
        x: Value<'c, '_>,
        aval: &Aval,
        start: u64,
        limit: u64,
    ) -> Result<(Value<'c, 'a>, Aval), LowerError> {
        let dims = aval.dims();
        let mut starts = vec![start as i64];
        let mut limits = vec![limit as i64];
        let mut out = vec![limit.saturating_sub(start)];
        for &d in dims.get(1..).unwrap_or(&[]) {
            starts.push(0);
            limits.push(d as i64);
            out.push(d);
        }
        let out = Aval::new(aval.dtype, out);
        let ctx = self.context;
        let v = self.one(
            stablehlo::SLICE,
            &[x],
            self.ty(&out)?,
            &[
                ("start_indices", i64_array_attr(ctx, &starts)),
                ("limit_indices", i64_array_attr(ctx, &limits)),
                ("strides", i64_array_attr(ctx, &vec![1; starts.len()])),
            ],
        )?;
        Ok((v, out))
    }

    /// `stablehlo.reshape x` to `to`.
    pub fn reshape(&self, x: Value<'c, '_>, to: &Aval) -> Result<Value<'c, 'a>, LowerError> {
        self.one(stablehlo::RESHAPE, &[x], self.ty(to)?, &[])
    }

    /// JAX's `_concatenate_tree`: the operands concatenated along `dimension` sixteen at a time,
    /// then the partial results likewise, until one is left (a single operand is returned as
    /// is, with no operation). `parts` pairs each operand with its type.
    pub fn concatenate_tree(
        &self,
        parts: &[(Value<'c, 'a>, Aval)],
        dimension: usize,
    ) -> Result<(Value<'c, 'a>, Aval), LowerError> {
        const WIDTH: usize = 16;
        let mut current: Vec<(Value<'c, 'a>, Aval)> = parts.to_vec();
        while current.len() > 1 {
            let mut next = Vec::with_capacity(current.len().div_ceil(WIDTH));
            for chunk in current.chunks(WIDTH) {
                let Some((_, first)) = chunk.first() else {
                    continue;
                };
                let mut dims = first.dims().to_vec();
                let along: u64 = chunk
                    .iter()
                    .map(|(_, a)| a.dims().get(dimension).copied().unwrap_or(0))
                    .sum();
                if let Some(d) = dims.get_mut(dimension) {
                    *d = along;
                }
                let out = Aval::new(first.dtype, dims);
                let operands: Vec<Value<'c, 'a>> = chunk.iter().map(|(v, _)| *v).collect();
                let v = self.one(
                    stablehlo::CONCATENATE,
                    &operands,
                    self.ty(&out)?,
                    &[("dimension", i64_attr(self.context, dimension as i64))],
                )?;
                next.push((v, out));
            }
            current = next;
        }
        current.into_iter().next().ok_or_else(|| LowerError::Mlir {
            stage: "building stablehlo.concatenate".into(),
            diagnostics: vec!["no operands to concatenate".into()],
        })
    }

    /// A binary elementwise op whose result has `out`'s type.
    pub fn binary(
        &self,
        name: &str,
        x: Value<'c, '_>,
        y: Value<'c, '_>,
        out: &Aval,
    ) -> Result<Value<'c, 'a>, LowerError> {
        self.one(name, &[x, y], self.ty(out)?, &[])
    }
}

/// The first result of an operation as a value.
pub fn first_result<'c, 'a>(
    op: OperationRef<'c, 'a>,
    name: &str,
) -> Result<Value<'c, 'a>, LowerError> {
    op.result(0).map(Into::into).map_err(|e| LowerError::Mlir {
        stage: format!("reading the result of {name}"),
        diagnostics: vec![e.to_string()],
    })
}

/// `tensor<dims x elem>` of a raw element type (for region arguments).
pub fn scalar_tensor<'c>(context: &'c Context, dtype: DType) -> Type<'c> {
    RankedTensorType::new(&[], element_type(context, dtype), None).into()
}

#[cfg(test)]
mod tests {
    use melior::ir::Block;

    use super::Emitter;
    use crate::MlirContext;

    #[test]
    fn concatenating_nothing_is_an_error() {
        let mlir = MlirContext::new();
        let block = Block::new(&[]);
        let em = Emitter::new(mlir.context(), &block);
        let err = em
            .concatenate_tree(&[], 0)
            .expect_err("nothing to concatenate");
        assert_eq!(
            err.to_string(),
            "MLIR building stablehlo.concatenate failed: no operands to concatenate"
        );
    }
}
