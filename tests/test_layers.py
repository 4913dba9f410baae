"""engine/ and ai/ import nothing from Qt (DESIGN.md), checked in a fresh interpreter."""

import subprocess
import sys


def test_engine_and_ai_do_not_import_qt():
    code = ("import sys, pkgutil, importlib, cinch_qt.engine, cinch_qt.ai\n"
            "for pkg in (cinch_qt.engine, cinch_qt.ai):\n"
            "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
            "        importlib.import_module(m.name)\n"
            "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken')))\n"
            "print(bad)\n"
            "sys.exit(1 if bad else 0)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
