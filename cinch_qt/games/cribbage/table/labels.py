"""What the board says while pegs move, in the person's language.

The score labels ("fifteen two", "31 for 2", "go", "his heels") are passed in by the
table; these helpers give the common ones, and the square effects are the board's own.
French follows the source's words (shared/seeds/003: « 15, 2 », la passe, le valet, la
case rouge de saut, le piège bleu, la voie bleue, les raccourcis verts, coucher sa main,
reculer de 20 places, la prime de 20 points, patienter pendant trois mains).
"""

from __future__ import annotations

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
