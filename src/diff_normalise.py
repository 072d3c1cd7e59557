# `minihlo diff`'s normaliser: each module file named on the command line, parsed in the MLIR
# context JAX lowers in (StableHLO, CHLO, MHLO, SDY registered: the pretty and the generic form
# both parse), printed as one JSON line per operation in pre-order. Exit 3 when jax cannot be
# imported (the caller then falls back to its own parser), 4 when a file does not parse.
import json
import sys

try:
    from jax._src.interpreters import mlir
    from jaxlib.mlir import ir
except Exception as e:  # noqa: BLE001 - any import failure means "no jaxlib here"
    print(f"cannot import jax: {e}", file=sys.stderr)
    sys.exit(3)


def attr_text(named):
    # str(NamedAttribute) is `NamedAttribute(NAME=VALUE)`; named.attr would down-cast it, which
    # the bindings cannot do for every attribute.
    text = str(named)
    prefix = f"NamedAttribute({named.name}="
    if text.startswith(prefix) and text.endswith(")"):
        return text[len(prefix):-1]
    return str(named.attr)


for path in sys.argv[1:]:
    ctx = mlir.make_ir_context()
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    with ctx, ir.Location.unknown():
        try:
            module = ir.Module.parse(text)
        except ir.MLIRError as e:
            print(f"{path}: {e}", file=sys.stderr)
            sys.exit(4)
        ops = []

        def visit(op):
            attrs = {}
            for i in range(len(op.attributes)):
                named = op.attributes[i]
                attrs[named.name] = attr_text(named)
            ops.append({
                "name": op.name,
                "operands": [str(o.type) for o in op.operands],
                "results": [str(r.type) for r in op.results],
                "attrs": attrs,
                "regions": len(op.regions),
            })
            return ir.WalkResult.ADVANCE

        module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    print(json.dumps(ops))
