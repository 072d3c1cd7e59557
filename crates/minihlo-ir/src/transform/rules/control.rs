//! Calls and control flow: `jit` (`pjit._pjit_batcher`), `cond` (`_cond_batching_rule`: a
//! batched predicate becomes a `select_n` of every branch), `while` (a batched predicate
//! batches the whole carry), `scan`, `custom_jvp_call` / `custom_vjp_call` (the `BatchTrace`'s
//! own processing: the primal function re-traced), `remat2`.

use crate::control::{Cond, CustomJvpCall, CustomVjpCall, Jit, Scan, While};
use crate::eval_jaxpr::EvalJaxpr;
use crate::jaxpr::{Atom, Literal};
use crate::linear_solve::LinearSolve;
use crate::primitive::SelectN;
use crate::primitive::{CompareOp, Primitive, UnaryOp};
use crate::program::JaxprId;
use crate::remat::Remat;

use super::super::batch::{
    batch_jaxpr, batch_jaxpr2, batch_jaxpr_axes, batch_jaxpr_fresh, BDim, BVal, OutDest,
};
use super::super::emit::{pys, Em, R};
use super::super::error::VmapError;

fn atoms(ins: &[BVal]) -> Vec<Atom> {
    ins.iter().map(|b| b.x).collect()
}

fn with_dims(outs: Vec<crate::jaxpr::Var>, dims: impl IntoIterator<Item = BDim>) -> Vec<BVal> {
    outs.into_iter()
        .zip(dims)
        .map(|(v, d)| BVal::new(v, d))
        .collect()
}

fn zero_dims(batched: &[bool]) -> Vec<BDim> {
    batched.iter().map(|&b| b.then_some(0)).collect()
}

/// `pjit._pjit_batcher`: the callee batched with the operands' dims as they are
/// (`batch_jaxpr2`, memoised), called under the same name.
pub(super) fn jit(em: &mut Em, p: &Jit, ins: &[BVal]) -> R<Vec<BVal>> {
    let dims: Vec<BDim> = ins.iter().map(|b| b.d).collect();
    let (new, out_dims) = batch_jaxpr2(em.cx, p.jaxpr, &dims)?;
    if p.shardings.is_some() {
        return Err(VmapError::unsupported(
            "jit",
            "with in_shardings / out_shardings",
        ));
    }
    let prim = Primitive::Jit(Box::new(Jit {
        name: p.name.clone(),
        jaxpr: new,
        shardings: None,
    }));
    let outs = em.bind(prim, &atoms(ins))?;
    Ok(with_dims(outs, out_dims))
}

/// Whether running the source jaxpr `id` may perform an `io_callback` (any, ordered): JAX's
/// `_IOEffect` / `_OrderedIOEffect` in the jaxpr's effects.
fn io_effects(em: &mut Em, id: JaxprId) -> (bool, bool) {
    em.cx.io_effects()[id.index()]
}

