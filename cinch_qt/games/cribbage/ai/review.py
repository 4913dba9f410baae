"""The hand review: what each of one seat's choices in a finished hand was
worth, worked out from a game record with only what that seat could know then.

- Laying away (C31–C34): every way to lay away, each with the exact mean show of the
  kept cards over every starter the seat had not seen, the expected crib for its side
  (plus for its own crib, minus for another side's, weighted as the Expert weighs it),
  their sum, and on Crib Wars the Expert's own board-aware value beside them.  With the
  hand over, the starter that came and what each choice would have scored with it.
- The play (C50–C59): every card the seat laid where it had a choice, with the Expert's
  search value of each card it could have laid (from the seat's observation: no hidden
  card is used), and the points it gave away against the best.
- The count (C91): what the seat claimed, what was there, and the combinations.

Pure Python: the window calls :func:`review_hand` off the GUI thread.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.cards import CARD_NAMES
from ..engine.observation import Observation
from ..engine.record import replay_record
from ..engine.scoring import score_hand
from ..engine.state import GameState
from .crib_tables import crib_estimate
from .knowledge import crib_is_ours, opponent_weight, unseen_cards
from .layaway import choices, hand_ev

# A play that gives away more than this (expected points) is flagged in the review.
FLAG_POINTS = 0.5


@dataclass
class LayRow:
    """One way to lay away."""
    laid: tuple[int, ...]
    kept: tuple[int, ...]
    hand: float                  # mean show of the kept four over the unseen starters
    crib: float                  # signed expected crib for the seat's side
    expert: float | None = None  # the Expert's board-aware value (Crib Wars), else None
    win: float | None = None     # the Expert's chance of winning the game with this keep
    actual_hand: int | None = None   # with the starter that came
    actual_crib: int | None = None   # the crib as it would have been (once it was shown)

    @property
    def net(self) -> float:
        return self.hand + self.crib

    @property
    def value(self) -> float:
        """The value the review ranks by: the Expert's on Crib Wars, else the net."""
        return self.expert if self.expert is not None else self.net


@dataclass
class PlayRow:
    """One card the seat laid in the play, where it had more than one that fitted."""
    count: int                     # the count before the card
    played: int
    values: dict[int, float]       # each card it could have laid -> expected value

    @property
    def best(self) -> int:
        return max(self.values, key=lambda c: (round(self.values[c], 6), -c))

    @property
    def loss(self) -> float:
        return max(0.0, self.values[self.best] - self.values[self.played])

    @property
    def flagged(self) -> bool:
        return self.loss > FLAG_POINTS


@dataclass
class CountRow:
    """One manual count (C91): the claim against the true total."""
    what: str                      # "hand" or "crib"
    cards: tuple[int, ...]
    claimed: int
    total: int
    items: list[tuple[str, int]]


@dataclass
class HandReview:
    hand_no: int
    seat: int
    board: str
    bury: bool = False
    starter: int | None = None
    lay: list[LayRow] = field(default_factory=list)
    chosen: int = -1               # index into ``lay`` of what the seat laid away
    plays: list[PlayRow] = field(default_factory=list)
    counts: list[CountRow] = field(default_factory=list)

    @property
    def best(self) -> int:
        if not self.lay:
            return -1
        return max(range(len(self.lay)), key=lambda i: (round(self.lay[i].value, 6), -i))

    @property
    def lay_loss(self) -> float:
        """Expected points the lay-away gave away against the best one."""
        if self.chosen < 0:
            return 0.0
        return max(0.0, self.lay[self.best].value - self.lay[self.chosen].value)

    @property
    def play_loss(self) -> float:
        return sum(p.loss for p in self.plays)


def _state_at(record: dict, hand_no: int, event_index: int) -> GameState:
    """The game as it stood just before event ``event_index`` of hand ``hand_no``: the
    record cut there and replayed (the reader stops an unfinished last hand where its
    events stop, CRIB_RECORD "An unfinished game")."""
    hands = [dict(h) for h in record["hands"][:hand_no + 1]]
    hands[hand_no]["events"] = list(hands[hand_no]["events"][:event_index])
    hands[hand_no]["marks"] = None
    hands[hand_no]["holes"] = None
    cut = dict(record, hands=hands, final=None)
    return replay_record(cut)


