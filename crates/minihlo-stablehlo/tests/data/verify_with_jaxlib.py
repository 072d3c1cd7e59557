"""Parses and verifies every lowered module snapshot with jaxlib's real StableHLO/CHLO dialects.

    /tmp/jaxvenv/bin/python crates/minihlo-stablehlo/tests/data/verify_with_jaxlib.py
"""
import glob, sys, re
from jax._src.interpreters import mlir
from jax._src.lib.mlir import ir
bad = 0; n = 0
for f in sorted(glob.glob("/work/main/snapshots/stablehlo/lower_*.snap")):
    s = open(f).read()
    m = re.search(r"^(module @.*?)^--- callbacks", s, re.S | re.M)
    if not m: continue
    text = m.group(1)
    n += 1
    ctx = mlir.make_ir_context()
    with ctx:
        try:
            mod = ir.Module.parse(text)
            if not mod.operation.verify():
                print("VERIFY FAIL", f); bad += 1
        except Exception as e:
            print("FAIL", f, str(e)[:600]); bad += 1
print(n, "modules,", bad, "bad")
