//! Reads the jaxpr text that `print(jax.make_jaxpr(f)(*args))` prints (JAX 0.12) into minihlo's
//! IR, and type-checks it.
//!
//! ```
//! let text = "{ lambda ; a:f32[4]. let b:f32[4] = mul a 2.0:f32[] in (b,) }";
//! let jaxpr = minihlo_jaxpr::parse(text)?;
//! assert_eq!(minihlo_ir::pretty::pretty_print(&jaxpr), text);
//! # Ok::<(), minihlo_jaxpr::Error>(())
//! ```
//!
//! Three stages, each with its own errors, all reported as an [`Error`] whose diagnostics carry
//! spans (rendered with line, column and a snippet by [`Error::render`]):
//! 1. syntax ([`parse_ast`]): the whole grammar JAX prints, including nested jaxprs in params
//!    (`jaxpr={ lambda ... }`, `branches=( {...} {...} )`) and shared sub-jaxprs
//!    (`let NAME = { lambda ... } in`), so control flow can be added without touching the parser;
//! 2. meaning ([`parse_unchecked`]): names resolved per jaxpr, params interpreted per primitive;
//!    params JAX leaves out are filled from defaults or the output type, unknown params and
//!    primitives are errors, and every equation gets its span;
//! 3. [`minihlo_ir::check()`] ([`parse`]): abstract evaluation with JAX's messages, mapped back to
//!    the equation's place in the text.
//!
//! Constvars (`{ lambda c:f32[3]; a:f32[4]. ...}`) become the IR's constvars, which minihlo lowers
//! as leading arguments of the function, before the invars: JAX's text does not hold their values.

pub mod ast;
mod callback_repr;
pub mod error;
pub mod jax_primitives;
pub mod lexer;
pub mod param_texts;
mod param_values;
pub mod params;
pub mod parser;
mod readers;
pub mod resolve;

use minihlo_ir::{Checked, Program, Span};

pub use error::{Diagnostic, Error, LineCol};
pub use parser::MAX_DEPTH;

/// How to read a text.
#[derive(Clone, Debug)]
pub struct ParseOptions {
    /// The name diagnostics show for the source: a file name, `<stdin>`.
    pub source_name: String,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            source_name: "<input>".into(),
        }
    }
}

/// Parses and checks a jaxpr text.
pub fn parse(text: &str) -> Result<Program, Error> {
    parse_with(text, &ParseOptions::default())
}

/// Parses and checks a jaxpr text, naming the source in diagnostics.
pub fn parse_with(text: &str, opts: &ParseOptions) -> Result<Program, Error> {
    parse_checked_with(text, opts).map(Checked::into_inner)
}

/// Parses and checks a jaxpr text into a [`Checked`] jaxpr, which the lowering takes without
/// checking it again.
pub fn parse_checked_with(text: &str, opts: &ParseOptions) -> Result<Checked, Error> {
    let jaxpr = parse_unchecked_with(text, opts)?;
    Checked::new(jaxpr).map_err(|errors| located(errors, text, opts))
}

/// Parses a jaxpr text into the IR without running [`minihlo_ir::check()`]: for tools that want
/// to see or repair ill-typed programs. Everything downstream needs a checked jaxpr.
pub fn parse_unchecked(text: &str) -> Result<Program, Error> {
    parse_unchecked_with(text, &ParseOptions::default())
}

pub fn parse_unchecked_with(text: &str, opts: &ParseOptions) -> Result<Program, Error> {
    // The main jaxpr goes to the IR as it is read, equation by equation: its syntax tree is
    // never held whole (for a large program that tree was most of the peak memory).
    struct Sink<'l, 's> {
        lowerer: &'l mut resolve::Lowerer<'s>,
        building: Option<resolve::Building<'s>>,
    }
    impl parser::MainSink for Sink<'_, '_> {
        fn begin(
            &mut self,
            shared: &[ast::Shared],
            constvars: &[ast::Binder],
            invars: &[ast::Binder],
        ) {
            self.building = Some(self.lowerer.begin(shared, constvars, invars));
        }
        fn eqn(&mut self, eqn: ast::Eqn) {
            if let Some(b) = &mut self.building {
                self.lowerer.add_eqn(b, &eqn);
            }
        }
    }
    let mut lowerer = resolve::Lowerer::new(text);
    let mut sink = Sink {
        lowerer: &mut lowerer,
        building: None,
    };
    let err = |d| Error::new(&opts.source_name, text, vec![d]);
    let program = parser::Parser::new(lexer::Lexer::new(text))
        .parse_program_into(&mut sink)
        .map_err(err)?;
    let building = sink.building.take();
    let jaxpr = building.and_then(|b| lowerer.finish(b, &program.main.outvars));
    match jaxpr {
        Some(j) => Ok(j),
        None => Err(Error::new(&opts.source_name, text, lowerer.diags)),
    }
}

/// The syntax tree of a text, names unresolved and params uninterpreted.
pub fn parse_ast(text: &str) -> Result<ast::Program, Error> {
    parse_ast_with(text, &ParseOptions::default())
}

pub fn parse_ast_with(text: &str, opts: &ParseOptions) -> Result<ast::Program, Error> {
    let err = |d| Error::new(&opts.source_name, text, vec![d]);
    let lexer = lexer::Lexer::new(text);
    parser::Parser::new(lexer).parse_program().map_err(err)
}

/// Runs [`minihlo_ir::check()`] and maps its errors to the equations' places in `text`.
pub fn check(program: &Program, text: &str, opts: &ParseOptions) -> Result<(), Error> {
    minihlo_ir::check(program).map_err(|errors| located(errors, text, opts))
}

/// Check errors as diagnostics at their equations' places in `text`.
fn located(errors: minihlo_ir::CheckErrors, text: &str, opts: &ParseOptions) -> Error {
    let whole = Span::new(0, text.trim_end().len());
    let diags = errors
        .0
        .into_iter()
        .map(|e| {
            let (span, label) = match e.span {
                Some(s) => (first_line(text, s), "in this equation"),
                None => (whole, "in this jaxpr"),
            };
            Diagnostic::new(e.message, span, label)
        })
        .collect();
    Error::new(&opts.source_name, text, diags)
}

/// The part of `span` on its first line: an equation's first line names its outputs and
/// primitive, which is what a reader needs to find it.
fn first_line(text: &str, span: Span) -> Span {
    let body = text.get(span.start..span.end).unwrap_or("");
    match body.find('\n') {
        Some(i) => Span::new(span.start, span.start + body[..i].trim_end().len()),
        None => span,
    }
}
