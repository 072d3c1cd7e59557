#!/usr/bin/env python3
"""minihlo's interop checker: do minihlo's StableHLO modules work with JAX's own stack?

Usage (from the repository root, after ``scripts/python-env``):

    .venv/bin/python python/interop.py MANIFEST.json [--isolate] [-v]
    .venv/bin/python python/interop.py --corpus tests/corpus [--forms jax typed]
    .venv/bin/python python/interop.py --to-typed tests/corpus/single_f32/cpu.mlir
    .venv/bin/python python/interop.py MODULE.mlir --specialise cpu --platforms cpu cuda

Exit status 0 when every case passes, 1 when one fails, 2 on a usage error. The last line printed
is ``interop: N passed, M failed``.

Manifest: a JSON array of cases (relative paths are taken from the current directory, and where a
file is not there, from the manifest's directory)::

    [{"name": "single_f32.typed.cpu",
      "module": "path/to/module.mlir",          # minihlo's module text
      "callbacks": "path/to/callbacks.json",    # minihlo's host-callback table
      "platform": "cpu",                        # cpu | cuda | rocm
      "form": "typed",                          # typed | jax
      "reference_module": "tests/corpus/single_f32/cpu.mlir",   # or null
      "inputs": "tests/corpus/single_f32/inputs.npz",            # or null
      "expected_outputs": "tests/corpus/single_f32/outputs.npz"}] # or null

A module lowered for several platforms (JAX's convention: ``@main``'s first argument is
``tensor<i32> {jax.global_constant = "_platform_index"}``, i64 under x64, the position of the
current platform in the platform list) adds ``"platforms": ["cpu", "cuda"]``; ``"platform"`` then
names the platform the module is specialised to before the checks below (see ``specialise``): the
platform-index argument becomes a ``stablehlo.constant``, jaxlib's ``inline`` and ``canonicalize``
passes fold the platform dispatch away, and what is left must verify and hold only that platform's
targets (then it is compared with JAX's single-platform module and, for cpu, run). Where JAX
lowers the program for that platform list too (no callbacks), ``"multi_reference_module"`` names
JAX's module, which the module as lowered must equal op for op before it is specialised.

Callbacks file: a JSON array, entry k for host-callback index k::

    [{"index": 0, "callback": "make_std_cb.<locals>.std_cb",
      "target": "xla_buffer_python_cpu_callback",
      "operands": [{"dtype": "float32", "shape": [4]}],
      "results": [{"dtype": "float32", "shape": [4]}],
      "has_side_effect": false}]

A table of a module lowered for several platforms may add ``"targets": {"cpu": ..., "cuda": ...}``
(one target per platform; ``target`` is the first platform's); a specialised module's custom_calls
must then call ``targets[platform]``. Without ``targets``, ``target`` serves every platform.

Python callbacks (pure_callback, io_callback, jax.debug.callback / print: targets
``xla_ffi_python_*`` and ``xla_ffi_partitioned_python_*``) add ``"kind"`` (``pure``, ``io``,
``debug``; absent means ``buffer``), ``"ordered": true`` for an ordered one (its token operand and
result are not in ``operands`` / ``results``), ``"primitive"``, and ``"fmt"`` / ``"in_tree"``.

dtype names are numpy's (bool, int8 .. uint64, float16, bfloat16, float32, float64).

Per case:

0. With ``platforms``: the module as lowered is pre-scanned, parsed and verified first, then
   specialised to ``platform``; every later step sees the specialised module.
1. Pre-scan (without StableHLO's verifier): a custom_call with output_operand_aliases and zero
   results crashes the StableHLO verifier, so such a module is reported and not parsed further.
2. Parse and verify the module in the MLIR context JAX itself uses (``mlir.make_ir_context()``);
   the diagnostics are reported on failure.
3. Static checks of every ``xla_buffer_python_*`` custom_call against the callbacks table and the
   form: ``typed`` = api_version 4 with a dictionary backend_config and no mhlo.backend_config;
   ``jax`` = api_version 1 (or absent), backend_config "" and mhlo.backend_config. The index must be
   a ``ui64`` below the table's length (an index past the table crashes XLA, so no such module is
   ever compiled); target, operand / result types, has_side_effect must match the table entry;
   layouts must be row-major. Every table entry must be used and ``index`` must equal its position.
0b. With ``multi_reference_module`` (JAX's module for the same platform list, which JAX has only
   for programs without callbacks): before specialising, every operation of the module as
   lowered, in order, equals JAX's (as in 4), the platform dispatch and private functions included.
4. With a reference module (JAX's module for the same program): every operation in order (name,
   operand and result types, attributes) equals JAX's, except for specialised multi-platform
   modules (inlined and canonicalised, unlike JAX's); and every custom_call, in order of
   appearance, attribute by attribute, operand and result types included, after filling in the
   defaults JAX's printer elides (api_version = 1, has_side_effect = false, backend_config = "",
   output_operand_aliases = [], called_computations = []). ``jax`` form: equal attributes; ``typed``
   form: equal except api_version 4 and backend_config == JAX's mhlo.backend_config (which must be
   absent) for the custom_calls minihlo emits through its FFI-call emitter (callbacks, solvers;
   XLA's own targets, ``ApproxTopK`` and ``AllocateBuffer``, are JAX's in both forms). The @main signatures must be equal too.
5. For platform cpu with inputs and expected outputs: compile with XLA:CPU through jaxlib's
   ``backend.compile_and_load`` (as jax/_src/compiler.py does), one Python host callback per table
   entry following the deterministic rule of python/std_rule.py with k = index, run on the
   inputs; run JAX's own module (the reference module, or the multi-platform reference
   specialised the same way) the same way, in the same process, and compare the two bit for bit
   (dtype, shape and raw bytes): the reference is computed where the check runs, so the claim
   holds on any CPU. Then JAX's run is compared with the expected outputs (the corpus's record,
   computed on the machine that generated it) under the one tolerance policy of
   python/record_policy.py: differences within it are printed as notes, beyond it they fail
   (unless the program's meta.json ``facts`` say ``record_differs``, with the reason). Without a
   reference module, the module's own run is compared with the record under that policy.

``--isolate`` runs every case in a subprocess, so that a crash in XLA fails that case only.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any, Iterable, Sequence

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from std_rule import apply_std_rule  # noqa: E402
import record_policy  # noqa: E402

# jax / jaxlib are imported lazily (importing jax takes a second; --help should not).

BUFFER_CALLBACK_TARGETS = {
    "cpu": {"xla_buffer_python_cpu_callback"},
    "cuda": {"xla_buffer_python_gpu_callback", "xla_buffer_python_gpu_callback_cmd_buffer"},
    "rocm": {"xla_buffer_python_gpu_callback", "xla_buffer_python_gpu_callback_cmd_buffer"},
}
BUFFER_CALLBACK_PREFIX = "xla_buffer_python_"
# custom_call targets XLA implements itself: the same in both FFI forms.
XLA_OWN_TARGETS = frozenset({"ApproxTopK", "AllocateBuffer"})

# Values JAX's pretty printer leaves out.
ELIDED_DEFAULTS = {
    "api_version": "1 : i32",
    "has_side_effect": "false",
    "backend_config": '""',
    "output_operand_aliases": "[]",
    "called_computations": "[]",
}

MLIR_TO_DTYPE = {
    "i1": "bool", "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64",
    "ui8": "uint8", "ui16": "uint16", "ui32": "uint32", "ui64": "uint64",
    "f16": "float16", "bf16": "bfloat16", "f32": "float32", "f64": "float64",
    "complex<f32>": "complex64", "complex<f64>": "complex128",
}
DTYPE_TO_MLIR = {v: k for k, v in MLIR_TO_DTYPE.items()}


def np_dtype(name: str) -> np.dtype:
    return np.dtype(ml_dtypes.bfloat16) if name == "bfloat16" else np.dtype(name)


# ----------------------------------------------------------------------------------------------
# MLIR helpers


def _ir():
    from jaxlib.mlir import ir

    return ir


def jax_context():
    """The MLIR context JAX lowers in (StableHLO, CHLO, MHLO, SDY registered)."""
    from jax._src.interpreters import mlir

    return mlir.make_ir_context()


def lenient_context():
    """A context with MLIR's upstream dialects (builtin, func, ...) only, allowing unregistered
    dialects: stablehlo.* ops in generic form parse without StableHLO's verifier."""
    from jax._src.interpreters import mlir

    ir = _ir()
    ctx = ir.Context()
    ctx.append_dialect_registry(mlir.upstream_dialects)
    ctx.load_all_available_dialects()
    ctx.allow_unregistered_dialects = True
    return ctx


