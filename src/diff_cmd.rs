//! `minihlo diff A.mlir B.mlir`: the first operation, and its attributes, that differ between two
//! modules, whichever form each is printed in (minihlo's generic form, or the pretty form of
//! `jax.jit(f).lower(x).as_text()`).
//!
//! Both modules are read by one parser, so that equal modules give equal listings: jaxlib's (the
//! MLIR context JAX lowers in, through a Python with jax installed: both forms), or minihlo's
//! own MLIR C API with unregistered dialects allowed (the generic form only: StableHLO's pretty
//! form needs StableHLO's parser, which only jaxlib has here). Operations are compared in
//! pre-order: name, operand and result types, attributes (the `stablehlo.custom_call` defaults
//! JAX's printer leaves out counted as present), number of regions. Value names do not count.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::ValueLike;

const NORMALISE_PY: &str = include_str!("diff_normalise.py");

/// What JAX's pretty printer leaves out of a `stablehlo.custom_call` when it has its default.
const CUSTOM_CALL_DEFAULTS: [(&str, &str); 5] = [
    ("api_version", "1 : i32"),
    ("has_side_effect", "false"),
    ("backend_config", "\"\""),
    ("output_operand_aliases", "[]"),
    ("called_computations", "[]"),
];

#[derive(clap::Args)]
#[command(after_help = DIFF_HELP)]
pub struct DiffArgs {
    /// A module as MLIR text (generic or pretty form).
    a: PathBuf,
    /// The module to compare it with.
    b: PathBuf,
    /// The parser: `jaxlib` (JAX's MLIR context, through a Python with jax installed; both
    /// forms), `mlir` (minihlo's MLIR C API, unregistered dialects allowed; generic form only),
    /// or `auto`: jaxlib when a Python with jax is found, else mlir.
    #[arg(long, value_enum, default_value_t = ParserKind::Auto)]
    parser: ParserKind,
    /// The Python with jax installed. Default: $MINIHLO_PYTHON, else `.venv/bin/python` in the
    /// current directory when there is one, else `python3`.
    #[arg(long, value_name = "PATH")]
    python: Option<PathBuf>,
}

const DIFF_HELP: &str = "\
Exit status: 0 when the modules are equal, 1 when they differ (the first difference on stdout),
2 on trouble (a file that does not parse, no parser for its form).

