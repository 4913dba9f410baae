"""Per-trump lookup tables for the sparring partner's simulations.

Built on the engine's TrumpTable (R11-R13, R50) and its trick rules (R41-R43), so the
partner can never disagree with the game about which card wins; on top of it, for each
card the mask of cards that beat it, which the play-out policy and the search use to ask
"can anybody still to play take this trick?" with one AND.
"""

from __future__ import annotations

from cinch_qt.games.cinch.engine.cards import SUITS, TRUMP_TABLES, TrumpTable


def bits(mask: int) -> list[int]:
    """The cards of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Geo:
    """Everything the simulations need about one trump suit."""

    __slots__ = ("table", "trump", "trump_mask", "points", "power", "eff", "beat",
                 "suit_masks", "point_mask", "by_power", "plain_suits", "trumps_up",
                 "trumps_down", "trumps_by_points", "trumps_by_points_desc", "up_order")

    def __init__(self, table: TrumpTable) -> None:
        self.table = table
        self.trump = table.trump
        self.trump_mask = table.trump_mask
        self.points = table.points
        self.power = table.power
        self.eff = table.eff_suit
        self.suit_masks = table.suit_masks
        self.point_mask = table.point_mask
        beat = []
        for c in range(52):
            e = self.eff[c]
            higher = 0
            for d in range(52):
                if self.eff[d] == e and self.power[d] > self.power[c]:
                    higher |= 1 << d
            # A plain card (the suit led, R43) falls to any trump as well.
            beat.append(higher if e == self.trump else higher | self.trump_mask)
        self.beat = tuple(beat)
        # Cards of each effective suit, strongest first (for equal-card pruning).
        self.by_power = tuple(
            tuple(sorted((c for c in range(52) if self.eff[c] == s),
                         key=lambda c: -self.power[c])) for s in SUITS)
        self.plain_suits = tuple(s for s in SUITS if s != self.trump)
        trumps = [c for c in range(52) if self.eff[c] == self.trump]
        self.trumps_up = tuple(sorted(trumps, key=lambda c: self.power[c]))
        self.trumps_down = self.trumps_up[::-1]
        self.trumps_by_points = tuple(sorted(trumps, key=lambda c: (self.points[c],
                                                                    self.power[c])))
        self.trumps_by_points_desc = tuple(sorted(trumps, key=lambda c: (-self.points[c],
                                                                         self.power[c])))
        # Every card, weakest first (plain cards below trumps, R43).
        self.up_order = tuple(sorted(range(52), key=lambda c: self.power[c]))


GEOS = tuple(Geo(TRUMP_TABLES[s]) for s in SUITS)
