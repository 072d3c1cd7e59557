//! One module for several platforms: buffer_callback dispatched on JAX's `_platform_index`.
//!
//! JAX refuses a buffer_callback lowered for several platforms (`multi-platform lowering for
//! buffer_callback`); minihlo keeps that error in [`FfiForm::Jax`](crate::FfiForm::Jax) and, in [`FfiForm::Typed`](crate::FfiForm::Typed),
//! lowers the call the way `mlir.lower_per_platform` (jax/_src/interpreters/mlir.py) lowers any
//! platform-dependent rule:
//!
//! ```text
//! %rule = "stablehlo.case"(%platform_index) ({ return 0 }, { return 1 }, { return 1 })  // cpu, cuda, rocm
//! %r = "stablehlo.case"(%rule) ({ custom_call @xla_buffer_python_cpu_callback(...) ; return },
//!                               { custom_call @xla_buffer_python_gpu_callback(...) ; return })
//! ```
//!
//! Branches are the distinct targets in order of first appearance in the platform list
//! ([`PlatformDispatch`]); platforms with the same target share a branch, and when every platform
//! has the same target (cuda + rocm) the call is emitted once without any `case`, as JAX does
//! when one rule is left. The platform → branch map is JAX's own: a `case` on the platform index
//! whose branches return constants. Once the platform index is a constant (XLA and jax.export
//! pass one; `python/interop.py` specialises with one) both cases fold: XLA's conditional
//! simplifier inlines a conditional with a constant index, which makes the second index constant
//! too (checked on XLA:CPU, which then compiles a module whose untaken branch calls a GPU-only
//! target), and jaxlib's `canonicalize` folds `stablehlo.case` with a constant index the same
//! way. A constant table read with `dynamic_slice`, or a chain of compares and selects, would
//! also fold, but only after constant folding of other ops; mirroring JAX keeps minihlo's module
//! the shape every consumer of JAX's multi-platform modules already handles.

use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{Block, OperationRef, Region, RegionLike, Type, Value, ValueLike};
use minihlo_ir::{Atom, Aval, DType, Jaxpr, Program, Scalar};

use crate::custom_call::{build_custom_call, CustomCall};
use crate::emit::Emitter;
use crate::error::LowerError;
use crate::op::stablehlo;
use crate::platform::{buffer_callback_target, Platform};
use crate::types::{tensor_type, tensor_types};

/// How a buffer_callback lowered for several platforms reaches each platform's target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlatformDispatch {
    /// The platform list, in the user's order: `_platform_index` indexes it.
    pub platforms: Vec<Platform>,
    /// One target per `case` branch: the distinct targets in order of first appearance.
    pub branch_targets: Vec<String>,
    /// For each platform (same positions as `platforms`), the branch that serves it.
    pub platform_branch: Vec<usize>,
}

impl PlatformDispatch {
    /// `(platform, target)` for each distinct platform, in the order of the platform list.
    pub fn platform_targets(&self) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = Vec::new();
        for (p, &b) in self.platforms.iter().zip(&self.platform_branch) {
            if !out.iter().any(|(q, _)| q.as_str() == p.as_str()) {
                out.push((p.to_string(), self.branch_targets[b].clone()));
            }
        }
        out
    }
}

/// The dispatch of a buffer_callback lowered for `platforms` (each platform's target by
/// [`buffer_callback_target`]). A platform without a target is JAX's error naming it
/// (`` `buffer_callback` not supported on tpu backend. ``), the first such one in list order.
pub fn buffer_callback_dispatch(
    platforms: &[Platform],
    command_buffer_compatible: bool,
) -> Result<PlatformDispatch, LowerError> {
    if platforms.is_empty() {
        return Err(LowerError::NoPlatform);
    }
    let mut branch_targets: Vec<String> = Vec::new();
    let mut platform_branch = Vec::with_capacity(platforms.len());
    for p in platforms {
        let target = buffer_callback_target(std::slice::from_ref(p), command_buffer_compatible)?;
        let branch = match branch_targets.iter().position(|t| *t == target) {
            Some(b) => b,
            None => {
                branch_targets.push(target);
                branch_targets.len() - 1
            }
        };
        platform_branch.push(branch);
    }
    Ok(PlatformDispatch {
        platforms: platforms.to_vec(),
        branch_targets,
        platform_branch,
    })
}

