//! Comparing runs: bit for bit (minihlo's module against JAX's, both run here), and against the
//! stored record (`outputs.npz`, computed on the machine that generated the corpus) under the
//! one tolerance policy of python/record_policy.py (docs/testing.md):
//!
//! - equal bits: equal;
//! - both NaN (another payload or sign), +0.0 against -0.0: equal under the policy, a note with
//!   both bit patterns (they print alike);
//! - finite floats with `|got - want| <= RECORD_EPS_MULTIPLE * eps * scale`, `scale` the largest
//!   finite `|want|` of the output (at least the smallest normal): a note with the largest
//!   distance in ulps;
//! - anything else is beyond the policy.
//!
//! Complex numbers compare part by part; bfloat16 against the record's uint16 bit patterns.

use minihlo::runtime::{f16, Array, DType};

/// A small multiple of eps of the output's scale (python/record_policy.py's constant).
pub const RECORD_EPS_MULTIPLE: f64 = 64.0;

/// One output's elements (complex parts flattened) as bit patterns and values.
struct Floats {
    bits: Vec<u64>,
    values: Vec<f64>,
    width: u32,
    eps: f64,
    tiny: f64,
}

fn floats(bytes: &[u8], dtype: DType) -> Option<Floats> {
    let (width, eps, tiny, value): (u32, f64, f64, fn(u64) -> f64) = match dtype {
        DType::F16 => (16, 2f64.powi(-10), 2f64.powi(-14), |b| {
            f16::from_bits(b as u16).to_f64()
        }),
        DType::BF16 => (16, 2f64.powi(-7), 2f64.powi(-126), |b| {
            f32::from_bits((b as u32) << 16) as f64
        }),
        DType::F32 | DType::C64 => (32, 2f64.powi(-23), 2f64.powi(-126), |b| {
            f32::from_bits(b as u32) as f64
        }),
        DType::F64 | DType::C128 => (64, f64::EPSILON, f64::MIN_POSITIVE, f64::from_bits),
        _ => return None,
    };
    let size = width as usize / 8;
    let bits: Vec<u64> = bytes
        .chunks_exact(size)
        .map(|c| {
            let mut b = [0u8; 8];
            b[..size].copy_from_slice(c);
            u64::from_le_bytes(b)
        })
        .collect();
    let values = bits.iter().map(|&b| value(b)).collect();
    Some(Floats {
        bits,
        values,
        width,
        eps,
        tiny,
    })
}

/// Whether two outputs have the same type and shape (bfloat16 against the record's uint16).
fn same_type(g: &Array, w: &Array) -> bool {
    (g.dtype() == w.dtype() || (g.dtype() == DType::BF16 && w.dtype() == DType::U16))
        && g.shape() == w.shape()
}

/// Bit for bit: `Err` with the first difference, said as what it is where the two print alike.
pub fn exact(got: &[Array], want: &[Array]) -> Result<(), String> {
    if got.len() != want.len() {
        return Err(format!(
            "{} outputs, JAX's module has {}",
            got.len(),
            want.len()
        ));
    }
    for (j, (g, w)) in got.iter().zip(want).enumerate() {
        if !same_type(g, w) {
            return Err(format!("out{j}: {g:?}, JAX's module has {w:?}"));
        }
        if g.bytes() == w.bytes() {
            continue;
        }
        let Some((gf, wf)) = floats(g.bytes(), g.dtype()).zip(floats(w.bytes(), g.dtype())) else {
            return Err(format!("out{j}: {g:?}\n  JAX's module: {w:?}"));
        };
        let n = gf.bits.iter().zip(&wf.bits).filter(|(a, b)| a != b).count();
        let i = (0..gf.bits.len())
            .find(|&i| gf.bits[i] != wf.bits[i])
            .unwrap_or(0);
        let (a, b) = (gf.values[i], wf.values[i]);
        let kind = if a.is_nan() && b.is_nan() {
            " (both NaN: another payload or sign, prints alike)"
        } else if a == 0.0 && b == 0.0 {
            " (+0.0 against -0.0, prints alike)"
        } else {
            ""
        };
        return Err(format!(
            "out{j}: {n} of {} elements differ; first at flat index {i}: {a:e} (bits {:#x}) \
             against JAX's {b:e} (bits {:#x}){kind}",
            gf.bits.len(),
            gf.bits[i],
            wf.bits[i]
        ));
    }
    Ok(())
}

