"""Everything the cribbage window says, in the player's language (context "CribbageWords").

The engine and the bots speak in codes (rule ids, ``Hint.reason``, score ``why``); the
sentences live here.  French uses the words of the source (shared/seeds/003): le chien
(the crib), la carte tournée (the starter), la cheville (a peg), le putois (a skunk),
coupe-gorge (muggins), « je passe » (go); Dutch uses the words Dutch players use (de
crib, de startkaart, de pin, de gever).  docs/cribbage-words.md has the table.

Names (``name`` arguments) are display names chosen by the window ("North", "Nord",
"Alice"); ``mine=True`` turns a sentence about the person into the "you" form, since
"You plays" cannot be made from a name.  Cards are cribbage ints (``suit * 13 + rank``,
rank 0 = ace); their names come from ``cinch_qt.i18n.cards`` (context "Cards").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from ....i18n.placeholders import fill
from ....i18n.translator import current_language

CONTEXT = "CribbageWords"
PERSON = 0   # C2: the person sits at S, seat 0

translate = QCoreApplication.translate


def _tr(source: str) -> str:
    return translate(CONTEXT, source)


# --------------------------------------------------------------------------- cards

def art_card(card: int) -> int:
    """The Cinch/art code of a cribbage card (CRIB_CONTRACT.md: ``art_face``; the Cinch
    card names use the art's ranks, two … ace)."""
    if type(card) is not int or not 0 <= card < 52:
        raise ValueError(f"not a cribbage card: {card!r} (expected 0..51)")
    return card // 13 * 13 + (card % 13 + 12) % 13


def card_text(card: int) -> str:
    """"Five of hearts" / "Cinq de cœur" / "Harten vijf"."""
    # Imported when a card is first named: cinch_qt.i18n.cards brings Cinch's engine,
    # which the first painted cribbage table does not need (issue 19).
    from ....i18n.cards import card_name
    return card_name(art_card(card))


def card_in_sentence(card: int) -> str:
    """"the five of hearts" / "le cinq de cœur" / "de harten vijf"."""
    from ....i18n.cards import card_with_article
    return card_with_article(art_card(card))


_SUIT_SYMBOLS = "♣♦♥♠"


def _short_rank(rank: int) -> str:
    if rank == 0:
        return translate("CribbageWords", "A", "short rank: ace")
    if rank == 10:
        return translate("CribbageWords", "J", "short rank: jack")
    if rank == 11:
        return translate("CribbageWords", "Q", "short rank: queen")
    if rank == 12:
        return translate("CribbageWords", "K", "short rank: king")
    return str(rank + 1)


def card_short(card: int) -> str:
    """"5♥", "K♣" (French "R♣", Dutch "H♣"): for lists of cards in a sentence."""
    art_card(card)
    return _short_rank(card % 13) + _SUIT_SYMBOLS[card // 13]


def cards_short(cards) -> str:
    return " ".join(card_short(c) for c in cards)


def points_text(n: int) -> str:
    """"1 point", "8 points" (French: 0 and 1 are singular)."""
    if type(n) is not int:
        raise ValueError(f"points must be a whole number, not {n!r}")
    singular = abs(n) < 2 if current_language() == "fr" else abs(n) == 1
    if singular:
        return fill(translate("CribbageWords", "%1 point"), n)
    return fill(translate("CribbageWords", "%1 points"), n)


def _number(value: float) -> str:
    """One decimal, in the language's own way ("8.2", "8,2")."""
    return QLocale().toString(float(value), "f", 1)


# --------------------------------------------------------------------------- hints by phase

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
        "CribbageWords", "Everyone lays away cards face down to make the crib, a fourth "
        "hand that counts for the dealer."),
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
                    card_in_sentence(v["card"]), points_text(v["points"]))
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


# --------------------------------------------------------------------------- refusals

