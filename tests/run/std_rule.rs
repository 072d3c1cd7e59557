//! The corpus's standard callback rule (python/std_rule.py), in Rust: for the callback with
//! host-callback index k, output j copies the first input of the same shape and dtype, plus 1
//! (logical not for bool; integers wrap; floats add 1 in their own precision); if no input
//! matches, it is filled with `10*k + j + 1` cast to its dtype (true for bool).

use minihlo::runtime::{bf16, f16, Buffer, BufferMut, Call, CallbackResult, DType};

pub fn apply(call: &mut Call<'_>) -> CallbackResult {
    let k = call.index();
    let (ins, outs) = call.split();
    for (j, out) in outs.iter_mut().enumerate() {
        match ins
            .iter()
            .find(|b| b.dtype() == out.dtype() && b.shape() == out.shape())
        {
            Some(src) => plus_one(src, out)?,
            None => fill(out, 10 * k as i64 + j as i64 + 1)?,
        }
    }
    Ok(())
}

fn map<T: minihlo::runtime::Element>(
    src: &Buffer<'_>,
    out: &mut BufferMut<'_>,
    f: impl Fn(T) -> T,
) -> CallbackResult {
    let x = src.as_slice::<T>()?;
    for (o, &v) in out.as_slice_mut::<T>()?.iter_mut().zip(x) {
        *o = f(v);
    }
    Ok(())
}

fn plus_one(src: &Buffer<'_>, out: &mut BufferMut<'_>) -> CallbackResult {
    match src.dtype() {
        DType::Bool => map::<u8>(src, out, |v| (v == 0) as u8),
        DType::I8 => map::<i8>(src, out, |v| v.wrapping_add(1)),
        DType::I16 => map::<i16>(src, out, |v| v.wrapping_add(1)),
        DType::I32 => map::<i32>(src, out, |v| v.wrapping_add(1)),
        DType::I64 => map::<i64>(src, out, |v| v.wrapping_add(1)),
        DType::U8 => map::<u8>(src, out, |v| v.wrapping_add(1)),
        DType::U16 => map::<u16>(src, out, |v| v.wrapping_add(1)),
        DType::U32 => map::<u32>(src, out, |v| v.wrapping_add(1)),
        DType::U64 => map::<u64>(src, out, |v| v.wrapping_add(1)),
        // numpy and ml_dtypes add half floats in f32 and round once.
        DType::F16 => map::<f16>(src, out, |v| f16::from_f32(v.to_f32() + 1.0)),
        DType::BF16 => map::<bf16>(src, out, |v| bf16::from_f32(v.to_f32() + 1.0)),
        DType::F32 => map::<f32>(src, out, |v| v + 1.0),
        DType::F64 => map::<f64>(src, out, |v| v + 1.0),
        // numpy adds (1+0j): the imaginary part gets + 0.0 too (-0.0 becomes 0.0).
        DType::C64 => map::<[f32; 2]>(src, out, |[re, im]| [re + 1.0, im + 0.0]),
        DType::C128 => map::<[f64; 2]>(src, out, |[re, im]| [re + 1.0, im + 0.0]),
        DType::Key(_) => Err("a callback buffer never holds keys (their data is uint32)".into()),
    }
}

fn fill(out: &mut BufferMut<'_>, v: i64) -> CallbackResult {
    match out.dtype() {
        DType::Bool => out.as_slice_mut::<u8>()?.fill(1),
        DType::I8 => out.as_slice_mut::<i8>()?.fill(v as i8),
        DType::I16 => out.as_slice_mut::<i16>()?.fill(v as i16),
        DType::I32 => out.as_slice_mut::<i32>()?.fill(v as i32),
        DType::I64 => out.as_slice_mut::<i64>()?.fill(v),
        DType::U8 => out.as_slice_mut::<u8>()?.fill(v as u8),
        DType::U16 => out.as_slice_mut::<u16>()?.fill(v as u16),
        DType::U32 => out.as_slice_mut::<u32>()?.fill(v as u32),
        DType::U64 => out.as_slice_mut::<u64>()?.fill(v as u64),
        DType::F16 => out.as_slice_mut::<f16>()?.fill(f16::from_f64(v as f64)),
        DType::BF16 => out.as_slice_mut::<bf16>()?.fill(bf16::from_f64(v as f64)),
        DType::F32 => out.as_slice_mut::<f32>()?.fill(v as f32),
        DType::F64 => out.as_slice_mut::<f64>()?.fill(v as f64),
        DType::C64 => out.as_slice_mut::<[f32; 2]>()?.fill([v as f32, 0.0]),
        DType::C128 => out.as_slice_mut::<[f64; 2]>()?.fill([v as f64, 0.0]),
        DType::Key(_) => return Err("a callback buffer never holds keys".into()),
    }
    Ok(())
}
