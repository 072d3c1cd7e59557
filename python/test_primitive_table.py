"""docs/primitives.md's table is what python/primitive_table.py writes (it cannot drift)."""

import difflib

import primitive_table


def test_readme_table_is_current():
    readme = primitive_table.README.read_text()
    expected = primitive_table.replace_table(readme, primitive_table.table())
    diff = "".join(difflib.unified_diff(readme.splitlines(True), expected.splitlines(True), n=0))
    assert not diff, (
        "docs/primitives.md's table is out of date: run .venv/bin/python python/primitive_table.py\n"
        + diff[:3000])


def test_rust_table_is_current():
    assert primitive_table.RUST_TABLE.read_text() == primitive_table.rust_table(), (
        "crates/minihlo-jaxpr/src/jax_primitives.rs is out of date: run "
        ".venv/bin/python python/primitive_table.py")


def test_every_out_of_scope_name_is_a_registered_primitive():
    registered = set(primitive_table.registered_primitives())
    assert set(primitive_table.OUT_OF_SCOPE) <= registered
