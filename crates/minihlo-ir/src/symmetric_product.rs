//! `symmetric_product[alpha beta] a c` (`lax.linalg.symmetric_product`): `alpha * a @ a^T +
//! beta * c` over a batch of float matrices `a: [..., m, n]`, `c: [..., m, m]`.

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::format_python_float;
use crate::rule_helpers::{arity, Rule};
use crate::types::Aval;

#[derive(Clone, Debug, PartialEq)]
pub struct SymmetricProduct {
    pub alpha: f64,
    pub beta: f64,
}

impl PrimitiveDef for SymmetricProduct {
    const NAMES: &'static [&'static str] = &["symmetric_product"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(vec![
            ("alpha", format_python_float(self.alpha)),
            ("beta", format_python_float(self.beta)),
        ])
    }
    /// `standard_linalg_primitive((_float, _float), (2, 2), _symmetric_product_shape_rule)`.
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let [a, c] = arity(inputs)?;
        let float = |x: &Aval| x.dtype.is_float();
        if !float(a) || a.dtype != c.dtype {
            return Err(format!(
                "symmetric_product takes two floating-point arrays of one dtype, got {a} and {c}"
            )
            .into());
        }
        let (ad, cd) = (a.dims(), c.dims());
        let ok = ad.len() >= 2
            && cd.len() == ad.len()
            && ad[..ad.len() - 2] == cd[..cd.len() - 2]
            && cd[cd.len() - 2] == ad[ad.len() - 2]
            && cd[cd.len() - 1] == ad[ad.len() - 2];
        if !ok {
            return Err(format!(
                "symmetric_update expects a rectangular matrix of shape (m, n) and a square matrix \
                 of shape (n, n). Got shapes {a} and {c}."
            )
            .into());
        }
        Ok(vec![c.clone()])
    }
}
