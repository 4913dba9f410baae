"""Autosave and resume: atomic writes, exact resumption, bad saves moved aside, and a
fuzzed loader that never crashes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cinch_qt.games.cinch.engine import Bid, GameState, NameTrump, Pass, Rules
from cinch_qt.games.cinch.engine.state import BID, GIVE, KEEP, PLAY, ROB, TRUMP
from cinch_qt.storage import (
    FINISHED,
    MOVED_ASIDE,
    NONE,
    RESUMABLE,
    AutosaveStore,
    GameFileError,
    action_tokens,
)
from cinch_qt.storage.atomic import LatestWriter, atomic_write_bytes
from cinch_qt.storage.gamefile import parse_game_bytes
from tests.storage_helpers import finished_record, partial_state, play


def snapshot(state: GameState) -> tuple:
    """Everything a resumed game must have back: cards, scores, turn, options."""
    return (state.rules, state.seed, state.hand_no, state.dealer, state.phase,
            state.current, dict(state.hands), dict(state.totals), list(state.pack),
            state.maker, state.bid, state.trump, list(state.trick), list(state.tricks),
            dict(state.shown), state.decision())


def test_atomic_write_replaces_and_leaves_no_temporaries(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    atomic_write_bytes(target, b"one")
    atomic_write_bytes(target, b"two")
    assert target.read_bytes() == b"two"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch) -> None:
    target = tmp_path / "f.json"
    atomic_write_bytes(target, b"old")

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_background_writer_keeps_the_latest_and_reports_errors(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    writer = LatestWriter(target)
    for n in range(200):
        writer.submit(json.dumps({"n": n}).encode())
    assert writer.flush()
    assert json.loads(target.read_text()) == {"n": 199}
    assert writer.error is None
    (tmp_path / "sub").write_text("a file, not a folder")
    bad = LatestWriter(tmp_path / "sub" / "f.json")
    bad.submit(b"{}")
    assert bad.flush() and isinstance(bad.error, OSError)
    assert bad.close() and writer.close()
    with pytest.raises(RuntimeError):
        writer.submit(b"{}")


def test_background_save_then_load(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    state = partial_state(8, 0)
    for _ in range(40):
        play(state, 1, seed=8)
        assert store.save_in_background(state.to_record()) is None
    store.close()
    assert snapshot(store.load().state) == snapshot(state)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_resume_mid_hand_at_every_phase(tmp_path: Path, players: int) -> None:
    """Saved after any action, the game comes back exactly: the same cards, scores,
    turn and options, and it plays on identically (R14: same seed, same deals)."""
    store = AutosaveStore(tmp_path)
    seen_phases = set()
    for seed in range(2):
        state = GameState(Rules(players=players, target=31, all_pass="stuck_dealer"),
                          seed=seed)
        steps = 0
        while not state.is_over and steps < 80:
            record = state.to_record()
            record["cinch_qt"] = {"levels": {"W": "easy", "E": "easy"}, "settings": {}}
            store.save(record)
            result = store.load()
            assert result.status == RESUMABLE
            assert result.record["cinch_qt"]["levels"] == {"W": "easy", "E": "easy"}
            assert snapshot(result.state) == snapshot(state)
            seen_phases.add(state.phase)
            play(state, 1, seed=seed + steps)
            steps += 1
    assert {BID, TRUMP, PLAY} <= seen_phases


def _dealt(deal_text: dict[int, list[int]], pack: list[int]) -> GameState:
    """East deals the hand given (seats S=0, W=1, N=2, E=3); South bids 1 and names
    hearts."""
    state = GameState(Rules(), 0, first_dealer=3, deals=[(deal_text, pack)])
    state.apply(Bid(0, 1))
    for seat in (1, 2, 3):
        state.apply(Pass(seat))
    state.apply(NameTrump(0, 2))
    return state


def test_resume_during_keep_rob_and_give() -> None:
    """R32/R34/R35 choices pending: the partial hand replays to the same decision."""
    hearts = [2 * 13 + r for r in range(13)]
    # R32: South holds seven trumps and must keep six.
    others = [c for c in range(52) if c not in hearts]
    deal = {0: hearts[:7] + others[:2], 1: others[2:11], 2: others[11:20],
            3: others[20:29]}
    keep = _dealt(deal, hearts[7:] + others[29:])
    # R35: no non-dealer holds a trump (hearts and the off-five 5D), so they need 18
    # cards from a pack of 16 and the dealer must give.
    plain = [c for c in range(52) if c // 13 != 2 and c != 13 + 3]
    rest = [c for c in range(52) if c not in plain[:27]]
    give = _dealt({0: plain[:9], 1: plain[9:18], 2: plain[18:27], 3: rest[:9]}, rest[9:])
    assert (keep.phase, give.phase) == (KEEP, ROB)
    seen = set()
    for state in (keep, give):
        while state.phase in (KEEP, ROB, GIVE):
            seen.add(state.phase)
            back = GameState.from_record(json.loads(json.dumps(state.to_record())))
            assert snapshot(back) == snapshot(state)
            play(state, 1, seed=7)
    assert seen == {KEEP, ROB, GIVE}


def test_no_save_and_finished_save(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    assert store.load().status == NONE
    store.save(finished_record(2))
    assert store.load().status == FINISHED


def _bad_saves() -> dict[str, bytes]:
    good = json.dumps(partial_state(3, 40).to_record()).encode()
    unknown = json.loads(good)
    unknown["version"] = 2
    wrong_card = json.loads(good)
    wrong_card["hands"][0]["deal"]["S"][0] = "XX"
    illegal = json.loads(good)
    illegal["hands"][0]["bids"][0][1] = 99
    return {
        "truncated": good[: len(good) // 2],
        "empty": b"",
        "garbage": b"\x00\xff\xfe binary",
        "not ours": b'{"format": "something-else", "version": 1}',
        "a list": b"[1, 2, 3]",
        "unknown version": json.dumps(unknown).encode(),
        "bad card": json.dumps(wrong_card).encode(),
        "illegal bid": json.dumps(illegal).encode(),
        "bad extension": json.dumps({**json.loads(good), "cinch_qt": [1]}).encode(),
    }


@pytest.mark.parametrize("kind", list(_bad_saves()))
def test_bad_save_is_moved_aside_and_explained(tmp_path: Path, kind: str) -> None:
    data = _bad_saves()[kind]
    store = AutosaveStore(tmp_path)
    store.path.write_bytes(data)
    result = store.load()
    assert result.status == MOVED_ASIDE
    assert not store.path.exists()
    assert result.moved_to.name.startswith("current-game.json.corrupt-")
    assert result.moved_to.read_bytes() == data  # kept byte for byte, never rewritten
    assert "could not be read" in result.message and result.moved_to.name in result.message
    # A second bad save the same second gets its own name: nothing is overwritten.
    store.path.write_bytes(data)
    second = store.load()
    assert second.moved_to != result.moved_to and result.moved_to.exists()


def test_messages_say_what_is_wrong() -> None:
    bad = _bad_saves()
    with pytest.raises(GameFileError, match="line 1"):
        parse_game_bytes(bad["truncated"])
    with pytest.raises(GameFileError, match="version 2"):
        parse_game_bytes(bad["unknown version"])
    with pytest.raises(GameFileError, match="not a record of a game this program plays"):
        parse_game_bytes(bad["not ours"])
    with pytest.raises(GameFileError, match=r"hands\[0\]\.deal\.S\[0\]") as info:
        parse_game_bytes(bad["bad card"])
    assert info.value.where == "hands[0].deal.S[0]"
    with pytest.raises(GameFileError, match="R72"):
        parse_game_bytes(bad["illegal bid"])


def test_stale_temporary_from_a_killed_writer_is_removed(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    store.save(partial_state(4, 10).to_record())
    (tmp_path / ".current-game.json.abc123.tmp").write_bytes(b'{"half')
    assert store.load().status == RESUMABLE
    assert sorted(p.name for p in tmp_path.iterdir()) == ["current-game.json"]


def test_action_tokens_of_an_earlier_save_are_a_prefix() -> None:
    state = GameState(Rules(), seed=9)
    earlier = []
    for _ in range(8):
        earlier.append(action_tokens(state.to_record()))
        play(state, 13, seed=9)
    final = action_tokens(state.to_record())
    for tokens in earlier:
        assert final[: len(tokens)] == tokens
    assert len(earlier[-1]) > len(earlier[0])


# --------------------------------------------------------------------- fuzzing
_GOOD = json.dumps(partial_state(5, 60).to_record())

_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner,
                                                                max_size=4),
    max_leaves=20)


def _load(tmp_path: Path, data: bytes) -> None:
    store = AutosaveStore(tmp_path)
    store.path.write_bytes(data)
    result = store.load()  # must never raise
    assert result.status in (RESUMABLE, FINISHED, MOVED_ASIDE)
    if result.status == MOVED_ASIDE:
        assert result.message and result.moved_to.read_bytes() == data
        result.moved_to.unlink()
    else:
        store.clear()


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=300))
def test_fuzz_random_bytes(tmp_path: Path, data: bytes) -> None:
    _load(tmp_path, data)


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, len(_GOOD)), st.integers(0, 255), st.integers(0, len(_GOOD) - 1))
def test_fuzz_damaged_valid_save(tmp_path: Path, cut: int, byte: int, pos: int) -> None:
    data = bytearray(_GOOD.encode())
    data[pos] = byte
    _load(tmp_path, bytes(data[:cut]) if cut % 2 else bytes(data))


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(["rules", "seats", "seed", "hands", "final", "cinch_qt", "format"]),
       _json_values)
def test_fuzz_replaced_fields(tmp_path: Path, key: str, value) -> None:
    record = json.loads(_GOOD)
    record[key] = value
    _load(tmp_path, json.dumps(record).encode())


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(["dealer", "deal", "pack", "bids", "maker", "bid", "trump", "kept",
                        "drawn", "dealer_kept", "given", "tricks"]), _json_values)
def test_fuzz_replaced_hand_fields(tmp_path: Path, key: str, value) -> None:
    record = json.loads(_GOOD)
    record["hands"][-1][key] = value
    _load(tmp_path, json.dumps(record).encode())