def parse_module(text: str, ctx):
    """Parses (and so verifies) ``text`` in ``ctx``; returns (module, None) or (None, diagnostics)."""
    ir = _ir()
    with ctx, ir.Location.unknown():
        try:
            module = ir.Module.parse(text)
        except ir.MLIRError as e:
            return None, str(e)
        try:
            if not module.operation.verify():
                return None, "verification failed"
        except ir.MLIRError as e:
            return None, str(e)
    return module, None


def walk_ops(module, name: str | None = None) -> list:
    """Operations in order of appearance (pre-order), optionally only those named ``name``."""
    ir = _ir()
    found = []

    def visit(op):
        if name is None or op.name == name:
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


def custom_calls(module) -> list:
    return walk_ops(module, "stablehlo.custom_call")


def attrs_of(op) -> dict[str, Any]:
    a = op.attributes
    return {a[i].name: a[i].attr for i in range(len(a))}


def type_aval(t) -> dict:
    """``tensor<2x3xf32>`` -> ``{"dtype": "float32", "shape": [2, 3]}``."""
    ir = _ir()
    rt = ir.RankedTensorType(t)
    et = str(rt.element_type)
    return {"dtype": MLIR_TO_DTYPE.get(et, et), "shape": list(rt.shape)}


def main_func(module):
    for op in module.body.operations:
        if op.operation.name == "func.func" and \
                _ir().StringAttr(op.operation.attributes["sym_name"]).value == "main":
            return op.operation
    return None


def main_signature(module) -> tuple[list[str], list[str]]:
    ir = _ir()
    f = main_func(module)
    if f is None:
        return [], []
    ft = ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value)
    # Ordered-effect tokens are not values the program takes or returns.
    return ([str(t) for t in ft.inputs if not _is_token(t)],
            [str(t) for t in ft.results if not _is_token(t)])


def backend_config_of(attrs: dict[str, Any]):
    """The dictionary that carries ``index``: backend_config (typed) or mhlo.backend_config (jax)."""
    ir = _ir()
    for key in ("backend_config", "mhlo.backend_config"):
        if key in attrs and isinstance(attrs[key], ir.DictAttr):
            return ir.DictAttr(attrs[key])
    return None


def index_of(attrs: dict[str, Any]) -> int | None:
    ir = _ir()
    cfg = backend_config_of(attrs)
    if cfg is None or "index" not in cfg:
        return None
    a = cfg["index"]
    return ir.IntegerAttr(a).value if isinstance(a, ir.IntegerAttr) else None


PYTHON_CALLBACK_PREFIX = ("xla_ffi_python_", "xla_ffi_partitioned_python_")


def _is_token(t) -> bool:
    return str(t) == "!stablehlo.token"


def callback_table_from_module(text: str, names: Sequence[str] | None = None,
                               infos: Sequence[dict | None] | None = None) -> list[dict]:
    """The host-callback table of a (JAX-lowered) module, in the callbacks-file format.

    ``infos[k]``, for a Python callback (pure_callback, io_callback, debug_callback,
    debug_print: target ``xla_ffi_python_*``), holds what the module does not say: ``kind``,
    ``primitive``, ``fmt``, ``in_tree``, ``callback``. Token operands and results are left out
    of the avals; such an entry says ``"ordered": true``."""
    ctx = jax_context()
    module, err = parse_module(text, ctx)
    if module is None:
        raise ValueError(err)
    with ctx:
        table: dict[int, dict] = {}
        for op in custom_calls(module):
            attrs = attrs_of(op)
            target = _ir().StringAttr(attrs["call_target_name"]).value
            python = target.startswith(PYTHON_CALLBACK_PREFIX)
            if not target.startswith(BUFFER_CALLBACK_PREFIX) and not python:
                continue
            k = index_of(attrs)
            if k in table:
                continue
            ordered = any(_is_token(o.type) for o in op.operands)
            table[k] = {
                "index": k,
                "callback": names[k] if names is not None else f"callback_{k}",
                "target": target,
                "operands": [type_aval(o.type) for o in op.operands if not _is_token(o.type)],
                "results": [type_aval(r.type) for r in op.results if not _is_token(r.type)],
                "has_side_effect": _ir().BoolAttr(attrs["has_side_effect"]).value
                if "has_side_effect" in attrs else False,
            }
            if python:
                info = dict((infos[k] if infos is not None and k < len(infos) else None) or {})
                if "callback" in info:
                    table[k]["callback"] = info.pop("callback")
                table[k]["kind"] = info.pop("kind", "pure")
                if ordered:
                    table[k]["ordered"] = True
                for key in ("primitive", "fmt", "in_tree"):
                    if info.get(key) is not None:
                        table[k][key] = info[key]
    if sorted(table) != list(range(len(table))):
        raise ValueError(f"host-callback indices are not 0..n-1: {sorted(table)}")
    if names is not None and len(names) != len(table):
        raise ValueError(f"{len(names)} host callbacks but {len(table)} indices in the module")
    return [table[k] for k in range(len(table))]


def jax_to_typed(text: str, minihlo_style: bool = True) -> str:
    """Converts a JAX-lowered module to minihlo's typed form: api_version = 4, the index
    dictionary as backend_config, no mhlo.backend_config, the elided defaults written out (for
    the callbacks and solvers: XLA's own targets stay as JAX emits them).

    With ``minihlo_style`` builtin/func ops print in pretty form and stablehlo.* ops in generic
    form, as minihlo prints them; otherwise the whole module is in generic form."""
    ir = _ir()
    ctx = jax_context()
    module, err = parse_module(text, ctx)
    if module is None:
        raise ValueError(err)
    with ctx, ir.Location.unknown():
        for op in custom_calls(module):
            a = op.attributes
            if "mhlo.backend_config" not in a:
                continue
            # XLA's own targets (ApproxTopK, AllocateBuffer) keep JAX's form.
            target = str(a["call_target_name"]).strip('"') if "call_target_name" in a else ""
            if target in XLA_OWN_TARGETS:
                continue
            a["api_version"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(32), 4)
            a["backend_config"] = a["mhlo.backend_config"]
            del a["mhlo.backend_config"]
            for key, default in (("has_side_effect", ir.BoolAttr.get(False)),
                                 ("output_operand_aliases", ir.ArrayAttr.get([]))):
                if key not in a:
                    a[key] = default
        generic = module.operation.get_asm(print_generic_op_form=True)
    if not minihlo_style:
        return generic
    lctx = lenient_context()
    with lctx, ir.Location.unknown():
        return _properties_to_attr_dict(str(ir.Module.parse(generic)))


def _matching(text: str, start: int, open_: str, close: str) -> int:
    """Index just past the bracket closing the one at ``start`` (string literals skipped)."""
    depth, i = 0, start
    while i < len(text):
        c = text[i]
        if c == '"':
            i += 1
            while text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif c == open_:
            depth += 1
        elif c == close:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise ValueError("unbalanced brackets")


