//! How an executable lays its parameters and results over the devices of a run: XLA's
//! `HloSharding`, read from the serialized `xla.OpSharding` protos the plugin reports, and the
//! host-side split of a global array into the shards each device holds, and back.

use crate::array::{byte_size, Array};
use crate::Error;

/// The layout of one array over the partitions of a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sharding {
    /// Every partition holds the whole array.
    Replicated,
    /// One partition holds the whole array.
    Maximal(usize),
    /// Dimension `i` is cut in `tiles[i]` equal parts (the last one padded when the size does
    /// not divide); each tile is held by `replicas` partitions. `partitions` lists the
    /// partitions row-major over `tiles` followed by the replicas.
    Tiled {
        tiles: Vec<usize>,
        replicas: usize,
        partitions: Vec<usize>,
    },
}

/// The part of a global array one partition holds: where it starts, how much of it is data,
/// and the shard's (padded) shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shard {
    pub offsets: Vec<usize>,
    pub sizes: Vec<usize>,
    pub shape: Vec<usize>,
}

/// `xla.OpSharding` (xla/xla_data.proto), the fields that say where data lives.
#[derive(Clone, PartialEq, prost::Message)]
struct OpSharding {
    #[prost(int32, tag = "1")]
    kind: i32,
    #[prost(int64, repeated, tag = "3")]
    tile_assignment_dimensions: Vec<i64>,
    #[prost(int64, repeated, tag = "4")]
    tile_assignment_devices: Vec<i64>,
    #[prost(message, repeated, tag = "5")]
    tuple_shardings: Vec<OpSharding>,
    #[prost(bool, tag = "6")]
    replicate_on_last_tile_dim: bool,
    #[prost(int32, repeated, tag = "8")]
    last_tile_dims: Vec<i32>,
    #[prost(int64, repeated, tag = "9")]
    iota_reshape_dims: Vec<i64>,
    #[prost(int32, repeated, tag = "10")]
    iota_transpose_perm: Vec<i32>,
}

/// `OpSharding.Type`.
const REPLICATED: i32 = 0;
const MAXIMAL: i32 = 1;
const TUPLE: i32 = 2;
const OTHER: i32 = 3;

impl Sharding {
    /// Reads a serialized `xla.OpSharding` of an array of rank `rank`.
    pub(crate) fn from_proto(bytes: &[u8], rank: usize) -> Result<Sharding, Error> {
        let p: OpSharding = prost::Message::decode(bytes)
            .map_err(|e| Error::Sharding(format!("cannot read an OpSharding: {e}")))?;
        Sharding::from_op(&p, rank)
    }

    fn from_op(p: &OpSharding, rank: usize) -> Result<Sharding, Error> {
        let bad = |what: &str| Error::Sharding(format!("{what} ({p:?})"));
        match p.kind {
            REPLICATED => return Ok(Sharding::Replicated),
            MAXIMAL => {
                let d = p.tile_assignment_devices.first().copied().unwrap_or(0);
                return Ok(Sharding::Maximal(
                    usize::try_from(d).map_err(|_| bad("a bad device"))?,
                ));
            }
            TUPLE if p.tuple_shardings.len() == 1 => {
                return Sharding::from_op(&p.tuple_shardings[0], rank)
            }
            OTHER => {}
            _ => {
                return Err(bad(
                    "a manual, unreduced or tuple sharding, which minihlo-runtime cannot place",
                ))
            }
        }
        let dims: Vec<usize> = p
            .tile_assignment_dimensions
            .iter()
            .map(|&d| usize::try_from(d).map_err(|_| bad("a negative tile count")))
            .collect::<Result<_, _>>()?;
        let subgroups = if p.replicate_on_last_tile_dim {
            1
        } else {
            p.last_tile_dims.len()
        };
        if p.last_tile_dims.iter().any(|&t| t != REPLICATED) {
            return Err(bad(
                "a sharding with manual subgroups, which minihlo-runtime cannot place",
            ));
        }
        if dims.len() != rank + subgroups {
            return Err(bad(&format!(
                "a tile assignment that does not fit rank {rank}"
            )));
        }
        let count: usize = dims.iter().product();
        let partitions = if !p.iota_reshape_dims.is_empty() {
            iota_devices(&p.iota_reshape_dims, &p.iota_transpose_perm)
                .ok_or_else(|| bad("a bad iota tile assignment"))?
        } else {
            p.tile_assignment_devices
                .iter()
                .map(|&d| usize::try_from(d).map_err(|_| bad("a bad device")))
                .collect::<Result<_, _>>()?
        };
        if partitions.len() != count {
            return Err(bad(
                "a tile assignment whose device count does not fit its shape",
            ));
        }
        Ok(Sharding::Tiled {
            tiles: dims[..rank].to_vec(),
            replicas: dims[rank..].iter().product(),
            partitions,
        })
    }

