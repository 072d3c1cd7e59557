//! Lowering platforms, and the buffer_callback platform table as `jax/_src/buffer_callback.py`
//! has it.
//!
//! JAX lowers for any platform name (`jax.jit(f).trace(x).lower(lowering_platforms=("metal",))`):
//! a program without a buffer_callback lowers as for any other platform, and a buffer_callback
//! for a platform without a target is `` `buffer_callback` not supported on metal backend. ``, the
//! name spelled as given (`METAL` stays `METAL`). [`Platform`] names the platforms with a
//! buffer_callback target, and tpu, and keeps every other name in [`Platform::Other`].

use std::fmt;
use std::str::FromStr;

use crate::error::LowerError;
pub use crate::error::{PlatformError, KNOWN_PLATFORMS};

/// A lowering platform. A typo in Rust code is a compile error (`Platform::Cdua` does not exist);
/// any other name (a PJRT plugin's, `metal`) is [`Platform::Other`], as JAX lowers for any name.
///
/// ```
/// use minihlo_stablehlo::Platform;
///
/// assert_eq!(Platform::from("cuda"), Platform::Cuda);
/// assert_eq!(Platform::from("METAL"), Platform::Other("METAL".into()));
/// assert_eq!(Platform::Other("METAL".into()).to_string(), "METAL");
/// assert!("gpu".parse::<Platform>().is_err()); // cuda or rocm: JAX resolves it from its backends
/// ```
///
/// A misspelt platform does not compile:
///
/// ```compile_fail
/// let p = minihlo_stablehlo::Platform::Cdua;
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub enum Platform {
    Cpu,
    Cuda,
    Rocm,
    Tpu,
    Oneapi,
    /// Any other name, kept as given (case included): `metal`, `neuron`, a plugin's name. Built
    /// by [`Platform::from`], it never holds one of the names above.
    Other(String),
}

impl Platform {
    /// The name, as JAX spells it in `lowering_platforms`.
    pub fn as_str(&self) -> &str {
        match self {
            Platform::Cpu => "cpu",
            Platform::Cuda => "cuda",
            Platform::Rocm => "rocm",
            Platform::Tpu => "tpu",
            Platform::Oneapi => "oneapi",
            Platform::Other(name) => name,
        }
    }

    /// Whether a lowering can use this name: `gpu` is not a lowering platform (JAX resolves it
    /// to cuda or rocm from the backends it finds), and a name must not be empty or whitespace.
    pub fn check(&self) -> Result<(), PlatformError> {
        let name = self.as_str();
        if name == "gpu" {
            Err(PlatformError::Gpu)
        } else if name.trim().is_empty() || name.chars().any(char::is_control) {
            Err(PlatformError::NotAName {
                name: name.to_string(),
            })
        } else {
            Ok(())
        }
    }
}

impl From<&str> for Platform {
    fn from(name: &str) -> Platform {
        match name {
            "cpu" => Platform::Cpu,
            "cuda" => Platform::Cuda,
            "rocm" => Platform::Rocm,
            "tpu" => Platform::Tpu,
            "oneapi" => Platform::Oneapi,
            other => Platform::Other(other.to_string()),
        }
    }
}

impl From<String> for Platform {
    fn from(name: String) -> Platform {
        Platform::from(name.as_str())
    }
}

impl From<&String> for Platform {
    fn from(name: &String) -> Platform {
        Platform::from(name.as_str())
    }
}

/// Parses a name as the command line does: [`Platform::from`], refusing what
/// [`Platform::check`] refuses.
impl FromStr for Platform {
    type Err = PlatformError;
    fn from_str(name: &str) -> Result<Platform, PlatformError> {
        let p = Platform::from(name);
        p.check()?;
        Ok(p)
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Debug is the quoted name (`"cpu"`), so a platform list prints as `["cpu", "cuda"]`.
impl fmt::Debug for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq<str> for Platform {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Platform {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// Checks a lowering platform list: at least one entry, each a platform name
/// ([`Platform::check`]). Names minihlo does not know are accepted, as JAX accepts them.
pub fn check_platforms(platforms: &[Platform]) -> Result<(), LowerError> {
    if platforms.is_empty() {
        return Err(LowerError::NoPlatform);
    }
    for p in platforms {
        p.check()?;
    }
    Ok(())
}

/// The FFI target of a buffer_callback lowered for `platforms`: `cpu` →
/// `xla_buffer_python_cpu_callback`; `cuda`, `rocm`, `oneapi` → `xla_buffer_python_gpu_callback`,
/// with `_cmd_buffer` appended when `command_buffer_compatible` (never on cpu). Errors with JAX's
/// messages: several platforms → `multi-platform lowering for buffer_callback`; any other
/// platform (tpu, metal, a plugin's name) → `` `buffer_callback` not supported on {platform} backend. ``
pub fn buffer_callback_target(
    platforms: &[Platform],
    command_buffer_compatible: bool,
) -> Result<String, LowerError> {
    let platform = match platforms {
        [] => return Err(LowerError::NoPlatform),
        [p] => p.as_str(),
        _ => return Err(LowerError::MultiPlatform),
    };
    let base = match platform {
        "cpu" => "xla_buffer_python_cpu_callback",
        "cuda" | "rocm" | "oneapi" => "xla_buffer_python_gpu_callback",
        other => {
            return Err(LowerError::UnsupportedPlatform {
                platform: other.to_string(),
            })
        }
    };
    if command_buffer_compatible && platform != "cpu" {
        Ok(format!("{base}_cmd_buffer"))
    } else {
        Ok(base.to_string())
    }
}
