//! The module's host-callback table: its entries ([`HostCallback`], with their JSON form) and
//! the table a lowering fills (`CallbackTable`), which gives the same callback with the same
//! operand avals one index, as JAX's lowering cache does.

use std::collections::HashMap;

use minihlo_ir::{Aval, BufferCallback, DType, Primitive};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One entry of the module's host-callback table: entry `index` serves `index = K : ui64`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HostCallback {
    pub index: u64,
    /// The callback's name, as the jaxpr's `callback=<function NAME at ...>` shows it.
    pub callback: String,
    /// The custom_call target (of the first platform, for a module lowered for several).
    pub target: String,
    /// For a module lowered for several platforms, each distinct platform's target, in the order
    /// of the platform list (the `_platform_index` picks one); empty otherwise, and then omitted
    /// from the JSON, so that a single-platform table is unchanged. In JSON an object
    /// `{"cpu": "xla_buffer_python_cpu_callback", "cuda": ...}` whose key order is kept.
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        serialize_with = "ser_targets",
        deserialize_with = "de_targets"
    )]
    pub targets: Vec<(String, String)>,
    #[serde(serialize_with = "ser_avals", deserialize_with = "de_avals")]
    pub operands: Vec<Aval>,
    #[serde(serialize_with = "ser_avals", deserialize_with = "de_avals")]
    pub results: Vec<Aval>,
    pub has_side_effect: bool,
    /// Which callback family serves the entry: `buffer` (omitted from the JSON, so that a
    /// buffer_callback table is unchanged), `pure`, `io` or `debug` (`debug_callback` and
    /// `debug_print`), each with its own calling convention.
    #[serde(default, skip_serializing_if = "CallbackKind::is_buffer")]
    pub kind: CallbackKind,
    /// Whether the call is ordered (`io_callback(ordered=True)`, ordered debug callbacks): it
    /// takes and returns the effect's token, which the runtime passes through.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ordered: bool,
    /// The primitive (`pure_callback`, `io_callback`, `debug_callback`, `debug_print`) for the
    /// Python callbacks; omitted for buffer_callback.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub primitive: Option<String>,
    /// `debug_print`'s format string.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fmt: Option<String>,
    /// The pytree the Python callback's flat operands are unflattened with (`PyTreeDef(((*,),
    /// {}))`), for the Python callbacks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_tree: Option<String>,
}

/// The calling convention of a host callback.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CallbackKind {
    /// buffer_callback: `cb(ctx, *inputs, *outputs)` writes the outputs.
    #[default]
    Buffer,
    /// pure_callback: `cb(*inputs)` returns the results.
    Pure,
    /// io_callback: `cb(*inputs)` returns the results.
    Io,
    /// debug_callback, debug_print: `cb(*inputs)` returns nothing.
    Debug,
}

impl CallbackKind {
    pub fn is_buffer(&self) -> bool {
        *self == CallbackKind::Buffer
    }

    /// The kind serving a Python callback primitive.
    pub fn of(kind: minihlo_ir::PyCallbackKind) -> CallbackKind {
        match kind {
            minihlo_ir::PyCallbackKind::Pure => CallbackKind::Pure,
            minihlo_ir::PyCallbackKind::Io => CallbackKind::Io,
            minihlo_ir::PyCallbackKind::Debug | minihlo_ir::PyCallbackKind::Print => {
                CallbackKind::Debug
            }
        }
    }
}

#[derive(Serialize, Deserialize)]
struct AvalJson {
    dtype: String,
    shape: Vec<u64>,
}

fn ser_avals<S: Serializer>(avals: &[Aval], s: S) -> Result<S::Ok, S::Error> {
    let v: Vec<AvalJson> = avals
        .iter()
        .map(|a| AvalJson {
            dtype: a.dtype.numpy_name().to_string(),
            shape: a.dims().to_vec(),
        })
        .collect();
    v.serialize(s)
}

fn de_avals<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Aval>, D::Error> {
    let v: Vec<AvalJson> = Vec::deserialize(d)?;
    v.into_iter()
        .map(|a| {
            DType::from_name(&a.dtype)
                .map(|dt| Aval::new(dt, a.shape))
                .ok_or_else(|| serde::de::Error::custom(format!("unknown dtype `{}`", a.dtype)))
        })
        .collect()
}

impl HostCallback {
    /// The target serving `platform`: its entry in `targets`, or `target` when `targets` is empty.
    pub fn target_for(&self, platform: &str) -> Option<&str> {
        if self.targets.is_empty() {
            return Some(&self.target);
        }
        self.targets
            .iter()
            .find(|(p, _)| p == platform)
            .map(|(_, t)| t.as_str())
    }
}

fn ser_targets<S: Serializer>(targets: &[(String, String)], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut map = s.serialize_map(Some(targets.len()))?;
    for (p, t) in targets {
        map.serialize_entry(p, t)?;
    }
    map.end()
}

