//! Errors with source locations, rendered with line, column and a snippet (miette).

use std::fmt;
use std::sync::Arc;

use minihlo_ir::Span;

/// One problem at one place in the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The problem, complete on its own (JAX's own text where JAX reports the same problem).
    pub message: String,
    /// Where, as a byte range of the source.
    pub span: Span,
    /// A short note shown under the snippet.
    pub label: String,
}

impl Diagnostic {
    pub fn new(message: impl Into<String>, span: Span, label: impl Into<String>) -> Diagnostic {
        Diagnostic {
            message: message.into(),
            span,
            label: label.into(),
        }
    }
}

/// Why a jaxpr text was rejected: one or more diagnostics (never zero), with the source they point
/// into. `Display` gives the messages with `line:column`; [`Error::render`] adds snippets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// The name shown for the source (a file name, `<stdin>`, `<input>`).
    pub source_name: String,
    pub source: Arc<str>,
    pub diagnostics: Vec<Diagnostic>,
}

/// A 1-based line and column (in characters) of a byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineCol {
    pub line: usize,
    pub column: usize,
}

impl Error {
    pub(crate) fn new(source_name: &str, source: &str, diagnostics: Vec<Diagnostic>) -> Error {
        Error {
            source_name: source_name.to_string(),
            source: Arc::from(source),
            diagnostics,
        }
    }

    /// The first diagnostic's message.
    pub fn message(&self) -> &str {
        self.diagnostics
            .first()
            .map_or("invalid jaxpr", |d| d.message.as_str())
    }

    /// Where a byte offset of the source lies.
    pub fn line_col(&self, offset: usize) -> LineCol {
        line_col(&self.source, offset)
    }

    /// Every diagnostic with its `name:line:column`, a snippet of the source and a label; no
    /// colours, so the text is stable for snapshots and logs.
    pub fn render(&self) -> String {
        let handler =
            miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor())
                .with_width(100)
                .with_links(false);
        let mut out = String::new();
        for d in &self.diagnostics {
            let span = clamp(d.span, self.source.len());
            // miette reads the source up to the snippet; what follows it is left out, so that
            // a huge one-line input renders as fast as a small one.
            let shown = &self.source[..snippet_end(&self.source, span)];
            let report = Report {
                message: d.message.clone(),
                label: d.label.clone(),
                span,
                source: miette::NamedSource::new(&self.source_name, shown.to_string()),
            };
            if handler.render_report(&mut out, &report).is_err() {
                out.push_str(&d.message);
            }
        }
        out
    }

    /// Each diagnostic once, as a command line prints it: `error: MESSAGE`, then its place and
    /// snippet (without the repeat of the message that [`Error::render`] puts above the snippet).
    pub fn render_errors(&self) -> String {
        let mut out = String::new();
        for d in &self.diagnostics {
            out.push_str("error: ");
            out.push_str(&d.message);
            out.push('\n');
            let one = Error {
                diagnostics: vec![d.clone()],
                ..self.clone()
            };
            // miette's header (`  × MESSAGE`, wrapped with `  │ `) ends where the snippet's frame
            // (`╭─[name:line:column]`) begins.
            let rendered = one.render();
            let mut snippet = rendered
                .lines()
                .skip_while(|l| !l.trim_start().starts_with("╭─["))
                .peekable();
            if snippet.peek().is_none() {
                continue;
            }
            for line in snippet {
                out.push_str(line);
                out.push('\n');
            }
        }
        out
    }
}

/// Where the snippet of `span` ends: after the line that follows it (miette shows one line of
/// context), and at most 4 KiB past the span on a long line (on a character boundary).
fn snippet_end(src: &str, span: Span) -> usize {
    const MAX_AFTER: usize = 4096;
    let mut cut = span.end;
    for _ in 0..2 {
        match src.get(cut..).and_then(|rest| rest.find('\n')) {
            Some(i) => cut += i + 1,
            None => {
                cut = src.len();
                break;
            }
        }
    }
    let mut cut = cut.min(span.end.saturating_add(MAX_AFTER)).min(src.len());
    while !src.is_char_boundary(cut) {
        cut -= 1;
    }
    cut
}

fn clamp(span: Span, len: usize) -> Span {
    let start = span.start.min(len);
    Span::new(start, span.end.clamp(start, len))
}

pub(crate) fn line_col(src: &str, offset: usize) -> LineCol {
    let offset = offset.min(src.len());
    let before = src.get(..offset).unwrap_or(src);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    LineCol {
        line,
        column: before[line_start..].chars().count() + 1,
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.diagnostics.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            let lc = self.line_col(d.span.start);
            write!(
                f,
                "{}:{}:{}: {}",
                self.source_name, lc.line, lc.column, d.message
            )?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

#[derive(Debug)]
struct Report {
    message: String,
    label: String,
    span: Span,
    source: miette::NamedSource<String>,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Report {}

impl miette::Diagnostic for Report {
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(&self.source)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        let span = miette::SourceSpan::new(self.span.start.into(), self.span.end - self.span.start);
        Some(Box::new(std::iter::once(
            miette::LabeledSpan::new_with_span(Some(self.label.clone()), span),
        )))
    }
}
