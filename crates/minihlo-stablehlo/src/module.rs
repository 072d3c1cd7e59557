//! The module shell JAX wraps around a lowered program, and its output as text and bytecode.

use melior::dialect::func;
use melior::ir::attribute::TypeAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, OperationMutLike};
use melior::ir::r#type::FunctionType;
use melior::ir::{
    Attribute, Block, Identifier, Location, Module, Region, RegionLike, Type, Value, ValueLike,
};

use crate::attrs::{array_attr, dict_attr, i32_attr, string_attr};
use crate::mlir_context::MlirContext;
use std::io::Write;

use crate::error::LowerError;
use crate::options::Emit;

/// `jax.result_info` for result `i` of `n`: `"result"` for one, `"result[i]"` for several.
pub fn result_info(i: usize, n: usize) -> String {
    if n == 1 {
        "result".to_string()
    } else {
        format!("result[{i}]")
    }
}

/// Builds `module @jit_<name> attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 :
/// i32}` holding `func.func public @main(arguments) -> results`, each result carrying
/// `jax.result_info` (no result attributes at all when there are no results, as JAX prints).
/// `body` appends the operations to the entry block and returns the values to `func.return`.
pub fn build_module<'c, F>(
    mlir: &'c MlirContext,
    name: &str,
    arguments: &[Type<'c>],
    results: &[Type<'c>],
    body: F,
) -> Result<Module<'c>, LowerError>
where
    F: for<'a> FnOnce(&'a Block<'c>) -> Result<Vec<Value<'c, 'a>>, LowerError>,
{
    let signature = MainSignature {
        name,
        arguments,
        results,
        platform_index: false,
    };
    build_module_with(mlir, &signature, body)
}

/// The module name JAX gives `jax.jit(f)` for a function named `name`: `jit_<name>`, with every
/// character that is not a letter, digit, `_`, `.` or `-` replaced by `_` and trailing `_`
/// dropped (`sanitize_name("jit(" + name + ")").rstrip("_")` in jax/_src/interpreters/mlir.py;
/// Python's `\w` is Unicode letters and digits). `jit_hello-callback`, `jit_3d_model`,
/// `jit__lambda` for `<lambda>`, `jit` for an empty name.
///
/// ```
/// use minihlo_stablehlo::module::jax_module_name;
/// assert_eq!(jax_module_name("f"), "jit_f");
/// assert_eq!(jax_module_name("3d model"), "jit_3d_model");
/// assert_eq!(jax_module_name("<lambda>"), "jit__lambda");
/// assert_eq!(jax_module_name("x__"), "jit_x");
/// assert_eq!(jax_module_name(""), "jit");
/// ```
pub fn jax_module_name(name: &str) -> String {
    let sanitized: String = format!("jit({name})")
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || matches!(c, '_' | '.' | '-') {
                c
            } else {
                '_'
            }
        })
        .collect();
    sanitized.trim_end_matches('_').to_string()
}

/// What `@main` looks like.
pub struct MainSignature<'s, 'c> {
    /// The module is named as JAX names `jax.jit` of a function called `name`
    /// ([`jax_module_name`]).
    pub name: &'s str,
    pub arguments: &'s [Type<'c>],
    pub results: &'s [Type<'c>],
    /// Whether the first argument is JAX's `_platform_index` (`{jax.global_constant =
    /// "_platform_index"}`), as in a module lowered for several platforms.
    pub platform_index: bool,
}

