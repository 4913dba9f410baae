"""Cinch's felt (CinchFelt): the shell's frame felt (ui/frame_felt.py) showing the frames
live_frames.py builds from the session's snapshots, queued so the table shows each
change in order even when the game runs ahead; the person's gestures on it become the
session's intents (a card played, cards picked: kept, robbed or given, R32-R35).

A snapshot is turned into its frame when the felt shows it, so the plates say what is
true then (who is thinking, what the person may do); the snapshot stays the picture
shown, so a resize or a pick lays it out again as it is then."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal

from ....i18n import player_name
from ....i18n.words import autoplay_word, level_name
from ....ui import animation as anim
from ....ui.frame_felt import FrameFelt
from ...base import PERSON
from . import snapshot as snap
from .exchange_words import exchange_words, seat_exchange
from .live_frames import Seen, live_frame
from .session import CinchSession, Decision

translate = QCoreApplication.translate
_NO_SYMBOLS = str.maketrans("", "", "♠♥♦♣")
PICKS = ("keep", "rob", "give")


class CinchFelt(FrameFelt):
    selectionChanged = Signal(int, int)   # chosen, needed
    firstPaint = Signal()

    def __init__(self, session: CinchSession, cache, parent=None) -> None:  # noqa: ANN001
        super().__init__(cache, parent)
        self.session = session
        self.hand_scale = 1.0  # the player's hand: LARGE_CARD_SCALE with "large cards"
        self._decision: Decision | None = None
        self._thinking = -1
        self._game = None           # the game (its state) of the pictures shown
        # The last keep/rob/give confirmed: ((game seed, hand, kind), cards), picked again
        # on Undo.
        self._confirmed: tuple[tuple, frozenset[int]] | None = None
        self.speed_factor = session.settings.speed_factor
        self.scene_.snap_ms = anim.scaled(anim.SNAP_BACK_MS, self.speed_factor)
        self._painted = False
        self.chosen.connect(session.play_card)
        self.picked.connect(self._send_picks)
        self.pickChanged.connect(self.selectionChanged.emit)
        self.pickFull.connect(self._pick_full)
        self.idle.connect(self._refresh)
        c = session
        c.tableChanged.connect(self.show_snapshot)
        c.humanTurn.connect(self._on_decision)
        c.humanTurnEnded.connect(self._on_turn_ended)
        c.thinking.connect(self._on_thinking)
        c.hintReady.connect(self._on_hint)
        c.settingsChanged.connect(self._on_settings)
        cache.changed.connect(self._on_art_changed)

    # ------------------------------------------------------------ the snapshots
    def show_snapshot(self, snapshot: snap.Snapshot) -> None:
        if snapshot.restart:        # a game begun, loaded or taken back
            self._game = self.session.state
        self.queue_picture(snapshot, restart=snapshot.restart)

    def _place(self, snapshot: snap.Snapshot, animate: bool, resume: bool = False):  # noqa: ANN202
        """(StepFelt) ``snapshot`` laid out as its frame, made now."""
        return self._lay_frame(live_frame(snapshot, self._seen()), animate, resume, snapshot)

    def _seen(self) -> Seen:
        settings = self.session.settings
        state = self.session.state
        rules = state.rules if state is not None else settings.rules
        # Every seat's, not only the rules' in force: a snapshot of the game before a
        # change of players may still be shown.
        names = {s: settings.display_name(s) for s in (0, 1, 2, 3)}
        levels = {}
        for seat in names:
            if seat == PERSON and settings.autoplay:
                levels[seat] = autoplay_word()
            elif seat == PERSON:
                # "You" over "you" says nothing; under a name the player chose, it does.
                levels[seat] = ("" if names[seat] == player_name(PERSON)
                                else translate("CinchTable", "you"))
            else:
                levels[seat] = level_name(settings.level_of(seat))
        p = self._decision if not self.steps.pending() else None
        playable, pick = frozenset(), 0
        if p is not None and p.kind == "play":
            playable = frozenset(p.legal_cards)
        elif p is not None and p.kind in PICKS:
            playable, pick = frozenset(p.candidates), p.count
        return Seen(names, levels, rules.target, tuple(rules.sides), self._thinking,
                    playable, pick, raised=p is not None and p.kind == "play",
                    hand_scale=self.hand_scale)

    def _refresh(self) -> None:
        """The frame shown made again (a prompt, a thinking seat, the settings): cards
        stand up or down at once, the plates say what is true now."""
        if self._shown is None or self.busy() or self.session.state is not self._game:
            # With another game begun and its first picture still to come, the picture
            # shown is the old game's: it stays as it was.
            return
        self._place(self._shown, animate=False)
        self._update_hud()

    # ------------------------------------------------------------ the person's turn
    def _on_decision(self, prompt: Decision) -> None:
        self._decision = prompt
        self._refresh()
        last, state = self._confirmed, self.session.state
        if (prompt.kind in PICKS and last is not None and state is not None
                and last[0] == (state.seed, state.hand_no, prompt.kind)
                and last[1] <= set(prompt.candidates) and len(last[1]) <= prompt.count):
            # The same choice asked again in the same hand is an Undo: the cards picked
            # before are picked again, to be changed rather than picked anew.
            self.set_picks(sorted(last[1]))
        self.selectionChanged.emit(len(self.picks()), prompt.count)

    def _on_turn_ended(self) -> None:
        if self._decision is not None:
            self._decision = None
            self._refresh()

    def decision(self) -> Decision | None:
        return self._decision

    def selection(self) -> set[int]:
        return set(self.picks())

    def set_selection(self, cards) -> None:  # noqa: ANN001 - any iterable of cards
        self.set_picks(sorted(cards))

    def confirm_selection(self) -> bool:
        p = self._decision
        if p is not None and p.kind in PICKS and len(self.picks()) < p.count:
            # A short pick goes to the engine, which refuses it with its rule.
            return self._send_picks(self.picks())
        return self.send_picks()

    def _send_picks(self, cards: list) -> bool:
        p, state = self._decision, self.session.state
        ok = self.session.choose_cards(set(cards))
        if ok and p is not None and state is not None:
            self._confirmed = ((state.seed, state.hand_no, p.kind), frozenset(cards))
        return ok

    def _pick_full(self, count: int) -> None:
        self.session.status.emit(
            translate("CinchTable", "You have already picked %1: pick a picked card again "
                      "to put it back.").replace("%1", str(count)))

    def _on_hint(self, payload: dict, text: str) -> None:
        kind = payload.get("kind")
        if kind == "play":
            self.scene_._focus(payload["card"])
            self.describe()
        elif kind == "choose":
            self.set_selection(set(payload["cards"]))

    # ------------------------------------------------------------ plates and settings
    def _on_thinking(self, seat: int) -> None:
        if seat != self._thinking:
            self._thinking = seat
            self._refresh()

    def _on_settings(self, settings) -> None:  # noqa: ANN001 - TableSettings
        self.speed_factor = settings.speed_factor
        self.scene_.snap_ms = anim.scaled(anim.SNAP_BACK_MS, self.speed_factor)
        self._refresh()

    def _on_art_changed(self) -> None:
        for item in self.scene_.cards.values():
            item.refresh()
        self.resetCachedContent()
        self._relayout()

    def set_hand_scale(self, scale: float) -> None:
        """Large cards: the player's hand drawn ``scale`` times larger, at once."""
        if abs(scale - self.hand_scale) > 1e-6:
            self.hand_scale = scale
            self._relayout()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self._refresh()
        super().changeEvent(event)

    def paintEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        super().paintEvent(event)
        if not self._painted and self._shown is not None:
            self._painted = True          # the first paint with the table's cards
            self.firstPaint.emit()

    # ------------------------------------------------------------ screen readers
    def table_facts(self) -> list[str]:
        """(FrameFelt) With no card focused: the corner plate's facts (hand, contract,
        dealer, scores), each seat's exchange and, when cards are to be chosen, how."""
        corner = self.corner_plate()
        # Suit symbols are read out as "black spade suit": the suit's word follows.
        facts = ([" ".join(line.translate(_NO_SYMBOLS).split())
                  for line in corner.text().splitlines() if line]
                 if corner is not None and corner.isVisible() else [])
        facts.extend(self.exchange_lines())
        p = self._decision
        if p is not None and p.kind not in ("bid", "trump"):
            facts.append(translate("CinchTable", "Use the arrow keys to choose a card."))
        return facts

    def exchange_lines(self) -> list[str]:
        """Every seat's public exchange, "West: kept 3 trumps, drew 3", in seat order."""
        s = self._shown
        if s is None:
            return []
        settings = self.session.settings
        out = []
        for seat in s.seats:
            facts = exchange_words(seat, s.kept, s.drew, s.given, s.robbed, s.dealer)
            if facts:
                out.append(seat_exchange(settings.display_name(seat), facts))
        return out

    # ------------------------------------------------------------ for tests and tools
    def seat_plates(self) -> dict:
        """seat -> its plate item on the felt."""
        s = self._shown
        return {} if s is None else dict(zip(s.seats, self._plate_items[1:], strict=False))

    def corner_plate(self):  # noqa: ANN201 - an InfoPlate
        """The plate with the hand, the contract, the dealer and the scores."""
        return self._plate_items[0] if self._plate_items else None

    def pile_cards(self, prefix: str) -> dict[str, tuple[int, ...]]:
        """The frame's piles whose names start with ``prefix`` ("hand", "won 2", ...)."""
        frame = self.frame
        return {} if frame is None else {p.name: p.cards for p in frame.piles
                                         if p.name.startswith(prefix)}

    def plate_text(self, seat: int) -> str:
        plate = self.seat_plates().get(seat)
        return "" if plate is None else plate.text()

    def pile_label(self, seat: int):  # noqa: ANN201 - a QGraphicsSimpleTextItem or None
        """The label under ``seat``'s tricks pile."""
        return self._labels.get(f"won {seat}")

    def pile_label_text(self, seat: int) -> str:
        """What the label under ``seat``'s tricks pile says ("" when hidden)."""
        label = self.pile_label(seat)
        return label.text() if label is not None and label.isVisible() else ""
