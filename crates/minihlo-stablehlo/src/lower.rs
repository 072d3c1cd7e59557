//! Lowering a checked jaxpr to a StableHLO module, primitive by primitive, as JAX 0.12 does.

use std::collections::HashMap;

use melior::dialect::func;
use melior::ir::attribute::{FlatSymbolRefAttribute, StringAttribute, TypeAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, OperationRef};
use melior::ir::r#type::FunctionType;
use melior::ir::{Attribute, Block, Identifier, Location, Region, RegionLike, Value};
use melior::Context;
use minihlo_ir::{
    ArgOp, Atom, Aval, BinaryOp, BufferCallback, Checked, DType, Jaxpr, Literal, Primitive,
    ReduceOp, Scalar, UnaryOp,
};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::attrs::{
    array_attr, dot_dimension_numbers_attr, i64_array_attr, i64_attr, opaque_attr,
    ComparisonDirection, DotDimensionNumbers,
};
use crate::context::MlirContext;
use crate::control_flow::{lower_control_flow, ControlFlowCache, Funcs};
use crate::custom_call::{build_custom_call, CustomCall, FfiForm};
use crate::emit::{first_result, scalar_tensor, Emitter};
use crate::error::LowerError;
use crate::module::{build_module_with, emit_forms, emit_into, MainSignature};
use crate::multi_platform::{buffer_callback_dispatch, emit_dispatched_custom_call, index_dtype};
use crate::platform::{buffer_callback_target, check_platforms, Platform};
use crate::types::{tensor_type, tensor_types};

/// How to lower.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerOptions {
    /// The name of the jitted function: the module is named as JAX names it,
    /// `jit_<module_name>` sanitised ([`crate::module::jax_module_name`]). Default `main`.
    pub module_name: String,
    /// Lowering platforms (any name, as in JAX: see [`Platform`]); default `[Platform::Cpu]`.
    pub platforms: Vec<Platform>,
    /// How buffer_callback's custom_call carries its index; default [`FfiForm::Typed`].
    pub ffi_form: FfiForm,
    /// Which forms of the module [`Lowered`] holds; default [`Emit::Text`].
    pub emit: Emit,
    /// Whether the program was traced with `jax_enable_x64`: the indices JAX makes up while
    /// lowering (the platform index, scan's counter) are then `i64`. `None` (the default): inferred,
    /// x64 when the program has any 64-bit value (jaxpr text does not record the flag).
    pub x64: Option<bool>,
}

impl Default for LowerOptions {
    fn default() -> Self {
        LowerOptions {
            module_name: "main".into(),
            platforms: vec![Platform::Cpu],
            ffi_form: FfiForm::Typed,
            emit: Emit::Text,
            x64: None,
        }
    }
}

/// Which forms of the module to produce. Each costs about a tenth of a large compile, so a caller
/// that needs one asks for one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Emit {
    /// MLIR text only (the default); [`Lowered::bytecode`] is empty. The command line's
    /// `--emit text`.
    #[default]
    Text,
    /// MLIR bytecode only; [`Lowered::text`] is empty. `--emit bytecode`.
    Bytecode,
    /// Both forms.
    Both,
}

impl Emit {
    pub fn text(self) -> bool {
        matches!(self, Emit::Text | Emit::Both)
    }
    pub fn bytecode(self) -> bool {
        matches!(self, Emit::Bytecode | Emit::Both)
    }
}

/// One entry of the module's host-callback table: entry `index` serves `index = K : ui64`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HostCallback {
    pub index: u64,
    /// The callback's name, as the jaxpr's `callback=<function NAME at ...>` shows it.
    pub callback: String,
    /// The custom_call target (of the first platform, for a module lowered for several).
    pub target: String,
    /// For a module lowered for several platforms, each distinct platform's target, in the order
    /// of the platform list (the `_platform_index` picks one); empty otherwise, and then omitted
    /// from the JSON, so that a single-platform table is unchanged. In JSON an object
    /// `{"cpu": "xla_buffer_python_cpu_callback", "cuda": ...}` whose key order is kept.
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        serialize_with = "ser_targets",
        deserialize_with = "de_targets"
    )]
    pub targets: Vec<(String, String)>,
    #[serde(serialize_with = "ser_avals", deserialize_with = "de_avals")]
    pub operands: Vec<Aval>,
    #[serde(serialize_with = "ser_avals", deserialize_with = "de_avals")]
    pub results: Vec<Aval>,
    pub has_side_effect: bool,
}

#[derive(Serialize, Deserialize)]
struct AvalJson {
    dtype: String,
    shape: Vec<u64>,
}

fn ser_avals<S: Serializer>(avals: &[Aval], s: S) -> Result<S::Ok, S::Error> {
    let v: Vec<AvalJson> = avals
        .iter()
        .map(|a| AvalJson {
            dtype: a.dtype.numpy_name().to_string(),
            shape: a.dims().to_vec(),
        })
        .collect();
    v.serialize(s)
}

