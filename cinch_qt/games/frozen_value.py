"""FrozenValue: a small immutable value with the behaviour of a frozen dataclass, for the
engines' decisions and tricks.

Equality and hash go by the fields named in ``_fields`` (in order), the repr is the
dataclass's (``Decision(kind='lay', seat=0, ...)``), and assigning or deleting a field
raises ``dataclasses.FrozenInstanceError``; copies and pickles keep the fields.  It is
written out because making a dataclass compiles its methods when the module loads,
some 3 M instructions each on the way to the first painted table
(benchmarks/bench_startup_instructions.py).  A subclass names its ``_fields`` and sets
them in ``__init__`` through ``self.__dict__``.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError


class FrozenValue:
    _fields: tuple[str, ...] = ()

    def _values(self) -> tuple:
        return tuple(self.__dict__[name] for name in self._fields)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={self.__dict__[name]!r}" for name in self._fields)
        return f"{type(self).__qualname__}({inner})"

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")
