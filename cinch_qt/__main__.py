"""Entry point: ``cinch-qt`` and ``python -m cinch_qt``."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    # Before any import: a Ctrl+C from now on ends the program cleanly.
    from .quit_signals import install
    install()
    from .app import run
    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
