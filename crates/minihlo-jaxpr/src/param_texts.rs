//! The param values a text spells in a way the IR does not keep: NumPy integer scalars
//! (`broadcast_dimensions=(0, np.int64(1))`, `GatherDimensionNumbers(offset_dims=(np.int64(2),),
//! ...)`, as `jax.vmap` prints them). The IR reads them as their values; `minihlo fmt` prints
//! these params as written ([`minihlo_ir::pretty::pretty_print_with`]), so that a text JAX
//! printed is reprinted byte for byte.

use minihlo_ir::pretty::ParamTexts;

use crate::ast::{self, Value, ValueKind};

fn walk_value(v: &Value, src: &str, out: &mut ParamTexts) {
    match &v.kind {
        ValueKind::Jaxpr(j) => walk_jaxpr(j, src, out),
        ValueKind::Program(p) => {
            p.shared.iter().for_each(|s| walk_jaxpr(&s.jaxpr, src, out));
            walk_jaxpr(&p.main, src, out);
        }
        // `custom_linear_solve`'s `_LinearSolveTuple` of jaxprs.
        ValueKind::Call { args, .. } => args.iter().for_each(|a| walk_value(&a.value, src, out)),
        ValueKind::Tuple(items) | ValueKind::List(items) => {
            items.iter().for_each(|i| walk_value(i, src, out))
        }
        _ => {}
    }
}

fn walk_jaxpr(j: &ast::Jaxpr, src: &str, out: &mut ParamTexts) {
    for e in &j.eqns {
        let mut texts = Vec::new();
        for p in &e.params {
            walk_value(&p.value, src, out);
            if let Some(text) = src.get(p.value.span.start..p.value.span.end) {
                let holds_jaxprs = matches!(&p.value.kind, ValueKind::Call { name, .. } if name == "_LinearSolveTuple");
                if text.contains("np.") && !holds_jaxprs {
                    texts.push((p.name.text.clone(), text.to_string()));
                }
            }
        }
        if !texts.is_empty() {
            out.insert(e.span, texts);
        }
    }
}

/// The params of every equation of `program` (parsed from `src`) whose value spells a NumPy
/// scalar, by equation span.
pub fn param_texts(program: &ast::Program, src: &str) -> ParamTexts {
    let mut out = ParamTexts::new();
    for s in &program.shared {
        walk_jaxpr(&s.jaxpr, src, &mut out);
    }
    walk_jaxpr(&program.main, src, &mut out);
    out
}
