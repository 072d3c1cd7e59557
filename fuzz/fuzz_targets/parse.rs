//! The jaxpr parser on arbitrary text: never a panic, overflow or hang; what parses prints back
//! as text that parses to the same print. (Only minihlo-jaxpr and minihlo-ir: no MLIR linked.)
#![no_main]

use libfuzzer_sys::fuzz_target;
use minihlo_ir::pretty::pretty_print;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match minihlo_jaxpr::parse(text) {
        Ok(jaxpr) => {
            let printed = pretty_print(&jaxpr);
            let again = minihlo_jaxpr::parse(&printed)
                .unwrap_or_else(|e| panic!("the print does not parse:\n{printed}\n{}", e.render()));
            assert_eq!(
                pretty_print(&again),
                printed,
                "print -> parse -> print changed"
            );
            let _ = minihlo_ir::dce(&jaxpr);
        }
        Err(e) => {
            // Rendering (spans into the text, snippets) must not panic either.
            let _ = e.render();
            let _ = e.message();
        }
    }
    let _ = minihlo_jaxpr::parse_unchecked(text);
});
