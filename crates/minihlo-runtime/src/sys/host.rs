//! Host memory XLA:CPU can use in place: bytes aligned to 64 (the alignment XLA:CPU wants of a
//! host buffer before it uses it without a copy), filled or not.

/// One 64-byte-aligned block.
#[repr(C, align(64))]
#[derive(Clone, Copy)]
struct Block([u8; 64]);

// SAFETY: a block is 64 bytes with no padding (a byte array whose size is its alignment),
// valid for every bit pattern, and all-zero is a valid block.
unsafe impl bytemuck::Zeroable for Block {}
// SAFETY: as above; `Block` is `Copy` and `repr(C)`.
unsafe impl bytemuck::Pod for Block {}

/// `len` bytes in 64-byte-aligned storage.
#[derive(Clone, Default)]
pub(crate) struct HostBytes {
    blocks: Vec<Block>,
    len: usize,
}

impl HostBytes {
    /// `len` zero bytes (from zeroed pages: no write).
    pub fn zeroed(len: usize) -> HostBytes {
        HostBytes {
            blocks: bytemuck::zeroed_vec(len.div_ceil(64)),
            len,
        }
    }

    pub fn from_slice(bytes: &[u8]) -> HostBytes {
        let mut h = HostBytes::zeroed(bytes.len());
        h.as_mut_slice().copy_from_slice(bytes);
        h
    }

    /// `len` bytes that `fill` writes, every one of them, through the pointer it gets (XLA's
    /// copy of a buffer to the host): none is written twice.
    ///
    /// # Safety
    /// On `Ok`, `fill` must have written all `len` bytes at the pointer.
    pub unsafe fn filled_by<E>(
        len: usize,
        fill: impl FnOnce(*mut u8) -> Result<(), E>,
    ) -> Result<HostBytes, E> {
        let n = len.div_ceil(64);
        let mut blocks: Vec<Block> = Vec::with_capacity(n);
        fill(blocks.as_mut_ptr().cast::<u8>())?;
        if n > 0 && !len.is_multiple_of(64) {
            // The last block's tail past `len`: zero it, so that every block is initialised.
            // SAFETY: the capacity holds `n` blocks; the tail is inside the last one.
            unsafe {
                let tail = blocks.as_mut_ptr().cast::<u8>().add(len);
                std::ptr::write_bytes(tail, 0, n * 64 - len);
            }
        }
        // SAFETY: `fill` wrote the first `len` bytes (this function's contract) and the rest of
        // the last block was zeroed: all `n` blocks are initialised.
        unsafe { blocks.set_len(n) };
        Ok(HostBytes { blocks, len })
    }

    pub fn as_slice(&self) -> &[u8] {
        &bytemuck::cast_slice(&self.blocks)[..self.len]
    }

    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        &mut bytemuck::cast_slice_mut(&mut self.blocks)[..self.len]
    }
}

impl PartialEq for HostBytes {
    fn eq(&self, other: &HostBytes) -> bool {
        self.as_slice() == other.as_slice()
    }
}
