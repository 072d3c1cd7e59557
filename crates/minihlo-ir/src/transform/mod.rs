//! Program transforms. [`vmap`] is JAX 0.12's `jax.vmap` of a jaxpr, rule for rule: the result
//! prints byte for byte as `jax.make_jaxpr(jax.vmap(f, in_axes, out_axes, axis_size))` prints.
//!
//! The rooms mirror JAX's `batching.py` and the batching rules of each primitive family:
//! - `emit`: the trace's values (an atom and where it is batched) and the outer trace being
//!   recorded (JAX's `DynamicJaxprTrace`): equations typed by the shape rules, the `lax` wrappers
//!   the rules call (with their shortcuts and forwarding), and params that print NumPy scalars
//!   (`np.int64(1)`);
//! - `batch`: the `BatchTrace`, JAX's `eval_jaxpr` under it, and `batch_jaxpr` of sub-jaxprs,
//!   memoised per (jaxpr, dims);
//! - `rules/`: one file per primitive family, and the dispatch `spec` hands to the trace;
//! - `spec`: `vmap` itself: the axes checked, the main jaxpr batched, the outputs placed.
//!
//! The modules import downwards only (error <- emit <- batch <- rules <- spec): the trace calls
//! the rules through the function `spec` gives it.

mod batch;
mod emit;
mod error;
mod rules;
mod spec;

pub use error::VmapError;
pub use spec::{vmap, vmap_with_texts, Axis, VmapSpec};
