"""FrozenValue: a small immutable value with the behaviour of a frozen dataclass, for the
engines' decisions and tricks.

Equality and hash go by the fields named in ``_fields`` (in order), the repr is the
dataclass's (``Decision(kind='lay', seat=0, ...)``), and assigning or deleting a field
raises ``dataclasses.FrozenInstanceError``; copies and pickles keep the fields.  It is
written out because making a dataclass compiles its methods when the module loads,
some 3 M instructions each on the way to the first painted table
(benchmarks/bench_startup_instructions.py).  A subclass names its ``_fields`` and sets
them in ``__init__`` through ``self.__dict__``.  FrozenSlots is the same for a value
with ``__slots__`` (a ``@dataclass(frozen=True, slots=True)``): the Cribbage engine's
actions and its board's holes, squares and moves.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from operator import attrgetter


class _Frozen:
    """What both kinds share: the dataclass's repr, and fields that cannot change."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__qualname__}({inner})"

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")


class FrozenValue(_Frozen):
    def _values(self) -> tuple:
        return tuple(self.__dict__[name] for name in self._fields)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())


class FrozenSlots(_Frozen):
    """FrozenValue's behaviour for a value with ``__slots__`` (no ``__dict__``), as a
    ``@dataclass(frozen=True, slots=True)`` has it: the fields are the ``__slots__`` of
    the subclass, in order; equality, hash and repr go by them, ``__match_args__`` names
    them, copies and pickles keep them.  The subclass writes its ``__init__``, setting
    each field with ``object.__setattr__`` (as the dataclass's own does)."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        fields = tuple(cls.__dict__.get("__slots__", ()))
        cls._fields = fields
        cls.__match_args__ = fields
        # One C call for all fields: equality and hash stay as quick as a dataclass's.
        # (An attrgetter is no function: read from the class, it is not bound.)
        if len(fields) > 1:
            cls._get = attrgetter(*fields)
        else:
            one = attrgetter(*fields) if fields else None
            cls._get = staticmethod(lambda obj: (one(obj),) if one else ())

    def _values(self) -> tuple:
        return self._get(self)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            get = self._get
            return get(self) == get(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._get(self))

    def __getstate__(self) -> tuple:
        return self._get(self)

    def __setstate__(self, state: tuple) -> None:
        for name, value in zip(self._fields, state, strict=True):
            object.__setattr__(self, name, value)
