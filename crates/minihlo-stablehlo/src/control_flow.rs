//! Calls and control flow, lowered as JAX 0.12 lowers them (read in `jax/_src/pjit.py`,
//! `lax/control_flow/{conditionals,loops}.py`, `custom_derivatives.py`, and checked against
//! `jax.jit(f).lower(...)` for each construct):
//!
//! - `jit` → a `func.func private @<name>` (one per jaxpr and name: a jaxpr shared by several
//!   equations is emitted once) and `func.call`. Symbol names are uniqued as MLIR's symbol table
//!   does for JAX: `name`, then `name_K` with one counter `K` for the whole module.
//! - `custom_jvp_call` / `custom_vjp_call` → the primal `call_jaxpr`, inline.
//! - `cond` → `stablehlo.case` on the (already `i32`) index; branches capture the operands and end
//!   in `stablehlo.return`; branch 0 is lowered first.
//! - `while` → `stablehlo.while` whose state is `cond_consts ++ body_consts ++ carry`.
//! - `scan` → JAX's `_scan_impl`. For `unroll=1`: zero-filled `ys`, then (for a nonzero length)
//!   a `stablehlo.while` over `xs ++ consts ++ [i] ++ carry ++ ys`, slicing `xs` with
//!   `@dynamic_index_in_dim` and writing `ys` with `@dynamic_update_index_in_dim`; the body is
//!   inlined. For `unroll=k != 1`: `num_trips, remainder = divmod(length, k)` (`0, length` for
//!   `k=0` or when that is one trip and no remainder); the xs are split (`slice`) into the rows
//!   of the trips and the remainder, the former reshaped to `[num_trips, k, ...]`; the same
//!   while runs `num_trips` trips, each inlining the body `k` times on static row slices and
//!   stacking the ys (`broadcast_in_dim` + `concatenate`, sixteen operands at a time); then the
//!   ys are reshaped back, the remainder's iterations inlined and their ys concatenated (first
//!   when `reverse`). With no trip there is no while, only inlined iterations.
//!
//! In a module for several platforms every private function takes the platform index first, as
//! JAX's do (`{jax.global_constant = "_platform_index"}`).
//!
//! Bodies that are inlined (branches, loop bodies, custom calls) are lowered once per use; the
//! total number of equations lowered is capped at [`MAX_LOWERED_EQNS`] so that a small text that
//! shares one jaxpr among many nested branches cannot make an exponentially large module.

use std::collections::{HashMap, HashSet};

use melior::dialect::func;
use melior::ir::attribute::{FlatSymbolRefAttribute, StringAttribute, TypeAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::FunctionType;
use melior::ir::{
    Attribute, Block, Identifier, Location, Operation, Region, RegionLike, Type, Value, ValueLike,
};
use melior::Context;
use minihlo_ir::control::sub_in_avals;
use minihlo_ir::{Aval, DType, Jaxpr, JaxprId, Primitive, Scalar, Scan, While};

use crate::attrs::{array_attr, dict_attr, i64_array_attr, string_attr, ComparisonDirection};
use crate::emit::Emitter;
use crate::error::LowerError;
use crate::lower::{block_arg, lower_body, State};
use crate::multi_platform::{build_case, stablehlo_return};
use crate::types::tensor_types;

/// At most this many equations are lowered for one module (inlined bodies count once per use).
pub const MAX_LOWERED_EQNS: usize = 1 << 20;

/// The module's private functions, in JAX's order (a function is placed when its lowering starts,
/// so an outer function precedes the functions it calls), and the symbol names in use.
pub(crate) struct Funcs<'c> {
    slots: Vec<Option<Operation<'c>>>,
    symbols: HashSet<String>,
    /// MLIR's `SymbolTable` uniquing counter: one for the whole module.
    counter: u64,
}

impl<'c> Funcs<'c> {
    pub(crate) fn new() -> Funcs<'c> {
        Funcs {
            slots: Vec::new(),
            symbols: HashSet::from(["main".to_string()]),
            counter: 0,
        }
    }

    /// The name a new function called `base` gets: `base` if free, else `base_K` for the next
    /// free `K` of the module-wide counter (MLIR's `SymbolTable::insert`).
    pub(crate) fn insert_symbol(&mut self, base: &str) -> String {
        if self.symbols.insert(base.to_string()) {
            return base.to_string();
        }
        loop {
            let name = format!("{base}_{}", self.counter);
            self.counter += 1;
            if self.symbols.insert(name.clone()) {
                return name;
            }
        }
    }

    fn reserve(&mut self) -> usize {
        self.slots.push(None);
        self.slots.len() - 1
    }

    fn fill(&mut self, slot: usize, op: Operation<'c>) {
        if let Some(s) = self.slots.get_mut(slot) {
            *s = Some(op);
        }
    }

    /// Appends a finished function.
    pub(crate) fn push(&mut self, op: Operation<'c>) {
        self.slots.push(Some(op));
    }

    /// The functions, in order.
    pub(crate) fn take(&mut self) -> Vec<Operation<'c>> {
        self.slots.drain(..).flatten().collect()
    }
}

