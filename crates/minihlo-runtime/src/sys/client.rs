//! A PJRT client and what it makes: devices, loaded executables, device buffers, execute
//! contexts and events, each owned by one Rust value that frees it once.

use std::ffi::c_char;
use std::marker::PhantomData;

use super::c;
use super::frame::Dispatch;
use super::host::HostBytes;
use super::plugin::Plugin;
use crate::Error;
use minihlo_ir::DType;

/// A client of the plugin. Thread-safe: jaxlib calls one from any Python thread.
pub(crate) struct Client {
    plugin: &'static Plugin,
    raw: *mut c::PJRT_Client,
}

// SAFETY: a PJRT client is thread-safe; the pointer is owned here and freed once, in Drop.
unsafe impl Send for Client {}
// SAFETY: as above.
unsafe impl Sync for Client {}

impl Drop for Client {
    fn drop(&mut self) {
        let mut args = c::ClientDestroy::new();
        args.client = self.raw;
        // SAFETY: the client is live, and nothing made from it outlives it (executables and
        // buffers are dropped first: their owners hold the client).
        let _ = unsafe { call(self.plugin, self.plugin.api.PJRT_Client_Destroy, &mut args) };
    }
}

/// `PJRT_Plugin`'s calls with the error's context name.
///
/// # Safety
/// As [`Plugin::call`].
unsafe fn call<A>(plugin: &Plugin, f: c::Fn<A>, args: &mut A) -> Result<(), Error> {
    // SAFETY: per this function's contract.
    unsafe { plugin.call(f, args, std::any::type_name::<A>()) }
}

/// A device of a client (a CPU device of XLA:CPU), with its global id.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Device {
    raw: *mut c::PJRT_Device,
    pub id: i32,
}

// SAFETY: a device handle is owned by its client, immutable, and usable from any thread.
unsafe impl Send for Device {}
// SAFETY: as above.
unsafe impl Sync for Device {}

impl Client {
    /// A client of `plugin`; `cpu_devices` asks XLA:CPU for that many devices (the plugin's
    /// `cpu_device_count` create option).
    pub fn create(plugin: &'static Plugin, cpu_devices: Option<usize>) -> Result<Client, Error> {
        const NAME: &str = "cpu_device_count";
        let options: Vec<c::NamedValue> = cpu_devices
            .map(|n| c::NamedValue {
                struct_size: std::mem::size_of::<c::NamedValue>(),
                extension_start: std::ptr::null_mut(),
                name: NAME.as_ptr().cast::<c_char>(),
                name_size: NAME.len(),
                type_: c::NAMED_VALUE_INT64,
                value: n as i64,
                value_size: 1,
            })
            .into_iter()
            .collect();
        let mut args = c::ClientCreate::new();
        args.create_options = options.as_ptr();
        args.num_options = options.len();
        // SAFETY: the options outlive the call; no key-value store (one process).
        unsafe {
            plugin.call(
                plugin.api.PJRT_Client_Create,
                &mut args,
                "PJRT_Client_Create",
            )?
        };
        Ok(Client {
            plugin,
            raw: args.client,
        })
    }

    /// The platform name (`cpu` for XLA:CPU).
    pub fn platform_name(&self) -> String {
        let mut args = c::ClientPlatformName::new();
        args.client = self.raw;
        // SAFETY: a live client.
        let ok = unsafe {
            call(
                self.plugin,
                self.plugin.api.PJRT_Client_PlatformName,
                &mut args,
            )
        };
        if ok.is_err() || args.platform_name.is_null() {
            return "unknown".into();
        }
        // SAFETY: the name is owned by the client, which is live; it is copied at once.
        let bytes = unsafe {
            std::slice::from_raw_parts(args.platform_name.cast::<u8>(), args.platform_name_size)
        };
        String::from_utf8_lossy(bytes).into_owned()
    }

    /// The client's addressable devices, in the plugin's order.
    pub fn devices(&self) -> Result<Vec<Device>, Error> {
        let mut args = c::ClientAddressableDevices::new();
        args.client = self.raw;
        // SAFETY: a live client; the list it returns is owned by the client.
        unsafe {
            call(
                self.plugin,
                self.plugin.api.PJRT_Client_AddressableDevices,
                &mut args,
            )?
        };
        // SAFETY: `num_addressable_devices` device pointers owned by the live client.
        let raws = unsafe { slice(args.addressable_devices, args.num_addressable_devices) };
        raws.iter().map(|&d| device(self.plugin, d)).collect()
    }

