"""Scorekeeper: score-keeping and adjudication for card games played with real cards."""
