"""The hand review's numbers against an independent exact computation.

The lay-away values are checked by brute force: for every way to lay away, the kept
four are scored with each of the starters the seat had not seen, by a scorer written
here from the rules (C71–C76) and sharing no code with the engine's tables.  The play
values must come from the seat's own observation: the same review is given whatever
the other seats held.
"""

from __future__ import annotations

import itertools

import pytest

from cinch_qt.games.cribbage.ai import make_player
from cinch_qt.games.cribbage.ai.review import FLAG_POINTS, person_hands, review_hand
from cinch_qt.games.cribbage.engine import GameState, Rules
from cinch_qt.games.cribbage.engine.cards import CARD_NAMES
from cinch_qt.games.cribbage.engine.record import game_record


def naive_show(kept: list[int], starter: int, crib: bool = False) -> int:
    """C71–C76 from first principles: card = suit * 13 + rank, rank 0 = ace."""
    cards = kept + [starter]
    ranks = [c % 13 for c in cards]
    values = [min(r + 1, 10) for r in ranks]
    pts = 0
    for n in range(2, 6):                                   # C71: fifteens
        pts += 2 * sum(1 for combo in itertools.combinations(values, n) if sum(combo) == 15)
    pts += 2 * sum(1 for a, b in itertools.combinations(ranks, 2) if a == b)   # C72
    for n in (5, 4, 3):                                     # C73: the longest runs only
        runs = [combo for combo in itertools.combinations(ranks, n)
                if sorted(combo) == list(range(min(combo), min(combo) + n))]
        if runs:
            pts += n * len(runs)
            break
    suits = {c // 13 for c in kept}                         # C74, C75
    if len(suits) == 1:
        if starter // 13 in suits:
            pts += 5
        elif not crib:
            pts += 4
    if any(c % 13 == 10 and c // 13 == starter // 13 for c in kept):   # C76: nobs
        pts += 1
    return pts


def finished_game(players: int, board: str, seed: int) -> dict:
    rules = Rules(players=players, board=board)
    state = GameState(rules, seed)
    bots = {s: make_player("easy", seed * 10 + s) for s in rules.seats}
    steps = 0
    while not state.is_over and steps < 4000:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat)))
        steps += 1
    assert state.is_over
    return game_record(state)


@pytest.mark.parametrize(("players", "board", "seed"),
                         [(2, "classic", 3), (3, "classic", 4), (4, "crib-wars", 5)])
def test_lay_away_values_by_brute_force_c31_c71(players, board, seed):
    record = finished_game(players, board, seed)
    hands = person_hands(record)[:3]
    assert hands
    for h in hands:
        review = review_hand(record, h)
        deal = [CARD_NAMES.index(c) for c in record["hands"][h]["deal"]["S"]]
        laid_count = {2: 2}.get(players, 1)
        assert len(review.lay) == len(list(itertools.combinations(deal, laid_count)))
        # The starters the seat had not seen when it laid away: all but its own cards.
        starters = [c for c in range(52) if c not in deal]
        assert len(starters) == 52 - len(deal)
        for row in review.lay:
            exact = sum(naive_show(list(row.kept), s) for s in starters) / len(starters)
            assert row.hand == pytest.approx(exact, abs=1e-9)
            assert row.actual_hand == naive_show(list(row.kept), review.starter)
        laid = sorted(CARD_NAMES.index(c) for e in record["hands"][h]["events"]
                      if e["e"] in ("lay", "bury") and e["seat"] == "S" for c in e["cards"])
        assert sorted(review.lay[review.chosen].laid) == laid
        assert review.lay_loss >= 0
        assert (board == "classic") == all(r.expert is None for r in review.lay)
        # With two players, and with three sides all dealt in, the Expert
        # plays for the game; the review shows its chance of winning with each keep
        # beside the points (four players: points only).
        assert all((r.win is not None) == (players in (2, 3)) for r in review.lay)
        assert all(0.0 <= r.win <= 1.0 for r in review.lay if r.win is not None)


def test_actual_crib_is_the_shown_crib_for_the_choice_made_c70():
    record = finished_game(2, "classic", 8)
    for h in person_hands(record)[:4]:
        shows = [e for e in record["hands"][h]["events"]
                 if e["e"] == "show" and e["what"] == "crib"]
        review = review_hand(record, h)
        chosen = review.lay[review.chosen]
        if shows:
            assert chosen.actual_crib == shows[0]["total"]
        else:
            assert chosen.actual_crib is None     # never shown: the review keeps it hidden


