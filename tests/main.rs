//! The one integration-test binary of the root package (each file directly under tests/ would be
//! its own 170 MB binary): the `minihlo` command line, run as a process.

mod api;
mod cli;
mod run;
