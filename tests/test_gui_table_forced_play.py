"""The forced play, the shell's, in both games (docs/table.md, "A forced play"): when
the person may play one card only, it is played for them after a short pause; the
preference (on by default) turns it off.  The other moves are made through real mouse
and key events by the whole-game players."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from cinch_qt.games.cinch.engine.rules import Rules as CinchRules
from cinch_qt.ui.preferences import UiPreferences, read_preferences

from .gui_helpers import open_table
from .test_gui_cribbage_whole_games import Person as CribPerson
from .test_gui_cribbage_whole_games import open_crib_table
from .test_gui_whole_games import Person as CinchPerson


def test_forced_play_is_on_by_default(tmp_path):
    assert UiPreferences().forced_play
    qs = QSettings(str(tmp_path / "empty.ini"), QSettings.Format.IniFormat)
    assert read_preferences(qs).forced_play


class CinchWaiter(CinchPerson):
    """Leaves a play with one legal card (R41, R42) to the table."""

    forced: list[int]

    def act(self) -> None:
        ctl, win = self.ctl, self.win
        prompt = win.view.prompt()
        if prompt.kind == "play" and len(prompt.legal_cards) == 1:
            card = prompt.legal_cards[0]
            before = ctl.action_count
            assert card in ctl.state.hand_of(0)          # not played at once
            self.qtbot.waitUntil(lambda: ctl.action_count > before, timeout=5000)
            assert card not in ctl.state.hand_of(0)
            self.forced.append(card)
            self.done.append("forced")
            return
        super().act()


class CribWaiter(CribPerson):
    """Leaves a play with one card that fits (C50, C51) to the table."""

    forced: list[int]

    def act(self) -> None:
        s = self.session
        legal = s.state.legal_actions()
        if s.decision().kind == "play" and len(legal) == 1:
            card = legal[0].card
            before = s.action_count
            assert card in s.state.hands[0]
            self.qtbot.waitUntil(lambda: s.action_count > before, timeout=5000)
            assert card not in s.state.hands[0]
            self.forced.append(card)
            self.done.append("forced")
            return
        super().act()


def test_cinch_plays_the_last_card_for_the_person(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.05")
    rules = CinchRules(players=2, target=11)
    with open_table(qtbot, tmp_path / "settings.ini", speed="normal", rules=rules,
                    forced_play=True) as (ctl, win, _qs):
        assert ctl.forced_play
        person = CinchWaiter(qtbot, ctl, win)
        person.forced = []
        ctl.new_game(209)
        person.play_game()
        hands = len(ctl.state.hand_records)
        assert len(person.forced) >= hands        # at least the last trick of each hand
        # Undo right after a forced play brings the choice back and leaves it to the
        # person (it is not played again).


def test_cinch_forced_play_off_leaves_the_card_to_the_person(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.05")
    rules = CinchRules(players=2, target=11)
    with open_table(qtbot, tmp_path / "settings.ini", speed="normal", rules=rules,
                    forced_play=True) as (ctl, win, _qs):
        win.apply_preferences(UiPreferences(forced_play=False), save=False)
        person = CinchPerson(qtbot, ctl, win)
        ctl.new_game(209)
        lone = 0
        while lone < 2:
            what = person.wait()
            assert what != "over"
            if what == "summary":
                person.next_hand(ctl.state.hand_no)
                continue
            prompt = win.view.prompt()
            if prompt.kind == "play" and len(prompt.legal_cards) == 1:
                lone += 1
                before = ctl.action_count
                qtbot.wait(300)                    # several pauses: nothing is played
                assert ctl.action_count == before and ctl.is_human_turn()
            person.act()


def test_cribbage_plays_the_only_card_that_fits(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        assert session.forced_play
        person = CribWaiter(qtbot, session, win)
        person.forced = []
        played: list[tuple[int, bool]] = []       # (card, the only legal action)
        real = session._play_forced

        def watch(token, action):
            before = session.action_count
            only = session.state.legal_actions() == [action]
            real(token, action)
            if session.action_count > before:
                played.append((action.card, only))
        monkeypatch.setattr(session, "_play_forced", watch)
        session.new_game(6)
        person.play(hands=3)
        assert played and all(only for _card, only in played)
        plays = [e for r in session.state.hand_records[:3] for e in r["events"]
                 if e["e"] == "play" and e["seat"] == "S"]
        assert len(plays) >= len(played)


def test_cribbage_forced_play_off(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        win.apply_preferences(UiPreferences(forced_play=False), save=False)
        person = CribPerson(qtbot, session, win)
        session.new_game(6)
        lone = 0
        while lone < 2:
            what = person.wait()
            if what == "cut":
                person.cut()
                continue
            if what == "hold":
                person.next_hand()
                continue
            assert what == "turn"
            legal = session.state.legal_actions()
            if session.decision().kind == "play" and len(legal) == 1:
                lone += 1
                before = session.action_count
                qtbot.wait(100)
                assert session.action_count == before and session.prompted
            person.act()