/// What the lowering of calls and control flow remembers across one module.
#[derive(Default)]
pub(crate) struct ControlFlowCache {
    /// `(name, jaxpr)` → the function emitted for that jit (JAX's `cached_primitive_lowerings`).
    jit: HashMap<(String, JaxprId), String>,
    /// `xs` type → `@dynamic_index_in_dim`.
    index_in_dim: HashMap<Aval, String>,
    /// `(ys type, y type)` → `@dynamic_update_index_in_dim`.
    update_index_in_dim: HashMap<(Aval, Aval), String>,
    /// `(cumulative reduction, operand type)` → its cached function (`@cumsum`, ...).
    pub(crate) cumulative: HashMap<(minihlo_ir::structural::Cumulative, Aval, bool), String>,
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

fn unsupported(prim: &str, reason: impl Into<String>) -> LowerError {
    LowerError::Unsupported {
        primitive: prim.into(),
        reason: reason.into(),
    }
}

fn mlir_error(stage: &str, e: impl ToString) -> LowerError {
    LowerError::Mlir {
        stage: stage.into(),
        diagnostics: vec![e.to_string()],
    }
}

/// Sub-jaxprs with constvars hold closed-over values the text does not carry.
fn no_constvars(prim: &str, j: &Jaxpr) -> Result<(), LowerError> {
    if j.constvars.is_empty() {
        Ok(())
    } else {
        Err(unsupported(
            prim,
            format!(
                "a nested jaxpr with {} constvars (closed-over values the text does not hold) cannot be lowered",
                j.constvars.len()
            ),
        ))
    }
}

/// Lowers a call or control-flow equation.
pub(crate) fn lower_control_flow<'c, 'a>(
    em: &Emitter<'c, 'a>,
    state: &mut State<'_, 'c>,
    platform_index: Option<Value<'c, 'a>>,
    prim: &Primitive,
    xs: &[Value<'c, 'a>],
    avals: &[Aval],
    outs: &[Aval],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    match prim {
        Primitive::Jit(p) => lower_jit(em, state, platform_index, &p.name, p.jaxpr, xs, outs),
        // Only the primal computation: JAX inlines `call_jaxpr`.
        Primitive::CustomJvpCall(p) => {
            let call_jaxpr = state.program.get(p.call_jaxpr);
            lower_primal(em, state, platform_index, prim, call_jaxpr, xs)
        }
        Primitive::CustomVjpCall(p) => {
            let call_jaxpr = state.program.get(p.call_jaxpr);
            lower_primal(em, state, platform_index, prim, call_jaxpr, xs)
        }
        Primitive::Cond(p) => lower_cond(em, state, platform_index, &p.branches, xs, outs),
        Primitive::While(p) => lower_while(em, state, platform_index, p, xs, avals),
        Primitive::Scan(p) => lower_scan(em, state, platform_index, p, xs, avals),
        _ => Err(unsupported(
            prim.name(),
            "not a call or control-flow primitive",
        )),
    }
}

/// A `func.func private @<base>` (name uniqued) taking the platform index first when there is
/// one, then `args`, returning `results`; `body` fills it.
pub(crate) fn private_func<'c, F>(
    ctx: &'c Context,
    state: &mut State<'_, 'c>,
    base: &str,
    platform_index: Option<Type<'c>>,
    args: &[Aval],
    results: &[Aval],
    body: F,
) -> Result<String, LowerError>
where
    F: for<'b> FnOnce(
        &Emitter<'c, 'b>,
        Option<Value<'c, 'b>>,
        &[Value<'c, 'b>],
        &mut State<'_, 'c>,
    ) -> Result<Vec<Value<'c, 'b>>, LowerError>,
{
    let name = state.funcs.insert_symbol(base);
    let slot = state.funcs.reserve();
    let location = Location::unknown(ctx);
    let mut arg_types: Vec<Type<'c>> = platform_index.into_iter().collect();
    arg_types.extend(tensor_types(ctx, args)?);
    let result_types = tensor_types(ctx, results)?;
    let block = Block::new(&arg_types.iter().map(|t| (*t, location)).collect::<Vec<_>>());
    {
        let em = Emitter::new(ctx, &block);
        let values = (0..arg_types.len())
            .map(|i| block_arg(&block, i))
            .collect::<Result<Vec<_>, _>>()?;
        let (pi, rest) = match platform_index {
            Some(_) => (values.first().copied(), values.get(1..).unwrap_or(&[])),
            None => (None, &values[..]),
        };
        let outs = body(&em, pi, rest, state)?;
        let found: Vec<Type<'c>> = outs.iter().map(|v| v.r#type()).collect();
        if found != result_types {
            return Err(mlir_error(
                "building a private function",
                format!(
                    "@{name} returns {} values of other types than declared",
                    outs.len()
                ),
            ));
        }
        block.append_operation(func::r#return(&outs, location));
    }
    let region = Region::new();
    region.append_block(block);
    let function_type = FunctionType::new(ctx, &arg_types, &result_types);
    let mut attributes: Vec<(Identifier<'c>, Attribute<'c>)> = vec![(
        Identifier::new(ctx, "sym_visibility"),
        StringAttribute::new(ctx, "private").into(),
    )];
    if platform_index.is_some() {
        let mut arg_attrs = vec![dict_attr(
            ctx,
            &[("jax.global_constant", string_attr(ctx, "_platform_index"))],
        )];
        arg_attrs.extend(args.iter().map(|_| dict_attr(ctx, &[])));
        attributes.push((
            Identifier::new(ctx, "arg_attrs"),
            array_attr(ctx, &arg_attrs),
        ));
    }
    let f = func::func(
        ctx,
        StringAttribute::new(ctx, &name),
        TypeAttribute::new(function_type.into()),
        region,
        &attributes,
        location,
    );
    state.funcs.fill(slot, f);
    Ok(name)
}

/// `func.call @name(platform_index?, args...)`.
fn call<'c, 'a>(
    em: &Emitter<'c, 'a>,
    name: &str,
    platform_index: Option<Value<'c, 'a>>,
    args: &[Value<'c, 'a>],
    results: &[Aval],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let ctx = em.context;
    let operands: Vec<Value<'c, 'a>> = platform_index
        .into_iter()
        .chain(args.iter().copied())
        .collect();
    let types = tensor_types(ctx, results)?;
    let op = func::call(
        ctx,
        FlatSymbolRefAttribute::new(ctx, name),
        &operands,
        &types,
        em.location,
    );
    let op = em.block.append_operation(op);
    Ok(op.results().map(Into::into).collect())
}

fn lower_jit<'c, 'a>(
    em: &Emitter<'c, 'a>,
    state: &mut State<'_, 'c>,
    platform_index: Option<Value<'c, 'a>>,
    name: &str,
    id: JaxprId,
    xs: &[Value<'c, 'a>],
    outs: &[Aval],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let key = (name.to_string(), id);
    let symbol = match state.cf.jit.get(&key) {
        Some(s) => s.clone(),
        None => {
            let jaxpr = state.program.get(id);
            no_constvars("jit", jaxpr)?;
            let symbol = private_func(
                em.context,
                state,
                name,
                platform_index.map(|v| v.r#type()),
                &sub_in_avals(jaxpr),
                &jaxpr.out_avals(),
                |inner, pi, args, state| {
                    lower_body(inner.context, inner.block, jaxpr, args, pi, state)
                },
            )?;
            state.cf.jit.insert(key, symbol.clone());
            symbol
        }
    };
    call(em, &symbol, platform_index, xs, outs)
}

fn lower_cond<'c, 'a>(
    em: &Emitter<'c, 'a>,
    state: &mut State<'_, 'c>,
    platform_index: Option<Value<'c, 'a>>,
    branches: &[JaxprId],
    xs: &[Value<'c, 'a>],
    outs: &[Aval],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let Some((index, operands)) = xs.split_first() else {
        return Err(unsupported("cond", "the equation has no index operand"));
    };
    let program = state.program;
    let branches: Vec<&Jaxpr> = branches.iter().map(|&b| program.get(b)).collect();
    for b in &branches {
        no_constvars("cond", b)?;
    }
    let result_types = tensor_types(em.context, outs)?;
    let case = build_case(em, *index, &result_types, branches.len(), |i, inner| {
        let branch = branches
            .get(i)
            .ok_or_else(|| unsupported("cond", format!("no branch {i}")))?;
        let results = lower_body(
            inner.context,
            inner.block,
            branch,
            operands,
            platform_index,
            state,
        )?;
        stablehlo_return(inner, &results)
    })?;
    Ok(case.results().map(Into::into).collect())
}

/// A region with one block taking `types`, filled by `body` (which ends it).
fn region<'c, F>(ctx: &'c Context, types: &[Type<'c>], body: F) -> Result<Region<'c>, LowerError>
where
    F: for<'b> FnOnce(&Emitter<'c, 'b>, &[Value<'c, 'b>]) -> Result<(), LowerError>,
{
    let location = Location::unknown(ctx);
    let block = Block::new(&types.iter().map(|t| (*t, location)).collect::<Vec<_>>());
    {
        let em = Emitter::new(ctx, &block);
        let args = (0..types.len())
            .map(|i| block_arg(&block, i))
            .collect::<Result<Vec<_>, _>>()?;
        body(&em, &args)?;
    }
    let region = Region::new();
    region.append_block(block);
    Ok(region)
}

/// custom_jvp_call / custom_vjp_call: their primal `call_jaxpr`, inlined as JAX does.
fn lower_primal<'c, 'a>(
    em: &Emitter<'c, 'a>,
    state: &mut State<'_, 'c>,
    platform_index: Option<Value<'c, 'a>>,
    prim: &Primitive,
    call_jaxpr: &Jaxpr,
    xs: &[Value<'c, 'a>],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    no_constvars(prim.name(), call_jaxpr)?;
    lower_body(em.context, em.block, call_jaxpr, xs, platform_index, state)
}

fn lower_while<'c, 'a>(
    em: &Emitter<'c, 'a>,
    state: &mut State<'_, 'c>,
    platform_index: Option<Value<'c, 'a>>,
    w: &While,
    xs: &[Value<'c, 'a>],
    avals: &[Aval],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let (cond_jaxpr, body_jaxpr) = (
        state.program.get(w.cond_jaxpr),
        state.program.get(w.body_jaxpr),
    );
    no_constvars("while", cond_jaxpr)?;
    no_constvars("while", body_jaxpr)?;
    let (cn, bn) = (w.cond_nconsts, w.body_nconsts);
    if w.split(xs).is_none() {
        return Err(unsupported(
            "while",
            "fewer operands than cond_nconsts plus body_nconsts",
        ));
    }
    let ctx = em.context;
    let types = tensor_types(ctx, avals)?;
    let cond = region(ctx, &types, |inner, args| {
        let (x, rest) = args.split_at(cn);
        let z = &rest[bn..];
        let ins: Vec<Value> = x.iter().chain(z).copied().collect();
        let pred = lower_body(ctx, inner.block, cond_jaxpr, &ins, platform_index, state)?;
        stablehlo_return(inner, &pred)
    })?;
    let body = region(ctx, &types, |inner, args| {
        let (x, rest) = args.split_at(cn);
        let (y, z) = rest.split_at(bn);
        let ins: Vec<Value> = y.iter().chain(z).copied().collect();
        let new_z = lower_body(ctx, inner.block, body_jaxpr, &ins, platform_index, state)?;
        let back: Vec<Value> = x.iter().chain(y).chain(&new_z).copied().collect();
        stablehlo_return(inner, &back)
    })?;
    let op = em.op("stablehlo.while", xs, &types, &[], vec![cond, body])?;
    Ok(op.results().skip(cn + bn).map(Into::into).collect())
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

/// `@dynamic_index_in_dim(xs, i)`: row `i` of `xs`.
fn index_in_dim_func<'c>(
    ctx: &'c Context,
    state: &mut State<'_, 'c>,
    platform_index: Option<Type<'c>>,
    xs: &Aval,
) -> Result<String, LowerError> {
    if let Some(name) = state.cf.index_in_dim.get(xs) {
        return Ok(name.clone());
    }
    let row = Aval::new(xs.dtype, xs.dims().get(1..).unwrap_or(&[]));
    let mut sizes: Vec<i64> = vec![1];
    sizes.extend(row.dims().iter().map(|&d| d as i64));
    let sliced = Aval::new(
        xs.dtype,
        sizes.iter().map(|&d| d as u64).collect::<Vec<_>>(),
    );
    let index = state.index_dtype;
    let index_aval = Aval::scalar(index);
    let name = private_func(
        ctx,
        state,
        "dynamic_index_in_dim",
        platform_index,
        &[xs.clone(), index_aval],
        std::slice::from_ref(&row),
        |em, _, args, _| {
            let mut starts = vec![args[1]];
            for _ in 1..xs.rank() {
                starts.push(em.constant(index, Scalar::Int(0))?);
            }
            let mut operands = vec![args[0]];
            operands.extend(starts);
            let s = em.one(
                "stablehlo.dynamic_slice",
                &operands,
                em.ty(&sliced)?,
                &[("slice_sizes", i64_array_attr(em.context, &sizes))],
            )?;
            Ok(vec![em.one(
                "stablehlo.reshape",
                &[s],
                em.ty(&row)?,
                &[],
            )?])
        },
    )?;
    state.cf.index_in_dim.insert(xs.clone(), name.clone());
    Ok(name)
}

/// `@dynamic_update_index_in_dim(ys, y, i)`: `ys` with row `i` replaced by `y`.
fn update_index_in_dim_func<'c>(
    ctx: &'c Context,
    state: &mut State<'_, 'c>,
    platform_index: Option<Type<'c>>,
    ys: &Aval,
    y: &Aval,
) -> Result<String, LowerError> {
    let key = (ys.clone(), y.clone());
    if let Some(name) = state.cf.update_index_in_dim.get(&key) {
        return Ok(name.clone());
    }
    let mut dims = vec![1];
    dims.extend_from_slice(y.dims());
    let expanded = Aval::new(y.dtype, dims);
    let index = state.index_dtype;
    let index_aval = Aval::scalar(index);
    let name = private_func(
        ctx,
        state,
        "dynamic_update_index_in_dim",
        platform_index,
        &[ys.clone(), y.clone(), index_aval],
        std::slice::from_ref(ys),
        |em, _, args, _| {
            let bdims: Vec<i64> = (1..=y.rank() as i64).collect();
            let e = em.broadcast(args[1], &expanded, &bdims)?;
            let mut operands = vec![args[0], e, args[2]];
            for _ in 0..y.rank() {
                operands.push(em.constant(index, Scalar::Int(0))?);
            }
            Ok(vec![em.one(
                "stablehlo.dynamic_update_slice",
                &operands,
                em.ty(ys)?,
                &[],
            )?])
        },
    )?;
    state.cf.update_index_in_dim.insert(key, name.clone());
    Ok(name)
}

/// The lengths of JAX's `_scan_impl` for `unroll`: `(num_trips, remainder)`. `unroll=0`, and an
/// `unroll` equal to the length, unroll fully (no loop; everything is the remainder).
pub(crate) fn scan_trips(length: u64, unroll: u64) -> (u64, u64) {
    let (trips, remainder) = match unroll {
        0 => (0, length),
        u => (length / u, length % u),
    };
    if unroll != 1 && trips == 1 && remainder == 0 {
        (0, length)
    } else {
        (trips, remainder)
    }
}

/// `dims` with `prefix` in front.
fn prefixed(prefix: &[u64], a: &Aval) -> Aval {
    let mut dims = prefix.to_vec();
    dims.extend_from_slice(a.dims());
    Aval::new(a.dtype, dims)
}

/// `a` without its leading dimension.
fn row_of(a: &Aval) -> Aval {
    Aval::new(a.dtype, a.dims().get(1..).unwrap_or(&[]))
}

fn lower_scan<'c, 'a>(
    em: &Emitter<'c, 'a>,
    state: &mut State<'_, 'c>,
    platform_index: Option<Value<'c, 'a>>,
    s: &Scan,
    xs: &[Value<'c, 'a>],
    avals: &[Aval],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    no_constvars("scan", state.program.get(s.jaxpr))?;
    let n = s.counts().map_err(|e| unsupported("scan", e))?;
    if i32::try_from(s.length).is_err() {
        return Err(unsupported(
            "scan",
            format!(
                "length {} does not fit the int32 loop counter JAX uses",
                s.length
            ),
        ));
    }
    if xs.len() != n.consts + n.carry + n.xs || avals.len() != xs.len() {
        return Err(unsupported("scan", "operands disagree with ft_in"));
    }
    let (consts, rest) = xs.split_at(n.consts);
    let (init, seqs) = rest.split_at(n.carry);
    let seq_avals = &avals[n.consts + n.carry..];
    let body_outs = state.program.get(s.jaxpr).out_avals();
    let y_avals = body_outs.get(n.carry_out..).unwrap_or(&[]).to_vec();
    let parts = ScanParts {
        s,
        n_carry: n.carry,
        consts,
        const_avals: &avals[..n.consts],
        carry_avals: &avals[n.consts..n.consts + n.carry],
        y_avals: &y_avals,
    };
    if s.unroll == 1 {
        // The stacked outputs start as zeros (JAX's `_empty_array`).
        let mut ys0 = Vec::with_capacity(y_avals.len());
        let mut ys_avals = Vec::with_capacity(y_avals.len());
        for y in &y_avals {
            let a = prefixed(&[s.length], y);
            ys0.push(em.full_like(zero(a.dtype), &a)?);
            ys_avals.push(a);
        }
        if s.length == 0 {
            return Ok(init.iter().copied().chain(ys0).collect());
        }
        let (carry, ys) = scan_loop(
            em,
            state,
            platform_index,
            &parts,
            s.length,
            seqs,
            seq_avals,
            init,
            &ys0,
            &ys_avals,
        )?;
        return Ok(carry.into_iter().chain(ys).collect());
    }
    lower_scan_unrolled(em, state, platform_index, &parts, seqs, seq_avals, init)
}

/// A value and its type.
type Typed<'c, 'a> = (Value<'c, 'a>, Aval);

/// What a scan's loop and its inlined iterations share.
struct ScanParts<'s, 'c, 'a> {
    s: &'s Scan,
    n_carry: usize,
    consts: &'s [Value<'c, 'a>],
    const_avals: &'s [Aval],
    carry_avals: &'s [Aval],
    y_avals: &'s [Aval],
}

/// JAX's `_scan_impl` for `unroll != 1`: the xs split into `num_trips` blocks of `unroll` rows
/// and a remainder (`slice_in_dim`, then `reshape` to `[num_trips, unroll, ...]`); a
/// `stablehlo.while` over the blocks, each trip inlining the body `unroll` times on static row
/// slices and stacking the ys; the ys reshaped back, then the remainder inlined and its ys
/// concatenated (before the loop's when `reverse`).
fn lower_scan_unrolled<'c, 'a>(
    em: &Emitter<'c, 'a>,
    state: &mut State<'_, 'c>,
    platform_index: Option<Value<'c, 'a>>,
    p: &ScanParts<'_, 'c, 'a>,
    seqs: &[Value<'c, 'a>],
    seq_avals: &[Aval],
    init: &[Value<'c, 'a>],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let s = p.s;
    let (trips, remainder) = scan_trips(s.length, s.unroll);
    let unroll = s.unroll;
    // `_split_leading`: the first `size` rows, then the rest, for each xs in turn.
    let mut blocked: Vec<(Value<'c, 'a>, Aval)> = Vec::with_capacity(seqs.len());
    let mut rem_xs: Vec<(Value<'c, 'a>, Aval)> = Vec::new();
    if remainder != 0 {
        let size = if s.reverse { remainder } else { trips * unroll };
        for (x, a) in seqs.iter().zip(seq_avals) {
            let head = em.slice_leading(*x, a, 0, size)?;
            let tail = em.slice_leading(*x, a, size, s.length)?;
            let (b, r) = if s.reverse {
                (tail, head)
            } else {
                (head, tail)
            };
            blocked.push(b);
            rem_xs.push(r);
        }
    } else {
        blocked.extend(seqs.iter().copied().zip(seq_avals.iter().cloned()));
    }
    let mut carry: Vec<Value<'c, 'a>> = init.to_vec();
    let mut ys: Vec<(Value<'c, 'a>, Aval)> = Vec::with_capacity(p.y_avals.len());
    if trips != 0 {
        let mut xss = Vec::with_capacity(blocked.len());
        let mut xss_avals = Vec::with_capacity(blocked.len());
        for (x, a) in &blocked {
            let to = prefixed(&[trips, unroll], &row_of(a));
            xss.push(em.reshape(*x, &to)?);
            xss_avals.push(to);
        }
        let mut yss0 = Vec::with_capacity(p.y_avals.len());
        let mut yss_avals = Vec::with_capacity(p.y_avals.len());
        for y in p.y_avals {
            let a = prefixed(&[trips, unroll], y);
            yss0.push(em.full_like(zero(a.dtype), &a)?);
            yss_avals.push(a);
        }
        let (new_carry, yss) = scan_loop(
            em,
            state,
            platform_index,
            p,
            trips,
            &xss,
            &xss_avals,
            init,
            &yss0,
            &yss_avals,
        )?;
        carry = new_carry;
        for (v, y) in yss.into_iter().zip(p.y_avals) {
            let a = prefixed(&[trips * unroll], y);
            ys.push((em.reshape(v, &a)?, a));
        }
    } else {
        for y in p.y_avals {
            let a = prefixed(&[0], y);
            ys.push((em.full_like(zero(a.dtype), &a)?, a));
        }
    }
    if remainder == 0 {
        return Ok(carry
            .into_iter()
            .chain(ys.into_iter().map(|(v, _)| v))
            .collect());
    }
    let (carry, ys_rem) = unrolled_iterations(
        em,
        state,
        platform_index,
        p,
        remainder,
        p.consts,
        &carry,
        &rem_xs,
    )?;
    let mut out = carry;
    for (y, r) in ys.into_iter().zip(ys_rem) {
        let pair = if s.reverse { [r, y] } else { [y, r] };
        out.push(em.concatenate_tree(&pair, 0)?.0);
    }
    Ok(out)
}

/// JAX's `inner(n, carry, xs)` for `unroll != 1`: the body inlined `n` times, iteration `i`
/// (from the end when `reverse`) on row `i` of each of `xs` (`index_in_dim`: a static slice and
/// a reshape); the ys of the iterations stacked in row order (`broadcast_in_dim` to a leading 1,
/// then `concatenate`). Returns the carry and the stacked ys.
#[allow(clippy::too_many_arguments)]
fn unrolled_iterations<'c, 'a>(
    em: &Emitter<'c, 'a>,
    state: &mut State<'_, 'c>,
    platform_index: Option<Value<'c, 'a>>,
    p: &ScanParts<'_, 'c, '_>,
    n: u64,
    consts: &[Value<'c, 'a>],
    carry: &[Value<'c, 'a>],
    xs: &[(Value<'c, 'a>, Aval)],
) -> Result<(Vec<Value<'c, 'a>>, Vec<Typed<'c, 'a>>), LowerError> {
    let ctx = em.context;
    let mut carry = carry.to_vec();
    let mut ys: Vec<Vec<Value<'c, 'a>>> = Vec::new();
    for i_ in 0..n {
        // Each inlined copy counts towards the budget, even with an empty body.
        state.cf.count_eqns(1)?;
        let i = if p.s.reverse { n - i_ - 1 } else { i_ };
        let mut rows = Vec::with_capacity(xs.len());
        for (x, a) in xs {
            let (r, _) = em.slice_leading(*x, a, i, i + 1)?;
            rows.push(em.reshape(r, &row_of(a))?);
        }
        let ins: Vec<Value<'c, 'a>> = consts.iter().chain(&carry).chain(&rows).copied().collect();
        let body = state.program.get(p.s.jaxpr);
        let outs = lower_body(ctx, em.block, body, &ins, platform_index, state)?;
        let split = p.n_carry.min(outs.len());
        carry = outs[..split].to_vec();
        ys.push(outs[split..].to_vec());
    }
    if p.s.reverse {
        ys.reverse();
    }
    let mut stacked = Vec::with_capacity(p.y_avals.len());
    for (j, y) in p.y_avals.iter().enumerate() {
        let expanded = prefixed(&[1], y);
        let bdims: Vec<i64> = (1..=y.rank() as i64).collect();
        let mut parts = Vec::with_capacity(ys.len());
        // (A body short of outputs, which the check refuses, would fail MLIR's verifier.)
        for v in ys.iter().filter_map(|it| it.get(j)) {
            parts.push((em.broadcast(*v, &expanded, &bdims)?, expanded.clone()));
        }
        stacked.push(em.concatenate_tree(&parts, 0)?);
    }
    Ok((carry, stacked))
}

/// The `stablehlo.while` of JAX's `_scan_impl` over `trips` trips: its state is
/// `xss ++ consts ++ [i] ++ carry ++ yss`; each trip takes entry `i` (counted from the end when
/// `reverse`) of each of `xss` with `@dynamic_index_in_dim`, runs the body (`unroll=1`) or the
/// `unroll` inlined iterations, and writes the ys into entry `i` of `yss` with
/// `@dynamic_update_index_in_dim`. Returns the final carry and `yss`.
#[allow(clippy::too_many_arguments)]
fn scan_loop<'c, 'a>(
    em: &Emitter<'c, 'a>,
    state: &mut State<'_, 'c>,
    platform_index: Option<Value<'c, 'a>>,
    p: &ScanParts<'_, 'c, 'a>,
    trips: u64,
    xss: &[Value<'c, 'a>],
    xss_avals: &[Aval],
    init: &[Value<'c, 'a>],
    yss0: &[Value<'c, 'a>],
    yss_avals: &[Aval],
) -> Result<(Vec<Value<'c, 'a>>, Vec<Value<'c, 'a>>), LowerError> {
    let ctx = em.context;
    let s = p.s;
    let trips = i128::from(trips);
    let index = state.index_dtype;
    let index_aval = Aval::scalar(index);
    let i0 = em.constant(index, Scalar::Int(0))?;
    let state_vals: Vec<Value<'c, 'a>> = xss
        .iter()
        .chain(p.consts)
        .copied()
        .chain([i0])
        .chain(init.iter().copied())
        .chain(yss0.iter().copied())
        .collect();
    let mut state_avals: Vec<Aval> = xss_avals.to_vec();
    state_avals.extend_from_slice(p.const_avals);
    state_avals.push(index_aval.clone());
    state_avals.extend_from_slice(p.carry_avals);
    state_avals.extend_from_slice(yss_avals);
    let types = tensor_types(ctx, &state_avals)?;
    let (nx, nc, nk) = (xss.len(), p.consts.len(), p.carry_avals.len());
    let pi_type = platform_index.map(|v| v.r#type());
    let cond = region(ctx, &types, |inner, args| {
        let bound = inner.constant(index, Scalar::Int(trips))?;
        let lt = inner.compare(args[nx + nc], bound, ComparisonDirection::Lt, &index_aval)?;
        stablehlo_return(inner, &[lt])
    })?;
    let body = region(ctx, &types, |inner, args| {
        let (seq_args, rest) = args.split_at(nx);
        let (const_args, rest) = rest.split_at(nc);
        let (counter, rest) = rest.split_at(1);
        let (carry_args, ys_args) = rest.split_at(nk);
        let i_ = counter[0];
        let i = if s.reverse {
            let len = inner.constant(index, Scalar::Int(trips))?;
            let d = inner.binary("stablehlo.subtract", len, i_, &index_aval)?;
            let one = inner.constant(index, Scalar::Int(1))?;
            inner.binary("stablehlo.subtract", d, one, &index_aval)?
        } else {
            i_
        };
        let mut slices = Vec::with_capacity(nx);
        for (x, a) in seq_args.iter().zip(xss_avals) {
            let f = index_in_dim_func(ctx, state, pi_type, a)?;
            let row = row_of(a);
            let v = call(
                inner,
                &f,
                platform_index,
                &[*x, i],
                std::slice::from_ref(&row),
            )?;
            slices.extend(v.into_iter().map(|v| (v, row.clone())));
        }
        let (new_carry, ys) = if s.unroll == 1 {
            let ins: Vec<Value> = const_args
                .iter()
                .chain(carry_args)
                .copied()
                .chain(slices.iter().map(|(v, _)| *v))
                .collect();
            let body = state.program.get(s.jaxpr);
            let outs = lower_body(ctx, inner.block, body, &ins, platform_index, state)?;
            let split = p.n_carry.min(outs.len());
            (outs[..split].to_vec(), outs[split..].to_vec())
        } else {
            let (c, ys) = unrolled_iterations(
                inner,
                state,
                platform_index,
                p,
                s.unroll,
                const_args,
                carry_args,
                &slices,
            )?;
            (c, ys.into_iter().map(|(v, _)| v).collect())
        };
        let mut new_ys = Vec::with_capacity(ys.len());
        for ((acc, y), sa) in ys_args.iter().zip(&ys).zip(yss_avals) {
            let ya = row_of(sa);
            let f = update_index_in_dim_func(ctx, state, pi_type, sa, &ya)?;
            new_ys.extend(call(
                inner,
                &f,
                platform_index,
                &[*acc, *y, i],
                std::slice::from_ref(sa),
            )?);
        }
        let one = inner.constant(index, Scalar::Int(1))?;
        let next = inner.binary("stablehlo.add", i_, one, &index_aval)?;
        let back: Vec<Value> = seq_args
            .iter()
            .chain(const_args)
            .copied()
            .chain([next])
            .chain(new_carry)
            .chain(new_ys)
            .collect();
        stablehlo_return(inner, &back)
    })?;
    let op = em.op(
        "stablehlo.while",
        &state_vals,
        &types,
        &[],
        vec![cond, body],
    )?;
    let results: Vec<Value<'c, 'a>> = op.results().map(Into::into).collect();
    let rest = results.get(nx + nc + 1..).unwrap_or(&[]);
    let (carry, ys) = rest.split_at(nk.min(rest.len()));
    Ok((carry.to_vec(), ys.to_vec()))
}

#[cfg(test)]
mod tests {
    use super::Funcs;

    #[test]
    fn symbols_are_uniqued_with_one_counter_as_mlir_does() {
        let mut f = Funcs::new();
        let names: Vec<String> = ["a", "a", "b", "b", "main", "argmax", "argmax", "a_0"]
            .iter()
            .map(|n| f.insert_symbol(n))
            .collect();
        assert_eq!(
            names,
            ["a", "a_0", "b", "b_1", "main_2", "argmax", "argmax_3", "a_0_4"]
        );
    }
}
