"""Hand review (issue 31): what each of the person's choices in a finished hand was
worth — every lay-away with its expected hand, crib and sum over every starter, every
card played against the ones that also fitted, and the person's own counts.

The numbers come from ``ai/review.py``; working them out takes the Expert's search
(about a tenth of a second a hand on this project's machine), so it runs on a worker
thread and the dialog fills in when it is done.  The review is opened only for hands
whose show is over, so it can name every card the person has seen and nothing more.
"""

from __future__ import annotations

import html
import threading

from PySide6.QtCore import QLocale, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
)

from .last_show import item_words
from .texts import translate
from .words import card_short, card_text


def _num(value: float) -> str:
    return QLocale().toString(float(value), "f", 2)


def _signed(value: float) -> str:
    text = _num(value)
    return text if value < 0 or text.lstrip("0.,") == "" else "+" + text


def _cards(cards) -> str:
    return html.escape(" ".join(card_short(c) for c in cards))


def _t(text: str) -> str:
    return html.escape(text)


def _heading(text: str) -> str:
    return f"<h3>{_t(text)}</h3>"


def _table(heads: list[str]) -> str:
    return ("<table border='1' cellspacing='0' cellpadding='3'><tr>"
            + "".join(f"<th>{_t(h)}</th>" for h in heads) + "</tr>")


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
    for i in sorted(range(len(review.lay)), key=lambda i: -review.lay[i].value):
        r = review.lay[i]
        marks = []
        if i == review.chosen:
            marks.append(translate("CribbageReview", "your choice"))
        if i == review.best:
            marks.append(translate("CribbageReview", "best"))
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
        row = "".join(f"<td align='right'>{c}</td>" for c in cells)
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
    else:
        lines.append(translate("CribbageReview", "Your lay-away was the best one."))
    parts.extend(f"<p>{_t(t)}</p>" for t in lines)
    return parts


def _play_part(review) -> list[str]:
    if not review.plays:
        none = translate("CribbageReview", "You had no choice of card in this hand.")
        return [f"<p>{_t(none)}</p>"]
    parts = [_table([translate("CribbageReview", "Count"),
                     translate("CribbageReview", "You played"),
                     translate("CribbageReview", "Each card that fitted"),
                     translate("CribbageReview", "Given away")])]
    for p in review.plays:
        each = ", ".join(f"{card_short(c)} {_signed(v)}" for c, v in
                         sorted(p.values.items(), key=lambda kv: -kv[1]))
        loss = _num(p.loss)
        if p.flagged:
            loss = f"<b>{loss} ⚠</b>"
        parts.append(f"<tr><td align='right'>{p.count}</td><td>{_t(card_short(p.played))}</td>"
                     f"<td>{_t(each)}</td><td align='right'>{loss}</td></tr>")
    parts.append("</table>")
    parts.append("<p>" + _t(translate(
        "CribbageReview",
        "Each card's value is the points your side can expect from the rest of the "
        "play minus the others', from what you could know then.")) + "</p>")
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


def review_html(review) -> str:
    """The review as a page: laying away, the play, the person's counts."""
    parts = [_heading(translate("CribbageReview", "Laying away"))] + _lay_part(review)
    parts += [_heading(translate("CribbageReview", "The play"))] + _play_part(review)
    if review.counts:
        parts += [_heading(translate("CribbageReview", "Your count"))] + _count_part(review)
    return "".join(parts)


class _Relay(QObject):
    done = Signal(int, object)      # request number, HandReview or an error message


class HandReviewDialog(QDialog):
    """One hand's review at a time; the list at the top picks the hand."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("CribbageReview", "Hand review"))
        self.setWindowModality(Qt.WindowModality.NonModal)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.hand_label = QLabel(translate("CribbageReview", "&Hand:"), self)
        self.hands = QComboBox(self)
        self.hands.setAccessibleName(translate("CribbageReview", "Hand to review"))
        self.hand_label.setBuddy(self.hands)
        top.addWidget(self.hand_label)
        top.addWidget(self.hands, 1)
        layout.addLayout(top)
        self.text = QTextBrowser(self)
        self.text.setAccessibleName(translate("CribbageReview", "Hand review"))
        layout.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.hide)
        layout.addWidget(buttons)
        self.resize(760, 560)
        self._record: dict | None = None
        self._seat = 0
        self._asked = 0
        self.reviews: dict[int, object] = {}
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self.hands.currentIndexChanged.connect(self._show_current)

    def set_game(self, record: dict | None, hands: list[int], seat: int = 0,
                 current: int | None = None) -> None:
        """The finished hands the person may review (their shows are over)."""
        if record is not self._record:
            self.reviews.clear()
        self._record, self._seat = record, seat
        self.hands.blockSignals(True)
        self.hands.clear()
        for h in hands:
            self.hands.addItem(translate("CribbageReview", "Hand %1").replace("%1", str(h + 1)), h)
        self.hands.blockSignals(False)
        if hands:
            self.hands.setCurrentIndex(hands.index(current) if current in hands else len(hands) - 1)
        self._show_current()

    def _show_current(self) -> None:
        h = self.hands.currentData()
        if self._record is None or h is None:
            self.text.setPlainText(translate("CribbageReview", "No hand has been played yet."))
            return
        if h in self.reviews:
            self.text.setHtml(review_html(self.reviews[h]))
            return
        self.text.setPlainText(translate("CribbageReview", "Working it out…"))
        self._asked += 1
        ask, record, seat = self._asked, self._record, self._seat

        def work() -> None:
            from ..ai.review import review_hand
            try:
                result: object = review_hand(record, h, seat)
            except Exception as exc:  # noqa: BLE001 - shown to the person, never fatal
                result = f"{type(exc).__name__}: {exc}"
            self._relay.done.emit(ask, (h, result))

        threading.Thread(target=work, name="cinch-hand-review", daemon=True).start()

    def _on_done(self, ask: int, payload) -> None:
        h, result = payload
        if isinstance(result, str):
            if ask == self._asked:
                self.text.setPlainText(translate(
                    "CribbageReview", "This hand could not be reviewed: %1").replace("%1", result))
            return
        self.reviews[h] = result
        if ask == self._asked and self.hands.currentData() == h:
            self.text.setHtml(review_html(result))
