"""Refusals.  Every illegal action raises one of these, naming the rule it breaks, and
the game state is left exactly as it was (the engine checks before it changes)."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules forbid.  ``rule`` is the RULES.md id, e.g. ``"R41"``."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.message = message


class NotYourTurn(IllegalAction):
    """R70: only the player whose turn it is may act."""


class WrongPhase(IllegalAction):
    """The action does not belong to the current step of the hand."""


class Revoke(IllegalAction):
    """R41/R71: a card played when the rules require a trump."""


class BadBid(IllegalAction):
    """R20–R22/R72: a bid that does not top, or lies outside the range."""


class CardNotHeld(IllegalAction):
    """A card the player does not have."""


class BadSelection(IllegalAction):
    """A choice of cards (keep, rob, give) of the wrong size or from the wrong cards."""


class GameOver(IllegalAction):
    """The game has ended; nothing more can be played."""


class RecordError(ValueError):
    """A game record that cannot be read: names where (a JSON path) and why."""

    def __init__(self, where: str, why: str) -> None:
        super().__init__(f"{where}: {why}" if where else why)
        self.where = where
        self.why = why
