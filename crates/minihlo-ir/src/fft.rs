//! `fft`: JAX's FFT primitive (`jax.lax.fft`, under `jnp.fft.*`) with its params as JAX 0.12
//! prints them (`fft[fft_lengths=(8,) fft_type=2]`, the type as `FftType`'s integer) and its
//! type rule with JAX's messages (`jax/_src/lax/fft.py`).

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple;
use crate::rule_helpers::arity;
use crate::type_error::RuleError;
use crate::types::{Aval, DType, Shape};

/// `FftType`: FFT = 0, IFFT = 1, RFFT = 2, IRFFT = 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FftType {
    Fft,
    Ifft,
    Rfft,
    Irfft,
}

impl FftType {
    pub fn from_int(v: i64) -> Option<FftType> {
        Some(match v {
            0 => FftType::Fft,
            1 => FftType::Ifft,
            2 => FftType::Rfft,
            3 => FftType::Irfft,
            _ => return None,
        })
    }
    pub fn as_int(self) -> u8 {
        self as u8
    }
    /// StableHLO's spelling (`#stablehlo<fft_type RFFT>`).
    pub fn name(self) -> &'static str {
        match self {
            FftType::Fft => "FFT",
            FftType::Ifft => "IFFT",
            FftType::Rfft => "RFFT",
            FftType::Irfft => "IRFFT",
        }
    }
}

/// `fft x` params.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Fft {
    pub fft_type: FftType,
    pub fft_lengths: Vec<u64>,
}

impl Fft {
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        vec![
            ("fft_lengths", py_tuple(&self.fft_lengths)),
            ("fft_type", self.fft_type.as_int().to_string()),
        ]
    }
}

fn shape_str(d: &[u64]) -> String {
    py_tuple(d)
}

/// JAX's `_fft_abstract_eval`.
pub fn infer_fft(p: &Fft, x: &Aval) -> Result<Aval, RuleError> {
    let lengths = &p.fft_lengths;
    let dims = x.dims();
    let r = lengths.len();
    if r > dims.len() {
        return Err(format!(
            "FFT input shape {} must have at least as many input dimensions as fft_lengths {}.",
            shape_str(dims),
            shape_str(lengths)
        )
        .into());
    }
    let minor = &dims[dims.len() - r..];
    let lead = &dims[..dims.len() - r];
    match p.fft_type {
        FftType::Rfft => {
            if !matches!(x.dtype, DType::F32 | DType::F64) {
                return Err(format!(
                    "RFFT input must be float32 or float64, got {}",
                    x.dtype.numpy_name()
                )
                .into());
            }
            if minor != &lengths[..] {
                return Err(format!(
                    "RFFT input shape {} minor dimensions must be equal to fft_lengths {}",
                    shape_str(dims),
                    shape_str(lengths)
                )
                .into());
            }
            let mut shape = lead.to_vec();
            shape.extend_from_slice(&lengths[..r.saturating_sub(1)]);
            if let Some(&n) = lengths.last() {
                shape.push(n / 2 + 1);
            }
            let dtype = x.dtype.complex_of().unwrap_or(DType::C64);
            Ok(Aval::new(dtype, Shape::new(shape)))
        }
        FftType::Irfft => {
            if !x.dtype.is_complex() {
                return Err(format!(
                    "IRFFT input must be complex64 or complex128, got {}",
                    x.dtype.numpy_name()
                )
                .into());
            }
            if r > 0 && minor[..r - 1] != lengths[..r - 1] {
                return Err(format!(
                    "IRFFT input shape {} minor dimensions must be equal to all except the last fft_length, got fft_lengths={}",
                    shape_str(dims),
                    shape_str(lengths)
                ).into());
            }
            let mut shape = lead.to_vec();
            shape.extend_from_slice(lengths);
            Ok(Aval::new(x.dtype.real_part(), Shape::new(shape)))
        }
        FftType::Fft | FftType::Ifft => {
            if !x.dtype.is_complex() {
                return Err(format!(
                    "FFT input must be complex64 or complex128, got {}",
                    x.dtype.numpy_name()
                )
                .into());
            }
            if minor != &lengths[..] {
                return Err(format!(
                    "FFT input shape {} minor dimensions must be equal to fft_lengths {}",
                    shape_str(dims),
                    shape_str(lengths)
                )
                .into());
            }
            Ok(x.clone())
        }
    }
}

impl PrimitiveDef for Fft {
    const NAMES: &'static [&'static str] = &["fft"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        let [x] = arity(inputs)?;
        Ok(vec![infer_fft(self, x)?])
    }
}
