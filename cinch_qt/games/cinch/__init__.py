"""Cinch (Pitch with 14 points): the first game this table hosts."""
