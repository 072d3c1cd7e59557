//! The linear-algebra primitives of `jax.lax.linalg` (`cholesky`, `eigh`, `svd`, `qr`, `geqrf`,
//! `householder_product`, `lu`, `lu_pivots_to_permutation`, `triangular_solve`, `eig`,
//! `cholesky_update`, `geqp3`, ...): their params as
//! JAX 0.12 prints them and their type rules with JAX's messages (`linalg_shape_rule`,
//! `naryop_dtype_rule` and each primitive's shape rule in `jax/_src/lax/linalg.py`).
//!
//! Every one of them takes a batch of matrices (or vectors): the leading dimensions are batch
//! dimensions, shared by every operand and result.

use crate::callee::Callees;
use crate::primitive_def::{calls_no_jaxprs, op_names, texts, PrimitiveDef, PrintedParam};
use crate::pyfmt::py_bool;
use crate::type_error::RuleError;
use crate::types::{Aval, DType, Shape};

/// `triangular_solve a b`'s params.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TriangularSolve {
    /// Solve `op(a) x = b` (true) or `x op(a) = b` (false).
    pub left_side: bool,
    /// `a` is lower (true) or upper triangular.
    pub lower: bool,
    pub transpose_a: bool,
    pub conjugate_a: bool,
    pub unit_diagonal: bool,
}

/// `eig`'s `implementation` param (`jax.lax.linalg.EigImplementation`); `name()` is the
/// member's name (`EigImplementation.LAPACK` prints `LAPACK`).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    strum::VariantArray,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantNames,
)]
#[strum(serialize_all = "SCREAMING_SNAKE_CASE")]
pub enum EigImplementation {
    Lapack,
    Magma,
    Cusolver,
}

/// `eigh`'s `algorithm` param (`jax.lax.linalg.EighImplementation`); `name()` is the member's
/// name (`EighImplementation.QR` prints `QR`).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    strum::VariantArray,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantNames,
)]
#[strum(serialize_all = "SCREAMING_SNAKE_CASE")]
pub enum EighImplementation {
    Qr,
    Jacobi,
    Qdwh,
}

/// `svd`'s `algorithm` param (`jax.lax.linalg.SvdAlgorithm`); `name()` is the member's name
/// (`SvdAlgorithm.QR` prints `QR`).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    strum::VariantArray,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantNames,
)]
#[strum(serialize_all = "SCREAMING_SNAKE_CASE")]
pub enum SvdAlgorithm {
    Default,
    Qr,
    Jacobi,
    Polar,
    DivideAndConquer,
}

op_names!(EigImplementation, EighImplementation, SvdAlgorithm);

