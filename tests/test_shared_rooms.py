"""The shared rooms know no game by name (issue 26, DESIGN.md "Two games, one table"):
``ui/``, ``storage/``, ``i18n/``, ``arena/``, ``controller/``, ``themes/`` and ``app.py``
reach a game only through ``games/base.py``, ``games/cards.py`` and the registry.

Read from the source (no import): a file fails when it imports a game's package
(``cinch_qt.games.<name>``, relative imports resolved) or holds a string that is a
registered game's name or title ("cinch", "Crib Wars").  Files that still do are
listed in ``NOT_YET`` with what is left; the list may only shrink: a listed file that
has become clean fails too, so it is taken off."""

from __future__ import annotations

import ast
from pathlib import Path

from cinch_qt.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cinch_qt"
SHARED = ("ui", "storage", "i18n", "arena", "controller", "themes", "app.py")
# A game package is a folder under games/; games/base.py, cards.py, stats.py, bots.py
# and the registry are shared.
GAME_PACKAGES = sorted(p.name for p in (PACKAGE / "games").iterdir()
                       if p.is_dir() and (p / "__init__.py").exists())

# What remains of issue 26 in each file (docs/games.md "The house").
NOT_YET = {
    "app.py": "--board names Cribbage's boards and the games they make",
    "arena/cli.py": "Cinch's arena front-end (its options and report)",
    "arena/cribbage_cli.py": "Cribbage's arena front-end (its options and report)",
    "arena/lineup.py": "Cinch's line-up parsing for its front-end",
}


def shared_files() -> list[Path]:
    files: list[Path] = []
    for room in SHARED:
        path = PACKAGE / room
        files += [path] if path.suffix == ".py" else sorted(path.rglob("*.py"))
    return files


def _module_of(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def game_words() -> set[str]:
    words = set()
    for info in GAMES.values():
        words |= {info.name.lower(), info.title.lower()}
    return words


def offences(source: str, module: str, is_package: bool = False) -> list[str]:
    """What in ``source`` (the text of ``module``) names a game."""
    package = module if is_package else module.rpartition(".")[0]
    bad = []
    words = game_words()
    prefixes = tuple(f"cinch_qt.games.{name}" for name in GAME_PACKAGES)
    tree = ast.parse(source)
    # Docstrings may explain with a game as the example; only code counts.
    docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                  if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                    ast.AsyncFunctionDef))
                  and n.body and isinstance(n.body[0], ast.Expr)
                  and isinstance(n.body[0].value, ast.Constant)}
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            names = [name] + [f"{name}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docstrings:
            if node.value.strip().lower() in words:
                bad.append(f"line {node.lineno}: names the game {node.value!r}")
            elif any(p in node.value for p in prefixes):
                bad.append(f"line {node.lineno}: names a game's module in {node.value!r}")
        for name in names:
            if name in prefixes or name.startswith(tuple(p + "." for p in prefixes)):
                bad.append(f"line {node.lineno}: imports {name}")
                break
    return bad


def test_the_checker_sees_imports_and_names():
    # A checker that cannot fail proves nothing.
    mod = "cinch_qt.ui.storage.x"
    assert offences("from ...games.cinch.engine import cards\n", mod)
    assert offences("from ...games import cribbage\n", mod)
    assert offences("import cinch_qt.games.cribbage.table.window\n", mod)
    assert offences("GAME = 'crib-wars'\n", mod)
    assert offences("x = get_game('Cinch')\n", mod)
    assert offences("importlib.import_module('cinch_qt.games.cinch.game')\n", mod)
    assert offences("from . import cinch\n", "cinch_qt.games.x") == \
        ["line 1: imports cinch_qt.games.cinch"]
    assert not offences("from ...games import GAMES, get_game\n", mod)
    assert not offences("from ...games.cards import parse_card\n", mod)
    assert not offences('"""Cinch and Cribbage share this window: see\n'
                        'cinch_qt.games.cinch.game."""\n', mod)
    assert not offences("APP = 'cinch-qt'\n", mod)


def test_the_shared_rooms_name_no_game():
    found = {}
    for path in shared_files():
        rel = str(path.relative_to(PACKAGE))
        bad = offences(path.read_text(encoding="utf-8"), _module_of(path),
                       path.name == "__init__.py")
        if bad:
            found[rel] = bad
    new = {rel: bad for rel, bad in found.items() if rel not in NOT_YET}
    assert new == {}, "shared rooms that name a game (reach it through the registry)"
    cleaned = sorted(set(NOT_YET) - set(found))
    assert cleaned == [], "clean now: take them off NOT_YET"
