"""Positions where the right decision is clear, checked against the Expert bot (and,
where the rule of thumb covers it, the other levels).  Deals are written in RECORD
notation; the fillers are chosen so that nothing else is in doubt."""

from __future__ import annotations

import pytest

from cinch_qt.games.cinch.ai.evaluation import evaluate
from cinch_qt.games.cinch.ai.registry import make_player
from cinch_qt.games.cinch.engine import (
    Bid,
    DealerGive,
    DealerKeep,
    GameState,
    KeepTrumps,
    NameTrump,
    Pass,
    Play,
    Rules,
)
from cinch_qt.games.cinch.engine.cards import parse_card
from tests.engine_helpers import build, cards

S, W, N, E = 0, 1, 2, 3


def bid_out(state: GameState, maker: int, amount: int, trump: str) -> None:
    while state.phase == "bid":
        seat = state.current
        state.apply(Bid(seat, amount) if seat == maker else Pass(seat))
    state.apply(NameTrump(maker, "CDHS".index(trump)))


def expert_choice(state: GameState, seed: int = 1):
    return make_player("expert", seed).choose(state.observation(state.current))


# Hearts are trumps in these deals: 14 trumps are 2H..AH and 5D (R11).
FILLERS = ("2C 3C 4C 6C 7C 8C 9C TC JC QC KC AC 5C "
           "2S 3S 4S 6S 7S 8S 9S TS JS QS KS AS 5S "
           "2D 3D 4D 6D 7D 8D 9D TD JD QD KD AD").split()


def _ace_and_pedro_lead() -> GameState:
    # South bids and names hearts holding AH 5H 9H 7H 3H; every other trump lies
    # with the opponents and the dealer.
    f = list(FILLERS)
    deal = {
        S: "AH 5H 9H 7H 3H " + " ".join(f[0:4]),
        W: "KH QH " + " ".join(f[4:11]),
        N: "4H " + " ".join(f[11:19]),
        E: "JH TH 8H 6H 2H 5D " + " ".join(f[19:22]),
    }
    pack = " ".join(f[22:38])
    state = build(deal, pack, dealer=E)
    bid_out(state, S, 7, "H")
    state.apply(DealerKeep(E, frozenset(cards("JH TH 8H 6H 2H 5D"))))
    assert state.current == S and state.phase == "play"
    return state


def test_r40_maker_with_ace_and_right_pedro_keeps_the_pedro_and_the_ace_is_sound():
    # Leading the Pedro into the opponents' KH QH JH TH gives five points away; the
    # ace takes High at no risk.  A low trump that keeps the ace back is valued alike
    # once the defenders in the play-outs keep their trumps for the Pedro instead of
    # trumping tricks without points, so the ace must be within the evaluation's
    # noise of the Expert's lead (never shown as a loss), not necessarily the lead.
    state = _ace_and_pedro_lead()
    ev = evaluate(state.observation(S))
    assert ev.choice != parse_card("5H")
    assert ev.values[parse_card("5H")] < ev.values[ev.choice] - ev.noise[parse_card("5H")]
    assert ev.within_noise(parse_card("AH"))


def test_r40_lead_choice_is_stable_across_seeds():
    # The same position with other bot seeds: the lead is the evaluation's, not the
    # bot's own generator's.
    first = expert_choice(_ace_and_pedro_lead(), 1)
    for seed in (2, 3):
        assert expert_choice(_ace_and_pedro_lead(), seed) == first
    assert first != Play(S, parse_card("5H"))


