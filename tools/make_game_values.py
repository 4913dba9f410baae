"""Build ``cinch_qt/games/cribbage/ai/game_values.json``: the chance of
winning a two-sided game from every pair of positions, on both boards.

    python tools/make_game_values.py [--hands 3000] [--sweeps 12] [--bot normal]
        [--boards classic crib-wars] [--skunk-boards classic] [--dists FILE] [--add]

1. Sample: ``--hands`` first hands of two-player games played by ``--bot`` with the
   engine, and the distribution of each part of a hand's score (the pegging of pone and
   dealer together, the pone's hand, the dealer's hand, the crib).
2. Solve: for each board, ``V[p][d]`` (see ``ai/game_value.py``) by Gauss–Seidel
   value iteration, positions taken from the finish backwards, until no value moves by
   more than 1e-4 or ``--sweeps`` sweeps are done (the classic board settles in about
   three: every hand moves a peg forwards; on Crib Wars traps and penalty squares move
   pegs back, so it takes more).  With ``--skunk-boards`` also the table of game
   points (C81: a win is 1, 2 or 4 games by the loser's mark), ``<board>+skunks``,
   which the Expert uses when skunks are counted (C83).

The output is data, not code: 16-bit probabilities, zlib-compressed, base64 in JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cinch_qt.games.cribbage.ai import make_player  # noqa: E402
from cinch_qt.games.cribbage.ai.game_value import (  # noqa: E402
    DATA,
    GameTable,
    encode,
    entry_name,
)
from cinch_qt.games.cribbage.engine import GameState, Rules  # noqa: E402
from cinch_qt.games.cribbage.engine.boards import get_board  # noqa: E402

MIN_PEG_PROB = 0.001   # rarer pegging pairs are folded into the rest (renormalised)


def first_hand_points(rules: Rules, bot: str, game_seed: int, bot_seed: int,
                      role_of) -> dict[str, int]:  # noqa: ANN001
    """Play the first hand of game ``game_seed`` with ``bot`` in every seat and sum what
    each role scored: ``"<role>_peg"`` (the play and goes, C50-C59), ``"<role>_hand"``
    and ``"crib"`` (the show, C70).  ``role_of(record, side)`` names a side's role."""
    state = GameState(rules, game_seed)
    bots = {s: make_player(bot, bot_seed + s) for s in rules.seats}
    while state.hand_no == 0 and not state.is_over:
        s = state.current_seat
        state.apply(bots[s].choose(state.observation(s)))
    rec = state.hand_records[0]
    got: Counter = Counter()
    for ev in rec["events"]:
        if ev["e"] != "score":
            continue
        if ev["why"] in ("play", "go"):
            got[f"{role_of(rec, ev['side'])}_peg"] += ev["points"]
        elif ev["why"] == "hand":
            got[f"{role_of(rec, ev['side'])}_hand"] += ev["points"]
        elif ev["why"] == "crib":
            got["crib"] += ev["points"]
    return got


def sample(hands: int, bot: str, seed: int = 0) -> dict:
    rules = Rules(players=2)
    peg: Counter = Counter()
    parts = {"pone_hand": Counter(), "dealer_hand": Counter(), "crib": Counter()}
    for k in range(hands):
        got = first_hand_points(
            rules, bot, seed + k, 1000 * k,
            lambda rec, side: "dealer" if side == rec["dealer"] else "pone")
        peg[(got["pone_peg"], got["dealer_peg"])] += 1
        for name, c in parts.items():
            c[got[name]] += 1
    keep = {k: v for k, v in peg.items() if v / hands >= MIN_PEG_PROB}
    kept = sum(keep.values())
    return {"peg": [[a, b, v / kept] for (a, b), v in sorted(keep.items())],
            **{name: [[a, v / hands] for a, v in sorted(c.items())]
               for name, c in parts.items()},
            "hands": hands, "bot": bot}


def solve(board_name: str, dists: dict, sweeps: int, tol: float = 1e-4,
          skunks: bool = False) -> tuple[list, int, float]:
    table = GameTable(get_board(board_name), dists, skunks=skunks)
    n = table.n
    order = sorted(((p, d) for p in range(n) for d in range(n)), key=lambda x: -(x[0] + x[1]))
    delta = 1.0
    done = 0
    for done in range(1, sweeps + 1):
        t = time.time()
        table.cache.clear()
        delta = 0.0
        V = table.V
        for p, d in order:
            v = table.hand_start(p, d)
            i = p * n + d
            delta = max(delta, abs(v - V[i]))
            V[i] = v
        print(f"  {board_name}: sweep {done}, largest change {delta:.5f}, "
              f"{time.time() - t:.0f} s", flush=True)
        if delta < tol:
            break
    return table.V, done, delta


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=3000)
    ap.add_argument("--sweeps", type=int, default=12)
    ap.add_argument("--bot", default="normal")
    ap.add_argument("--boards", nargs="*", default=["classic", "crib-wars"])
    ap.add_argument("--skunk-boards", nargs="*", default=["classic"],
                    help="also build these boards' tables of game points with skunks "
                    "(C81, C83: on by default on the classic board)")
    ap.add_argument("--dists", help="reuse the distributions of this JSON file")
    ap.add_argument("--add", action="store_true",
                    help="keep the shipped tables and the shipped distributions; solve "
                    "only the tables named (e.g. --boards --skunk-boards classic)")
    args = ap.parse_args()
    old = json.loads(DATA.read_text(encoding="utf-8")) if args.add else None
    if old is not None:
        args.dists = str(DATA)
    if args.dists:
        dists = json.loads(Path(args.dists).read_text(encoding="utf-8"))["dists"]
    else:
        t = time.time()
        dists = sample(args.hands, args.bot)
        print(f"sampled {args.hands} hands in {time.time() - t:.0f} s", flush=True)
    out = {"format": "cribbage-game-values", "version": 1,
           "note": "generated by tools/make_game_values.py; see ai/game_value.py",
           "dists": dists, "boards": dict(old["boards"]) if old else {}}
    for name, skunks in ([(b, False) for b in args.boards]
                         + [(b, True) for b in args.skunk_boards]):
        v, done, delta = solve(name, dists, args.sweeps, skunks=skunks)
        out["boards"][entry_name(name, skunks)] = {
            "sweeps": done, "last_change": round(delta, 6), "V": encode(v)}
    DATA.write_text(json.dumps(out, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {DATA} ({DATA.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
