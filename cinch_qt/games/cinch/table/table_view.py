"""The felt table: a CardTableView (ui/card_table_view.py) over a CardScene that
animates controller snapshots.

Each snapshot is one visual step (a step of the shell's card motion); snapshots queue
on the shell's StepFelt (ui/step_felt.py) so the table shows changes in order even when
the game runs ahead.  Positions come from
TableLayout (fractions of the view), recomputed on resize; pixmaps are re-requested at
the new size and device pixel ratio, never scaled by the view.  The animation of the
snapshots (table_motion.py) and the plates (table_hud.py) are parts of ``TableView``
kept in their own files.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal

from ....i18n import card_name
from ....ui import animation as anim
from ....ui.accessibility import focus_event, set_accessible_texts
from ....ui.card_table_view import CardTableView
from ....ui.felt_gestures import PICK, PLAY, FeltGestures
from ....ui.hud import InfoPlate
from ....ui.step_felt import StepFelt
from . import snapshot as snap
from .controller import GameController, Prompt
from .settings import HUMAN_SEAT
from .table_hud import TableHud
from .table_layout import TableLayout
from .table_motion import _SCALE, LIFT, SnapshotMotion  # noqa: F401 - LIFT: part of the API

TRICK_ZONE = "trick"
_NO_SYMBOLS = str.maketrans("", "", "♠♥♦♣")


class TableView(SnapshotMotion, TableHud, StepFelt, FeltGestures, CardTableView):
    """Shows the table and turns the person's gestures (the shell's FeltGestures) into
    controller intents."""

    PLAY_ZONE = TRICK_ZONE

    selectionChanged = Signal(int, int)   # chosen, needed
    idle = Signal()                       # the animation queue ran dry
    firstPaint = Signal()

    def __init__(self, controller: GameController, cache, parent=None) -> None:
        super().__init__(cache, (480, 320), parent)
        self.controller = controller
        self.viewport().setAccessibleName(self.tr("Card table"))
        self.hand_scale = 1.0  # the player's hand: LARGE_CARD_SCALE with "large cards"
        self._lifted: set[int] = set()  # legal cards of a play prompt, drawn raised
        self._layout = TableLayout(800, 600, cache.aspect())
        self._start_steps()
        self._prompt: Prompt | None = None
        self._selection: list[int] = []
        # The last keep/rob/give confirmed: ((game seed, hand, kind), cards), picked again on Undo.
        self._confirmed: tuple[tuple, frozenset[int]] | None = None
        self._thinking = -1
        self._painted = False
        self._painted_dpr = 0.0
        self.speed_factor = controller.settings.speed_factor
        self.scene_.snap_ms = anim.scaled(anim.SNAP_BACK_MS, self.speed_factor)
        self.plates = {s: InfoPlate() for s in (0, 1, 2, 3)}
        self.info_plate = InfoPlate()
        self.pile_labels: dict = {}  # seat -> PileLabel under its tricks pile
        self._plate_places: dict = {}  # the side plates' places found, by what decides them
        self._alt_lines: dict = {}  # seat -> its plate's lines with the other first line
        self.plates[3].bubble_side = "left"
        self.plates[0].bubble_side = "top"
        for plate in (*self.plates.values(), self.info_plate):
            self.scene_.addItem(plate)
            plate.hide()
        self._connect_gestures()
        c = controller
        c.tableChanged.connect(self.show_snapshot)
        c.humanTurn.connect(self._on_prompt)
        c.humanTurnEnded.connect(self._on_turn_ended)
        c.thinking.connect(self._on_thinking)
        c.hintReady.connect(self._on_hint)
        c.settingsChanged.connect(self._on_settings)
        cache.changed.connect(self._on_art_changed)

    def _on_art_changed(self) -> None:
        aspect = self.cache.aspect()
        if abs(aspect - self._layout.aspect) > 1e-6:
            self._relayout()
        for item in self.scene_.cards.values():
            item.refresh()
        self.resetCachedContent()
        self.viewport().update()

    # ------------------------------------------------------------ art
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
    def _relayout(self) -> None:
        size = self.viewport().size()
        self.scene_.setSceneRect(0, 0, size.width(), size.height())
        self._layout = TableLayout(size.width(), size.height(), self.cache.aspect(),
                                   self.hand_scale)
        self.scene_.zones = {TRICK_ZONE: self._layout.trick_zone()}
        lay = self._layout
        self.cache.prerender(lay.card_w, self._dpr())
        self.cache.prerender(max(16, round(lay.card_w * _SCALE[snap.SHOWN])), self._dpr())
        self._resized()

    @property
    def layout_(self) -> TableLayout:
        return self._layout

    # ------------------------------------------------------------ heads-up display
    def _on_thinking(self, seat: int) -> None:
        self._thinking = seat
        self._update_hud()

    def _on_settings(self, settings) -> None:
        self.speed_factor = settings.speed_factor
        self.scene_.snap_ms = anim.scaled(anim.SNAP_BACK_MS, self.speed_factor)
        self._update_hud()

    # ------------------------------------------------------------ the person's turn
    def _on_prompt(self, prompt: Prompt) -> None:
        self._prompt = prompt
        self._selection.clear()
        last = self._confirmed
        state = self.controller.state
        if (last is not None and state is not None
                and last[0] == (state.seed, state.hand_no, prompt.kind)
                and last[1] <= set(prompt.candidates) and len(last[1]) <= prompt.count):
            # The same choice asked again in the same hand is an Undo: the cards picked
            # before are picked again, to be changed rather than picked anew.
            self._selection = list(last[1])
        self.selectionChanged.emit(len(self._selection), prompt.count)
        if not self.steps.running():
            self._apply_interaction()

    def _on_turn_ended(self) -> None:
        self._prompt = None
        self._selection.clear()
        self._apply_interaction()

    def prompt(self) -> Prompt | None:
        return self._prompt

    def _human_cards(self, zones: tuple = (snap.HAND, snap.CHOICE)) -> list[int]:
        if self._shown is None:
            return []
        cards = [(p.zone, p.index, c) for c, p in self._shown.places.items()
                 if p.seat == HUMAN_SEAT and p.zone in zones]
        cards.sort(key=lambda t: (t[0] != snap.CHOICE, t[1]))
        return [c for _, _, c in cards]

    def _hand(self) -> list[int]:
        return self._human_cards((snap.HAND,))

    def _apply_interaction(self) -> None:
        p = self._prompt if not self.steps.running() else None
        hand = self._hand()
        lifted = set(p.legal_cards) if p is not None and p.kind == "play" else set()
        if lifted != self._lifted:
            self._lifted = lifted
            self._rehome(hand)
        self._mark_gestures()
        self._describe_focus()  # or readers keep naming a card that has gone

    def _gesture_ask(self) -> tuple:
        p = self._prompt if not self.steps.running() else None
        if p is not None and p.kind == "play":
            return PLAY, self._hand(), set(p.legal_cards), 0
        if p is not None and p.kind in ("keep", "rob", "give"):
            return PICK, self._human_cards(), set(p.candidates), p.count
        return None, self._hand(), None, 0

    def _rehome(self, cards: list[int]) -> None:
        """Move resting cards of the player's hand to their (un)lifted places; a card
        being dragged, snapping back or animating keeps going."""
        if self._shown is None or self.motion.running():
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
    def _card_name(self, card: int) -> str:
        return card_name(card)

    def _focus_word(self, state: str, name: str) -> str:
        """(FeltGestures) What a screen reader says of a card of the player."""
        if state == "idle" and self._prompt is not None and not self.motion.running():
            return name                    # a bid or trump to choose
        return {"playable": self.tr("%1, playable"),
                "not playable": self.tr("%1, not playable now"),
                "picked": self.tr("%1, picked"), "not picked": self.tr("%1, not picked"),
                "idle": self.tr("%1, not your turn")}[state].replace("%1", name)

    def _describe_focus(self) -> None:
        """The view speaks for the focused card: card items are not accessible objects."""
        key = self.scene_.focus_key
        if key is None or key not in self.scene_.cards:
            # Nothing focused: the corner plate's facts (hand, contract, dealer, scores).
            # Suit symbols are read out as "black spade suit": the suit's word follows.
            facts = [" ".join(line.translate(_NO_SYMBOLS).split())
                     for line in self.info_plate.text().splitlines() if line]
            facts.extend(self.exchange_lines())
            p = self._prompt
            if p is not None and p.kind not in ("bid", "trump"):
                facts.append(self.tr("Use the arrow keys to choose a card."))
            set_accessible_texts(self, self.tr("Card table"), " · ".join(facts))
            return
        # The name says it all; a description repeating it was read out twice.
        set_accessible_texts(self, self.focus_words(key), "")
        if self.hasFocus():
            focus_event(self)

    def selection(self) -> set[int]:
        return set(self._selection)

    def _selection_changed(self) -> None:
        self.scene_.set_selected(set(self._selection))
        if self._shown is not None and not self.motion.running():
            for card, place in self._shown.places.items():
                item = self.scene_.cards.get(card)
                if item is not None:
                    item.home = self._target(card, place)
                    item.setPos(item.home)
        p = self._prompt
        self.selectionChanged.emit(len(self._selection), p.count if p else 0)
        self._describe_focus()

    def _pick_full(self, count: int) -> bool:
        self.controller.status.emit(
            self.tr("You have already picked %1: pick a picked card again to put it "
                    "back.").replace("%1", str(count)))
        return True

    def _send_play(self, card: int) -> bool:
        return self.controller.play_card(card)

    def _send_pick(self, cards: list) -> bool:
        p, state = self._prompt, self.controller.state
        ok = self.controller.choose_cards(set(cards))
        if ok and p is not None and state is not None:
            self._confirmed = ((state.seed, state.hand_no, p.kind), frozenset(cards))
        return ok

    def _on_hint(self, payload: dict, text: str) -> None:
        kind = payload.get("kind")
        if kind == "play":
            self.scene_._focus(payload["card"])
            self._describe_focus()
        elif kind == "choose":
            self.set_selection(set(payload["cards"]))

    # ------------------------------------------------------------ keyboard
    def _focus_moved(self) -> None:
        self._describe_focus()

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
    def plate_text(self, seat: int) -> str:
        return self.plates[seat].text()

