//! Dead-code elimination as JAX does it (`pe.dce_jaxpr` and the per-primitive `dce_rules`): an
//! equation whose outputs are all unused disappears unless it has a side effect (a
//! `has_side_effect=True` buffer_callback, also one inside a sub-jaxpr). Call-like and
//! control-flow equations are pruned inside: unused results, unused operands and the sub-jaxpr
//! equations that fed them go away, following JAX's rules for `jit`, `cond`, `while`, `scan`
//! and `custom_jvp_call`/`custom_vjp_call`.
//!
//! Sharing is kept: pruning the same sub-jaxpr the same way twice gives the same [`Arc`] (JAX
//! caches `_dce_jaxpr` by jaxpr identity), and a sub-jaxpr that loses nothing stays the same `Arc`.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Arc;

use crate::control::{has_side_effect, Cond, CustomJvpCall, CustomVjpCall, Jit, Scan, While};
use crate::jaxpr::{Atom, Eqn, Jaxpr};
use crate::primitive::Primitive;

/// Removes dead equations. Inputs and outputs of the jaxpr are kept as they are.
pub fn dce(jaxpr: &Jaxpr) -> Jaxpr {
    dce_cow(jaxpr).into_owned()
}

/// [`dce`] without a copy when nothing is dead (the common case for a large program).
pub fn dce_cow(jaxpr: &Jaxpr) -> Cow<'_, Jaxpr> {
    let mut memo = DceMemo::default();
    let used = vec![true; jaxpr.outvars.len()];
    let inst = vec![true; jaxpr.invars.len()];
    match dce_body(jaxpr, &used, &inst, &mut memo) {
        (Some(j), _) => Cow::Owned(j),
        (None, _) => Cow::Borrowed(jaxpr),
    }
}

/// Memoized results of pruning sub-jaxprs: (jaxpr identity, used outputs, instantiate).
#[derive(Default)]
pub struct DceMemo {
    done: HashMap<MemoKey, (Arc<Jaxpr>, Vec<bool>)>,
}

type MemoKey = (usize, Vec<bool>, Vec<bool>);

/// JAX's `pe.dce_jaxpr(jaxpr, used_outputs, instantiate)`: the pruned jaxpr (the same `Arc`
/// when nothing changed) and which inputs it still reads.
pub fn dce_jaxpr(
    jaxpr: &Arc<Jaxpr>,
    used_outputs: &[bool],
    instantiate: &[bool],
    memo: &mut DceMemo,
) -> (Arc<Jaxpr>, Vec<bool>) {
    let k = (
        Arc::as_ptr(jaxpr) as usize,
        used_outputs.to_vec(),
        instantiate.to_vec(),
    );
    if let Some(hit) = memo.done.get(&k) {
        return hit.clone();
    }
    let (new, used_inputs) = dce_body(jaxpr, used_outputs, instantiate, memo);
    let out = (new.map_or_else(|| jaxpr.clone(), Arc::new), used_inputs);
    memo.done.insert(k, out.clone());
    out
}

