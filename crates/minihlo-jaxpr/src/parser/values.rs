//! Param values: `(1, 2)`, `[a, b]`, `{'k': v}`, `Name(k=v, ...)`, jaxprs, reprs and the
//! atoms of literals (numbers, complex numbers).

use minihlo_ir::Span;

use super::{PResult, Parser};
use crate::ast::*;
use crate::error::Diagnostic;
use crate::lexer::Tok;

impl Parser<'_> {
    /// A param value.
    pub(super) fn value(&mut self) -> PResult<Value> {
        let t = self.peek();
        self.enter(t.span)?;
        let kind = match &t.tok {
            Tok::LBrace if matches!(&self.peek_at(1).tok, Tok::Ident(s) if *s == "lambda") => {
                ValueKind::Jaxpr(Box::new(self.jaxpr()?))
            }
            // `let NAME = { ... } in ... { lambda ... }`: a jaxpr printed with `str()`.
            Tok::Ident("let")
                if matches!(self.peek_at(1).tok, Tok::Ident(_))
                    && self.peek_at(2).tok == Tok::Eq =>
            {
                ValueKind::Program(Box::new(self.nested_program()?))
            }
            Tok::LBrace => {
                self.bump();
                let mut items = Vec::new();
                while !self.at(&Tok::RBrace) {
                    let k = self.value()?;
                    if items.is_empty() && matches!(self.peek().tok, Tok::Comma | Tok::RBrace) {
                        return self.set_rest(k).map(|kind| self.finish_value(kind, t.span));
                    }
                    self.expect(Tok::Colon, "`:` in a dict")?;
                    let v = self.value()?;
                    items.push((k, v));
                    if self.at(&Tok::Comma) {
                        self.bump();
                    } else if !self.at(&Tok::RBrace) {
                        return Err(self.unexpected("`,` or `}`"));
                    }
                }
                self.bump();
                ValueKind::Dict(items)
            }
            Tok::LParen => {
                self.bump();
                ValueKind::Tuple(self.items(&Tok::RParen)?)
            }
            Tok::LBracket => {
                self.bump();
                ValueKind::List(self.items(&Tok::RBracket)?)
            }
            Tok::Repr(s) => {
                self.bump();
                ValueKind::Repr(s.to_string())
            }
            Tok::Str(s) => {
                self.bump();
                ValueKind::Str(s.to_string())
            }
            Tok::Star => {
                self.bump();
                ValueKind::Star
            }
            Tok::Number(s) => {
                self.bump();
                match number(s, t.span)? {
                    Number::Int(i) => ValueKind::Int(i),
                    Number::Float(f) => ValueKind::Float(f),
                    Number::Bool(b) => ValueKind::Bool(b),
                    Number::Complex(..) => {
                        return Err(Diagnostic::new(
                            format!("a complex number `{s}` is not a param value"),
                            t.span,
                            "unexpected complex number",
                        ))
                    }
                }
            }
            Tok::Ident(s) => {
                self.bump();
                match *s {
                    "None" => ValueKind::None,
                    "True" => ValueKind::Bool(true),
                    "False" => ValueKind::Bool(false),
                    "inf" => ValueKind::Float(f64::INFINITY),
                    "nan" => ValueKind::Float(f64::NAN),
                    _ => self.ident_value(s.to_string())?,
                }
            }
            _ => return Err(self.unexpected("a param value")),
        };
        self.leave();
        Ok(Value {
            kind,
            span: Span::new(t.span.start, self.prev_end()),
        })
    }

    /// The rest of a set `{a, b}` after its first item.
    fn set_rest(&mut self, first: Value) -> PResult<ValueKind> {
        let mut items = vec![first];
        while self.at(&Tok::Comma) {
            self.bump();
            if self.at(&Tok::RBrace) {
                break;
            }
            items.push(self.value()?);
        }
        self.expect(Tok::RBrace, "`,` or `}` in a set")?;
        Ok(ValueKind::Set(items))
    }

    fn finish_value(&mut self, kind: ValueKind, start: Span) -> Value {
        self.leave();
        Value {
            kind,
            span: Span::new(start.start, self.prev_end()),
        }
    }

    /// After a name: dotted names, calls `Name(args)` and shaped types `float32[4]`.
    fn ident_value(&mut self, mut name: String) -> PResult<ValueKind> {
        let adjacent = |p: &mut Parser, n: usize| !p.peek_at(n).space_before;
        while self.at(&Tok::Dot) && adjacent(self, 0) && adjacent(self, 1) {
            let Tok::Ident(next) = &self.peek_at(1).tok else {
                break;
            };
            name = format!("{name}.{next}");
            self.bump();
            self.bump();
        }
        if self.at(&Tok::LParen) && adjacent(self, 0) {
            self.bump();
            let mut args = Vec::new();
            while !self.at(&Tok::RParen) {
                let keyword =
                    if matches!(self.peek().tok, Tok::Ident(_)) && self.peek_at(1).tok == Tok::Eq {
                        let k = self.ident("a keyword")?;
                        self.bump();
                        Some(k)
                    } else {
                        None
                    };
                let mut value = self.value()?;
                // `Mesh('x': 8, 'y': 4, axis_types=...)`: an axis and its size.
                if keyword.is_none() && self.at(&Tok::Colon) {
                    self.bump();
                    let size = self.value()?;
                    let span = Span::new(value.span.start, size.span.end);
                    value = Value {
                        kind: ValueKind::Dict(vec![(value, size)]),
                        span,
                    };
                }
                args.push(Arg { keyword, value });
                if self.at(&Tok::Comma) {
                    self.bump();
                } else if !self.at(&Tok::RParen) {
                    return Err(self.unexpected("`,` or `)`"));
                }
            }
            self.bump();
            return Ok(ValueKind::Call { name, args });
        }
        if self.at(&Tok::LBracket) && adjacent(self, 0) {
            let dims = self.dims()?;
            return Ok(ValueKind::Shaped { dtype: name, dims });
        }
        Ok(ValueKind::Ident(name))
    }

    /// Items up to `close`, separated by commas or (for jaxprs in a tuple) by whitespace.
    fn items(&mut self, close: &Tok) -> PResult<Vec<Value>> {
        let mut items = Vec::new();
        while !self.at(close) {
            if self.at(&Tok::Eof) {
                return Err(self.unexpected(&close.describe()));
            }
            items.push(self.value()?);
            if self.at(&Tok::Comma) {
                self.bump();
            }
        }
        self.bump();
        Ok(items)
    }
}

