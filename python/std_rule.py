"""The deterministic buffer-callback rule shared by the corpus generator and the
interop checker (see /work/shared/conformance/README.md).

For the callback whose host-callback index is k, with flat inputs and outputs:
output j copies the first input with the same shape and dtype, plus 1 (logical
not for bool; integers wrap); if no input matches, output j is filled with
``10*k + j + 1`` cast to its dtype (True for bool).
"""

from __future__ import annotations

from typing import Sequence

import numpy as np


def apply_std_rule(k: int, inputs: Sequence[np.ndarray], outputs: Sequence[np.ndarray]) -> None:
    """Writes the rule's values into the (writeable) ``outputs`` arrays."""
    for j, out in enumerate(outputs):
        src = next(
            (x for x in inputs if x.shape == out.shape and x.dtype == out.dtype), None
        )
        if src is not None:
            if out.dtype == np.bool_:
                out[...] = np.logical_not(src)
            else:
                with np.errstate(over="ignore"):
                    out[...] = np.add(src, np.array(1, dtype=src.dtype), dtype=src.dtype)
        elif out.dtype == np.bool_:
            out[...] = True
        else:
            # astype from a Python int wraps like a C cast would for 10*k+j+1 < 2**31.
            out[...] = np.array(10 * k + j + 1, dtype=np.int64).astype(out.dtype)