def test_play_review_asks_the_expert_from_the_seats_own_view_c5(monkeypatch):
    """Every play value comes from the reviewed seat's observation (C5: no hidden card),
    taken where it had more than one card that fitted."""
    from cinch_qt.games.cribbage.ai import review as rv

    asked = []
    real = rv._play_values

    def spy(obs):
        asked.append(obs)
        return real(obs)

    monkeypatch.setattr(rv, "_play_values", spy)
    record = finished_game(2, "classic", 11)
    h = person_hands(record)[0]
    review = review_hand(record, h)
    assert len(asked) == len(review.plays)
    for obs, p in zip(asked, review.plays, strict=True):
        assert obs.seat == 0 and obs.is_my_turn and len(obs.legal) > 1
        assert set(p.values) == {a.card for a in obs.legal}
        assert p.played in p.values
        assert p.loss >= 0 and p.flagged == (p.loss > FLAG_POINTS)
    assert review.play_loss == pytest.approx(sum(p.loss for p in review.plays))


def _row_marks(html: str) -> dict[str, str]:
    """Each lay-away row's laid cards (its first cell) -> its marks (its last cell)."""
    import re
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", html)
    out = {}
    for row in rows:
        cells = re.findall(r"<td[^>]*>(.*?)</td>", row)
        if len(cells) > 2:
            out[" ".join(re.sub(r"<[^>]+>", "", cells[0]).split())] = cells[-1]
    return out


def test_review_names_the_most_points_and_the_best_chance_apart(qapp):
    """Where the Expert plays for the game, the lay-away with the most
    points and the one with the best chance to win may differ; the review must not
    mark one 'best' while another row shows a better chance (seen: 'best' at 39.1 %
    beside the person's choice at 39.4 %)."""
    from cinch_qt.games.cribbage.ai.review import HandReview, LayRow
    from cinch_qt.games.cribbage.table.review_part import best_chance_row, review_html
    from cinch_qt.games.cribbage.table.words import card_short

    c = CARD_NAMES.index
    points = LayRow((c("7C"), c("9S")), (c("AH"), c("5D"), c("2D"), c("2S")), 5.39, -4.35,
                    win=0.391)
    chance = LayRow((c("AH"), c("9S")), (c("7C"), c("5D"), c("2D"), c("2S")), 5.04, -4.03,
                    win=0.394)
    other = LayRow((c("2D"), c("9S")), (c("7C"), c("AH"), c("5D"), c("2S")), 5.13, -4.13,
                   win=0.386)
    review = HandReview(0, 0, "classic", lay=[points, chance, other], chosen=1)
    assert review.best == 0 and best_chance_row(review) == 1
    html = review_html(review)
    marks = _row_marks(html)
    key = {i: card_short(r.laid[0]) + " " + card_short(r.laid[1])
           for i, r in enumerate(review.lay)}
    assert marks[key[0]] == "most points"
    assert marks[key[1]] == "your choice, best chance to win"
    assert marks[key[2]] == ""
    assert ">best<" not in html and "Your lay-away had the best chance to win." in html
    # A kept hand stays on one line of its cell (no-break spaces between the cards).
    assert (card_short(chance.kept[0]) + "\u00a0" + card_short(chance.kept[1])) in html
    # Without a chance of winning (three sides at four players, say) the points decide.
    for r in review.lay:
        r.win = None
    assert _row_marks(review_html(review))[key[0]] == "best"


def test_play_review_reads_best_first_and_keeps_each_card_whole_c50(qapp):
    """A bare "2♦ −1.47, 10♦ −1.78" tells a newcomer nothing; each card is set
    against the best that fitted, and a card's name never breaks across lines."""
    import re

    from cinch_qt.games.cribbage.ai.review import HandReview, PlayRow
    from cinch_qt.games.cribbage.table.review_part import review_html
    from cinch_qt.games.cribbage.table.words import card_short
    from cinch_qt.ui.review_page import signed

    c = CARD_NAMES.index
    row = PlayRow(7, c("TD"), {c("2D"): -1.47, c("TD"): -1.78, c("8C"): -2.5})
    html = review_html(HandReview(0, 0, "classic", plays=[row]))
    cell = re.findall(r"<td[^>]*>(.*?)</td>", html)[2]
    entries = re.findall(r"<nobr>(.*?)</nobr>", cell)
    assert entries == [card_short(c("2D")) + "\u00a0best",
                       card_short(c("TD")) + "\u00a0" + signed(-0.31, 2),
                       card_short(c("8C")) + "\u00a0" + signed(-1.03, 2)], cell
    assert signed(-1.47, 2) not in html
