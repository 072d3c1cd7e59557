//! A port of JAX's pretty-printer documents (`jax/_src/pretty_printer.py`, Lindig's "strictly
//! pretty" algorithm): text, concatenation, breaks, groups and nesting. JAX prints jaxprs by
//! building such a document and formatting it 80 columns wide; minihlo builds the same document,
//! so nested jaxprs, one-line sub-jaxprs and wrapped lists come out byte for byte as JAX's.
//!
//! Formatting is iterative (an explicit agenda), so deep documents do not use the call stack.

/// A document.
#[derive(Clone, Debug, PartialEq)]
pub enum Doc {
    Nil,
    Text(String),
    Concat(Vec<Doc>),
    /// A break: its text when the enclosing group is flat, a newline plus indentation otherwise.
    Brk(String),
    /// Flat when the whole group fits the rest of the line, broken otherwise.
    Group(Box<Doc>),
    /// Adds to the indentation of breaks inside.
    Nest(usize, Box<Doc>),
}

pub fn nil() -> Doc {
    Doc::Nil
}
pub fn text(s: impl Into<String>) -> Doc {
    Doc::Text(s.into())
}
pub fn concat(docs: impl IntoIterator<Item = Doc>) -> Doc {
    Doc::Concat(docs.into_iter().collect())
}
/// A break printed as a space when flat.
pub fn brk() -> Doc {
    Doc::Brk(" ".into())
}
pub fn brk_with(s: impl Into<String>) -> Doc {
    Doc::Brk(s.into())
}
pub fn group(d: Doc) -> Doc {
    Doc::Group(Box::new(d))
}
pub fn nest(n: usize, d: Doc) -> Doc {
    Doc::Nest(n, Box::new(d))
}
/// `docs` separated by `sep` (JAX's `pp.join`).
pub fn join(sep: Doc, docs: Vec<Doc>) -> Doc {
    let mut out = Vec::with_capacity(docs.len() * 2);
    for (i, d) in docs.into_iter().enumerate() {
        if i > 0 {
            out.push(sep.clone());
        }
        out.push(d);
    }
    match out.len() {
        0 => Doc::Nil,
        1 => out.pop().unwrap_or(Doc::Nil),
        _ => Doc::Concat(out),
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Flat,
    Break,
}

/// Whether `doc`, laid out flat from indentation `indent`, fits in `width` columns. As in JAX, only
/// the group itself is measured, not the rest of the line after it.
fn fits(doc: &Doc, indent: usize, mut width: i64) -> bool {
    let mut agenda: Vec<(usize, Mode, &Doc)> = vec![(indent, Mode::Flat, doc)];
    while width >= 0 {
        let Some((i, m, d)) = agenda.pop() else {
            break;
        };
        match d {
            Doc::Nil => {}
            Doc::Text(s) => width -= s.chars().count() as i64,
            Doc::Concat(ds) => agenda.extend(ds.iter().rev().map(|d| (i, m, d))),
            Doc::Brk(s) => {
                if m == Mode::Break {
                    return true;
                }
                width -= s.chars().count() as i64;
            }
            Doc::Nest(n, d) => agenda.push((i + n, m, d)),
            Doc::Group(d) => agenda.push((i, Mode::Flat, d)),
        }
    }
    width >= 0
}

impl Doc {
    /// Lays the document out `width` columns wide, as JAX's `Doc.format(width)`.
    pub fn format(&self, width: usize) -> String {
        let mut out = String::new();
        self.format_into(&mut out, 0, 0, width);
        out
    }

    /// Appends the document laid out as if it stood, in an enclosing group that is broken, at
    /// indentation `indent` with the cursor at `column`; returns the column after it. This lets a
    /// printer lay out a long sequence one piece at a time, with the same result as the whole.
    pub fn format_into(
        &self,
        out: &mut String,
        indent: usize,
        column: usize,
        width: usize,
    ) -> usize {
        let mut k = column;
        let mut agenda: Vec<(usize, Mode, &Doc)> = vec![(indent, Mode::Break, self)];
        while let Some((i, m, d)) = agenda.pop() {
            match d {
                Doc::Nil => {}
                Doc::Text(s) => {
                    out.push_str(s);
                    k += s.chars().count();
                }
                Doc::Concat(ds) => agenda.extend(ds.iter().rev().map(|d| (i, m, d))),
                Doc::Brk(s) => {
                    if m == Mode::Break {
                        out.push('\n');
                        out.extend(std::iter::repeat_n(' ', i));
                        k = i;
                    } else {
                        out.push_str(s);
                        k += s.chars().count();
                    }
                }
                Doc::Nest(n, d) => agenda.push((i + n, m, d)),
                Doc::Group(inner) => {
                    let mode = if fits(inner, i, width as i64 - k as i64) {
                        Mode::Flat
                    } else {
                        Mode::Break
                    };
                    agenda.push((i, mode, inner));
                }
            }
        }
        k
    }

    /// The width of the document laid out flat (every break as its text).
    pub fn flat_width(&self) -> usize {
        let mut width = 0;
        let mut agenda: Vec<&Doc> = vec![self];
        while let Some(d) = agenda.pop() {
            match d {
                Doc::Nil => {}
                Doc::Text(s) | Doc::Brk(s) => width += s.chars().count(),
                Doc::Concat(ds) => agenda.extend(ds.iter()),
                Doc::Group(d) | Doc::Nest(_, d) => agenda.push(d),
            }
        }
        width
    }
}

impl Drop for Doc {
    /// Drops deep documents without recursion.
    fn drop(&mut self) {
        let mut stack: Vec<Doc> = Vec::new();
        match self {
            Doc::Concat(ds) => stack.append(ds),
            Doc::Group(d) | Doc::Nest(_, d) => stack.push(std::mem::replace(&mut **d, Doc::Nil)),
            _ => return,
        }
        while let Some(mut d) = stack.pop() {
            match &mut d {
                Doc::Concat(ds) => stack.append(ds),
                Doc::Group(inner) | Doc::Nest(_, inner) => {
                    stack.push(std::mem::replace(&mut **inner, Doc::Nil))
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Expected strings come from jax._src.pretty_printer (jaxlib 0.12.0.1).
    #[test]
    fn empty_break_lines_keep_their_indentation() {
        let d = group(nest(
            2,
            concat([
                text("{ let"),
                nest(2, concat([brk(), nil()])),
                brk(),
                text(format!("in {}", "x".repeat(90))),
            ]),
        ));
        assert_eq!(
            d.format(80),
            format!("{{ let\n    \n  in {}", "x".repeat(90))
        );
    }

    #[test]
    fn groups_measure_only_themselves() {
        let d = concat([
            text("a".repeat(78)),
            nest(2, group(brk())),
            text("bbb"),
            group(brk()),
            text("c"),
        ]);
        assert_eq!(d.format(80), format!("{} bbb\nc", "a".repeat(78)));
        let d = concat([text("a".repeat(79)), nest(2, group(brk())), text("bbb")]);
        assert_eq!(d.format(80), format!("{} bbb", "a".repeat(79)));
        let d = concat([text("a".repeat(80)), nest(2, group(brk())), text("bbb")]);
        assert_eq!(d.format(80), format!("{}\n  bbb", "a".repeat(80)));
    }

    #[test]
    fn join_and_deep_documents() {
        assert_eq!(join(text(", "), vec![]).format(80), "");
        assert_eq!(
            join(text(", "), vec![text("a"), text("b")]).format(80),
            "a, b"
        );
        let mut d = text("x");
        for _ in 0..200_000 {
            d = nest(1, group(concat([text("("), d, text(")")])));
        }
        assert_eq!(d.format(80).len(), 400_001);
    }
}
