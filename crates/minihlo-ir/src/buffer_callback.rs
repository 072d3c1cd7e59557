//! `buffer_callback`: its params, every one JAX has, and JAX's checks of them.

use std::collections::HashSet;

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::{py_bool, py_tuple_of};
use crate::rule_helpers::{valid_shape, Rule};
use crate::type_error::RuleError;
use crate::types::Aval;

/// `buffer_callback`'s params, every one JAX has.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BufferCallback {
    /// The callback's name as JAX's repr shows it (`make_std_cb.<locals>.std_cb`). Equal names with
    /// equal addresses, input avals and params share a host-callback index, as JAX's lowering
    /// cache does.
    pub callback: String,
    /// The function's address as the text spells it (`7f3a2c1b5e40`), when the text tells one:
    /// `None` for JAX 0.12's mask `XXXXXXXXXXXX`, under which two functions of one name cannot be
    /// told apart (docs/callback-identity.md).
    pub address: Option<String>,
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
            address: None,
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

impl PrimitiveDef for BufferCallback {
    const NAMES: &'static [&'static str] = &["buffer_callback"];
    calls_no_jaxprs!();
    fn params(&self, n_inputs: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let cb = self;
        let n_out = cb.result_avals.len();
        texts(vec![
            (
                "callback",
                format!(
                    "<function {} at 0x{}>",
                    cb.callback,
                    cb.address.as_deref().unwrap_or("XXXXXXXXXXXX")
                ),
            ),
            (
                "command_buffer_compatible",
                py_bool(cb.command_buffer_compatible),
            ),
            ("has_side_effect", py_bool(cb.has_side_effect)),
            (
                "in_tree",
                cb.in_tree
                    .clone()
                    .unwrap_or_else(|| BufferCallback::default_in_tree(n_inputs)),
            ),
            (
                "input_output_aliases",
                py_tuple_of(
                    cb.input_output_aliases
                        .iter()
                        .map(|(i, o)| format!("({i}, {o})")),
                ),
            ),
            (
                "out_tree",
                cb.out_tree
                    .clone()
                    .unwrap_or_else(|| BufferCallback::default_out_tree(n_out)),
            ),
            (
                "result_avals",
                py_tuple_of(
                    cb.result_avals
                        .iter()
                        .map(|a| format!("ShapedArray({})", a.numpy_display())),
                ),
            ),
            (
                "vmap_method",
                cb.vmap_method.clone().unwrap_or_else(|| "None".into()),
            ),
        ])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        infer_buffer_callback(self, inputs)
    }
    fn has_side_effect(&self, _: &[bool]) -> bool {
        self.has_side_effect
    }
}

/// JAX's checks, in JAX's order and with JAX's messages, then what JAX lets through.
fn infer_buffer_callback(cb: &BufferCallback, inputs: &[Aval]) -> Rule {
    for aval in &cb.result_avals {
        valid_shape(&aval.shape)?;
    }
    let mut aliases = cb.input_output_aliases.clone();
    aliases.sort();
    let (n_in, n_out) = (inputs.len() as i64, cb.result_avals.len() as i64);
    let mut seen_outputs = HashSet::new();
    for (i, o) in aliases {
        // JAX's range checks are `i >= n` and `o >= m`: negative indices pass them and then index
        // the avals as Python does (`-1` is the last). Past `-n` Python raises IndexError.
        if i >= n_in {
            return Err(RuleError::Complete(format!(
                "input_output_aliases contains the mapping '{i}:{o}' with input index {i} outside the range [0, {n_in})."
            )));
        }
        if o >= n_out {
            return Err(RuleError::Complete(format!(
                "input_output_aliases contains the mapping '{i}:{o}' with output index {o} outside the range [0, {n_out})."
            )));
        }
        if i < -n_in {
            return Err(RuleError::Complete(format!(
                "input_output_aliases contains the mapping '{i}:{o}' with input index {i} outside the range [-{n_in}, {n_in}) of Python's indexing (JAX fails with `IndexError: list index out of range`)."
            )));
        }
        if o < -n_out {
            return Err(RuleError::Complete(format!(
                "input_output_aliases contains the mapping '{i}:{o}' with output index {o} outside the range [-{n_out}, {n_out}) of Python's indexing (JAX fails with `IndexError: tuple index out of range`)."
            )));
        }
        let (ii, oo) = (i.rem_euclid(n_in), o.rem_euclid(n_out));
        let (input, output) = (&inputs[ii as usize], &cb.result_avals[oo as usize]);
        if input != output {
            return Err(RuleError::Complete(format!(
                "input_output_aliases contains the mapping '{i}:{o}' referring to an input with abstract value {} and an output with a different abstract value {}.",
                input.numpy_display(),
                output.numpy_display()
            )));
        }
        if !seen_outputs.insert(oo) {
            return Err(RuleError::Complete(format!(
                "input_output_aliases maps more than one input to output {oo}; an output can alias at most one input."
            )));
        }
    }
    let duplicates = cb.input_output_aliases.len()
        != cb
            .input_output_aliases
            .iter()
            .map(|(i, _)| i)
            .collect::<HashSet<_>>()
            .len();
    if duplicates {
        return Err(RuleError::Complete(
            "input_output_aliases maps one input more than once.".into(),
        ));
    }
    Ok(cb.result_avals.clone())
}