    /// The part of an array of `shape` that `partition` holds; `None` when it holds none (a
    /// maximal sharding's other partitions).
    pub fn shard(&self, shape: &[usize], partition: usize) -> Option<Shard> {
        let whole = || Shard {
            offsets: vec![0; shape.len()],
            sizes: shape.to_vec(),
            shape: shape.to_vec(),
        };
        match self {
            Sharding::Replicated => Some(whole()),
            Sharding::Maximal(p) => (*p == partition).then(whole),
            Sharding::Tiled {
                tiles,
                replicas,
                partitions,
            } => {
                let k = partitions.iter().position(|&p| p == partition)?;
                let mut tile = k / replicas.max(&1);
                let mut coords = vec![0; tiles.len()];
                for (c, &t) in coords.iter_mut().zip(tiles).rev() {
                    *c = tile % t.max(1);
                    tile /= t.max(1);
                }
                let mut s = Shard {
                    offsets: vec![],
                    sizes: vec![],
                    shape: vec![],
                };
                for ((&d, &t), &c) in shape.iter().zip(tiles).zip(&coords) {
                    let size = d.div_ceil(t.max(1));
                    let offset = (c * size).min(d);
                    s.offsets.push(offset);
                    s.sizes.push(size.min(d - offset));
                    s.shape.push(size);
                }
                Some(s)
            }
        }
    }

    /// The global shape of an array whose shard has `shard_shape`, taking every dimension to
    /// divide evenly (an output's global shape, when none is declared).
    pub fn global_shape(&self, shard_shape: &[usize]) -> Vec<usize> {
        match self {
            Sharding::Tiled { tiles, .. } => shard_shape
                .iter()
                .zip(tiles)
                .map(|(&s, &t)| s * t)
                .collect(),
            _ => shard_shape.to_vec(),
        }
    }
}

/// The devices of an iota tile assignment: `0..n` reshaped to `reshape`, transposed by `perm`,
/// flattened.
fn iota_devices(reshape: &[i64], perm: &[i32]) -> Option<Vec<usize>> {
    let dims: Vec<usize> = reshape
        .iter()
        .map(|&d| usize::try_from(d).ok())
        .collect::<Option<_>>()?;
    let perm: Vec<usize> = if perm.is_empty() {
        (0..dims.len()).collect()
    } else {
        perm.iter()
            .map(|&p| usize::try_from(p).ok())
            .collect::<Option<_>>()?
    };
    if perm.len() != dims.len() || perm.iter().any(|&p| p >= dims.len()) {
        return None;
    }
    let strides: Vec<usize> = (0..dims.len())
        .map(|i| dims[i + 1..].iter().product())
        .collect();
    let out_dims: Vec<usize> = perm.iter().map(|&p| dims[p]).collect();
    let n: usize = dims.iter().product();
    let mut out = Vec::with_capacity(n);
    let mut idx = vec![0usize; dims.len()];
    for _ in 0..n {
        out.push(idx.iter().zip(&perm).map(|(&i, &p)| i * strides[p]).sum());
        for k in (0..idx.len()).rev() {
            idx[k] += 1;
            if idx[k] < out_dims[k] {
                break;
            }
            idx[k] = 0;
        }
    }
    Some(out)
}

