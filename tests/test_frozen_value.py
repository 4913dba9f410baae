"""games/frozen_value.py stands in for frozen dataclasses on the start path (issue 26:
start-up no dearer after the split): the engines' Decision and Trick and the felt's
Place must behave as the dataclasses they replaced — equality, hash, repr, refusal to
assign, copies and pickles."""

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
