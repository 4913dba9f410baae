"""What the Cribbage felt says, in the person's language (context ``CribbageFelt``).

The show is said the way players count aloud: "fifteen 2, fifteen 4, a pair is 6, nobs
is 7" (C71-C76), each phrase carrying the running total. French follows the source's
words (shared/seeds/003: « 15, 2 », le chien, la carte tournée, « Je passe », une suite,
de même couleur); Dutch as players say it at the table.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....i18n.placeholders import fill

CONTEXT = "CribbageFelt"


def side_subject(names: list[str] | tuple[str, ...]) -> str:
    """A side as the subject of a sentence: a lone seat by its name, a partnership as
    "team West & East".  "West & East slides" reads wrong in every language; "team"
    is a singular noun, so the verb the sentence has agrees with it."""
    if len(names) == 1:
        return names[0]
    return fill(QCoreApplication.translate("CribbageFelt", "team %1"), " & ".join(names))


def capital(sentence: str) -> str:
    """``sentence`` with a capital first letter: a side's subject may open it ("team
    West & East wins" → "Team West & East wins"; French « l’équipe … »)."""
    return sentence[:1].upper() + sentence[1:]


def combination(kind: str, length: int, total: int) -> str:
    """One combination of the show with the running total after it (C71-C76)."""
    if kind == "fifteen":
        return fill(QCoreApplication.translate("CribbageFelt", "fifteen %1"), total)
    if kind == "pair":
        return fill(QCoreApplication.translate("CribbageFelt", "a pair is %1"), total)
    if kind == "run":
        if length == 3:
            return fill(QCoreApplication.translate("CribbageFelt", "a run of three is %1"),
                        total)
        if length == 4:
            return fill(QCoreApplication.translate("CribbageFelt", "a run of four is %1"),
                        total)
        return fill(QCoreApplication.translate("CribbageFelt", "a run of five is %1"), total)
    if kind == "flush":
        return fill(QCoreApplication.translate("CribbageFelt", "a flush is %1"), total)
    return fill(QCoreApplication.translate("CribbageFelt", "nobs is %1"), total)


def show_title(name: str, what: str, mine: bool = False) -> str:
    """The caption over a hand or crib being counted; ``mine``: the person's own, said
    as "Your hand" rather than "You's hand"."""
    if mine:
        return (QCoreApplication.translate("CribbageFelt", "Your crib") if what == "crib"
                else QCoreApplication.translate("CribbageFelt", "Your hand"))
    if what == "crib":
        return fill(QCoreApplication.translate("CribbageFelt", "%1's crib"), name)
    return fill(QCoreApplication.translate("CribbageFelt", "%1's hand"), name)


def show_total(name: str, what: str, total: int, mine: bool = False) -> str:
    if mine:
        text = (QCoreApplication.translate("CribbageFelt", "Your crib: %1") if what == "crib"
                else QCoreApplication.translate("CribbageFelt", "Your hand: %1"))
        return fill(text, total)
    if what == "crib":
        return fill(QCoreApplication.translate("CribbageFelt", "%1's crib: %2"), name, total)
    return fill(QCoreApplication.translate("CribbageFelt", "%1's hand: %2"), name, total)


def nothing() -> str:
    """A show worth nothing."""
    return QCoreApplication.translate("CribbageFelt", "no points")


def claimed(points: int) -> str:
    """C91: what the person said their count was."""
    return fill(QCoreApplication.translate("CribbageFelt", "claimed %1"), points)


def muggins() -> str:
    """C95: points the person missed, taken by an opponent."""
    return QCoreApplication.translate("CribbageFelt", "muggins!")


def excess(points: int) -> str:
    """C94: points claimed beyond the true count, given to an opponent."""
    return fill(QCoreApplication.translate("CribbageFelt", "excess %1"), points)


def pair(points: int) -> str:
    return fill(QCoreApplication.translate("CribbageFelt", "pair %1"), points)


def run(points: int) -> str:
    return fill(QCoreApplication.translate("CribbageFelt", "run of %1"), points)


def go() -> str:
    """C52: said for a player who cannot play."""
    return QCoreApplication.translate("CribbageFelt", "Go")


def count_label() -> str:
    """Over the running count of the play (C50)."""
    return QCoreApplication.translate("CribbageFelt", "Count")


def count(value: int) -> str:
    return fill(QCoreApplication.translate("CribbageFelt", "Count %1"), value)


def cards(n: int, french_zero: bool) -> str:
    if n == 1 or (n == 0 and french_zero):
        return fill(QCoreApplication.translate("CribbageFelt", "%1 card"), n)
    return fill(QCoreApplication.translate("CribbageFelt", "%1 cards"), n)


def you() -> str:
    return QCoreApplication.translate("CribbageFelt", "you")


def dealer_chip() -> str:
    return QCoreApplication.translate("CribbageFelt", "D", "the dealer's chip")


def game_to(mark: int) -> str:
    """Over the sides' marks: how far the game goes (C80, W6)."""
    return fill(QCoreApplication.translate("CribbageFelt", "Game to %1"), mark)


def starter() -> str:
    return QCoreApplication.translate("CribbageFelt", "Starter")


def crib() -> str:
    return QCoreApplication.translate("CribbageFelt", "Crib")


# -- lines said for screen readers.  ``mine``: the seat (or side) is the person's and is
# named by the "You" word, so the verb agrees ("You play", "Vous jouez"); a chosen name
# ("Alice plays") is not.
def said_play(name: str, card: str, total: int, mine: bool = False) -> str:
    if mine:
        return fill(QCoreApplication.translate("CribbageFelt", "You play %1: %2"), card, total)
    return fill(QCoreApplication.translate("CribbageFelt", "%1 plays %2: %3"), name, card,
                total)


