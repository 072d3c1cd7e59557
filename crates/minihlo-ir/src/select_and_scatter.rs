//! `select_and_scatter[select_jaxpr scatter_jaxpr window_dimensions window_strides padding]
//! operand source init_value`: the general form of `select_and_scatter_add` (JAX's
//! `_select_and_scatter`, `lax.windowed_reductions`), one `stablehlo.select_and_scatter` whose
//! regions lower the two jaxprs. `select_consts` and `scatter_consts` are `()` (closed-over
//! constants the text does not carry are refused).

use crate::callee::{Callees, JaxprId};
use crate::primitive_def::{JaxprLabel, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple;
use crate::type_error::RuleError;
use crate::types::{Aval, DType};

#[derive(Clone, Debug, PartialEq)]
pub struct SelectAndScatter {
    pub select_jaxpr: JaxprId,
    pub scatter_jaxpr: JaxprId,
    pub window_dimensions: Vec<u64>,
    pub window_strides: Vec<u64>,
    pub padding: Vec<(i64, i64)>,
}

impl PrimitiveDef for SelectAndScatter {
    const NAMES: &'static [&'static str] = &["select_and_scatter"];
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let padding: Vec<String> = self
            .padding
            .iter()
            .map(|(l, h)| format!("({l}, {h})"))
            .collect();
        vec![
            ("padding", PrintedParam::Text(py_tuple(&padding))),
            ("scatter_consts", PrintedParam::Text("()".into())),
            ("scatter_jaxpr", PrintedParam::Jaxpr(self.scatter_jaxpr)),
            ("select_consts", PrintedParam::Text("()".into())),
            ("select_jaxpr", PrintedParam::Jaxpr(self.select_jaxpr)),
            (
                "window_dimensions",
                PrintedParam::Text(py_tuple(&self.window_dimensions)),
            ),
            (
                "window_strides",
                PrintedParam::Text(py_tuple(&self.window_strides)),
            ),
        ]
    }
    /// `_select_and_scatter_shape_rule`: the operand's type; the source and the scalar init of
    /// its dtype, the select jaxpr a predicate and the scatter jaxpr a combiner on scalars.
    fn infer(&self, inputs: &[Aval], jaxprs: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let [x, source, init] = inputs else {
            return Err(format!(
                "select_and_scatter takes operand, source and init_value, got {} operands",
                inputs.len()
            )
            .into());
        };
        let n = x.rank();
        if self.window_dimensions.len() != n
            || self.window_strides.len() != n
            || self.padding.len() != n
        {
            return Err(format!(
                "select_and_scatter's window_dimensions, window_strides and padding need one entry \
                 per dimension of its operand {x}"
            )
            .into());
        }
        if source.dtype != x.dtype || init.dtype != x.dtype || init.rank() != 0 {
            return Err(format!(
                "select_and_scatter needs a source of its operand's dtype and a scalar init of it, \
                 got {x}, {source} and {init}"
            )
            .into());
        }
        let scalar = Aval::scalar(x.dtype);
        let two = [scalar.clone(), scalar.clone()];
        let sel = crate::control::call_rule("select_and_scatter", jaxprs, self.select_jaxpr, &two)?;
        let sca =
            crate::control::call_rule("select_and_scatter", jaxprs, self.scatter_jaxpr, &two)?;
        if sel != [Aval::scalar(DType::Bool)] || sca != [scalar] {
            return Err(
                "select_and_scatter's select_jaxpr must return a bool scalar and its scatter_jaxpr \
                 a scalar of the operand's dtype"
                    .to_string()
                    .into(),
            );
        }
        Ok(vec![x.clone()])
    }
    /// In JAX's params-dict order: select, then scatter.
    fn jaxprs(&self, visit: &mut dyn FnMut(JaxprLabel, JaxprId)) {
        visit(JaxprLabel::Named("select_jaxpr"), self.select_jaxpr);
        visit(JaxprLabel::Named("scatter_jaxpr"), self.scatter_jaxpr);
    }
    fn jaxprs_mut(&mut self, visit: &mut dyn FnMut(&mut JaxprId)) {
        visit(&mut self.select_jaxpr);
        visit(&mut self.scatter_jaxpr);
    }
}
