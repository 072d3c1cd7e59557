//! `ffi_call` as JAX's `ffi_call_lowering` lowers it (`ffi.build_ffi_lowering_function`): one
//! `stablehlo.custom_call` to the target with the attributes as its config (in JAX's form the
//! discardable `mhlo.backend_config`, in the typed form `backend_config`, as for minihlo's own
//! solver calls), the given minor-to-major layouts (row-major where none is given), the aliases
//! and `has_side_effect`.

use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::{Attribute, Identifier};
use minihlo_ir::ffi_call::{FfiCallPrim, FfiValue};
use minihlo_ir::{Aval, Scalar};

use crate::attrs::{
    array_attr, bool_attr, dict_attr, i32_attr, index_dense_attr, output_operand_alias_attr,
    string_attr,
};
use crate::ctx::{EqnCtx, Lowering};
use crate::custom_call::FfiForm;
use crate::emit::element_attr;
use crate::error::LowerError;
use crate::ffi_call::row_major;
use crate::types::tensor_types;

pub(super) fn value_attr<'c>(ctx: &'c melior::Context, v: &FfiValue) -> Attribute<'c> {
    match v {
        FfiValue::Int(i, d) => element_attr(ctx, *d, Scalar::Int(*i)),
        FfiValue::Float(f, d) => element_attr(ctx, *d, Scalar::Float(*f)),
        FfiValue::Bool(b) => bool_attr(ctx, *b),
        FfiValue::Str(s) => string_attr(ctx, s),
    }
}

pub(super) fn ffi_call_rule<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    f: &FfiCallPrim,
) -> Lowering<'c, 'a> {
    if f.custom_call_api_version != 4 {
        return Err(cx.unsupported(format!(
            "custom_call_api_version={} (minihlo lowers the typed FFI, version 4)",
            f.custom_call_api_version
        )));
    }
    let em = cx.em;
    let ctx = em.context;
    let entries: Vec<(&str, Attribute<'c>)> = f
        .attributes
        .iter()
        .map(|(k, v)| (k.as_str(), value_attr(ctx, v)))
        .collect();
    let config = dict_attr(ctx, &entries);
    let layouts = |ls: &[Option<Vec<i64>>], avals: &[Aval]| -> Attribute<'c> {
        let l: Vec<Attribute<'c>> = ls
            .iter()
            .zip(avals)
            .map(|(l, a)| index_dense_attr(ctx, &l.clone().unwrap_or_else(|| row_major(a.rank()))))
            .collect();
        array_attr(ctx, &l)
    };
    let mut pairs = f.input_output_aliases.clone();
    pairs.sort_unstable();
    let aliases: Vec<Attribute<'c>> = pairs
        .iter()
        .map(|&(i, o)| {
            let tuple: Vec<i64> = if f.result_avals.len() == 1 {
                vec![]
            } else {
                vec![o as i64]
            };
            output_operand_alias_attr(ctx, &tuple, i as i64, &[])
        })
        .collect();
    let form = cx.state.opts.ffi_form;
    let mut attributes = vec![
        ("api_version", i32_attr(ctx, form.api_version())),
        (
            "backend_config",
            match form {
                FfiForm::Jax => string_attr(ctx, ""),
                FfiForm::Typed => config,
            },
        ),
        ("call_target_name", string_attr(ctx, &f.target_name)),
        ("called_computations", array_attr(ctx, &[])),
        ("has_side_effect", bool_attr(ctx, f.has_side_effect)),
        ("operand_layouts", layouts(&f.input_layouts, cx.avals)),
        ("output_operand_aliases", array_attr(ctx, &aliases)),
        (
            "result_layouts",
            layouts(&f.output_layouts, &f.result_avals),
        ),
    ];
    if form == FfiForm::Jax {
        attributes.push(("mhlo.backend_config", config));
    }
    let attributes: Vec<(Identifier<'c>, Attribute<'c>)> = attributes
        .into_iter()
        .map(|(n, a)| (Identifier::new(ctx, n), a))
        .collect();
    let op = OperationBuilder::new("stablehlo.custom_call", em.location)
        .add_operands(cx.xs)
        .add_results(&tensor_types(ctx, &f.result_avals)?)
        .add_attributes(&attributes)
        .build()
        .map_err(|e| LowerError::Mlir {
            stage: "building ffi_call's stablehlo.custom_call".into(),
            diagnostics: vec![e.to_string()],
        })?;
    let op = em.block.append_operation(op);
    Ok(op.results().map(Into::into).collect())
}
