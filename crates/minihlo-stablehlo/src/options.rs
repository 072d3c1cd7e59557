//! How to lower: [`LowerOptions`] and the forms of the module to produce ([`Emit`]).

use crate::custom_call::FfiForm;

/// How to lower.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerOptions {
    /// The module is named `jit_<module_name>`, as JAX names it after the jitted function.
    pub module_name: String,
    /// Lowering platforms (`cpu`, `cuda`, `rocm`, `tpu`, `oneapi`); default `["cpu"]`.
    pub platforms: Vec<String>,
    /// How buffer_callback's custom_call carries its index; default [`FfiForm::Typed`].
    pub ffi_form: FfiForm,
    /// Which forms of the module [`Lowered`](crate::Lowered) holds; default both.
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
            platforms: vec!["cpu".into()],
            ffi_form: FfiForm::Typed,
            emit: Emit::Both,
            x64: None,
        }
    }
}

/// Which forms of the module to produce. Each costs about a tenth of a large compile, so a caller
/// that needs one asks for one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Emit {
    /// MLIR text only; [`Lowered::bytecode`](crate::Lowered::bytecode) is empty.
    Text,
    /// MLIR bytecode only; [`Lowered::text`](crate::Lowered::text) is empty.
    Bytecode,
    #[default]
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
