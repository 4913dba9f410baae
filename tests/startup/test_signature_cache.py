"""PySide6's signature modules are compiled once and then read from a cache;
nothing in that cache can break an import."""

from __future__ import annotations

import builtins
import subprocess
import sys
from pathlib import Path

from cinch_qt.signature_cache import PREFIX, cached_signature_modules

ROOT = Path(__file__).resolve().parents[2]

# A fresh interpreter imports PySide6 inside the context and reports how many of
# Shiboken's compile calls the real compile answered.
PROBE = """
import builtins, sys
real = builtins.compile
calls = []
def counting(source, filename, mode, *a, **k):
    if isinstance(filename, str) and filename.startswith("shibokensupport/"):
        calls.append(filename)
    return real(source, filename, mode, *a, **k)
builtins.compile = counting
from cinch_qt.signature_cache import cached_signature_modules
from pathlib import Path
with cached_signature_modules(Path(sys.argv[1])):
    import PySide6.QtCore  # noqa: F401
assert builtins.compile is counting, "compile was not given back"
print(len(calls))
"""


def compiled_by_pyside(folder: Path) -> int:
    done = subprocess.run([sys.executable, "-c", PROBE, str(folder)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return int(done.stdout.strip().splitlines()[-1])


def test_a_second_import_compiles_none_of_the_signature_modules(tmp_path) -> None:
    folder = tmp_path / "python"
    first = compiled_by_pyside(folder)
    if first == 0:
        import pytest
        pytest.skip("this PySide6 does not compile its signature modules at import")
    assert len(list(folder.glob("*.code"))) == first
    assert compiled_by_pyside(folder) == 0


def test_a_damaged_cache_is_compiled_again_and_mended(tmp_path) -> None:
    folder = tmp_path / "python"
    if compiled_by_pyside(folder) == 0:
        import pytest
        pytest.skip("this PySide6 does not compile its signature modules at import")
    files = sorted(folder.glob("*.code"))
    files[0].write_bytes(b"not marshal data")
    files[1].write_bytes(files[1].read_bytes()[:10])
    assert compiled_by_pyside(folder) == 2
    assert compiled_by_pyside(folder) == 0


def test_a_folder_that_cannot_be_written_only_means_compiling(tmp_path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert compiled_by_pyside(blocker / "python") >= 0     # imported, nothing raised


def test_only_shibokens_modules_are_cached_and_compile_is_given_back(tmp_path) -> None:
    real = builtins.compile
    with cached_signature_modules(tmp_path):
        assert builtins.compile is not real
        code = compile("x = 1", "ours.py", "exec")
        assert code.co_filename == "ours.py"
        assert list(tmp_path.iterdir()) == []
        cached = compile("y = 2", f"{PREFIX}made_up.py", "exec")
        again = compile("y = 2", f"{PREFIX}made_up.py", "exec")
        assert cached.co_filename == again.co_filename == f"{PREFIX}made_up.py"
        assert len(list(tmp_path.glob("*.code"))) == 1
        other = compile("y = 3", f"{PREFIX}made_up.py", "exec")   # another source
        namespace: dict = {}
        exec(other, namespace)
        assert namespace["y"] == 3
    assert builtins.compile is real
