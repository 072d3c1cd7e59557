//! The branches of `lgamma_impl`: `_lgamma_pos_small`, `_lgamma_pos_large`,
//! `_lgamma_neg_reflection` and `_lgamma_neg_root`, each a `jax.jit` function.

use melior::ir::attribute::DenseElementsAttribute;
use melior::ir::Value;
use minihlo_ir::indexing::{Gather, GatherDimensionNumbers, GatherScatterMode};
use minihlo_ir::{Aval, CompareOp, DType, Scalar, Shape};

use super::ops::{A, K};
use super::poly::{horner_array, horner_scalar, log_f32};
use super::tables::{
    HALF_LN_2PI_MINUS_HALF, NEG_TABLE, POS_HI_05_15, POS_HI_15_4, SINC_HI, STIRLING_HI,
};
use super::{arg, jit_call, JitFn, Pi, R};
use crate::ctx::State;
use crate::emit::{element_attr, Emitter};
use crate::error::LowerError;

/// `_lgamma_pos_small`: lgamma on `[0.5, 4]` as `(value, hi, lo)`.
pub(super) fn pos_small<'c, 'd>(
    em: &Emitter<'c, 'd>,
    pi: Pi<'c, 'd>,
    x: Value<'c, 'd>,
    shape: &Shape,
    state: &mut State<'_, 'c>,
) -> R<Vec<Value<'c, 'd>>> {
    let k = K::new(em, shape);
    let in_15_4 = k.fc(CompareOp::Gt, x, 1.5)?;
    let u = k.fb("stablehlo.subtract", x, 1.0)?;
    let v = k.fb("stablehlo.subtract", u, 1.0)?;
    let s = k.sel_full(in_15_4, A::F(1.75), A::F(0.0), &k.f)?;
    let d = k.fb("stablehlo.subtract", u, s)?;
    let mut coeffs = Vec::with_capacity(POS_HI_05_15.len());
    for (&c1, &c2) in POS_HI_05_15.iter().zip(&POS_HI_15_4) {
        coeffs.push(k.sel_full(in_15_4, A::F(c2), A::F(c1), &k.f)?);
    }
    let p = horner_array(&k, pi, d, &coeffs, state)?;
    let (u_hi, u_lo) = k.split12(u)?;
    let (v_hi, v_lo) = k.split12(v)?;
    let uv_hi = k.fb("stablehlo.multiply", u_hi, v_hi)?;
    let a = k.fb("stablehlo.multiply", u_lo, v)?;
    let b = k.fb("stablehlo.multiply", u_hi, v_lo)?;
    let uv_lo = k.fb("stablehlo.add", a, b)?;
    let (p_hi, p_lo) = k.split12(p)?;
    let res_hi = k.fb("stablehlo.multiply", uv_hi, p_hi)?;
    let a = k.fb("stablehlo.multiply", uv_lo, p)?;
    let b = k.fb("stablehlo.multiply", uv_hi, p_lo)?;
    let res_lo = k.fb("stablehlo.add", a, b)?;
    let sum = k.fb("stablehlo.add", res_hi, res_lo)?;
    Ok(vec![sum, res_hi, res_lo])
}

