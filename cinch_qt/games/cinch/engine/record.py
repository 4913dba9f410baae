"""Game records, RECORD v1 (shared/RECORD.md): writing and replaying.

Reading replays the record through the real rules: every bid, keep, rob, gift and card
is applied to a GameState, and every value the record states (makers, trick winners,
points, scores, totals, the winner) must equal what the rules give.  The first
disagreement is reported with its JSON path and the rule concerned.
"""

from __future__ import annotations

from typing import Any

from .actions import Bid, DealerGive, DealerKeep, KeepTrumps, NameTrump, Pass, Play
from .cards import parse_card, parse_suit
from .errors import CardNotHeld, IllegalAction, NotYourTurn, RecordError
from .rules import SEAT_CHARS, Rules, RulesError, parse_seat
from .state import BID, GIVE, KEEP, OVER, PLAY, ROB, TRUMP, GameState

FORMAT = "cinch-record"
VERSION = 1


def game_record(state: GameState, names: dict[int, str] | None = None) -> dict:
    rules = state.rules
    hands = list(state.hand_records)
    if state.phase != OVER:
        hands.append(state._hand_record())
    rec: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": rules.to_dict(),
        "seats": [SEAT_CHARS[s] for s in rules.seats],
        "sides": {side: sorted((SEAT_CHARS[s] for s in rules.side_seats(side)),
                               key="NSEW".index) for side in rules.sides},
    }
    if names:
        rec["names"] = {SEAT_CHARS[s]: n for s, n in names.items()}
    rec["seed"] = state.seed
    rec["hands"] = hands
    rec["final"] = ({"totals": dict(state.totals), "winner": state.winner}
                    if state.phase == OVER else None)
    return rec


# --------------------------------------------------------------------- reading
def _get(obj: Any, key: str, where: str, kind: type | tuple[type, ...]) -> Any:
    if not isinstance(obj, dict):
        raise RecordError(where, "not_object")
    if key not in obj:
        raise RecordError(f"{where}.{key}" if where else key, "missing")
    value = obj[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"{where}.{key}" if where else key, "wrong_type",
                          json_kind(kind), json_kind(type(value)))
    return value


# JSON's names for the Python types a parsed record holds (bool before int: a subclass).
_JSON_KINDS = ((bool, "true/false"), (dict, "object"), (list, "list"),
               (int, "whole number"), (float, "number"), (str, "text"), (type(None), "null"))


def json_kind(kind: type) -> str:
    """"object", "list", "whole number", … for a type from json.loads."""
    for python, name in _JSON_KINDS:
        if issubclass(kind, python):
            return name
    return kind.__name__


def _card(text: Any, where: str) -> int:
    try:
        return parse_card(text)
    except ValueError:
        raise RecordError(where, "bad_card", repr(text)) from None


def _cards(value: Any, where: str) -> list[int]:
    if not isinstance(value, list):
        raise RecordError(where, "not_card_list")
    return [_card(t, f"{where}[{i}]") for i, t in enumerate(value)]


def _seat(text: Any, where: str, rules: Rules) -> int:
    try:
        seat = parse_seat(text)
    except ValueError:
        raise RecordError(where, "bad_seat", repr(text)) from None
    if seat not in rules.seats:
        raise RecordError(where, "seat_absent", text, rules.players)
    return seat


def _read_deal(hand: dict, where: str, rules: Rules) -> tuple[dict[int, list[int]], list[int]]:
    deal_obj = _get(hand, "deal", where, dict)
    deal: dict[int, list[int]] = {}
    for key, cards in deal_obj.items():
        seat = _seat(key, f"{where}.deal", rules)
        deal[seat] = _cards(cards, f"{where}.deal.{key}")
        if len(deal[seat]) != 9:
            raise RecordError(f"{where}.deal.{key}", "deal_size", len(deal[seat]))
    missing = [SEAT_CHARS[s] for s in rules.seats if s not in deal]
    if missing:
        raise RecordError(f"{where}.deal", "deal_missing", ", ".join(missing))
    pack = _cards(_get(hand, "pack", where, list), f"{where}.pack")
    everything = [c for cards in deal.values() for c in cards] + pack
    if len(everything) != 52 or len(set(everything)) != 52:
        raise RecordError(where, "deal_cards")
    return deal, pack


