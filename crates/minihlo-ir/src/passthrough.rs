//! The primitives whose results are their operands, unchanged: `optimization_barrier` and
//! `device_put` (to the default device).

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_tuple;
use crate::rule_helpers::Rule;
use crate::types::Aval;

/// `optimization_barrier x0 x1 ...`: its operands, unchanged, as many outputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OptimizationBarrier;

impl PrimitiveDef for OptimizationBarrier {
    const NAMES: &'static [&'static str] = &["optimization_barrier"];
    calls_no_jaxprs!();
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        Ok(inputs.to_vec())
    }
}

/// `device_put x0 x1 ...` within one device's memory: its operands, unchanged, as JAX lowers it
/// for one device (`_common_device_put_lowering`; the tpu/gpu rule too while every memory kind is
/// the default). `copy_semantics` holds one `ArrayCopySemantics` member name per operand;
/// `devices` and `srcs` one placement each as the text prints it (`None`, `CpuDevice(id=0)`,
/// `SingleDeviceSharding(device=..., memory_kind=device)`), kept for printing.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DevicePut {
    pub copy_semantics: Vec<String>,
    pub devices: Vec<String>,
    pub srcs: Vec<String>,
}

impl DevicePut {
    /// To the default device: `devices` and `srcs` all `None`.
    pub fn to_default(copy_semantics: Vec<String>) -> DevicePut {
        let nones = vec!["None".to_string(); copy_semantics.len()];
        DevicePut {
            copy_semantics,
            devices: nones.clone(),
            srcs: nones,
        }
    }
}

impl PrimitiveDef for DevicePut {
    const NAMES: &'static [&'static str] = &["device_put"];
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        let members: Vec<String> = self
            .copy_semantics
            .iter()
            .map(|m| format!("ArrayCopySemantics.{m}"))
            .collect();
        texts(vec![
            ("copy_semantics", py_tuple(&members)),
            ("devices", py_tuple(&self.devices)),
            ("srcs", py_tuple(&self.srcs)),
        ])
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Rule {
        let n = inputs.len();
        if self.copy_semantics.len() != n || self.devices.len() != n || self.srcs.len() != n {
            return Err(format!(
                "device_put has {} copy_semantics, {} devices and {} srcs for {n} operands",
                self.copy_semantics.len(),
                self.devices.len(),
                self.srcs.len()
            )
            .into());
        }
        Ok(inputs.to_vec())
    }
}
