"""The cribbage rules engine: pure Python, no Qt (DESIGN.md, CRIBBAGE.md, CRIBWARS.md)."""

from .actions import Action, Claim, Discard, Go, LeaveBox, Play
from .cards import card_str, parse_card, parse_cards
from .errors import IllegalAction, RecordError
from .match import Match
from .observation import Observation
from .rules import Rules, RulesError
from .scoring import peg_points, score_hand, show_items
from .state import BOX, LAY, OVER, PLAY, SHOW, Decision, GameState

__all__ = ["Action", "Claim", "Discard", "Go", "LeaveBox", "Play", "card_str", "parse_card",
           "parse_cards", "IllegalAction", "RecordError", "Match", "Observation", "Rules",
           "RulesError", "peg_points", "score_hand", "show_items", "BOX", "LAY", "OVER",
           "PLAY", "SHOW", "Decision", "GameState"]
