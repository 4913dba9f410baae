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
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from ....i18n import current_language
from ....i18n.words import autoplay_word, level_name
from ....ui.accessibility import set_accessible_texts
from ....ui.card_scene import CardScene
from ..engine.boards import Award, Fold, Release, Retreat, Settlement, SitOut, get_board
from ..engine.cards import RANK, VALUE, parse_card
from ..engine.rules import Rules
from ..engine.scoring import peg_items, show_combinations
from . import felt_timing as ft
from . import felt_words as words
from . import labels, palette
from .art import card_words
from .board_item import CribbageBoardItem
from .felt_layout import FeltLayout
from .felt_model import Shown
from .felt_places import Place, places
from .play_area import CaptionItem, CountItem
from .seats import SeatPlate

PLAY_ZONE, CRIB_ZONE = "play", "crib"
PAST_31 = "C104"          # CRIBBAGE.md: a card that would pass 31 is refused (C51)


class CribbageFelt(QGraphicsView):
    layAwayRequested = Signal(list)
    playRequested = Signal(int)
    selectionChanged = Signal(list)
    cutWanted = Signal(str)
    idle = Signal()
    firstPaint = Signal()
    said = Signal(str)
    refused = Signal(str, str)

    def __init__(self, cache, rules: Rules, names: dict[int, str], speed_factor: float,
                 parent=None) -> None:  # noqa: ANN001
        super().__init__(parent)
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
        self.viewport().setAccessibleName(self.tr("Cribbage table"))
        self.board_data = get_board(rules.board)
        self.board = CribbageBoardItem(self.board_data, rules.side_names, speed_factor)
        self.board.setZValue(10)
        self.scene_.addItem(self.board)
        self.board.finished.connect(self._on_board_finished)
        self.board.said.connect(self.said)
        self.plates = {s: SeatPlate(palette.side_colour(rules.side_of(s))) for s in rules.seats}
        for seat, plate in self.plates.items():
            if rules.seat_names[seat] == "N":
                plate.bubble_side = "right"        # the top of the felt is just above
            self.scene_.addItem(plate)
            plate.hide()
        self.score_plate = SeatPlate(palette.side_colour(0))
        self.score_plate.hide()
        self.scene_.addItem(self.score_plate)
        self.count_item = CountItem()
        self.caption = CaptionItem()
        for item in (self.count_item, self.caption):
            self.scene_.addItem(item)
            item.hide()
        self.shown = Shown(rules.seat_names, rules.side_names)
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
        self._decision, self._legal, self._autoplay = decision, tuple(legal), autoplay
        self._asked = False
        if changed:
            self._selection = []
        if autoplay and self._waiting == "cut":
            self.cut()
            return
        if not self.busy():
            self._apply(animate=False)
            self._apply_interaction()

    def cut(self) -> None:
        """The person cuts: the draw for the deal, or the stock for the starter."""
        if self._waiting != "cut":
            return
        self._waiting = None
        self.scene_.set_interactive(set(), set())
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
            self._apply_interaction()
            if not self._idle_sent:
                self._idle_sent = True
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

    def _on_board_finished(self, ticket: int) -> None:
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
        self.said.emit(words.pick_draw() if kind == "deal" else words.cut_starter())
        self.cutWanted.emit(kind)

    # ================================================================ events
    def _event(self, ev: dict, obs: Any) -> None:
        kind = ev["e"]
        handler = getattr(self, "_ev_" + kind, None)
        if handler is not None:
            handler(ev, obs)

    def _ev_draw(self, ev: dict, obs: Any) -> None:
        """C20, C21: the pack spread face down; the person draws; every draw turns up."""
        sh = self.shown
        sh.new_hand(-1, 0, (), None)
        sh.stock = False
        sh.spread = 52
        self._caption(words.draw_title(), "", 0)
        self._apply(animate=True, ms=ft.SPREAD_MS)
        self._update_hud()
        draws = [(int(s), int(c)) for s, c in ev["draw"]]
        rounds: list[list[tuple[int, int]]] = []
        seen: set[int] = set()
        for seat, card in draws:
            if seat in seen or not rounds:
                rounds.append([])
                seen = set()
            rounds[-1].append((seat, card))
            seen.add(seat)
        dealer = min(rounds[-1], key=lambda sc: sc[1] % 13)[0] if rounds else 0
        for k, rnd in enumerate(reversed(rounds)):
            self._steps.appendleft(lambda r=rnd, last=k == 0: self._turn_draws(
                r, dealer if last else None))
        if not self._autoplay:
            self._steps.appendleft(lambda: self._wait_cut("deal"))

    def _turn_draws(self, rnd: list[tuple[int, int]], dealer: int | None) -> None:
        sh = self.shown
        for seat, card in rnd:
            sh.draws[seat] = card
            if sh.spread > 0:
                idx = sh.spread - 1
                if seat == 0 and self._picked_draw is not None and self._picked_draw < sh.spread:
                    idx = self._picked_draw
                sh.origins[("draw", seat)] = ("pack", idx)
                sh.spread -= 1
            self.said.emit(words.said_draw(self._name(seat), card_words(card)))
        self._picked_draw = None
        if dealer is not None:                   # C20: the lowest deals
            line = words.draw_result(self._name(dealer))
            self._caption(words.draw_title(), line, dealer)
            self.said.emit(line)
        self._apply(animate=True)
        self._update_hud()
        self._steps.appendleft(lambda: self._wait_pause(ft.DRAW_HOLD_MS))

    def _ev_deal(self, ev: dict, obs: Any) -> None:
        sh = self.shown
        hand_no = int(ev.get("hand", sh.hand_no + 1))
        dealer = sh.seat(ev["dealer"]) if isinstance(ev["dealer"], str) else int(ev["dealer"])
        if obs is not None and obs.hand_no == hand_no:
            dealt_in = tuple(obs.dealt_in)
            mine = _dealt_to_me(obs)
        else:
            n = len(sh.seat_names)
            out = {s for s, b in enumerate(sh.box) if b > 0}
            dealt_in = tuple((dealer + k) % n for k in range(1, n + 1)
                             if (dealer + k) % n % len(sh.side_names) not in out)
            mine = None
        size = 6 if len(dealt_in) == 2 else 5
        if mine is not None and len(mine) != size:
            mine = None
        # Everything of the last hand goes back to the pack first.
        if self.scene_.cards:
            sh.new_hand(hand_no, dealer, (), None)
            sh.stock = True
            self._apply(animate=True, ms=ft.GATHER_MS, gather=True)
            self._steps.appendleft(lambda: self._deal(hand_no, dealer, dealt_in, mine))
            return
        self._deal(hand_no, dealer, dealt_in, mine)

    def _deal(self, hand_no: int, dealer: int, dealt_in: tuple, mine: list | None) -> None:
        sh = self.shown
        sh.new_hand(hand_no, dealer, dealt_in, mine)
        self.said.emit(words.said_deal(hand_no + 1, self._name(dealer)))
        order: dict[Any, int] = {}
        size = 6 if len(dealt_in) == 2 else 5
        for i in range(size):
            for j, seat in enumerate(dealt_in):
                order[sh.hands[seat][i]] = i * len(dealt_in) + j
        self._apply(animate=True, deal_order=order)
        self._update_hud()

    def _ev_lay(self, ev: dict, obs: Any, bury: bool = False) -> None:
        sh = self.shown
        seat = sh.seat(ev["seat"])
        cards = [parse_card(c) for c in ev["cards"]] if "cards" in ev else None
        n = len(cards) if cards else int(ev.get("count", 1))
        sh.lay(seat, cards, n, bury)
        if seat == 0:
            self._selection = []
        self.said.emit(words.said_laid(self._name(seat), n))
        self._apply(animate=True)

    def _ev_bury(self, ev: dict, obs: Any) -> None:
        self._ev_lay(ev, obs, bury=True)

    def _ev_crib_stock(self, ev: dict, obs: Any) -> None:
        """C32: the stock's top card goes to the crib, face down, seen by no one."""
        self.shown.crib.append(self.shown.token("c"))
        self._apply(animate=True)

    def _ev_starter(self, ev: dict, obs: Any) -> None:
        """C40: the person cuts when it is their turn to (the card is the engine's)."""
        sh = self.shown
        card = parse_card(ev["card"])
        if sh.cutter() == 0 and not self._autoplay:
            self._steps.appendleft(lambda: self._turn_starter(card))
            self._wait_cut("starter")
            return
        self._turn_starter(card)

    def _turn_starter(self, card: int) -> None:
        self.shown.starter = card
        self.said.emit(words.said_starter(card_words(card)))
        self._apply(animate=True)
        self._update_hud()

    def _ev_play(self, ev: dict, obs: Any) -> None:
        sh = self.shown
        seat = sh.seat(ev["seat"])
        card = parse_card(ev["card"])
        sh.play(seat, card, int(ev["count"]))
        self.said.emit(words.said_play(self._name(seat), card_words(card), sh.count))
        self._apply(animate=True)
        self._update_hud()

    def _ev_go(self, ev: dict, obs: Any) -> None:
        """C52: "go" at a player who cannot play."""
        seat = self.shown.seat(ev["seat"])
        self.shown.gone.add(seat)
        self.said.emit(words.said_go(self._name(seat)))
        self._update_hud()
        self._wait_pause(ft.GO_MS)

    def _ev_reset(self, ev: dict, obs: Any) -> None:
        """C53, C54: the count starts again; its cards are turned down, pushed aside."""
        def turn() -> None:
            self.shown.reset_count()
            self.said.emit(words.said_reset())
            self._apply(animate=True)
            self._update_hud()
        self._steps.appendleft(turn)
        self._wait_pause(ft.COUNT_HOLD_MS)

    def _ev_show(self, ev: dict, obs: Any) -> None:
        """C70-C76: the hand (or crib) beside the starter, its combinations lit in turn."""
        sh = self.shown
        seat = sh.seat(ev["seat"])
        what = ev["what"]
        cards = [parse_card(c) for c in ev["cards"]]
        if sh.row or sh.piles:
            played = list(sh.piles) + list(sh.row)
            sh.gather_for_show(played)
            self._update_hud()
        sh.show(seat, what, cards)
        title = words.show_title(self._name(seat), what)
        self._caption(title, "", seat)
        self._apply(animate=True)
        self._update_hud()
        starter = sh.starter
        if starter is None:
            return
        combos = show_combinations(cards, starter, what == "crib")
        steps: list[Callable[[], None]] = []
        total = 0
        spoken: list[str] = []
        for kind, combo, points in combos:
            total += points
            phrase = words.combination(kind, len(combo), total)

            def light(c=combo, p=phrase) -> None:
                spoken.append(p)
                sh.lit = frozenset(c)
                self._mark_lit()
                self._caption(title, ", ".join(spoken), seat)
                self.said.emit(p)
                self._wait_pause(ft.COMBO_MS)
            steps.append(light)
        end_total = int(ev.get("total", total))

        def finish() -> None:
            sh.lit = frozenset()
            self._mark_lit()
            line = ", ".join(spoken) if spoken else words.nothing()
            if "claimed" in ev:
                line = f"{line} — {words.claimed(int(ev['claimed']))}"
            self._caption(title, line, seat)
            self.said.emit(words.show_total(self._name(seat), what, end_total))
            self._wait_pause(ft.SHOW_HOLD_MS)
        steps.append(finish)
        for step in reversed(steps):
            self._steps.appendleft(step)

    def _ev_score(self, ev: dict, obs: Any) -> None:
        sh = self.shown
        side = ev["side"]
        why = ev["why"]
        points = int(ev["points"])
        if why == "award":                 # W36: an award never stops on a trap or penalty
            move = self.board_data.award(ev["from"], points)
            ticket = self.board.queue_settlement(Settlement({}, (Award(side, move),), None))
        else:
            move = self.board_data.move(ev["from"], points)
            ticket = self.board.queue_move(side, move, self._score_label(why, points))
        mark = self.board_data.mark(ev["to"])
        self.said.emit(words.said_score(self._side_name(sh.side(side)), points,
                                        self._why_word(why, points), words.hole_name(mark)))
        self._wait_board(ticket)

    def _ev_fold(self, ev: dict, obs: Any) -> None:
        """W30: the side folds: its cards are dead for the hand."""
        side = ev["side"]
        self.shown.fold(self.shown.side(side))
        self._apply(animate=True)
        self._update_hud()
        hole = self.board.front(side)
        self._steps.appendleft(lambda: self._wait_board(self.board.queue_settlement(
            Settlement({}, (Fold(side, ev["square"], hole),), None))))

    def _ev_retreat(self, ev: dict, obs: Any) -> None:
        self._wait_board(self.board.queue_settlement(Settlement(
            {}, (Retreat(ev["side"], ev["from"], ev["to"]),), None)))

    def _ev_release(self, ev: dict, obs: Any) -> None:
        self._wait_board(self.board.queue_settlement(Settlement(
            {}, (Release(ev["side"], ev["from"], ev["to"]),), None)))

    def _ev_sit_out(self, ev: dict, obs: Any) -> None:
        self._wait_board(self.board.queue_settlement(Settlement(
            {}, (SitOut(ev["side"], int(ev["hands"])),), None)))

    def _ev_leave_box(self, ev: dict, obs: Any) -> None:
        self.board.set_sitting_out(ev["side"], None)
        self.said.emit(labels.leaves_box())

    def _ev_win(self, ev: dict, obs: Any) -> None:
        sh = self.shown
        sh.winner = sh.side(ev["side"])
        line = words.said_win(self._side_name(sh.winner))
        self._caption(line, "", self.rules.side_seats(sh.winner)[0])
        self.said.emit(line)
        self._update_hud()

    def _sync(self, obs: Any) -> None:
        """End showing exactly ``obs``. What the events left should already be it: any
        difference is noted in ``mismatches`` (the tests require none) and then put
        right, so the person never sees a wrong table."""
        expected = Shown.from_obs(obs, self.shown)
        self.mismatches.extend(_differences(self.shown, expected, self.board, obs))
        self.shown = expected
        self._place_pegs(obs)
        self._apply(animate=True)
        self._update_hud()

    # ================================================================ words
    def _name(self, seat: int) -> str:
        return self.names.get(seat) or self.rules.seat_names[seat]

    def _side_name(self, side: int) -> str:
        seats = self.rules.side_seats(side)
        return " & ".join(self._name(s) for s in seats)

    def _score_label(self, why: str, points: int) -> str:
        if why == "play":
            sh = self.shown
            ranks = [RANK[c] for _, c in sh.row]
            parts = []
            for kind, pts in peg_items(ranks, sh.count):
                if kind == "fifteen":
                    parts.append(labels.fifteen(pts))
                elif kind == "thirty-one":
                    parts.append(labels.thirty_one(pts))
                elif kind == "pair":
                    parts.append(words.pair(pts))
                else:
                    parts.append(words.run(pts))
            return ", ".join(parts) or str(points)
        return self._why_word(why, points)

    def _why_word(self, why: str, points: int) -> str:
        if why == "go":
            return labels.go()
        if why == "heels":
            return labels.his_heels()
        if why == "hand":
            return labels.hand(points)
        if why == "crib":
            return labels.crib(points)
        if why == "muggins":
            return words.muggins()
        if why == "excess":
            return words.excess(points)
        if why == "award":
            return labels.award(points)
        return self._score_label(why, points) if why == "play" else why

    def _caption(self, title: str, line: str, seat: int) -> None:
        self.caption.set_text(title, line, palette.side_colour(self.rules.side_of(seat)))
        self.caption.font_px = self._layout.font_px * 1.25
        self.caption.set_rect(self._layout.caption_rect())
        self.caption.show()

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
            if place.face_up:
                item.set_face_up(True)
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

    def _place_pegs(self, obs: Any, force: bool = False) -> None:
        if self.board.busy:
            self.board.cancel()
        for side, hole in zip(self.rules.side_names, obs.holes, strict=False):
            if force or self.board.front(side) != hole:
                self.board.place(side, hole)
        for side, left in zip(self.rules.side_names, obs.box, strict=False):
            self.board.set_sitting_out(side, left if left > 0 else None)

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
            zones[CRIB_ZONE] = lay.crib_zone(self.shown.dealer)
        elif d is not None and d.kind == "play":
            zones[PLAY_ZONE] = lay.play_zone()
        self.scene_.zones = zones
        self.count_item.set_rect(lay.count_rect())
        if self.caption.isVisible():
            self.caption.font_px = lay.font_px * 1.25
            self.caption.set_rect(lay.caption_rect())

    def _update_hud(self) -> None:
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
            parts = [p for p in (level, words.cards(sh.held(seat), fr)) if p]
            lines = [" · ".join(parts)]
            side = self.rules.side_of(seat)
            if sh.box and side < len(sh.box) and sh.box[side] > 0:
                lines.append(labels.sits_out(sh.box[side]))
            plate.set_text(name, lines, active=sh.to_act == seat and sh.winner is None,
                           chip=words.dealer_chip() if seat == sh.dealer and sh.dealt_in
                           else "", bubble=words.go() if seat in sh.gone else "")
            w = min(lay.plate_w(seat), max(lay.card_w * 1.6, plate.natural_width()))
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

    def _update_scores(self) -> None:
        """Each side's mark in words above the board (the pegs say it only to the eye)."""
        lay = self._layout
        board = self.board
        parts = [f"{self._side_name(k)} {self.board_data.mark(board.front(side))}"
                 for k, side in enumerate(board.sides)]
        plate = self.score_plate
        plate.font_px = lay.font_px
        plate.set_text(words.game_to(self.board_data.finish_mark), [" · ".join(parts)])
        w = plate.natural_width() + 8
        rect = lay.board_rect
        h = plate.required_height(w)
        plate.set_rect(QRectF(rect.right() - w, max(lay.margin, rect.top() - h - lay.margin),
                              w, h))
        plate.setVisible(rect.top() - h - lay.margin >= 0)

    def _describe(self) -> None:
        sh = self.shown
        facts = [words.count(sh.count)] if sh.starter is not None else []
        set_accessible_texts(self, self.tr("Cribbage table"), " · ".join(facts))

    # ================================================================ the person
    def _my_hand(self) -> list[int]:
        return [k for k in self.shown.hands.get(0, []) if isinstance(k, int)]

    def _legal_cards(self) -> set[int]:
        return {a.card for a in self._legal if hasattr(a, "card")}

    def _apply_interaction(self) -> None:
        sc = self.scene_
        d = self._decision
        hand = self._my_hand()
        self._layout_items()
        if self._waiting == "cut":
            return
        if d is None or self._autoplay or self._asked or self.busy():
            sc.set_interactive(set(), set())
            sc.set_legal(set(), None)
            sc.set_keyboard_order(hand)
            sc.set_selected(set())
            return
        if d.kind == "lay":
            sc.set_interactive(set(hand), set(hand))
            sc.set_legal(set(), None)
            sc.set_keyboard_order(hand)
            sc.set_selected(set(self._selection))
        elif d.kind == "play":
            legal = self._legal_cards()
            sc.set_interactive(set(hand), set())
            sc.set_legal(set(hand), legal)
            sc.set_keyboard_order(hand)
            sc.set_selected(set())
        else:
            sc.set_interactive(set(), set())
            sc.set_legal(set(), None)

    def _toggle(self, card: int) -> None:
        d = self._decision
        if d is None or d.kind != "lay" or card not in self._my_hand():
            return
        if card in self._selection:
            self._selection.remove(card)
        elif len(self._selection) < d.count:
            self._selection.append(card)
        else:
            self._selection = self._selection[1:] + [card]
        self.scene_.set_selected(set(self._selection))
        self._apply(animate=False)
        self.selectionChanged.emit(list(self._selection))

    def _on_click(self, key: Any) -> None:
        if self._waiting == "cut":
            if isinstance(key, tuple) and key[0] == "pack":
                self._picked_draw = key[1]
            self.cut()
            return
        if self.busy() or self._asked or self._autoplay:
            return
        if isinstance(key, int):
            self._toggle(key)

    def _on_activate(self, key: Any) -> None:
        if self._waiting == "cut":
            self._on_click(key)
            return
        d = self._decision
        if d is None or self.busy() or self._asked or self._autoplay:
            return
        if d.kind == "play" and isinstance(key, int):
            self._try_play(key)
        elif d.kind == "lay" and isinstance(key, int):
            self._toggle(key)

    def _try_play(self, card: int) -> bool:
        if card not in self._my_hand():
            return False
        if card not in self._legal_cards():
            total = self.shown.count
            if total + VALUE[card] > 31:
                self.refused.emit(PAST_31, words.past_31(card_words(card), total))
            self.scene_.snap_back(card)
            return False
        self._asked = True
        self.scene_.set_interactive(set(), set())
        self.scene_.set_legal(set(), None)
        self.playRequested.emit(card)
        return True

    def _on_drop(self, key: Any, zone: str) -> None:
        d = self._decision
        if d is None or self.busy() or self._asked or self._autoplay or not isinstance(key, int):
            self.scene_.snap_back(key)
            return
        if d.kind == "play" and zone == PLAY_ZONE:
            self._try_play(key)
            return
        if d.kind == "lay" and zone == CRIB_ZONE:
            if key not in self._selection:
                if len(self._selection) >= d.count:
                    self._selection = self._selection[1:]
                self._selection.append(key)
                self.selectionChanged.emit(list(self._selection))
            if len(self._selection) == d.count:
                self._asked = True
                self.scene_.set_interactive(set(), set())
                self.layAwayRequested.emit(list(self._selection))
                return
            self.scene_.set_selected(set(self._selection))
            self._apply(animate=False)
            return
        self.scene_.snap_back(key)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        sc = self.scene_
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            sc.move_focus(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            sc.move_focus(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            d = self._decision
            if self._waiting == "cut":
                self.cut()
            elif d is not None and d.kind == "lay":
                self.confirm_selection()
            elif sc.focus_key is not None:
                self._on_activate(sc.focus_key)
        elif key == Qt.Key.Key_Space:
            if self._waiting == "cut":
                self.cut()
            elif sc.focus_key is not None:
                self._on_click(sc.focus_key)
        else:
            super().keyPressEvent(event)
            return
        focus = sc.focus_key
        if isinstance(focus, int):
            set_accessible_texts(self, card_words(focus), "")
        event.accept()

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
            self._update_hud()
        super().changeEvent(event)


def _differences(shown: Shown, expected: Shown, board: CribbageBoardItem, obs: Any) -> list[str]:
    """What the animated events left that differs from the observation."""
    out = []
    if shown.hand_no != expected.hand_no:
        return [f"hand {shown.hand_no} shown, {expected.hand_no} observed"]
    for seat in set(shown.hands) | set(expected.hands):
        if shown.held(seat) != expected.held(seat):
            out.append(f"seat {seat} holds {shown.held(seat)}, observed {expected.held(seat)}")
    mine = sorted(k for k in shown.hands.get(0, []) if isinstance(k, int))
    if mine != sorted(expected.hands.get(0, [])):
        out.append(f"seat 0's hand {mine}, observed {sorted(expected.hands.get(0, []))}")
    if shown.count != expected.count and obs.phase == "play":
        out.append(f"count {shown.count}, observed {expected.count}")
    if obs.phase == "play" and shown.row != expected.row:
        out.append(f"row {shown.row}, observed {expected.row}")
    if shown.starter != expected.starter:
        out.append(f"starter {shown.starter}, observed {expected.starter}")
    if obs.phase in ("lay", "play") and len(shown.crib) != len(expected.crib):
        out.append(f"crib of {len(shown.crib)}, observed {len(expected.crib)}")
    for side, hole in zip(board.sides, obs.holes, strict=False):
        if board.front(side) != hole and not board.busy:
            out.append(f"side {side} peg on {board.front(side)}, observed {hole}")
    return out


def _dealt_to_me(obs: Any) -> list[int] | None:
    """Seat 0's cards of this deal, from what it holds, laid away and played."""
    if 0 not in obs.dealt_in:
        return None
    mine = list(obs.hand) + list(obs.laid) + [c for s, c in obs.played if s == 0]
    return mine
