//! The buffer_callback platform table, as `jax/_src/buffer_callback.py` has it.

use crate::error::LowerError;

/// The platforms minihlo lowers for.
pub const KNOWN_PLATFORMS: [&str; 5] = ["cpu", "cuda", "rocm", "tpu", "oneapi"];

/// Checks a lowering platform list: at least one entry, each a known platform.
pub fn check_platforms(platforms: &[String]) -> Result<(), LowerError> {
    if platforms.is_empty() {
        return Err(LowerError::NoPlatform);
    }
    for p in platforms {
        if !KNOWN_PLATFORMS.contains(&p.as_str()) {
            return Err(LowerError::UnknownPlatform {
                platform: p.clone(),
            });
        }
    }
    Ok(())
}

/// The FFI target of a buffer_callback lowered for `platforms`: `cpu` →
/// `xla_buffer_python_cpu_callback`; `cuda`, `rocm`, `oneapi` → `xla_buffer_python_gpu_callback`,
/// with `_cmd_buffer` appended when `command_buffer_compatible` (never on cpu). Errors with JAX's
/// messages: several platforms → `multi-platform lowering for buffer_callback`; another platform
/// → `` `buffer_callback` not supported on {platform} backend. ``
pub fn buffer_callback_target(
    platforms: &[String],
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
