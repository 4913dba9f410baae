"""cinch_qt: play Cinch (Double Pedro) against computer opponents."""

__version__ = "0.1.0"
