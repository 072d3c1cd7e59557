//! The driver: lowering a checked program to a StableHLO module, as JAX 0.12 does. Checks the
//! options, runs DCE, builds `@main`'s signature and body (`body.rs`, each equation by its
//! rule in `rules/`), appends the private functions, and hands the module to be verified
//! and written.

use std::collections::HashMap;

use melior::ir::block::BlockLike;
use melior::ir::{Block, ValueLike};
use melior::Context;
use minihlo_ir::{Aval, Checked, Jaxpr, Program};

use crate::budget::check_inline_budget;
use crate::context::MlirContext;
use crate::ctx::{block_arg, ControlFlowCache, LowerCtx, Lowering, State};
use crate::emit::Emitter;
use crate::error::LowerError;
use crate::funcs::Funcs;
use crate::host_callbacks::CallbackTable;
use crate::module::{build_module_with, emit_forms, emit_into, MainSignature};
use crate::multi_platform::index_dtype;
use crate::platform::check_platforms;
use crate::types::{tensor_type, tensor_types};

// The options and the host-callback table were defined here; their paths stay valid.
pub use crate::host_callbacks::HostCallback;
pub use crate::options::{Emit, LowerOptions};

/// A lowered module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lowered {
    /// MLIR text: builtin and func pretty, `stablehlo.*` generic.
    pub text: String,
    /// MLIR bytecode of the same module.
    pub bytecode: Vec<u8>,
    /// The host-callback table the compiler must be given, in index order.
    pub callbacks: Vec<HostCallback>,
}

/// Checks `program` (JAX's messages), runs JAX's DCE, and lowers it to a verified StableHLO
/// module.
pub fn lower(program: &Program, opts: &LowerOptions) -> Result<Lowered, LowerError> {
    minihlo_ir::check(program).map_err(LowerError::Check)?;
    lower_unchecked(program, opts)
}

/// [`lower`] for a jaxpr already checked (by [`Checked::new`], or by the parser's
/// `parse_checked_with`): the check is not run twice.
pub fn lower_checked(jaxpr: &Checked, opts: &LowerOptions) -> Result<Lowered, LowerError> {
    lower_unchecked(jaxpr.program(), opts)
}

/// [`lower_checked`] writing the module into `out` (text, or bytecode when `opts.emit` is
/// [`Emit::Bytecode`]) as MLIR prints it, rather than holding it in memory: for a large module
/// the text is as big as the MLIR module it prints. Returns the host-callback table.
pub fn lower_checked_into(
    jaxpr: &Checked,
    opts: &LowerOptions,
    out: &mut dyn std::io::Write,
) -> Result<Vec<HostCallback>, LowerError> {
    let ((), callbacks) = build(jaxpr.program(), opts, |mlir, module| {
        emit_into(mlir, module, opts.emit, out)
    })?;
    Ok(callbacks)
}

/// The lowering proper; the program must have passed [`minihlo_ir::check()`].
fn lower_unchecked(jaxpr: &Program, opts: &LowerOptions) -> Result<Lowered, LowerError> {
    let (emitted, callbacks) = build(jaxpr, opts, |mlir, module| {
        emit_forms(mlir, module, opts.emit)
    })?;
    Ok(Lowered {
        text: emitted.text,
        bytecode: emitted.bytecode,
        callbacks,
    })
}

