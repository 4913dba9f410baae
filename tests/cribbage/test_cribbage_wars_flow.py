"""Crib Wars game flow (shared/CRIBWARS.md W30–W43, CRIBBAGE.md C62): what the engine
does when the board says a move landed on a penalty square, sits a side out, etc.  The
board itself (walks, squares, marks, the settlement) is tested in test_cribbage_board*."""

from __future__ import annotations

import random

from cinch_qt.games.cribbage.engine import Claim, GameState, LeaveBox, Play, Rules
from cinch_qt.games.cribbage.engine.cards import parse_card, parse_cards
from tests.cribbage_helpers import Rigged, draw_for, lay_first, play_random, rig_pack, rigged

C = parse_card


def wars(players: int, dealer: int, hands: dict[int, str], starter: str, **options):
    return rigged(players, dealer, hands, starter, board="crib-wars", **options)


def hand_events(st: GameState, n: int = 0) -> list[dict]:
    return st.hand_records[n]["events"] if n < len(st.hand_records) else st.events


def fold_in_the_play() -> GameState:
    """Two players; N (dealer, on M68) pairs S's nine at a count of 30: +2 lands on P1."""
    st = wars(2, 1, {0: "KH 9H TH QH 2C 3C", 1: "2S 9S 3S 4S 2D 3D"}, "KD")
    lay_first(st)
    st.holes = ["M50", "M68"]
    for card in ("KH", "2S", "9H", "9S"):
        st.apply(Play(st.current_seat, C(card)))
    return st


def test_w30_fold_kills_the_cards_and_the_go_point():
    st = fold_in_the_play()
    ev = st.events
    i = next(k for k, e in enumerate(ev) if e["e"] == "fold")
    assert ev[i - 1] == {"e": "score", "side": "N", "why": "play", "points": 2,
                         "from": "M68", "to": "M70", "square": "P1"}
    assert ev[i] == {"e": "fold", "side": "N", "square": "P1"}
    assert st.hands[1] == [] and sorted(st.dead[1]) == sorted(parse_cards("3S 4S"))
    # S cannot add to 30; the count's last card was N's: no go point, a new count.
    after = [e["e"] for e in ev[i + 1:]]
    assert after[-2:] == ["go", "reset"] and "go" not in [
        e.get("why") for e in ev[i + 1:] if e["e"] == "score"]
    assert st.current_seat == 0
    st.apply(Play(0, C("TH")))
    st.apply(Play(0, C("QH")))             # N takes no part: S plays out alone
    ev = hand_events(st)
    shows = [(e["seat"], e["what"]) for e in ev if e["e"] == "show"]
    assert shows == [("S", "hand")]        # N's hand and crib are not counted
    assert [(e["side"], e["why"]) for e in ev if e["e"] == "score"][-2:] == [
        ("S", "go"), ("S", "hand")] or shows == [("S", "hand")]


def test_c62_folded_side_takes_no_further_part():
    st = fold_in_the_play()
    assert 1 not in [s for s in st.active if st._in_play(s)]
    while st.phase == "play":
        assert st.current_seat == 0
        st.apply(st.legal_actions()[0])


def test_w31_two_sides_retreat_and_award():
    st = fold_in_the_play()
    ev = st.events
    i = next(k for k, e in enumerate(ev) if e["e"] == "fold")
    assert ev[i + 1] == {"e": "retreat", "side": "N", "from": "M70", "to": "M50"}
    # W36: S's award from M50 would end on P1 (M70): it stops on M71 instead.
    assert ev[i + 2] == {"e": "score", "side": "S", "why": "award", "points": 20,
                         "from": "M50", "to": "M71"}
    assert st.holes == ["M71", "M50"]


