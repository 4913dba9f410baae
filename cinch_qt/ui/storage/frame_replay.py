"""The replay of a game as frames of the frame felt (games/felt_frame.py, every card face
up) shown on the same FrameFelt the table uses, in the one replay viewer.  A game played
on the frame felt uses it as it is, by naming ``FrameReplayDialog`` its ``ReplayDialog``
in its ``table/replay.py`` (the frames are ``FeltGame.replay``'s); a game with a table of
its own subclasses FrameReplay for where its frames come from (``frames_of``) and its
buttons' words, and may put an item of its own on the felt (``fixture_of``, a board),
fed each frame's ``aside``.  The stop buttons go to the frames marked ``is_stop`` (the
first and last frames when there are none); the hand chooser to the first frame of a
hand."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QWidget

from ...games import game_of_record
from ..frame_felt import FrameFelt
from .cardface import CardArt
from .replay_viewer import ReplayViewer, ReplayViewerDialog

translate = QCoreApplication.translate
FELT = QColor("#1f6b3a")


class ArtCards:
    """The felt's card source over the replay's CardArt: the theme's cards when the
    program's cache is there, else plainly drawn ones (a replay opened on its own)."""

    def __init__(self, art: CardArt) -> None:
        self.art = art

    def aspect(self) -> float:
        return self.art.aspect()

    def card_pixmap(self, card: int | None, width: int, dpr: float) -> QPixmap:
        height = round(width / self.aspect())
        pix = QPixmap(round(width * dpr), round(height * dpr))
        pix.setDevicePixelRatio(dpr)
        pix.fill(QColor(0, 0, 0, 0))
        painter = QPainter(pix)
        self.art.draw(painter, pix.rect().toRectF().adjusted(0, 0, -(pix.width() - width),
                                                             -(pix.height() - height)),
                      card, dpr)
        painter.end()
        return pix

    def felt_pixmap(self, size: QSize, dpr: float) -> QPixmap:
        pix = QPixmap(size)
        pix.fill(self.art.felt(FELT))
        return pix


class FrameReplay(ReplayViewer):
    def frames_of(self, record: dict) -> list:
        info = game_of_record(record)
        return list(info.felt().replay(record)) if info is not None else []

    def make_body(self, record: dict, art: CardArt) -> QWidget:
        self.view = self.felt = FrameFelt(ArtCards(art), self)
        self.felt.speed_factor = 0.0     # a step shows at once
        self.felt.speaks = False         # the viewer says each step (its picture)
        fixture = self.fixture_of(record)
        if fixture is not None:
            self.felt.set_fixture(*fixture)
        return self.felt

    def fixture_of(self, record: dict) -> tuple[QGraphicsItem, str, float] | None:
        """The game's own item on the felt (a board), the side of the felt it takes
        ("right" or "bottom") and its share of it (FrameFelt.set_fixture); None: the
        felt is the frames' alone."""
        return None

    def show_aside(self, aside: Any) -> None:
        """Show a frame's ``aside`` on the game's own item."""

    def words(self) -> tuple[tuple[str, ...], tuple[str, str], str]:
        return ((translate("FrameWindow", "First step"), translate("FrameWindow", "To the start"),
                 translate("FrameWindow", "Previous step"),
                 translate("FrameWindow", "Next step"), translate("FrameWindow", "To the end"),
                 translate("FrameWindow", "Last step")), ("◀◀", "▶▶"),
                translate("FrameWindow", "The whole game is one hand"))

    def show_frame(self, frame) -> None:  # noqa: ANN001 - a FeltFrame
        self.felt.show_frame(frame, animate=False)
        if self.felt.fixtures():
            self.show_aside(frame.aside)

    def score_words(self, frame) -> str:  # noqa: ANN001
        return frame.score

    def describe(self, frame) -> str:  # noqa: ANN001
        return "\n".join((frame.title, *frame.lines, *frame.picture, self.score_line(frame)))


class FrameReplayDialog(ReplayViewerDialog):
    VIEWER = FrameReplay
    SIZE = (820, 600)
