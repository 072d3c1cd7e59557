//! Host callbacks: the table a module was lowered with, the Rust closures bound to it, the views
//! a closure sees, and the one XLA FFI handler that dispatches every call to its closure.

use std::collections::HashMap;
use std::ffi::{c_void, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Mutex};

use serde::Deserialize;

use crate::array::{dtype_matches, Array, DType, Element};
use crate::{sys, Error};

/// What a callback closure returns: `Err` fails the run with this message.
pub type CallbackResult = Result<(), Box<dyn std::error::Error + Send + Sync>>;

/// A host callback: called on an XLA thread, possibly at the same time as others (independent
/// callbacks run out of order), with views of the call's buffers.
pub type CallbackFn = dyn Fn(&mut Call<'_>) -> CallbackResult + Send + Sync;

/// The dtype and shape of one callback buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BufferSpec {
    pub dtype: DType,
    pub shape: Vec<usize>,
}

impl std::fmt::Display for BufferSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{:?}", self.dtype, self.shape)
    }
}

/// One entry of a module's host-callback table (what `minihlo compile --callbacks-json` writes;
/// entry k serves the custom_calls with `index = k`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallbackSpec {
    pub index: u64,
    /// The callback's name (`callback` in the JSON).
    pub name: String,
    pub operands: Vec<BufferSpec>,
    pub results: Vec<BufferSpec>,
    /// `buffer` (buffer_callback), `pure` / `io` (pure_callback, io_callback: the closure
    /// writes the results), or `debug` (debug_callback, debug_print: no results).
    pub kind: String,
    /// An ordered callback (its token is threaded by XLA, the closure does not see it).
    pub ordered: bool,
    /// `debug_print`'s format string ([`crate::debug_print::format`] prints what JAX prints).
    pub fmt: Option<String>,
    /// The pytree of the Python callback's arguments, as JAX prints it.
    pub in_tree: Option<String>,
}

#[derive(Deserialize)]
struct SpecJson {
    index: u64,
    callback: String,
    operands: Vec<AvalJson>,
    results: Vec<AvalJson>,
    #[serde(default)]
    kind: Option<String>,
    #[serde(default)]
    ordered: bool,
    #[serde(default)]
    fmt: Option<String>,
    #[serde(default)]
    in_tree: Option<String>,
}

#[derive(Deserialize)]
struct AvalJson {
    dtype: String,
    shape: Vec<usize>,
}

impl CallbackSpec {
    /// Reads a callbacks table in the JSON format of `minihlo compile --callbacks-json`.
    pub fn table_from_json(json: &str) -> Result<Vec<CallbackSpec>, Error> {
        let raw: Vec<SpecJson> = serde_json::from_str(json)
            .map_err(|e| Error::Binding(format!("bad callbacks table: {e}")))?;
        let aval = |a: AvalJson| -> Result<BufferSpec, Error> {
            let dtype = DType::from_name(&a.dtype).ok_or_else(|| {
                Error::Binding(format!("callbacks table: unknown dtype {:?}", a.dtype))
            })?;
            Ok(BufferSpec {
                dtype,
                shape: a.shape,
            })
        };
        raw.into_iter()
            .map(|s| {
                Ok(CallbackSpec {
                    index: s.index,
                    name: s.callback,
                    operands: s.operands.into_iter().map(aval).collect::<Result<_, _>>()?,
                    results: s.results.into_iter().map(aval).collect::<Result<_, _>>()?,
                    kind: s.kind.unwrap_or_else(|| "buffer".into()),
                    ordered: s.ordered,
                    fmt: s.fmt,
                    in_tree: s.in_tree,
                })
            })
            .collect()
    }
}

/// The closures for a run, bound per callback index, per callback name, or for every callback.
#[derive(Clone, Default)]
pub struct Callbacks {
    by_index: HashMap<u64, Arc<CallbackFn>>,
    by_name: HashMap<String, Arc<CallbackFn>>,
    fallback: Option<Arc<CallbackFn>>,
}

impl Callbacks {
    pub fn new() -> Callbacks {
        Callbacks::default()
    }

