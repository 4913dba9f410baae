"""Cinch's part of the shared hand review (ui/review_window.py): what each of
the person's choices in a finished hand was worth — the turn in the auction against
passing and every other bid, the trump suit named, and every card played against the
others that were legal — all in the Expert's values, from what the person knew then.

The numbers come from ``ai/review.py``, which reads the one evaluation of each
position (``ai/evaluation.py``) that the Expert and the hint read too: a median of 0.27
to 0.49 s of CPU a hand on this project's machine, at most 0.7 s, by
benchmarks/bench_review.py (``--games 1 --hands 4``; positions the hint was asked for
are already cached), so the shared window runs ``work`` on a worker thread and
fills in ``page`` when it is done.  The interface is written out in games/review.py;
``seat`` is a place in ``record["seats"]``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....i18n.cards import card_short, suit_name
from ....i18n.placeholders import fill
from ....i18n.seats import player_name
from ....ui.review_page import esc as _t
from ....ui.review_page import heading as _heading
from ....ui.review_page import loss_cell, number, sections, signed
from ....ui.review_page import para as _p
from ....ui.review_page import table_head as _table
from ..ai.evaluation import AUCTION_TABLES
from ..ai.review import FLAG_POINTS, HandReview, review_hand
from ..ai.review import reviewable_hands as _reviewable

# Called under this name so pyside6-lupdate finds every string (it reads literal calls).
translate = QCoreApplication.translate

# Below this (points of result) a choice counts as the best one: the page shows one
# decimal, and closer values are within the estimate's noise anyway.
_SAME = 0.05
_SUIT_SYMBOLS = "♣♦♥♠"


def _num(value: float) -> str:
    return number(value, 1)


def _result(value: float) -> str:
    """A hand's result: whole points (halves with three players, R61)."""
    if value == int(value):
        return f"{int(value):+d}" if value else "0"
    return _signed(value)


def _signed(value: float) -> str:
    return signed(value, 1)


def _suit(suit: int, capital: bool = True) -> str:
    name = suit_name(suit)
    if capital:
        name = name[:1].upper() + name[1:]
    return f"{_SUIT_SYMBOLS[suit]} {name}"


def _marks(mine: bool, best: bool) -> str:
    marks = []
    if mine:
        marks.append(translate("HandReview", "your choice"))
    if best:
        marks.append(translate("CinchReview", "the Expert's choice"))
    return ", ".join(marks)


def _row(cells: list[str], mine: bool, best: bool) -> str:
    bold = " style='font-weight:bold'" if mine else ""
    tds = "".join(f"<td align='right'>{c}</td>" for c in cells)
    return f"<tr{bold}>{tds}<td>{_t(_marks(mine, best))}</td></tr>"


def _bid_word(amount: int | None) -> str:
    return translate("CinchReview", "Pass") if amount is None else str(amount)


def _intro(review: HandReview) -> list[str]:
    lines = []
    if review.maker is None:
        lines.append(translate("CinchReview", "Everybody passed: the hand was thrown in."))
    else:
        lines.append(fill(translate("CinchReview", "%1 bid %2 and named %3 trumps."),
                          player_name(review.maker), review.bid,
                          _suit(review.trump, capital=False)))
    lines.append(fill(translate("CinchReview", "What the hand gave your side: %1."),
                      _result(review.result)))
    lines.append(translate(
        "CinchReview",
        "Every value below is the hand's expected result for your side: your side's "
        "score for the hand minus the other side's (with three players, minus the mean "
        "of the other two), as the Expert estimates it from what you knew at the time, "
        "by playing out guessed deals of the cards you could not see. These are the "
        "same values the hint and the Expert's own choice come from. A choice is only "
        "said to give points away when the difference is larger than the estimate's "
        "noise."))
    return [_p(t) for t in lines]


def _bid_part(review: HandReview) -> list[str]:
    b = review.bidding
    if b is None:
        return [_p(translate("CinchReview",
                             "You had no choice in the auction: a bid of 14 cannot be "
                             "topped."))]
    if b.high_bid:
        faced = fill(translate("CinchReview", "You faced a bid of %1."), b.high_bid)
    else:
        faced = translate("CinchReview", "Nobody had bid before you.")
    parts = [_p(faced), _table([translate("CinchReview", "Choice"),
                                translate("CinchReview", "Expected result"), ""])]
    best = b.best
    order = sorted(b.values, key=lambda a: -1 if a is None else a)
    for amount in order:
        parts.append(_row([_t(_bid_word(amount)), _signed(b.values[amount])],
                          amount == b.chosen, amount == best))
    parts.append("</table>")
    if review.players in AUCTION_TABLES:
        each = translate("CinchReview", "Each value: the mean over %1 guessed deals that "
                                        "fit the bids before yours, played through with "
                                        "the players after you bidding by their cards.")
    else:
        each = translate("CinchReview", "Each value: the mean over %1 random deals of the "
                                        "cards you could not see, played through with the "
                                        "player after you bidding by its cards.")
    lines = [fill(each, b.deals)]
    if b.expert is None:
        lines.append(translate("CinchReview", "The Expert would have passed."))
    else:
        lines.append(fill(translate("CinchReview", "The Expert would have bid %1."),
                          b.expert))
    lines.append(_loss_line(
        b.loss, b.chosen == b.expert, b.noise.get(b.chosen, 0.0),
        translate("CinchReview", "Your choice in the auction was the Expert's."),
        translate("CinchReview", "Your choice in the auction gave away %1 points.")))
    return parts + [_p(t) for t in lines]


