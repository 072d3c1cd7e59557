//! The crate's errors: [`LowerError`], and the custom_call rule violations it carries
//! ([`CustomCallError`], checked in [`crate::custom_call`]). Both live here, apart from the code
//! that raises them, so that every module can use them without a cycle.

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
    /// JAX's own error for a Python callback (`pure_callback`, `io_callback`, `debug_callback`,
    /// `debug_print`) it cannot lower, with minihlo's explanation after it.
    #[error("{message}")]
    PythonCallback { message: String },
    /// The exception a JAX lowering rule raises as its whole lowering (`unreachable`'s
    /// `exc_type(message)`): its message, as JAX's `str()` of it.
    #[error("{message}")]
    JaxRaises { message: String },
    /// A name that is not a lowering platform (`gpu`, an empty name).
    #[error("{0}")]
    Platform(#[from] PlatformError),
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

/// A violated custom_call rule. The messages name the rule of `stablehlo-rules.md`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CustomCallError {
    /// What the StableHLO verifier says of an alias that JAX lets through (a negative index),
    /// as JAX reports it, then minihlo's explanation.
    #[error("Cannot lower jaxpr with verifier errors: 'stablehlo.custom_call' op {verifier}\n{explanation}")]
    AliasVerifier {
        target: String,
        verifier: String,
        explanation: String,
    },
    #[error("custom_call: call_target_name must be a non-empty string (rule 1)")]
    MissingTarget,
    #[error("custom_call `{target}`: api_version must be an i32 (signless) integer in 0..=4, found {found} (rule 2)")]
    ApiVersion { target: String, found: String },
    #[error(
        "custom_call `{target}`: has_side_effect must be a bool attribute, found {found} (rule 3)"
    )]
    HasSideEffect { target: String, found: String },
    #[error("custom_call `{target}`: api_version {api_version} needs backend_config to be {expected}, found {found} (rule 4)")]
    BackendConfig {
        target: String,
        api_version: i64,
        expected: &'static str,
        found: String,
    },
    #[error(
        "custom_call `{target}`: the FFI attribute `index` must be `ui64`, found {found} (rule 5)"
    )]
    IndexType { target: String, found: String },
    #[error("custom_call `{target}`: {problem} (rule 6)")]
    Layouts { target: String, problem: String },
    #[error("custom_call `{target}`: malformed output_operand_alias `{found}`: needs output_tuple_indices, operand_index and operand_tuple_indices in that order (rule 7)")]
    AliasMalformed { target: String, found: String },
    #[error("custom_call `{target}`: alias ({input}, {output}) has operand_index {input} outside the range [0, {operands}) (rule 8)")]
    AliasOperandOutOfRange {
        target: String,
        input: i64,
        output: i64,
        operands: usize,
    },
    #[error("custom_call `{target}`: alias ({input}, {output}) has output index {output} outside the range [0, {results}) (rule 9)")]
    AliasOutputOutOfRange {
        target: String,
        input: i64,
        output: i64,
        results: usize,
    },
    #[error("custom_call `{target}`: with {results} result(s), output_tuple_indices must be {expected}, found {found} (rule 9)")]
    AliasTupleIndices {
        target: String,
        results: usize,
        expected: String,
        found: String,
    },
    #[error("custom_call `{target}`: alias ({input}, {output}) joins operand type {operand} and result type {result}; they must be identical (rule 10)")]
    AliasTypeMismatch {
        target: String,
        input: i64,
        output: i64,
        operand: String,
        result: String,
    },
    #[error("custom_call `{target}`: {what} {index} is aliased more than once (rule 10)")]
    AliasDuplicate {
        target: String,
        what: &'static str,
        index: i64,
    },
    #[error("custom_call `{target}`: aliases on a custom_call with zero results crash the StableHLO verifier (rule 11)")]
    AliasesWithoutResults { target: String },
    #[error("custom_call `{target}`: zero results and has_side_effect = false: MLIR and XLA may remove it; mark it has_side_effect = true (rule 12)")]
    PureWithoutResults { target: String },
    #[error("custom_call `{target}`: host-callback index {index} is at or past the {host_callbacks} host callback(s) given to the compiler (rule 13)")]
    IndexOutOfTable {
        target: String,
        index: u64,
        host_callbacks: usize,
    },
    #[error("custom_call `{target}`: operand {index} has type {found}, but the description says {expected}")]
    OperandType {
        target: String,
        index: usize,
        expected: String,
        found: String,
    },
    #[error("custom_call `{target}`: {expected} operand value(s) described, {found} given")]
    OperandCount {
        target: String,
        expected: usize,
        found: usize,
    },
    #[error("custom_call `{target}`: missing the `{name}` attribute")]
    MissingAttribute { target: String, name: &'static str },
}

/// The platforms minihlo knows by name (any other name lowers too, as in JAX). Here, beside
/// [`PlatformError`], whose messages list them; `platform` re-exports both.
pub const KNOWN_PLATFORMS: [&str; 5] = ["cpu", "cuda", "rocm", "tpu", "oneapi"];

/// A name that is not a lowering platform (a usage error, not JAX's).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlatformError {
    #[error("`gpu` is not a lowering platform (JAX resolves it to cuda or rocm from the backends it finds): choose cuda or rocm; known platforms: {}", KNOWN_PLATFORMS.join(", "))]
    Gpu,
    #[error("{name:?} is not a platform name; known platforms: {} (or any other name, such as a PJRT plugin's)", KNOWN_PLATFORMS.join(", "))]
    NotAName { name: String },
}
