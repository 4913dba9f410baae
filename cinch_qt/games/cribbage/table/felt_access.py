"""The Cribbage felt for screen readers: the plates and the board are
QGraphicsItems, which are not in the accessible tree, so each gets a named stand-in
label under the felt saying what it shows; and "where are we", said on demand and kept
in a status label: the count and its cards, the person's hand, the starter, the dealer
and crib owner, each side's score (Crib Wars: its hole and square) and whose turn it is.

Everything is read from what the felt shows (``Shown``, the board's pegs), never from
the engine, so nothing here runs ahead of the table (C70; tests/crib_readable.py).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QWidget

from ....i18n.placeholders import fill
from ..engine.boards.values import HoleKind
from . import felt_words as words
from .art import card_words

translate = QCoreApplication.translate   # lupdate reads each call's context and text
STAND_IN = "screenReaderStandIn"          # the property that marks a stand-in label


def _stand_in(parent: QWidget, object_name: str) -> QLabel:
    """A label a screen reader finds in the tree but the eye does not see: shown (a
    hidden widget is skipped by readers that list only what is showing), one pixel,
    transparent, never focused."""
    label = QLabel("", parent)
    label.setObjectName(object_name)
    label.setProperty(STAND_IN, True)   # not text on screen: the no-cut test skips it
    label.setGeometry(0, 0, 1, 1)
    label.setStyleSheet("color: transparent; background: transparent;")
    label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    label.show()
    return label


class FeltAccess:
    """The felt's stand-ins: one label per seat's plate, one for the board, one for the
    status ("where are we").  ``update()`` after every change of the felt's HUD."""

    def __init__(self, felt: Any) -> None:
        self.felt = felt
        # Under the viewport: a view's accessible children are only its viewport and
        # scroll bars, a viewport's are its child widgets.
        area = felt.viewport()
        self.plates = {seat: _stand_in(area, f"plateText{seat}") for seat in felt.plates}
        self.board = _stand_in(area, "boardText")
        self.status = _stand_in(area, "tableStatus")

    def update(self) -> None:
        felt = self.felt
        for seat, label in self.plates.items():
            plate = felt.plates[seat]
            text = plate.toolTip() if plate.isVisible() else ""
            label.setText(text)
            label.setAccessibleName(text or felt._name(seat))
        board = board_text(felt)
        self.board.setText(board)
        self.board.setAccessibleName(board)
        status = where_text(felt)
        self.status.setText(status)
        self.status.setAccessibleName(translate("CribbageFelt", "Where we are"))
        self.status.setAccessibleDescription(status)


def board_text(felt: Any) -> str:
    """The board in words: the game's mark, then each side's score and, on Crib Wars,
    the hole its front peg stands on (its mark said when it is not the hole's number)
    and the square it stands in."""
    data = felt.board_data
    crib_wars = felt.rules.board == "crib-wars"
    parts = []
    for k, side in enumerate(felt.board.sides):
        hole = data.hole(felt.board.front(side))
        name = felt._side_name(k)
        if not crib_wars:
            parts.append(fill(translate("CribbageFelt", "%1 %2"), name,
                              hole.mark))
            continue
        square = _square_word(hole.kind)
        where = words.hole_place(hole)
        if square:
            parts.append(fill(translate("CribbageFelt", "%1 %2, on %3 (%4)"), name,
                              hole.mark, where, square))
        else:
            parts.append(fill(translate("CribbageFelt", "%1 %2, on %3"), name, hole.mark,
                              where))
    return fill(translate("CribbageFelt", "Board, game to %1: %2."), data.finish_mark,
                "; ".join(parts))


def _square_word(kind: HoleKind) -> str:
    if kind is HoleKind.TRAP:
        return translate("CribbageFelt", "blue trap")
    if kind is HoleKind.GREEN_ZONE:
        return translate("CribbageFelt", "green zone")
    if kind is HoleKind.PENALTY:
        return translate("CribbageFelt", "penalty square")
    return ""


def where_text(felt: Any) -> str:
    """"Where are we": one sentence each for the hand and crib, the starter, the count,
    the person's hand, the board and whose turn it is."""
    sh = felt.shown
    out = []
    if sh.hand_no < 0 or not sh.dealt_in:
        out.append(words.draw_title() + ".")
    else:
        if felt._mine(sh.dealer):
            out.append(fill(translate(
                "CribbageFelt", "Hand %1: you deal, and the crib is yours."), sh.hand_no + 1))
        else:
            out.append(fill(translate(
                "CribbageFelt", "Hand %1: %2 deals, and the crib is %2's."), sh.hand_no + 1,
                felt._name(sh.dealer)))
        if sh.starter is None:
            out.append(translate("CribbageFelt", "The starter is not cut yet."))
        else:
            out.append(words.said_starter(card_words(sh.starter)) + ".")
        if sh.row:
            out.append(fill(translate("CribbageFelt", "The count is %1: %2."), sh.count,
                            ", ".join(card_words(c) for _s, c in sh.row)))
        elif sh.starter is not None and sh.showing is None and not sh.counted:
            out.append(fill(translate("CribbageFelt", "The count is %1."), sh.count))
        mine = [k for k in sh.hands.get(0, []) if isinstance(k, int)]
        if not mine:
            out.append(translate("CribbageFelt", "Your hand is empty."))
        elif len(mine) == 1:
            out.append(fill(translate("CribbageFelt", "Your hand, 1 card: %1."),
                            card_words(mine[0])))
        else:
            out.append(fill(translate("CribbageFelt", "Your hand, %1 cards: %2."), len(mine),
                            ", ".join(card_words(c) for c in mine)))
    out.append(board_text(felt))
    out.append(turn_text(felt))
    return " ".join(t for t in out if t)


def turn_text(felt: Any) -> str:
    sh = felt.shown
    d = felt._decision
    if sh.winner is not None:
        return words.said_win(felt._side_subject(sh.winner), felt._mine_side(sh.winner)) + "."
    if d is not None and not felt._autoplay:
        from .words import announce_turn
        return announce_turn(d)
    if felt.waiting_for_cut():
        return translate("CribbageFelt", "Your turn to cut.")
    if sh.to_act is not None and sh.to_act != 0:
        return fill(translate("CribbageFelt", "Waiting for %1."), felt._name(sh.to_act))
    return ""
