"""The exchange after the bidding as a person at a real table sees it (issue 42 item 1),
and the smaller fixes of issue 42 (items 2, 3, 5, 6 and the strip, Ctrl+R of item 4).

- R31–R33: each seat's discard, then each seat's draw, is a step of its own at the
  current speed, the cards of a draw one after another, and every plate then keeps what
  is public for the rest of the hand (docs/rules.md "What a seat may know": how many
  trumps each kept and how many cards each drew; R34: the pack the dealer robbed), in
  the screen reader's text too; the tricks piles are labelled, with a tooltip.
- N deals on from the hand summary; an Undo of the rob (R34) keeps the picks; the hand
  is laid out in alternating colours with the trumps together; a refusal reads on in
  small letters after its colon; the chooser says Cinch is played to 51.
"""

from __future__ import annotations

import re
from itertools import permutations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cinch_qt.games import GAMES
from cinch_qt.games.cinch.ai.random_player import RandomPlayer
from cinch_qt.games.cinch.engine.actions import Bid, NameTrump, Pass, Play
from cinch_qt.games.cinch.engine.cards import TRUMP_TABLES, suit_of
from cinch_qt.games.cinch.engine.rules import Rules
from cinch_qt.games.cinch.engine.state import GameState
from cinch_qt.games.cinch.table import snapshot as snap
from cinch_qt.games.cinch.table.hints import refusal_text
from cinch_qt.i18n.seats import seat_name
from cinch_qt.ui import animation as anim
from cinch_qt.ui.table_window import after_colon, refusal_words
from tests.gui_helpers import open_table

FAST = "0.05"  # every duration × 0.05: the same animation steps, only quicker
BLACK = {0, 3}


def _act(ctl, chooser: RandomPlayer) -> None:
    action = chooser.choose(ctl.state.observation(0))
    if isinstance(action, Bid):
        ctl.submit_bid(action.amount)
    elif isinstance(action, Pass):
        ctl.submit_pass()
    elif isinstance(action, NameTrump):
        ctl.name_trump(action.suit)
    elif isinstance(action, Play):
        ctl.play_card(action.card)
    else:
        ctl.choose_cards(action.cards)


def _settled(ctl, win) -> bool:
    return ctl.holding or (ctl.is_human_turn() and not win.view.busy())


@pytest.fixture
def animated(qtbot, monkeypatch):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", FAST)
    with open_table(qtbot, speed="normal") as (ctl, win, _qs):
        yield ctl, win


def _record_steps(view) -> list[tuple[str, int | None, float, int]]:
    """(step, actor, its length at speed "normal" in ms, cards that changed place)
    for every step the table plays from now on."""
    steps = []
    place = view._place

    def recording(snapshot, animate, resume=False):
        again = snapshot is view._shown  # a resize placing the same picture anew
        before = dict(view._shown.places) if view._shown is not None else {}
        group = place(snapshot, animate, resume)
        if again:
            return group
        moved = sum(1 for c, p in snapshot.places.items()
                    if c in before and before[c].zone != p.zone)
        length = group.totalDuration() / view.speed_factor if group is not None else 0.0
        steps.append((snapshot.step, snapshot.actor, length, moved))
        return group
    view._place = recording
    return steps


