"""A finished (or imported) game as a list of pictures to step through, hand by hand
and trick by trick, for the replay viewer.  Pure data apart from QtCore's translate
(no widgets), so it is tested on its own.  The record has been checked by the engine
before it gets here.  The words are made in the current language when the frames are
built; the record itself stays language-neutral."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..engine.cards import parse_card
from ..engine.rules import Rules
from ..i18n.announcements import seat_name, side_name
from ..i18n.placeholders import fill

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


# Called under this name so pyside6-lupdate finds every string (it reads literal calls).
translate = QCoreApplication.translate


def _list(items: list[str]) -> str:
    return ", ".join(items)


@dataclass(frozen=True)
class Frame:
    hand_index: int                     # 0-based
    step: int                           # 0 = the deal, 1 = ready to play, 2.. = tricks
    title: str                          # "Hand 3 — trick 2 of 6"
    hands: dict[str, tuple[int, ...]]   # seat letter -> cards held at this moment
    trick: tuple[tuple[str, int], ...]  # the trick on the table (seat, card)
    winner: str | None                  # who took that trick
    lines: tuple[str, ...]              # what happened, in words
    totals: dict[str, int]              # scores at this moment


def _cards(texts: list[str]) -> list[int]:
    return [parse_card(t) for t in texts]


def _pretty(card_text: str) -> str:
    rank = "10" if card_text[0] == "T" else card_text[0]
    return rank + SUIT_SYMBOLS[card_text[1]]


def _bid_word(seat: str, amount: int | None) -> str:
    if amount is None:
        return fill(translate("ReplayFrames", "%1 pass"), seat_name(seat))
    return f"{seat_name(seat)} {amount}"


def _bids_line(bids: list) -> str:
    return fill(translate("ReplayFrames", "Bids: %1"), _list([_bid_word(s, n) for s, n in bids]))


def _drew_line(seat: str, kept: int, drew: int) -> str:
    # Plural choices made here, not with %n (the project's rule for translations).
    if kept == 1 and drew == 1:
        text = translate("ReplayFrames", "%1 kept 1 card and drew 1.")
    elif kept == 1:
        text = translate("ReplayFrames", "%1 kept 1 card and drew %3.")
    elif drew == 1:
        text = translate("ReplayFrames", "%1 kept %2 cards and drew 1.")
    else:
        text = translate("ReplayFrames", "%1 kept %2 cards and drew %3.")
    return fill(text, seat_name(seat), kept, drew)


def game_frames(record: dict) -> list[Frame]:
    rules = Rules(**record["rules"])
    seats = record["seats"]
    frames: list[Frame] = []
    before = {side: 0 for side in rules.sides}
    n_hands = len(record["hands"])
    for i, hand in enumerate(record["hands"]):
        dealt = {s: tuple(_cards(hand["deal"][s])) for s in seats}
        lines = [fill(translate("ReplayFrames", "%1 deals."), seat_name(hand["dealer"])),
                 _bids_line(hand.get("bids", []))]
        maker = hand.get("maker")
        if "maker" in hand and maker is None:
            lines.append(translate("ReplayFrames",
                                   "Everybody passed: the hand is thrown in (R22)."))
        title = translate("ReplayFrames", "Hand %1 of %2 — the deal")
        frames.append(Frame(i, 0, fill(title, i + 1, n_hands), dealt, (), None,
                            tuple(lines), dict(before)))
        after = hand.get("totals", before)
        if maker is None or "trump" not in hand:
            before = dict(after)
            continue
        trump = hand["trump"]
        lines = [fill(translate("ReplayFrames", "%1 bid %2 and named %3 trumps."),
                      seat_name(maker), hand["bid"], SUIT_SYMBOLS[trump])]
        held: dict[str, list[int]] = {}
        kept, drawn = hand.get("kept", {}), hand.get("drawn", {})
        given = hand.get("given", {})
        for s in seats:
            if rules.players == 4 and s == hand["dealer"]:
                held[s] = _cards(hand.get("dealer_kept", hand["deal"][s]))
            else:
                held[s] = _cards(kept.get(s, []) + drawn.get(s, []) + given.get(s, []))
        for s in seats:
            if s in drawn:
                lines.append(_drew_line(s, len(kept.get(s, [])), len(drawn[s])))
        if given:
            gifts = _list([f"{seat_name(s)} {' '.join(map(_pretty, c))}"
                           for s, c in given.items()])
            lines.append(fill(translate("ReplayFrames",
                                        "The pack ran out; the dealer gave %1 (R35)."), gifts))
        title = translate("ReplayFrames", "Hand %1 of %2 — ready to play")
        frames.append(Frame(i, 1, fill(title, i + 1, n_hands),
                            {s: tuple(c) for s, c in held.items()}, (), None, tuple(lines),
                            dict(before)))
        tricks = hand.get("tricks", [])
        for t, trick in enumerate(tricks):
            plays = tuple((s, parse_card(c)) for s, c in trick["plays"])
            for s, c in plays:
                held[s].remove(c)
            winner = trick.get("winner")
            words = " ".join(f"{seat_name(s)} {_pretty(c)}" for s, c in trick["plays"])
            if winner:
                words = fill(translate("ReplayFrames", "%1 — %2 wins the trick."), words,
                             seat_name(winner))
            lines = [words]
            totals = dict(before)
            if t == len(tricks) - 1 and "scored" in hand:
                taken = _list([f"{side_name(k)} {v}"
                               for k, v in hand.get("taken", {}).items()])
                scored = _list([f"{side_name(k)} {v}" for k, v in hand["scored"].items()])
                lines.append(fill(translate("ReplayFrames", "Points taken: %1. Scored: %2."),
                                  taken, scored))
                if hand.get("awarded"):
                    dead = _list([f"{side_name(k)} {' '.join(map(_pretty, v))}"
                                  for k, v in hand["awarded"].items()])
                    lines.append(fill(translate("ReplayFrames",
                                                "Dead scoring cards awarded (R36): %1"), dead))
                totals = dict(after)
            title = translate("ReplayFrames", "Hand %1 of %2 — trick %3 of 6")
            frames.append(Frame(i, 2 + t, fill(title, i + 1, n_hands, t + 1),
                                {s: tuple(c) for s, c in held.items()}, plays, winner,
                                tuple(lines), totals))
        before = dict(after)
    return frames


def first_frame_of_hand(frames: list[Frame], hand_index: int) -> int:
    for n, f in enumerate(frames):
        if f.hand_index == hand_index:
            return n
    return 0
