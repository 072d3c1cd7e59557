//! The Python-callback family JAX lowers through `xla_ffi_python_*_callback`: `pure_callback`,
//! `io_callback`, `debug_callback` and `debug_print`, one params struct for all four
//! ([`PyCallback`]), told apart by [`PyCallbackKind`].

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, op_names, texts, PrimitiveDef, PrintedParam};
use crate::rule_helpers::{valid_shape, Rule};
use crate::types::Aval;

/// Which of the four primitives, by the name JAX prints (`name()`, `str::parse`).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    strum::VariantArray,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantNames,
)]
pub enum PyCallbackKind {
    /// `pure_callback`: no effect, removable when its results are unused.
    #[strum(serialize = "pure_callback")]
    Pure,
    /// `io_callback`: the IO effect (ordered or not).
    #[strum(serialize = "io_callback")]
    Io,
    /// `debug_callback` (`jax.debug.callback`): the Debug effect, no results.
    #[strum(serialize = "debug_callback")]
    Debug,
    /// `debug_print` (`jax.debug.print`): the Debug effect, no results.
    #[strum(serialize = "debug_print")]
    Print,
}

op_names!(PyCallbackKind);

impl PyCallbackKind {
    /// The host-callback table's word for it: `pure`, `io`, `debug`, `print`.
    pub fn table_name(self) -> &'static str {
        match self {
            PyCallbackKind::Pure => "pure",
            PyCallbackKind::Io => "io",
            PyCallbackKind::Debug => "debug",
            PyCallbackKind::Print => "print",
        }
    }
}

/// The ordered effect an equation carries, which gets its own token (JAX's `OrderedIOEffect`
/// and `OrderedDebugEffect`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OrderedEffect {
    Io,
    Debug,
}

/// `debug_print`'s own params (the text JAX prints for the ones minihlo only carries).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PrintParams {
    /// The format string, as given (JAX prints it raw, line breaks included).
    pub fmt: String,
    pub has_placeholders: bool,
    /// `static_args=...` as printed (`()` usually).
    pub static_args: String,
    /// `np_printoptions=...` as printed.
    pub np_printoptions: String,
    /// `logging_record=...` as printed (`None` usually).
    pub logging_record: String,
}

impl PrintParams {
    /// NumPy's default print options as JAX prints them.
    pub const DEFAULT_NP_PRINTOPTIONS: &'static str = "(('edgeitems', 3), ('threshold', 1000), ('floatmode', 'maxprec'), ('precision', 8), ('suppress', False), ('linewidth', 75), ('nanstr', 'nan'), ('infstr', 'inf'), ('sign', '-'), ('formatter', None), ('legacy', False), ('override_repr', None))";

    pub fn new(fmt: impl Into<String>) -> PrintParams {
        let fmt = fmt.into();
        PrintParams {
            has_placeholders: fmt.contains('{'),
            fmt,
            static_args: "()".into(),
            np_printoptions: Self::DEFAULT_NP_PRINTOPTIONS.into(),
            logging_record: "None".into(),
        }
    }
}

/// The params of `pure_callback`, `io_callback`, `debug_callback` and `debug_print`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PyCallback {
    pub kind: PyCallbackKind,
    /// The Python function's name as its repr shows it (`h`, `f.<locals>.g`); for `debug_print`
    /// empty. Equal callbacks with equal params and input avals share a host-callback index where
    /// JAX caches the lowering (`debug_callback`, `debug_print`).
    pub callback: String,
    /// The pytree the callback's arguments are unflattened with (`PyTreeDef(((*,), {}))`), as
    /// printed; `None` is the flat default for the equation's inputs.
    pub in_tree: Option<String>,
    /// The results (`pure_callback`, `io_callback`; none for the debug ones).
    pub result_avals: Vec<Aval>,
    /// `pure_callback`'s `vmap_method` (`None` or `sequential`, ...).
    pub vmap_method: Option<String>,
    /// `io_callback(ordered=True)`, `effect=OrderedDebug`, `debug_print[ordered=True]`.
    pub ordered: bool,
    /// `partitioned` of the debug ones.
    pub partitioned: bool,
    /// `debug_print`'s format and printing params.
    pub print: Option<PrintParams>,
    /// `sharding=` of pure / io callbacks as printed (`SingleDeviceSharding(device=CpuDevice(id=0),
    /// memory_kind=device)`); `None` prints `None`. A single-device module runs the callback on
    /// device 0 either way.
    pub sharding: Option<String>,
}

