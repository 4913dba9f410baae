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

The hints (by phase, the Hint button's, and the first-game coach) are in hint_words.py,
which builds on the card phrases here.  This module holds cards and points in words, the
refusals and what the table says as it plays.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from ....i18n.placeholders import fill
from ....i18n.words import points_words, table_words
from ...base import PERSON  # noqa: F401 - C2: the person sits at S, seat 0
from .felt_words import capital, side_subject  # noqa: F401 - API

CONTEXT = "CribbageWords"

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
    # which the first painted cribbage table does not need.
    from ....i18n.cards import card_name
    return card_name(art_card(card))


def card_in_sentence(card: int) -> str:
    """"the five of hearts" / "le cinq de cœur" / "de harten vijf"."""
    from ....i18n.cards import card_with_article
    return card_with_article(art_card(card))


def card_short(card: int) -> str:
    """"5♥", "K♣" (French "R♣", Dutch "H♣"): for lists of cards in a sentence."""
    from ....i18n.cards import card_short as short
    return short(art_card(card))


def cards_short(cards) -> str:
    return " ".join(card_short(c) for c in cards)


def _number(value: float) -> str:
    """One decimal, in the language's own way ("8.2", "8,2")."""
    return QLocale().toString(float(value), "f", 1)


# --------------------------------------------------------------------------- refusals

# One "why" per rule id the engine refuses under (engine/state.py raises C61, C100,
# C103, C34, C50, C104, C91, C105, W34) and C51, which C104 enforces.  C100 out of turn
# (the session's ``TURN_RULE``) has none: the shell's session refuses that move before
# the engine sees it, in words that tell a finished hand and a game over from a turn
# still to come, and those words stand as they are.  Its other kinds (a step of another
# phase) are told apart below.
_REFUSALS = {
    "C61": QT_TRANSLATE_NOOP(
        "CribbageWords", "The game is over: start a new game to play on."),
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


def _announce(table: Mapping[str, tuple[str, ...]], key: str, what: str, mine: bool,
              *values: object, form: int = 0) -> str:
    """The sentence ``table[key]`` gives for the person (``mine``) or another, in the
    ``form``-th pair of its forms, filled with ``values``; an unknown key is refused
    naming ``what`` it should have been."""
    if key not in table:
        raise ValueError(f"unknown {what} {key!r}: expected one of {', '.join(table)}")
    return capital(fill(_tr(table[key][form + (0 if mine else 1)]), *values))


def announce_score(name: str, points: int, why: str, mine: bool = False) -> str:
    """A scoring move (``why`` as the engine's score events: heels, play, go, hand, crib,
    muggins, excess, award)."""
    return _announce(_WHY, why, "score reason", mine, points_words(points), name)


# What a landing did on the Crib Wars board, by square kind or penalty effect: the
# sentence to the person, about another side (%1), and the same two with where the peg
# stands afterwards (%2: felt_words.hole_place), so that one sentence says whose peg,
# which square, the movement and the hole.
_SQUARES = {
    "red": (
        QT_TRANSLATE_NOOP("CribbageWords", "Red jump: you slide 20 holes ahead."),
        QT_TRANSLATE_NOOP("CribbageWords", "Red jump: %1 slides 20 holes ahead."),
        QT_TRANSLATE_NOOP("CribbageWords", "Red jump: you slide 20 holes ahead, to %2."),
        QT_TRANSLATE_NOOP("CribbageWords", "Red jump: %1 slides 20 holes ahead, to %2."),
    ),
    "trap": (
        QT_TRANSLATE_NOOP("CribbageWords", "Blue trap: your next move goes down the blue path."),
        QT_TRANSLATE_NOOP("CribbageWords", "Blue trap: the next move of %1 goes down the blue "
                                           "path."),
        QT_TRANSLATE_NOOP("CribbageWords", "Blue trap: you stop on %2, and your next move goes "
                                           "down the blue path."),
        QT_TRANSLATE_NOOP("CribbageWords", "Blue trap: %1 stops on %2, and the next move goes "
                                           "down the blue path."),
    ),
    "green": (
        QT_TRANSLATE_NOOP("CribbageWords", "Green zone: your next move takes the green shortcut."),
        QT_TRANSLATE_NOOP("CribbageWords", "Green zone: the next move of %1 takes the green "
                                           "shortcut."),
        QT_TRANSLATE_NOOP("CribbageWords", "Green zone: you stop on %2, and your next move takes "
                                           "the green shortcut."),
        QT_TRANSLATE_NOOP("CribbageWords", "Green zone: %1 stops on %2, and the next move takes "
                                           "the green shortcut."),
    ),
    "penalty": (
        QT_TRANSLATE_NOOP("CribbageWords", "Penalty square: you fold, and your cards are dead "
                                           "for this hand."),
        QT_TRANSLATE_NOOP("CribbageWords", "Penalty square: %1 folds, and those cards are dead "
                                           "for this hand."),
        QT_TRANSLATE_NOOP("CribbageWords", "Penalty square on %2: you fold, and your cards are "
                                           "dead for this hand."),
        QT_TRANSLATE_NOOP("CribbageWords", "Penalty square on %2: %1 folds, and those cards are "
                                           "dead for this hand."),
    ),
    "retreat": (
        QT_TRANSLATE_NOOP("CribbageWords", "You go back 20 holes."),
        QT_TRANSLATE_NOOP("CribbageWords", "%1 goes back 20 holes."),
        QT_TRANSLATE_NOOP("CribbageWords", "You go back 20 holes, to %2."),
        QT_TRANSLATE_NOOP("CribbageWords", "%1 goes back 20 holes, to %2."),
    ),
    "sit_out": (
        QT_TRANSLATE_NOOP("CribbageWords", "You sit out the next three hands in the penalty box."),
        QT_TRANSLATE_NOOP("CribbageWords", "%1 sits out the next three hands in the penalty box."),
        QT_TRANSLATE_NOOP("CribbageWords", "You sit out the next three hands in the penalty box, "
                                           "on %2."),
        QT_TRANSLATE_NOOP("CribbageWords", "%1 sits out the next three hands in the penalty box, "
                                           "on %2."),
    ),
    "release": (
        QT_TRANSLATE_NOOP("CribbageWords", "You leave the penalty box one hole ahead."),
        QT_TRANSLATE_NOOP("CribbageWords", "%1 leaves the penalty box one hole ahead."),
        QT_TRANSLATE_NOOP("CribbageWords", "You leave the penalty box one hole ahead, to %2."),
        QT_TRANSLATE_NOOP("CribbageWords", "%1 leaves the penalty box one hole ahead, to %2."),
    ),
}
SQUARE_KINDS = tuple(_SQUARES)


def announce_square(name: str, square_kind: str, mine: bool = False, where: str = "") -> str:
    """What a landing did on the Crib Wars board: ``square_kind`` is a square kind (red,
    trap, green, penalty: W10–W12, W30) or a penalty effect (retreat, sit_out, release:
    W31–W35; the award is a score, ``announce_score(..., "award")``).  ``where``: the
    hole the peg stands on afterwards, in words (``felt_words.hole_place``), said in the
    same sentence."""
    if where:
        return _announce(_SQUARES, square_kind, "square", mine, name, where, form=2)
    return _announce(_SQUARES, square_kind, "square", mine, name)


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
        parts = [capital(table_words("wins the game", name(winner)))]
    if skunks:
        for side, pts in result.items():
            if side == winner:
                continue
            lost = -pts
            if lost >= 4 and side == person:
                parts.append(translate(
                    "CribbageWords", "You are double-skunked: it counts four games."))
            elif lost >= 4:
                parts.append(capital(fill(translate(
                    "CribbageWords", "%1 is double-skunked: it counts four games."),
                    name(side))))
            elif lost == 2 and side == person:
                parts.append(translate(
                    "CribbageWords", "You are skunked: it counts two games."))
            elif lost == 2:
                parts.append(capital(fill(translate(
                    "CribbageWords", "%1 is skunked: it counts two games."), name(side))))
    return " ".join(parts)
