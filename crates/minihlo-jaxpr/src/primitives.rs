//! The table from a primitive's name to its params' conversion: one entry per primitive JAX
//! prints that minihlo reads. The op enums' names come from their derived `FromStr`; everything
//! else is matched here by name.

use minihlo_ir::{
    ArgOp, Aval, BinaryOp, BufferCallback, CompareOp, Cond, CustomJvpCall, CustomVjpCall, DotDims,
    JaxprId, Jit, Primitive, ReduceOp, RoundingMethod, Scan, Shape, Span, UnaryOp, While,
};

use crate::ast::{self, Value, ValueKind};
use crate::callback_repr::callback_name;
use crate::error::Diagnostic;
use crate::params::{
    aliases, bool_of, bools_of, dim_of_value, dimension_numbers, dims_of, dtype_of, flat_tree,
    i64_of, name_of, opt, result_avals, seq, text_of, unroll_of, usize_of, usizes_of, Params, R,
};

/// Primitives JAX prints that take nested jaxprs but minihlo's IR does not have: reported as
/// unsupported rather than unknown. (`jit`/`pjit`, `cond`, `while`, `scan` and the custom
/// derivative calls are read into the IR.)
pub const CONTROL_FLOW: [&str; 5] = [
    "closed_call",
    "core_call",
    "remat",
    "checkpoint",
    "shard_map",
];

/// How a primitive's params reach the program's jaxprs: the name resolution
/// ([`crate::resolve`]) reads a jaxpr-valued param, written inline or naming a shared jaxpr, into
/// its arena and answers its id.
pub(crate) trait SubJaxprs {
    /// A jaxpr-valued param's value, read.
    fn sub_jaxpr(&mut self, v: &Value) -> Result<JaxprId, JaxprParamError>;
    /// How many outputs the jaxpr `id`, already read, has.
    fn n_outputs(&self, id: JaxprId) -> usize;
    /// A jaxpr printed with `str()` inside a param (`custom_linear_solve`'s `jaxprs`): a whole
    /// program with its own names and `let` jaxprs.
    fn sub_program(&mut self, v: &Value) -> Result<JaxprId, JaxprParamError>;
}

/// The required jaxpr-valued param `name` of `p`'s equation.
fn jaxpr_param(jaxprs: &mut dyn SubJaxprs, p: &mut Params, name: &str) -> R<JaxprId> {
    let param = p.take_required(name)?;
    jaxprs
        .sub_jaxpr(&param.value)
        .map_err(|e| e.located(p, name, &param.value))
}

/// A jaxpr-valued param; unless `required`, it may be absent or `None` (scatter's
/// `update_jaxpr`).
fn jaxpr_param_or_none(
    jaxprs: &mut dyn SubJaxprs,
    p: &mut Params,
    name: &str,
    required: bool,
) -> R<Option<JaxprId>> {
    if required {
        return jaxpr_param(jaxprs, p, name).map(Some);
    }
    match p.take(name) {
        None => Ok(None),
        Some(param) if param.value.kind == ValueKind::None => Ok(None),
        Some(param) => jaxprs
            .sub_jaxpr(&param.value)
            .map(Some)
            .map_err(|e| e.located(p, name, &param.value)),
    }
}

/// Why a jaxpr-valued param could not be read.
pub(crate) enum JaxprParamError {
    /// Not a jaxpr at all: `expected` says what is.
    Expected(String),
    /// A problem with a place of its own (an unknown name, nesting too deep).
    Located(Diagnostic),
}

impl JaxprParamError {
    fn located(self, p: &Params, name: &str, v: &Value) -> Diagnostic {
        match self {
            JaxprParamError::Located(d) => d,
            JaxprParamError::Expected(expected) => p.invalid(name, v, expected),
        }
    }
}