fn de_avals<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Aval>, D::Error> {
    let v: Vec<AvalJson> = Vec::deserialize(d)?;
    v.into_iter()
        .map(|a| {
            DType::from_name(&a.dtype)
                .map(|dt| Aval::new(dt, a.shape))
                .ok_or_else(|| serde::de::Error::custom(format!("unknown dtype `{}`", a.dtype)))
        })
        .collect()
}

impl HostCallback {
    /// The target serving `platform`: its entry in `targets`, or `target` when `targets` is empty.
    pub fn target_for(&self, platform: &str) -> Option<&str> {
        if self.targets.is_empty() {
            return Some(&self.target);
        }
        self.targets
            .iter()
            .find(|(p, _)| p == platform)
            .map(|(_, t)| t.as_str())
    }
}

fn ser_targets<S: Serializer>(targets: &[(String, String)], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut map = s.serialize_map(Some(targets.len()))?;
    for (p, t) in targets {
        map.serialize_entry(p, t)?;
    }
    map.end()
}

fn de_targets<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(String, String)>, D::Error> {
    struct Ordered;
    impl<'de> serde::de::Visitor<'de> for Ordered {
        type Value = Vec<(String, String)>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("an object mapping platforms to targets")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(
            self,
            mut map: A,
        ) -> Result<Self::Value, A::Error> {
            let mut out: Vec<(String, String)> = Vec::new();
            while let Some((p, t)) = map.next_entry::<String, String>()? {
                if out.iter().any(|(q, _)| *q == p) {
                    return Err(serde::de::Error::custom(format!(
                        "platform `{p}` appears twice in targets"
                    )));
                }
                out.push((p, t));
            }
            Ok(out)
        }
    }
    d.deserialize_map(Ordered)
}

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

/// Checks `jaxpr` (JAX's messages), runs JAX's DCE, and lowers it to a verified StableHLO module.
pub fn lower(jaxpr: &Jaxpr, opts: &LowerOptions) -> Result<Lowered, LowerError> {
    minihlo_ir::check(jaxpr).map_err(LowerError::Check)?;
    lower_unchecked(jaxpr, opts)
}

/// [`lower`] for a jaxpr already checked (by [`Checked::new`], or by the parser's
/// `parse_checked_with`): the check is not run twice.
pub fn lower_checked(jaxpr: &Checked, opts: &LowerOptions) -> Result<Lowered, LowerError> {
    lower_unchecked(jaxpr.jaxpr(), opts)
}

/// [`lower_checked`] writing the module into `out` (text, or bytecode when `opts.emit` is
/// [`Emit::Bytecode`]) as MLIR prints it, rather than holding it in memory: for a large module
/// the text is as big as the MLIR module it prints. Returns the host-callback table.
pub fn lower_checked_into(
    jaxpr: &Checked,
    opts: &LowerOptions,
    out: &mut dyn std::io::Write,
) -> Result<Vec<HostCallback>, LowerError> {
    let ((), callbacks) = build(jaxpr.jaxpr(), opts, |mlir, module| {
        emit_into(mlir, module, opts.emit, out)
    })?;
    Ok(callbacks)
}

/// The lowering proper; the jaxpr must have passed [`minihlo_ir::check()`].
fn lower_unchecked(jaxpr: &Jaxpr, opts: &LowerOptions) -> Result<Lowered, LowerError> {
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
    jaxpr: &Jaxpr,
    opts: &LowerOptions,
    finish: impl FnOnce(&MlirContext, &melior::ir::Module) -> Result<R, LowerError>,
) -> Result<(R, Vec<HostCallback>), LowerError> {
    check_platforms(&opts.platforms)?;
    let jaxpr = minihlo_ir::dce_cow(jaxpr);

    let mlir = MlirContext::new();
    let context = mlir.context();
    let mut arguments = Vec::new();
    // A module for several platforms takes the platform index first (JAX's `_platform_index`);
    // buffer_callback dispatches on it (typed form) or refuses such a module (jax form).
    let platform_index = opts.platforms.len() > 1;
    let index_dtype = index_dtype(&jaxpr, opts.x64);
    if platform_index {
        arguments.push(tensor_type(context, &Aval::scalar(index_dtype))?);
    }
    arguments.extend(tensor_types(context, &jaxpr.in_avals())?);
    let results = tensor_types(context, &jaxpr.out_avals())?;

    let mut state = State {
        opts,
        callbacks: Vec::new(),
        callback_cache: HashMap::new(),
        funcs: Funcs::new(),
        func_cache: HashMap::new(),
        cf: ControlFlowCache::default(),
        index_dtype,
    };
    let signature = MainSignature {
        name: &opts.module_name,
        arguments: &arguments,
        results: &results,
        platform_index,
    };
    let module = build_module_with(&mlir, &signature, |block| {
        let first_arg = usize::from(platform_index);
        lower_main(context, block, &jaxpr, first_arg, &mut state)
    })?;
    for f in state.funcs.take() {
        module.body().append_operation(f);
    }
    let result = finish(&mlir, &module)?;
    Ok((result, state.callbacks))
}

