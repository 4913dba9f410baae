"""What the board says while pegs move, in the person's language.

The score labels ("fifteen two", "31 for 2", "go", "his heels") are passed in by the
table; these helpers give the common ones, and the square effects are the board's own.
French follows the source's words (shared/seeds/003: « 15, 2 », la passe, le valet, la
case rouge de saut, le piège bleu, la voie bleue, les raccourcis verts, coucher sa main,
reculer de 20 places, la prime de 20 points, patienter pendant trois mains).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from ....i18n.placeholders import fill

CONTEXT = "CribbageBoard"   # lupdate reads the literal in each call below


def fifteen(points: int) -> str:
    """C50: "fifteen two", "fifteen four"... (the running total said aloud)."""
    return fill(QCoreApplication.translate("CribbageBoard", "fifteen %1"), points)


def thirty_one(points: int = 2) -> str:
    """C52: the count reaching 31 exactly."""
    return fill(QCoreApplication.translate("CribbageBoard", "31 for %1"), points)


def go() -> str:
    """C53: the go point."""
    return QCoreApplication.translate("CribbageBoard", "go")


def his_heels() -> str:
    """C42: a jack turned as starter."""
    return QCoreApplication.translate("CribbageBoard", "his heels")


def hand(points: int) -> str:
    """C70: a hand's count."""
    return fill(QCoreApplication.translate("CribbageBoard", "hand %1"), points)


def crib(points: int) -> str:
    """C70: the crib's count."""
    return fill(QCoreApplication.translate("CribbageBoard", "crib %1"), points)


def jump() -> str:
    """W10: the peg slides along the red arrow."""
    return QCoreApplication.translate("CribbageBoard", "Red jump!")


def trap() -> str:
    """W11: the move stops in the trap; the next one goes down the blue path."""
    return QCoreApplication.translate("CribbageBoard", "Blue trap: next move down the blue path")


def shortcut() -> str:
    """W12: the move stops on a green zone; the next one takes the shortcut."""
    return QCoreApplication.translate("CribbageBoard", "Green zone: next move takes the shortcut")


def penalty() -> str:
    """W30: a penalty square."""
    return QCoreApplication.translate("CribbageBoard", "Penalty square!")


def folds() -> str:
    """W30: hand (and crib) laid down at once."""
    return QCoreApplication.translate("CribbageBoard", "folds")


def back(holes: int = 20) -> str:
    """W31: back 20 holes."""
    return fill(QCoreApplication.translate("CribbageBoard", "back %1"), holes)


def award(points: int = 20) -> str:
    """W36: the award to each other side."""
    return fill(QCoreApplication.translate("CribbageBoard", "+%1 award"), points)


def sits_out(hands: int) -> str:
    """W32, W33: the side sits out the next hands."""
    if hands == 1:
        return QCoreApplication.translate("CribbageBoard", "sits out: 1 hand")
    return fill(QCoreApplication.translate("CribbageBoard", "sits out: %1 hands"), hands)


def leaves_box() -> str:
    """W35 (a): released from the penalty box."""
    return QCoreApplication.translate("CribbageBoard", "leaves the penalty box")


def game_hole() -> str:
    """W6, C61: the game hole reached."""
    return QCoreApplication.translate("CribbageBoard", "Game!")


# -- what a hole or square does, for its tooltip and the legend

def wrapped_tip(text: str) -> str:
    """A tooltip as a short paragraph: Qt shows plain text on one line, and a line wider
    than the room right of the pointer is pushed to the screen's left edge, far from the
    square pointed at; rich text wraps and stays by the pointer."""
    if not text:
        return ""
    return "<p>" + html.escape(text, quote=False) + "</p>"


def hole_tip(number: int) -> str:
    return fill(QCoreApplication.translate("CribbageBoard", "Hole %1"), number)


def start_label() -> str:
    """Written over the start holes (C80)."""
    return QCoreApplication.translate("CribbageBoard", "Start")


def finish_label() -> str:
    """Written under the game holes (C80, W6)."""
    return QCoreApplication.translate("CribbageBoard", "Finish")


def start_tip() -> str:
    return QCoreApplication.translate("CribbageBoard", "Start: every peg begins here.")


def game_hole_tip(mark: int) -> str:
    """W6, C80: the game hole."""
    return fill(QCoreApplication.translate(
        "CribbageBoard", "Game hole: the first side to reach %1 wins."), mark)