/// The integer type of the indices JAX makes up while lowering (`@main`'s `_platform_index`,
/// scan's loop counter): `i64` when `jax_enable_x64` was on, `i32` otherwise. `x64` is the caller's
/// word for it (`LowerOptions::x64`). A jaxpr does not print the flag, so without that word minihlo
/// infers it: a program with any 64-bit value (complex128 too; variable or literal, nested jaxprs included) can
/// only have been traced with x64 on, which gives `I64`; anything else gives `I32` (an x64 trace
/// of a program without 64-bit values is the one case this misjudges).
pub fn index_dtype(program: &Program, x64: Option<bool>) -> DType {
    match x64 {
        Some(true) => DType::I64,
        Some(false) => DType::I32,
        None => platform_index_dtype(program),
    }
}

/// [`index_dtype`] inferred from the program alone (every jaxpr the main reaches, each once).
pub fn platform_index_dtype(program: &Program) -> DType {
    fn wide(d: DType) -> bool {
        matches!(d, DType::I64 | DType::U64 | DType::F64 | DType::C128)
    }
    fn any_wide(j: &Jaxpr) -> bool {
        j.vars.iter().any(|v| wide(v.aval.dtype))
            || j.eqns.iter().any(|e| {
                e.inputs
                    .iter()
                    .any(|a| matches!(a, Atom::Literal(l) if wide(l.dtype)))
            })
            || j.outvars
                .iter()
                .any(|a| matches!(a, Atom::Literal(l) if wide(l.dtype)))
    }
    let reachable = program.reachable();
    let x64 = program
        .jaxprs()
        .iter()
        .zip(reachable)
        .any(|(j, r)| r && any_wide(j));
    if x64 {
        DType::I64
    } else {
        DType::I32
    }
}

fn mlir_error(stage: &str, message: impl Into<String>) -> LowerError {
    LowerError::Mlir {
        stage: stage.into(),
        diagnostics: vec![message.into()],
    }
}

