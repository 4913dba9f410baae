"""The command line: its options, ``--help`` in the person's language, and the check
that an option a game's rules take is not given for a game without it.

A plain start parses the arguments without importing Qt (PySide6 must first be imported
under the signature cache, app.py) and without any text: ``build_parser`` is given an
``translate`` that keeps the English and a ``fill`` that leaves the text as it is.  Only
``-h``/``--help`` builds the parser again with Qt's translator in the language the
program would speak — ``--language`` when given, else the one saved in Settings (read
from the settings file alone: no lock is taken, nothing written), else the system's
(``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, read through QLocale as at every
start) — argparse's own words ("usage:", the options' heading) included (docs/i18n.md).
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

SPEED_CHOICES = ("instant", "fast", "normal", "slow")
# Options a game's own rules take, by the rules' option name: ``--help`` gives each
# game's default (read from the game, so it follows its rules) and names the games
# that have no such option; giving one for a game without it is refused (exit 2).
GAME_OPTIONS = ("players", "target")
WIDTH = 78

Translate = Callable[[str, str], str]
Fill = Callable[..., str]


def _as_written(_context: str, text: str) -> str:
    return text


def _unfilled(text: str, *_values: object) -> str:
    return text


def picked_by() -> dict[str, dict[str, str]]:
    """The options that choose a game by what it is played with (``--board crib-wars``),
    option -> {value: game}, from the registry (GameInfo.picked_by)."""
    from .games import GAMES
    options: dict[str, dict[str, str]] = {}
    for name, info in GAMES.items():
        for option, value in info.picked_by.items():
            options.setdefault(option, {})[value] = name
    return options


class _Formatter(argparse.RawDescriptionHelpFormatter):
    """argparse's layout with its one word of its own ("usage: ") in the language."""

    usage_word = "usage: "

    def add_usage(self, usage, actions, groups, prefix=None) -> None:  # noqa: ANN001
        super().add_usage(usage, actions, groups,
                          self.usage_word if prefix is None else prefix)


