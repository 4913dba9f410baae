"""Refusals.  Every illegal action raises one of these, naming the rule it breaks, and
the state is left exactly as it was (the engine checks before it changes anything)."""

from __future__ import annotations

from ...base import IllegalAction


class NotYourTurn(IllegalAction):
    """C100: only the seat whose turn it is may act."""


class WrongPhase(IllegalAction):
    """The action does not belong to the current step of the hand."""


class CardNotHeld(IllegalAction):
    """C103 (laying away) / C50 (the play): a card the player does not hold."""


class BadDiscard(IllegalAction):
    """C103: the wrong number of cards laid away."""


class PastThirtyOne(IllegalAction):
    """C51, C104: a card that takes the count past 31, or a go while a card fits."""


class BadClaim(IllegalAction):
    """C105: a claim that is not a whole number from 0 to 29."""


class GameOver(IllegalAction):
    """C61: the game has ended; nothing more can be played."""


class RecordError(ValueError):
    """A record that cannot be read or does not replay: ``where`` is its JSON place
    (``hands[3].events[12]``), ``rule`` the rule it breaks (or "" for a format error)."""

    def __init__(self, where: str, why: str, rule: str = "") -> None:
        text = f"{where}: {why}" if where else why
        super().__init__(f"{text} ({rule})" if rule else text)
        self.where = where
        self.why = why
        self.rule = rule
