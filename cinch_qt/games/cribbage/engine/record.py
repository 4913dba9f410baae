"""Game records, CRIB_RECORD v1 (shared/CRIB_RECORD.md): writing and replaying.

Reading replays the record through the real rules.  The record supplies only what chance
decided — the draw for deal, each hand's pack and each cut — and what the players chose
(cards laid away, buried and played, the person's claims, leaving the penalty box).
Everything else (deals, stocks, starters, counts, gos, shows, every score with its holes
and squares, folds, retreats, awards, sit-outs, marks, the winner and the game points) is
recomputed and compared, and the record is refused at the first difference with its
JSON place and the rule concerned.
"""

from __future__ import annotations

import copy
from typing import Any

from .actions import Claim, Discard, LeaveBox, Play
from .cards import CARD_NAMES, parse_card
from .errors import IllegalAction, RecordError
from .rules import PERSON, Rules, RulesError
from .shuffle import Shuffler
from .state import BOX, LAY, OVER, PLAY, SHOW, GameState

FORMAT = "cribbage-record"
VERSION = 1


def game_record(state: GameState, names: dict[int, str] | None = None) -> dict:
    rules = state.rules
    # A copy: the caller may change the record without changing the game.
    hands = copy.deepcopy(state.hand_records)
    if state.phase != OVER:
        hands.append(copy.deepcopy(state._hand_record(False)))
    rec: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": rules.to_dict(),
        "seats": list(rules.seat_names),
        "sides": {rules.side_names[side]: [rules.seat_names[s] for s in rules.side_seats(side)]
                  for side in range(rules.n_sides)},
    }
    names = names if names is not None else getattr(state, "names", None)
    if names:
        rec["names"] = {rules.seat_names[s]: n for s, n in names.items()}
    rec["seed"] = state.seed
    rec["draw"] = [[rules.seat_names[s], CARD_NAMES[c]] for s, c in state.draw]
    rec["hands"] = hands
    if state.phase == OVER:
        sides = rules.side_names
        rec["final"] = {
            "winner": sides[state.winner],
            "marks": {sides[s]: state.mark(s) for s in range(rules.n_sides)},
            "game_points": {sides[s]: p for s, p in state.game_points.items()},
        }
    else:
        rec["final"] = None
    return rec


# ===================================================================== reading
class _RecordShuffler(Shuffler):
    """Hands back the draw, packs and cuts a record states, checking each (C20, C41)."""

    def __init__(self, seed: int, draws: list[tuple[int, int]], packs: list[list[int]],
                 cuts: dict[int, tuple[int, str]]) -> None:
        super().__init__(seed)
        self._draws = draws
        self._packs = packs
        self._cuts = cuts
        self._pos = 0

    def draw(self, seats: list[int]) -> list[tuple[int, int]]:
        got = self._draws[self._pos:self._pos + len(seats)]
        where = f"draw[{self._pos}]"
        if [s for s, _ in got] != seats:
            raise RecordError(where, f"the next draw is by {_seat_list(seats)}", "C21")
        self._pos += len(seats)
        return got

    def finish_draw(self) -> None:
        if self._pos != len(self._draws):
            raise RecordError(f"draw[{self._pos}]", "the draw was already decided", "C21")

    # Past what the record says (a resumed game), the seeded generator carries on exactly
    # as it would have in the game that wrote the record.
    def pack(self, hand_no: int) -> list[int]:
        if hand_no >= len(self._packs):
            return super().pack(hand_no)
        return list(self._packs[hand_no])

    def cut(self, hand_no: int, size: int) -> int:
        if hand_no not in self._cuts:
            super().pack(hand_no)          # the same generator state as at the deal
            return super().cut(hand_no, size)
        cut, where = self._cuts[hand_no]
        if not 4 <= cut <= size - 4:
            raise RecordError(where, f"a cut of {cut} leaves a packet of fewer than four "
                              f"cards from {size}", "C41")
        return cut


def _seat_list(seats: list[int]) -> str:
    return ", ".join(str(s) for s in seats)


