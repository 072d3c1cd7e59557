"""Tests of the interop checker (python/interop.py) and of the generated corpus.

Run from the repository root:  .venv/bin/python -m pytest -q python/

Broken modules are hand-written in minihlo's form (func in pretty form, stablehlo.custom_call in
generic form, api_version 4 with a dictionary backend_config) from shared/conformance's single_f32
and alias_1_0; each must be caught, and the correct one must pass.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
CORPUS = REPO / "tests" / "corpus"
# JAX's conformance set as shared with the project, copied into the repository.
SHARED = REPO / "tests" / "data" / "conformance"
sys.path.insert(0, str(HERE))

import interop  # noqa: E402
import record_policy  # noqa: E402

# single_f32 in minihlo's typed form; the custom_call line is the one in the interop brief.
SINGLE_F32 = """\
module @jit_single_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %0 = "stablehlo.custom_call"(%arg0) {api_version = 4 : i32, backend_config = BACKEND_CONFIG, \
call_target_name = "xla_buffer_python_cpu_callback", has_side_effect = false, \
operand_layouts = [OPERAND_LAYOUT], output_operand_aliases = [], \
result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""

# alias_1_0 in minihlo's typed form, with the alias as a parameter.
ALIAS_1_0 = """\
module @jit_alias_1_0 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}) {
    %0:2 = "stablehlo.custom_call"(%arg0, %arg1) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, \
call_target_name = "xla_buffer_python_cpu_callback", has_side_effect = false, \
operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], \
output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = OPERAND, operand_tuple_indices = []>], \
result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>]} : (tensor<3xi32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<3xi32>)
    return %0#0, %0#1 : tensor<4xf32>, tensor<3xi32>
  }
}
"""


def single_f32(backend_config="{index = 0 : ui64}", operand_layout="dense<0> : tensor<1xindex>"):
    return SINGLE_F32.replace("BACKEND_CONFIG", backend_config).replace("OPERAND_LAYOUT", operand_layout)


def make_case(tmp_path: Path, program: str, text: str, form="typed", platform="cpu",
              reference=True, run=True, table=None, name=None) -> interop.Case:
    d = CORPUS / program
    mod = tmp_path / f"{name or program}.mlir"
    mod.write_text(text)
    cb = d / "callbacks.json"
    if table is not None:
        cb = tmp_path / f"{name or program}.callbacks.json"
        cb.write_text(json.dumps(table))
    return interop.Case(
        name=name or f"{program}.{form}.{platform}", module=str(mod), callbacks=str(cb),
        platform=platform, form=form,
        reference_module=str(d / f"{platform}.mlir") if reference else None,
        inputs=str(d / "inputs.npz") if run else None,
        expected_outputs=str(d / "outputs.npz") if run else None)


def run_cli(*args, cwd=REPO):
    return subprocess.run([sys.executable, str(HERE / "interop.py"), *map(str, args)],
                          capture_output=True, text=True, cwd=cwd, timeout=300)


def errors_of(case) -> str:
    r = interop.check_case(case)
    assert not r.ok, f"{case.name} should fail but passed ({r.checks})"
    return "\n".join(r.errors)


# ----------------------------------------------------------------------------------------------
# The correct module passes


def test_correct_typed_module_passes(tmp_path):
    r = interop.check_case(make_case(tmp_path, "single_f32", single_f32()))
    assert r.ok, r.report()
    assert r.checks == ["verify", "static", "reference", "every-op", "run", "record"]
    assert r.notes == []


def test_correct_typed_alias_module_passes(tmp_path):
    r = interop.check_case(make_case(tmp_path, "alias_1_0", ALIAS_1_0.replace("OPERAND", "1")))
    assert r.ok, r.report()
    assert "run" in r.checks


def test_converter_prints_minihlo_form():
    text = interop.jax_to_typed((CORPUS / "single_f32" / "cpu.mlir").read_text())
    assert text == single_f32()


# ----------------------------------------------------------------------------------------------
# Broken modules are caught


def test_i64_index_is_caught(tmp_path):
    errs = errors_of(make_case(tmp_path, "single_f32", single_f32("{index = 0 : i64}")))
    assert "index must be typed ui64" in errs


def test_i64_index_is_caught_without_reference(tmp_path):
    errs = errors_of(make_case(tmp_path, "single_f32", single_f32("{index = 0 : i64}"),
                               reference=False, run=False))
    assert "index must be typed ui64" in errs


def test_i64_index_fails_at_run_time_too(tmp_path, monkeypatch):
    # Without the static check, XLA itself refuses the attribute when the call runs.
    monkeypatch.setattr(interop, "static_checks", lambda module, table, case: ([], False))
    errs = errors_of(make_case(tmp_path, "single_f32", single_f32("{index = 0 : i64}")))
    assert "expected U64 but got S64" in errs


def test_layout_not_a_permutation_is_caught(tmp_path):
    errs = errors_of(make_case(tmp_path, "single_f32",
                               single_f32(operand_layout="dense<1> : tensor<1xindex>")))
    assert "parse/verify with jaxlib's StableHLO failed" in errs
    assert "must be a permutation of [0, 1)" in errs


def test_layout_of_wrong_length_is_caught(tmp_path):
    errs = errors_of(make_case(tmp_path, "single_f32",
                               single_f32(operand_layout="dense<[1, 0]> : tensor<2xindex>")))
    assert "incorrect layout dense<[1, 0]> : tensor<2xindex> for type 'tensor<4xf32>'" in errs


def test_missing_layout_entry_is_caught(tmp_path):
    text = single_f32().replace("operand_layouts = [dense<0> : tensor<1xindex>]", "operand_layouts = []")
    errs = errors_of(make_case(tmp_path, "single_f32", text))
    assert "parse/verify" in errs


def test_alias_between_different_types_is_caught(tmp_path):
    # operand 0 is tensor<3xi32>, output 0 is tensor<4xf32>
    errs = errors_of(make_case(tmp_path, "alias_1_0", ALIAS_1_0.replace("OPERAND", "0")))
    assert "shapes mismatch in the output_operand_alias attribute" in errs


def test_index_past_the_table_is_reported_not_run(tmp_path):
    # XLA has no bounds check: index 1 with a one-entry table would crash the process.
    # Run the checker in a subprocess so that a regression cannot take pytest down with it.
    case = make_case(tmp_path, "single_f32", single_f32("{index = 1 : ui64}"))
    manifest = tmp_path / "manifest.json"
    manifest.write_text(json.dumps([case.__dict__]))
    p = run_cli(manifest)
    assert p.returncode == 1, (p.returncode, p.stdout, p.stderr)
    assert "index 1 is past the host-callback table (1 entries)" in p.stdout
    assert "not compiled or run" in p.stdout
    assert p.stdout.rstrip().splitlines()[-1] == "interop: 0 passed, 1 failed"


def test_index_past_the_table_in_process(tmp_path):
    errs = errors_of(make_case(tmp_path, "single_f32", single_f32("{index = 7 : ui64}")))
    assert "index 7 is past the host-callback table" in errs


def test_api_version_4_with_string_backend_config_is_caught(tmp_path):
    errs = errors_of(make_case(tmp_path, "single_f32", single_f32('"{index = 0 : ui64}"')))
    assert "must be a dictionary attribute" in errs


def test_api_version_4_with_empty_string_and_mhlo_config_is_caught(tmp_path):
    text = single_f32('""').replace("has_side_effect = false,",
                                    "has_side_effect = false, mhlo.backend_config = {index = 0 : ui64},")
    errs = errors_of(make_case(tmp_path, "single_f32", text))
    assert "must be a dictionary attribute" in errs


def test_alias_on_zero_result_call_is_caught_before_the_verifier(tmp_path):
    # StableHLO's verifier segfaults on this; the checker must see it before parsing.
    text = """\
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    "stablehlo.custom_call"(%arg0) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, \
call_target_name = "xla_buffer_python_cpu_callback", has_side_effect = true, \
operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = \
[#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], \
result_layouts = []} : (tensor<4xf32>) -> ()
    return %arg0 : tensor<4xf32>
  }
}
"""
    case = make_case(tmp_path, "zero_outputs_side_effect", text, reference=False, run=False)
    manifest = tmp_path / "manifest.json"
    manifest.write_text(json.dumps([case.__dict__]))
    p = run_cli(manifest)
    assert p.returncode == 1, (p.returncode, p.stdout, p.stderr)
    assert "output_operand_aliases on a custom_call with zero results" in p.stdout


def test_jax_form_module_declared_typed_is_caught(tmp_path):
    text = (CORPUS / "single_f32" / "cpu.mlir").read_text()
    errs = errors_of(make_case(tmp_path, "single_f32", text, form="typed"))
    assert "typed form needs api_version = 4 : i32" in errs
    assert "typed form must not carry mhlo.backend_config" in errs


def test_difference_from_jax_is_reported_attribute_by_attribute(tmp_path):
    text = single_f32().replace("has_side_effect = false", "has_side_effect = true")
    table = json.loads((CORPUS / "single_f32" / "callbacks.json").read_text())
    table[0]["has_side_effect"] = True
    errs = errors_of(make_case(tmp_path, "single_f32", text, table=table))
    assert "custom_call #0: has_side_effect: minihlo true, JAX false" in errs


def test_wrong_index_vs_jax_is_reported(tmp_path):
    table = json.loads((CORPUS / "single_f32" / "callbacks.json").read_text())
    table = [table[0], dict(table[0], index=1)]
    errs = errors_of(make_case(tmp_path, "single_f32", single_f32("{index = 1 : ui64}"), table=table))
    assert "backend_config: minihlo {index = 1 : ui64}, JAX mhlo.backend_config {index = 0 : ui64}" in errs
    assert "host-callback table entries [0] are used by no custom_call" in errs


def test_table_disagreeing_with_module_is_caught(tmp_path):
    table = json.loads((CORPUS / "single_f32" / "callbacks.json").read_text())
    table[0]["operands"] = [{"dtype": "float32", "shape": [5]}]
    errs = errors_of(make_case(tmp_path, "single_f32", single_f32(), table=table))
    assert "operands [{'dtype': 'float32', 'shape': [4]}] but table entry 0 says" in errs


def test_gpu_target_on_cpu_is_caught(tmp_path):
    text = single_f32().replace("xla_buffer_python_cpu_callback", "xla_buffer_python_gpu_callback")
    errs = errors_of(make_case(tmp_path, "single_f32", text))
    assert "target not valid for platform cpu" in errs


def test_outputs_differing_from_jax_module_run_here_are_caught_bit_for_bit(tmp_path):
    """minihlo's run is compared with JAX's module run here, in the same process: a module whose
    outputs differ from the reference module's by one ulp fails (here the reference is JAX's
    module adding 1e-7 after the callback: one ulp more at 1.0, nothing at 2.0 and above)."""
    ref = (CORPUS / "single_f32" / "cpu.mlir").read_text().replace(
        "    return %0 : tensor<4xf32>",
        "    %tiny = stablehlo.constant dense<1.0e-07> : tensor<4xf32>\n"
        "    %1 = stablehlo.add %0, %tiny : tensor<4xf32>\n"
        "    return %1 : tensor<4xf32>")
    (tmp_path / "ref").mkdir()
    (tmp_path / "ref" / "cpu.mlir").write_text(ref)
    case = make_case(tmp_path, "single_f32", single_f32())
    case.reference_module = str(tmp_path / "ref" / "cpu.mlir")
    errs = errors_of(case)
    assert "against JAX's module run here: out0: 1 of 4 elements differ; first at [0]" in errs
    assert "(bits 0x3f800000), expected np.float32(1.0000001) (bits 0x3f800001)" in errs


def altered_record(tmp_path: Path, value) -> interop.Case:
    want = dict(np.load(CORPUS / "single_f32" / "outputs.npz"))
    want["out0"] = want["out0"].copy()
    want["out0"][2] = value(want["out0"][2])
    np.savez(tmp_path / "outputs.npz", **want)
    case = make_case(tmp_path, "single_f32", single_f32())
    case.expected_outputs = str(tmp_path / "outputs.npz")
    return case


def test_record_beyond_the_policy_fails(tmp_path):
    errs = errors_of(altered_record(tmp_path, lambda v: v + np.float32(0.5)))
    assert "record, JAX's module: out0: 1 of 4 elements beyond the policy" in errs
    assert "first at flat index 2: np.float32(3.0) (bits 0x40400000) here, np.float32(3.5)" in errs


def test_record_within_the_policy_is_a_note(tmp_path):
    r = interop.check_case(altered_record(tmp_path, lambda v: np.nextafter(v, np.float32(9))))
    assert r.ok, r.report()
    assert len(r.notes) == 1 and "1 of 4 elements within the policy" in r.notes[0]
    assert "at most 1 ulps apart" in r.notes[0]


def test_record_nan_payload_and_zero_sign_are_notes_with_bits():
    nan, other_nan = np.array([np.nan], np.float32), np.array([-np.nan], np.float32)
    beyond, notes = record_policy.compare_with_record(
        [np.array([0.0, 1.0], np.float64), nan], [np.array([-0.0, 1.0], np.float64), other_nan])
    assert beyond == []
    assert "out0: 1 elements differ only in sign of zero (prints alike)" in notes[0]
    assert "bits 0x0 here, 0x8000000000000000 in the record" in notes[0]
    assert "out1: 1 elements differ only in NaN payload or sign" in notes[1]
    assert "bits 0x7fc00000 here, 0xffc00000 in the record" in notes[1]
    beyond, notes = record_policy.compare_with_record(
        [np.array([1 + 2j, 3j], np.complex128)],
        [np.array([1 + 2j, np.nextafter(3, 4) * 1j], np.complex128)])
    assert beyond == [] and "out0: 1 of 4 elements within the policy" in notes[0]
    beyond, _ = record_policy.compare_with_record([np.array([1], np.int32)], [np.array([2], np.int32)])
    assert "int32 must be equal" in beyond[0]


def test_negative_zero_differs_from_zero():
    errs = interop.compare_outputs([np.array([0.0], np.float32)], [np.array([-0.0], np.float32)])
    assert errs and "bits 0x0" in errs[0] and "bits 0x80000000" in errs[0]
    nan = np.array([np.nan], np.float32)
    assert interop.compare_outputs([nan], [nan.copy()]) == []


def test_parse_error_reports_diagnostics(tmp_path):
    errs = errors_of(make_case(tmp_path, "single_f32", single_f32().replace("stablehlo.custom_call",
                                                                            "stablehlo.custom_cal")))
    assert "parse/verify with jaxlib's StableHLO failed" in errs
    assert "custom_cal" in errs


# ----------------------------------------------------------------------------------------------
# JAX's own modules (and their typed conversions) pass: the whole corpus


def corpus_programs():
    return sorted(p.name for p in CORPUS.iterdir() if (p / "meta.json").exists())


# The interop check (run_interop.py, in scripts/test) checks every corpus program; here the
# checker's own test runs on every fourth one (sorted by name, so the sample is the same everywhere
# and spans every family), which keeps the suite's time down without losing a kind of program.
@pytest.mark.parametrize("program", corpus_programs()[::4])
def test_corpus_program_passes(program, tmp_path):
    cases = interop.corpus_cases(CORPUS / program, forms=("jax", "typed"), tmp=tmp_path)
    meta = json.loads((CORPUS / program / "meta.json").read_text())
    if meta["expected_error"] is not None:
        assert cases == []
        return
    assert cases, program
    for r in interop.run_cases(cases):
        assert r.ok, r.report()
        if r.name.endswith(".cpu"):  # programs on a mesh run on 8 devices: test_interop_sharded.py
            assert "run" in r.checks or "sharding" in meta["tags"]
            assert "reference" in r.checks


def test_shared_conformance_modules_pass_in_typed_form(tmp_path):
    """The shared conformance modules, converted to minihlo's typed form, pass against themselves
    (with the corpus's inputs, outputs and callback tables)."""
    n = 0
    for mod in sorted(SHARED.glob("*_cpu.mlir")):
        program = mod.name[: -len("_cpu.mlir")]
        typed = tmp_path / f"{program}.typed.mlir"
        typed.write_text(interop.jax_to_typed(mod.read_text()))
        d = CORPUS / program
        case = interop.Case(name=f"{program}.shared", module=str(typed),
                            callbacks=str(d / "callbacks.json"), platform="cpu", form="typed",
                            reference_module=str(mod), inputs=str(d / "inputs.npz"),
                            expected_outputs=str(d / "outputs.npz"))
        r = interop.check_case(case)
        assert r.ok, r.report()
        n += 1
    assert n == 13


def test_corpus_matches_shared_conformance():
    """The generator reproduces shared/conformance byte for byte (jaxpr, modules, errors, outputs)."""
    names = sorted(p.name[: -len(".jaxpr.txt")] for p in SHARED.glob("*.jaxpr.txt"))
    assert len(names) == 16
    for n in names:
        d = CORPUS / n
        pairs = [(f"{n}.jaxpr.txt", "jaxpr.txt"), (f"{n}.expected_error", "expected_error")]
        for plat in ("cpu", "cuda", "rocm", "tpu", "cpu_cuda"):
            pairs += [(f"{n}_{plat}.mlir", f"{plat}.mlir"),
                      (f"{n}_{plat}.expected_error", f"{plat}.expected_error")]
        for shared_name, corpus_name in pairs:
            if (SHARED / shared_name).exists():
                assert (SHARED / shared_name).read_bytes() == (d / corpus_name).read_bytes(), \
                    (n, corpus_name)
        out_txt = SHARED / f"{n}.cpu_out.txt"
        if out_txt.exists():
            outs = interop.load_npz(str(d / "outputs.npz"), "out")
            text = "".join(f"out[{i}]: {o.dtype}{list(o.shape)} = {o.tolist()}\n"
                           for i, o in enumerate(outs))
            assert text == out_txt.read_text(), n


def test_corpus_covers_every_supported_primitive():
    import gen_corpus

    covered = set()
    for p in corpus_programs():
        meta = json.loads((CORPUS / p / "meta.json").read_text())
        if meta["expected_error"] is None:
            covered |= set(meta["primitives"])
    assert set(gen_corpus.REQUIRED_PRIMITIVES) <= covered


# ----------------------------------------------------------------------------------------------
# The command line


def test_cli_manifest_summary_and_exit_status(tmp_path):
    good = make_case(tmp_path, "single_f32", single_f32(), name="good")
    bad = make_case(tmp_path, "single_f32", single_f32("{index = 0 : i64}"), name="bad")
    manifest = tmp_path / "manifest.json"
    manifest.write_text(json.dumps([good.__dict__, bad.__dict__]))
    p = run_cli(manifest)
    assert p.returncode == 1, p.stdout + p.stderr
    assert "FAIL bad" in p.stdout and "FAIL good" not in p.stdout
    assert p.stdout.rstrip().splitlines()[-1] == "interop: 1 passed, 1 failed"

    manifest.write_text(json.dumps([good.__dict__]))
    p = run_cli(manifest, "--isolate", "-v")
    assert p.returncode == 0, p.stdout + p.stderr
    assert "PASS good (verify, static, reference, every-op, run, record)" in p.stdout
    assert p.stdout.rstrip().splitlines()[-1] == "interop: 1 passed, 0 failed"


def test_cli_relative_paths_and_bad_manifest(tmp_path):
    (tmp_path / "m.mlir").write_text(single_f32())
    manifest = tmp_path / "manifest.json"
    manifest.write_text(json.dumps([{
        "name": "rel", "module": "m.mlir", "callbacks": "tests/corpus/single_f32/callbacks.json",
        "platform": "cpu", "form": "typed", "reference_module": "tests/corpus/single_f32/cpu.mlir",
        "inputs": "tests/corpus/single_f32/inputs.npz",
        "expected_outputs": "tests/corpus/single_f32/outputs.npz"}]))
    p = run_cli(manifest)  # cwd = repo root; m.mlir is found next to the manifest
    assert p.returncode == 0, p.stdout + p.stderr

    manifest.write_text(json.dumps([{"name": "x", "module": "m.mlir", "form": "typed"}]))
    p = run_cli(manifest)
    assert p.returncode == 2 and "lacks" in p.stderr


# ----------------------------------------------------------------------------------------------
# Modules for several platforms: specialised to each platform, then the usual checks

MULTI = REPO / "crates" / "minihlo-stablehlo" / "tests" / "data" / "multi_platform"
MP_SINGLE = MULTI / "single_f32.cpu_cuda.mlir"
MP_TABLE = MULTI / "single_f32.cpu_cuda.callbacks.json"


def multi_platform_case_names():
    return [c.name for c in interop.manifest_cases(MULTI / "manifest.json", REPO)]


@pytest.mark.parametrize("name", multi_platform_case_names())
def test_minihlo_multi_platform_module_passes(name):
    """minihlo's modules for several platforms (written by the lowering crate's interop_data
    test), specialised to each of their platforms: verify, only that platform's targets, equal
    custom_calls and signature to JAX's single-platform module, and on cpu the right outputs."""
    case, = [c for c in interop.manifest_cases(MULTI / "manifest.json", REPO) if c.name == name]
    r = interop.check_case(case)
    assert r.ok, r.report()
    assert r.checks[:2] == ["verify", f"specialise:{case.platform}"]
    assert "reference" in r.checks
    if case.platform == "cpu":
        assert "run" in r.checks


def test_multi_platform_manifest_covers_every_platform():
    cases = interop.manifest_cases(MULTI / "manifest.json", REPO)
    assert {c.platform for c in cases} == {"cpu", "cuda", "rocm"}
    assert any(c.platforms == ["cuda", "cpu"] for c in cases)  # the index follows the user's order
    assert len(cases) >= 40


def mp_case(tmp_path, text, platform="cpu", table=None, platforms=("cpu", "cuda"), name="mp"):
    mod = tmp_path / f"{name}.mlir"
    mod.write_text(text)
    cb = MP_TABLE
    if table is not None:
        cb = tmp_path / f"{name}.callbacks.json"
        cb.write_text(json.dumps(table))
    run = platform == "cpu"
    d = CORPUS / "single_f32"
    return interop.Case(
        name=f"{name}.{platform}", module=str(mod), callbacks=str(cb), platform=platform,
        form="typed", reference_module=str(d / f"{platform}.mlir"),
        inputs=str(d / "inputs.npz") if run else None,
        expected_outputs=str(d / "outputs.npz") if run else None, platforms=list(platforms))


def test_specialised_module_has_no_platform_index_or_case():
    text = interop.specialise_text(MP_SINGLE.read_text(), ["cpu", "cuda"], "cuda")
    assert "_platform_index" not in text and "stablehlo.case" not in text
    assert "xla_buffer_python_gpu_callback" in text and "cpu_callback" not in text
    assert "func.func public @main(%arg0: tensor<4xf32>)" in text


def test_multi_platform_good_module_passes_on_both(tmp_path):
    for platform in ("cpu", "cuda"):
        r = interop.check_case(mp_case(tmp_path, MP_SINGLE.read_text(), platform))
        assert r.ok, r.report()


def test_dispatch_on_a_data_value_is_caught(tmp_path):
    # The case is indexed by something other than the platform index: specialising cannot fold
    # it, so the cpu module still calls the GPU target (XLA:CPU would not compile it).
    text = MP_SINGLE.read_text().replace(
        '%1 = "stablehlo.case"(%0)',
        '%d = "stablehlo.convert"(%arg1) : (tensor<4xf32>) -> tensor<4xi32>\n'
        '    %e = "stablehlo.slice"(%d) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, '
        'strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>\n'
        '    %f = "stablehlo.reshape"(%e) : (tensor<1xi32>) -> tensor<i32>\n'
        '    %1 = "stablehlo.case"(%f)')
    errs = errors_of(mp_case(tmp_path, text, "cpu"))
    assert "target not valid for platform cpu" in errs
    assert "2 custom_calls, JAX's module has 1" in errs


def test_branches_in_the_wrong_order_are_caught(tmp_path):
    text = MP_SINGLE.read_text()
    text = text.replace("xla_buffer_python_cpu_callback", "@@").replace(
        "xla_buffer_python_gpu_callback", "xla_buffer_python_cpu_callback").replace(
        "@@", "xla_buffer_python_gpu_callback")
    for platform, wrong in (("cpu", "gpu"), ("cuda", "cpu")):
        errs = errors_of(mp_case(tmp_path, text, platform, name=f"swapped_{platform}"))
        assert f"@xla_buffer_python_{wrong}_callback): target not valid for platform {platform}" in errs


def test_missing_platform_index_marker_is_caught(tmp_path):
    text = MP_SINGLE.read_text().replace(' {jax.global_constant = "_platform_index"}', "")
    errs = errors_of(mp_case(tmp_path, text, "cpu"))
    assert "specialising to cpu: @main's first argument lacks " \
           "{jax.global_constant = \"_platform_index\"}" in errs


def test_single_platform_module_declared_multi_platform_is_caught(tmp_path):
    errs = errors_of(mp_case(tmp_path, single_f32(), "cpu"))
    assert "@main's first argument is tensor<4xf32>, not the platform index" in errs


def test_table_without_the_platforms_target_is_caught(tmp_path):
    table = json.loads(MP_TABLE.read_text())
    del table[0]["targets"]["cuda"]
    errs = errors_of(mp_case(tmp_path, MP_SINGLE.read_text(), "cuda", table=table))
    assert "table entry 0 has no target for platform cuda" in errs
    # Without `targets`, `target` (cpu's) is what every platform must call.
    del table[0]["targets"]
    errs = errors_of(mp_case(tmp_path, MP_SINGLE.read_text(), "cuda", table=table, name="t2"))
    assert "target xla_buffer_python_gpu_callback but table entry 0 says " \
           "xla_buffer_python_cpu_callback" in errs
    table[0]["targets"] = ["cpu"]
    errs = errors_of(mp_case(tmp_path, MP_SINGLE.read_text(), "cuda", table=table, name="t3"))
    assert "targets must map platform names to target names" in errs


def test_multi_platform_manifest_validation():
    entry = {"name": "x", "module": "m", "callbacks": "c", "platform": "rocm", "form": "typed",
             "platforms": ["cpu", "cuda"]}
    with pytest.raises(ValueError, match=r"platform 'rocm' is not in platforms \['cpu', 'cuda'\]"):
        interop.Case.from_json(entry)
    with pytest.raises(ValueError, match="platforms must be a list of at least two"):
        interop.Case.from_json(dict(entry, platform="cpu", platforms=["cpu"]))


def test_cli_specialise(tmp_path):
    p = run_cli(MP_SINGLE, "--specialise", "cpu", "--platforms", "cpu", "cuda")
    assert p.returncode == 0, p.stderr
    assert "xla_buffer_python_cpu_callback" in p.stdout and "gpu_callback" not in p.stdout
    p = run_cli(MP_SINGLE, "--specialise", "rocm", "--platforms", "cpu", "cuda")
    assert p.returncode == 2 and "needs --platforms" in p.stderr
    p = run_cli(CORPUS / "single_f32" / "cpu.mlir", "--specialise", "cpu", "--platforms", "cpu", "cuda")
    assert p.returncode == 1 and "not the platform index" in p.stderr


def test_cli_runs_the_multi_platform_manifest():
    p = run_cli(MULTI / "manifest.json")
    assert p.returncode == 0, p.stdout + p.stderr
    assert p.stdout.rstrip().splitlines()[-1].endswith(" passed, 0 failed")


def test_a_lowering_that_only_computes_the_same_is_caught(tmp_path):
    """Every operation is compared with JAX's, not only the custom_calls: a constant folded into
    a full tensor instead of JAX's scalar + broadcast_in_dim runs to the same outputs, and fails."""
    good = interop.jax_to_typed((CORPUS / "two_callbacks" / "cpu.mlir").read_text())
    assert interop.check_case(make_case(tmp_path, "two_callbacks", good, name="good")).ok
    scalar = ('%1 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : '
              '() -> tensor<f32>\n')
    broadcast = ('    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : '
                 '(tensor<f32>) -> tensor<4xf32>\n')
    assert scalar in good and broadcast in good
    folded = good.replace(scalar, '%1 = "stablehlo.constant"() {value = dense<2.000000e+00> : '
                                  'tensor<4xf32>} : () -> tensor<4xf32>\n')
    folded = folded.replace(broadcast, "").replace("(%0, %2)", "(%0, %1)")
    case = make_case(tmp_path, "two_callbacks", folded, name="folded")
    errs = errors_of(case)
    assert "op #3 differs from JAX's" in errs
    assert "run" in interop.check_case(case).checks and "differ;" not in errs  # same outputs