# One "why" per rule id the engine refuses under (engine/state.py raises C61, C100,
# C103, C34, C50, C104, C91, C105, W34) and C51, which C104 enforces.
_REFUSALS = {
    "C61": QT_TRANSLATE_NOOP(
        "CribbageWords", "The game is over: start a new game to play on."),
    "C100": QT_TRANSLATE_NOOP(
        "CribbageWords", "It is not your turn: wait until the game asks you."),
    "C103": QT_TRANSLATE_NOOP(
        "CribbageWords", "Lay away exactly the cards asked for, from your own hand: two "
        "with two players, one with three, four or six."),
    "C34": QT_TRANSLATE_NOOP(
        "CribbageWords", "With six players the dealer and the dealer's partner each bury "
        "exactly one card."),
    "C50": QT_TRANSLATE_NOOP(
        "CribbageWords", "That card is not in your hand."),
    "C51": QT_TRANSLATE_NOOP(
        "CribbageWords", "That card would take the count past 31: play a card that "
        "fits."),
    "C104": QT_TRANSLATE_NOOP(
        "CribbageWords", "That card would take the count past 31: play a card that "
        "fits."),
    "C91": QT_TRANSLATE_NOOP(
        "CribbageWords", "No count is waiting for you to enter now."),
    "C105": QT_TRANSLATE_NOOP(
        "CribbageWords", "Enter a whole number from 0 to 29: no hand can count more "
        "than 29."),
    "W34": QT_TRANSLATE_NOOP(
        "CribbageWords", "The penalty box can only be left during your side's last hand "
        "out."),
}
# The same id covers refusals of different kinds; the engine's English message tells
# them apart (its start is fixed in engine/state.py).
_REFUSAL_VARIANTS = (
    ("C100", "no laying away now", QT_TRANSLATE_NOOP(
        "CribbageWords", "The cards have already been laid away: this is another step "
        "of the hand.")),
    ("C100", "no card can be played now", QT_TRANSLATE_NOOP(
        "CribbageWords", "No card can be played now: the play has not begun or is "
        "over.")),
    ("C103", "not a choice of cards", QT_TRANSLATE_NOOP(
        "CribbageWords", "Choose the cards to lay away from your hand.")),
    ("C104", "may not say go", QT_TRANSLATE_NOOP(
        "CribbageWords", "You still hold a card that fits under 31, so you must play "
        "it: go is only for a player who cannot play.")),
)


def refusal_rules() -> tuple[str, ...]:
    """Rule ids that have a "why"."""
    return tuple(_REFUSALS)


def refusal_text(rule: str, message: str = "") -> str:
    """A plain "why" for a refusal under ``rule`` (the engine's ``IllegalAction.rule``);
    ``message`` is the engine's English message, used to pick the closer wording and
    shown as it is for a rule that has none."""
    for rid, start, source in _REFUSAL_VARIANTS:
        if rid == rule and start in (message or ""):
            return _tr(source)
    if rule in ("C103", "C50") and "does not hold" in (message or ""):
        return _tr(_REFUSALS["C50"])
    source = _REFUSALS.get(rule)
    return _tr(source) if source else message


# --------------------------------------------------------------------------- the table speaks

def announce_play(name: str, card: int, count: int, mine: bool = False) -> str:
    """"North plays the five of hearts: 15." (``count`` is the count after the card)."""
    if mine:
        return fill(translate("CribbageWords", "You play %1: %2."), card_in_sentence(card), count)
    return fill(translate("CribbageWords", "%1 plays %2: %3."), name, card_in_sentence(card), count)


_WHY = {
    "heels": (QT_TRANSLATE_NOOP("CribbageWords", "You peg %1 for his heels."),
              QT_TRANSLATE_NOOP("CribbageWords", "%2 pegs %1 for his heels.")),
    "play": (QT_TRANSLATE_NOOP("CribbageWords", "You peg %1 in the play."),
             QT_TRANSLATE_NOOP("CribbageWords", "%2 pegs %1 in the play.")),
    "go": (QT_TRANSLATE_NOOP("CribbageWords", "You peg %1 for the go."),
           QT_TRANSLATE_NOOP("CribbageWords", "%2 pegs %1 for the go.")),
    "hand": (QT_TRANSLATE_NOOP("CribbageWords", "You peg %1 for your hand."),
             QT_TRANSLATE_NOOP("CribbageWords", "%2 pegs %1 for the hand.")),
    "crib": (QT_TRANSLATE_NOOP("CribbageWords", "You peg %1 for your crib."),
             QT_TRANSLATE_NOOP("CribbageWords", "%2 pegs %1 for the crib.")),
    "muggins": (QT_TRANSLATE_NOOP("CribbageWords", "Muggins! You peg the %1 missed."),
                QT_TRANSLATE_NOOP("CribbageWords", "Muggins! %2 pegs the %1 you missed.")),
    "excess": (QT_TRANSLATE_NOOP("CribbageWords", "You peg the %1 claimed too many."),
               QT_TRANSLATE_NOOP("CribbageWords", "%2 pegs the %1 you claimed too many.")),
    "award": (QT_TRANSLATE_NOOP("CribbageWords", "You receive the award of %1."),
              QT_TRANSLATE_NOOP("CribbageWords", "%2 receives the award of %1.")),
}
SCORE_REASONS = tuple(_WHY)


