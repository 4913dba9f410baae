"""What the games database files and shows for a cribbage game (Cribbage, Crib Wars;
``games.filing_hooks.Filing``, reached through ``GameInfo.filing`` so storage names no game):
the shared columns (the line-up by sides, the opponents' level), the figures the
statistics sum (``statistics.py``), the result with its marks and skunks, and the
six-player seats in words."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...i18n.placeholders import fill
from ...i18n.words import autoplay_word, level_name
from ...storage.db_rows import FiledHistory, FiledRow, HistoryRow, undid
from ...storage.gamesdb import YOU, _levels, _names, autoplayed, given_up, titled
from . import statistics
from .game import side_name
from .statistics import CribSummary as Summary
from .statistics import is_assisted, match_of, opponents
from .table.names import crib_player, crib_side_short

# Called under this name so pyside6-lupdate finds every string (it reads literal calls).
translate = QCoreApplication.translate


def columns(record: dict, state: Any) -> dict:
    """The shared columns of a finished cribbage game: ``totals`` holds the game's
    ``result()`` with the person's side first."""
    result = dict(state.result() or {})
    ours = side_name(state, YOU)
    totals = {ours: result.get(ours, 0)} | result if ours in result else result
    names = record.get("names") if isinstance(record.get("names"), dict) else {}
    return {"players": len(record.get("seats", [])) or len(names),
            "opponents": opponents(record), "lineup": lineup(record, translated=False),
            "won": result.get(ours, 0) > 0, "totals": totals}


def figures_of(record: dict, state: Any = None) -> dict:
    """The figures the statistics and the history read (``statistics.figures_of``)."""
    return statistics.figures_of(record)


def summarise(rows: Sequence[FiledRow], chart_games: int = 50) -> Summary:
    """The statistics of the counted games ``rows``, oldest first
    (``statistics.summarise``), with the games in which the person used Undo."""
    s = statistics.summarise([(row.figures, row.finished_at) for row in rows], chart_games)
    s.with_undos = sum(1 for row in rows if undid(row.undos))
    return s


def history_row(row: FiledHistory) -> HistoryRow:
    """A cribbage game's row of the history: its title and line-up, its result with
    the marks and skunks, worded from its filed figures (or else its record)."""
    try:
        data = row.figures if row.figures is not None else row.record
        rec = json.loads(data) if isinstance(data, str) else None
        if not isinstance(rec, dict):
            raise ValueError("no figures and no record")
        result = result_text(rec)
        shown = lineup(rec)
    except Exception as exc:  # noqa: BLE001 - any bad value: this row only
        text = translate("GamesDB", "this game cannot be read (%1)").replace("%1", str(exc))
        return HistoryRow(row.id, row.finished_at, "", text, False, error=str(exc),
                          game=row.game)
    return HistoryRow(row.id, row.finished_at, titled(row.game, shown), result,
                      bool(row.won), 0, game=row.game)


def _head(record: dict) -> dict:
    """What the line-up and the result read: a whole record, or the ``head`` of the
    figures filed for it (``statistics.figures_of``), which the history reads instead
    of the record."""
    head = record.get("head")
    return head if isinstance(head, dict) else record


def lineup(record: dict, translated: bool = True) -> str:
    """A cribbage line-up by sides, the person's first: "You v West (easy) v East
    (easy)", "You & North v West & East (normal)"; in the current language unless
    ``translated`` is False (the English kept in the database).  ``record`` may be the
    filed figures."""
    record = _head(record)
    levels, names = _levels(record), _names(record)
    sides = sorted(record["sides"].items(), key=lambda kv: "S" not in kv[1])
    defaults = {"S": "You", "W": "West", "N": "North", "E": "East"}

    def who(seat: str) -> str:
        name = names.get(seat) or defaults.get(seat, seat)
        if translated and name == defaults.get(seat, seat):
            name = crib_player(seat)
        return name

    def level_of(seats: list[str]) -> str:
        if "S" in seats:
            return (autoplay_word() if translated else "autoplay") if autoplayed(record) \
                else ""
        found = sorted({levels.get(s) for s in seats if levels.get(s)})
        if len(found) != 1:
            return ""
        return level_name(found[0]) if translated else found[0]

    teammates = translate("GamesDB", "%1 & %2") if translated else "%1 & %2"
    against = translate("GamesDB", "%1 v %2") if translated else "%1 v %2"
    parts = []
    for _side, seats in sides:
        text = who(seats[0])
        for seat in seats[1:]:
            text = fill(teammates, text, who(seat))
        level = level_of(list(seats))
        parts.append(f"{text} ({level})" if level else text)
    out = parts[0]
    for part in parts[1:]:
        out = fill(against, out, part)
    return out


def seat_words(seat: str) -> str:
    """A cribbage seat ("SW") in words; ValueError for a seat cribbage has not."""
    return crib_player(seat)


def result_text(record: dict) -> str:
    """"Won 121–88, skunk", "Lost 230 (West 241, East 150)": the final marks, ours
    first, and the skunks (C81, C82).  ``record`` may be the filed figures."""
    record = _head(record)
    ours = next(s for s, seats in record["sides"].items() if "S" in seats)
    final = record["final"]
    if final is None and given_up(record):
        out = translate("CribbageFiling", "Lost, given up")
        return fill(translate("CribbageFiling", "%1, assisted"), out) if is_assisted(record) \
            else out
    marks = final["marks"]
    won = final["winner"] == ours
    others = [(k, v) for k, v in marks.items() if k != ours]
    if len(others) == 1:
        text = translate("GamesDB", "Won %1–%2") if won else translate("GamesDB", "Lost %1–%2")
        out = fill(text, marks[ours], others[0][1])
    else:
        text = translate("GamesDB", "Won %1 (%2)") if won else translate("GamesDB",
                                                                          "Lost %1 (%2)")
        rivals = [fill(translate("GamesDB", "%1 %2"), crib_side_short(k), v)
                  for k, v in others]
        out = fill(text, marks[ours], ", ".join(rivals))
    points = final["game_points"]
    worst = max(points.values(), default=1) if won else points.get(ours, 1)
    if worst == 4:
        out = fill(translate("CribbageFiling", "%1, double skunk"), out)
    elif worst == 2:
        out = fill(translate("CribbageFiling", "%1, skunk"), out)
    match = match_of(record)
    if match is not None:   # C84
        to, game, won_match = match
        if won_match is None:
            out = fill(translate("CribbageFiling", "%1, game %2 of a match to %3"), out, game, to)
        elif won_match:
            out = fill(translate("CribbageFiling", "%1, match won"), out)
        else:
            out = fill(translate("CribbageFiling", "%1, match lost"), out)
    if is_assisted(record):
        out = fill(translate("CribbageFiling", "%1, assisted"), out)   # C97: a hint or an undo
    return out
