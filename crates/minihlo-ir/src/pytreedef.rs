//! JAX's `PyTreeDef` as it prints inside a flat tree's `Pytree(vals=[...], tree=PyTreeDef(...))`
//! (scan's transpose rule builds its `ft_in` / `ft_out` with `ft.flatten` of lists of arrays):
//! `*` leaves, `None`, tuples, lists and dicts. Only the structure is kept: how many leaves each
//! node holds, its children, and the text to print back exactly as jaxlib prints it.

use std::fmt;

/// A dict key as a `PyTreeDef` prints it: a string (`'a'`) or an int (`1`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DictKey {
    /// The string's characters as written between the quotes.
    Str(String),
    Int(i128),
}

/// One node of a `PyTreeDef`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PyTreeDef {
    /// `*`.
    Leaf,
    /// `None`: a node with no leaves.
    None,
    Tuple(Vec<PyTreeDef>),
    List(Vec<PyTreeDef>),
    /// `{'a': *, 'b': None}`, keys in printed (sorted) order.
    Dict(Vec<(DictKey, PyTreeDef)>),
}

impl PyTreeDef {
    /// `treedef.num_leaves`.
    pub fn num_leaves(&self) -> usize {
        match self {
            PyTreeDef::Leaf => 1,
            PyTreeDef::None => 0,
            PyTreeDef::Tuple(ts) | PyTreeDef::List(ts) => ts.iter().map(Self::num_leaves).sum(),
            PyTreeDef::Dict(kvs) => kvs.iter().map(|(_, t)| t.num_leaves()).sum(),
        }
    }

    /// The children of a tuple or list node (`treedef_children` where `FlatTree.unpackable`
    /// holds); `None` for any other node.
    pub fn tuple_children(&self) -> Option<&[PyTreeDef]> {
        match self {
            PyTreeDef::Tuple(ts) | PyTreeDef::List(ts) => Some(ts),
            _ => None,
        }
    }
}

fn write_seq(f: &mut fmt::Formatter<'_>, ts: &[PyTreeDef]) -> fmt::Result {
    for (i, t) in ts.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{t}")?;
    }
    Ok(())
}

impl fmt::Display for DictKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // Python's repr quotes with `"` when the string holds `'` and no `"`.
            DictKey::Str(s) if s.contains('\'') && !s.contains('"') => write!(f, "\"{s}\""),
            DictKey::Str(s) => write!(f, "'{s}'"),
            DictKey::Int(i) => write!(f, "{i}"),
        }
    }
}

/// The node as jaxlib prints it inside `PyTreeDef(...)`.
impl fmt::Display for PyTreeDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PyTreeDef::Leaf => f.write_str("*"),
            PyTreeDef::None => f.write_str("None"),
            PyTreeDef::Tuple(ts) => {
                f.write_str("(")?;
                write_seq(f, ts)?;
                f.write_str(if ts.len() == 1 { ",)" } else { ")" })
            }
            PyTreeDef::List(ts) => {
                f.write_str("[")?;
                write_seq(f, ts)?;
                f.write_str("]")
            }
            PyTreeDef::Dict(kvs) => {
                f.write_str("{")?;
                for (i, (k, t)) in kvs.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{k}: {t}")?;
                }
                f.write_str("}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_and_counts_as_jaxlib_does() {
        let t = PyTreeDef::Tuple(vec![
            PyTreeDef::Tuple(vec![
                PyTreeDef::Leaf,
                PyTreeDef::List(vec![PyTreeDef::Leaf]),
            ]),
            PyTreeDef::Dict(vec![
                (DictKey::Str("a".into()), PyTreeDef::None),
                (DictKey::Str("b".into()), PyTreeDef::Leaf),
                (DictKey::Int(3), PyTreeDef::Tuple(vec![PyTreeDef::Leaf])),
            ]),
        ]);
        assert_eq!(t.to_string(), "((*, [*]), {'a': None, 'b': *, 3: (*,)})");
        assert_eq!(t.num_leaves(), 4);
        assert_eq!(t.tuple_children().map(<[_]>::len), Some(2));
        assert_eq!(PyTreeDef::List(vec![]).to_string(), "[]");
        assert_eq!(PyTreeDef::Dict(vec![]).to_string(), "{}");
        assert_eq!(PyTreeDef::Dict(vec![]).tuple_children(), None);
    }
}
