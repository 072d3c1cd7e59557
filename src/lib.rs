pub use minihlo_ir as ir;
