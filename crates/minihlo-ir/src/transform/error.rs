//! Why a program could not be batched.

use std::fmt;

/// Why [`crate::transform::vmap`] refused. The message is JAX's own where JAX refuses the same
/// program (its `ValueError` / `NotImplementedError` text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VmapError {
    /// The in_axes / out_axes / axis_size do not fit the program (JAX's `vmap` messages).
    Spec(String),
    /// JAX's batching rule refuses this equation (its message).
    Refused {
        primitive: &'static str,
        message: String,
    },
    /// minihlo has no batching rule for this primitive (or this case of it) yet.
    Unsupported {
        primitive: &'static str,
        what: String,
    },
    /// A batching rule built an equation the shape rules refuse: a bug in minihlo.
    Internal {
        primitive: &'static str,
        message: String,
    },
}

impl fmt::Display for VmapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VmapError::Spec(m) => f.write_str(m),
            VmapError::Refused { message, .. } => f.write_str(message),
            VmapError::Unsupported { primitive, what } if what.is_empty() => write!(
                f,
                "vmap: minihlo has no batching rule for `{primitive}` yet (docs/vmap.md lists \
                 what it batches)"
            ),
            VmapError::Unsupported { primitive, what } => write!(
                f,
                "vmap: minihlo cannot batch `{primitive}` {what} yet (docs/vmap.md lists what it \
                 batches)"
            ),
            VmapError::Internal { primitive, message } => write!(
                f,
                "vmap: internal error: the batching rule of `{primitive}` built an ill-typed \
                 equation: {message}"
            ),
        }
    }
}

impl std::error::Error for VmapError {}

impl VmapError {
    pub(crate) fn refused(primitive: &'static str, message: impl Into<String>) -> VmapError {
        VmapError::Refused {
            primitive,
            message: message.into(),
        }
    }
    pub(crate) fn unsupported(primitive: &'static str, what: impl Into<String>) -> VmapError {
        VmapError::Unsupported {
            primitive,
            what: what.into(),
        }
    }
}
