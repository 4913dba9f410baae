"""A finished (or imported) game as a list of pictures to step through, card by card,
for the replay viewer, which shows them on the shell's frame felt (``felt_frames``).
Pure data apart from QtCore's translate (no widgets), so it is tested on its own.  The
record has been checked by the engine before it gets here.  The
words are made in the current language when the frames are built; the record itself
stays language-neutral.

Each hand gives a frame for the deal, one when the hand is ready to play (trumps named,
discards and draws done), then one per card played.  The frame where a trick's last card
lands names the winner; the last card of the hand also shows its points and the totals.
A thrown-in hand (R22) has only its deal frame.  An unfinished game (an imported
``unfinished-*.json``) stops wherever its record stops."""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication

from ....i18n.cards import card_name, card_with_article
from ....i18n.placeholders import fill
from ....i18n.seats import holding, seat_name, side_name, side_short
from ...cards import parse_card
from ...felt_frame import FeltFrame, Pile, Plate
from ..engine.rules import SEAT_CHARS, Rules
from .exchange_words import exchange_words, seat_exchange

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
TRICKS_PER_HAND = 6  # R40: every hand has six cards
# Where each seat's hand lies on the felt (its cards' centre) and where its card of the
# trick lands, as shares of the felt's width and height (South's trick card clear of
# South's name, written over South's hand).
SEAT_AT = {"S": (0.5, 0.86), "N": (0.5, 0.14), "W": (0.17, 0.5), "E": (0.83, 0.5)}
TRICK_AT = {"S": (0.5, 0.625), "N": (0.5, 0.36), "W": (0.4, 0.5), "E": (0.6, 0.5)}
# The room a hand may fill: most of the width at North and South; a third of it at a
# side seat and the height between North's and South's hands, where nine cards (R31's
# deal with three players) lie in two rows, one above the other.
ROOM = {"S": (0.6, 0.3), "N": (0.6, 0.3), "W": (0.31, 0.5), "E": (0.31, 0.5)}
# Where each seat's plate goes beside its hand, first choice first: never between
# North's or South's hand and its trick card, which lie close.
PLATE_SIDES = {"S": ("left", "right", "above"), "N": ("left", "right", "below"),
               "W": ("above", "below", "right"), "E": ("above", "below", "left")}


# Called under this name so pyside6-lupdate finds every string (it reads literal calls).
translate = QCoreApplication.translate


def _list(items: list[str]) -> str:
    return ", ".join(items)


@dataclass(frozen=True)
class Frame:
    hand_index: int                     # 0-based
    step: int                           # 0 = the deal, 1 = ready to play, 2.. = cards
    title: str                          # "Hand 3 of 8 — trick 2 of 6, card 3 of 4"
    hands: dict[str, tuple[int, ...]]   # seat letter -> cards held at this moment
    trick: tuple[tuple[str, int], ...]  # the trick on the table so far (seat, card)
    winner: str | None                  # who took the trick, once its last card is down
    lines: tuple[str, ...]              # what happened, in words
    totals: dict[str, int]              # scores at this moment
    trick_no: int = 0                   # 1..6 on card frames, 0 on the deal and ready
    played: tuple[str, int] | None = None  # the card that landed in this frame
    trick_done: bool = False            # this card was the trick's last one
    # Each seat's public exchange from the moment it is done ("kept 3 trumps, drew 3",
    # R31-R35): the replay says it beside the seat's name, as the table's plates do.
    facts: dict[str, str] | None = None
    dealer: str = ""                    # the seat letter of the hand's dealer
    bids: tuple[tuple[str, int | None], ...] = ()  # the hand's bids (None: a pass)

    @property
    def is_stop(self) -> bool:
        """Where the trick-by-trick keys land: the deal, ready to play, and every
        finished trick (the table as the old trick-by-trick replay showed it)."""
        return self.played is None or self.trick_done


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


def _play_line(seat: str, card: int, leads: bool) -> str:
    # Cards in words here (not "10♥"): this is the line a screen reader says at each step.
    if leads:
        text = translate("ReplayFrames", "%1 leads %2.")
    else:
        text = translate("ReplayFrames", "%1 plays %2.")
    return fill(text, seat_name(seat), card_with_article(card))