/// `_lgamma_pos_large`: Stirling's series above 4, as `(p_hi, s_pos, psi)`.
pub(super) fn pos_large<'c, 'd>(
    em: &Emitter<'c, 'd>,
    pi: Pi<'c, 'd>,
    x: Value<'c, 'd>,
    shape: &Shape,
    state: &mut State<'_, 'c>,
) -> R<Vec<Value<'c, 'd>>> {
    let k = K::new(em, shape);
    let sh = shape.clone();
    let f = k.f.clone();
    let log = jit_call(
        em,
        state,
        pi,
        JitFn {
            name: "_log_f32",
            key: "_log_f32/zero",
            args: std::slice::from_ref(&f),
            results: &[f.clone(), f.clone()],
        },
        &[x],
        move |em, pi, args, state| log_f32(em, pi, arg(args, 0)?, None, &sh, state),
    )?;
    let (s, log_lo) = (arg(&log, 0)?, arg(&log, 1)?);
    let (h_x, s_lo) = k.split12(s)?;
    let l_x = k.fb("stablehlo.add", s_lo, log_lo)?;
    let b = k.fb("stablehlo.subtract", x, 0.5)?;
    let (b_hi, b_lo) = k.split12(b)?;
    let hx_m1 = k.fb("stablehlo.subtract", h_x, 1.0)?;
    let p_hi = k.fb("stablehlo.multiply", b_hi, hx_m1)?;
    let a = k.fb("stablehlo.multiply", b_lo, hx_m1)?;
    let c = k.fb("stablehlo.multiply", b, l_x)?;
    let p_lo = k.fb("stablehlo.add", a, c)?;
    let inv_x = k.recip(x)?;
    let inv2 = k.fb("stablehlo.multiply", inv_x, inv_x)?;
    let sp = horner_scalar(&k, pi, inv2, &STIRLING_HI, state)?;
    let a = k.fb("stablehlo.add", p_lo, HALF_LN_2PI_MINUS_HALF)?;
    let c = k.fb("stablehlo.multiply", inv_x, sp)?;
    let s_pos = k.fb("stablehlo.add", a, c)?;
    let h = k.fb("stablehlo.multiply", 0.5, inv_x)?;
    let psi = k.fb("stablehlo.subtract", s, h)?;
    Ok(vec![p_hi, s_pos, psi])
}

/// `_lgamma_neg_reflection`: the reflection formula for negative arguments.
pub(super) fn neg_reflection<'c, 'd>(
    em: &Emitter<'c, 'd>,
    pi: Pi<'c, 'd>,
    a: &[Value<'c, 'd>],
    shape: &Shape,
    state: &mut State<'_, 'c>,
) -> R<Value<'c, 'd>> {
    let k = K::new(em, shape);
    let (delta, log_delta_hi, lg_pos_hi, lg_pos_lo, dy_corr) = (a[0], a[1], a[2], a[3], a[4]);
    let d2 = k.fb("stablehlo.multiply", delta, delta)?;
    let h = horner_scalar(&k, pi, d2, &SINC_HI, state)?;
    let sinc = k.fb("stablehlo.multiply", d2, h)?;
    let cc = k.fb("stablehlo.add", log_delta_hi, lg_pos_hi)?;
    let cd = k.fb("stablehlo.add", sinc, dy_corr)?;
    let ce = k.fb("stablehlo.add", lg_pos_lo, cd)?;
    let cf = k.fb("stablehlo.add", cc, ce)?;
    k.un("stablehlo.negate", cf, &k.f)
}

