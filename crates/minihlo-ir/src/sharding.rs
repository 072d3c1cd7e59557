//! Programs on a mesh of devices, as JAX 0.12 prints them: the mesh (`Mesh('x': 2, 'y': 4,
//! axis_types=(Auto, Auto))`), partition specs (`P('x', None)`, `P(('x', 'y'),)`,
//! `P(UNCONSTRAINED, 'x')`), and the `shard_map` primitive (its body runs once per shard, on
//! the manual axes). The collectives its body calls are in [`crate::collectives`].
//!
//! Texts JAX prints for these params are kept as written (`text` fields), so that `minihlo fmt`
//! reprints them byte for byte; the structured fields are what the type rules and the
//! lowering read.

use crate::callee::{Callees, JaxprId};
use crate::primitive_def::{JaxprLabel, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_bool;
use crate::type_error::RuleError;
use crate::types::{Aval, Shape};

/// A mesh: its axes in order, each with its size, and their types as printed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mesh {
    pub axes: Vec<(String, u64)>,
    /// `Auto`, `Explicit` or `Manual`, one per axis.
    pub axis_types: Vec<String>,
    /// As JAX prints it.
    pub text: String,
}

impl Mesh {
    /// As JAX prints it: `Mesh('x': 2, 'y': 4, axis_types=(Auto, Auto))`.
    pub fn repr(&self) -> String {
        let axes: Vec<String> = self
            .axes
            .iter()
            .map(|(n, s)| format!("'{n}': {s}"))
            .collect();
        if axes.is_empty() {
            return "Mesh()".into();
        }
        format!(
            "Mesh({}, axis_types={})",
            axes.join(", "),
            crate::pyfmt::py_tuple(&self.axis_types)
        )
    }

    /// The number of devices.
    pub fn size(&self) -> u64 {
        self.axes.iter().map(|(_, s)| *s).product()
    }

    /// The size of axis `name`.
    pub fn axis_size(&self, name: &str) -> Option<u64> {
        self.axes.iter().find(|(n, _)| n == name).map(|(_, s)| *s)
    }

    /// The product of the sizes of the axes after `name`: how far apart two devices one step
    /// apart on that axis are (devices are numbered row-major over the axes).
    pub fn stride(&self, name: &str) -> Option<u64> {
        let i = self.axes.iter().position(|(n, _)| n == name)?;
        Some(self.axes[i + 1..].iter().map(|(_, s)| *s).product())
    }

    /// The product of the sizes of `axes`; `None` when one is not an axis of the mesh.
    pub fn axes_size(&self, axes: &[String]) -> Option<u64> {
        axes.iter().map(|a| self.axis_size(a)).product()
    }

    /// Every device id, grouped: one group per combination of the axes not in `axes`
    /// (row-major), each group listing its devices row-major over `axes` in `axes`' order.
    pub fn groups(&self, axes: &[String]) -> Vec<Vec<u64>> {
        let others: Vec<&(String, u64)> = self
            .axes
            .iter()
            .filter(|(n, _)| !axes.contains(n))
            .collect();
        let along: Vec<(u64, u64)> = axes
            .iter()
            .filter_map(|a| Some((self.axis_size(a)?, self.stride(a)?)))
            .collect();
        let mut groups = Vec::new();
        for outer in 0..others.iter().map(|(_, s)| *s).product::<u64>() {
            let mut base = 0;
            let mut rest = outer;
            for (name, size) in others.iter().rev() {
                base += (rest % size) * self.stride(name).unwrap_or(0);
                rest /= size;
            }
            let n: u64 = along.iter().map(|(s, _)| *s).product();
            let group = (0..n)
                .map(|inner| {
                    let mut id = base;
                    let mut rest = inner;
                    for (size, stride) in along.iter().rev() {
                        id += (rest % size) * stride;
                        rest /= size;
                    }
                    id
                })
                .collect();
            groups.push(group);
        }
        groups
    }
}