/// The IR primitive of equation `e`, its params converted; `outs` are its output types (some
/// params JAX leaves out follow from them). Jaxpr-valued params are read through `jaxprs`.
pub(crate) fn primitive(
    e: &ast::Eqn,
    outs: &[Aval],
    src: &str,
    jaxprs: &mut dyn SubJaxprs,
) -> R<Primitive> {
    let name = e.primitive.text.as_str();
    let mut p = Params::new(e, src)?;
    // The op enums' names are derived (`FromStr`): an op added to one is read with no table
    // here.
    let prim = if let Ok(op) = name.parse::<UnaryOp>() {
        // An op without the param is left to `finish`, which accepts only `accuracy=None`.
        let accuracy = if op.has_accuracy() {
            p.optional("accuracy", accuracy_of)?.flatten()
        } else {
            None
        };
        match accuracy {
            Some(accuracy) => Primitive::UnaryAccuracy { op, accuracy },
            None => Primitive::Unary(op),
        }
    } else if let Ok(op) = name.parse::<BinaryOp>() {
        Primitive::Binary(op)
    } else if let Ok(op) = name.parse::<CompareOp>() {
        Primitive::Compare(op)
    } else if let Ok(op) = name.parse::<ReduceOp>() {
        Primitive::Reduce {
            op,
            axes: p.required("axes", usizes_of)?,
        }
    } else if let Ok(op) = name.parse::<ArgOp>() {
        Primitive::ArgReduce {
            op,
            axes: p.required("axes", usizes_of)?,
            index_dtype: p.required("index_dtype", dtype_of)?,
        }
    } else {
        match name {
            "integer_pow" => Primitive::IntegerPow {
                y: p.required("y", i64_of)?,
            },
            "polynomial" => Primitive::Polynomial,
            "conj" => Primitive::Conj {
                input_dtype: p.required("input_dtype", dtype_of)?,
            },
            "optimization_barrier" => Primitive::OptimizationBarrier,
            "device_put" => {
                let copy_semantics = p.required("copy_semantics", copy_semantics_of)?;
                for name in ["devices", "srcs"] {
                    p.required(name, |v| nones_of(v, copy_semantics.len()))?;
                }
                Primitive::DevicePut { copy_semantics }
            }
            "bitcast_convert_type" => Primitive::BitcastConvertType {
                new_dtype: p.required("new_dtype", dtype_of)?,
            },
            "reduce_precision" => Primitive::ReducePrecision {
                exponent_bits: p.required("exponent_bits", u32_of)?,
                mantissa_bits: p.required("mantissa_bits", u32_of)?,
            },
            "round" => Primitive::Round {
                rounding_method: p.required("rounding_method", rounding_method_of)?,
            },
            "clamp" => Primitive::Clamp,
            "regularized_incomplete_beta" => Primitive::RegularizedIncompleteBeta,
            "select_n" => Primitive::SelectN,
            "convert_element_type" => Primitive::ConvertElementType {
                new_dtype: p.required("new_dtype", dtype_of)?,
                weak_type: p.optional("weak_type", bool_of)?.unwrap_or(false),
            },
            "broadcast_in_dim" => {
                let out = one_output(e, outs)?;
                let shape = p.optional("shape", dims_of)?;
                if let Some(s) = &shape {
                    if s.as_slice() != out.dims() {
                        return Err(p.mismatch("shape", out));
                    }
                }
                Primitive::BroadcastInDim {
                    shape: out.shape.clone(),
                    broadcast_dimensions: p
                        .optional("broadcast_dimensions", usizes_of)?
                        .unwrap_or_default(),
                }
            }
            "reshape" => {
                let dimensions = p.optional("dimensions", opt(usizes_of))?.flatten();
                let new_sizes = match p.optional("new_sizes", dims_of)? {
                    Some(d) => Shape::new(d),
                    None => one_output(e, outs)?.shape.clone(),
                };
                Primitive::Reshape {
                    new_sizes,
                    dimensions,
                }
            }
            "transpose" => Primitive::Transpose {
                permutation: p.required("permutation", usizes_of)?,
            },
            "squeeze" => Primitive::Squeeze {
                dimensions: p.required("dimensions", usizes_of)?,
            },
            "expand_dims" => Primitive::ExpandDims {
                dimensions: p.required("dimensions", usizes_of)?,
            },
            "iota" => {
                let dtype = p.optional("dtype", dtype_of)?;
                let shape = p.optional("shape", dims_of)?;
                let (dtype, shape) = match (dtype, shape) {
                    (Some(d), Some(s)) => (d, Shape::new(s)),
                    (d, s) => {
                        let out = one_output(e, outs)?;
                        (
                            d.unwrap_or(out.dtype),
                            s.map_or_else(|| out.shape.clone(), Shape::new),
                        )
                    }
                };
                Primitive::Iota {
                    dtype,
                    shape,
                    dimension: p.required("dimension", usize_of)?,
                }
            }
            "concatenate" => Primitive::Concatenate {
                dimension: p.required("dimension", usize_of)?,
            },
            "slice" => Primitive::Slice {
                start_indices: p.required("start_indices", dims_of)?,
                limit_indices: p.required("limit_indices", dims_of)?,
                strides: p.optional("strides", opt(dims_of))?.flatten(),
            },
            "dynamic_slice" => Primitive::DynamicSlice {
                slice_sizes: p.required("slice_sizes", dims_of)?,
            },
            "dynamic_update_slice" => Primitive::DynamicUpdateSlice,
            "dot_general" => {
                let (lc, rc, lb, rb) = p.required("dimension_numbers", dimension_numbers)?;
                Primitive::DotGeneral(DotDims {
                    precision: p.optional("precision", crate::structured::precision)?.flatten(),
                    lhs_contracting: lc,
                    rhs_contracting: rc,
                    lhs_batch: lb,
                    rhs_batch: rb,
                    preferred_element_type: p
                        .optional("preferred_element_type", opt(dtype_of))?
                        .flatten(),
                })
            }
            "buffer_callback" => buffer_callback(&mut p, e.inputs.len())?,
            _ if crate::py_callbacks::reads(name) => {
                crate::py_callbacks::primitive(name, &mut p, e.inputs.len())?
            }
            "jit" | "pjit" => {
                let name = p.required("name", text_of)?;
                let jaxpr = jaxpr_param(jaxprs, &mut p, "jaxpr")?;
                Primitive::Jit(Box::new(Jit { name, jaxpr }))
            }
            "cond" => {
                let param = p.take_required("branches")?;
                let items = match &param.value.kind {
                    ValueKind::Tuple(items) | ValueKind::List(items) => items,
                    _ => {
                        return Err(p.invalid(
                            "branches",
                            &param.value,
                            "a tuple of jaxprs".into(),
                        ))
                    }
                };
                let mut branches = Vec::with_capacity(items.len());
                for item in items {
                    branches.push(
                        jaxprs.sub_jaxpr(item)
                            .map_err(|e| e.located(&p, "branches", item))?,
                    );
                }
                let branches_platforms = p.optional(
                    "branches_platforms",
                    crate::params::opt(crate::platform_index::branches_platforms),
                )?;
                let branches_platforms = branches_platforms.flatten();
                if let Some(bp) = &branches_platforms {
                    if bp.0.len() != branches.len() {
                        let v = &p.take("branches_platforms").expect("read above").value;
                        return Err(p.invalid(
                            "branches_platforms",
                            v,
                            format!("a tuple with one entry per branch ({} branches)", branches.len()),
                        ));
                    }
                }
                Primitive::Cond(Box::new(Cond {
                    branches,
                    branches_platforms,
                }))
            }
            "while" => {
                let cond_jaxpr = jaxpr_param(jaxprs, &mut p, "cond_jaxpr")?;
                let body_jaxpr = jaxpr_param(jaxprs, &mut p, "body_jaxpr")?;
                Primitive::While(Box::new(While {
                    cond_jaxpr,
                    cond_nconsts: p.required("cond_nconsts", usize_of)?,
                    body_jaxpr,
                    body_nconsts: p.required("body_nconsts", usize_of)?,
                }))
            }
            "scan" => scan(jaxprs, &mut p, e.inputs.len())?,
            "custom_jvp_call" => {
                let call_jaxpr = jaxpr_param(jaxprs, &mut p, "call_jaxpr")?;
                Primitive::CustomJvpCall(Box::new(CustomJvpCall {
                    name: p.required("name", text_of)?,
                    call_jaxpr,
                    jvp: p.required("jvp", text_of)?,
                    num_consts: p.optional("num_consts", usize_of)?.unwrap_or(0),
                    symbolic_zeros: p.optional("symbolic_zeros", bool_of)?.unwrap_or(false),
                }))
            }
            "custom_vjp_call" => {
                let call_jaxpr = jaxpr_param(jaxprs, &mut p, "call_jaxpr")?;
                Primitive::CustomVjpCall(Box::new(CustomVjpCall {
                    name: p.required("name", text_of)?,
                    call_jaxpr,
                    fwd: p.required("fwd", text_of)?,
                    bwd: p.required("bwd", text_of)?,
                    num_consts: p.optional("num_consts", usize_of)?.unwrap_or(0),
                    symbolic_zeros: p.optional("symbolic_zeros", bool_of)?.unwrap_or(false),
                }))
            }
            "custom_linear_solve" => {
                crate::linear_solve::primitive(&mut p, &mut |v| {
                    jaxprs.sub_program(v).map_err(|e| match e {
                        JaxprParamError::Located(d) => Some(d),
                        JaxprParamError::Expected(_) => None,
                    })
                })?
            }
            "platform_index" => crate::platform_index::primitive(&mut p)?,
            "remat2" => {
                let jaxpr = jaxpr_param(jaxprs, &mut p, "jaxpr")?;
                crate::remat::remat(&mut p, jaxpr, e.inputs.len())?
            }
            "name" => crate::remat::checkpoint_name(&mut p)?,
            "eval_jaxpr" => Primitive::EvalJaxpr(Box::new(minihlo_ir::eval_jaxpr::EvalJaxpr {
                call_jaxpr: jaxpr_param(jaxprs, &mut p, "call_jaxpr")?,
            })),
            "CustomRoot" => {
                Primitive::CustomRoot(Box::new(minihlo_ir::custom_root::CustomRoot {
                    solve_jaxpr: jaxpr_param(jaxprs, &mut p, "solve_jaxpr")?,
                    has_aux: p.optional("has_aux", bool_of)?.unwrap_or(false),
                }))
            }
            _ if crate::linalg::reads(name) => crate::linalg::primitive(name, &mut p)?,
            _ if crate::structured::reads(name) => {
                crate::structured::primitive(name, &mut p, &mut |p, param, required| {
                    jaxpr_param_or_none(jaxprs, p, param, required)
                })?
            }
            _ if crate::structured2::reads(name) => crate::structured2::primitive(name, &mut p, outs)?,
            _ if crate::hiprims::reads(name) => crate::hiprims::primitive(name, &mut p)?,
            _ if crate::random::reads(name) => crate::random::primitive(name, &mut p)?,
            _ if crate::empty2::reads(name) => crate::empty2::primitive(&mut p)?,
            _ if CONTROL_FLOW.contains(&name) => {
                return Err(Diagnostic::new(
                    format!(
                        "unsupported primitive `{name}`: minihlo reads jit, cond, while, scan, custom_jvp_call and custom_vjp_call, not `{name}`"
                    ),
                    e.primitive.span,
                    "not supported yet",
                ))
            }
            _ => return Err(not_compiled(name, e.primitive.span)),
        }
    };
    p.finish()?;
    Ok(prim)
}

