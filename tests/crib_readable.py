"""What a person can read at a cribbage table, and what their seat may know: the
helpers of the no-peeking property test for both cribbage tables.

``readable_texts`` gathers every text the person can read or hear at one moment: the
widgets' texts, tooltips and accessible names and descriptions (hidden pages too, since
a screen reader lists them), the whole QAccessible tree, the Scores table's cells in
every role, the felt's plates, badges, caption and board labels with their tooltips,
the status line, the Last show dialog and the Hand review.  ``ReadableWatch`` checks them at every
frame, at every step of the felt, at every Scores row and with every announcement.

What the seat may know follows the felt, not the engine: a card is known once the
felt has turned it up or named it in this hand or the last one (the Last show keeps
the last hand); a show's value once the felt has begun to show it (C70: the hands one
by one, the crib last), and a hand's row, Last show and "hand is over" line once the
felt has shown every show of the hand.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QLabel,
    QLineEdit,
    QTextEdit,
    QWidget,
)

from cinch_qt.games.cribbage.engine.cards import parse_card
from cinch_qt.games.cribbage.table import felt_words
from cinch_qt.games.cribbage.table import strip as sp
from cinch_qt.games.cribbage.table.felt import CribbageFelt
from cinch_qt.games.cribbage.table.last_show import show_lines
from cinch_qt.games.cribbage.table.words import card_short, card_text

ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole,
         Qt.ItemDataRole.ToolTipRole)


def accessible_texts(obj, depth: int = 0) -> list[str]:
    """Name, description and value of every interface under ``obj``'s (what AT-SPI
    hands a screen reader)."""
    iface = QAccessible.queryAccessibleInterface(obj) if depth == 0 else obj
    out: list[str] = []
    if iface is None or not iface.isValid() or depth > 40:
        return out
    for kind in (QAccessible.Text.Name, QAccessible.Text.Description,
                 QAccessible.Text.Value, QAccessible.Text.Help):
        text = iface.text(kind)
        if text:
            out.append(text)
    for k in range(iface.childCount()):
        child = iface.child(k)
        if child is not None and child.isValid():
            out.extend(accessible_texts(child, depth + 1))
    return out


def widget_texts(root: QWidget) -> list[str]:
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        out += [w.toolTip(), w.accessibleName(), w.accessibleDescription(),
                w.statusTip(), w.whatsThis()]
        if isinstance(w, (QLabel, QAbstractButton, QLineEdit)):
            out.append(w.text())
        elif isinstance(w, QTextEdit):
            out.append(w.toPlainText())
        elif isinstance(w, QAbstractSpinBox):
            out.append(w.text())
    return [t for t in out if t]


def model_texts(model) -> list[str]:
    out = []
    for r in range(model.rowCount()):
        for c in range(model.columnCount()):
            index = model.index(r, c, QModelIndex())
            out += [str(model.data(index, role) or "") for role in ROLES]
    return [t for t in out if t]


def felt_texts(felt) -> list[str]:
    out = [felt.accessibleName(), felt.accessibleDescription(), felt.caption_text(),
           *felt.board.label_texts()]
    for item in felt.scene_.items():
        out.append(item.toolTip())
        text = getattr(item, "text", None)
        if callable(text):
            try:
                value = text()
            except TypeError:
                continue
            if isinstance(value, str):
                out.append(value)
        elif isinstance(text, str):
            out.append(text)
    return [t for t in out if t]


def readable_texts(win) -> list[tuple[str, str]]:
    """(where, text) for everything the person can read or hear now."""
    out = [("status line", win.statusBar().currentMessage())]
    out += [("widget", t) for t in widget_texts(win)]
    out += [("accessible tree", t) for t in accessible_texts(win)]
    out += [("Scores", t) for t in model_texts(win.scores)]
    if win.felt is not None:
        out += [("felt", t) for t in felt_texts(win.felt)]
    dialog = win._last_show
    if dialog is not None:
        out.append(("Last show", dialog.text.toPlainText()))
    return [(where, t) for where, t in out if t]


def review_texts(win) -> list[str]:
    """What the Hand review would show if the person opened it now: filled
    as Game ▸ Hand review fills it, without showing it (the person's keys must keep
    reaching the table)."""
    if not hasattr(win, "show_review"):
        return []
    dialog = win.review
    dialog.show = dialog.raise_ = lambda: None
    try:
        win.show_review()
    finally:
        del dialog.show, dialog.raise_
    return widget_texts(dialog)


def card_patterns() -> dict[int, re.Pattern]:
    """Each card's names in the language in use: "Five of hearts" (also in "the five
    of hearts"), "5♥"."""
    out = {}
    for card in range(52):
        long = re.escape(card_text(card))
        short = re.escape(card_short(card))
        out[card] = re.compile(rf"(?<![\w]){long}(?![\w])|(?<![\w]){short}", re.IGNORECASE)
    return out