def _get(obj: Any, key: str, where: str, kind: type | tuple[type, ...]) -> Any:
    if not isinstance(obj, dict):
        raise RecordError(where, "expected an object")
    place = f"{where}.{key}" if where else key
    if key not in obj:
        raise RecordError(place, "missing")
    value = obj[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(place, f"expected {getattr(kind, '__name__', kind)}, found "
                          f"{type(value).__name__}")
    return value


def _card(text: Any, where: str) -> int:
    try:
        return parse_card(text)
    except ValueError as exc:
        raise RecordError(where, str(exc), "C10") from None


def _cards(value: Any, where: str) -> list[int]:
    if not isinstance(value, list):
        raise RecordError(where, "expected a list of cards")
    return [_card(t, f"{where}[{i}]") for i, t in enumerate(value)]


# Which rule a differing key of an engine event breaks.
def _rule_of(ev: dict, key: str) -> str:
    kind = ev.get("e")
    why = ev.get("why")
    if kind == "score":
        if key in ("to", "square", "from"):
            return "W4" if key != "from" else "C4"
        return {"heels": "C42", "play": "C59", "go": "C53", "hand": "C70", "crib": "C70",
                "muggins": "C95", "excess": "C94", "award": "W36"}.get(why, "C60")
    return {"lay": "C36", "bury": "C34", "crib_stock": "C32", "starter": "C40",
            "play": "C50", "go": "C52", "reset": "C53", "show": "C70", "fold": "W30",
            "retreat": "W31", "sit_out": "W32", "release": "W35", "leave_box": "W34",
            "win": "C80"}.get(kind, "C60")


def _diff(mine: Any, theirs: Any, where: str, rule: str) -> None:
    if mine != theirs:
        raise RecordError(where, f"the record says {theirs!r}, but the rules give {mine!r}",
                          rule)


def _compare_event(mine: dict, theirs: Any, where: str) -> None:
    if not isinstance(theirs, dict):
        raise RecordError(where, "expected an object")
    if theirs.get("e") != mine["e"]:
        raise RecordError(f"{where}.e", f"the record says {theirs.get('e')!r}, but the "
                          f"rules give {mine['e']!r} next", _rule_of(mine, "e"))
    for key in sorted(set(mine) | set(theirs)):
        if mine.get(key) != theirs.get(key):
            _diff(mine.get(key), theirs.get(key), f"{where}.{key}", _rule_of(mine, key))


def _action_for(state: GameState, ev: Any, where: str):
    """The player's choice an event states, if the game waits for one."""
    if not isinstance(ev, dict):
        raise RecordError(where, "expected an object")
    kind = ev.get("e")
    names = state.seat_names
    if state.phase == BOX:
        return LeaveBox(PERSON, kind == "leave_box")
    if state.phase == LAY and kind in ("lay", "bury"):
        seat = _seat(ev, where, names)
        return Discard(seat, tuple(_cards(ev.get("cards"), f"{where}.cards")))
    if state.phase == PLAY and kind == "play":
        return Play(_seat(ev, where, names), _card(ev.get("card"), f"{where}.card"))
    if state.phase == SHOW and kind == "show" and "claimed" in ev:
        claimed = ev["claimed"]
        seat = _seat(ev, where, names)
        return Claim(seat, claimed)
    waiting = {LAY: "cards laid away", PLAY: "a card played", SHOW: "the person's claim"}
    raise RecordError(f"{where}.e", f"the game waits for {waiting.get(state.phase, state.phase)}"
                      f" from {names[state.current]}, not {kind!r}", "C100")


def _seat(ev: dict, where: str, names: tuple[str, ...]) -> int:
    name = ev.get("seat")
    if name not in names:
        raise RecordError(f"{where}.seat", f"not a seat at this table: {name!r}", "C2")
    return names.index(name)


def replay_record(record: Any) -> GameState:
    """Rebuild the GameState a record describes, checking it against the rules."""
    if not isinstance(record, dict):
        raise RecordError("", "a game record must be a JSON object")
    fmt, version = record.get("format"), record.get("version")
    if fmt != FORMAT or version != VERSION:
        raise RecordError("format", f"unknown record format {fmt!r} version {version!r}; "
                          f"this program reads {FORMAT!r} version {VERSION}")
    try:
        rules = Rules.from_dict(_get(record, "rules", "", dict))
    except (RulesError, TypeError) as exc:
        raise RecordError("rules", str(exc), getattr(exc, "rule", "")) from None
    _diff(list(rules.seat_names), record.get("seats"), "seats", "C2")
    seed = _get(record, "seed", "", int)
    draws = []
    for i, entry in enumerate(_get(record, "draw", "", list)):
        if not (isinstance(entry, list) and len(entry) == 2 and entry[0] in rules.seat_names):
            raise RecordError(f"draw[{i}]", "expected [seat, card]", "C20")
        draws.append((rules.seat_names.index(entry[0]), _card(entry[1], f"draw[{i}][1]")))
    hands = _get(record, "hands", "", list)
    packs: list[list[int]] = []
    cuts: dict[int, tuple[int, str]] = {}
    for h, hand in enumerate(hands):
        where = f"hands[{h}]"
        pack = _cards(_get(hand, "pack", where, list), f"{where}.pack")
        if len(pack) != 52 or len(set(pack)) != 52:
            raise RecordError(f"{where}.pack", "the pack must hold each of the 52 cards "
                              "exactly once", "C10")
        packs.append(pack)
        for j, ev in enumerate(_get(hand, "events", where, list)):
            if isinstance(ev, dict) and ev.get("e") == "starter":
                cuts[h] = (_get(ev, "cut", f"{where}.events[{j}]", int),
                           f"{where}.events[{j}].cut")
    if not hands:
        raise RecordError("hands", "a game has at least one hand")
    shuffler = _RecordShuffler(seed, draws, packs, cuts)
    state = GameState(rules, seed, shuffler=shuffler)
    shuffler.finish_draw()
    names = record.get("names")
    if isinstance(names, dict):
        state.names = {rules.seat_names.index(k): v for k, v in names.items()
                       if k in rules.seat_names and isinstance(v, str)}
    _replay_hands(state, hands)
    _check_final(state, record)
    return state


def _replay_hands(state: GameState, hands: list) -> None:
    names = state.seat_names
    for h, hand in enumerate(hands):
        where = f"hands[{h}]"
        if state.phase == OVER:
            raise RecordError(where, "the game was already won", "C61")
        _diff(names[state.dealer], hand.get("dealer"), f"{where}.dealer", "C23")
        _diff([state.side_names[s] for s in state.out], hand.get("out"), f"{where}.out", "W33")
        _diff({names[s]: [CARD_NAMES[c] for c in state.deal[s]] for s in state.active},
              hand.get("deal"), f"{where}.deal", "C30")
        _diff([CARD_NAMES[c] for c in state.stock], hand.get("stock"), f"{where}.stock", "C30")
        events = hand["events"]
        hand_no = state.hand_no
        j = 0
        last = h == len(hands) - 1
        while True:
            produced = state.events if state.hand_no == hand_no else \
                state.hand_records[hand_no]["events"]
            while j < len(produced) and j < len(events):
                _compare_event(produced[j], events[j], f"{where}.events[{j}]")
                j += 1
            if state.hand_no != hand_no or state.phase == OVER:
                if j < len(produced):
                    raise RecordError(f"{where}.events", f"the hand goes on with "
                                      f"{produced[j]['e']!r}", _rule_of(produced[j], "e"))
                if j < len(events):
                    raise RecordError(f"{where}.events[{j}]", "the hand is already over",
                                      "C70")
                break
            if j >= len(events):
                if last and hand.get("marks") is None:
                    return                               # an unfinished game stops here
                raise RecordError(f"{where}.events", "the hand is not finished", "C70")
            action = _action_for(state, events[j], f"{where}.events[{j}]")
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise RecordError(f"{where}.events[{j}]", exc.message, exc.rule) from None
        done = state.hand_records[hand_no]
        _diff(done["marks"], hand.get("marks"), f"{where}.marks", "W7")
        _diff(done["holes"], hand.get("holes"), f"{where}.holes", "W4")
        if state.phase != OVER and last:
            # The record stops between hands: the next hand was dealt but not recorded.
            return


def _check_final(state: GameState, record: dict) -> None:
    final = record.get("final")
    if state.phase != OVER:
        if final is not None:
            raise RecordError("final", "no side has reached the game hole", "C80")
        return
    if not isinstance(final, dict):
        raise RecordError("final", "the game is over, so final must be given", "C80")
    sides = state.side_names
    _diff(sides[state.winner], final.get("winner"), "final.winner", "C80")
    _diff({sides[s]: state.mark(s) for s in range(state.n_sides)}, final.get("marks"),
          "final.marks", "W7")
    _diff({sides[s]: p for s, p in state.game_points.items()}, final.get("game_points"),
          "final.game_points", "C81")
