"""What a person meets at the cribbage table: real mouse and key events in the
real window, animations on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSizeF, Qt

from tests.crib_person import Person, double_click, open_crib_table, wait_for


@pytest.mark.parametrize("players", [3, 4])
def test_a_double_click_lays_the_one_card_away_c32_c33(qtbot, tmp_path, monkeypatch,
                                                        players):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=players,
                         board="crib-wars" if players == 3 else "classic") as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(5)
        wait_for(person, "lay")
        assert session.decision().count == 1
        card = session.state.hands[0][0]
        before = session.action_count
        win.felt.setFocus()
        double_click(win.felt, card)
        qtbot.waitUntil(lambda: session.action_count > before, timeout=5000)
        assert card not in session.state.hands[0]
        assert not session.failures


def _wait_starter_cut(person) -> None:
    """Play on (the hint's choices) until the person is to cut for the starter (C40)."""
    while True:
        what = person.wait()
        assert what != "over"
        if what == "cut":
            if person.win.felt.waiting_for_cut() == "starter":
                return
            person.cut()
        elif what == "hold":
            person.next_hand()
        else:
            person.act()


def test_the_turn_ring_is_on_the_person_who_cuts_c40(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(6)
        _wait_starter_cut(person)
        felt = win.felt
        assert felt.shown.cutter() == 0
        assert felt.plates[0].active
        assert not felt.plates[1].active


def test_the_draw_for_the_deal_is_called_a_draw_everywhere_c20_c40(qtbot, tmp_path,
                                                                   monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(6)
        assert person.wait() == "cut" and win.felt.waiting_for_cut() == "deal"
        assert win.felt.caption_text().startswith("Draw")
        assert win.strip.cut_button.text() == "Draw"
        assert win.strip.text().startswith("Draw a card")
        person.cut()
        _wait_starter_cut(person)
        assert win.strip.cut_button.text() == "Cut"
        assert win.strip.text().startswith("Cut the pack")


def _plates_cover_cards(felt) -> list[str]:
    """Every card lying (even partly) under a seat's plate, at this moment."""
    out = []
    for seat, plate in felt.plates.items():
        if not plate.isVisible():
            continue
        drawn = plate.mapRectToScene(plate._rect)
        for key, item in felt.scene_.cards.items():
            w, h = item.size()             # the card itself, not its shadow
            card = QRectF(item.pos(), QSizeF(w, h)).adjusted(1, 1, -1, -1)
            if item.isVisible() and item.opacity() > 0.5 and drawn.intersects(card):
                out.append(f"seat {seat}'s plate over card {key}")
    return out


# Two players at both sizes in one game: the window resized at each moment checked.
@pytest.mark.parametrize("players, sizes", [(2, ((1280, 800), (1920, 1080))),
                                            (4, ((1280, 800),)), (6, ((1920, 1080),))])
def test_no_plate_covers_a_card_from_the_draw_to_the_show(qtbot, tmp_path, monkeypatch,
                                                          players, sizes):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=players,
                         board="crib-wars" if players == 6 else "classic") as (session, win):
        win.resize(*sizes[0])
        qtbot.wait(50)
        person = Person(qtbot, session, win)
        session.new_game(6)
        covered: list[str] = []
        while True:
            what = person.wait()
            for size in sizes:
                if len(sizes) > 1:
                    win.resize(*size)
                    # At rest the felt lays itself out again at once (no animation).
                    qtbot.waitUntil(lambda: not win.felt.busy() or bool(win.felt.waiting_for_cut()),
                                    timeout=10_000)
                covered.extend(f"{size}: {c}" for c in _plates_cover_cards(win.felt))
            if what == "cut":
                person.cut()
            elif what == "hold":
                break
            else:
                person.act()
        assert not covered, sorted(set(covered))


def test_behind_the_resume_question_hints_off_and_a_fitted_scores_panel_c97(qtbot,
                                                                            tmp_path):
    """The window before any game is dealt or resumed (the resume question is asked
    over it): no Hint when hints are off, and the Scores panel names its sides at its
    own width."""
    from PySide6.QtCore import QSettings

    from cinch_qt.games.cribbage.engine import Rules
    from cinch_qt.games.cribbage.table.session import CribbageSession
    from cinch_qt.games.cribbage.table.settings import CribbageSettings
    from cinch_qt.games.cribbage.table.window import CribbageWindow
    from cinch_qt.themes import CardPixmapCache

    settings = CribbageSettings(rules=Rules(players=3, board="crib-wars"), hints=False,
                                levels={s: "easy" for s in range(1, 6)})
    session = CribbageSession(settings, "crib-wars")
    cache = CardPixmapCache()
    qs = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    win = CribbageWindow(session, cache, qsettings=qs)
    qtbot.addWidget(win)
    try:
        win.resize(1280, 800)
        win.show()
        qtbot.waitExposed(win)
        assert session.state is None
        assert not win.strip.hint_button.isVisible()
        model = win.scores
        headers = [model.headerData(c, Qt.Orientation.Horizontal)
                   for c in range(model.columnCount())]
        assert len(headers) == 4, headers          # Hand, and the three sides (W2)
        assert win.score_dock.width() < 1280 * 0.3, win.score_dock.width()
    finally:
        session.shutdown()
        cache.shutdown()


def test_last_show_shows_the_cards_and_keeps_each_item_whole_c70(qtbot, tmp_path,
                                                                 monkeypatch):
    from PySide6.QtGui import QTextDocument
    from PySide6.QtTest import QTest

    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(6)
        person.play(hands=1)
        QTest.keyClick(win, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
        dialog = win.last_show
        assert dialog.isVisible()
        page = dialog.text.toHtml()
        shows = [e for e in session.state.hand_records[-1]["events"] if e["e"] == "show"]
        assert len(shows) == 3                                    # two hands, the crib
        # Every count shows its four cards and the starter, as pictures.
        assert page.count("last-show-card:") == 5 * len(shows), page
        doc = dialog.text.document()
        for ev in shows:
            for name in ev["cards"]:
                from cinch_qt.games.cribbage.engine.cards import parse_card
                from cinch_qt.games.cribbage.table.last_show import _card_url
                url = _card_url(parse_card(name))
                assert doc.resource(QTextDocument.ResourceType.ImageResource,
                                        url) is not None
        # "fifteen 2" is one unit on the page, never "fifteen / 2".
        text = dialog.text.toPlainText()
        assert "fifteen\n" not in text


def test_on_the_board_is_written_while_the_bubble_is_in_view_w10_w11(qtbot, tmp_path,
                                                                       monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=3,
                         board="crib-wars") as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(5)
        written: list[tuple[str, list[str]]] = []

        def said(text: str) -> None:
            felt = win.felt
            if text in felt.news:
                written.append((text, felt.board.label_texts()))
        win.felt.said.connect(said)
        hands = 0
        while not written and hands < 8:
            what = person.wait()
            if what == "over":
                break
            if what == "cut":
                person.cut()
            elif what == "hold":
                hands += 1
                person.next_hand()
            else:
                person.act()
        assert written, "no square was landed on"
        for text, bubbles in written:
            assert bubbles, f"{text!r} came after its bubble had gone"


@pytest.mark.parametrize("players, board", [(2, "classic"), (3, "crib-wars"),
                                            (4, "crib-wars"), (6, "crib-wars")])
def test_each_lane_is_named_at_its_start_and_start_and_finish_are_marked_w2_c80(
        qtbot, tmp_path, monkeypatch, players, board):
    from cinch_qt.games.cribbage.table import labels
    from cinch_qt.games.cribbage.table.board_face import UNIT

    with open_crib_table(qtbot, tmp_path, monkeypatch, players=players,
                         board=board) as (session, win):
        win.resize(1280, 800)
        session.new_game(3)
        felt = win.felt
        item = felt.board
        rows = item.names.name_rows()
        assert len(rows) == len(item.sides)
        badge = felt.score_plate.lines[0]
        wood = item.face.wood_rect()
        for k, (text, box) in enumerate(rows):
            # The badge's own name for the side whose pegs run in lane k.
            words = text.replace("\n", " ").replace("& ", "").split()
            assert words, text
            if players != 6:
                assert text.replace("\n", " ") == felt._side_name(k), text
                assert felt._side_name(k) in badge
            assert box.right() <= wood.left()                 # beside the board
            start = item.hole_point(item.board.start, k)
            assert abs(box.center().y() - start.y()) < 3.5 * UNIT, (text, box, start)
        tops = [box.top() for _t, box in rows]
        assert tops == sorted(tops)                           # in the lanes' order
        # The plate is drawn in view, inside the felt.
        plate = item.mapRectToScene(item.names.plate_rect())
        assert felt.sceneRect().contains(plate)
        assert labels.start_label() == "Start" and labels.finish_label() == "Finish"
        assert not item.face.start_number                     # the lines run over it


def test_the_show_waits_for_a_click_or_enter_when_stepped_through_c70(qtbot, tmp_path,
                                                                      monkeypatch):
    from PySide6.QtTest import QTest

    from cinch_qt.games.cribbage.table import strip as sp

    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        session.set_settings(session.settings.with_changes(show_steps=True))
        felt = win.felt
        assert felt.show_steps
        person = Person(qtbot, session, win)
        session.new_game(6)
        titles: list[str] = []
        ways = iter(["enter", "click", "enter"])
        while True:
            if felt.waiting_to_go_on():
                title = felt.caption_text()
                qtbot.wait(200)                       # many show holds at this time scale
                assert felt.waiting_to_go_on() and felt.caption_text() == title
                assert win.strip.page() == sp.IDLE and "Enter" in win.strip.text()
                titles.append(title.split("\n")[0])
                if next(ways) == "enter":
                    QTest.keyClick(felt, Qt.Key.Key_Return)
                else:
                    QTest.mouseClick(felt.viewport(), Qt.MouseButton.LeftButton)
                assert not felt.waiting_to_go_on()
                continue
            if person.settled():
                what = person.wait()
                if what == "hold":
                    break
                if what == "cut":
                    person.cut()
                else:
                    person.act()
            qtbot.wait(5)
        assert len(titles) == 3, titles                # two hands and the crib, one by one


def test_a_card_focused_with_the_keys_leaves_its_neighbours_corner_in_view_c31(
        qtbot, tmp_path, monkeypatch):
    from PySide6.QtTest import QTest

    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(6)
        wait_for(person, "lay")
        felt = win.felt
        felt.setFocus()
        hand = sorted(session.state.hands[0], key=lambda c: felt.scene_.cards[c].x())
        for _ in range(3):
            QTest.keyClick(felt, Qt.Key.Key_Right)
        focused = felt.scene_.focus_key
        i = hand.index(focused)
        assert 0 < i < len(hand) - 1
        cards = felt.scene_.cards
        # Its right-hand neighbour is drawn over it, as in the fan.
        assert cards[hand[i + 1]].zValue() > cards[focused].zValue()
        assert cards[focused].zValue() > cards[hand[i - 1]].zValue()


def test_the_counting_pad_makes_the_claim_its_sum_c71_c76_c91(qtbot, tmp_path, monkeypatch):
    from PySide6.QtTest import QTest

    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2, counting="manual",
                         muggins="cut-throat") as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(6)
        wait_for(person, "show")
        strip = win.strip
        pad = strip.count_pad
        assert pad.isVisible() and strip.count_box.value() == 0
        # Two fifteens, a pair, nobs: 2 × 2 + 2 + 1 = 7, by keys and the mouse.
        pad.fifteens.setFocus()
        QTest.keyClick(pad.fifteens, Qt.Key.Key_Up)
        QTest.keyClick(pad.fifteens, Qt.Key.Key_Up)
        pad.pairs.setFocus()
        QTest.keyClick(pad.pairs, Qt.Key.Key_Up)
        qtbot.mouseClick(pad.nobs, Qt.MouseButton.LeftButton)
        assert pad.total == 7 and strip.count_box.value() == 7
        before = session.action_count
        qtbot.mouseClick(strip.count_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: session.action_count > before, timeout=5000)
        shows = [e for e in session.state.events if e["e"] == "show" and "claimed" in e]
        assert shows and shows[-1]["claimed"] == 7, shows
        # A new count starts from nothing.
        wait_for(person, "show")
        assert pad.total == 0 and strip.count_box.value() == 0
