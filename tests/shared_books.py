"""Where the project's rule books are: ``shared/`` beside the checkout (as on the
developers' machines and in CI), or the folder named by ``CINCH_QT_SHARED``.  A user's
copy of the program has none, so tests that read them skip there."""

from __future__ import annotations

import os
from pathlib import Path

SHARED = Path(os.environ.get("CINCH_QT_SHARED")
              or Path(__file__).resolve().parents[2] / "shared")
