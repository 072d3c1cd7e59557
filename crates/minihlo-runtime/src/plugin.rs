//! Finding and loading the PJRT plugin, and the one FFI handler registered with it.
//!
//! A plugin is loaded once per process and never unloaded (XLA's static destructors crash when
//! the library goes away before exit); the handler for `xla_buffer_python_cpu_callback` is
//! registered once, right after loading, so before anything is compiled.

use std::ffi::{c_char, c_void};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

use crate::sys;
use crate::Error;

/// The environment variable naming the plugin library.
pub const PLUGIN_ENV: &str = "MINIHLO_PJRT_PLUGIN";

/// Where `scripts/pjrt-plugin` installs the plugin, relative to the checkout's root.
pub const INSTALL_DIR: &str = ".pjrt";
/// The library inside [`INSTALL_DIR`] (the wheel's layout).
pub const PLUGIN_FILE: &str = "lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so";

/// The custom_call target minihlo emits for cpu, and the platform XLA:CPU registers it under.
const CPU_TARGET: &str = "xla_buffer_python_cpu_callback";
const CPU_PLATFORM: &str = "Host";
/// The gpu targets, registered on the host too so that a module lowered for several platforms
/// (`_platform_index`) compiles for cpu: its gpu branches never run there, and if one did, its
/// handler fails the run.
const GPU_TARGETS: [&str; 4] = [
    "xla_buffer_python_gpu_callback",
    "xla_buffer_python_gpu_callback_cmd_buffer",
    "xla_ffi_python_gpu_callback",
    "xla_ffi_partitioned_python_gpu_callback",
];
/// The target of JAX's Python callbacks (pure_callback, io_callback, debug_callback,
/// debug_print) on cpu: served by the same dispatcher, which passes ordered-effect tokens by.
const PYTHON_CPU_TARGETS: [&str; 2] = [
    "xla_ffi_python_cpu_callback",
    "xla_ffi_partitioned_python_cpu_callback",
];
/// The name of the execute context's user data (the run's callback table), in XLA's type
/// registry.
const USER_DATA_TYPE: &str = "minihlo_runtime::RunState";

/// A loaded plugin: the API table and what was registered with it. Lives for the whole process.
pub(crate) struct Plugin {
    pub path: PathBuf,
    api: &'static sys::Api,
    ffi: &'static sys::FfiExtension,
    pub user_data_type: i64,
    pub version: (i32, i32),
}

// SAFETY: the API table and the FFI extension are immutable tables of function pointers owned
// by the (never unloaded) library; PJRT's functions are thread-safe.
unsafe impl Send for Plugin {}
unsafe impl Sync for Plugin {}

static LOADED: OnceLock<&'static Plugin> = OnceLock::new();
static LOADING: Mutex<()> = Mutex::new(());

/// The plugin this process loaded, if any.
pub(crate) fn loaded() -> Option<&'static Plugin> {
    LOADED.get().copied()
}

/// The plugin to use: `explicit`, else `$MINIHLO_PJRT_PLUGIN`, else the install location of
/// `scripts/pjrt-plugin` (found from this crate's checkout, or above the running executable).
pub(crate) fn locate(explicit: Option<&Path>) -> Result<PathBuf, Error> {
    if let Some(p) = explicit {
        return Ok(p.to_path_buf());
    }
    if let Some(p) = std::env::var_os(PLUGIN_ENV).filter(|p| !p.is_empty()) {
        return Ok(PathBuf::from(p));
    }
    let mut looked = Vec::new();
    // crates/minihlo-runtime -> the checkout's root.
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut roots: Vec<PathBuf> = manifest
        .ancestors()
        .nth(2)
        .map(Path::to_path_buf)
        .into_iter()
        .collect();
    if let Ok(exe) = std::env::current_exe() {
        roots.extend(exe.ancestors().skip(1).map(Path::to_path_buf));
    }
    for root in roots {
        let candidate = root.join(INSTALL_DIR).join(PLUGIN_FILE);
        if candidate.is_file() {
            return Ok(candidate);
        }
        if looked.is_empty() {
            looked.push(candidate);
        }
    }
    looked.push(PathBuf::from(format!("${PLUGIN_ENV}")));
    Err(Error::PluginMissing { looked })
}

