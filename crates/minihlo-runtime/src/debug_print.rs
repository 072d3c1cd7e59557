//! `jax.debug.print` from Rust: the text JAX's `_format_print_callback` prints for a
//! `debug_print` host callback, from its format string, its argument tree and its buffers.
//!
//! JAX formats with Python's `str.format` over the (NumPy) arrays, under NumPy's default print
//! options (those `debug_print` records unless the program changed them): `{}`, `{0}` and
//! `{name}` placeholders, `{{` / `}}`; with no placeholders the arguments follow the format,
//! separated by spaces. Arrays print as NumPy's `str` does: booleans `True`/`False`, integers,
//! and floats in NumPy's `maxprec` mode (the shortest digits that read back, at most 8 after
//! the point, or scientific notation when NumPy would choose it), right-aligned in columns,
//! nested rows on new lines. Not covered: format specs (`{:.2f}`), nested pytree arguments,
//! summarised arrays (over 1000 elements) and line wrapping past 75 columns; those are reported
//! as errors rather than printed differently from JAX.

use crate::array::{Array, DType};
use crate::Error;

/// The line JAX prints (without the final newline).
pub fn format(
    fmt: &str,
    has_placeholders: bool,
    in_tree: Option<&str>,
    args: &[Array],
) -> Result<String, Error> {
    let (positional, keywords) = match in_tree {
        Some(t) => parse_tree(t)?,
        None => (args.len(), Vec::new()),
    };
    if positional + keywords.len() != args.len() {
        return Err(Error::Input(format!(
            "debug_print: the argument tree has {} leaves, the call {} buffers",
            positional + keywords.len(),
            args.len()
        )));
    }
    let strs: Vec<String> = args.iter().map(array_str).collect::<Result<_, _>>()?;
    let (pos, kw) = strs.split_at(positional);
    if !has_placeholders {
        let mut out = fmt.to_string();
        for s in pos {
            out.push(' ');
            out.push_str(s);
        }
        return Ok(out);
    }
    let mut out = String::new();
    let mut auto = 0usize;
    let mut chars = fmt.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                out.push('{');
            }
            '}' if chars.peek() == Some(&'}') => {
                chars.next();
                out.push('}');
            }
            '{' => {
                let mut field = String::new();
                for d in chars.by_ref() {
                    if d == '}' {
                        break;
                    }
                    field.push(d);
                }
                if field.contains([':', '!', '.', '[']) {
                    return Err(Error::Input(format!(
                        "debug_print: the field {{{field}}} has a conversion or format spec, which the Rust formatter does not apply"
                    )));
                }
                let value = if field.is_empty() {
                    auto += 1;
                    pos.get(auto - 1)
                } else if let Ok(i) = field.parse::<usize>() {
                    pos.get(i)
                } else {
                    keywords
                        .iter()
                        .position(|k| *k == field)
                        .and_then(|i| kw.get(i))
                };
                let value = value.ok_or_else(|| {
                    Error::Input(format!("debug_print: no argument for {{{field}}}"))
                })?;
                out.push_str(value);
            }
            c => out.push(c),
        }
    }
    Ok(out)
}

/// Whether `fmt` has a replacement field (JAX's `has_placeholders`): a `{` that is not `{{`.
pub fn has_placeholders(fmt: &str) -> bool {
    let mut chars = fmt.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '{' {
            if chars.peek() == Some(&'{') {
                chars.next();
            } else {
                return true;
            }
        }
    }
    false
}

