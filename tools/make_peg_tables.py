"""Write the two-player lay-away's generated data (level ``expert-tables``):

- cinch_qt/games/cribbage/ai/peg_table_data.py: expected net play points of four kept
  ranks by role (peg_tables.py; about ten CPU minutes);
- cinch_qt/games/cribbage/ai/discard_table_data.py: how often a sensible player lays
  away each pair of ranks (crib_odds.py; a few seconds).

    python tools/make_peg_tables.py          # write both files
    python tools/make_peg_tables.py --check  # exit 1 if either file differs

Everything is seeded or exact, so running it again always gives the same files.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cinch_qt.games.cribbage.ai import crib_odds, peg_tables  # noqa: E402

AI = ROOT / "cinch_qt" / "games" / "cribbage" / "ai"
TARGETS = ((AI / "discard_table_data.py", crib_odds.render),
           (AI / "peg_table_data.py", peg_tables.render))


def main(argv: list[str]) -> int:
    bad = 0
    for target, render in TARGETS:
        text = render()
        if "--check" in argv:
            same = target.exists() and target.read_text(encoding="utf-8") == text
            print(f"{target.name}: {'up to date' if same else 'DIFFERS'}")
            bad += not same
        else:
            target.write_text(text, encoding="utf-8")
            print(f"wrote {target}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