    /// Compiles `code` (MLIR text or bytecode) with a serialized `xla.CompileOptionsProto`.
    pub fn compile(&self, code: &[u8], options: &[u8]) -> Result<LoadedExecutable, Error> {
        const FORMAT: &str = "mlir";
        let mut program = c::Program::new();
        program.code = code.as_ptr().cast();
        program.code_size = code.len();
        program.format = FORMAT.as_ptr().cast();
        program.format_size = FORMAT.len();
        let mut args = c::ClientCompile::new();
        args.client = self.raw;
        args.program = &program;
        args.compile_options = options.as_ptr().cast();
        args.compile_options_size = options.len();
        // SAFETY: the program and options outlive the call.
        unsafe {
            self.plugin
                .call(self.plugin.api.PJRT_Client_Compile, &mut args, "compile")?
        };
        Ok(LoadedExecutable {
            plugin: self.plugin,
            raw: args.executable,
        })
    }

    /// A dense row-major array of `dtype` and `shape` on `device`: XLA:CPU uses the bytes in
    /// place (they are aligned as it wants: no copy), so the buffer borrows them.
    pub fn transfer<'a>(
        &self,
        bytes: &'a HostBytes,
        dtype: DType,
        shape: &[usize],
        device: Device,
    ) -> Result<DeviceBuffer<'a>, Error> {
        let what = "copying an input to the device";
        let type_ = c::pjrt_type(dtype)
            .ok_or_else(|| Error::Input(format!("minihlo-runtime cannot pass {dtype} values")))?;
        let dense = shape.iter().product::<usize>() * c::byte_size(dtype);
        if bytes.as_slice().len() != dense {
            return Err(Error::Input(format!(
                "{} bytes for a {dtype}{shape:?} array",
                bytes.as_slice().len()
            )));
        }
        let dims: Vec<i64> = shape.iter().map(|&d| d as i64).collect();
        let mut args = c::BufferFromHostBuffer::new();
        args.client = self.raw;
        args.data = bytes.as_slice().as_ptr().cast();
        args.type_ = type_;
        args.dims = dims.as_ptr();
        args.num_dims = dims.len();
        args.host_buffer_semantics = c::HOST_BUFFER_IMMUTABLE_ZERO_COPY;
        args.device = device.raw;
        // SAFETY: the data (of the dense size of `dims` and the dtype, checked above) is
        // borrowed, unchanged, for as long as the buffer lives (`DeviceBuffer<'a>`);
        // the dims outlive the call. Executions never donate these buffers (see `execute`).
        unsafe {
            self.plugin.call(
                self.plugin.api.PJRT_Client_BufferFromHostBuffer,
                &mut args,
                what,
            )?
        };
        // With zero copy, the "done with the host buffer" event fires only when the buffer is
        // destroyed: it is dropped here, not waited for (the borrow keeps the data alive).
        drop(Event {
            plugin: self.plugin,
            raw: args.done_with_host_buffer,
        });
        Ok(DeviceBuffer {
            plugin: self.plugin,
            raw: args.buffer,
            _host: PhantomData,
        })
    }
}

/// The device behind a raw handle, with its id.
fn device(plugin: &Plugin, raw: *mut c::PJRT_Device) -> Result<Device, Error> {
    let mut desc = c::DeviceGetDescription::new();
    desc.device = raw;
    // SAFETY: a live device of a live client.
    unsafe { call(plugin, plugin.api.PJRT_Device_GetDescription, &mut desc)? };
    let mut id = c::DeviceDescriptionId::new();
    id.device_description = desc.device_description;
    // SAFETY: the description is owned by the device.
    unsafe { call(plugin, plugin.api.PJRT_DeviceDescription_Id, &mut id)? };
    Ok(Device { raw, id: id.id })
}

/// A slice of `n` items at `ptr` (null or empty: none).
///
/// # Safety
/// Unless null, `ptr` points to `n` items that stay valid and unchanged for `'a`.
unsafe fn slice<'a, T>(ptr: *const T, n: usize) -> &'a [T] {
    if ptr.is_null() || n == 0 {
        &[]
    } else {
        // SAFETY: per this function's contract.
        unsafe { std::slice::from_raw_parts(ptr, n) }
    }
}

