//! Abstract evaluation: the output avals of a primitive applied to input avals, or why not.
//!
//! The builder uses these rules to type new equations and [`crate::check()`] uses them to verify
//! parsed ones, so both agree by construction.

use std::collections::HashSet;

use crate::jaxpr::Jaxpr;
use crate::primitive::{BinaryOp, BufferCallback, OperandKind, Primitive, ReduceOp};
use crate::types::{Aval, DType, Shape};

/// Why an equation is ill-typed. The message is complete on its own (JAX's text where JAX has one).
pub type RuleError = String;

type Rule = Result<Vec<Aval>, RuleError>;

/// The output avals of `prim` applied to `inputs`; every output shape within
/// [`Shape::validate`]'s limits (a `dot_general` or `scan` of large operands can overflow).
///
/// `jaxprs` is the program's arena, indexed by [`crate::JaxprId`]: the rules of call-like and
/// control-flow primitives read their callees' signatures there.
pub fn infer(prim: &Primitive, inputs: &[Aval], jaxprs: &[Jaxpr]) -> Rule {
    let outs = infer_rule(prim, inputs, jaxprs)?;
    for out in &outs {
        out.shape.validate()?;
    }
    Ok(outs)
}

fn infer_rule(prim: &Primitive, inputs: &[Aval], jaxprs: &[Jaxpr]) -> Rule {
    match prim {
        Primitive::Unary(op) => {
            let [x] = arity(inputs)?;
            kind_named(op.operand_kind(), op.name(), x)?;
            Ok(vec![Aval::new(op.result_dtype(x.dtype), x.shape.clone())])
        }
        Primitive::UnaryAccuracy { op, .. } => {
            if !op.has_accuracy() {
                return Err(format!("{} has no accuracy param", op.name()));
            }
            infer_rule(&Primitive::Unary(*op), inputs, jaxprs)
        }
        Primitive::BitcastConvertType { new_dtype } => {
            let [x] = arity(inputs)?;
            bitcast(x, *new_dtype)
        }
        Primitive::ReducePrecision { exponent_bits, .. } => {
            let [x] = arity(inputs)?;
            if *exponent_bits < 1 {
                return Err(format!(
                    "reduce_precision: exponent_bits must be positive; got {exponent_bits}"
                ));
            }
            kind_named(OperandKind::Float, prim.name(), x)?;
            Ok(vec![x.clone()])
        }
        Primitive::Polynomial => {
            if inputs.len() < 2 {
                return Err("polynomial takes x and at least one coefficient".into());
            }
            let xs: Vec<&Aval> = inputs.iter().collect();
            let out = elementwise(prim.name(), &xs)?;
            kind_named(OperandKind::Numeric, prim.name(), &out)?;
            Ok(vec![out])
        }
        Primitive::OptimizationBarrier => Ok(inputs.to_vec()),
        Primitive::DevicePut { copy_semantics } => {
            if copy_semantics.len() != inputs.len() {
                return Err(format!(
                    "device_put has {} copy_semantics for {} operands",
                    copy_semantics.len(),
                    inputs.len()
                ));
            }
            Ok(inputs.to_vec())
        }
        Primitive::Round { .. } => {
            let [x] = arity(inputs)?;
            kind_named(OperandKind::Float, prim.name(), x)?;
            Ok(vec![x.clone()])
        }
        Primitive::IntegerPow { y } => {
            let [x] = arity(inputs)?;
            kind_named(OperandKind::Numeric, prim.name(), x)?;
            if *y < 0 && x.dtype.is_int() {
                return Err(format!(
                    "Integers cannot be raised to negative powers, got integer_pow({}, {y})",
                    x.numpy_display()
                ));
            }
            Ok(vec![x.clone()])
        }
        Primitive::Binary(BinaryOp::Pow) => {
            // `_pow_dtype_rule`: a float base with an exponent of its dtype or of any integer type.
            let [x, y] = arity(inputs)?;
            let shape = broadcast_shapes(prim.name(), [&x.shape, &y.shape])?;
            nary_kinds(
                prim.name(),
                &[x, y],
                &[OperandKind::Inexact, OperandKind::Numeric],
            )?;
            if !(y.dtype == x.dtype || y.dtype.is_int()) {
                return Err(format!(
                    "the first argument to pow must have an inexact dtype (float or complex), and the second argument must have an inexact or integer dtype, and two inexact dtypes must match, but got {} and {} respectively.",
                    x.dtype.numpy_name(),
                    y.dtype.numpy_name()
                ));
            }
            Ok(vec![Aval::new(x.dtype, shape)])
        }
        Primitive::Binary(op) => {
            let [x, y] = arity(inputs)?;
            broadcast_shapes(prim.name(), [&x.shape, &y.shape])?;
            nary_kinds(prim.name(), &[x, y], &[op.operand_kind(); 2])?;
            let out = elementwise(prim.name(), &[x, y])?;
            if *op == BinaryOp::Complex {
                let dtype = x.dtype.complex_of().unwrap_or(x.dtype);
                return Ok(vec![Aval::new(dtype, out.shape)]);
            }
            Ok(vec![out])
        }
        Primitive::Conj { input_dtype } => {
            let [x] = arity(inputs)?;
            kind_named(OperandKind::ComplexPartsOrComplex, prim.name(), x)?;
            if *input_dtype != x.dtype {
                return Err(format!(
                    "conj input_dtype={} differs from its operand {x}",
                    input_dtype.numpy_name()
                ));
            }
            let dtype = x.dtype.complex_of().unwrap_or(x.dtype);
            Ok(vec![Aval::new(dtype, x.shape.clone())])
        }
        Primitive::Compare(op) => {
            let [x, y] = arity(inputs)?;
            broadcast_shapes(prim.name(), [&x.shape, &y.shape])?;
            nary_kinds(prim.name(), &[x, y], &[op.operand_kind(); 2])?;
            let out = elementwise(prim.name(), &[x, y])?;
            Ok(vec![Aval::new(DType::Bool, out.shape)])
        }
        Primitive::Clamp => {
            // JAX's `_clamp_shape_rule`, then its dtype rule (any dtype, all the same).
            let [lo, x, hi] = arity(inputs)?;
            for (name, bound) in [("min", lo), ("max", hi)] {
                if bound.rank() != 0 && bound.shape != x.shape {
                    return Err(format!(
                        "clamp requires {name}.shape == operand.shape or {name}.shape == (), got {name}.shape={}, operand.shape={}.",
                        python_tuple(&bound.shape),
                        python_tuple(&x.shape)
                    ));
                }
            }
            if lo.dtype != x.dtype || hi.dtype != x.dtype {
                return Err(format!(
                    "lax.clamp requires arguments to have the same dtypes, got {}, {}, {}.",
                    lo.dtype.numpy_name(),
                    x.dtype.numpy_name(),
                    hi.dtype.numpy_name()
                ));
            }
            Ok(vec![x.clone()])
        }
        Primitive::RegularizedIncompleteBeta => {
            // `standard_naryop([_float, _float, _float])`: broadcasting, then the dtypes.
            let [a, b, x] = arity(inputs)?;
            broadcast_shapes(prim.name(), [&a.shape, &b.shape, &x.shape])?;
            nary_kinds(prim.name(), &[a, b, x], &[OperandKind::Float; 3])?;
            Ok(vec![elementwise(prim.name(), &[a, b, x])?])
        }
        Primitive::SelectN => select_n(inputs),
        Primitive::ConvertElementType { new_dtype, .. } => {
            let [x] = arity(inputs)?;
            Ok(vec![Aval::new(*new_dtype, x.shape.clone())])
        }
        Primitive::BroadcastInDim {
            shape,
            broadcast_dimensions,
        } => {
            let [x] = arity(inputs)?;
            valid_shape(shape)?;
            if broadcast_dimensions.len() != x.rank() {
                return Err(format!(
                    "broadcast_in_dim broadcast_dimensions {broadcast_dimensions:?} must have one entry per operand dimension of {x}"
                ));
            }
            for (i, &d) in broadcast_dimensions.iter().enumerate() {
                if d >= shape.rank() {
                    return Err(format!(
                        "broadcast_in_dim broadcast_dimensions entry {d} is out of range for the output rank {}",
                        shape.rank()
                    ));
                }
                if i > 0 && broadcast_dimensions[i - 1] >= d {
                    return Err(format!(
                        "broadcast_in_dim broadcast_dimensions {broadcast_dimensions:?} must be strictly increasing"
                    ));
                }
                let (src, dst) = (x.dims()[i], shape.dims()[d]);
                if src != 1 && src != dst {
                    return Err(format!(
                        "broadcast_in_dim cannot broadcast operand dimension {i} of size {src} to output dimension {d} of size {dst}"
                    ));
                }
            }
            Ok(vec![Aval::new(x.dtype, shape.clone())])
        }
        Primitive::Reshape {
            new_sizes,
            dimensions,
        } => {
            let [x] = arity(inputs)?;
            if let Some(d) = dimensions {
                // JAX's check: the same set of dimensions (a repeat passes when none is missing).
                let set: HashSet<usize> = d.iter().copied().collect();
                if set != (0..x.rank()).collect::<HashSet<usize>>() {
                    return Err(format!(
                        "reshape dimensions must be a permutation of operand dimensions, got \
                         dimensions {} for shape {}.",
                        crate::pyfmt::py_tuple(d),
                        python_tuple(&x.shape)
                    ));
                }
            }
            valid_shape(new_sizes)?;
            if x.shape.num_elements() != new_sizes.num_elements() {
                return Err(format!(
                    "reshape cannot change the element count: {x} to {}{new_sizes}",
                    x.dtype
                ));
            }
            Ok(vec![Aval::new(x.dtype, new_sizes.clone())])
        }
        Primitive::Transpose { permutation } => {
            let [x] = arity(inputs)?;
            permutation_of(permutation, x.rank(), "transpose permutation")?;
            let dims: Vec<u64> = permutation.iter().map(|&p| x.dims()[p]).collect();
            Ok(vec![Aval::new(x.dtype, dims)])
        }
        Primitive::Squeeze { dimensions } => {
            let [x] = arity(inputs)?;
            distinct_axes(dimensions, x.rank(), "squeeze dimensions")?;
            for &d in dimensions {
                if x.dims()[d] != 1 {
                    return Err(format!(
                        "squeeze dimension {d} of {x} has size {}, not 1",
                        x.dims()[d]
                    ));
                }
            }
            let dims: Vec<u64> = (0..x.rank())
                .filter(|i| !dimensions.contains(i))
                .map(|i| x.dims()[i])
                .collect();
            Ok(vec![Aval::new(x.dtype, dims)])
        }
        Primitive::ExpandDims { dimensions } => {
            let [x] = arity(inputs)?;
            let out_rank = x.rank() + dimensions.len();
            if out_rank > crate::types::MAX_RANK {
                return Err(format!(
                    "expand_dims to rank {out_rank} exceeds the limit of {} dimensions",
                    crate::types::MAX_RANK
                ));
            }
            distinct_axes(dimensions, out_rank, "expand_dims dimensions")?;
            let mut rest = x.dims().iter();
            let dims: Vec<u64> = (0..out_rank)
                .map(|i| {
                    if dimensions.contains(&i) {
                        1
                    } else {
                        rest.next().copied().unwrap_or(1)
                    }
                })
                .collect();
            Ok(vec![Aval::new(x.dtype, dims)])
        }
        Primitive::Iota {
            dtype,
            shape,
            dimension,
        } => {
            arity::<0>(inputs)?;
            valid_shape(shape)?;
            if dtype.is_bool() {
                return Err("iota needs a numeric dtype, got bool".into());
            }
            if *dimension >= shape.rank() {
                return Err(format!(
                    "iota dimension {dimension} is out of range for shape {shape}"
                ));
            }
            Ok(vec![Aval::new(*dtype, shape.clone())])
        }
        Primitive::Concatenate { dimension } => concatenate(inputs, *dimension),
        Primitive::Slice {
            start_indices,
            limit_indices,
            strides,
        } => {
            let [x] = arity(inputs)?;
            let rank = x.rank();
            if start_indices.len() != rank
                || limit_indices.len() != rank
                || strides.as_ref().is_some_and(|s| s.len() != rank)
            {
                return Err(format!(
                    "slice needs one start index, limit index and stride per dimension of {x}"
                ));
            }
            let mut dims = Vec::with_capacity(rank);
            for i in 0..rank {
                let (start, limit) = (start_indices[i], limit_indices[i]);
                let stride = strides.as_ref().map_or(1, |s| s[i]);
                if start > limit || limit > x.dims()[i] {
                    return Err(format!(
                        "slice dimension {i}: start {start} and limit {limit} must satisfy 0 <= start <= limit <= {}",
                        x.dims()[i]
                    ));
                }
                if stride == 0 {
                    return Err(format!("slice dimension {i}: stride must be positive"));
                }
                dims.push((limit - start).div_ceil(stride));
            }
            Ok(vec![Aval::new(x.dtype, dims)])
        }
        Primitive::DynamicSlice { slice_sizes } => {
            let (x, indices) = inputs
                .split_first()
                .ok_or("dynamic_slice takes an operand and one start index per dimension")?;
            start_indices(indices, x, "dynamic_slice")?;
            if slice_sizes.len() != x.rank() {
                return Err(format!(
                    "dynamic_slice needs one slice size per dimension of {x}"
                ));
            }
            for (i, (&s, &d)) in slice_sizes.iter().zip(x.dims()).enumerate() {
                if s > d {
                    return Err(format!(
                        "dynamic_slice size {s} exceeds dimension {i} of {x}"
                    ));
                }
            }
            Ok(vec![Aval::new(x.dtype, slice_sizes.clone())])
        }
        Primitive::DynamicUpdateSlice => {
            let [x, update, indices @ ..] = inputs else {
                return Err(
                    "dynamic_update_slice takes an operand, an update and one start index per dimension"
                        .into(),
                );
            };
            start_indices(indices, x, "dynamic_update_slice")?;
            if update.dtype != x.dtype || update.rank() != x.rank() {
                return Err(format!(
                    "dynamic_update_slice update {update} must have the operand's dtype and rank, operand {x}"
                ));
            }
            if update.dims().iter().zip(x.dims()).any(|(u, d)| u > d) {
                return Err(format!(
                    "dynamic_update_slice update {update} is larger than the operand {x}"
                ));
            }
            Ok(vec![x.clone()])
        }
        Primitive::DotGeneral(d) => {
            let [lhs, rhs] = arity(inputs)?;
            let dtype = dot_result_dtype(lhs.dtype, rhs.dtype, d.preferred_element_type)?;
            if d.lhs_contracting.len() != d.rhs_contracting.len()
                || d.lhs_batch.len() != d.rhs_batch.len()
            {
                return Err(
                    "dot_general needs as many lhs as rhs contracting and batch dimensions".into(),
                );
            }
            let lhs_axes: Vec<usize> = d
                .lhs_batch
                .iter()
                .chain(&d.lhs_contracting)
                .copied()
                .collect();
            let rhs_axes: Vec<usize> = d
                .rhs_batch
                .iter()
                .chain(&d.rhs_contracting)
                .copied()
                .collect();
            distinct_axes(&lhs_axes, lhs.rank(), "dot_general lhs dimensions")?;
            distinct_axes(&rhs_axes, rhs.rank(), "dot_general rhs dimensions")?;
            for (&l, &r) in lhs_axes.iter().zip(&rhs_axes) {
                if lhs.dims()[l] != rhs.dims()[r] {
                    return Err(format!(
                        "dot_general lhs dimension {l} ({}) and rhs dimension {r} ({}) differ in size",
                        lhs.dims()[l],
                        rhs.dims()[r]
                    ));
                }
            }
            let mut dims: Vec<u64> = d.lhs_batch.iter().map(|&i| lhs.dims()[i]).collect();
            dims.extend(
                (0..lhs.rank())
                    .filter(|i| !lhs_axes.contains(i))
                    .map(|i| lhs.dims()[i]),
            );
            dims.extend(
                (0..rhs.rank())
                    .filter(|i| !rhs_axes.contains(i))
                    .map(|i| rhs.dims()[i]),
            );
            Ok(vec![Aval::new(dtype, dims)])
        }
        Primitive::Reduce { op, axes } => {
            let [x] = arity(inputs)?;
            distinct_axes(axes, x.rank(), op.name())?;
            match op {
                ReduceOp::Sum if x.dtype.is_bool() => {
                    return Err("reduce_sum needs a numeric operand, got bool".into());
                }
                ReduceOp::Prod if x.dtype.is_bool() => {
                    return Err(
                        "reduce_prod does not accept dtype bool. Accepted dtypes are subtypes of number."
                            .into(),
                    );
                }
                ReduceOp::And | ReduceOp::Or | ReduceOp::Xor if x.dtype.is_inexact() => {
                    return Err(format!(
                        "logical reduction requires operand dtype bool or int, got {}.",
                        x.dtype.numpy_name()
                    ));
                }
                _ => {}
            }
            Ok(vec![Aval::new(x.dtype, keep_dims(x, axes))])
        }
        Primitive::ArgReduce {
            op,
            axes,
            index_dtype,
        } => {
            let [x] = arity(inputs)?;
            if axes.len() != 1 {
                return Err(format!(
                    "{} takes exactly one axis, got {axes:?}",
                    op.name()
                ));
            }
            distinct_axes(axes, x.rank(), op.name())?;
            if !index_dtype.is_int() {
                return Err(format!(
                    "{} index_dtype must be an integer type, got {}",
                    op.name(),
                    index_dtype.numpy_name()
                ));
            }
            if x.dims()[axes[0]] == 0 {
                return Err(format!(
                    "{} cannot reduce over the empty axis {} of {x}",
                    op.name(),
                    axes[0]
                ));
            }
            Ok(vec![Aval::new(*index_dtype, keep_dims(x, axes))])
        }
        Primitive::BufferCallback(cb) => buffer_callback(cb, inputs),
        Primitive::PyCallback(cb) => py_callback(cb),
        Primitive::Jit(p) => p.infer(inputs, jaxprs),
        Primitive::Cond(p) => p.infer(inputs, jaxprs),
        Primitive::While(p) => p.infer(inputs, jaxprs),
        Primitive::Scan(p) => p.infer(inputs, jaxprs),
        Primitive::CustomJvpCall(p) => p.infer(inputs, jaxprs),
        Primitive::CustomVjpCall(p) => p.infer(inputs, jaxprs),
        Primitive::LinearSolve(p) => p.infer(inputs, jaxprs),
        Primitive::Remat(p) => p.infer(inputs, jaxprs),
        Primitive::EvalJaxpr(p) => p.infer(inputs, jaxprs),
        Primitive::CustomRoot(p) => p.infer(inputs, jaxprs),
        Primitive::CheckpointName(_) => {
            let [x] = arity(inputs)?;
            Ok(vec![x.clone()])
        }
        Primitive::PlatformIndex(_) => {
            let [] = arity(inputs)?;
            Ok(vec![Aval::scalar(DType::I32)])
        }
        Primitive::Gather(g) => {
            let [x, i] = arity(inputs)?;
            crate::indexing::infer_gather(g, x, i)
        }
        Primitive::Scatter(s) => {
            let [x, i, u] = arity(inputs)?;
            crate::indexing::infer_scatter(s, x, i, u, jaxprs)
        }
        Primitive::Pad(p) => {
            let [x, v] = arity(inputs)?;
            crate::structural::infer_pad(p, x, v)
        }
        Primitive::Rev { dimensions } => {
            let [x] = arity(inputs)?;
            crate::structural::infer_rev(dimensions, x)
        }
        Primitive::Cumulative(c) => {
            let [x] = arity(inputs)?;
            crate::structural::infer_cumulative(c, x)
        }
        Primitive::Sort(s) => crate::structural::infer_sort(s, inputs),
        Primitive::ReduceWindow(r) => {
            let [x] = arity(inputs)?;
            crate::windows::infer_reduce_window(r, x)
        }
        Primitive::ReduceJaxpr(r) => crate::windows::infer_generic_reduce(r, inputs, jaxprs),
        Primitive::ReduceWindowJaxpr(r) => {
            crate::windows::infer_generic_reduce_window(r, inputs, jaxprs)
        }
        Primitive::Restructure(r) => crate::structural::infer_restructure(r, inputs),
        Primitive::Random(r) => crate::random::infer_random(r, inputs),
        Primitive::Linalg(l) => crate::linalg::infer_linalg(l, inputs),
        Primitive::Fft(f) => {
            let [x] = arity(inputs)?;
            Ok(vec![crate::fft::infer_fft(f, x)?])
        }
        Primitive::TopK(t) => {
            let [x] = arity(inputs)?;
            crate::structural::infer_top_k(t, x)
        }
        Primitive::ConvGeneralDilated(c) => {
            let [l, r] = arity(inputs)?;
            crate::convolution::infer_conv(c, l, r)
        }
        Primitive::SelectWindow(s) => crate::select_window::infer_select_window(s, inputs),
        Primitive::ApproxTopK(t) => {
            let [x] = arity(inputs)?;
            crate::search::infer_approx_top_k(t, x)
        }
        Primitive::SearchSorted(s) => crate::search::infer_search_sorted(s, inputs),
        Primitive::Ldexp(p) => crate::hiprims::infer_ldexp(p, inputs),
        Primitive::Frexp(p) => crate::hiprims::infer_frexp(p, inputs),
        Primitive::Nonzero(p) => crate::hiprims::infer_nonzero(p, inputs),
        Primitive::Empty(e) => {
            let [] = arity(inputs)?;
            Ok(vec![e.aval()])
        }
        Primitive::Empty2(e) => {
            let [] = arity(inputs)?;
            Ok(vec![e.aval()])
        }
    }
}