def _properties_to_attr_dict(text: str) -> str:
    """``"op"(...) <{props}> {attrs} : type`` -> ``"op"(...) {props, attrs} : type``: the plain
    attribute dictionary minihlo prints (the parser moves inherent attributes into properties).
    Ops with regions keep ``<{props}>``, since their attribute dictionary follows the regions."""
    out, i = [], 0
    while True:
        j = text.find(" <{", i)
        if j < 0:
            out.append(text[i:])
            return "".join(out)
        end = _matching(text, j + 2, "{", "}")  # the '}' of '}>'
        assert text[end] == ">", text[j:end + 1]
        props = text[j + 3:end - 1]
        rest = end + 1
        if text.startswith(" (", rest):  # regions come before the attribute dictionary: keep <{}>
            out.append(text[i:rest])
            i = rest
            continue
        if text.startswith(" {", rest):
            attrs_end = _matching(text, rest + 1, "{", "}")
            props = props + ", " + text[rest + 2:attrs_end - 1]
            rest = attrs_end
        out.append(text[i:j] + " {" + props + "}")
        i = rest


# ----------------------------------------------------------------------------------------------
# Multi-platform modules

PLATFORM_INDEX = "_platform_index"


def platform_index_arg(main) -> tuple[int | None, str | None]:
    """(bit width of @main's platform-index argument, None), or (None, why it has none)."""
    ir = _ir()
    ft = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)
    if not ft.inputs:
        return None, "@main has no arguments, so no platform index"
    t = ft.inputs[0]
    if str(t) not in ("tensor<i32>", "tensor<i64>"):
        return None, f"@main's first argument is {t}, not the platform index tensor<i32> (or i64)"
    attrs = main.attributes["arg_attrs"] if "arg_attrs" in main.attributes else None
    first = ir.DictAttr(ir.ArrayAttr(attrs)[0]) if attrs is not None else None
    marker = first["jax.global_constant"] if first is not None and \
        "jax.global_constant" in first else None
    if marker is None or ir.StringAttr(marker).value != PLATFORM_INDEX:
        return None, (f"@main's first argument lacks {{jax.global_constant = \"{PLATFORM_INDEX}\"}}"
                      f" (it has {first})")
    return ir.IntegerType(ir.RankedTensorType(t).element_type).width, None


def specialise(module, platforms: Sequence[str], platform: str) -> list[str]:
    """Specialises a multi-platform module, in place, to ``platform``: @main's platform-index
    argument is replaced by a ``stablehlo.constant`` of ``platforms.index(platform)`` and removed
    from the signature, then jaxlib's ``inline`` and ``canonicalize`` passes run (``canonicalize``
    folds a ``stablehlo.case`` whose index is a constant into the chosen branch, so JAX's
    ``case``-of-constants platform map and the dispatch ``case`` after it both disappear).
    Returns errors; the module must be in a context with StableHLO registered and be current."""
    ir = _ir()
    from jaxlib.mlir import passmanager

    main = main_func(module)
    if main is None:
        return ["no @main function"]
    width, why = platform_index_arg(main)
    if why is not None:
        return [why]
    index = list(platforms).index(platform)
    block = main.regions[0].blocks[0]
    itype = ir.IntegerType.get_signless(width)
    ttype = ir.RankedTensorType.get([], itype)
    with ir.InsertionPoint.at_block_begin(block):
        const = ir.Operation.create(
            "stablehlo.constant", results=[ttype],
            attributes={"value": ir.DenseElementsAttr.get_splat(ttype, ir.IntegerAttr.get(itype, index))})
    block.arguments[0].replace_all_uses_with(const.result)
    block.erase_argument(0)
    # Private functions (jit calls, scan's helpers) take the platform index first as well, as JAX's
    # do: inside each, the argument becomes the same constant (callers keep passing it).
    for op in module.body.operations:
        f = op.operation
        if f.name != "func.func" or f == main or not f.regions[0].blocks:
            continue
        width_f, why_f = platform_index_arg(f)
        if why_f is not None or width_f != width:
            continue
        fblock = f.regions[0].blocks[0]
        with ir.InsertionPoint.at_block_begin(fblock):
            fconst = ir.Operation.create(
                "stablehlo.constant", results=[ttype],
                attributes={"value": ir.DenseElementsAttr.get_splat(
                    ttype, ir.IntegerAttr.get(itype, index))})
        fblock.arguments[0].replace_all_uses_with(fconst.result)
    ft = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)
    main.attributes["function_type"] = ir.TypeAttr.get(
        ir.FunctionType.get(list(ft.inputs)[1:], list(ft.results)))
    if "arg_attrs" in main.attributes:
        arg_attrs = list(ir.ArrayAttr(main.attributes["arg_attrs"]))[1:]
        main.attributes["arg_attrs"] = ir.ArrayAttr.get(arg_attrs)
    # canonicalize leaves `stablehlo.convert` of a constant alone (an x64 module converts its i64
    # platform index to i32 for the case, as JAX does): fold those here, and canonicalize again.
    for _ in range(4):
        try:
            passmanager.PassManager.parse("builtin.module(inline,canonicalize)").run(module.operation)
        except ir.MLIRError as e:
            return [f"inline + canonicalize failed: {e}"]
        if not _fold_integer_scalar_converts(module):
            break
    if not module.operation.verify():
        return ["the specialised module does not verify"]
    return []


def _fold_integer_scalar_converts(module) -> int:
    """Replaces ``stablehlo.convert`` of a scalar integer ``stablehlo.constant`` to a scalar
    integer type by a constant; returns how many were folded."""
    ir = _ir()
    folded = 0
    for op in walk_ops(module, "stablehlo.convert"):
        src = op.operands[0]
        owner = src.owner
        if not isinstance(owner, ir.Operation) and hasattr(owner, "operation"):
            owner = owner.operation
        if not isinstance(owner, ir.Operation) or owner.name != "stablehlo.constant":
            continue
        in_t, out_t = ir.RankedTensorType(src.type), ir.RankedTensorType(op.results[0].type)
        if in_t.rank != 0 or out_t.rank != 0 or not isinstance(in_t.element_type, ir.IntegerType) \
                or not isinstance(out_t.element_type, ir.IntegerType):
            continue
        value = ir.DenseIntElementsAttr(owner.attributes["value"])[0]
        et = ir.IntegerType(out_t.element_type)
        if not (-(1 << (et.width - 1)) <= value < (1 << (et.width - 1))):
            continue
        with ir.InsertionPoint(op):
            const = ir.Operation.create(
                "stablehlo.constant", results=[out_t],
                attributes={"value": ir.DenseElementsAttr.get_splat(out_t, ir.IntegerAttr.get(et, value))})
        op.results[0].replace_all_uses_with(const.result)
        op.erase()
        folded += 1
    return folded


def specialise_text(text: str, platforms: Sequence[str], platform: str) -> str:
    """``specialise`` on module text; raises ValueError with the diagnostics on failure."""
    ir = _ir()
    ctx = jax_context()
    module, err = parse_module(text, ctx)
    if module is None:
        raise ValueError(err)
    with ctx, ir.Location.unknown():
        errs = specialise(module, platforms, platform)
        if errs:
            raise ValueError("\n".join(errs))
        return str(module)


def manifest_cases(manifest: Path, root: Path | None = None) -> list[Case]:
    """The cases of a manifest file; relative paths resolve against ``root`` (default: the current
    directory), then the manifest's directory. For the multi-platform modules minihlo's tests
    write, call it on ``crates/minihlo-stablehlo/tests/data/multi_platform/manifest.json`` with
    ``root`` = the repository root."""
    entries = json.loads(Path(manifest).read_text())
    if not isinstance(entries, list):
        raise ValueError("the manifest must be a JSON array")
    base = Path(manifest).resolve().parent
    cases = []
    for e in entries:
        if root is not None:
            e = dict(e)
            for f in ("module", "callbacks", "reference_module", "inputs", "expected_outputs",
                      "multi_reference_module"):
                p = e.get(f)
                if p is not None and not os.path.isabs(p) and (Path(root) / p).exists():
                    e[f] = str(Path(root) / p)
        cases.append(Case.from_json(e, base))
    return cases