/// Loads the plugin at `path` (once per process) and registers the callback handler with it.
pub(crate) fn load(path: &Path) -> Result<&'static Plugin, Error> {
    let fail = |message: String| Error::Plugin {
        path: path.to_path_buf(),
        message,
    };
    let canonical = path
        .canonicalize()
        .map_err(|e| fail(format!("cannot open it: {e}")))?;
    let _guard = LOADING.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(p) = loaded() {
        if p.path == canonical {
            return Ok(p);
        }
        return Err(fail(format!(
            "this process already uses the PJRT plugin {} (one plugin per process)",
            p.path.display()
        )));
    }
    // SAFETY: loading a shared library runs its initialisers; a PJRT plugin's are XLA's own.
    let lib = unsafe { libloading::Library::new(&canonical) }
        .map_err(|e| fail(format!("cannot load it: {e}")))?;
    // SAFETY: `GetPjrtApi` is the plugin entry point of the PJRT C API, `const PJRT_Api*
    // GetPjrtApi()`; the table it returns lives as long as the library, which is never unloaded.
    let api: &'static sys::Api = unsafe {
        let get: libloading::Symbol<unsafe extern "C" fn() -> *const sys::Api> = lib
            .get(b"GetPjrtApi\0")
            .map_err(|e| fail(format!("not a PJRT plugin (no GetPjrtApi): {e}")))?;
        get()
            .as_ref()
            .ok_or_else(|| fail("GetPjrtApi returned null".into()))?
    };
    // Never unload: XLA's static state must outlive every client, and unloading segfaults at exit.
    std::mem::forget(lib);
    if api.struct_size < std::mem::size_of::<sys::Api>() {
        return Err(fail(format!(
            "its PJRT C API ({}.{}) is older than this crate needs (0.94 or newer)",
            api.pjrt_api_version.major_version, api.pjrt_api_version.minor_version
        )));
    }
    let version = (
        api.pjrt_api_version.major_version,
        api.pjrt_api_version.minor_version,
    );
    if version.0 != 0 {
        return Err(fail(format!(
            "PJRT C API {}.{}: this crate speaks major version 0",
            version.0, version.1
        )));
    }
    let mut plugin = Plugin {
        path: canonical,
        api,
        ffi: find_ffi_extension(api).map_err(fail)?,
        user_data_type: 0,
        version,
    };
    let mut init = sys::PluginInitialize::new();
    // SAFETY: a valid argument struct for PJRT_Plugin_Initialize.
    unsafe {
        plugin.call(
            api.PJRT_Plugin_Initialize,
            &mut init,
            "PJRT_Plugin_Initialize",
        )?
    };
    plugin.user_data_type = plugin.register_user_data_type()?;
    plugin.register_handlers()?;
    let plugin: &'static Plugin = Box::leak(Box::new(plugin));
    let _ = LOADED.set(plugin);
    Ok(plugin)
}

