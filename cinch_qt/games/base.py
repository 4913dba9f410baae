"""The protocol every game implements, and the registry of games (pure Python, no Qt).

Learned from OpenSpiel's game/state split: a *game* (here a small descriptor) knows the
options and makes states; a *state* says whose turn it is, what they may do, takes an
action, and says what one seat may know.  Everything shared (arena, storage, hint,
chooser) reaches a game only through this module; a game's own modules are imported
only when it is chosen (``get_game``), so start-up pays for none of them.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .frozen_value import FrozenValue

# A game's modules import these from here, the one door into the shared layer.
from .game_state import PERSON as PERSON
from .game_state import GameState as GameState
from .game_state import IllegalAction as IllegalAction
from .game_state import TurnKeeping as TurnKeeping

if TYPE_CHECKING:
    # Loaded with the frame felt only: a Protocol class costs on every start.
    from .felt_frame import FeltGame


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - lupdate's name
    """Marks ``text`` for pyside6-lupdate (which reads calls by this name) without
    importing Qt: a registry line's title and description are translated where shown
    (context "GameChooser")."""
    return text


class Setting(FrozenValue):
    """One stored setting a game keeps (listed in its ``settings_keys.py``, see
    ``GameInfo.settings``) or the program shares: its default, and the values allowed
    (``choices``, or an int from ``low`` to ``high``).  (A FrozenValue: a dataclass
    compiles its methods at import, on every start's way to the first painted table.)"""

    _fields = ("default", "choices", "low", "high")
    default: Any
    choices: tuple | None
    low: int | None
    high: int | None

    def __init__(self, default: Any, choices: tuple | None = None, low: int | None = None,
                 high: int | None = None) -> None:
        self.__dict__.update(default=default, choices=choices, low=low, high=high)


@dataclass(frozen=True)
class GameInfo:
    """One registry entry.  ``module`` is imported only by ``load``; it must define
    ``new_state(options: dict, seed: int)``, ``from_record(record: dict)`` and
    ``OPTIONS`` (option name -> default)."""
    name: str
    title: str
    module: str
    defaults: Mapping[str, Any] = field(default_factory=dict)  # overrides of OPTIONS
    # The "format" value of the game's records, so storage can tell which game wrote a
    # record without importing every game.
    record_format: str = ""
    # One line for the game chooser, in English (translated in context "GameChooser").
    description: str = ""
    # Program options that choose this game by what it is played with, option -> value:
    # Crib Wars is {"board": "crib-wars"}, so ``cinch-qt --board crib-wars`` plays it.
    # The program offers ``--OPTION`` with every entry's values, naming no game itself.
    picked_by: Mapping[str, str] = field(default_factory=dict)
    # How many may play (the program's ``--players`` offers every entry's counts).
    players: tuple[int, ...] = ()

    def load(self) -> Any:
        return importlib.import_module(self.module)

    def companion(self, part: str) -> Any | None:
        """The module ``part`` (dotted, like ``"table.replay"``) of the game's package,
        imported now, or None when the game has none: what the accessors below (one per
        role: ``launcher``, ``replay_dialog`` …) turn a role into, so the shared rooms
        name no module; entries sharing a module share its companions."""
        name = self.module.rpartition(".")[0] + "." + part
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as exc:
            # Only a missing module (or package on the way) means "none"; one that fails
            # to import for another reason is a bug and must show.
            if exc.name is None or not name.startswith(exc.name):
                raise
            return None

    # The parts of a game the shared rooms use, one accessor per role (docs/games.md,
    # "What a game gives the shared rooms"): each imports its module now and answers
    # None (or nothing) for a game without it, so no shared room names a module or asks
    # a module what it has.

    def launcher(self) -> Any | None:
        """The class that starts the game's table (``table/launch.py``'s ``LAUNCH``)."""
        return self._companion_name("table.launch", "LAUNCH")

    def replay_dialog(self) -> Any | None:
        """The game's replay window class (``table/replay.py``'s ``ReplayDialog``)."""
        return self._companion_name("table.replay", "ReplayDialog")

    def statistics_page(self) -> Any | None:
        """The game's statistics page class (``table/statistics.py``'s ``PAGE``)."""
        return self._companion_name("table.statistics", "PAGE")

    def settings_page(self) -> Any | None:
        """The game's settings page class (``table/settings_page.py``'s ``PAGE``)."""
        return self._companion_name("table.settings_page", "PAGE")

    def has_table(self) -> bool:
        """Whether the game has a table to play it at (its ``table`` package), found
        without importing the game."""
        return self.has_part("table")

    def has_replay(self) -> bool:
        """Whether the game's records can be replayed (``table/replay.py``), found
        without importing the game."""
        return self.has_part("table/replay")

    def has_review(self) -> bool:
        """Whether the game has a hand review, found without importing the game."""
        return self.has_part("table/review_part")

    def review_part(self) -> Any | None:
        """The game's hand review module (``table/review_part.py``, games/review.py
        lists what it defines), or None for a game without one."""
        return self.companion("table.review_part") if self.has_review() else None

    def table_picture(self) -> Any | None:
        """The game's own drawing of its table for the chooser (``table/picture.py``'s
        ``table_picture``), or None for a game whose picture is its felt alone."""
        return self._companion_name("table.picture", "table_picture")

    def help_pages(self) -> tuple:
        """The game's Help pages (``table/help.py``'s ``HELP_PAGES``), none without."""
        return tuple(self._companion_name("table.help", "HELP_PAGES") or ())

    def record_check(self) -> Any | None:
        """The game's own record reader (``table/record_check.py``'s ``check_record``),
        or None for a game read by the shared check."""
        return self._companion_name("table.record_check", "check_record")

    def arena_front(self) -> Any | None:
        """The game's own arena command line (``arena_cli.py``'s ``main``), or None for
        a game the shared arena front plays."""
        return self._companion_name("arena_cli", "main")

    def describe(self, record: dict, state: Any) -> str | None:
        """The saved game in one line by the game module's optional ``describe``, or
        None for a game without one."""
        hook = getattr(self.load(), "describe", None)
        return hook(record, state) if hook is not None else None

    def side_name(self, state: Any, seat: int) -> str:
        """The name of ``seat``'s side by the game module's optional ``side_name``;
        "" for a game without sides of its own."""
        hook = getattr(self.load(), "side_name", None)
        return hook(state, seat) if hook is not None else ""

    def _companion_name(self, part: str, name: str) -> Any | None:
        """``name`` in the companion module ``part``, or None without the module or
        the name."""
        module = self.companion(part)
        return getattr(module, name, None) if module is not None else None

    def filing(self) -> Any | None:
        """What the game files in the games database beyond the columns every game has
        (``storage/gamesdb.py``): its package's ``filing`` module, with the hooks
        ``games/filing_hooks.py`` lists, or None for a game that files only the shared
        columns.  Entries sharing a module share it."""
        return self.companion("filing")

    def help_folder(self) -> Path:
        """The folder of the game's help pages (``games/<game>/help``: hand-written HTML,
        one file per page and language), found without importing the game; the game's
        ``table.help`` pages read them and the builds ship them with the package."""
        return self._package_folder() / "help"

    def catalogue(self, language: str) -> Path:
        """The game's translation source for ``language`` (``games/<game>/translations/
        <group>_<language>.ts``; it may not exist): compiled with the program's own
        catalogue into one per language (docs/i18n.md)."""
        return (self._package_folder() / "translations"
                / f"{self.settings_group}_{language}.ts")

    def _package_folder(self) -> Path:
        package = self.module.rpartition(".")[0]
        spec = importlib.util.find_spec(package)
        folders = list(spec.submodule_search_locations or []) if spec else []
        if not folders:
            raise LookupError(f"{self.name}: its package {package!r} has no folder")
        return Path(folders[0])

    @property
    def settings_group(self) -> str:
        """The group every stored setting of the game is under (``cribbage`` for
        ``cribbage/skunks``): its package's name, known without importing the game."""
        return self.module.rpartition(".")[0].rpartition(".")[2]

    def settings(self) -> Mapping[str, Setting]:
        """The game's stored settings, key -> ``Setting``: its package's
        ``settings_keys.SETTINGS`` (a small module without Qt, imported now), or none.
        Entries sharing a module share them.  A key outside the game's group is refused:
        a game cannot take another's keys or the shared ones."""
        return self._settings_part()[0]

    def renamed_settings(self) -> Mapping[str, str]:
        """Keys the game's choices were kept under by earlier versions, old -> new
        (``settings_keys.RENAMED``): storage moves them when it opens a settings file."""
        return self._settings_part()[1]

    def _settings_part(self) -> tuple[Mapping[str, Setting], Mapping[str, str]]:
        module = self.companion("settings_keys")
        if module is None:
            return {}, {}
        keys = module.SETTINGS
        renamed = getattr(module, "RENAMED", {})  # optional: only a game that moved keys
        group = self.settings_group + "/"
        for key in keys:
            if not key.startswith(group) or key == group:
                raise ValueError(f"{self.name}: setting {key!r} is not under its group "
                                 f"{group!r}")
        for old, new in renamed.items():
            if new not in keys:
                raise ValueError(f"{self.name}: {old!r} is renamed to {new!r}, which is "
                                 f"not one of its settings")
        return keys, renamed

    def has_part(self, part: str) -> bool:
        """Whether the game's package holds ``part`` (a module or package name, like
        ``"table"``), found without importing the game."""
        package = self.module.rpartition(".")[0]
        spec = importlib.util.find_spec(package)
        for folder in (spec.submodule_search_locations or []) if spec else []:
            if (Path(folder) / part / "__init__.py").exists() or \
                    (Path(folder) / f"{part}.py").exists():
                return True
        # A frozen build (PyInstaller) keeps modules in its archive, not as files: ask the
        # import system, which imports the game's package (not the part) to answer.
        try:
            return importlib.util.find_spec(f"{package}.{part}") is not None
        except (ImportError, ValueError):
            return False

    def options(self, **chosen: Any) -> dict[str, Any]:
        """The full option set: the game's defaults, this entry's, then ``chosen``."""
        opts = dict(self.load().OPTIONS)
        opts.update(self.defaults)
        unknown = sorted(set(chosen) - set(opts))
        if unknown:
            raise ValueError(f"{self.name} has no option {unknown[0]!r}")
        opts.update(chosen)
        return opts

    def new_state(self, seed: int = 0, **chosen: Any) -> GameState:
        return self.load().new_state(self.options(**chosen), seed)

    def from_record(self, record: dict) -> GameState:
        return self.load().from_record(record)

    def felt(self) -> FeltGame:
        """The game's ``FeltGame`` (games/felt_frame.py; its module's ``FELT``), for a
        game played on the shell's frame felt; AttributeError for a game with a table
        of its own."""
        return self.load().FELT

    def follow_on(self, record: dict) -> dict | None:
        """The record of the game that comes next, not begun, when the finished game
        ``record`` is one of a series that goes on (a match of several games): the
        module's optional ``follow_on``; None for a game without series."""
        hook = getattr(self.load(), "follow_on", None)
        return hook(record) if hook is not None else None


GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> None:
    GAMES[info.name] = info


def game_of_record(record: Any) -> GameInfo | None:
    """The registered game that wrote ``record``: its ``format`` names the game's
    records; when entries share one (Cribbage, Crib Wars), the entry whose own defaults
    the record's ``rules`` hold all of, the most specific first.  None when unknown."""
    fmt = record.get("format") if isinstance(record, dict) else None
    rules = record.get("rules") if isinstance(record, dict) else None
    rules = rules if isinstance(rules, dict) else {}
    best: GameInfo | None = None
    for info in GAMES.values():
        if not info.record_format or info.record_format != fmt:
            continue
        if any(rules.get(k) != v for k, v in info.defaults.items()):
            continue
        if best is None or len(info.defaults) > len(best.defaults):
            best = info
    return best


def get_game(name: str) -> GameInfo:
    try:
        return GAMES[name]
    except KeyError:
        raise KeyError(f"no game {name!r}; known: {', '.join(sorted(GAMES))}") from None
