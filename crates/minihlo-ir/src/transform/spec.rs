//! `jax.vmap(f, in_axes, out_axes, axis_size)` of a whole program: the axes checked with JAX's
//! messages, the main jaxpr batched, its outputs moved where `out_axes` says.

use crate::jaxpr::Atom;
use crate::pretty::ParamTexts;
use crate::program::Program;
use crate::types::{Aval, DType};

use super::batch::{eval_batched, unmapped_aval, BVal};
use super::emit::{canonicalize_axis, Cx, Em};
use super::error::VmapError;

/// One entry of `in_axes` / `out_axes`: an axis (negative counts from the end, as in Python) or
/// `None` (not mapped).
pub type Axis = Option<i64>;

/// What `jax.vmap` is given besides the function: one axis per input of the main jaxpr (its
/// constvars are never mapped), one per output, and the batch size. The program's inputs are the
/// unbatched ones, so they do not say how long the mapped axis is: `axis_size` is required (JAX's
/// message when it is missing and no input is mapped, minihlo's otherwise).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VmapSpec {
    pub in_axes: Vec<Axis>,
    pub out_axes: Vec<Axis>,
    pub axis_size: Option<u64>,
}

impl VmapSpec {
    /// Every input and output mapped at axis 0 (`jax.vmap(f)`), batch size `size`.
    pub fn leading(program: &Program, size: u64) -> VmapSpec {
        VmapSpec {
            in_axes: vec![Some(0); program.main().invars.len()],
            out_axes: vec![Some(0); program.main().outvars.len()],
            axis_size: Some(size),
        }
    }
}

/// Whether the program was traced with `jax_enable_x64`: the integer literals some rules make up
/// (Python ints) are `i64` then. The text does not say; a program with any 64-bit value can only
/// have been (an x64 trace without one is the case this misjudges, as `minihlo compile` does).
fn traced_with_x64(program: &Program) -> bool {
    let wide = |d: DType| matches!(d, DType::I64 | DType::U64 | DType::F64 | DType::C128);
    let reachable = program.reachable();
    program.jaxprs().iter().zip(reachable).any(|(j, r)| {
        r && (j.vars.iter().any(|v| wide(v.aval.dtype))
            || j.eqns
                .iter()
                .flat_map(|e| &e.inputs)
                .chain(&j.outvars)
                .any(|a| matches!(a, Atom::Literal(l) if wide(l.dtype))))
    })
}

/// `jax.vmap` of the program's main jaxpr: the program `jax.make_jaxpr(jax.vmap(f, in_axes,
/// out_axes, axis_size))` traces, for a program that prints as `jax.make_jaxpr(f)` does.
pub fn vmap(program: &Program, spec: &VmapSpec) -> Result<Program, VmapError> {
    vmap_with_texts(program, &ParamTexts::new(), spec).map(|(p, _)| p)
}

