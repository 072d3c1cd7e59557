//! The pre-lowering pass over JAX 0.12's "hijax" primitives (`SearchSorted`, `Ldexp`, `Frexp`,
//! `Nonzero`, `CustomRoot`): JAX lowers such a primitive by tracing its `expand` and lowering
//! that jaxpr, so [`expand_hiprims`] replaces each of their equations by the trace, built as JAX
//! traces it:
//! - `SearchSorted` becomes the `jit` its expansion is ([`crate::search_expand`]);
//! - `Ldexp` and `Frexp` ([`crate::ldexp_expand`]) and `Nonzero` ([`crate::nonzero_expand`])
//!   are spliced in inline, with the jits they call;
//! - `CustomRoot` is its printed `solve_jaxpr` spliced in on the solve's operands
//!   ([`crate::custom_root`]).
//!
//! Jaxprs made by more than one expansion (JAX's jit cache: one function per signature) are
//! stored once. JAX's cache spans the whole trace, so an expansion's call of a `jnp` function
//! without static arguments (`jnp.where`'s `_where`, `floor_divide`, `remainder`) shares the
//! function of the program's own call with the same signature: those jits are matched by name and
//! content (`Jaxpr::content_key`).

use std::collections::HashMap;

use crate::builder::SubJaxpr;
use crate::control::Jit;
use crate::hiprims::{Frexp, Ldexp};
use crate::jaxpr::{Atom, Eqn, Jaxpr, Var};
use crate::jnp_jits::JnpJits;
use crate::primitive::Primitive;
use crate::program::{JaxprId, Jaxprs, Program};
use crate::search::SearchSorted;
use crate::search_expand::search_sorted_expansion;
use crate::types::Aval;

type R<T> = Result<T, String>;

fn is_hiprim(p: &Primitive) -> bool {
    matches!(
        p,
        Primitive::SearchSorted(_)
            | Primitive::Ldexp(_)
            | Primitive::Frexp(_)
            | Primitive::Nonzero(_)
            | Primitive::CustomRoot(_)
    )
}

/// The new program being put together, and what the expansions made so far.
struct Expander {
    x64: bool,
    arena: Jaxprs,
    /// Sub-jaxpr key -> its id in `arena`: a jaxpr shared by expansions is stored once.
    imported: HashMap<u64, JaxprId>,
    jits: JnpJits,
    /// `SearchSorted`: JAX caches the implementation's jit by its static args and operand types.
    searches: HashMap<(SearchSorted, Aval, Aval), (&'static str, JaxprId)>,
    /// The inline expansions, by primitive and operand types.
    inline: HashMap<(String, Vec<Aval>), SubJaxpr>,
    /// The stored jits of [`SHAREABLE`] names, by name and [`Jaxpr::content_key`].
    shared: HashMap<(String, String), JaxprId>,
}

/// The `jnp` functions whose jits JAX caches by argument types alone (no static arguments), so
/// that calls of one signature anywhere in the trace share one jaxpr, and one function.
const SHAREABLE: [&str; 3] = ["_where", "floor_divide", "remainder"];

impl Expander {
    fn push(&mut self, j: Jaxpr) -> R<JaxprId> {
        self.arena
            .push(j)
            .map_err(|e| format!("expanding a hijax primitive: {e}"))
    }

    /// The stored jaxpr `id` called as the jit `name`, or the one stored before it with that
    /// name and content when the name is [`SHAREABLE`].
    fn share(&mut self, name: &str, id: JaxprId) -> JaxprId {
        if !SHAREABLE.contains(&name) {
            return id;
        }
        let Some(j) = self.arena.get(id) else {
            return id;
        };
        *self
            .shared
            .entry((name.to_string(), j.content_key()))
            .or_insert(id)
    }

    /// Points the program's own jits of [`SHAREABLE`] names in `j` at the first stored jaxpr of
    /// their name and content.
    fn share_calls(&mut self, j: &mut Jaxpr) {
        for e in &mut j.eqns {
            if let Primitive::Jit(p) = &mut e.primitive {
                p.jaxpr = self.share(&p.name, p.jaxpr);
            }
        }
    }

