//! Calls and control flow: the params of `jit`, `cond`, `while`, `scan`, `custom_jvp_call` and
//! `custom_vjp_call` as JAX 0.12 prints them, their shape rules (JAX's typecheck messages), and
//! the pytree-ish `ft_in`/`ft_out` params of `scan`.
//!
//! Sub-jaxprs are held as [`JaxprId`]s of the program's arena: two equations holding the same id
//! call one function, which the printer prints once (`let NAME = ... in`) and the lowering emits
//! once. The shape rules take the arena (`jaxprs`, indexed by id) to see the callees. A sub-jaxpr's
//! constvars are closed-over values JAX keeps beside the jaxpr; they are not operands of the
//! equation, so the shape rules below match operands against `invars` only.

use std::fmt;

use crate::callee::{Callees, JaxprId};
use crate::pytreedef::PyTreeDef;
use crate::types::{Aval, DType};

/// Why an equation is ill-typed (complete on its own).
pub type RuleError = String;

/// `jit` (printed `pjit` by older JAX): a call of a named inner function.
#[derive(Clone, Debug, PartialEq)]
pub struct Jit {
    /// The function's name as JAX prints it (`inner`, `<lambda>`, `remainder`).
    pub name: String,
    pub jaxpr: JaxprId,
}

/// `cond`: `branches[index]` applied to the operands; the index is clamped by the caller.
#[derive(Clone, Debug, PartialEq)]
pub struct Cond {
    pub branches: Vec<JaxprId>,
    /// `branches_platforms`: each branch's platforms (`platform_dependent`); the lowering keeps
    /// the branches of the lowering platforms ([`crate::platform_index`]).
    pub branches_platforms: Option<crate::platform_index::BranchesPlatforms>,
}

/// `while`: operands are `cond_consts ++ body_consts ++ init`; results are the final carry.
#[derive(Clone, Debug, PartialEq)]
pub struct While {
    pub cond_jaxpr: JaxprId,
    pub cond_nconsts: usize,
    pub body_jaxpr: JaxprId,
    pub body_nconsts: usize,
}

/// `scan`: operands are `consts ++ init ++ xs` (as counted by `ft_in`), results are
/// `carry ++ ys` (as counted by `ft_out`); the body takes `consts ++ carry ++ x slices` and
/// returns `carry ++ y slices`.
#[derive(Clone, Debug, PartialEq)]
pub struct Scan {
    pub jaxpr: JaxprId,
    pub length: u64,
    pub reverse: bool,
    pub unroll: u64,
    /// `(consts, carry, xs)`.
    pub ft_in: FlatTree,
    /// `(carry, ys)`.
    pub ft_out: FlatTree,
}

/// `custom_jvp_call`: the primal `call_jaxpr` is what runs; the JVP rule is only named.
#[derive(Clone, Debug, PartialEq)]
pub struct CustomJvpCall {
    /// `call_jaxpr`'s function name (`relu`).
    pub name: String,
    pub call_jaxpr: JaxprId,
    /// The JVP function's name.
    pub jvp: String,
    /// Printed only when nonzero.
    pub num_consts: usize,
    pub symbolic_zeros: bool,
}

/// `custom_vjp_call`: the primal `call_jaxpr` is what runs; fwd and bwd are only named.
#[derive(Clone, Debug, PartialEq)]
pub struct CustomVjpCall {
    pub name: String,
    pub call_jaxpr: JaxprId,
    pub fwd: String,
    pub bwd: String,
    pub num_consts: usize,
    pub symbolic_zeros: bool,
}

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

/// JAX's `_avals_short`: `float32[4] int32[]`.
pub fn avals_short(avals: &[Aval]) -> String {
    avals
        .iter()
        .map(Aval::numpy_display)
        .collect::<Vec<_>>()
        .join(" ")
}

