"""Names a package gives on first use (PEP 562), so that importing the package does not
import every module behind it: a start imports only what its first frame needs
(each module imported delays the first frame)."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable


def lazy_names(package: str, homes: dict[str, str]) -> Callable[[str], object]:
    """A module ``__getattr__`` for ``package``: ``homes`` maps each name to the
    submodule that defines it (relative, without the dot); a name is imported from
    there when first asked for and then kept in the package."""
    def __getattr__(name: str) -> object:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{home}"), name)
        setattr(sys.modules[package], name, value)
        return value
    return __getattr__
