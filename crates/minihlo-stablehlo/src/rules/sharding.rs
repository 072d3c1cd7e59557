//! `shard_map` and its collectives, as JAX 0.12 lowers them with Shardy: the mesh as the
//! module's `sdy.mesh @mesh`, `shard_map` as `sdy.manual_computation` (in / out shardings of
//! `@mesh`, the manual axes, the body on one shard, `sdy.return`), the collectives as
//! `stablehlo.all_reduce` / `all_gather` / `reduce_scatter` / `all_to_all` whose replica groups
//! name mesh axes of a second symbol of the same mesh (`@mesh_0`, JAX's
//! `#stablehlo.replica_group_mesh_axes`), `ppermute` as `stablehlo.collective_permute` with the
//! device pairs of every group, `axis_index` from `stablehlo.partition_id`, `pvary` as nothing.
//! The module is partitioned as many ways as the mesh has devices (`mhlo.num_partitions`,
//! [`crate::mesh`]).

use melior::ir::attribute::DenseElementsAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::RankedTensorType;
use melior::ir::Value;
use melior::ir::{Attribute, Block, Region, RegionLike, Type};
use melior::Context;
use minihlo_ir::collectives::{Collective, CollectiveKind, ReduceKind};
use minihlo_ir::sharding::{Mesh, NamedSharding, ShardMap, ShardingConstraint, Spec};
use minihlo_ir::{Aval, DType, Scalar};

use crate::attrs::{i64_attr, opaque_attr};
use crate::ctx::{block_arg, EqnCtx, LowerCtx, Lowering, State};
use crate::emit::{first_result, scalar_tensor, Emitter};
use crate::error::LowerError;
use crate::types::tensor_types;

/// `#sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>, ...]>`.
fn shardings_attr<'c>(context: &'c Context, specs: &[Spec], avals: &[Aval]) -> Attribute<'c> {
    let items: Vec<String> = specs
        .iter()
        .zip(avals)
        .map(|(s, a)| format!("<@mesh, {}>", s.sdy_dims(a.rank())))
        .collect();
    opaque_attr(
        context,
        "sdy",
        &format!("sharding_per_value<[{}]>", items.join(", ")),
    )
}

/// `shard_map`: `sdy.manual_computation` over the body lowered on one shard.
pub(super) fn shard_map<'c, 'a>(cx: &mut EqnCtx<'_, '_, 'c, 'a>, p: &ShardMap) -> Lowering<'c, 'a> {
    let em = cx.em;
    let ctx = em.context;
    use_mesh(cx.state, &p.mesh, "shard_map")?;
    if p.manual_axes.len() != p.mesh.axes.len() {
        return Err(
            cx.unsupported("a shard_map manual over only some of the mesh's axes (axis_names)")
        );
    }
    let body = cx.state.program.get(p.jaxpr);
    super::common::no_constvars("shard_map", body)?;
    // A module for several platforms passes the platform index in, first and replicated.
    let outer_index = cx.platform_index;
    let mut inner_avals = body.in_avals();
    let mut in_avals = cx.avals.to_vec();
    let mut in_specs = p.in_specs.clone();
    let mut operands = cx.xs.to_vec();
    if let Some(index) = outer_index {
        let index_aval = Aval::scalar(cx.state.index_dtype);
        inner_avals.insert(0, index_aval.clone());
        in_avals.insert(0, index_aval);
        in_specs.insert(0, Spec { dims: vec![] });
        operands.insert(0, index);
    }
    let inner_outs = body.out_avals();
    let arg_types = tensor_types(ctx, &inner_avals)?;
    let block = Block::new(
        &arg_types
            .iter()
            .map(|t| (*t, em.location))
            .collect::<Vec<_>>(),
    );
    {
        let inner = Emitter::new(ctx, &block);
        let mut args = (0..arg_types.len())
            .map(|i| block_arg(&block, i))
            .collect::<Result<Vec<_>, _>>()?;
        let platform_index = outer_index.map(|_| args.remove(0));
        cx.state.cf.mesh.stack.push(p.mesh.clone());
        let results = LowerCtx {
            em: &inner,
            state: &mut *cx.state,
            platform_index,
        }
        .lower_jaxpr(body, &args);
        cx.state.cf.mesh.stack.pop();
        let results = results?;
        inner.op("sdy.return", &results, &[], &[], vec![])?;
    }
    let region = Region::new();
    region.append_block(block);
    let manual: Vec<String> = p.manual_axes.iter().map(|a| format!("\"{a}\"")).collect();
    let attrs = [
        ("in_shardings", shardings_attr(ctx, &in_specs, &in_avals)),
        (
            "manual_axes",
            opaque_attr(ctx, "sdy", &format!("manual_axes{{{}}}", manual.join(", "))),
        ),
        (
            "out_shardings",
            shardings_attr(ctx, &p.out_specs, &global(p, &inner_outs)),
        ),
    ];
    let types = tensor_types(ctx, cx.outs)?;
    let op = em.op(
        "sdy.manual_computation",
        &operands,
        &types,
        &attrs,
        vec![region],
    )?;
    Ok(op.results().map(Into::into).collect())
}

