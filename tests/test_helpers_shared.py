"""Tests share helpers through helper modules (tests/*_helpers.py, cinch_person.py,
crib_person.py, conftest.py ...), never by importing one test module from another: a
test module imported for its helpers runs its module-level set-up twice, ties the two
files' fates together and hides which helpers are shared.  The one exception is a test
that reads another module's test names (every rule of a book has a test): it imports the
module itself, not names from it."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def helper_imports_from_test_modules(source: str) -> list[str]:
    """``module: names`` for every ``from <...>test_x import names`` in ``source``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module:
            last = node.module.rsplit(".", 1)[-1]
            if last.startswith("test_"):
                found.append(f"{node.module}: {', '.join(a.name for a in node.names)}")
        elif isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name.rsplit(".", 1)[-1].startswith("test_")]
    return found


def test_the_check_sees_each_form_of_import():
    assert helper_imports_from_test_modules("from tests.test_x import a\n") == ["tests.test_x: a"]
    assert helper_imports_from_test_modules("def f():\n    from .test_y import b, c\n") == \
        ["test_y: b, c"]
    assert helper_imports_from_test_modules("import tests.test_z\n") == ["tests.test_z"]
    assert helper_imports_from_test_modules("from tests.crib_person import Person\n") == []
    # Reading another module's test names imports the module, not helpers from it.
    assert helper_imports_from_test_modules("from . import test_w as w\n") == []


def test_no_test_file_imports_helpers_from_another_test_module():
    offenders = {}
    for path in sorted(TESTS.rglob("*.py")):
        if "fixtures" in path.relative_to(TESTS).parts:
            continue    # a fixture's maker runs in the old checkout it names, with its names
        found = helper_imports_from_test_modules(path.read_text(encoding="utf-8"))
        if found:
            offenders[path.relative_to(TESTS).as_posix()] = found
    assert not offenders, offenders
