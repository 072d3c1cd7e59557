//! XLA FFI handlers: the `extern "C"` entry XLA calls for a custom_call, and a safe view of the
//! call frame it passes (buffers, scalar attributes, the run's dispatcher).
//!
//! A handler is a type implementing [`Handler`]; [`handler`] makes the function pointer XLA
//! registers. The entry answers XLA's metadata query, ignores the stages before execution,
//! catches panics, and turns a [`Failure`] into an XLA FFI error.

use std::ffi::CString;
use std::marker::PhantomData;
use std::panic::{catch_unwind, AssertUnwindSafe};

use minihlo_ir::DType;

use super::c::{self, HandlerFn};

/// What a custom_call target does when XLA executes it.
pub(crate) trait Handler {
    fn call(frame: Frame<'_>) -> Result<(), Failure>;
}

/// The handler of type `H`, to register with the plugin.
pub(crate) fn handler<H: Handler>() -> HandlerFn {
    HandlerFn(entry::<H>)
}

/// Why a handler failed: the status code XLA reports, and the message.
#[derive(Debug)]
pub(crate) struct Failure {
    pub code: ErrorCode,
    pub message: String,
}

/// The abseil status codes a handler fails with.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ErrorCode {
    InvalidArgument = 3,
    FailedPrecondition = 9,
    Unimplemented = 12,
    Internal = 13,
}

impl Failure {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Failure {
        Failure {
            code,
            message: message.into(),
        }
    }
    pub fn invalid(message: impl Into<String>) -> Failure {
        Failure::new(ErrorCode::InvalidArgument, message)
    }
    pub fn internal(message: impl Into<String>) -> Failure {
        Failure::new(ErrorCode::Internal, message)
    }
}

/// A run's dispatcher: the closure `Executable::run` hands its callbacks' handler through the
/// execute context.
pub(crate) type Dispatch<'a> = dyn Fn(Frame<'_>) -> Result<(), Failure> + Sync + 'a;

/// One call of a custom_call: its frame, valid while the handler runs.
pub(crate) struct Frame<'a> {
    raw: &'a c::XLA_FFI_CallFrame,
    /// The frame's buffers are XLA's, writable during the call.
    _buffers: PhantomData<&'a mut [u8]>,
}

/// The XLA entry of handler `H`.
///
/// # Safety
/// `frame` is null or the call frame XLA passes a handler, valid for the call.
unsafe extern "C" fn entry<H: Handler>(frame: *mut c::XLA_FFI_CallFrame) -> *mut c::XLA_FFI_Error {
    // SAFETY: XLA passes a valid call frame that lives for the duration of this call.
    let Some(raw) = (unsafe { frame.as_mut() }) else {
        return std::ptr::null_mut();
    };
    if answer_metadata(raw) || raw.stage != c::XLA_FFI_EXECUTION_STAGE_EXECUTE {
        return std::ptr::null_mut();
    }
    let raw: &c::XLA_FFI_CallFrame = raw;
    let frame = Frame {
        raw,
        _buffers: PhantomData,
    };
    let failure = match catch_unwind(AssertUnwindSafe(|| H::call(frame))) {
        Ok(Ok(())) => return std::ptr::null_mut(),
        Ok(Err(f)) => f,
        Err(_) => Failure::internal("minihlo-runtime: panic in an FFI handler"),
    };
    ffi_error(raw, failure)
}

/// An XLA FFI error made by the frame's API (which copies the message).
fn ffi_error(frame: &c::XLA_FFI_CallFrame, failure: Failure) -> *mut c::XLA_FFI_Error {
    let text = CString::new(failure.message.replace('\0', " ")).unwrap_or_default();
    let mut args = c::XLA_FFI_Error_Create_Args::new();
    args.message = text.as_ptr();
    args.errc = failure.code as u32;
    // SAFETY: the frame's API table is XLA's own and outlives the call.
    let create = unsafe { frame.api.as_ref() }.and_then(|a| a.XLA_FFI_Error_Create);
    match create {
        // SAFETY: a valid argument struct; the message lives until the call returns.
        Some(create) => unsafe { create(&mut args) },
        None => std::ptr::null_mut(),
    }
}

/// Fills in XLA's metadata query (which FFI version the handler speaks: the plugin's own, no
/// traits); true when `frame` was one.
fn answer_metadata(frame: &mut c::XLA_FFI_CallFrame) -> bool {
    let ext = frame.extension_start;
    // SAFETY: the extension chain's headers are XLA's, valid for the call; each says its type.
    if unsafe { ext.as_ref() }.is_none_or(|e| e.type_ != c::XLA_FFI_EXTENSION_METADATA) {
        return false;
    }
    // SAFETY: a header of the metadata type starts an `XLA_FFI_Metadata_Extension` whose
    // `metadata` XLA allocated for the answer.
    let Some(meta) = (unsafe {
        (*ext.cast::<c::XLA_FFI_Metadata_Extension>())
            .metadata
            .as_mut()
    }) else {
        return true;
    };
    // SAFETY: the frame's API table, if any, is XLA's.
    let minor = unsafe { frame.api.as_ref() }.map_or(4, |a| a.api_version.minor_version);
    meta.api_version = c::XLA_FFI_Api_Version {
        struct_size: std::mem::size_of::<c::XLA_FFI_Api_Version>(),
        extension_start: std::ptr::null_mut(),
        major_version: 0,
        minor_version: minor,
    };
    meta.traits = 0;
    true
}

