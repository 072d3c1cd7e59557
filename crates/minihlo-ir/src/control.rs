//! Calls and control flow: the params of `jit`, `cond`, `while`, `scan`, `custom_jvp_call` and
//! `custom_vjp_call` as JAX 0.12 prints them and their shape rules (JAX's typecheck messages);
//! scan's `ft_in`/`ft_out` params are [`crate::flat_tree`]'s.
//!
//! Sub-jaxprs are held as [`JaxprId`]s of the program's arena: two equations holding the same id
//! call one function, which the printer prints once (`let NAME = ... in`) and the lowering emits
//! once. The shape rules take the arena (`jaxprs`, indexed by id) to see the callees. A sub-jaxpr's
//! constvars are closed-over values JAX keeps beside the jaxpr; they are not operands of the
//! equation, so the shape rules below match operands against `invars` only.

use crate::callee::{Callees, JaxprId};
pub use crate::flat_tree::{FlatTree, FtValue};
use crate::primitive_def::{JaxprLabel, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_bool;
use crate::type_error::RuleError;
use crate::types::{Aval, DType};

/// `jit` (printed `pjit` by older JAX): a call of a named inner function.
#[derive(Clone, Debug, PartialEq)]
pub struct Jit {
    /// The function's name as JAX prints it (`inner`, `<lambda>`, `remainder`).
    pub name: String,
    pub jaxpr: JaxprId,
    /// `in_shardings` / `out_shardings` where some are given ([`crate::sharding`]).
    pub shardings: Option<Box<crate::sharding::JitShardings>>,
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
    jaxprs: &dyn Callees,
    id: JaxprId,
    inputs: &[Aval],
) -> Result<Vec<Aval>, RuleError> {
    let j = jaxprs.signature(id)?;
    let ins = &j.ins;
    if ins.len() != inputs.len() {
        return Err(RuleError::Named(format!(
            "Call primitive {prim} with {} operands cannot call jaxpr with {} inputs",
            inputs.len(),
            ins.len()
        )));
    }
    for (i, (x, v)) in inputs.iter().zip(ins).enumerate() {
        if x != v {
            return Err(RuleError::Named(format!(
                "Call primitive {prim} passes operand {i} of type {} to jaxpr expecting type {}",
                x.numpy_display(),
                v.numpy_display()
            )));
        }
    }
    Ok(j.outs)
}

impl Cond {
    /// `_cond_typecheck`, message for message. `inputs` are the index and the operands.
    fn typecheck(&self, inputs: &[Aval], jaxprs: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
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
                )
                .into());
            }
            if out0.len() != outi.len() {
                return Err(format!(
                    "cond branch 0 outputs {} values, branch {i} outputs {}",
                    out0.len(),
                    outi.len()
                )
                .into());
            }
            if in0 != ini {
                return Err(format!(
                    "cond branches 0 and {i} have mismatching input types: {} vs {}",
                    avals_short(&in0),
                    avals_short(&ini)
                )
                .into());
            }
            if out0 != outi {
                return Err(format!(
                    "cond branches 0 and {i} have mismatching output types: {} vs {}",
                    avals_short(&out0),
                    avals_short(&outi)
                )
                .into());
            }
        }
        if inputs.len() != 1 + in0.len() {
            return Err(format!(
                "cond called with {} non-predicate operands, but branches take {} inputs",
                inputs.len().saturating_sub(1),
                in0.len()
            )
            .into());
        }
        let (index, ops) = (&inputs[0], &inputs[1..]);
        if index.dtype != DType::I32 {
            return Err(format!(
                "cond called with index of type {} instead of int32",
                index.dtype.numpy_name()
            )
            .into());
        }
        if index.rank() != 0 {
            return Err(format!(
                "cond called with index of shape {} instead of a scalar",
                index.shape
            )
            .into());
        }
        if ops != in0.as_slice() {
            return Err(format!(
                "cond branches take input types {}, called with operands of type {}",
                avals_short(&in0),
                avals_short(ops)
            )
            .into());
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

    fn typecheck(&self, inputs: &[Aval], jaxprs: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
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
            )
            .into());
        };
        let cond_in = cond.ins;
        let expected: Vec<Aval> = cc.iter().chain(init).cloned().collect();
        if cond_in != expected {
            return Err(format!(
                "while cond_jaxpr takes input types {}, called with cond consts and carry of type {}",
                avals_short(&cond_in),
                avals_short(&expected)
            ).into());
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
            ).into());
        }
        let body_in = body.ins;
        let expected: Vec<Aval> = bc.iter().chain(init).cloned().collect();
        if body_in != expected {
            return Err(format!(
                "while body_jaxpr takes input types {}, called with body consts and carry of type {}",
                avals_short(&body_in),
                avals_short(&expected)
            ).into());
        }
        let body_out = body.outs;
        if body_out != init {
            return Err(format!(
                "while body_jaxpr carry input and output types mismatch: {} vs {}",
                avals_short(init),
                avals_short(&body_out)
            )
            .into());
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
            ).into());
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
    fn typecheck(&self, inputs: &[Aval], jaxprs: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let body = jaxprs.signature(self.jaxpr)?;
        let n = self.counts()?;
        if inputs.len() != n.consts + n.carry + n.xs {
            return Err(format!(
                "scan called with {} operands, but ft_in={} counts {}",
                inputs.len(),
                self.ft_in,
                n.consts + n.carry + n.xs
            )
            .into());
        }
        let body_in = body.ins;
        let body_out = body.outs;
        if body_in.len() != inputs.len() {
            return Err(format!(
                "scan number of arguments doesn't match the number of jaxpr arguments: {} vs {}",
                inputs.len(),
                body_in.len()
            )
            .into());
        }
        if body_out.len() != n.carry_out + n.ys {
            return Err(format!(
                "scan jaxpr returns {} values, but ft_out={} counts {}",
                body_out.len(),
                self.ft_out,
                n.carry_out + n.ys
            )
            .into());
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
            )
            .into());
        }
        if consts_j != consts {
            return Err(format!(
                "scan jaxpr takes input const types\n{},\ncalled with consts of type\n{}",
                avals_short(consts_j),
                avals_short(consts)
            )
            .into());
        }
        if init_j != init {
            return Err(format!(
                "scan jaxpr takes input carry types\n{},\ncalled with initial carry of type\n{}",
                avals_short(init_j),
                avals_short(init)
            )
            .into());
        }
        let mut xs_mapped = Vec::with_capacity(xs.len());
        for x in xs {
            if x.dims().first() != Some(&self.length) {
                return Err(format!(
                    "scan sequence operand of type {} does not have the leading dimension length={}",
                    x.numpy_display(),
                    self.length
                ).into());
            }
            xs_mapped.push(Aval::new(x.dtype, &x.dims()[1..]));
        }
        if xs_j != xs_mapped.as_slice() {
            return Err(format!(
                "scan jaxpr takes input sequence types\n{},\ncalled with sequence whose items have type\n{}",
                avals_short(xs_j),
                avals_short(&xs_mapped)
            ).into());
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
                )
                .into());
            }
            out.push(aval);
        }
        Ok(out)
    }
}