/// `_lgamma_neg_root`: near the roots in `(-10, -2)`, as `(in_root_window, value)`.
pub(super) fn neg_root<'c, 'd>(
    em: &Emitter<'c, 'd>,
    pi: Pi<'c, 'd>,
    x: Value<'c, 'd>,
    n: Value<'c, 'd>,
    shape: &Shape,
    state: &mut State<'_, 'c>,
) -> R<Vec<Value<'c, 'd>>> {
    use CompareOp::*;
    let k = K::new(em, shape);
    // The closed-over rows of `_NEG_TABLE`, constants at the start of the function.
    let row_aval = Aval::new(DType::F32, [16u64]);
    let row_ty = em.ty(&row_aval)?;
    let mut rows = Vec::with_capacity(NEG_TABLE.len());
    for row in &NEG_TABLE {
        let elems: Vec<_> = row
            .iter()
            .map(|&v| element_attr(em.context, DType::F32, Scalar::Float(v)))
            .collect();
        let dense = DenseElementsAttribute::new(row_ty, &elems).map_err(|e| LowerError::Mlir {
            stage: "building a constant".into(),
            diagnostics: vec![e.to_string()],
        })?;
        rows.push(em.one(
            "stablehlo.constant",
            &[],
            row_ty,
            &[("value", dense.into())],
        )?);
    }
    let ig = k.fc(Gt, x, -2.6)?;
    let ih = k.fc(Lt, x, -2.0)?;
    let ii = k.pb("stablehlo.and", ig, ih)?;
    let ij = k.full(-2.0)?;
    let n_root = k.sel(ii, ij, n, &k.f)?;
    let delta_root = k.fb("stablehlo.subtract", x, n_root)?;
    let neg = k.un("stablehlo.negate", n_root, &k.f)?;
    let kk = k.un("stablehlo.convert", neg, &k.i)?;
    let io = k.ic(Ge, kk, 2)?;
    let ip = k.ic(Le, kk, 9)?;
    let in_k_range = k.pb("stablehlo.and", io, ip)?;
    let ir = k.fc(Gt, delta_root, 0.0)?;
    let side = k.sel_full(ir, A::I(1), A::I(0), &k.i)?;
    let iv = k.ib("stablehlo.subtract", A::V(kk), A::I(2))?;
    let iw = k.ib("stablehlo.multiply", A::I(2), A::V(iv))?;
    let ix = k.ib("stablehlo.add", A::V(iw), A::V(side))?;
    let iy = k.ifull(1)?;
    let idx = k.sel(in_k_range, ix, iy, &k.i)?;
    let mut idx_dims = shape.dims().to_vec();
    idx_dims.push(1);
    let idx_aval = Aval::new(DType::I32, idx_dims);
    let bdims: Vec<i64> = (0..shape.rank() as i64).collect();
    let idx_exp = em.broadcast(idx, &idx_aval, &bdims)?;
    let g = Gather {
        dimension_numbers: GatherDimensionNumbers {
            offset_dims: vec![],
            collapsed_slice_dims: vec![0],
            start_index_map: vec![0],
            operand_batching_dims: vec![],
            start_indices_batching_dims: vec![],
        },
        slice_sizes: vec![1],
        indices_are_sorted: false,
        unique_indices: false,
        mode: GatherScatterMode::PromiseInBounds,
        fill_value: None,
    };
    let mut cols = Vec::with_capacity(rows.len());
    for &row in &rows {
        cols.push(crate::rules::gather_scatter::gather(
            em,
            &g,
            row,
            idx_exp,
            [&row_aval, &idx_aval],
            &k.f,
        )?);
    }
    let (r_hi, r_lo, w_bound) = (cols[0], cols[1], cols[2]);
    let d0 = k.fb("stablehlo.subtract", delta_root, r_hi)?;
    let d = k.fb("stablehlo.add", delta_root, r_hi)?;
    let rcp = k.recip(d)?;
    let js = k.fb("stablehlo.subtract", d0, r_lo)?;
    let w = k.fb("stablehlo.multiply", js, rcp)?;
    let ju = k.fb("stablehlo.multiply", w, d)?;
    let jv = k.fb("stablehlo.subtract", d0, ju)?;
    let jw = k.fb("stablehlo.add", 1.0, w)?;
    let jx = k.fb("stablehlo.multiply", r_lo, jw)?;
    let jy = k.fb("stablehlo.subtract", jv, jx)?;
    let jz = k.fb("stablehlo.multiply", jy, rcp)?;
    let w = k.fb("stablehlo.add", w, jz)?;
    let kb = k.un("stablehlo.abs", w, &k.f)?;
    let in_root_win = k.fc(Le, kb, w_bound)?;
    let kd = k.full(0.0)?;
    let w_safe = k.sel(in_root_win, w, kd, &k.f)?;
    let p = horner_array(&k, pi, w_safe, &cols[3..], state)?;
    let r = k.fb("stablehlo.multiply", w_safe, p)?;
    Ok(vec![in_root_win, r])
}
