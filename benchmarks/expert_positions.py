"""Positions for people to read: where the Expert and the Expert before it choose
differently, and the hint beside the hand review (measuring only, not a test).

Run:  QT_QPA_PLATFORM=offscreen python benchmarks/expert_positions.py
          [--players 4] [--seed 41400000] [--deals 16] [--show 5] [--hint-seed 41450000]

(a) Deals ``seed + i`` are played by the shipped Expert at every seat; at each bid,
    trump and card decision ``expert-before`` (benchmarks/cinch_frozen) is asked too,
    from the same observation.  The first ``--show`` decisions where they differ are
    printed (at most two of one kind while other kinds are still missing): the seat's
    cards, what it has seen, both choices, and the one evaluation's figures for both
    (``evaluation.evaluate``: the expected result for the seat's side, the share of
    deals in which its side makes the contract or wins the trick, and the 95 %
    half-width of the two choices' difference over the same deals).

(b) The three coach positions of the hint (South asks): a trick North led with the
    four of clubs, East the seven, West still to play; a trick South's king is
    winning with an opponent still to play (a point on it); and an auction in which
    the hint says pass.  The first two are written out card by card (the positions
    reported were not recorded); the third is found in games in which South follows
    every hint (seeds from ``--hint-seed``, the others Easy).  For each: the hint's
    words (``table/hint_reasons``: the advice and its reason) and the hand review's
    row and verdict for the same choice (``ai/review`` and ``table/review_part``),
    both read from the one evaluation of the position.

Every figure comes from seeds fixed here, so a run on the same code prints the same.
"""

from __future__ import annotations

import argparse
import html
import os
import re
import sys
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.cinch_frozen import make_player  # noqa: E402
from cinch_qt.games.cinch.ai import review as rv  # noqa: E402
from cinch_qt.games.cinch.ai.evaluation import evaluate  # noqa: E402
from cinch_qt.games.cinch.ai.explain import explain  # noqa: E402
from cinch_qt.games.cinch.engine import BID, PLAY, TRUMP, GameState, Rules  # noqa: E402
from cinch_qt.games.cinch.engine.actions import Pass, Play  # noqa: E402
from cinch_qt.games.cinch.engine.cards import CARD_NAMES, HEARTS, SUITS, parse_card  # noqa: E402
from cinch_qt.games.cinch.engine.rules import SEAT_CHARS  # noqa: E402
from cinch_qt.games.cinch.engine.state import Decision  # noqa: E402
from cinch_qt.games.cinch.table.hint_reasons import advice, reason_text  # noqa: E402
from cinch_qt.games.cinch.table.review_part import review_html  # noqa: E402
from cinch_qt.i18n.cards import card_short  # noqa: E402
from cinch_qt.ui.review_page import loss_cell  # noqa: E402

SUIT_NAMES = dict(zip(SUITS, "CDHS", strict=True))
S, W, N, E = 0, 1, 2, 3


def choice_of(kind: str, action: object) -> object:
    if kind == BID:
        return getattr(action, "amount", None)
    if kind == TRUMP:
        return action.suit
    return action.card


def shown(kind: str, value: object) -> str:
    if kind == BID:
        return "pass" if value is None else f"bid {value}"
    if kind == TRUMP:
        return f"trumps {SUIT_NAMES[value]}"
    return CARD_NAMES[value]


def figures(kind: str, ev, choice: object) -> str:
    """The evaluation's figures for one choice."""
    value = ev.values.get(choice)
    if value is None:
        return "not valued"
    out = f"value {value:+.2f}"
    if kind == BID and choice is not None:
        out += f", its side makes it as maker in {ev.makes.get(choice, 0.0):.0%} of deals"
    if kind == BID and choice is None and ev.makes:
        low = min(ev.makes)
        out += f" (the lowest bid, {low}, made in {ev.makes[low]:.0%})"
    if kind == TRUMP:
        out += f", contract made in {ev.makes.get(choice, 0.0):.0%}"
    if kind == PLAY:
        out += (f", side wins the trick in {ev.wins_trick.get(choice, 0.0):.0%}, "
                f"contract made in {ev.makes.get(choice, 0.0):.0%}, "
                f"side's points {ev.points.get(choice, 0.0):.2f}")
    if choice != ev.choice:
        out += f", difference from the Expert's choice ± {ev.noise.get(choice, 0.0):.2f}"
    return out