/// The callbacks' results are their `result_avals` (none for the debug ones).
fn py_callback(cb: &crate::primitive::PyCallback) -> Rule {
    for aval in &cb.result_avals {
        valid_shape(&aval.shape)?;
    }
    Ok(cb.result_avals.clone())
}

/// JAX's checks, in JAX's order and with JAX's messages, then what JAX lets through.
fn buffer_callback(cb: &BufferCallback, inputs: &[Aval]) -> Rule {
    for aval in &cb.result_avals {
        valid_shape(&aval.shape)?;
    }
    let mut aliases = cb.input_output_aliases.clone();
    aliases.sort();
    let (n_in, n_out) = (inputs.len() as i64, cb.result_avals.len() as i64);
    let mut seen_outputs = HashSet::new();
    for (i, o) in aliases {
        // JAX's range checks are `i >= n` and `o >= m`: negative indices pass them and then index
        // the avals as Python does (`-1` is the last). Past `-n` Python raises IndexError.
        if i >= n_in {
            return Err(format!(
                "input_output_aliases contains the mapping '{i}:{o}' with input index {i} outside the range [0, {n_in})."
            ));
        }
        if o >= n_out {
            return Err(format!(
                "input_output_aliases contains the mapping '{i}:{o}' with output index {o} outside the range [0, {n_out})."
            ));
        }
        if i < -n_in {
            return Err(format!(
                "input_output_aliases contains the mapping '{i}:{o}' with input index {i} outside the range [-{n_in}, {n_in}) of Python's indexing (JAX fails with `IndexError: list index out of range`)."
            ));
        }
        if o < -n_out {
            return Err(format!(
                "input_output_aliases contains the mapping '{i}:{o}' with output index {o} outside the range [-{n_out}, {n_out}) of Python's indexing (JAX fails with `IndexError: tuple index out of range`)."
            ));
        }
        let (ii, oo) = (i.rem_euclid(n_in), o.rem_euclid(n_out));
        let (input, output) = (&inputs[ii as usize], &cb.result_avals[oo as usize]);
        if input != output {
            return Err(format!(
                "input_output_aliases contains the mapping '{i}:{o}' referring to an input with abstract value {} and an output with a different abstract value {}.",
                input.numpy_display(),
                output.numpy_display()
            ));
        }
        if !seen_outputs.insert(oo) {
            return Err(format!(
                "input_output_aliases maps more than one input to output {oo}; an output can alias at most one input."
            ));
        }
    }
    let duplicates = cb.input_output_aliases.len()
        != cb
            .input_output_aliases
            .iter()
            .map(|(i, _)| i)
            .collect::<HashSet<_>>()
            .len();
    if duplicates {
        return Err("input_output_aliases maps one input more than once.".into());
    }
    Ok(cb.result_avals.clone())
}

