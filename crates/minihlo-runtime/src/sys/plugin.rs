//! Finding and loading the PJRT plugin, its API table and extensions, and the calls that are
//! the plugin's own rather than a client's: errors, FFI type and handler registration.
//!
//! A plugin is loaded once per process and never unloaded (XLA's static destructors crash when
//! the library goes away before exit). Whoever loads it registers its FFI handlers in the same
//! step, before anything can be compiled with it.

use std::ffi::c_char;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

use super::c::{self, HandlerFn};
use crate::Error;

/// The environment variable naming the plugin library.
pub const PLUGIN_ENV: &str = "MINIHLO_PJRT_PLUGIN";

/// Where `scripts/pjrt-plugin` installs the plugin, relative to the checkout's root.
pub const INSTALL_DIR: &str = ".pjrt";
/// The library inside [`INSTALL_DIR`] (the wheel's layout).
pub const PLUGIN_FILE: &str = "lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so";

/// The platform XLA:CPU registers custom-call handlers under.
const CPU_PLATFORM: &str = "Host";

/// The name of the execute context's user data (a run's dispatcher), in XLA's type registry.
const USER_DATA_TYPE: &str = "minihlo_runtime::Dispatch";

/// A loaded plugin: its API table and extensions. Lives for the whole process.
pub(crate) struct Plugin {
    pub path: PathBuf,
    pub(super) api: &'static c::Api,
    ffi: &'static c::FfiExtension,
    pub(super) shardings: Option<&'static c::ShardingsExtension>,
    /// XLA's id of the execute context's user data type.
    pub(super) user_data_type: i64,
    pub version: (i32, i32),
}

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

/// Loads the plugin at `path` once per process; `register` registers the FFI handlers with it
/// before it is handed out (it runs once, on the load that loads the library).
pub(crate) fn load(
    path: &Path,
    register: impl FnOnce(&Plugin) -> Result<(), Error>,
) -> Result<&'static Plugin, Error> {
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
    let api: &'static c::Api = unsafe {
        let get: libloading::Symbol<unsafe extern "C" fn() -> *const c::Api> = lib
            .get(b"GetPjrtApi\0")
            .map_err(|e| fail(format!("not a PJRT plugin (no GetPjrtApi): {e}")))?;
        get()
            .as_ref()
            .ok_or_else(|| fail("GetPjrtApi returned null".into()))?
    };
    // Never unload: XLA's static state must outlive every client, and unloading segfaults at exit.
    std::mem::forget(lib);
    if api.struct_size < std::mem::size_of::<c::Api>() {
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
        shardings: find_shardings_extension(api),
        user_data_type: 0,
        version,
    };
    let mut init = c::PluginInitialize::new();
    // SAFETY: a valid argument struct for PJRT_Plugin_Initialize.
    unsafe {
        plugin.call(
            api.PJRT_Plugin_Initialize,
            &mut init,
            "PJRT_Plugin_Initialize",
        )?
    };
    plugin.user_data_type = plugin.register_user_data_type()?;
    register(&plugin)?;
    let plugin: &'static Plugin = Box::leak(Box::new(plugin));
    let _ = LOADED.set(plugin);
    Ok(plugin)
}

/// The first extension of type `type_` in the API's extension chain, at least `size` bytes.
fn find_extension(api: &'static c::Api, type_: u32, size: usize) -> Option<*const u8> {
    let mut ext = api.extension_start;
    // SAFETY: the chain is a linked list of extension headers owned by the (never unloaded)
    // library, ending in null; each header starts with its size and type.
    while let Some(e) = unsafe { ext.as_ref() } {
        if e.type_ == type_ {
            return (e.struct_size >= size).then_some(ext.cast::<u8>());
        }
        ext = e.next;
    }
    None
}