/// A closure for the `debug_print` entries of a callback table (their callback name is
/// `debug_print`: `Callbacks::new().bind_name("debug_print", printer(|line| println!("{line}")))`):
/// formats each call as JAX prints it and hands the line to `sink`.
pub fn printer<F>(sink: F) -> impl Fn(&mut crate::Call<'_>) -> crate::CallbackResult + Send + Sync
where
    F: Fn(String) + Send + Sync + 'static,
{
    move |call| {
        let spec = call.spec();
        let fmt = spec.fmt.clone().ok_or_else(|| {
            Error::Binding(format!(
                "host callback {} (index {}) is not a debug_print",
                spec.name, spec.index
            ))
        })?;
        let in_tree = spec.in_tree.clone();
        let args: Vec<Array> = call.inputs().iter().map(|b| b.to_array()).collect();
        let line = format(&fmt, has_placeholders(&fmt), in_tree.as_deref(), &args)?;
        sink(line);
        Ok(())
    }
}

/// `PyTreeDef(((*, *), {'x': *}))`: the number of positional leaves and the keyword names, each
/// a single leaf.
fn parse_tree(tree: &str) -> Result<(usize, Vec<String>), Error> {
    let bad = || {
        Error::Input(format!(
            "debug_print: the argument tree {tree} is not flat arrays (the Rust formatter prints only those)"
        ))
    };
    let inner = tree
        .strip_prefix("PyTreeDef((")
        .and_then(|t| t.strip_suffix("))"))
        .ok_or_else(bad)?;
    let close = inner.find(')').ok_or_else(bad)?;
    let args = inner[..close].trim_start_matches('(');
    let positional = args
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| if s == "*" { Ok(()) } else { Err(bad()) })
        .collect::<Result<Vec<()>, Error>>()?
        .len();
    let rest = inner[close + 1..].trim_start_matches(',').trim();
    let dict = rest
        .strip_prefix('{')
        .and_then(|d| d.strip_suffix('}'))
        .ok_or_else(bad)?;
    let mut keywords = Vec::new();
    for item in dict.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (k, v) = item.split_once(':').ok_or_else(bad)?;
        if v.trim() != "*" {
            return Err(bad());
        }
        keywords.push(k.trim().trim_matches('\'').to_string());
    }
    Ok((positional, keywords))
}

/// NumPy's `str` of an array under the default print options.
pub fn array_str(a: &Array) -> Result<String, Error> {
    if a.len() > 1000 {
        return Err(Error::Input(
            "debug_print: arrays over 1000 elements print summarised, which the Rust formatter does not do".into(),
        ));
    }
    let values = elements(a)?;
    if a.shape().is_empty() {
        return Ok(match &values {
            Elements::Float(v) => scalar_float(v[0], a.dtype()),
            _ => values.strings()[0].clone(),
        });
    }
    let strs = values.strings();
    let width = strs.iter().map(|s| s.chars().count()).max().unwrap_or(0);
    let padded: Vec<String> = strs.iter().map(|s| format!("{s:>width$}")).collect();
    let text = nest(a.shape(), &padded, 1);
    if text.lines().any(|l| l.chars().count() > 75) {
        return Err(Error::Input(
            "debug_print: a line over 75 columns, which NumPy wraps and the Rust formatter does not".into(),
        ));
    }
    Ok(text)
}

fn nest(shape: &[usize], items: &[String], depth: usize) -> String {
    if shape.len() == 1 {
        return format!("[{}]", items.join(" "));
    }
    let n = shape[0];
    let chunk = items.len().checked_div(n).unwrap_or(0);
    let rows: Vec<String> = (0..n)
        .map(|i| nest(&shape[1..], &items[i * chunk..(i + 1) * chunk], depth + 1))
        .collect();
    let sep = format!("{}{}", "\n".repeat(shape.len() - 1), " ".repeat(depth));
    format!("[{}]", rows.join(&sep))
}

enum Elements {
    Bool(Vec<bool>),
    Int(Vec<i128>),
    Float(Vec<f64>),
}

impl Elements {
    fn strings(&self) -> Vec<String> {
        match self {
            Elements::Bool(v) => v
                .iter()
                .map(|b| if *b { "True" } else { "False" }.to_string())
                .collect(),
            Elements::Int(v) => v.iter().map(|i| i.to_string()).collect(),
            Elements::Float(v) => float_strings(v),
        }
    }
}

