"""How the Cribbage felt moves its cards (mixed into ``CribbageFelt``): every card item
to its place in what is shown (felt_places.py), fresh cards from the stock, a deal in
order, a hand gathered back to the stock face down, cards turned down on their way to a
hidden place; the step waits for the moves, which the shell's card motion
(ui/card_motion.py) runs, every one scaled by the speed factor."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF

from ....ui.card_motion import Move, rest
from . import felt_timing as ft
from .felt_places import Place, places


class FeltMotion:
    """The card moves of ``CribbageFelt`` (it provides the scene, the layout, what is
    shown and the step queue)."""

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
        for the moves (the shared card motion) as this step's end."""
        targets = self._targets()
        sc = self.scene_
        lay = self._layout
        dpr = self._dpr()
        factor = self.speed_factor if animate else 0.0
        moves: list[Move] = []
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
                moves.append(Move(key, self._snap(start_from), ms, turn_down=True,
                                  easing=QEasingCurve.Type.InOutCubic))
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
            turn_down = False
            if place.face_up and not dealt:
                item.set_face_up(True)
            elif dealt:
                item.set_face_up(False)      # turned up as it leaves the stock
            elif moving and item.face_up:
                turn_down = True
            else:
                item.set_face_up(False)
            sc.stop_snap(key)
            if not moving:
                item.setPos(target)
                item.setZValue(place.z)
            elif dealt:
                moves.append(Move(key, target, ms, z=6000 - deal_order[key],
                                  stagger_ms=ft.DEAL_STAGGER_MS, rank=deal_order[key],
                                  turn_up=place.face_up))
            else:
                moves.append(Move(key, target, ms, z=place.z + 3000, turn_down=turn_down))
        for old in origins.values():
            if old not in targets:
                sc.remove_card(old)
        for key in (self._stale_keys() if not gather else []):
            sc.remove_card(key)
        self._mark_lit()
        self._layout_items()
        if self.motion.run(moves, factor):
            self.steps.wait("anim")

    def _stale_keys(self) -> list:
        return []

    def _settle(self) -> None:
        """After a step: every item on its place, gathered cards gone."""
        sc = self.scene_
        for key in getattr(self, "_gone_after", []):
            sc.remove_card(key)
        self._gone_after = []
        rest(sc.cards.values())

    def _mark_lit(self) -> None:
        lit = self.shown.lit
        for key, item in self.scene_.cards.items():
            item.set_marks(highlighted=key in lit)
