"""The shipped Expert with some of its evaluation's constants set otherwise, for tuning
runs (measuring only): ``benchmarks.expert_variant:make`` as a level in
``benchmarks/cinch_match.py``, the settings in the environment variable
``CINCH_EXPERT_SET``, e.g. ``MAKER_BIAS.4=1.0 BID_MARGIN.4=0.5`` (a name of
``ai/evaluation.py``, a dotted key for a table by number of players, a Python literal).

The settings change the module for the whole process, so the other level of the match
must not be ``expert`` itself.
"""

from __future__ import annotations

import ast
import json
import os

from cinch_qt.games.cinch.ai import evaluation
from cinch_qt.games.cinch.ai.expert import ExpertBot
from cinch_qt.games.cinch.engine.observation import Observation


def apply(spec: str) -> None:
    """Set each ``NAME=value`` or ``NAME.key=value`` of ``spec`` in ``evaluation``."""
    for item in spec.split():
        name, value = item.split("=", 1)
        literal = ast.literal_eval(value)
        if "." in name:
            name, key = name.split(".", 1)
            getattr(evaluation, name)[ast.literal_eval(key)] = literal
        else:
            setattr(evaluation, name, literal)
    evaluation.clear_cache()


def make(seed: int | str = 0) -> ExpertBot:
    apply(os.environ.get("CINCH_EXPERT_SET", ""))
    return ExpertBot(seed)


class LoggingExpert(ExpertBot):
    """The Expert that also writes each bid it makes, with what its evaluation expected
    of it, to the file named by ``CINCH_EXPERT_LOG`` (JSON lines: the bot's seed, the bid,
    the share of deals in which its side makes it as maker, its value and passing's)."""

    seed_text: int | str = ""

    def bid(self, obs: Observation) -> int | None:
        choice = super().bid(obs)
        path = os.environ.get("CINCH_EXPERT_LOG")
        if path and choice is not None:
            ev = evaluation.evaluate(obs)
            with open(path, "a", encoding="utf-8") as f:
                f.write(json.dumps({"seed": str(self.seed_text), "bid": choice,
                                    "makes": ev.makes.get(choice),
                                    "value": ev.values[choice],
                                    "pass": ev.values.get(None)}) + "\n")
        return choice


def make_logging(seed: int | str = 0) -> LoggingExpert:
    apply(os.environ.get("CINCH_EXPERT_SET", ""))
    bot = LoggingExpert(seed)
    bot.seed_text = seed
    return bot
