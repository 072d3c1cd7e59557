//! Nothing to build: the build-dependencies only align features with minihlo's workspace
//! (Cargo.toml says why).
fn main() {}