@pytest.mark.parametrize("players, seed", ((4, 3), (3, 5), (2, 8)))
def test_the_exchange_is_shown_seat_by_seat_and_stays_on_the_plates_r31_r33(
        qtbot, animated, players, seed):
    ctl, win = animated
    view = win.view
    ctl.set_settings(ctl.settings.with_changes(rules=Rules(players=players)))
    ctl.new_game(seed)
    steps = _record_steps(view)
    chooser = RandomPlayer("exchange")
    while True:
        qtbot.waitUntil(lambda: _settled(ctl, win), timeout=30_000)
        st = ctl.state
        if ctl.holding:
            ctl.continue_game()
            steps.clear()
            continue
        if st.phase == "play" and st.drawn:
            break
        _act(ctl, chooser)
    st = ctl.state
    discards = [(a, n) for s, a, _, n in steps if s == "discard"]
    draws = [(a, n, length) for s, a, length, n in steps if s == "draw"]
    # R31: one step per discarding seat, in turn from the dealer's left; R33: the same
    # for the draws, each moving exactly the cards that seat drew.
    discarders = [s for s in st.order if s in st.kept]
    assert [a for a, _ in discards] == discarders[-len(discards):]
    assert [a for a, _, _ in draws] == [s for s in st.order if s in st.drawn]
    for seat, moved, length in draws:
        n = len(st.drawn[seat])
        assert moved == n
        if n:
            # One card after another, then a pause to read it: at speed "normal"
            # a person has well over a fifth of a second per card.
            assert length >= n * 200 + anim.MOVE_MS, (seat, n, length)
    # Every plate keeps what the whole table knows (docs/rules.md), all hand long.
    names = ctl.settings
    description = view.accessibleDescription()
    for seat in st.seats:
        text = view.plate_text(seat)
        kept = len(st.kept[seat]) if seat in st.kept else None
        if kept is not None:
            word = {0: "kept no trumps", 1: "kept 1 trump"}.get(kept, f"kept {kept} trumps")
            assert word in text, (seat, text)
            assert f"{names.display_name(seat)}: {word}" in description
        if seat in st.drawn:
            n = len(st.drawn[seat])
            assert (f"drew {n}" if n else "drew none") in text, (seat, text)
        if players == 4 and seat == st.dealer:
            assert re.search(r"robbed the pack \(\d+ cards?\)", text), text
    # The tricks piles: labelled with their count, whose on the tooltip.
    while not st.tricks:
        qtbot.waitUntil(lambda: _settled(ctl, win), timeout=30_000)
        if ctl.holding:
            break
        _act(ctl, chooser)
    qtbot.waitUntil(lambda: not view.busy(), timeout=30_000)
    winner = st.tricks[0].winner if st.tricks else None
    if winner is not None and not ctl.holding:
        assert view.pile_label_text(winner) == "1 trick"
        label = view.pile_label(winner)
        assert label.toolTip().startswith(
            f"Tricks taken by {names.display_name(winner)}: 1")


def test_n_deals_on_from_the_hand_summary(qtbot):
    with open_table(qtbot) as (ctl, win, _qs):
        ctl.new_game(4)
        chooser = RandomPlayer("summary")
        while not ctl.holding:
            qtbot.waitUntil(lambda: _settled(ctl, win), timeout=20_000)
            if not ctl.holding:
                _act(ctl, chooser)
        qtbot.waitUntil(lambda: win.summary.isVisible(), timeout=10_000)
        hand = ctl.state.hand_no
        win.summary.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is win.summary, timeout=5000)
        assert win.summary.focusWidget() is win.summary.next_button
        QTest.keyClick(win.summary.focusWidget(), Qt.Key.Key_N)
        qtbot.waitUntil(lambda: not ctl.holding, timeout=5000)
        assert not win.summary.isVisible() and ctl.state.hand_no == hand


def _south_deals(players: int = 4) -> list[int]:
    return [seed for seed in range(1, 400)
            if GameState(Rules(players=players), seed).dealer == 0]


def test_undo_of_the_rob_keeps_the_cards_picked_r34(qtbot):
    with open_table(qtbot) as (ctl, win, _qs):
        view = win.view
        for seed in _south_deals():
            ctl.new_game(seed)
            qtbot.waitUntil(lambda: _settled(ctl, win), timeout=10_000)
            if ctl.decision().kind == "bid" and 14 in ctl.decision().legal_bids:
                break
        assert ctl.submit_bid(14)  # South deals, bids 14 (R21): maker and dealer
        qtbot.waitUntil(lambda: _settled(ctl, win), timeout=10_000)
        hand = ctl.state.hand_of(0)
        suit = max(range(4), key=lambda s: sum(suit_of(c) == s for c in hand))
        qtbot.mouseClick(win.strip.suit_buttons[suit], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: _settled(ctl, win), timeout=10_000)
        assert view.decision().kind == "rob"
        view.setFocus()
        for _ in range(6):  # Right moves to the next card, Space picks it
            QTest.keyClick(view, Qt.Key.Key_Right)
            QTest.keyClick(view, Qt.Key.Key_Space)
        picked = view.selection()
        assert len(picked) == 6
        QTest.keyClick(view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: _settled(ctl, win), timeout=10_000)
        assert view.decision().kind == "play"  # the maker leads: nothing hidden shown yet
        assert win.undo()
        qtbot.waitUntil(lambda: _settled(ctl, win), timeout=10_000)
        assert view.decision().kind == "rob"
        assert view.selection() == picked
        assert "(6/6)" in win.strip.confirm_button.text()
        assert win.strip.confirm_button.isEnabled()


