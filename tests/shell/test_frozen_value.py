"""games/frozen_value.py stands in for frozen dataclasses on the start path (so that
start-up costs no more after the split): the engines' Decision and Trick must behave as
the dataclasses they replaced — equality, hash, repr, refusal to assign, copies and
pickles."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from cinch_qt.games.cinch.engine.state import Decision as CinchDecision
from cinch_qt.games.cinch.engine.state import Trick
from cinch_qt.games.cribbage.engine.state import Decision as CribDecision


@dataclasses.dataclass(frozen=True)
class Decision:      # Cinch's Decision as it was (same name, so the reprs can match)
    kind: str
    seat: int
    candidates: tuple[int, ...] = ()
    count: int = 0
    to: int = -1


@pytest.mark.parametrize("args", [("bid", 0), ("keep", 1, (3, 5, 7), 2), ("give", 3, (1,), 1, 2)])
def test_cinch_decision_behaves_as_the_frozen_dataclass(args):
    new, old = CinchDecision(*args), Decision(*args)
    assert repr(new) == repr(old)
    assert hash(new) == hash(old)
    assert new == CinchDecision(*args) and new != CinchDecision("play", 9)
    assert new != old           # another class is never equal, as with dataclasses
    assert (new == args) is False
    assert copy.deepcopy(new) == new and copy.copy(new) == new
    assert pickle.loads(pickle.dumps(new)) == new


@pytest.mark.parametrize("value", [CinchDecision("keep", 1, (2,), 1), Trick(0, ((0, 5),), 0),
                                   CribDecision("lay", 0, 1, bury=True)])
def test_fields_cannot_be_assigned_or_deleted(value):
    name = value._fields[1]
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(value, name, 7)
    with pytest.raises(dataclasses.FrozenInstanceError):
        delattr(value, name)
    with pytest.raises(dataclasses.FrozenInstanceError):
        value.new_attribute = 1


def test_values_key_dicts_and_sets_by_their_fields():
    assert {Trick(0, ((0, 5),), 0): "a"}[Trick(0, ((0, 5),), 0)] == "a"
    assert len({CribDecision("play", 1), CribDecision("play", 1), CribDecision("play", 2)}) == 2
    assert repr(CribDecision("show", 0, what="crib")) == \
        "Decision(kind='show', seat=0, count=0, bury=False, what='crib')"


# FrozenSlots (the same, with __slots__) stands in for the slotted frozen dataclasses of the
# Cribbage engine: its actions (C100) and the board's holes, squares and moves (W4-W12, W30).
@dataclasses.dataclass(frozen=True, slots=True)
class Play:          # actions.Play as it was
    seat: int
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class LeaveBox:      # actions.LeaveBox as it was (a default)
    seat: int
    leave: bool = True


@dataclasses.dataclass(frozen=True, slots=True)
class Finish:        # values.Finish as it was (a class constant beside the fields)
    hole: str
    wasted: int
    rule = "W6"


def _slotted_pairs():
    from cinch_qt.games.cribbage.engine import actions
    from cinch_qt.games.cribbage.engine.boards import values
    return [(actions.Play(1, 5), Play(1, 5)), (actions.LeaveBox(2), LeaveBox(2)),
            (actions.LeaveBox(seat=0, leave=False), LeaveBox(seat=0, leave=False)),
            (values.Finish("M121", 3), Finish("M121", 3))]


@pytest.mark.parametrize("index", range(4))
def test_slotted_values_behave_as_the_slotted_frozen_dataclasses(index):
    new, old = _slotted_pairs()[index]
    assert repr(new) == repr(old)
    assert hash(new) == hash(old)
    assert new == type(new)(*dataclasses.astuple(old)) and new != old
    assert not hasattr(new, "__dict__")
    assert type(new).__match_args__ == type(old).__match_args__
    assert copy.deepcopy(new) == new and copy.copy(new) == new
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(new, protocol)) == new
    name = type(new).__match_args__[-1]
    for change in (lambda: setattr(new, name, 7), lambda: delattr(new, name),
                   lambda: setattr(new, "new_attribute", 1)):
        with pytest.raises((dataclasses.FrozenInstanceError, AttributeError)):
            change()
    assert getattr(new, name) == getattr(old, name)


def test_slotted_values_match_by_position_and_refuse_missing_fields():
    from cinch_qt.games.cribbage.engine.actions import Play as NewPlay
    from cinch_qt.games.cribbage.engine.boards import get_board
    match NewPlay(3, 40):
        case NewPlay(seat, card):
            assert (seat, card) == (3, 40)
    with pytest.raises(TypeError):
        NewPlay(3)
    hole = get_board("crib-wars").hole("M5")   # W2: built from cribwars-board.json
    assert hole == get_board("crib-wars").hole("M5") and hole.id == "M5"
    assert repr(hole).startswith("Hole(id='M5', kind=<HoleKind.PLAIN: 'plain'>, mark=5,")


def test_cribbage_rules_keep_the_dataclass_behaviour():
    """C83/W41: skunks default by board; C95: muggins needs manual counting; the rules
    key dicts, compare by value, refuse assignment, and go to and from a record."""
    from cinch_qt.games.cribbage.engine.rules import Rules, RulesError
    rules = Rules(4, "crib-wars")
    assert rules.skunks is False and Rules().skunks is True
    assert repr(rules) == ("Rules(players=4, board='crib-wars', heels_near_end='withheld', "
                           "skunks=False, counting='automatic', muggins='off', peg_duty=False, "
                           "match=1)")
    assert {rules: 1}[Rules(players=4, board="crib-wars", skunks=False)] == 1
    assert Rules.from_dict(rules.to_dict()) == rules and rules != Rules(4)
    assert pickle.loads(pickle.dumps(rules)) == rules and copy.deepcopy(rules) == rules
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.players = 2
    with pytest.raises(RulesError, match="C95"):
        Rules(muggins="friendly")
    with pytest.raises(RulesError, match="C84"):
        Rules.from_dict({"players": 2, "colour": "red"})
