"""PySide6's look at each imported module (does its source hold "PySide6"?) is answered
from the file's bytes (cinch_qt/pyside_scan.py): the same answers as PySide's own check,
for every module loaded, and the program's start uses it."""

from __future__ import annotations

import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from cinch_qt import pyside_scan

ROOT = Path(__file__).resolve().parents[2]


def _feature_module():
    import PySide6.QtCore  # noqa: F401 - loads Shiboken's support modules
    feature = sys.modules.get(pyside_scan.FEATURE_MODULE)
    if feature is None:
        pytest.skip("this PySide6 has no shibokensupport.feature")
    return feature


def test_same_answers_as_pysides_own_check_for_every_loaded_module():
    feature = _feature_module()
    # The program's modules (the Cinch window pulls in much of the shell), and theirs.
    import cinch_qt.app  # noqa: F401
    import cinch_qt.games.cinch.table.window  # noqa: F401
    check = getattr(feature, pyside_scan.CHECK)
    original = getattr(check, "pyside_check", check)
    compared = with_pyside = 0
    for name, module in sorted(sys.modules.items()):
        if module is None:
            continue
        expected = original(module)
        assert pyside_scan.uses_pyside(module, original) == expected, name
        compared += 1
        with_pyside += expected
    # Both answers met: modules of ours that import PySide6, and ones that do not.
    assert compared > 100 and 30 < with_pyside < compared


def test_a_module_without_a_py_file_gets_pysides_answer(tmp_path):
    asked = []

    def fallback(module):
        asked.append(module.__name__)
        return True
    assert pyside_scan.uses_pyside(sys, fallback) is True          # built in
    gone = tmp_path / "gone.py"
    gone.write_text("import PySide6\n", encoding="utf-8")
    module = types.ModuleType("gone")
    module.__file__ = str(gone)
    module.__spec__ = types.SimpleNamespace(origin=str(gone), has_location=True)
    assert pyside_scan.uses_pyside(module, lambda m: False) is True
    gone.unlink()                                                   # file gone since
    assert pyside_scan.uses_pyside(module, fallback) is True
    assert asked == ["sys", "gone"]


def test_install_leaves_unknown_internals_alone_and_is_done_once():
    assert pyside_scan.install({}) is False
    odd = types.ModuleType(pyside_scan.FEATURE_MODULE)
    assert pyside_scan.install({pyside_scan.FEATURE_MODULE: odd}) is False
    odd._mod_uses_pyside = lambda module: False
    modules = {pyside_scan.FEATURE_MODULE: odd}
    assert pyside_scan.install(modules) is True
    installed = odd._mod_uses_pyside
    assert installed.pyside_check is not None
    assert pyside_scan.install(modules) is True
    assert odd._mod_uses_pyside is installed                        # not wrapped twice


def test_the_program_start_uses_it(tmp_path):
    probe = (
        "import sys, cinch_qt.app as app\n"
        "hooks = app._unattended_hooks\n"
        "def wrapped(qapp, args, window, first_paint, *rest):\n"
        "    f = sys.modules['shibokensupport.feature']._mod_uses_pyside\n"
        "    print('SCAN', getattr(f, '_cinch_qt_scan', False), flush=True)\n"
        "    return hooks(qapp, args, window, first_paint, *rest)\n"
        "app._unattended_hooks = wrapped\n"
        "sys.exit(app.run(sys.argv[1:]))\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    run = subprocess.run([sys.executable, "-c", probe, "--data-dir", str(tmp_path / "d"),
                          "--seed", "1", "--exit-on-first-paint", "--game", "cinch"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "SCAN True" in run.stdout
