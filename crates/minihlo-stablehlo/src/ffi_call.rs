//! The typed-FFI `stablehlo.custom_call`s JAX emits for jaxlib's solver handlers (LAPACK's
//! `lapack_spotrf_ffi`, ..., cuSOLVER's `cusolver_potrf_ffi`, ...): a plain description
//! ([`FfiCall`]), its checks, and its construction, as `jax.ffi.ffi_lowering` and
//! `jax/_src/lax/linalg.py`'s `_linalg_ffi_lowering` build it:
//!
//! ```text
//! %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "",
//!   mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"},
//!   operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [...],
//!   result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>],
//!   sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>}
//! ```
//!
//! The two forms, as for `buffer_callback` ([`FfiForm`]):
//! - `jax`: exactly JAX's op: `api_version = 1`, `backend_config = ""` and the handler's
//!   attributes as the discardable `mhlo.backend_config` dictionary (XLA converts it).
//! - `typed` (minihlo's default): the standard typed-FFI op, `api_version = 4` and the handler's
//!   attributes as the `backend_config` dictionary itself, with no `mhlo.backend_config`. This
//!   is the op XLA builds from JAX's form, so XLA:CPU runs both alike; it is the same choice as
//!   for buffer_callback (one rule for every typed-FFI call minihlo emits), and the interop
//!   checker compares it with JAX's module by that rule (backend_config == JAX's
//!   mhlo.backend_config). `mhlo.frontend_attributes` and `sdy.sharding_rule` are kept in both
//!   forms: they tell XLA's partitioners how the batch dimensions may be split and do not change
//!   what the handler computes.

use melior::ir::attribute::IntegerAttribute;
use melior::ir::operation::OperationBuilder;
use melior::ir::r#type::IntegerType;
use melior::ir::{Attribute, Identifier, Location, Operation, Value};
use melior::Context;
use minihlo_ir::Aval;

use crate::attrs::{
    array_attr, bool_attr, dict_attr, i32_attr, index_dense_attr, opaque_attr,
    output_operand_alias_attr, string_attr,
};
use crate::custom_call::{check_custom_call_op, FfiForm};
use crate::error::{CustomCallError, LowerError};
use crate::op::stablehlo;
use crate::types::tensor_types;

/// A value of the handler's attribute dictionary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FfiAttr {
    /// `N : ui8`: LAPACK's character flags (`uplo = 76 : ui8` is `'L'`) and enums.
    U8(u8),
    /// `true` / `false`.
    Bool(bool),
    /// `N : i32` (gehrd's `low` and `high`).
    I32(i32),
    /// `"text"` (the GPU hybrid handlers' `magma = "auto"`).
    Str(&'static str),
}

/// Everything a solver `stablehlo.custom_call` is made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FfiCall {
    pub target: String,
    pub operands: Vec<Aval>,
    pub results: Vec<Aval>,
    /// One minor-to-major layout per operand / result.
    pub operand_layouts: Vec<Vec<i64>>,
    pub result_layouts: Vec<Vec<i64>>,
    /// `(operand, result)` pairs: the result is written in the operand's buffer.
    pub aliases: Vec<(usize, usize)>,
    /// The handler's attributes, by name (printed sorted, as MLIR sorts a dictionary).
    pub config: Vec<(&'static str, FfiAttr)>,
    /// The batch dimensions JAX declares (`mhlo.frontend_attributes = {num_batch_dims = "N"}`
    /// and the `sdy.sharding_rule`); `None` for a call JAX declares no batching for.
    pub num_batch_dims: Option<usize>,
    pub form: FfiForm,
}

/// LAPACK's column-major layout of a batch of matrices of rank `rank` (`_column_major_matrix_layout`):
/// `[r-2, r-1, r-3, ..., 0]`.
pub fn column_major_layout(rank: usize) -> Vec<i64> {
    let r = rank as i64;
    let mut l = vec![r - 2, r - 1];
    l.extend((0..r - 2).rev());
    l
}

/// The row-major layout of a value of rank `rank`.
pub fn row_major(rank: usize) -> Vec<i64> {
    (0..rank as i64).rev().collect()
}

/// JAX's `_linalg_ffi_lowering` layouts: column-major for the values of the largest rank among
/// the operands, row-major (JAX's default) for the others.
pub fn linalg_layouts(operands: &[Aval], results: &[Aval]) -> (Vec<Vec<i64>>, Vec<Vec<i64>>) {
    let max = operands.iter().map(Aval::rank).max().unwrap_or(0);
    let pick = |a: &Aval| {
        if a.rank() == max {
            column_major_layout(a.rank())
        } else {
            row_major(a.rank())
        }
    };
    (
        operands.iter().map(pick).collect(),
        results.iter().map(pick).collect(),
    )
}

