//! `platform_index[platforms=(('mosaic',), None)]` and `cond`'s `branches_platforms`, as
//! `jax._src.lax.control_flow.platform_dependent` prints them ([`minihlo_ir::platform_index`]).

use minihlo_ir::platform_index::{BranchesPlatforms, PlatformIndex};
use minihlo_ir::Primitive;

use super::{Read, ReadCx};
use crate::ast::{Value, ValueKind};
use crate::params::R;

/// A tuple with, per branch, a tuple of platform names or `None`.
pub(crate) fn branches_platforms(v: &Value) -> Result<BranchesPlatforms, String> {
    let expected = || "a tuple of platform-name tuples or `None`, such as `(('mosaic',), None)`";
    let ValueKind::Tuple(items) = &v.kind else {
        return Err(expected().into());
    };
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        match &item.kind {
            ValueKind::None => out.push(None),
            ValueKind::Tuple(names) => {
                let names = names
                    .iter()
                    .map(|n| match &n.kind {
                        ValueKind::Str(s) => Ok(s.clone()),
                        _ => Err(expected().to_string()),
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                out.push(Some(names));
            }
            _ => return Err(expected().into()),
        }
    }
    Ok(BranchesPlatforms(out))
}

impl Read for PlatformIndex {
    /// `platform_index[platforms=...]`.
    fn read(cx: &mut ReadCx) -> R<Primitive> {
        Ok(Primitive::PlatformIndex(Box::new(PlatformIndex {
            platforms: cx.p.required("platforms", branches_platforms)?,
        })))
    }
}
