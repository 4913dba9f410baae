"""engine/ and ai/ import nothing from Qt (DESIGN.md), checked in a fresh interpreter:
the Cinch packages, the games protocol and registry, and every game's engine and ai.
And no game imports the arena (the arena asks the games for their hooks)."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


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


def _imports(source: str, package: str) -> list[str]:
    """Every module ``source`` (a module of ``package``) imports, relative imports
    resolved."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            found.append(name)
            found += [f"{name}.{a.name}" for a in node.names]
    return found


def _package_of(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])


def test_no_game_module_imports_the_arena():
    """The arena asks the games for their hooks (through the registry), never the other
    way round: nothing under games/ imports cinch_qt.arena."""
    files = sorted((ROOT / "cinch_qt" / "games").rglob("*.py"))
    assert len(files) > 20
    bad = [(str(f.relative_to(ROOT)), name) for f in files
           for name in _imports(f.read_text(encoding="utf-8"), _package_of(f))
           if name == "cinch_qt.arena" or name.startswith("cinch_qt.arena.")]
    assert bad == []


def test_the_import_checker_sees_relative_imports():
    # A checker that cannot fail proves nothing: it must resolve "from ...arena import x".
    package = "cinch_qt.games.cinch"
    assert "cinch_qt.arena.stats" in _imports("from ...arena.stats import mean_ci\n", package)
    assert "cinch_qt.arena" in _imports("from ... import arena\n", package)
    assert "cinch_qt.arena.loop" in _imports("import cinch_qt.arena.loop\n", package)
    assert "cinch_qt.games.stats" in _imports("from ..stats import mean_ci\n", package)