# ----------------------------------------------------------------------------------------------
# Cases


@dataclasses.dataclass
class Case:
    name: str
    module: str
    callbacks: str
    platform: str = "cpu"
    form: str = "typed"
    reference_module: str | None = None
    inputs: str | None = None
    expected_outputs: str | None = None
    # The module's platform list (multi-platform module); `platform` is the one to specialise to.
    platforms: list[str] | None = None
    # JAX's module for the same platform list (only where JAX lowers it: no callbacks): the
    # module as lowered, before specialising, must equal it op for op.
    multi_reference_module: str | None = None

    @staticmethod
    def from_json(d: dict, base: Path | None = None) -> "Case":
        known = {f.name for f in dataclasses.fields(Case)}
        unknown = set(d) - known
        if unknown:
            raise ValueError(f"unknown manifest keys {sorted(unknown)}")
        missing = {"name", "module", "callbacks", "platform", "form"} - set(d)
        if missing:
            raise ValueError(f"manifest entry {d.get('name', '?')!r} lacks {sorted(missing)}")
        c = Case(**d)
        if c.form not in ("typed", "jax"):
            raise ValueError(f"{c.name}: form must be 'typed' or 'jax', not {c.form!r}")
        if c.platform not in BUFFER_CALLBACK_TARGETS:
            raise ValueError(f"{c.name}: platform must be one of {sorted(BUFFER_CALLBACK_TARGETS)}")
        if c.platforms is not None:
            if not isinstance(c.platforms, list) or len(c.platforms) < 2 or \
                    not all(isinstance(p, str) for p in c.platforms):
                raise ValueError(f"{c.name}: platforms must be a list of at least two platform names")
            if c.platform not in c.platforms:
                raise ValueError(f"{c.name}: platform {c.platform!r} is not in platforms {c.platforms}")
        if c.multi_reference_module is not None and c.platforms is None:
            raise ValueError(f"{c.name}: multi_reference_module needs platforms")
        if base is not None:
            for f in ("module", "callbacks", "reference_module", "inputs", "expected_outputs",
                      "multi_reference_module"):
                p = getattr(c, f)
                if p is not None and not os.path.isabs(p) and not os.path.exists(p) \
                        and (base / p).exists():
                    setattr(c, f, str(base / p))
        return c


@dataclasses.dataclass
class Result:
    name: str
    errors: list[str] = dataclasses.field(default_factory=list)
    checks: list[str] = dataclasses.field(default_factory=list)
    # What the record check found within the tolerance policy (record_policy.py): printed, not
    # failed.
    notes: list[str] = dataclasses.field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors

    def report(self) -> str:
        lines = [f"PASS {self.name} ({', '.join(self.checks)})" if self.ok else f"FAIL {self.name}"]
        for e in self.errors:
            lines += ["  " + line for line in e.rstrip().splitlines()]
        lines += [f"  note: {n}" for n in self.notes]
        return "\n".join(lines)


class CaseFailed(Exception):
    pass


def _load_table(path: str) -> list[dict]:
    table = json.loads(Path(path).read_text())
    if not isinstance(table, list):
        raise CaseFailed(f"callbacks file {path}: expected a JSON array")
    for pos, e in enumerate(table):
        for key in ("index", "target", "operands", "results", "has_side_effect"):
            if key not in e:
                raise CaseFailed(f"callbacks file {path}: entry {pos} lacks {key!r}")
        if e["index"] != pos:
            raise CaseFailed(f"callbacks file {path}: entry {pos} has index {e['index']} "
                             f"(entries must be in index order, 0..n-1)")
        targets = e.get("targets")
        if targets is not None and (not isinstance(targets, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in targets.items())):
            raise CaseFailed(f"callbacks file {path}: entry {pos}: targets must map platform "
                             f"names to target names, got {targets!r}")
        for avals in (e["operands"], e["results"]):
            for av in avals:
                if av.get("dtype") not in DTYPE_TO_MLIR or not isinstance(av.get("shape"), list):
                    raise CaseFailed(f"callbacks file {path}: entry {pos}: bad aval {av}")
    return table


_ZERO_RESULT_ALIAS = re.compile(r"output_operand_aliases\s*=\s*\[\s*#.*->\s*\(\s*\)\s*$")


def prescan(text: str) -> list[str]:
    """Finds what would crash StableHLO's verifier: aliases on a custom_call with zero results."""
    ir = _ir()
    errors = []
    ctx = lenient_context()
    with ctx, ir.Location.unknown():
        try:
            module = ir.Module.parse(text)
        except ir.MLIRError:
            module = None  # pretty-form stablehlo: fall back to the text
        if module is not None:
            for n, op in enumerate(custom_calls(module)):
                attrs = attrs_of(op)
                aliases = attrs.get("output_operand_aliases")
                if aliases is not None and isinstance(aliases, ir.ArrayAttr) \
                        and len(ir.ArrayAttr(aliases)) > 0 and len(op.results) == 0:
                    errors.append(f"custom_call #{n}: output_operand_aliases on a custom_call with "
                                  f"zero results (StableHLO's verifier crashes on it): {aliases}")
            return errors
    for lineno, line in enumerate(text.splitlines(), 1):
        if "stablehlo.custom_call" in line and _ZERO_RESULT_ALIAS.search(line):
            errors.append(f"line {lineno}: output_operand_aliases on a custom_call with zero "
                          f"results (StableHLO's verifier crashes on it)")
    return errors


def _row_major(rank: int) -> str:
    if rank == 0:
        return "dense<> : tensor<0xindex>"
    if rank == 1:
        return "dense<0> : tensor<1xindex>"
    return f"dense<[{', '.join(str(i) for i in range(rank - 1, -1, -1))}]> : tensor<{rank}xindex>"


def entry_target(entry: dict, platform: str) -> str | None:
    """The target a table entry gives ``platform``: ``targets[platform]`` when the entry has
    ``targets`` (a multi-platform table), else ``target``."""
    if "targets" in entry:
        return entry["targets"].get(platform)
    return entry["target"]


