//! The Rust side of scripts/bench-callbacks: runs a module whose one callback copies its input
//! to its output (MODE `copy`: a memcpy of the buffer in a Rust closure) or does nothing (`noop`),
//! REPS times after a warm-up, and prints the median, min and max seconds per execution as JSON,
//! with the process's CPU time per execution (all threads; robust to a busy machine's waits).
//!
//!     cargo run --release -p minihlo-runtime --example callback_bench -- MODULE CALLBACKS.json REPS MODE

use std::time::Instant;

use minihlo_runtime::{Array, CallbackSpec, Callbacks, DType, Runtime};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let [_, module, table, reps, mode] = args.as_slice() else {
        return Err("usage: callback_bench MODULE CALLBACKS.json REPS copy|noop".into());
    };
    let copy = match mode.as_str() {
        "copy" => true,
        "noop" => false,
        _ => return Err(format!("unknown mode {mode}").into()),
    };
    let reps: usize = reps.parse()?;
    let table = CallbackSpec::table_from_json(&std::fs::read_to_string(table)?)?;
    let exe = Runtime::new()?.compile(&std::fs::read(module)?, &table)?;
    let shape = table[0].operands[0].shape.clone();
    assert_eq!(table[0].operands[0].dtype, DType::F32);
    let n: usize = shape.iter().product();
    let x = Array::from_slice(&shape, &vec![0.5f32; n])?;
    let callbacks = Callbacks::new().bind_rest(move |call| {
        if copy {
            let (ins, outs) = call.split();
            outs[0].bytes_mut().copy_from_slice(ins[0].bytes());
        }
        Ok(())
    });
    for _ in 0..3 {
        exe.run(std::slice::from_ref(&x), &callbacks)?;
    }
    let cpu_start = cpu_seconds();
    let mut times: Vec<f64> = (0..reps)
        .map(|_| {
            let t = Instant::now();
            exe.run(std::slice::from_ref(&x), &callbacks)
                .map(|_| t.elapsed().as_secs_f64())
        })
        .collect::<Result<_, _>>()?;
    let cpu = (cpu_seconds() - cpu_start) / reps as f64;
    times.sort_by(f64::total_cmp);
    println!(
        "{{\"median\": {}, \"min\": {}, \"max\": {}, \"cpu\": {cpu}}}",
        times[times.len() / 2],
        times[0],
        times[times.len() - 1]
    );
    Ok(())
}

/// The process's user + system CPU time so far (/proc/self/stat, in clock ticks of 1/100 s).
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command name (which is in parentheses): utime is the 14th field.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<f64> = rest
        .split_whitespace()
        .map(|f| f.parse().unwrap_or(0.0))
        .collect();
    (fields.get(11).copied().unwrap_or(0.0) + fields.get(12).copied().unwrap_or(0.0)) / 100.0
}