def announce_score(name: str, points: int, why: str, mine: bool = False) -> str:
    """A scoring move (``why`` as the engine's score events: heels, play, go, hand, crib,
    muggins, excess, award)."""
    if why not in _WHY:
        raise ValueError(f"unknown score reason {why!r}: expected one of "
                         f"{', '.join(SCORE_REASONS)}")
    source = _WHY[why][0 if mine else 1]
    return fill(_tr(source), points_text(points), name)


_SQUARES = {
    "red": (QT_TRANSLATE_NOOP("CribbageWords", "Red jump: you slide 20 holes ahead."),
            QT_TRANSLATE_NOOP("CribbageWords", "Red jump: %1 slides 20 holes ahead.")),
    "trap": (QT_TRANSLATE_NOOP("CribbageWords", "Blue trap: your next move goes down the "
                                                "blue path."),
             QT_TRANSLATE_NOOP("CribbageWords", "Blue trap: the next move of %1 goes down "
                                                "the blue path.")),
    "green": (QT_TRANSLATE_NOOP("CribbageWords", "Green zone: your next move takes the "
                                                 "green shortcut."),
              QT_TRANSLATE_NOOP("CribbageWords", "Green zone: the next move of %1 takes "
                                                 "the green shortcut.")),
    "penalty": (QT_TRANSLATE_NOOP("CribbageWords", "Penalty square: you fold, and your "
                                                   "cards are dead for this hand."),
                QT_TRANSLATE_NOOP("CribbageWords", "Penalty square: %1 folds, and those "
                                                   "cards are dead for this hand.")),
    "retreat": (QT_TRANSLATE_NOOP("CribbageWords", "You go back 20 holes."),
                QT_TRANSLATE_NOOP("CribbageWords", "%1 goes back 20 holes.")),
    "sit_out": (QT_TRANSLATE_NOOP("CribbageWords", "You sit out the next three hands in "
                                                   "the penalty box."),
                QT_TRANSLATE_NOOP("CribbageWords", "%1 sits out the next three hands in "
                                                   "the penalty box.")),
    "release": (QT_TRANSLATE_NOOP("CribbageWords", "You leave the penalty box one hole "
                                                   "ahead."),
                QT_TRANSLATE_NOOP("CribbageWords", "%1 leaves the penalty box one hole "
                                                   "ahead.")),
}
SQUARE_KINDS = tuple(_SQUARES)
# The same sentences with where the peg stands afterwards (%2: felt_words.hole_place),
# so that one sentence says whose peg, which square, the movement and the hole.
_SQUARES_AT = {
    "red": (QT_TRANSLATE_NOOP("CribbageWords", "Red jump: you slide 20 holes ahead, to "
                                               "%2."),
            QT_TRANSLATE_NOOP("CribbageWords", "Red jump: %1 slides 20 holes ahead, to "
                                               "%2.")),
    "trap": (QT_TRANSLATE_NOOP("CribbageWords", "Blue trap: you stop on %2, and your next "
                                                "move goes down the blue path."),
             QT_TRANSLATE_NOOP("CribbageWords", "Blue trap: %1 stops on %2, and the next "
                                                "move goes down the blue path.")),
    "green": (QT_TRANSLATE_NOOP("CribbageWords", "Green zone: you stop on %2, and your next "
                                                 "move takes the green shortcut."),
              QT_TRANSLATE_NOOP("CribbageWords", "Green zone: %1 stops on %2, and the next "
                                                 "move takes the green shortcut.")),
    "penalty": (QT_TRANSLATE_NOOP("CribbageWords", "Penalty square on %2: you fold, and your "
                                                   "cards are dead for this hand."),
                QT_TRANSLATE_NOOP("CribbageWords", "Penalty square on %2: %1 folds, and "
                                                   "those cards are dead for this hand.")),
    "retreat": (QT_TRANSLATE_NOOP("CribbageWords", "You go back 20 holes, to %2."),
                QT_TRANSLATE_NOOP("CribbageWords", "%1 goes back 20 holes, to %2.")),
    "sit_out": (QT_TRANSLATE_NOOP("CribbageWords", "You sit out the next three hands in "
                                                   "the penalty box, on %2."),
                QT_TRANSLATE_NOOP("CribbageWords", "%1 sits out the next three hands in "
                                                   "the penalty box, on %2.")),
    "release": (QT_TRANSLATE_NOOP("CribbageWords", "You leave the penalty box one hole "
                                                   "ahead, to %2."),
                QT_TRANSLATE_NOOP("CribbageWords", "%1 leaves the penalty box one hole "
                                                   "ahead, to %2.")),
}


