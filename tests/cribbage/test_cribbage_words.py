"""What the cribbage window says (games/cribbage/table/words.py), in English, French and
Dutch: first-game hints, the hint bot's reasons, refusals, announcements and
the end of a game.  Hints and refusals come from the real engine and the real hint bot,
not from hand-made values."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cinch_qt.games.cribbage.ai.hint import Hint, hint
from cinch_qt.games.cribbage.engine import GameState, IllegalAction, Rules
from cinch_qt.games.cribbage.engine.actions import Claim, Discard, Go, LeaveBox, Play
from cinch_qt.games.cribbage.engine.errors import NotYourTurn
from cinch_qt.games.cribbage.engine.state import Decision
from cinch_qt.games.cribbage.table import board_news, hint_words, words
from cinch_qt.games.cribbage.table.session import CribbageSession
from tests.crib_words_helpers import card, every_sentence

LANGUAGES = ("en", "fr", "nl")
STATE_PY = Path(words.__file__).resolve().parent.parent / "engine" / "state.py"


def test_every_sentence_is_translated_in_french_and_dutch(speak):
    """No sentence stays English: every output differs from the English one."""
    english = every_sentence()
    assert all(text.strip() for text in english)
    for language in ("fr", "nl"):
        speak(language)
        translated = every_sentence()
        same = [e for e, t in zip(english, translated, strict=True) if e == t]
        assert not same, f"{language}: untranslated {same}"
        if language == "fr":
            bad = [t for t in translated if re.search(r" [:;!?]", t)]
            assert not bad, f"French needs a no-break space before : ; ! ? {bad}"


@pytest.mark.parametrize("language, expected", [
    ("en", "North plays the five of hearts: 15."),
    ("fr", "Nord joue le cinq de cœur\u00a0: 15."),
    ("nl", "Noord speelt de harten vijf: 15."),
])
def test_announce_play_names_the_card_in_the_language(speak, language, expected):
    speak(language)
    name = {"en": "North", "fr": "Nord", "nl": "Noord"}[language]
    assert words.announce_play(name, card("5H"), 15) == expected


@pytest.mark.parametrize("language, king, queen, jack, ace", [
    ("en", "K♣", "Q♦", "J♥", "A♠"),
    ("fr", "R♣", "D♦", "V♥", "A♠"),
    ("nl", "H♣", "V♦", "B♥", "A♠"),
])
def test_short_card_names_use_the_language_letters(speak, language, king, queen, jack, ace):
    speak(language)
    assert [words.card_short(card(c)) for c in ("KC", "QD", "JH", "AS", "TH")] == [
        king, queen, jack, ace, "10♥"]


def test_cribbage_cards_are_ace_low_not_the_cinch_encoding():
    """Cribbage rank 0 is the ace (C10); the Cinch names take rank 0 as the two."""
    assert words.card_text(0) == "Ace of clubs"
    assert words.card_text(1) == "Two of clubs"
    assert words.card_text(12) == "King of clubs"
    assert words.card_text(51) == "King of spades"
    with pytest.raises(ValueError):
        words.card_text(52)


@pytest.mark.parametrize("language, word", [
    ("en", "crib"), ("fr", "chien"), ("nl", "crib")])
def test_c31_hint_for_two_player_lay_away_uses_the_crib_word(speak, language, word):
    speak(language)
    state = GameState(Rules(players=2), seed=5)
    d = state.decision()
    assert d.kind == "lay" and d.count == 2
    text = hint_words.phase_hint("lay", True, d)
    assert word in text and ("two" in text or "deux" in text or "twee" in text)


def test_c34_six_player_bury_hint_and_turn(speak):
    state = GameState(Rules(players=6), seed=1)
    for _ in range(6):
        d = state.decision()
        if d.bury:
            break
        state.apply(Discard(d.seat, (state.hands[d.seat][0],)))
    assert d.bury, "the dealing side buries (C34)"
    assert "bury" in hint_words.phase_hint("lay", True, d)
    speak("fr")
    assert "sous le paquet" in hint_words.phase_hint("lay", True, d)


def real_hints() -> list[Hint]:
    """Hints from the real hint bot at every decision of a whole hand (lay, play)."""
    state = GameState(Rules(players=2), seed=11)
    out = []
    while not state.is_over and state.hand_no == 0:
        obs = state.observation(state.current_seat)
        h = hint(obs)
        out.append(h)
        state.apply(h.action)
    return out


def test_hint_text_speaks_for_every_real_hint(speak):
    hints = real_hints()
    reasons = {h.reason for h in hints}
    assert "keep" in reasons and reasons & {"scores", "safe", "only"}
    for language in LANGUAGES:
        speak(language)
        for h in hints:
            text = hint_words.hint_text(h, {0: "you", 1: "North"}, dealer=1)
            assert text and "%" not in text
            if h.reason == "keep":
                for c in h.values["laid"]:
                    assert words.card_short(c) in text


def test_keep_hint_example_reads_as_the_issue_asks():
    h = Hint(None, "keep", {"laid": (card("5H"), card("KC")), "hand": 8.2, "crib": 4.1})
    assert hint_words.hint_text(h) == ("Lay away 5♥ K♣: your four cards keep about 8.2 points, "
                                  "and the crib is yours (about 4.1 more).")


def test_keep_hint_numbers_follow_the_language(speak):
    speak("fr")
    h = Hint(None, "keep", {"laid": (card("5H"), card("KC")), "hand": 8.2, "crib": -3.9})
    text = hint_words.hint_text(h, {1: "Nord"}, dealer=1)
    assert "8,2" in text and "3,9" in text and "chien de Nord" in text


def engine_refusal_ids() -> set[str]:
    """Every rule id engine/state.py raises a refusal under (read from its source)."""
    source = STATE_PY.read_text(encoding="utf-8")
    ids = set(re.findall(r'err\.\w+\(\s*"([CW]\d+)"', source))
    ids |= set(re.findall(r'rule = "([CW]\d+)" if bury else "([CW]\d+)"', source)[0])
    return ids


def test_every_engine_refusal_has_a_why():
    """Every rule but C100 out of turn, which the shell's session says in its own words
    (TableSession._not_your_turn): the game's would hide them.  C100's other kinds (a
    step of another phase) keep their own."""
    ids = engine_refusal_ids()
    assert {"C100", "C104", "C50", "C103", "C34", "C105", "W34", "C61", "C91"} <= ids
    assert CribbageSession.TURN_RULE == "C100" and "C100" not in words.refusal_rules()
    ids.discard("C100")
    assert ids <= set(words.refusal_rules()), ids - set(words.refusal_rules())
    assert words.refusal_text("C100", "the session's words") == "the session's words"
    assert words.refusal_text("C100", "no card can be played now (the game is at lay)") \
        != "no card can be played now (the game is at lay)"


def refusals_from_the_engine() -> list[IllegalAction]:
    """Real refusals: each illegal action tried against a real game."""
    errors = []

    def attempt(state, action):
        with pytest.raises(IllegalAction) as info:
            state.apply(action)
        errors.append(info.value)

    state = GameState(Rules(players=2, counting="manual"), seed=2)
    d = state.decision()
    attempt(state, Discard(1 - d.seat, tuple(state.hands[1 - d.seat][:2])))   # C100
    attempt(state, Discard(d.seat, tuple(state.hands[d.seat][:1])))           # C103
    attempt(state, Play(d.seat, state.hands[d.seat][0]))                      # C100
    attempt(state, Claim(d.seat, 3))                                          # C91
    attempt(state, LeaveBox(d.seat))                                          # W34
    while state.phase == "lay":
        d = state.decision()
        state.apply(Discard(d.seat, tuple(state.hands[d.seat][:2])))
    d = state.decision()
    other = [c for c in range(52) if c not in state.hands[d.seat]][0]
    attempt(state, Play(d.seat, other))                                       # C50
    attempt(state, Go(d.seat))                                                # C104
    return errors


@pytest.mark.parametrize("language", LANGUAGES)
def test_real_engine_refusals_get_a_plain_why(speak, language):
    speak(language)
    out_of_turn = 0
    for error in refusals_from_the_engine():
        text = words.refusal_text(error.rule, error.message)
        if isinstance(error, NotYourTurn):
            # Refused by the session before the engine sees it, in the shell's words.
            assert error.rule == CribbageSession.TURN_RULE and text == error.message
            out_of_turn += 1
            continue
        assert text and text != error.message, (error.rule, error.message)
    assert out_of_turn == 1


def test_c104_go_while_a_card_fits_is_explained_as_such():
    errors = {e.rule + ("go" if "say go" in e.message else "")
              for e in refusals_from_the_engine()}
    assert "C104go" in errors
    assert "cannot play" in words.refusal_text("C104", "S holds a card that fits, so "
                                               "may not say go")
    assert "past 31" in words.refusal_text("C104", "5H would take the count from 28 "
                                           "past 31")


def test_unknown_rule_falls_back_to_the_message():
    assert words.refusal_text("C999", "what the engine said") == "what the engine said"


@pytest.mark.parametrize("language, skunk, double", [
    ("en", "skunked", "double-skunked"),
    ("fr", "Putois", "Double-putois"),
    ("nl", "Skunk", "Dubbele skunk"),
])
def test_c81_game_over_names_skunk_and_double_skunk(speak, language, skunk, double):
    speak(language)
    names = {"S": "S", "W": "West", "E": "East"}
    text = words.game_over_text("S", {"S": 6, "W": -2, "E": -4}, True, names, "S")
    assert skunk in text and double in text
    plain = words.game_over_text("S", {"S": 2, "W": -1, "E": -1}, True, names, "S")
    assert skunk.lower() not in plain.lower()


def test_w41_no_skunk_named_when_skunks_are_off():
    text = words.game_over_text("N", {"N": 1, "S": -1}, False, {"N": "North"}, "S")
    assert text == "North wins the game."


@pytest.mark.parametrize("language, west, east, win, slide", [
    ("en", "West", "East", "Team West & East wins the game.",
     "Red jump: team West & East slides 20 holes ahead."),
    ("fr", "Ouest", "Est", "L’équipe Ouest & Est gagne la partie.",
     "l’équipe Ouest & Est avance de 20 places."),
    ("nl", "West", "Oost", "Team West & Oost wint het spel.",
     "team West & Oost schuift 20 gaten vooruit."),
])
def test_c4_a_partnership_is_one_subject_whose_verb_agrees(speak, language, west, east,
                                                            win, slide):
    """C1/C4: in 4 and 6 players partners share one peg, and the sentences about it take
    the side as their subject: "team West & East wins", never "West & East wins"."""
    speak(language)
    team = words.side_subject([west, east])
    assert words.side_subject([west]) == west
    text = words.game_over_text("W", {"W": 1, "S": -1}, False, {"W": team}, "S")
    assert text == win
    assert words.announce_square(team, "red").endswith(slide)
    # A sentence that opens with the side starts with a capital in every language.
    assert words.announce_square(team, "retreat")[0].isupper()
    assert board_news.path_sentence(team, True, 94, False)[0].isupper()


def test_game_over_from_a_real_finished_game():
    import random
    rng = random.Random(4)
    state = GameState(Rules(players=2), seed=4)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    result = state.result()
    winner = state.side_names[state.winner]
    text = words.game_over_text(winner, result, state.rules.skunks, {"S": "South",
                                                                     "N": "North"}, "S")
    assert ("You win" in text) == (winner == "S")
    lost = -min(result.values())
    assert ("skunked" in text) == (lost >= 2)


def test_announce_score_covers_every_engine_score_reason():
    """Every ``why`` the engine scores under: the literals of its ``_score`` calls, the
    show's "hand"/"crib" (passed as a variable) and the penalty award (W36)."""
    # GameState's parts: the deal (state.py), the play, the show and the board moves.
    state_src = "\n".join((STATE_PY.parent / name).read_text(encoding="utf-8")
                          for name in ("state.py", "the_play.py", "the_show.py",
                                       "board_moves.py"))
    penalty_src = (STATE_PY.parent / "boards" / "penalty.py").read_text(encoding="utf-8")
    named = set(re.findall(r'_score\(.*?"(\w+)"\)', state_src))
    named |= set(re.findall(r'record_event\(self\.side, "(\w+)"\)', penalty_src))
    assert {"heels", "play", "go", "excess", "muggins", "award"} <= named
    named |= {"hand", "crib"}
    assert named <= set(words.SCORE_REASONS), named - set(words.SCORE_REASONS)


