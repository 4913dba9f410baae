"""Write cinch_qt/games/cribbage/ai/peg_table_data.py (expected net play points, two players).

    python tools/make_peg_tables.py          # write the file
    python tools/make_peg_tables.py --check  # exit 1 if the file differs

The numbers come from exact searches of a seeded pool of guessed hands
(cinch_qt/games/cribbage/ai/peg_tables.py), so running it again always gives the same
file.  It takes about ten CPU minutes.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cinch_qt.games.cribbage.ai.peg_tables import render  # noqa: E402

TARGET = ROOT / "cinch_qt" / "games" / "cribbage" / "ai" / "peg_table_data.py"


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        same = TARGET.exists() and TARGET.read_text(encoding="utf-8") == text
        print(f"{TARGET.name}: {'up to date' if same else 'DIFFERS'}")
        return 0 if same else 1
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