/// Calls `f(global_offset, shard_offset, len)` in bytes for each contiguous run of a shard
/// (its innermost dimension) within the global array of `shape`.
fn for_each_run(
    shape: &[usize],
    shard: &Shard,
    elem: usize,
    mut f: impl FnMut(usize, usize, usize),
) {
    if shard.sizes.contains(&0) {
        return;
    }
    let rank = shape.len();
    if rank == 0 {
        f(0, 0, elem);
        return;
    }
    let strides = |dims: &[usize]| -> Vec<usize> {
        (0..rank)
            .map(|i| dims[i + 1..].iter().product::<usize>() * elem)
            .collect()
    };
    let (gs, ss) = (strides(shape), strides(&shard.shape));
    let run = shard.sizes[rank - 1] * elem;
    let mut idx = vec![0usize; rank - 1];
    loop {
        let g: usize = (0..rank)
            .map(|i| (shard.offsets[i] + idx.get(i).copied().unwrap_or(0)) * gs[i])
            .sum();
        let s: usize = (0..rank - 1).map(|i| idx[i] * ss[i]).sum();
        f(g, s, run);
        let mut k = rank - 1;
        loop {
            if k == 0 {
                return;
            }
            k -= 1;
            idx[k] += 1;
            if idx[k] < shard.sizes[k] {
                break;
            }
            idx[k] = 0;
        }
    }
}

/// The shard of `global` (zero padding past the data).
pub(crate) fn cut(global: &Array, shard: &Shard) -> Array {
    let elem = byte_size(global.dtype());
    let mut out = Array::zeros(global.dtype(), &shard.shape);
    let src = global.bytes();
    let dst = out.bytes_mut();
    for_each_run(global.shape(), shard, elem, |g, s, n| {
        dst[s..s + n].copy_from_slice(&src[g..g + n]);
    });
    out
}

/// Writes the data of a shard into `global`.
pub(crate) fn paste(global: &mut Array, shard: &Shard, part: &Array) {
    let elem = byte_size(global.dtype());
    let shape = global.shape().to_vec();
    let src = part.bytes();
    let dst = global.bytes_mut();
    for_each_run(&shape, shard, elem, |g, s, n| {
        dst[g..g + n].copy_from_slice(&src[s..s + n]);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iota_tile_assignments() {
        assert_eq!(
            iota_devices(&[8], &[0]).unwrap(),
            (0..8).collect::<Vec<_>>()
        );
        // [2,4] transposed: device order 0 4 1 5 2 6 3 7.
        assert_eq!(
            iota_devices(&[2, 4], &[1, 0]).unwrap(),
            [0, 4, 1, 5, 2, 6, 3, 7]
        );
    }

    #[test]
    fn shards_cut_and_paste_back() {
        // 5x6 over tiles [2, 3] (uneven rows), partitions transposed.
        let s = Sharding::Tiled {
            tiles: vec![2, 3],
            replicas: 1,
            partitions: vec![0, 2, 4, 1, 3, 5],
        };
        let values: Vec<i32> = (0..30).collect();
        let global = Array::from_slice(&[5, 6], &values).unwrap();
        let mut back = Array::zeros(global.dtype(), &[5, 6]);
        for p in 0..6 {
            let shard = s.shard(&[5, 6], p).unwrap();
            assert_eq!(shard.shape, [3, 2]);
            let part = cut(&global, &shard);
            paste(&mut back, &shard, &part);
        }
        assert_eq!(back, global);
        // Partition 1 holds tile (1, 0): rows 3..5 (padded to 3), columns 0..2.
        let shard = s.shard(&[5, 6], 1).unwrap();
        assert_eq!(
            (shard.offsets.clone(), shard.sizes.clone()),
            (vec![3, 0], vec![2, 2])
        );
        assert_eq!(
            cut(&global, &shard).to_vec::<i32>().unwrap(),
            [18, 19, 24, 25, 0, 0]
        );
    }

    #[test]
    fn reads_what_jax_writes() {
        // NamedSharding(Mesh((2, 4), ('x', 'y')), P(None, 'y')) of a rank-2 array:
        // {devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}.
        let proto = [
            0x08, 0x03, 0x1a, 0x03, 0x01, 0x04, 0x02, 0x30, 0x01, 0x4a, 0x02, 0x02, 0x04, 0x52,
            0x02, 0x01, 0x00,
        ];
        let s = Sharding::from_proto(&proto, 2).unwrap();
        assert_eq!(
            s,
            Sharding::Tiled {
                tiles: vec![1, 4],
                replicas: 2,
                partitions: vec![0, 4, 1, 5, 2, 6, 3, 7]
            }
        );
        // Partitions 0 and 4 hold column block 0; 1 and 5 block 1.
        assert_eq!(s.shard(&[2, 8], 4).unwrap().offsets, [0, 0]);
        assert_eq!(s.shard(&[2, 8], 5).unwrap().offsets, [0, 2]);
        assert_eq!(Sharding::from_proto(&[], 3).unwrap(), Sharding::Replicated);
    }
}
