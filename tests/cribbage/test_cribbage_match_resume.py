"""A match (C84) left between two games is not lost: when a game of a match that goes
on is filed, the save becomes the match's next game, not begun, and the next start
offers it ("Cribbage, game 2 of a match to 3, hand 1, …")."""

from __future__ import annotations

from cinch_qt.games.cribbage import game
from cinch_qt.games.cribbage.engine import GameState, Rules
from cinch_qt.games.cribbage.engine.match import Match
from cinch_qt.storage import FINISHED, NONE, RESUMABLE, AutosaveStore, Storage
from cinch_qt.storage.session import file_finished, startup_check


def finished_game_record(match: int, game_no: int, points: dict[str, int],
                         seed: int = 7) -> dict:
    """Game ``game_no`` of a match to ``match`` (seed ``seed``), played to its end by
    always taking the first legal action, with the match standing at ``points`` when
    it began; our extension as the session writes it."""
    rules = Rules(players=2, match=match)
    m = Match.resumed(rules, seed, points, game_no - 1) if match > 1 else None
    state = m.new_game() if m is not None else GameState(rules, seed)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    rec = state.to_record({0: "Ann", 1: "North"})
    rec["cinch_qt"] = {"levels": {"N": "expert"}, "names": {"S": "Ann", "N": "North"},
                       "settings": {"speed": "normal", "game": "cribbage"},
                       "undos": 2, "hints": 1, "explained": ["lay"]}
    if m is not None:
        rec["cinch_qt"]["match"] = {"to": match, "seed": seed, "game": game_no,
                                    "points": dict(points)}
    return rec


def test_c84_the_match_going_on_gives_its_next_game_not_begun() -> None:
    rec = finished_game_record(3, 1, {"S": 0, "N": 0})
    final = rec["final"]
    nxt = game.follow_on(rec)
    assert nxt is not None
    state = game.from_record(nxt)
    assert not state.is_over and state.hand_no == 0 and not state.hand_records
    # The match's own next game: the seed follows from the match seed and game number.
    expected = Match.resumed(Rules(players=2, match=3), 7, {"S": 0, "N": 0}, 1).new_game()
    assert state.seed == expected.seed and state.rules == expected.rules
    match = nxt["cinch_qt"]["match"]
    won = sum(int(v) for v in final["game_points"].values())
    assert match == {"to": 3, "seed": 7, "game": 2,
                     "points": {"S": 0, "N": 0} | {final["winner"]: won}}
    # Levels and names carry over; undos, hints and explanations were that game's.
    assert nxt["cinch_qt"]["levels"] == {"N": "expert"}
    assert nxt["cinch_qt"]["names"]["S"] == "Ann"
    assert not {"undos", "hints", "explained"} & set(nxt["cinch_qt"])


def test_c84_no_next_game_after_the_match_is_won_or_for_a_single_game() -> None:
    rec = finished_game_record(3, 3, {"S": 2, "N": 2})
    assert game.follow_on(rec) is None          # whoever won it has 3 or more
    assert game.follow_on(finished_game_record(1, 1, {})) is None
    unfinished = finished_game_record(3, 1, {"S": 0, "N": 0}) | {"final": None}
    assert game.follow_on(unfinished) is None
    damaged = finished_game_record(3, 1, {"S": 0, "N": 0})
    damaged["cinch_qt"]["match"]["points"] = {"X": 1}
    assert game.follow_on(damaged) is None


def test_c84_filing_a_match_game_leaves_its_next_game_to_resume(tmp_path) -> None:
    storage = Storage(tmp_path)
    rec = finished_game_record(3, 1, {"S": 0, "N": 0})
    file_finished(storage, rec)
    assert storage.games.summary(game="cribbage").played == 1
    found = storage.autosave.load()
    assert found.status == RESUMABLE and found.game == "cribbage"
    assert found.record["cinch_qt"]["match"]["game"] == 2
    # A match this game ends leaves nothing to resume, as a single game does.
    file_finished(storage, finished_game_record(3, 3, {"S": 2, "N": 2}, seed=8))
    assert storage.autosave.load().status == NONE
    storage.close()


def test_c84_a_match_game_finished_just_before_a_stop_is_filed_and_followed(
        tmp_path) -> None:
    AutosaveStore(tmp_path).save(finished_game_record(3, 1, {"S": 0, "N": 0}))
    assert AutosaveStore(tmp_path).load().status == FINISHED
    storage = Storage(tmp_path)
    found = startup_check(storage)
    assert found.status == RESUMABLE
    assert found.record["cinch_qt"]["match"]["game"] == 2
    assert storage.games.summary(game="cribbage").played == 1
    storage.close()


def test_c84_the_resume_question_names_the_match_game(qapp) -> None:
    nxt = game.follow_on(finished_game_record(3, 1, {"S": 0, "N": 0}))
    text = game.describe(nxt)
    assert text.startswith("Cribbage, game 2 of a match to 3, hand 1, score ")


def test_c84_the_session_resumes_the_match_where_it_stood(qapp) -> None:
    from cinch_qt.games.cribbage.table.session import CribbageSession
    from cinch_qt.games.cribbage.table.settings import CribbageSettings

    rec = finished_game_record(3, 1, {"S": 0, "N": 0})
    nxt = game.follow_on(rec)
    session = CribbageSession(CribbageSettings(rules=Rules(players=2)))
    try:
        session.load_record(nxt)
        m = session.match
        assert m is not None and m.played == 1 and m.rules.match == 3
        assert m.points == nxt["cinch_qt"]["match"]["points"]
        assert session.settings.level_of(1) == "expert"
        # Written again as game 2 of the same match (the record the session saves).
        assert session.record()["cinch_qt"]["match"]["game"] == 2
    finally:
        session.shutdown()
