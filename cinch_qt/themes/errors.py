"""The one exception the themes layer raises for anything wrong with a theme."""

from __future__ import annotations


class ThemeError(Exception):
    """A theme was refused; ``str(error)`` names the theme and what is wrong with it."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
