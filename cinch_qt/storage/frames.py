"""A finished (or imported) game as a list of pictures to step through, hand by hand
and trick by trick, for the replay viewer.  Pure data: no Qt here, so it is tested on
its own.  The record has been checked by the engine before it gets here."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import parse_card
from ..engine.rules import Rules

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
SEAT_WORDS = {"S": "South", "W": "West", "N": "North", "E": "East"}


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


def _bids_line(bids: list) -> str:
    return "Bids: " + ", ".join(f"{s} {'pass' if n is None else n}" for s, n in bids)


def game_frames(record: dict) -> list[Frame]:
    rules = Rules(**record["rules"])
    seats = record["seats"]
    frames: list[Frame] = []
    before = {side: 0 for side in rules.sides}
    n_hands = len(record["hands"])
    for i, hand in enumerate(record["hands"]):
        head = f"Hand {i + 1} of {n_hands}"
        dealt = {s: tuple(_cards(hand["deal"][s])) for s in seats}
        lines = [f"{SEAT_WORDS[hand['dealer']]} deals.", _bids_line(hand.get("bids", []))]
        maker = hand.get("maker")
        if "maker" in hand and maker is None:
            lines.append("Everybody passed: the hand is thrown in (R22).")
        frames.append(Frame(i, 0, f"{head} — the deal", dealt, (), None, tuple(lines),
                            dict(before)))
        after = hand.get("totals", before)
        if maker is None or "trump" not in hand:
            before = dict(after)
            continue
        trump = hand["trump"]
        lines = [f"{SEAT_WORDS[maker]} bid {hand['bid']} and named "
                 f"{SUIT_SYMBOLS[trump]} trumps."]
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
                lines.append(f"{SEAT_WORDS[s]} kept {len(kept.get(s, []))} and drew "
                             f"{len(drawn[s])}.")
        if given:
            lines.append("The pack ran out; the dealer gave "
                         + ", ".join(f"{SEAT_WORDS[s]} {' '.join(map(_pretty, c))}"
                                     for s, c in given.items()) + " (R35).")
        frames.append(Frame(i, 1, f"{head} — ready to play",
                            {s: tuple(c) for s, c in held.items()}, (), None, tuple(lines),
                            dict(before)))
        tricks = hand.get("tricks", [])
        for t, trick in enumerate(tricks):
            plays = tuple((s, parse_card(c)) for s, c in trick["plays"])
            for s, c in plays:
                held[s].remove(c)
            winner = trick.get("winner")
            words = " ".join(f"{s} {_pretty(c)}" for s, c in trick["plays"])
            lines = [f"{words}" + (f" — {SEAT_WORDS[winner]} wins the trick." if winner
                                   else "")]
            totals = dict(before)
            if t == len(tricks) - 1 and "scored" in hand:
                taken = ", ".join(f"{k} {v}" for k, v in hand.get("taken", {}).items())
                scored = ", ".join(f"{k} {v}" for k, v in hand["scored"].items())
                lines.append(f"Points taken: {taken}. Scored: {scored}.")
                if hand.get("awarded"):
                    lines.append("Dead scoring cards awarded (R36): " + ", ".join(
                        f"{k} {' '.join(map(_pretty, v))}"
                        for k, v in hand["awarded"].items()))
                totals = dict(after)
            frames.append(Frame(i, 2 + t, f"{head} — trick {t + 1} of 6",
                                {s: tuple(c) for s, c in held.items()}, plays, winner,
                                tuple(lines), totals))
        before = dict(after)
    return frames


def first_frame_of_hand(frames: list[Frame], hand_index: int) -> int:
    for n, f in enumerate(frames):
        if f.hand_index == hand_index:
            return n
    return 0