/// [`build_module`] with the full signature.
pub fn build_module_with<'c, F>(
    mlir: &'c MlirContext,
    signature: &MainSignature<'_, 'c>,
    body: F,
) -> Result<Module<'c>, LowerError>
where
    F: for<'a> FnOnce(&'a Block<'c>) -> Result<Vec<Value<'c, 'a>>, LowerError>,
{
    let MainSignature {
        name,
        arguments,
        results,
        platform_index,
    } = *signature;
    let context = mlir.context();
    let location = Location::unknown(context);
    let mut module = Module::new(location);
    {
        let mut op = module.as_operation_mut();
        op.set_attribute("sym_name", string_attr(context, &jax_module_name(name)));
        op.set_attribute("mhlo.num_partitions", i32_attr(context, 1));
        op.set_attribute("mhlo.num_replicas", i32_attr(context, 1));
    }

    let arg_locations: Vec<(Type<'c>, Location<'c>)> =
        arguments.iter().map(|t| (*t, location)).collect();
    let block = Block::new(&arg_locations);
    {
        let values = body(&block)?;
        let found: Vec<Type<'c>> = values.iter().map(|v| v.r#type()).collect();
        if found != results {
            let show = |ts: &[Type]| {
                ts.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(LowerError::Mlir {
                stage: "building func.return".into(),
                diagnostics: vec![format!(
                    "the body returns ({}) but @main declares ({})",
                    show(&found),
                    show(results)
                )],
            });
        }
        block.append_operation(func::r#return(&values, location));
    }
    let region = Region::new();
    region.append_block(block);

    let function_type = FunctionType::new(context, arguments, results);
    let mut attributes: Vec<(Identifier<'c>, Attribute<'c>)> = vec![(
        Identifier::new(context, "sym_visibility"),
        string_attr(context, "public"),
    )];
    if platform_index {
        let mut arg_attrs = vec![dict_attr(
            context,
            &[(
                "jax.global_constant",
                string_attr(context, "_platform_index"),
            )],
        )];
        arg_attrs.extend((1..arguments.len()).map(|_| dict_attr(context, &[])));
        attributes.push((
            Identifier::new(context, "arg_attrs"),
            array_attr(context, &arg_attrs),
        ));
    }
    if !results.is_empty() {
        let infos: Vec<Attribute<'c>> = (0..results.len())
            .map(|i| {
                dict_attr(
                    context,
                    &[(
                        "jax.result_info",
                        string_attr(context, &result_info(i, results.len())),
                    )],
                )
            })
            .collect();
        attributes.push((
            Identifier::new(context, "res_attrs"),
            array_attr(context, &infos),
        ));
    }
    let main = func::func(
        context,
        melior::ir::attribute::StringAttribute::new(context, "main"),
        TypeAttribute::new(function_type.into()),
        region,
        &attributes,
        location,
    );
    module.body().append_operation(main);
    Ok(module)
}

/// A verified module printed as text and written as MLIR bytecode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Emitted {
    /// MLIR's default printing: builtin and func pretty, `stablehlo.*` in generic form.
    pub text: String,
    /// `mlirOperationWriteBytecode` of the module.
    pub bytecode: Vec<u8>,
}

/// Verifies a module (diagnostics captured into the error), then prints it and writes bytecode.
pub fn emit(mlir: &MlirContext, module: &Module) -> Result<Emitted, LowerError> {
    emit_forms(mlir, module, Emit::Both)
}

/// [`emit`] producing only the forms asked for (the others are left empty).
pub fn emit_forms(mlir: &MlirContext, module: &Module, forms: Emit) -> Result<Emitted, LowerError> {
    mlir.verify(module)?;
    let op = module.as_operation();
    let mut emitted = Emitted {
        text: String::new(),
        bytecode: Vec::new(),
    };
    if forms.text() {
        emitted.text = print_verified(&op).ok_or_else(|| mlir.error("printing"))?;
    }
    if forms.bytecode() {
        emitted.bytecode = op.write_bytecode();
        if emitted.bytecode.is_empty() {
            return Err(mlir.error("writing bytecode"));
        }
    }
    Ok(emitted)
}

/// Prints an operation into a String. MLIR's C API hands the text over in many small pieces
/// (its stream is unbuffered), so the callback only appends bytes; melior's `Display` pays a
/// formatter call and a UTF-8 check per piece, which showed up as a fifth of a large compile.
/// `None` if MLIR produced invalid UTF-8 (it escapes non-printable bytes, so it does not).
pub fn print_operation<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Option<String> {
    print_with(op, false)
}

/// [`print_operation`] for an operation the verifier has just passed: MLIR's printer otherwise
/// runs the whole verifier again first (to fall back to the generic form on invalid IR).
fn print_verified<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Option<String> {
    print_with(op, true)
}

fn print_with<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>, verified: bool) -> Option<String> {
    let mut buffer: Vec<u8> = Vec::new();
    write_module(op, ModuleForm::Text { verified }, &mut buffer).ok()?;
    String::from_utf8(buffer).ok()
}

/// How [`write_module`] writes an operation.
#[derive(Clone, Copy)]
enum ModuleForm {
    Text { verified: bool },
    Bytecode,
}

/// Writes `op` as text or bytecode into `out` while MLIR produces it, piece by piece.
fn write_module<'c: 'a, 'a>(
    op: &impl OperationLike<'c, 'a>,
    form: ModuleForm,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    /// The callback's state: where to write, and the first write error (later pieces are
    /// dropped: MLIR's callback cannot stop the printer).
    struct Sink<'w> {
        out: &'w mut dyn Write,
        error: Option<std::io::Error>,
    }
    unsafe extern "C" fn piece(piece: mlir_sys::MlirStringRef, data: *mut std::ffi::c_void) {
        // SAFETY: `data` is the `Sink` passed below, alive and exclusively borrowed for the
        // duration of the print call; `piece` is a valid byte range for this call.
        unsafe {
            let sink = &mut *(data as *mut Sink);
            if sink.error.is_none() && !piece.data.is_null() {
                let bytes = std::slice::from_raw_parts(piece.data as *const u8, piece.length);
                if let Err(e) = sink.out.write_all(bytes) {
                    sink.error = Some(e);
                }
            }
        }
    }
    let mut sink = Sink { out, error: None };
    let data = &mut sink as *mut Sink as *mut std::ffi::c_void;
    // SAFETY: the operation is valid for the borrow, the callback matches the C signature, and
    // the printing flags are created and destroyed here.
    unsafe {
        match form {
            ModuleForm::Text { verified } => {
                let flags = mlir_sys::mlirOpPrintingFlagsCreate();
                if verified {
                    mlir_sys::mlirOpPrintingFlagsAssumeVerified(flags);
                }
                mlir_sys::mlirOperationPrintWithFlags(op.to_raw(), flags, Some(piece), data);
                mlir_sys::mlirOpPrintingFlagsDestroy(flags);
            }
            ModuleForm::Bytecode => {
                mlir_sys::mlirOperationWriteBytecode(op.to_raw(), Some(piece), data);
            }
        }
    }
    match sink.error {
        Some(e) => Err(e),
        None => sink.out.flush(),
    }
}

/// Verifies a module, then writes it into `out` as text, or as bytecode when `forms` is
/// [`Emit::Bytecode`], without holding the whole output in memory.
pub fn emit_into(
    mlir: &MlirContext,
    module: &Module,
    forms: Emit,
    out: &mut dyn Write,
) -> Result<(), LowerError> {
    mlir.verify(module)?;
    let form = match forms {
        Emit::Bytecode => ModuleForm::Bytecode,
        Emit::Text | Emit::Both => ModuleForm::Text { verified: true },
    };
    write_module(&module.as_operation(), form, out).map_err(|e| LowerError::Mlir {
        stage: "writing the module".into(),
        diagnostics: vec![e.to_string()],
    })
}
