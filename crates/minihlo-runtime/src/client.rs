//! A runtime (a client of the plugin with one or several CPU devices), compiled executables,
//! and running them with global host arrays and Rust callbacks.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use crate::array::{Array, DType};
use crate::callback::{BufferSpec, CallbackSpec, Callbacks, RunState};
use crate::sharding::{cut, paste, Sharding};
use crate::sys::{self, Device, DeviceBuffer, Frame, LoadedExecutable};
use crate::{handlers, Error};

/// A client of the XLA:CPU plugin: compiles modules into [`Executable`]s. Cheap to share:
/// clone it, or use it from several threads at once.
#[derive(Clone)]
pub struct Runtime {
    inner: Arc<Inner>,
}

struct Inner {
    plugin: &'static sys::Plugin,
    client: sys::Client,
    devices: Vec<Device>,
}

/// How to make a [`Runtime`]: which plugin, how many CPU devices.
#[derive(Clone, Debug, Default)]
pub struct RuntimeBuilder {
    plugin: Option<PathBuf>,
    devices: Option<usize>,
}

impl RuntimeBuilder {
    /// The plugin library (default: `$MINIHLO_PJRT_PLUGIN`, else where `scripts/pjrt-plugin`
    /// installs it).
    pub fn plugin(mut self, path: impl AsRef<Path>) -> RuntimeBuilder {
        self.plugin = Some(path.as_ref().to_path_buf());
        self
    }

    /// The number of CPU devices (the plugin's `cpu_device_count`; default: the plugin's own,
    /// one). A module partitioned N ways needs N devices.
    pub fn devices(mut self, n: usize) -> RuntimeBuilder {
        self.devices = Some(n);
        self
    }

    pub fn build(self) -> Result<Runtime, Error> {
        if self.devices == Some(0) {
            return Err(Error::Input("a runtime needs at least one device".into()));
        }
        let path = sys::locate(self.plugin.as_deref())?;
        let plugin = sys::load(&path, handlers::register)?;
        let client = sys::Client::create(plugin, self.devices)?;
        let mut devices = client.devices()?;
        devices.sort_by_key(|d| d.id);
        if devices.is_empty() {
            return Err(Error::Plugin {
                path,
                message: "the client has no addressable device".into(),
            });
        }
        if let Some(n) = self.devices.filter(|&n| n != devices.len()) {
            return Err(Error::Plugin {
                path,
                message: format!(
                    "asked for {n} CPU devices, the client has {}",
                    devices.len()
                ),
            });
        }
        Ok(Runtime {
            inner: Arc::new(Inner {
                plugin,
                client,
                devices,
            }),
        })
    }
}

/// How to compile a module: its partitions (SPMD, one per device) and replicas. Unset, they
/// are read from a text module's `mhlo.num_partitions` / `mhlo.num_replicas` (1 when absent or
/// when the module is bytecode).
#[derive(Clone, Debug, Default)]
pub struct CompileOptions {
    pub partitions: Option<usize>,
    pub replicas: Option<usize>,
}

impl Runtime {
    /// A client with one CPU device, of the default plugin: `$MINIHLO_PJRT_PLUGIN`, else where
    /// `scripts/pjrt-plugin` installs it. The error names the command that installs it when it
    /// is missing.
    pub fn new() -> Result<Runtime, Error> {
        Runtime::builder().build()
    }

    /// A client of the plugin library at `path`.
    pub fn with_plugin(path: impl AsRef<Path>) -> Result<Runtime, Error> {
        Runtime::builder().plugin(path).build()
    }

    /// A builder: `Runtime::builder().devices(8).build()` for eight CPU devices.
    pub fn builder() -> RuntimeBuilder {
        RuntimeBuilder::default()
    }

    /// The plugin's platform name (`cpu` for XLA:CPU).
    pub fn platform(&self) -> String {
        self.inner.client.platform_name()
    }

    /// The number of devices.
    pub fn num_devices(&self) -> usize {
        self.inner.devices.len()
    }

