//! Jaxpr text exactly as JAX 0.12's `core.pp_toplevel_jaxpr` prints it, nested jaxprs included.
//!
//! The printer builds the same [`Doc`] JAX builds and formats it 80 columns wide. Variable names
//! are given lazily, in printing order, from one counter for the whole text (JAX's
//! `JaxprPpContext`): nested jaxprs continue the outer count, a `jit`'s inner binders borrow the
//! names of the equation's operands and results (`suggest_same_var_names`), and jaxprs reached
//! more than once (the same [`JaxprId`]), or with more than 10 equations, are printed once up
//! front as `let NAME = { lambda ... } in` and referred to by name.

use std::collections::{HashMap, HashSet, VecDeque};

use crate::doc::{self, Doc};
use crate::jaxpr::{Atom, Eqn, Jaxpr, Var};
use crate::primitive::{Primitive, PrintedParam};
use crate::program::{JaxprId, Program};

/// JAX's line width for jaxprs.
pub const WIDTH: usize = 80;

/// How deeply jaxprs may nest (a sub-jaxpr of a sub-jaxpr ...). Every pass that recurses into
/// sub-jaxprs stops here with an error instead of exhausting the stack.
pub const MAX_DEPTH: usize = 64;

/// The jaxprs in a primitive's params in JAX's params-dict order, each with the name a shared
/// copy would get (`eqn.params.get("name")`: only `jit` has one).
pub fn named_sub_jaxprs(prim: &Primitive) -> Vec<(Option<&str>, JaxprId)> {
    match prim {
        Primitive::Jit(p) => vec![(Some(p.name.as_str()), p.jaxpr)],
        _ => prim.sub_jaxprs().map(|j| (None, j)).collect(),
    }
}

/// For `jit`: the inner jaxpr whose binders borrow the equation's names.
pub fn suggests_names(prim: &Primitive) -> Option<JaxprId> {
    match prim {
        Primitive::Jit(p) => Some(p.jaxpr),
        _ => None,
    }
}

