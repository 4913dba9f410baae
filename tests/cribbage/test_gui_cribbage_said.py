"""What the cribbage table says to a screen reader is
person-aware in every language ("You draw", "Vous jouez", "Hand 1: you deal", never
"You draws", "Vous joue"), each announcement is a sentence, and nothing said for the
keyboard tells the person to click.  The same games are watched for anything readable
that runs ahead of the felt (C40, C70; tests/crib_readable.py).  Crib Wars effects said
in one sentence with whose peg, the square, the movement and where the peg now stands
(W10-W12, W30-W35) are checked over the whole games of test_gui_cribbage_whole_games.py."""

from __future__ import annotations

import re

import pytest

from tests.crib_person import Person, open_crib_table
from tests.crib_readable import ReadableWatch

WRONG = {
    "en": re.compile(r"\bYou (draws|plays|pegs|deals|lays|wins|has|goes|sits|leaves|"
                     r"receives|folds|slides|stops)\b|\byou deals\b", re.IGNORECASE),
    "fr": re.compile(r"\bVous (tire|joue|met|avance|donne|a|gagne|couche|recule|patiente|"
                     r"quitte|reçoit|s’arrête)\b", re.IGNORECASE),
    "nl": re.compile(r"\bU (trek|speel|peg|geef|leg|win|heb|ga|zit|verlaat|krijg|stop)\b"),
}
RIGHT = {
    "en": ("You draw ", "You play ", "You lay away "),
    "fr": ("Vous tirez ", "Vous jouez ", "Vous mettez "),
    "nl": ("U trekt ", "U speelt ", "U legt "),
}
CLICK = re.compile(r"click|cliqu|klik", re.IGNORECASE)


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_the_person_is_spoken_to_in_every_language_and_nothing_readable_runs_ahead_c70(
        qtbot, tmp_path, monkeypatch, speak, language):
    speak(language)
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=3, board="crib-wars") as (
            session, win):
        said: list[str] = []
        win.live.say = said.append
        watch = ReadableWatch(session, win, monkeypatch)
        person = Person(qtbot, session, win)
        session.new_game(2)
        person.play(hands=2)
        said_in_two = list(said)
        if language == "en":                # the English table is watched a third hand
            person.play(hands=2)
        watch.check()
        watch.stop()
        assert watch.checks > 100 and watch.said
        assert win.scores.rows                   # hands were shown and written down
        assert not watch.leaks, watch.leaks[:6]
    text = "\n".join(said_in_two)
    assert not WRONG[language].findall(text), WRONG[language].findall(text)
    for start in RIGHT[language]:
        assert any(s.startswith(start) for s in said_in_two), (start, said_in_two[:20])
    assert not CLICK.search(text)


def test_a_sentence_ends_each_announcement():
    from cinch_qt.ui.accessibility import sentence

    assert sentence("North plays Five of hearts: 5") == "North plays Five of hearts: 5."
    assert sentence("You win the game.") == "You win the game."
    assert sentence("North is thinking…") == "North is thinking…"
