//! minihlo's traced IR, shaped like JAX's jaxprs: types, programs, a builder, a printer whose output
//! is the text `jax.make_jaxpr` prints, a checker (abstract evaluation with JAX's messages) and
//! JAX's dead-code elimination. No MLIR dependency.

pub mod broadcast_to;
pub mod buffer_callback;
pub mod builder;
mod builder_complex;
mod builder_hiprims;
mod builder_linalg;
mod builder_methods;
mod builder_ops;
mod builder_random;
mod builder_select_search;
mod builder_structured;
mod builder_vmap;
pub mod callee;
pub mod check;
pub mod collectives;
pub mod composite;
pub mod control;
pub mod convert;
pub mod convolution;
pub mod custom_root;
pub mod dce;
pub mod doc;
pub mod dot;
pub mod elementwise;
pub mod empty2;
pub mod eval_jaxpr;
pub mod ffi_call;
pub mod fft;
pub mod flat_tree;
pub mod hiprims;
pub mod hiprims_expand;
pub mod indexing;
pub mod jaxpr;
pub mod jaxpr_calls;
pub mod jaxpr_id;
pub mod jnp_jits;
pub mod ldexp_expand;
pub mod limits;
pub mod linalg;
pub mod linear_solve;
pub mod nonzero_expand;
pub mod operand_kind;
pub mod passthrough;
pub mod philox;
pub mod platform_index;
pub mod pretty;
pub mod primitive;
pub mod primitive_def;
pub mod printer;
pub mod program;
pub mod py_callback;
pub mod pyfmt;
pub mod pytreedef;
pub mod random;
pub mod reductions;
pub mod remat;
pub mod rule_helpers;
pub mod samples;
pub mod search;
pub mod search_expand;
pub mod select_and_scatter;
pub mod select_window;
pub mod shape_ops;
pub mod shape_rules;
pub mod sharding;
pub mod slicing;
pub mod structural;
pub mod symmetric_product;
pub mod tie;
pub mod transform;
pub mod type_error;
pub mod types;
pub mod unreachable;
pub mod windows;

pub use builder::{BuildError, Builder, SubJaxpr};
pub use callee::{Callees, Signature};
pub use check::{check, CheckError, CheckErrors, Checked};
pub use control::{Cond, CustomJvpCall, CustomVjpCall, FlatTree, FtValue, Jit, Scan, While};
pub use dce::{dce, dce_cow};
pub use jaxpr::{Atom, Eqn, Jaxpr, Literal, Scalar, Scope, Span, Var, VarDecl};
pub use primitive::{
    AccuracyMode, ArgOp, BinaryOp, BufferCallback, CompareOp, DotDims, OperandKind, OrderedEffect,
    Primitive, PrimitiveDef, PrintParams, PyCallback, PyCallbackKind, ReduceOp, RoundingMethod,
    UnaryOp,
};
pub use printer::print_jaxpr;
pub use program::{JaxprId, Jaxprs, Program, ProgramError};
pub use pytreedef::{DictKey, PyTreeDef};
pub use transform::{vmap, VmapError, VmapSpec};
pub use type_error::{RuleError, TypeError};
pub use types::{Aval, DType, KeyImpl, Shape, ShapeError};
