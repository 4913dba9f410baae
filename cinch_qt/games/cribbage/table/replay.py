"""The replay of a finished or imported cribbage (or Crib Wars) game: card by card
through the lay-away and the play, count by count through the show, with the pegs on the
game's own board, in the shared viewer (ui/storage/replay_viewer.py).  Ctrl+←/→ or
Page Up/Down go to the end of a count or a show; the hand chooser jumps to a deal."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QSplitter,
    QWidget,
)

from ....i18n.placeholders import fill
from ....ui.card_item import CardItem
from ....ui.storage.cardface import CardArt
from ....ui.storage.replay_viewer import ReplayViewer, ReplayViewerDialog, help_key_rows
from ...cards import parse_card
from ..engine.boards import get_board
from .board_item import CribbageBoardItem
from .board_view import BoardView
from .names import SIDE_SEATS, crib_player, crib_side
from .replay_frames import (
    CribFrame,
    card_words,
    crib_frames,
)

FELT = QColor("#1f6b3a")
SCENE = QRectF(0, 0, 1000, 640)
CARD_W = 70.0
CRIB_STORY_LINES = 7
SMALL_W = 44.0
# Where each seat's hand is centred on the table, by the number of players (C2).
SEAT_POS = {
    2: {"S": (500, 555), "N": (500, 85)},
    3: {"S": (500, 555), "W": (135, 300), "E": (865, 300)},
    4: {"S": (500, 555), "W": (135, 320), "N": (500, 85), "E": (865, 320)},
    6: {"S": (500, 555), "SW": (150, 440), "NW": (150, 180), "N": (500, 85),
        "NE": (850, 180), "SE": (850, 440)},
}
PILE_AT = QPointF(350, 270)      # the first card of the count (top-left)
STARTER_AT = QPointF(250, 270)
CRIB_AT = QPointF(680, 270)
# What each button of the bar (replay.KEY_ROWS' order and keys) does in this replay: it
# steps through counts and shows where Cinch's steps through tricks.
STEP_NAMES = (QT_TRANSLATE_NOOP("CribReplayWidget", "First step"),
              QT_TRANSLATE_NOOP("CribReplayWidget", "Previous count or show"),
              QT_TRANSLATE_NOOP("CribReplayWidget", "Previous step"),
              QT_TRANSLATE_NOOP("CribReplayWidget", "Next step"),
              QT_TRANSLATE_NOOP("CribReplayWidget", "Next count or show"),
              QT_TRANSLATE_NOOP("CribReplayWidget", "Last step"))


def crib_replay_keys() -> list[tuple[str, str]]:
    """(keys, what they do) in the current language, for the cribbage window's Help
    (replay.replay_keys is Cinch's)."""
    return help_key_rows("CribReplayWidget", STEP_NAMES)


class CribTableView(QGraphicsView):
    """The cards of one frame on the felt: every hand face up, the count in the middle,
    the starter on its left and the crib on its right."""

    def __init__(self, art: CardArt, players: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.players = players
        self.setScene(QGraphicsScene(SCENE, self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing |
                            QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setBackgroundBrush(art.felt(FELT))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(420, 280)
        self.cards: list[CardItem] = []   # as laid out for the frame shown (tests)

    def sizeHint(self) -> QSize:
        return QSize(640, 420)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fitInView(SCENE, Qt.AspectRatioMode.KeepAspectRatio)

    def _pixmap(self, face: int | None, width: int, dpr: float) -> QPixmap:
        height = round(width / self.art.aspect())
        pm = QPixmap(round(width * dpr), round(height * dpr))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        self.art.draw(p, QRectF(0, 0, width, height), face, dpr)
        p.end()
        return pm

    def _card(self, card: str | None, x: float, y: float, width: float,
              lit: bool = False, dimmed: bool = False) -> CardItem:
        face = parse_card(card) if card else None
        item = CardItem((card, x, y), face, self._pixmap)
        item.set_size(round(width), round(width / self.art.aspect()),
                      self.devicePixelRatioF())
        item.set_face_up(card is not None)
        item.set_marks(highlighted=lit, dimmed=dimmed)
        item.setPos(x, y)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene().addItem(item)
        self.cards.append(item)
        return item

    def _text(self, text: str, x: float, y: float, size: int = 15, bold: bool = False,
              colour: str = "white") -> None:
        item = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPixelSize(size)
        font.setBold(bold)
        item.setFont(font)
        item.setBrush(QColor(colour))
        item.setPos(x - item.boundingRect().width() / 2, y)
        self.scene().addItem(item)

    def show_frame(self, f: CribFrame, names: dict[str, str]) -> None:
        self.scene().clear()
        self.cards = []
        h = CARD_W / self.art.aspect()
        positions = SEAT_POS.get(self.players, SEAT_POS[2])
        for seat, (cx, cy) in positions.items():
            held = list(f.hands.get(seat, ()))
            played = list(f.played.get(seat, ()))
            step = CARD_W * 0.48
            width = CARD_W + step * max(0, len(held) - 1)
            left = cx - width / 2
            # W30: the cards of a side that folded are dead for the rest of the hand.
            dead = any(seat in SIDE_SEATS.get(side, (side,)) for side in f.folded)
            for k, card in enumerate(held):
                self._card(card, left + k * step, cy - h / 2, CARD_W, dimmed=dead)
            name = names.get(seat) or crib_player(seat)
            if seat == f.dealer:
                name = fill(self.tr("%1 (dealer)"), name)
            if seat in f.hands or played:
                self._text(name, cx, cy - h / 2 - 24, bold=seat == f.dealer)
            # The cards played in earlier counts lie beside their player, dimmed; in
            # the hand's place once it is empty.
            small_h = SMALL_W / self.art.aspect()
            small_step = SMALL_W * 0.5
            row = SMALL_W + small_step * max(0, len(played) - 1)
            if not held:
                x0 = cx - row / 2
            elif cx > SCENE.center().x():
                x0 = left - 12 - row
            else:
                x0 = left + width + 12
            for k, card in enumerate(played):
                self._card(card, x0 + k * small_step, cy - small_h / 2, SMALL_W,
                           dimmed=True)
        if f.showing:
            for k, card in enumerate(f.showing):
                self._card(card, PILE_AT.x() + k * CARD_W * 0.62, PILE_AT.y(), CARD_W,
                           lit=True)
        else:
            for k, (_seat, card) in enumerate(f.pile):
                self._card(card, PILE_AT.x() + k * CARD_W * 0.5, PILE_AT.y(), CARD_W,
                           lit=k == len(f.pile) - 1)
            if f.pile:
                self._text(fill(self.tr("Count: %1"), f.count), PILE_AT.x() + 120,
                           PILE_AT.y() + h + 8, size=18, bold=True)
        if f.starter:
            self._card(f.starter, STARTER_AT.x(), STARTER_AT.y(), CARD_W,
                       lit=bool(f.showing))
            self._text(self.tr("Starter"), STARTER_AT.x() + CARD_W / 2,
                       STARTER_AT.y() + h + 6)
        # During the crib's own show its cards are in the middle, not at its place.
        if f.crib and not (f.crib_open and f.showing):
            for k, card in enumerate(f.crib):
                shown = f.crib_open and not f.showing
                self._card(card if shown else None, CRIB_AT.x() + k * (16 if shown else 4),
                           CRIB_AT.y() + k * (0 if shown else 3), CARD_W)
            self._text(fill(self.tr("Crib of %1"), names.get(f.dealer)
                            or crib_player(f.dealer)),
                       CRIB_AT.x() + CARD_W / 2, CRIB_AT.y() - 24)


class CribReplayWidget(ReplayViewer):
    """Cribbage's replay in the shared viewer: the table and the board with its pegs,
    stepping card by card and count by count."""

    # Room for a long step (a card, the gos of five players, the go point, a square and
    # its penalty).
    STORY_LINES = CRIB_STORY_LINES
    # The first frame is not said aloud: the reader announces the new window and its
    # table's description; a pending announcement would also outlive a dialog closed at
    # once.
    SPEAK_FIRST = False

    def frames_of(self, record: dict) -> list[CribFrame]:
        return crib_frames(record)

    def make_body(self, record: dict, art: CardArt) -> QWidget:
        rules = record["rules"]
        raw = record.get("names") if isinstance(record.get("names"), dict) else {}
        self.names = {s: crib_side(s, raw) for s in record["seats"]}
        self.sides = list(record["sides"])
        self.table = self.view = CribTableView(art, rules["players"], self)
        self.board = CribbageBoardItem(get_board(rules["board"]), self.sides, 1.0)
        self.board_view = BoardView(self.board, self)
        self.board_view.setMinimumSize(260, 180)
        split = QSplitter(Qt.Orientation.Horizontal if rules["board"] == "crib-wars"
                          else Qt.Orientation.Vertical, self)
        split.addWidget(self.table)
        split.addWidget(self.board_view)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        return split

    def words(self) -> tuple[tuple[str, ...], tuple[str, str], str]:
        return (tuple(self.tr(name) for name in STEP_NAMES),
                (self.tr("◀◀ Count"), self.tr("Count ▶▶")),
                self.tr("Go to the deal of a hand"))

    def show_frame(self, f: CribFrame) -> None:
        self.table.show_frame(f, self.names)
        for side, (front, back) in f.pegs.items():
            self.board.place(side, front, back)
            self.board.set_sitting_out(side, f.sitting.get(side))

    def score_words(self, f: CribFrame) -> str:
        raw = self.record.get("names") if isinstance(self.record.get("names"), dict) else {}
        order = sorted(f.marks, key=lambda s: "S" not in self.record["sides"][s])
        return ", ".join(fill(self.tr("%1 %2"), crib_side(s, raw), f.marks[s])
                         for s in order)

    def describe(self, f: CribFrame) -> str:
        """The whole frame in words for screen readers."""
        lines = [f.title, *f.lines]
        if f.pile:
            lines.append(fill(self.tr("On the table: %1 (count %2)"),
                              card_words([c for _, c in f.pile]), f.count))
        if f.starter:
            lines.append(fill(self.tr("Starter: %1"), card_words([f.starter])))
        for seat, held in f.hands.items():
            if held:
                lines.append(fill(self.tr("%1 holds %2."), self.names.get(seat, seat),
                                  card_words(held)))
        lines.append(self.score_line(f))
        return "\n".join(lines)


class CribReplayDialog(ReplayViewerDialog):
    VIEWER = CribReplayWidget
    SIZE = (1100, 760)


# The name the shared replay window looks for (GameInfo.replay_dialog).
ReplayDialog = CribReplayDialog
