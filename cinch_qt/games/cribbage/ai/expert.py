"""Expert: plays for the game, not for the points alone.

Laying away: for every way to lay away, the exact mean show of the kept cards over every
unseen starter, plus the crib's expected total from the project's own tables
(``crib_tables.py``; added when the crib is our side's, subtracted otherwise), plus the
expected play (greedy play-outs of the kept cards against guessed hands, the same
guesses for every choice).  ``tables=True`` (the level ``expert-tables``, for
measuring: it measured no better in whole games) values instead, with two players, the crib with the
other side's two cards what a sensible player lays away in its role (``crib_odds.py``)
and the play from a precomputed table of searched plays against sensible keeps
(``peg_tables.py``).  With two players that is only the tie-break: the choice is the
one with the best chance of winning the game (``game_value.py``), averaged over every
starter, so each keep is judged by its whole distribution where it lands on the board
(heels, the play's whole sampled distribution, our hand exactly, the crib's expectation
as a shift of its distribution) and not only by its mean.  Where skunks are counted
(C81, C83: the classic board's default) "the chance of winning" is read as the game
points expected (a win is 1, 2 or 4 games by the loser's mark), on the same 0..1
scale (``game_value.GameTable``), in the lay-away and in the play.

The play: ``samples`` guesses at the hidden hands, each consistent with everything seen
(cards played, laid away, the starter, and every go: a go means no card that fits);
each guess is searched to the end of the play; the card with the best mean is laid.
With two players the search is ``game_search.GameSearch``: every score, go and last
card included, moves a peg where the board says, and the end of the play is worth the
chance of winning from there.  With more players it is ``pegging.Search`` on points
(partners' points count as ours, C3) with the landing bonus of the card's own score on
Crib Wars; with more than ten cards still to play it plays Normal's one card ahead.

With three sides all dealt in, the chance of winning comes from the race model of
``game_value3.py``: the lay-away is chosen by it (``game_play3.lay_win``) and, once ten
cards or fewer are left, the play is searched by ``game_play3.GameSearch3`` (the other
two sides taken as playing against us).  While a side sits out (W33), and with four or
six players, the Expert plays for points as Expert v1 did.

``board_sense=False`` (``expert-noboard``) plays for points only, as Expert v1 does.

All randomness is seeded from the observation (``CribBot.rng_for``) and the amount of
work is fixed in positions searched, not in seconds, so a decision never depends on the
machine's speed.
"""

from __future__ import annotations

from ..engine.cards import JACK, RANK, VALUE
from ..engine.observation import Observation
from ..engine.scoring import peg_points, score_hand
from . import board_sense
from .base import CribBot, playable
from .crib_odds import crib_value
from .crib_tables import crib_estimate
from .game_play3 import GameSearch3, crib_shift, lay_win, roles_of
from .game_search import GameSearch
from .game_value import FIN, GameTable, table_of
from .game_value3 import RaceTable, race_for
from .knowledge import (
    crib_is_ours,
    deal_hidden,
    my_side,
    opponent_weight,
    play_position,
    unseen_cards,
)
from .layaway import Choice, add_board, add_crib, add_hand, add_pegging, choices
from .normal import one_ply_values
from .peg_tables import play_estimate
from .pegging import Search