class ReadableWatch:
    """Checks ``readable_texts`` against what the felt has shown, often: every 15 ms,
    before and after every step of the felt, on every Scores row and every
    announcement.  ``leaks`` lists what came early."""

    def __init__(self, session, win, monkeypatch) -> None:
        self.session, self.win = session, win
        self.leaks: list[str] = []
        self.checks = 0
        self.said: list[str] = []
        self._hand = None
        self._seen: set[int] = set()
        self._seen_before: set[int] = set()
        self._shown: list[dict] = []        # the felt's events begun in its hand
        self._patterns = card_patterns()
        self._named: dict[str, frozenset[int]] = {}
        self.watching = True
        self.dialog = win.last_show      # made now: the person can open it at any moment
        original_event = CribbageFelt._event

        def event(felt, ev, obs):
            watched = self.watching and felt is self.win.felt
            if watched:
                self.check()
                self._begin(ev)
            original_event(felt, ev, obs)
            if watched:
                self.check()

        monkeypatch.setattr(CribbageFelt, "_event", event)
        say = win.live.say

        def said(text):
            if self.watching:
                self.said.append(text)
                self.check(extra=[("announcement", text)])
            say(text)

        win.live.say = said
        win.scores.rowsInserted.connect(lambda *_: self.watching and self.check(review=True))
        self.timer = QTimer(win)
        self.timer.setInterval(15)
        self.timer.timeout.connect(self.check)
        self.timer.start()

    # -- what the felt has shown
    def _begin(self, ev: dict) -> None:
        self._sync_hand()
        self._shown.append(ev)
        for key in ("card",):
            if isinstance(ev.get(key), str):
                self._seen.add(parse_card(ev[key]))
        for name in ev.get("cards", ()) if isinstance(ev.get("cards"), list) else ():
            self._seen.add(parse_card(name))
        for _seat, name in ev.get("draw", ()) or ():
            self._seen.add(int(name) if not isinstance(name, str) else parse_card(name))

    def _sync_hand(self) -> None:
        felt = self.win.felt
        hand = felt.shown.hand_no
        if hand != self._hand:
            if self._hand is not None:
                self._seen_before = set(self._seen)
            self._seen = set()
            self._shown = []
            self._hand = hand
        self._seen.update(k for k in felt.face_up_items() if isinstance(k, int))
        # The person's own cards are known from the deal on, even while they fly face
        # down from the stock (C30): seat 0's observation holds them.
        self._seen.update(k for k in felt.shown.hands.get(0, ()) if isinstance(k, int))
        if felt.shown.starter is not None:
            self._seen.add(felt.shown.starter)

    def _engine_events(self, hand: int) -> list[dict]:
        st = self.session.state
        if st is None or hand < 0:
            return []
        if hand < len(st.hand_records):
            return list(st.hand_records[hand]["events"])
        return list(st.events) if hand == st.hand_no else []

    def _pending(self) -> list[dict]:
        """The shows and the win of the felt's hand it has not begun to show."""
        begun = [(e.get("seat"), e.get("what")) for e in self._shown if e.get("e") == "show"]
        won = any(e.get("e") == "win" for e in self._shown)
        out = []
        for ev in self._engine_events(self._hand):
            if ev["e"] == "show":
                key = (ev["seat"], ev["what"])
                if key in begun:
                    begun.remove(key)
                else:
                    out.append(ev)
            elif ev["e"] == "win" and not won:
                out.append(ev)
        return out

    # -- the check
    def check(self, extra: list[tuple[str, str]] = (), review: bool = False) -> None:
        win = self.win
        if win.felt is None or self.session.state is None:
            return
        self.checks += 1
        self._sync_hand()
        texts = readable_texts(win) + list(extra)
        if review or self.checks % 150 == 0:      # the review computes: now and then
            texts += [("Hand review", t) for t in review_texts(win)]
        allowed = self._seen | self._seen_before
        hand = self._hand
        named = [self._cards_named(text) for _where, text in texts]
        for card in self._patterns:
            if card in allowed:
                continue
            for (where, text), cards in zip(texts, named, strict=True):
                if card in cards:
                    self._leak(f"hand {hand + 1}: card {card_text(card)} in {where}: {text!r}")
                    break
        pending = self._pending()
        if not pending:
            return
        person = win.scores.person_name
        names = self.session.names
        seat_names = self.session.state.seat_names
        for ev in pending:
            if ev["e"] != "show":
                continue
            seat = seat_names.index(ev["seat"])
            said = [felt_words.show_total(names.get(seat, ev["seat"]), ev["what"],
                                          ev["total"], mine=seat == 0),
                    *show_lines({"events": [ev]}, person)]
            for where, text in texts:
                for s in said:
                    if s and s in text:
                        self._leak(f"hand {hand + 1}: {ev['seat']}'s {ev['what']} "
                                   f"({ev['total']}) in {where} before its show: {text!r}")
        if any(r.hand_no >= hand for r in win.scores.rows):
            self._leak(f"hand {hand + 1}: its Scores row before the felt showed "
                       f"{[(e['e'], e.get('seat')) for e in pending]}")
        record = win._last_record[0]
        if record is not None and any(r is record
                                      for r in self.session.state.hand_records[hand:]):
            self._leak(f"hand {hand + 1}: Last show holds it before the felt showed it")
        if win.strip.page() in (sp.NEXT, sp.OVER):
            self._leak(f"hand {hand + 1}: strip page {win.strip.page()} "
                       f"({win.strip.text()!r}) before the felt showed it")

    def _cards_named(self, text: str) -> frozenset[int]:
        """The cards whose names ``text`` holds.  From one check to the next nearly every
        text is the same string again (the watch checks every 15 ms), so each string is
        searched once: the 52 searches over every text at every check were most of
        these tests' time."""
        cards = self._named.get(text)
        if cards is None:
            cards = frozenset(card for card, pattern in self._patterns.items()
                              if pattern.search(text))
            self._named[text] = cards
        return cards

    def _leak(self, text: str) -> None:
        if text not in self.leaks:
            self.leaks.append(text)

    def stop(self) -> None:
        self.timer.stop()

    def detach(self) -> None:
        """No more checks from the timer or the felt, Scores and announcements: the game
        goes on unwatched (a test watches its first hands, then plays on for other
        checks).  ``check`` still looks when called."""
        self.stop()
        self.watching = False