/// A compiled module, loaded on the client's devices. Executable from several threads at once.
pub(crate) struct LoadedExecutable {
    plugin: &'static Plugin,
    raw: *mut c::PJRT_LoadedExecutable,
}

// SAFETY: a PJRT loaded executable may be executed from several threads at once; the pointer
// is owned here and freed once, in Drop.
unsafe impl Send for LoadedExecutable {}
// SAFETY: as above.
unsafe impl Sync for LoadedExecutable {}

impl Drop for LoadedExecutable {
    fn drop(&mut self) {
        let mut args = c::LoadedExecutableDestroy::new();
        args.executable = self.raw;
        // SAFETY: the executable is live; executions borrow it, so none is in flight.
        let _ = unsafe {
            call(
                self.plugin,
                self.plugin.api.PJRT_LoadedExecutable_Destroy,
                &mut args,
            )
        };
    }
}

/// One list of serialized `xla.OpSharding` protos, one per parameter or output.
pub(crate) type Shardings = Vec<Vec<u8>>;

impl LoadedExecutable {
    /// Runs `f` on the executable behind the loaded one (destroyed afterwards).
    fn with_executable<T>(
        &self,
        f: impl FnOnce(*mut c::PJRT_Executable) -> Result<T, Error>,
    ) -> Result<T, Error> {
        let api = self.plugin.api;
        let mut get = c::LoadedExecutableGetExecutable::new();
        get.loaded_executable = self.raw;
        // SAFETY: a live loaded executable.
        unsafe {
            call(
                self.plugin,
                api.PJRT_LoadedExecutable_GetExecutable,
                &mut get,
            )?
        };
        let result = f(get.executable);
        let mut d = c::ExecutableDestroy::new();
        d.executable = get.executable;
        // SAFETY: destroys the executable GetExecutable made, once, after its last use.
        unsafe { call(self.plugin, api.PJRT_Executable_Destroy, &mut d)? };
        result
    }

    pub fn num_outputs(&self) -> Result<usize, Error> {
        self.with_executable(|exe| {
            let mut n = c::ExecutableNumOutputs::new();
            n.executable = exe;
            // SAFETY: a live executable.
            unsafe {
                call(
                    self.plugin,
                    self.plugin.api.PJRT_Executable_NumOutputs,
                    &mut n,
                )?
            };
            Ok(n.num_outputs)
        })
    }

    /// The devices the executable runs on, in the order `execute` takes their arguments.
    pub fn devices(&self) -> Result<Vec<Device>, Error> {
        let mut args = c::LoadedExecutableAddressableDevices::new();
        args.executable = self.raw;
        // SAFETY: a live loaded executable; the list is owned by it.
        unsafe {
            call(
                self.plugin,
                self.plugin.api.PJRT_LoadedExecutable_AddressableDevices,
                &mut args,
            )?
        };
        // SAFETY: `num_addressable_devices` pointers owned by the live executable.
        let raws = unsafe { slice(args.addressable_devices, args.num_addressable_devices) };
        raws.iter().map(|&d| device(self.plugin, d)).collect()
    }

    /// The parameters' (`outputs: false`) or outputs' shardings, where the plugin reports
    /// them.
    pub fn shardings(&self, outputs: bool) -> Result<Option<Shardings>, Error> {
        let Some(ext) = self.plugin.shardings else {
            return Ok(None);
        };
        let f = if outputs {
            ext.output_shardings
        } else {
            ext.parameter_shardings
        };
        if f.is_none() {
            return Ok(None);
        }
        self.with_executable(|exe| {
            let mut args = c::ExecutableShardings::new();
            args.executable = exe;
            // SAFETY: a live executable; the lists are owned by it and copied below.
            unsafe { call(self.plugin, f, &mut args)? };
            if args.shardings.is_null() || args.sharding_sizes.is_null() {
                return Ok(None);
            }
            // SAFETY: `num` pointers and `num` sizes, owned by the live executable.
            let (ptrs, sizes) = unsafe {
                (
                    slice(args.shardings, args.num),
                    slice(args.sharding_sizes, args.num),
                )
            };
            let list = ptrs
                .iter()
                .zip(sizes)
                // SAFETY: each serialized proto is `size` bytes owned by the executable.
                .map(|(&p, &n)| unsafe { slice(p.cast::<u8>(), n) }.to_vec())
                .collect();
            Ok(Some(list))
        })
    }