impl PyCallback {
    fn with(kind: PyCallbackKind, callback: String, result_avals: Vec<Aval>) -> PyCallback {
        PyCallback {
            kind,
            callback,
            in_tree: None,
            result_avals,
            vmap_method: None,
            ordered: false,
            partitioned: false,
            print: None,
            sharding: None,
        }
    }
    /// `jax.pure_callback(callback, result_shape_dtypes, *args)`.
    pub fn pure(callback: impl Into<String>, result_avals: Vec<Aval>) -> PyCallback {
        Self::with(PyCallbackKind::Pure, callback.into(), result_avals)
    }
    /// `io_callback(callback, result_shape_dtypes, *args, ordered=ordered)`.
    pub fn io(callback: impl Into<String>, result_avals: Vec<Aval>, ordered: bool) -> PyCallback {
        let mut cb = Self::with(PyCallbackKind::Io, callback.into(), result_avals);
        cb.ordered = ordered;
        cb
    }
    /// `jax.debug.callback(callback, *args, ordered=ordered)`: JAX names the staged callback
    /// `debug_callback.<locals>._debug_callback.<locals>._flat_callback`.
    pub fn debug(ordered: bool) -> PyCallback {
        let mut cb = Self::with(
            PyCallbackKind::Debug,
            Self::DEBUG_CALLBACK_NAME.into(),
            Vec::new(),
        );
        cb.ordered = ordered;
        cb
    }
    /// `jax.debug.print(fmt, *args, ordered=ordered)`.
    pub fn print(fmt: impl Into<String>, ordered: bool) -> PyCallback {
        let mut cb = Self::with(PyCallbackKind::Print, String::new(), Vec::new());
        cb.ordered = ordered;
        cb.print = Some(PrintParams::new(fmt));
        cb
    }

    /// The name JAX's repr shows for the function `jax.debug.callback` stages.
    pub const DEBUG_CALLBACK_NAME: &'static str =
        "debug_callback.<locals>._debug_callback.<locals>._flat_callback";

    pub fn vmap(mut self, method: impl Into<String>) -> Self {
        self.vmap_method = Some(method.into());
        self
    }

    /// The ordered effect, if any.
    pub fn ordered_effect(&self) -> Option<OrderedEffect> {
        match (self.kind, self.ordered) {
            (_, false) | (PyCallbackKind::Pure, _) => None,
            (PyCallbackKind::Io, true) => Some(OrderedEffect::Io),
            (_, true) => Some(OrderedEffect::Debug),
        }
    }

    /// Whether JAX's DCE keeps it when its results are unused (every kind but `pure_callback`).
    pub fn has_effect(&self) -> bool {
        self.kind != PyCallbackKind::Pure
    }

    /// The pytree repr JAX prints for `n` flat positional inputs: `PyTreeDef(((*, *), {}))`.
    pub fn default_in_tree(n: usize) -> String {
        crate::buffer_callback::BufferCallback::default_in_tree(n)
    }

    /// The params JAX prints, sorted by name.
    fn params_text(&self, n_inputs: usize) -> Vec<(&'static str, String)> {
        let tree = || {
            self.in_tree
                .clone()
                .unwrap_or_else(|| Self::default_in_tree(n_inputs))
        };
        let flat = || {
            format!(
                "_FlatCallback(callback_func=<function {} at 0xXXXXXXXXXXXX>, in_tree={})",
                self.callback,
                tree()
            )
        };
        let avals = || {
            let items: Vec<String> = self
                .result_avals
                .iter()
                .map(|a| format!("ShapedArray({})", a.numpy_display()))
                .collect();
            match items.len() {
                0 => "()".to_string(),
                1 => format!("({},)", items[0]),
                _ => format!("({})", items.join(", ")),
            }
        };
        let b = |x: bool| if x { "True" } else { "False" }.to_string();
        let sharding = || self.sharding.clone().unwrap_or_else(|| "None".into());
        match self.kind {
            PyCallbackKind::Pure => vec![
                ("callback", flat()),
                ("result_avals", avals()),
                ("sharding", sharding()),
                (
                    "vmap_method",
                    self.vmap_method.clone().unwrap_or_else(|| "None".into()),
                ),
            ],
            PyCallbackKind::Io => vec![
                ("callback", flat()),
                ("ordered", b(self.ordered)),
                ("result_avals", avals()),
                ("sharding", sharding()),
            ],
            PyCallbackKind::Debug => vec![
                (
                    "callback",
                    format!("<function {} at 0xXXXXXXXXXXXX>", self.callback),
                ),
                (
                    "effect",
                    if self.ordered {
                        "OrderedDebug"
                    } else {
                        "Debug"
                    }
                    .into(),
                ),
                ("partitioned", b(self.partitioned)),
            ],
            PyCallbackKind::Print => {
                let p = self
                    .print
                    .clone()
                    .unwrap_or_else(|| PrintParams::new(String::new()));
                vec![
                    ("fmt", p.fmt),
                    ("has_placeholders", b(p.has_placeholders)),
                    ("in_tree", tree()),
                    ("logging_record", p.logging_record),
                    ("np_printoptions", p.np_printoptions),
                    ("ordered", b(self.ordered)),
                    ("partitioned", b(self.partitioned)),
                    ("static_args", p.static_args),
                ]
            }
        }
    }
}

impl PrimitiveDef for PyCallback {
    const NAMES: &'static [&'static str] = <PyCallbackKind as strum::VariantNames>::VARIANTS;
    fn name(&self) -> &'static str {
        self.kind.name()
    }
    calls_no_jaxprs!();
    fn params(&self, n_inputs: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.params_text(n_inputs))
    }
    /// The callbacks' results are their `result_avals` (none for the debug ones).
    fn infer(&self, _: &[Aval], _: &dyn Callees) -> Rule {
        for aval in &self.result_avals {
            valid_shape(&aval.shape)?;
        }
        Ok(self.result_avals.clone())
    }
    fn has_side_effect(&self, _: &[bool]) -> bool {
        self.has_effect()
    }
}