/// The results' global avals (their ranks are what the out shardings need).
fn global(p: &ShardMap, inner: &[Aval]) -> Vec<Aval> {
    inner
        .iter()
        .zip(&p.out_specs)
        .map(|(a, s)| {
            let dims = s
                .global_shape(&p.mesh, a.shape.dims())
                .unwrap_or_else(|_| a.shape.dims().to_vec());
            Aval::new(a.dtype, dims)
        })
        .collect()
}

/// A collective inside a `shard_map` body.
pub(super) fn collective<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    c: &Collective,
) -> Lowering<'c, 'a> {
    let Some(mesh) = cx.state.cf.mesh.stack.last().cloned() else {
        return Err(cx.unsupported(format!(
            "unbound axis name: {} (a collective outside shard_map)",
            c.axes.join(", ")
        )));
    };
    if let Some(a) = c.axes.iter().find(|a| mesh.axis_size(a).is_none()) {
        return Err(cx.unsupported(format!("unbound axis name: {a}")));
    }
    match &c.kind {
        CollectiveKind::Pvary => Ok(cx.xs.to_vec()),
        CollectiveKind::AxisIndex => axis_index(cx, &mesh, &c.axes[0]),
        CollectiveKind::Ppermute { perm } => ppermute(cx, &mesh, &c.axes, perm),
        kind => {
            cx.state.cf.mesh.collectives = true;
            match kind {
                CollectiveKind::AllReduce { op, .. } => all_reduce(cx, *op, &c.axes),
                CollectiveKind::AllGather {
                    dimension, tiled, ..
                } => all_gather(cx, &c.axes, *dimension, *tiled),
                CollectiveKind::ReduceScatter {
                    dimension, tiled, ..
                } => reduce_scatter(cx, &c.axes, *dimension, *tiled),
                CollectiveKind::AllToAll {
                    split_axis,
                    concat_axis,
                    ..
                } => {
                    let n = mesh.axes_size(&c.axes).unwrap_or(1);
                    all_to_all(cx, &c.axes, *split_axis, *concat_axis, n)
                }
                _ => Err(cx.unsupported("unknown collective")),
            }
        }
    }
}

fn channel_handle(context: &Context) -> Attribute<'_> {
    opaque_attr(context, "stablehlo", "channel_handle<handle = 1, type = 1>")
}

/// `#stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [...]>`.
fn replica_groups<'c>(context: &'c Context, axes: &[String]) -> Attribute<'c> {
    let refs: Vec<String> = axes
        .iter()
        .map(|a| format!("#stablehlo.axis_ref<name = \"{a}\">"))
        .collect();
    opaque_attr(
        context,
        "stablehlo",
        &format!(
            "replica_group_mesh_axes<mesh = @mesh_0, axes = [{}]>",
            refs.join(", ")
        ),
    )
}