    /// Binds `f` to the callback with host-callback index `index`.
    pub fn bind<F>(mut self, index: u64, f: F) -> Callbacks
    where
        F: Fn(&mut Call<'_>) -> CallbackResult + Send + Sync + 'static,
    {
        self.by_index.insert(index, Arc::new(f));
        self
    }

    /// Binds `f` to callback `index` as a `pure_callback` / `io_callback` closure: it returns
    /// the results (in result order) rather than writing them; each must have the table's dtype
    /// and shape (JAX's checks: `Mismatched number of outputs from callback`, `Incorrect output
    /// shape`).
    pub fn bind_returning<F>(self, index: u64, f: F) -> Callbacks
    where
        F: Fn(&[Buffer<'_>]) -> Result<Vec<Array>, Box<dyn std::error::Error + Send + Sync>>
            + Send
            + Sync
            + 'static,
    {
        self.bind(index, move |call| {
            let results = f(call.inputs())?;
            let outs = call.outputs();
            if results.len() != outs.len() {
                return Err(format!(
                    "Mismatched number of outputs from callback. Expected: {}, Actual: {}",
                    outs.len(),
                    results.len()
                )
                .into());
            }
            for (i, (o, r)) in outs.iter_mut().zip(&results).enumerate() {
                if o.shape() != r.shape() || o.dtype() != r.dtype() {
                    return Err(format!(
                        "Incorrect output for return value #{i}: Expected: {}{:?}, Actual: {}{:?}",
                        o.dtype(),
                        o.shape(),
                        r.dtype(),
                        r.shape()
                    )
                    .into());
                }
                o.bytes_mut().copy_from_slice(r.bytes());
            }
            Ok(())
        })
    }

    /// Binds `f` to every table entry of callback name `name`.
    pub fn bind_name<F>(mut self, name: &str, f: F) -> Callbacks
    where
        F: Fn(&mut Call<'_>) -> CallbackResult + Send + Sync + 'static,
    {
        self.by_name.insert(name.to_string(), Arc::new(f));
        self
    }

    /// Binds `f` to every entry that no index or name binding covers.
    pub fn bind_rest<F>(mut self, f: F) -> Callbacks
    where
        F: Fn(&mut Call<'_>) -> CallbackResult + Send + Sync + 'static,
    {
        self.fallback = Some(Arc::new(f));
        self
    }

    /// One closure per table entry (index first, then name, then the rest); every binding must
    /// name an entry of the table.
    pub(crate) fn resolve(&self, table: &[CallbackSpec]) -> Result<Vec<Arc<CallbackFn>>, Error> {
        for &index in self.by_index.keys() {
            if index >= table.len() as u64 {
                return Err(Error::Binding(format!(
                    "a closure is bound to callback index {index}, but the module's callback \
                     table has {} entries",
                    table.len()
                )));
            }
        }
        for name in self.by_name.keys() {
            if !table.iter().any(|s| &s.name == name) {
                let names: Vec<&str> = table.iter().map(|s| s.name.as_str()).collect();
                return Err(Error::Binding(format!(
                    "a closure is bound to callback {name:?}, which the module does not call \
                     (its callbacks: {names:?})"
                )));
            }
        }
        table
            .iter()
            .map(|spec| {
                self.by_index
                    .get(&spec.index)
                    .or_else(|| self.by_name.get(&spec.name))
                    .or(self.fallback.as_ref())
                    .cloned()
                    .ok_or_else(|| {
                        Error::Binding(format!(
                            "host callback {} (index {}) has no closure bound",
                            spec.name, spec.index
                        ))
                    })
            })
            .collect()
    }
}

/// One call of a host callback: which entry, and its buffers.
pub struct Call<'a> {
    spec: &'a CallbackSpec,
    inputs: Vec<Buffer<'a>>,
    outputs: Vec<BufferMut<'a>>,
}

impl<'a> Call<'a> {
    /// The host-callback index.
    pub fn index(&self) -> u64 {
        self.spec.index
    }

    /// The callback's name.
    pub fn name(&self) -> &str {
        &self.spec.name
    }

    /// The table entry the call serves (its kind, ordering, debug_print format).
    pub fn spec(&self) -> &CallbackSpec {
        self.spec
    }

    /// The input buffers (read-only), in operand order.
    pub fn inputs(&self) -> &[Buffer<'a>] {
        &self.inputs
    }

    /// The output buffers (writable, contents unspecified until written), in result order.
    pub fn outputs(&mut self) -> &mut [BufferMut<'a>] {
        &mut self.outputs
    }

    /// Both at once, to read inputs while writing outputs.
    pub fn split(&mut self) -> (&[Buffer<'a>], &mut [BufferMut<'a>]) {
        (&self.inputs, &mut self.outputs)
    }
}

/// A read-only view of a callback input.
pub struct Buffer<'a> {
    dtype: DType,
    shape: Vec<usize>,
    bytes: &'a [u8],
}

/// A writable view of a callback output.
pub struct BufferMut<'a> {
    dtype: DType,
    shape: Vec<usize>,
    bytes: &'a mut [u8],
}

fn view_error<T: Element>(dtype: DType, bytes: &[u8]) -> Option<Error> {
    let ptr = bytes.as_ptr();
    if !dtype_matches::<T>(dtype) {
        return Some(Error::Input(format!(
            "a {dtype} buffer viewed as {}",
            T::DTYPE
        )));
    }
    if !bytes.is_empty() && !(ptr as usize).is_multiple_of(std::mem::align_of::<T>()) {
        return Some(Error::Input(format!(
            "a {dtype} buffer at {ptr:p} is not aligned for {}",
            T::DTYPE
        )));
    }
    None
}

impl Buffer<'_> {
    pub fn dtype(&self) -> DType {
        self.dtype
    }
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }
    /// The raw bytes (row-major; bool as 0 / 1).
    pub fn bytes(&self) -> &[u8] {
        self.bytes
    }
    /// The elements as `T` (`u8` for bool); errors when `T` is not the buffer's dtype.
    pub fn as_slice<T: Element>(&self) -> Result<&[T], Error> {
        if let Some(e) = view_error::<T>(self.dtype, self.bytes) {
            return Err(e);
        }
        if self.bytes.is_empty() {
            return Ok(&[]);
        }
        let n = self.bytes.len() / std::mem::size_of::<T>();
        // SAFETY: dtype and alignment checked; `T` is valid for every bit pattern (`Element`);
        // the bytes are borrowed for the view's lifetime.
        Ok(unsafe { std::slice::from_raw_parts(self.bytes.as_ptr().cast::<T>(), n) })
    }
    /// A copy as an [`Array`].
    pub fn to_array(&self) -> Array {
        Array::from_bytes(self.dtype, &self.shape, self.bytes.to_vec())
            .expect("a buffer's bytes match its dtype and shape")
    }
}