type ArgKey = (ArgOp, Aval, Vec<usize>, DType);

pub(crate) struct State<'o, 'c> {
    pub(crate) opts: &'o LowerOptions,
    callbacks: Vec<HostCallback>,
    /// JAX's lowering cache: the same callback with the same input avals and params reuses its
    /// host-callback index.
    callback_cache: HashMap<(BufferCallback, Vec<Aval>), u64>,
    /// The module's private functions and its symbol names.
    pub(crate) funcs: Funcs<'c>,
    func_cache: HashMap<ArgKey, String>,
    /// Calls and control flow: functions already emitted, the inlining budget.
    pub(crate) cf: ControlFlowCache,
    /// The type of indices JAX makes up (see [`crate::multi_platform::index_dtype`]).
    pub(crate) index_dtype: DType,
}

fn lower_main<'c, 'a>(
    context: &'c Context,
    block: &'a Block<'c>,
    jaxpr: &Jaxpr,
    first_arg: usize,
    state: &mut State<'_, 'c>,
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let n_args = jaxpr.constvars.len() + jaxpr.invars.len();
    let args = (first_arg..first_arg + n_args)
        .map(|i| block_arg(block, i))
        .collect::<Result<Vec<_>, _>>()?;
    // The platform index argument of a module lowered for several platforms.
    let platform_index = match first_arg {
        0 => None,
        _ => Some(block_arg(block, 0)?),
    };
    lower_body(context, block, jaxpr, &args, platform_index, state)
}

/// Lowers `jaxpr`'s equations into `block`, its constvars and invars bound to `args` (in that
/// order), and returns its outputs. The body of `@main`, of a private function, or of a region
/// (whose `args` may be values captured from the enclosing block).
pub(crate) fn lower_body<'c, 'a>(
    context: &'c Context,
    block: &'a Block<'c>,
    jaxpr: &Jaxpr,
    args: &[Value<'c, 'a>],
    platform_index: Option<Value<'c, 'a>>,
    state: &mut State<'_, 'c>,
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    state.cf.count_eqns(jaxpr.eqns.len())?;
    let em = Emitter::new(context, block);
    let mut env: Vec<Option<Value<'c, 'a>>> = vec![None; jaxpr.vars.len()];
    let binders: Vec<_> = jaxpr.constvars.iter().chain(&jaxpr.invars).collect();
    if binders.len() != args.len() {
        return Err(LowerError::Unsupported {
            primitive: "jaxpr".into(),
            reason: format!(
                "the jaxpr takes {} inputs but is given {}",
                binders.len(),
                args.len()
            ),
        });
    }
    for (v, arg) in binders.into_iter().zip(args) {
        if let Some(slot) = env.get_mut(v.index()) {
            *slot = Some(*arg);
        }
    }
    for (n, eqn) in jaxpr.eqns.iter().enumerate() {
        // JAX reads the inputs first: every literal becomes a constant, in input order.
        let mut inputs = Vec::with_capacity(eqn.inputs.len());
        let mut avals = Vec::with_capacity(eqn.inputs.len());
        for atom in &eqn.inputs {
            let (value, aval) = read(&em, &env, jaxpr, atom, n)?;
            inputs.push(value);
            avals.push(aval);
        }
        let outs: Vec<Aval> = eqn.outputs.iter().map(|v| jaxpr.aval(*v).clone()).collect();
        let results = lower_eqn(
            &em,
            state,
            platform_index,
            &eqn.primitive,
            &inputs,
            &avals,
            &outs,
        )?;
        if results.len() != eqn.outputs.len() {
            return Err(LowerError::Unsupported {
                primitive: eqn.primitive.name().into(),
                reason: format!(
                    "lowering gave {} results for {} outputs",
                    results.len(),
                    eqn.outputs.len()
                ),
            });
        }
        for (v, r) in eqn.outputs.iter().zip(results) {
            env[v.index()] = Some(r);
        }
    }
    jaxpr
        .outvars
        .iter()
        .map(|a| read(&em, &env, jaxpr, a, jaxpr.eqns.len()).map(|(v, _)| v))
        .collect()
}

fn read<'c, 'a>(
    em: &Emitter<'c, 'a>,
    env: &[Option<Value<'c, 'a>>],
    jaxpr: &Jaxpr,
    atom: &Atom,
    at: usize,
) -> Result<(Value<'c, 'a>, Aval), LowerError> {
    match atom {
        Atom::Literal(Literal { value, dtype }) => {
            Ok((em.constant(*dtype, *value)?, Aval::scalar(*dtype)))
        }
        Atom::Var(v) => {
            let value = env.get(v.index()).copied().flatten();
            match (value, jaxpr.decl(*v)) {
                (Some(value), Some(decl)) => Ok((value, decl.aval.clone())),
                // Unreachable for checked IR; reported rather than panicking.
                _ => Err(LowerError::Unsupported {
                    primitive: "jaxpr".into(),
                    reason: format!(
                        "variable {} is read at equation {at} before it is bound",
                        v.0
                    ),
                }),
            }
        }
    }
}

