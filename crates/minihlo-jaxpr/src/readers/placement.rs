//! `device_put`'s `devices` and `srcs`: one placement per operand. minihlo compiles for one
//! device, where JAX lowers a `device_put` to the operand itself as long as every memory kind is
//! the default one (`dispatch._common_device_put_lowering`, and `_tpu_gpu_device_put_lowering`
//! under `all_default_mem_kind`): `None`, a device (`CpuDevice(id=0)`, `CudaDevice(id=0)`), or a
//! `SingleDeviceSharding` in device memory. Other memory kinds (`pinned_host`, `unpinned_host`:
//! a sharding and a memory-kind annotation around the value) and other shardings are refused.

use crate::ast::{Value, ValueKind};
use crate::params::{seq, R};

use super::ReadCx;

/// The `n` placements of param `name`, as written.
pub(super) fn placements(cx: &mut ReadCx, name: &str, n: usize) -> R<Vec<String>> {
    let p = cx.p.take_required(name)?;
    let items = match seq(&p.value) {
        Some(items) if items.len() == n => items,
        _ => {
            let expected = format!("a tuple of {n} devices, SingleDeviceShardings or None");
            return Err(cx.p.invalid(name, &p.value, expected));
        }
    };
    items
        .iter()
        .map(|item| match one_device(item) {
            Ok(()) => Ok(cx.p.text(item.span).to_string()),
            Err(expected) => Err(cx.p.invalid(name, item, expected)),
        })
        .collect()
}

/// Whether `v` places a value in the default memory of one device.
fn one_device(v: &Value) -> Result<(), String> {
    const EXPECTED: &str = "None, a device such as CpuDevice(id=0), or a SingleDeviceSharding \
        in device memory (minihlo compiles for one device)";
    match &v.kind {
        ValueKind::None => Ok(()),
        ValueKind::Call { name, .. } if name.ends_with("Device") => Ok(()),
        ValueKind::Call { name, args } if name == "SingleDeviceSharding" => {
            let kind = args
                .iter()
                .find(|a| a.keyword.as_ref().is_some_and(|k| k.text == "memory_kind"));
            match kind.map(|a| &a.value.kind) {
                None | Some(ValueKind::None) => Ok(()),
                Some(ValueKind::Ident(k) | ValueKind::Str(k)) if k == "device" => Ok(()),
                _ => Err(format!(
                    "{EXPECTED}; another memory kind makes JAX annotate the transfer \
                     (a sharding and a memory-kind custom_call), which minihlo does not lower"
                )),
            }
        }
        _ => Err(EXPECTED.to_string()),
    }
}