    /// The plugin's PJRT C API version.
    pub fn api_version(&self) -> (i32, i32) {
        self.inner.plugin.version
    }

    /// The plugin library in use.
    pub fn plugin_path(&self) -> &Path {
        &self.inner.plugin.path
    }

    /// Compiles a module (MLIR text or bytecode, as minihlo or JAX lower it for cpu) whose
    /// custom_calls follow `callbacks` (the table `lower` returns; entry k serves `index = k`).
    /// A module with `mhlo.num_partitions = N` is partitioned N ways (SPMD, Shardy or GSPMD as
    /// the module is written) over the first N devices.
    pub fn compile(&self, module: &[u8], callbacks: &[CallbackSpec]) -> Result<Executable, Error> {
        self.compile_with(module, callbacks, &CompileOptions::default())
    }

    /// [`Runtime::compile`] with the partition and replica counts given.
    pub fn compile_with(
        &self,
        module: &[u8],
        callbacks: &[CallbackSpec],
        options: &CompileOptions,
    ) -> Result<Executable, Error> {
        for (k, spec) in callbacks.iter().enumerate() {
            if spec.index != k as u64 {
                return Err(Error::Binding(format!(
                    "callback table entry {k} has index {}; entry k must serve index k",
                    spec.index
                )));
            }
        }
        let text = std::str::from_utf8(module).ok();
        let attr = |name| text.and_then(|t| module_attribute(t, name));
        let partitions = options
            .partitions
            .or(attr("mhlo.num_partitions"))
            .unwrap_or(1);
        let replicas = options.replicas.or(attr("mhlo.num_replicas")).unwrap_or(1);
        let needed = partitions.saturating_mul(replicas);
        if needed == 0 || needed > self.num_devices() {
            return Err(Error::Input(format!(
                "the module runs on {partitions} partitions x {replicas} replicas; this runtime \
                 has {} device(s) (Runtime::builder().devices({needed}))",
                self.num_devices()
            )));
        }
        // Shardy unless the module says GSPMD (`mhlo.sharding`) and nothing of Shardy's.
        let shardy = text.is_none_or(|t| t.contains("sdy.") || !t.contains("mhlo.sharding"));
        let proto = compile_options(partitions, replicas, shardy, &self.inner.devices);
        let exe = self
            .inner
            .client
            .compile(module, &proto)
            .map_err(explain_missing_handler)?;
        let num_outputs = exe.num_outputs()?;
        let order = exe.devices()?;
        // Logical id (replica-major, then partition) of each execute slot: the device ids were
        // assigned in that order.
        let logical: Vec<usize> = order
            .iter()
            .map(|d| {
                self.inner
                    .devices
                    .iter()
                    .position(|x| x.id == d.id)
                    .ok_or_else(|| Error::Pjrt {
                        what: "compile",
                        message: format!("the executable runs on unknown device {}", d.id),
                    })
            })
            .collect::<Result<_, _>>()?;
        let shardings = |outputs| -> Result<Option<Vec<Vec<u8>>>, Error> {
            if needed == 1 {
                Ok(None)
            } else {
                exe.shardings(outputs)
            }
        };
        let (params, outs) = (shardings(false)?, shardings(true)?);
        Ok(Executable {
            runtime: self.clone(),
            exe,
            num_outputs,
            partitions,
            logical,
            param_shardings: params,
            out_shardings: outs,
            table: callbacks.to_vec(),
            inputs: None,
            outputs: None,
            leading: vec![],
            tokens: 0,
        })
    }
}