impl PrimitiveDef for Jit {
    const NAMES: &'static [&'static str] = &["jit"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let mut v = vec![("name", PrintedParam::Text(self.name.clone()))];
        if let Some(s) = &self.shardings {
            v.push(("in_shardings", PrintedParam::Text(s.in_text.clone())));
        }
        v.push(("jaxpr", PrintedParam::Jaxpr(self.jaxpr)));
        if let Some(s) = &self.shardings {
            v.push(("out_shardings", PrintedParam::Text(s.out_text.clone())));
        }
        v
    }
    fn infer(&self, inputs: &[Aval], callees: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        call_rule("jit", callees, self.jaxpr, inputs)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Jaxpr, self.jaxpr);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.jaxpr);
    }
}

impl PrimitiveDef for Cond {
    const NAMES: &'static [&'static str] = &["cond"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let mut v = vec![("branches", PrintedParam::Jaxprs(&self.branches))];
        if let Some(bp) = &self.branches_platforms {
            v.push(("branches_platforms", PrintedParam::Text(bp.text())));
        }
        v
    }
    fn infer(&self, inputs: &[Aval], callees: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        self.typecheck(inputs, callees)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        for (k, &b) in self.branches.iter().enumerate() {
            visit(JaxprLabel::Branch(k), b);
        }
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        self.branches.iter_mut().for_each(visit);
    }
}

