//! The module's private functions (`func.func private`), kept in JAX's order, and their symbol
//! names, uniqued as MLIR's symbol table does.

use std::collections::HashSet;

use melior::ir::Operation;

/// The module's private functions, in JAX's order (a function is placed when its lowering starts,
/// so an outer function precedes the functions it calls), and the symbol names in use.
pub(crate) struct Funcs<'c> {
    slots: Vec<Option<Operation<'c>>>,
    /// Functions JAX inserts at the start of the module (approx_top_k's comparators), in order
    /// of insertion (each goes before the previous one).
    prepended: Vec<Operation<'c>>,
    symbols: HashSet<String>,
    /// MLIR's `SymbolTable` uniquing counter: one for the whole module.
    counter: u64,
}

impl<'c> Funcs<'c> {
    pub(crate) fn new() -> Funcs<'c> {
        Funcs {
            slots: Vec::new(),
            prepended: Vec::new(),
            symbols: HashSet::from(["main".to_string()]),
            counter: 0,
        }
    }

    /// The name a new function called `base` gets: `base` if free, else `base_K` for the next
    /// free `K` of the module-wide counter (MLIR's `SymbolTable::insert`).
    pub(crate) fn insert_symbol(&mut self, base: &str) -> String {
        if self.symbols.insert(base.to_string()) {
            return base.to_string();
        }
        loop {
            let name = format!("{base}_{}", self.counter);
            self.counter += 1;
            if self.symbols.insert(name.clone()) {
                return name;
            }
        }
    }

    pub(crate) fn reserve(&mut self) -> usize {
        self.slots.push(None);
        self.slots.len() - 1
    }

    pub(crate) fn fill(&mut self, slot: usize, op: Operation<'c>) {
        if let Some(s) = self.slots.get_mut(slot) {
            *s = Some(op);
        }
    }

    /// Appends a finished function.
    pub(crate) fn push(&mut self, op: Operation<'c>) {
        self.slots.push(Some(op));
    }

    /// Inserts a finished function at the start of the module (MLIR's
    /// `InsertionPoint.at_block_begin(module.body)`).
    pub(crate) fn prepend(&mut self, op: Operation<'c>) {
        self.prepended.push(op);
    }

    /// The prepended functions, in the module's order (the last inserted first).
    pub(crate) fn take_prepended(&mut self) -> Vec<Operation<'c>> {
        self.prepended.drain(..).rev().collect()
    }

    /// The functions, in order.
    pub(crate) fn take(&mut self) -> Vec<Operation<'c>> {
        self.slots.drain(..).flatten().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::Funcs;

    #[test]
    fn symbols_are_uniqued_with_one_counter_as_mlir_does() {
        let mut f = Funcs::new();
        let names: Vec<String> = ["a", "a", "b", "b", "main", "argmax", "argmax", "a_0"]
            .iter()
            .map(|n| f.insert_symbol(n))
            .collect();
        assert_eq!(
            names,
            ["a", "a_0", "b", "b_1", "main_2", "argmax", "argmax_3", "a_0_4"]
        );
    }
}