/// `scan` as JAX 0.12 prints it (`ft_in`/`ft_out`), or with the older counts
/// (`num_consts`, `num_carry`, `linear`, `_split_transpose`).
fn scan(jaxprs: &mut dyn SubJaxprs, p: &mut Params, n_inputs: usize) -> R<Primitive> {
    let jaxpr = jaxpr_param(jaxprs, p, "jaxpr")?;
    let length = p.required("length", dim_of_value)?;
    let reverse = p.optional("reverse", bool_of)?.unwrap_or(false);
    let unroll = p.optional("unroll", unroll_of)?.unwrap_or(1);
    let ft_in = p.optional("ft_in", flat_tree)?;
    let ft_out = p.optional("ft_out", flat_tree)?;
    let num_consts = p.optional("num_consts", usize_of)?;
    let num_carry = p.optional("num_carry", usize_of)?;
    let _ = p.optional("linear", bools_of)?;
    let _ = p.optional("_split_transpose", bool_of)?;
    let mut scan = match (ft_in, ft_out, num_consts, num_carry) {
        (Some(ft_in), Some(ft_out), None, None) => Scan {
            jaxpr,
            length,
            reverse,
            unroll,
            ft_in,
            ft_out,
        },
        (None, None, Some(nc), Some(nk)) => {
            let n_out = jaxprs.n_outputs(jaxpr);
            let (Some(nx), Some(ny)) = (
                n_inputs.checked_sub(nc).and_then(|r| r.checked_sub(nk)),
                n_out.checked_sub(nk),
            ) else {
                return Err(Diagnostic::new(
                    format!(
                        "`scan` with num_consts={nc} and num_carry={nk} needs at least {} operands and {nk} jaxpr outputs, but has {n_inputs} operands and {n_out} outputs",
                        nc.saturating_add(nk)
                    ),
                    p.eqn.span,
                    "operands and params disagree",
                ));
            };
            Scan::new(jaxpr, length, nc, nk, nx, ny)
        }
        _ => {
            return Err(Diagnostic::new(
                "`scan` needs either `ft_in` and `ft_out` (JAX 0.12) or `num_consts` and `num_carry` (older JAX), not a mix",
                p.eqn.primitive.span,
                "how operands split is not given",
            ))
        }
    };
    scan.reverse = reverse;
    scan.unroll = unroll;
    Ok(Primitive::Scan(Box::new(scan)))
}

