//! Dead-code elimination as JAX does it (`pe.dce_jaxpr` and the per-primitive `dce_rules`): an
//! equation whose outputs are all unused disappears unless it has a side effect (a
//! `has_side_effect=True` buffer_callback, also one inside a sub-jaxpr). Call-like and
//! control-flow equations are pruned inside: unused results, unused operands and the sub-jaxpr
//! equations that fed them go away, following JAX's rules for `jit`, `cond`, `while`, `scan`,
//! `custom_jvp_call`/`custom_vjp_call` and `remat2`.
//!
//! Sharing is kept: pruning the same sub-jaxpr the same way twice gives the same jaxpr id (JAX
//! caches `_dce_jaxpr` by jaxpr identity), and a sub-jaxpr that loses nothing keeps its id. Each
//! (jaxpr, used outputs) pair is pruned once, so DCE is linear in the program however its
//! jaxprs are shared.

use std::borrow::Cow;
use std::collections::HashMap;

use crate::control::{Cond, CustomJvpCall, CustomVjpCall, Jit, Scan, While};
use crate::eval_jaxpr::EvalJaxpr;
use crate::jaxpr::{Atom, Eqn, Jaxpr};
use crate::jaxpr_calls::RematOpt;
use crate::primitive::Primitive;
use crate::program::{JaxprId, Program};
use crate::remat::Remat;

/// Removes dead equations. Inputs and outputs of the main jaxpr are kept as they are.
pub fn dce(program: &Program) -> Program {
    dce_cow(program).into_owned()
}

/// [`dce`] without a copy when nothing is dead (the common case for a large program).
pub fn dce_cow(program: &Program) -> Cow<'_, Program> {
    let mut d = Dce {
        program,
        effects: program.side_effects(),
        added: Vec::new(),
        memo: HashMap::new(),
    };
    let main = program.main();
    let used = vec![true; main.outvars.len()];
    let inst = vec![true; main.invars.len()];
    match d.body(main, &used, &inst) {
        (Some(j), _) => Cow::Owned(d.finish(j)),
        (None, _) => Cow::Borrowed(program),
    }
}

type MemoKey = (JaxprId, Vec<bool>, Vec<bool>);

/// One DCE run: pruned jaxprs are added after the program's own, so every id of the program
/// stays valid and a pruned jaxpr is added after the pruned callees it calls.
struct Dce<'p> {
    program: &'p Program,
    /// Per id (the program's, then the added ones): whether running it has a side effect.
    /// Pruning keeps every side-effecting equation, so a pruned jaxpr has its source's.
    effects: Vec<bool>,
    added: Vec<Jaxpr>,
    /// (jaxpr, used outputs, instantiate) -> (pruned jaxpr, used inputs).
    memo: HashMap<MemoKey, (JaxprId, Vec<bool>)>,
}

impl<'p> Dce<'p> {
    /// The program's arena plus the pruned jaxprs, with `main` last, reduced to what `main`
    /// reaches.
    fn finish(self, main: Jaxpr) -> Program {
        let mut arena = crate::program::Jaxprs::new();
        for j in self.program.jaxprs().iter().cloned().chain(self.added) {
            arena.push_ordered(j);
        }
        arena.finish_ordered(main).retain_reachable()
    }

    /// JAX's `pe.dce_jaxpr(jaxpr, used_outputs, instantiate)`: the pruned jaxpr (the same id
    /// when nothing changed) and which inputs it still reads.
    fn jaxpr(
        &mut self,
        id: JaxprId,
        used_outputs: &[bool],
        instantiate: &[bool],
    ) -> (JaxprId, Vec<bool>) {
        let k = (id, used_outputs.to_vec(), instantiate.to_vec());
        if let Some(hit) = self.memo.get(&k) {
            return hit.clone();
        }
        // Only the program's own jaxprs are pruned (equations name their callees by the
        // program's ids), so this borrow outlives the additions below.
        let program = self.program;
        let (new, used_inputs) = self.body(program.get(id), used_outputs, instantiate);
        let new_id = match new {
            None => id,
            Some(j) => {
                let new_id = JaxprId::from_index(program.jaxprs().len() + self.added.len());
                self.added.push(j);
                self.effects.push(self.effects[id.index()]);
                new_id
            }
        };
        let out = (new_id, used_inputs);
        self.memo.insert(k, out.clone());
        out
    }

