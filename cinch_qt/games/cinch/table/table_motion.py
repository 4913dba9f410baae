"""How the Cinch table moves its cards (mixed into ``TableView``): controller snapshots
queue, and each one is a visual step that moves every card to its place
(``TableLayout``), deals in packets, turns cards up or down on their way, and sweeps a
finished trick after a pause.  The moves are handed, as data, to the shell's card motion
(ui/card_motion.py), which scales them by one speed factor (0 = at once, with the same
signals in the same order)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ....ui import animation as anim
from ....ui.card_motion import Move, Step
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
    """The steps of ``TableView`` (it provides the scene, the layout, the controller,
    the prompt, the card motion and the step queue)."""

    def show_snapshot(self, snapshot: Snapshot) -> None:
        if snapshot.step in ("deal", "load"):
            self._selection.clear()
        if snapshot.restart:
            # New or loaded game: whatever the old game still had queued is stale.
            running = self.motion.running()
            self.steps.clear()
            if running:
                self._finish_step()
        self.steps.append(lambda: self._show(snapshot))
        if self.steps.waiting is None:
            self.steps.run()

    def busy(self) -> bool:
        return self.steps.running()

    def _show(self, snapshot: Snapshot) -> None:
        """One step of the queue: the cards to where ``snapshot`` puts them."""
        step = self._place(snapshot, animate=self.speed_factor > 0 and self.isVisible())
        self._update_hud()
        if step is not None:
            self.steps.wait("anim")
            self.controller.set_busy(True)
            self.motion.start(step)

    def _dry(self) -> None:
        """Every step shown: the session may go on, the person may act."""
        self.controller.set_busy(False)
        self._apply_interaction()

    def _step_done(self) -> None:
        self._settle()
        self.steps.done()
        self.steps.run()

    def _finish_step(self) -> None:
        self.motion.finish()
        self._settle()

    def _settle(self) -> None:
        """A step done: swept cards at their pile's size, every card at its place."""
        self._settle_sweep()
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

    def _place(self, snapshot: Snapshot, animate: bool, resume: bool = False) -> Step | None:
        """Move every card to where ``snapshot`` puts it; returns the step of the card
        motion to run (None when nothing moves or animation is off)."""
        self._settle_sweep()
        previous = self._shown.places if self._shown is not None else {}
        self._shown = snapshot
        # The person's own rob is theirs: no need to follow it card by card.
        one_by_one = (snapshot.step in EXCHANGE_STEPS and animate and not resume
                      and not (snapshot.step == "rob" and snapshot.actor == HUMAN_SEAT))
        staggered: list[tuple[int, int, QPointF, int, float]] = []
        lay = self._layout
        dpr = self._dpr()
        sc = self.scene_
        step = snapshot.step
        moves: list[Move] = []
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
            dealt = step == "deal" and card in deal_rank and not resume
            if dealt and animate:
                item.setPos(lay.pack_pos(snapshot.dealer, 0))
                item.set_face_up(False)
            moving = animate and (item.pos() - target).manhattanLength() > 0.5
            # The person's cards turn up as they leave the pack, not while they still
            # wait on it for their packet's turn.
            turn_up = dealt and moving and place.face_up
            # Only a trick being swept keeps its faces in flight (everyone saw it); any
            # other card turns down as it leaves, so no card goes by face up on its way
            # to a hidden place (a new deal's pack, a robbed pack).
            turn_down = moving and step == "sweep" and not place.face_up
            if not (turn_up or turn_down):
                item.set_face_up(place.face_up)
            if not moving:
                item.setPos(target)
                item.setZValue(z)
                continue
            sc.stop_snap(card)
            ms = anim.SWEEP_MS if step == "sweep" else anim.MOVE_MS
            lift = z + (1000 if place.zone in (snap.TRICK, snap.HAND) else 0)
            if dealt:
                moves.append(Move(card, target, ms, z=2000 - deal_rank[card],
                                  stagger_ms=anim.DEAL_STAGGER_MS,
                                  rank=deal_rank[card] // 3, turn_up=turn_up))
            elif one_by_one and card in previous and previous[card].zone != place.zone:
                # A card changing hands in the exchange: one after another.
                staggered.append((place.index, card, target, ms, lift))
            elif item in self._after_sweep and item.size()[0] != cw:
                moves.append(Move(card, target, ms, z=lift, scale=cw / item.size()[0],
                                  turn_down=turn_down))
            else:
                moves.append(Move(card, target, ms, z=lift, turn_down=turn_down))
        for key in [k for k in sc.cards if k not in snapshot.places]:
            sc.remove_card(key)
        gap = EXCHANGE_CARD_MS.get(step, 0)
        for k, (_index, card, target, ms, lift) in enumerate(
                sorted(staggered, key=lambda t: t[:2])):
            moves.append(Move(card, target, ms, z=lift, stagger_ms=gap, rank=k))
        factor = self.speed_factor if animate else 0.0
        if one_by_one:
            return self.motion.build(moves, factor, hold_after=EXCHANGE_HOLD_MS)
        if step == "sweep" and not resume:
            return self.motion.build(moves, factor, hold_before=anim.TRICK_HOLD_MS)
        return self.motion.build(moves, factor)

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