def red_tip(exit_hole: int) -> str:
    """W10."""
    return fill(QCoreApplication.translate(
        "CribbageBoard", "Red jump: a move that ends here slides on at once to hole %1, "
        "20 holes ahead."), exit_hole)


def red_exit_tip(entry_hole: int) -> str:
    return fill(QCoreApplication.translate(
        "CribbageBoard", "End of the red jump from hole %1."), entry_hole)


def trap_tip(mark: int, rejoin: int) -> str:
    """W11, W7."""
    return fill(QCoreApplication.translate(
        "CribbageBoard", "Blue trap: a move that ends here stops, and the side's next move "
        "goes down the blue path, back to hole %2. A peg standing here counts %1."),
        mark, rejoin)


def green_tip(mark: int, rejoin: int) -> str:
    """W12, W7."""
    return fill(QCoreApplication.translate(
        "CribbageBoard", "Green zone: a move that ends here stops, and the side's next move "
        "takes the green shortcut to hole %2. A peg standing here counts %1."),
        mark, rejoin)


def penalty_tip(retreat: int, release: int, sides: int = 2) -> str:
    """W30-W36: the rule of the game in play only (two sides W31, three sides W32-W36)."""
    if sides == 2:
        return fill(QCoreApplication.translate(
            "CribbageBoard", "Penalty square: the side that lands here folds its cards, "
            "goes back 20 holes to hole %1, and the other side gets a 20-point award."),
            retreat)
    return fill(QCoreApplication.translate(
        "CribbageBoard", "Penalty square: the side that lands here folds its cards and "
        "sits out three hands, unless another side is already out: then that one is "
        "released to hole %2, the side that landed goes back 20 holes to hole %1 and the "
        "others get a 20-point award each."), retreat, release)


def path_tip(blue: bool, mark: int) -> str:
    """W3, W5, W7: a hole of a side path."""
    if blue:
        return fill(QCoreApplication.translate(
            "CribbageBoard", "Blue path: a peg here counts %1."), mark)
    return fill(QCoreApplication.translate(
        "CribbageBoard", "Green shortcut: a peg here counts %1."), mark)


def heels_tip() -> str:
    """C43, W40: the three holes before the game hole, said as the rule they carry."""
    return QCoreApplication.translate(
        "CribbageBoard", "Shaded: one of the last three holes before the finish. While the "
        "dealer's side stands here, a jack turned as the starter gives it nothing (no his "
        "heels).")


def standing_tip(mark: int) -> str:
    """W7: why the badge can differ from the hole's number."""
    return fill(QCoreApplication.translate(
        "CribbageBoard", "A side's score is its mark: %1 minus the holes still to walk. On "
        "a trap, a zone or a path it differs from the hole's number."), mark)


def standing_where(kind: str) -> str:
    """After a side's mark in the badge when its peg stands off the plain track, so a
    mark that is not the hole's number explains itself (W7)."""
    return {
        "trap": QCoreApplication.translate("CribbageBoard", "in a blue trap"),
        "green": QCoreApplication.translate("CribbageBoard", "in a green zone"),
        "blue_path": QCoreApplication.translate("CribbageBoard", "on a blue path"),
        "green_path": QCoreApplication.translate("CribbageBoard", "on a green shortcut"),
    }[kind]


# -- the legend under the board

def heels_legend(first: int, last: int) -> str:
    """C43, W40: the legend's entry for the shaded holes, with their numbers."""
    return fill(QCoreApplication.translate(
        "CribbageBoard", "%1–%2: a turned jack gives the dealer nothing"), first, last)


def legend_entries(crib_wars: bool, heels: tuple[int, int] | None = None
                   ) -> list[tuple[str, str]]:
    """(key, short text) in the order drawn; the key names the swatch.  The entries
    are short: each one's tooltip, like every square's, says what landing there does."""
    out = []
    if crib_wars:
        out += [
            ("red", QCoreApplication.translate("CribbageBoard", "Red jump: 20 holes on")),
            ("trap", QCoreApplication.translate("CribbageBoard", "Blue trap: blue path next")),
            ("green", QCoreApplication.translate("CribbageBoard", "Green zone: shortcut next")),
            ("penalty", QCoreApplication.translate("CribbageBoard", "Penalty: fold")),
        ]
    out += [
        ("heels", heels_legend(*(heels or ((238, 240) if crib_wars else (118, 120))))),
        ("pegs", QCoreApplication.translate("CribbageBoard", "Front and back peg")),
    ]
    return out


def legend_hint() -> str:
    return QCoreApplication.translate("CribbageBoard", "Point at a hole or square to see "
                                                       "what it does.")