/// The reducer region `^bb0(a, b): return op(a, b)` on scalars of `dtype`.
fn reducer<'c>(
    em: &Emitter<'c, '_>,
    op: ReduceKind,
    dtype: DType,
) -> Result<Region<'c>, LowerError> {
    let ctx = em.context;
    let elem = scalar_tensor(ctx, dtype);
    let body = Block::new(&[(elem, em.location), (elem, em.location)]);
    {
        let inner = Emitter::new(ctx, &body);
        let (a, b) = (block_arg(&body, 0)?, block_arg(&body, 1)?);
        let name = match (op, dtype) {
            (ReduceKind::Sum, DType::Bool) => "stablehlo.or",
            (ReduceKind::Sum, _) => "stablehlo.add",
            (ReduceKind::Max, _) => "stablehlo.maximum",
            (ReduceKind::Min, _) => "stablehlo.minimum",
        };
        let r = inner.one(name, &[a, b], elem, &[])?;
        inner.op("stablehlo.return", &[r], &[], &[], vec![])?;
    }
    let region = Region::new();
    region.append_block(body);
    Ok(region)
}

/// `psum` / `pmax` / `pmin`: one `stablehlo.all_reduce` per operand.
fn all_reduce<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    op: ReduceKind,
    axes: &[String],
) -> Lowering<'c, 'a> {
    let em = cx.em;
    let ctx = em.context;
    let mut outs = Vec::with_capacity(cx.xs.len());
    for (x, aval) in cx.xs.iter().zip(cx.avals) {
        let attrs = [
            ("channel_handle", channel_handle(ctx)),
            ("replica_groups", replica_groups(ctx, axes)),
            ("use_global_device_ids", Attribute::unit(ctx)),
        ];
        let region = reducer(em, op, aval.dtype)?;
        let r = em.op(
            "stablehlo.all_reduce",
            &[*x],
            &[em.ty(aval)?],
            &attrs,
            vec![region],
        )?;
        outs.push(first_result(r, "stablehlo.all_reduce")?);
    }
    Ok(outs)
}

/// `all_gather`: untiled, the operand first gets a dimension of size 1 where the shards go.
/// JAX registers a rule of its own (the same ops) for cuda, rocm and tpu, so a module for
/// several platforms dispatches on the platform index.
fn all_gather<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    axes: &[String],
    dimension: usize,
    tiled: bool,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let out = cx.one_out()?.clone();
    let (x, x_aval) = (cx.xs[0], cx.avals[0].clone());
    cx.per_platform(
        |p| matches!(p, "cuda" | "rocm" | "tpu"),
        |em, _| {
            let ctx = em.context;
            let mut x = x;
            if !tiled {
                let mut dims = x_aval.shape.dims().to_vec();
                dims.insert(dimension.min(dims.len()), 1);
                let expanded = Aval::new(x_aval.dtype, dims);
                let kept: Vec<i64> = (0..expanded.rank() as i64)
                    .filter(|&d| d != dimension as i64)
                    .collect();
                x = em.broadcast(x, &expanded, &kept)?;
            }
            let attrs = [
                ("all_gather_dim", i64_attr(ctx, dimension as i64)),
                ("channel_handle", channel_handle(ctx)),
                ("replica_groups", replica_groups(ctx, axes)),
                ("use_global_device_ids", Attribute::unit(ctx)),
            ];
            Ok(vec![em.one(
                "stablehlo.all_gather",
                &[x],
                em.ty(&out)?,
                &attrs,
            )?])
        },
    )
}

/// `reduce_scatter` (`psum_scatter`): untiled, the scattered dimension (of size 1) is dropped.
fn reduce_scatter<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    axes: &[String],
    dimension: usize,
    tiled: bool,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let (em, out) = (cx.em, cx.one_out()?);
    let ctx = em.context;
    let scattered = if tiled {
        out.clone()
    } else {
        let mut dims = out.shape.dims().to_vec();
        dims.insert(dimension.min(dims.len()), 1);
        Aval::new(out.dtype, dims)
    };
    let attrs = [
        ("channel_handle", channel_handle(ctx)),
        ("replica_groups", replica_groups(ctx, axes)),
        ("scatter_dimension", i64_attr(ctx, dimension as i64)),
        ("use_global_device_ids", Attribute::unit(ctx)),
    ];
    let region = reducer(em, ReduceKind::Sum, out.dtype)?;
    let op = em.op(
        "stablehlo.reduce_scatter",
        &[cx.xs[0]],
        &[em.ty(&scattered)?],
        &attrs,
        vec![region],
    )?;
    let r = first_result(op, "stablehlo.reduce_scatter")?;
    if tiled {
        Ok(vec![r])
    } else {
        Ok(vec![em.reshape(r, out)?])
    }
}

