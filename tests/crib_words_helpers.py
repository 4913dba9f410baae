"""Every sentence the cribbage words module can say, for the words and translation tests."""

from __future__ import annotations

from cinch_qt.games.cribbage.ai.hint import Hint
from cinch_qt.games.cribbage.engine import parse_card
from cinch_qt.games.cribbage.engine.state import Decision
from cinch_qt.games.cribbage.table import hint_words, words


def card(text: str) -> int:
    return parse_card(text)


def every_sentence() -> list[str]:
    """One call of every function and branch of words.py."""
    out = []
    for phase in hint_words.PHASES:
        out.append(hint_words.phase_hint(phase, False))
        out.append(hint_words.phase_hint(phase, True))
    out.append(hint_words.phase_hint("lay", True, Decision("lay", 0, 1)))
    out.append(hint_words.phase_hint("lay", True, Decision("lay", 0, 1, bury=True)))
    out.append(hint_words.phase_hint("count", True, Decision("show", 0, what="crib")))
    laid = (card("5H"), card("KC"))
    for values in ({"laid": laid, "hand": 8.2, "crib": 4.1},
                   {"laid": laid, "hand": 8.2, "crib": -3.9}):
        out.append(hint_words.hint_text(Hint(None, "keep", values)))
        out.append(hint_words.hint_text(Hint(None, "keep", values), {1: "North"}, dealer=1))
    out.append(hint_words.hint_text(Hint(None, "bury", {"laid": laid[:1], "hand": 7.0})))
    out.append(hint_words.hint_text(Hint(None, "scores", {"card": card("5H"), "points": 2})))
    out.append(hint_words.hint_text(Hint(None, "safe", {"card": card("5H"), "value": 0.3,
                                                   "next_best": 0.1})))
    out.append(hint_words.hint_text(Hint(None, "only", {"card": card("KS")})))
    out.append(hint_words.hint_text(Hint(None, "count", {"points": 12, "what": "hand"})))
    out.append(hint_words.hint_text(Hint(None, "count", {"points": 5, "what": "crib"})))
    out.append(hint_words.hint_text(Hint(None, "leave_box", {})))
    for rule in words.refusal_rules():
        out.append(words.refusal_text(rule, "engine text"))
    for rule, message in (("C100", "no laying away now (the game is at play)"),
                          ("C100", "no card can be played now (the game is at lay)"),
                          ("C103", "not a choice of cards: 3"),
                          ("C104", "S holds a card that fits, so may not say go")):
        out.append(words.refusal_text(rule, message))
    for mine in (False, True):
        out.append(words.announce_play("North", card("5H"), 15, mine))
        for why in words.SCORE_REASONS:
            out.append(words.announce_score("North", 2, why, mine))
        for kind in words.SQUARE_KINDS:
            out.append(words.announce_square("North", kind, mine))
            out.append(words.announce_square("North", kind, mine, "hole 70"))
    for seat in (0, 1):
        for d in (Decision("lay", seat, 2), Decision("lay", seat, 1),
                  Decision("lay", seat, 1, bury=True), Decision("play", seat),
                  Decision("show", seat, what="hand"), Decision("show", seat, what="crib"),
                  Decision("box", seat)):
            out.append(words.announce_turn(d, "North"))
    names = {"S": "you", "N": "North", "W": "West"}
    out.append(words.game_over_text("S", {"S": 1, "N": -1}, True, names, "S"))
    out.append(words.game_over_text("N", {"S": -2, "N": 2}, True, names, "S"))
    out.append(words.game_over_text("N", {"S": -4, "N": 4}, True, names, "S"))
    out.append(words.game_over_text("S", {"S": 6, "N": -2, "W": -4}, True, names, "S"))
    return out