impl BufferMut<'_> {
    pub fn dtype(&self) -> DType {
        self.dtype
    }
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }
    pub fn bytes(&self) -> &[u8] {
        self.bytes
    }
    pub fn bytes_mut(&mut self) -> &mut [u8] {
        self.bytes
    }
    /// The elements as `T`, writable (`u8` for bool: write 0 or 1).
    pub fn as_slice_mut<T: Element>(&mut self) -> Result<&mut [T], Error> {
        if let Some(e) = view_error::<T>(self.dtype, self.bytes) {
            return Err(e);
        }
        if self.bytes.is_empty() {
            return Ok(&mut []);
        }
        let n = self.bytes.len() / std::mem::size_of::<T>();
        // SAFETY: as in `Buffer::as_slice`, and the bytes are borrowed mutably.
        Ok(unsafe { std::slice::from_raw_parts_mut(self.bytes.as_mut_ptr().cast::<T>(), n) })
    }
    /// Copies `src` in; errors unless its dtype and shape are this buffer's.
    pub fn copy_from(&mut self, dtype: DType, shape: &[usize], bytes: &[u8]) -> Result<(), Error> {
        if dtype != self.dtype || shape != self.shape.as_slice() {
            return Err(Error::Input(format!(
                "cannot copy a {dtype}{shape:?} value into a {}{:?} output",
                self.dtype, self.shape
            )));
        }
        self.bytes.copy_from_slice(bytes);
        Ok(())
    }
    /// Sets every byte to 0 (zeros, false).
    pub fn fill_zero(&mut self) {
        self.bytes.fill(0);
    }
}

/// What an execution hands its callbacks through the execute context's user data.
pub(crate) struct RunState<'a> {
    pub table: &'a [CallbackSpec],
    pub fns: Vec<Arc<CallbackFn>>,
    /// The first failure of a callback, reported by `run` in place of XLA's wrapped message.
    pub failure: Mutex<Option<Error>>,
}

