# PyInstaller runtime hook, listed first in cinch-qt.spec: custom runtime hooks run before
# the ones PyInstaller adds for packages (PySide6's among them), so the start-up clock of
# a frozen run (``--exit-on-first-paint``, cinch_qt/app.py) also counts those hooks.
# Only a number is stored; nothing else is done here.
import sys
import time

sys._cinch_qt_t0 = time.perf_counter()
