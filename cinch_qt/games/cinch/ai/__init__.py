"""Computer players (pure Python, no Qt).  Every player is ``choose(observation)``."""
