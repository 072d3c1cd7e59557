//! `minihlo vmap FILE --in-axes A,B --out-axes C [--axis-size N]`: the program `jax.vmap`
//! makes of the jaxpr, printed as `jax.make_jaxpr` prints it.

use std::path::PathBuf;

use minihlo::ir::transform::{vmap_with_texts, Axis, VmapSpec};
use minihlo::jaxpr::ParseOptions;

#[derive(clap::Args)]
pub struct VmapArgs {
    /// The jaxpr text of the function to batch, as `print(jax.make_jaxpr(f)(*args))` prints it
    /// with its unbatched arguments; `-` for stdin.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// One axis per input of the jaxpr, comma-separated: an integer (negative counts from the
    /// end) or `none`; `""` for a jaxpr without inputs.
    #[arg(long, value_name = "A,B,...", allow_hyphen_values = true, value_parser = parse_axes)]
    in_axes: Axes,
    /// One axis per output, as for `--in-axes`.
    #[arg(long, value_name = "C,...", allow_hyphen_values = true, value_parser = parse_axes)]
    out_axes: Axes,
    /// The length of the mapped axis (the jaxpr's inputs are the unbatched ones).
    #[arg(long, value_name = "N")]
    axis_size: Option<u64>,
}

#[derive(Clone, Debug)]
struct Axes(Vec<Axis>);

fn parse_axes(s: &str) -> Result<Axes, String> {
    if s.trim().is_empty() {
        return Ok(Axes(vec![]));
    }
    s.split(',')
        .map(|a| match a.trim() {
            "none" | "None" => Ok(None),
            t => t.parse::<i64>().map(Some).map_err(|_| {
                format!("`{t}` is not an axis: give an integer (negative allowed) or `none`")
            }),
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Axes)
}

/// Parses, batches and prints; the error message otherwise.
pub fn run(args: VmapArgs, text: &str, opts: ParseOptions) -> Result<(), String> {
    let render = |e: minihlo::jaxpr::Error| {
        let r = e.render_errors();
        r.strip_prefix("error: ")
            .unwrap_or(&r)
            .trim_end()
            .to_string()
    };
    let program = minihlo::jaxpr::parse_with(text, &opts).map_err(render)?;
    let ast = minihlo::jaxpr::parse_ast_with(text, &opts).map_err(render)?;
    let texts = minihlo::jaxpr::param_texts::param_texts(&ast, text);
    let spec = VmapSpec {
        in_axes: args.in_axes.0,
        out_axes: args.out_axes.0,
        axis_size: args.axis_size,
    };
    let (batched, texts) = vmap_with_texts(&program, &texts, &spec).map_err(|e| e.to_string())?;
    let mut out = minihlo::ir::pretty::pretty_print_with(&batched, &texts);
    out.push('\n');
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(|e| format!("cannot write to stdout: {e}"))
}
