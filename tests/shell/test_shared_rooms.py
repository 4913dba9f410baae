"""The shared rooms know no game by name (DESIGN.md "Two games, one table"): ``ui/``,
``storage/``, ``i18n/``, ``arena/``, ``controller/``, ``themes/`` and ``app.py`` reach a
game only through ``games/base.py``, ``games/cards.py`` and the registry.

Read from the source (no import): a file fails when it imports a game's package
(``cinch_qt.games.<name>``, relative imports resolved), or holds a string (docstrings and
comments aside) that names a registered game by its name or title as a word ("Cinch and
Cribbage cannot save", "crib-wars"), or that is one of a game's stored settings keys,
of now or of an earlier version ("cinch/target", "game/target"; GameInfo.settings).
The program's own name (``cinch-qt``, the package ``cinch_qt``) is not a game's.  Files
that still do are listed in ``NOT_YET`` with what is left; the list may only shrink: a
listed file that has become clean fails too, so it is taken off."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from cinch_qt.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "cinch_qt"
SHARED = ("ui", "storage", "i18n", "arena", "controller", "themes", "app.py")
# A game package is a folder under games/; games/base.py, cards.py, stats.py, bots.py
# and the registry are shared.
GAME_PACKAGES = sorted(p.name for p in (PACKAGE / "games").iterdir()
                       if p.is_dir() and (p / "__init__.py").exists())

# Strings that still name a game, by file: the reason, and a piece of each such string.
# Only those are excused; anything new in the same file fails, and so does a listed file
# that has none left (take it off).
NOT_YET: dict[str, tuple[str, tuple[str, ...]]] = {}


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


# The program's name and package, which begin with the first game's name.
PROGRAM_NAME = re.compile(r"cinch[-_]qt", re.IGNORECASE)


def game_word_pattern() -> re.Pattern:
    """A game's name or title as a word of a text; "crib-wars" and "Crib Wars" alike."""
    words = sorted(game_words(), key=len, reverse=True)
    alternatives = "|".join(r"[-_ ]".join(map(re.escape, re.split(r"[-_ ]", w)))
                            for w in words)
    return re.compile(rf"(?<![A-Za-z0-9])(?:{alternatives})(?![A-Za-z0-9])", re.IGNORECASE)


def settings_keys() -> set[str]:
    """Every registered game's stored settings keys, and the keys they had before."""
    keys: set[str] = set()
    for info in GAMES.values():
        keys |= set(info.settings()) | set(info.renamed_settings())
    return keys


def names_a_game(text: str) -> str | None:
    """What in ``text`` names a game (a word or a settings key), or None."""
    for key in settings_keys():
        if key in text:
            return f"a game's setting {key!r}"
    found = game_word_pattern().search(PROGRAM_NAME.sub("", text))
    return f"the game {found.group(0)!r}" if found else None


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
            elif (named := names_a_game(node.value)) is not None:
                bad.append(f"line {node.lineno}: names {named} in {node.value!r}")
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
    # A game's name inside a sentence, a settings key, now or before.
    assert offences("t = tr('Cinch and Cribbage cannot save')\n", mod)
    assert offences("t = tr('Records of Crib Wars games (*.json)')\n", mod)
    assert offences("x = 'a crib-wars board'\n", mod)
    assert offences("stored.get('cribbage/skunks')\n", mod)
    assert offences("stored.get('cinch/target')\n", mod)
    assert offences("stored.get('game/target')\n", mod)
    assert offences("t = tr('Cinch: no font installed')\n", mod)
    assert not offences("t = tr('%1 cannot save')\n", mod)
    assert not offences("stored.get('table/speed')\n", mod)
    assert not offences("name = 'cinch-qt-accuracy'\n", mod)
    assert not offences("key = 'cinch_qt'\n", mod)
    assert not offences("# Cinch and Cribbage\nx = 1\n", mod)
    assert not offences("x = 'pinch'\ny = 'cribbages'\n", mod)


def test_the_shared_rooms_name_no_game():
    found = {}
    excused = set()
    for path in shared_files():
        rel = str(path.relative_to(PACKAGE))
        bad = offences(path.read_text(encoding="utf-8"), _module_of(path),
                       path.name == "__init__.py")
        pieces = NOT_YET.get(rel, ("", ()))[1]
        for offence in bad:
            piece = next((p for p in pieces if p in offence), None)
            if piece is None:
                found.setdefault(rel, []).append(offence)
            else:
                excused.add((rel, piece))
    assert found == {}, "shared rooms that name a game (reach it through the registry)"
    cleaned = sorted(set(NOT_YET) - {rel for rel, _piece in excused})
    assert cleaned == [], "clean now: take them off NOT_YET"