fn de_targets<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(String, String)>, D::Error> {
    struct Ordered;
    impl<'de> serde::de::Visitor<'de> for Ordered {
        type Value = Vec<(String, String)>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("an object mapping platforms to targets")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(
            self,
            mut map: A,
        ) -> Result<Self::Value, A::Error> {
            let mut out: Vec<(String, String)> = Vec::new();
            while let Some((p, t)) = map.next_entry::<String, String>()? {
                if out.iter().any(|(q, _)| *q == p) {
                    return Err(serde::de::Error::custom(format!(
                        "platform `{p}` appears twice in targets"
                    )));
                }
                out.push((p, t));
            }
            Ok(out)
        }
    }
    d.deserialize_map(Ordered)
}

/// The host-callback table being filled while a module is lowered.
#[derive(Default)]
pub(crate) struct CallbackTable {
    entries: Vec<HostCallback>,
    /// JAX's lowering cache: the same callback with the same input avals and params reuses its
    /// host-callback index.
    cache: HashMap<(BufferCallback, Vec<Aval>), u64>,
    /// Copies of one lowering (a scan's unrolled iterations): JAX lowers the body once and
    /// inlines it again, so every copy calls the host callbacks of the first.
    copies: Vec<Copies>,
    /// The equations JAX's lowering cache reuses (`rules::eqn_cache`): primitive with params,
    /// input avals, and the indices its first lowering's Python callbacks got.
    eqn_copies: Vec<(Primitive, Vec<Aval>, Vec<u64>)>,
}

/// The first copy records the indices its Python callbacks get; the others replay them in order.
enum Copies {
    Record(Vec<u64>),
    Replay(Vec<u64>, usize),
}

impl CallbackTable {
    /// The index of `cb` called on `operands`: the one it already has, else a new entry that
    /// `entry` makes from the index.
    pub(crate) fn index(
        &mut self,
        cb: &BufferCallback,
        operands: &[Aval],
        entry: impl FnOnce(u64) -> HostCallback,
    ) -> u64 {
        let key = (cb.clone(), operands.to_vec());
        if let Some(&i) = self.cache.get(&key) {
            return i;
        }
        let i = self.entries.len() as u64;
        self.entries.push(entry(i));
        self.cache.insert(key, i);
        i
    }

    /// A new entry (JAX registers every Python callback equation it lowers anew), or, in a copy
    /// of a lowering ([`CallbackTable::begin_copy`]), the index of the first copy's callback.
    pub(crate) fn push(&mut self, entry: impl FnOnce(u64) -> HostCallback) -> u64 {
        self.take(self.copies.len(), entry)
    }

    fn take(&mut self, depth: usize, entry: impl FnOnce(u64) -> HostCallback) -> u64 {
        let Some(d) = depth.checked_sub(1) else {
            let i = self.entries.len() as u64;
            self.entries.push(entry(i));
            return i;
        };
        match &mut self.copies[d] {
            Copies::Replay(v, pos) if *pos < v.len() => {
                *pos += 1;
                v[*pos - 1]
            }
            Copies::Replay(..) => self.take(d, entry),
            Copies::Record(_) => {
                let i = self.take(d, entry);
                if let Copies::Record(v) = &mut self.copies[d] {
                    v.push(i);
                }
                i
            }
        }
    }

    /// Starts a copy of a lowering: the first (`None`) records its Python callbacks' indices,
    /// the others replay those ([`CallbackTable::end_copy`] returns them).
    pub(crate) fn begin_copy(&mut self, first: Option<Vec<u64>>) {
        self.copies.push(match first {
            None => Copies::Record(Vec::new()),
            Some(v) => Copies::Replay(v, 0),
        });
    }

    /// Ends the copy begun last; returns the indices of its Python callbacks.
    pub(crate) fn end_copy(&mut self) -> Vec<u64> {
        match self.copies.pop() {
            Some(Copies::Record(v)) | Some(Copies::Replay(v, _)) => v,
            None => Vec::new(),
        }
    }

    /// The indices an equal equation's first lowering gave its Python callbacks, if any.
    pub(crate) fn cached_copy(&self, prim: &Primitive, avals: &[Aval]) -> Option<Vec<u64>> {
        self.eqn_copies
            .iter()
            .find(|(p, a, _)| p == prim && a == avals)
            .map(|(_, _, v)| v.clone())
    }

    /// Remembers the indices the first lowering of `prim` on `avals` gave its Python callbacks.
    pub(crate) fn cache_copy(&mut self, prim: Primitive, avals: Vec<Aval>, indices: Vec<u64>) {
        self.eqn_copies.push((prim, avals, indices));
    }

    /// The number of entries so far.
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// The table, in index order.
    pub(crate) fn into_entries(self) -> Vec<HostCallback> {
        self.entries
    }
}