def announce_square(name: str, square_kind: str, mine: bool = False, where: str = "") -> str:
    """What a landing did on the Crib Wars board: ``square_kind`` is a square kind (red,
    trap, green, penalty: W10–W12, W30) or a penalty effect (retreat, sit_out, release:
    W31–W35; the award is a score, ``announce_score(..., "award")``).  ``where``: the
    hole the peg stands on afterwards, in words (``felt_words.hole_place``), said in the
    same sentence."""
    if square_kind not in _SQUARES:
        raise ValueError(f"unknown square {square_kind!r}: expected one of "
                         f"{', '.join(SQUARE_KINDS)}")
    if where:
        return fill(_tr(_SQUARES_AT[square_kind][0 if mine else 1]), name, where)
    source = _SQUARES[square_kind][0 if mine else 1]
    return fill(_tr(source), name)


def announce_turn(decision: Any, name: str = "") -> str:
    """Whose turn, and for what (an engine ``Decision``); the person's own turn says
    what to do."""
    kind = decision.kind
    if decision.seat == PERSON:
        if kind == "lay":
            if decision.bury:
                return translate("CribbageWords", "Your turn: bury one card.")
            if decision.count == 1:
                return translate("CribbageWords", "Your turn: lay away one card to the crib.")
            return translate("CribbageWords", "Your turn: lay away two cards to the crib.")
        if kind == "play":
            return translate("CribbageWords", "Your turn to play.")
        if kind == "show":
            if decision.what == "crib":
                return translate("CribbageWords", "Your turn: count your crib.")
            return translate("CribbageWords", "Your turn: count your hand.")
        if kind == "box":
            return translate("CribbageWords", "Your turn: leave the penalty box?")
        raise ValueError(f"unknown decision {kind!r}")
    if kind == "lay":
        return fill(translate("CribbageWords", "%1 is laying away."), name)
    if kind == "play":
        return fill(translate("CribbageWords", "%1 to play."), name)
    if kind == "show":
        return fill(translate("CribbageWords", "%1 is counting."), name)
    if kind == "box":
        return fill(translate("CribbageWords", "%1 is in the penalty box."), name)
    raise ValueError(f"unknown decision {kind!r}")


def game_over_text(winner: str, result: Mapping[str, int], skunks: bool,
                   names: Mapping[str, str] | None = None,
                   person: str | None = None) -> str:
    """The end of a game: who won and, when skunks count (C81–C83, W41), every skunk
    and double skunk by name.  ``winner`` and the keys of ``result`` (the engine's
    ``result()``: the winner's gain, each loser's loss) are side codes; ``names`` gives
    their display names and ``person`` the person's side code ("you" forms)."""
    names = names or {}

    def name(side: str) -> str:
        return names.get(side, side)

    if winner == person:
        parts = [translate("CribbageWords", "You win the game.")]
    else:
        parts = [fill(translate("CribbageWords", "%1 wins the game."), name(winner))]
    if skunks:
        for side, pts in result.items():
            if side == winner:
                continue
            lost = -pts
            if lost >= 4 and side == person:
                parts.append(translate(
                    "CribbageWords", "You are double-skunked: it counts four games."))
            elif lost >= 4:
                parts.append(fill(translate(
                    "CribbageWords", "%1 is double-skunked: it counts four games."),
                    name(side)))
            elif lost == 2 and side == person:
                parts.append(translate(
                    "CribbageWords", "You are skunked: it counts two games."))
            elif lost == 2:
                parts.append(fill(translate(
                    "CribbageWords", "%1 is skunked: it counts two games."), name(side)))
    return " ".join(parts)


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
        return out