    /// Stores the jaxprs of `sub` not stored yet, `main` too unless `skip_main`; returns the id
    /// of each in the arena (`None` for a skipped main).
    fn import(&mut self, sub: &SubJaxpr, skip_main: bool) -> R<Vec<Option<JaxprId>>> {
        let program = sub.program();
        // The name each jaxpr of `sub` is called by as a jit, where it is one.
        let mut jit_names: HashMap<usize, String> = HashMap::new();
        for j in program.jaxprs() {
            for e in &j.eqns {
                if let Primitive::Jit(p) = &e.primitive {
                    jit_names.insert(p.jaxpr.index(), p.name.clone());
                }
            }
        }
        let mut ids: Vec<Option<JaxprId>> = Vec::with_capacity(program.jaxprs().len());
        for (i, (sj, key)) in program.jaxprs().iter().zip(sub.keys()).enumerate() {
            if skip_main && i == program.main_id().index() {
                ids.push(None);
                continue;
            }
            if let Some(&id) = self.imported.get(key) {
                ids.push(Some(id));
                continue;
            }
            let mut sj = sj.clone();
            remap(&mut sj, &ids)?;
            let mut id = self.push(sj)?;
            if let Some(name) = jit_names.get(&i) {
                id = self.share(name, id);
            }
            self.imported.insert(*key, id);
            ids.push(Some(id));
        }
        Ok(ids)
    }

    /// `SearchSorted`'s equation as the `jit` of its expansion.
    fn search_jit(&mut self, s: &SearchSorted, avals: &[Aval]) -> R<Primitive> {
        let [sa, sq] = avals else {
            return Err("SearchSorted takes 2 operands".into());
        };
        let key = (s.clone(), sa.clone(), sq.clone());
        let (name, id) = match self.searches.get(&key) {
            Some(&found) => found,
            None => {
                let (name, expansion) =
                    search_sorted_expansion(s, sa, sq, self.x64, &mut self.jits)?;
                let ids = self.import(&expansion, false)?;
                let id = ids[expansion.program().main_id().index()]
                    .ok_or("expanding SearchSorted: its jaxpr was not stored")?;
                self.searches.insert(key, (name, id));
                (name, id)
            }
        };
        Ok(Primitive::Jit(Box::new(Jit {
            name: name.into(),
            jaxpr: id,
            shardings: None,
        })))
    }

    /// The inline expansion of `eqn` (an `Ldexp`, `Frexp` or `Nonzero`) for operands `avals`.
    fn inline_expansion(&mut self, eqn: &Eqn, avals: &[Aval]) -> R<SubJaxpr> {
        let params = eqn.primitive.params(eqn.inputs.len());
        let key = (
            format!("{}{params:?}", eqn.primitive.name()),
            avals.to_vec(),
        );
        if let Some(sub) = self.inline.get(&key) {
            return Ok(sub.clone());
        }
        let sub = match (&eqn.primitive, avals) {
            (Primitive::Ldexp(p), [a1, a2]) => {
                let Ldexp { x1_aval, x2_aval } = &**p;
                if x1_aval != a1 || x2_aval != a2 {
                    return Err("Ldexp: its params do not match its operands".into());
                }
                SubJaxpr::from_program(crate::ldexp_expand::ldexp_program(a1, a2)?)
            }
            (Primitive::Frexp(p), [a]) => {
                let Frexp { x_aval } = &**p;
                if x_aval != a {
                    return Err("Frexp: its params do not match its operand".into());
                }
                SubJaxpr::from_program(crate::ldexp_expand::frexp_program(a)?)
            }
            (Primitive::Nonzero(p), _) => {
                crate::nonzero_expand::nonzero_expansion(p, avals, self.x64, &mut self.jits)?
            }
            (p, _) => return Err(format!("{}: unexpected operands", p.name())),
        };
        self.inline.insert(key, sub.clone());
        Ok(sub)
    }

