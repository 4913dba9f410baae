"""The one exception the themes layer raises for anything wrong with a theme."""

from __future__ import annotations

import re

from ..system_reasons import Reason

_PLACEHOLDER = re.compile(r"%(\d{1,2})")

CONTEXT = "ThemeError"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - lupdate's name
    """Marks ``text`` for pyside6-lupdate (which reads calls by this name): the reasons a
    theme is refused are translated where they are shown (context "ThemeError",
    ``themes.theme_words.theme_error_text``)."""
    return text


def _fill(text: str, values: tuple[str, ...]) -> str:
    def value(match: re.Match) -> str:
        number = int(match[1])
        return values[number - 1] if 1 <= number <= len(values) else match[0]
    return _PLACEHOLDER.sub(value, text)


class ThemeError(Exception):
    """A theme was refused; ``str(error)`` names the theme and what is wrong with it, in
    English.  Made with ``ThemeError.of(template, *values)``, it also keeps the English
    ``template`` (with %1, %2 …) and the ``values`` (file names, sizes, ids, shown as
    they are; a system's ``Reason`` or another ``ThemeError``, said in the language
    too), so the message can be said in the person's language."""

    def __init__(self, message: str, template: str = "",
                 values: tuple[str | ThemeError, ...] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.template = template
        self.values = values

    @classmethod
    def of(cls, template: str, *values: object) -> ThemeError:
        kept = tuple(v if isinstance(v, (Reason, ThemeError)) else str(v) for v in values)
        return cls(_fill(template, tuple(str(v) for v in kept)), template, kept)

    def replaced(self, old: str, new: str) -> ThemeError:
        """The same refusal with ``old`` written ``new`` in its message and values (a
        staging folder named as what was imported)."""
        if not old:
            return self
        return ThemeError(self.message.replace(old, new), self.template,
                          tuple(v.replaced(old, new) if isinstance(v, ThemeError) else
                                v if isinstance(v, Reason) else v.replace(old, new)
                                for v in self.values))
