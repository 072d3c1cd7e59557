//! What every lowering needs. [`State`]: what the lowering of one module carries from equation to
//! equation (options, program, host-callback table, private functions, caches, the equation
//! budget). [`LowerCtx`]: where to emit (an [`Emitter`] on a block), the state, and the platform
//! index; it lowers a sub-jaxpr into its block with `lower_jaxpr` (defined in [`crate::body`]).
//! [`EqnCtx`]: the same for one equation, with its primitive, operands and avals: every lowering
//! rule takes one.

use std::collections::HashMap;

use melior::ir::block::BlockLike;
use melior::ir::{Block, Value};
use minihlo_ir::{ArgOp, Aval, DType, JaxprId, Primitive, Program};

use crate::emit::Emitter;
use crate::error::LowerError;
use crate::funcs::Funcs;
use crate::host_callbacks::CallbackTable;
use crate::options::LowerOptions;

/// At most this many equations are lowered for one module (inlined bodies count once per use).
pub const MAX_LOWERED_EQNS: usize = 1 << 20;

/// An argmax/argmin function's key: the op, operand type, axes and index dtype.
pub(crate) type ArgKey = (ArgOp, Aval, Vec<usize>, DType);

/// What the lowering of one module carries from equation to equation.
pub(crate) struct State<'o, 'c> {
    pub(crate) opts: &'o LowerOptions,
    /// The (DCE'd) program whose jaxprs the equations call.
    pub(crate) program: &'o Program,
    /// The host-callback table.
    pub(crate) callbacks: CallbackTable,
    /// The module's private functions and its symbol names.
    pub(crate) funcs: Funcs<'c>,
    /// The argmax/argmin functions already emitted.
    pub(crate) func_cache: HashMap<ArgKey, String>,
    /// Calls and control flow: functions already emitted, the inlining budget.
    pub(crate) cf: ControlFlowCache,
    /// The type of indices JAX makes up (see [`crate::multi_platform::index_dtype`]).
    pub(crate) index_dtype: DType,
    /// The ordered-effect tokens of the Python callbacks ([`crate::rules`]' `py_callbacks`).
    pub(crate) tokens: crate::tokens::TokenState,
    /// An error kept for the end of the lowering ([`State::defer`]).
    pub(crate) deferred: Option<LowerError>,
}

impl State<'_, '_> {
    /// The platforms lowered for, as JAX names them (`lowering_platforms`), for
    /// [`crate::multi_platform::lower_per_platform`] and [`crate::multi_platform::kept_rules`].
    pub(crate) fn platform_names(&self) -> Vec<String> {
        self.opts
            .platforms
            .iter()
            .map(|p| p.as_str().to_string())
            .collect()
    }

    /// Keeps `err` (the first one given) to be reported once the module is lowered, unless an
    /// error comes first: for an equation minihlo cannot lower where JAX can, so that an error
    /// JAX reports later in the module is the one reported, as in JAX.
    pub(crate) fn defer(&mut self, err: LowerError) {
        self.deferred.get_or_insert(err);
    }
}

/// What the lowering of calls and control flow remembers across one module.
#[derive(Default)]
pub(crate) struct ControlFlowCache {
    /// `(name, jaxpr)` → the function emitted for that jit (JAX's `cached_primitive_lowerings`).
    pub(crate) jit: HashMap<(String, JaxprId), String>,
    /// `xs` type → `@dynamic_index_in_dim`.
    pub(crate) index_in_dim: HashMap<Aval, String>,
    /// `(ys type, y type)` → `@dynamic_update_index_in_dim`.
    pub(crate) update_index_in_dim: HashMap<(Aval, Aval), String>,
    /// `(cumulative reduction, operand type, chlo.scan?)` → its cached function (`@cumsum`, ...).
    pub(crate) cumulative: HashMap<(minihlo_ir::structural::Cumulative, Aval, bool), String>,
    /// `(name, operand types, result types)` → the private function of a PRNG rule
    /// (`@threefry2x32`, `@_threefry_split`, ...).
    pub(crate) random: HashMap<(String, Vec<Aval>, Vec<Aval>), String>,
    /// While on: jits are also found by their name and jaxpr's content (`Jaxpr::content_key`), so
    /// that the jits of programs built for several equations (`random_gamma`'s `_normal`,
    /// `_uniform`...) are one function each, as JAX's cache of traced jits makes them.
    pub(crate) jit_by_content: bool,
    pub(crate) content_jit: HashMap<(String, String), String>,
    /// The jit caches of `lower_fun` programs built alike, by key (`lower_program_sharing`).
    pub(crate) lower_fun_jit: HashMap<String, HashMap<(String, JaxprId), String>>,
    /// The meshes of the module's `shard_map`s ([`crate::mesh`]).
    pub(crate) mesh: crate::mesh::MeshState,
    lowered_eqns: usize,
}