def _lay_rows(obs: Observation, expert_values: dict[tuple[int, ...], float] | None,
              wins: dict[tuple[int, ...], float]) -> list[LayRow]:
    d = obs.decision
    starters = unseen_cards(obs)
    sign = 1.0 if crib_is_ours(obs) else -opponent_weight(obs)
    rows = []
    for c in choices(obs.hand, d.count):
        crib = 0.0 if d.bury else sign * crib_estimate(c.laid)
        key = tuple(sorted(c.laid))
        rows.append(LayRow(c.laid, c.kept, hand_ev(c.kept, starters), crib,
                           None if expert_values is None else expert_values[key],
                           wins.get(key)))
    return rows


def _expert_lay_values(obs: Observation) -> tuple[dict[tuple[int, ...], float],
                                                   dict[tuple[int, ...], float]]:
    """The Expert's points value of each lay-away and, where it plays for the game (two
    players), its chance of winning with it."""
    from .expert import ExpertBot
    # Without skunks, so that the column is a chance of winning whatever the rules.
    choices_ = ExpertBot(seed="review", skunks=False).lay_choices(obs)
    return ({tuple(sorted(c.laid)): c.total for c in choices_},
            {tuple(sorted(c.laid)): c.extra["win"] for c in choices_ if "win" in c.extra})


def _play_values(obs: Observation) -> dict[int, float]:
    from .expert import ExpertBot
    return ExpertBot(seed="review").play_values(obs)


def review_hand(record: dict, hand_no: int, seat: int = 0) -> HandReview:
    """The review of ``seat``'s choices in hand ``hand_no`` of a (valid) game record."""
    hand = record["hands"][hand_no]
    board = record["rules"].get("board", "classic")
    seats = list(record["seats"])
    name = seats[seat]
    review = HandReview(hand_no, seat, board)
    events = hand["events"]
    crib_cards: list[int] | None = None
    laid_by_seat: list[int] = []
    for j, ev in enumerate(events):
        kind = ev["e"]
        if kind == "starter":
            review.starter = CARD_NAMES.index(ev["card"])
        elif kind == "show" and ev["what"] == "crib":
            crib_cards = [CARD_NAMES.index(c) for c in ev["cards"]]
        if kind in ("lay", "bury") and ev["seat"] == name:
            obs = _state_at(record, hand_no, j).observation(seat)
            review.bury = obs.decision.bury
            totals, wins = _expert_lay_values(obs)
            review.lay = _lay_rows(obs, totals if board != "classic" else None, wins)
            laid_by_seat = sorted(CARD_NAMES.index(c) for c in ev["cards"])
            review.chosen = next(i for i, r in enumerate(review.lay)
                                 if sorted(r.laid) == laid_by_seat)
        elif kind == "play" and ev["seat"] == name:
            obs = _state_at(record, hand_no, j).observation(seat)
            cards = [a.card for a in obs.legal]
            if len(cards) > 1:
                review.plays.append(PlayRow(obs.count, CARD_NAMES.index(ev["card"]),
                                            _play_values(obs)))
        elif kind == "show" and ev["seat"] == name and "claimed" in ev:
            review.counts.append(CountRow(
                ev["what"], tuple(CARD_NAMES.index(c) for c in ev["cards"]),
                ev["claimed"], ev["total"], [tuple(i) for i in ev["items"]]))
    if review.starter is not None:
        for row in review.lay:
            row.actual_hand = score_hand(row.kept, review.starter)
            if crib_cards is not None and not review.bury:
                others = list(crib_cards)
                for c in laid_by_seat:
                    others.remove(c)
                row.actual_crib = score_hand(others + list(row.laid), review.starter,
                                             crib=True)
    return review


def person_hands(record: dict, seat: int = 0) -> list[int]:
    """The hands of a record in which ``seat`` was dealt in and laid away."""
    name = record["seats"][seat]
    return [h for h, hand in enumerate(record["hands"])
            if any(e["e"] in ("lay", "bury") and e["seat"] == name for e in hand["events"])]