impl PrimitiveDef for While {
    const NAMES: &'static [&'static str] = &["while"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let text = |n: usize| PrintedParam::Text(n.to_string());
        vec![
            ("body_jaxpr", PrintedParam::Jaxpr(self.body_jaxpr)),
            ("body_nconsts", text(self.body_nconsts)),
            ("cond_jaxpr", PrintedParam::Jaxpr(self.cond_jaxpr)),
            ("cond_nconsts", text(self.cond_nconsts)),
        ]
    }
    fn infer(&self, inputs: &[Aval], callees: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        self.typecheck(inputs, callees)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Named("cond_jaxpr"), self.cond_jaxpr);
        visit(JaxprLabel::Named("body_jaxpr"), self.body_jaxpr);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.cond_jaxpr);
        visit(&mut self.body_jaxpr);
    }
}

impl PrimitiveDef for Scan {
    const NAMES: &'static [&'static str] = &["scan"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let text = PrintedParam::Text;
        vec![
            ("ft_in", text(self.ft_in.to_string())),
            ("ft_out", text(self.ft_out.to_string())),
            ("jaxpr", PrintedParam::Jaxpr(self.jaxpr)),
            ("length", text(self.length.to_string())),
            ("reverse", text(py_bool(self.reverse))),
            ("unroll", text(self.unroll.to_string())),
        ]
    }
    fn infer(&self, inputs: &[Aval], callees: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        self.typecheck(inputs, callees)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Jaxpr, self.jaxpr);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.jaxpr);
    }
}

impl PrimitiveDef for CustomJvpCall {
    const NAMES: &'static [&'static str] = &["custom_jvp_call"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let text = PrintedParam::Text;
        let mut v = vec![
            ("name", text(self.name.clone())),
            ("call_jaxpr", PrintedParam::Jaxpr(self.call_jaxpr)),
            ("jvp", text(self.jvp.clone())),
        ];
        if self.num_consts != 0 {
            v.push(("num_consts", text(self.num_consts.to_string())));
        }
        v.push(("symbolic_zeros", text(py_bool(self.symbolic_zeros))));
        v
    }
    fn infer(&self, inputs: &[Aval], callees: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        call_rule("custom_jvp_call", callees, self.call_jaxpr, inputs)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Named("call_jaxpr"), self.call_jaxpr);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.call_jaxpr);
    }
}

impl PrimitiveDef for CustomVjpCall {
    const NAMES: &'static [&'static str] = &["custom_vjp_call"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let text = PrintedParam::Text;
        let mut v = vec![
            ("name", text(self.name.clone())),
            ("bwd", text(self.bwd.clone())),
            ("call_jaxpr", PrintedParam::Jaxpr(self.call_jaxpr)),
            ("fwd", text(self.fwd.clone())),
        ];
        if self.num_consts != 0 {
            v.push(("num_consts", text(self.num_consts.to_string())));
        }
        v.push(("symbolic_zeros", text(py_bool(self.symbolic_zeros))));
        v
    }
    fn infer(&self, inputs: &[Aval], callees: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        call_rule("custom_vjp_call", callees, self.call_jaxpr, inputs)
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Named("call_jaxpr"), self.call_jaxpr);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.call_jaxpr);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Scan's transpose counts its operands by its `Pytree` `ft_in`.
    #[test]
    fn scans_count_operands_by_pytree_flat_trees() {
        let ft_in = crate::flat_tree::tests::pytree_ft_in();
        let parts = ft_in.parts().expect("a tuple treedef");
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
    }
}