/// `_bitcast_convert_type_shape_rule` and `_dtype_rule`, with JAX's messages.
fn bitcast(x: &Aval, new: DType) -> Rule {
    let old = x.dtype;
    let special = |d: DType| d.is_bool() || d.is_complex();
    if (special(old) || special(new)) && old != new {
        return Err(format!(
            "lax.bitcast_convert_type does not support bool or complex values unless the operand and destination types match. Got operand dtype={}, new_dtype=dtype('{}'). Consider using the arr.view() method instead.",
            old.numpy_name(),
            new.numpy_name()
        ));
    }
    let (old_bits, new_bits) = (old.bits() as u64, new.bits() as u64);
    let mut dims = x.dims().to_vec();
    if old_bits > new_bits {
        dims.push(old_bits / new_bits);
    } else if old_bits < new_bits {
        let last = dims.last().copied().unwrap_or(1);
        if last * old_bits != new_bits {
            let shape: Vec<String> = x.dims().iter().map(|d| d.to_string()).collect();
            let shape = match shape.as_slice() {
                [d] => format!("({d},)"),
                ds => format!("({})", ds.join(", ")),
            };
            return Err(format!(
                "Attempting to convert array of shape {shape} from {} of size {old_bits} bits to {} of size {new_bits}, bits but {last} * {old_bits} != {new_bits}",
                old.numpy_name(),
                new.numpy_name()
            ));
        }
        dims.pop();
    }
    Ok(vec![Aval::new(new, dims)])
}

