//! `buffer_callback`'s params.

use crate::types::Aval;

/// `buffer_callback`'s params, every one JAX has.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BufferCallback {
    /// The callback's name as JAX's repr shows it (`make_std_cb.<locals>.std_cb`). Equal names with
    /// equal input avals and params share a host-callback index, as JAX's lowering cache does.
    pub callback: String,
    pub result_avals: Vec<Aval>,
    pub has_side_effect: bool,
    /// `(input index, output index)` pairs over the flattened inputs and outputs. Kept as i64 so that
    /// negative indices from text reach the check and get a clear message.
    pub input_output_aliases: Vec<(i64, i64)>,
    pub command_buffer_compatible: bool,
    /// `None`, or one of JAX's vmap methods (`sequential`, `expand_dims`, ...).
    pub vmap_method: Option<String>,
    /// JAX's pytree reprs, kept only to print the text back; `None` prints the flat default.
    pub in_tree: Option<String>,
    pub out_tree: Option<String>,
}

impl BufferCallback {
    pub fn new(callback: impl Into<String>, result_avals: Vec<Aval>) -> BufferCallback {
        BufferCallback {
            callback: callback.into(),
            result_avals,
            has_side_effect: false,
            input_output_aliases: Vec::new(),
            command_buffer_compatible: false,
            vmap_method: None,
            in_tree: None,
            out_tree: None,
        }
    }
    pub fn side_effect(mut self, yes: bool) -> Self {
        self.has_side_effect = yes;
        self
    }
    pub fn alias(mut self, input: i64, output: i64) -> Self {
        self.input_output_aliases.push((input, output));
        self
    }
    pub fn command_buffer(mut self, yes: bool) -> Self {
        self.command_buffer_compatible = yes;
        self
    }
    pub fn vmap(mut self, method: impl Into<String>) -> Self {
        self.vmap_method = Some(method.into());
        self
    }

    /// The pytree repr JAX prints for `n` flat inputs: `PyTreeDef(((*, *), {}))`.
    pub fn default_in_tree(n: usize) -> String {
        format!("PyTreeDef(({}, {{}}))", star_tuple(n))
    }
    /// The pytree repr JAX prints for `n` flat outputs: `PyTreeDef(*)` for one, a tuple otherwise.
    pub fn default_out_tree(n: usize) -> String {
        if n == 1 {
            "PyTreeDef(*)".into()
        } else {
            format!("PyTreeDef({})", star_tuple(n))
        }
    }
}

fn star_tuple(n: usize) -> String {
    match n {
        0 => "()".into(),
        1 => "(*,)".into(),
        _ => format!("({})", vec!["*"; n].join(", ")),
    }
}
