//! `shard_map` and its collectives as JAX 0.12 prints them: meshes (`Mesh('x': 2, 'y': 4,
//! axis_types=(Auto, Auto))`), partition specs (`P('x', None)`, `P(('x', 'y'),)`), axis names
//! (`('x',)` or a bare `y`), `frozenset({'x'})`, `ppermute`'s `perm`.

use minihlo_ir::collectives::{Collective, CollectiveKind, ReduceKind};
use minihlo_ir::sharding::{
    JitShardings, Mesh, NamedSharding, ShardMap, ShardingConstraint, Spec, SpecDim,
};
use minihlo_ir::Primitive;

use super::{Read, ReadCx};
use crate::ast::{Value, ValueKind};
use crate::params::{bool_of, dim_of_value, seq, usize_of, R};

impl Read for ShardMap {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let jaxpr = cx.jaxpr("jaxpr")?;
        let mesh = raw(cx, "mesh", mesh_of)?;
        let (in_specs, in_specs_text) = raw(cx, "in_specs", specs_of)?;
        let (out_specs, out_specs_text) = raw(cx, "out_specs", specs_of)?;
        let (manual, manual_axes_text) = raw(cx, "newly_manual_axes", axis_set_of)?;
        let manual_axes = mesh
            .0
            .axes
            .iter()
            .map(|(n, _)| n.clone())
            .filter(|n| manual.contains(n))
            .collect();
        Ok(Primitive::ShardMap(Box::new(ShardMap {
            jaxpr,
            mesh: Mesh {
                text: mesh.1,
                ..mesh.0
            },
            in_specs,
            out_specs,
            check_vma: cx.p.required("check_vma", bool_of)?,
            manual_axes,
            in_specs_text,
            out_specs_text,
            manual_axes_text,
        })))
    }
}

impl Read for Collective {
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        let name = cx.name;
        let axes_param = match name {
            "psum" | "psum_invariant" | "pmax" | "pmin" | "pvary" => "axes",
            _ => "axis_name",
        };
        let (axes, axes_text) = raw(cx, axes_param, axes_of)?;
        if !matches!(name, "psum_invariant" | "pvary") {
            cx.p.none_only("axis_index_groups", "axis_index_groups")?;
        }
        let kind = match name {
            "psum" | "psum_invariant" | "pmax" | "pmin" => CollectiveKind::AllReduce {
                op: match name {
                    "pmax" => ReduceKind::Max,
                    "pmin" => ReduceKind::Min,
                    _ => ReduceKind::Sum,
                },
                invariant: name == "psum_invariant",
            },
            "all_gather" => CollectiveKind::AllGather {
                dimension: cx.p.required("all_gather_dimension", usize_of)?,
                axis_size: cx.p.required("axis_size", dim_of_value)?,
                tiled: cx.p.required("tiled", bool_of)?,
            },
            "reduce_scatter" => CollectiveKind::ReduceScatter {
                dimension: cx.p.required("scatter_dimension", usize_of)?,
                axis_size: cx.p.required("axis_size", dim_of_value)?,
                tiled: cx.p.required("tiled", bool_of)?,
            },
            "all_to_all" => all_to_all(cx)?,
            "ppermute" => CollectiveKind::Ppermute {
                perm: cx.p.required("perm", perm_of)?,
            },
            "axis_index" => CollectiveKind::AxisIndex,
            _ => CollectiveKind::Pvary,
        };
        Ok(Primitive::Collective(Box::new(Collective {
            kind,
            axes,
            axes_text,
        })))
    }
}

/// `all_to_all`: its result shape (which the operand's and the number of shards give, and the
/// type rule checks) is the equation's.
fn all_to_all(cx: &mut ReadCx) -> R<CollectiveKind> {
    Ok(CollectiveKind::AllToAll {
        split_axis: cx.p.required("split_axis", usize_of)?,
        concat_axis: cx.p.required("concat_axis", usize_of)?,
        tiled: cx.p.required("tiled", bool_of)?,
        result_dims: cx.one_output()?.shape.dims().to_vec(),
    })
}

/// A param read both ways: its value converted and its text as written.
fn raw<T>(
    cx: &mut ReadCx,
    name: &str,
    conv: impl Fn(&Value) -> Result<T, String>,
) -> R<(T, String)> {
    let param = cx.p.take_required(name)?;
    let text = cx.p.text(param.value.span).to_string();
    let value = conv(&param.value).map_err(|e| cx.p.invalid(name, &param.value, e))?;
    Ok((value, text))
}