def _clashes(suits: list[int]) -> int:
    return sum((a in BLACK) == (b in BLACK) for a, b in zip(suits, suits[1:], strict=False))


def _runs(cards: list[int], suit_key) -> list[int]:
    out: list[int] = []
    for c in cards:
        s = suit_key(c)
        if not out or out[-1] != s:
            out.append(s)
    return out


def test_the_hand_alternates_colours_and_keeps_trumps_together():
    """No two suits of one colour side by side where the suits held allow it (as card
    programs lay out a hand); once trumps are named, they stand together at the left,
    the off-suit Pedro among them (R50)."""
    checked = 0
    for seed in range(1, 60):
        st = GameState(Rules(), seed)
        picture = snap.build(st, "deal")
        south = sorted((p.index, c) for c, p in picture.places.items()
                       if p.zone == snap.HAND and p.seat == 0)
        cards = [c for _, c in south]
        runs = _runs(cards, suit_of)
        assert len(runs) == len(set(runs)), "a suit split in two"
        best = min(_clashes(list(p)) for p in permutations(runs))
        assert _clashes(runs) == best, [suit_of(c) for c in cards]
        checked += best == 0 and {1, 2} <= set(runs)
        for trump in range(4):
            table = TRUMP_TABLES[trump]
            st2 = GameState(Rules(), seed)
            st2.trump = trump
            laid = snap.sort_hand(cards, trump)
            eff = [table.eff_suit[c] for c in laid]
            n = sum(e == trump for e in eff)
            assert eff[:n] == [trump] * n, (trump, eff)
            rest = _runs(laid[n:], lambda c, t=table: t.eff_suit[c])
            lead = [trump] if n else []
            best = min(_clashes(lead + list(p)) for p in permutations(rest))
            assert _clashes(lead + rest) == best
    assert checked  # hearts and diamonds held together, and kept apart


@pytest.mark.parametrize("lang, start", (("en", "Not allowed: a trump was led"),
                                         ("fr", "Interdit\u00a0: l’entame est un atout"),
                                         ("nl", "Niet toegestaan: er is troef")))
def test_a_refusal_reads_on_in_small_letters_after_its_colon(speak, lang, start):
    speak(lang)
    assert refusal_words(refusal_text("R41")).startswith(start)
    # A name keeps its capital.
    north = seat_name("N")
    assert after_colon(f"{north} must follow suit.") == f"{north} must follow suit."
    assert after_colon("Pedro is a trump; a Pedro scores 5.").startswith("Pedro")


@pytest.mark.parametrize("lang", ("en", "fr", "nl"))
def test_the_chooser_says_cinch_is_played_to_51(speak, lang):
    speak(lang)
    blurb = QCoreApplication.translate("GameChooser", GAMES["cinch"].description)
    assert "51" in blurb
    assert blurb != GAMES["cinch"].description or lang == "en"


