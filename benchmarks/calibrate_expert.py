"""How far Expert's bid values are from what its contracts return, by table size.

Run:  python benchmarks/calibrate_expert.py [--players 2 3 4] [--hands N] [--seed S]

Every seat is Expert; each deal ``seed + i`` is played for one hand.  For every contract
the maker's last bid decision had a value for the bid it made (``ExpertBot.last_values``,
the simulated net result with the set, plus the calibration already applied); the hand
then returns the maker's score minus the mean of the other sides' scores (R51, R52,
R61).  The mean of (returned - valued), with its 95% interval, is what the calibration
in ``cinch_qt/games/cinch/ai/expert.py`` should add on top of the one it has (0 when calibrated).
Figures, not a test (DEVELOPERS guide).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cinch_qt.arena.stats import mean_ci  # noqa: E402
from cinch_qt.games.cinch.ai.expert import ExpertBot  # noqa: E402
from cinch_qt.games.cinch.engine import GameState, Rules  # noqa: E402
from cinch_qt.games.cinch.engine.rules import SEAT_CHARS  # noqa: E402


def contracts(players: int, seed: int, hands: int) -> list[tuple[int, float, float, bool]]:
    """(bid, valued, returned, made) for every contract in ``hands`` one-hand deals."""
    out = []
    for i in range(seed, seed + hands):
        state = GameState(Rules(players=players), i)
        bots = {s: ExpertBot(f"{i}:{SEAT_CHARS[s]}") for s in state.seats}
        valued = {}
        while not state.hand_records:
            seat = state.current
            obs = state.observation(seat)
            action = bots[seat].choose(obs)
            if obs.phase == "bid" and getattr(action, "amount", None):
                valued[seat] = bots[seat].last_values[0][action.amount]
            state.apply(action)
        hand = state.hand_records[0]
        if not hand.get("maker"):
            continue
        maker = SEAT_CHARS.index(hand["maker"])
        side = state.rules.side_of(maker)
        others = [hand["scored"][x] for x in state.rules.sides if x != side]
        returned = hand["scored"][side] - sum(others) / len(others)
        out.append((hand["bid"], valued[maker], returned, hand["taken"][side] >= hand["bid"]))
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    p.add_argument("--hands", type=int, default=100)
    p.add_argument("--seed", type=int, default=7_000_000)
    args = p.parse_args()
    for players in args.players:
        rows = contracts(players, args.seed, args.hands)
        if not rows:
            print(f"{players} players: no contracts in {args.hands} hands")
            continue
        gap, half = mean_ci([r - v for _, v, r, _ in rows])
        made = sum(ok for *_, ok in rows) / len(rows)
        net = sum(r for _, _, r, _ in rows) / len(rows)
        print(f"{players} players: {len(rows)} contracts in {args.hands} hands, made "
              f"{made:.0%}, {net:+.2f} per contract; returned - valued {gap:+.2f} "
              f"± {half:.2f}")


if __name__ == "__main__":
    main()
