"""The table played as a person plays it: real mouse events on the view's viewport.

Opponents are the "random" level so the games are fast and fully determined by the seed.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cinch.ai.random_player import RandomPlayer
from tests.cinch_table_helpers import (
    _viewport_point,
    act,
    click_card,
    drag_card,
    play_one_hand,
    seat_hand,
    trick_center,
)
from tests.gui_helpers import open_table, wait_prompt


@pytest.fixture
def table(qtbot):
    with open_table(qtbot) as (ctl, win, _qs):
        yield ctl, win


def test_gui_plays_whole_hands_with_mouse_r21_r34_r40(qtbot, table):
    ctl, win = table
    kinds: set[str] = set()
    for seed in range(21, 33):
        ctl.new_game(seed)
        with qtbot.waitSignal(ctl.handFinished, timeout=30_000) as blocker:
            done = play_one_hand(qtbot, ctl, win, bid=14)
        summary = blocker.args[0]
        assert done.count("play") == 6 or summary.thrown_in  # six tricks (R40)
        if "trump" in done:
            assert summary.maker == "You" and summary.bid == 14
        if not summary.thrown_in:
            assert len(summary.lines) == 6    # every scoring card accounted for (R50)
        assert win.summary.isVisible()
        assert ctl.score_sheet.rowCount() == 1
        qtbot.mouseClick(win.summary.next_button, Qt.MouseButton.LeftButton)
        assert not ctl.holding and ctl.state.hand_no == 1
        kinds |= set(done)
        if {"trump", "rob"} <= kinds:
            break
    # South bid 14 and named trumps through the buttons (R21, R30), and robbed the pack
    # as dealer by clicking six cards on the felt (R34).
    assert {"bid", "trump", "rob", "play"} <= kinds


def test_gui_illegal_drop_snaps_back_and_names_rule_r41_r42(qtbot, table):
    ctl, win = table
    view = win.view
    view.scene_.snap_ms = 150  # see the snap-back animate even at instant speed
    seen = {}

    def try_illegal(prompt) -> bool:
        if seen:
            return False
        hand = seat_hand(ctl)
        illegal = [c for c in hand if c not in prompt.legal_cards]
        if not illegal:
            return False
        card = illegal[0]
        item = view.scene_.cards[card]
        home = QPointF(item.home)
        with qtbot.waitSignal(ctl.refused) as blocker:
            drag_card(view, card, trick_center(view))
        seen["rule"] = blocker.args[0]
        assert view.scene_.snapping()                    # it animates back …
        qtbot.waitUntil(lambda: not view.scene_.snapping(), timeout=3000)
        assert (item.pos() - home).manhattanLength() < 1  # … to where it was
        assert len(seat_hand(ctl)) == len(hand)
        status = win.statusBar().currentMessage()
        assert "Not allowed" in status and seen["rule"] not in status  # issue 12
        assert win.last_refused_rule == seen["rule"]
        return True

    for seed in (3, 4, 5, 6, 7, 8):
        ctl.new_game(seed)
        with qtbot.waitSignal(ctl.handFinished, timeout=30_000):
            play_one_hand(qtbot, ctl, win, bid=None, on_play=try_illegal)
        if seen:
            break
    assert seen.get("rule") in ("R41", "R42")


def test_gui_drop_outside_table_middle_snaps_back(qtbot, table):
    ctl, win = table
    view = win.view
    ctl.new_game(21)
    prompt = None
    while prompt is None or prompt.kind != "play":
        prompt = wait_prompt(qtbot, ctl, win)
        if prompt.kind != "play":
            play_step = {"bid": lambda: win.strip.bid_buttons[14].click(),
                         "trump": lambda: win.strip.suit_buttons[0].click()}
            if prompt.kind in play_step:
                play_step[prompt.kind]()
            else:
                view.set_selection(set(sorted(prompt.candidates)[:prompt.count]))
                win.strip.confirm_button.click()
    card = prompt.legal_cards[0]
    item = view.scene_.cards[card]
    home = QPointF(item.home)
    corner = QPointF(8, view.viewport().height() / 2 + 150)
    assert not view.scene_.zones[view.frame.target].contains(corner)
    drag_card(view, card, corner)
    assert (item.pos() - home).manhattanLength() < 1  # no drop zone: straight back
    assert len(seat_hand(ctl)) == 6


def test_gui_keyboard_plays_and_double_click_plays(qtbot, table):
    ctl, win = table
    view = win.view
    ctl.new_game(21)
    plays = []

    def by_keys(prompt) -> bool:
        count, hand_no = len(seat_hand(ctl)), ctl.state.hand_no
        view.setFocus()
        if plays:  # the first card by double-click, the rest by keyboard
            hand = seat_hand(ctl)
            target = hand.index(prompt.legal_cards[0])
            QTest.keyClick(view, Qt.Key.Key_Right)       # focus the first card
            for _ in range(target):
                QTest.keyClick(view, Qt.Key.Key_Right)
            QTest.keyClick(view, Qt.Key.Key_Return)
        else:
            card = prompt.legal_cards[-1]
            QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                              Qt.KeyboardModifier.NoModifier,
                              _viewport_point(view, view.card_scene_pos(card)))
        left = 0 if ctl.state.hand_no != hand_no else len(seat_hand(ctl))
        assert left == count - 1  # one card left the hand (the last ends the hand)
        plays.append(1)
        return True

    with qtbot.waitSignal(ctl.handFinished, timeout=30_000):
        play_one_hand(qtbot, ctl, win, bid=14, on_play=by_keys)
    assert len(plays) == 6


def test_gui_resize_rerenders_cards_at_new_size(qtbot, table):
    ctl, win = table
    view = win.view
    ctl.new_game(21)
    wait_prompt(qtbot, ctl, win)
    sizes = []
    for w, h in ((800, 600), (1600, 1000)):
        win.score_dock.hide()
        win.bid_dock.hide()
        win.resize(w, h)
        qtbot.waitUntil(lambda w=w: abs(view.viewport().width() - w) < 40, timeout=3000)
        card_w = view.card_size()[0]
        hand = seat_hand(ctl)
        item = view.scene_.cards[hand[0]]
        assert item.size()[0] == card_w  # drawn at the layout size, not scaled
        assert view.transform().isIdentity()
        rect = view.sceneRect()
        for c in hand:
            it = view.scene_.cards[c]
            assert rect.contains(it.pos()), (c, it.pos(), rect)
        sizes.append(card_w)
    assert sizes[1] > sizes[0]


def test_gui_hint_names_a_legal_action(qtbot, table):
    ctl, win = table
    ctl.new_game(21)
    prompt = wait_prompt(qtbot, ctl, win)
    with qtbot.waitSignal(ctl.hintReady, timeout=20_000) as blocker:
        qtbot.mouseClick(win.strip.hint_button, Qt.MouseButton.LeftButton)
    payload, text = blocker.args
    assert text.startswith("Hint:")
    if prompt.kind == "bid":
        assert payload["kind"] in ("bid", "pass")
        if payload["kind"] == "bid":
            assert payload["amount"] in prompt.legal_bids
    elif prompt.kind in ("keep", "rob", "give"):
        assert payload["kind"] == "choose"
        assert set(payload["cards"]) <= set(prompt.candidates)
        assert len(payload["cards"]) == prompt.count
        assert win.view.selection() == set(payload["cards"])  # the hint picks them out
        assert win.strip.confirm_button.isEnabled()
    else:
        assert payload["kind"] == prompt.kind


def test_gui_animated_game_keeps_moving(qtbot, table):
    """At a real (fast) speed the bots wait for the animations and their thinking pause,
    and the game still moves on: pacing never deadlocks with the view."""
    ctl, win = table
    ctl.set_settings(ctl.settings.with_changes(speed="fast", autoplay=True,
                                               hint_level="random"))
    ctl.new_game(4)
    assert win.view.speed_factor > 0
    assert win.view.busy()       # the deal is animating …
    win.resize(900, 650)         # … and a resize in the middle must not stall the game
    seen_busy = []
    ctl.tableChanged.connect(lambda _s: seen_busy.append(win.view.busy()))
    qtbot.waitUntil(lambda: ctl.action_count >= 8, timeout=20_000)
    assert any(seen_busy)  # steps really animated


def test_gui_keep_six_trumps_by_clicking_r32(qtbot, table):
    ctl, win = table
    ctl.new_game(499)  # with these seeds South holds more than six hearts after bidding 14
    with qtbot.waitSignal(ctl.handFinished, timeout=30_000):
        done = play_one_hand(qtbot, ctl, win, bid=14)
    assert "keep" in done
    shown = ctl.state.hand_records[-1]["kept"]["S"]
    assert len(shown) == 6  # South kept exactly the six clicked trumps (R32)


def _pack_runs_out_record() -> dict:
    """South deals and holds nine hearts; nobody else holds a trump, so the three others
    need 18 cards from a pack of 16 (R35)."""
    from cinch_qt.games.cinch.engine import Bid, GameState, NameTrump, Pass, Rules
    from cinch_qt.games.cinch.engine.cards import parse_card
    hearts = "AH KH QH JH TH 9H 8H 7H 6H".split()
    others = [f"{r}{s}" for s in "CSD" for r in "AKQJT98765432" if f"{r}{s}" != "5D"]
    deal = {0: [parse_card(c) for c in hearts],
            1: [parse_card(c) for c in others[0:9]],
            2: [parse_card(c) for c in others[9:18]],
            3: [parse_card(c) for c in others[18:27]]}
    pack = [parse_card(c) for c in others[27:] + ["5H", "4H", "3H", "2H", "5D"]]
    st = GameState(Rules(), 1, first_dealer=0, deals=[(deal, pack)])
    for seat in (1, 2, 3):
        st.apply(Pass(seat))
    st.apply(Bid(0, 14))
    st.apply(NameTrump(0, 2))
    assert st.phase == "rob" and not st.pack
    return st.to_record()


def test_gui_rob_then_give_when_the_pack_runs_out_r35(qtbot, table):
    ctl, win = table
    view = win.view
    ctl.load_record(_pack_runs_out_record())
    prompt = wait_prompt(qtbot, ctl, win)
    assert prompt.kind == "rob" and len(prompt.candidates) == 9  # the pack is empty
    keep = sorted(prompt.candidates)[:6]
    for card in keep:
        click_card(view, card)
    assert win.strip.confirm_button.isEnabled()
    qtbot.mouseClick(win.strip.confirm_button, Qt.MouseButton.LeftButton)
    prompt = wait_prompt(qtbot, ctl, win)
    assert prompt.kind == "give" and prompt.count == 2 and len(prompt.candidates) == 3
    for card in prompt.candidates:  # the dealer's discards lie face up to choose from
        assert view.scene_.cards[card].face_up
    for card in sorted(prompt.candidates)[:2]:
        click_card(view, card)
    qtbot.mouseClick(win.strip.confirm_button, Qt.MouseButton.LeftButton)
    prompt = wait_prompt(qtbot, ctl, win)
    assert prompt.kind == "play"
    assert len(seat_hand(ctl, 3)) == 6  # East was made up to six (R35)


def test_gui_settings_apply_next_hand_and_rules_next_game_r2_r53(qtbot, table):
    from cinch_qt.ui.settings_dialog import SettingsDialog
    ctl, win = table
    ctl.new_game(21)
    wait_prompt(qtbot, ctl, win)
    dialog = SettingsDialog(ctl.settings, win)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Ada")
    dialog.players_box.setCurrentIndex(1)          # three players (R2)
    dialog.target_box.setCurrentIndex(3)           # custom target …
    dialog.target_spin.setValue(2000)              # … out of range: held to R53's 1000
    assert dialog.target_spin.value() == 1000
    dialog.target_spin.setValue(30)
    dialog.accept()
    chosen = dialog.result_settings
    assert chosen.rules.players == 3 and chosen.rules.target == 30
    ctl.set_settings(chosen)
    assert ctl.settings.player_name == "You"       # nothing changes mid-hand
    with qtbot.waitSignal(ctl.handFinished, timeout=30_000):
        play_one_hand(qtbot, ctl, win)
    ctl.continue_game()
    assert ctl.settings.player_name == "Ada"       # the name applies from the next hand
    assert ctl.state.rules.players == 4            # the rules only from the next game
    assert "Ada" in win.view.plate_text(0)
    ctl.new_game(22)
    assert ctl.state.rules.players == 3 and ctl.state.rules.target == 30
    # North has no seat (nor plate) at three players: three seats' plates and the corner's.
    assert win.view.plate_text(2) == "" and len(win.view.plate_texts()) == 4


def test_gui_game_over_offers_a_new_game_r53(qtbot, table):
    from cinch_qt.games.cinch.engine import Rules
    from cinch_qt.games.cinch.table.strip import OVER
    ctl, win = table
    ctl.set_settings(ctl.settings.with_changes(autoplay=True, hint_level="random",
                                               rules=Rules(target=5)))
    with qtbot.waitSignal(ctl.gameOver, timeout=30_000):
        ctl.new_game(8)
    qtbot.waitUntil(lambda: win.summary.isVisible(), timeout=5000)
    assert win.summary.new_button.isVisible() and not win.summary.next_button.isVisible()
    assert "Game over" in win.summary.label.text()
    assert win.strip.page() == OVER
    old_game = ctl.game_id
    qtbot.mouseClick(win.summary.new_button, Qt.MouseButton.LeftButton)
    assert ctl.game_id == old_game + 1 and ctl.state.hand_no == 0
    assert set(ctl.state.totals.values()) == {0}


def test_last_trick_shows_only_the_current_cards_after_quick_changes(qtbot):
    from PySide6.QtWidgets import QLabel

    from cinch_qt.games.cinch.table.last_trick import LastTrickDialog
    from cinch_qt.games.cinch.table.models import TrickModel
    from cinch_qt.themes import CardPixmapCache

    model, cache = TrickModel(), CardPixmapCache()
    dialog = LastTrickDialog(model, cache)
    qtbot.addWidget(dialog)
    # The table changes the model many times while the dialog is closed, and the old
    # labels are only deleted later: opening it must not show them.
    model.set_plays([(1, 12), (2, 11), (3, 10), (0, 9)], winner=1)
    model.set_plays([(2, 25), (3, 24), (0, 23), (1, 22)], winner=0)
    dialog.show()
    shown = sum(w.isVisible() for w in dialog.findChildren(QLabel))
    assert shown == 1 + 2 * 4  # the caption, then a card and a name per play
    names = [w.accessibleName() for w in dialog.findChildren(QLabel)
             if w.isVisible() and w.accessibleName()]
    # The winner in words (a screen reader reads "★" as "black star").
    assert any("who took the trick" in n for n in names) and not any("★" in n for n in names)
    cache.shutdown()


def test_a_card_played_after_the_hand_is_refused_in_the_sessions_words_r70(qtbot, table):
    """R70 is the shell's to say: a card played while the finished hand waits is
    refused with the words for that ("go on to the next one"), not a game's "wait"."""
    ctl, win = table
    ctl.new_game(3)
    chooser = RandomPlayer("r70")
    while not ctl.holding:
        qtbot.waitUntil(lambda: ctl.holding or (ctl.is_human_turn() and not win.view.busy()),
                        timeout=20_000)
        if not ctl.holding:
            act(ctl, chooser)
    assert not ctl.play_card(0)
    qtbot.waitUntil(lambda: "Not allowed: the hand is over: go on to the next one first."
                    in win.statusBar().currentMessage(), timeout=5000)
