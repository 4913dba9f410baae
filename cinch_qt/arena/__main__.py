"""Entry point: ``python -m cinch_qt.arena --help``."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
