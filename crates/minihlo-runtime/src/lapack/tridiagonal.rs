//! `tridiagonal_solve_perturbed_ffi`: jaxlib's tridiagonal solve that perturbs tiny pivots
//! instead of failing (`jaxlib/tridiagonal_solve_perturbed.h`, after LAPACK's xLAGTF and
//! xLAGTS), used by `lax.linalg.tridiagonal_solve(..., perturb_singular=True)`. No LAPACK
//! routine does this, so it is written out here, operation for operation as jaxlib's.

use num_complex::{Complex32, Complex64, ComplexFloat};
use num_traits::{Float, Zero};

use super::factor::{nth, nth_mut, zeros};
use super::{data, invalid, operand, result, split_batch};
use crate::sys::lapack::Field;
use crate::sys::{Buffers, Failure, Frame, Handler};
use minihlo_ir::DType;

pub(super) struct PerturbedSolve;

impl Handler for PerturbedSolve {
    fn call(frame: Frame<'_>) -> Result<(), Failure> {
        let buffers = frame.buffers()?;
        let dtype = buffers
            .inputs
            .get(1)
            .map(|b| b.dtype)
            .ok_or_else(|| invalid("the custom_call has no operand 1".into()))?;
        match dtype {
            DType::F32 => solve_all::<f32>(buffers),
            DType::F64 => solve_all::<f64>(buffers),
            DType::C64 => solve_all::<Complex32>(buffers),
            DType::C128 => solve_all::<Complex64>(buffers),
            d => Err(invalid(format!("Unsupported data type {}", d.numpy_name()))),
        }
    }
}

/// The real type of `T`.
type R<T> = <T as Field>::Real;

/// An element type of the solve: real or complex, with its real type's constants.
trait Scalar: Field + ComplexFloat<Real = <Self as Field>::Real> {
    fn of(r: <Self as Field>::Real) -> Self;
}

impl Scalar for f32 {
    fn of(r: f32) -> Self {
        r
    }
}
impl Scalar for f64 {
    fn of(r: f64) -> Self {
        r
    }
}
impl Scalar for Complex32 {
    fn of(r: f32) -> Self {
        Complex32::new(r, 0.0)
    }
}
impl Scalar for Complex64 {
    fn of(r: f64) -> Self {
        Complex64::new(r, 0.0)
    }
}

fn solve_all<T: Scalar>(buffers: Buffers<'_>) -> Result<(), Failure> {
    let Buffers {
        inputs,
        mut outputs,
    } = buffers;
    let dl = data(operand::<T>(&inputs, 0)?.0, "dl")?;
    let d = data(operand::<T>(&inputs, 1)?.0, "d")?;
    let du = data(operand::<T>(&inputs, 2)?.0, "du")?;
    let (b, dims) = operand::<T>(&inputs, 3)?;
    let b = data(b, "b")?;
    let (x, _) = result::<T>(&mut outputs, 0)?;
    let (batch, n, k) = split_batch(dims)?;
    let mut u = zeros(3 * n);
    let mut row = zeros(k);
    for i in 0..batch {
        let system = System {
            n,
            k,
            sub: nth(dl, n, i)?,
            diag: nth(d, n, i)?,
            sup: nth(du, n, i)?,
            rhs: nth(b, n * k, i)?,
        };
        system.solve(nth_mut(x, n * k, i)?, &mut u, &mut row);
    }
    Ok(())
}

/// One tridiagonal system: `n` x `n` (sub-, main and super-diagonals) with `k` right-hand
/// sides, column-major.
struct System<'a, T> {
    n: usize,
    k: usize,
    sub: &'a [T],
    diag: &'a [T],
    sup: &'a [T],
    rhs: &'a [T],
}