Example (a module compiled as JAX names and calls it, against JAX's own):
  minihlo compile f.jaxpr --name f --ffi-form jax -o f.mlir
  python -c '...; print(jax.jit(f).lower(x).as_text())' > f.jax.mlir
  minihlo diff f.mlir f.jax.mlir";

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ParserKind {
    Auto,
    Jaxlib,
    Mlir,
}

/// One operation as the comparison sees it.
#[derive(PartialEq, Eq)]
struct Op {
    name: String,
    operands: Vec<String>,
    results: Vec<String>,
    attrs: BTreeMap<String, String>,
    regions: usize,
}

/// Ok(true) when the modules are equal, Ok(false) (the report printed) when they differ.
pub fn run(args: &DiffArgs) -> Result<bool, String> {
    let (a, b, parser) = listings(args)?;
    match first_difference(&a, &b) {
        None => {
            println!(
                "{} and {} are equal: {} operations, compared by {parser}",
                args.a.display(),
                args.b.display(),
                a.len()
            );
            Ok(true)
        }
        Some(report) => {
            let names = (args.a.display(), args.b.display());
            println!(
                "{}\n(compared by {parser})",
                report
                    .replace("{A}", &names.0.to_string())
                    .replace("{B}", &names.1.to_string())
            );
            Ok(false)
        }
    }
}

/// Both modules' operations, and the parser's description.
fn listings(args: &DiffArgs) -> Result<(Vec<Op>, Vec<Op>, String), String> {
    for p in [&args.a, &args.b] {
        if let Err(e) = std::fs::metadata(p) {
            return Err(format!("cannot read {}: {e}", p.display()));
        }
    }
    if args.parser != ParserKind::Mlir {
        let python = python(args);
        match with_jaxlib(&python, &args.a, &args.b) {
            Ok((a, b)) => {
                return Ok((a, b, format!("jaxlib's parser, {}", python.display())));
            }
            Err(Jaxlib::Parse(e)) => return Err(e),
            Err(Jaxlib::Missing(e)) if args.parser == ParserKind::Jaxlib => return Err(e),
            Err(Jaxlib::Missing(e)) => eprintln!(
                "note: {e}; comparing with minihlo's own MLIR parser (the generic form only)"
            ),
        }
    }
    let a = with_mlir(&args.a)?;
    let b = with_mlir(&args.b)?;
    Ok((a, b, "minihlo's MLIR parser (generic form)".into()))
}

fn python(args: &DiffArgs) -> PathBuf {
    if let Some(p) = &args.python {
        return p.clone();
    }
    if let Some(p) = std::env::var_os("MINIHLO_PYTHON") {
        return PathBuf::from(p);
    }
    let venv = Path::new(".venv/bin/python");
    if venv.exists() {
        return venv.to_path_buf();
    }
    PathBuf::from("python3")
}

enum Jaxlib {
    /// No Python, or no jax in it.
    Missing(String),
    /// A module jaxlib cannot parse.
    Parse(String),
}

fn with_jaxlib(python: &Path, a: &Path, b: &Path) -> Result<(Vec<Op>, Vec<Op>), Jaxlib> {
    let out = Command::new(python)
        .arg("-c")
        .arg(NORMALISE_PY)
        .arg(a)
        .arg(b)
        .env("JAX_PLATFORMS", "cpu")
        .output()
        .map_err(|e| Jaxlib::Missing(format!("cannot run {}: {e}", python.display())))?;
    let stderr = String::from_utf8_lossy(&out.stderr).trim().to_string();
    match out.status.code() {
        Some(0) => {}
        Some(3) => {
            return Err(Jaxlib::Missing(format!(
                "{}: {stderr} (give --python PATH of a Python with jax)",
                python.display()
            )))
        }
        Some(4) => {
            return Err(Jaxlib::Parse(format!(
                "jaxlib's parser refuses {}",
                stderr.lines().collect::<Vec<_>>().join("\n  ")
            )))
        }
        _ => {
            return Err(Jaxlib::Missing(format!(
                "{} failed: {stderr}",
                python.display()
            )))
        }
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let mut lines = text.lines().map(parse_listing);
    match (lines.next(), lines.next()) {
        (Some(Ok(a)), Some(Ok(b))) => Ok((a, b)),
        (Some(Err(e)), _) | (_, Some(Err(e))) => Err(Jaxlib::Missing(e)),
        _ => Err(Jaxlib::Missing(format!(
            "{} printed no listing",
            python.display()
        ))),
    }
}

fn parse_listing(line: &str) -> Result<Vec<Op>, String> {
    let bad = || "the normaliser's output is not a listing".to_string();
    let value: serde_json::Value = serde_json::from_str(line).map_err(|_| bad())?;
    let strings = |v: &serde_json::Value| -> Vec<String> {
        v.as_array()
            .map(|a| {
                a.iter()
                    .map(|s| s.as_str().unwrap_or_default().to_string())
                    .collect()
            })
            .unwrap_or_default()
    };
    let ops = value.as_array().ok_or_else(bad)?;
    Ok(ops
        .iter()
        .map(|op| Op {
            name: op["name"].as_str().unwrap_or_default().to_string(),
            operands: strings(&op["operands"]),
            results: strings(&op["results"]),
            attrs: op["attrs"]
                .as_object()
                .map(|m| {
                    m.iter()
                        .map(|(k, v)| (k.clone(), v.as_str().unwrap_or_default().to_string()))
                        .collect()
                })
                .unwrap_or_default(),
            regions: op["regions"].as_u64().unwrap_or_default() as usize,
        })
        .map(with_defaults)
        .collect())
}

fn with_mlir(path: &Path) -> Result<Vec<Op>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let context = minihlo::stablehlo::MlirContext::new();
    let module = context.parse(&text).map_err(|e| {
        let pretty = text.contains("stablehlo.") && !text.contains("\"stablehlo.");
        let hint = if pretty {
            "\n  it looks like StableHLO's pretty form (`jax.jit(f).lower(x).as_text()`), which only \
             jaxlib's parser reads: give --python PATH of a Python with jax installed"
        } else {
            ""
        };
        format!("cannot parse {}: {e}{hint}", path.display())
    })?;
    let mut ops = Vec::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        ops.push(with_defaults(Op {
            name: op
                .name()
                .as_string_ref()
                .as_str()
                .unwrap_or_default()
                .to_string(),
            operands: op.operands().map(|v| v.r#type().to_string()).collect(),
            results: op.results().map(|v| v.r#type().to_string()).collect(),
            attrs: op
                .attributes()
                .map(|(k, v)| {
                    (
                        k.as_string_ref().as_str().unwrap_or_default().to_string(),
                        v.to_string(),
                    )
                })
                .collect(),
            regions: op.region_count(),
        }));
        WalkResult::Advance
    });
    Ok(ops)
}

fn with_defaults(mut op: Op) -> Op {
    if op.name == "stablehlo.custom_call" {
        for (k, v) in CUSTOM_CALL_DEFAULTS {
            op.attrs.entry(k.into()).or_insert_with(|| v.into());
        }
    }
    op
}

/// The report of the first operation that differs (`{A}` and `{B}` stand for the file names).
fn first_difference(a: &[Op], b: &[Op]) -> Option<String> {
    let mut func = String::new();
    for (i, (x, y)) in a.iter().zip(b).enumerate() {
        if x.name == "func.func" {
            func = x.attrs.get("sym_name").cloned().unwrap_or_default();
        }
        if x == y {
            continue;
        }
        let place = if func.is_empty() {
            String::new()
        } else {
            format!(" (in func {func})")
        };
        let mut lines = vec![format!("operation {i}{place} differs:")];
        if x.name != y.name {
            lines.push(format!("  {{A}}: {}\n  {{B}}: {}", x.name, y.name));
            return Some(lines.join("\n"));
        }
        lines[0] = format!("operation {i}{place}, {}, differs:", x.name);
        let types = |t: &[String]| format!("({})", t.join(", "));
        for (what, p, q) in [
            ("operand types", &x.operands, &y.operands),
            ("result types", &x.results, &y.results),
        ] {
            if p != q {
                lines.push(format!(
                    "  {what}: {} in {{A}}, {} in {{B}}",
                    types(p),
                    types(q)
                ));
            }
        }
        let keys: std::collections::BTreeSet<&String> =
            x.attrs.keys().chain(y.attrs.keys()).collect();
        for k in keys {
            let (p, q) = (x.attrs.get(k), y.attrs.get(k));
            if p != q {
                let show = |v: Option<&String>| v.map_or("absent".to_string(), |v| v.clone());
                lines.push(format!(
                    "  attribute {k}: {} in {{A}}, {} in {{B}}",
                    show(p),
                    show(q)
                ));
            }
        }
        if x.regions != y.regions {
            lines.push(format!(
                "  regions: {} in {{A}}, {} in {{B}}",
                x.regions, y.regions
            ));
        }
        return Some(lines.join("\n"));
    }
    if a.len() != b.len() {
        let (longer, n) = if a.len() > b.len() {
            ("{A}", b.len())
        } else {
            ("{B}", a.len())
        };
        let next = a.get(n).or(b.get(n)).map_or("", |op| op.name.as_str());
        return Some(format!(
            "{{A}} has {} operations, {{B}} {}: the first {n} are equal, then {longer} goes on with {next}",
            a.len(),
            b.len()
        ));
    }
    None
}
