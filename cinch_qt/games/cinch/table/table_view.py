"""The felt table: a QGraphicsView over a CardScene that animates controller snapshots.

Each snapshot is one visual step (a QParallelAnimationGroup); snapshots queue so the
table shows changes in order even when the game runs ahead.  Positions come from
TableLayout (fractions of the view), recomputed on resize; pixmaps are re-requested at
the new size and device pixel ratio, never scaled by the view.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ....i18n import card_name, current_language, player_name, side_short, suit_name
from ....i18n.placeholders import fill
from ....i18n.words import autoplay_word, level_name
from ....ui import animation as anim
from ....ui.accessibility import focus_event, set_accessible_texts
from ....ui.card_scene import CardScene
from ....ui.hud import InfoPlate
from ..engine.rules import SEAT_CHARS, N
from . import snapshot as snap
from .controller import GameController, Prompt
from .settings import HUMAN_SEAT
from .snapshot import Snapshot
from .table_layout import TableLayout

TRICK_ZONE = "trick"
_Z = {snap.PACK: 50, snap.DEAD: 40, snap.SHOWN: 60, snap.WON: 30, snap.HAND: 100,
      snap.CHOICE: 150, snap.TRICK: 300}
# Piles away from the action are drawn smaller so hands and the trick stand out.
_SCALE = {snap.PACK: 0.7, snap.DEAD: 0.5, snap.WON: 0.5, snap.SHOWN: 0.62}
LIFT = 0.07  # how far a legal card of the player's hand stands up, in card heights


_NO_SYMBOLS = str.maketrans("", "", "♠♥♦♣")

class TableView(QGraphicsView):
    """Shows the table and turns the person's gestures into controller intents."""

    selectionChanged = Signal(int, int)   # chosen, needed
    idle = Signal()                       # the animation queue ran dry
    firstPaint = Signal()

    def __init__(self, controller: GameController, cache, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.cache = cache
        self.scene_ = CardScene(self._pixmap, self)
        self.setScene(self.scene_)
        # A viewport of our own making, as Qt's default is a plain QWidget too: asking
        # for Qt's makes PySide6 look through every QWidget class for its type, which
        # creates their enums, ~10 ms at start (issue 19).
        viewport = QWidget()
        viewport.setAccessibleName(self.tr("Card table"))
        self.setViewport(viewport)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Pixmaps are drawn 1:1 at whole device pixels, so no smooth (blurring) filter.
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt is drawn once into the view's background cache, not on every frame.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)
        self.hand_scale = 1.0  # the player's hand: LARGE_CARD_SCALE with "large cards"
        self._lifted: set[int] = set()  # legal cards of a play prompt, drawn raised
        self._layout = TableLayout(800, 600, cache.aspect())
        self._queue: deque[Snapshot] = deque()
        self._group: QParallelAnimationGroup | QSequentialAnimationGroup | None = None
        self._shown: Snapshot | None = None
        self._pending_face_down: list[int] = []
        self._pending_face_up: list[int] = []   # dealt to the person, shown on leaving
        # Cards of a trick being swept: the size they take when they land.
        self._after_sweep: dict = {}
        self._prompt: Prompt | None = None
        self._selection: set[int] = set()
        self._thinking = -1
        self._painted = False
        self._painted_dpr = 0.0
        self.speed_factor = controller.settings.speed_factor
        self.scene_.snap_ms = anim.scaled(anim.SNAP_BACK_MS, self.speed_factor)
        self.plates = {s: InfoPlate() for s in (0, 1, 2, 3)}
        self.info_plate = InfoPlate()
        self.plates[3].bubble_side = "left"
        self.plates[0].bubble_side = "top"
        for plate in (*self.plates.values(), self.info_plate):
            self.scene_.addItem(plate)
            plate.hide()
        sc = self.scene_
        sc.cardDropped.connect(self._on_drop)
        sc.cardActivated.connect(self._on_activate)
        sc.cardClicked.connect(self._on_click)
        c = controller
        c.tableChanged.connect(self.show_snapshot)
        c.humanTurn.connect(self._on_prompt)
        c.humanTurnEnded.connect(self._on_turn_ended)
        c.thinking.connect(self._on_thinking)
        c.hintReady.connect(self._on_hint)
        c.settingsChanged.connect(self._on_settings)
        cache.changed.connect(self._on_art_changed)

    # ------------------------------------------------------------ art
    def _dpr(self) -> float:
        return float(self.devicePixelRatioF() or 1.0)

    def _pixmap(self, face: int | None, width: int, dpr: float):
        return self.cache.card_pixmap(face, width, dpr)

    def _on_art_changed(self) -> None:
        aspect = self.cache.aspect()
        if abs(aspect - self._layout.aspect) > 1e-6:
            self._relayout()
        for item in self.scene_.cards.values():
            item.refresh()
        self.resetCachedContent()
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        size = self.viewport().size()
        felt = self.cache.felt_pixmap(QSize(size.width(), size.height()), self._dpr())
        painter.drawPixmap(QRectF(0, 0, size.width(), size.height()), felt,
                           QRectF(0, 0, felt.width(), felt.height()))

    def paintEvent(self, event) -> None:
        if self._dpr() != self._painted_dpr:
            # Moved to a screen with another pixel ratio: re-request every pixmap at the
            # new ratio (never let Qt scale them) and redraw the felt.
            self._painted_dpr = self._dpr()
            self.resetCachedContent()
            self._relayout()
        super().paintEvent(event)
        if not self._painted and self._shown is not None:
            self._painted = True
            self.firstPaint.emit()

    # ------------------------------------------------------------ layout
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._relayout()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._relayout()

    def _relayout(self) -> None:
        size = self.viewport().size()
        self.scene_.setSceneRect(0, 0, size.width(), size.height())
        self._layout = TableLayout(size.width(), size.height(), self.cache.aspect(),
                                   self.hand_scale)
        self.scene_.zones = {TRICK_ZONE: self._layout.trick_zone()}
        lay = self._layout
        self.cache.prerender(lay.card_w, self._dpr())
        self.cache.prerender(max(16, round(lay.card_w * _SCALE[snap.SHOWN])), self._dpr())
        running = self._group
        if running is not None and self._shown is not None:
            # Resized mid-step: carry on from where the cards are to the new places.
            self._group = None
            running.finished.disconnect(self._step_done)
            running.stop()
            group = self._place(self._shown, animate=True, resume=True)
            self._update_hud()
            if group is not None:
                self._group = group
                group.finished.connect(self._step_done)
                group.start()
                return
            self._next_step()
            return
        if self._shown is not None:
            self._place(self._shown, animate=False)
        self._update_hud()
        if self._group is None and self._queue:
            self._next_step()

    @property
    def layout_(self) -> TableLayout:
        return self._layout

    def _target(self, card: int, place: snap.Place) -> QPointF:
        pos = self._target_full(card, place)
        scale = _SCALE.get(place.zone, 1.0)
        if scale != 1.0:
            lay = self._layout
            pos += QPointF(lay.card_w * (1 - scale) / 2, lay.card_h * (1 - scale) / 2)
        return self._snap(pos)

    def _snap(self, pos: QPointF) -> QPointF:
        # Whole device pixels: a pixmap at a fractional position is filtered (blurred).
        dpr = self._dpr()
        return QPointF(round(pos.x() * dpr) / dpr, round(pos.y() * dpr) / dpr)

    def _target_full(self, card: int, place: snap.Place) -> QPointF:
        lay = self._layout
        raised = card in self._selection
        z = place.zone
        if z == snap.HAND:
            pos = lay.hand_pos(place.seat, place.index, place.count,
                               raised and place.seat == HUMAN_SEAT)
            if place.seat == HUMAN_SEAT and card in self._lifted:
                # Legal cards stand a little higher, so legality shows by more than colour.
                pos -= QPointF(0, round(lay.south_h * LIFT))
            return pos
        if z == snap.TRICK:
            return lay.trick_pos(place.seat)
        if z == snap.PACK:
            return lay.pack_pos(place.seat, place.index)
        if z == snap.DEAD:
            return lay.dead_pos(place.seat, place.index)
        if z == snap.SHOWN:
            return lay.shown_pos(place.seat, place.index)
        if z == snap.WON:
            return lay.won_pos(place.seat, place.index)
        return lay.choice_pos(place.index, place.count, raised)

    # ------------------------------------------------------------ animation queue
    def show_snapshot(self, snapshot: Snapshot) -> None:
        if snapshot.step in ("deal", "load"):
            self._selection.clear()
        if snapshot.restart:
            # New or loaded game: whatever the old game still had queued is stale.
            self._queue.clear()
            if self._group is not None:
                self._finish_group()
        self._queue.append(snapshot)
        if self._group is None:
            self._next_step()

    def busy(self) -> bool:
        return self._group is not None or bool(self._queue)

    def _next_step(self) -> None:
        while self._queue:
            snapshot = self._queue.popleft()
            group = self._place(snapshot, animate=self.speed_factor > 0 and self.isVisible())
            self._update_hud()
            if group is not None:
                self._group = group
                group.finished.connect(self._step_done)
                self.controller.set_animating(True)
                group.start()
                return
        self.controller.set_animating(False)
        self._apply_interaction()
        self.idle.emit()

    def _step_done(self) -> None:
        self._finish_group()
        self._next_step()

    def _finish_group(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.finished.disconnect(self._step_done)
            group.stop()
        self._settle_sweep()
        for card in self._pending_face_down:
            item = self.scene_.cards.get(card)
            if item is not None:
                item.set_face_up(False)
        self._pending_face_down = []
        for card in self._pending_face_up:
            item = self.scene_.cards.get(card)
            if item is not None:
                item.set_face_up(True)
        self._pending_face_up = []
        if self._shown is not None:
            for card in self._shown.places:
                item = self.scene_.cards.get(card)
                if item is not None:
                    item.setPos(item.home)
                    item.setZValue(item.data(0) or 0)

    def _settle_sweep(self) -> None:
        """Swept cards take their pile's size (drawn 1:1 again) and lose the winner's
        mark once they have landed."""
        for item, (w, h, dpr) in self._after_sweep.items():
            item.setScale(1.0)
            item.set_size(w, h, dpr)
            item.set_marks(winner=False)
        self._after_sweep = {}

    def _place(self, snapshot: Snapshot, animate: bool,
               resume: bool = False) -> QParallelAnimationGroup | QSequentialAnimationGroup | None:
        """Move every card to where ``snapshot`` puts it; returns the animation group
        (None when nothing moves or animation is off)."""
        self._settle_sweep()
        self._shown = snapshot
        lay = self._layout
        dpr = self._dpr()
        sc = self.scene_
        factor = self.speed_factor
        step = snapshot.step
        moves = QParallelAnimationGroup(self)
        self._pending_face_down = []
        self._pending_face_up = []
        deal_rank = {c: i for i, c in enumerate(snapshot.deal_order)} if step == "deal" else {}
        for card, place in snapshot.places.items():
            fresh = card not in sc.cards
            item = sc.card(card, card)
            if fresh:  # a card the table has not shown yet comes from the pack
                item.setPos(self._snap(lay.pack_pos(snapshot.dealer, 0)))
            scale = _SCALE.get(place.zone, 1.0)
            if place.zone == snap.HAND and place.seat == HUMAN_SEAT:
                scale = self.hand_scale
            cw = max(16, round(lay.card_w * scale))
            ch = round(cw / lay.aspect)
            target = self._target(card, place)
            sweeping = (step == "sweep" and animate and not resume
                        and (item.pos() - target).manhattanLength() > 0.5)
            if sweeping:
                # A finished trick stays full size, its winner marked, through the
                # pause; the cards shrink to the pile's size on their way to it.
                self._after_sweep[item] = (cw, ch, dpr)
            else:
                item.set_size(cw, ch, dpr)
                item.set_marks(winner=place.zone == snap.TRICK
                               and place.seat == snapshot.trick_winner)
            z = _Z[place.zone] + place.index
            item.home = target
            item.setData(0, z)
            if step == "deal" and animate and card in deal_rank and not resume:
                item.setPos(lay.pack_pos(snapshot.dealer, 0))
                item.set_face_up(False)
            moving = animate and (item.pos() - target).manhattanLength() > 0.5
            dealt = step == "deal" and card in deal_rank and not resume and moving
            if dealt and place.face_up:
                # The person's cards turn up as they leave the pack, not while they
                # still wait on it for their packet's turn.
                self._pending_face_up.append(card)
            elif place.face_up or not moving or step != "sweep":
                item.set_face_up(place.face_up)
            else:
                # Only a trick being swept keeps its faces in flight (everyone saw it);
                # any other card turns down as it leaves, so no card goes by face up
                # on its way to a hidden place (a new deal's pack, a robbed pack).
                self._pending_face_down.append(card)
            if not moving:
                item.setPos(target)
                item.setZValue(z)
                continue
            sc.stop_snap(card)
            move = QPropertyAnimation(item, b"pos")
            duration = anim.scaled(anim.SWEEP_MS if step == "sweep" else anim.MOVE_MS, factor)
            move.setDuration(max(1, duration))
            move.setStartValue(item.pos())
            move.setEndValue(target)
            move.setEasingCurve(QEasingCurve.Type.OutCubic)
            item.setZValue(z + (1000 if place.zone in (snap.TRICK, snap.HAND) else 0))
            if step == "deal" and card in deal_rank and not resume:
                item.setZValue(2000 - deal_rank[card])
                delay = anim.scaled(anim.DEAL_STAGGER_MS, factor) * (deal_rank[card] // 3)
                seq = QSequentialAnimationGroup()
                if delay:
                    seq.addPause(delay)
                seq.addAnimation(move)
                if card in self._pending_face_up:
                    move.stateChanged.connect(
                        lambda new, _old, it=item: new == QAbstractAnimation.State.Running
                        and it.set_face_up(True))
                moves.addAnimation(seq)
            elif item in self._after_sweep and item.size()[0] != cw:
                shrink = QPropertyAnimation(item, b"scale")
                shrink.setDuration(max(1, duration))
                shrink.setStartValue(1.0)
                shrink.setEndValue(cw / item.size()[0])
                shrink.setEasingCurve(QEasingCurve.Type.OutCubic)
                both = QParallelAnimationGroup()
                both.addAnimation(move)
                both.addAnimation(shrink)
                moves.addAnimation(both)
            else:
                moves.addAnimation(move)
        for key in [k for k in sc.cards if k not in snapshot.places]:
            sc.remove_card(key)
        if moves.animationCount() == 0:
            moves.deleteLater()
            return None
        if step == "sweep" and not resume:
            outer = QSequentialAnimationGroup(self)
            outer.addAnimation(QPauseAnimation(anim.scaled(anim.TRICK_HOLD_MS, factor)))
            moves.setParent(None)
            outer.addAnimation(moves)
            return outer
        return moves

    # ------------------------------------------------------------ heads-up display
    def _on_thinking(self, seat: int) -> None:
        self._thinking = seat
        self._update_hud()

    def _on_settings(self, settings) -> None:
        self.speed_factor = settings.speed_factor
        self.scene_.snap_ms = anim.scaled(anim.SNAP_BACK_MS, self.speed_factor)
        self._update_hud()

    def _update_hud(self) -> None:
        s = self._shown
        lay = self._layout
        if s is None:
            return
        settings = self.controller.settings
        rules = self.controller.state.rules if self.controller.state else settings.rules
        font_px = max(11.0, min(20.0, lay.card_h * 0.12))
        for seat, plate in self.plates.items():
            if seat not in s.seats:
                plate.hide()
                continue
            plate.font_px = font_px
            name = settings.display_name(seat)
            if seat == HUMAN_SEAT and settings.autoplay:
                level = autoplay_word()
            elif seat == HUMAN_SEAT:
                # "You" over "you" says nothing; under a name the player chose, it does.
                level = "" if name == player_name(HUMAN_SEAT) else self.tr("you")
            else:
                level = level_name(settings.level_of(seat))
            count = s.counts.get(seat, 0)
            # French counts 0 as singular too (as cinch_qt.i18n.points does).
            singular = count == 1 or (count == 0 and current_language() == "fr")
            cards = (self.tr("%1 card") if singular else self.tr("%1 cards")).replace(
                "%1", str(count))
            detail = self.tr("thinking…") if seat == self._thinking else cards
            lines = [" · ".join(part for part in (level, detail) if part)]
            bubble = s.bids.get(seat, "")
            plate.pass_bubble = bubble == "Pass"
            if bubble == "Pass":
                bubble = self.tr("Pass")
            plate.set_text(f"{name}", lines, active=(s.to_act == seat),
                           chip=self.tr("D", "the dealer's chip") if s.dealer == seat else "",
                           bubble=bubble)
            rect = lay.badge_rect(seat)
            rect.setHeight(max(rect.height(), plate.required_height()))
            wide = plate.natural_width()
            if wide > rect.width():
                right = rect.right()
                rect.setWidth(wide)
                if seat == 3:  # East's plate hugs the right edge
                    rect.moveRight(right)
                elif seat == HUMAN_SEAT:
                    # Longer words (French, Dutch) grow South's plate away from the hand.
                    rect.moveRight(right)
                    if rect.left() < lay.margin:
                        rect.moveLeft(lay.margin)
            plate.set_rect(rect)
            plate.show()
            plate.setToolTip(", ".join([name, *lines]))
        trump = ""
        if s.trump is not None:
            word = suit_name(s.trump)
            trump = f"{snap.SUIT_SYMBOLS[s.trump]} {word[:1].upper()}{word[1:]}"
        if s.phase == "bid":
            high = [(int(v), seat) for seat, v in s.bids.items() if v != "Pass"]
            if high:
                amount, seat = max(high)
                info = [fill(self.tr("Bidding: %1 %2"), settings.display_name(seat), amount)]
            else:
                info = [self.tr("Bidding: no bid yet")]
        elif s.maker is not None and s.bid is not None:
            if trump:
                text = self.tr("Contract: %1 %2 · %3").replace("%3", trump)
            else:
                text = self.tr("Contract: %1 %2 (naming trumps)")
            info = [fill(text, settings.display_name(s.maker), s.bid)]
        else:
            info = [self.tr("Contract: —")]
        info.append(self.tr("Dealer: %1").replace("%1", settings.display_name(s.dealer)))
        parts = []
        for side in rules.sides:
            mine = side == "NS" or side == SEAT_CHARS[HUMAN_SEAT]
            label = side_short(side)
            if mine:
                label = self.tr("%1 (you)").replace("%1", label)
            parts.append(f"{label} {s.totals.get(side, 0)}")
        info.append(" · ".join(parts))
        self.info_plate.font_px = font_px
        self.info_plate.set_text(fill(self.tr("Hand %1 — game to %2"), s.hand_no + 1,
                                      rules.target), info)
        m = lay.margin
        w = max(190.0, self.info_plate.natural_width())
        if N in s.seats:  # no wider than the felt left of North's hand: wrap instead
            w = max(150.0, min(w, lay.hand_rect(N, 9).left() - 2 * m))
        info_rect = QRectF(m, m, w, self.info_plate.required_height(w))
        self.info_plate.set_rect(info_rect)
        self.info_plate.show()
        west = self.plates[1]
        if west.isVisible():
            rect = QRectF(west.pos(), west.boundingRect().adjusted(90, 40, -90, -14).size())
            if rect.intersects(info_rect):  # small windows: keep West's plate clear
                rect.moveTop(info_rect.bottom() + 4)
                west.set_rect(rect)
        if self.scene_.focus_key is None:
            self._describe_focus()  # the table's facts changed

    # ------------------------------------------------------------ the person's turn
    def _on_prompt(self, prompt: Prompt) -> None:
        self._prompt = prompt
        self._selection.clear()
        self.selectionChanged.emit(0, prompt.count)
        if self._group is None and not self._queue:
            self._apply_interaction()

    def _on_turn_ended(self) -> None:
        self._prompt = None
        self._selection.clear()
        self._apply_interaction()

    def prompt(self) -> Prompt | None:
        return self._prompt

    def _human_cards(self) -> list[int]:
        if self._shown is None:
            return []
        cards = [(p.zone, p.index, c) for c, p in self._shown.places.items()
                 if p.seat == HUMAN_SEAT and p.zone in (snap.HAND, snap.CHOICE)]
        cards.sort(key=lambda t: (t[0] != snap.CHOICE, t[1]))
        return [c for _, _, c in cards]

    def _apply_interaction(self) -> None:
        sc = self.scene_
        p = self._prompt if self._group is None and not self._queue else None
        hand = [c for c, pl in (self._shown.places.items() if self._shown else [])
                if pl.zone == snap.HAND and pl.seat == HUMAN_SEAT]
        hand.sort(key=lambda c: self._shown.places[c].index)
        lifted = set(p.legal_cards) if p is not None and p.kind == "play" else set()
        if lifted != self._lifted:
            self._lifted = lifted
            self._rehome(hand)
        if p is None or p.kind in ("bid", "trump"):
            sc.set_interactive(set(), set())
            sc.set_legal(set(), None)
            sc.set_keyboard_order(hand)
            sc.set_selected(set())
            self._describe_focus()  # or readers keep naming a card that has gone
            return
        if p.kind == "play":
            sc.set_interactive(set(hand), set())
            sc.set_legal(set(hand), set(p.legal_cards))
            sc.set_keyboard_order(hand)
            sc.set_selected(set())
            self._describe_focus()
            return
        choices = set(p.candidates)
        sc.set_interactive(set(), choices)
        everyone = set(self._human_cards())
        sc.set_legal(everyone, choices)
        order = [c for c in self._human_cards() if c in choices]
        sc.set_keyboard_order(order)
        sc.set_selected(self._selection)
        self._describe_focus()

    def _rehome(self, cards: list[int]) -> None:
        """Move resting cards of the player's hand to their (un)lifted places; a card
        being dragged, snapping back or animating keeps going."""
        if self._shown is None or self._group is not None:
            return
        sc = self.scene_
        for card in cards:
            item = sc.cards.get(card)
            place = self._shown.places.get(card)
            if item is None or place is None or card in sc._snap or sc._drag is item:
                continue
            at_home = (item.pos() - item.home).manhattanLength() < 0.5
            item.home = self._target(card, place)
            if at_home:
                item.setPos(item.home)

    # ------------------------------------------------------------ accessibility
    def _card_words(self, card: int) -> tuple[str, str]:
        """(name, state) of a card of the player for screen readers."""
        p = self._prompt
        name = card_name(card)
        if p is None or self._group is not None:
            return name, self.tr("%1, not your turn").replace("%1", name)
        if p.kind == "play":
            if card in p.legal_cards:
                return name, self.tr("%1, playable").replace("%1", name)
            return name, self.tr("%1, not playable now").replace("%1", name)
        if p.kind in ("keep", "rob", "give"):
            if card in self._selection:
                return name, self.tr("%1, picked").replace("%1", name)
            return name, self.tr("%1, not picked").replace("%1", name)
        return name, name

    def _describe_focus(self) -> None:
        """The view speaks for the focused card: card items are not accessible objects."""
        key = self.scene_.focus_key
        if key is None or key not in self.scene_.cards:
            # Nothing focused: the corner plate's facts (hand, contract, dealer, scores).
            # Suit symbols are read out as "black spade suit": the suit's word follows.
            facts = [" ".join(line.translate(_NO_SYMBOLS).split())
                     for line in self.info_plate.text().splitlines() if line]
            p = self._prompt
            if p is not None and p.kind not in ("bid", "trump"):
                facts.append(self.tr("Use the arrow keys to choose a card."))
            set_accessible_texts(self, self.tr("Card table"), " · ".join(facts))
            return
        # The name says it all; a description repeating it was read out twice.
        _name, state = self._card_words(key)
        set_accessible_texts(self, state, "")
        if self.hasFocus():
            focus_event(self)

    def selection(self) -> set[int]:
        return set(self._selection)

    def set_selection(self, cards: set[int]) -> None:
        p = self._prompt
        if p is None or p.kind not in ("keep", "rob", "give"):
            return
        self._selection = {c for c in cards if c in p.candidates}
        self._refresh_selection()

    def _refresh_selection(self) -> None:
        self.scene_.set_selected(self._selection)
        if self._shown is not None and self._group is None:
            for card, place in self._shown.places.items():
                item = self.scene_.cards.get(card)
                if item is not None:
                    item.home = self._target(card, place)
                    item.setPos(item.home)
        p = self._prompt
        self.selectionChanged.emit(len(self._selection), p.count if p else 0)

    def _on_click(self, card: int) -> None:
        p = self._prompt
        if p is None or self._group is not None:
            return
        if p.kind == "play":
            return
        if p.kind in ("keep", "rob", "give"):
            if card not in p.candidates:
                return
            if card in self._selection:
                self._selection.discard(card)
            elif len(self._selection) < p.count:
                self._selection.add(card)
            else:
                self.controller.status.emit(
                    self.tr("You have already picked %1: pick a picked card again to put it "
                            "back.").replace("%1", str(p.count)))
                return
            self._refresh_selection()
            self._describe_focus()

    def _on_activate(self, card: int) -> None:
        p = self._prompt
        if p is None:
            return
        if p.kind == "play":
            self.play(card)
        else:
            self._on_click(card)

    def _on_drop(self, card: int, zone: str) -> None:
        p = self._prompt
        if zone != TRICK_ZONE or p is None or p.kind != "play":
            self.scene_.snap_back(card)
            return
        if not self.play(card):
            self.scene_.snap_back(card)

    def play(self, card: int) -> bool:
        """Ask the controller to play ``card``; a refused card goes back to the hand."""
        ok = self.controller.play_card(card)
        if not ok:
            self.scene_.snap_back(card)
        else:
            # The card has left the hand: the focus must not stay on it.
            self.scene_.set_keyboard_order([c for c in self.scene_.keyboard_order
                                            if c != card])
            self._describe_focus()
        return ok

    def confirm_selection(self) -> bool:
        return self.controller.choose_cards(set(self._selection))

    def _on_hint(self, payload: dict, text: str) -> None:
        kind = payload.get("kind")
        if kind == "play":
            self.scene_._focus(payload["card"])
            self._describe_focus()
        elif kind == "choose":
            self.set_selection(set(payload["cards"]))

    # ------------------------------------------------------------ keyboard
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        sc = self.scene_
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            sc.move_focus(-1)
            self._describe_focus()
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            sc.move_focus(1)
            self._describe_focus()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            p = self._prompt
            if p is not None and p.kind in ("keep", "rob", "give"):
                # Space picks, Enter confirms the picked cards.
                self.confirm_selection()
            else:
                sc.activate_focus()
        elif key == Qt.Key.Key_Space:
            sc.click_focus()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # ------------------------------------------------------------ settings and language
    def set_hand_scale(self, scale: float) -> None:
        """Large cards: the player's hand drawn ``scale`` times larger, at once."""
        if abs(scale - self.hand_scale) > 1e-6:
            self.hand_scale = scale
            self._relayout()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self._update_hud()
            self._describe_focus()
            # The viewport is focusable too; a nameless one confuses some readers.
            self.viewport().setAccessibleName(self.tr("Card table"))
        super().changeEvent(event)

    def focusInEvent(self, event) -> None:  # noqa: N802  (Qt override)
        super().focusInEvent(event)
        self._describe_focus()

    # ------------------------------------------------------------ for tests and tools
    def card_scene_pos(self, card: int) -> QPointF:
        item = self.scene_.cards[card]
        w, h = item.size()
        return item.pos() + QPointF(w / 2, h / 2)

    def plate_text(self, seat: int) -> str:
        return self.plates[seat].text()