impl<T: Scalar> System<'_, T> {
    /// Element `(i, j)` of an `n` x `k` column-major matrix.
    fn at(&self, i: usize, j: usize) -> usize {
        i + j * self.n
    }

    /// jaxlib's `SolveWithGaussianEliminationWithPivotingAndPerturbSingular`; `u` holds 3n
    /// elements, `row` k.
    fn solve(&self, x: &mut [T], u: &mut [T], row: &mut [T]) {
        let (n, k) = (self.n, self.k);
        if n == 0 {
            return;
        }
        let eps = <R<T> as Float>::epsilon();
        if n == 1 {
            let mut p = self.diag[0];
            let perturb = eps * p.abs();
            // One row: its k elements are contiguous.
            row.copy_from_slice(&self.rhs[..k]);
            maybe_perturb_pivot(perturb, &mut p, row);
            for (xj, &rj) in x.iter_mut().zip(row.iter()) {
                *xj = rj / p;
            }
            return;
        }
        // u's columns: the diagonal and two superdiagonals of U (row exchanges included).
        let ui = |i: usize, c: usize| i + c * n;
        u.fill(T::zero());
        u[ui(0, 0)] = self.diag[0];
        u[ui(0, 1)] = self.sup[0];
        let mut max_abs_u = u[ui(0, 0)].abs().max(u[ui(0, 1)].abs());
        let mut scale1 = u[ui(0, 0)].abs() + u[ui(0, 1)].abs();
        for j in 0..k {
            x[self.at(0, j)] = self.rhs[self.at(0, j)];
        }
        for r in 0..n - 1 {
            u[ui(r + 1, 0)] = self.diag[r + 1];
            let mut scale2 = self.sub[r + 1].abs() + u[ui(r + 1, 0)].abs();
            if r < n - 2 {
                scale2 = scale2 + self.sup[r + 1].abs();
            }
            if self.sub[r + 1] == T::zero() {
                scale1 = scale2;
                u[ui(r + 1, 1)] = self.sup[r + 1];
                u[ui(r, 2)] = T::zero();
                for j in 0..k {
                    x[self.at(r + 1, j)] = self.rhs[self.at(r + 1, j)];
                }
            } else {
                let piv1 = if u[ui(r, 0)] == T::zero() {
                    <R<T> as Zero>::zero()
                } else {
                    u[ui(r, 0)].abs() / scale1
                };
                let piv2 = self.sub[r + 1].abs() / scale2;
                if piv2 <= piv1 {
                    scale1 = scale2;
                    let factor = self.sub[r + 1] / u[ui(r, 0)];
                    u[ui(r + 1, 0)] = u[ui(r + 1, 0)] - factor * u[ui(r, 1)];
                    u[ui(r + 1, 1)] = self.sup[r + 1];
                    u[ui(r, 2)] = T::zero();
                    for j in 0..k {
                        x[self.at(r + 1, j)] =
                            self.rhs[self.at(r + 1, j)] - factor * x[self.at(r, j)];
                    }
                } else {
                    let factor = u[ui(r, 0)] / self.sub[r + 1];
                    let utmp = u[ui(r, 1)];
                    u[ui(r, 0)] = self.sub[r + 1];
                    u[ui(r + 1, 0)] = utmp - factor * self.diag[r + 1];
                    u[ui(r, 1)] = self.diag[r + 1];
                    if r < n - 2 {
                        u[ui(r, 2)] = self.sup[r + 1];
                        u[ui(r + 1, 1)] = -factor * self.sup[r + 1];
                    }
                    for j in 0..k {
                        let swapped = self.rhs[self.at(r + 1, j)];
                        x[self.at(r + 1, j)] = x[self.at(r, j)] - factor * swapped;
                        x[self.at(r, j)] = swapped;
                    }
                    scale1 = u[ui(r + 1, 0)].abs() + u[ui(r + 1, 1)].abs();
                }
            }
            if r < n - 2 {
                for c in 0..3 {
                    max_abs_u = max_abs_u.max(u[ui(r, c)].abs());
                }
            }
        }
        max_abs_u = max_abs_u.max(u[ui(n - 1, 0)].abs());
        let perturb = eps * max_abs_u;
        // Back substitution: U x = z, perturbing tiny pivots.
        for r in (0..n).rev() {
            let mut p = u[ui(r, 0)];
            for j in 0..k {
                let mut v = x[self.at(r, j)];
                if r + 1 < n {
                    v = v - u[ui(r, 1)] * x[self.at(r + 1, j)];
                }
                if r + 2 < n {
                    v = v - u[ui(r, 2)] * x[self.at(r + 2, j)];
                }
                row[j] = v;
            }
            let perturb = if r == n - 1 {
                perturb
            } else {
                perturb.copysign(ComplexFloat::re(p))
            };
            maybe_perturb_pivot(perturb, &mut p, row);
            let inv = <T as num_traits::One>::one() / p;
            for j in 0..k {
                x[self.at(r, j)] = row[j] * inv;
            }
        }
    }
}