fn elements(a: &Array) -> Result<Elements, Error> {
    use half::{bf16, f16};
    Ok(match a.dtype() {
        DType::Bool => Elements::Bool(a.bytes().iter().map(|b| *b != 0).collect()),
        DType::I8 => Elements::Int(a.to_vec::<i8>()?.into_iter().map(i128::from).collect()),
        DType::I16 => Elements::Int(a.to_vec::<i16>()?.into_iter().map(i128::from).collect()),
        DType::I32 => Elements::Int(a.to_vec::<i32>()?.into_iter().map(i128::from).collect()),
        DType::I64 => Elements::Int(a.to_vec::<i64>()?.into_iter().map(i128::from).collect()),
        DType::U8 => Elements::Int(a.to_vec::<u8>()?.into_iter().map(i128::from).collect()),
        DType::U16 => Elements::Int(a.to_vec::<u16>()?.into_iter().map(i128::from).collect()),
        DType::U32 => Elements::Int(a.to_vec::<u32>()?.into_iter().map(i128::from).collect()),
        DType::U64 => Elements::Int(a.to_vec::<u64>()?.into_iter().map(i128::from).collect()),
        DType::F16 => Elements::Float(
            a.to_vec::<f16>()?
                .into_iter()
                .map(|x| f64::from(x.to_f32()))
                .collect(),
        ),
        DType::BF16 => Elements::Float(
            a.to_vec::<bf16>()?
                .into_iter()
                .map(|x| f64::from(x.to_f32()))
                .collect(),
        ),
        DType::F32 => Elements::Float(
            a.to_vec::<f32>()?
                .into_iter()
                .map(|x| {
                    // The shortest digits of the f32 value, as NumPy's float32 repr.
                    format!("{x}").parse::<f64>().unwrap_or(f64::from(x))
                })
                .collect(),
        ),
        DType::F64 => Elements::Float(a.to_vec::<f64>()?),
        DType::Key(_) => {
            return Err(Error::Input(
                "debug_print: a PRNG key prints as its key data, which the Rust formatter is not given".into(),
            ))
        }
        DType::C64 | DType::C128 => {
            return Err(Error::Input(
                "debug_print: complex arrays print in NumPy's complex layout, which the Rust formatter does not do".into(),
            ))
        }
    })
}

/// NumPy's `str` of a 0-d float array: Python's float repr (`1.0`, `1e-05`, `1e+20`).
fn scalar_float(x: f64, _dtype: DType) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    let a = x.abs();
    if a != 0.0 && !(1e-4..1e16).contains(&a) {
        return sci(x, None);
    }
    let s = format!("{x}");
    if s.contains('.') {
        s
    } else {
        format!("{s}.0")
    }
}

/// `d.ddde±XX` with the shortest mantissa, or `digits` after the point (zero padded).
fn sci(x: f64, digits: Option<usize>) -> String {
    let s = format!("{x:e}");
    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = e.parse().unwrap_or(0);
    let mut m = m.to_string();
    if let Some(d) = digits {
        let have = m.split_once('.').map_or(0, |(_, f)| f.len());
        if !m.contains('.') {
            m.push('.');
        }
        m.push_str(&"0".repeat(d.saturating_sub(have)));
    } else if !m.contains('.') {
        m.push('.');
    }
    let sign = if e < 0 { '-' } else { '+' };
    format!("{m}e{sign}{:02}", e.abs())
}

