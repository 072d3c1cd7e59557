//! Recursive descent from tokens to the [`ast`](crate::ast), with a nesting limit.
//!
//! Layout: JAX prints equations one per line, or, when a whole jaxpr fits in 80 columns, on one
//! line separated by `; `. Continuation lines (wrapped params, binders or operands) are indented
//! deeper than the equation they continue. An equation's operands end at `;`, at `in (`, at the
//! start of the next equation (binders followed by `=`, or a primitive followed by `[`), or at a
//! line that starts no deeper than the equation did.

use minihlo_ir::types::MAX_RANK;
use minihlo_ir::{DType, Span};

use crate::ast::*;
use crate::error::Diagnostic;
use std::collections::VecDeque;

use crate::lexer::{Lexer, Tok, Token};

mod values;
use values::{complex_part, number};

/// How deeply jaxprs and param values may nest. Deeper input is rejected with a clear error
/// rather than overflowing the stack.
pub const MAX_DEPTH: usize = 64;

type PResult<T> = Result<T, Diagnostic>;

/// Names that, followed by `:`, are literal values.
const LITERAL_WORDS: [&str; 6] = ["True", "False", "inf", "nan", "infj", "nanj"];

/// Receives a program's main jaxpr while the parser reads it, so that its equations' syntax trees
/// need not all be held at once: the IR is made equation by equation.
pub trait MainSink {
    /// The shared jaxprs (all read by now: they come first) and the main jaxpr's binders.
    fn begin(&mut self, shared: &[Shared], constvars: &[Binder], invars: &[Binder]);
    /// The next equation of the main jaxpr.
    fn eqn(&mut self, eqn: Eqn);
}

pub struct Parser<'a> {
    stream: Stream<'a>,
    pos: usize,
    depth: usize,
}

/// Tokens pulled from the lexer on demand: the parser looks a few tokens ahead and one back, so
/// only that window is kept, however long the text.
struct Stream<'a> {
    lexer: Lexer<'a>,
    /// Tokens `base..base + window.len()`.
    window: VecDeque<Token<'a>>,
    base: usize,
    /// Set once the lexer has returned `Eof` or failed; a failure is kept here.
    done: bool,
    error: Option<Diagnostic>,
}

impl<'a> Stream<'a> {
    /// Lexes until token `i` is in the window (or the text is exhausted).
    fn fill(&mut self, i: usize) {
        while self.base + self.window.len() <= i && !self.done {
            let t = match self.lexer.next_token() {
                Ok(t) => t,
                Err(e) => {
                    // Parsing stops at a lexing error: the parser sees the end of the input
                    // there, and `program` reports the lexer's message.
                    let at = e.span.start;
                    self.error = Some(e);
                    Token {
                        tok: Tok::Eof,
                        span: Span::new(at, at),
                        newline_before: true,
                        space_before: true,
                        col: 0,
                    }
                }
            };
            self.done = t.tok == Tok::Eof;
            self.window.push_back(t);
        }
    }
}

