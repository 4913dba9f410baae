"""A quick count of what a nine-card hand is worth as maker in a suit.

A linear table over which trumps the hand holds (trump order, R11) and whether it
deals, fitted by least squares to rule-of-thumb play-outs of random deals
(fit_strength.py).  Used only to model the other players in the auction: which deals
fit their bids, and whether a player still to speak would overcall.
"""

from __future__ import annotations

from cinch_qt.games.cinch.engine.cards import ACE, FIVE, make_card, same_colour_suit

from .geo import Geo

# Trump order (R11): A K Q J 10 9 8 7 6 5 off-five 4 3 2.
RANKS = (ACE, 11, 10, 9, 8, 7, 6, 5, 4, FIVE, -1, 2, 1, 0)

# Per number of players (fitted on 3,000 deals, seeds 33,000,002+): 14 weights in
# trump order, the dealer's bonus, the constant.
WEIGHTS = {
    2: (1.505, 0.723, 0.867, 1.443, 1.392, 0.490, 0.540, 0.516, 0.482, 3.272, 3.233, 0.229,
        0.321, 0.704, -0.029, 0.676),
    3: (2.092, 1.383, 1.434, 1.953, 1.764, 1.195, 1.175, 1.102, 1.067, 2.482, 2.039, 0.705,
        0.661, 0.445, 0.005, 0.251),
    4: (2.215, 1.271, 1.012, 1.023, 0.963, 0.777, 0.615, 0.487, 0.489, 1.630, 1.476, 0.237,
        0.245, 0.340, 0.537, 4.962),
}


def trump_cards(t: int) -> tuple[int, ...]:
    return tuple(make_card(FIVE, same_colour_suit(t)) if r < 0 else make_card(r, t)
                 for r in RANKS)


TRUMP_CARDS = tuple(trump_cards(t) for t in range(4))


def features(g: Geo, hand: int, dealer: bool) -> list[float]:
    x = [1.0 if hand >> c & 1 else 0.0 for c in TRUMP_CARDS[g.trump]]
    return x + [1.0 if dealer else 0.0, 1.0]


def suit_worth(players: int, hand: int, t: int, dealer: bool) -> float:
    w = WEIGHTS[players]
    v = w[15] + (w[14] if dealer else 0.0)
    for i, c in enumerate(TRUMP_CARDS[t]):
        if hand >> c & 1:
            v += w[i]
    return v


def best_suit(players: int, hand: int, dealer: bool) -> tuple[float, int]:
    return max((suit_worth(players, hand, t, dealer), t) for t in range(4))


def side_map(players: int) -> tuple[list[int], int]:
    """Seat -> side index, and the number of sides."""
    if players == 4:
        return [0, 1, 0, 1], 2
    if players == 2:
        return [0, 0, 1, 0], 2
    return [0, 1, 0, 2], 3