impl RunState<'_> {
    /// Records the first failure (for `run` to return) and gives the message for XLA.
    fn fail(&self, spec: &CallbackSpec, message: String) -> String {
        let e = Error::Callback {
            index: spec.index,
            name: spec.name.clone(),
            message,
        };
        let text = e.to_string();
        let mut first = self.failure.lock().unwrap_or_else(|p| p.into_inner());
        first.get_or_insert(e);
        text
    }
}

/// The `xla_buffer_python_cpu_callback` handler (an `XLA_FFI_Handler`), registered once per
/// process: reads the `index` attribute, finds the run's [`RunState`] in the execute context and
/// calls the closure bound to that index. Never unwinds into XLA.
pub(crate) unsafe extern "C" fn ffi_handler(
    frame: *mut sys::XLA_FFI_CallFrame,
) -> *mut sys::XLA_FFI_Error {
    let result = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: XLA passes a valid call frame for the duration of the call.
        unsafe { handle(frame) }
    }));
    match result {
        Ok(Ok(())) => std::ptr::null_mut(),
        Ok(Err((code, message))) => {
            // SAFETY: as above.
            unsafe { ffi_error(frame, code, &message) }
        }
        Err(_) => {
            // SAFETY: as above.
            unsafe {
                ffi_error(
                    frame,
                    sys::XLA_FFI_ERROR_CODE_INTERNAL,
                    "minihlo-runtime: panic in the callback dispatcher",
                )
            }
        }
    }
}

/// An XLA FFI error with `message`, made by the plugin's FFI API.
unsafe fn ffi_error(
    frame: *mut sys::XLA_FFI_CallFrame,
    code: u32,
    message: &str,
) -> *mut sys::XLA_FFI_Error {
    let text = CString::new(message.replace('\0', " ")).unwrap_or_default();
    let mut args = sys::XLA_FFI_Error_Create_Args::new();
    args.message = text.as_ptr();
    args.errc = code;
    // SAFETY: the frame's API table is XLA's own; Error_Create copies the message.
    unsafe {
        match (*frame).api.as_ref().and_then(|a| a.XLA_FFI_Error_Create) {
            Some(create) => create(&mut args),
            None => std::ptr::null_mut(),
        }
    }
}

type Failure = (u32, String);

/// The handler of the gpu targets on the host: answers XLA's metadata query (so that a module
/// lowered for several platforms compiles for cpu), and fails any real call, which only a wrong
/// `_platform_index` can make.
pub(crate) unsafe extern "C" fn ffi_wrong_platform_handler(
    frame: *mut sys::XLA_FFI_CallFrame,
) -> *mut sys::XLA_FFI_Error {
    // SAFETY: XLA passes a valid call frame for the duration of the call.
    unsafe {
        if answer_metadata(&mut *frame) || (*frame).stage != sys::XLA_FFI_EXECUTION_STAGE_EXECUTE {
            return std::ptr::null_mut();
        }
        ffi_error(
            frame,
            sys::XLA_FFI_ERROR_CODE_INVALID_ARGUMENT,
            "a gpu buffer_callback target was called on XLA:CPU (a module lowered for several \
             platforms must be given the cpu platform's index)",
        )
    }
}

/// Fills in XLA's metadata query (which FFI version the handler speaks: the plugin's own);
/// true when `frame` was one.
///
/// # Safety
/// `frame` is the call frame XLA passed to a handler.
unsafe fn answer_metadata(frame: &mut sys::XLA_FFI_CallFrame) -> bool {
    // SAFETY: an extension chain of headers whose `type_` says what follows.
    unsafe {
        let ext = frame.extension_start;
        if ext.is_null() || (*ext).type_ != sys::XLA_FFI_EXTENSION_METADATA {
            return false;
        }
        let meta = &mut *(*(ext as *mut sys::XLA_FFI_Metadata_Extension)).metadata;
        let minor = frame
            .api
            .as_ref()
            .map_or(4, |a| a.api_version.minor_version);
        meta.api_version = sys::XLA_FFI_Api_Version {
            struct_size: std::mem::size_of::<sys::XLA_FFI_Api_Version>(),
            extension_start: std::ptr::null_mut(),
            major_version: 0,
            minor_version: minor,
        };
        meta.traits = 0;
        true
    }
}

