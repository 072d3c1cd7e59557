//! Build a program with a host callback in Rust, lower it with minihlo, and run it on XLA:CPU
//! with a Rust closure as the callback.
//!
//!     scripts/pjrt-plugin               # once: installs the XLA:CPU PJRT plugin into .pjrt/
//!     cargo run --example run_closure

use minihlo::ir::{Aval, BufferCallback, Builder, DType, Literal};
use minihlo::runtime::{Array, Callbacks, Runtime};
use minihlo::stablehlo::{lower, LowerOptions};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // f(x) = host_cube(x) * 2, with host_cube running on the host.
    let mut b = Builder::new();
    let x = b.input(Aval::new(DType::F32, [4]));
    let cube = BufferCallback::new("host_cube", vec![Aval::new(DType::F32, [4])]);
    let y = b.buffer_callback(cube, &[x.into()])?;
    let z = b.mul(y[0], Literal::f32(2.0))?;
    let jaxpr = b.finish([z]);
    println!("{jaxpr}");

    let lowered = lower(&jaxpr, &LowerOptions::default())?;
    let exe = minihlo::exec::load(&Runtime::new()?, &jaxpr, &lowered)?;

    let callbacks = Callbacks::new().bind_name("host_cube", |call| {
        let (inputs, outputs) = call.split();
        let x = inputs[0].as_slice::<f32>()?;
        for (out, v) in outputs[0].as_slice_mut::<f32>()?.iter_mut().zip(x) {
            *out = v * v * v;
        }
        Ok(())
    });
    let input = Array::from_slice(&[4], &[1.0f32, 2.0, 3.0, 4.0])?;
    let result = exe.run(&[input], &callbacks)?;
    let values = result[0].to_vec::<f32>()?;
    println!("f([1, 2, 3, 4]) = {values:?}");
    assert_eq!(values, [2.0, 16.0, 54.0, 128.0]);
    Ok(())
}