def said_go(name: str) -> str:
    return fill(QCoreApplication.translate("CribbageFelt", "%1: go"), name)


def said_reset() -> str:
    return QCoreApplication.translate("CribbageFelt", "The count starts again from 0")


def said_score(name: str, points: int, what: str, hole: str, mine: bool = False) -> str:
    if mine:
        return fill(QCoreApplication.translate("CribbageFelt", "You peg %1 (%2), to %3"),
                    points, what, hole)
    return capital(fill(QCoreApplication.translate("CribbageFelt", "%1 pegs %2 (%3), to %4"),
                        name, points, what, hole))


def said_deal(hand: int, name: str, mine: bool = False) -> str:
    if mine:
        return fill(QCoreApplication.translate("CribbageFelt", "Hand %1: you deal"), hand)
    return fill(QCoreApplication.translate("CribbageFelt", "Hand %1: %2 deals"), hand, name)


def said_draw(name: str, card: str, mine: bool = False) -> str:
    if mine:
        return fill(QCoreApplication.translate("CribbageFelt", "You draw %1"), card)
    return fill(QCoreApplication.translate("CribbageFelt", "%1 draws %2"), name, card)


def said_starter(card: str) -> str:
    return fill(QCoreApplication.translate("CribbageFelt", "The starter is %1"), card)


def said_laid(name: str, n: int, mine: bool = False) -> str:
    if mine:
        if n == 1:
            return QCoreApplication.translate("CribbageFelt", "You lay away a card")
        return fill(QCoreApplication.translate("CribbageFelt", "You lay away %1 cards"), n)
    if n == 1:
        return fill(QCoreApplication.translate("CribbageFelt", "%1 lays away a card"), name)
    return fill(QCoreApplication.translate("CribbageFelt", "%1 lays away %2 cards"), name, n)


def said_leave_box(name: str, mine: bool = False) -> str:
    """W34: the person's side leaves the penalty box before its last hand out."""
    if mine:
        return QCoreApplication.translate("CribbageFelt", "You leave the penalty box")
    return capital(fill(QCoreApplication.translate("CribbageFelt", "%1 leaves the penalty box"),
                        name))


def said_win(name: str, mine: bool = False) -> str:
    if mine:
        return QCoreApplication.translate("CribbageFelt", "You win the game")
    return capital(fill(QCoreApplication.translate("CribbageFelt", "%1 wins the game"), name))


def draw_title() -> str:
    """C20: everyone draws a card; the lowest deals."""
    return QCoreApplication.translate("CribbageFelt", "Draw for the deal")


def draw_result(name: str, mine: bool = False) -> str:
    if mine:
        return QCoreApplication.translate("CribbageFelt", "You have the lowest card and deal")
    return fill(QCoreApplication.translate("CribbageFelt", "%1 has the lowest card and deals"),
                name)


def pick_draw() -> str:
    return QCoreApplication.translate("CribbageFelt",
                                      "Draw a card from the pack: the lowest deals")


def cut_starter() -> str:
    return QCoreApplication.translate("CribbageFelt",
                                      "Cut the stock for the starter: click it or press Space")


def pick_first(missing: int) -> str:
    """Enter pressed before enough cards are picked to lay away (C31-C34)."""
    if missing == 1:
        return QCoreApplication.translate(
            "CribbageFelt", "Pick one more card first: the arrow keys move between your "
            "cards, Space picks one, Enter lays them away.")
    return fill(QCoreApplication.translate(
        "CribbageFelt", "Pick %1 more cards first: the arrow keys move between your "
        "cards, Space picks one, Enter lays them away."), missing)


def choose_first() -> str:
    """Enter pressed in the play with no card chosen."""
    return QCoreApplication.translate(
        "CribbageFelt", "Choose a card with the arrow keys first, then press Enter to play "
        "it.")


def focus_playable(card: str) -> str:
    return fill(QCoreApplication.translate("CribbageFelt", "%1, playable"), card)


def focus_too_high(card: str) -> str:
    """C51: the focused card would take the count past 31."""
    return fill(QCoreApplication.translate("CribbageFelt", "%1, not playable: past 31"), card)


def focus_picked(card: str) -> str:
    return fill(QCoreApplication.translate("CribbageFelt", "%1, picked"), card)


def focus_not_picked(card: str) -> str:
    return fill(QCoreApplication.translate("CribbageFelt", "%1, not picked"), card)


def hole_name(mark: int) -> str:
    """A hole as the person reads it: its mark on the board ("hole 40")."""
    return fill(QCoreApplication.translate("CribbageFelt", "hole %1"), mark)


def hole_place(hole) -> str:  # noqa: ANN001  (an engine boards.Hole)
    """Where a peg stands, said so that a hole whose mark is not its number is not
    mistaken for another (W7: a trap or zone hole counts less or more than its number;
    the blue and green paths number their own holes)."""
    if hole.path == "main":
        if hole.mark == hole.index:
            return hole_name(hole.mark)
        return fill(QCoreApplication.translate("CribbageFelt", "hole %1, which counts as %2"),
                    hole.index, hole.mark)
    if hole.path.startswith("T"):
        return fill(QCoreApplication.translate(
            "CribbageFelt", "hole %1 of the blue path, which counts as %2"), hole.index,
            hole.mark)
    return fill(QCoreApplication.translate(
        "CribbageFelt", "hole %1 of the green shortcut, which counts as %2"), hole.index,
        hole.mark)

