//! The MLIR context minihlo builds in: unregistered dialects allowed (for `stablehlo.*`), the
//! `func` dialect loaded, and every diagnostic captured instead of printed.

use std::cell::RefCell;
use std::rc::Rc;

use melior::dialect::{DialectHandle, DialectRegistry};
use melior::ir::operation::OperationLike;
use melior::ir::Module;
use melior::Context;

use crate::error::LowerError;

/// An MLIR context plus the diagnostics its handler has captured so far.
///
/// Diagnostics never reach stderr: the handler records them and reports them handled. Every
/// fallible step drains them into the returned [`LowerError::Mlir`].
pub struct MlirContext {
    context: Context,
    diagnostics: Rc<RefCell<Vec<String>>>,
}

impl MlirContext {
    pub fn new() -> MlirContext {
        let registry = DialectRegistry::new();
        DialectHandle::func().insert_dialect(&registry);
        // One thread: lowering is small, and tests run many contexts side by side.
        let context = Context::new_with_registry(&registry, false);
        context.set_allow_unregistered_dialects(true);
        context.get_or_load_dialect("func");

        let diagnostics = Rc::new(RefCell::new(Vec::new()));
        let sink = Rc::clone(&diagnostics);
        context.attach_diagnostic_handler(move |diagnostic| {
            let mut text = diagnostic.to_string();
            for i in 0..diagnostic.note_count() {
                if let Ok(note) = diagnostic.note(i) {
                    text.push_str(&format!(" (note: {note})"));
                }
            }
            let location = diagnostic.location().to_string();
            if location != "loc(unknown)" {
                text = format!("{location}: {text}");
            }
            if let Ok(mut sink) = sink.try_borrow_mut() {
                sink.push(text);
            }
            // Handled: MLIR must not print it to stderr.
            true
        });
        MlirContext {
            context,
            diagnostics,
        }
    }

    pub fn context(&self) -> &Context {
        &self.context
    }

    /// Takes the diagnostics captured since the last call.
    pub fn take_diagnostics(&self) -> Vec<String> {
        self.diagnostics
            .try_borrow_mut()
            .map(|mut d| std::mem::take(&mut *d))
            .unwrap_or_default()
    }

    /// An [`LowerError::Mlir`] for `stage` carrying the captured diagnostics.
    pub fn error(&self, stage: &str) -> LowerError {
        LowerError::Mlir {
            stage: stage.to_string(),
            diagnostics: self.take_diagnostics(),
        }
    }

    /// Runs MLIR's verifier on a module; failures come back with MLIR's messages.
    pub fn verify(&self, module: &Module) -> Result<(), LowerError> {
        self.take_diagnostics();
        if module.as_operation().verify() {
            Ok(())
        } else {
            Err(self.error("verification"))
        }
    }

    /// Parses MLIR text (generic or pretty for registered dialects) into a module, for tests and
    /// for reading reference modules. Parse errors come back with MLIR's messages.
    pub fn parse<'c>(&'c self, source: &str) -> Result<Module<'c>, LowerError> {
        self.take_diagnostics();
        Module::parse(&self.context, source).ok_or_else(|| self.error("parsing"))
    }
}

impl Default for MlirContext {
    fn default() -> Self {
        MlirContext::new()
    }
}