fn str_of(v: &Value) -> Option<String> {
    match &v.kind {
        ValueKind::Str(s) | ValueKind::Ident(s) => Some(s.clone()),
        _ => None,
    }
}

/// `('x', 'y')`, `('x',)` or a bare `y`.
fn axes_of(v: &Value) -> Result<Vec<String>, String> {
    const EXPECTED: &str = "mesh axis names: `('x',)`, `('x', 'y')` or `x`";
    if let Some(s) = str_of(v) {
        return Ok(vec![s]);
    }
    let items = seq(v).ok_or(EXPECTED)?;
    items
        .iter()
        .map(|i| str_of(i).ok_or_else(|| EXPECTED.to_string()))
        .collect()
}

/// `frozenset({'x', 'y'})` or `frozenset({})`.
fn axis_set_of(v: &Value) -> Result<Vec<String>, String> {
    const EXPECTED: &str = "a frozenset of mesh axis names";
    let ValueKind::Call { name, args } = &v.kind else {
        return Err(EXPECTED.into());
    };
    match (name.as_str(), args.as_slice()) {
        ("frozenset", []) => Ok(vec![]),
        ("frozenset", [a]) => match &a.value.kind {
            ValueKind::Set(items) => items
                .iter()
                .map(|i| str_of(i).ok_or_else(|| EXPECTED.to_string()))
                .collect(),
            ValueKind::Dict(d) if d.is_empty() => Ok(vec![]),
            _ => Err(EXPECTED.into()),
        },
        _ => Err(EXPECTED.into()),
    }
}

/// `Mesh('x': 2, 'y': 4, axis_types=(Auto, Auto))`.
fn mesh_of(v: &Value) -> Result<Mesh, String> {
    const EXPECTED: &str = "a mesh such as `Mesh('x': 8, axis_types=(Auto,))`";
    let ValueKind::Call { name, args } = &v.kind else {
        return Err(EXPECTED.into());
    };
    if name != "Mesh" {
        return Err(EXPECTED.into());
    }
    let mut mesh = Mesh {
        axes: Vec::new(),
        axis_types: Vec::new(),
        text: String::new(),
    };
    for a in args {
        match (&a.keyword, &a.value.kind) {
            (None, ValueKind::Dict(d)) if d.len() == 1 => {
                let axis = str_of(&d[0].0).ok_or(EXPECTED)?;
                let size = dim_of_value(&d[0].1)?;
                mesh.axes.push((axis, size));
            }
            (Some(k), _) if k.text == "axis_types" => {
                mesh.axis_types = seq(&a.value)
                    .ok_or(EXPECTED)?
                    .iter()
                    .map(|t| str_of(t).ok_or_else(|| EXPECTED.to_string()))
                    .collect::<Result<_, _>>()?;
            }
            _ => {
                return Err(format!(
                    "{EXPECTED} (device_ids and other arguments are not supported)"
                ))
            }
        }
    }
    if mesh.axis_types.iter().any(|t| t != "Auto") {
        return Err(
            "a mesh whose axes are all Auto (Explicit and Manual axes are not supported yet)"
                .into(),
        );
    }
    Ok(mesh)
}

/// `(P('x',), P())`: one spec per operand or result.
fn specs_of(v: &Value) -> Result<Vec<Spec>, String> {
    seq(v)
        .ok_or("a tuple of partition specs `(P('x',),)`")?
        .iter()
        .map(spec_of)
        .collect()
}

/// `P('x', None)`, `P(('x', 'y'),)`, `P(UNCONSTRAINED, 'x')`.
pub(crate) fn spec_of(v: &Value) -> Result<Spec, String> {
    const EXPECTED: &str = "a partition spec such as `P('x', None)`";
    let ValueKind::Call { name, args } = &v.kind else {
        return Err(EXPECTED.into());
    };
    if name != "P" || args.iter().any(|a| a.keyword.is_some()) {
        return Err(EXPECTED.into());
    }
    let dims = args
        .iter()
        .map(|a| match &a.value.kind {
            ValueKind::None => Ok(SpecDim::Replicated),
            ValueKind::Ident(s) if s == "UNCONSTRAINED" => Ok(SpecDim::Unconstrained),
            ValueKind::Str(s) => Ok(SpecDim::Axes(vec![s.clone()])),
            ValueKind::Tuple(_) => axes_of(&a.value).map(SpecDim::Axes),
            _ => Err(EXPECTED.to_string()),
        })
        .collect::<Result<_, _>>()?;
    Ok(Spec { dims })
}