    /// Splices the main jaxpr of `sub` into `j` in place of `eqn`, the jaxprs it calls stored
    /// ([`Expander::splice_body`]).
    fn splice(
        &mut self,
        j: &mut Jaxpr,
        eqn: &Eqn,
        sub: &SubJaxpr,
        out: &mut Vec<Eqn>,
        forward: &mut HashMap<Var, Atom>,
    ) -> R<()> {
        let ids = self.import(sub, true)?;
        splice_body(
            j,
            eqn,
            sub.jaxpr(),
            |c| ids.get(c.index()).copied().flatten(),
            out,
            forward,
        )
    }
}

/// Splices `body` into `j` in place of `eqn`, on the leading operands of `eqn` (as many as `body`
/// takes): fresh variables for its intermediates, `eqn`'s own outputs for its results; the
/// jaxprs it calls renamed by `ids`. A result that no equation of `body` makes (one of its
/// inputs, a literal, a repeated one) is recorded in `forward`, for the later uses of `eqn`'s
/// output to read instead.
fn splice_body(
    j: &mut Jaxpr,
    eqn: &Eqn,
    body: &Jaxpr,
    ids: impl Fn(JaxprId) -> Option<JaxprId>,
    out: &mut Vec<Eqn>,
    forward: &mut HashMap<Var, Atom>,
) -> R<()> {
    let name = eqn.primitive.name();
    if !body.constvars.is_empty() {
        return Err(format!("expanding {name}: its jaxpr has constvars"));
    }
    if body.invars.len() > eqn.inputs.len() {
        return Err(format!(
            "expanding {name}: fewer operands than its jaxpr takes"
        ));
    }
    let mut map: HashMap<Var, Atom> = HashMap::new();
    for (v, a) in body.invars.iter().zip(&eqn.inputs) {
        map.insert(*v, *a);
    }
    let mut results: HashMap<Var, Var> = HashMap::new();
    for (o, &v) in body.outvars.iter().zip(&eqn.outputs) {
        match o {
            Atom::Var(sv) if !results.contains_key(sv) && !map.contains_key(sv) => {
                results.insert(*sv, v);
            }
            Atom::Var(sv) => {
                let to = match results.get(sv) {
                    Some(&r) => Atom::Var(r),
                    None => map
                        .get(sv)
                        .copied()
                        .ok_or_else(|| format!("expanding {name}: a result bound nowhere"))?,
                };
                forward.insert(v, to);
            }
            Atom::Literal(_) => {
                forward.insert(v, *o);
            }
        }
    }
    for e in &body.eqns {
        let inputs = e
            .inputs
            .iter()
            .map(|a| match a {
                Atom::Var(v) => map
                    .get(v)
                    .copied()
                    .ok_or_else(|| format!("expanding {name}: an unbound variable")),
                Atom::Literal(_) => Ok(*a),
            })
            .collect::<R<Vec<Atom>>>()?;
        let outputs: Vec<Var> = e
            .outputs
            .iter()
            .map(|v| match results.get(v) {
                Some(&r) => r,
                None => j.new_var(body.aval(*v).clone()),
            })
            .collect();
        for (v, nv) in e.outputs.iter().zip(&outputs) {
            map.insert(*v, Atom::Var(*nv));
        }
        let mut primitive = e.primitive.clone();
        let mut missing = false;
        primitive.map_sub_jaxprs(|c| match ids(c) {
            Some(id) => id,
            None => {
                missing = true;
                c
            }
        });
        if missing {
            return Err(format!("expanding {name}: a jaxpr it calls was not stored"));
        }
        out.push(Eqn {
            primitive,
            inputs,
            outputs,
            span: eqn.span,
        });
    }
    Ok(())
}

/// Points the sub-jaxprs `j` calls at their ids in the arena (`ids`, by index in its program).
fn remap(j: &mut Jaxpr, ids: &[Option<JaxprId>]) -> R<()> {
    let mut missing = false;
    for e in &mut j.eqns {
        e.primitive
            .map_sub_jaxprs(|c| match ids.get(c.index()).copied().flatten() {
                Some(id) => id,
                None => {
                    missing = true;
                    c
                }
            });
    }
    if missing {
        return Err("expanding a hijax primitive: a jaxpr calls one stored after it".into());
    }
    Ok(())
}

/// Why an expansion failed: the primitive, and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpandError {
    pub primitive: &'static str,
    pub reason: String,
}