/// Appends `"stablehlo.case"(index)` with `branches` regions and results of `result_types`.
///
/// Branch `i` is built by `branch(i, emitter)` into its own block, which takes no arguments (it
/// captures values from the enclosing scope) and must end with [`stablehlo_return`] of values of
/// `result_types`. Checked here, as StableHLO requires: `index` is `tensor<i32>`, at least one
/// branch, every branch ends with `stablehlo.return` of the result types. Usable for `cond` too.
pub fn build_case<'c, 'a, F>(
    em: &Emitter<'c, 'a>,
    index: Value<'c, '_>,
    result_types: &[Type<'c>],
    branches: usize,
    mut branch: F,
) -> Result<OperationRef<'c, 'a>, LowerError>
where
    F: FnMut(usize, &Emitter<'c, '_>) -> Result<(), LowerError>,
{
    let i32_scalar = tensor_type(em.context, &Aval::scalar(DType::I32))?;
    if index.r#type() != i32_scalar {
        return Err(mlir_error(
            "building stablehlo.case",
            format!("the index must be tensor<i32>, found {}", index.r#type()),
        ));
    }
    if branches == 0 {
        return Err(mlir_error(
            "building stablehlo.case",
            "a case needs at least one branch",
        ));
    }
    let mut regions = Vec::with_capacity(branches);
    for i in 0..branches {
        let block = Block::new(&[]);
        {
            let inner = Emitter::new(em.context, &block);
            branch(i, &inner)?;
        }
        let returned: Option<Vec<Type<'c>>> = last_operation(&block)
            .filter(|t| t.name().as_string_ref().as_str() == Ok(stablehlo::RETURN))
            .map(|t| t.operands().map(|v| v.r#type()).collect());
        match returned {
            Some(types) if types == result_types => {}
            Some(types) => {
                let show = |ts: &[Type]| {
                    ts.iter()
                        .map(|t| t.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return Err(mlir_error(
                    "building stablehlo.case",
                    format!(
                        "branch {i} returns ({}) but the case has results ({})",
                        show(&types),
                        show(result_types)
                    ),
                ));
            }
            None => {
                return Err(mlir_error(
                    "building stablehlo.case",
                    format!("branch {i} does not end with stablehlo.return"),
                ))
            }
        }
        let region = Region::new();
        region.append_block(block);
        regions.push(region);
    }
    em.op(stablehlo::CASE, &[index], result_types, &[], regions)
}

/// The last operation of a block (MLIR's `terminator` needs a registered terminator).
fn last_operation<'c, 'a>(block: &'a Block<'c>) -> Option<OperationRef<'c, 'a>> {
    let mut op = block.first_operation()?;
    while let Some(next) = op.next_in_block() {
        op = next;
    }
    Some(op)
}

/// Appends the `stablehlo.return` that ends a `case` (or `while`) region.
pub fn stablehlo_return(em: &Emitter<'_, '_>, values: &[Value<'_, '_>]) -> Result<(), LowerError> {
    em.op(stablehlo::RETURN, values, &[], &[], vec![])?;
    Ok(())
}

/// JAX's rule-index map: `case(platform_index)` whose branch `p` returns the constant
/// `platform_branch[p]` as `tensor<i32>`.
pub fn platform_branch_index<'c, 'a>(
    em: &Emitter<'c, 'a>,
    platform_index: Value<'c, '_>,
    platform_branch: &[usize],
) -> Result<Value<'c, 'a>, LowerError> {
    let i32_scalar = tensor_type(em.context, &Aval::scalar(DType::I32))?;
    let case = build_case(
        em,
        platform_index,
        &[i32_scalar],
        platform_branch.len(),
        |p, inner| {
            let c = inner.constant(DType::I32, Scalar::Int(platform_branch[p] as i128))?;
            stablehlo_return(inner, &[c])
        },
    )?;
    case.result(0)
        .map(Into::into)
        .map_err(|e| mlir_error("reading the platform's branch index", e.to_string()))
}

/// Emits a buffer_callback's custom_call for every platform of `dispatch`: the call to
/// `branch_targets[0]` alone when there is one branch, otherwise the two cases above, each branch
/// calling its target with `call`'s index, attributes and aliases. `call.call_target_name` is
/// ignored; `host_callbacks` is the table size for rule 13.
pub fn emit_dispatched_custom_call<'c, 'a>(
    em: &Emitter<'c, 'a>,
    platform_index: Value<'c, '_>,
    dispatch: &PlatformDispatch,
    call: &CustomCall,
    operands: &[Value<'c, '_>],
    host_callbacks: Option<usize>,
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let for_target = |target: &str| CustomCall {
        call_target_name: target.to_string(),
        ..call.clone()
    };
    if let [target] = dispatch.branch_targets.as_slice() {
        let op = build_custom_call(
            em.context,
            &for_target(target),
            operands,
            host_callbacks,
            em.location,
        )?;
        let op = em.block.append_operation(op);
        return Ok(op.results().map(Into::into).collect());
    }
    // JAX's `lower_per_platform`: an i64 platform index (x64) is converted to i32 first.
    let i32_scalar = tensor_type(em.context, &Aval::scalar(DType::I32))?;
    let branch = if platform_index.r#type() == i32_scalar {
        platform_branch_index(em, platform_index, &dispatch.platform_branch)?
    } else {
        let index = em.one(stablehlo::CONVERT, &[platform_index], i32_scalar, &[])?;
        platform_branch_index(em, index, &dispatch.platform_branch)?
    };
    let result_types = tensor_types(em.context, &call.results)?;
    let case = build_case(
        em,
        branch,
        &result_types,
        dispatch.branch_targets.len(),
        |b, inner| {
            let op = build_custom_call(
                inner.context,
                &for_target(&dispatch.branch_targets[b]),
                operands,
                host_callbacks,
                inner.location,
            )?;
            let op = inner.block.append_operation(op);
            let results: Vec<Value> = op.results().map(Into::into).collect();
            stablehlo_return(inner, &results)
        },
    )?;
    Ok(case.results().map(Into::into).collect())
}

/// JAX's `lower_per_platform` rule choice for a module lowered for `platforms`: the kept rules
/// (`Some(platform)` for the rule registered for that platform, `None` for the default rule) and,
/// for each listed platform, the index of its kept rule (`platform_to_kept_rules_idx`). The
/// platform-specific rules come first, one per distinct listed platform that `has_rule`, in list
/// order (rules are never merged, even where they emit the same ops), then the default rule when
/// some listed platform has no specific one. One kept rule means no `case` at all.
pub fn kept_rules(
    platforms: &[String],
    has_rule: impl Fn(&str) -> bool,
) -> (Vec<Option<String>>, Vec<usize>) {
    let mut rules: Vec<Option<String>> = Vec::new();
    let mut rule_of: Vec<Option<usize>> = vec![None; platforms.len()];
    for (i, p) in platforms.iter().enumerate() {
        if !has_rule(p) {
            continue;
        }
        rule_of[i] = match platforms[..i].iter().position(|q| q == p) {
            Some(j) => rule_of[j],
            None => {
                rules.push(Some(p.clone()));
                Some(rules.len() - 1)
            }
        };
    }
    let default = rules.len();
    if rule_of.iter().any(Option::is_none) {
        rules.push(None);
    }
    (
        rules,
        rule_of.into_iter().map(|r| r.unwrap_or(default)).collect(),
    )
}

/// JAX's `lower_per_platform` for a primitive with platform-specific rules: the rules kept for
/// `platforms` ([`kept_rules`]; `has_rule` says which platforms have their own), each applied by
/// `rule(emitter, Some(platform))` (`None`: the default rule). One kept rule is applied in place;
/// several go in a `stablehlo.case` on the platform's rule index (`platform_index` converted to
/// i32 first, as JAX converts an x64 index), one branch each, of results `result_types`.
pub fn lower_per_platform<'c, 'a, F>(
    em: &Emitter<'c, 'a>,
    platform_index: Option<Value<'c, 'a>>,
    platforms: &[String],
    has_rule: impl Fn(&str) -> bool,
    result_types: &[Type<'c>],
    mut rule: F,
) -> Result<Vec<Value<'c, 'a>>, LowerError>
where
    F: for<'b> FnMut(&Emitter<'c, 'b>, Option<&str>) -> Result<Vec<Value<'c, 'b>>, LowerError>,
{
    let (rules, rule_of) = kept_rules(platforms, has_rule);
    if let [only] = rules.as_slice() {
        return rule(em, only.as_deref());
    }
    let Some(pi) = platform_index else {
        return Err(mlir_error(
            "lowering for several platforms",
            "the platform index is missing",
        ));
    };
    let i32_scalar = tensor_type(em.context, &Aval::scalar(DType::I32))?;
    let pi = if pi.r#type() == i32_scalar {
        pi
    } else {
        em.one(stablehlo::CONVERT, &[pi], i32_scalar, &[])?
    };
    let branch = platform_branch_index(em, pi, &rule_of)?;
    let case = build_case(em, branch, result_types, rules.len(), |b, inner| {
        let outs = rule(inner, rules[b].as_deref())?;
        stablehlo_return(inner, &outs)
    })?;
    Ok(case.results().map(Into::into).collect())
}