/// [`vmap`] of a parsed program with its param texts (`minihlo::jaxpr::param_texts`): returns
/// the batched program and its param texts, for [`crate::pretty::pretty_print_with`]. Params the
/// batching rules compute with NumPy print as JAX prints them (`np.int64(1)`).
pub fn vmap_with_texts(
    program: &Program,
    texts: &ParamTexts,
    spec: &VmapSpec,
) -> Result<(Program, ParamTexts), VmapError> {
    let main = program.main();
    let n_in = main.invars.len();
    if spec.in_axes.len() != n_in {
        return Err(VmapError::Spec(format!(
            "vmap in_axes must be an int, None, or a tuple of entries corresponding to the \
             positional arguments passed to the function, but got len(in_axes)={}, \
             len(args)={n_in}.",
            spec.in_axes.len()
        )));
    }
    let n_out = main.outvars.len();
    if spec.out_axes.len() != n_out {
        // JAX's message for `out_axes` as a list of the wrong length (jaxpr_as_fun returns a list).
        return Err(VmapError::Spec(format!(
            "vmap out_axes specification must be a tree prefix of the corresponding value; \n  \
             Mismatch details (1 found):\n  pytree structure error: different lengths of list at \
             key path\n    vmap out_axes\nAt that key path, the prefix pytree vmap out_axes has a \
             subtree of type list of length {}, but the full pytree has a subtree of the same \
             type but of length {n_out}.",
            spec.out_axes.len()
        )));
    }
    let size = axis_size(spec)?;
    // The batched inputs: each mapped axis canonicalised against the batched rank.
    let mut in_dims = Vec::with_capacity(n_in);
    for (v, ax) in main.invars.iter().zip(&spec.in_axes) {
        let aval = main.aval(*v);
        in_dims.push(match ax {
            None => None,
            Some(a) => Some(in_axis(*a, aval, size)?),
        });
    }
    let x64 = traced_with_x64(program);
    let mut cx = Cx::new(program, texts, size, x64, super::rules::batch_eqn);
    let mut em = Em::new(&mut cx);
    let consts: Vec<BVal> = main
        .constvars
        .iter()
        .map(|v| BVal::unbatched(em.constvar(main.aval(*v).clone())))
        .collect();
    let args: Vec<BVal> = main
        .invars
        .iter()
        .zip(&in_dims)
        .map(|(v, &d)| BVal::new(em.input(unmapped_aval(size, d, main.aval(*v))), d))
        .collect();
    let outs = eval_batched(&mut em, program.main_id(), &consts, &args)?;
    let mut atoms: Vec<Atom> = Vec::with_capacity(outs.len());
    for (i, (b, dst)) in outs.iter().zip(&spec.out_axes).enumerate() {
        atoms.push(out_axis(&mut em, i, *b, *dst)?);
    }
    let new_main = em.finish(atoms);
    let arena = std::mem::take(&mut cx.arena);
    let out_texts = std::mem::take(&mut cx.texts);
    let program = arena
        .into_program(new_main)
        .map_err(|e| VmapError::Internal {
            primitive: "vmap",
            message: e.to_string(),
        })?
        .retain_reachable();
    Ok((program, out_texts))
}

fn axis_size(spec: &VmapSpec) -> Result<u64, VmapError> {
    match spec.axis_size {
        Some(n) => Ok(n),
        None if spec.in_axes.iter().all(|a| a.is_none()) => Err(VmapError::Spec(
            "vmap must have at least one non-None value in in_axes or axis_size must be \
             specified"
                .into(),
        )),
        None => Err(VmapError::Spec(
            "vmap of a jaxpr needs axis_size: the jaxpr's inputs are the unbatched ones, so they \
             do not say how long the mapped axis is"
                .into(),
        )),
    }
}

/// A mapped input's axis in the batched rank, with JAX's message when it is out of range (the
/// batched argument taken as the unbatched one with the batch dimension in front).
fn in_axis(axis: i64, aval: &Aval, size: u64) -> Result<usize, VmapError> {
    let rank = aval.rank() + 1;
    let r = rank as i64;
    if axis >= r || axis < -r {
        let min_rank = if axis >= 0 { axis + 1 } else { -axis };
        let mut dims = vec![size];
        dims.extend_from_slice(aval.dims());
        let shape = crate::pyfmt::py_tuple(&dims);
        return Err(VmapError::Spec(format!(
            "vmap was requested to map its argument along axis {axis}, which implies that its \
             rank should be at least {min_rank}, but is only {rank} (its shape is {shape})"
        )));
    }
    canonicalize_axis(axis, rank)
}

/// `from_elt`: output `i`, batched at `b.d`, moved to `dst` (`matchaxis` on the spec as given).
fn out_axis(em: &mut Em, i: usize, b: BVal, dst: Option<i64>) -> Result<Atom, VmapError> {
    match (b.d, dst) {
        (None, None) => Ok(b.x),
        (Some(s), Some(d)) if s as i64 == d => Ok(b.x),
        (Some(s), Some(d)) => {
            let d = canonicalize_axis(d, em.ndim(&b.x))?;
            em.moveaxis(b.x, s, d)
        }
        (None, Some(d)) => {
            let d = canonicalize_axis(d, em.ndim(&b.x) + 1)?;
            let size = em.size();
            em.broadcast_at(b.x, size, d)
        }
        (Some(s), None) => Err(VmapError::Spec(format!(
            "at vmap out_axes[{i}], got axis spec None but output was batched on axis {s}"
        ))),
    }
}