/// # Safety
/// `frame` is the call frame XLA passed to the handler.
unsafe fn handle(frame: *mut sys::XLA_FFI_CallFrame) -> Result<(), Failure> {
    let internal = |m: String| (sys::XLA_FFI_ERROR_CODE_INTERNAL, m);
    // SAFETY: XLA's frame is valid for the call.
    let frame = unsafe { &mut *frame };
    // SAFETY: as above.
    if unsafe { answer_metadata(frame) } {
        return Ok(());
    }
    if frame.stage != sys::XLA_FFI_EXECUTION_STAGE_EXECUTE {
        return Ok(());
    }
    // SAFETY: the frame's API table, if any, is XLA's.
    let api = unsafe { frame.api.as_ref() }.ok_or_else(|| internal("no XLA FFI API".into()))?;
    let plugin = crate::plugin::loaded().ok_or_else(|| internal("no plugin loaded".into()))?;
    let get = api
        .XLA_FFI_ExecutionContext_Get
        .ok_or_else(|| internal("XLA FFI API without ExecutionContext_Get".into()))?;
    let mut type_id = sys::XLA_FFI_TypeId {
        type_id: plugin.user_data_type,
    };
    let mut args = sys::XLA_FFI_ExecutionContext_Get_Args::new();
    args.ctx = frame.ctx;
    args.type_id = &mut type_id;
    // SAFETY: a valid argument struct; the context is the call's.
    let err = unsafe { get(&mut args) };
    if !err.is_null() || args.data.is_null() {
        return Err(internal(
            "no minihlo-runtime callback table in the execute context (the module must be run \
             through minihlo-runtime)"
                .into(),
        ));
    }
    // SAFETY: the user data of this type is always a RunState that `run` keeps alive until the
    // execution has finished.
    let state = unsafe { &*(args.data as *const RunState<'_>) };
    // SAFETY: the frame's attributes, as XLA lays them out.
    let index = unsafe { index_attr(&frame.attrs) }.ok_or_else(|| {
        internal("the custom_call has no `index : ui64` in its backend_config".into())
    })?;
    let Some(spec) = usize::try_from(index).ok().and_then(|i| state.table.get(i)) else {
        return Err((
            sys::XLA_FFI_ERROR_CODE_INVALID_ARGUMENT,
            format!(
                "host callback index {index} is outside the callback table ({} entries)",
                state.table.len()
            ),
        ));
    };
    let fail = |m: String| (sys::XLA_FFI_ERROR_CODE_INTERNAL, state.fail(spec, m));
    // SAFETY: the frame's buffers, valid for the call.
    let (ins, outs) = unsafe { (buffers(&frame.args), buffers(&frame.rets)) };
    let ins = ins.map_err(&fail)?;
    let outs = outs.map_err(&fail)?;
    check_against(&ins, &spec.operands, "input").map_err(&fail)?;
    check_against(&outs, &spec.results, "output").map_err(&fail)?;
    // An input aliased to an output (input_output_aliases) is the same memory: the closure gets
    // a copy of the input, so that `&` and `&mut` never overlap.
    let copies: Vec<Option<Vec<u64>>> = ins
        .iter()
        .map(|b| {
            let aliased = outs.iter().any(|o| overlaps(b, o));
            aliased.then(|| {
                let mut v = vec![0u64; b.nbytes.div_ceil(8)];
                // SAFETY: `b` is `nbytes` readable bytes; `v` has room; they do not overlap.
                unsafe {
                    std::ptr::copy_nonoverlapping(b.data, v.as_mut_ptr().cast::<u8>(), b.nbytes)
                };
                v
            })
        })
        .collect();
    let inputs = ins
        .iter()
        .zip(&copies)
        .map(|(b, copy)| Buffer {
            dtype: b.dtype,
            shape: b.shape.clone(),
            // SAFETY: XLA's input buffer (or its copy), read-only for the call; no output view
            // overlaps it (aliased inputs were copied above).
            // A zero-size buffer may have a null pointer: it gets an empty slice.
            bytes: match copy {
                _ if b.nbytes == 0 => &[],
                Some(v) => unsafe { std::slice::from_raw_parts(v.as_ptr().cast::<u8>(), b.nbytes) },
                None => unsafe { std::slice::from_raw_parts(b.data, b.nbytes) },
            },
        })
        .collect();
    let outputs = outs
        .iter()
        .map(|b| BufferMut {
            dtype: b.dtype,
            shape: b.shape.clone(),
            // SAFETY: XLA's output buffers are distinct, writable for the call, and overlap no
            // input view.
            bytes: if b.nbytes == 0 {
                &mut []
            } else {
                unsafe { std::slice::from_raw_parts_mut(b.data.cast_mut(), b.nbytes) }
            },
        })
        .collect();
    let mut call = Call {
        spec,
        inputs,
        outputs,
    };
    let f = &state.fns[index as usize];
    match catch_unwind(AssertUnwindSafe(|| f(&mut call))) {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(fail(e.to_string())),
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "(no message)".into());
            Err(fail(format!("panicked: {what}")))
        }
    }
}

