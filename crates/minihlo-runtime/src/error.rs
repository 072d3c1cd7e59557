//! The runtime's errors.

use std::path::PathBuf;

/// The command that installs the plugin where the runtime looks for it by default.
pub const INSTALL_COMMAND: &str = "scripts/pjrt-plugin";

/// Why loading, compiling or running failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// No plugin at the default place (and none named by the API or `MINIHLO_PJRT_PLUGIN`).
    #[error(
        "no PJRT plugin found (looked for {}); install it with `{INSTALL_COMMAND}` from the \
         minihlo checkout, or set MINIHLO_PJRT_PLUGIN to a pjrt_c_api_cpu_plugin.so",
        .looked.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", ")
    )]
    PluginMissing { looked: Vec<PathBuf> },
    /// The library could not be loaded, or is not a PJRT plugin this crate can drive.
    #[error("cannot use PJRT plugin {path}: {message}")]
    Plugin { path: PathBuf, message: String },
    /// A PJRT call failed (the plugin's message).
    #[error("{what}: {message}")]
    Pjrt { what: &'static str, message: String },
    /// An input does not fit the call (count, dtype, shape, bytes).
    #[error("{0}")]
    Input(String),
    /// A callback table entry has no closure bound, or a binding names no entry.
    #[error("{0}")]
    Binding(String),
    /// A sharding the runtime cannot place inputs or assemble results by.
    #[error("{0}")]
    Sharding(String),
    /// A host callback failed, panicked, or was called in a way the table does not allow.
    #[error("host callback {name} (index {index}) failed: {message}")]
    Callback {
        index: u64,
        name: String,
        message: String,
    },
}
