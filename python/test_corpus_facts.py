"""The per-program facts in tests/corpus/*/meta.json are what python/corpus_facts.py computes
(``gen_corpus.py --refresh-facts`` rewrites them), and the record policy's constant is the Rust
test's.

Run from the repository root:  .venv/bin/python -m pytest -q python/
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
CORPUS = REPO / "tests" / "corpus"
sys.path.insert(0, str(HERE))

import corpus_facts  # noqa: E402
import record_policy  # noqa: E402


def test_meta_facts_are_up_to_date():
    stale = []
    for meta in sorted(CORPUS.glob("*/meta.json")):
        facts = json.loads(meta.read_text()).get("facts")
        if facts != corpus_facts.compute(meta.parent):
            stale.append(meta.parent.name)
    assert not stale, f"run python/gen_corpus.py --refresh-facts: stale facts in {stale}"


def test_facts_found_by_running_name_existing_programs():
    for name, facts in corpus_facts.FOUND_BY_RUNNING.items():
        assert (CORPUS / name / "meta.json").exists(), name
        assert set(facts) <= {"plugin_record_differs", "record_differs"}, name


def test_record_policy_constant_is_the_rust_tests():
    rust = (REPO / "tests" / "run" / "record.rs").read_text()
    m = re.search(r"pub const RECORD_EPS_MULTIPLE: f64 = ([0-9.]+);", rust)
    assert m and float(m.group(1)) == record_policy.RECORD_EPS_MULTIPLE
