"""The cribbage window's hints (context "CribbageWords"): a first-game hint as each phase
begins, the sentence for the Hint button's advice (``ai.hint.Hint``), and the coach
that decides when the "first game" mode speaks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ....i18n.placeholders import fill
from ....i18n.words import points_words
from .words import _number, card_in_sentence, card_text, cards_short

CONTEXT = "CribbageWords"

translate = QCoreApplication.translate


def _tr(source: str) -> str:
    return translate(CONTEXT, source)


PHASES = ("draw", "lay", "starter", "play", "go", "show", "count", "box", "over")

_PHASE_MINE = {
    "draw": QT_TRANSLATE_NOOP(
        "CribbageWords", "Draw a card from the spread pack: the lowest card deals first "
        "(the ace is lowest)."),
    "lay2": QT_TRANSLATE_NOOP(
        "CribbageWords", "Lay away two of your six cards to the crib. The crib is counted "
        "for the dealer, so give the dealer poor cards unless the crib is yours."),
    "lay1": QT_TRANSLATE_NOOP(
        "CribbageWords", "Lay away one of your five cards to the crib. The crib is counted "
        "for the dealer's side."),
    "bury": QT_TRANSLATE_NOOP(
        "CribbageWords", "Your side deals: bury one of your five cards under the stock. "
        "Buried cards are dead for the hand; the other four players make the crib."),
    "starter": QT_TRANSLATE_NOOP(
        "CribbageWords", "Cut the pack: the top card of the lower half is turned up as "
        "the starter, a fifth card for every hand and for the crib. A jack gives the "
        "dealer 2 for his heels."),
    "play": QT_TRANSLATE_NOOP(
        "CribbageWords", "Play a card: the count may not pass 31. Score 2 for making 15 "
        "or 31, 2 for a pair, and points for a run of three or more."),
    "go": QT_TRANSLATE_NOOP(
        "CribbageWords", "No card of yours fits under 31, so the program says go for "
        "you. The last player to lay a card scores 1."),
    "show": QT_TRANSLATE_NOOP(
        "CribbageWords", "The show: every hand is counted with the starter as a fifth "
        "card. Fifteens 2 each, pairs 2, runs 1 a card, a flush 4 or 5, the jack of the "
        "starter's suit 1."),
    "count": QT_TRANSLATE_NOOP(
        "CribbageWords", "Count your cards with the starter and enter the total: "
        "fifteens 2 each, pairs 2, runs 1 a card, a flush, and nobs."),
    "box": QT_TRANSLATE_NOOP(
        "CribbageWords", "Your side is in the penalty box for the last hand: choose "
        "Leave the penalty box now, or you sit out one more hand."),
    "over": QT_TRANSLATE_NOOP(
        "CribbageWords", "The game is over: the first side to reach the game hole has "
        "won."),
}

_PHASE_OTHERS = {
    "draw": QT_TRANSLATE_NOOP(
        "CribbageWords", "Everyone draws a card: the lowest card deals first."),
    "lay": QT_TRANSLATE_NOOP(
        "CribbageWords", "Cards are laid away face down to make the crib, one more hand "
        "of four cards that counts for the dealer."),
    "starter": QT_TRANSLATE_NOOP(
        "CribbageWords", "The player on the dealer's right cuts, and the starter is "
        "turned up."),
    "play": QT_TRANSLATE_NOOP(
        "CribbageWords", "The play: in turn, each player lays a card and says the count, "
        "never past 31, scoring fifteens, pairs, runs and 31."),
    "go": QT_TRANSLATE_NOOP(
        "CribbageWords", "Go: nobody can play under 31, so the last player to lay a card "
        "scores 1 and the count starts again from 0."),
    "show": QT_TRANSLATE_NOOP(
        "CribbageWords", "The show: hands are counted from the dealer's left, the dealer "
        "last, then the crib."),
    "count": QT_TRANSLATE_NOOP(
        "CribbageWords", "Manual counting: you count your own hand and crib, the program "
        "counts the others."),
    "box": QT_TRANSLATE_NOOP(
        "CribbageWords", "A side sits in the penalty box and is not dealt in."),
    "over": QT_TRANSLATE_NOOP(
        "CribbageWords", "The game is over: the first side to reach the game hole has "
        "won."),
}

_COUNT_CRIB = QT_TRANSLATE_NOOP(
    "CribbageWords", "Count your crib with the starter and enter the total. In the crib a "
    "flush counts only if the starter is of the same suit too.")


def phase_hint(phase: str, mine: bool, decision: Any = None) -> str:
    """A first-game hint as ``phase`` begins.  ``phase`` is one of PHASES: the engine's
    phases (draw, lay, play, show, box, over) plus the moments the table shows on its
    own: "starter" (the cut), "go" (the program says go) and "count" (a manual count,
    C91).  "lay" takes the engine's decision to say two cards, one card or the
    six-player bury; "count" takes it to say hand or crib.  ``mine``: the person is the
    one to act, and is spoken to."""
    if phase not in PHASES:
        raise ValueError(f"no cribbage hint for phase {phase!r}: expected one of "
                         f"{', '.join(PHASES)}")
    if not mine:
        return _tr(_PHASE_OTHERS[phase])
    if phase == "lay":
        if decision is not None and getattr(decision, "bury", False):
            return _tr(_PHASE_MINE["bury"])           # C34
        count = getattr(decision, "count", 2) if decision is not None else 2
        if count == 1:
            return _tr(_PHASE_MINE["lay1"])           # C32, C33, C34
        return _tr(_PHASE_MINE["lay2"])               # C31
    if phase == "count" and getattr(decision, "what", "") == "crib":
        return _tr(_COUNT_CRIB)                       # C75, C91
    return _tr(_PHASE_MINE[phase])


# --------------------------------------------------------------------------- hints

def hint_text(hint: Any, names: Mapping[int, str] | None = None,
              dealer: int | None = None, spoken: bool = False) -> str:
    """One or two short sentences for an ``ai.hint.Hint`` (its reason codes).
    ``names`` (seat -> display name) and ``dealer`` name the owner of another side's
    crib; without them it is "the other side's crib".  ``spoken``: the cards laid away
    by their names ("Five of hearts, King of clubs") for a screen reader, not "5♥ K♣"."""
    reason = hint.reason
    v = hint.values
    if reason in ("keep", "bury"):
        laid = (", ".join(card_text(c) for c in v["laid"]) if spoken
                else cards_short(v["laid"]))
        hand = _number(v["hand"])
        if reason == "bury":
            return fill(translate(
                "CribbageWords", "Bury %1: your four cards keep about %2 points."),
                laid, hand)
        crib = v.get("crib", 0.0)
        if crib >= 0:
            return fill(translate(
                "CribbageWords", "Lay away %1: your four cards keep about %2 points, and "
                "the crib is yours (about %3 more)."), laid, hand, _number(crib))
        owner = (names or {}).get(dealer) if dealer is not None else None
        if owner:
            return fill(translate(
                "CribbageWords", "Lay away %1: your four cards keep about %2 points, and "
                "they give %3's crib only about %4."), laid, hand, owner, _number(-crib))
        return fill(translate(
            "CribbageWords", "Lay away %1: your four cards keep about %2 points, and they "
            "give the other side's crib only about %3."), laid, hand, _number(-crib))
    if reason == "scores":
        return fill(translate("CribbageWords", "Play %1: it scores %2 now."),
                    card_in_sentence(v["card"]), points_words(v["points"]))
    if reason == "safe":
        return fill(translate(
            "CribbageWords", "Play %1: nothing scores now, and it leaves the others the "
            "least to score from it."), card_in_sentence(v["card"]))
    if reason == "only":
        return fill(translate(
            "CribbageWords", "Play %1: it is the only card that fits under 31."),
            card_in_sentence(v["card"]))
    if reason == "count":
        if v.get("what") == "crib":
            return fill(translate("CribbageWords", "Your crib counts %1."), v["points"])
        return fill(translate("CribbageWords", "Your hand counts %1."), v["points"])
    if reason == "leave_box":
        return translate("CribbageWords", "Leave the penalty box now: otherwise your side "
                         "sits out one more hand.")
    raise ValueError(f"unknown hint reason {reason!r}")


class CribbageCoach:
    """When the "first game" mode speaks: each phase once per game in the general form,
    and once more in the "you" form the first time the person acts in it (the lay-away
    is explained again when its kind changes, e.g. a six-player bury).  Off, it says
    nothing.  ``reset()`` on a new game."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._said: set[tuple] = set()

    def reset(self) -> None:
        self._said.clear()

    def said(self) -> list:
        """What has been said this game, JSON-ready (kept in the game's record so a
        resumed game does not explain it all again)."""
        return sorted(([k[0], k[1], list(k[2]) if isinstance(k[2], tuple) else k[2]]
                       for k in self._said), key=repr)

    def set_said(self, said: list) -> None:
        """What ``said()`` gave; entries of another shape are ignored."""
        self._said = set()
        for item in said if isinstance(said, list) else ():
            if isinstance(item, list) and len(item) == 3:
                kind = tuple(item[2]) if isinstance(item[2], list) else item[2]
                self._said.add((item[0], item[1], kind))

    def hints_for(self, phase: str, mine: bool, decision: Any = None) -> list[str]:
        if not self.enabled:
            return []
        kind = (getattr(decision, "count", None), getattr(decision, "bury", None),
                getattr(decision, "what", None)) if mine else None
        out = []
        for key in ((phase, False, None), (phase, True, kind)) if mine else \
                ((phase, False, None),):
            if key not in self._said:
                self._said.add(key)
                out.append(phase_hint(phase, key[1], decision if key[1] else None))
        # The "you" form says all the general one does ("Play a card: the count may not
        # pass 31…" after "…never past 31…"): when both are due, it is said alone.
        return out[-1:]