/// `conditionals._cond_batching_rule`.
pub(super) fn cond(em: &mut Em, p: &Cond, ins: &[BVal]) -> R<Vec<BVal>> {
    if p.branches.iter().any(|&b| io_effects(em, b).0) {
        return Err(VmapError::refused(
            "cond",
            "IO effect not supported in vmap-of-cond.",
        ));
    }
    let (index, ops) = ins.split_first().expect("cond has an index");
    if index.d.is_some() && p.branches_platforms.is_some() {
        return Err(VmapError::unsupported(
            "cond",
            "of a platform_dependent cond with a batched index",
        ));
    }
    let n_in = ops.len();
    if index.d.is_some() {
        let size = em.size();
        let idx = em.bdim_at_front(index.x, index.d, size)?;
        let mut xs = Vec::with_capacity(n_in);
        for b in ops {
            xs.push(em.bdim_at_front(b.x, b.d, size)?);
        }
        let n_out = em.cx.src.get(p.branches[0]).outvars.len();
        let mut branch_outs: Vec<Vec<Atom>> = Vec::new();
        for (i, &branch) in p.branches.iter().enumerate() {
            let (batched, _) = batch_jaxpr(em.cx, branch, &vec![true; n_in], &vec![true; n_out])?;
            let c = Literal {
                value: crate::types::Scalar::Int(i as i128),
                dtype: em.aval(&idx).dtype,
            };
            let pred = em.bind1(Primitive::Compare(CompareOp::Eq), &[idx, Atom::Literal(c)])?;
            let mut args = Vec::with_capacity(n_in);
            for &x in &xs {
                let sg = em.bind1(Primitive::Unary(UnaryOp::StopGradient), &[x])?;
                let pr = em.bcast_pred(pred, x)?;
                args.push(em.bind1(Primitive::SelectN(SelectN), &[pr, sg, x])?);
            }
            branch_outs.push(em.inline(batched, &args)?);
        }
        let mut out = Vec::with_capacity(n_out);
        for k in 0..n_out {
            let cases: Vec<Atom> = branch_outs.iter().map(|o| o[k]).collect();
            let pr = em.bcast_pred(idx, cases[0])?;
            let mut inputs = vec![pr];
            inputs.extend(cases);
            out.push(BVal::new(
                em.bind1(Primitive::SelectN(SelectN), &inputs)?,
                Some(0),
            ));
        }
        return Ok(out);
    }
    let bat: Vec<bool> = ops.iter().map(|b| b.d.is_some()).collect();
    let mut xs = vec![index.x];
    for b in ops {
        xs.push(em.move_to(b.x, b.d, 0)?);
    }
    let n_out = em.cx.src.get(p.branches[0]).outvars.len();
    let mut out_bat = vec![false; n_out];
    for &branch in &p.branches {
        let (_, ob) = batch_jaxpr(em.cx, branch, &bat, &vec![false; n_out])?;
        for (o, b) in out_bat.iter_mut().zip(ob) {
            *o |= b;
        }
    }
    let mut branches = Vec::with_capacity(p.branches.len());
    for &branch in &p.branches {
        branches.push(batch_jaxpr(em.cx, branch, &bat, &out_bat)?.0);
    }
    let prim = Primitive::Cond(Box::new(Cond {
        branches,
        branches_platforms: p.branches_platforms.clone(),
    }));
    let outs = em.bind(prim, &xs)?;
    Ok(with_dims(outs, zero_dims(&out_bat)))
}

impl Em<'_, '_> {
    /// `_bcast_select`'s predicate: broadcast to `like`'s shape when ranks differ.
    fn bcast_pred(&mut self, pred: Atom, like: Atom) -> R<Atom> {
        let (rp, rl) = (self.ndim(&pred), self.ndim(&like));
        if rp == rl {
            return Ok(pred);
        }
        let idx: Vec<usize> = (0..rp).collect();
        let shape = self.shape(&like);
        self.broadcast_in_dim(pred, shape, &pys(&idx))
    }

    /// `core.jaxpr_as_fun(jaxpr)(*args)` in this trace: the equations of the (batched) jaxpr
    /// `id` of the arena recorded again on `args`.
    pub fn inline(&mut self, id: JaxprId, args: &[Atom]) -> R<Vec<Atom>> {
        let j = self.cx.arena.get(id).cloned().ok_or(VmapError::Internal {
            primitive: "vmap",
            message: format!("{id} is not in the arena"),
        })?;
        let mut env: Vec<Option<Atom>> = vec![None; j.vars.len()];
        for (v, a) in j.invars.iter().zip(args) {
            env[v.index()] = Some(*a);
        }
        let read = |env: &[Option<Atom>], a: &Atom| match a {
            Atom::Var(v) => env[v.index()].unwrap_or(*a),
            l => *l,
        };
        for e in &j.eqns {
            let inputs: Vec<Atom> = e.inputs.iter().map(|a| read(&env, a)).collect();
            let outs = self.copy_arena_eqn(e, &inputs)?;
            for (v, o) in e.outputs.iter().zip(outs) {
                env[v.index()] = Some(Atom::Var(o));
            }
        }
        Ok(j.outvars.iter().map(|a| read(&env, a)).collect())
    }
}