    /// `None` when nothing changed.
    fn body(
        &mut self,
        jaxpr: &Jaxpr,
        used_outputs: &[bool],
        instantiate: &[bool],
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
            let (used_ins, new_eqn) = self.eqn(eqn, &used_outs);
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
        let mut out = Jaxpr::with_scope_of(jaxpr);
        out.vars = jaxpr.vars.clone();
        out.constvars = jaxpr.constvars.clone();
        out.invars = keep_where(&jaxpr.invars, &used_inputs);
        out.eqns = new_eqns.into_iter().map(Cow::into_owned).collect();
        out.outvars = jaxpr
            .outvars
            .iter()
            .enumerate()
            .filter(|(i, _)| used_outputs.get(*i).copied().unwrap_or(true))
            .map(|(_, a)| *a)
            .collect();
        (Some(out), used_inputs)
    }

    /// One equation's DCE rule: which operands it reads and what becomes of it.
    fn eqn(&mut self, eqn: &Eqn, used_outs: &[bool]) -> (Vec<bool>, Rule) {
        let n = eqn.inputs.len();
        if !used_outs.iter().any(|&u| u) && !eqn.primitive.has_side_effect(&self.effects) {
            return (vec![false; n], Rule::Remove);
        }
        match &eqn.primitive {
            Primitive::Jit(p) => self.jit_rule(eqn, p, used_outs),
            Primitive::Remat(p) => self.remat_rule(eqn, p, used_outs),
            Primitive::ShardMap(p) => self.kept_rule(eqn, p.jaxpr, used_outs, |j, i, o| {
                Primitive::ShardMap(Box::new(p.keep_where(j, i, o)))
            }),
            Primitive::EvalJaxpr(p) => self.eval_jaxpr_rule(eqn, p, used_outs),
            Primitive::RematOpt(p) => self.remat_opt_rule(eqn, p, used_outs),
            Primitive::Cond(p) => self.cond_rule(eqn, p, used_outs),
            Primitive::While(p) => self.while_rule(eqn, p, used_outs),
            Primitive::Scan(p) => self.scan_rule(eqn, p, used_outs),
            Primitive::CustomJvpCall(p) => {
                let (j, _) = self.jaxpr(p.call_jaxpr, used_outs, &vec![true; n]);
                custom_rule(eqn, used_outs, j, p.call_jaxpr, |j| {
                    Primitive::CustomJvpCall(Box::new(CustomJvpCall {
                        call_jaxpr: j,
                        ..(**p).clone()
                    }))
                })
            }
            Primitive::CustomVjpCall(p) => {
                let (j, _) = self.jaxpr(p.call_jaxpr, used_outs, &vec![true; n]);
                custom_rule(eqn, used_outs, j, p.call_jaxpr, |j| {
                    Primitive::CustomVjpCall(Box::new(CustomVjpCall {
                        call_jaxpr: j,
                        ..(**p).clone()
                    }))
                })
            }
            _ => (vec![true; n], Rule::Keep),
        }
    }

    /// pjit's `dce_jaxpr_pjit_rule`.
    fn jit_rule(&mut self, eqn: &Eqn, p: &Jit, used_outs: &[bool]) -> (Vec<bool>, Rule) {
        if let Some(s) = &p.shardings {
            return self.kept_rule(eqn, p.jaxpr, used_outs, |j, ins, outs| {
                Primitive::Jit(Box::new(Jit {
                    name: p.name.clone(),
                    jaxpr: j,
                    shardings: Some(Box::new(s.keep_where(ins, outs))),
                }))
            });
        }
        self.call_rule(eqn, p.jaxpr, used_outs, |j| {
            Primitive::Jit(Box::new(Jit {
                name: p.name.clone(),
                jaxpr: j,
                shardings: None,
            }))
        })
    }