/// A number token's value: an integer when written without `.`, exponent, `inf` or `nan`.
/// One part of a complex literal, as a float whatever its spelling (`-0` keeps its sign).
pub(super) fn complex_part(s: &str, span: Span) -> PResult<f64> {
    let unsigned = s.trim_start_matches(['+', '-']);
    let v = match unsigned {
        "inf" => Some(f64::INFINITY),
        "nan" => Some(f64::NAN),
        _ if unsigned.starts_with(|c: char| c.is_ascii_digit() || c == '.') => {
            unsigned.parse::<f64>().ok()
        }
        _ => None,
    };
    match v {
        Some(v) if s.starts_with('-') => Ok(-v),
        Some(v) if v.is_finite() || !unsigned.starts_with(|c: char| c.is_ascii_digit()) => Ok(v),
        Some(_) => Err(Diagnostic::new(
            format!("float `{s}` is out of range for f64"),
            span,
            "overflows f64",
        )),
        None => Err(Diagnostic::new(
            format!("`{s}` is not a number"),
            span,
            "invalid number",
        )),
    }
}

pub(super) fn number(s: &str, span: Span) -> PResult<Number> {
    if let Some(im) = s.strip_suffix('j') {
        return complex_part(im, span).map(|f| Number::Complex(0.0, f));
    }
    if !s.contains(|c: char| c.is_ascii_digit()) && !s.contains("inf") && !s.contains("nan") {
        return Err(Diagnostic::new(
            format!("`{s}` is not a number"),
            span,
            "invalid number",
        ));
    }
    let is_float = s.contains(['.', 'e', 'E', 'i', 'n']);
    if !is_float {
        return s.parse::<i128>().map(Number::Int).map_err(|_| {
            Diagnostic::new(
                format!("integer `{s}` is out of range"),
                span,
                "does not fit in 128 bits",
            )
        });
    }
    match s.parse::<f64>() {
        Ok(f) if f.is_finite() || s.contains("inf") || s.contains("nan") => Ok(Number::Float(f)),
        Ok(_) => Err(Diagnostic::new(
            format!("float `{s}` is out of range for f64"),
            span,
            "overflows f64",
        )),
        Err(_) => Err(Diagnostic::new(
            format!("`{s}` is not a number"),
            span,
            "invalid number",
        )),
    }
}
