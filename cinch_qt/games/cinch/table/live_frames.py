"""The live Cinch table as frames of the shell's frame felt (games/felt_frame.py), built
from the session's snapshots: what South may see (the others' hands face down, R15),
each seat's plate (name, level, cards held or "thinking…", the dealer's chip, its bid,
its public exchange), the corner plate (the hand, the contract, the dealer, the scores),
the piles round the middle (the pack, the discards, shown dead trumps, R37, the tricks
taken with their count) and each step's pacing (the deal in packets of three, R15; a
finished trick swept after a pause; the exchange one card after another, R31-R35).
Pure data apart from QtCore's translate; its words are in the game's context
"CinchTable"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....i18n import current_language, side_short, suit_name
from ....i18n.placeholders import fill
from ...base import PERSON
from ...felt_frame import FeltFrame, Pace, Pile, Plate
from . import snapshot as snap
from .exchange_words import exchange_words

translate = QCoreApplication.translate
S, W, N, E = 0, 1, 2, 3
# Where each seat's hand lies (its cards' centre), its card of the trick, and the piles
# in front of it (the pack when it deals, its discards to the left of that place or
# above it, its shown trumps to the right or below, its tricks beside its hand), as
# shares of the felt's width and height; the middle of the table is a little above the
# felt's centre, clear of the person's larger hand.  A card is about 0.085 of the
# felt's width and 0.19 of its height.
MIDDLE = 0.47
HAND_AT = {S: (0.5, 0.875), N: (0.5, 0.115), W: (0.06, MIDDLE), E: (0.94, MIDDLE)}
TRICK_AT = {S: (0.5, MIDDLE + 0.06), N: (0.5, MIDDLE - 0.06), W: (0.445, MIDDLE),
            E: (0.555, MIDDLE)}
PACK_AT = {S: (0.5, 0.7), N: (0.5, 0.245), W: (0.3, MIDDLE), E: (0.7, MIDDLE)}
DEAD_AT = {S: (0.4, 0.7), N: (0.4, 0.245), W: (0.3, 0.33), E: (0.7, 0.33)}
SHOWN_AT = {S: (0.6, 0.7), N: (0.6, 0.245), W: (0.3, 0.61), E: (0.7, 0.61)}
WON_AT = {S: (0.84, 0.88), N: (0.72, 0.27), W: (0.17, 0.68), E: (0.83, 0.68)}
# The room a hand may fill: most of the width at South (in two rows when one would hide
# the cards' indexes); North's one close row; at a side seat a column down the middle
# half of the felt.  The plates lie beside a full hand (R15), so they stay put as the
# cards are played.
FULL_HAND = 9
ROOM = {S: (0.6, 0.3), N: (0.0, 0.0), W: (0.0, 0.5), E: (0.0, 0.5)}
# How far apart the cards of a hand lie, in card widths: the person's wide enough to
# click each card's middle, the others' close.
SPREAD = {S: 0.62, N: 0.3, W: 0.0, E: 0.0}
PLATE_SIDES = {S: ("left", "above"), N: ("right", "left", "below"),
               W: ("above", "right", "below"), E: ("above", "left", "below")}
# Piles away from the action are drawn smaller so hands and the trick stand out.
PACK_SCALE, DEAD_SCALE, WON_SCALE, SHOWN_SCALE = 0.7, 0.5, 0.5, 0.62
TRICK = "trick"
# The exchange after the bidding (R31-R34) is shown one seat at a time, the cards one
# after another, slowly enough to count them at speed "normal"; each seat's step then
# stays in view a moment before the next begins.  Discards fly quicker than draws: the
# plate says how many trumps were kept, while the cards drawn are what a player counts.
EXCHANGE_CARD_MS = {"discard": 120, "draw": 260, "rob": 160}
EXCHANGE_HOLD_MS = 550


def tricks_words(n: int) -> str:
    # Plural choices made here, not with %n (the project's rule for translations).
    if n == 1:
        return translate("CinchTable", "1 trick")
    return fill(translate("CinchTable", "%1 tricks"), n)


def tricks_tip(name: str, tricks: int, cards: int) -> str:
    return fill(translate("CinchTable", "Tricks taken by %1: %2 (%3 cards)"), name, tricks,
                cards)


def dead_tip(name: str, cards: int) -> str:
    if cards == 1:
        return fill(translate("CinchTable", "Discarded by %1: 1 card, out of play"), name)
    return fill(translate("CinchTable", "Discarded by %1: %2 cards, out of play"), name, cards)


class Seen:
    """What the table shows besides the snapshot: the seats' names and levels (the
    words under the name), the target score, the rules' sides, the seat thinking (-1:
    none), and the person's decision: the cards they may play or pick, how many to pick
    (0: play one), whether legal cards stand up; the scale of the person's hand.  (A
    plain class: a dataclass is compiled at start, before the first painted table.)"""

    __slots__ = ("names", "levels", "target", "sides", "thinking", "playable", "pick",
                 "raised", "hand_scale")

    def __init__(self, names: dict[int, str], levels: dict[int, str], target: int,
                 sides: tuple[str, ...], thinking: int = -1,
                 playable: frozenset[int] = frozenset(), pick: int = 0,
                 raised: bool = False, hand_scale: float = 1.0) -> None:
        self.names, self.levels, self.target, self.sides = names, levels, target, sides
        self.thinking, self.playable, self.pick = thinking, playable, pick
        self.raised, self.hand_scale = raised, hand_scale


def _piles(s: snap.Snapshot) -> dict[tuple[str, int], tuple[int, ...]]:
    """(zone, seat) -> its cards in their order, and (zone, -1) -> a zone's cards
    whoever's they are."""
    out: dict[tuple[str, int], list[tuple[int, int]]] = {}
    for c, p in s.places.items():
        out.setdefault((p.zone, p.seat), []).append((p.index, c))
        out.setdefault((p.zone, -1), []).append((p.index, c))
    return {key: tuple(c for _, c in sorted(cards)) for key, cards in out.items()}


