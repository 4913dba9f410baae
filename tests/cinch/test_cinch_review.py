"""The Cinch hand review: its values come from the reviewed seat's own
observation only, its play values agree with an exact computation written here from
the rules alone, the person's choice and the best one are marked, the losses are
honest, and the page speaks French and Dutch."""

from __future__ import annotations

import copy
import itertools
import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QTextDocument

from cinch_qt.games.cinch.ai import review as rv
from cinch_qt.games.cinch.ai.evaluation import card_values, evaluate
from cinch_qt.games.cinch.ai.expert import ExpertBot
from cinch_qt.games.cinch.ai.registry import make_player
from cinch_qt.games.cinch.engine import GameState, Rules
from cinch_qt.games.cinch.engine.actions import Pass
from cinch_qt.games.cinch.engine.cards import CARD_NAMES, parse_card, parse_suit
from cinch_qt.games.cinch.engine.errors import RecordError
from cinch_qt.games.cinch.engine.record import replay_record
from cinch_qt.games.cinch.table import review_part
from cinch_qt.i18n.translator import ts_paths
from tests.i18n_helpers import pseudo, pseudo_qm, untranslated  # noqa: F401 (fixtures)

SEATS = "SWNE"
ORDER = {2: "SN", 3: "SWE", 4: "SWNE"}      # clockwise (R1, RECORD.md)


def played_game(players: int, seed: int, level: str = "easy", **options) -> dict:
    """A finished game of bots, as the table records it."""
    state = GameState(Rules(players=players, **options), seed=seed)
    bots = {s: make_player(level, f"{seed}:{s}") for s in state.seats}
    while not state.is_over:
        state.apply(bots[state.current].choose(state.observation(state.current)))
    return state.to_record()


@pytest.fixture(scope="module")
def games() -> dict[int, dict]:
    return {2: played_game(2, 5), 3: played_game(3, 6), 4: played_game(4, 7)}


# ------------------------------------------------------------ the rules, by hand
def trump_cards(trump: int) -> dict[int, int]:
    """R11: card -> power among trumps (higher wins), the off-five included."""
    suit = trump
    off = {0: 3, 3: 0, 1: 2, 2: 1}[trump]            # same colour: C/S, D/H (R11)
    ranking = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, "off", 2, 1, 0]   # A..5, left Pedro, 4 3 2
    power = {}
    for i, r in enumerate(ranking):
        card = off * 13 + 3 if r == "off" else suit * 13 + r
        power[card] = len(ranking) - i
    return power


def points_of(trump: int) -> dict[int, int]:
    """R50: High 1, Low 1, Jack 1, Game 1, Right Pedro 5, Left Pedro 5."""
    off = {0: 3, 3: 0, 1: 2, 2: 1}[trump]
    return {trump * 13 + 12: 1, trump * 13 + 0: 1, trump * 13 + 9: 1, trump * 13 + 8: 1,
            trump * 13 + 3: 5, off * 13 + 3: 5}


def suit_in_play(card: int, power: dict[int, int], trump: int) -> int:
    return trump if card in power else card // 13                   # R13


def legal(hand: set[int], led: int | None, power: dict[int, int], trump: int) -> set[int]:
    if led is None:
        return set(hand)
    led_suit = suit_in_play(led, power, trump)
    same = {c for c in hand if suit_in_play(c, power, trump) == led_suit}
    if not same:
        return set(hand)                                             # R41, R42: any card
    if led_suit == trump:
        return same                                                  # R41
    return same | {c for c in hand if c in power}                    # R42: follow or trump


