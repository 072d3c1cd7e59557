//! An equation's params, read from the syntax tree: each param taken at most once, the ones
//! JAX prints only as `None` accepted as such, the rest an error; and the converters from a
//! param's syntax-tree value to the IR's values (ints, dims, dtypes, flat trees, ...), each of
//! which says what it expected when the value is not that.

use minihlo_ir::{Aval, DType, DictKey, FlatTree, FtValue, PyTreeDef, Span};

use crate::ast::{self, Value, ValueKind};
use crate::error::Diagnostic;

pub(crate) type R<T> = Result<T, Diagnostic>;

/// Params that JAX prints only as `None` for the programs minihlo handles; they are accepted when
/// `None` and ignored, and any other value is an error.
pub const IGNORED_WHEN_NONE: [&str; 5] = [
    "sharding",
    "out_sharding",
    "accuracy",
    "precision",
    "out_dtype",
];

/// An equation's params, each taken at most once; what is left over is an error.
pub(crate) struct Params<'a> {
    pub(crate) eqn: &'a ast::Eqn,
    src: &'a str,
    used: Vec<bool>,
}

impl<'a> Params<'a> {
    pub(crate) fn new(eqn: &'a ast::Eqn, src: &'a str) -> R<Params<'a>> {
        for (i, p) in eqn.params.iter().enumerate() {
            if eqn.params[..i].iter().any(|q| q.name.text == p.name.text) {
                return Err(Diagnostic::new(
                    format!("param `{}` is given twice", p.name.text),
                    p.name.span,
                    "given again here",
                ));
            }
        }
        Ok(Params {
            eqn,
            src,
            used: vec![false; eqn.params.len()],
        })
    }

    fn prim(&self) -> &str {
        &self.eqn.primitive.text
    }

    pub(crate) fn take(&mut self, name: &str) -> Option<&'a ast::Param> {
        let i = self.eqn.params.iter().position(|p| p.name.text == name)?;
        self.used[i] = true;
        Some(&self.eqn.params[i])
    }

    pub(crate) fn optional<T>(
        &mut self,
        name: &str,
        conv: impl Fn(&Value) -> Result<T, String>,
    ) -> R<Option<T>> {
        match self.take(name) {
            None => Ok(None),
            Some(p) => conv(&p.value)
                .map(Some)
                .map_err(|expected| self.invalid(name, &p.value, expected)),
        }
    }

    /// A param value that is not what `name` takes.
    pub(crate) fn invalid(&self, name: &str, v: &Value, expected: String) -> Diagnostic {
        Diagnostic::new(
            format!(
                "param `{name}` of `{}` must be {expected}, got `{}`",
                self.prim(),
                self.text(v.span)
            ),
            v.span,
            format!("expected {expected}"),
        )
    }

    /// The param `name`, which must be given.
    pub(crate) fn take_required(&mut self, name: &str) -> R<&'a ast::Param> {
        match self.take(name) {
            Some(p) => Ok(p),
            None => Err(self.missing(name)),
        }
    }

    pub(crate) fn missing(&self, name: &str) -> Diagnostic {
        Diagnostic::new(
            format!("`{}` needs the param `{name}`", self.prim()),
            self.eqn.primitive.span,
            format!("`{name}` is missing"),
        )
    }

    pub(crate) fn required<T>(
        &mut self,
        name: &str,
        conv: impl Fn(&Value) -> Result<T, String>,
    ) -> R<T> {
        match self.optional(name, conv)? {
            Some(v) => Ok(v),
            None => Err(self.missing(name)),
        }
    }

    /// The param's text as written.
    pub(crate) fn optional_raw(&mut self, name: &str) -> Option<String> {
        self.take(name).map(|p| self.text(p.value.span).to_string())
    }

    /// A param minihlo accepts only as `None`.
    pub(crate) fn none_only(&mut self, name: &str, what: &str) -> R<()> {
        let prim = self.prim().to_string();
        match self.take(name) {
            Some(p) if p.value.kind != ValueKind::None => Err(Diagnostic::new(
                format!(
                    "unsupported param `{name}={}` of `{prim}`: minihlo does not support {what}",
                    self.text(p.value.span)
                ),
                p.span,
                "only `None` is supported",
            )),
            _ => Ok(()),
        }
    }

    pub(crate) fn mismatch(&self, name: &str, out: &Aval) -> Diagnostic {
        let p = self.eqn.params.iter().find(|p| p.name.text == name);
        let span = p.map_or(self.eqn.span, |p| p.span);
        Diagnostic::new(
            format!(
                "param `{name}={}` of `{}` disagrees with the output type {out}",
                self.text(p.map_or(span, |p| p.value.span)),
                self.prim()
            ),
            span,
            "disagrees with the output type",
        )
    }

    pub(crate) fn text(&self, span: Span) -> &str {
        self.src.get(span.start..span.end).unwrap_or("")
    }

    /// Every param must have been read; the documented ignored ones must be `None`.
    pub(crate) fn finish(mut self) -> R<()> {
        for name in IGNORED_WHEN_NONE {
            if self.eqn.params.iter().any(|p| p.name.text == name) && !self.taken(name) {
                self.none_only(name, &format!("`{name}` other than `None`"))?;
            }
        }
        for (i, p) in self.eqn.params.iter().enumerate() {
            if !self.used[i] {
                return Err(Diagnostic::new(
                    format!("unknown param `{}` for `{}`", p.name.text, self.prim()),
                    p.name.span,
                    "not a param of this primitive",
                ));
            }
        }
        Ok(())
    }

    fn taken(&self, name: &str) -> bool {
        self.eqn
            .params
            .iter()
            .zip(&self.used)
            .any(|(p, &u)| u && p.name.text == name)
    }
}

