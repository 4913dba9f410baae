"""Last show: the previous hand's show (who counted what, the cards with the starter set
apart, each combination and the total, a claim and muggins), kept until the next hand's
show replaces it. ``show_lines`` says it in words (screen readers, the record check);
the dialog shows it as a page with the cards themselves."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from ....i18n.placeholders import fill
from ..engine.cards import parse_card
from .texts import seat_display_name, side_display_name, translate
from .words import art_card, card_short, card_text

CARD_WIDTH = 46        # device-independent pixels: a hand and its starter on one line


def item_words(kind: str, points: int) -> str:
    words = {
        "fifteen": translate("CribbageTable", "fifteen"),
        "pair": translate("CribbageTable", "pair"),
        "run": translate("CribbageTable", "run"),
        "flush": translate("CribbageTable", "flush"),
        "nobs": translate("CribbageTable", "nobs"),
    }.get(kind, kind)
    return f"{words} {points}"


def show_lines(record: dict | None, person_name: str = "") -> list[str]:
    """One line per count of the hand's show, plus muggins and excess, in order."""
    if not record:
        return []
    lines = []
    for ev in record["events"]:
        kind = ev["e"]
        if kind == "starter":
            lines.append(
                translate("CribbageTable", "Starter: %1").replace(
                    "%1", card_text(parse_card(ev["card"]))
                )
            )
        elif kind == "show":
            who = seat_display_name(ev["seat"])
            what = (
                translate("CribbageTable", "crib")
                if ev["what"] == "crib"
                else translate("CribbageTable", "hand")
            )
            cards = ", ".join(card_text(parse_card(c)) for c in ev["cards"])
            items = ", ".join(item_words(k, p) for k, p in ev.get("items", ())) or translate(
                "CribbageTable", "nothing"
            )
            line = (
                translate("CribbageTable", "%1, %2 (%3): %4 — %5")
                .replace("%1", who)
                .replace("%2", what)
                .replace("%3", cards)
                .replace("%4", items)
                .replace("%5", str(ev["total"]))
            )
            if "claimed" in ev:
                line += " " + translate("CribbageTable", "(counted %1)").replace(
                    "%1", str(ev["claimed"])
                )
            lines.append(line)
        elif kind == "score" and ev["why"] in ("muggins", "excess"):
            who = side_display_name(ev["side"], person_name)
            if ev["side"] == "S" and not person_name:     # "You peg", not "You pegs"
                text = (
                    translate("CribbageTable", "Muggins! You peg %2.")
                    if ev["why"] == "muggins"
                    else translate("CribbageTable", "You peg %2 for the excess claimed.")
                )
            else:
                text = (
                    translate("CribbageTable", "Muggins! %1 pegs %2.")
                    if ev["why"] == "muggins"
                    else translate("CribbageTable", "%1 pegs %2 for the excess claimed.")
                )
            lines.append(text.replace("%1", who).replace("%2", str(ev["points"])))
    return lines


def _card_url(card: int) -> QUrl:
    return QUrl(f"last-show-card:{card}")


def _card_cell(card: int, images: bool, caption: str = "") -> str:
    name = html.escape(card_text(card))
    if images:
        body = (f'<img src="{_card_url(card).toString()}" width="{CARD_WIDTH}" '
                f'alt="{name}">')
    else:
        body = f"<nobr><b>{html.escape(card_short(card))}</b></nobr>"
    if caption:
        body += f"<br><small>{html.escape(caption)}</small>"
    return f'<td align="center" valign="top">{body}</td>'


def show_cards(record: dict | None) -> set[int]:
    """Every card the page shows (the hands, the cribs and the starter)."""
    out: set[int] = set()
    for ev in (record or {}).get("events", ()):
        if ev["e"] == "starter":
            out.add(parse_card(ev["card"]))
        elif ev["e"] == "show":
            out.update(parse_card(c) for c in ev["cards"])
    return out


def show_html(record: dict | None, person_name: str = "", images: bool = True) -> str:
    """The show as a page: for each count (C70) who and what with the total, the cards
    with the starter set apart, then each combination on one line; muggins and an
    excess claimed (C95, C96) where they came."""
    if not record:
        return "<p>" + html.escape(translate("CribbageTable", "No hand has been shown yet.")) \
            + "</p>"
    starter = None
    parts: list[str] = []
    for ev in record["events"]:
        kind = ev["e"]
        if kind == "starter":
            starter = parse_card(ev["card"])
        elif kind == "show":
            what = (translate("CribbageTable", "crib") if ev["what"] == "crib"
                    else translate("CribbageTable", "hand"))
            title = fill(translate("CribbageTable", "%1, %2: %3"),
                         seat_display_name(ev["seat"]), what, ev["total"])
            if "claimed" in ev:
                title += " " + fill(translate("CribbageTable", "(counted %1)"), ev["claimed"])
            cells = [_card_cell(parse_card(c), images) for c in ev["cards"]]
            if starter is not None:
                cells.append('<td width="14"></td>')
                cells.append(_card_cell(starter, images,
                                        translate("CribbageHelp", "starter")))
            items = " · ".join(
                "<nobr>" + html.escape(item_words(k, p)) + "</nobr>"
                for k, p in ev.get("items", ())) or html.escape(
                translate("CribbageTable", "nothing"))
            parts.append(f"<p style='margin-top:10px; margin-bottom:2px'><b>"
                         f"{html.escape(title)}</b></p>"
                         f'<table cellspacing="2" cellpadding="0"><tr>{"".join(cells)}'
                         f"</tr></table><p style='margin-top:2px'>{items}</p>")
        elif kind == "score" and ev["why"] in ("muggins", "excess"):
            line = show_lines({"events": [ev]}, person_name)
            parts.extend(f"<p><b>{html.escape(t)}</b></p>" for t in line)
    if not parts:
        return "<p>" + html.escape(translate("CribbageTable", "No hand has been shown yet.")) \
            + "</p>"
    return "".join(parts)


class LastShowDialog(QDialog):
    def __init__(self, parent=None, cache=None) -> None:  # noqa: ANN001
        super().__init__(parent)
        self.cache = cache          # the table's CardPixmapCache: the cards as on the felt
        self._shown: tuple[dict | None, str] = (None, "")
        layout = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        self._name()
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.hide)
        layout.addWidget(buttons)
        self.resize(520, 560)
        self.setWindowModality(Qt.WindowModality.NonModal)

    def _name(self) -> None:
        self.setWindowTitle(translate("CribbageTable", "Last show"))
        self.text.setAccessibleName(translate("CribbageTable", "Last show"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._name()
            self.set_record(*self._shown)         # the page's words, in the language
        super().changeEvent(event)

    def set_record(self, record: dict | None, person_name: str = "") -> None:
        self._shown = (record, person_name)
        doc = self.text.document()
        images = self._add_cards(doc, show_cards(record))
        self.text.setHtml(show_html(record, person_name, images))

    def _add_cards(self, doc: QTextDocument, cards: set[int]) -> bool:
        """The card pictures on the page's document; False (words instead) without a
        card cache or when one cannot be drawn."""
        if self.cache is None or not cards:
            return False
        dpr = self.devicePixelRatioF()
        for card in cards:
            pixmap = self.cache.card_pixmap(art_card(card), CARD_WIDTH, dpr)
            if pixmap.isNull():
                return False
            doc.addResource(QTextDocument.ResourceType.ImageResource, _card_url(card), pixmap)
        return True
