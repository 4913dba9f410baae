"""How the Cinch table moves its cards (mixed into ``TableView``): controller snapshots
queue, and each one is a visual step that moves every card to its place
(``TableLayout``), deals in packets, turns cards up or down on their way, and sweeps a
finished trick after a pause.  Animations are scaled by one speed factor (0 = at once,
with the same signals in the same order)."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from ....ui import animation as anim
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
    """The animation queue of ``TableView`` (it provides the scene, the layout, the
    controller and the prompt)."""

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
                self.controller.set_busy(True)
                group.start()
                return
        self.controller.set_busy(False)
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
        previous = self._shown.places if self._shown is not None else {}
        self._shown = snapshot
        # The person's own rob is theirs: no need to follow it card by card.
        one_by_one = (snapshot.step in EXCHANGE_STEPS and animate and not resume
                      and not (snapshot.step == "rob" and snapshot.actor == HUMAN_SEAT))
        staggered: list[tuple[int, int, QPropertyAnimation]] = []
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
            elif one_by_one and card in previous and previous[card].zone != place.zone:
                # A card changing hands in the exchange: one after another.
                staggered.append((place.index, card, move))
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
        gap = anim.scaled(EXCHANGE_CARD_MS.get(step, 0), factor)
        for k, (_index, _card, move) in enumerate(sorted(staggered, key=lambda t: t[:2])):
            seq = QSequentialAnimationGroup()
            if k and gap:
                seq.addPause(gap * k)
            seq.addAnimation(move)
            moves.addAnimation(seq)
        if one_by_one and moves.animationCount():
            outer = QSequentialAnimationGroup(self)
            moves.setParent(None)
            outer.addAnimation(moves)
            outer.addAnimation(QPauseAnimation(max(1, anim.scaled(EXCHANGE_HOLD_MS, factor))))
            return outer
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
