"""A naive reference for Zetema's declarations, from shared/rules/zetema.txt alone.

Cards are strings ("10H"). ``meld`` and ``marriages`` answer (label, points), or None for cards that are
not such a declaration. Where the text is open, docs/games/zetema.md's options are followed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

SUITS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def deck(doubled: str) -> list[str]:
    # "Take one deck ... and add a complete thirteen-card suit from another deck"
    return [r + s for s in SUITS for r in RANKS] + [r + doubled for r in RANKS]


def legal_cards(cards: Sequence[str], doubled: str) -> bool:
    """No card more often than the 65-card pack holds it."""
    have = Counter(deck(doubled))
    return all(have[c] >= n for c, n in Counter(cards).items())


def meld_size(players: int) -> int:
    # "in the six-player game, these melds consist of five cards instead"
    return 5 if players == 6 else 6


def numbers(rank: str, ace: str) -> list[int]:
    """Where a rank may stand in a sequence. Open: the ace; docs: low, high or either (never both ends)."""
    if rank == "A":
        return {"low": [1], "high": [14], "either": [1, 14]}[ace]
    return [RANKS.index(rank) + 1]


def consecutive(ranks: Sequence[str], ace: str) -> bool:
    """Brute force: some choice of each ace's place makes the ranks one unbroken run."""
    choices: list[list[int]] = [[]]
    for rank in ranks:
        choices = [[*c, n] for c in choices for n in numbers(rank, ace)]
    for picked in choices:
        low = min(picked)
        if sorted(picked) == list(range(low, low + len(picked))):
            return True
    return False


# "Assembly—Five cards of the same rank. ... kings or queens 130, jacks 120, aces or 5s 110, all other
#  ranks 100."
ASSEMBLY = {"K": 130, "Q": 130, "J": 120, "A": 110, "5": 110}


def meld(cards: Sequence[str], players: int = 2, ace: str = "either") -> tuple[str, int] | None:
    ranks = [c[:-1] for c in cards]
    suits = {c[-1] for c in cards}
    if len(cards) == 5 and len(set(ranks)) == 1:
        return "assembly", ASSEMBLY.get(ranks[0], 100)
    if len(cards) != meld_size(players):
        return None
    in_sequence = consecutive(ranks, ace)
    flush = len(suits) == 1
    # "Sequence—Six cards of consecutive rank, not of the same suit. Scores 20."
    # "Flush—Six cards of the same suit, not in sequence. Scores 30."
    # "Flush sequence—Both a flush and a sequence ... Scores 50."
    if in_sequence and flush:
        return "flush sequence", 50
    if in_sequence:
        return "sequence", 20
    if flush:
        return "flush", 30
    return None


# "A single marriage scores 10 points, a double marriage 30 points, a triple 60, and a quadruple 100."
MARRIAGES = {1: 10, 2: 30, 3: 60, 4: 100}


def marriages(cards: Sequence[str], doubled: str, all_five: str = "flat") -> tuple[str, int] | None:
    """Kings and queens paired by suit: each king with a queen of its suit, nothing left over."""
    kings = Counter(c[-1] for c in cards if c[:-1] == "K")
    queens = Counter(c[-1] for c in cards if c[:-1] == "Q")
    if kings != queens or len(cards) != 2 * sum(kings.values()) or not kings:
        return None
    count = sum(kings.values())
    # "A marriage in the duplicated suit is called an imperial marriage, and an extra 10 points is scored
    #  for each of these declared."
    imperial = kings[doubled]
    if count == 5:
        # "If all five marriages are declared at once, the player scores 150 points!" Open: with the
        # imperial extras or not (docs: option all_five, "flat" 150 or "plus_imperial").
        return "all five", 150 + (10 * imperial if all_five == "plus_imperial" else 0)
    return f"{count} marriages", MARRIAGES[count] + 10 * imperial


def zetema(rank: str) -> int:
    # "A zetema of jacks scores 20 points, of aces or 5s scores 15 points, and of any other rank 5 points.
    #  Zetemas of kings or queens theoretically score 50 points each"
    return {"J": 20, "A": 15, "5": 15, "K": 50, "Q": 50}.get(rank, 5)
