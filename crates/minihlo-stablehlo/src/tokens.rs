//! Ordered effects: JAX threads one `!stablehlo.token` per ordered effect (`io_callback(...,
//! ordered=True)`, ordered `jax.debug.print` / `jax.debug.callback`) through `@main`, which takes
//! them first (`%argK: !stablehlo.token {jax.token = true}`) and returns them first. This module
//! keeps the current token of each effect while a block is lowered, and says which ordered
//! effects a program has.

use melior::ir::{Attribute, Type, Value, ValueLike};

use crate::attrs::{array_attr, bool_attr, dict_attr, opaque_attr, string_attr};
use crate::op::stablehlo;
use melior::Context;
use minihlo_ir::{OrderedEffect, Primitive, Program};
use mlir_sys::{MlirBlock, MlirValue};

use crate::error::LowerError;

/// The tokens of the block being lowered (raw MLIR handles: the state outlives any one block's
/// borrow), and whether the module needs JAX's `sdy.mesh @maximal_mesh_0`.
#[derive(Default)]
pub(crate) struct TokenState {
    block: Option<MlirBlock>,
    tokens: Vec<(OrderedEffect, MlirValue)>,
    /// A callback carries `sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>`.
    pub(crate) maximal_mesh: bool,
}

impl TokenState {
    /// Starts the tokens of `block` (`@main`'s), one per effect.
    pub(crate) fn start(&mut self, block: MlirBlock, tokens: Vec<(OrderedEffect, MlirValue)>) {
        self.block = Some(block);
        self.tokens = tokens;
    }

    /// The current token of `effect` in `block`, if that block threads it.
    pub(crate) fn get<'c, 'a>(
        &self,
        block: MlirBlock,
        effect: OrderedEffect,
    ) -> Option<Value<'c, 'a>> {
        if self.block.map(|b| b.ptr) != Some(block.ptr) {
            return None;
        }
        let raw = self.tokens.iter().find(|(e, _)| *e == effect)?.1;
        // SAFETY: a value of `block`, which is alive while its equations are lowered.
        Some(unsafe { Value::from_raw(raw) })
    }

    /// Makes `token` the current token of `effect`.
    pub(crate) fn set(&mut self, effect: OrderedEffect, token: Value) {
        if let Some(slot) = self.tokens.iter_mut().find(|(e, _)| *e == effect) {
            slot.1 = token.to_raw();
        }
    }

    /// The current tokens, in `@main`'s order.
    pub(crate) fn current<'c, 'a>(&self) -> Vec<Value<'c, 'a>> {
        // SAFETY: values of the block being finished.
        self.tokens
            .iter()
            .map(|(_, v)| unsafe { Value::from_raw(*v) })
            .collect()
    }
}

/// What [`TokenState::enter`] replaced, for [`TokenState::leave`].
pub(crate) struct SavedTokens {
    block: Option<MlirBlock>,
    tokens: Vec<(OrderedEffect, MlirValue)>,
}

impl TokenState {
    /// The current tokens of `effects` (in that order) for an equation of `block`, or the
    /// error that says minihlo has none there.
    pub(crate) fn outer<'c, 'a>(
        &self,
        block: MlirBlock,
        effects: &[OrderedEffect],
        what: &str,
    ) -> Result<Vec<Value<'c, 'a>>, LowerError> {
        effects
            .iter()
            .map(|e| {
                self.get(block, *e).ok_or_else(|| LowerError::PythonCallback {
                    message: format!(
                        "cannot thread the ordered-effect token into {what} here (minihlo threads tokens through @main, jit, cond, while and scan only)"
                    ),
                })
            })
            .collect()
    }

    /// Makes `block` the block being lowered, with the tokens `tokens` (a region's or a
    /// function's arguments, or values it captures).
    pub(crate) fn enter(
        &mut self,
        block: MlirBlock,
        effects: &[OrderedEffect],
        tokens: &[Value],
    ) -> SavedTokens {
        let saved = SavedTokens {
            block: self.block.replace(block),
            tokens: std::mem::take(&mut self.tokens),
        };
        self.tokens = effects
            .iter()
            .zip(tokens)
            .map(|(e, v)| (*e, v.to_raw()))
            .collect();
        saved
    }

    /// The tokens of `effects` at the end of the block entered last, then back to the block
    /// before it.
    pub(crate) fn leave<'c, 'a>(
        &mut self,
        saved: SavedTokens,
        effects: &[OrderedEffect],
    ) -> Vec<Value<'c, 'a>> {
        let out = effects
            .iter()
            .filter_map(|e| self.tokens.iter().find(|(f, _)| f == e))
            // SAFETY: values of the block just lowered.
            .map(|(_, v)| unsafe { Value::from_raw(*v) })
            .collect();
        self.block = saved.block;
        self.tokens = saved.tokens;
        out
    }

    /// After a call, branch or loop: the new tokens of `effects`.
    pub(crate) fn update(&mut self, effects: &[OrderedEffect], tokens: &[Value]) {
        for (e, t) in effects.iter().zip(tokens) {
            self.set(*e, *t);
        }
    }
}

/// The ordered effects of the jaxprs `ids` (their equations' and those of the jaxprs they
/// call), in order of first appearance.
pub(crate) fn ordered_effects_of(
    program: &Program,
    ids: &[minihlo_ir::JaxprId],
) -> Vec<OrderedEffect> {
    let mut out = Vec::new();
    let mut seen = vec![false; program.main_id().index() + 1];
    for id in ids {
        visit(program, *id, &mut seen, &mut out);
    }
    out
}

