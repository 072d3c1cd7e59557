//! `.npy` / `.npz` files <-> runtime arrays, through npyz.
//!
//! numpy has no bfloat16: like the corpus (tests/corpus/README.md), a bfloat16 array is stored as
//! its uint16 bit patterns, and a uint16 array given where bfloat16 is expected is taken as such.

use std::io::{Read, Seek, Write};
use std::path::Path;

use minihlo::runtime::{bf16, f16, Array, DType};
use npyz::num_complex::Complex;
use npyz::{AutoSerialize, Deserialize, NpyFile, WriterBuilder};

/// The arrays of an `.npy` (one) or `.npz` file (`in0, in1, ...` or `arr_0, arr_1, ...` in
/// numeric order, else by name).
#[allow(dead_code)] // tests/run reads npy files with it
pub fn read_arrays(path: &Path) -> Result<Vec<Array>, String> {
    Ok(read_arrays_noted(path)?
        .into_iter()
        .map(|(a, _)| a)
        .collect())
}

/// [`read_arrays`], each array with whether the file had it as a 2-byte void (`<V2`: how numpy
/// saves an `ml_dtypes.bfloat16` array), read as its uint16 bits.
#[allow(dead_code)]
pub fn read_arrays_noted(path: &Path) -> Result<Vec<(Array, bool)>, String> {
    let fail = |e: std::io::Error| format!("cannot read {}: {e}", path.display());
    if path.extension().is_some_and(|e| e == "npz") {
        let mut npz = npyz::npz::NpzArchive::open(path).map_err(fail)?;
        let mut names: Vec<String> = npz.array_names().map(str::to_string).collect();
        names.sort_by_key(|n| {
            let digits = n.trim_start_matches(|c: char| !c.is_ascii_digit());
            let prefix = n[..n.len() - digits.len()].to_string();
            (prefix, digits.parse::<u64>().unwrap_or(u64::MAX), n.clone())
        });
        let mut out = Vec::new();
        for name in names {
            let npy = npz
                .by_name(&name)
                .map_err(fail)?
                .ok_or_else(|| format!("{}: no array {name}", path.display()))?;
            out.push(from_npy(npy).map_err(|e| format!("{}[{name}]: {e}", path.display()))?);
        }
        Ok(out)
    } else {
        let file = std::fs::File::open(path).map_err(fail)?;
        let npy = NpyFile::new(std::io::BufReader::new(file)).map_err(fail)?;
        Ok(vec![
            from_npy(npy).map_err(|e| format!("{}: {e}", path.display()))?
        ])
    }
}

fn from_npy<R: Read>(npy: NpyFile<R>) -> Result<(Array, bool), String> {
    if npy.order() == npyz::Order::Fortran {
        return Err("Fortran-ordered arrays are not supported".into());
    }
    let shape: Vec<usize> = npy.shape().iter().map(|&d| d as usize).collect();
    if let npyz::DType::Plain(t) = npy.dtype() {
        if t.type_char() == npyz::TypeChar::RawData && t.size_field() == 2 {
            let v = npy.into_vec::<Vec<u8>>().map_err(|e| e.to_string())?;
            let bytes: Vec<u8> = v.into_iter().flatten().collect();
            let a = Array::from_bytes(DType::U16, &shape, bytes).map_err(|e| e.to_string())?;
            return Ok((a, true));
        }
    }
    from_plain(npy, shape).map(|a| (a, false))
}

