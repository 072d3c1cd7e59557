//! A program is a graph of jaxprs: they live in one arena, and the params of `jit`, `cond`,
//! `while`, `scan` and the custom calls refer to them by [`JaxprId`]. A jaxpr called from many
//! places is stored once, so every pass visits it once and caches what it learns per id:
//! passes are linear in the size of the program, however its jaxprs are shared.
//!
//! The arena is ordered: a jaxpr refers only to jaxprs stored before it. That makes the graph
//! acyclic by construction, and lets a pass compute a per-jaxpr fact bottom-up in one sweep.

use std::fmt;

pub use crate::callee::JaxprId;
use crate::jaxpr::Jaxpr;

/// Why a jaxpr cannot join an arena.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgramError(pub String);

impl fmt::Display for ProgramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ProgramError {}

/// An arena of jaxprs being filled, callees first; [`Jaxprs::finish`] makes it a [`Program`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Jaxprs {
    jaxprs: Vec<Jaxpr>,
}

impl Jaxprs {
    pub fn new() -> Jaxprs {
        Jaxprs::default()
    }

    /// Adds a jaxpr; every jaxpr its equations call must already be in the arena.
    pub fn push(&mut self, jaxpr: Jaxpr) -> Result<JaxprId, ProgramError> {
        let id = JaxprId(
            u32::try_from(self.jaxprs.len())
                .map_err(|_| ProgramError("a program holds at most 2^32 jaxprs".into()))?,
        );
        if let Some((i, bad)) = jaxpr
            .eqns
            .iter()
            .enumerate()
            .find_map(|(i, e)| e.primitive.sub_jaxprs().find(|s| *s >= id).map(|s| (i, s)))
        {
            return Err(ProgramError(format!(
                "equation {i} calls {bad}, which is not in the program before the jaxpr that calls it"
            )));
        }
        self.jaxprs.push(jaxpr);
        Ok(id)
    }

    /// [`Jaxprs::push`] for a jaxpr whose callees are known to be in the arena already (the
    /// builder's imports, which it numbers itself).
    pub(crate) fn push_ordered(&mut self, jaxpr: Jaxpr) -> JaxprId {
        self.jaxprs.push(jaxpr);
        JaxprId(self.jaxprs.len() as u32 - 1)
    }

    /// [`Jaxprs::finish`] for a main whose callees are known to be in the arena.
    pub(crate) fn finish_ordered(mut self, main: Jaxpr) -> Program {
        let main = self.push_ordered(main);
        Program {
            jaxprs: self.jaxprs,
            main,
        }
    }

    pub fn get(&self, id: JaxprId) -> Option<&Jaxpr> {
        self.jaxprs.get(id.index())
    }

    /// The jaxprs so far, indexed by [`JaxprId::index`].
    pub fn as_slice(&self) -> &[Jaxpr] {
        &self.jaxprs
    }

    pub fn len(&self) -> usize {
        self.jaxprs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.jaxprs.is_empty()
    }

    /// The program of this arena whose main is `main`, one of its jaxprs (the jaxprs after it
    /// stay in the arena, unreached).
    pub fn into_program(self, main: JaxprId) -> Result<Program, ProgramError> {
        if main.index() >= self.jaxprs.len() {
            return Err(ProgramError(format!("{main} is not in the program")));
        }
        Ok(Program {
            jaxprs: self.jaxprs,
            main,
        })
    }

    /// Adds `main` last and makes the program.
    pub fn finish(mut self, main: Jaxpr) -> Result<Program, ProgramError> {
        let main = self.push(main)?;
        Ok(Program {
            jaxprs: self.jaxprs,
            main,
        })
    }
}

/// A traced program: its jaxprs, callees first, and the one that is the program's function.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    jaxprs: Vec<Jaxpr>,
    main: JaxprId,
}

impl Program {
    /// A program of one jaxpr that calls no other.
    pub fn new(main: Jaxpr) -> Result<Program, ProgramError> {
        Jaxprs::new().finish(main)
    }

    pub fn main_id(&self) -> JaxprId {
        self.main
    }

    pub fn main(&self) -> &Jaxpr {
        &self.jaxprs[self.main.index()]
    }

    /// The main jaxpr, to change. Equations added to it may call only jaxprs stored before it
    /// in this program; [`crate::check()`] refuses any other call.
    pub fn main_mut(&mut self) -> &mut Jaxpr {
        &mut self.jaxprs[self.main.index()]
    }

    /// The jaxpr `id` stands for. Ids come from this program (or the arena it was made from),
    /// which checked every one on the way in.
    pub fn get(&self, id: JaxprId) -> &Jaxpr {
        &self.jaxprs[id.index()]
    }