@pytest.mark.parametrize("level", ["easy", "normal", "expert"])
def test_r20_r21_never_bid_14_with_a_weak_hand(level):
    # South holds small cards of every suit and no trump honours: nothing to bid on.
    deal = {
        S: "2C 3C 4D 6D 7S 8S 3H 4H 6H",
        W: "AC KC QC JC TC AD KD QD JD",
        N: "AS KS QS JS TS AH KH QH JH",
        E: "9C 8C 7C TD 9D 8D 9S 6S 4S",
    }
    pack = "2D 3D 5D 7D 5C 6C 2S 3S 5S 5H TH 9H 8H 7H 2H"
    every = set(c for t in deal.values() for c in cards(t)) | set(cards(pack))
    rest = [c for c in range(52) if c not in every]
    pack = pack + "".join(" " + "23456789TJQKA"[c % 13] + "CDHS"[c // 13] for c in rest)
    state = build(deal, pack, dealer=E)
    action = make_player(level, 3).choose(state.observation(S))
    assert action == Pass(S) or (isinstance(action, Bid) and action.amount <= 3)


def test_r22_stuck_dealer_with_a_weak_hand_bids_the_minimum():
    rules = Rules(all_pass="stuck_dealer", min_bid=2)
    deal = {
        S: "AC KC QC JC TC AD KD QD JD",
        W: "AS KS QS JS TS AH KH QH JH",
        N: "9C 8C 7C TD 9D 8D 9S 6S 4S",
        E: "2C 3C 4D 6D 7S 8S 3H 4H 6H",
    }
    every = set(c for t in deal.values() for c in cards(t))
    pack = " ".join("23456789TJQKA"[c % 13] + "CDHS"[c // 13] for c in range(52)
                    if c not in every)
    state = build(deal, pack, dealer=E, rules=rules)
    for seat in (S, W, N):
        state.apply(Pass(seat))
    assert expert_choice(state) == Bid(E, 2)


def test_r32_keep_both_pedros_and_the_top_trumps():
    # North holds eight trumps: it must keep six (R32); the Pedros and the ace stay,
    # the worthless 3H and 4H go.
    f = list(FILLERS)
    deal = {
        S: " ".join(f[0:9]),
        W: " ".join(f[9:18]),
        N: "AH KH 5H 5D 9H 6H 4H 3H " + f[18],
        E: "QH JH TH 8H 7H 2H " + " ".join(f[19:22]),
    }
    pack = " ".join(f[22:38])
    state = build(deal, pack, dealer=E)
    bid_out(state, N, 6, "H")
    # South and West hold no trumps; North is asked to choose.
    assert state.phase == "keep" and state.current == N
    for level in ("easy", "normal", "expert"):
        action = make_player(level, 1).choose(state.observation(N))
        assert action == KeepTrumps(N, frozenset(cards("AH KH 5H 5D 9H 6H"))), level


def test_r35_dealer_gives_the_opponent_on_its_right_no_trump():
    # South, West and North hold no trumps, so they need 18 cards from a pack of 16:
    # North ends two short.  The dealer keeps six of its own nine (R35) and must give
    # North two of its three discards: an opponent gets the two plain cards, not 8H.
    f = list(FILLERS)
    deal = {
        S: " ".join(f[0:9]),
        W: " ".join(f[9:18]),
        N: " ".join(f[18:27]),
        E: "AH KH QH JH TH 9H 8H " + " ".join(f[27:29]),
    }
    pack = " ".join(f[29:38]) + " 7H 6H 5H 4H 3H 2H 5D"
    state = build(deal, pack, dealer=E)
    bid_out(state, E, 8, "H")
    assert state.phase == "rob"
    state.apply(DealerKeep(E, frozenset(cards("AH KH QH JH TH 9H"))))
    assert state.phase == "give" and state.decision().to == N
    for level in ("easy", "normal", "expert"):
        action = make_player(level, 1).choose(state.observation(E))
        assert action == DealerGive(E, N, frozenset(cards(" ".join(f[27:29])))), level


# ---------------------------------------------------------------- issue 20 positions
# Deals from the arena's deal seeds (GameState(rules, seed)) and the actions before the
# decision, as the issue gives them; re-checked under the corrected R42 (a player void in
# the suit led may play any card).  Each must be answered right for at least 18 of 20
# bot seeds.
def scripted(players: int, seed: int, script: str) -> GameState:
    state = GameState(Rules(players=players), seed)
    for step in filter(None, (x.strip() for x in script.split(";"))):
        word = step.split()
        seat = "SWNE".index(word[0])
        if word[1] == "bid":
            state.apply(Bid(seat, int(word[2])))
        elif word[1] == "pass":
            state.apply(Pass(seat))
        elif word[1] == "trump":
            state.apply(NameTrump(seat, "CDHS".index(word[2])))
        elif word[1] == "keep":
            chosen = frozenset(cards(" ".join(word[2:])))
            rob = state.decision().kind == "rob"
            state.apply(DealerKeep(seat, chosen) if rob else KeepTrumps(seat, chosen))
        else:
            state.apply(Play(seat, parse_card(word[1])))
    return state


def expert_answers(state: GameState) -> list:
    obs = state.observation(state.current)
    return [make_player("expert", seed).choose(obs) for seed in range(20)]


def test_r42_r43_no_under_trump_when_void_in_the_suit_led():
    # South made 9 in hearts; clubs are led, North has trumped with 7H, and East, void
    # in clubs, holds AD 6H 9H 8S AS.  Under the corrected R42 East need not trump at
    # all: throwing a plain card keeps both trumps (worth +19 for East-West with the
    # real hands, against +15 for either trump); under-trumping with 6H wastes one.
    state = scripted(4, 12000066, "W bid 2; N bid 8; E pass; S bid 9; S trump H; "
                     "S keep 4H AC AH JH 5H TH; S AH; W QH; N 8H; E 3H; S AC; W 2C; N 7H")
    assert state.current == E and sorted(state.legal_cards()) == sorted(
        cards("AD 6H 9H 8S AS"))
    answers = expert_answers(state)
    assert Play(E, parse_card("6H")) not in answers
    plain = {Play(E, c) for c in cards("AD 8S AS")}
    assert sum(a in plain for a in answers) >= 18, answers


def test_r50_keep_the_guard_of_the_jack_instead_of_a_pointless_trick():
    # West made 8 in hearts.  South led JS and West trumped with 3H; North holds
    # 7H JH 4S TS.  Over-trumping with 7H takes no points and leaves JH bare against
    # West's AH; a spade keeps it (exact search of the real hands: +15 against -4).
    state = scripted(4, 12000050, "S bid 6; W bid 8; N pass; E pass; W trump H; "
                     "E keep 9H AC 5H KC TC KD; W KH; N 4H; E 5H; S 6H; W JD; N 5D; "
                     "E 9H; S QH; S JS; W 3H")
    assert state.current == N
    answers = expert_answers(state)
    spades = {Play(N, c) for c in cards("4S TS")}
    assert sum(a in spades for a in answers) >= 18, answers


def test_r20_r52_no_bid_of_11_on_king_and_ten_of_trumps():
    # West bid 8; North holds 2C 3C 6C 7C 6D TH KH 2S JS: no ace, no Pedro, nothing
    # that makes 9 or more.  Noise once pushed this to 11 and a set of 24.
    state = scripted(4, 2024006296, "W bid 8")
    assert state.current == N
    answers = expert_answers(state)
    assert sum(a == Pass(N) for a in answers) >= 18, answers


def test_r61_three_players_pass_a_hand_worth_less_than_defending():
    # Three players; West bid 5.  East holds 2C 4C 5C JC JD 3H 7H KH 4S: over 120
    # re-deals (under the old R42) bidding 6 averaged -3.20 for East and passing -0.38;
    # our own simulation calls the bid +2.3, hence the three-player calibration.
    state = scripted(3, 2027006145, "W bid 5")
    assert state.current == E
    answers = expert_answers(state)
    assert sum(a == Pass(E) for a in answers) >= 18, answers


def test_r43_r50_win_the_trick_holding_partners_pedro():
    # West leads 8H, partner North must play the 5H Pedro (R41), East tops it with KH;
    # South, last to play, holds AH and 3H: the ace takes ten points' worth of trick.
    f = list(FILLERS)
    deal = {
        S: "AH 3H " + " ".join(f[0:7]),
        W: "8H " + " ".join(f[7:15]),
        N: "5H " + " ".join(f[15:23]),
        E: "KH QH JH TH 9H 7H 6H 4H " + f[23],
    }
    pack = " ".join(f[24:38]) + " 2H 5D"
    state = build(deal, pack, dealer=E)
    bid_out(state, W, 5, "H")
    state.apply(DealerKeep(E, frozenset(cards("KH QH JH TH 9H 5D"))))
    state.apply(Play(W, parse_card("8H")))
    state.apply(Play(N, parse_card("5H")))
    state.apply(Play(E, parse_card("KH")))
    assert state.current == S
    assert expert_choice(state) == Play(S, parse_card("AH"))
