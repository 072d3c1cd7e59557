//! `conv_general_dilated`: its params as JAX 0.12 prints them and JAX's shape rule with its
//! messages (`jax/_src/lax/convolution.py`).

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, op_names, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple;
use crate::rule_helpers::arity;
use crate::type_error::RuleError;
use crate::types::{Aval, DType};

/// `Precision.DEFAULT`, `Precision.HIGH`, `Precision.HIGHEST` (the member names derived).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Default,
    strum::VariantArray,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantNames,
)]
#[strum(serialize_all = "SCREAMING_SNAKE_CASE")]
pub enum Precision {
    #[default]
    Default,
    High,
    Highest,
}

op_names!(Precision);

impl Precision {
    /// The member's name: `DEFAULT`, `HIGH`, `HIGHEST`.
    pub fn member(self) -> &'static str {
        self.name()
    }
}

/// `conv_general_dilated lhs rhs`: every param JAX prints (`out_sharding` must be `None`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Conv {
    pub window_strides: Vec<u64>,
    pub padding: Vec<(i64, i64)>,
    pub lhs_dilation: Vec<u64>,
    pub rhs_dilation: Vec<u64>,
    /// `ConvDimensionNumbers(lhs_spec, rhs_spec, out_spec)`: batch/out-feature, feature/in-feature,
    /// then the spatial dimensions.
    pub lhs_spec: Vec<usize>,
    pub rhs_spec: Vec<usize>,
    pub out_spec: Vec<usize>,
    pub feature_group_count: u64,
    pub batch_group_count: u64,
    /// `None`, or one precision per operand.
    pub precision: Option<(Precision, Precision)>,
    pub preferred_element_type: Option<DType>,
}

impl Conv {
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        let padding: Vec<String> = self
            .padding
            .iter()
            .map(|(l, h)| format!("({l}, {h})"))
            .collect();
        vec![
            ("batch_group_count", self.batch_group_count.to_string()),
            (
                "dimension_numbers",
                format!(
                    "ConvDimensionNumbers(lhs_spec={}, rhs_spec={}, out_spec={})",
                    py_tuple(&self.lhs_spec),
                    py_tuple(&self.rhs_spec),
                    py_tuple(&self.out_spec)
                ),
            ),
            ("feature_group_count", self.feature_group_count.to_string()),
            ("lhs_dilation", py_tuple(&self.lhs_dilation)),
            ("out_sharding", "None".into()),
            ("padding", py_tuple(&padding)),
            (
                "precision",
                self.precision.map_or("None".into(), |(a, b)| {
                    format!("(Precision.{}, Precision.{})", a.member(), b.member())
                }),
            ),
            (
                "preferred_element_type",
                self.preferred_element_type
                    .map_or("None".into(), |t| t.numpy_name().to_string()),
            ),
            ("rhs_dilation", py_tuple(&self.rhs_dilation)),
            ("window_strides", py_tuple(&self.window_strides)),
        ]
    }
}

fn dilate(d: i128, k: u64) -> i128 {
    if d == 0 {
        0
    } else {
        1 + i128::from(k) * (d - 1)
    }
}

fn permutation(spec: &[usize], rank: usize, what: &str) -> Result<(), RuleError> {
    let mut seen = vec![false; rank];
    for &d in spec {
        match seen.get_mut(d) {
            Some(s) if !*s => *s = true,
            _ => {
                return Err(format!(
                    "conv_general_dilated {what} {} is not a permutation of the {rank} dimensions",
                    py_tuple(spec)
                )
                .into())
            }
        }
    }
    if spec.len() != rank {
        return Err(format!(
            "conv_general_dilated {what} {} is not a permutation of the {rank} dimensions",
            py_tuple(spec)
        )
        .into());
    }
    Ok(())
}

