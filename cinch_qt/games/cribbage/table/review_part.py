"""Cribbage's part of the shared hand review (ui/review_window.py): what each
of the person's choices in a finished hand was worth — every lay-away with its expected
hand, crib and sum over every starter, every card played against the ones that also
fitted, and the person's own counts.

The numbers come from ``ai/review.py``; working them out takes the Expert's search
(about a tenth of a second a hand on this project's machine), so the shared window runs
``work`` on a worker thread and fills in ``page`` when it is done.  At the table the
window offers only hands whose show is over (window.py ``reviewable_now``), so the page
names every card the person has seen and nothing more.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QLocale

from ....ui.review_page import esc as _t
from ....ui.review_page import loss_cell, number, sections, signed
from ....ui.review_page import table_head as _table
from ..ai.review import HandReview, person_hands, review_hand
from .last_show import item_words
from .texts import translate
from .words import card_short, card_text


def _num(value: float) -> str:
    return number(value, 2)


def _signed(value: float) -> str:
    return signed(value, 2)


def _cards(cards) -> str:
    # No-break spaces: a kept hand stays on one line of its cell ("A♥ 5♦ 2♦ 2♠", not
    # "A♥ 5♦ 2♦ / 2♠").
    return "<nobr>" + html.escape("\u00a0".join(card_short(c) for c in cards)) + "</nobr>"


def _lay_part(review) -> list[str]:
    if not review.lay:
        none = translate("CribbageReview", "You did not lay away in this hand.")
        return [f"<p>{_t(none)}</p>"]
    crib_wars = any(r.expert is not None for r in review.lay)
    heads = [translate("CribbageReview", "Laid away"), translate("CribbageReview", "Kept"),
             translate("CribbageReview", "Hand"), translate("CribbageReview", "Crib"),
             translate("CribbageReview", "Sum")]
    if crib_wars:
        heads.append(translate("CribbageReview", "On the board"))
    with_win = any(r.win is not None for r in review.lay)
    if with_win:
        heads.append(translate("CribbageReview", "Chance to win"))
    if review.starter is not None:
        heads.append(translate("CribbageReview", "With the starter: hand / crib"))
    parts = [_table(heads + [""])]
    # Where the Expert plays for the game, the lay-away with the most points and the one
    # with the best chance to win can differ: each is named for what it is best at, so
    # that "best" never stands on one row while a better chance shows on another.
    best_chance = best_chance_row(review) if with_win else -1
    for i in sorted(range(len(review.lay)), key=lambda i: -review.lay[i].value):
        r = review.lay[i]
        marks = []
        if i == review.chosen:
            marks.append(translate("HandReview", "your choice"))
        if i == review.best:
            marks.append(translate("CribbageReview", "most points") if with_win
                         else translate("CribbageReview", "best"))
        if i == best_chance:
            marks.append(translate("CribbageReview", "best chance to win"))
        cells = [_cards(r.laid), _cards(r.kept), _num(r.hand),
                 "–" if review.bury else _signed(r.crib), _num(r.net)]
        if crib_wars:
            cells.append(_num(r.expert))
        if with_win:
            cells.append("–" if r.win is None else f"{QLocale().toString(100 * r.win, 'f', 1)} %")
        if review.starter is not None:
            got = str(r.actual_hand)
            if r.actual_crib is not None:
                got += " / " + str(r.actual_crib)
            cells.append(got)
        row = "".join(f"<td align='right' nowrap>{c}</td>" for c in cells)
        bold = " style='font-weight:bold'" if i == review.chosen else ""
        parts.append(f"<tr{bold}>{row}<td>{_t(', '.join(marks))}</td></tr>")
    parts.append("</table>")
    lines = []
    if review.starter is not None:
        lines.append(translate("CribbageReview", "Starter: %1").replace(
            "%1", card_text(review.starter)))
    lines.append(translate(
        "CribbageReview",
        "Hand: the mean of the four cards kept over every starter you had not seen. "
        "Crib: the crib's expected points, plus for your side's crib, minus for "
        "another side's."))
    if crib_wars:
        lines.append(translate(
            "CribbageReview",
            "On the board: the Expert's points, with where they land on the Crib Wars "
            "board and the play to come."))
    if with_win:
        lines.append(translate(
            "CribbageReview",
            "Chance to win: the Expert's chance of winning the game with that lay-away, "
            "from where the pegs stand; this is what it plays by."))
    if review.lay_loss > 0.005:
        lines.append(translate(
            "CribbageReview", "Your lay-away gave away %1 points on average.").replace(
            "%1", _num(review.lay_loss)))
    elif with_win:
        lines.append(translate("CribbageReview", "Your lay-away had the most points."))
    else:
        lines.append(translate("CribbageReview", "Your lay-away was the best one."))
    if with_win and review.chosen == best_chance:
        lines.append(translate("CribbageReview", "Your lay-away had the best chance to win."))
    parts.extend(f"<p>{_t(t)}</p>" for t in lines)
    return parts


def best_chance_row(review) -> int:
    """The lay-away with the Expert's best chance to win (the points break a tie), or
    -1 where no chance was worked out."""
    rows = [i for i, r in enumerate(review.lay) if r.win is not None]
    if not rows:
        return -1
    return max(rows, key=lambda i: (round(review.lay[i].win, 6), round(review.lay[i].value, 6),
                                    -i))


def _play_part(review) -> list[str]:
    if not review.plays:
        none = translate("CribbageReview", "You had no choice of card in this hand.")
        return [f"<p>{_t(none)}</p>"]
    parts = [_table([translate("CribbageReview", "Count"),
                     translate("HandReview", "You played"),
                     translate("CribbageReview", "Each card that fitted"),
                     translate("CribbageReview", "Given away")])]
    best_word = translate("CribbageReview", "best")
    for p in review.plays:
        # Each card against the best one that fitted: "best", then what each other card
        # gives away, so that the order reads at a glance (the expected values are
        # mostly below zero: the others score more from the rest of the play).
        top = p.values[p.best]
        each = ", ".join(
            "<nobr>" + _t(card_short(c)) + " " +
            (_t(best_word) if c == p.best else _t(_signed(min(0.0, v - top)))) + "</nobr>"
            for c, v in sorted(p.values.items(), key=lambda kv: (-kv[1], kv[0])))
        parts.append(f"<tr><td align='right'>{p.count}</td>"
                     f"<td nowrap>{_t(card_short(p.played))}</td>"
                     f"<td>{each}</td>{loss_cell(p.loss, p.flagged, 2)}</tr>")
    parts.append("</table>")
    parts.append("<p>" + _t(translate(
        "CribbageReview",
        "Each card that fitted is set against the best one: the points it gives away on "
        "average over the rest of the play (your side's points minus the others'), from "
        "what you could know then.")) + "</p>")
    return parts


def _count_part(review) -> list[str]:
    parts = ["<ul>"]
    for c in review.counts:
        what = (translate("CribbageReview", "crib") if c.what == "crib"
                else translate("CribbageReview", "hand"))
        items = ", ".join(item_words(k, p) for k, p in c.items) or translate(
            "CribbageTable", "nothing")
        text = (translate("CribbageReview", "%1 (%2): you counted %3, there were %4: %5")
                .replace("%1", what).replace("%2", " ".join(card_short(x) for x in c.cards))
                .replace("%3", str(c.claimed)).replace("%4", str(c.total))
                .replace("%5", items))
        parts.append(f"<li>{_t(text)}</li>")
    parts.append("</ul>")
    return parts


def review_html(review: HandReview) -> str:
    """The review as a page: laying away, the play, the person's counts."""
    return sections((translate("CribbageReview", "Laying away"), _lay_part(review)),
                    (translate("CribbageReview", "The play"), _play_part(review)),
                    (translate("CribbageReview", "Your count"), _count_part(review))
                    if review.counts else None)


# The interface games/review.py names: the hands in which the seat was dealt in and laid
# away (C31), one hand's review (any thread), and its page.
reviewable_hands = person_hands
work = review_hand
page = review_html


def losses(result: HandReview) -> dict[str, float]:
    """Expected points given away: by the lay-away against the best one (on Crib Wars
    by the Expert's board-aware value, C31-C34, W-rules) and by the cards played
    against the best that fitted (C50-C59)."""
    return {"lay": result.lay_loss, "play": result.play_loss}


def loss_names() -> dict[str, str]:
    return {"lay": translate("CribbageReview", "Laying away"),
            "play": translate("CribbageReview", "The play")}
