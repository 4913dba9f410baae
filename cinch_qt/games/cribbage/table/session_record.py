"""A cribbage game's record, written and read (session.py's ``record`` and
``load_record``, for autosave, the history and a resumed game): CRIB_RECORD v1 plus our
"cinch_qt" key (levels, names, speed and game, undos and hints (C97), the first-game
explanations given, the match (C84), autoplay).  Loaded when first needed: the first
painted table of a new game reads and writes no record."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....controller.record_extension import given_hints, read_extension, write_extension
from ..engine import GameState
from ..engine.match import Match

if TYPE_CHECKING:
    from .session import CribbageSession


def record_of(session: CribbageSession) -> dict:
    """CRIB_RECORD v1 plus "cinch_qt": levels, names, settings (autosave)."""
    st = session.state
    if st is None:
        raise RuntimeError("no game has been started")
    names = session.names
    rec = st.to_record(names)
    extra: dict[str, Any] = {
        "settings": {"speed": session.settings.speed, "game": session.game_name}}
    if session.explained:
        extra["explained"] = session.explained
    if session.match is not None:
        # C84: which match this game belongs to and where it stood when it began.
        extra["match"] = {"to": session.match.rules.match, "seed": session.match.seed,
                          "game": session.match.played + (0 if session.match_goes_on or
                                                       session.match.is_over else 1),
                          "points": dict(session.match_before)}
    rec["cinch_qt"] = write_extension(session.settings, st.seat_names, st.rules.seats, names,
                                      session.undos, session._autoplayed, extra, session.hints)
    return rec


def load_into(session: CribbageSession, record: dict) -> None:
    """Resume the game ``record`` holds exactly; RecordError (a ValueError) says why
    not, and the current game is then untouched."""
    state = GameState.from_record(record)
    extra = record.get("cinch_qt") if isinstance(record, dict) else None
    # The game resumes under the rules it began with; the person's stored choices
    # (what the session was made with) wait for the next game.
    kept = session.next_settings
    settings, undos, autoplayed = read_extension(
        extra, session.settings.with_changes(rules=state.rules), state.seat_names)
    match = _resumed_match(state, extra)
    session.settings = settings
    session.match = match
    session.match_before = dict(match.points) if match else {}
    explained = extra.get("explained") if isinstance(extra, dict) else None
    session.explained = explained if isinstance(explained, list) else []
    session._pending_settings = None
    if kept.rules != state.rules and kept.rules.board == state.rules.board:
        session._pending_settings = kept.with_changes(autoplay=settings.autoplay)
    session.game_name = "crib-wars" if state.rules.board == "crib-wars" else "cribbage"
    session.settingsChanged.emit(settings)
    # A game saved between hands resumes at the next deal (its show is over).
    session._start(state, autoplayed=autoplayed, undos=undos, hints=given_hints(extra))


def _resumed_match(state: GameState, extra: object) -> Match | None:
    """C84: the match a resumed game belongs to, from our extension (a record
    without it, or with a damaged one, starts the match at this game)."""
    if state.rules.match <= 1:
        return None
    info = extra.get("match") if isinstance(extra, dict) else None
    try:
        return Match.resumed(state.rules, int(info["seed"]), dict(info["points"]),
                             int(info["game"]) - 1)
    except (TypeError, KeyError, ValueError):
        return Match(state.rules, state.seed)
