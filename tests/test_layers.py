"""engine/ and ai/ import nothing from Qt (DESIGN.md), checked in a fresh interpreter:
the Cinch packages, the games protocol and registry, and every game's engine and ai."""

import subprocess
import sys


def test_engine_and_ai_do_not_import_qt():
    code = ("import sys, pkgutil, importlib, cinch_qt.games\n"
            "pkgs = []\n"
            "for game in pkgutil.iter_modules(cinch_qt.games.__path__):\n"
            "    if not game.ispkg:\n"
            "        importlib.import_module('cinch_qt.games.' + game.name)\n"
            "        continue\n"
            "    for part in ('engine', 'ai'):\n"
            "        name = f'cinch_qt.games.{game.name}.{part}'\n"
            "        try:\n"
            "            pkgs.append(importlib.import_module(name))\n"
            "        except ModuleNotFoundError as exc:\n"
            "            if exc.name != name:\n"
            "                raise\n"
            "checked = []\n"
            "for pkg in pkgs:\n"
            "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
            "        importlib.import_module(m.name)\n"
            "        checked.append(m.name)\n"
            "for game in ('cinch', 'cribbage'):\n"
            "    for part in ('engine', 'ai'):\n"
            "        if game == 'cribbage' and part == 'ai':\n"
            "            continue\n"
            "        prefix = f'cinch_qt.games.{game}.{part}.'\n"
            "        assert any(n.startswith(prefix) for n in checked), prefix\n"
            "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken')))\n"
            "print(bad)\n"
            "sys.exit(1 if bad else 0)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
