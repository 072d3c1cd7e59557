//! The pipeline checks a program once: `Checked` is the proof, and lowering a `Checked` gives the
//! same module as lowering the plain jaxpr (which checks it itself).

use minihlo::ir::{samples, Checked};
use minihlo::stablehlo::{lower, lower_checked, LowerOptions};

#[test]
fn lowering_a_checked_jaxpr_is_lowering_the_jaxpr() {
    let opts = LowerOptions::default();
    for name in [
        "single_f32",
        "two_callbacks",
        "alias_1_0",
        "zero_outputs_side_effect",
    ] {
        let jaxpr = samples::conformance(name)
            .expect("known program")
            .expect("builds");
        let plain = lower(&jaxpr, &opts).expect("lowers");
        let checked = Checked::new(jaxpr).expect("checks");
        assert_eq!(
            lower_checked(&checked, &opts).expect("lowers"),
            plain,
            "{name}"
        );
    }
}

#[test]
fn an_ill_typed_jaxpr_is_not_checked() {
    let mut jaxpr = samples::conformance("single_f32")
        .expect("known program")
        .expect("builds");
    let main = jaxpr.main_mut();
    let out = main.eqns[0].outputs[0];
    main.vars[out.index()].aval.dtype = minihlo::ir::DType::F64;
    let err = Checked::new(jaxpr).expect_err("the output type is wrong");
    assert!(
        err.to_string()
            .starts_with("buffer_callback produces (f32[4]) but the equation declares (f64[4])"),
        "{err}"
    );
}
