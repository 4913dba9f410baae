"""A cribbage or Crib Wars game as a list of pictures for the replay viewer: card by card
through the lay-away and the play, count by count through the show, with the pegs where
each score left them.  Pure data apart from QtCore's translate (no widgets), so it is
tested on its own; the record has been checked by the engine before it gets here
(shared/CRIB_RECORD.md).

Each hand gives a frame for the deal, one per seat laying away (or burying, with six
players), one for the starter, one per card played, and one per show (each hand, then the
crib).  Gos, go points, the count starting again, scores, and every Crib Wars effect
(folds, retreats, sitting out, releases, awards) are told in the frame of the step that
caused them, and move the pegs there.  An unfinished game stops where its record stops.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ....i18n.cards import card_with_article
from ....i18n.placeholders import fill
from ...cards import parse_card
from ..engine.boards import get_board
from .names import crib_player, crib_side

translate = QCoreApplication.translate

# What a score was for (the record's "why"), said inside a sentence.
WHY = {
    "heels": QT_TRANSLATE_NOOP("CribReplay", "his heels"),
    "play": QT_TRANSLATE_NOOP("CribReplay", "the play"),
    "go": QT_TRANSLATE_NOOP("CribReplay", "the go"),
    "hand": QT_TRANSLATE_NOOP("CribReplay", "the hand"),
    "crib": QT_TRANSLATE_NOOP("CribReplay", "the crib"),
    "muggins": QT_TRANSLATE_NOOP("CribReplay", "muggins"),
    "excess": QT_TRANSLATE_NOOP("CribReplay", "points over-claimed"),
    "award": QT_TRANSLATE_NOOP("CribReplay", "the award"),
}
SQUARES = {
    "R": QT_TRANSLATE_NOOP("CribReplay", "a red jump"),
    "T": QT_TRANSLATE_NOOP("CribReplay", "a blue trap"),
    "G": QT_TRANSLATE_NOOP("CribReplay", "a green zone"),
    "P": QT_TRANSLATE_NOOP("CribReplay", "a penalty square"),
}
ITEMS = {
    "fifteen": QT_TRANSLATE_NOOP("CribReplay", "fifteens %1"),
    "pair": QT_TRANSLATE_NOOP("CribReplay", "pairs %1"),
    "run": QT_TRANSLATE_NOOP("CribReplay", "runs %1"),
    "flush": QT_TRANSLATE_NOOP("CribReplay", "flush %1"),
    "nobs": QT_TRANSLATE_NOOP("CribReplay", "nobs %1"),
}


@dataclass(frozen=True)
class CribFrame:
    hand_index: int                             # 0-based
    kind: str                                   # deal, lay, starter, play, show
    title: str
    lines: tuple[str, ...]                      # what happened, in words
    dealer: str
    hands: dict[str, tuple[str, ...]]           # seat -> cards still held
    played: dict[str, tuple[str, ...]]          # seat -> cards of earlier counts
    pile: tuple[tuple[str, str], ...]           # this count so far: (seat, card)
    count: int
    crib: tuple[str, ...]
    starter: str | None
    showing: tuple[str, ...] = ()               # the cards being counted now
    crib_open: bool = False                     # the crib face up (its show or after)
    pegs: dict[str, tuple[str, str]] = field(default_factory=dict)  # side: front, back
    marks: dict[str, int] = field(default_factory=dict)
    out: tuple[str, ...] = ()                   # sides sitting this hand out (W32)
    sitting: dict[str, int] = field(default_factory=dict)  # side: hands still out (W32)
    folded: tuple[str, ...] = ()                # sides whose cards are dead (W30)
    is_stop: bool = False                       # where the count-by-count keys land


def card_words(cards: list[str] | tuple[str, ...]) -> str:
    return ", ".join(card_with_article(parse_card(c)) for c in cards)


class _Builder:
    def __init__(self, record: dict) -> None:
        self.record = record
        self.board = get_board(record["rules"]["board"])
        self.sides: dict[str, list[str]] = record["sides"]
        self.names = record.get("names") if isinstance(record.get("names"), dict) else {}
        self.pegs = {s: (self.board.start, self.board.start) for s in self.sides}
        # W32, W33: hands each side still sits out in the penalty box, this one included.
        self.box: dict[str, int] = {}
        self.folded: set[str] = set()               # this hand's folded sides (W30)
        self.frames: list[CribFrame] = []

    def who(self, seat: str) -> str:
        name = self.names.get(seat)
        if not name or name == seat or name in ("You", "South", "West", "North", "East"):
            return crib_player(seat)
        return name

    def side(self, side: str) -> str:
        return crib_side(side, self.names)

    def marks(self) -> dict[str, int]:
        return {s: self.board.mark(front) for s, (front, _) in self.pegs.items()}

    # ------------------------------------------------------------- events
    def effect(self, ev: dict) -> str | None:
        """The words of an event that follows a step, moving the pegs; None for the
        events that are steps of their own."""
        kind = ev["e"]
        if kind == "score":
            side = ev["side"]
            front, _ = self.pegs[side]
            self.pegs[side] = (ev["to"], front)
            text = fill(translate("CribReplay", "+%1 for %2 (%3), now at %4."),
                        ev["points"], self.side(side),
                        translate("CribReplay", WHY.get(ev["why"], ev["why"])),
                        self.board.mark(ev["to"]))
            square = ev.get("square")
            if isinstance(square, str) and square[:1] in SQUARES:
                text += " " + fill(translate("CribReplay", "Landed on %1 (%2)."),
                                   translate("CribReplay", SQUARES[square[0]]), square)
            return text
        if kind == "go":
            return fill(translate("CribReplay", "Go: %1 cannot play."), self.who(ev["seat"]))
        if kind == "reset":
            return translate("CribReplay", "The count starts again from 0.")
        if kind == "crib_stock":
            return fill(translate("CribReplay", "The top card of the stock goes to the "
                                  "crib: %1."), card_words([ev["card"]]))
        if kind == "fold":
            self.folded.add(ev["side"])
            return fill(translate("CribReplay", "Penalty square %1: the cards of %2 are "
                                  "dead."), ev["square"], self.side(ev["side"]))
        if kind in ("retreat", "release"):
            side = ev["side"]
            if kind == "release":
                self.box.pop(side, None)            # W35: out of the box at once
            self.pegs[side] = (ev["to"], self.pegs[side][1])
            text = (translate("CribReplay", "Back to %2 for %1.") if kind == "retreat"
                    else translate("CribReplay", "Released from the penalty box: %1, "
                                   "to %2."))
            return fill(text, self.side(side), self.board.mark(ev["to"]))
        if kind == "sit_out":
            self.box[ev["side"]] = int(ev["hands"])
            return fill(translate("CribReplay", "In the penalty box for %1 hands: %2."),
                        ev["hands"], self.side(ev["side"]))
        if kind == "leave_box":
            self.box.pop(ev["side"], None)
            return fill(translate("CribReplay", "Out of the penalty box: %1."),
                        self.side(ev["side"]))
        if kind == "win":
            return fill(translate("CribReplay", "Game hole! The game goes to %1."),
                        self.side(ev["side"]))
        return None

    def build(self) -> list[CribFrame]:
        hands = self.record["hands"]
        for h, hand in enumerate(hands):
            self.hand(h, len(hands), hand)
        final = self.record.get("final")
        if isinstance(final, dict) and self.frames:
            points = final.get("game_points") or {}
            words = [fill(translate("CribReplay", "Game points lost by %1: %2."),
                          self.side(s), p) for s, p in points.items()]
            last = self.frames[-1]
            self.frames[-1] = _replace(last, lines=last.lines + tuple(words), is_stop=True)
        return self.frames

    def hand(self, h: int, total: int, hand: dict) -> None:
        dealer = hand["dealer"]
        held = {s: list(c) for s, c in hand["deal"].items()}
        played: dict[str, list[str]] = {s: [] for s in held}
        pile: list[tuple[str, str]] = []
        crib: list[str] = []
        state = {"count": 0, "starter": None, "showing": (), "crib_open": False}
        out = tuple(hand.get("out", []))
        self.folded = set()
        head = fill(translate("CribReplay", "Hand %1 of %2"), h + 1, total)

        def emit(kind: str, title: str, lines: list[str], stop: bool = False) -> None:
            self.frames.append(CribFrame(
                h, kind, title, tuple(lines), dealer,
                {s: tuple(c) for s, c in held.items()},
                {s: tuple(c) for s, c in played.items()}, tuple(pile), state["count"],
                tuple(crib), state["starter"], state["showing"], state["crib_open"],
                dict(self.pegs), self.marks(), out, sitting=dict(self.box), is_stop=stop,
                folded=tuple(sorted(self.folded))))

        def add(lines: list[str]) -> None:
            last = self.frames[-1]
            self.frames[-1] = _replace(last, lines=last.lines + tuple(lines),
                                       pegs=dict(self.pegs), marks=self.marks(),
                                       sitting=dict(self.box),
                                       folded=tuple(sorted(self.folded)))

        deal_lines = [fill(translate("CribReplay", "Dealer: %1."), self.who(dealer))]
        if out:
            deal_lines.append(fill(translate("CribReplay", "Sitting out: %1."),
                                   ", ".join(self.side(s) for s in out)))
        emit("deal", fill(translate("CribReplay", "%1 — the deal"), head), deal_lines, True)
        plays = 0
        for ev in hand["events"]:
            kind = ev["e"]
            if kind in ("lay", "bury"):
                seat = ev["seat"]
                for c in ev["cards"]:
                    held[seat].remove(c)
                if kind == "lay":
                    crib.extend(ev["cards"])
                    line = fill(translate("CribReplay", "To the crib from %1: %2."),
                                self.who(seat), card_words(ev["cards"]))
                else:
                    line = fill(translate("CribReplay", "Buried by %1: %2."),
                                self.who(seat), card_words(ev["cards"]))
                emit("lay", fill(translate("CribReplay", "%1 — laying away"), head), [line])
            elif kind == "crib_stock":
                crib.append(ev["card"])
                add([self.effect(ev)])
            elif kind == "starter":
                state["starter"] = ev["card"]
                emit("starter", fill(translate("CribReplay", "%1 — the starter"), head),
                     [fill(translate("CribReplay", "The starter is %1."),
                           card_words([ev["card"]]))], True)
            elif kind == "play":
                seat = ev["seat"]
                held[seat].remove(ev["card"])
                pile.append((seat, ev["card"]))
                state["count"] = ev["count"]
                plays += 1
                emit("play", fill(translate("CribReplay", "%1 — the play, card %2"), head,
                                  plays),
                     [fill(translate("CribReplay", "%1: %2, count %3."),
                           self.who(seat), card_words([ev["card"]]), ev["count"])])
            elif kind == "reset":
                add([self.effect(ev)])
                self.frames[-1] = _replace(self.frames[-1], is_stop=True)
                for seat, card in pile:
                    played[seat].append(card)
                pile.clear()
                state["count"] = 0
            elif kind == "show":
                if pile:                    # the last count of the play ends here
                    for seat, card in pile:
                        played[seat].append(card)
                    pile.clear()
                    state["count"] = 0
                seat, what = ev["seat"], ev["what"]
                if what == "crib":
                    state["crib_open"] = True
                state["showing"] = tuple(ev["cards"])
                items: dict[str, int] = {}
                for name, pts in ev.get("items", []):
                    items[name] = items.get(name, 0) + pts
                counted = ", ".join(fill(translate("CribReplay", ITEMS[k]), v)
                                    for k, v in items.items() if k in ITEMS)
                cards = card_words(ev["cards"])
                if seat == "S" and what == "crib":
                    title = fill(translate("CribReplay", "%1 — the show: your crib"), head)
                    first = fill(translate("CribReplay", "Your crib: %1."), cards)
                elif seat == "S":
                    title = fill(translate("CribReplay", "%1 — the show: your hand"), head)
                    first = fill(translate("CribReplay", "Your hand: %1."), cards)
                elif what == "crib":
                    title = fill(translate("CribReplay", "%1 — the show: the crib of %2"),
                                 head, self.who(seat))
                    first = fill(translate("CribReplay", "The crib of %1: %2."),
                                 self.who(seat), cards)
                else:
                    title = fill(translate("CribReplay", "%1 — the show: the hand of %2"),
                                 head, self.who(seat))
                    first = fill(translate("CribReplay", "The hand of %1: %2."),
                                 self.who(seat), cards)
                if counted:
                    total_line = fill(translate("CribReplay", "%1 — %2 in all."), counted,
                                      ev["total"])
                else:
                    total_line = translate("CribReplay", "Nothing to count: 0.")
                lines = [first, total_line]
                if "claimed" in ev:
                    lines.append(fill(translate("CribReplay", "Claimed: %1."), ev["claimed"]))
                emit("show", title, lines, True)
            else:
                text = self.effect(ev)
                if text:
                    if self.frames and self.frames[-1].hand_index == h:
                        add([text])
                    if kind in ("win", "fold"):
                        self.frames[-1] = _replace(self.frames[-1], is_stop=True)
        for side in out:                            # one hand of the box sat out
            if side in self.box:
                self.box[side] -= 1
                if self.box[side] <= 0:
                    del self.box[side]


def _replace(frame: CribFrame, **changes) -> CribFrame:
    from dataclasses import replace
    return replace(frame, **changes)


def crib_frames(record: dict) -> list[CribFrame]:
    """Every frame of a (checked) cribbage record, in order."""
    return _Builder(record).build()
