"""The Cribbage felt (issue 17, CRIB_CONTRACT.md section 1): the table as seat 0 (S, the
person) sees it, with the board beside the cards, animating what happens.

It never calls the engine's ``apply``: it shows observations and the engine's public
events for seat 0, and turns the person's gestures into intents (``layAwayRequested``,
``playRequested``, ``cut``). Everything it shows face up is a card seat 0 may know
(felt_model.py); every animation is scaled by one speed factor (0 = instant, with the
same signals in the same order), as the board's pegs are.

Steps play strictly in order from a queue; each step changes what is shown (``Shown``),
moves the card items to their new places (felt_places.py) and waits for the moves, a
peg move of the board, a pause, or the person's cut.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ....i18n import current_language
from ....i18n.words import autoplay_word, level_name
from ....ui.accessibility import set_accessible_texts
from ....ui.card_scene import CardScene
from ..engine.boards import get_board
from ..engine.rules import Rules
from . import felt_timing as ft
from . import felt_words as words
from . import labels, palette, score_ledger
from .art import card_words
from .board_item import CribbageBoardItem
from .board_legend import BoardLegend
from .felt_access import FeltAccess
from .felt_events import FeltEvents
from .felt_input import CRIB_ZONE, PLAY_ZONE, FeltInput
from .felt_layout import FeltLayout
from .felt_model import Shown
from .felt_places import Place, places
from .play_area import CaptionItem, CountItem
from .row_tags import RowTags
from .seats import SeatPlate


class CribbageFelt(FeltEvents, FeltInput, QGraphicsView):
    layAwayRequested = Signal(list)
    playRequested = Signal(int)
    selectionChanged = Signal(list)
    cutWanted = Signal(str)
    idle = Signal()
    firstPaint = Signal()
    said = Signal(str)
    refused = Signal(str, str)
    ledgerChanged = Signal()    # a move of the hand shown has been shown (score_ledger)

    def __init__(self, cache, rules: Rules, names: dict[int, str], speed_factor: float,
                 parent=None) -> None:  # noqa: ANN001
        super().__init__(parent)
        # The viewport is made here, as QGraphicsView's constructor makes its own
        # (setViewport, then the attribute it sets): the first time PySide wraps a QWidget
        # made by C++ (viewport(), or the widget handed to an item's paint) it looks for
        # its type through every QWidget class, creating their enums on the way: ~20 ms
        # and 73 enums on the first frame's path (issue 19).
        viewport = QWidget()
        self.setViewport(viewport)
        viewport.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)
        self.cache = cache
        self.rules = rules
        self.names = dict(names)
        self.levels: dict[int, str] = {}
        self.speed_factor = speed_factor
        self.scene_ = CardScene(self._pixmap, self)
        self.setScene(self.scene_)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 480)
        # The view and its viewport are both in the tree: one name each (issue 33).
        self.viewport().setAccessibleName(self.tr("Cards and board"))
        self.board_data = get_board(rules.board)
        self.board = CribbageBoardItem(self.board_data, rules.side_names, speed_factor)
        self.board.setZValue(10)
        self.scene_.addItem(self.board)
        self.board.finished.connect(self._on_board_finished)
        self.board.said.connect(self._board_said)
        # Issue 25 item 2: what the moves shown so far in this hand moved each side's
        # mark (score_ledger), filled as each peg comes to rest, never ahead of it.
        self.ledger_hand = -1
        self.ledger = score_ledger.empty(rules.side_names)
        self._ledger_pending: dict[int, dict] = {}
        self.plates = {s: SeatPlate(palette.side_colour(rules.side_of(s))) for s in rules.seats}
        for seat, plate in self.plates.items():
            if rules.seat_names[seat] == "N":
                plate.bubble_side = "right"        # the top of the felt is just above
            self.scene_.addItem(plate)
            plate.hide()
        self.score_plate = SeatPlate(palette.side_colour(0))
        self.score_plate.hide()
        self.scene_.addItem(self.score_plate)
        # Under the board: its key, and what it did last in whole sentences, kept until
        # the person's next decision is taken (issue 25 item 8).
        self.legend = BoardLegend(rules.board == "crib-wars", palette.side_colour(0))
        self.scene_.addItem(self.legend)
        self.news_plate = SeatPlate(palette.side_colour(0))
        self.news_plate.hide()
        self.scene_.addItem(self.news_plate)
        self.news: list[str] = []
        self._news_pending: dict[int, tuple[int, list[str]]] = {}
        self.count_item = CountItem()
        self.caption = CaptionItem()
        for item in (self.count_item, self.caption):
            self.scene_.addItem(item)
            item.hide()
        self.shown = Shown(rules.seat_names, rules.side_names)
        self.row_tags = RowTags(self.scene_, rules.seat_names, rules.side_of)
        self._layout = self._make_layout(1280, 800)
        self._steps: deque[Callable[[], Any]] = deque()
        self._waiting: str | None = None        # "anim", "board", "pause", "cut"
        self._wait_ticket = 0
        self._group: QParallelAnimationGroup | None = None
        self._pending_down: list[Any] = []
        self._kick = QTimer(self)
        self._kick.setSingleShot(True)
        self._kick.setInterval(0)
        self._kick.timeout.connect(self._next_step)
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._step_done)
        self._cut_kind = ""
        self._picked_draw: int | None = None
        self._decision = None
        self._legal: tuple = ()
        self._autoplay = False
        self._asked = False                    # an intent was sent for this prompt
        self._selection: list[int] = []
        self._painted = False
        self._idle_sent = True
        self.mismatches: list[str] = []
        self._relaid = False
        self.scene_.snap_ms = ft.scaled(ft.SNAP_BACK_MS, speed_factor)
        sc = self.scene_
        sc.cardDropped.connect(self._on_drop)
        sc.cardActivated.connect(self._on_activate)
        sc.cardClicked.connect(self._on_click)
        self.access = FeltAccess(self)      # plates, board and status for screen readers

    # ================================================================ public
    def set_speed(self, factor: float) -> None:
        self.speed_factor = factor
        self.board.speed_factor = factor
        self.scene_.snap_ms = ft.scaled(ft.SNAP_BACK_MS, factor)

    def set_names(self, names: dict[int, str]) -> None:
        self.names = dict(names)
        self._update_hud()

    def set_levels(self, levels: dict[int, str]) -> None:
        """The bots' levels, shown on their plates."""
        self.levels = dict(levels)
        self._update_hud()

    def busy(self) -> bool:
        """True from an ``advance`` or ``reset`` until its ``idle`` has been emitted."""
        return self._running() or not self._idle_sent

    def _running(self) -> bool:
        return bool(self._steps) or self._waiting is not None or self.board.busy

    def reset(self, obs: Any) -> None:
        """Lay out ``obs`` at once (a new game after its draw, a resumed game, an undo)."""
        self._steps.clear()
        self._pause.stop()
        if self._group is not None:
            group, self._group = self._group, None
            group.finished.disconnect(self._step_done)
            group.stop()
        self._waiting = None
        self._pending_down = []
        self._selection = []
        self.shown = Shown.from_obs(obs)
        for key in list(self.scene_.cards):
            self.scene_.remove_card(key)
        self._place_pegs(obs, force=True)
        self._ledger_pending.clear()
        self._news_pending.clear()
        self.clear_news()
        self.ledger_hand = obs.hand_no
        self.ledger = score_ledger.hand_points({"events": obs.events}, self.rules.side_names,
                                               self.board_data)
        self.ledgerChanged.emit()
        self._apply(animate=False)
        self._update_hud()
        self._idle_sent = False
        self._kick.start()

    def advance(self, events: list[dict], obs: Any | None) -> None:
        """Animate ``events`` in order, then show exactly ``obs`` (if given)."""
        for ev in events:
            self._steps.append(lambda ev=ev, obs=obs: self._event(ev, obs))
        if obs is not None:
            self._steps.append(lambda obs=obs: self._sync(obs))
        self._idle_sent = False
        if self._waiting is None:
            self._kick.start()

    def set_prompt(self, decision: Any, legal: tuple, autoplay: bool) -> None:
        changed = decision != self._decision
        if decision is None and self._decision is not None:
            self.clear_news()           # what the board did stays until a decision is taken
        self._decision, self._legal, self._autoplay = decision, tuple(legal), autoplay
        self._asked = False
        if changed:
            self._selection = []
        if autoplay and self._waiting == "cut":
            self.cut()
            return
        if not self._running():
            self._apply(animate=False)
            self._apply_interaction()
        self._update_hud()

    def cut(self) -> None:
        """The person cuts: the draw for the deal, or the stock for the starter."""
        if self._waiting != "cut":
            return
        self._waiting = None
        self.scene_.set_interactive(set(), set())
        self._mark_lit()
        if self._cut_kind == "starter":
            self.caption.hide()
        self._kick.start()

    def waiting_for_cut(self) -> str:
        """"deal" or "starter" while the felt waits for the person's cut, else ""."""
        return self._cut_kind if self._waiting == "cut" else ""

    def confirm_selection(self) -> None:
        d = self._decision
        if d is None or d.kind != "lay" or self._asked or self.busy():
            return
        if len(self._selection) == d.count:
            self._asked = True
            self.layAwayRequested.emit(list(self._selection))

    def selection(self) -> list[int]:
        return list(self._selection)

    def set_selection(self, cards: list[int]) -> None:
        """Pick these cards to lay away (a hint), as if clicked."""
        d = self._decision
        if d is None or d.kind != "lay" or self._asked:
            return
        mine = self._my_hand()
        self._selection = [c for c in cards if c in mine][:d.count]
        self.scene_.set_selected(set(self._selection))
        if not self.busy():
            self._apply(animate=False)
        self.selectionChanged.emit(list(self._selection))

    def focus_card(self, card: int) -> None:
        """Put the keyboard focus on one of the person's cards (a hint)."""
        if card in self.scene_.keyboard_order:
            self.scene_._focus(card)
            set_accessible_texts(self, card_words(card), "")

    # -- for tests and tools
    def layout_(self) -> FeltLayout:
        return self._layout

    def card_scene_pos(self, key: Any) -> QPointF:
        item = self.scene_.cards[key]
        w, h = item.size()
        return item.pos() + QPointF(w / 2, h / 2)

    def plate_text(self, seat: int) -> str:
        return self.plates[seat].text()

    def face_up_items(self) -> dict[Any, int]:
        """Every card item drawn face up now: key -> the art's card number."""
        return {k: it.face for k, it in self.scene_.cards.items() if it.face_up}

    def count_shown(self) -> int:
        return self.shown.count

    def caption_text(self) -> str:
        return self.caption.text() if self.caption.isVisible() else ""

    # ================================================================ the queue
    def _next_step(self) -> None:
        while self._steps and self._waiting is None:
            step = self._steps.popleft()
            step()
        if self._waiting is None and not self._steps:
            if self.board.busy:
                return              # the board's idle signal brings us back
            send = not self._idle_sent
            self._idle_sent = True
            self._apply_interaction()
            if send:
                self.idle.emit()

    def _step_done(self) -> None:
        if self._group is not None:
            group, self._group = self._group, None
            group.finished.disconnect(self._step_done)
        for key in self._pending_down:
            item = self.scene_.cards.get(key)
            if item is not None:
                item.set_face_up(False)
        self._pending_down = []
        self._settle()
        self._waiting = None
        if self._relaid:
            self._relaid = False
            self._apply(animate=False)
        self._kick.start()

    def _wait_pause(self, ms: int) -> None:
        ms = ft.scaled(ms, self.speed_factor)
        self._waiting = "pause"
        self._pause.start(max(0, ms))

    def _wait_board(self, ticket: int) -> None:
        self._waiting = "board"
        self._wait_ticket = ticket

    def _board_said(self, text: str) -> None:
        """The board's labels are not said: each score, square and penalty effect is
        said by the felt's own sentence for its event, with whose peg it is and where
        it stands (felt_events.py), not as the label's fragment ("Red jump!")."""

    def _on_board_finished(self, ticket: int) -> None:
        ev = self._ledger_pending.pop(ticket, None)
        if ev is not None:
            score_ledger.add_event(self.ledger, self.board_data, ev)
            self.ledgerChanged.emit()
        news = self._news_pending.pop(ticket, None)
        if news is not None:
            self._add_news(*news)
        self._update_scores()
        if self._waiting == "board" and ticket == self._wait_ticket:
            self._waiting = None
            self._kick.start()
        elif self._waiting is None and not self._steps and not self.board.busy:
            self._kick.start()

    def _wait_cut(self, kind: str) -> None:
        self._waiting = "cut"
        self._cut_kind = kind
        sc = self.scene_
        keys = ({k for k in sc.cards if isinstance(k, tuple) and k[0] == "pack"}
                if kind == "deal" else {k for k in sc.cards if isinstance(k, tuple)
                                        and k[0] == "stock"})
        sc.set_interactive(set(), keys)
        if kind == "starter":
            # The stock is ringed to invite the click; the caption says what to do.
            for key in keys:
                sc.cards[key].set_marks(highlighted=True)
        line = words.pick_draw() if kind == "deal" else words.cut_starter()
        # The caption is for the eye; the window says what to do in words for the keys.
        self._caption(words.draw_title() if kind == "deal" else words.starter(), line, 0)
        self.cutWanted.emit(kind)

    # ================================================================ placing cards
    def _make_layout(self, w: float, h: float) -> FeltLayout:
        rect = self.board.boundingRect()
        return FeltLayout(w, h, self.rules.seat_names, rect.width(), rect.height(),
                          self.cache.aspect())

    def _dpr(self) -> float:
        return float(self.devicePixelRatioF() or 1.0)

    def _pixmap(self, face: int | None, width: int, dpr: float):  # noqa: ANN202
        return self.cache.card_pixmap(face, width, dpr)

    def _snap(self, pos: QPointF) -> QPointF:
        dpr = self._dpr()
        return QPointF(round(pos.x() * dpr) / dpr, round(pos.y() * dpr) / dpr)

    def _targets(self) -> dict[Any, Place]:
        d = self._decision
        raised = frozenset(self._selection)
        lifted = frozenset()
        if d is not None and d.kind == "play" and not self._autoplay and not self._asked:
            lifted = frozenset(a.card for a in self._legal if hasattr(a, "card"))
        return places(self.shown, self._layout, raised, lifted)

    def _apply(self, animate: bool, ms: int = ft.MOVE_MS, deal_order: dict | None = None,
               gather: bool = False) -> None:
        """Move every card item to its place in ``self.shown``; with ``animate``, wait
        for the moves as this step's end."""
        targets = self._targets()
        sc = self.scene_
        lay = self._layout
        dpr = self._dpr()
        factor = self.speed_factor if animate else 0.0
        group = QParallelAnimationGroup(self)
        origins = self.shown.origins
        self.shown.origins = {}
        start_from = lay.stock_pos()
        stock_scale = 0.75
        moved_from: dict[Any, QPointF] = {}
        for new, old in origins.items():
            item = sc.cards.get(old)
            if item is not None:
                moved_from[new] = QPointF(item.pos())
        gone = [k for k in sc.cards if k not in targets]
        if gather and factor > 0:
            # The hand's cards slide back to the stock face down, then vanish.
            for key in gone:
                item = sc.cards[key]
                if item.face_up and not isinstance(key, int):
                    item.set_face_up(False)
                anim = QPropertyAnimation(item, b"pos")
                anim.setDuration(ft.scaled(ms, factor))
                anim.setStartValue(item.pos())
                anim.setEndValue(self._snap(start_from))
                anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
                group.addAnimation(anim)
                self._pending_down.append(key)
            self._gone_after = gone
        else:
            for key in gone:
                sc.remove_card(key)
            self._gone_after = []
        for key, place in targets.items():
            fresh = key not in sc.cards
            item = sc.card(key, place.face)
            if fresh:
                item.face = place.face
                item.set_size(*lay.size(stock_scale), dpr)
                item.setPos(self._snap(moved_from.get(key, start_from)))
                item.set_face_up(False)
            w, h = lay.size(place.scale)
            item.set_size(w, h, dpr)
            target = self._snap(place.pos)
            item.home = target
            item.setData(0, place.z)
            moving = factor > 0 and (item.pos() - target).manhattanLength() > 0.5
            dealt = moving and deal_order is not None and key in deal_order
            if place.face_up and not dealt:
                item.set_face_up(True)
            elif dealt:
                item.set_face_up(False)      # turned up as it leaves the stock (below)
            elif moving and item.face_up:
                self._pending_down.append(key)
            else:
                item.set_face_up(False)
            if not moving:
                sc.stop_snap(key)
                item.setPos(target)
                item.setZValue(place.z)
                continue
            sc.stop_snap(key)
            anim = QPropertyAnimation(item, b"pos")
            anim.setDuration(max(1, ft.scaled(ms, factor)))
            anim.setStartValue(item.pos())
            anim.setEndValue(target)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            item.setZValue(place.z + 3000)
            if deal_order is not None and key in deal_order:
                item.setZValue(6000 - deal_order[key])
                seq = QSequentialAnimationGroup()
                delay = ft.scaled(ft.DEAL_STAGGER_MS, factor) * deal_order[key]
                if delay:
                    seq.addPause(delay)
                seq.addAnimation(anim)
                if place.face_up:
                    anim.stateChanged.connect(
                        lambda new, _old, it=item: new == QAbstractAnimation.State.Running
                        and it.set_face_up(True))
                group.addAnimation(seq)
            else:
                group.addAnimation(anim)
        for old in origins.values():
            if old not in targets:
                sc.remove_card(old)
        for key in (self._stale_keys() if not gather else []):
            sc.remove_card(key)
        self._mark_lit()
        self._layout_items()
        if group.animationCount() == 0:
            group.deleteLater()
            return
        self._group = group
        self._waiting = "anim"
        group.finished.connect(self._step_done)
        group.start()

    def _stale_keys(self) -> list:
        return []

    def _settle(self) -> None:
        """After a step: every item on its place, gathered cards gone."""
        sc = self.scene_
        for key in getattr(self, "_gone_after", []):
            sc.remove_card(key)
        self._gone_after = []
        for item in sc.cards.values():
            z = item.data(0)
            if z is not None:
                item.setZValue(z)

    def _mark_lit(self) -> None:
        lit = self.shown.lit
        for key, item in self.scene_.cards.items():
            item.set_marks(highlighted=key in lit)

    def new_ledger(self, hand_no: int) -> None:
        """A new hand (or a new game, ``hand_no`` -1): nothing moved yet."""
        self.ledger_hand = hand_no
        self.ledger = score_ledger.empty(self.rules.side_names)
        self.ledgerChanged.emit()

    def _ledger_ticket(self, ticket: int, ev: dict) -> int:
        self._ledger_pending[ticket] = ev
        self._news_ticket(ticket, ev)
        return ticket

    def _news_ticket(self, ticket: int, ev: dict) -> int:
        """The board's sentences for ``ev``, shown and said when its peg is at rest."""
        from . import board_news
        if not self.board_data.squares:
            return ticket
        side = self.shown.side(ev["side"])
        lines = board_news.sentences(self.board_data, ev, self._side_name(side),
                                     self._mine_side(side), self.board.front(ev["side"]))
        if lines:
            self._news_pending[ticket] = (side, lines)
        return ticket

    def _add_news(self, side: int, lines: list[str]) -> None:
        self.news = (self.news + lines)[-4:]
        self.news_plate.colour = palette.side_colour(side)
        for line in lines:
            self.said.emit(line)
        self._place_news()

    def clear_news(self) -> None:
        self.news = []
        self._place_news()

    def _place_news(self) -> None:
        from . import board_news
        plate, lay = self.news_plate, self._layout
        if not self.news:
            plate.hide()
            return
        plate.font_px = lay.hud_px
        top = self.legend.pos().y() + self.legend.required_height() + lay.margin * 0.6
        w = lay.board_rect.width()
        room = lay.height - lay.margin * 0.5 - top
        # The newest sentences that fit under the legend (all of them stay said).
        shown = list(self.news)
        plate.set_text(board_news.title(), shown)
        while len(shown) > 1 and plate.required_height(w) > room:
            shown = shown[1:]
            plate.set_text(board_news.title(), shown)
        plate.set_rect(lay.news_rect(top, plate.required_height(w)))
        plate.setToolTip("\n".join(self.news))
        plate.show()

    def _place_pegs(self, obs: Any, force: bool = False) -> None:
        if self.board.busy:
            self.board.cancel()
            self._ledger_pending.clear()
            self._news_pending.clear()
        # W45: the back peg stands where the side's last move of this hand started.
        back: dict[str, str] = {}
        for ev in obs.events:
            if ev["e"] in ("score", "retreat", "release"):
                back[ev["side"]] = ev["from"]
        for side, hole in zip(self.rules.side_names, obs.holes, strict=False):
            if force or self.board.front(side) != hole:
                behind = back.get(side) if force else self.board.front(side)
                self.board.place(side, hole, behind)
        for side, left in zip(self.rules.side_names, obs.box, strict=False):
            self.board.set_sitting_out(side, left if left > 0 else None)

    def set_back_pegs(self, backs: dict[str, str]) -> None:
        """W45 on a resumed or restored game: each back peg where the side's last move
        began, in an earlier hand too (``reset`` sees only this hand's events)."""
        for side in self.rules.side_names:
            if side in backs and not self.board.busy:
                self.board.place(side, self.board.front(side), backs[side])

    # ================================================================ layout and HUD
    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self._relayout()

    def showEvent(self, event) -> None:  # noqa: ANN001
        super().showEvent(event)
        self._relayout()

    def _relayout(self) -> None:
        size = self.viewport().size()
        self.scene_.setSceneRect(0, 0, size.width(), size.height())
        self._layout = self._make_layout(size.width(), size.height())
        lay = self._layout
        self.cache.prerender(lay.card_w, self._dpr())
        self._layout_items()
        if self._waiting != "anim":
            self._apply(animate=False)
        else:
            self._relaid = True          # the moving cards are re-placed when they land
        self._update_hud()

    def _layout_items(self) -> None:
        lay = self._layout
        rect = lay.board_rect
        self.board.setScale(lay.board_scale)
        box = self.board.boundingRect()
        self.board.setPos(rect.left() - box.left() * lay.board_scale,
                          rect.top() - box.top() * lay.board_scale)
        zones = {}
        d = self._decision
        if d is not None and d.kind == "lay":
            # C34: the dealing side's cards are buried under the stock, not laid away.
            zones[CRIB_ZONE] = (lay.stock_zone() if d.bury
                                else lay.crib_zone(self.shown.dealer))
        elif d is not None and d.kind == "play":
            zones[PLAY_ZONE] = lay.play_zone()
        self.scene_.zones = zones
        self.count_item.set_rect(lay.count_rect())
        self.legend.font_px = lay.hud_px
        self.legend.set_rect(lay.legend_rect(0))
        self.legend.set_rect(lay.legend_rect(self.legend.required_height()))
        self._place_news()
        if self.caption.isVisible():
            self.caption.font_px = lay.font_px * 1.25
            self.caption.set_rect(lay.caption_rect())

    def _update_hud(self) -> None:
        self.row_tags.update(self.shown, self._layout)   # who played which card
        sh = self.shown
        lay = self._layout
        fr = current_language() == "fr"
        for seat, plate in self.plates.items():
            if not sh.dealt_in and not sh.draws and not sh.spread:
                plate.hide()
                continue
            plate.font_px = lay.font_px
            name = self._name(seat)
            if seat == 0:
                level = autoplay_word() if self._autoplay else words.you()
            else:
                level = level_name(self.levels.get(seat, "")) if seat in self.levels else ""
            held = "" if sh.spread or sh.draws else words.cards(sh.held(seat), fr)
            parts = [p for p in (level, held) if p]
            lines = [" · ".join(parts)]
            side = self.rules.side_of(seat)
            if sh.box and side < len(sh.box) and sh.box[side] > 0:
                lines.append(labels.sits_out(sh.box[side]))
            plate.set_text(name, lines, active=sh.to_act == seat and sh.winner is None,
                           chip=words.dealer_chip() if seat == sh.dealer and sh.dealt_in
                           else "", bubble=words.go() if seat in sh.gone else "")
            # Never narrower than its title ("South-west" and the dealer's chip): a
            # seat's name is not elided (issue 25 item 10); its other lines wrap.
            w = max(min(lay.plate_w(seat), max(lay.card_w * 1.6, plate.natural_width())),
                    plate.title_width())
            rect = lay.plate_rect(seat, w, plate.required_height(w))
            plate.set_rect(lay.plate_rect(seat, rect.width(), plate.required_height(rect.width())))
            plate.show()
            plate.setToolTip(", ".join([name, *lines]))
        self._update_scores()
        in_play = sh.starter is not None and sh.showing is None and not sh.returned \
            and not sh.counted and bool(sh.dealt_in)
        self.count_item.set_value(sh.count, words.count_label())
        self.count_item.setVisible(in_play)
        if sh.showing is None and not sh.counted and not sh.returned and not sh.spread:
            self.caption.hide()
        self._describe()

    match_line = ""    # C84: the match's standing under the marks (window.py sets it)

    def set_match_line(self, text: str) -> None:
        self.match_line = text
        self._update_scores()

    def standings(self) -> dict[str, int]:
        """Each side's standing as the badge shows it: the mark of its front peg's hole
        (W7), from score_ledger like every other display of the score."""
        return {side: score_ledger.standing(self.board_data, self.board.front(side))
                for side in self.board.sides}

    def _standing_where(self, side: str) -> str:
        """" (in a blue trap)" when the side's peg stands where its mark is not the
        hole's number (W7), else ""."""
        from ..engine.boards import HoleKind
        kind = {HoleKind.TRAP: "trap", HoleKind.GREEN_ZONE: "green",
                HoleKind.BLUE_PATH: "blue_path", HoleKind.GREEN_PATH: "green_path"}.get(
            self.board_data.hole(self.board.front(side)).kind)
        return f" ({labels.standing_where(kind)})" if kind else ""

    def _update_scores(self) -> None:
        """Each side's mark in words above the board (the pegs say it only to the eye),
        as wide as the board at most, so it never covers a seat's cards (issue 25
        item 11)."""
        lay = self._layout
        marks = self.standings()
        parts = [f"{self._side_name(k)} {marks[side]}{self._standing_where(side)}"
                 for k, side in enumerate(self.board.sides)]
        plate = self.score_plate
        plate.font_px = lay.hud_px
        target = score_ledger.target(self.board_data)
        lines = [" · ".join(parts)] + ([self.match_line] if self.match_line else [])
        plate.set_text(words.game_to(target), lines)
        w = min(lay.board_rect.width(), plate.natural_width() + 8)
        h = plate.required_height(w)
        rect = lay.badge_rect(h)
        plate.set_rect(QRectF(rect.right() - w, rect.top(), w, h))
        plate.setToolTip(labels.standing_tip(target))
        plate.setVisible(rect.top() >= 0)
        access = getattr(self, "access", None)
        if access is not None:
            access.update()

    def _describe(self) -> None:
        sh = self.shown
        facts = [words.count(sh.count)] if sh.starter is not None else []
        name = (self.tr("Crib Wars table") if self.rules.board == "crib-wars"
                else self.tr("Cribbage table"))
        set_accessible_texts(self, name, " · ".join(facts))

    # ================================================================ painting
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        size = self.viewport().size()
        felt = self.cache.felt_pixmap(QSize(size.width(), size.height()), self._dpr())
        painter.drawPixmap(QRectF(0, 0, size.width(), size.height()), felt,
                           QRectF(0, 0, felt.width(), felt.height()))

    def paintEvent(self, event) -> None:  # noqa: ANN001
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstPaint.emit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.viewport().setAccessibleName(self.tr("Cards and board"))
            self._update_hud()
        super().changeEvent(event)
