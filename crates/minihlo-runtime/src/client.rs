//! A PJRT client, compiled executables, and running them with host arrays and callbacks.

use std::path::Path;
use std::sync::{Arc, Mutex};

use crate::array::{Array, DType};
use crate::callback::{as_user_data, BufferSpec, CallbackSpec, Callbacks, RunState};
use crate::plugin::{self, Plugin};
use crate::{sys, Error};

/// A client of the XLA:CPU plugin: compiles modules into [`Executable`]s. Cheap to share:
/// clone it, or use it from several threads at once.
#[derive(Clone)]
pub struct Runtime {
    inner: Arc<Client>,
}

struct Client {
    plugin: &'static Plugin,
    client: *mut sys::PJRT_Client,
    device: *mut sys::PJRT_Device,
}

// SAFETY: a PJRT client is thread-safe (jaxlib calls one from any Python thread); the pointers
// are owned by this struct and freed once, in Drop.
unsafe impl Send for Client {}
unsafe impl Sync for Client {}

impl Drop for Client {
    fn drop(&mut self) {
        let mut args = sys::ClientDestroy::new();
        args.client = self.client;
        // SAFETY: the client is live and no executable refers to it any more (they hold an Arc).
        let _ = unsafe {
            self.plugin.call(
                self.plugin.api().PJRT_Client_Destroy,
                &mut args,
                "PJRT_Client_Destroy",
            )
        };
    }
}

impl Runtime {
    /// A client of the default plugin: `$MINIHLO_PJRT_PLUGIN`, else where `scripts/pjrt-plugin`
    /// installs it. The error names the command that installs it when it is missing.
    pub fn new() -> Result<Runtime, Error> {
        Runtime::with_plugin_opt(None)
    }

    /// A client of the plugin library at `path`.
    pub fn with_plugin(path: impl AsRef<Path>) -> Result<Runtime, Error> {
        Runtime::with_plugin_opt(Some(path.as_ref()))
    }

    fn with_plugin_opt(path: Option<&Path>) -> Result<Runtime, Error> {
        let path = plugin::locate(path)?;
        let plugin = plugin::load(&path)?;
        let api = plugin.api();
        let mut args = sys::ClientCreate::new();
        // SAFETY: no options, no key-value store (single process).
        unsafe { plugin.call(api.PJRT_Client_Create, &mut args, "PJRT_Client_Create")? };
        let client = args.client;
        let mut devs = sys::ClientAddressableDevices::new();
        devs.client = client;
        // SAFETY: a live client; the device list is owned by it.
        let device = unsafe {
            plugin.call(
                api.PJRT_Client_AddressableDevices,
                &mut devs,
                "PJRT_Client_AddressableDevices",
            )?;
            if devs.num_addressable_devices == 0 {
                std::ptr::null_mut()
            } else {
                *devs.addressable_devices
            }
        };
        let inner = Arc::new(Client {
            plugin,
            client,
            device,
        });
        if device.is_null() {
            return Err(Error::Plugin {
                path,
                message: "the client has no addressable device".into(),
            });
        }
        Ok(Runtime { inner })
    }

    /// The plugin's platform name (`cpu` for XLA:CPU).
    pub fn platform(&self) -> String {
        self.inner.plugin.platform_name(self.inner.client)
    }

    /// The plugin's PJRT C API version.
    pub fn api_version(&self) -> (i32, i32) {
        self.inner.plugin.version
    }

    /// The plugin library in use.
    pub fn plugin_path(&self) -> &Path {
        &self.inner.plugin.path
    }

    /// Compiles a module (MLIR text or bytecode, as minihlo lowers it for cpu) whose custom_calls
    /// follow `callbacks` (the table `lower` returns; entry k serves `index = k`).
    pub fn compile(&self, module: &[u8], callbacks: &[CallbackSpec]) -> Result<Executable, Error> {
        for (k, spec) in callbacks.iter().enumerate() {
            if spec.index != k as u64 {
                return Err(Error::Binding(format!(
                    "callback table entry {k} has index {}; entry k must serve index k",
                    spec.index
                )));
            }
        }
        let plugin = self.inner.plugin;
        let api = plugin.api();
        let format = "mlir";
        let mut program = sys::Program::new();
        program.code = module.as_ptr().cast();
        program.code_size = module.len();
        program.format = format.as_ptr().cast();
        program.format_size = format.len();
        let mut args = sys::ClientCompile::new();
        args.client = self.inner.client;
        args.program = &program;
        args.compile_options = COMPILE_OPTIONS.as_ptr().cast();
        args.compile_options_size = COMPILE_OPTIONS.len();
        // SAFETY: the program and options outlive the call.
        unsafe { plugin.call(api.PJRT_Client_Compile, &mut args, "compile")? };
        let mut exe = Executable {
            client: self.inner.clone(),
            exe: args.executable,
            num_outputs: 0,
            table: callbacks.to_vec(),
            inputs: None,
            leading: vec![],
            tokens: 0,
        };
        exe.num_outputs = exe.query_num_outputs()?;
        Ok(exe)
    }
}