def winner(plays: list[tuple[str, int]], power: dict[int, int], trump: int) -> str:
    """R43."""
    trumps = [(s, c) for s, c in plays if c in power]
    if trumps:
        return max(trumps, key=lambda sc: power[sc[1]])[0]
    led_suit = plays[0][1] // 13
    return max(((s, c) for s, c in plays if c // 13 == led_suit), key=lambda sc: sc[1])[0]


def side(seat: str, players: int) -> str:
    if players == 4:
        return "NS" if seat in "NS" else "EW"
    return seat


def result(players: int, maker: str, bid: int, taken: dict[str, int], me: str) -> float:
    """The hand's result for ``me``'s side: R51/R52 (score minus the other side's) or
    R61 (score minus the mean of the other two)."""
    sides = sorted({side(s, players) for s in ORDER[players]})
    ms = side(maker, players)
    made = taken[ms] >= bid
    if players == 3:
        scored = {x: taken[x] for x in sides}
        if not made:
            scored[ms] = -bid
    else:
        other = next(x for x in sides if x != ms)
        scored = dict.fromkeys(sides, 0)
        if made:
            diff = taken[ms] - taken[other]
            scored[ms if diff > 0 else other] = abs(diff)
        else:
            scored[other] = 14 + bid - taken[ms]
    mine = side(me, players)
    others = [scored[x] for x in sides if x != mine]
    return scored[mine] - sum(others) / len(others)


def brute_force(players: int, trump: int, maker: str, bid: int, me: str,
                hands: dict[str, set[int]], trick: list[tuple[str, int]], to_act: str,
                taken: dict[str, int]) -> float:
    """Every way the rest of the hand can go, no pruning: ``me``'s side picks its best
    card, every other seat the card worst for ``me`` (the Expert's exact search's view,
    playsim.Solver)."""
    power, pts = trump_cards(trump), points_of(trump)
    order = ORDER[players]
    if not hands[to_act]:
        return result(players, maker, bid, taken, me)
    led = trick[0][1] if trick else None
    values = []
    for card in sorted(legal(hands[to_act], led, power, trump)):
        h2 = {s: set(v) for s, v in hands.items()}
        h2[to_act].discard(card)
        t2 = [*trick, (to_act, card)]
        k2 = dict(taken)
        if len(t2) == players:
            w = winner(t2, power, trump)
            k2[side(w, players)] += sum(pts.get(c, 0) for _, c in t2)
            nxt, t2 = w, []
        else:
            nxt = order[(order.index(to_act) + 1) % players]
        values.append(brute_force(players, trump, maker, bid, me, h2, t2, nxt, k2))
    mine = side(to_act, players) == side(me, players)
    return max(values) if mine else min(values)


def held_at(hand: dict, players: int, trick_no: int, in_trick: int) -> dict[str, set[int]]:
    """Each seat's cards before card ``in_trick`` of trick ``trick_no`` (R31–R35)."""
    held = {}
    for s in ORDER[players]:
        if players == 4 and s == hand["dealer"]:
            cards = hand["dealer_kept"]
        else:
            cards = hand["kept"][s] + hand["drawn"].get(s, []) + hand.get("given", {}).get(s, [])
        held[s] = {parse_card(c) for c in cards}
    for t, trick in enumerate(hand["tricks"][:trick_no + 1]):
        plays = trick["plays"] if t < trick_no else trick["plays"][:in_trick]
        for s, c in plays:
            held[s].discard(parse_card(c))
    return held


def taken_before(hand: dict, players: int, trick_no: int) -> dict[str, int]:
    """Points each side has before trick ``trick_no``: the R36 awards and the tricks."""
    trump = parse_suit(hand["trump"])
    pts = points_of(trump)
    taken = dict.fromkeys({side(s, players) for s in ORDER[players]}, 0)
    for who, cards in hand.get("awarded", {}).items():
        taken[who] += sum(pts.get(parse_card(c), 0) for c in cards)
    for trick in hand["tricks"][:trick_no]:
        taken[side(trick["winner"], players)] += sum(pts.get(parse_card(c), 0)
                                                     for _, c in trick["plays"])
    return taken


def late_decisions(record: dict, seat: str, most: int):
    """The seat's card decisions with three cards or fewer and a real choice, with
    where they stand in the record."""
    players = record["rules"]["players"]
    found = 0
    for h, hand in enumerate(record["hands"]):
        if "tricks" not in hand:
            continue
        spots = [(t, k) for t, trick in enumerate(hand["tricks"])
                 for k, (s, _) in enumerate(trick["plays"]) if s == seat and t >= 3]
        for _step, obs, _action in rv.decisions(record, h, ORDER[players].index(seat)):
            if obs.decision.kind != "play" or len(obs.hand) > 3:
                continue
            if len(rv.legal_plays(obs)) < 2:
                continue
            t, k = len(obs.tricks), len(obs.trick)
            assert (t, k) in spots
            yield h, hand, t, k, obs
            found += 1
            if found >= most:
                return


# ------------------------------------------------------------------ the tests
@pytest.mark.parametrize("players", [2, 3, 4])
def test_r40_r43_r50_r52_r61_play_values_are_the_exact_mean_over_the_guessed_deals(
        games, players):
    """evaluation.card_values, given deals of the hidden cards, is the mean over them of the best
    result each card leads to with every card known — checked against a search written
    here from the rules alone, over the true deal and deals with hidden cards swapped."""
    record = games[players]
    checked = 0
    for seat in ORDER[players]:
        for _h, hand, t, k, obs in late_decisions(record, seat, 2):
            held = held_at(hand, players, t, k)
            others = [s for s in ORDER[players] if s != seat]
            worlds = [dict(held)]
            a, b = others[0], others[-1]
            for x, y in itertools.islice(itertools.product(sorted(held[a]), sorted(held[b])), 3):
                w = {s: set(v) for s, v in held.items()}
                w[a] = (w[a] - {x}) | {y}
                w[b] = (w[b] - {y}) | {x}
                worlds.append(w)
            guesses = [{SEATS.index(s): sum(1 << c for c in w[s]) for s in others}
                       for w in worlds]
            got = card_values(obs, guesses, exact=True)
            trump = parse_suit(hand["trump"])
            trick = [(SEATS[s], c) for s, c in obs.trick]
            taken = taken_before(hand, players, t)
            for card, value in got.items():
                total = 0.0
                for w in worlds:
                    h2 = {s: set(v) for s, v in w.items()}
                    h2[seat].discard(card)
                    t2 = [*trick, (seat, card)]
                    k2 = dict(taken)
                    order = ORDER[players]
                    if len(t2) == players:
                        win = winner(t2, trump_cards(trump), trump)
                        k2[side(win, players)] += sum(points_of(trump).get(c, 0)
                                                      for _, c in t2)
                        nxt, t2 = win, []
                    else:
                        nxt = order[(order.index(seat) + 1) % players]
                    total += brute_force(players, trump, hand["maker"], hand["bid"], seat,
                                         h2, t2, nxt, k2)
                assert value == pytest.approx(total / len(worlds), abs=1e-9), (seat, card)
            checked += 1
    assert checked >= 2


def _swap_unseen(record: dict, h: int) -> dict:
    """The record with two cards South never saw exchanged: two non-trumps that other
    seats discarded unseen (R31, R61), or, with two players, one of North's discards and a
    card left in the pack (R60: never drawn).  Neither carries points, so the hand's
    play and score stand; the record still replays."""
    new = copy.deepcopy(record)
    hand = new["hands"][h]
    players = record["rules"]["players"]
    trump = parse_suit(hand["trump"])
    power = trump_cards(trump)

    def plain(cards):
        return [c for c in cards if parse_card(c) not in power]

    def discards(s):
        kept = set(hand["kept"].get(s, []))
        return plain([c for c in hand["deal"][s] if c not in kept])

    if players == 2:
        drawn = {c for cards in hand["drawn"].values() for c in cards}
        x = discards("N")[0]
        y = plain([c for c in hand["pack"] if c not in drawn])[0]
        hand["deal"]["N"][hand["deal"]["N"].index(x)] = y
        hand["pack"][hand["pack"].index(y)] = x
    else:
        # R34: with four players the dealer's unkept cards come from the pack too
        robber = hand["dealer"] if players == 4 else None
        a, b = [s for s in ORDER[players] if s not in ("S", robber)][:2]
        x, y = discards(a)[0], discards(b)[0]
        hand["deal"][a][hand["deal"][a].index(x)] = y
        hand["deal"][b][hand["deal"][b].index(y)] = x
    replay_record(new)                       # still a game the rules accept
    return new


def _swap_held(record: dict, h: int) -> tuple[dict, tuple[int, int]] | None:
    """The record with two cards exchanged that two other seats were dealt and held into
    the play (R31, R32: trumps kept; R34: the dealer's), neither worth points (R50) nor
    changing a trick's winner (the record still replays), and where the first of them
    is played (trick, place) — before then South could not have seen either."""
    hand = record["hands"][h]
    players = record["rules"]["players"]
    trump = parse_suit(hand["trump"])
    power, pts = trump_cards(trump), points_of(trump)
    held = held_at(hand, players, 0, 0)
    others = [s for s in ORDER[players] if s != "S"]
    dealt = {s: {parse_card(c) for c in hand["deal"][s]} & held[s] - set(pts)
             for s in others}
    if players == 2:
        # R60: the cards left in the pack after both players drew are never seen.
        drawn = {c for cards in hand["drawn"].values() for c in cards}
        dealt["pack"] = {parse_card(c) for c in hand["pack"] if c not in drawn} - set(pts)
        others.append("pack")
    found = None
    for a, b in itertools.combinations(others, 2):
        for x, y in itertools.product(sorted(dealt[a]), sorted(dealt[b])):
            if suit_in_play(x, power, trump) != suit_in_play(y, power, trump):
                continue                                      # R41, R42 stay the same
            names = {CARD_NAMES[x]: CARD_NAMES[y], CARD_NAMES[y]: CARD_NAMES[x]}
            first = min((t, k) for t, trick in enumerate(hand["tricks"])
                        for k, (_, c) in enumerate(trick["plays"]) if c in names)
            if found is not None and first <= found[1]:
                continue
            new = copy.deepcopy(record)
            new["hands"][h] = _rename(hand, names)
            try:
                replay_record(new)
            except RecordError:
                continue                                      # a trick changed hands
            found = new, first     # the latest first play: the most decisions to compare
    return found


def _rename(value, names: dict[str, str]):
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, list):
        return [_rename(v, names) for v in value]
    if isinstance(value, dict):
        return {k: _rename(v, names) for k, v in value.items()}
    return value


@pytest.mark.parametrize("players", [2, 3, 4])
def test_values_before_a_card_is_shown_do_not_depend_on_who_holds_it(games, players):
    """Two cards other seats held are exchanged between them (with two players, one
    of North's and one left in the pack): until the first is played, nothing South
    could see differs, and neither do the values at South's decisions (its turn in the
    auction, its trumps and its cards)."""
    record = games[players]
    done = 0
    for h in review_part.reviewable_hands(record, 0):
        if not record["hands"][h].get("tricks"):
            continue
        swapped = _swap_held(record, h)
        if swapped is None:
            continue
        changed, first = swapped
        before, after = rv.review_hand(record, h, 0), rv.review_hand(changed, h, 0)
        assert _values(before)[:2] == _values(after)[:2]
        early = [(p.trick, p.played, p.values) for p in before.plays
                 if (p.trick - 1, len(p.before)) < first]
        assert early == [(p.trick, p.played, p.values) for p in after.plays
                         if (p.trick - 1, len(p.before)) < first]
        done += 1
        if done == 8:
            break
    assert done


def _values(review: rv.HandReview):
    return (review.bidding and (review.bidding.values, review.bidding.chosen),
            review.naming and review.naming.values,
            [(p.trick, p.played, p.values) for p in review.plays])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r31_r37_r60_values_do_not_change_with_cards_the_seat_never_saw(games, players):
    """DESIGN.md: a bot sees only its observation.  Exchanging two cards South never
    saw (other seats' discards, R31; the undrawn pack, R60) changes none of the values
    at any of South's decisions."""
    record = games[players]
    hands = [h for h in review_part.reviewable_hands(record, 0)
             if record["hands"][h].get("maker") and len(record["hands"][h]["tricks"]) == 6]
    assert hands
    for h in hands[:2]:
        changed = _swap_unseen(record, h)
        assert changed["hands"][h]["deal"] != record["hands"][h]["deal"]
        assert _values(rv.review_hand(changed, h, 0)) == _values(rv.review_hand(record, h, 0))


def test_review_is_deterministic_and_asks_only_from_the_seats_view(games, monkeypatch):
    record = games[4]
    h = review_part.reviewable_hands(record, 0)[-1]
    seen = []
    # The guesses are drawn by the Expert's own pimc.guess_deals, which the review calls.
    from cinch_qt.games.cinch.ai import pimc
    real = pimc.Knowledge

    def spy(obs):
        seen.append(obs.seat)
        return real(obs)

    monkeypatch.setattr(pimc, "Knowledge", spy)
    first = rv.review_hand(record, h, 0)
    assert _values(first) == _values(rv.review_hand(record, h, 0))
    assert seen and set(seen) == {0}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_best_is_the_experts_own_choice_r20_r30_r40(games, players):
    """One brain: the review's values are the evaluation's, and the choice it marks is
    the one ExpertBot makes (R20 bid, R30 trumps, R40 card), whatever the bot's seed."""
    record = games[players]
    compared = {"bid": 0, "trump": 0, "play": 0}
    for h in review_part.reviewable_hands(record, 0)[:6]:
        review = rv.review_hand(record, h, 0)
        plays = iter(review.plays)
        for step, obs, _action in rv.decisions(record, h, 0):
            bot = ExpertBot(f"any:{step}")
            kind = obs.decision.kind
            if kind == "bid":
                assert review.bidding.expert == bot.bid(obs)
                assert review.bidding.values == evaluate(obs).values
                compared["bid"] += 1
            elif kind == "trump":
                assert review.naming.best == bot.trump(obs)
                assert review.naming.values == evaluate(obs).values
                compared["trump"] += 1
            elif kind == "play" and len(rv.legal_plays(obs)) > 1:
                row = next(plays)
                assert row.best == bot.play(obs)
                assert row.values == evaluate(obs).values
                compared["play"] += 1
    assert compared["bid"] and compared["play"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_marks_and_losses_r20_r30_r41(games, players, qapp):
    record = games[players]
    named = 0
    for h in review_part.reviewable_hands(record, 0)[:8]:
        review = review_part.work(record, h, 0)
        assert review.bidding or review.naming or review.plays    # a choice was made
        losses = review_part.losses(review)
        assert set(losses) == set(review_part.loss_names()) == {"bid", "trump", "play"}
        assert all(v >= 0 for v in losses.values())
        b = review.bidding
        if b is not None:
            bids = [x for s, x in record["hands"][h]["bids"] if s == "S"]
            assert b.chosen == bids[0]
            assert losses["bid"] == pytest.approx(max(0.0, b.values[b.best]
                                                      - b.values[b.chosen]))
            assert b.flagged == (losses["bid"] > max(rv.FLAG_POINTS,
                                                     b.noise.get(b.chosen, 0.0)))
            if b.high_bid:
                assert min(a for a in b.values if a is not None) == b.high_bid + 1  # R20
        if review.naming is not None:
            named += 1
            n = review.naming
            assert n.chosen == parse_suit(record["hands"][h]["trump"])
            assert set(n.values) == {0, 1, 2, 3}
            assert losses["trump"] == pytest.approx(max(0.0, n.values[n.best]
                                                        - n.values[n.chosen]))
        else:
            assert losses["trump"] == 0
        for p in review.plays:
            assert p.played in p.values and len(p.values) > 1
            assert p.loss == pytest.approx(max(0.0, p.values[p.best] - p.values[p.played]))
            assert p.best != p.played or p.loss == 0
            assert p.flagged == (p.loss > max(rv.FLAG_POINTS, p.noise.get(p.played, 0.0)))
        assert losses["play"] == pytest.approx(sum(p.loss for p in review.plays))
        _check_marks(review_part.page(review), review)


def _check_marks(page: str, review: rv.HandReview) -> None:
    auction = page.split("<h3>The auction</h3>")[1].split("</table>")[0]
    rows = re.findall(r"<tr( style='font-weight:bold')?>(.*?)</tr>", auction)
    if review.bidding is not None:
        b = review.bidding
        table = [(bold, cells) for bold, cells in rows
                 if re.match(r"<td align='right'>(Pass|\d+)</td>", cells)]
        assert len(table) == len(b.values)
        for bold, cells in table:
            amount = re.match(r"<td align='right'>(Pass|\d+)</td>", cells)[1]
            amount = None if amount == "Pass" else int(amount)
            assert (amount == b.chosen) == bool(bold) == ("your choice" in cells)
            assert (amount == b.best) == ("the Expert&#x27;s choice" in cells
                                          or "the Expert's choice" in cells)


def test_r22_stuck_dealer_may_not_pass_so_passing_is_not_offered():
    # A game in which everybody passes whenever South deals, so South is stuck.
    state = GameState(Rules(players=4, all_pass="stuck_dealer"), seed=12)
    bots = {s: make_player("easy", s) for s in state.seats}
    while state.hand_no < 4 and not state.is_over:
        seat = state.current
        if state.phase == "bid" and state.dealer == 0 and seat != 0:
            state.apply(Pass(seat))
        else:
            state.apply(bots[seat].choose(state.observation(seat)))
    record = state.to_record()
    stuck = [h for h, hand in enumerate(record["hands"])
             if hand["dealer"] == "S" and "scored" in hand]
    assert stuck
    review = rv.review_hand(record, stuck[0], 0)
    assert None not in review.bidding.values
    assert review.bidding.chosen is not None
    assert min(review.bidding.values) == 1


def test_bad_requests_get_clear_errors(games):
    record = games[4]
    with pytest.raises(ValueError, match="not at this table"):
        rv.review_hand(record, 0, 7)
    unfinished = copy.deepcopy(record)
    last = unfinished["hands"][-1]
    for key in ("scored", "totals", "taken", "awarded"):
        last.pop(key, None)
    last["tricks"] = last.get("tricks", [])[:2]
    unfinished["final"] = None
    with pytest.raises(ValueError, match="not finished"):
        rv.review_hand(unfinished, len(unfinished["hands"]) - 1, 0)
    assert len(unfinished["hands"]) - 1 not in review_part.reviewable_hands(unfinished, 0)


def _plain(page: str) -> str:
    doc = QTextDocument()
    doc.setHtml(page)
    return doc.toPlainText()


def _review_context(language: str) -> ET.Element:
    """The CinchReview context of ``language``'s catalogues (Cinch's own, as only
    Cinch's code uses it)."""
    for ts in ts_paths(language):
        for context in ET.parse(ts).getroot().iter("context"):
            if context.findtext("name") == "CinchReview":
                return context
    raise AssertionError(f"no CinchReview context in the {language} catalogues")


def _review_sources() -> set[str]:
    return {m.findtext("source") for m in _review_context("fr").iter("message")}


@pytest.mark.parametrize("language", ["fr", "nl"])
def test_every_review_string_is_translated(language):
    context = _review_context(language)
    unfinished = [m.findtext("source") for m in context.iter("message")
                  if m.find("translation").get("type") == "unfinished"
                  or not (m.findtext("translation") or "").strip()]
    assert not unfinished


@pytest.mark.parametrize("language", ["fr", "nl"])
def test_the_page_reads_in_french_and_dutch(games, speak, language):
    record = games[3]
    h = next(h for h in review_part.reviewable_hands(record, 0)
             if record["hands"][h].get("maker") == "S")
    review = review_part.work(record, h, 0)
    english = _plain(review_part.page(review))
    assert speak(language) == language
    text = _plain(review_part.page(review))
    assert text != english
    long_sources = [s for s in _review_sources() if len(s.split()) >= 3]
    assert not [s for s in long_sources if s.split("%")[0].strip() and
                s.split("%")[0].strip() in text]
    names = review_part.loss_names()
    assert names["play"] not in ("The play",) and names["bid"] != "The auction"


def test_every_word_of_the_page_goes_through_a_translator(games, pseudo):  # noqa: F811
    record = games[4]
    for h in review_part.reviewable_hands(record, 0)[:3]:
        text = _plain(review_part.page(review_part.work(record, h, 0)))
        bad = [line for line in text.splitlines() if untranslated(line)]
        assert not bad, bad