fn arity<const N: usize>(inputs: &[Aval]) -> Result<&[Aval; N], RuleError> {
    inputs
        .try_into()
        .map_err(|_| format!("takes {N} operand(s), got {}", inputs.len()))
}

/// JAX's `unop_dtype_rule`: `{name} does not accept dtype ...`.
fn kind_named(k: OperandKind, name: &str, x: &Aval) -> Result<(), RuleError> {
    if k.accepts(x.dtype) {
        Ok(())
    } else {
        Err(k.unary_message(name, x.dtype))
    }
}

/// JAX's `naryop_dtype_rule`, position by position (before it checks that the dtypes agree).
fn nary_kinds(name: &str, xs: &[&Aval], kinds: &[OperandKind]) -> Result<(), RuleError> {
    for (i, (x, k)) in xs.iter().zip(kinds).enumerate() {
        if !k.accepts(x.dtype) {
            return Err(k.nary_message(name, i, x.dtype));
        }
    }
    Ok(())
}

fn valid_shape(shape: &Shape) -> Result<(), RuleError> {
    shape.validate()
}

/// JAX's n-ary elementwise rule (`broadcasting_shape_rule`, then `naryop_dtype_rule`): rank-0
/// operands broadcast to anything; the others must have one rank, and in each dimension every
/// size that is not 1 must be the same (the result has that size, or 1). Then equal dtypes.
fn elementwise(name: &str, xs: &[&Aval]) -> Result<Aval, RuleError> {
    let shape = broadcast_shapes(name, xs.iter().map(|x| &x.shape))?;
    let dtype = xs[0].dtype;
    if xs.iter().any(|x| x.dtype != dtype) {
        return Err(same_dtypes_message(name, xs));
    }
    Ok(Aval::new(dtype, shape))
}