/// A serialized `xla.CompileOptionsProto`: `executable_build_options` (field 3) holding
/// `num_replicas = 1` (field 4) and `num_partitions = 1` (field 5). Hand-encoded: five bytes of
/// protobuf do not warrant a protobuf dependency.
const COMPILE_OPTIONS: [u8; 6] = [0x1a, 0x04, 0x20, 0x01, 0x28, 0x01];

/// A compiled module, ready to run any number of times, from any number of threads at once.
pub struct Executable {
    client: Arc<Client>,
    exe: *mut sys::PJRT_LoadedExecutable,
    num_outputs: usize,
    table: Vec<CallbackSpec>,
    inputs: Option<Vec<BufferSpec>>,
    leading: Vec<Array>,
    /// Ordered-effect tokens `@main` takes after `leading` and returns first.
    tokens: usize,
}

// SAFETY: a PJRT loaded executable may be executed from several threads at once; the pointer is
// owned by this struct and freed once, in Drop.
unsafe impl Send for Executable {}
unsafe impl Sync for Executable {}

impl Drop for Executable {
    fn drop(&mut self) {
        let mut args = sys::LoadedExecutableDestroy::new();
        args.executable = self.exe;
        let p = self.client.plugin;
        // SAFETY: the executable is live; runs borrow `self`, so none is in flight.
        let _ = unsafe {
            p.call(
                p.api().PJRT_LoadedExecutable_Destroy,
                &mut args,
                "PJRT_LoadedExecutable_Destroy",
            )
        };
    }
}

/// Owns PJRT buffers and destroys them when dropped.
struct Buffers<'a> {
    plugin: &'a Plugin,
    list: Vec<*mut sys::PJRT_Buffer>,
}

impl Drop for Buffers<'_> {
    fn drop(&mut self) {
        for &b in &self.list {
            if b.is_null() {
                continue;
            }
            let mut args = sys::BufferDestroy::new();
            args.buffer = b;
            // SAFETY: each buffer is live and owned here.
            let _ = unsafe {
                self.plugin.call(
                    self.plugin.api().PJRT_Buffer_Destroy,
                    &mut args,
                    "PJRT_Buffer_Destroy",
                )
            };
        }
    }
}

/// Owns a PJRT event.
struct Event<'a> {
    plugin: &'a Plugin,
    event: *mut sys::PJRT_Event,
}

impl Event<'_> {
    /// Waits for the event; its error, if any.
    fn wait(&self, what: &'static str) -> Result<(), Error> {
        if self.event.is_null() {
            return Ok(());
        }
        let mut args = sys::EventAwait::new();
        args.event = self.event;
        // SAFETY: a live event.
        unsafe {
            self.plugin
                .call(self.plugin.api().PJRT_Event_Await, &mut args, what)
        }
    }
}

impl Drop for Event<'_> {
    fn drop(&mut self) {
        if self.event.is_null() {
            return;
        }
        let mut args = sys::EventDestroy::new();
        args.event = self.event;
        // SAFETY: a live event owned here.
        let _ = unsafe {
            self.plugin.call(
                self.plugin.api().PJRT_Event_Destroy,
                &mut args,
                "PJRT_Event_Destroy",
            )
        };
    }
}

/// Owns an execute context.
struct Context<'a> {
    plugin: &'a Plugin,
    context: *mut sys::PJRT_ExecuteContext,
}

impl Drop for Context<'_> {
    fn drop(&mut self) {
        let mut args = sys::ExecuteContextDestroy::new();
        args.context = self.context;
        // SAFETY: a live context whose execution has finished.
        let _ = unsafe {
            self.plugin.call(
                self.plugin.api().PJRT_ExecuteContext_Destroy,
                &mut args,
                "PJRT_ExecuteContext_Destroy",
            )
        };
    }
}