/// A linear-algebra primitive with its params, every param JAX prints (the lowering refuses
/// the values JAX's cpu / GPU rules refuse, with JAX's messages). The names are derived.
///
/// [`LinalgKind`] names the primitives (the jaxpr reader reads them by it).
#[derive(Clone, Debug, PartialEq, Eq, Hash, strum::EnumDiscriminants)]
#[strum_discriminants(
    name(LinalgKind),
    derive(
        Hash,
        strum::IntoStaticStr,
        strum::EnumString,
        strum::VariantArray,
        strum::VariantNames
    ),
    strum(serialize_all = "snake_case")
)]
pub enum Linalg {
    /// `cholesky x`: the lower Cholesky factor (the upper triangle is left as LAPACK leaves it;
    /// `jnp.linalg.cholesky` masks it).
    Cholesky,
    /// `eigh x`: eigenvectors `v` then eigenvalues `w`.
    Eigh {
        lower: bool,
        sort_eigenvalues: bool,
        /// `algorithm=EighImplementation.QR` (`None` prints `None`).
        algorithm: Option<EighImplementation>,
        /// `(start, end)`: only those eigenvalues (JAX's cpu and GPU rules take every one only).
        subset_by_index: Option<(u64, u64)>,
    },
    /// `svd x`: `s`, then `u` and `vt` when `compute_uv`.
    Svd {
        full_matrices: bool,
        compute_uv: bool,
        algorithm: Option<SvdAlgorithm>,
        subset_by_index: Option<(u64, u64)>,
    },
    /// `qr x`: `q`, `r`, and the 0-based column permutation (int32, `n`) when `pivoting`
    /// (`jax.scipy.linalg.qr(pivoting=True)`, lowered through `geqp3`).
    Qr {
        full_matrices: bool,
        pivoting: bool,
        /// Only read on GPUs (pivoted QR's `magma` attribute); `None` prints `None`.
        use_magma: Option<bool>,
    },
    /// `geqp3 a jpvt`: column-pivoted QR, packed (`a`), the 1-based pivots (`jpvt`'s dtype) and
    /// the Householder scalars `taus`.
    Geqp3 {
        use_magma: Option<bool>,
    },
    /// `eig x`: the eigenvalues (complex), then the left and the right eigenvectors (complex),
    /// each when asked for.
    Eig {
        compute_left_eigenvectors: bool,
        compute_right_eigenvectors: bool,
        enable_eigvec_derivs: bool,
        implementation: Option<EigImplementation>,
    },
    /// `cholesky_update r w`: the upper Cholesky factor of `r^T r + w w^T` (float32 / float64,
    /// no batch dimensions).
    CholeskyUpdate,
    /// `geqrf x`: the packed factorisation and the Householder scalars `taus`.
    Geqrf,
    /// `householder_product a taus`: `Q` from `geqrf`'s output.
    HouseholderProduct,
    /// `lu x`: `lu`, `pivots` (int32, `min(m, n)`), `permutation` (int32, `m`).
    Lu,
    /// `lu_pivots_to_permutation pivots`.
    LuPivotsToPermutation {
        permutation_size: u64,
    },
    TriangularSolve(TriangularSolve),
    /// `hessenberg a`: the packed reduction and the Householder scalars (`n - 1`).
    Hessenberg,
    /// `tridiagonal a`: the packed reduction, the diagonal `d`, the off-diagonal `e` and `taus`.
    Tridiagonal {
        lower: bool,
    },
    /// `tridiagonal_solve dl d du b`.
    TridiagonalSolve {
        perturb_singular: bool,
    },
    /// `schur a`: the Schur form, and the Schur vectors when `compute_schur_vectors`
    /// (`sort_eig_vals=False` and `select_callable=None` only).
    Schur {
        compute_schur_vectors: bool,
    },
    /// `ormqr a taus c`: `c` multiplied by the `Q` of `geqrf`'s reflectors (from the left or the
    /// right, transposed or not).
    Ormqr {
        left: bool,
        transpose: bool,
    },
}