// Converters from param values. Each returns what it expected on failure.

pub(crate) fn seq(v: &Value) -> Option<&[Value]> {
    match &v.kind {
        ValueKind::Tuple(items) | ValueKind::List(items) => Some(items),
        _ => None,
    }
}

/// An int as JAX prints it in params: `3`, or a NumPy integer scalar `np.int64(3)` (what
/// `jax.vmap` and `jnp` helpers leave in dimension tuples; read as its value).
pub(crate) fn int_value(v: &Value) -> Option<i128> {
    match &v.kind {
        ValueKind::Int(i) => Some(*i),
        ValueKind::Call { name, args } => {
            let dtype = DType::from_name(name.strip_prefix("np.")?)?;
            match args.as_slice() {
                [arg] if arg.keyword.is_none() && dtype.is_int() => match arg.value.kind {
                    ValueKind::Int(i) => Some(i),
                    _ => None,
                },
                _ => None,
            }
        }
        _ => None,
    }
}

pub(crate) fn i64_of(v: &Value) -> Result<i64, String> {
    match int_value(v) {
        Some(i) => i64::try_from(i).map_err(|_| "an int that fits in i64".into()),
        _ => Err("an int".into()),
    }
}

pub(crate) fn usize_of(v: &Value) -> Result<usize, String> {
    match int_value(v) {
        Some(i) if (0..=i64::MAX as i128).contains(&i) => {
            usize::try_from(i).map_err(|_| "a non-negative int".into())
        }
        _ => Err("a non-negative int".into()),
    }
}

pub(crate) fn dim_of(v: &Value) -> Result<u64, String> {
    match int_value(v) {
        Some(i) if (0..=i64::MAX as i128).contains(&i) => Ok(i as u64),
        _ => Err("a tuple of sizes from 0 to 2^63-1".into()),
    }
}

pub(crate) fn usizes_of(v: &Value) -> Result<Vec<usize>, String> {
    let msg = || "a tuple of non-negative ints".to_string();
    seq(v)
        .ok_or_else(msg)?
        .iter()
        .map(|x| usize_of(x).map_err(|_| msg()))
        .collect()
}

pub(crate) fn dims_of(v: &Value) -> Result<Vec<u64>, String> {
    seq(v)
        .ok_or("a tuple of sizes from 0 to 2^63-1")?
        .iter()
        .map(dim_of)
        .collect()
}