/// `loops._while_loop_batching_rule`.
pub(super) fn while_loop(em: &mut Em, p: &While, ins: &[BVal]) -> R<Vec<BVal>> {
    let (any_io_b, ord_b) = io_effects(em, p.body_jaxpr);
    let (any_io_c, ord_c) = io_effects(em, p.cond_jaxpr);
    if ord_b || ord_c {
        return Err(VmapError::refused(
            "while",
            "Ordered IO effects not supported in vmap.",
        ));
    }
    let (nc, nb) = (p.cond_nconsts, p.body_nconsts);
    let dims: Vec<BDim> = ins.iter().map(|b| b.d).collect();
    let bat: Vec<bool> = dims.iter().map(|d| d.is_some()).collect();
    let (cconst_bat, rest) = bat.split_at(nc);
    let (bconst_bat, init_bat) = rest.split_at(nb);
    let (cconst_dims, rest) = dims.split_at(nc);
    let bconst_dims = &rest[..nb];
    let mut carry_bat = init_bat.to_vec();
    for _ in 0..=carry_bat.len() {
        let in_b: Vec<bool> = bconst_bat.iter().chain(&carry_bat).copied().collect();
        let (_, out) = batch_jaxpr(em.cx, p.body_jaxpr, &in_b, &carry_bat)?;
        if out == carry_bat {
            break;
        }
        for (c, o) in carry_bat.iter_mut().zip(out) {
            *c |= o;
        }
    }
    let in_c: Vec<bool> = cconst_bat.iter().chain(&carry_bat).copied().collect();
    let (_, pred) = batch_jaxpr(em.cx, p.cond_jaxpr, &in_c, &[false])?;
    let carry_dims: Vec<BDim>;
    let (body, cond);
    if pred[0] {
        if any_io_b || any_io_c {
            return Err(VmapError::refused(
                "while",
                "Unordered IO effects not supported in while_loop with batched predicate",
            ));
        }
        carry_dims = vec![Some(0); carry_bat.len()];
        let dest: Vec<OutDest> = carry_dims.iter().map(|_| OutDest::At(0)).collect();
        let b_in: Vec<BDim> = bconst_dims.iter().chain(&carry_dims).copied().collect();
        body = batch_jaxpr_axes(em.cx, p.body_jaxpr, &b_in, &dest)?.0;
        let c_in: Vec<BDim> = cconst_dims.iter().chain(&carry_dims).copied().collect();
        cond = batch_jaxpr_axes(em.cx, p.cond_jaxpr, &c_in, &[OutDest::At(0)])?.0;
    } else {
        let cond_rank = em
            .cx
            .src
            .get(p.cond_jaxpr)
            .out_avals()
            .first()
            .map_or(0, |a| a.rank());
        carry_dims = carry_bat.iter().map(|&b| b.then_some(cond_rank)).collect();
        let dest: Vec<OutDest> = carry_dims
            .iter()
            .map(|d| d.map_or(OutDest::None, OutDest::At))
            .collect();
        let b_in: Vec<BDim> = bconst_dims.iter().chain(&carry_dims).copied().collect();
        body = batch_jaxpr_axes(em.cx, p.body_jaxpr, &b_in, &dest)?.0;
        let c_in: Vec<BDim> = cconst_dims.iter().chain(&carry_dims).copied().collect();
        cond = batch_jaxpr_axes(em.cx, p.cond_jaxpr, &c_in, &[OutDest::None])?.0;
    }
    let mut args: Vec<Atom> = ins[..nc + nb].iter().map(|b| b.x).collect();
    for (b, nd) in ins[nc + nb..].iter().zip(&carry_dims) {
        args.push(match (b.d, nd) {
            (None, Some(n)) => {
                let size = em.size();
                em.broadcast_at(b.x, size, *n)?
            }
            (None, None) => b.x,
            (Some(o), Some(n)) => em.moveaxis(b.x, o, *n)?,
            (Some(_), None) => b.x,
        });
    }
    let prim = Primitive::While(Box::new(While {
        cond_jaxpr: cond,
        cond_nconsts: nc,
        body_jaxpr: body,
        body_nconsts: nb,
    }));
    let outs = em.bind(prim, &args)?;
    Ok(with_dims(outs, carry_dims))
}

