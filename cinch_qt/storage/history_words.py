"""The filed columns of the games database in the player's words: seat and rival
names, results, the opponents and rules labels, and a history row made from a
database row (through a game's filing, ``GameInfo.filing``, when it has one).  Made
when shown: the database keeps only codes and numbers."""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication

from ..games import DEFAULT_GAME, GAMES, get_game
from ..i18n.placeholders import fill
from ..i18n.words import level_name
from .db_rows import FiledHistory, HistoryRow

# Called under this name so pyside6-lupdate finds every string (it reads literal calls).
translate = QCoreApplication.translate

YOU = 0  # South (R1)
_SEAT_WORDS = {"S": "South", "W": "West", "N": "North", "E": "East"}


def player_name(seat: str) -> str:
    """A Cinch seat's name in the language (Cinch's words load on first use)."""
    from ..i18n.seats import player_name as named
    return named(seat)


def result_text(won: bool, totals: dict[str, int], ours: str) -> str:
    others = [(k, v) for k, v in totals.items() if k != ours]
    if len(others) == 1:
        if won:
            text = translate("GamesDB", "Won %1–%2")
        else:
            text = translate("GamesDB", "Lost %1–%2")
        return fill(text, totals.get(ours, 0), others[0][1])
    # Cut-throat (R61): scores may be negative, so name each rival instead of "a–b–c".
    if won:
        text = translate("GamesDB", "Won %1 (%2)")
    else:
        text = translate("GamesDB", "Lost %1 (%2)")
    rivals = [fill(translate("GamesDB", "%1 %2"), player_name(k), v) for k, v in others]
    return fill(text, totals.get(ours, 0), ", ".join(rivals))


def opponents_label(stored: str) -> str:
    """The opponents column as filed ("normal", "mixed (W easy, E expert)",
    "unknown") in the player's language: "normal", "mixed (West easy, East expert)"."""
    if stored.startswith("mixed (") and stored.endswith(")"):
        parts = []
        for item in stored[len("mixed ("):-1].split(", "):
            seat, _, word = item.partition(" ")
            name = player_name(seat) if seat in _SEAT_WORDS else _seat_words(seat)
            parts.append(fill(translate("GamesDB", "%1 %2"), name, level_name(word)))
        return fill(translate("GamesDB", "mixed (%1)"), ", ".join(parts))
    return level_name(stored)


def _seat_words(seat: str) -> str:
    """A seat letter no four-seat table has ("SW") in words, by the game that uses it
    (its filing), or the letters as filed."""
    for name in GAMES:
        filing = _filing(name)
        if filing is not None:
            try:
                return filing.seat_words(seat)
            except ValueError:
                continue
    return seat


def _filing(game: str):  # noqa: ANN202 - a game's module, or None
    """What a game files and shows beyond the shared columns (its ``filing.py``, see
    ``games.filing_hooks.Filing``), or None when it has nothing.  Looked up once per game module
    (a history reads it per row)."""
    if game not in GAMES:
        return None
    module = GAMES[game].module
    if module not in _FILING:
        _FILING[module] = GAMES[game].filing()
    return _FILING[module]


_FILING: dict[str, object] = {}


def history_row(row: tuple) -> HistoryRow:
    """One history row from the database (``GamesDB._HISTORY_COLUMNS``); a value that
    cannot be read (hand-edited or damaged file) gives a row that says so instead of
    failing the whole list."""
    gid, when, lineup, won, totals, players, record, undos, game, figures = row
    game = game if isinstance(game, str) else DEFAULT_GAME
    filed = FiledHistory(gid, when if isinstance(when, str) else "", lineup, won, totals,
                         players, record, undos, game, figures)
    filing = _filing(game)
    if filing is not None:
        return filing.history_row(filed)
    return _other_history_row(filed)


def _other_history_row(row: FiledHistory) -> HistoryRow:
    """A history row of a game without a filing: its title before the line-up, the
    result from its game points (the person's side first, see
    ``GamesDB._shared_columns``)."""
    game = row.game
    try:
        points = json.loads(row.totals)
        result = result_text(bool(row.won), points, next(iter(points)))
    except Exception as exc:  # noqa: BLE001 - any bad value: this row only
        text = translate("GamesDB", "this game cannot be read (%1)").replace("%1", str(exc))
        return HistoryRow(row.id, row.finished_at, "", text, False, error=str(exc),
                          game=game)
    return HistoryRow(row.id, row.finished_at, titled(game, row.lineup), result,
                      bool(row.won), 0, game=game)


def titled(game: str, lineup: object) -> str:
    """"Crib Wars: You v North": a line-up after its game's title, in the language."""
    title = translate("GameChooser", get_game(game).title if game in GAMES else game)
    return fill(translate("GamesDB", "%1: %2"), title, lineup) \
        if isinstance(lineup, str) and lineup else title