impl Linalg {
    /// The name JAX prints.
    pub fn name(&self) -> &'static str {
        LinalgKind::from(self).into()
    }

    /// The params JAX prints, sorted by name.
    fn param_texts(&self) -> Vec<(&'static str, String)> {
        let none = || "None".to_string();
        match self {
            Linalg::Cholesky
            | Linalg::Geqrf
            | Linalg::HouseholderProduct
            | Linalg::Lu
            | Linalg::Hessenberg
            | Linalg::CholeskyUpdate => vec![],
            Linalg::Geqp3 { use_magma } => vec![("use_magma", py_opt_bool(*use_magma))],
            Linalg::Eig {
                compute_left_eigenvectors,
                compute_right_eigenvectors,
                enable_eigvec_derivs,
                implementation,
            } => vec![
                (
                    "compute_left_eigenvectors",
                    py_bool(*compute_left_eigenvectors),
                ),
                (
                    "compute_right_eigenvectors",
                    py_bool(*compute_right_eigenvectors),
                ),
                ("enable_eigvec_derivs", py_bool(*enable_eigvec_derivs)),
                (
                    "implementation",
                    implementation.map_or_else(none, |i| format!("EigImplementation.{}", i.name())),
                ),
            ],
            Linalg::Tridiagonal { lower } => vec![("lower", py_bool(*lower))],
            Linalg::Ormqr { left, transpose } => {
                vec![("left", py_bool(*left)), ("transpose", py_bool(*transpose))]
            }
            Linalg::TridiagonalSolve { perturb_singular } => {
                vec![("perturb_singular", py_bool(*perturb_singular))]
            }
            Linalg::Schur {
                compute_schur_vectors,
            } => vec![
                ("compute_schur_vectors", py_bool(*compute_schur_vectors)),
                ("select_callable", none()),
                ("sort_eig_vals", "False".into()),
            ],
            Linalg::Eigh {
                lower,
                sort_eigenvalues,
                algorithm,
                subset_by_index,
            } => vec![
                (
                    "algorithm",
                    algorithm.map_or_else(none, |a| format!("EighImplementation.{}", a.name())),
                ),
                ("lower", py_bool(*lower)),
                ("sort_eigenvalues", py_bool(*sort_eigenvalues)),
                ("subset_by_index", py_subset(*subset_by_index)),
            ],
            Linalg::Svd {
                full_matrices,
                compute_uv,
                algorithm,
                subset_by_index,
            } => vec![
                (
                    "algorithm",
                    algorithm.map_or_else(none, |a| format!("SvdAlgorithm.{}", a.name())),
                ),
                ("compute_uv", py_bool(*compute_uv)),
                ("full_matrices", py_bool(*full_matrices)),
                ("subset_by_index", py_subset(*subset_by_index)),
            ],
            Linalg::Qr {
                full_matrices,
                pivoting,
                use_magma,
            } => vec![
                ("full_matrices", py_bool(*full_matrices)),
                ("pivoting", py_bool(*pivoting)),
                ("use_magma", py_opt_bool(*use_magma)),
            ],
            Linalg::LuPivotsToPermutation { permutation_size } => {
                vec![("permutation_size", permutation_size.to_string())]
            }
            Linalg::TriangularSolve(t) => vec![
                ("conjugate_a", py_bool(t.conjugate_a)),
                ("left_side", py_bool(t.left_side)),
                ("lower", py_bool(t.lower)),
                ("transpose_a", py_bool(t.transpose_a)),
                ("unit_diagonal", py_bool(t.unit_diagonal)),
            ],
        }
    }

    /// The number of trailing (non-batch) dimensions of each operand.
    fn ranks(&self) -> &'static [usize] {
        match self {
            Linalg::LuPivotsToPermutation { .. } => &[1],
            Linalg::HouseholderProduct => &[2, 1],
            Linalg::TriangularSolve(_) => &[2, 2],
            Linalg::TridiagonalSolve { .. } => &[1, 1, 1, 2],
            Linalg::Ormqr { .. } => &[2, 1, 2],
            Linalg::Geqp3 { .. } | Linalg::CholeskyUpdate => &[2, 1],
            _ => &[2],
        }
    }
}

/// The dtypes the LAPACK-backed primitives take (JAX's `_float | _complex`), in the order JAX's
/// message lists them.
const FLOATING: &str = "float32, complex128, complex64, float64";

fn is_lapack_dtype(d: DType) -> bool {
    matches!(d, DType::F32 | DType::F64) || d.numpy_name().starts_with("complex")
}

