"""Tests of packaging: the folder mirrors the part of cinch_qt they test."""