def replay_record(record: Any) -> GameState:
    """Rebuild the GameState a record describes, checking it against the rules."""
    if not isinstance(record, dict):
        raise RecordError("", "not_record")
    fmt, version = record.get("format"), record.get("version")
    if fmt != FORMAT or version != VERSION:
        raise RecordError("format", "format", repr(fmt), repr(version), repr(FORMAT),
                          VERSION)
    rules_obj = _get(record, "rules", "", dict)
    try:
        rules = Rules(**{k: rules_obj[k] for k in ("players", "target", "min_bid",
                                                   "all_pass")})
    except KeyError as exc:
        raise RecordError(f"rules.{exc.args[0]}", "missing") from None
    except RulesError as exc:
        raise RecordError(f"rules.{exc.option}", f"bad_{exc.option}", repr(exc.value)) from None
    seats = _get(record, "seats", "", list)
    if seats != [SEAT_CHARS[s] for s in rules.seats]:
        raise RecordError("seats", "seats", rules.players,
                          [SEAT_CHARS[s] for s in rules.seats], seats)
    seed = _get(record, "seed", "", int)
    hands = _get(record, "hands", "", list)
    final = record.get("final")
    deals = []
    dealers = []
    for i, hand in enumerate(hands):
        where = f"hands[{i}]"
        if not isinstance(hand, dict):
            raise RecordError(where, "not_object")
        dealers.append(_seat(_get(hand, "dealer", where, str), f"{where}.dealer", rules))
        deals.append(_read_deal(hand, where, rules))
    state = GameState(rules, seed, first_dealer=dealers[0] if dealers else None,
                      deals=deals)
    for i, hand in enumerate(hands):
        where = f"hands[{i}]"
        if state.phase == OVER:
            raise RecordError(where, "already_won")
        if dealers[i] != state.dealer:
            raise RecordError(f"{where}.dealer", "wrong_dealer", SEAT_CHARS[state.dealer])
        last = i == len(hands) - 1
        _replay_hand(state, hand, where, rules, may_stop=last and final is None)
        if len(state.hand_records) > i:
            _compare_hand(state.hand_records[i], hand, where)
    if final is None:
        if state.phase == OVER:
            raise RecordError("final", "final_needed")
    else:
        if state.phase != OVER:
            raise RecordError("final", "not_over")
        _get(record, "final", "", dict)
        _expect(final.get("totals"), state.totals, "final.totals", "R53")
        _expect(final.get("winner"), state.winner, "final.winner", "R53")
    return state


def _expect(found: Any, expected: Any, where: str, rule: str) -> None:
    if found != expected:
        raise RecordError(where, "mismatch", repr(found), repr(expected), rule)