fn unsupported(prim: &Primitive, reason: impl Into<String>) -> LowerError {
    LowerError::Unsupported {
        primitive: prim.name().into(),
        reason: reason.into(),
    }
}

fn one_out<'o>(prim: &Primitive, outs: &'o [Aval]) -> Result<&'o Aval, LowerError> {
    outs.first()
        .ok_or_else(|| unsupported(prim, "the equation has no output"))
}

fn i64s(xs: &[usize]) -> Vec<i64> {
    xs.iter().map(|&x| x as i64).collect()
}

fn u64s(xs: &[u64]) -> Vec<i64> {
    xs.iter().map(|&x| x as i64).collect()
}

/// JAX's `multi_broadcast_in_dim`: operands whose shape differs from `out`'s are broadcast along
/// its trailing dimensions.
fn broadcast_to<'c, 'a>(
    em: &Emitter<'c, 'a>,
    xs: &[Value<'c, 'a>],
    avals: &[Aval],
    out: &Aval,
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    xs.iter()
        .zip(avals)
        .map(|(&x, a)| {
            if a.shape == out.shape {
                Ok(x)
            } else {
                let r = out.rank() as i64;
                let dims: Vec<i64> = (r - a.rank() as i64..r).collect();
                em.broadcast(x, &Aval::new(a.dtype, out.shape.clone()), &dims)
            }
        })
        .collect()
}

fn unary_name(op: UnaryOp) -> &'static str {
    match op {
        UnaryOp::Neg => "stablehlo.negate",
        UnaryOp::Abs => "stablehlo.abs",
        UnaryOp::Sign => "stablehlo.sign",
        UnaryOp::Exp => "stablehlo.exponential",
        UnaryOp::Log => "stablehlo.log",
        UnaryOp::Tanh => "stablehlo.tanh",
        UnaryOp::Logistic => "stablehlo.logistic",
        UnaryOp::Sin => "stablehlo.sine",
        UnaryOp::Cos => "stablehlo.cosine",
        UnaryOp::Sqrt => "stablehlo.sqrt",
        UnaryOp::Rsqrt => "stablehlo.rsqrt",
        UnaryOp::Square => "chlo.square",
        UnaryOp::Floor => "stablehlo.floor",
        UnaryOp::Ceil => "stablehlo.ceil",
        UnaryOp::Not => "stablehlo.not",
    }
}

fn binary_name(op: BinaryOp) -> &'static str {
    match op {
        BinaryOp::Add => "stablehlo.add",
        BinaryOp::Sub => "stablehlo.subtract",
        BinaryOp::Mul => "stablehlo.multiply",
        BinaryOp::Div => "stablehlo.divide",
        BinaryOp::Rem => "stablehlo.remainder",
        BinaryOp::Max => "stablehlo.maximum",
        BinaryOp::Min => "stablehlo.minimum",
        BinaryOp::Pow => "stablehlo.power",
        BinaryOp::And => "stablehlo.and",
        BinaryOp::Or => "stablehlo.or",
        BinaryOp::Xor => "stablehlo.xor",
    }
}

fn one(dtype: DType) -> Scalar {
    if dtype.is_float() {
        Scalar::Float(1.0)
    } else if dtype.is_bool() {
        Scalar::Bool(true)
    } else {
        Scalar::Int(1)
    }
}

fn zero(dtype: DType) -> Scalar {
    if dtype.is_float() {
        Scalar::Float(0.0)
    } else if dtype.is_bool() {
        Scalar::Bool(false)
    } else {
        Scalar::Int(0)
    }
}

/// The identity JAX starts a reduction from.
fn reduce_init(op: ReduceOp, dtype: DType) -> Scalar {
    let bits = dtype.bits();
    match (op, dtype) {
        (ReduceOp::Sum, d) => zero(d),
        (ReduceOp::Max, d) if d.is_float() => Scalar::Float(f64::NEG_INFINITY),
        (ReduceOp::Min, d) if d.is_float() => Scalar::Float(f64::INFINITY),
        (ReduceOp::Max, DType::Bool) => Scalar::Bool(false),
        (ReduceOp::Min, DType::Bool) => Scalar::Bool(true),
        (ReduceOp::Max, d) if d.is_signed_int() => Scalar::Int(-(1i128 << (bits - 1))),
        (ReduceOp::Min, d) if d.is_signed_int() => Scalar::Int((1i128 << (bits - 1)) - 1),
        (ReduceOp::Max, _) => Scalar::Int(0),
        (ReduceOp::Min, _) => Scalar::Int((1i128 << bits) - 1),
    }
}