    /// Runs on every device of [`LoadedExecutable::devices`], `args[d]` being device `d`'s
    /// arguments, and waits for the results: `num_outputs` buffers per device. `dispatch`, if
    /// any, serves the run's host callbacks.
    pub fn execute(
        &self,
        args: &[Vec<&DeviceBuffer<'_>>],
        num_outputs: usize,
        dispatch: Option<&Dispatch<'_>>,
    ) -> Result<Vec<Vec<DeviceBuffer<'static>>>, Error> {
        let plugin = self.plugin;
        let num_args = args.first().map_or(0, Vec::len);
        if args.iter().any(|a| a.len() != num_args) {
            return Err(Error::Input(
                "every device must be given the same number of arguments".into(),
            ));
        }
        let arg_lists: Vec<Vec<*mut c::PJRT_Buffer>> = args
            .iter()
            .map(|list| list.iter().map(|b| b.raw).collect())
            .collect();
        let arg_ptrs: Vec<*const *mut c::PJRT_Buffer> =
            arg_lists.iter().map(|l| l.as_ptr()).collect();
        let mut outputs: Vec<Vec<DeviceBuffer<'static>>> = Vec::with_capacity(args.len());
        // The arguments may be the caller's host memory (zero-copy transfers): never donated.
        let non_donatable: Vec<i64> = (0..num_args as i64).collect();
        let mut out_lists: Vec<Vec<*mut c::PJRT_Buffer>> =
            vec![vec![std::ptr::null_mut(); num_outputs]; args.len()];
        let out_ptrs: Vec<*mut *mut c::PJRT_Buffer> =
            out_lists.iter_mut().map(|l| l.as_mut_ptr()).collect();
        let mut events: Vec<*mut c::PJRT_Event> = vec![std::ptr::null_mut(); args.len()];

        // The dispatcher's address, as the context's user data: it must stay put until the
        // execution is over (this function waits for it below).
        let dispatch_slot: Option<Box<&Dispatch<'_>>> = dispatch.map(Box::new);
        let context = ExecuteContext::new(plugin)?;
        if let Some(slot) = &dispatch_slot {
            let data = (&**slot as *const &Dispatch<'_>).cast_mut().cast();
            // SAFETY: the context is live; the slot outlives the execution (waited for below,
            // before the slot is dropped).
            unsafe { plugin.add_user_data(context.raw, data)? };
        }
        let mut options = c::ExecuteOptions::new();
        options.context = context.raw;
        options.non_donatable_input_indices = non_donatable.as_ptr();
        options.num_non_donatable_input_indices = non_donatable.len();
        let mut exec = c::LoadedExecutableExecute::new();
        exec.executable = self.raw;
        exec.options = &mut options;
        exec.argument_lists = arg_ptrs.as_ptr();
        exec.num_devices = args.len();
        exec.num_args = num_args;
        exec.output_lists = out_ptrs.as_ptr();
        exec.device_complete_events = events.as_mut_ptr();
        // SAFETY: `num_devices` argument lists of `num_args` live buffers each, `num_devices`
        // output lists of `num_outputs` slots and as many event slots, all outliving the call.
        let launched =
            unsafe { plugin.call(plugin.api.PJRT_LoadedExecutable_Execute, &mut exec, "run") };
        // Take ownership of whatever was made, then wait for every device.
        let events: Vec<Event> = events
            .into_iter()
            .map(|raw| Event { plugin, raw })
            .collect();
        for list in &out_lists {
            outputs.push(
                list.iter()
                    .map(|&raw| DeviceBuffer {
                        plugin,
                        raw,
                        _host: PhantomData,
                    })
                    .collect(),
            );
        }
        let mut result = launched;
        for e in &events {
            let waited = e.wait("run");
            result = result.and(waited);
        }
        drop(events);
        drop(context);
        drop(dispatch_slot);
        result.map(|()| outputs)
    }
}

/// A buffer on a device, owned here; it may use host memory borrowed for `'a` (a zero-copy
/// transfer's).
pub(crate) struct DeviceBuffer<'a> {
    plugin: &'static Plugin,
    raw: *mut c::PJRT_Buffer,
    _host: PhantomData<&'a [u8]>,
}

// SAFETY: PJRT buffers may be used and freed from any thread; the pointer is owned here, and
// the borrowed host memory, if any, is only read.
unsafe impl Send for DeviceBuffer<'_> {}
// SAFETY: as above; every method only reads the buffer.
unsafe impl Sync for DeviceBuffer<'_> {}