/// The `index` scalar attribute.
unsafe fn index_attr(attrs: &sys::XLA_FFI_Attrs) -> Option<u64> {
    for i in 0..usize::try_from(attrs.size).ok()? {
        // SAFETY: `size` entries in each array, as the header says.
        unsafe {
            let name = &**attrs.names.add(i);
            let name = std::slice::from_raw_parts(name.ptr.cast::<u8>(), name.len);
            if name != b"index" || *attrs.types.add(i) != sys::XLA_FFI_ATTR_SCALAR {
                continue;
            }
            let scalar = &*(*attrs.attrs.add(i)).cast::<sys::XLA_FFI_Scalar>();
            // XLA_FFI_DataType U64 = 9, S64 = 5, U32 = 8, S32 = 4.
            return match scalar.dtype {
                9 | 5 => Some(*(scalar.value as *const u64)),
                8 | 4 => Some(*(scalar.value as *const u32) as u64),
                _ => None,
            };
        }
    }
    None
}

/// A raw buffer of the call frame.
struct RawBuffer {
    dtype: DType,
    shape: Vec<usize>,
    data: *const u8,
    nbytes: usize,
}

/// `XLA_FFI_DataType_TOKEN`.
const XLA_FFI_TOKEN: u32 = 17;

unsafe fn buffers(list: &sys::XLA_FFI_Args) -> Result<Vec<RawBuffer>, String> {
    let n = usize::try_from(list.size).map_err(|_| "negative buffer count".to_string())?;
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        // SAFETY: `size` entries, each a buffer (checked by its type tag).
        unsafe {
            if *list.types.add(i) != sys::XLA_FFI_BUFFER {
                return Err(format!("argument {i} is not a buffer"));
            }
            let b = &*(*list.args.add(i)).cast::<sys::XLA_FFI_Buffer>();
            // An ordered callback's `!stablehlo.token` (XLA_FFI_DataType TOKEN): not data, and
            // not in the callback table; XLA threads it by itself.
            if b.dtype == XLA_FFI_TOKEN {
                continue;
            }
            let dtype = DType::from_xla_ffi(b.dtype).ok_or_else(|| {
                format!("buffer {i} has an unsupported element type ({})", b.dtype)
            })?;
            let rank = usize::try_from(b.rank).map_err(|_| "negative rank".to_string())?;
            let dims = if rank == 0 {
                &[][..]
            } else {
                std::slice::from_raw_parts(b.dims, rank)
            };
            let shape: Vec<usize> = dims.iter().map(|&d| d.max(0) as usize).collect();
            let nbytes = shape.iter().product::<usize>() * dtype.size();
            out.push(RawBuffer {
                dtype,
                shape,
                data: b.data as *const u8,
                nbytes,
            });
        }
    }
    Ok(out)
}

fn check_against(got: &[RawBuffer], want: &[BufferSpec], what: &str) -> Result<(), String> {
    if got.len() != want.len() {
        return Err(format!(
            "XLA passed {} {what} buffers, the callback table says {}",
            got.len(),
            want.len()
        ));
    }
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        if g.dtype != w.dtype || g.shape != w.shape {
            return Err(format!(
                "{what} {i} is {}{:?}, the callback table says {w}",
                g.dtype, g.shape
            ));
        }
    }
    Ok(())
}

fn overlaps(a: &RawBuffer, b: &RawBuffer) -> bool {
    let (a0, a1) = (a.data as usize, a.data as usize + a.nbytes);
    let (b0, b1) = (b.data as usize, b.data as usize + b.nbytes);
    a.nbytes > 0 && b.nbytes > 0 && a0 < b1 && b0 < a1
}

/// Keeps `c_void` in use for the user-data pointer casts in `client.rs`.
pub(crate) fn as_user_data(state: &RunState<'_>) -> *mut c_void {
    state as *const RunState<'_> as *mut c_void
}