fn reduce_body(op: ReduceOp) -> &'static str {
    match op {
        ReduceOp::Sum => "stablehlo.add",
        ReduceOp::Max => "stablehlo.maximum",
        ReduceOp::Min => "stablehlo.minimum",
    }
}

fn lower_eqn<'c, 'a>(
    em: &Emitter<'c, 'a>,
    state: &mut State<'_, 'c>,
    platform_index: Option<Value<'c, 'a>>,
    prim: &Primitive,
    xs: &[Value<'c, 'a>],
    avals: &[Aval],
    outs: &[Aval],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let ctx = em.context;
    let arity = |n: usize| -> Result<(), LowerError> {
        if xs.len() == n {
            Ok(())
        } else {
            Err(unsupported(
                prim,
                format!("expects {n} operands, got {}", xs.len()),
            ))
        }
    };
    let single = |v: Value<'c, 'a>| Ok(vec![v]);
    match prim {
        Primitive::Unary(op) => {
            arity(1)?;
            let out = one_out(prim, outs)?;
            let x = xs[0];
            let ty = em.ty(out)?;
            match op {
                UnaryOp::Sign if out.dtype.is_unsigned_int() => {
                    // JAX: select(x == 0, 0, 1).
                    let z = em.full_like(zero(out.dtype), out)?;
                    let is_zero = em.compare(x, z, ComparisonDirection::Eq, out)?;
                    let z2 = em.full_like(zero(out.dtype), out)?;
                    let o = em.full_like(one(out.dtype), out)?;
                    single(em.select(is_zero, z2, o, out)?)
                }
                UnaryOp::Square if !out.dtype.is_float() => {
                    single(em.binary("stablehlo.multiply", x, x, out)?)
                }
                UnaryOp::Logistic => {
                    // JAX: 1 / (1 + exp(-x)).
                    let n = em.one("stablehlo.negate", &[x], ty, &[])?;
                    let e = em.one("stablehlo.exponential", &[n], ty, &[])?;
                    let o = em.full_like(one(out.dtype), out)?;
                    let d = em.binary("stablehlo.add", o, e, out)?;
                    let o2 = em.full_like(one(out.dtype), out)?;
                    single(em.binary("stablehlo.divide", o2, d, out)?)
                }
                _ => single(em.one(unary_name(*op), &[x], ty, &[])?),
            }
        }
        Primitive::IntegerPow { y } => {
            arity(1)?;
            let out = one_out(prim, outs)?;
            single(integer_pow(em, xs[0], *y, out)?)
        }
        Primitive::Binary(op) => {
            arity(2)?;
            let out = one_out(prim, outs)?;
            let b = broadcast_to(em, xs, avals, out)?;
            single(em.binary(binary_name(*op), b[0], b[1], out)?)
        }
        Primitive::Compare(op) => {
            arity(2)?;
            let out = one_out(prim, outs)?;
            let operand = Aval::new(avals[0].dtype, out.shape.clone());
            let b = broadcast_to(em, xs, avals, &operand)?;
            single(em.compare(b[0], b[1], *op, &operand)?)
        }
        Primitive::Clamp => {
            arity(3)?;
            let out = one_out(prim, outs)?;
            let b = broadcast_to(em, xs, avals, out)?;
            single(em.one("stablehlo.clamp", &b, em.ty(out)?, &[])?)
        }
        Primitive::SelectN => {
            let out = one_out(prim, outs)?;
            let (which, cases) = xs
                .split_first()
                .ok_or_else(|| unsupported(prim, "needs a predicate"))?;
            if cases.is_empty() {
                return Err(unsupported(prim, "needs at least one case"));
            }
            let which_aval = &avals[0];
            if cases.len() == 1 {
                return single(cases[0]);
            }
            if which_aval.dtype.is_bool() {
                return single(em.select(*which, cases[1], cases[0], out)?);
            }
            single(select_tree(em, *which, which_aval, 0, cases, out)?)
        }
        Primitive::ConvertElementType { new_dtype, .. } => {
            arity(1)?;
            let out = one_out(prim, outs)?;
            let mut x = xs[0];
            if new_dtype.is_bool() {
                let z = em.full_like(zero(avals[0].dtype), &avals[0])?;
                x = em.compare(x, z, ComparisonDirection::Ne, &avals[0])?;
            }
            single(em.one("stablehlo.convert", &[x], em.ty(out)?, &[])?)
        }
        Primitive::BroadcastInDim {
            broadcast_dimensions,
            ..
        } => {
            arity(1)?;
            let out = one_out(prim, outs)?;
            single(em.broadcast(xs[0], out, &i64s(broadcast_dimensions))?)
        }
        Primitive::Reshape { .. } | Primitive::Squeeze { .. } | Primitive::ExpandDims { .. } => {
            arity(1)?;
            let out = one_out(prim, outs)?;
            single(em.one("stablehlo.reshape", &[xs[0]], em.ty(out)?, &[])?)
        }
        Primitive::Transpose { permutation } => {
            arity(1)?;
            let out = one_out(prim, outs)?;
            single(em.one(
                "stablehlo.transpose",
                &[xs[0]],
                em.ty(out)?,
                &[("permutation", i64_array_attr(ctx, &i64s(permutation)))],
            )?)
        }
        Primitive::Iota { dimension, .. } => {
            arity(0)?;
            let out = one_out(prim, outs)?;
            single(em.one(
                "stablehlo.iota",
                &[],
                em.ty(out)?,
                &[("iota_dimension", i64_attr(ctx, *dimension as i64))],
            )?)
        }
        // JAX concatenates sixteen operands at a time (`_concatenate_tree`).
        Primitive::Concatenate { dimension } => {
            let parts: Vec<(Value<'c, 'a>, Aval)> =
                xs.iter().copied().zip(avals.iter().cloned()).collect();
            single(em.concatenate_tree(&parts, *dimension)?.0)
        }
        Primitive::Slice {
            start_indices,
            limit_indices,
            strides,
        } => {
            arity(1)?;
            let out = one_out(prim, outs)?;
            let strides = strides
                .clone()
                .unwrap_or_else(|| vec![1; start_indices.len()]);
            single(em.one(
                "stablehlo.slice",
                &[xs[0]],
                em.ty(out)?,
                &[
                    ("start_indices", i64_array_attr(ctx, &u64s(start_indices))),
                    ("limit_indices", i64_array_attr(ctx, &u64s(limit_indices))),
                    ("strides", i64_array_attr(ctx, &u64s(&strides))),
                ],
            )?)
        }
        Primitive::DynamicSlice { slice_sizes } => {
            let out = one_out(prim, outs)?;
            single(em.one(
                "stablehlo.dynamic_slice",
                xs,
                em.ty(out)?,
                &[("slice_sizes", i64_array_attr(ctx, &u64s(slice_sizes)))],
            )?)
        }
        Primitive::DynamicUpdateSlice => {
            let out = one_out(prim, outs)?;
            single(em.one("stablehlo.dynamic_update_slice", xs, em.ty(out)?, &[])?)
        }
        Primitive::DotGeneral(d) => {
            arity(2)?;
            let out = one_out(prim, outs)?;
            let dims = DotDimensionNumbers {
                lhs_batching_dimensions: i64s(&d.lhs_batch),
                rhs_batching_dimensions: i64s(&d.rhs_batch),
                lhs_contracting_dimensions: i64s(&d.lhs_contracting),
                rhs_contracting_dimensions: i64s(&d.rhs_contracting),
            };
            let precision = opaque_attr(ctx, "stablehlo", "precision DEFAULT");
            single(em.one(
                "stablehlo.dot_general",
                xs,
                em.ty(out)?,
                &[
                    (
                        "dot_dimension_numbers",
                        dot_dimension_numbers_attr(ctx, &dims),
                    ),
                    ("precision_config", array_attr(ctx, &[precision, precision])),
                ],
            )?)
        }
        Primitive::Reduce { op, axes } => {
            arity(1)?;
            let out = one_out(prim, outs)?;
            let init = em.constant(out.dtype, reduce_init(*op, out.dtype))?;
            let region = Region::new();
            let elem = scalar_tensor(ctx, out.dtype);
            let body = Block::new(&[(elem, em.location), (elem, em.location)]);
            {
                let inner = Emitter::new(ctx, &body);
                let a = block_arg(&body, 0)?;
                let b = block_arg(&body, 1)?;
                let r = inner.one(reduce_body(*op), &[a, b], elem, &[])?;
                inner.op("stablehlo.return", &[r], &[], &[], vec![])?;
            }
            region.append_block(body);
            let reduced = em.op(
                "stablehlo.reduce",
                &[xs[0], init],
                &[em.ty(out)?],
                &[("dimensions", i64_array_attr(ctx, &i64s(axes)))],
                vec![region],
            )?;
            single(first_result(reduced, "stablehlo.reduce")?)
        }
        Primitive::ArgReduce {
            op,
            axes,
            index_dtype,
        } => {
            arity(1)?;
            let out = one_out(prim, outs)?;
            let name = arg_reduce_func(ctx, state, *op, &avals[0], axes, *index_dtype, out)?;
            let call = func::call(
                ctx,
                FlatSymbolRefAttribute::new(ctx, &name),
                &[xs[0]],
                &[em.ty(out)?],
                em.location,
            );
            let call = em.block.append_operation(call);
            single(first_result(call, "func.call")?)
        }
        Primitive::BufferCallback(cb) => {
            lower_buffer_callback(em, state, platform_index, cb, xs, avals, outs)
        }
        Primitive::Jit(_)
        | Primitive::Cond(_)
        | Primitive::While(_)
        | Primitive::Scan(_)
        | Primitive::CustomJvpCall(_)
        | Primitive::CustomVjpCall(_) => {
            lower_control_flow(em, state, platform_index, prim, xs, avals, outs)
        }
    }
}

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

