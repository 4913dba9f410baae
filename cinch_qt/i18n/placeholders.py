"""Filling Qt-style ``%1``…``%9`` placeholders in a translated text."""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%(\d{1,2})")


def fill(text: str, *values: object) -> str:
    """``text`` with ``%1`` = ``values[0]`` and so on.

    One pass over the text, so a value that itself holds "%2" (a player's name, a
    fragment of a damaged file) is shown as it is instead of being filled in again;
    a placeholder without a value is left alone.
    """
    def value(match: re.Match) -> str:
        number = int(match[1])
        return str(values[number - 1]) if 1 <= number <= len(values) else match[0]

    return _PLACEHOLDER.sub(value, text)