def static_checks(module, table: list[dict], case: Case) -> tuple[list[str], bool]:
    """Checks every buffer-callback custom_call; returns (errors, fatal) where fatal means the
    module must not be compiled (an index XLA would crash on)."""
    ir = _ir()
    errors: list[str] = []
    fatal = False
    used: set[int] = set()
    for n, op in enumerate(custom_calls(module)):
        attrs = attrs_of(op)
        target = ir.StringAttr(attrs["call_target_name"]).value
        where = f"custom_call #{n} (@{target})"
        if target.startswith(PYTHON_CALLBACK_PREFIX):
            # A Python callback: its index must name a table entry of a Python kind.
            k = index_of(attrs)
            if k is None or not 0 <= k < len(table) or table[k].get("kind", "buffer") == "buffer":
                errors.append(f"{where}: index {k} names no Python-callback entry of the table")
                fatal = True
            else:
                used.add(k)
            continue
        if not target.startswith(BUFFER_CALLBACK_PREFIX):
            continue
        if target not in BUFFER_CALLBACK_TARGETS[case.platform]:
            errors.append(f"{where}: target not valid for platform {case.platform}; expected one of "
                          f"{sorted(BUFFER_CALLBACK_TARGETS[case.platform])}")
        api = str(attrs.get("api_version", ELIDED_DEFAULTS["api_version"]))
        bc = attrs.get("backend_config")
        has_mhlo = "mhlo.backend_config" in attrs
        if case.form == "typed":
            if api != "4 : i32":
                errors.append(f"{where}: typed form needs api_version = 4 : i32, got {api}")
            if bc is None or not isinstance(bc, ir.DictAttr):
                errors.append(f"{where}: typed form needs a dictionary backend_config, got {bc}")
            if has_mhlo:
                errors.append(f"{where}: typed form must not carry mhlo.backend_config")
            cfg = ir.DictAttr(bc) if bc is not None and isinstance(bc, ir.DictAttr) else None
        else:
            if api != "1 : i32":
                errors.append(f"{where}: jax form needs api_version = 1 (or absent), got {api}")
            if bc is not None and str(bc) != '""':
                errors.append(f"{where}: jax form needs backend_config = \"\", got {bc}")
            m = attrs.get("mhlo.backend_config")
            cfg = ir.DictAttr(m) if m is not None and isinstance(m, ir.DictAttr) else None
            if cfg is None:
                errors.append(f"{where}: jax form needs a dictionary mhlo.backend_config, got {m}")
        if cfg is None:
            fatal = True
            continue
        keys = sorted(cfg[i].name for i in range(len(cfg)))
        if keys != ["index"]:
            errors.append(f"{where}: backend config must hold exactly 'index', has {keys}")
        if "index" not in cfg:
            fatal = True
            continue
        idx_attr = cfg["index"]
        if not isinstance(idx_attr, ir.IntegerAttr):
            errors.append(f"{where}: index must be an integer : ui64, got {idx_attr}")
            fatal = True
            continue
        idx_type = str(ir.IntegerAttr(idx_attr).type)
        if idx_type != "ui64":
            errors.append(f"{where}: index must be typed ui64, got {idx_attr} (XLA's handler fails "
                          f"with 'Wrong scalar data type: expected U64')")
        k = ir.IntegerAttr(idx_attr).value
        if k < 0 or k >= len(table):
            errors.append(f"{where}: index {k} is past the host-callback table ({len(table)} "
                          f"entries); XLA would crash, not compiled")
            fatal = True
            continue
        used.add(k)
        entry = table[k]
        want_target = entry_target(entry, case.platform)
        if want_target is None:
            errors.append(f"{where}: table entry {k} has no target for platform {case.platform} "
                          f"(targets: {entry.get('targets')})")
        elif target != want_target:
            errors.append(f"{where}: target {target} but table entry {k} says {want_target}"
                          + (f" for {case.platform}" if "targets" in entry else ""))
        operands = [type_aval(o.type) for o in op.operands]
        results = [type_aval(r.type) for r in op.results]
        if operands != entry["operands"]:
            errors.append(f"{where}: operands {operands} but table entry {k} says {entry['operands']}")
            fatal = True
        if results != entry["results"]:
            errors.append(f"{where}: results {results} but table entry {k} says {entry['results']}")
            fatal = True
        side = str(attrs.get("has_side_effect", "false")) == "true"
        if side != bool(entry["has_side_effect"]):
            errors.append(f"{where}: has_side_effect = {str(side).lower()} but table entry {k} says "
                          f"{str(entry['has_side_effect']).lower()}")
        for key, values in (("operand_layouts", op.operands), ("result_layouts", op.results)):
            if key not in attrs:
                errors.append(f"{where}: {key} missing")
                continue
            got = [str(x) for x in ir.ArrayAttr(attrs[key])]
            want = [_row_major(ir.RankedTensorType(v.type).rank) for v in values]
            if got != want:
                errors.append(f"{where}: {key} = [{', '.join(got)}], expected row-major "
                              f"[{', '.join(want)}]")
    unused = sorted(set(range(len(table))) - used)
    if unused:
        errors.append(f"host-callback table entries {unused} are used by no custom_call")
    return errors, fatal


def normalized_attrs(op) -> dict[str, str]:
    d = {k: str(v) for k, v in attrs_of(op).items()}
    for k, v in ELIDED_DEFAULTS.items():
        d.setdefault(k, v)
    return d


def compare_with_reference(module, ref_module, form: str) -> list[str]:
    errors = []
    sig, ref_sig = main_signature(module), main_signature(ref_module)
    if sig != ref_sig:
        errors.append(f"@main signature differs: minihlo {sig[0]} -> {sig[1]}, "
                      f"JAX {ref_sig[0]} -> {ref_sig[1]}")
    ours, theirs = custom_calls(module), custom_calls(ref_module)
    if len(ours) != len(theirs):
        errors.append(f"{len(ours)} custom_calls, JAX's module has {len(theirs)}")
    for n, (a, b) in enumerate(zip(ours, theirs)):
        where = f"custom_call #{n}"
        mine, ref = normalized_attrs(a), normalized_attrs(b)
        # The typed form changes the custom_calls minihlo emits through its FFI-call emitter
        # (callbacks, solvers); XLA's own targets (ApproxTopK, AllocateBuffer) are JAX's in both.
        target = ref.get("call_target_name", "").strip('"')
        if form == "typed" and target not in XLA_OWN_TARGETS:
            if mine.get("api_version") != "4 : i32":
                errors.append(f"{where}: api_version: minihlo {mine.get('api_version')}, typed form "
                              f"needs 4 : i32")
            if "mhlo.backend_config" in mine:
                errors.append(f"{where}: minihlo has mhlo.backend_config = "
                              f"{mine['mhlo.backend_config']} (typed form must not)")
            want = ref.get("mhlo.backend_config", ref.get("backend_config"))
            if mine.get("backend_config") != want:
                errors.append(f"{where}: backend_config: minihlo {mine.get('backend_config')}, "
                              f"JAX mhlo.backend_config {want}")
            for d in (mine, ref):
                for key in ("api_version", "backend_config", "mhlo.backend_config"):
                    d.pop(key, None)
        for key in sorted(set(mine) | set(ref)):
            if mine.get(key) != ref.get(key):
                errors.append(f"{where}: {key}: minihlo {mine.get(key, '<absent>')}, "
                              f"JAX {ref.get(key, '<absent>')}")
        ot, rt = [str(o.type) for o in a.operands], [str(o.type) for o in b.operands]
        if ot != rt:
            errors.append(f"{where}: operand types: minihlo ({', '.join(ot)}), JAX ({', '.join(rt)})")
        ot, rt = [str(r.type) for r in a.results], [str(r.type) for r in b.results]
        if ot != rt:
            errors.append(f"{where}: result types: minihlo ({', '.join(ot)}), JAX ({', '.join(rt)})")
    return errors


# What compare_every_op leaves to others: the custom_call attributes that differ by FFI form
# (compare_with_reference checks them), and `jax.result_info` names of nested pytree results
# (`result[0][1]`), which a jaxpr's flat outputs cannot carry.
_FORM_ATTRS = ("api_version", "backend_config", "mhlo.backend_config")
_CUSTOM_CALL_DEFAULTS = {"called_computations": "[]", "has_side_effect": "false",
                         "output_operand_aliases": "[]"}


def op_signature(op) -> tuple:
    """An operation as compare_every_op sees it: name, operand and result types, attributes (the
    custom_call defaults JAX's printer elides filled in, form-dependent ones and result names
    left out)."""
    attrs = {}
    for i in range(len(op.attributes)):
        named = op.attributes[i]
        attrs[named.name] = _attr_text(named)
    if op.name == "stablehlo.custom_call":
        for key in _FORM_ATTRS:
            attrs.pop(key, None)
        for key, value in _CUSTOM_CALL_DEFAULTS.items():
            attrs.setdefault(key, value)
    if op.name == "func.func":
        attrs.pop("res_attrs", None)
    return (op.name, tuple(str(o.type) for o in op.operands),
            tuple(str(r.type) for r in op.results), tuple(sorted(attrs.items())))


