//! Reductions: `reduce_sum`/`reduce_max`/`reduce_min` (a `stablehlo.reduce` with JAX's initial
//! value) and `argmax`/`argmin` (a call to the private function JAX emits for them).

use melior::dialect::func;
use melior::ir::attribute::{FlatSymbolRefAttribute, StringAttribute, TypeAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationRef;
use melior::ir::r#type::FunctionType;
use melior::ir::{Attribute, Block, Identifier, Location, Region, RegionLike, Type, ValueLike};
use melior::Context;
use minihlo_ir::primitive::ArgReduce;
use minihlo_ir::{ArgOp, Aval, DType, Primitive, ReduceOp, Scalar};

use super::common::{i64s, one, zero};
use crate::attrs::{i64_array_attr, i64_attr, ComparisonDirection};
use crate::ctx::{block_arg, unsupported, ArgKey, EqnCtx, Lowering, State};
use crate::emit::{first_result, scalar_tensor, Emitter};
use crate::error::LowerError;
use crate::op::stablehlo;
use crate::types::tensor_type;

pub(super) fn reduce<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    op: ReduceOp,
    axes: &[usize],
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?;
    let em = cx.em;
    let ctx = em.context;
    let init = em.constant(out.dtype, reduce_init(op, out.dtype))?;
    let region = Region::new();
    let elem = scalar_tensor(ctx, out.dtype);
    let body = Block::new(&[(elem, em.location), (elem, em.location)]);
    {
        let inner = Emitter::new(ctx, &body);
        let a = block_arg(&body, 0)?;
        let b = block_arg(&body, 1)?;
        let r = match op {
            // JAX's reducer for complex max/min: lexicographic on (real, imag).
            ReduceOp::Max | ReduceOp::Min if out.dtype.is_complex() => {
                let dir = if op == ReduceOp::Max {
                    ComparisonDirection::Gt
                } else {
                    ComparisonDirection::Lt
                };
                super::complex::minmax(&inner, a, b, dir, &Aval::scalar(out.dtype))?
            }
            _ => inner.one(reduce_body(op), &[a, b], elem, &[])?,
        };
        inner.op(stablehlo::RETURN, &[r], &[], &[], vec![])?;
    }
    region.append_block(body);
    let reduced = em.op(
        stablehlo::REDUCE,
        &[cx.xs[0], init],
        &[em.ty(out)?],
        &[("dimensions", i64_array_attr(ctx, &i64s(axes)))],
        vec![region],
    )?;
    Ok(vec![first_result(reduced, stablehlo::REDUCE)?])
}

pub(super) fn arg_reduce<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    op: ArgOp,
    axes: &[usize],
    index_dtype: DType,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    if cx.avals[0].dtype.is_complex() {
        // JAX traces argmax of a complex operand but its lowering (a `gt` of the operands)
        // refuses it.
        return Err(
            cx.unsupported(minihlo_ir::OperandKind::Ordered.nary_message(
                "gt",
                0,
                cx.avals[0].dtype,
            )),
        );
    }
    let out = cx.one_out()?;
    let em = cx.em;
    let ctx = em.context;
    let key: ArgKey = (op, cx.avals[0].clone(), axes.to_vec(), index_dtype);
    let pi = cx.platform_index;
    let name = arg_reduce_func(ctx, cx.state, key, out, pi.map(|v| v.r#type()))?;
    let operands: Vec<_> = pi.into_iter().chain([cx.xs[0]]).collect();
    let call = func::call(
        ctx,
        FlatSymbolRefAttribute::new(ctx, &name),
        &operands,
        &[em.ty(out)?],
        em.location,
    );
    let call = em.block.append_operation(call);
    Ok(vec![first_result(call, "func.call")?])
}

/// The identity JAX starts a reduction from.
fn reduce_init(op: ReduceOp, dtype: DType) -> Scalar {
    let bits = dtype.bits();
    match (op, dtype) {
        (ReduceOp::Sum | ReduceOp::Or | ReduceOp::Xor, d) => zero(d),
        (ReduceOp::Prod, d) => one(d),
        (ReduceOp::And, DType::Bool) => Scalar::Bool(true),
        (ReduceOp::And, d) if d.is_signed_int() => Scalar::Int(-1),
        (ReduceOp::And, _) => Scalar::Int((1i128 << bits) - 1),
        (ReduceOp::Max, d) if d.is_inexact() => Scalar::Float(f64::NEG_INFINITY),
        (ReduceOp::Min, d) if d.is_inexact() => Scalar::Float(f64::INFINITY),
        (ReduceOp::Max, DType::Bool) => Scalar::Bool(false),
        (ReduceOp::Min, DType::Bool) => Scalar::Bool(true),
        (ReduceOp::Max, d) if d.is_signed_int() => Scalar::Int(-(1i128 << (bits - 1))),
        (ReduceOp::Min, d) if d.is_signed_int() => Scalar::Int((1i128 << (bits - 1)) - 1),
        (ReduceOp::Max, _) => Scalar::Int(0),
        (ReduceOp::Min, _) => Scalar::Int((1i128 << bits) - 1),
    }
}

fn reduce_body(op: ReduceOp) -> &'static str {
    match op {
        ReduceOp::Sum => stablehlo::ADD,
        ReduceOp::Max => stablehlo::MAXIMUM,
        ReduceOp::Min => stablehlo::MINIMUM,
        ReduceOp::Prod => stablehlo::MULTIPLY,
        ReduceOp::And => stablehlo::AND,
        ReduceOp::Or => stablehlo::OR,
        ReduceOp::Xor => stablehlo::XOR,
    }
}