def test_bad_input_is_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="phase"):
        hint_words.phase_hint("bidding", True)
    with pytest.raises(ValueError, match="score reason"):
        words.announce_score("North", 2, "luck")
    with pytest.raises(ValueError, match="square"):
        words.announce_square("North", "purple")
    with pytest.raises(ValueError, match="hint reason"):
        hint_words.hint_text(Hint(None, "guess", {}))


def test_coach_explains_each_phase_once_and_then_to_the_person():
    coach = hint_words.CribbageCoach()
    lay2 = Decision("lay", 0, 2)
    first = coach.hints_for("lay", False)
    assert first == [hint_words.phase_hint("lay", False)]
    assert coach.hints_for("lay", False) == []
    assert coach.hints_for("lay", True, lay2) == [hint_words.phase_hint("lay", True, lay2)]
    assert coach.hints_for("lay", True, lay2) == []
    bury = Decision("lay", 0, 1, bury=True)     # C34: a new kind of lay-away is explained
    assert coach.hints_for("lay", True, bury) == [hint_words.phase_hint("lay", True, bury)]
    # The "you" form alone when both are due (it says it all).
    assert coach.hints_for("play", True, Decision("play", 0)) == [
        hint_words.phase_hint("play", True, Decision("play", 0))]
    assert coach.hints_for("play", False) == []
    coach.reset()
    assert coach.hints_for("lay", False) == first
    assert hint_words.CribbageCoach(enabled=False).hints_for("play", True) == []
