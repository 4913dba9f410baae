"""What the games database files and shows for a Cinch game beyond the shared columns,
reached through the registry (``GameInfo.companion("table.filing")``) so storage names
no game: the rule columns and a row per hand (bids made and set, R51/R52, points per
hand), the line-up by partnerships, and the history row.  Kept with the game so
storage/gamesdb.py holds only what every game files."""

from __future__ import annotations

import json
import time

from PySide6.QtCore import QCoreApplication

from ....i18n.placeholders import fill
from ....i18n.words import autoplay_word, level_name
from ....storage.gamefile import GameFile, content_key
from ....storage.gamesdb import (
    _SEAT_WORDS,
    YOU,
    GamesDB,
    HistoryRow,
    _levels,
    _names,
    autoplayed,
    given_up,
    player_name,
    result_text,
    undos_of,
)
from ....storage.gamesdb import rules_label as group_label  # noqa: F401 - a hook
from ..engine import GameState
from ..engine.rules import SEAT_CHARS, Rules

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


def file_game(db: GamesDB, game: GameFile, finished_at: str | None = None) -> int | None:
    """File a finished Cinch game and its hands; None when it was filed already."""
    record = game.record
    info = describe(record, game.state)
    rules: Rules = info["rules"]
    when = finished_at or time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    key = content_key(game)   # the same game in any form is filed once
    if db._filed_already(key, record):
        return None
    ours = info["ours"]
    with db._transaction():
        cur = db.db.execute(
            "INSERT INTO games (game_key, finished_at, players, target, min_bid, "
            "all_pass, opponents, lineup, won, totals, record, in_stats, undos) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (key, when, rules.players, rules.target, rules.min_bid, rules.all_pass,
             info["opponents"], info["lineup"], int(info["won"]),
             json.dumps(info["totals"]), json.dumps(record, separators=(",", ":")),
             int(not autoplayed(record)), undos_of(record)))
        game_id = cur.lastrowid
        rows = []
        for n, hand in enumerate(game.state.hand_records):
            maker = hand.get("maker")
            side = rules.side_of(SEAT_CHARS.index(maker)) if maker else None
            made = None
            if side is not None:
                made = int(hand["taken"][side] >= hand["bid"])  # R51/R52
            rows.append((game_id, n, side, hand.get("bid"), int(side == ours), made,
                         hand["scored"].get(ours, 0)))
        db.db.executemany("INSERT INTO hands (game_id, hand_no, maker_side, bid, "
                            "ours, made, points) VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
    return game_id


def _given_up_text(record: object) -> bool:
    """The filed record (its JSON text) says the game was given up."""
    try:
        return given_up(json.loads(record)) if isinstance(record, str) else False
    except ValueError:
        return False


def history_row(gid: int, when: str, lineup: object, won: object, totals: object,
                players: object, record: object, undos: object) -> HistoryRow:
    """A Cinch game's row of the history: its result with the person's side first and
    its line-up in the current language."""
    try:
        rules = Rules(players=players)
        ours = rules.side_of(YOU)
        result = result_text(bool(won), json.loads(totals), ours)
        if _given_up_text(record):
            # Left for a new game: the score as it stood, and a loss.
            result = fill(translate("GamesDB", "%1, given up"), result)
        undos = int(undos or 0)
        if undos:
            result = fill(translate("GamesDB", "%1, with undo"), result)
    except Exception as exc:  # noqa: BLE001 - any bad value: this row only
        text = translate("GamesDB", "this game cannot be read (%1)").replace("%1", str(exc))
        return HistoryRow(gid, when, lineup if isinstance(lineup, str) else "", text,
                          False, error=str(exc))
    try:  # the stored English line-up is only the fallback
        lineup = lineup_text(json.loads(record), rules)
    except Exception:  # noqa: BLE001 - keep the stored line-up
        pass
    return HistoryRow(gid, when, lineup if isinstance(lineup, str) else "", result,
                      bool(won), undos)
