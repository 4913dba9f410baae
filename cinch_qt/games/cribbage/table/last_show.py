"""Last show: the previous hand's show in words (who counted what, each combination and
the total, a claim and muggins), kept until the next hand's show replaces it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from ..engine.cards import parse_card
from .texts import seat_display_name, side_display_name, translate
from .words import card_text


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


class LastShowDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("CribbageTable", "Last show"))
        layout = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        self.text.setAccessibleName(translate("CribbageTable", "Last show"))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.hide)
        layout.addWidget(buttons)
        self.resize(520, 320)
        self.setWindowModality(Qt.WindowModality.NonModal)

    def set_record(self, record: dict | None, person_name: str = "") -> None:
        lines = show_lines(record, person_name)
        self.text.setPlainText(
            "\n".join(lines) if lines else translate("CribbageTable", "No hand has been shown yet.")
        )
