"""PySide6's look at every module imported after it, made cheap.

Once PySide6 is loaded, every import that follows passes the module to Shiboken's
``feature_imported`` (``shibokensupport/feature.py``), which asks ``_mod_uses_pyside``
whether the module's source holds the word "PySide6" (its ``__feature__`` switching
treats such modules apart).  It answers with ``inspect.getsource``: the file is read
through ``linecache``, which detects its encoding with ``tokenize``, splits it into
lines and joins them again; for the program's hundred-odd modules imported before the
first frame that was about 3 % of the start-up's instructions
(benchmarks/bench_startup_instructions.py).  ``install`` replaces that function with
one giving the same answer for a module loaded from a ``.py`` file by looking for the
same word in the file's bytes ("PySide6" is ASCII, so it is in the bytes exactly when
it is in the text); any other module (built-in, frozen, from a zip, no file) still gets
PySide's own answer.  When PySide's internals are not as expected nothing is changed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

FEATURE_MODULE = "shibokensupport.feature"
CHECK = "_mod_uses_pyside"
WORD = b"PySide6"


def uses_pyside(module: Any, fallback: Callable[[Any], bool]) -> bool:
    """Whether ``module``'s source holds "PySide6": from its ``.py`` file's bytes, or
    ``fallback``'s answer for a module that has none."""
    spec = getattr(module, "__spec__", None)
    origin = getattr(spec, "origin", None) if spec is not None else None
    path = getattr(module, "__file__", None)
    if (not isinstance(path, str) or not path.endswith(".py") or origin != path
            or not getattr(spec, "has_location", False)):
        return fallback(module)
    try:
        with open(path, "rb") as source:
            return WORD in source.read()
    except OSError:
        return fallback(module)


def install(modules: dict[str, ModuleType] | None = None) -> bool:
    """Use ``uses_pyside`` for PySide's check (after PySide6 is imported); True when
    installed (also when it already was)."""
    feature = (sys.modules if modules is None else modules).get(FEATURE_MODULE)
    original = getattr(feature, CHECK, None)
    if feature is None or not callable(original):
        return False
    if getattr(original, "_cinch_qt_scan", False):
        return True

    def check(module: Any) -> bool:
        return uses_pyside(module, original)
    check._cinch_qt_scan = True  # type: ignore[attr-defined]
    check.pyside_check = original  # type: ignore[attr-defined]
    setattr(feature, CHECK, check)
    return True
