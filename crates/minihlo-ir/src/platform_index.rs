//! `platform_index` and `cond`'s `branches_platforms` (JAX's `platform_dependent`, which
//! `jnp.diagonal` uses, and through it `jnp.linalg.det` and `slogdet`): a `cond` whose branch is
//! chosen by the lowering platform.
//!
//! ```text
//! k:i32[] = platform_index[platforms=(('mosaic',), None)]
//! p:f32[3] = cond[branches=(...) branches_platforms=(('mosaic',), None)] k u o
//! ```
//!
//! Each entry names the platforms of one branch; `None` is the default branch (the last).

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple_of;
use crate::rule_helpers::{arity, Rule};
use crate::types::{Aval, DType};

/// `platforms` of `platform_index`, `branches_platforms` of `cond`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BranchesPlatforms(pub Vec<Option<Vec<String>>>);

impl BranchesPlatforms {
    /// As JAX prints it: `(('mosaic',), None)`.
    pub fn text(&self) -> String {
        py_tuple_of(self.0.iter().map(|b| match b {
            None => "None".to_string(),
            Some(ps) => py_tuple_of(ps.iter().map(|p| format!("'{p}'"))),
        }))
    }

    /// The branch `_cond_lowering` keeps for `platform`: the first that names it or is the
    /// default.
    pub fn branch_for(&self, platform: &str) -> Option<usize> {
        self.0.iter().position(|b| match b {
            None => true,
            Some(ps) => ps.iter().any(|p| p == platform),
        })
    }

    /// The index `platform_index` lowers to on `platform` (`_platform_index_lowering`: a
    /// platform named by a branch, the last such, else the default branch).
    pub fn index_for(&self, platform: &str) -> Option<usize> {
        let named = self.0.iter().rposition(|b| {
            b.as_ref()
                .is_some_and(|ps| ps.iter().any(|p| p == platform))
        });
        named.or_else(|| self.0.iter().rposition(Option::is_none))
    }
}

/// `platform_index[platforms=...]`: the index of the branch for the lowering platform, an
/// `int32[]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlatformIndex {
    pub platforms: BranchesPlatforms,
}

impl PrimitiveDef for PlatformIndex {
    const NAMES: &'static [&'static str] = &["platform_index"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![("platforms", self.platforms.text())])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [] = arity(inputs)?;
        Ok(vec![Aval::scalar(DType::I32)])
    }
}
