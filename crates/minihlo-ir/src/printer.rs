//! Prints a [`Jaxpr`] as `jax.make_jaxpr` prints it (JAX 0.12).

use std::fmt::{self, Write};

use crate::jaxpr::{Atom, Eqn, Jaxpr, Var};

/// JAX's line width for pretty-printing jaxprs.
const WIDTH: usize = 80;

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

/// Names variables in binding order, the way JAX's printer does.
#[derive(Default)]
pub struct Namer {
    names: Vec<Option<String>>,
    next: usize,
}

impl Namer {
    /// Names every variable of `jaxpr` in binding order, starting after `first` names.
    pub fn for_jaxpr(jaxpr: &Jaxpr, first: usize) -> Namer {
        let mut namer = Namer {
            names: vec![None; jaxpr.vars.len()],
            next: first,
        };
        for &v in jaxpr.constvars.iter().chain(&jaxpr.invars) {
            namer.bind(jaxpr, v);
        }
        for eqn in &jaxpr.eqns {
            for &v in &eqn.outputs {
                namer.bind(jaxpr, v);
            }
        }
        namer
    }

    fn bind(&mut self, jaxpr: &Jaxpr, v: Var) {
        let dropped = jaxpr.decl(v).is_none_or(|d| d.dropped);
        if let Some(slot) = self.names.get_mut(v.index()) {
            if !dropped && slot.is_none() {
                *slot = Some(var_name(self.next));
                self.next += 1;
            }
        }
    }

    /// The name of `v`: `_` for drop variables, `?N` for a handle the printer never saw bound.
    pub fn name(&self, jaxpr: &Jaxpr, v: Var) -> String {
        match self.names.get(v.index()) {
            Some(Some(n)) => n.clone(),
            _ if jaxpr.decl(v).is_some_and(|d| d.dropped) => "_".into(),
            _ => format!("?{}", v.0),
        }
    }

    pub fn atom(&self, jaxpr: &Jaxpr, a: &Atom) -> String {
        match a {
            Atom::Var(v) => self.name(jaxpr, *v),
            Atom::Literal(l) => l.to_string(),
        }
    }

    fn binder(&self, jaxpr: &Jaxpr, v: Var) -> String {
        match jaxpr.decl(v) {
            Some(d) => format!("{}:{}", self.name(jaxpr, v), d.aval),
            None => self.name(jaxpr, v),
        }
    }
}

impl fmt::Display for Jaxpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_jaxpr(self))
    }
}

/// The whole program as JAX prints it.
pub fn print_jaxpr(jaxpr: &Jaxpr) -> String {
    let namer = Namer::for_jaxpr(jaxpr, 0);
    let mut out = String::new();
    write_jaxpr(&mut out, jaxpr, &namer, 0);
    out
}

fn write_jaxpr(out: &mut String, jaxpr: &Jaxpr, namer: &Namer, indent: usize) {
    let pad = " ".repeat(indent);
    let binders =
        |vars: &[Var]| -> Vec<String> { vars.iter().map(|&v| namer.binder(jaxpr, v)).collect() };
    let consts = binders(&jaxpr.constvars).join(" ");
    let ins = binders(&jaxpr.invars).join(" ");
    let head = match (consts.is_empty(), ins.is_empty()) {
        (true, _) => format!("{{ lambda ; {ins}. let"),
        (false, _) => format!("{{ lambda {consts} ; {ins}. let"),
    };
    out.push_str(&head);
    if jaxpr.eqns.is_empty() {
        out.push(' ');
    }
    for eqn in &jaxpr.eqns {
        out.push('\n');
        out.push_str(&print_eqn(jaxpr, namer, eqn, indent + 4));
    }
    let outs: Vec<String> = jaxpr.outvars.iter().map(|a| namer.atom(jaxpr, a)).collect();
    let outs = match outs.len() {
        1 => format!("({},)", outs[0]),
        _ => format!("({})", outs.join(", ")),
    };
    if jaxpr.eqns.is_empty() {
        let _ = write!(out, " in {outs} }}");
    } else {
        let _ = write!(out, "\n{pad}  ");
        fill(out, &format!("in {outs} }}"), indent + 2, indent + 4);
    }
}

/// Writes `text` starting at column `col`, breaking after ", " where a line would pass the width.
fn fill(out: &mut String, text: &str, mut col: usize, cont_indent: usize) {
    let mut first = true;
    for word in text.split_inclusive(", ") {
        let w = word.trim_end();
        if !first && col + w.len() > WIDTH {
            // Drop the space that ended the previous word before the break.
            if out.ends_with(' ') {
                out.pop();
            }
            out.push('\n');
            out.push_str(&" ".repeat(cont_indent));
            col = cont_indent;
        }
        out.push_str(word);
        col += word.len();
        first = false;
    }
}

/// One equation at `indent` columns, params on one line when the equation fits the width.
pub fn print_eqn(jaxpr: &Jaxpr, namer: &Namer, eqn: &Eqn, indent: usize) -> String {
    let pad = " ".repeat(indent);
    let outs: Vec<String> = eqn
        .outputs
        .iter()
        .map(|&v| namer.binder(jaxpr, v))
        .collect();
    let lhs = if outs.is_empty() {
        String::new()
    } else {
        format!("{} = ", outs.join(" "))
    };
    let ins: Vec<String> = eqn.inputs.iter().map(|a| namer.atom(jaxpr, a)).collect();
    let ins = ins.join(" ");
    let params = eqn.primitive.params(eqn.inputs.len());
    let name = eqn.primitive.name();
    if params.is_empty() {
        return format!("{pad}{lhs}{name} {ins}");
    }
    let flat: Vec<String> = params.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let one_line = format!("{pad}{lhs}{name}[{}] {ins}", flat.join(" "));
    if one_line.len() <= WIDTH && !one_line.contains('\n') {
        return one_line;
    }
    let mut s = format!("{pad}{lhs}{name}[");
    for p in &flat {
        let _ = write!(s, "\n{pad}  {p}");
    }
    let _ = write!(s, "\n{pad}] {ins}");
    s
}