/// `!stablehlo.token`.
pub(crate) fn token_type(context: &Context) -> Result<Type<'_>, LowerError> {
    Type::parse(context, "!stablehlo.token").ok_or_else(|| LowerError::Mlir {
        stage: "making !stablehlo.token".into(),
        diagnostics: vec![],
    })
}

/// The ordered effects of the program's main jaxpr (its equations' and those of the jaxprs they
/// call), in order of first appearance: `@main` takes and returns one token for each.
pub(crate) fn ordered_effects(program: &Program) -> Vec<OrderedEffect> {
    ordered_effects_of(program, &[program.main_id()])
}

/// Depth-first in equation order, so that "first appearance" is program order.
fn visit(
    program: &Program,
    id: minihlo_ir::JaxprId,
    seen: &mut [bool],
    out: &mut Vec<OrderedEffect>,
) {
    match seen.get_mut(id.index()) {
        Some(s) if !*s => *s = true,
        _ => return,
    }
    for eqn in &program.get(id).eqns {
        if let Primitive::PyCallback(cb) = &eqn.primitive {
            if let Some(e) = cb.ordered_effect() {
                if !out.contains(&e) {
                    out.push(e);
                }
            }
        }
        // custom_linear_solve runs (and JAX counts the effects of) its solve jaxpr only.
        if let Primitive::LinearSolve(p) = &eqn.primitive {
            if let Some(j) = p.jaxprs[minihlo_ir::linear_solve::SOLVE] {
                visit(program, j, seen, out);
            }
            continue;
        }
        for j in eqn.primitive.sub_jaxprs() {
            visit(program, j, seen, out);
        }
    }
}

/// Gives `@main`'s token arguments and results JAX's `{jax.token = true}` (the results after
/// them keep their `jax.result_info`, numbered without the tokens).
pub(crate) fn mark_main_tokens(
    context: &Context,
    module: &melior::ir::Module,
    first_token: usize,
    n_tokens: usize,
) -> Result<(), LowerError> {
    use melior::ir::attribute::AttributeLike;
    use melior::ir::operation::OperationLike;
    use melior::ir::r#type::FunctionType;
    use melior::ir::BlockLike;
    let missing = || LowerError::Mlir {
        stage: "marking @main's tokens".into(),
        diagnostics: vec![],
    };
    let body = module.body();
    let mut op = body.first_operation().ok_or_else(missing)?;
    while op.name().as_string_ref().as_str().ok() != Some("func.func") {
        op = op.next_in_block().ok_or_else(missing)?;
    }
    let ty = op
        .attribute("function_type")
        .ok()
        .and_then(|a| melior::ir::attribute::TypeAttribute::try_from(a).ok())
        .and_then(|t| FunctionType::try_from(t.value()).ok())
        .ok_or_else(missing)?;
    let (n_in, n_out) = (ty.input_count(), ty.result_count());
    let token_attr = dict_attr(context, &[("jax.token", bool_attr(context, true))]);
    let empty = dict_attr(context, &[]);
    let arg_attrs: Vec<Attribute> = (0..n_in)
        .map(|i| {
            if i < first_token && first_token > 0 {
                dict_attr(
                    context,
                    &[(
                        "jax.global_constant",
                        string_attr(context, "_platform_index"),
                    )],
                )
            } else if i < first_token + n_tokens {
                token_attr
            } else {
                empty
            }
        })
        .collect();
    let n_values = n_out - n_tokens;
    let res_attrs: Vec<Attribute> = (0..n_out)
        .map(|i| {
            if i < n_tokens {
                token_attr
            } else {
                dict_attr(
                    context,
                    &[(
                        "jax.result_info",
                        string_attr(context, &crate::module::result_info(i - n_tokens, n_values)),
                    )],
                )
            }
        })
        .collect();
    for (name, value) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        let attr = array_attr(context, &value);
        // SAFETY: setting an attribute of a live operation (melior hands out a shared ref).
        unsafe {
            mlir_sys::mlirOperationSetAttributeByName(
                op.to_raw(),
                melior::StringRef::new(name).to_raw(),
                attr.to_raw(),
            );
        }
    }
    Ok(())
}

/// JAX's `sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]>`, first in the module, which the
/// callbacks' `sdy.sharding` names.
pub(crate) fn add_maximal_mesh(
    context: &Context,
    module: &melior::ir::Module,
) -> Result<(), LowerError> {
    use melior::ir::operation::OperationBuilder;
    use melior::ir::{BlockLike, Identifier, Location};
    let device_ids =
        Attribute::parse(context, "dense<0> : tensor<1xi64>").ok_or_else(|| LowerError::Mlir {
            stage: "making the maximal mesh".into(),
            diagnostics: vec![],
        })?;
    let attrs = [
        (
            "mesh",
            opaque_attr(context, "sdy", "mesh<[], device_ids=[0]>"),
        ),
        ("sym_name", string_attr(context, "maximal_mesh_0")),
        (
            stablehlo::MESH,
            dict_attr(
                context,
                &[
                    ("axes", array_attr(context, &[])),
                    ("device_ids", device_ids),
                ],
            ),
        ),
    ];
    let attrs: Vec<(Identifier, Attribute)> = attrs
        .into_iter()
        .map(|(n, a)| (Identifier::new(context, n), a))
        .collect();
    let op = OperationBuilder::new("sdy.mesh", Location::unknown(context))
        .add_attributes(&attrs)
        .build()
        .map_err(|e| LowerError::Mlir {
            stage: "building sdy.mesh".into(),
            diagnostics: vec![e.to_string()],
        })?;
    let body = module.body();
    match body.first_operation() {
        Some(first) => {
            body.insert_operation_before(first, op);
        }
        None => {
            body.append_operation(op);
        }
    }
    Ok(())
}