/// `None` when nothing changed.
fn dce_body(
    jaxpr: &Jaxpr,
    used_outputs: &[bool],
    instantiate: &[bool],
    memo: &mut DceMemo,
) -> (Option<Jaxpr>, Vec<bool>) {
    let mut used = vec![false; jaxpr.vars.len()];
    let write = |used: &mut Vec<bool>, a: &Atom, b: bool| {
        if let Atom::Var(v) = a {
            if let Some(u) = used.get_mut(v.index()) {
                *u |= b;
            }
        }
    };
    for (i, a) in jaxpr.outvars.iter().enumerate() {
        write(&mut used, a, used_outputs.get(i).copied().unwrap_or(true));
    }
    let mut changed = false;
    let mut new_eqns = Vec::with_capacity(jaxpr.eqns.len());
    for eqn in jaxpr.eqns.iter().rev() {
        let used_outs: Vec<bool> = eqn
            .outputs
            .iter()
            .map(|v| used.get(v.index()).copied().unwrap_or(false))
            .collect();
        let (used_ins, new_eqn) = dce_eqn(eqn, &used_outs, memo);
        // Kept equations are borrowed: they are copied only if something else changed.
        match new_eqn {
            Rule::Keep => new_eqns.push(Cow::Borrowed(eqn)),
            Rule::Replace(e) => {
                changed = true;
                new_eqns.push(Cow::Owned(e));
            }
            Rule::Remove => changed = true,
        }
        for (a, u) in eqn.inputs.iter().zip(used_ins) {
            write(&mut used, a, u);
        }
    }
    new_eqns.reverse();
    let used_inputs: Vec<bool> = jaxpr
        .invars
        .iter()
        .enumerate()
        .map(|(i, v)| {
            instantiate.get(i).copied().unwrap_or(false)
                || used.get(v.index()).copied().unwrap_or(false)
        })
        .collect();
    let all_in = used_inputs.iter().all(|&u| u);
    let all_out = used_outputs.iter().all(|&u| u);
    if !changed && all_in && all_out {
        return (None, used_inputs);
    }
    let out = Jaxpr {
        vars: jaxpr.vars.clone(),
        constvars: jaxpr.constvars.clone(),
        invars: jaxpr
            .invars
            .iter()
            .zip(&used_inputs)
            .filter(|(_, u)| **u)
            .map(|(v, _)| *v)
            .collect(),
        eqns: new_eqns.into_iter().map(Cow::into_owned).collect(),
        outvars: jaxpr
            .outvars
            .iter()
            .enumerate()
            .filter(|(i, _)| used_outputs.get(*i).copied().unwrap_or(true))
            .map(|(_, a)| *a)
            .collect(),
    };
    (Some(out), used_inputs)
}

/// What a DCE rule does with an equation.
pub enum Rule {
    Keep,
    Replace(Eqn),
    Remove,
}

/// One equation's DCE rule: which operands it reads and what becomes of it.
pub fn dce_eqn(eqn: &Eqn, used_outs: &[bool], memo: &mut DceMemo) -> (Vec<bool>, Rule) {
    let n = eqn.inputs.len();
    if !used_outs.iter().any(|&u| u) && !eqn.primitive.has_side_effect() {
        return (vec![false; n], Rule::Remove);
    }
    match &eqn.primitive {
        Primitive::Jit(p) => jit_rule(eqn, p, used_outs, memo),
        Primitive::Cond(p) => cond_rule(eqn, p, used_outs, memo),
        Primitive::While(p) => while_rule(eqn, p, used_outs, memo),
        Primitive::Scan(p) => scan_rule(eqn, p, used_outs, memo),
        Primitive::CustomJvpCall(p) => {
            let (j, _) = dce_jaxpr(&p.call_jaxpr, used_outs, &vec![true; n], memo);
            custom_rule(eqn, used_outs, &j, &p.call_jaxpr, |j| {
                Primitive::CustomJvpCall(Box::new(CustomJvpCall {
                    call_jaxpr: j,
                    ..(**p).clone()
                }))
            })
        }
        Primitive::CustomVjpCall(p) => {
            let (j, _) = dce_jaxpr(&p.call_jaxpr, used_outs, &vec![true; n], memo);
            custom_rule(eqn, used_outs, &j, &p.call_jaxpr, |j| {
                Primitive::CustomVjpCall(Box::new(CustomVjpCall {
                    call_jaxpr: j,
                    ..(**p).clone()
                }))
            })
        }
        _ => (vec![true; n], Rule::Keep),
    }
}

fn keep_where<T: Clone>(xs: &[T], mask: &[bool]) -> Vec<T> {
    xs.iter()
        .zip(mask)
        .filter(|(_, m)| **m)
        .map(|(x, _)| x.clone())
        .collect()
}

fn all(xs: &[bool]) -> bool {
    xs.iter().all(|&x| x)
}

