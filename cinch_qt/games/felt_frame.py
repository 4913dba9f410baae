"""A table as plain data (pure Python, no Qt): what a game whose table is the shell's
frame felt (ui/frame_felt.py) gives for each moment of play and each step of a replay.

A frame is a few piles of cards, each at a place on the felt given as fractions of its
width and height, face up or down, fanned in a row or squared in a stack; the cards the
person may play now; and the pile a card is dragged to.  Cards are faces numbered as
games/cards.py numbers them, each face at most once in a frame: the felt follows a card
from pile to pile by its face and slides it there.  The replay's words for the step (its
title, story lines and score) ride along, so one frame serves the table and the replay;
so do the replay's stops (where its trick-by-trick keys land) and the hand it belongs to.
The values are FrozenSlots (games/frozen_value.py), not dataclasses: a dataclass
compiles its methods when the module loads, on the way to the first painted table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from .frozen_value import FrozenSlots
from .game_state import GameState


class Pile(FrozenSlots):
    """One place for cards.  ``at`` is the pile's centre, (0, 0) the felt's top left
    and (1, 1) its bottom right; ``label`` is written under it (over it with
    ``label_above``).  ``room``: the shares of the felt's width and height a fanned pile
    may fill (0: most of the width); one too long to show every card's index there
    goes in two rows.  ``scale`` sizes its cards against the felt's usual card;
    ``dimmed`` greys them (cards out of play).  ``next_to``: a pile named earlier in the
    frame and a side (1 right, -1 left, 0 under); while that pile has cards this one lies
    just beside them, else at ``at``.  ``fan``: "right", the cards side by side, or
    "down", one under another (a hand at the felt's left or right edge), within the
    share ``room[1]`` of the felt's height when given.  ``tip``: the tooltip of its cards
    and its label (whose pile it is, what is in it).  ``spread``: how far apart its
    fanned cards lie, in card widths, at most (0: the felt's usual).  ``hold``: a plate
    beside it is placed as if it held that many cards at least, so it stays put as the
    pile empties (a hand played out)."""

    __slots__ = ("name", "cards", "at", "face_up", "fanned", "label", "label_above", "room",
                 "scale", "dimmed", "next_to", "fan", "tip", "spread", "hold")

    def __init__(self, name: str, cards: tuple[int, ...], at: tuple[float, float],
                 face_up: bool = True, fanned: bool = True, label: str = "",
                 label_above: bool = False, room: tuple[float, float] = (0.0, 0.0),
                 scale: float = 1.0, dimmed: bool = False,
                 next_to: tuple[str, int] = ("", 0), fan: str = "right", tip: str = "",
                 spread: float = 0.0, hold: int = 0) -> None:
        put = object.__setattr__
        put(self, "name", name)
        put(self, "cards", cards)
        put(self, "at", at)
        put(self, "face_up", face_up)
        put(self, "fanned", fanned)
        put(self, "label", label)
        put(self, "label_above", label_above)
        put(self, "room", room)
        put(self, "scale", scale)
        put(self, "dimmed", dimmed)
        put(self, "next_to", next_to)
        put(self, "fan", fan)
        put(self, "tip", tip)
        put(self, "spread", spread)
        put(self, "hold", hold)


class Plate(FrozenSlots):
    """A plate written on the felt (the shell's heads-up plate, ui/hud.py): a bold
    ``title`` over smaller ``lines`` (a seat's name over its facts; the hand's facts in
    a corner).  ``chip``: a letter in a disc at its corner (a dealer's); ``bubble``: a
    word beside it (a bid), grey when ``quiet`` (a pass); ``active``: ringed (the seat
    to act).  It lies beside pile ``beside`` on the first of ``sides`` ("above",
    "below", "left", "right") where it stays inside the felt and off every card and
    every plate placed before it (on the first side when none is clear); with no such
    pile, or the pile empty, the point ``anchor`` of the plate (shares of its width and
    height) lies at ``at`` (shares of the felt's).  ``tip``: its tooltip."""

    __slots__ = ("title", "lines", "beside", "sides", "at", "anchor", "chip", "bubble",
                 "quiet", "active", "tip")

    def __init__(self, title: str, lines: tuple[str, ...] = (), beside: str = "",
                 sides: tuple[str, ...] = ("above", "below"),
                 at: tuple[float, float] = (0.0, 0.0),
                 anchor: tuple[float, float] = (0.0, 0.0), chip: str = "", bubble: str = "",
                 quiet: bool = False, active: bool = False, tip: str = "") -> None:
        put = object.__setattr__
        put(self, "title", title)
        put(self, "lines", lines)
        put(self, "beside", beside)
        put(self, "sides", sides)
        put(self, "at", at)
        put(self, "anchor", anchor)
        put(self, "chip", chip)
        put(self, "bubble", bubble)
        put(self, "quiet", quiet)
        put(self, "active", active)
        put(self, "tip", tip)


class Pace(FrozenSlots):
    """How the cards move to a frame queued on the felt (``FrameFelt.queue_frame``):
    ``deal``, cards in the order dealt, leave pile ``source`` face down, ``packet`` at
    a time, each packet a beat after the one before (any other card new to the table
    comes from ``source`` too); ``sweep``: the cards leaving the table's middle stay in
    view a moment, the winner's marked, before they go; ``one_by_one``: the cards that
    change piles go one after another ``gap_ms`` apart, and the table is then held
    still ``hold_ms``."""

    __slots__ = ("source", "deal", "packet", "sweep", "one_by_one", "gap_ms", "hold_ms")

    def __init__(self, source: str = "", deal: tuple[int, ...] = (), packet: int = 1,
                 sweep: bool = False, one_by_one: bool = False, gap_ms: int = 0,
                 hold_ms: int = 0) -> None:
        put = object.__setattr__
        put(self, "source", source)
        put(self, "deal", deal)
        put(self, "packet", packet)
        put(self, "sweep", sweep)
        put(self, "one_by_one", one_by_one)
        put(self, "gap_ms", gap_ms)
        put(self, "hold_ms", hold_ms)


class FeltFrame(FrozenSlots):
    """The table at one moment.  ``playable``: the cards the person may play now (a
    click, a drag onto ``target`` or Enter plays one; the arrow keys move among them).
    ``lit`` cards are ringed (the card just played), ``winner`` wears the winner's mark.
    For a replay: ``picture``, the cards in words for a screen reader; ``is_stop``,
    where the keys that step by trick or count land; ``hand_index``, the hand (0-based)
    the hand chooser shows; ``aside``, what the game's own item on the felt (its
    fixture, a board) shows at this step (its own plain data, a board's pegs).
    ``plates``: the words written on the felt beside the piles (placed in their order,
    each clear of those before);
    ``pace``: how the cards move to this frame when it is queued (None: all at once).
    ``pick``: the person picks that many of the ``playable`` cards (a click or Space
    picks or puts back, Enter or a double-click sends them; picked cards stand up), not
    one card played at once (0).  ``raised`` cards stand up a little (cards that may be
    played, shown by more than colour).  ``hand``: the pile of the person's own cards:
    while some are playable any of them may be played (dragged, clicked, Enter), one
    that is not being offered to the rules, which refuse it with their words."""

    __slots__ = ("piles", "playable", "target", "title", "lines", "score", "hand_index",
                 "lit", "winner", "picture", "is_stop", "aside", "plates", "pace", "pick",
                 "raised", "hand")

    def __init__(self, piles: tuple[Pile, ...], playable: frozenset[int] = frozenset(),
                 target: str = "", title: str = "", lines: tuple[str, ...] = (),
                 score: str = "", hand_index: int = 0, lit: frozenset[int] = frozenset(),
                 winner: int | None = None, picture: tuple[str, ...] = (),
                 is_stop: bool = False, aside: Any = None, plates: tuple[Plate, ...] = (),
                 pace: Pace | None = None, pick: int = 0,
                 raised: frozenset[int] = frozenset(), hand: str = "") -> None:
        put = object.__setattr__
        put(self, "piles", piles)
        put(self, "playable", playable)
        put(self, "target", target)
        put(self, "title", title)
        put(self, "lines", lines)
        put(self, "score", score)
        put(self, "hand_index", hand_index)
        put(self, "lit", lit)
        put(self, "winner", winner)
        put(self, "picture", picture)
        put(self, "is_stop", is_stop)
        put(self, "aside", aside)
        put(self, "plates", plates)
        put(self, "pace", pace)
        put(self, "pick", pick)
        put(self, "raised", raised)
        put(self, "hand", hand)

    def replace(self, **changes: Any) -> FeltFrame:
        """This frame with the fields named changed (as ``dataclasses.replace``)."""
        values = dict(zip(self._fields, self._values(), strict=True))
        values.update(changes)
        return FeltFrame(**values)

    def pile(self, name: str) -> Pile | None:
        return next((p for p in self.piles if p.name == name), None)

    def pile_of(self, card: int) -> Pile | None:
        return next((p for p in self.piles if card in p.cards), None)

    def cards(self) -> frozenset[int]:
        return frozenset(c for p in self.piles for c in p.cards)

    def shown(self) -> frozenset[int]:
        """The faces turned up: what a person looking at this frame has seen."""
        return frozenset(c for p in self.piles if p.face_up for c in p.cards)


class FeltGame(Protocol):
    """What a game gives to be played on the shell's frame felt (ui/frame_felt.py,
    controller/frame_session.py, ui/frame_window.py) instead of a table of its own: its
    table as plain frames (above), what a card gesture means, its bots
    and how far back Undo may go.  Its module names the object ``FELT``; the shell
    reaches it through ``GameInfo.felt()`` and these methods only."""

    def frame(self, state: GameState, seat: int) -> FeltFrame:
        """The table as ``seat`` sees it now: hidden cards face
        down; ``playable`` holds the cards ``seat`` may play when it is to act."""

    def gesture(self, state: GameState, seat: int, card: int) -> Any:
        """The action ``seat`` means by playing ``card`` (a click, a drag onto the
        frame's target, Enter); IllegalAction, with its rule, for a card that is no
        move now."""

    def hint(self, state: GameState, action: Any) -> tuple[int | None, str]:
        """For a suggested ``action``: the card to mark on the felt, and the words."""

    def replay(self, record: dict) -> Sequence[FeltFrame]:
        """Every step of a finished or imported game, as frames with every card face
        up and each step's title, story lines and score."""

    def bot(self, level: str, seed: str) -> Any:
        """A computer player of ``level`` (the shared ``players/level`` choices):
        ``choose(observation) -> action``."""

    def options(self, stored: Mapping[str, Any]) -> dict[str, Any]:
        """The game's options for a new game from its stored settings (key -> value,
        the keys of ``GameInfo.settings``)."""

    def setting_label(self, key: str) -> str:
        """The settings page's label for one of the game's stored settings."""

    def may_take_back(self, then: GameState, now: GameState) -> bool:
        """The game's fairness rule for Undo: whether the person's decision taken at
        ``then`` may still be taken back at ``now``."""

