"""A table as plain data (pure Python, no Qt): what a game whose table is the shell's
frame felt (ui/frame_felt.py) gives for each moment of play and each step of a replay.

A frame is a few piles of cards, each at a place on the felt given as fractions of its
width and height, face up or down, fanned in a row or squared in a stack; the cards the
person may play now; and the pile a card is dragged to.  Cards are faces numbered as
games/cards.py numbers them, each face at most once in a frame: the felt follows a card
from pile to pile by its face and slides it there.  The replay's words for the step (its
title, story lines and score) ride along, so one frame serves the table and the replay.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Pile:
    """One place for cards.  ``at`` is the pile's centre, (0, 0) the felt's top left
    and (1, 1) its bottom right; ``label`` is written under it."""
    name: str
    cards: tuple[int, ...]
    at: tuple[float, float]
    face_up: bool = True
    fanned: bool = True
    label: str = ""


@dataclass(frozen=True)
class FeltFrame:
    """The table at one moment.  ``playable``: the cards the person may play now (a
    click, a drag onto ``target`` or Enter plays one; the arrow keys move among them)."""
    piles: tuple[Pile, ...]
    playable: frozenset[int] = frozenset()
    target: str = ""
    title: str = ""
    lines: tuple[str, ...] = ()
    score: str = ""
    hand_index: int = 0

    def pile(self, name: str) -> Pile | None:
        return next((p for p in self.piles if p.name == name), None)

    def pile_of(self, card: int) -> Pile | None:
        return next((p for p in self.piles if card in p.cards), None)

    def cards(self) -> frozenset[int]:
        return frozenset(c for p in self.piles for c in p.cards)

    def shown(self) -> frozenset[int]:
        """The faces turned up: what a person looking at this frame has seen."""
        return frozenset(c for p in self.piles if p.face_up for c in p.cards)