fn replaced(eqn: &Eqn, prim: Primitive, used_ins: &[bool], used_outs: &[bool]) -> Rule {
    Rule::Replace(Eqn {
        primitive: prim,
        inputs: keep_where(&eqn.inputs, used_ins),
        outputs: keep_where(&eqn.outputs, used_outs),
        span: eqn.span,
    })
}

/// `custom_jvp_call` / `custom_vjp_call`: every operand stays (the derivative rules may read
/// it), unused results go.
fn custom_rule(
    eqn: &Eqn,
    used_outs: &[bool],
    new: &Arc<Jaxpr>,
    old: &Arc<Jaxpr>,
    make: impl FnOnce(Arc<Jaxpr>) -> Primitive,
) -> (Vec<bool>, Rule) {
    let used_ins = vec![true; eqn.inputs.len()];
    if Arc::ptr_eq(new, old) && all(used_outs) {
        return (used_ins, Rule::Keep);
    }
    let rule = replaced(eqn, make(new.clone()), &used_ins, used_outs);
    (used_ins, rule)
}

/// pjit's `dce_jaxpr_pjit_rule`.
fn jit_rule(eqn: &Eqn, p: &Jit, used_outs: &[bool], memo: &mut DceMemo) -> (Vec<bool>, Rule) {
    let n_in = p.jaxpr.invars.len();
    let (j, used_ins) = dce_jaxpr(&p.jaxpr, used_outs, &vec![false; n_in], memo);
    if !used_ins.iter().any(|&u| u) && !used_outs.iter().any(|&u| u) && !has_side_effect(&j) {
        return (used_ins, Rule::Remove);
    }
    if Arc::ptr_eq(&j, &p.jaxpr) && all(&used_ins) && all(used_outs) {
        return (used_ins, Rule::Keep);
    }
    let prim = Primitive::Jit(Box::new(Jit {
        name: p.name.clone(),
        jaxpr: j,
    }));
    let rule = replaced(eqn, prim, &used_ins, used_outs);
    (used_ins, rule)
}

/// `_cond_dce_rule`: an operand stays if any branch reads it; the index always stays.
fn cond_rule(eqn: &Eqn, p: &Cond, used_outs: &[bool], memo: &mut DceMemo) -> (Vec<bool>, Rule) {
    let n_ops = eqn.inputs.len().saturating_sub(1);
    let mut used_inputs = vec![false; n_ops];
    for b in &p.branches {
        let (_, u) = dce_jaxpr(b, used_outs, &vec![false; b.invars.len()], memo);
        for (acc, x) in used_inputs.iter_mut().zip(u) {
            *acc |= x;
        }
    }
    let branches: Vec<Arc<Jaxpr>> = p
        .branches
        .iter()
        .map(|b| dce_jaxpr(b, used_outs, &used_inputs, memo).0)
        .collect();
    let mut used_ins = vec![true];
    used_ins.extend(&used_inputs);
    let same = branches
        .iter()
        .zip(&p.branches)
        .all(|(a, b)| Arc::ptr_eq(a, b));
    if all(&used_inputs) && all(used_outs) && same {
        return (used_ins, Rule::Keep);
    }
    let prim = Primitive::Cond(Box::new(Cond { branches }));
    let rule = replaced(eqn, prim, &used_ins, used_outs);
    (used_ins, rule)
}

fn or_into(acc: &mut [bool], xs: &[bool]) {
    for (a, x) in acc.iter_mut().zip(xs) {
        *a |= *x;
    }
}