/// `_check_call`'s rule for call-like primitives (`jit`, `custom_*_call`).
pub(crate) fn call_rule(
    prim: &str,
    jaxprs: &(impl Callees + ?Sized),
    id: JaxprId,
    inputs: &[Aval],
) -> Result<Vec<Aval>, RuleError> {
    let j = jaxprs.signature(id)?;
    let ins = &j.ins;
    if ins.len() != inputs.len() {
        return Err(format!(
            "Call primitive {prim} with {} operands cannot call jaxpr with {} inputs",
            inputs.len(),
            ins.len()
        ));
    }
    for (i, (x, v)) in inputs.iter().zip(ins).enumerate() {
        if x != v {
            return Err(format!(
                "Call primitive {prim} passes operand {i} of type {} to jaxpr expecting type {}",
                x.numpy_display(),
                v.numpy_display()
            ));
        }
    }
    Ok(j.outs)
}

impl Jit {
    pub fn infer(
        &self,
        inputs: &[Aval],
        jaxprs: &(impl Callees + ?Sized),
    ) -> Result<Vec<Aval>, RuleError> {
        call_rule("jit", jaxprs, self.jaxpr, inputs)
    }
}

impl CustomJvpCall {
    pub fn infer(
        &self,
        inputs: &[Aval],
        jaxprs: &(impl Callees + ?Sized),
    ) -> Result<Vec<Aval>, RuleError> {
        call_rule("custom_jvp_call", jaxprs, self.call_jaxpr, inputs)
    }
}

impl CustomVjpCall {
    pub fn infer(
        &self,
        inputs: &[Aval],
        jaxprs: &(impl Callees + ?Sized),
    ) -> Result<Vec<Aval>, RuleError> {
        call_rule("custom_vjp_call", jaxprs, self.call_jaxpr, inputs)
    }
}

impl Cond {
    /// `_cond_typecheck`, message for message. `inputs` are the index and the operands.
    pub fn infer(
        &self,
        inputs: &[Aval],
        jaxprs: &(impl Callees + ?Sized),
    ) -> Result<Vec<Aval>, RuleError> {
        let Some(&j0) = self.branches.first() else {
            return Err("cond requires at least one branch function".into());
        };
        let j0 = jaxprs.signature(j0)?;
        let (in0, out0) = (j0.ins, j0.outs);
        for (i, &j) in self.branches.iter().enumerate().skip(1) {
            let j = jaxprs.signature(j)?;
            let (ini, outi) = (j.ins, j.outs);
            if in0.len() != ini.len() {
                return Err(format!(
                    "cond branch 0 takes {} inputs, branch {i} takes {}",
                    in0.len(),
                    ini.len()
                ));
            }
            if out0.len() != outi.len() {
                return Err(format!(
                    "cond branch 0 outputs {} values, branch {i} outputs {}",
                    out0.len(),
                    outi.len()
                ));
            }
            if in0 != ini {
                return Err(format!(
                    "cond branches 0 and {i} have mismatching input types: {} vs {}",
                    avals_short(&in0),
                    avals_short(&ini)
                ));
            }
            if out0 != outi {
                return Err(format!(
                    "cond branches 0 and {i} have mismatching output types: {} vs {}",
                    avals_short(&out0),
                    avals_short(&outi)
                ));
            }
        }
        if inputs.len() != 1 + in0.len() {
            return Err(format!(
                "cond called with {} non-predicate operands, but branches take {} inputs",
                inputs.len().saturating_sub(1),
                in0.len()
            ));
        }
        let (index, ops) = (&inputs[0], &inputs[1..]);
        if index.dtype != DType::I32 {
            return Err(format!(
                "cond called with index of type {} instead of int32",
                index.dtype.numpy_name()
            ));
        }
        if index.rank() != 0 {
            return Err(format!(
                "cond called with index of shape {} instead of a scalar",
                index.shape
            ));
        }
        if ops != in0.as_slice() {
            return Err(format!(
                "cond branches take input types {}, called with operands of type {}",
                avals_short(&in0),
                avals_short(ops)
            ));
        }
        Ok(out0)
    }
}

