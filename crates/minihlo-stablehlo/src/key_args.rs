//! PRNG key arrays at `@main`'s boundary, as JAX's `replicate_trailing_dims` lowers them: every
//! key-typed argument and result goes through an `sdy.sharding_constraint` on the module's
//! `sdy.mesh @empty_mesh`, open (`{?}`) on the key array's own dimensions and replicated (`{}`)
//! on the trailing key dimension.

use melior::ir::operation::OperationBuilder;
use melior::ir::{Identifier, Location, Operation, Value};
use melior::Context;
use minihlo_ir::Aval;

use crate::attrs::{array_attr, dict_attr, opaque_attr, string_attr};
use crate::emit::Emitter;
use crate::error::LowerError;
use crate::op::stablehlo;

/// Whether a main with these inputs and outputs declares the empty mesh (it has a key).
pub(crate) fn needs_mesh(ins: &[Aval], outs: &[Aval]) -> bool {
    ins.iter().chain(outs).any(|a| a.dtype.is_key())
}

/// `sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}`.
pub(crate) fn empty_mesh(context: &Context) -> Result<Operation<'_>, LowerError> {
    let attrs = [
        ("mesh", opaque_attr(context, "sdy", "mesh<[]>")),
        ("sym_name", string_attr(context, "empty_mesh")),
        (
            stablehlo::MESH,
            dict_attr(context, &[("axes", array_attr(context, &[]))]),
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

/// `x` unchanged unless `aval` is a key array; then `sdy.sharding_constraint x <@empty_mesh,
/// [{?}, ..., {}]>`.
pub(crate) fn constrain<'c, 'a>(
    em: &Emitter<'c, 'a>,
    x: Value<'c, 'a>,
    aval: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let Some(imp) = aval.dtype.key_impl() else {
        return Ok(x);
    };
    let dims: Vec<&str> = std::iter::repeat_n("{?}", aval.rank())
        .chain(std::iter::repeat_n("{}", imp.key_shape().len()))
        .collect();
    let sharding = opaque_attr(
        em.context,
        "sdy",
        &format!("sharding<@empty_mesh, [{}]>", dims.join(", ")),
    );
    em.one(
        "sdy.sharding_constraint",
        &[x],
        em.ty(aval)?,
        &[("sharding", sharding)],
    )
}
