"""On Crib Wars there is one score.  The Scores panel's rows account for
every hole a side moved — pegging, hand, crib, go, heels, muggins, red jumps (W10), traps
and their blue paths (W11), green shortcuts (W12), retreats (W31), releases (W35),
awards (W36), points lost past the game hole (W6) — so that after every event of a whole
game the rows add up to the side's mark (W7), which is what the badge shows and where
the peg stands.  Engine-level here (bots at every seat, 2, 3, 4 and 6 players, with
muggins and without); test_gui_cribbage_one_score.py checks the window."""

from __future__ import annotations

import pytest

from cinch_qt.games.cribbage.ai import make_player
from cinch_qt.games.cribbage.engine import OVER, GameState, Rules
from cinch_qt.games.cribbage.table import score_ledger
from cinch_qt.games.cribbage.table.hand_summary import summarise_hand


def _hands(st: GameState) -> list[tuple[int, dict]]:
    """Every hand of the game so far: the finished records and the hand in play."""
    done = st.hand_no if st.phase != OVER else len(st.hand_records)
    hands = [(h, st.hand_records[h]) for h in range(done)]
    if st.phase != OVER:
        hands.append((st.hand_no, {"dealer": st.seat_names[st.dealer], "events": st.events}))
    return hands


def _check(st: GameState, where: str) -> None:
    sides = st.side_names
    running = dict.fromkeys(sides, 0)
    for h, record in _hands(st):
        summary = summarise_hand(record, sides, h, board=st.rules.board)
        for side in sides:
            running[side] += summary.total(side)
        if record.get("marks") is not None:
            # The status line's standing after a hand is the record's mark: the rows so
            # far add up to it.
            assert running == record["marks"], (where, h, running, record["marks"])
    marks = {sides[s]: st.mark(s) for s in range(st.n_sides)}
    assert running == marks, (where, running, marks, st.holes)


def _play(rules: Rules, seed: int, seen: dict[str, int]) -> GameState:
    st = GameState(rules, seed)
    bots = {s: make_player("easy", f"{seed}:{s}") for s in rules.seats}
    steps = 0
    while st.phase != OVER:
        before = len(st.events), st.hand_no
        st.apply(bots[st.current].choose(st.observation(st.current)))
        steps += 1
        _check(st, f"seed {seed} action {steps}")
        new = st.events if st.hand_no == before[1] else st.hand_records[before[1]]["events"]
        for ev in new[before[0] if st.hand_no == before[1] else 0:]:
            if ev["e"] == "score" and ev.get("square"):
                seen[ev["square"][0]] = seen.get(ev["square"][0], 0) + 1
            if ev["e"] in ("retreat", "release") or ev.get("why") in ("award", "muggins"):
                seen[ev["e"] if ev["e"] != "score" else ev["why"]] = 1 + seen.get(
                    ev["e"] if ev["e"] != "score" else ev["why"], 0)
    _check(st, f"seed {seed} over")
    winner = st.side_names[st.winner]
    assert st.mark(st.winner) == score_ledger.target(st.rules.board) == 241, winner
    return st


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_rows_add_up_to_the_mark_after_every_event_w7(players):
    seen: dict[str, int] = {}
    for seed in range(3):
        _play(Rules(players=players, board="crib-wars"), seed, seen)
    # The games must have met the board, or the test would prove nothing.
    assert seen.get("R") and seen.get("T") and seen.get("G"), seen
    assert seen.get("P") and seen.get("retreat" if players in (2, 4) else "P"), seen


def test_muggins_and_the_classic_board_add_up_too_c95():
    seen: dict[str, int] = {}
    rules = Rules(players=2, board="crib-wars", counting="manual", muggins="cut-throat")
    for seed in range(2):
        _play(rules, seed, seen)
    st = GameState(Rules(players=3), 4)
    bots = {s: make_player("easy", f"c:{s}") for s in st.rules.seats}
    while st.phase != OVER:
        st.apply(bots[st.current].choose(st.observation(st.current)))
        _check(st, "classic")


def test_a_ledger_splits_a_move_by_what_moved_it_w10_w11_w31_w36():
    from cinch_qt.games.cribbage.engine.boards import get_board

    board = get_board("crib-wars")
    events = [
        # W10: a hand of 12 from M0 lands on R1 and slides to M32.
        {"e": "score", "side": "S", "why": "hand", "points": 12, "from": "M0", "to": "M32",
         "square": "R1"},
        # W11: 6 from M40 lands in T1 (mark 31): the trap costs 15.
        {"e": "score", "side": "N", "why": "play", "points": 6, "from": "M40", "to": "M46",
         "square": "T1"},
        # W31: back 20; W36: the other side's award.
        {"e": "retreat", "side": "N", "from": "M70", "to": "M50"},
        {"e": "score", "side": "S", "why": "award", "points": 20, "from": "M32", "to": "M52"},
        # W6: 12 points from M235 reach M241 with 6: the rest are lost.
        {"e": "score", "side": "S", "why": "crib", "points": 12, "from": "M235", "to": "M241"},
    ]
    points = score_ledger.empty(("S", "N"))
    for ev in events:
        score_ledger.add_event(points, board, ev)
    assert points["S"] == {"pegging": 0, "hand": 12, "crib": 6, "muggins": 0, "board": 20,
                           "penalty": 20}
    assert points["N"] == {"pegging": 6, "hand": 0, "crib": 0, "muggins": 0, "board": -15,
                           "penalty": -20}