fn from_plain<R: Read>(npy: NpyFile<R>, shape: Vec<usize>) -> Result<Array, String> {
    let descr = match npy.dtype() {
        npyz::DType::Plain(t) => t.to_string(),
        other => return Err(format!("unsupported dtype {}", other.descr())),
    };
    // The kind and size, whatever the byte order (npyz converts to native order).
    let kind = descr.trim_start_matches(['<', '>', '|', '=']);
    fn read<T: Deserialize + minihlo::runtime::Element, R: Read>(
        npy: NpyFile<R>,
        shape: &[usize],
    ) -> Result<Array, String> {
        let v = npy.into_vec::<T>().map_err(|e| e.to_string())?;
        Array::from_slice(shape, &v).map_err(|e| e.to_string())
    }
    match kind {
        "b1" => {
            let v = npy.into_vec::<bool>().map_err(|e| e.to_string())?;
            Array::from_bools(&shape, &v).map_err(|e| e.to_string())
        }
        "i1" => read::<i8, R>(npy, &shape),
        "i2" => read::<i16, R>(npy, &shape),
        "i4" => read::<i32, R>(npy, &shape),
        "i8" => read::<i64, R>(npy, &shape),
        "u1" => read::<u8, R>(npy, &shape),
        "u2" => read::<u16, R>(npy, &shape),
        "u4" => read::<u32, R>(npy, &shape),
        "u8" => read::<u64, R>(npy, &shape),
        "f2" => read::<f16, R>(npy, &shape),
        "f4" => read::<f32, R>(npy, &shape),
        "f8" => read::<f64, R>(npy, &shape),
        "c8" => {
            let v = npy.into_vec::<Complex<f32>>().map_err(|e| e.to_string())?;
            let v: Vec<[f32; 2]> = v.into_iter().map(|c| [c.re, c.im]).collect();
            Array::from_slice(&shape, &v).map_err(|e| e.to_string())
        }
        "c16" => {
            let v = npy.into_vec::<Complex<f64>>().map_err(|e| e.to_string())?;
            let v: Vec<[f64; 2]> = v.into_iter().map(|c| [c.re, c.im]).collect();
            Array::from_slice(&shape, &v).map_err(|e| e.to_string())
        }
        _ => Err(format!("unsupported dtype {descr}")),
    }
}

/// `a` as `want` where only the spelling differs: uint16 bits for bfloat16.
pub fn as_dtype(a: Array, want: DType) -> Array {
    if a.dtype() == DType::U16 && want == DType::BF16 {
        let shape = a.shape().to_vec();
        return Array::from_bytes(DType::BF16, &shape, a.into_bytes()).unwrap_or_else(|e| {
            unreachable!("same element size: {e}");
        });
    }
    a
}

/// Writes `arrays` as `out0, out1, ...` into an `.npz` file.
#[allow(dead_code)] // the command line writes npz_bytes through its output files
pub fn write_npz(path: &Path, arrays: &[Array]) -> Result<(), String> {
    let fail = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
    let npz = npyz::npz::NpzWriter::create(path).map_err(fail)?;
    write_npz_into(npz, path, arrays)
}

/// The bytes of the `.npz` file [`write_npz`] writes (for stdout, or an output file written
/// whole).
#[allow(dead_code)]
pub fn npz_bytes(arrays: &[Array]) -> Result<Vec<u8>, String> {
    let mut bytes = std::io::Cursor::new(Vec::new());
    write_npz_into(
        npyz::npz::NpzWriter::new(&mut bytes),
        Path::new("stdout"),
        arrays,
    )?;
    Ok(bytes.into_inner())
}

fn write_npz_into<W: Write + Seek>(
    mut npz: npyz::npz::NpzWriter<W>,
    path: &Path,
    arrays: &[Array],
) -> Result<(), String> {
    let fail = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
    for (i, a) in arrays.iter().enumerate() {
        let name = format!("out{i}");
        macro_rules! put {
            ($t:ty, $values:expr) => {{
                let shape: Vec<u64> = a.shape().iter().map(|&d| d as u64).collect();
                let mut w = npz
                    .array::<$t>(&name, Default::default())
                    .map_err(fail)?
                    .default_dtype()
                    .shape(&shape)
                    .begin_nd()
                    .map_err(fail)?;
                w.extend($values).map_err(fail)?;
                w.finish().map_err(fail)?;
            }};
        }
        write_with(a, |values| -> Result<(), String> {
            match values {
                Values::Bool(v) => put!(bool, v),
                Values::I8(v) => put!(i8, v),
                Values::I16(v) => put!(i16, v),
                Values::I32(v) => put!(i32, v),
                Values::I64(v) => put!(i64, v),
                Values::U8(v) => put!(u8, v),
                Values::U16(v) => put!(u16, v),
                Values::U32(v) => put!(u32, v),
                Values::U64(v) => put!(u64, v),
                Values::F16(v) => put!(f16, v),
                Values::F32(v) => put!(f32, v),
                Values::F64(v) => put!(f64, v),
                Values::C64(v) => put!(Complex<f32>, v),
                Values::C128(v) => put!(Complex<f64>, v),
            }
            Ok(())
        })?;
    }
    npz.zip_writer()
        .finish()
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(())
}