impl ControlFlowCache {
    /// Counts `n` more equations lowered; past [`MAX_LOWERED_EQNS`] an error.
    pub(crate) fn count_eqns(&mut self, n: usize) -> Result<(), LowerError> {
        self.lowered_eqns = self.lowered_eqns.saturating_add(n);
        if self.lowered_eqns > MAX_LOWERED_EQNS {
            return Err(LowerError::Unsupported {
                primitive: "jaxpr".into(),
                reason: format!(
                    "the module would hold more than {MAX_LOWERED_EQNS} lowered equations (branches and loop bodies are inlined once per use)"
                ),
            });
        }
        Ok(())
    }
}

/// The result of lowering an equation (or a jaxpr): its output values.
pub(crate) type Lowering<'c, 'a> = Result<Vec<Value<'c, 'a>>, LowerError>;

/// Where to emit: a block (through its emitter), the module's state, and the platform index of a
/// module lowered for several platforms (in scope in that block).
pub(crate) struct LowerCtx<'e, 'o, 'c, 'a> {
    pub(crate) em: &'e Emitter<'c, 'a>,
    pub(crate) state: &'e mut State<'o, 'c>,
    pub(crate) platform_index: Option<Value<'c, 'a>>,
}

/// One equation to lower: where ([`LowerCtx`]'s fields), its primitive, operands and their
/// avals, and the avals of its outputs.
pub(crate) struct EqnCtx<'e, 'o, 'c, 'a> {
    pub(crate) em: &'e Emitter<'c, 'a>,
    pub(crate) state: &'e mut State<'o, 'c>,
    pub(crate) platform_index: Option<Value<'c, 'a>>,
    pub(crate) prim: &'e Primitive,
    pub(crate) xs: &'e [Value<'c, 'a>],
    pub(crate) avals: &'e [Aval],
    pub(crate) outs: &'e [Aval],
}

impl<'e, 'o, 'c, 'a> EqnCtx<'e, 'o, 'c, 'a> {
    /// [`State::platform_names`].
    pub(crate) fn platform_names(&self) -> Vec<String> {
        self.state.platform_names()
    }

    /// The equation lowered by JAX's `lower_per_platform`
    /// ([`crate::multi_platform::lower_per_platform`]): `has_rule` says which platforms have a
    /// rule of their own, `rule` emits one (`None`: the default), of the equation's result types.
    pub(crate) fn per_platform<F>(
        &self,
        has_rule: impl Fn(&str) -> bool,
        rule: F,
    ) -> Lowering<'c, 'a>
    where
        F: for<'b> FnMut(&Emitter<'c, 'b>, Option<&str>) -> Result<Vec<Value<'c, 'b>>, LowerError>,
    {
        let types = crate::types::tensor_types(self.em.context, self.outs)?;
        crate::multi_platform::lower_per_platform(
            self.em,
            self.platform_index,
            &self.platform_names(),
            has_rule,
            &types,
            rule,
        )
    }

    /// The equation's place, to lower sub-jaxprs into.
    pub(crate) fn lower_ctx(&mut self) -> LowerCtx<'_, 'o, 'c, 'a> {
        LowerCtx {
            em: self.em,
            state: &mut *self.state,
            platform_index: self.platform_index,
        }
    }

    /// An error naming the primitive.
    pub(crate) fn unsupported(&self, reason: impl Into<String>) -> LowerError {
        unsupported(self.prim, reason)
    }

    /// Refuses an equation without exactly `n` operands.
    pub(crate) fn arity(&self, n: usize) -> Result<(), LowerError> {
        if self.xs.len() == n {
            Ok(())
        } else {
            Err(self.unsupported(format!("expects {n} operands, got {}", self.xs.len())))
        }
    }

    /// The equation's first output aval.
    pub(crate) fn one_out(&self) -> Result<&'e Aval, LowerError> {
        self.outs
            .first()
            .ok_or_else(|| self.unsupported("the equation has no output"))
    }
}

/// An error naming the primitive.
pub(crate) fn unsupported(prim: &Primitive, reason: impl Into<String>) -> LowerError {
    LowerError::Unsupported {
        primitive: prim.name().into(),
        reason: reason.into(),
    }
}

/// Argument `i` of `block`.
pub(crate) fn block_arg<'c, 'a>(
    block: &'a Block<'c>,
    i: usize,
) -> Result<Value<'c, 'a>, LowerError> {
    block
        .argument(i)
        .map(Into::into)
        .map_err(|e| LowerError::Mlir {
            stage: "reading a block argument".into(),
            diagnostics: vec![e.to_string()],
        })
}