/// NumPy's `FloatingFormat` in `maxprec` mode, precision 8, not suppressing small values.
fn float_strings(v: &[f64]) -> Vec<String> {
    let finite: Vec<f64> = v
        .iter()
        .copied()
        .filter(|x| x.is_finite() && *x != 0.0)
        .map(f64::abs)
        .collect();
    let special = |x: f64| -> Option<String> {
        if x.is_nan() {
            Some("nan".into())
        } else if x.is_infinite() {
            Some(if x > 0.0 { "inf" } else { "-inf" }.into())
        } else {
            None
        }
    };
    let exp = !finite.is_empty() && {
        let max = finite.iter().copied().fold(f64::MIN, f64::max);
        let min = finite.iter().copied().fold(f64::MAX, f64::min);
        max >= 1e8 || min < 1e-4 || max / min > 1e3
    };
    if exp {
        let digits = v
            .iter()
            .filter(|x| x.is_finite())
            .map(|x| {
                let s = format!("{x:e}");
                s.split_once('e')
                    .map_or(0, |(m, _)| m.split_once('.').map_or(0, |(_, f)| f.len()))
            })
            .max()
            .unwrap_or(0)
            .min(8);
        return v
            .iter()
            .map(|&x| special(x).unwrap_or_else(|| sci(round_sig(x, digits), Some(digits))))
            .collect();
    }
    // Positional: at most 8 fractional digits, the shortest that read back; padded on the
    // right with spaces to the longest fraction.
    let parts: Vec<Option<(String, String)>> = v
        .iter()
        .map(|&x| {
            if special(x).is_some() {
                return None;
            }
            let mut s = format!("{x}");
            if s.split_once('.').is_some_and(|(_, f)| f.len() > 8) {
                s = format!("{x:.8}").trim_end_matches('0').to_string();
            }
            let (i, f) = s.split_once('.').unwrap_or((&s, ""));
            Some((i.to_string(), f.to_string()))
        })
        .collect();
    let frac = parts
        .iter()
        .flatten()
        .map(|(_, f)| f.len())
        .max()
        .unwrap_or(0);
    v.iter()
        .zip(parts)
        .map(|(&x, p)| match p {
            None => special(x).unwrap_or_default(),
            Some((i, f)) => format!("{i}.{f:<frac$}"),
        })
        .collect()
}

fn round_sig(x: f64, digits: usize) -> f64 {
    format!("{x:.digits$e}").parse().unwrap_or(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(shape: &[usize], v: &[f32]) -> Array {
        Array::from_slice(shape, v).unwrap()
    }

    #[test]
    fn prints_as_numpy_does() {
        assert_eq!(
            array_str(&f32s(&[3], &[0.0, 1.0, 2.0])).unwrap(),
            "[0. 1. 2.]"
        );
        assert_eq!(array_str(&f32s(&[2], &[1.5, 2.25])).unwrap(), "[1.5  2.25]");
        assert_eq!(
            array_str(&f32s(&[2, 2], &[1.0, 2.0, 3.0, 4.0])).unwrap(),
            "[[1. 2.]\n [3. 4.]]"
        );
        assert_eq!(array_str(&Array::scalar(0i32)).unwrap(), "0");
        assert_eq!(array_str(&Array::scalar(1.5f32)).unwrap(), "1.5");
        assert_eq!(
            array_str(&Array::from_slice(&[3], &[1i32, -2, 30]).unwrap()).unwrap(),
            "[ 1 -2 30]"
        );
        assert_eq!(
            array_str(&Array::from_bools(&[2], &[true, false]).unwrap()).unwrap(),
            "[ True False]"
        );
    }

    #[test]
    fn formats_as_jax_does() {
        let y = f32s(&[2, 2], &[1.0, 2.0, 3.0, 4.0]);
        let n = Array::scalar(0i32);
        assert_eq!(
            format(
                "y={} n={n}",
                true,
                Some("PyTreeDef(((*,), {'n': *}))"),
                &[y, n]
            )
            .unwrap(),
            "y=[[1. 2.]\n [3. 4.]] n=0"
        );
        assert_eq!(
            format("no placeholders", false, Some("PyTreeDef(((), {}))"), &[]).unwrap(),
            "no placeholders"
        );
        assert_eq!(
            format("x={}", true, None, &[f32s(&[3], &[0.0, 1.0, 2.0])]).unwrap(),
            "x=[0. 1. 2.]"
        );
    }
}