def _cards_word(count: int) -> str:
    # French counts 0 as singular too (as cinch_qt.i18n.points does).
    singular = count == 1 or (count == 0 and current_language() == "fr")
    return (translate("CinchTable", "%1 card") if singular
            else translate("CinchTable", "%1 cards")).replace("%1", str(count))


def seat_plate(s: snap.Snapshot, seat: int, seen: Seen) -> Plate:
    """A seat's plate: its name over its level and cards held ("thinking…" while it
    thinks) and its exchange so far; the dealer's chip; its bid in the bubble."""
    detail = (translate("CinchTable", "thinking…") if seat == seen.thinking
              else _cards_word(s.counts.get(seat, 0)))
    lines = [" · ".join(part for part in (seen.levels.get(seat, ""), detail) if part)]
    facts = exchange_words(seat, s.kept, s.drew, s.given, s.robbed, s.dealer)
    if facts:
        lines.append(facts)
    bid = s.bids.get(seat, "")
    acting = s.actor if s.actor is not None else s.to_act
    name = seen.names[seat]
    return Plate(name, tuple(lines), beside=f"hand {seat}", sides=PLATE_SIDES[seat],
                 at=HAND_AT[seat], anchor=(0.5, 0.5),
                 chip=translate("CinchTable", "D", "the dealer's chip")
                 if seat == s.dealer else "",
                 bubble=translate("CinchTable", "Pass") if bid == "Pass" else bid,
                 quiet=bid == "Pass", active=acting == seat,
                 tip=", ".join([name, *lines]))


