//! Compiles a jaxpr with minihlo's library API and prints the StableHLO module: what a crate
//! depending on minihlo (`default-features = false`) can do without the command line.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = "{ lambda ; a:f32[4]. let b:f32[4] = sin a in (b,) }";
    let compiled = minihlo::compile(text, &minihlo::Options::default()).map_err(|e| e.render())?;
    let specs = minihlo::exec::callback_specs(&compiled.lowered.callbacks)?;
    println!("{}", compiled.lowered.text);
    println!("host callbacks: {}", specs.len());
    Ok(())
}
