"""The forced play, the shell's, in both games (docs/table.md, "A forced play"): when
the person may play one card only, it is played for them after a short pause; the
preference (on by default) turns it off.  The other moves are made through real mouse
and key events by the whole-game players."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from cinch_qt.ui.preferences import UiPreferences, read_preferences
from tests.cinch_person import Person as CinchPerson
from tests.crib_person import Person as CribPerson
from tests.crib_person import open_crib_table
from tests.table_watch import cinch_for_two, cinch_turns, crib_turns


def test_forced_play_is_on_by_default(tmp_path):
    assert UiPreferences().forced_play
    qs = QSettings(str(tmp_path / "empty.ini"), QSettings.Format.IniFormat)
    assert read_preferences(qs).forced_play


class CinchWaiter(CinchPerson):
    """Leaves a play with one legal card (R41, R42) to the table."""

    def act(self) -> None:
        ctl, win = self.ctl, self.win
        prompt = win.view.decision()
        if prompt.kind == "play" and len(prompt.legal_cards) == 1:
            before = ctl.action_count
            self.qtbot.waitUntil(lambda: ctl.action_count > before, timeout=5000)
            return
        super().act()


class CribWaiter(CribPerson):
    """Leaves a play with one card that fits (C50, C51) to the table."""

    def act(self) -> None:
        s = self.session
        if s.decision().kind == "play" and len(s.state.legal_actions()) == 1:
            before = s.action_count
            self.qtbot.waitUntil(lambda: s.action_count > before, timeout=5000)
            return
        super().act()


def watch_forced(session, monkeypatch) -> list:  # noqa: ANN001
    """The plays made for the person: (the card, whether it was the only legal
    action when it was played)."""
    played: list[tuple[int, bool]] = []
    real = session._play_forced

    def watch(token, action):  # noqa: ANN001, ANN202
        before = session.action_count
        only = list(session.state.legal_actions()) == [action]
        real(token, action)
        if session.action_count > before:
            played.append((action.card, only))
    monkeypatch.setattr(session, "_play_forced", watch)
    return played


def test_cinch_plays_the_last_card_for_the_person(qtbot, tmp_path, monkeypatch):
    with cinch_for_two(qtbot, tmp_path, monkeypatch, forced_play=True) as (ctl, win):
        assert ctl.forced_play
        played = watch_forced(ctl, monkeypatch)
        person = CinchWaiter(qtbot, ctl, win)
        ctl.new_game(209)
        person.play_game()
        assert all(only for _card, only in played)
        # At least the last trick of each hand: South's one card left (R40).
        assert len(played) >= len(ctl.state.hand_records)


def test_cinch_forced_play_off_leaves_the_card_to_the_person(qtbot, tmp_path, monkeypatch):
    with cinch_for_two(qtbot, tmp_path, monkeypatch, forced_play=True) as (ctl, win):
        win.apply_preferences(UiPreferences(forced_play=False), save=False)
        person = CinchPerson(qtbot, ctl, win)
        ctl.new_game(209)
        lone = 0
        for prompt in cinch_turns(person):
            if lone == 2:
                break
            if prompt.kind == "play" and len(prompt.legal_cards) == 1:
                lone += 1
                before = ctl.action_count
                qtbot.wait(300)                    # several pauses: nothing is played
                assert ctl.action_count == before and ctl.is_human_turn()
            person.act()
        assert lone == 2


def test_cribbage_plays_the_only_card_that_fits(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        assert session.forced_play
        played = watch_forced(session, monkeypatch)
        person = CribWaiter(qtbot, session, win)
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
        for decision in crib_turns(person):
            if lone == 2:
                break
            if decision.kind == "play" and len(session.state.legal_actions()) == 1:
                lone += 1
                before = session.action_count
                qtbot.wait(100)
                assert session.action_count == before and session.prompted
            person.act()
        assert lone == 2