fn buffer_callback(p: &mut Params, n_inputs: usize) -> R<Primitive> {
    let callback = p.required("callback", callback_name)?;
    let result_avals = p.required("result_avals", result_avals)?;
    let n_out = result_avals.len();
    let mut cb = BufferCallback::new(callback, result_avals);
    cb.has_side_effect = p.optional("has_side_effect", bool_of)?.unwrap_or(false);
    cb.command_buffer_compatible = p
        .optional("command_buffer_compatible", bool_of)?
        .unwrap_or(false);
    cb.input_output_aliases = p
        .optional("input_output_aliases", aliases)?
        .unwrap_or_default();
    cb.vmap_method = p.optional("vmap_method", opt(name_of))?.flatten();
    // The trees are kept as written, unless they are the flat default the printer makes anyway.
    cb.in_tree = p
        .optional_raw("in_tree")
        .filter(|t| *t != BufferCallback::default_in_tree(n_inputs));
    cb.out_tree = p
        .optional_raw("out_tree")
        .filter(|t| *t != BufferCallback::default_out_tree(n_out));
    Ok(Primitive::BufferCallback(Box::new(cb)))
}

fn one_output<'a>(e: &ast::Eqn, outs: &'a [Aval]) -> R<&'a Aval> {
    match outs {
        [one] => Ok(one),
        _ => Err(Diagnostic::new(
            format!(
                "`{}` has one output, but this equation binds {}",
                e.primitive.text,
                outs.len()
            ),
            e.span,
            "expected one output binder",
        )),
    }
}

