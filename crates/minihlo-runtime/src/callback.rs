//! Host callbacks: the table a module was lowered with, the Rust closures bound to it, the views
//! a closure sees, and the one XLA FFI handler that dispatches every call to its closure.

use std::collections::HashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Mutex};

use serde::Deserialize;

use crate::array::{view, view_mut, Array, DType, Element};
use crate::sys::{Buffers, Failure, Frame, Handler, InputData, Scalar};
use crate::Error;

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
        write!(f, "{}{:?}", self.dtype.numpy_name(), self.shape)
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
            let dtype = DType::from_name(&a.dtype)
                .filter(|d| !d.is_key())
                .ok_or_else(|| {
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

/// A read-only view of a callback input: XLA's own buffer (no copy), or a copy where XLA passed
/// the input in the memory of an output (`input_output_aliases`).
pub struct Buffer<'a> {
    dtype: DType,
    shape: Vec<usize>,
    bytes: &'a [u8],
}

/// A writable view of a callback output: XLA's own buffer.
pub struct BufferMut<'a> {
    dtype: DType,
    shape: Vec<usize>,
    bytes: &'a mut [u8],
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
        view(self.dtype, self.bytes)
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
        view_mut(self.dtype, self.bytes)
    }
    /// Copies `src` in; errors unless its dtype and shape are this buffer's.
    pub fn copy_from(&mut self, dtype: DType, shape: &[usize], bytes: &[u8]) -> Result<(), Error> {
        if dtype != self.dtype || shape != self.shape.as_slice() {
            return Err(Error::Input(format!(
                "cannot copy a {}{shape:?} value into a {}{:?} output",
                dtype.numpy_name(),
                self.dtype.numpy_name(),
                self.shape
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

/// What one run hands its callbacks: the table, the closures, and the first failure.
pub(crate) struct RunState<'a> {
    pub table: &'a [CallbackSpec],
    pub fns: Vec<Arc<CallbackFn>>,
    /// The first failure of a callback, reported by `run` in place of XLA's wrapped message.
    pub failure: Mutex<Option<Error>>,
}

/// The handler of the callback targets (`xla_buffer_python_cpu_callback`, JAX's Python
/// callbacks): hands each call to the run's dispatcher, found in the execute context.
pub(crate) struct CallbackTarget;

impl Handler for CallbackTarget {
    fn call(frame: Frame<'_>) -> Result<(), Failure> {
        match frame.dispatch() {
            Some(dispatch) => dispatch(frame),
            None => Err(Failure::internal(
                "no minihlo-runtime callback table in the execute context (the module must be \
                 run through minihlo-runtime)",
            )),
        }
    }
}

/// The handler of the gpu callback targets on the host: a module lowered for several platforms
/// compiles for cpu with them, and only a wrong `_platform_index` can reach one.
pub(crate) struct GpuTarget;

impl Handler for GpuTarget {
    fn call(_: Frame<'_>) -> Result<(), Failure> {
        Err(Failure::invalid(
            "a gpu buffer_callback target was called on XLA:CPU (a module lowered for several \
             platforms must be given the cpu platform's index)",
        ))
    }
}

impl RunState<'_> {
    /// Records the first failure (for `run` to return) and gives the failure for XLA.
    fn fail(&self, spec: &CallbackSpec, message: String) -> Failure {
        let e = Error::Callback {
            index: spec.index,
            name: spec.name.clone(),
            message,
        };
        let text = e.to_string();
        let mut first = self.failure.lock().unwrap_or_else(|p| p.into_inner());
        first.get_or_insert(e);
        Failure::internal(text)
    }

    /// Serves one callback call: finds its table entry by the `index` attribute, checks the
    /// buffers against it, and calls the bound closure with views of XLA's buffers.
    pub fn dispatch(&self, frame: Frame<'_>) -> Result<(), Failure> {
        let index = frame
            .scalar("index")
            .and_then(Scalar::as_i64)
            .ok_or_else(|| {
                Failure::internal("the custom_call has no `index : ui64` in its backend_config")
            })?;
        let Some(spec) = usize::try_from(index).ok().and_then(|i| self.table.get(i)) else {
            return Err(Failure::invalid(format!(
                "host callback index {index} is outside the callback table ({} entries)",
                self.table.len()
            )));
        };
        let fail = |m: String| self.fail(spec, m);
        let Buffers { inputs, outputs } = frame.buffers().map_err(|f| fail(f.message))?;
        let in_specs = inputs.iter().map(|b| (b.dtype, b.dims));
        check_against(in_specs, &spec.operands, "input").map_err(&fail)?;
        let out_specs = outputs.iter().map(|b| (b.dtype, b.dims));
        check_against(out_specs, &spec.results, "output").map_err(&fail)?;
        // An input in an output's memory (input_output_aliases): the closure gets a copy, taken
        // before it writes, so that its `&` and `&mut` views never overlap. Words, for
        // alignment.
        let copies: Vec<Option<Vec<u64>>> = inputs
            .iter()
            .map(|b| match b.data {
                InputData::SameAsOutput(k) => {
                    let src = &outputs[k].bytes;
                    let mut v = vec![0u64; src.len().div_ceil(8)];
                    bytemuck::cast_slice_mut::<u64, u8>(&mut v)[..src.len()].copy_from_slice(src);
                    Some(v)
                }
                InputData::Bytes(_) => None,
            })
            .collect();
        let inputs = inputs
            .iter()
            .zip(&copies)
            .zip(&spec.operands)
            .map(|((b, copy), want)| Buffer {
                dtype: b.dtype,
                shape: want.shape.clone(),
                bytes: match (&b.data, copy) {
                    (InputData::Bytes(bytes), _) => bytes,
                    (_, Some(v)) => &bytemuck::cast_slice(v)[..bytes_of(want)],
                    (_, None) => &[],
                },
            })
            .collect();
        let outputs = outputs
            .into_iter()
            .zip(&spec.results)
            .map(|(b, want)| BufferMut {
                dtype: b.dtype,
                shape: want.shape.clone(),
                bytes: b.bytes,
            })
            .collect();
        let mut call = Call {
            spec,
            inputs,
            outputs,
        };
        let f = &self.fns[spec.index as usize];
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
}

/// The byte size of a buffer of `spec`.
fn bytes_of(spec: &BufferSpec) -> usize {
    spec.shape.iter().product::<usize>() * crate::array::byte_size(spec.dtype)
}

fn check_against<'a>(
    got: impl ExactSizeIterator<Item = (DType, &'a [i64])>,
    want: &[BufferSpec],
    what: &str,
) -> Result<(), String> {
    if got.len() != want.len() {
        return Err(format!(
            "XLA passed {} {what} buffers, the callback table says {}",
            got.len(),
            want.len()
        ));
    }
    for (i, ((dtype, dims), w)) in got.zip(want).enumerate() {
        let same_shape = dims.len() == w.shape.len()
            && dims.iter().zip(&w.shape).all(|(&d, &s)| d as usize == s);
        if dtype != w.dtype || !same_shape {
            return Err(format!(
                "{what} {i} is {}{dims:?}, the callback table says {w}",
                dtype.numpy_name()
            ));
        }
    }
    Ok(())
}