impl While {
    /// The operands split as `(cond_consts, body_consts, init)`.
    pub fn split<'a, T>(&self, inputs: &'a [T]) -> Option<(&'a [T], &'a [T], &'a [T])> {
        let nc = self.cond_nconsts;
        let nb = self.body_nconsts;
        if inputs.len() < nc.checked_add(nb)? {
            return None;
        }
        let (c, rest) = inputs.split_at(nc);
        let (b, init) = rest.split_at(nb);
        Some((c, b, init))
    }

    pub fn infer(
        &self,
        inputs: &[Aval],
        jaxprs: &(impl Callees + ?Sized),
    ) -> Result<Vec<Aval>, RuleError> {
        let (cond, body) = (
            jaxprs.signature(self.cond_jaxpr)?,
            jaxprs.signature(self.body_jaxpr)?,
        );
        let Some((cc, bc, init)) = self.split(inputs) else {
            return Err(format!(
                "while called with {} operands, fewer than cond_nconsts={} plus body_nconsts={}",
                inputs.len(),
                self.cond_nconsts,
                self.body_nconsts
            ));
        };
        let cond_in = cond.ins;
        let expected: Vec<Aval> = cc.iter().chain(init).cloned().collect();
        if cond_in != expected {
            return Err(format!(
                "while cond_jaxpr takes input types {}, called with cond consts and carry of type {}",
                avals_short(&cond_in),
                avals_short(&expected)
            ));
        }
        let cond_out = cond.outs;
        // A batched predicate (what `vmap` of a loop with a batched condition makes): a bool
        // array whose shape leads every carry's shape.
        let batched = |p: &Aval| {
            p.dtype == DType::Bool
                && p.rank() > 0
                && init
                    .iter()
                    .all(|c| c.rank() >= p.rank() && c.dims()[..p.rank()] == *p.dims())
        };
        let ok = match cond_out.as_slice() {
            [p] => *p == Aval::scalar(DType::Bool) || batched(p),
            _ => false,
        };
        if !ok {
            return Err(format!(
                "while cond_jaxpr must return one bool[] value (or, under vmap, a bool array whose shape leads every carry's), got ({})",
                avals_short(&cond_out)
            ));
        }
        let body_in = body.ins;
        let expected: Vec<Aval> = bc.iter().chain(init).cloned().collect();
        if body_in != expected {
            return Err(format!(
                "while body_jaxpr takes input types {}, called with body consts and carry of type {}",
                avals_short(&body_in),
                avals_short(&expected)
            ));
        }
        let body_out = body.outs;
        if body_out != init {
            return Err(format!(
                "while body_jaxpr carry input and output types mismatch: {} vs {}",
                avals_short(init),
                avals_short(&body_out)
            ));
        }
        Ok(body_out)
    }
}

/// How a scan's operands and results are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScanCounts {
    pub consts: usize,
    pub carry: usize,
    pub xs: usize,
    pub carry_out: usize,
    pub ys: usize,
}

impl Scan {
    /// A scan as `lax.scan` binds it: `num_consts` consts, `num_carry` carries, `num_xs` scanned
    /// inputs and `num_ys` stacked outputs; `reverse=False`, `unroll=1`.
    pub fn new(
        jaxpr: JaxprId,
        length: u64,
        num_consts: usize,
        num_carry: usize,
        num_xs: usize,
        num_ys: usize,
    ) -> Scan {
        Scan {
            jaxpr,
            length,
            reverse: false,
            unroll: 1,
            ft_in: FlatTree::Tuple(vec![
                FlatTree::nones(num_consts),
                FlatTree::nones(num_carry),
                FlatTree::nones(num_xs),
            ]),
            ft_out: FlatTree::Tuple(vec![
                FlatTree::nones(num_carry),
                FlatTree::nones(num_ys).filter_with_mask(&vec![true; num_ys]),
            ]),
        }
    }

    pub fn counts(&self) -> Result<ScanCounts, RuleError> {
        let (Some([c, k, x]), Some([ko, y])) = (
            self.ft_in
                .parts()
                .and_then(|p| <[FlatTree; 3]>::try_from(p).ok()),
            self.ft_out
                .parts()
                .and_then(|p| <[FlatTree; 2]>::try_from(p).ok()),
        ) else {
            return Err(format!(
                "scan ft_in must be a tuple (consts, carry, xs) and ft_out a tuple (carry, ys), got ft_in={} ft_out={}",
                self.ft_in, self.ft_out
            ));
        };
        Ok(ScanCounts {
            consts: c.len(),
            carry: k.len(),
            xs: x.len(),
            carry_out: ko.len(),
            ys: y.len(),
        })
    }

