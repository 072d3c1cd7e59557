//! `scan`, as JAX's `_scan_impl` lowers it: a `stablehlo.while` over the xs, consts, counter,
//! carry and ys (for `unroll=1`, the body inlined once per trip), or for `unroll != 1` trips of
//! `unroll` inlined iterations plus the remainder inlined after the loop; and the
//! `@dynamic_index_in_dim` / `@dynamic_update_index_in_dim` functions its loop calls.

use melior::ir::operation::OperationLike;
use melior::ir::{Type, Value, ValueLike};
use melior::Context;
use minihlo_ir::{Aval, Scalar, Scan};

use super::{call, no_constvars, private_func, region, unsupported};
use crate::attrs::{i64_array_attr, ComparisonDirection};
use crate::ctx::{EqnCtx, LowerCtx, Lowering, State};
use crate::error::LowerError;
use crate::multi_platform::stablehlo_return;
use crate::op::stablehlo;
use crate::rules::common::zero;
use crate::types::tensor_types;

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
                stablehlo::DYNAMIC_SLICE,
                &operands,
                em.ty(&sliced)?,
                &[("slice_sizes", i64_array_attr(em.context, &sizes))],
            )?;
            Ok(vec![em.one(stablehlo::RESHAPE, &[s], em.ty(&row)?, &[])?])
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
                stablehlo::DYNAMIC_UPDATE_SLICE,
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
fn scan_trips(length: u64, unroll: u64) -> (u64, u64) {
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

/// `scan`: for `unroll=1` zero-filled ys and (for a nonzero length) the loop; else
/// [`lower_scan_unrolled`].
pub(in crate::rules) fn scan<'c, 'a>(
    cx: &mut EqnCtx<'_, '_, 'c, 'a>,
    s: &Scan,
) -> Lowering<'c, 'a> {
    let (em, xs, avals) = (cx.em, cx.xs, cx.avals);
    let mut cx = cx.lower_ctx();
    let program = cx.state.program;
    no_constvars("scan", program.get(s.jaxpr))?;
    let n = s.counts().map_err(|e| unsupported("scan", e.to_string()))?;
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
    let body_outs = program.get(s.jaxpr).out_avals();
    let y_avals = body_outs.get(n.carry_out..).unwrap_or(&[]).to_vec();
    let parts = ScanParts {
        s,
        n_carry: n.carry,
        consts,
        const_avals: &avals[..n.consts],
        carry_avals: &avals[n.consts..n.consts + n.carry],
        y_avals: &y_avals,
        first_copy: std::cell::RefCell::new(None),
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
        let loop_seqs = Seqs {
            xss: seqs,
            xss_avals: seq_avals,
            yss0: &ys0,
            yss_avals: &ys_avals,
        };
        let (carry, ys) = scan_loop(&mut cx, &parts, s.length, loop_seqs, init)?;
        return Ok(carry.into_iter().chain(ys).collect());
    }
    lower_scan_unrolled(&mut cx, &parts, seqs, seq_avals, init)
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
    /// The host-callback indices of the body's first unrolled copy, which the other copies
    /// reuse (JAX lowers the body once and inlines it in each).
    first_copy: std::cell::RefCell<Option<Vec<u64>>>,
}

/// The sequences a scan's loop walks: the xs it reads an entry of on each trip, and the ys it
/// writes one into (starting as `yss0`).
struct Seqs<'s, 'c, 'a> {
    xss: &'s [Value<'c, 'a>],
    xss_avals: &'s [Aval],
    yss0: &'s [Value<'c, 'a>],
    yss_avals: &'s [Aval],
}