class ExpertBot(CribBot):
    name = "expert"
    lay_samples = 40            # guessed deals for the play estimate of a lay-away
    # The greedy play-outs misjudge the play: at full weight they cost more hand points
    # than they win back (arena, 1,500 duplicate deals against Normal: +0.00 ± 0.10 per
    # hand at weight 1, +0.12 ± 0.08 at 0.5, +0.14 ± 0.08 without), so they only settle
    # near ties.  See docs/bots.md.
    pegging_weight = 0.25
    # Off unless ``tables`` (docs/bots.md): two players, the
    # play's estimate from the precomputed table of searched plays against sensible
    # keeps (``peg_tables.py``) at this weight instead of the greedy play-outs, and the
    # crib with the other side's sensible lay-aways (``crib_odds.py``).  Ahead of v1 on
    # fresh first hands (+0.124 ± 0.104 per hand) but not in whole games (563 fresh
    # deals: +0.008 ± 0.074 per hand, won 51.2 % ± 1.8), where the Expert as shipped
    # won 52.6 % ± 2.0 on other fresh seeds; so the program keeps the play-outs.
    peg_table_weight = 0.0
    crib_odds = False
    peg_samples = 32            # guessed deals per card in the play (points search)
    node_budget = 12000         # positions searched per decision, at most
    game_samples = 512          # guessed deals per card in the game search (two players)
    game_node_budget = 60000    # its positions per decision, at most
    full_search_cards = 10      # with this many cards left or fewer, search to the end
    game3_samples = 96          # guessed deals per card in the game search (three sides)
    game3_node_budget = 30000   # its positions per decision, at most

    def __init__(self, seed: int | str = 0, board_sense: bool = True,
                 skunks: bool = True, tables: bool = False) -> None:
        super().__init__(seed)
        self.board_sense = board_sense
        if tables:
            self.peg_table_weight = 1.0
            self.crib_odds = True
        # With skunks counted (C81, C83) a game is worth its game points (1, 2 or 4);
        # ``skunks=False`` plays for the chance of winning only (the hand review shows
        # that chance).
        self.skunks = skunks

    # ------------------------------------------------------------- laying away
    def lay_choices(self, obs: Observation) -> list[Choice]:
        d = obs.decision
        rng = self.rng_for(obs)
        cs = choices(obs.hand, d.count)
        starters = unseen_cards(obs)
        add_hand(cs, starters)
        if not d.bury:
            sign = 1.0 if crib_is_ours(obs) else -opponent_weight(obs)
            if self.crib_odds and obs.rules.players == 2 and len(cs[0].laid) == 2:
                add_crib_odds(cs, crib_is_ours(obs), sign)
            else:
                add_crib(cs, crib_estimate, sign)
        if self.peg_table_weight and obs.rules.players == 2 and len(cs[0].kept) == 4:
            add_peg_table(cs, obs.dealer == obs.seat, self.peg_table_weight)
        else:
            order = list(obs.dealt_in)
            sides = [obs.rules.side_of(s) for s in order]
            add_pegging(cs, starters, sides, order.index(obs.seat), my_side(obs),
                        opponent_weight(obs), self.lay_samples, rng, self.pegging_weight)
        # The landing bonus stays in the points total (the hand review shows it); with a
        # win-chance table it only breaks ties.
        board = board_sense.board_of(obs) if self.board_sense else None
        if board is not None:
            add_board(cs, board, obs.holes[my_side(obs)], starters)
        table = self.table(obs)
        if table is not None:
            add_game(cs, table, obs, starters)
        race = self.race(obs)
        if race is not None:
            add_game3(cs, race, obs, starters)
        return cs

    def race(self, obs: Observation) -> RaceTable | None:
        """The three-sided win-chance model when it fits (three sides all dealt in)."""
        if (not self.board_sense or obs.rules.n_sides != 3 or len(obs.dealt_in) != 3
                or obs.rules.players != 3):
            return None
        return race_for(obs.rules.board)

    def table(self, obs: Observation) -> GameTable | None:
        """The win-chance table when it fits this game (two players), else None; with
        skunks counted, the table of game points (``game_value.table_of``)."""
        if not self.board_sense or obs.rules.players != 2:
            return None
        return table_of(obs, self.skunks)

    def lay(self, obs: Observation) -> list[int]:
        return list(best_choice(self.lay_choices(obs)).laid)

    # ------------------------------------------------------------- the play
    def choice_values(self, obs: Observation) -> dict[int, float]:
        """What the play maximises for each playable card: with a win-chance table our
        chance of winning the game after it (in percent), else ``play_values``."""
        table = self.table(obs)
        cards = playable(obs)
        if len(cards) == 1:
            return self.play_values(obs)
        if table is None:
            race = self.race(obs)
            if race is not None:
                pos = play_position(obs)
                if sum(pos.counts) <= self.full_search_cards:
                    return self.game3_play_values(obs, race, pos)
            return self.play_values(obs)
        return self.game_play_values(obs, table, play_position(obs))

    def play_values(self, obs: Observation) -> dict[int, float]:
        """Mean value (our points to come minus the others') of each playable card, and
        on Crib Wars the landing bonus of its own points (the hand review shows these:
        points, whatever the Expert plays by)."""
        cards = playable(obs)
        if len(cards) == 1:
            return {cards[0]: 0.0}
        pos = play_position(obs)
        left = sum(pos.counts)
        if left > self.full_search_cards:
            # Four and six players, early in the play: searching a few cards ahead of
            # guessed deals played worse than Normal's one card ahead (arena, 400
            # four-player duplicate deals: -0.38 ± 0.32 looking 5 cards ahead), so the
            # search starts once it can reach the end of the play.
            return one_ply_values(obs, self.board_sense)
        rng = self.rng_for(obs)
        pool = unseen_cards(obs)
        sides = [obs.rules.side_of(s) for s in pos.order]
        depth = 99
        my_ranks = tuple(sorted(RANK[c] for c in obs.hand))
        totals: dict[int, float] = {}
        done = 0
        nodes = 0
        guesses = guessed_ranks(pool, pos, rng, my_ranks)
        for k, ranked in zip(range(self.peg_samples), guesses, strict=False):
            search = Search(sides, my_side(obs), opponent_weight(obs), depth)
            for r, v in search.root(ranked, pos.count, pos.seq, pos.last, pos.me).items():
                totals[r] = totals.get(r, 0.0) + v
            done += 1
            nodes += search.nodes
            if k >= 1 and nodes > self.node_budget:
                break
        board = board_sense.board_of(obs) if self.board_sense else None
        hole = obs.holes[my_side(obs)]
        out = {}
        seq = list(pos.seq)
        for c in cards:
            v = totals[RANK[c]] / done
            if board is not None:
                pts = peg_points(seq + [RANK[c]], obs.count + VALUE[c])
                v += board_sense.bonus(board, hole, pts)
            out[c] = v
        return out

    def game_play_values(self, obs: Observation, table: GameTable, pos) -> dict[int, float]:
        """Each playable card: our chance of winning the game after it, in percent,
        averaged over guessed deals (``GameSearch``)."""
        rng = self.rng_for(obs)
        pool = unseen_cards(obs)
        sides = [obs.rules.side_of(s) for s in pos.order]
        me = my_side(obs)
        my_ranks = tuple(sorted(RANK[c] for c in obs.hand))
        my_show = score_hand(obs.kept, obs.starter) if len(obs.kept) == 4 else None
        shift = (round(crib_estimate(tuple(obs.laid)) - table.means["crib"])
                 if len(obs.laid) == 2 else 0)
        marks = tuple(obs.marks)
        folded = tuple(s in obs.folded for s in range(2))
        totals: dict[int, float] = {}
        done = nodes = 0
        guesses = guessed_ranks(pool, pos, rng, my_ranks)
        for k, ranked in zip(range(self.game_samples), guesses, strict=False):
            search = GameSearch(sides, me, obs.rules.side_of(obs.dealer), table,
                                my_show, shift)
            for r, v in search.root(ranked, pos.count, pos.seq, pos.last, pos.me, marks,
                                    folded).items():
                totals[r] = totals.get(r, 0.0) + v
            done += 1
            nodes += search.nodes
            if k >= 1 and nodes > self.game_node_budget:
                break
        return {c: 100.0 * totals[RANK[c]] / done for c in playable(obs)}

    def game3_play_values(self, obs: Observation, race: RaceTable, pos) -> dict[int, float]:
        """Three sides: each playable card's chance of winning after it, in percent
        (``game_play3.GameSearch3``, the other two sides playing against us)."""
        rng = self.rng_for(obs)
        pool = unseen_cards(obs)
        sides = [obs.rules.side_of(s) for s in pos.order]
        me = my_side(obs)
        roles = roles_of(pos.order, sides)
        my_ranks = tuple(sorted(RANK[c] for c in obs.hand))
        my_show = score_hand(obs.kept, obs.starter) if len(obs.kept) == 4 else None
        shift = round(crib_shift(tuple(obs.laid)), 2)      # whoever's crib it is
        marks = tuple(obs.marks)
        folded = tuple(s in obs.folded for s in range(3))
        totals: dict[int, float] = {}
        done = nodes = 0
        leaf_memo: dict = {}
        guesses = guessed_ranks(pool, pos, rng, my_ranks)
        for k, ranked in zip(range(self.game3_samples), guesses, strict=False):
            search = GameSearch3(sides, me, roles, race, my_show, shift, leaf_memo)
            for r, v in search.root(ranked, pos.count, pos.seq, pos.last, pos.me, marks,
                                    folded).items():
                totals[r] = totals.get(r, 0.0) + v
            done += 1
            nodes += search.nodes
            if k >= 1 and nodes > self.game3_node_budget:
                break
        return {c: 100.0 * totals[RANK[c]] / done for c in playable(obs)}

    def play(self, obs: Observation) -> int:
        values = self.choice_values(obs)
        return max(values, key=lambda c: (round(values[c], 6), -VALUE[c], c))