/// The FFI extension (the one that takes handlers and user data).
fn find_ffi_extension(api: &'static c::Api) -> Result<&'static c::FfiExtension, String> {
    let size = std::mem::size_of::<c::FfiExtension>();
    let ext = find_extension(api, c::PJRT_EXTENSION_TYPE_FFI, size)
        .ok_or("it has no FFI extension that takes handlers, so host callbacks cannot be bound")?;
    // SAFETY: an FFI-typed extension header of at least the struct's size starts a
    // `PJRT_FFI_Extension`, which lives as long as the library.
    Ok(unsafe { &*ext.cast::<c::FfiExtension>() })
}

/// The shardings extension, where the plugin has one (PJRT C API 0.91 and newer).
fn find_shardings_extension(api: &'static c::Api) -> Option<&'static c::ShardingsExtension> {
    let size = std::mem::size_of::<c::ShardingsExtension>();
    let ext = find_extension(api, c::PJRT_EXTENSION_TYPE_SHARDINGS, size)?;
    // SAFETY: as for the FFI extension, with the shardings extension's struct.
    Some(unsafe { &*ext.cast::<c::ShardingsExtension>() })
}

// SAFETY: the API table and the extensions are immutable tables of function pointers owned by
// the (never unloaded) library; PJRT's functions are thread-safe.
unsafe impl Send for Plugin {}
// SAFETY: as above.
unsafe impl Sync for Plugin {}

impl Plugin {
    /// Calls a PJRT function and turns its error into an [`Error::Pjrt`].
    ///
    /// # Safety
    /// `args` must be the argument struct `f` takes, filled as its documentation asks: every
    /// pointer in it valid for what the function does with it during the call.
    pub(super) unsafe fn call<A>(
        &self,
        f: c::Fn<A>,
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
    pub(super) fn check(&self, err: *mut c::PJRT_Error, what: &'static str) -> Result<(), Error> {
        if err.is_null() {
            return Ok(());
        }
        let mut m = c::ErrorMessage::new();
        m.error = err;
        let mut message = String::from("unknown error");
        if let Some(f) = self.api.PJRT_Error_Message {
            // SAFETY: `err` is a live error the plugin returned.
            unsafe { f(&mut m) };
            if !m.message.is_null() {
                // SAFETY: the message lives until the error is destroyed; it is copied first.
                let bytes =
                    unsafe { std::slice::from_raw_parts(m.message.cast::<u8>(), m.message_size) };
                message = String::from_utf8_lossy(bytes).into_owned();
            }
        }
        let mut d = c::ErrorDestroy::new();
        d.error = err;
        if let Some(f) = self.api.PJRT_Error_Destroy {
            // SAFETY: destroys the error this function owns, once.
            unsafe { f(&mut d) };
        }
        Err(Error::Pjrt { what, message })
    }

    fn register_user_data_type(&self) -> Result<i64, Error> {
        // The user data is borrowed, never owned by XLA: nothing to delete or serialize.
        static INFO: c::FfiTypeInfo = c::FfiTypeInfo {
            deleter: None,
            serialize: None,
            deserialize: None,
        };
        let mut args = c::FfiTypeRegister::new();
        args.type_name = USER_DATA_TYPE.as_ptr().cast::<c_char>();
        args.type_name_size = USER_DATA_TYPE.len();
        args.type_id = 0; // XLA assigns one
        args.type_info = &INFO;
        // SAFETY: the name and info are statics; the struct is as the header says.
        unsafe { self.call(self.ffi.type_register, &mut args, "PJRT_FFI_Type_Register")? };
        Ok(args.type_id)
    }

    /// Registers `handler` for the custom_call `target` on XLA:CPU.
    pub(crate) fn register_handler(&self, target: &str, handler: HandlerFn) -> Result<(), Error> {
        let f = self.ffi.register_handler.ok_or_else(|| Error::Pjrt {
            what: "PJRT_FFI_Register_Handler",
            message: "not provided by this plugin".into(),
        })?;
        let mut args = c::FfiRegisterHandler {
            struct_size: std::mem::size_of::<c::FfiRegisterHandler>(),
            target_name: target.as_ptr().cast::<c_char>(),
            target_name_size: target.len(),
            handler: handler.0 as *const std::ffi::c_void,
            platform_name: CPU_PLATFORM.as_ptr().cast::<c_char>(),
            platform_name_size: CPU_PLATFORM.len(),
            traits: 0,
        };
        // SAFETY: the strings outlive the call (XLA copies them) and the handler has the
        // `XLA_FFI_Handler` signature (`HandlerFn` is only made by `frame::handler`).
        let err = unsafe { f(&mut args) };
        self.check(err, "PJRT_FFI_Register_Handler")
    }

    /// Adds `data` as the execute context's user data of this crate's type.
    ///
    /// # Safety
    /// `context` must be live; `data` must stay valid until the executions using the context
    /// have finished (XLA does not own it).
    pub(super) unsafe fn add_user_data(
        &self,
        context: *mut c::PJRT_ExecuteContext,
        data: *mut std::ffi::c_void,
    ) -> Result<(), Error> {
        let mut args = c::FfiUserDataAdd::new();
        args.context = context;
        args.user_data = c::FfiUserData {
            type_id: self.user_data_type,
            data,
        };
        // SAFETY: per this function's contract.
        unsafe { self.call(self.ffi.user_data_add, &mut args, "PJRT_FFI_UserData_Add") }
    }
}
