"""The Cinch rules engine: pure Python, no Qt (DESIGN.md)."""

from .actions import Action, Bid, DealerGive, DealerKeep, KeepTrumps, NameTrump, Pass, Play
from .cards import card_str, cards_of, mask_of, parse_card
from .errors import IllegalAction, RecordError
from .observation import Observation
from .record import game_record, replay_record
from .rules import Rules
from .state import BID, GIVE, KEEP, OVER, PLAY, ROB, TRUMP, Decision, GameState, Trick

__all__ = ["Action", "Bid", "DealerGive", "DealerKeep", "KeepTrumps", "NameTrump", "Pass",
           "Play", "card_str", "cards_of", "mask_of", "parse_card", "IllegalAction",
           "RecordError", "Observation", "game_record", "replay_record", "Rules", "BID",
           "GIVE", "KEEP", "OVER", "PLAY", "ROB", "TRUMP", "Decision", "GameState", "Trick"]