/// `check_same_dtypes`'s message, with its tip for the ops `jax.numpy` has a promoting twin of.
fn same_dtypes_message(name: &str, xs: &[&Aval]) -> String {
    let dtypes: Vec<&str> = xs.iter().map(|x| x.dtype.numpy_name()).collect();
    let twin = match name {
        "add" => Some("add"),
        "atan2" => Some("arctan2"),
        "div" => Some("divide"),
        "eq" => Some("equal"),
        "max" => Some("maximum"),
        "min" => Some("minimum"),
        "mul" => Some("multiply"),
        "ne" => Some("not_equal"),
        "nextafter" => Some("nextafter"),
        "shift_left" => Some("left_shift"),
        "shift_right_logical" | "shift_right_arithmetic" => Some("right_shift"),
        "sub" => Some("subtract"),
        _ => None,
    };
    let tip = twin
        .map(|t| {
            format!(
                " (Tip: jnp.{t} is a similar function that does automatic type promotion on inputs)."
            )
        })
        .unwrap_or_default();
    format!(
        "lax.{name} requires arguments to have the same dtypes, got {}.{tip}",
        dtypes.join(", ")
    )
}

/// `jax._src.lax.lax._try_broadcast_shapes` over the shapes that are not rank 0, with its messages.
pub fn broadcast_shapes<'s>(
    name: &str,
    shapes: impl IntoIterator<Item = &'s Shape>,
) -> Result<Shape, RuleError> {
    let shapes: Vec<&Shape> = shapes.into_iter().filter(|s| s.rank() != 0).collect();
    let Some(first) = shapes.first() else {
        return Ok(Shape::default());
    };
    let ranks: std::collections::BTreeSet<usize> = shapes.iter().map(|s| s.rank()).collect();
    if ranks.len() != 1 {
        let ranks: Vec<String> = ranks.iter().map(|r| r.to_string()).collect();
        return Err(format!(
            "{name}: arrays must have the same number of dimensions, got {{{}}}",
            ranks.join(", ")
        ));
    }
    let mut dims = Vec::with_capacity(first.rank());
    for i in 0..first.rank() {
        let mut size = 1;
        for s in &shapes {
            let d = s.dims()[i];
            if d == 1 {
                continue;
            }
            if size != 1 && size != d {
                let shown: Vec<String> = shapes.iter().map(|s| python_tuple(s)).collect();
                return Err(format!(
                    "{name} got incompatible shapes for broadcasting: {}.",
                    shown.join(", ")
                ));
            }
            size = d;
        }
        dims.push(size);
    }
    Ok(Shape(dims))
}

