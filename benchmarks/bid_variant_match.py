"""Paired duplicate measure of changes to the Expert's bidding: only the deals whose
auction the change alters are played (measuring only).

Run:  python benchmarks/bid_variant_match.py --players 4 --deals N --seed S \
          --set "MAKER_BIAS.4=1.0" ["BID_MARGIN.4=0.5" ...] [--b sparring] [--minutes M]
          [--out FILE]
      python benchmarks/bid_variant_match.py --report FILE

Each ``--set`` is a variant of the shipped Expert, written as for
``benchmarks/expert_variant.py`` (constants of ``ai/evaluation.py``).  Every deal is
dealt as in ``benchmarks/cinch_match.py`` (duplicate line-ups, bots seeded from the
deal, line-up and seat, generators reseeded before every decision): the Expert is
line-up A, ``--b`` line-up B.  For each deal and line-up the auction alone is run with
the shipped Expert, each variant asked at the Expert's turns too.  A variant whose
auctions all match the shipped Expert's plays the same hand card for card (its changes
touch the bids only, and every decision is seeded from the position), so its figure
there equals the shipped Expert's and is not played.  Where an auction differs, the
deal is played out in full (every line-up) by the shipped Expert and by the variant
against ``--b``.

Printed per variant: the deals whose auctions differ, and over all deals the paired
gain in points per hand (variant − shipped, both against ``--b``, 0 on the deals not
played) with its 95 % interval; over the differing deals the same gain and the two
figures A − B.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.cinch_match import lineups, one_deal  # noqa: E402
from benchmarks.expert_variant import apply  # noqa: E402
from benchmarks.sparring import make_level  # noqa: E402
from cinch_qt.games.cinch.ai import evaluation  # noqa: E402
from cinch_qt.games.cinch.engine import BID, GameState, Rules  # noqa: E402
from cinch_qt.games.cinch.engine.rules import SEAT_CHARS  # noqa: E402
from cinch_qt.games.stats import mean_ci  # noqa: E402

# The shipped constants of the evaluation, restored before each shipped run.
_SHIPPED = {name: (dict(v) if isinstance(v, dict) else v)
            for name, v in vars(evaluation).items()
            if name.isupper() and isinstance(v, (dict, int, float, frozenset))}


def use(spec: str) -> None:
    """The shipped constants, then ``spec`` on top; the evaluation cache emptied."""
    for name, value in _SHIPPED.items():
        if isinstance(value, dict):
            getattr(evaluation, name).clear()
            getattr(evaluation, name).update(value)
        else:
            setattr(evaluation, name, value)
    evaluation.clear_cache()
    if spec:
        apply(spec)


def auctions(players: int, index: int, level_b: str, specs: list[str]
             ) -> tuple[list[list], list[bool]]:
    """Every line-up's auction of deal ``index`` with the shipped Expert as A, as (seat,
    bid) turns, and for each variant whether its auctions differ: the variant is asked
    at each of the Expert's turns in the shipped auction; while it answers alike the
    auction it would see is the same, so the first different answer decides."""
    rules = Rules(players=players)
    out = []
    differs = [False] * len(specs)
    for k, lineup in enumerate(lineups(rules)):
        state = GameState(rules, index)
        bots = {s: make_level("expert" if lineup[s] == "A" else level_b,
                              f"dup:{index}:{k}:{SEAT_CHARS[s]}") for s in state.seats}
        turn, seq = 0, []
        while True:
            seat = state.current
            obs = state.observation(seat)
            if obs.decision is None or obs.decision.kind != BID:
                break
            if hasattr(bots[seat], "rng"):
                bots[seat].rng.seed(f"crn:{index}:{SEAT_CHARS[seat]}:{turn}")
            turn += 1
            action = bots[seat].choose(obs)
            if lineup[seat] == "A":
                for i, spec in enumerate(specs):
                    if not differs[i]:
                        use(spec)
                        differs[i] = bots[seat].choose(obs) != action
                use("")
            seq.append([seat, getattr(action, "amount", None)])
            state.apply(action)
        out.append(seq)
    return out, differs


def one(players: int, index: int, specs: list[str], level_b: str) -> dict:
    use("")
    shipped, differs = auctions(players, index, level_b, specs)
    row = {"players": players, "deal": index, "b": level_b, "specs": specs,
           "differs": differs, "shipped": None, "variants": [None] * len(specs),
           "auction": shipped}
    if any(differs):
        use("")
        row["shipped"] = one_deal((players, index, "expert", level_b, True))["diff"]
        for i, spec in enumerate(specs):
            if differs[i]:
                use(spec)
                row["variants"][i] = one_deal((players, index, "expert", level_b,
                                               True))["diff"]
    use("")
    return row


def summary(rows: list[dict]) -> None:
    if not rows:
        return
    specs = rows[0]["specs"]
    print(f"{rows[0]['players']} players, B = {rows[0]['b']}: {len(rows)} deals "
          f"{rows[0]['deal']}..{rows[-1]['deal']}")
    for i, spec in enumerate(specs):
        gains = [(r["variants"][i] - r["shipped"]) if r["differs"][i] else 0.0 for r in rows]
        diff = [r for r in rows if r["differs"][i]]
        mean, half = mean_ci(gains)
        line = (f"  {spec!r}: auctions differ in {len(diff)} deals; variant − shipped "
                f"{mean:+.3f} ± {half:.3f} a hand over all deals")
        if len(diff) >= 2:
            dm, dh = mean_ci([r["variants"][i] - r["shipped"] for r in diff])
            vm, _ = mean_ci([r["variants"][i] for r in diff])
            sm, _ = mean_ci([r["shipped"] for r in diff])
            line += (f"; on those deals {dm:+.2f} ± {dh:.2f} (variant − B {vm:+.2f}, "
                     f"shipped − B {sm:+.2f})")
        print(line, flush=True)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=41_000_000)
    p.add_argument("--set", nargs="+", default=[], dest="specs",
                   help="variants, each a CINCH_EXPERT_SET string")
    p.add_argument("--b", default="sparring")
    p.add_argument("--minutes", type=float, default=0.0)
    p.add_argument("--out")
    p.add_argument("--report", metavar="FILE")
    args = p.parse_args()
    if args.report:
        summary([json.loads(x) for x in Path(args.report).read_text().splitlines() if x])
        return
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}",
          flush=True)
    deadline = time.monotonic() + args.minutes * 60 if args.minutes else None
    rows = []
    out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115
    for i in range(args.deals):
        if deadline is not None and time.monotonic() > deadline:
            break
        row = one(args.players, args.seed + i, args.specs, args.b)
        rows.append(row)
        if out:
            out.write(json.dumps(row) + "\n")
            out.flush()
    if out:
        out.close()
    summary(rows)
    print(f"load average now: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