/// jaxlib's `MaybePerturbPivot` (after LAPACK's xLAGTS): moves a pivot below 1 in size away
/// from zero, or scales it and its row up, so that neither `row / pivot` nor `1 / pivot`
/// overflows.
fn maybe_perturb_pivot<T: Scalar>(perturb: R<T>, pivot: &mut T, row: &mut [T]) {
    let one = <R<T> as num_traits::One>::one();
    let tiny = <R<T> as Float>::min_positive_value();
    let small = one / <R<T> as Float>::max_value();
    let safemin = if small < tiny {
        tiny
    } else {
        small * (one + <R<T> as Float>::epsilon())
    };
    let bignum = one / safemin;
    let mut abs_pivot = pivot.abs();
    if abs_pivot >= one {
        return;
    }
    let mut perturb = perturb
        .abs()
        .max(safemin)
        .copysign(ComplexFloat::re(*pivot));
    let max_factor = row
        .iter()
        .map(|v| v.abs())
        .fold(<R<T> as Zero>::zero(), Float::max);
    let two = one + one;
    let mut stop = false;
    while abs_pivot < one && !stop {
        if abs_pivot < safemin {
            if abs_pivot == <R<T> as Zero>::zero() || max_factor * safemin > abs_pivot {
                *pivot = *pivot + T::of(perturb);
                perturb = perturb * two;
            } else {
                *pivot = *pivot * T::of(bignum);
                for v in row.iter_mut() {
                    *v = *v * T::of(bignum);
                }
                stop = true;
            }
        } else if max_factor > abs_pivot * bignum {
            *pivot = *pivot + T::of(perturb);
            perturb = perturb * two;
        } else {
            stop = true;
        }
        abs_pivot = pivot.abs();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A diagonally dominant system solves to its known solution.
    #[test]
    fn solves_a_tridiagonal_system() {
        let (sub, diag, sup) = (
            [0.0, 1.0, 1.0, 1.0],
            [4.0, 4.0, 4.0, 4.0],
            [1.0, 1.0, 1.0, 0.0],
        );
        let want = [1.0f64, -2.0, 3.0, 0.5];
        let rhs: Vec<f64> = (0..4)
            .map(|i| {
                diag[i] * want[i]
                    + if i > 0 { sub[i] * want[i - 1] } else { 0.0 }
                    + if i < 3 { sup[i] * want[i + 1] } else { 0.0 }
            })
            .collect();
        let system = System {
            n: 4,
            k: 1,
            sub: &sub,
            diag: &diag,
            sup: &sup,
            rhs: &rhs,
        };
        let (mut x, mut u, mut row) = ([0.0; 4], [0.0; 12], [0.0; 1]);
        system.solve(&mut x, &mut u, &mut row);
        for (g, w) in x.iter().zip(want) {
            assert!((g - w).abs() < 1e-12, "{x:?}");
        }
        // A singular system (zero pivot) gives finite values, not a division by zero.
        let zero = [0.0; 4];
        let singular = System {
            n: 4,
            k: 1,
            sub: &zero,
            diag: &zero,
            sup: &zero,
            rhs: &rhs,
        };
        singular.solve(&mut x, &mut u, &mut row);
        assert!(x.iter().all(|v| v.is_finite()), "{x:?}");
    }
}