/// One dimension of a partition spec.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SpecDim {
    /// `None`: not sharded (replicated over the mesh).
    Replicated,
    /// `'x'` or `('x', 'y')`: sharded over these axes, major first.
    Axes(Vec<String>),
    /// `UNCONSTRAINED`: left to the partitioner.
    Unconstrained,
}

/// A partition spec `P(...)`: one entry per leading dimension (trailing ones are replicated).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Spec {
    pub dims: Vec<SpecDim>,
}

impl Spec {
    /// The axes dimension `d` is sharded over (none past the spec's length).
    pub fn axes(&self, d: usize) -> &[String] {
        match self.dims.get(d) {
            Some(SpecDim::Axes(a)) => a,
            _ => &[],
        }
    }

    /// Shardy's dimension shardings for an array of rank `rank`: `[{"x"}, {}]`, with `{?}` for
    /// an unconstrained dimension.
    pub fn sdy_dims(&self, rank: usize) -> String {
        let dims: Vec<String> = (0..rank)
            .map(|d| match self.dims.get(d) {
                Some(SpecDim::Unconstrained) => "{?}".to_string(),
                _ => {
                    let axes: Vec<String> =
                        self.axes(d).iter().map(|a| format!("\"{a}\"")).collect();
                    format!("{{{}}}", axes.join(", "))
                }
            })
            .collect();
        format!("[{}]", dims.join(", "))
    }

    /// The shape of one shard of an array of `shape` laid out by this spec on `mesh`; an error
    /// when a dimension does not divide.
    pub fn shard_shape(&self, mesh: &Mesh, shape: &[u64]) -> Result<Vec<u64>, String> {
        let mut out = shape.to_vec();
        for (d, size) in out.iter_mut().enumerate() {
            let n = mesh
                .axes_size(self.axes(d))
                .ok_or_else(|| format!("a spec names axes {:?} not in the mesh", self.axes(d)))?;
            if n == 0 || !size.is_multiple_of(n) {
                return Err(format!(
                    "dimension {d} of size {size} does not divide into {n} shards"
                ));
            }
            *size /= n;
        }
        Ok(out)
    }

    /// The global shape of an array whose shards have `shape`.
    pub fn global_shape(&self, mesh: &Mesh, shape: &[u64]) -> Result<Vec<u64>, String> {
        let mut out = shape.to_vec();
        for (d, size) in out.iter_mut().enumerate() {
            let n = mesh
                .axes_size(self.axes(d))
                .ok_or_else(|| format!("a spec names axes {:?} not in the mesh", self.axes(d)))?;
            *size = size
                .checked_mul(n)
                .ok_or_else(|| "a global dimension overflows".to_string())?;
        }
        Ok(out)
    }
}

/// `shard_map[jaxpr mesh in_specs out_specs check_vma newly_manual_axes]`: `jaxpr` runs once per
/// shard of the operands (split by `in_specs` over the manual axes); its results are put
/// together by `out_specs`.
#[derive(Clone, Debug, PartialEq)]
pub struct ShardMap {
    pub jaxpr: JaxprId,
    pub mesh: Mesh,
    pub in_specs: Vec<Spec>,
    pub out_specs: Vec<Spec>,
    pub check_vma: bool,
    /// The axes the body is manual over (`newly_manual_axes`), in the mesh's order.
    pub manual_axes: Vec<String>,
    /// `in_specs`, `out_specs` and `newly_manual_axes` as printed.
    pub in_specs_text: String,
    pub out_specs_text: String,
    pub manual_axes_text: String,
}