/// The factor name Shardy prints for factor `k`: `i`..`z`, then `z_1`, `z_2`, ...
fn factor_name(k: usize) -> String {
    const START_AT_Z: usize = (b'z' - b'i') as usize;
    if k <= START_AT_Z {
        char::from(b'i' + k as u8).to_string()
    } else {
        format!("z_{}", k - START_AT_Z)
    }
}

/// JAX's `_build_sdy_sharding_rule`: the batch dimensions share factors, every other dimension
/// of every operand and result gets a factor of its own, in order; `, custom`.
pub fn sdy_sharding_rule(num_batch_dims: usize, operands: &[Aval], results: &[Aval]) -> String {
    let mut sizes: Vec<u64> = Vec::new();
    let mut batch: Vec<usize> = Vec::new();
    let mut mapping = |a: &Aval, sizes: &mut Vec<u64>| -> String {
        let mut dims = Vec::new();
        for (d, &size) in a.dims().iter().enumerate() {
            let factor = if d < num_batch_dims && a.rank() >= num_batch_dims {
                if batch.len() <= d {
                    batch.push(sizes.len());
                    sizes.push(size);
                }
                batch[d]
            } else {
                sizes.push(size);
                sizes.len() - 1
            };
            dims.push(factor_name(factor));
        }
        format!("[{}]", dims.join(", "))
    };
    let lhs: Vec<String> = operands.iter().map(|a| mapping(a, &mut sizes)).collect();
    let rhs: Vec<String> = results.iter().map(|a| mapping(a, &mut sizes)).collect();
    let factors: Vec<String> = sizes
        .iter()
        .enumerate()
        .map(|(k, s)| format!("{}={s}", factor_name(k)))
        .collect();
    let factors = if factors.is_empty() {
        String::new()
    } else {
        format!(" {{{}}}", factors.join(", "))
    };
    format!(
        "op_sharding_rule<({})->({}){factors}, custom>",
        lhs.join(", "),
        rhs.join(", ")
    )
}

/// Checks a description before anything is built: a target; one layout per operand and result,
/// each a permutation of its value's dimensions (rule 6); aliases of an operand and a result of
/// the same type, each operand and result at most once (rules 8–10); results (rule 11).
pub fn check_ffi_call(call: &FfiCall) -> Result<(), CustomCallError> {
    let target = &call.target;
    if target.is_empty() {
        return Err(CustomCallError::MissingTarget);
    }
    let t = || target.clone();
    let layouts = |kind: &str, avals: &[Aval], layouts: &[Vec<i64>]| {
        if avals.len() != layouts.len() {
            return Err(CustomCallError::Layouts {
                target: t(),
                problem: format!(
                    "{kind} has {} entries for {} value(s)",
                    layouts.len(),
                    avals.len()
                ),
            });
        }
        for (i, (a, l)) in avals.iter().zip(layouts).enumerate() {
            let mut sorted = l.clone();
            sorted.sort();
            if sorted != (0..a.rank() as i64).collect::<Vec<_>>() {
                return Err(CustomCallError::Layouts {
                    target: t(),
                    problem: format!(
                        "{kind}[{i}] = {l:?} is not a permutation of [0, {})",
                        a.rank()
                    ),
                });
            }
        }
        Ok(())
    };
    layouts("operand_layouts", &call.operands, &call.operand_layouts)?;
    layouts("result_layouts", &call.results, &call.result_layouts)?;
    if call.results.is_empty() {
        return Err(CustomCallError::PureWithoutResults { target: t() });
    }
    let mut seen_in = std::collections::HashSet::new();
    let mut seen_out = std::collections::HashSet::new();
    for &(input, output) in &call.aliases {
        let (i, o) = (input as i64, output as i64);
        let Some(a) = call.operands.get(input) else {
            return Err(CustomCallError::AliasOperandOutOfRange {
                target: t(),
                input: i,
                output: o,
                operands: call.operands.len(),
            });
        };
        let Some(r) = call.results.get(output) else {
            return Err(CustomCallError::AliasOutputOutOfRange {
                target: t(),
                input: i,
                output: o,
                results: call.results.len(),
            });
        };
        if a != r {
            return Err(CustomCallError::AliasTypeMismatch {
                target: t(),
                input: i,
                output: o,
                operand: a.to_string(),
                result: r.to_string(),
            });
        }
        if !seen_in.insert(input) {
            return Err(CustomCallError::AliasDuplicate {
                target: t(),
                what: "operand",
                index: i,
            });
        }
        if !seen_out.insert(output) {
            return Err(CustomCallError::AliasDuplicate {
                target: t(),
                what: "result",
                index: o,
            });
        }
    }
    Ok(())
}

