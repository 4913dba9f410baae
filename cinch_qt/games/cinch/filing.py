"""What the games database files and shows for a Cinch game (``games.filing_hooks.Filing``,
reached through ``GameInfo.filing`` so storage names no game): the shared columns (the
line-up by partnerships, the opponents' level), Cinch's own figures (the rules played
and a line per hand: bids made and set, R51/R52, points per hand), the statistics
summed from them, and the history row.

The figures are ``{"target", "min_bid", "all_pass", "hands": [[hand_no, maker_side,
bid, ours, made, points], ...]}``: the columns and hand rows the shared table held before
schema v6, which moved them here value for value (storage/migrations.py)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...i18n.placeholders import fill
from ...i18n.words import autoplay_word, level_name
from ...storage.db_rows import FiledHistory, FiledRow, GroupRow, HistoryRow
from ...storage.db_rows import Summary as SharedSummary
from ...storage.gamesdb import (
    _SEAT_WORDS,
    YOU,
    _levels,
    _names,
    autoplayed,
    given_up,
    opponents_label,
    player_name,
    result_text,
)
from .engine import GameState
from .engine.rules import SEAT_CHARS, Rules

# Called under this name so pyside6-lupdate finds every string (it reads literal calls).
translate = QCoreApplication.translate


def describe(record: dict, state: GameState) -> dict:
    """The columns we file for a finished game (pure, so tests can check it)."""
    rules = state.rules
    ours = rules.side_of(YOU)
    levels = _levels(record)
    opp_seats = [SEAT_CHARS[s] for s in rules.seats if rules.side_of(s) != ours]
    opp_levels = sorted({levels.get(s, "unknown") for s in opp_seats})
    if len(opp_levels) == 1:
        opponents = opp_levels[0]
    else:
        opponents = "mixed (" + ", ".join(f"{s} {levels.get(s, 'unknown')}"
                                          for s in opp_seats) + ")"

    # Filed in English whatever the language of the day, so the stored text never mixes
    # languages; the history shows lineup_text(..., translated=True) instead.
    lineup = lineup_text(record, rules, translated=False)
    return {"rules": rules, "ours": ours, "opponents": opponents, "lineup": lineup,
            "won": state.winner == ours, "totals": dict(state.totals)}


def lineup_text(record: dict, rules: Rules, translated: bool = True) -> str:
    """"You & North (normal) v West (normal) & East (normal)", in the current language
    unless ``translated`` is False (the English kept in the database)."""
    levels, names = _levels(record), _names(record)

    def who(seat: str) -> str:
        english = "You" if seat == "S" else _SEAT_WORDS[seat]
        name = names.get(seat) or english
        # A default name is filed in English; shown, it is said in the current language.
        # A name the player chose stays as typed.
        if translated and name == english:
            name = player_name(seat)
        if seat == "S" and autoplayed(record):
            return f"{name} ({autoplay_word() if translated else 'autoplay'})"
        level = levels.get(seat)
        if not level or seat == "S":
            return name
        return f"{name} ({level_name(level) if translated else level})"

    def join(parts: list[str], text: str) -> str:
        out = parts[0]
        for part in parts[1:]:
            out = fill(text, out, part)
        return out

    teammates = translate("GamesDB", "%1 & %2") if translated else "%1 & %2"
    against = translate("GamesDB", "%1 v %2") if translated else "%1 v %2"
    sides = [join([who(SEAT_CHARS[s]) for s in rules.side_seats(side)], teammates)
             for side in rules.sides]
    return join(sides, against)


def columns(record: dict, state: GameState) -> dict:
    """The shared columns of a finished Cinch game."""
    info = describe(record, state)
    return {"players": state.rules.players, "opponents": info["opponents"],
            "lineup": info["lineup"], "won": info["won"], "totals": info["totals"]}


def figures_of(record: dict, state: GameState | None = None) -> dict:
    """Cinch's figures of a finished game (the module's docstring says their form):
    the rules, and per hand who made the contract bid, whether it was made (R51/R52)
    and the points the person's side scored."""
    state = state if state is not None else _state_of(record)
    rules = state.rules
    ours = rules.side_of(YOU)
    hands = []
    for n, hand in enumerate(state.hand_records):
        maker = hand.get("maker")
        side = rules.side_of(SEAT_CHARS.index(maker)) if maker else None
        made = None
        if side is not None:
            made = int(hand["taken"][side] >= hand["bid"])  # R51/R52
        hands.append([n, side, hand.get("bid"), int(side == ours), made,
                      hand["scored"].get(ours, 0)])
    return {"target": rules.target, "min_bid": rules.min_bid, "all_pass": rules.all_pass,
            "hands": hands}


def _state_of(record: dict) -> GameState:
    from .game import from_record
    return from_record(record)