/// `(ArrayCopySemantics.REUSE_INPUT, ...)`: the member names.
fn copy_semantics_of(v: &Value) -> Result<Vec<String>, String> {
    const EXPECTED: &str =
        "a tuple of ArrayCopySemantics.ALWAYS_COPY, .REUSE_INPUT or .DONATE_INPUT";
    let items = seq(v).ok_or(EXPECTED)?;
    items
        .iter()
        .map(|item| match &item.kind {
            ValueKind::Ident(s) => s
                .strip_prefix("ArrayCopySemantics.")
                .filter(|m| ["ALWAYS_COPY", "REUSE_INPUT", "DONATE_INPUT"].contains(m))
                .map(str::to_string)
                .ok_or_else(|| EXPECTED.to_string()),
            _ => Err(EXPECTED.to_string()),
        })
        .collect()
}

/// `(None, None, ...)`, one per operand: minihlo puts values on the default device only.
fn nones_of(v: &Value, n: usize) -> Result<(), String> {
    match seq(v) {
        Some(items) if items.len() == n && items.iter().all(|i| i.kind == ValueKind::None) => {
            Ok(())
        }
        _ => Err(format!(
            "a tuple of {n} None (minihlo compiles device_put to the default device only)"
        )),
    }
}

/// `None`, `AccuracyMode.HIGHEST` or `AccuracyMode.DEFAULT` (a `Tolerance` prints as an
/// object's address: its values are not in the text).
fn accuracy_of(v: &Value) -> Result<Option<minihlo_ir::AccuracyMode>, String> {
    const EXPECTED: &str = "None, AccuracyMode.HIGHEST or AccuracyMode.DEFAULT (a Tolerance prints without its values, so it cannot be read back)";
    match &v.kind {
        ValueKind::None => Ok(None),
        ValueKind::Ident(s) => s
            .strip_prefix("AccuracyMode.")
            .and_then(minihlo_ir::AccuracyMode::from_member)
            .map(Some)
            .ok_or_else(|| EXPECTED.to_string()),
        _ => Err(EXPECTED.to_string()),
    }
}

