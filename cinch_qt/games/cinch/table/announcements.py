"""What the table says aloud: seat and side names, bids, trumps, tricks, the winner and
the summary of a finished hand, in the player's language.

South is always the human (R1), so sentences about South use "you" forms; every other
seat is named by its compass point.  The hand summary reads a RECORD v1 hand dict
(shared/RECORD.md), the same object the engine keeps in ``state.hand_records``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....i18n.cards import card_name, card_with_article, suit_name
from ....i18n.placeholders import fill
from ....i18n.seats import (  # noqa: F401 - the seat words, re-exported for Cinch's table
    HUMAN,
    SIDES,
    player_name,
    seat_index,
    seat_name,
    side_name,
    side_short,
)
from ....i18n.words import points_words, table_words
from ...cards import SUIT_CHARS, card_str
from ..engine.rules import Rules
from .card_words import SCORING_CARDS, scoring_card_name, scoring_card_of

translate = QCoreApplication.translate


def announce_bid(seat: int | str, amount: int | None) -> str:
    """"West bids 6." / "You pass." (``amount`` None = pass)."""
    if seat_index(seat) == HUMAN:
        if amount is None:
            return translate("CinchTable", "You pass.")
        return fill(translate("CinchTable", "You bid %1."), amount)
    if amount is None:
        return fill(translate("CinchTable", "%1 passes."), seat_name(seat))
    return fill(translate("CinchTable", "%1 bids %2."), seat_name(seat), amount)


def announce_trump(seat: int | str, suit: int) -> str:
    """"North names hearts as trumps." """
    if seat_index(seat) == HUMAN:
        return fill(translate("CinchTable", "You name %1 as trumps."), suit_name(suit))
    return fill(translate("CinchTable", "%1 names %2 as trumps."), seat_name(seat),
                suit_name(suit))


def announce_dealer(seat: int | str) -> str:
    if seat_index(seat) == HUMAN:
        return translate("CinchTable", "You deal.")
    return fill(translate("CinchTable", "%1 deals."), seat_name(seat))


def announce_turn(seat: int | str) -> str:
    if seat_index(seat) == HUMAN:
        return translate("CinchTable", "Your turn.")
    return fill(translate("CinchTable", "Waiting for %1."), seat_name(seat))


def announce_prompt(kind: str, count: int = 0, to: int | str | None = None) -> str:
    """What the player must do now, said when their turn comes (a screen-reader user
    does not see which buttons appeared): ``kind`` is the prompt's (bid, trump, keep,
    rob, give, play)."""
    if kind == "bid":
        return translate("CinchTable", "Your turn to bid.")
    if kind == "trump":
        return translate("CinchTable", "Your turn to name trumps.")
    if kind == "keep":
        return fill(translate("CinchTable", "Choose the %1 trumps you keep."), count)
    if kind == "rob":
        return fill(translate("CinchTable", "Rob the pack: choose the %1 cards you keep."), count)
    if kind == "give" and to is not None:
        if count == 1:
            return fill(translate("CinchTable", "Choose one card to give to %1."), seat_name(to))
        return fill(translate("CinchTable", "Choose %1 cards to give to %2."), count,
                    seat_name(to))
    return announce_turn(HUMAN)


def announce_play(seat: int | str, card: int) -> str:
    """"East plays the ace of hearts." """
    name = card_with_article(card)
    if seat_index(seat) == HUMAN:
        return fill(translate("CinchTable", "You play %1."), name)
    return fill(translate("CinchTable", "%1 plays %2."), seat_name(seat), name)


def announce_trick(winner: int | str) -> str:
    if seat_index(winner) == HUMAN:
        return translate("CinchTable", "You win the trick.")
    return fill(translate("CinchTable", "%1 wins the trick."), seat_name(winner))


def announce_throw_in() -> str:
    return translate("CinchTable", "Everybody passed: the hand is thrown in, nobody scores, "
                              "and the deal passes to the left.")


def announce_winner(side: str) -> str:
    """The end of the game: a partnership, or with two or three players one seat."""
    if side in SIDES:
        return fill(translate("CinchTable", "%1 win the game."), side_name(side))
    if seat_index(side) == HUMAN:
        return translate("CinchTable", "You win the game!")
    return table_words("wins the game", seat_name(side))


def _where_scoring_card_went(hand: dict, card: str,
                             rules: Rules) -> tuple[str, str | None]:
    """("won", side) / ("awarded", side) / ("out", None) for one scoring card."""
    for trick in hand.get("tricks", ()):
        if any(played == card for _, played in trick["plays"]):
            return "won", rules.side_of(seat_index(trick["winner"]))
    for side, cards in (hand.get("awarded") or {}).items():
        if card in cards:
            return "awarded", side
    return "out", None


def hand_summary(hand: dict, rules: Rules | None = None) -> str:
    """Several short lines saying how a finished hand went: the bid, where each scoring
    card went (R50, R36), the points taken, the result (R51, R52, R61) and the totals.
    Raises ValueError naming the missing key when ``hand`` is not a RECORD v1 hand."""
    rules = rules or Rules()
    try:
        lines: list[str] = []
        if hand.get("maker") is None:
            lines.append(announce_throw_in())
        else:
            maker, bid, trump = hand["maker"], hand["bid"], SUIT_CHARS.index(hand["trump"])
            if seat_index(maker) == HUMAN:
                lines.append(fill(translate("CinchTable", "You bid %1, %2 are trumps."), bid,
                                  suit_name(trump)))
            else:
                lines.append(fill(translate("CinchTable", "%1 bid %2, %3 are trumps."),
                                  seat_name(maker), bid, suit_name(trump)))
            for key in SCORING_CARDS:
                card = scoring_card_of(key, trump)
                label = fill(translate("CinchTable", "%1 (%2)"), scoring_card_name(key),
                             card_name(card, capitalise=False))
                how, side = _where_scoring_card_went(hand, card_str(card), rules)
                if how == "won":
                    text = fill(translate("CinchTable", "%1: won by %2."), label, side_name(side))
                elif how == "awarded":
                    text = fill(translate("CinchTable", "%1: discarded by an opponent, counted "
                                                   "for %2."), label, side_name(side))
                else:
                    text = fill(translate("CinchTable", "%1: not in play."), label)
                lines.append(text)
            taken = hand["taken"]
            lines.append(fill(translate("CinchTable", "Points taken: %1."),
                              _side_list(taken, rules)))
            maker_side = rules.side_of(seat_index(maker))
            if taken[maker_side] >= bid:
                lines.append(translate("CinchTable", "The bid was made."))
            else:
                lines.append(fill(translate("CinchTable", "The bid failed: %1 for a bid of %2."),
                                  points_words(taken[maker_side]), bid))
            lines.append(scoring_in_words(hand, rules))
            scored = {side: n for side, n in hand["scored"].items() if n}
            if scored:
                lines.append(fill(translate("CinchTable", "Scored this hand: %1."),
                                  _side_list(scored, rules)))
            else:
                lines.append(translate("CinchTable", "Nobody scores this hand."))
        if hand.get("totals"):
            lines.append(fill(translate("CinchTable", "Totals: %1."),
                              _side_list(hand["totals"], rules)))
    except KeyError as exc:
        raise ValueError(f"not a finished hand record: missing {exc.args[0]!r}") from None
    return "\n".join(lines)


def _side_after_for(side: str) -> str:
    """A side's name after "for" inside a sentence: "you" (lower case) for South."""
    if side not in SIDES and seat_index(side) == HUMAN:
        return translate("CinchTable", "you", "after 'for' inside a sentence: 15 for you")
    return side_name(side)


