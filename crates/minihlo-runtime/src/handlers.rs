//! Which custom_call targets minihlo-runtime serves, registered with the plugin when it is
//! loaded: the host-callback targets (one dispatcher for every run's closures) and jaxlib's
//! LAPACK targets.

use crate::callback::{CallbackTarget, GpuTarget};
use crate::sys::{handler, Plugin};
use crate::{lapack, Error};

/// The custom_call target minihlo emits for cpu buffer callbacks.
const CPU_TARGET: &str = "xla_buffer_python_cpu_callback";
/// The target of JAX's Python callbacks (pure_callback, io_callback, debug_callback,
/// debug_print) on cpu: served by the same dispatcher, which passes ordered-effect tokens by.
const PYTHON_CPU_TARGETS: [&str; 2] = [
    "xla_ffi_python_cpu_callback",
    "xla_ffi_partitioned_python_cpu_callback",
];
/// The gpu targets, registered on the host too so that a module lowered for several platforms
/// (`_platform_index`) compiles for cpu: its gpu branches never run there, and if one did, its
/// handler fails the run.
const GPU_TARGETS: [&str; 4] = [
    "xla_buffer_python_gpu_callback",
    "xla_buffer_python_gpu_callback_cmd_buffer",
    "xla_ffi_python_gpu_callback",
    "xla_ffi_partitioned_python_gpu_callback",
];

/// Registers every target with a freshly loaded plugin.
pub(crate) fn register(plugin: &Plugin) -> Result<(), Error> {
    for target in std::iter::once(CPU_TARGET).chain(PYTHON_CPU_TARGETS) {
        plugin.register_handler(target, handler::<CallbackTarget>())?;
    }
    for target in GPU_TARGETS {
        plugin.register_handler(target, handler::<GpuTarget>())?;
    }
    for (target, h) in lapack::targets() {
        plugin.register_handler(&target, h)?;
    }
    Ok(())
}

/// The LAPACK targets in a few words, for messages.
pub(crate) fn summary() -> String {
    format!(
        "{} of them: lapack_{{s,d,c,z}}{{{}}}_ffi and tridiagonal_solve_perturbed_ffi",
        lapack::targets().len(),
        lapack::FAMILIES.join(",")
    )
}