/// A scalar attribute's value (the custom_call's `mhlo.backend_config` entries).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Scalar {
    Bool(bool),
    Int(i64),
    UInt(u64),
    Float(f64),
}

impl Scalar {
    /// The value as an integer, where it is one (a bool is 0 or 1).
    pub fn as_i64(self) -> Option<i64> {
        match self {
            Scalar::Bool(b) => Some(i64::from(b)),
            Scalar::Int(i) => Some(i),
            Scalar::UInt(u) => i64::try_from(u).ok(),
            Scalar::Float(_) => None,
        }
    }
}

/// An input buffer: its bytes, or the note that XLA passed the same memory as an output
/// (`output_operand_aliases`), whose bytes hold the input's values when the call starts.
pub(crate) enum InputData<'a> {
    Bytes(&'a [u8]),
    SameAsOutput(usize),
}

pub(crate) struct Input<'a> {
    pub dtype: DType,
    pub dims: &'a [i64],
    pub data: InputData<'a>,
}

pub(crate) struct Output<'a> {
    pub dtype: DType,
    pub dims: &'a [i64],
    pub bytes: &'a mut [u8],
}

/// A frame's buffers (ordered-effect tokens left out): inputs and outputs, never overlapping
/// except as [`InputData::SameAsOutput`].
pub(crate) struct Buffers<'a> {
    pub inputs: Vec<Input<'a>>,
    pub outputs: Vec<Output<'a>>,
}

/// One buffer as the frame describes it.
struct RawBuffer<'a> {
    dtype: DType,
    dims: &'a [i64],
    data: *mut u8,
    nbytes: usize,
}

impl RawBuffer<'_> {
    fn range(&self) -> std::ops::Range<usize> {
        self.data as usize..self.data as usize + self.nbytes
    }
}

impl<'a> Frame<'a> {
    /// The scalar attribute `name`, if the custom_call has one.
    pub fn scalar(&self, name: &str) -> Option<Scalar> {
        let attrs = &self.raw.attrs;
        for i in 0..usize::try_from(attrs.size).ok()? {
            // SAFETY: XLA's attributes: `size` entries in each of the three arrays, a name
            // being a byte span valid for the call.
            let (attr_name, type_, value) = unsafe {
                let span = &**attrs.names.add(i);
                (
                    std::slice::from_raw_parts(span.ptr.cast::<u8>(), span.len),
                    *attrs.types.add(i),
                    *attrs.attrs.add(i),
                )
            };
            if attr_name != name.as_bytes() {
                continue;
            }
            if type_ != c::XLA_FFI_ATTR_SCALAR {
                return None;
            }
            // SAFETY: a scalar attribute is an `XLA_FFI_Scalar` whose value has its dtype.
            return unsafe { read_scalar(&*value.cast::<c::XLA_FFI_Scalar>()) };
        }
        None
    }

    /// The dispatcher `Executable::run` put in the execute context, if the run was one.
    pub fn dispatch(&self) -> Option<&'a Dispatch<'a>> {
        // SAFETY: the frame's API table is XLA's.
        let api = unsafe { self.raw.api.as_ref() }?;
        let get = api.XLA_FFI_ExecutionContext_Get?;
        let plugin = super::plugin::loaded()?;
        let mut type_id = c::XLA_FFI_TypeId {
            type_id: plugin.user_data_type,
        };
        let mut args = c::XLA_FFI_ExecutionContext_Get_Args::new();
        args.ctx = self.raw.ctx;
        args.type_id = &mut type_id;
        // SAFETY: a valid argument struct; the context is the call's.
        let err = unsafe { get(&mut args) };
        if !err.is_null() || args.data.is_null() {
            return None;
        }
        // SAFETY: the user data of this crate's type is only ever added by
        // `ExecuteContext::new`, as a pointer to a `&Dispatch` that outlives the execution.
        Some(unsafe { *args.data.cast::<&'a Dispatch<'a>>() })
    }