def heels_fold_three(dealer: int = 1, **options) -> GameState:
    """Three players; the dealer's side stands on M68 and the starter is a jack (W38)."""
    st = wars(3, dealer, {0: "AH 2H 3H 4H 5H", 1: "6H 7H 8H 9H TH", 2: "AS 2S 3S 4S 5S"},
              "JD", **options)
    st.holes[dealer] = "M68"
    lay_first(st)
    return st


def test_w32_three_sides_sit_out_no_award():
    st = heels_fold_three()
    ev = [e for e in st.events if e["e"] in ("fold", "sit_out", "retreat", "score")]
    assert ev == [{"e": "score", "side": "W", "why": "heels", "points": 2, "from": "M68",
                   "to": "M70", "square": "P1"},
                  {"e": "fold", "side": "W", "square": "P1"},
                  {"e": "sit_out", "side": "W", "hands": 3}]
    assert st.box[1] == 3 and st.holes[1] == "M70"


def test_w33_reduced_table_and_the_deal_skips_the_side():
    st = heels_fold_three()
    rng = random.Random(1)
    seen = []
    while st.hand_no < 5:
        if st.phase == "lay" and st.hand_no not in [h for h, _, _ in seen]:
            st.holes[0] = st.holes[2] = "M0"        # keep S and E clear of the squares
            seen.append((st.hand_no, tuple(st.out), {s: len(c) for s, c in st.deal.items()}))
        st.apply(rng.choice(st.legal_actions()))
    assert st.hand_records[0]["out"] == [] and len(st.hand_records[0]["deal"]) == 3
    for h in (1, 2, 3):                             # three hands out (the fold hand not counted)
        assert seen[h - 1] == (h, (1,), {0: 6, 2: 6})
    assert seen[3][:2] == (4, ()) and len(seen[3][2]) == 3
    dealers = [st.hand_records[h]["dealer"] for h in range(5)]
    assert dealers == ["W", "E", "S", "E", "S"]    # W skipped while out
    assert st.hand_records[1]["out"] == ["W"]
    assert st.hand_records[3]["holes"]["W"] == "M70"   # still on the square when dealt in


def test_w33_six_players_four_player_partnership_hand():
    st = wars(6, 0, {s: h for s, h in enumerate(["AH 2H 3H 4H 5H", "6H 7H 8H 9H TH",
                                                 "AS 2S 3S 4S 5S", "6S 7S 8S 9S TS",
                                                 "AC 2C 3C 4C 5C", "6C 7C 8C 9C TC"])},
              "JD")
    st.holes[0] = "M68"
    lay_first(st)
    assert st.box[0] == 3
    rng = random.Random(2)
    while st.hand_no < 2:
        if st.phase == "lay":
            st.holes[1] = st.holes[2] = "M0"
        st.apply(rng.choice(st.legal_actions()))
    h1 = st.hand_records[1]
    assert h1["out"] == ["A"] and h1["dealer"] == "SW"
    assert list(h1["deal"]) == ["NW", "NE", "SE", "SW"]
    assert all(len(c) == 5 for c in h1["deal"].values())
    lays = [e for e in h1["events"] if e["e"] == "lay"]
    assert len(lays) == 4 and not [e for e in h1["events"] if e["e"] == "bury"]


def test_w34_peg_duty_person_must_leave_the_box():
    st = heels_fold_three(dealer=0, peg_duty=True)
    assert st.box[0] == 3
    rng = random.Random(3)
    boxes = []
    while st.hand_no < 6:
        if st.phase == "lay" or st.phase == "box":
            st.holes[1] = st.holes[2] = "M0"
        if st.phase == "box":
            boxes.append(st.hand_no)
            st.apply(LeaveBox(0, len(boxes) == 2))   # forgets once, then leaves
            continue
        st.apply(rng.choice(st.legal_actions()))
    assert boxes == [3, 4]                            # third hand out, and one more
    assert [h["out"] for h in st.hand_records[:6]] == [[], ["S"], ["S"], ["S"], ["S"], []]
    assert {"e": "leave_box", "side": "S"} in st.hand_records[4]["events"]


