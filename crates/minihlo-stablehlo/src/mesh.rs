//! The meshes of a module with `shard_map`s: which mesh, whether a collective names it, the
//! `shard_map`s being lowered ([`MeshState`], in the lowering's state), and what the module gets
//! for them at the end ([`finish_module`]: `sdy.mesh` symbols, `mhlo.num_partitions`).

use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationMutLike};
use melior::ir::{Attribute, Identifier, Location, Operation};
use melior::Context;
use minihlo_ir::sharding::Mesh;

use crate::attrs::{array_attr, dict_attr, i32_attr, i64_attr, opaque_attr, string_attr};
use crate::error::LowerError;

/// The meshes of one module: the one its `shard_map`s run on, whether a collective named the
/// second symbol, and the `shard_map`s being lowered (innermost last).
#[derive(Default)]
pub(crate) struct MeshState {
    pub(crate) module_mesh: Option<Mesh>,
    pub(crate) collectives: bool,
    pub(crate) stack: Vec<Mesh>,
    /// A callback inside `shard_map` names JAX's `sdy.mesh @empty_mesh = <[]>`.
    pub(crate) empty_mesh: bool,
}

/// `sdy.mesh @mesh = <["x"=2, "y"=4]>` (and `@mesh_0` where collectives name it), first in the
/// module, and `mhlo.num_partitions`: what the module's meshes need.
pub(crate) fn finish_module(
    context: &Context,
    module: &mut melior::ir::Module,
    state: &MeshState,
) -> Result<(), LowerError> {
    let Some(mesh) = &state.module_mesh else {
        return Ok(());
    };
    let partitions = i32::try_from(mesh.size())
        .map_err(|_| unsupported_msg("shard_map", "a mesh of more than 2^31 devices"))?;
    let mut op = module.as_operation_mut();
    op.set_attribute("mhlo.num_partitions", i32_attr(context, partitions));
    let mut names = vec!["mesh"];
    if state.collectives {
        names.push("mesh_0");
    }
    let n = names.len();
    for (i, name) in names.into_iter().enumerate() {
        let op = mesh_op(context, mesh, name)?;
        module.body().insert_operation(i, op);
    }
    if state.empty_mesh {
        let empty = Mesh {
            axes: vec![],
            axis_types: vec![],
            text: String::new(),
        };
        module
            .body()
            .insert_operation(n, mesh_op(context, &empty, "empty_mesh")?);
    }
    Ok(())
}

fn unsupported_msg(prim: &str, reason: impl Into<String>) -> LowerError {
    LowerError::Unsupported {
        primitive: prim.into(),
        reason: reason.into(),
    }
}

fn mesh_op<'c>(context: &'c Context, mesh: &Mesh, name: &str) -> Result<Operation<'c>, LowerError> {
    let sdy_axes: Vec<String> = mesh
        .axes
        .iter()
        .map(|(n, s)| format!("\"{n}\"={s}"))
        .collect();
    let axes: Vec<Attribute> = mesh
        .axes
        .iter()
        .map(|(n, s)| {
            dict_attr(
                context,
                &[
                    ("name", string_attr(context, n)),
                    ("size", i64_attr(context, *s as i64)),
                ],
            )
        })
        .collect();
    let attrs = [
        (
            "mesh",
            opaque_attr(context, "sdy", &format!("mesh<[{}]>", sdy_axes.join(", "))),
        ),
        ("sym_name", string_attr(context, name)),
        (
            "stablehlo.mesh",
            dict_attr(context, &[("axes", array_attr(context, &axes))]),
        ),
    ];
    let attrs: Vec<_> = attrs
        .iter()
        .map(|(n, a)| (Identifier::new(context, n), *a))
        .collect();
    OperationBuilder::new("sdy.mesh", Location::unknown(context))
        .add_attributes(&attrs)
        .build()
        .map_err(|e| LowerError::Mlir {
            stage: "building sdy.mesh".into(),
            diagnostics: vec![e.to_string()],
        })
}
