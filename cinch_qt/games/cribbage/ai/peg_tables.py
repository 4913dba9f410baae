"""The play's expected net points for a kept hand, two players, computed here and
shipped as data (``peg_table_data.py``; ``tools/make_peg_tables.py`` writes it).

For every multiset of four kept ranks and either role (pone, who leads, C50; or
dealer), the mean over guessed opposing hands of our play points minus theirs (C50–C59),
each guess played out exactly by ``pegging.Search`` (both hands seen, both sides playing
their best).

Why a table and not play-outs at the moment of laying away: the greedy play-outs the
lay-away used (40 guessed deals) are noisy enough to pick worse keeps when given full
weight (docs/bots.md), and an exact search of every keep against enough guesses costs
too much time per decision.  Averaging hundreds of guesses once, ahead of time, gives an
estimate with little noise and a better play than greedy in it.

The opposing hand is not four uniform cards: it is what a sensible player keeps from six
(the best mean hand plus or minus the crib tables, by its role), because that is what
the lay-away faces.  The guesses are one pool of such hands, the first ``SAMPLES`` of
them that fit beside our ranks (no rank more than four times) taken for each entry, so
neighbouring entries are compared on mostly the same opponents (common random numbers)
and their differences are steadier than their levels.

Suits are ignored (the play never looks at them); so are our two laid cards and the
starter when drawing the opponent's six, which removes a few cards from what the
opponent could hold: a small error the ranking of keeps hardly sees.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from ..engine.cards import RANK
from ..engine.scoring import score_hand
from .crib_tables import crib_estimate
from .pegging import Search

KEYS: tuple[tuple[int, ...], ...] = tuple(itertools.combinations_with_replacement(range(13), 4))
SAMPLES = 200          # opposing hands per entry
POOL = 600             # sensible opposing keeps drawn per role (enough for every entry)
SEED = 27_2026         # the pool's seed: the data must regenerate exactly


def sensible_keep(six: Sequence[int], dealer: bool, cards: bool = False
                  ) -> tuple[int, ...]:
    """The four of ``six`` with the best mean show over the other 46 cards as starters,
    plus the crib tables' value of the two laid away (minus when the crib is the other
    side's): how a plain good player lays away (C31).  Sorted ranks, or with ``cards``
    the cards themselves."""
    starters = [c for c in range(52) if c not in six]
    best = None
    best_v = None
    for laid in itertools.combinations(six, 2):
        kept = [c for c in six if c not in laid]
        v = sum(score_hand(kept, s) for s in starters) / len(starters)
        v += crib_estimate(laid) if dealer else -crib_estimate(laid)
        if best_v is None or v > best_v:
            best, best_v = kept, v
    if cards:
        return tuple(best)
    return tuple(sorted(RANK[c] for c in best))


def opponent_pool(opp_deals: bool) -> list[tuple[int, ...]]:
    """``POOL`` sensible opposing keeps (sorted ranks), the opponent being the dealer
    when ``opp_deals``."""
    rng = random.Random(SEED + (1 if opp_deals else 0))
    deck = list(range(52))
    return [sensible_keep(rng.sample(deck, 6), opp_deals) for _ in range(POOL)]


def _fits(mine: tuple[int, ...], theirs: tuple[int, ...]) -> bool:
    for r in set(theirs):
        if mine.count(r) + theirs.count(r) > 4:
            return False
    return True


def entry(mine: tuple[int, ...], dealer: bool, pool: Sequence[tuple[int, ...]]) -> float:
    """Mean of our play points minus the opponent's, ``mine`` sorted ranks, against the
    first ``SAMPLES`` hands of ``pool`` that fit beside ours.  The pone leads (C50)."""
    # One search for all guesses: its memory is keyed by the whole position (both
    # hands), so sharing it is exact and saves the repeated endings.
    if dealer:
        search = Search((0, 1), 1, 1.0)
    else:
        search = Search((0, 1), 0, 1.0)
    total = 0.0
    n = 0
    for theirs in pool:
        if not _fits(mine, theirs):
            continue
        hands = (theirs, mine) if dealer else (mine, theirs)
        total += search.value(hands, 0, (), -1, 0, 99)
        n += 1
        if n == SAMPLES:
            break
    return total / n


def compute() -> tuple[tuple[float, ...], tuple[float, ...]]:
    """(pone's values, dealer's values), one per ``KEYS`` entry, in that order."""
    vs_dealer = opponent_pool(True)        # we are the pone
    vs_pone = opponent_pool(False)         # we deal
    pone = tuple(round(entry(k, False, vs_dealer), 3) for k in KEYS)
    dealer = tuple(round(entry(k, True, vs_pone), 3) for k in KEYS)
    return pone, dealer


def render(values: tuple[tuple[float, ...], tuple[float, ...]] | None = None) -> str:
    """The text of ``peg_table_data.py``."""
    pone, dealer = values if values is not None else compute()
    lines = ['"""Generated by tools/make_peg_tables.py from peg_tables.py: do not edit.',
             "",
             "Expected net play points of four kept ranks, two players, in the order of",
             "peg_tables.KEYS (see peg_tables.py).", '"""', ""]
    for name, vals in (("PONE", pone), ("DEALER", dealer)):
        lines.append(f"{name} = (")
        for i in range(0, len(vals), 10):
            lines.append("    " + " ".join(f"{v!r}," for v in vals[i:i + 10]))
        lines.append(")")
        lines.append("")
    return "\n".join(lines)


_INDEX: dict[tuple[int, ...], int] = {k: i for i, k in enumerate(KEYS)}


def play_estimate(kept: Sequence[int], dealer: bool) -> float:
    """Expected play points of our side minus the other's, two players, for the four
    kept cards (cards, not ranks)."""
    from .peg_table_data import DEALER, PONE
    i = _INDEX[tuple(sorted(RANK[c] for c in kept))]
    return DEALER[i] if dealer else PONE[i]