/// The FFI extension in the API's extension chain.
fn find_ffi_extension(api: &'static sys::Api) -> Result<&'static sys::FfiExtension, String> {
    let mut ext = api.extension_start;
    // SAFETY: the chain is a linked list of extension headers owned by the library; each
    // header's `type_` says which struct it starts, and `struct_size` is checked before the
    // cast to the larger FFI struct.
    unsafe {
        while let Some(e) = ext.as_ref() {
            if e.type_ == sys::PJRT_EXTENSION_TYPE_FFI {
                if e.struct_size < std::mem::size_of::<sys::FfiExtension>() {
                    return Err("its FFI extension cannot register handlers (too old)".into());
                }
                return Ok(&*(ext as *const sys::FfiExtension));
            }
            ext = e.next;
        }
    }
    Err("it has no FFI extension, so host callbacks cannot be bound".into())
}

impl Plugin {
    pub fn api(&self) -> &'static sys::Api {
        self.api
    }

    /// Calls a PJRT function and turns its error into an [`Error::Pjrt`].
    ///
    /// # Safety
    /// `args` must be the argument struct `f` takes, filled as its documentation asks.
    pub unsafe fn call<A>(
        &self,
        f: sys::Fn<A>,
        args: &mut A,
        what: &'static str,
    ) -> Result<(), Error> {
        let f = f.ok_or_else(|| Error::Pjrt {
            what,
            message: "not provided by this plugin".into(),
        })?;
        // SAFETY: per this function's contract.
        let err = unsafe { f(args) };
        self.check(err, what)
    }

    /// Takes ownership of a PJRT error (null: no error) and returns its message as an error.
    pub fn check(&self, err: *mut sys::PJRT_Error, what: &'static str) -> Result<(), Error> {
        if err.is_null() {
            return Ok(());
        }
        let mut m = sys::ErrorMessage::new();
        m.error = err;
        let mut message = String::from("unknown error");
        // SAFETY: `err` is a live error the plugin returned; its message lives until it is
        // destroyed, and it is copied before that.
        unsafe {
            if let Some(f) = self.api.PJRT_Error_Message {
                f(&mut m);
                if !m.message.is_null() {
                    let bytes = std::slice::from_raw_parts(m.message.cast::<u8>(), m.message_size);
                    message = String::from_utf8_lossy(bytes).into_owned();
                }
            }
            let mut d = sys::ErrorDestroy::new();
            d.error = err;
            if let Some(f) = self.api.PJRT_Error_Destroy {
                f(&mut d);
            }
        }
        Err(Error::Pjrt { what, message })
    }

    fn register_user_data_type(&self) -> Result<i64, Error> {
        // The user data is borrowed, never owned by XLA: nothing to delete or serialize.
        static INFO: sys::FfiTypeInfo = sys::FfiTypeInfo {
            deleter: None,
            serialize: None,
            deserialize: None,
        };
        let mut args = sys::FfiTypeRegister::new();
        args.type_name = USER_DATA_TYPE.as_ptr().cast::<c_char>();
        args.type_name_size = USER_DATA_TYPE.len();
        args.type_id = 0; // XLA assigns one
        args.type_info = &INFO;
        // SAFETY: the name and info are statics; the struct is as the header says.
        unsafe { self.call(self.ffi.type_register, &mut args, "PJRT_FFI_Type_Register")? };
        Ok(args.type_id)
    }

    fn register_handlers(&self) -> Result<(), Error> {
        self.register_handler(CPU_TARGET, crate::callback::ffi_handler)?;
        for target in PYTHON_CPU_TARGETS {
            self.register_handler(target, crate::callback::ffi_handler)?;
        }
        for target in GPU_TARGETS {
            self.register_handler(target, crate::callback::ffi_wrong_platform_handler)?;
        }
        Ok(())
    }

    fn register_handler(
        &self,
        target: &'static str,
        handler: unsafe extern "C" fn(*mut sys::XLA_FFI_CallFrame) -> *mut sys::XLA_FFI_Error,
    ) -> Result<(), Error> {
        let f = self.ffi.register_handler.ok_or_else(|| Error::Pjrt {
            what: "PJRT_FFI_Register_Handler",
            message: "not provided by this plugin".into(),
        })?;
        let mut args = sys::FfiRegisterHandler {
            struct_size: std::mem::size_of::<sys::FfiRegisterHandler>(),
            target_name: target.as_ptr().cast::<c_char>(),
            target_name_size: target.len(),
            handler: handler as *const c_void,
            platform_name: CPU_PLATFORM.as_ptr().cast::<c_char>(),
            platform_name_size: CPU_PLATFORM.len(),
            traits: 0,
        };
        // SAFETY: static strings and a handler with the XLA_FFI_Handler signature.
        let err = unsafe { f(&mut args) };
        self.check(err, "PJRT_FFI_Register_Handler")
    }

    /// Adds `data` as the execute context's user data of this crate's type.
    ///
    /// # Safety
    /// `context` must be live; `data` must stay valid until the executions using the context
    /// have finished (XLA does not own it).
    pub unsafe fn add_user_data(
        &self,
        context: *mut sys::PJRT_ExecuteContext,
        data: *mut c_void,
    ) -> Result<(), Error> {
        let mut args = sys::FfiUserDataAdd::new();
        args.context = context;
        args.user_data = sys::FfiUserData {
            type_id: self.user_data_type,
            data,
        };
        // SAFETY: per this function's contract.
        unsafe { self.call(self.ffi.user_data_add, &mut args, "PJRT_FFI_UserData_Add") }
    }

    /// The platform name and version string of a client, for messages.
    pub fn platform_name(&self, client: *mut sys::PJRT_Client) -> String {
        let mut args = sys::ClientPlatformName::new();
        args.client = client;
        // SAFETY: a live client; the returned name is owned by the client and copied at once.
        unsafe {
            if self
                .call(
                    self.api.PJRT_Client_PlatformName,
                    &mut args,
                    "PJRT_Client_PlatformName",
                )
                .is_err()
                || args.platform_name.is_null()
            {
                return "unknown".into();
            }
            let bytes = std::slice::from_raw_parts(
                args.platform_name.cast::<u8>(),
                args.platform_name_size,
            );
            String::from_utf8_lossy(bytes).into_owned()
        }
    }
}
