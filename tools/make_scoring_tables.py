"""Write cinch_qt/games/cribbage/engine/scoring_tables.bin: the fifteens, pairs and runs
of every multiset of four or five ranks, as scoring.py computes them (``_build_tables``).

Building them takes ~80 ms; reading the packed file a small part of that, which keeps
the first counted hand quick (an 8,000-line generated Python module would not).
The format is scoring.py's (``pack_tables`` / ``unpack_tables``).  Run after
changing scoring.py's rank tables; tests/cribbage/test_cribbage_scoring_tables.py checks that the
file matches what scoring.py computes.

    python tools/make_scoring_tables.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def render() -> bytes:
    sys.path.insert(0, str(ROOT))
    from cinch_qt.games.cribbage.engine.scoring import _build_tables, pack_tables
    parts, _points = _build_tables()
    return pack_tables(parts)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    from cinch_qt.games.cribbage.engine.scoring import TABLES_FILE
    TABLES_FILE.write_bytes(render())
    print(f"wrote {TABLES_FILE}")