    /// [`Dce::call_rule`] for a primitive whose params follow its operands and results
    /// (`shard_map`'s specs, `jit`'s shardings): `rebuild` gets the operands and results kept.
    fn kept_rule(
        &mut self,
        eqn: &Eqn,
        callee: JaxprId,
        used_outs: &[bool],
        rebuild: impl FnOnce(JaxprId, &[bool], &[bool]) -> Primitive,
    ) -> (Vec<bool>, Rule) {
        let n_in = self.program.get(callee).invars.len();
        let (j, used_ins) = self.jaxpr(callee, used_outs, &vec![false; n_in]);
        if !used_ins.iter().any(|&u| u) && !used_outs.iter().any(|&u| u) && !self.effects[j.index()]
        {
            return (used_ins, Rule::Remove);
        }
        if j == callee && all(&used_ins) && all(used_outs) {
            return (used_ins, Rule::Keep);
        }
        let prim = rebuild(j, &used_ins, used_outs);
        let rule = replaced(eqn, prim, &used_ins, used_outs);
        (used_ins, rule)
    }

    /// `dce_jaxpr_closed_call_rule` (eval_jaxpr): the jit rule.
    fn eval_jaxpr_rule(
        &mut self,
        eqn: &Eqn,
        p: &EvalJaxpr,
        used_outs: &[bool],
    ) -> (Vec<bool>, Rule) {
        self.call_rule(eqn, p.call_jaxpr, used_outs, |j| {
            Primitive::EvalJaxpr(Box::new(EvalJaxpr { call_jaxpr: j }))
        })
    }

    /// `_remat_opt_dce`: `fwd_jaxpr` pruned to the used outputs, every non-const operand kept
    /// while a residual is used. With no residual used JAX runs the primal function instead
    /// (`fun_jaxpr_thunk`, which the text does not hold) as an `eval_jaxpr`; `fwd_jaxpr` pruned
    /// to the used primal outputs stands in for it (the same ops when the forward function
    /// computes its primal outputs by calling the function, as custom_vjp forward rules do).
    fn remat_opt_rule(&mut self, eqn: &Eqn, p: &RematOpt, used_outs: &[bool]) -> (Vec<bool>, Rule) {
        let n = eqn.inputs.len();
        let res = p.num_res.min(used_outs.len());
        let used_res = used_outs[..res].iter().any(|&u| u);
        let instantiate: Vec<bool> = (0..n).map(|i| used_res && i >= p.num_consts).collect();
        let (j, used_ins) = self.jaxpr(p.fwd_jaxpr, used_outs, &instantiate);
        if j == p.fwd_jaxpr && all(&used_ins) && all(used_outs) {
            return (used_ins, Rule::Keep);
        }
        let count = |v: &[bool]| v.iter().filter(|&&u| u).count();
        let prim = if used_res {
            Primitive::RematOpt(Box::new(RematOpt {
                fwd_jaxpr: j,
                num_consts: count(&used_ins[..p.num_consts.min(n)]),
                num_res: count(&used_outs[..res]),
                ..p.clone()
            }))
        } else {
            Primitive::EvalJaxpr(Box::new(EvalJaxpr { call_jaxpr: j }))
        };
        let rule = replaced(eqn, prim, &used_ins, used_outs);
        (used_ins, rule)
    }

    /// A call of `callee` on the equation's operands: the callee pruned to the used outputs, the
    /// equation gone when it then reads nothing, makes nothing used and has no effect, else
    /// rebuilt by `rebuild` around the pruned callee where anything changed.
    fn call_rule(
        &mut self,
        eqn: &Eqn,
        callee: JaxprId,
        used_outs: &[bool],
        rebuild: impl FnOnce(JaxprId) -> Primitive,
    ) -> (Vec<bool>, Rule) {
        let n_in = self.program.get(callee).invars.len();
        let (j, used_ins) = self.jaxpr(callee, used_outs, &vec![false; n_in]);
        if !used_ins.iter().any(|&u| u) && !used_outs.iter().any(|&u| u) && !self.effects[j.index()]
        {
            return (used_ins, Rule::Remove);
        }
        if j == callee && all(&used_ins) && all(used_outs) {
            return (used_ins, Rule::Keep);
        }
        let rule = replaced(eqn, rebuild(j), &used_ins, used_outs);
        (used_ins, rule)
    }