fn u32_of(v: &Value) -> Result<u32, String> {
    usize_of(v).and_then(|n| u32::try_from(n).map_err(|_| "an int that fits in u32".into()))
}

fn rounding_method_of(v: &Value) -> Result<RoundingMethod, String> {
    match i64_of(v) {
        Ok(0) => Ok(RoundingMethod::AwayFromZero),
        Ok(1) => Ok(RoundingMethod::ToNearestEven),
        _ => Err("0 (AWAY_FROM_ZERO) or 1 (TO_NEAREST_EVEN)".into()),
    }
}

/// A primitive minihlo does not read: one of JAX 0.12's (not yet, or out of scope, and why), with
/// a pointer to README.md's table of them; or a name JAX does not have.
fn not_compiled(name: &str, span: Span) -> Diagnostic {
    use crate::jax_primitives::{JAX_PRIMITIVES, OUT_OF_SCOPE};
    const TABLE: &str = "README.md's \"Primitives\" table lists every primitive of JAX 0.12 and whether minihlo compiles it";
    if let Some((_, why)) = OUT_OF_SCOPE.iter().find(|(n, _)| *n == name) {
        Diagnostic::new(
            format!("unsupported primitive `{name}`: out of scope for minihlo ({why}); {TABLE}"),
            span,
            "out of scope",
        )
    } else if JAX_PRIMITIVES.contains(&name) {
        Diagnostic::new(
            format!("unsupported primitive `{name}`: minihlo does not compile this JAX primitive yet; {TABLE}"),
            span,
            "not supported yet",
        )
    } else {
        Diagnostic::new(
            format!("unknown primitive `{name}`"),
            span,
            "not a primitive minihlo knows",
        )
    }
}