fn ffi_attr<'c>(context: &'c Context, a: FfiAttr) -> Attribute<'c> {
    match a {
        FfiAttr::U8(v) => {
            IntegerAttribute::new(IntegerType::unsigned(context, 8).into(), i64::from(v)).into()
        }
        FfiAttr::Bool(b) => bool_attr(context, b),
        FfiAttr::I32(v) => i32_attr(context, v),
        FfiAttr::Str(v) => string_attr(context, v),
    }
}

/// Builds the `stablehlo.custom_call` after checking the description; `operands` must have the
/// described types. The op is checked again as built ([`check_custom_call_op`]).
pub fn build_ffi_call<'c>(
    context: &'c Context,
    call: &FfiCall,
    operands: &[Value<'c, '_>],
    location: Location<'c>,
) -> Result<Operation<'c>, LowerError> {
    check_ffi_call(call)?;
    let target = &call.target;
    crate::custom_call::check_operand_values(context, target, operands, &call.operands)?;
    let result_types = tensor_types(context, &call.results)?;
    let entries: Vec<(&str, Attribute<'c>)> = call
        .config
        .iter()
        .map(|(n, a)| (*n, ffi_attr(context, *a)))
        .collect();
    let config = dict_attr(context, &entries);
    let layouts = |ls: &[Vec<i64>]| -> Attribute<'c> {
        let l: Vec<Attribute<'c>> = ls.iter().map(|l| index_dense_attr(context, l)).collect();
        array_attr(context, &l)
    };
    let mut aliases = call.aliases.clone();
    aliases.sort();
    let alias_attrs: Vec<Attribute<'c>> = aliases
        .iter()
        .map(|&(input, output)| {
            let tuple: Vec<i64> = if call.results.len() == 1 {
                vec![]
            } else {
                vec![output as i64]
            };
            output_operand_alias_attr(context, &tuple, input as i64, &[])
        })
        .collect();
    let mut attributes = vec![
        ("api_version", i32_attr(context, call.form.api_version())),
        (
            "backend_config",
            match call.form {
                FfiForm::Jax => string_attr(context, ""),
                FfiForm::Typed => config,
            },
        ),
        ("call_target_name", string_attr(context, target)),
        ("called_computations", array_attr(context, &[])),
        ("has_side_effect", bool_attr(context, false)),
        ("operand_layouts", layouts(&call.operand_layouts)),
        ("output_operand_aliases", array_attr(context, &alias_attrs)),
        ("result_layouts", layouts(&call.result_layouts)),
    ];
    if call.form == FfiForm::Jax {
        attributes.push(("mhlo.backend_config", config));
    }
    if let Some(n) = call.num_batch_dims {
        attributes.push((
            "mhlo.frontend_attributes",
            dict_attr(
                context,
                &[("num_batch_dims", string_attr(context, &n.to_string()))],
            ),
        ));
        attributes.push((
            "sdy.sharding_rule",
            opaque_attr(
                context,
                "sdy",
                &sdy_sharding_rule(n, &call.operands, &call.results),
            ),
        ));
    }
    let attributes: Vec<(Identifier<'c>, Attribute<'c>)> = attributes
        .into_iter()
        .map(|(n, a)| (Identifier::new(context, n), a))
        .collect();
    let op = OperationBuilder::new(stablehlo::CUSTOM_CALL, location)
        .add_operands(operands)
        .add_results(&result_types)
        .add_attributes(&attributes)
        .build()
        .map_err(|e| LowerError::Mlir {
            stage: "building stablehlo.custom_call".into(),
            diagnostics: vec![e.to_string()],
        })?;
    check_custom_call_op(&op, None)?;
    Ok(op)
}

#[cfg(test)]
mod tests {
    use super::*;
    use minihlo_ir::DType;

    #[test]
    fn layouts_and_factors_are_jaxs() {
        assert_eq!(column_major_layout(2), vec![0, 1]);
        assert_eq!(column_major_layout(4), vec![2, 3, 1, 0]);
        assert_eq!(factor_name(0), "i");
        assert_eq!(factor_name(17), "z");
        assert_eq!(factor_name(18), "z_1");
        let m = Aval::new(DType::F32, [2, 5, 3, 3]);
        let info = Aval::new(DType::I32, [2, 5]);
        assert_eq!(
            sdy_sharding_rule(2, std::slice::from_ref(&m), &[m.clone(), info]),
            "op_sharding_rule<([i, j, k, l])->([i, j, m, n], [i, j]) {i=2, j=5, k=3, l=3, m=3, n=3}, custom>"
        );
        let m = Aval::new(DType::F32, [3, 3]);
        assert_eq!(
            sdy_sharding_rule(
                0,
                std::slice::from_ref(&m),
                &[m.clone(), Aval::scalar(DType::I32)]
            ),
            "op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>"
        );
    }
}