/// `((0, 1), (1, 2))`: (source, target) pairs.
fn perm_of(v: &Value) -> Result<Vec<(u64, u64)>, String> {
    const EXPECTED: &str = "(source, target) pairs such as `((0, 1), (1, 0))`";
    seq(v)
        .ok_or(EXPECTED)?
        .iter()
        .map(|pair| match seq(pair) {
            Some([a, b]) => Ok((dim_of_value(a)?, dim_of_value(b)?)),
            _ => Err(EXPECTED.to_string()),
        })
        .collect()
}

impl Read for ShardingConstraint {
    /// `sharding_constraint[context_mesh layout sharding unconstrained_dims]`; `reshard` only
    /// without params.
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        if cx.name == "reshard" {
            return Ok(Primitive::ShardingConstraint(Box::new(
                ShardingConstraint {
                    sharding: None,
                    texts: vec![],
                },
            )));
        }
        let mut texts = Vec::new();
        let (_, context_mesh) = raw(cx, "context_mesh", |v| {
            mesh_of(v).and_then(|m| match m.axes.is_empty() {
                true => Ok(()),
                false => Err("`Mesh()` (a context mesh is not supported)".to_string()),
            })
        })?;
        texts.push(("context_mesh", context_mesh));
        cx.p.none_only("layout", "layouts")?;
        texts.push(("layout", "None".to_string()));
        let (sharding, text) = raw(cx, "sharding", named_sharding_of)?;
        texts.push(("sharding", text));
        let (_, dims) = raw(cx, "unconstrained_dims", |v| {
            let ValueKind::Call { args, .. } = &v.kind else {
                return Err("a frozenset of dimensions".to_string());
            };
            Ok(args.len())
        })?;
        texts.push(("unconstrained_dims", dims));
        Ok(Primitive::ShardingConstraint(Box::new(
            ShardingConstraint {
                sharding: Some(sharding),
                texts,
            },
        )))
    }
}

/// `in_shardings` / `out_shardings` of a `jit`, where it prints them.
pub(crate) fn jit_shardings(cx: &mut ReadCx) -> R<Option<Box<JitShardings>>> {
    let ins = cx.p.take("in_shardings").is_some();
    let outs = cx.p.take("out_shardings").is_some();
    if !ins && !outs {
        return Ok(None);
    }
    // Taken again for their values (a param may be taken more than once).
    let read = |cx: &mut ReadCx, name: &str| -> R<(Vec<Option<NamedSharding>>, String)> {
        match cx.p.take(name) {
            Some(param) => {
                let text = cx.p.text(param.value.span).to_string();
                let v = seq(&param.value)
                    .ok_or_else(|| "a tuple of shardings".to_string())
                    .and_then(|items| items.iter().map(jit_sharding_of).collect())
                    .map_err(|e| cx.p.invalid(name, &param.value, e))?;
                Ok((v, text))
            }
            None => Ok((vec![], "()".to_string())),
        }
    };
    let (ins, in_text) = read(cx, "in_shardings")?;
    let (outs, out_text) = read(cx, "out_shardings")?;
    Ok(Some(Box::new(JitShardings {
        ins,
        outs,
        in_text,
        out_text,
    })))
}

fn jit_sharding_of(v: &Value) -> Result<Option<NamedSharding>, String> {
    match &v.kind {
        ValueKind::Ident(s) if s == "UnspecifiedValue" => Ok(None),
        _ => named_sharding_of(v).map(Some),
    }
}

/// `NamedSharding(mesh=Mesh(...), spec=P(...), memory_kind=device)`.
fn named_sharding_of(v: &Value) -> Result<NamedSharding, String> {
    const EXPECTED: &str =
        "`NamedSharding(mesh=Mesh(...), spec=P(...), memory_kind=device)` or `UnspecifiedValue`";
    let ValueKind::Call { name, args } = &v.kind else {
        return Err(EXPECTED.into());
    };
    if name != "NamedSharding" {
        return Err(EXPECTED.into());
    }
    let (mut mesh, mut spec) = (None, None);
    for a in args {
        match a.keyword.as_ref().map(|k| k.text.as_str()) {
            Some("mesh") => mesh = Some(mesh_of(&a.value)?),
            Some("spec") => spec = Some(spec_of(&a.value)?),
            Some("memory_kind") if matches!(&a.value.kind, ValueKind::Ident(s) if s == "device") => {
            }
            _ => return Err(format!("{EXPECTED} (other memory kinds are not supported)")),
        }
    }
    let (Some(mut mesh), Some(spec)) = (mesh, spec) else {
        return Err(EXPECTED.into());
    };
    mesh.text = mesh.repr();
    Ok(NamedSharding { mesh, spec })
}
