//! Tokens of jaxpr text. Every token knows its byte span and whether a line break precedes it
//! (JAX's continuation lines are indented deeper than the equation they continue, which the parser
//! uses to find where an equation without outputs begins).

use minihlo_ir::Span;

use crate::error::Diagnostic;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Tok<'a> {
    LBrace,
    RBrace,
    LParen,
    RParen,
    LBracket,
    RBracket,
    Comma,
    Semi,
    Dot,
    Eq,
    Colon,
    Star,
    /// A name: letters, digits and `_`, not starting with a digit; a `-` between letters joins
    /// (JAX's `scatter-add`).
    Ident(&'a str),
    /// A number as written (sign, digits, fraction, exponent); the parser decides its type.
    Number(&'a str),
    /// A Python string literal, unquoted (escapes are kept as written).
    Str(&'a str),
    /// A Python object repr in angle brackets, brackets included: `<function f at 0xXXXX>`.
    Repr(&'a str),
    Eof,
}

impl Tok<'_> {
    pub fn describe(&self) -> String {
        match self {
            Tok::LBrace => "`{`".into(),
            Tok::RBrace => "`}`".into(),
            Tok::LParen => "`(`".into(),
            Tok::RParen => "`)`".into(),
            Tok::LBracket => "`[`".into(),
            Tok::RBracket => "`]`".into(),
            Tok::Comma => "`,`".into(),
            Tok::Semi => "`;`".into(),
            Tok::Dot => "`.`".into(),
            Tok::Eq => "`=`".into(),
            Tok::Colon => "`:`".into(),
            Tok::Star => "`*`".into(),
            Tok::Ident(s) => format!("`{s}`"),
            Tok::Number(s) => format!("number `{s}`"),
            Tok::Str(_) => "a string".into(),
            Tok::Repr(s) => format!("`{s}`"),
            Tok::Eof => "the end of the input".into(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Token<'a> {
    pub tok: Tok<'a>,
    pub span: Span,
    /// A line break lies between the previous token and this one.
    pub newline_before: bool,
    /// Whitespace lies between the previous token and this one.
    pub space_before: bool,
    /// Column (0-based, in bytes) where the token starts.
    pub col: usize,
}

/// The longest input accepted, in bytes. Every later stage (syntax tree, IR, MLIR) takes memory
/// in proportion to the input, up to about a hundred times its size; a jaxpr of this size has
/// hundreds of thousands of equations.
pub const MAX_INPUT_BYTES: usize = 64 << 20;

/// Lexes the whole text (the parser itself lexes on demand, see [`Lexer`]).
pub fn lex(src: &str) -> Result<Vec<Token<'_>>, Diagnostic> {
    let mut lexer = Lexer::new(src);
    let mut toks = Vec::new();
    loop {
        let t = lexer.next_token()?;
        let eof = t.tok == Tok::Eof;
        toks.push(t);
        if eof {
            return Ok(toks);
        }
    }
}

/// Tokens one at a time, so that the parser stops at the first problem without lexing (and
/// holding) the rest of a large input.
pub struct Lexer<'s> {
    src: &'s str,
    i: usize,
    line_start: usize,
    newline_before: bool,
    space_before: bool,
    too_large: bool,
    /// The last two tokens were `fmt` and `=` (debug_print's format, which JAX prints raw).
    fmt_state: u8,
}

impl<'s> Lexer<'s> {
    pub fn new(src: &'s str) -> Lexer<'s> {
        Lexer {
            src,
            i: 0,
            line_start: 0,
            newline_before: true,
            space_before: true,
            too_large: src.len() > MAX_INPUT_BYTES,
            fmt_state: 0,
        }
    }

    /// The next token; [`Tok::Eof`] at the end, again and again.
    pub fn next_token(&mut self) -> Result<Token<'s>, Diagnostic> {
        let src = self.src;
        if self.too_large {
            return Err(Diagnostic::new(
                format!(
                    "the input is {} bytes; the limit is {MAX_INPUT_BYTES} bytes",
                    src.len()
                ),
                Span::new(0, 0),
                "input starts here",
            ));
        }
        let bytes = src.as_bytes();
        if self.fmt_state == 2 {
            self.fmt_state = 0;
            return Ok(self.raw_fmt());
        }
        if self.fmt_state == 4 {
            self.fmt_state = 0;
            if let Some(t) = self.raw_message() {
                return Ok(t);
            }
        }
        let mut i = self.i;
        while i < bytes.len() {
            let c = bytes[i];
            if c == b'\n' {
                i += 1;
                self.line_start = i;
                self.newline_before = true;
                self.space_before = true;
                continue;
            }
            if c.is_ascii_whitespace() {
                i += 1;
                self.space_before = true;
                continue;
            }
            break;
        }
        if i >= bytes.len() {
            self.i = i;
            return Ok(Token {
                tok: Tok::Eof,
                span: Span::new(src.len(), src.len()),
                newline_before: true,
                space_before: true,
                col: 0,
            });
        }
        let c = bytes[i];
        let start = i;
        let single = match c {
            b'{' => Some(Tok::LBrace),
            b'}' => Some(Tok::RBrace),
            b'(' => Some(Tok::LParen),
            b')' => Some(Tok::RParen),
            b'[' => Some(Tok::LBracket),
            b']' => Some(Tok::RBracket),
            b',' => Some(Tok::Comma),
            b';' => Some(Tok::Semi),
            b'=' => Some(Tok::Eq),
            b':' => Some(Tok::Colon),
            b'*' => Some(Tok::Star),
            b'.' if !bytes.get(i + 1).is_some_and(u8::is_ascii_digit) => Some(Tok::Dot),
            _ => None,
        };
        let tok = if let Some(t) = single {
            i += 1;
            t
        } else if c.is_ascii_alphabetic() || c == b'_' {
            loop {
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                // `scatter-add`, `scatter-mul`: a hyphen followed by a letter continues the name.
                // Not after `inf` or `nan`: `(nan-infj)` is a complex literal.
                if bytes.get(i) == Some(&b'-')
                    && bytes.get(i + 1).is_some_and(u8::is_ascii_alphabetic)
                    && !matches!(&src[start..i], "inf" | "nan")
                {
                    i += 1;
                } else {
                    break;
                }
            }
            Tok::Ident(&src[start..i])
        } else if c.is_ascii_digit()
            || c == b'.'
            || ((c == b'-' || c == b'+')
                && bytes
                    .get(i + 1)
                    .is_some_and(|d| d.is_ascii_digit() || *d == b'.' || *d == b'i' || *d == b'n'))
        {
            i = lex_number(bytes, i);
            Tok::Number(&src[start..i])
        } else if c == b'\'' || c == b'"' {
            i += 1;
            while i < bytes.len() && bytes[i] != c && bytes[i] != b'\n' {
                if bytes[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            if i >= bytes.len() || bytes[i] != c {
                return Err(Diagnostic::new(
                    "unterminated string",
                    Span::new(start, i.min(bytes.len())),
                    "this string is never closed",
                ));
            }
            i += 1;
            Tok::Str(&src[start + 1..i - 1])
        } else if c == b'<' {
            // A repr: up to the matching `>`, nesting (`<function f.<locals>.g at 0x..>`).
            let mut depth = 0usize;
            loop {
                match bytes.get(i) {
                    None => {
                        return Err(Diagnostic::new(
                            "unterminated `<...>` repr",
                            Span::new(start, start + 1),
                            "this `<` is never closed",
                        ))
                    }
                    Some(b'<') => depth += 1,
                    Some(b'>') => {
                        depth -= 1;
                        if depth == 0 {
                            i += 1;
                            break;
                        }
                    }
                    Some(_) => {}
                }
                i += 1;
            }
            Tok::Repr(&src[start..i])
        } else {
            let ch = src[start..].chars().next().unwrap_or('?');
            // Control characters (NUL, escape sequences) are named, never echoed raw.
            let shown = if ch.is_control() {
                format!("U+{:04X}", u32::from(ch))
            } else {
                format!("`{ch}`")
            };
            // `f32[16@x]`: a type sharded over mesh axes (a mesh with Explicit axis types).
            if ch == '@' && src[..start].ends_with(|c: char| c.is_ascii_digit()) {
                return Err(Diagnostic::new(
                    "a type sharded over mesh axes (`f32[16@x]`, a mesh with Explicit axis types) is not supported; use Auto axes (`jax.make_mesh(..., axis_types=(AxisType.Auto, ...))`), see docs/sharding.md",
                    Span::new(start, start + 1),
                    "sharded dimension",
                ));
            }
            return Err(Diagnostic::new(
                format!("unexpected character {shown}"),
                Span::new(start, start + ch.len_utf8()),
                "not part of jaxpr syntax",
            ));
        };
        let token = Token {
            tok,
            span: Span::new(start, i),
            newline_before: self.newline_before,
            space_before: self.space_before,
            col: start - self.line_start,
        };
        self.i = i;
        self.newline_before = false;
        self.space_before = false;
        self.fmt_state = match (self.fmt_state, &token.tok) {
            (_, Tok::Ident("fmt")) => 1,
            (1, Tok::Eq) if !token.space_before => 2,
            (_, Tok::Ident("message")) => 3,
            (3, Tok::Eq) if !token.space_before => 4,
            _ => 0,
        };
        Ok(token)
    }

    /// `unreachable`'s `message=`: JAX prints the message raw, up to its next param
    /// `out_avals=` (on the next line, or on the same line when the equation fits on one). `None`
    /// (lexed as usual) when no `out_avals=` follows: another primitive's `message`.
    fn raw_message(&mut self) -> Option<Token<'s>> {
        let src = self.src;
        let start = self.i;
        let rest = &src[start..];
        let line_end = rest.find('\n').unwrap_or(rest.len());
        let next_line = rest[line_end..].trim_start_matches(['\n', '\r', ' ', '\t']);
        let len = if next_line.starts_with("out_avals=") {
            line_end
        } else {
            rest[..line_end].find(" out_avals=")?
        };
        self.i = start + len;
        Some(Token {
            tok: Tok::Str(&src[start..start + len]),
            span: Span::new(start, start + len),
            newline_before: false,
            space_before: false,
            col: start - self.line_start,
        })
    }

    /// `debug_print`'s `fmt=`: JAX prints the format string raw, line breaks and all, so it runs
    /// up to the line break before the next param, `has_placeholders=` (the one after `fmt` in
    /// JAX's sorted order), or else to the end of the line. A [`Tok::Str`] of that text.
    fn raw_fmt(&mut self) -> Token<'s> {
        let src = self.src;
        let start = self.i;
        let rest = &src[start..];
        let mut end = None;
        let mut from = 0;
        while let Some(k) = rest[from..].find('\n') {
            let nl = from + k;
            let after = rest[nl + 1..].trim_start_matches([' ', '\t']);
            let next_param = ["True", "False"].iter().any(|b| {
                after
                    .strip_prefix("has_placeholders=")
                    .and_then(|v| v.strip_prefix(b))
                    .is_some_and(|v| v.starts_with('\n') || v.starts_with("\r\n"))
            });
            if next_param {
                end = Some(nl);
                break;
            }
            from = nl + 1;
        }
        let end = start + end.unwrap_or_else(|| rest.find('\n').unwrap_or(rest.len()));
        self.i = end;
        Token {
            tok: Tok::Str(&src[start..end]),
            span: Span::new(start, end),
            newline_before: false,
            space_before: false,
            col: start - self.line_start,
        }
    }
}

/// A number as Python prints it: `-3`, `2.0`, `1e+20`, `-2.5e-07`, `inf`, `-inf`, `nan`.
fn lex_number(b: &[u8], mut i: usize) -> usize {
    if b[i] == b'-' || b[i] == b'+' {
        i += 1;
    }
    for word in [&b"inf"[..], b"nan"] {
        if b[i..].starts_with(word) {
            // `-infj`: an imaginary part.
            let end = if b.get(i + 3) == Some(&b'j') {
                i + 4
            } else {
                i + 3
            };
            if !b
                .get(end)
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
            {
                return end;
            }
        }
    }
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if i < b.len() && b[i] == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit) {
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        let mut j = i + 1;
        if j < b.len() && (b[j] == b'+' || b[j] == b'-') {
            j += 1;
        }
        if j < b.len() && b[j].is_ascii_digit() {
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            i = j;
        }
    }
    // `3j`, `-0j`: Python's imaginary literal.
    if b.get(i) == Some(&b'j') && !b.get(i + 1).is_some_and(|c| c.is_ascii_alphanumeric()) {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn idents(src: &str) -> Vec<String> {
        lex(src)
            .map(|ts| ts.iter().map(|t| t.tok.describe()).collect())
            .unwrap_or_default()
    }

    #[test]
    fn hyphenated_primitive_names_are_one_name() {
        assert_eq!(
            idents("scatter-add[ x=-1 ] a-b -inf"),
            [
                "`scatter-add`",
                "`[`",
                "`x`",
                "`=`",
                "number `-1`",
                "`]`",
                "`a-b`",
                "number `-inf`",
                "the end of the input"
            ]
        );
        assert!(
            lex("a- b").is_err(),
            "a trailing hyphen is not part of a name"
        );
    }
}