def _attr_text(named) -> str:
    """A named attribute's value as text, from ``str(NamedAttribute)``: ``named.attr`` would
    down-cast it, which the bindings cannot do for a complex ``dense<(re,im)>`` (and abort)."""
    text = str(named)
    prefix = f"NamedAttribute({named.name}="
    if text.startswith(prefix) and text.endswith(")"):
        return text[len(prefix):-1]
    return str(named.attr)


def compare_every_op(module, ref_module) -> list[str]:
    """Every operation of the module, in order, equals JAX's: the whole lowering, not only the
    custom_calls, is JAX's (value names aside: MLIR numbers them)."""
    ours = [op_signature(op) for op in walk_ops(module)]
    theirs = [op_signature(op) for op in walk_ops(ref_module)]
    for n, (a, b) in enumerate(zip(ours, theirs)):
        if a != b:
            return [f"op #{n} differs from JAX's:\n  minihlo {a}\n  JAX     {b}"]
    if len(ours) != len(theirs):
        return [f"{len(ours)} operations, JAX's module has {len(theirs)}"]
    return []


def load_npz(path: str, prefix: str, avals: Sequence[dict] | None = None) -> list[np.ndarray]:
    """``prefix0``, ``prefix1``, ... from an .npz file; uint16 arrays become bfloat16 where the
    matching aval says bfloat16 (the corpus stores bfloat16 as its bit patterns)."""
    with np.load(path) as z:
        names = set(z.files)
        arrays = []
        i = 0
        while f"{prefix}{i}" in names:
            arrays.append(z[f"{prefix}{i}"])
            i += 1
        extra = names - {f"{prefix}{j}" for j in range(i)}
        if extra:
            raise CaseFailed(f"{path}: unexpected arrays {sorted(extra)}")
    if avals is not None:
        for j, (a, av) in enumerate(zip(arrays, avals)):
            if av["dtype"] == "bfloat16" and a.dtype == np.uint16:
                arrays[j] = a.view(ml_dtypes.bfloat16)
    return arrays


def _avals_of_types(types: Sequence[str]) -> list[dict]:
    ir = _ir()
    return [type_aval(ir.Type.parse(t)) for t in types]


def _bits(a: np.ndarray) -> np.ndarray:
    a = np.asarray(a).copy(order="C")  # (ascontiguousarray would make 0-d arrays 1-d)
    if a.dtype == np.bool_:
        return a.view(np.uint8)
    return a.view(f"u{a.dtype.itemsize}") if a.dtype.itemsize in (1, 2, 4, 8) else a


def compare_outputs(got: Sequence[np.ndarray], want: Sequence[np.ndarray]) -> list[str]:
    errors = []
    if len(got) != len(want):
        errors.append(f"{len(got)} outputs, expected {len(want)}")
    for j, (g, w) in enumerate(zip(got, want)):
        if g.dtype != w.dtype or g.shape != w.shape:
            errors.append(f"out{j}: {g.dtype}{list(g.shape)}, expected {w.dtype}{list(w.shape)}")
            continue
        gb, wb = _bits(g), _bits(w)
        if gb.tobytes() != wb.tobytes():
            diff = np.argwhere(gb != wb)
            first = tuple(int(x) for x in diff[0]) if len(diff) else ()
            errors.append(
                f"out{j}: {len(diff)} of {g.size} elements differ; first at {list(first)}: "
                f"got {g[first]!r} (bits {int(gb[first]):#x}), expected {w[first]!r} "
                f"(bits {int(wb[first]):#x})")
    return errors


CALL_LOG: list[tuple[int, str]] = []


def make_python_host_callback(k: int, entry: dict, failures: list[str]):
    """A Python callback (pure / io / debug) as JAX's ``emit_python_callback`` wraps it:
    called with the operands (after the token, for an ordered one), returns the results (the
    token first). pure and io results follow the std rule with k = index; every call is logged
    in CALL_LOG as (index, kind), so that the order of calls can be compared."""
    kind = entry.get("kind")
    ordered = entry.get("ordered", False)

    def host_callback(*args):
        try:
            token, args = (args[0], args[1:]) if ordered else (None, args)
            arrays = [np.asarray(a) for a in args]
            if len(arrays) != len(entry["operands"]):
                raise ValueError(f"{len(arrays)} operands, table entry has {len(entry['operands'])}")
            CALL_LOG.append((k, kind))
            outs = [np.zeros(r["shape"], np_dtype(r["dtype"])) for r in entry["results"]]
            if kind == "debug":
                outs = []
            else:
                apply_std_rule(k, arrays, outs)
        except Exception as e:
            failures.append(f"host callback {k}: {e}")
            raise
        return (token, *outs) if ordered else tuple(outs)

    return host_callback


def make_host_callback(k: int, entry: dict, failures: list[str]):
    if entry.get("kind", "buffer") != "buffer":
        return make_python_host_callback(k, entry, failures)
    n_in = len(entry["operands"])
    avals = entry["operands"] + entry["results"]

    def host_callback(exec_ctx, *buffers):
        del exec_ctx
        try:
            arrays = [np.asarray(b) for b in buffers]
            if len(arrays) != len(avals):
                raise ValueError(f"{len(arrays)} buffers, table entry has {len(avals)}")
            for pos, (a, av) in enumerate(zip(arrays, avals)):
                if a.dtype != np_dtype(av["dtype"]) or list(a.shape) != av["shape"]:
                    raise ValueError(f"buffer {pos} is {a.dtype}{list(a.shape)}, table entry says "
                                     f"{av['dtype']}{av['shape']}")
            apply_std_rule(k, arrays[:n_in], arrays[n_in:])
        except Exception as e:  # surfaces through XLA as well, but keep our own message
            failures.append(f"host callback {k}: {e}")
            raise
        return ()

    return host_callback


def main_token_args(module) -> list[int]:
    """Positions of @main's `!stablehlo.token` arguments."""
    main = main_func(module)
    if main is None:
        return []
    ft = _ir().FunctionType(_ir().TypeAttr(main.attributes["function_type"]).value)
    return [i for i, t in enumerate(ft.inputs) if _is_token(t)]