class _HelpAction(argparse.Action):
    """-h/--help: the program, every game and each option's game, in the language the
    program speaks.  The games' defaults are read (importing each game's rules) and Qt
    is loaded only here, never on a plain start."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS,
                 default: object = argparse.SUPPRESS, help: str | None = None,
                 argv: Sequence[str] = ()) -> None:
        super().__init__(option_strings, dest, default=default, nargs=0, help=help)
        self.argv = list(argv)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        sys.stdout.write(help_text(self.argv))
        parser.exit()


def build_parser(argv: Sequence[str] = (), translate: Translate = _as_written,
                 fill: Fill = _unfilled) -> argparse.ArgumentParser:
    """The program's options; their words through ``translate`` and ``fill`` (kept as
    written, and never shown, on a plain start)."""
    # The registry's names only: no game module is imported to list them.
    from .games import GAMES
    titles = [info.title for info in GAMES.values()]
    _Formatter.usage_word = translate("CommandLine", "usage: ")
    p = argparse.ArgumentParser(prog="cinch-qt", add_help=False, formatter_class=_Formatter,
                                description=textwrap.fill(fill(translate(
                                    "CommandLine", "Play %1 against computer opponents on a felt "
                                    "table, offline.  Every option is for every game unless "
                                    "it says which; the games are listed at the end."),
                                    _listed(titles, translate, fill)), WIDTH))
    # Every option in one group of our own, so its heading is in the language too.
    o = p.add_argument_group(translate("CommandLine", "options"))
    o.add_argument("-h", "--help", action=partial(_HelpAction, argv=argv),
                   help=translate("CommandLine", "show this help (the games and their defaults) "
                                           "and exit"))
    o.add_argument("--seed", type=int, default=None, metavar="N",
                   help=translate("CommandLine", "seed for the shuffles"))
    o.add_argument("--speed", choices=SPEED_CHOICES, default=None,
                   help=translate("CommandLine", "animation speed (instant: no animation, no "
                                           "pauses); default: the saved setting, else normal"))
    o.add_argument("--autoplay", action="store_true",
                   help=translate("CommandLine", "the hint bot plays your seat"))
    o.add_argument("--quit-after-game", action="store_true",
                   help=translate("CommandLine", "quit when the game ends (exit 0, or 1 if "
                                           "anything raised)"))
    o.add_argument("--data-dir", type=Path, default=None,
                   metavar=translate("CommandLine", "FOLDER"),
                   help=translate("CommandLine", "folder for saved games, settings and statistics"))
    o.add_argument("--screenshot", type=Path, default=None,
                   metavar=translate("CommandLine", "FILE"),
                   help=translate("CommandLine", "write a PNG of the window when the program "
                                                 "quits"))
    o.add_argument("--players", type=int, default=None,
                   choices=sorted({n for info in GAMES.values() for n in info.players}),
                   help=translate("CommandLine", "number of players (each game's own are "
                                                 "in its line below)"))
    for option, games in picked_by().items():
        o.add_argument(f"--{option}", choices=tuple(games), default=None,
                       help=fill(translate("CommandLine", "the game each value plays: %1"),
                                 ", ".join(f"{value} ({game})"
                                           for value, game in games.items())))
    o.add_argument("--target", type=int, default=None,
                   metavar=translate("CommandLine", "POINTS"),
                   help=translate("CommandLine", "points that win the game"))
    o.add_argument("--level", default=None, metavar=translate("CommandLine", "LEVEL"),
                   help=fill(translate("CommandLine", "the computer opponents' level (%1 …); "
                                                "default: the game's saved setting, else "
                                                "normal"), "random, easy, normal, expert"))
    o.add_argument("--size", default=None, metavar=translate("CommandLine", "WxH"),
                   help=translate("CommandLine", "window size, e.g. 1280x800"))
    o.add_argument("--language", default=None, metavar="en|fr|nl",
                   help=translate("CommandLine", "interface language for this run (default: the "
                                           "saved setting, else the system's)"))
    o.add_argument("--exit-on-first-paint", action="store_true",
                   help=translate("CommandLine", "print the time to the first painted table and "
                                           "quit"))
    o.add_argument("--game", choices=tuple(GAMES), default=None,
                   help=fill(translate("CommandLine", "the game to play: %1 (default: the last one "
                                                "chosen; the first start asks)"),
                             ", ".join(GAMES)))
    return p


def _listed(items: list[str], translate: Translate, fill: Fill) -> str:
    """"A, B and C" in the language (the same words as i18n/program.py's ``listed``)."""
    if len(items) < 2:
        return "".join(items)
    head = items[0]
    for item in items[1:-1]:
        head = fill(translate("Program", "%1, %2"), head, item)
    return fill(translate("Program", "%1 and %2"), head, items[-1])


def describe_games(parser: argparse.ArgumentParser, translate: Translate = _as_written,
                   fill: Fill = _unfilled) -> None:
    """Add to ``parser``'s help what depends on the registered games: a section with
    each game's line, players and options, and per option its default for each game."""
    from .games import GAMES
    options = {name: info.options() for name, info in GAMES.items()}
    lines = textwrap.wrap(translate("CommandLine", "games (--game NAME; the first start shows "
                                             "them with a picture of each table, and Game > "
                                             "Choose game at any time):"), WIDTH)
    for name, info in GAMES.items():
        facts = [fill(translate("CommandLine", "%1: %2"), translate("GameChooser", info.title),
                      translate("GameChooser", info.description).rstrip("."))]
        if "players" in options[name]:
            counts = [str(n) for n in info.players]
            facts.append(fill(translate("CommandLine", "%1 players unless --players says (%2)"),
                              options[name]["players"], counts[0] if len(counts) < 2 else
                              fill(translate("GameChooser", "%1 or %2"),
                                   ", ".join(counts[:-1]), counts[-1])))
        facts += [fill(translate("CommandLine", "same as --%1 %2"), option, value)
                  for option, value in info.picked_by.items()]
        joined = translate("CommandLine", "; ").join(facts) + "."
        lines += textwrap.wrap(joined, WIDTH, initial_indent=f"  {name:<12}",
                               subsequent_indent=" " * 14, break_on_hyphens=False)
    parser.epilog = "\n".join(lines)
    for action in parser._actions:
        if action.dest not in GAME_OPTIONS:
            continue
        having = {name: opts[action.dest] for name, opts in options.items()
                  if action.dest in opts}
        text = fill(translate("CommandLine", "default: %1"), ", ".join(
            fill(translate("CommandLine", "%1 for %2"), value, name)
            for name, value in having.items()))
        if without := [name for name in GAMES if name not in having]:
            text += fill(translate("CommandLine", "; not an option of %1: their line below says "
                                            "how they are played"), ", ".join(without))
        action.help = f"{action.help} ({text})"


def help_language(argv: Sequence[str]) -> tuple[str | None, Path | None]:
    """(the ``--language`` given, or None for the system's; the ``--data-dir`` given)."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--language")
    early.add_argument("--data-dir", type=Path)
    known, _rest = early.parse_known_args(list(argv))
    return known.language, known.data_dir


def saved_language(data_dir: Path | None) -> str | None:
    """The language chosen in Settings, read from the data folder's settings file
    without opening the data folder (no lock, nothing written); None when there is no
    such file or no valid choice in it."""
    from PySide6.QtCore import QSettings

    from .datadir import default_data_dir
    from .i18n.translator import normalise_language
    from .storage.settings import SETTINGS_FILE
    path = (data_dir or default_data_dir(migrate=False)) / SETTINGS_FILE
    if not path.is_file():
        return None
    value = QSettings(str(path), QSettings.Format.IniFormat).value("ui/language")
    try:
        return normalise_language(value) if isinstance(value, str) else None
    except ValueError:
        return None


def help_text(argv: Sequence[str]) -> str:
    """The whole ``--help`` in the language the program would speak (see the module's
    words).  Our catalogue is asked directly, not installed: no application is made,
    and one already running (tests) keeps its language."""
    from PySide6.QtCore import QTranslator

    from .i18n.placeholders import fill
    from .i18n.translator import SOURCE_LANGUAGE, find_qm, normalise_language, system_language
    language, data_dir = help_language(argv)
    try:
        wanted = normalise_language(language) or saved_language(data_dir) or \
            system_language()
    except ValueError:
        wanted = system_language()       # the run itself says what is wrong with it
    catalogue = QTranslator()
    if wanted != SOURCE_LANGUAGE:
        qm = find_qm(wanted, data_dir / "cache" / "translations" if data_dir else None)
        if qm is not None:
            catalogue.load(str(qm))

    def translate(context: str, text: str) -> str:
        return catalogue.translate(context, text) or text
    parser = build_parser(argv, translate, fill)
    describe_games(parser, translate, fill)
    return parser.format_help()


def parse_args(argv: list[str]) -> argparse.Namespace:
    return build_parser(argv).parse_args(argv)


def refused_option(args: argparse.Namespace, game: str) -> str | None:
    """Why an option of the command line cannot be had by ``game`` (a game whose rules
    have no such option, as ``--target`` for Cribbage, which is always played to its
    board's end: C80), in the person's language; None when every one can."""
    from PySide6.QtCore import QCoreApplication

    from .games import GAMES
    from .i18n.placeholders import fill
    from .i18n.program import game_title
    given = [o for o in GAME_OPTIONS if getattr(args, o, None) is not None]
    if not given:
        return None
    options = GAMES[game].options()
    for option in given:
        if option not in options:
            having = [name for name, info in GAMES.items() if option in info.options()]
            return fill(QCoreApplication.translate(
                "CommandLine", "--%1 cannot be used with %2: that game is played to the end "
                               "its rules set; --%1 is for %3"),
                option, game_title(game), ", ".join(having))
    return None
