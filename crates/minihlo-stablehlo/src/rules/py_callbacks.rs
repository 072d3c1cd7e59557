//! `pure_callback`, `io_callback`, `debug_callback`, `debug_print`: JAX's
//! `emit_python_callback` (jax/_src/callback.py), a `stablehlo.custom_call` to
//! `xla_ffi_python_cpu_callback` / `xla_ffi_python_gpu_callback` with the host-callback index
//! (the same table as buffer_callback's), the ordered effect's token first among operands and
//! results, and the `sdy.sharding` JAX adds for a callback run once on device 0.

use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::{Attribute, Identifier, Type, Value, ValueLike};
use minihlo_ir::{Aval, PyCallback, PyCallbackKind};

use crate::attrs::{
    array_attr, bool_attr, dict_attr, i32_attr, opaque_attr, row_major_layout, string_attr,
    ui64_attr,
};
use crate::ctx::{EqnCtx, Lowering};
use crate::custom_call::FfiForm;
use crate::error::LowerError;
use crate::host_callbacks::{CallbackKind, HostCallback};
use crate::multi_platform::{build_case, platform_branch_index, stablehlo_return};
use crate::tokens::token_type;
use crate::types::tensor_types;

/// The target JAX's `emit_python_callback` calls for `platform`, or its refusal.
pub(crate) fn python_callback_target(
    platforms: &[crate::platform::Platform],
    cb: &PyCallback,
) -> Result<&'static str, LowerError> {
    let err = |message: String| LowerError::PythonCallback { message };
    let platform = match platforms {
        [] => return Err(LowerError::NoPlatform),
        [p] => p.as_str(),
        // JAX's debug rules are registered per platform and fail in `lower_per_platform` with
        // a TypeError; the others reach `emit_python_callback`'s NotImplementedError.
        ps if matches!(cb.kind, PyCallbackKind::Debug | PyCallbackKind::Print) => {
            // `lower_per_platform` first lists the platforms without a rule (cpu, gpu, tpu).
            let missing: Vec<String> = ps
                .iter()
                .filter(|p| !matches!(p.as_str(), "cpu" | "cuda" | "rocm" | "oneapi" | "tpu"))
                .map(|p| format!("'{}'", p.as_str()))
                .collect();
            if !missing.is_empty() {
                return Err(err(format!(
                    "MLIR translation rule for primitive '{}' not found for platforms [{}]",
                    cb.kind.name(),
                    missing.join(", ")
                )));
            }
            return Err(err(format!(
                "can only concatenate list (not \"tuple\") to list (JAX's error lowering `{}` for several platforms; minihlo does not dispatch Python callbacks per platform: multi-platform lowering for python_callback)",
                cb.kind.name()
            )))
        }
        _ => {
            return Err(err(format!(
                "multi-platform lowering for python_callback (JAX lowers `{}` for one platform at a time)",
                cb.kind.name()
            )))
        }
    };
    match platform {
        // `partitioned=True` (jax.debug.callback / print): called on each shard.
        "cpu" if cb.partitioned => Ok("xla_ffi_partitioned_python_cpu_callback"),
        "cuda" | "rocm" | "oneapi" if cb.partitioned => {
            Ok("xla_ffi_partitioned_python_gpu_callback")
        }
        "tpu" if cb.partitioned => Err(err(
            "Partitioned callback not implemented on tpu backend.".to_string(),
        )),
        "cpu" => Ok("xla_ffi_python_cpu_callback"),
        "cuda" | "rocm" | "oneapi" => Ok("xla_ffi_python_gpu_callback"),
        "tpu" => Err(err(format!(
            "the platform for the specified backend cpu is different from the lowering platform tpu (JAX lowers `{}` for tpu only with a TPU backend: there it becomes host send/recv channels that the TPU runtime registers at lowering time, which minihlo does not have)",
            cb.kind.name()
        ))),
        other if matches!(cb.kind, PyCallbackKind::Debug | PyCallbackKind::Print) => {
            Err(err(format!(
                "MLIR translation rule for primitive '{}' not found for platform {other}",
                cb.kind.name()
            )))
        }
        other => Err(err(format!(
            "`EmitPythonCallback` not supported on {other} backend."
        ))),
    }
}