impl Drop for DeviceBuffer<'_> {
    fn drop(&mut self) {
        if self.raw.is_null() {
            return;
        }
        let mut args = c::BufferDestroy::new();
        args.buffer = self.raw;
        // SAFETY: a live buffer owned here, destroyed once.
        let _ = unsafe { call(self.plugin, self.plugin.api.PJRT_Buffer_Destroy, &mut args) };
    }
}

impl DeviceBuffer<'_> {
    /// Copies the buffer to the host: its dtype, shape and bytes (dense, row-major).
    pub fn to_host(&self) -> Result<(DType, Vec<usize>, HostBytes), Error> {
        let (plugin, api) = (self.plugin, self.plugin.api);
        let what = "copying a result to the host";
        if self.raw.is_null() {
            return Err(Error::Pjrt {
                what,
                message: "the plugin returned no buffer".into(),
            });
        }
        let mut ty = c::BufferElementType::new();
        ty.buffer = self.raw;
        let mut dims = c::BufferDimensions::new();
        dims.buffer = self.raw;
        // SAFETY: a live buffer.
        unsafe {
            plugin.call(api.PJRT_Buffer_ElementType, &mut ty, what)?;
            plugin.call(api.PJRT_Buffer_Dimensions, &mut dims, what)?;
        }
        // SAFETY: `num_dims` dims owned by the live buffer, copied at once.
        let shape: Vec<usize> = unsafe { slice(dims.dims, dims.num_dims) }
            .iter()
            .map(|&d| d.max(0) as usize)
            .collect();
        let dtype = c::dtype_of_pjrt(ty.type_).ok_or_else(|| Error::Pjrt {
            what,
            message: format!("unsupported result element type {}", ty.type_),
        })?;
        let len = shape.iter().product::<usize>() * c::byte_size(dtype);
        let fill = |dst: *mut u8| -> Result<(), Error> {
            if len == 0 {
                return Ok(());
            }
            let mut args = c::BufferToHostBuffer::new();
            args.src = self.raw;
            args.dst = dst.cast();
            args.dst_size = len;
            // SAFETY: `dst` has room for `len` bytes, the buffer's dense size (its dtype and
            // dims), and outlives the wait below.
            unsafe { plugin.call(api.PJRT_Buffer_ToHostBuffer, &mut args, what)? };
            Event {
                plugin,
                raw: args.event,
            }
            .wait(what)
        };
        // SAFETY: on success the plugin has copied the whole buffer, `len` bytes (the copy's
        // event was waited for).
        let bytes = unsafe { HostBytes::filled_by(len, fill)? };
        Ok((dtype, shape, bytes))
    }
}

/// An event, owned here.
struct Event {
    plugin: &'static Plugin,
    raw: *mut c::PJRT_Event,
}

impl Event {
    /// Waits for the event; its error, if any.
    fn wait(&self, what: &'static str) -> Result<(), Error> {
        if self.raw.is_null() {
            return Ok(());
        }
        let mut args = c::EventAwait::new();
        args.event = self.raw;
        // SAFETY: a live event.
        unsafe {
            self.plugin
                .call(self.plugin.api.PJRT_Event_Await, &mut args, what)
        }
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        if self.raw.is_null() {
            return;
        }
        let mut args = c::EventDestroy::new();
        args.event = self.raw;
        // SAFETY: a live event owned here, destroyed once.
        let _ = unsafe { call(self.plugin, self.plugin.api.PJRT_Event_Destroy, &mut args) };
    }
}

/// An execute context, owned here.
struct ExecuteContext {
    plugin: &'static Plugin,
    raw: *mut c::PJRT_ExecuteContext,
}

impl ExecuteContext {
    fn new(plugin: &'static Plugin) -> Result<ExecuteContext, Error> {
        let mut args = c::ExecuteContextCreate::new();
        // SAFETY: a valid argument struct.
        unsafe { call(plugin, plugin.api.PJRT_ExecuteContext_Create, &mut args)? };
        Ok(ExecuteContext {
            plugin,
            raw: args.context,
        })
    }
}

impl Drop for ExecuteContext {
    fn drop(&mut self) {
        let mut args = c::ExecuteContextDestroy::new();
        args.context = self.raw;
        // SAFETY: a live context whose executions have finished, destroyed once.
        let _ = unsafe {
            call(
                self.plugin,
                self.plugin.api.PJRT_ExecuteContext_Destroy,
                &mut args,
            )
        };
    }
}
