//! Lowering a jaxpr's equations into a block: binding its inputs, reading atoms (a literal
//! becomes a constant), handing each equation to its rule ([`crate::rules::lower_eqn`]) and
//! binding the results. The body of `@main`, of a private function, or of a region.

use melior::ir::Value;
use minihlo_ir::{Atom, Aval, Jaxpr, Literal};

use crate::ctx::{EqnCtx, LowerCtx, Lowering};
use crate::emit::Emitter;
use crate::error::LowerError;
use crate::rules::lower_eqn;

impl<'c, 'a> LowerCtx<'_, '_, 'c, 'a> {
    /// Lowers `jaxpr`'s equations into this block, its constvars and invars bound to `args` (in
    /// that order), and returns its outputs. `args` may be values captured from an enclosing
    /// block.
    pub(crate) fn lower_jaxpr(
        &mut self,
        jaxpr: &Jaxpr,
        args: &[Value<'c, 'a>],
    ) -> Lowering<'c, 'a> {
        self.state.cf.count_eqns(jaxpr.eqns.len())?;
        let em = self.em;
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
                let (value, aval) = read(em, &env, jaxpr, atom, n)?;
                inputs.push(value);
                avals.push(aval);
            }
            let outs: Vec<Aval> = eqn.outputs.iter().map(|v| jaxpr.aval(*v).clone()).collect();
            let results = lower_eqn(&mut EqnCtx {
                em,
                state: &mut *self.state,
                platform_index: self.platform_index,
                prim: &eqn.primitive,
                xs: &inputs,
                avals: &avals,
                outs: &outs,
            })?;
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
            .map(|a| read(em, &env, jaxpr, a, jaxpr.eqns.len()).map(|(v, _)| v))
            .collect()
    }
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
                    reason: format!("variable {v} is read at equation {at} before it is bound"),
                }),
            }
        }
    }
}
