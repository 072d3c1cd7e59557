//! Builder methods of the structured primitives: gather and the scatter family, pad, rev, sort,
//! top_k, the cumulative and windowed reductions, convolutions and split/stack/unstack/tile.
//! Each is typed by JAX's shape rule, as every builder method is.

use crate::builder::{Builder, SubJaxpr};
use crate::convolution::Conv;
use crate::indexing::{Gather, Scatter, ScatterKind};
use crate::jaxpr::{Atom, Var};
use crate::primitive::{BinaryOp, Primitive, Rev};
use crate::structural::{CumOp, Cumulative, Pad, PyInt, Restructure, Sort, TopK};
use crate::types::Aval;
use crate::windows::{ReduceWindow, Window, WindowOp};
use crate::BuildError;

type Built<T> = Result<T, BuildError>;

impl Builder {
    /// `gather operand indices` with every param of `g`.
    pub fn gather(
        &mut self,
        operand: impl Into<Atom>,
        indices: impl Into<Atom>,
        g: Gather,
    ) -> Built<Var> {
        self.one(
            Primitive::Gather(Box::new(g)),
            &[operand.into(), indices.into()],
        )
    }

    /// `scatter`, `scatter-add`, ... `operand indices updates`: `s.kind` picks the combiner, and
    /// its `update_jaxpr` is made here as JAX makes it (`{ lambda ; a b. let c = add a b in (c,) }`;
    /// none for `scatter`). `s.update_jaxpr` is ignored.
    pub fn scatter(
        &mut self,
        operand: impl Into<Atom>,
        indices: impl Into<Atom>,
        updates: impl Into<Atom>,
        s: Scatter,
    ) -> Built<Var> {
        let operand = operand.into();
        let inputs = [operand, indices.into(), updates.into()];
        let op = match s.kind {
            ScatterKind::Set => None,
            ScatterKind::Add => Some(BinaryOp::Add),
            ScatterKind::Sub => Some(BinaryOp::Sub),
            ScatterKind::Mul => Some(BinaryOp::Mul),
            ScatterKind::Min => Some(BinaryOp::Min),
            ScatterKind::Max => Some(BinaryOp::Max),
        };
        let Some(op) = op else {
            let prim = Primitive::Scatter(Box::new(Scatter {
                update_jaxpr: None,
                ..s
            }));
            return self.one(prim, &inputs);
        };
        let dtype = self
            .aval(operand)
            .ok_or_else(|| {
                BuildError::refused(s.kind.name(), "the operand is not a value of this builder")
            })?
            .dtype;
        let mut sub = Builder::new();
        let a = sub.input(Aval::scalar(dtype));
        let b = sub.input(Aval::scalar(dtype));
        let c = sub.binary(op, a, b)?;
        let combiner: SubJaxpr = sub.finish_sub([c]);
        let primitive = s.kind.name();
        let outs = self.eqn_calling(
            &[combiner],
            |ids| {
                Primitive::Scatter(Box::new(Scatter {
                    update_jaxpr: ids.first().copied(),
                    ..s.clone()
                }))
            },
            &inputs,
        )?;
        let got = outs.len();
        outs.try_into()
            .map(|[out]: [Var; 1]| out)
            .map_err(|_| BuildError::Outputs {
                primitive,
                expected: 1,
                got,
            })
    }

    /// `pad[padding_config] operand padding_value`, one `(low, high, interior)` per axis.
    pub fn pad(
        &mut self,
        operand: impl Into<Atom>,
        value: impl Into<Atom>,
        config: &[(i64, i64, i64)],
    ) -> Built<Var> {
        let padding_config = config
            .iter()
            .map(|&(l, h, i)| [PyInt::plain(l), PyInt::plain(h), PyInt::plain(i)])
            .collect();
        self.one(
            Primitive::Pad(Box::new(Pad { padding_config })),
            &[operand.into(), value.into()],
        )
    }

    /// `rev[dimensions] operand`.
    pub fn rev(&mut self, operand: impl Into<Atom>, dimensions: &[usize]) -> Built<Var> {
        self.one(
            Primitive::Rev(Rev {
                dimensions: dimensions.to_vec(),
            }),
            &[operand.into()],
        )
    }

    /// `sort[dimension is_stable num_keys] *operands`: the operands sorted together by the
    /// first `num_keys` of them.
    pub fn sort(&mut self, operands: &[Atom], s: Sort) -> Built<Vec<Var>> {
        self.eqn(Primitive::Sort(s), operands)
    }

    /// `top_k[axis is_stable k] operand`: the values and their `i32` indices.
    pub fn top_k(&mut self, operand: impl Into<Atom>, t: TopK) -> Built<(Var, Var)> {
        let [v, i] = self.outputs(Primitive::TopK(t), &[operand.into()])?;
        Ok((v, i))
    }

    /// `cumsum`, `cumprod`, `cummax`, `cummin`, `cumlogsumexp` along `axis`.
    pub fn cumulative(
        &mut self,
        op: CumOp,
        operand: impl Into<Atom>,
        axis: usize,
        reverse: bool,
    ) -> Built<Var> {
        self.one(
            Primitive::Cumulative(Cumulative { op, axis, reverse }),
            &[operand.into()],
        )
    }

    /// `reduce_window_sum`, `reduce_window_max`, `reduce_window_min` (pooling).
    pub fn reduce_window(
        &mut self,
        op: WindowOp,
        operand: impl Into<Atom>,
        window: Window,
    ) -> Built<Var> {
        self.one(
            Primitive::ReduceWindow(Box::new(ReduceWindow { op, window })),
            &[operand.into()],
        )
    }

    /// `conv_general_dilated lhs rhs` with every param of `c`.
    pub fn conv_general_dilated(
        &mut self,
        lhs: impl Into<Atom>,
        rhs: impl Into<Atom>,
        c: Conv,
    ) -> Built<Var> {
        self.one(
            Primitive::ConvGeneralDilated(Box::new(c)),
            &[lhs.into(), rhs.into()],
        )
    }

    /// `split`, `stack`, `unstack` or `tile`.
    pub fn restructure(&mut self, r: Restructure, inputs: &[Atom]) -> Built<Vec<Var>> {
        self.eqn(Primitive::Restructure(Box::new(r)), inputs)
    }
}
