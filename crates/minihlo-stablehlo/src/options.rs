//! How to lower: [`LowerOptions`] and the forms of the module to produce ([`Emit`]).

use crate::custom_call::FfiForm;
use crate::platform::Platform;

/// How to lower.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerOptions {
    /// The name of the jitted function: the module is named as JAX names it,
    /// `jit_<module_name>` sanitised ([`crate::module::jax_module_name`]). Default `main`.
    pub module_name: String,
    /// Lowering platforms (any name, as in JAX: see [`Platform`]); default `[Platform::Cpu]`.
    pub platforms: Vec<Platform>,
    /// How buffer_callback's custom_call carries its index; default [`FfiForm::Typed`].
    pub ffi_form: FfiForm,
    /// Which forms of the module [`Lowered`](crate::Lowered) holds; default [`Emit::Text`].
    pub emit: Emit,
    /// Whether the program was traced with `jax_enable_x64`: the indices JAX makes up while
    /// lowering (the platform index, scan's counter) are then `i64`. `None` (the default): inferred,
    /// x64 when the program has any 64-bit value (jaxpr text does not record the flag).
    pub x64: Option<bool>,
}

impl Default for LowerOptions {
    fn default() -> Self {
        LowerOptions {
            module_name: "main".into(),
            platforms: vec![Platform::Cpu],
            ffi_form: FfiForm::Typed,
            emit: Emit::Text,
            x64: None,
        }
    }
}

/// Which forms of the module to produce. Each costs about a tenth of a large compile, so a caller
/// that needs one asks for one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Emit {
    /// MLIR text only (the default); [`Lowered::bytecode`](crate::Lowered::bytecode) is
    /// empty. The command line's `--emit text`.
    #[default]
    Text,
    /// MLIR bytecode only; [`Lowered::text`](crate::Lowered::text) is empty. `--emit bytecode`.
    Bytecode,
    /// Both forms.
    Both,
}

impl Emit {
    pub fn text(self) -> bool {
        matches!(self, Emit::Text | Emit::Both)
    }
    pub fn bytecode(self) -> bool {
        matches!(self, Emit::Bytecode | Emit::Both)
    }
}