impl Executable {
    /// The module's host-callback table.
    pub fn callbacks(&self) -> &[CallbackSpec] {
        &self.table
    }

    /// Declares `@main`'s parameters, so that `run` checks its inputs' count, dtypes and shapes
    /// (XLA itself checks only the count and the byte sizes). `minihlo::exec::load` does this.
    pub fn with_inputs(mut self, inputs: Vec<BufferSpec>) -> Executable {
        self.inputs = Some(inputs);
        self
    }

    /// Arguments passed before the inputs of every run, such as the `_platform_index` of a
    /// module lowered for several platforms (`Array::scalar(k)`, k the position of cpu in the
    /// platform list; `i64` under x64). They are not part of [`Executable::with_inputs`].
    pub fn with_leading(mut self, leading: Vec<Array>) -> Executable {
        self.leading = leading;
        self
    }

    /// The number of ordered-effect tokens `@main` takes (after the leading arguments) and
    /// returns (before its results): one per ordered effect of the program (ordered
    /// io_callback, ordered jax.debug.print / callback). Each run passes an empty token in (as
    /// JAX does, a `bool[0]` buffer) and drops the ones returned.
    pub fn with_tokens(mut self, tokens: usize) -> Executable {
        self.tokens = tokens;
        self
    }

    /// `@main`'s parameters, where declared.
    pub fn inputs(&self) -> Option<&[BufferSpec]> {
        self.inputs.as_deref()
    }

    fn check_inputs(&self, inputs: &[Array]) -> Result<(), Error> {
        let Some(want) = &self.inputs else {
            return Ok(());
        };
        if inputs.len() != want.len() {
            return Err(Error::Input(format!(
                "{} inputs given, @main takes {}",
                inputs.len(),
                want.len()
            )));
        }
        for (i, (a, w)) in inputs.iter().zip(want).enumerate() {
            if a.dtype() != w.dtype || a.shape() != w.shape.as_slice() {
                return Err(Error::Input(format!(
                    "input {i} is {}{:?}, @main takes {w}",
                    a.dtype(),
                    a.shape()
                )));
            }
        }
        Ok(())
    }

    /// The number of results of `@main`.
    pub fn num_outputs(&self) -> usize {
        self.num_outputs
    }

    fn query_num_outputs(&self) -> Result<usize, Error> {
        let p = self.client.plugin;
        let api = p.api();
        let mut get = sys::LoadedExecutableGetExecutable::new();
        get.loaded_executable = self.exe;
        // SAFETY: a live loaded executable; the returned executable is destroyed below.
        unsafe {
            p.call(
                api.PJRT_LoadedExecutable_GetExecutable,
                &mut get,
                "PJRT_LoadedExecutable_GetExecutable",
            )?;
            let mut n = sys::ExecutableNumOutputs::new();
            n.executable = get.executable;
            let r = p.call(
                api.PJRT_Executable_NumOutputs,
                &mut n,
                "PJRT_Executable_NumOutputs",
            );
            let mut d = sys::ExecutableDestroy::new();
            d.executable = get.executable;
            p.call(
                api.PJRT_Executable_Destroy,
                &mut d,
                "PJRT_Executable_Destroy",
            )?;
            r.map(|()| n.num_outputs)
        }
    }