def scoring_in_words(hand: dict, rules: Rules | None = None) -> str:
    """How the hand's score was reckoned, as arithmetic in words: "Made: 9 − 5 = 4 for
    North–South." (R51), "Set: 14 + 1 short = 15 for East–West." (R52), and the
    cut-throat forms (R61).  The side comes last, so no verb has to agree with it."""
    rules = rules or Rules()
    maker, bid, taken = hand["maker"], hand["bid"], hand["taken"]
    maker_side = rules.side_of(seat_index(maker))
    made = taken[maker_side] >= bid
    if rules.players == 3:
        if made:
            return translate("CinchTable", "Made: each player scores the points they took.")
        return fill(translate("CinchTable", "Set: −%1 for %2; the other players score the points "
                                       "they took."), bid, _side_after_for(maker_side))
    other = next(side for side in rules.sides if side != maker_side)
    if not made:
        short = bid - taken[maker_side]
        return fill(translate("CinchTable", "Set: 14 + %1 short = %2 for %3."),
                    short, 14 + short, _side_after_for(other))
    ours, theirs = taken[maker_side], taken[other]
    if ours == theirs:
        return fill(translate("CinchTable", "Made, but both sides took %1 points: nobody "
                                       "scores."), ours)
    high, low = (maker_side, other) if ours > theirs else (other, maker_side)
    if high == maker_side:
        text = translate("CinchTable", "Made: %1 − %2 = %3 for %4.")
    else:
        text = translate("CinchTable", "Made, but the other side took more: %1 − %2 = %3 for %4.")
    return fill(text, taken[high], taken[low], taken[high] - taken[low], _side_after_for(high))


def _side_list(values: dict[str, int], rules: Rules) -> str:
    order = [s for s in rules.sides if s in values]
    separator = translate("CinchTable", ", ")
    return separator.join(fill(translate("CinchTable", "%1 %2"), side_name(side), values[side])
                         for side in order)


__all__ = ["announce_bid", "announce_dealer", "announce_play", "announce_prompt",
           "announce_throw_in",
           "announce_trick", "announce_trump", "announce_turn", "announce_winner",
           "hand_summary", "player_name", "scoring_in_words", "seat_name",
           "side_name", "side_short"]