# A shared room reaches a game's parts through GameInfo's accessors, one per role
# (docs/games.md "What a game gives the shared rooms"), and asks no object whether it
# has something: the shell's base classes declare what a game may leave out.  The
# benign probes, by file: the object probed and the attribute, with why it stays.
PROBES_ALLOWED: dict[str, dict[tuple[str, str], str]] = {
    "ui/card_table_view.py": {("self", "_laid_out_at"): "the view's own lazy memo"},
    "ui/card_item.py": {("self", "name"): "the item compares its own fields by name"},
    "ui/settings_dialog.py": {
        ("parent", "qsettings"): "any widget may parent the dialog (tests give none)"},
    "storage/gamefile.py": {("exc", "where"): "an exception's optional detail"},
    "storage/gamesdb.py": {("self", "db"): "a half-built store closing",
                           ("exc", "strerror"): "an OSError's optional detail",
                           ("exc", "sqlite_errorcode"): "Python 3.11+ only"},
    "i18n/__init__.py": {("importlib.import_module(f'{__name__}.{module}')", "name"):
                         "the program's own lazy names, not a game's"},
    "controller/table_session.py": {
        ("action", "seat"): "an error message about any action",
        ("error", "rule"): "an error message about any refusal"},
    "themes/paths.py": {("sys", "frozen"): "the interpreter, set by PyInstaller",
                        ("sys", "_MEIPASS"): "the interpreter, set by PyInstaller"},
    "themes/pixmap_cache.py": {("self", "_last_error"): "the cache's own lazy field"},
    "app.py": {("sys", "_cinch_qt_t0"): "the launcher's start time, when it set one",
               ("args", "option"): "argparse namespace",
               ("args", "switched"): "argparse namespace",
               ("args", "imported"): "argparse namespace",
               ("storage_ui", "name"): "wraps its own two methods by name"},
}


def probes(source: str) -> list[tuple[int, str, str, str]]:
    """(line, call, object, attribute) of every ``companion(``, ``has_part(``,
    ``hasattr(`` and ``getattr(`` in ``source``; the attribute is the string given,
    else its expression."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in ("companion", "has_part"):
            found.append((node.lineno, func.attr, ast.unparse(func.value), ""))
        elif isinstance(func, ast.Name) and func.id in ("hasattr", "getattr") \
                and len(node.args) >= 2:
            attr = node.args[1]
            name = attr.value if isinstance(attr, ast.Constant) else ast.unparse(attr)
            found.append((node.lineno, func.id, ast.unparse(node.args[0]), str(name)))
    return found


def test_the_probe_checker_sees_lookups_and_probes():
    assert probes("m = info.companion('table.replay')\n") == \
        [(1, "companion", "info", "")]
    assert probes("x = GAMES[g].has_part('table/replay')\n") == \
        [(1, "has_part", "GAMES[g]", "")]
    assert probes("x = hasattr(session, 'record')\n") == \
        [(1, "hasattr", "session", "record")]
    assert probes("p = getattr(module, 'PAGE', None)\n") == \
        [(1, "getattr", "module", "PAGE")]
    assert probes("p = info.statistics_page()\nq = session.game_name\n") == []


def test_the_shared_rooms_look_up_no_part_and_probe_no_object():
    found = {}
    used = set()
    for path in shared_files():
        rel = str(path.relative_to(PACKAGE))
        allowed = PROBES_ALLOWED.get(rel, {})
        for line, call, obj, attr in probes(path.read_text(encoding="utf-8")):
            if call in ("hasattr", "getattr") and (obj, attr) in allowed:
                used.add((rel, obj, attr))
                continue
            found.setdefault(rel, []).append(f"line {line}: {call}({obj}, {attr!r})")
    assert found == {}, ("reach a game's part through GameInfo's accessor for its role; "
                         "declare what a game may leave out on the shell's base class")
    stale = sorted((rel, obj, attr) for rel, pairs in PROBES_ALLOWED.items()
                   for obj, attr in pairs if (rel, obj, attr) not in used)
    assert stale == [], "gone now: take them off PROBES_ALLOWED"