    /// Runs the module on `inputs` (in `@main`'s order), calling `callbacks` for its host
    /// callbacks; returns `@main`'s results. A callback's error or panic fails the run with
    /// [`Error::Callback`] (its name and index).
    pub fn run(&self, inputs: &[Array], callbacks: &Callbacks) -> Result<Vec<Array>, Error> {
        self.check_inputs(inputs)?;
        let fns = callbacks.resolve(&self.table)?;
        let p = self.client.plugin;
        let api = p.api();

        let mut args_in = Buffers {
            plugin: p,
            list: Vec::with_capacity(self.leading.len() + inputs.len()),
        };
        let token = Array::zeros(DType::Bool, &[0]);
        let tokens = std::iter::repeat_n(&token, self.tokens);
        for a in self.leading.iter().chain(tokens).chain(inputs) {
            args_in.list.push(self.to_device(a)?);
        }

        let state = RunState {
            table: &self.table,
            fns,
            failure: Mutex::new(None),
        };
        let mut create = sys::ExecuteContextCreate::new();
        // SAFETY: a valid argument struct.
        unsafe {
            p.call(
                api.PJRT_ExecuteContext_Create,
                &mut create,
                "PJRT_ExecuteContext_Create",
            )?
        };
        let context = Context {
            plugin: p,
            context: create.context,
        };
        // SAFETY: `state` outlives the execution: `run` waits for it to complete before
        // `state` (and `context`) are dropped.
        unsafe { p.add_user_data(context.context, as_user_data(&state))? };

        let mut options = sys::ExecuteOptions::new();
        options.context = context.context;
        let mut outputs = Buffers {
            plugin: p,
            list: vec![std::ptr::null_mut(); self.num_outputs],
        };
        let arg_list: *const *mut sys::PJRT_Buffer = args_in.list.as_ptr();
        let out_list: *mut *mut sys::PJRT_Buffer = outputs.list.as_mut_ptr();
        let mut done: *mut sys::PJRT_Event = std::ptr::null_mut();
        let mut exec = sys::LoadedExecutableExecute::new();
        exec.executable = self.exe;
        exec.options = &mut options;
        exec.argument_lists = &arg_list;
        exec.num_devices = 1;
        exec.num_args = args_in.list.len();
        exec.output_lists = &out_list;
        exec.device_complete_events = &mut done;
        // SAFETY: one device; the argument and output lists have num_args / num_outputs entries
        // and outlive the call; the options carry the execute context.
        let launched = unsafe { p.call(api.PJRT_LoadedExecutable_Execute, &mut exec, "run") };
        let done = Event {
            plugin: p,
            event: done,
        };
        let finished = launched.and_then(|()| done.wait("run"));
        let callback_failure = state
            .failure
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        if let Some(e) = callback_failure {
            return Err(e);
        }
        finished?;
        drop(context);
        outputs
            .list
            .iter()
            .skip(self.tokens)
            .map(|&b| self.to_host(b))
            .collect()
    }

    fn to_device(&self, a: &Array) -> Result<*mut sys::PJRT_Buffer, Error> {
        let p = self.client.plugin;
        let dims: Vec<i64> = a.shape().iter().map(|&d| d as i64).collect();
        let mut args = sys::BufferFromHostBuffer::new();
        args.client = self.client.client;
        args.data = a.bytes().as_ptr().cast();
        args.type_ = a.dtype().pjrt();
        args.dims = dims.as_ptr();
        args.num_dims = dims.len();
        args.host_buffer_semantics = sys::HOST_BUFFER_IMMUTABLE_ONLY_DURING_CALL;
        args.device = self.client.device;
        // SAFETY: the data and dims outlive the call; the plugin copies the data during it.
        unsafe {
            p.call(
                p.api().PJRT_Client_BufferFromHostBuffer,
                &mut args,
                "copying an input to the device",
            )?
        };
        let done = Event {
            plugin: p,
            event: args.done_with_host_buffer,
        };
        done.wait("copying an input to the device")?;
        Ok(args.buffer)
    }

    fn to_host(&self, b: *mut sys::PJRT_Buffer) -> Result<Array, Error> {
        let p = self.client.plugin;
        let api = p.api();
        let what = "copying a result to the host";
        let mut ty = sys::BufferElementType::new();
        ty.buffer = b;
        let mut dims = sys::BufferDimensions::new();
        dims.buffer = b;
        // SAFETY: a live output buffer; its dims are copied before it is destroyed.
        let shape: Vec<usize> = unsafe {
            p.call(api.PJRT_Buffer_ElementType, &mut ty, what)?;
            p.call(api.PJRT_Buffer_Dimensions, &mut dims, what)?;
            if dims.num_dims == 0 {
                vec![]
            } else {
                std::slice::from_raw_parts(dims.dims, dims.num_dims)
                    .iter()
                    .map(|&d| d.max(0) as usize)
                    .collect()
            }
        };
        let dtype = DType::from_pjrt(ty.type_).ok_or_else(|| Error::Pjrt {
            what,
            message: format!("unsupported result element type {}", ty.type_),
        })?;
        let mut data = vec![0u8; shape.iter().product::<usize>() * dtype.size()];
        if !data.is_empty() {
            let mut args = sys::BufferToHostBuffer::new();
            args.src = b;
            args.dst = data.as_mut_ptr().cast();
            args.dst_size = data.len();
            // SAFETY: `data` has the buffer's dense size and outlives the wait below.
            unsafe { p.call(api.PJRT_Buffer_ToHostBuffer, &mut args, what)? };
            Event {
                plugin: p,
                event: args.event,
            }
            .wait(what)?;
        }
        Array::from_bytes(dtype, &shape, data)
    }
}