/// JAX's `_scan_impl` for `unroll != 1`: the xs split into `num_trips` blocks of `unroll` rows
/// and a remainder (`slice_in_dim`, then `reshape` to `[num_trips, unroll, ...]`); a
/// `stablehlo.while` over the blocks, each trip inlining the body `unroll` times on static row
/// slices and stacking the ys; the ys reshaped back, then the remainder inlined and its ys
/// concatenated (before the loop's when `reverse`).
fn lower_scan_unrolled<'c, 'a>(
    cx: &mut LowerCtx<'_, '_, 'c, 'a>,
    p: &ScanParts<'_, 'c, 'a>,
    seqs: &[Value<'c, 'a>],
    seq_avals: &[Aval],
    init: &[Value<'c, 'a>],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let em = cx.em;
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
        let loop_seqs = Seqs {
            xss: &xss,
            xss_avals: &xss_avals,
            yss0: &yss0,
            yss_avals: &yss_avals,
        };
        let (new_carry, yss) = scan_loop(cx, p, trips, loop_seqs, init)?;
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
    let (carry, ys_rem) = unrolled_iterations(cx, p, remainder, p.consts, &carry, &rem_xs)?;
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
fn unrolled_iterations<'c, 'a>(
    cx: &mut LowerCtx<'_, '_, 'c, 'a>,
    p: &ScanParts<'_, 'c, '_>,
    n: u64,
    consts: &[Value<'c, 'a>],
    carry: &[Value<'c, 'a>],
    xs: &[(Value<'c, 'a>, Aval)],
) -> Result<(Vec<Value<'c, 'a>>, Vec<Typed<'c, 'a>>), LowerError> {
    let em = cx.em;
    let mut carry = carry.to_vec();
    let mut ys: Vec<Vec<Value<'c, 'a>>> = Vec::new();
    for i_ in 0..n {
        // Each inlined copy counts towards the budget, even with an empty body.
        cx.state.cf.count_eqns(1)?;
        let i = if p.s.reverse { n - i_ - 1 } else { i_ };
        let mut rows = Vec::with_capacity(xs.len());
        for (x, a) in xs {
            let (r, _) = em.slice_leading(*x, a, i, i + 1)?;
            rows.push(em.reshape(r, &row_of(a))?);
        }
        let ins: Vec<Value<'c, 'a>> = consts.iter().chain(&carry).chain(&rows).copied().collect();
        let body = cx.state.program.get(p.s.jaxpr);
        let first = p.first_copy.borrow().clone();
        let recording = first.is_none();
        cx.state.callbacks.begin_copy(first);
        let outs = cx.lower_jaxpr(body, &ins);
        let indices = cx.state.callbacks.end_copy();
        let outs = outs?;
        if recording {
            *p.first_copy.borrow_mut() = Some(indices);
        }
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
fn scan_loop<'c, 'a>(
    cx: &mut LowerCtx<'_, '_, 'c, 'a>,
    p: &ScanParts<'_, 'c, 'a>,
    trips: u64,
    seqs: Seqs<'_, 'c, 'a>,
    init: &[Value<'c, 'a>],
) -> Result<(Vec<Value<'c, 'a>>, Vec<Value<'c, 'a>>), LowerError> {
    let Seqs {
        xss,
        xss_avals,
        yss0,
        yss_avals,
    } = seqs;
    let (em, platform_index) = (cx.em, cx.platform_index);
    let state = &mut *cx.state;
    let ctx = em.context;
    let s = p.s;
    let trips = i128::from(trips);
    let index = state.index_dtype;
    let index_aval = Aval::scalar(index);
    let i0 = em.constant(index, Scalar::Int(0))?;
    // Ordered effects of the body: their tokens ride first in the loop state (JAX's
    // `_while_lowering` of `_scan_impl`'s loop).
    let effects = crate::tokens::ordered_effects_of(state.program, &[s.jaxpr]);
    let nt = effects.len();
    let tokens_in = state.tokens.outer(em.block.to_raw(), &effects, "a scan")?;
    let state_vals: Vec<Value<'c, 'a>> = tokens_in
        .iter()
        .chain(xss)
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
    let token = crate::tokens::token_type(ctx)?;
    let mut types: Vec<melior::ir::Type<'c>> = effects.iter().map(|_| token).collect();
    types.extend(tensor_types(ctx, &state_avals)?);
    let (nx, nc, nk) = (xss.len(), p.consts.len(), p.carry_avals.len());
    let pi_type = platform_index.map(|v| v.r#type());
    let cond = region(ctx, &types, |inner, args| {
        let bound = inner.constant(index, Scalar::Int(trips))?;
        let lt = inner.compare(
            args[nt + nx + nc],
            bound,
            ComparisonDirection::Lt,
            &index_aval,
        )?;
        stablehlo_return(inner, &[lt])
    })?;
    let body = region(ctx, &types, |inner, args| {
        let (token_args, args) = args.split_at(nt);
        let saved = state
            .tokens
            .enter(inner.block.to_raw(), &effects, token_args);
        let (seq_args, rest) = args.split_at(nx);
        let (const_args, rest) = rest.split_at(nc);
        let (counter, rest) = rest.split_at(1);
        let (carry_args, ys_args) = rest.split_at(nk);
        let i_ = counter[0];
        let i = if s.reverse {
            let len = inner.constant(index, Scalar::Int(trips))?;
            let d = inner.binary(stablehlo::SUBTRACT, len, i_, &index_aval)?;
            let one = inner.constant(index, Scalar::Int(1))?;
            inner.binary(stablehlo::SUBTRACT, d, one, &index_aval)?
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
            let outs = LowerCtx {
                em: inner,
                state: &mut *state,
                platform_index,
            }
            .lower_jaxpr(body, &ins)?;
            let split = p.n_carry.min(outs.len());
            (outs[..split].to_vec(), outs[split..].to_vec())
        } else {
            let mut inner_cx = LowerCtx {
                em: inner,
                state: &mut *state,
                platform_index,
            };
            let (c, ys) =
                unrolled_iterations(&mut inner_cx, p, s.unroll, const_args, carry_args, &slices)?;
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
        let tokens_out = state.tokens.leave(saved, &effects);
        let one = inner.constant(index, Scalar::Int(1))?;
        let next = inner.binary(stablehlo::ADD, i_, one, &index_aval)?;
        let back: Vec<Value> = tokens_out
            .iter()
            .chain(seq_args)
            .chain(const_args)
            .copied()
            .chain([next])
            .chain(new_carry)
            .chain(new_ys)
            .collect();
        stablehlo_return(inner, &back)
    })?;
    let op = em.op(stablehlo::WHILE, &state_vals, &types, &[], vec![cond, body])?;
    let results: Vec<Value<'c, 'a>> = op.results().map(Into::into).collect();
    state
        .tokens
        .update(&effects, &results[..nt.min(results.len())]);
    let rest = results.get(nt + nx + nc + 1..).unwrap_or(&[]);
    let (carry, ys) = rest.split_at(nk.min(rest.len()));
    Ok((carry.to_vec(), ys.to_vec()))
}