def corner_plate(s: snap.Snapshot, seen: Seen) -> Plate:
    """The hand, the bidding or the contract, the dealer and the scores."""
    names = seen.names
    if s.phase == "bid":
        high = [(int(v), seat) for seat, v in s.bids.items() if v != "Pass"]
        if high:
            amount, seat = max(high)
            info = [fill(translate("CinchTable", "Bidding: %1 %2"), names[seat], amount)]
        else:
            info = [translate("CinchTable", "Bidding: no bid yet")]
    elif s.maker is not None and s.bid is not None:
        if s.trump is not None:
            word = suit_name(s.trump)
            trump = f"{snap.SUIT_SYMBOLS[s.trump]} {word[:1].upper()}{word[1:]}"
            text = translate("CinchTable", "Contract: %1 %2 · %3").replace("%3", trump)
        else:
            text = translate("CinchTable", "Contract: %1 %2 (naming trumps)")
        info = [fill(text, names[s.maker], s.bid)]
    else:
        info = [translate("CinchTable", "Contract: —")]
    info.append(translate("CinchTable", "Dealer: %1").replace("%1", names[s.dealer]))
    parts = []
    for side in seen.sides:
        label = side_short(side)
        if side == "NS" or side == "S":
            label = translate("CinchTable", "%1 (you)").replace("%1", label)
        parts.append(f"{label} {s.totals.get(side, 0)}")
    info.append(" · ".join(parts))
    # Three players: nobody sits at the top, so the hand's facts go to the top middle.
    at, anchor = ((0.008, 0.012), (0.0, 0.0)) if N in s.seats else ((0.5, 0.012), (0.5, 0.0))
    return Plate(fill(translate("CinchTable", "Hand %1 — game to %2"), s.hand_no + 1,
                      seen.target), tuple(info), at=at, anchor=anchor)


def live_frame(s: snap.Snapshot, seen: Seen) -> FeltFrame:
    """The table of snapshot ``s`` as South sees it."""
    piles: list[Pile] = []
    cards = _piles(s)
    for seat in s.seats:
        hand = cards.get((snap.HAND, seat), ())
        piles.append(Pile(f"hand {seat}", hand, HAND_AT[seat],
                          face_up=seat == PERSON or any(s.places[c].face_up for c in hand),
                          fan="down" if seat in (W, E) else "right", room=ROOM[seat],
                          spread=SPREAD[seat], hold=FULL_HAND,
                          scale=seen.hand_scale if seat == PERSON else 1.0))
    for seat in s.seats:
        piles.append(Pile(f"{TRICK} {seat}", cards.get((snap.TRICK, seat), ()), TRICK_AT[seat]))
    piles.append(Pile("pack", cards.get((snap.PACK, -1), ()), PACK_AT[s.dealer], face_up=False,
                      fanned=False, scale=PACK_SCALE))
    for seat in s.seats:
        dead = cards.get((snap.DEAD, seat), ())
        name = seen.names[seat]
        piles.append(Pile(f"dead {seat}", dead, DEAD_AT[seat], face_up=False, fanned=False,
                          scale=DEAD_SCALE, tip=dead_tip(name, len(dead)) if dead else ""))
        piles.append(Pile(f"shown {seat}", cards.get((snap.SHOWN, seat), ()), SHOWN_AT[seat],
                          scale=SHOWN_SCALE, fan="down" if seat in (W, E) else "right"))
        won = cards.get((snap.WON, seat), ())
        tricks = len(won) // max(1, len(s.seats))
        piles.append(Pile(f"won {seat}", won, WON_AT[seat], face_up=False, fanned=False,
                          scale=WON_SCALE, label=tricks_words(tricks) if won else "",
                          label_above=seat != N,
                          tip=tricks_tip(name, tricks, len(won)) if won else ""))
    choice = cards.get((snap.CHOICE, -1), ())
    if choice:
        piles.append(Pile("choice", choice, (0.5, 0.64), room=(0.7, 0.2), spread=0.7))
    # The corner plate first: the seats' plates find their places clear of it.
    plates = [corner_plate(s, seen), *(seat_plate(s, seat, seen) for seat in s.seats)]
    pace = None
    if s.step == "deal":
        pace = Pace(source="pack", deal=s.deal_order, packet=3)      # R15
    elif s.step == "sweep":
        pace = Pace(sweep=True)
    elif s.step in EXCHANGE_CARD_MS and not (s.step == "rob" and s.actor == PERSON):
        # The person's own rob is theirs: no need to follow it card by card.
        pace = Pace(one_by_one=True, gap_ms=EXCHANGE_CARD_MS[s.step],
                    hold_ms=EXCHANGE_HOLD_MS)
    return FeltFrame(tuple(piles), playable=seen.playable, target=f"{TRICK} {PERSON}",
                     hand=f"hand {PERSON}", plates=tuple(plates), pace=pace,
                     pick=seen.pick, raised=seen.playable if seen.raised else frozenset(),
                     winner=next((c for c, p in s.places.items() if p.zone == snap.TRICK
                                  and p.seat == s.trick_winner), None))