/// JAX's `_conv_general_dilated_shape_rule` and dtype rule.
pub fn infer_conv(c: &Conv, lhs: &Aval, rhs: &Aval) -> Result<Vec<Aval>, RuleError> {
    if lhs.rank() != rhs.rank() {
        return Err(format!(
            "conv_general_dilated lhs and rhs must have the same number of dimensions, but got {} and {}.",
            py_tuple(lhs.dims()),
            py_tuple(rhs.dims())
        ).into());
    }
    if lhs.dtype != rhs.dtype {
        return Err(RuleError::Complete(format!(
            "lax.conv_general_dilated requires arguments to have the same dtypes, got {}, {}.",
            lhs.dtype.numpy_name(),
            rhs.dtype.numpy_name()
        )));
    }
    let rank = lhs.rank();
    if rank < 2 {
        return Err("conv_general_dilated needs operands of rank 2 or more".into());
    }
    permutation(&c.lhs_spec, rank, "lhs_spec")?;
    permutation(&c.rhs_spec, rank, "rhs_spec")?;
    permutation(&c.out_spec, rank, "out_spec")?;
    let (fgc, bgc) = (c.feature_group_count, c.batch_group_count);
    if fgc == 0 {
        return Err(
            "conv_general_dilated feature_group_count must be a positive integer, got 0.".into(),
        );
    }
    let lhs_feature = lhs.dims()[c.lhs_spec[1]];
    if !lhs_feature.is_multiple_of(fgc) {
        return Err(format!("conv_general_dilated feature_group_count must divide lhs feature dimension size, but {fgc} does not divide {lhs_feature}.").into());
    }
    let rhs_in = rhs.dims()[c.rhs_spec[1]];
    if lhs_feature / fgc != rhs_in {
        return Err(format!("conv_general_dilated lhs feature dimension size divided by feature_group_count must equal the rhs input feature dimension size, but {lhs_feature} // {fgc} != {rhs_in}.").into());
    }
    let rhs_out = rhs.dims()[c.rhs_spec[0]];
    if !rhs_out.is_multiple_of(fgc) {
        return Err(format!("conv_general_dilated rhs output feature dimension size must be a multiple of feature_group_count, but {rhs_out} is not a multiple of {fgc}.").into());
    }
    if bgc == 0 {
        return Err(
            "conv_general_dilated batch_group_count must be a positive integer, got 0.".into(),
        );
    }
    let lhs_batch = lhs.dims()[c.lhs_spec[0]];
    if bgc > 1 && !lhs_batch.is_multiple_of(bgc) {
        return Err(format!("conv_general_dilated batch_group_count must divide lhs batch dimension size, but {bgc} does not divide {lhs_batch}.").into());
    }
    if !rhs_out.is_multiple_of(bgc) {
        return Err(format!("conv_general_dilated rhs output feature dimension size must be a multiple of batch_group_count, but {rhs_out} is not a multiple of {bgc}.").into());
    }
    if bgc > 1 && fgc > 1 {
        return Err(format!("At most one of batch_group_count and feature_group_count may be > 1, got batch_group_count={bgc} and feature_group_count={fgc}").into());
    }
    let n = rank - 2;
    if c.window_strides.len() != n {
        return Err(format!("conv_general_dilated window and window_strides must have the same number of dimensions, but got {n} and {}", c.window_strides.len()).into());
    }
    if c.padding.len() != n {
        return Err(format!(
            "Wrong number of explicit pads for convolution: expected {n}, got {}.",
            c.padding.len()
        )
        .into());
    }
    if c.lhs_dilation.len() != n || c.rhs_dilation.len() != n {
        return Err(format!(
            "conv_general_dilated lhs_dilation and rhs_dilation must have {n} entries"
        )
        .into());
    }
    if c.window_strides.contains(&0) {
        return Err("conv_general_dilated window_strides must be positive".into());
    }
    let mut out = vec![0u64; rank];
    out[c.out_spec[0]] = lhs_batch / bgc;
    out[c.out_spec[1]] = rhs_out;
    for i in 0..n {
        let l = dilate(i128::from(lhs.dims()[c.lhs_spec[2 + i]]), c.lhs_dilation[i]);
        let r = dilate(i128::from(rhs.dims()[c.rhs_spec[2 + i]]), c.rhs_dilation[i]);
        let padded = l + i128::from(c.padding[i].0) + i128::from(c.padding[i].1);
        if padded < 0 {
            let pads: Vec<String> = c
                .padding
                .iter()
                .map(|(l, h)| format!("({l}, {h})"))
                .collect();
            return Err(format!(
                "Negative padding is larger than the size of the corresponding dimension: got padding={} for lhs_shape[2:]={}",
                py_tuple(&pads),
                py_tuple(&c.lhs_spec[2..].iter().map(|&d| lhs.dims()[d]).collect::<Vec<_>>())
            ).into());
        }
        let s = if padded < r {
            0
        } else {
            (padded - r) / i128::from(c.window_strides[i]) + 1
        };
        out[c.out_spec[2 + i]] =
            u64::try_from(s).map_err(|_| "conv_general_dilated: the result is too large")?;
    }
    Ok(vec![Aval::new(
        c.preferred_element_type.unwrap_or(lhs.dtype),
        out,
    )])
}

impl PrimitiveDef for Conv {
    const NAMES: &'static [&'static str] = &["conv_general_dilated"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let [l, r] = arity(inputs)?;
        infer_conv(self, l, r)
    }
}