    /// Every jaxpr, callees before callers, indexed by [`JaxprId::index`].
    pub fn jaxprs(&self) -> &[Jaxpr] {
        &self.jaxprs
    }

    /// Every id, callees before callers.
    pub fn ids(&self) -> impl Iterator<Item = JaxprId> {
        (0..self.jaxprs.len() as u32).map(JaxprId)
    }

    /// The arena back, to add jaxprs to (the main stays in it, as an ordinary jaxpr).
    pub fn into_parts(self) -> (Jaxprs, JaxprId) {
        (
            Jaxprs {
                jaxprs: self.jaxprs,
            },
            self.main,
        )
    }

    /// A program of the same arena with another main (one of its jaxprs).
    pub fn with_main(self, main: JaxprId) -> Result<Program, ProgramError> {
        if main.index() >= self.jaxprs.len() {
            return Err(ProgramError(format!("{main} is not in the program")));
        }
        Ok(Program {
            jaxprs: self.jaxprs,
            main,
        })
    }

    /// The same program without the jaxprs the main does not reach (ids are renumbered, in the
    /// same order).
    pub fn retain_reachable(self) -> Program {
        let reachable = self.reachable();
        if reachable.iter().all(|&r| r) {
            return self;
        }
        let mut new_ids = Vec::with_capacity(self.jaxprs.len());
        let mut arena = Jaxprs::new();
        let main = self.main;
        for (mut j, keep) in self.jaxprs.into_iter().zip(reachable) {
            if !keep {
                new_ids.push(None);
                continue;
            }
            for e in &mut j.eqns {
                // A kept jaxpr's callees are reachable, so kept, and come before it.
                e.primitive
                    .map_sub_jaxprs(|c| new_ids[c.index()].unwrap_or(c));
            }
            new_ids.push(Some(arena.push_ordered(j)));
        }
        Program {
            main: new_ids[main.index()].unwrap_or(main),
            jaxprs: arena.jaxprs,
        }
    }

    /// The same program with its reachable jaxprs in a canonical order: callees first, in the
    /// order the main's equations first reach them. Two programs that differ only in how their
    /// arenas were filled (a parse and a build of the same text) become equal.
    pub fn canonical(&self) -> Program {
        let n = self.jaxprs.len();
        let mut new_ids: Vec<Option<JaxprId>> = vec![None; n];
        let mut arena = Jaxprs::new();
        // Post-order without recursion: (jaxpr, whether its callees were pushed).
        let mut stack = vec![(self.main, false)];
        while let Some((id, expanded)) = stack.pop() {
            if new_ids[id.index()].is_some() {
                continue;
            }
            if expanded {
                let mut j = self.jaxprs[id.index()].clone();
                for e in &mut j.eqns {
                    e.primitive
                        .map_sub_jaxprs(|c| new_ids.get(c.index()).copied().flatten().unwrap_or(c));
                }
                new_ids[id.index()] = Some(arena.push_ordered(j));
                continue;
            }
            stack.push((id, true));
            let callees: Vec<JaxprId> = self.jaxprs[id.index()]
                .callees()
                .filter(|c| c.index() < id.index())
                .collect();
            stack.extend(callees.into_iter().rev().map(|c| (c, false)));
        }
        let main = new_ids[self.main.index()].unwrap_or(self.main);
        Program {
            jaxprs: arena.jaxprs,
            main,
        }
    }

    /// Which jaxprs run when the main runs (the main included), indexed by id.
    pub fn reachable(&self) -> Vec<bool> {
        let mut seen = vec![false; self.jaxprs.len()];
        seen[self.main.index()] = true;
        // Callers come after their callees: one sweep from the main down to id 0.
        for i in (0..=self.main.index()).rev() {
            if seen[i] {
                for c in self.jaxprs[i].callees() {
                    // Only earlier ids count: [`Program::main_mut`] could add others, which
                    // the checker refuses.
                    if c.index() < i {
                        seen[c.index()] = true;
                    }
                }
            }
        }
        seen
    }

    /// Whether running each jaxpr has a side effect (a side-effecting equation in it, or in a
    /// jaxpr it calls), indexed by id; one sweep, callees first.
    pub fn side_effects(&self) -> Vec<bool> {
        let mut effects: Vec<bool> = Vec::with_capacity(self.jaxprs.len());
        for j in &self.jaxprs {
            let e = j.eqns.iter().any(|e| e.primitive.has_side_effect(&effects));
            effects.push(e);
        }
        effects
    }
}