/// JAX's variable names: `a`..`z`, then `ba`, `bb`, ... (base 26 with letters as digits).
pub fn var_name(mut n: usize) -> String {
    let mut digits = Vec::new();
    loop {
        digits.push(b'a' + (n % 26) as u8);
        n /= 26;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    String::from_utf8(digits).unwrap_or_default()
}

/// The naming state of one printing (JAX's `JaxprPpContext`).
#[derive(Default)]
pub struct PpContext {
    names: HashMap<(JaxprId, usize), String>,
    next: usize,
    shared_names: HashSet<String>,
    shared: HashMap<JaxprId, String>,
    /// Top-level equation outputs nothing reads: printed `_` (JAX's `_dropvars`).
    top: Option<JaxprId>,
    top_unused: HashSet<usize>,
    /// Param values to print as written in the source (see [`pretty_print_with`]).
    texts: ParamTexts,
}

/// Param values as a source text wrote them, by equation span (`Eqn::span`) and param name:
/// what [`pretty_print_with`] prints instead of the IR's rendering. The IR reads NumPy integer
/// scalars (`np.int64(1)`, which `jax.vmap` leaves in dimension tuples) as their values; these
/// keep their spelling.
pub type ParamTexts = HashMap<crate::jaxpr::Span, Vec<(String, String)>>;

impl PpContext {
    /// A context for printing `program` (its main and what it calls): finds the top-level
    /// outputs that print as `_`.
    pub fn new(program: &Program) -> PpContext {
        PpContext::rooted(program, program.main_id())
    }

    /// [`PpContext::new`] for printing the jaxpr `root` of `program` as a whole program.
    fn rooted(program: &Program, root: JaxprId) -> PpContext {
        let top = program.get(root);
        let mut cx = PpContext {
            top: Some(root),
            ..PpContext::default()
        };
        let mut used: HashSet<usize> = HashSet::new();
        for a in &top.outvars {
            if let Atom::Var(v) = a {
                used.insert(v.index());
            }
        }
        for eqn in top.eqns.iter().rev() {
            for v in &eqn.outputs {
                if !used.contains(&v.index()) {
                    cx.top_unused.insert(v.index());
                }
            }
            for a in &eqn.inputs {
                if let Atom::Var(v) = a {
                    used.insert(v.index());
                }
            }
        }
        cx
    }

    fn fresh(&mut self) -> String {
        loop {
            let n = var_name(self.next);
            self.next += 1;
            if !self.shared_names.contains(&n) {
                return n;
            }
        }
    }

    fn is_drop(&self, id: JaxprId, j: &Jaxpr, v: Var) -> bool {
        j.decl(v).is_some_and(|d| d.dropped)
            || (Some(id) == self.top && self.top_unused.contains(&v.index()))
    }

    fn has_name(&self, id: JaxprId, v: Var) -> bool {
        self.names.contains_key(&(id, v.index()))
    }

    /// The name of `v` in `j` (the jaxpr `id`), naming it now if it has none yet.
    pub fn name(&mut self, id: JaxprId, j: &Jaxpr, v: Var) -> String {
        if j.decl(v).is_none() {
            return format!("?{}", v.index());
        }
        if let Some(n) = self.names.get(&(id, v.index())) {
            if !j.decl(v).is_some_and(|d| d.dropped) {
                return n.clone();
            }
        }
        if self.is_drop(id, j, v) {
            return "_".into();
        }
        let n = self.fresh();
        self.names.insert((id, v.index()), n.clone());
        n
    }

    pub fn atom(&mut self, id: JaxprId, j: &Jaxpr, a: &Atom) -> String {
        match a {
            Atom::Var(v) => self.name(id, j, *v),
            Atom::Literal(l) => l.to_string(),
        }
    }

    /// JAX's `suggest_same_var_names(for_vars, like_vars)`.
    fn suggest(
        &mut self,
        inner: (JaxprId, &Jaxpr),
        for_vars: &[Atom],
        outer: (JaxprId, &Jaxpr),
        like: &[Atom],
    ) {
        if for_vars.len() != like.len() {
            return;
        }
        let mut used_like = HashSet::new();
        for (f, l) in for_vars.iter().zip(like) {
            if let (Atom::Var(fv), Atom::Var(lv)) = (f, l) {
                if inner.1.decl(*fv).is_some()
                    && !used_like.contains(&lv.index())
                    && !self.has_name(inner.0, *fv)
                {
                    used_like.insert(lv.index());
                    let n = self.name(outer.0, outer.1, *lv);
                    self.names.insert((inner.0, fv.index()), n);
                }
            }
        }
    }

    /// Finds the jaxprs to print up front, as `pp_toplevel_jaxpr` does; returns them in order.
    fn find_shared(&mut self, program: &Program, top: JaxprId) -> Vec<(String, JaxprId)> {
        let mut counts: HashMap<JaxprId, usize> = HashMap::new();
        let mut visits: HashMap<JaxprId, usize> = HashMap::new();
        let mut order: Vec<JaxprId> = Vec::new();
        let mut names: HashMap<JaxprId, String> = HashMap::new();
        let mut queue: VecDeque<JaxprId> = VecDeque::from([top]);
        while let Some(k) = queue.pop_front() {
            let j = program.get(k);
            let c = counts.entry(k).or_insert(0);
            if *c == 0 {
                order.push(k);
            }
            *c += 1;
            if k != top && j.eqns.len() > 10 {
                *c += 1;
            }
            // A jaxpr seen twice is shared and so are all jaxprs inside it: later visits change
            // nothing that is printed, so stop there (sharing could make the walk exponential).
            let v = visits.entry(k).or_insert(0);
            *v += 1;
            if *v > 2 {
                continue;
            }
            for eqn in &j.eqns {
                for (name, sub) in named_sub_jaxprs(&eqn.primitive) {
                    queue.push_back(sub);
                    if let Some(n) = name {
                        names
                            .entry(sub)
                            .or_insert_with(|| n.trim_matches(|c| c == '<' || c == '>').into());
                    }
                }
            }
        }
        let mut name_counts: HashMap<String, usize> = HashMap::new();
        let mut shared = Vec::new();
        for j in order {
            if counts.get(&j).copied().unwrap_or(0) <= 1 {
                continue;
            }
            let mut name = names.get(&j).cloned().unwrap_or_else(|| "jaxpr".into());
            let count = name_counts.get(&name).copied().unwrap_or(0);
            if count > 0 {
                *name_counts.entry(name.clone()).or_insert(0) += 1;
                name = format!("{name}{count}");
            }
            *name_counts.entry(name.clone()).or_insert(0) += 1;
            self.shared_names.insert(name.clone());
            self.shared.insert(j, name.clone());
            shared.push((name, j));
        }
        shared
    }
}

/// The whole program as `jax.make_jaxpr` prints it.
///
/// The same layout as formatting `program_doc`, but a main jaxpr too wide for one line (any
/// large program) is laid out one equation at a time, so that the document of the whole program
/// is never held: for a long program that document took more time and memory than the text.
pub fn pretty_print(program: &Program) -> String {
    pretty_print_with(program, &ParamTexts::new())
}

/// [`pretty_print`], printing the params of `texts` as written there (a parsed text's own
/// spelling of NumPy scalars).
pub fn pretty_print_with(program: &Program, texts: &ParamTexts) -> String {
    pretty_print_rooted(program, program.main_id(), texts)
}

/// The jaxpr `root` of `program` printed as a whole program, as `str(jaxpr)` prints it in JAX:
/// a context of its own (names from `a`, its own `let`s, unused results as `_`).
pub fn pretty_print_rooted(program: &Program, root: JaxprId, texts: &ParamTexts) -> String {
    let mut cx = PpContext::rooted(program, root);
    cx.texts = texts.clone();
    let lets = let_docs(&mut cx, program, root);
    let mut out = String::new();
    // Each `let ... in` ends with a break at the top level: the main jaxpr starts a line.
    lets.format_into(&mut out, 0, 0, WIDTH);
    print_main(&mut cx, program, root, &mut out);
    out
}

/// [`skeleton`] of the jaxpr `id` printed as the main one, laid out into `out` from column 0.
fn print_main(cx: &mut PpContext, p: &Program, id: JaxprId, out: &mut String) {
    let j = p.get(id);
    let head = skeleton_head(cx, id, j);
    // The skeleton's group is flat only if all of it fits on the line: measure while building,
    // and stop building once it cannot.
    let mut width: usize = head.iter().map(Doc::flat_width).sum();
    let mut eqns = Vec::new();
    let mut rest = j.eqns.iter();
    while width <= WIDTH {
        let Some(e) = rest.next() else { break };
        let d = eqn_doc(cx, p, id, e, 0);
        // " " before the first equation, "; " between them.
        width += d.flat_width() + if eqns.is_empty() { 1 } else { 2 };
        eqns.push(d);
    }
    if width <= WIDTH && eqns.len() == j.eqns.len() {
        // It may fit: lay out the skeleton as a whole, as JAX does.
        let outs = skeleton_outs(cx, id, j);
        skeleton_doc(head, eqns, outs).format_into(out, 0, 0, WIDTH);
        return;
    }
    // Too wide: the skeleton's group breaks, so each part is laid out where the broken group
    // puts it (equations on their own lines at indentation 4, `in` at 2).
    doc::nest(2, doc::concat(head)).format_into(out, 0, 0, WIDTH);
    // The break after `let` comes even without equations (a line of four spaces).
    out.push_str("\n    ");
    let docs = eqns
        .into_iter()
        .chain(rest.map(|e| eqn_doc(cx, p, id, e, 0)));
    for (i, d) in docs.enumerate() {
        if i > 0 {
            out.push_str("\n    ");
        }
        d.format_into(out, 4, 4, WIDTH);
    }
    out.push_str("\n  in ");
    skeleton_outs(cx, id, j).format_into(out, 2, 5, WIDTH);
    out.push_str(" }");
}

/// A context in which every variable of `jaxpr` and of its sub-jaxprs has a name, given in
/// printing order (for messages about single equations). Unlike the printed program, top-level
/// results nothing reads keep a name instead of `_` (unless the jaxpr marks them dropped), so
/// that a message can say which one it means.
pub fn named_context(program: &Program) -> PpContext {
    program_doc(program, false).1
}

fn program_doc(program: &Program, drop_unused: bool) -> (Doc, PpContext) {
    let mut cx = PpContext::new(program);
    if !drop_unused {
        cx.top_unused.clear();
    }
    let lets = let_docs(&mut cx, program, program.main_id());
    let main = skeleton(&mut cx, program, program.main_id(), 0);
    (doc::concat([lets, main]), cx)
}

/// `let NAME = { lambda ... } in` for every shared sub-jaxpr, each ending with a break.
fn let_docs(cx: &mut PpContext, program: &Program, root: JaxprId) -> Doc {
    let shared = cx.find_shared(program, root);
    let lets: Vec<Doc> = shared
        .into_iter()
        .map(|(name, id)| {
            let skeleton = skeleton(cx, program, id, 1);
            doc::concat([
                doc::text("let "),
                doc::text(name),
                doc::text(" = "),
                skeleton,
                doc::text(" in"),
                doc::brk(),
            ])
        })
        .collect();
    doc::concat(lets)
}

/// One equation of the jaxpr `id` as text (names from `cx`), for messages.
pub fn pretty_eqn(cx: &mut PpContext, program: &Program, id: JaxprId, eqn: &Eqn) -> String {
    eqn_doc(cx, program, id, eqn, 0).format(WIDTH)
}

/// `pp_vars`: binders print with their types; `sep` goes before each break.
fn vars_doc(items: Vec<Doc>, sep: &str) -> Doc {
    doc::nest(
        2,
        doc::group(doc::join(
            doc::concat([doc::text(sep), doc::group(doc::brk())]),
            items,
        )),
    )
}

fn binders(cx: &mut PpContext, id: JaxprId, j: &Jaxpr, vars: &[Var]) -> Doc {
    let items = vars
        .iter()
        .map(|&v| {
            let name = cx.name(id, j, v);
            match j.decl(v) {
                Some(d) => doc::concat([
                    doc::text(name),
                    doc::text(format!(":{}{}", d.aval, vma_text(&d.vma))),
                ]),
                None => doc::text(name),
            }
        })
        .collect();
    vars_doc(items, "")
}

/// `{V:x}`, `{V:(x,y)}`, or nothing for a value that varies over no mesh axis.
fn vma_text(vma: &[String]) -> String {
    match vma {
        [] => String::new(),
        [one] => format!("{{V:{one}}}"),
        many => format!("{{V:({})}}", many.join(",")),
    }
}

fn atoms(cx: &mut PpContext, id: JaxprId, j: &Jaxpr, atoms: &[Atom], sep: &str) -> Doc {
    let items = atoms.iter().map(|a| doc::text(cx.atom(id, j, a))).collect();
    vars_doc(items, sep)
}

/// `pp_jaxpr_skeleton`: `{ lambda CONSTS ; INS. let EQNS in (OUTS) }`.
fn skeleton(cx: &mut PpContext, p: &Program, id: JaxprId, depth: usize) -> Doc {
    let j = p.get(id);
    let head = skeleton_head(cx, id, j);
    let eqns: Vec<Doc> = j
        .eqns
        .iter()
        .map(|e| eqn_doc(cx, p, id, e, depth))
        .collect();
    let outs = skeleton_outs(cx, id, j);
    skeleton_doc(head, eqns, outs)
}

/// `{ lambda CONSTS ; INS. let`, naming the binders.
fn skeleton_head(cx: &mut PpContext, id: JaxprId, j: &Jaxpr) -> [Doc; 7] {
    let consts = binders(cx, id, j, &j.constvars);
    let ins = binders(cx, id, j, &j.invars);
    [
        doc::text("{ "),
        doc::text("lambda "),
        consts,
        doc::text("; "),
        ins,
        doc::text(". "),
        doc::text("let"),
    ]
}

/// `(OUTS)`, or `(OUT,)` for one output.
fn skeleton_outs(cx: &mut PpContext, id: JaxprId, j: &Jaxpr) -> Doc {
    let outs = atoms(cx, id, j, &j.outvars, ",");
    let close = if j.outvars.len() == 1 { ",)" } else { ")" };
    doc::concat([doc::text("("), outs, doc::text(close)])
}

/// The skeleton's document from its parts (the header up to `let`, the equations, the outputs).
fn skeleton_doc(head: [Doc; 7], eqns: Vec<Doc>, outs: Doc) -> Doc {
    let eqns = doc::join(doc::brk_with("; "), eqns);
    let mut parts = Vec::from(head);
    parts.extend([
        doc::nest(2, doc::concat([doc::brk(), eqns])),
        doc::brk(),
        doc::text("in "),
        outs,
    ]);
    doc::group(doc::concat([
        doc::nest(2, doc::concat(parts)),
        // Inside the group, as in JAX (`pp.group(pp.nest(...) + pp.text(" }"))`): a jaxpr is
        // printed on one line only when the line with its ` }` fits in 80 columns.
        doc::text(" }"),
    ]))
}

/// JAX's bracketed lists (params `[k=v ...]`, branches `( {...} {...} )`): on one line when they
/// fit, else one item a line, indented by 2, with the closing bracket on its own line.
fn bracketed(open: &'static str, items: Vec<Doc>, close: &'static str) -> Doc {
    doc::group(doc::concat([
        doc::nest(
            2,
            doc::concat([
                doc::text(open),
                doc::brk_with(""),
                doc::join(doc::brk(), items),
            ]),
        ),
        doc::brk_with(""),
        doc::text(close),
    ]))
}

/// `pp_jaxpr`: a shared jaxpr's name, or its skeleton.
fn jaxpr_doc(cx: &mut PpContext, p: &Program, id: JaxprId, depth: usize) -> Doc {
    if let Some(name) = cx.shared.get(&id) {
        return doc::text(name.clone());
    }
    if depth > MAX_DEPTH {
        return doc::text("{ ... }");
    }
    skeleton(cx, p, id, depth)
}

fn eqn_doc(cx: &mut PpContext, p: &Program, id: JaxprId, eqn: &Eqn, depth: usize) -> Doc {
    let j = p.get(id);
    if let Some(inner_id) = suggests_names(&eqn.primitive) {
        if !cx.shared.contains_key(&inner_id) {
            let inner = (inner_id, p.get(inner_id));
            cx.suggest(inner, &var_atoms(&inner.1.invars), (id, j), &eqn.inputs);
            cx.suggest(inner, &inner.1.outvars, (id, j), &var_atoms(&eqn.outputs));
        }
    }
    let lhs = binders(cx, id, j, &eqn.outputs);
    let mut params = eqn.primitive.params(eqn.inputs.len());
    if let Some(texts) = eqn.span.and_then(|s| cx.texts.get(&s)) {
        for (k, v) in &mut params {
            if let (PrintedParam::Text(t), Some((_, written))) =
                (&mut *v, texts.iter().find(|(name, _)| name == k))
            {
                *t = written.clone();
            }
        }
    }
    let kv = if params.is_empty() {
        doc::nil()
    } else {
        let pairs = params
            .into_iter()
            .map(|(k, v)| {
                let value = match v {
                    PrintedParam::Text(s) => doc::text(s),
                    PrintedParam::Jaxpr(sub) => jaxpr_doc(cx, p, sub, depth + 1),
                    PrintedParam::Jaxprs(subs) => {
                        let items = subs
                            .iter()
                            .map(|&s| jaxpr_doc(cx, p, s, depth + 1))
                            .collect();
                        bracketed("(", items, ")")
                    }
                    PrintedParam::LinearSolveJaxprs(subs) => {
                        doc::text(linear_solve_tuple(p, &subs, &cx.texts, depth))
                    }
                };
                doc::concat([doc::text(format!("{k}=")), value])
            })
            .collect();
        bracketed("[", pairs, "]")
    };
    let ins = atoms(cx, id, j, &eqn.inputs, "");
    let rhs = [
        doc::text(eqn.primitive.name()),
        kv,
        doc::concat([doc::text(" "), ins]),
    ];
    if eqn.outputs.is_empty() {
        doc::concat(rhs)
    } else {
        let mut parts = vec![lhs, doc::text(" = ")];
        parts.extend(rhs);
        doc::concat(parts)
    }
}

/// `str(_LinearSolveTuple(...))`: each jaxpr printed on its own (`str(jaxpr)`), `None` for a
/// missing one.
fn linear_solve_tuple(
    p: &Program,
    subs: &[Option<JaxprId>; 4],
    texts: &ParamTexts,
    depth: usize,
) -> String {
    let fields = crate::linear_solve::FIELDS.iter().zip(subs).map(|(k, s)| {
        let v = match s {
            None => "None".to_string(),
            Some(_) if depth >= MAX_DEPTH => "{ ... }".to_string(),
            Some(id) => pretty_print_rooted(p, *id, texts),
        };
        format!("{k}={v}")
    });
    format!(
        "_LinearSolveTuple({})",
        fields.collect::<Vec<_>>().join(", ")
    )
}

fn var_atoms(vars: &[Var]) -> Vec<Atom> {
    vars.iter().map(|&v| Atom::Var(v)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn var_names_count_in_base_26() {
        assert_eq!(var_name(0), "a");
        assert_eq!(var_name(25), "z");
        assert_eq!(var_name(26), "ba");
        assert_eq!(var_name(27), "bb");
    }

    /// `pretty_print` lays a wide main jaxpr out one equation at a time; it must equal laying out
    /// the whole program's document, for narrow and wide headers, with and without equations,
    /// and with shared jaxprs before the main one.
    #[test]
    fn streamed_layout_equals_the_whole_document() {
        use crate::samples::{callback_chain, conformance, CONFORMANCE};
        use crate::{Aval, Builder, DType, Literal};
        let whole = |j: &Program| program_doc(j, true).0.format(WIDTH);
        let mut programs: Vec<Program> = CONFORMANCE
            .iter()
            .filter_map(|n| conformance(n).and_then(Result::ok))
            .collect();
        programs.push(callback_chain(40).expect("builds"));
        // A header wider than the line, with no equations, then with two.
        for n_eqns in [0, 2] {
            let mut b = Builder::new();
            let ins: Vec<_> = (0..30)
                .map(|_| b.input(Aval::new(DType::F32, [3, 4])))
                .collect();
            let mut out = ins[0];
            for _ in 0..n_eqns {
                out = b.mul(out, Literal::f32(2.0)).expect("typed");
            }
            programs.push(b.finish([out, ins[29]]));
        }
        // Short enough for one line.
        let mut b = Builder::new();
        let x = b.input(Aval::scalar(DType::F32));
        let y = b.add(x, Literal::f32(1.0)).expect("typed");
        programs.push(b.finish([y]));
        // Shared jaxprs before the main one.
        let inner = {
            let mut b = Builder::new();
            let x = b.input(Aval::new(DType::F32, [4]));
            let y = b.mul(x, Literal::f32(2.0)).expect("typed");
            b.finish_sub([y])
        };
        let mut b = Builder::new();
        let x = b.input(Aval::new(DType::F32, [4]));
        let y = b.jit("inner", &inner, &[x.into()]).expect("typed")[0];
        let z = b.jit("inner", &inner, &[y.into()]).expect("typed")[0];
        programs.push(b.finish([z]));
        for j in &programs {
            assert_eq!(pretty_print(j), whole(j));
        }
    }
}