/// JAX's `_integer_pow_lowering`: direct forms for 1, 2, 3 and -1, else square-and-multiply.
fn integer_pow<'c, 'a>(
    em: &Emitter<'c, 'a>,
    x: Value<'c, 'a>,
    y: i64,
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    let mul = |a, b| em.binary("stablehlo.multiply", a, b, out);
    match y {
        1 => Ok(x),
        2 => mul(x, x),
        3 => {
            let sq = mul(x, x)?;
            mul(sq, x)
        }
        -1 => {
            let o = em.full_like(one(out.dtype), out)?;
            em.binary("stablehlo.divide", o, x, out)
        }
        0 => em.full_like(one(out.dtype), out),
        _ => {
            let reciprocal = y < 0;
            let mut n = y.unsigned_abs();
            let mut base = x;
            let mut acc: Option<Value<'c, 'a>> = None;
            while n > 0 {
                if n & 1 == 1 {
                    acc = Some(match acc {
                        None => base,
                        Some(a) => mul(a, base)?,
                    });
                }
                n >>= 1;
                if n > 0 {
                    base = mul(base, base)?;
                }
            }
            let acc = acc.unwrap_or(x);
            if reciprocal {
                let o = em.full_like(one(out.dtype), out)?;
                em.binary("stablehlo.divide", o, acc, out)
            } else {
                Ok(acc)
            }
        }
    }
}

