//! JAX 0.12's `FlatTree`, as scan's `ft_in` / `ft_out` params print it: how a scan's operands
//! and results are grouped (consts, carry, xs; carry, ys), and which of them DCE removed.

use std::fmt;

use crate::pytreedef::PyTreeDef;

/// A value held at a leaf of a [`FlatTree`]: `None`, or JAX's `Either` of one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FtValue {
    None,
    Right(Box<FtValue>),
    Left(Box<FtValue>),
}

/// JAX 0.12's `FlatTree` as scan's `ft_in` / `ft_out` print it: tuples, `None` leaves,
/// `Pytree(vals=[...], tree=PyTreeDef(...))` (what scan's transpose rule builds with
/// `ft.flatten`), and `RightsOnly(...)` filtered trees whose `Left` leaves were removed (by DCE
/// or forwarding) and count for nothing.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FlatTree {
    Tuple(Vec<FlatTree>),
    Leaf(FtValue),
    /// `Pytree(vals=[...], tree=PyTreeDef(...))`: the values at the treedef's `*` leaves, in
    /// order (one per leaf when valid, see [`FlatTree::validate`]).
    Pytree {
        vals: Vec<FtValue>,
        tree: PyTreeDef,
    },
    /// `RightsOnly(tree)`: only the tree's `Right` values are leaves.
    Filtered(Box<FlatTree>),
}

impl FlatTree {
    /// `ft.nones(n)`: a tuple of `n` `None` leaves.
    pub fn nones(n: usize) -> FlatTree {
        FlatTree::Tuple(vec![FlatTree::Leaf(FtValue::None); n])
    }

    /// The leaf values, in order (JAX's `FlatTree.vals`).
    pub fn vals(&self) -> Vec<FtValue> {
        match self {
            FlatTree::Tuple(ts) => ts.iter().flat_map(FlatTree::vals).collect(),
            FlatTree::Leaf(v) => vec![v.clone()],
            FlatTree::Pytree { vals, .. } => vals.clone(),
            FlatTree::Filtered(t) => t
                .vals()
                .into_iter()
                .filter_map(|v| match v {
                    FtValue::Right(inner) => Some(*inner),
                    _ => None,
                })
                .collect(),
        }
    }

    /// How many values (operands or results) the tree stands for.
    pub fn len(&self) -> usize {
        self.vals().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The parts of a top-level tuple (JAX's `FlatTree.unpack`): a tuple's elements, a
    /// `Pytree` of a tuple or list split into its children's trees (each holding its own
    /// leaves' values), or a `RightsOnly` tree's parts each kept filtered. `None` for anything
    /// else, and for a `Pytree` whose values do not match its leaves.
    pub fn parts(&self) -> Option<Vec<FlatTree>> {
        match self {
            FlatTree::Tuple(ts) => Some(ts.clone()),
            FlatTree::Pytree { vals, tree } => {
                let children = tree.tuple_children()?;
                if vals.len() != tree.num_leaves() {
                    return None;
                }
                let mut rest = vals.as_slice();
                let mut parts = Vec::with_capacity(children.len());
                for child in children {
                    let (mine, after) = rest.split_at(child.num_leaves());
                    parts.push(FlatTree::Pytree {
                        vals: mine.to_vec(),
                        tree: child.clone(),
                    });
                    rest = after;
                }
                Some(parts)
            }
            FlatTree::Filtered(t) => Some(
                t.parts()?
                    .into_iter()
                    .map(|p| FlatTree::Filtered(Box::new(p)))
                    .collect(),
            ),
            FlatTree::Leaf(_) => None,
        }
    }

    /// `ft.filter_with_mask(mask)`: keeps the values where `mask` is true (one entry per value).
    pub fn filter_with_mask(&self, mask: &[bool]) -> FlatTree {
        let mut it = mask.iter().copied();
        let wrapped = self.map_vals(&mut |v| {
            if it.next().unwrap_or(true) {
                FtValue::Right(Box::new(v))
            } else {
                FtValue::Left(Box::new(v))
            }
        });
        fn filtered(t: FlatTree) -> FlatTree {
            match t {
                FlatTree::Tuple(ts) => FlatTree::Tuple(ts.into_iter().map(filtered).collect()),
                other => FlatTree::Filtered(Box::new(other)),
            }
        }
        filtered(wrapped)
    }

    fn map_vals(&self, f: &mut dyn FnMut(FtValue) -> FtValue) -> FlatTree {
        match self {
            FlatTree::Tuple(ts) => FlatTree::Tuple(ts.iter().map(|t| t.map_vals(f)).collect()),
            FlatTree::Leaf(v) => FlatTree::Leaf(f(v.clone())),
            FlatTree::Pytree { vals, tree } => FlatTree::Pytree {
                vals: vals.iter().map(|v| f(v.clone())).collect(),
                tree: tree.clone(),
            },
            FlatTree::Filtered(t) => FlatTree::Filtered(Box::new(t.map_vals(&mut |x| match x {
                FtValue::Right(inner) => FtValue::Right(Box::new(f(*inner))),
                other => other,
            }))),
        }
    }

    /// Every value under a `RightsOnly` must be a `Right` or a `Left` (checked innermost first),
    /// and a `Pytree` holds one value per leaf of its treedef; the message names the first tree
    /// that breaks this.
    pub fn validate(&self) -> Result<(), String> {
        match self {
            FlatTree::Tuple(ts) => ts.iter().try_for_each(FlatTree::validate),
            FlatTree::Leaf(_) => Ok(()),
            FlatTree::Pytree { vals, tree } => {
                if vals.len() == tree.num_leaves() {
                    Ok(())
                } else {
                    Err(format!(
                        "flat tree `{self}`: Pytree has {} vals but its PyTreeDef has {} leaves",
                        vals.len(),
                        tree.num_leaves()
                    ))
                }
            }
            FlatTree::Filtered(t) => {
                t.validate()?;
                if t.vals().iter().all(|v| !matches!(v, FtValue::None)) {
                    Ok(())
                } else {
                    Err(format!(
                        "flat tree `{self}`: RightsOnly must hold Right(...) or Left(...) values"
                    ))
                }
            }
        }
    }
}

impl fmt::Display for FtValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FtValue::None => f.write_str("None"),
            FtValue::Right(v) => write!(f, "Right({v})"),
            FtValue::Left(v) => write!(f, "Left({v})"),
        }
    }
}