def describe(obs, kind: str) -> str:
    auction = ", ".join(f"{SEAT_CHARS[s]} {'pass' if n is None else n}"
                        for s, n in obs.bids) or "(first to speak)"
    line = (f"  seat {SEAT_CHARS[obs.seat]}, dealer {SEAT_CHARS[obs.dealer]}, {kind}; "
            f"hand {' '.join(CARD_NAMES[c] for c in sorted(obs.hand))}\n"
            f"  auction: {auction}")
    if kind == PLAY:
        trick = " ".join(f"{SEAT_CHARS[s]} {CARD_NAMES[c]}" for s, c in obs.trick) or "(leads)"
        line += (f"; trumps {SUIT_NAMES[obs.trump]}, {SEAT_CHARS[obs.maker]} bid {obs.bid}; "
                 f"tricks played {len(obs.tricks)}; this trick {trick}")
    elif kind == TRUMP:
        line += f"; {SEAT_CHARS[obs.seat]} names trumps for {obs.bid}"
    return line


def differing(players: int, seed: int, deals: int, show: int) -> None:
    print(f"(a) Expert against expert-before, {players} players, deals {seed}.."
          f"{seed + deals - 1}, the Expert at every seat")
    rules = Rules(players=players)
    found: list[str] = []
    asked: dict[str, int] = {}
    differ: dict[str, int] = {}
    for i in range(seed, seed + deals):
        if len(found) >= show:
            break
        state = GameState(rules, i)
        new = {s: make_player("expert", f"pos:{i}:{s}") for s in state.seats}
        turn = 0
        while not state.hand_records:
            seat = state.current
            obs = state.observation(seat)
            action = new[seat].choose(obs)
            kind = obs.decision.kind
            turn += 1
            if kind in (BID, TRUMP, PLAY) and len(found) < show:
                old = make_player("expert-before", f"pos:{i}:{SEAT_CHARS[seat]}:{turn}")
                mine, theirs = choice_of(kind, action), choice_of(kind, old.choose(obs))
                asked[kind] = asked.get(kind, 0) + 1
                if mine != theirs:
                    differ[kind] = differ.get(kind, 0) + 1
                    # Two of a kind at most in the first half of the deals, so the
                    # bids, trumps and cards all get their turn.
                    if found.count(kind) < 2 or i >= seed + deals // 2:
                        found.append(kind)
                        ev = evaluate(obs)
                        print(f"\n position {len(found)}: deal {i}, turn {turn}")
                        print(describe(obs, kind))
                        print(f"  Expert:        {shown(kind, mine)}: {figures(kind, ev, mine)}")
                        print(f"  expert-before: {shown(kind, theirs)}: "
                              f"{figures(kind, ev, theirs)}")
                        print(f"  ({ev.deals} guessed deals)")
            state.apply(action)
    print("\n decisions asked / differing: " + ", ".join(
        f"{k} {differ.get(k, 0)} of {n}" for k, n in sorted(asked.items())))


# ------------------------------------------------------------------ (b) the coach
def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(c) for c in text.split())


def play_position(hand: str, trick: tuple[tuple[int, str], ...], *, dealer: int = E,
                  maker: int = N, bid: int = 6):
    """South's observation at four players with ``hand`` and the trick so far, hearts
    trumps, nothing played before (as tests/cinch/test_cinch_coach.py writes them)."""
    st = GameState(Rules(players=4), seed=3)
    base = st.observation(S)
    sides = {s: 0 for s in st.rules.sides}
    return replace(base, phase="play", to_act=S, decision=Decision("play", S),
                   hand=cards(hand), trump=HEARTS, maker=maker, bid=bid, dealer=dealer,
                   high_bid=bid, bids=((maker, bid),), kept_counts={}, drawn_counts={},
                   given_counts={}, shown={}, my_discards=(), given_cards={},
                   tricks=(), trick=tuple((s, parse_card(c)) for s, c in trick),
                   leader=trick[0][0] if trick else S, taken=sides)