/// A shape as Python prints a tuple: `(2, 3)`, `(4,)`, `()`.
fn python_tuple(s: &Shape) -> String {
    match s.dims() {
        [d] => format!("({d},)"),
        ds => format!(
            "({})",
            ds.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// JAX's messages that begin with the primitive's name, as they go on after it.
const NAMED_BY_JAX: [&str; 6] = [
    " does not accept dtype ",
    ": arrays must have the same number of dimensions",
    " got incompatible shapes for broadcasting",
    " requires min.shape == operand.shape",
    " requires max.shape == operand.shape",
    " dimensions must be a permutation of operand dimensions",
];

/// An error of `prim`'s rule as the user sees it: prefixed with the primitive's name, unless the
/// message is JAX's own and already names it (or names no primitive, as buffer_callback's do).
pub fn qualify(prim: &str, message: &str) -> String {
    let names_it = message
        .strip_prefix(prim)
        .is_some_and(|rest| NAMED_BY_JAX.iter().any(|m| rest.starts_with(m)))
        || message
            .strip_prefix("lax.")
            .and_then(|rest| rest.strip_prefix(prim))
            .is_some_and(|rest| rest.starts_with(" requires arguments"));
    if names_it || message.starts_with("input_output_aliases") {
        message.to_string()
    } else {
        format!("{prim}: {message}")
    }
}

fn list(xs: &[&Aval]) -> String {
    xs.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn select_n(inputs: &[Aval]) -> Rule {
    let (which, cases) = inputs
        .split_first()
        .ok_or("select_n takes a predicate and at least one case")?;
    let first = cases
        .first()
        .ok_or("select_n takes a predicate and at least one case")?;
    if cases.iter().any(|c| c != first) {
        return Err(format!(
            "select_n cases must all have the same type, got {}",
            list(&cases.iter().collect::<Vec<_>>())
        ));
    }
    if !(which.dtype.is_bool() || which.dtype.is_int()) {
        return Err(format!(
            "select_n predicate must be bool or an integer, got {which}"
        ));
    }
    if which.dtype.is_bool() && cases.len() > 2 {
        return Err("select_n with a bool predicate takes at most two cases".into());
    }
    if which.rank() != 0 && which.shape != first.shape {
        return Err(format!(
            "select_n predicate {which} must be a scalar or have the cases' shape {}",
            first.shape
        ));
    }
    Ok(vec![first.clone()])
}

fn concatenate(inputs: &[Aval], dimension: usize) -> Rule {
    let first = inputs
        .first()
        .ok_or("concatenate takes at least one operand")?;
    if dimension >= first.rank() {
        return Err(format!(
            "concatenate dimension {dimension} is out of range for {first}"
        ));
    }
    let mut total: u64 = 0;
    for x in inputs {
        let same_other_dims = x.rank() == first.rank()
            && (0..x.rank()).all(|i| i == dimension || x.dims()[i] == first.dims()[i]);
        if x.dtype != first.dtype || !same_other_dims {
            return Err(format!(
                "concatenate operands must agree in dtype and in every dimension but {dimension}, got {}",
                list(&inputs.iter().collect::<Vec<_>>())
            ));
        }
        total = total
            .checked_add(x.dims()[dimension])
            .ok_or("concatenate result is too large")?;
    }
    let mut dims = first.dims().to_vec();
    dims[dimension] = total;
    let shape = Shape(dims);
    valid_shape(&shape)?;
    Ok(vec![Aval::new(first.dtype, shape)])
}

fn start_indices(indices: &[Aval], x: &Aval, what: &str) -> Result<(), RuleError> {
    if indices.len() != x.rank() {
        return Err(format!(
            "{what} needs one start index per dimension of {x}, got {}",
            indices.len()
        ));
    }
    if let Some(bad) = indices.iter().find(|i| i.rank() != 0 || !i.dtype.is_int()) {
        return Err(format!(
            "{what} start indices must be integer scalars, got {bad}"
        ));
    }
    Ok(())
}

fn permutation_of(perm: &[usize], rank: usize, what: &str) -> Result<(), RuleError> {
    let mut sorted = perm.to_vec();
    sorted.sort();
    if sorted != (0..rank).collect::<Vec<_>>() {
        return Err(format!("{what} {perm:?} is not a permutation of 0..{rank}"));
    }
    Ok(())
}

fn distinct_axes(axes: &[usize], rank: usize, what: &str) -> Result<(), RuleError> {
    let mut seen = HashSet::new();
    for &a in axes {
        if a >= rank {
            return Err(format!("{what}: axis {a} is out of range for rank {rank}"));
        }
        if !seen.insert(a) {
            return Err(format!("{what}: axis {a} appears twice"));
        }
    }
    Ok(())
}

fn keep_dims(x: &Aval, removed: &[usize]) -> Vec<u64> {
    (0..x.rank())
        .filter(|i| !removed.contains(i))
        .map(|i| x.dims()[i])
        .collect()
}

/// `_dot_general_dtype_rule`: operands of different dtypes give the higher-precision one (XLA's
/// `HigherPrecisionType`: complex, then exponent range, mantissa, width, signedness), which a
/// `preferred_element_type` may widen (an integer result not narrowed).
fn dot_result_dtype(lhs: DType, rhs: DType, preferred: Option<DType>) -> Result<DType, String> {
    if lhs.is_key() || rhs.is_key() {
        return Err(format!(
            "dot_general does not accept key operands, got {} and {}",
            lhs.numpy_name(),
            rhs.numpy_name()
        ));
    }
    // (is complex, max exponent, mantissa bits, width, signed) of the real part.
    let props = |d: DType| {
        let r = d.real_part();
        let (maxexp, nmant) = match r {
            DType::F16 => (16, 10),
            DType::BF16 => (128, 7),
            DType::F32 => (128, 23),
            DType::F64 => (1024, 52),
            _ => (-1, -1),
        };
        (
            d.is_complex(),
            maxexp,
            nmant,
            r.bits(),
            !r.is_unsigned_int(),
        )
    };
    let result = match props(lhs).cmp(&props(rhs)) {
        std::cmp::Ordering::Greater => lhs,
        std::cmp::Ordering::Less => rhs,
        std::cmp::Ordering::Equal if lhs == rhs => lhs,
        std::cmp::Ordering::Equal => {
            return Err(format!(
                "lax.dot_general argument type error: {}, {}",
                lhs.numpy_name(),
                rhs.numpy_name()
            ))
        }
    };
    match preferred {
        None => Ok(result),
        Some(p) if p == result => Ok(result),
        // `finfo` of a complex dtype is its parts': c64 counts 32 bits here.
        Some(p) if !result.is_float() && p.real_part().bits() < result.real_part().bits() => Err(format!(
            "`preferred_element_type` must not be narrower than the original type, got preferred_element_type of {} for result type of {}.",
            p.numpy_name(),
            result.numpy_name()
        )),
        Some(p) => Ok(p),
    }
}