def _loss_line(loss: float, same: bool, noise: float, best: str, gave: str) -> str:
    """The verdict on one choice: the Expert's own, within the estimate's noise of it,
    or points given away beyond that noise."""
    if same:
        return best
    if loss <= max(noise, _SAME):
        return fill(translate("CinchReview", "Your choice is valued %1 below the Expert's, "
                                             "which is within the estimate's noise "
                                             "(±%2): not a loss that can be told apart."),
                    _num(loss), _num(noise))
    return fill(gave, _num(loss))


def _trump_part(review: HandReview) -> list[str]:
    n = review.naming
    if n is None:
        return []
    parts = [_heading(translate("CinchReview", "Trumps")),
             _p(fill(translate("CinchReview", "You bid %1 and named the trumps."), n.bid)),
             _table([translate("CinchReview", "Trumps"),
                     translate("CinchReview", "Expected result"), ""])]
    best = n.best
    for suit in sorted(n.values, key=lambda t: -n.values[t]):
        parts.append(_row([_t(_suit(suit)), _signed(n.values[suit])],
                          suit == n.chosen, suit == best))
    parts.append("</table>")
    if n.fitted:
        each = translate("CinchReview", "Each value: the mean over %1 guessed deals that "
                                        "fit the auction.")
    else:
        each = translate("CinchReview", "Each value: the mean over %1 random deals of the "
                                        "cards you could not see.")
    lines = [fill(each, n.deals),
             _loss_line(n.loss, n.chosen == n.best, n.noise.get(n.chosen, 0.0),
                        translate("CinchReview", "Your trumps were the Expert's choice."),
                        translate("CinchReview", "Your trumps gave away %1 points."))]
    return parts + [_p(t) for t in lines]


def _on_table(before: tuple[tuple[int, int], ...]) -> str:
    if not before:
        return translate("CinchReview", "you led")
    return ", ".join(fill(translate("CinchReview", "%1: %2", "seat: card"),
                          player_name(s), card_short(c)) for s, c in before)


def _play_part(review: HandReview) -> list[str]:
    if not review.plays:
        return [_p(translate("CinchReview", "You had no choice of card in this hand."))]
    parts = [_table([translate("CinchReview", "Trick"),
                     translate("CinchReview", "On the table"),
                     translate("HandReview", "You played"),
                     translate("CinchReview", "Each legal card"),
                     translate("CinchReview", "Given away")])]
    for p in review.plays:
        each = ", ".join(f"{card_short(c)} {_signed(v)}" for c, v in
                         sorted(p.values.items(), key=lambda kv: -kv[1]))
        parts.append(f"<tr><td align='right'>{p.trick}</td><td>{_t(_on_table(p.before))}</td>"
                     f"<td>{_t(card_short(p.played))}</td><td>{_t(each)}</td>"
                     f"{loss_cell(p.loss, p.flagged, 1)}</tr>")
    parts.append("</table>")
    deals = sorted(p.deals for p in review.plays)
    lines = [fill(translate("CinchReview",
                            "Each card's value: the mean over %1 to %2 guessed deals of the "
                            "hidden cards that fit everything you had seen, each played to "
                            "the end; in the last tricks every card is searched exactly."),
                  deals[0], deals[-1]),
             fill(translate("CinchReview", "⚠: more than %1 points given away, and more "
                                           "than the estimate's noise."),
                  _num(FLAG_POINTS)),
             _loss_line(review.play_loss, all(p.played == p.best for p in review.plays),
                        sum(p.noise.get(p.played, 0.0) for p in review.plays),
                        translate("CinchReview", "Every card you played was the Expert's choice."),
                        translate("CinchReview", "Your cards gave away %1 points in all."))]
    return parts + [_p(t) for t in lines]


def review_html(review: HandReview) -> str:
    """The review as a page: the hand, the auction, the trumps, the play."""
    played = review.maker is not None            # a thrown-in hand is not played (R22)
    return sections(("", _intro(review)),
                    (translate("CinchReview", "The auction"),
                     _bid_part(review) + _trump_part(review)),
                    (translate("CinchReview", "The play"), _play_part(review)) if played
                    else None)


# The interface games/review.py names: the finished hands in which the seat bid, named
# trumps or had a choice of card (R20, R30, R41, R42), one hand's review (any thread),
# and its page.
reviewable_hands = _reviewable
work = review_hand
page = review_html


def losses(result: HandReview) -> dict[str, float]:
    """Expected points of the hand's result the seat gave away: its turn in the auction
    against the best choice there (R20), the trumps it named against the best suit
    (R30; 0 when it did not name them), its cards against the best legal card each
    time (R41, R42).  Every key in every hand, so averages over hands compare."""
    return {"bid": result.bid_loss, "trump": result.trump_loss, "play": result.play_loss}


def loss_names() -> dict[str, str]:
    return {"bid": translate("CinchReview", "The auction"),
            "trump": translate("CinchReview", "Trumps"),
            "play": translate("CinchReview", "The play")}
