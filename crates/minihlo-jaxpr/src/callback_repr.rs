//! A callback's name from the repr JAX prints for it (`<function f at 0x...>`), for
//! buffer_callback and the Python-callback family.

use crate::ast::{Value, ValueKind};

/// The callback's name from its repr: `<function NAME at 0x...>` (JAX masks the address; any
/// address is accepted), `<built-in function NAME>`, `<bound method NAME of ...>`; for a call such
/// as `functools.partial(<function f at 0x...>)`, the first function inside.
pub(crate) fn callback_name(v: &Value) -> Result<String, String> {
    fn find(v: &Value) -> Option<String> {
        match &v.kind {
            ValueKind::Repr(r) => Some(repr_name(r)),
            ValueKind::Ident(s) | ValueKind::Str(s) => Some(s.clone()),
            ValueKind::Call { args, .. } => args.iter().find_map(|a| find(&a.value)),
            _ => None,
        }
    }
    let expected = "a function repr such as `<function f at 0xXXXXXXXXXXXX>`";
    match find(v) {
        Some(name) if prints_back(&name) => Ok(name),
        Some(_) => Err(format!(
            "{expected} whose name prints back as one repr (balanced `<>`, on one line)"
        )),
        None => Err(expected.into()),
    }
}

/// The address in a plain function repr (`<function f at 0x7f3a2c1b5e40>`), when the text keeps
/// one: JAX 0.12 masks every address as `0xXXXXXXXXXXXX` (as many `X` as digits), and a masked
/// address of the usual 12 digits tells nothing (`None`). Any other spelling (a real address, as
/// older JAX printed, or a mask of another length) tells the function apart from a function of the
/// same name written differently, as JAX's distinct function objects are distinct callbacks.
pub(crate) fn callback_address(v: &Value) -> Option<String> {
    let ValueKind::Repr(r) = &v.kind else {
        return None;
    };
    let rest = r.strip_prefix("<function ")?;
    let at = rest.rfind(" at 0x")?;
    let digits = rest[at + " at 0x".len()..].strip_suffix('>')?;
    let hex = !digits.is_empty() && digits.chars().all(|c| c.is_ascii_hexdigit() || c == 'X');
    (hex && digits != MASKED).then(|| digits.to_string())
}

/// The address JAX's printer writes for every function.
pub(crate) const MASKED: &str = "XXXXXXXXXXXX";

/// Whether the printer's `<function NAME at 0xXXXXXXXXXXXX>` reads back as one repr with the same
/// name: a name with unbalanced `<>` (a repr cut short by `rfind(" at 0x")`) or a line break
/// would print as text that does not parse.
fn prints_back(name: &str) -> bool {
    let mut depth = 0usize;
    for c in name.chars() {
        match c {
            '<' => depth += 1,
            '>' => match depth.checked_sub(1) {
                Some(d) => depth = d,
                None => return false,
            },
            c if c.is_control() => return false,
            _ => {}
        }
    }
    depth == 0 && repr_name(&format!("<function {name} at 0xXXXXXXXXXXXX>")) == name
}

fn repr_name(r: &str) -> String {
    let inner = r
        .strip_prefix('<')
        .and_then(|s| s.strip_suffix('>'))
        .unwrap_or(r);
    for prefix in [
        "function ",
        "built-in function ",
        "bound method ",
        "built-in method ",
    ] {
        if let Some(rest) = inner.strip_prefix(prefix) {
            let end = [" at 0x", " of "]
                .iter()
                .filter_map(|sep| rest.rfind(sep))
                .min()
                .unwrap_or(rest.len());
            return rest[..end].to_string();
        }
    }
    inner.to_string()
}

#[cfg(test)]
mod tests {
    use super::{callback_address, repr_name};
    use crate::ast::{Value, ValueKind};

    fn repr(r: &str) -> Value {
        Value {
            kind: ValueKind::Repr(r.into()),
            span: Default::default(),
        }
    }

    #[test]
    fn callback_addresses_tell_functions_apart_unless_masked() {
        assert_eq!(
            callback_address(&repr("<function f at 0xXXXXXXXXXXXX>")),
            None
        );
        assert_eq!(
            callback_address(&repr("<function f at 0x7f3a2c1b5e40>")).as_deref(),
            Some("7f3a2c1b5e40")
        );
        assert_eq!(
            callback_address(&repr("<function f at 0xXXXXXXXX>")).as_deref(),
            Some("XXXXXXXX")
        );
        assert_eq!(callback_address(&repr("<built-in function print>")), None);
    }

    #[test]
    fn callback_names_come_from_reprs() {
        assert_eq!(
            repr_name("<function make_std_cb.<locals>.std_cb at 0xXXXXXXXXXXXX>"),
            "make_std_cb.<locals>.std_cb"
        );
        assert_eq!(
            repr_name("<function <lambda> at 0x7f3a2c1b5e40>"),
            "<lambda>"
        );
        assert_eq!(repr_name("<built-in function print>"), "print");
        assert_eq!(repr_name("<bound method A.f of <A object at 0x1>>"), "A.f");
        assert_eq!(repr_name("<lambda>"), "lambda");
    }
}
