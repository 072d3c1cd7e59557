//! `symmetric_product` as JAX lowers it: on cuda the `cusolver_syrk_ffi` call (JAX's
//! `_symmetric_product_gpu_lowering`: `alpha` and `beta` as 0-d operands, the result in `c`'s
//! buffer), elsewhere `mlir.lower_fun(_symmetric_product_jax_fn)`: `alpha * (a @ a^T) + beta * c`
//! with a batched `dot_general` at `Precision.HIGHEST`.

use melior::ir::block::BlockLike;
use melior::ir::Value;
use minihlo_ir::symmetric_product::SymmetricProduct;
use minihlo_ir::{Aval, Scalar};

use super::common::i64s;
use crate::attrs::{
    array_attr, dot_dimension_numbers_attr, i64_array_attr, opaque_attr, DotDimensionNumbers,
};
use crate::ctx::{EqnCtx, Lowering};
use crate::custom_call::FfiForm;
use crate::emit::Emitter;
use crate::error::LowerError;
use crate::ffi_call::{build_ffi_call, row_major, FfiAttr, FfiCall};

pub(super) fn symmetric_product_rule<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    s: &SymmetricProduct,
) -> Lowering<'c, 'a> {
    cx.arity(2)?;
    let (a, c) = (cx.xs[0], cx.xs[1]);
    let avals = [cx.avals[0].clone(), cx.avals[1].clone()];
    let form = cx.state.opts.ffi_form;
    cx.per_platform(
        |p| p == "cuda",
        |em, rule| match rule {
            Some("cuda") => Ok(vec![syrk(em, s, a, c, &avals, form)?]),
            _ => Ok(vec![expansion(em, s, a, c, &avals)?]),
        },
    )
}

/// `_symmetric_product_jax_fn`.
fn expansion<'c, 'b>(
    em: &Emitter<'c, 'b>,
    s: &SymmetricProduct,
    a: Value<'c, '_>,
    c: Value<'c, '_>,
    avals: &[Aval; 2],
) -> Result<Value<'c, 'b>, LowerError> {
    let (a_aval, c_aval) = (&avals[0], &avals[1]);
    let r = a_aval.rank();
    let mut perm: Vec<usize> = (0..r - 2).collect();
    perm.extend([r - 1, r - 2]);
    let dims = a_aval.dims();
    let at_aval = Aval::new(
        a_aval.dtype,
        perm.iter().map(|&p| dims[p]).collect::<Vec<_>>(),
    );
    let ctx = em.context;
    let at = em.one(
        "stablehlo.transpose",
        &[a],
        em.ty(&at_aval)?,
        &[("permutation", i64_array_attr(ctx, &i64s(&perm)))],
    )?;
    let batch: Vec<usize> = (0..r - 2).collect();
    let dn = DotDimensionNumbers {
        lhs_batching_dimensions: i64s(&batch),
        rhs_batching_dimensions: i64s(&batch),
        lhs_contracting_dimensions: i64s(&[r - 1]),
        rhs_contracting_dimensions: i64s(&[r - 2]),
    };
    let highest = opaque_attr(ctx, "stablehlo", "precision HIGHEST");
    let prod = em.one(
        "stablehlo.dot_general",
        &[a, at],
        em.ty(c_aval)?,
        &[
            (
                "dot_dimension_numbers",
                dot_dimension_numbers_attr(ctx, &dn),
            ),
            ("precision_config", array_attr(ctx, &[highest, highest])),
        ],
    )?;
    let alpha = em.full_like(Scalar::Float(s.alpha), c_aval)?;
    let left = em.binary("stablehlo.multiply", alpha, prod, c_aval)?;
    let beta = em.full_like(Scalar::Float(s.beta), c_aval)?;
    let right = em.binary("stablehlo.multiply", beta, c, c_aval)?;
    em.binary("stablehlo.add", left, right, c_aval)
}

/// `_symmetric_product_gpu_lowering` for cuda: `cusolver_syrk_ffi(a, c, alpha, beta)`.
fn syrk<'c, 'b>(
    em: &Emitter<'c, 'b>,
    s: &SymmetricProduct,
    a: Value<'c, '_>,
    c: Value<'c, '_>,
    avals: &[Aval; 2],
    form: FfiForm,
) -> Result<Value<'c, 'b>, LowerError> {
    let scalar = Aval::scalar(avals[0].dtype);
    let alpha = em.full_like(Scalar::Float(s.alpha), &scalar)?;
    let beta = em.full_like(Scalar::Float(s.beta), &scalar)?;
    let operands = vec![avals[0].clone(), avals[1].clone(), scalar.clone(), scalar];
    let call = FfiCall {
        target: "cusolver_syrk_ffi".into(),
        operand_layouts: operands.iter().map(|o| row_major(o.rank())).collect(),
        result_layouts: vec![row_major(avals[1].rank())],
        operands,
        results: vec![avals[1].clone()],
        aliases: vec![(1, 0)],
        config: vec![("transpose", FfiAttr::Bool(false))],
        num_batch_dims: None,
        form,
    };
    let op = build_ffi_call(em.context, &call, &[a, c, alpha, beta], em.location)?;
    let op = em.block.append_operation(op);
    op.result(0).map(Into::into).map_err(|e| LowerError::Mlir {
        stage: "reading syrk's result".into(),
        diagnostics: vec![e.to_string()],
    })
}
