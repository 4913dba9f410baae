"""How the Cribbage felt moves its cards (mixed into ``CribbageFelt``): every card item
to its place in what is shown (felt_places.py), as one step of the shell's felt steps
(ui/step_felt.py): fresh cards from the stock, a deal in order, a hand gathered back to
the stock face down, a face-down stand-in turned into the card it was from where it lay.
Cards keep their faces on the way and turn down where they land: only cards seat 0 may
know are ever face up here (felt_model.py).  The step waits for the moves, every one
scaled by the speed factor."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF

from ....ui.step_felt import Spot
from . import felt_timing as ft
from .felt_places import places


class FeltMotion:
    """The card moves of ``CribbageFelt`` (it provides the scene, the layout, what is
    shown, the step queue and the shell's ``_lay_out``)."""

    def _targets(self) -> dict[Any, Spot]:
        d = self._decision
        raised = frozenset(self._selection)
        lifted = frozenset()
        if d is not None and d.kind == "play" and not self._autoplay:
            lifted = frozenset(a.card for a in self._legal if hasattr(a, "card"))
        return places(self.shown, self._layout, raised, lifted)

    def _apply(self, animate: bool, ms: int = ft.MOVE_MS, deal_order: dict | None = None,
               gather: bool = False) -> None:
        """Move every card item to its place in ``self.shown``; with ``animate``, wait
        for the moves as this step's end.  ``gather``: the cards no longer shown slide
        back to the stock face down (the deal that follows takes them off the table)."""
        sc = self.scene_
        lay = self._layout
        stock = lay.stock_pos()
        origins, self.shown.origins = self.shown.origins, {}
        sources = {new: QPointF(sc.cards[old].pos()) for new, old in origins.items()
                   if old in sc.cards}
        spots = self._targets()
        for spot in spots.values():
            spot.to = self._snap(spot.to)
        if gather and animate:
            for key, item in sc.cards.items():
                if key not in spots:
                    w, h = item.size()
                    spots[key] = Spot(self._snap(stock), w, h, item.data(0) or 0, False)
        step = self._lay_out(self.shown, spots, animate and self.speed_factor > 0, False,
                             source=stock, sources=sources, dealt=deal_order, ms=ms,
                             stagger_ms=ft.DEAL_STAGGER_MS, keep_faces=True)
        self._mark_lit()
        self._layout_items()
        if step is not None:
            self.motion.start(step)
            self.steps.wait("anim")

    def _mark_lit(self) -> None:
        lit = self.shown.lit
        for key, item in self.scene_.cards.items():
            item.set_marks(highlighted=key in lit)
