"""The Cribbage felt (CRIB_CONTRACT.md section 1): the table as seat 0 (S, the
person) sees it, with the board beside the cards, animating what happens.

It never calls the engine's ``apply``: it shows observations and the engine's public
events for seat 0, and turns the person's gestures into intents: calls of the
session's ``lay_away`` and ``play`` (given by the window, ``set_intents``), which answer
whether they were taken, and its own ``cut``. Everything it shows face up is a card
seat 0 may know (felt_model.py); every animation is scaled by one speed factor (0 =
instant, with the same signals in the same order), as the board's pegs are.

Steps play strictly in order from the shell's step queue (ui/card_motion.py); each step
changes what is shown (``Shown``), moves the card items to their new places
(felt_places.py, as one step of the shell's felt steps, ui/step_felt.py) and waits for
the moves, a peg move of the board, a pause, or the person's cut.  The view itself is a
CardTableView (ui/card_table_view.py); the card moves (felt_motion.py), the ledger and
news (felt_news.py), the plates (felt_hud.py), the events (felt_events.py) and the
person's gestures (felt_input.py) are parts of ``CribbageFelt`` in their own files.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal

from ....ui.accessibility import set_accessible_texts
from ....ui.card_motion import StepQueue
from ....ui.card_table_view import CardTableView
from ....ui.hud import InfoPlate
from ....ui.step_felt import StepFelt
from ..engine.boards import get_board
from ..engine.rules import Rules
from . import felt_timing as ft
from . import felt_words as words
from . import palette, score_ledger
from .art import card_words
from .board_item import CribbageBoardItem
from .board_legend import BoardLegend
from .felt_access import FeltAccess
from .felt_events import FeltEvents
from .felt_hud import FeltHud
from .felt_input import CRIB_ZONE, PLAY_ZONE, FeltInput
from .felt_layout import FeltLayout
from .felt_model import Shown
from .felt_motion import FeltMotion
from .felt_news import FeltNews
from .play_area import CountItem
from .row_tags import RowTags


class CribbageFelt(FeltEvents, FeltInput, FeltMotion, FeltNews, FeltHud, StepFelt,
                   CardTableView):
    goOnWanted = Signal(bool)      # the show waits for a click or Enter (or no longer)
    selectionChanged = Signal(list)
    cutWanted = Signal(str)
    idle = Signal()
    firstPaint = Signal()
    said = Signal(str)
    ledgerChanged = Signal()    # a move of the hand shown has been shown (score_ledger)

    def __init__(self, cache, rules: Rules, names: dict[int, str], speed_factor: float,
                 parent=None) -> None:  # noqa: ANN001
        super().__init__(cache, (640, 480), parent)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)
        self.rules = rules
        self.names = dict(names)
        self.levels: dict[int, str] = {}
        self.speed_factor = speed_factor
        # The view and its viewport are both in the tree: one name each.
        self.viewport().setAccessibleName(self.tr("Cards and board"))
        self.board_data = get_board(rules.board)
        self.board = CribbageBoardItem(self.board_data, rules.side_names, speed_factor)
        self.board.setZValue(10)
        self.board.set_lane_names(self._lane_names())
        self.scene_.addItem(self.board)
        self.board.finished.connect(self._on_board_finished)
        self.board.holding.connect(self._on_board_holding)
        self.board.said.connect(self._board_said)
        # What the moves shown so far in this hand moved each side's
        # mark (score_ledger), filled as each peg comes to rest, never ahead of it.
        self.ledger_hand = -1
        self.ledger = score_ledger.empty(rules.side_names)
        self._ledger_pending: dict[int, dict] = {}
        # Each seat's plate in its side's colour: the plate, the pegs and the lane of a
        # side read as one.
        self.plates = {s: InfoPlate(palette.side_colour(rules.side_of(s))) for s in rules.seats}
        for seat, plate in self.plates.items():
            plate.bubble_side = "top"
            if rules.seat_names[seat] == "N":
                plate.bubble_side = "right"        # the top of the felt is just above
            elif rules.seat_names[seat] in ("NE", "E", "SE"):
                # Their plates lie against the felt's right edge, under the right end
                # of the hand: the bubble at the plate's left end stays off the cards.
                plate.bubble_side = "topleft"
            self.scene_.addItem(plate)
            plate.hide()
        self._bubble_sides = {seat: plate.bubble_side for seat, plate in self.plates.items()}
        self.score_plate = InfoPlate(palette.side_colour(0))
        self.score_plate.hide()
        self.scene_.addItem(self.score_plate)
        # Under the board: its key, and what it did last in whole sentences, kept until
        # the person's next decision is taken.
        marks = sorted(self.board_data.heels_exception_marks)
        self.legend = BoardLegend(rules.board == "crib-wars", palette.side_colour(0),
                                  len(rules.side_names), (marks[0], marks[-1]))
        self.scene_.addItem(self.legend)
        self.news_plate = InfoPlate(palette.side_colour(0))
        self.news_plate.hide()
        self.scene_.addItem(self.news_plate)
        self.news: list[str] = []
        self._news_pending: dict[int, tuple[int, list[str]]] = {}
        self.count_item = CountItem()
        # What the draw, the cut and the show say, under the cards they are about.
        self.caption = InfoPlate()
        for item in (self.count_item, self.caption):
            self.scene_.addItem(item)
            item.hide()
        self.shown = Shown(rules.seat_names, rules.side_names)
        self.row_tags = RowTags(self.scene_, rules.seat_names, rules.side_of)
        self._layout = self._make_layout(1280, 800)
        # What a step waits for: "anim", "board", "pause", "show" or "cut"; the board's
        # pegs still moving hold the idle back (its end runs the queue again).
        self.steps = StepQueue(self, hold=lambda: self.board.busy)
        self.steps.dry.connect(self._apply_interaction)
        self.steps.idle.connect(self.idle.emit)
        self.steps.paused.connect(self._step_done)
        self._wait_ticket = 0
        self._start_motion()
        self._cut_kind = ""
        self.show_steps = False                 # the show waits for the person (setting)
        self._step_wanted = False
        self._picked_draw: int | None = None
        self._decision = None
        self._legal: tuple = ()
        self._autoplay = False
        self._selection: list[int] = []
        self._painted = False
        self._access_stale = False              # stand-ins to fill after the first frame
        self.mismatches: list[str] = []
        self._relaid = False
        self.scene_.snap_ms = ft.scaled(ft.SNAP_BACK_MS, speed_factor)
        self._connect_gestures()
        self.access = FeltAccess(self)      # plates, board and status for screen readers

    # ================================================================ public
    def set_speed(self, factor: float) -> None:
        self.speed_factor = factor
        self.board.speed_factor = factor
        self.scene_.snap_ms = ft.scaled(ft.SNAP_BACK_MS, factor)

    def set_names(self, names: dict[int, str]) -> None:
        self.names = dict(names)
        lanes = self._lane_names()
        if lanes != self.board.names.names:
            self.board.set_lane_names(lanes)
            self._relayout()
        self._update_hud()

    def _lane_names(self) -> list[str]:
        """Each side as the badge names it, lane by lane (the board's sides' order). Six
        players' partnerships ("South-west & North-east") take their seats' letters
        ("SW & NE"; the person's own name stays): three such names in full would take
        the board's room."""
        if self.rules.players != 6:
            return [self._side_name(k) for k in range(len(self.board.sides))]
        from ....i18n.seats import side_short
        out = []
        for k in range(len(self.board.sides)):
            seats = self.rules.side_seats(k)
            out.append(" & ".join(self._name(s) if s == 0 else
                                  side_short(self.rules.seat_names[s]) for s in seats))
        return out

    def set_levels(self, levels: dict[int, str]) -> None:
        """The bots' levels, shown on their plates."""
        self.levels = dict(levels)
        self._update_hud()

    def busy(self) -> bool:
        """True from an ``advance`` or ``reset`` until its ``idle`` has been emitted."""
        return self.steps.busy() or self.board.busy

    def _running(self) -> bool:
        return self.steps.running() or self.board.busy

    def reset(self, obs: Any) -> None:
        """Lay out ``obs`` at once (a new game after its draw, a resumed game, an undo)."""
        self.steps.clear()
        self.steps.cut_short()
        self.motion.stop()
        if self._step_wanted:
            self._step_wanted = False
            self.goOnWanted.emit(False)
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
        self.steps.owe_idle()
        self.steps.kick()

    def advance(self, events: list[dict], obs: Any | None) -> None:
        """Animate ``events`` in order, then show exactly ``obs`` (if given)."""
        for ev in events:
            self.steps.append(lambda ev=ev, obs=obs: self._event(ev, obs))
        if obs is not None:
            self.steps.append(lambda obs=obs: self._sync(obs))
        self.steps.owe_idle()
        if self.steps.waiting is None:
            self.steps.kick()

    def set_prompt(self, decision: Any, legal: tuple, autoplay: bool) -> None:
        changed = decision != self._decision
        if decision is None and self._decision is not None:
            self.clear_news()           # what the board did stays until a decision is taken
        self._decision, self._legal, self._autoplay = decision, tuple(legal), autoplay
        if changed:
            self._selection = []
        if autoplay and self.steps.waiting == "cut":
            self.cut()
            return
        if not self._running():
            self._apply(animate=False)
            self._apply_interaction()
        self._update_hud()

    def cut(self) -> None:
        """The person cuts: the draw for the deal, or the stock for the starter."""
        if self.steps.waiting != "cut":
            return
        self.steps.done()
        self.scene_.set_interactive(set(), set())
        self._mark_lit()
        if self._cut_kind == "starter":
            self.caption.hide()
        self.steps.kick()

    def waiting_for_cut(self) -> str:
        """"deal" or "starter" while the felt waits for the person's cut, else ""."""
        return self._cut_kind if self.steps.waiting == "cut" else ""

    def focus_card(self, card: int) -> None:
        """Put the keyboard focus on one of the person's cards (a hint)."""
        if card in self.scene_.keyboard_order:
            self.scene_._focus(card)
            set_accessible_texts(self, card_words(card), "")

    # -- for tests and tools
    def layout_(self) -> FeltLayout:
        return self._layout

    def plate_text(self, seat: int) -> str:
        return self.plates[seat].text()

    def face_up_items(self) -> dict[Any, int]:
        """Every card item drawn face up now: key -> the art's card number."""
        return {k: it.face for k, it in self.scene_.cards.items() if it.face_up}

    def count_shown(self) -> int:
        return self.shown.count

    def caption_text(self) -> str:
        caption = self.caption
        return "\n".join(t for t in (caption.title, *caption.lines) if t) \
            if caption.isVisible() else ""

    # ================================================================ the queue
    def _step_done(self) -> None:
        self._settle()
        self.steps.done()
        if self._relaid:
            self._relaid = False
            self._apply(animate=False)
        self.steps.kick()

    def _wait_pause(self, ms: int, show: bool = False) -> None:
        """A pause of the table; ``show``: a pause of the show, which the person may cut
        short with a click or Enter (``go_on``)."""
        self.steps.pause(ms, self.speed_factor, "show" if show else "pause")

    def _wait_show(self) -> None:
        """A hand or crib counted, its total in view: the table goes on after a moment,
        or, with "step through the show" (and a person at the seat), when the person
        clicks the table or presses Enter (C70)."""
        if self.show_steps and not self._autoplay and self.speed_factor > 0:
            self.steps.wait("show")
            self._step_wanted = True
            self.goOnWanted.emit(True)
            return
        self._wait_pause(ft.SHOW_HOLD_MS, show=True)

    def waiting_to_go_on(self) -> bool:
        """The show waits for the person (step through the show)."""
        return self.steps.waiting == "show" and self._step_wanted

    def go_on(self) -> bool:
        """The person goes on with the show: the hand in view gives way to the next
        count at once. False when the table is not in the show's pauses."""
        if self.steps.waiting != "show":
            return False
        self.steps.cut_short()
        if self._step_wanted:
            self._step_wanted = False
            self.goOnWanted.emit(False)
        self._step_done()
        return True

    def _wait_board(self, ticket: int) -> None:
        self.steps.wait("board")
        self._wait_ticket = ticket

    def _board_said(self, text: str) -> None:
        """The board's labels are not said: each score, square and penalty effect is
        said by the felt's own sentence for its event, with whose peg it is and where
        it stands (felt_events.py), not as the label's fragment ("Red jump!")."""

    def _on_board_holding(self, ticket: int) -> None:
        """The move's peg has stopped with its bubble in view ("Red jump!"): what the
        board did is written under the legend now, beside the bubble, not after it."""
        news = self._news_pending.pop(ticket, None)
        if news is not None:
            self._add_news(*news)

    def _on_board_finished(self, ticket: int) -> None:
        ev = self._ledger_pending.pop(ticket, None)
        if ev is not None:
            score_ledger.add_event(self.ledger, self.board_data, ev)
            self.ledgerChanged.emit()
        news = self._news_pending.pop(ticket, None)
        if news is not None:
            self._add_news(*news)
        self._update_scores()
        if self.steps.waiting == "board" and ticket == self._wait_ticket:
            self.steps.done()
            self.steps.kick()
        elif not self.steps.running() and not self.board.busy:
            self.steps.kick()

    def _wait_cut(self, kind: str) -> None:
        self.steps.wait("cut")
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
        self._update_hud()
        self.cutWanted.emit(kind)

    # ================================================================ placing cards
    def fixtures(self) -> tuple:
        return (self.board,)

    def _make_layout(self, w: float, h: float) -> FeltLayout:
        rect = self.board.boundingRect()
        return FeltLayout(w, h, self.rules.seat_names, rect.width(), rect.height(),
                          self.cache.aspect())

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
    def _relayout(self) -> None:
        size = self.viewport().size()
        self.scene_.setSceneRect(0, 0, size.width(), size.height())
        self._layout = self._make_layout(size.width(), size.height())
        lay = self._layout
        self.cache.prerender(lay.card_w, self._dpr())
        self._layout_items()
        if self.steps.waiting != "anim":
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
            self._place_caption()

    def _describe(self) -> None:
        sh = self.shown
        facts = [words.count(sh.count)] if sh.starter is not None else []
        name = (self.tr("Crib Wars table") if self.rules.board == "crib-wars"
                else self.tr("Cribbage table"))
        set_accessible_texts(self, name, " · ".join(facts))

    # ================================================================ painting
    def paintEvent(self, event) -> None:  # noqa: ANN001
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            if self._access_stale:
                QTimer.singleShot(0, self, self.access.update)
            self.firstPaint.emit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.viewport().setAccessibleName(self.tr("Cards and board"))
            self.board.names.update()            # "Start", "Finish"
            self._update_hud()
        super().changeEvent(event)