/// Replaces every hijax primitive's equation of the program by JAX's expansion; `None` when there
/// is none. `x64`: JAX traced with x64 (the type of Python int literals in the expansions).
pub fn expand_hiprims(program: &Program, x64: bool) -> Result<Option<Program>, ExpandError> {
    let failed = |primitive: &'static str| move |reason: String| ExpandError { primitive, reason };
    let has = program
        .jaxprs()
        .iter()
        .any(|j| j.eqns.iter().any(|e| is_hiprim(&e.primitive)));
    if !has {
        return Ok(None);
    }
    let mut x = Expander {
        x64,
        arena: Jaxprs::new(),
        imported: HashMap::new(),
        jits: JnpJits::default(),
        searches: HashMap::new(),
        inline: HashMap::new(),
        shared: HashMap::new(),
    };
    let mut map: Vec<JaxprId> = Vec::with_capacity(program.jaxprs().len());
    for j in program.jaxprs() {
        let mut j = j.clone();
        for e in &mut j.eqns {
            e.primitive.map_sub_jaxprs(|c| map[c.index()]);
        }
        x.share_calls(&mut j);
        let eqns = std::mem::take(&mut j.eqns);
        let mut out = Vec::with_capacity(eqns.len());
        // Outputs of spliced equations that stand for another value (see `splice_body`).
        let mut forward: HashMap<Var, Atom> = HashMap::new();
        let forwarded = |a: &mut Atom, forward: &HashMap<Var, Atom>| {
            if let Atom::Var(v) = a {
                if let Some(t) = forward.get(v) {
                    *a = *t;
                }
            }
        };
        for mut eqn in eqns {
            for a in &mut eqn.inputs {
                forwarded(a, &forward);
            }
            if !is_hiprim(&eqn.primitive) {
                out.push(eqn);
                continue;
            }
            let fail = failed(eqn.primitive.name());
            let avals: Vec<Aval> = eqn
                .inputs
                .iter()
                .map(|a| j.atom_aval(a))
                .collect::<Option<_>>()
                .ok_or_else(|| fail("an operand of another jaxpr".into()))?;
            if let Primitive::SearchSorted(s) = &eqn.primitive {
                eqn.primitive = x.search_jit(s, &avals).map_err(fail)?;
                out.push(eqn);
                continue;
            }
            if let Primitive::CustomRoot(p) = &eqn.primitive {
                let body = x
                    .arena
                    .get(p.solve_jaxpr)
                    .cloned()
                    .ok_or_else(|| fail("its solve_jaxpr is not in the program".into()))?;
                splice_body(&mut j, &eqn, &body, Some, &mut out, &mut forward).map_err(fail)?;
                continue;
            }
            let sub = x.inline_expansion(&eqn, &avals).map_err(&fail)?;
            x.splice(&mut j, &eqn, &sub, &mut out, &mut forward)
                .map_err(fail)?;
        }
        j.eqns = out;
        for a in &mut j.outvars {
            forwarded(a, &forward);
        }
        map.push(x.push(j).map_err(failed("hijax primitive"))?);
    }
    let main = map[program.main_id().index()];
    // The arena's programs end with a main of their own: an empty one, then dropped.
    let p = x
        .arena
        .finish(Jaxpr::default())
        .and_then(|p| p.with_main(main))
        .map_err(|e| failed("hijax primitive")(format!("expanding a hijax primitive: {e}")))?
        .retain_reachable();
    Ok(Some(p))
}