/// Builds the module of a checked jaxpr and hands it to `finish` (which verifies and writes it)
/// while its MLIR context is alive; returns `finish`'s result and the host-callback table.
fn build<R>(
    program: &Program,
    opts: &LowerOptions,
    finish: impl FnOnce(&MlirContext, &melior::ir::Module) -> Result<R, LowerError>,
) -> Result<(R, Vec<HostCallback>), LowerError> {
    check_platforms(&opts.platforms)?;
    // The hijax primitives (`SearchSorted`, `Ldexp`, `Frexp`, `Nonzero`) lower as JAX lowers
    // them: through their expansion ([`minihlo_ir::hiprims_expand`]).
    let x64 = index_dtype(program, opts.x64) == minihlo_ir::DType::I64;
    let hi = minihlo_ir::hiprims_expand::expand_hiprims(program, x64).map_err(|e| {
        LowerError::Unsupported {
            primitive: e.primitive.into(),
            reason: e.reason,
        }
    })?;
    let program = minihlo_ir::dce_cow(hi.as_ref().unwrap_or(program));
    check_inline_budget(&program)?;
    let jaxpr = program.main();

    let mlir = MlirContext::new();
    let context = mlir.context();
    let mut arguments = Vec::new();
    // A module for several platforms takes the platform index first (JAX's `_platform_index`);
    // buffer_callback dispatches on it (typed form) or refuses such a module (jax form).
    let platform_index = opts.platforms.len() > 1;
    let index_dtype = index_dtype(&program, opts.x64);
    if platform_index {
        arguments.push(tensor_type(context, &Aval::scalar(index_dtype))?);
    }
    // Ordered effects: one token each, first among the arguments and the results.
    let effects = crate::tokens::ordered_effects(&program);
    let token = crate::tokens::token_type(context)?;
    arguments.extend(effects.iter().map(|_| token));
    arguments.extend(tensor_types(context, &jaxpr.in_avals())?);
    let mut results: Vec<melior::ir::Type> = effects.iter().map(|_| token).collect();
    results.extend(tensor_types(context, &jaxpr.out_avals())?);

    let mut state = State {
        opts,
        program: &program,
        callbacks: CallbackTable::default(),
        funcs: Funcs::new(),
        func_cache: HashMap::new(),
        cf: ControlFlowCache::default(),
        index_dtype,
        deferred: None,
        tokens: crate::tokens::TokenState::default(),
    };
    let signature = MainSignature {
        name: &opts.module_name,
        arguments: &arguments,
        results: &results,
        platform_index,
    };
    let mut module = build_module_with(&mlir, &signature, |block| {
        let first_arg = usize::from(platform_index);
        let tokens = effects
            .iter()
            .enumerate()
            .map(|(i, e)| block_arg(block, first_arg + i).map(|v| (*e, v.to_raw())))
            .collect::<Result<Vec<_>, _>>()?;
        state.tokens.start(block.to_raw(), tokens);
        let outs = lower_main(context, block, jaxpr, first_arg, effects.len(), &mut state)?;
        let mut all = state.tokens.current();
        all.extend(outs);
        Ok(all)
    })?;
    if let Some(err) = state.deferred.take() {
        return Err(err);
    }
    if !effects.is_empty() {
        crate::tokens::mark_main_tokens(
            context,
            &module,
            usize::from(platform_index),
            effects.len(),
        )?;
    }
    if state.tokens.maximal_mesh {
        crate::tokens::add_maximal_mesh(context, &module)?;
    }
    if crate::key_args::needs_mesh(&jaxpr.in_avals(), &jaxpr.out_avals()) {
        let mesh = crate::key_args::empty_mesh(context)?;
        match module.body().first_operation() {
            Some(main) => module.body().insert_operation_before(main, mesh),
            None => module.body().append_operation(mesh),
        };
    }
    for f in state.funcs.take() {
        module.body().append_operation(f);
    }
    for (i, f) in state.funcs.take_prepended().into_iter().enumerate() {
        module.body().insert_operation(i, f);
    }
    crate::mesh::finish_module(context, &mut module, &state.cf.mesh)?;
    let result = finish(&mlir, &module)?;
    Ok((result, state.callbacks.into_entries()))
}

fn lower_main<'c, 'a>(
    context: &'c Context,
    block: &'a Block<'c>,
    jaxpr: &Jaxpr,
    first_arg: usize,
    n_tokens: usize,
    state: &mut State<'_, 'c>,
) -> Lowering<'c, 'a> {
    let n_args = jaxpr.constvars.len() + jaxpr.invars.len();
    // The platform index, then the ordered-effect tokens, then the program's arguments.
    let first_value = first_arg + n_tokens;
    let args = (first_value..first_value + n_args)
        .map(|i| block_arg(block, i))
        .collect::<Result<Vec<_>, _>>()?;
    // The platform index argument of a module lowered for several platforms.
    let platform_index = match first_arg {
        0 => None,
        _ => Some(block_arg(block, 0)?),
    };
    let em = Emitter::new(context, block);
    // Key-typed inputs and outputs are constrained as JAX's `replicate_trailing_dims` does.
    let binders = jaxpr.constvars.iter().chain(&jaxpr.invars);
    let args = args
        .into_iter()
        .zip(binders)
        .map(|(a, v)| crate::key_args::constrain(&em, a, jaxpr.aval(*v)))
        .collect::<Result<Vec<_>, _>>()?;
    let outs = LowerCtx {
        em: &em,
        state,
        platform_index,
    }
    .lower_jaxpr(jaxpr, &args)?;
    outs.into_iter()
        .zip(jaxpr.out_avals())
        .map(|(o, a)| crate::key_args::constrain(&em, o, &a))
        .collect()
}