def page_text(html_text: str) -> str:
    """A review page (or one cell of it) as the words a person reads."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", html_text)).split())


def coach_card(title: str, obs, other: str) -> None:
    ev = evaluate(obs)
    hinted = Play(S, ev.choice)
    print(f"\n {title}")
    print(describe(obs, PLAY))
    print(f"  hint:   {advice(hinted)} {reason_text(explain(obs, hinted))}")
    for card in (ev.choice, parse_card(other)):
        row = rv.play_row(obs, card)
        each = ", ".join(f"{card_short(c)} {v:+.2f}" for c, v in
                         sorted(row.values.items(), key=lambda kv: -kv[1]))
        cell = page_text(loss_cell(row.loss, row.flagged, 1))
        print(f"  review, had South played {CARD_NAMES[card]}: each legal card {each} "
              f"({row.deals} deals); given away: {cell} (noise ± "
              f"{row.noise.get(row.played, 0.0):.2f})")
        if card != ev.choice:
            print(f"  hint's reason, were {CARD_NAMES[card]} asked about: "
                  f"{reason_text(explain(obs, Play(S, card)))}")


def hinted_pass(players: int, seed: int, tries: int) -> None:
    for g in range(seed, seed + tries):
        state = GameState(Rules(players=players), seed=g)
        hint = make_player("expert", f"{g}:hint")
        others = {s: make_player("easy", f"{g}:{s}") for s in state.seats}
        said = None
        while not state.hand_records:
            seat = state.current
            obs = state.observation(seat)
            action = (hint if seat == S else others[seat]).choose(obs)
            if seat == S and obs.decision.kind == BID:
                said = (obs, action)
            state.apply(action)
        if said is None or not isinstance(said[1], Pass):
            continue
        obs, action = said
        record = state.to_record()
        review = rv.review_hand(record, 0, 0)
        b = review.bidding
        print(f"\n 3. an auction in which the hint says pass (game seed {g}, hand 1; South "
              f"follows every hint, the others Easy)")
        print(describe(obs, BID))
        print(f"  hint:   {advice(action)} {reason_text(explain(obs, action))}")
        table = ", ".join(f"{'pass' if a is None else a} {v:+.2f}"
                          for a, v in sorted(b.values.items(),
                                             key=lambda kv: -1 if kv[0] is None else kv[0]))
        print(f"  review: {table} ({b.deals} deals); the Expert's choice "
              f"{'pass' if b.expert is None else b.expert}; given away {b.loss:.2f}"
              f"{' ⚠' if b.flagged else ''}")
        page = page_text(review_html(review))
        for sentence in ("The Expert would have", "Your choice in the auction"):
            at = page.find(sentence)
            if at >= 0:
                print(f"  review's words: {page[at:].split('.')[0]}.")
        return
    print(f"\n 3. no hinted pass found in games {seed}..{seed + tries - 1}")


def coach(hint_seed: int) -> None:
    print("\n(b) the hint and the hand review on the coach's positions (4 players, South "
          "asks, hearts trumps, North bid 6)")
    coach_card("1. North led 4C, East 7C, West still to play; South holds KC and 3C "
               "(the old hint played 3C and called the trick lost)",
               play_position("KC 3C 8S 4S 9D 6D", ((N, "4C"), (E, "7C"))), "3C")
    coach_card("2a. North led 3H, East 2H (Low, 1 point); South's king would be "
               "winning, West (an opponent) still to play",
               play_position("KH 4H 8S 9D 6D 7D", ((N, "3H"), (E, "2H"))), "4H")
    coach_card("2b. partner North's king of hearts winning, East 3H; South holds the "
               "right Pedro, West (an opponent) still to play and may hold the ace",
               play_position("5H 4H 8S 9D 6D 7D", ((N, "KH"), (E, "3H"))), "4H")
    hinted_pass(4, hint_seed, 40)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=41_400_000)
    p.add_argument("--deals", type=int, default=16)
    p.add_argument("--show", type=int, default=5)
    p.add_argument("--hint-seed", type=int, default=41_450_000)
    args = p.parse_args()
    differing(args.players, args.seed, args.deals, args.show)
    coach(args.hint_seed)


if __name__ == "__main__":
    main()