def _held_when_ready(hand: dict, seats: list[str], rules: Rules) -> dict[str, list[int]]:
    kept, drawn = hand.get("kept", {}), hand.get("drawn", {})
    given = hand.get("given", {})
    held: dict[str, list[int]] = {}
    for s in seats:
        if rules.players == 4 and s == hand["dealer"]:
            # R34: the dealer's six; an unfinished record may stop before the rob.
            held[s] = _cards(hand.get("dealer_kept", hand["deal"][s]))
        elif s in kept:
            held[s] = _cards(kept[s] + drawn.get(s, []) + given.get(s, []))
        else:
            # An unfinished record that stops before this seat discarded (R31/R32).
            held[s] = _cards(hand["deal"][s])
    return held


def _exchange_facts(hand: dict, seats: list[str], rules: Rules) -> dict[str, str]:
    """Each seat's public exchange in the plates' words (exchange_words.py)."""
    index = {c: n for n, c in enumerate(SEAT_CHARS)}
    kept = {index[s]: len(v) for s, v in hand.get("kept", {}).items()}
    drew = {index[s]: len(v) for s, v in hand.get("drawn", {}).items()}
    given = {index[s]: len(v) for s, v in hand.get("given", {}).items()}
    robbed = None
    if rules.players == 4 and "dealer_kept" in hand and hand.get("drawn"):
        # R34: the pack left after the draws (every seat saw its size).
        robbed = 52 - 9 * 4 - sum(drew.values())
    dealer = index[hand["dealer"]]
    out = {s: exchange_words(index[s], kept, drew, given, robbed, dealer) for s in seats}
    return {s: text for s, text in out.items() if text}


def _hand_end_lines(hand: dict) -> list[str]:
    taken = _list([f"{side_name(k)} {v}" for k, v in hand.get("taken", {}).items()])
    scored = _list([f"{side_name(k)} {v}" for k, v in hand["scored"].items()])
    lines = [fill(translate("ReplayFrames", "Points taken: %1. Scored: %2."), taken, scored)]
    if hand.get("awarded"):
        dead = _list([f"{side_name(k)} {' '.join(map(_pretty, v))}"
                      for k, v in hand["awarded"].items()])
        lines.append(fill(translate("ReplayFrames", "Dead scoring cards awarded: %1"),
                          dead))
    return lines


def _card_frames(i: int, n_hands: int, hand: dict, held: dict[str, list[int]],
                 players: int, before: dict[str, int], after: dict[str, int]) -> list[Frame]:
    frames: list[Frame] = []
    tricks = hand.get("tricks", [])
    n_cards = sum(len(t["plays"]) for t in tricks)
    title = translate("ReplayFrames", "Hand %1 of %2 — trick %3 of %4, card %5 of %6")
    for t, trick in enumerate(tricks):
        plays = trick["plays"]
        on_table: list[tuple[str, int]] = []
        for k, (seat, text) in enumerate(plays):
            card = parse_card(text)
            held[seat].remove(card)
            on_table.append((seat, card))
            lines = [_play_line(seat, card, leads=k == 0)]
            # The record only names a winner once the trick is complete (R43).
            done = k == players - 1
            winner = trick.get("winner") if done else None
            if done and winner:
                words = " ".join(f"{seat_name(s)} {_pretty(c)}" for s, c in plays)
                lines.append(fill(translate("ReplayFrames", "%1 — %2 wins the trick."),
                                  words, seat_name(winner)))
            totals = dict(before)
            if len(frames) == n_cards - 1 and "scored" in hand:
                lines.extend(_hand_end_lines(hand))
                totals = dict(after)
            frames.append(Frame(
                i, 2 + len(frames),
                fill(title, i + 1, n_hands, t + 1, TRICKS_PER_HAND, k + 1, players),
                {s: tuple(c) for s, c in held.items()}, tuple(on_table), winner,
                tuple(lines), totals, t + 1, (seat, card), done))
    return frames


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
                                   "Everybody passed: the hand is thrown in."))
        title = translate("ReplayFrames", "Hand %1 of %2 — the deal")
        bids = tuple((s, n) for s, n in hand.get("bids", []))
        frames.append(Frame(i, 0, fill(title, i + 1, n_hands), dealt, (), None,
                            tuple(lines), dict(before), dealer=hand["dealer"], bids=bids))
        after = hand.get("totals", before)
        if maker is None or "trump" not in hand:
            before = dict(after)
            continue
        trump = hand["trump"]
        lines = [fill(translate("ReplayFrames", "%1 bid %2 and named %3 trumps."),
                      seat_name(maker), hand["bid"], SUIT_SYMBOLS[trump])]
        held = _held_when_ready(hand, seats, rules)
        kept, drawn = hand.get("kept", {}), hand.get("drawn", {})
        given = hand.get("given", {})
        for s in seats:
            if s in drawn:
                lines.append(_drew_line(s, len(kept.get(s, [])), len(drawn[s])))
        if given:
            gifts = _list([f"{seat_name(s)} {' '.join(map(_pretty, c))}"
                           for s, c in given.items()])
            lines.append(fill(translate("ReplayFrames",
                                        "The pack ran out; the dealer gave %1."), gifts))
        if "tricks" in hand:
            title = translate("ReplayFrames", "Hand %1 of %2 — ready to play")
        else:
            # An unfinished record that stops while cards are still being exchanged.
            title = translate("ReplayFrames", "Hand %1 of %2 — discarding and drawing")
        facts = _exchange_facts(hand, seats, rules)
        frames.append(Frame(i, 1, fill(title, i + 1, n_hands),
                            {s: tuple(c) for s, c in held.items()}, (), None, tuple(lines),
                            dict(before), facts=facts, dealer=hand["dealer"], bids=bids))
        frames.extend(replace(f, facts=facts, dealer=hand["dealer"], bids=bids) for f in
                      _card_frames(i, n_hands, hand, held, rules.players, before, after))
        before = dict(after)
    return frames