/// JAX's `select_n` for an integer predicate: a balanced tree of `which < mid` selects.
fn select_tree<'c, 'a>(
    em: &Emitter<'c, 'a>,
    which: Value<'c, 'a>,
    which_aval: &Aval,
    offset: usize,
    cases: &[Value<'c, 'a>],
    out: &Aval,
) -> Result<Value<'c, 'a>, LowerError> {
    if cases.len() == 1 {
        return Ok(cases[0]);
    }
    let mid = cases.len() / 2;
    let bound = em.full_like(Scalar::Int((offset + mid) as i128), which_aval)?;
    let pred = em.compare(which, bound, ComparisonDirection::Lt, which_aval)?;
    let lo = select_tree(em, which, which_aval, offset, &cases[..mid], out)?;
    let hi = select_tree(em, which, which_aval, offset + mid, &cases[mid..], out)?;
    em.select(pred, lo, hi, out)
}

/// The private function JAX emits for argmax/argmin (`@argmax`, `@argmax_0`, ...), reused for the
/// same operand type and params.
fn arg_reduce_func<'c>(
    ctx: &'c Context,
    state: &mut State<'_, 'c>,
    op: ArgOp,
    operand: &Aval,
    axes: &[usize],
    index_dtype: DType,
    out: &Aval,
) -> Result<String, LowerError> {
    let key: ArgKey = (op, operand.clone(), axes.to_vec(), index_dtype);
    if let Some(name) = state.func_cache.get(&key) {
        return Ok(name.clone());
    }
    let name = state.funcs.insert_symbol(op.name());
    let operand_ty = tensor_type(ctx, operand)?;
    let out_ty = tensor_type(ctx, out)?;
    let location = Location::unknown(ctx);
    let block = Block::new(&[(operand_ty, location)]);
    {
        let em = Emitter::new(ctx, &block);
        let x = block_arg(&block, 0)?;
        let axis = axes.first().copied().ok_or_else(|| {
            unsupported(
                &Primitive::ArgReduce {
                    op,
                    axes: axes.to_vec(),
                    index_dtype,
                },
                "needs one axis",
            )
        })?;
        let index_aval = Aval::new(index_dtype, operand.shape.clone());
        let iota = em.one(
            "stablehlo.iota",
            &[],
            em.ty(&index_aval)?,
            &[("iota_dimension", i64_attr(ctx, axis as i64))],
        )?;
        let reduce_op = match op {
            ArgOp::Argmax => ReduceOp::Max,
            ArgOp::Argmin => ReduceOp::Min,
        };
        let init_v = em.constant(operand.dtype, reduce_init(reduce_op, operand.dtype))?;
        let init_i = em.constant(index_dtype, Scalar::Int(0))?;
        let v_elem = scalar_tensor(ctx, operand.dtype);
        let i_elem = scalar_tensor(ctx, index_dtype);
        let body = Block::new(&[
            (v_elem, location),
            (i_elem, location),
            (v_elem, location),
            (i_elem, location),
        ]);
        {
            let inner = Emitter::new(ctx, &body);
            let (av, ai, bv, bi) = (
                block_arg(&body, 0)?,
                block_arg(&body, 1)?,
                block_arg(&body, 2)?,
                block_arg(&body, 3)?,
            );
            let v_scalar = Aval::scalar(operand.dtype);
            let i_scalar = Aval::scalar(index_dtype);
            let b_scalar = Aval::scalar(DType::Bool);
            let dir = match op {
                ArgOp::Argmax => ComparisonDirection::Gt,
                ArgOp::Argmin => ComparisonDirection::Lt,
            };
            let better = inner.compare(av, bv, dir, &v_scalar)?;
            let is_nan = inner.compare(av, av, ComparisonDirection::Ne, &v_scalar)?;
            let pick = inner.binary("stablehlo.or", better, is_nan, &b_scalar)?;
            let eq = inner.compare(av, bv, ComparisonDirection::Eq, &v_scalar)?;
            let lower_index = inner.compare(ai, bi, ComparisonDirection::Lt, &i_scalar)?;
            let tie = inner.binary("stablehlo.and", eq, lower_index, &b_scalar)?;
            let pick_index = inner.binary("stablehlo.or", pick, tie, &b_scalar)?;
            let v = inner.select(pick, av, bv, &v_scalar)?;
            let i = inner.select(pick_index, ai, bi, &i_scalar)?;
            inner.op("stablehlo.return", &[v, i], &[], &[], vec![])?;
        }
        let region = Region::new();
        region.append_block(body);
        let reduced_v = Aval::new(operand.dtype, out.shape.clone());
        let reduced: OperationRef = em.op(
            "stablehlo.reduce",
            &[x, iota, init_v, init_i],
            &[em.ty(&reduced_v)?, out_ty],
            &[("dimensions", i64_array_attr(ctx, &i64s(axes)))],
            vec![region],
        )?;
        let index = reduced.result(1).map_err(|e| LowerError::Mlir {
            stage: "reading argmax's index".into(),
            diagnostics: vec![e.to_string()],
        })?;
        block.append_operation(func::r#return(&[index.into()], location));
    }
    let region = Region::new();
    region.append_block(block);
    let function_type = FunctionType::new(ctx, &[operand_ty], &[out_ty]);
    let attributes: Vec<(Identifier<'c>, Attribute<'c>)> = vec![(
        Identifier::new(ctx, "sym_visibility"),
        StringAttribute::new(ctx, "private").into(),
    )];
    let f = func::func(
        ctx,
        StringAttribute::new(ctx, &name),
        TypeAttribute::new(function_type.into()),
        region,
        &attributes,
        location,
    );
    state.funcs.push(f);
    state.func_cache.insert(key, name.clone());
    Ok(name)
}

/// buffer_callback: JAX's lowering for one platform; for several, JAX's error in the jax form
/// and a per-platform dispatch in the typed form ([`crate::multi_platform`]).
fn lower_buffer_callback<'c, 'a>(
    em: &Emitter<'c, 'a>,
    state: &mut State<'_, 'c>,
    platform_index: Option<Value<'c, 'a>>,
    cb: &BufferCallback,
    xs: &[Value<'c, 'a>],
    avals: &[Aval],
    outs: &[Aval],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let platforms = &state.opts.platforms;
    // Several platforms (the module has the platform index argument): the typed form dispatches;
    // the jax form keeps JAX's `multi-platform lowering for buffer_callback`.
    let dispatch = match (platform_index, state.opts.ffi_form) {
        (Some(index_arg), FfiForm::Typed) => Some((
            index_arg,
            buffer_callback_dispatch(platforms, cb.command_buffer_compatible)?,
        )),
        _ => None,
    };
    let target = match &dispatch {
        Some((_, d)) => d.branch_targets[d.platform_branch[0]].clone(),
        None => buffer_callback_target(platforms, cb.command_buffer_compatible)?,
    };
    let key = (cb.clone(), avals.to_vec());
    let index = match state.callback_cache.get(&key) {
        Some(&i) => i,
        None => {
            let i = state.callbacks.len() as u64;
            state.callbacks.push(HostCallback {
                index: i,
                callback: cb.callback.clone(),
                target: target.clone(),
                targets: dispatch
                    .as_ref()
                    .map(|(_, d)| d.platform_targets())
                    .unwrap_or_default(),
                operands: avals.to_vec(),
                results: cb.result_avals.clone(),
                has_side_effect: cb.has_side_effect,
            });
            state.callback_cache.insert(key, i);
            i
        }
    };
    let call = CustomCall {
        call_target_name: target,
        operands: avals.to_vec(),
        results: outs.to_vec(),
        has_side_effect: cb.has_side_effect,
        aliases: cb.input_output_aliases.clone(),
        callback_index: index,
        form: state.opts.ffi_form,
    };
    if let Some((index_arg, dispatch)) = &dispatch {
        return emit_dispatched_custom_call(
            em,
            *index_arg,
            dispatch,
            &call,
            xs,
            Some(state.callbacks.len()),
        );
    }
    let op = build_custom_call(
        em.context,
        &call,
        xs,
        Some(state.callbacks.len()),
        em.location,
    )?;
    let op = em.block.append_operation(op);
    Ok(op.results().map(Into::into).collect())
}
