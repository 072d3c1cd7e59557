//! `jax.vmap(f)(*args)` inside a function being built: [`Builder::vmap`].

use crate::builder::{Builder, SubJaxpr};
use crate::jaxpr::{Atom, Var};
use crate::transform::{vmap, VmapSpec};
use crate::BuildError;

impl Builder {
    /// `jax.vmap(f, in_axes, out_axes, axis_size)(*inputs)` where `f` is a finished sub-jaxpr:
    /// its batched equations, as [`crate::transform::vmap`] makes them (JAX's batching rules),
    /// recorded here on `inputs` (the batched arguments); returns the batched results. The
    /// jaxprs the batched equations call are brought into this builder once.
    ///
    /// ```
    /// use minihlo_ir::{Aval, Builder, DType, VmapSpec};
    /// let mut f = Builder::new();
    /// let x = f.input(Aval::new(DType::F32, [4]));
    /// let y = f.unary(minihlo_ir::UnaryOp::Sin, x)?;
    /// let f = f.finish_sub([y]);
    /// let mut b = Builder::new();
    /// let xs = b.input(Aval::new(DType::F32, [3, 4]));
    /// let spec = VmapSpec { in_axes: vec![Some(0)], out_axes: vec![Some(0)], axis_size: Some(3) };
    /// let ys = b.vmap(&f, &spec, &[xs.into()])?;
    /// assert!(b.finish(ys).to_string().contains("sin a"));
    /// # Ok::<(), minihlo_ir::BuildError>(())
    /// ```
    pub fn vmap(
        &mut self,
        f: &SubJaxpr,
        spec: &VmapSpec,
        inputs: &[Atom],
    ) -> Result<Vec<Var>, BuildError> {
        let err = |message: String| BuildError::Refused {
            primitive: "vmap",
            message,
        };
        let batched = vmap(f.program(), spec).map_err(|e| err(e.to_string()))?;
        let main = batched.main();
        if !main.constvars.is_empty() {
            return Err(err("vmap of a sub-jaxpr with constvars".into()));
        }
        if inputs.len() != main.invars.len() {
            return Err(err(format!(
                "the batched function takes {} arguments, got {}",
                main.invars.len(),
                inputs.len()
            )));
        }
        for (i, (a, v)) in inputs.iter().zip(&main.invars).enumerate() {
            let want = main.aval(*v);
            match self.aval(*a) {
                Some(got) if &got == want => {}
                Some(got) => {
                    return Err(err(format!(
                        "argument {i} is {got}, the batched function takes {want}"
                    )))
                }
                None => {
                    return Err(err(format!(
                        "argument {i} is a variable of another builder"
                    )))
                }
            }
        }
        let main_id = batched.main_id();
        let sub = SubJaxpr::from_program(batched);
        let ids = self.import_jaxprs(&sub, Some(main_id));
        let main = sub.jaxpr();
        let mut env: Vec<Option<Atom>> = vec![None; main.vars.len()];
        for (v, a) in main.invars.iter().zip(inputs) {
            env[v.index()] = Some(*a);
        }
        let read = |env: &[Option<Atom>], a: &Atom| match a {
            Atom::Var(v) => env[v.index()].unwrap_or(*a),
            lit => *lit,
        };
        for e in &main.eqns {
            let ins: Vec<Atom> = e.inputs.iter().map(|a| read(&env, a)).collect();
            let mut prim = e.primitive.clone();
            prim.map_sub_jaxprs(|c| ids[c.index()].unwrap_or(c));
            let outs = self.push_eqn(prim, &ins)?;
            for (v, o) in e.outputs.iter().zip(outs) {
                env[v.index()] = Some(Atom::Var(o));
            }
        }
        main.outvars
            .iter()
            .map(|a| match read(&env, a) {
                Atom::Var(v) => Ok(v),
                Atom::Literal(l) => Err(err(format!(
                    "a batched result is the literal {l}; the builder returns variables"
                ))),
            })
            .collect()
    }
}
