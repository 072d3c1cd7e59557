"""The 8-device run of python/interop_sharded.py: JAX's own modules of the sharded corpus
programs pass, and a module whose collective computes something else is caught."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import interop_sharded

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "tests" / "corpus"
SCRIPT = REPO / "python" / "interop_sharded.py"


def sharded_programs():
    return sorted(p for p in CORPUS.iterdir() if interop_sharded.is_sharded(p))


def run(manifest: list[dict], tmp_path: Path) -> subprocess.CompletedProcess:
    path = tmp_path / "manifest.json"
    path.write_text(json.dumps(manifest))
    return subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True, text=True)


def test_jax_modules_of_the_sharded_corpus_run_on_8_devices():
    programs = sharded_programs()
    assert len(programs) >= 8, "the corpus has its sharded programs"
    r = subprocess.run([sys.executable, str(SCRIPT), "--corpus", str(CORPUS)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert f"interop-sharded: {len(programs)} passed, 0 failed" in r.stdout


def test_a_wrong_collective_is_caught(tmp_path):
    d = CORPUS / "shmap_1d_collectives"
    text = (d / "cpu.mlir").read_text()
    assert "stablehlo.maximum" in text
    broken = tmp_path / "broken.mlir"
    broken.write_text(text.replace("stablehlo.maximum", "stablehlo.minimum", 1))
    case = interop_sharded.sharded_cases(d, broken, "broken")
    r = run(case, tmp_path)
    assert r.returncode == 1
    assert "minihlo's vs JAX's module: out0" in r.stdout and "interop-sharded: 0 passed, 1 failed" in r.stdout


def test_a_module_for_fewer_devices_than_asked_is_caught(tmp_path):
    d = CORPUS / "shmap_no_collectives"
    broken = tmp_path / "sixteen.mlir"
    broken.write_text((d / "cpu.mlir").read_text().replace("num_partitions = 8", "num_partitions = 16"))
    r = run(interop_sharded.sharded_cases(d, broken, "sixteen"), tmp_path)
    assert r.returncode == 1 and "partitioned 16 ways" in r.stdout


def test_two_processes_of_four_devices():
    """JAX's module on 2 processes x 4 devices (distributed runtime, gloo) against itself and
    against the one-process 8-device outputs; a wrong module there is caught."""
    import multiprocess_sharded

    d = CORPUS / "shmap_1d_collectives"
    ok, msg = multiprocess_sharded.run(str(d / "cpu.mlir"), str(d / "cpu.mlir"),
                                       str(d / "inputs.npz"), str(d / "outputs_8dev.npz"))
    assert ok, msg


def test_two_processes_catch_a_wrong_module(tmp_path):
    import multiprocess_sharded

    d = CORPUS / "shmap_1d_collectives"
    broken = tmp_path / "broken.mlir"
    broken.write_text((d / "cpu.mlir").read_text().replace("stablehlo.maximum", "stablehlo.minimum", 1))
    ok, msg = multiprocess_sharded.run(str(broken), str(d / "cpu.mlir"),
                                       str(d / "inputs.npz"), str(d / "outputs_8dev.npz"))
    assert not ok and "vs JAX's module: out0" in msg, msg