impl PrimitiveDef for ShardMap {
    const NAMES: &'static [&'static str] = &["shard_map"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let text = PrintedParam::Text;
        vec![
            ("check_vma", text(py_bool(self.check_vma))),
            ("in_specs", text(self.in_specs_text.clone())),
            ("jaxpr", PrintedParam::Jaxpr(self.jaxpr)),
            ("mesh", text(self.mesh.text.clone())),
            ("newly_manual_axes", text(self.manual_axes_text.clone())),
            ("out_specs", text(self.out_specs_text.clone())),
        ]
    }
    /// The body's inputs are the operands' shards, its outputs the results' shards.
    fn infer(&self, inputs: &[Aval], callees: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let sig = callees.signature(self.jaxpr)?;
        if inputs.len() != self.in_specs.len() || sig.ins.len() != inputs.len() {
            return Err(RuleError::Named(format!(
                "{} operands, {} in_specs and a body of {} inputs",
                inputs.len(),
                self.in_specs.len(),
                sig.ins.len()
            )));
        }
        for (i, ((x, spec), inner)) in inputs.iter().zip(&self.in_specs).zip(&sig.ins).enumerate() {
            let shard = spec
                .shard_shape(&self.mesh, x.shape.dims())
                .map_err(|e| RuleError::Named(format!("operand {i}: {e}")))?;
            if x.dtype != inner.dtype || shard != inner.shape.dims() {
                return Err(RuleError::Named(format!(
                    "operand {i} of type {x} has shards of shape {shard:?}, the body expects {inner}"
                )));
            }
        }
        if sig.outs.len() != self.out_specs.len() {
            return Err(RuleError::Named(format!(
                "{} out_specs for a body of {} outputs",
                self.out_specs.len(),
                sig.outs.len()
            )));
        }
        sig.outs
            .iter()
            .zip(&self.out_specs)
            .map(|(o, spec)| {
                let dims = spec
                    .global_shape(&self.mesh, o.shape.dims())
                    .map_err(RuleError::Named)?;
                Ok(Aval::new(o.dtype, Shape::new(dims)))
            })
            .collect()
    }
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Jaxpr, self.jaxpr);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.jaxpr);
    }
}

/// `NamedSharding(mesh=Mesh(...), spec=P(...), memory_kind=device)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NamedSharding {
    pub mesh: Mesh,
    pub spec: Spec,
}

/// `sharding_constraint[sharding ...]` (`jax.lax.with_sharding_constraint`) and `reshard`
/// (printed without params where it has nothing to do): the operand, constrained to a sharding
/// (Shardy's `sdy.sharding_constraint`) or as it is.
#[derive(Clone, Debug, PartialEq)]
pub struct ShardingConstraint {
    /// `None` for a `reshard` without params.
    pub sharding: Option<NamedSharding>,
    /// Every param as printed, in JAX's order.
    pub texts: Vec<(&'static str, String)>,
}

impl PrimitiveDef for ShardingConstraint {
    const NAMES: &'static [&'static str] = &["sharding_constraint", "reshard"];
    crate::primitive_def::calls_no_jaxprs!();
    fn name(&self) -> &'static str {
        match self.sharding {
            Some(_) => "sharding_constraint",
            None => "reshard",
        }
    }
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        self.texts
            .iter()
            .map(|(n, t)| (*n, PrintedParam::Text(t.clone())))
            .collect()
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        match inputs {
            [x] => Ok(vec![x.clone()]),
            _ => Err(RuleError::Arity {
                expected: 1,
                got: inputs.len(),
            }),
        }
    }
}

/// `jit`'s `in_shardings` / `out_shardings` other than all `UnspecifiedValue`: one entry per
/// operand / result (`None` for `UnspecifiedValue`), and the texts as printed.
#[derive(Clone, Debug, PartialEq)]
pub struct JitShardings {
    pub ins: Vec<Option<NamedSharding>>,
    pub outs: Vec<Option<NamedSharding>>,
    pub in_text: String,
    pub out_text: String,
}