def execute_cpu(module, table: list[dict], inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    import jax
    from jax._src import compiler, xla_bridge
    from jax._src.lib import xla_client as xc

    backend = xla_bridge.get_backend("cpu")
    dev = backend.local_devices()[0]
    options = compiler.get_compile_options(num_replicas=1, num_partitions=1,
                                           device_assignment=np.array([[dev]]), backend=backend)
    failures: list[str] = []
    callbacks = [make_host_callback(k, e, failures) for k, e in enumerate(table)]
    # jaxlib's LAPACK FFI handlers (lapack_spotrf_ffi, ...) call through function pointers that
    # jaxlib fills from scipy only when JAX lowers a linalg primitive (prepare_lapack_call);
    # a module compiled here without that crashes XLA:CPU (SIGSEGV). Initialise them as JAX does.
    if "lapack_" in str(module):
        from jax._src.lax import linalg as lax_linalg
        lax_linalg.initialize_lapack()
    try:
        exe = backend.compile_and_load(module, executable_devices=xc.DeviceList((dev,)),
                                       compile_options=options, host_callbacks=callbacks)
        # device_put narrows 64-bit arrays unless x64 is on; the module's types are what count.
        prev_x64 = jax.config.jax_enable_x64
        jax.config.update("jax_enable_x64", True)
        try:
            args = [jax.device_put(a, dev) for a in inputs]
        finally:
            jax.config.update("jax_enable_x64", prev_x64)
        # Ordered effects: @main takes a token per effect first (JAX passes bool[0] buffers)
        # and returns them first.
        n_tokens = sum(1 for a in main_token_args(module))
        if n_tokens:
            tok = jax.device_put(np.zeros(0, np.bool_), dev)
            args = [tok] * n_tokens + args
        results = exe.execute_sharded(args)
        outs = [np.asarray(o[0])
                for o in results.disassemble_into_single_device_arrays()[n_tokens:]]
    except Exception as e:
        raise CaseFailed("\n".join(failures + [f"XLA:CPU: {type(e).__name__}: {e}"])) from None
    if failures:
        raise CaseFailed("\n".join(failures))
    return outs


def compare_ordered_calls(case: Case, table: list[dict]) -> list[str]:
    """The order of the ordered io / debug callbacks' calls (CALL_LOG) against JAX's, which the
    corpus records as ``ordered_calls`` in the program's meta.json (indices, in call order;
    debug_print calls are not recorded there, so they are left out of both)."""
    meta = Path(case.expected_outputs).parent / "meta.json"
    want = json.loads(meta.read_text()).get("ordered_calls") if meta.exists() else None
    if not want:
        return []
    got = [k for k, _ in CALL_LOG
           if table[k].get("ordered") and table[k].get("primitive") != "debug_print"]
    if got != want:
        return [f"ordered callback calls {got}, JAX's order {want}"]
    return []


REFERENCE_RUNS: dict[tuple, list[np.ndarray]] = {}


def reference_for_run(case: Case, ctx):
    """JAX's module for the program of ``case``, in the form minihlo's module runs in: JAX's
    multi-platform module specialised the same way where JAX has one; otherwise JAX's
    single-platform module, through the same ``inline`` and ``canonicalize`` passes when
    minihlo's module was specialised. Returns (module, its path)."""
    path = case.multi_reference_module or case.reference_module
    module, diag = parse_module(Path(path).read_text(), ctx)
    if module is None:
        raise CaseFailed(f"JAX's module {path} does not parse:\n{diag}")
    if case.platforms is not None and case.multi_reference_module:
        errs = specialise(module, case.platforms, case.platform)
        if errs:
            raise CaseFailed(f"JAX's module {path} specialised to {case.platform}: {errs}")
    elif case.platforms is not None:
        from jaxlib.mlir import passmanager
        passmanager.PassManager.parse("builtin.module(inline,canonicalize)").run(module.operation)
    return module, path


def run_reference(case: Case, ctx, inputs: Sequence[np.ndarray], table: list[dict]):
    """JAX's own module (``reference_for_run``) run here, on XLA:CPU through jaxlib, with the
    same inputs and the same host callbacks as minihlo's module: the reference minihlo's run
    must equal bit for bit (computed where the test runs, so on any CPU). JAX's callback table
    is the corpus's ``callbacks.json`` beside JAX's cpu module; elsewhere minihlo's (whose
    entries the static and reference checks have compared with JAX's custom_calls)."""
    path = case.multi_reference_module or case.reference_module
    key = (path, tuple(case.platforms or ()), case.platform, case.inputs)
    if key not in REFERENCE_RUNS:
        module, path = reference_for_run(case, ctx)
        jax_table = Path(path).parent / "callbacks.json"
        if Path(path).name == "cpu.mlir" and jax_table.exists():
            table = _load_table(str(jax_table))
        try:
            REFERENCE_RUNS[key] = execute_cpu(module, table, inputs)
        except CaseFailed as e:
            REFERENCE_RUNS[key] = ReferenceFailed(str(e), path)
    got = REFERENCE_RUNS[key]
    if isinstance(got, ReferenceFailed):
        raise got
    return [a.copy() for a in got]


class ReferenceFailed(CaseFailed):
    """JAX's own module does not compile or run on XLA:CPU here (``error``: execute_cpu's)."""

    def __init__(self, error: str, path: str):
        super().__init__(f"JAX's module {path} on XLA:CPU: {error}")
        self.error = error


def run_both(case: Case, ctx, module, table: list[dict], inputs, res: Result):
    """(minihlo's outputs, JAX's) run here; (None, None) when neither module compiles or runs
    on this XLA:CPU and both fail with the same error (XLA:CPU under
    ``--xla_cpu_max_isa=SSE4_2`` cannot compile float16 conversions, for JAX's module as for
    minihlo's): the case then passes with that said in a note."""
    ref_error = None
    ref_out = None
    if case.reference_module or case.multi_reference_module:
        try:
            ref_out = run_reference(case, ctx, inputs, table)
        except ReferenceFailed as e:
            ref_error = e
    CALL_LOG.clear()
    try:
        got = execute_cpu(module, table, inputs)
    except CaseFailed as e:
        if ref_error is not None and str(e) == ref_error.error:
            res.notes.append(f"neither JAX's module nor this one runs on XLA:CPU here, with the "
                             f"same error: {ref_error.error}")
            res.checks.append("same-failure")
            return None, None
        raise
    if ref_error is not None:
        raise ref_error
    return got, ref_out


def program_facts(case: Case) -> dict:
    """The ``facts`` of the program's meta.json (python/gen_corpus.py writes them)."""
    meta = Path(case.expected_outputs).parent / "meta.json" if case.expected_outputs else None
    if meta is None or not meta.exists():
        return {}
    return json.loads(meta.read_text()).get("facts", {})


def record_check(res: Result, ran: Sequence[np.ndarray], want: Sequence[np.ndarray], case: Case,
                 who: str) -> None:
    """A run compared with the stored record (outputs.npz) under the one tolerance policy of
    record_policy.py: within it, notes; beyond it, errors, unless the program's facts say why the
    record differs (``record_differs``)."""
    beyond, notes = record_policy.compare_with_record(ran, want)
    reason = program_facts(case).get("record_differs")
    if reason:
        res.notes += [f"record, {who}: {b} (known: {reason})" for b in beyond]
    else:
        res.errors += [f"record, {who}: {b}" for b in beyond]
    res.notes += [f"record, {who}: {n}" for n in notes]
    res.checks.append("record")


def check_case(case: Case) -> Result:
    ir = _ir()
    res = Result(case.name)
    try:
        text = Path(case.module).read_text()
        table = _load_table(case.callbacks)

        errs = prescan(text)
        if errs:
            res.errors += errs
            return res
        ctx = jax_context()
        module, diag = parse_module(text, ctx)
        if module is None:
            res.errors.append(f"parse/verify with jaxlib's StableHLO failed:\n{diag}")
            return res
        res.checks.append("verify")
        with ctx, ir.Location.unknown():
            if case.multi_reference_module:
                # Before specialising: the multi-platform module as lowered is JAX's, op for op
                # (its platform dispatch, private functions and their arguments included).
                ref, rdiag = parse_module(Path(case.multi_reference_module).read_text(), ctx)
                if ref is None:
                    res.errors.append(f"multi-platform reference module does not parse:\n{rdiag}")
                else:
                    res.errors += [f"as lowered for {case.platforms}: {e}"
                                   for e in compare_with_reference(module, ref, case.form)
                                   + compare_every_op(module, ref)]
                    res.checks.append("multi-every-op")
            if case.platforms is not None:
                errs = specialise(module, case.platforms, case.platform)
                if errs:
                    res.errors += [f"specialising to {case.platform}: {e}" for e in errs]
                    return res
                res.checks.append(f"specialise:{case.platform}")
            errs, fatal = static_checks(module, table, case)
            res.errors += errs
            res.checks.append("static")

            if case.reference_module:
                ref, rdiag = parse_module(Path(case.reference_module).read_text(), ctx)
                if ref is None:
                    res.errors.append(f"reference module does not parse:\n{rdiag}")
                else:
                    if case.platforms is not None:
                        # The same passes on JAX's module, so that both lose the same unused
                        # side-effect-free custom_calls (lu's unused permutation on a GPU).
                        from jaxlib.mlir import passmanager
                        passmanager.PassManager.parse(
                            "builtin.module(inline,canonicalize)").run(ref.operation)
                    res.errors += compare_with_reference(module, ref, case.form)
                    res.checks.append("reference")
                    # A specialised module went through inline + canonicalize, which JAX's
                    # single-platform module did not: only its custom_calls are comparable.
                    if case.platforms is None:
                        res.errors += compare_every_op(module, ref)
                        res.checks.append("every-op")

            if case.platform == "cpu" and case.inputs and case.expected_outputs:
                if fatal:
                    res.errors.append("not compiled or run (see the errors above)")
                    return res
                in_types, out_types = main_signature(module)
                inputs = load_npz(case.inputs, "in", _avals_of_types(in_types))
                want = load_npz(case.expected_outputs, "out", _avals_of_types(out_types))
                if len(inputs) != len(in_types):
                    res.errors.append(f"{len(inputs)} inputs for @main with {len(in_types)} arguments")
                    return res
                bad_inputs = [
                    f"in{pos} is {a.dtype}{list(a.shape)}, @main wants {t['dtype']}{t['shape']}"
                    for pos, (a, t) in enumerate(zip(inputs, _avals_of_types(in_types)))
                    if a.dtype != np_dtype(t["dtype"]) or list(a.shape) != t["shape"]]
                if bad_inputs:
                    res.errors += bad_inputs
                    return res
                got, ref_out = run_both(case, ctx, module, table, inputs, res)
                if got is None:
                    return res
                if ref_out is not None:
                    # The bit-exact claim: minihlo's module against JAX's, both run here.
                    res.errors += [f"against JAX's module run here: {e}"
                                   for e in compare_outputs(got, ref_out)]
                    res.checks.append("run")
                    record_check(res, ref_out, want, case, "JAX's module")
                else:
                    record_check(res, got, want, case, "this module")
                res.errors += compare_ordered_calls(case, table)
    except CaseFailed as e:
        res.errors.append(str(e))
    except Exception as e:  # a bug or an unexpected jaxlib error: still a failed case
        res.errors.append(f"{type(e).__name__}: {e}\n{traceback.format_exc()}")
    return res


def run_isolated(case: Case) -> Result:
    with tempfile.TemporaryDirectory() as tmp:
        manifest = Path(tmp) / "case.json"
        manifest.write_text(json.dumps([dataclasses.asdict(case)]))
        out = Path(tmp) / "result.json"
        p = subprocess.run([sys.executable, __file__, str(manifest), "--json-result", str(out)],
                           capture_output=True, text=True)
        if out.exists():
            d = json.loads(out.read_text())[0]
            return Result(d["name"], d["errors"], d["checks"], d.get("notes", []))
        why = f"signal {-p.returncode}" if p.returncode < 0 else f"exit status {p.returncode}"
        return Result(case.name, [f"checker process died ({why}):\n{p.stderr[-2000:]}"])


def run_cases(cases: Iterable[Case], verbose: bool = False, isolate: bool = False) -> list[Result]:
    results = []
    for case in cases:
        r = run_isolated(case) if isolate else check_case(case)
        results.append(r)
        if verbose or not r.ok or r.notes:
            print(r.report(), flush=True)
    return results


def corpus_cases(program_dir: Path, forms: Sequence[str] = ("jax", "typed"),
                 platforms: Sequence[str] = ("cpu", "cuda", "rocm"),
                 tmp: Path | None = None) -> list[Case]:
    """Cases that check JAX's own modules of one corpus program (jax form) and their typed-form
    conversions (written next to ``tmp`` or a temporary directory)."""
    cases = []
    d = Path(program_dir)
    for plat in platforms:
        mod = d / f"{plat}.mlir"
        if not mod.exists() or not (d / "callbacks.json").exists():
            continue
        if plat != "cpu":  # callbacks.json is the cpu lowering's table; GPU targets differ
            names = [e["callback"] for e in json.loads((d / "callbacks.json").read_text())]
            table = callback_table_from_module(mod.read_text(), names)
            tdir = Path(tmp or tempfile.mkdtemp(prefix="interop-"))
            cb_path = tdir / f"{d.name}.{plat}.callbacks.json"
            cb_path.write_text(json.dumps(table))
        else:
            cb_path = d / "callbacks.json"
        run = plat == "cpu" and (d / "outputs.npz").exists()
        for form in forms:
            module_path = mod
            if form == "typed":
                tdir = Path(tmp or tempfile.mkdtemp(prefix="interop-"))
                module_path = tdir / f"{d.name}.{plat}.typed.mlir"
                module_path.write_text(jax_to_typed(mod.read_text()))
            cases.append(Case(
                name=f"{d.name}.{form}.{plat}", module=str(module_path), callbacks=str(cb_path),
                platform=plat, form=form, reference_module=str(mod),
                inputs=str(d / "inputs.npz") if run else None,
                expected_outputs=str(d / "outputs.npz") if run else None))
    return cases


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="minihlo interop checker (see the module docstring)")
    ap.add_argument("manifest", nargs="?", type=Path, help="manifest JSON file")
    ap.add_argument("--corpus", type=Path, help="check JAX's own corpus modules (jax and typed forms)")
    ap.add_argument("--forms", nargs="+", default=["jax", "typed"], choices=["jax", "typed"])
    ap.add_argument("--to-typed", type=Path, metavar="MLIR",
                    help="print a JAX module converted to minihlo's typed form and exit")
    ap.add_argument("--specialise", metavar="PLATFORM",
                    help="print MODULE (a multi-platform module, positional argument) specialised "
                         "to PLATFORM, one of --platforms, and exit")
    ap.add_argument("--platforms", nargs="+", help="the platform list of --specialise's module")
    ap.add_argument("--isolate", action="store_true", help="run each case in a subprocess")
    ap.add_argument("-v", "--verbose", action="store_true", help="print passing cases too")
    ap.add_argument("--json-result", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    if args.to_typed:
        sys.stdout.write(jax_to_typed(args.to_typed.read_text()))
        return 0
    if args.specialise:
        if not args.manifest or not args.platforms or args.specialise not in args.platforms:
            print("interop: --specialise P needs --platforms ... (containing P) and a module",
                  file=sys.stderr)
            return 2
        try:
            sys.stdout.write(specialise_text(args.manifest.read_text(), args.platforms,
                                             args.specialise))
        except (OSError, ValueError) as e:
            print(f"interop: cannot specialise {args.manifest}: {e}", file=sys.stderr)
            return 1
        return 0
    t0 = time.time()
    if args.corpus:
        tmp = Path(tempfile.mkdtemp(prefix="interop-corpus-"))
        cases = []
        for d in sorted(p for p in args.corpus.iterdir() if (p / "meta.json").exists()):
            cases += corpus_cases(d, forms=args.forms, tmp=tmp)
    elif args.manifest:
        try:
            entries = json.loads(args.manifest.read_text())
            if not isinstance(entries, list):
                raise ValueError("the manifest must be a JSON array")
            cases = [Case.from_json(e, args.manifest.resolve().parent) for e in entries]
        except (OSError, ValueError) as e:
            print(f"interop: bad manifest {args.manifest}: {e}", file=sys.stderr)
            return 2
    else:
        ap.print_usage(sys.stderr)
        return 2

    results = run_cases(cases, verbose=args.verbose, isolate=args.isolate)
    if args.json_result:
        args.json_result.write_text(json.dumps([dataclasses.asdict(r) for r in results]))
    failed = sum(not r.ok for r in results)
    ran = sum("run" in r.checks for r in results)
    same = sum("same-failure" in r.checks for r in results)
    noted = sum(any(n.startswith("record") for n in r.notes) for r in results)
    print(f"runs: {ran} equal to JAX's module run here bit for bit, {same} failing on XLA:CPU "
          f"with JAX's module's error; {noted} with notes on the record (outputs.npz)")
    print(f"({len(results)} cases in {time.time() - t0:.1f}s)")
    print(f"interop: {len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
