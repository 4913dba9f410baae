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
from ....i18n.seats import holding
from ...cards import parse_card
from ...felt_frame import FeltFrame, Pile
from ..engine.boards import get_board
from .names import SIDE_SEATS, crib_player, crib_side

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


# The replay on the shell's frame felt.  Where each seat's hand lies (its cards' centre)
# by the number of players (C2), as shares of the felt's width and height.
SEAT_AT = {
    2: {"S": (0.5, 0.87), "N": (0.5, 0.14)},
    3: {"S": (0.5, 0.87), "W": (0.135, 0.47), "E": (0.865, 0.47)},
    4: {"S": (0.5, 0.87), "W": (0.135, 0.5), "N": (0.5, 0.14), "E": (0.865, 0.5)},
    6: {"S": (0.5, 0.87), "SW": (0.15, 0.69), "NW": (0.15, 0.28), "N": (0.5, 0.14),
        "NE": (0.85, 0.28), "SE": (0.85, 0.69)},
}
STARTER_AT, COUNT_AT, CRIB_AT = (0.285, 0.5), (0.48, 0.5), (0.715, 0.5)
# The felt's usual card scaled to leave room for six hands, the cards of earlier counts
# smaller still; a hand's room (six cards half a card apart).
CARD, SMALL = 0.82, 0.52
HAND_ROOM = (0.26, 0.0)


def _faces(cards) -> tuple[int, ...]:  # noqa: ANN001 - card texts
    return tuple(parse_card(c) for c in cards)


def felt_frame(f: CribFrame, record: dict) -> FeltFrame:
    """One step on the frame felt: every hand face up at its seat under its player's
    name, the cards of earlier counts small and dimmed beside it, the count (or the cards
    being shown) in the middle with the starter on its left and the crib on its right,
    face down until its show; the pegs ride along for the board on the felt."""
    raw = record.get("names") if isinstance(record.get("names"), dict) else {}
    showing = set(f.showing)
    piles = []
    for seat, (cx, cy) in SEAT_AT.get(record["rules"]["players"], SEAT_AT[2]).items():
        held = f.hands.get(seat, ())
        # The cards being shown lie in the middle, not also beside their player.
        played = tuple(c for c in f.played.get(seat, ()) if c not in showing)
        name = crib_side(seat, raw) or crib_player(seat)
        if seat == f.dealer:
            name = fill(translate("CribTableView", "%1 (dealer)"), name)
        # W30: the cards of a side that folded are dead for the rest of the hand.
        dead = any(seat in SIDE_SEATS.get(side, (side,)) for side in f.folded)
        piles.append(Pile(seat, _faces(held), (cx, cy), room=HAND_ROOM, scale=CARD,
                          dimmed=dead, label_above=True,
                          label=name if seat in f.hands or played else ""))
        # Beside North's or South's hand, under a side seat's (beside it they would
        # reach the starter or the crib); in the hand's place once it is empty.
        piles.append(Pile(f"{seat} played", _faces(played), (cx, cy), room=HAND_ROOM,
                          scale=SMALL, dimmed=True, next_to=(seat, 1 if cx == 0.5 else 0)))
    middle = f.showing or tuple(c for _, c in f.pile)
    count = fill(translate("CribTableView", "Count: %1"), f.count) if f.pile else ""
    piles.append(Pile("count", _faces(middle), COUNT_AT, room=(0.34, 0.0), scale=CARD,
                      label="" if f.showing else count))
    if f.starter:
        piles.append(Pile("starter", _faces((f.starter,)), STARTER_AT, scale=CARD,
                          label=translate("CribTableView", "Starter")))
    # During the crib's own show its cards are in the middle, not at its place.
    if f.crib and not (f.crib_open and f.showing):
        owner = crib_side(f.dealer, raw) or crib_player(f.dealer)
        piles.append(Pile("crib", _faces(f.crib), CRIB_AT, face_up=f.crib_open,
                          fanned=f.crib_open, scale=CARD, label_above=True,
                          label=fill(translate("CribTableView", "Crib of %1"), owner)))
    lit = _faces(f.showing + ((f.starter,) if f.starter else ())) if f.showing else \
        _faces(c for _, c in f.pile[-1:])
    order = sorted(f.marks, key=lambda s: "S" not in record["sides"][s])
    score = ", ".join(fill(translate("CribbageReplayWidget", "%1 %2"), crib_side(s, raw),
                           f.marks[s]) for s in order)
    return FeltFrame(tuple(piles), title=f.title, lines=f.lines, score=score,
                     hand_index=f.hand_index, lit=frozenset(lit),
                     picture=_picture(f, raw), is_stop=f.is_stop,
                     aside=(tuple(f.pegs.items()), tuple(f.sitting.items())))


def _picture(f: CribFrame, raw: dict) -> tuple[str, ...]:
    """The cards in words for screen readers: the count, the starter, every hand."""
    lines = []
    if f.pile:
        lines.append(fill(translate("CribbageReplayWidget", "On the table: %1 (count %2)"),
                          card_words([c for _, c in f.pile]), f.count))
    if f.starter:
        lines.append(fill(translate("CribbageReplayWidget", "Starter: %1"),
                          card_words([f.starter])))
    for seat, held in f.hands.items():
        if held:
            lines.append(holding(crib_side(seat, raw), card_words(held)))
    return tuple(lines)


def felt_frames(record: dict) -> list[FeltFrame]:
    return [felt_frame(f, record) for f in crib_frames(record)]