impl fmt::Display for FlatTree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FlatTree::Tuple(ts) => {
                f.write_str("(")?;
                for (i, t) in ts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{t}")?;
                }
                if ts.len() == 1 {
                    f.write_str(",")?;
                }
                f.write_str(")")
            }
            FlatTree::Leaf(v) => write!(f, "{v}"),
            FlatTree::Pytree { vals, tree } => {
                f.write_str("Pytree(vals=[")?;
                for (i, v) in vals.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{v}")?;
                }
                write!(f, "], tree=PyTreeDef({tree}))")
            }
            FlatTree::Filtered(t) => write!(f, "RightsOnly({t})"),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::pytreedef::PyTreeDef as T;

    #[test]
    fn flat_trees_print_and_count_as_jax_does() {
        let t = FlatTree::nones(0);
        assert_eq!(t.to_string(), "()");
        let ys = FlatTree::nones(2).filter_with_mask(&[true, false]);
        assert_eq!(
            ys.to_string(),
            "(RightsOnly(Right(None)), RightsOnly(Left(None)))"
        );
        assert_eq!(ys.len(), 1);
        let again = ys.filter_with_mask(&[false]);
        assert_eq!(
            again.to_string(),
            "(RightsOnly(RightsOnly(Right(Left(None)))), RightsOnly(RightsOnly(Left(None))))"
        );
        assert_eq!(again.len(), 0);
    }

    /// Scan's transpose: `ft.flatten(((ires, mut), (ct_consts, ct_carry), (mut_xs, ct_ys, eres)))`.
    #[test]
    fn pytrees_split_into_their_treedefs_children() {
        let list = |n: usize| T::List(vec![T::Leaf; n]);
        let ft_in = pytree_ft_in();
        assert_eq!(
            ft_in.to_string(),
            "Pytree(vals=[None, None, None, None, None], tree=PyTreeDef((([], []), ([], [*]), ([], [*], [*, *, *]))))"
        );
        let parts = ft_in.parts().expect("a tuple treedef");
        assert_eq!(
            parts.iter().map(FlatTree::len).collect::<Vec<_>>(),
            [0, 1, 4]
        );
        assert_eq!(
            parts[2].to_string(),
            "Pytree(vals=[None, None, None, None], tree=PyTreeDef(([], [*], [*, *, *])))"
        );
        // DCE filters it as JAX's `ft_filtered` does: the Pytree whole, under RightsOnly.
        let kept = parts[2].filter_with_mask(&[false, true, true, false]);
        assert_eq!(
            kept.to_string(),
            "RightsOnly(Pytree(vals=[Left(None), Right(None), Right(None), Left(None)], tree=PyTreeDef(([], [*], [*, *, *]))))"
        );
        assert_eq!(kept.len(), 2);
        let kept_parts = kept.parts().expect("RightsOnly of a tuple treedef");
        assert_eq!(
            kept_parts.iter().map(FlatTree::len).collect::<Vec<_>>(),
            [0, 0, 2]
        );
        assert_eq!(kept.validate(), Ok(()));
        let leaf = FlatTree::Pytree {
            vals: vec![FtValue::None],
            tree: T::Leaf,
        };
        assert_eq!(leaf.parts(), None);
        let short = FlatTree::Pytree {
            vals: vec![],
            tree: list(1),
        };
        assert_eq!(short.parts(), None);
        assert!(short.validate().is_err());
    }

    /// The `ft_in` of scan's transpose: `((ires, mut), (ct_consts, ct_carry), (mut_xs, ct_ys,
    /// eres))` as one `Pytree`.
    pub(crate) fn pytree_ft_in() -> FlatTree {
        let list = |n: usize| T::List(vec![T::Leaf; n]);
        FlatTree::Pytree {
            vals: vec![FtValue::None; 5],
            tree: T::Tuple(vec![
                T::Tuple(vec![list(0), list(0)]),
                T::Tuple(vec![list(0), list(1)]),
                T::Tuple(vec![list(0), list(1), list(3)]),
            ]),
        }
    }

    #[test]
    fn rights_only_holds_rights_and_lefts() {
        let ys = FlatTree::nones(2).filter_with_mask(&[true, false]);
        assert_eq!(ys.validate(), Ok(()));
        let bad = FlatTree::Tuple(vec![FlatTree::Filtered(Box::new(FlatTree::Leaf(
            FtValue::None,
        )))]);
        assert_eq!(
            bad.validate(),
            Err(
                "flat tree `RightsOnly(None)`: RightsOnly must hold Right(...) or Left(...) values"
                    .into()
            )
        );
    }
}