pub(crate) fn bool_of(v: &Value) -> Result<bool, String> {
    match v.kind {
        ValueKind::Bool(b) => Ok(b),
        _ => Err("`True` or `False`".into()),
    }
}

pub(crate) fn dtype_of(v: &Value) -> Result<DType, String> {
    match &v.kind {
        ValueKind::Ident(s) | ValueKind::Str(s) => {
            DType::from_name(s.strip_prefix("dtype.").unwrap_or(s))
                .ok_or_else(|| "a dtype such as `float32`".into())
        }
        _ => Err("a dtype such as `float32`".into()),
    }
}

pub(crate) fn name_of(v: &Value) -> Result<String, String> {
    match &v.kind {
        ValueKind::Ident(s) | ValueKind::Str(s) => Ok(s.clone()),
        _ => Err("a name".into()),
    }
}

/// A name as JAX prints it, kept as written: `inner`, `<lambda>`, `'f'`.
pub(crate) fn text_of(v: &Value) -> Result<String, String> {
    match &v.kind {
        ValueKind::Ident(s) | ValueKind::Str(s) | ValueKind::Repr(s) => Ok(s.clone()),
        _ => Err("a name such as `inner` or `<lambda>`".into()),
    }
}

/// A size: a non-negative int that fits in i64.
pub(crate) fn dim_of_value(v: &Value) -> Result<u64, String> {
    dim_of(v).map_err(|_| "a size from 0 to 2^63-1".into())
}

/// `unroll`: a non-negative int.
pub(crate) fn unroll_of(v: &Value) -> Result<u64, String> {
    match v.kind {
        ValueKind::Int(i) if (0..=i64::MAX as i128).contains(&i) => Ok(i as u64),
        _ => Err("a non-negative int".into()),
    }
}

pub(crate) fn bools_of(v: &Value) -> Result<Vec<bool>, String> {
    let msg = || "a tuple of `True`/`False`".to_string();
    seq(v)
        .ok_or_else(msg)?
        .iter()
        .map(|x| bool_of(x).map_err(|_| msg()))
        .collect()
}

/// `ft_in` / `ft_out`: JAX's flat-tree repr, `((), (None,), (RightsOnly(Right(None)),))`, read
/// from the syntax tree: tuples, `None` leaves, `RightsOnly(...)`, `Right(...)`, `Left(...)`
/// of one positional argument, and `Pytree(vals=[...], tree=PyTreeDef(...))` (scan's transpose).
/// A value of any other form gets the plain message; a tree of these forms put together wrongly
/// (`Right((None,))`, `RightsOnly(None)`, a `Pytree` whose vals do not match its leaves, a
/// treedef node other than `*`, `None`, a tuple, a list or a dict) says why, at its offset in the
/// tree's repr (as [`FlatTree`] prints it).
pub(crate) fn flat_tree(v: &Value) -> Result<FlatTree, String> {
    let expected = "a flat tree such as `((), (None,), (None,))`";
    if !ft_forms_only(v) {
        return Err(expected.to_string());
    }
    let mut reader = FtReader { pos: 0, depth: 0 };
    reader
        .tree(v)
        .and_then(|t| t.validate().map(|()| t))
        .map_err(|e| format!("{expected} ({e})"))
}

/// The forms a flat tree's repr is made of.
enum FtForm<'v> {
    None,
    Tuple(&'v [Value]),
    /// `RightsOnly(x)`, `Right(x)`, `Left(x)`.
    Call(&'v str, &'v Value),
    /// `Pytree(vals=[...], tree=PyTreeDef(...))`: the vals and the treedef's one argument.
    Pytree(&'v [Value], &'v Value),
}