impl JitShardings {
    /// The shardings of the operands and results kept (pjit's DCE rule); the texts are
    /// reprinted.
    pub fn keep_where(&self, ins: &[bool], outs: &[bool]) -> JitShardings {
        let pick = |v: &[Option<NamedSharding>], keep: &[bool]| -> Vec<Option<NamedSharding>> {
            v.iter()
                .zip(keep)
                .filter(|(_, &k)| k)
                .map(|(s, _)| s.clone())
                .collect()
        };
        let (ins, outs) = (pick(&self.ins, ins), pick(&self.outs, outs));
        JitShardings {
            in_text: shardings_text(&ins),
            out_text: shardings_text(&outs),
            ins,
            outs,
        }
    }
}

/// `(NamedSharding(...), UnspecifiedValue)` as JAX prints jit's shardings.
pub fn shardings_text(v: &[Option<NamedSharding>]) -> String {
    let items: Vec<String> = v
        .iter()
        .map(|s| match s {
            Some(s) => s.text(),
            None => "UnspecifiedValue".to_string(),
        })
        .collect();
    crate::pyfmt::py_tuple(&items)
}

impl NamedSharding {
    /// `NamedSharding(mesh=Mesh('x': 2, axis_types=(Auto,)), spec=P('x',), memory_kind=device)`.
    pub fn text(&self) -> String {
        format!(
            "NamedSharding(mesh={}, spec={}, memory_kind=device)",
            self.mesh.text,
            self.spec.text()
        )
    }
}

impl ShardMap {
    /// The same `shard_map` keeping the operands and results where `ins` / `outs` hold (JAX's
    /// `_shard_map_dce`); the specs' texts are reprinted.
    pub fn keep_where(&self, jaxpr: JaxprId, ins: &[bool], outs: &[bool]) -> ShardMap {
        let pick = |specs: &[Spec], keep: &[bool]| -> Vec<Spec> {
            specs
                .iter()
                .zip(keep)
                .filter(|(_, &k)| k)
                .map(|(s, _)| s.clone())
                .collect()
        };
        let in_specs = pick(&self.in_specs, ins);
        let out_specs = pick(&self.out_specs, outs);
        ShardMap {
            jaxpr,
            in_specs_text: specs_text(&in_specs),
            out_specs_text: specs_text(&out_specs),
            in_specs,
            out_specs,
            ..self.clone()
        }
    }
}

/// `(P('x',), P())` as JAX prints a tuple of specs.
pub fn specs_text(specs: &[Spec]) -> String {
    let items: Vec<String> = specs.iter().map(Spec::text).collect();
    crate::pyfmt::py_tuple(&items)
}

impl Spec {
    /// As JAX prints it: `P('x',)`, `P('x', None)`, `P(('x', 'y'),)`, `P()`.
    pub fn text(&self) -> String {
        let items: Vec<String> = self
            .dims
            .iter()
            .map(|d| match d {
                SpecDim::Replicated => "None".to_string(),
                SpecDim::Unconstrained => "UNCONSTRAINED".to_string(),
                SpecDim::Axes(a) if a.len() == 1 => format!("'{}'", a[0]),
                SpecDim::Axes(a) => {
                    let names: Vec<String> = a.iter().map(|n| format!("'{n}'")).collect();
                    crate::pyfmt::py_tuple(&names)
                }
            })
            .collect();
        format!("P{}", crate::pyfmt::py_tuple(&items))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mesh(axes: &[(&str, u64)]) -> Mesh {
        Mesh {
            axes: axes.iter().map(|(n, s)| (n.to_string(), *s)).collect(),
            axis_types: vec![],
            text: String::new(),
        }
    }

    #[test]
    fn groups_follow_jax_device_order() {
        let m = mesh(&[("x", 2), ("y", 2), ("z", 2)]);
        let y = vec!["y".to_string()];
        assert_eq!(
            m.groups(&y),
            vec![vec![0, 2], vec![1, 3], vec![4, 6], vec![5, 7]]
        );
        let xz = vec!["x".to_string(), "z".to_string()];
        assert_eq!(m.groups(&xz), vec![vec![0, 1, 4, 5], vec![2, 3, 6, 7]]);
        assert_eq!(m.stride("x"), Some(4));
    }
}
