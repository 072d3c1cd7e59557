//! The one error type of this crate.

use crate::custom_call::CustomCallError;

/// Why a program could not be lowered.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LowerError {
    /// JAX's `ValueError` for a platform without a buffer_callback target.
    #[error("`buffer_callback` not supported on {platform} backend.")]
    UnsupportedPlatform { platform: String },
    /// JAX's `NotImplementedError` when a module with buffer_callback is lowered for several
    /// platforms.
    #[error("multi-platform lowering for buffer_callback")]
    MultiPlatform,
    #[error("no lowering platform given; pass at least one, such as \"cpu\"")]
    NoPlatform,
    /// A name that is not a lowering platform (`gpu`, an empty name).
    #[error("{0}")]
    Platform(#[from] crate::platform::PlatformError),
    #[error("{0}")]
    CustomCall(#[from] CustomCallError),
    /// A dimension that MLIR's signed 64-bit shapes cannot hold.
    #[error("dimension {dim} of {aval} does not fit in MLIR's signed 64-bit shape")]
    DimTooLarge { aval: String, dim: u64 },
    /// The program failed minihlo's checks (every problem found).
    #[error("{0}")]
    Check(minihlo_ir::CheckErrors),
    /// A primitive or parameter this lowering does not handle.
    #[error("cannot lower `{primitive}`: {reason}")]
    Unsupported { primitive: String, reason: String },
    /// MLIR rejected what was built; `diagnostics` holds what its diagnostic handler reported.
    #[error("MLIR {stage} failed{}", fmt_diagnostics(.diagnostics))]
    Mlir {
        stage: String,
        diagnostics: Vec<String>,
    },
}

fn fmt_diagnostics(diagnostics: &[String]) -> String {
    if diagnostics.is_empty() {
        String::new()
    } else {
        format!(": {}", diagnostics.join("; "))
    }
}