/// `loops._scan_batching_rule`.
pub(super) fn scan(em: &mut Em, p: &Scan, ins: &[BVal]) -> R<Vec<BVal>> {
    let n = p.counts().map_err(|m| VmapError::Internal {
        primitive: "scan",
        message: m.to_string(),
    })?;
    let dims: Vec<BDim> = ins.iter().map(|b| b.d).collect();
    let (const_dims, rest) = dims.split_at(n.consts);
    let (init_dims, xs_dims) = rest.split_at(n.carry);
    let init_bat: Vec<bool> = init_dims.iter().map(|d| d.is_some()).collect();
    let xs_axes: Vec<BDim> = xs_dims.iter().map(|d| d.map(|_| 0)).collect();
    let mut carry_bat = init_bat.clone();
    let mut body;
    let mut batched_out;
    let mut rounds = 0;
    loop {
        let in_axes: Vec<BDim> = const_dims
            .iter()
            .copied()
            .chain(carry_bat.iter().map(|&b| b.then_some(0)))
            .chain(xs_axes.iter().copied())
            .collect();
        let dest: Vec<OutDest> = carry_bat
            .iter()
            .map(|&b| {
                if b {
                    OutDest::At(0)
                } else {
                    OutDest::ZeroIfMapped
                }
            })
            .chain((0..n.ys).map(|_| OutDest::ZeroIfMapped))
            .collect();
        (body, batched_out) = batch_jaxpr_axes(em.cx, p.jaxpr, &in_axes, &dest)?;
        let carry_out = &batched_out[..n.carry_out.min(batched_out.len())];
        if carry_out == carry_bat.as_slice() || rounds > carry_bat.len() {
            break;
        }
        for (c, o) in carry_bat.iter_mut().zip(carry_out) {
            *c |= o;
        }
        rounds += 1;
    }
    let ys_bat = batched_out[n.carry_out.min(batched_out.len())..].to_vec();
    let size = em.size();
    let mut args: Vec<Atom> = ins[..n.consts].iter().map(|b| b.x).collect();
    for ((b, was), now) in ins[n.consts..n.consts + n.carry]
        .iter()
        .zip(&init_bat)
        .zip(&carry_bat)
    {
        args.push(if *now && !*was {
            em.broadcast_at(b.x, size, 0)?
        } else if *now {
            em.move_to(b.x, b.d, 0)?
        } else {
            b.x
        });
    }
    for b in &ins[n.consts + n.carry..] {
        args.push(match b.d {
            None | Some(1) => b.x,
            Some(d) => em.moveaxis(b.x, d, 1)?,
        });
    }
    let mut new = p.clone();
    new.jaxpr = body;
    let outs = em.bind(Primitive::Scan(Box::new(new)), &args)?;
    let out_dims = carry_bat
        .iter()
        .map(|&b| b.then_some(0))
        .chain(ys_bat.iter().map(|&b| b.then_some(1)));
    Ok(with_dims(outs, out_dims))
}

/// `BatchTrace.process_custom_jvp_call`: the primal function re-traced batched (a fresh jaxpr
/// per call, its outputs where they come out); the operands as they are.
pub(super) fn custom_jvp(em: &mut Em, p: &CustomJvpCall, ins: &[BVal]) -> R<Vec<BVal>> {
    let dims: Vec<BDim> = ins.iter().map(|b| b.d).collect();
    let (new, out_dims) = batch_jaxpr_fresh(em.cx, p.call_jaxpr, &dims)?;
    let mut q = p.clone();
    q.call_jaxpr = new;
    q.num_consts = 0;
    let outs = em.bind(Primitive::CustomJvpCall(Box::new(q)), &atoms(ins))?;
    Ok(with_dims(outs, out_dims))
}

/// `BatchTrace.process_custom_vjp_call`, as for `custom_jvp_call`.
pub(super) fn custom_vjp(em: &mut Em, p: &CustomVjpCall, ins: &[BVal]) -> R<Vec<BVal>> {
    let dims: Vec<BDim> = ins.iter().map(|b| b.d).collect();
    let (new, out_dims) = batch_jaxpr_fresh(em.cx, p.call_jaxpr, &dims)?;
    let mut q = p.clone();
    q.call_jaxpr = new;
    q.num_consts = 0;
    let outs = em.bind(Primitive::CustomVjpCall(Box::new(q)), &atoms(ins))?;
    Ok(with_dims(outs, out_dims))
}

/// `ad_checkpoint.remat_vmap`: the jaxpr batched with the operands' dims, its outputs at 0 where
/// batched.
pub(super) fn remat(em: &mut Em, p: &Remat, ins: &[BVal]) -> R<Vec<BVal>> {
    let dims: Vec<BDim> = ins.iter().map(|b| b.d).collect();
    let n_out = em.cx.src.get(p.jaxpr).outvars.len();
    let dest = vec![OutDest::ZeroIfMapped; n_out];
    let (new, out_bat) = batch_jaxpr_axes(em.cx, p.jaxpr, &dims, &dest)?;
    let mut q = p.clone();
    q.jaxpr = new;
    let outs = em.bind(Primitive::Remat(Box::new(q)), &atoms(ins))?;
    Ok(with_dims(outs, zero_dims(&out_bat)))
}

