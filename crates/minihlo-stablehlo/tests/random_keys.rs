//! `random_gamma` and key batches from Rust: what lowers, and what is refused with a message
//! (the jaxpr-text side, with JAX's printed programs, is in the corpus: `rnd2_*`).

use minihlo_ir::{Aval, Builder, DType, KeyImpl, Program, Shape};
use minihlo_stablehlo::{lower, FfiForm};

use crate::lower::{check_err, opts};

fn key(imp: KeyImpl, dims: &[u64]) -> Aval {
    Aval::new(DType::Key(imp), dims.to_vec())
}

fn gamma_program(imp: KeyImpl, keys: &[u64], a: &[u64], dtype: DType, log_space: bool) -> Program {
    let mut b = Builder::new();
    let k = b.input(key(imp, keys));
    let x = b.input(Aval::new(dtype, a.to_vec()));
    let g = b.random_gamma(k, x, log_space).expect("random_gamma");
    b.finish([g])
}

#[test]
fn random_gamma_lowers_for_threefry_keys() {
    for (keys, a, dtype, log_space) in [
        (&[][..], &[][..], DType::F32, false),
        (&[], &[2, 3], DType::F32, true),
        (&[3], &[3, 2], DType::F64, false),
        (&[2, 2], &[2, 2], DType::F32, false),
    ] {
        let p = gamma_program(KeyImpl::Fry, keys, a, dtype, log_space);
        let m = lower(&p, &opts("gamma", &["cpu"], FfiForm::Typed))
            .unwrap_or_else(|e| panic!("{keys:?} {a:?}: {e}"))
            .text;
        // The jits of `_gamma_one` under vmap, each emitted once.
        for f in [
            "@_normal(",
            "@_normal_real(",
            "@_uniform(",
            "@_threefry_split(",
        ] {
            assert_eq!(
                m.matches(&format!("func.func private {f}")).count(),
                1,
                "{f} in {m}"
            );
        }
        assert!(m.contains("stablehlo.while"), "{m}");
    }
}

#[test]
fn random_gamma_refusals() {
    check_err(
        &gamma_program(KeyImpl::Rbg, &[], &[3], DType::F32, false),
        &opts("gamma", &["cpu"], FfiForm::Typed),
        "cannot lower `random_gamma`: keys key<rbg>[] are not supported yet: JAX samples them with `lax.map` (a scan); minihlo lowers threefry keys (JAX's `vmap` path)",
    );
    check_err(
        &gamma_program(KeyImpl::Fry, &[], &[0], DType::F32, false),
        &opts("gamma", &["cpu"], FfiForm::Typed),
        "cannot lower `random_gamma`: random_gamma: an empty array of alphas is not supported yet",
    );
}

#[test]
fn key_batches_refused_with_a_message() {
    let mut b = Builder::new();
    let k = b.input(key(KeyImpl::Rbg, &[3]));
    let s = b.random_split(k, Shape::new([2])).expect("split");
    let p = b.finish([s]);
    check_err(
        &p,
        &opts("rbg", &["cpu"], FfiForm::Typed),
        "cannot lower `random_split`: a batch of keys key<rbg>[3] (a key array of rank 1) is not supported yet: minihlo lowers one key of any implementation, and batches of threefry keys",
    );
    // Bits of a batch of rbg keys: JAX's batching rule (every row from the first key).
    let mut b = Builder::new();
    let k = b.input(key(KeyImpl::Rbg, &[3]));
    let bits = b.random_bits(k, 32, Shape::new([2])).expect("bits");
    let p = b.finish([bits]);
    let m = lower(&p, &opts("rbg", &["cpu"], FfiForm::Typed))
        .expect("rbg bits")
        .text;
    assert!(m.contains("rng_bit_generator"), "{m}");
    assert!(m.contains("@dynamic_update_index_in_dim("), "{m}");
    let mut b = Builder::new();
    let k = b.input(key(KeyImpl::Fry, &[2, 2]));
    let m = b.input(Aval::scalar(DType::U32));
    let f = b.random_fold_in(k, m).expect("fold_in");
    let p = b.finish([f]);
    check_err(
        &p,
        &opts("fold", &["cpu"], FfiForm::Typed),
        "cannot lower `random_fold_in`: a batch of keys key<fry>[2,2] (a key array of rank 2) is not supported yet: minihlo lowers one key of any implementation, and batches of threefry keys of rank 1",
    );
}

fn fold_in_program(imp: KeyImpl, keys: &[u64], msgs: &[u64]) -> Program {
    let mut b = Builder::new();
    let k = b.input(key(imp, keys));
    let m = b.input(Aval::new(DType::U32, msgs.to_vec()));
    let f = b.random_fold_in(k, m).expect("fold_in");
    b.finish([f])
}

#[test]
fn fold_in_of_arrays_of_messages() {
    // One key and messages of any rank, keys and messages of the same shape: the jit of
    // `iterated_vmap_binary_bcast` (the text is checked against JAX in corpus rnd2_fold_in_batch).
    for (keys, msgs, sig) in [
        (
            &[][..],
            &[3u64][..],
            "(tensor<2xui32>, tensor<3xui32>) -> tensor<3x2xui32>",
        ),
        (
            &[],
            &[2, 3],
            "(tensor<2xui32>, tensor<2x3xui32>) -> tensor<2x3x2xui32>",
        ),
        (
            &[4],
            &[4],
            "(tensor<4x2xui32>, tensor<4xui32>) -> tensor<4x2xui32>",
        ),
        (
            &[2, 3],
            &[2, 3],
            "(tensor<2x3x2xui32>, tensor<2x3xui32>) -> tensor<2x3x2xui32>",
        ),
    ] {
        let p = fold_in_program(KeyImpl::Fry, keys, msgs);
        let m = lower(&p, &opts("fold", &["cpu"], FfiForm::Typed))
            .expect("fold_in of messages")
            .text;
        assert!(m.contains("call @_threefry_fold_in(%"), "{m}");
        assert!(m.contains(sig), "{sig}\n{m}");
    }
    check_err(
        &fold_in_program(KeyImpl::Fry, &[3], &[1]),
        &opts("fold", &["cpu"], FfiForm::Typed),
        "cannot lower `random_fold_in`: keys key<fry>[3] and messages u32[1] of different shapes are not supported yet (JAX broadcasts their size-1 dimensions by squeezing them under vmap); minihlo folds one key or keys of the messages' shape",
    );
    check_err(
        &fold_in_program(KeyImpl::Rbg, &[], &[3]),
        &opts("fold", &["cpu"], FfiForm::Typed),
        "cannot lower `random_fold_in`: an array of messages u32[3] with keys key<rbg>[] is not supported yet: minihlo folds arrays of messages into threefry keys",
    );
}
