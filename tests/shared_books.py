"""Where the rule books are.  The project's own pages are in the repository
(docs/cribbage-rules.md, C1…C105; docs/cribwars-rules.md, W1…W45), so the tests that
read the rules run on a fresh clone.  The books they were written from, and the Crib
Wars board's JSON, are in ``shared/`` beside the checkout (as on the developers'
machines and in CI) or the folder named by ``CINCH_QT_SHARED``; tests that need those
skip where they are absent."""

from __future__ import annotations

import os
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CRIBBAGE_RULES = REPO / "docs" / "cribbage-rules.md"
CRIBWARS_RULES = REPO / "docs" / "cribwars-rules.md"

SHARED = Path(os.environ.get("CINCH_QT_SHARED")
              or Path(__file__).resolve().parents[2] / "shared")
