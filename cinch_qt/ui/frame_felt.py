"""The frame felt: a table drawn from plain frames (games/felt_frame.py), for any game
that gives its table as piles of cards instead of a felt of its own.

``show(frame)`` lays the frame's piles out on the felt and slides every card that
changed place to its new one (one step of the shell's felt steps, step_felt.py, scaled
by the speed; ``busy`` while it runs, ``idle`` when done, so the session paces the bots
by it).  The cards the frame says are playable are highlighted, the others of their pile
dimmed; a click, a double-click, Enter, or a drag onto the frame's target pile plays one
(``chosen``), a drag elsewhere snaps back, and the arrow keys move among the playable
cards only (the shared CardScene's gestures).  ``mark(card)`` rings a card (a hint).  A
frame's piles may be dimmed, its ``lit`` cards ringed and its ``winner`` marked; a pile
given room keeps every card's index in view (two rows when one would hide them); its
plates are written beside their piles (frame_plates.py).  A game may put an item of its
own on the felt (``set_fixture``, a board) in a band at its right or bottom; the frames
are then laid out in the rest.  For screen readers the felt
carries the focused card's name and whether it may be played, or, with no card
focused, what the plates say.  Nothing here names a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont

from ..games.felt_frame import FeltFrame, Pile
from ..i18n import card_name
from ..i18n.placeholders import fill
from .accessibility import focus_event, set_accessible_texts
from .card_table_view import CardTableView
from .frame_plates import FramePlates
from .step_felt import Spot, StepFelt

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

# A pile's fanned cards overlap by this much of a card's width (more when crowded);
# fanned down, by this much of its height.
FAN_STEP = 0.32
FAN_DOWN_STEP = 0.2
# How far a picked card stands up, and a raised one, in its own heights: a picked card
# clears the fan's top edge; a raised one shows by more than colour.
PICKED_RISE, RAISED_RISE = 0.22, 0.07
# A pile given its room shows every card's index: half a card apart when there is room,
# two rows when one would squeeze them under READABLE of a card's width; the second row
# overlaps the first by ROW_OVERLAP of a card's height unless there is room for both.
READABLE = 0.45
ROW_OVERLAP = 0.45
# The card's width as a share of the felt's width and of its height, the smaller wins.
CARD_OF_WIDTH, CARD_OF_HEIGHT = 0.085, 0.19
# A fixture keeps this share of its band's smaller side clear on every side.
FIXTURE_MARGIN = 0.03

translate = QCoreApplication.translate


def fan_rows(n: int, w: float, h: float, width: float,
             height: float, spread: float = 0.5) -> tuple[list[int], float, float]:
    """How ``n`` cards of ``w`` x ``h`` fan out in ``width`` x ``height``, at most
    ``spread`` of a card apart: the cards of each row, the distance between two cards
    of a row, and between two rows' tops."""
    def spacing(k: int) -> float:
        return min(w * spread, (width - w) / max(1, k - 1))

    if n < 2 or spacing(n) >= w * READABLE:
        return [n], spacing(n), 0.0
    half = (n + 1) // 2
    gap = h * 1.06 if h * 2.06 <= height else h * ROW_OVERLAP
    return [half, n - half], min(spacing(half), spacing(n - half)), gap


def _same_cards(a: FeltFrame, b: FeltFrame) -> bool:
    """Whether two frames lay every card alike (their words may differ)."""
    return (a.piles == b.piles and a.raised == b.raised and a.playable == b.playable
            and a.pick == b.pick and a.winner == b.winner and a.lit == b.lit
            and a.target == b.target and a.hand == b.hand)