def test_w34_peg_duty_off_brings_the_side_back():
    st = heels_fold_three(dealer=0)
    rng = random.Random(3)
    while st.hand_no < 5:
        assert st.phase != "box"
        if st.phase == "lay":
            st.holes[1] = st.holes[2] = "M0"
        st.apply(rng.choice(st.legal_actions()))
    assert [h["out"] for h in st.hand_records[:5]] == [[], ["S"], ["S"], ["S"], []]


def test_w35_second_arrival_releases_and_awards_clockwise():
    # Hand 0: W (dealer) folds on P2 from M158 and sits out.  Hand 1 (S and E, E deals):
    # E turns a jack from M68 -> P1 while W is in the box.
    hand1 = rig_pack([0, 2], {0: parse_cards("AH 2H 3H 4H 5H 6H"),
                              2: parse_cards("AS 2S 3S 4S 5S 6S")}, C("JC"))
    pack0 = rig_pack([2, 0, 1], {2: parse_cards("AH 2H 3H 4H 5H"),
                                 0: parse_cards("6H 7H 8H 9H TH"),
                                 1: parse_cards("AS 2S 3S 4S 5S")}, C("JD"), C("KC"))
    st = GameState(Rules(players=3, board="crib-wars"), 0,
                   shuffler=Rigged([draw_for(3, 1)], [pack0, hand1], [4, 4]))
    st.holes = ["M10", "M158", "M20"]
    lay_first(st)
    assert st.box[1] == 3 and st.holes[1] == "M160"
    play_random(st, 4, until=lambda s: s.hand_no == 1)
    assert st.out == [1] and st.dealer == 2
    st.holes[0], st.holes[2] = "M10", "M68"
    lay_first(st)
    ev = [e for e in st.events if e["e"] in ("fold", "release", "retreat", "score")]
    assert ev == [
        {"e": "score", "side": "E", "why": "heels", "points": 2, "from": "M68", "to": "M70",
         "square": "P1"},
        {"e": "fold", "side": "E", "square": "P1"},
        {"e": "release", "side": "W", "from": "M160", "to": "M161"},
        {"e": "retreat", "side": "E", "from": "M70", "to": "M50"},
        {"e": "score", "side": "S", "why": "award", "points": 20, "from": "M10", "to": "M30"},
        {"e": "score", "side": "W", "why": "award", "points": 20, "from": "M161",
         "to": "M181"},
    ]
    assert st.box == [0, 0, 0]
    play_random(st, 5, until=lambda s: s.hand_no == 2)
    assert st.out == [] and len(st.active) == 3     # W dealt in again


def test_w36_award_that_wins_ends_the_game():
    st = wars(2, 1, {0: "KH 9H TH QH 2C 3C", 1: "2S 9S 3S 4S 2D 3D"}, "KD")
    lay_first(st)
    st.holes = ["M225", "M68"]
    for card in ("KH", "2S", "9H", "9S"):
        st.apply(Play(st.current_seat, C(card)))
    assert st.is_over and st.winner == 0 and st.holes[0] == "M241"
    assert st.events[-1] == {"e": "win", "side": "S"}


def test_w40_no_heels_on_mark_238():
    st = wars(2, 1, {0: "AH 2H 3H 4H 5H 6H", 1: "AS 2S 3S 4S 5S 6S"}, "JD")
    st.holes[1] = "M238"
    lay_first(st)
    assert not [e for e in st.events if e["e"] == "score"]
    st = wars(2, 1, {0: "AH 2H 3H 4H 5H 6H", 1: "AS 2S 3S 4S 5S 6S"}, "JD")
    st.holes[1] = "M237"
    lay_first(st)
    assert [e["why"] for e in st.events if e["e"] == "score"] == ["heels"]


