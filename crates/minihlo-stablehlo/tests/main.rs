//! The one integration-test binary of minihlo-stablehlo (MLIR links statically; one binary keeps
//! link time down). Snapshots live in the top-level `snapshots/stablehlo/`.

mod common;
mod conformance;
mod control_flow;
mod custom_call;
mod ffi_call;
mod helpers;
mod hiprims;
mod linalg;
mod lower;
mod multi_platform;
mod platform;
mod random_keys;
mod select_search;
mod shell;
mod structured;