impl<'a> Parser<'a> {
    pub fn new(lexer: Lexer<'a>) -> Parser<'a> {
        Parser {
            stream: Stream {
                lexer,
                window: VecDeque::new(),
                base: 0,
                done: false,
                error: None,
            },
            pos: 0,
            depth: 0,
        }
    }

    /// Parses the whole text; a lexing error wins over what the parser made of the tokens
    /// before it.
    pub fn parse_program(mut self) -> PResult<Program> {
        let result = self.program_into(None);
        self.lexing_error_first(result)
    }

    /// [`Parser::parse_program`] handing the main jaxpr to `sink` as it is read: the returned
    /// program's main jaxpr has no equations (the sink had them).
    pub fn parse_program_into(mut self, sink: &mut dyn MainSink) -> PResult<Program> {
        let result = self.program_into(Some(sink));
        self.lexing_error_first(result)
    }

    fn lexing_error_first<T>(self, result: PResult<T>) -> PResult<T> {
        match self.stream.error {
            Some(e) => Err(e),
            None => result,
        }
    }

    fn tok_at(&mut self, i: usize) -> Token<'a> {
        let s = &mut self.stream;
        if let Some(t) = i.checked_sub(s.base).and_then(|k| s.window.get(k)) {
            return *t;
        }
        s.fill(i);
        // The stream always ends with Eof, so the last token is a safe fallback.
        let idx = i
            .saturating_sub(s.base)
            .min(s.window.len().saturating_sub(1));
        s.window.get(idx).copied().unwrap_or(Token {
            tok: Tok::Eof,
            span: Span::new(0, 0),
            newline_before: true,
            space_before: true,
            col: 0,
        })
    }
    fn peek(&mut self) -> Token<'a> {
        self.tok_at(self.pos)
    }
    fn peek_at(&mut self, n: usize) -> Token<'a> {
        self.tok_at(self.pos + n)
    }
    fn bump(&mut self) -> Token<'a> {
        let t = self.peek();
        if t.tok != Tok::Eof {
            self.pos += 1;
        }
        // Keep one token behind the current one (`prev_end`, and one step back).
        let s = &mut self.stream;
        while s.base + 1 < self.pos && s.window.len() > 1 {
            s.window.pop_front();
            s.base += 1;
        }
        t
    }
    fn at(&mut self, tok: &Tok<'_>) -> bool {
        &self.peek().tok == tok
    }
    fn at_ident(&mut self, word: &str) -> bool {
        matches!(&self.peek().tok, Tok::Ident(s) if *s == word)
    }
    fn prev_end(&mut self) -> usize {
        if self.pos == 0 {
            0
        } else {
            self.tok_at(self.pos - 1).span.end
        }
    }

    fn unexpected(&mut self, expected: &str) -> Diagnostic {
        let t = self.peek();
        Diagnostic::new(
            format!("expected {expected}, found {}", t.tok.describe()),
            t.span,
            format!("expected {expected}"),
        )
    }

    fn expect(&mut self, tok: Tok<'_>, what: &str) -> PResult<Token<'a>> {
        if self.at(&tok) {
            Ok(self.bump())
        } else {
            Err(self.unexpected(what))
        }
    }

    fn expect_word(&mut self, word: &str) -> PResult<Token<'a>> {
        if self.at_ident(word) {
            Ok(self.bump())
        } else {
            Err(self.unexpected(&format!("`{word}`")))
        }
    }

    fn ident(&mut self, what: &str) -> PResult<Name> {
        match self.peek().tok {
            Tok::Ident(text) => {
                let span = self.bump().span;
                Ok(Name {
                    text: text.to_string(),
                    span,
                })
            }
            _ => Err(self.unexpected(what)),
        }
    }

    fn enter(&mut self, span: Span) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Diagnostic::new(
                format!("the input nests deeper than {MAX_DEPTH} levels"),
                span,
                "too deeply nested",
            ));
        }
        Ok(())
    }
    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// `(let NAME = JAXPR in)* JAXPR`, then the end of the input.
    pub fn program(&mut self) -> PResult<Program> {
        self.program_into(None)
    }

    fn program_into(&mut self, sink: Option<&mut dyn MainSink>) -> PResult<Program> {
        let mut shared = Vec::new();
        while self.at_ident("let") {
            self.bump();
            let name = self.ident("the name of a shared jaxpr")?;
            self.expect(Tok::Eq, "`=`")?;
            let jaxpr = self.jaxpr()?;
            self.expect_word("in")?;
            shared.push(Shared { name, jaxpr });
        }
        let main = self.jaxpr_into(sink.map(|s| (shared.as_slice(), s)))?;
        if !self.at(&Tok::Eof) {
            return Err(self.unexpected("the end of the input"));
        }
        Ok(Program { shared, main })
    }

    /// `(let NAME = JAXPR in)+ JAXPR` inside a param value.
    fn nested_program(&mut self) -> PResult<Program> {
        let mut shared = Vec::new();
        while self.at_ident("let") {
            self.bump();
            let name = self.ident("the name of a shared jaxpr")?;
            self.expect(Tok::Eq, "`=`")?;
            let jaxpr = self.jaxpr()?;
            self.expect_word("in")?;
            shared.push(Shared { name, jaxpr });
        }
        let main = self.jaxpr()?;
        Ok(Program { shared, main })
    }

    /// `{ lambda CONSTVARS ; INVARS. let EQNS in (OUTS) }`.
    pub fn jaxpr(&mut self) -> PResult<Jaxpr> {
        self.jaxpr_into(None)
    }

    /// A jaxpr; with a sink, its header and equations go to the sink as they are read.
    fn jaxpr_into(&mut self, mut sink: Option<(&[Shared], &mut dyn MainSink)>) -> PResult<Jaxpr> {
        let open = self.expect(Tok::LBrace, "`{` to start a jaxpr")?;
        self.enter(open.span)?;
        self.expect_word("lambda")?;
        let constvars = self.binders_until(&Tok::Semi, "`;` after the constvars")?;
        self.expect(Tok::Semi, "`;`")?;
        let invars = self.binders_until(&Tok::Dot, "`.` after the inputs")?;
        self.expect(Tok::Dot, "`.`")?;
        self.expect_word("let")?;
        if let Some((shared, sink)) = &mut sink {
            sink.begin(shared, &constvars, &invars);
        }
        let mut eqns = Vec::new();
        loop {
            if self.at_in() {
                break;
            }
            match self.peek().tok {
                Tok::Semi => {
                    self.bump();
                }
                Tok::RBrace | Tok::Eof => {
                    return Err(self.unexpected("an equation or `in (OUTPUTS)`"));
                }
                _ => {
                    let eqn = self.eqn()?;
                    match &mut sink {
                        Some((_, sink)) => sink.eqn(eqn),
                        None => eqns.push(eqn),
                    }
                }
            }
        }
        self.expect_word("in")?;
        let lp = self.expect(Tok::LParen, "`(`")?;
        let mut outvars = Vec::new();
        while !self.at(&Tok::RParen) {
            outvars.push(self.atom()?);
            if self.at(&Tok::Comma) {
                self.bump();
            } else if !self.at(&Tok::RParen) {
                return Err(self.unexpected("`,` or `)`"));
            }
        }
        let rp = self.bump();
        let close = self.expect(Tok::RBrace, "`}` to end the jaxpr")?;
        self.leave();
        Ok(Jaxpr {
            constvars,
            invars,
            eqns,
            outvars,
            span: Span::new(open.span.start, close.span.end),
            outvars_span: Span::new(lp.span.start, rp.span.end),
        })
    }

    /// `in` followed by `(`: the end of the equations (a variable may be named `in`).
    fn at_in(&mut self) -> bool {
        self.at_ident("in") && self.peek_at(1).tok == Tok::LParen
    }

    fn binders_until(&mut self, end: &Tok, what: &str) -> PResult<Vec<Binder>> {
        let mut out = Vec::new();
        while !self.at(end) {
            if !matches!(self.peek().tok, Tok::Ident(_)) {
                return Err(self.unexpected(&format!("a binder `name:type` or {what}")));
            }
            out.push(self.binder()?);
        }
        Ok(out)
    }

    /// `a:f32[3,4]`, `_:i32[]`.
    fn binder(&mut self) -> PResult<Binder> {
        let name = self.ident("a variable name")?;
        self.expect(Tok::Colon, "`:` and a type after the variable name")?;
        let ty = self.ty()?;
        let span = Span::new(name.span.start, ty.span.end);
        let name = if name.text == "_" { None } else { Some(name) };
        Ok(Binder { name, ty, span })
    }

    /// `f32[3,4]`.
    fn ty(&mut self) -> PResult<Type> {
        let mut dt = self.ident("a dtype such as `f32`")?;
        // A PRNG key type, `key<fry>`: the name and the `<...>` right after it.
        if dt.text == "key" {
            let t = self.peek();
            if let (Tok::Repr(r), false) = (&t.tok, t.space_before) {
                let r = r.to_string();
                self.bump();
                dt.text = format!("key{r}");
                dt.span = Span::new(dt.span.start, t.span.end);
            }
        }
        if dt.text == "float0" {
            return Err(Diagnostic::new(
                "the dtype `float0` (of the cotangent JAX gives an integer input under `jax.grad(allow_int=True)` or `jax.vjp`) is not supported: minihlo has no float0 dtype",
                dt.span,
                "float0",
            ));
        }
        // A text cut inside the dtype (`a:f3` at its end) says so.
        let ends = if self.peek().tok == Tok::Eof {
            " (the input ends here)"
        } else {
            ""
        };
        let dtype = DType::from_name(&dt.text).ok_or_else(|| {
            Diagnostic::new(
                format!(
                    "unknown dtype `{}`{ends}; expected one of {}, or a PRNG key type key<fry>, key<rbg>, key<urbg>",
                    dt.text,
                    DType::ALL.map(|d| d.short_name()).join(", ")
                ),
                dt.span,
                "unknown dtype",
            )
        })?;
        let dims = self.dims()?;
        let vma = self.vma()?;
        Ok(Type {
            dtype,
            dims,
            vma,
            span: Span::new(dt.span.start, self.prev_end()),
        })
    }

    /// `{V:x}` or `{V:(x,y)}` after a type inside `shard_map`: the varying manual axes.
    fn vma(&mut self) -> PResult<Vec<String>> {
        let is_vma = self.at(&Tok::LBrace)
            && !self.peek().space_before
            && matches!(self.peek_at(1).tok, Tok::Ident("V"))
            && self.peek_at(2).tok == Tok::Colon;
        if !is_vma {
            return Ok(Vec::new());
        }
        self.bump();
        self.bump();
        self.bump();
        let mut axes = Vec::new();
        if self.at(&Tok::LParen) {
            self.bump();
            while !self.at(&Tok::RParen) {
                axes.push(self.ident("a mesh axis name")?.text);
                if self.at(&Tok::Comma) {
                    self.bump();
                } else if !self.at(&Tok::RParen) {
                    return Err(self.unexpected("`,` or `)`"));
                }
            }
            self.bump();
        } else {
            axes.push(self.ident("a mesh axis name")?.text);
        }
        self.expect(Tok::RBrace, "`}` after the varying axes")?;
        Ok(axes)
    }

    /// `[3,4]`, `[]`.
    fn dims(&mut self) -> PResult<Vec<u64>> {
        self.expect(Tok::LBracket, "`[` and the dimensions")?;
        let mut dims = Vec::new();
        while !self.at(&Tok::RBracket) {
            let t = self.peek();
            let Tok::Number(s) = &t.tok else {
                return Err(self.unexpected("a dimension size"));
            };
            if dims.len() == MAX_RANK {
                return Err(Diagnostic::new(
                    format!("a shape of rank more than {MAX_RANK} exceeds the limit of {MAX_RANK} dimensions"),
                    t.span,
                    "one dimension too many",
                ));
            }
            self.bump();
            let d = s
                .parse::<u64>()
                .ok()
                .filter(|&d| d <= i64::MAX as u64)
                .ok_or_else(|| {
                    Diagnostic::new(
                        format!(
                            "dimension `{s}` is not a size from 0 to {} (dimensions are i64)",
                            i64::MAX
                        ),
                        t.span,
                        "invalid dimension",
                    )
                })?;
            dims.push(d);
            if self.at(&Tok::Comma) {
                self.bump();
            } else if !self.at(&Tok::RBracket) {
                return Err(self.unexpected("`,` or `]`"));
            }
        }
        self.bump();
        Ok(dims)
    }

    /// Whether binders followed by `=` start at `self.pos + n` (the start of an equation with
    /// outputs). Literals such as `True:bool[]` look like binders but are not followed by `=`.
    fn binders_then_eq(&mut self, mut n: usize) -> bool {
        let mut any = false;
        loop {
            match (&self.peek_at(n).tok, &self.peek_at(n + 1).tok) {
                (Tok::Ident(_), Tok::Colon) => {}
                (Tok::Eq, _) => return any,
                (Tok::Eof, _) => return any,
                _ => return false,
            }
            // name : dtype [ dims ], the dtype possibly a key type `key<fry>`. A text that ends
            // inside it is taken as binders, so that the binder's parser says where it ends.
            if !matches!(self.peek_at(n + 2).tok, Tok::Ident(_)) {
                return self.peek_at(n + 2).tok == Tok::Eof;
            }
            if matches!(self.peek_at(n + 3).tok, Tok::Repr(_)) {
                n += 1;
            }
            if self.peek_at(n + 3).tok != Tok::LBracket {
                return self.peek_at(n + 3).tok == Tok::Eof;
            }
            n += 4;
            loop {
                match self.peek_at(n).tok {
                    Tok::RBracket => break,
                    Tok::Number(_) | Tok::Comma => n += 1,
                    Tok::Eof => return true,
                    _ => return false,
                }
            }
            n += 1;
            // A `{V:...}` annotation after the type.
            if self.peek_at(n).tok == Tok::LBrace && self.peek_at(n + 2).tok == Tok::Colon {
                while !matches!(self.peek_at(n).tok, Tok::RBrace | Tok::Eof) {
                    n += 1;
                }
                n += 1;
            }
            any = true;
        }
    }

    fn eqn(&mut self) -> PResult<Eqn> {
        let first = self.peek();
        let mut outputs = Vec::new();
        if self.binders_then_eq(0) {
            while !self.at(&Tok::Eq) {
                outputs.push(self.binder()?);
            }
            self.bump();
        }
        let primitive = self.ident("a primitive name")?;
        let mut params = Vec::new();
        if self.at(&Tok::LBracket) {
            let open = self.bump();
            self.enter(open.span)?;
            while !self.at(&Tok::RBracket) {
                let name = self.ident("a param `name=value` or `]`")?;
                self.expect(Tok::Eq, "`=` after the param name")?;
                let value = self.value()?;
                params.push(Param {
                    span: Span::new(name.span.start, value.span.end),
                    name,
                    value,
                });
            }
            self.bump();
            self.leave();
        }
        let mut inputs = Vec::new();
        loop {
            let t = self.peek();
            let ends = match &t.tok {
                Tok::Semi | Tok::RBrace | Tok::Eof => true,
                _ if t.newline_before && t.col <= first.col => true,
                Tok::Ident(_) if self.at_in() => true,
                Tok::Ident(_) if self.peek_at(1).tok == Tok::LBracket => true,
                // `True:bool[]`, `inf:f32[]`: a literal operand, not the next equation's
                // outputs (those start a new line or follow `;`).
                Tok::Ident(s) if LITERAL_WORDS.contains(s) => false,
                Tok::Ident(_) if self.binders_then_eq(0) => true,
                _ => false,
            };
            if ends {
                break;
            }
            inputs.push(self.atom()?);
        }
        Ok(Eqn {
            outputs,
            primitive,
            params,
            inputs,
            span: Span::new(first.span.start, self.prev_end()),
        })
    }

    /// A variable name or a typed literal `VALUE:dtype[]`.
    fn atom(&mut self) -> PResult<Atom> {
        let t = self.peek();
        let value = match &t.tok {
            // `(b'',):float0[]`: JAX's zero cotangent of an integer input.
            Tok::LParen
                if self.peek_at(1).tok == Tok::Ident("b")
                    && matches!(self.peek_at(2).tok, Tok::Str(_)) =>
            {
                return Err(Diagnostic::new(
                    "a float0 literal such as `(b'',):float0[]` (the cotangent JAX gives an integer input under `jax.grad(allow_int=True)` or `jax.vjp`) is not supported: minihlo has no float0 dtype",
                    t.span,
                    "float0 literal",
                ));
            }
            Tok::LParen
                if matches!(
                    self.peek_at(1).tok,
                    Tok::Number(_) | Tok::Ident("inf") | Tok::Ident("nan")
                ) =>
            {
                let lit = self.complex_literal()?;
                self.expect(Tok::Colon, "`:` and the literal's type, as in `(1+2j):c64[]`")?;
                let ty = self.ty()?;
                return Ok(Atom::Literal(Literal {
                    value: lit,
                    span: Span::new(t.span.start, ty.span.end),
                    ty,
                }));
            }
            Tok::Number(s) => Some(number(s, t.span)?),
            Tok::Ident(s) if self.peek_at(1).tok == Tok::Colon => Some(match *s {
                "True" => Number::Bool(true),
                "False" => Number::Bool(false),
                "inf" => Number::Float(f64::INFINITY),
                "nan" => Number::Float(f64::NAN),
                "infj" => Number::Complex(0.0, f64::INFINITY),
                "nanj" => Number::Complex(0.0, f64::NAN),
                _ => {
                    return Err(Diagnostic::new(
                        format!(
                            "`{s}:` here is neither a literal nor an equation's outputs: operands are written without types, literals are numbers, `True`, `False`, `inf` or `nan`"
                        ),
                        t.span,
                        "unexpected binder",
                    ))
                }
            }),
            Tok::Ident(s) => {
                self.bump();
                return Ok(Atom::Var(Name {
                    text: s.to_string(),
                    span: t.span,
                }));
            }
            _ => None,
        };
        let Some(value) = value else {
            return Err(self.unexpected("an operand (a variable or a literal such as `1.0:f32[]`)"));
        };
        self.bump();
        self.expect(Tok::Colon, "`:` and the literal's type, as in `1.0:f32[]`")?;
        let ty = self.ty()?;
        Ok(Atom::Literal(Literal {
            value,
            span: Span::new(t.span.start, ty.span.end),
            ty,
        }))
    }

    /// `(RE+IMj)` or `(RE-IMj)`, as Python prints a complex number with a real part (RE may be
    /// `inf` or `nan`, which lex as names).
    fn complex_literal(&mut self) -> PResult<Number> {
        let open = self.peek();
        self.bump();
        let t = self.peek();
        let re = match &t.tok {
            Tok::Number(s) if !s.ends_with('j') => Number::Float(complex_part(s, t.span)?),
            Tok::Ident("inf") => Number::Float(f64::INFINITY),
            Tok::Ident("nan") => Number::Float(f64::NAN),
            _ => return Err(self.unexpected("the real part of a complex literal `(1+2j)`")),
        };
        self.bump();
        let t = self.peek();
        let im = match &t.tok {
            Tok::Number(s) if s.ends_with('j') && (s.starts_with('+') || s.starts_with('-')) => {
                number(s, t.span)?
            }
            _ => {
                return Err(self
                    .unexpected("the signed imaginary part of a complex literal, as in `(1+2j)`"))
            }
        };
        self.bump();
        self.expect(Tok::RParen, "`)` closing the complex literal")?;
        let part = |n: Number| match n {
            Number::Int(i) => i as f64,
            Number::Float(f) => f,
            Number::Complex(_, im) => im,
            Number::Bool(b) => f64::from(u8::from(b)),
        };
        let _ = open;
        Ok(Number::Complex(part(re), part(im)))
    }
}