/// `solves._linear_solve_batching_rule`: a fixpoint over which parts of `x` and `b` are
/// batched, consistent across the four jaxprs.
pub(super) fn linear_solve(em: &mut Em, p: &LinearSolve, ins: &[BVal]) -> R<Vec<BVal>> {
    let internal = |m: &str| VmapError::Internal {
        primitive: "custom_linear_solve",
        message: m.to_string(),
    };
    let dims: Vec<BDim> = ins.iter().map(|b| b.d).collect();
    let (param_dims, b_dims) = p.split(&dims).ok_or_else(|| internal("too few operands"))?;
    let bat = |ds: &[BDim]| -> Vec<bool> { ds.iter().map(|d| d.is_some()).collect() };
    let params_bat: Vec<Vec<bool>> = param_dims.iter().map(|d| bat(d)).collect();
    let orig_b_bat = bat(b_dims);
    let [matvec, vecmat, solve, solve_t] = p.jaxprs;
    let (matvec, solve) = match (matvec, solve) {
        (Some(m), Some(s)) => (m, s),
        _ => return Err(internal("matvec and solve are required")),
    };
    let n_op = em.cx.src.get(matvec).outvars.len();
    let n_x = em.cx.src.get(solve).outvars.len();
    let n_aux = n_x.saturating_sub(n_op);
    let cat = |a: &[bool], b: &[bool]| -> Vec<bool> { a.iter().chain(b).copied().collect() };
    let or =
        |a: &[bool], b: &[bool]| -> Vec<bool> { a.iter().zip(b).map(|(x, y)| *x || *y).collect() };
    let mut b_bat = orig_b_bat.clone();
    let mut x_bat = vec![false; n_x];
    let mut batched = [None; 4];
    let mut solve_x_bat;
    let mut rounds = 0;
    loop {
        let (sj, sxb) = batch_jaxpr(em.cx, solve, &cat(&params_bat[2], &b_bat), &x_bat)?;
        solve_x_bat = sxb;
        let x_bat_out = match vecmat {
            None => {
                batched[1] = None;
                solve_x_bat.clone()
            }
            Some(v) => {
                let (vj, vxb) = batch_jaxpr(em.cx, v, &cat(&params_bat[1], &b_bat), &b_bat)?;
                batched[1] = Some(vj);
                or(&cat(&vxb, &vec![true; n_aux]), &solve_x_bat)
            }
        };
        let noaux = &x_bat_out[..n_op.min(x_bat_out.len())];
        let (mj, mbb) = batch_jaxpr(em.cx, matvec, &cat(&params_bat[0], noaux), &b_bat)?;
        let b_bat_out = match solve_t {
            None => {
                batched[3] = None;
                or(&mbb, &orig_b_bat)
            }
            Some(t) => {
                let (tj, tb) = batch_jaxpr(em.cx, t, &cat(&params_bat[3], noaux), &x_bat_out)?;
                batched[3] = Some(tj);
                let st = &tb[..orig_b_bat.len().min(tb.len())];
                or(&or(&mbb, st), &orig_b_bat)
            }
        };
        batched[0] = Some(mj);
        batched[2] = Some(sj);
        rounds += 1;
        if (x_bat_out == x_bat && b_bat_out == b_bat) || rounds > 2 + ins.len() + n_x {
            break;
        }
        x_bat = x_bat_out;
        b_bat = b_bat_out;
    }
    let n_params: usize = p.const_lengths.iter().sum();
    let mut args = Vec::with_capacity(ins.len());
    for b in &ins[..n_params] {
        args.push(match b.d {
            Some(d) if d != 0 => em.moveaxis(b.x, d, 0)?,
            _ => b.x,
        });
    }
    let size = em.size();
    for ((b, was), now) in ins[n_params..].iter().zip(&orig_b_bat).zip(&b_bat) {
        args.push(match (b.d, *was, *now) {
            (_, false, true) => em.broadcast_at(b.x, size, 0)?,
            (Some(d), _, true) if d != 0 => em.moveaxis(b.x, d, 0)?,
            _ => b.x,
        });
    }
    let prim = Primitive::LinearSolve(Box::new(LinearSolve {
        const_lengths: p.const_lengths,
        jaxprs: batched,
    }));
    let outs = em.bind(prim, &args)?;
    Ok(with_dims(outs, zero_dims(&solve_x_bat)))
}

/// `eval_jaxpr._eval_jaxpr_batch`: the callee batched as `jit`'s (`batch_jaxpr2`).
pub(super) fn eval_jaxpr(em: &mut Em, p: &EvalJaxpr, ins: &[BVal]) -> R<Vec<BVal>> {
    let dims: Vec<BDim> = ins.iter().map(|b| b.d).collect();
    let (new, out_dims) = batch_jaxpr2(em.cx, p.call_jaxpr, &dims)?;
    let mut q = p.clone();
    q.call_jaxpr = new;
    let outs = em.bind(Primitive::EvalJaxpr(Box::new(q)), &atoms(ins))?;
    Ok(with_dims(outs, out_dims))
}
