"""Entry script PyInstaller freezes: the same ``main`` as ``python -m cinch_qt``."""

import sys

from cinch_qt.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
