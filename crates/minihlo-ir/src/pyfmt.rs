//! Python's reprs, as JAX's printer writes params: tuples, lists, bools and floats.

pub fn py_bool(b: bool) -> String {
    if b { "True" } else { "False" }.into()
}

/// Python's tuple repr: `()`, `(1,)`, `(1, 2)`.
pub fn py_tuple<T: ToString>(items: &[T]) -> String {
    py_tuple_of(items.iter().map(|i| i.to_string()))
}

pub fn py_tuple_of(items: impl Iterator<Item = String>) -> String {
    let items: Vec<String> = items.collect();
    match items.len() {
        0 => "()".into(),
        1 => format!("({},)", items[0]),
        _ => format!("({})", items.join(", ")),
    }
}

/// Python's list repr: `[]`, `[1, 2]`.
pub fn py_list<T: ToString>(items: &[T]) -> String {
    let items: Vec<String> = items.iter().map(|i| i.to_string()).collect();
    format!("[{}]", items.join(", "))
}

/// Python's `repr(float)`: shortest round-trip digits, `.0` on integral values, `inf`, `nan`,
/// and exponent notation from 1e16 up or below 1e-4.
pub fn format_python_float(v: f64) -> String {
    if v.is_nan() {
        return "nan".into();
    }
    if v.is_infinite() {
        return if v > 0.0 { "inf".into() } else { "-inf".into() };
    }
    let abs = v.abs();
    if abs != 0.0 && !(1e-4..1e16).contains(&abs) {
        // Rust's `{:e}` gives `1e16`, `1.5e-7`; Python writes `1e+16`, `1.5e-07`.
        let s = format!("{v:e}");
        let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
        let exp: i32 = exp.parse().unwrap_or(0);
        let sign = if exp < 0 { '-' } else { '+' };
        return format!("{mantissa}e{sign}{:02}", exp.abs());
    }
    let s = format!("{v}");
    if s.contains('.') {
        s
    } else {
        format!("{s}.0")
    }
}

/// Python's `repr(complex)`: `3j` when the real part is +0, else `(re+imj)`, each part as
/// `repr(float)` without a trailing `.0` (`(1.5+0j)`, `(-0-3j)`, `(nan-infj)`, `(1e+16+0j)`).
pub fn format_python_complex(re: f64, im: f64) -> String {
    let part = |v: f64| {
        let s = format_python_float(v);
        match s.strip_suffix(".0") {
            Some(t) => t.to_string(),
            None => s,
        }
    };
    let imag = part(im);
    if re == 0.0 && re.is_sign_positive() {
        return format!("{imag}j");
    }
    let sign = if imag.starts_with('-') { "" } else { "+" };
    format!("({}{sign}{imag}j)", part(re))
}