/// The output avals of `prim` applied to `inputs`, or JAX's message.
pub fn infer_linalg(prim: &Linalg, inputs: &[Aval]) -> Result<Vec<Aval>, RuleError> {
    let name = prim.name();
    let ranks = prim.ranks();
    if inputs.len() != ranks.len() {
        return Err(format!(
            "{name} takes {} operands, got {}",
            ranks.len(),
            inputs.len()
        )
        .into());
    }
    // JAX's dtype rule runs before the shape rule.
    for (i, x) in inputs.iter().enumerate() {
        let ok = match prim {
            Linalg::LuPivotsToPermutation { .. } => x.dtype == DType::I32,
            // jpvt: `_int`.
            Linalg::Geqp3 { .. } if i == 1 => x.dtype.is_int(),
            Linalg::CholeskyUpdate => matches!(x.dtype, DType::F32 | DType::F64),
            // `_any_float | _any_complex`: float16 and bfloat16 too (lowered without LAPACK).
            Linalg::TriangularSolve(_) => x.dtype.is_float() || is_lapack_dtype(x.dtype),
            _ => is_lapack_dtype(x.dtype),
        };
        if !ok {
            let accepted = match prim {
                Linalg::LuPivotsToPermutation { .. } => "int32",
                Linalg::Geqp3 { .. } if i == 1 => "integer",
                Linalg::CholeskyUpdate => "float32, float64",
                Linalg::TriangularSolve(_) => "floating, complexfloating",
                _ => FLOATING,
            };
            return Err(RuleError::Complete(format!(
                "{name} does not accept dtype {} at position {i}. Accepted dtypes at position {i} are subtypes of {accepted}.",
                x.dtype.numpy_name()
            )));
        }
    }
    // Operands of one dtype (JAX's `require_same`; not geqp3's).
    let require_same = !matches!(prim, Linalg::Geqp3 { .. });
    if require_same && inputs.iter().any(|x| x.dtype != inputs[0].dtype) {
        let names: Vec<&str> = inputs.iter().map(|x| x.dtype.numpy_name()).collect();
        return Err(RuleError::Complete(format!(
            "lax.{name} requires arguments to have the same dtypes, got {}.",
            names.join(", ")
        )));
    }
    // linalg_shape_rule: ranks, then the batch dimensions.
    let mut batch: Vec<&[u64]> = Vec::new();
    let mut dims: Vec<&[u64]> = Vec::new();
    for (i, (x, &rank)) in inputs.iter().zip(ranks).enumerate() {
        let shape = x.dims();
        if shape.len() < rank {
            return Err(format!(
                "Input {i} to {name} must have rank at least {rank}, but got shape={}",
                py_shape(shape)
            )
            .into());
        }
        // `supports_batching=False`.
        if matches!(prim, Linalg::CholeskyUpdate) && shape.len() != rank {
            return Err(format!(
                "Input {i} to {name} must have a rank of exactly {rank}, but got shape={}",
                py_shape(shape)
            )
            .into());
        }
        let (b, d) = shape.split_at(shape.len() - rank);
        batch.push(b);
        dims.push(d);
    }
    if batch.iter().any(|b| b.len() != batch[0].len()) {
        let counts: Vec<String> = batch.iter().map(|b| b.len().to_string()).collect();
        return Err(format!(
            "All inputs to {name} must have the same number of batch dimensions, but got [{}] batch dimensions for the inputs.",
            counts.join(", ")
        ).into());
    }
    let batch = batch[0];
    let dtype = inputs[0].dtype;
    let real = real_dtype(dtype);
    let shaped = |dt: DType, d: &[u64]| {
        let mut s = batch.to_vec();
        s.extend_from_slice(d);
        Aval::new(dt, Shape::new(s))
    };
    let sq = |what: &str| -> Result<(), RuleError> {
        match dims[0] {
            [m, n] if m == n => Ok(()),
            _ => Err(format!("{what}{}", py_shape(dims[0])).into()),
        }
    };
    let (m, n) = match dims[0] {
        [m, n] => (*m, *n),
        _ => (0, 0),
    };
    Ok(match prim {
        Linalg::Cholesky => {
            if m != n {
                return Err(format!(
                    "The input to cholesky must be a square matrix. Got shape {}.",
                    py_shape(dims[0])
                )
                .into());
            }
            vec![shaped(dtype, &[m, n])]
        }
        Linalg::Eigh {
            subset_by_index, ..
        } => {
            if m != n {
                return Err(format!(
                    "Argument to symmetric eigendecomposition must have shape [..., n, n], got shape {}",
                    py_shape(dims[0])
                ).into());
            }
            let d = match subset_by_index {
                None => n,
                Some((start, end)) => end.checked_sub(*start).ok_or_else(|| {
                    format!("eigh subset_by_index ({start}, {end}) must have start <= end")
                })?,
            };
            vec![shaped(dtype, &[n, d]), shaped(real, &[d])]
        }
        Linalg::Svd {
            full_matrices,
            compute_uv,
            subset_by_index,
            ..
        } => {
            let mut rank = m.min(n);
            if let Some((start, end)) = *subset_by_index {
                if *full_matrices && (start, end) != (0, rank) {
                    return Err("full_matrices and subset_by_index cannot both be set".into());
                }
                let d = end.checked_sub(start).ok_or_else(|| {
                    format!("svd subset_by_index ({start}, {end}) must have start <= end")
                })?;
                rank = rank.min(d);
            }
            let s = shaped(real, &[rank]);
            if !compute_uv {
                vec![s]
            } else if *full_matrices {
                vec![s, shaped(dtype, &[m, m]), shaped(dtype, &[n, n])]
            } else {
                vec![s, shaped(dtype, &[m, rank]), shaped(dtype, &[rank, n])]
            }
        }
        Linalg::Qr {
            full_matrices,
            pivoting,
            ..
        } => {
            let k = if *full_matrices { m } else { m.min(n) };
            let mut outs = vec![shaped(dtype, &[m, k]), shaped(dtype, &[k, n])];
            if *pivoting {
                outs.push(shaped(DType::I32, &[n]));
            }
            outs
        }
        Linalg::Geqp3 { .. } => vec![
            shaped(dtype, &[m, n]),
            shaped(inputs[1].dtype, dims[1]),
            shaped(dtype, &[m.min(n)]),
        ],
        Linalg::Eig {
            compute_left_eigenvectors,
            compute_right_eigenvectors,
            ..
        } => {
            if m != n {
                return Err(format!(
                    "The input to eig must be a square matrix. Got shape {}.",
                    py_shape(dims[0])
                )
                .into());
            }
            let complex = dtype.complex_of().unwrap_or(dtype);
            let mut outs = vec![shaped(complex, &[n])];
            let count =
                usize::from(*compute_left_eigenvectors) + usize::from(*compute_right_eigenvectors);
            outs.extend(std::iter::repeat_n(shaped(complex, &[n, n]), count));
            outs
        }
        Linalg::CholeskyUpdate => {
            if m != n || dims[1] != [n] {
                return Err(format!(
                    "Rank-1 update to Cholesky decomposition takes a square matrix and a vector of the same size as input. Got shapes {} and {} instead",
                    py_shape(dims[0]),
                    py_shape(dims[1])
                ).into());
            }
            vec![shaped(dtype, &[m, n])]
        }
        Linalg::Geqrf => vec![shaped(dtype, &[m, n]), shaped(dtype, &[m.min(n)])],
        Linalg::HouseholderProduct => {
            if m < n {
                return Err(format!(
                    "The first argument to householder_product must have at least as many rows as columns, got shape {}",
                    py_shape(dims[0])
                ).into());
            }
            if dims[1][0] > m.min(n) {
                return Err("The second argument to householder_product must not have more rows than the minimum of the first argument's rows and columns.".into());
            }
            vec![shaped(dtype, &[m, n])]
        }
        Linalg::Lu => vec![
            shaped(dtype, &[m, n]),
            shaped(DType::I32, &[m.min(n)]),
            shaped(DType::I32, &[m]),
        ],
        Linalg::LuPivotsToPermutation { permutation_size } => {
            let k = dims[0][0];
            if *permutation_size < k {
                return Err(format!(
                    "Output permutation size {permutation_size} has to exceed the trailing dimension of the pivots. Got pivots size {k}"
                ).into());
            }
            vec![shaped(DType::I32, &[*permutation_size])]
        }
        Linalg::Hessenberg => {
            sq("Argument to Hessenberg reduction must have shape [..., n, n], got shape ")?;
            vec![
                shaped(dtype, &[n, n]),
                shaped(dtype, &[n.saturating_sub(1)]),
            ]
        }
        Linalg::Tridiagonal { .. } => {
            if m != n || n == 0 {
                return Err(format!(
                    "The input to tridiagonal must be a square matrix. Got shape {}.",
                    py_shape(dims[0])
                )
                .into());
            }
            vec![
                shaped(dtype, &[n, n]),
                shaped(real, &[n]),
                shaped(real, &[n - 1]),
                shaped(dtype, &[n - 1]),
            ]
        }
        Linalg::TridiagonalSolve { .. } => {
            if dims[0] != dims[1] || dims[0] != dims[2] {
                return Err(
                    "tridiagonal_solve requires that all diagonal arguments have the same shape."
                        .into(),
                );
            }
            if dims[0] != &dims[3][..1] {
                return Err("tridiagonal_solve requires that the leading ndim-1 dimensions of b equal the dimensions of the diagonal arguments.".into());
            }
            vec![shaped(dtype, dims[3])]
        }
        Linalg::Ormqr { left, .. } => {
            let c = dims[2];
            if *left && c[0] != m {
                return Err(format!(
                    "ormqr with left=True expects c to have the same number of rows as the Householder matrix a. Got a shape {} and c shape {}.",
                    py_shape(dims[0]),
                    py_shape(c)
                ).into());
            }
            if !*left && c[1] != m {
                return Err(format!(
                    "ormqr with left=False expects c to have the same number of columns as the Householder matrix a has rows. Got a shape {} and c shape {}.",
                    py_shape(dims[0]),
                    py_shape(c)
                ).into());
            }
            vec![shaped(dtype, c)]
        }
        Linalg::Schur {
            compute_schur_vectors,
        } => {
            if m != n {
                return Err(format!(
                    "The input to schur must be a square matrix. Got shape {}.",
                    py_shape(dims[0])
                )
                .into());
            }
            let t = shaped(dtype, &[n, n]);
            if *compute_schur_vectors {
                vec![t.clone(), t]
            } else {
                vec![t]
            }
        }
        Linalg::TriangularSolve(t) => {
            if m != n {
                return Err(format!(
                    "The first input to triangular_solve must be a square matrix. Got shape {}.",
                    py_shape(dims[0])
                )
                .into());
            }
            let b = dims[1];
            let common = if t.left_side { b[0] } else { b[1] };
            if common != m {
                return Err(format!(
                    "Incompatible shapes for arguments to triangular_solve: {} and {}.",
                    py_shape(dims[0]),
                    py_shape(b)
                )
                .into());
            }
            vec![shaped(dtype, b)]
        }
    })
}

