//! `minihlo_ir::transform::vmap` against JAX: every program of tests/vmap (python/corpus_vmap.py)
//! batched through the library must print byte for byte as JAX's `jax.make_jaxpr(jax.vmap(...))`
//! (`after.jaxpr`), or fail with JAX's message (`expected_error`); and `Builder::vmap`.

use std::path::{Path, PathBuf};

use minihlo::ir::pretty::{pretty_print_with, ParamTexts};
use minihlo::ir::transform::{vmap_with_texts, Axis, VmapSpec};
use minihlo::ir::Program;

fn corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/vmap")
}

fn axes(v: &serde_json::Value) -> Vec<Axis> {
    v.as_array()
        .expect("a list of axes")
        .iter()
        .map(|a| a.as_i64())
        .collect()
}

fn spec(v: &serde_json::Value) -> VmapSpec {
    VmapSpec {
        in_axes: axes(&v["in_axes"]),
        out_axes: axes(&v["out_axes"]),
        axis_size: v["axis_size"].as_u64(),
    }
}

fn parse(text: &str) -> (Program, ParamTexts) {
    let opts = minihlo::jaxpr::ParseOptions::default();
    let program = minihlo::jaxpr::parse_with(text, &opts).unwrap_or_else(|e| panic!("{e:?}"));
    let ast = minihlo::jaxpr::parse_ast_with(text, &opts).unwrap_or_else(|e| panic!("{e:?}"));
    (
        program,
        minihlo::jaxpr::param_texts::param_texts(&ast, text),
    )
}

/// One program: `Ok(())`, or what differs.
fn check(dir: &Path) -> Result<(), String> {
    let read = |f: &str| std::fs::read_to_string(dir.join(f));
    let spec_json: serde_json::Value =
        serde_json::from_str(&read("spec.json").map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())?;
    let before = read("before.jaxpr").map_err(|e| e.to_string())?;
    let mut specs = vec![spec(&spec_json)];
    if !spec_json["then"].is_null() {
        specs.push(spec(&spec_json["then"]));
    }
    let mut text = before;
    let mut result = Ok(());
    for s in &specs {
        let (program, texts) = parse(&text);
        match vmap_with_texts(&program, &texts, s) {
            Ok((p, t)) => text = pretty_print_with(&p, &t) + "\n",
            Err(e) => {
                result = Err(e.to_string());
                break;
            }
        }
    }
    match (result, read("after.jaxpr"), read("expected_error")) {
        (Ok(()), Ok(want), _) if text == want => Ok(()),
        (Ok(()), Ok(want), _) => Err(format!("--- JAX\n{want}--- minihlo\n{text}")),
        (Err(got), _, Ok(want)) if got == want.trim_end() => Ok(()),
        (Err(got), _, Ok(want)) => Err(format!("error\n  JAX     {want}  minihlo {got}")),
        (Ok(()), _, Ok(want)) => Err(format!("JAX refuses ({}), minihlo batched it", want.trim())),
        (Err(got), _, _) => Err(format!("minihlo refuses: {got}")),
        (Ok(()), Err(e), Err(_)) => Err(format!("no after.jaxpr: {e}")),
    }
}

#[test]
fn corpus_prints_as_jax() {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(corpus())
        .expect("tests/vmap exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("spec.json").exists())
        .collect();
    dirs.sort();
    assert!(dirs.len() >= 50, "{} programs in tests/vmap", dirs.len());
    let failed: Vec<String> = dirs
        .iter()
        .filter_map(|d| {
            check(d).err().map(|e| {
                format!(
                    "{}: {e}",
                    d.file_name().unwrap_or_default().to_string_lossy()
                )
            })
        })
        .collect();
    assert!(
        failed.is_empty(),
        "{} of {} differ:\n{}",
        failed.len(),
        dirs.len(),
        failed.join("\n")
    );
}

#[test]
fn builder_vmap_is_the_transform_inline() {
    use minihlo::ir::{Aval, BinaryOp, Builder, DType, Literal, UnaryOp};
    let mut f = Builder::new();
    let x = f.input(Aval::new(DType::F32, [4]));
    let y = f.input(Aval::new(DType::F32, [4]));
    let s = f.unary(UnaryOp::Sin, x).expect("sin");
    let z = f.binary(BinaryOp::Mul, s, y).expect("mul");
    let z = f.binary(BinaryOp::Add, z, Literal::f32(1.0)).expect("add");
    let f = f.finish_sub([z]);
    let spec = VmapSpec {
        in_axes: vec![Some(1), None],
        out_axes: vec![Some(0)],
        axis_size: Some(3),
    };
    let mut b = Builder::new();
    let xs = b.input(Aval::new(DType::F32, [4, 3]));
    let y = b.input(Aval::new(DType::F32, [4]));
    let out = b.vmap(&f, &spec, &[xs.into(), y.into()]).expect("vmap");
    let built = b.finish(out).to_string();
    let direct = minihlo::ir::vmap(f.program(), &spec)
        .expect("vmap")
        .to_string();
    assert_eq!(built, direct);
    assert!(built.contains("transpose[permutation=(1, 0)] c"), "{built}");
    // Arguments of the wrong type, and a refusal, are errors, not panics.
    let mut b = Builder::new();
    let bad = b.input(Aval::new(DType::F32, [4]));
    let e = b.vmap(&f, &spec, &[bad.into(), bad.into()]).unwrap_err();
    assert!(e.to_string().contains("argument 0 is f32[4]"), "{e}");
    let none = VmapSpec {
        out_axes: vec![None],
        ..spec
    };
    let e = minihlo::ir::vmap(f.program(), &none).unwrap_err();
    assert_eq!(
        e.to_string(),
        "at vmap out_axes[0], got axis spec None but output was batched on axis 0"
    );
}