def guessed_ranks(pool, pos, rng, my_ranks: tuple[int, ...]):  # noqa: ANN001, ANN201
    """Endless guesses at the hands in play, each hand as its sorted ranks (the
    observer's own as they are), consistent with the goes seen."""
    relaxed = pos
    while True:
        hands = deal_hidden(pool, relaxed, rng)
        if hands is None:
            # Goes that no deal satisfies (cannot happen with true goes): guess without
            # them rather than not at all.
            relaxed = type(pos)(pos.order, pos.me, pos.counts, (1,) * len(pos.order),
                                pos.count, pos.seq, pos.last)
            hands = deal_hidden(pool, relaxed, rng)
        yield tuple(my_ranks if i == pos.me else tuple(sorted(RANK[c] for c in h))
                    for i, h in enumerate(hands))


def best_choice(cs: list[Choice]) -> Choice:
    """The best chance of winning where it was computed, then the most points."""
    return max(cs, key=lambda c: (round(c.extra.get("win", 0.0), 5), round(c.total, 6),
                                  c.laid))


def _split(x: float) -> tuple[tuple[int, float], ...]:
    """A mean as two whole numbers of points with weights (2.3 -> 2 at .7, 3 at .3)."""
    lo = int(x // 1)
    f = x - lo
    return ((lo, 1.0 - f), (lo + 1, f)) if f > 1e-9 else ((lo, 1.0),)


def add_peg_table(cs: list[Choice], dealer: bool, weight: float) -> None:
    """The play's expected net points of each keep from ``peg_tables`` (two players)."""
    for c in cs:
        c.pegging = weight * play_estimate(c.kept, dealer)


def add_crib_odds(cs: list[Choice], ours: bool, sign: float) -> None:
    """The crib from ``crib_odds`` (two players); its unsigned mean is kept for the
    win-chance table's crib shift (``add_game``)."""
    for c in cs:
        v = crib_value(c.laid, c.kept, ours)
        c.extra["crib_mean"] = v
        c.crib = sign * v


def add_game3(cs: list[Choice], race: RaceTable, obs: Observation,
              starters: list[int]) -> None:
    """``extra["win"]``: the chance our side wins the game with this keep, three sides
    (``game_play3.lay_win``), with the play-outs' difference between keeps added at
    the local worth of a point, as with two sides."""
    me = my_side(obs)
    sides = [obs.rules.side_of(s) for s in obs.dealt_in]
    roles = roles_of(tuple(obs.dealt_in), sides)
    marks = tuple(obs.marks)
    memo: dict = {}
    mean_peg = sum(c.pegging for c in cs) / len(cs)
    lo = list(marks)
    hi = list(marks)
    lo[me] = max(0, marks[me] - 2)
    hi[me] = min(race.n - 1, marks[me] + 2)
    slope = ((race.chances(tuple(hi), roles)[me] - race.chances(tuple(lo), roles)[me])
             / max(1, hi[me] - lo[me]))
    for c in cs:
        w = lay_win(race, marks, roles, me, c.kept, c.laid, starters, memo)
        w += slope * (c.pegging - mean_peg)
        c.extra["win"] = min(1.0, max(0.0, w))


def add_game(cs: list[Choice], table: GameTable, obs: Observation,
             starters: list[int]) -> None:
    """``extra["win"]``: the chance our side wins the game with this keep (two players).

    For every starter: heels if it is a jack (C42), the play's points (the sampled joint
    distribution of the pone's and the dealer's pegging, whole), our hand's exact count,
    the crib's distribution shifted by what the laid cards are worth to it, the other
    hand's distribution; each moves a peg where the board says (``GameTable``).  How
    much better this keep pegs than the others (the play-outs) is added at the table's
    local worth of a point.

    The play used to be three fixed outcomes per side (the thirds of each
    distribution, ``GameTable.peg9``): near the game hole that put each keep's chance on
    a few landing points, so a hand one point better could gain or lose several percent
    by accident of where the thirds fell (the same fault ``game_play3.lay_win`` notes
    with three sides); the whole distribution has no such steps."""
    me = my_side(obs)
    ds = obs.rules.side_of(obs.dealer)
    ps = 1 - ds
    p0, d0 = obs.marks[ps], obs.marks[ds]
    mean_peg = sum(c.pegging for c in cs) / len(cs)
    heels_to = table.move(d0, 2) if table.heels_ok[d0] else d0
    i_deal = me == ds
    memo: dict[tuple, float] = {}

    def after_play(d: int, h: int, shift: int) -> float:
        """The pone's chance over the play's whole distribution, the dealer at ``d``
        after heels, our hand counting ``h``."""
        key = (d, h, shift)
        got = memo.get(key)
        if got is not None:
            return got
        if d == FIN:                    # the dealer pegs out with heels (C42)
            w = table.lose(p0)
        else:
            w = 0.0
            for pp, pd, wp in table.peg:
                w += wp * _after_lay(table, p0, d, pp, pd, h, shift, i_deal)
        memo[key] = w
        return w

    # For the play-outs' estimate of how much better one keep pegs than another (a
    # small correction, so taken as linear).
    slope = point_slope(table, obs)
    for c in cs:
        crib_mean = c.extra.get("crib_mean")
        if crib_mean is None:
            crib_mean = crib_estimate(c.laid)
        shifts = _split(crib_mean - table.means["crib"])
        total = 0.0
        for s in starters:
            h = score_hand(c.kept, s)
            d = heels_to if RANK[s] == JACK else d0
            for sh, ws in shifts:
                total += ws * after_play(d, h, sh)
        w = total / len(starters)
        w = (w if me == ps else 1.0 - w) + slope * (c.pegging - mean_peg)
        c.extra["win"] = min(1.0, max(0.0, w))


def point_slope(table: GameTable, obs: Observation) -> float:
    """How much one more point of ours is worth here: the table's slope over two marks
    either side of our peg, the other side's peg where it is."""
    n = table.n
    ds = obs.rules.side_of(obs.dealer)
    ps = 1 - ds
    me = my_side(obs)
    p0, d0 = obs.marks[ps], obs.marks[ds]
    lo, hi = max(0, obs.marks[me] - 2), min(n - 1, obs.marks[me] + 2)
    if me == ps:
        return (table.V[hi * n + d0] - table.V[lo * n + d0]) / max(1, hi - lo)
    return (table.V[p0 * n + lo] - table.V[p0 * n + hi]) / max(1, hi - lo)


def _after_lay(table: GameTable, p: int, d: int, pp: int, pd: int, h: int, shift: int,
               i_deal: bool) -> float:
    """The pone's chance of winning after heels: the play, then the show with the
    deciding side's own hand ``h`` known (a penalty square in the play is taken as its
    retreat only: rare, and the play's search sees it exactly)."""
    if d < 0:                                   # heels landed on a penalty square
        d = -2 - d
    r = table.move(p, pp)
    if r == FIN:
        return table.win(d)
    p = r if r >= 0 else -2 - r
    r = table.move(d, pd)
    if r == FIN:
        return table.lose(p)
    d = r if r >= 0 else -2 - r
    if i_deal:
        return table.known_dealer_show(p, d, h, False, shift)
    r = table.move(p, h)
    if r == FIN:
        return table.win(d)
    if r < 0:
        a = table.award[d]
        return table.lose(-2 - r) if a == FIN else table.dealer_stage(-2 - r, a, shift)
    return table.dealer_stage(r, d, shift)