def test_review_before_any_hand_says_so_without_a_window(qtbot):
    with open_table(qtbot) as (ctl, win, _qs):
        ctl.new_game(2)
        qtbot.waitUntil(lambda: _settled(ctl, win), timeout=10_000)
        win.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=5000)
        QTest.keyClick(win.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
        assert win._review is None or not win._review.isVisible()
        assert "No hand has been played yet" in win.statusBar().currentMessage()


def test_the_strip_under_the_felt_takes_the_felts_colour(qtbot):
    with open_table(qtbot) as (ctl, win, _qs):
        if not win.cache.set_felt("burgundy"):
            pytest.skip("no burgundy felt installed")
        felt = win.cache.felt_color()
        assert felt.red() > felt.green()
        style = win.strip.styleSheet()
        strip = QColor(re.search(r"#actionPanel \{ background: (#[0-9a-f]{6})", style)[1])
        assert strip.red() > strip.green(), style


def test_the_replay_says_each_seats_exchange_and_keeps_side_rows_apart(qtbot):
    """The replay of a hand: from "ready to play" on, each seat's exchange beside its
    name and in the screen reader's words (R31-R33); a nine-card side hand in two rows,
    one wholly above the other (no card under another)."""
    from cinch_qt.games.cinch.table.replay import CinchReplayDialog
    from cinch_qt.games.cinch.table.replay_frames import game_frames
    with open_table(qtbot, rules=Rules(players=3)) as (ctl, win, _qs):
        ctl.new_game(5)
        chooser = RandomPlayer("replay")
        while not ctl.holding:
            qtbot.waitUntil(lambda: _settled(ctl, win), timeout=20_000)
            if not ctl.holding:
                _act(ctl, chooser)
        record = ctl.record()
    frames = game_frames(record)
    hand = record["hands"][0]
    if "trump" not in hand:
        pytest.skip("the first hand was thrown in")
    ready = next(f for f in frames if f.step == 1)
    for seat, cards in hand["kept"].items():
        n = len(cards)
        word = {0: "kept no trumps", 1: "kept 1 trump"}.get(n, f"kept {n} trumps")
        assert ready.facts[seat].startswith(word)
        assert f"drew {len(hand['drawn'][seat])}" in ready.facts[seat] or \
            "drew none" in ready.facts[seat]
    assert all(f.facts == ready.facts for f in frames if f.hand_index == 0 and f.step >= 1)
    dialog = CinchReplayDialog(record)
    qtbot.addWidget(dialog)
    widget = dialog.replay
    said = widget.describe(widget.frames[frames.index(ready)])
    assert all(f"{seat_name(s)}: {t}" in said for s, t in ready.facts.items())
    # Nine cards at a side seat (the deal) in the dialog's size: two rows, apart.
    dialog.show()
    qtbot.waitExposed(dialog)
    widget.go(0)
    felt = widget.view
    side = next(p for p in felt.frame.piles if p.name in "WE" and len(p.cards) == 9)
    rects = [felt.card_rect(c) for c in side.cards]
    tops = sorted({round(r.top()) for r in rects})
    assert len(tops) == 2
    assert tops[1] - tops[0] >= rects[0].height()
    assert all(felt.rect().contains(r.toRect()) for r in rects)
    # Each seat's plate, as on the table: its name over its exchange, the dealer's chip;
    # inside the felt and on no card (nor its bubble).
    # Its bid of the hand in the bubble, a pass in grey.
    widget.go(frames.index(ready))
    bids = {s: "Pass" if n is None else str(n) for s, n in hand["bids"]}
    assert felt.plate_texts() == [
        "\n".join((seat_name(s), *([ready.facts[s]] if s in ready.facts else []), bids[s]))
        for s in record["seats"]]
    plates = [p for p in felt._plate_items if p.isVisible()]
    assert [p.chip for p in plates] == ["D" if s == hand["dealer"] else ""
                                        for s in record["seats"]]
    assert [p.pass_bubble for p in plates] == [bids[s] == "Pass" for s in record["seats"]]
    cards = [felt.card_rect(c) for c in felt.frame.cards()]
    for plate in plates:
        rect = plate.mapRectToScene(plate._rect)
        bubble = plate.bubble_rect().translated(plate.pos())
        assert felt.rect().toRectF().contains(rect.united(bubble))
        assert not any(rect.intersects(c) or bubble.intersects(c) for c in cards), plate.title


@pytest.mark.parametrize("lang", ("en", "fr", "nl"))
def test_the_statistics_table_shows_its_headers_whole(qtbot, speak, lang):
    """"Gagnées" was cut off: the table by opponents and rules asks for the room its
    columns' headers need."""
    speak(lang)
    from cinch_qt.games.cinch.table.statistics import CinchStatisticsPage
    page = CinchStatisticsPage()
    qtbot.addWidget(page)
    header = page.groups.horizontalHeader()
    needed = sum(header.sectionSizeHint(i) for i in range(header.count()))
    assert page.groups.minimumWidth() >= needed
    assert all(header.sectionSize(i) >= header.sectionSizeHint(i)
               for i in range(header.count()))


def test_the_bid_history_columns_do_not_jump_after_an_undo(qtbot):
    with open_table(qtbot) as (ctl, win, _qs):
        for seed in range(1, 60):
            ctl.new_game(seed)
            qtbot.waitUntil(lambda: _settled(ctl, win), timeout=10_000)
            if ctl.state.bids:  # somebody bid before the person: a history to keep
                break
        header = win.bid_view.horizontalHeader()
        prompt = ctl.decision()
        ctl.submit_bid(min(prompt.legal_bids)) if prompt.legal_bids else ctl.submit_pass()
        qtbot.waitUntil(lambda: _settled(ctl, win), timeout=10_000)
        widths = [header.sectionSize(i) for i in range(header.count())]
        assert win.undo()
        qtbot.waitUntil(lambda: _settled(ctl, win), timeout=10_000)
        after = [header.sectionSize(i) for i in range(header.count())]
        assert all(a >= b for a, b in zip(after[:-1], widths[:-1], strict=True)), (widths, after)