/// Writes one array as an `.npy` file.
pub fn write_npy(path: &Path, a: &Array) -> Result<(), String> {
    let fail = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
    let file = std::io::BufWriter::new(std::fs::File::create(path).map_err(fail)?);
    fn put<T: AutoSerialize, W: Write + Seek>(
        w: W,
        shape: &[usize],
        v: Vec<T>,
    ) -> std::io::Result<()> {
        let shape: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
        let mut w = npyz::WriteOptions::new()
            .default_dtype()
            .shape(&shape)
            .writer(w)
            .begin_nd()?;
        w.extend(v)?;
        w.finish()
    }
    let shape = a.shape();
    write_with(a, |values| {
        match values {
            Values::Bool(v) => put(file, shape, v),
            Values::I8(v) => put(file, shape, v),
            Values::I16(v) => put(file, shape, v),
            Values::I32(v) => put(file, shape, v),
            Values::I64(v) => put(file, shape, v),
            Values::U8(v) => put(file, shape, v),
            Values::U16(v) => put(file, shape, v),
            Values::U32(v) => put(file, shape, v),
            Values::U64(v) => put(file, shape, v),
            Values::F16(v) => put(file, shape, v),
            Values::F32(v) => put(file, shape, v),
            Values::F64(v) => put(file, shape, v),
            Values::C64(v) => put(file, shape, v),
            Values::C128(v) => put(file, shape, v),
        }
        .map_err(fail)
    })
}

/// An array's elements in a type npyz can write (bfloat16 as its uint16 bits).
enum Values {
    Bool(Vec<bool>),
    I8(Vec<i8>),
    I16(Vec<i16>),
    I32(Vec<i32>),
    I64(Vec<i64>),
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
    F16(Vec<f16>),
    F32(Vec<f32>),
    F64(Vec<f64>),
    C64(Vec<Complex<f32>>),
    C128(Vec<Complex<f64>>),
}

fn write_with<R>(a: &Array, f: impl FnOnce(Values) -> Result<R, String>) -> Result<R, String> {
    let e = |e: minihlo::runtime::Error| e.to_string();
    let values = match a.dtype() {
        DType::Bool => Values::Bool(a.bytes().iter().map(|&b| b != 0).collect()),
        DType::I8 => Values::I8(a.to_vec().map_err(e)?),
        DType::I16 => Values::I16(a.to_vec().map_err(e)?),
        DType::I32 => Values::I32(a.to_vec().map_err(e)?),
        DType::I64 => Values::I64(a.to_vec().map_err(e)?),
        DType::U8 => Values::U8(a.to_vec().map_err(e)?),
        DType::U16 => Values::U16(a.to_vec().map_err(e)?),
        DType::U32 => Values::U32(a.to_vec().map_err(e)?),
        DType::U64 => Values::U64(a.to_vec().map_err(e)?),
        DType::F16 => Values::F16(a.to_vec().map_err(e)?),
        DType::BF16 => Values::U16(
            a.to_vec::<bf16>()
                .map_err(e)?
                .into_iter()
                .map(bf16::to_bits)
                .collect(),
        ),
        DType::F32 => Values::F32(a.to_vec().map_err(e)?),
        DType::F64 => Values::F64(a.to_vec().map_err(e)?),
        DType::C64 => Values::C64(
            a.to_vec::<[f32; 2]>()
                .map_err(e)?
                .into_iter()
                .map(|[re, im]| Complex { re, im })
                .collect(),
        ),
        DType::C128 => Values::C128(
            a.to_vec::<[f64; 2]>()
                .map_err(e)?
                .into_iter()
                .map(|[re, im]| Complex { re, im })
                .collect(),
        ),
        // The runtime holds no key arrays (Array refuses them): key data is uint32.
        DType::Key(_) => return Err(format!("cannot write a {} array", a.dtype())),
    };
    f(values)
}