fn ft_form(v: &Value) -> Option<FtForm<'_>> {
    match &v.kind {
        ValueKind::None => Some(FtForm::None),
        ValueKind::Tuple(items) => Some(FtForm::Tuple(items)),
        ValueKind::Call { name, args } if name == "Pytree" => match args.as_slice() {
            [ast::Arg {
                keyword: Some(k1),
                value:
                    Value {
                        kind: ValueKind::List(vals),
                        ..
                    },
            }, ast::Arg {
                keyword: Some(k2),
                value:
                    Value {
                        kind:
                            ValueKind::Call {
                                name: td,
                                args: td_args,
                            },
                        ..
                    },
            }] if k1.text == "vals" && k2.text == "tree" && td == "PyTreeDef" => {
                match td_args.as_slice() {
                    [ast::Arg {
                        keyword: None,
                        value,
                    }] => Some(FtForm::Pytree(vals, value)),
                    _ => None,
                }
            }
            _ => None,
        },
        ValueKind::Call { name, args }
            if ["RightsOnly", "Right", "Left"].contains(&name.as_str()) =>
        {
            match args.as_slice() {
                [ast::Arg {
                    keyword: None,
                    value,
                }] => Some(FtForm::Call(name, value)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Whether `v` is made of flat-tree forms only, however they are put together.
fn ft_forms_only(v: &Value) -> bool {
    match ft_form(v) {
        Some(FtForm::None) => true,
        Some(FtForm::Tuple(items)) => items.iter().all(ft_forms_only),
        Some(FtForm::Call(_, inner)) => ft_forms_only(inner),
        // The vals and the treedef are read (and refused with an offset) by `FtReader`.
        Some(FtForm::Pytree(..)) => true,
        None => false,
    }
}

/// Deeper flat trees than this are refused (the parser's own limit on nesting is lower).
const FT_MAX_DEPTH: usize = 64;

/// Reads a tree of flat-tree forms, counting its repr's offset (`pos`) as it goes.
struct FtReader {
    pos: usize,
    depth: usize,
}

impl FtReader {
    fn enter(&mut self) -> Result<(), String> {
        self.depth += 1;
        if self.depth > FT_MAX_DEPTH {
            return Err(format!(
                "flat tree nested deeper than {FT_MAX_DEPTH} levels at offset {}",
                self.pos
            ));
        }
        Ok(())
    }

    /// A tuple of trees, `RightsOnly(tree)`, or a leaf value.
    fn tree(&mut self, v: &Value) -> Result<FlatTree, String> {
        self.enter()?;
        let t = match ft_form(v) {
            Some(FtForm::Tuple(items)) => {
                self.pos += "(".len();
                let mut trees = Vec::with_capacity(items.len());
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        self.pos += ", ".len();
                    }
                    trees.push(self.tree(item)?);
                }
                self.pos += if items.len() == 1 { ",)" } else { ")" }.len();
                FlatTree::Tuple(trees)
            }
            Some(FtForm::Call("RightsOnly", inner)) => {
                self.pos += "RightsOnly(".len();
                let t = self.tree(inner)?;
                self.pos += ")".len();
                FlatTree::Filtered(Box::new(t))
            }
            Some(FtForm::Pytree(items, treedef)) => {
                self.pos += "Pytree(vals=[".len();
                let mut vals = Vec::with_capacity(items.len());
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        self.pos += ", ".len();
                    }
                    vals.push(self.value(item)?);
                }
                self.pos += "], tree=PyTreeDef(".len();
                let tree = self.treedef(treedef)?;
                self.pos += "))".len();
                FlatTree::Pytree { vals, tree }
            }
            _ => FlatTree::Leaf(self.value(v)?),
        };
        self.depth -= 1;
        Ok(t)
    }

    /// A `PyTreeDef` node: `*`, `None`, a tuple, a list, or a dict with string or int keys.
    fn treedef(&mut self, v: &Value) -> Result<PyTreeDef, String> {
        self.enter()?;
        let seq = |r: &mut Self, items: &[Value]| -> Result<Vec<PyTreeDef>, String> {
            let mut ts = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    r.pos += ", ".len();
                }
                ts.push(r.treedef(item)?);
            }
            Ok(ts)
        };
        let t = match &v.kind {
            ValueKind::Star => {
                self.pos += "*".len();
                PyTreeDef::Leaf
            }
            ValueKind::None => {
                self.pos += "None".len();
                PyTreeDef::None
            }
            ValueKind::Tuple(items) => {
                self.pos += "(".len();
                let ts = seq(self, items)?;
                self.pos += if items.len() == 1 { ",)" } else { ")" }.len();
                PyTreeDef::Tuple(ts)
            }
            ValueKind::List(items) => {
                self.pos += "[".len();
                let ts = seq(self, items)?;
                self.pos += "]".len();
                PyTreeDef::List(ts)
            }
            ValueKind::Dict(items) => {
                self.pos += "{".len();
                let mut kvs = Vec::with_capacity(items.len());
                for (i, (k, item)) in items.iter().enumerate() {
                    if i > 0 {
                        self.pos += ", ".len();
                    }
                    let key = match &k.kind {
                        ValueKind::Str(s) => DictKey::Str(s.clone()),
                        ValueKind::Int(i) => DictKey::Int(*i),
                        _ => {
                            return Err(format!(
                                "PyTreeDef dict keys must be strings or ints, at offset {}",
                                self.pos
                            ))
                        }
                    };
                    self.pos += key.to_string().len() + ": ".len();
                    kvs.push((key, self.treedef(item)?));
                }
                self.pos += "}".len();
                PyTreeDef::Dict(kvs)
            }
            other => {
                let what = match other {
                    ValueKind::Call { name, .. } => format!("`{name}(...)`"),
                    _ => other.describe().to_string(),
                };
                return Err(format!(
                    "PyTreeDef node {what} is not supported (only `*`, `None`, tuples, lists and dicts are), at offset {}",
                    self.pos
                ));
            }
        };
        self.depth -= 1;
        Ok(t)
    }

    /// `None`, `Right(value)` or `Left(value)`.
    fn value(&mut self, v: &Value) -> Result<FtValue, String> {
        self.enter()?;
        let value = match ft_form(v) {
            Some(FtForm::None) => {
                self.pos += "None".len();
                FtValue::None
            }
            Some(FtForm::Call(name @ ("Right" | "Left"), inner)) => {
                self.pos += name.len() + "(".len();
                let x = Box::new(self.value(inner)?);
                self.pos += ")".len();
                if name == "Right" {
                    FtValue::Right(x)
                } else {
                    FtValue::Left(x)
                }
            }
            _ => {
                return Err(format!(
                "flat tree: expected `(`, `RightsOnly(`, `Right(`, `Left(` or `None` at offset {}",
                self.pos
            ))
            }
        };
        self.depth -= 1;
        Ok(value)
    }
}

