"""Messages built from data in the player's language: why a record was refused,
statistics-file errors, the opponents and results in the statistics, and the short side
labels on the table and the score sheet."""

from __future__ import annotations

import json
import re
import sqlite3

import pytest

from cinch_qt.games.cinch.engine import GameState, Rules
from cinch_qt.games.cinch.engine.errors import RECORD_REASONS, RecordError
from cinch_qt.games.cinch.engine.rules import RulesError
from cinch_qt.games.cinch.table.record_errors import record_error_text, record_reasons
from cinch_qt.i18n import side_short
from cinch_qt.i18n.placeholders import fill
from cinch_qt.storage.gamefile import GameFileError, parse_game_bytes
from cinch_qt.storage.gamesdb import GamesDB, GamesDBError, opponents_label, result_text
from cinch_qt.storage.migrations import LATEST

# Values of the right kind for each code, as the engine passes them.
_SAMPLE_VALUES = {"wrong_type": ("list", "whole number"), "wrong_dealer": ("W",),
                  "deal_missing": ("W, E",), "refused": ("AH is refused", "R41", "other")}


def _sample(code: str) -> RecordError:
    count = len(re.findall(r"\{\d\}", RECORD_REASONS[code]))
    return RecordError("hands[0]", code, *_SAMPLE_VALUES.get(code, ("7",) * count))


def test_every_engine_reason_can_be_said_in_every_language(speak):
    assert set(record_reasons()) == set(RECORD_REASONS)
    for language in ("en", "fr", "nl"):
        speak(language)
        for code in RECORD_REASONS:
            text = record_error_text(_sample(code))
            assert text and not re.search(r"%\d", text), (language, code, text)
            if language != "en":
                speak("en")
                english = record_error_text(_sample(code))
                speak(language)
                assert text != english, (language, code)


def _record_with_bad_card() -> bytes:
    record = GameState(Rules(), seed=5).to_record()
    record["hands"][0]["deal"]["S"][0] = "ZZ"
    return json.dumps(record).encode()


@pytest.mark.parametrize("language, words", [
    ("en", "is not a card"), ("fr", "n’est pas une carte"), ("nl", "is geen kaart")])
def test_an_imported_file_says_where_and_why_in_the_players_language(speak, language,
                                                                      words):
    speak(language)
    with pytest.raises(GameFileError) as info:
        parse_game_bytes(_record_with_bad_card())
    assert info.value.where == "hands[0].deal.S[0]"
    assert "hands[0].deal.S[0]" in str(info.value) and words in str(info.value)
    assert "'ZZ'" in str(info.value)


def test_r41_revoke_in_a_record_is_explained_with_the_rule(speak):
    speak("fr")
    text = record_error_text(RecordError("hands[0].tricks[0].plays[1]", "refused",
                                         "AH is refused", "R41", "other"))
    assert text.startswith("ce coup enfreint la règle R41\u00a0: ")
    assert "atout" in text


def test_r3_wrong_dealer_names_the_seat(speak):
    speak("nl")
    assert record_error_text(RecordError("hands[1].dealer", "wrong_dealer", "W")) == (
        "het delen gaat naar links, dus West deelt deze ronde (R3)")


def test_rules_options_are_refused_with_the_option_named():
    with pytest.raises(RulesError) as info:
        Rules(target=True)  # a JSON true is not a target score (R53)
    assert info.value.option == "target" and "R53" in str(info.value)
    with pytest.raises(RulesError):
        Rules(players=[4])  # unhashable: refused, not a TypeError


def test_placeholders_are_filled_once():
    assert fill("%1 bids %2", "Al %2", 7) == "Al %2 bids 7"
    assert fill("%1 and %3", "a") == "a and %3"
    assert fill("%10", *range(1, 11)) == "10"


@pytest.mark.parametrize("language, ns, ew, west", [
    ("en", "NS", "EW", "W"), ("fr", "NS", "EO", "O"), ("nl", "NZ", "OW", "W")])
def test_short_side_labels_follow_the_language(speak, language, ns, ew, west):
    speak(language)
    assert (side_short("NS"), side_short("EW"), side_short("W")) == (ns, ew, west)


def test_statistics_opponents_and_results_are_translated(speak):
    assert opponents_label("mixed (W easy, E expert)") == "mixed (West easy, East expert)"
    speak("fr")
    assert opponents_label("mixed (W easy, E expert)") == (
        "niveaux mixtes (Ouest facile, Est expert)")
    assert opponents_label("unknown") == "inconnu"
    assert result_text(True, {"S": 52, "W": 13, "E": -15}, "S") == "Gagnée 52 (Ouest 13, Est -15)"
    speak("nl")
    assert opponents_label("normal") == "normaal"


def test_a_newer_statistics_file_is_refused_in_the_players_language(speak, tmp_path):
    path = tmp_path / "games.sqlite3"
    GamesDB(path).close()
    db = sqlite3.connect(path)
    db.execute("UPDATE schema_version SET version = ?", (LATEST + 1,))
    db.commit()
    db.close()
    speak("fr")
    with pytest.raises(GamesDBError) as info:
        GamesDB(path)
    assert "version plus récente" in str(info.value) and str(LATEST + 1) in str(info.value)


def test_history_line_up_says_default_names_in_the_players_language(speak):
    from cinch_qt.games.cinch.filing import lineup_text
    record = {"seats": ["S", "W", "N", "E"],
              "names": {"S": "You", "W": "West", "N": "Nora", "E": "East"},
              "cinch_qt": {"levels": "normal"}}
    speak("nl")
    assert lineup_text(record, Rules()) == (
        "U en Nora (normaal) tegen West (normaal) en Oost (normaal)")
    assert lineup_text(record, Rules(), translated=False) == (
        "You & Nora (normal) v West (normal) & East (normal)")


@pytest.mark.parametrize("language, bid, give_one, give_two", [
    ("en", "Your turn to bid.", "Choose one card to give to West.",
     "Choose 2 cards to give to West."),
    ("fr", "À vous d’annoncer.", "Choisissez une carte à donner à Ouest.",
     "Choisissez 2 cartes à donner à Ouest."),
    ("nl", "U bent aan de beurt om te bieden.", "Kies één kaart om aan West te geven.",
     "Kies 2 kaarten om aan West te geven.")])
def test_the_turn_is_said_with_what_to_do(speak, language, bid, give_one, give_two):
    from cinch_qt.games.cinch.table.words import announce_prompt, announce_turn
    speak(language)
    assert announce_prompt("bid") == bid
    assert announce_prompt("give", 1, 1) == give_one  # R35: the dealer gives from discards
    assert announce_prompt("give", 2, "W") == give_two
    assert announce_prompt("play") == announce_turn(0)