/// The integer value of a module attribute (`mhlo.num_partitions = 8 : i32`) in a text module.
fn module_attribute(text: &str, name: &str) -> Option<usize> {
    let header = text
        .lines()
        .find(|l| l.trim_start().starts_with("module"))?;
    let rest = &header[header.find(name)? + name.len()..];
    let value = rest.trim_start().strip_prefix('=')?.trim_start();
    let digits: String = value.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// A serialized `xla.CompileOptionsProto` (xla/pjrt/proto/compile_options.proto).
fn compile_options(
    partitions: usize,
    replicas: usize,
    shardy: bool,
    devices: &[Device],
) -> Vec<u8> {
    let spmd = partitions * replicas > 1;
    let assignment = spmd.then(|| DeviceAssignmentProto {
        replica_count: replicas as i32,
        computation_count: partitions as i32,
        computation_devices: (0..partitions)
            .map(|p| ComputationDevice {
                replica_device_ids: (0..replicas)
                    .map(|r| i64::from(devices[r * partitions + p].id))
                    .collect(),
            })
            .collect(),
    });
    let build = ExecutableBuildOptionsProto {
        device_ordinal: if spmd { -1 } else { 0 },
        num_replicas: replicas as i64,
        num_partitions: partitions as i64,
        use_spmd_partitioning: spmd,
        device_assignment: assignment,
        // An output without a sharding gets the one XLA propagates (read back after compile),
        // as under jax.jit with unspecified out_shardings.
        allow_spmd_sharding_propagation_to_output: vec![spmd],
        use_shardy_partitioner: spmd && shardy,
    };
    let options = CompileOptionsProto {
        executable_build_options: Some(build),
    };
    prost::Message::encode_to_vec(&options)
}

#[derive(Clone, PartialEq, prost::Message)]
struct CompileOptionsProto {
    #[prost(message, optional, tag = "3")]
    executable_build_options: Option<ExecutableBuildOptionsProto>,
}

/// `xla.ExecutableBuildOptionsProto` (xla/xla.proto), the fields set here.
#[derive(Clone, PartialEq, prost::Message)]
struct ExecutableBuildOptionsProto {
    #[prost(int64, tag = "1")]
    device_ordinal: i64,
    #[prost(int64, tag = "4")]
    num_replicas: i64,
    #[prost(int64, tag = "5")]
    num_partitions: i64,
    #[prost(bool, tag = "6")]
    use_spmd_partitioning: bool,
    #[prost(message, optional, tag = "9")]
    device_assignment: Option<DeviceAssignmentProto>,
    #[prost(bool, repeated, tag = "12")]
    allow_spmd_sharding_propagation_to_output: Vec<bool>,
    #[prost(bool, tag = "19")]
    use_shardy_partitioner: bool,
}

/// `xla.DeviceAssignmentProto` (xla/xla_data.proto).
#[derive(Clone, PartialEq, prost::Message)]
struct DeviceAssignmentProto {
    #[prost(int32, tag = "1")]
    replica_count: i32,
    #[prost(int32, tag = "2")]
    computation_count: i32,
    #[prost(message, repeated, tag = "3")]
    computation_devices: Vec<ComputationDevice>,
}

#[derive(Clone, PartialEq, prost::Message)]
struct ComputationDevice {
    #[prost(int64, repeated, tag = "1")]
    replica_device_ids: Vec<i64>,
}

/// XLA's `No FFI handler registered for T` names no way out: say what the bundled plugin has.
fn explain_missing_handler(e: Error) -> Error {
    let Error::Pjrt { what, message } = e else {
        return e;
    };
    let Some(at) = message.find("No FFI handler registered for ") else {
        return Error::Pjrt { what, message };
    };
    let target: String = message[at + 30..]
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != ',')
        .collect();
    let message = format!(
        "{message}\n  the module calls custom_call target {target}, which neither the bundled \
         XLA:CPU plugin nor minihlo-runtime handles (minihlo-runtime registers the host-callback \
         targets and jaxlib's LAPACK targets, {}). A GPU solver or kernel target means the \
         module was lowered for cuda or rocm: lower it for cpu (`--platform cpu`); any other \
         target needs a plugin that registers it.",
        handlers::summary()
    );
    Error::Pjrt { what, message }
}