    /// `_scan_typecheck` (and abstract eval), message for message where JAX has one.
    pub fn infer(
        &self,
        inputs: &[Aval],
        jaxprs: &(impl Callees + ?Sized),
    ) -> Result<Vec<Aval>, RuleError> {
        let body = jaxprs.signature(self.jaxpr)?;
        let n = self.counts()?;
        if inputs.len() != n.consts + n.carry + n.xs {
            return Err(format!(
                "scan called with {} operands, but ft_in={} counts {}",
                inputs.len(),
                self.ft_in,
                n.consts + n.carry + n.xs
            ));
        }
        let body_in = body.ins;
        let body_out = body.outs;
        if body_in.len() != inputs.len() {
            return Err(format!(
                "scan number of arguments doesn't match the number of jaxpr arguments: {} vs {}",
                inputs.len(),
                body_in.len()
            ));
        }
        if body_out.len() != n.carry_out + n.ys {
            return Err(format!(
                "scan jaxpr returns {} values, but ft_out={} counts {}",
                body_out.len(),
                self.ft_out,
                n.carry_out + n.ys
            ));
        }
        let (consts, rest) = inputs.split_at(n.consts);
        let (init, xs) = rest.split_at(n.carry);
        let (consts_j, rest_j) = body_in.split_at(n.consts);
        let (init_j, xs_j) = rest_j.split_at(n.carry);
        let (carry_j, ys_j) = body_out.split_at(n.carry_out);
        if init_j != carry_j {
            return Err(format!(
                "scan input carry input and output types mismatch: \n{}\nvs\n{}",
                avals_short(init_j),
                avals_short(carry_j)
            ));
        }
        if consts_j != consts {
            return Err(format!(
                "scan jaxpr takes input const types\n{},\ncalled with consts of type\n{}",
                avals_short(consts_j),
                avals_short(consts)
            ));
        }
        if init_j != init {
            return Err(format!(
                "scan jaxpr takes input carry types\n{},\ncalled with initial carry of type\n{}",
                avals_short(init_j),
                avals_short(init)
            ));
        }
        let mut xs_mapped = Vec::with_capacity(xs.len());
        for x in xs {
            if x.dims().first() != Some(&self.length) {
                return Err(format!(
                    "scan sequence operand of type {} does not have the leading dimension length={}",
                    x.numpy_display(),
                    self.length
                ));
            }
            xs_mapped.push(Aval::new(x.dtype, &x.dims()[1..]));
        }
        if xs_j != xs_mapped.as_slice() {
            return Err(format!(
                "scan jaxpr takes input sequence types\n{},\ncalled with sequence whose items have type\n{}",
                avals_short(xs_j),
                avals_short(&xs_mapped)
            ));
        }
        let mut out = init.to_vec();
        for y in ys_j {
            let mut dims = vec![self.length];
            dims.extend_from_slice(y.dims());
            let aval = Aval::new(y.dtype, dims);
            if aval.shape.num_elements().is_none() {
                return Err(format!(
                    "scan output {} stacked {} times has more elements than fit in an i64",
                    y.numpy_display(),
                    self.length
                ));
            }
            out.push(aval);
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        use crate::pytreedef::PyTreeDef as T;
        let list = |n: usize| T::List(vec![T::Leaf; n]);
        let ft_in = FlatTree::Pytree {
            vals: vec![FtValue::None; 5],
            tree: T::Tuple(vec![
                T::Tuple(vec![list(0), list(0)]),
                T::Tuple(vec![list(0), list(1)]),
                T::Tuple(vec![list(0), list(1), list(3)]),
            ]),
        };
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
        let scan = Scan {
            jaxpr: JaxprId::from_index(0),
            length: 4,
            reverse: true,
            unroll: 1,
            ft_out: FlatTree::Tuple(vec![parts[1].clone(), FlatTree::nones(1)]),
            ft_in,
        };
        let n = scan.counts().expect("counts");
        assert_eq!(
            (n.consts, n.carry, n.xs, n.carry_out, n.ys),
            (0, 1, 4, 1, 1)
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