fn all_to_all<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    axes: &[String],
    split: usize,
    concat: usize,
    n: u64,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let (em, out) = (cx.em, cx.one_out()?);
    let ctx = em.context;
    let attrs = [
        ("channel_handle", channel_handle(ctx)),
        ("concat_dimension", i64_attr(ctx, concat as i64)),
        ("replica_groups", replica_groups(ctx, axes)),
        ("split_count", i64_attr(ctx, n as i64)),
        ("split_dimension", i64_attr(ctx, split as i64)),
    ];
    Ok(vec![em.one(
        "stablehlo.all_to_all",
        &[cx.xs[0]],
        em.ty(out)?,
        &attrs,
    )?])
}

/// `ppermute`: the (source, target) pairs of every group of devices along `axes`.
fn ppermute<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    mesh: &Mesh,
    axes: &[String],
    perm: &[(u64, u64)],
) -> Lowering<'c, 'a> {
    let em = cx.em;
    let ctx = em.context;
    let mut pairs: Vec<i64> = Vec::new();
    for group in mesh.groups(axes) {
        for &(s, t) in perm {
            let (Some(&s), Some(&t)) = (group.get(s as usize), group.get(t as usize)) else {
                return Err(cx.unsupported(format!("perm pair ({s}, {t}) out of range")));
            };
            pairs.extend([s as i64, t as i64]);
        }
    }
    let i64_ty = Type::parse(ctx, "i64").ok_or_else(|| cx.unsupported("no i64 type"))?;
    let ty = RankedTensorType::new(&[(pairs.len() / 2) as u64, 2], i64_ty, None);
    let values: Vec<Attribute> = pairs
        .iter()
        .map(|&v| melior::ir::attribute::IntegerAttribute::new(i64_ty, v).into())
        .collect();
    let dense = DenseElementsAttribute::new(ty.into(), &values).map_err(|e| LowerError::Mlir {
        stage: "building source_target_pairs".into(),
        diagnostics: vec![e.to_string()],
    })?;
    let mut outs = Vec::with_capacity(cx.xs.len());
    for (x, aval) in cx.xs.iter().zip(cx.avals) {
        let attrs = [
            ("channel_handle", channel_handle(ctx)),
            ("source_target_pairs", dense.into()),
        ];
        outs.push(em.one("stablehlo.collective_permute", &[*x], em.ty(aval)?, &attrs)?);
    }
    Ok(outs)
}

/// `axis_index`: `(partition_id / stride) % size`, as i32.
fn axis_index<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    mesh: &Mesh,
    axis: &str,
) -> Lowering<'c, 'a> {
    let em = cx.em;
    let (Some(size), Some(stride)) = (mesh.axis_size(axis), mesh.stride(axis)) else {
        return Err(cx.unsupported(format!("unbound axis name: {axis}")));
    };
    let u32s = Aval::scalar(DType::U32);
    let c_stride = em.constant(DType::U32, Scalar::Int(stride.into()))?;
    let c_size = em.constant(DType::U32, Scalar::Int(size.into()))?;
    let pid = em.one("stablehlo.partition_id", &[], em.ty(&u32s)?, &[])?;
    let q = em.one("stablehlo.divide", &[pid, c_stride], em.ty(&u32s)?, &[])?;
    let r = em.one("stablehlo.remainder", &[q, c_size], em.ty(&u32s)?, &[])?;
    let i = em.one(
        "stablehlo.convert",
        &[r],
        em.ty(&Aval::scalar(DType::I32))?,
        &[],
    )?;
    Ok(vec![i])
}

/// Makes `mesh` the module's mesh (one mesh a module).
fn use_mesh(state: &mut State, mesh: &Mesh, prim: &str) -> Result<(), LowerError> {
    match &state.cf.mesh.module_mesh {
        Some(m) if m.axes != mesh.axes => Err(LowerError::Unsupported {
            primitive: prim.into(),
            reason: "programs on two different meshes in one module".into(),
        }),
        Some(_) => Ok(()),
        None => {
            state.cf.mesh.module_mesh = Some(mesh.clone());
            Ok(())
        }
    }
}