/// `None` or what `f` accepts.
pub(crate) fn opt<T>(
    f: impl Fn(&Value) -> Result<T, String>,
) -> impl Fn(&Value) -> Result<Option<T>, String> {
    move |v| match v.kind {
        ValueKind::None => Ok(None),
        _ => f(v).map(Some).map_err(|e| format!("None or {e}")),
    }
}

pub(crate) type DimNums = (Vec<usize>, Vec<usize>, Vec<usize>, Vec<usize>);

/// `(([1], [0]), ([], []))`.
pub(crate) fn dimension_numbers(v: &Value) -> Result<DimNums, String> {
    let msg = || "`((lhs_contracting, rhs_contracting), (lhs_batch, rhs_batch))`".to_string();
    let pair = |v: &Value| -> Result<(Vec<usize>, Vec<usize>), String> {
        match seq(v) {
            Some([a, b]) => Ok((
                usizes_of(a).map_err(|_| msg())?,
                usizes_of(b).map_err(|_| msg())?,
            )),
            _ => Err(msg()),
        }
    };
    match seq(v) {
        Some([c, b]) => {
            let (lc, rc) = pair(c)?;
            let (lb, rb) = pair(b)?;
            Ok((lc, rc, lb, rb))
        }
        _ => Err(msg()),
    }
}