def seat_words(seat: str) -> str:
    """A Cinch seat ("W") in words; ValueError for a seat Cinch has not."""
    if seat not in _SEAT_WORDS:
        raise ValueError(seat)
    return player_name(seat)


def group_label(players: int, target: int, min_bid: int, all_pass: str) -> str:
    """The rules in words, made when shown (the database keeps only the numbers)."""
    if all_pass == "stuck_dealer":
        passing = translate("CinchFiling", "stuck dealer")
    else:
        passing = translate("CinchFiling", "throw-in")
    text = translate("CinchFiling", "%1 players, to %2, bids from %3, %4")
    return fill(text, players, target, min_bid, passing)


@dataclass
class Summary(SharedSummary):
    """Cinch's statistics: the shared ones, the hands and bids, points per hand (the
    chart: points per hand and won, per game), and results by opponents and rules."""
    hands: int = 0
    hands_bid: int = 0
    hands_made: int = 0
    hands_set: int = 0
    points: int = 0

    @property
    def points_per_hand(self) -> float:
        return self.points / self.hands if self.hands else 0.0


def summarise(rows: Sequence[FiledRow], chart_games: int = 50) -> Summary:
    """The statistics of the counted Cinch games ``rows``, oldest first.  A game whose
    figures cannot be read still counts as played, won or lost; its hands are left out
    (``unreadable``), and a game whose rules or opponents cannot be read is left out
    of the table by opponents and rules (named in ``problems``)."""
    s = Summary()
    s.count_results(list(rows))
    groups: dict[tuple, list[int]] = {}
    chart: list[tuple[float, bool]] = []
    bad_groups = 0
    for row in rows:
        try:
            f = json.loads(row.figures) if isinstance(row.figures, str | bytes) \
                else row.figures
            if "format" in f:                 # a record: its figures are made now
                f = figures_of(f)
            hands = [(int(ours), made, int(points))
                     for _n, _side, _bid, ours, made, points in f["hands"]]
            rules = (f["target"], f["min_bid"], f["all_pass"])
        except Exception:  # noqa: BLE001 - any bad value: this game's hands only
            s.unreadable += 1
            bad_groups += 1
            continue
        s.hands += len(hands)
        s.hands_bid += sum(ours for ours, _made, _points in hands)
        s.hands_made += sum(1 for ours, made, _p in hands if ours and made == 1)
        s.hands_set += sum(1 for ours, made, _p in hands if ours and made == 0)
        points = sum(p for _o, _m, p in hands)
        s.points += points
        if hands:
            chart.append((points / len(hands), bool(row.won)))
        groups.setdefault((row.opponents, row.players, *rules), []).append(bool(row.won))
    s.chart = chart[-chart_games:] if chart_games > 0 else []
    order = sorted(groups.items(), key=lambda kv: (-len(kv[1]), *(str(v) for v in kv[0])))
    for (opponents, players, target, min_bid, all_pass), wins in order:
        try:
            s.groups.append(GroupRow(opponents_label(opponents),
                                     group_label(players, target, min_bid, all_pass),
                                     len(wins), sum(wins), len(wins) - sum(wins)))
        except (TypeError, ValueError, AttributeError):
            bad_groups += len(wins)
    if bad_groups:
        s.problems.append(fill(translate(
            "GamesDB", "%1 games have rules or opponents that cannot be read and "
            "are left out of the table by opponents and rules"), bad_groups))
    return s


def _given_up_text(record: object) -> bool:
    """The filed record (its JSON text) says the game was given up."""
    try:
        return given_up(json.loads(record)) if isinstance(record, str) else False
    except ValueError:
        return False


def history_row(row: FiledHistory) -> HistoryRow:
    """A Cinch game's row of the history: its result with the person's side first and
    its line-up in the current language."""
    gid, when, lineup, record = row.id, row.finished_at, row.lineup, row.record
    try:
        rules = Rules(players=row.players)
        ours = rules.side_of(YOU)
        result = result_text(bool(row.won), json.loads(row.totals), ours)
        if _given_up_text(record):
            # Left for a new game: the score as it stood, and a loss.
            result = fill(translate("CinchFiling", "%1, given up"), result)
        undos = int(row.undos or 0)
        if undos:
            result = fill(translate("CinchFiling", "%1, with undo"), result)
    except Exception as exc:  # noqa: BLE001 - any bad value: this row only
        text = translate("GamesDB", "this game cannot be read (%1)").replace("%1", str(exc))
        return HistoryRow(gid, when, lineup if isinstance(lineup, str) else "", text,
                          False, error=str(exc))
    try:  # the stored English line-up is only the fallback
        lineup = lineup_text(json.loads(record), rules)
    except Exception:  # noqa: BLE001 - keep the stored line-up
        pass
    return HistoryRow(gid, when, lineup if isinstance(lineup, str) else "", result,
                      bool(row.won), undos, game=row.game)