    /// `remat_dce`: the jit rule, a `prevent_cse` tuple filtered by the operands kept.
    fn remat_rule(&mut self, eqn: &Eqn, p: &Remat, used_outs: &[bool]) -> (Vec<bool>, Rule) {
        let n_in = self.program.get(p.jaxpr).invars.len();
        let (j, used_ins) = self.jaxpr(p.jaxpr, used_outs, &vec![false; n_in]);
        if !used_ins.iter().any(|&u| u) && !used_outs.iter().any(|&u| u) && !self.effects[j.index()]
        {
            return (used_ins, Rule::Remove);
        }
        if j == p.jaxpr && all(&used_ins) && all(used_outs) {
            return (used_ins, Rule::Keep);
        }
        let prim = Primitive::Remat(Box::new(Remat {
            jaxpr: j,
            prevent_cse: p.prevent_cse.keep_where(&used_ins),
            ..(*p).clone()
        }));
        let rule = replaced(eqn, prim, &used_ins, used_outs);
        (used_ins, rule)
    }

    /// `_cond_dce_rule`: an operand stays if any branch reads it; the index always stays.
    fn cond_rule(&mut self, eqn: &Eqn, p: &Cond, used_outs: &[bool]) -> (Vec<bool>, Rule) {
        let n_ops = eqn.inputs.len().saturating_sub(1);
        let mut used_inputs = vec![false; n_ops];
        for &b in &p.branches {
            let n_in = self.program.get(b).invars.len();
            let (_, u) = self.jaxpr(b, used_outs, &vec![false; n_in]);
            or_into(&mut used_inputs, &u);
        }
        let branches: Vec<JaxprId> = p
            .branches
            .iter()
            .map(|&b| self.jaxpr(b, used_outs, &used_inputs).0)
            .collect();
        let mut used_ins = vec![true];
        used_ins.extend(&used_inputs);
        if all(&used_inputs) && all(used_outs) && branches == p.branches {
            return (used_ins, Rule::Keep);
        }
        let prim = Primitive::Cond(Box::new(Cond {
            branches,
            branches_platforms: p.branches_platforms.clone(),
        }));
        let rule = replaced(eqn, prim, &used_ins, used_outs);
        (used_ins, rule)
    }

    /// `_while_dce_rule`: a carry stays if it is used after the loop, read by the cond, or
    /// needed by the body for a carry that stays (a fixpoint).
    fn while_rule(&mut self, eqn: &Eqn, p: &While, used_outs: &[bool]) -> (Vec<bool>, Rule) {
        let (nc, nb) = (p.cond_nconsts, p.body_nconsts);
        let num_carry = eqn.outputs.len();
        let mut used_carry = used_outs.to_vec();
        let mut body = p.body_jaxpr;
        let mut used_body_consts = vec![true; nb];
        for _ in 0..=num_carry {
            let (_, cond_used) = self.jaxpr(p.cond_jaxpr, &[true], &vec![false; nc + num_carry]);
            or_into(&mut used_carry, cond_used.get(nc..).unwrap_or(&[]));
            let mut inst = vec![false; nb];
            inst.extend(&used_carry);
            let (b, body_used) = self.jaxpr(p.body_jaxpr, &used_carry, &inst);
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
        let (cond, cond_used) = self.jaxpr(p.cond_jaxpr, &[true], &inst);
        let used_cond_consts = cond_used.get(..nc).unwrap_or(&[]).to_vec();
        let mut used_ins = used_cond_consts.clone();
        used_ins.extend(&used_body_consts);
        used_ins.extend(&used_carry);
        if cond == p.cond_jaxpr && body == p.body_jaxpr && all(&used_ins) && all(&used_carry) {
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
    fn scan_rule(&mut self, eqn: &Eqn, p: &Scan, used_outs: &[bool]) -> (Vec<bool>, Rule) {
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
            (body, used_inputs) = self.jaxpr(p.jaxpr, &used_outputs, &inst);
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
        if body == p.jaxpr && all(&used_inputs) && all(&used_outputs) {
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
}

/// What a DCE rule does with an equation.
enum Rule {
    Keep,
    Replace(Eqn),
    Remove,
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
    new: JaxprId,
    old: JaxprId,
    make: impl FnOnce(JaxprId) -> Primitive,
) -> (Vec<bool>, Rule) {
    let used_ins = vec![true; eqn.inputs.len()];
    if new == old && all(used_outs) {
        return (used_ins, Rule::Keep);
    }
    let rule = replaced(eqn, make(new), &used_ins, used_outs);
    (used_ins, rule)
}

fn or_into(acc: &mut [bool], xs: &[bool]) {
    for (a, x) in acc.iter_mut().zip(xs) {
        *a |= *x;
    }
}
