//! Execution on XLA:CPU through minihlo-runtime (the plugin scripts/pjrt-plugin installs): the
//! corpus in process, and `minihlo run` on the bundled examples.

mod corpus;
mod devices;
mod examples;
mod lapack;
mod py_callbacks;
mod record;
mod sharded;
mod std_rule;

#[path = "../../src/npy_io.rs"]
#[allow(dead_code)]
mod npy_io;