/// `((0, 0), (1, 0))`.
pub(crate) fn aliases(v: &Value) -> Result<Vec<(i64, i64)>, String> {
    let msg = || "a tuple of `(input, output)` index pairs".to_string();
    seq(v)
        .ok_or_else(msg)?
        .iter()
        .map(|pair| match seq(pair) {
            Some([i, o]) => Ok((i64_of(i).map_err(|_| msg())?, i64_of(o).map_err(|_| msg())?)),
            _ => Err(msg()),
        })
        .collect()
}

/// `(ShapedArray(float32[4]), ShapedArray(int32[3]))`.
pub(crate) fn result_avals(v: &Value) -> Result<Vec<Aval>, String> {
    let msg = || "a tuple of `ShapedArray(dtype[dims])`".to_string();
    seq(v)
        .ok_or_else(msg)?
        .iter()
        .map(|item| match &item.kind {
            ValueKind::Call { name, args } if name == "ShapedArray" => match args.first() {
                Some(ast::Arg {
                    keyword: None,
                    value:
                        Value {
                            kind: ValueKind::Shaped { dtype, dims },
                            ..
                        },
                }) => DType::from_name(dtype)
                    .map(|d| Aval::new(d, dims.clone()))
                    .ok_or_else(msg),
                _ => Err(msg()),
            },
            _ => Err(msg()),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::flat_tree;

    /// `ft` read as the `ft_in` of a scan equation, printed back.
    fn read(ft: &str) -> Result<String, String> {
        let text = format!("{{ lambda ; . let a:f32[] = scan[ft_in={ft}] in (a,) }}");
        let p = crate::parser::Parser::new(crate::lexer::Lexer::new(&text))
            .parse_program()
            .map_err(|d| format!("syntax: {}", d.message))?;
        flat_tree(&p.main.eqns[0].params[0].value).map(|t| t.to_string())
    }

    #[test]
    fn flat_trees_read_from_the_syntax_tree() {
        for text in [
            "()",
            "None",
            "((), (None,), (None,))",
            "((None,), (RightsOnly(Right(None)),))",
            "((None, None), ())",
            "(((None,), ()), (RightsOnly(Left(None)),), ())",
            "(RightsOnly(RightsOnly(Right(Left(None)))), RightsOnly(RightsOnly(Left(None))))",
        ] {
            assert_eq!(read(text), Ok(text.into()));
        }
        assert_eq!(read("( (None ,) ,(  ) )"), Ok("((None,), ())".into()));
    }

    #[test]
    fn flat_tree_errors() {
        for (text, err) in [
            ("(Nope,)", ""),
            ("(None, [None])", ""),
            ("(Right(None, None),)", ""),
            ("(Right(x=None),)", ""),
            ("(Middle(None),)", ""),
            ("(RightsOnly(None),)", "(flat tree `RightsOnly(None)`: RightsOnly must hold Right(...) or Left(...) values)"),
            ("(None, RightsOnly((Right(None), None)))", "(flat tree `RightsOnly((Right(None), None))`: RightsOnly must hold Right(...) or Left(...) values)"),
            ("(Right((None,)),)", "(flat tree: expected `(`, `RightsOnly(`, `Right(`, `Left(` or `None` at offset 7)"),
            ("(None, Left(RightsOnly(Right(None))))", "(flat tree: expected `(`, `RightsOnly(`, `Right(`, `Left(` or `None` at offset 12)"),
            ("(Right(None), Left(()))", "(flat tree: expected `(`, `RightsOnly(`, `Right(`, `Left(` or `None` at offset 19)"),
            ("(Right((None,)), Nope)", ""),
            ("(RightsOnly(None), Left(()))", "(flat tree: expected `(`, `RightsOnly(`, `Right(`, `Left(` or `None` at offset 24)"),
        ] {
            let expected = "a flat tree such as `((), (None,), (None,))`";
            let want = match err {
                "" => expected.to_string(),
                why => format!("{expected} {why}"),
            };
            assert_eq!(read(text), Err(want), "{text}");
        }
        // The parser's nesting limit comes first: the deepest tree it lets through is read.
        let deep = format!("{}None{}", "(".repeat(61), ",)".repeat(61));
        assert_eq!(read(&deep), Ok(deep.clone()));
    }
}