/// `_while_dce_rule`: a carry stays if it is used after the loop, read by the cond, or needed by
/// the body for a carry that stays (a fixpoint).
fn while_rule(eqn: &Eqn, p: &While, used_outs: &[bool], memo: &mut DceMemo) -> (Vec<bool>, Rule) {
    let (nc, nb) = (p.cond_nconsts, p.body_nconsts);
    let num_carry = eqn.outputs.len();
    let mut used_carry = used_outs.to_vec();
    let mut body = p.body_jaxpr.clone();
    let mut used_body_consts = vec![true; nb];
    for _ in 0..=num_carry {
        let (_, cond_used) = dce_jaxpr(&p.cond_jaxpr, &[true], &vec![false; nc + num_carry], memo);
        or_into(&mut used_carry, cond_used.get(nc..).unwrap_or(&[]));
        let mut inst = vec![false; nb];
        inst.extend(&used_carry);
        let (b, body_used) = dce_jaxpr(&p.body_jaxpr, &used_carry, &inst, memo);
        body = b;
        used_body_consts = body_used.get(..nb).unwrap_or(&[]).to_vec();
        let used_carry_in = body_used.get(nb..).unwrap_or(&[]).to_vec();
        if used_carry_in == used_carry {
            break;
        }
        or_into(&mut used_carry, &used_carry_in);
    }
    let mut inst = vec![false; nc];
    inst.extend(&used_carry);
    let (cond, cond_used) = dce_jaxpr(&p.cond_jaxpr, &[true], &inst, memo);
    let used_cond_consts = cond_used.get(..nc).unwrap_or(&[]).to_vec();
    let mut used_ins = used_cond_consts.clone();
    used_ins.extend(&used_body_consts);
    used_ins.extend(&used_carry);
    if Arc::ptr_eq(&cond, &p.cond_jaxpr)
        && Arc::ptr_eq(&body, &p.body_jaxpr)
        && all(&used_ins)
        && all(&used_carry)
    {
        return (used_ins, Rule::Keep);
    }
    let prim = Primitive::While(Box::new(While {
        cond_jaxpr: cond,
        cond_nconsts: used_cond_consts.iter().filter(|&&u| u).count(),
        body_jaxpr: body,
        body_nconsts: used_body_consts.iter().filter(|&&u| u).count(),
    }));
    let rule = replaced(eqn, prim, &used_ins, &used_carry);
    (used_ins, rule)
}

/// `_scan_dce_rule`: like while's fixpoint over the carry; consts and xs are pruned when the
/// body does not read them, and `ft_in` / `ft_out` record what was removed.
fn scan_rule(eqn: &Eqn, p: &Scan, used_outs: &[bool], memo: &mut DceMemo) -> (Vec<bool>, Rule) {
    let Ok(n) = p.counts() else {
        return (vec![true; eqn.inputs.len()], Rule::Keep);
    };
    let mut used_carry_out = used_outs.get(..n.carry_out).unwrap_or(&[]).to_vec();
    let used_ys = used_outs.get(n.carry_out..).unwrap_or(&[]).to_vec();
    let mut body;
    let mut used_inputs;
    let mut used_outputs;
    let mut rounds = 0;
    loop {
        used_outputs = used_carry_out.clone();
        used_outputs.extend(&used_ys);
        let mut inst = vec![false; n.consts];
        inst.extend(&used_carry_out);
        inst.extend(vec![false; n.xs]);
        (body, used_inputs) = dce_jaxpr(&p.jaxpr, &used_outputs, &inst, memo);
        let used_carry_in = used_inputs
            .get(n.consts..n.consts + n.carry)
            .unwrap_or(&[])
            .to_vec();
        rounds += 1;
        if used_carry_in == used_carry_out || rounds > n.carry + 1 {
            break;
        }
        or_into(&mut used_carry_out, &used_carry_in);
    }
    if Arc::ptr_eq(&body, &p.jaxpr) && all(&used_inputs) && all(&used_outputs) {
        return (used_inputs, Rule::Keep);
    }
    let prim = Primitive::Scan(Box::new(Scan {
        jaxpr: body,
        ft_in: p.ft_in.filter_with_mask(&used_inputs),
        ft_out: p.ft_out.filter_with_mask(&used_outputs),
        ..p.clone()
    }));
    let rule = replaced(eqn, prim, &used_inputs, &used_outputs);
    (used_inputs, rule)
}
