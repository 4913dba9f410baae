"""Where every card item of the Cribbage felt goes for one ``Shown`` state: its place,
size, face and stacking order, as the shell's ``Spot`` (ui/step_felt.py; the felt moves
items from where they are to these)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ....ui.step_felt import Spot
from .art import art_face
from .felt_layout import OTHER_SCALE, PILE_SCALE, ROW_SCALE, S_SCALE, STOCK_SCALE, FeltLayout
from .felt_model import Key, Shown

STOCK_KEYS = (("stock", 0), ("stock", 1), ("stock", 2))
# How far over the cards at rest a card rides on its way (under the plates and captions).
LIFT = 3000


def _spot(lay: FeltLayout, pos: QPointF, scale: float, up: bool, z: float,
          face: int | None = None) -> Spot:
    w, h = lay.size(scale)
    return Spot(pos, w, h, z, up, lift=z + LIFT, face=face)


def _card(lay: FeltLayout, card: Key, pos: QPointF, scale: float, up: bool,
          z: float) -> Spot:
    """A card face up only when seat 0 may know it (an int; a token is a back)."""
    known = isinstance(card, int)
    return _spot(lay, pos, scale, up and known, z, art_face(card) if known else None)


def places(shown: Shown, lay: FeltLayout, raised: frozenset = frozenset(),
           lifted: frozenset = frozenset()) -> dict[Key, Spot]:
    """``raised``: the person's cards picked to lay away; ``lifted``: the cards the person
    may play (drawn a little higher, so legality shows by more than colour).  The
    places are in view pixels, not yet snapped to device pixels."""
    out: dict[Key, Spot] = {}
    for i in range(shown.spread):
        out[("pack", i)] = _spot(lay, lay.spread_pos(i), ROW_SCALE, False, 100 + i)
    for seat, card in shown.draws.items():
        out[("draw", seat)] = _spot(lay, lay.draw_pos(seat), OTHER_SCALE, True, 600,
                                    art_face(card))
    if shown.stock:
        p = lay.stock_pos()
        for j, key in enumerate(STOCK_KEYS):
            out[key] = _spot(lay, p + QPointF(-j * 1.5, -j * 1.5), STOCK_SCALE, False,
                           50 + j)
        for j, key in enumerate(shown.buried):
            out[key] = _card(lay, key, p + QPointF(2.0 + j, 2.0 + j), STOCK_SCALE, False, 40 + j)
    showing = shown.showing
    if shown.starter is not None:
        if showing is not None:
            out[shown.starter] = _card(lay, shown.starter, lay.show_starter_pos(), ROW_SCALE,
                                       True, 790)
        else:
            out[shown.starter] = _card(lay, shown.starter, lay.starter_pos(), STOCK_SCALE, True, 60)
    for seat, hand in shown.hands.items():
        n = len(hand)
        for i, key in enumerate(hand):
            if seat == 0:
                pos = lay.hand_pos(0, i, n, key in raised)
                if key in lifted:
                    pos -= QPointF(0, round(lay.card_h * S_SCALE * 0.07))
                out[key] = _card(lay, key, pos, S_SCALE, True, 1000 + i)
            else:
                out[key] = _card(lay, key, lay.hand_pos(seat, i, n), OTHER_SCALE, False, 200 + i)
    for i, key in enumerate(shown.crib):
        out[key] = _card(lay, key, lay.crib_pos(shown.dealer, i), OTHER_SCALE, shown.crib_up,
                         300 + i)
    for i, (_seat, card) in enumerate(shown.piles):
        out[card] = _card(lay, card, lay.pile_pos(i), PILE_SCALE, False, 500 + i)
    for i, (_seat, card) in enumerate(shown.row):
        out[card] = _card(lay, card, lay.row_pos(i), ROW_SCALE, True, 700 + i)
    for seat, cards in shown.returned.items():
        for i, card in enumerate(cards):
            out[card] = _card(lay, card, lay.counted_pos(seat, i), OTHER_SCALE, False, 250 + i)
    for seat, cards in shown.counted.items():
        for i, card in enumerate(cards):
            out[card] = _card(lay, card, lay.counted_pos(seat, i), OTHER_SCALE, True, 260 + i)
    if showing is not None:
        _seat, _what, cards = showing
        for i, card in enumerate(cards):
            out[card] = _card(lay, card, lay.show_pos(i, len(cards)), ROW_SCALE, True, 800 + i)
    return out
