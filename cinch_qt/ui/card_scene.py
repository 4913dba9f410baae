"""A game-agnostic card scene, after KDE's card scene: card items, drop zones, a drag
threshold, the drop target chosen by largest overlap, snap-back of refused drops, and
highlighting of the cards the game says are legal.  It knows nothing about any game.

The gestures are the same at every table: a card that may be dragged somewhere but not
picked (a card to play) is played by one click as by a double-click or Enter (the
double-click's second click then does nothing more); a card to pick is picked by a
click or Space; the arrow keys move among the cards the game has not dimmed (the legal
ones, when it marks them)."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtWidgets import QApplication, QGraphicsScene

from .card_item import CardItem, PixmapSource

DRAG_Z = 10_000
FOCUS_Z = 40  # lifts the focused card over a fan of cards (kept under other rows)


class CardScene(QGraphicsScene):
    cardDropped = Signal(object, str)    # key, drop zone name
    cardActivated = Signal(object)       # double-click or Enter
    cardClicked = Signal(object)         # a press and release without a drag
    dragStarted = Signal(object)

    def __init__(self, source: PixmapSource, parent=None) -> None:
        super().__init__(parent)
        self._source = source
        self.cards: dict[Hashable, CardItem] = {}
        self.zones: dict[str, QRectF] = {}
        self._press: QPointF | None = None
        self._drag: CardItem | None = None
        self._drag_offset = QPointF()
        self._snap: dict[Hashable, QPropertyAnimation] = {}
        self.snap_ms = 200
        self.keyboard_order: list[Hashable] = []
        self.focus_key: Hashable | None = None
        self.drag_frames = 0
        self._click_played: Hashable | None = None   # activated by a click just now

    # -- items
    def card(self, key: Hashable, face: int | None = None) -> CardItem:
        item = self.cards.get(key)
        if item is None:
            item = CardItem(key, face, self._source)
            self.cards[key] = item
            self.addItem(item)
        return item

    def remove_card(self, key: Hashable) -> None:
        item = self.cards.pop(key, None)
        if item is not None:
            self.removeItem(item)

    def set_interactive(self, draggable: set, clickable: set) -> None:
        for key, item in self.cards.items():
            item.draggable = key in draggable
            item.clickable = key in clickable
            item.setCursor(Qt.CursorShape.OpenHandCursor if item.draggable
                           else Qt.CursorShape.PointingHandCursor if item.clickable
                           else Qt.CursorShape.ArrowCursor)

    def set_legal(self, group: set, legal: set | None) -> None:
        """Highlight ``legal`` cards of ``group`` and dim the rest; None clears marks."""
        for key, item in self.cards.items():
            if legal is None or key not in group:
                item.set_marks(highlighted=False, dimmed=False)
            else:
                item.set_marks(highlighted=key in legal, dimmed=key not in legal)

    def set_selected(self, keys: set) -> None:
        for key, item in self.cards.items():
            item.set_marks(selected=key in keys)

    # -- keyboard focus among a row of cards
    def set_keyboard_order(self, keys: list) -> None:
        self.keyboard_order = list(keys)
        if self.focus_key not in self.keyboard_order:
            self._focus(None)

    def move_focus(self, step: int) -> None:
        order = [k for k in self.keyboard_order
                 if k in self.cards and not self.cards[k].dimmed] or self.keyboard_order
        if not order:
            return
        if self.focus_key in order:
            i = (order.index(self.focus_key) + step) % len(order)
        else:
            i = 0 if step > 0 else len(order) - 1
        self._focus(order[i])

    def _focus(self, key: Hashable | None) -> None:
        old = self.cards.get(self.focus_key)
        if old is not None:
            old.set_marks(focused=False)
            if self._drag is not old and old.key not in self._snap:
                old.setZValue(old.data(0) or 0)
        self.focus_key = key
        new = self.cards.get(key)
        if new is not None:
            new.set_marks(focused=True)
            # Above its fanned neighbours, so the whole focus ring shows.
            if self._drag is not new and new.key not in self._snap:
                new.setZValue((new.data(0) or 0) + FOCUS_Z)

    def activate_focus(self) -> None:
        if self.focus_key in self.cards:
            self.cardActivated.emit(self.focus_key)

    def click_focus(self) -> None:
        if self.focus_key in self.cards:
            self.cardClicked.emit(self.focus_key)

    # -- dragging (called by the items)
    def card_pressed(self, item: CardItem, event) -> None:
        self._press = event.scenePos()
        self._drag = None
        self._click_played = None
        self._drag_offset = event.scenePos() - item.pos()

    def card_moved(self, item: CardItem, event) -> None:
        if self._press is None or not item.draggable:
            return
        if self._drag is None:
            distance = (event.scenePos() - self._press).manhattanLength()
            if distance < QApplication.startDragDistance():
                return
            self._drag = item
            self.stop_snap(item.key)
            item.setZValue(DRAG_Z)
            item.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.dragStarted.emit(item.key)
        p = event.scenePos() - self._drag_offset
        item.setPos(round(p.x()), round(p.y()))  # whole pixels: no filtering while dragged
        self.drag_frames += 1

    def card_released(self, item: CardItem, event) -> None:
        dragged, self._drag = self._drag, None
        pressed, self._press = self._press, None
        if dragged is None:
            if pressed is not None and item.draggable and not item.clickable:
                self._click_played = item.key
                self.cardActivated.emit(item.key)
            elif pressed is not None and item.clickable:
                self.cardClicked.emit(item.key)
            return
        item.setCursor(Qt.CursorShape.OpenHandCursor)
        zone = self.best_zone(item)
        if zone is None:
            self.snap_back(item.key)
            return
        self.cardDropped.emit(item.key, zone)

    def card_double_clicked(self, item: CardItem) -> None:
        self._press = None
        played, self._click_played = self._click_played, None
        if played != item.key:       # its first click has played it already
            self.cardActivated.emit(item.key)

    def best_zone(self, item: CardItem) -> str | None:
        """The drop zone the card overlaps most, or None when it overlaps none."""
        w, h = item.size()
        rect = QRectF(item.pos(), QRectF(0, 0, w, h).size())
        best, best_area = None, 0.0
        for name, zone in self.zones.items():
            inter = rect.intersected(zone)
            area = inter.width() * inter.height() if not inter.isEmpty() else 0.0
            if area > best_area:
                best, best_area = name, area
        return best

    def snap_back(self, key: Hashable) -> None:
        """Animate a card back to its home position (a refused or missed drop)."""
        item = self.cards.get(key)
        if item is None:
            return
        self.stop_snap(key)
        if self.snap_ms <= 0:
            item.setPos(item.home)
            item.setZValue(item.data(0) or 0)
            return
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(self.snap_ms)
        anim.setStartValue(item.pos())
        anim.setEndValue(item.home)
        anim.setEasingCurve(QEasingCurve.Type.OutBack)
        anim.finished.connect(lambda k=key: self._snap_done(k))
        self._snap[key] = anim
        anim.start()

    def _snap_done(self, key: Hashable) -> None:
        self._snap.pop(key, None)
        item = self.cards.get(key)
        if item is not None:
            item.setZValue(item.data(0) or 0)

    def stop_snap(self, key: Hashable) -> None:
        anim = self._snap.pop(key, None)
        if anim is not None:
            anim.stop()

    def snapping(self) -> bool:
        return bool(self._snap)

    def dragging(self) -> bool:
        return self._drag is not None