/// The distinct targets of `platforms`, in order of first appearance, and each platform's
/// branch among them.
fn dispatch_targets(
    platforms: &[crate::platform::Platform],
    cb: &PyCallback,
) -> Result<(Vec<&'static str>, Vec<usize>), LowerError> {
    let mut targets: Vec<&'static str> = Vec::new();
    let mut branch = Vec::with_capacity(platforms.len());
    for p in platforms {
        let t = python_callback_target(std::slice::from_ref(p), cb)?;
        let b = match targets.iter().position(|x| *x == t) {
            Some(b) => b,
            None => {
                targets.push(t);
                targets.len() - 1
            }
        };
        branch.push(b);
    }
    Ok((targets, branch))
}

/// `#sdy.sharding_per_value<[<@maximal_mesh_0, []>, ...]>` with `n` entries.
fn maximal_sharding<'c>(context: &'c melior::Context, n: usize) -> Attribute<'c> {
    let one = "<@maximal_mesh_0, []>";
    let items = vec![one; n].join(", ");
    opaque_attr(context, "sdy", &format!("sharding_per_value<[{items}]>"))
}

pub(super) fn py_callback<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    cb: &PyCallback,
) -> Lowering<'c, 'a> {
    let (em, avals) = (cx.em, cx.avals);
    let context = em.context;
    let form = cx.state.opts.ffi_form;
    // Several platforms: JAX refuses (jax form); the typed form dispatches on the platform
    // index as buffer_callback does (crate::multi_platform), one branch per distinct target.
    let dispatch = match (cx.platform_index, form) {
        (Some(index_arg), FfiForm::Typed) => {
            Some((index_arg, dispatch_targets(&cx.state.opts.platforms, cb)?))
        }
        _ => None,
    };
    let target = match &dispatch {
        Some((_, (targets, branch))) => targets[branch[0]],
        None => python_callback_target(&cx.state.opts.platforms, cb)?,
    };
    let effect = cb.ordered_effect();
    let block = em.block.to_raw();
    let token: Option<Value<'c, 'a>> = match effect {
        None => None,
        Some(e) => Some(cx.state.tokens.get(block, e).ok_or_else(|| {
            LowerError::PythonCallback {
                message: format!(
                    "cannot lower an ordered `{}` inside a called, branched or looped jaxpr yet: minihlo threads ordered-effect tokens through @main only",
                    cb.kind.name()
                ),
            }
        })?),
    };
    let has_side_effect = cb.has_effect();
    let index = cx.state.callbacks.push(|i| HostCallback {
        index: i,
        callback: if cb.kind == PyCallbackKind::Print {
            "debug_print".to_string()
        } else {
            cb.callback.clone()
        },
        target: target.to_string(),
        targets: dispatch
            .as_ref()
            .map(|(_, (targets, branch))| {
                let mut out: Vec<(String, String)> = Vec::new();
                for (p, &b) in cx.state.opts.platforms.iter().zip(branch) {
                    if !out.iter().any(|(q, _)| q.as_str() == p.as_str()) {
                        out.push((p.to_string(), targets[b].to_string()));
                    }
                }
                out
            })
            .unwrap_or_default(),
        operands: avals.to_vec(),
        results: cb.result_avals.clone(),
        has_side_effect,
        kind: CallbackKind::of(cb.kind),
        ordered: cb.ordered,
        primitive: Some(cb.kind.name().to_string()),
        fmt: cb.print.as_ref().map(|p| p.fmt.clone()),
        // debug_callback's jaxpr does not show the tree its callback unflattens with.
        in_tree: (cb.kind != PyCallbackKind::Debug).then(|| {
            cb.in_tree
                .clone()
                .unwrap_or_else(|| PyCallback::default_in_tree(avals.len()))
        }),
    });

    let tok_ty = token_type(context)?;
    let mut operands: Vec<Value<'c, 'a>> = Vec::new();
    let mut in_layouts: Vec<Attribute<'c>> = Vec::new();
    if let Some(t) = token {
        operands.push(t);
        in_layouts.push(row_major_layout(context, 0));
    }
    operands.extend_from_slice(cx.xs);
    in_layouts.extend(avals.iter().map(|a| row_major_layout(context, a.rank())));
    let mut result_types: Vec<Type<'c>> = Vec::new();
    let mut out_layouts: Vec<Attribute<'c>> = Vec::new();
    if token.is_some() {
        result_types.push(tok_ty);
        out_layouts.push(row_major_layout(context, 0));
    }
    result_types.extend(tensor_types(context, cx.outs)?);
    out_layouts.extend(
        cx.outs
            .iter()
            .map(|a: &Aval| row_major_layout(context, a.rank())),
    );

    let index_config = dict_attr(context, &[("index", ui64_attr(context, index))]);
    // JAX's `_callback_op_sharding` (pure, io) and `debug_callback_lowering` (unordered debug
    // only): a maximal sharding on device 0, one entry per result (at least one); an ordered
    // io_callback with results adds one for the token.
    let sharded = !(matches!(cb.kind, PyCallbackKind::Debug | PyCallbackKind::Print) && cb.ordered);
    // Inside shard_map the sharding is replicated on JAX's `@empty_mesh`, per result.
    let manual = super::sharding::in_shard_map(cx.state);
    if sharded && !manual {
        cx.state.tokens.maximal_mesh = true;
    }
    let n_sharding = cx.outs.len().max(1) + usize::from(token.is_some() && !cx.outs.is_empty());
    let sharding_attr = match manual {
        true => super::sharding::empty_mesh_sharding(cx.state, context, cx.outs, token.is_some()),
        false => maximal_sharding(context, n_sharding),
    };
    let build = |em: &crate::emit::Emitter<'c, '_>, target: &str| {
        let mut attributes = vec![
            ("api_version", i32_attr(context, form.api_version())),
            (
                "backend_config",
                match form {
                    FfiForm::Jax => string_attr(context, ""),
                    FfiForm::Typed => index_config,
                },
            ),
            ("call_target_name", string_attr(context, target)),
            ("called_computations", array_attr(context, &[])),
            ("has_side_effect", bool_attr(context, has_side_effect)),
            ("operand_layouts", array_attr(context, &in_layouts)),
            ("result_layouts", array_attr(context, &out_layouts)),
        ];
        if form == FfiForm::Jax {
            attributes.push(("mhlo.backend_config", index_config));
        }
        if sharded {
            attributes.push(("sdy.sharding", sharding_attr));
        }
        let attributes: Vec<(Identifier<'c>, Attribute<'c>)> = attributes
            .into_iter()
            .map(|(n, a)| (Identifier::new(context, n), a))
            .collect();
        OperationBuilder::new("stablehlo.custom_call", em.location)
            .add_operands(&operands)
            .add_results(&result_types)
            .add_attributes(&attributes)
            .build()
            .map_err(|e| LowerError::Mlir {
                stage: "building stablehlo.custom_call".into(),
                diagnostics: vec![e.to_string()],
            })
    };
    let op = match &dispatch {
        Some((index_arg, (targets, branch))) if targets.len() > 1 => {
            let i32_scalar =
                crate::types::tensor_type(context, &Aval::scalar(minihlo_ir::DType::I32))?;
            let index_arg: Value<'c, 'a> = *index_arg;
            let index_i32 = if index_arg.r#type() == i32_scalar {
                index_arg
            } else {
                em.one("stablehlo.convert", &[index_arg], i32_scalar, &[])?
            };
            let which = platform_branch_index(em, index_i32, branch)?;
            build_case(em, which, &result_types, targets.len(), |b, inner| {
                let op = inner.block.append_operation(build(inner, targets[b])?);
                let results: Vec<Value> = op.results().map(Into::into).collect();
                stablehlo_return(inner, &results)
            })?
        }
        _ => em.block.append_operation(build(em, target)?),
    };
    let mut results: Vec<Value<'c, 'a>> = op.results().map(Into::into).collect();
    if let Some(e) = effect {
        let t = results.remove(0);
        debug_assert!(t.r#type() == tok_ty);
        cx.state.tokens.set(e, t);
    }
    Ok(results)
}