/// The private function JAX emits for argmax/argmin (`@argmax`, `@argmax_0`, ...), reused for the
/// same operand type and params. In a module lowered for several platforms it takes the
/// platform index first, unmarked and unused (`inline=False`: `_emit_lowering_rule_as_fun`
/// passes the dim vars to every cached lowering).
fn arg_reduce_func<'c>(
    ctx: &'c Context,
    state: &mut State<'_, 'c>,
    key: ArgKey,
    out: &Aval,
    platform_index: Option<Type<'c>>,
) -> Result<String, LowerError> {
    if let Some(name) = state.func_cache.get(&key) {
        return Ok(name.clone());
    }
    let (op, operand, axes, index_dtype) = (key.0, &key.1, &key.2[..], key.3);
    let name = state.funcs.insert_symbol(op.name());
    let operand_ty = tensor_type(ctx, operand)?;
    let out_ty = tensor_type(ctx, out)?;
    let location = Location::unknown(ctx);
    let arg_types: Vec<Type<'c>> = platform_index.into_iter().chain([operand_ty]).collect();
    let block = Block::new(&arg_types.iter().map(|t| (*t, location)).collect::<Vec<_>>());
    {
        let em = Emitter::new(ctx, &block);
        let x = block_arg(&block, arg_types.len() - 1)?;
        let axis = axes.first().copied().ok_or_else(|| {
            unsupported(
                &Primitive::ArgReduce(ArgReduce {
                    op,
                    axes: axes.to_vec(),
                    index_dtype,
                }),
                "needs one axis",
            )
        })?;
        let index_aval = Aval::new(index_dtype, operand.shape.clone());
        let iota = em.one(
            stablehlo::IOTA,
            &[],
            em.ty(&index_aval)?,
            &[("iota_dimension", i64_attr(ctx, axis as i64))],
        )?;
        let reduce_op = match op {
            ArgOp::Argmax => ReduceOp::Max,
            ArgOp::Argmin => ReduceOp::Min,
        };
        let init_v = em.constant(operand.dtype, reduce_init(reduce_op, operand.dtype))?;
        let init_i = em.constant(index_dtype, Scalar::Int(0))?;
        let v_elem = scalar_tensor(ctx, operand.dtype);
        let i_elem = scalar_tensor(ctx, index_dtype);
        let body = Block::new(&[
            (v_elem, location),
            (i_elem, location),
            (v_elem, location),
            (i_elem, location),
        ]);
        {
            let inner = Emitter::new(ctx, &body);
            let (av, ai, bv, bi) = (
                block_arg(&body, 0)?,
                block_arg(&body, 1)?,
                block_arg(&body, 2)?,
                block_arg(&body, 3)?,
            );
            let v_scalar = Aval::scalar(operand.dtype);
            let i_scalar = Aval::scalar(index_dtype);
            let b_scalar = Aval::scalar(DType::Bool);
            let dir = match op {
                ArgOp::Argmax => ComparisonDirection::Gt,
                ArgOp::Argmin => ComparisonDirection::Lt,
            };
            let better = inner.compare(av, bv, dir, &v_scalar)?;
            let is_nan = inner.compare(av, av, ComparisonDirection::Ne, &v_scalar)?;
            let pick = inner.binary(stablehlo::OR, better, is_nan, &b_scalar)?;
            let eq = inner.compare(av, bv, ComparisonDirection::Eq, &v_scalar)?;
            let lower_index = inner.compare(ai, bi, ComparisonDirection::Lt, &i_scalar)?;
            let tie = inner.binary(stablehlo::AND, eq, lower_index, &b_scalar)?;
            let pick_index = inner.binary(stablehlo::OR, pick, tie, &b_scalar)?;
            let v = inner.select(pick, av, bv, &v_scalar)?;
            let i = inner.select(pick_index, ai, bi, &i_scalar)?;
            inner.op(stablehlo::RETURN, &[v, i], &[], &[], vec![])?;
        }
        let region = Region::new();
        region.append_block(body);
        let reduced_v = Aval::new(operand.dtype, out.shape.clone());
        let reduced: OperationRef = em.op(
            stablehlo::REDUCE,
            &[x, iota, init_v, init_i],
            &[em.ty(&reduced_v)?, out_ty],
            &[("dimensions", i64_array_attr(ctx, &i64s(axes)))],
            vec![region],
        )?;
        let index = reduced.result(1).map_err(|e| LowerError::Mlir {
            stage: "reading argmax's index".into(),
            diagnostics: vec![e.to_string()],
        })?;
        block.append_operation(func::r#return(&[index.into()], location));
    }
    let region = Region::new();
    region.append_block(block);
    let function_type = FunctionType::new(ctx, &arg_types, &[out_ty]);
    let attributes: Vec<(Identifier<'c>, Attribute<'c>)> = vec![(
        Identifier::new(ctx, "sym_visibility"),
        StringAttribute::new(ctx, "private").into(),
    )];
    let f = func::func(
        ctx,
        StringAttribute::new(ctx, &name),
        TypeAttribute::new(function_type.into()),
        region,
        &attributes,
        location,
    );
    state.funcs.push(f);
    state.func_cache.insert(key, name.clone());
    Ok(name)
}