def display_order(cards: tuple[int, ...]) -> list[int]:
    """Suits in alternating colours (♠ ♥ ♣ ♦), high cards first, as people hold them."""
    suit_rank = {3: 0, 2: 1, 0: 2, 1: 3}
    return sorted(cards, key=lambda c: (suit_rank[c // 13], -(c % 13)))


def _picture(f: Frame) -> tuple[str, ...]:
    """The cards in words, for screen readers: the trick on the table and every hand
    (all face up in a replay), with each seat's exchange."""
    lines = []
    if f.trick:
        cards = ", ".join(fill(translate("ReplayWidget", "%1: %2"), seat_name(s),
                               card_name(c, False)) for s, c in f.trick)
        lines.append(fill(translate("CinchReplay", "On the table: %1"), cards))
    for seat, held in f.hands.items():
        cards = ", ".join(card_name(c, False) for c in display_order(held))
        lines.append(holding(seat_name(seat), cards or translate("CinchReplay", "no cards")))
        if f.facts and seat in f.facts:
            lines.append(seat_exchange(seat_name(seat), f.facts[seat]))
    return tuple(lines)


def _bubble(bids: dict[str, int | None], seat: str) -> str:
    if seat not in bids:
        return ""
    return translate("CinchTable", "Pass") if bids[seat] is None else str(bids[seat])


def felt_frame(f: Frame) -> FeltFrame:
    """One step on the frame felt: each hand fanned at its seat with the seat's plate
    beside it (its name, its exchange and the dealer's chip, as on the table), the
    trick's cards before their players, the card just played ringed and, once the trick
    is complete, its winner's card marked (R43).  Each seat's last bid of the hand is in
    its plate's bubble, a pass in grey, as on the table."""
    piles, plates = [], []
    # The table's words for the dealer's chip and a pass, so both say them alike.
    chip = translate("CinchTable", "D", "the dealer's chip")
    bids = dict(f.bids)
    for seat, held in f.hands.items():
        piles.append(Pile(seat, tuple(display_order(held)), SEAT_AT[seat], room=ROOM[seat]))
        facts = (f.facts[seat],) if f.facts and seat in f.facts else ()
        plates.append(Plate(seat_name(seat), facts, beside=seat, sides=PLATE_SIDES[seat],
                            at=SEAT_AT[seat], anchor=(0.5, 0.5),
                            chip=chip if seat == f.dealer else "",
                            bubble=_bubble(bids, seat), quiet=seat in bids and bids[seat] is None,
                            tip=", ".join((seat_name(seat), *facts))))
    piles += [Pile(f"trick {seat}", (card,), TRICK_AT[seat]) for seat, card in f.trick]
    newest = frozenset() if f.trick_done or not f.trick else frozenset({f.trick[-1][1]})
    winner = next((c for s, c in f.trick if s == f.winner), None) if f.trick_done else None
    return FeltFrame(tuple(piles), title=f.title, lines=f.lines,
                     score=", ".join(f"{side_short(k)} {v}" for k, v in f.totals.items()),
                     hand_index=f.hand_index, lit=newest, winner=winner,
                     picture=_picture(f), is_stop=f.is_stop, plates=tuple(plates))


def felt_frames(record: dict) -> list[FeltFrame]:
    return [felt_frame(f) for f in game_frames(record)]