/// A compiled module, ready to run any number of times, from any number of threads at once.
pub struct Executable {
    runtime: Runtime,
    exe: LoadedExecutable,
    num_outputs: usize,
    partitions: usize,
    /// The logical device (index in the runtime's devices) of each execute slot.
    logical: Vec<usize>,
    param_shardings: Option<Vec<Vec<u8>>>,
    out_shardings: Option<Vec<Vec<u8>>>,
    table: Vec<CallbackSpec>,
    inputs: Option<Vec<BufferSpec>>,
    outputs: Option<Vec<BufferSpec>>,
    leading: Vec<Array>,
    /// Ordered-effect tokens `@main` takes after `leading` and returns first.
    tokens: usize,
}

impl Executable {
    /// The module's host-callback table.
    pub fn callbacks(&self) -> &[CallbackSpec] {
        &self.table
    }

    /// Declares `@main`'s parameters (global shapes), so that `run` checks its inputs' count,
    /// dtypes and shapes (XLA itself checks only the count and the byte sizes).
    /// `minihlo::exec::load` does this.
    pub fn with_inputs(mut self, inputs: Vec<BufferSpec>) -> Executable {
        self.inputs = Some(inputs);
        self
    }

    /// Declares `@main`'s results (global shapes, tokens left out): a partitioned run
    /// assembles each from its shards at this shape. Undeclared, a result's global shape is its
    /// shard's times its tile counts (exact when every sharded dimension divides evenly).
    pub fn with_outputs(mut self, outputs: Vec<BufferSpec>) -> Executable {
        self.outputs = Some(outputs);
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

    /// The number of results of `@main`.
    pub fn num_outputs(&self) -> usize {
        self.num_outputs
    }

    /// The number of partitions (devices) each run uses.
    pub fn num_partitions(&self) -> usize {
        self.partitions
    }

    /// How parameter `i` (counting leading arguments and tokens) is laid over the partitions.
    pub fn parameter_sharding(&self, i: usize, rank: usize) -> Result<Sharding, Error> {
        sharding_of(self.param_shardings.as_deref(), i, rank)
    }

    /// How result `i` (counting tokens) is laid over the partitions.
    pub fn output_sharding(&self, i: usize, rank: usize) -> Result<Sharding, Error> {
        sharding_of(self.out_shardings.as_deref(), i, rank)
    }

    fn check_inputs(&self, inputs: &[Array]) -> Result<(), Error> {
        let Some(want) = &self.inputs else {
            return Ok(());
        };
        if inputs.len() != want.len() {
            let s = if inputs.len() == 1 { "" } else { "s" };
            return Err(Error::Input(format!(
                "{} input{s} given, @main takes {}",
                inputs.len(),
                want.len()
            )));
        }
        for (i, (a, w)) in inputs.iter().zip(want).enumerate() {
            if a.dtype() != w.dtype || a.shape() != w.shape.as_slice() {
                return Err(Error::Input(format!(
                    "input {i} is {}{:?}, @main takes {w}",
                    a.dtype().numpy_name(),
                    a.shape()
                )));
            }
        }
        Ok(())
    }

    /// Runs the module on `inputs` (global arrays, in `@main`'s order), calling `callbacks`
    /// for its host callbacks; returns `@main`'s results (global arrays). A partitioned module
    /// gets each input split by its parameter sharding, runs on every partition's device, and
    /// has each result assembled by its output sharding. A callback's error or panic fails the
    /// run with [`Error::Callback`] (its name and index).
    pub fn run(&self, inputs: &[Array], callbacks: &Callbacks) -> Result<Vec<Array>, Error> {
        self.check_inputs(inputs)?;
        let fns = callbacks.resolve(&self.table)?;
        let token = Array::zeros(DType::Bool, &[0]);
        let params: Vec<&Array> = self
            .leading
            .iter()
            .chain(std::iter::repeat_n(&token, self.tokens))
            .chain(inputs)
            .collect();
        let inner = &self.runtime.inner;
        // The host data of each execute slot's arguments: the array itself, or its shard (a
        // maximal sharding's other partitions get the whole array, which XLA ignores).
        let mut shards: Vec<Vec<std::borrow::Cow<'_, Array>>> =
            self.logical.iter().map(|_| vec![]).collect();
        for (i, a) in params.iter().enumerate() {
            let sharding = self.parameter_sharding(i, a.shape().len())?;
            for (slot, &logical) in self.logical.iter().enumerate() {
                shards[slot].push(match sharding.shard(a.shape(), logical % self.partitions) {
                    Some(s) if s.shape != a.shape() => std::borrow::Cow::Owned(cut(a, &s)),
                    _ => std::borrow::Cow::Borrowed(*a),
                });
            }
        }
        let args: Vec<Vec<DeviceBuffer<'_>>> = shards
            .iter()
            .zip(&self.logical)
            .map(|(list, &logical)| {
                let device = inner.devices[logical];
                list.iter()
                    .map(|a| {
                        inner
                            .client
                            .transfer(a.host_bytes(), a.dtype(), a.shape(), device)
                    })
                    .collect::<Result<_, _>>()
            })
            .collect::<Result<_, _>>()?;
        let state = RunState {
            table: &self.table,
            fns,
            failure: Mutex::new(None),
        };
        let dispatch = |frame: Frame<'_>| state.dispatch(frame);
        let arg_refs: Vec<Vec<&DeviceBuffer<'_>>> =
            args.iter().map(|l| l.iter().collect()).collect();
        let launched = self
            .exe
            .execute(&arg_refs, self.num_outputs, Some(&dispatch));
        let callback_failure = state
            .failure
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        if let Some(e) = callback_failure {
            return Err(e);
        }
        let outputs = launched?;
        drop(args);
        (self.tokens..self.num_outputs)
            .map(|j| self.assemble(j, &outputs))
            .collect()
    }

    /// Result `j` from its shards on every device.
    fn assemble(&self, j: usize, outputs: &[Vec<DeviceBuffer<'_>>]) -> Result<Array, Error> {
        let host = |b: &DeviceBuffer<'_>| -> Result<Array, Error> {
            let (dtype, shape, bytes) = b.to_host()?;
            Array::from_host(dtype, shape, bytes)
        };
        let first = host(&outputs[0][j])?;
        if self.logical.len() == 1 {
            return Ok(first);
        }
        let sharding = self.output_sharding(j, first.shape().len())?;
        let declared = self
            .outputs
            .as_ref()
            .and_then(|o| o.get(j - self.tokens))
            .map(|s| s.shape.clone());
        let shape = declared.unwrap_or_else(|| sharding.global_shape(first.shape()));
        if sharding == Sharding::Replicated {
            return Ok(first);
        }
        let mut global = Array::zeros(first.dtype(), &shape);
        for (slot, &logical) in self.logical.iter().enumerate() {
            let Some(shard) = sharding.shard(&shape, logical % self.partitions) else {
                continue;
            };
            let part = if slot == 0 {
                first.clone()
            } else {
                host(&outputs[slot][j])?
            };
            if part.shape() != shard.shape.as_slice() {
                return Err(Error::Sharding(format!(
                    "result {j}: device {logical} holds {:?}, its {sharding:?} shard of {shape:?} \
                     is {:?}",
                    part.shape(),
                    shard.shape
                )));
            }
            paste(&mut global, &shard, &part);
        }
        Ok(global)
    }
}

fn sharding_of(list: Option<&[Vec<u8>]>, i: usize, rank: usize) -> Result<Sharding, Error> {
    match list {
        None => Ok(Sharding::Replicated),
        Some(l) => {
            let bytes = l.get(i).ok_or_else(|| {
                Error::Sharding(format!(
                    "the executable reports {} shardings, not {}",
                    l.len(),
                    i + 1
                ))
            })?;
            Sharding::from_proto(bytes, rank)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_module_attributes() {
        let text = "module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {\n";
        assert_eq!(module_attribute(text, "mhlo.num_partitions"), Some(8));
        assert_eq!(module_attribute(text, "mhlo.num_replicas"), Some(1));
        assert_eq!(module_attribute("module {\n", "mhlo.num_partitions"), None);
    }
}
