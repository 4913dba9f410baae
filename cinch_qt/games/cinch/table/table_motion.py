"""Where the Cinch table puts its cards (mixed into ``TableView``): each controller
snapshot becomes a spot per card (``TableLayout``) and its step's pacing, the deal in
packets of three, a finished trick swept after a pause, the exchange one card after
another; the shell's StepFelt (ui/step_felt.py) queues the snapshots and moves the cards."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ....ui.card_motion import Step
from ....ui.step_felt import Spot
from . import snapshot as snap
from .settings import HUMAN_SEAT
from .snapshot import Snapshot

_Z = {snap.PACK: 50, snap.DEAD: 40, snap.SHOWN: 60, snap.WON: 30, snap.HAND: 100,
      snap.CHOICE: 150, snap.TRICK: 300}
# Piles away from the action are drawn smaller so hands and the trick stand out.
_SCALE = {snap.PACK: 0.7, snap.DEAD: 0.5, snap.WON: 0.5, snap.SHOWN: 0.62}
LIFT = 0.07  # how far a legal card of the player's hand stands up, in card heights
# The exchange after the bidding (R31-R34) is shown one seat at a time, the cards one
# after another, slowly enough to count them at speed "normal"; each seat's step then
# stays in view a moment before the next begins.
# Discards fly quicker than draws: the plate says how many trumps were kept, while the
# cards drawn are what a player counts.
EXCHANGE_STEPS = ("discard", "draw", "rob")
EXCHANGE_CARD_MS = {"discard": 120, "draw": 260, "rob": 160}
EXCHANGE_HOLD_MS = 550


class SnapshotMotion:
    """The pictures of ``TableView`` (the shell's StepFelt queues and moves them; this
    says where each card goes and how each step is paced)."""

    def show_snapshot(self, snapshot: Snapshot) -> None:
        if snapshot.step in ("deal", "load"):
            self._selection.clear()
        self.queue_picture(snapshot, restart=snapshot.restart)

    def _moving(self) -> None:
        self.controller.set_busy(True)

    def _dry(self) -> None:
        """Every step shown: the session may go on, the person may act."""
        self.controller.set_busy(False)
        self._apply_interaction()

    def _place(self, snapshot: Snapshot, animate: bool, resume: bool = False) -> Step | None:
        """Move every card to where ``snapshot`` puts it; returns the step of the card
        motion to run (None when nothing moves or animation is off)."""
        lay = self._layout
        step = snapshot.step
        spots = {}
        for card, place in snapshot.places.items():
            scale = _SCALE.get(place.zone, 1.0)
            if place.zone == snap.HAND and place.seat == HUMAN_SEAT:
                scale = self.hand_scale
            cw = max(16, round(lay.card_w * scale))
            z = _Z[place.zone] + place.index
            spots[card] = Spot(
                self._target(card, place), cw, round(cw / lay.aspect), z, place.face_up,
                winner=place.zone == snap.TRICK and place.seat == snapshot.trick_winner,
                lift=z + (1000 if place.zone in (snap.TRICK, snap.HAND) else 0),
                pile=place.zone, index=place.index)
        dealt = {c: i for i, c in enumerate(snapshot.deal_order)} if step == "deal" else None
        # The person's own rob is theirs: no need to follow it card by card.
        one_by_one = (step in EXCHANGE_STEPS
                      and not (step == "rob" and snapshot.actor == HUMAN_SEAT))
        # R15: the deal goes round in packets of three.
        return self._lay_out(snapshot, spots, animate, resume,
                             source=lay.pack_pos(snapshot.dealer, 0), dealt=dealt, packet=3,
                             sweep=step == "sweep", one_by_one=one_by_one,
                             gap_ms=EXCHANGE_CARD_MS.get(step, 0),
                             hold_after=EXCHANGE_HOLD_MS)

    def _target(self, card: int, place: snap.Place) -> QPointF:
        pos = self._target_full(card, place)
        scale = _SCALE.get(place.zone, 1.0)
        if scale != 1.0:
            lay = self._layout
            pos += QPointF(lay.card_w * (1 - scale) / 2, lay.card_h * (1 - scale) / 2)
        return self._snap(pos)

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