    /// The buffers, checked: inputs and outputs each of a known dtype, outputs disjoint, an
    /// input overlapping an output only as the very same buffer.
    pub fn buffers(self) -> Result<Buffers<'a>, Failure> {
        let ins = raw_buffers(&self.raw.args, "argument")?;
        let outs = raw_buffers(&self.raw.rets, "result")?;
        for (i, a) in outs.iter().enumerate() {
            if outs[..i].iter().any(|b| overlap(a, b)) {
                return Err(Failure::internal(format!(
                    "XLA passed result {i} in memory another result uses"
                )));
            }
        }
        let mut inputs = Vec::with_capacity(ins.len());
        for (i, b) in ins.iter().enumerate() {
            let data = match outs.iter().position(|o| overlap(b, o)) {
                Some(k) if outs[k].range() == b.range() => InputData::SameAsOutput(k),
                Some(k) => {
                    return Err(Failure::internal(format!(
                        "XLA passed argument {i} partly in the memory of result {k}"
                    )))
                }
                None if b.nbytes == 0 => InputData::Bytes(&[]),
                // SAFETY: XLA's argument buffer, `nbytes` readable bytes for the call, which no
                // output view overlaps (checked above).
                None => InputData::Bytes(unsafe { std::slice::from_raw_parts(b.data, b.nbytes) }),
            };
            inputs.push(Input {
                dtype: b.dtype,
                dims: b.dims,
                data,
            });
        }
        let outputs = outs
            .into_iter()
            .map(|b| Output {
                dtype: b.dtype,
                dims: b.dims,
                bytes: if b.nbytes == 0 {
                    &mut []
                } else {
                    // SAFETY: XLA's result buffer, `nbytes` writable bytes for the call; results
                    // are disjoint (checked above) and each is viewed once, here.
                    unsafe { std::slice::from_raw_parts_mut(b.data, b.nbytes) }
                },
            })
            .collect();
        Ok(Buffers { inputs, outputs })
    }
}

fn overlap(a: &RawBuffer<'_>, b: &RawBuffer<'_>) -> bool {
    let (a, b) = (a.range(), b.range());
    !a.is_empty() && !b.is_empty() && a.start < b.end && b.start < a.end
}

/// # Safety
/// `s` is an attribute XLA passed, its value of its dtype.
unsafe fn read_scalar(s: &c::XLA_FFI_Scalar) -> Option<Scalar> {
    let v = s.value;
    // SAFETY: per this function's contract, `value` points to a value of `dtype` (XLA's
    // PrimitiveType numbers).
    unsafe {
        Some(match s.dtype {
            1 => Scalar::Bool(*v.cast::<u8>() != 0),
            2 => Scalar::Int(i64::from(*v.cast::<i8>())),
            3 => Scalar::Int(i64::from(*v.cast::<i16>())),
            4 => Scalar::Int(i64::from(*v.cast::<i32>())),
            5 => Scalar::Int(*v.cast::<i64>()),
            6 => Scalar::UInt(u64::from(*v.cast::<u8>())),
            7 => Scalar::UInt(u64::from(*v.cast::<u16>())),
            8 => Scalar::UInt(u64::from(*v.cast::<u32>())),
            9 => Scalar::UInt(*v.cast::<u64>()),
            11 => Scalar::Float(f64::from(*v.cast::<f32>())),
            12 => Scalar::Float(*v.cast::<f64>()),
            _ => return None,
        })
    }
}

/// The buffers of an argument or result list, tokens left out.
fn raw_buffers<'a>(list: &'a c::XLA_FFI_Args, what: &str) -> Result<Vec<RawBuffer<'a>>, Failure> {
    let n = usize::try_from(list.size).map_err(|_| Failure::internal("negative buffer count"))?;
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        // SAFETY: XLA's list: `size` types and `size` entries.
        let (type_, entry) = unsafe { (*list.types.add(i), *list.args.add(i)) };
        if type_ != c::XLA_FFI_BUFFER {
            return Err(Failure::internal(format!("{what} {i} is not a buffer")));
        }
        // SAFETY: an entry of buffer type is an `XLA_FFI_Buffer` valid for the call.
        let b: &'a c::XLA_FFI_Buffer = unsafe { &*entry.cast::<c::XLA_FFI_Buffer>() };
        // An ordered callback's `!stablehlo.token`: not data; XLA threads it by itself.
        if b.dtype == c::XLA_FFI_TOKEN {
            continue;
        }
        let dtype = c::dtype_of_xla(b.dtype).ok_or_else(|| {
            Failure::invalid(format!(
                "{what} {i} has an element type minihlo-runtime does not hold (XLA type {})",
                b.dtype
            ))
        })?;
        let rank = usize::try_from(b.rank).map_err(|_| Failure::internal("negative rank"))?;
        let dims: &'a [i64] = if rank == 0 {
            &[]
        } else {
            // SAFETY: `rank` dimensions, valid for the call.
            unsafe { std::slice::from_raw_parts(b.dims, rank) }
        };
        let nbytes = dims
            .iter()
            .try_fold(c::byte_size(dtype), |n, &d| {
                usize::try_from(d).ok().and_then(|d| n.checked_mul(d))
            })
            .ok_or_else(|| Failure::internal(format!("{what} {i} has a bad shape {dims:?}")))?;
        if nbytes > 0 && b.data.is_null() {
            return Err(Failure::internal(format!("{what} {i} has no data")));
        }
        out.push(RawBuffer {
            dtype,
            dims,
            data: b.data.cast::<u8>(),
            nbytes,
        });
    }
    Ok(out)
}