/// Against the record under the policy: (beyond it, notes).
pub fn against_record(got: &[Array], want: &[Array]) -> (Vec<String>, Vec<String>) {
    if got.len() != want.len() {
        let e = format!("{} outputs, the record has {}", got.len(), want.len());
        return (vec![e], vec![]);
    }
    let (mut beyond, mut notes) = (vec![], vec![]);
    for (j, (g, w)) in got.iter().zip(want).enumerate() {
        if !same_type(g, w) {
            beyond.push(format!("out{j}: {g:?}, the record has {w:?}"));
        } else if g.bytes() != w.bytes() {
            match floats(g.bytes(), g.dtype()).zip(floats(w.bytes(), g.dtype())) {
                Some((gf, wf)) => policy(&format!("out{j}"), &gf, &wf, &mut beyond, &mut notes),
                None => beyond.push(format!(
                    "out{j}: {:?} must be equal: {g:?}\n  record: {w:?}",
                    g.dtype()
                )),
            }
        }
    }
    (beyond, notes)
}

fn policy(label: &str, g: &Floats, w: &Floats, beyond: &mut Vec<String>, notes: &mut Vec<String>) {
    let scale = w
        .values
        .iter()
        .filter(|v| v.is_finite())
        .fold(w.tiny, |m, v| m.max(v.abs()));
    let bound = RECORD_EPS_MULTIPLE * w.eps * scale;
    let (mut nan, mut zero, mut near, mut far) = (vec![], vec![], vec![], vec![]);
    for i in 0..w.bits.len() {
        let (a, b) = (g.values[i], w.values[i]);
        if g.bits[i] == w.bits[i] {
            continue;
        } else if a.is_nan() && b.is_nan() {
            nan.push(i);
        } else if a == 0.0 && b == 0.0 {
            zero.push(i);
        } else if a.is_finite() && b.is_finite() && (a - b).abs() <= bound {
            near.push(i);
        } else {
            far.push(i);
        }
    }
    let at = |i: usize| {
        format!(
            "first at flat index {i}: {:e} (bits {:#x}) here, {:e} (bits {:#x}) in the record",
            g.values[i], g.bits[i], w.values[i], w.bits[i]
        )
    };
    for (what, idx) in [("NaN payload or sign", &nan), ("sign of zero", &zero)] {
        if let Some(&i) = idx.first() {
            notes.push(format!(
                "{label}: {} elements differ only in {what} (prints alike); {}",
                idx.len(),
                at(i)
            ));
        }
    }
    if !near.is_empty() {
        let sign = |b: u64| b >> (g.width - 1);
        let ulps = near
            .iter()
            .filter(|&&i| sign(g.bits[i]) == sign(w.bits[i]))
            .map(|&i| g.bits[i].abs_diff(w.bits[i]))
            .max()
            .unwrap_or(0);
        notes.push(format!(
            "{label}: {} of {} elements within the policy ({RECORD_EPS_MULTIPLE} eps of the \
             output's scale {scale:.3e}), at most {ulps} ulps apart",
            near.len(),
            w.bits.len()
        ));
    }
    if let Some(&i) = far.first() {
        beyond.push(format!(
            "{label}: {} of {} elements beyond the policy ({RECORD_EPS_MULTIPLE} eps of the \
             output's scale {scale:.3e}); {}",
            far.len(),
            w.bits.len(),
            at(i)
        ));
    }
}