class FrameFelt(FramePlates, StepFelt, CardTableView):
    chosen = Signal(int)        # the person plays this card
    picked = Signal(list)       # the person sends these picked cards (a frame's pick)
    pickChanged = Signal(int, int)  # cards picked, cards to pick
    pickFull = Signal(int)      # a card clicked with every card to pick picked already
    busyChanged = Signal(bool)  # cards are moving, or have stopped
    idle = Signal()             # every frame queued has been shown

    def __init__(self, cache, parent=None) -> None:  # noqa: ANN001 - a CardPixmapCache
        super().__init__(cache, (480, 320), parent)
        self.frame: FeltFrame | None = None
        self.speed_factor = 1.0
        self._start_steps()
        self._labels: dict[str, QGraphicsSimpleTextItem] = {}
        self._plate_items = []
        self._plate_places = {}
        self._plate_room: tuple = ({}, [])   # the piles' areas and what lies on the felt
        self._laid_at: tuple = ()
        self._marks: tuple = ()             # what the cards were last marked for
        # The felt says what it shows to screen readers (``describe``); a viewer that
        # says each step itself (the replay) turns this off.
        self.speaks = True
        self._said_busy = False
        self._marked: int | None = None
        self._picks: list[int] = []
        self._fixture: tuple[QGraphicsItem, str, float] | None = None
        # The viewport takes the focus too: a nameless one confuses some screen readers.
        self.viewport().setAccessibleName(translate("FrameFelt", "Card table"))
        scene = self.scene_
        scene.cardActivated.connect(self._activated)
        scene.cardClicked.connect(self._clicked)
        scene.cardDropped.connect(self._dropped)

    # ------------------------------------------------------------ what the felt shows
    def show_frame(self, frame: FeltFrame, animate: bool = True) -> None:
        """Lay ``frame`` out now, dropping the frames still queued; cards that moved
        slide there unless ``animate`` is False (a new game, a step taken back)."""
        self.steps.clear()
        self._stop_moves()
        step = self._place(frame, animate)
        self._update_hud()
        if step is not None:
            self.steps.wait("anim")
            self.motion.start(step)
        self._say_busy(step is not None)

    def queue_frame(self, frame: FeltFrame, restart: bool = False) -> None:
        """Show ``frame`` once the frames queued before it have been shown, its cards
        paced as its ``pace`` says; ``restart`` drops those still queued."""
        self.queue_picture(frame, restart)
        if self.frame is not None and self.steps.pending():
            self._mark_playable()      # the frame shown is no longer the one to play on

    def mark(self, card: int | None) -> None:
        """Ring ``card`` (the hint's card) until the next frame; None clears it."""
        self._marked = card
        self.scene_.set_selected(set() if card is None else {card})

    def busy(self) -> bool:
        """Cards are moving, or frames wait their turn."""
        return self.motion.running() or self.steps.running()

    def set_fixture(self, item: QGraphicsItem, side: str, share: float) -> None:
        """Put a game's own ``item`` on the felt (a board): it takes ``share`` of the
        felt's width at its right (``side`` "right") or of its height at its bottom
        ("bottom"), scaled to fit there, and stays while frames come and go; the frames'
        piles, labels and plates lie in the rest of the felt (``table_rect``), their
        places shares of that rest."""
        self._fixture = (item, side, share)
        if item.scene() is not self.scene_:
            self.scene_.addItem(item)
        self._relayout()

    def fixtures(self) -> tuple:
        return () if self._fixture is None else (self._fixture[0],)

    def table_rect(self) -> QRectF:
        """Where the frames are laid out: the felt, less a fixture's band."""
        size = self.viewport().size()
        w, h = size.width(), size.height()
        if self._fixture is None:
            return QRectF(0, 0, w, h)
        _item, side, share = self._fixture
        return QRectF(0, 0, w * (1 - share), h) if side == "right" else \
            QRectF(0, 0, w, h * (1 - share))

    def _place_fixture(self) -> None:
        item, _side, _share = self._fixture
        size = self.viewport().size()
        table = self.table_rect()
        band = QRectF(0, 0, size.width(), size.height())
        if table.width() < band.width():
            band.setLeft(table.right())
        else:
            band.setTop(table.bottom())
        pad = FIXTURE_MARGIN * min(band.width(), band.height())
        box = item.boundingRect()
        if box.isEmpty() or band.width() <= 2 * pad or band.height() <= 2 * pad:
            return
        scale = min((band.width() - 2 * pad) / box.width(),
                    (band.height() - 2 * pad) / box.height())
        item.setScale(scale)
        item.setPos(band.center() - box.center() * scale)

    def card_size(self) -> tuple[int, int]:
        size = self.table_rect().size()
        w = max(24, int(min(size.width() * CARD_OF_WIDTH,
                            size.height() * CARD_OF_HEIGHT * self.cache.aspect())))
        return w, int(round(w / self.cache.aspect()))

    def card_rect(self, card: int) -> QRectF:
        """Where ``card`` lies now, in the view's coordinates (tests aim at it)."""
        item = self.scene_.cards[card]
        w, h = item.size()
        return self.mapFromScene(QRectF(item.pos(), QRectF(0, 0, w, h).size())
                                 ).boundingRect().toRectF()

    # ------------------------------------------------------------ layout
    def _relayout(self) -> None:
        self.setSceneRect(QRectF(0, 0, self.viewport().width(), self.viewport().height()))
        if self._fixture is not None:
            self._place_fixture()
        self._resized()

    def _homes(self) -> dict[int, tuple[QPointF, int, tuple[int, int]]]:
        """card -> (top-left, z, size) for the frame at the view's size; the piles'
        label places and the drop zone are set on the way."""
        frame = self.frame
        size = self.table_rect().size()
        homes: dict[int, tuple[QPointF, int, tuple[int, int]]] = {}
        areas: dict[str, QRectF] = {}
        held: dict[str, QRectF] = {}       # where the plates find the piles
        self.scene_.zones = {}
        for pile in frame.piles:
            w, h = self.card_size()
            w, h = round(w * pile.scale), round(h * pile.scale)
            cx, cy = pile.at[0] * size.width(), pile.at[1] * size.height()
            n = len(pile.cards)
            rows, step, gap = self._fan(pile, n, w, h)
            top = cy - (h + gap * (len(rows) - 1)) / 2
            span = w + step * max(0, max(rows) - 1)
            if pile.next_to[0] in areas and n:
                # Beside another pile with cards: just right of, left of or under them.
                other = areas[pile.next_to[0]]
                if pile.next_to[1]:
                    cx = (other.right() + w / 4 + span / 2 if pile.next_to[1] > 0
                          else other.left() - w / 4 - span / 2)
                else:
                    cx, top = other.center().x(), other.bottom() + h / 4
            # Kept inside the felt: no card of a pile near the edge is cut off.
            cx = max(min(cx, size.width() - span / 2 - 2), span / 2 + 2)
            cards = iter(enumerate(pile.cards))
            for r, count in enumerate(rows):
                row_span = w + step * max(0, count - 1)
                for k in range(count):
                    i, card = next(cards)
                    at = QPointF(cx - row_span / 2 + k * step, top + r * gap - self._rise(card, h))
                    homes[card] = (self._snap(at), i + 1, (w, h))
            area = QRectF(cx - span / 2, top, span, h + gap * (len(rows) - 1))
            if n:
                areas[pile.name] = held[pile.name] = area
            if pile.hold > n:
                # The plate beside it stays where it was as the pile empties.
                rows, step, gap = self._fan(pile, pile.hold, w, h)
                tall, wide = h + gap * (len(rows) - 1), w + step * max(0, max(rows) - 1)
                x = max(min(cx, size.width() - wide / 2 - 2), wide / 2 + 2)
                held[pile.name] = QRectF(x - wide / 2, cy - tall / 2, wide, tall)
            if pile.name == frame.target:
                self.scene_.zones[pile.name] = area.adjusted(-w / 2, -h / 4, w / 2, h / 4)
            self._label(pile, area)
        for name in set(self._labels) - {p.name for p in frame.piles}:
            self.scene_.removeItem(self._labels.pop(name))
        # The plates keep clear of every card and of the piles' labels.
        self._plate_room = (held, [QRectF(at, QSizeF(*size)) for at, _z, size in homes.values()]
                            + [label.sceneBoundingRect() for label in self._labels.values()
                               if label.isVisible()])
        self._laid_at = self._laying()
        self._lay_plates(frame, *self._plate_room)
        return homes

    def _laying(self) -> tuple:
        """What the cards' places depend on besides the frame: the felt's size, the
        room a fixture leaves, the cards picked."""
        return (self.viewport().width(), self.viewport().height(),
                self.table_rect().getRect(), tuple(self._picks))

    def _fan(self, pile: Pile, n: int, w: int, h: int) -> tuple[list[int], float, float]:
        """How ``n`` cards of ``pile``, each ``w`` x ``h``, lie: the cards of each row,
        the distance between two cards of a row, and between two rows' tops."""
        size = self.table_rect().size()
        if pile.fanned and pile.fan == "down":
            # A column: each card a row of its own, showing its index above the next.
            high = (pile.room[1] or 0.9) * size.height() - h
            return [1] * n or [0], 0.0, min(h * FAN_DOWN_STEP, high / max(1, n - 1))
        if pile.room[0] and pile.fanned:
            return fan_rows(n, w, h, pile.room[0] * size.width(),
                            pile.room[1] * size.height(), pile.spread or 0.5)
        step = w * (pile.spread or FAN_STEP) if pile.fanned else 1.0
        room = size.width() * 0.9 - w
        if pile.fanned and n > 1 and step * (n - 1) > room:
            step = room / (n - 1)
        return [n], step, 0.0

    def _rise(self, card: int, h: int) -> float:
        if card in self._picks:
            return h * PICKED_RISE
        return h * RAISED_RISE if card in self.frame.raised else 0.0

    def _label(self, pile: Pile, area: QRectF) -> None:
        item = self._labels.get(pile.name)
        if item is None and not pile.label:
            return
        if item is None:
            # Imported when first wanted: the first painted table has no labels.
            from PySide6.QtWidgets import QGraphicsSimpleTextItem
            item = self._labels[pile.name] = QGraphicsSimpleTextItem()
            item.setBrush(QBrush(QColor("#f4f1e6")))
            font = QFont()
            font.setBold(True)
            item.setFont(font)
            self.scene_.addItem(item)
        item.setText(pile.label)
        item.setVisible(bool(pile.label))
        item.setToolTip(pile.tip)
        box = item.boundingRect()
        # Kept inside the felt: a long label at a pile near the edge is not cut off.
        x = min(area.center().x() - box.width() / 2, self.table_rect().width() - box.width() - 4)
        y = area.top() - box.height() - 2 if pile.label_above else area.bottom() + 4
        y = min(y, self.table_rect().height() - box.height() - 4)
        item.setPos(round(max(4.0, x)), round(max(4.0, y)))

    def _place(self, frame: FeltFrame, animate: bool, resume: bool = False):  # noqa: ANN202
        """(StepFelt) Every card to its place in ``frame``, paced as it says; the step
        of the card motion to run, or None."""
        return self._lay_frame(frame, animate, resume, frame)

    def _lay_frame(self, frame: FeltFrame, animate: bool, resume: bool,
                   picture: object):  # noqa: ANN202
        """``_place`` for a felt whose pictures are its game's own and become frames
        as they are shown: ``picture`` stays the picture shown (``_shown``) while
        ``frame`` lays its cards out, so a resize or a pick lays it out again as the
        game then sees it."""
        old = self.frame
        if frame is not old:
            self._marked = None
            # Picks stand while the same pick is asked (a plate changed, a resize).
            self._picks = [c for c in self._picks if c in frame.playable][:frame.pick]
        self.frame = frame
        if (not animate and old is not None and picture is self._shown
                and self._laid_at == self._laying() and _same_cards(old, frame)):
            # The picture shown made again with only its words changed (who is
            # thinking): the cards stay, the plates are written anew.
            self._lay_plates(frame, *self._plate_room)
            return None
        homes = self._homes()
        spots = {}
        for pile in frame.piles:
            for card in pile.cards:
                home, z, (w, h) = homes[card]
                # Over the cards it passes on its way.
                spots[card] = Spot(home, w, h, z, pile.face_up, winner=card == frame.winner,
                                   lift=z + 100, pile=pile.name, index=z - 1)
        pace = frame.pace
        if pace is None:
            return self._lay_out(picture, spots, animate, resume)
        return self._lay_out(picture, spots, animate, resume, source=self._source(pace.source),
                             dealt={c: i for i, c in enumerate(pace.deal)}, packet=pace.packet,
                             sweep=pace.sweep, one_by_one=pace.one_by_one,
                             gap_ms=pace.gap_ms, hold_after=pace.hold_ms)

    def _source(self, name: str) -> QPointF | None:
        """Where cards new to the table come from: the top-left of pile ``name``'s top
        card as the frame lays it, else of a card at the pile's place (None: no such
        pile; new cards then appear where they go)."""
        pile = self.frame.pile(name) if name else None
        if pile is None:
            return None
        if pile.cards:
            item = self.scene_.cards.get(pile.cards[-1])
            if item is not None:
                return QPointF(item.home)
        w, h = self.card_size()
        size = self.table_rect().size()
        return self._snap(QPointF(pile.at[0] * size.width() - w / 2,
                                  pile.at[1] * size.height() - h / 2))

    def _update_hud(self) -> None:
        """(StepFelt) The marks and words follow the frame shown; its cards are the
        person's to play only once no frame waits after it."""
        if self.frame is not None:
            self._mark_playable()
        self.describe()

    def _moving(self) -> None:
        self._say_busy(True)

    def _dry(self) -> None:
        self._update_hud()
        self._say_busy(False)

    def _say_busy(self, busy: bool) -> None:
        """``busyChanged`` once as the cards start moving and once as the last frame
        queued has landed, not at every frame between."""
        if busy != self._said_busy:
            self._said_busy = busy
            self.busyChanged.emit(busy)

    def _stop_moves(self) -> None:
        """The cards stop where they are (the next layout moves them on from there)."""
        if self.motion.running():
            self.motion.stop()

    # ------------------------------------------------------------ the person's gestures
    def _mark_playable(self) -> None:
        frame = self.frame
        pending = self.steps.pending()
        marks = (frame, pending, tuple(self._picks), self._marked, len(self.scene_.cards))
        if marks == self._marks:
            return                      # marked so already
        self._marks = marks
        playable = set(frame.playable) if not pending else set()
        group = {c for p in frame.piles if playable & set(p.cards) for c in p.cards}
        if frame.pick:
            self.scene_.set_interactive(draggable=set(), clickable=playable)
        else:
            self.scene_.set_interactive(draggable=self._triable(playable), clickable=set())
        self.scene_.set_legal(group, playable if playable else None)
        # The arrows stop on the playable cards only (the others are dimmed), but the
        # order holds the person's whole hand, as it lies.
        offered = playable if frame.pick else self._triable(playable)
        self.scene_.set_keyboard_order([c for p in frame.piles for c in p.cards
                                        if c in offered])
        self.scene_.set_selected(set(self._picks) | (set() if self._marked is None
                                                     else {self._marked}))
        dimmed = {c for p in frame.piles if p.dimmed for c in p.cards}
        tips = {c: p.tip for p in frame.piles for c in p.cards}
        for card, item in self.scene_.cards.items():
            if item.toolTip() != tips.get(card, ""):
                item.setToolTip(tips.get(card, ""))
            if card in dimmed:
                item.set_marks(dimmed=True)
            if card in frame.lit:
                item.set_marks(highlighted=True)
            # A swept trick keeps its winner's mark.
            if item.winner != (card == frame.winner) and item not in self._after_sweep:
                item.set_marks(winner=card == frame.winner)

    def _triable(self, playable: set) -> set:
        """The cards the person may offer to play: those playable, and while there are
        any, every card of their hand (the rules refuse the others in their words)."""
        hand = self.frame.pile(self.frame.hand) if self.frame.hand else None
        return playable | set(hand.cards) if hand is not None and playable else playable

    def _offer(self, card: object) -> None:
        """``card`` played; it goes back to its place if the frame stays (refused)."""
        frame = self.frame
        self.chosen.emit(card)
        if self.frame is frame and card in self.scene_.cards:
            self.scene_.snap_back(card)

    def _activated(self, card: object) -> None:
        """A double-click or Enter: the card played, or picked and the pick sent."""
        if self.frame is None or card not in self._triable(set(self.frame.playable)):
            return
        if not self.frame.pick:
            self._offer(card)
            return
        if card not in self.frame.playable:
            return
        if card not in self._picks:
            self._clicked(card)
        if card in self._picks:
            self.send_picks()

    def _clicked(self, card: object) -> None:
        """A click or Space on a card to pick: picked, or put back."""
        frame = self.frame
        if frame is None or not frame.pick or card not in frame.playable:
            return
        if card in self._picks:
            self._picks.remove(card)
        elif len(self._picks) < frame.pick:
            self._picks.append(card)
        else:
            self.pickFull.emit(frame.pick)
            return
        self._picks_changed()

    def picks(self) -> list[int]:
        """The cards picked so far, in the order picked."""
        return list(self._picks)

    def set_picks(self, cards) -> None:  # noqa: ANN001 - any iterable of cards
        """Pick these cards (a hint, a pick asked again after Undo), as if clicked."""
        frame = self.frame
        if frame is not None and frame.pick:
            self._picks = [c for c in cards if c in frame.playable][:frame.pick]
            self._picks_changed()

    def send_picks(self) -> bool:
        """Send the picked cards (Enter, a double-click, a button): only a whole pick."""
        frame = self.frame
        if frame is None or not frame.pick or len(self._picks) != frame.pick:
            return False
        picks, self._picks = self._picks, []
        self.picked.emit(picks)
        return True

    def _picks_changed(self) -> None:
        if not self.motion.running():
            self._place(self._shown, False)   # picked cards stand up at once
        self._mark_playable()
        self.pickChanged.emit(len(self._picks), self.frame.pick)
        self.describe()

    def _dropped(self, card: object, zone: str) -> None:
        frame = self.frame
        if frame is not None and zone == frame.target and not frame.pick \
                and card in self._triable(set(frame.playable)):
            self._offer(card)
        else:
            self.scene_.snap_back(card)

    def _not_playable_at(self, event) -> bool:  # noqa: ANN001 - a QMouseEvent
        """The top card under the mouse may not be played: the press stops there, as
        the scene would hand it to a playable card lying under it in the fan."""
        cards = set(self.scene_.cards.values())
        top = next((i for i in self.items(event.position().toPoint()) if i in cards), None)
        return top is not None and self.frame is not None and \
            top.key not in self._triable(set(self.frame.playable))

    def mousePressEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        if self._not_playable_at(event):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        if self._not_playable_at(event):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.scene_.move_focus(-1)
            self.describe()
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.scene_.move_focus(1)
            self.describe()
        elif key == Qt.Key.Key_Space and self.frame is not None and self.frame.pick:
            self.scene_.click_focus()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.frame is not None \
                and self.frame.pick:
            self.send_picks()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.scene_.activate_focus()
        else:
            super().keyPressEvent(event)

    # ------------------------------------------------------------ screen readers
    def describe(self) -> None:
        """The felt speaks for the focused card (card items are not accessible objects):
        its name and whether it may be played now.  With no card focused it is the card
        table, described by what its plates say."""
        if not self.speaks:
            return
        key = self.scene_.focus_key
        if self.frame is None or key is None or key not in self.scene_.cards:
            set_accessible_texts(self, translate("FrameFelt", "Card table"),
                                 " · ".join(self.table_facts()))
            return
        if self.frame.pick and key in self.frame.playable:
            word = (translate("FrameFelt", "%1, picked") if key in self._picks
                    else translate("FrameFelt", "%1, not picked"))
        elif key in self.frame.playable:
            word = translate("FrameFelt", "%1, playable")
        else:
            word = translate("FrameFelt", "%1, not playable now")
        # The name says it all; a description repeating it would be read out twice.
        set_accessible_texts(self, fill(word, card_name(key)), "")
        if self.hasFocus():
            focus_event(self)

    def table_facts(self) -> list[str]:
        """What the table says with no card focused: its plates' words (a game may say
        it otherwise)."""
        return [" ".join(text.split()) for text in self.plate_texts()]

    def focusInEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        super().focusInEvent(event)
        self.describe()

    def changeEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.viewport().setAccessibleName(translate("FrameFelt", "Card table"))
            self.describe()
        super().changeEvent(event)

    # ------------------------------------------------------------ painting
    painted = Signal()          # the felt has been drawn (once: the first frame)
    _drawn = False

    _drawn_dpr = 0.0

    def paintEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        if self._drawn and self._dpr() != self._drawn_dpr:
            # Moved to a screen with another pixel ratio: every pixmap asked again at
            # the new ratio (never scaled by Qt) and the felt drawn again.
            self.resetCachedContent()
            self._relayout()
        self._drawn_dpr = self._dpr()
        super().paintEvent(event)
        if not self._drawn:
            self._drawn = True
            self.painted.emit()