def _replay_hand(state: GameState, hand: dict, where: str, rules: Rules,
                 may_stop: bool) -> None:
    """Feed the record's choices to the state until this hand is finished."""
    hand_no = state.hand_no
    bids = _get(hand, "bids", where, list)

    def missing(path: str) -> None:
        if not may_stop:
            raise RecordError(f"{where}.{path}", "unfinished")

    while state.hand_no == hand_no and state.phase != OVER:
        d = state.decision()
        try:
            if d.kind == BID:
                j = len(state.bids)
                if j >= len(bids):
                    return missing(f"bids[{j}]")
                entry = bids[j]
                if not (isinstance(entry, list) and len(entry) == 2):
                    raise RecordError(f"{where}.bids[{j}]", "bid_entry")
                seat = _seat(entry[0], f"{where}.bids[{j}][0]", rules)
                amount = entry[1]
                if amount is None:
                    state.apply(Pass(seat))
                elif isinstance(amount, int) and not isinstance(amount, bool):
                    state.apply(Bid(seat, amount))
                else:
                    raise RecordError(f"{where}.bids[{j}][1]", "bid_amount")
                continue
            where_now = where
            if d.kind == TRUMP:
                _expect_bids(state, bids, where)
                if "trump" not in hand:
                    return missing("trump")
                where_now = f"{where}.trump"
                suit = hand["trump"]
                try:
                    trump = parse_suit(suit)
                except ValueError:
                    raise RecordError(where_now, "bad_suit", repr(suit)) from None
                state.apply(NameTrump(_seat_of_maker(hand, where, rules), trump))
            elif d.kind == KEEP:
                key = SEAT_CHARS[d.seat]
                where_now = f"{where}.kept.{key}"
                kept = hand.get("kept", {})
                if not isinstance(kept, dict) or key not in kept:
                    return missing(f"kept.{key}")
                state.apply(KeepTrumps(d.seat, frozenset(_cards(kept[key], where_now))))
            elif d.kind == ROB:
                where_now = f"{where}.dealer_kept"
                if "dealer_kept" not in hand:
                    return missing("dealer_kept")
                state.apply(DealerKeep(d.seat, frozenset(_cards(hand["dealer_kept"],
                                                                where_now))))
            elif d.kind == GIVE:
                key = SEAT_CHARS[d.to]
                where_now = f"{where}.given.{key}"
                given = hand.get("given", {})
                if not isinstance(given, dict) or key not in given:
                    return missing(f"given.{key}")
                state.apply(DealerGive(d.seat, d.to, frozenset(_cards(given[key], where_now))))
            elif d.kind == PLAY:
                t, p = len(state.tricks), len(state.trick)
                tricks = hand.get("tricks", [])
                if not isinstance(tricks, list) or t >= len(tricks):
                    return missing(f"tricks[{t}]")
                plays = _get(tricks[t], "plays", f"{where}.tricks[{t}]", list)
                if p >= len(plays):
                    return missing(f"tricks[{t}].plays[{p}]")
                where_now = f"{where}.tricks[{t}].plays[{p}]"
                entry = plays[p]
                if not (isinstance(entry, list) and len(entry) == 2):
                    raise RecordError(where_now, "play_entry")
                state.apply(Play(_seat(entry[0], f"{where_now}[0]", rules),
                                 _card(entry[1], f"{where_now}[1]")))
        except IllegalAction as exc:
            kind = ("not_held" if isinstance(exc, CardNotHeld) else
                    "not_turn" if isinstance(exc, NotYourTurn) else "other")
            raise RecordError(where_now if d.kind != BID else where, "refused", exc.message,
                              exc.rule, kind) from None


def _seat_of_maker(hand: dict, where: str, rules: Rules) -> int:
    return _seat(_get(hand, "maker", where, str), f"{where}.maker", rules)


def _expect_bids(state: GameState, bids: list, where: str) -> None:
    mine = [[SEAT_CHARS[s], n] for s, n in state.bids]
    if bids != mine:
        raise RecordError(f"{where}.bids", "bids_end", bids, mine)


# Values a reader may derive and check; lists of cards kept are compared as sets
# because their order carries no meaning.
_AS_SETS = {"dealer_kept"}
_SEAT_MAPS_OF_SETS = {"kept", "given"}


def _compare_hand(mine: dict, theirs: dict, where: str) -> None:
    for key, value in mine.items():
        if key in ("deal", "pack"):
            continue
        found = theirs.get(key, "(missing)")
        if key in _AS_SETS and isinstance(found, list):
            same = sorted(map(str, found)) == sorted(value)
        elif key in _SEAT_MAPS_OF_SETS and isinstance(found, dict):
            same = ({k: sorted(map(str, v)) for k, v in found.items()
                     if isinstance(v, list)} == {k: sorted(v) for k, v in value.items()})
        elif key == "awarded" and isinstance(found, dict):
            same = ({k: sorted(map(str, v)) for k, v in found.items() if v}
                    == {k: sorted(v) for k, v in value.items()})
        else:
            same = found == value
        if not same:
            rule = _RULE_OF_KEY.get(key, "R50")
            raise RecordError(f"{where}.{key}", "mismatch", repr(found), repr(value), rule)


_RULE_OF_KEY = {"maker": "R23", "bid": "R23", "bids": "R20", "trump": "R30", "kept": "R31",
                "drawn": "R33", "dealer_kept": "R34", "given": "R35", "tricks": "R43",
                "awarded": "R36", "taken": "R50", "scored": "R51", "totals": "R53"}

__all__ = ["game_record", "replay_record", "FORMAT", "VERSION", "KEEP", "GIVE", "ROB"]