/// The real dtype of the same width (`complex64` → `float32`); a real dtype is its own.
pub fn real_dtype(d: DType) -> DType {
    match d.numpy_name() {
        "complex64" => DType::F32,
        "complex128" => DType::F64,
        _ => d,
    }
}

/// `None` or `(start, end)`.
fn py_subset(s: Option<(u64, u64)>) -> String {
    s.map_or_else(|| "None".into(), |(a, b)| format!("({a}, {b})"))
}

/// Python's repr of an optional bool (`None`, `True`, `False`).
fn py_opt_bool(b: Option<bool>) -> String {
    b.map_or_else(|| "None".into(), py_bool)
}

fn py_shape(d: &[u64]) -> String {
    crate::pyfmt::py_tuple(d)
}

impl PrimitiveDef for Linalg {
    const NAMES: &'static [&'static str] = <LinalgKind as strum::VariantNames>::VARIANTS;
    fn name(&self) -> &'static str {
        Linalg::name(self)
    }
    calls_no_jaxprs!();
    fn params(&self, _: usize) -> Vec<(&'static str, PrintedParam<'_>)> {
        texts(self.param_texts())
    }
    fn infer(&self, inputs: &[Aval], _: &dyn Callees) -> Result<Vec<Aval>, RuleError> {
        infer_linalg(self, inputs)
    }
}