/// `sdy.sharding_constraint x <@mesh, [...]>`, or `x` itself for no sharding.
pub(super) fn constrain<'c, 'a>(
    em: &Emitter<'c, 'a>,
    state: &mut State,
    x: Value<'c, 'a>,
    aval: &Aval,
    sharding: Option<&NamedSharding>,
) -> Result<Value<'c, 'a>, LowerError> {
    let Some(s) = sharding else {
        return Ok(x);
    };
    use_mesh(state, &s.mesh, "sharding_constraint")?;
    if !state.cf.mesh.stack.is_empty() {
        return Err(LowerError::Unsupported {
            primitive: "sharding_constraint".into(),
            reason: "a sharding inside shard_map".into(),
        });
    }
    let attr = opaque_attr(
        em.context,
        "sdy",
        &format!("sharding<@mesh, {}>", s.spec.sdy_dims(aval.rank())),
    );
    em.one(
        "sdy.sharding_constraint",
        &[x],
        em.ty(aval)?,
        &[("sharding", attr)],
    )
}

/// `sharding_constraint`: `sdy.sharding_constraint`; `reshard` without params: the operand.
pub(super) fn sharding_constraint<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    c: &ShardingConstraint,
) -> Lowering<'c, 'a> {
    cx.arity(1)?;
    let (em, x, aval) = (cx.em, cx.xs[0], cx.avals[0].clone());
    Ok(vec![constrain(
        em,
        cx.state,
        x,
        &aval,
        c.sharding.as_ref(),
    )?])
}

/// The body of a `jit` with shardings (JAX's `_pjit_lowering` of a sharded jit): each operand
/// constrained to its `in_shardings` entry first, each result to its `out_shardings` entry last.
pub(super) fn jit_body<'c, 'a>(
    em: &Emitter<'c, 'a>,
    platform_index: Option<Value<'c, 'a>>,
    args: &[Value<'c, 'a>],
    state: &mut State<'_, 'c>,
    jaxpr: &minihlo_ir::Jaxpr,
    s: &minihlo_ir::sharding::JitShardings,
) -> Lowering<'c, 'a> {
    let in_avals = jaxpr.in_avals();
    let mut constrained = Vec::with_capacity(args.len());
    for (i, (x, aval)) in args.iter().zip(&in_avals).enumerate() {
        let sharding = s.ins.get(i).and_then(Option::as_ref);
        constrained.push(constrain(em, state, *x, aval, sharding)?);
    }
    let outs = LowerCtx {
        em,
        state: &mut *state,
        platform_index,
    }
    .lower_jaxpr(jaxpr, &constrained)?;
    let out_avals = jaxpr.out_avals();
    outs.into_iter()
        .zip(&out_avals)
        .enumerate()
        .map(|(i, (x, aval))| constrain(em, state, x, aval, s.outs.get(i).and_then(Option::as_ref)))
        .collect()
}

/// Whether the equation being lowered is inside a `shard_map` body.
pub(super) fn in_shard_map(state: &State) -> bool {
    !state.cf.mesh.stack.is_empty()
}

/// JAX's `_callback_op_sharding` inside `shard_map`: each result replicated on the module's
/// `sdy.mesh @empty_mesh` (`<@empty_mesh, [{}, {}]>` for a rank-2 result; one `[]` entry where
/// there is no result; an ordered callback's token first).
pub(super) fn empty_mesh_sharding<'c>(
    state: &mut State,
    context: &'c Context,
    outs: &[Aval],
    token: bool,
) -> Attribute<'c> {
    state.cf.mesh.empty_mesh = true;
    let entry = |rank: usize| format!("<@empty_mesh, [{}]>", vec!["{}"; rank].join(", "));
    let mut items: Vec<String> = Vec::new();
    if token && !outs.is_empty() {
        items.push(entry(0));
    }
    items.extend(outs.iter().map(|a| entry(a.rank())));
    if items.is_empty() {
        items.push(entry(0));
    }
    opaque_attr(
        context,
        "sdy",
        &format!("sharding_per_value<[{}]>", items.join(", ")),
    )
}