def test_w41_crib_wars_skunks_off_by_default_and_lines_180_120():
    for skunks, mark, points in ((None, 100, 1), (True, 181, 1), (True, 180, 2),
                                 (True, 120, 4)):
        opts = {} if skunks is None else {"skunks": skunks}
        st = wars(2, 1, {0: "KH 9H TH QH 2C 3C", 1: "5S 9S 3S 4S 2D 3D"}, "KD", **opts)
        lay_first(st)
        st.holes = [f"M{mark}", "M240"]
        st.apply(Play(0, C("KH")))
        st.apply(Play(1, C("5S")))
        assert st.game_points == {0: points}, (skunks, mark)


def manual(claim: int, s_hole: str, n_hole: str, muggins: str = "off") -> GameState:
    """S's hand 4C 5D 6H 7S with 6D is worth 14 (C77); S claims ``claim``."""
    st = wars(2, 1, {0: "4C 5D 6H 7S KC QC", 1: "AS 2S 3S 9D KD QD"}, "6D",
              counting="manual", muggins=muggins)
    lay_first(st)
    play_random(st, 0, until=lambda s: s.phase == "show")
    st.holes = [s_hole, n_hole]
    st.apply(Claim(0, claim))
    return st


def test_w42_muggins_is_a_move_that_lands_on_squares():
    st = manual(10, "M100", "M66", "cut-throat")
    ev = hand_events(st)
    i = next(k for k, e in enumerate(ev) if e["e"] == "score" and e["why"] == "muggins")
    assert ev[i] == {"e": "score", "side": "N", "why": "muggins", "points": 4,
                     "from": "M66", "to": "M70", "square": "P1"}
    assert ev[i + 1] == {"e": "fold", "side": "N", "square": "P1"}
    assert not [e for e in ev[i:] if e["e"] == "show"]     # N counts nothing more


def test_w43_the_claim_is_the_move():
    st = manual(14, "M56", "M0")
    assert {"e": "fold", "side": "S", "square": "P1"} in hand_events(st)
    st = manual(13, "M56", "M0")
    ev = hand_events(st)
    assert not [e for e in ev if e["e"] == "fold"]
    assert [e for e in ev if e["e"] == "score" and e["side"] == "S"][-1]["to"] == "M69"


def test_w31_book_vector_m66_scores_4():
    # CRIBWARS.md test vector: "M66, two sides, 4: lands on M70 (P1): folds, back to M50;
    # opponent gets an award".  S claims 4 of its 14 (W43) from M66.
    st = manual(4, "M66", "M100")
    ev = hand_events(st)
    i = next(k for k, e in enumerate(ev) if e["e"] == "fold")
    assert ev[i - 1] == {"e": "score", "side": "S", "why": "hand", "points": 4, "from": "M66",
                         "to": "M70", "square": "P1"}
    assert ev[i:i + 3] == [
        {"e": "fold", "side": "S", "square": "P1"},
        {"e": "retreat", "side": "S", "from": "M70", "to": "M50"},
        {"e": "score", "side": "N", "why": "award", "points": 20, "from": "M100",
         "to": "M120"}]


def test_w38_a_go_point_can_land_on_a_penalty_square():
    st = wars(2, 1, {0: "KH QH 5C 4D 2C 3C", 1: "TS 9S 8S 7S 2D 3D"}, "KD")
    lay_first(st)
    st.holes = ["M69", "M10"]
    for card in ("KH", "TS", "QH"):                 # 30: N go, S's go point
        st.apply(Play(st.current_seat, C(card)))
    kinds = [e["e"] for e in st.events if e["e"] in ("go", "score", "fold", "retreat",
                                                     "reset")]
    assert kinds == ["go", "score", "fold", "retreat", "score", "reset"]
    assert [e for e in st.events if e["e"] == "score"][0]["square"] == "P1"
    while st.phase == "play":
        assert st.current_seat == 1                 # N plays out alone
        st.apply(st.legal_actions()[0])
